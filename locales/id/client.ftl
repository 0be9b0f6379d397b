# Klien web Camelot: pemilih bahasa, navigasi, dan teks pendukung halaman belajar.
# ID dan variabel pesannya sama persis dengan berkas bahasa Inggris (en/client.ftl).

language-label = Bahasa
nav-learn = Belajar

## Halaman belajar

learn-title = Belajar Camelot
learn-intro = Camelot adalah permainan untuk dua pemain di papan dengan 160 petak. Halaman-halaman singkat ini menjelaskan aturannya, masing-masing dengan diagram papan; setelah itu, di tutorial Anda dapat mencoba setiap jenis gerakan sendiri di papan yang hidup.
learn-contents-label = Aturan, halaman demi halaman
learn-start-reading = Baca aturannya
learn-start-tutorial = Coba tutorialnya
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
