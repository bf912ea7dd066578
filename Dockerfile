# The Sticheln Discord bot in a container. compose.yaml runs it with PostgreSQL; docs/DEPLOY.md explains both.
#   docker build -t sticheln-bot .
#   docker run -e DISCORD_TOKEN=... -v sticheln-data:/data sticheln-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY sticheln ./sticheln
COPY bot ./bot
RUN pip install . && rm -rf /src \
    && useradd --system --home-dir /data --shell /usr/sbin/nologin sticheln \
    && mkdir /data && chown sticheln /data

USER sticheln
WORKDIR /data
VOLUME /data
# SQLite in the volume unless STICHELN_DATABASE says otherwise (compose.yaml gives a PostgreSQL URL)
ENV STICHELN_DATABASE=/data/sticheln.db
# the bot closes its tables' connections on SIGINT (Ctrl+C); SIGTERM would end it at once
STOPSIGNAL SIGINT
CMD ["sticheln-bot"]
