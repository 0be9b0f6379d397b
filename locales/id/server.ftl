# Camelot Server: kata-kata yang ditulis oleh server sendiri (jawaban masalah dari API).

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = Permintaan tidak dapat dibaca
problem-invalid-parameter = Parameter jalur atau kueri tidak valid
problem-invalid-cursor = Kursor halaman tidak valid
problem-unauthorized = Anda harus masuk terlebih dahulu
problem-invalid-credentials = Nama pengguna atau kata sandi salah
problem-invalid-token = Token tidak valid
problem-forbidden = Anda tidak diizinkan melakukan ini
problem-insufficient-scope = Token ini tidak mengizinkan tindakan ini
problem-engine-assist = Bantuan mesin untuk permainan Anda sendiri yang masih berjalan tidak diizinkan
problem-csrf = Permintaan dari situs lain ditolak
problem-not-found = Tidak ditemukan
problem-method-not-allowed = Metode tidak diizinkan
problem-not-acceptable = Jawaban dalam bentuk yang diminta tidak tersedia
problem-conflict = Permintaan bertentangan dengan keadaan saat ini
problem-username-taken = Nama pengguna itu sudah dipakai
problem-not-your-turn = Bukan giliran Anda
problem-game-over = Permainan sudah selesai
problem-gone = Tidak tersedia lagi
problem-cursor-expired = Kursor menunjuk ke peristiwa yang tidak disimpan lagi
problem-stale-version = Sumber daya sudah berubah
problem-payload-too-large = Isi permintaan terlalu besar
problem-unsupported-media-type = Jenis konten tidak didukung
problem-validation = Permintaan tidak valid
problem-illegal-move = Gerakan tidak sah
problem-draw-claim-refused = Seri tidak dapat diklaim
problem-version-required = Versi yang diharapkan wajib disertakan
problem-rate-limited = Terlalu banyak permintaan
problem-internal = Kesalahan internal server
problem-not-implemented = Belum tersedia
problem-unavailable = Layanan tidak tersedia

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = "{ $text }" bukan gerakan: tulis petak awal, lalu setiap petak tujuan setelah - (gerakan atau lompatan teman) atau x (lompatan melewati lawan), misalnya D6-F8 atau F6xF8
illegal-off-board = { $square } bukan petak di papan
illegal-game-over = Permainan sudah selesai
illegal-placement-expected = Tempatkan dulu tiga pohon Anda: sebutkan tiga petak pohon Anda, misalnya C2,D2,I2
illegal-not-placement-phase = Pohon-pohon sudah ditempatkan: gerakkan sebuah bidak
illegal-not-tree-square = { $square } bukan salah satu petak pohon Anda
illegal-duplicate-tree = { $square } disebut dua kali: ketiga pohon harus berada di tiga petak yang berbeda
illegal-tree-on-occupied = Petak { $square } sudah terisi: pohon hanya boleh berada di petak kosong
illegal-empty-origin = Tidak ada bidak di petak { $square }
illegal-not-your-piece = { $side ->
    [white] Bidak di petak { $square } milik Hitam; sekarang giliran Putih
   *[black] Bidak di petak { $square } milik Putih; sekarang giliran Hitam
  }
illegal-must-leave-own-castle = Bidak di petak { $square } berada di kastilnya sendiri: bidak itu harus keluar pada giliran ini dan tidak ada bidak lain yang boleh bergerak
illegal-leaves-opponent-castle = Bidak di petak { $square } berada di kastil lawan: bidak itu tidak akan pernah bisa keluar, satu-satunya gerakannya adalah Gerakan Kastil ke petak kastil yang lain
illegal-continues-after-opponent-castle = Gerakan yang masuk ke kastil lawan berakhir di sana: tidak boleh ada langkah lagi setelah { $square }
illegal-not-adjacent = Dari { $from } ke { $to } bukan langkah ke petak tetangga dan bukan lompatan lurus melewati satu petak
illegal-landing-occupied = Petak { $square } sudah terisi: bidak hanya boleh mendarat di petak kosong
illegal-nothing-to-leap = Dari { $from } ke { $to } melompati { $over }, tetapi tidak ada bidak di { $over } untuk dilompati
illegal-wrong-separator-jump = Dari { $from } ke { $to } melompati bidak lawan: tulis { $from }x{ $to }, dengan x untuk tawanan
illegal-wrong-separator-plain = Dari { $from } ke { $to } tidak menawan apa pun: tulis { $from }-{ $to }, dengan - untuk gerakan atau lompatan teman
illegal-plain-in-sequence = Langkah { $from }-{ $to } ke petak tetangga sudah merupakan satu gerakan utuh: langkah itu tidak dapat digabung dengan langkah lain
illegal-canter-after-jump = { $from }-{ $to } melompati bidak teman setelah menawan: bidak yang sudah melompati lawan hanya boleh terus melompati lawan
illegal-man-cannot-charge = Bidak di petak { $square } adalah Prajurit: hanya Ksatria yang boleh melompati teman lalu melompati lawan (Serangan Ksatria)
illegal-into-own-castle = { $square } ada di kastil Anda sendiri: bidak hanya boleh masuk ke kastilnya sendiri dengan melompati lawan
illegal-canter-revisit = Lompatan teman melewati { $square } dua kali: lompatan teman tidak boleh kembali ke petak yang sudah dilalui
illegal-must-continue-jump = Bidak yang menawan harus terus melompat selama masih bisa: dari { $square } bidak itu dapat menawan lagi
illegal-capture-required-example = Pada giliran ini Anda wajib menawan (misalnya { $example })
illegal-capture-required = Pada giliran ini Anda wajib menawan
illegal-knight-must-jump = Ksatria yang lompatan temannya mendarat di samping bidak lawan yang dapat dilompatinya wajib melompati lawan: di { $square } Ksatria itu dapat menawan, jadi ia tidak boleh melanjutkan lompatan teman dari sana atau berhenti
illegal-castle-move-limit = { $side ->
    [white] Putih sudah melakukan dua Gerakan Kastil yang diizinkan dalam satu permainan
   *[black] Hitam sudah melakukan dua Gerakan Kastil yang diizinkan dalam satu permainan
  }

## Playing

not-your-turn = Sekarang giliran lawan Anda.
game-over = { $status ->
    [aborted] Permainan { $game } sudah selesai (dibatalkan).
   *[finished] Permainan { $game } sudah selesai.
  }
game-over-timeout = Permainan { $game } sudah selesai: waktu pihak yang mendapat giliran habis pada { $deadline }.
no-such-game = Tidak ada permainan { $game }.
no-such-user = Tidak ada pengguna bernama { $name }.
no-such-user-number = Tidak ada pengguna bernama { $name }. Pengguna disebut dengan nama penggunanya, bukan dengan nomor.
players-only = Hanya kedua pemain permainan ini yang boleh melakukannya.
stale-ply = Permainan ada di langkah paruh { $ply }, bukan { $sent }; muat ulang lalu coba lagi.
expected-ply-required = Sebutkan di langkah paruh mana Anda bergerak: kirim "expected_ply" di badan permintaan atau header If-Match: "<ply>".
if-match-invalid = If-Match harus berupa ETag permainan, misalnya "12"; yang diterima: { $got }.
not-a-move-path = Itu bukan penulisan gerakan.
idempotency-key-invalid = Idempotency-Key harus terdiri dari 1–255 karakter ASCII yang terlihat.
idempotency-key-reused = Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda.
no-draw-offer = Lawan Anda tidak menawarkan seri.
abort-tournament-game = Permainan turnamen tidak dapat dibatalkan (menyerahlah, atau hubungi penyelenggara).
abort-too-late = Kedua pihak sudah bergerak: permainan tidak dapat dibatalkan lagi (menyerahlah).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = Permainan sudah selesai: tidak ada seri yang dapat diklaim
draw-claim-not-yet = Seri belum dapat diklaim: posisi ini sudah muncul { $occurrences } kali (perlu 3) dan sudah berlalu { $plies } langkah paruh tanpa tawanan atau masuk Kastil (perlu 100)
draw-claim-not-yours = Hanya pihak yang mendapat giliran yang boleh mengklaim seri karena pengulangan posisi

## Conditional moves

conditional-your-move = Sekarang giliran Anda: gerakan bersyarat diatur selama lawan Anda yang mendapat giliran.
conditional-too-many-lines = paling banyak { $max } baris
conditional-line-length = baris { $line } harus memasangkan setiap gerakan lawan dengan balasan Anda: jumlah gerakan genap, 2 sampai { $max }
conditional-after-game-over = Baris { $line } berlanjut setelah permainan selesai (di langkah paruh { $ply }).
conditional-illegal = Baris { $line }, langkah paruh { $ply } ({ $path }): { $reason }
conditional-contradicting-replies = Baris { $line } membalas { $moves } dengan { $reply }, tetapi baris { $other } membalas gerakan yang sama dengan { $known }: berikan satu balasan untuk setiap posisi.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = ukuran harus antara { $min } dan { $max } piksel, bukan { $size }
board-destination-empty = petak { $square } kosong, padahal gerakan terakhir seharusnya berakhir di sana
board-destination-not-mover = { $mover ->
    [white] gerakan terakhir adalah gerakan Putih, tetapi bidak di petak { $square } bukan milik Putih
   *[black] gerakan terakhir adalah gerakan Hitam, tetapi bidak di petak { $square } bukan milik Hitam
  }
board-origin-occupied = petak { $square } terisi, padahal gerakan terakhir seharusnya meninggalkannya
board-captured-square-occupied = gerakan terakhir melompati petak { $square }, tetapi masih ada bidak di sana
board-castle-move-not-counted = { $mover ->
    [white] gerakan terakhir adalah Gerakan Kastil, tetapi posisi tidak mencatat satu pun Gerakan Kastil untuk Putih
   *[black] gerakan terakhir adalah Gerakan Kastil, tetapi posisi tidak mencatat satu pun Gerakan Kastil untuk Hitam
  }
board-quiet-plies-not-reset = { $what ->
    [capture] gerakan terakhir menawan, jadi penghitung langkah paruh tenang di posisi harus 0, bukan { $plies }
   *[castle] gerakan terakhir masuk ke Kastil lawan, jadi penghitung langkah paruh tenang di posisi harus 0, bukan { $plies }
  }
board-tree-missing = gerakan terakhir menaruh pohon di petak { $square }, tetapi tidak ada pohon di sana
board-last-not-game-move = harus gerakan terakhir permainan, { $path }

## Analysis

position-invalid = bukan posisi: { $error }
position-invalid-variant = bukan posisi varian { $variant }: { $error }
position-over = tidak ada gerakan untuk dinilai: permainan sudah selesai ({ $status })
engine-assist = Ini posisi salah satu permainan Anda yang masih berlangsung: server ini tidak menilainya sebelum permainan selesai.
analysis-game-ongoing = Permainan yang masih berlangsung tidak dapat dianalisis; minta lagi setelah selesai.
analysis-not-requested = Permainan { $game } belum dianalisis; kirim POST ke alamat ini untuk memintanya.

## Challenges

no-such-challenge = Tidak ada tantangan { $challenge }.
challenge-yourself = Anda tidak dapat menantang diri sendiri
rating-limits-open-seeks = batas rating hanya berlaku untuk tawaran terbuka
max-rating-below-min = tidak boleh di bawah min_rating
challenge-expired = Tantangan { $challenge } kedaluwarsa pada { $time }.
challenge-closed = { $status ->
    [accepted] Tantangan { $challenge } sudah diterima.
    [declined] Tantangan { $challenge } sudah ditolak.
    [cancelled] Tantangan { $challenge } sudah dibatalkan.
    [expired] Tantangan { $challenge } sudah kedaluwarsa.
   *[other] Tantangan { $challenge } sudah ditutup ({ $status }).
  }
challenge-own = Anda tidak dapat menerima tantangan Anda sendiri (batalkan saja).
challenge-someone-else = Tantangan ini ditujukan kepada orang lain.
challenge-decline-not-yours = Hanya pemain yang ditantang yang boleh menolak (tawaran terbuka cukup dibiarkan saja).
challenge-cancel-not-yours = Hanya pemain yang membuat tantangan yang boleh membatalkannya.
seek-rating-outside = { $bounds ->
    [min] Rating Anda { $rating } berada di luar rentang yang diterima tawaran ini ({ $min } ke atas).
    [max] Rating Anda { $rating } berada di luar rentang yang diterima tawaran ini (sampai { $max }).
    [none] Rating Anda { $rating } berada di luar rentang yang diterima tawaran ini.
   *[both] Rating Anda { $rating } berada di luar rentang yang diterima tawaran ini ({ $min }–{ $max }).
  }
rematch-not-player = Hanya para pemain sebuah permainan yang dapat meminta pertandingan ulang.
rematch-game-ongoing = Permainan masih berlangsung: pertandingan ulang dapat diminta setelah selesai.

## Time controls

time-control-required = wajib diisi (atau singkatannya, days_per_move)
days-per-move-contradicts = bertentangan dengan time_control: berikan salah satunya saja
days-range = harus antara { $min } dan { $max } hari
not-above-max-days = tidak boleh melebihi max_days

## Tournaments

no-such-tournament = Tidak ada turnamen { $tournament }.
round-not-paired = Babak { $round } turnamen { $tournament } belum dipasangkan.
organizer-only = Hanya penyelenggara turnamen (atau admin) yang boleh melakukan ini.
swiss-rounds-required = Sistem Swiss memerlukan jumlah babaknya
round-robin-rounds-given = setengah kompetisi memiliki babak sebanyak yang diperlukan para pemainnya; kosongkan rounds
round-robins-only = hanya berlaku untuk setengah kompetisi
round-robin-max-players = setengah kompetisi menerima paling banyak { $max } pemain
swiss-too-many-rounds = { $rounds } babak untuk paling banyak { $players } pemain: jika jumlah babak ≥ jumlah pemain − 1, mainkan setengah kompetisi saja
tiebreak-buchholz-round-robin = { $name }: Buchholz tidak dipakai dalam setengah kompetisi (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = paling banyak { $max } penentu peringkat
swiss-by-round = Sistem Swiss dipasangkan babak demi babak
late-entry-swiss = pendaftaran terlambat hanya untuk turnamen Sistem Swiss, paling lambat sampai jumlah babaknya
tournament-already-in = Anda sudah terdaftar di turnamen ini.
tournament-entries-closed = Turnamen sudah dimulai dan tidak menerima pendaftaran lagi.
tournament-over = Turnamen sudah selesai.
tournament-full = Turnamen sudah penuh.
tournament-leave-started = Turnamen sudah dimulai: mengundurkan dirilah.
tournament-not-in = Anda tidak terdaftar di turnamen ini.
tournament-started = Turnamen sudah dimulai.
swiss-too-few-players = { $players } pemain tidak dapat memainkan Sistem Swiss { $rounds } babak (jumlah babak harus kurang dari jumlah pemain − 1): ubah menjadi setengah kompetisi, atau tunggu lebih banyak pemain.
round-robin-too-few = Setengah kompetisi memerlukan paling sedikit { $min } pemain; yang mendaftar { $players }.
round-robin-too-many = Setengah kompetisi menerima paling banyak { $max } pemain; yang mendaftar { $players }.
tournament-withdraw-not-started = Turnamen belum dimulai: batalkan pendaftaran saja.
tournament-player-not-in = Pemain itu tidak terdaftar di turnamen ini.
tournament-player-already-withdrawn = Pemain itu sudah mengundurkan diri.
tournament-player-withdrawn = Pemain itu sudah mengundurkan diri.
bye-round-robin = Bye diminta dalam turnamen Sistem Swiss; jadwal setengah kompetisi sudah tetap.
bye-round-range = round harus babak yang belum dipasangkan: { $min } sampai { $max }.
forbidden-pair-two = sebutkan tepat dua pemain
forbidden-pair-same = sebutkan dua pemain yang berbeda
forbidden-pair-round-robin = Pasangan terlarang berlaku untuk turnamen Sistem Swiss; jadwal setengah kompetisi sudah tetap.
forbidden-pair-not-in = Kedua pemain harus terdaftar di turnamen ini.
tournament-game-not-in = Permainan { $game } bukan permainan turnamen { $tournament }.
adjudicate-game-over = Permainan itu sudah selesai.
adjudicate-before-deadline = Batas waktu babak { $round } ({ $deadline }) belum lewat: para pemain masih bermain.
adjudicate-no-deadline = Turnamen ini tidak punya batas waktu babak: permainannya dimainkan sampai selesai.
preview-not-running = Turnamen { $tournament } tidak sedang berlangsung: tidak ada babak berikutnya untuk dilihat.
preview-games-open = { $count } permainan di babak ini masih dimainkan: babak berikutnya dapat dilihat setelah semuanya selesai.
preview-all-paired = Semua babak sudah dipasangkan.
pairing-kept-changing = Turnamen terus berubah selama babak berikutnya dipasangkan; pemasangan akan dicoba lagi.

## Accounts

validation-one = { $field }: { $message }
validation-many = { $count } isian tidak valid
username-length = harus terdiri dari { $min } sampai { $max } karakter
username-characters = hanya boleh berisi huruf A–Z, angka, '_' dan '-'
username-reserved = tidak boleh diawali dengan { $prefix } (nama-nama lawan komputer)
password-too-short = harus terdiri dari paling sedikit { $min } karakter
password-too-long = boleh terdiri dari paling banyak { $max } karakter
username-taken = Nama pengguna { $name } sudah dipakai.
wrong-username-or-password = Nama pengguna atau kata sandi salah.
rate-limited-address = Terlalu banyak percobaan dari alamat Anda; coba lagi dalam { $seconds } detik.
rate-limited-username = Terlalu banyak percobaan untuk nama pengguna ini; coba lagi dalam { $seconds } detik.
rate-limited-account = Terlalu banyak percobaan untuk akun Anda; coba lagi dalam { $seconds } detik.
account-gone = Akun itu sudah tidak ada.
account-change-nothing = ubah new_password (bersama current_password), email, atau language
current-password-required = wajib diisi untuk mengubah kata sandi
new-password-required = wajib diisi bersama current_password
current-password-wrong = Kata sandi saat ini salah.
password-wrong = Kata sandi salah.
email-off = E-mail dimatikan di server ini (tidak ada relai SMTP yang diatur).
own-admin-role = Anda tidak dapat mencabut peran admin Anda sendiri; mintalah kepada admin lain.

## Signing in, sessions and tokens

token-missing = Kirim token akses: Authorization: Bearer <token>.
token-missing-stream = Kirim token akses: Authorization: Bearer <token> (atau ?access_token=).
token-missing-sign-out = Keluar di semua perangkat memerlukan Authorization: Bearer <token akses>.
authorization-unreadable = Header Authorization tidak dapat dibaca.
authorization-not-bearer = Header Authorization harus berbentuk: Bearer <token>.
access-token-invalid = Token akses tidak valid ({ $error }).
access-token-expired = Token akses sudah kedaluwarsa; perbarui atau masuk lagi.
access-token-no-user = Token akses tidak menyebut pengguna yang valid.
access-token-revoked = Token akses ini sudah dicabut (keluar di semua perangkat, atau kata sandi diubah); masuk lagi.
token-account-gone = Akun pemilik token ini sudah tidak ada.
token-revoked = Token ini sudah dicabut.
token-expired = Token ini sudah kedaluwarsa.
token-unknown = Token ini tidak dikenal.
scope-account-write = Mengubah akun memerlukan sesi yang masuk; token akses pribadi tidak dapat melakukannya.
scope-missing = Token ini tidak memiliki cakupan { $scope }.
role-missing = Ini memerlukan peran { $role }.
refresh-token-required = wajib diisi (atau "all": true untuk keluar di semua perangkat)
refresh-token-unknown = Token penyegar tidak dikenal.
refresh-token-revoked = Token penyegar sudah dicabut; masuk lagi.
refresh-token-reused = Token penyegar sudah pernah dipakai; semua token sesi ini kini dicabut. Masuk lagi.
refresh-token-expired = Token penyegar sudah kedaluwarsa; masuk lagi.
not-signed-in = Anda belum masuk.
csrf-header-missing = Permintaan sesi harus membawa header X-Camelot-CSRF: 1 (tanda bahwa permintaan berasal dari halaman situs ini).
csrf-other-origin = Permintaan sesi hanya diterima dari halaman situs ini ({ $own }), bukan dari { $origin }.
scopes-empty = sebutkan paling sedikit satu cakupan
scope-not-grantable = account:write hanya untuk sesi yang masuk
tokens-full = Anda memegang { $max } token, jumlah terbanyak yang diizinkan: cabut satu dulu.
no-such-token = Anda tidak punya token { $token }.

## Leave

leave-already = Anda sudah cuti sampai { $until }; akhiri dulu sebelum mengambil cuti lain.
leave-days-left = Anda masih punya { $left } dari { $allowance } hari cuti tahun ini
leave-none = Anda tidak sedang cuti.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = bukan alamat e-mail
verify-link-unknown = Tautan verifikasi ini tidak dikenal (atau sudah dipakai).
verify-link-expired = Tautan verifikasi ini sudah kedaluwarsa: mintalah yang baru.
unsubscribe-link-unknown = Tautan berhenti berlangganan ini tidak dikenal.
calendar-link-unknown = Tautan kalender ini tidak dikenal (mungkin sudah diganti yang lebih baru?).
webhook-url-invalid = bukan URL ({ $error })
webhook-url-https = harus memakai https
webhook-url-scheme = harus berupa URL http(s)
webhook-url-credentials = tidak boleh memuat nama pengguna atau kata sandi
webhook-url-no-host = harus menyebut host
webhook-host-unresolved = menyebut host yang tidak dapat ditemukan ({ $host })
webhook-address-refused = mengarah ke { $address }, alamat yang tidak dihubungi server (loopback, privat, link-local, atau metadata)
webhook-events-empty = sebutkan paling sedikit satu jenis kejadian
webhooks-full = Anda punya { $max } webhook, jumlah terbanyak yang diizinkan: hapus satu dulu.
no-such-webhook = Anda tidak punya webhook { $webhook }.
no-such-delivery = Tidak ada pengiriman { $delivery }.
webhook-disabled = Webhook ini dinonaktifkan (terlalu lama gagal): daftarkan lagi setelah berfungsi.

## Events

event-cursor-invalid = after harus berupa id kejadian (bilangan bulat), bukan { $got }.
event-limit-range = limit harus 1–500, yang diterima { $got }.
last-event-id-invalid = Last-Event-ID harus berupa id kejadian.
events-pruned = Kejadian sampai { $horizon } tidak disimpan lagi (EVENT_RETENTION_DAYS), jadi sebagian kejadian setelah { $after } sudah hilang. Baca keadaan saat ini (GET /me/games) lalu lanjutkan dari after={ $horizon }.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = Permintaan ini memerlukan badan JSON (misalnya { "{}" }).
body-not-json = Badan permintaan bukan JSON yang valid (baris { $line }, kolom { $column }).
body-not-json-because = Badan permintaan bukan JSON yang valid: { $error }.
body-not-json-type = Badan permintaan harus berupa JSON, dikirim dengan Content-Type: application/json.
body-too-large-known = Badan permintaan berukuran { $length } byte; paling banyak { $limit } byte yang diterima.
body-too-large = Badan permintaan lebih besar dari { $limit } byte.
body-wrong-shape = Badan JSON tidak berbentuk seperti yang diharapkan: { $error }.
body-unreadable = Badan permintaan tidak dapat dibaca: { $error }.
path-segment-invalid = Salah satu bagian jalur tidak valid: { $error }.
query-string-invalid = String kueri tidak valid: { $error }.
url-parameter-invalid = { $part ->
    [path] Parameter jalur { $field }: { $message }.
   *[query] Parameter kueri { $field }: { $message }.
  }
header-not-ascii = Header { $header } harus berupa teks ASCII biasa.
page-limit-range = limit harus antara 1 dan { $max }, yang diterima { $got }.
cursor-not-ours = Kursor ini tidak dikeluarkan oleh endpoint ini; mulai lagi tanpa kursor.
nothing-at = Tidak ada apa-apa di { $path }.
method-not-allowed = { $method } tidak diizinkan pada { $path }; yang diizinkan: { $allowed }.
no-such-problem-type = Tidak ada jenis masalah { $slug }.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = tidak boleh memuat karakter NUL (\u0000)
field-required = wajib diisi
field-unknown = bukan isian permintaan ini
field-unknown-known = bukan isian permintaan ini (isian yang dikenal: { $known })
field-not-one-of = harus salah satu dari { $options }, bukan { $got }
field-not-another-value = harus nilai lain, bukan { $got }
field-wrong-type = { $expected ->
    [whole-number] harus bilangan bulat dari { $min } sampai { $max }, bukan { $got }
    [number] harus berupa angka, bukan { $got }
    [string] harus berupa teks, bukan { $got }
    [boolean] harus true atau false, bukan { $got }
    [list] harus berupa daftar, bukan { $got }
    [object] harus berupa objek, bukan { $got }
    [choice] harus salah satu nilai yang diizinkan, bukan { $got }
    [datetime] harus berupa tanggal dan waktu dalam bentuk RFC 3339, misalnya 2026-01-31T12:00:00Z, bukan { $got }
    [unknown] harus berjenis lain, bukan { $got }
   *[other] harus { $type }, bukan { $got }
  }
field-wrong-length = harus memiliki { $length }
field-duplicate = disebut dua kali
field-whole-number = harus bilangan bulat
field-too-large = terlalu besar
field-too-small = terlalu kecil
field-number = harus berupa angka
field-boolean = harus true atau false
field-invalid = { $error }
at-least = harus paling sedikit { $min }
from-to = harus { $min } sampai { $max }
between = harus antara { $min } dan { $max }
length-range = harus terdiri dari { $min } sampai { $max } karakter
text-too-long = boleh terdiri dari paling banyak { $max } karakter
in-the-future = harus di masa mendatang
required-one-of = wajib diisi: { $options }
must-be-not = harus { $options }, bukan { $got }
choices-or = { $init } atau { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Terjadi kesalahan di pihak kami; permintaan tidak diselesaikan.
not-found = Tidak ditemukan
database-unavailable = Basis data tidak tersedia; coba lagi sebentar lagi.
database-busy = Permintaan lain mengubah data yang sama pada saat yang sama; tidak ada yang diubah. Coba lagi.
database-lost = Koneksi ke basis data terputus saat melayani permintaan ini; permintaan mungkin sudah atau belum diselesaikan. Coba lagi sebentar lagi (percobaan ulang dengan Idempotency-Key yang sama menjawab dengan hasil yang tersimpan jika sudah diselesaikan).
ready-database-unreachable = basis data tidak terjangkau: { $error }
ready-migrations-missing = migrasi belum diterapkan: { $migrations }
ready-check-failed = { $error }

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Halo { $name },
mail-stop-text = Untuk berhenti menerima e-mail ini: { $link }
mail-stop-link = Berhenti menerima e-mail ini
mail-verify-subject = Konfirmasikan alamat e-mail Anda untuk Camelot
mail-verify-open = Untuk menerima pemberitahuan Camelot di alamat ini, buka tautan ini:
mail-verify-expiry = Tautan ini berlaku selama { $hours } jam. Jika Anda tidak memintanya, abaikan pesan ini.
mail-digest-subject-one = Giliran Anda melawan { $opponent }
mail-digest-subject-many = Giliran Anda di { $count } permainan
mail-digest-intro = Permainan-permainan ini menunggu gerakan Anda, yang paling mendesak lebih dulu:
mail-digest-line = Permainan { $game } melawan { $opponent }: bergeraklah sebelum { $deadline }
mail-deadline-subject = Waktu Anda kurang dari sehari di permainan { $game }
mail-deadline-body = Waktu Anda di permainan { $game } habis pada { $deadline }.
mail-deadline-move = Bergerak di sini: { $link }
mail-open-game = Buka permainan { $game }

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Buka turnamen { $tournament }
mail-open-inbox = Buka kotak masuk Anda
mail-open-webhooks = Baca tentang webhook
mail-notice-subject = Kabar baru dari Camelot
mail-notice = Ada kabar baru tentang permainan atau turnamen Anda di Camelot.
mail-challenge-received-subject = { $opponent } menantang Anda
mail-challenge-received = { $opponent } menantang Anda bermain Camelot. Terima atau tolak tantangannya di kotak masuk Anda.
mail-challenge-accepted-subject = { $opponent } menerima tantangan Anda
mail-challenge-accepted = { $opponent } menerima tantangan Anda: permainan { $game } sudah dimulai.
mail-challenge-declined-subject = { $opponent } menolak tantangan Anda
mail-challenge-declined = { $opponent } menolak tantangan Anda.
mail-challenge-declined-reason = Alasannya: { $reason }
mail-challenge-cancelled-subject = { $opponent } menarik tantangannya
mail-challenge-cancelled = { $opponent } menarik kembali tantangan yang dikirimkannya kepada Anda.
mail-game-started-subject = Permainan baru melawan { $opponent }
mail-game-started = { $color ->
    [white] Permainan { $game } melawan { $opponent } sudah dimulai. Anda bermain sebagai Putih dan bergerak lebih dulu.
   *[black] Permainan { $game } melawan { $opponent } sudah dimulai. Anda bermain sebagai Hitam; { $opponent } bergerak lebih dulu.
  }
mail-game-rated = { $rated ->
    [rated] Permainan ini dihitung untuk rating Anda.
   *[unrated] Permainan ini tidak dihitung untuk rating Anda.
  }
mail-opponent-moved-subject = Giliran Anda melawan { $opponent }
mail-opponent-moved = { $opponent } memainkan { $move } di permainan { $game }: sekarang giliran Anda.
mail-draw-offered-subject = { $opponent } menawarkan seri
mail-draw-offered = { $opponent } menawarkan seri di permainan { $game }. Terima atau tolak tawarannya di halaman permainan.
mail-draw-declined-subject = { $opponent } menolak tawaran seri Anda
mail-draw-declined = { $opponent } menolak tawaran seri Anda di permainan { $game }: permainan berlanjut.
mail-game-ended-subject = { $outcome ->
    [win] Anda menang melawan { $opponent }
    [loss] Anda kalah melawan { $opponent }
    [draw] Seri melawan { $opponent }
    [aborted] Permainan melawan { $opponent } dibatalkan
   *[other] Permainan Anda melawan { $opponent } sudah selesai
  }
mail-game-ended = { $outcome ->
    [win] Anda memenangkan permainan { $game } melawan { $opponent }.
    [loss] Anda kalah dalam permainan { $game } melawan { $opponent }.
    [draw] Permainan { $game } melawan { $opponent } berakhir seri.
    [aborted] Permainan { $game } melawan { $opponent } dibatalkan sebelum kedua pihak bergerak; permainan ini tidak dihitung.
   *[other] Permainan { $game } melawan { $opponent } sudah selesai.
  }
mail-game-ended-how = { $termination ->
    [castle] Kemenangan diraih dengan mencapai kastil lawan.
    [capture] Semua bidak salah satu pihak tertawan.
    [no_moves] Pihak yang mendapat giliran tidak punya gerakan sah lagi.
    [bare_board] Kedua pihak hanya tinggal memiliki satu bidak.
    [resignation] Salah satu pemain menyerah.
    [agreement] Kedua pemain sepakat seri.
    [claim] Seri diklaim karena posisi yang berulang atau aturan lima puluh gerakan.
    [timeout] Waktu pihak yang mendapat giliran habis.
    [adjudication] Penyelenggara turnamen memutuskan hasilnya setelah batas waktu babak lewat.
    [forfeit] Hasilnya ditentukan tanpa bermain (WO) karena ada pemain yang mundur dari turnamen.
   *[other] Permainan sudah selesai.
  }
mail-tournament-started-subject = Turnamen { $tournament } sudah dimulai
mail-tournament-started = Turnamen { $tournament } sudah dimulai, dengan { $rounds } babak yang akan dimainkan.
mail-round-paired-subject = { $tournament }: pasangan babak { $round } sudah ditentukan
mail-round-paired = { $color ->
    [white] Di babak { $round } turnamen { $tournament }, Anda bermain sebagai Putih melawan { $opponent }.
   *[black] Di babak { $round } turnamen { $tournament }, Anda bermain sebagai Hitam melawan { $opponent }.
  }
mail-round-forfeit = { $outcome ->
    [win] Permainan ini tidak akan dimainkan: Anda menang WO.
    [loss] Permainan ini tidak akan dimainkan: Anda kalah WO.
   *[other] Hasil permainan ini ditentukan tanpa bermain.
  }
mail-round-bye = { $bye ->
    [pab] Anda tidak punya lawan di babak { $round } turnamen { $tournament }: Anda mendapat bye dari pemasangan (satu poin penuh).
    [half_bye] Anda tidak bermain di babak { $round } turnamen { $tournament } dan mendapat bye setengah poin.
    [full_bye] Anda tidak bermain di babak { $round } turnamen { $tournament } dan mendapat bye satu poin penuh.
    [zero_bye] Anda tidak bermain di babak { $round } turnamen { $tournament } dan tidak mendapat poin.
   *[other] Anda tidak punya permainan di babak { $round } turnamen { $tournament }.
  }
mail-tournament-finished-subject = Turnamen { $tournament } sudah selesai
mail-tournament-finished = Turnamen { $tournament } sudah selesai. Peringkat akhir Anda: { $rank }, dengan { $points } poin.
mail-opponent-on-leave-subject = { $opponent } sedang cuti
mail-opponent-on-leave = { $opponent } sedang cuti sampai { $until }. Sampai saat itu, jamnya berhenti di { $count } permainan Anda melawannya.
mail-webhook-disabled-subject = Webhook Anda dinonaktifkan
mail-webhook-disabled = Webhook Anda { $url } terus gagal sejak { $since }, jadi webhook itu dinonaktifkan. Daftarkan lagi setelah berfungsi.

## The calendar feed

calendar-name = Batas waktu Camelot milik { $name }
calendar-your-move = Camelot: giliran Anda melawan { $opponent }
calendar-round-deadline = Camelot: { $tournament }, batas waktu babak { $round }
calendar-description = Kapan waktu Anda habis di permainan korespondensi dan babak turnamen Anda.
calendar-your-move-description = Waktu Anda di permainan { $game } habis sekarang.
calendar-round-deadline-description = Permainan babak { $round } yang belum selesai kini diserahkan kepada penyelenggara.

## The tutorial

no-such-lesson = menyebut { $lesson }, yang bukan pelajaran dalam tutorial
lessons-count = harus berisi satu sampai { $max } pelajaran

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Baru belajar cara bergerak: hanya melihat satu gerakan ke depan dan sering memilih yang salah.
bot-level-2 = Pemula: melihat peluang menawan satu gerakan ke depan, tetapi masih ceroboh.
bot-level-3 = Pemain santai: melihat dua gerakan ke depan.
bot-level-4 = Pemain klub: melihat tiga gerakan ke depan, jarang ceroboh.
bot-level-5 = Pemain klub yang kuat: melihat empat gerakan ke depan.
bot-level-6 = Ahli: benar-benar menghitung, sekitar dua puluh ribu posisi untuk setiap gerakan.
bot-level-7 = Master: menghitung dalam-dalam, sampai beberapa ratus ribu posisi.
bot-level-8 = Kekuatan penuh: mesin bermain sebaik-baiknya.
