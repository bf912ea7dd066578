"""``sticheln-bot``: run the Discord bot, or back up its SQLite database while it runs.

    sticheln-bot [--config FILE] [--shard-count N] [--shards 0-3]
    sticheln-bot --version
    sticheln-bot backup TARGET [--config FILE]

An existing database is opened before the bot connects to Discord, so a database
that cannot be used (corrupt, newer, read-only, in use) stops the process at
once with one ``error:`` line and status 2, and a process manager can restart it.
A new SQLite database is created only once Discord has accepted the token, so a
first try without a network or with a wrong token leaves no file behind.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.activity_check import activity_problem
from bot.i18n import from_environment, speaking, t
from bot.i18n.command_line import LocalParser
from bot.setting_errors import environment_problems, setting_problem, token_problem
from bot.settings import Settings, load_settings, parse_shards

if TYPE_CHECKING:
    from bot.app import App


def _setting_errors(err: ValidationError) -> str:
    return "\n".join(setting_problem(problem) for problem in err.errors())


def _parser() -> argparse.ArgumentParser:
    parser = LocalParser(prog="sticheln-bot", description=t("dc_cli_description"), epilog=t("dc_cli_backup_epilog"))
    parser.add_argument("--version", action="version", version=f"sticheln-bot {_version()}", help=t("cli_version_help"))
    parser.add_argument("--config", type=Path, default=None, metavar=t("cli_file"), help=t("dc_cli_config_help"))
    parser.add_argument("--shard-count", type=int, default=None, metavar="N", help=t("dc_cli_shard_count_help"))
    parser.add_argument("--shards", default=None, metavar="IDS", help=t("dc_cli_shards_help"))
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("sticheln")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


def _backup_parser() -> argparse.ArgumentParser:
    parser = LocalParser(prog="sticheln-bot backup", description=t("dc_cli_backup_description"))
    parser.add_argument("target", type=Path, metavar=t("cli_target"), help=t("dc_cli_backup_target_help"))
    parser.add_argument("--config", type=Path, default=None, metavar=t("cli_file"), help=t("dc_cli_config_help"))
    return parser


def _settings(config: Path | None, **overrides: object) -> Settings | str:
    """The settings, or the one-line error that says what is wrong with them."""
    if config is not None and not config.is_file():
        return t("dc_cli_no_config", path=config)
    misspelled = environment_problems()
    if misspelled:
        return "\n".join(misspelled)
    try:
        return load_settings(config, **overrides)
    except ValidationError as err:
        return _setting_errors(err)
    except (OSError, ValueError) as err:  # unreadable file, broken TOML
        return t("dc_cli_bad_config", path=config, error=err)


def main(argv: list[str] | None = None) -> int:
    """``sticheln-bot``: its lines for the operator speak the language of LANG (players get their own)."""
    with speaking(from_environment()):
        return _main(sys.argv[1:] if argv is None else argv)


def _main(args: list[str]) -> int:
    if args[:1] == ["backup"]:
        return backup(args[1:])
    options = _parser().parse_args(args)
    overrides: dict[str, object] = {}
    if options.shard_count is not None:
        overrides["shard_count"] = options.shard_count
    if options.shards is not None:
        shards = parse_shards(options.shards)
        if shards is None:
            print(t("dc_cli_bad_shards", value=options.shards), file=sys.stderr)
            return 2
        overrides["shard_ids"] = shards
    settings = _settings(options.config, **overrides)
    if isinstance(settings, str):
        print(settings, file=sys.stderr)
        return 2
    if settings.token is None or not settings.token.get_secret_value().strip():
        print(t("dc_cli_no_token"), file=sys.stderr)
        return 2
    malformed = token_problem(settings.token.get_secret_value())
    if malformed is not None:  # refused here, before any request to Discord
        print(malformed, file=sys.stderr)
        return 2
    if (activity := activity_problem(settings)) is not None:  # the Discord Activity's settings (one line)
        print(activity, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=getattr(logging, settings.log_level),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    from bot.runtime import run, tune_garbage_collector

    _silence_voice_warnings()
    tune_garbage_collector()
    try:
        return run(serve(settings, settings.token.get_secret_value().strip()))
    except KeyboardInterrupt:
        return 130


def backup(argv: list[str]) -> int:
    """``sticheln-bot backup TARGET``: a consistent copy of the SQLite database, safe while the bot runs."""
    from bot.storage.errors import StorageUnavailable
    from bot.storage.sqlite_file import backup as copy

    options = _backup_parser().parse_args(argv)
    settings = _settings(options.config)
    if isinstance(settings, str):
        print(settings, file=sys.stderr)
        return 2
    if settings.database.startswith(("postgresql://", "postgres://")):
        print(t("dc_cli_backup_postgres"), file=sys.stderr)
        return 2
    problem = _backup_target_problem(options.target)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    try:
        pages = copy(Path(settings.database), options.target)
    except StorageUnavailable as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(t("dc_cli_backup_done", source=settings.database, target=options.target, pages=pages))
    return 0


def _backup_target_problem(target: Path) -> str | None:
    """Why the copy cannot be written to ``target`` (named, with the problem), or None."""
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        return t("dc_cli_backup_no_folder", path=target, folder=folder)
    if not os.access(folder, os.W_OK):
        return t("dc_cli_backup_read_only", path=target, folder=folder)
    return None


def _silence_voice_warnings() -> None:
    """The bot uses no voice, so discord.py's warnings about missing voice libraries only alarm."""
    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = False
    VoiceClient.warn_dave = False


async def serve(settings: Settings, token: str) -> int:
    """Open the database, then run the bot until it stops; every failure is one ``error:`` line.

    A new SQLite file is created in the bot's ``setup_hook``, which discord.py runs once
    the token is accepted; its path is only checked here.
    """
    from bot.app import App
    from bot.storage.errors import StorageUnavailable
    from bot.storage.sqlite_file import check_path

    try:
        if _new_sqlite_file(settings.database):
            check_path(Path(settings.database))
            return await run_bot(None, settings, token)
        app = await App.open(settings)
    except StorageUnavailable as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return await run_bot(app, settings, token)


def _new_sqlite_file(database: str) -> bool:
    return not database.startswith(("postgresql://", "postgres://")) and not Path(database).exists()


async def run_bot(app: App | None, settings: Settings, token: str) -> int:
    """Run until stopped; a refused token or an unreachable Discord is one ``error:`` line and status 1.

    ``app`` None: the bot opens it once Discord has accepted the token (a new database).
    """
    import aiohttp
    import discord

    from bot.app import App, discord_bot
    from bot.storage.errors import StorageUnavailable

    async def opened(_: Settings) -> App:
        assert app is not None
        return app

    async def created(settings: Settings) -> App:
        fresh = await App.open(settings)
        logging.getLogger("bot").info("created the database %s", Path(settings.database).resolve())
        return fresh

    bot = discord_bot(settings, opening=opened if app is not None else created)
    try:
        async with bot:
            await bot.start(token)  # discord.py never logs the token
    except StorageUnavailable as err:  # the new database could not be created
        print(f"error: {err}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(t("cli_bot_token_refused"), file=sys.stderr)
        return 1
    except discord.HTTPException as err:
        print(t("cli_bot_discord_error", status=err.status, reason=err.text or err.response.reason), file=sys.stderr)
        return 1
    except (discord.GatewayNotFound, aiohttp.ClientError, OSError, TimeoutError) as err:
        print(t("cli_bot_unreachable", reason=_one_line(err)), file=sys.stderr)
        return 1
    except Exception as err:  # a bug: its traceback is in the log at DEBUG level, the user gets one line
        logging.getLogger("bot").debug("the bot stopped", exc_info=True)
        print(t("cli_bot_failed", reason=_one_line(err)), file=sys.stderr)
        return 1
    finally:
        if app is not None:
            await app.close()  # closing twice is harmless: the bot may have closed it
    return 0


def _one_line(err: BaseException) -> str:
    return " ".join(str(err).split()) or type(err).__name__


if __name__ == "__main__":
    sys.exit(main())
