# Klien web Camelot: pamilih basa, navigasi, lan tulisan pelengkap kaca sinau.
# ID lan variabelé padha persis karo berkas basa Inggris (en/client.ftl).

language-label = Basa
nav-learn = Sinau

## Kaca sinau

learn-title = Sinau Camelot
learn-intro = Camelot iku dolanan kanggo pemain loro ing papan sing isiné 160 kothak. Kaca-kaca cekak iki nerangaké aturané, saben kaca nganggo gambar papan; sabanjuré ing tutorial sampeyan bisa njajal dhéwé saben jinis laku ing papan sing urip.
learn-contents-label = Aturan, kaca siji mbaka siji
learn-start-reading = Waca aturané
learn-start-tutorial = Jajal tutorialé
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
