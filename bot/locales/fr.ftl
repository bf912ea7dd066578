## Français. Vocabulaire du jeu (docs/GLOSSARY.md) : pli, manche, carte maudite et couleur maudite (l'Ärgerfarbe allemande),
## entamer, table, place, salle d'attente ; un salon est un salon Discord. Les codes des cartes (R7, Y3 …) restent ceux de RULES.md.

## Service de table : refus et annonces (bot.service)

table_full = La table est complète ({ $max } joueurs).
already_seated = Tu as déjà une place à cette table.
not_seated = Tu n'as pas de place à cette table.
not_your_hand = Ce n'est pas ta main.
not_your_turn = C'est à { $name } de jouer.
stale_action = Cette main n'est plus à jour ; utilise la plus récente (ou /hand).
no_game = Aucune partie n'est en cours à cette table.
game_running = Une partie est en cours à cette table ; attends qu'elle se termine (ou reprends une place de l'IA avec join N).
leave_in_game = Tu ne peux pas partir pendant une partie ; demande à la table de te retirer, ou réinitialise-la.
host_only = C'est à l'hôte de la table, { $name }, de le faire.
too_few_players = Une partie demande au moins { $min } joueurs ; { $count ->
    [0] personne n'est encore assis
    [one] { $count } seul joueur est assis
   *[other] { $count } joueurs sont assis
}.
start_seat_too_high = La place { $seat } n'existe pas avec { $count } joueurs ; change l'option start.
ai_level_unknown = Niveau d'IA inconnu '{ $level }' ; choisis parmi { $levels }.
ai_name = IA { $n }
ai_level = { $level ->
    [easy] facile
    [hard] difficile
   *[normal] normal
}
colour = { $code ->
    [R] rouge
    [Y] jaune
    [G] vert
    [B] bleu
    [O] orange
   *[V] violet
}
colour_code = { $code } ({ colour })
not_pain_phase = Ce n'est pas le moment de choisir les cartes maudites.
not_trick_phase = Pas encore : chacun choisit encore sa carte maudite.
pain_already_chosen = Tu as déjà choisi ta carte maudite.
pain_count = Choisis exactement { $count ->
    [1] une carte maudite
   *[other] deux cartes maudites différentes
}.
pain_same_card = Tes deux cartes maudites doivent être des cartes différentes.
not_a_card = '{ $card }' n'est pas une carte à une table de { $players } joueurs : une carte, c'est une lettre de couleur ({ $colours }) suivie d'une valeur de 0 à { $top }, par ex. R7
card_not_in_hand = { $card } n'est pas dans ta main.
card_already_played = Tu as déjà joué { $card }.
card_is_pain = { $card } est ta carte maudite ; elle ne se joue pas.
remove_in_lobby = Le retrait ne sert que pendant une partie ; en salle d'attente, on quitte la table soi-même (/leave).
remove_ai = La place { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} est déjà jouée par l'IA.
no_such_player = Personne du nom { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} n'est assis à cette table.
no_such_seat = Il n'y a pas de place { $seat } ; les places vont de 1 à { $last }.
seat_not_ai = La place { $seat } est tenue par { $name }, pas par l'IA.
vote_open = Un vote ({ $kind ->
    [reset] réinitialisation
    [remove] retrait
   *[reclaim] retour
}) est déjà ouvert : accepte-le ou refuse-le d'abord (il expire dans { $seconds } s).
no_vote = Aucun vote n'est ouvert à cette table.
not_a_voter = Ce vote ne te concerne pas.
already_voted = Tu as déjà voté.
peek_seated = Les joueurs ne peuvent pas regarder : seuls les spectateurs peuvent voir une main.
peek_not_allowed = { $name } ne permet pas qu'on regarde sa main (cela se permet avec /allowpeek et « oui »).
no_record = Cette table n'a pas encore joué de partie.
bad_input = Désolé, je ne peux pas utiliser { $what ->
    [name] ce nom
    [actor] cet expéditeur
    [user] cet utilisateur
    [cards] ces cartes
    [arguments] ces arguments
    [table] cette table
    [seat] cette place
    [level] ce niveau
   *[other] cette saisie
}.
bad_name = Ton nom n'a aucune lettre que je puisse afficher ; donne-toi d'abord un nom d'affichage.
seat_in_lobby = Un numéro de place sert à reprendre la place d'un ordinateur pendant une partie ; en salle d'attente, rejoins sans numéro.
not_saved = Désolé, la partie n'a pas pu être enregistrée à l'instant, donc rien n'a changé ; réessaie dans un moment.
not_read = Désolé, la table n'a pas pu être lue à l'instant ; réessaie dans un moment.
option_unknown = Option inconnue '{ $name }' ; les options sont { $known }.
option_bad_flag = L'option { $name } prend on / off, pas '{ $value }'.
option_bad_rounds = L'option rounds prend players / default / 1-{ $most }, pas '{ $value }'.
option_bad_start = L'option start prend un numéro de place de 1 à { $last }, pas '{ $value }'.
option_bad_language = L'option language prend { $known }, pas '{ $value }'.
option_rounds_players = une manche par joueur
option_rounds_n = { $n ->
    [0] { $n } manches
    [one] { $n } manche
   *[other] { $n } manches
}
option_list_rounds = manches : { $rounds }
option_list_start = start : la place { $seat } entame la première manche
option_list_flag = { $name } : { $state ->
    [on] activé
   *[off] désactivé
}
option_set_flag = { $name } : { $state ->
    [on] activé
   *[off] désactivé
}
option_list_language = langue : { $language }
option_set_language = langue : { $language }
option_language_default = celle du serveur
option_language_named = { $name }
option_set_start = start : la place { $seat } entame la première manche
option_set_rounds = manches : { $rounds }
info_lobby = Salle d'attente : { $count ->
    [0] personne n'est assis
    [one] { $count } joueur assis
   *[other] { $count } joueurs assis
}, la partie n'a pas commencé.
info_over = Partie terminée : le résultat final.
info_round = manche { $round } sur { $of }
info_phase_pain = Choix des cartes maudites, { $rounds }.
info_phase_tricks = Plis en cours, { $rounds }, pli { $trick }.
info_options = Options : { $options }
info_unrated = Non classée (partie d'entraînement, ou places de l'IA).
info_empty = Personne n'est encore assis : rejoins pour jouer.
info_seat = Place { $seat } : { $name }
info_ai = { $name } ({ $level })
info_away = absent (l'IA joue à sa place)
info_pain = couleur maudite { $colours }
info_total = total { $total }
info_trick = Pli : { $cards } ({ $holder } le tient)
info_turn = À jouer : { $name }
info_pain_waiting = En attente des cartes maudites de : { $names }
info_deadline = À jouer dans { $seconds } s.
info_deadline_at = À jouer avant { NUMBER($at, maximumFractionDigits: 0) } (heure Unix).
info_round_scores = Manche { $round } : { $scores }

## Stockage : pourquoi une base de données est inutilisable (pour l'exploitant, une ligne chacun)

db_cannot_open = base de données { $path } : impossible de l'ouvrir : { $problem }
db_in_use = base de données { $path } : un autre processus sticheln-bot (pid { $pid }) l'utilise ; une base SQLite ne sert qu'un processus (plusieurs processus demandent PostgreSQL)
db_no_folder = base de données { $path } : son dossier n'existe pas
db_is_folder = base de données { $path } : c'est un dossier, pas un fichier
db_empty = base de données { $path } : le fichier est vide (0 octet), ce n'est donc pas une base Sticheln ; supprime-le pour repartir à zéro, ou restaure une sauvegarde
db_newer = base de données { $path } : son schéma (version { $version }) est plus récent que ce que connaît ce bot ({ $newest }) ; mets sticheln-bot à jour, ou restaure une sauvegarde faite par cette version
db_corrupt = base de données { $path } : elle est endommagée ({ $problem }) ; arrête le bot et restaure la dernière sauvegarde (sticheln-bot backup FICHIER en fait une)
db_read_only = base de données { $path } : impossible d'y écrire ({ $problem }) ; vérifie les droits du fichier et de son dossier
db_no_file = base de données { $path } : aucun fichier de base de ce nom
db_backup_exists = sauvegarde { $path } : le fichier existe déjà ; choisis un autre nom
db_unreachable = base de données { $path } : connexion impossible : { $problem }

## Discord (bot.discord) : descriptions des commandes (100 caractères au plus)

dc_cmd_join = Prendre place à la table de ce salon (en partie : redemander ta place)
dc_cmd_leave = Quitter ta place avant le début de la partie
dc_cmd_start = Lancer la partie (classée)
dc_cmd_startnosave = Lancer une partie d'entraînement qui ne compte pas pour le classement
dc_cmd_option = Voir ou régler les options de la table (dm, hidden, twopain, start, rounds, host, language …)
dc_cmd_spielinfo = Voir la table : places, options et pli en cours
dc_cmd_reset = Retour en salle d'attente (en partie : ouvre un vote ; un modérateur le fait aussitôt)
dc_cmd_remove = Ouvrir un vote pour confier la place d'un joueur à l'ordinateur
dc_cmd_accept = Voter oui
dc_cmd_refuse = Voter non
dc_cmd_peek = Regarder la main d'un joueur (si c'est permis, et seulement en spectateur)
dc_cmd_allowpeek = Permettre ou interdire aux spectateurs de regarder ta main
dc_cmd_addbot = Donner une place à un joueur ordinateur
dc_cmd_hand = Revoir ta main (en privé)
dc_cmd_leaderboard = Les meilleurs joueurs de ce serveur
dc_cmd_stats = Le bilan d'un joueur sur ce serveur
dc_cmd_rules = Les règles de Sticheln en bref
dc_cmd_export = Le compte rendu de la dernière partie en fichier JSON (pour sticheln replay)
dc_arg_seat = Numéro de place (1-6)
dc_arg_dm = Jouer 4 manches au lieu de 5
dc_arg_option_name = Quelle option
dc_arg_option_value = Nouvelle valeur (on/off, un numéro de place, players/default, de/fr/pt-BR/en)
dc_arg_player = Le joueur
dc_arg_allow = oui ou non
dc_arg_level = La force de jeu de l'ordinateur
dc_choice_yes = oui
dc_choice_no = non
dc_ok_join = Tu as une place. Tout le monde voit la table dans le salon.
dc_ok_leave = Tu as quitté la table.
dc_ok_start = La partie commence : ta main arrive en message privé.
dc_ok_start_unrated = La partie commence, mais elle n'est pas classée : des joueurs ordinateur sont assis. Ta main arrive en message privé.
dc_ok_done = C'est fait.
dc_ok_vote = Ton vote est compté.
dc_ok_allowpeek_yes = Les spectateurs peuvent maintenant regarder ta main.
dc_ok_allowpeek_no = Personne ne peut regarder ta main.
dc_ok_addbot = Un joueur ordinateur prend place.
dc_failed = Quelque chose s'est mal passé de mon côté ; réessaie, s'il te plaît.
dc_bad_card = Tu ne peux pas choisir cette carte ici.
dc_export = Le compte rendu de la partie (format sticheln-record/1) :
dc_peek = La main { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} :

dc_peek = La main de { $name } :
dc_lobby =
    { $count ->
        [0] Table : personne n'est assis pour l'instant.
        [one] Table : 1 joueur assis – { $seats }
       *[other] Table : { $count } joueurs assis – { $seats }
    }
    Rejoins avec /join, lance avec /start.
dc_joined = ➕ { $name } s'assied à la place { $seat }.
dc_joined_ai = ➕ { $name } (ordinateur, { $level }) s'assied à la place { $seat }.
dc_left = ➖ { $name } quitte la table.
dc_option_changed = ⚙️ { $by } : { $description }
dc_table_reset = 🔄 { $by } a réinitialisé la table ; elle est de retour en salle d'attente.
dc_game_started = Sticheln commence : { $rounds ->
    [0] { $rounds } manches
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
dc_game_started_note = Les mains arrivent en message privé. Messages privés fermés ? Utilise le bouton « Voir ma main » de la table ou /hand.
dc_rated = classée
dc_unrated = partie d'entraînement (non classée)
dc_options_footer = Options : { $options }
dc_board_title = Manche { $round } sur { $rounds }
dc_board_trick = pli { $trick }
dc_board_pain_phase = Chacun choisit en secret une carte maudite.
dc_pain_waiting = En attente de : { $names }
dc_pain_all = Toutes les cartes maudites sont choisies.
dc_mark_leader = entame
dc_mark_holds = tient le pli
dc_mark_turn = doit jouer
dc_due = fin du délai { $when }
dc_round_over = Manche { $round } sur { $rounds } comptée
dc_game_over = Partie terminée
dc_winners = 🏆 Victoire : { $names }
dc_total = total { $total }
dc_rating = cote { $before } → { $after } ({ $delta })
dc_seat_away = 💤 { $name } est absent ; l'ordinateur joue à sa place jusqu'à son retour.
dc_seat_taken_over = 🤖 La place { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} revient maintenant à l'ordinateur ({ $level }).
dc_seat_reclaimed = ↩️ { $name } retrouve sa place.
dc_seat_back = ↩️ { $name } est de retour et joue de nouveau.
dc_thread_name = Sticheln : { $names }
dc_thread_failed = Je ne peux pas ouvrir de fil ici, la partie se joue donc dans ce salon.
dc_vote_reset = 🗳️ { $by } demande de réinitialiser la table.
dc_vote_remove = 🗳️ { $by } demande de confier la place { INITIAL($subject) ->
    [ai] de l'{ $subject }
    [vowel] d'{ $subject }
   *[consonant] de { $subject }
} à l'ordinateur.
dc_vote_reclaim = 🗳️ { $subject } redemande sa place.
dc_vote_how = Vote avec /accept ou /refuse.
dc_vote_passed =
    { $kind ->
        [reset] 🗳️ Le vote est accepté : la table retourne en salle d'attente.
        [remove] 🗳️ Le vote est accepté : la place { INITIAL($subject) ->
            [ai] de l'{ $subject }
            [vowel] d'{ $subject }
           *[consonant] de { $subject }
        } revient à l'ordinateur.
       *[reclaim] 🗳️ Le vote est accepté : { $subject } prend la place.
    }
dc_vote_failed =
    { $kind ->
        [reset] 🗳️ Le vote est rejeté : la table reste telle quelle.
        [remove] 🗳️ Le vote est rejeté : { $subject } garde sa place.
       *[reclaim] 🗳️ Le vote est rejeté : la place { INITIAL($subject) ->
            [ai] de l'{ $subject }
            [vowel] d'{ $subject }
           *[consonant] de { $subject }
        } reste à l'ordinateur.
    }
dc_dms_closed = { $mention } Je ne peux pas t'envoyer de messages privés. Utilise le bouton « Voir ma main » ou /hand pour jouer.
dc_show_hand = Voir ma main
dc_head_lead = À toi : pli { $trick }, tu entames
dc_head_turn = À toi : pli { $trick }
dc_head_played = Tu as joué { $card }
dc_head_pain_set = { $count ->
    [2] Tes cartes maudites : { $cards }
   *[other] Ta carte maudite : { $cards }
}
dc_head_waiting = Pli { $trick } : c'est à { $name } de jouer
dc_head_waiting_pain = Manche { $round } : les autres choisissent leurs cartes maudites
dc_head_hand = Ta main à la manche { $round }
dc_head_away = 💤 Pli { $trick } : l'ordinateur joue pour toi en ton absence
dc_head_away_pain = 💤 En ton absence, l'ordinateur choisit ta carte maudite et joue pour toi
dc_head_over_won = Partie terminée : tu as gagné avec { $total }

dc_head_reset = La table a été réinitialisée ; cette main est close
dc_hand_place = Sticheln sur **{ $server }** › #{ $channel }
dc_hand_round_pain = Manche { $round } sur { $rounds } · cartes maudites
dc_hand_cards = Tes cartes :
dc_hand_you_played = Tu as joué { $card }.
dc_away_how = Appuie sur « Je suis là » pour jouer de nouveau tes propres cartes (ou utilise /hand dans le salon).
dc_back_button = Je suis là
dc_you = toi
dc_trick_line = Pli { $trick } : { $entries }
dc_trick_entry = { $name } { $card }
dc_trick_entry_holds = { $name } { $card } (tient le pli)
dc_pain_line = Couleurs maudites : { $entries }
dc_pain_entry = { $name } { $colours }
dc_pain_hidden = Les couleurs maudites restent cachées jusqu'au décompte de la manche.
dc_select_pain = { $count ->
    [2] Choisis deux cartes maudites
   *[other] Choisis ta carte maudite
}
dc_select_play = Joue une carte
dc_turn_warning = ⏰ Encore { $seconds ->
    [0] { $seconds } secondes
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, puis l'ordinateur joue pour toi.
dc_ping = { $mention } { $what }. Ouvre ta main avec « Voir ma main » ou /hand.
dc_ping_warning = { $mention } { $warning } { $what } : ouvre ta main avec « Voir ma main » ou /hand.
dc_ping_away = { $mention } 💤 En ton absence, l'ordinateur joue pour toi. Appuie sur « Je suis là » pour jouer de nouveau.
dc_leaderboard = Classement
dc_leaderboard_empty = Pas encore de partie classée.
dc_your_place = Ton rang
dc_standing = { $place }. { $name } : cote { $rating } ({ $games ->
    [0] { $games } parties
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [0] { $wins } victoires
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, { $average } par manche)
dc_stats_title = { $name }
dc_stats_games = Parties
dc_stats_wins = Victoires
dc_stats_rating = Cote
dc_stats_average = Manche moyenne
dc_stats_best = Meilleure manche
dc_stats_pain = Couleur maudite préférée
dc_rules =
    {"*"}*Sticheln en bref** (3 à 6 joueurs, 5 manches ; 4 avec dm)
    Chacun reçoit 15 cartes et en met une de côté en secret : sa couleur est ta *couleur maudite* pour la manche, et la carte compte pour toi comme une carte ramassée. Puis viennent 14 plis. Joue n'importe quelle carte : il n'y a pas d'obligation de fournir. Les zéros ne prennent jamais de pli (seulement si toutes les cartes sont des zéros, celui qui a entamé le prend). Une carte non nulle d'une autre couleur que celle entamée est un atout : l'atout le plus fort prend le pli, sinon la plus forte carte de la couleur entamée ; à valeur égale, la carte jouée la première l'emporte. Qui prend le pli entame le suivant.
    Décompte : +1 pour chaque carte ramassée qui n'est pas de ta couleur maudite, moins sa valeur pour chaque carte de ta couleur maudite. Le plus haut total après la dernière manche gagne.

    {"*"}*Exemples (BSW)**
    • 🟥 R4 entamé, 🟥 R1, 🟥 R7 : le 7 rouge tient le pli. Le joueur suivant le prend avec n'importe quelle carte non rouge qui n'est pas un 0 ; pour ne pas le prendre, il faut jouer un 0 ou un rouge inférieur à 7.
    • 🟨 Y3 entamé, 🟩 G3 le prend. Le joueur suivant ne le prend qu'avec une carte non jaune supérieure à 3 (un autre 3 perd l'égalité face au 3 vert joué avant).

    Commandes : /join, /addbot, /option, /start, puis joue depuis tes messages privés (ou /hand).
dc_cli_description = Lancer le bot Discord de Sticheln.
dc_cli_config_help = fichier de réglages (TOML), voir config.example.toml
dc_cli_shard_count_help = combien de shards le bot fait tourner en tout (avec plusieurs processus ; remplace shard_count)
dc_cli_shards_help = les shards de ce processus, par ex. 0-3 ou 0,2 (remplace shard_ids)
dc_cli_bad_shards = erreur : --shards prend des numéros de shard comme 0-3 ou 0,2,5, pas '{ $value }'
dc_cli_backup_description = Copier la base SQLite du bot de façon cohérente, même pendant que le bot tourne.
dc_cli_backup_target_help = le nouveau fichier où écrire la copie
dc_cli_backup_postgres = erreur : backup copie une base SQLite ; sauvegarde PostgreSQL avec pg_dump
dc_cli_backup_done = { $source } sauvegardé dans { $target } ({ $pages } pages)
dc_cli_no_config = erreur : fichier de réglages introuvable : { $path }
dc_cli_bad_config = erreur : impossible de lire le fichier de réglages { $path } : { $error }
dc_cli_bad_setting = erreur : réglage '{ $name }' : { $problem }
dc_cli_no_token =
    erreur : pas de jeton de bot Discord.
    Crée une application sur https://discord.com/developers/applications, ouvre Bot, appuie sur Reset Token et copie-le ; puis définis-le dans l'environnement (export DISCORD_TOKEN=...) ou comme token = "..." dans le fichier de réglages passé avec --config. La marche à suivre est dans le README, à la section sur le démarrage du bot.

## Table dans le terminal et lignes de commande (bot.terminal, bot.cli)

term_commands =
    utilisation : sticheln COMMANDE [ARGUMENTS]

    Sticheln, le jeu de plis. Commandes :
    {"  "}play     jouer une partie dans le terminal contre des joueurs IA (sticheln play --help)
    {"  "}replay   vérifier des comptes rendus de partie et afficher leurs plis, scores et totaux (sticheln replay --help)
    {"  "}web      jouer une partie dans le navigateur contre des joueurs IA (sticheln web --help)
    {"  "}review   faire juger chaque décision d'un compte rendu de partie par l'IA difficile (sticheln review --help)
term_no_command = erreur : aucune commande donnée ; les commandes sont play, replay, review et web (voir sticheln --help)
term_unknown_command = erreur : commande inconnue '{ $command }' ; les commandes sont play, replay, review et web (voir sticheln --help)
term_play_description = Jouer une partie de Sticheln dans le terminal contre des joueurs IA, par le même service de table que le bot Discord. Les coups sont lus sur l'entrée standard, une partie peut donc être scriptée.
term_players_help = nombre de joueurs, toi compris (3 à 6 ; 4 par défaut)
term_level_help = force des joueurs IA (normal par défaut)
term_seed_help = graine de la donne et de l'IA (même graine et mêmes coups donnent la même partie)
term_delay_help = secondes entre les cartes des joueurs IA, pour suivre (par défaut { $default } ; 0 pour les scripts)
term_plain_help = pas de couleurs, même dans un terminal (une sortie qui n'est pas un terminal est toujours sans couleur)
term_record_help = écrire le compte rendu dans FICHIER quand la partie se termine ou est quittée (à revoir avec sticheln replay)
term_dm_help = 4 manches au lieu de 5 (option BSW dm)
term_rounds_help = 'players' pour une manche par joueur, ou un nombre de manches de 1 à 10
term_hidden_help = les couleurs maudites restent cachées jusqu'au décompte de chaque manche (pour experts)
term_twopain_help = chaque joueur met de côté deux cartes maudites ; 13 plis par manche
term_start_help = la place N entame la première manche (option BSW start N ; tu es la place 1)
term_lang_help = la langue de la table : en, de, fr ou pt-BR (par défaut : d'après LANG, sinon l'anglais)
term_bad_lang = choisis parmi { $known }, pas '{ $value }'
term_bad_argument = erreur : { $message } (voir sticheln play --help)
term_bad_delay = des secondes de 0 à { $most }, pas '{ $value }'
term_bad_rounds = 'players' ou un nombre de manches de 1 à { $most }, pas '{ $value }'
term_bad_start = erreur : --start prend une place de 1 à { $last } à une table de { $players }, pas { $start }
term_bad_option = erreur : --{ $name } { $value } : { $reason }
term_record_no_folder = erreur : impossible d'écrire le compte rendu dans { $path } : le dossier { $folder } n'existe pas
term_record_is_folder = erreur : impossible d'écrire le compte rendu dans { $path } : c'est un dossier
term_record_failed = erreur : impossible d'écrire le compte rendu dans { $path } : { $reason }
term_record_written = Le compte rendu de la partie est dans { $path } ; vérifie-le avec : sticheln replay { $path }
term_you = Toi
term_welcome = Sticheln : toi contre { $n } joueurs IA ({ $level }). Tape un code de carte comme R7 (majuscules ou minuscules, peu importe) ; 'help' liste les commandes, 'rules' explique le jeu.
term_seating = Places : { $seats }.
term_seat = { $seat } { $name }
term_options = Options : { $options }.
term_round = -- Manche { $round } sur { $of } --
term_round_leader = { $name } entame le premier pli.
term_round_leader_you = Tu entames le premier pli.
term_hand = Ta main : { $cards }
term_hand_with_pain = { $count ->
    [2] Ta main : { $cards } (cartes maudites { $pain })
   *[other] Ta main : { $cards } (carte maudite { $pain })
}
term_pain_prompt = Ta carte maudite >{" "}
term_pain_prompt2 = Tes deux cartes maudites (par ex. { $example }) >{" "}
term_play_prompt = Ta carte >{" "}
term_pain_set_aside = Tu mets { $card } de côté. Ta couleur maudite pour cette manche : { $colour }. Chaque carte de cette couleur que tu ramasses te coûte sa valeur, et { $card } elle-même compte { SIGNED($value) } pour toi.
term_pain_set_aside2 = Tu mets { $cards } de côté. Tes couleurs maudites pour cette manche : { $colours }. Chaque carte de ces couleurs que tu ramasses te coûte sa valeur, et { $cards } comptent { SIGNED($value) } pour toi.
term_pain_set_aside2_one = Tu mets { $cards } de côté. Ta couleur maudite pour cette manche : { $colour }. Chaque carte de cette couleur que tu ramasses te coûte sa valeur, et { $cards } comptent { SIGNED($value) } pour toi.
term_revealed = Couleurs maudites : { $colours }.
term_seat_colours = { $name } { $colours }
term_revealed_hidden = Tout le monde a choisi ; les couleurs maudites restent cachées jusqu'au décompte de la manche.
term_you_lead = Manche { $round }, pli { $trick } sur { $tricks } : tu entames.
term_trick_so_far = Manche { $round }, pli { $trick } sur { $tricks } : { $plays }.
term_play_pair = { $name } { $card }
term_holds = { $name } le tient avec { $card }.
term_holds_you = Tu le tiens avec { $card }.
term_to_play = À { $name } de jouer.
term_your_turn = À toi de jouer.
term_taken_clean = { $name } prend le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour { $name } ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
}, aucune de sa couleur maudite).
term_taken_clean_two = { $name } prend le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour { $name } ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
}, aucune de ses couleurs maudites).
term_taken_clean_you = Tu prends le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour toi ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
}, aucune de ta couleur maudite).
term_taken_clean_two_you = Tu prends le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour toi ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
}, aucune de tes couleurs maudites).
term_taken_pain = { $name } prend le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour { $name } ({ SIGNED($others) } pour les autres couleurs, { SIGNED($penalty) } pour { $cards } de sa couleur maudite).
term_taken_pain_two = { $name } prend le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour { $name } ({ SIGNED($others) } pour les autres couleurs, { SIGNED($penalty) } pour { $cards } de ses couleurs maudites).
term_taken_pain_you = Tu prends le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour toi ({ SIGNED($others) } pour les autres couleurs, { SIGNED($penalty) } pour { $cards } de ta couleur maudite).
term_taken_pain_two_you = Tu prends le pli : { SIGNED($points) } { $points ->
    [0] points
    [one] point
   *[other] points
} pour toi ({ SIGNED($others) } pour les autres couleurs, { SIGNED($penalty) } pour { $cards } de tes couleurs maudites).
term_taken_hidden = { $name } prend le pli ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
} ; ce qu'elles valent pour { $name } se verra au décompte de la manche).
term_running = Points des plis de cette manche : { $points }.
term_running_totals = Totaux de la partie avant cette manche : { $totals }.
term_running_hidden = Cartes ramassées dans cette manche : { $counts }.
term_running_yours = Tes points des plis de cette manche : { SIGNED($points) }.
term_seat_value = { $name } { $value }
term_scored = Manche { $round } sur { $of } comptée
term_col_seat = Place
term_col_player = Joueur
term_col_pain = Couleur maudite
term_col_others = Autres couleurs
term_col_pain_taken = Couleur maudite ramassée
term_col_set_aside = Mise de côté
term_col_round = Manche
term_col_taken = Cartes ramassées
term_col_trick_points = Points des plis
term_col_total = Total
term_cell_count_points = { $count } ({ SIGNED($points) })
term_cell_cards_points = { $cards } ({ SIGNED($points) })
term_cell_none = aucune
term_cell_hidden = cachée
term_cell_unknown = -
term_game_over = Partie terminée après { $rounds ->
    [0] { $rounds } manches
    [one] { $rounds } manche
   *[other] { $rounds } manches
}. Totaux : { $totals }.
term_winner = Victoire : { $names }.
term_winners = Victoire partagée : { $names }.
term_thinking = { $name } réfléchit…
term_waiting_pain = En attente des cartes maudites { INITIAL($names) ->
    [ai] de l'{ $names }
    [vowel] d'{ $names }
   *[consonant] de { $names }
}…
term_away = { $name } a mis trop de temps ; l'IA joue à sa place.
term_away_you = Tu as mis trop de temps ; l'IA joue pour toi jusqu'à ce que tu tapes à nouveau.
term_back_you = Te revoilà : l'IA ne joue plus pour toi.
term_turn_warning = Encore { $seconds ->
    [0] { $seconds } secondes
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, puis l'IA joue pour toi.
term_info_tricks = Manche { $round } sur { $of }, pli { $trick } sur { $tricks }.
term_info_pain = Manche { $round } sur { $of } : choix des cartes maudites en cours.
term_info_over = La partie est terminée.
term_help =
    Commandes :
    {"  "}R7, y0 ...   un code de carte : jouer cette carte, ou la mettre de côté comme carte maudite quand on te le demande
    {"  "}R1 G0        deux codes de carte : tes deux cartes maudites (avec --twopain)
    {"  "}hand         ta main, encore une fois
    {"  "}info         la table : places, couleurs maudites, points jusqu'ici et le pli
    {"  "}hint         les trois cartes que l'IA difficile juge les meilleures pour ton coup, d'après ce que tu vois
    {"  "}rules        les règles en bref
    {"  "}help         cette liste
    {"  "}quit         terminer la partie (Ctrl-C aussi)
term_rules =
    Sticheln en bref (3 à 6 joueurs, 5 manches ; 4 avec --dm)
    Chacun reçoit 15 cartes et en met une de côté en secret : sa couleur est ta couleur maudite pour la manche, et la carte compte pour toi comme une carte ramassée. Puis viennent 14 plis. Joue n'importe quelle carte : il n'y a pas d'obligation de fournir. Les zéros ne prennent jamais de pli (seulement si toutes les cartes sont des zéros, celui qui a entamé le prend). Une carte non nulle d'une autre couleur que celle entamée est un atout : l'atout le plus fort prend le pli, sinon la plus forte carte de la couleur entamée ; à valeur égale, la carte jouée la première l'emporte. Qui prend le pli entame le suivant.
    Décompte : +1 pour chaque carte ramassée qui n'est pas de ta couleur maudite, moins sa valeur pour chaque carte de ta couleur maudite, ta carte maudite comprise. Le plus haut total après la dernière manche gagne.
    Exemples : R4 entamé, R1, R7 : le R7 tient le pli ; le joueur suivant le prend avec n'importe quelle carte non rouge qui n'est pas un 0. Y3 entamé, G3 le prend ; le joueur suivant ne le prend qu'avec une carte non jaune supérieure à 3.
term_error = erreur : { $message }
term_unknown_word = commande inconnue '{ $word }' ; tape help
term_need_one_card = tape un code de carte, par ex. { $example }
term_not_utf8 = cette ligne n'est pas du texte UTF-8 ; tape un code de carte comme R7, ou help
term_too_long = cette ligne est trop longue ; tape un code de carte comme R7, ou help
term_eof = Plus rien à lire : tu quittes la table.
term_bye = Au revoir.
cli_bot_token_refused = erreur : Discord a refusé le jeton du bot (il est faux, ou a été réinitialisé) : copie-en un nouveau sur la page Bot de ton application sur https://discord.com/developers/applications et redéfinis DISCORD_TOKEN.
cli_bot_failed = erreur : le bot s'est arrêté après une panne inattendue ({ $reason }) ; voir le journal pour les détails.
cli_bot_unreachable = erreur : impossible de joindre Discord ({ $reason }) ; vérifie la connexion réseau et réessaie.
cli_bot_discord_error = erreur : Discord a répondu { $status } ({ $reason }) à la connexion du bot ; réessaie plus tard.

## AI hints (issue 15)

hint_rated = Les conseils sont réservés aux parties d'entraînement (lancées avec /startnosave), pas aux parties classées.
hint_not_asked = Rien ne t'est demandé pour l'instant ; demande un conseil quand c'est à toi de jouer.
hint_line = { $rank }. { $cards } : { $points } points attendus dans cette manche
dc_cmd_hint = Les trois cartes que l'IA difficile juge les meilleures pour ton coup (entraînement seulement)
dc_hint_title = Les choix de l'IA difficile pour toi (d'après ce que tu vois) :
term_hint_title = Les choix de l'IA difficile pour toi (d'après ce que tu vois) :

## Club play: tournaments, seasons, history, looking for players, server settings (issue 14)

club_moderator_only = Seul un modérateur (Gérer le serveur) peut faire cela.
club_no_season = Il n'y a pas de saison { $season } ; ce serveur en est à la saison { $current }.
club_no_game = Aucune partie numéro { $game } n'est enregistrée sur ce serveur.
tournament_none = Il n'y a pas de tournoi dans ce salon ; crées-en un avec /tournament create.
tournament_exists = Ce salon a déjà un tournoi, { $name } ; termine-le ou annule-le d'abord.
tournament_already_joined = Ton inscription à { $name } est déjà faite.
tournament_not_joined = Tu n'as pas d'inscription à { $name }.
tournament_over = { $name } est terminé.
tournament_started = { $name } a déjà commencé ; les inscriptions sont closes.
tournament_not_running = Ce tournoi n'est pas en cours.
tournament_runner_only = Seul le créateur du tournoi ou un modérateur (Gérer le serveur) peut faire cela.
tournament_too_few = Un tournoi demande au moins { $min } joueurs inscrits ; { $count } pour l'instant.
lfg_open = Un appel à joueurs est déjà ouvert dans ce salon ; rejoins-le, ou attends qu'il se ferme.
lfg_already_full = Cette table a déjà { $players } joueurs ; lance-la avec /start.
lfg_closed = Cet appel à joueurs est clos.
lfg_caller_only = Seule la personne qui a lancé l'appel ({ $name }) peut démarrer la table d'ici (ou utilise /start).
cl_cmd_tournament = Tournois : plusieurs rondes de tables dans des fils, avec les mêmes donnes
cl_cmd_t_create = Créer un tournoi dans ce salon
cl_cmd_t_join = T'inscrire au tournoi de ce salon
cl_cmd_t_leave = Retirer ton inscription avant le début du tournoi
cl_cmd_t_start = Lancer le tournoi : placer la première ronde (créateur ou modérateur)
cl_cmd_t_standings = Le classement du tournoi
cl_cmd_t_cancel = Annuler le tournoi (créateur ou modérateur)
cl_arg_t_name = Le nom du tournoi
cl_arg_t_rounds = Combien de rondes (parties) chaque joueur joue (1-10)
cl_arg_t_table_size = Places par table (3-6)
cl_arg_t_dm = Parties en quatre manches (option BSW dm)
cl_arg_t_rated = Les parties comptent pour la cote (seulement les tables sans place IA)
cl_cmd_season = La saison de ce serveur : son début et sa fin ; les modérateurs lancent la suivante
cl_arg_season_action = nouvelle : clore cette saison et lancer la suivante (modérateurs)
cl_arg_season = Le numéro d'une saison (par défaut : l'actuelle)
cl_cmd_history = Les 10 dernières parties d'un joueur sur ce serveur, ou une partie avec sa courbe
cl_arg_game = Le numéro d'une partie (voir /history)
cl_cmd_lfg = Chercher des joueurs : un appel avec bouton Rejoindre (clos quand complet ou après 15 min)
cl_arg_lfg_players = Combien de joueurs il faut, toi compris (3-6, 4 par défaut)
cl_arg_lfg_note = Un mot pour l'appel
cl_cmd_settings = Réglages du serveur : temps de jeu, rôle LFG, salon des résultats, saisons mensuelles
cl_arg_pain_seconds = Secondes pour choisir la carte maudite (10-3600)
cl_arg_card_seconds = Secondes pour jouer une carte (10-3600)
cl_arg_lfg_role = Le rôle que /lfg mentionne (le serveur participe en le nommant)
cl_arg_results_channel = Un salon où chaque résultat de partie est aussi publié
cl_arg_monthly = Lancer une nouvelle saison chaque mois
cl_arg_clear = Remettre un réglage à sa valeur par défaut
cl_t_created = 🏆 **{ $name }** est ouvert : { $rounds ->
        [0] { $rounds } rondes
        [one] une ronde
       *[other] { $rounds } rondes
    } à des tables de { $size }{ $dm ->
        [yes] , parties en quatre manches
       *[no] {""}
    }{ $rated ->
        [yes] , classé
       *[no] {""}
    }. Inscris-toi avec /tournament join ; { $creator } le lance avec /tournament start.
cl_t_joined = Ton inscription à { $name } est faite ({ $count ->
        [0] { $count } inscriptions
        [one] { $count } inscription
       *[other] { $count } inscriptions
    }).
cl_t_left = Ton inscription à { $name } est retirée.
cl_t_started = Le tournoi commence : la ronde 1 est placée.
cl_t_cancelled = 🏁 { $name } est annulé.
cl_t_round = 🎲 **{ $name }**, ronde { $round } sur { $rounds } : { $tables }
cl_t_round_field = Ronde { $round } sur { $rounds }
cl_t_thread = { $name } · ronde { $round } · table { $table }
cl_t_table_intro =
    {"*"}*{ $name }**, ronde { $round }, table { $table }. Places : { $seats }.
    Graine { $seed } : toutes les tables de cette ronde jouent les mêmes cartes. Tes mains arrivent en message privé ; la place d'un absent est jouée par l'IA une fois son temps écoulé.
cl_t_ai_seat = { $name } (place IA)
cl_t_standings_title = 🏆 { $name } — classement après la ronde { $round } sur { $rounds }
cl_t_standings_title_final = 🏆 { $name } — classement final
cl_t_standings_line = { $place }. { $name } — { $points } pts ({ $total ->
        [0] { $total } points de partie
        [one] { $total } point de partie
       *[other] { $total } points de partie
    }){ $ai_count ->
        [0] {""}
        [one] {" "}· 🤖 joué par l'IA à la ronde { $ai_rounds }
       *[other] {" "}· 🤖 joué par l'IA aux rondes { $ai_rounds }
    }
cl_t_standings_empty = Aucune table n'a encore fini.
cl_t_standings_tables =
    Ronde { $round } : { $done ->
        [0] aucune terminée
        [one] 1 terminée
       *[other] { $done } terminées
    } sur { $tables ->
        [0] 0 tables
        [one] 1 table
       *[other] { $tables } tables
    }. Graine { $seed }.
cl_t_scoring = Points de place par table : 6/4/3/2/1/0 à six places, 5/3/2/1/0 à cinq, 4/2/1/0 à quatre, 3/1/0 à trois ; les ex æquo partagent ; au classement, l'égalité va au plus haut total de points de partie.
cl_t_podium_title = 🏆 { $name } est terminé
cl_t_podium =
    🥇 { $first }
    🥈 { $second }
    🥉 { $third }
cl_t_podium_none = —
cl_season_title = Saison { $number }
cl_season_started = Commencée le { $start }.
cl_season_ends = Fin prévue : { $end }.
cl_season_open_end = Fin prévue : aucune ; un modérateur lance la saison suivante avec /season et l'action « nouvelle ».
cl_season_new = 🗓️ La saison { $number } commence ; la saison { $previous } est close (voir /leaderboard season:{ $previous }).
cl_leaderboard_season = Classement — saison { $number }
cl_leaderboard_season_dates = { $start } – { $end }
cl_leaderboard_season_running = depuis le { $start }
cl_stats_seasons = Saisons
cl_stats_season_line = Saison { $season } : { $games ->
        [0] { $games } parties classées
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }, { $wins ->
        [0] { $wins } victoires
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, cote { $rating }
cl_stats_no_seasons = Aucune partie classée dans aucune saison pour l'instant.
cl_history_title = { $name } : les dernières parties sur ce serveur
cl_history_empty = Aucune partie enregistrée sur ce serveur pour l'instant.
cl_history_line = #{ $game } · { $date } · { $where ->
        [tournament] { $tournament }, ronde { $round }
       *[table] table <#{ $table }>
    } · rang { $place } sur { $players } · total { $total }{ $finished ->
       *[yes] {""}
        [no] {" "}· abandonnée
    }
cl_history_footer = /export game:N donne le compte rendu d'une partie (pour sticheln replay) ; /history game:N sa courbe.
cl_game_title = Partie #{ $game }
cl_game_line = { $name } : { $total }
cl_chart_title = Totaux au fil des manches
cl_lfg_call = 📣 { $caller } cherche des joueurs : { $seated } sur { $players } à la table. { $note }
cl_lfg_seated = À la table : { $names }
cl_lfg_full = ✅ La table est complète ({ $players } joueurs). { $caller } la lance avec le bouton Lancer ou /start.
cl_lfg_expired = ⌛ Cet appel à joueurs s'est clos après 15 minutes.
cl_lfg_started = ▶️ La partie a commencé.
cl_lfg_join = Rejoindre
cl_lfg_start = Lancer
cl_lfg_joined = Tu as une place à cette table.
cl_lfg_posted = Ton appel est publié ; tu as une place.
cl_settings_title = Réglages de ce serveur
cl_settings_pain = Temps pour la carte maudite : { $seconds } s{ $default ->
        [yes] {" "}(par défaut)
       *[no] {""}
    }
cl_settings_card = Temps pour une carte : { $seconds } s{ $default ->
        [yes] {" "}(par défaut)
       *[no] {""}
    }
cl_settings_role = Rôle LFG : { $role ->
        [0] aucun
       *[other] <@&{ $role }>
    }
cl_settings_results = Salon des résultats : { $channel ->
        [0] aucun
       *[other] <#{ $channel }>
    }
cl_settings_monthly = Une nouvelle saison chaque mois : { $state ->
        [yes] oui
       *[no] non
    }
cl_result_posted = 🏁 Une partie à <#{ $table }> est terminée.
cl_choice_new = nouvelle
cl_choice_setting = { $setting ->
    [pain_seconds] temps pour la carte maudite
    [card_seconds] temps pour une carte
    [lfg_role_id] rôle LFG
    [results_channel_id] salon des résultats
   *[monthly_seasons] saisons mensuelles
}

## First hour

dc_cli_backup_epilog = Pour copier la base SQLite pendant que le bot tourne : sticheln-bot backup CIBLE (voir sticheln-bot backup --help).
dc_cli_backup_no_folder = erreur : impossible d'écrire la sauvegarde dans { $path } : le dossier { $folder } n'existe pas
dc_cli_backup_read_only = erreur : impossible d'écrire la sauvegarde dans { $path } : le dossier { $folder } n'est pas accessible en écriture
dc_cli_unknown_setting = erreur : réglage inconnu '{ $name }' ; config.example.toml décrit chaque réglage
dc_cli_unknown_setting_close = erreur : réglage inconnu '{ $name }' ; voulais-tu dire '{ $close }' ?
term_version_help = {"  "}--version  la version de Sticheln installée
term_force_help = avec --record : remplacer FICHIER s'il existe déjà
term_record_exists = erreur : le compte rendu { $path } existe déjà ; choisis un autre nom, ou ajoute --force pour le remplacer
term_dm_and_rounds = erreur : --dm (4 manches) et --rounds { $rounds } se contredisent ; choisis l'un des deux
term_not_your_turn = ce n'est pas encore ton tour : { $cards } n'a pas été joué ; tape-le quand ce sera ton tour
term_command_alone = '{ $word }' ne prend rien après lui ; tape { $word } seul
term_left_standings = { $rounds ->
    [0] Aucune manche n'a été terminée.
    [one] Classement après { $rounds } manche : { $standings }.
   *[other] Classement après { $rounds } manches : { $standings }.
}
term_record_kept = Aucune manche n'a été terminée : { $path } est resté tel quel.


## Table feel
tf_totals_legend = Scores :
tf_totals_legend_round = Scores (plis de la manche) :
tf_total_entry = { $name } { $total }
tf_total_entry_round = { $name } { $total } ({ $points })
tf_taken_header = Plis pris :
tf_taken_line = { $trick }. { $name } { $points } { $cards }
tf_taken_line_hidden = { $trick }. { $name } : { $cards }
tf_breakdown_legend = Carte +1 ; couleur maudite : −valeur
tf_breakdown_head = **{ $name }** { $score } → { $total } (rang { $place })
tf_breakdown_parts = { $count ->
    [0] { $count } cartes { $cards }
    [one] { $count } carte { $cards }
   *[other] { $count } cartes { $cards }
} · { $colours } { $taken } · { $pain } { $card }
tf_pain_slot = maudite { $badge }
tf_lobby_elsewhere = Ce bouton appartient à la salle d'attente d'une autre table.
tf_you_took = Tu as pris le pli { $trick } : { $points }
tf_you_took_hidden = Tu as pris le pli { $trick }.
tf_round_yours = Manche { $round } comptée :
tf_pain_option = { $count ->
    [0] tu as { $count } cartes de cette couleur
    [one] tu as { $count } carte de cette couleur
   *[other] tu as { $count } cartes de cette couleur
}
tf_over_place = Rang { $place } sur { $count }
tf_rematch = Revanche
tf_rematch_running = Une partie est en cours à cette table ; la revanche s'ouvre quand elle est finie.
tf_rematch_not_seated = Seules les personnes de la dernière partie peuvent ouvrir une revanche ; utilise /join pour t'asseoir.
tf_option_flag = { $name ->
    [dm] 4 manches (dm)
    [drawseat] places tirées au sort
    [host] l'hôte décide
    [hidden] couleurs maudites cachées
    [twopain] deux cartes maudites
    [thread] fil à part
   *[other] { $name }
}
tf_option_set_flag = { $name ->
    [dm] 4 manches (dm)
    [drawseat] places tirées au sort au début
    [host] l'hôte mène la salle d'attente
    [hidden] couleurs maudites cachées
    [twopain] deux cartes maudites
    [thread] chaque partie dans son fil
   *[other] { $name }
} : { $state ->
    [on] activé
   *[off] désactivé
}
tf_option_rounds = { $rounds ->
    [0] une manche par personne
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
tf_option_start = la place { $seat } commence
tf_option_language = langue { $language }

## Web table
web_title_play = Sticheln : ta place
web_title_watch = Sticheln : regarder une table
web_title_replay = Sticheln : revoir une partie
web_round = Manche { $round } sur { $count }
web_trick = Pli { $trick }
web_phase_lobby = La partie n'a pas encore commencé.
web_phase_pain = Les cartes maudites sont en train d'être choisies.
web_phase_over = La partie est terminée.
web_prompt_pain = Choisis ta carte maudite.
web_prompt_pain2 = Choisis deux cartes maudites, puis confirme.
web_prompt_play = À toi : joue une carte.
web_wait_for = En attente { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
}.
web_wait_pain = En attente des autres cartes maudites.
web_confirm = Confirmer
web_your_hand = Ta main
web_you = toi
web_ai = IA
web_away = absent
web_pain = Maudite
web_pain_chosen = carte maudite choisie
web_pain_hidden = cachée
web_cards_left = cartes en main
web_round_tricks = Plis de cette manche
web_previous_trick = Dernier pli de la manche précédente
web_takes = { $name } remporte le pli
web_scores = Points
web_total = Total
web_winners = Victoire : { $names }
web_record = Télécharger le compte rendu de la partie
web_replay = Revoir la partie
web_live_lost = Connexion perdue ; nouvel essai…
web_time_left = Temps restant
web_refused_title = Cette page ne peut pas être affichée
web_link_refused = Ce lien ne fonctionne pas : il a été modifié, il a expiré, ou sa partie est terminée. Demande un nouveau lien.
web_not_found = Il n'y a rien à cette adresse.

web_not_over = Le compte rendu de la partie se télécharge une fois la partie terminée.
web_switched_off = La table dans le navigateur est désactivée sur ce serveur.
web_failed = Un problème est survenu de notre côté ; rien n'a été modifié. Réessaie, s'il te plaît.
web_watch_only = Les spectateurs regardent ; ils ne peuvent pas jouer.
web_too_fast = Trop de messages à la fois ; ralentis, s'il te plaît.
web_message_too_long = Ce message est trop long pour être un coup ; rien n'a été joué.
web_replay_start = Début
web_replay_back = Précédent
web_replay_next = Suivant
web_replay_end = Fin
web_replay_step = Manche { $round }, pli { $trick } sur { $count }
web_replay_dealt = Manche { $round } : les cartes maudites
web_chart = Évolution des totaux
term_web_description = Joue à Sticheln dans le navigateur contre des joueurs IA. La première ligne affichée est ton lien, la deuxième un lien pour les spectateurs. Le serveur tourne jusqu'à la fin de la partie et une minute de plus (pour les scores finaux et le compte rendu), puis s'arrête.
term_web_port_help = le port d'écoute (0 : n'importe quel port libre)
term_web_host_help = l'adresse d'écoute (par défaut : 127.0.0.1, cet ordinateur seulement)
term_web_cannot_listen = erreur : impossible d'écouter sur { $host } port { $port } : { $reason }
term_replay_html_help = écrire la page pour revoir la partie de COMPTE_RENDU dans le fichier donné avec -o : un seul fichier, qui s'ouvre hors ligne
web_open_table = Ouvrir la table
web_watch_button = Regarder dans le navigateur
web_replay_line = Revoir dans le navigateur : { $url }
web_replays = Parties à revoir
web_switched = { $on ->
    [yes] La table dans le navigateur est activée sur ce serveur : des liens apparaissent sur les tables et les mains.
   *[no] La table dans le navigateur est désactivée sur ce serveur : aucun lien, et ses pages sont refusées.
}
web_arg_settings = La table dans le navigateur : liens et pages activés ou non
web_you_take = Tu remportes le pli

## Game review

review_description = Évalue chaque décision d'un compte rendu de partie (chaque carte maudite, chaque carte) par l'IA difficile, d'après ce que le joueur voyait à ce moment : les points attendus du choix fait et du meilleur choix, et la perte entre les deux.
review_record_help = le compte rendu de la partie (sticheln-record/1) ; - lit l'entrée standard
review_seat_help = n'évaluer que cette place (à partir de 1 ; par défaut : toutes les places)
review_budget_help = secondes de recherche par décision, partagées entre ses options (au lieu de --iterations ; non reproductible)
review_iterations_help = itérations de recherche par option d'une décision (par défaut { $default } ; reproductible avec --seed)
review_seed_help = graine de la recherche (la même graine et le même compte rendu donnent la même analyse)
review_json_help = afficher un objet JSON au lieu du rapport
review_lang_help = la langue du rapport : en, de, fr ou pt-BR (par défaut : d'après LANG, sinon l'anglais)
review_bad_argument = erreur : { $message } (voir sticheln review --help)
review_bad_budget = des secondes au-dessus de 0, au plus { $most }, pas '{ $value }'
review_bad_iterations = un nombre entier de 1 à { $most }, pas '{ $value }'
review_bad_seat = erreur : --seat { $seat } : les places de cette partie vont de 1 à { $last }
review_title = Analyse de la partie ({ $rounds ->
        [0] { $rounds } manches
        [one] une manche
       *[other] { $rounds } manches
    }), évaluée par l'IA difficile d'après ce que chaque joueur voyait.
review_scale = Points perdus par décision : imprécision à partir de { NUMBER($inaccuracy, minimumFractionDigits: 1) }, erreur à partir de { NUMBER($mistake, minimumFractionDigits: 1) }, gaffe à partir de { NUMBER($blunder, minimumFractionDigits: 1) }.
review_seat_heading = { $name } (place { $seat })
review_summary = { $count ->
        [0] { $count } décisions
        [one] une décision
       *[other] { $count } décisions
    }, en moyenne { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } points perdus par décision.
review_counts = { $good ->
        [0] { $good } bonnes
        [one] une bonne
       *[other] { $good } bonnes
    }, { $inaccuracy ->
        [0] { $inaccuracy } imprécisions
        [one] une imprécision
       *[other] { $inaccuracy } imprécisions
    }, { $mistake ->
        [0] { $mistake } erreurs
        [one] une erreur
       *[other] { $mistake } erreurs
    }, { $blunder ->
        [0] { $blunder } gaffes
        [one] une gaffe
       *[other] { $blunder } gaffes
    }.
review_costliest = Les décisions les plus coûteuses :
review_none_costly = Aucune décision n'a perdu de points.
review_every_decision = Toutes les décisions :
review_where_pain = Manche { $round }, carte maudite
review_where_card = Manche { $round }, pli { $trick }
review_line_best = { $where } : { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points attendus : le meilleur choix.
review_line = { $where } : { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points attendus ; mieux : { $best }, { NUMBER($best_points, minimumFractionDigits: 1, maximumFractionDigits: 1) } : { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 2) } perdus, { $label ->
        [inaccuracy] une imprécision
        [mistake] une erreur
        [blunder] une gaffe
       *[good] acceptable
    }.
dc_cmd_review = Ta place dans une partie terminée, chaque décision évaluée par l'IA difficile (visible par toi seul)
dc_arg_review_game = un numéro de partie de /history (par défaut : ta dernière partie sur ce serveur)
dc_review_button = Analyser ma partie
dc_review_title = Analyse de la partie { $game } pour { $name }, évaluée par l'IA difficile d'après ce que tu voyais à chaque moment :
review_no_game = Tu n'as encore aucune partie terminée à analyser sur ce serveur.
review_not_seated = Tu n'as pas joué la partie { $game } ; pour analyser les décisions d'une autre place, ajoute seat:N avec son numéro.
review_running = Ta partie à cette table est encore en cours ; son analyse sera prête une fois terminée.
review_failed = Désolé, l'analyse n'a pas pu être calculée pour l'instant ; réessaie plus tard.

## long running (issue 33)
db_disk_full = base de données { $path } : le disque est plein ({ $problem }) ; libère de la place (ou déplace la base sur un disque plus grand), puis relance le bot
bad_argument = Désolé, cette action ne prend rien qui s'appelle « { $name } ».
bad_arguments = Désolé, cette action a reçu plus ou moins de valeurs qu'elle n'en prend.

## Annotated replay and another seat's review (issue 30)
web_review_heading = Analyse : { $name } (place { $seat })
web_review_good = Bonne
web_review_inaccuracy = Imprécision
web_review_mistake = Erreur
web_review_blunder = Gaffe
web_review_chosen = Choisie
web_review_better = Mieux
web_review_expected = Points attendus
web_review_given_away = Points perdus
web_review_best_choice = le meilleur choix
web_review_no_decision = Aucune décision { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} à cette étape.
web_review_costliest = Les décisions les plus coûteuses
web_review_jump = Aller à { $where }
web_review_preparing = L'analyse de cette place est en préparation ; la page l'affiche dès qu'elle est prête.
web_review_missing = Cette place n'a pas encore été analysée. Sur Discord, /review game:{ $game } seat:{ $seat } prépare son analyse.
web_review_unavailable = Les analyses concernent les parties enregistrées sur un serveur Discord (avec /review) ; cette partie n'en a pas.
web_review_no_seat = Cette partie n'a pas cette place à analyser.
dc_arg_review_seat = une autre place de cette partie terminée, numérotée à partir de 1 (par défaut : la tienne)
dc_review_title_seat = Analyse de la partie { $game }, place { $seat } ({ $name }), évaluée par l'IA difficile d'après ce que cette place voyait à chaque moment :
dc_review_replay_button = Revoir avec l'analyse
review_no_seat = La partie { $game } a { $count ->
        [0] { $count } places
        [one] une place
       *[other] { $count } places
    } ; il n'y a pas de place { $seat }.
review_running_table = Une partie est en cours à cette table ; ses places pourront être analysées une fois qu'elle sera terminée.
web_review_flagged = Toutes les imprécisions, erreurs et gaffes
web_review_round = Manche { $round }

## Table feel 2 (seats from 1, the own seat in the second person)
tf_trick_entry_holds_you = { $name } { $card } (tu tiens le pli)
term_taken_hidden_you = Tu prends le pli ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
} ; ce qu'elles valent pour toi se verra au décompte de la manche).
tf_vote_take_seat = 🗳️ { $subject } demande à prendre la place { $seat } de l'ordinateur.
tf_seat_taken = 🪑 { $name } prend la place { $seat } de l'ordinateur.

## i42: argparse's own words and the command line's placeholders
cli_usage = utilisation :
cli_options = options{"\u202F"}
cli_positionals = arguments{"\u202F"}
cli_help_help = afficher cette aide et quitter
cli_version_help = afficher la version et quitter
cli_required = ces arguments manquent : { $names }
cli_unrecognized = arguments inconnus : { $words }
cli_invalid_value = valeur non valable : { $value }
cli_invalid_choice = { $value } ne fait pas partie des choix ({ $choices })
cli_expected_one = demande une valeur
cli_expected_some = demande au moins une valeur
cli_expected_n = { $count ->
    [0] demande { $count } valeurs
    [one] demande { $count } valeur
   *[other] demande { $count } valeurs
}
cli_argument_problem = { $name } : { $problem }
cli_ambiguous = { $option } peut désigner { $matches }
cli_error = { $prog } : erreur : { $message }
cli_bad_argument = erreur : { $message } (voir { $prog } --help)
cli_file = FICHIER
cli_record = COMPTE_RENDU
cli_seconds = SECONDES
cli_address = ADRESSE
cli_target = CIBLE
replay_description = Vérifier des comptes rendus de parties de Sticheln et afficher pour chacun une ligne JSON avec ses plis, ses points et ses totaux.
replay_files_help = fichiers de comptes rendus (sticheln-record/1) ; - lit l'entrée standard
replay_cannot_read = { $name } : impossible de lire le fichier ({ $reason })
replay_not_utf8 = { $name } : le fichier n'est pas du texte UTF-8
replay_too_large = { $name } : le fichier dépasse { $kilobytes } ko ; un compte rendu est bien plus petit
replay_empty = { $name } : le fichier est vide ; un compte rendu est le JSON qu'écrit sticheln play --record
replay_not_json = { $name } : ce n'est pas du JSON valable ({ $reason })
replay_invalid = { $name } : ce n'est pas un compte rendu valable : { $reason }
replay_output_help = le fichier HTML à écrire
replay_lang_help = la langue de la page : en, de, fr ou pt-BR (par défaut : d'après LANG, sinon l'anglais)
replay_cannot_write = { $name } : impossible d'écrire le fichier ({ $reason })
os_no_such_file = ce fichier n'existe pas
os_no_permission = pas le droit de le lire
os_is_folder = c'est un dossier
os_no_folder = une partie du chemin n'est pas un dossier
os_name_too_long = le nom est trop long
replay_json_position = à la ligne { $line }, colonne { $column }

## i41w: the web table sees the whole trick, round and table
web_you_name = Toi
web_colour_letter = { $code ->
    [R] R
    [Y] J
    [G] Ve
    [B] B
    [O] O
   *[V] Vi
}
web_why_trump = Atout le plus fort : { $card }
web_why_lead = Plus forte carte de la couleur entamée : { $card }
web_why_zeros = Que des zéros : celui qui a entamé prend le pli
web_round_points = Manche
web_game_points = Partie
web_round_scored = Manche { $round } comptée
web_bd_title = Ta manche
web_bd_others = Cartes des autres couleurs
web_bd_pain_taken = Couleur maudite ramassée
web_bd_none = aucune
web_bd_set_aside = Mise de côté
web_dismiss = Fermer
web_wait_for_until = En attente { INITIAL($name) ->
    [ai] de l'{ $name }
    [vowel] d'{ $name }
   *[consonant] de { $name }
} jusqu'à { $time }.
web_wait_pain_for = En attente des cartes maudites { INITIAL($names) ->
    [ai] de l'{ $names }
    [vowel] d'{ $names }
   *[consonant] de { $names }
}.
web_wait_pain_for_until = En attente des cartes maudites { INITIAL($names) ->
    [ai] de l'{ $names }
    [vowel] d'{ $names }
   *[consonant] de { $names }
} jusqu'à { $time }.
web_connected = Connecté
web_offline = Hors ligne

## i41d: the DM's whole table on a phone (issue 41): the finished trick, the round for everyone, waiting, game over, rematch
dh_trick_done = Pli { $trick }, { $name } a entamé :
dh_trick_done_you = Pli { $trick }, tu as entamé :
dh_took = → { $name } l'a pris : { $points }
dh_took_hidden = → { $name } l'a pris ({ $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
})
dh_why_trump = Atout le plus fort : { $card }
dh_why_led = Plus fort de l'entame ({ $colour }) : { $card }
dh_why_zeros = Que des zéros : qui a entamé prend le pli
dh_score_legend = Manche (partie) :
dh_score_entry = { $name } { $round } ({ $total })
dh_round_legend = Score de la manche (total) :
dh_round_seat = { $place }. { $name } { $score } ({ $total })
dh_you_cards = Toi : { $count ->
    [0] { $count } cartes
    [one] { $count } carte
   *[other] { $count } cartes
} { $points }
dh_you_pain_taken = Couleur maudite prise ({ $count }) : { $points }
dh_you_pain_none = Aucune carte de ta couleur maudite
dh_you_set_aside = Carte maudite écartée : { $cards } { $points }
dh_pain_legend = Couleurs maudites :
dh_own_pain = { $count ->
    [0] Aucune carte maudite
    [one] Ta carte maudite
   *[other] Tes cartes maudites
} : { $cards } ({ $colours }) { $points }
dh_waiting = ⏳ On attend { $names }
dh_waiting_when = ⏳ On attend { $names }
    ⏰ fin du délai { $when }
dh_place_line = { $place }. { $name } { $total }
dh_rating = Cote { $before } → { $after } ({ $delta })
dh_rating_explain =
    Contrairement à BSW, la cote compte ta
    place face aux autres, pas les points.
dh_rules =
    Chaque carte prise : +1. Une carte de
    ta couleur maudite : moins sa valeur.
    Ta carte maudite compte aussi.
    Règles : /rules
dh_head_holds = À toi : pli { $trick }, { $name } tient { $card }
dh_round = Manche { $round }/{ $rounds } · pli { $trick }/{ $tricks }
dh_trick_now = Pli { $trick } :
dh_board_button = Voir le salon
dh_rematch_call = 🔁 { $name } demande une revanche. { $mentions } : qui en est ?
dh_rematch_in = J'en suis
dh_rematch_out = Sans moi
dh_rematch_status = Partants : { $ins }
dh_rematch_waiting = On attend { $names } ; la partie commence { $when } avec les partants.
dh_rematch_ok_in = Tu en es ; la partie commence dès que tout le monde en est.
dh_rematch_ok_out = Tu n'en es pas ; ta place est libre.
dh_rematch_over = Cet appel à la revanche est terminé.
dh_rematch_too_few = Trop peu de partants ; la salle d'attente reste ouverte : /join, puis /start.
dh_head_pain = { $count ->
    [2] Manche { $round }/{ $rounds } : choisis 2 cartes maudites
   *[other] Manche { $round }/{ $rounds } : choisis ta carte maudite
}
dh_head_over = Fin : victoire { INITIAL($names) ->
    [ai] de l'{ $names }
    [vowel] d'{ $names }
   *[consonant] de { $names }
} ; tu as { $total }
dh_took_last_you = → Tu as pris le dernier pli : { $points }

## i39b: the bot's start, its permissions
dc_cli_token_shape = erreur : le jeton donné (DISCORD_TOKEN, ou token dans le fichier de réglages) n'est pas un jeton de bot Discord : un jeton de bot est fait de trois parties reliées par des points, la première étant l'identifiant du bot. L'Application ID, le Client Secret et la Public Key n'en sont pas : copie le jeton sur la page Bot de ton application sur https://discord.com/developers/applications (Reset Token).
dc_cli_unknown_variable_close = erreur : variable d'environnement inconnue { $name } ; voulais-tu dire { $close } ?
db_folder_not_writable = base de données { $path } : impossible de créer un fichier dans le dossier { $folder }
dc_started = { $name } est connecté à { $count ->
        [0] aucun serveur
        [one] un serveur
       *[other] { $count } serveurs
    } ({ $guilds }) ; pour l'inviter ailleurs : { $url } ; { $synced }
dc_started_synced_dev = commandes slash synchronisées sur le serveur de développement { $guild } (visibles aussitôt)
dc_started_synced_global = commandes slash synchronisées globalement (Discord peut mettre jusqu'à une heure à les afficher partout)
dc_missing_permissions = Je ne peux pas tenir une table dans ce salon : il me manque ici { $permissions }. Un modérateur peut me donner ces permissions dans les paramètres du salon (Permissions), puis réessaie.

## i40: records of running games, page limits, names that pose as others
export_running = Une partie est en cours ici ; son compte rendu sera disponible à la fin.
web_too_many_address = Trop de pages ouvertes depuis ton adresse. Ferme-en une, puis recharge cette page.
web_too_many_table = Trop de pages ouvertes sur cette table. Ferme-en une, puis recharge cette page.

## i45: the table as a Discord Activity
activity_signing_in = Connexion avec Discord…
activity_sign_in_failed = La connexion avec Discord n'a pas abouti. Ferme l'activité et relance-la.
activity_no_table = Il n'y a pas encore de table de jeu dans ce salon. Prends place avec /join ; la table s'affiche ici dès qu'elle existe.
activity_not_member = Tu n'es pas membre de ce serveur : sa table t'est fermée.
dc_cmd_play = Ouvrir la table de ce salon : dans Discord si c'est possible, sinon dans le navigateur
activity_launch_browser = La table ne peut pas s'ouvrir dans Discord ici. Ouvre-la dans le navigateur : { $url }
activity_launch_nothing = La table ne peut pas s'ouvrir dans Discord ici, et ce bot n'a pas de table dans le navigateur. Utilise plutôt /hand et le tableau.
cli_activity_incomplete = erreur : l'activité Discord a aussi besoin de { $missing } (voir docs/ACTIVITY.md dans le projet).


## i42e: record faults, un compte rendu refusé (la bibliothèque du jeu ne donne que des codes)
record_place_round = manche { $round }
record_place_seat = manche { $round }, place { $seat } ({ $name })
record_place_trick = manche { $round }, pli { $trick }, place { $seat } ({ $name })
record_fault_at = { $place } : { $fault }
record_json_list = une liste
record_json_object = un objet
record_not_object = un compte rendu de partie est un objet JSON
record_format_missing = il manque « format » ; il doit valoir « { $expected } »
record_format_wrong = « format » doit valoir « { $expected } », pas { $found }
record_players = « players » doit être une liste de { $least } à { $most } noms
record_options = options : { $problem }
record_option_round_count = round_count doit être un nombre entier de 1 à { $most }
record_option_start = start doit être un numéro de place de 0 à { $most }
record_option_flag = { $option } doit valoir true ou false
record_option_not_object = les options doivent être un objet JSON
record_option_unknown = option inconnue « { $option } » (connues : { $known })
record_rounds_not_list = « rounds » doit être une liste
record_round_shape = une manche est un objet avec les listes hands, pain et plays
record_too_many_rounds = le compte rendu a { $count ->
    [0] aucune manche
    [one] { $count } manche
   *[other] { $count } manches
}, mais cette partie n'en a que { $rounds }
record_round_ended = la manche a pris fin après { $tricks ->
    [0] aucun pli
    [one] { $tricks } pli
   *[other] { $tricks } plis
} ({ $most ->
    [0] aucune carte
    [one] { $most } carte
   *[other] { $most } cartes
}), mais le compte rendu lui donne { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}
record_round_unfinished = la manche n'est pas finie ({ $count ->
    [0] aucune carte jouée
    [one] { $count } carte jouée
   *[other] { $count } cartes jouées
} sur { $most }), mais ce n'est pas la dernière manche du compte rendu
record_hands_count = { $count ->
    [0] aucune main
    [one] { $count } main
   *[other] { $count } mains
} pour { $players } joueurs
record_hand_size = la main a { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
} au lieu de { $size }
record_hand_not_list = la main n'est pas une liste de { $size ->
    [0] zéro carte
    [one] { $size } carte
   *[other] { $size } cartes
}
record_dealt_twice = { $card } est distribuée deux fois
record_dealt_twice_to = { $card } est distribuée deux fois (aussi à la place { $seat }, { $name })
record_pain_count = pain a { $count ->
    [0] aucune entrée
    [one] { $count } entrée
   *[other] { $count } entrées
} pour { $players } joueurs
record_pain_shape = { $twopain ->
    [yes] l'entrée de pain doit être une liste de deux cartes différentes (twopain)
   *[no] l'entrée de pain doit être un code de carte
}
record_not_card_code = { $value } n'est pas un code de carte
record_illegal_play = { $reason ->
    [not_in_hand] { $card } n'est pas parmi les cartes de cette place
    [already_played] { $card } est déjà jouée
    [is_pain_card] { $card } est la carte maudite de cette place ; elle ne se joue pas
    [not_a_card] « { $card } » n'est pas une carte de ce jeu
    [game_over] la partie est déjà finie
   *[other] les règles n'autorisent pas cette carte ici
}
record_illegal_pain = { $reason ->
    [not_in_hand] carte maudite : { $card } n'est pas parmi les cartes de cette place
    [same_card_twice] les deux cartes maudites doivent être différentes
    [pain_already_chosen] la carte maudite est déjà choisie
   *[other] les règles n'autorisent pas cette carte maudite
}
record_long_number = un nombre de { $digits } chiffres, bien plus que n'en contient un compte rendu
record_too_deep = le JSON est trop imbriqué pour un compte rendu

## i42e: web, libellé et valeur des pages web, et un rang (1er à 6e)
web_labelled = { $label } : { $value }
web_rank_1 = 1er
web_rank_2 = 2e
web_rank_3 = 3e
web_rank = { $place }e
