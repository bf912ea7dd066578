## Deutsch. Spielbegriffe nach docs/GLOSSARY.md (BSWs und Amigos Wörter, wo sie eindeutig sind): Stich, Runde, Ärgerfarbe, Ärgerkarte, ausspielen, Tisch, Platz.
## Kartencodes (R7, Y3 …) bleiben, wie RULES.md sie festlegt: Spieler tippen sie so.

## Tisch-Service: Ablehnungen und Ansagen (bot.service)

table_full = Der Tisch ist voll ({ $max } Spieler).
already_seated = Du sitzt schon an diesem Tisch.
not_seated = Du sitzt nicht an diesem Tisch.
not_your_hand = Das ist nicht dein Blatt.
not_your_turn = { $name } ist am Zug.
stale_action = Dieses Blatt ist veraltet; nimm das neueste (oder /hand).
no_game = An diesem Tisch läuft kein Spiel.
game_running = An diesem Tisch läuft ein Spiel; warte, bis es vorbei ist (oder übernimm mit join N einen KI-Platz).
leave_in_game = Während eines Spiels kannst du nicht gehen; bitte den Tisch, dich zu entfernen, oder setze ihn zurück.
host_only = Das darf nur der Gastgeber, { $name }.
too_few_players = Ein Spiel braucht mindestens { $min } Spieler; { $count ->
    [0] noch sitzt niemand am Tisch
    [one] erst { $count } sitzt am Tisch
   *[other] erst { $count } sitzen am Tisch
}.
start_seat_too_high = Platz { $seat } gibt es bei { $count } Spielern nicht; ändere die Option start.
ai_level_unknown = Unbekannte KI-Stufe '{ $level }'; wähle eine von { $levels }.
ai_name = KI { $n }
ai_level = { $level ->
    [easy] leicht
    [hard] schwer
   *[normal] normal
}
colour = { $code ->
    [R] rot
    [Y] gelb
    [G] grün
    [B] blau
    [O] orange
   *[V] violett
}
colour_code = { $code } ({ colour })
not_pain_phase = Gerade werden keine Ärgerkarten gewählt.
not_trick_phase = Noch nicht: Die Ärgerkarten werden noch gewählt.
pain_already_chosen = Du hast deine Ärgerkarte schon gewählt.
pain_count = Wähle genau { $count ->
    [1] eine Ärgerkarte
   *[other] zwei verschiedene Ärgerkarten
}.
pain_same_card = Deine beiden Ärgerkarten müssen verschiedene Karten sein.
not_a_card = '{ $card }' ist keine Karte an einem Tisch mit { $players } Spielern: Eine Karte ist ein Farbbuchstabe ({ $colours }) und ein Wert von 0 bis { $top }, z. B. R7
card_not_in_hand = { $card } hast du nicht auf der Hand.
card_already_played = { $card } hast du schon gespielt.
card_is_pain = { $card } ist deine Ärgerkarte; sie wird nicht gespielt.
remove_in_lobby = Entfernen geht nur während eines Spiels; in der Lobby geht jeder selbst.
remove_ai = { $name } wird schon von der KI gespielt.
no_such_player = An diesem Tisch sitzt niemand namens { $name }.
no_such_seat = Es gibt keinen Platz { $seat }; die Plätze sind 1 bis { $last }.
seat_not_ai = Platz { $seat } hat { $name }, nicht die KI.
vote_open = Es läuft schon eine Abstimmung ({ $kind ->
    [reset] Zurücksetzen
    [remove] Entfernen
   *[reclaim] Platz zurück
}): Stimme erst zu oder lehne ab (sie verfällt in { $seconds } s).
no_vote = An diesem Tisch läuft keine Abstimmung.
not_a_voter = Du hast hierbei keine Stimme.
already_voted = Du hast schon abgestimmt.
peek_seated = Mitspieler dürfen nicht in Blätter schauen: Das dürfen nur Zuschauer.
peek_not_allowed = { $name } lässt niemanden ins Blatt schauen (freigeben ginge mit /allowpeek und „ja“).
no_record = An diesem Tisch wurde noch kein Spiel gespielt.
bad_input = Entschuldige, { $what ->
    [name] diesen Namen
    [actor] diesen Absender
    [user] diesen Benutzer
    [cards] diese Karten
    [arguments] diese Angaben
    [table] diesen Tisch
    [seat] diesen Platz
    [level] diese Stufe
   *[other] diese Eingabe
} kann ich nicht verwenden.
bad_name = Dein Name hat keine Buchstaben, die ich zeigen kann; gib dir bitte zuerst einen Anzeigenamen.
seat_in_lobby = Eine Platznummer dient dazu, während eines Spiels einen Computerplatz zu übernehmen; in der Lobby setzt du dich ohne.
not_saved = Entschuldige, das Spiel konnte gerade nicht gespeichert werden, also hat sich nichts geändert; versuche es gleich noch einmal.
not_read = Entschuldige, der Tisch konnte gerade nicht gelesen werden; versuche es gleich noch einmal.
option_unknown = Unbekannte Option '{ $name }'; die Optionen sind { $known }.
option_bad_flag = Option { $name } nimmt on / off, nicht '{ $value }'.
option_bad_rounds = Option rounds nimmt players / default / 1-{ $most }, nicht '{ $value }'.
option_bad_start = Option start nimmt eine Platznummer von 1 bis { $last }, nicht '{ $value }'.
option_bad_language = Option language nimmt { $known }, nicht '{ $value }'.
option_rounds_players = eine Runde pro Spieler
option_rounds_n = { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}
option_list_rounds = Runden: { $rounds }
option_list_start = start: Platz { $seat } spielt in der ersten Runde aus
option_list_flag = { $name }: { $state ->
    [on] an
   *[off] aus
}
option_set_flag = { $name }: { $state ->
    [on] an
   *[off] aus
}
option_list_language = Sprache: { $language }
option_set_language = Sprache: { $language }
option_language_default = die des Servers
option_language_named = { $name }
option_set_start = start: Platz { $seat } spielt in der ersten Runde aus
option_set_rounds = Runden: { $rounds }
info_lobby = Lobby: { $count ->
    [0] noch sitzt niemand am Tisch
    [one] { $count } Spieler am Tisch
   *[other] { $count } Spieler am Tisch
}; das Spiel hat noch nicht begonnen.
info_over = Spiel vorbei: das Endergebnis.
info_round = Runde { $round } von { $of }
info_phase_pain = Ärgerkarten werden gewählt, { $rounds }.
info_phase_tricks = Stiche werden gespielt, { $rounds }, Stich { $trick }.
info_options = Optionen: { $options }
info_unrated = Nicht gewertet (ein Übungsspiel oder KI-Plätze).
info_empty = Noch sitzt niemand am Tisch: Setz dich mit join dazu.
info_seat = Platz { $seat }: { $name }
info_ai = { $name } ({ $level })
info_away = abwesend (die KI spielt)
info_pain = Ärgerfarbe { $colours }
info_total = gesamt { $total }
info_trick = Stich: { $cards } ({ $holder } hält ihn)
info_turn = Am Zug: { $name }
info_pain_waiting = Warten auf die Ärgerkarten von: { $names }
info_deadline = Fällig in { $seconds } s.
info_deadline_at = Fällig um { NUMBER($at, maximumFractionDigits: 0) } (Unix-Zeit).
info_round_scores = Runde { $round }: { $scores }

## Speicher: warum eine Datenbank nicht nutzbar ist (für den Betreiber, je eine Zeile)

db_cannot_open = Datenbank { $path }: lässt sich nicht öffnen: { $problem }
db_in_use = Datenbank { $path }: ein anderer sticheln-bot-Prozess (PID { $pid }) nutzt sie; eine SQLite-Datenbank bedient einen Prozess (mehrere Prozesse brauchen PostgreSQL)
db_no_folder = Datenbank { $path }: ihr Ordner existiert nicht
db_is_folder = Datenbank { $path }: das ist ein Ordner, keine Datei
db_empty = Datenbank { $path }: die Datei ist leer (0 Bytes), also keine Sticheln-Datenbank; entferne sie für einen Neuanfang oder spiele eine Sicherung zurück
db_newer = Datenbank { $path }: ihr Schema (Version { $version }) ist neuer, als dieser Bot kennt ({ $newest }); aktualisiere sticheln-bot oder spiele eine Sicherung dieser Version zurück
db_corrupt = Datenbank { $path }: sie ist beschädigt ({ $problem }); halte den Bot an und spiele die letzte Sicherung zurück (sticheln-bot backup DATEI legt eine an)
db_read_only = Datenbank { $path }: sie kann nicht beschrieben werden ({ $problem }); prüfe die Rechte der Datei und ihres Ordners
db_no_file = Datenbank { $path }: keine solche Datenbankdatei
db_backup_exists = Sicherung { $path }: die Datei gibt es schon; wähle einen neuen Namen
db_unreachable = Datenbank { $path }: keine Verbindung: { $problem }

## Discord (bot.discord): Beschreibungen der Befehle (höchstens 100 Zeichen)

dc_cmd_join = Am Tisch dieses Kanals Platz nehmen (im Spiel: deinen Platz zurückverlangen)
dc_cmd_leave = Deinen Platz vor dem Spielstart aufgeben
dc_cmd_start = Das Spiel starten (gewertet)
dc_cmd_startnosave = Ein Übungsspiel starten, das nicht in die Rangliste zählt
dc_cmd_option = Tischoptionen zeigen oder eine setzen (dm, hidden, twopain, start, rounds, host, language …)
dc_cmd_spielinfo = Den Tisch zeigen: Plätze, Optionen und den laufenden Stich
dc_cmd_reset = Zurück in die Lobby (im Spiel: startet eine Abstimmung; Moderatoren sofort)
dc_cmd_remove = Abstimmen, ob der Computer den Platz eines Spielers übernimmt
dc_cmd_accept = Mit Ja stimmen
dc_cmd_refuse = Mit Nein stimmen
dc_cmd_peek = Ins Blatt eines Spielers schauen (nur wenn erlaubt und nur als Zuschauer)
dc_cmd_allowpeek = Zuschauern den Blick in dein Blatt erlauben oder verbieten
dc_cmd_addbot = Einem Computerspieler einen Platz geben
dc_cmd_hand = Dein Blatt noch einmal zeigen (nur für dich)
dc_cmd_leaderboard = Die besten Spieler dieses Servers
dc_cmd_stats = Die Bilanz eines Spielers auf diesem Server
dc_cmd_rules = Die Regeln von Sticheln in Kürze
dc_cmd_export = Das Protokoll des letzten Spiels als JSON-Datei (für sticheln replay)
dc_arg_seat = Platznummer (1-6)
dc_arg_dm = 4 statt 5 Runden spielen
dc_arg_option_name = Welche Option
dc_arg_option_value = Neuer Wert (on/off, eine Platznummer, players/default, de/fr/pt-BR/en)
dc_arg_player = Der Spieler
dc_arg_allow = ja oder nein
dc_arg_level = Wie stark der Computer spielt
dc_choice_yes = ja
dc_choice_no = nein
dc_ok_join = Du hast einen Platz. Alle sehen den Tisch im Kanal.
dc_ok_leave = Du hast den Tisch verlassen.
dc_ok_start = Das Spiel beginnt: Dein Blatt kommt per Direktnachricht.
dc_ok_start_unrated = Das Spiel beginnt, wird aber nicht gewertet: Computerspieler sitzen mit am Tisch. Dein Blatt kommt per Direktnachricht.
dc_ok_done = Erledigt.
dc_ok_vote = Deine Stimme ist gezählt.
dc_ok_allowpeek_yes = Zuschauer dürfen jetzt in dein Blatt schauen.
dc_ok_allowpeek_no = Niemand darf in dein Blatt schauen.
dc_ok_addbot = Ein Computerspieler nimmt Platz.
dc_failed = Bei mir ist etwas schiefgegangen; versuche es bitte noch einmal.
dc_bad_card = Diese Karte kannst du hier nicht wählen.
dc_export = Das Spielprotokoll (Format sticheln-record/1):
dc_peek = Das Blatt von { $name }:
dc_lobby =
    { $count ->
        [0] Am Tisch sitzt noch niemand.
        [one] Am Tisch sitzt 1 Spieler: { $seats }
       *[other] Am Tisch sitzen { $count } Spieler: { $seats }
    }
    Setz dich mit /join dazu, starte mit /start.
dc_joined = ➕ { $name } setzt sich auf Platz { $seat }.
dc_joined_ai = ➕ { $name } (Computer, { $level }) setzt sich auf Platz { $seat }.
dc_left = ➖ { $name } verlässt den Tisch.
dc_option_changed = ⚙️ { $by }: { $description }
dc_table_reset = 🔄 { $by } hat den Tisch zurückgesetzt; er ist wieder in der Lobby.
dc_game_started = Sticheln beginnt: { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
dc_game_started_note = Die Blätter kommen per Direktnachricht. Direktnachrichten gesperrt? Nimm den Knopf „Mein Blatt zeigen“ am Tisch oder /hand.
dc_rated = gewertet
dc_unrated = Übungsspiel (nicht gewertet)
dc_options_footer = Optionen: { $options }
dc_board_title = Runde { $round } von { $rounds }
dc_board_trick = Stich { $trick }
dc_board_pain_phase = Alle wählen geheim eine Ärgerkarte.
dc_pain_waiting = Warten auf: { $names }
dc_pain_all = Alle Ärgerkarten sind gewählt.
dc_mark_leader = spielt aus
dc_mark_holds = hält den Stich
dc_mark_turn = ist am Zug
dc_due = fällig { $when }
dc_round_over = Runde { $round } von { $rounds } abgerechnet
dc_game_over = Spiel vorbei
dc_winners = 🏆 Sieg: { $names }
dc_total = gesamt { $total }
dc_rating = Wertungszahl { $before } → { $after } ({ $delta })
dc_seat_away = 💤 { $name } ist abwesend; der Computer spielt, bis { $name } zurück ist.
dc_seat_taken_over = 🤖 Der Platz von { $name } gehört jetzt dem Computer ({ $level }).
dc_seat_reclaimed = ↩️ { $name } hat den Platz zurück.
dc_seat_back = ↩️ { $name } ist zurück und spielt wieder.
dc_thread_name = Sticheln: { $names }
dc_thread_failed = Ich kann hier keinen Thread öffnen, also wird das Spiel in diesem Kanal gespielt.
dc_vote_reset = 🗳️ { $by } möchte den Tisch zurücksetzen.
dc_vote_remove = 🗳️ { $by } möchte den Platz von { $subject } dem Computer geben.
dc_vote_reclaim = 🗳️ { $subject } möchte den Platz zurück.
dc_vote_how = Stimme mit /accept oder /refuse ab.
dc_vote_passed =
    { $kind ->
        [reset] 🗳️ Die Abstimmung ist angenommen: Der Tisch geht zurück in die Lobby.
        [remove] 🗳️ Die Abstimmung ist angenommen: Der Platz von { $subject } geht an den Computer.
       *[reclaim] 🗳️ Die Abstimmung ist angenommen: { $subject } übernimmt den Platz.
    }
dc_vote_failed =
    { $kind ->
        [reset] 🗳️ Die Abstimmung ist abgelehnt: Der Tisch bleibt, wie er ist.
        [remove] 🗳️ Die Abstimmung ist abgelehnt: { $subject } behält den Platz.
       *[reclaim] 🗳️ Die Abstimmung ist abgelehnt: Der Platz von { $subject } bleibt beim Computer.
    }
dc_dms_closed = { $mention } Ich kann dir keine Direktnachrichten schicken. Spiel mit dem Knopf „Mein Blatt zeigen“ oder mit /hand.
dc_show_hand = Mein Blatt zeigen
dc_head_lead = Du bist dran: Stich { $trick }, du spielst aus
dc_head_turn = Du bist dran: Stich { $trick }
dc_head_played = Du hast { $card } gespielt
dc_head_pain_set = { $count ->
    [2] Deine Ärgerkarten: { $cards }
   *[other] Deine Ärgerkarte: { $cards }
}
dc_head_waiting = Stich { $trick }: { $name } ist am Zug
dc_head_waiting_pain = Runde { $round }: Die anderen wählen ihre Ärgerkarten
dc_head_hand = Dein Blatt in Runde { $round }
dc_head_away = 💤 Du bist abwesend bei Stich { $trick }: Der Computer spielt für dich
dc_head_away_pain = 💤 Du bist abwesend: Der Computer wählt deine Ärgerkarte und spielt für dich
dc_head_over_won = Spiel vorbei: Du hast mit { $total } gewonnen
dc_head_reset = Der Tisch wurde zurückgesetzt; dieses Blatt ist geschlossen
dc_hand_place = Sticheln auf **{ $server }** › #{ $channel }
dc_hand_round_pain = Runde { $round } von { $rounds } · Ärgerkarten
dc_hand_cards = Deine Karten:
dc_hand_you_played = Du hast { $card } gespielt.
dc_away_how = Drück „Bin zurück“, um wieder selbst zu spielen (oder nimm /hand im Kanal).
dc_back_button = Bin zurück
dc_you = du
dc_trick_line = Stich { $trick }: { $entries }
dc_trick_entry = { $name } { $card }
dc_trick_entry_holds = { $name } { $card } (hält ihn)
dc_pain_line = Ärgerfarben: { $entries }
dc_pain_entry = { $name } { $colours }
dc_pain_hidden = Die Ärgerfarben bleiben verdeckt, bis die Runde abgerechnet ist.
dc_select_pain = { $count ->
    [2] Wähle zwei Ärgerkarten
   *[other] Wähle deine Ärgerkarte
}
dc_select_play = Spiel eine Karte
dc_turn_warning = ⏰ Noch { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}, dann spielt der Computer für dich.
dc_ping = { $mention } { $what }. Öffne dein Blatt mit „Mein Blatt zeigen“ oder /hand.
dc_ping_warning = { $mention } { $warning } { $what }: Öffne dein Blatt mit „Mein Blatt zeigen“ oder /hand.
dc_ping_away = { $mention } 💤 Du bist abwesend: Der Computer spielt für dich. Drück „Bin zurück“, um wieder zu spielen.
dc_leaderboard = Rangliste
dc_leaderboard_empty = Noch keine gewerteten Spiele.
dc_your_place = Dein Rang
dc_standing = { $place }. { $name }: Wertungszahl { $rating } ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, { $average } pro Runde)
dc_stats_title = { $name }
dc_stats_games = Spiele
dc_stats_wins = Siege
dc_stats_rating = Wertungszahl
dc_stats_average = Runde im Schnitt
dc_stats_best = Beste Runde
dc_stats_pain = Liebste Ärgerfarbe
dc_rules =
    {"*"}*Sticheln in Kürze** (3–6 Spieler, 5 Runden; 4 mit dm)
    Alle bekommen 15 Karten und legen geheim eine ab: Deren Farbe ist in dieser Runde deine *Ärgerfarbe*, und die Karte zählt für dich wie eine im Stich gewonnene. Dann folgen 14 Stiche. Spiel jede beliebige Karte: Es gibt keinen Farbzwang. Nullen nehmen nie einen Stich (nur wenn alle Karten Nullen sind, nimmt ihn der Ausspieler). Eine Karte ungleich null in einer anderen Farbe als der ausgespielten ist Trumpf: Der höchste Trumpf nimmt den Stich, sonst die höchste Karte der ausgespielten Farbe; bei gleichem Wert gewinnt die frühere Karte. Wer sticht, spielt als Nächstes aus.
    Abrechnung: +1 für jede gewonnene Karte, die nicht deine Ärgerfarbe hat, minus ihren Wert für jede Karte deiner Ärgerfarbe. Wer nach der letzten Runde die meisten Punkte hat, gewinnt.

    {"*"}*Beispiele (BSW)**
    • 🟥 R4 ausgespielt, 🟥 R1, 🟥 R7: Die rote 7 hält den Stich. Der Nächste nimmt ihn mit jeder nicht roten Karte außer einer 0; wer den Stich nicht nehmen will, spielt eine 0 oder eine rote Karte unter 7.
    • 🟨 Y3 ausgespielt, 🟩 G3 nimmt ihn. Der Nächste nimmt ihn nur mit einer nicht gelben Karte über 3 (eine weitere 3 verliert gegen die frühere grüne 3).

    Befehle: /join, /addbot, /option, /start, dann spielst du in deinen Direktnachrichten (oder mit /hand).
dc_cli_description = Den Sticheln-Discord-Bot starten.
dc_cli_config_help = Einstellungsdatei (TOML), siehe config.example.toml
dc_cli_shard_count_help = wie viele Shards der Bot insgesamt betreibt (bei mehreren Prozessen; ersetzt shard_count)
dc_cli_shards_help = die Shards dieses Prozesses, z. B. 0-3 oder 0,2 (ersetzt shard_ids)
dc_cli_bad_shards = Fehler: --shards nimmt Shard-Nummern wie 0-3 oder 0,2,5, nicht '{ $value }'
dc_cli_backup_description = Die SQLite-Datenbank des Bots konsistent kopieren, auch während der Bot läuft.
dc_cli_backup_target_help = die neue Datei für die Kopie
dc_cli_backup_postgres = Fehler: backup kopiert eine SQLite-Datenbank; sichere PostgreSQL mit pg_dump
dc_cli_backup_done = { $source } nach { $target } gesichert ({ $pages } Seiten)
dc_cli_no_config = Fehler: keine solche Einstellungsdatei: { $path }
dc_cli_bad_config = Fehler: die Einstellungsdatei { $path } ist nicht lesbar: { $error }
dc_cli_bad_setting = Fehler: Einstellung '{ $name }': { $problem }
dc_cli_no_token =
    Fehler: kein Discord-Bot-Token.
    Lege unter https://discord.com/developers/applications eine Anwendung an, öffne Bot, drücke Reset Token und kopiere ihn; setze ihn dann in der Umgebung (export DISCORD_TOKEN=...) oder als token = "..." in der Einstellungsdatei, die du mit --config angibst. Wie es geht, steht im README im Abschnitt über den Start des Bots.

## Terminal-Tisch und Befehlszeilen (bot.terminal, bot.cli)

term_commands =
    Aufruf: sticheln BEFEHL [ARGUMENTE]

    Sticheln, das Stichspiel. Befehle:
    {"  "}play     eine Partie im Terminal gegen KI-Spieler spielen (sticheln play --help)
    {"  "}replay   Spielprotokolle prüfen und ihre Stiche, Punkte und Summen ausgeben (sticheln replay --help)
    {"  "}web      eine Partie im Browser gegen KI-Spieler spielen (sticheln web --help)
    {"  "}review   jede Entscheidung eines Spielprotokolls von der KI auf Stufe schwer bewerten lassen (sticheln review --help)
term_no_command = Fehler: kein Befehl angegeben; die Befehle sind play, replay, review und web (siehe sticheln --help)
term_unknown_command = Fehler: unbekannter Befehl '{ $command }'; die Befehle sind play, replay, review und web (siehe sticheln --help)
term_play_description = Eine Partie Sticheln im Terminal gegen KI-Spieler, über denselben Tisch-Service wie der Discord-Bot. Die Züge kommen von der Standardeingabe, ein Spiel lässt sich also skripten.
term_players_help = Anzahl der Spieler, du eingeschlossen (3 bis 6; Standard 4)
term_level_help = Spielstärke der KI (Standard normal)
term_seed_help = Startwert für das Geben und die KI (gleicher Startwert und gleiche Züge ergeben dasselbe Spiel)
term_delay_help = Sekunden zwischen den Karten der KI, damit du folgen kannst (Standard { $default }; 0 für Skripte)
term_plain_help = keine Farben, auch nicht im Terminal (Ausgabe, die kein Terminal ist, ist immer schlicht)
term_record_help = das Spielprotokoll in DATEI schreiben, wenn das Spiel endet oder abgebrochen wird (nachspielen mit sticheln replay)
term_dm_help = 4 statt 5 Runden (BSW-Option dm)
term_rounds_help = 'players' für eine Runde pro Spieler oder eine Rundenzahl von 1 bis 10
term_hidden_help = die Ärgerfarben bleiben verdeckt, bis die Runde abgerechnet ist (für Könner)
term_twopain_help = alle legen zwei Ärgerkarten ab; 13 Stiche pro Runde
term_start_help = Platz N spielt in der ersten Runde aus (BSW-Option start N; du bist Platz 1)
term_lang_help = die Sprache des Tisches: en, de, fr oder pt-BR (Standard: aus LANG, sonst Englisch)
term_bad_lang = erlaubt sind { $known }, nicht '{ $value }'
term_bad_argument = Fehler: { $message } (siehe sticheln play --help)
term_bad_delay = Sekunden von 0 bis { $most }, nicht '{ $value }'
term_bad_rounds = 'players' oder eine Rundenzahl von 1 bis { $most }, nicht '{ $value }'
term_bad_start = Fehler: --start nimmt an einem Tisch mit { $players } Spielern einen Platz von 1 bis { $last }, nicht { $start }
term_bad_option = Fehler: --{ $name } { $value }: { $reason }
term_record_no_folder = Fehler: das Spielprotokoll kann nicht nach { $path } geschrieben werden: es gibt keinen Ordner { $folder }
term_record_is_folder = Fehler: das Spielprotokoll kann nicht nach { $path } geschrieben werden: das ist ein Ordner
term_record_failed = Fehler: das Spielprotokoll kann nicht nach { $path } geschrieben werden: { $reason }
term_record_written = Das Spielprotokoll liegt in { $path }; prüfe es mit: sticheln replay { $path }
term_you = Du
term_welcome = Sticheln: du gegen { $n } KI-Spieler ({ $level }). Tippe einen Kartencode wie R7 (Groß- oder Kleinschreibung egal); 'help' zeigt die Befehle, 'rules' erklärt das Spiel.
term_seating = Plätze: { $seats }.
term_seat = { $seat } { $name }
term_options = Optionen: { $options }.
term_round = -- Runde { $round } von { $of } --
term_round_leader = { $name } spielt den ersten Stich aus.
term_round_leader_you = Du spielst den ersten Stich aus.
term_hand = Dein Blatt: { $cards }
term_hand_with_pain = { $count ->
    [2] Dein Blatt: { $cards } (Ärgerkarten { $pain })
   *[other] Dein Blatt: { $cards } (Ärgerkarte { $pain })
}
term_pain_prompt = Deine Ärgerkarte >{" "}
term_pain_prompt2 = Deine zwei Ärgerkarten (z. B. { $example }) >{" "}
term_play_prompt = Deine Karte >{" "}
term_pain_set_aside = Du legst { $card } ab: Deine Ärgerfarbe in dieser Runde ist { $colour }. Jede Karte dieser Farbe, die du stichst, kostet ihren Wert, und { $card } selbst zählt { SIGNED($value) } für dich.
term_pain_set_aside2 = Du legst { $cards } ab: Deine Ärgerfarben in dieser Runde sind { $colours }. Jede Karte dieser Farben, die du stichst, kostet ihren Wert, und { $cards } zählen { SIGNED($value) } für dich.
term_pain_set_aside2_one = Du legst { $cards } ab: Deine Ärgerfarbe in dieser Runde ist { $colour }. Jede Karte dieser Farbe, die du stichst, kostet ihren Wert, und { $cards } zählen { SIGNED($value) } für dich.
term_revealed = Ärgerfarben: { $colours }.
term_seat_colours = { $name } { $colours }
term_revealed_hidden = Alle haben gewählt; die Ärgerfarben bleiben verdeckt, bis die Runde abgerechnet ist.
term_you_lead = Runde { $round }, Stich { $trick } von { $tricks }: Du spielst aus.
term_trick_so_far = Runde { $round }, Stich { $trick } von { $tricks }: { $plays }.
term_play_pair = { $name } { $card }
term_holds = { $name } hält ihn mit { $card }.
term_holds_you = Du hältst ihn mit { $card }.
term_to_play = { $name } ist am Zug.
term_your_turn = Du bist am Zug.
term_taken_clean = { $name } nimmt den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für { $name } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, keine in der Ärgerfarbe von { $name }).
term_taken_clean_two = { $name } nimmt den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für { $name } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, keine in den Ärgerfarben von { $name }).
term_taken_clean_you = Du nimmst den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für dich ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, keine in deiner Ärgerfarbe).
term_taken_clean_two_you = Du nimmst den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für dich ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}, keine in deinen Ärgerfarben).
term_taken_pain = { $name } nimmt den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für { $name } ({ SIGNED($others) } für die anderen Farben, { SIGNED($penalty) } für { $cards } in der Ärgerfarbe von { $name }).
term_taken_pain_two = { $name } nimmt den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für { $name } ({ SIGNED($others) } für die anderen Farben, { SIGNED($penalty) } für { $cards } in den Ärgerfarben von { $name }).
term_taken_pain_you = Du nimmst den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für dich ({ SIGNED($others) } für die anderen Farben, { SIGNED($penalty) } für { $cards } in deiner Ärgerfarbe).
term_taken_pain_two_you = Du nimmst den Stich: { SIGNED($points) } { $points ->
    [one] Punkt
   *[other] Punkte
} für dich ({ SIGNED($others) } für die anderen Farben, { SIGNED($penalty) } für { $cards } in deinen Ärgerfarben).
term_taken_hidden = { $name } nimmt den Stich ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}; was sie für { $name } wert sind, zeigt die Abrechnung der Runde).
term_running = Punkte aus Stichen in dieser Runde: { $points }.
term_running_totals = Spielstand vor dieser Runde: { $totals }.
term_running_hidden = Genommene Karten in dieser Runde: { $counts }.
term_running_yours = Deine Punkte aus Stichen in dieser Runde: { SIGNED($points) }.
term_seat_value = { $name } { $value }
term_scored = Runde { $round } von { $of } abgerechnet
term_col_seat = Platz
term_col_player = Spieler
term_col_pain = Ärgerfarbe
term_col_others = Andere Farben
term_col_pain_taken = Ärgerfarbe genommen
term_col_set_aside = Abgelegt
term_col_round = Runde
term_col_taken = Genommene Karten
term_col_trick_points = Punkte aus Stichen
term_col_total = Gesamt
term_cell_count_points = { $count } ({ SIGNED($points) })
term_cell_cards_points = { $cards } ({ SIGNED($points) })
term_cell_none = keine
term_cell_hidden = verdeckt
term_cell_unknown = -
term_game_over = Spiel vorbei nach { $rounds ->
    [one] einer Runde
   *[other] { $rounds } Runden
}. Endstand: { $totals }.
term_winner = Gewonnen hat: { $names }.
term_winners = Geteilter Sieg: { $names }.
term_thinking = { $name } überlegt …
term_waiting_pain = Warten auf die Ärgerkarten von { $names } …
term_away = { $name } hat zu lange gebraucht; die KI spielt für { $name }.
term_away_you = Du hast zu lange gebraucht; die KI spielt für dich, bis du wieder etwas tippst.
term_back_you = Du bist zurück: Die KI spielt nicht mehr für dich.
term_turn_warning = Noch { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}, dann spielt die KI für dich.
term_info_tricks = Runde { $round } von { $of }, Stich { $trick } von { $tricks }.
term_info_pain = Runde { $round } von { $of }: Die Ärgerkarten werden gewählt.
term_info_over = Das Spiel ist vorbei.
term_help =
    Befehle:
    {"  "}R7, y0 ...   ein Kartencode: diese Karte spielen oder, wenn gefragt, als Ärgerkarte ablegen
    {"  "}R1 G0        zwei Kartencodes: deine zwei Ärgerkarten (mit --twopain)
    {"  "}hand         dein Blatt noch einmal
    {"  "}info         der Tisch: Plätze, Ärgerfarben, bisherige Punkte und der Stich
    {"  "}hint         die drei Karten, welche die KI auf Stufe schwer für deinen Zug am besten findet, nach dem, was du siehst
    {"  "}rules        die Regeln in Kürze
    {"  "}help         diese Liste
    {"  "}quit         das Spiel beenden (auch Strg-C)
term_rules =
    Sticheln in Kürze (3 bis 6 Spieler, 5 Runden; 4 mit --dm)
    Alle bekommen 15 Karten und legen geheim eine ab: Deren Farbe ist in dieser Runde deine Ärgerfarbe, und die Karte zählt für dich wie eine im Stich gewonnene. Dann folgen 14 Stiche. Spiel jede beliebige Karte: Es gibt keinen Farbzwang. Nullen nehmen nie einen Stich (nur wenn alle Karten Nullen sind, nimmt ihn der Ausspieler). Eine Karte ungleich null in einer anderen Farbe als der ausgespielten ist Trumpf: Der höchste Trumpf nimmt den Stich, sonst die höchste Karte der ausgespielten Farbe; bei gleichem Wert gewinnt die frühere Karte. Wer sticht, spielt als Nächstes aus.
    Abrechnung: +1 für jede gewonnene Karte, die nicht deine Ärgerfarbe hat, minus ihren Wert für jede Karte deiner Ärgerfarbe, deine Ärgerkarte eingeschlossen. Wer nach der letzten Runde die meisten Punkte hat, gewinnt.
    Beispiele: R4 ausgespielt, R1, R7: Die R7 hält den Stich; der Nächste nimmt ihn mit jeder nicht roten Karte außer einer 0. Y3 ausgespielt, G3 nimmt ihn; der Nächste nimmt ihn nur mit einer nicht gelben Karte über 3.
term_error = Fehler: { $message }
term_unknown_word = unbekannter Befehl '{ $word }'; tippe help
term_need_one_card = tippe einen Kartencode, z. B. { $example }
term_not_utf8 = diese Zeile ist kein UTF-8-Text; tippe einen Kartencode wie R7 oder help
term_too_long = diese Zeile ist zu lang; tippe einen Kartencode wie R7 oder help
term_eof = Keine Eingabe mehr: Du verlässt den Tisch.
term_bye = Tschüss.
cli_bot_token_refused = Fehler: Discord hat das Bot-Token abgelehnt (es ist falsch oder wurde zurückgesetzt): Kopiere auf der Bot-Seite deiner Anwendung unter https://discord.com/developers/applications ein neues und setze DISCORD_TOKEN erneut.
cli_bot_failed = Fehler: Der Bot hat nach einem unerwarteten Fehler angehalten ({ $reason }); Einzelheiten stehen im Log.
cli_bot_unreachable = Fehler: Discord ist nicht erreichbar ({ $reason }); prüfe die Netzverbindung und versuche es erneut.
cli_bot_discord_error = Fehler: Discord hat beim Anmelden des Bots mit { $status } ({ $reason }) geantwortet; versuche es später erneut.

## AI hints (issue 15)

hint_rated = Tipps gibt es nur in Übungsspielen (gestartet mit /startnosave), nicht in gewerteten Spielen.
hint_not_asked = Gerade ist nichts von dir gefragt; bitte um einen Tipp, wenn du am Zug bist.
hint_line = { $rank }. { $cards }: { $points } Punkte in dieser Runde erwartet
dc_cmd_hint = Die drei Karten, welche die KI auf Stufe schwer für deinen Zug am besten findet (nur Übungsspiele)
dc_hint_title = Die Wahl der KI auf Stufe schwer für dich (nach dem, was du sehen kannst):
term_hint_title = Die Wahl der KI auf Stufe schwer für dich (nach dem, was du sehen kannst):

## Club play: tournaments, seasons, history, looking for players, server settings (issue 14)

club_moderator_only = Das darf nur ein Moderator (Server verwalten).
club_no_season = Es gibt keine Saison { $season }; dieser Server ist in Saison { $current }.
club_no_game = Auf diesem Server ist kein Spiel Nummer { $game } gespeichert.
tournament_none = In diesem Kanal gibt es kein Turnier; leg eines mit /tournament create an.
tournament_exists = Dieser Kanal hat schon ein Turnier, { $name }; beende oder brich es zuerst ab.
tournament_already_joined = Du bist schon für { $name } angemeldet.
tournament_not_joined = Du bist nicht für { $name } angemeldet.
tournament_over = { $name } ist vorbei.
tournament_started = { $name } hat schon begonnen; die Anmeldung ist geschlossen.
tournament_not_running = Dieses Turnier läuft nicht.
tournament_runner_only = Das darf nur, wer das Turnier angelegt hat, oder ein Moderator (Server verwalten).
tournament_too_few = Ein Turnier braucht mindestens { $min } angemeldete Spieler; bisher { $count }.
lfg_open = In diesem Kanal läuft schon eine Spielersuche; mach mit oder warte, bis sie endet.
lfg_already_full = Dieser Tisch hat schon { $players } Spieler; starte ihn mit /start.
lfg_closed = Diese Spielersuche ist beendet.
lfg_caller_only = Nur wer gesucht hat ({ $name }), darf den Tisch von hier starten (oder nimm /start).
cl_cmd_tournament = Turniere: Tische in Threads, mehrere Turnierrunden, an allen Tischen dieselben Blätter
cl_cmd_t_create = Ein Turnier in diesem Kanal anlegen
cl_cmd_t_join = Dich für das Turnier dieses Kanals anmelden
cl_cmd_t_leave = Deine Anmeldung vor dem Turnierstart zurückziehen
cl_cmd_t_start = Das Turnier starten: die Plätze der ersten Turnierrunde verteilen (Veranstalter oder Moderator)
cl_cmd_t_standings = Der Stand des Turniers
cl_cmd_t_cancel = Das Turnier abbrechen (Veranstalter oder Moderator)
cl_arg_t_name = Der Name des Turniers
cl_arg_t_rounds = Wie viele Turnierrunden (je ein Spiel) jeder spielt (1-10)
cl_arg_t_table_size = Plätze pro Tisch (3-6)
cl_arg_t_dm = Spiele mit vier Runden (BSW-Option dm)
cl_arg_t_rated = Die Spiele zählen für die Wertungszahlen (nur Tische ohne KI-Plätze)
cl_cmd_season = Die Saison dieses Servers: Beginn und Ende; Moderatoren starten die nächste
cl_arg_season_action = neu: diese Saison schließen und die nächste beginnen (Moderatoren)
cl_arg_season = Die Nummer einer Saison (Standard: die laufende)
cl_cmd_history = Die letzten 10 Spiele eines Spielers auf diesem Server, oder ein Spiel mit seinem Verlauf
cl_arg_game = Die Nummer eines Spiels (aus /history)
cl_cmd_lfg = Mitspieler suchen: ein Aufruf mit Knopf zum Mitmachen (endet, wenn voll oder nach 15 Minuten)
cl_arg_lfg_players = Wie viele Spieler der Tisch braucht, du eingeschlossen (3-6, Standard 4)
cl_arg_lfg_note = Eine Notiz zum Aufruf
cl_cmd_settings = Einstellungen dieses Servers: Zugzeiten, LFG-Rolle, Ergebniskanal, monatliche Saisons
cl_arg_pain_seconds = Sekunden für die Wahl der Ärgerkarte (10-3600)
cl_arg_card_seconds = Sekunden für eine Karte (10-3600)
cl_arg_lfg_role = Die Rolle, die /lfg anpingt (der Server macht mit, indem er eine nennt)
cl_arg_results_channel = Ein Kanal, in dem jedes Spielergebnis zusätzlich erscheint
cl_arg_monthly = Jeden Monat eine neue Saison beginnen
cl_arg_clear = Eine Einstellung auf ihren Standard zurücksetzen
cl_t_created = 🏆 **{ $name }** ist offen: { $rounds ->
        [one] eine Turnierrunde
       *[other] { $rounds } Turnierrunden
    } an Tischen mit { $size } Plätzen{ $dm ->
        [yes] , Spiele mit vier Runden
       *[no] {""}
    }{ $rated ->
        [yes] , gewertet
       *[no] {""}
    }. Anmelden mit /tournament join; { $creator } startet es mit /tournament start.
cl_t_joined = Du bist für { $name } angemeldet ({ $count } angemeldet).
cl_t_left = Deine Anmeldung für { $name } ist zurückgezogen.
cl_t_started = Das Turnier beginnt: Die Tische der Turnierrunde 1 sind besetzt.
cl_t_cancelled = 🏁 { $name } ist abgebrochen.
cl_t_round = 🎲 **{ $name }**, Turnierrunde { $round } von { $rounds }: { $tables }
cl_t_round_field = Turnierrunde { $round } von { $rounds }
cl_t_thread = { $name } · Turnierrunde { $round } · Tisch { $table }
cl_t_table_intro =
    {"*"}*{ $name }**, Turnierrunde { $round }, Tisch { $table }. Plätze: { $seats }.
    Startwert { $seed }: Alle Tische dieser Turnierrunde spielen dieselben Karten. Deine Blätter kommen per Direktnachricht; den Platz eines Abwesenden spielt nach Ablauf der Zugzeit die KI.
cl_t_ai_seat = { $name } (KI-Platz)
cl_t_standings_title = 🏆 { $name } — Stand nach Turnierrunde { $round } von { $rounds }
cl_t_standings_title_final = 🏆 { $name } — Endstand
cl_t_standings_line = { $place }. { $name } — { $points } Pkt. ({ $total ->
        [one] { $total } Spielpunkt
       *[other] { $total } Spielpunkte
    }){ $ai_count ->
        [0] {""}
        [one] {" "}· 🤖 in Turnierrunde { $ai_rounds } von der KI gespielt
       *[other] {" "}· 🤖 in den Turnierrunden { $ai_rounds } von der KI gespielt
    }
cl_t_standings_empty = Noch hat kein Tisch fertig gespielt.
cl_t_standings_tables = Turnierrunde { $round }: { $done } von { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    } fertig. Startwert { $seed }.
cl_t_scoring = Platzpunkte pro Tisch: 6/4/3/2/1/0 bei sechs Plätzen, 5/3/2/1/0 bei fünf, 4/2/1/0 bei vier, 3/1/0 bei drei; Gleichplatzierte teilen; bei Gleichstand im Turnier zählen die meisten Spielpunkte.
cl_t_podium_title = 🏆 { $name } ist vorbei
cl_t_podium =
    🥇 { $first }
    🥈 { $second }
    🥉 { $third }
cl_t_podium_none = —
cl_season_title = Saison { $number }
cl_season_started = Begonnen am { $start }.
cl_season_ends = Geplantes Ende: { $end }.
cl_season_open_end = Geplantes Ende: keines; ein Moderator startet die nächste Saison mit /season und der Aktion „neu“.
cl_season_new = 🗓️ Saison { $number } beginnt jetzt; Saison { $previous } ist abgeschlossen (siehe /leaderboard season:{ $previous }).
cl_leaderboard_season = Rangliste — Saison { $number }
cl_leaderboard_season_dates = { $start } – { $end }
cl_leaderboard_season_running = seit { $start }
cl_stats_seasons = Saisons
cl_stats_season_line = Saison { $season }: { $games ->
        [one] { $games } gewertetes Spiel
       *[other] { $games } gewertete Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, Wertungszahl { $rating }
cl_stats_no_seasons = Noch in keiner Saison gewertete Spiele.
cl_history_title = { $name }: die letzten Spiele auf diesem Server
cl_history_empty = Auf diesem Server sind noch keine Spiele gespeichert.
cl_history_line = #{ $game } · { $date } · { $where ->
        [tournament] { $tournament }, Turnierrunde { $round }
       *[table] Tisch <#{ $table }>
    } · Rang { $place } von { $players } · gesamt { $total }{ $finished ->
       *[yes] {""}
        [no] {" "}· abgebrochen
    }
cl_history_footer = /export game:N gibt das Protokoll eines Spiels (für sticheln replay); /history game:N seinen Verlauf.
cl_game_title = Spiel #{ $game }
cl_game_line = { $name }: { $total }
cl_chart_title = Zwischenstand nach Runden
cl_lfg_call = 📣 { $caller } sucht Mitspieler: { $seated } von { $players } am Tisch. { $note }
cl_lfg_seated = Am Tisch: { $names }
cl_lfg_full = ✅ Der Tisch ist voll ({ $players } Spieler). { $caller } startet ihn mit dem Start-Knopf oder /start.
cl_lfg_expired = ⌛ Diese Spielersuche endete nach 15 Minuten.
cl_lfg_started = ▶️ Das Spiel hat begonnen.
cl_lfg_join = Mitmachen
cl_lfg_start = Starten
cl_lfg_joined = Du hast einen Platz an diesem Tisch.
cl_lfg_posted = Dein Aufruf steht; du hast einen Platz.
cl_settings_title = Einstellungen dieses Servers
cl_settings_pain = Zeit für die Ärgerkarte: { $seconds } s{ $default ->
        [yes] {" "}(Standard)
       *[no] {""}
    }
cl_settings_card = Zeit für eine Karte: { $seconds } s{ $default ->
        [yes] {" "}(Standard)
       *[no] {""}
    }
cl_settings_role = LFG-Rolle: { $role ->
        [0] keine
       *[other] <@&{ $role }>
    }
cl_settings_results = Ergebniskanal: { $channel ->
        [0] keiner
       *[other] <#{ $channel }>
    }
cl_settings_monthly = Jeden Monat eine neue Saison: { $state ->
        [yes] ja
       *[no] nein
    }
cl_result_posted = 🏁 Ein Spiel in <#{ $table }> ist vorbei.
cl_choice_new = neu
cl_choice_setting = { $setting ->
    [pain_seconds] Zeit für die Ärgerkarte
    [card_seconds] Zeit für eine Karte
    [lfg_role_id] LFG-Rolle
    [results_channel_id] Ergebniskanal
   *[monthly_seasons] monatliche Saisons
}

## First hour

dc_cli_backup_epilog = Die SQLite-Datenbank kopieren, während der Bot läuft: sticheln-bot backup ZIEL (siehe sticheln-bot backup --help).
dc_cli_backup_no_folder = Fehler: die Sicherung kann nicht nach { $path } geschrieben werden: es gibt keinen Ordner { $folder }
dc_cli_backup_read_only = Fehler: die Sicherung kann nicht nach { $path } geschrieben werden: in den Ordner { $folder } darf nicht geschrieben werden
dc_cli_unknown_setting = Fehler: unbekannte Einstellung '{ $name }'; config.example.toml beschreibt jede Einstellung
dc_cli_unknown_setting_close = Fehler: unbekannte Einstellung '{ $name }'; war '{ $close }' gemeint?
term_version_help = {"  "}--version  die installierte Version von Sticheln
term_force_help = mit --record: DATEI ersetzen, wenn es sie schon gibt
term_record_exists = Fehler: das Spielprotokoll { $path } gibt es schon; wähle einen neuen Namen oder ersetze es mit --force
term_dm_and_rounds = Fehler: --dm (4 Runden) und --rounds { $rounds } widersprechen sich; wähle eins davon
term_not_your_turn = du bist noch nicht dran: { $cards } wurde nicht gespielt; tippe es, wenn du dran bist
term_command_alone = '{ $word }' nimmt nichts dahinter; tippe { $word } allein
term_left_standings = { $rounds ->
    [0] Keine Runde wurde beendet.
    [one] Stand nach { $rounds } Runde: { $standings }.
   *[other] Stand nach { $rounds } Runden: { $standings }.
}
term_record_kept = Keine Runde wurde beendet: { $path } bleibt, wie es war.

## Table feel
tf_totals_legend = Stand:
tf_totals_legend_round = Stand (Stiche dieser Runde):
tf_total_entry = { $name } { $total }
tf_total_entry_round = { $name } { $total } ({ $points })
tf_taken_header = Genommene Stiche:
tf_taken_line = { $trick }. { $name } { $points }: { $cards }
tf_taken_line_hidden = { $trick }. { $name }: { $cards }
tf_breakdown_legend = Karten je +1; Ärgerfarbe: −Wert
tf_breakdown_head = **{ $name }** { $score } → { $total } (Rang { $place })
tf_breakdown_parts = { $count ->
    [one] { $count } Karte { $cards }
   *[other] { $count } Karten { $cards }
} · { $colours } { $taken } · { $pain } { $card }
tf_pain_slot = Ärger { $badge }
tf_lobby_elsewhere = Dieser Knopf gehört zur Lobby eines anderen Tisches.
tf_you_took = Du hast Stich { $trick } genommen: { $points }
tf_you_took_hidden = Du hast Stich { $trick } genommen.
tf_round_yours = Runde { $round } abgerechnet:
tf_pain_option = { $count ->
    [one] du hast { $count } Karte dieser Farbe
   *[other] du hast { $count } Karten dieser Farbe
}
tf_over_place = Rang { $place } von { $count }
tf_rematch = Revanche
tf_rematch_running = An diesem Tisch läuft ein Spiel; eine Revanche gibt es, wenn es vorbei ist.
tf_rematch_not_seated = Eine Revanche eröffnet nur, wer in der letzten Partie saß; setz dich mit /join dazu.
tf_option_flag = { $name ->
    [dm] 4 Runden (dm)
    [drawseat] Plätze ausgelost
    [host] Gastgeber entscheidet
    [hidden] verdeckte Ärgerfarben
    [twopain] zwei Ärgerkarten
    [thread] eigener Thread
   *[other] { $name }
}
tf_option_set_flag = { $name ->
    [dm] 4 Runden (dm)
    [drawseat] Plätze zu Beginn auslosen
    [host] Gastgeber leitet die Lobby
    [hidden] verdeckte Ärgerfarben
    [twopain] zwei Ärgerkarten
    [thread] jedes Spiel in eigenem Thread
   *[other] { $name }
}: { $state ->
    [on] an
   *[off] aus
}
tf_option_rounds = { $rounds ->
    [0] eine Runde pro Person
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tf_option_start = Platz { $seat } beginnt
tf_option_language = Sprache { $language }

## Web table
web_title_play = Sticheln: dein Platz
web_title_watch = Sticheln: ein Tisch als Zuschauer
web_title_replay = Sticheln: Partie nachspielen
web_round = Runde { $round } von { $count }
web_trick = Stich { $trick }
web_phase_lobby = Das Spiel hat noch nicht begonnen.
web_phase_pain = Die Ärgerkarten werden gewählt.
web_phase_over = Das Spiel ist vorbei.
web_prompt_pain = Wähle deine Ärgerkarte.
web_prompt_pain2 = Wähle zwei Ärgerkarten und bestätige dann.
web_prompt_play = Du bist dran: spiele eine Karte.
web_wait_for = Warten auf { $name }.
web_wait_pain = Warten auf die anderen Ärgerkarten.
web_confirm = Bestätigen
web_your_hand = Dein Blatt
web_you = du
web_ai = KI
web_away = abwesend
web_pain = Ärger
web_pain_chosen = Ärgerkarte gewählt
web_pain_hidden = verdeckt
web_cards_left = Karten auf der Hand
web_round_tricks = Stiche dieser Runde
web_previous_trick = Letzter Stich der vorigen Runde
web_takes = { $name } nimmt den Stich
web_scores = Punkte
web_total = Gesamt
web_winners = Gewonnen: { $names }
web_record = Spielprotokoll herunterladen
web_replay = Partie nachspielen
web_live_lost = Verbindung verloren; neuer Versuch…
web_time_left = Verbleibende Zeit
web_refused_title = Diese Seite kann nicht angezeigt werden
web_link_refused = Dieser Link funktioniert nicht: Er wurde verändert, ist abgelaufen, oder sein Spiel ist vorbei. Bitte um einen neuen Link.
web_not_found = Unter dieser Adresse gibt es nichts.
web_not_over = Das Spielprotokoll gibt es, sobald das Spiel vorbei ist.
web_switched_off = Der Tisch im Browser ist auf diesem Server ausgeschaltet.
web_failed = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Bitte versuche es noch einmal.
web_watch_only = Zuschauer schauen zu; sie können nicht spielen.
web_too_fast = Zu viele Nachrichten auf einmal; bitte langsamer.
web_message_too_long = Diese Nachricht ist zu lang für einen Zug; es wurde nichts gespielt.
web_replay_start = Anfang
web_replay_back = Zurück
web_replay_next = Weiter
web_replay_end = Ende
web_replay_step = Runde { $round }, Stich { $trick } von { $count }
web_replay_dealt = Runde { $round }: die Ärgerkarten
web_chart = Punktestand im Verlauf
term_web_description = Sticheln im Browser gegen KI-Spieler. Die erste ausgegebene Zeile ist dein Link, die zweite ein Link für Zuschauer. Der Server läuft, bis das Spiel vorbei ist, und eine Minute länger (für den Endstand und das Protokoll), dann endet er.
term_web_port_help = der Port, auf dem gelauscht wird (0: irgendein freier Port)
term_web_host_help = die Adresse, auf der gelauscht wird (Standard: 127.0.0.1, nur dieser Computer)
term_web_cannot_listen = Fehler: kann nicht auf { $host } Port { $port } lauschen: { $reason }
term_replay_html_help = die Seite zum Nachspielen von PROTOKOLL in die mit -o angegebene Datei schreiben: eine Datei, die auch offline funktioniert
web_open_table = Tisch öffnen
web_watch_button = Im Browser zuschauen
web_replay_line = Im Browser nachspielen: { $url }
web_replays = Nachspielen
web_switched = { $on ->
    [yes] Der Tisch im Browser ist für diesen Server an: Links erscheinen an den Tischen und in den Blättern.
   *[no] Der Tisch im Browser ist für diesen Server aus: keine Links, und seine Seiten werden abgelehnt.
}
web_arg_settings = Der Tisch im Browser: Links und Seiten an oder aus
web_you_take = Du nimmst den Stich

## Game review

review_description = Bewertet jede Entscheidung eines Spielprotokolls (jede Ärgerkarte, jede Karte) durch die KI auf Stufe schwer, nach dem, was der Spieler in dem Moment sehen konnte: die erwarteten Punkte der getroffenen und der besten Wahl und der Verlust dazwischen.
review_record_help = das Spielprotokoll (sticheln-record/1); - liest die Standardeingabe
review_seat_help = nur diesen Platz bewerten (ab 1; Standard: jeden Platz)
review_budget_help = Sekunden Suche pro Entscheidung, geteilt auf ihre Möglichkeiten (statt --iterations; nicht reproduzierbar)
review_iterations_help = Suchdurchläufe pro Möglichkeit einer Entscheidung (Standard { $default }; mit --seed reproduzierbar)
review_seed_help = Startwert der Suche (gleicher Startwert und gleiches Spielprotokoll ergeben dieselbe Bewertung)
review_json_help = ein JSON-Objekt statt des Berichts ausgeben
review_lang_help = die Sprache des Berichts: en, de, fr oder pt-BR (Standard: aus LANG, sonst Englisch)
review_bad_argument = Fehler: { $message } (siehe sticheln review --help)
review_bad_budget = Sekunden über 0, höchstens { $most }, nicht '{ $value }'
review_bad_iterations = eine ganze Zahl von 1 bis { $most }, nicht '{ $value }'
review_bad_seat = Fehler: --seat { $seat }: die Plätze dieses Spiels sind 1 bis { $last }
review_title = Spielanalyse ({ $rounds ->
        [one] eine Runde
       *[other] { $rounds } Runden
    }), bewertet von der KI auf Stufe schwer nach dem, was jeder Spieler sehen konnte.
review_scale = Verschenkte Punkte pro Entscheidung: Ungenauigkeit ab { NUMBER($inaccuracy, minimumFractionDigits: 1) }, Fehler ab { NUMBER($mistake, minimumFractionDigits: 1) }, Patzer ab { NUMBER($blunder, minimumFractionDigits: 1) }.
review_seat_heading = { $name } (Platz { $seat })
review_summary = { $count ->
        [one] eine Entscheidung
       *[other] { $count } Entscheidungen
    }, im Schnitt { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } Punkte pro Entscheidung verschenkt.
review_counts = { $good } gut, { $inaccuracy ->
        [one] eine Ungenauigkeit
       *[other] { $inaccuracy } Ungenauigkeiten
    }, { $mistake ->
        [one] ein Fehler
       *[other] { $mistake } Fehler
    }, { $blunder ->
        [one] ein Patzer
       *[other] { $blunder } Patzer
    }.
review_costliest = Die teuersten Entscheidungen:
review_none_costly = Keine Entscheidung hat Punkte verschenkt.
review_every_decision = Jede Entscheidung:
review_where_pain = Runde { $round }, Ärgerkarte
review_where_card = Runde { $round }, Stich { $trick }
review_line_best = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte erwartet: die beste Wahl.
review_line = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } Punkte erwartet; besser { $best }, { NUMBER($best_points, minimumFractionDigits: 1, maximumFractionDigits: 1) }: { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 2) } verschenkt, { $label ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
        [blunder] ein Patzer
       *[good] gut genug
    }.
dc_cmd_review = Dein Platz in einem beendeten Spiel, jede Entscheidung bewertet von der KI auf Stufe schwer (nur du)
dc_arg_review_game = eine Spielnummer aus /history (Standard: dein letztes Spiel auf diesem Server)
dc_review_button = Mein Spiel analysieren
dc_review_title = Analyse von Spiel { $game } für { $name }, bewertet von der KI auf Stufe schwer nach dem, was du jeweils sehen konntest:
review_no_game = Du hast auf diesem Server noch kein beendetes Spiel, das sich analysieren ließe.
review_not_seated = Du hast in Spiel { $game } nicht mitgespielt; für die Entscheidungen eines anderen Platzes gib seat:N mit seiner Nummer an.
review_running = Dein Spiel an diesem Tisch läuft noch; die Analyse gibt es, sobald es vorbei ist.
review_failed = Die Analyse konnte gerade nicht berechnet werden; bitte versuche es später noch einmal.

## long running (issue 33)
db_disk_full = Datenbank { $path }: der Datenträger ist voll ({ $problem }); schaffe dort Platz (oder verlege die Datenbank auf einen größeren Datenträger) und starte den Bot dann neu
bad_argument = Entschuldige, diese Aktion kennt nichts namens „{ $name }“.
bad_arguments = Entschuldige, diese Aktion hat mehr oder weniger Angaben bekommen, als sie nimmt.

## Annotated replay and another seat's review (issue 30)
web_review_heading = Analyse: { $name } (Platz { $seat })
web_review_good = Gut
web_review_inaccuracy = Ungenauigkeit
web_review_mistake = Fehler
web_review_blunder = Patzer
web_review_chosen = Gewählt
web_review_better = Besser
web_review_expected = Erwartete Punkte
web_review_given_away = Verschenkte Punkte
web_review_best_choice = die beste Wahl
web_review_no_decision = Hier hat { $name } nichts entschieden.
web_review_costliest = Die teuersten Entscheidungen
web_review_jump = Zu { $where } springen
web_review_preparing = Die Analyse dieses Platzes wird gerade erstellt; die Seite zeigt sie, sobald sie fertig ist.
web_review_missing = Dieser Platz ist noch nicht analysiert. In Discord erstellt /review game:{ $game } seat:{ $seat } die Analyse.
web_review_unavailable = Analysen gibt es für die Spiele, die auf einem Discord-Server gespeichert sind (dort mit /review); für dieses Spiel gibt es keine.
web_review_no_seat = Dieses Spiel hat keinen solchen Platz zum Analysieren.
dc_arg_review_seat = ein anderer Platz dieses beendeten Spiels, gezählt ab 1 (Standard: deiner)
dc_review_title_seat = Analyse von Spiel { $game }, Platz { $seat } ({ $name }), bewertet von der KI auf Stufe schwer nach dem, was dieser Platz jeweils sehen konnte:
dc_review_replay_button = Nachspielen mit Analyse
review_no_seat = Spiel { $game } hat { $count ->
        [one] einen Platz
       *[other] { $count } Plätze
    }; einen Platz { $seat } gibt es nicht.
review_running_table = An diesem Tisch läuft ein Spiel; seine Plätze können analysiert werden, sobald es vorbei ist.
web_review_flagged = Alle Ungenauigkeiten, Fehler und Patzer
web_review_round = Runde { $round }

## Table feel 2 (seats from 1, the own seat in the second person)
tf_trick_entry_holds_you = { $name } { $card } (du hältst ihn)
term_taken_hidden_you = Du nimmst den Stich ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}; was sie für dich wert sind, zeigt die Abrechnung der Runde).
tf_vote_take_seat = 🗳️ { $subject } möchte Platz { $seat } vom Computer übernehmen.
tf_seat_taken = 🪑 { $name } übernimmt Platz { $seat } vom Computer.

## i42: argparse's own words and the command line's placeholders
cli_usage = Aufruf:
cli_options = Optionen
cli_positionals = Argumente
cli_help_help = diese Hilfe zeigen und beenden
cli_version_help = die Version zeigen und beenden
cli_required = diese Argumente fehlen: { $names }
cli_unrecognized = unbekannte Argumente: { $words }
cli_invalid_value = kein gültiger Wert: { $value }
cli_invalid_choice = { $value } ist keine der Möglichkeiten ({ $choices })
cli_expected_one = verlangt einen Wert
cli_expected_some = verlangt mindestens einen Wert
cli_expected_n = { $count ->
    [one] verlangt { $count } Wert
   *[other] verlangt { $count } Werte
}
cli_argument_problem = { $name }: { $problem }
cli_ambiguous = { $option } kann { $matches } bedeuten
cli_error = { $prog }: Fehler: { $message }
cli_bad_argument = Fehler: { $message } (siehe { $prog } --help)
cli_file = DATEI
cli_record = PROTOKOLL
cli_seconds = SEKUNDEN
cli_address = ADRESSE
cli_target = ZIEL
replay_description = Spielprotokolle von Sticheln prüfen und für jedes eine JSON-Zeile mit seinen Stichen, Punkten und Summen ausgeben.
replay_files_help = Dateien mit Spielprotokollen (sticheln-record/1); - liest die Standardeingabe
replay_cannot_read = { $name }: die Datei ist nicht lesbar ({ $reason })
replay_not_utf8 = { $name }: die Datei ist kein UTF-8-Text
replay_too_large = { $name }: die Datei ist größer als { $kilobytes } kB; ein Spielprotokoll ist viel kleiner
replay_empty = { $name }: die Datei ist leer; ein Spielprotokoll ist das JSON, das sticheln play --record schreibt
replay_not_json = { $name }: das ist kein gültiges JSON ({ $reason })
replay_invalid = { $name }: das ist kein gültiges Spielprotokoll: { $reason }
replay_output_help = die HTML-Datei, die geschrieben wird
replay_lang_help = die Sprache der Seite: en, de, fr oder pt-BR (Standard: aus LANG, sonst Englisch)
replay_cannot_write = { $name }: die Datei kann nicht geschrieben werden ({ $reason })
os_no_such_file = diese Datei gibt es nicht
os_no_permission = keine Leseberechtigung
os_is_folder = das ist ein Ordner
os_no_folder = ein Teil des Pfads ist kein Ordner
os_name_too_long = der Name ist zu lang
replay_json_position = in Zeile { $line }, Spalte { $column }

## i41w: the web table sees the whole trick, round and table
web_you_name = Du
web_colour_letter = { $code ->
    [R] R
    [Y] Ge
    [G] Gr
    [B] B
    [O] O
   *[V] V
}
web_why_trump = Höchster Trumpf: { $card }
web_why_lead = Höchste Karte der Ausspielfarbe: { $card }
web_why_zeros = Nur Nullen: Der Ausspieler nimmt den Stich
web_round_points = Runde
web_game_points = Spiel
web_round_scored = Runde { $round } ist abgerechnet
web_bd_title = Deine Runde
web_bd_others = Karten anderer Farben
web_bd_pain_taken = Genommene Ärgerfarbe
web_bd_none = keine
web_bd_set_aside = Abgelegt
web_dismiss = Schließen
web_wait_for_until = Warten auf { $name } bis { $time } Uhr.
web_wait_pain_for = Warten auf die Ärgerkarten von { $names }.
web_wait_pain_for_until = Warten auf die Ärgerkarten von { $names } bis { $time } Uhr.
web_connected = Verbunden
web_offline = Getrennt

## i41d: the DM's whole table on a phone (issue 41): the finished trick, the round for everyone, waiting, game over, rematch
dh_trick_done = Stich { $trick }, { $name } spielte aus:
dh_trick_done_you = Stich { $trick }, du spieltest aus:
dh_took = → { $name } hat ihn genommen: { $points }
dh_took_hidden = → { $name } hat ihn genommen ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})
dh_why_trump = Höchster Trumpf: { $card }
dh_why_led = Höchste Ausspielfarbe ({ $colour }): { $card }
dh_why_zeros = Nur Nullen: wer ausspielte, nimmt ihn
dh_score_legend = Runde (Spiel):
dh_score_entry = { $name } { $round } ({ $total })
dh_round_legend = Rundenergebnis (Spielstand):
dh_round_seat = { $place }. { $name } { $score } ({ $total })
dh_you_cards = Du: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} { $points }
dh_you_pain_taken = Ärgerfarbe genommen ({ $count }): { $points }
dh_you_pain_none = Keine Karte deiner Ärgerfarbe genommen
dh_you_set_aside = Ärgerkarte beiseite: { $cards } { $points }
dh_pain_legend = Ärgerfarben:
dh_own_pain = { $count ->
    [one] Deine Ärgerkarte
   *[other] Deine Ärgerkarten
}: { $cards } ({ $colours }) { $points }
dh_waiting = ⏳ Warten auf { $names }
dh_waiting_when = ⏳ Warten auf { $names }
    ⏰ fällig { $when }
dh_place_line = { $place }. { $name } { $total }
dh_rating = Wertungszahl { $before } → { $after } ({ $delta })
dh_rating_explain =
    Anders als auf BSW zählt für die
    Wertungszahl dein Rang, nicht Punkte.
dh_rules =
    Jede genommene Karte: +1. Eine Karte
    deiner Ärgerfarbe: stattdessen minus
    ihr Wert. Deine Ärgerkarte zählt mit.
    Regeln: /rules
dh_head_holds = Du bist dran: Stich { $trick }, { $name } hält { $card }
dh_round = Runde { $round }/{ $rounds } · Stich { $trick }/{ $tricks }
dh_trick_now = Stich { $trick }:
dh_board_button = Zum Kanal
dh_rematch_call = 🔁 { $name } fordert eine Revanche. { $mentions }: Seid ihr dabei?
dh_rematch_in = Bin dabei
dh_rematch_out = Bin raus
dh_rematch_status = Dabei: { $ins }
dh_rematch_waiting = Warten auf { $names }; das Spiel beginnt { $when } mit allen, die dabei sind.
dh_rematch_ok_in = Du bist dabei; das Spiel beginnt, sobald alle dabei sind.
dh_rematch_ok_out = Du bist raus; dein Platz ist frei.
dh_rematch_over = Diese Revanche-Runde ist vorbei.
dh_rematch_too_few = Zu wenige sind dabei; die Lobby bleibt offen: /join, dann /start.
dh_head_pain = { $count ->
    [2] Runde { $round }/{ $rounds }: wähle 2 Ärgerkarten
   *[other] Runde { $round }/{ $rounds }: wähle deine Ärgerkarte
}
dh_head_over = Ende: Sieg für { $names }; du hast { $total }
dh_took_last_you = → Du hast den letzten Stich genommen: { $points }

## i39b: the bot's start, its permissions
dc_cli_token_shape = Fehler: Das angegebene Bot-Token (DISCORD_TOKEN oder token in der Einstellungsdatei) ist kein Discord-Bot-Token: Ein Bot-Token besteht aus drei durch Punkte verbundenen Teilen, der erste ist die ID des Bots. Die Application ID, das Client Secret und der Public Key sind es nicht: Kopiere das Token auf der Bot-Seite deiner Anwendung unter https://discord.com/developers/applications (Reset Token).
dc_cli_unknown_variable_close = Fehler: unbekannte Umgebungsvariable { $name }; war { $close } gemeint?
db_folder_not_writable = Datenbank { $path }: im Ordner { $folder } lässt sich keine Datei anlegen
dc_started = { $name } ist mit { $count ->
        [one] einem Server
       *[other] { $count } Servern
    } verbunden ({ $guilds }); Einladung auf weitere Server: { $url }; { $synced }
dc_started_synced_dev = Slash-Befehle auf den Entwicklungsserver { $guild } übertragen (dort sofort sichtbar)
dc_started_synced_global = Slash-Befehle global übertragen (Discord kann bis zu einer Stunde brauchen, bis sie überall erscheinen)
dc_missing_permissions = In diesem Kanal kann ich keinen Tisch betreiben: Mir fehlt hier { $permissions }. Ein Moderator kann mir diese Berechtigungen in den Kanaleinstellungen (Berechtigungen) geben; danach bitte noch einmal versuchen.

## i40: records of running games, page limits, names that pose as others
export_running = Hier läuft ein Spiel; sein Protokoll gibt es, sobald es vorbei ist.
web_too_many_address = Zu viele offene Seiten von deiner Adresse. Schließe eine und lade diese Seite dann neu.
web_too_many_table = Zu viele offene Seiten an diesem Tisch. Schließe eine und lade diese Seite dann neu.

## i45: the table as a Discord Activity
activity_signing_in = Anmeldung bei Discord …
activity_sign_in_failed = Die Anmeldung bei Discord hat nicht geklappt. Schließ die Aktivität und starte sie noch einmal.
activity_no_table = In diesem Kanal gibt es noch keinen Spieltisch. Nimm mit /join Platz; der Tisch erscheint hier, sobald es ihn gibt.
activity_not_member = Du bist kein Mitglied dieses Servers, deshalb bleibt dir sein Tisch verschlossen.
dc_cmd_play = Den Tisch dieses Kanals öffnen: in Discord, wo es geht, sonst im Browser
activity_launch_browser = Der Tisch kann sich hier nicht in Discord öffnen. Öffne ihn im Browser: { $url }
activity_launch_nothing = Der Tisch kann sich hier nicht in Discord öffnen, und dieser Bot hat keinen Tisch im Browser. Nutze stattdessen /hand und die Tafel.
cli_activity_incomplete = Fehler: Die Discord-Aktivität braucht außerdem { $missing } (siehe docs/ACTIVITY.md im Projekt).


## i42e: record faults, ein abgelehntes Spielprotokoll (die Spielbibliothek liefert nur Codes)
record_place_round = Runde { $round }
record_place_seat = Runde { $round }, Platz { $seat } ({ $name })
record_place_trick = Runde { $round }, Stich { $trick }, Platz { $seat } ({ $name })
record_fault_at = { $place }: { $fault }
record_json_list = eine Liste
record_json_object = ein Objekt
record_not_object = ein Spielprotokoll ist ein JSON-Objekt
record_format_missing = „format“ fehlt; es muss „{ $expected }“ sein
record_format_wrong = „format“ muss „{ $expected }“ sein, nicht { $found }
record_players = „players“ muss eine Liste von { $least } bis { $most } Namen sein
record_options = Optionen: { $problem }
record_option_round_count = round_count muss eine ganze Zahl von 1 bis { $most } sein
record_option_start = start muss eine Platznummer von 0 bis { $most } sein
record_option_flag = { $option } muss true oder false sein
record_option_not_object = die Optionen müssen ein JSON-Objekt sein
record_option_unknown = unbekannte Option „{ $option }“ (bekannt: { $known })
record_rounds_not_list = „rounds“ muss eine Liste sein
record_round_shape = eine Runde ist ein Objekt mit den Listen hands, pain und plays
record_too_many_rounds = das Protokoll hat { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}, dieses Spiel aber nur { $rounds }
record_round_ended = die Runde war nach { $tricks ->
    [one] { $tricks } Stich
   *[other] { $tricks } Stichen
} ({ $most ->
    [one] { $most } Karte
   *[other] { $most } Karten
}) zu Ende, das Protokoll hat aber { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} für sie
record_round_unfinished = die Runde ist nicht zu Ende ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} von { $most } gespielt), ist aber nicht die letzte Runde des Protokolls
record_hands_count = { $count ->
    [one] { $count } Blatt
   *[other] { $count } Blätter
} für { $players } Spieler
record_hand_size = das Blatt hat { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} statt { $size }
record_hand_not_list = das Blatt ist keine Liste von { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
}
record_dealt_twice = { $card } ist zweimal ausgeteilt
record_dealt_twice_to = { $card } ist zweimal ausgeteilt (auch an Platz { $seat }, { $name })
record_pain_count = pain hat { $count ->
    [one] { $count } Eintrag
   *[other] { $count } Einträge
} für { $players } Spieler
record_pain_shape = { $twopain ->
    [yes] der Eintrag in pain muss eine Liste zweier verschiedener Karten sein (twopain)
   *[no] der Eintrag in pain muss ein Kartencode sein
}
record_not_card_code = { $value } ist kein Kartencode
record_illegal_play = { $reason ->
    [not_in_hand] { $card } ist nicht unter den Karten dieses Platzes
    [already_played] { $card } ist schon gespielt
    [is_pain_card] { $card } ist die Ärgerkarte dieses Platzes und wird nicht gespielt
    [not_a_card] „{ $card }“ ist keine Karte dieses Spiels
    [game_over] das Spiel ist schon zu Ende
   *[other] die Regeln erlauben diese Karte hier nicht
}
record_illegal_pain = { $reason ->
    [not_in_hand] Ärgerkarte: { $card } ist nicht unter den Karten dieses Platzes
    [same_card_twice] die zwei Ärgerkarten müssen verschiedene Karten sein
    [pain_already_chosen] die Ärgerkarte ist schon gewählt
   *[other] die Regeln erlauben diese Ärgerkarte nicht
}
record_long_number = eine Zahl mit { $digits } Ziffern, weit mehr, als ein Spielprotokoll je enthält
record_too_deep = das JSON ist für ein Spielprotokoll zu tief verschachtelt

## i42e: web, Beschriftung und Wert auf den Webseiten, und ein Rang (1. bis 6.)
web_labelled = { $label }: { $value }
web_rank_1 = 1.
web_rank_2 = 2.
web_rank_3 = 3.
web_rank = { $place }.
