# Klien web Camelot: halaman aturan (/learn/<topik>) dan tutorial (/learn/tutorial).
# ID dan variabel pesannya sama persis dengan berkas bahasa Inggris (en/learn.ftl).

## Papan dan kastil

learn-board-title = Papan dan kastil
learn-board-p1 = Camelot dimainkan oleh dua pihak, Putih dan Hitam, di papan dengan 160 petak. Lajur diberi huruf A sampai L dari kiri Putih, dan baris diberi nomor 1 sampai 16 mulai dari sisi Putih. Sudut-sudut papan terpotong, sehingga papan makin sempit ke arah kedua ujungnya.
learn-board-p2 = Di balik setiap ujung ada dua petak lagi: kastil. Kastil Putih adalah F1 dan G1, kastil Hitam adalah F16 dan G16. Setiap pihak menjaga kastilnya sendiri dan berusaha menembus kastil lawan.
learn-board-p3 = Setiap pihak memiliki empat belas bidak: empat Ksatria, yang digambar dengan mahkota, dan sepuluh Prajurit. Putih bergerak lebih dulu, lalu kedua pihak bergiliran. Pada setiap giliran satu bidak melakukan satu gerakan; giliran tidak boleh dilewati.
learn-board-fig1 = Posisi awal: Putih di baris 6 dan 7, Hitam di baris 10 dan 11.

## Gerakan Biasa

learn-plain-moves-title = Gerakan Biasa
learn-plain-moves-p1 = Gerakan paling sederhana adalah Gerakan Biasa: satu langkah ke petak kosong di sebelahnya, ke salah satu dari delapan arah – maju, mundur, ke samping, atau diagonal.
learn-plain-moves-p2 = Prajurit dan Ksatria bergerak dengan cara yang sama. Gerakan Biasa selalu hanya satu langkah, dan tidak boleh disusul langkah lain dalam gerakan yang sama.
learn-plain-moves-fig1 = Prajurit di F6 boleh melangkah ke E7, dan Ksatria di H6 boleh mundur ke H5. F6-F8 tidak diperbolehkan: sebuah bidak hanya bisa menempuh dua petak sekaligus dengan melompati bidak lain.

## Melompati Teman

learn-canters-title = Melompati Teman
learn-canters-p1 = Melompati Teman adalah lompatan melewati bidak Anda sendiri yang berada di petak sebelah, dalam garis lurus, ke petak kosong tepat di belakangnya. Bidak yang dilompati tetap di tempatnya.
learn-canters-p2 = Sebuah bidak boleh melompati teman beberapa kali dalam satu gerakan dan berganti arah di antara lompatan, melewati teman yang sama atau teman yang berbeda. Bidak itu tidak boleh kembali ke petak yang sudah dilewatinya dalam gerakan tersebut. Melompati Teman tidak pernah wajib.
learn-canters-fig1 = Dari posisi awal, Prajurit di D6 melompati Prajurit di E7 dan mendarat di F8.
learn-canters-fig2 = Dua lompatan teman dalam satu gerakan: dari C6 melewati D7 ke E8, lalu melewati F9 ke G10. Kembali ke C6 tidak diperbolehkan.

## Melompati Lawan

learn-jumps-title = Melompati Lawan dan kewajiban menawan
learn-jumps-p1 = Melompati Lawan adalah lompatan melewati bidak lawan yang berada di petak sebelah, ke petak kosong di belakangnya. Bidak lawan itu tertawan dan langsung diangkat dari papan.
learn-jumps-p2 = Menawan itu wajib: jika salah satu bidak Anda bisa melompati lawan, Anda harus melakukan gerakan yang menawan. Jika ada beberapa tawanan yang mungkin, Anda boleh memilih yang mana saja; Anda tidak harus mengambil bidak terbanyak.
learn-jumps-p3 = Setelah melompati lawan, bidak itu harus terus melompat selama masih bisa, dan boleh berganti arah di antara lompatan. Bidak itu tidak boleh berhenti di tengah jalan.
learn-jumps-fig1 = Putih wajib menawan: Prajurit di F6 melompati Prajurit Hitam di F7. Gerakan lain, misalnya C6-C7, ditolak.
learn-jumps-fig2 = Setelah mendarat di F8, Prajurit itu bisa melompat lagi, melewati G9 ke H10, jadi ia harus melakukannya: berhenti di F8 tidak diperbolehkan.

## Serangan Ksatria

learn-knights-charge-title = Serangan Ksatria
learn-knights-charge-p1 = Seorang Ksatria boleh menggabungkan kedua jenis lompatan dalam satu gerakan: mula-mula satu atau beberapa lompatan teman melewati bidaknya sendiri, lalu satu atau beberapa lompatan melewati bidak lawan. Inilah Serangan Ksatria. Lompatan teman selalu didahulukan; sesudah melompati lawan tidak pernah ada lompatan teman lagi.
learn-knights-charge-p2 = Hanya Ksatria yang bisa melakukan serangan, dan ia tidak pernah diwajibkan. Namun lompatan teman seorang Ksatria tidak boleh berhenti begitu saja di petak tempat ia bisa melompati lawan: di sana Ksatria harus melanjutkan dan menawan.
learn-knights-charge-p3 = Jika menawan wajib dilakukan, seorang Ksatria boleh melakukannya dengan Serangan Ksatria.
learn-knights-charge-fig1 = Ksatria di D6 melompati D7 ke D8, lalu melompati Prajurit Hitam di D9 dan mendarat di D10. Berhenti di D8, di sebelah Prajurit yang bisa ditawannya, tidak diperbolehkan.
learn-knights-charge-fig2 = Posisi yang sama dengan seorang Prajurit di D6: Prajurit tidak boleh melompati teman lalu melompati lawan dalam satu gerakan.

## Kastil

learn-castles-title = Aturan kastil
learn-castles-p1 = Anda tidak pernah boleh masuk ke kastil Anda sendiri dengan Gerakan Biasa atau dengan melompati teman. Hanya lompatan melewati lawan yang bisa membawa bidak ke sana, dan bidak yang mengakhiri gerakannya di kastilnya sendiri harus keluar pada giliran Anda berikutnya. Pada giliran itu tidak ada bidak lain yang boleh bergerak, dan bidak yang keluar harus menawan jika bisa.
learn-castles-p2 = Bidak yang masuk ke kastil lawan, dengan gerakan apa pun, berhenti di sana. Bidak itu tidak pernah bisa keluar lagi dan tidak pernah bisa ditawan. Satu-satunya gerakan yang tersisa baginya adalah Gerakan Kastil: satu langkah ke petak lain dari kastil yang sama. Setiap pihak boleh melakukan paling banyak dua Gerakan Kastil dalam satu permainan.
learn-castles-fig1 = Lompatan melewati lawan boleh mendarat di kastil sendiri: F3 melompati F2 ke F1. Sebaliknya, Prajurit di H2 tidak boleh melangkah ke G1.
learn-castles-fig2 = Prajurit Putih berada di kastilnya sendiri, jadi ia harus keluar sekarang: F1-F2 diperbolehkan, C6-C7 ditolak.
learn-castles-fig3 = Prajurit Putih di dalam kastil Hitam boleh melangkah dari F16 ke G16: itulah Gerakan Kastil.
learn-castles-fig4 = Posisi yang sama setelah Putih memakai kedua Gerakan Kastilnya: F16-G16 ditolak.

## Menang dan seri

learn-winning-title = Menang dan seri
learn-winning-p1 = Anda langsung menang begitu dua bidak Anda berada di kastil lawan.
learn-winning-p2 = Anda juga menang jika sudah menawan semua bidak lawan dan masih memiliki sedikitnya dua bidak sendiri, atau jika lawan tidak lagi mempunyai gerakan yang sah sementara Anda memiliki sedikitnya dua bidak.
learn-winning-p3 = Jika tidak ada pihak yang memiliki lebih dari satu bidak, permainan berakhir seri. Para pemain juga boleh bersepakat seri, dan seri boleh diklaim ketika posisi yang sama muncul untuk ketiga kalinya, atau setelah lima puluh gerakan dari setiap pihak tanpa tawanan dan tanpa bidak yang masuk kastil.
learn-winning-fig1 = Putih sudah mempunyai Prajurit di F16. G15-G16 membawa bidak kedua ke dalam kastil Hitam dan Putih menang.
learn-winning-fig2 = Prajurit di F6 menawan kedua Prajurit Hitam yang tersisa dalam satu gerakan. Putih masih memiliki dua bidak dan menang.

## Notasi

learn-notation-title = Notasi
learn-notation-p1 = Sebuah petak dinamai dengan huruf lajur dan nomor barisnya, misalnya F1 atau L13. Sebuah gerakan ditulis dengan petak awalnya, diikuti setiap petak tempat bidak itu mendarat.
learn-notation-p2 = Tanda hubung ditulis sebelum petak pendaratan Gerakan Biasa atau lompatan teman, dan huruf x kecil sebelum petak pendaratan lompatan melewati lawan: G6-G5 adalah Gerakan Biasa, D6-F8 lompatan teman, F6xF8xF10 dua lompatan melewati lawan, dan D6-D8xD10 Serangan Ksatria.
learn-notation-p3 = Server menerima setiap cara penulisan gerakan yang benar, dan menuliskan setiap gerakan dalam satu bentuk baku, dengan langkah sesedikit mungkin.
learn-notation-fig1 = Dari posisi awal, G6-G5 (Gerakan Biasa) dan D6-F8 (lompatan teman) ditulis dengan tanda hubung. F6xF8 ditolak: gerakan itu tidak menawan apa pun, jadi ditulis F6-F8.
learn-notation-fig2 = Serangan Ksatria yang ditulis lengkap: C6-E8-G10xG12xG14, dua lompatan teman lalu dua lompatan melewati lawan.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette adalah permainan terkecil dalam keluarga Camelot. Papannya hanya memiliki 23 petak, dalam lima lajur (A sampai E) dan tujuh baris. Setiap kastil hanya satu petak di ujung papan: kastil Putih adalah C1 dan kastil Hitam adalah C7. Setiap pihak memiliki satu Ksatria dan tiga Prajurit.
learn-camette-p2 = Bidak-bidak bergerak persis seperti dalam Camelot: Gerakan Biasa, Melompati Teman, Melompati Lawan, dan Serangan Ksatria, dengan kewajiban menawan dan aturan kastil yang sama. Karena kastil hanya terdiri atas satu petak, tidak ada Gerakan Kastil.
learn-camette-p3 = Satu bidak saja di kastil lawan sudah memenangkan permainan. Anda juga menang jika lawan tidak lagi mempunyai gerakan yang sah, termasuk jika ia tidak punya bidak sama sekali: menawan bidak lawan yang terakhir berarti menang, meskipun Anda sendiri hanya punya satu bidak. Sisa bidak yang sedikit tidak pernah membuat permainan seri, tetapi seri tetap boleh diklaim setelah posisi yang sama muncul tiga kali atau setelah lima puluh gerakan dari setiap pihak tanpa tawanan.
learn-camette-fig1 = Posisi awal. Ksatria di C2 boleh melompati C3 ke C4, dan Prajurit di B3 boleh melangkah ke A4. C2-C1 ditolak: tidak ada bidak yang boleh melangkah masuk ke kastilnya sendiri.
learn-camette-fig2 = Setelah B3-A3 dan C5-B4, Prajurit Putih di A3 melompati B4, lalu melompati Ksatria Hitam di C6, dan mendarat di kastil Hitam di C7: satu bidak di sana sudah menang. Berhenti di C5 tidak diperbolehkan, karena dari sana Prajurit itu masih bisa melompat lagi.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam dimainkan di papan dengan 67 petak, dalam tujuh lajur (A sampai G) dan tiga belas baris. Seperti pada Camette, setiap kastil hanya satu petak: kastil Putih adalah D1 dan kastil Hitam adalah D13. Setiap pihak memiliki dua Ksatria dan lima Prajurit.
learn-cam-p2 = Semua gerakan dan kewajiban sama dengan Camelot: Gerakan Biasa, Melompati Teman, Melompati Lawan, Serangan Ksatria, kewajiban menawan, dan aturan kastil. Karena kastilnya hanya satu petak, tidak ada Gerakan Kastil.
learn-cam-p3 = Anda menang begitu salah satu bidak Anda masuk ke kastil lawan, atau jika lawan tidak punya gerakan yang sah, misalnya karena Anda sudah menawan semua bidaknya. Satu bidak melawan satu bidak tidak berarti seri: permainan berlanjut, karena kedua bidak itu masih bisa mencapai kastil lawan.
learn-cam-fig1 = Posisi awal: Ksatria Putih di C4 dan E4, Prajuritnya dari B5 sampai F5. Ksatria di C4 melompati C5 ke C6, dan Prajurit di B5 melangkah ke A6.
learn-cam-fig2 = Setiap pihak tinggal punya satu bidak, dan permainan berlanjut. Ksatria Putih melangkah dari E12 masuk ke kastil Hitam di D13 dan menang sebelum Prajurit Hitam sempat mencapai D1. E12-E13 ditolak: E13 bukan petak di papan ini.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry adalah permainan terbesar dalam keluarga ini: 176 petak dalam empat belas lajur (A sampai N) dan enam belas baris. Kastilnya terdiri atas dua petak, seperti pada Camelot: kastil Putih adalah G1 dan H1, kastil Hitam adalah G16 dan H16. Setiap pihak memiliki delapan Ksatria dan dua belas Prajurit.
learn-chivalry-p2 = Gerakan, kewajiban menawan, aturan kastil, dan Gerakan Kastil semuanya persis sama dengan Camelot; hanya papannya yang lebih besar dan bidaknya yang lebih banyak.
learn-chivalry-p3 = Cara menangnya sama dengan Camelot: dengan dua bidak di kastil lawan, dengan menawan semua bidak lawan sambil tetap memiliki sedikitnya dua bidak sendiri, atau jika lawan tidak bisa bergerak sementara Anda memiliki sedikitnya dua bidak. Jika tidak ada pihak yang memiliki lebih dari satu bidak, permainan berakhir seri.
learn-chivalry-fig1 = Posisi awal: bidak setiap pihak berdiri dalam dua baris, dengan empat Ksatria berkelompok di setiap ujung. Ksatria di K6 melompati Ksatria di L7 ke M8, di lajur yang tidak ada pada papan Camelot; Prajurit di G7 melangkah ke G8.
learn-chivalry-fig2 = Putih sudah mempunyai Prajurit di G16. H15-H16 membawa bidak kedua ke dalam kastil Hitam dan Putih menang: satu bidak saja di sana belum cukup.

## Camelot Sungai

learn-river-title = Camelot Sungai
learn-river-p1 = Camelot Sungai dimainkan di papan Camelot yang dilintasi sungai, yang mengalir miring dari tepi kiri ke tepi kanan. Petak-petak sungai bukan bagian dari papan: tidak ada bidak yang bisa berdiri di sana, mendarat di sana, atau melompatinya. Empat petak jembatan, D7, D8, I9, dan I10, adalah petak biasa dan menjadi satu-satunya jalan untuk menyeberang. Jadi tersisa 136 petak. Kastilnya sama dengan Camelot, dan setiap pihak memiliki empat Ksatria dan sepuluh Prajurit, yang ditempatkan lebih ke belakang daripada di Camelot.
learn-river-p2 = Sebelum gerakan pertama, setiap pihak menaruh tiga pohon: Putih lebih dulu, lalu Hitam, masing-masing di tiga dari 41 petak pohonnya sendiri di sisi sungainya. Penempatan pohon dihitung sebagai satu giliran dan ditulis dengan ketiga petaknya yang dipisahkan koma, misalnya K5,L5,L6.
learn-river-p3 = Pohon tetap di tempatnya sepanjang permainan dan bukan milik siapa pun. Pohon menutup petaknya sama seperti sungai: tidak ada bidak yang boleh berdiri di atasnya, mendarat di sana, atau melompatinya, sehingga pohon bisa menghalangi lompatan teman maupun lompatan melewati lawan, dan bidak lawan yang di belakangnya ada pohon tidak bisa ditawan. Selebihnya, termasuk cara menang, sama dengan Camelot.
learn-river-fig1 = Posisi awal, sebelum ada pohon. Putih menaruh pohonnya lebih dulu: K5,L5,L6 diperbolehkan. A8,A9,B8 ditolak: itu petak pohon milik Hitam.
learn-river-fig2 = Pohon Putih berada di G6, J7, dan K8, pohon Hitam di A11, A12, dan B12. Prajurit di G4 tidak bisa melompati G5 karena ada pohon di G6, dan Prajurit di F5 tidak bisa melompati pohon itu ke H7. E4-E6 dan H4-H6 adalah lompatan teman yang biasa.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot memakai papan, bidak, dan gerakan Camelot, tetapi tujuannya dibalik: apa yang menang dalam Camelot justru kalah di sini.
learn-anti-p2 = Jika salah satu bidak Anda mengakhiri gerakannya di kastil lawan, Anda langsung kalah. Satu bidak sudah cukup, di petak kastil mana pun, dan tidak penting bagaimana ia sampai di sana: lompatan yang dipaksakan oleh kewajiban menawan pun membuat Anda kalah. Menawan bidak terakhir lawan juga berarti kalah, dan pihak yang tidak punya gerakan sah pada gilirannya justru menang.
learn-anti-p3 = Kewajiban menawan tetap berlaku, jadi keahliannya adalah menghindari posisi di mana satu-satunya tawanan Anda berakhir di kastil lawan atau mengambil bidak lawan yang terakhir. Sisa bidak yang sedikit tidak pernah membuat permainan seri; seri tetap boleh diklaim seperti dalam Camelot. Tujuan terbalik ini bisa dimainkan juga di papan lain: Anti-Camette, Anti-Cam, Anti-Chivalry, dan Anti-Camelot Sungai.
learn-anti-fig1 = Putih wajib menawan, dan satu-satunya tawanan adalah F14xF16, yang mendarat di kastil Hitam: Putih harus memainkannya, dan kalah. C6-C7 ditolak selama masih ada tawanan yang mungkin.
learn-anti-fig2 = Hitam tinggal punya satu Prajurit. Putih wajib menawannya dengan F6xF8 dan karena itu kalah: Hitam, yang tidak punya bidak lagi, tidak bisa bergerak, dan pihak yang tidak bisa bergerak menang.

## Tutorial: petunjuk bersama

learn-hint-capture-required = Di sini menawan itu wajib: carilah bidak yang bisa melompati lawan.
learn-hint-must-leave-own-castle = Bidak Anda yang berada di kastil sendiri harus keluar sekarang, dan tidak ada bidak lain yang boleh bergerak.
learn-hint-not-your-piece = Bidak itu milik Hitam. Anda bermain sebagai Putih.
learn-hint-no-move = Bidak itu tidak punya gerakan yang sah di sini. Cobalah bidak lain.
learn-hint-illegal = Bidak itu tidak bisa mendarat di sana dalam gerakan ini. Petak yang ditandai menunjukkan ke mana ia bisa pergi.

## Tutorial: pelajaran

learn-tut-first-move-title = Gerakan pertama
learn-tut-first-move-task = Inilah posisi awal. Gerakkan Prajurit Putih di E7 satu petak maju ke E8: klik Prajurit itu, lalu klik E8.
learn-tut-first-move-done = Pada setiap giliran Anda menggerakkan satu bidak. Gerakan Biasa membawanya satu petak ke arah mana pun.
learn-hint-first-move = Carilah Prajurit di E7 dan melangkahlah lurus ke depan ke E8.

learn-tut-diagonal-title = Langkah diagonal
learn-tut-diagonal-task = Gerakan Biasa bisa ke segala arah. Langkahkan Prajurit di G6 secara diagonal ke depan dan ke kanan, ke H7.
learn-tut-diagonal-done = Benar: sebuah langkah boleh diagonal maupun lurus.
learn-hint-diagonal = Petak tujuannya H7, di kanan atas G6.

learn-tut-knight-step-title = Ksatria juga melangkah
learn-tut-knight-step-task = Ksatria bergerak dengan cara yang sama seperti Prajurit. Langkahkan Ksatria di E6 mundur ke E5.
learn-tut-knight-step-done = Setiap bidak juga boleh bergerak mundur.
learn-hint-knight-step = Klik Ksatria (bidak bermahkota) di E6, lalu petak E5 di bawahnya.

learn-tut-canter-title = Lompatan teman pertama Anda
learn-tut-canter-task = Lompatkan Prajurit di E6 melewati temannya di E7 ke petak kosong E8.
learn-tut-canter-done = Itulah lompatan teman. Prajurit di E7 tetap berada di papan.
learn-hint-canter = Klik E6, lalu E8, dua petak di atasnya.

learn-tut-canter-twice-title = Dua lompatan teman dalam satu gerakan
learn-tut-canter-twice-task = Bawa Prajurit di C6 ke G10 dalam satu gerakan: lompati D7, lalu lompati F9.
learn-tut-canter-twice-done = Sebuah bidak boleh melompati teman berulang kali dalam gerakan yang sama.
learn-hint-canter-twice = Dari C6 pergilah dulu ke E8, lalu teruskan ke G10 tanpa berhenti.

learn-tut-canter-turn-title = Berganti arah
learn-tut-canter-turn-task = Lompati teman dari D6 ke F8, lalu berbeloklah dan lompati lurus ke atas ke F10.
learn-tut-canter-turn-done = Di antara dua lompatan teman, arahnya boleh berubah.
learn-hint-canter-turn = Jalurnya adalah D6, F8, F10.

learn-tut-jump-title = Menawan dengan melompat
learn-tut-jump-task = Lompati Prajurit Hitam di F7 dan tawanlah.
learn-tut-jump-done = Prajurit yang tertawan sudah meninggalkan papan.
learn-hint-jump = Melompatlah dari F6 ke F8.

learn-tut-capture-duty-title = Menawan itu wajib
learn-tut-capture-duty-task = Salah satu Prajurit Anda bisa menawan. Temukan tawanan itu: selama masih mungkin, tidak ada gerakan lain yang diperbolehkan.
learn-tut-capture-duty-done = Setiap kali Anda bisa menawan, Anda wajib menawan.
learn-hint-capture-duty = Pada giliran ini hanya Prajurit yang berada di sebelah bidak Hitam yang boleh bergerak.

learn-tut-jump-twice-title = Dua lompatan berturut-turut
learn-tut-jump-twice-task = Tawanlah kedua Prajurit Hitam dengan Prajurit di F6.
learn-tut-jump-twice-done = Setelah melompati lawan, bidak terus melompat selama masih bisa.
learn-hint-jump-twice = Melompatlah ke F8, lalu terus ke F10.

learn-tut-jump-turn-title = Melompat sambil berbelok
learn-tut-jump-turn-task = Tawanlah dua Prajurit Hitam dalam satu gerakan. Lompatan kedua mengarah ke arah yang baru.
learn-tut-jump-turn-done = Lompatan melewati lawan, seperti lompatan teman, boleh berganti arah.
learn-hint-jump-turn = Perhatikan kedua Prajurit Anda: masing-masing bisa mengambil dua bidak.

learn-tut-any-capture-title = Pilih tawanan Anda
learn-tut-any-capture-task = Di sini ada dua tawanan yang mungkin. Lakukan salah satunya: Anda bebas memilih, bahkan yang mengambil lebih sedikit bidak.
learn-tut-any-capture-done = Tidak ada aturan untuk mengambil bidak terbanyak: tawanan mana pun boleh.
learn-hint-any-capture = Tawanlah dengan Prajurit di E6 atau dengan Prajurit di H6.

learn-tut-charge-title = Serangan Ksatria
learn-tut-charge-task = Gunakan Ksatria di D6: lompati Prajurit Anda di D7, lalu lompati Prajurit Hitam di D9.
learn-tut-charge-done = Lompatan teman lalu lompatan melewati lawan dalam satu gerakan: itulah Serangan Ksatria.
learn-hint-charge = Jalurnya adalah D6, D8, D10.

learn-tut-long-charge-title = Serangan panjang
learn-tut-long-charge-task = Dengan Ksatria di C6, lompati teman dua kali, lalu tawanlah kedua Prajurit Hitam di lajur G.
learn-tut-long-charge-done = Dua lompatan teman dan dua lompatan melewati lawan dalam satu gerakan saja.
learn-hint-long-charge = Pergilah dari C6 ke E8 dan G10, lalu melompatlah ke G12 dan G14.

learn-tut-into-own-castle-title = Melompat ke kastil sendiri
learn-tut-into-own-castle-task = Tawanlah Prajurit Hitam di F2. Prajurit Anda akan mendarat di kastil Anda sendiri.
learn-tut-into-own-castle-done = Melompati lawan adalah satu-satunya jalan masuk ke kastil sendiri. Pada giliran berikutnya bidak ini harus keluar dari sana.
learn-hint-into-own-castle = Melompatlah dari F3 ke F1.

learn-tut-leave-own-castle-title = Keluar dari kastil
learn-tut-leave-own-castle-task = Prajurit Anda berada di kastil Anda sendiri. Gerakkan ia keluar: pada giliran ini tidak ada bidak lain yang boleh bergerak.
learn-tut-leave-own-castle-done = Jika tidak ada yang bisa ditawan, gerakan apa pun keluar dari kastil boleh dilakukan.
learn-hint-leave-own-castle = Gerakkan Prajurit di F1.

learn-tut-leave-by-jump-title = Keluar sambil menawan
learn-tut-leave-by-jump-task = Prajurit Anda harus keluar dari kastilnya, dan ia bisa menawan sambil keluar. Lakukanlah.
learn-tut-leave-by-jump-done = Jika bidak yang keluar dari kastil bisa menawan, ia wajib menawan.
learn-hint-leave-by-jump = Melompatlah dari F1 melewati G2 ke H3.

learn-tut-enter-castle-title = Masuk ke kastil Hitam
learn-tut-enter-castle-task = Melangkahlah masuk ke kastil Hitam dengan Prajurit di G15.
learn-tut-enter-castle-done = Bidak di dalam kastil lawan tinggal di sana sampai akhir permainan, dan tidak ada yang bisa menawannya.
learn-hint-enter-castle = Petak mana pun dari kastil Hitam boleh: F16 atau G16.

learn-tut-castle-move-title = Gerakan Kastil
learn-tut-castle-move-task = Prajurit Anda berada di kastil Hitam, di F16. Pindahkan ia ke petak kastil yang lain.
learn-tut-castle-move-done = Itulah Gerakan Kastil. Setiap pihak hanya boleh melakukannya dua kali dalam satu permainan.
learn-hint-castle-move = Melangkahlah dari F16 ke G16.

learn-tut-castle-win-title = Menang lewat kastil
learn-tut-castle-win-task = Anda sudah mempunyai seorang Prajurit di kastil Hitam. Bawa juga Ksatria Anda masuk dengan melompati teman, dan menangkan permainan.
learn-tut-castle-win-done = Dua bidak di kastil lawan memenangkan permainan.
learn-hint-castle-win = Lompatkan Ksatria dari G14 melewati G15 ke G16.

learn-tut-capture-win-title = Menang dengan menawan
learn-tut-capture-win-task = Hitam hanya tinggal memiliki dua Prajurit. Tawanlah keduanya dalam satu gerakan.
learn-tut-capture-win-done = Semua bidak Hitam sudah habis dan Anda masih memiliki dua: Anda menang.
learn-hint-capture-win = Melompatlah dari F6 ke F8, lalu terus ke F10.

learn-tut-charge-win-title = Serangan kemenangan
learn-tut-charge-win-task = Akhiri permainan dengan Serangan Ksatria yang menawan semua bidak Hitam.
learn-tut-charge-win-done = Bagus sekali: Anda memenangkan permainan dengan Serangan Ksatria dan telah menyelesaikan tutorial.
learn-hint-charge-win = Lompatkan Ksatria dari C6 lewat E8 ke G10, lalu melompatlah dua kali melewati lawan.
