# Klien web Camelot: semua kata di halaman-halamannya, dikelompokkan per halaman.
# ID dan variabel pesannya sama persis dengan berkas bahasa Inggris (en/client.ftl).

language-label = Bahasa
nav-learn = Belajar

## Halaman belajar

learn-title = Belajar Camelot
learn-intro = Camelot adalah permainan untuk dua pemain di papan dengan 160 petak. Halaman-halaman singkat ini menjelaskan aturannya, masing-masing dengan diagram papan; setelah itu, di tutorial Anda dapat mencoba setiap jenis gerakan sendiri di papan yang hidup.
learn-contents-label = Aturan, halaman demi halaman
learn-contents-variants = Varian lain
learn-start-reading = Baca aturannya
learn-start-tutorial = Coba tutorialnya
learn-variant-play = Tantang seseorang bermain varian ini
learn-not-found-title = Halaman itu tidak ada
learn-back-to-contents = Kembali ke daftar isi
learn-page-of = Halaman { $number } dari { $total }
learn-pager-label = Halaman sebelumnya dan berikutnya
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Diagram { $number }
learn-move-legal = { $move } diperbolehkan
learn-move-illegal = { $move } tidak diperbolehkan
learn-board-help = Papan ini berupa kisi petak, dengan Putih di bawah. Gunakan tombol panah untuk berpindah dari petak ke petak; di papan tutorial, tombol Enter atau Spasi memilih bidak, lalu setiap petak tempat bidak itu mendarat.

## Tutorial

learn-tutorial-title = Tutorial
learn-tutorial-progress = { $done ->
    [0] Belum ada pelajaran yang selesai
   *[other] { $done } pelajaran selesai
  }
learn-lesson-heading = Pelajaran { $number } dari { $total }: { $title }
learn-tutorial-board-label = Papan pelajaran
learn-tutorial-you-white = Anda bermain sebagai Putih. Klik sebuah bidak, lalu petak tempat bidak itu harus mendarat.
learn-tutorial-right = { $move }: bagus sekali, itulah gerakannya.
learn-tutorial-wrong = { $move } diperbolehkan, tetapi bukan gerakan yang diminta pelajaran ini.
learn-tutorial-not-legal = Gerakan itu tidak diperbolehkan.
learn-tutorial-can-continue = { $move } sudah merupakan gerakan yang lengkap, tetapi bidak itu juga bisa melanjutkan.
learn-tutorial-stop-here = Berhenti di sini dan mainkan { $move }
learn-tutorial-next = Pelajaran berikutnya
learn-tutorial-finished = Anda telah menyelesaikan tutorial.
learn-tutorial-reset = Mulai pelajaran dari awal
learn-tutorial-lessons = Pelajaran
learn-tutorial-solved = (selesai)
learn-tutorial-forget = Hapus kemajuan saya

## The frame of every page: navigation, notices, errors

skip-link = Lompat ke isi halaman
nav-label = Utama
nav-inbox = Kotak masuk
nav-inbox-badge = { $count ->
   *[other] , { $count } permainan menunggu gerakan Anda
  }
nav-games = Permainan
nav-tournaments = Turnamen
nav-leaderboard = Peringkat
nav-analysis = Analisis
nav-sign-out = Keluar
nav-sign-in = Masuk
nav-register = Daftar
notice-signed-out = Anda sudah keluar.
notice-dismiss = Tutup pesan
table-label = Tabel: { $caption }
show-more = Tampilkan lebih banyak
page-not-found-title = Tidak ditemukan
page-not-found-heading = Halaman tidak ditemukan
page-not-found-text = Tidak ada halaman di alamat ini.
go-to-start-page = Ke halaman awal
page-error-title = Kesalahan
page-error-heading = Terjadi kesalahan
error-title = Kesalahan
error-server-answered = Server menjawab { $status } { $text }.
error-network-title = Kesalahan jaringan
error-network = Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.
event-challenge-received = Anda mendapat tantangan baru.
event-challenge-accepted = Tantangan Anda diterima: permainan sudah dimulai.
event-challenge-declined = Salah satu tantangan Anda ditolak.
event-game-started = Sebuah permainan baru telah dimulai.
event-opponent-moved = Lawan Anda sudah bergerak.
event-draw-offered = Lawan Anda menawarkan seri.
event-draw-declined = Tawaran seri Anda ditolak.
event-game-ended = Salah satu permainan Anda telah berakhir.
event-deadline-warning = Salah satu batas waktu Anda sudah dekat.
event-opponent-on-leave = Salah satu lawan Anda sedang cuti.
event-tournament-started = Salah satu turnamen Anda telah dimulai.
event-round-paired = Pasangan babak baru turnamen sudah ditentukan.
event-tournament-finished = Salah satu turnamen Anda telah selesai.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = Putih
colour-black = Hitam
result-white-forfeit = 1–0 (menang WO)
result-black-forfeit = 0–1 (menang WO)
result-double-forfeit = keduanya kalah WO
termination-castle = dua bidak di kastil
termination-capture = semua bidak tertawan
termination-no-moves = tidak ada gerakan sah lagi
termination-bare-board = papan kosong
termination-resignation = menyerah
termination-agreement = kesepakatan
termination-claim = klaim
termination-timeout = waktu habis
termination-aborted = dibatalkan
termination-adjudication = keputusan wasit
termination-forfeit = WO
outcome-aborted = Permainan dibatalkan.
outcome-white-won = { $name } (Putih) menang.
outcome-white-won-how = { $name } (Putih) menang ({ $how }).
outcome-black-won = { $name } (Hitam) menang.
outcome-black-won-how = { $name } (Hitam) menang ({ $how }).
outcome-drawn = Seri.
outcome-drawn-how = Seri ({ $how }).
outcome-over = Permainan sudah selesai.
duration-days = { $days } hari
duration-days-hours = { $days } hari { $hours } jam
duration-hours = { $hours } jam
duration-hours-minutes = { $hours } jam { $minutes } menit
duration-minutes = { $minutes } menit
duration-under-a-minute = kurang dari semenit
time-left = sisa { $duration }
time-overdue = lewat batas waktu
time-control-per-move = { $days } hari per gerakan
time-control-fischer = { $initial } hari + { $increment } hari per gerakan
time-control-fischer-max = { $initial } hari + { $increment } hari per gerakan, paling lama { $max } hari
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Pertemuan langsung
tiebreak-win = Jumlah kemenangan
tiebreak-won = Kemenangan di atas papan
tiebreak-bpg = Permainan sebagai Hitam
tiebreak-bwg = Kemenangan sebagai Hitam
tiebreak-ps = Skor progresif
tiebreak-aro = Rata-rata rating lawan
tiebreak-tpr = Rating performa turnamen
tiebreak-ptp = Performa turnamen sempurna
tiebreak-ks = Sistem Koya
tiebreak-cut = potong { $n } (terendah dibuang)
tiebreak-median = median { $n }
tiebreak-limit = batas { $n } %
tiebreak-forfeits-count = WO dihitung

## The board (what a screen reader says of it)

board-label-white-bottom = Papan, Putih di bawah
board-label-black-bottom = Papan, Hitam di bawah
board-no-legal-move = Bidak di { $square } tidak punya gerakan sah saat ini.
board-piece = { $side ->
    [white] { $kind ->
        [knight] Ksatria putih
       *[man] Prajurit putih
      }
   *[black] { $kind ->
        [knight] Ksatria hitam
       *[man] Prajurit hitam
      }
  }
board-square-empty = kosong
board-square-empty-castle = petak kastil kosong
board-square-selected = dipilih
board-square-on-path = di jalur gerakan
board-square-target = Anda bisa bergerak ke sini
board-square-target-capture = Anda bisa melompat ke sini sambil menawan
board-square-captured = akan tertawan
board-square-movable = bisa bergerak
board-square-last-move = bagian dari gerakan terakhir

## Rating chart (player page)

chart-no-rated-game = Belum ada permainan ber-rating.
chart-summary = Rating { $username } selama { $count } permainan ber-rating: dari { $first } ke { $last }, terendah { $lowest }, tertinggi { $highest }.
chart-score-won = menang
chart-score-lost = kalah
chart-score-drew = seri
chart-every-game = Semua permainan ber-rating
chart-changes-label = Perubahan rating
chart-changes-caption = Perubahan rating { $username }, terbaru lebih dulu
chart-col-date = Tanggal
chart-col-opponent = Lawan
chart-col-result = Hasil
chart-col-change = Perubahan
chart-col-rating = Rating

## Player page

player-game-in-progress = sedang berlangsung
player-game-result-how = { $result } ({ $how })
player-game-rated = ber-rating
player-game-unrated = tanpa rating
player-rating = Rating
player-rating-provisional = { $rating } (sementara)
player-peak = Tertinggi
player-rated-games = Permainan ber-rating
player-member-since = Anggota sejak
player-roles = Peran: { $roles }
player-challenge = Tantang { $username }
player-rating-history = Riwayat rating
player-recent-games = Permainan terbaru
player-recent-games-caption = Permainan terbaru { $username }
player-col-game = Permainan
player-col-colour = Warna
player-col-opponent = Lawan
player-col-result = Hasil
player-col-kind = Jenis
player-col-started = Dimulai
player-no-game = Belum ada permainan.

## Leaderboard

leaderboard-title = Peringkat
leaderboard-lead = Pemain yang memainkan permainan ber-rating dalam beberapa bulan terakhir, menurut rating Elo.
leaderboard-provisional-title = sementara: kurang dari 30 permainan ber-rating
leaderboard-provisional-mark = { " " }(s)
leaderboard-empty = Belum ada yang menyelesaikan permainan ber-rating.
leaderboard-col-rank = Peringkat
leaderboard-col-player = Pemain
leaderboard-col-rating = Rating
leaderboard-col-rated-games = Permainan ber-rating
leaderboard-col-peak = Tertinggi
leaderboard-col-last-rated = Permainan ber-rating terakhir

## Sign in and register

login-title = Masuk
login-submit = Masuk
login-username = Nama pengguna
login-password = Kata sandi
login-lead = Main Camelot lewat korespondensi: satu gerakan sehari, melawan pemain dari mana saja.
login-no-account = Belum punya akun?
login-register-link = Daftar
login-already-signed-in = Anda masuk sebagai { $username }. Masuk lagi akan mengganti akun.
register-title = Daftar
register-submit = Buat akun
register-username-hint = 3 sampai 32 huruf, angka, “_” atau “-”. Terlihat oleh orang lain.
register-password-hint = Paling sedikit 10 karakter.
register-welcome = Selamat datang, { $username }! Tantang seorang pemain atau pasang tawaran terbuka untuk memulai permainan.
register-lead = Buat akun untuk bermain dan ikut turnamen.
register-have-account = Sudah terdaftar?
register-sign-in-link = Masuk

## Games anyone may watch (/games)

games-title = Permainan
games-lead = Permainan yang sedang dimainkan di server ini dan yang baru saja selesai. Buka salah satu untuk mengikutinya secara langsung; tidak perlu akun.
games-filters = Saring permainan
games-player = Pemain
games-player-hint = Nama pengguna: hanya permainannya.
games-tournament = Turnamen
games-tournament-hint = Nomor turnamen: hanya permainan turnamen itu.
games-variant = Varian
games-any-variant = Semua varian
games-rated = Ber-rating
games-any = Ber-rating atau tidak
games-rated-only = Hanya ber-rating
games-unrated-only = Hanya tanpa rating
games-apply = Tampilkan permainan
games-clear = Hapus saringan
games-active = Sedang dimainkan
games-finished = Baru selesai
games-no-active = Tidak ada permainan yang cocok sedang dimainkan.
games-no-finished = Tidak ada permainan selesai yang cocok.
games-more = Tampilkan lebih banyak
games-no-move = belum ada gerakan
games-move-number = gerakan ke-{ $number }
games-last-move = gerakan terakhir:
games-rated-1 = ber-rating
games-unrated = tanpa rating
games-tournament-game = permainan turnamen
games-updated = Daftar ini diperbarui sendiri setiap 15 detik.
games-position-of = Posisi { $title }
games-to-move = Giliran { $username }

## Tournaments (/tournaments)

tournament-system-swiss = Sistem Swiss
tournament-system-round-robin = Setengah kompetisi
tournament-system-double-round-robin = Kompetisi penuh (dua putaran)
tournament-status-registration = Pendaftaran dibuka
tournament-status-running = Berlangsung
tournament-status-finished = Selesai
tournaments-title = Turnamen
tournaments-filter-label = Tampilkan
tournaments-filter-all = Semua
tournaments-col-name = Nama
tournaments-col-system = Sistem
tournaments-col-status = Status
tournaments-col-players = Pemain
tournaments-col-round = Babak
tournaments-col-time = Waktu per gerakan
tournaments-col-organizer = Penyelenggara
tournaments-round-of = { $round } dari { $rounds }
tournaments-empty = Belum ada turnamen di sini.
tournaments-create = Buat turnamen
tournaments-organizing = Menyelenggarakan turnamen
tournaments-organizing-p1 = Turnamen dibuat oleh penyelenggara. Administrator server ini yang memberikan peran penyelenggara kepada pemain.
tournaments-organizing-p2 = Untuk menyelenggarakan turnamen, mintalah administrator server menjadikan Anda penyelenggara; formulir turnamen baru lalu muncul di halaman ini.
tournaments-schedule-by-round = Babak demi babak
tournaments-schedule-all-at-once = Semua permainan sekaligus
tournaments-create-submit = Buat turnamen
tournaments-field-rounds = Jumlah babak
tournaments-field-late-join = Pendaftaran terlambat sampai babak
tournaments-field-late-join-hint = Hanya sistem Swiss; kosongkan jika tidak ada.
tournaments-field-double = Setiap pasangan bertemu dua kali
tournaments-field-schedule = Jadwal
tournaments-field-name = Nama
tournaments-field-system = Sistem
tournaments-field-days = Hari per gerakan
tournaments-field-rated = Ber-rating
tournaments-field-max-players = Jumlah pemain maksimal
tournaments-field-max-players-hint = Kosongkan jika tanpa batas.
tournaments-field-round-deadline = Hari per babak
tournaments-field-round-deadline-hint = Setelah itu, penyelenggara memutuskan permainan yang belum selesai. Kosongkan jika tidak ada.
tournaments-field-scoring = Penilaian
tournaments-field-tiebreaks = Penentu peringkat
tournaments-field-tiebreaks-hint = Nama FIDE secara berurutan, dipisahkan koma (mis. BH/C1, BH, SB, DE). Kosongkan untuk bawaan.
tournaments-field-starts-at = Mulai sendiri pada
tournaments-field-starts-at-hint = Opsional: turnamen mulai saat itu jika pemain yang mendaftar sudah cukup.
tournaments-created = Turnamen “{ $name }” sudah dibuat.
loading = Memuat…

## The start page (signed out) and the inbox

home-title = Selamat datang
home-heading = Camelot lewat korespondensi
home-lead = Mainkan permainan papan Camelot dengan aturan World Camelot Federation, satu gerakan demi satu gerakan: setiap gerakan punya batas waktu beberapa hari, jadi permainan cocok dengan kehidupan sehari-hari.
home-new-heading = Baru di sini?
home-new-text = Buat akun, lalu tantang seorang pemain atau pasang tawaran terbuka.
home-back-heading = Selamat datang kembali
home-back-text = Permainan dan tantangan Anda menunggu di kotak masuk.
home-look-heading = Lihat-lihat
home-look-text = Lihat siapa yang memimpin, dan ikuti turnamennya.
inbox-you-play = { $colour ->
    [white] Anda bermain Putih
    [black] Anda bermain Hitam
   *[random] warna diundi
  }
inbox-you-played = { $colour ->
    [white] Anda bermain Putih
   *[black] Anda bermain Hitam
  }
inbox-moves-played = { $count ->
    [0] belum ada gerakan dimainkan
   *[other] { $count } gerakan dimainkan
  }
inbox-time-to-move = Giliran Anda: { $time }
inbox-newcomer-title = Baru mengenal Camelot?
inbox-newcomer-text = Delapan halaman singkat menjelaskan aturannya, dan di tutorial Anda mencoba setiap jenis gerakan di papan yang hidup.
inbox-newcomer-rules = Pelajari aturannya
inbox-deadline = (batas waktu { $date })
inbox-ratings-range = rating { $min }–{ $max }
inbox-your-move = Giliran Anda
inbox-your-move-label = Permainan yang menunggu gerakan Anda, yang paling mendesak lebih dulu
inbox-your-move-empty = Tidak ada permainan yang menunggu gerakan Anda.
inbox-waiting = Menunggu lawan
inbox-waiting-label = Permainan yang menunggu gerakan lawan Anda
inbox-waiting-empty = Tidak ada.
inbox-finished = Baru selesai
inbox-finished-empty = Belum ada permainan yang selesai.
inbox-received = Tantangan masuk
inbox-received-empty = Tidak ada tantangan yang menunggu Anda.
inbox-sent = Tantangan terkirim
inbox-sent-empty = Anda tidak punya tantangan terbuka.
inbox-seeks = Tawaran terbuka
inbox-seek-empty = Tidak ada tawaran terbuka dari pemain lain.
inbox-play-computer = Lawan komputer
inbox-new-game = Permainan baru
inbox-new-game-label = Tantangan baru atau tawaran terbuka
inbox-leave = Cuti
inbox-challenge-to = Kepada { $username }
inbox-challenge-from = Dari { $username }
inbox-open-seek = Tawaran terbuka
inbox-seeks-a-game = { $username } mencari lawan
inbox-accept = Terima
inbox-accept-seek = Terima tawaran
inbox-accept-label = Terima tantangan dari { $username }
inbox-accept-seek-label = Terima tawaran dari { $username }
inbox-decline = Tolak
inbox-decline-label = Tolak tantangan dari { $username }
inbox-declined = Anda menolak tantangan dari { $username }.
inbox-cancel = Batalkan
inbox-cancel-label = Batalkan tantangan kepada { $username }
inbox-cancel-seek-label = Batalkan tawaran terbuka
inbox-cancelled = Tantangan dibatalkan.
inbox-expires = berakhir { $date }
inbox-colour-random = Acak
inbox-colour-white = Putih (bergerak lebih dulu)
inbox-tc-per-move = Hari per gerakan
inbox-tc-fischer = Fischer (tabungan hari)
inbox-tc-kind-hint = Hari per gerakan: waktu tetap untuk setiap gerakan. Fischer: tabungan hari yang bertambah setelah setiap gerakan.
inbox-tc-per-move-hint = Setiap gerakan harus dilakukan dalam jumlah hari ini (1 sampai 60).
inbox-tc-fischer-legend = Kontrol waktu Fischer
inbox-tc-initial = Hari awal
inbox-tc-initial-hint = Hari dalam tabungan masing-masing pihak di awal (1 sampai 60).
inbox-tc-increment = Hari tambahan
inbox-tc-increment-hint = Hari yang ditambahkan ke tabungan Anda setelah setiap gerakan Anda (0 sampai 60).
inbox-tc-max = Hari maksimal
inbox-tc-max-hint = Tabungan tidak pernah berisi lebih dari jumlah hari ini (1 sampai 60).
inbox-send-challenge = Kirim tantangan
inbox-post-seek = Pasang tawaran terbuka
inbox-seek-legend = Khusus tawaran terbuka: siapa yang boleh menerima
inbox-min-rating = Rating terendah
inbox-max-rating = Rating tertinggi
inbox-opponent = Lawan
inbox-opponent-hint = Nama penggunanya. Kosongkan untuk memasang tawaran terbuka yang boleh diterima siapa saja.
inbox-your-colour = Warna Anda
inbox-time-control = Kontrol waktu
inbox-rated-game = Permainan ber-rating
inbox-challenge-sent = Tantangan dikirim kepada { $username }.
inbox-seek-posted = Tawaran terbuka sudah dipasang.
inbox-days = { $days } hari
leave-start = Mulai cuti
leave-days = Hari cuti
leave-days-hint = Mulai sekarang. Selama cuti, jam Anda berhenti di setiap permainan yang sedang giliran Anda; Anda tetap boleh bergerak.
leave-end = Akhiri cuti sekarang
leave-ended = Cuti Anda sudah berakhir; jam Anda berjalan lagi.
leave-back-early = Kembali lebih awal? Hari cuti yang sudah dimulai tetap dihitung (paling sedikit satu).
leave-allowance = Jatah tahun ini
leave-used = Terpakai
leave-remaining = Sisa
leave-on-leave = Sedang cuti
leave-until = sampai { $date }
leave-not-on-leave = tidak
leave-started = Anda cuti selama { $days } hari.

## Play the computer (a form of the inbox)

computer-level = Tingkat
computer-level-option = Tingkat { $level } · rating { $rating }
computer-colour = Anda bermain
computer-random = Acak
computer-white = Putih (bergerak lebih dulu)
computer-black = Hitam
computer-days = Hari per gerakan
computer-days-hint = 1 sampai 60 hari untuk setiap gerakan. Komputer menjawab dalam hitungan detik.
computer-rated = Ber-rating (dihitung untuk rating Anda)
computer-submit = Lawan komputer
computer-form-label = Lawan komputer
computer-loading = Memuat lawan komputer…
computer-no-bots = Tidak ada lawan komputer di server ini.
computer-waiting = Menunggu { $username } menerima…
computer-refused = { $username } tidak menerima tantangan. Coba lagi, atau pilih tingkat lain.
computer-slow = { $username } belum menjawab. Tantangan Anda tetap ada di “Tantangan terkirim”; permainan terbuka dari kotak masuk setelah diterima.

## A game's page

game-title = Permainan { $id }
game-board-label = Papan Camelot
game-square-selected = { $square } dipilih: pilih petak yang ditandai.
game-path-so-far = Jalur { $path }: pilih petak bertanda berikutnya.
game-flip-board = Balik papan
game-send-move = Kirim gerakan
game-cancel-move = Batal
game-notation-placeholder = D6-F8 atau F6xF8
game-notation-label = Ketik gerakan
game-notation-check = Periksa
game-notation-help = Notasi WCF: petak-petak jalur, disambung dengan “-” untuk langkah biasa atau lompatan teman dan “x” untuk lompatan melewati lawan. Anda mengonfirmasi sebelum dikirim.
game-not-your-move = Sekarang bukan giliran Anda.
game-notation-illegal-from = { $move } bukan gerakan sah. Klik bidak di { $square } untuk melihat ke mana bidak itu bisa pergi.
game-notation-illegal = { $move } bukan gerakan sah di sini.
game-rules-help = Cara kerjanya
game-variant-rules = Aturan varian ini
game-conditional-title = Gerakan bersyarat
game-conditional-save = Simpan gerakan bersyarat
game-conditional-clear = Hapus semua
game-conditional-cleared = Gerakan bersyarat dihapus.
game-conditional-edit = Ubah gerakan bersyarat
game-conditional-lines = Baris, satu per baris
game-conditional-lines-hint = Gerakan dalam notasi, dipisahkan spasi atau koma. Menyimpan akan mengganti seluruh kumpulan.
game-conditional-your-lines = Baris bersyarat Anda
game-conditional-none = Anda tidak punya gerakan bersyarat.
game-conditional-intro = Selama giliran { $username }, Anda bisa menyiapkan balasan. Setiap baris berselang-seling antara gerakan { $username } berikutnya dan balasan Anda, dan seterusnya. Baris yang cocok tetap untuk gerakan berikutnya; gerakan yang tidak ada di baris mana pun menghapus semuanya.
game-conditional-intro-example = Selama giliran { $username }, Anda bisa menyiapkan balasan. Setiap baris berselang-seling antara gerakan { $username } berikutnya dan balasan Anda, dan seterusnya: “{ $example }” berarti jika { $username } memainkan { $theirs }, Anda langsung membalas { $mine }. Baris yang cocok tetap untuk gerakan berikutnya; gerakan yang tidak ada di baris mana pun menghapus semuanya.
game-conditional-saved = Gerakan bersyarat disimpan: { $count } baris.
game-conditional-error-line = Baris { $line }
game-conditional-error-move = gerakan { $number }
game-conditional-error-move-path = gerakan { $number } ({ $move })
game-conditional-error-ply = langkah paruh { $ply }
game-confirm-your-move = Gerakan Anda:
game-confirm-captures = (menawan { $squares })
game-confirm-go-on = — atau pilih petak bertanda untuk melanjutkan
game-deadline = Batas waktu: { $date }
game-on-the-clock = sisa di jam: { $time }
game-on-leave-until = cuti sampai { $date }
game-to-move = giliran
game-status-your-move = Giliran Anda.
game-status-your-move-leave-castle = Giliran Anda. Bidak Anda di kastil sendiri harus keluar darinya.
game-status-your-move-capture = Giliran Anda. Wajib menawan.
game-status-waiting = Menunggu gerakan { $username }.
game-status-white-to-move = Giliran Putih.
game-status-black-to-move = Giliran Hitam.
game-status-earlier-position = Yang ditampilkan adalah posisi sebelumnya. Kembali ke posisi sekarang untuk bergerak.
game-draw-offer = Tawaran seri
game-draw-offered-by = { $username } menawarkan seri.
game-draw-accept = Terima seri
game-draw-agreed = Seri disepakati.
game-draw-decline = Tolak seri
game-draw-declined = Tawaran seri ditolak.
game-draw-offer-pending = Anda menawarkan seri; lawan Anda belum menjawab.
game-draw-offer-button = Tawarkan seri
game-draw-offer-sent = Seri ditawarkan.
game-draw-claim = Klaim seri
game-abort = Batalkan permainan
game-aborted = Permainan dibatalkan.
game-resign = Menyerah
game-resign-confirm = Menyerah dalam permainan ini? Lawan Anda menang.
game-resign-yes = Ya, menyerah
game-resign-no = Lanjutkan bermain
game-resign-confirm-label = Konfirmasi menyerah
game-info-time-control = Kontrol waktu
game-info-rated = Ber-rating
game-info-yes = ya
game-info-no = tidak
game-info-started = Dimulai
game-info-ended = Berakhir
game-info-export = Ekspor
game-cgn-download = Unduh berkas CGN
game-cgn-text-label = Teks CGN permainan ini
game-cgn-show = Tampilkan teks CGN
game-cgn-hide = Sembunyikan teks CGN
game-move-sent = Gerakan terkirim.
game-actions = Tindakan
game-moves = Gerakan
game-about = Tentang permainan ini
game-board-help = Untuk bergerak, klik sebuah bidak, lalu petak-petak bertanda di jalurnya satu per satu. Papan ketik: tombol panah berpindah antarpetak, Enter atau Spasi memilih, Backspace mundur satu langkah, Escape membatalkan.
replay-first = Posisi pertama
replay-previous = Gerakan sebelumnya
replay-next = Gerakan berikutnya
replay-last = Posisi sekarang
replay-controls = Putar ulang permainan
replay-back = Kembali ke posisi sekarang
replay-start-note = Posisi awal (sebelum gerakan 1): ini bukan posisi sekarang. Anda hanya bisa bergerak di posisi sekarang.
replay-help = Putar ulang: klik sebuah gerakan, atau gunakan ← dan → (Home dan End untuk awal dan posisi sekarang) di luar papan.
replay-note = Posisi setelah { $move } (langkah paruh { $ply } dari { $total }): ini bukan posisi sekarang. Anda hanya bisa bergerak di posisi sekarang.
after-heading = Setelah permainan
after-rating = Perubahan rating
after-pieces-left = Bidak tersisa
after-pieces = { $knights } Ksatria, { $men } Prajurit
after-pieces-white = { $username } (Putih): { $pieces }
after-pieces-black = { $username } (Hitam): { $pieces }
after-rematch = Main lagi
after-rematch-hint = Pengaturan sama, warna ditukar.
after-rematch-sent = Ajakan main lagi terkirim: tantangan Anda sudah dikirim.
movelist-caption = Gerakan dalam notasi WCF
movelist-number = No.
movelist-white = Putih
movelist-black = Hitam
movelist-region = Daftar gerakan
movelist-conditional = (bersyarat)
movelist-conditional-title = Dimainkan otomatis dari gerakan bersyarat
movelist-none = Belum ada gerakan. Putih bergerak lebih dulu.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Analisis komputer
analysis-panel-offer = Biarkan mesin memeriksa setiap gerakan permainan ini: evaluasi setelah setiap gerakan, gerakan terbaik sebelumnya, serta ketidaktepatan, kesalahan, dan blunder.
analysis-panel-analyse = Analisis
analysis-panel-sign-in = Masuk untuk meminta analisis komputer atas permainan ini.
analysis-panel-sign-in-link = Masuk
analysis-panel-queued = Menunggu mesin: analisis sedang antre.
analysis-panel-running = Mesin sedang menganalisis permainan…
analysis-panel-progress-label = Kemajuan analisis
analysis-panel-no-moves = Permainan ini tidak punya gerakan untuk dianalisis.
analysis-panel-summary-caption = Permainan masing-masing pihak
analysis-panel-side = Pihak
analysis-panel-white = Putih
analysis-panel-black = Hitam
analysis-panel-average-loss = Rata-rata kerugian
analysis-panel-inaccuracies = Ketidaktepatan
analysis-panel-mistakes = Kesalahan
analysis-panel-blunders = Blunder
analysis-panel-graph-caption = Evaluasi setelah setiap gerakan, dari sisi Putih. Klik sebuah gerakan untuk melihatnya.
analysis-panel-table-caption = Setiap gerakan dengan evaluasi dan penilaian mesin
analysis-panel-table-region = Gerakan yang dianalisis
analysis-panel-col-move = Gerakan
analysis-panel-col-eval = Evaluasi
analysis-panel-col-judgment = Penilaian
analysis-panel-col-best = Terbaik menurut mesin
analysis-panel-selected-heading = Gerakan terpilih
analysis-panel-board-label = Posisi setelah gerakan terpilih
analysis-panel-eval-after = Evaluasi setelahnya
analysis-panel-best = Gerakan terbaik menurut mesin
analysis-panel-best-line = Variasi terbaik
analysis-panel-loss = Kerugian dibanding yang terbaik
analysis-panel-loss-men = { $men } Prajurit
analysis-panel-best-played = gerakan yang dimainkan
analysis-panel-none = —
analysis-panel-previous = Gerakan sebelumnya
analysis-panel-next = Gerakan berikutnya
analysis-panel-position-error = Posisi gerakan ini tidak dapat ditampilkan.
analysis-panel-open-board = Jelajahi posisi ini di papan analisis
eval-chart-white = Putih
eval-chart-black = Hitam
eval-chart-summary = Grafik evaluasi untuk { $count } gerakan: keunggulan Putih di atas garis tengah, Hitam di bawahnya. Tabel memuat angka yang sama.
judgment-inaccuracy = Ketidaktepatan
judgment-mistake = Kesalahan
judgment-blunder = Blunder
score-white-wins-in = Putih menang dalam { $plies } langkah paruh
score-black-wins-in = Hitam menang dalam { $plies } langkah paruh
score-white-better = Putih unggul { $men } Prajurit
score-black-better = Hitam unggul { $men } Prajurit
score-level = Seimbang

## The analysis board (/analysis)

analysis-title = Papan analisis
analysis-intro = Susun posisi apa saja, gerakkan bidak kedua pihak, dan lihat pendapat mesin.
analysis-board-label = Papan analisis
analysis-help = Klik sebuah bidak, lalu petak-petak bertanda di jalurnya satu per satu; gerakan dilakukan setelah jalurnya lengkap. Papan ketik: tombol panah berpindah antarpetak, Enter atau Spasi memilih, Backspace mundur satu langkah, Escape membatalkan.
analysis-back = Mundur
analysis-forward = Maju
analysis-flip = Balik papan
analysis-white-to-move = Giliran Putih.
analysis-black-to-move = Giliran Hitam.
analysis-capture-required = Wajib menawan.
analysis-must-leave-castle = Bidak di kastilnya sendiri harus keluar darinya.
analysis-or-continue = atau pilih petak bertanda untuk melanjutkan
analysis-engine-heading = Mesin
analysis-sign-in = Masuk untuk melihat evaluasi dan variasi terbaik dari mesin. Anda tetap bisa bergerak tanpa masuk.
analysis-sign-in-link = Masuk
analysis-lines = Variasi
analysis-thinking = Mesin sedang berpikir…
analysis-no-eval = Tidak ada evaluasi: permainan sudah selesai di posisi ini.
analysis-lines-label = Variasi terbaik menurut mesin
analysis-moves-heading = Gerakan
analysis-no-moves = Belum ada gerakan: gerakan yang Anda buat dari posisi susunan tercantum di sini.
analysis-set-up = posisi susunan
analysis-moves-label = Gerakan yang dibuat di papan
analysis-position-heading = Posisi
analysis-position-field = Posisi
analysis-position-hint = Bentuk teks dari aturan: 16 baris dari baris 16 ke bawah, dipisahkan “/” (K, M Ksatria dan Prajurit putih; k, m hitam; angka menghitung petak kosong), lalu pihak yang mendapat giliran (w atau b), Gerakan Kastil yang sudah dipakai Putih dan Hitam, dan jika mau, jumlah langkah paruh tenang serta nomor gerakan.
analysis-set-up-button = Susun posisi ini
analysis-start-button = Posisi awal
analysis-over = Permainan sudah selesai: { $result } ({ $how }).
analysis-play-path = Mainkan { $move }
analysis-depth = Kedalaman { $depth } · { $nodes } posisi

## One tournament (/tournaments/<id>)

tournament-title = Turnamen { $id }
tournament-bye-pab = bye dari pemasangan (satu poin penuh)
tournament-bye-half-bye = bye setengah poin
tournament-bye-zero-bye = bye tanpa poin
tournament-bye-full-bye = bye satu poin penuh
tournament-bye-rr-bye = tidak bermain di babak ini
tournament-fact-status = Status
tournament-fact-system = Sistem
tournament-fact-rounds = Babak
tournament-fact-players = Pemain
tournament-fact-time = Waktu
tournament-fact-rated = Ber-rating
tournament-fact-scoring = Penilaian
tournament-fact-tiebreaks = Penentu peringkat
tournament-fact-organizer = Penyelenggara
tournament-fact-starts = Mulai
tournament-fact-started = Dimulai
tournament-fact-finished = Selesai
tournament-fact-note = Catatan
tournament-rounds-paired-of = { $paired } dari { $rounds } sudah dipasangkan
tournament-rounds-paired = { $paired } sudah dipasangkan
tournament-rounds-set-at-start = ditentukan saat mulai
tournament-players-max = { $players } (paling banyak { $max })
tournament-time-round-deadline = { $time }, { $days } hari per babak
tournament-tiebreaks-none = tidak ada
tournament-sign-in-to-take-part = Untuk ikut serta, masuk dulu.
tournament-leave = Keluar dari turnamen
tournament-left = Anda keluar dari turnamen.
tournament-join = Ikut turnamen
tournament-joined = Anda ikut turnamen.
tournament-withdraw = Mengundurkan diri
tournament-withdrew = Anda mengundurkan diri dari turnamen.
tournament-bye-half-point = Setengah poin
tournament-bye-zero-points = Nol poin
tournament-bye-full-point = Satu poin penuh
tournament-bye-give = Beri bye
tournament-bye-request = Minta bye
tournament-bye-for-player = Bye untuk pemain
tournament-bye-request-label = Minta bye
tournament-field-player = Pemain
tournament-field-round = Babak
tournament-field-bye = Bye
tournament-bye-recorded = Bye dicatat untuk babak { $round }.
tournament-standings-start = Klasemen dimulai dengan babak 1. { $count } pemain sudah ikut:
tournament-entrants-label = Pemain yang sudah ikut
tournament-nobody-joined = Belum ada yang ikut.
tournament-col-rank = Peringkat
tournament-col-player = Pemain
tournament-col-rating = Rating
tournament-col-points = Poin
tournament-col-games = Permainan
tournament-col-number = No.
tournament-col-round-short = B{ $round }
tournament-col-board = Papan
tournament-col-result = Hasil
tournament-col-game = Permainan
tournament-withdrawn = mundur
tournament-final-standings = Klasemen akhir.
tournament-standings-after = Setelah { $count } babak selesai.
tournament-standings = Klasemen
tournament-tiebreaks-legend = Penentu peringkat, berurutan
tournament-crosstable = Tabel silang
tournament-crosstable-empty = Tabel silang muncul setelah babak pertama dipasangkan.
tournament-crosstable-help = Setiap sel berisi nomor lawan, warna (w/b), dan hasil, mis. “5w1”: menang atas no. 5 dengan Putih. + dan − berarti menang/kalah WO, U bye dari pemasangan, H/F/Z bye setengah, penuh, dan nol poin, * permainan yang sedang berlangsung, - tidak dipasangkan.
tournament-no-round = Belum ada babak yang dipasangkan.
tournament-choose-round = Pilih babak
tournament-round = Babak { $round }
tournament-awaiting-adjudication = menunggu keputusan
tournament-open-game = Buka permainan
tournament-round-paired-at = Babak { $round } dipasangkan pada { $date }.
tournament-round-deadline = Batas waktu: { $date }.
tournament-round-complete = Babak ini sudah selesai.
tournament-round-boards = Papan babak { $round }
tournament-round-byes = Bye di babak { $round }
tournament-adjudicate-result = Hasil permainan { $id }
tournament-adjudicate = Putuskan
tournament-adjudicated = Permainan { $id } sudah diputuskan.
tournament-start = Mulai turnamen
tournament-started = Turnamen sudah dimulai: babak 1 sudah dipasangkan.
tournament-start-hint = Setelah semua ikut, mulai turnamen: ini memasangkan babak 1 dan memulai permainannya.
tournament-adjudicate-hint = Permainan yang belum selesai dari babak yang batas waktunya sudah lewat dapat diputuskan dari daftar papan babak itu.
tournament-organizer = Penyelenggara
tournament-withdraw-player = Keluarkan pemain
tournament-withdraw-player-label = Keluarkan seorang pemain
tournament-player-to-withdraw = Pemain yang dikeluarkan
tournament-player-withdrawn = { $username } sudah dikeluarkan.
tournament-forbid = Larang pasangan
tournament-forbid-label = Larang sebuah pasangan
tournament-never-paired-with = Tidak pernah dipasangkan dengan
tournament-forbidden = { $first } dan { $second } tidak akan dipasangkan.
tournament-about = Tentang turnamen ini
tournament-rounds = Babak

## Keluarga varian Camelot
variant-label = Varian
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = Camelot Sungai
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-Camelot Sungai
variant-camelot-about = Permainan klasik: 160 petak, 4 Ksatria dan 10 Prajurit per pihak; tempati kedua petak kastil lawan.
variant-camette-about = Papan terkecil: 23 petak, 1 Ksatria dan 3 Prajurit per pihak; satu bidak di kastil lawan menang.
variant-cam-about = Papan kecil: 67 petak, 2 Ksatria dan 5 Prajurit per pihak; satu bidak di kastil lawan menang.
variant-chivalry-about = Papan terbesar: 176 petak, 8 Ksatria dan 12 Prajurit per pihak; tempati kedua petak kastil lawan.
variant-river-about = Camelot dengan sungai yang diseberangi dua jembatan; tiap pihak lebih dulu menaruh tiga pohon yang menutup petak.
variant-anti-about = Camelot terbalik: masuk ke kastil lawan atau menawan bidak terakhir berarti kalah.
variant-anti-camette-about = Camette terbalik: masuk ke kastil lawan atau menawan bidak terakhir berarti kalah.
variant-anti-cam-about = Cam terbalik: masuk ke kastil lawan atau menawan bidak terakhir berarti kalah.
variant-anti-chivalry-about = Chivalry terbalik: masuk ke kastil lawan atau menawan bidak terakhir berarti kalah.
variant-anti-river-about = Camelot Sungai terbalik: masuk ke kastil lawan atau menawan bidak terakhir berarti kalah.
board-tree = pohon: tidak ada bidak yang boleh berdiri di atasnya atau melompatinya
board-bridge = jembatan di atas sungai
board-square-tree-target = Anda bisa menaruh pohon di sini
board-not-tree-square = { $square } bukan salah satu petak pohon Anda.
game-trees-picked = Pohon: { $squares } ({ $count } dari 3)
game-confirm-your-trees = Pohon Anda:
game-status-place-trees = Giliran Anda: taruh tiga pohon Anda (klik tiga petak yang ditandai, lalu kirim).
game-info-variant = Varian
leaderboard-variant = Varian
leaderboard-title-variant = Peringkat: { $variant }
player-ratings-by-variant = Rating per varian
player-ratings-by-variant-caption = Rating { $username } di setiap varian
player-col-variant = Varian
tournament-fact-variant = Varian
termination-castle-entered = sebuah bidak masuk ke kastil lawan
player-rating-variant = Rating ({ $variant })
player-rating-history-variant = Riwayat rating: { $variant }
