"""The club's public posts speak the channel's language: a whole tournament in a German server (its
announcement, rounds, thread, board, standings, podium and the results channel), and a call for players at
a table whose option ``language`` is French, whatever language the players' own Discord speaks (here en-US).
"""

from __future__ import annotations

import discord

from tests.discord.discord_helpers import Table, play_out, public_texts, reply_text
from tests.i18n.english import english_in


async def test_a_whole_tournament_in_a_german_server_posts_no_english(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild("Verein", preferred_locale="de")
    channel, results = guild.create_text_channel("turnier"), guild.create_text_channel("ergebnisse")
    members = [guild.add_member(env.create_user(name)) for name in ("anna", "bernd", "claire")]
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    await guild.add_member(env.create_user("mod"), roles=[mods]).slash(channel, "settings", results_channel=results)
    start = len(env.http_requests)

    made = await members[0].slash(channel, "tournament create", name="Pokal", rounds=1, table_size=4, dm=True)
    assert reply_text(made) == "Done."  # the creator's own reply: their Discord speaks English
    for m in members:
        await m.slash(channel, "tournament join")
    await members[0].slash(channel, "tournament start")
    [thread] = channel.threads
    seated = [m for s in (await env.bot.service.board(thread.id)).seats for m in members if m.id == s.user_id]
    assert len(seated) == 3
    await play_out(Table(env, guild, thread, seated))
    assert (await env.bot.service.board(thread.id)).phase == "over"

    public = "\n".join(public_texts(env, [channel, thread, results], start))
    assert "**Pokal** ist offen: eine Turnierrunde an Tischen mit 4 Plätzen, Spiele mit vier Runden." in public
    assert "Pokal · Turnierrunde 1 · Tisch 1" in (thread.name or "") and "**Pokal**, Turnierrunde 1 von 1" in public
    assert "und KI 1 (KI-Platz)" in public and "Startwert" in public  # the table's intro in its thread
    assert "Spiel vorbei" in public and "Pokal — Endstand" in public and "Pokal ist vorbei" in public
    assert "Turnierrunde 1: 1 von 1 Tisch fertig." in public
    assert f"Ein Spiel in <#{thread.id}> ist vorbei." in public  # the results channel
    assert english_in(public) == []


async def test_a_call_for_players_speaks_its_tables_language_not_the_callers(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild("Club")  # an English server ...
    channel = guild.create_text_channel("table")
    host, caller, joiner = (guild.add_member(env.create_user(name)) for name in ("ann", "bo", "cy"))
    await host.slash(channel, "join")
    await host.slash(channel, "option", name="language", value="fr")  # ... and a French table
    start = len(env.http_requests)
    posted = await caller.slash(channel, "lfg", players=4)
    assert reply_text(posted) == "Your call is posted; you have a seat."  # the caller's own language
    call = channel.last_message
    assert "📣 bo cherche des joueurs\u202f: 2 sur 4 à la table." in call.content and "ann et bo" in call.content
    assert [c.label for row in call.components for c in row.children] == ["Rejoindre", "Lancer"]
    await joiner.click(call, label="Rejoindre")
    edited = next(m for m in channel.history() if m.id == call.id)
    assert "3 sur 4 à la table" in edited.content and "ann, bo et cy" in edited.content
    assert english_in("\n".join(public_texts(env, [channel], start))) == []
