"""What the bot needs on a server, and the line it logs once it is connected: its name, its servers, its invite.

The permissions are those the adapter uses: it reads and posts in the table's channel (the lobby, the start,
notices, the result with its chart as a file, every board as an embed), opens a thread per game and posts in
it, and reads the channel's history only to edit and delete its own messages. It needs no privileged intent.
"""

from __future__ import annotations

import discord

from bot.i18n import t

# View Channels, Send Messages, Send Messages in Threads, Create Public Threads, Embed Links, Attach Files,
# Read Message History: 309237763072 (the README's invite link says the same number; a test keeps them equal)
REQUIRED_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
SCOPES = ("bot", "applications.commands")


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with the permissions it needs and its slash commands."""
    return discord.utils.oauth_url(application_id, permissions=REQUIRED_PERMISSIONS, scopes=SCOPES)


def missing_permissions(permissions: discord.Permissions, *, in_thread: bool) -> list[str]:
    """What the bot lacks, of what a table needs in its channel (``permissions``: the bot's there, which every
    interaction brings as ``app_permissions``), by the names in Discord's documentation.

    Create Public Threads is not needed: without it a game is played in the channel (and says so)."""
    needed = [name for name, wanted in REQUIRED_PERMISSIONS if wanted and name != "create_public_threads"]
    needed.remove("send_messages" if in_thread else "send_messages_in_threads")
    has = dict(permissions)
    return [PERMISSION_NAMES[name] for name in needed if not has.get(name)]


# the permissions' names in Discord's developer documentation (Discord's client shows them in the user's language)
PERMISSION_NAMES = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "create_public_threads": "Create Public Threads",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
}


def started_line(name: str, guilds: list[str], application_id: int, dev_guild_id: int | None) -> str:
    """The one line logged on a successful start."""
    shown = ", ".join(guilds[:5]) + (f" (+{len(guilds) - 5})" if len(guilds) > 5 else "")
    synced = (
        t("dc_started_synced_dev", guild=dev_guild_id) if dev_guild_id is not None else t("dc_started_synced_global")
    )
    return t(
        "dc_started", name=name, count=len(guilds), guilds=shown or "-", url=invite_url(application_id), synced=synced
    )
