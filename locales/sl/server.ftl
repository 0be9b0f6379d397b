# Camelot Server: besede, ki jih piše strežnik sam (odgovori API-ja o težavah).

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = Zahteve ni bilo mogoče prebrati
problem-invalid-parameter = Parameter v poti ali poizvedbi ni veljaven
problem-invalid-cursor = Kazalec za listanje ni veljaven
problem-unauthorized = Potrebna je prijava
problem-invalid-credentials = Napačno uporabniško ime ali geslo
problem-invalid-token = Žeton ni veljaven
problem-forbidden = Tega ne smete storiti
problem-insufficient-scope = Žeton tega ne dovoljuje
problem-engine-assist = Pomoč računalnika v vaši partiji, ki še poteka, ni dovoljena
problem-csrf = Zahteva z drugega spletnega mesta je zavrnjena
problem-not-found = Ni najdeno
problem-method-not-allowed = Metoda ni dovoljena
problem-not-acceptable = Odgovora v želeni obliki ni mogoče dati
problem-conflict = Zahteva je v nasprotju s trenutnim stanjem
problem-username-taken = To uporabniško ime je že zasedeno
problem-not-your-turn = Niste na vrsti
problem-game-over = Partija je končana
problem-gone = Ni več na voljo
problem-cursor-expired = Kazalec kaže na dogodke, ki niso več shranjeni
problem-stale-version = Vir se je medtem spremenil
problem-payload-too-large = Telo zahteve je preveliko
problem-unsupported-media-type = Vrsta vsebine ni podprta
problem-validation = Zahteva ni veljavna
problem-illegal-move = Nedovoljena poteza
problem-draw-claim-refused = Remija ni mogoče zahtevati
problem-version-required = Navesti morate pričakovano različico
problem-rate-limited = Preveč zahtev
problem-internal = Notranja napaka strežnika
problem-not-implemented = Ni izvedeno
problem-unavailable = Storitev ni na voljo

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = »{ $text }« ni poteza: napišite začetno polje, nato vsako polje pristanka za - (navadna poteza ali preskok) ali x (skok z ulovom), na primer D6-F8 ali F6xF8
illegal-off-board = { $square } ni polje igralne deske
illegal-game-over = Partija je končana
illegal-placement-expected = Najprej postavite svoja tri drevesa: navedite tri svoja polja za drevesa, na primer C2,D2,I2
illegal-not-placement-phase = Drevesa so že postavljena: premaknite figuro
illegal-not-tree-square = Polje { $square } ni eno od vaših polj za drevesa
illegal-duplicate-tree = Polje { $square } je navedeno dvakrat: tri drevesa morajo stati na treh različnih poljih
illegal-tree-on-occupied = Polje { $square } je zasedeno: drevo lahko stoji le na praznem polju
illegal-empty-origin = Na polju { $square } ni figure
illegal-not-your-piece = { $side ->
    [white] Figura na polju { $square } pripada črnemu; na vrsti je beli
   *[black] Figura na polju { $square } pripada belemu; na vrsti je črni
  }
illegal-must-leave-own-castle = Figura na polju { $square } stoji v svojem gradu: v tej potezi ga mora zapustiti in nobena druga figura se ne sme premakniti
illegal-leaves-opponent-castle = Figura na polju { $square } je v nasprotnikovem gradu: od tam ne more nikoli oditi, njena edina poteza je poteza v gradu na drugo polje gradu
illegal-continues-after-opponent-castle = Poteza, ki vstopi v nasprotnikov grad, se tam konča: za poljem { $square } ne sme slediti nič več
illegal-not-adjacent = Pot s polja { $from } na polje { $to } ni ne korak na sosednje polje ne raven premik čez eno polje
illegal-landing-occupied = Polje { $square } je zasedeno: figura lahko pristane le na praznem polju
illegal-nothing-to-leap = Pot s polja { $from } na polje { $to } vodi čez polje { $over }, vendar na polju { $over } ni figure, čez katero bi šla
illegal-wrong-separator-jump = Pot s polja { $from } na polje { $to } je skok z ulovom čez nasprotnikovo figuro: napišite { $from }x{ $to }, z x za ulov
illegal-wrong-separator-plain = Pot s polja { $from } na polje { $to } ne ujame ničesar: napišite { $from }-{ $to }, z - za navadno potezo ali preskok
illegal-plain-in-sequence = Korak { $from }-{ $to } na sosednje polje je že cela poteza: ni ga mogoče združiti z drugimi koraki
illegal-canter-after-jump = { $from }-{ $to } je preskok lastne figure po ulovu: figura, ki je že skočila z ulovom, lahko nadaljuje le s skoki z ulovom
illegal-man-cannot-charge = Figura na polju { $square } je mož: le vitez lahko najprej preskakuje in nato skoči z ulovom (vitezova poteza)
illegal-into-own-castle = Polje { $square } je v vašem gradu: v svoj grad lahko figura vstopi le s skokom z ulovom
illegal-canter-revisit = Preskok dvakrat obišče polje { $square }: preskok se ne sme vrniti na polje, kjer je že bil
illegal-must-continue-jump = Figura, ki lovi, mora skakati, dokler lahko: s polja { $square } lahko ujame še enkrat
illegal-capture-required-example = V tej potezi je ulov obvezen (na primer { $example })
illegal-capture-required = V tej potezi je ulov obvezen
illegal-knight-must-jump = Vitez, ki s preskokom pristane ob nasprotnikovi figuri, ki jo lahko ujame, mora skočiti z ulovom: na polju { $square } bi lahko ujel, zato od tam ne sme nadaljevati preskoka ali se ustaviti
illegal-castle-move-limit = { $side ->
    [white] Beli je že naredil obe potezi v gradu, ki sta dovoljeni v partiji
   *[black] Črni je že naredil obe potezi v gradu, ki sta dovoljeni v partiji
  }

## Playing

not-your-turn = Na vrsti je vaš nasprotnik.
game-over = { $status ->
    [aborted] Partija { $game } je končana (prekinjena).
   *[finished] Partija { $game } je končana (odigrana do konca).
  }
game-over-timeout = Partija { $game } je končana: igralcu na vrsti je čas potekel ob { $deadline }.
no-such-game = Partije { $game } ni.
no-such-user = Uporabnika z imenom { $name } ni.
no-such-user-number = Uporabnika z imenom { $name } ni. Uporabnike navajamo z uporabniškim imenom, ne s številko.
players-only = To lahko storita le igralca te partije.
stale-ply = Partija je pri polpotezi { $ply }, ne { $sent }; znova jo naložite in poskusite še enkrat.
expected-ply-required = Navedite, pri kateri polpotezi vlečete potezo: pošljite "expected_ply" v telesu zahteve ali glavo If-Match: "<ply>".
if-match-invalid = If-Match mora biti oznaka ETag partije, na primer "12"; prejeto: { $got }.
not-a-move-path = To ni zapis poteze.
idempotency-key-invalid = Idempotency-Key mora imeti od 1 do 255 vidnih znakov ASCII.
idempotency-key-reused = Ta Idempotency-Key je bil že uporabljen za drugačno zahtevo.
no-draw-offer = Nasprotnik vam ni ponudil remija.
abort-tournament-game = Turnirskih partij ni mogoče prekiniti (raje se predajte ali se obrnite na organizatorja).
abort-too-late = Oba igralca sta že potegnila potezo: partije ni več mogoče prekiniti (raje se predajte).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = Partija je končana: remija ni mogoče zahtevati
draw-claim-not-yet = { $plies ->
    [one] Remija ni mogoče zahtevati: postavitev se je pojavila { $occurrences }-krat (potrebne so 3 ponovitve), brez ulova ali vstopa v grad pa je minila { $plies } polpoteza (potrebnih je 100)
    [two] Remija ni mogoče zahtevati: postavitev se je pojavila { $occurrences }-krat (potrebne so 3 ponovitve), brez ulova ali vstopa v grad pa sta minili { $plies } polpotezi (potrebnih je 100)
    [few] Remija ni mogoče zahtevati: postavitev se je pojavila { $occurrences }-krat (potrebne so 3 ponovitve), brez ulova ali vstopa v grad pa so minile { $plies } polpoteze (potrebnih je 100)
   *[other] Remija ni mogoče zahtevati: postavitev se je pojavila { $occurrences }-krat (potrebne so 3 ponovitve), brez ulova ali vstopa v grad pa je minilo { $plies } polpotez (potrebnih je 100)
  }
draw-claim-not-yours = Remi zaradi ponovitve postavitve lahko zahteva le igralec, ki je na potezi

## Conditional moves

conditional-your-move = Na potezi ste vi: pogojne poteze nastavite, ko je na potezi nasprotnik.
conditional-too-many-lines = { $max ->
    [one] največ { $max } vrstica
    [two] največ { $max } vrstici
    [few] največ { $max } vrstice
   *[other] največ { $max } vrstic
  }
conditional-line-length = vrstica { $line } mora vsaki nasprotnikovi potezi dodati vaš odgovor: sodo število potez, od 2 do { $max }
conditional-after-game-over = Vrstica { $line } se nadaljuje, ko je partija že končana (pri polpotezi { $ply }).
conditional-illegal = Vrstica { $line }, polpoteza { $ply } ({ $path }): { $reason }
conditional-contradicting-replies = Vrstica { $line } na poteze { $moves } odgovori s potezo { $reply }, vrstica { $other } pa na iste poteze odgovori s potezo { $known }: za vsako postavitev navedite en sam odgovor.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = velikost mora biti od { $min } do { $max } slikovnih pik, ne { $size }
board-destination-empty = polje { $square } je prazno, a zadnja poteza bi se morala končati tam
board-destination-not-mover = { $mover ->
    [white] zadnjo potezo je naredil beli, figura na polju { $square } pa ni bela
   *[black] zadnjo potezo je naredil črni, figura na polju { $square } pa ni črna
  }
board-origin-occupied = polje { $square } je zasedeno, a zadnja poteza bi ga morala zapustiti
board-captured-square-occupied = zadnja poteza preskoči polje { $square }, a tam še vedno stoji figura
board-castle-move-not-counted = { $mover ->
    [white] zadnja poteza je poteza v gradu, a postavitev belemu ne šteje nobene poteze v gradu
   *[black] zadnja poteza je poteza v gradu, a postavitev črnemu ne šteje nobene poteze v gradu
  }
board-quiet-plies-not-reset = { $what ->
    [capture] zadnja poteza ujame figuro, zato mora biti števec tihih polpotez v postavitvi 0, ne { $plies }
   *[castle] zadnja poteza vstopi v nasprotnikov grad, zato mora biti števec tihih polpotez v postavitvi 0, ne { $plies }
  }
board-tree-missing = zadnja poteza postavi drevo na polje { $square }, a tam ne stoji nobeno drevo
board-last-not-game-move = mora biti zadnja poteza partije, { $path }

## Analysis

position-invalid = ni postavitev: { $error }
position-invalid-variant = ni postavitev različice { $variant }: { $error }
position-over = nima poteze za oceno: partija je končana ({ $status })
engine-assist = To je postavitev ene od vaših partij, ki še potekajo: ta strežnik je ne oceni, dokler partija ni končana.
analysis-game-ongoing = Partije, ki še poteka, ni mogoče analizirati; vprašajte znova, ko bo končana.
analysis-not-requested = Partija { $game } še ni bila analizirana; za analizo pošljite zahtevo POST na ta naslov.

## Challenges

no-such-challenge = Izziva { $challenge } ni.
challenge-yourself = sebe ne morete izzvati
rating-limits-open-seeks = omejitve ratinga veljajo le za odprta povabila
max-rating-below-min = ne sme biti nižje od min_rating
challenge-expired = Izziv { $challenge } je potekel ob { $time }.
challenge-closed = { $status ->
    [accepted] Izziv { $challenge } je že sprejet.
    [declined] Izziv { $challenge } je že zavrnjen.
    [cancelled] Izziv { $challenge } je že preklican.
    [expired] Izziv { $challenge } je že potekel.
   *[other] Izziv { $challenge } je že zaprt ({ $status }).
  }
challenge-own = Svojega izziva ne morete sprejeti (lahko ga prekličete).
challenge-someone-else = Ta izziv je namenjen nekomu drugemu.
challenge-decline-not-yours = Zavrne ga lahko le izzvani igralec (odprto povabilo preprosto pustite pri miru).
challenge-cancel-not-yours = Izziv lahko prekliče le igralec, ki ga je poslal.
seek-rating-outside = { $bounds ->
    [min] Vaš rating { $rating } je zunaj razpona, ki ga to povabilo sprejema (od { $min } navzgor).
    [max] Vaš rating { $rating } je zunaj razpona, ki ga to povabilo sprejema (do { $max }).
    [none] Vaš rating { $rating } je zunaj razpona, ki ga to povabilo sprejema.
   *[both] Vaš rating { $rating } je zunaj razpona, ki ga to povabilo sprejema ({ $min }–{ $max }).
  }
rematch-not-player = Povratno partijo lahko predlagata le igralca partije.
rematch-game-ongoing = Partija še poteka: povratno partijo lahko predlagate, ko bo končana.

## Time controls

time-control-required = je obvezno (ali njegova okrajšava days_per_move)
days-per-move-contradicts = je v nasprotju s time_control: navedite le eno od obeh
days-range = { $max ->
    [one] mora biti med { $min } in { $max } dnem
    [two] mora biti med { $min } in { $max } dnevoma
   *[other] mora biti med { $min } in { $max } dnevi
  }
not-above-max-days = ne sme presegati max_days

## Tournaments

no-such-tournament = Turnirja { $tournament } ni.
round-not-paired = Pari { $round }. kola turnirja { $tournament } še niso določeni.
organizer-only = To lahko stori le organizator turnirja (ali skrbnik).
swiss-rounds-required = švicarski sistem potrebuje število kol
round-robin-rounds-given = turnir vsak z vsakim ima toliko kol, kolikor jih potrebujejo igralci; polje rounds izpustite
round-robins-only = velja le za turnirje vsak z vsakim
round-robin-max-players = { $max ->
    [one] turnir vsak z vsakim sprejme največ { $max } igralca
    [two] turnir vsak z vsakim sprejme največ { $max } igralca
    [few] turnir vsak z vsakim sprejme največ { $max } igralce
   *[other] turnir vsak z vsakim sprejme največ { $max } igralcev
  }
swiss-too-many-rounds = število kol { $rounds } pri največjem številu igralcev { $players }: če je kol vsaj toliko kot igralcev − 1, igrajte turnir vsak z vsakim
tiebreak-buchholz-round-robin = { $name }: Buchholz se pri turnirjih vsak z vsakim ne uporablja (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = { $max ->
    [one] največ { $max } dodatni kriterij
    [two] največ { $max } dodatna kriterija
    [few] največ { $max } dodatni kriteriji
   *[other] največ { $max } dodatnih kriterijev
  }
swiss-by-round = švicarski sistem se žreba kolo za kolom
late-entry-swiss = pozne prijave so mogoče le na turnirjih po švicarskem sistemu, največ do števila kol
tournament-already-in = Na ta turnir ste že prijavljeni.
tournament-entries-closed = Turnir se je začel in ne sprejema več prijav.
tournament-over = Turnir je končan.
tournament-full = Turnir je poln.
tournament-leave-started = Turnir se je začel: namesto odjave izstopite iz njega.
tournament-not-in = Na ta turnir niste prijavljeni.
tournament-started = Turnir se je že začel.
swiss-too-few-players = Prijavljenih igralcev: { $players }, število kol: { $rounds }. Pri švicarskem sistemu mora biti kol manj kot igralcev − 1: spremenite turnir v turnir vsak z vsakim ali počakajte na več igralcev.
round-robin-too-few = { $players ->
    [one] Turnir vsak z vsakim potrebuje najmanj toliko igralcev: { $min }; prijavljen je { $players }.
    [two] Turnir vsak z vsakim potrebuje najmanj toliko igralcev: { $min }; prijavljena sta { $players }.
    [few] Turnir vsak z vsakim potrebuje najmanj toliko igralcev: { $min }; prijavljeni so { $players }.
   *[other] Turnir vsak z vsakim potrebuje najmanj toliko igralcev: { $min }; prijavljenih je { $players }.
  }
round-robin-too-many = { $players ->
    [one] Turnir vsak z vsakim sprejme največ toliko igralcev: { $max }; prijavljen je { $players }.
    [two] Turnir vsak z vsakim sprejme največ toliko igralcev: { $max }; prijavljena sta { $players }.
    [few] Turnir vsak z vsakim sprejme največ toliko igralcev: { $max }; prijavljeni so { $players }.
   *[other] Turnir vsak z vsakim sprejme največ toliko igralcev: { $max }; prijavljenih je { $players }.
  }
tournament-withdraw-not-started = Turnir se še ni začel: namesto izstopa se odjavite.
tournament-player-not-in = Ta igralec ni prijavljen na ta turnir.
tournament-player-already-withdrawn = Ta igralec je že izstopil.
tournament-player-withdrawn = Ta igralec je izstopil.
bye-round-robin = Prosto kolo se zahteva na turnirjih po švicarskem sistemu; razpored turnirja vsak z vsakim je določen.
bye-round-range = round mora biti kolo, ki še ni izžrebano: od { $min } do { $max }.
forbidden-pair-two = navedite natanko dva igralca
forbidden-pair-same = navedite dva različna igralca
forbidden-pair-round-robin = Prepovedani pari veljajo za turnirje po švicarskem sistemu; razpored turnirja vsak z vsakim je določen.
forbidden-pair-not-in = Oba igralca morata biti prijavljena na ta turnir.
tournament-game-not-in = Partija { $game } ni partija turnirja { $tournament }.
adjudicate-game-over = Ta partija je že končana.
adjudicate-before-deadline = Rok { $round }. kola ({ $deadline }) še ni potekel: igralca še igrata.
adjudicate-no-deadline = Ta turnir nima roka za kola: njegove partije se odigrajo do konca.
preview-not-running = Turnir { $tournament } ne poteka: naslednjega kola ni mogoče predogledati.
preview-games-open = { $count ->
    [one] { $count } partija trenutnega kola se še igra: naslednje kolo lahko predogledate, ko se konča.
    [two] { $count } partiji trenutnega kola se še igrata: naslednje kolo lahko predogledate, ko se končata.
    [few] { $count } partije trenutnega kola se še igrajo: naslednje kolo lahko predogledate, ko se končajo.
   *[other] { $count } partij trenutnega kola se še igra: naslednje kolo lahko predogledate, ko se končajo.
  }
preview-all-paired = Vsa kola so že izžrebana.
pairing-kept-changing = Turnir se je med žrebanjem naslednjega kola ves čas spreminjal; žrebanje bo poskušeno znova.

## Accounts

validation-one = { $field }: { $message }
validation-many = { $count ->
    [one] { $count } polje ni veljavno
    [two] { $count } polji nista veljavni
    [few] { $count } polja niso veljavna
   *[other] { $count } polj ni veljavnih
  }
username-length = mora imeti od { $min } do { $max } znakov
username-characters = sme vsebovati le črke A–Z, števke, '_' in '-'
username-reserved = se ne sme začeti z nizom { $prefix } (to so imena računalniških nasprotnikov)
password-too-short = { $min ->
    [one] mora imeti vsaj { $min } znak
    [two] mora imeti vsaj { $min } znaka
    [few] mora imeti vsaj { $min } znake
   *[other] mora imeti vsaj { $min } znakov
  }
password-too-long = { $max ->
    [one] ima lahko največ { $max } znak
    [two] ima lahko največ { $max } znaka
    [few] ima lahko največ { $max } znake
   *[other] ima lahko največ { $max } znakov
  }
username-taken = Uporabniško ime { $name } je že zasedeno.
wrong-username-or-password = Uporabniško ime ali geslo je napačno.
rate-limited-address = { $seconds ->
    [one] Preveč poskusov z vašega naslova; poskusite znova čez { $seconds } sekundo.
    [two] Preveč poskusov z vašega naslova; poskusite znova čez { $seconds } sekundi.
    [few] Preveč poskusov z vašega naslova; poskusite znova čez { $seconds } sekunde.
   *[other] Preveč poskusov z vašega naslova; poskusite znova čez { $seconds } sekund.
  }
rate-limited-username = { $seconds ->
    [one] Preveč poskusov za to uporabniško ime; poskusite znova čez { $seconds } sekundo.
    [two] Preveč poskusov za to uporabniško ime; poskusite znova čez { $seconds } sekundi.
    [few] Preveč poskusov za to uporabniško ime; poskusite znova čez { $seconds } sekunde.
   *[other] Preveč poskusov za to uporabniško ime; poskusite znova čez { $seconds } sekund.
  }
rate-limited-account = { $seconds ->
    [one] Preveč poskusov za vaš račun; poskusite znova čez { $seconds } sekundo.
    [two] Preveč poskusov za vaš račun; poskusite znova čez { $seconds } sekundi.
    [few] Preveč poskusov za vaš račun; poskusite znova čez { $seconds } sekunde.
   *[other] Preveč poskusov za vaš račun; poskusite znova čez { $seconds } sekund.
  }
account-gone = Ta račun ne obstaja več.
account-change-nothing = spremenite new_password (s current_password), email ali language
current-password-required = je obvezno za spremembo gesla
new-password-required = je obvezno skupaj s current_password
current-password-wrong = Trenutno geslo je napačno.
password-wrong = Geslo je napačno.
email-off = E-pošta je na tem strežniku izklopljena (strežnik SMTP ni nastavljen).
own-admin-role = Svoje skrbniške vloge ne morete odstraniti; prosite drugega skrbnika.

## Signing in, sessions and tokens

token-missing = Pošljite dostopni žeton: Authorization: Bearer <token>.
token-missing-stream = Pošljite dostopni žeton: Authorization: Bearer <token> (ali ?access_token=).
token-missing-sign-out = Za odjavo povsod je potrebna glava Authorization: Bearer <dostopni žeton>.
authorization-unreadable = Glave Authorization ni mogoče prebrati.
authorization-not-bearer = Glava Authorization mora biti: Bearer <token>.
access-token-invalid = Dostopni žeton ni veljaven ({ $error }).
access-token-expired = Dostopni žeton je potekel; osvežite ga ali se znova prijavite.
access-token-no-user = Dostopni žeton ne navaja veljavnega uporabnika.
access-token-revoked = Ta dostopni žeton je bil preklican (odjava povsod ali sprememba gesla); znova se prijavite.
token-account-gone = Račun tega žetona ne obstaja več.
token-revoked = Ta žeton je bil preklican.
token-expired = Ta žeton je potekel.
token-unknown = Ta žeton ni znan.
scope-account-write = Za spremembe računa je potrebna prijavljena seja; osebni dostopni žetoni tega ne morejo.
scope-missing = Ta žeton nima obsega { $scope }.
role-missing = Za to potrebujete vlogo { $role }.
refresh-token-required = je obvezno (ali "all": true za odjavo povsod)
refresh-token-unknown = Žeton za osvežitev ni znan.
refresh-token-revoked = Žeton za osvežitev je bil preklican; znova se prijavite.
refresh-token-reused = Žeton za osvežitev je bil že uporabljen; vsi žetoni te seje so zdaj preklicani. Znova se prijavite.
refresh-token-expired = Žeton za osvežitev je potekel; znova se prijavite.
not-signed-in = Niste prijavljeni.
csrf-header-missing = Zahteve seje morajo imeti glavo X-Camelot-CSRF: 1 (ta kaže, da prihajajo s strani tega spletnega mesta).
csrf-other-origin = Zahteve seje so sprejete le s strani tega spletnega mesta ({ $own }), ne pa z izvora { $origin }.
scopes-empty = navedite vsaj en obseg
scope-not-grantable = account:write je le za prijavljene seje
tokens-full = { $max ->
    [one] Imate { $max } žeton, kolikor je največ dovoljeno: najprej enega prekličite.
    [two] Imate { $max } žetona, kolikor je največ dovoljeno: najprej enega prekličite.
    [few] Imate { $max } žetone, kolikor je največ dovoljeno: najprej enega prekličite.
   *[other] Imate { $max } žetonov, kolikor je največ dovoljeno: najprej enega prekličite.
  }
no-such-token = Žetona { $token } nimate.

## Leave

leave-already = Na dopustu ste že do { $until }; preden začnete novega, ga končajte.
leave-days-left = { $allowance ->
    [one] letos imate še { $left } od { $allowance } dneva dopusta
   *[other] letos imate še { $left } od { $allowance } dni dopusta
  }
leave-none = Niste na dopustu.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = ni e-poštni naslov
verify-link-unknown = Ta povezava za potrditev ni znana (ali je bila že uporabljena).
verify-link-expired = Ta povezava za potrditev je potekla: zahtevajte novo.
unsubscribe-link-unknown = Ta povezava za odjavo ni znana.
calendar-link-unknown = Ta povezava do koledarja ni znana (jo je morda zamenjala novejša?).
webhook-url-invalid = ni naslov URL ({ $error })
webhook-url-https = mora uporabljati https
webhook-url-scheme = mora biti naslov URL s shemo http(s)
webhook-url-credentials = ne sme vsebovati uporabniškega imena ali gesla
webhook-url-no-host = mora navajati gostitelja
webhook-host-unresolved = navaja gostitelja, ki ga ni mogoče razrešiti ({ $host })
webhook-address-refused = kaže na { $address }, naslov, ki ga strežnik ne kliče (povratna zanka, zasebni, lokalni za povezavo ali metapodatkovni naslov)
webhook-events-empty = navedite vsaj eno vrsto dogodka
webhooks-full = { $max ->
    [one] Imate { $max } webhook, kolikor je največ dovoljeno: najprej enega odstranite.
    [two] Imate { $max } webhooka, kolikor je največ dovoljeno: najprej enega odstranite.
    [few] Imate { $max } webhooke, kolikor je največ dovoljeno: najprej enega odstranite.
   *[other] Imate { $max } webhookov, kolikor je največ dovoljeno: najprej enega odstranite.
  }
no-such-webhook = Webhooka { $webhook } nimate.
no-such-delivery = Dostave { $delivery } ni.
webhook-disabled = Ta webhook je onemogočen (predolgo ni deloval): ko bo deloval, ga znova registrirajte.

## Events

event-cursor-invalid = after mora biti številka dogodka (celo število), ne { $got }.
event-limit-range = limit mora biti od 1 do 500, prejeto: { $got }.
last-event-id-invalid = Last-Event-ID mora biti številka dogodka.
events-pruned = Dogodki do { $horizon } niso več shranjeni (EVENT_RETENTION_DAYS), zato so nekateri dogodki po { $after } izgubljeni. Preberite trenutno stanje (GET /me/games) in nadaljujte z after={ $horizon }.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = Zahteva potrebuje telo JSON (na primer { "{}" }).
body-not-json = Telo ni veljaven JSON (vrstica { $line }, stolpec { $column }).
body-not-json-because = Telo ni veljaven JSON: { $error }.
body-not-json-type = Telo zahteve mora biti JSON, poslan z glavo Content-Type: application/json.
body-too-large-known = { $length ->
    [one] Telo ima { $length } bajt; sprejmemo jih največ { $limit }.
    [two] Telo ima { $length } bajta; sprejmemo jih največ { $limit }.
    [few] Telo ima { $length } bajte; sprejmemo jih največ { $limit }.
   *[other] Telo ima { $length } bajtov; sprejmemo jih največ { $limit }.
  }
body-too-large = { $limit ->
    [one] Telo je večje od { $limit } bajta.
    [two] Telo je večje od { $limit } bajtov.
    [few] Telo je večje od { $limit } bajtov.
   *[other] Telo je večje od { $limit } bajtov.
  }
body-wrong-shape = Telo JSON nima pričakovane oblike: { $error }.
body-unreadable = Telesa ni bilo mogoče prebrati: { $error }.
path-segment-invalid = Del poti ni veljaven: { $error }.
query-string-invalid = Poizvedba ni veljavna: { $error }.
url-parameter-invalid = { $part ->
    [path] Parameter poti { $field }: { $message }.
   *[query] Parameter poizvedbe { $field }: { $message }.
  }
header-not-ascii = Glava { $header } mora biti navadno besedilo ASCII.
page-limit-range = limit mora biti med 1 in { $max }, prejeto: { $got }.
cursor-not-ours = Kazalca ni izdala ta končna točka; začnite znova brez njega.
nothing-at = Na naslovu { $path } ni ničesar.
method-not-allowed = Metoda { $method } na { $path } ni dovoljena; dovoljeno: { $allowed }.
no-such-problem-type = Vrste težave { $slug } ni.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = ne sme vsebovati znaka NUL (\u0000)
field-required = je obvezno
field-unknown = ni polje te zahteve
field-unknown-known = ni polje te zahteve (znana polja: { $known })
field-not-one-of = mora biti ena od vrednosti { $options }, ne { $got }
field-not-another-value = mora biti druga vrednost, ne { $got }
field-wrong-type = { $expected ->
    [whole-number] mora biti celo število od { $min } do { $max }, ne { $got }
    [number] mora biti število, ne { $got }
    [string] mora biti niz, ne { $got }
    [boolean] mora biti true ali false, ne { $got }
    [list] mora biti seznam, ne { $got }
    [object] mora biti objekt, ne { $got }
    [choice] mora biti ena od dovoljenih vrednosti, ne { $got }
    [datetime] mora biti datum in čas v obliki RFC 3339, na primer 2026-01-31T12:00:00Z, ne { $got }
    [unknown] mora biti druge vrste, ne { $got }
   *[other] mora biti { $type }, ne { $got }
  }
field-wrong-length = mora imeti { $length }
field-duplicate = je navedeno dvakrat
field-whole-number = mora biti celo število
field-too-large = je preveliko
field-too-small = je premajhno
field-number = mora biti število
field-boolean = mora biti true ali false
field-invalid = { $error }
at-least = mora biti vsaj { $min }
from-to = mora biti od { $min } do { $max }
between = mora biti med { $min } in { $max }
length-range = mora imeti od { $min } do { $max } znakov
text-too-long = { $max ->
    [one] ima lahko največ { $max } znak
    [two] ima lahko največ { $max } znaka
    [few] ima lahko največ { $max } znake
   *[other] ima lahko največ { $max } znakov
  }
in-the-future = mora biti v prihodnosti
required-one-of = je obvezno: { $options }
must-be-not = mora biti { $options }, ne { $got }
choices-or = { $init } ali { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Pri nas je šlo nekaj narobe; zahteva ni bila izvedena.
not-found = Ni najdeno
database-unavailable = Podatkovna zbirka ni na voljo; poskusite znova čez nekaj trenutkov.
database-busy = Druga zahteva je v istem trenutku spremenila iste podatke; nič ni bilo spremenjeno. Poskusite znova.
database-lost = Povezava s podatkovno zbirko se je med obdelavo te zahteve prekinila; zahteva je bila morda izvedena, morda pa ne. Poskusite znova čez nekaj trenutkov (ponovitev z istim Idempotency-Key vrne shranjeni rezultat, če je bila izvedena).
ready-database-unreachable = podatkovna zbirka ni dosegljiva: { $error }
ready-migrations-missing = migracije niso uveljavljene: { $migrations }
ready-check-failed = { $error }

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Pozdravljeni, { $name }!
mail-stop-text = Če ne želite več prejemati teh sporočil: { $link }
mail-stop-link = Ne pošiljajte mi več teh sporočil
mail-verify-subject = Potrdite svoj e-poštni naslov za Camelot
mail-verify-open = Če želite na ta naslov prejemati obvestila Camelota, odprite to povezavo:
mail-verify-expiry = { $hours ->
    [one] Povezava deluje { $hours } uro. Če tega niste zahtevali, sporočilo prezrite.
    [two] Povezava deluje { $hours } uri. Če tega niste zahtevali, sporočilo prezrite.
    [few] Povezava deluje { $hours } ure. Če tega niste zahtevali, sporočilo prezrite.
   *[other] Povezava deluje { $hours } ur. Če tega niste zahtevali, sporočilo prezrite.
  }
mail-digest-subject-one = Na potezi ste proti igralcu { $opponent }
mail-digest-subject-many = { $count ->
    [one] Na potezi ste v { $count } partiji
    [two] Na potezi ste v { $count } partijah
    [few] Na potezi ste v { $count } partijah
   *[other] Na potezi ste v { $count } partijah
  }
mail-digest-intro = Te partije čakajo na vašo potezo, najnujnejša je prva:
mail-digest-line = Partija { $game } proti igralcu { $opponent }: potezo naredite do { $deadline }
mail-deadline-subject = V partiji { $game } vam ostaja manj kot dan
mail-deadline-body = Vaš čas v partiji { $game } poteče ob { $deadline }.
mail-deadline-move = Potezo naredite tukaj: { $link }
mail-open-game = Odpri partijo { $game }

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Odpri turnir { $tournament }
mail-open-inbox = Odpri nabiralnik
mail-open-webhooks = Več o webhookih
mail-notice-subject = Novo na Camelotu
mail-notice = V vaših partijah ali turnirjih na Camelotu se je zgodilo nekaj novega.
mail-challenge-received-subject = { $opponent } vas izziva na partijo
mail-challenge-received = { $opponent } vas izziva na partijo Camelota. Izziv sprejmite ali zavrnite v svojem nabiralniku.
mail-challenge-accepted-subject = { $opponent } sprejema vaš izziv
mail-challenge-accepted = Vaš izziv je sprejet: partija { $game } proti igralcu { $opponent } se je začela.
mail-challenge-declined-subject = { $opponent } zavrača vaš izziv
mail-challenge-declined = Vaš izziv igralcu { $opponent } je bil zavrnjen.
mail-challenge-declined-reason = Pojasnilo: { $reason }
mail-challenge-cancelled-subject = { $opponent } umika svoj izziv
mail-challenge-cancelled = Izziv, ki ste ga prejeli od igralca { $opponent }, je bil umaknjen.
mail-game-started-subject = Nova partija proti igralcu { $opponent }
mail-game-started = { $color ->
    [white] Partija { $game } proti igralcu { $opponent } se je začela. Igrate z belimi figurami in ste prvi na potezi.
   *[black] Partija { $game } proti igralcu { $opponent } se je začela. Igrate s črnimi figurami; prvo potezo naredi nasprotnik.
  }
mail-game-rated = { $rated ->
    [rated] Partija šteje za vaš rating.
   *[unrated] Partija ne šteje za vaš rating.
  }
mail-opponent-moved-subject = Na potezi ste proti igralcu { $opponent }
mail-opponent-moved = V partiji { $game } proti igralcu { $opponent } je bila odigrana poteza { $move }: zdaj ste na potezi vi.
mail-draw-offered-subject = { $opponent } vam ponuja remi
mail-draw-offered = { $opponent } vam v partiji { $game } ponuja remi. Ponudbo sprejmite ali zavrnite na strani partije.
mail-draw-declined-subject = { $opponent } zavrača vašo ponudbo remija
mail-draw-declined = Vaša ponudba remija v partiji { $game } proti igralcu { $opponent } je bila zavrnjena: partija se nadaljuje.
mail-game-ended-subject = { $outcome ->
    [win] Zmagali ste proti igralcu { $opponent }
    [loss] Izgubili ste proti igralcu { $opponent }
    [draw] Remi proti igralcu { $opponent }
    [aborted] Partija proti igralcu { $opponent } je prekinjena
   *[other] Partija proti igralcu { $opponent } je končana
  }
mail-game-ended = { $outcome ->
    [win] Partijo { $game } proti igralcu { $opponent } ste dobili.
    [loss] Partijo { $game } proti igralcu { $opponent } ste izgubili.
    [draw] Partija { $game } proti igralcu { $opponent } se je končala z remijem.
    [aborted] Partija { $game } proti igralcu { $opponent } je bila prekinjena, preden sta potezo naredila oba igralca; ne šteje.
   *[other] Partija { $game } proti igralcu { $opponent } je končana.
  }
mail-game-ended-how = { $termination ->
    [castle] Odločil jo je vstop v nasprotnikov grad.
    [capture] Vse figure ene od strani so bile ujete.
    [no_moves] Strani, ki je bila na potezi, ni ostala nobena dovoljena poteza.
    [bare_board] Obema stranema je ostala le še po ena figura.
    [resignation] Eden od igralcev se je predal.
    [agreement] Igralca sta se dogovorila za remi.
    [claim] Remi je bil zahtevan zaradi ponovljene postavitve ali po pravilu petdesetih potez.
    [timeout] Strani, ki je bila na potezi, je potekel čas.
    [adjudication] Izid je po izteku roka za kolo določil organizator turnirja.
    [forfeit] Izid je bil določen brez borbe, ker je igralec izstopil iz turnirja.
   *[other] Partija je končana.
  }
mail-tournament-started-subject = Turnir { $tournament } se je začel
mail-tournament-started = { $rounds ->
    [one] Turnir { $tournament } se je začel: čaka vas { $rounds } kolo.
    [two] Turnir { $tournament } se je začel: čakata vas { $rounds } koli.
    [few] Turnir { $tournament } se je začel: čakajo vas { $rounds } kola.
   *[other] Turnir { $tournament } se je začel: čaka vas { $rounds } kol.
  }
mail-round-paired-subject = { $tournament }: pari { $round }. kola so določeni
mail-round-paired = { $color ->
    [white] V { $round }. kolu turnirja { $tournament } igrate z belimi figurami proti igralcu { $opponent }.
   *[black] V { $round }. kolu turnirja { $tournament } igrate s črnimi figurami proti igralcu { $opponent }.
  }
mail-round-forfeit = { $outcome ->
    [win] Ta partija ne bo odigrana: zmagali ste brez borbe.
    [loss] Ta partija ne bo odigrana: izgubili ste brez borbe.
   *[other] Izid te partije je bil določen brez borbe.
  }
mail-round-bye = { $bye ->
    [pab] V { $round }. kolu turnirja { $tournament } nimate nasprotnika: dobite prosto kolo po žrebu (celo točko).
    [half_bye] V { $round }. kolu turnirja { $tournament } ne igrate; dobite prosto kolo za pol točke.
    [full_bye] V { $round }. kolu turnirja { $tournament } ne igrate; dobite prosto kolo za celo točko.
    [zero_bye] V { $round }. kolu turnirja { $tournament } ne igrate; prosto kolo vam ne prinese točke.
   *[other] V { $round }. kolu turnirja { $tournament } nimate partije.
  }
mail-tournament-finished-subject = Turnir { $tournament } je končan
mail-tournament-finished = Turnir { $tournament } je končan. Zasedli ste { $rank }. mesto z izkupičkom { $points }.
mail-opponent-on-leave-subject = { $opponent } je na dopustu
mail-opponent-on-leave = { $count ->
    [one] { $opponent } je na dopustu do { $until }. Do takrat nasprotnikova ura stoji v vaši skupni partiji.
    [two] { $opponent } je na dopustu do { $until }. Do takrat nasprotnikova ura stoji v { $count } vaših skupnih partijah.
    [few] { $opponent } je na dopustu do { $until }. Do takrat nasprotnikova ura stoji v { $count } vaših skupnih partijah.
   *[other] { $opponent } je na dopustu do { $until }. Do takrat nasprotnikova ura stoji v { $count } vaših skupnih partijah.
  }
mail-webhook-disabled-subject = Vaš webhook je onemogočen
mail-webhook-disabled = Vaš webhook { $url } ne deluje že od { $since }, zato je bil onemogočen. Ko bo spet deloval, ga znova registrirajte.

## The calendar feed

calendar-name = Roki v Camelotu za igralca { $name }
calendar-your-move = Camelot: na potezi ste proti igralcu { $opponent }
calendar-round-deadline = Camelot: { $tournament }, rok za { $round }. krog
calendar-description = Kdaj vam poteče čas v dopisnih partijah in turnirskih kolih.
calendar-your-move-description = Vaš čas v partiji { $game } poteče zdaj.
calendar-round-deadline-description = O nedokončanih partijah { $round }. kola zdaj odloča organizator.

## The tutorial

no-such-lesson = navaja { $lesson }, ki ni lekcija vadnice
lessons-count = mora navajati od ene do { $max } lekcij

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Pravila šele spoznava: gleda le eno potezo naprej in pogosto izbere napačno.
bot-level-2 = Začetnik: ulove vidi eno potezo naprej, a je še nepazljiv.
bot-level-3 = Ljubiteljski igralec: gleda dve potezi naprej.
bot-level-4 = Klubski igralec: tri poteze naprej, le redko nepazljiv.
bot-level-5 = Močan klubski igralec: štiri poteze naprej.
bot-level-6 = Strokovnjak: pravo iskanje, okoli dvajset tisoč postavitev na potezo.
bot-level-7 = Mojster: poglobljeno iskanje med nekaj sto tisoč postavitvami.
bot-level-8 = Polna moč: program v najboljši formi.
