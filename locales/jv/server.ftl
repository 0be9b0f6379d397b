# Camelot Server: tembung-tembung sing ditulis server dhéwé (wangsulan masalah saka API).

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = Panjaluké ora bisa diwaca
problem-invalid-parameter = Paramèter ing path utawa query ora sah
problem-invalid-cursor = Kursor kaca ora sah
problem-unauthorized = Sampeyan kudu mlebu dhisik
problem-invalid-credentials = Jeneng panganggo utawa tembung sandhi salah
problem-invalid-token = Token ora sah
problem-forbidden = Sampeyan ora kena nindakaké iki
problem-insufficient-scope = Token iki ora nglilani tumindak iki
problem-engine-assist = Pitulungan mesin kanggo dolanan sampeyan dhéwé sing isih mlaku ora dililani
problem-csrf = Panjalukan saka situs liya ditolak
problem-not-found = Ora ketemu
problem-method-not-allowed = Metodhe ora dililani
problem-not-acceptable = Wangsulan nganggo wujud sing dijaluk ora ana
problem-conflict = Panjaluké ora cocog karo kahanan saiki
problem-username-taken = Jeneng panganggo kuwi wis dienggo
problem-not-your-turn = Saiki dudu giliran sampeyan
problem-game-over = Dolanané wis rampung
problem-gone = Wis ora ana manèh
problem-cursor-expired = Kursoré nuding kedadéan sing wis ora disimpen
problem-stale-version = Sumberé wis owah
problem-payload-too-large = Isi panjaluké kegedhèn
problem-unsupported-media-type = Jinis isi ora didhukung
problem-validation = Panjaluké ora sah
problem-illegal-move = Laku ora sah
problem-draw-claim-refused = Ora bisa njaluk imbang
problem-version-required = Vèrsi sing dikarepaké kudu disebutaké
problem-rate-limited = Kakèhan panjalukan
problem-internal = Kasalahan ing server
problem-not-implemented = Durung ana
problem-unavailable = Layanan ora kena dienggo

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = "{ $text }" dudu laku: tulisen kothak wiwitan, banjur saben kothak panggonan mandheg sawisé - (laku utawa ligas) utawa x (lumpat), contoné D6-F8 utawa F6xF8
illegal-off-board = { $square } dudu kothak ing papan
illegal-game-over = Dolanané wis rampung
illegal-placement-expected = Dèkèkna dhisik wit telu duwèké sampeyan: sebutna telung kothak wit sampeyan, contoné C2,D2,I2
illegal-not-placement-phase = Wité wis didèkèkaké: lakokna salah siji pasukan
illegal-not-tree-square = { $square } dudu salah siji kothak wit sampeyan
illegal-duplicate-tree = { $square } disebut kaping pindho: wit telu kudu ana ing telung kothak sing béda
illegal-tree-on-occupied = Kothak { $square } wis ana isiné: wit mung kena ana ing kothak kosong
illegal-empty-origin = Ora ana pasukan ing kothak { $square }
illegal-not-your-piece = { $side ->
    [white] Pasukan ing kothak { $square } duwèké Ireng; saiki giliran Putih
   *[black] Pasukan ing kothak { $square } duwèké Putih; saiki giliran Ireng
  }
illegal-must-leave-own-castle = Pasukan ing kothak { $square } ana ing kastilé dhéwé: ing giliran iki pasukan kuwi kudu metu lan ora ana pasukan liya sing kena mlaku
illegal-leaves-opponent-castle = Pasukan ing kothak { $square } ana ing kastilé mungsuh: pasukan kuwi ora bakal bisa metu, siji-sijiné lakuné yaiku Laku Kastil menyang kothak kastil liyané
illegal-continues-after-opponent-castle = Laku sing mlebu kastilé mungsuh mandheg ing kana: sawisé { $square } ora kena ana langkah manèh
illegal-not-adjacent = Saka { $from } menyang { $to } dudu langkah menyang kothak sandhingé lan dudu lumpatan lurus ngliwati siji kothak
illegal-landing-occupied = Kothak { $square } wis ana isiné: pasukan mung kena mandheg ing kothak kosong
illegal-nothing-to-leap = Saka { $from } menyang { $to } ngliwati { $over }, nanging ing { $over } ora ana pasukan sing kena diliwati
illegal-wrong-separator-jump = Saka { $from } menyang { $to } mlumpati pasukan mungsuh: tulisen { $from }x{ $to }, nganggo x kanggo nangkep
illegal-wrong-separator-plain = Saka { $from } menyang { $to } ora nangkep apa-apa: tulisen { $from }-{ $to }, nganggo - kanggo laku utawa ligas
illegal-plain-in-sequence = Langkah { $from }-{ $to } menyang kothak sandhingé wis dadi laku sak wutuhé: ora kena digabung karo langkah liya
illegal-canter-after-jump = { $from }-{ $to } ngligas pasukan kanca sawisé nangkep: pasukan sing wis mlumpat mung kena terus mlumpat
illegal-man-cannot-charge = Pasukan ing kothak { $square } iku Prajurit: mung Ksatria sing kena ngligas banjur mlumpat (Serangan Ksatria)
illegal-into-own-castle = { $square } ana ing kastilé sampeyan dhéwé: pasukan mung kena mlebu kastilé dhéwé kanthi mlumpat
illegal-canter-revisit = Ligasé ngliwati { $square } kaping pindho: ligas ora kena bali menyang kothak sing wis diliwati
illegal-must-continue-jump = Pasukan sing nangkep kudu terus mlumpat salawasé isih bisa: saka { $square } pasukan kuwi isih bisa nangkep manèh
illegal-capture-required-example = Ing giliran iki sampeyan kudu nangkep (contoné { $example })
illegal-capture-required = Ing giliran iki sampeyan kudu nangkep
illegal-knight-must-jump = Ksatria sing ligasé mandheg ing sandhingé pasukan mungsuh sing bisa dilumpati kudu mlumpat: ing { $square } Ksatria kuwi bisa nangkep, mula saka kana ora kena ngligas manèh utawa mandheg
illegal-castle-move-limit = { $side ->
    [white] Putih wis nindakaké Laku Kastil kaping pindho, sak akèh-akèhé sing dililani ing sak dolanan
   *[black] Ireng wis nindakaké Laku Kastil kaping pindho, sak akèh-akèhé sing dililani ing sak dolanan
  }

## Playing

not-your-turn = Saiki giliran mungsuh sampeyan.
game-over = { $status ->
    [aborted] Dolanan { $game } wis rampung (dibatalaké).
   *[finished] Dolanan { $game } wis rampung.
  }
game-over-timeout = Dolanan { $game } wis rampung: wektuné pihak sing lagi giliran entèk ing { $deadline }.
no-such-game = Ora ana dolanan { $game }.
no-such-user = Ora ana panganggo sing jenengé { $name }.
no-such-user-number = Ora ana panganggo sing jenengé { $name }. Panganggo disebut nganggo jeneng panganggoné, dudu nganggo nomer.

## Accounts

validation-one = { $field }: { $message }
validation-many = Ana { $count } isian sing ora sah
username-length = kudu dumadi saka { $min } nganti { $max } aksara
username-characters = mung kena isi aksara A–Z, angka, '_' lan '-'
username-reserved = ora kena diwiwiti nganggo { $prefix } (jeneng-jeneng mungsuh komputer)
password-too-short = kudu paling sithik { $min } aksara
password-too-long = paling akèh { $max } aksara
username-taken = Jeneng panganggo { $name } wis dienggo.
wrong-username-or-password = Jeneng panganggo utawa tembung sandhiné salah.
rate-limited-address = Kakèhan nyoba saka alamat sampeyan; cobanen manèh ing { $seconds } detik.
rate-limited-username = Kakèhan nyoba kanggo jeneng panganggo iki; cobanen manèh ing { $seconds } detik.
rate-limited-account = Kakèhan nyoba kanggo akun sampeyan; cobanen manèh ing { $seconds } detik.

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Halo { $name },
mail-stop-text = Yèn ora gelem nampa e-mail iki manèh: { $link }
mail-stop-link = Aja ngirim e-mail iki manèh
mail-verify-subject = Pesthèkna alamat e-mail sampeyan kanggo Camelot
mail-verify-open = Supaya bisa nampa kabar saka Camelot ing alamat iki, bukaken link iki:
mail-verify-expiry = Link iki mung bisa dienggo { $hours } jam. Yèn sampeyan ora njaluk iki, ora usah digubris.
mail-digest-subject-one = Giliran sampeyan nglawan { $opponent }
mail-digest-subject-many = Giliran sampeyan ing { $count } dolanan
mail-digest-intro = Dolanan-dolanan iki ngenteni laku sampeyan, sing paling kesusu dhisik:
mail-digest-line = Dolanan { $game } nglawan { $opponent }: lakokna sadurungé { $deadline }
mail-deadline-subject = Wektu sampeyan ing dolanan { $game } kari kurang saka sedina
mail-deadline-body = Wektu sampeyan ing dolanan { $game } entèk ing { $deadline }.
mail-deadline-move = Lakokna ing kéné: { $link }
mail-open-game = Bukak dolanan { $game }

## The calendar feed

calendar-name = Wates wektu Camelot kagungané { $name }
calendar-your-move = Camelot: giliran sampeyan nglawan { $opponent }
calendar-round-deadline = Camelot: { $tournament }, wates wektu babak { $round }

## The tutorial

no-such-lesson = Ora ana piwulang { $lesson } ing tutorial.
