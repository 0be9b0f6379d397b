# Camelot web bezeroa: bere orrietako hitz guztiak, orriz orriko ataletan.
# Ingelesezko fitxategiaren (en/client.ftl) identifikatzaile eta aldagai berberak.

language-label = Hizkuntza
nav-learn = Ikasi

## Ikasteko orriak

learn-title = Ikasi Camelot
learn-intro = Camelot bi jokalarirentzako jokoa da, 160 laukiko taula batean jokatzen dena. Orri labur hauek jokoaren arauak azaltzen dituzte, bakoitza bere taula-diagramekin; ondoren, tutorialean mugimendu mota guztiak zuk zeuk probatu ditzakezu taula bizi batean.
learn-contents-label = Arauak, orriz orri
learn-contents-variants = Beste aldaera batzuk
learn-start-reading = Irakurri arauak
learn-start-tutorial = Probatu tutoriala
learn-variant-play = Bota erronka norbaiti aldaera honetan jokatzeko
learn-not-found-title = Ez dago horrelako orririk
learn-back-to-contents = Itzuli aurkibidera
learn-page-of = { $number }. orria (guztira { $total })
learn-pager-label = Aurreko eta hurrengo orria
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = { $number }. diagrama
learn-move-legal = { $move } baimenduta dago
learn-move-illegal = { $move } ez dago baimenduta
learn-board-help = Taula laukiz osatutako sare bat da, Zuriak behean daudela. Gezi-teklekin lauki batetik bestera mugi zaitezke; tutorialaren taulan, Sartu teklarekin edo zuriune-barrarekin pieza bat hautatzen duzu, eta gero pieza iritsiko den lauki bakoitza.

## Tutoriala

learn-tutorial-title = Tutoriala
learn-tutorial-progress = { $done ->
    [0] Oraindik ez duzu ikasgairik ebatzi
    [one] Ikasgai bat ebatzita
   *[other] { $done } ikasgai ebatzita
  }
learn-lesson-heading = { $number }. ikasgaia (guztira { $total }): { $title }
learn-tutorial-board-label = Ikasgaiaren taula
learn-tutorial-you-white = Zuriekin jokatzen duzu. Egin klik pieza batean, eta gero pieza iritsi behar den laukian.
learn-tutorial-right = { $move }: oso ondo, hori da mugimendua.
learn-tutorial-wrong = { $move } baimenduta dago, baina ez da ikasgai honek eskatzen duen mugimendua.
learn-tutorial-not-legal = Mugimendu hori ez dago baimenduta.
learn-tutorial-can-continue = { $move } mugimendu osoa da, baina piezak aurrera jarrai lezake.
learn-tutorial-stop-here = Gelditu hemen eta jokatu { $move }
learn-tutorial-next = Hurrengo ikasgaia
learn-tutorial-finished = Tutoriala amaitu duzu.
learn-tutorial-reset = Hasi berriro ikasgaia
learn-tutorial-lessons = Ikasgaiak
learn-tutorial-solved = (ebatzita)
learn-tutorial-forget = Ahaztu nire aurrerapena

## The frame of every page: navigation, notices, errors

skip-link = Joan orriaren edukira
nav-label = Nagusia
nav-inbox = Sarrera-ontzia
nav-inbox-badge = { $count ->
    [one] , { $count } partida zure mugimenduaren zain
   *[other] , { $count } partida zure mugimenduaren zain
  }
nav-games = Partidak
nav-tournaments = Txapelketak
nav-leaderboard = Sailkapena
nav-analysis = Analisia
nav-sign-out = Irten
nav-sign-in = Hasi saioa
nav-register = Erregistratu
notice-signed-out = Saioa itxi duzu.
notice-dismiss = Baztertu mezua
table-label = Taula: { $caption }
show-more = Erakutsi gehiago
page-not-found-title = Ez da aurkitu
page-not-found-heading = Ez da orria aurkitu
page-not-found-text = Helbide honetan ez dago orririk.
go-to-start-page = Joan hasierako orrira
page-error-title = Errorea
page-error-heading = Zerbait gaizki joan da
error-title = Errorea
error-server-answered = Zerbitzariaren erantzuna: { $status } { $text }.
error-network-title = Sareko errorea
error-network = Ezin da zerbitzarira iritsi. Egiaztatu konexioa eta saiatu berriro.
event-challenge-received = Erronka berri bat duzu.
event-challenge-accepted = Zure erronka onartu dute: partida hasi da.
event-challenge-declined = Zure erronketako bat ukatu dute.
event-game-started = Partida berri bat hasi da.
event-opponent-moved = Aurkariak mugitu du.
event-draw-offered = Aurkariak berdinketa eskaintzen dizu.
event-draw-declined = Zure berdinketa-eskaintza ukatu dute.
event-game-ended = Zure partidetako bat amaitu da.
event-deadline-warning = Zure epeetako bat gertu dago.
event-opponent-on-leave = Zure aurkarietako bat baimenean dago.
event-tournament-started = Zure txapelketetako bat hasi da.
event-round-paired = Txapelketako txanda berri baten bikoteak osatu dira.
event-tournament-finished = Zure txapelketetako bat amaitu da.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = Zuriak
colour-black = Beltzak
result-white-forfeit = 1–0 (jokatu gabe)
result-black-forfeit = 0–1 (jokatu gabe)
result-double-forfeit = biak jokatu gabe
termination-castle = bi pieza gazteluan
termination-capture = pieza guztiak harrapatuta
termination-no-moves = legezko mugimendurik ez
termination-bare-board = taula hutsik
termination-resignation = etsipena
termination-agreement = adostasuna
termination-claim = erreklamazioa
termination-timeout = denbora amaitu da
termination-aborted = bertan behera utzia
termination-adjudication = epaileen erabakia
termination-forfeit = jokatu gabe
outcome-aborted = Partida bertan behera utzi da.
outcome-white-won = Zuriek irabazi dute ({ $name }).
outcome-white-won-how = Zuriek irabazi dute ({ $name }): { $how }.
outcome-black-won = Beltzek irabazi dute ({ $name }).
outcome-black-won-how = Beltzek irabazi dute ({ $name }): { $how }.
outcome-drawn = Berdinketa.
outcome-drawn-how = Berdinketa: { $how }.
outcome-over = Partida amaitu da.
duration-days = { $days } egun
duration-days-hours = { $days } egun { $hours } h
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
duration-under-a-minute = minutu bat baino gutxiago
time-left = { $duration } falta
time-overdue = epea igaro da
time-control-per-move = { $days ->
    [one] { $days } egun mugimenduko
   *[other] { $days } egun mugimenduko
  }
time-control-fischer = { $initial } egun + { $increment } egun mugimenduko
time-control-fischer-max = { $initial } egun + { $increment } egun mugimenduko, gehienez { $max } egun
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Zuzeneko norgehiagoka
tiebreak-win = Garaipen kopurua
tiebreak-won = Taulan irabazitako partidak
tiebreak-bpg = Beltzekin jokatutako partidak
tiebreak-bwg = Beltzekin irabazitako partidak
tiebreak-ps = Puntuazio progresiboa
tiebreak-aro = Aurkarien batez besteko rating-a
tiebreak-tpr = Txapelketako errendimendu-rating-a
tiebreak-ptp = Txapelketako errendimendu perfektua
tiebreak-ks = Koya sistema
tiebreak-cut = { $n } moztuta (baxuenak kenduta)
tiebreak-median = mediana { $n }
tiebreak-limit = muga % { $n }
tiebreak-forfeits-count = jokatu gabekoak kontuan

## The board (what a screen reader says of it)

board-label-white-bottom = Taula, Zuriak behean
board-label-black-bottom = Taula, Beltzak behean
board-no-legal-move = { $square } laukiko piezak ez du orain legezko mugimendurik.
board-piece = { $side ->
    [white] { $kind ->
        [knight] Zalduna, zuria
       *[man] Gizona, zuria
      }
   *[black] { $kind ->
        [knight] Zalduna, beltza
       *[man] Gizona, beltza
      }
  }
board-square-empty = hutsik
board-square-empty-castle = gazteluko lauki hutsa
board-square-selected = hautatuta
board-square-on-path = mugimenduaren bidean
board-square-target = hona mugi zaitezke
board-square-target-capture = hona jauzi egin dezakezu, harrapatuz
board-square-captured = harrapatuko litzateke
board-square-movable = mugi daiteke
board-square-last-move = azken mugimenduaren zati

## Rating chart (player page)

chart-no-rated-game = Oraindik ez dago rating-eko partidarik.
chart-summary = { $username } jokalariaren rating-a ({ $count } partida): hasieran { $first }, azkenean { $last }, baxuena { $lowest }, altuena { $highest }.
chart-score-won = irabazi
chart-score-lost = galdu
chart-score-drew = berdindu
chart-every-game = Rating-eko partida guztiak
chart-changes-label = Rating-aren aldaketak
chart-changes-caption = { $username } jokalariaren rating-aren aldaketak, berrienak lehenik
chart-col-date = Data
chart-col-opponent = Aurkaria
chart-col-result = Emaitza
chart-col-change = Aldaketa
chart-col-rating = Rating-a

## Player page

player-game-in-progress = jokoan
player-game-result-how = { $result } ({ $how })
player-game-rated = rating-ekoa
player-game-unrated = lagunartekoa
player-rating = Rating-a
player-rating-provisional = { $rating } (behin-behinekoa)
player-peak = Gorena
player-rated-games = Rating-eko partidak
player-member-since = Kide noiztik
player-roles = Rolak: { $roles }
player-challenge = Egin erronka { $username } jokalariari
player-rating-history = Rating-aren historia
player-recent-games = Azken partidak
player-recent-games-caption = { $username } jokalariaren azken partidak
player-col-game = Partida
player-col-colour = Kolorea
player-col-opponent = Aurkaria
player-col-result = Emaitza
player-col-kind = Mota
player-col-started = Hasiera
player-no-game = Oraindik ez dago partidarik.

## Leaderboard

leaderboard-title = Sailkapena
leaderboard-lead = Azken hilabeteetan rating-eko partidaren bat jokatu duten jokalariak, Elo rating-aren arabera.
leaderboard-provisional-title = behin-behinekoa: rating-eko 30 partida baino gutxiago
leaderboard-provisional-mark = { " " }(b)
leaderboard-empty = Oraindik inork ez du rating-eko partidarik amaitu.
leaderboard-col-rank = Postua
leaderboard-col-player = Jokalaria
leaderboard-col-rating = Rating-a
leaderboard-col-rated-games = Rating-eko partidak
leaderboard-col-peak = Gorena
leaderboard-col-last-rated = Azken rating-eko partida

## Sign in and register

login-title = Hasi saioa
login-submit = Hasi saioa
login-username = Erabiltzaile-izena
login-password = Pasahitza
login-lead = Jokatu Camelot posta bidez: mugimendu bat egunean, edonongo jokalarien aurka.
login-no-account = Oraindik ez duzu konturik?
login-register-link = Erregistratu
login-already-signed-in = { $username } gisa hasi duzu saioa. Berriro saioa hasiz gero, kontua aldatuko duzu.
register-title = Erregistratu
register-submit = Sortu kontua
register-username-hint = 3 eta 32 artean letra, digitu, “_” edo “-”. Besteek ikusten dute.
register-password-hint = Gutxienez 10 karaktere.
register-welcome = Ongi etorri, { $username }! Egin erronka jokalari bati edo argitaratu eskaera ireki bat partida bat hasteko.
register-lead = Sortu kontu bat partidak jokatzeko eta txapelketetan parte hartzeko.
register-have-account = Erregistratuta zaude jadanik?
register-sign-in-link = Hasi saioa

## Games anyone may watch (/games)

games-title = Partidak
games-lead = Zerbitzari honetan orain jokatzen ari diren partidak eta duela gutxi amaitutakoak. Ireki bat zuzenean jarraitzeko; ez da konturik behar.
games-filters = Iragazi partidak
games-player = Jokalaria
games-player-hint = Erabiltzaile-izen bat: haren partidak soilik.
games-tournament = Txapelketa
games-tournament-hint = Txapelketa baten zenbakia: haren partidak soilik.
games-variant = Aldaera
games-any-variant = Aldaera guztiak
games-rated = Rating-ekoa
games-any = Rating-ekoak edo ez
games-rated-only = Rating-ekoak soilik
games-unrated-only = Lagunartekoak soilik
games-apply = Erakutsi partidak
games-clear = Garbitu iragazkiak
games-active = Orain jokatzen
games-finished = Duela gutxi amaituak
games-no-active = Ez dago bat datorren partidarik jokoan.
games-no-finished = Ez dago bat datorren partida amaiturik.
games-more = Erakutsi gehiago
games-no-move = mugimendurik ez oraindik
games-move-number = { $number }. mugimendua
games-last-move = azken mugimendua:
games-rated-1 = rating-ekoa
games-unrated = lagunartekoa
games-tournament-game = txapelketako partida
games-updated = Zerrendak bere kabuz eguneratzen dira 15 segundoan behin.
games-position-of = Posizioa: { $title }
games-to-move = Txanda: { $username }

## Tournaments (/tournaments)

tournament-system-swiss = Suitzar sistema
tournament-system-round-robin = Liga
tournament-system-double-round-robin = Itzulia eta buelta
tournament-status-registration = Izen-ematea irekita
tournament-status-running = Jokoan
tournament-status-finished = Amaitua
tournaments-title = Txapelketak
tournaments-filter-label = Erakutsi
tournaments-filter-all = Guztiak
tournaments-col-name = Izena
tournaments-col-system = Sistema
tournaments-col-status = Egoera
tournaments-col-players = Jokalariak
tournaments-col-round = Txanda
tournaments-col-time = Denbora mugimenduko
tournaments-col-organizer = Antolatzailea
tournaments-round-of = { $round }/{ $rounds }
tournaments-empty = Oraindik ez dago txapelketarik hemen.
tournaments-create = Sortu txapelketa bat
tournaments-organizing = Txapelketa bat antolatu
tournaments-organizing-p1 = Antolatzaileek sortzen dituzte txapelketak. Zerbitzari honetako administratzaileak ematen dio jokalari bati antolatzaile-rola.
tournaments-organizing-p2 = Txapelketa bat antolatzeko, eskatu zerbitzariko administratzaileari antolatzaile egiteko; orduan txapelketa berriaren inprimakia orri honetan agertuko da.
tournaments-schedule-by-round = Txandaz txanda
tournaments-schedule-all-at-once = Partida guztiak batera
tournaments-create-submit = Sortu txapelketa
tournaments-field-rounds = Txandak
tournaments-field-late-join = Berandu izena ematea txanda honetara arte
tournaments-field-late-join-hint = Suitzar sisteman soilik; utzi hutsik bat ere ez onartzeko.
tournaments-field-double = Bikote bakoitzak bi aldiz jokatzen du
tournaments-field-schedule = Egutegia
tournaments-field-name = Izena
tournaments-field-system = Sistema
tournaments-field-days = Egunak mugimenduko
tournaments-field-rated = Rating-ekoa
tournaments-field-max-players = Gehienezko jokalariak
tournaments-field-max-players-hint = Utzi hutsik mugarik ez jartzeko.
tournaments-field-round-deadline = Egunak txandako
tournaments-field-round-deadline-hint = Epe horren ondoren, antolatzaileak erabakitzen ditu amaitu gabeko partidak. Utzi hutsik eperik ez jartzeko.
tournaments-field-scoring = Puntuazioa
tournaments-field-tiebreaks = Berdinketa-hausteak
tournaments-field-tiebreaks-hint = FIDEren izenak ordenan, komaz bereizita (adib. BH/C1, BH, SB, DE). Utzi hutsik lehenetsiak erabiltzeko.
tournaments-field-starts-at = Bere kabuz hasiko da
tournaments-field-starts-at-hint = Aukerakoa: orduan hasiko da, nahikoa jokalarik izena eman badute.
tournaments-created = “{ $name }” txapelketa sortu da.
loading = Kargatzen…

## The start page (signed out) and the inbox

home-title = Ongi etorri
home-heading = Camelot posta bidez
home-lead = Jokatu Camelot mahai-jokoa Munduko Camelot Federazioaren arauekin, mugimenduz mugimendu: mugimendu bakoitzak egun kopuru jakin bateko epea du, partidak eguneroko bizitzan sar daitezen.
home-new-heading = Berria zara hemen?
home-new-text = Sortu kontu bat, eta gero egin erronka jokalari bati edo argitaratu eskaera ireki bat.
home-back-heading = Ongi etorri berriro
home-back-text = Zure partidak eta erronkak sarrera-ontzian zain dituzu.
home-look-heading = Begiratu inguruan
home-look-text = Ikusi nor doan aurretik, eta jarraitu txapelketak.
inbox-you-play = { $colour ->
    [white] Zuriekin jokatzen duzu
    [black] Beltzekin jokatzen duzu
   *[random] kolorea zozketaz
  }
inbox-you-played = { $colour ->
    [white] Zuriekin jokatu duzu
   *[black] Beltzekin jokatu duzu
  }
inbox-moves-played = { $count ->
    [0] mugimendurik ez
    [one] mugimendu { $count } eginda
   *[other] { $count } mugimendu eginda
  }
inbox-time-to-move = Zure txanda: { $time }
inbox-newcomer-title = Camelot jokoan berria zara?
inbox-newcomer-text = Zortzi orri laburrek arauak azaltzen dituzte, eta tutorialean mugimendu mota guztiak probatzen dituzu taula bizi batean.
inbox-newcomer-rules = Ikasi arauak
inbox-deadline = (epea: { $date })
inbox-ratings-range = rating-a { $min }–{ $max }
inbox-your-move = Zure txanda
inbox-your-move-label = Zure mugimenduaren zain dauden partidak, premiazkoenak lehenik
inbox-your-move-empty = Ez dago partidarik zure mugimenduaren zain.
inbox-waiting = Aurkarien zain
inbox-waiting-label = Aurkarien mugimenduaren zain dauden partidak
inbox-waiting-empty = Bat ere ez.
inbox-finished = Duela gutxi amaituak
inbox-finished-empty = Oraindik ez dago partida amaiturik.
inbox-received = Jasotako erronkak
inbox-received-empty = Ez dago erronkarik zure zain.
inbox-sent = Bidalitako erronkak
inbox-sent-empty = Ez duzu erronka irekirik.
inbox-seeks = Eskaera irekiak
inbox-seek-empty = Beste jokalariek ez dute eskaera irekirik.
inbox-play-computer = Jokatu ordenagailuaren aurka
inbox-new-game = Partida berria
inbox-new-game-label = Erronka berria edo eskaera irekia
inbox-leave = Baimena
inbox-challenge-to = Nori: { $username }
inbox-challenge-from = Norengandik: { $username }
inbox-open-seek = Eskaera irekia
inbox-seeks-a-game = { $username }: partida baten bila
inbox-accept = Onartu
inbox-accept-seek = Onartu eskaera
inbox-accept-label = Onartu { $username } jokalariaren erronka
inbox-accept-seek-label = Onartu { $username } jokalariaren eskaera
inbox-decline = Ukatu
inbox-decline-label = Ukatu { $username } jokalariaren erronka
inbox-declined = { $username } jokalariaren erronka ukatu duzu.
inbox-cancel = Utzi
inbox-cancel-label = Bertan behera utzi { $username } jokalariari egindako erronka
inbox-cancel-seek-label = Bertan behera utzi eskaera irekia
inbox-cancelled = Erronka bertan behera utzi da.
inbox-expires = iraungitzea: { $date }
inbox-colour-random = Zozketaz
inbox-colour-white = Zuriak (lehenengo mugitzen dira)
inbox-tc-per-move = Egunak mugimenduko
inbox-tc-fischer = Fischer (egun-poltsa)
inbox-tc-kind-hint = Egunak mugimenduko: denbora finko bat mugimendu bakoitzerako. Fischer: mugimendu bakoitzaren ondoren hazten den egun-poltsa.
inbox-tc-per-move-hint = Mugimendu bakoitza egun kopuru horren barruan egin behar da (1etik 60ra).
inbox-tc-fischer-legend = Fischer denbora-kontrola
inbox-tc-initial = Hasierako egunak
inbox-tc-initial-hint = Alde bakoitzaren poltsako egunak hasieran (1etik 60ra).
inbox-tc-increment = Gehitutako egunak
inbox-tc-increment-hint = Zure mugimendu bakoitzaren ondoren zure poltsari gehitzen zaizkion egunak (0tik 60ra).
inbox-tc-max = Gehienezko egunak
inbox-tc-max-hint = Poltsak ez du inoiz egun kopuru hori baino gehiago izango (1etik 60ra).
inbox-send-challenge = Bidali erronka
inbox-post-seek = Argitaratu eskaera irekia
inbox-seek-legend = Eskaera irekirako soilik: nork onar dezakeen
inbox-min-rating = Rating baxuena
inbox-max-rating = Rating altuena
inbox-opponent = Aurkaria
inbox-opponent-hint = Haren erabiltzaile-izena. Utzi hutsik edonork onar dezakeen eskaera ireki bat argitaratzeko.
inbox-your-colour = Zure kolorea
inbox-time-control = Denbora-kontrola
inbox-rated-game = Rating-eko partida
inbox-challenge-sent = Erronka bidali zaio { $username } jokalariari.
inbox-seek-posted = Eskaera irekia argitaratu da.
inbox-days = { $days ->
    [one] { $days } egun
   *[other] { $days } egun
  }
leave-start = Hasi baimena
leave-days = Baimen-egunak
leave-days-hint = Oraintxe hasita. Baimenean zauden bitartean, zure erlojua geldirik dago zure txanda den partida guztietan; hala ere, mugi zaitezke.
leave-end = Amaitu baimena orain
leave-ended = Zure baimena amaitu da; zure erlojuak berriro dabiltza.
leave-back-early = Lehenago itzuli zara? Hasitako baimen-egunak kobratzen dira (gutxienez bat).
leave-allowance = Aurtengo egunak
leave-used = Erabiliak
leave-remaining = Geratzen direnak
leave-on-leave = Baimenean
leave-until = { $date } arte
leave-not-on-leave = ez
leave-started = { $days ->
    [one] Baimenean zaude { $days } egunez.
   *[other] Baimenean zaude { $days } egunez.
  }

## Play the computer (a form of the inbox)

computer-level = Maila
computer-level-option = { $level }. maila · rating-a { $rating }
computer-colour = Zure kolorea
computer-random = Zozketaz
computer-white = Zuriak (lehenengo mugitzen dira)
computer-black = Beltzak
computer-days = Egunak mugimenduko
computer-days-hint = 1etik 60ra egun mugimendu bakoitzeko. Ordenagailuak segundo gutxitan erantzuten du.
computer-rated = Rating-ekoa (zure rating-erako balio du)
computer-submit = Jokatu ordenagailuaren aurka
computer-form-label = Jokatu ordenagailuaren aurka
computer-loading = Ordenagailu-aurkariak kargatzen…
computer-no-bots = Zerbitzari honetan ez dago ordenagailu-aurkaririk.
computer-waiting = { $username } jokalariak onartzeko zain…
computer-refused = { $username } jokalariak ez du erronka onartu. Saiatu berriro, edo aukeratu beste maila bat.
computer-slow = { $username } jokalariak ez du oraindik erantzun. Zure erronka “Bidalitako erronkak” atalean geratzen da; onartzen dutenean, partida sarrera-ontzitik irekiko da.

## A game's page

game-title = { $id }. partida
game-board-label = Camelot taula
game-square-selected = { $square } hautatuta: aukeratu nabarmendutako lauki bat.
game-path-so-far = Bidea { $path }: aukeratu hurrengo lauki nabarmendua.
game-flip-board = Biratu taula
game-send-move = Bidali mugimendua
game-cancel-move = Utzi
game-notation-placeholder = D6-F8 edo F6xF8
game-notation-label = Idatzi mugimendu bat
game-notation-check = Egiaztatu
game-notation-help = WCF notazioa: bideko laukiak, “-” ikurrez lotuta mugimendu soilerako edo Lauoinkarako, eta “x” ikurrez Jauzirako. Bidali aurretik berresten duzu.
game-not-your-move = Ez da zure txanda.
game-notation-illegal-from = { $move } ez da legezko mugimendua. Egin klik { $square } laukiko piezan nora joan daitekeen ikusteko.
game-notation-illegal = { $move } ez da legezko mugimendua hemen.
game-rules-help = Nola funtzionatzen du
game-variant-rules = Aldaera honen arauak
game-conditional-title = Baldintzapeko mugimenduak
game-conditional-save = Gorde baldintzapeko mugimenduak
game-conditional-clear = Garbitu guztiak
game-conditional-cleared = Baldintzapeko mugimenduak garbitu dira.
game-conditional-edit = Editatu baldintzapeko mugimenduak
game-conditional-lines = Aldaerak, bakoitza lerro batean
game-conditional-lines-hint = Mugimenduak notazioan, zuriunez edo komaz bereizita. Gordetzean multzo osoa ordezkatzen da.
game-conditional-your-lines = Zure baldintzapeko aldaerak
game-conditional-none = Ez duzu baldintzapeko mugimendurik.
game-conditional-intro = { $username } jokalariaren txanda den bitartean, zure erantzunak presta ditzakezu. Aldaera bakoitzak { $username } jokalariaren hurrengo mugimendua eta zure erantzuna txandakatzen ditu, eta horrela jarraian. Bat etorri diren aldaerak hurrengo mugimenduetarako geratzen dira; haietako batean ere ez dagoen mugimendu batek guztiak garbitzen ditu.
game-conditional-intro-example = { $username } jokalariaren txanda den bitartean, zure erantzunak presta ditzakezu. Aldaera bakoitzak { $username } jokalariaren hurrengo mugimendua eta zure erantzuna txandakatzen ditu, eta horrela jarraian: “{ $example }” esan nahi du { $username } jokalariak { $theirs } jokatzen badu, zuk berehala { $mine } erantzungo duzula. Bat etorri diren aldaerak hurrengo mugimenduetarako geratzen dira; haietako batean ere ez dagoen mugimendu batek guztiak garbitzen ditu.
game-conditional-saved = { $count ->
    [one] Baldintzapeko mugimenduak gorde dira: aldaera { $count }.
   *[other] Baldintzapeko mugimenduak gorde dira: { $count } aldaera.
  }
game-conditional-error-line = { $line }. aldaera
game-conditional-error-move = { $number }. mugimendua
game-conditional-error-move-path = { $number }. mugimendua ({ $move })
game-conditional-error-ply = { $ply }. erdi-mugimendua
game-confirm-your-move = Zure mugimendua:
game-confirm-captures = (harrapatzen ditu: { $squares })
game-confirm-go-on = — edo aukeratu lauki nabarmendu bat jarraitzeko
game-deadline = Epea: { $date }
game-on-the-clock = erlojuan: { $time }
game-on-leave-until = baimenean { $date } arte
game-to-move = txanda
game-status-your-move = Zure txanda.
game-status-your-move-leave-castle = Zure txanda. Zure gazteluan dagoen zure piezak gaztelutik irten behar du.
game-status-your-move-capture = Zure txanda. Harrapatzea derrigorrezkoa da.
game-status-waiting = { $username } jokalariaren mugimenduaren zain.
game-status-white-to-move = Zurien txanda.
game-status-black-to-move = Beltzen txanda.
game-status-earlier-position = Aurreko posizio bat ikusten ari zara. Itzuli uneko posiziora mugitzeko.
game-draw-offer = Berdinketa-eskaintza
game-draw-offered-by = { $username } jokalariak berdinketa eskaintzen du.
game-draw-accept = Onartu berdinketa
game-draw-agreed = Berdinketa adostu da.
game-draw-decline = Ukatu berdinketa
game-draw-declined = Berdinketa-eskaintza ukatu da.
game-draw-offer-pending = Berdinketa eskaini duzu; aurkariak ez du oraindik erantzun.
game-draw-offer-button = Eskaini berdinketa
game-draw-offer-sent = Berdinketa eskaini da.
game-draw-claim = Eskatu berdinketa
game-abort = Bertan behera utzi partida
game-aborted = Partida bertan behera utzi da.
game-resign = Etsi
game-resign-confirm = Partida honetan etsi nahi duzu? Aurkariak irabaziko du.
game-resign-yes = Bai, etsi
game-resign-no = Jarraitu jokatzen
game-resign-confirm-label = Berretsi etsipena
game-info-time-control = Denbora-kontrola
game-info-rated = Rating-ekoa
game-info-yes = bai
game-info-no = ez
game-info-started = Hasiera
game-info-ended = Amaiera
game-info-export = Esportatu
game-cgn-download = Deskargatu CGN fitxategia
game-cgn-text-label = Partida honen CGN testua
game-cgn-show = Erakutsi CGN testua
game-cgn-hide = Ezkutatu CGN testua
game-move-sent = Mugimendua bidali da.
game-actions = Ekintzak
game-moves = Mugimenduak
game-about = Partidari buruz
game-board-help = Mugitzeko, egin klik pieza batean, eta gero bere bideko lauki nabarmenduetan banan-banan. Teklatua: geziek laukiz lauki mugitzen dute, Enter edo zuriune-teklak hautatzen du, Backspace-k urrats bat atzera egiten du, Escape-k bertan behera uzten du.
replay-first = Lehen posizioa
replay-previous = Aurreko mugimendua
replay-next = Hurrengo mugimendua
replay-last = Uneko posizioa
replay-controls = Partida berrikusi
replay-back = Itzuli uneko posiziora
replay-start-note = Hasierako posizioa (1. mugimenduaren aurretik): hau ez da uneko posizioa. Uneko posizioan bakarrik mugi zaitezke.
replay-help = Berrikusi: egin klik mugimendu batean, edo erabili ← eta → (Home eta End hasierarako eta uneko posiziorako) taulatik kanpo.
replay-note = { $move } ondorengo posizioa (erdi-mugimendua: { $ply }/{ $total }): hau ez da uneko posizioa. Uneko posizioan bakarrik mugi zaitezke.
after-heading = Partidaren ondoren
after-rating = Rating-aren aldaketa
after-pieces-left = Geratzen diren piezak
after-pieces = { $knights ->
    [one] { $knights } Zaldun
   *[other] { $knights } Zaldun
  }, { $men ->
    [one] { $men } Gizon
   *[other] { $men } Gizon
  }
after-pieces-white = { $username } (Zuriak): { $pieces }
after-pieces-black = { $username } (Beltzak): { $pieces }
after-rematch = Errebantxa
after-rematch-hint = Ezarpen berdinak, koloreak trukatuta.
after-rematch-sent = Errebantxa eskaini da: zure erronka bidali da.
movelist-caption = Mugimenduak WCF notazioan
movelist-number = Zk.
movelist-white = Zuriak
movelist-black = Beltzak
movelist-region = Mugimenduen zerrenda
movelist-conditional = (baldintzapekoa)
movelist-conditional-title = Baldintzapeko mugimendu batetik automatikoki jokatua
movelist-none = Oraindik ez dago mugimendurik. Zuriek hasten dute.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Ordenagailuaren analisia
analysis-panel-offer = Utzi motorrari partida honetako mugimendu guztiak aztertzen: bakoitzaren ondorengo ebaluazioa, aurreko mugimendurik onena, eta zehaztasun ezak, akatsak eta hanka-sartze larriak.
analysis-panel-analyse = Aztertu
analysis-panel-sign-in = Hasi saioa partida honen ordenagailu-analisia eskatzeko.
analysis-panel-sign-in-link = Hasi saioa
analysis-panel-queued = Motorraren zain: analisia ilaran dago.
analysis-panel-running = Motorra partida aztertzen ari da…
analysis-panel-progress-label = Analisiaren aurrerapena
analysis-panel-no-moves = Partidak ez du aztertzeko mugimendurik.
analysis-panel-summary-caption = Alde bakoitzaren jokoa
analysis-panel-side = Aldea
analysis-panel-white = Zuriak
analysis-panel-black = Beltzak
analysis-panel-average-loss = Batez besteko galera
analysis-panel-inaccuracies = Zehaztasun ezak
analysis-panel-mistakes = Akatsak
analysis-panel-blunders = Hanka-sartzeak
analysis-panel-graph-caption = Mugimendu bakoitzaren ondorengo ebaluazioa, Zurien ikuspegitik. Egin klik mugimendu batean hura ikusteko.
analysis-panel-table-caption = Mugimendu guztiak, motorraren ebaluazioarekin eta iritziarekin
analysis-panel-table-region = Aztertutako mugimenduak
analysis-panel-col-move = Mugimendua
analysis-panel-col-eval = Ebaluazioa
analysis-panel-col-judgment = Iritzia
analysis-panel-col-best = Motorraren onena
analysis-panel-selected-heading = Hautatutako mugimendua
analysis-panel-board-label = Hautatutako mugimenduaren ondorengo posizioa
analysis-panel-eval-after = Ondorengo ebaluazioa
analysis-panel-best = Motorraren mugimendurik onena
analysis-panel-best-line = Aldaerarik onena
analysis-panel-loss = Onenaren aldean galdutakoa
analysis-panel-loss-men = { $men } Gizon
analysis-panel-best-played = jokatutako mugimendua
analysis-panel-none = —
analysis-panel-previous = Aurreko mugimendua
analysis-panel-next = Hurrengo mugimendua
analysis-panel-position-error = Ezin izan da mugimendu honen posizioa erakutsi.
analysis-panel-open-board = Aztertu posizio hau analisi-taulan
eval-chart-white = Zuriak
eval-chart-black = Beltzak
eval-chart-summary = Ebaluazio-grafikoa ({ $count } mugimendu): Zurien abantaila erdiko lerroaren gainetik, Beltzena azpitik. Taulak zenbaki berak ditu.
judgment-inaccuracy = Zehaztasun eza
judgment-mistake = Akatsa
judgment-blunder = Hanka-sartzea
score-white-wins-in = Zuriek irabazten dute { $plies } erdi-mugimendutan
score-black-wins-in = Beltzek irabazten dute { $plies } erdi-mugimendutan
score-white-better = Zuriak hobeto, { $men } Gizoneko aldearekin
score-black-better = Beltzak hobeto, { $men } Gizoneko aldearekin
score-level = Berdin

## The analysis board (/analysis)

analysis-title = Analisi-taula
analysis-intro = Jarri edozein posizio, mugitu bi aldeetako piezak, eta ikusi zer deritzon motorrak.
analysis-board-label = Analisi-taula
analysis-help = Egin klik pieza batean, eta gero bere bideko lauki nabarmenduetan banan-banan; bidea osatzen denean egiten da mugimendua. Teklatua: geziek laukiz lauki mugitzen dute, Enter edo zuriune-teklak hautatzen du, Backspace-k urrats bat atzera egiten du, Escape-k bertan behera uzten du.
analysis-back = Atzera
analysis-forward = Aurrera
analysis-flip = Biratu taula
analysis-white-to-move = Zurien txanda.
analysis-black-to-move = Beltzen txanda.
analysis-capture-required = Harrapatzea derrigorrezkoa da.
analysis-must-leave-castle = Bere gazteluan dagoen piezak gaztelutik irten behar du.
analysis-or-continue = edo aukeratu lauki nabarmendu bat jarraitzeko
analysis-engine-heading = Motorra
analysis-sign-in = Hasi saioa motorraren ebaluazioa eta aldaerarik onenak ikusteko. Saioa hasi gabe ere mugi ditzakezu piezak.
analysis-sign-in-link = Hasi saioa
analysis-lines = Aldaerak
analysis-thinking = Motorra pentsatzen ari da…
analysis-no-eval = Ebaluaziorik ez: posizio honetan partida amaitu da.
analysis-lines-label = Motorraren aldaerarik onenak
analysis-moves-heading = Mugimenduak
analysis-no-moves = Oraindik ez dago mugimendurik: jarritako posiziotik egiten dituzun mugimenduak hemen zerrendatzen dira.
analysis-set-up = jarritako posizioa
analysis-moves-label = Taulan egindako mugimenduak
analysis-position-heading = Posizioa
analysis-position-field = Posizioa
analysis-position-hint = Arauetako testu-forma: 16 errenkada, 16. errenkadatik behera, “/” ikurrez bereizita (K, M Zaldun eta Gizon zuriak; k, m beltzak; digituek lauki hutsak zenbatzen dituzte), gero txanda duen aldea (w edo b), Zuriek eta Beltzek erabilitako gaztelu-mugimenduak, eta nahi izanez gero erdi-mugimendu lasaiak eta mugimendu-zenbakia.
analysis-set-up-button = Jarri posizio hau
analysis-start-button = Hasierako posizioa
analysis-over = Partida amaitu da: { $result } ({ $how }).
analysis-play-path = Jokatu { $move }
analysis-depth = Sakonera { $depth } · { $nodes } posizio

## One tournament (/tournaments/<id>)

tournament-title = { $id }. txapelketa
tournament-bye-pab = parekatzeak emandako atsedena (puntu osoa)
tournament-bye-half-bye = puntu erdiko atsedena
tournament-bye-zero-bye = puntu gabeko atsedena
tournament-bye-full-bye = puntu osoko atsedena
tournament-bye-rr-bye = partidarik ez txanda honetan
tournament-fact-status = Egoera
tournament-fact-system = Sistema
tournament-fact-rounds = Txandak
tournament-fact-players = Jokalariak
tournament-fact-time = Denbora
tournament-fact-rated = Rating-ekoa
tournament-fact-scoring = Puntuazioa
tournament-fact-tiebreaks = Berdinketa-hausteak
tournament-fact-organizer = Antolatzailea
tournament-fact-starts = Hasiera
tournament-fact-started = Hasi zen
tournament-fact-finished = Amaitu zen
tournament-fact-note = Oharra
tournament-rounds-paired-of = { $paired }/{ $rounds } bikotetuta
tournament-rounds-paired = bikotetuak: { $paired }
tournament-rounds-set-at-start = hasieran finkatzen da
tournament-players-max = { $players } (gehienez { $max })
tournament-time-round-deadline = { $time }, { $days } egun txandako
tournament-tiebreaks-none = bat ere ez
tournament-sign-in-to-take-part = Parte hartzeko, hasi saioa lehenik.
tournament-leave = Utzi txapelketa
tournament-left = Txapelketa utzi duzu.
tournament-join = Eman izena txapelketan
tournament-joined = Txapelketan izena eman duzu.
tournament-withdraw = Erretiratu
tournament-withdrew = Txapelketatik erretiratu zara.
tournament-bye-half-point = Puntu erdia
tournament-bye-zero-points = Zero puntu
tournament-bye-full-point = Puntu osoa
tournament-bye-give = Eman atsedena
tournament-bye-request = Eskatu atsedena
tournament-bye-for-player = Atsedena jokalari batentzat
tournament-bye-request-label = Atseden-eskaera
tournament-field-player = Jokalaria
tournament-field-round = Txanda
tournament-field-bye = Atsedena
tournament-bye-recorded = Atsedena erregistratu da { $round }. txandarako.
tournament-standings-start = Sailkapena 1. txandarekin hasten da. Izena emandako jokalariak ({ $count }):
tournament-entrants-label = Izena eman duten jokalariak
tournament-nobody-joined = Oraindik inork ez du izenik eman.
tournament-col-rank = Postua
tournament-col-player = Jokalaria
tournament-col-rating = Rating-a
tournament-col-points = Puntuak
tournament-col-games = Partidak
tournament-col-number = Zk.
tournament-col-round-short = T{ $round }
tournament-col-board = Taula
tournament-col-result = Emaitza
tournament-col-game = Partida
tournament-withdrawn = erretiratua
tournament-final-standings = Azken sailkapena.
tournament-standings-after = Amaitutako txandak: { $count }.
tournament-standings = Sailkapena
tournament-tiebreaks-legend = Berdinketa-hausteak, ordenan
tournament-crosstable = Taula gurutzatua
tournament-crosstable-empty = Taula gurutzatua lehen txandako bikoteak osatzen direnean agertzen da.
tournament-crosstable-help = Gelaxka batek aurkariaren zenbakia, kolorea (w/b) eta emaitza ematen ditu, adib. “5w1”: 5. zenbakikoa irabazi Zuriekin. + eta − jokatu gabeak dira, U parekatzeak emandako atsedena, H/F/Z puntu erdiko, osoko eta gabeko atsedenak, * jokoan dagoen partida, - bikoterik gabe.
tournament-no-round = Oraindik ez da txandarik bikotetu.
tournament-choose-round = Aukeratu txanda bat
tournament-round = { $round }. txanda
tournament-awaiting-adjudication = erabakiaren zain
tournament-open-game = Ireki partida
tournament-round-paired-at = { $round }. txandako bikoteak data honetan osatu ziren: { $date }.
tournament-round-deadline = Epea: { $date }.
tournament-round-complete = Txanda amaitu da.
tournament-round-boards = { $round }. txandako taulak
tournament-round-byes = { $round }. txandako atsedenak
tournament-adjudicate-result = { $id }. partidaren emaitza
tournament-adjudicate = Erabaki
tournament-adjudicated = { $id }. partida erabaki da.
tournament-start = Hasi txapelketa
tournament-started = Txapelketa hasi da: 1. txandako bikoteak osatu dira.
tournament-start-hint = Denek izena eman dutenean, hasi txapelketa: honek 1. txandako bikoteak osatzen ditu eta haren partidak hasten ditu.
tournament-adjudicate-hint = Epea igaro zaien txandetako amaitu gabeko partidak txandako taulen zerrendatik erabaki daitezke.
tournament-organizer = Antolatzailea
tournament-withdraw-player = Erretiratu jokalaria
tournament-withdraw-player-label = Jokalari bat erretiratu
tournament-player-to-withdraw = Erretiratu beharreko jokalaria
tournament-player-withdrawn = { $username } erretiratu da.
tournament-forbid = Debekatu bikotea
tournament-forbid-label = Bikote bat debekatu
tournament-never-paired-with = Inoiz ez bikotean honekin
tournament-forbidden = { $first } eta { $second } ez dira inoiz bikotean jarriko.
tournament-about = Txapelketari buruz
tournament-rounds = Txandak

## Camelot familiaren aldaerak
variant-label = Aldaera
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = Ibai-Camelot
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-Ibai-Camelot
variant-camelot-about = Joko klasikoa: 160 lauki, 4 Zaldun eta 10 Gizona alde bakoitzeko; hartu aurkariaren gazteluaren bi laukiak.
variant-camette-about = Taularik txikiena: 23 lauki, Zaldun 1 eta 3 Gizona alde bakoitzeko; pieza bat aurkariaren gazteluan sartzeak irabazten du.
variant-cam-about = Taula txikia: 67 lauki, 2 Zaldun eta 5 Gizona alde bakoitzeko; pieza bat aurkariaren gazteluan sartzeak irabazten du.
variant-chivalry-about = Taularik handiena: 176 lauki, 8 Zaldun eta 12 Gizona alde bakoitzeko; hartu aurkariaren gazteluaren bi laukiak.
variant-river-about = Camelot bi zubik zeharkatzen duten ibai batekin; alde bakoitzak lehenik laukiak ixten dituzten hiru zuhaitz jartzen ditu.
variant-anti-about = Camelot alderantziz: aurkariaren gazteluan sartzeak edo azken pieza harrapatzeak galarazten du.
variant-anti-camette-about = Camette alderantziz: aurkariaren gazteluan sartzeak edo azken pieza harrapatzeak galarazten du.
variant-anti-cam-about = Cam alderantziz: aurkariaren gazteluan sartzeak edo azken pieza harrapatzeak galarazten du.
variant-anti-chivalry-about = Chivalry alderantziz: aurkariaren gazteluan sartzeak edo azken pieza harrapatzeak galarazten du.
variant-anti-river-about = Ibai-Camelot alderantziz: aurkariaren gazteluan sartzeak edo azken pieza harrapatzeak galarazten du.
board-tree = zuhaitza: ezin da piezarik haren gainean egon ezta haren gainetik jauzi egin
board-bridge = ibaiaren gaineko zubia
board-square-tree-target = hemen zuhaitz bat jar dezakezu
board-not-tree-square = { $square } ez da zure zuhaitz-laukietako bat.
game-trees-picked = Zuhaitzak: { $squares } ({ $count } / 3)
game-confirm-your-trees = Zure zuhaitzak:
game-status-place-trees = Zure txanda: jarri zure hiru zuhaitzak (egin klik markatutako hiru laukitan, eta bidali).
game-info-variant = Aldaera
leaderboard-variant = Aldaera
leaderboard-title-variant = Sailkapena: { $variant }
player-ratings-by-variant = Rating-a aldaeraka
player-ratings-by-variant-caption = { $username } jokalariaren rating-a aldaera bakoitzean
player-col-variant = Aldaera
tournament-fact-variant = Aldaera
termination-castle-entered = pieza bat aurkariaren gazteluan sartu da
player-rating-variant = Rating-a ({ $variant })
player-rating-history-variant = Rating-aren historia: { $variant }
