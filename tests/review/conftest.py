"""The review tests run on both storages, as the service's do (the ``db`` fixture of tests/service)."""

from tests.service.conftest import db  # noqa: F401
