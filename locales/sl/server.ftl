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

## The calendar feed

calendar-name = Roki v Camelotu za igralca { $name }
calendar-your-move = Camelot: na potezi ste proti igralcu { $opponent }
calendar-round-deadline = Camelot: { $tournament }, rok za { $round }. krog

## The tutorial

no-such-lesson = V vadnici ni lekcije { $lesson }.
