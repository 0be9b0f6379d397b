# Mteja wa wavuti wa Camelot: maneno yote ya kurasa zake, kwa sehemu za kila ukurasa.
# Vitambulisho na vigezo ni sawa kabisa na vya faili ya Kiingereza (en/client.ftl).

language-label = Lugha
nav-learn = Jifunze

## Kurasa za kujifunza

learn-title = Jifunze Camelot
learn-intro = Camelot ni mchezo wa wachezaji wawili kwenye kibao chenye miraba 160. Kurasa hizi fupi zinaeleza sheria zake, kila moja ikiwa na michoro ya kibao; kisha katika mafunzo unaweza kujaribu kila aina ya tendo mwenyewe kwenye kibao hai.
learn-contents-label = Sheria, ukurasa kwa ukurasa
learn-contents-variants = Aina nyingine za mchezo
learn-start-reading = Soma sheria
learn-start-tutorial = Jaribu mafunzo
learn-variant-play = Mpe mtu changamoto ya kucheza aina hii ya mchezo
learn-not-found-title = Hakuna ukurasa kama huo
learn-back-to-contents = Rudi kwenye yaliyomo
learn-page-of = Ukurasa wa { $number } kati ya { $total }
learn-pager-label = Ukurasa uliotangulia na unaofuata
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Mchoro wa { $number }
learn-move-legal = Tendo { $move } linaruhusiwa
learn-move-illegal = Tendo { $move } haliruhusiwi
learn-board-help = Kibao ni gridi ya miraba, Nyeupe ikiwa chini. Tumia vitufe vya mishale kwenda kutoka mraba mmoja hadi mwingine; kwenye kibao cha mafunzo, kitufe cha Enter au Nafasi huchagua kipande, kisha kila mraba kinapotua.

## Mafunzo

learn-tutorial-title = Mafunzo
learn-tutorial-progress = { $done ->
    [0] Bado hujakamilisha somo lolote
    [one] Somo { $done } limekamilika
   *[other] Masomo { $done } yamekamilika
  }
learn-lesson-heading = Somo la { $number } kati ya { $total }: { $title }
learn-tutorial-board-label = Kibao cha somo
learn-tutorial-you-white = Unacheza upande wa Nyeupe. Bofya kipande, kisha mraba ambao kinapaswa kutua.
learn-tutorial-right = { $move }: vizuri sana, hilo ndilo tendo sahihi.
learn-tutorial-wrong = Tendo { $move } linaruhusiwa, lakini si tendo ambalo somo hili linataka.
learn-tutorial-not-legal = Tendo hilo haliruhusiwi.
learn-tutorial-can-continue = { $move } tayari ni tendo kamili, lakini kipande kingeweza pia kuendelea.
learn-tutorial-stop-here = Simama hapa na ucheze { $move }
learn-tutorial-next = Somo linalofuata
learn-tutorial-finished = Umemaliza mafunzo.
learn-tutorial-reset = Anza somo upya
learn-tutorial-lessons = Masomo
learn-tutorial-solved = (limekamilika)
learn-tutorial-forget = Futa maendeleo yangu

## The frame of every page: navigation, notices, errors

skip-link = Ruka hadi maudhui ya ukurasa
nav-label = Kuu
nav-inbox = Kikasha
nav-inbox-badge = { $count ->
    [one] , mchezo { $count } unasubiri tendo lako
   *[other] , michezo { $count } inasubiri tendo lako
  }
nav-games = Michezo
nav-tournaments = Mashindano
nav-leaderboard = Msimamo
nav-analysis = Uchambuzi
nav-sign-out = Ondoka
nav-sign-in = Ingia
nav-register = Jisajili
notice-signed-out = Umeondoka.
notice-dismiss = Funga ujumbe
table-label = Jedwali: { $caption }
show-more = Onyesha zaidi
page-not-found-title = Haikupatikana
page-not-found-heading = Ukurasa haukupatikana
page-not-found-text = Hakuna ukurasa kwenye anwani hii.
go-to-start-page = Nenda kwenye ukurasa wa mwanzo
page-error-title = Hitilafu
page-error-heading = Kuna kitu kimeharibika
error-title = Hitilafu
error-server-answered = Seva imejibu { $status } { $text }.
error-network-title = Hitilafu ya mtandao
error-network = Seva haipatikani. Angalia muunganisho kisha ujaribu tena.
event-challenge-received = Una changamoto mpya.
event-challenge-accepted = Changamoto yako imekubaliwa: mchezo umeanza.
event-challenge-declined = Changamoto yako moja imekataliwa.
event-game-started = Mchezo mpya umeanza.
event-opponent-moved = Mpinzani wako amecheza.
event-draw-offered = Mpinzani wako anapendekeza sare.
event-draw-declined = Pendekezo lako la sare limekataliwa.
event-game-ended = Mchezo wako mmoja umekwisha.
event-deadline-warning = Muda wako mmoja wa mwisho unakaribia.
event-opponent-on-leave = Mpinzani wako mmoja yuko likizoni.
event-tournament-started = Shindano lako moja limeanza.
event-round-paired = Jozi za raundi mpya ya shindano zimepangwa.
event-tournament-finished = Shindano lako moja limekwisha.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = Nyeupe
colour-black = Nyeusi
result-white-forfeit = 1–0 (bila kucheza)
result-black-forfeit = 0–1 (bila kucheza)
result-double-forfeit = wote wamepoteza bila kucheza
termination-castle = vipande viwili ndani ya Ngome
termination-capture = vipande vyote vimechukuliwa
termination-no-moves = hakuna tendo halali lililobaki
termination-bare-board = kibao kitupu
termination-resignation = kujiuzulu
termination-agreement = makubaliano
termination-claim = dai
termination-timeout = muda umekwisha
termination-aborted = umesitishwa
termination-adjudication = uamuzi wa mwamuzi
termination-forfeit = bila kucheza
outcome-aborted = Mchezo ulisitishwa.
outcome-white-won = { $name } (Nyeupe) ameshinda.
outcome-white-won-how = { $name } (Nyeupe) ameshinda ({ $how }).
outcome-black-won = { $name } (Nyeusi) ameshinda.
outcome-black-won-how = { $name } (Nyeusi) ameshinda ({ $how }).
outcome-drawn = Sare.
outcome-drawn-how = Sare ({ $how }).
outcome-over = Mchezo umekwisha.
duration-days = siku { $days }
duration-days-hours = siku { $days } saa { $hours }
duration-hours = saa { $hours }
duration-hours-minutes = saa { $hours } dakika { $minutes }
duration-minutes = dakika { $minutes }
duration-under-a-minute = chini ya dakika moja
time-left = zimebaki { $duration }
time-overdue = muda umepita
time-control-per-move = { $days ->
    [one] siku { $days } kwa kila tendo
   *[other] siku { $days } kwa kila tendo
  }
time-control-fischer = siku { $initial } + siku { $increment } kwa kila tendo
time-control-fischer-max = siku { $initial } + siku { $increment } kwa kila tendo, zisizozidi siku { $max }
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Mchezo kati yao
tiebreak-win = Idadi ya ushindi
tiebreak-won = Ushindi ubaoni
tiebreak-bpg = Michezo kwa Nyeusi
tiebreak-bwg = Ushindi kwa Nyeusi
tiebreak-ps = Alama za kuongezeka
tiebreak-aro = Wastani wa ukadiriaji wa wapinzani
tiebreak-tpr = Ukadiriaji wa utendaji katika shindano
tiebreak-ptp = Utendaji kamili katika shindano
tiebreak-ks = Mfumo wa Koya
tiebreak-cut = kata { $n } (za chini kabisa zimeondolewa)
tiebreak-median = wastani wa kati { $n }
tiebreak-limit = kikomo { $n } %
tiebreak-forfeits-count = michezo bila kucheza inahesabiwa

## The board (what a screen reader says of it)

board-label-white-bottom = Kibao, Nyeupe chini
board-label-black-bottom = Kibao, Nyeusi chini
board-no-legal-move = Kipande kilicho kwenye { $square } hakina tendo halali sasa.
board-piece = { $side ->
    [white] { $kind ->
        [knight] Askari wa Farasi mweupe
       *[man] Mwanaume mweupe
      }
   *[black] { $kind ->
        [knight] Askari wa Farasi mweusi
       *[man] Mwanaume mweusi
      }
  }
board-square-empty = tupu
board-square-empty-castle = mraba tupu wa Ngome
board-square-selected = kimechaguliwa
board-square-on-path = kwenye njia ya tendo
board-square-target = unaweza kwenda hapa
board-square-target-capture = unaweza kuruka hapa na kuchukua
board-square-captured = kitachukuliwa
board-square-movable = kinaweza kusogea
board-square-last-move = sehemu ya tendo la mwisho

## Rating chart (player page)

chart-no-rated-game = Bado hakuna mchezo wenye ukadiriaji.
chart-summary = { $count ->
    [one] Ukadiriaji wa { $username } katika mchezo { $count } wenye ukadiriaji: kutoka { $first } hadi { $last }, chini kabisa { $lowest }, juu kabisa { $highest }.
   *[other] Ukadiriaji wa { $username } katika michezo { $count } yenye ukadiriaji: kutoka { $first } hadi { $last }, chini kabisa { $lowest }, juu kabisa { $highest }.
  }
chart-score-won = alishinda
chart-score-lost = alishindwa
chart-score-drew = sare
chart-every-game = Kila mchezo wenye ukadiriaji
chart-changes-label = Mabadiliko ya ukadiriaji
chart-changes-caption = Mabadiliko ya ukadiriaji wa { $username }, mapya kwanza
chart-col-date = Tarehe
chart-col-opponent = Mpinzani
chart-col-result = Matokeo
chart-col-change = Badiliko
chart-col-rating = Ukadiriaji

## Player page

player-game-in-progress = unaendelea
player-game-result-how = { $result } ({ $how })
player-game-rated = wenye ukadiriaji
player-game-unrated = bila ukadiriaji
player-rating = Ukadiriaji
player-rating-provisional = { $rating } (wa muda)
player-peak = Juu kabisa
player-rated-games = Michezo yenye ukadiriaji
player-member-since = Mwanachama tangu
player-roles = Majukumu: { $roles }
player-challenge = Mpe changamoto { $username }
player-rating-history = Historia ya ukadiriaji
player-recent-games = Michezo ya karibuni
player-recent-games-caption = Michezo ya karibuni ya { $username }
player-col-game = Mchezo
player-col-colour = Rangi
player-col-opponent = Mpinzani
player-col-result = Matokeo
player-col-kind = Aina
player-col-started = Ulianza
player-no-game = Bado hakuna mchezo.

## Leaderboard

leaderboard-title = Msimamo
leaderboard-lead = Wachezaji waliocheza mchezo wenye ukadiriaji katika miezi ya karibuni, kwa ukadiriaji wa Elo.
leaderboard-provisional-title = wa muda: chini ya michezo 30 yenye ukadiriaji
leaderboard-provisional-mark = { " " }(m)
leaderboard-empty = Bado hakuna aliyemaliza mchezo wenye ukadiriaji.
leaderboard-col-rank = Nafasi
leaderboard-col-player = Mchezaji
leaderboard-col-rating = Ukadiriaji
leaderboard-col-rated-games = Michezo yenye ukadiriaji
leaderboard-col-peak = Juu kabisa
leaderboard-col-last-rated = Mchezo wa mwisho wenye ukadiriaji

## Sign in and register

login-title = Ingia
login-submit = Ingia
login-username = Jina la mtumiaji
login-password = Nenosiri
login-lead = Cheza Camelot kwa mawasiliano: tendo moja kwa siku, dhidi ya wachezaji popote.
login-no-account = Bado huna akaunti?
login-register-link = Jisajili
login-already-signed-in = Umeingia kama { $username }. Ukiingia tena utabadilisha akaunti.
register-title = Jisajili
register-submit = Fungua akaunti
register-username-hint = Herufi, tarakimu, “_” au “-”, kati ya 3 na 32. Wengine wataliona.
register-password-hint = Angalau herufi 10.
register-welcome = Karibu, { $username }! Mpe mchezaji changamoto au weka ombi la wazi ili kuanza mchezo.
register-lead = Fungua akaunti ili ucheze michezo na ushiriki mashindano.
register-have-account = Umeshajisajili?
register-sign-in-link = Ingia

## Games anyone may watch (/games)

games-title = Michezo
games-lead = Michezo inayochezwa kwenye seva hii sasa, na ile iliyokwisha hivi karibuni. Fungua mmoja uufuatilie moja kwa moja; huhitaji akaunti.
games-filters = Chuja michezo
games-player = Mchezaji
games-player-hint = Jina la mtumiaji: michezo yake tu.
games-tournament = Shindano
games-tournament-hint = Namba ya shindano: michezo yake tu.
games-variant = Aina ya mchezo
games-any-variant = Aina zote za mchezo
games-rated = Yenye ukadiriaji
games-any = Yenye ukadiriaji au la
games-rated-only = Yenye ukadiriaji tu
games-unrated-only = Bila ukadiriaji tu
games-apply = Onyesha michezo
games-clear = Futa vichujio
games-active = Inachezwa sasa
games-finished = Imekwisha hivi karibuni
games-no-active = Hakuna mchezo unaolingana unaochezwa.
games-no-finished = Hakuna mchezo uliokwisha unaolingana.
games-more = Onyesha zaidi
games-no-move = bado hakuna tendo
games-move-number = tendo la { $number }
games-last-move = tendo la mwisho:
games-rated-1 = wenye ukadiriaji
games-unrated = bila ukadiriaji
games-tournament-game = mchezo wa shindano
games-updated = Orodha hizi zinajisasisha zenyewe kila sekunde 15.
games-position-of = Mpangilio wa { $title }
games-to-move = Zamu ya { $username }

## Tournaments (/tournaments)

tournament-system-swiss = Mfumo wa Uswisi
tournament-system-round-robin = Kila mmoja dhidi ya kila mmoja
tournament-system-double-round-robin = Kila mmoja dhidi ya kila mmoja mara mbili
tournament-status-registration = Usajili uko wazi
tournament-status-running = Linaendelea
tournament-status-finished = Limekwisha
tournaments-title = Mashindano
tournaments-filter-label = Onyesha
tournaments-filter-all = Yote
tournaments-col-name = Jina
tournaments-col-system = Mfumo
tournaments-col-status = Hali
tournaments-col-players = Wachezaji
tournaments-col-round = Raundi
tournaments-col-time = Muda kwa kila tendo
tournaments-col-organizer = Mwandaaji
tournaments-round-of = { $round } kati ya { $rounds }
tournaments-empty = Bado hakuna shindano hapa.
tournaments-create = Unda shindano
tournaments-organizing = Kuandaa shindano
tournaments-organizing-p1 = Mashindano yanaundwa na waandaaji. Msimamizi wa seva hii ndiye anayempa mchezaji jukumu la mwandaaji.
tournaments-organizing-p2 = Ili kuandaa shindano, mwombe msimamizi wa seva akufanye mwandaaji; fomu ya shindano jipya itaonekana kwenye ukurasa huu.
tournaments-schedule-by-round = Raundi moja baada ya nyingine
tournaments-schedule-all-at-once = Michezo yote kwa pamoja
tournaments-create-submit = Unda shindano
tournaments-field-rounds = Raundi
tournaments-field-late-join = Usajili wa kuchelewa hadi raundi
tournaments-field-late-join-hint = Mfumo wa Uswisi tu; acha wazi kama hakuna.
tournaments-field-double = Kila jozi hukutana mara mbili
tournaments-field-schedule = Ratiba
tournaments-field-name = Jina
tournaments-field-system = Mfumo
tournaments-field-days = Siku kwa kila tendo
tournaments-field-rated = Yenye ukadiriaji
tournaments-field-max-players = Idadi kubwa ya wachezaji
tournaments-field-max-players-hint = Acha wazi kama hakuna kikomo.
tournaments-field-round-deadline = Siku kwa kila raundi
tournaments-field-round-deadline-hint = Baada ya muda huu, mwandaaji anaamua michezo ambayo haijakwisha. Acha wazi kama hakuna.
tournaments-field-scoring = Alama
tournaments-field-tiebreaks = Vigezo vya kuvunja sare
tournaments-field-tiebreaks-hint = Majina ya FIDE kwa mpangilio, yakitenganishwa kwa koma (k.m. BH/C1, BH, SB, DE). Acha wazi kwa chaguo-msingi.
tournaments-field-starts-at = Litaanza lenyewe saa
tournaments-field-starts-at-hint = Si lazima: litaanza wakati huo kama wachezaji wa kutosha wamejiunga.
tournaments-created = Shindano “{ $name }” limeundwa.
loading = Inapakia…

## The start page (signed out) and the inbox

home-title = Karibu
home-heading = Camelot kwa mawasiliano
home-lead = Cheza mchezo wa kibao Camelot kwa sheria za Shirikisho la Dunia la Camelot, tendo moja baada ya jingine: kila tendo lina muda wake wa siku kadhaa, hivyo michezo inaendana na maisha ya kila siku.
home-new-heading = Wewe ni mgeni hapa?
home-new-text = Fungua akaunti, kisha mpe mchezaji changamoto au weka ombi la wazi.
home-back-heading = Karibu tena
home-back-text = Michezo na changamoto zako zinakusubiri kwenye kikasha chako.
home-look-heading = Angalia huku na huko
home-look-text = Ona nani anaongoza, na ufuatilie mashindano.
inbox-you-play = { $colour ->
    [white] unacheza Nyeupe
    [black] unacheza Nyeusi
   *[random] rangi itachaguliwa kwa bahati
  }
inbox-you-played = { $colour ->
    [white] ulicheza Nyeupe
   *[black] ulicheza Nyeusi
  }
inbox-moves-played = { $count ->
    [0] hakuna tendo lililochezwa
    [one] tendo { $count } limechezwa
   *[other] matendo { $count } yamechezwa
  }
inbox-time-to-move = Zamu yako: { $time }
inbox-newcomer-title = Wewe ni mgeni katika Camelot?
inbox-newcomer-text = Kurasa nane fupi zinaeleza sheria, na katika mafunzo unajaribu kila aina ya tendo kwenye kibao hai.
inbox-newcomer-rules = Jifunze sheria
inbox-deadline = (mwisho { $date })
inbox-ratings-range = ukadiriaji { $min }–{ $max }
inbox-your-move = Zamu yako
inbox-your-move-label = Michezo inayosubiri tendo lako, wa haraka zaidi kwanza
inbox-your-move-empty = Hakuna mchezo unaosubiri tendo lako.
inbox-waiting = Inasubiri wapinzani wako
inbox-waiting-label = Michezo inayosubiri wapinzani wako
inbox-waiting-empty = Hakuna.
inbox-finished = Imekwisha hivi karibuni
inbox-finished-empty = Bado hakuna mchezo uliokwisha.
inbox-received = Changamoto ulizopokea
inbox-received-empty = Hakuna changamoto inayokusubiri.
inbox-sent = Changamoto ulizotuma
inbox-sent-empty = Huna changamoto iliyo wazi.
inbox-seeks = Maombi ya wazi
inbox-seek-empty = Hakuna ombi la wazi la wachezaji wengine.
inbox-play-computer = Cheza na kompyuta
inbox-new-game = Mchezo mpya
inbox-new-game-label = Changamoto mpya au ombi la wazi
inbox-leave = Likizo
inbox-challenge-to = Kwa { $username }
inbox-challenge-from = Kutoka kwa { $username }
inbox-open-seek = Ombi la wazi
inbox-seeks-a-game = { $username } anatafuta mchezo
inbox-accept = Kubali
inbox-accept-seek = Kubali ombi
inbox-accept-label = Kubali changamoto ya { $username }
inbox-accept-seek-label = Kubali ombi la { $username }
inbox-decline = Kataa
inbox-decline-label = Kataa changamoto ya { $username }
inbox-declined = Umekataa changamoto ya { $username }.
inbox-cancel = Ghairi
inbox-cancel-label = Ghairi changamoto kwa { $username }
inbox-cancel-seek-label = Ghairi ombi la wazi
inbox-cancelled = Changamoto imeghairiwa.
inbox-expires = inaisha { $date }
inbox-colour-random = Bahati nasibu
inbox-colour-white = Nyeupe (inaanza)
inbox-tc-per-move = Siku kwa kila tendo
inbox-tc-fischer = Fischer (akiba ya siku)
inbox-tc-kind-hint = Siku kwa kila tendo: muda uleule kwa kila tendo. Fischer: akiba ya siku inayoongezeka baada ya kila tendo.
inbox-tc-per-move-hint = Kila tendo lazima lichezwe ndani ya idadi hii ya siku (1 hadi 60).
inbox-tc-fischer-legend = Udhibiti wa muda wa Fischer
inbox-tc-initial = Siku za mwanzo
inbox-tc-initial-hint = Siku katika akiba ya kila upande mwanzoni (1 hadi 60).
inbox-tc-increment = Siku za nyongeza
inbox-tc-increment-hint = Siku zinazoongezwa kwenye akiba yako baada ya kila tendo lako (0 hadi 60).
inbox-tc-max = Siku nyingi kabisa
inbox-tc-max-hint = Akiba haizidi idadi hii ya siku kamwe (1 hadi 60).
inbox-send-challenge = Tuma changamoto
inbox-post-seek = Weka ombi la wazi
inbox-seek-legend = Kwa ombi la wazi tu: nani anaweza kukubali
inbox-min-rating = Ukadiriaji wa chini
inbox-max-rating = Ukadiriaji wa juu
inbox-opponent = Mpinzani
inbox-opponent-hint = Jina lake la mtumiaji. Acha wazi ili kuweka ombi la wazi ambalo yeyote anaweza kukubali.
inbox-your-colour = Rangi yako
inbox-time-control = Udhibiti wa muda
inbox-rated-game = Mchezo wenye ukadiriaji
inbox-challenge-sent = Changamoto imetumwa kwa { $username }.
inbox-seek-posted = Ombi la wazi limewekwa.
inbox-days = { $days ->
    [one] siku { $days }
   *[other] siku { $days }
  }
leave-start = Anza likizo
leave-days = Siku za likizo
leave-days-hint = Kuanzia sasa. Ukiwa likizoni saa yako inasimama katika kila mchezo ambao ni zamu yako; bado unaweza kucheza.
leave-end = Maliza likizo sasa
leave-ended = Likizo yako imekwisha; saa zako zinaendelea tena.
leave-back-early = Umerudi mapema? Siku za likizo zilizokwisha kuanza zinahesabiwa (angalau moja).
leave-allowance = Siku za mwaka huu
leave-used = Zilizotumika
leave-remaining = Zilizobaki
leave-on-leave = Likizoni
leave-until = hadi { $date }
leave-not-on-leave = hapana
leave-started = { $days ->
    [one] Uko likizoni kwa siku { $days }.
   *[other] Uko likizoni kwa siku { $days }.
  }

## Play the computer (a form of the inbox)

computer-level = Kiwango
computer-level-option = Kiwango { $level } · ukadiriaji { $rating }
computer-colour = Unacheza
computer-random = Bahati nasibu
computer-white = Nyeupe (inaanza)
computer-black = Nyeusi
computer-days = Siku kwa kila tendo
computer-days-hint = Siku 1 hadi 60 kwa kila tendo. Kompyuta inajibu ndani ya sekunde chache.
computer-rated = Yenye ukadiriaji (inahesabiwa kwa ukadiriaji wako)
computer-submit = Cheza na kompyuta
computer-form-label = Cheza na kompyuta
computer-loading = Inapakia wapinzani wa kompyuta…
computer-no-bots = Hakuna mpinzani wa kompyuta kwenye seva hii.
computer-waiting = Inasubiri { $username } akubali…
computer-refused = { $username } hakukubali changamoto. Jaribu tena, au chagua kiwango kingine.
computer-slow = { $username } bado hajajibu. Changamoto yako inabaki chini ya “Changamoto ulizotuma”; mchezo utafunguka kutoka kikasha chako itakapokubaliwa.

## A game's page

game-title = Mchezo { $id }
game-board-label = Kibao cha Camelot
game-square-selected = { $square } umechaguliwa: chagua mraba uliowekwa alama.
game-path-so-far = Njia { $path }: chagua mraba unaofuata uliowekwa alama.
game-flip-board = Geuza kibao
game-send-move = Tuma tendo
game-cancel-move = Ghairi
game-notation-placeholder = D6-F8 au F6xF8
game-notation-label = Andika tendo
game-notation-check = Kagua
game-notation-help = Uandishi wa matendo wa WCF: miraba ya njia, ikiunganishwa kwa “-” kwa hatua au Matiti na “x” kwa Kuruka. Unathibitisha kabla halijatumwa.
game-not-your-move = Si zamu yako.
game-notation-illegal-from = { $move } si tendo halali. Bofya kipande kilicho kwenye { $square } ili kuona kinakoweza kwenda.
game-notation-illegal = { $move } si tendo halali hapa.
game-rules-help = Jinsi inavyofanya kazi
game-variant-rules = Sheria za aina hii ya mchezo
game-conditional-title = Matendo ya masharti
game-conditional-save = Hifadhi matendo ya masharti
game-conditional-clear = Futa yote
game-conditional-cleared = Matendo ya masharti yamefutwa.
game-conditional-edit = Hariri matendo ya masharti
game-conditional-lines = Mistari, mmoja kwa kila mstari
game-conditional-lines-hint = Matendo kwa uandishi, yakitenganishwa kwa nafasi au koma. Kuhifadhi kunabadilisha seti nzima.
game-conditional-your-lines = Mistari yako ya masharti
game-conditional-none = Huna matendo ya masharti.
game-conditional-intro = Wakati ni zamu ya { $username }, unaweza kuandaa majibu yako. Kila mstari unapishanisha tendo linalofuata la { $username } na jibu lako, na kuendelea hivyo. Mistari iliyolingana inabaki kwa matendo yanayofuata; tendo lisilo katika mstari wowote linaifuta yote.
game-conditional-intro-example = Wakati ni zamu ya { $username }, unaweza kuandaa majibu yako. Kila mstari unapishanisha tendo linalofuata la { $username } na jibu lako, na kuendelea hivyo: “{ $example }” maana yake { $username } akicheza { $theirs }, unajibu { $mine } papo hapo. Mistari iliyolingana inabaki kwa matendo yanayofuata; tendo lisilo katika mstari wowote linaifuta yote.
game-conditional-saved = { $count ->
    [one] Matendo ya masharti yamehifadhiwa: mstari { $count }.
   *[other] Matendo ya masharti yamehifadhiwa: mistari { $count }.
  }
game-conditional-error-line = Mstari { $line }
game-conditional-error-move = tendo { $number }
game-conditional-error-move-path = tendo { $number } ({ $move })
game-conditional-error-ply = nusu-tendo { $ply }
game-confirm-your-move = Tendo lako:
game-confirm-captures = (linachukua { $squares })
game-confirm-go-on = — au chagua mraba uliowekwa alama ili kuendelea
game-deadline = Mwisho: { $date }
game-on-the-clock = kwenye saa: { $time }
game-on-leave-until = likizoni hadi { $date }
game-to-move = zamu yake
game-status-your-move = Zamu yako.
game-status-your-move-leave-castle = Zamu yako. Kipande chako kilicho ndani ya Ngome yako lazima kitoke.
game-status-your-move-capture = Zamu yako. Kuchukua ni lazima.
game-status-waiting = Inasubiri { $username } acheze.
game-status-white-to-move = Zamu ya Nyeupe.
game-status-black-to-move = Zamu ya Nyeusi.
game-status-earlier-position = Unaona mpangilio wa awali. Rudi kwenye mpangilio wa sasa ili ucheze.
game-draw-offer = Pendekezo la sare
game-draw-offered-by = { $username } anapendekeza sare.
game-draw-accept = Kubali sare
game-draw-agreed = Sare imekubaliwa.
game-draw-decline = Kataa sare
game-draw-declined = Pendekezo la sare limekataliwa.
game-draw-offer-pending = Umependekeza sare; mpinzani wako bado hajajibu.
game-draw-offer-button = Pendekeza sare
game-draw-offer-sent = Sare imependekezwa.
game-draw-claim = Dai sare
game-abort = Sitisha mchezo
game-aborted = Mchezo umesitishwa.
game-resign = Jiuzulu
game-resign-confirm = Ujiuzulu katika mchezo huu? Mpinzani wako atashinda.
game-resign-yes = Ndiyo, najiuzulu
game-resign-no = Endelea kucheza
game-resign-confirm-label = Thibitisha kujiuzulu
game-info-time-control = Udhibiti wa muda
game-info-rated = Wenye ukadiriaji
game-info-yes = ndiyo
game-info-no = hapana
game-info-started = Ulianza
game-info-ended = Ulikwisha
game-info-export = Hamisha
game-cgn-download = Pakua faili la CGN
game-cgn-text-label = Maandishi ya CGN ya mchezo huu
game-cgn-show = Onyesha maandishi ya CGN
game-cgn-hide = Ficha maandishi ya CGN
game-move-sent = Tendo limetumwa.
game-actions = Vitendo
game-moves = Matendo
game-about = Kuhusu mchezo huu
game-board-help = Ili kucheza, bofya kipande, kisha miraba iliyowekwa alama ya njia yake mmoja baada ya mwingine. Kibodi: vitufe vya mishale vinahamisha kati ya miraba, Enter au Space inachagua, Backspace inarudi hatua moja, Escape inaghairi.
replay-first = Mpangilio wa kwanza
replay-previous = Tendo lililopita
replay-next = Tendo linalofuata
replay-last = Mpangilio wa sasa
replay-controls = Rudia mchezo
replay-back = Rudi kwenye mpangilio wa sasa
replay-start-note = Mpangilio wa mwanzo (kabla ya tendo la 1): huu si mpangilio wa sasa. Unaweza kucheza kwenye mpangilio wa sasa tu.
replay-help = Kurudia: bofya tendo, au tumia ← na → (Home na End kwa mwanzo na mpangilio wa sasa) nje ya kibao.
replay-note = Mpangilio baada ya { $move } (nusu-tendo { $ply } kati ya { $total }): huu si mpangilio wa sasa. Unaweza kucheza kwenye mpangilio wa sasa tu.
after-heading = Baada ya mchezo
after-rating = Badiliko la ukadiriaji
after-pieces-left = Vipande vilivyobaki
after-pieces = { $knights ->
    [one] Askari wa Farasi { $knights }
   *[other] Askari wa Farasi { $knights }
  }, { $men ->
    [one] Mwanaume { $men }
   *[other] Wanaume { $men }
  }
after-pieces-white = { $username } (Nyeupe): { $pieces }
after-pieces-black = { $username } (Nyeusi): { $pieces }
after-rematch = Mchezo wa marudiano
after-rematch-hint = Mipangilio ileile, rangi zimebadilishana.
after-rematch-sent = Marudiano yamependekezwa: changamoto yako imetumwa.
movelist-caption = Matendo kwa uandishi wa WCF
movelist-number = Na.
movelist-white = Nyeupe
movelist-black = Nyeusi
movelist-region = Orodha ya matendo
movelist-conditional = (la masharti)
movelist-conditional-title = Limechezwa lenyewe kutoka tendo la masharti
movelist-none = Bado hakuna tendo. Nyeupe inaanza.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Uchambuzi wa kompyuta
analysis-panel-offer = Acha injini iangalie kila tendo la mchezo huu: tathmini baada ya kila tendo, tendo bora kabla yake, na makosa madogo, makosa na makosa makubwa.
analysis-panel-analyse = Chambua
analysis-panel-sign-in = Ingia ili uombe uchambuzi wa kompyuta wa mchezo huu.
analysis-panel-sign-in-link = Ingia
analysis-panel-queued = Inasubiri injini: uchambuzi uko kwenye foleni.
analysis-panel-running = Injini inachambua mchezo…
analysis-panel-progress-label = Maendeleo ya uchambuzi
analysis-panel-no-moves = Mchezo huu hauna tendo la kuchambua.
analysis-panel-summary-caption = Uchezaji wa kila upande
analysis-panel-side = Upande
analysis-panel-white = Nyeupe
analysis-panel-black = Nyeusi
analysis-panel-average-loss = Wastani wa hasara
analysis-panel-inaccuracies = Makosa madogo
analysis-panel-mistakes = Makosa
analysis-panel-blunders = Makosa makubwa
analysis-panel-graph-caption = Tathmini baada ya kila tendo, kwa mtazamo wa Nyeupe. Bofya tendo ili kuliona.
analysis-panel-table-caption = Kila tendo pamoja na tathmini na uamuzi wa injini
analysis-panel-table-region = Matendo yaliyochambuliwa
analysis-panel-col-move = Tendo
analysis-panel-col-eval = Tathmini
analysis-panel-col-judgment = Uamuzi
analysis-panel-col-best = Bora kwa injini
analysis-panel-selected-heading = Tendo lililochaguliwa
analysis-panel-board-label = Mpangilio baada ya tendo lililochaguliwa
analysis-panel-eval-after = Tathmini baada yake
analysis-panel-best = Tendo bora kwa injini
analysis-panel-best-line = Mfululizo bora
analysis-panel-loss = Hasara ukilinganisha na bora
analysis-panel-loss-men = Wanaume { $men }
analysis-panel-best-played = tendo lililochezwa
analysis-panel-none = —
analysis-panel-previous = Tendo lililopita
analysis-panel-next = Tendo linalofuata
analysis-panel-position-error = Mpangilio wa tendo hili haukuweza kuonyeshwa.
analysis-panel-open-board = Chunguza mpangilio huu kwenye kibao cha uchambuzi
eval-chart-white = Nyeupe
eval-chart-black = Nyeusi
eval-chart-summary = { $count ->
    [one] Grafu ya tathmini ya tendo { $count }: faida ya Nyeupe juu ya mstari wa kati, ya Nyeusi chini yake. Jedwali lina namba zilezile.
   *[other] Grafu ya tathmini ya matendo { $count }: faida ya Nyeupe juu ya mstari wa kati, ya Nyeusi chini yake. Jedwali lina namba zilezile.
  }
judgment-inaccuracy = Kosa dogo
judgment-mistake = Kosa
judgment-blunder = Kosa kubwa
score-white-wins-in = Nyeupe inashinda ndani ya nusu-matendo { $plies }
score-black-wins-in = Nyeusi inashinda ndani ya nusu-matendo { $plies }
score-white-better = Nyeupe iko mbele kwa Wanaume { $men }
score-black-better = Nyeusi iko mbele kwa Wanaume { $men }
score-level = Sawa

## The analysis board (/analysis)

analysis-title = Kibao cha uchambuzi
analysis-intro = Panga mpangilio wowote, sogeza vipande vya pande zote mbili, na uone injini inaonaje.
analysis-board-label = Kibao cha uchambuzi
analysis-help = Bofya kipande, kisha miraba iliyowekwa alama ya njia yake mmoja baada ya mwingine; tendo linafanyika njia yake ikikamilika. Kibodi: vitufe vya mishale vinahamisha kati ya miraba, Enter au Space inachagua, Backspace inarudi hatua moja, Escape inaghairi.
analysis-back = Nyuma
analysis-forward = Mbele
analysis-flip = Geuza kibao
analysis-white-to-move = Zamu ya Nyeupe.
analysis-black-to-move = Zamu ya Nyeusi.
analysis-capture-required = Kuchukua ni lazima.
analysis-must-leave-castle = Kipande kilicho ndani ya Ngome yake lazima kitoke.
analysis-or-continue = au chagua mraba uliowekwa alama ili kuendelea
analysis-engine-heading = Injini
analysis-sign-in = Ingia ili uone tathmini ya injini na mifululizo bora. Unaweza kucheza matendo bila kuingia.
analysis-sign-in-link = Ingia
analysis-lines = Mifululizo
analysis-thinking = Injini inafikiri…
analysis-no-eval = Hakuna tathmini: mchezo umekwisha katika mpangilio huu.
analysis-lines-label = Mifululizo bora ya injini
analysis-moves-heading = Matendo
analysis-no-moves = Bado hakuna tendo: matendo unayocheza kutoka mpangilio uliopangwa yanaorodheshwa hapa.
analysis-set-up = mpangilio uliopangwa
analysis-moves-label = Matendo yaliyochezwa kwenye kibao
analysis-position-heading = Mpangilio
analysis-position-field = Mpangilio
analysis-position-hint = Muundo wa maandishi wa sheria: safu mlalo 16 kuanzia safu mlalo 16 kushuka chini, zikitenganishwa kwa “/” (K, M Askari wa Farasi na Mwanaume weupe; k, m weusi; tarakimu zinahesabu miraba mitupu), kisha upande wenye zamu (w au b), Matendo ya Ngome yaliyotumiwa na Nyeupe na Nyeusi, na ukipenda nusu-matendo tulivu na namba ya tendo.
analysis-set-up-button = Panga mpangilio huu
analysis-start-button = Mpangilio wa mwanzo
analysis-over = Mchezo umekwisha: { $result } ({ $how }).
analysis-play-path = Cheza { $move }
analysis-depth = Kina { $depth } · mipangilio { $nodes }

## One tournament (/tournaments/<id>)

tournament-title = Shindano { $id }
tournament-bye-pab = mapumziko ya upangaji (pointi nzima)
tournament-bye-half-bye = mapumziko ya nusu pointi
tournament-bye-zero-bye = mapumziko bila pointi
tournament-bye-full-bye = mapumziko ya pointi nzima
tournament-bye-rr-bye = hakuna mchezo raundi hii
tournament-fact-status = Hali
tournament-fact-system = Mfumo
tournament-fact-rounds = Raundi
tournament-fact-players = Wachezaji
tournament-fact-time = Muda
tournament-fact-rated = Lenye ukadiriaji
tournament-fact-scoring = Alama
tournament-fact-tiebreaks = Vigezo vya kuvunja sare
tournament-fact-organizer = Mwandaaji
tournament-fact-starts = Linaanza
tournament-fact-started = Lilianza
tournament-fact-finished = Lilikwisha
tournament-fact-note = Maelezo
tournament-rounds-paired-of = { $paired } kati ya { $rounds } zimepangwa
tournament-rounds-paired = zimepangwa: { $paired }
tournament-rounds-set-at-start = zinawekwa mwanzoni
tournament-players-max = { $players } (wasiozidi { $max })
tournament-time-round-deadline = { $days ->
    [one] { $time }, siku { $days } kwa kila raundi
   *[other] { $time }, siku { $days } kwa kila raundi
  }
tournament-tiebreaks-none = hakuna
tournament-sign-in-to-take-part = Ili kushiriki, ingia kwanza.
tournament-leave = Ondoka kwenye shindano
tournament-left = Umeondoka kwenye shindano.
tournament-join = Jiunge na shindano
tournament-joined = Umejiunga na shindano.
tournament-withdraw = Jitoe
tournament-withdrew = Umejitoa kwenye shindano.
tournament-bye-half-point = Nusu pointi
tournament-bye-zero-points = Pointi sifuri
tournament-bye-full-point = Pointi nzima
tournament-bye-give = Toa mapumziko
tournament-bye-request = Omba mapumziko
tournament-bye-for-player = Mapumziko kwa mchezaji
tournament-bye-request-label = Ombi la mapumziko
tournament-field-player = Mchezaji
tournament-field-round = Raundi
tournament-field-bye = Mapumziko
tournament-bye-recorded = Mapumziko yamerekodiwa kwa raundi ya { $round }.
tournament-standings-start = { $count ->
    [one] Msimamo unaanza na raundi ya 1. Mchezaji { $count } amejiunga:
   *[other] Msimamo unaanza na raundi ya 1. Wachezaji { $count } wamejiunga:
  }
tournament-entrants-label = Wachezaji waliojiunga
tournament-nobody-joined = Bado hakuna aliyejiunga.
tournament-col-rank = Nafasi
tournament-col-player = Mchezaji
tournament-col-rating = Ukadiriaji
tournament-col-points = Pointi
tournament-col-games = Michezo
tournament-col-number = Na.
tournament-col-round-short = R{ $round }
tournament-col-board = Kibao
tournament-col-result = Matokeo
tournament-col-game = Mchezo
tournament-withdrawn = amejitoa
tournament-final-standings = Msimamo wa mwisho.
tournament-standings-after = { $count ->
    [one] Baada ya raundi { $count } iliyokamilika.
   *[other] Baada ya raundi { $count } zilizokamilika.
  }
tournament-standings = Msimamo
tournament-tiebreaks-legend = Vigezo vya kuvunja sare, kwa mpangilio
tournament-crosstable = Jedwali la matokeo
tournament-crosstable-empty = Jedwali la matokeo litaonekana raundi ya kwanza ikishapangwa.
tournament-crosstable-help = Kila kisanduku kinaonyesha namba ya mpinzani, rangi (w/b) na matokeo, k.m. “5w1”: alimshinda na. 5 kwa Nyeupe. + na − ni ushindi/kushindwa bila kucheza, U mapumziko ya upangaji, H/F/Z mapumziko ya nusu, nzima na sifuri, * mchezo unaoendelea, - hakupangwa.
tournament-no-round = Bado hakuna raundi iliyopangwa.
tournament-choose-round = Chagua raundi
tournament-round = Raundi { $round }
tournament-awaiting-adjudication = inasubiri uamuzi
tournament-open-game = Fungua mchezo
tournament-round-paired-at = Raundi { $round } ilipangwa { $date }.
tournament-round-deadline = Mwisho: { $date }.
tournament-round-complete = Raundi imekamilika.
tournament-round-boards = Vibao vya raundi { $round }
tournament-round-byes = Mapumziko katika raundi { $round }
tournament-adjudicate-result = Matokeo ya mchezo { $id }
tournament-adjudicate = Amua
tournament-adjudicated = Mchezo { $id } umeamuliwa.
tournament-start = Anzisha shindano
tournament-started = Shindano limeanza: raundi ya 1 imepangwa.
tournament-start-hint = Kila mtu akishajiunga, anzisha shindano: hii inapanga raundi ya 1 na kuanzisha michezo yake.
tournament-adjudicate-hint = Michezo ambayo haijakwisha ya raundi ambayo muda wake umepita inaweza kuamuliwa kutoka orodha ya vibao vya raundi hiyo.
tournament-organizer = Mwandaaji
tournament-withdraw-player = Mtoe mchezaji
tournament-withdraw-player-label = Mtoe mchezaji mmoja
tournament-player-to-withdraw = Mchezaji wa kutolewa
tournament-player-withdrawn = { $username } ametolewa.
tournament-forbid = Zuia jozi
tournament-forbid-label = Zuia jozi moja
tournament-never-paired-with = Asipangwe kamwe na
tournament-forbidden = { $first } na { $second } hawatapangwa pamoja.
tournament-about = Kuhusu shindano hili
tournament-rounds = Raundi

## Familia ya aina za Camelot
variant-label = Aina ya mchezo
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = Camelot ya Mto
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-Camelot ya Mto
variant-camelot-about = Mchezo wa asili: miraba 160, Askari wa Farasi 4 na Wanaume 10 kila upande; kalia miraba yote miwili ya Ngome ya mpinzani.
variant-camette-about = Kibao kidogo kabisa: miraba 23, Askari wa Farasi 1 na Wanaume 3 kila upande; kipande kimoja ndani ya Ngome ya mpinzani kinashinda.
variant-cam-about = Kibao kidogo: miraba 67, Askari wa Farasi 2 na Wanaume 5 kila upande; kipande kimoja ndani ya Ngome ya mpinzani kinashinda.
variant-chivalry-about = Kibao kikubwa kabisa: miraba 176, Askari wa Farasi 8 na Wanaume 12 kila upande; kalia miraba yote miwili ya Ngome ya mpinzani.
variant-river-about = Camelot yenye mto unaovukwa na madaraja mawili; kila upande kwanza huweka miti mitatu inayofunga miraba.
variant-anti-about = Camelot kinyume: kuingia Ngome ya mpinzani au kuchukua kipande cha mwisho ni kushindwa.
variant-anti-camette-about = Camette kinyume: kuingia Ngome ya mpinzani au kuchukua kipande cha mwisho ni kushindwa.
variant-anti-cam-about = Cam kinyume: kuingia Ngome ya mpinzani au kuchukua kipande cha mwisho ni kushindwa.
variant-anti-chivalry-about = Chivalry kinyume: kuingia Ngome ya mpinzani au kuchukua kipande cha mwisho ni kushindwa.
variant-anti-river-about = Camelot ya Mto kinyume: kuingia Ngome ya mpinzani au kuchukua kipande cha mwisho ni kushindwa.
board-tree = mti: hakuna kipande kinachoweza kusimama juu yake wala kuurukia
board-bridge = daraja juu ya mto
board-square-tree-target = unaweza kuweka mti hapa
board-not-tree-square = { $square } si mojawapo ya miraba yako ya miti.
game-trees-picked = Miti: { $squares } ({ $count } kati ya 3)
game-confirm-your-trees = Miti yako:
game-status-place-trees = Zamu yako: weka miti yako mitatu (bofya miraba mitatu iliyowekwa alama, kisha tuma).
game-info-variant = Aina ya mchezo
leaderboard-variant = Aina ya mchezo
leaderboard-title-variant = Msimamo: { $variant }
player-ratings-by-variant = Ukadiriaji kwa kila aina ya mchezo
player-ratings-by-variant-caption = Ukadiriaji wa { $username } katika kila aina ya mchezo
player-col-variant = Aina ya mchezo
tournament-fact-variant = Aina ya mchezo
termination-castle-entered = kipande kimeingia Ngome ya mpinzani
player-rating-variant = Ukadiriaji ({ $variant })
player-rating-history-variant = Historia ya ukadiriaji: { $variant }
