# Camelot Server: maneno ambayo seva yenyewe huandika (majibu ya matatizo ya API).

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = Ombi halikuweza kusomwa
problem-invalid-parameter = Kigezo cha njia au cha hoja si sahihi
problem-invalid-cursor = Kielekezi cha kurasa si sahihi
problem-unauthorized = Unahitaji kuingia kwanza
problem-invalid-credentials = Jina la mtumiaji au nenosiri si sahihi
problem-invalid-token = Tokeni si sahihi
problem-forbidden = Huruhusiwi kufanya hivi
problem-insufficient-scope = Tokeni hii hairuhusu hili
problem-engine-assist = Msaada wa injini kwenye mchezo wako mwenyewe unaoendelea hauruhusiwi
problem-csrf = Ombi kutoka tovuti nyingine limekataliwa
problem-not-found = Haikupatikana
problem-method-not-allowed = Mbinu hairuhusiwi
problem-not-acceptable = Jibu katika muundo ulioombwa halipatikani
problem-conflict = Ombi linapingana na hali ya sasa
problem-username-taken = Jina hilo la mtumiaji limeshachukuliwa
problem-not-your-turn = Si zamu yako
problem-game-over = Mchezo umekwisha
problem-gone = Haipatikani tena
problem-cursor-expired = Kielekezi kinaelekeza kwenye matukio ambayo hayahifadhiwi tena
problem-stale-version = Rasilimali imebadilika
problem-payload-too-large = Maudhui ya ombi ni makubwa mno
problem-unsupported-media-type = Aina ya maudhui haitumiki
problem-validation = Ombi si sahihi
problem-illegal-move = Tendo lisilo halali
problem-draw-claim-refused = Sare haiwezi kudaiwa
problem-version-required = Toleo linalotarajiwa linahitajika
problem-rate-limited = Maombi mengi mno
problem-internal = Hitilafu ya ndani ya seva
problem-not-implemented = Haijatekelezwa
problem-unavailable = Huduma haipatikani

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = "{ $text }" si tendo: andika mraba wa kuanzia, kisha kila mraba wa kutua baada ya - (tendo au Matiti) au x (Kuruka), kwa mfano D6-F8 au F6xF8
illegal-off-board = { $square } si mraba wa kibao
illegal-game-over = Mchezo umekwisha
illegal-placement-expected = Weka kwanza miti yako mitatu: taja miraba yako mitatu ya miti, kwa mfano C2,D2,I2
illegal-not-placement-phase = Miti imeshawekwa: sogeza kipande
illegal-not-tree-square = { $square } si mmoja wa miraba yako ya miti
illegal-duplicate-tree = { $square } umetajwa mara mbili: miti mitatu huwekwa kwenye miraba mitatu tofauti
illegal-tree-on-occupied = Mraba { $square } una kipande: mti unaweza kuwekwa kwenye mraba mtupu tu
illegal-empty-origin = Hakuna kipande kwenye mraba { $square }
illegal-not-your-piece = { $side ->
    [white] Kipande kilicho kwenye mraba { $square } ni cha Nyeusi; ni zamu ya Nyeupe
   *[black] Kipande kilicho kwenye mraba { $square } ni cha Nyeupe; ni zamu ya Nyeusi
  }
illegal-must-leave-own-castle = Kipande kilicho kwenye mraba { $square } kiko ndani ya Ngome yake: lazima kitoke zamu hii, na hakuna kipande kingine kinachoruhusiwa kusogea
illegal-leaves-opponent-castle = Kipande kilicho kwenye mraba { $square } kiko ndani ya Ngome ya mpinzani: hakiwezi kutoka kamwe, tendo lake pekee ni Tendo la Ngome kwenda mraba mwingine wa Ngome
illegal-continues-after-opponent-castle = Tendo linaloingia katika Ngome ya mpinzani huishia hapo: hakuna kinachoweza kufuata baada ya { $square }
illegal-not-adjacent = Kutoka { $from } hadi { $to } si hatua kwenda mraba jirani wala si kuruka moja kwa moja juu ya mraba mmoja
illegal-landing-occupied = Mraba { $square } una kipande: kipande kinaweza kutua kwenye mraba mtupu tu
illegal-nothing-to-leap = Kutoka { $from } hadi { $to } kunapita juu ya { $over }, lakini hakuna kipande kwenye { $over } cha kurukwa
illegal-wrong-separator-jump = Kutoka { $from } hadi { $to } kunaruka juu ya kipande cha mpinzani: andika { $from }x{ $to }, kwa x ya kuchukua
illegal-wrong-separator-plain = Kutoka { $from } hadi { $to } hakuchukui chochote: andika { $from }-{ $to }, kwa - ya tendo au Matiti
illegal-plain-in-sequence = Hatua { $from }-{ $to } kwenda mraba jirani ni tendo kamili peke yake: haiwezi kuunganishwa na hatua nyingine
illegal-canter-after-jump = { $from }-{ $to } ni Matiti juu ya kipande cha upande wako baada ya kuchukua: kipande kilichokwisha kuruka kinaweza kuendelea kuruka tu
illegal-man-cannot-charge = Kipande kilicho kwenye mraba { $square } ni Mwanaume: ni Askari wa Farasi tu anayeweza kufanya Matiti kisha Kuruka (Shambulio la Askari wa Farasi)
illegal-into-own-castle = { $square } uko ndani ya Ngome yako mwenyewe: kipande kinaweza kuingia katika Ngome yake kwa Kuruka tu
illegal-canter-revisit = Matiti yanapita { $square } mara mbili: Matiti hayawezi kurudi kwenye mraba uliopitiwa
illegal-must-continue-jump = Kipande kinachochukua lazima kiendelee kuruka maadamu kinaweza: kutoka { $square } kinaweza kuchukua tena
illegal-capture-required-example = Zamu hii ni lazima kuchukua (kwa mfano { $example })
illegal-capture-required = Zamu hii ni lazima kuchukua
illegal-knight-must-jump = Askari wa Farasi ambaye Matiti yake yanatua kando ya kipande cha mpinzani anachoweza kukiruka lazima aruke: kwenye { $square } angeweza kuchukua, kwa hiyo hawezi kuendelea na Matiti kutoka hapo wala kusimama
illegal-castle-move-limit = { $side ->
    [white] Nyeupe imeshafanya Matendo mawili ya Ngome yanayoruhusiwa katika mchezo mmoja
   *[black] Nyeusi imeshafanya Matendo mawili ya Ngome yanayoruhusiwa katika mchezo mmoja
  }

## Playing

not-your-turn = Ni zamu ya mpinzani wako.
game-over = { $status ->
    [aborted] Mchezo { $game } umekwisha (ulisitishwa).
   *[finished] Mchezo { $game } umekwisha.
  }
game-over-timeout = Mchezo { $game } umekwisha: upande wenye zamu uliishiwa na muda saa { $deadline }.
no-such-game = Hakuna mchezo { $game }.
no-such-user = Hakuna mtumiaji anayeitwa { $name }.
no-such-user-number = Hakuna mtumiaji anayeitwa { $name }. Watumiaji hutajwa kwa jina lao la mtumiaji, si kwa namba.

## Accounts

validation-one = { $field }: { $message }
validation-many = Sehemu { $count } si sahihi
username-length = lazima liwe na herufi { $min } hadi { $max }
username-characters = linaweza kuwa na herufi A–Z, tarakimu, '_' na '-' tu
username-reserved = haliwezi kuanza na { $prefix } (majina ya wapinzani wa kompyuta)
password-too-short = lazima liwe na angalau herufi { $min }
password-too-long = linaweza kuwa na herufi zisizozidi { $max }
username-taken = Jina la mtumiaji { $name } limeshachukuliwa.
wrong-username-or-password = Jina la mtumiaji au nenosiri si sahihi.
rate-limited-address = Majaribio mengi mno kutoka anwani yako; jaribu tena baada ya sekunde { $seconds }.
rate-limited-username = Majaribio mengi mno kwa jina hili la mtumiaji; jaribu tena baada ya sekunde { $seconds }.
rate-limited-account = Majaribio mengi mno kwa akaunti yako; jaribu tena baada ya sekunde { $seconds }.

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Habari { $name },
mail-stop-text = Kuacha kupokea barua pepe hizi: { $link }
mail-stop-link = Acha kunitumia barua pepe hizi
mail-verify-subject = Thibitisha anwani yako ya barua pepe kwa Camelot
mail-verify-open = Ili kupokea arifa za Camelot kwenye anwani hii, fungua kiungo hiki:
mail-verify-expiry = Kiungo hiki kinafanya kazi kwa saa { $hours }. Ikiwa hukuomba hili, puuza ujumbe huu.
mail-digest-subject-one = Ni zamu yako dhidi ya { $opponent }
mail-digest-subject-many = { $count ->
    [one] Ni zamu yako katika mchezo { $count }
   *[other] Ni zamu yako katika michezo { $count }
  }
mail-digest-intro = Michezo hii inasubiri tendo lako, ule wa haraka zaidi kwanza:
mail-digest-line = Mchezo { $game } dhidi ya { $opponent }: fanya tendo kabla ya { $deadline }
mail-deadline-subject = Umebakiwa na chini ya siku moja katika mchezo { $game }
mail-deadline-body = Muda wako katika mchezo { $game } unaisha { $deadline }.
mail-deadline-move = Fanya tendo hapa: { $link }
mail-open-game = Fungua mchezo { $game }

## The calendar feed

calendar-name = Muda wa mwisho wa Camelot wa { $name }
calendar-your-move = Camelot: ni zamu yako dhidi ya { $opponent }
calendar-round-deadline = Camelot: { $tournament }, muda wa mwisho wa raundi { $round }

## The tutorial

no-such-lesson = Hakuna somo { $lesson } katika mafunzo.
