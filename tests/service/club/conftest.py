"""The club tests share the service tests' fixtures: both storages (``db``)."""

from tests.service.conftest import db, svc

__all__ = ["db", "svc"]
