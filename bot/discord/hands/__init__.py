"""Hands by DM: each player's hand and choices (``delivery.py``, ``dm_hands.py``, ``hand_context.py``, whose text is
``hand_text.py``), the persistent menus and buttons (``components.py``), a click answered with the hand it leads to
(``clicks.py``, ``interaction_hook.py``), players whose DMs are closed (``closed_dms.py``) or who are away
(``away_notice.py``)."""
