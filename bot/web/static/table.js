// The live table: a spectator's or a player's page, kept up to date over a WebSocket.
// The server sends the whole state the viewer may see after every change; the page shows it.
import { cardFace, el, replaceChildren, shownName, signed, word } from "./common.js";

const root = document.documentElement;
const app = document.getElementById("app");
const you = root.dataset.you === "" ? null : Number(root.dataset.you);
let state = null;
let socket = null;
let clockOffset = 0;
let selected = new Set();
let retry = 500;
const TOO_MANY = 4429; // the server's close code for a page over its limits (bot.web.server.TOO_MANY)

const parts = {
  bar: el("header", { class: "bar" }),
  round: el("span", { class: "round" }),
  trickNo: el("span", { class: "trick-no" }),
  clock: el("span", { class: "clock", role: "timer", "aria-label": word("web_time_left") }),
  seats: el("section", { class: "seats" }),
  centre: el("section", { class: "centre" }),
  status: el("p", { class: "status", role: "status" }),
  notice: el("p", { class: "notice", role: "alert" }),
  hand: el("section", { class: "hand", hidden: you === null }),
  handCards: el("div", { class: "hand-cards" }),
  confirm: el("button", { type: "button", "data-action": "confirm", class: "confirm", hidden: true, text: word("web_confirm") }),
  tricks: el("section", { class: "tricks" }),
  scores: el("section", { class: "scores" }),
  footer: el("footer", { class: "end" }),
};
parts.bar.append(parts.round, parts.trickNo, parts.clock);
parts.hand.append(el("h2", { text: word("web_your_hand") }), parts.handCards, parts.confirm);
app.append(parts.bar, parts.notice, parts.seats, parts.hand, parts.tricks, parts.scores, parts.footer);
parts.confirm.addEventListener("click", () => {
  if (selected.size === state?.hand?.painCount) send("pain", [...selected]);
});

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${root.dataset.live}?lang=${encodeURIComponent(root.lang)}`);
  socket.addEventListener("open", () => {
    retry = 500;
    if (parts.notice.textContent === word("web_live_lost")) parts.notice.textContent = "";
  });
  socket.addEventListener("message", (event) => received(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (state?.phase === "over") return;
    if (event.code === TOO_MANY) return; // refused for a limit: the "refused" frame before said why; no retry
    parts.notice.textContent = word("web_live_lost");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  });
}

function received(message) {
  if (message.type === "refused") {
    parts.notice.textContent = message.message;
    return;
  }
  if (message.type !== "state") return;
  if (state && message.version < state.version) return;
  clockOffset = message.now - Date.now() / 1000;
  if (state?.hand?.decision !== message.hand?.decision) selected = new Set();
  if (state && message.version !== state.version) parts.notice.textContent = "";
  state = message;
  render();
}

function send(action, cards) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ action, cards, decision: state.hand.decision }));
}

function seatName(seat) {
  return shownName(state.seats[seat]?.name ?? "");
}

function render() {
  root.dataset.phase = state.phase;
  root.dataset.round = state.round ?? "";
  root.dataset.trick = state.trick ?? "";
  root.dataset.turn = state.turn ?? "";
  root.dataset.you = you ?? "";
  parts.round.textContent = state.round == null ? "" : word("web_round", { round: state.round + 1, count: state.rounds });
  parts.trickNo.textContent = state.trick == null ? "" : word("web_trick", { trick: state.trick + 1 });
  parts.status.textContent = statusText();
  renderSeats();
  renderCentre();
  renderHand();
  renderTricks();
  renderScores();
  renderEnd();
  tick();
}

function statusText() {
  const hand = state.hand;
  if (state.phase === "lobby") return word("web_phase_lobby");
  if (state.phase === "over") return word("web_phase_over");
  if (state.phase === "pain") {
    if (hand?.prompt === "pain") return word(hand.painCount === 2 ? "web_prompt_pain2" : "web_prompt_pain");
    return you === null ? word("web_phase_pain") : word("web_wait_pain");
  }
  if (hand?.prompt === "play") return word("web_prompt_play");
  return state.turn == null ? "" : word("web_wait_for", { name: seatName(state.turn) });
}

// Seats in play order from the viewer's (or seat 0) on, placed around the table.
const PLACES = { 3: ["b", "tl", "tr"], 4: ["b", "l", "t", "r"], 5: ["b", "l", "tl", "tr", "r"], 6: ["b", "l", "tl", "t", "tr", "r"] };

function renderSeats() {
  const n = state.seats.length;
  const first = you ?? 0;
  const places = PLACES[n] ?? [];
  const nodes = state.seats.map((seat) => {
    const place = places[(seat.seat - first + n) % n] ?? "";
    const node = el("div", {
      class: `seat place-${place}${seat.seat === state.turn ? " turn" : ""}${seat.seat === state.holder ? " holder" : ""}`,
      "data-seat": seat.seat,
      "data-total": seat.total,
    });
    node.append(el("span", { class: "name", text: seatName(seat.seat) }));
    if (seat.seat === you) node.append(el("span", { class: "badge you", text: word("web_you") }));
    if (seat.ai && shownName(seat.name) === seat.name) node.append(el("span", { class: "badge", text: word("web_ai") }));
    if (seat.away) node.append(el("span", { class: "badge", text: word("web_away") }));
    node.append(el("span", { class: "total", text: String(seat.total), title: word("web_total") }));
    const pain = el("span", { class: "pain", title: word("web_pain") });
    const own = seat.seat === you ? state.hand?.ownPain : null;
    const open = seat.pain ?? (own && own.length ? own : null);
    if (open) for (const code of open) pain.append(cardFace(code, "span", { class: `card mini c-${code[0]}` }));
    else if (seat.painChosen && state.phase !== "lobby") {
      const label = word(state.phase === "tricks" ? "web_pain_hidden" : "web_pain_chosen");
      const back = el("span", { class: "card mini back", title: label, "aria-label": label });
      for (let i = 0; i < (state.hand?.painCount ?? (state.options.includes("twopain") ? 2 : 1)); i++) pain.append(back.cloneNode());
    }
    node.append(pain);
    if (seat.cards != null) node.append(el("span", { class: "count", title: word("web_cards_left"), text: `🂠 ${seat.cards}` }));
    return node;
  });
  replaceChildren(parts.seats, ...nodes, parts.centre);
}

function played(trick, cls) {
  const n = state.seats.length;
  return el("ol", { class: `trick ${cls}` }, ...trick.cards.map((code, i) => {
    const seat = (trick.leader + i) % n;
    return el("li", { class: seat === trick.winner ? "wins" : "" }, cardFace(code), el("span", { class: "by", text: seatName(seat) }));
  }));
}

function renderCentre() {
  const n = state.seats.length;
  let trick;
  if (state.table?.length) trick = played({ leader: state.leader, cards: state.table, winner: state.holder }, "live");
  else if (state.tricks?.length) trick = played(state.tricks[state.tricks.length - 1], "taken");
  else if (state.previous) trick = played(state.previous, "taken");
  replaceChildren(parts.centre, trick ?? el("div", { class: "trick empty" }), parts.status);
  parts.centre.dataset.players = n;
}

function renderHand() {
  if (you === null) return;
  const hand = state.hand ?? { cards: [], legal: [], prompt: null, painCount: 1 };
  const legal = new Set(hand.legal);
  const focused = document.activeElement?.dataset?.card;
  const existing = new Map([...parts.handCards.querySelectorAll("button[data-card]")].map((b) => [b.dataset.card, b]));
  const buttons = hand.cards.map((code) => {
    let button = existing.get(code);
    if (!button) {
      button = cardFace(code, "button", { type: "button", "data-card": code });
      button.addEventListener("click", () => choose(button.dataset.card));
    }
    button.disabled = !legal.has(code);
    button.setAttribute("aria-pressed", selected.has(code) ? "true" : "false");
    return button;
  });
  replaceChildren(parts.handCards, ...buttons);
  const twoPain = hand.prompt === "pain" && hand.painCount === 2;
  parts.confirm.hidden = !twoPain;
  parts.confirm.disabled = selected.size !== hand.painCount;
  const stillThere = focused && buttons.find((b) => b.dataset.card === focused && !b.disabled);
  if (focused && !stillThere) buttons.find((b) => !b.disabled)?.focus();
}

function choose(code) {
  const hand = state.hand;
  if (!hand || !hand.legal.includes(code)) return;
  if (hand.prompt === "play") send("play", [code]);
  else if (hand.prompt === "pain" && hand.painCount === 1) send("pain", [code]);
  else if (hand.prompt === "pain") {
    if (selected.has(code)) selected.delete(code);
    else if (selected.size < hand.painCount) selected.add(code);
    renderHand();
  }
}

function trickLine(trick, index) {
  // the viewer's own seat, and the seat `sticheln web` names "You", read in the second person
  const second = trick.winner === you || (you === null && trick.winner === state.namedYou);
  const takes = second ? word("web_you_take") : word("web_takes", { name: seatName(trick.winner) });
  const taker = el("span", { class: "taker", text: takes });
  const points = trick.points == null ? null : el("span", { class: "points", text: signed(trick.points) });
  return el("li", { "data-index": index }, played(trick, "small"), taker, points);
}

function renderTricks() {
  const items = [];
  if (state.previous) items.push(el("h2", { text: word("web_previous_trick") }), el("ol", { class: "taken-list" }, trickLine(state.previous, -1)));
  if (state.tricks?.length) {
    items.push(el("h2", { text: word("web_round_tricks") }));
    items.push(el("ol", { class: "taken-list" }, ...state.tricks.map(trickLine).reverse()));
  }
  replaceChildren(parts.tricks, ...items);
}

function renderScores() {
  if (!state.roundScores?.length) { replaceChildren(parts.scores); return; }
  const head = el("tr", {}, el("th", { text: "" }), ...state.seats.map((s) => el("th", { scope: "col", text: seatName(s.seat) })));
  const rows = state.roundScores.map((scores, r) => el("tr", {}, el("th", { scope: "row", text: String(r + 1) }), ...scores.map((v) => el("td", { text: String(v) }))));
  const total = el("tr", { class: "sum" }, el("th", { scope: "row", text: word("web_total") }), ...state.totals.map((v) => el("td", { text: String(v) })));
  replaceChildren(parts.scores, el("h2", { text: word("web_scores") }), el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows, total)));
}

function renderEnd() {
  if (state.phase !== "over") { replaceChildren(parts.footer); return; }
  const names = state.winners.map(seatName).join(", ");
  replaceChildren(
    parts.footer,
    el("p", { class: "winners", text: word("web_winners", { names }) }),
    el("a", { href: root.dataset.record, download: "sticheln-record.json", "data-action": "record", text: word("web_record") }),
    el("a", { href: root.dataset.replay, "data-action": "replay", text: word("web_replay") }),
  );
}

function tick() {
  if (!state?.deadline || state.phase === "over") { parts.clock.textContent = ""; return; }
  const left = Math.max(0, Math.round(state.deadline - (Date.now() / 1000 + clockOffset)));
  parts.clock.textContent = `${word("web_time_left")} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

setInterval(tick, 1000);
connect();
