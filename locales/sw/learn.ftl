# Mteja wa wavuti wa Camelot: kurasa za sheria (/learn/<mada>) na mafunzo (/learn/tutorial).
# Vitambulisho na vigezo ni sawa kabisa na vya faili ya Kiingereza (en/learn.ftl).

## Kibao na Ngome

learn-board-title = Kibao na Ngome
learn-board-p1 = Camelot huchezwa na pande mbili, Nyeupe na Nyeusi, kwenye kibao chenye miraba 160. Safu wima zimepewa herufi A hadi L kuanzia kushoto kwa Nyeupe, na safu mlalo zimepewa namba 1 hadi 16 kuanzia upande wa Nyeupe. Pembe za kibao zimekatwa, kwa hiyo kibao kinazidi kuwa chembamba kuelekea ncha zake zote mbili.
learn-board-p2 = Nyuma ya kila ncha kuna miraba miwili zaidi: Ngome. Ngome ya Nyeupe ni F1 na G1, na Ngome ya Nyeusi ni F16 na G16. Kila upande hulinda Ngome yake na hujaribu kuingia katika Ngome ya mpinzani.
learn-board-p3 = Kila upande una vipande kumi na vinne: Askari wa Farasi wanne, waliochorwa na taji, na Wanaume kumi. Nyeupe huanza, kisha pande hupokezana. Katika kila zamu kipande kimoja hufanya tendo moja; huwezi kuruka zamu yako.
learn-board-fig1 = Mpangilio wa mwanzo: Nyeupe kwenye safu mlalo 6 na 7, Nyeusi kwenye safu mlalo 10 na 11.

## Tendo la Kawaida

learn-plain-moves-title = Tendo la Kawaida
learn-plain-moves-p1 = Tendo rahisi kuliko yote ni Tendo la Kawaida: hatua moja hadi mraba mtupu ulio jirani, kuelekea upande wowote kati ya pande nane – mbele, nyuma, kando au kwa mshazari.
learn-plain-moves-p2 = Wanaume na Askari wa Farasi husogea kwa njia ileile. Tendo la Kawaida daima ni hatua moja tu, na hakuna hatua nyingine inayoweza kulifuata katika tendo hilohilo.
learn-plain-moves-fig1 = Mwanaume aliye F6 anaweza kusogea hadi E7, na Askari wa Farasi aliye H6 anaweza kurudi nyuma hadi H5. Tendo F6-F8 haliruhusiwi: kipande kinaweza kupita miraba miwili kwa mara moja tu kwa kuruka juu ya kipande kingine.

## Matiti

learn-canters-title = Matiti
learn-canters-p1 = Matiti ni kuruka juu ya kipande chako mwenyewe kilicho kwenye mraba jirani, kwa mstari ulionyooka, hadi mraba mtupu ulio nyuma yake moja kwa moja. Kipande kilichorukwa hubaki mahali pake.
learn-canters-p2 = Kipande kinaweza kufanya Matiti mara kadhaa katika tendo moja na kubadilisha mwelekeo kati yake, juu ya kipande kilekile au juu ya vipande tofauti vya upande wake. Hakiruhusiwi kurudi kwenye mraba ambao tayari kimeupitia katika tendo hilo. Matiti si lazima kamwe.
learn-canters-fig1 = Kutoka mpangilio wa mwanzo, Mwanaume aliye D6 anaruka juu ya Mwanaume aliye E7 na kutua F8.
learn-canters-fig2 = Matiti mawili katika tendo moja: kutoka C6 juu ya D7 hadi E8, kisha juu ya F9 hadi G10. Kurudi C6 hakuruhusiwi.

## Kuruka

learn-jumps-title = Kuruka na wajibu wa kuchukua
learn-jumps-p1 = Kuruka ni kuvuka juu ya kipande cha mpinzani kilicho kwenye mraba jirani hadi mraba mtupu ulio nyuma yake. Kipande hicho cha mpinzani kinachukuliwa na kuondolewa kibaoni mara moja.
learn-jumps-p2 = Kuchukua ni lazima: kama kipande chako chochote kinaweza kuruka juu ya kipande cha mpinzani, lazima ufanye tendo linalochukua. Kama kuna njia kadhaa za kuchukua, unaweza kuchagua yoyote; si lazima uchukue vipande vingi zaidi.
learn-jumps-p3 = Baada ya kuruka, kipande lazima kiendelee kuruka muda wote kinapoweza, na kinaweza kubadilisha mwelekeo kati ya miruko. Hakiruhusiwi kusimama katikati.
learn-jumps-fig1 = Nyeupe lazima ichukue: Mwanaume aliye F6 anaruka juu ya Mwanaume wa Nyeusi aliye F7. Tendo lingine lolote, kwa mfano C6-C7, linakataliwa.
learn-jumps-fig2 = Akishatua F8, Mwanaume anaweza kuruka tena, juu ya G9 hadi H10, kwa hiyo lazima afanye hivyo: kusimama F8 hakuruhusiwi.

## Shambulio la Askari wa Farasi

learn-knights-charge-title = Shambulio la Askari wa Farasi
learn-knights-charge-p1 = Askari wa Farasi anaweza kuunganisha aina zote mbili za kuruka katika tendo moja: kwanza Matiti moja au zaidi juu ya vipande vyake, kisha mruko mmoja au zaidi juu ya vipande vya mpinzani. Hili ndilo Shambulio la Askari wa Farasi. Matiti huja kwanza daima; baada ya kuruka juu ya mpinzani hakuna Matiti tena.
learn-knights-charge-p2 = Ni Askari wa Farasi peke yake anayeweza kufanya shambulio, na halazimiki kamwe kulifanya. Lakini Matiti ya Askari wa Farasi hayawezi kusimama tu kwenye mraba ambao angeweza kuruka kutoka hapo juu ya mpinzani: hapo lazima aendelee na kuchukua.
learn-knights-charge-p3 = Kuchukua kunapokuwa lazima, Askari wa Farasi anaweza kutimiza wajibu huo kwa Shambulio la Askari wa Farasi.
learn-knights-charge-fig1 = Askari wa Farasi aliye D6 anafanya Matiti juu ya D7 hadi D8, kisha anaruka juu ya Mwanaume wa Nyeusi aliye D9 na kutua D10. Kusimama D8, kando ya Mwanaume ambaye angeweza kumchukua, hakuruhusiwi.
learn-knights-charge-fig2 = Mpangilio uleule lakini Mwanaume yuko D6: Mwanaume haruhusiwi kufanya Matiti kisha kuruka juu ya mpinzani katika tendo moja.

## Ngome

learn-castles-title = Sheria za Ngome
learn-castles-p1 = Huruhusiwi kamwe kuingia katika Ngome yako mwenyewe kwa Tendo la Kawaida au kwa Matiti. Ni kuruka juu ya mpinzani tu kunakoweza kukifikisha kipande huko, na kipande kinachomaliza tendo lake ndani ya Ngome yake lazima kitoke katika zamu yako inayofuata. Katika zamu hiyo hakuna kipande kingine kinachoruhusiwa kusogea, na kipande kinachotoka lazima kichukue kama kinaweza.
learn-castles-p2 = Kipande kinachoingia katika Ngome ya mpinzani, kwa tendo la aina yoyote, husimama humo. Hakiwezi kutoka tena kamwe, wala hakiwezi kuchukuliwa. Tendo pekee linalobaki kwake ni Tendo la Ngome: hatua moja hadi mraba mwingine wa Ngome hiyohiyo. Kila upande unaweza kufanya Matendo ya Ngome mawili tu katika mchezo mmoja.
learn-castles-fig1 = Kuruka juu ya mpinzani kunaweza kutua ndani ya Ngome yako: F3 anaruka juu ya F2 hadi F1. Lakini Mwanaume aliye H2 haruhusiwi kusogea hadi G1.
learn-castles-fig2 = Mwanaume wa Nyeupe yuko ndani ya Ngome yake, kwa hiyo lazima atoke sasa: tendo F1-F2 linaruhusiwa, tendo C6-C7 linakataliwa.
learn-castles-fig3 = Mwanaume wa Nyeupe aliye ndani ya Ngome ya Nyeusi anaweza kusogea kutoka F16 hadi G16: hilo ni Tendo la Ngome.
learn-castles-fig4 = Mpangilio uleule baada ya Nyeupe kutumia Matendo yake yote mawili ya Ngome: tendo F16-G16 linakataliwa.

## Kushinda na sare

learn-winning-title = Kushinda na sare
learn-winning-p1 = Unashinda papo hapo vipande vyako viwili vinapokuwa ndani ya Ngome ya mpinzani.
learn-winning-p2 = Unashinda pia ukiwa umechukua vipande vyote vya mpinzani na bado una angalau vipande viwili vyako, au mpinzani asipokuwa na tendo lolote halali huku wewe ukiwa na angalau vipande viwili.
learn-winning-p3 = Kama hakuna upande wenye zaidi ya kipande kimoja, mchezo unaisha sare. Wachezaji wanaweza pia kukubaliana sare, na sare inaweza kudaiwa mpangilio uleule unapotokea kwa mara ya tatu, au baada ya matendo hamsini ya kila upande bila kuchukua na bila kipande kuingia Ngome.
learn-winning-fig1 = Nyeupe tayari ina Mwanaume aliye F16. Tendo G15-G16 linaingiza kipande cha pili katika Ngome ya Nyeusi na Nyeupe inashinda.
learn-winning-fig2 = Mwanaume aliye F6 anachukua Wanaume wawili wa Nyeusi waliobaki katika tendo moja. Nyeupe inabaki na vipande viwili na inashinda.

## Uandishi wa matendo

learn-notation-title = Uandishi wa matendo
learn-notation-p1 = Mraba hutajwa kwa herufi ya safu wima na namba ya safu mlalo, kwa mfano F1 au L13. Tendo huandikwa kwa mraba wa kuanzia, ukifuatwa na kila mraba ambao kipande kinatua.
learn-notation-p2 = Kistari huwekwa kabla ya mraba wa kutua wa Tendo la Kawaida au wa Matiti, na herufi ndogo x kabla ya mraba wa kutua wa kuruka juu ya mpinzani: G6-G5 ni Tendo la Kawaida, D6-F8 ni Matiti, F6xF8xF10 ni miruko miwili na D6-D8xD10 ni Shambulio la Askari wa Farasi.
learn-notation-p3 = Seva inakubali kila njia sahihi ya kuandika tendo, na huandika kila tendo kwa muundo mmoja rasmi, kwa hatua chache iwezekanavyo.
learn-notation-fig1 = Kutoka mpangilio wa mwanzo, G6-G5 (Tendo la Kawaida) na D6-F8 (Matiti) huandikwa kwa vistari. Tendo F6xF8 linakataliwa: halichukui chochote, kwa hiyo huandikwa F6-F8.
learn-notation-fig2 = Shambulio la Askari wa Farasi likiandikwa kamili: C6-E8-G10xG12xG14, Matiti mawili kisha miruko miwili.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette ni mchezo mdogo kabisa katika familia ya Camelot. Kibao chake kina miraba 23 tu, katika safu wima tano (A hadi E) na safu mlalo saba. Kila Ngome ni mraba mmoja tu kwenye ncha ya kibao: Ngome ya Nyeupe ni C1 na Ngome ya Nyeusi ni C7. Kila upande una Askari wa Farasi mmoja na Wanaume watatu.
learn-camette-p2 = Vipande husogea sawasawa na katika Camelot: Tendo la Kawaida, Matiti, Kuruka na Shambulio la Askari wa Farasi, pamoja na wajibu uleule wa kuchukua na sheria zilezile za Ngome. Kwa kuwa Ngome ina mraba mmoja tu, hakuna Tendo la Ngome.
learn-camette-p3 = Kipande kimoja tu ndani ya Ngome ya mpinzani kinashinda mchezo. Unashinda pia mpinzani asipokuwa na tendo lolote halali, hata kama hana kipande chochote: anayechukua kipande cha mwisho cha mpinzani anashinda, hata kama yeye mwenyewe ana kipande kimoja tu. Kubaki na vipande vichache hakuleti sare kamwe, lakini sare bado inaweza kudaiwa mpangilio uleule unapotokea mara tatu au baada ya matendo hamsini ya kila upande bila kuchukua.
learn-camette-fig1 = Mpangilio wa mwanzo. Askari wa Farasi aliye C2 anaweza kufanya Matiti juu ya C3 hadi C4, na Mwanaume aliye B3 anaweza kusogea hadi A4. Tendo C2-C1 linakataliwa: hakuna kipande kinachoweza kuingia katika Ngome yake kwa hatua.
learn-camette-fig2 = Baada ya B3-A3 na C5-B4, Mwanaume wa Nyeupe aliye A3 anaruka juu ya B4, kisha juu ya Askari wa Farasi wa Nyeusi aliye C6, na kutua ndani ya Ngome ya Nyeusi, C7: kipande kimoja humo kinashinda. Kusimama C5 hakuruhusiwi, kwa sababu kutoka hapo Mwanaume anaweza kuendelea kuruka.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam huchezwa kwenye kibao chenye miraba 67, katika safu wima saba (A hadi G) na safu mlalo kumi na tatu. Kama katika Camette, kila Ngome ni mraba mmoja tu: Ngome ya Nyeupe ni D1 na Ngome ya Nyeusi ni D13. Kila upande una Askari wa Farasi wawili na Wanaume watano.
learn-cam-p2 = Matendo yote na wajibu wote ni kama katika Camelot: Tendo la Kawaida, Matiti, Kuruka, Shambulio la Askari wa Farasi, wajibu wa kuchukua na sheria za Ngome. Kwa kuwa Ngome ina mraba mmoja tu, hakuna Tendo la Ngome.
learn-cam-p3 = Unashinda mara tu kipande chako kimoja kinapoingia katika Ngome ya mpinzani, au mpinzani asipokuwa na tendo lolote halali, kwa mfano kwa sababu umechukua vipande vyake vyote. Kipande kimoja dhidi ya kimoja si sare: mchezo unaendelea, kwa sababu kila kimoja bado kinaweza kufika kwenye Ngome ya upande mwingine.
learn-cam-fig1 = Mpangilio wa mwanzo: Askari wa Farasi wa Nyeupe wako C4 na E4, Wanaume wake kuanzia B5 hadi F5. Askari wa Farasi aliye C4 anafanya Matiti juu ya C5 hadi C6, na Mwanaume aliye B5 anasogea hadi A6.
learn-cam-fig2 = Kila upande umebaki na kipande kimoja, na mchezo unaendelea. Askari wa Farasi wa Nyeupe anasogea kutoka E12 hadi ndani ya Ngome ya Nyeusi, D13, na kushinda kabla Mwanaume wa Nyeusi hajafika D1. Tendo E12-E13 linakataliwa: E13 si mraba wa kibao hiki.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry ni mchezo mkubwa kabisa katika familia hii: miraba 176 katika safu wima kumi na nne (A hadi N) na safu mlalo kumi na sita. Ngome zina miraba miwili kama katika Camelot: Ngome ya Nyeupe ni G1 na H1, na Ngome ya Nyeusi ni G16 na H16. Kila upande una Askari wa Farasi wanane na Wanaume kumi na wawili.
learn-chivalry-p2 = Matendo, wajibu wa kuchukua, sheria za Ngome na Matendo ya Ngome ni sawasawa na katika Camelot; ni kibao na majeshi tu ndivyo vilivyo vikubwa zaidi.
learn-chivalry-p3 = Ushindi hupatikana kama katika Camelot: kwa vipande viwili ndani ya Ngome ya mpinzani, kwa kuchukua vipande vyote vya mpinzani huku ukibaki na angalau vipande viwili vyako, au mpinzani asipoweza kusogea huku wewe ukiwa na angalau vipande viwili. Kama hakuna upande wenye zaidi ya kipande kimoja, mchezo unaisha sare.
learn-chivalry-fig1 = Mpangilio wa mwanzo: vipande vya kila upande vimesimama katika safu mlalo mbili, na kundi la Askari wa Farasi wanne kwenye kila ncha. Askari wa Farasi aliye K6 anafanya Matiti juu ya Askari wa Farasi aliye L7 hadi M8, kwenye safu wima ambayo kibao cha Camelot hakina; Mwanaume aliye G7 anasogea hadi G8.
learn-chivalry-fig2 = Nyeupe tayari ina Mwanaume aliye G16. Tendo H15-H16 linaingiza kipande cha pili katika Ngome ya Nyeusi na Nyeupe inashinda: kipande kimoja peke yake kisingetosha.

## Camelot ya Mto

learn-river-title = Camelot ya Mto
learn-river-p1 = Camelot ya Mto huchezwa kwenye kibao cha Camelot kinachokatwa na mto, unaopita kwa mshazari kutoka ukingo wa kushoto hadi ukingo wa kulia. Miraba ya mto si sehemu ya kibao: hakuna kipande kinachoweza kusimama juu yake, kutua juu yake wala kuiruka. Miraba minne ya madaraja, D7, D8, I9 na I10, ni miraba ya kawaida, na ndiyo njia pekee ya kuvuka. Hivyo inabaki miraba 136. Ngome ni zilezile za Camelot, na kila upande una Askari wa Farasi wanne na Wanaume kumi, waliopangwa nyuma zaidi kuliko katika Camelot.
learn-river-p2 = Kabla ya tendo la kwanza, kila upande huweka miti mitatu: Nyeupe kwanza, kisha Nyeusi, kila mmoja kwenye miraba mitatu kati ya miraba yake 41 ya miti iliyo upande wake wa mto. Kuweka miti huhesabiwa kama zamu moja na huandikwa kwa miraba yake mitatu ikitenganishwa kwa koma, kwa mfano K5,L5,L6.
learn-river-p3 = Mti hubaki mahali pake mchezo wote na si mali ya mtu yeyote. Unafunga mraba wake kama mto: hakuna kipande kinachoweza kusimama juu yake, kutua juu yake wala kuuruka, kwa hiyo mti unaweza kuzuia Matiti na miruko, na kipande cha mpinzani chenye mti nyuma yake hakiwezi kuchukuliwa. Mengine yote, pamoja na namna ya kushinda, ni kama katika Camelot.
learn-river-fig1 = Mpangilio wa mwanzo, kabla ya miti. Nyeupe huweka miti yake kwanza: K5,L5,L6 inaruhusiwa. A8,A9,B8 inakataliwa: hiyo ni miraba ya miti ya Nyeusi.
learn-river-fig2 = Miti ya Nyeupe iko G6, J7 na K8, na ya Nyeusi iko A11, A12 na B12. Mwanaume aliye G4 hawezi kufanya Matiti juu ya G5, kwa sababu kuna mti G6, na Mwanaume aliye F5 hawezi kuruka juu ya mti hadi H7. E4-E6 na H4-H6 ni Matiti ya kawaida.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot hutumia kibao, vipande na matendo ya Camelot, lakini lengo limegeuzwa: kinachoshinda katika Camelot hapa kinashindwa.
learn-anti-p2 = Kipande chako kimoja kikimaliza tendo lake ndani ya Ngome ya mpinzani, unashindwa papo hapo. Kipande kimoja kinatosha, kwenye mraba wowote wa Ngome, na haijalishi kilifikaje huko: hata mruko uliolazimishwa na wajibu wa kuchukua unakufanya ushindwe. Kuchukua kipande cha mwisho cha mpinzani pia ni kushindwa, na upande usio na tendo lolote halali katika zamu yake unashinda.
learn-anti-p3 = Wajibu wa kuchukua unabaki, kwa hiyo ustadi ni kuepuka mipangilio ambamo njia yako pekee ya kuchukua inakuingiza kwenye Ngome au inachukua kipande cha mwisho cha mpinzani. Kubaki na vipande vichache hakuleti sare kamwe; sare inaweza kudaiwa kama katika Camelot. Lengo hili lililogeuzwa linaweza kuchezwa pia kwenye vibao vingine: Anti-Camette, Anti-Cam, Anti-Chivalry na Anti-Camelot ya Mto.
learn-anti-fig1 = Nyeupe lazima ichukue, na tendo pekee la kuchukua ni F14xF16, linalotua ndani ya Ngome ya Nyeusi: Nyeupe lazima ilicheze, na inashindwa. Tendo C6-C7 linakataliwa maadamu kuchukua kunawezekana.
learn-anti-fig2 = Nyeusi imebaki na Mwanaume mmoja tu. Nyeupe lazima imchukue kwa F6xF8 na kwa hiyo inashindwa: Nyeusi, bila vipande, haina tendo lolote, na upande usioweza kusogea unashinda.

## Mafunzo: vidokezo vya pamoja

learn-hint-capture-required = Hapa kuchukua ni lazima: tafuta kipande kinachoweza kuruka juu ya mpinzani.
learn-hint-must-leave-own-castle = Kipande chako kilicho ndani ya Ngome yako lazima kitoke sasa, na hakuna kipande kingine kinachoruhusiwa kusogea.
learn-hint-not-your-piece = Kipande hicho ni cha Nyeusi. Wewe unacheza upande wa Nyeupe.
learn-hint-no-move = Kipande hicho hakina tendo halali hapa. Jaribu kipande kingine.
learn-hint-illegal = Kipande hakiwezi kutua pale katika tendo hili. Miraba iliyowekwa alama inaonyesha kinapoweza kwenda.

## Mafunzo: masomo

learn-tut-first-move-title = Tendo la kwanza
learn-tut-first-move-task = Huu ni mpangilio wa mwanzo. Sogeza Mwanaume wa Nyeupe aliye E7 mraba mmoja mbele hadi E8: bofya Mwanaume, kisha bofya E8.
learn-tut-first-move-done = Katika kila zamu unasogeza kipande kimoja. Tendo la Kawaida hukipeleka mraba mmoja upande wowote.
learn-hint-first-move = Mtafute Mwanaume aliye E7 na usogee moja kwa moja mbele hadi E8.

learn-tut-diagonal-title = Hatua za mshazari
learn-tut-diagonal-task = Matendo ya Kawaida huenda pande zote. Msogeze Mwanaume aliye G6 kwa mshazari mbele na kulia, hadi H7.
learn-tut-diagonal-done = Sawa kabisa: hatua inaweza kuwa ya mshazari au iliyonyooka.
learn-hint-diagonal = Mraba unaolengwa ni H7, juu upande wa kulia wa G6.

learn-tut-knight-step-title = Askari wa Farasi nao husogea
learn-tut-knight-step-task = Askari wa Farasi husogea kama Wanaume. Msogeze Askari wa Farasi aliye E6 nyuma, hadi E5.
learn-tut-knight-step-done = Kila kipande kinaweza pia kusogea nyuma.
learn-hint-knight-step = Bofya Askari wa Farasi (kipande chenye taji) aliye E6, kisha mraba E5 ulio chini yake.

learn-tut-canter-title = Matiti yako ya kwanza
learn-tut-canter-task = Ruka na Mwanaume aliye E6 juu ya mwenzake aliye E7 hadi mraba mtupu E8.
learn-tut-canter-done = Hayo yalikuwa Matiti. Mwanaume aliye E7 anabaki kibaoni.
learn-hint-canter = Bofya E6, kisha E8, miraba miwili juu zaidi.

learn-tut-canter-twice-title = Matiti mawili katika tendo moja
learn-tut-canter-twice-task = Mpeleke Mwanaume aliye C6 hadi G10 katika tendo moja: ruka juu ya D7, kisha juu ya F9.
learn-tut-canter-twice-done = Kipande kinaweza kufanya Matiti tena na tena katika tendo hilohilo.
learn-hint-canter-twice = Kutoka C6 nenda kwanza E8, kisha endelea hadi G10 bila kusimama.

learn-tut-canter-turn-title = Kubadilisha mwelekeo
learn-tut-canter-turn-task = Fanya Matiti kutoka D6 hadi F8, kisha geuka na uruke moja kwa moja juu hadi F10.
learn-tut-canter-turn-done = Kati ya Matiti mawili mwelekeo unaweza kubadilika.
learn-hint-canter-turn = Njia ni D6, F8, F10.

learn-tut-jump-title = Kuchukua kwa kuruka
learn-tut-jump-task = Ruka juu ya Mwanaume wa Nyeusi aliye F7 na umchukue.
learn-tut-jump-done = Mwanaume aliyechukuliwa ameondoka kibaoni.
learn-hint-jump = Ruka kutoka F6 hadi F8.

learn-tut-capture-duty-title = Kuchukua ni lazima
learn-tut-capture-duty-task = Mmoja wa Wanaume wako anaweza kuchukua. Tafuta njia hiyo ya kuchukua: maadamu inawezekana, hakuna tendo lingine linaloruhusiwa.
learn-tut-capture-duty-done = Kila unapoweza kuchukua, lazima uchukue.
learn-hint-capture-duty = Katika zamu hii ni Mwanaume aliye kando ya kipande cha Nyeusi peke yake anayeruhusiwa kusogea.

learn-tut-jump-twice-title = Miruko miwili mfululizo
learn-tut-jump-twice-task = Wachukue Wanaume wote wawili wa Nyeusi kwa Mwanaume aliye F6.
learn-tut-jump-twice-done = Baada ya kuruka, kipande huendelea kuruka muda wote kinapoweza.
learn-hint-jump-twice = Ruka hadi F8, kisha endelea hadi F10.

learn-tut-jump-turn-title = Kuruka ukipinda
learn-tut-jump-turn-task = Wachukue Wanaume wawili wa Nyeusi katika tendo moja. Mruko wa pili unaelekea upande mpya.
learn-tut-jump-turn-done = Miruko, kama Matiti, inaweza kubadilisha mwelekeo.
learn-hint-jump-turn = Waangalie Wanaume wako wote wawili: kila mmoja wao anaweza kuchukua vipande viwili.

learn-tut-any-capture-title = Chagua unachochukua
learn-tut-any-capture-task = Hapa kuna njia mbili za kuchukua. Fanya yoyote kati yake: uchaguzi ni wako, hata ile inayochukua vipande vichache.
learn-tut-any-capture-done = Hakuna sheria ya kuchukua vipande vingi zaidi: njia yoyote ya kuchukua inafaa.
learn-hint-any-capture = Chukua kwa Mwanaume aliye E6 au kwa Mwanaume aliye H6.

learn-tut-charge-title = Shambulio la Askari wa Farasi
learn-tut-charge-task = Tumia Askari wa Farasi aliye D6: fanya Matiti juu ya Mwanaume wako aliye D7, kisha ruka juu ya Mwanaume wa Nyeusi aliye D9.
learn-tut-charge-done = Matiti kisha kuruka juu ya mpinzani katika tendo moja: hilo ndilo Shambulio la Askari wa Farasi.
learn-hint-charge = Njia ni D6, D8, D10.

learn-tut-long-charge-title = Shambulio refu
learn-tut-long-charge-task = Kwa Askari wa Farasi aliye C6, fanya Matiti mara mbili, kisha uwachukue Wanaume wote wawili wa Nyeusi kwenye safu wima G.
learn-tut-long-charge-done = Matiti mawili na miruko miwili katika tendo moja tu.
learn-hint-long-charge = Nenda kutoka C6 hadi E8 na G10, kisha ruka hadi G12 na G14.

learn-tut-into-own-castle-title = Kuruka ndani ya Ngome yako
learn-tut-into-own-castle-task = Mchukue Mwanaume wa Nyeusi aliye F2. Mwanaume wako atatua ndani ya Ngome yako mwenyewe.
learn-tut-into-own-castle-done = Kuruka juu ya mpinzani ndiyo njia pekee ya kuingia katika Ngome yako. Katika zamu inayofuata kipande hiki lazima kitoke humo.
learn-hint-into-own-castle = Ruka kutoka F3 hadi F1.

learn-tut-leave-own-castle-title = Kutoka kwenye Ngome
learn-tut-leave-own-castle-task = Mwanaume wako yuko ndani ya Ngome yako mwenyewe. Msogeze nje: katika zamu hii hakuna kipande kingine kinachoruhusiwa kusogea.
learn-tut-leave-own-castle-done = Kama hakuna cha kuchukua, tendo lolote la kutoka kwenye Ngome linafaa.
learn-hint-leave-own-castle = Msogeze Mwanaume aliye F1.

learn-tut-leave-by-jump-title = Kutoka huku ukichukua
learn-tut-leave-by-jump-task = Mwanaume wako lazima atoke kwenye Ngome yake, na anaweza kuchukua akitoka. Fanya hivyo.
learn-tut-leave-by-jump-done = Kipande kinachotoka kwenye Ngome kikiweza kuchukua, lazima kichukue.
learn-hint-leave-by-jump = Ruka kutoka F1 juu ya G2 hadi H3.

learn-tut-enter-castle-title = Ndani ya Ngome ya Nyeusi
learn-tut-enter-castle-task = Ingia katika Ngome ya Nyeusi kwa Mwanaume aliye G15.
learn-tut-enter-castle-done = Kipande kilicho ndani ya Ngome ya mpinzani hubaki humo hadi mwisho wa mchezo, na hakuna kinachoweza kukichukua.
learn-hint-enter-castle = Mraba wowote wa Ngome ya Nyeusi unafaa: F16 au G16.

learn-tut-castle-move-title = Tendo la Ngome
learn-tut-castle-move-task = Mwanaume wako yuko ndani ya Ngome ya Nyeusi, kwenye F16. Msogeze hadi mraba mwingine wa Ngome hiyo.
learn-tut-castle-move-done = Hilo lilikuwa Tendo la Ngome. Kila upande unaweza kufanya mawili tu katika mchezo mmoja.
learn-hint-castle-move = Sogea kutoka F16 hadi G16.

learn-tut-castle-win-title = Kushinda kwa Ngome
learn-tut-castle-win-task = Tayari una Mwanaume ndani ya Ngome ya Nyeusi. Mwingize na Askari wako wa Farasi kwa Matiti, na ushinde mchezo.
learn-tut-castle-win-done = Vipande viwili ndani ya Ngome ya mpinzani vinashinda mchezo.
learn-hint-castle-win = Fanya Matiti na Askari wa Farasi kutoka G14 juu ya G15 hadi G16.

learn-tut-capture-win-title = Kushinda kwa kuchukua
learn-tut-capture-win-task = Nyeusi imebaki na Wanaume wawili tu. Wachukue wote wawili katika tendo moja.
learn-tut-capture-win-done = Vipande vyote vya Nyeusi vimekwisha na wewe bado una viwili: umeshinda.
learn-hint-capture-win = Ruka kutoka F6 hadi F8, kisha endelea hadi F10.

learn-tut-charge-win-title = Shambulio la ushindi
learn-tut-charge-win-task = Maliza mchezo kwa Shambulio la Askari wa Farasi linalochukua vipande vyote vya Nyeusi.
learn-tut-charge-win-done = Vizuri sana: umeshinda mchezo kwa Shambulio la Askari wa Farasi na umemaliza mafunzo.
learn-hint-charge-win = Fanya Matiti na Askari wa Farasi kutoka C6 kupitia E8 hadi G10, kisha ruka mara mbili juu ya vipande vya mpinzani.
