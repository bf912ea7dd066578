"""The translation files: ``<locale>.ftl`` (Project Fluent), one per locale; see ``bot/i18n``."""
