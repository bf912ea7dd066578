"""Bot settings: a TOML file, overridden by environment variables (``DISCORD_TOKEN`` for the token)."""

from __future__ import annotations

import ipaddress
import os
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, BaseModel, Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from sticheln.ai import LEVELS


class Timers(BaseModel):
    """Turn clocks in seconds: a warning at half time, the AI moves for the seat at the end."""

    model_config = {"extra": "forbid"}
    pain_seconds: int = Field(120, ge=10, le=3600)
    card_seconds: int = Field(90, ge=10, le=3600)


class Settings(BaseSettings):
    """Every setting has a default; ``Settings(database=path)`` is a complete configuration without a token."""

    model_config = SettingsConfigDict(env_prefix="STICHELN_", extra="forbid", toml_file=None)

    token: SecretStr | None = Field(None, validation_alias=AliasChoices("DISCORD_TOKEN", "token"))
    # an SQLite file (one process), or a postgresql:// URL (several processes)
    database: str = "sticheln.db"
    timers: Timers = Timers()
    guild_timers: dict[int, Timers] = {}  # per-server turn clocks, by server id
    ai_level: str = "normal"  # level of /addbot without a level, and of seats the AI takes over
    ai_delay: float = Field(1.0, ge=0, le=10)  # seconds between AI cards, so people can follow
    hint_seconds: float = Field(1.0, gt=0, le=2)  # how long hard searches for a /hint (practice games)
    review_iterations: int = Field(200, ge=1, le=5000)  # /review: search iterations per option of a decision
    reviews_at_once: int = Field(1, ge=1, le=16)  # /review: reviews computed at once per bot process
    board_edit_interval: float = Field(1.0, ge=0, le=10)  # coalesce board edits within this many seconds
    game_threads: bool = True  # each game in a thread of its own where the bot may open one (else the channel)
    # several processes: the tables of a process that died are taken over by the others within about this long
    takeover_seconds: float = Field(6.0, ge=1, le=60)
    rest_budget_per_second: float = Field(40.0, gt=0, le=10_000)  # bot-token REST calls of this process
    channel_calls_per_5s: int = Field(5, ge=1, le=10_000)  # board edits keep each channel within this bucket
    dev_guild_id: int | None = None  # sync slash commands to this server only (instant, for development)
    # sharding: how many shards the bot runs in all, and which of them this process runs (None: all)
    shard_count: int | None = Field(None, ge=1, le=10_000)
    shard_ids: list[int] | None = None
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    # the web table (bot.web): where its server listens ("127.0.0.1:8080"; None: no server), the public
    # address of its links ("https://sticheln.example.org"; links appear in Discord only when set), and the
    # secret that signs them (the same in every process; without one, links die with the process)
    web_listen: str | None = None
    web_base_url: str | None = None
    web_secret: SecretStr | None = None
    # live pages open at once from one client address (every table together) and on one table
    web_per_address: int = Field(50, ge=1, le=100_000)
    web_per_table: int = Field(500, ge=1, le=100_000)
    # the reverse proxies whose X-Forwarded-For names the client (addresses or networks); others' is ignored
    web_trusted_proxies: list[str] = ["127.0.0.1", "::1"]

    # the table as a Discord Activity (docs/ACTIVITY.md): the application's id and OAuth2 client secret (the
    # Developer Portal's OAuth2 page); on when both are set, with the web table's server and address
    activity_client_id: int | None = Field(None, ge=1)
    activity_client_secret: SecretStr | None = None
    discord_api_url: str = "https://discord.com/api/v10"  # where the Activity's sign-in goes (tests: a stand-in)

    @field_validator("database", mode="before")
    @classmethod
    def _path_or_url(cls, database: object) -> object:
        return os.fspath(database) if isinstance(database, os.PathLike) else database

    @field_validator("shard_ids")
    @classmethod
    def _shards_fit(cls, shard_ids: list[int] | None, info: ValidationInfo) -> list[int] | None:
        """A field's own check (after shard_count's), so that a refusal names the setting."""
        if shard_ids is None or "shard_count" not in info.data:  # a refused shard_count is said already
            return shard_ids
        count = info.data["shard_count"]
        if count is None:
            raise ValueError("shard_ids needs shard_count (how many shards the bot runs in all)")
        if not shard_ids or any(not 0 <= s < count for s in shard_ids):
            raise ValueError(f"shard_ids must be shard numbers from 0 to {count - 1}")
        return shard_ids

    @field_validator("web_trusted_proxies")
    @classmethod
    def _proxy_addresses(cls, entries: list[str]) -> list[str]:
        for entry in entries:
            try:
                ipaddress.ip_network(entry.strip(), strict=False)
            except ValueError:
                raise ValueError(f"{entry!r} is not an IP address or network (like 10.0.0.0/8)") from None
        return entries

    @field_validator("ai_level")
    @classmethod
    def _known_level(cls, level: str) -> str:
        if level not in LEVELS:
            raise ValueError(f"must be one of {', '.join(LEVELS)}")
        return level

    def timers_for(self, guild_id: int | None) -> Timers:
        return self.guild_timers.get(guild_id, self.timers) if guild_id is not None else self.timers

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml = TomlConfigSettingsSource(settings_cls, settings_cls.model_config.get("toml_file"))
        return (init_settings, env_settings, toml)


def load_settings(config: Path | None, **overrides: object) -> Settings:
    """Settings from ``config`` (TOML), the environment and ``overrides`` (the command line, which wins);
    pydantic's ValidationError names a bad setting."""
    if config is None:
        return Settings(**overrides)  # type: ignore[arg-type]
    model: type[Settings] = type(
        "FileSettings", (Settings,), {"model_config": {**Settings.model_config, "toml_file": config}}
    )
    return model(**overrides)  # type: ignore[arg-type]


def parse_shards(text: str) -> list[int] | None:
    """``0-3`` or ``0,2,5`` (ASCII digits), as shard ids; None if it is neither."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not (low.isascii() and low.isdigit() and (not dash or (high.isascii() and high.isdigit()))):
            return None
        if len(low) > 5 or len(high) > 5:
            return None
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            return None
        ids.update(range(first, last + 1))
    return sorted(ids) if ids else None
