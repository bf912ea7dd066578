"""Discord's own bounds that the bot's commands declare (docs/DISCORD-LIMITS.md)."""

GAME_ID_MAX = 2**53 - 1  # the largest integer Discord accepts in an option (a game number of /history)
