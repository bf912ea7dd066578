"""The optional C playout (sticheln/_playout.c): built by ``pip install`` when a C compiler is there.

Everything else is in pyproject.toml. Without a compiler the install goes on without it and the search
uses the same playout in Python (sticheln.ai.playout), only slower.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("sticheln._playout", ["sticheln/_playout.c"], optional=True)])
