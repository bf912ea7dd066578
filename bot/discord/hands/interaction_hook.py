"""Edit or delete an interaction's message with nothing but its token, from any process.

For a click on a component the interaction's original message is the clicked
message; for ``/hand`` and "Show my hand" it is the private reply. Both are
reached through the interaction's webhook (``/webhooks/{application}/{token}/
messages/@original``) for 15 minutes, and those calls do not count against the
bot token's global rate limit. discord.py offers them only on a live
:class:`discord.Interaction`, so this calls its webhook adapter the same way
:meth:`discord.Interaction.edit_original_response` does.
"""

from __future__ import annotations

import discord
from discord.http import handle_message_parameters
from discord.webhook.async_ import async_context


async def edit_original(client: discord.Client, token: str, *, content: str, view: discord.ui.View | None) -> None:
    """Replace the message's content and components (``view`` None: no components)."""
    application_id = _application(client)
    hook = discord.Webhook.partial(application_id, token, client=client)
    with handle_message_parameters(content=content, view=view) as params:
        await async_context.get().edit_original_interaction_response(
            application_id,
            token,
            session=hook.session,
            proxy=hook.proxy,
            proxy_auth=hook.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )


async def delete_original(client: discord.Client, token: str) -> None:
    application_id = _application(client)
    hook = discord.Webhook.partial(application_id, token, client=client)
    await async_context.get().delete_original_interaction_response(
        application_id, token, session=hook.session, proxy=hook.proxy, proxy_auth=hook.proxy_auth
    )


def _application(client: discord.Client) -> int:
    if client.application_id is None:
        raise RuntimeError("the client is not logged in yet")
    return client.application_id
