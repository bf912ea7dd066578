// The replay of a finished game: round by round, trick by trick, with buttons and the arrow keys.
import { cardFace, el, labelled, replaceChildren, shownName, signed, word } from "./common.js";
import { reviewOf } from "./review.js";

const root = document.documentElement;
const app = document.getElementById("app");
const game = JSON.parse(document.getElementById("game").textContent);
const n = game.players.length;
const LINES = ["#f2c14e", "#8fd3ff", "#ff8a80", "#b9f6ca", "#e1bee7", "#ffcc80"];

// Every step: a round's pain cards (trick 0), then each of its tricks.
const steps = game.rounds.flatMap((round, r) => [0, ...round.tricks.map((_, t) => t + 1)].map((trick) => ({ r, trick })));
let at = 0;

const buttons = {
  start: el("button", { type: "button", "data-action": "start", text: word("web_replay_start") }),
  back: el("button", { type: "button", "data-action": "back", text: `◀ ${word("web_replay_back")}` }),
  next: el("button", { type: "button", "data-action": "next", text: `${word("web_replay_next")} ▶` }),
  end: el("button", { type: "button", "data-action": "end", text: word("web_replay_end") }),
};
const parts = {
  where: el("h1", { class: "where", "aria-live": "polite" }),
  seats: el("section", { class: "seats" }),
  trick: el("section", { class: "centre" }),
  tricks: el("section", { class: "tricks" }),
  scores: el("section", { class: "scores" }),
  chart: el("section", { class: "chart-box" }),
};
const controls = el("nav", { class: "controls" }, buttons.start, buttons.back, buttons.next, buttons.end);
const review = reviewOf(game, steps, (step) => go(step)); // a seat's review, when the page carries one
app.classList.add("replay");
if (review) {
  app.classList.add("reviewing");
  app.append(parts.where, controls, review.note, parts.seats, parts.tricks, review.summary, parts.scores, parts.chart);
} else {
  app.append(parts.where, controls, parts.seats, parts.tricks, parts.scores, parts.chart);
}
buttons.start.addEventListener("click", () => go(0));
buttons.back.addEventListener("click", () => go(at - 1));
buttons.next.addEventListener("click", () => go(at + 1));
buttons.end.addEventListener("click", () => go(steps.length - 1));
document.addEventListener("keydown", (event) => {
  const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 };
  if (event.key in moves && !event.altKey && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    go(moves[event.key]);
  }
});

// the seat a terminal or `sticheln web` game named "You" reads in the page's language ("Du", "Toi", "Você")
const name = (seat) => (seat === game.you ? word("web_you_name") : shownName(game.players[seat]));
// the seat a terminal or `sticheln web` game named "You" reads in the second person ("You take it")
const takes = (seat) => (seat === game.you ? word("web_you_take") : word("web_takes", { name: name(seat) }));

function go(step) {
  at = Math.max(0, Math.min(steps.length - 1, step));
  render();
}

function totalsAt(r, trick) {
  const round = game.rounds[r];
  const before = r === 0 ? new Array(n).fill(0) : game.rounds[r - 1].totals;
  return trick === round.tricks.length && round.scores ? round.totals : before;
}

function played(trick, cls) {
  return el("ol", { class: `trick ${cls}` }, ...trick.cards.map((code, i) => {
    const seat = (trick.leader + i) % n;
    return el("li", { class: seat === trick.winner ? "wins" : "" }, cardFace(code), el("span", { class: "by", text: name(seat) }));
  }));
}

function render() {
  const { r, trick } = steps[at];
  const round = game.rounds[r];
  root.dataset.round = r;
  root.dataset.trick = trick;
  root.dataset.step = at;
  parts.where.textContent = trick === 0
    ? word("web_replay_dealt", { round: r + 1 })
    : word("web_replay_step", { round: r + 1, trick, count: round.tricks.length });
  buttons.start.disabled = buttons.back.disabled = at === 0;
  buttons.next.disabled = buttons.end.disabled = at === steps.length - 1;
  const totals = totalsAt(r, trick);
  const places = { 3: ["b", "tl", "tr"], 4: ["b", "l", "t", "r"], 5: ["b", "l", "tl", "tr", "r"], 6: ["b", "l", "tl", "t", "tr", "r"] }[n] ?? [];
  replaceChildren(parts.seats, ...game.players.map((_, seat) => el(
    "div",
    { class: `seat place-${places[seat] ?? ""}`, "data-seat": seat, "data-total": totals[seat] },
    el("span", { class: "name", text: name(seat) }),
    el("span", { class: "total", text: String(totals[seat]) }),
    el("span", { class: "pain", title: word("web_pain") }, ...round.pain[seat].map((c) => cardFace(c, "span", { class: `card mini c-${c[0]}` }))),
  )), parts.trick);
  const shown = trick > 0 ? round.tricks[trick - 1] : null;
  replaceChildren(parts.trick, shown ? el("div", { class: "shown" }, played(shown, "live"), el("p", {
    class: "taker", text: `${takes(shown.winner)} (${signed(shown.points)})`,
  })) : el("div", { class: "trick empty" }));
  const lines = round.tricks.slice(0, trick).map((t, i) => el("li", { "data-index": i }, played(t, "small"),
    el("span", { class: "taker", text: takes(t.winner) }),
    el("span", { class: "points", text: signed(t.points) })));
  replaceChildren(parts.tricks, el("h2", { text: word("web_round_tricks") }), el("ol", { class: "taken-list" }, ...lines.reverse()));
  renderScores(r, trick);
  renderChart(r, totals);
  if (review) {
    review.show(at);
    review.mark(at, parts.trick, parts.seats, shown);
  }
}

function renderScores(r, trick) {
  const done = game.rounds.filter((round, i) => round.scores && (i < r || (i === r && trick === round.tricks.length)));
  const head = el("tr", {}, el("th", { text: "" }), ...game.players.map((_, s) => el("th", { scope: "col", text: name(s) })));
  const rows = done.map((round, i) => el("tr", {}, el("th", { scope: "row", text: String(i + 1) }), ...round.scores.map((v) => el("td", { text: String(v) }))));
  const sum = el("tr", { class: "sum" }, el("th", { scope: "row", text: word("web_total") }), ...totalsAt(r, trick).map((v) => el("td", { text: String(v) })));
  replaceChildren(parts.scores, el("h2", { text: word("web_scores") }), el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows, sum)));
}

function svg(tag, attributes = {}) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

function renderChart(current, totals) {
  const series = game.players.map((_, s) => [0, ...game.rounds.filter((x) => x.scores).map((x) => x.totals[s])]);
  const values = series.flat();
  const low = Math.min(0, ...values), high = Math.max(1, ...values);
  const width = 480, height = 220, pad = 28, count = Math.max(1, series[0].length - 1);
  const x = (i) => pad + (i * (width - 2 * pad)) / count;
  const y = (v) => height - pad - ((v - low) * (height - 2 * pad)) / (high - low || 1);
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "chart", role: "img", "aria-label": word("web_chart") });
  chart.append(svg("line", { x1: pad, x2: width - pad, y1: y(0), y2: y(0), stroke: "rgba(255,255,255,0.35)" }));
  chart.append(svg("line", { x1: x(current + 1), x2: x(current + 1), y1: pad / 2, y2: height - pad, stroke: "rgba(255,255,255,0.25)", "stroke-dasharray": "4 4" }));
  for (let i = 0; i <= count; i++) {
    const label = svg("text", { x: x(i), y: height - 8, "text-anchor": "middle" });
    label.textContent = String(i);
    chart.append(label);
  }
  series.forEach((points, s) => {
    chart.append(svg("polyline", { points: points.map((v, i) => `${x(i)},${y(v)}`).join(" "), fill: "none", stroke: LINES[s], "stroke-width": 3 }));
  });
  const legend = el("p", { class: "legend" }, ...game.players.map((_, s) => {
    const item = el("span", { "data-seat-total": s, text: labelled(name(s), totals[s]) }); // the totals at this step
    item.style.setProperty("--line", LINES[s]);
    return item;
  }));
  replaceChildren(parts.chart, el("h2", { text: word("web_chart") }), chart, legend);
}

go(review?.start ?? 0);
