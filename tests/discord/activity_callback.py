"""What simcord 3.2 lacks of Discord's Activities, taught to it: the LAUNCH_ACTIVITY callback, the entry point handler.

**LAUNCH_ACTIVITY** (interaction callback type 12).
Discord's OpenAPI document (``discord/discord-api-spec``, ``LaunchActivityInteractionCallbackRequest``) has the
request as ``{"type": 12}`` and nothing else; the answer names the activity instance it opened
(``LaunchActivityInteractionCallbackResponse``). Where the application has Activities enabled, the callback
answers the interaction as that; where not, Discord refuses it with 400, and the interaction stays unanswered
(the bot may still answer it otherwise). simcord 3.2 refuses every type 12 ("unknown interaction callback type"),
as for an application without Activities.

**The entry point's handler.** Discord returns the entry point command (type 4) with its ``handler``
(``ApplicationCommandResponse``; 2, DISCORD_LAUNCH_ACTIVITY, for the default "Launch"), and the bulk overwrite
takes it back (``ApplicationCommandUpdateRequest.handler``); simcord refuses the field (501, not implemented).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord.backend.ops.commands
import simcord.http.router
import simcord.http.routes.commands
from simcord.backend import errors
from simcord.http.router import RequestContext

LAUNCH_ACTIVITY = 12
CALLBACK_ROUTE = ["interactions", "{interaction_id}", "{token}", "callback"]


@dataclass
class ActivityLaunches:
    """Whether the application has Activities enabled, and the interactions answered by launching it."""

    enabled: bool = True
    launched: list[int] = field(default_factory=list)  # interaction ids
    refused: list[int] = field(default_factory=list)

    def install(self, monkeypatch: pytest.MonkeyPatch) -> ActivityLaunches:
        routes = simcord.http.router._ROUTES["POST"]
        index = next(i for i, (template, _) in enumerate(routes) if template == CALLBACK_ROUTE)
        original = routes[index][1]

        def callback(ctx: RequestContext) -> Any:
            if ctx.body().get("type") != LAUNCH_ACTIVITY:
                return original(ctx)
            return self._launch(ctx)

        patched = list(routes)
        patched[index] = (CALLBACK_ROUTE, callback)
        monkeypatch.setitem(simcord.http.router._ROUTES, "POST", patched)
        return self

    def _launch(self, ctx: RequestContext) -> Any:
        record = ctx.backend.interactions.get(ctx.int_arg("interaction_id"))
        if record is None or record.token != ctx.args["token"]:
            raise errors.unknown_interaction()
        if record.responded:
            raise errors.already_acknowledged()
        if set(ctx.body()) != {"type"}:
            raise errors.invalid_form_body("LAUNCH_ACTIVITY takes no data")
        if not self.enabled:
            self.refused.append(record.id)
            raise errors.invalid_form_body("the application has no Activities")
        record.responded = True  # answered: a second answer is refused (40060), as after any callback
        self.launched.append(record.id)
        instance = f"i-{record.id}"
        return {
            "interaction": {
                "id": str(record.id),
                "type": record.type,
                "activity_instance_id": instance,
                "response_message_id": None,
                "response_message_loading": False,
                "response_message_ephemeral": False,
            },
            "resource": {"type": LAUNCH_ACTIVITY, "activity_instance": {"id": instance}},
        }


def accept_entry_point_handler(monkeypatch: pytest.MonkeyPatch) -> None:
    """simcord stores a command's ``handler`` as Discord does (and gives it back)."""
    fields = (*simcord.backend.ops.commands.COMMAND_FIELDS, "handler")
    monkeypatch.setattr(simcord.backend.ops.commands, "COMMAND_FIELDS", fields)
    monkeypatch.setattr(simcord.http.routes.commands, "COMMAND_FIELDS", fields)
