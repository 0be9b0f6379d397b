# Camelot Server: zerbitzariak berak idazten dituen hitzak (APIaren arazo-erantzunak).
# Lauki-izenei ez zaie kasu-markarik eransten (aldagaiak dira): "{ $square } laukian",
# "{ $square } laukitik".

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = Ezin izan da eskaera irakurri
problem-invalid-parameter = Bideko edo kontsultako parametro bat ez da baliozkoa
problem-invalid-cursor = Orrikatze-kurtsorea ez da baliozkoa
problem-unauthorized = Saioa hasi behar duzu
problem-invalid-credentials = Erabiltzaile-izena edo pasahitza okerra da
problem-invalid-token = Tokena ez da baliozkoa
problem-forbidden = Ez duzu hau egiteko baimenik
problem-insufficient-scope = Tokenak ez du hau baimentzen
problem-engine-assist = Ez da onartzen motorraren laguntza zure partida batean, oraindik jokatzen ari den bitartean
problem-csrf = Beste gune batetik datorren eskaera ukatu da
problem-not-found = Ez da aurkitu
problem-method-not-allowed = Metodoa ez dago baimenduta
problem-not-acceptable = Ezin da eskatutako formatuan erantzun
problem-conflict = Eskaera ez dator bat uneko egoerarekin
problem-username-taken = Erabiltzaile-izen hori hartuta dago
problem-not-your-turn = Ez da zure txanda
problem-game-over = Partida amaitu da
problem-gone = Jada ez dago eskuragarri
problem-cursor-expired = Kurtsoreak jada gordetzen ez diren gertaerak adierazten ditu
problem-stale-version = Baliabidea aldatu egin da
problem-payload-too-large = Eskaeraren gorputza handiegia da
problem-unsupported-media-type = Eduki mota ez da onartzen
problem-validation = Eskaera ez da baliozkoa
problem-illegal-move = Mugimendu debekatua
problem-draw-claim-refused = Ezin da berdinketa eskatu
problem-version-required = Espero den bertsioa adierazi behar da
problem-rate-limited = Eskaera gehiegi
problem-internal = Zerbitzariaren barne-errorea
problem-not-implemented = Ez dago inplementatuta
problem-unavailable = Zerbitzua ez dago erabilgarri

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = "{ $text }" ez da mugimendu bat: idatzi hasierako laukia, eta gero lurreratzeko lauki bakoitza - (mugimendua edo Lauoinka) edo x (Jauzia) ikurraren ondoren, adibidez D6-F8 edo F6xF8
illegal-off-board = { $square } ez da taulako lauki bat
illegal-game-over = Partida amaitu da
illegal-placement-expected = Jarri lehenik zure hiru zuhaitzak: esan zure zuhaitz-laukietako hiru, adibidez C2,D2,I2
illegal-not-placement-phase = Zuhaitzak jarrita daude jada: mugitu pieza bat
illegal-not-tree-square = { $square } laukia ez da zure zuhaitz-laukietako bat
illegal-duplicate-tree = { $square } laukia bi aldiz aipatu da: hiru zuhaitzak hiru lauki desberdinetan jartzen dira
illegal-tree-on-occupied = { $square } laukia hartuta dago: zuhaitz bat lauki huts batean bakarrik egon daiteke
illegal-empty-origin = Ez dago piezarik { $square } laukian
illegal-not-your-piece = { $side ->
    [white] { $square } laukiko pieza Beltzena da; Zurien txanda da
   *[black] { $square } laukiko pieza Zuriena da; Beltzen txanda da
  }
illegal-must-leave-own-castle = { $square } laukiko pieza bere gazteluan dago: txanda honetan irten behar du, eta beste ezein piezak ezin du mugitu
illegal-leaves-opponent-castle = { $square } laukiko pieza aurkariaren gazteluan dago: ezin da inoiz irten, eta haren mugimendu bakarra beste gaztelu-laukira egiten den gaztelu-mugimendua da
illegal-continues-after-opponent-castle = Aurkariaren gaztelura sartzen den mugimendua han amaitzen da: { $square } laukiaren ondoren ezin da ezer etorri
illegal-not-adjacent = { $from } laukitik { $to } laukira ez da ez ondoko lauki baterako urratsa, ez lauki baten gainetik egindako jauzi zuzena
illegal-landing-occupied = { $square } laukia hartuta dago: pieza bat lauki huts batean bakarrik lurreratu daiteke
illegal-nothing-to-leap = { $from } laukitik { $to } laukira { $over } laukiaren gainetik pasatzen da, baina { $over } laukian ez dago gainetik pasatzeko piezarik
illegal-wrong-separator-jump = { $from } laukitik { $to } laukira aurkariaren pieza baten gainetik jauzi egiten da: idatzi { $from }x{ $to }, x harrapaketarentzat
illegal-wrong-separator-plain = { $from } laukitik { $to } laukira ez da ezer harrapatzen: idatzi { $from }-{ $to }, - mugimendu edo Lauoinkarentzat
illegal-plain-in-sequence = Ondoko laukirako { $from }-{ $to } urratsa mugimendu oso bat da berez: ezin da beste urrats batzuekin batu
illegal-canter-after-jump = { $from }-{ $to } urratsak pieza lagun baten gainetik egiten du Lauoinka harrapaketa baten ondoren: Jauzia egin duen pieza batek Jauziekin bakarrik jarrai dezake
illegal-man-cannot-charge = { $square } laukiko pieza Gizona da: Zalduna bakarrik egin dezake Lauoinka eta gero Jauzia (Zaldunaren Erasoa)
illegal-into-own-castle = { $square } laukia zure gazteluan dago: pieza bat Jauziaz bakarrik sar daiteke bere gaztelura
illegal-canter-revisit = Lauoinkak bi aldiz igarotzen du { $square } laukitik: Lauoinka ezin da lauki batera itzuli
illegal-must-continue-jump = Harrapatzen ari den piezak jauzika jarraitu behar du ahal duen bitartean: { $square } laukitik berriro harrapa dezake
illegal-capture-required-example = Txanda honetan harrapatzea derrigorrezkoa da (adibidez { $example })
illegal-capture-required = Txanda honetan harrapatzea derrigorrezkoa da
illegal-knight-must-jump = Lauoinkaz aurkariaren pieza baten ondoan lurreratzen den Zaldunak, pieza horren gainetik jauzi egin badezake, Jauzia egin behar du: { $square } laukian harrapa lezake, beraz ezin du handik Lauoinkaz jarraitu ez gelditu
illegal-castle-move-limit = { $side ->
    [white] Zuriek jada egin dituzte partida batean baimendutako bi gaztelu-mugimenduak
   *[black] Beltzek jada egin dituzte partida batean baimendutako bi gaztelu-mugimenduak
  }

## Playing

not-your-turn = Zure aurkariaren txanda da.
game-over = { $status ->
    [aborted] { $game } partida amaitu da (bertan behera utzi da).
   *[finished] { $game } partida amaitu da.
  }
game-over-timeout = { $game } partida amaitu da: txanda zuen aldeari denbora agortu zitzaion data honetan: { $deadline }.
no-such-game = Ez dago { $game } zenbakiko partidarik.
no-such-user = Ez dago { $name } izeneko erabiltzailerik.
no-such-user-number = Ez dago { $name } izeneko erabiltzailerik. Erabiltzaileak erabiltzaile-izenaz izendatzen dira, ez zenbaki batez.
players-only = Partida honetako bi jokalariek bakarrik egin dezakete hori.
stale-ply = Partida { $ply }. erdi-mugimenduan dago, ez { $sent }. erdi-mugimenduan; kargatu berriro eta saiatu berriro.
expected-ply-required = Esan zein erdi-mugimendutan mugitzen zaren: bidali "expected_ply" eskaeraren gorputzean edo If-Match: "<ply>" goiburua.
if-match-invalid = If-Match-ek partidaren ETag-a izan behar du, adibidez "12"; jasotakoa: { $got }.
not-a-move-path = Hori ez da mugimendu-idazkera bat.
idempotency-key-invalid = Idempotency-Key-ek 1–255 ASCII karaktere ikusgarri izan behar ditu.
idempotency-key-reused = Idempotency-Key hau beste eskaera baterako erabili da jada.
no-draw-offer = Zure aurkariak ez dizu berdinketarik eskaini.
abort-tournament-game = Txapelketako partidak ezin dira bertan behera utzi (etsi, edo galdetu antolatzaileari).
abort-too-late = Bi aldeek mugitu dute jada: partida ezin da bertan behera utzi (etsi horren ordez).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = Partida amaitu da: ez dago berdinketarik eskatzeko
draw-claim-not-yet = { $plies ->
    [one] Ezin da berdinketa eskatu: posizioa { $occurrences } aldiz agertu da (3 behar dira) eta erdi-mugimendu { $plies } igaro da harrapaketarik edo gaztelu-sarrerarik gabe (100 behar dira)
   *[other] Ezin da berdinketa eskatu: posizioa { $occurrences } aldiz agertu da (3 behar dira) eta { $plies } erdi-mugimendu igaro dira harrapaketarik edo gaztelu-sarrerarik gabe (100 behar dira)
  }
draw-claim-not-yours = Txanda duen aldeak bakarrik eska dezake berdinketa errepikapenagatik

## Conditional moves

conditional-your-move = Zure txanda da: baldintzapeko mugimenduak aurkariaren txandan ezartzen dira.
conditional-too-many-lines = { $max ->
    [one] gehienez lerro { $max }
   *[other] gehienez { $max } lerro
  }
conditional-line-length = { $line }. lerroak aurkariaren mugimendu bakoitza zure erantzunarekin parekatu behar du: mugimendu-kopuru bikoitia, 2 eta { $max } artean
conditional-after-game-over = { $line }. lerroak partida amaitu ondoren jarraitzen du ({ $ply }. erdi-mugimenduan).
conditional-illegal = { $line }. lerroa, { $ply }. erdi-mugimendua ({ $path }): { $reason }
conditional-contradicting-replies = { $line }. lerroak { $reply } mugimenduaz erantzuten dio { $moves } sekuentziari, baina { $other }. lerroak { $known } mugimenduaz erantzuten die mugimendu berei: eman erantzun bakarra posizio bakoitzeko.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = tamainak { $min } eta { $max } pixel artean egon behar du, ez { $size }
board-destination-empty = { $square } laukia hutsik dago, baina azken mugimenduak han amaitu beharko luke
board-destination-not-mover = { $mover ->
    [white] azken mugimendua Zuriena izan zen, baina { $square } laukiko pieza ez da Zuriena
   *[black] azken mugimendua Beltzena izan zen, baina { $square } laukiko pieza ez da Beltzena
  }
board-origin-occupied = { $square } laukia hartuta dago, baina azken mugimenduak hutsik utzi beharko luke
board-captured-square-occupied = azken mugimenduak { $square } laukiaren gainetik jauzi egiten du, baina pieza bat dago oraindik han
board-castle-move-not-counted = { $mover ->
    [white] azken mugimendua gaztelu-mugimendua da, baina posizioak ez die Zuriei gaztelu-mugimendurik kontatzen
   *[black] azken mugimendua gaztelu-mugimendua da, baina posizioak ez die Beltzei gaztelu-mugimendurik kontatzen
  }
board-quiet-plies-not-reset = { $what ->
    [capture] azken mugimenduak harrapatzen du; beraz, posizioko erdi-mugimendu lasaien kontagailuak 0 izan behar du, ez { $plies }
   *[castle] azken mugimendua aurkariaren gaztelura sartzen da; beraz, posizioko erdi-mugimendu lasaien kontagailuak 0 izan behar du, ez { $plies }
  }
board-tree-missing = azken mugimenduak zuhaitz bat jartzen du { $square } laukian, baina han ez dago zuhaitzik
board-last-not-game-move = partidaren azken mugimendua izan behar du: { $path }

## Analysis

position-invalid = ez da posizio bat: { $error }
position-invalid-variant = ez da { $variant } aldaeraren posizio bat: { $error }
position-over = ez dauka ebaluatzeko mugimendurik: partida amaitu da ({ $status })
engine-assist = Hau zure partida irekietako baten posizioa da: zerbitzari honek ez du ebaluatzen partida amaitu arte.
analysis-game-ongoing = Jokatzen ari den partida bat ezin da aztertu; eskatu berriro amaitzen denean.
analysis-not-requested = { $game } partida ez da aztertu; bidali POST bat helbide honetara eskatzeko.

## Challenges

no-such-challenge = Ez dago { $challenge } zenbakiko erronkarik.
challenge-yourself = ezin duzu zeure burua erronkatu
rating-limits-open-seeks = rating-mugak eskaera irekietan bakarrik aplikatzen dira
max-rating-below-min = ezin da min_rating baino txikiagoa izan
challenge-expired = { $challenge } erronka iraungi egin zen data honetan: { $time }.
challenge-closed = { $status ->
    [accepted] { $challenge } erronka onartuta dago jada.
    [declined] { $challenge } erronka ukatuta dago jada.
    [cancelled] { $challenge } erronka bertan behera utzita dago jada.
    [expired] { $challenge } erronka iraungita dago jada.
   *[other] { $challenge } erronka itxita dago jada ({ $status }).
  }
challenge-own = Ezin duzu zeure erronka onartu (ezeztatu horren ordez).
challenge-someone-else = Erronka hau beste norbaiti egin zitzaion.
challenge-decline-not-yours = Erronkatutako jokalariak bakarrik uka dezake (eskaera ireki bat, besterik gabe, bere horretan uzten da).
challenge-cancel-not-yours = Erronka egin zuen jokalariak bakarrik ezezta dezake.
seek-rating-outside = { $bounds ->
    [min] Zure { $rating } rating-a eskaera honek onartzen duen tartetik kanpo dago ({ $min } edo gehiago).
    [max] Zure { $rating } rating-a eskaera honek onartzen duen tartetik kanpo dago ({ $max } arte).
    [none] Zure { $rating } rating-a eskaera honek onartzen duen tartetik kanpo dago.
   *[both] Zure { $rating } rating-a eskaera honek onartzen duen tartetik kanpo dago ({ $min }–{ $max }).
  }
rematch-not-player = Partida bateko jokalariek bakarrik eska dezakete mendekua.
rematch-game-ongoing = Partida oraindik jokatzen ari da: mendekua amaitzen denean eska daiteke.

## Time controls

time-control-required = derrigorrezkoa da (edo haren laburdura, days_per_move)
days-per-move-contradicts = time_control-en aurka doa: eman bietako bat bakarrik
days-range = { $min } eta { $max } egun artean izan behar du
not-above-max-days = ezin du max_days gainditu

## Tournaments

no-such-tournament = Ez dago { $tournament } zenbakiko txapelketarik.
round-not-paired = { $tournament } txapelketako { $round }. txandako bikoteak ez dira osatu oraindik.
organizer-only = Txapelketaren antolatzaileak (edo administratzaile batek) bakarrik egin dezake hau.
swiss-rounds-required = Suitzar sistemak bere txanda-kopurua behar du
round-robin-rounds-given = liga batek jokalariek behar adina txanda ditu; ez eman rounds
round-robins-only = ligetan bakarrik aplikatzen da
round-robin-max-players = { $max ->
    [one] liga batek gehienez jokalari { $max } onartzen du
   *[other] liga batek gehienez { $max } jokalari onartzen ditu
  }
swiss-too-many-rounds = { $rounds } txanda gehienez { $players } jokalarirentzat: txandak ≥ jokalariak − 1 badira, jokatu liga bat horren ordez
tiebreak-buchholz-round-robin = { $name }: Buchholz ez da ligetan erabiltzen (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = { $max ->
    [one] gehienez berdinketa-hauste { $max }
   *[other] gehienez { $max } berdinketa-hauste
  }
swiss-by-round = Suitzar sistema txandaz txanda parekatzen da
late-entry-swiss = berandu izena ematea Suitzar sistemako txapelketetarako da, txanda-kopurura arte
tournament-already-in = Txapelketa honetan zaude jada.
tournament-entries-closed = Txapelketa hasi da eta ez du izen-emate gehiago onartzen.
tournament-over = Txapelketa amaitu da.
tournament-full = Txapelketa beteta dago.
tournament-leave-started = Txapelketa hasi da: erretiratu horren ordez.
tournament-not-in = Ez zaude txapelketa honetan.
tournament-started = Txapelketa hasi da jada.
swiss-too-few-players = Jokalariak: { $players }; txandak: { $rounds }. Suitzar sisteman txandek jokalariak − 1 baino gutxiago izan behar dute: bihurtu liga, edo itxaron jokalari gehiagoren zain.
round-robin-too-few = Liga batek gutxienez { $min } jokalari behar ditu; { $players } eman dute izena.
round-robin-too-many = Liga batek gehienez { $max } jokalari onartzen ditu; { $players } eman dute izena.
tournament-withdraw-not-started = Txapelketa ez da hasi: atera zaitez izen-ematetik horren ordez.
tournament-player-not-in = Jokalari hori ez dago txapelketa honetan.
tournament-player-already-withdrawn = Jokalari hori erretiratu da jada.
tournament-player-withdrawn = Jokalari hori erretiratu da.
bye-round-robin = Atsedenak Suitzar sistemako txapelketetan eskatzen dira; liga baten egutegia finkoa da.
bye-round-range = round-ek oraindik parekatu gabeko txanda bat izan behar du: { $min } eta { $max } artean.
forbidden-pair-two = eman zehazki bi jokalari
forbidden-pair-same = eman bi jokalari desberdin
forbidden-pair-round-robin = Debekatutako bikoteak Suitzar sistemako txapelketetan aplikatzen dira; liga baten egutegia finkoa da.
forbidden-pair-not-in = Bi jokalariek txapelketa honetan egon behar dute.
tournament-game-not-in = { $game } partida ez da { $tournament } txapelketako partida bat.
adjudicate-game-over = Partida hori amaitu da jada.
adjudicate-before-deadline = { $round }. txandaren epea ({ $deadline }) ez da igaro: jokalariak jokatzen ari dira oraindik.
adjudicate-no-deadline = Txapelketa honek ez du txanda-eperik: bere partidak amaiera arte jokatzen dira.
preview-not-running = { $tournament } txapelketa ez dago martxan: ez dago hurrengo txandarik aurreikusteko.
preview-games-open = { $count ->
    [one] Uneko txandako partida { $count } jokatzen ari da oraindik: hurrengo txanda hura amaitzean aurreikus daiteke.
   *[other] Uneko txandako { $count } partida jokatzen ari dira oraindik: hurrengo txanda haiek amaitzean aurreikus daiteke.
  }
preview-all-paired = Txanda guztiak parekatu dira jada.
pairing-kept-changing = Txapelketa aldatzen aritu da hurrengo txanda parekatzen ari zen bitartean; berriro saiatuko da.

## Accounts

validation-one = { $field }: { $message }
validation-many = { $count ->
    [one] Eremu { $count } ez da baliozkoa
   *[other] { $count } eremu ez dira baliozkoak
  }
username-length = { $min } eta { $max } karaktere artean izan behar ditu
username-characters = A–Z letrak, zenbakiak, '_' eta '-' bakarrik izan ditzake
username-reserved = ezin da { $prefix } hitzarekin hasi (ordenagailu-aurkarien izenak dira)
password-too-short = { $min ->
    [one] gutxienez karaktere { $min } izan behar du
   *[other] gutxienez { $min } karaktere izan behar ditu
  }
password-too-long = { $max ->
    [one] gehienez karaktere { $max } izan dezake
   *[other] gehienez { $max } karaktere izan ditzake
  }
username-taken = { $name } erabiltzaile-izena hartuta dago jada.
wrong-username-or-password = Erabiltzaile-izena edo pasahitza okerra da.
rate-limited-address = { $seconds ->
    [one] Saiakera gehiegi zure helbidetik; saiatu berriro segundo { $seconds } barru.
   *[other] Saiakera gehiegi zure helbidetik; saiatu berriro { $seconds } segundo barru.
  }
rate-limited-username = { $seconds ->
    [one] Saiakera gehiegi erabiltzaile-izen honekin; saiatu berriro segundo { $seconds } barru.
   *[other] Saiakera gehiegi erabiltzaile-izen honekin; saiatu berriro { $seconds } segundo barru.
  }
rate-limited-account = { $seconds ->
    [one] Saiakera gehiegi zure kontuarekin; saiatu berriro segundo { $seconds } barru.
   *[other] Saiakera gehiegi zure kontuarekin; saiatu berriro { $seconds } segundo barru.
  }
account-gone = Kontu hori ez dago jada.
account-change-nothing = aldatu new_password (current_password-ekin), email edo language
current-password-required = derrigorrezkoa da pasahitza aldatzeko
new-password-required = derrigorrezkoa da current_password-ekin batera
current-password-wrong = Uneko pasahitza okerra da.
password-wrong = Pasahitza okerra da.
email-off = Posta elektronikoa desaktibatuta dago zerbitzari honetan (ez dago SMTP errelerik konfiguratuta).
own-admin-role = Ezin duzu zeure administratzaile-rola kendu; eskatu beste administratzaile bati.

## Signing in, sessions and tokens

token-missing = Bidali sarbide-token bat: Authorization: Bearer <token>.
token-missing-stream = Bidali sarbide-token bat: Authorization: Bearer <token> (edo ?access_token=).
token-missing-sign-out = Leku guztietan saioa ixteko Authorization: Bearer <sarbide-tokena> behar da.
authorization-unreadable = Authorization goiburua ezin da irakurri.
authorization-not-bearer = Authorization goiburuak honela izan behar du: Bearer <token>.
access-token-invalid = Sarbide-tokena ez da baliozkoa ({ $error }).
access-token-expired = Sarbide-tokena iraungi da; berritu edo hasi saioa berriro.
access-token-no-user = Sarbide-tokenak ez du baliozko erabiltzailerik adierazten.
access-token-revoked = Sarbide-token hau baliogabetu da (saioa leku guztietan itxi da, edo pasahitza aldatu da); hasi saioa berriro.
token-account-gone = Token honen kontua ez dago jada.
token-revoked = Token hau baliogabetu da.
token-expired = Token hau iraungi da.
token-unknown = Token hau ez da ezaguna.
scope-account-write = Kontua aldatzeko saio hasia behar da; sarbide-token pertsonalek ezin dute hori egin.
scope-missing = Token honek ez du { $scope } esparrua.
role-missing = Honek { $role } rola behar du.
refresh-token-required = derrigorrezkoa da (edo "all": true, leku guztietan saioa ixteko)
refresh-token-unknown = Berritze-tokena ez da ezaguna.
refresh-token-revoked = Berritze-tokena baliogabetu da; hasi saioa berriro.
refresh-token-reused = Berritze-tokena erabili da jada; saio honetako token guztiak baliogabetu dira orain. Hasi saioa berriro.
refresh-token-expired = Berritze-tokena iraungi da; hasi saioa berriro.
not-signed-in = Ez duzu saioa hasi.
csrf-header-missing = Saio-eskaerek X-Camelot-CSRF: 1 goiburua eraman behar dute (gune honetako orri batetik datozela erakusten du).
csrf-other-origin = Saio-eskaerak gune honetako orrietatik bakarrik onartzen dira ({ $own }), ez jatorri honetatik: { $origin }.
scopes-empty = eman gutxienez esparru bat
scope-not-grantable = account:write saio hasietarako bakarrik da
tokens-full = { $max ->
    [one] Token { $max } duzu, onartzen den gehiena: baliogabetu bat lehenik.
   *[other] { $max } token dituzu, onartzen den gehiena: baliogabetu bat lehenik.
  }
no-such-token = Ez duzu { $token } zenbakiko tokenik.

## Leave

leave-already = Baimenean zaude jada data honetara arte: { $until }; amaitu lehenik beste bat hartzeko.
leave-days-left = { $left ->
    [one] aurten { $allowance } baimen-egunetatik { $left } geratzen zaizu
   *[other] aurten { $allowance } baimen-egunetatik { $left } geratzen zaizkizu
  }
leave-none = Ez zaude baimenean.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = ez da helbide elektroniko bat
verify-link-unknown = Egiaztatze-esteka hau ez da ezaguna (edo erabili da jada).
verify-link-expired = Egiaztatze-esteka hau iraungi da: eskatu beste bat.
unsubscribe-link-unknown = Harpidetza kentzeko esteka hau ez da ezaguna.
calendar-link-unknown = Egutegi-esteka hau ez da ezaguna (berriago batek ordeztu al du?).
webhook-url-invalid = ez da URL bat ({ $error })
webhook-url-https = https erabili behar du
webhook-url-scheme = http(s) URL bat izan behar du
webhook-url-credentials = ezin du erabiltzaile-izenik edo pasahitzik eraman
webhook-url-no-host = ostalari bat izendatu behar du
webhook-host-unresolved = ebazten ez den ostalari bat izendatzen du ({ $host })
webhook-address-refused = { $address } helbidera seinalatzen du, zerbitzariak deitzen ez dion helbide batera (loopback, pribatua, link-local edo metadatuena)
webhook-events-empty = eman gutxienez gertaera-mota bat
webhooks-full = { $max ->
    [one] Webhook { $max } duzu, onartzen den gehiena: kendu bat lehenik.
   *[other] { $max } webhook dituzu, onartzen den gehiena: kendu bat lehenik.
  }
no-such-webhook = Ez duzu { $webhook } zenbakiko webhookik.
no-such-delivery = Ez dago { $delivery } zenbakiko bidalketarik.
webhook-disabled = Webhook hau desgaituta dago (denbora luzeegian huts egin du): erregistratu berriro dabilenean.

## Events

event-cursor-invalid = after-ek gertaera-id bat izan behar du (zenbaki oso bat), ez { $got }.
event-limit-range = limit-ek 1–500 izan behar du; jasotakoa: { $got }.
last-event-id-invalid = Last-Event-ID-k gertaera-id bat izan behar du.
events-pruned = { $horizon } arteko gertaerak ez dira gordetzen jada (EVENT_RETENTION_DAYS), beraz { $after } ondorengo gertaera batzuk galdu dira. Irakurri uneko egoera (GET /me/games) eta jarraitu after={ $horizon } erabiliz.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = Eskaerak JSON gorputz bat behar du (adibidez { "{}" }).
body-not-json = Gorputza ez da baliozko JSON ({ $line }. lerroa, { $column }. zutabea).
body-not-json-because = Gorputza ez da baliozko JSON: { $error }.
body-not-json-type = Eskaeraren gorputzak JSON izan behar du, Content-Type: application/json goiburuarekin bidalita.
body-too-large-known = { $length ->
    [one] Gorputzak byte { $length } du; gehienez { $limit } onartzen dira.
   *[other] Gorputzak { $length } byte ditu; gehienez { $limit } onartzen dira.
  }
body-too-large = { $limit ->
    [one] Gorputza byte { $limit } baino handiagoa da.
   *[other] Gorputza { $limit } byte baino handiagoa da.
  }
body-wrong-shape = JSON gorputzak ez du espero zen forma: { $error }.
body-unreadable = Gorputza ezin izan da irakurri: { $error }.
path-segment-invalid = Bideko zati bat ez da baliozkoa: { $error }.
query-string-invalid = Kontsulta-katea ez da baliozkoa: { $error }.
url-parameter-invalid = { $part ->
    [path] { $field } bide-parametroa: { $message }.
   *[query] { $field } kontsulta-parametroa: { $message }.
  }
header-not-ascii = { $header } goiburuak ASCII testu arrunta izan behar du.
page-limit-range = limit-ek 1 eta { $max } artean egon behar du; jasotakoa: { $got }.
cursor-not-ours = Kurtsorea ez du amaiera-puntu honek eman; hasi berriro hura gabe.
nothing-at = Ez dago ezer helbide honetan: { $path }.
method-not-allowed = { $method } ez da onartzen hemen: { $path }; onartzen direnak: { $allowed }.
no-such-problem-type = Ez dago { $slug } arazo-motarik.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = ezin du NUL karakterea izan (\u0000)
field-required = derrigorrezkoa da
field-unknown = ez da eskaera honen eremu bat
field-unknown-known = ez da eskaera honen eremu bat (eremu ezagunak: { $known })
field-not-one-of = hauetako bat izan behar du: { $options }; ez { $got }
field-not-another-value = beste balio bat izan behar du, ez { $got }
field-wrong-type = { $expected ->
    [whole-number] { $min } eta { $max } arteko zenbaki osoa izan behar du, ez { $got }
    [number] zenbaki bat izan behar du, ez { $got }
    [string] testu-kate bat izan behar du, ez { $got }
    [boolean] true edo false izan behar du, ez { $got }
    [list] zerrenda bat izan behar du, ez { $got }
    [object] objektu bat izan behar du, ez { $got }
    [choice] onartutako balioetako bat izan behar du, ez { $got }
    [datetime] RFC 3339 formako data eta ordu bat izan behar du, adibidez 2026-01-31T12:00:00Z, ez { $got }
    [unknown] beste mota batekoa izan behar du, ez { $got }
   *[other] honakoa izan behar du: { $type }; ez { $got }
  }
field-wrong-length = honakoa izan behar du: { $length }
field-duplicate = bi aldiz eman da
field-whole-number = zenbaki osoa izan behar du
field-too-large = handiegia da
field-too-small = txikiegia da
field-number = zenbaki bat izan behar du
field-boolean = true edo false izan behar du
field-invalid = { $error }
at-least = gutxienez { $min } izan behar du
from-to = { $min } eta { $max } artean izan behar du
between = { $min } eta { $max } artean egon behar du
length-range = { $min } eta { $max } karaktere artean izan behar ditu
text-too-long = { $max ->
    [one] gehienez karaktere { $max } izan dezake
   *[other] gehienez { $max } karaktere izan ditzake
  }
in-the-future = etorkizunean izan behar du
required-one-of = derrigorrezkoa da: { $options }
must-be-not = honakoa izan behar du: { $options }; ez { $got }
choices-or = { $init } edo { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Zerbait gaizki atera da gure aldean; eskaera ez da osatu.
not-found = Ez da aurkitu
database-unavailable = Datu-basea ez dago eskuragarri; saiatu berriro laster.
database-busy = Beste eskaera batek datu berak aldatu ditu une berean; ez da ezer aldatu. Saiatu berriro.
database-lost = Datu-basearekiko konexioa galdu da eskaera hau zerbitzatzen ari zela; baliteke osatu izana, edo ez. Saiatu berriro laster (Idempotency-Key berarekin egindako saiakerak gordetako emaitza itzultzen du, osatu bazen).
ready-database-unreachable = datu-basera ezin da iritsi: { $error }
ready-migrations-missing = migrazio hauek ez dira aplikatu: { $migrations }
ready-check-failed = { $error }

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Kaixo, { $name }:
mail-stop-text = Mezu hauek ez jasotzeko: { $link }
mail-stop-link = Ez bidali mezu hauek gehiago
mail-verify-subject = Berretsi zure helbide elektronikoa Camelot-erako
mail-verify-open = Helbide honetan Camelot-en jakinarazpenak jasotzeko, ireki esteka hau:
mail-verify-expiry = { $hours ->
    [one] Estekak ordubetez balio du. Zuk eskatu ez baduzu, ez egin kasurik mezu honi.
   *[other] Estekak { $hours } orduz balio du. Zuk eskatu ez baduzu, ez egin kasurik mezu honi.
  }
mail-digest-subject-one = Zure txanda da { $opponent } aurkariaren aurka
mail-digest-subject-many = { $count ->
    [one] Zure txanda da partida batean
   *[other] Zure txanda da { $count } partidatan
  }
mail-digest-intro = Partida hauek zure mugimenduaren zain daude, premiazkoena lehenik:
mail-digest-line = { $game } partida, { $opponent } aurkariaren aurka: mugitu epe honetan: { $deadline }
mail-deadline-subject = Egun bat baino gutxiago geratzen zaizu { $game } partidan
mail-deadline-body = { $game } partidan zure denbora data honetan amaitzen da: { $deadline }.
mail-deadline-move = Mugitu hemen: { $link }
mail-open-game = Ireki { $game } partida

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Ireki { $tournament } txapelketa
mail-open-inbox = Ireki sarrera-ontzia
mail-open-webhooks = Irakurri webhookei buruz
mail-notice-subject = Berriak Camelot-en
mail-notice = Zerbait berria gertatu da Camelot-eko zure partidetan edo txapelketetan.
mail-challenge-received-subject = { $opponent } jokalariak erronka bota dizu
mail-challenge-received = { $opponent } jokalariak Camelot partida bat jokatzeko erronka bota dizu. Onartu edo ukatu erronka zure sarrera-ontzian.
mail-challenge-accepted-subject = { $opponent } jokalariak zure erronka onartu du
mail-challenge-accepted = { $opponent } jokalariak zure erronka onartu du: { $game } partida hasi da.
mail-challenge-declined-subject = { $opponent } jokalariak zure erronka ukatu du
mail-challenge-declined = { $opponent } jokalariak zure erronka ukatu du.
mail-challenge-declined-reason = Emandako arrazoia: { $reason }
mail-challenge-cancelled-subject = { $opponent } jokalariak bere erronka kendu du
mail-challenge-cancelled = { $opponent } jokalariak bertan behera utzi du bidali zizun erronka.
mail-game-started-subject = Partida berria { $opponent } aurkariaren aurka
mail-game-started = { $color ->
    [white] { $game } partida hasi da { $opponent } aurkariaren aurka. Zuriekin jokatzen duzu, eta zuk mugitzen duzu lehenik.
   *[black] { $game } partida hasi da { $opponent } aurkariaren aurka. Beltzekin jokatzen duzu; { $opponent } jokalariak mugitzen du lehenik.
  }
mail-game-rated = { $rated ->
    [rated] Partida honek zure rating-erako balio du.
   *[unrated] Partida honek ez du zure rating-erako balio.
  }
mail-opponent-moved-subject = Zure txanda da { $opponent } aurkariaren aurka
mail-opponent-moved = { $opponent } jokalariak { $move } jokatu du { $game } partidan: zure txanda da.
mail-draw-offered-subject = { $opponent } jokalariak berdinketa eskaintzen dizu
mail-draw-offered = { $opponent } jokalariak berdinketa eskaintzen dizu { $game } partidan. Onartu edo ukatu eskaintza partidaren orrian.
mail-draw-declined-subject = { $opponent } jokalariak zure berdinketa-eskaintza ukatu du
mail-draw-declined = { $opponent } jokalariak zure berdinketa-eskaintza ukatu du { $game } partidan: partidak aurrera jarraitzen du.
mail-game-ended-subject = { $outcome ->
    [win] { $opponent } aurkariari irabazi diozu
    [loss] { $opponent } aurkariaren aurka galdu duzu
    [draw] Berdinketa { $opponent } aurkariaren aurka
    [aborted] { $opponent } aurkariaren aurkako partida bertan behera geratu da
   *[other] { $opponent } aurkariaren aurkako partida amaitu da
  }
mail-game-ended = { $outcome ->
    [win] { $opponent } aurkariaren aurkako { $game } partida irabazi duzu.
    [loss] { $opponent } aurkariaren aurkako { $game } partida galdu duzu.
    [draw] { $opponent } aurkariaren aurkako { $game } partida berdinketan amaitu da.
    [aborted] { $opponent } aurkariaren aurkako { $game } partida bertan behera utzi da, bi aldeek mugitu aurretik; ez du balio.
   *[other] { $opponent } aurkariaren aurkako { $game } partida amaitu da.
  }
mail-game-ended-how = { $termination ->
    [castle] Aurkariaren gaztelura iritsita irabazi da.
    [capture] Alde baten pieza guztiak harrapatu dira.
    [no_moves] Txanda zuen aldeak ez zuen legezko mugimendurik.
    [bare_board] Bi aldeei pieza bana baino ez zitzaien geratzen.
    [resignation] Jokalarietako batek etsi egin du.
    [agreement] Jokalariek berdinketa adostu dute.
    [claim] Berdinketa erreklamatu da, posizio bat errepikatu delako edo berrogeita hamar mugimenduen arauagatik.
    [timeout] Txanda zuen aldeari denbora amaitu zaio.
    [adjudication] Txapelketaren antolatzaileak erabaki du emaitza, txandaren epea igaro ondoren.
    [forfeit] Emaitza jokatu gabe erabaki da, jokalari batek txapelketa utzi duelako.
   *[other] Partida amaitu da.
  }
mail-tournament-started-subject = { $tournament } txapelketa hasi da
mail-tournament-started = { $rounds ->
    [one] { $tournament } txapelketa hasi da: { $rounds } txanda jokatuko da.
   *[other] { $tournament } txapelketa hasi da: { $rounds } txanda jokatuko dira.
  }
mail-round-paired-subject = { $tournament }: { $round }. txandako bikoteak osatu dira
mail-round-paired = { $color ->
    [white] { $tournament } txapelketako { $round }. txandan Zuriekin jokatuko duzu { $opponent } aurkariaren aurka.
   *[black] { $tournament } txapelketako { $round }. txandan Beltzekin jokatuko duzu { $opponent } aurkariaren aurka.
  }
mail-round-forfeit = { $outcome ->
    [win] Partida hau ez da jokatuko: jokatu gabe irabazi duzu.
    [loss] Partida hau ez da jokatuko: jokatu gabe galdu duzu.
   *[other] Partida honen emaitza jokatu gabe erabaki da.
  }
mail-round-bye = { $bye ->
    [pab] Ez duzu aurkaririk { $tournament } txapelketako { $round }. txandan: parekatzeak emandako atsedena duzu (puntu osoa).
    [half_bye] Ez duzu jokatuko { $tournament } txapelketako { $round }. txandan: puntu erdiko atsedena duzu.
    [full_bye] Ez duzu jokatuko { $tournament } txapelketako { $round }. txandan: puntu osoko atsedena duzu.
    [zero_bye] Ez duzu jokatuko { $tournament } txapelketako { $round }. txandan: puntu gabeko atsedena duzu.
   *[other] Ez duzu partidarik { $tournament } txapelketako { $round }. txandan.
  }
mail-tournament-finished-subject = { $tournament } txapelketa amaitu da
mail-tournament-finished = { $tournament } txapelketa amaitu da. Zure azken postua: { $rank }; zure puntuazioa: { $points }.
mail-opponent-on-leave-subject = { $opponent } baimenean dago
mail-opponent-on-leave = { $count ->
    [one] { $opponent } baimenean dago data honetara arte: { $until }. Bitartean, haren erlojua geldirik dago harekin jokatzen ari zaren partidan.
   *[other] { $opponent } baimenean dago data honetara arte: { $until }. Bitartean, haren erlojua geldirik dago harekin jokatzen ari zaren { $count } partidetan.
  }
mail-webhook-disabled-subject = Zure webhooka desgaitu da
mail-webhook-disabled = Zure webhookak ({ $url }) huts egiten zuen data honetatik aurrera: { $since }. Horregatik desgaitu egin da. Erregistratu berriro dabilenean.

## The calendar feed

calendar-name = Camelot-eko epeak: { $name }
calendar-your-move = Camelot: zure txanda da { $opponent } aurkariaren aurka
calendar-round-deadline = Camelot: { $tournament }, { $round }. txandaren epea
calendar-description = Zure posta bidezko partidetan eta txapelketako txandetan denbora noiz amaitzen zaizun.
calendar-your-move-description = { $game } partidan zure denbora orain amaitzen da.
calendar-round-deadline-description = { $round }. txandako partida amaitu gabeak antolatzaileak erabakiko ditu orain.

## The tutorial

no-such-lesson = { $lesson } aipatzen du, eta hori ez da tutorialeko ikasgaia
lessons-count = ikasgai batetik { $max } ikasgaira bitartean zerrendatu behar ditu

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Mugimenduak ikasi berri ditu: mugimendu bat aurrera begiratzen du, eta askotan okerra aukeratzen du.
bot-level-2 = Hasiberria: harrapaketak mugimendu bat aurrera ikusten ditu, baina oraindik arduragabea da.
bot-level-3 = Noizbehinkako jokalaria: bi mugimendu aurrera begiratzen du.
bot-level-4 = Klubeko jokalaria: hiru mugimendu aurrera, oso gutxitan arduragabea.
bot-level-5 = Klubeko jokalari sendoa: lau mugimendu aurrera.
bot-level-6 = Aditua: benetako bilaketa, hogei mila posizio inguru mugimendu bakoitzeko.
bot-level-7 = Maisua: bilaketa sakona, berrehun mila posizio ingurukoa.
bot-level-8 = Indar osoa: motorra bere onenean.
