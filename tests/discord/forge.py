"""Test helper (from the simcord cheat-sheet prototype): a component click with any custom_id and values.

Uses simcord PRIVATE internals (simcord.actors._dispatch_actor_interaction) — verified on
simcord 3.2.1; may break on upgrade. The public click()/select() refuse anything that is not
actually rendered on the message (that is the point of simcord), so forging needs this.

discord.py itself only dispatches a DynamicItem when the custom_id is present in the
interaction's `message.components` payload (ViewStore.schedule_dynamic_item_call), so when the
forged custom_id is not on the stored message we splice a matching component into the
*payload copy* of the message (the stored message is untouched).
"""

from simcord.actors import _channel_id_of, _dispatch_actor_interaction
from simcord.backend import serializers
from simcord.builders import ChannelHandle
from simcord.components import walk_components
from simcord.enums import ComponentType, InteractionType


async def forge_component(actor, message, custom_id, *, values=None, component_type=None, splice=True):
    """Send a MESSAGE_COMPONENT interaction from `actor` (MemberActor or UserHandle) on `message`
    (discord.Message or ResponseMessage) with any custom_id and (for selects) any string values."""
    env = actor._env
    backend = env.backend
    channel_id = _channel_id_of(message, env, dm_user_id=actor.id)
    stored = backend.get_message(channel_id, message.id)
    if component_type is None:
        component_type = ComponentType.BUTTON if values is None else ComponentType.STRING_SELECT
    data = {"custom_id": custom_id, "component_type": int(component_type)}
    if values is not None:
        data["values"] = list(values)
    payload_msg = dict(serializers.message_payload(backend, stored))
    listed = walk_components(payload_msg.get("components") or [])
    if splice and not any(c.get("custom_id") == custom_id for c in listed):
        if component_type == ComponentType.BUTTON:
            comp = {"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}
        else:
            comp = {"type": 3, "custom_id": custom_id, "options": [{"label": v, "value": v} for v in (values or ["x"])]}
        payload_msg["components"] = [*(payload_msg.get("components") or []), {"type": 1, "components": [comp]}]
    channel = ChannelHandle(env, getattr(actor, "guild", None), backend.get_channel(channel_id))
    env._begin_operation("forge_component")
    try:
        return await _dispatch_actor_interaction(
            actor,
            InteractionType.MESSAGE_COMPONENT,
            channel,
            data,
            extra={"message": payload_msg},
            source_message_id=stored.id,
        )
    finally:
        env._end_operation()
