"""``sticheln-bot [--config FILE]``: run the Discord bot."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.settings import Settings, load_settings
from bot.text import t

if TYPE_CHECKING:
    import discord


def _setting_errors(err: ValidationError) -> str:
    lines = []
    for problem in err.errors():
        name = ".".join(str(part) for part in problem.get("loc", ())) or "?"
        lines.append(t("dc_cli_bad_setting", name=name, problem=problem.get("msg", "invalid")))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sticheln-bot", description=t("dc_cli_description"))
    parser.add_argument("--config", type=Path, default=None, help=t("dc_cli_config_help"))
    args = parser.parse_args(argv)
    if args.config is not None and not args.config.is_file():
        print(t("dc_cli_no_config", path=args.config), file=sys.stderr)
        return 2
    try:
        settings: Settings = load_settings(args.config)
    except ValidationError as err:
        print(_setting_errors(err), file=sys.stderr)
        return 2
    except (OSError, ValueError) as err:  # unreadable file, broken TOML
        print(t("dc_cli_bad_config", path=args.config, error=err), file=sys.stderr)
        return 2
    if settings.token is None or not settings.token.get_secret_value().strip():
        print(t("dc_cli_no_token"), file=sys.stderr)
        return 2
    logging.basicConfig(
        level=getattr(logging, settings.log_level),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    from bot.discord.client import create_bot
    from bot.runtime import tune_garbage_collector

    _silence_voice_warnings()
    bot = create_bot(settings)
    tune_garbage_collector()
    return run_bot(bot, settings.token.get_secret_value())


def _silence_voice_warnings() -> None:
    """The bot uses no voice, so discord.py's warnings about missing voice libraries only alarm."""
    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = False
    VoiceClient.warn_dave = False


def run_bot(bot: discord.Client, token: str) -> int:
    """Run until stopped; a refused token or an unreachable Discord is one ``error:`` line and status 1."""
    import aiohttp
    import discord

    try:
        # log_handler=None: keep our logging set-up; discord.py never logs the token
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        print(t("cli_bot_token_refused"), file=sys.stderr)
        return 1
    except discord.HTTPException as err:
        print(t("cli_bot_discord_error", status=err.status, reason=err.text or err.response.reason), file=sys.stderr)
        return 1
    except (discord.GatewayNotFound, aiohttp.ClientError, OSError, TimeoutError) as err:
        print(t("cli_bot_unreachable", reason=_one_line(err)), file=sys.stderr)
        return 1
    return 0


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__


if __name__ == "__main__":
    sys.exit(main())
