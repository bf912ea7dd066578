## Português (Brasil). Termos do jogo (docs/GLOSSARY.md): vaza, rodada, carta da dor e naipe da dor (a Ärgerfarbe alemã),
## abrir a vaza, seguir o naipe, etapa (de um torneio), mesa, lugar. Os códigos das cartas (R7, Y3 …) ficam como o RULES.md define.

## Serviço da mesa: recusas e anúncios (bot.service)

table_full = A mesa está cheia ({ $max } jogadores).
already_seated = Você já tem um lugar nesta mesa.
not_seated = Você não tem lugar nesta mesa.
not_your_hand = Essa não é a sua mão.
not_your_turn = É a vez { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}.
stale_action = Essa mão está desatualizada; use a mais recente (ou /hand).
no_game = Não há partida em andamento nesta mesa.
game_running = Há uma partida em andamento nesta mesa; espere ela acabar (ou use join N para assumir um lugar da IA).
leave_in_game = Você não pode sair durante a partida; peça à mesa para remover você, ou reinicie a mesa.
host_only = Só o anfitrião, { $name }, pode fazer isso.
too_few_players = Uma partida precisa de pelo menos { $min } jogadores; { $count ->
    [0] ninguém está sentado ainda
    [one] só { $count } jogador está sentado
   *[other] só { $count } jogadores estão sentados
}.
start_seat_too_high = O lugar { $seat } não existe com { $count } jogadores; mude a opção start.
ai_level_unknown = Nível de IA desconhecido '{ $level }'; escolha um entre { $levels }.
ai_name = IA { $n }
ai_level = { $level ->
    [easy] fácil
    [hard] difícil
   *[normal] normal
}
colour = { $code ->
    [R] vermelho
    [Y] amarelo
    [G] verde
    [B] azul
    [O] laranja
   *[V] violeta
}
colour_code = { $code } ({ colour })
not_pain_phase = Agora não é hora de escolher as cartas da dor.
not_trick_phase = Ainda não: as cartas da dor ainda estão sendo escolhidas.
pain_already_chosen = Você já escolheu sua carta da dor.
pain_count = Escolha exatamente { $count ->
    [1] uma carta da dor
   *[other] duas cartas da dor diferentes
}.
pain_same_card = Suas duas cartas da dor precisam ser cartas diferentes.
not_a_card = '{ $card }' não é uma carta numa mesa de { $players } jogadores: uma carta é uma letra de naipe ({ $colours }) seguida de um valor de 0 a { $top }, por exemplo R7
card_not_in_hand = { $card } não está na sua mão.
card_already_played = Você já jogou { $card }.
card_is_pain = { $card } é a sua carta da dor; ela não é jogada.
remove_in_lobby = Remover só vale durante a partida; na sala de espera cada um sai por conta própria.
remove_ai = O lugar { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
} já é jogado pela IA.
no_such_player = Ninguém chamado { $name } está sentado nesta mesa.
no_such_seat = Não existe o lugar { $seat }; os lugares vão de 1 a { $last }.
seat_not_ai = O lugar { $seat } é { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}, não da IA.
vote_open = Já há uma votação aberta ({ $kind ->
    [reset] reiniciar
    [remove] remover
   *[reclaim] devolver lugar
}): aceite ou recuse primeiro (ela expira em { $seconds } s).
no_vote = Não há votação aberta nesta mesa.
not_a_voter = Você não participa desta votação.
already_voted = Você já votou.
peek_seated = Jogadores não podem espiar: só espectadores podem ver uma mão.
peek_not_allowed = { $name } não permite espiar (isso se permite com /allowpeek e “sim”).
no_record = Esta mesa ainda não jogou nenhuma partida.
bad_input = Desculpe, não consigo usar { $what ->
    [name] esse nome
    [actor] esse remetente
    [user] esse usuário
    [cards] essas cartas
    [arguments] esses argumentos
    [table] essa mesa
    [seat] esse lugar
    [level] esse nível
   *[other] essa entrada
}.
bad_name = Seu nome não tem letras que eu consiga mostrar; defina um nome de exibição primeiro, por favor.
seat_in_lobby = Um número de lugar serve para assumir o lugar de um computador durante a partida; na sala de espera, entre sem número.
not_saved = Desculpe, a partida não pôde ser salva agora, então nada mudou; tente de novo em instantes.
not_read = Desculpe, a mesa não pôde ser lida agora; tente de novo em instantes.
option_unknown = Opção desconhecida '{ $name }'; as opções são { $known }.
option_bad_flag = A opção { $name } aceita on / off, não '{ $value }'.
option_bad_rounds = A opção rounds aceita players / default / 1-{ $most }, não '{ $value }'.
option_bad_start = A opção start aceita um número de lugar de 1 a { $last }, não '{ $value }'.
option_bad_language = A opção language aceita { $known }, não '{ $value }'.
option_rounds_players = uma rodada por jogador
option_rounds_n = { $n ->
    [0] { $n } rodadas
    [one] { $n } rodada
   *[other] { $n } rodadas
}
option_list_rounds = rodadas: { $rounds }
option_list_start = start: o lugar { $seat } abre a primeira rodada
option_list_flag = { $name }: { $state ->
    [on] ligado
   *[off] desligado
}
option_set_flag = { $name }: { $state ->
    [on] ligado
   *[off] desligado
}
option_list_language = idioma: { $language }
option_set_language = idioma: { $language }
option_language_default = o do servidor
option_language_named = { $name }
option_set_start = start: o lugar { $seat } abre a primeira rodada
option_set_rounds = rodadas: { $rounds }
info_lobby = Sala de espera: { $count ->
    [0] ninguém sentado
    [one] { $count } jogador sentado
   *[other] { $count } jogadores sentados
}, esperando o início.
info_over = Fim de partida: o resultado final.
info_round = rodada { $round } de { $of }
info_phase_pain = Escolhendo as cartas da dor, { $rounds }.
info_phase_tricks = Jogando vazas, { $rounds }, vaza { $trick }.
info_options = Opções: { $options }
info_unrated = Não ranqueada (partida de treino, ou lugares da IA).
info_empty = Ninguém sentado ainda: entre para jogar.
info_seat = Lugar { $seat }: { $name }
info_ai = { $name } ({ $level })
info_away = ausente (a IA joga)
info_pain = naipe da dor { $colours }
info_total = total { $total }
info_trick = Vaza: { $cards } ({ $holder } está levando)
info_turn = Vez de: { $name }
info_pain_waiting = Esperando as cartas da dor de: { $names }
info_deadline = Prazo em { $seconds } s.
info_deadline_at = Prazo às { NUMBER($at, maximumFractionDigits: 0) } (hora Unix).
info_round_scores = Rodada { $round }: { $scores }

## Armazenamento: por que um banco de dados não pode ser usado (para quem opera o bot, uma linha cada)

db_cannot_open = banco de dados { $path }: não foi possível abri-lo: { $problem }
db_in_use = banco de dados { $path }: outro processo sticheln-bot (pid { $pid }) o está usando; um banco SQLite atende um processo (vários processos precisam de PostgreSQL)
db_no_folder = banco de dados { $path }: a pasta dele não existe
db_is_folder = banco de dados { $path }: é uma pasta, não um arquivo
db_empty = banco de dados { $path }: o arquivo está vazio (0 bytes), então não é um banco do Sticheln; apague-o para começar do zero, ou restaure um backup
db_newer = banco de dados { $path }: o esquema dele (versão { $version }) é mais novo do que este bot conhece ({ $newest }); atualize o sticheln-bot, ou restaure um backup feito por esta versão
db_corrupt = banco de dados { $path }: está danificado ({ $problem }); pare o bot e restaure o último backup (sticheln-bot backup ARQUIVO faz um)
db_read_only = banco de dados { $path }: não é possível gravar nele ({ $problem }); verifique as permissões do arquivo e da pasta
db_no_file = banco de dados { $path }: esse arquivo de banco não existe
db_backup_exists = backup { $path }: o arquivo já existe; escolha outro nome
db_unreachable = banco de dados { $path }: sem conexão: { $problem }

## Discord (bot.discord): descrições dos comandos (no máximo 100 caracteres)

dc_cmd_join = Sentar à mesa deste canal (durante a partida: pedir seu lugar de volta)
dc_cmd_leave = Deixar seu lugar antes de a partida começar
dc_cmd_start = Começar a partida (ranqueada)
dc_cmd_startnosave = Começar uma partida de treino que não conta para o ranking
dc_cmd_option = Ver as opções da mesa, ou mudar uma (dm, hidden, twopain, start, rounds, host, language …)
dc_cmd_spielinfo = Ver a mesa: lugares, opções e a vaza em andamento
dc_cmd_reset = Voltar à sala de espera (durante a partida: abre votação; moderadores reiniciam na hora)
dc_cmd_remove = Abrir votação para passar o lugar de um jogador ao computador
dc_cmd_accept = Votar sim
dc_cmd_refuse = Votar não
dc_cmd_peek = Ver a mão de um jogador (só com permissão, e só como espectador)
dc_cmd_allowpeek = Permitir ou proibir que espectadores vejam sua mão
dc_cmd_addbot = Dar um lugar a um jogador computador
dc_cmd_hand = Mostrar sua mão de novo (só para você)
dc_cmd_leaderboard = Os melhores jogadores deste servidor
dc_cmd_stats = O histórico de um jogador neste servidor
dc_cmd_rules = As regras do Sticheln em resumo
dc_cmd_export = O registro da última partida como arquivo JSON (para sticheln replay)
dc_arg_seat = Número do lugar (1-6)
dc_arg_dm = Jogar 4 rodadas em vez de 5
dc_arg_option_name = Qual opção
dc_arg_option_value = Novo valor (on/off, um número de lugar, players/default, de/fr/pt-BR/en)
dc_arg_player = O jogador
dc_arg_allow = sim ou não
dc_arg_level = Quão forte o computador joga
dc_choice_yes = sim
dc_choice_no = não
dc_ok_join = Você tem um lugar. Todos veem a mesa no canal.
dc_ok_leave = Você saiu da mesa.
dc_ok_start = A partida começa: sua mão chega por mensagem direta.
dc_ok_start_unrated = A partida começa, mas não é ranqueada: há jogadores computador na mesa. Sua mão chega por mensagem direta.
dc_ok_done = Feito.
dc_ok_vote = Seu voto foi contado.
dc_ok_allowpeek_yes = Agora espectadores podem ver sua mão.
dc_ok_allowpeek_no = Ninguém pode ver sua mão.
dc_ok_addbot = Um jogador computador ocupa um lugar.
dc_failed = Algo deu errado do meu lado; tente de novo, por favor.
dc_bad_card = Essa não é uma carta que você pode escolher aqui.
dc_export = O registro da partida (formato sticheln-record/1):
dc_peek = A mão { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}:

dc_peek = A mão de { $name }:
dc_lobby =
    { $count ->
        [0] Mesa: ninguém sentado ainda.
        [one] Mesa: 1 jogador sentado – { $seats }
       *[other] Mesa: { $count } jogadores sentados – { $seats }
    }
    Entre com /join, comece com /start.
dc_joined = ➕ { $name } senta no lugar { $seat }.
dc_joined_ai = ➕ { $name } (computador, { $level }) senta no lugar { $seat }.
dc_left = ➖ { $name } sai da mesa.
dc_option_changed = ⚙️ { $by }: { $description }
dc_table_reset = 🔄 { $by } reiniciou a mesa; ela voltou à sala de espera.
dc_game_started = Sticheln começa: { $rounds ->
    [0] { $rounds } rodadas
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
dc_game_started_note = As mãos chegam por mensagem direta. Mensagens diretas fechadas? Use o botão “Mostrar minha mão” da mesa ou /hand.
dc_rated = ranqueada
dc_unrated = partida de treino (não ranqueada)
dc_options_footer = Opções: { $options }
dc_board_title = Rodada { $round } de { $rounds }
dc_board_trick = vaza { $trick }
dc_board_pain_phase = Todos escolhem em segredo uma carta da dor.
dc_pain_waiting = Esperando: { $names }
dc_pain_all = Todas as cartas da dor foram escolhidas.
dc_mark_leader = abre
dc_mark_holds = está levando a vaza
dc_mark_turn = joga agora
dc_due = o tempo acaba { $when }
dc_round_over = Rodada { $round } de { $rounds } contada
dc_game_over = Fim de partida
dc_winners = 🏆 Vitória: { $names }
dc_total = total { $total }
dc_rating = rating { $before } → { $after } ({ $delta })
dc_seat_away = 💤 { $name } está ausente; o computador joga no lugar { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
} até a volta.
dc_seat_taken_over = 🤖 O lugar { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
} agora é do computador ({ $level }).
dc_seat_reclaimed = ↩️ { $name } tem seu lugar de volta.
dc_seat_back = ↩️ { $name } voltou e joga de novo.
dc_thread_name = Sticheln: { $names }
dc_thread_failed = Não consigo abrir um tópico aqui, então a partida é jogada neste canal.
dc_vote_reset = 🗳️ { $by } pede para reiniciar a mesa.
dc_vote_remove = 🗳️ { $by } pede para passar o lugar { INITIAL($subject) ->
    [ai] da { $subject }
   *[other] de { $subject }
} ao computador.
dc_vote_reclaim = 🗳️ { $subject } pede o lugar de volta.
dc_vote_how = Vote com /accept ou /refuse.
dc_vote_passed =
    { $kind ->
        [reset] 🗳️ A votação foi aprovada: a mesa volta para a sala de espera.
        [remove] 🗳️ A votação foi aprovada: o lugar { INITIAL($subject) ->
            [ai] da { $subject }
           *[other] de { $subject }
        } passa para o computador.
       *[reclaim] 🗳️ A votação foi aprovada: { $subject } assume o lugar.
    }
dc_vote_failed =
    { $kind ->
        [reset] 🗳️ A votação foi rejeitada: a mesa continua como está.
        [remove] 🗳️ A votação foi rejeitada: { $subject } continua com o lugar.
       *[reclaim] 🗳️ A votação foi rejeitada: o lugar { INITIAL($subject) ->
            [ai] da { $subject }
           *[other] de { $subject }
        } continua com o computador.
    }
dc_dms_closed = { $mention } Não consigo mandar mensagens diretas para você. Use o botão “Mostrar minha mão” ou /hand para jogar.
dc_show_hand = Mostrar minha mão
dc_head_lead = Sua vez: vaza { $trick }, você abre
dc_head_turn = Sua vez: vaza { $trick }
dc_head_played = Você jogou { $card }
dc_head_pain_set = { $count ->
    [2] Suas cartas da dor: { $cards }
   *[other] Sua carta da dor: { $cards }
}
dc_head_waiting = Vaza { $trick }: é a vez { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}
dc_head_waiting_pain = Rodada { $round }: os outros ainda escolhem as cartas da dor
dc_head_hand = Sua mão na rodada { $round }
dc_head_away = 💤 Você está ausente na vaza { $trick }: o computador joga por você
dc_head_away_pain = 💤 Você está ausente: o computador escolhe sua carta da dor e joga por você
dc_head_over_won = Fim de partida: você venceu com { $total }

dc_head_reset = A mesa foi reiniciada; esta mão está encerrada
dc_hand_place = Sticheln em **{ $server }** › #{ $channel }
dc_hand_round_pain = Rodada { $round } de { $rounds } · cartas da dor
dc_hand_cards = Suas cartas:
dc_hand_you_played = Você jogou { $card }.
dc_away_how = Aperte “Voltei” para jogar suas próprias cartas de novo (ou use /hand no canal).
dc_back_button = Voltei
dc_you = você
dc_trick_line = Vaza { $trick }: { $entries }
dc_trick_entry = { $name } { $card }
dc_trick_entry_holds = { $name } { $card } (está levando)
dc_pain_line = Naipes da dor: { $entries }
dc_pain_entry = { $name } { $colours }
dc_pain_hidden = Os naipes da dor ficam escondidos até a rodada ser contada.
dc_select_pain = { $count ->
    [2] Escolha duas cartas da dor
   *[other] Escolha sua carta da dor
}
dc_select_play = Jogue uma carta
dc_turn_warning = ⏰ { $seconds ->
    [0] Faltam { $seconds } segundos
    [one] Falta { $seconds } segundo
   *[other] Faltam { $seconds } segundos
}, depois o computador joga por você.
dc_ping = { $mention } { $what }. Abra sua mão com “Mostrar minha mão” ou /hand.
dc_ping_warning = { $mention } { $warning } { $what }: abra sua mão com “Mostrar minha mão” ou /hand.
dc_ping_away = { $mention } 💤 Você está ausente: o computador joga por você. Aperte “Voltei” para jogar de novo.
dc_leaderboard = Ranking
dc_leaderboard_empty = Ainda não há partidas ranqueadas.
dc_your_place = Sua posição
dc_standing = { $place }. { $name }: rating { $rating } ({ $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, { $average } por rodada)
dc_stats_title = { $name }
dc_stats_games = Partidas
dc_stats_wins = Vitórias
dc_stats_rating = Rating
dc_stats_average = Rodada média
dc_stats_best = Melhor rodada
dc_stats_pain = Naipe da dor favorito
dc_rules =
    {"*"}*Sticheln em resumo** (3 a 6 jogadores, 5 rodadas; 4 com dm)
    Cada um recebe 15 cartas e separa uma em segredo: o naipe dela é o seu *naipe da dor* nesta rodada, e a carta conta para você como uma carta recolhida. Depois vêm 14 vazas. Jogue qualquer carta: ninguém é obrigado a seguir o naipe. Zeros nunca levam uma vaza (só quando todas as cartas são zeros, quem abriu leva). Uma carta diferente de zero de outro naipe que não o da saída é trunfo: o trunfo mais alto leva a vaza; senão, a carta mais alta do naipe da saída; em valores iguais, vence a carta jogada antes. Quem leva a vaza abre a próxima.
    Contagem: +1 por carta recolhida que não é do seu naipe da dor, menos o valor de cada carta do seu naipe da dor. Vence quem tiver o maior total depois da última rodada.

    {"*"}*Exemplos (BSW)**
    • 🟥 R4 na saída, 🟥 R1, 🟥 R7: o 7 vermelho segura a vaza. O próximo jogador a leva com qualquer carta não vermelha que não seja 0; para ficar de fora, é preciso jogar um 0 ou uma vermelha abaixo de 7.
    • 🟨 Y3 na saída, 🟩 G3 leva. O próximo jogador só a leva com uma carta não amarela acima de 3 (outro 3 perde o empate para o 3 verde jogado antes).

    Comandos: /join, /addbot, /option, /start, depois jogue pelas suas mensagens diretas (ou /hand).
dc_cli_description = Rodar o bot de Discord do Sticheln.
dc_cli_config_help = arquivo de configuração (TOML), veja config.example.toml
dc_cli_shard_count_help = quantos shards o bot roda ao todo (com vários processos; substitui shard_count)
dc_cli_shards_help = os shards que este processo roda, por exemplo 0-3 ou 0,2 (substitui shard_ids)
dc_cli_bad_shards = erro: --shards aceita números de shard como 0-3 ou 0,2,5, não '{ $value }'
dc_cli_backup_description = Copiar o banco SQLite do bot de forma consistente, mesmo com o bot rodando.
dc_cli_backup_target_help = o novo arquivo onde gravar a cópia
dc_cli_backup_postgres = erro: backup copia um banco SQLite; faça backup do PostgreSQL com pg_dump
dc_cli_backup_done = backup de { $source } gravado em { $target } ({ $pages } páginas)
dc_cli_no_config = erro: arquivo de configuração não encontrado: { $path }
dc_cli_bad_config = erro: não foi possível ler o arquivo de configuração { $path }: { $error }
dc_cli_bad_setting = erro: configuração '{ $name }': { $problem }
dc_cli_no_token =
    erro: nenhum token de bot do Discord.
    Crie uma aplicação em https://discord.com/developers/applications, abra Bot, aperte Reset Token e copie o token; depois defina-o no ambiente (export DISCORD_TOKEN=...) ou como token = "..." no arquivo de configuração passado com --config. O passo a passo está no README, na seção sobre como iniciar o bot.

## Mesa no terminal e linhas de comando (bot.terminal, bot.cli)

term_commands =
    uso: sticheln COMANDO [ARGUMENTOS]

    Sticheln, o jogo de vazas. Comandos:
    {"  "}play     jogar uma partida no terminal contra jogadores IA (sticheln play --help)
    {"  "}replay   conferir registros de partidas e mostrar vazas, pontos e totais (sticheln replay --help)
    {"  "}web      jogar uma partida no navegador contra jogadores de IA (sticheln web --help)
    {"  "}review   avaliar cada decisão de um registro de partida pela IA difícil (sticheln review --help)
term_no_command = erro: nenhum comando dado; os comandos são play, replay, review e web (veja sticheln --help)
term_unknown_command = erro: comando desconhecido '{ $command }'; os comandos são play, replay, review e web (veja sticheln --help)
term_play_description = Jogar uma partida de Sticheln no terminal contra jogadores IA, pelo mesmo serviço de mesa do bot de Discord. As jogadas são lidas da entrada padrão, então dá para roteirizar uma partida.
term_players_help = número de jogadores, contando você (3 a 6; padrão 4)
term_level_help = força dos jogadores IA (padrão normal)
term_seed_help = semente para a distribuição e para a IA (mesma semente e mesmas jogadas dão a mesma partida)
term_delay_help = segundos entre as cartas dos jogadores IA, para você acompanhar (padrão { $default }; 0 para roteiros)
term_plain_help = sem cores, mesmo num terminal (saída que não é terminal nunca tem cores)
term_record_help = gravar o registro da partida em ARQUIVO quando ela acabar ou for abandonada (reveja com sticheln replay)
term_dm_help = 4 rodadas em vez de 5 (opção dm do BSW)
term_rounds_help = 'players' para uma rodada por jogador, ou um número de rodadas de 1 a 10
term_hidden_help = os naipes da dor ficam escondidos até cada rodada ser contada (para experientes)
term_twopain_help = cada jogador separa duas cartas da dor; 13 vazas por rodada
term_start_help = o lugar N abre a primeira rodada (opção start N do BSW; você é o lugar 1)
term_lang_help = o idioma da mesa: en, de, fr ou pt-BR (padrão: pelo LANG, senão inglês)
term_bad_lang = uma de { $known }, não '{ $value }'
term_bad_argument = erro: { $message } (veja sticheln play --help)
term_bad_delay = segundos de 0 a { $most }, não '{ $value }'
term_bad_rounds = 'players' ou um número de rodadas de 1 a { $most }, não '{ $value }'
term_bad_start = erro: --start aceita um lugar de 1 a { $last } numa mesa de { $players }, não { $start }
term_bad_option = erro: --{ $name } { $value }: { $reason }
term_record_no_folder = erro: não foi possível gravar o registro da partida em { $path }: a pasta { $folder } não existe
term_record_is_folder = erro: não foi possível gravar o registro da partida em { $path }: é uma pasta
term_record_failed = erro: não foi possível gravar o registro da partida em { $path }: { $reason }
term_record_written = O registro da partida está em { $path }; confira com: sticheln replay { $path }
term_you = Você
term_welcome = Sticheln: você contra { $n } jogadores IA ({ $level }). Digite um código de carta como R7 (maiúsculas ou minúsculas, tanto faz); 'help' lista os comandos, 'rules' explica o jogo.
term_seating = Lugares: { $seats }.
term_seat = { $seat } { $name }
term_options = Opções: { $options }.
term_round = -- Rodada { $round } de { $of } --
term_round_leader = { $name } abre a primeira vaza.
term_round_leader_you = Você abre a primeira vaza.
term_hand = Sua mão: { $cards }
term_hand_with_pain = { $count ->
    [2] Sua mão: { $cards } (cartas da dor { $pain })
   *[other] Sua mão: { $cards } (carta da dor { $pain })
}
term_pain_prompt = Sua carta da dor >{" "}
term_pain_prompt2 = Suas duas cartas da dor (por exemplo { $example }) >{" "}
term_play_prompt = Sua carta >{" "}
term_pain_set_aside = Você separa { $card }. Seu naipe da dor nesta rodada: { $colour }. Cada carta desse naipe que você recolher custa o valor dela, e a própria { $card } conta { SIGNED($value) } para você.
term_pain_set_aside2 = Você separa { $cards }. Seus naipes da dor nesta rodada: { $colours }. Cada carta desses naipes que você recolher custa o valor dela, e { $cards } contam { SIGNED($value) } para você.
term_pain_set_aside2_one = Você separa { $cards }. Seu naipe da dor nesta rodada: { $colour }. Cada carta desse naipe que você recolher custa o valor dela, e { $cards } contam { SIGNED($value) } para você.
term_revealed = Naipes da dor: { $colours }.
term_seat_colours = { $name } { $colours }
term_revealed_hidden = Todos escolheram; os naipes da dor ficam escondidos até a rodada ser contada.
term_you_lead = Rodada { $round }, vaza { $trick } de { $tricks }: você abre.
term_trick_so_far = Rodada { $round }, vaza { $trick } de { $tricks }: { $plays }.
term_play_pair = { $name } { $card }
term_holds = { $name } está levando com { $card }.
term_holds_you = Você está levando com { $card }.
term_to_play = Vez { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}.
term_your_turn = Sua vez.
term_taken_clean = { $name } leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para { $name } ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}, nenhuma do naipe da dor { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}).
term_taken_clean_two = { $name } leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para { $name } ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}, nenhuma dos naipes da dor { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}).
term_taken_clean_you = Você leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para você ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}, nenhuma do seu naipe da dor).
term_taken_clean_two_you = Você leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para você ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}, nenhuma dos seus naipes da dor).
term_taken_pain = { $name } leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para { $name } ({ SIGNED($others) } pelos outros naipes, { SIGNED($penalty) } por { $cards } do naipe da dor { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}).
term_taken_pain_two = { $name } leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para { $name } ({ SIGNED($others) } pelos outros naipes, { SIGNED($penalty) } por { $cards } dos naipes da dor { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}).
term_taken_pain_you = Você leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para você ({ SIGNED($others) } pelos outros naipes, { SIGNED($penalty) } por { $cards } do seu naipe da dor).
term_taken_pain_two_you = Você leva a vaza: { SIGNED($points) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
} para você ({ SIGNED($others) } pelos outros naipes, { SIGNED($penalty) } por { $cards } dos seus naipes da dor).
term_taken_hidden = { $name } leva a vaza ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}; quanto elas valem para { $name } aparece quando a rodada for contada).
term_running = Pontos das vazas nesta rodada: { $points }.
term_running_totals = Totais da partida antes desta rodada: { $totals }.
term_running_hidden = Cartas recolhidas nesta rodada: { $counts }.
term_running_yours = Seus pontos das vazas nesta rodada: { SIGNED($points) }.
term_seat_value = { $name } { $value }
term_scored = Rodada { $round } de { $of } contada
term_col_seat = Lugar
term_col_player = Jogador
term_col_pain = Naipe da dor
term_col_others = Outros naipes
term_col_pain_taken = Naipe da dor recolhido
term_col_set_aside = Separada
term_col_round = Rodada
term_col_taken = Cartas recolhidas
term_col_trick_points = Pontos das vazas
term_col_total = Total
term_cell_count_points = { $count } ({ SIGNED($points) })
term_cell_cards_points = { $cards } ({ SIGNED($points) })
term_cell_none = nenhuma
term_cell_hidden = escondida
term_cell_unknown = -
term_game_over = Fim de partida depois de { $rounds ->
    [0] { $rounds } rodadas
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}. Totais: { $totals }.
term_winner = Vitória: { $names }.
term_winners = Vitória dividida: { $names }.
term_thinking = { $name } está pensando…
term_waiting_pain = Esperando as cartas da dor { INITIAL($names) ->
    [ai] da { $names }
   *[other] de { $names }
}…
term_away = { $name } demorou demais; a IA joga no lugar { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
}.
term_away_you = Você demorou demais; a IA joga por você até você digitar de novo.
term_back_you = Você voltou: a IA não joga mais por você.
term_turn_warning = { $seconds ->
    [0] Faltam { $seconds } segundos
    [one] Falta { $seconds } segundo
   *[other] Faltam { $seconds } segundos
}, depois a IA joga por você.
term_info_tricks = Rodada { $round } de { $of }, vaza { $trick } de { $tricks }.
term_info_pain = Rodada { $round } de { $of }: as cartas da dor estão sendo escolhidas.
term_info_over = A partida acabou.
term_help =
    Comandos:
    {"  "}R7, y0 ...   um código de carta: jogar essa carta, ou separá-la como carta da dor quando for pedido
    {"  "}R1 G0        dois códigos de carta: suas duas cartas da dor (com --twopain)
    {"  "}hand         sua mão de novo
    {"  "}info         a mesa: lugares, naipes da dor, pontos até agora e a vaza
    {"  "}hint         as três cartas que a IA difícil considera melhores para a sua jogada, pelo que você vê
    {"  "}rules        as regras em resumo
    {"  "}help         esta lista
    {"  "}quit         encerrar a partida (Ctrl-C também)
term_rules =
    Sticheln em resumo (3 a 6 jogadores, 5 rodadas; 4 com --dm)
    Cada um recebe 15 cartas e separa uma em segredo: o naipe dela é o seu naipe da dor nesta rodada, e a carta conta para você como uma carta recolhida. Depois vêm 14 vazas. Jogue qualquer carta: ninguém é obrigado a seguir o naipe. Zeros nunca levam uma vaza (só quando todas as cartas são zeros, quem abriu leva). Uma carta diferente de zero de outro naipe que não o da saída é trunfo: o trunfo mais alto leva a vaza; senão, a carta mais alta do naipe da saída; em valores iguais, vence a carta jogada antes. Quem leva a vaza abre a próxima.
    Contagem: +1 por carta recolhida que não é do seu naipe da dor, menos o valor de cada carta do seu naipe da dor, incluindo sua carta da dor. Vence quem tiver o maior total depois da última rodada.
    Exemplos: R4 na saída, R1, R7: o R7 segura a vaza; o próximo jogador a leva com qualquer carta não vermelha que não seja 0. Y3 na saída, G3 leva; o próximo jogador só a leva com uma carta não amarela acima de 3.
term_error = erro: { $message }
term_unknown_word = comando desconhecido '{ $word }'; digite help
term_need_one_card = digite um código de carta, por exemplo { $example }
term_not_utf8 = essa linha não é texto UTF-8; digite um código de carta como R7, ou help
term_too_long = essa linha é longa demais; digite um código de carta como R7, ou help
term_eof = Não há mais entrada: saindo da mesa.
term_bye = Tchau.
cli_bot_token_refused = erro: o Discord recusou o token do bot (está errado, ou foi redefinido): copie um novo na página Bot da sua aplicação em https://discord.com/developers/applications e defina DISCORD_TOKEN de novo.
cli_bot_failed = erro: o bot parou depois de uma falha inesperada ({ $reason }); veja o log para detalhes.
cli_bot_unreachable = erro: não foi possível alcançar o Discord ({ $reason }); verifique a conexão de rede e tente de novo.
cli_bot_discord_error = erro: o Discord respondeu { $status } ({ $reason }) quando o bot entrou; tente de novo mais tarde.

## AI hints (issue 15)

hint_rated = Dicas só valem em partidas de treino (começadas com /startnosave), não em partidas ranqueadas.
hint_not_asked = Nada está sendo pedido a você agora; peça uma dica quando for a sua vez.
hint_line = { $rank }. { $cards }: { $points } pontos esperados nesta rodada
dc_cmd_hint = As três cartas que a IA difícil considera melhores para a sua jogada (só partidas de treino)
dc_hint_title = As escolhas da IA difícil para você (pelo que você consegue ver):
term_hint_title = As escolhas da IA difícil para você (pelo que você consegue ver):

## Club play: tournaments, seasons, history, looking for players, server settings (issue 14)

club_moderator_only = Só um moderador (Gerenciar servidor) pode fazer isso.
club_no_season = Não existe a temporada { $season }; este servidor está na temporada { $current }.
club_no_game = Nenhuma partida número { $game } está salva neste servidor.
tournament_none = Não há torneio neste canal; crie um com /tournament create.
tournament_exists = Este canal já tem um torneio, { $name }; termine ou cancele esse primeiro.
tournament_already_joined = Sua inscrição em { $name } já está feita.
tournament_not_joined = Você não tem inscrição em { $name }.
tournament_over = { $name } acabou.
tournament_started = { $name } já começou; as inscrições estão fechadas.
tournament_not_running = Esse torneio não está em andamento.
tournament_runner_only = Só quem criou o torneio ou um moderador (Gerenciar servidor) pode fazer isso.
tournament_too_few = Um torneio precisa de pelo menos { $min } jogadores inscritos; { $count } até agora.
lfg_open = Já há uma chamada de jogadores aberta neste canal; entre nela, ou espere ela fechar.
lfg_already_full = Esta mesa já tem { $players } jogadores; comece com /start.
lfg_closed = Esta chamada de jogadores está encerrada.
lfg_caller_only = Só { $name }, que fez a chamada, pode começar a mesa daqui (ou use /start).
cl_cmd_tournament = Torneios: mesas em tópicos, várias etapas, as mesmas cartas em todas as mesas
cl_cmd_t_create = Criar um torneio neste canal
cl_cmd_t_join = Inscrever-se no torneio deste canal
cl_cmd_t_leave = Retirar sua inscrição antes de o torneio começar
cl_cmd_t_start = Começar o torneio: distribuir os lugares da primeira etapa (criador ou moderador)
cl_cmd_t_standings = A classificação do torneio
cl_cmd_t_cancel = Cancelar o torneio (criador ou moderador)
cl_arg_t_name = O nome do torneio
cl_arg_t_rounds = Quantas etapas (uma partida cada) cada jogador joga (1-10)
cl_arg_t_table_size = Lugares por mesa (3-6)
cl_arg_t_dm = Partidas de quatro rodadas (opção dm do BSW)
cl_arg_t_rated = As partidas contam para o rating (só mesas sem lugares da IA)
cl_cmd_season = A temporada deste servidor: quando começou e quando acaba; moderadores iniciam a próxima
cl_arg_season_action = nova: encerrar esta temporada e começar a próxima (moderadores)
cl_arg_season = O número de uma temporada (padrão: a atual)
cl_cmd_history = As últimas 10 partidas de um jogador neste servidor, ou uma partida com seu gráfico
cl_arg_game = O número de uma partida (veja /history)
cl_cmd_lfg = Procurar jogadores: uma chamada com botão Entrar (fecha quando lotar ou após 15 minutos)
cl_arg_lfg_players = Quantos jogadores a mesa precisa, contando você (3-6, padrão 4)
cl_arg_lfg_note = Um recado para a chamada
cl_cmd_settings = Configurações do servidor: tempos de jogada, cargo de LFG, canal de resultados, temporadas mensais
cl_arg_pain_seconds = Segundos para escolher a carta da dor (10-3600)
cl_arg_card_seconds = Segundos para jogar uma carta (10-3600)
cl_arg_lfg_role = O cargo que o /lfg menciona (o servidor participa ao indicar um)
cl_arg_results_channel = Um canal onde todo resultado de partida também é publicado
cl_arg_monthly = Começar uma nova temporada todo mês
cl_arg_clear = Voltar uma configuração ao padrão
cl_t_created = 🏆 **{ $name }** está aberto: { $rounds ->
        [0] { $rounds } etapas
        [one] uma etapa
       *[other] { $rounds } etapas
    } em mesas de { $size }{ $dm ->
        [yes] , partidas de quatro rodadas
       *[no] {""}
    }{ $rated ->
        [yes] , ranqueado
       *[no] {""}
    }. Inscreva-se com /tournament join; { $creator } começa com /tournament start.
cl_t_joined = Sua inscrição em { $name } está feita ({ $count ->
        [0] { $count } inscrições
        [one] { $count } inscrição
       *[other] { $count } inscrições
    }).
cl_t_left = Sua inscrição em { $name } foi retirada.
cl_t_started = O torneio começa: as mesas da etapa 1 estão montadas.
cl_t_cancelled = 🏁 { $name } foi cancelado.
cl_t_round = 🎲 **{ $name }**, etapa { $round } de { $rounds }: { $tables }
cl_t_round_field = Etapa { $round } de { $rounds }
cl_t_thread = { $name } · etapa { $round } · mesa { $table }
cl_t_table_intro =
    {"*"}*{ $name }**, etapa { $round }, mesa { $table }. Lugares: { $seats }.
    Semente { $seed }: todas as mesas desta etapa jogam as mesmas cartas. Suas mãos chegam por mensagem direta; o lugar de quem estiver ausente é jogado pela IA depois do tempo de jogada.
cl_t_ai_seat = { $name } (lugar da IA)
cl_t_standings_title = 🏆 { $name } — classificação depois da etapa { $round } de { $rounds }
cl_t_standings_title_final = 🏆 { $name } — classificação final
cl_t_standings_line = { $place }. { $name } — { $points } pts ({ $total ->
        [0] { $total } pontos de partida
        [one] { $total } ponto de partida
       *[other] { $total } pontos de partida
    }){ $ai_count ->
        [0] {""}
        [one] {" "}· 🤖 jogado pela IA na etapa { $ai_rounds }
       *[other] {" "}· 🤖 jogado pela IA nas etapas { $ai_rounds }
    }
cl_t_standings_empty = Nenhuma mesa terminou ainda.
cl_t_standings_tables = Etapa { $round }: { $done } de { $tables ->
        [0] { $tables } mesas terminadas
        [one] { $tables } mesa terminada
       *[other] { $tables } mesas terminadas
    }. Semente { $seed }.
cl_t_scoring = Pontos de colocação por mesa: 6/4/3/2/1/0 com seis lugares, 5/3/2/1/0 com cinco, 4/2/1/0 com quatro, 3/1/0 com três; empatados dividem; empates na classificação vão para o maior total de pontos de partida.
cl_t_podium_title = 🏆 { $name } acabou
cl_t_podium =
    🥇 { $first }
    🥈 { $second }
    🥉 { $third }
cl_t_podium_none = —
cl_season_title = Temporada { $number }
cl_season_started = Começou em { $start }.
cl_season_ends = Fim previsto: { $end }.
cl_season_open_end = Fim previsto: nenhum; um moderador começa a próxima temporada com /season e a ação “nova”.
cl_season_new = 🗓️ A temporada { $number } começa agora; a temporada { $previous } está encerrada (veja /leaderboard season:{ $previous }).
cl_leaderboard_season = Ranking — temporada { $number }
cl_leaderboard_season_dates = { $start } – { $end }
cl_leaderboard_season_running = desde { $start }
cl_stats_seasons = Temporadas
cl_stats_season_line = Temporada { $season }: { $games ->
        [0] { $games } partidas ranqueadas
        [one] { $games } partida ranqueada
       *[other] { $games } partidas ranqueadas
    }, { $wins ->
        [0] { $wins } vitórias
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, rating { $rating }
cl_stats_no_seasons = Ainda não há partidas ranqueadas em nenhuma temporada.
cl_history_title = { $name }: as últimas partidas neste servidor
cl_history_empty = Ainda não há partidas salvas neste servidor.
cl_history_line = #{ $game } · { $date } · { $where ->
        [tournament] { $tournament }, etapa { $round }
       *[table] mesa <#{ $table }>
    } · posição { $place } de { $players } · total { $total }{ $finished ->
       *[yes] {""}
        [no] {" "}· abandonada
    }
cl_history_footer = /export game:N dá o registro de uma partida (para sticheln replay); /history game:N o gráfico dela.
cl_game_title = Partida #{ $game }
cl_game_line = { $name }: { $total }
cl_chart_title = Totais acumulados por rodada
cl_lfg_call = 📣 { $caller } está procurando jogadores: { $seated } de { $players } sentados. { $note }
cl_lfg_seated = Na mesa: { $names }
cl_lfg_full = ✅ A mesa está cheia ({ $players } jogadores). { $caller } começa com o botão Começar ou /start.
cl_lfg_expired = ⌛ Esta chamada de jogadores fechou depois de 15 minutos.
cl_lfg_started = ▶️ A partida começou.
cl_lfg_join = Entrar
cl_lfg_start = Começar
cl_lfg_joined = Você tem um lugar nesta mesa.
cl_lfg_posted = Sua chamada foi publicada; você tem um lugar.
cl_settings_title = Configurações deste servidor
cl_settings_pain = Tempo para a carta da dor: { $seconds } s{ $default ->
        [yes] {" "}(padrão)
       *[no] {""}
    }
cl_settings_card = Tempo para uma carta: { $seconds } s{ $default ->
        [yes] {" "}(padrão)
       *[no] {""}
    }
cl_settings_role = Cargo de LFG: { $role ->
        [0] nenhum
       *[other] <@&{ $role }>
    }
cl_settings_results = Canal de resultados: { $channel ->
        [0] nenhum
       *[other] <#{ $channel }>
    }
cl_settings_monthly = Uma nova temporada todo mês: { $state ->
        [yes] sim
       *[no] não
    }
cl_result_posted = 🏁 Uma partida em <#{ $table }> acabou.
cl_choice_new = nova
cl_choice_setting = { $setting ->
    [pain_seconds] tempo para a carta da dor
    [card_seconds] tempo para uma carta
    [lfg_role_id] cargo de LFG
    [results_channel_id] canal de resultados
   *[monthly_seasons] temporadas mensais
}

## First hour

dc_cli_backup_epilog = Para copiar o banco SQLite com o bot rodando: sticheln-bot backup DESTINO (veja sticheln-bot backup --help).
dc_cli_backup_no_folder = erro: não foi possível gravar o backup em { $path }: a pasta { $folder } não existe
dc_cli_backup_read_only = erro: não foi possível gravar o backup em { $path }: a pasta { $folder } não permite gravação
dc_cli_unknown_setting = erro: configuração desconhecida '{ $name }'; config.example.toml descreve todas as configurações
dc_cli_unknown_setting_close = erro: configuração desconhecida '{ $name }'; você quis dizer '{ $close }'?
term_version_help = {"  "}--version  a versão do Sticheln instalada
term_force_help = com --record: substituir ARQUIVO se ele já existir
term_record_exists = erro: o registro da partida { $path } já existe; escolha outro nome, ou use --force para substituí-lo
term_dm_and_rounds = erro: --dm (4 rodadas) e --rounds { $rounds } se contradizem; escolha um dos dois
term_not_your_turn = ainda não é a sua vez: { $cards } não foi jogado; digite de novo quando for a sua vez
term_command_alone = '{ $word }' não aceita nada depois; digite só { $word }
term_left_standings = { $rounds ->
    [0] Nenhuma rodada foi concluída.
    [one] Classificação depois de { $rounds } rodada: { $standings }.
   *[other] Classificação depois de { $rounds } rodadas: { $standings }.
}
term_record_kept = Nenhuma rodada foi concluída: { $path } ficou como estava.

## Table feel
tf_totals_legend = Placar:
tf_totals_legend_round = Placar (vazas da rodada):
tf_total_entry = { $name } { $total }
tf_total_entry_round = { $name } { $total } ({ $points })
tf_taken_header = Vazas levadas:
tf_taken_line = { $trick }. { $name } { $points }: { $cards }
tf_taken_line_hidden = { $trick }. { $name }: { $cards }
tf_breakdown_legend = Cartas +1 cada; naipe da dor: −valor
tf_breakdown_head = **{ $name }** { $score } → { $total } (posição { $place })
tf_breakdown_parts = { $count ->
    [0] { $count } cartas { $cards }
    [one] { $count } carta { $cards }
   *[other] { $count } cartas { $cards }
} · { $colours } { $taken } · { $pain } { $card }
tf_pain_slot = dor { $badge }
tf_lobby_elsewhere = Este botão é da sala de espera de outra mesa.
tf_you_took = Você levou a vaza { $trick }: { $points }
tf_you_took_hidden = Você levou a vaza { $trick }.
tf_round_yours = Rodada { $round } contada:
tf_pain_option = { $count ->
    [0] você tem { $count } cartas deste naipe
    [one] você tem { $count } carta deste naipe
   *[other] você tem { $count } cartas deste naipe
}
tf_over_place = Posição { $place } de { $count }
tf_rematch = Revanche
tf_rematch_running = Há uma partida em andamento nesta mesa; a revanche abre quando ela terminar.
tf_rematch_not_seated = Só quem jogou a última partida pode abrir uma revanche; use /join para sentar.

tf_option_flag = { $name ->
    [dm] 4 rodadas (dm)
    [drawseat] lugares sorteados
    [host] o anfitrião decide
    [hidden] naipes da dor ocultos
    [twopain] duas cartas da dor
    [thread] tópico próprio
   *[other] { $name }
}
tf_option_set_flag = { $name ->
    [dm] 4 rodadas (dm)
    [drawseat] lugares sorteados no início
    [host] o anfitrião conduz a sala de espera
    [hidden] naipes da dor ocultos
    [twopain] duas cartas da dor
    [thread] cada partida em seu tópico
   *[other] { $name }
}: { $state ->
    [on] ligado
   *[off] desligado
}
tf_option_rounds = { $rounds ->
    [0] uma rodada por pessoa
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
tf_option_start = o lugar { $seat } começa
tf_option_language = idioma { $language }

## Web table
web_title_play = Sticheln: o seu lugar
web_title_watch = Sticheln: assistindo a uma mesa
web_title_replay = Sticheln: rever a partida
web_round = Rodada { $round } de { $count }
web_trick = Vaza { $trick }
web_phase_lobby = A partida ainda não começou.
web_phase_pain = As cartas da dor estão sendo escolhidas.
web_phase_over = A partida terminou.
web_prompt_pain = Escolha a sua carta da dor.
web_prompt_pain2 = Escolha duas cartas da dor e depois confirme.
web_prompt_play = Sua vez: jogue uma carta.
web_wait_for = Esperando { INITIAL($name) ->
    [ai] pela { $name }
   *[other] por { $name }
}.
web_wait_pain = Esperando pelas outras cartas da dor.
web_confirm = Confirmar
web_your_hand = Sua mão
web_you = você
web_ai = IA
web_away = ausente
web_pain = Dor
web_pain_chosen = carta da dor escolhida
web_pain_hidden = oculta
web_cards_left = cartas na mão
web_round_tricks = Vazas desta rodada
web_previous_trick = Última vaza da rodada anterior
web_takes = { $name } leva a vaza
web_scores = Pontos
web_total = Total
web_winners = Vitória: { $names }
web_record = Baixar o registro da partida
web_replay = Rever a partida
web_live_lost = Conexão perdida; tentando de novo…
web_time_left = Tempo restante
web_refused_title = Esta página não pode ser mostrada
web_link_refused = Este link não funciona: foi alterado, expirou, ou a partida dele terminou. Peça um novo link.
web_not_found = Não há nada neste endereço.
web_not_over = O registro da partida pode ser baixado quando a partida terminar.
web_switched_off = A mesa no navegador está desligada neste servidor.
web_failed = Algo deu errado do nosso lado; nada foi alterado. Tente de novo, por favor.
web_watch_only = Espectadores assistem; não podem jogar.
web_too_fast = Mensagens demais de uma vez; mais devagar, por favor.
web_message_too_long = Essa mensagem é longa demais para ser uma jogada; nada foi jogado.
web_replay_start = Início
web_replay_back = Voltar
web_replay_next = Avançar
web_replay_end = Fim
web_replay_step = Rodada { $round }, vaza { $trick } de { $count }
web_replay_dealt = Rodada { $round }: as cartas da dor
web_chart = Evolução dos totais
term_web_description = Jogue Sticheln no navegador contra jogadores de IA. A primeira linha impressa é o seu link, a segunda um link para espectadores. O servidor roda até a partida terminar e mais um minuto (para o placar final e o registro), e então para.
term_web_port_help = a porta em que escutar (0: qualquer porta livre)
term_web_host_help = o endereço em que escutar (padrão: 127.0.0.1, só este computador)
term_web_cannot_listen = erro: não é possível escutar em { $host } porta { $port }: { $reason }
term_replay_html_help = escrever a página para rever a partida de REGISTRO no arquivo dado com -o: um único arquivo, que abre sem internet
web_open_table = Abrir a mesa
web_watch_button = Assistir no navegador
web_replay_line = Rever no navegador: { $url }
web_replays = Rever partidas
web_switched = { $on ->
    [yes] A mesa no navegador está ligada neste servidor: links aparecem nas mesas e nas mãos.
   *[no] A mesa no navegador está desligada neste servidor: sem links, e as páginas dela são recusadas.
}
web_arg_settings = A mesa no navegador: links e páginas ligados ou desligados
web_you_take = Você leva a vaza

## Game review

review_description = Avalia cada decisão de um registro de partida (cada carta da dor, cada carta) pela IA difícil, pelo que o jogador podia ver naquele momento: os pontos esperados da escolha feita e da melhor escolha, e a perda entre elas.
review_record_help = o registro da partida (sticheln-record/1); - lê a entrada padrão
review_seat_help = avaliar só este lugar (a partir de 1; padrão: todos os lugares)
review_budget_help = segundos de busca por decisão, divididos entre as opções (em vez de --iterations; não reproduzível)
review_iterations_help = iterações de busca por opção de uma decisão (padrão { $default }; reproduzível com --seed)
review_seed_help = semente da busca (a mesma semente e o mesmo registro dão a mesma análise)
review_json_help = imprimir um objeto JSON em vez do relatório
review_lang_help = o idioma do relatório: en, de, fr ou pt-BR (padrão: pelo LANG, senão inglês)
review_bad_argument = erro: { $message } (veja sticheln review --help)
review_bad_budget = segundos acima de 0, no máximo { $most }, não '{ $value }'
review_bad_iterations = um número inteiro de 1 a { $most }, não '{ $value }'
review_bad_seat = erro: --seat { $seat }: os lugares desta partida vão de 1 a { $last }
review_title = Análise da partida ({ $rounds ->
        [0] { $rounds } rodadas
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }), avaliada pela IA difícil pelo que cada jogador podia ver.
review_scale = Pontos perdidos por decisão: imprecisão a partir de { NUMBER($inaccuracy, minimumFractionDigits: 1) }, erro a partir de { NUMBER($mistake, minimumFractionDigits: 1) }, erro grave a partir de { NUMBER($blunder, minimumFractionDigits: 1) }.
review_seat_heading = { $name } (lugar { $seat })
review_summary = { $count ->
        [0] { $count } decisões
        [one] { $count } decisão
       *[other] { $count } decisões
    }, em média { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } pontos perdidos por decisão.
review_counts = { $good ->
        [0] { $good } boas
        [one] { $good } boa
       *[other] { $good } boas
    }, { $inaccuracy ->
        [0] { $inaccuracy } imprecisões
        [one] { $inaccuracy } imprecisão
       *[other] { $inaccuracy } imprecisões
    }, { $mistake ->
        [0] { $mistake } erros
        [one] { $mistake } erro
       *[other] { $mistake } erros
    }, { $blunder ->
        [0] { $blunder } erros graves
        [one] { $blunder } erro grave
       *[other] { $blunder } erros graves
    }.
review_costliest = As decisões mais caras:
review_none_costly = Nenhuma decisão perdeu pontos.
review_every_decision = Todas as decisões:
review_where_pain = Rodada { $round }, carta da dor
review_where_card = Rodada { $round }, vaza { $trick }
review_line_best = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados: a melhor escolha.
review_line = { $where }: { $chosen }, { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados; melhor { $best }, { NUMBER($best_points, minimumFractionDigits: 1, maximumFractionDigits: 1) }: { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 2) } perdidos, { $label ->
        [inaccuracy] uma imprecisão
        [mistake] um erro
        [blunder] um erro grave
       *[good] aceitável
    }.
dc_cmd_review = Seu lugar em uma partida terminada, cada decisão avaliada pela IA difícil (só você vê)
dc_arg_review_game = um número de partida do /history (padrão: sua última partida neste servidor)
dc_review_button = Analisar minha partida
dc_review_title = Análise da partida { $game } para { $name }, avaliada pela IA difícil pelo que você podia ver a cada momento:
review_no_game = Você ainda não tem nenhuma partida terminada neste servidor para analisar.
review_not_seated = Você não jogou a partida { $game }; para analisar as decisões de outro lugar, acrescente seat:N com o número dele.
review_running = Sua partida nesta mesa ainda está em andamento; a análise fica pronta quando ela terminar.
review_failed = Desculpe, a análise não pôde ser calculada agora; tente de novo mais tarde.

## long running (issue 33)
db_disk_full = banco de dados { $path }: o disco está cheio ({ $problem }); libere espaço nele (ou mova o banco de dados para um disco maior) e inicie o bot de novo
bad_argument = Desculpe, esta ação não aceita nada chamado “{ $name }”.
bad_arguments = Desculpe, esta ação recebeu mais ou menos valores do que aceita.

## Annotated replay and another seat's review (issue 30)
web_review_heading = Análise: { $name } (lugar { $seat })
web_review_good = Boa
web_review_inaccuracy = Imprecisão
web_review_mistake = Erro
web_review_blunder = Erro grave
web_review_chosen = Escolhida
web_review_better = Melhor
web_review_expected = Pontos esperados
web_review_given_away = Pontos perdidos
web_review_best_choice = a melhor escolha
web_review_no_decision = Nenhuma decisão { INITIAL($name) ->
    [ai] da { $name }
   *[other] de { $name }
} neste passo.
web_review_costliest = As decisões mais caras
web_review_jump = Ir para { $where }
web_review_preparing = A análise deste lugar está sendo preparada; a página a mostra assim que estiver pronta.
web_review_missing = Este lugar ainda não foi analisado. No Discord, /review game:{ $game } seat:{ $seat } prepara a análise.
web_review_unavailable = As análises são feitas para as partidas guardadas em um servidor do Discord (com /review lá); esta partida não tem nenhuma.
web_review_no_seat = Esta partida não tem esse lugar para analisar.
dc_arg_review_seat = outro lugar dessa partida terminada, numerado a partir de 1 (padrão: o seu)
dc_review_title_seat = Análise da partida { $game }, lugar { $seat } ({ $name }), avaliada pela IA difícil pelo que esse lugar podia ver a cada momento:
dc_review_replay_button = Rever com a análise
review_no_seat = A partida { $game } tem { $count ->
        [0] { $count } lugares
        [one] { $count } lugar
       *[other] { $count } lugares
    }; não existe o lugar { $seat }.
review_running_table = Há uma partida em andamento nesta mesa; seus lugares podem ser analisados quando ela terminar.
web_review_flagged = Todas as imprecisões, erros e erros graves
web_review_round = Rodada { $round }

## Table feel 2 (seats from 1, the own seat in the second person)
tf_trick_entry_holds_you = { $name } { $card } (você está levando)
term_taken_hidden_you = Você leva a vaza ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}; quanto elas valem para você aparece quando a rodada for contada).
tf_vote_take_seat = 🗳️ { $subject } pede para assumir o lugar { $seat } do computador.
tf_seat_taken = 🪑 { $name } assume o lugar { $seat } do computador.

## i42: argparse's own words and the command line's placeholders
cli_usage = uso:
cli_options = opções
cli_positionals = argumentos
cli_help_help = mostrar esta ajuda e sair
cli_version_help = mostrar a versão e sair
cli_required = faltam estes argumentos: { $names }
cli_unrecognized = argumentos desconhecidos: { $words }
cli_invalid_value = valor inválido: { $value }
cli_invalid_choice = { $value } não é uma das opções ({ $choices })
cli_expected_one = pede um valor
cli_expected_some = pede pelo menos um valor
cli_expected_n = { $count ->
    [0] pede { $count } valores
    [one] pede { $count } valor
   *[other] pede { $count } valores
}
cli_argument_problem = { $name }: { $problem }
cli_ambiguous = { $option } pode ser { $matches }
cli_error = { $prog }: erro: { $message }
cli_bad_argument = erro: { $message } (veja { $prog } --help)
cli_file = ARQUIVO
cli_record = REGISTRO
cli_seconds = SEGUNDOS
cli_address = ENDEREÇO
cli_target = DESTINO
replay_description = Conferir registros de partidas de Sticheln e mostrar, para cada um, uma linha JSON com as vazas, os pontos e os totais.
replay_files_help = arquivos de registro de partida (sticheln-record/1); - lê a entrada padrão
replay_cannot_read = { $name }: não foi possível ler o arquivo ({ $reason })
replay_not_utf8 = { $name }: o arquivo não é texto UTF-8
replay_too_large = { $name }: o arquivo tem mais de { $kilobytes } kB; um registro de partida é bem menor
replay_empty = { $name }: o arquivo está vazio; um registro de partida é o JSON que sticheln play --record grava
replay_not_json = { $name }: isto não é JSON válido ({ $reason })
replay_invalid = { $name }: isto não é um registro de partida válido: { $reason }
replay_output_help = o arquivo HTML a gravar
replay_lang_help = o idioma da página: en, de, fr ou pt-BR (padrão: pelo LANG, senão inglês)
replay_cannot_write = { $name }: não foi possível gravar o arquivo ({ $reason })
os_no_such_file = esse arquivo não existe
os_no_permission = sem permissão para lê-lo
os_is_folder = é uma pasta
os_no_folder = uma parte do caminho não é uma pasta
os_name_too_long = o nome é longo demais
replay_json_position = na linha { $line }, coluna { $column }

## i41w: the web table sees the whole trick, round and table
web_you_name = Você
web_colour_letter = { $code ->
    [R] Vm
    [Y] Am
    [G] Vd
    [B] Az
    [O] La
   *[V] Vi
}
web_why_trump = Trunfo mais alto: { $card }
web_why_lead = Carta mais alta do naipe da saída: { $card }
web_why_zeros = Só zeros: quem abriu leva a vaza
web_round_points = Rodada
web_game_points = Partida
web_round_scored = Rodada { $round } contada
web_bd_title = Sua rodada
web_bd_others = Cartas de outras cores
web_bd_pain_taken = Naipe da dor recolhido
web_bd_none = nenhuma
web_bd_set_aside = Separada
web_dismiss = Fechar
web_wait_for_until = Esperando { INITIAL($name) ->
    [ai] pela { $name }
   *[other] por { $name }
} até { $time }.
web_wait_pain_for = Esperando pelas cartas da dor { INITIAL($names) ->
    [ai] da { $names }
   *[other] de { $names }
}.
web_wait_pain_for_until = Esperando pelas cartas da dor { INITIAL($names) ->
    [ai] da { $names }
   *[other] de { $names }
} até { $time }.
web_connected = Conectado
web_offline = Sem conexão

## i41d: the DM's whole table on a phone (issue 41): the finished trick, the round for everyone, waiting, game over, rematch
dh_trick_done = Vaza { $trick }, { $name } abriu:
dh_trick_done_you = Vaza { $trick }, você abriu:
dh_took = → { $name } levou: { $points }
dh_took_hidden = → { $name } levou ({ $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
})
dh_why_trump = Trunfo mais alto: { $card }
dh_why_led = Maior da saída ({ $colour }): { $card }
dh_why_zeros = Só zeros: quem abriu leva a vaza
dh_score_legend = Rodada (partida):
dh_score_entry = { $name } { $round } ({ $total })
dh_round_legend = Pontos da rodada (total):
dh_round_seat = { $place }. { $name } { $score } ({ $total })
dh_you_cards = Você: { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
} { $points }
dh_you_pain_taken = Naipe da dor levado ({ $count }): { $points }
dh_you_pain_none = Nenhuma carta do seu naipe da dor
dh_you_set_aside = Carta da dor separada: { $cards } { $points }
dh_pain_legend = Naipes da dor:
dh_own_pain = { $count ->
    [0] Nenhuma carta da dor
    [one] Sua carta da dor
   *[other] Suas cartas da dor
}: { $cards } ({ $colours }) { $points }
dh_waiting = ⏳ Esperando { $names }
dh_waiting_when = ⏳ Esperando { $names }
    ⏰ o tempo acaba { $when }
dh_place_line = { $place }. { $name } { $total }
dh_rating = Rating { $before } → { $after } ({ $delta })
dh_rating_explain =
    Diferente da BSW, o rating conta sua
    posição contra os outros, não pontos.
dh_rules =
    Cada carta levada: +1. Uma carta do
    seu naipe da dor: menos o valor dela.
    Sua carta da dor também conta.
    Regras: /rules
dh_head_holds = Sua vez: vaza { $trick }, { $name } leva com { $card }
dh_round = Rodada { $round }/{ $rounds } · vaza { $trick }/{ $tricks }
dh_trick_now = Vaza { $trick }:
dh_board_button = Ver no canal
dh_rematch_call = 🔁 { $name } pede uma revanche. { $mentions }: vocês topam?
dh_rematch_in = Tô dentro
dh_rematch_out = Tô fora
dh_rematch_status = Dentro: { $ins }
dh_rematch_waiting = Esperando { $names }; a partida começa { $when } com quem estiver dentro.
dh_rematch_ok_in = Você está dentro; a partida começa quando todos estiverem.
dh_rematch_ok_out = Você está fora; seu lugar está livre.
dh_rematch_over = Este chamado de revanche acabou.
dh_rematch_too_few = Poucos jogadores toparam; a sala de espera continua aberta: /join, depois /start.
dh_head_pain = { $count ->
    [2] Rodada { $round }/{ $rounds }: escolha 2 cartas da dor
   *[other] Rodada { $round }/{ $rounds }: escolha sua carta da dor
}
dh_head_over = Fim: vitória { INITIAL($names) ->
    [ai] da { $names }
   *[other] de { $names }
}; você tem { $total }
dh_took_last_you = → Você levou a última vaza: { $points }

## i39b: the bot's start, its permissions
dc_cli_token_shape = erro: o token informado (DISCORD_TOKEN, ou token no arquivo de configurações) não é um token de bot do Discord: um token de bot tem três partes ligadas por pontos, e a primeira é o id do bot. O Application ID, o Client Secret e a Public Key não são o token: copie o token na página Bot do seu aplicativo em https://discord.com/developers/applications (Reset Token).
dc_cli_unknown_variable_close = erro: variável de ambiente desconhecida { $name }; você quis dizer { $close }?
db_folder_not_writable = banco de dados { $path }: não é possível criar um arquivo na pasta { $folder }
dc_started = { $name } está conectado a { $count ->
        [0] nenhum servidor
        [one] um servidor
       *[other] { $count } servidores
    } ({ $guilds }); para convidá-lo a outro: { $url }; { $synced }
dc_started_synced_dev = comandos de barra sincronizados com o servidor de desenvolvimento { $guild } (aparecem lá na hora)
dc_started_synced_global = comandos de barra sincronizados globalmente (o Discord pode levar até uma hora para mostrá-los em todo lugar)
dc_missing_permissions = Não consigo manter uma mesa neste canal: me falta aqui { $permissions }. Um moderador pode me dar essas permissões nas configurações do canal (Permissões); depois tente de novo.

## i40: records of running games, page limits, names that pose as others
export_running = Há uma partida em andamento aqui; o registro fica disponível quando ela acabar.
web_too_many_address = Páginas demais abertas a partir do seu endereço. Feche uma e recarregue esta página.
web_too_many_table = Páginas demais abertas nesta mesa. Feche uma e recarregue esta página.

## i45: the table as a Discord Activity
activity_signing_in = Entrando com o Discord…
activity_sign_in_failed = Não deu para entrar com o Discord. Feche a atividade e abra de novo.
activity_no_table = Ainda não há mesa de jogo neste canal. Pegue um lugar com /join; a mesa aparece aqui assim que existir.
activity_not_member = Você não é membro deste servidor, então a mesa dele fica fechada para você.
dc_cmd_play = Abrir a mesa deste canal: dentro do Discord quando der, senão no navegador
activity_launch_browser = A mesa não pode abrir dentro do Discord aqui. Abra no navegador: { $url }
activity_launch_nothing = A mesa não pode abrir dentro do Discord aqui, e este bot não tem mesa no navegador. Use /hand e o quadro.
cli_activity_incomplete = erro: a atividade do Discord também precisa de { $missing } (veja docs/ACTIVITY.md no projeto).


## i42e: record faults, um registro de partida recusado (a biblioteca do jogo dá só códigos)
record_place_round = rodada { $round }
record_place_seat = rodada { $round }, lugar { $seat } ({ $name })
record_place_trick = rodada { $round }, vaza { $trick }, lugar { $seat } ({ $name })
record_fault_at = { $place }: { $fault }
record_json_list = uma lista
record_json_object = um objeto
record_not_object = um registro de partida é um objeto JSON
record_format_missing = falta "format"; ele deve ser "{ $expected }"
record_format_wrong = "format" deve ser "{ $expected }", não { $found }
record_players = "players" deve ser uma lista de { $least } a { $most } nomes
record_options = opções: { $problem }
record_option_round_count = round_count deve ser um número inteiro de 1 a { $most }
record_option_start = start deve ser um número de lugar de 0 a { $most }
record_option_flag = { $option } deve ser true ou false
record_option_not_object = as opções devem ser um objeto JSON
record_option_unknown = opção desconhecida "{ $option }" (conhecidas: { $known })
record_rounds_not_list = "rounds" deve ser uma lista
record_round_shape = uma rodada é um objeto com as listas hands, pain e plays
record_too_many_rounds = o registro tem { $count ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}, mas esta partida tem só { $rounds }
record_round_ended = a rodada acabou depois de { $tricks ->
    [0] { $tricks } vazas
    [one] { $tricks } vaza
   *[other] { $tricks } vazas
} ({ $most ->
    [0] { $most } cartas
    [one] { $most } carta
   *[other] { $most } cartas
}), mas o registro lhe dá { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
record_round_unfinished = a rodada não terminou ({ $count ->
    [0] { $count } cartas jogadas
    [one] { $count } carta jogada
   *[other] { $count } cartas jogadas
} de { $most }), mas não é a última rodada do registro
record_hands_count = { $count ->
    [0] { $count } mãos
    [one] { $count } mão
   *[other] { $count } mãos
} para { $players } jogadores
record_hand_size = a mão tem { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
} em vez de { $size }
record_hand_not_list = a mão não é uma lista de { $size ->
    [0] { $size } cartas
    [one] { $size } carta
   *[other] { $size } cartas
}
record_dealt_twice = { $card } foi distribuída duas vezes
record_dealt_twice_to = { $card } foi distribuída duas vezes (também ao lugar { $seat }, { $name })
record_pain_count = pain tem { $count ->
    [0] { $count } entradas
    [one] { $count } entrada
   *[other] { $count } entradas
} para { $players } jogadores
record_pain_shape = { $twopain ->
    [yes] a entrada de pain deve ser uma lista de duas cartas diferentes (twopain)
   *[no] a entrada de pain deve ser um código de carta
}
record_not_card_code = { $value } não é um código de carta
record_illegal_play = { $reason ->
    [not_in_hand] { $card } não está entre as cartas deste lugar
    [already_played] { $card } já foi jogada
    [is_pain_card] { $card } é a carta da dor deste lugar; ela não é jogada
    [not_a_card] "{ $card }" não é uma carta deste baralho
    [game_over] a partida já acabou
   *[other] as regras não permitem esta carta aqui
}
record_illegal_pain = { $reason ->
    [not_in_hand] carta da dor: { $card } não está entre as cartas deste lugar
    [same_card_twice] as duas cartas da dor devem ser diferentes
    [pain_already_chosen] a carta da dor já foi escolhida
   *[other] as regras não permitem esta carta da dor
}
record_long_number = um número de { $digits } dígitos, muito mais do que um registro de partida contém
record_too_deep = o JSON é aninhado demais para um registro de partida

## i42e: web, rótulo e valor nas páginas web, e uma posição (1º a 6º)
web_labelled = { $label }: { $value }
web_rank_1 = 1º
web_rank_2 = 2º
web_rank_3 = 3º
web_rank = { $place }º
