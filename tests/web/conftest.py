"""One browser per test module (starting Chromium is the slow part)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.web.browser import launch_browser


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    yield from launch_browser()
