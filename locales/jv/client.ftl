# Klien web Camelot: kabèh tembung ing kaca-kacané, diklompokaké saben kaca.
# ID lan variabelé padha persis karo berkas basa Inggris (en/client.ftl).

language-label = Basa
nav-learn = Sinau

## Kaca sinau

learn-title = Sinau Camelot
learn-intro = Camelot iku dolanan kanggo pemain loro ing papan sing isiné 160 kothak. Kaca-kaca cekak iki nerangaké aturané, saben kaca nganggo gambar papan; sabanjuré ing tutorial sampeyan bisa njajal dhéwé saben jinis laku ing papan sing urip.
learn-contents-label = Aturan, kaca siji mbaka siji
learn-contents-variants = Varian liyané
learn-start-reading = Waca aturané
learn-start-tutorial = Jajal tutorialé
learn-variant-play = Tantang wong liya dolanan varian iki
learn-not-found-title = Kaca iku ora ana
learn-back-to-contents = Bali menyang isi
learn-page-of = Kaca { $number } saka { $total }
learn-pager-label = Kaca sadurungé lan sabanjuré
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Gambar { $number }
learn-move-legal = { $move } olèh
learn-move-illegal = { $move } ora olèh
learn-board-help = Papan iki awujud jaring kothak, Putih ana ing ngisor. Nganggo tombol panah sampeyan bisa pindhah saka kothak siji menyang kothak liyané; ing papan tutorial, tombol Enter utawa Spasi milih pasukan, banjur saben kothak panggonané mandheg.

## Tutorial

learn-tutorial-title = Tutorial
learn-tutorial-progress = { $done ->
    [0] Durung ana piwulang sing rampung
   *[other] { $done } piwulang wis rampung
  }
learn-lesson-heading = Piwulang { $number } saka { $total }: { $title }
learn-tutorial-board-label = Papan piwulang
learn-tutorial-you-white = Sampeyan dolanan dadi Putih. Klik pasukan, banjur kothak panggonané kudu mandheg.
learn-tutorial-right = { $move }: apik tenan, kuwi laku sing bener.
learn-tutorial-wrong = { $move } olèh, nanging dudu laku sing dijaluk piwulang iki.
learn-tutorial-not-legal = Laku kuwi ora olèh.
learn-tutorial-can-continue = { $move } wis dadi laku sing jangkep, nanging pasukané isih bisa nerusaké.
learn-tutorial-stop-here = Mandheg ing kéné lan lakokna { $move }
learn-tutorial-next = Piwulang sabanjuré
learn-tutorial-finished = Sampeyan wis ngrampungaké tutorial.
learn-tutorial-reset = Wiwiti piwulang saka awal
learn-tutorial-lessons = Piwulang
learn-tutorial-solved = (rampung)
learn-tutorial-forget = Busak kemajuanku

## The frame of every page: navigation, notices, errors

skip-link = Langsung menyang isi kaca
nav-label = Utama
nav-inbox = Kothak mlebu
nav-inbox-badge = { $count ->
   *[other] , { $count } dolanan nunggu lakumu
  }
nav-games = Dolanan
nav-tournaments = Turnamen
nav-leaderboard = Peringkat
nav-analysis = Analisis
nav-sign-out = Metu
nav-sign-in = Mlebu
nav-register = Ndaftar
notice-signed-out = Sampeyan wis metu.
notice-dismiss = Tutup pesen
table-label = Tabel: { $caption }
show-more = Tampilna luwih akeh
page-not-found-title = Ora ketemu
page-not-found-heading = Kaca ora ketemu
page-not-found-text = Ora ana kaca ing alamat iki.
go-to-start-page = Menyang kaca wiwitan
page-error-title = Kaluputan
page-error-heading = Ana sing ora beres
error-title = Kaluputan
error-server-answered = Server mangsuli { $status } { $text }.
error-network-title = Kaluputan jaringan
error-network = Server ora bisa digayuh. Priksa sambungane banjur jajal maneh.
event-challenge-received = Sampeyan éntuk tantangan anyar.
event-challenge-accepted = Tantanganmu ditampa: dolanan wis diwiwiti.
event-challenge-declined = Salah siji tantanganmu ditolak.
event-game-started = Ana dolanan anyar sing diwiwiti.
event-opponent-moved = Mungsuhmu wis mlaku.
event-draw-offered = Mungsuhmu nawani imbang.
event-draw-declined = Tawaran imbangmu ditolak.
event-game-ended = Salah siji dolananmu wis rampung.
event-deadline-warning = Salah siji wates wektumu wis cedhak.
event-opponent-on-leave = Salah siji mungsuhmu lagi prei.
event-tournament-started = Salah siji turnamenmu wis diwiwiti.
event-round-paired = Pasangan babak anyar turnamen wis ditemtokake.
event-tournament-finished = Salah siji turnamenmu wis rampung.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = Putih
colour-black = Ireng
result-white-forfeit = 1–0 (menang WO)
result-black-forfeit = 0–1 (menang WO)
result-double-forfeit = loro-lorone kalah WO
termination-castle = rong pasukan ing kastil
termination-capture = kabèh pasukan ketangkep
termination-no-moves = ora ana laku sing sah manèh
termination-bare-board = papan kosong
termination-resignation = nyerah
termination-agreement = sarujuk
termination-claim = klaim
termination-timeout = wektuné entèk
termination-aborted = dibatalaké
termination-adjudication = putusan wasit
termination-forfeit = WO
outcome-aborted = Dolanan dibatalaké.
outcome-white-won = { $name } (Putih) menang.
outcome-white-won-how = { $name } (Putih) menang ({ $how }).
outcome-black-won = { $name } (Ireng) menang.
outcome-black-won-how = { $name } (Ireng) menang ({ $how }).
outcome-drawn = Imbang.
outcome-drawn-how = Imbang ({ $how }).
outcome-over = Dolanan wis rampung.
duration-days = { $days } dina
duration-days-hours = { $days } dina { $hours } jam
duration-hours = { $hours } jam
duration-hours-minutes = { $hours } jam { $minutes } menit
duration-minutes = { $minutes } menit
duration-under-a-minute = kurang saka semenit
time-left = kari { $duration }
time-overdue = wis liwat wates wektu
time-control-per-move = { $days } dina saben laku
time-control-fischer = { $initial } dina + { $increment } dina saben laku
time-control-fischer-max = { $initial } dina + { $increment } dina saben laku, paling suwé { $max } dina
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Ketemu langsung
tiebreak-win = Cacahé menang
tiebreak-won = Menang ing papan
tiebreak-bpg = Dolanan dadi Ireng
tiebreak-bwg = Menang dadi Ireng
tiebreak-ps = Skor progresif
tiebreak-aro = Rata-rata rating mungsuh
tiebreak-tpr = Rating kinerja turnamen
tiebreak-ptp = Kinerja turnamen sampurna
tiebreak-ks = Sistem Koya
tiebreak-cut = potong { $n } (sing paling endhek dibuang)
tiebreak-median = median { $n }
tiebreak-limit = wates { $n } %
tiebreak-forfeits-count = WO diétung

## The board (what a screen reader says of it)

board-label-white-bottom = Papan, Putih ing ngisor
board-label-black-bottom = Papan, Ireng ing ngisor
board-no-legal-move = Pasukan ing { $square } saiki ora duwé laku sing sah.
board-piece = { $side ->
    [white] { $kind ->
        [knight] Ksatria putih
       *[man] Prajurit putih
      }
   *[black] { $kind ->
        [knight] Ksatria ireng
       *[man] Prajurit ireng
      }
  }
board-square-empty = kosong
board-square-empty-castle = kothak kastil kosong
board-square-selected = dipilih
board-square-on-path = ing dalan laku
board-square-target = sampeyan bisa mlaku mrene
board-square-target-capture = sampeyan bisa mlumpat mrene karo nangkep
board-square-captured = bakal ketangkep
board-square-movable = bisa mlaku
board-square-last-move = bagéan saka laku pungkasan

## Rating chart (player page)

chart-no-rated-game = Durung ana dolanan sing nganggo rating.
chart-summary = Rating { $username } sajroné { $count } dolanan nganggo rating: saka { $first } nganti { $last }, paling endhek { $lowest }, paling dhuwur { $highest }.
chart-score-won = menang
chart-score-lost = kalah
chart-score-drew = imbang
chart-every-game = Kabèh dolanan nganggo rating
chart-changes-label = Owah-owahan rating
chart-changes-caption = Owah-owahan rating { $username }, sing paling anyar dhisik
chart-col-date = Tanggal
chart-col-opponent = Mungsuh
chart-col-result = Asil
chart-col-change = Owah-owahan
chart-col-rating = Rating

## Player page

player-game-in-progress = lagi mlaku
player-game-result-how = { $result } ({ $how })
player-game-rated = nganggo rating
player-game-unrated = tanpa rating
player-rating = Rating
player-rating-provisional = { $rating } (sementara)
player-peak = Paling dhuwur
player-rated-games = Dolanan nganggo rating
player-member-since = Anggota wiwit
player-roles = Peran: { $roles }
player-challenge = Tantang { $username }
player-rating-history = Riwayat rating
player-recent-games = Dolanan anyar
player-recent-games-caption = Dolanan anyar { $username }
player-col-game = Dolanan
player-col-colour = Werna
player-col-opponent = Mungsuh
player-col-result = Asil
player-col-kind = Jinis
player-col-started = Diwiwiti
player-no-game = Durung ana dolanan.

## Leaderboard

leaderboard-title = Peringkat
leaderboard-lead = Pemain sing main dolanan nganggo rating ing sawetara sasi pungkasan, miturut rating Elo.
leaderboard-provisional-title = sementara: kurang saka 30 dolanan nganggo rating
leaderboard-provisional-mark = { " " }(s)
leaderboard-empty = Durung ana sing ngrampungaké dolanan nganggo rating.
leaderboard-col-rank = Urutan
leaderboard-col-player = Pemain
leaderboard-col-rating = Rating
leaderboard-col-rated-games = Dolanan nganggo rating
leaderboard-col-peak = Paling dhuwur
leaderboard-col-last-rated = Dolanan rating pungkasan

## Sign in and register

login-title = Mlebu
login-submit = Mlebu
login-username = Jeneng panganggo
login-password = Tembung sandi
login-lead = Main Camelot liwat korespondensi: siji laku sedina, nglawan pemain saka ngendi waé.
login-no-account = Durung duwé akun?
login-register-link = Ndaftar
login-already-signed-in = Sampeyan mlebu minangka { $username }. Yen mlebu manèh, akuné ganti.
register-title = Ndaftar
register-submit = Gawé akun
register-username-hint = 3 nganti 32 aksara, angka, “_” utawa “-”. Wong liya bisa weruh.
register-password-hint = Paling sethithik 10 karakter.
register-welcome = Sugeng rawuh, { $username }! Tantangen pemain utawa pasang tawaran mbukak kanggo miwiti dolanan.
register-lead = Gawé akun kanggo main dolanan lan mèlu turnamen.
register-have-account = Wis ndaftar?
register-sign-in-link = Mlebu

## Games anyone may watch (/games)

games-title = Dolanan
games-lead = Dolanan sing lagi dimainaké ing server iki saiki, lan sing lagi waé rampung. Bukak salah siji kanggo ngetutaké langsung; ora perlu akun.
games-filters = Saring dolanan
games-player = Pemain
games-player-hint = Jeneng panganggo: mung dolanané.
games-tournament = Turnamen
games-tournament-hint = Nomer turnamen: mung dolanan turnamen kuwi.
games-variant = Varian
games-any-variant = Kabèh varian
games-rated = Nganggo rating
games-any = Nganggo rating utawa ora
games-rated-only = Mung nganggo rating
games-unrated-only = Mung tanpa rating
games-apply = Tampilna dolanan
games-clear = Busak saringan
games-active = Lagi dimainaké
games-finished = Lagi waé rampung
games-no-active = Ora ana dolanan sing cocog lagi dimainaké.
games-no-finished = Ora ana dolanan rampung sing cocog.
games-more = Tampilna luwih akeh
games-no-move = durung ana laku
games-move-number = laku kaping { $number }
games-last-move = laku pungkasan:
games-rated-1 = nganggo rating
games-unrated = tanpa rating
games-tournament-game = dolanan turnamen
games-updated = Dhaptar iki nganyari dhéwé saben 15 detik.
games-position-of = Posisi { $title }
games-to-move = Giliran { $username }

## Tournaments (/tournaments)

tournament-system-swiss = Sistem Swiss
tournament-system-round-robin = Setengah kompetisi
tournament-system-double-round-robin = Kompetisi kebak (rong puteran)
tournament-status-registration = Pendaftaran dibukak
tournament-status-running = Lagi mlaku
tournament-status-finished = Rampung
tournaments-title = Turnamen
tournaments-filter-label = Tampilna
tournaments-filter-all = Kabèh
tournaments-col-name = Jeneng
tournaments-col-system = Sistem
tournaments-col-status = Status
tournaments-col-players = Pemain
tournaments-col-round = Babak
tournaments-col-time = Wektu saben laku
tournaments-col-organizer = Panitia
tournaments-round-of = { $round } saka { $rounds }
tournaments-empty = Durung ana turnamen ing kéné.
tournaments-create = Gawé turnamen
tournaments-organizing = Ngadani turnamen
tournaments-organizing-p1 = Turnamen digawé déning panitia. Administrator server iki sing mènèhi peran panitia marang pemain.
tournaments-organizing-p2 = Yen arep ngadani turnamen, njaluka administrator server supaya nggawé sampeyan dadi panitia; formulir turnamen anyar banjur metu ing kaca iki.
tournaments-schedule-by-round = Babak siji-siji
tournaments-schedule-all-at-once = Kabèh dolanan bebarengan
tournaments-create-submit = Gawé turnamen
tournaments-field-rounds = Cacahé babak
tournaments-field-late-join = Daftar telat nganti babak
tournaments-field-late-join-hint = Mung sistem Swiss; kosongna yen ora ana.
tournaments-field-double = Saben pasangan ketemu kaping pindho
tournaments-field-schedule = Jadwal
tournaments-field-name = Jeneng
tournaments-field-system = Sistem
tournaments-field-days = Dina saben laku
tournaments-field-rated = Nganggo rating
tournaments-field-max-players = Pemain paling akèh
tournaments-field-max-players-hint = Kosongna yen tanpa wates.
tournaments-field-round-deadline = Dina saben babak
tournaments-field-round-deadline-hint = Sawisé iku, panitia sing mutusaké dolanan sing durung rampung. Kosongna yen ora ana.
tournaments-field-scoring = Pambiji
tournaments-field-tiebreaks = Penentu peringkat
tournaments-field-tiebreaks-hint = Jeneng FIDE urut, dipisah koma (upamané BH/C1, BH, SB, DE). Kosongna kanggo sing baku.
tournaments-field-starts-at = Diwiwiti dhéwé ing
tournaments-field-starts-at-hint = Ora wajib: turnamen diwiwiti wektu kuwi yen pemain sing daftar wis cukup.
tournaments-created = Turnamen “{ $name }” wis digawé.
loading = Lagi dimuat…

## The start page (signed out) and the inbox

home-title = Sugeng rawuh
home-heading = Camelot liwat korespondensi
home-lead = Mainna dolanan papan Camelot miturut aturan World Camelot Federation, siji laku siji laku: saben laku duwé wates wektu sawetara dina, dadi dolanané cocog karo urip saben dina.
home-new-heading = Anyar ing kéné?
home-new-text = Gawé akun, banjur tantangen pemain utawa pasang tawaran mbukak.
home-back-heading = Sugeng kondur
home-back-text = Dolanan lan tantanganmu nunggu ing kothak mlebu.
home-look-heading = Delengen-delengen
home-look-text = Delengen sapa sing ing ngarep, lan tutna turnamené.
inbox-you-play = { $colour ->
    [white] sampeyan main Putih
    [black] sampeyan main Ireng
   *[random] wernané diundi
  }
inbox-you-played = { $colour ->
    [white] sampeyan main Putih
   *[black] sampeyan main Ireng
  }
inbox-moves-played = { $count ->
    [0] durung ana laku
   *[other] { $count } laku wis dimainaké
  }
inbox-time-to-move = Giliranmu: { $time }
inbox-newcomer-title = Lagi kenal karo Camelot?
inbox-newcomer-text = Wolung kaca cekak nerangaké aturané, lan ing tutorial sampeyan njajal saben jinis laku ing papan sing urip.
inbox-newcomer-rules = Sinau aturané
inbox-deadline = (wates wektu { $date })
inbox-ratings-range = rating { $min }–{ $max }
inbox-your-move = Giliranmu
inbox-your-move-label = Dolanan sing nunggu lakumu, sing paling kesusu dhisik
inbox-your-move-empty = Ora ana dolanan sing nunggu lakumu.
inbox-waiting = Nunggu mungsuh
inbox-waiting-label = Dolanan sing nunggu lakuné mungsuhmu
inbox-waiting-empty = Ora ana.
inbox-finished = Lagi waé rampung
inbox-finished-empty = Durung ana dolanan sing rampung.
inbox-received = Tantangan mlebu
inbox-received-empty = Ora ana tantangan sing nunggu sampeyan.
inbox-sent = Tantangan sing dikirim
inbox-sent-empty = Sampeyan ora duwé tantangan mbukak.
inbox-seeks = Tawaran mbukak
inbox-seek-empty = Ora ana tawaran mbukak saka pemain liya.
inbox-play-computer = Main nglawan komputer
inbox-new-game = Dolanan anyar
inbox-new-game-label = Tantangan anyar utawa tawaran mbukak
inbox-leave = Prei
inbox-challenge-to = Kanggo { $username }
inbox-challenge-from = Saka { $username }
inbox-open-seek = Tawaran mbukak
inbox-seeks-a-game = { $username } golèk mungsuh
inbox-accept = Tampa
inbox-accept-seek = Tampa tawaran
inbox-accept-label = Tampa tantangané { $username }
inbox-accept-seek-label = Tampa tawarané { $username }
inbox-decline = Tolak
inbox-decline-label = Tolak tantangané { $username }
inbox-declined = Sampeyan nolak tantangané { $username }.
inbox-cancel = Batalna
inbox-cancel-label = Batalna tantangan kanggo { $username }
inbox-cancel-seek-label = Batalna tawaran mbukak
inbox-cancelled = Tantangan dibatalaké.
inbox-expires = kadaluwarsa { $date }
inbox-colour-random = Acak
inbox-colour-white = Putih (mlaku dhisik)
inbox-tc-per-move = Dina saben laku
inbox-tc-fischer = Fischer (celengan dina)
inbox-tc-kind-hint = Dina saben laku: wektu tetep kanggo saben laku. Fischer: celengan dina sing tambah saben rampung laku.
inbox-tc-per-move-hint = Saben laku kudu ditindakaké sajroné cacahé dina iki (1 nganti 60).
inbox-tc-fischer-legend = Kontrol wektu Fischer
inbox-tc-initial = Dina wiwitan
inbox-tc-initial-hint = Dina ing celengan saben pihak ing wiwitan (1 nganti 60).
inbox-tc-increment = Dina tambahan
inbox-tc-increment-hint = Dina sing ditambahaké ing celenganmu saben rampung lakumu (0 nganti 60).
inbox-tc-max = Dina paling akèh
inbox-tc-max-hint = Celengané ora tau isi luwih saka cacahé dina iki (1 nganti 60).
inbox-send-challenge = Kirim tantangan
inbox-post-seek = Pasang tawaran mbukak
inbox-seek-legend = Mung kanggo tawaran mbukak: sapa sing olèh nampa
inbox-min-rating = Rating paling endhek
inbox-max-rating = Rating paling dhuwur
inbox-opponent = Mungsuh
inbox-opponent-hint = Jeneng panganggoné. Kosongna kanggo masang tawaran mbukak sing olèh ditampa sapa waé.
inbox-your-colour = Wernamu
inbox-time-control = Kontrol wektu
inbox-rated-game = Dolanan nganggo rating
inbox-challenge-sent = Tantangan dikirim menyang { $username }.
inbox-seek-posted = Tawaran mbukak wis dipasang.
inbox-days = { $days } dina
leave-start = Wiwiti prei
leave-days = Dina prei
leave-days-hint = Wiwit saiki. Sajroné prei, jammu mandheg ing saben dolanan sing giliranmu; sampeyan isih olèh mlaku.
leave-end = Rampungna prei saiki
leave-ended = Preimu wis rampung; jammu mlaku manèh.
leave-back-early = Bali luwih dhisik? Dina prei sing wis diwiwiti tetep diétung (paling sethithik siji).
leave-allowance = Jatah taun iki
leave-used = Wis dienggo
leave-remaining = Turahan
leave-on-leave = Lagi prei
leave-until = nganti { $date }
leave-not-on-leave = ora
leave-started = Sampeyan prei suwéné { $days } dina.

## Play the computer (a form of the inbox)

computer-level = Tingkat
computer-level-option = Tingkat { $level } · rating { $rating }
computer-colour = Sampeyan main
computer-random = Acak
computer-white = Putih (mlaku dhisik)
computer-black = Ireng
computer-days = Dina saben laku
computer-days-hint = 1 nganti 60 dina kanggo saben laku. Komputer mangsuli sajroné sawetara detik.
computer-rated = Nganggo rating (diétung kanggo ratingmu)
computer-submit = Main nglawan komputer
computer-form-label = Main nglawan komputer
computer-loading = Lagi ngemot mungsuh komputer…
computer-no-bots = Ora ana mungsuh komputer ing server iki.
computer-waiting = Nunggu { $username } nampa…
computer-refused = { $username } ora nampa tantangan. Jajal manèh, utawa pilih tingkat liya.
computer-slow = { $username } durung mangsuli. Tantanganmu tetep ana ing “Tantangan sing dikirim”; dolanané dibukak saka kothak mlebu yen wis ditampa.

## A game's page

game-title = Dolanan { $id }
game-board-label = Papan Camelot
game-square-selected = { $square } dipilih: pilih kothak sing ditandhani.
game-path-so-far = Dalan { $path }: pilih kothak tandhan sabanjuré.
game-flip-board = Walik papan
game-send-move = Kirim laku
game-cancel-move = Batal
game-notation-placeholder = D6-F8 utawa F6xF8
game-notation-label = Ketik laku
game-notation-check = Priksa
game-notation-help = Cara nulis laku WCF: kothak-kothak dalané, disambung “-” kanggo laku biasa utawa ligas lan “x” kanggo lumpat. Sampeyan ngonfirmasi sadurungé dikirim.
game-not-your-move = Saiki dudu giliranmu.
game-notation-illegal-from = { $move } dudu laku sing sah. Klik pasukan ing { $square } kanggo ndeleng menyang ngendi waé pasukan kuwi bisa mlaku.
game-notation-illegal = { $move } dudu laku sing sah ing kéné.
game-rules-help = Kepriyé carané
game-variant-rules = Aturan varian iki
game-conditional-title = Laku bersyarat
game-conditional-save = Simpen laku bersyarat
game-conditional-clear = Busak kabèh
game-conditional-cleared = Laku bersyarat wis dibusak.
game-conditional-edit = Owahi laku bersyarat
game-conditional-lines = Baris, siji saben larik
game-conditional-lines-hint = Laku nganggo cara nulis laku, dipisah spasi utawa koma. Nyimpen bakal ngganti kabèh kumpulan.
game-conditional-your-lines = Baris bersyaratmu
game-conditional-none = Sampeyan ora duwé laku bersyarat.
game-conditional-intro = Sajroné giliran { $username }, sampeyan bisa nyiapaké wangsulanmu. Saben baris gantian antarané laku { $username } sabanjuré lan wangsulanmu, lan sateruse. Baris sing cocog tetep kanggo laku sabanjuré; laku sing ora ana ing baris endi waé mbusak kabèh.
game-conditional-intro-example = Sajroné giliran { $username }, sampeyan bisa nyiapaké wangsulanmu. Saben baris gantian antarané laku { $username } sabanjuré lan wangsulanmu, lan sateruse: “{ $example }” tegesé yen { $username } main { $theirs }, sampeyan langsung mangsuli { $mine }. Baris sing cocog tetep kanggo laku sabanjuré; laku sing ora ana ing baris endi waé mbusak kabèh.
game-conditional-saved = Laku bersyarat wis disimpen: { $count } baris.
game-conditional-error-line = Baris { $line }
game-conditional-error-move = laku { $number }
game-conditional-error-move-path = laku { $number } ({ $move })
game-conditional-error-ply = setengah laku { $ply }
game-confirm-your-move = Lakumu:
game-confirm-captures = (nangkep { $squares })
game-confirm-go-on = — utawa pilih kothak tandhan kanggo nerusaké
game-deadline = Wates wektu: { $date }
game-on-the-clock = ing jam: { $time }
game-on-leave-until = prei nganti { $date }
game-to-move = giliran
game-status-your-move = Giliranmu.
game-status-your-move-leave-castle = Giliranmu. Pasukanmu ing kastilmu dhéwé kudu metu saka kono.
game-status-your-move-capture = Giliranmu. Kudu nangkep.
game-status-waiting = Nunggu lakuné { $username }.
game-status-white-to-move = Giliran Putih.
game-status-black-to-move = Giliran Ireng.
game-status-earlier-position = Sing katon iki posisi sadurungé. Balia menyang posisi saiki kanggo mlaku.
game-draw-offer = Tawaran imbang
game-draw-offered-by = { $username } nawani imbang.
game-draw-accept = Tampa imbang
game-draw-agreed = Imbang disarujuki.
game-draw-decline = Tolak imbang
game-draw-declined = Tawaran imbang ditolak.
game-draw-offer-pending = Sampeyan nawani imbang; mungsuhmu durung mangsuli.
game-draw-offer-button = Tawani imbang
game-draw-offer-sent = Imbang wis ditawani.
game-draw-claim = Klaim imbang
game-abort = Batalna dolanan
game-aborted = Dolanan dibatalaké.
game-resign = Nyerah
game-resign-confirm = Nyerah ing dolanan iki? Mungsuhmu menang.
game-resign-yes = Iya, nyerah
game-resign-no = Terus main
game-resign-confirm-label = Konfirmasi nyerah
game-info-time-control = Kontrol wektu
game-info-rated = Nganggo rating
game-info-yes = iya
game-info-no = ora
game-info-started = Diwiwiti
game-info-ended = Rampung
game-info-export = Ekspor
game-cgn-download = Undhuh berkas CGN
game-cgn-text-label = Teks CGN dolanan iki
game-cgn-show = Tampilna teks CGN
game-cgn-hide = Dhelikna teks CGN
game-move-sent = Laku wis dikirim.
game-actions = Tindakan
game-moves = Laku
game-about = Bab dolanan iki
game-board-help = Kanggo mlaku, klik pasukan, banjur kothak-kothak tandhan ing dalané siji-siji. Papan ketik: tombol panah pindhah antarkothak, Enter utawa Spasi milih, Backspace mundur sak langkah, Escape mbatalaké.
replay-first = Posisi kapisan
replay-previous = Laku sadurungé
replay-next = Laku sabanjuré
replay-last = Posisi saiki
replay-controls = Puter ulang dolanan
replay-back = Bali menyang posisi saiki
replay-start-note = Panggonan wiwitan (sadurungé laku 1): iki dudu posisi saiki. Sampeyan mung bisa mlaku ing posisi saiki.
replay-help = Puter ulang: klik sawijining laku, utawa nganggo ← lan → (Home lan End kanggo wiwitan lan posisi saiki) ing njaba papan.
replay-note = Posisi sawisé { $move } (setengah laku { $ply } saka { $total }): iki dudu posisi saiki. Sampeyan mung bisa mlaku ing posisi saiki.
after-heading = Sawisé dolanan
after-rating = Owah-owahan rating
after-pieces-left = Pasukan sing isih ana
after-pieces = { $knights } Ksatria, { $men } Prajurit
after-pieces-white = { $username } (Putih): { $pieces }
after-pieces-black = { $username } (Ireng): { $pieces }
after-rematch = Main manèh
after-rematch-hint = Setelan padha, wernané diijolké.
after-rematch-sent = Ajakan main manèh wis dikirim: tantanganmu wis dikirim.
movelist-caption = Laku nganggo cara nulis laku WCF
movelist-number = No.
movelist-white = Putih
movelist-black = Ireng
movelist-region = Dhaptar laku
movelist-conditional = (bersyarat)
movelist-conditional-title = Dimainaké otomatis saka laku bersyarat
movelist-none = Durung ana laku. Putih mlaku dhisik.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Analisis komputer
analysis-panel-offer = Jarna mesin mriksa saben laku ing dolanan iki: evaluasi sawisé saben laku, laku paling apik sadurungé, lan laku sing kurang pas, kaluputan, lan blunder.
analysis-panel-analyse = Analisis
analysis-panel-sign-in = Mlebua kanggo njaluk analisis komputer kanggo dolanan iki.
analysis-panel-sign-in-link = Mlebu
analysis-panel-queued = Nunggu mesin: analisisé lagi antri.
analysis-panel-running = Mesin lagi nganalisis dolanan…
analysis-panel-progress-label = Kemajuan analisis
analysis-panel-no-moves = Dolanan iki ora duwé laku sing bisa dianalisis.
analysis-panel-summary-caption = Dolanané saben pihak
analysis-panel-side = Pihak
analysis-panel-white = Putih
analysis-panel-black = Ireng
analysis-panel-average-loss = Rata-rata kapitunan
analysis-panel-inaccuracies = Kurang pas
analysis-panel-mistakes = Kaluputan
analysis-panel-blunders = Blunder
analysis-panel-graph-caption = Evaluasi sawisé saben laku, saka sisih Putih. Klik laku kanggo ndeleng.
analysis-panel-table-caption = Saben laku karo evaluasi lan pambijiné mesin
analysis-panel-table-region = Laku sing dianalisis
analysis-panel-col-move = Laku
analysis-panel-col-eval = Evaluasi
analysis-panel-col-judgment = Pambiji
analysis-panel-col-best = Paling apik miturut mesin
analysis-panel-selected-heading = Laku sing dipilih
analysis-panel-board-label = Posisi sawisé laku sing dipilih
analysis-panel-eval-after = Evaluasi sawisé
analysis-panel-best = Laku paling apik miturut mesin
analysis-panel-best-line = Variasi paling apik
analysis-panel-loss = Kapitunan dibandhingaké sing paling apik
analysis-panel-loss-men = { $men } Prajurit
analysis-panel-best-played = laku sing dimainaké
analysis-panel-none = —
analysis-panel-previous = Laku sadurungé
analysis-panel-next = Laku sabanjuré
analysis-panel-position-error = Posisi laku iki ora bisa ditampilaké.
analysis-panel-open-board = Telusuri posisi iki ing papan analisis
eval-chart-white = Putih
eval-chart-black = Ireng
eval-chart-summary = Grafik evaluasi kanggo { $count } laku: kaunggulané Putih ing ndhuwur garis tengah, Ireng ing ngisoré. Tabel ngemot angka sing padha.
judgment-inaccuracy = Kurang pas
judgment-mistake = Kaluputan
judgment-blunder = Blunder
score-white-wins-in = Putih menang sajroné { $plies } setengah laku
score-black-wins-in = Ireng menang sajroné { $plies } setengah laku
score-white-better = Putih luwih unggul { $men } Prajurit
score-black-better = Ireng luwih unggul { $men } Prajurit
score-level = Imbang

## The analysis board (/analysis)

analysis-title = Papan analisis
analysis-intro = Tata posisi apa waé, obahna pasukan saka loro pihak, lan delengen apa panemuné mesin.
analysis-board-label = Papan analisis
analysis-help = Klik pasukan, banjur kothak-kothak tandhan ing dalané siji-siji; lakuné dumadi yen dalané wis jangkep. Papan ketik: tombol panah pindhah antarkothak, Enter utawa Spasi milih, Backspace mundur sak langkah, Escape mbatalaké.
analysis-back = Mundur
analysis-forward = Maju
analysis-flip = Walik papan
analysis-white-to-move = Giliran Putih.
analysis-black-to-move = Giliran Ireng.
analysis-capture-required = Kudu nangkep.
analysis-must-leave-castle = Pasukan ing kastilé dhéwé kudu metu saka kono.
analysis-or-continue = utawa pilih kothak tandhan kanggo nerusaké
analysis-engine-heading = Mesin
analysis-sign-in = Mlebua kanggo ndeleng evaluasi lan variasi paling apik saka mesin. Sampeyan tetep bisa mlaku tanpa mlebu.
analysis-sign-in-link = Mlebu
analysis-lines = Variasi
analysis-thinking = Mesin lagi mikir…
analysis-no-eval = Ora ana evaluasi: dolanan wis rampung ing posisi iki.
analysis-lines-label = Variasi paling apik miturut mesin
analysis-moves-heading = Laku
analysis-no-moves = Durung ana laku: laku sing sampeyan gawé saka posisi tatanan kacathet ing kéné.
analysis-set-up = posisi tatanan
analysis-moves-label = Laku sing digawé ing papan
analysis-position-heading = Posisi
analysis-position-field = Posisi
analysis-position-hint = Wujud teks saka aturan: 16 baris saka baris 16 mudhun, dipisah “/” (K, M Ksatria lan Prajurit putih; k, m ireng; angka ngétung kothak kosong), banjur pihak sing giliran (w utawa b), Laku Kastil sing wis dienggo Putih lan Ireng, lan yen gelem, cacahé setengah laku sepi lan nomer laku.
analysis-set-up-button = Tata posisi iki
analysis-start-button = Panggonan wiwitan
analysis-over = Dolanan wis rampung: { $result } ({ $how }).
analysis-play-path = Mainaké { $move }
analysis-depth = Jeroné { $depth } · { $nodes } posisi

## One tournament (/tournaments/<id>)

tournament-title = Turnamen { $id }
tournament-bye-pab = bye saka pasangan (siji poin kebak)
tournament-bye-half-bye = bye setengah poin
tournament-bye-zero-bye = bye tanpa poin
tournament-bye-full-bye = bye siji poin kebak
tournament-bye-rr-bye = ora main ing babak iki
tournament-fact-status = Status
tournament-fact-system = Sistem
tournament-fact-rounds = Babak
tournament-fact-players = Pemain
tournament-fact-time = Wektu
tournament-fact-rated = Nganggo rating
tournament-fact-scoring = Pambiji
tournament-fact-tiebreaks = Penentu peringkat
tournament-fact-organizer = Panitia
tournament-fact-starts = Diwiwiti
tournament-fact-started = Wis diwiwiti
tournament-fact-finished = Rampung
tournament-fact-note = Cathetan
tournament-rounds-paired-of = { $paired } saka { $rounds } wis dipasangaké
tournament-rounds-paired = { $paired } wis dipasangaké
tournament-rounds-set-at-start = ditemtokaké nalika wiwit
tournament-players-max = { $players } (paling akèh { $max })
tournament-time-round-deadline = { $time }, { $days } dina saben babak
tournament-tiebreaks-none = ora ana
tournament-sign-in-to-take-part = Yen arep mèlu, mlebua dhisik.
tournament-leave = Metu saka turnamen
tournament-left = Sampeyan metu saka turnamen.
tournament-join = Mèlu turnamen
tournament-joined = Sampeyan mèlu turnamen.
tournament-withdraw = Mundur
tournament-withdrew = Sampeyan mundur saka turnamen.
tournament-bye-half-point = Setengah poin
tournament-bye-zero-points = Nol poin
tournament-bye-full-point = Siji poin kebak
tournament-bye-give = Wènèhi bye
tournament-bye-request = Njaluk bye
tournament-bye-for-player = Bye kanggo pemain
tournament-bye-request-label = Njaluk bye
tournament-field-player = Pemain
tournament-field-round = Babak
tournament-field-bye = Bye
tournament-bye-recorded = Bye dicathet kanggo babak { $round }.
tournament-standings-start = Klasemen diwiwiti saka babak 1. { $count } pemain wis mèlu:
tournament-entrants-label = Pemain sing wis mèlu
tournament-nobody-joined = Durung ana sing mèlu.
tournament-col-rank = Urutan
tournament-col-player = Pemain
tournament-col-rating = Rating
tournament-col-points = Poin
tournament-col-games = Dolanan
tournament-col-number = No.
tournament-col-round-short = B{ $round }
tournament-col-board = Papan
tournament-col-result = Asil
tournament-col-game = Dolanan
tournament-withdrawn = mundur
tournament-final-standings = Klasemen pungkasan.
tournament-standings-after = Sawisé { $count } babak rampung.
tournament-standings = Klasemen
tournament-tiebreaks-legend = Penentu peringkat, urut
tournament-crosstable = Tabel silang
tournament-crosstable-empty = Tabel silang metu sawisé babak kapisan dipasangaké.
tournament-crosstable-help = Saben sel isiné nomer mungsuh, werna (w/b), lan asil, upamané “5w1”: ngalahaké no. 5 nganggo Putih. + lan − tegesé menang/kalah WO, U bye saka pasangan, H/F/Z bye setengah, kebak, lan nol poin, * dolanan sing lagi mlaku, - ora dipasangaké.
tournament-no-round = Durung ana babak sing dipasangaké.
tournament-choose-round = Pilih babak
tournament-round = Babak { $round }
tournament-awaiting-adjudication = nunggu putusan
tournament-open-game = Bukak dolanan
tournament-round-paired-at = Babak { $round } dipasangaké ing { $date }.
tournament-round-deadline = Wates wektu: { $date }.
tournament-round-complete = Babak iki wis rampung.
tournament-round-boards = Papan babak { $round }
tournament-round-byes = Bye ing babak { $round }
tournament-adjudicate-result = Asil dolanan { $id }
tournament-adjudicate = Putusaké
tournament-adjudicated = Dolanan { $id } wis diputusaké.
tournament-start = Wiwiti turnamen
tournament-started = Turnamen wis diwiwiti: babak 1 wis dipasangaké.
tournament-start-hint = Yen kabèh wis mèlu, wiwiti turnamen: iki masangaké babak 1 lan miwiti dolanané.
tournament-adjudicate-hint = Dolanan sing durung rampung saka babak sing wates wektuné wis liwat bisa diputusaké saka dhaptar papan babak kuwi.
tournament-organizer = Panitia
tournament-withdraw-player = Metokaké pemain
tournament-withdraw-player-label = Metokaké sawijining pemain
tournament-player-to-withdraw = Pemain sing dimetokaké
tournament-player-withdrawn = { $username } wis dimetokaké.
tournament-forbid = Larang pasangan
tournament-forbid-label = Larang sawijining pasangan
tournament-never-paired-with = Ora tau dipasangaké karo
tournament-forbidden = { $first } lan { $second } ora bakal dipasangaké.
tournament-about = Bab turnamen iki
tournament-rounds = Babak

## Kulawarga varian Camelot
variant-label = Varian
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = Camelot Kali
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-Camelot Kali
variant-camelot-about = Dolanan klasik: 160 kothak, 4 Ksatria lan 10 Prajurit saben pihak; kuwasani kothak loro kastilé mungsuh.
variant-camette-about = Papan paling cilik: 23 kothak, 1 Ksatria lan 3 Prajurit saben pihak; siji pasukan ing kastilé mungsuh menang.
variant-cam-about = Papan cilik: 67 kothak, 2 Ksatria lan 5 Prajurit saben pihak; siji pasukan ing kastilé mungsuh menang.
variant-chivalry-about = Papan paling gedhé: 176 kothak, 8 Ksatria lan 12 Prajurit saben pihak; kuwasani kothak loro kastilé mungsuh.
variant-river-about = Camelot karo kali sing disabrangi kreteg loro; saben pihak luwih dhisik nyelehaké wit telu sing nutup kothak.
variant-anti-about = Camelot kuwalik: mlebu kastilé mungsuh utawa nangkep pasukan pungkasan tegesé kalah.
variant-anti-camette-about = Camette kuwalik: mlebu kastilé mungsuh utawa nangkep pasukan pungkasan tegesé kalah.
variant-anti-cam-about = Cam kuwalik: mlebu kastilé mungsuh utawa nangkep pasukan pungkasan tegesé kalah.
variant-anti-chivalry-about = Chivalry kuwalik: mlebu kastilé mungsuh utawa nangkep pasukan pungkasan tegesé kalah.
variant-anti-river-about = Camelot Kali kuwalik: mlebu kastilé mungsuh utawa nangkep pasukan pungkasan tegesé kalah.
board-tree = wit: ora ana pasukan sing kena ngadeg ing kono utawa mlumpati
board-bridge = kreteg ing dhuwur kali
board-square-tree-target = sampeyan bisa nyelehaké wit ing kéné
board-not-tree-square = { $square } dudu salah siji kothak wit sampeyan.
game-trees-picked = Wit: { $squares } ({ $count } saka 3)
game-confirm-your-trees = Wit sampeyan:
game-status-place-trees = Giliran sampeyan: selehna wit telu (klik telung kothak sing ditandhani, banjur kirim).
game-info-variant = Varian
leaderboard-variant = Varian
leaderboard-title-variant = Peringkat: { $variant }
player-ratings-by-variant = Rating saben varian
player-ratings-by-variant-caption = Rating { $username } ing saben varian
player-col-variant = Varian
tournament-fact-variant = Varian
termination-castle-entered = siji pasukan mlebu kastilé mungsuh
player-rating-variant = Rating ({ $variant })
player-rating-history-variant = Riwayat rating: { $variant }
