## Table service: refusals and announcements (bot.service)

table_full = The table is full ({ $max } players).
already_seated = You are already seated at this table.
not_seated = You are not seated at this table.
not_your_hand = That is not your hand.
not_your_turn = It is { $name }'s turn.
stale_action = That hand is out of date; use the newest one (or /hand).
no_game = No game is running at this table.
game_running = A game is running at this table; wait for its end (or use join N to take over an AI seat).
leave_in_game = You cannot leave during a game; ask the table to remove you, or reset it.
host_only = Only the host, { $name }, may do that.
too_few_players = A game needs at least { $min } players; { $count } seated.
start_seat_too_high = Seat { $seat } does not exist with { $count } players; change option start.
ai_level_unknown = Unknown AI level '{ $level }'; choose one of { $levels }.
ai_name = AI { $n }
ai_level = { $level ->
    [easy] easy
    [hard] hard
   *[normal] normal
}
colour = { $code ->
    [R] red
    [Y] yellow
    [G] green
    [B] blue
    [O] orange
   *[V] violet
}
colour_code = { $code } ({ colour })
not_pain_phase = Pain cards are not being chosen now.
not_trick_phase = Not yet: the pain cards are still being chosen.
pain_already_chosen = You have already chosen your pain card.
pain_count = Choose exactly { $count ->
    [1] one pain card
   *[other] two different pain cards
}.
pain_same_card = Your two pain cards must be different cards.
not_a_card = '{ $card }' is not a card at a { $players }-player table: a card is a colour letter ({ $colours }) followed by a value from 0 to { $top }, e.g. R7
card_not_in_hand = { $card } is not in your hand.
card_already_played = You have already played { $card }.
card_is_pain = { $card } is your pain card; it is not played.
remove_in_lobby = Remove works during a game; in the lobby a player leaves by themselves.
remove_ai = { $name } is already played by the AI.
no_such_player = Nobody called { $name } is seated at this table.
no_such_seat = There is no seat { $seat }; seats are 1 to { $last }.
seat_not_ai = Seat { $seat } is held by { $name }, not by the AI.
vote_open = A vote ({ $kind ->
    [reset] reset
    [remove] remove
   *[reclaim] reclaim
}) is already open: accept or refuse it first (it lapses in { $seconds } s).
no_vote = There is no open vote at this table.
not_a_voter = You have no vote in this matter.
already_voted = You have already voted.
peek_seated = Players cannot peek: only spectators may look at a hand.
peek_not_allowed = { $name } does not allow peeking (allowpeek yes).
no_record = This table has not played a game yet.
bad_input =
    Sorry, I cannot use { $what ->
        [name] that name
        [actor] that sender
        [user] that user
        [cards] those cards
        [arguments] those arguments
        [table] that table
        [seat] that seat
        [level] that level
       *[other] that input
    }.
bad_name = Your name has no letters I can show; please give yourself a display name first.
seat_in_lobby = A seat number is for taking over a computer's seat during a game; in the lobby, join without one.
not_saved = Sorry, the game could not be saved just now, so nothing changed; please try again in a moment.
not_read = Sorry, the table could not be read just now; please try again in a moment.
option_unknown = Unknown option '{ $name }'; options are { $known }.
option_bad_flag = Option { $name } takes on / off, not '{ $value }'.
option_bad_rounds = Option rounds takes players / default / 1-{ $most }, not '{ $value }'.
option_bad_start = Option start takes a seat number from 1 to { $last }, not '{ $value }'.
option_bad_language = Option language takes { $known }, not '{ $value }'.
option_rounds_players = one round per player
option_rounds_n = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
option_list_rounds = rounds: { $rounds }
option_list_start = start: seat { $seat } leads the first round
option_list_flag = { $name }: { $state ->
    [on] on
   *[off] off
}
option_set_flag = { $name }: { $state ->
    [on] on
   *[off] off
}
option_list_language = language: { $language }
option_set_language = language: { $language }
option_language_default = the server's
option_language_named = { $name }
option_set_start = start: seat { $seat } leads the first round
option_set_rounds = rounds: { $rounds }
info_lobby = Lobby: { $count } seated, waiting for start.
info_over = Game over: the final result.
info_round = round { $round } of { $of }
info_phase_pain = Choosing pain cards, { $rounds }.
info_phase_tricks = Playing tricks, { $rounds }, trick { $trick }.
info_options = Options: { $options }
info_unrated = Not rated (a practice game, or AI seats).
info_empty = Nobody is seated yet: join to play.
info_seat = Seat { $seat }: { $name }
info_ai = { $name } ({ $level })
info_away = away (the AI plays)
info_pain = pain { $colours }
info_total = total { $total }
info_trick = Trick: { $cards } ({ $holder } holds it)
info_turn = Turn: { $name }
info_pain_waiting = Waiting for the pain cards of: { $names }
info_deadline = Due in { $seconds } s.
info_deadline_at = Due at { NUMBER($at, maximumFractionDigits: 0) } (unix time).
info_round_scores = Round { $round }: { $scores }

## Storage: why a database cannot be used (for the operator, one line each)

db_cannot_open = database { $path }: cannot open it: { $problem }
db_in_use = database { $path }: another sticheln-bot process (pid { $pid }) uses it; an SQLite database serves one process (several processes need PostgreSQL)
db_no_folder = database { $path }: its folder does not exist
db_is_folder = database { $path }: it is a folder, not a file
db_empty = database { $path }: the file is empty (0 bytes), so it is not a Sticheln database; remove it to start afresh, or restore a backup
db_newer = database { $path }: its schema (version { $version }) is newer than this bot knows ({ $newest }); update sticheln-bot, or restore a backup made by this version
db_corrupt = database { $path }: it is damaged ({ $problem }); stop the bot and restore the last backup (sticheln-bot backup FILE makes one)
db_read_only = database { $path }: it cannot be written ({ $problem }); check the file's and its folder's permissions
db_no_file = database { $path }: no such database file
db_backup_exists = backup { $path }: the file exists already; choose a new name
db_unreachable = database { $path }: cannot connect: { $problem }

## Discord adapter (bot.discord): slash command descriptions (at most 100 characters each)

dc_cmd_join = Take a seat at this channel's table (during a game: ask for your seat back)
dc_cmd_leave = Give up your seat before the game starts
dc_cmd_start = Start the game (rated)
dc_cmd_startnosave = Start a practice game that does not count for the leaderboard
dc_cmd_option = Show the table options, or set one (dm, hidden, twopain, start, rounds, host, language …)
dc_cmd_spielinfo = Show the table: seats, options and the trick in progress
dc_cmd_reset = Back to the lobby (during a game: opens a vote; moderators reset at once)
dc_cmd_remove = Open a vote to hand a player's seat to the computer
dc_cmd_accept = Vote yes
dc_cmd_refuse = Vote no
dc_cmd_peek = Look at a player's hand (only if they allow it, and only as a spectator)
dc_cmd_allowpeek = Allow or forbid spectators to look at your hand
dc_cmd_addbot = Give a seat to a computer player
dc_cmd_hand = Show your hand again (privately)
dc_cmd_leaderboard = This server's best players
dc_cmd_stats = A player's record on this server
dc_cmd_rules = The rules of Sticheln in short
dc_cmd_export = The last game's record as a JSON file (for sticheln replay)
dc_arg_seat = Seat number (1-6)
dc_arg_dm = Play 4 rounds instead of 5
dc_arg_option_name = Which option
dc_arg_option_value = New value (on/off, a seat number, players/default, de/fr/pt-BR/en)
dc_arg_player = The player
dc_arg_allow = yes or no
dc_arg_level = How strong the computer plays
dc_choice_yes = yes
dc_choice_no = no
dc_ok_join = You have a seat. Everyone sees the table in the channel.
dc_ok_leave = You left the table.
dc_ok_start = The game starts: your hand comes by direct message.
dc_ok_start_unrated = The game starts, but it is not rated: computer players are seated. Your hand comes by direct message.
dc_ok_done = Done.
dc_ok_vote = Your vote is counted.
dc_ok_allowpeek_yes = Spectators may now look at your hand.
dc_ok_allowpeek_no = Nobody may look at your hand.
dc_ok_addbot = A computer player takes a seat.
dc_failed = Something went wrong on my side; please try again.
dc_bad_card = That is not a card you can choose here.
dc_export = The game record (format sticheln-record/1):
dc_peek = { $name }'s hand:
dc_lobby =
    { $count ->
        [0] Table: nobody is seated yet.
        [one] Table: 1 seated - { $seats }
       *[other] Table: { $count } seated - { $seats }
    }
    Join with /join, start with /start.
dc_joined = ➕ { $name } sits down at seat { $seat }.
dc_joined_ai = ➕ { $name } (computer, { $level }) sits down at seat { $seat }.
dc_left = ➖ { $name } leaves the table.
dc_option_changed = ⚙️ { $by }: { $description }
dc_table_reset = 🔄 { $by } reset the table; it is back in the lobby.
dc_game_started = Sticheln starts: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
dc_game_started_note = Hands come by direct message. Closed DMs? Use the board's Show my hand button or /hand.
dc_rated = rated
dc_unrated = practice game (not rated)
dc_options_footer = Options: { $options }
dc_board_title = Round { $round } of { $rounds }
dc_board_trick = trick { $trick }
dc_board_pain_phase = Everyone chooses a pain card in secret.
dc_pain_waiting = Waiting for: { $names }
dc_pain_all = All pain cards are chosen.
dc_mark_leader = leads
dc_mark_holds = holds the trick
dc_mark_turn = to play
dc_due = due { $when }
dc_round_over = Round { $round } of { $rounds } scored
dc_game_over = Game over
dc_winners = 🏆 Winner: { $names }
dc_total = total { $total }
dc_rating = rating { $before } → { $after } ({ $delta })
dc_seat_away = 💤 { $name } is away; the computer plays for them until they are back.
dc_seat_taken_over = 🤖 { $name }'s seat now belongs to the computer ({ $level }).
dc_seat_reclaimed = ↩️ { $name } has their seat back.
dc_seat_back = ↩️ { $name } is back and plays again.
dc_thread_name = Sticheln: { $names }
dc_thread_failed = I cannot open a thread here, so the game is played in this channel.
dc_vote_reset = 🗳️ { $by } asks to reset the table.
dc_vote_remove = 🗳️ { $by } asks to hand { $subject }'s seat to the computer.
dc_vote_reclaim = 🗳️ { $subject } asks for their seat back.
dc_vote_how = Vote with /accept or /refuse.
dc_vote_passed =
    { $kind ->
        [reset] 🗳️ The vote passed: the table goes back to the lobby.
        [remove] 🗳️ The vote passed: { $subject }'s seat goes to the computer.
       *[reclaim] 🗳️ The vote passed: { $subject } takes the seat.
    }
dc_vote_failed =
    { $kind ->
        [reset] 🗳️ The vote failed: the table stays as it is.
        [remove] 🗳️ The vote failed: { $subject } keeps the seat.
       *[reclaim] 🗳️ The vote failed: { $subject }'s seat stays with the computer.
    }
dc_dms_closed = { $mention } I cannot send you direct messages. Use the Show my hand button or /hand to play.
dc_show_hand = Show my hand
dc_head_lead = Your turn: trick { $trick }, you lead
dc_head_turn = Your turn: trick { $trick }
dc_head_played = You played { $card }
dc_head_pain_set = { $count ->
    [2] Your pain cards: { $cards }
   *[other] Your pain card: { $cards }
}
dc_head_waiting = Trick { $trick }: { $name } is to play
dc_head_waiting_pain = Round { $round }: the others are choosing their pain cards
dc_head_hand = Your hand in round { $round }
dc_head_away = 💤 You are away at trick { $trick }: the computer plays for you
dc_head_away_pain = 💤 You are away: the computer chooses your pain card and plays for you
dc_head_over_won = Game over: you won with { $total }
dc_head_reset = The table was reset; this hand is closed
dc_hand_place = Sticheln at **{ $server }** › #{ $channel }
dc_hand_round_pain = Round { $round } of { $rounds } · pain cards
dc_hand_cards = Your cards:
dc_hand_you_played = You played { $card }.
dc_away_how = Press I'm back to play your own cards again (or use /hand in the channel).
dc_back_button = I'm back
dc_you = you
dc_trick_line = Trick { $trick }: { $entries }
dc_trick_entry = { $name } { $card }
dc_trick_entry_holds = { $name } { $card } (holds it)
dc_pain_line = Pain colours: { $entries }
dc_pain_entry = { $name } { $colours }
dc_pain_hidden = Pain colours stay hidden until the round is scored.
dc_select_pain = { $count ->
    [2] Choose two pain cards
   *[other] Choose your pain card
}
dc_select_play = Play a card
dc_turn_warning = ⏰ { $seconds ->
    [one] { $seconds } second left
   *[other] { $seconds } seconds left
}, then the computer plays for you.
dc_ping = { $mention } { $what }. Open your hand with Show my hand or /hand.
dc_ping_warning = { $mention } { $warning } { $what }: open your hand with Show my hand or /hand.
dc_ping_away = { $mention } 💤 You are away: the computer plays for you. Press I'm back to play again.
dc_leaderboard = Leaderboard
dc_leaderboard_empty = No rated games yet.
dc_your_place = Your place
dc_standing = { $place }. { $name }: rating { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $average } per round)
dc_stats_title = { $name }
dc_stats_games = Games
dc_stats_wins = Wins
dc_stats_rating = Rating
dc_stats_average = Average round
dc_stats_best = Best round
dc_stats_pain = Favourite pain colour
dc_rules = 
    {"*"}*Sticheln in short** (3-6 players, 5 rounds; 4 with dm)
    Everyone gets 15 cards and secretly sets one aside: its colour is your *pain colour* this round, and the card counts for you like a captured one. Then 14 tricks. Play any card: there is no duty to follow colour. Zeros never take a trick (only when all cards are zeros, the leader takes it). A non-zero card of another colour than the one led is a trump: the highest trump takes the trick, else the highest card of the colour led; on equal values the earlier card wins. The taker leads next.
    Scoring: +1 for every captured card not of your pain colour, minus its value for every card of your pain colour. The highest total after the last round wins.

    {"*"}*Examples (BSW)**
    • 🟥 R4 led, 🟥 R1, 🟥 R7: the red 7 holds the trick. The next player takes it with any non-red card that is not a 0; to stay out they must play a 0 or a red card below 7.
    • 🟨 Y3 led, 🟩 G3 takes it. The next player takes it only with a non-yellow card above 3 (another 3 loses the tie to the earlier green 3).

    Commands: /join, /addbot, /option, /start, then play from your DMs (or /hand).
dc_cli_description = Run the Sticheln Discord bot.
dc_cli_config_help = settings file (TOML), see config.example.toml
dc_cli_shard_count_help = how many shards the bot runs in all (with several processes; overrides shard_count)
dc_cli_shards_help = the shards this process runs, e.g. 0-3 or 0,2 (overrides shard_ids)
dc_cli_bad_shards = error: --shards takes shard numbers such as 0-3 or 0,2,5, not '{ $value }'
dc_cli_backup_description = Copy the bot's SQLite database consistently, even while the bot runs.
dc_cli_backup_target_help = the new file to write the copy to
dc_cli_backup_postgres = error: backup copies an SQLite database; back PostgreSQL up with pg_dump
dc_cli_backup_done = backed up { $source } to { $target } ({ $pages } pages)
dc_cli_no_config = error: no such settings file: { $path }
dc_cli_bad_config = error: cannot read the settings file { $path }: { $error }
dc_cli_bad_setting = error: setting '{ $name }': { $problem }
dc_cli_no_token = 
    error: no Discord bot token.
    Create an application at https://discord.com/developers/applications, open Bot, press Reset Token and copy it; then set it in the environment (export DISCORD_TOKEN=...) or as token = "..." in the settings file given with --config. See the README, section "Run the bot".

## Terminal table and the command lines (bot.terminal, bot.cli)

term_commands = 
    usage: sticheln COMMAND [ARGUMENTS]

    Sticheln, the trick-taking card game. Commands:
    {"  "}play     play a game in the terminal against AI players (sticheln play --help)
    {"  "}replay   check game records and print their tricks, scores and totals (sticheln replay --help)
    {"  "}web      play a game in the browser against AI players (sticheln web --help)
    {"  "}review   rate every decision of a game record by the hard AI (sticheln review --help)
term_no_command = error: no command given; the commands are play, replay, review and web (see sticheln --help)
term_unknown_command = error: unknown command '{ $command }'; the commands are play, replay, review and web (see sticheln --help)
term_play_description = Play a game of Sticheln in the terminal against AI players, through the same table service as the Discord bot. Moves are read from standard input, so a game can be scripted.
term_players_help = number of players, you included (3 to 6; default 4)
term_level_help = strength of the AI players (default normal)
term_seed_help = seed for the deal and the AI (the same seed and moves give the same game)
term_delay_help = seconds between the AI players' cards, so you can follow (default { $default }; 0 for scripts)
term_plain_help = no colours, even on a terminal (output that is not a terminal is always plain)
term_record_help = write the game record to FILE when the game ends or is quit (replay it with sticheln replay)
term_dm_help = 4 rounds instead of 5 (BSW option dm)
term_rounds_help = 'players' for one round per player, or a number of rounds from 1 to 10
term_hidden_help = pain colours stay hidden until each round is scored (for experts)
term_twopain_help = each player sets aside two pain cards; 13 tricks a round
term_start_help = seat N leads the first round (BSW option start N; you are seat 1)
term_lang_help = the language of the table: en, de, fr or pt-BR (default: from LANG, else English)
term_bad_lang = one of { $known }, not '{ $value }'
term_bad_argument = error: { $message } (see sticheln play --help)
term_bad_delay = seconds from 0 to { $most }, not '{ $value }'
term_bad_rounds = 'players' or a number of rounds from 1 to { $most }, not '{ $value }'
term_bad_start = error: --start takes a seat from 1 to { $last } at a table of { $players }, not { $start }
term_bad_option = error: --{ $name } { $value }: { $reason }
term_record_no_folder = error: cannot write the game record to { $path }: there is no folder { $folder }
term_record_is_folder = error: cannot write the game record to { $path }: it is a folder
term_record_failed = error: cannot write the game record to { $path }: { $reason }
term_record_written = The game record is in { $path }; check it with: sticheln replay { $path }
term_you = You
term_welcome = Sticheln: you against { $n } AI players ({ $level }). Type a card code such as R7 (case does not matter); 'help' lists the commands, 'rules' explains the game.
term_seating = Seats: { $seats }.
term_seat = { $seat } { $name }
term_options = Options: { $options }.
term_round = -- Round { $round } of { $of } --
term_round_leader = { $name } leads the first trick.
term_round_leader_you = You lead the first trick.
term_hand = Your hand: { $cards }
term_hand_with_pain = { $count ->
    [2] Your hand: { $cards } (pain cards { $pain })
   *[other] Your hand: { $cards } (pain card { $pain })
}
term_pain_prompt = Your pain card >{" "}
term_pain_prompt2 = Your two pain cards (e.g. { $example }) >{" "}
term_play_prompt = Your card >{" "}
term_pain_set_aside = You set aside { $card }: { $colour } is your pain colour this round. Every { $colour } card you take costs its value, and { $card } itself counts { SIGNED($value) } for you.
term_pain_set_aside2 = You set aside { $cards }: { $colours } are your pain colours this round. Every card of these colours you take costs its value, and { $cards } count { SIGNED($value) } for you.
term_pain_set_aside2_one = You set aside { $cards }: { $colour } is your pain colour this round. Every { $colour } card you take costs its value, and { $cards } count { SIGNED($value) } for you.
term_revealed = Pain colours: { $colours }.
term_seat_colours = { $name } { $colours }
term_revealed_hidden = Everyone has chosen; the pain colours stay hidden until the round is scored.
term_you_lead = Round { $round }, trick { $trick } of { $tricks }: you lead.
term_trick_so_far = Round { $round }, trick { $trick } of { $tricks }: { $plays }.
term_play_pair = { $name } { $card }
term_holds = { $name } holds it with { $card }.
term_holds_you = You hold it with { $card }.
term_to_play = { $name } to play.
term_your_turn = Your turn.
term_taken_clean = { $name } takes the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for { $name } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}, none of { $name }'s pain colour).
term_taken_clean_two = { $name } takes the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for { $name } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}, none of { $name }'s pain colours).
term_taken_clean_you = You take the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for you ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}, none of your pain colour).
term_taken_clean_two_you = You take the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for you ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}, none of your pain colours).
term_taken_pain = { $name } takes the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for { $name } ({ SIGNED($others) } for the other colours, { SIGNED($penalty) } for { $cards } of { $name }'s pain colour).
term_taken_pain_two = { $name } takes the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for { $name } ({ SIGNED($others) } for the other colours, { SIGNED($penalty) } for { $cards } of { $name }'s pain colours).
term_taken_pain_you = You take the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for you ({ SIGNED($others) } for the other colours, { SIGNED($penalty) } for { $cards } of your pain colour).
term_taken_pain_two_you = You take the trick: { SIGNED($points) } { $points ->
    [one] point
   *[other] points
} for you ({ SIGNED($others) } for the other colours, { SIGNED($penalty) } for { $cards } of your pain colours).
term_taken_hidden = { $name } takes the trick ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}; what they are worth to { $name } shows when the round is scored).
term_running = Points from tricks this round: { $points }.
term_running_totals = Game totals before this round: { $totals }.
term_running_hidden = Cards taken this round: { $counts }.
term_running_yours = Your points from tricks this round: { SIGNED($points) }.
term_seat_value = { $name } { $value }
term_scored = Round { $round } of { $of } scored
term_col_seat = Seat
term_col_player = Player
term_col_pain = Pain colour
term_col_others = Other colours
term_col_pain_taken = Pain colour taken
term_col_set_aside = Set aside
term_col_round = Round
term_col_taken = Cards taken
term_col_trick_points = Points from tricks
term_col_total = Total
term_cell_count_points = { $count } ({ SIGNED($points) })
term_cell_cards_points = { $cards } ({ SIGNED($points) })
term_cell_none = none
term_cell_hidden = hidden
term_cell_unknown = -
term_game_over = Game over after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. Totals: { $totals }.
term_winner = Winner: { $names }.
term_winners = Shared win: { $names }.
term_thinking = { $name } is thinking…
term_waiting_pain = Waiting for the pain cards of { $names }…
term_away = { $name } took too long; the AI plays for them.
term_away_you = You took too long; the AI plays for you until you type again.
term_back_you = You are back: the AI no longer plays for you.
term_turn_warning = { $seconds ->
    [one] { $seconds } second left
   *[other] { $seconds } seconds left
}, then the AI plays for you.
term_info_tricks = Round { $round } of { $of }, trick { $trick } of { $tricks }.
term_info_pain = Round { $round } of { $of }: the pain cards are being chosen.
term_info_over = The game is over.
term_help = 
    Commands:
    {"  "}R7, y0 ...   a card code: play that card, or set it aside as your pain card when asked
    {"  "}R1 G0        two card codes: your two pain cards (with --twopain)
    {"  "}hand         your hand again
    {"  "}info         the table: seats, pain colours, points so far and the trick
    {"  "}hint         the three cards the hard AI rates best for your move, from what you can see
    {"  "}rules        the rules in short
    {"  "}help         this list
    {"  "}quit         end the game (Ctrl-C too)
term_rules = 
    Sticheln in short (3 to 6 players, 5 rounds; 4 with --dm)
    Everyone gets 15 cards and secretly sets one aside: its colour is your pain colour this round, and the card counts for you like a captured one. Then 14 tricks. Play any card: there is no duty to follow colour. Zeros never take a trick (only when all cards are zeros, the leader takes it). A non-zero card of another colour than the one led is a trump: the highest trump takes the trick, else the highest card of the colour led; on equal values the earlier card wins. The taker leads next.
    Scoring: +1 for every card you took that is not of your pain colour, minus its value for every card of your pain colour, your pain card included. The highest total after the last round wins.
    Examples: R4 led, R1, R7: the R7 holds the trick; the next player takes it with any non-red card that is not a 0. Y3 led, G3 takes it; the next player takes it only with a non-yellow card above 3.
term_error = error: { $message }
term_unknown_word = unknown command '{ $word }'; type help
term_need_one_card = type one card code, e.g. { $example }
term_not_utf8 = that line is not UTF-8 text; type a card code such as R7, or help
term_too_long = that line is too long; type a card code such as R7, or help
term_eof = No more input: leaving the table.
term_bye = Goodbye.
cli_bot_token_refused = error: Discord refused the bot token (it is wrong, or it was reset): copy a new one on the Bot page of your application at https://discord.com/developers/applications and set DISCORD_TOKEN again.
cli_bot_failed = error: the bot stopped after an unexpected failure ({ $reason }); see the log for details.
cli_bot_unreachable = error: cannot reach Discord ({ $reason }); check the network connection and try again.
cli_bot_discord_error = error: Discord answered { $status } ({ $reason }) when the bot logged in; try again later.

## AI hints (issue 15)

hint_rated = Hints are for practice games only (started with /startnosave), not for rated games.
hint_not_asked = Nothing is asked of you right now; ask for a hint when it is your move.
hint_line = { $rank }. { $cards }: { $points } points expected this round
dc_cmd_hint = The three cards the hard AI rates best for your move (practice games only)
dc_hint_title = The hard AI's picks for you (from what you can see):
term_hint_title = The hard AI's picks for you (from what you can see):

## Club play: tournaments, seasons, history, looking for players, server settings (issue 14)

club_moderator_only = Only a moderator (Manage Server) may do that.
club_no_season = There is no season { $season }; this server is in season { $current }.
club_no_game = No game number { $game } is stored on this server.
tournament_none = There is no tournament in this channel; create one with /tournament create.
tournament_exists = This channel already has a tournament, { $name }; finish or cancel it first.
tournament_already_joined = You are already registered for { $name }.
tournament_not_joined = You are not registered for { $name }.
tournament_over = { $name } is over.
tournament_started = { $name } has started already; registration is closed.
tournament_not_running = That tournament is not running.
tournament_runner_only = Only the tournament's creator or a moderator (Manage Server) may do that.
tournament_too_few = A tournament needs at least { $min } registered players; { $count } so far.
lfg_open = A call for players is already open in this channel; join it, or wait until it closes.
lfg_already_full = This table already has { $players } players; start it with /start.
lfg_closed = This call for players is closed.
lfg_caller_only = Only { $name }, who called, may start the table from here (or use /start).
cl_cmd_tournament = Tournaments: tables in threads, several tournament rounds, the same deals at every table
cl_cmd_t_create = Create a tournament in this channel
cl_cmd_t_join = Register for this channel's tournament
cl_cmd_t_leave = Withdraw your registration before the tournament starts
cl_cmd_t_start = Start the tournament: seat the first tournament round (creator or moderator)
cl_cmd_t_standings = The tournament's standings
cl_cmd_t_cancel = Cancel the tournament (creator or moderator)
cl_arg_t_name = The tournament's name
cl_arg_t_rounds = How many tournament rounds (one game each) every player plays (1-10)
cl_arg_t_table_size = Seats per table (3-6)
cl_arg_t_dm = Four-round games (BSW option dm)
cl_arg_t_rated = The games count for the ratings (only tables without AI seats)
cl_cmd_season = This server's season: when it started and when it ends; moderators start the next
cl_arg_season_action = new: close this season and start the next (moderators)
cl_arg_season = A season's number (default: the current one)
cl_cmd_history = The last 10 games of a player on this server, or one game with its chart
cl_arg_game = A game's number (from /history)
cl_cmd_lfg = Look for players: a call with a Join button (closes when full or after 15 minutes)
cl_arg_lfg_players = How many players the table needs, you included (3-6, default 4)
cl_arg_lfg_note = A note for the call
cl_cmd_settings = This server's settings: turn clocks, the LFG role, the results channel, monthly seasons
cl_arg_pain_seconds = Seconds to choose the pain card (10-3600)
cl_arg_card_seconds = Seconds to play a card (10-3600)
cl_arg_lfg_role = The role /lfg pings (the server opts in by naming one)
cl_arg_results_channel = A channel where every game result is also posted
cl_arg_monthly = Start a new season every month
cl_arg_clear = Set one setting back to its default
cl_t_created = 🏆 **{ $name }** is open: { $rounds ->
        [one] one tournament round
       *[other] { $rounds } tournament rounds
    } at tables of { $size }{ $dm ->
        [yes] , four-round games
       *[no] {""}
    }{ $rated ->
        [yes] , rated
       *[no] {""}
    }. Register with /tournament join; { $creator } starts it with /tournament start.
cl_t_joined = You are registered for { $name } ({ $count } registered).
cl_t_left = Your registration for { $name } is withdrawn.
cl_t_started = The tournament starts: tournament round 1 is seated.
cl_t_cancelled = 🏁 { $name } is cancelled.
cl_t_round = 🎲 **{ $name }**, tournament round { $round } of { $rounds }: { $tables }
cl_t_round_field = Tournament round { $round } of { $rounds }
cl_t_thread = { $name } · tournament round { $round } · table { $table }
cl_t_table_intro = 
    {"*"}*{ $name }**, tournament round { $round }, table { $table }. Seats: { $seats }.
    Deal seed { $seed }: every table of this tournament round plays the same cards. Your hands come by direct message; an absent player's seat is played by the AI after the turn clock.
cl_t_ai_seat = { $name } (AI seat)
cl_t_standings_title = 🏆 { $name } — standings after tournament round { $round } of { $rounds }
cl_t_standings_title_final = 🏆 { $name } — final standings
cl_t_standings_line = { $place }. { $name } — { $points } pts ({ $total ->
        [one] { $total } game point
       *[other] { $total } game points
    }){ $ai_count ->
        [0] {""}
        [one] {" "}· 🤖 AI-played in tournament round { $ai_rounds }
       *[other] {" "}· 🤖 AI-played in tournament rounds { $ai_rounds }
    }
cl_t_standings_empty = No table has finished yet.
cl_t_standings_tables = Tournament round { $round }: { $done } of { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } finished. Deal seed { $seed }.
cl_t_scoring = Placing points per table: 6/4/3/2/1/0 at six seats, 5/3/2/1/0 at five, 4/2/1/0 at four, 3/1/0 at three; tied players share; ties in the standings go to the higher total of game points.
cl_t_podium_title = 🏆 { $name } is over
cl_t_podium = 
    🥇 { $first }
    🥈 { $second }
    🥉 { $third }
cl_t_podium_none = —
cl_season_title = Season { $number }
cl_season_started = Started { $start }.
cl_season_ends = Planned end: { $end }.
cl_season_open_end = Planned end: none; a moderator starts the next season with /season action:new.
cl_season_new = 🗓️ Season { $number } starts now; season { $previous } is closed (see /leaderboard season:{ $previous }).
cl_leaderboard_season = Leaderboard — season { $number }
cl_leaderboard_season_dates = { $start } – { $end }
cl_leaderboard_season_running = since { $start }
cl_stats_seasons = Seasons
cl_stats_season_line = Season { $season }: { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, rating { $rating }
cl_stats_no_seasons = No rated games in any season yet.
cl_history_title = { $name }: the last games on this server
cl_history_empty = No games stored on this server yet.
cl_history_line = #{ $game } · { $date } · { $where ->
        [tournament] { $tournament }, tournament round { $round }
       *[table] table <#{ $table }>
    } · place { $place } of { $players } · total { $total }{ $finished ->
       *[yes] {""}
        [no] {" "}· abandoned
    }
cl_history_footer = /export game:N gives a game's record (for sticheln replay); /history game:N its chart.
cl_game_title = Game #{ $game }
cl_game_line = { $name }: { $total }
cl_chart_title = Running totals by round
cl_lfg_call = 📣 { $caller } is looking for players: { $seated } of { $players } seated. { $note }
cl_lfg_seated = At the table: { $names }
cl_lfg_full = ✅ The table is full ({ $players } players). { $caller } starts it with the Start button or /start.
cl_lfg_expired = ⌛ This call for players closed after 15 minutes.
cl_lfg_started = ▶️ The game has started.
cl_lfg_join = Join
cl_lfg_start = Start
cl_lfg_joined = You have a seat at this table.
cl_lfg_posted = Your call is posted; you have a seat.
cl_settings_title = Settings of this server
cl_settings_pain = Pain card clock: { $seconds } s{ $default ->
        [yes] {" "}(the default)
       *[no] {""}
    }
cl_settings_card = Card clock: { $seconds } s{ $default ->
        [yes] {" "}(the default)
       *[no] {""}
    }
cl_settings_role = LFG role: { $role ->
        [0] none
       *[other] <@&{ $role }>
    }
cl_settings_results = Results channel: { $channel ->
        [0] none
       *[other] <#{ $channel }>
    }
cl_settings_monthly = A new season every month: { $state ->
        [yes] yes
       *[no] no
    }
cl_result_posted = 🏁 A game at <#{ $table }> is over.
cl_choice_new = new
cl_choice_setting = { $setting ->
    [pain_seconds] pain card clock
    [card_seconds] card clock
    [lfg_role_id] LFG role
    [results_channel_id] results channel
   *[monthly_seasons] monthly seasons
}

## First hour

dc_cli_backup_epilog = To copy the SQLite database while the bot runs: sticheln-bot backup TARGET (see sticheln-bot backup --help).
dc_cli_backup_no_folder = error: cannot write the backup to { $path }: there is no folder { $folder }
dc_cli_backup_read_only = error: cannot write the backup to { $path }: the folder { $folder } is not writable
dc_cli_unknown_setting = error: unknown setting '{ $name }'; config.example.toml describes every setting
dc_cli_unknown_setting_close = error: unknown setting '{ $name }'; did you mean '{ $close }'?
term_version_help = {"  "}--version  the version of Sticheln installed
term_force_help = with --record: replace FILE if it exists already
term_record_exists = error: the game record { $path } exists already; choose a new name, or add --force to replace it
term_dm_and_rounds = error: --dm (4 rounds) and --rounds { $rounds } contradict each other; choose one
term_not_your_turn = not your turn yet: { $cards } was not played; type it when your turn comes
term_command_alone = '{ $word }' takes nothing after it; type { $word } alone
term_left_standings = { $rounds ->
    [0] No round was finished.
    [one] Standings after { $rounds } round: { $standings }.
   *[other] Standings after { $rounds } rounds: { $standings }.
}
term_record_kept = No round was finished: { $path } was left as it was.

## Table feel
tf_totals_legend = Totals:
tf_totals_legend_round = Totals (this round's tricks):
tf_total_entry = { $name } { $total }
tf_total_entry_round = { $name } { $total } ({ $points })
tf_taken_header = Tricks taken:
tf_taken_line = { $trick }. { $name } { $points }: { $cards }
tf_taken_line_hidden = { $trick }. { $name }: { $cards }
tf_breakdown_legend = Cards +1 each; pain colour: −value
tf_breakdown_head = **{ $name }** { $score } → { $total } (place { $place })
tf_breakdown_parts = { $count ->
    [one] { $count } card { $cards }
   *[other] { $count } cards { $cards }
} · { $colours } { $taken } · { $pain } { $card }
tf_pain_slot = pain { $badge }
tf_lobby_elsewhere = This button belongs to another table's lobby.
tf_you_took = You took trick { $trick }: { $points }
tf_you_took_hidden = You took trick { $trick }.
tf_round_yours = Round { $round } scored:
tf_pain_option = { $count ->
    [one] you hold { $count } card of this colour
   *[other] you hold { $count } cards of this colour
}
tf_over_place = Place { $place } of { $count }
tf_rematch = Rematch
tf_rematch_running = A game is running at this table; a rematch opens once it is over.
tf_rematch_not_seated = Only the players of the last game can open a rematch; use /join to sit down.
tf_option_flag = { $name ->
    [dm] 4 rounds (dm)
    [drawseat] seats drawn
    [host] host decides
    [hidden] hidden pain colours
    [twopain] two pain cards
    [thread] own thread
   *[other] { $name }
}
tf_option_set_flag = { $name ->
    [dm] 4 rounds (dm)
    [drawseat] seats drawn at the start
    [host] the host runs the lobby
    [hidden] hidden pain colours
    [twopain] two pain cards
    [thread] each game in its own thread
   *[other] { $name }
}: { $state ->
    [on] on
   *[off] off
}
tf_option_rounds = { $rounds ->
    [0] one round per player
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
tf_option_start = seat { $seat } starts
tf_option_language = language { $language }

## Web table
web_title_play = Sticheln: your seat
web_title_watch = Sticheln: watching a table
web_title_replay = Sticheln: replay
web_round = Round { $round } of { $count }
web_trick = Trick { $trick }
web_phase_lobby = The game has not started yet.
web_phase_pain = The pain cards are being chosen.
web_phase_over = The game is over.
web_prompt_pain = Choose your pain card.
web_prompt_pain2 = Choose two pain cards, then confirm.
web_prompt_play = Your turn: play a card.
web_wait_for = Waiting for { $name }.
web_wait_pain = Waiting for the other pain cards.
web_confirm = Confirm
web_your_hand = Your hand
web_you = you
web_ai = AI
web_away = away
web_pain = Pain
web_pain_chosen = pain card chosen
web_pain_hidden = hidden
web_cards_left = cards in hand
web_round_tricks = Tricks this round
web_previous_trick = Last trick of the previous round
web_takes = { $name } takes it
web_scores = Scores
web_total = Total
web_winners = Winners: { $names }
web_record = Download the game record
web_replay = Replay the game
web_live_lost = Connection lost; trying again…
web_time_left = Time left
web_refused_title = This page cannot be shown
web_link_refused = This link does not work: it was changed, it has expired, or its game has ended. Ask for a new link.
web_not_found = There is nothing at this address.
web_not_over = The game record can be downloaded once the game is over.
web_switched_off = The web table is switched off on this server.
web_failed = Something went wrong on our side; nothing was changed. Please try again.
web_watch_only = Spectators watch; they cannot play.
web_too_fast = Too many messages at once; please slow down.
web_message_too_long = That message is too long to be a move; nothing was played.
web_replay_start = Start
web_replay_back = Back
web_replay_next = Next
web_replay_end = End
web_replay_step = Round { $round }, trick { $trick } of { $count }
web_replay_dealt = Round { $round }: the pain cards
web_chart = Running totals
term_web_description = Play Sticheln in the browser against AI players. The first line printed is your link, the second a link for spectators. The server runs until the game is over and one minute longer (for the final scores and the record), then stops.
term_web_port_help = the port to listen on (0: any free port)
term_web_host_help = the address to listen on (default: 127.0.0.1, this computer only)
term_web_cannot_listen = error: cannot listen on { $host } port { $port }: { $reason }
term_replay_html_help = write the replay page of RECORD to the file given with -o, one file that opens offline
web_open_table = Open the table
web_watch_button = Watch in the browser
web_replay_line = Replay in the browser: { $url }
web_replays = Replays
web_switched = { $on ->
    [yes] The web table is on for this server: links appear on boards and hands.
   *[no] The web table is off for this server: no links, and its pages are refused.
}
web_arg_settings = The web table in the browser: links and pages on or off
web_you_take = You take it

## Game review

review_description = Rate every decision of a game record (each pain card, each card) by the hard AI, from what the player could see at that moment: the points expected from the choice made and from the best choice, and the loss between them.
review_record_help = the game record (sticheln-record/1); - reads standard input
review_seat_help = review only this seat (from 1; default: every seat)
review_budget_help = seconds of search per decision, shared by its options (instead of --iterations; not reproducible)
review_iterations_help = search iterations per option of a decision (default { $default }; reproducible with --seed)
review_seed_help = seed of the search (the same seed and record give the same review)
review_json_help = print one JSON object instead of the report
review_lang_help = the language of the report: en, de, fr or pt-BR (default: from LANG, else English)
review_bad_argument = error: { $message } (see sticheln review --help)
review_bad_budget = seconds above 0, at most { $most }, not '{ $value }'
review_bad_iterations = a whole number from 1 to { $most }, not '{ $value }'
review_bad_seat = error: --seat { $seat }: this game's seats are 1 to { $last }
review_title = Game review ({ $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }), judged by the hard AI from what each player could see.
review_scale = Points given away per decision: inaccuracy from { NUMBER($inaccuracy, minimumFractionDigits: 1) }, mistake from { NUMBER($mistake, minimumFractionDigits: 1) }, blunder from { NUMBER($blunder, minimumFractionDigits: 1) }.
review_seat_heading = { $name } (seat { $seat })
review_summary = { $count ->
        [one] one decision
       *[other] { $count } decisions
    }, on average { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } points given away per decision.
review_counts = { $good } good, { $inaccuracy ->
        [one] one inaccuracy
       *[other] { $inaccuracy } inaccuracies
    }, { $mistake ->
        [one] one mistake
       *[other] { $mistake } mistakes
    }, { $blunder ->
        [one] one blunder
       *[other] { $blunder } blunders
    }.
review_costliest = The costliest decisions:
review_none_costly = No decision gave points away.
review_every_decision = Every decision:
review_where_pain = Round { $round }, pain card
review_where_card = Round { $round }, trick { $trick }
review_line_best = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points expected: the best choice.
review_line = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points expected; better { $best }, { NUMBER($best_points, minimumFractionDigits: 1, maximumFractionDigits: 1) }: { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 2) } given away, { $label ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
        [blunder] a blunder
       *[good] good enough
    }.
dc_cmd_review = Your seat of a finished game, each decision judged by the hard AI (only you see it)
dc_arg_review_game = a game number from /history (default: your last game on this server)
dc_review_button = Review my game
dc_review_title = Review of game { $game } for { $name }, judged by the hard AI from what you could see at each moment:
review_no_game = You have no finished game on this server to review yet.
review_not_seated = You did not play in game { $game }; to review another player's decisions, add seat:N with their seat number.
review_running = Your game at this table is still running; its review is ready once it is over.
review_failed = Sorry, the review could not be computed just now; please try again later.

## long running (issue 33)
db_disk_full = database { $path }: the disk is full ({ $problem }); free some space on it (or move the database to a larger disk), then start the bot again
bad_argument = Sorry, this action takes nothing called “{ $name }”.
bad_arguments = Sorry, this action was given more or fewer values than it takes.

## Annotated replay and another seat's review (issue 30)
web_review_heading = Game review: { $name } (seat { $seat })
web_review_good = Good
web_review_inaccuracy = Inaccuracy
web_review_mistake = Mistake
web_review_blunder = Blunder
web_review_chosen = Chosen
web_review_better = Better
web_review_expected = Points expected
web_review_given_away = Points given away
web_review_best_choice = the best choice
web_review_no_decision = No decision of { $name } at this step.
web_review_costliest = The costliest decisions
web_review_jump = Go to { $where }
web_review_preparing = The review of this seat is being prepared; this page shows it as soon as it is ready.
web_review_missing = This seat has not been reviewed yet. In Discord, /review game:{ $game } seat:{ $seat } prepares its review.
web_review_unavailable = Reviews are made for the games stored on a Discord server (with /review there); this game has none.
web_review_no_seat = This game has no such seat to review.
dc_arg_review_seat = another seat of that finished game, numbered from 1 (default: your own)
dc_review_title_seat = Review of game { $game }, seat { $seat } ({ $name }), judged by the hard AI from what that seat could see at each moment:
dc_review_replay_button = Replay with the review
review_no_seat = Game { $game } has { $count ->
        [one] one seat
       *[other] { $count } seats
    }; there is no seat { $seat }.
review_running_table = A game is running at this table; its seats can be reviewed once it is over.
web_review_flagged = Every inaccuracy, mistake and blunder
web_review_round = Round { $round }

## Table feel 2 (seats from 1, the own seat in the second person)
tf_trick_entry_holds_you = { $name } { $card } (you hold it)
term_taken_hidden_you = You take the trick ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}; what they are worth to you shows when the round is scored).
tf_vote_take_seat = 🗳️ { $subject } asks to take over seat { $seat } from the computer.
tf_seat_taken = 🪑 { $name } takes over seat { $seat } from the computer.

## i42: argparse's own words and the command line's placeholders
cli_usage = usage:
cli_options = options
cli_positionals = positional arguments
cli_help_help = show this help message and exit
cli_version_help = show the version and exit
cli_required = the following arguments are required: { $names }
cli_unrecognized = unrecognized arguments: { $words }
cli_invalid_value = invalid value: { $value }
cli_invalid_choice = invalid choice: { $value } (choose from { $choices })
cli_expected_one = expected one argument
cli_expected_some = expected at least one argument
cli_expected_n = { $count ->
    [one] expected { $count } argument
   *[other] expected { $count } arguments
}
cli_argument_problem = argument { $name }: { $problem }
cli_ambiguous = ambiguous option: { $option } could match { $matches }
cli_error = { $prog }: error: { $message }
cli_bad_argument = error: { $message } (see { $prog } --help)
cli_file = FILE
cli_record = RECORD
cli_seconds = SECONDS
cli_address = ADDRESS
cli_target = TARGET
replay_description = Check Sticheln game records and print, for each, one JSON line with its tricks, scores and totals.
replay_files_help = game record files (sticheln-record/1); - reads standard input
replay_cannot_read = { $name }: cannot read the file ({ $reason })
replay_not_utf8 = { $name }: the file is not UTF-8 text
replay_too_large = { $name }: the file is larger than { $kilobytes } kB; a game record is far smaller
replay_empty = { $name }: the file is empty; a game record is the JSON that sticheln play --record writes
replay_not_json = { $name }: this is not valid JSON ({ $reason })
replay_invalid = { $name }: this is no valid game record: { $reason }
replay_output_help = the HTML file to write
replay_lang_help = the language of the page: en, de, fr or pt-BR (default: from LANG, else English)
replay_cannot_write = { $name }: cannot write the file ({ $reason })
os_no_such_file = there is no such file
os_no_permission = no permission to read it
os_is_folder = it is a folder
os_no_folder = a part of the path is no folder
os_name_too_long = the name is too long
replay_json_position = at line { $line }, column { $column }

## i41w: the web table sees the whole trick, round and table
web_you_name = You
web_colour_letter = { $code ->
    [R] R
    [Y] Y
    [G] G
    [B] B
    [O] O
   *[V] V
}
web_why_trump = Highest trump: { $card }
web_why_lead = Highest card of the colour led: { $card }
web_why_zeros = Only zeros: the leader takes it
web_round_points = Round
web_game_points = Game
web_round_scored = Round { $round } is scored
web_bd_title = Your round
web_bd_others = Cards of other colours
web_bd_pain_taken = Pain colour taken
web_bd_none = none
web_bd_set_aside = Set aside
web_dismiss = Close
web_wait_for_until = Waiting for { $name } until { $time }.
web_wait_pain_for = Waiting for the pain cards of { $names }.
web_wait_pain_for_until = Waiting for the pain cards of { $names } until { $time }.
web_connected = Connected
web_offline = Offline

## i41d: the DM's whole table on a phone (issue 41): the finished trick, the round for everyone, waiting, game over, rematch
dh_trick_done = Trick { $trick }, { $name } led:
dh_trick_done_you = Trick { $trick }, you led:
dh_took = → { $name } took it: { $points }
dh_took_hidden = → { $name } took it ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
dh_why_trump = Highest trump: { $card }
dh_why_led = Highest { $colour }, the colour led: { $card }
dh_why_zeros = Only zeros: the leader takes it
dh_score_legend = Round (game):
dh_score_entry = { $name } { $round } ({ $total })
dh_round_legend = Round score (game total):
dh_round_seat = { $place }. { $name } { $score } ({ $total })
dh_you_cards = You: { $count ->
    [one] { $count } card
   *[other] { $count } cards
} { $points }
dh_you_pain_taken = Pain colour taken ({ $count }): { $points }
dh_you_pain_none = No card of your pain colour taken
dh_you_set_aside = Pain card set aside: { $cards } { $points }
dh_pain_legend = Pain colours:
dh_own_pain = { $count ->
    [one] Your pain card
   *[other] Your pain cards
}: { $cards } ({ $colours }) { $points }
dh_waiting = ⏳ Waiting for { $names }
dh_waiting_when = ⏳ Waiting for { $names }
    ⏰ due { $when }
dh_place_line = { $place }. { $name } { $total }
dh_rating = Rating { $before } → { $after } ({ $delta })
dh_rating_explain =
    Unlike BSW, the rating counts your
    rank against each player, not points.
dh_rules =
    Each card you take: +1. A card of
    your pain colour: minus its value
    instead. Your pain card counts too.
    Rules: /rules
dh_head_holds = Your turn: trick { $trick }, { $name } holds { $card }
dh_round = Round { $round }/{ $rounds } · trick { $trick }/{ $tricks }
dh_trick_now = Trick { $trick }:
dh_board_button = Board
dh_rematch_call = 🔁 { $name } asks for a rematch. { $mentions }: are you in?
dh_rematch_in = I'm in
dh_rematch_out = I'm out
dh_rematch_status = In: { $ins }
dh_rematch_waiting = Waiting for { $names }; the game starts { $when } with whoever is in.
dh_rematch_ok_in = You're in; the game starts once everyone is.
dh_rematch_ok_out = You're out; your seat is free.
dh_rematch_over = This rematch call is over.
dh_rematch_too_few = Too few players said they're in; the lobby stays open: /join, then /start.
dh_head_pain = { $count ->
    [2] Round { $round }/{ $rounds }: choose 2 pain cards
   *[other] Round { $round }/{ $rounds }: choose your pain card
}
dh_head_over = Game over: { $names } won; you have { $total }
dh_took_last_you = → You took the last trick: { $points }

## i39b: the bot's start, its permissions
dc_cli_token_shape = error: the bot token given (DISCORD_TOKEN, or token in the settings file) is not a Discord bot token: a bot token is three parts joined by dots, the first one the bot's id. The application id, the client secret and the public key are not it: copy the token on the Bot page of your application at https://discord.com/developers/applications (Reset Token).
dc_cli_unknown_variable_close = error: unknown environment variable { $name }; did you mean { $close }?
db_folder_not_writable = database { $path }: no file can be created in the folder { $folder }
dc_started = { $name } is connected to { $count ->
        [one] one server
       *[other] { $count } servers
    } ({ $guilds }); invite it to another with { $url }; { $synced }
dc_started_synced_dev = slash commands synced to the development server { $guild } (they show there at once)
dc_started_synced_global = slash commands synced globally (Discord may take up to an hour to show them everywhere)
dc_missing_permissions = I cannot run a table in this channel: I lack { $permissions } here. A moderator can give me these permissions in the channel's settings (Permissions), then try again.

## i40: records of running games, page limits, names that pose as others
export_running = A game is running here; its record is available once it is over.
web_too_many_address = Too many pages open from your address. Close one, then reload this page.
web_too_many_table = Too many pages open on this table. Close one, then reload this page.

## i45: the table as a Discord Activity
activity_signing_in = Signing in with Discord…
activity_sign_in_failed = Signing in with Discord did not work. Close the activity and start it again.
activity_no_table = There is no game table in this channel yet. Take a seat with /join; the table appears here as soon as there is one.
activity_not_member = You are not a member of this server, so its table stays closed to you.
dc_cmd_play = Open this channel's table: inside Discord where it can, else in the browser
activity_launch_browser = The table cannot open inside Discord here. Open it in the browser: { $url }
activity_launch_nothing = The table cannot open inside Discord here, and this bot has no web table. Use /hand and the board instead.
cli_activity_incomplete = error: the Discord Activity needs { $missing } too (see docs/ACTIVITY.md in the project).


## i42e: record faults, a refused game record, worded here (the game library gives codes)
record_place_round = round { $round }
record_place_seat = round { $round }, seat { $seat } ({ $name })
record_place_trick = round { $round }, trick { $trick }, seat { $seat } ({ $name })
record_fault_at = { $place }: { $fault }
record_json_list = a list
record_json_object = an object
record_not_object = a game record is a JSON object
record_format_missing = "format" is missing; it must be "{ $expected }"
record_format_wrong = "format" must be "{ $expected }", not { $found }
record_players = "players" must be a list of { $least } to { $most } names
record_options = options: { $problem }
record_option_round_count = round_count must be a whole number from 1 to { $most }
record_option_start = start must be a seat number from 0 to { $most }
record_option_flag = { $option } must be true or false
record_option_not_object = the options must be a JSON object
record_option_unknown = unknown option "{ $option }" (known: { $known })
record_rounds_not_list = "rounds" must be a list
record_round_shape = a round is an object with the lists hands, pain and plays
record_too_many_rounds = the record has { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}, but this game has only { $rounds }
record_round_ended = the round ended after { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} ({ $most ->
    [one] { $most } card
   *[other] { $most } cards
}), but the record has { $count ->
    [one] { $count } card
   *[other] { $count } cards
} for it
record_round_unfinished = the round is unfinished ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
} of { $most } played), but it is not the record's last round
record_hands_count = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
} for { $players } players
record_hand_size = the hand holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
} instead of { $size }
record_hand_not_list = the hand is not a list of { $size ->
    [one] { $size } card
   *[other] { $size } cards
}
record_dealt_twice = { $card } is dealt twice
record_dealt_twice_to = { $card } is dealt twice (also to seat { $seat }, { $name })
record_pain_count = pain has { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} for { $players } players
record_pain_shape = { $twopain ->
    [yes] the entry in pain must be a list of two different cards (twopain)
   *[no] the entry in pain must be one card code
}
record_not_card_code = { $value } is not a card code
record_illegal_play = { $reason ->
    [not_in_hand] { $card } is not in this seat's cards
    [already_played] { $card } has already been played
    [is_pain_card] { $card } is this seat's pain card; it is not played
    [not_a_card] "{ $card }" is not a card of this deck
    [game_over] the game is already over
   *[other] the rules do not allow this card here
}
record_illegal_pain = { $reason ->
    [not_in_hand] pain card: { $card } is not in this seat's cards
    [same_card_twice] the two pain cards must be different cards
    [pain_already_chosen] the pain card is already chosen
   *[other] the rules do not allow this pain card
}
record_long_number = a number of { $digits } digits, far more than any game record holds
record_too_deep = the JSON is nested too deeply for a game record

## i42e: web, the web pages' label and value, and a finishing rank (1st to 6th)
web_labelled = { $label }: { $value }
web_rank_1 = 1st
web_rank_2 = 2nd
web_rank_3 = 3rd
web_rank = { $place }th
