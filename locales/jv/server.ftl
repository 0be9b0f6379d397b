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
players-only = Mung pemain loro ing dolanan iki sing kena nindakaké kuwi.
stale-ply = Dolanan lagi ana ing setengah laku { $ply }, dudu { $sent }; bukak manèh banjur cobanen manèh.
expected-ply-required = Sebutna sampeyan nglakokaké ing setengah laku pira: kirim "expected_ply" ing awak panjaluk utawa header If-Match: "<ply>".
if-match-invalid = If-Match kudu ETag dolanan, upamané "12"; sing ditampa: { $got }.
not-a-move-path = Kuwi dudu tulisan laku.
idempotency-key-invalid = Idempotency-Key kudu dumadi saka 1–255 aksara ASCII sing katon.
idempotency-key-reused = Idempotency-Key iki wis tau dienggo kanggo panjaluk liya.
no-draw-offer = Mungsuh sampeyan ora nawakaké imbang.
abort-tournament-game = Dolanan turnamen ora bisa dibatalaké (luwih becik nyerah, utawa takon panitia).
abort-too-late = Loro-loroné wis nglakokaké: dolanan ora bisa dibatalaké manèh (luwih becik nyerah).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = Dolanan wis rampung: ora ana imbang sing bisa dijaluk
draw-claim-not-yet = Imbang durung bisa dijaluk: posisi iki lagi metu { $occurrences } kali (kudu 3) lan wis liwat { $plies } setengah laku tanpa tangkepan utawa mlebu Kastil (kudu 100)
draw-claim-not-yours = Mung pihak sing lagi giliran sing kena njaluk imbang merga posisi bola-bali

## Conditional moves

conditional-your-move = Saiki giliran sampeyan: laku bersyarat disetèl nalika mungsuh sampeyan sing lagi giliran.
conditional-too-many-lines = paling akèh { $max } baris
conditional-line-length = baris { $line } kudu masangaké saben laku mungsuh karo wangsulan sampeyan: cacahé laku genep, 2 nganti { $max }
conditional-after-game-over = Baris { $line } isih terus sawisé dolanan rampung (ing setengah laku { $ply }).
conditional-illegal = Baris { $line }, setengah laku { $ply } ({ $path }): { $reason }
conditional-contradicting-replies = Baris { $line } mangsuli { $moves } nganggo { $reply }, nanging baris { $other } mangsuli laku sing padha nganggo { $known }: wènèhana siji wangsulan kanggo saben posisi.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = ukurané kudu antara { $min } lan { $max } piksel, dudu { $size }
board-destination-empty = kothak { $square } kosong, mangka laku pungkasan mesthiné rampung ing kono
board-destination-not-mover = { $mover ->
    [white] laku pungkasan kuwi lakuné Putih, nanging pasukan ing kothak { $square } dudu duwèké Putih
   *[black] laku pungkasan kuwi lakuné Ireng, nanging pasukan ing kothak { $square } dudu duwèké Ireng
  }
board-origin-occupied = kothak { $square } ana isiné, mangka laku pungkasan mesthiné ninggalaké kothak kuwi
board-captured-square-occupied = laku pungkasan mlumpati kothak { $square }, nanging ing kono isih ana pasukan
board-castle-move-not-counted = { $mover ->
    [white] laku pungkasan kuwi Laku Kastil, nanging posisiné ora nyathet Laku Kastil babar pisan kanggo Putih
   *[black] laku pungkasan kuwi Laku Kastil, nanging posisiné ora nyathet Laku Kastil babar pisan kanggo Ireng
  }
board-quiet-plies-not-reset = { $what ->
    [capture] laku pungkasan nangkep, dadi pétungan setengah laku sepi ing posisi kudu 0, dudu { $plies }
   *[castle] laku pungkasan mlebu Kastil mungsuh, dadi pétungan setengah laku sepi ing posisi kudu 0, dudu { $plies }
  }
board-tree-missing = laku pungkasan nyelehaké wit ing kothak { $square }, nanging ing kono ora ana wit
board-last-not-game-move = kudu laku pungkasan dolanan, { $path }

## Analysis

position-invalid = dudu posisi: { $error }
position-invalid-variant = dudu posisi varian { $variant }: { $error }
position-over = ora ana laku sing bisa dibiji: dolanan wis rampung ({ $status })
engine-assist = Iki posisi salah siji dolanan sampeyan sing isih mlaku: server iki ora mbiji nganti dolanané rampung.
analysis-game-ongoing = Dolanan sing isih mlaku ora bisa dianalisis; jaluka manèh yèn wis rampung.
analysis-not-requested = Dolanan { $game } durung dianalisis; kirim POST menyang alamat iki kanggo njaluk.

## Challenges

no-such-challenge = Ora ana tantangan { $challenge }.
challenge-yourself = sampeyan ora bisa nantang awaké dhéwé
rating-limits-open-seeks = watesan rating mung kanggo tawaran mbukak
max-rating-below-min = ora kena luwih endhek tinimbang min_rating
challenge-expired = Tantangan { $challenge } wis kedaluwarsa ing { $time }.
challenge-closed = { $status ->
    [accepted] Tantangan { $challenge } wis ditampa.
    [declined] Tantangan { $challenge } wis ditolak.
    [cancelled] Tantangan { $challenge } wis dibatalaké.
    [expired] Tantangan { $challenge } wis kedaluwarsa.
   *[other] Tantangan { $challenge } wis ditutup ({ $status }).
  }
challenge-own = Sampeyan ora bisa nampa tantangan sampeyan dhéwé (batalna waé).
challenge-someone-else = Tantangan iki kanggo wong liya.
challenge-decline-not-yours = Mung pemain sing ditantang sing kena nolak (tawaran mbukak cukup ditinggal waé).
challenge-cancel-not-yours = Mung pemain sing gawé tantangan sing kena mbatalaké.
seek-rating-outside = { $bounds ->
    [min] Rating sampeyan { $rating } ana ing njaba wates sing ditampa tawaran iki ({ $min } munggah).
    [max] Rating sampeyan { $rating } ana ing njaba wates sing ditampa tawaran iki (nganti { $max }).
    [none] Rating sampeyan { $rating } ana ing njaba wates sing ditampa tawaran iki.
   *[both] Rating sampeyan { $rating } ana ing njaba wates sing ditampa tawaran iki ({ $min }–{ $max }).
  }
rematch-not-player = Mung para pemain dolanan sing bisa njaluk dolanan manèh.
rematch-game-ongoing = Dolanan isih mlaku: dolanan manèh bisa dijaluk yèn wis rampung.

## Time controls

time-control-required = kudu diisi (utawa cekakané, days_per_move)
days-per-move-contradicts = bertentangan karo time_control: wènèhana salah siji waé
days-range = kudu antara { $min } lan { $max } dina
not-above-max-days = ora kena ngluwihi max_days

## Tournaments

no-such-tournament = Ora ana turnamen { $tournament }.
round-not-paired = Babak { $round } turnamen { $tournament } durung dipasangaké.
organizer-only = Mung panitia turnamen (utawa admin) sing kena nindakaké iki.
swiss-rounds-required = Sistem Swiss butuh cacahé babak
round-robin-rounds-given = setengah kompetisi nduwé babak sacukupé kanggo kabèh pemainé; rounds ora usah diisi
round-robins-only = mung kanggo setengah kompetisi
round-robin-max-players = setengah kompetisi nampa paling akèh { $max } pemain
swiss-too-many-rounds = { $rounds } babak kanggo paling akèh { $players } pemain: yèn cacahé babak ≥ cacahé pemain − 1, dolanana setengah kompetisi waé
tiebreak-buchholz-round-robin = { $name }: Buchholz ora dienggo ing setengah kompetisi (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = paling akèh { $max } penentu peringkat
swiss-by-round = Sistem Swiss dipasangaké babak saka babak
late-entry-swiss = daftar telat mung kanggo turnamen Sistem Swiss, paling suwé nganti cacahé babak
tournament-already-in = Sampeyan wis kadhaftar ing turnamen iki.
tournament-entries-closed = Turnamen wis diwiwiti lan ora nampa pendaftaran manèh.
tournament-over = Turnamen wis rampung.
tournament-full = Turnamen wis kebak.
tournament-leave-started = Turnamen wis diwiwiti: mundura waé.
tournament-not-in = Sampeyan ora kadhaftar ing turnamen iki.
tournament-started = Turnamen wis diwiwiti.
swiss-too-few-players = { $players } pemain ora bisa main Sistem Swiss { $rounds } babak (cacahé babak kudu kurang saka cacahé pemain − 1): ganti dadi setengah kompetisi, utawa enteni pemain luwih akèh.
round-robin-too-few = Setengah kompetisi butuh paling sithik { $min } pemain; sing daftar { $players }.
round-robin-too-many = Setengah kompetisi nampa paling akèh { $max } pemain; sing daftar { $players }.
tournament-withdraw-not-started = Turnamen durung diwiwiti: batalna pendaftarané waé.
tournament-player-not-in = Pemain kuwi ora kadhaftar ing turnamen iki.
tournament-player-already-withdrawn = Pemain kuwi wis mundur.
tournament-player-withdrawn = Pemain kuwi wis mundur.
bye-round-robin = Bye dijaluk ing turnamen Sistem Swiss; jadwal setengah kompetisi wis tetep.
bye-round-range = round kudu babak sing durung dipasangaké: { $min } nganti { $max }.
forbidden-pair-two = sebutna persis loro pemain
forbidden-pair-same = sebutna loro pemain sing béda
forbidden-pair-round-robin = Pasangan sing dilarang mung kanggo turnamen Sistem Swiss; jadwal setengah kompetisi wis tetep.
forbidden-pair-not-in = Pemain loro-loroné kudu kadhaftar ing turnamen iki.
tournament-game-not-in = Dolanan { $game } dudu dolanan turnamen { $tournament }.
adjudicate-game-over = Dolanan kuwi wis rampung.
adjudicate-before-deadline = Wates wektu babak { $round } ({ $deadline }) durung liwat: para pemain isih main.
adjudicate-no-deadline = Turnamen iki ora nduwé wates wektu babak: dolanané dimainaké nganti rampung.
preview-not-running = Turnamen { $tournament } ora lagi mlaku: ora ana babak sabanjuré sing bisa dideleng.
preview-games-open = { $count } dolanan ing babak iki isih dimainaké: babak sabanjuré bisa dideleng yèn kabèh wis rampung.
preview-all-paired = Kabèh babak wis dipasangaké.
pairing-kept-changing = Turnamen terus owah nalika babak sabanjuré lagi dipasangaké; bakal dicoba manèh.

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
account-gone = Akun kuwi wis ora ana.
account-change-nothing = owahana new_password (bebarengan current_password), email utawa language
current-password-required = kudu diisi kanggo ngowahi tembung sandhi
new-password-required = kudu diisi bebarengan current_password
current-password-wrong = Tembung sandhi saiki salah.
password-wrong = Tembung sandhiné salah.
email-off = E-mail dipatèni ing server iki (ora ana relai SMTP sing disetèl).
own-admin-role = Sampeyan ora bisa nyopot peran admin sampeyan dhéwé; jaluka admin liyané.

## Signing in, sessions and tokens

token-missing = Kirim token akses: Authorization: Bearer <token>.
token-missing-stream = Kirim token akses: Authorization: Bearer <token> (utawa ?access_token=).
token-missing-sign-out = Metu ing kabèh piranti butuh Authorization: Bearer <token akses>.
authorization-unreadable = Header Authorization ora bisa diwaca.
authorization-not-bearer = Header Authorization kudu: Bearer <token>.
access-token-invalid = Token akses ora sah ({ $error }).
access-token-expired = Token akses wis kedaluwarsa; anyarana utawa mlebu manèh.
access-token-no-user = Token akses ora nyebut panganggo sing sah.
access-token-revoked = Token akses iki wis dicabut (metu ing kabèh piranti, utawa tembung sandhi diowahi); mlebu manèh.
token-account-gone = Akun sing nduwé token iki wis ora ana.
token-revoked = Token iki wis dicabut.
token-expired = Token iki wis kedaluwarsa.
token-unknown = Token iki ora dikenal.
scope-account-write = Ngowahi akun butuh sesi sing wis mlebu; token akses pribadi ora bisa.
scope-missing = Token iki ora nduwé cakupan { $scope }.
role-missing = Iki butuh peran { $role }.
refresh-token-required = kudu diisi (utawa "all": true kanggo metu ing kabèh piranti)
refresh-token-unknown = Token panganyar ora dikenal.
refresh-token-revoked = Token panganyar wis dicabut; mlebu manèh.
refresh-token-reused = Token panganyar wis tau dienggo; kabèh token sesi iki saiki dicabut. Mlebu manèh.
refresh-token-expired = Token panganyar wis kedaluwarsa; mlebu manèh.
not-signed-in = Sampeyan durung mlebu.
csrf-header-missing = Panjaluk sesi kudu nggawa header X-Camelot-CSRF: 1 (tandha yèn panjaluk kuwi saka kaca situs iki).
csrf-other-origin = Panjaluk sesi mung ditampa saka kaca situs iki ({ $own }), dudu saka { $origin }.
scopes-empty = sebutna paling sithik siji cakupan
scope-not-grantable = account:write mung kanggo sesi sing wis mlebu
tokens-full = Sampeyan nyekel { $max } token, cacah paling akèh sing diolèhaké: cabut siji dhisik.
no-such-token = Sampeyan ora nduwé token { $token }.

## Leave

leave-already = Sampeyan wis prei nganti { $until }; rampungna dhisik sadurungé njupuk prei liyané.
leave-days-left = sampeyan isih nduwé { $left } saka { $allowance } dina prei taun iki
leave-none = Sampeyan ora lagi prei.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = dudu alamat e-mail
verify-link-unknown = Link verifikasi iki ora dikenal (utawa wis tau dienggo).
verify-link-expired = Link verifikasi iki wis kedaluwarsa: jaluka sing anyar.
unsubscribe-link-unknown = Link mandheg langganan iki ora dikenal.
calendar-link-unknown = Link tanggalan iki ora dikenal (mbok menawa wis diganti sing luwih anyar?).
webhook-url-invalid = dudu URL ({ $error })
webhook-url-https = kudu nganggo https
webhook-url-scheme = kudu URL http(s)
webhook-url-credentials = ora kena ngemot jeneng panganggo utawa tembung sandhi
webhook-url-no-host = kudu nyebut host
webhook-host-unresolved = nyebut host sing ora bisa ditemokaké ({ $host })
webhook-address-refused = ngarah menyang { $address }, alamat sing ora dihubungi server (loopback, pribadi, link-local utawa metadata)
webhook-events-empty = sebutna paling sithik siji jinis kadadéan
webhooks-full = Sampeyan nduwé { $max } webhook, cacah paling akèh sing diolèhaké: busak siji dhisik.
no-such-webhook = Sampeyan ora nduwé webhook { $webhook }.
no-such-delivery = Ora ana kiriman { $delivery }.
webhook-disabled = Webhook iki dipatèni (gagal suwé banget): dhaftarna manèh yèn wis bisa mlaku.

## Events

event-cursor-invalid = after kudu id kadadéan (wilangan wutuh), dudu { $got }.
event-limit-range = limit kudu 1–500, sing ditampa { $got }.
last-event-id-invalid = Last-Event-ID kudu id kadadéan.
events-pruned = Kadadéan nganti { $horizon } wis ora disimpen manèh (EVENT_RETENTION_DAYS), dadi sawetara kadadéan sawisé { $after } wis ilang. Wacanen kahanan saiki (GET /me/games) banjur terusna saka after={ $horizon }.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = Panjaluk iki butuh awak JSON (upamané { "{}" }).
body-not-json = Awak panjaluk dudu JSON sing sah (baris { $line }, kolom { $column }).
body-not-json-because = Awak panjaluk dudu JSON sing sah: { $error }.
body-not-json-type = Awak panjaluk kudu JSON, dikirim nganggo Content-Type: application/json.
body-too-large-known = Awak panjaluk gedhéné { $length } bita; paling akèh { $limit } bita sing ditampa.
body-too-large = Awak panjaluk luwih gedhé tinimbang { $limit } bita.
body-wrong-shape = Awak JSON ora awujud kaya sing dikarepaké: { $error }.
body-unreadable = Awak panjaluk ora bisa diwaca: { $error }.
path-segment-invalid = Salah siji perangan path ora sah: { $error }.
query-string-invalid = Query string ora sah: { $error }.
url-parameter-invalid = { $part ->
    [path] Paramèter path { $field }: { $message }.
   *[query] Paramèter query { $field }: { $message }.
  }
header-not-ascii = Header { $header } kudu teks ASCII biasa.
page-limit-range = limit kudu antara 1 lan { $max }, sing ditampa { $got }.
cursor-not-ours = Kursor iki ora diwènèhaké endpoint iki; wiwiten manèh tanpa kursor.
nothing-at = Ora ana apa-apa ing { $path }.
method-not-allowed = { $method } ora diolèhaké ing { $path }; sing diolèhaké: { $allowed }.
no-such-problem-type = Ora ana jinis masalah { $slug }.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = ora kena ngemot aksara NUL (\u0000)
field-required = kudu diisi
field-unknown = dudu isian panjaluk iki
field-unknown-known = dudu isian panjaluk iki (isian sing dikenal: { $known })
field-not-one-of = kudu salah siji saka { $options }, dudu { $got }
field-not-another-value = kudu isi liyané, dudu { $got }
field-wrong-type = { $expected ->
    [whole-number] kudu wilangan wutuh saka { $min } nganti { $max }, dudu { $got }
    [number] kudu angka, dudu { $got }
    [string] kudu teks, dudu { $got }
    [boolean] kudu true utawa false, dudu { $got }
    [list] kudu dhaptar, dudu { $got }
    [object] kudu objek, dudu { $got }
    [choice] kudu salah siji isi sing diolèhaké, dudu { $got }
    [datetime] kudu tanggal lan wektu wujud RFC 3339, upamané 2026-01-31T12:00:00Z, dudu { $got }
    [unknown] kudu jinis liyané, dudu { $got }
   *[other] kudu { $type }, dudu { $got }
  }
field-wrong-length = kudu nduwé { $length }
field-duplicate = disebut kaping pindho
field-whole-number = kudu wilangan wutuh
field-too-large = kegedhèn
field-too-small = kecilikan
field-number = kudu angka
field-boolean = kudu true utawa false
field-invalid = { $error }
at-least = kudu paling sithik { $min }
from-to = kudu { $min } nganti { $max }
between = kudu antara { $min } lan { $max }
length-range = kudu dumadi saka { $min } nganti { $max } aksara
text-too-long = paling akèh { $max } aksara
in-the-future = kudu ing mangsa ngarep
required-one-of = kudu diisi: { $options }
must-be-not = kudu { $options }, dudu { $got }
choices-or = { $init } utawa { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Ana sing salah ing pihak kita; panjaluk ora rampung.
not-found = Ora ditemokaké
database-unavailable = Basis data ora kasedhiya; cobanen manèh sedhela engkas.
database-busy = Panjaluk liya ngowahi data sing padha ing wektu sing padha; ora ana sing diowahi. Cobanen manèh.
database-lost = Sambungan menyang basis data pedhot nalika nglayani panjaluk iki; panjaluk bisa uga wis rampung, bisa uga durung. Cobanen manèh sedhela engkas (nyoba manèh nganggo Idempotency-Key sing padha mangsuli nganggo asil sing disimpen yèn wis rampung).
ready-database-unreachable = basis data ora bisa digayuh: { $error }
ready-migrations-missing = migrasi durung ditrapaké: { $migrations }
ready-check-failed = { $error }

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

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Bukak turnamen { $tournament }
mail-open-inbox = Bukak kothak mlebumu
mail-open-webhooks = Waca bab webhook
mail-notice-subject = Kabar anyar saka Camelot
mail-notice = Ana kabar anyar bab dolanan utawa turnamenmu ing Camelot.
mail-challenge-received-subject = { $opponent } nantang sampeyan
mail-challenge-received = { $opponent } nantang sampeyan main Camelot. Tampa utawa tolak tantangané ing kothak mlebumu.
mail-challenge-accepted-subject = { $opponent } nampa tantanganmu
mail-challenge-accepted = { $opponent } nampa tantanganmu: dolanan { $game } wis diwiwiti.
mail-challenge-declined-subject = { $opponent } nolak tantanganmu
mail-challenge-declined = { $opponent } nolak tantanganmu.
mail-challenge-declined-reason = Alesané: { $reason }
mail-challenge-cancelled-subject = { $opponent } mbatalaké tantangané
mail-challenge-cancelled = { $opponent } mbatalaké tantangan sing wis dikirim marang sampeyan.
mail-game-started-subject = Dolanan anyar nglawan { $opponent }
mail-game-started = { $color ->
    [white] Dolanan { $game } nglawan { $opponent } wis diwiwiti. Sampeyan main Putih lan mlaku dhisik.
   *[black] Dolanan { $game } nglawan { $opponent } wis diwiwiti. Sampeyan main Ireng; { $opponent } sing mlaku dhisik.
  }
mail-game-rated = { $rated ->
    [rated] Dolanan iki diétung kanggo ratingmu.
   *[unrated] Dolanan iki ora diétung kanggo ratingmu.
  }
mail-opponent-moved-subject = Giliran sampeyan nglawan { $opponent }
mail-opponent-moved = { $opponent } nglakokaké { $move } ing dolanan { $game }: saiki giliran sampeyan.
mail-draw-offered-subject = { $opponent } nawani imbang
mail-draw-offered = { $opponent } nawani imbang ing dolanan { $game }. Tampa utawa tolak tawarané ing kaca dolanan.
mail-draw-declined-subject = { $opponent } nolak tawaran imbangmu
mail-draw-declined = { $opponent } nolak tawaran imbangmu ing dolanan { $game }: dolanané terus.
mail-game-ended-subject = { $outcome ->
    [win] Sampeyan menang nglawan { $opponent }
    [loss] Sampeyan kalah nglawan { $opponent }
    [draw] Imbang nglawan { $opponent }
    [aborted] Dolanan nglawan { $opponent } dibatalaké
   *[other] Dolananmu nglawan { $opponent } wis rampung
  }
mail-game-ended = { $outcome ->
    [win] Sampeyan menang ing dolanan { $game } nglawan { $opponent }.
    [loss] Sampeyan kalah ing dolanan { $game } nglawan { $opponent }.
    [draw] Dolanan { $game } nglawan { $opponent } rampung imbang.
    [aborted] Dolanan { $game } nglawan { $opponent } dibatalaké sadurungé loro-loroné mlaku; dolanan iki ora diétung.
   *[other] Dolanan { $game } nglawan { $opponent } wis rampung.
  }
mail-game-ended-how = { $termination ->
    [castle] Dolanan iki dimenangaké kanthi tekan kastilé mungsuh.
    [capture] Kabèh pasukan salah siji pihak ketangkep.
    [no_moves] Pihak sing lagi giliran wis ora duwé laku sing sah.
    [bare_board] Loro-loroné mung kari duwé pasukan siji.
    [resignation] Salah siji pemain nyerah.
    [agreement] Pemain loro-loroné sarujuk imbang.
    [claim] Imbang diklaim amarga kahanan papan bola-bali padha utawa miturut aturan sèket laku.
    [timeout] Wektuné pihak sing lagi giliran entèk.
    [adjudication] Panitia turnamen mutusaké asilé sawisé wates wektu babak liwat.
    [forfeit] Asilé ditemtokaké tanpa main (WO), amarga ana pemain sing mundur saka turnamen.
   *[other] Dolanan wis rampung.
  }
mail-tournament-started-subject = Turnamen { $tournament } wis diwiwiti
mail-tournament-started = Turnamen { $tournament } wis diwiwiti: ana { $rounds } babak sing bakal dimainaké.
mail-round-paired-subject = { $tournament }: pasangan babak { $round } wis ditemtokaké
mail-round-paired = { $color ->
    [white] Ing babak { $round } turnamen { $tournament }, sampeyan main Putih nglawan { $opponent }.
   *[black] Ing babak { $round } turnamen { $tournament }, sampeyan main Ireng nglawan { $opponent }.
  }
mail-round-forfeit = { $outcome ->
    [win] Dolanan iki ora dimainaké: sampeyan menang WO.
    [loss] Dolanan iki ora dimainaké: sampeyan kalah WO.
   *[other] Asilé dolanan iki ditemtokaké tanpa main.
  }
mail-round-bye = { $bye ->
    [pab] Sampeyan ora duwé mungsuh ing babak { $round } turnamen { $tournament }: sampeyan éntuk bye saka pasangan (siji poin kebak).
    [half_bye] Sampeyan ora main ing babak { $round } turnamen { $tournament } lan éntuk bye setengah poin.
    [full_bye] Sampeyan ora main ing babak { $round } turnamen { $tournament } lan éntuk bye siji poin kebak.
    [zero_bye] Sampeyan ora main ing babak { $round } turnamen { $tournament } lan ora éntuk poin.
   *[other] Sampeyan ora duwé dolanan ing babak { $round } turnamen { $tournament }.
  }
mail-tournament-finished-subject = Turnamen { $tournament } wis rampung
mail-tournament-finished = Turnamen { $tournament } wis rampung. Urutan pungkasanmu: { $rank }, kanthi { $points } poin.
mail-opponent-on-leave-subject = { $opponent } lagi prei
mail-opponent-on-leave = { $opponent } lagi prei nganti { $until }. Nganti wektu iku, jamé mandheg ing { $count } dolananmu nglawan dhèwèké.
mail-webhook-disabled-subject = Webhookmu dipatèni
mail-webhook-disabled = Webhookmu { $url } terus gagal wiwit { $since }, mula dipatèni. Dhaftarna manèh yèn wis bisa mlaku.

## The calendar feed

calendar-name = Wates wektu Camelot kagungané { $name }
calendar-your-move = Camelot: giliran sampeyan nglawan { $opponent }
calendar-round-deadline = Camelot: { $tournament }, wates wektu babak { $round }
calendar-description = Kapan wektumu entèk ing dolanan korespondensi lan babak turnamenmu.
calendar-your-move-description = Wektumu ing dolanan { $game } entèk saiki.
calendar-round-deadline-description = Dolanan babak { $round } sing durung rampung saiki dipasrahaké marang panitia.

## The tutorial

no-such-lesson = nyebut { $lesson }, sing dudu piwulang ing tutorial
lessons-count = kudu isi siji nganti { $max } piwulang

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Lagi waé sinau laku: mung ndeleng siji laku ing ngarep lan kerep milih sing salah.
bot-level-2 = Pemula: weruh tangkepan siji laku ing ngarep, nanging isih sembrana.
bot-level-3 = Pemain santai: ndeleng rong laku ing ngarep.
bot-level-4 = Pemain klub: ndeleng telung laku ing ngarep, arang sembrana.
bot-level-5 = Pemain klub sing kuwat: ndeleng patang laku ing ngarep.
bot-level-6 = Ahli: ngétung temenan, kira-kira rong puluh èwu panggonan saben laku.
bot-level-7 = Master: ngétung nganti jero, atusan èwu panggonan.
bot-level-8 = Kekuwatan kebak: mesin main paling apik.
