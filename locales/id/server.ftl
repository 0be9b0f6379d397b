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

## The calendar feed

calendar-name = Batas waktu Camelot milik { $name }
calendar-your-move = Camelot: giliran Anda melawan { $opponent }
calendar-round-deadline = Camelot: { $tournament }, batas waktu babak { $round }

## The tutorial

no-such-lesson = Tidak ada pelajaran { $lesson } dalam tutorial.
