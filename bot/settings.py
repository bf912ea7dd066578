"""Bot settings: a TOML file, overridden by environment variables (``DISCORD_TOKEN`` for the token)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, BaseModel, Field, SecretStr, field_validator
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
    database: Path = Path("sticheln.db")
    timers: Timers = Timers()
    guild_timers: dict[int, Timers] = {}  # per-server turn clocks, by server id
    ai_level: str = "normal"  # level of /addbot without a level, and of seats the AI takes over
    ai_delay: float = Field(1.0, ge=0, le=10)  # seconds between AI cards, so people can follow
    board_edit_interval: float = Field(1.0, ge=0, le=10)  # coalesce board edits within this many seconds
    rest_budget_per_second: float = Field(40.0, gt=0, le=10_000)  # bot-token REST calls of this process
    channel_calls_per_5s: int = Field(5, ge=1, le=10_000)  # board edits keep each channel within this bucket
    dev_guild_id: int | None = None  # sync slash commands to this server only (instant, for development)
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"

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


def load_settings(config: Path | None) -> Settings:
    """Settings from ``config`` (TOML) and the environment; pydantic's ValidationError names a bad setting."""
    if config is None:
        return Settings()
    model: type[Settings] = type(
        "FileSettings", (Settings,), {"model_config": {**Settings.model_config, "toml_file": config}}
    )
    return model()
