// Shared by the table and the replay page: words, names, cards and small DOM helpers.
// Every text goes in with textContent (el's text argument); nothing is ever parsed as HTML.

const wordsBlock = document.getElementById("words");
export const words = wordsBlock ? JSON.parse(wordsBlock.textContent) : {};

export function word(key, values = {}) {
  let text = words[key] ?? key;
  for (const [name, value] of Object.entries(values)) {
    text = text.split(`{${name}}`).join(String(value));
  }
  return text;
}

export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") node.textContent = String(value);
    else if (name === "class") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

const AI_NAME = /^\u{1F916}([0-9]{1,2})$/u;

export function shownName(name) {
  const ai = AI_NAME.exec(name);
  return ai ? word("ai_name", { n: ai[1] }) : name;
}

export function cardLabel(code) {
  return `${word(`colour_${code[0]}`)} ${code.slice(1)}`;
}

// A card's colour letter in the page's language (de: "Ge" gelb, "Gr" grün); the card code's letter without one.
export function cardLetter(code) {
  return words[`letter_${code[0]}`] ?? code[0];
}

// A card as a picture: its value large, its colour letter small (colour is never the only sign).
export function cardFace(code, tag = "span", attributes = {}) {
  return el(
    tag,
    { class: `card c-${code[0]}`, "aria-label": cardLabel(code), title: cardLabel(code), ...attributes },
    el("span", { class: "value", text: code.slice(1), "aria-hidden": "true" }),
    el("span", { class: "letter", text: cardLetter(code), "aria-hidden": "true" }),
  );
}

// "Anna: 12" in the page's language (French puts a narrow no-break space before the colon).
export function labelled(label, value) {
  return word("web_labelled", { label, value });
}

// "Anna, Bo and Cy" as the page's language joins a list ("Anna, Bo und Cy", "Anna, Bo et Cy").
export function listOf(names) {
  return new Intl.ListFormat(document.documentElement.lang || "en", { type: "conjunction" }).format(names);
}

export function signed(points) {
  return points > 0 ? `+${points}` : String(points);
}

export function replaceChildren(node, ...children) {
  node.replaceChildren(...children.filter((c) => c !== null && c !== undefined));
}

// Make ``node``'s children exactly ``children`` while moving only those out of place: a button already in place is
// never taken out of the page, so a click or a tap on it that a render interrupts (between press and release)
// still counts.
export function keepChildren(node, children) {
  const wanted = new Set(children);
  for (const child of [...node.children]) if (!wanted.has(child)) child.remove();
  children.forEach((child, i) => {
    const there = node.children[i];
    if (there !== child) node.insertBefore(child, there ?? null);
  });
}
