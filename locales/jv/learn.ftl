# Klien web Camelot: kaca aturan (/learn/<topik>) lan tutorial (/learn/tutorial).
# ID lan variabelé padha persis karo berkas basa Inggris (en/learn.ftl).

## Papan lan kastil

learn-board-title = Papan lan kastil
learn-board-p1 = Camelot didolanaké déning rong pihak, Putih lan Ireng, ing papan sing isiné 160 kothak. Lajur-lajuré diwènèhi aksara A nganti L wiwit saka sisih kiwané Putih, lan baris-barisé diwènèhi nomer 1 nganti 16 wiwit saka sisihé Putih. Pojok-pojoké papan dipotong, mula papané saya ciut menyang pucuk loro-loroné.
learn-board-p2 = Ing sakburiné saben pucuk isih ana kothak loro manèh: kastil. Kastilé Putih yaiku F1 lan G1, kastilé Ireng yaiku F16 lan G16. Saben pihak njaga kastilé dhéwé lan ngupaya mlebu ing kastilé mungsuh.
learn-board-p3 = Saben pihak duwé patbelas pasukan: Ksatria papat, sing digambar nganggo makutha, lan Prajurit sepuluh. Putih mlaku dhisik, banjur pihak loro gantèn-gantènan. Saben giliran siji pasukan nglakoni siji laku; giliran ora kena diliwati.
learn-board-fig1 = Panggonan wiwitan: Putih ing baris 6 lan 7, Ireng ing baris 10 lan 11.

## Laku Biasa

learn-plain-moves-title = Laku Biasa
learn-plain-moves-p1 = Laku sing paling gampang yaiku Laku Biasa: siji langkah menyang kothak kosong ing sandhingé, menyang salah siji saka wolung arah – maju, mundur, mangiwa, manengen, utawa miring.
learn-plain-moves-p2 = Prajurit lan Ksatria mlakuné padha. Laku Biasa mesthi mung siji langkah, lan ing laku sing padha ora kena disusul langkah liya.
learn-plain-moves-fig1 = Prajurit ing F6 olèh mlangkah menyang E7, lan Ksatria ing H6 olèh mundur menyang H5. F6-F8 ora olèh: pasukan mung bisa ngliwati kothak loro sepisan kanthi mlumpati pasukan liya.

## Ligas

learn-canters-title = Ligas
learn-canters-p1 = Ligas yaiku mlumpati pasukané dhéwé sing ana ing kothak sandhingé, lurus, menyang kothak kosong pas ing mburiné. Pasukan sing diligas tetep ana ing panggonané.
learn-canters-p2 = Sak pasukan olèh ngligas kaping pirang-pirang ing sak laku lan ganti arah ing antarané, ngliwati kanca sing padha utawa kanca sing béda. Pasukan kuwi ora olèh bali menyang kothak sing wis diambah ing laku kuwi. Ngligas ora tau diwajibaké.
learn-canters-fig1 = Saka panggonan wiwitan, Prajurit ing D6 ngligas Prajurit ing E7 lan mandheg ing F8.
learn-canters-fig2 = Ligas ping pindho ing sak laku: saka C6 ngliwati D7 menyang E8, banjur ngliwati F9 menyang G10. Bali menyang C6 ora olèh.

## Lumpat

learn-jumps-title = Lumpat lan kuwajiban nangkep
learn-jumps-p1 = Lumpat yaiku mlumpati pasukan mungsuh sing ana ing kothak sandhingé, menyang kothak kosong ing mburiné. Pasukan mungsuh kuwi ketangkep lan langsung disingkiraké saka papan.
learn-jumps-p2 = Nangkep iku wajib: yèn salah siji pasukané sampeyan bisa mlumpati mungsuh, sampeyan kudu nglakoni laku sing nangkep. Yèn ana sawetara cara nangkep, sampeyan olèh milih endi waé; ora kudu njupuk pasukan sing paling akèh.
learn-jumps-p3 = Sawisé mlumpat, pasukan kudu terus mlumpat salawasé isih bisa, lan olèh ganti arah ing antarané lumpatan. Pasukan kuwi ora olèh mandheg ing tengah dalan.
learn-jumps-fig1 = Putih kudu nangkep: Prajurit ing F6 mlumpati Prajurit Ireng ing F7. Laku liyané, umpamané C6-C7, ditolak.
learn-jumps-fig2 = Sawisé mandheg ing F8, Prajurit isih bisa mlumpat manèh, ngliwati G9 menyang H10, mula kudu nglakoni: mandheg ing F8 ora olèh.

## Serangan Ksatria

learn-knights-charge-title = Serangan Ksatria
learn-knights-charge-p1 = Ksatria olèh nggabungaké jinis lumpatan loro ing sak laku: dhisik ligas siji utawa luwih ngliwati pasukané dhéwé, banjur lumpat siji utawa luwih ngliwati pasukan mungsuh. Iki sing diarani Serangan Ksatria. Ligas mesthi ana ing ngarep; sawisé lumpat ora tau ana ligas manèh.
learn-knights-charge-p2 = Mung Ksatria sing bisa nglakoni serangan, lan ora tau diwajibaké. Nanging ligasé Ksatria ora olèh mandheg waé ing kothak sing saka kono dhèwèké bisa mlumpati mungsuh: ing kono Ksatria kudu nerusaké lan nangkep.
learn-knights-charge-p3 = Yèn nangkep iku wajib, Ksatria olèh nindakaké nganggo Serangan Ksatria.
learn-knights-charge-fig1 = Ksatria ing D6 ngligas D7 menyang D8, banjur mlumpati Prajurit Ireng ing D9 lan mandheg ing D10. Mandheg ing D8, ing sandhingé Prajurit sing bisa ditangkep, ora olèh.
learn-knights-charge-fig2 = Panggonan sing padha, nanging ana Prajurit ing D6: Prajurit ora olèh ngligas banjur mlumpat ing sak laku.

## Kastil

learn-castles-title = Aturan kastil
learn-castles-p1 = Sampeyan ora tau olèh mlebu ing kastilé dhéwé nganggo Laku Biasa utawa ligas. Mung lumpat sing bisa nggawa pasukan mrana, lan pasukan sing mungkasi lakuné ing kastilé dhéwé kudu metu ing giliran sampeyan sabanjuré. Ing giliran kuwi ora ana pasukan liya sing olèh mlaku, lan pasukan sing metu kudu nangkep yèn bisa.
learn-castles-p2 = Pasukan sing mlebu ing kastilé mungsuh, nganggo laku apa waé, mandheg ing kono. Pasukan kuwi ora bakal bisa metu manèh lan ora bakal bisa ditangkep. Siji-sijiné laku sing isih kena yaiku Laku Kastil: siji langkah menyang kothak liyané ing kastil sing padha. Saben pihak olèh nglakoni Laku Kastil paling akèh ping pindho ing sak dolanan.
learn-castles-fig1 = Lumpat olèh mandheg ing kastilé dhéwé: F3 mlumpati F2 menyang F1. Nanging Prajurit ing H2 ora olèh mlangkah menyang G1.
learn-castles-fig2 = Prajurit Putih ana ing kastilé dhéwé, mula saiki kudu metu: F1-F2 olèh, C6-C7 ditolak.
learn-castles-fig3 = Prajurit Putih ing njero kastilé Ireng olèh mlangkah saka F16 menyang G16: kuwi Laku Kastil.
learn-castles-fig4 = Panggonan sing padha sawisé Putih nganggo Laku Kastilé loro-loroné: F16-G16 ditolak.

## Menang lan imbang

learn-winning-title = Menang lan imbang
learn-winning-p1 = Sampeyan langsung menang yèn ana pasukané sampeyan loro ing njero kastilé mungsuh.
learn-winning-p2 = Sampeyan uga menang yèn wis nangkep kabèh pasukané mungsuh lan isih duwé pasukan paling sethithik loro, utawa yèn mungsuh wis ora duwé laku sing sah manèh déné sampeyan isih duwé pasukan paling sethithik loro.
learn-winning-p3 = Yèn ora ana pihak sing duwé pasukan luwih saka siji, dolanané imbang. Para pemain uga olèh sarujuk imbang, lan imbang olèh dijaluk yèn panggonan sing padha kedadéan kaping telu, utawa sawisé saben pihak nglakoni sèket laku tanpa nangkep lan tanpa ana pasukan sing mlebu kastil.
learn-winning-fig1 = Putih wis duwé Prajurit ing F16. G15-G16 nglebokaké pasukan kapindho menyang kastilé Ireng lan Putih menang.
learn-winning-fig2 = Prajurit ing F6 nangkep Prajurit Ireng loro sing isih kari ing sak laku. Putih isih duwé pasukan loro lan menang.

## Cara nulis laku

learn-notation-title = Cara nulis laku
learn-notation-p1 = Kothak dijenengi nganggo aksara lajur lan nomer barisé, umpamané F1 utawa L13. Laku ditulis nganggo kothak wiwitané, disusul saben kothak panggonané pasukan mandheg.
learn-notation-p2 = Tandha pisah ditulis sadurungé kothak pungkasané Laku Biasa utawa ligas, lan aksara x cilik sadurungé kothak pungkasané lumpat: G6-G5 iku Laku Biasa, D6-F8 ligas, F6xF8xF10 lumpat ping pindho, lan D6-D8xD10 Serangan Ksatria.
learn-notation-p3 = Server nampa saben cara nulis laku sing bener, lan nulis saben laku nganggo siji wujud baku, kanthi langkah sing paling sithik.
learn-notation-fig1 = Saka panggonan wiwitan, G6-G5 (Laku Biasa) lan D6-F8 (ligas) ditulis nganggo tandha pisah. F6xF8 ditolak: laku kuwi ora nangkep apa-apa, mula ditulis F6-F8.
learn-notation-fig2 = Serangan Ksatria sing ditulis jangkep: C6-E8-G10xG12xG14, ligas ping pindho banjur lumpat ping pindho.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette iku dolanan sing paling cilik ing kulawarga Camelot. Papané mung duwé 23 kothak, ing lajur lima (A nganti E) lan baris pitu. Saben kastil mung siji kothak ing pucuké papan: kastilé Putih yaiku C1 lan kastilé Ireng yaiku C7. Saben pihak duwé Ksatria siji lan Prajurit telu.
learn-camette-p2 = Pasukané mlaku persis kaya ing Camelot: Laku Biasa, ligas, lumpat lan Serangan Ksatria, kanthi kuwajiban nangkep lan aturan kastil sing padha. Amarga kastilé mung siji kothak, ora ana Laku Kastil.
learn-camette-p3 = Pasukan siji waé ing kastilé mungsuh wis menangaké dolanan. Sampeyan uga menang yèn mungsuh wis ora duwé laku sing sah manèh, kalebu yèn wis ora duwé pasukan babar pisan: sing nangkep pasukan mungsuh sing pungkasan menang, senajan dhèwèké mung kari duwé pasukan siji. Pasukan sing kari sithik ora tau marakaké imbang, nanging imbang isih olèh dijaluk yèn panggonan sing padha kedadéan kaping telu utawa sawisé saben pihak nglakoni sèket laku tanpa nangkep.
learn-camette-fig1 = Panggonan wiwitan. Ksatria ing C2 olèh ngligas C3 menyang C4, lan Prajurit ing B3 olèh mlangkah menyang A4. C2-C1 ditolak: ora ana pasukan sing olèh mlangkah mlebu kastilé dhéwé.
learn-camette-fig2 = Sawisé B3-A3 lan C5-B4, Prajurit Putih ing A3 mlumpati B4, banjur mlumpati Ksatria Ireng ing C6, lan mandheg ing kastilé Ireng ing C7: pasukan siji ing kono wis menang. Mandheg ing C5 ora olèh, amarga saka kono Prajurit kuwi isih bisa mlumpat manèh.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam didolanaké ing papan sing isiné 67 kothak, ing lajur pitu (A nganti G) lan baris telulas. Kaya ing Camette, saben kastil mung siji kothak: kastilé Putih yaiku D1 lan kastilé Ireng yaiku D13. Saben pihak duwé Ksatria loro lan Prajurit lima.
learn-cam-p2 = Kabèh laku lan kuwajiban padha karo Camelot: Laku Biasa, ligas, lumpat, Serangan Ksatria, kuwajiban nangkep lan aturan kastil. Amarga kastilé mung siji kothak, ora ana Laku Kastil.
learn-cam-p3 = Sampeyan menang sanalika salah siji pasukané sampeyan mlebu kastilé mungsuh, utawa yèn mungsuh ora duwé laku sing sah, umpamané amarga sampeyan wis nangkep kabèh pasukané. Pasukan siji nglawan siji ora imbang: dolanané terus, amarga pasukan loro-loroné isih bisa tekan kastilé mungsuh.
learn-cam-fig1 = Panggonan wiwitan: Ksatria Putih ing C4 lan E4, Prajurité saka B5 nganti F5. Ksatria ing C4 ngligas C5 menyang C6, lan Prajurit ing B5 mlangkah menyang A6.
learn-cam-fig2 = Saben pihak mung kari duwé pasukan siji, lan dolanané terus. Ksatria Putih mlangkah saka E12 mlebu kastilé Ireng ing D13 lan menang sadurungé Prajurit Ireng tekan D1. E12-E13 ditolak: E13 dudu kothak ing papan iki.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry iku dolanan sing paling gedhé ing kulawarga iki: 176 kothak ing lajur patbelas (A nganti N) lan baris nembelas. Kastilé duwé kothak loro, kaya ing Camelot: kastilé Putih yaiku G1 lan H1, kastilé Ireng yaiku G16 lan H16. Saben pihak duwé Ksatria wolu lan Prajurit rolas.
learn-chivalry-p2 = Laku, kuwajiban nangkep, aturan kastil lan Laku Kastil persis padha karo Camelot; mung papané sing luwih gedhé lan pasukané sing luwih akèh.
learn-chivalry-p3 = Carané menang padha karo Camelot: nganggo pasukan loro ing kastilé mungsuh, kanthi nangkep kabèh pasukané mungsuh déné sampeyan isih duwé pasukan paling sethithik loro, utawa yèn mungsuh ora bisa mlaku déné sampeyan isih duwé pasukan paling sethithik loro. Yèn ora ana pihak sing duwé pasukan luwih saka siji, dolanané imbang.
learn-chivalry-fig1 = Panggonan wiwitan: pasukané saben pihak ngadeg ing baris loro, kanthi Ksatria papat nglumpuk ing saben pucuk. Ksatria ing K6 ngligas Ksatria ing L7 menyang M8, ing lajur sing ora ana ing papan Camelot; Prajurit ing G7 mlangkah menyang G8.
learn-chivalry-fig2 = Putih wis duwé Prajurit ing G16. H15-H16 nglebokaké pasukan kapindho menyang kastilé Ireng lan Putih menang: pasukan siji waé ing kono durung cukup.

## Camelot Kali

learn-river-title = Camelot Kali
learn-river-p1 = Camelot Kali didolanaké ing papan Camelot sing diliwati kali, mili miring saka pinggir kiwa menyang pinggir tengen. Kothak-kothak kali dudu bagéan saka papan: ora ana pasukan sing bisa ngadeg ing kono, mandheg ing kono utawa mlumpati. Kothak kreteg papat, D7, D8, I9 lan I10, iku kothak biasa lan mung liwat kono pasukan bisa nyabrang. Dadi kari 136 kothak. Kastilé padha karo Camelot, lan saben pihak duwé Ksatria papat lan Prajurit sepuluh, sing dipasang luwih mburi tinimbang ing Camelot.
learn-river-p2 = Sadurungé laku kapisan, saben pihak nyelehaké wit telu: Putih dhisik, banjur Ireng, saben-saben ing telu saka 41 kothak wité dhéwé ing sisih kaliné dhéwé. Nyelehaké wit diétung siji giliran lan ditulis nganggo kothak telu kuwi sing dipisah koma, umpamané K5,L5,L6.
learn-river-p3 = Wit tetep ana ing panggonané sak suwéné dolanan lan dudu duwèké sapa-sapa. Wit nutup kothaké padha kaya kali: ora ana pasukan sing olèh ngadeg ing kono, mandheg ing kono utawa mlumpati, mula wit bisa ngalang-alangi ligas lan lumpat, lan pasukan mungsuh sing ing mburiné ana wit ora bisa ditangkep. Liyané, kalebu carané menang, padha karo Camelot.
learn-river-fig1 = Panggonan wiwitan, sadurungé ana wit. Putih nyelehaké wité dhisik: K5,L5,L6 olèh. A8,A9,B8 ditolak: kuwi kothak wité Ireng.
learn-river-fig2 = Wité Putih ana ing G6, J7 lan K8, wité Ireng ing A11, A12 lan B12. Prajurit ing G4 ora bisa ngligas G5, amarga ing G6 ana wit, lan Prajurit ing F5 ora bisa mlumpati wit kuwi menyang H7. E4-E6 lan H4-H6 iku ligas biasa.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot nganggo papan, pasukan lan laku Camelot, nanging tujuané diwalik: apa sing menang ing Camelot malah kalah ing kéné.
learn-anti-p2 = Yèn salah siji pasukané sampeyan mungkasi lakuné ing kastilé mungsuh, sampeyan langsung kalah. Pasukan siji wis cukup, ing kothak kastil sing endi waé, lan ora preduli carané tekan kono: lumpat sing dipeksa déning kuwajiban nangkep uga marakaké kalah. Nangkep pasukan mungsuh sing pungkasan uga kalah, lan pihak sing ing gilirané ora duwé laku sing sah malah menang.
learn-anti-p3 = Kuwajiban nangkep tetep ana, mula kapinterané yaiku nyingkiri panggonan sing tangkepan siji-sijiné mlebu kastil utawa njupuk pasukan mungsuh sing pungkasan. Pasukan sing kari sithik ora tau marakaké imbang; imbang isih olèh dijaluk kaya ing Camelot. Tujuan kuwalik iki uga bisa didolanaké ing papan liyané: Anti-Camette, Anti-Cam, Anti-Chivalry lan Anti-Camelot Kali.
learn-anti-fig1 = Putih kudu nangkep, lan siji-sijiné tangkepan yaiku F14xF16, sing mandheg ing kastilé Ireng: Putih kudu nglakoni lan kalah. C6-C7 ditolak sajroné isih ana tangkepan sing bisa.
learn-anti-fig2 = Ireng mung kari duwé Prajurit siji. Putih kudu nangkep nganggo F6xF8 lan mula kalah: Ireng, sing wis ora duwé pasukan, ora bisa mlaku, lan pihak sing ora bisa mlaku menang.

## Tutorial: pitunjuk bebarengan

learn-hint-capture-required = Ing kéné nangkep iku wajib: golèkana pasukan sing bisa mlumpati mungsuh.
learn-hint-must-leave-own-castle = Pasukané sampeyan sing ana ing kastilé dhéwé kudu metu saiki, lan ora ana pasukan liya sing olèh mlaku.
learn-hint-not-your-piece = Pasukan kuwi duwèké Ireng. Sampeyan dolanan dadi Putih.
learn-hint-no-move = Pasukan kuwi ora duwé laku sing sah ing kéné. Jajalen pasukan liyané.
learn-hint-illegal = Pasukan kuwi ora bisa mandheg ing kono ing laku iki. Kothak sing ditandhani nuduhaké panggonan sing bisa diparani.

## Tutorial: piwulang

learn-tut-first-move-title = Laku kapisan
learn-tut-first-move-task = Iki panggonan wiwitan. Pindhahen Prajurit Putih ing E7 maju sak kothak menyang E8: klik Prajurité, banjur klik E8.
learn-tut-first-move-done = Saben giliran sampeyan mindhah siji pasukan. Laku Biasa nggawa pasukan sak kothak menyang arah endi waé.
learn-hint-first-move = Golèkana Prajurit ing E7 lan mlangkaha lurus maju menyang E8.

learn-tut-diagonal-title = Langkah miring
learn-tut-diagonal-task = Laku Biasa bisa menyang arah endi waé. Pindhahen Prajurit ing G6 miring maju nengen, menyang H7.
learn-tut-diagonal-done = Bener: langkah olèh miring utawa lurus.
learn-hint-diagonal = Kothak sing dituju yaiku H7, ing sisih tengen ndhuwuré G6.

learn-tut-knight-step-title = Ksatria uga mlangkah
learn-tut-knight-step-task = Ksatria mlakuné padha karo Prajurit. Pindhahen Ksatria ing E6 mundur menyang E5.
learn-tut-knight-step-done = Saben pasukan uga olèh mundur.
learn-hint-knight-step = Klik Ksatria (pasukan sing nganggo makutha) ing E6, banjur kothak E5 ing ngisoré.

learn-tut-canter-title = Ligas kapisan
learn-tut-canter-task = Nganggo Prajurit ing E6, ligasen kancané ing E7 menyang kothak kosong E8.
learn-tut-canter-done = Kuwi mau ligas. Prajurit ing E7 tetep ana ing papan.
learn-hint-canter = Klik E6, banjur E8, rong kothak ing ndhuwuré.

learn-tut-canter-twice-title = Ligas ping pindho ing sak laku
learn-tut-canter-twice-task = Gawanen Prajurit ing C6 menyang G10 ing sak laku: ligasen D7, banjur ligasen F9.
learn-tut-canter-twice-done = Sak pasukan olèh ngligas bola-bali ing laku sing padha.
learn-hint-canter-twice = Saka C6 menyanga E8 dhisik, banjur terusna menyang G10 tanpa mandheg.

learn-tut-canter-turn-title = Ganti arah
learn-tut-canter-turn-task = Ngligasa saka D6 menyang F8, banjur mbéloka lan ngligasa lurus munggah menyang F10.
learn-tut-canter-turn-done = Ing antarané ligas loro, arahé olèh ganti.
learn-hint-canter-turn = Dalané yaiku D6, F8, F10.

learn-tut-jump-title = Nangkep nganggo lumpat
learn-tut-jump-task = Lumpatana Prajurit Ireng ing F7 lan tangkepen.
learn-tut-jump-done = Prajurit sing ketangkep wis ninggal papan.
learn-hint-jump = Mlumpata saka F6 menyang F8.

learn-tut-capture-duty-title = Nangkep iku wajib
learn-tut-capture-duty-task = Salah siji Prajurité sampeyan bisa nangkep. Golèkana tangkepan kuwi: salawasé isih bisa, ora ana laku liya sing olèh.
learn-tut-capture-duty-done = Saben sampeyan bisa nangkep, sampeyan kudu nangkep.
learn-hint-capture-duty = Ing giliran iki mung Prajurit ing sandhingé pasukan Ireng sing olèh mlaku.

learn-tut-jump-twice-title = Lumpat ping pindho terus-terusan
learn-tut-jump-twice-task = Tangkepen Prajurit Ireng loro-loroné nganggo Prajurit ing F6.
learn-tut-jump-twice-done = Sawisé mlumpat, pasukan terus mlumpat salawasé isih bisa.
learn-hint-jump-twice = Mlumpata menyang F8, banjur terus menyang F10.

learn-tut-jump-turn-title = Mlumpat karo mbélok
learn-tut-jump-turn-task = Tangkepen Prajurit Ireng loro ing sak laku. Lumpatan kapindho tumuju arah anyar.
learn-tut-jump-turn-done = Lumpat, kaya ligas, olèh ganti arah.
learn-hint-jump-turn = Delengen Prajurité sampeyan loro-loroné: saben siji bisa njupuk pasukan loro.

learn-tut-any-capture-title = Milih tangkepan
learn-tut-any-capture-task = Ing kéné ana rong cara nangkep. Lakonana salah siji: sampeyan bebas milih, senajan sing njupuk pasukan luwih sithik.
learn-tut-any-capture-done = Ora ana aturan kudu njupuk pasukan sing paling akèh: tangkepan endi waé olèh.
learn-hint-any-capture = Nangkepa nganggo Prajurit ing E6 utawa Prajurit ing H6.

learn-tut-charge-title = Serangan Ksatria
learn-tut-charge-task = Gunakna Ksatria ing D6: ligasen Prajurité sampeyan ing D7, banjur lumpatana Prajurit Ireng ing D9.
learn-tut-charge-done = Ligas banjur lumpat ing sak laku: kuwi Serangan Ksatria.
learn-hint-charge = Dalané yaiku D6, D8, D10.

learn-tut-long-charge-title = Serangan dawa
learn-tut-long-charge-task = Nganggo Ksatria ing C6, ngligasa ping pindho, banjur tangkepen Prajurit Ireng loro ing lajur G.
learn-tut-long-charge-done = Ligas ping pindho lan lumpat ping pindho ing sak laku waé.
learn-hint-long-charge = Menyanga saka C6 menyang E8 lan G10, banjur mlumpata menyang G12 lan G14.

learn-tut-into-own-castle-title = Mlumpat menyang kastilé dhéwé
learn-tut-into-own-castle-task = Tangkepen Prajurit Ireng ing F2. Prajurité sampeyan bakal mandheg ing kastilé dhéwé.
learn-tut-into-own-castle-done = Lumpat iku siji-sijiné dalan mlebu kastilé dhéwé. Ing giliran sabanjuré pasukan iki kudu metu saka kono.
learn-hint-into-own-castle = Mlumpata saka F3 menyang F1.

learn-tut-leave-own-castle-title = Metu saka kastil
learn-tut-leave-own-castle-task = Prajurité sampeyan ana ing kastilé dhéwé. Pindhahen metu: ing giliran iki ora ana pasukan liya sing olèh mlaku.
learn-tut-leave-own-castle-done = Yèn ora ana sing bisa ditangkep, laku metu saka kastil apa waé olèh.
learn-hint-leave-own-castle = Pindhahen Prajurit ing F1.

learn-tut-leave-by-jump-title = Metu karo nangkep
learn-tut-leave-by-jump-task = Prajurité sampeyan kudu metu saka kastilé, lan bisa nangkep nalika metu. Lakonana.
learn-tut-leave-by-jump-done = Yèn pasukan sing metu saka kastil bisa nangkep, pasukan kuwi kudu nangkep.
learn-hint-leave-by-jump = Mlumpata saka F1 ngliwati G2 menyang H3.

learn-tut-enter-castle-title = Mlebu kastilé Ireng
learn-tut-enter-castle-task = Mlebua ing kastilé Ireng nganggo Prajurit ing G15.
learn-tut-enter-castle-done = Pasukan ing njero kastilé mungsuh manggon ing kono nganti dolanan rampung, lan ora ana sing bisa nangkep.
learn-hint-enter-castle = Kothak kastilé Ireng endi waé olèh: F16 utawa G16.

learn-tut-castle-move-title = Laku Kastil
learn-tut-castle-move-task = Prajurité sampeyan ana ing kastilé Ireng, ing F16. Pindhahen menyang kothak kastil liyané.
learn-tut-castle-move-done = Kuwi mau Laku Kastil. Saben pihak mung olèh nglakoni ping pindho ing sak dolanan.
learn-hint-castle-move = Mlangkaha saka F16 menyang G16.

learn-tut-castle-win-title = Menang liwat kastil
learn-tut-castle-win-task = Sampeyan wis duwé Prajurit ing kastilé Ireng. Lebokna uga Ksatriané sampeyan nganggo ligas, lan menangna dolanané.
learn-tut-castle-win-done = Pasukan loro ing kastilé mungsuh menangaké dolanan.
learn-hint-castle-win = Ligasen nganggo Ksatria saka G14 ngliwati G15 menyang G16.

learn-tut-capture-win-title = Menang kanthi nangkep
learn-tut-capture-win-task = Ireng mung kari duwé Prajurit loro. Tangkepen loro-loroné ing sak laku.
learn-tut-capture-win-done = Kabèh pasukané Ireng wis entèk lan sampeyan isih duwé loro: sampeyan menang.
learn-hint-capture-win = Mlumpata saka F6 menyang F8, banjur terus menyang F10.

learn-tut-charge-win-title = Serangan sing menang
learn-tut-charge-win-task = Rampungna dolanan nganggo Serangan Ksatria sing nangkep kabèh pasukané Ireng.
learn-tut-charge-win-done = Apik tenan: sampeyan menang nganggo Serangan Ksatria lan wis ngrampungaké tutorial.
learn-hint-charge-win = Ngligasa nganggo Ksatria saka C6 liwat E8 menyang G10, banjur mlumpata ping pindho.
