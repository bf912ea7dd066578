"""Sticheln for Discord: the table service (``bot.service``) and the Discord adapter (``bot.discord``)."""
