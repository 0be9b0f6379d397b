# Camelot web bezeroa: arauen orriak (/learn/<gaia>) eta tutoriala (/learn/tutorial).
# Ingelesezko fitxategiaren (en/learn.ftl) identifikatzaile eta aldagai berberak.

## Taula eta gazteluak

learn-board-title = Taula eta gazteluak
learn-board-p1 = Camelot bi aldek jokatzen dute, Zuriek eta Beltzek, 160 laukiko taula batean. Zutabeak letraz izendatzen dira, A-tik L-ra, Zurien ezkerretik hasita, eta errenkadak 1etik 16ra zenbatzen dira, Zurien aldetik hasita. Taularen izkinak moztuta daude, eta horregatik taula estutu egiten da bi muturretarantz.
learn-board-p2 = Mutur bakoitzaren atzean beste bi lauki daude: gazteluak. Zurien gaztelua F1 eta G1 laukiek osatzen dute, eta Beltzena F16 eta G16 laukiek. Alde bakoitzak bere gaztelua zaintzen du eta bestearenean sartzen saiatzen da.
learn-board-p3 = Alde bakoitzak hamalau pieza ditu: lau Zaldun, koroa batekin marraztuta, eta hamar Gizon. Zuriek mugitzen dute lehenengo, eta gero aldeek txandaka jokatzen dute. Txanda bakoitzean pieza batek mugimendu bat egiten du; ezin da txanda pasatu.
learn-board-fig1 = Hasierako posizioa: Zuriak 6. eta 7. errenkadetan, Beltzak 10. eta 11. errenkadetan.

## Mugimendu soilak

learn-plain-moves-title = Mugimendu soilak
learn-plain-moves-p1 = Mugimendurik errazena mugimendu soila da: urrats bat ondoko lauki huts batera, zortzi norabideetako edozeinetan: aurrera, atzera, alboetara edo diagonalean.
learn-plain-moves-p2 = Gizonak eta Zaldunak berdin mugitzen dira. Mugimendu soila beti urrats bakarra da, eta mugimendu berean ezin zaio beste urratsik jarraitu.
learn-plain-moves-fig1 = F6ko Gizona E7ra joan daiteke, eta H6ko Zalduna atzera, H5era. F6-F8 ez dago baimenduta: pieza batek beste pieza baten gainetik jauzi eginda bakarrik aurrera ditzake bi lauki batera.

## Lauoinkak

learn-canters-title = Lauoinkak
learn-canters-p1 = Lauoinka zure pieza baten gainetik egindako jauzia da: pieza hori ondoko laukian dago, eta jauzia lerro zuzenean egiten da, haren atzean dagoen lauki hutsera. Gainetik pasatako pieza bere lekuan geratzen da.
learn-canters-p2 = Pieza batek hainbat lauoinka egin ditzake mugimendu berean, eta lauoinken artean norabidez alda dezake, lagun beraren edo lagun desberdinen gainetik. Ezin da itzuli mugimendu horretan lehendik igaro den lauki batera. Lauoinka ez da inoiz derrigorrezkoa.
learn-canters-fig1 = Hasierako posiziotik, D6ko Gizonak E7ko Gizonaren gainetik lauoinka egiten du eta F8an geratzen da.
learn-canters-fig2 = Bi lauoinka mugimendu bakarrean: C6tik D7ren gainetik E8ra, eta gero F9ren gainetik G10era. Ezin da C6ra itzuli.

## Jauziak

learn-jumps-title = Jauziak eta harrapatzeko betebeharra
learn-jumps-p1 = Jauzia aurkariaren pieza baten gainetik egindako jauzia da, ondoko laukitik haren atzeko lauki hutsera. Aurkariaren pieza harrapatuta geratzen da, eta berehala kentzen da taulatik.
learn-jumps-p2 = Harrapatzea derrigorrezkoa da: zure piezaren batek jauzi egin badezake, harrapaketa-mugimendu bat egin behar duzu. Hainbat harrapaketa posible badira, edozein aukera dezakezu; ez duzu pieza gehien hartu beharrik.
learn-jumps-p3 = Jauzi baten ondoren, piezak jauzika jarraitu behar du ahal duen bitartean, eta jauzien artean norabidez alda dezake. Ezin da bide erdian gelditu.
learn-jumps-fig1 = Zuriek harrapatu egin behar dute: F6ko Gizonak F7ko Gizon beltzaren gainetik jauzi egiten du. Beste edozein mugimendu, C6-C7 adibidez, baztertu egiten da.
learn-jumps-fig2 = F8ra iritsita, Gizonak berriro jauzi egin dezake, G9ren gainetik H10era; beraz, egin egin behar du: ezin da F8an gelditu.

## Zaldunaren Erasoa

learn-knights-charge-title = Zaldunaren Erasoa
learn-knights-charge-p1 = Zaldun batek bi jauzi motak batu ditzake mugimendu bakarrean: lehenik lauoinka bat edo gehiago bere piezen gainetik, eta gero jauzi bat edo gehiago aurkariaren piezen gainetik. Hori da Zaldunaren Erasoa. Lauoinkak beti doaz lehenengo; jauzi baten ondoren ez da inoiz lauoinkarik egiten.
learn-knights-charge-p2 = Zaldunak bakarrik egin dezake erasoa, eta ez da inoiz derrigorrezkoa. Baina Zaldunaren lauoinka ezin da gelditu jauzi bat egiteko aukera ematen duen lauki batean: han Zaldunak aurrera jarraitu eta harrapatu egin behar du.
learn-knights-charge-p3 = Harrapatzea derrigorrezkoa denean, Zaldunak Zaldunaren Eraso baten bidez egin dezake harrapaketa.
learn-knights-charge-fig1 = D6ko Zaldunak D7ren gainetik D8ra egiten du lauoinka, eta gero D9ko Gizon beltzaren gainetik jauzi egiten du, D10ean amaituz. Ezin da D8an gelditu, harrapa dezakeen Gizon baten ondoan.
learn-knights-charge-fig2 = Posizio bera, baina D6an Gizon bat dagoela: Gizon batek ezin du mugimendu berean lauoinka egin eta gero jauzi egin.

## Gazteluak

learn-castles-title = Gazteluen arauak
learn-castles-p1 = Ezin zara inoiz zure gaztelura sartu mugimendu soil batez edo lauoinka batez. Jauzi batek bakarrik eraman dezake pieza bat hara, eta bere gazteluan mugimendua amaitzen duen piezak hurrengo txandan irten egin behar du handik. Txanda horretan ezin da beste piezarik mugitu, eta irteten den piezak harrapatu egin behar du, ahal badu.
learn-castles-p2 = Aurkariaren gaztelura sartzen den pieza han gelditzen da, edozein mugimendu motarekin sartuta ere. Ezin da inoiz atera, eta ezin da inoiz harrapatu. Egin dezakeen mugimendu bakarra gaztelu-mugimendua da: urrats bat gaztelu bereko beste laukira. Alde bakoitzak gehienez bi gaztelu-mugimendu egin ditzake partida batean.
learn-castles-fig1 = Jauzi bat zure gazteluan amai daiteke: F3ko Gizonak F2ren gainetik F1era egiten du jauzi. H2ko Gizonak, ordea, ezin du G1era urratsik egin.
learn-castles-fig2 = Gizon zuria bere gazteluan dago, beraz orain irten egin behar du: F1-F2 baimenduta dago, eta C6-C7 baztertu egiten da.
learn-castles-fig3 = Beltzen gazteluan dagoen Gizon zuriak F16tik G16ra egin dezake urrats: hori gaztelu-mugimendu bat da.
learn-castles-fig4 = Posizio bera, Zuriek bi gaztelu-mugimenduak erabili ondoren: F16-G16 baztertu egiten da.

## Irabaztea eta berdinketa

learn-winning-title = Irabaztea eta berdinketa
learn-winning-p1 = Berehala irabazten duzu zure bi pieza aurkariaren gazteluan daudenean.
learn-winning-p2 = Era berean irabazten duzu aurkariaren pieza guztiak harrapatu dituzunean eta zuk oraindik gutxienez bi dituzunean, edo aurkariak mugimendu legezkorik ez duenean eta zuk gutxienez bi pieza dituzunean.
learn-winning-p3 = Bi aldeetako batek ere pieza bat baino gehiago ez badu, partida berdinketa da. Jokalariek berdinketa adostu dezakete, eta berdinketa eska daiteke posizio bera hirugarren aldiz agertzen denean, edo alde bakoitzak berrogeita hamar mugimendu egin ondoren harrapaketarik eta gaztelu-sarrerarik gabe.
learn-winning-fig1 = Zuriek Gizon bat dute jada F16an. G15-G16 mugimenduak bigarren pieza bat sartzen du Beltzen gazteluan, eta Zuriek irabazten dute.
learn-winning-fig2 = F6ko Gizonak geratzen diren bi Gizon beltzak harrapatzen ditu mugimendu bakarrean. Zuriek bi pieza gordetzen dituzte eta irabazi egiten dute.

## Notazioa

learn-notation-title = Notazioa
learn-notation-p1 = Lauki bat bere zutabearen letraz eta errenkadaren zenbakiz izendatzen da, adibidez F1 edo L13. Mugimendu bat idazteko, hasierako laukia idazten da, eta ondoren pieza iristen den lauki bakoitza.
learn-notation-p2 = Mugimendu soil baten edo lauoinka baten helmugaren aurretik marratxo bat jartzen da, eta jauzi baten helmugaren aurretik x minuskula bat: G6-G5 mugimendu soila da, D6-F8 lauoinka bat, F6xF8xF10 bi jauzi eta D6-D8xD10 Zaldunaren Eraso bat.
learn-notation-p3 = Zerbitzariak mugimendu bat idazteko edozein modu zuzen onartzen du, eta mugimendu bakoitza forma estandar bakarrean idazten du, ahalik eta urrats gutxienekin.
learn-notation-fig1 = Hasierako posiziotik, G6-G5 (mugimendu soila) eta D6-F8 (lauoinka) marratxoekin idazten dira. F6xF8 baztertu egiten da: ez du ezer harrapatzen, beraz F6-F8 idatzi behar da.
learn-notation-fig2 = Zaldunaren Eraso bat osorik idatzita: C6-E8-G10xG12xG14, bi lauoinka eta gero bi jauzi.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette Camelot familiako jokorik txikiena da. Taulak 23 lauki besterik ez ditu, bost zutabetan (A-tik E-ra) eta zazpi errenkadatan. Gaztelu bakoitza lauki bakarra da, taularen muturrean: Zurien gaztelua C1 da, eta Beltzena C7. Alde bakoitzak Zaldun bat eta hiru Gizon ditu.
learn-camette-p2 = Piezak Camelot-en bezala mugitzen dira: mugimendu soilak, lauoinkak, jauziak eta Zaldunaren Erasoa, harrapatzeko betebehar berarekin eta gazteluen arau berekin. Gaztelu bakoitzak lauki bakarra duenez, ez dago gaztelu-mugimendurik.
learn-camette-p3 = Aurkariaren gazteluan pieza bakar bat sartzeak partida irabazten du. Aurkariak mugimendu legezkorik ez duenean ere irabazten duzu, baita pieza bakar bat ere ez duenean ere: aurkariaren azken pieza harrapatzen duenak irabazi egiten du, nahiz eta berak pieza bakarra izan. Pieza gutxi geratzeak ez du inoiz berdinketarik ekartzen, baina berdinketa eska daiteke posizio bera hiru aldiz agertzen denean edo alde bakoitzak berrogeita hamar mugimendu harrapaketarik gabe egin ondoren.
learn-camette-fig1 = Hasierako posizioa. C2ko Zaldunak C3ren gainetik C4ra egin dezake lauoinka, eta B3ko Gizonak A4ra egin dezake urrats. C2-C1 baztertu egiten da: ezein piezak ezin du bere gaztelura urratsik egin.
learn-camette-fig2 = B3-A3 eta C5-B4 mugimenduen ondoren, A3ko Gizon zuriak B4ren gainetik egiten du jauzi, gero C6ko Zaldun beltzaren gainetik, eta Beltzen gazteluan amaitzen du, C7 laukian: han dagoen pieza bakar batek irabazten du. Ezin da C5ean gelditu, handik jauzi egiten jarrai dezakeelako.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam 67 laukiko taula batean jokatzen da, zazpi zutabetan (A-tik G-ra) eta hamahiru errenkadatan. Camette-n bezala, gaztelu bakoitza lauki bakarra da: Zurien gaztelua D1 da, eta Beltzena D13. Alde bakoitzak bi Zaldun eta bost Gizon ditu.
learn-cam-p2 = Mugimendu eta betebehar guztiak Camelot-enak dira: mugimendu soilak, lauoinkak, jauziak, Zaldunaren Erasoa, harrapatzeko betebeharra eta gazteluen arauak. Gazteluek lauki bakarra dutenez, ez dago gaztelu-mugimendurik.
learn-cam-p3 = Zure pieza bat aurkariaren gazteluan sartu bezain laster irabazten duzu, edo aurkariak mugimendu legezkorik ez duenean, adibidez haren pieza guztiak harrapatu dituzulako. Pieza bat pieza baten aurka ez da berdinketa: partidak aurrera jarraitzen du, bi piezek oraindik beste aldearen gaztelura hel baitaitezke.
learn-cam-fig1 = Hasierako posizioa: Zaldun zuriak C4an eta E4an, Gizon zuriak B5etik F5era. C4ko Zaldunak C5en gainetik C6ra egiten du lauoinka, eta B5eko Gizonak A6ra egiten du urrats.
learn-cam-fig2 = Alde bakoitzari pieza bakarra geratzen zaio, eta partidak aurrera jarraitzen du. Zaldun zuriak E12tik Beltzen gaztelura egiten du urrats, D13 laukira, eta irabazi egiten du Gizon beltza D1era iritsi aurretik. E12-E13 baztertu egiten da: E13 ez da taula honetako laukia.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry familiako jokorik handiena da: 176 lauki, hamalau zutabetan (A-tik N-ra) eta hamasei errenkadatan. Gazteluek bi lauki dituzte, Camelot-en bezala: Zurien gaztelua G1 eta H1 laukiek osatzen dute, eta Beltzena G16 eta H16 laukiek. Alde bakoitzak zortzi Zaldun eta hamabi Gizon ditu.
learn-chivalry-p2 = Mugimenduak, harrapatzeko betebeharra, gazteluen arauak eta gaztelu-mugimenduak Camelot-en berberak dira; taula eta armadak baino ez dira handiagoak.
learn-chivalry-p3 = Camelot-en bezala irabazten da: bi pieza aurkariaren gazteluan sartuta, aurkariaren pieza guztiak harrapatuta zuk gutxienez bi gordetzen dituzula, edo aurkariak mugitu ezin duenean eta zuk gutxienez bi pieza dituzunean. Bi aldeetako batek ere pieza bat baino gehiago ez badu, partida berdinketa da.
learn-chivalry-fig1 = Hasierako posizioa: alde bakoitzaren piezak bi errenkadatan daude, eta mutur bakoitzean lau Zalduneko multzo bat dago. K6ko Zaldunak L7ko Zaldunaren gainetik M8ra egiten du lauoinka, Camelot-en taulak ez duen zutabe batera; G7ko Gizonak G8ra egiten du urrats.
learn-chivalry-fig2 = Zuriek Gizon bat dute jada G16an. H15-H16 mugimenduak bigarren pieza bat sartzen du Beltzen gazteluan, eta Zuriek irabazten dute: pieza bakar bat ez litzateke nahikoa izango.

## Ibai-Camelot

learn-river-title = Ibai-Camelot
learn-river-p1 = Ibai-Camelot Camelot-en taulan jokatzen da, baina ibai batek zeharkatzen du taula, zeharka, ezkerreko ertzetik eskuineko ertzera. Ibaiaren laukiak ez dira taularen parte: ezin da piezarik haien gainean egon, haietan amaitu edo haien gainetik jauzi egin. Lau zubi-lauki, D7, D8, I9 eta I10, lauki arruntak dira, eta ibaia zeharkatzeko bide bakarra. Horrela 136 lauki geratzen dira. Gazteluak Camelot-enak dira, eta alde bakoitzak lau Zaldun eta hamar Gizon ditu, Camelot-en baino atzerago kokatuta.
learn-river-p2 = Lehen mugimenduaren aurretik, alde bakoitzak hiru zuhaitz jartzen ditu: lehenik Zuriek, gero Beltzek, bakoitzak ibaiaren bere aldeko 41 zuhaitz-laukietako hirutan. Zuhaitzak jartzea txanda bat da, eta hiru laukiak komaz bereizita idazten dira, adibidez K5,L5,L6.
learn-river-p3 = Zuhaitz bat bere lekuan geratzen da partida osoan, eta ez da inorena. Ibaiak bezala ixten du bere laukia: ezin da piezarik haren gainean egon, han amaitu edo haren gainetik jauzi egin; beraz, zuhaitz batek lauoinkak eta jauziak eragotz ditzake, eta atzean zuhaitz bat duen aurkariaren pieza ezin da harrapatu. Gainerako guztia, irabazteko modua barne, Camelot-en bezalakoa da.
learn-river-fig1 = Hasierako posizioa, zuhaitzik gabe. Zuriek jartzen dituzte zuhaitzak lehenik: K5,L5,L6 baimenduta dago. A8,A9,B8 baztertu egiten da: horiek Beltzen zuhaitz-laukiak dira.
learn-river-fig2 = Zurien zuhaitzak G6, J7 eta K8 laukietan daude, eta Beltzenak A11, A12 eta B12 laukietan. G4ko Gizonak ezin du lauoinkarik egin G5en gainetik, G6 laukian zuhaitz bat dagoelako, eta F5eko Gizonak ezin du zuhaitzaren gainetik H7ra jauzi egin. E4-E6 eta H4-H6 lauoinka arruntak dira.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot-ek Camelot-en taula, piezak eta mugimenduak erabiltzen ditu, baina helburua alderantzikatuta dago: Camelot-en irabazten duenak hemen galdu egiten du.
learn-anti-p2 = Zure pieza batek aurkariaren gazteluan amaitzen badu mugimendua, berehala galtzen duzu. Pieza bakar bat nahikoa da, gazteluko edozein laukitan, eta berdin dio nola iritsi den hara: harrapatzeko betebeharrak behartutako jauzi batekin ere galdu egiten duzu. Aurkariaren azken pieza harrapatzen duenak ere galdu egiten du, eta bere txandan mugimendu legezkorik ez duen aldeak irabazi egiten du.
learn-anti-p3 = Harrapatzeko betebeharrak bere horretan jarraitzen du; beraz, trebetasuna da zure harrapaketa bakarra gaztelura eramaten zaituen edo aurkariaren azken pieza kentzen duen posizioak saihestea. Pieza gutxi geratzeak ez du inoiz berdinketarik ekartzen; berdinketa Camelot-en bezala eska daiteke. Alderantzizko helburu bera beste tauletan ere joka daiteke: Anti-Camette, Anti-Cam, Anti-Chivalry eta Anti-Ibai-Camelot.
learn-anti-fig1 = Zuriek harrapatu egin behar dute, eta harrapaketa bakarra F14xF16 da, Beltzen gazteluan amaitzen dena: Zuriek jokatu egin behar dute, eta galdu egiten dute. C6-C7 baztertu egiten da, harrapaketa bat posible den bitartean.
learn-anti-fig2 = Beltzei Gizon bakarra geratzen zaie. Zuriek F6xF8 mugimenduarekin harrapatu behar dute, eta horregatik galtzen dute: Beltzek, piezarik gabe, ez dute mugimendurik, eta mugitu ezin duen aldeak irabazten du.

## Tutoriala: ikasgaien pista komunak

learn-hint-capture-required = Hemen derrigorrezkoa da harrapatzea: bilatu jauzi egin dezakeen pieza.
learn-hint-must-leave-own-castle = Zure gazteluan dagoen piezak orain irten egin behar du handik, eta ezin da beste piezarik mugitu.
learn-hint-not-your-piece = Pieza hori beltza da. Zu Zuriekin ari zara.
learn-hint-no-move = Pieza horrek ez du mugimendu legezkorik hemen. Saiatu beste batekin.
learn-hint-illegal = Pieza ezin da hara iritsi mugimendu honetan. Markatutako laukiek erakusten dute nora joan daitekeen.

## Tutoriala: ikasgaiak

learn-tut-first-move-title = Lehen mugimendua
learn-tut-first-move-task = Hau da hasierako posizioa. Mugitu E7ko Gizon zuria lauki bat aurrera, E8ra: egin klik Gizonean, eta gero E8an.
learn-tut-first-move-done = Txanda bakoitzean pieza bat mugitzen duzu. Mugimendu soil batek lauki bat eramaten du pieza, edozein norabidetan.
learn-hint-first-move = Bilatu E7ko Gizona eta egin urrats bat zuzen aurrera, E8ra.

learn-tut-diagonal-title = Urrats diagonalak
learn-tut-diagonal-task = Mugimendu soilak edozein norabidetan egin daitezke. Eraman G6ko Gizona diagonalean aurrera eta eskuinera, H7ra.
learn-tut-diagonal-done = Hori da: urratsa diagonala izan daiteke, baita zuzena ere.
learn-hint-diagonal = Helburua H7 da, G6ren goian eta eskuinean.

learn-tut-knight-step-title = Zaldunek ere urratsak egiten dituzte
learn-tut-knight-step-task = Zaldunak Gizonak bezala mugitzen dira. Eraman E6ko Zalduna atzera, E5era.
learn-tut-knight-step-done = Pieza guztiak atzera ere mugi daitezke.
learn-hint-knight-step = Egin klik E6ko Zaldunean (koroa duen pieza), eta gero haren azpiko E5 laukian.

learn-tut-canter-title = Zure lehen lauoinka
learn-tut-canter-task = Egin jauzi E6ko Gizonarekin E7ko bere lagunaren gainetik, E8 lauki hutsera.
learn-tut-canter-done = Hori lauoinka bat izan da. E7ko Gizona taulan geratzen da.
learn-hint-canter = Egin klik E6an, eta gero E8an, bi lauki gorago.

learn-tut-canter-twice-title = Bi lauoinka mugimendu bakarrean
learn-tut-canter-twice-task = Eraman C6ko Gizona G10era mugimendu bakarrean: egin lauoinka D7ren gainetik, eta gero F9ren gainetik.
learn-tut-canter-twice-done = Pieza batek behin eta berriz egin dezake lauoinka mugimendu berean.
learn-hint-canter-twice = C6tik, joan lehenik E8ra, eta gero jarraitu G10era gelditu gabe.

learn-tut-canter-turn-title = Norabidea aldatzea
learn-tut-canter-turn-task = Egin lauoinka D6tik F8ra, eta gero biratu eta egin lauoinka zuzen gora, F10era.
learn-tut-canter-turn-done = Bi lauoinkaren artean norabidea alda daiteke.
learn-hint-canter-turn = Bidea D6, F8, F10 da.

learn-tut-jump-title = Jauzi batez harrapatzea
learn-tut-jump-task = Egin jauzi F7ko Gizon beltzaren gainetik eta harrapatu ezazu.
learn-tut-jump-done = Harrapatutako Gizonak taula utzi du.
learn-hint-jump = Egin jauzi F6tik F8ra.

learn-tut-capture-duty-title = Harrapatzea derrigorrezkoa da
learn-tut-capture-duty-task = Zure Gizonetako batek harrapa dezake. Aurkitu harrapaketa hori: posible den bitartean, ez da beste mugimendurik onartzen.
learn-tut-capture-duty-done = Harrapa dezakezun bakoitzean, harrapatu egin behar duzu.
learn-hint-capture-duty = Txanda honetan pieza beltzaren ondoko Gizonak bakarrik mugi dezake.

learn-tut-jump-twice-title = Bi jauzi jarraian
learn-tut-jump-twice-task = Harrapatu bi Gizon beltzak F6ko Gizonarekin.
learn-tut-jump-twice-done = Jauzi baten ondoren, piezak jauzika jarraitzen du ahal duen bitartean.
learn-hint-jump-twice = Egin jauzi F8ra, eta gero F10era.

learn-tut-jump-turn-title = Jauzia izkinan
learn-tut-jump-turn-task = Harrapatu bi Gizon beltz mugimendu bakarrean. Bigarren jauzia norabide berri batean doa.
learn-tut-jump-turn-done = Jauziek ere, lauoinkek bezala, norabidez alda dezakete.
learn-hint-jump-turn = Begiratu zure bi Gizonei: bietako edozeinek bi pieza har ditzake.

learn-tut-any-capture-title = Aukeratu harrapaketa
learn-tut-any-capture-task = Bi harrapaketa daude posible hemen. Egin bietako edozein: zuk aukeratzen duzu, baita pieza gutxiago hartzen dituena ere.
learn-tut-any-capture-done = Ez dago pieza gehien hartzeko araurik: edozein harrapaketa da baliozkoa.
learn-hint-any-capture = Harrapatu E6ko Gizonarekin edo H6ko Gizonarekin.

learn-tut-charge-title = Zaldunaren Erasoa
learn-tut-charge-task = Erabili D6ko Zalduna: egin lauoinka D7ko zure Gizonaren gainetik, eta gero egin jauzi D9ko Gizon beltzaren gainetik.
learn-tut-charge-done = Lauoinka bat eta gero jauzi bat mugimendu bakarrean: hori da Zaldunaren Erasoa.
learn-hint-charge = Bidea D6, D8, D10 da.

learn-tut-long-charge-title = Eraso luzea
learn-tut-long-charge-task = C6ko Zaldunarekin, egin bi lauoinka, eta gero harrapatu G zutabeko bi Gizon beltzak.
learn-tut-long-charge-done = Bi lauoinka eta bi jauzi mugimendu bakar batean.
learn-hint-long-charge = Joan C6tik E8ra eta G10era, eta gero egin jauzi G12ra eta G14ra.

learn-tut-into-own-castle-title = Zure gaztelura jauzi egitea
learn-tut-into-own-castle-task = Harrapatu F2ko Gizon beltza. Zure Gizona zure gazteluan geratuko da.
learn-tut-into-own-castle-done = Jauzia da zure gaztelura sartzeko bide bakarra. Hurrengo txandan pieza horrek handik irten beharko du.
learn-hint-into-own-castle = Egin jauzi F3tik F1era.

learn-tut-leave-own-castle-title = Gaztelutik irtetea
learn-tut-leave-own-castle-task = Zure Gizona zure gazteluan dago. Atera ezazu: txanda honetan ezin da beste piezarik mugitu.
learn-tut-leave-own-castle-done = Harrapatzeko ezer ez dagoenean, gaztelutik irteten den edozein mugimendu da baliozkoa.
learn-hint-leave-own-castle = Mugitu F1eko Gizona.

learn-tut-leave-by-jump-title = Harrapatuz irtetea
learn-tut-leave-by-jump-task = Zure Gizonak gaztelutik irten behar du, eta irtetean harrapa dezake. Egin ezazu.
learn-tut-leave-by-jump-done = Gaztelutik irteten den piezak harrapa badezake, harrapatu egin behar du.
learn-hint-leave-by-jump = Egin jauzi F1etik G2ren gainetik H3ra.

learn-tut-enter-castle-title = Beltzen gaztelura
learn-tut-enter-castle-task = Sartu Beltzen gaztelura G15eko Gizonarekin.
learn-tut-enter-castle-done = Aurkariaren gazteluan dagoen pieza han geratzen da partida amaitu arte, eta ezerk ezin du harrapatu.
learn-hint-enter-castle = Beltzen gazteluko edozein lauki da ona: F16 edo G16.

learn-tut-castle-move-title = Gaztelu-mugimendua
learn-tut-castle-move-task = Zure Gizona Beltzen gazteluan dago, F16an. Eraman ezazu gazteluko beste laukira.
learn-tut-castle-move-done = Hori gaztelu-mugimendu bat izan da. Alde bakoitzak bi bakarrik egin ditzake partida batean.
learn-hint-castle-move = Egin urrats bat F16tik G16ra.

learn-tut-castle-win-title = Gazteluaren bidez irabaztea
learn-tut-castle-win-task = Gizon bat duzu jada Beltzen gazteluan. Sartu zure Zalduna ere, lauoinka batez, eta irabazi partida.
learn-tut-castle-win-done = Aurkariaren gazteluan bi pieza izateak partida irabazten du.
learn-hint-castle-win = Egin lauoinka Zaldunarekin G14tik G15en gainetik G16ra.

learn-tut-capture-win-title = Harrapatuz irabaztea
learn-tut-capture-win-task = Beltzek bi Gizon baino ez dituzte. Harrapatu biak mugimendu bakarrean.
learn-tut-capture-win-done = Beltzen pieza guztiak desagertu dira eta zuk oraindik bi dituzu: irabazi egin duzu.
learn-hint-capture-win = Egin jauzi F6tik F8ra eta gero F10era.

learn-tut-charge-win-title = Eraso garaile bat
learn-tut-charge-win-task = Amaitu partida pieza beltz guztiak harrapatzen dituen Zaldunaren Eraso batekin.
learn-tut-charge-win-done = Oso ondo: Zaldunaren Eraso batekin irabazi duzu partida, eta tutoriala amaitu duzu.
learn-hint-charge-win = Egin lauoinka Zaldunarekin C6tik E8tik barrena G10era, eta gero egin bi jauzi.
