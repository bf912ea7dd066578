"""Every user-facing sentence of the bot, in one catalogue.

Code names a message by key; ``t(key, **params)`` renders it. The table
service's refusals, the terminal table and the Discord adapter all read from
here, so wording is changed (or translated) in one place.
"""

from __future__ import annotations

from collections.abc import Mapping

# -- table service: refusals and announcements (bot.service) -----------------
SERVICE: Mapping[str, str] = {
    "table_full": "The table is full ({max} players).",
    "already_seated": "You are already seated at this table.",
    "not_seated": "You are not seated at this table.",
    "not_your_hand": "That is not your hand.",
    "not_your_turn": "It is {name}'s turn.",
    "stale_action": "That hand is out of date; use the newest one (or /hand).",
    "no_game": "No game is running at this table.",
    "game_running": "A game is running at this table; wait for its end (or use join N to take over an AI seat).",
    "leave_in_game": "You cannot leave during a game; ask the table to remove you, or reset it.",
    "host_only": "Only the host, {name}, may do that.",
    "too_few_players": "A game needs at least {min} players; {count} seated.",
    "start_seat_too_high": "Seat {seat} does not exist with {count} players; change option start.",
    "ai_level_unknown": "Unknown AI level {level!r}; choose one of {levels}.",
    "ai_name": "AI {n}",
    "not_pain_phase": "Pain cards are not being chosen now.",
    "not_trick_phase": "Not yet: the pain cards are still being chosen.",
    "pain_already_chosen": "You have already chosen your pain card.",
    "pain_count": "Choose exactly {count}.",
    "pain_count_one": "one pain card",
    "pain_count_two": "two different pain cards",
    "pain_same_card": "Your two pain cards must be different cards.",
    "not_a_card": "{detail}",
    "card_not_in_hand": "{card} is not in your hand.",
    "card_already_played": "You have already played {card}.",
    "card_is_pain": "{card} is your pain card; it is not played.",
    "illegal": "Not allowed: {detail}.",
    "remove_in_lobby": "Remove works during a game; in the lobby a player leaves by themselves.",
    "remove_ai": "{name} is already played by the AI.",
    "no_such_player": "Nobody called {name} is seated at this table.",
    "no_such_seat": "There is no seat {seat}; seats are 0 to {last}.",
    "seat_not_ai": "Seat {seat} is held by {name}, not by the AI.",
    "vote_open": "A vote ({kind}) is already open: accept or refuse it first (it lapses in {seconds} s).",
    "no_vote": "There is no open vote at this table.",
    "not_a_voter": "You have no vote in this matter.",
    "already_voted": "You have already voted.",
    "peek_seated": "Players cannot peek: only spectators may look at a hand.",
    "peek_not_allowed": "{name} does not allow peeking (allowpeek yes).",
    "no_record": "This table has not played a game yet.",
    "option_unknown": "Unknown option {name!r}; options are {known}.",
    "option_bad_value": "Option {name} takes {expected}, not {value!r}.",
    "option_on": "on",
    "option_off": "off",
    "option_rounds_players": "one round per player",
    "option_rounds_n": "{n} rounds",
    "option_list_rounds": "rounds: {rounds}",
    "option_list_start": "start: seat {seat} leads the first round",
    "option_list_flag": "{name}: {state}",
    "option_set_flag": "{name}: {state}",
    "option_set_start": "start: seat {seat} leads the first round",
    "option_set_rounds": "rounds: {rounds}",
    "info_lobby": "Lobby: {count} seated, waiting for start.",
    "info_over": "Game over: the final result.",
    "info_round": "round {round} of {of}",
    "info_phase_pain": "Choosing pain cards, {rounds}.",
    "info_phase_tricks": "Playing tricks, {rounds}, trick {trick}.",
    "info_options": "Options: {options}",
    "info_unrated": "Not rated (a practice game, or AI seats).",
    "info_empty": "Nobody is seated yet: join to play.",
    "info_seat": "Seat {seat}: {name}",
    "info_ai": "{name} ({level})",
    "info_away": "away (the AI plays)",
    "info_pain": "pain {colours}",
    "info_total": "total {total}",
    "info_trick": "Trick: {cards} ({holder} holds it)",
    "info_turn": "Turn: {name}",
    "info_pain_waiting": "Waiting for the pain cards of: {names}",
    "info_deadline": "Due in {seconds} s.",
    "info_deadline_at": "Due at {at:.0f} (unix time).",
    "info_round_scores": "Round {round}: {scores}",
}

# -- Discord adapter (bot.discord) -------------------------------------------
DISCORD: Mapping[str, str] = {
    # slash command descriptions (at most 100 characters each)
    "dc_cmd_join": "Take a seat at this channel's table (during a game: ask for your seat back)",
    "dc_cmd_leave": "Give up your seat before the game starts",
    "dc_cmd_start": "Start the game (rated)",
    "dc_cmd_startnosave": "Start a practice game that does not count for the leaderboard",
    "dc_cmd_option": "Show the table options, or set one (dm, hidden, twopain, start, rounds, drawseat, host)",
    "dc_cmd_spielinfo": "Show the table: seats, options and the trick in progress",
    "dc_cmd_reset": "Back to the lobby (during a game: opens a vote; moderators reset at once)",
    "dc_cmd_remove": "Open a vote to hand a player's seat to the computer",
    "dc_cmd_accept": "Vote yes",
    "dc_cmd_refuse": "Vote no",
    "dc_cmd_peek": "Look at a player's hand (only if they allow it, and only as a spectator)",
    "dc_cmd_allowpeek": "Allow or forbid spectators to look at your hand",
    "dc_cmd_addbot": "Seat a computer player",
    "dc_cmd_hand": "Show your hand again (privately)",
    "dc_cmd_leaderboard": "This server's best players",
    "dc_cmd_stats": "A player's record on this server",
    "dc_cmd_rules": "The rules of Sticheln in short",
    "dc_cmd_export": "The last game's record as a JSON file (for sticheln replay)",
    "dc_arg_seat": "Seat number (0-5)",
    "dc_arg_dm": "Play 4 rounds instead of 5",
    "dc_arg_option_name": "Which option",
    "dc_arg_option_value": "New value (on/off, a seat number, players/default)",
    "dc_arg_player": "The player",
    "dc_arg_allow": "yes or no",
    "dc_arg_level": "How strong the computer plays",
    # command answers (ephemeral)
    "dc_ok_join": "You have a seat. Everyone sees the table in the channel.",
    "dc_ok_leave": "You left the table.",
    "dc_ok_start": "The game starts: your hand comes by direct message.",
    "dc_ok_start_unrated": (
        "The game starts, but it is not rated: computer players are seated. Your hand comes by direct message."
    ),
    "dc_ok_done": "Done.",
    "dc_ok_vote": "Your vote is counted.",
    "dc_ok_allowpeek_yes": "Spectators may now look at your hand.",
    "dc_ok_allowpeek_no": "Nobody may look at your hand.",
    "dc_ok_addbot": "A computer player takes a seat.",
    "dc_failed": "Something went wrong on my side; please try again.",
    "dc_bad_card": "That is not a card you can choose here.",
    "dc_export": "The game record (format sticheln-record/1):",
    "dc_export_running": "A game is running here; its record is available once it is over.",
    "dc_peek": "{name}'s hand:",
    # the channel
    "dc_lobby": "Table: {count} seated - {seats}\nJoin with /join, start with /start.",
    "dc_lobby_empty": "nobody yet",
    "dc_joined": "➕ {name} sits down at seat {seat}.",
    "dc_joined_ai": "➕ {name} (computer, {level}) sits down at seat {seat}.",
    "dc_left": "➖ {name} leaves the table.",
    "dc_option_changed": "⚙️ {by}: {description}",
    "dc_table_reset": "🔄 {by} reset the table; it is back in the lobby.",
    "dc_game_started": "Sticheln starts: {rounds} rounds",
    "dc_game_started_note": "Hands come by direct message. Closed DMs? Use the board's Show my hand button or /hand.",
    "dc_rated": "rated",
    "dc_unrated": "practice game (not rated)",
    "dc_options_footer": "Options: {options}",
    "dc_board_title": "Round {round} of {rounds}",
    "dc_board_trick": "trick {trick}",
    "dc_board_pain_phase": "Everyone chooses a pain card in secret.",
    "dc_pain_waiting": "Waiting for: {names}",
    "dc_pain_all": "All pain cards are chosen.",
    "dc_mark_leader": "leads",
    "dc_mark_holds": "holds the trick",
    "dc_mark_turn": "to play",
    "dc_due": "due {when}",
    "dc_taken_by": "Taken by {name}, worth {points} to them.",
    "dc_taken_by_hidden": "Taken by {name}.",
    "dc_round_over": "Round {round} of {rounds} scored",
    "dc_round_field": "{score} (total {total})\npain: {pain}",
    "dc_game_over": "Game over",
    "dc_winners": "🏆 Winner: {names}",
    "dc_total": "total {total}",
    "dc_rating": "rating {before} → {after} ({delta})",
    "dc_seat_away": "💤 {name} is away; the computer plays for them until they are back.",
    "dc_seat_taken_over": "🤖 {name}'s seat now belongs to the computer ({level}).",
    "dc_seat_reclaimed": "↩️ {name} has their seat back.",
    "dc_seat_back": "↩️ {name} is back and plays again.",
    "dc_next_leads": "{name} leads the next trick",
    "dc_thread_name": "Sticheln: {names}",
    "dc_thread_failed": "I cannot open a thread here, so the game is played in this channel.",
    "dc_vote_reset": "🗳️ {by} asks to reset the table.",
    "dc_vote_remove": "🗳️ {by} asks to hand {subject}'s seat to the computer.",
    "dc_vote_reclaim": "🗳️ {subject} asks for their seat back.",
    "dc_vote_how": "Vote with /accept or /refuse.",
    "dc_vote_passed": "🗳️ The vote passed ({kind} {subject}).",
    "dc_vote_failed": "🗳️ The vote failed ({kind} {subject}).",
    "dc_dms_closed": "{mention} I cannot send you direct messages. Use the Show my hand button or /hand to play.",
    "dc_show_hand": "Show my hand",
    # a hand (private): the first line is what the player is asked to do, as the notification shows it
    "dc_head_pain": "Choose your pain card for round {round} of {rounds}",
    "dc_head_pain2": "Choose your two pain cards for round {round} of {rounds}",
    "dc_head_lead": "Your turn: trick {trick}, you lead",
    "dc_head_holds": "Your turn: trick {trick}, {name} holds it with {card}",
    "dc_head_turn": "Your turn: trick {trick}",
    "dc_head_played": "You played {card}",
    "dc_head_pain_set": "Your pain card: {cards}",
    "dc_head_waiting": "Trick {trick}: {name} is to play",
    "dc_head_waiting_pain": "Round {round}: the others are choosing their pain cards",
    "dc_head_hand": "Your hand in round {round}",
    "dc_head_away": "💤 You are away at trick {trick}: the computer plays for you",
    "dc_head_away_pain": "💤 You are away: the computer chooses your pain card and plays for you",
    "dc_head_over_won": "Game over: you won with {total}",
    "dc_head_over": "Game over: {names} won; you have {total}",
    "dc_head_reset": "The table was reset; this hand is closed",
    "dc_hand_place": "Sticheln at **{server}** › #{channel}",
    "dc_hand_place_link": "Sticheln at **{server}** › #{channel} · [open the board]({link})",
    "dc_hand_round": "Round {round} of {rounds} · trick {trick} of {tricks}",
    "dc_hand_round_pain": "Round {round} of {rounds} · pain cards",
    "dc_hand_cards": "Your cards:",
    "dc_hand_own_pain": "Your pain card: {cards}",
    "dc_hand_you_played": "You played {card}.",
    "dc_away_how": "Press I'm back to play your own cards again (or use /hand in the channel).",
    "dc_back_button": "I'm back",
    "dc_you": "you",
    "dc_totals": "Totals: {entries}",
    "dc_total_entry": "{name} {total}",
    "dc_total_entry_round": "{name} {total} ({points} from this round's tricks)",
    "dc_trick_line": "Trick {trick}: {entries}",
    "dc_trick_entry": "{name} {card}",
    "dc_trick_entry_holds": "{name} {card} (holds it)",
    "dc_pain_line": "Pain colours: {entries}",
    "dc_pain_entry": "{name} {colours}",
    "dc_pain_hidden": "Pain colours stay hidden until the round is scored.",
    "dc_select_pain": "Choose your pain card",
    "dc_select_pain2": "Choose two pain cards",
    "dc_select_play": "Play a card",
    "dc_turn_warning": "⏰ {seconds} seconds left, then the computer plays for you.",
    # turn pings in the channel, for a player whose DMs are closed (deleted once they have played)
    "dc_ping": "{mention} {what}. Open your hand with Show my hand or /hand.",
    "dc_ping_warning": "{mention} {warning} {what}: open your hand with Show my hand or /hand.",
    "dc_ping_away": "{mention} 💤 You are away: the computer plays for you. Press I'm back to play again.",
    # standings
    "dc_leaderboard": "Leaderboard",
    "dc_leaderboard_empty": "No rated games yet.",
    "dc_your_place": "Your place",
    "dc_standing": "{place}. {name}: rating {rating} ({games} games, {wins} wins, {average} per round)",
    "dc_stats_title": "{name}",
    "dc_stats_games": "Games",
    "dc_stats_wins": "Wins",
    "dc_stats_rating": "Rating",
    "dc_stats_average": "Average round",
    "dc_stats_best": "Best round",
    "dc_stats_pain": "Favourite pain colour",
    "dc_rules": (
        "**Sticheln in short** (3-6 players, 5 rounds; 4 with dm)\n"
        "Everyone gets 15 cards and secretly sets one aside: its colour is your *pain colour* this round, "
        "and the card counts for you like a captured one. Then 14 tricks. Play any card: there is no duty "
        "to follow colour. Zeros never take a trick (only when all cards are zeros, the leader takes it). "
        "A non-zero card of another colour than the one led is a "
        "trump: the highest trump takes the trick, else the highest card of the colour led; on equal values "
        "the earlier card wins. The taker leads next.\n"
        "Scoring: +1 for every captured card not of your pain colour, minus its value for every card of your "
        "pain colour. The highest total after the last round wins.\n\n"
        "**Examples (BSW)**\n"
        "• 🟥 R4 led, 🟥 R1, 🟥 R7: the red 7 holds the trick. The next player takes it with any non-red card "
        "that is not a 0; to stay out they must play a 0 or a red card below 7.\n"
        "• 🟨 Y3 led, 🟩 G3 takes it. The next player takes it only with a non-yellow card above 3 (another 3 "
        "loses the tie to the earlier green 3).\n\n"
        "Commands: /join, /addbot, /option, /start, then play from your DMs (or /hand)."
    ),
    # sticheln-bot
    "dc_cli_description": "Run the Sticheln Discord bot.",
    "dc_cli_config_help": "settings file (TOML), see config.example.toml",
    "dc_cli_no_config": "error: no such settings file: {path}",
    "dc_cli_bad_config": "error: cannot read the settings file {path}: {error}",
    "dc_cli_bad_setting": "error: setting '{name}': {problem}",
    "dc_cli_no_token": (
        "error: no Discord bot token.\n"
        "Create an application at https://discord.com/developers/applications, open Bot, press Reset Token "
        'and copy it; then set it in the environment (export DISCORD_TOKEN=...) or as token = "..." in the '
        'settings file given with --config. See the README, section "Run the bot".'
    ),
}

# -- terminal table (bot.terminal) -------------------------------------------
TERMINAL: Mapping[str, str] = {
    "term_usage": "usage: sticheln {{replay FILE... | play [--players N] [--level easy|normal|hard] [--seed S]}}",
    "term_play_description": "Play a game of Sticheln in the terminal against AI players.",
    "term_players_help": "number of players, you included (3 to 6; default 4)",
    "term_level_help": "strength of the AI players (default normal)",
    "term_seed_help": "seed for the deal and the AI (the same seed and moves give the same game)",
    "term_you": "You",
    "term_welcome": (
        "Sticheln: you against {n} AI players ({level}). Type a card code such as R7 (case does not matter); "
        "'help' lists the commands."
    ),
    "term_help": (
        "Commands: a card code (R7, y0 ...) to choose or play it; two codes for two pain cards; "
        "'hand' shows your hand, 'info' the table, 'quit' ends the game."
    ),
    "term_seating": "Seats: {seats}.",
    "term_round": "-- Round {round} of {of} --",
    "term_pain_prompt": "Your hand: {hand}\nYour pain card > ",
    "term_pain_prompt2": "Your hand: {hand}\nYour two pain cards (e.g. R1 G0) > ",
    "term_play_prompt": "Trick: {trick}\nYour hand: {hand}\nYour card > ",
    "term_empty_trick": "(you lead)",
    "term_played": "{name}: {card}",
    "term_pain_confirmed": "You set aside {cards}.",
    "term_revealed": "Pain colours: {colours}.",
    "term_revealed_hidden": "Everyone has chosen; the pain colours stay hidden until the round is scored.",
    "term_trick": "Trick to {name}: {cards}{points}.",
    "term_points": " ({points:+d})",
    "term_round_scores": "Round scores: {scores}.",
    "term_game_over": "Game over. Totals: {totals}. Winner(s): {winners}.",
    "term_away": "{name} took too long; the AI plays for them.",
    "term_error": "error: {message}",
    "term_need_cards": "type {n} card code(s), e.g. {example}",
    "term_eof": "No more input: leaving the table.",
    "term_bye": "Goodbye.",
}

CATALOGUE: dict[str, str] = {**SERVICE, **DISCORD, **TERMINAL}


def t(key: str, **params: object) -> str:
    """The message ``key`` with ``params`` filled in."""
    return CATALOGUE[key].format(**params)
