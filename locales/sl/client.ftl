# Spletni odjemalec Camelot: izbira jezika, navigacija in okvir učnih strani.
# Enaki identifikatorji in spremenljivke kot v angleški datoteki (en/client.ftl).

language-label = Jezik
nav-learn = Učenje

## Učne strani

learn-title = Naučite se igrati Camelot
learn-intro = Camelot je igra za dva igralca na deski s 160 polji. Kratke strani, ki sledijo, razložijo njena pravila in jih ponazorijo z diagrami; v vadnici nato vsako vrsto poteze preizkusite sami na živi deski.
learn-contents-label = Pravila po straneh
learn-start-reading = Preberite pravila
learn-start-tutorial = Preizkusite vadnico
learn-not-found-title = Te strani ni
learn-back-to-contents = Nazaj na kazalo
learn-page-of = Stran { $number } od { $total }
learn-pager-label = Prejšnja in naslednja stran
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Diagram { $number }
learn-move-legal = Poteza { $move } je dovoljena
learn-move-illegal = Poteza { $move } ni dovoljena
learn-board-help = Deska je mreža polj, beli so spodaj. S puščičnimi tipkami se pomikate od polja do polja; na deski vadnice s tipko Enter ali preslednico izberete figuro in nato vsako polje, na katerem pristane.

## Vadnica

learn-tutorial-title = Vadnica
learn-tutorial-progress = { $done ->
    [0] Rešena ni še nobena lekcija
    [one] Rešena { $done } lekcija
    [two] Rešeni { $done } lekciji
    [few] Rešene { $done } lekcije
   *[other] Rešenih { $done } lekcij
  }
learn-lesson-heading = Lekcija { $number } od { $total }: { $title }
learn-tutorial-board-label = Deska lekcije
learn-tutorial-you-white = Igrate z belimi. Kliknite figuro, nato polje, na katerem naj pristane.
learn-tutorial-right = { $move }: odlično, to je prava poteza.
learn-tutorial-wrong = Poteza { $move } je dovoljena, vendar lekcija zahteva drugo.
learn-tutorial-not-legal = Ta poteza ni dovoljena.
learn-tutorial-can-continue = { $move } je že cela poteza, figura pa bi lahko šla tudi naprej.
learn-tutorial-stop-here = Ustavite se tu in odigrajte { $move }
learn-tutorial-next = Naslednja lekcija
learn-tutorial-finished = Vadnico ste končali.
learn-tutorial-reset = Začnite lekcijo znova
learn-tutorial-lessons = Lekcije
learn-tutorial-solved = (rešeno)
learn-tutorial-forget = Izbrišite moj napredek
