# Spletni odjemalec Camelot: vse besedilo njegovih strani, razdeljeno po straneh.
# Enaki identifikatorji in spremenljivke kot v angleški datoteki (en/client.ftl).

language-label = Jezik
nav-learn = Učenje

## Učne strani

learn-title = Naučite se igrati Camelot
learn-intro = Camelot je igra za dva igralca na deski s 160 polji. Kratke strani, ki sledijo, razložijo njena pravila in jih ponazorijo z diagrami; v vadnici nato vsako vrsto poteze preizkusite sami na živi deski.
learn-contents-label = Pravila po straneh
learn-contents-variants = Druge različice
learn-start-reading = Preberite pravila
learn-start-tutorial = Preizkusite vadnico
learn-variant-play = Izzovite nekoga na partijo v tej različici
learn-not-found-title = Te strani ni
learn-back-to-contents = Nazaj na kazalo
learn-page-of = Stran { $number } od { $total }
learn-pager-label = Prejšnja in naslednja stran
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Diagram { $number }
learn-move-legal = Poteza { $move } je dovoljena
learn-move-illegal = Poteza { $move } ni dovoljena
learn-board-help = Deska je mreža polj, beli so spodaj. S puščičnimi tipkami se pomikate od polja do polja; na deski vadnice s tipko Enter ali preslednico izberete figuro in nato vsako polje, na katerem pristane.

## Vadnica

learn-tutorial-title = Vadnica
learn-tutorial-progress = { $done ->
    [0] Rešena ni še nobena lekcija
    [one] Rešena { $done } lekcija
    [two] Rešeni { $done } lekciji
    [few] Rešene { $done } lekcije
   *[other] Rešenih { $done } lekcij
  }
learn-lesson-heading = Lekcija { $number } od { $total }: { $title }
learn-tutorial-board-label = Deska lekcije
learn-tutorial-you-white = Igrate z belimi. Kliknite figuro, nato polje, na katerem naj pristane.
learn-tutorial-right = { $move }: odlično, to je prava poteza.
learn-tutorial-wrong = Poteza { $move } je dovoljena, vendar lekcija zahteva drugo.
learn-tutorial-not-legal = Ta poteza ni dovoljena.
learn-tutorial-can-continue = { $move } je že cela poteza, figura pa bi lahko šla tudi naprej.
learn-tutorial-stop-here = Ustavite se tu in odigrajte { $move }
learn-tutorial-next = Naslednja lekcija
learn-tutorial-finished = Vadnico ste končali.
learn-tutorial-reset = Začnite lekcijo znova
learn-tutorial-lessons = Lekcije
learn-tutorial-solved = (rešeno)
learn-tutorial-forget = Izbrišite moj napredek

## The frame of every page: navigation, notices, errors

skip-link = Preskoči na vsebino strani
nav-label = Glavni meni
nav-inbox = Nabiralnik
nav-inbox-badge = { $count ->
    [one] , { $count } partija čaka na vašo potezo
    [two] , { $count } partiji čakata na vašo potezo
    [few] , { $count } partije čakajo na vašo potezo
   *[other] , { $count } partij čaka na vašo potezo
  }
nav-games = Partije
nav-tournaments = Turnirji
nav-leaderboard = Lestvica
nav-analysis = Analiza
nav-sign-out = Odjava
nav-sign-in = Prijava
nav-register = Registracija
notice-signed-out = Odjavljeni ste.
notice-dismiss = Zapri sporočilo
table-label = Tabela: { $caption }
show-more = Pokaži več
page-not-found-title = Ni najdeno
page-not-found-heading = Strani ni mogoče najti
page-not-found-text = Na tem naslovu ni nobene strani.
go-to-start-page = Na začetno stran
page-error-title = Napaka
page-error-heading = Prišlo je do napake
error-title = Napaka
error-server-answered = Strežnik je odgovoril { $status } { $text }.
error-network-title = Napaka omrežja
error-network = Strežnik ni dosegljiv. Preverite povezavo in poskusite znova.
event-challenge-received = Prejeli ste nov izziv.
event-challenge-accepted = Vaš izziv je bil sprejet: partija se je začela.
event-challenge-declined = Eden od vaših izzivov je bil zavrnjen.
event-game-started = Začela se je nova partija.
event-opponent-moved = Nasprotnik je potegnil potezo.
event-draw-offered = Nasprotnik vam ponuja remi.
event-draw-declined = Vaša ponudba remija je bila zavrnjena.
event-game-ended = Ena od vaših partij se je končala.
event-deadline-warning = Rok za eno od vaših potez se izteka.
event-opponent-on-leave = Eden od vaših nasprotnikov je na dopustu.
event-tournament-started = Eden od vaših turnirjev se je začel.
event-round-paired = Pari novega turnirskega kola so določeni.
event-tournament-finished = Eden od vaših turnirjev se je končal.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = beli
colour-black = črni
result-white-forfeit = 1–0 (brez borbe)
result-black-forfeit = 0–1 (brez borbe)
result-double-forfeit = obojestransko brez borbe
termination-castle = dve figuri v gradu
termination-capture = ujete vse figure
termination-no-moves = ni več dovoljene poteze
termination-bare-board = prazna deska
termination-resignation = predaja
termination-agreement = dogovor
termination-claim = zahtevek
termination-timeout = čas je potekel
termination-aborted = prekinjena
termination-adjudication = odločitev sodnika
termination-forfeit = brez borbe
outcome-aborted = Partija je bila prekinjena.
outcome-white-won = Zmagal je beli ({ $name }).
outcome-white-won-how = Zmagal je beli ({ $name }): { $how }.
outcome-black-won = Zmagal je črni ({ $name }).
outcome-black-won-how = Zmagal je črni ({ $name }): { $how }.
outcome-drawn = Remi.
outcome-drawn-how = Remi: { $how }.
outcome-over = Partija je končana.
duration-days = { $days } d
duration-days-hours = { $days } d { $hours } h
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
duration-under-a-minute = manj kot minuta
time-left = še { $duration }
time-overdue = rok je potekel
time-control-per-move = { $days ->
    [one] { $days } dan na potezo
    [two] { $days } dneva na potezo
   *[other] { $days } dni na potezo
  }
time-control-fischer = { $initial ->
    [one] { $initial } dan
    [two] { $initial } dneva
   *[other] { $initial } dni
  } + { $increment ->
    [one] { $increment } dan
    [two] { $increment } dneva
   *[other] { $increment } dni
  } na potezo
time-control-fischer-max = { $initial ->
    [one] { $initial } dan
    [two] { $initial } dneva
   *[other] { $initial } dni
  } + { $increment ->
    [one] { $increment } dan
    [two] { $increment } dneva
   *[other] { $increment } dni
  } na potezo, največ { $max ->
    [one] { $max } dan
    [two] { $max } dneva
   *[other] { $max } dni
  }
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Medsebojna partija
tiebreak-win = Število zmag
tiebreak-won = Zmage za desko
tiebreak-bpg = Partije s črnimi
tiebreak-bwg = Zmage s črnimi
tiebreak-ps = Progresivni izid
tiebreak-aro = Povprečni rating nasprotnikov
tiebreak-tpr = Turnirski rating uspešnosti
tiebreak-ptp = Popolni turnirski rezultat
tiebreak-ks = Sistem Koya
tiebreak-cut = odrez { $n } (brez najslabših)
tiebreak-median = mediana { $n }
tiebreak-limit = meja { $n } %
tiebreak-forfeits-count = partije brez borbe štejejo

## The board (what a screen reader says of it)

board-label-white-bottom = Igralna deska, beli spodaj
board-label-black-bottom = Igralna deska, črni spodaj
board-no-legal-move = Figura na polju { $square } zdaj nima nobene dovoljene poteze.
board-piece = { $side ->
    [white] { $kind ->
        [knight] beli vitez
       *[man] beli mož
      }
   *[black] { $kind ->
        [knight] črni vitez
       *[man] črni mož
      }
  }
board-square-empty = prazno
board-square-empty-castle = prazno polje gradu
board-square-selected = izbrano
board-square-on-path = na poti poteze
board-square-target = sem lahko potegnete
board-square-target-capture = sem lahko skočite in ujamete
board-square-captured = bo ujeta
board-square-movable = lahko se premakne
board-square-last-move = del zadnje poteze

## Rating chart (player page)

chart-no-rated-game = Še nobene partije za rating.
chart-summary = { $count ->
    [one] Rating igralca { $username } v { $count } partiji za rating: od { $first } do { $last }, najnižji { $lowest }, najvišji { $highest }.
    [two] Rating igralca { $username } v { $count } partijah za rating: od { $first } do { $last }, najnižji { $lowest }, najvišji { $highest }.
   *[other] Rating igralca { $username } v { $count } partijah za rating: od { $first } do { $last }, najnižji { $lowest }, najvišji { $highest }.
  }
chart-score-won = zmaga
chart-score-lost = poraz
chart-score-drew = remi
chart-every-game = Vse partije za rating
chart-changes-label = Spremembe ratinga
chart-changes-caption = Spremembe ratinga igralca { $username }, najnovejše najprej
chart-col-date = Datum
chart-col-opponent = Nasprotnik
chart-col-result = Izid
chart-col-change = Sprememba
chart-col-rating = Rating

## Player page

player-game-in-progress = v teku
player-game-result-how = { $result } ({ $how })
player-game-rated = za rating
player-game-unrated = prijateljska
player-rating = Rating
player-rating-provisional = { $rating } (začasni)
player-peak = Najvišji
player-rated-games = Partije za rating
player-member-since = Član od
player-roles = Vloge: { $roles }
player-challenge = Izzovi igralca { $username }
player-rating-history = Zgodovina ratinga
player-recent-games = Zadnje partije
player-recent-games-caption = Zadnje partije igralca { $username }
player-col-game = Partija
player-col-colour = Barva
player-col-opponent = Nasprotnik
player-col-result = Izid
player-col-kind = Vrsta
player-col-started = Začetek
player-no-game = Še nobene partije.

## Leaderboard

leaderboard-title = Lestvica
leaderboard-lead = Igralci s partijo za rating v zadnjih mesecih, po ratingu Elo.
leaderboard-provisional-title = začasni: manj kot 30 partij za rating
leaderboard-provisional-mark = { " " }(z)
leaderboard-empty = Nihče še ni končal partije za rating.
leaderboard-col-rank = Mesto
leaderboard-col-player = Igralec
leaderboard-col-rating = Rating
leaderboard-col-rated-games = Partije za rating
leaderboard-col-peak = Najvišji
leaderboard-col-last-rated = Zadnja partija za rating

## Sign in and register

login-title = Prijava
login-submit = Prijava
login-username = Uporabniško ime
login-password = Geslo
login-lead = Igrajte Camelot dopisno: poteza na dan, proti igralcem od vsepovsod.
login-no-account = Še nimate računa?
login-register-link = Registrirajte se
login-already-signed-in = Prijavljeni ste kot { $username }. Z novo prijavo zamenjate račun.
register-title = Registracija
register-submit = Ustvari račun
register-username-hint = Od 3 do 32 črk, števk, »_« ali »-«. Drugi ga vidijo.
register-password-hint = Vsaj 10 znakov.
register-welcome = Dobrodošli, { $username }! Izzovite igralca ali objavite odprto povabilo, da začnete partijo.
register-lead = Ustvarite račun, da boste lahko igrali partije in se prijavljali na turnirje.
register-have-account = Že imate račun?
register-sign-in-link = Prijavite se

## Games anyone may watch (/games)

games-title = Partije
games-lead = Partije, ki se na tem strežniku igrajo zdaj, in nedavno končane. Odprite katero koli in jo spremljajte v živo; račun ni potreben.
games-filters = Filtriraj partije
games-player = Igralec
games-player-hint = Uporabniško ime: samo partije tega igralca.
games-tournament = Turnir
games-tournament-hint = Številka turnirja: samo partije tega turnirja.
games-variant = Različica
games-any-variant = Vse različice
games-rated = Za rating
games-any = Za rating ali ne
games-rated-only = Samo za rating
games-unrated-only = Samo prijateljske
games-apply = Pokaži partije
games-clear = Počisti filtre
games-active = Igrajo se zdaj
games-finished = Nedavno končane
games-no-active = Nobena partija, ki ustreza, se ne igra.
games-no-finished = Nobena končana partija ne ustreza.
games-more = Pokaži več
games-no-move = še brez poteze
games-move-number = { $number }. poteza
games-last-move = zadnja poteza:
games-rated-1 = za rating
games-unrated = prijateljska
games-tournament-game = turnirska partija
games-updated = Seznama se sama osvežita vsakih 15 sekund.
games-position-of = Postavitev v partiji { $title }
games-to-move = Na potezi: { $username }

## Tournaments (/tournaments)

tournament-system-swiss = Švicarski sistem
tournament-system-round-robin = Vsak z vsakim
tournament-system-double-round-robin = Dvokrožno vsak z vsakim
tournament-status-registration = Prijave odprte
tournament-status-running = V teku
tournament-status-finished = Končan
tournaments-title = Turnirji
tournaments-filter-label = Pokaži
tournaments-filter-all = Vse
tournaments-col-name = Ime
tournaments-col-system = Sistem
tournaments-col-status = Stanje
tournaments-col-players = Igralci
tournaments-col-round = Kolo
tournaments-col-time = Čas na potezo
tournaments-col-organizer = Organizator
tournaments-round-of = { $round } od { $rounds }
tournaments-empty = Tu še ni nobenega turnirja.
tournaments-create = Ustvari turnir
tournaments-organizing = Organizacija turnirja
tournaments-organizing-p1 = Turnirje ustvarjajo organizatorji. Vlogo organizatorja igralcu dodeli skrbnik tega strežnika.
tournaments-organizing-p2 = Če želite organizirati turnir, prosite skrbnika strežnika, naj vas postavi za organizatorja; obrazec za nov turnir se bo nato pojavil na tej strani.
tournaments-schedule-by-round = Kolo za kolom
tournaments-schedule-all-at-once = Vse partije hkrati
tournaments-create-submit = Ustvari turnir
tournaments-field-rounds = Število kol
tournaments-field-late-join = Pozne prijave do kola
tournaments-field-late-join-hint = Samo za švicarski sistem; pustite prazno, če jih ne dovolite.
tournaments-field-double = Vsak par igra dvakrat
tournaments-field-schedule = Razpored
tournaments-field-name = Ime
tournaments-field-system = Sistem
tournaments-field-days = Dni na potezo
tournaments-field-rated = Za rating
tournaments-field-max-players = Največ igralcev
tournaments-field-max-players-hint = Pustite prazno za neomejeno.
tournaments-field-round-deadline = Dni na kolo
tournaments-field-round-deadline-hint = Po tem roku o nedokončanih partijah odloči organizator. Pustite prazno, če roka ni.
tournaments-field-scoring = Točkovanje
tournaments-field-tiebreaks = Dodatni kriteriji
tournaments-field-tiebreaks-hint = Oznake FIDE po vrsti, ločene z vejicami (npr. BH/C1, BH, SB, DE). Pustite prazno za privzete.
tournaments-field-starts-at = Samodejni začetek
tournaments-field-starts-at-hint = Neobvezno: turnir se takrat začne, če se je prijavilo dovolj igralcev.
tournaments-created = Turnir »{ $name }« je ustvarjen.
loading = Nalaganje …

## The start page (signed out) and the inbox

home-title = Dobrodošli
home-heading = Camelot po dopisni poti
home-lead = Igrajte namizno igro Camelot po pravilih Svetovne zveze Camelot (WCF), potezo za potezo: vsaka poteza ima svoj rok v dneh, zato se partije prilagodijo vsakdanjemu življenju.
home-new-heading = Ste novi tukaj?
home-new-text = Ustvarite račun, nato izzovite igralca ali objavite odprto povabilo.
home-back-heading = Dobrodošli nazaj
home-back-text = Vaše partije in izzivi vas čakajo v nabiralniku.
home-look-heading = Razglejte se
home-look-text = Poglejte, kdo vodi, in spremljajte turnirje.
inbox-you-play = { $colour ->
    [white] igrate z belimi
    [black] igrate s črnimi
   *[random] barva bo izžrebana
  }
inbox-you-played = { $colour ->
    [white] igrali ste z belimi
   *[black] igrali ste s črnimi
  }
inbox-moves-played = { $count ->
    [0] odigrana ni bila nobena poteza
    [one] odigrana { $count } poteza
    [two] odigrani { $count } potezi
    [few] odigrane { $count } poteze
   *[other] odigranih { $count } potez
  }
inbox-time-to-move = Na potezi ste: { $time }
inbox-newcomer-title = Camelot šele spoznavate?
inbox-newcomer-text = Osem kratkih strani razloži pravila, v vadnici pa vsako vrsto poteze preizkusite sami na živi deski.
inbox-newcomer-rules = Spoznajte pravila
inbox-deadline = (rok { $date })
inbox-ratings-range = rating { $min }–{ $max }
inbox-your-move = Vaša poteza
inbox-your-move-label = Partije, ki čakajo na vašo potezo, najnujnejše najprej
inbox-your-move-empty = Nobena partija ne čaka na vašo potezo.
inbox-waiting = Čakanje na nasprotnike
inbox-waiting-label = Partije, ki čakajo na poteze nasprotnikov
inbox-waiting-empty = Nobena.
inbox-finished = Nedavno končane
inbox-finished-empty = Še nobene končane partije.
inbox-received = Prejeti izzivi
inbox-received-empty = Noben izziv ne čaka na vas.
inbox-sent = Poslani izzivi
inbox-sent-empty = Nimate odprtega izziva.
inbox-seeks = Odprta povabila
inbox-seek-empty = Drugi igralci nimajo odprtih povabil.
inbox-play-computer = Igrajte proti računalniku
inbox-new-game = Nova partija
inbox-new-game-label = Nov izziv ali odprto povabilo
inbox-leave = Dopust
inbox-challenge-to = Za: { $username }
inbox-challenge-from = Od: { $username }
inbox-open-seek = Odprto povabilo
inbox-seeks-a-game = { $username } išče partijo
inbox-accept = Sprejmi
inbox-accept-seek = Sprejmi povabilo
inbox-accept-label = Sprejmi izziv igralca { $username }
inbox-accept-seek-label = Sprejmi povabilo igralca { $username }
inbox-decline = Zavrni
inbox-decline-label = Zavrni izziv igralca { $username }
inbox-declined = Zavrnili ste izziv igralca { $username }.
inbox-cancel = Prekliči
inbox-cancel-label = Prekliči izziv igralcu { $username }
inbox-cancel-seek-label = Prekliči odprto povabilo
inbox-cancelled = Izziv je preklican.
inbox-expires = poteče { $date }
inbox-colour-random = Naključno
inbox-colour-white = Beli (prvi na potezi)
inbox-tc-per-move = Dni na potezo
inbox-tc-fischer = Fischer (zaloga dni)
inbox-tc-kind-hint = Dni na potezo: enak čas za vsako potezo. Fischer: zaloga dni, ki se po vsaki potezi poveča.
inbox-tc-per-move-hint = Vsako potezo je treba narediti v tem številu dni (od 1 do 60).
inbox-tc-fischer-legend = Fischerjev čas
inbox-tc-initial = Začetni dnevi
inbox-tc-initial-hint = Dnevi v zalogi vsake strani na začetku (od 1 do 60).
inbox-tc-increment = Dodani dnevi
inbox-tc-increment-hint = Dnevi, ki se dodajo v vašo zalogo po vsaki vaši potezi (od 0 do 60).
inbox-tc-max = Največ dni
inbox-tc-max-hint = Zaloga nikoli ne preseže tega števila dni (od 1 do 60).
inbox-send-challenge = Pošlji izziv
inbox-post-seek = Objavi odprto povabilo
inbox-seek-legend = Samo za odprto povabilo: kdo ga lahko sprejme
inbox-min-rating = Najnižji rating
inbox-max-rating = Najvišji rating
inbox-opponent = Nasprotnik
inbox-opponent-hint = Njegovo uporabniško ime. Pustite prazno, da objavite odprto povabilo, ki ga lahko sprejme kdor koli.
inbox-your-colour = Vaša barva
inbox-time-control = Čas za razmislek
inbox-rated-game = Partija za rating
inbox-challenge-sent = Izziv je poslan igralcu { $username }.
inbox-seek-posted = Odprto povabilo je objavljeno.
inbox-days = { $days ->
    [one] { $days } dan
    [two] { $days } dneva
   *[other] { $days } dni
  }
leave-start = Začni dopust
leave-days = Dnevi dopusta
leave-days-hint = Od zdaj naprej. Med dopustom vaša ura stoji v vseh partijah, kjer ste na potezi; poteze lahko še vedno delate.
leave-end = Končaj dopust zdaj
leave-ended = Vaš dopust je končan; vaše ure spet tečejo.
leave-back-early = Ste se vrnili prej? Zaračunajo se dnevi, ki so se že začeli (vsaj eden).
leave-allowance = Letos na voljo
leave-used = Porabljeno
leave-remaining = Preostalo
leave-on-leave = Na dopustu
leave-until = do { $date }
leave-not-on-leave = ne
leave-started = { $days ->
    [one] Na dopustu ste { $days } dan.
    [two] Na dopustu ste { $days } dneva.
   *[other] Na dopustu ste { $days } dni.
  }

## Play the computer (a form of the inbox)

computer-level = Stopnja
computer-level-option = Stopnja { $level } · rating { $rating }
computer-colour = Igrate z barvo
computer-random = Naključno
computer-white = Beli (prvi na potezi)
computer-black = Črni
computer-days = Dni na potezo
computer-days-hint = Od 1 do 60 dni za vsako potezo. Računalnik odgovori v nekaj sekundah.
computer-rated = Za rating (šteje za vaš rating)
computer-submit = Igraj proti računalniku
computer-form-label = Igrajte proti računalniku
computer-loading = Nalaganje računalniških nasprotnikov …
computer-no-bots = Na tem strežniku ni na voljo nobenega računalniškega nasprotnika.
computer-waiting = Čakanje, da { $username } sprejme …
computer-refused = { $username } ni sprejel izziva. Poskusite znova ali izberite drugo stopnjo.
computer-slow = { $username } še ni odgovoril. Vaš izziv ostane med »Poslanimi izzivi«; partija se odpre iz nabiralnika, ko bo sprejet.

## A game's page

game-title = Partija { $id }
game-board-label = Igralna deska Camelot
game-square-selected = Izbrano polje { $square }: izberite označeno polje.
game-path-so-far = Pot { $path }: izberite naslednje označeno polje.
game-flip-board = Obrni desko
game-send-move = Pošlji potezo
game-cancel-move = Prekliči
game-notation-placeholder = D6-F8 ali F6xF8
game-notation-label = Vpišite potezo
game-notation-check = Preveri
game-notation-help = Zapis potez WCF: polja poti, povezana z »-« za navadno potezo ali preskok in z »x« za skok z ulovom. Pred pošiljanjem potezo potrdite.
game-not-your-move = Niste na potezi.
game-notation-illegal-from = { $move } ni dovoljena poteza. Kliknite figuro na polju { $square } in poglejte, kam lahko gre.
game-notation-illegal = { $move } tukaj ni dovoljena poteza.
game-rules-help = Kako to deluje
game-variant-rules = Pravila te različice
game-conditional-title = Pogojne poteze
game-conditional-save = Shrani pogojne poteze
game-conditional-clear = Počisti vse
game-conditional-cleared = Pogojne poteze so počiščene.
game-conditional-edit = Uredi pogojne poteze
game-conditional-lines = Variante, vsaka v svoji vrstici
game-conditional-lines-hint = Poteze v zapisu, ločene s presledki ali vejicami. Shranjevanje zamenja ves nabor.
game-conditional-your-lines = Vaše pogojne variante
game-conditional-none = Nimate pogojnih potez.
game-conditional-intro = Medtem ko je na potezi { $username }, lahko pripravite svoje odgovore. Vsaka varianta izmenjuje naslednjo potezo igralca { $username } in vaš odgovor ter tako naprej. Variante, ki so se ujemale, ostanejo za naslednje poteze; poteza, ki ni v nobeni, jih počisti vse.
game-conditional-intro-example = Medtem ko je na potezi { $username }, lahko pripravite svoje odgovore. Vsaka varianta izmenjuje naslednjo potezo igralca { $username } in vaš odgovor ter tako naprej: »{ $example }« pomeni, da če { $username } odigra { $theirs }, takoj odgovorite z { $mine }. Variante, ki so se ujemale, ostanejo za naslednje poteze; poteza, ki ni v nobeni, jih počisti vse.
game-conditional-saved = { $count ->
    [one] Pogojne poteze so shranjene: { $count } varianta.
    [two] Pogojne poteze so shranjene: { $count } varianti.
    [few] Pogojne poteze so shranjene: { $count } variante.
   *[other] Pogojne poteze so shranjene: { $count } variant.
  }
game-conditional-error-line = Varianta { $line }
game-conditional-error-move = poteza { $number }
game-conditional-error-move-path = poteza { $number } ({ $move })
game-conditional-error-ply = polpoteza { $ply }
game-confirm-your-move = Vaša poteza:
game-confirm-captures = (ujame { $squares })
game-confirm-go-on = — ali izberite označeno polje in nadaljujte
game-deadline = Rok: { $date }
game-on-the-clock = na uri: { $time }
game-on-leave-until = na dopustu do { $date }
game-to-move = na potezi
game-status-your-move = Na potezi ste.
game-status-your-move-leave-castle = Na potezi ste. Vaša figura v vašem gradu ga mora zapustiti.
game-status-your-move-capture = Na potezi ste. Ulov je obvezen.
game-status-waiting = Čakanje na potezo igralca { $username }.
game-status-white-to-move = Beli je na potezi.
game-status-black-to-move = Črni je na potezi.
game-status-earlier-position = Prikazana je prejšnja postavitev. Za potezo se vrnite v trenutno postavitev.
game-draw-offer = Ponudba remija
game-draw-offered-by = { $username } ponuja remi.
game-draw-accept = Sprejmi remi
game-draw-agreed = Remi je dogovorjen.
game-draw-decline = Zavrni remi
game-draw-declined = Ponudba remija je zavrnjena.
game-draw-offer-pending = Ponudili ste remi; nasprotnik še ni odgovoril.
game-draw-offer-button = Ponudi remi
game-draw-offer-sent = Remi je ponujen.
game-draw-claim = Zahtevaj remi
game-abort = Prekini partijo
game-aborted = Partija je prekinjena.
game-resign = Predaj
game-resign-confirm = Želite predati partijo? Zmaga nasprotnik.
game-resign-yes = Da, predajam
game-resign-no = Igraj naprej
game-resign-confirm-label = Potrditev predaje
game-info-time-control = Čas za razmislek
game-info-rated = Za rating
game-info-yes = da
game-info-no = ne
game-info-started = Začetek
game-info-ended = Konec
game-info-export = Izvoz
game-cgn-download = Prenesi datoteko CGN
game-cgn-text-label = Besedilo CGN te partije
game-cgn-show = Pokaži besedilo CGN
game-cgn-hide = Skrij besedilo CGN
game-move-sent = Poteza je poslana.
game-actions = Dejanja
game-moves = Poteze
game-about = O partiji
game-board-help = Za potezo kliknite figuro, nato eno za drugim označena polja njene poti. Tipkovnica: puščice premikajo med polji, Enter ali preslednica izbere, Backspace vrne korak nazaj, Escape prekliče.
replay-first = Začetna postavitev
replay-previous = Prejšnja poteza
replay-next = Naslednja poteza
replay-last = Trenutna postavitev
replay-controls = Ponovni pregled partije
replay-back = Nazaj na trenutno postavitev
replay-start-note = Začetna postavitev (pred 1. potezo): to ni trenutna postavitev. Poteze lahko delate samo v trenutni postavitvi.
replay-help = Pregled: kliknite potezo ali uporabite ← in → (Home in End za začetek in trenutno postavitev) zunaj deske.
replay-note = Postavitev po { $move } (polpoteza { $ply } od { $total }): to ni trenutna postavitev. Poteze lahko delate samo v trenutni postavitvi.
after-heading = Po partiji
after-rating = Sprememba ratinga
after-pieces-left = Preostale figure
after-pieces = { $knights ->
    [one] { $knights } vitez
    [two] { $knights } viteza
    [few] { $knights } vitezi
   *[other] { $knights } vitezov
  }, { $men ->
    [one] { $men } mož
    [two] { $men } moža
    [few] { $men } možje
   *[other] { $men } mož
  }
after-pieces-white = { $username } (beli): { $pieces }
after-pieces-black = { $username } (črni): { $pieces }
after-rematch = Povratna partija
after-rematch-hint = Enake nastavitve, zamenjani barvi.
after-rematch-sent = Povratna partija je ponujena: vaš izziv je poslan.
movelist-caption = Poteze v zapisu WCF
movelist-number = Št.
movelist-white = Beli
movelist-black = Črni
movelist-region = Seznam potez
movelist-conditional = (pogojna)
movelist-conditional-title = Odigrano samodejno iz pogojne poteze
movelist-none = Še nobene poteze. Beli začne.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Računalniška analiza
analysis-panel-offer = Naj program pregleda vsako potezo te partije: oceno po vsaki, najboljšo potezo pred njo ter netočnosti, napake in hude napake.
analysis-panel-analyse = Analiziraj
analysis-panel-sign-in = Prijavite se, če želite računalniško analizo te partije.
analysis-panel-sign-in-link = Prijava
analysis-panel-queued = Čakanje na program: analiza je v vrsti.
analysis-panel-running = Program analizira partijo …
analysis-panel-progress-label = Potek analize
analysis-panel-no-moves = Partija nima nobene poteze za analizo.
analysis-panel-summary-caption = Igra vsake strani
analysis-panel-side = Stran
analysis-panel-white = Beli
analysis-panel-black = Črni
analysis-panel-average-loss = Povprečna izguba
analysis-panel-inaccuracies = Netočnosti
analysis-panel-mistakes = Napake
analysis-panel-blunders = Hude napake
analysis-panel-graph-caption = Ocena po vsaki potezi, z vidika belega. Kliknite potezo, da jo vidite.
analysis-panel-table-caption = Vse poteze z oceno in presojo programa
analysis-panel-table-region = Analizirane poteze
analysis-panel-col-move = Poteza
analysis-panel-col-eval = Ocena
analysis-panel-col-judgment = Presoja
analysis-panel-col-best = Najboljša po programu
analysis-panel-selected-heading = Izbrana poteza
analysis-panel-board-label = Postavitev po izbrani potezi
analysis-panel-eval-after = Ocena po njej
analysis-panel-best = Najboljša poteza po programu
analysis-panel-best-line = Najboljša varianta
analysis-panel-loss = Izguba glede na najboljšo
analysis-panel-loss-men = { $men } moža
analysis-panel-best-played = odigrana poteza
analysis-panel-none = —
analysis-panel-previous = Prejšnja poteza
analysis-panel-next = Naslednja poteza
analysis-panel-position-error = Postavitve te poteze ni bilo mogoče prikazati.
analysis-panel-open-board = Raziščite to postavitev na deski za analizo
eval-chart-white = Beli
eval-chart-black = Črni
eval-chart-summary = { $count ->
    [one] Graf ocene za { $count } potezo: prednost belega nad srednjo črto, črnega pod njo. Tabela navaja ista števila.
    [two] Graf ocene za { $count } potezi: prednost belega nad srednjo črto, črnega pod njo. Tabela navaja ista števila.
    [few] Graf ocene za { $count } poteze: prednost belega nad srednjo črto, črnega pod njo. Tabela navaja ista števila.
   *[other] Graf ocene za { $count } potez: prednost belega nad srednjo črto, črnega pod njo. Tabela navaja ista števila.
  }
judgment-inaccuracy = Netočnost
judgment-mistake = Napaka
judgment-blunder = Huda napaka
score-white-wins-in = { $plies ->
    [one] Beli zmaga v { $plies } polpotezi
    [two] Beli zmaga v { $plies } polpotezah
   *[other] Beli zmaga v { $plies } polpotezah
  }
score-black-wins-in = { $plies ->
    [one] Črni zmaga v { $plies } polpotezi
    [two] Črni zmaga v { $plies } polpotezah
   *[other] Črni zmaga v { $plies } polpotezah
  }
score-white-better = Beli je boljši za { $men } moža
score-black-better = Črni je boljši za { $men } moža
score-level = Izenačeno

## The analysis board (/analysis)

analysis-title = Deska za analizo
analysis-intro = Postavite katero koli postavitev, premikajte figure obeh strani in poglejte, kaj o tem meni program.
analysis-board-label = Deska za analizo
analysis-help = Kliknite figuro, nato eno za drugim označena polja njene poti; poteza je narejena, ko je pot popolna. Tipkovnica: puščice premikajo med polji, Enter ali preslednica izbere, Backspace vrne korak nazaj, Escape prekliče.
analysis-back = Nazaj
analysis-forward = Naprej
analysis-flip = Obrni desko
analysis-white-to-move = Beli je na potezi.
analysis-black-to-move = Črni je na potezi.
analysis-capture-required = Ulov je obvezen.
analysis-must-leave-castle = Figura v lastnem gradu ga mora zapustiti.
analysis-or-continue = ali izberite označeno polje in nadaljujte
analysis-engine-heading = Program
analysis-sign-in = Prijavite se, da vidite oceno programa in najboljše variante. Poteze lahko delate tudi brez prijave.
analysis-sign-in-link = Prijava
analysis-lines = Variante
analysis-thinking = Program razmišlja …
analysis-no-eval = Brez ocene: v tej postavitvi je partija končana.
analysis-lines-label = Najboljše variante programa
analysis-moves-heading = Poteze
analysis-no-moves = Še nobene poteze: tukaj so navedene poteze, ki jih naredite iz postavljene postavitve.
analysis-set-up = postavljena postavitev
analysis-moves-label = Poteze, narejene na deski
analysis-position-heading = Postavitev
analysis-position-field = Postavitev
analysis-position-hint = Besedilni zapis iz pravil: 16 vrst od 16. vrste navzdol, ločenih z »/« (K, M beli vitez in mož; k, m črni; števke štejejo prazna polja), nato stran na potezi (w ali b), poteze v gradu, ki sta jih porabila beli in črni, ter po želji tihe polpoteze in številka poteze.
analysis-set-up-button = Postavi to postavitev
analysis-start-button = Začetna postavitev
analysis-over = Partija je končana: { $result } ({ $how }).
analysis-play-path = Odigraj { $move }
analysis-depth = Globina { $depth } · { $nodes } postavitev

## One tournament (/tournaments/<id>)

tournament-title = Turnir { $id }
tournament-bye-pab = prosto kolo po žrebu (cela točka)
tournament-bye-half-bye = prosto kolo za pol točke
tournament-bye-zero-bye = prosto kolo brez točke
tournament-bye-full-bye = prosto kolo za celo točko
tournament-bye-rr-bye = v tem kolu brez partije
tournament-fact-status = Stanje
tournament-fact-system = Sistem
tournament-fact-rounds = Kola
tournament-fact-players = Igralci
tournament-fact-time = Čas
tournament-fact-rated = Za rating
tournament-fact-scoring = Točkovanje
tournament-fact-tiebreaks = Dodatni kriteriji
tournament-fact-organizer = Organizator
tournament-fact-starts = Začetek
tournament-fact-started = Začel se je
tournament-fact-finished = Končal se je
tournament-fact-note = Opomba
tournament-rounds-paired-of = sestavljenih { $paired } od { $rounds }
tournament-rounds-paired = sestavljenih: { $paired }
tournament-rounds-set-at-start = določi se ob začetku
tournament-players-max = { $players } (največ { $max })
tournament-time-round-deadline = { $days ->
    [one] { $time }, { $days } dan na kolo
    [two] { $time }, { $days } dneva na kolo
   *[other] { $time }, { $days } dni na kolo
  }
tournament-tiebreaks-none = brez
tournament-sign-in-to-take-part = Če želite sodelovati, se najprej prijavite.
tournament-leave = Odjavi se s turnirja
tournament-left = Odjavili ste se s turnirja.
tournament-join = Prijavi se na turnir
tournament-joined = Prijavili ste se na turnir.
tournament-withdraw = Izstopi
tournament-withdrew = Izstopili ste iz turnirja.
tournament-bye-half-point = Pol točke
tournament-bye-zero-points = Brez točke
tournament-bye-full-point = Cela točka
tournament-bye-give = Dodeli prosto kolo
tournament-bye-request = Zaprosi za prosto kolo
tournament-bye-for-player = Prosto kolo za igralca
tournament-bye-request-label = Prošnja za prosto kolo
tournament-field-player = Igralec
tournament-field-round = Kolo
tournament-field-bye = Prosto kolo
tournament-bye-recorded = Prosto kolo je zabeleženo za { $round }. kolo.
tournament-standings-start = { $count ->
    [one] Vrstni red se začne s 1. kolom. Prijavil se je { $count } igralec:
    [two] Vrstni red se začne s 1. kolom. Prijavila sta se { $count } igralca:
    [few] Vrstni red se začne s 1. kolom. Prijavili so se { $count } igralci:
   *[other] Vrstni red se začne s 1. kolom. Prijavilo se je { $count } igralcev:
  }
tournament-entrants-label = Prijavljeni igralci
tournament-nobody-joined = Prijavil se še ni nihče.
tournament-col-rank = Mesto
tournament-col-player = Igralec
tournament-col-rating = Rating
tournament-col-points = Točke
tournament-col-games = Partije
tournament-col-number = Št.
tournament-col-round-short = K{ $round }
tournament-col-board = Deska
tournament-col-result = Izid
tournament-col-game = Partija
tournament-withdrawn = izstopil
tournament-final-standings = Končni vrstni red.
tournament-standings-after = { $count ->
    [one] Po { $count } končanem kolu.
    [two] Po { $count } končanih kolih.
   *[other] Po { $count } končanih kolih.
  }
tournament-standings = Vrstni red
tournament-tiebreaks-legend = Dodatni kriteriji po vrsti
tournament-crosstable = Turnirska tabela
tournament-crosstable-empty = Turnirska tabela se pojavi, ko so sestavljeni pari prvega kola.
tournament-crosstable-help = Celica navaja številko nasprotnika, barvo (w/b) in izid, npr. »5w1«: zmaga proti št. 5 z belimi. + in − pomenita partijo brez borbe, U prosto kolo po žrebu, H/F/Z prosto kolo za pol, celo ali nič točk, * partijo v teku, - brez para.
tournament-no-round = Noben par še ni sestavljen.
tournament-choose-round = Izberite kolo
tournament-round = { $round }. kolo
tournament-awaiting-adjudication = čaka na odločitev
tournament-open-game = Odpri partijo
tournament-round-paired-at = Pari { $round }. kola so bili sestavljeni { $date }.
tournament-round-deadline = Rok: { $date }.
tournament-round-complete = Kolo je končano.
tournament-round-boards = Deske { $round }. kola
tournament-round-byes = Prosta kola v { $round }. kolu
tournament-adjudicate-result = Izid partije { $id }
tournament-adjudicate = Odloči
tournament-adjudicated = O partiji { $id } je odločeno.
tournament-start = Začni turnir
tournament-started = Turnir se je začel: pari 1. kola so sestavljeni.
tournament-start-hint = Ko se vsi prijavijo, začnite turnir: s tem se sestavijo pari 1. kola in začnejo njegove partije.
tournament-adjudicate-hint = O nedokončanih partijah kola, ki mu je rok potekel, lahko odločite na seznamu desk tega kola.
tournament-organizer = Organizator
tournament-withdraw-player = Izključi igralca
tournament-withdraw-player-label = Izključitev igralca
tournament-player-to-withdraw = Igralec, ki izstopi
tournament-player-withdrawn = { $username } je izstopil.
tournament-forbid = Prepovej par
tournament-forbid-label = Prepoved para
tournament-never-paired-with = Nikoli v paru z
tournament-forbidden = { $first } in { $second } ne bosta nikoli v paru.
tournament-about = O turnirju
tournament-rounds = Kola

## Družina različic Camelota
variant-label = Različica
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = Rečni Camelot
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-rečni Camelot
variant-camelot-about = Klasična igra: 160 polj, 4 vitezi in 10 mož na stran; zasedite obe polji nasprotnikovega gradu.
variant-camette-about = Najmanjša deska: 23 polj, 1 vitez in 3 možje na stran; ena figura v nasprotnikovem gradu zmaga.
variant-cam-about = Majhna deska: 67 polj, 2 viteza in 5 mož na stran; ena figura v nasprotnikovem gradu zmaga.
variant-chivalry-about = Največja deska: 176 polj, 8 vitezov in 12 mož na stran; zasedite obe polji nasprotnikovega gradu.
variant-river-about = Camelot z reko, ki jo prečkata dva mosta; vsaka stran najprej postavi tri drevesa, ki zaprejo polja.
variant-anti-about = Obrnjeni Camelot: kdor vstopi v nasprotnikov grad ali ujame zadnjo figuro, izgubi.
variant-anti-camette-about = Obrnjena Camette: kdor vstopi v nasprotnikov grad ali ujame zadnjo figuro, izgubi.
variant-anti-cam-about = Obrnjeni Cam: kdor vstopi v nasprotnikov grad ali ujame zadnjo figuro, izgubi.
variant-anti-chivalry-about = Obrnjeni Chivalry: kdor vstopi v nasprotnikov grad ali ujame zadnjo figuro, izgubi.
variant-anti-river-about = Obrnjeni rečni Camelot: kdor vstopi v nasprotnikov grad ali ujame zadnjo figuro, izgubi.
board-tree = drevo: nobena figura ne sme stati na njem ali skočiti čezenj
board-bridge = most čez reko
board-square-tree-target = sem lahko postavite drevo
board-not-tree-square = { $square } ni eno od vaših polj za drevesa.
game-trees-picked = Drevesa: { $squares } ({ $count } od 3)
game-confirm-your-trees = Vaša drevesa:
game-status-place-trees = Na potezi ste: postavite svoja tri drevesa (kliknite tri označena polja, nato pošljite).
game-info-variant = Različica
leaderboard-variant = Različica
leaderboard-title-variant = Lestvica: { $variant }
player-ratings-by-variant = Rating po različicah
player-ratings-by-variant-caption = Rating igralca { $username } v vsaki različici
player-col-variant = Različica
tournament-fact-variant = Različica
termination-castle-entered = figura je vstopila v nasprotnikov grad
player-rating-variant = Rating ({ $variant })
player-rating-history-variant = Zgodovina ratinga: { $variant }
