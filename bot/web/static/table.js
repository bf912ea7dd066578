// The live table: a spectator's or a player's page, kept up to date over a WebSocket.
// The server sends the whole state the viewer may see after every change; the page shows it.
import { cardFace, el, keepChildren, labelled, listOf, replaceChildren, shownName, signed, word } from "./common.js";
import { placesOf, roundPanel, resultPanel } from "./rounds.js";

const root = document.documentElement;
const app = document.getElementById("app");
const you = root.dataset.you === "" ? null : Number(root.dataset.you);
const HOLD_MS = 2500; // a completed trick stays in the middle at least this long, so everyone sees who took it
let state = null;
let socket = null;
let connected = false;
let clockOffset = 0;
let selected = new Set();
let retry = 500;
let held = null; // { key, trick, until }: the trick just completed, shown in the middle
let dismissed = null; // the round whose summary the viewer closed
let handIndex = 0; // where focus was in the hand, kept across moves
const TOO_MANY = 4429; // the server's close code for a page over its limits (bot.web.server.TOO_MANY)

const parts = {
  bar: el("header", { class: "bar" }),
  round: el("span", { class: "round" }),
  trickNo: el("span", { class: "trick-no" }),
  link: el("span", { class: "link", "data-connection": "connecting" }),
  clock: el("span", { class: "clock", role: "timer", "aria-label": word("web_time_left") }),
  result: el("section", { class: "result", hidden: true }),
  roundEnd: el("section", { class: "round-end", hidden: true }),
  seats: el("section", { class: "seats" }),
  centre: el("section", { class: "centre" }),
  status: el("p", { class: "status", role: "status", "aria-live": "polite" }),
  notice: el("p", { class: "notice" }),
  hand: el("section", { class: "hand", hidden: you === null, tabindex: "-1", "aria-label": word("web_your_hand") }),
  handCards: el("div", { class: "hand-cards", role: "group", "aria-label": word("web_your_hand") }),
  confirm: el("button", { type: "button", "data-action": "confirm", class: "confirm", hidden: true, text: word("web_confirm") }),
  tricks: el("section", { class: "tricks" }),
  scores: el("section", { class: "scores" }),
};
parts.bar.append(parts.round, parts.trickNo, parts.link, parts.clock);
parts.hand.append(el("h2", { text: word("web_your_hand") }), parts.handCards, parts.confirm);
app.append(parts.bar, parts.result, parts.notice, parts.roundEnd, parts.seats, parts.hand, parts.tricks, parts.scores);
parts.confirm.addEventListener("click", () => {
  if (selected.size === state?.hand?.painCount) send("pain", [...selected]);
});
parts.handCards.addEventListener("keydown", arrowKeys);

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}${root.dataset.live}?lang=${encodeURIComponent(root.lang)}`);
  socket.addEventListener("open", () => {
    retry = 500;
    setConnected(true);
  });
  socket.addEventListener("message", (event) => received(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (state?.phase === "over") { setConnected(null); return; }
    if (event.code === TOO_MANY) return; // refused for a limit: the "refused" frame before said why; no retry
    setConnected(false);
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 10000);
  });
}

// The connection's state in the bar; while it is down no card can be chosen (a move could not arrive).
function setConnected(up) {
  connected = up === true;
  parts.link.dataset.connection = up === null ? "closed" : up ? "live" : "lost";
  parts.link.textContent = up === null ? "" : word(up ? "web_connected" : "web_offline");
  if (state) render();
}

function received(message) {
  if (message.type === "refused") {
    parts.notice.textContent = message.message;
    parts.status.textContent = message.message;
    return;
  }
  if (message.type !== "state") return;
  if (state && message.version < state.version) return;
  clockOffset = message.now - Date.now() / 1000;
  if (state?.hand?.decision !== message.hand?.decision) selected = new Set();
  if (state && message.version !== state.version) parts.notice.textContent = "";
  const ended = state !== null && state.phase !== "over" && message.phase === "over";
  state = message;
  noteCompletedTrick();
  render();
  if (ended) parts.result.scrollIntoView({ block: "start" }); // the result is what the player looks for now
}

function send(action, cards) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ action, cards, decision: state.hand.decision }));
  if (action === "play") held = held && { ...held, until: 0 }; // the player has seen the last trick
}

// The viewer's own seat reads in the page's language ("Du", "Toi", "Você"), as does the seat `sticheln web`
// names "You" on its spectators' page.
function seatName(seat) {
  if (seat === you || (you === null && seat === state.namedYou)) return word("web_you_name");
  return shownName(state.seats[seat]?.name ?? "");
}

function render() {
  root.dataset.phase = state.phase;
  root.dataset.round = state.round ?? "";
  root.dataset.trick = state.trick ?? "";
  root.dataset.turn = state.turn ?? "";
  root.dataset.you = you ?? "";
  root.dataset.connected = connected ? "true" : "false";
  parts.round.textContent = state.round == null ? "" : word("web_round", { round: state.round + 1, count: state.rounds });
  parts.trickNo.textContent = state.trick == null ? "" : word("web_trick", { trick: state.trick + 1 });
  const status = statusText();
  if (parts.status.textContent !== status) parts.status.textContent = status;
  renderResult();
  renderRoundEnd();
  renderSeats();
  renderCentre();
  renderHand();
  renderTricks();
  renderScores();
  tick();
}

function statusText() {
  const hand = state.hand;
  if (state.phase === "lobby") return word("web_phase_lobby");
  if (state.phase === "over") return word("web_phase_over");
  if (connected === false && you !== null) return word("web_live_lost");
  if (state.phase === "pain") {
    if (hand?.prompt === "pain") return word(hand.painCount === 2 ? "web_prompt_pain2" : "web_prompt_pain");
    if (you === null) return word("web_phase_pain");
    const waiting = state.seats.filter((s) => !s.painChosen).map((s) => seatName(s.seat));
    if (!waiting.length) return word("web_wait_pain");
    return waitLine("web_wait_pain_for", { names: listOf(waiting) });
  }
  if (hand?.prompt === "play") return word("web_prompt_play");
  return state.turn == null ? "" : waitLine("web_wait_for", { name: seatName(state.turn) });
}

// "Waiting for Anna until 10:32." where the move has a deadline, the time in the viewer's clock.
function waitLine(key, values) {
  if (!state.deadline) return word(key, values);
  const due = new Date((state.deadline - clockOffset) * 1000);
  const time = due.toLocaleTimeString(root.lang, { hour: "2-digit", minute: "2-digit" });
  return word(`${key}_until`, { ...values, time });
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
      class: `seat place-${place}${seat.seat === state.turn ? " turn" : ""}${seat.seat === state.holder ? " holder" : ""}${seat.seat === you ? " own" : ""}`,
      "data-seat": seat.seat,
      "data-total": seat.total,
    });
    node.append(el("span", { class: "name", text: seatName(seat.seat) }));
    if (seat.ai && shownName(seat.name) === seat.name) node.append(el("span", { class: "badge", text: word("web_ai") }));
    if (seat.away) node.append(el("span", { class: "badge", text: word("web_away") }));
    node.append(seatPoints(seat));
    node.append(seatPain(seat));
    if (seat.cards != null) node.append(el("span", { class: "count", title: word("web_cards_left"), text: `🂠 ${seat.cards}` }));
    return node;
  });
  replaceChildren(parts.seats, ...nodes, parts.centre);
}

// The round's score so far (the set-aside card counted from the start) beside the game's total, each labelled.
function seatPoints(seat) {
  const points = el("span", { class: "points-pair" });
  const round = state.roundPoints?.[seat.seat];
  if (round != null && state.phase !== "over") {
    points.append(el("span", { class: "round-points", "data-round-points": round },
      el("span", { class: "label", text: word("web_round_points") }), el("span", { class: "num", text: signed(round) })));
  }
  points.append(el("span", { class: "total", title: word("web_total") },
    el("span", { class: "label", text: word("web_game_points") }), el("span", { class: "num", text: String(seat.total) })));
  return points;
}

function seatPain(seat) {
  const pain = el("span", { class: "pain", title: word("web_pain") });
  const own = seat.seat === you ? state.hand?.ownPain : null;
  const open = seat.pain ?? (own && own.length ? own : null);
  if (open) for (const code of open) pain.append(cardFace(code, "span", { class: `card mini c-${code[0]}` }));
  else if (seat.painChosen && state.phase !== "lobby") {
    const label = word(state.phase === "tricks" ? "web_pain_hidden" : "web_pain_chosen");
    const back = el("span", { class: "card mini back", title: label, "aria-label": label });
    for (let i = 0; i < (state.hand?.painCount ?? (state.options.includes("twopain") ? 2 : 1)); i++) pain.append(back.cloneNode());
  }
  return pain;
}

function played(trick, cls) {
  const n = state.seats.length;
  return el("ol", { class: `trick ${cls}` }, ...trick.cards.map((code, i) => {
    const seat = (trick.leader + i) % n;
    return el("li", { class: seat === trick.winner ? "wins" : "" }, cardFace(code), el("span", { class: "by", text: seatName(seat) }));
  }));
}

// "Anna takes it (+4)": who took a completed trick and, where known, what it was worth to them.
function takerText(trick) {
  const second = trick.winner === you || (you === null && trick.winner === state.namedYou);
  const takes = second ? word("web_you_take") : word("web_takes", { name: seatName(trick.winner) });
  return trick.points == null ? takes : `${takes} (${signed(trick.points)})`;
}

// Why it went there: the highest trump, the highest card of the colour led, or only zeros (the leader's).
function whyText(trick) {
  const n = state.seats.length;
  const card = trick.cards[(trick.winner - trick.leader + n) % n];
  const label = `${word(`colour_${card[0]}`)} ${card.slice(1)}`;
  if (trick.why === "trump") return word("web_why_trump", { card: label });
  if (trick.why === "lead") return word("web_why_lead", { card: label });
  return trick.why === "zeros" ? word("web_why_zeros") : "";
}

function lastCompleted() {
  if (state.tricks?.length) return { key: `${state.round}:${state.tricks.length}`, trick: state.tricks[state.tricks.length - 1] };
  if (state.previous) return { key: `${state.round - 1}:last`, trick: state.previous };
  return null;
}

// A trick just completed is held in the middle for a moment even when the next card follows at once.
function noteCompletedTrick() {
  const last = lastCompleted();
  if (!last) { held = null; return; }
  if (held?.key === last.key) { held.trick = last.trick; return; }
  const fresh = held !== null || !state.table?.length; // on first load, only a trick still lying there
  held = { key: last.key, trick: last.trick, until: fresh ? Date.now() + HOLD_MS : 0 };
  if (fresh) setTimeout(() => state && render(), HOLD_MS + 20);
}

function renderCentre() {
  const n = state.seats.length;
  const holding = held && (Date.now() < held.until || !state.table?.length);
  let shown;
  if (state.table?.length && !holding) {
    shown = played({ leader: state.leader, cards: state.table, winner: state.holder }, "live");
  } else if (held) {
    shown = el("div", { class: "completed", "data-trick-complete": held.key },
      played(held.trick, "complete"),
      el("p", { class: "taker", text: takerText(held.trick) }),
      el("p", { class: "why", text: whyText(held.trick) }));
  }
  replaceChildren(parts.centre, shown ?? el("div", { class: "trick empty" }), parts.status);
  parts.centre.dataset.players = n;
  keepCentreFloor();
}

// The middle never shrinks while the page keeps its width: when a held trick (with its two lines of caption)
// gives way to the trick being played, the hand below must not move under a finger on its way to a card.
let centreFloor = { width: -1, height: 0 };
function keepCentreFloor() {
  const width = parts.centre.clientWidth;
  if (width === 0) return; // not laid out (yet): nothing to measure
  if (width !== centreFloor.width) {
    centreFloor = { width, height: 0 };
    parts.centre.style.minHeight = "";
  }
  centreFloor.height = Math.max(centreFloor.height, parts.centre.offsetHeight);
  parts.centre.style.minHeight = `${centreFloor.height}px`;
}

function renderHand() {
  if (you === null) return;
  const hand = state.hand ?? { cards: [], legal: [], prompt: null, painCount: 1 };
  const legal = new Set(hand.legal);
  const active = document.activeElement;
  const inHand = parts.hand.contains(active);
  const existing = new Map([...parts.handCards.querySelectorAll("button[data-card]")].map((b) => [b.dataset.card, b]));
  if (inHand && active?.dataset?.card) handIndex = [...existing.keys()].indexOf(active.dataset.card);
  const buttons = hand.cards.map((code) => {
    let button = existing.get(code);
    if (!button) {
      button = cardFace(code, "button", { type: "button", "data-card": code });
      button.addEventListener("click", () => choose(button.dataset.card));
    }
    button.disabled = !connected || !legal.has(code);
    button.setAttribute("aria-pressed", selected.has(code) ? "true" : "false");
    return button;
  });
  keepChildren(parts.handCards, buttons);
  const twoPain = hand.prompt === "pain" && hand.painCount === 2;
  parts.confirm.hidden = !twoPain;
  parts.confirm.disabled = !connected || selected.size !== hand.painCount;
  if (inHand) keepFocus(buttons);
}

// Focus stays in the hand: on the same card, else the nearest card that can be chosen, else the hand itself.
function keepFocus(buttons) {
  const active = document.activeElement;
  if (active && parts.hand.contains(active) && active !== parts.hand && !active.disabled) return;
  const open = buttons.filter((b) => !b.disabled);
  const still = { preventScroll: true }; // the page does not jump while the table plays on
  if (!open.length) {
    if (parts.confirm.hidden || parts.confirm.disabled) parts.hand.focus(still);
    else parts.confirm.focus(still);
    return;
  }
  const near = Math.max(0, Math.min(handIndex, buttons.length - 1));
  const after = buttons.slice(near).find((b) => !b.disabled);
  (after ?? open[open.length - 1]).focus(still);
}

// ← and → (and Home, End) move between the cards that can be chosen; Enter or Space chooses.
function arrowKeys(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const open = [...parts.handCards.querySelectorAll("button[data-card]:enabled")];
  const at = open.indexOf(document.activeElement);
  const moves = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: open.length - 1 };
  if (!(event.key in moves) || !open.length) return;
  event.preventDefault();
  const to = at < 0 ? 0 : (moves[event.key] + open.length) % open.length;
  open[to].focus();
}

function choose(code) {
  const hand = state.hand;
  if (!connected || !hand || !hand.legal.includes(code)) return;
  const all = [...parts.handCards.querySelectorAll("button[data-card]")].map((b) => b.dataset.card);
  handIndex = all.indexOf(code);
  if (hand.prompt === "play") send("play", [code]);
  else if (hand.prompt === "pain" && hand.painCount === 1) send("pain", [code]);
  else if (hand.prompt === "pain") {
    if (selected.has(code)) selected.delete(code);
    else if (selected.size < hand.painCount) selected.add(code);
    renderHand();
  }
}

function trickLine(trick, index) {
  const taker = el("span", { class: "taker", text: takerText({ ...trick, points: null }) });
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
  replaceChildren(parts.scores, el("h2", { text: word("web_scores") }), el("div", { class: "table-scroll" }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows, total))));
}

// A scored round stays on show across the next deal, until closed or the next round's first card.
function renderRoundEnd() {
  const last = state.lastRound;
  const show = last && dismissed !== last.round;
  parts.roundEnd.hidden = !show;
  if (!show) { replaceChildren(parts.roundEnd); delete parts.roundEnd.dataset.shown; return; }
  // built once per round shown: a later render must not swap the close button under a finger
  const shown = JSON.stringify([last, state.seats.map((s) => s.name), you]);
  if (parts.roundEnd.dataset.shown === shown) return;
  parts.roundEnd.dataset.shown = shown;
  const close = el("button", { type: "button", class: "dismiss", "data-action": "dismiss", text: word("web_dismiss") });
  close.addEventListener("click", () => {
    dismissed = last.round;
    render();
    if (you !== null) parts.hand.focus({ preventScroll: true });
  });
  replaceChildren(parts.roundEnd, ...roundPanel(last, { seatName, you }), close);
}

// The game's result at the top: places in order, the winners, the replay and the record.
function renderResult() {
  const over = state.phase === "over";
  parts.result.hidden = !over;
  if (!over) { replaceChildren(parts.result); delete parts.result.dataset.shown; return; }
  // built once per result: a later render (the last trick's hold ending) must not swap the links under a finger
  const shown = JSON.stringify([state.totals, state.winners, state.seats.map((s) => s.name), you]);
  if (parts.result.dataset.shown === shown) return;
  parts.result.dataset.shown = shown;
  const places = placesOf(state.totals);
  const winners = listOf(state.winners.map(seatName));
  replaceChildren(parts.result, ...resultPanel({ places, totals: state.totals, winners, seatName, you }),
    el("p", { class: "links" },
      el("a", { href: root.dataset.replay, "data-action": "replay", text: word("web_replay") }),
      el("a", { href: root.dataset.record, download: "sticheln-record.json", "data-action": "record", text: word("web_record") })));
}

function tick() {
  if (!state?.deadline || state.phase === "over") { parts.clock.textContent = ""; return; }
  const left = Math.max(0, Math.round(state.deadline - (Date.now() / 1000 + clockOffset)));
  parts.clock.textContent = labelled(word("web_time_left"), `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`);
}

setInterval(tick, 1000);
connect();
