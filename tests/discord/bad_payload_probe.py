"""Not collected by the suite (its name): test_discord_api_rules.py runs it alone to see the rules' fixture fail it.

The bot sends an embed Discord would refuse and swallows the error, as a careless handler might; the test passes
on its own terms, and only the fixture can notice."""

from __future__ import annotations

import contextlib

import discord


async def test_a_careless_send(simcord_env):
    guild = simcord_env.create_guild("Sticheln")
    channel = simcord_env.bot.get_channel(guild.create_text_channel("table").id)
    with contextlib.suppress(discord.HTTPException):
        await channel.send(embed=discord.Embed(title="t" * 300))
