// The table inside Discord (an Activity): sign in through the Embedded App SDK, ask the server which view
// this user gets at this channel's table (their seat, or the spectator's), then run the web table's script.
// Every URL is host-relative: Discord's proxy passes them on to this server.
import { DiscordSDK } from "./vendor/discord-embedded-app-sdk-2.5.0.js";

const root = document.documentElement;
const app = document.getElementById("app");
const words = JSON.parse(document.getElementById("activity-words").textContent);

function say(text) {
  app.replaceChildren(Object.assign(document.createElement("p"), { className: "notice", role: "status", textContent: text }));
}

// A refusal worded by this server, in the user's language (a failed fetch or the SDK's own errors speak English).
class Refused extends Error {}

// What the user reads for a failure: the server's words, never the browser's or the SDK's.
const shown = (error) => (error instanceof Refused ? error.message : words.activity_sign_in_failed);

async function post(path, body) {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refused(answer.error || words.activity_sign_in_failed);
  return answer;
}

async function signIn(sdk) {
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: root.dataset.clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify", "guilds"],
  });
  const signedIn = await post("/api/token", { code, channel_id: sdk.channelId, guild_id: sdk.guildId });
  await sdk.commands.authenticate({ access_token: signedIn.access_token });
  return signedIn.member;
}

// A view for this user; the table's script reads it from the root element, as on the web.
async function show(member) {
  let view;
  try {
    view = await post("/api/activity/view", { member });
  } catch (error) {
    say(shown(error));
    setTimeout(() => show(member), 5000); // no table here yet: look again
    return;
  }
  Object.assign(root.dataset, { live: view.live, record: view.record, replay: view.replay, you: view.you, kind: view.kind });
  app.replaceChildren();
  await import("./table.js");
  followGames(member, view.live);
}

// A new game at the table (the phase goes back to choosing pain cards) may seat this user, or seat them
// anew: the page starts again with the view it gets then.
function followGames(member, live) {
  let phase = root.dataset.phase;
  new MutationObserver(async () => {
    const now = root.dataset.phase;
    if (now === phase) return;
    const started = phase !== undefined && now === "pain";
    phase = now;
    if (!started) return;
    const view = await post("/api/activity/view", { member }).catch(() => null);
    if (view && view.live !== live) location.reload();
  }).observe(root, { attributes: true, attributeFilter: ["data-phase"] });
}

async function main() {
  say(words.activity_signing_in);
  let member;
  try {
    member = await signIn(new DiscordSDK(root.dataset.clientId, { disableConsoleLogOverride: true }));
  } catch (error) {
    say(shown(error));
    return;
  }
  await show(member);
}

main();
