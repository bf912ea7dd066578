// A seat's review on the replay page: the seat's decision at each step (its label, the choice made and
// the better one with the points expected from each) and the summary, whose costliest decisions jump to
// their step. Every text goes in with textContent; the words come from the page's review block.
import { cardFace, el, replaceChildren, shownName } from "./common.js";

const GLYPHS = { good: "✓", inaccuracy: "?!", mistake: "?", blunder: "??" };

// The review block of the page, or null (a replay without a review, or the offline file).
export function reviewOf(game, steps, go) {
  const block = document.getElementById("review");
  if (!block) return null;
  const review = JSON.parse(block.textContent);
  const say = (key, values = {}) => {
    let text = review.words[key] ?? key;
    for (const [name, value] of Object.entries(values)) text = text.split(`{${name}}`).join(String(value));
    return text;
  };
  const seat = review.seat;
  const name = shownName(review.name);
  const number = new Intl.NumberFormat(document.documentElement.lang || "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const decisions = review.decisions ?? [];
  const stepOf = decisions.map((d) => stepIndex(steps, d.round - 1, d.trick));
  const atStep = new Map(stepOf.map((step, i) => [step, i]));
  const note = el("section", { class: "review-note", tabindex: "-1", "aria-live": "polite" });
  const summary = el("section", { class: "review-summary" });

  const where = (d) => d.kind === "pain"
    ? say("review_where_pain", { round: d.round })
    : say("review_where_card", { round: d.round, trick: d.trick });
  const cards = (value) => el("span", { class: "cards" }, ...(Array.isArray(value) ? value : [value]).map((c) => cardFace(c)));
  const badge = (label) => el("span", { class: `review-label l-${label}` },
    el("span", { class: "glyph", "aria-hidden": "true", text: GLYPHS[label] }), el("span", { text: say(`web_review_${label}`) }));

  function jump(step) {
    go(step);
    note.focus({ preventScroll: true });
    note.scrollIntoView({ block: "nearest" });
  }

  function showNote(at) {
    const i = atStep.get(at);
    for (const link of summary.querySelectorAll("a[data-step]")) {
      if (Number(link.dataset.step) === at) link.setAttribute("aria-current", "step");
      else link.removeAttribute("aria-current");
    }
    note.removeAttribute("data-decision");
    note.removeAttribute("data-label");
    note.classList.remove("quiet");
    if (review.state !== "ready") {
      replaceChildren(note, el("p", { class: "review-message", text: review.message }));
      return;
    }
    if (i === undefined) {
      note.classList.add("quiet");
      replaceChildren(note, el("p", { text: say("web_review_no_decision", { name }) }));
      return;
    }
    const d = decisions[i];
    note.dataset.decision = i;
    note.dataset.label = d.label;
    const chosen = [el("th", { scope: "row", text: say("web_review_chosen") }), el("td", {}, cards(d.chosen)), el("td", { class: "points", text: number.format(d.chosen_points) })];
    if (d.label === "good") {
      note.classList.add("quiet");
      const best = d.loss === 0 ? el("td", { class: "best-choice", text: say("web_review_best_choice") }) : null;
      replaceChildren(note, el("h2", {}, badge(d.label), el("span", { class: "where", text: where(d) })),
        el("table", { class: "choices" }, el("tbody", {}, el("tr", { class: "chosen" }, ...chosen, best))));
      return;
    }
    const head = el("tr", {}, el("td"), el("td"), el("th", { scope: "col", text: say("web_review_expected") }));
    const better = el("tr", { class: "better" }, el("th", { scope: "row", text: say("web_review_better") }), el("td", {}, cards(d.best)), el("td", { class: "points", text: number.format(d.best_points) }));
    replaceChildren(note, el("h2", {}, badge(d.label), el("span", { class: "where", text: where(d) })),
      el("table", { class: "choices" }, el("thead", {}, head), el("tbody", {}, el("tr", { class: "chosen" }, ...chosen), better)),
      el("p", { class: "loss" }, el("span", { text: say("web_labelled", { label: say("web_review_given_away"), value: "" }) }), el("strong", { text: number.format(d.loss) })));
  }

  // The decision's card in the trick shown, and the seat, marked with the label.
  function mark(at, centre, seats, trick) {
    seats.querySelector(`[data-seat="${seat}"]`)?.classList.add("reviewed");
    const i = atStep.get(at);
    if (i === undefined || !trick) return;
    const played = centre.querySelectorAll(".trick li")[(seat - trick.leader + game.players.length) % game.players.length];
    if (!played) return;
    played.classList.add("reviewed", `l-${decisions[i].label}`);
    if (decisions[i].label !== "good") played.append(el("span", { class: "glyph", "aria-hidden": "true", text: GLYPHS[decisions[i].label] }));
  }

  // A link that jumps to a decision's step; its full description read out, its text as short as asked.
  function jumpLink(i, ...content) {
    const d = decisions[i];
    const link = el("a", { href: `#step-${stepOf[i]}`, "data-step": stepOf[i], "data-label": d.label }, ...content);
    link.setAttribute("aria-label", say("web_review_jump", { where: `${where(d)}, ${say(`web_review_${d.label}`)}, −${number.format(d.loss)}` }));
    link.addEventListener("click", (event) => {
      event.preventDefault();
      jump(stepOf[i]);
    });
    return link;
  }

  // Every decision that is not good, round by round, as lichess lists a game's annotated moves.
  function flagged() {
    const rounds = new Map();
    decisions.forEach((d, i) => {
      if (d.label === "good") return;
      if (!rounds.has(d.round)) rounds.set(d.round, []);
      rounds.get(d.round).push(el("li", {}, jumpLink(i,
        el("span", { class: `glyph l-${d.label}`, "aria-hidden": "true", text: GLYPHS[d.label] }),
        el("span", { text: d.kind === "pain" ? say("web_pain") : String(d.trick) }))));
    });
    if (rounds.size === 0) return null;
    return el("dl", { class: "flagged" }, ...[...rounds].flatMap(([round, items]) => [
      el("dt", { text: say("web_review_round", { round }) }), el("dd", {}, el("ul", {}, ...items)),
    ]));
  }

  function showSummary() {
    const heading = el("h2", { text: say("web_review_heading", { name, seat: seat + 1 }) });
    if (review.state !== "ready") {
      replaceChildren(summary, heading, el("p", { class: "review-message", text: review.message }));
      return;
    }
    const costly = review.costliest.map((i) => el("li", {}, jumpLink(i,
      el("span", { class: `glyph l-${decisions[i].label}`, "aria-hidden": "true", text: GLYPHS[decisions[i].label] }),
      el("span", { text: say("web_labelled", { label: where(decisions[i]), value: `−${number.format(decisions[i].loss)}` }) }))));
    const marked = flagged();
    replaceChildren(summary, heading,
      el("p", { class: "review-counts", text: review.summary }),
      el("p", { class: "review-counts", text: review.counts }),
      el("h3", { text: say("web_review_costliest") }),
      costly.length ? el("ol", { class: "costliest" }, ...costly) : el("p", { text: say("review_none_costly") }),
      marked ? el("h3", { text: say("web_review_flagged") }) : null, marked,
      el("p", { class: "scale", text: review.scale }));
  }

  showSummary();
  if (review.state === "preparing" && review.reload_seconds > 0) {
    // computed now, stored in a moment: the page asks again, at the step shown (kept in the address)
    setTimeout(() => {
      history.replaceState(null, "", `#step-${document.documentElement.dataset.step ?? 0}`);
      location.reload();
    }, review.reload_seconds * 1000);
  }
  const start = /^#step-([0-9]+)$/.exec(location.hash);
  return { note, summary, show: showNote, mark, start: start ? Number(start[1]) : null };
}

// The step that shows a decision: its round's pain cards (trick 0) or the trick it played in; the last
// step before it when the replay lacks that trick (a game stopped in the middle of one).
function stepIndex(steps, r, trick) {
  let found = 0;
  steps.forEach((s, i) => {
    if (s.r < r || (s.r === r && s.trick <= trick)) found = i;
  });
  return found;
}
