"""Storage: the one interface between the table service and its database (see :mod:`bot.storage.storage`)."""
