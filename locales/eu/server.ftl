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

## The calendar feed

calendar-name = Camelot-eko epeak: { $name }
calendar-your-move = Camelot: zure txanda da { $opponent } aurkariaren aurka
calendar-round-deadline = Camelot: { $tournament }, { $round }. txandaren epea

## The tutorial

no-such-lesson = Tutorialean ez dago { $lesson } ikasgairik.
