"""``sticheln-bot [--config FILE]``: run the Discord bot."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from pydantic import ValidationError

from bot.settings import Settings, load_settings
from bot.text import t


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

    bot = create_bot(settings)
    tune_garbage_collector()
    # log_handler=None: keep our logging set-up; discord.py never logs the token
    bot.run(settings.token.get_secret_value(), log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
