# Camelot web bezeroa: hizkuntza-hautatzailea, nabigazioa eta ikasteko orrien testu osagarriak.
# Ingelesezko fitxategiaren (en/client.ftl) identifikatzaile eta aldagai berberak.

language-label = Hizkuntza
nav-learn = Ikasi

## Ikasteko orriak

learn-title = Ikasi Camelot
learn-intro = Camelot bi jokalarirentzako jokoa da, 160 laukiko taula batean jokatzen dena. Orri labur hauek jokoaren arauak azaltzen dituzte, bakoitza bere taula-diagramekin; ondoren, tutorialean mugimendu mota guztiak zuk zeuk probatu ditzakezu taula bizi batean.
learn-contents-label = Arauak, orriz orri
learn-start-reading = Irakurri arauak
learn-start-tutorial = Probatu tutoriala
learn-not-found-title = Ez dago horrelako orririk
learn-back-to-contents = Itzuli aurkibidera
learn-page-of = { $number }. orria (guztira { $total })
learn-pager-label = Aurreko eta hurrengo orria
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = { $number }. diagrama
learn-move-legal = { $move } baimenduta dago
learn-move-illegal = { $move } ez dago baimenduta
learn-board-help = Taula laukiz osatutako sare bat da, Zuriak behean daudela. Gezi-teklekin lauki batetik bestera mugi zaitezke; tutorialaren taulan, Sartu teklarekin edo zuriune-barrarekin pieza bat hautatzen duzu, eta gero pieza iritsiko den lauki bakoitza.

## Tutoriala

learn-tutorial-title = Tutoriala
learn-tutorial-progress = { $done ->
    [0] Oraindik ez duzu ikasgairik ebatzi
    [one] Ikasgai bat ebatzita
   *[other] { $done } ikasgai ebatzita
  }
learn-lesson-heading = { $number }. ikasgaia (guztira { $total }): { $title }
learn-tutorial-board-label = Ikasgaiaren taula
learn-tutorial-you-white = Zuriekin jokatzen duzu. Egin klik pieza batean, eta gero pieza iritsi behar den laukian.
learn-tutorial-right = { $move }: oso ondo, hori da mugimendua.
learn-tutorial-wrong = { $move } baimenduta dago, baina ez da ikasgai honek eskatzen duen mugimendua.
learn-tutorial-not-legal = Mugimendu hori ez dago baimenduta.
learn-tutorial-can-continue = { $move } mugimendu osoa da, baina piezak aurrera jarrai lezake.
learn-tutorial-stop-here = Gelditu hemen eta jokatu { $move }
learn-tutorial-next = Hurrengo ikasgaia
learn-tutorial-finished = Tutoriala amaitu duzu.
learn-tutorial-reset = Hasi berriro ikasgaia
learn-tutorial-lessons = Ikasgaiak
learn-tutorial-solved = (ebatzita)
learn-tutorial-forget = Ahaztu nire aurrerapena
