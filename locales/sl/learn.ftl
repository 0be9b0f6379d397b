# Spletni odjemalec Camelot: strani s pravili (/learn/<tema>) in vadnica (/learn/tutorial).
# Enaki identifikatorji in spremenljivke kot v angleški datoteki (en/learn.ftl).

## Deska in gradova

learn-board-title = Deska in gradova
learn-board-p1 = Camelot igrata dve strani, beli in črni, na deski s 160 polji. Linije so označene s črkami od A do L, od leve proti desni, kot jih vidi beli, vrste pa so oštevilčene od 1 do 16, začenši na beli strani. Vogali deske so odrezani, zato se deska proti obema koncema zoži.
learn-board-p2 = Za vsakim koncem deske ležita še dve polji: grad. Beli grad sestavljata polji F1 in G1, črni grad polji F16 in G16. Vsaka stran brani svoj grad in skuša prodreti v nasprotnikovega.
learn-board-p3 = Vsaka stran ima štirinajst figur: štiri viteze, narisane s krono, in deset mož. Prvi potegne beli, nato se strani izmenjujeta. V vsaki potezi se premakne ena figura; poteze ni mogoče izpustiti.
learn-board-fig1 = Začetna postavitev: beli na vrstah 6 in 7, črni na vrstah 10 in 11.

## Navadne poteze

learn-plain-moves-title = Navadne poteze
learn-plain-moves-p1 = Najpreprostejša je navadna poteza: en korak na sosednje prazno polje, v katero koli od osmih smeri – naprej, nazaj, vstran ali diagonalno.
learn-plain-moves-p2 = Možje in vitezi se premikajo enako. Navadna poteza je vedno en sam korak in v isti potezi mu ne sme slediti noben drug korak.
learn-plain-moves-fig1 = Mož na F6 lahko stopi na E7, vitez na H6 pa nazaj na H5. Poteza F6-F8 ni dovoljena: dve polji naenkrat figura prepotuje le tako, da preskoči drugo figuro.

## Preskoki

learn-canters-title = Preskoki
learn-canters-p1 = Preskok je skok čez lastno figuro na sosednjem polju, v ravni črti, na prazno polje tik za njo. Preskočena figura ostane na svojem mestu.
learn-canters-p2 = Figura lahko v eni potezi preskoči večkrat in med preskoki spremeni smer, čez isto ali čez različne lastne figure. Na polje, ki ga je v tej potezi že obiskala, se ne sme vrniti. Preskok ni nikoli obvezen.
learn-canters-fig1 = Iz začetne postavitve mož s polja D6 preskoči moža na E7 in pristane na F8.
learn-canters-fig2 = Dva preskoka v eni potezi: s polja C6 čez D7 na E8, nato čez F9 na G10. Vrnitev na C6 ni dovoljena.

## Skoki z ulovom

learn-jumps-title = Skoki z ulovom in obvezno lovljenje
learn-jumps-p1 = Skok z ulovom je skok čez nasprotnikovo figuro na sosednjem polju na prazno polje za njo. Preskočena nasprotnikova figura je ujeta in takoj odstranjena z deske.
learn-jumps-p2 = Lovljenje je obvezno: če lahko katera koli vaša figura skoči čez nasprotnikovo, morate narediti potezo z ulovom. Če je mogočih več ulovov, izberete katerega koli; ni vam treba vzeti največ figur.
learn-jumps-p3 = Po skoku mora figura skakati naprej, dokler lahko, in med skoki sme spremeniti smer. Na pol poti se ne sme ustaviti.
learn-jumps-fig1 = Beli mora loviti: mož na F6 skoči čez črnega moža na F7. Vsaka druga poteza, na primer C6-C7, je zavrnjena.
learn-jumps-fig2 = Ko mož pristane na F8, lahko spet skoči, čez G9 na H10, zato mora: ustaviti se na F8 ni dovoljeno.

## Vitezova poteza

learn-knights-charge-title = Vitezova poteza
learn-knights-charge-p1 = Vitez lahko v eni potezi združi obe vrsti skokov: najprej enega ali več preskokov čez lastne figure, nato enega ali več skokov z ulovom čez nasprotnikove. To je vitezova poteza. Preskoki so vedno na začetku; skoku z ulovom nikoli ne sledi preskok.
learn-knights-charge-p2 = Vitezovo potezo lahko naredi le vitez in nikoli ni obvezna. Vitezov preskok pa se ne sme kar ustaviti na polju, s katerega bi vitez lahko skočil z ulovom: tam mora nadaljevati in loviti.
learn-knights-charge-p3 = Kadar je lovljenje obvezno, ga vitez lahko opravi tudi z vitezovo potezo.
learn-knights-charge-fig1 = Vitez s polja D6 preskoči D7 na D8, nato skoči čez črnega moža na D9 in pristane na D10. Ustaviti se na D8, zraven moža, ki bi ga lahko ujel, ni dovoljeno.
learn-knights-charge-fig2 = Ista postavitev z možem na D6: mož v isti potezi ne sme najprej preskočiti in nato loviti.

## Gradova

learn-castles-title = Pravila gradov
learn-castles-p1 = V svoj grad ne smete nikoli stopiti ali preskočiti. Tja figuro pripelje le skok z ulovom, figura, ki potezo konča v lastnem gradu, pa ga mora zapustiti v vaši naslednji potezi. V tej potezi se ne sme premakniti nobena druga figura, figura, ki odhaja, pa mora loviti, če lahko.
learn-castles-p2 = Figura, ki s katero koli potezo vstopi v nasprotnikov grad, se tam ustavi. Nikoli več ga ne more zapustiti in nikoli je ni mogoče ujeti. Edina poteza, ki ji ostane, je poteza v gradu: korak na drugo polje istega gradu. Vsaka stran sme v partiji narediti največ dve potezi v gradu.
learn-castles-fig1 = Skok z ulovom sme pristati v lastnem gradu: mož s polja F3 skoči čez F2 na F1. Mož na H2 pa ne sme stopiti na G1.
learn-castles-fig2 = Beli mož stoji v lastnem gradu, zato ga mora zdaj zapustiti: poteza F1-F2 je dovoljena, C6-C7 pa zavrnjena.
learn-castles-fig3 = Beli mož v črnem gradu sme stopiti s polja F16 na G16: to je poteza v gradu.
learn-castles-fig4 = Ista postavitev, ko je beli že porabil obe potezi v gradu: poteza F16-G16 je zavrnjena.

## Zmaga in remi

learn-winning-title = Zmaga in remi
learn-winning-p1 = Zmagate takoj, ko v nasprotnikovem gradu stojita dve vaši figuri.
learn-winning-p2 = Zmagate tudi, ko ujamete vse nasprotnikove figure in vam ostaneta vsaj dve lastni, ali ko nasprotnik nima več nobene dovoljene poteze, vi pa imate vsaj dve figuri.
learn-winning-p3 = Če nobeni strani ne ostane več kot ena figura, je partija neodločena. Igralca se lahko za remi tudi dogovorita, remi pa je mogoče zahtevati, ko se ista postavitev pojavi tretjič, ali po petdesetih potezah vsake strani brez ulova in brez vstopa v grad.
learn-winning-fig1 = Beli že ima moža na F16. Poteza G15-G16 pripelje v črni grad drugo figuro in beli zmaga.
learn-winning-fig2 = Mož na F6 v eni potezi ujame oba preostala črna moža. Beli obdrži dve figuri in zmaga.

## Zapis potez

learn-notation-title = Zapis potez
learn-notation-p1 = Polje se imenuje po črki linije in številki vrste, na primer F1 ali L13. Potezo zapišemo z začetnim poljem, ki mu sledi vsako polje, na katerem figura pristane.
learn-notation-p2 = Pred poljem, na katerem se konča navaden korak ali preskok, stoji vezaj, pred poljem, na katerem se konča skok z ulovom, pa mali x: G6-G5 je navadna poteza, D6-F8 preskok, F6xF8xF10 dva skoka z ulovom in D6-D8xD10 vitezova poteza.
learn-notation-p3 = Strežnik sprejme vsak pravilen zapis poteze, vsako potezo pa zapiše v enotni obliki, s čim manj koraki.
learn-notation-fig1 = Iz začetne postavitve se G6-G5 (navadna poteza) in D6-F8 (preskok) pišeta z vezaji. F6xF8 je zavrnjena: ta poteza ne ujame ničesar, zato se zapiše F6-F8.
learn-notation-fig2 = Vitezova poteza, zapisana v celoti: C6-E8-G10xG12xG14, najprej dva preskoka, nato dva skoka z ulovom.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette je najmanjša igra v družini Camelot. Njena deska ima le 23 polj, v petih linijah (od A do E) in sedmih vrstah. Vsak grad je eno samo polje na koncu deske: beli grad je polje C1, črni grad polje C7. Vsaka stran ima enega viteza in tri može.
learn-camette-p2 = Figure se premikajo povsem enako kot v Camelotu: navadne poteze, preskoki, skoki z ulovom in vitezova poteza, z enakim obveznim lovljenjem in enakimi pravili gradov. Ker ima grad eno samo polje, potez v gradu ni.
learn-camette-p3 = Ena sama figura v nasprotnikovem gradu zmaga. Zmagate tudi, ko nasprotnik nima več nobene dovoljene poteze, in to velja tudi, ko nima nobene figure več: kdor ujame zadnjo nasprotnikovo figuro, zmaga, čeprav mu je ostala ena sama figura. Malo figur na deski nikoli ne pomeni remija, remi pa je še vedno mogoče zahtevati po trikratni ponovitvi postavitve ali po petdesetih potezah vsake strani brez ulova.
learn-camette-fig1 = Začetna postavitev. Vitez s polja C2 lahko preskoči C3 in pristane na C4, mož s polja B3 pa lahko stopi na A4. Poteza C2-C1 je zavrnjena: v svoj grad ne sme stopiti nobena figura.
learn-camette-fig2 = Po potezah B3-A3 in C5-B4 beli mož s polja A3 skoči čez B4, nato še čez črnega viteza na C6 in pristane v črnem gradu na C7: ena figura v gradu zmaga. Ustaviti se na C5 ni dovoljeno, ker lahko mož od tam skače naprej.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam se igra na deski s 67 polji, v sedmih linijah (od A do G) in trinajstih vrstah. Kot v igri Camette je vsak grad eno samo polje: beli grad je polje D1, črni grad polje D13. Vsaka stran ima dva viteza in pet mož.
learn-cam-p2 = Vse poteze in obveznosti so enake kot v Camelotu: navadne poteze, preskoki, skoki z ulovom, vitezova poteza, obvezno lovljenje in pravila gradov. Ker ima grad eno samo polje, potez v gradu ni.
learn-cam-p3 = Zmagate, takoj ko katera koli vaša figura vstopi v nasprotnikov grad, ali ko nasprotnik nima nobene dovoljene poteze, na primer zato, ker ste ujeli vse njegove figure. Ena figura proti eni ni remi: igra se nadaljuje, saj lahko vsaka od njiju še doseže nasprotnikov grad.
learn-cam-fig1 = Začetna postavitev: bela viteza na C4 in E4, beli možje od B5 do F5. Vitez s polja C4 preskoči C5 in pristane na C6, mož s polja B5 pa stopi na A6.
learn-cam-fig2 = Vsaki strani je ostala ena figura in igra se nadaljuje. Beli vitez stopi s polja E12 v črni grad na D13 in zmaga, preden črni mož pride do D1. Poteza E12-E13 je zavrnjena: E13 ni polje te deske.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry je največja igra v družini: 176 polj v štirinajstih linijah (od A do N) in šestnajstih vrstah. Gradova imata po dve polji, kot v Camelotu: beli grad sestavljata polji G1 in H1, črni grad polji G16 in H16. Vsaka stran ima osem vitezov in dvanajst mož.
learn-chivalry-p2 = Poteze, obvezno lovljenje, pravila gradov in poteze v gradu so povsem enake kot v Camelotu; večji sta le deska in vojski.
learn-chivalry-p3 = Zmaga se kot v Camelotu: z dvema figurama v nasprotnikovem gradu, z ulovom vseh nasprotnikovih figur, če vam ostaneta vsaj dve lastni, ali ko se nasprotnik ne more premakniti, vi pa imate vsaj dve figuri. Če nobeni strani ne ostane več kot ena figura, je partija neodločena.
learn-chivalry-fig1 = Začetna postavitev: figure vsake strani stojijo v dveh vrstah, na vsakem koncu pa je skupina štirih vitezov. Vitez s polja K6 preskoči viteza na L7 in pristane na M8, na liniji, ki je deska Camelota nima; mož s polja G7 stopi na G8.
learn-chivalry-fig2 = Beli že ima moža na G16. Poteza H15-H16 pripelje v črni grad drugo figuro in beli zmaga: ena sama figura tam ne bi bila dovolj.

## Rečni Camelot

learn-river-title = Rečni Camelot
learn-river-p1 = Rečni Camelot se igra na deski Camelota, ki jo poševno, od levega do desnega roba, prečka reka. Polja reke niso del deske: na njih ne more stati nobena figura, nobena ne more na njih pristati ali skočiti čeznje. Štiri mostna polja, D7, D8, I9 in I10, so običajna polja in edina pot čez reko. Tako ostane 136 polj. Gradova sta enaka kot v Camelotu, vsaka stran pa ima štiri viteze in deset mož, postavljenih bolj nazaj kot v Camelotu.
learn-river-p2 = Pred prvo potezo vsaka stran postavi tri drevesa: najprej beli, nato črni, vsak na tri od svojih 41 polj za drevesa na svoji strani reke. Postavitev dreves šteje kot poteza in se zapiše s tremi polji, ločenimi z vejicami, na primer K5,L5,L6.
learn-river-p3 = Drevo ostane na svojem mestu vso partijo in ne pripada nikomur. Svoje polje zapre enako kot reka: nobena figura ne sme stati na njem, pristati na njem ali skočiti čezenj, zato lahko drevo prepreči preskoke in skoke z ulovom, nasprotnikove figure z drevesom za hrbtom pa ni mogoče ujeti. Vse drugo, tudi kako se zmaga, je enako kot v Camelotu.
learn-river-fig1 = Začetna postavitev, še brez dreves. Beli postavi drevesa prvi: K5,L5,L6 je dovoljeno. A8,A9,B8 je zavrnjeno: to so polja za drevesa črnega.
learn-river-fig2 = Drevesa belega stojijo na G6, J7 in K8, drevesa črnega na A11, A12 in B12. Mož s polja G4 ne more preskočiti G5, ker na G6 stoji drevo, mož s polja F5 pa ne more skočiti čez drevo na H7. E4-E6 in H4-H6 sta običajna preskoka.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot se igra z desko, figurami in potezami Camelota, le cilj je obrnjen: kar v Camelotu zmaga, tu izgubi.
learn-anti-p2 = Če katera od vaših figur konča potezo v nasprotnikovem gradu, takoj izgubite. Dovolj je ena figura, na katerem koli polju gradu, in ni pomembno, kako je prišla tja: izgubite tudi s skokom z ulovom, ki vam ga je vsililo obvezno lovljenje. Izgubi tudi, kdor ujame zadnjo nasprotnikovo figuro, stran, ki je na vrsti in nima nobene dovoljene poteze, pa zmaga.
learn-anti-p3 = Lovljenje ostane obvezno, zato je vsa umetnost v tem, da se izognete postavitvam, v katerih vas edini mogoči ulov pripelje v grad ali vzame zadnjo nasprotnikovo figuro. Malo figur na deski nikoli ne pomeni remija; remi je mogoče zahtevati kot v Camelotu. Enak obrnjeni cilj se lahko igra tudi na drugih deskah: Anti-Camette, Anti-Cam, Anti-Chivalry in Anti-rečni Camelot.
learn-anti-fig1 = Beli mora loviti, edini ulov pa je F14xF16, ki pristane v črnem gradu: beli ga mora odigrati in s tem izgubi. Poteza C6-C7 je zavrnjena, dokler je ulov mogoč.
learn-anti-fig2 = Črnemu je ostal en sam mož. Beli ga mora ujeti s potezo F6xF8 in zato izgubi: črni brez figur nima nobene poteze, stran, ki se ne more premakniti, pa zmaga.

## Vadnica: skupni namigi

learn-hint-capture-required = Tu je lovljenje obvezno: poiščite figuro, ki lahko skoči čez nasprotnikovo.
learn-hint-must-leave-own-castle = Vaša figura v lastnem gradu ga mora zdaj zapustiti; nobena druga figura se ne sme premakniti.
learn-hint-not-your-piece = Ta figura je črna. Vi igrate z belimi.
learn-hint-no-move = Ta figura tu nima nobene dovoljene poteze. Poskusite z drugo.
learn-hint-illegal = Tja figura v tej potezi ne more. Označena polja kažejo, kam lahko gre.

## Vadnica: lekcije

learn-tut-first-move-title = Prva poteza
learn-tut-first-move-task = To je začetna postavitev. Belega moža s polja E7 premaknite za eno polje naprej, na E8: kliknite moža, nato še E8.
learn-tut-first-move-done = V vsaki potezi premaknete eno figuro. Z navadno potezo gre figura za eno polje v katero koli smer.
learn-hint-first-move = Poiščite moža na E7 in stopite naravnost naprej na E8.

learn-tut-diagonal-title = Diagonalni koraki
learn-tut-diagonal-task = Navadne poteze gredo v vse smeri. Moža s polja G6 premaknite diagonalno naprej in desno, na H7.
learn-tut-diagonal-done = Tako je: korak je lahko diagonalen ali raven.
learn-hint-diagonal = Ciljno polje je H7, desno nad G6.

learn-tut-knight-step-title = Tudi vitezi stopajo
learn-tut-knight-step-task = Vitezi se premikajo enako kot možje. Viteza s polja E6 premaknite nazaj, na E5.
learn-tut-knight-step-done = Nazaj se lahko premakne vsaka figura.
learn-hint-knight-step = Kliknite viteza (figuro s krono) na E6, nato polje E5 pod njim.

learn-tut-canter-title = Vaš prvi preskok
learn-tut-canter-task = Z možem na E6 preskočite soseda na E7 in pristanite na praznem polju E8.
learn-tut-canter-done = To je bil preskok. Mož na E7 ostane na deski.
learn-hint-canter = Kliknite E6, nato E8, dve polji višje.

learn-tut-canter-twice-title = Dva preskoka v eni potezi
learn-tut-canter-twice-task = Moža s polja C6 v eni sami potezi pripeljite na G10: preskočite D7, nato še F9.
learn-tut-canter-twice-done = Figura lahko v isti potezi preskakuje znova in znova.
learn-hint-canter-twice = S polja C6 pojdite najprej na E8, nato brez ustavljanja naprej na G10.

learn-tut-canter-turn-title = Sprememba smeri
learn-tut-canter-turn-task = Preskočite s polja D6 na F8, nato zavijte in preskočite naravnost navzgor na F10.
learn-tut-canter-turn-done = Med dvema preskokoma se smer lahko spremeni.
learn-hint-canter-turn = Pot je D6, F8, F10.

learn-tut-jump-title = Ulov s skokom
learn-tut-jump-task = Skočite čez črnega moža na F7 in ga ujemite.
learn-tut-jump-done = Ujeti mož je zapustil desko.
learn-hint-jump = Skočite s polja F6 na F8.

learn-tut-capture-duty-title = Lovljenje je obvezno
learn-tut-capture-duty-task = Eden od vaših mož lahko lovi. Poiščite ta ulov: dokler je mogoč, nobena druga poteza ni dovoljena.
learn-tut-capture-duty-done = Kadar lahko lovite, morate loviti.
learn-hint-capture-duty = V tej potezi se sme premakniti le mož zraven črne figure.

learn-tut-jump-twice-title = Dva skoka zapored
learn-tut-jump-twice-task = Z možem na F6 ujemite oba črna moža.
learn-tut-jump-twice-done = Po skoku figura skače naprej, dokler lahko.
learn-hint-jump-twice = Skočite na F8, nato naprej na F10.

learn-tut-jump-turn-title = Skok za vogal
learn-tut-jump-turn-task = V eni potezi ujemite dva črna moža. Drugi skok gre v novo smer.
learn-tut-jump-turn-done = Tudi skoki z ulovom lahko, tako kot preskoki, spremenijo smer.
learn-hint-jump-turn = Oglejte si oba svoja moža: vsak od njiju lahko ujame dve figuri.

learn-tut-any-capture-title = Izberite ulov
learn-tut-any-capture-task = Tu sta mogoča dva ulova. Naredite katerega koli od njiju: izbira je vaša, tudi tisti, ki ujame manj figur.
learn-tut-any-capture-done = Pravila, da je treba vzeti največ figur, ni: velja vsak ulov.
learn-hint-any-capture = Lovite z možem na E6 ali z možem na H6.

learn-tut-charge-title = Vitezova poteza
learn-tut-charge-task = Uporabite viteza na D6: preskočite svojega moža na D7, nato skočite čez črnega moža na D9.
learn-tut-charge-done = Preskok in nato skok z ulovom v eni potezi: to je vitezova poteza.
learn-hint-charge = Pot je D6, D8, D10.

learn-tut-long-charge-title = Dolga vitezova poteza
learn-tut-long-charge-task = Z vitezom na C6 dvakrat preskočite, nato ujemite oba črna moža na liniji G.
learn-tut-long-charge-done = Dva preskoka in dva skoka z ulovom v eni sami potezi.
learn-hint-long-charge = Pojdite s polja C6 na E8 in G10, nato skočite na G12 in G14.

learn-tut-into-own-castle-title = Skok v lastni grad
learn-tut-into-own-castle-task = Ujemite črnega moža na F2. Vaš mož bo pristal v lastnem gradu.
learn-tut-into-own-castle-done = V lastni grad vodi le skok z ulovom. V naslednji potezi ga bo morala ta figura zapustiti.
learn-hint-into-own-castle = Skočite s polja F3 na F1.

learn-tut-leave-own-castle-title = Odhod iz gradu
learn-tut-leave-own-castle-task = Vaš mož stoji v lastnem gradu. Premaknite ga ven: v tej potezi se nobena druga figura ne sme premakniti.
learn-tut-leave-own-castle-done = Če ni ničesar za ujeti, je dovolj katera koli poteza iz gradu.
learn-hint-leave-own-castle = Premaknite moža na F1.

learn-tut-leave-by-jump-title = Odhod z ulovom
learn-tut-leave-by-jump-task = Vaš mož mora zapustiti grad in pri tem lahko lovi. Naredite to.
learn-tut-leave-by-jump-done = Če figura, ki zapušča grad, lahko lovi, mora loviti.
learn-hint-leave-by-jump = Skočite s polja F1 čez G2 na H3.

learn-tut-enter-castle-title = V črni grad
learn-tut-enter-castle-task = Z možem na G15 stopite v črni grad.
learn-tut-enter-castle-done = Figura v nasprotnikovem gradu ostane tam do konca partije in je ni mogoče ujeti.
learn-hint-enter-castle = Dobro je katero koli polje črnega gradu: F16 ali G16.

learn-tut-castle-move-title = Poteza v gradu
learn-tut-castle-move-task = Vaš mož je v črnem gradu, na F16. Premaknite ga na drugo polje gradu.
learn-tut-castle-move-done = To je bila poteza v gradu. Vsaka stran jih sme v partiji narediti le dve.
learn-hint-castle-move = Stopite s polja F16 na G16.

learn-tut-castle-win-title = Zmaga z gradom
learn-tut-castle-win-task = V črnem gradu že imate moža. S preskokom pripeljite vanj še viteza in zmagajte.
learn-tut-castle-win-done = Dve figuri v nasprotnikovem gradu pomenita zmago.
learn-hint-castle-win = Z vitezom preskočite s polja G14 čez G15 na G16.

learn-tut-capture-win-title = Zmaga z ulovom
learn-tut-capture-win-task = Črni ima samo še dva moža. Ujemite oba v eni potezi.
learn-tut-capture-win-done = Vseh črnih figur ni več, vi pa imate še dve: zmagali ste.
learn-hint-capture-win = Skočite s polja F6 na F8 in naprej na F10.

learn-tut-charge-win-title = Zmagovita vitezova poteza
learn-tut-charge-win-task = Končajte partijo z vitezovo potezo, ki ujame vse črne figure.
learn-tut-charge-win-done = Odlično: partijo ste dobili z vitezovo potezo in vadnico ste končali.
learn-hint-charge-win = Z vitezom preskočite s polja C6 prek E8 na G10, nato dvakrat skočite z ulovom.
