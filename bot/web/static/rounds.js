// A scored round and the game's result, as the live table shows them: every seat in place order.
import { cardFace, el, signed, word, words } from "./common.js";

// Places by score, best first; equal scores share a place ("1, 1, 3").
export function placesOf(scores) {
  const order = scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return order.map((entry) => ({ ...entry, place: 1 + order.filter((other) => other.score > entry.score).length }));
}

// "1st", "2e", "3.": a finishing rank as the page's language writes it.
const rank = (place) => (words[`web_rank_${place}`] ? word(`web_rank_${place}`) : word("web_rank", { place }));
const mini = (code) => cardFace(code, "span", { class: `card mini c-${code[0]}` });

// The round's scores of all seats, in place order, with each seat's pain card(s) (open now, hidden or not),
// then the viewer's own breakdown: the other colours, the pain-colour cards taken, the card set aside.
export function roundPanel(last, { seatName, you }) {
  const head = el("tr", {}, el("th", { scope: "col", text: "" }), el("th", { scope: "col", text: "" }),
    el("th", { scope: "col", text: word("web_pain") }), el("th", { scope: "col", text: word("web_round_points") }),
    el("th", { scope: "col", text: word("web_game_points") }));
  const rows = placesOf(last.scores).map(({ seat, score, place }) => el("tr", { "data-place-seat": seat, class: seat === you ? "own" : "" },
    el("td", { class: "place", text: rank(place) }),
    el("th", { scope: "row", class: "who", text: seatName(seat) }),
    el("td", { class: "pain" }, ...last.seats[seat].pain.map(mini)),
    el("td", { class: "score", "data-round-score": score, text: signed(score) }),
    el("td", { class: "game", text: String(last.totals[seat]) })));
  const items = [
    el("h2", { text: word("web_round_scored", { round: last.round + 1 }) }),
    el("table", { class: "round-table" }, el("thead", {}, head), el("tbody", {}, ...rows)),
  ];
  if (you !== null && last.seats[you]) items.push(breakdown(last.seats[you], last.scores[you]));
  return items;
}

function breakdown(mine, score) {
  const row = (label, ...value) => [el("dt", { text: label }), el("dd", {}, ...value)];
  const taken = mine.painTaken.length
    ? [...mine.painTaken.map(mini), el("span", { class: "num", text: signed(mine.penalty) })]
    : [el("span", { text: word("web_bd_none") })];
  return el("div", { class: "breakdown" },
    el("h3", { text: word("web_bd_title") }),
    el("dl", {},
      ...row(word("web_bd_others"), el("span", { class: "num", text: signed(mine.others) })),
      ...row(word("web_bd_pain_taken"), ...taken),
      ...row(word("web_bd_set_aside"), ...mine.setAside.map(mini), el("span", { class: "num", text: signed(mine.setAsidePoints) })),
      ...row(word("web_round_points"), el("span", { class: "num sum", text: signed(score) }))));
}

// The game's end: the winners, then every seat's place and total.
export function resultPanel({ places, totals, winners, seatName, you }) {
  const list = el("ol", { class: "places" }, ...places.map(({ seat, place }) => el("li", {
    value: place, "data-place-seat": seat, class: seat === you ? "own" : "",
  }, el("span", { class: "who", text: seatName(seat) }), el("span", { class: "num game", text: String(totals[seat]) }))));
  return [
    el("h2", { text: word("web_phase_over") }),
    el("p", { class: "winners", text: word("web_winners", { names: winners }) }),
    list,
  ];
}
