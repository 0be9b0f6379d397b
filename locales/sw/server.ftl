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
players-only = Ni wachezaji wawili wa mchezo huu tu wanaoweza kufanya hivyo.
stale-ply = Mchezo uko kwenye nusu-tendo { $ply }, si { $sent }; upakie upya kisha ujaribu tena.
expected-ply-required = Taja unafanya tendo kwenye nusu-tendo gani: tuma "expected_ply" katika maudhui ya ombi au kichwa If-Match: "<ply>".
if-match-invalid = If-Match lazima iwe ETag ya mchezo, kama "12"; kilichopokelewa: { $got }.
not-a-move-path = Huo si uandishi wa tendo.
idempotency-key-invalid = Idempotency-Key lazima iwe na herufi 1–255 za ASCII zinazoonekana.
idempotency-key-reused = Idempotency-Key hii imeshatumika kwa ombi tofauti.
no-draw-offer = Mpinzani wako hajapendekeza sare.
abort-tournament-game = Michezo ya mashindano haiwezi kusitishwa (jiuzulu badala yake, au muulize mwandaaji).
abort-too-late = Pande zote mbili zimeshafanya tendo: mchezo hauwezi kusitishwa tena (jiuzulu badala yake).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = Mchezo umekwisha: hakuna sare ya kudai
draw-claim-not-yet = { $plies ->
    [one] Sare haiwezi kudaiwa: mpangilio huu umetokea mara { $occurrences } (zinahitajika 3) na nusu-tendo { $plies } limepita bila kuchukua wala kuingia Ngome (yanahitajika 100)
   *[other] Sare haiwezi kudaiwa: mpangilio huu umetokea mara { $occurrences } (zinahitajika 3) na nusu-matendo { $plies } yamepita bila kuchukua wala kuingia Ngome (yanahitajika 100)
  }
draw-claim-not-yours = Ni upande wenye zamu tu unaoweza kudai sare kwa kurudiwa kwa mpangilio

## Conditional moves

conditional-your-move = Ni zamu yako: matendo ya masharti huwekwa wakati mpinzani wako ana zamu.
conditional-too-many-lines = { $max ->
    [one] mstari usiozidi { $max }
   *[other] mistari isiyozidi { $max }
  }
conditional-line-length = mstari { $line } lazima uoanishe kila tendo la mpinzani wako na jibu lako: idadi shufwa ya matendo, kuanzia 2 hadi { $max }
conditional-after-game-over = Mstari { $line } unaendelea baada ya mchezo kwisha (kwenye nusu-tendo { $ply }).
conditional-illegal = Mstari { $line }, nusu-tendo { $ply } ({ $path }): { $reason }
conditional-contradicting-replies = Mstari { $line } unajibu { $moves } kwa { $reply }, lakini mstari { $other } unajibu matendo hayo hayo kwa { $known }: toa jibu moja kwa kila mpangilio.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = ukubwa lazima uwe kati ya pikseli { $min } na { $max }, si { $size }
board-destination-empty = mraba { $square } ni mtupu, lakini tendo la mwisho lingeishia hapo
board-destination-not-mover = { $mover ->
    [white] tendo la mwisho lilikuwa la Nyeupe, lakini kipande kilicho kwenye mraba { $square } si cha Nyeupe
   *[black] tendo la mwisho lilikuwa la Nyeusi, lakini kipande kilicho kwenye mraba { $square } si cha Nyeusi
  }
board-origin-occupied = mraba { $square } una kipande, lakini tendo la mwisho lingeuacha
board-captured-square-occupied = tendo la mwisho linaruka juu ya mraba { $square }, lakini bado kuna kipande hapo
board-castle-move-not-counted = { $mover ->
    [white] tendo la mwisho ni Tendo la Ngome, lakini mpangilio hauhesabu Tendo la Ngome lolote kwa Nyeupe
   *[black] tendo la mwisho ni Tendo la Ngome, lakini mpangilio hauhesabu Tendo la Ngome lolote kwa Nyeusi
  }
board-quiet-plies-not-reset = { $what ->
    [capture] tendo la mwisho linachukua, kwa hiyo kihesabu cha nusu-matendo tulivu cha mpangilio lazima kiwe 0, si { $plies }
   *[castle] tendo la mwisho linaingia Ngome ya mpinzani, kwa hiyo kihesabu cha nusu-matendo tulivu cha mpangilio lazima kiwe 0, si { $plies }
  }
board-tree-missing = tendo la mwisho linaweka mti kwenye mraba { $square }, lakini hakuna mti hapo
board-last-not-game-move = lazima liwe tendo la mwisho la mchezo, { $path }

## Analysis

position-invalid = si mpangilio: { $error }
position-invalid-variant = si mpangilio wa aina { $variant }: { $error }
position-over = hauna tendo la kutathmini: mchezo umekwisha ({ $status })
engine-assist = Huu ni mpangilio wa mmoja wa michezo yako inayoendelea: seva hii haiutathmini hadi mchezo uishe.
analysis-game-ongoing = Mchezo unaoendelea hauwezi kuchambuliwa; omba tena ukishaisha.
analysis-not-requested = Mchezo { $game } haujachambuliwa; tuma POST kwenye anwani hii kuuomba.

## Challenges

no-such-challenge = Hakuna changamoto { $challenge }.
challenge-yourself = huwezi kujipa changamoto mwenyewe
rating-limits-open-seeks = mipaka ya ukadiriaji inahusu maombi ya wazi tu
max-rating-below-min = haiwezi kuwa chini ya min_rating
challenge-expired = Changamoto { $challenge } iliisha muda wake { $time }.
challenge-closed = { $status ->
    [accepted] Changamoto { $challenge } imeshakubaliwa.
    [declined] Changamoto { $challenge } imeshakataliwa.
    [cancelled] Changamoto { $challenge } imeshafutwa.
    [expired] Changamoto { $challenge } imeshaisha muda wake.
   *[other] Changamoto { $challenge } imeshafungwa ({ $status }).
  }
challenge-own = Huwezi kukubali changamoto yako mwenyewe (ifute badala yake).
challenge-someone-else = Changamoto hii ilitolewa kwa mtu mwingine.
challenge-decline-not-yours = Ni mchezaji aliyepewa changamoto tu anayeweza kuikataa (ombi la wazi huachwa tu).
challenge-cancel-not-yours = Ni mchezaji aliyetoa changamoto tu anayeweza kuifuta.
seek-rating-outside = { $bounds ->
    [min] Ukadiriaji wako { $rating } uko nje ya kiwango ambacho ombi hili linakubali ({ $min } au zaidi).
    [max] Ukadiriaji wako { $rating } uko nje ya kiwango ambacho ombi hili linakubali (hadi { $max }).
    [none] Ukadiriaji wako { $rating } uko nje ya kiwango ambacho ombi hili linakubali.
   *[both] Ukadiriaji wako { $rating } uko nje ya kiwango ambacho ombi hili linakubali ({ $min }–{ $max }).
  }
rematch-not-player = Ni wachezaji wa mchezo tu wanaoweza kuomba mchezo wa marudiano.
rematch-game-ongoing = Mchezo bado unaendelea: mchezo wa marudiano unaweza kuombwa ukishaisha.

## Time controls

time-control-required = inahitajika (au kifupi chake days_per_move)
days-per-move-contradicts = inapingana na time_control: toa mojawapo tu
days-range = lazima iwe kati ya siku { $min } na { $max }
not-above-max-days = haipaswi kuzidi max_days

## Tournaments

no-such-tournament = Hakuna shindano { $tournament }.
round-not-paired = Raundi { $round } ya shindano { $tournament } bado haijapangwa jozi.
organizer-only = Ni mwandaaji wa shindano (au msimamizi) tu anayeweza kufanya hivi.
swiss-rounds-required = Mfumo wa Uswisi unahitaji idadi yake ya raundi
round-robin-rounds-given = shindano la kila mmoja dhidi ya kila mmoja lina raundi kadiri wachezaji wake wanavyohitaji; acha rounds
round-robins-only = inahusu mashindano ya kila mmoja dhidi ya kila mmoja tu
round-robin-max-players = { $max ->
    [one] shindano la kila mmoja dhidi ya kila mmoja hupokea mchezaji asiyezidi { $max }
   *[other] shindano la kila mmoja dhidi ya kila mmoja hupokea wachezaji wasiozidi { $max }
  }
swiss-too-many-rounds = raundi { $rounds } kwa wachezaji wasiozidi { $players }: raundi zikiwa ≥ wachezaji − 1, chezeni kila mmoja dhidi ya kila mmoja badala yake
tiebreak-buchholz-round-robin = { $name }: Buchholz haitumiki katika mashindano ya kila mmoja dhidi ya kila mmoja (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = { $max ->
    [one] kigezo cha kuvunja sare kisichozidi { $max }
   *[other] vigezo vya kuvunja sare visivyozidi { $max }
  }
swiss-by-round = Mfumo wa Uswisi hupangwa jozi raundi kwa raundi
late-entry-swiss = usajili wa kuchelewa ni kwa mashindano ya Mfumo wa Uswisi, hadi idadi ya raundi
tournament-already-in = Tayari uko katika shindano hili.
tournament-entries-closed = Shindano limeanza na halipokei washiriki zaidi.
tournament-over = Shindano limekwisha.
tournament-full = Shindano limejaa.
tournament-leave-started = Shindano limeanza: jitoe badala yake.
tournament-not-in = Haumo katika shindano hili.
tournament-started = Shindano limeshaanza.
swiss-too-few-players = Wachezaji: { $players }; raundi: { $rounds }. Katika Mfumo wa Uswisi raundi lazima ziwe chache kuliko wachezaji − 1: ligeuze kuwa la kila mmoja dhidi ya kila mmoja, au subiri wachezaji zaidi.
round-robin-too-few = { $players ->
    [one] Shindano la kila mmoja dhidi ya kila mmoja linahitaji angalau wachezaji { $min }; amejiunga mchezaji { $players }.
   *[other] Shindano la kila mmoja dhidi ya kila mmoja linahitaji angalau wachezaji { $min }; wamejiunga wachezaji { $players }.
  }
round-robin-too-many = { $players ->
    [one] Shindano la kila mmoja dhidi ya kila mmoja hupokea wachezaji wasiozidi { $max }; amejiunga mchezaji { $players }.
   *[other] Shindano la kila mmoja dhidi ya kila mmoja hupokea wachezaji wasiozidi { $max }; wamejiunga wachezaji { $players }.
  }
tournament-withdraw-not-started = Shindano halijaanza: ondoa usajili wako badala yake.
tournament-player-not-in = Mchezaji huyo hayumo katika shindano hili.
tournament-player-already-withdrawn = Mchezaji huyo ameshajitoa.
tournament-player-withdrawn = Mchezaji huyo amejitoa.
bye-round-robin = Mapumziko huombwa katika mashindano ya Mfumo wa Uswisi; ratiba ya kila mmoja dhidi ya kila mmoja haibadiliki.
bye-round-range = round lazima iwe raundi ambayo bado haijapangwa jozi: kuanzia { $min } hadi { $max }.
forbidden-pair-two = taja wachezaji wawili hasa
forbidden-pair-same = taja wachezaji wawili tofauti
forbidden-pair-round-robin = Jozi zilizokatazwa zinahusu mashindano ya Mfumo wa Uswisi; ratiba ya kila mmoja dhidi ya kila mmoja haibadiliki.
forbidden-pair-not-in = Wachezaji wote wawili lazima wawe katika shindano hili.
tournament-game-not-in = Mchezo { $game } si mchezo wa shindano { $tournament }.
adjudicate-game-over = Mchezo huo umeshakwisha.
adjudicate-before-deadline = Muda wa mwisho wa raundi { $round } ({ $deadline }) haujapita: wachezaji bado wanacheza.
adjudicate-no-deadline = Shindano hili halina muda wa mwisho wa raundi: michezo yake huchezwa hadi mwisho.
preview-not-running = Shindano { $tournament } haliendelei: hakuna raundi inayofuata ya kuonyesha kabla.
preview-games-open = { $count ->
    [one] Mchezo { $count } wa raundi hii bado unachezwa: raundi inayofuata inaweza kuonyeshwa kabla ukishaisha.
   *[other] Michezo { $count } ya raundi hii bado inachezwa: raundi inayofuata inaweza kuonyeshwa kabla ikishaisha.
  }
preview-all-paired = Raundi zote zimeshapangwa jozi.
pairing-kept-changing = Shindano liliendelea kubadilika wakati raundi inayofuata ilipokuwa ikipangwa jozi; litajaribiwa tena.

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
account-gone = Akaunti hiyo haipo tena.
account-change-nothing = badilisha new_password (pamoja na current_password), email au language
current-password-required = inahitajika ili kubadilisha nenosiri
new-password-required = inahitajika pamoja na current_password
current-password-wrong = Nenosiri la sasa si sahihi.
password-wrong = Nenosiri si sahihi.
email-off = Barua pepe imezimwa kwenye seva hii (hakuna relei ya SMTP iliyowekwa).
own-admin-role = Huwezi kuondoa jukumu lako mwenyewe la msimamizi; muombe msimamizi mwingine.

## Signing in, sessions and tokens

token-missing = Tuma tokeni ya ufikiaji: Authorization: Bearer <token>.
token-missing-stream = Tuma tokeni ya ufikiaji: Authorization: Bearer <token> (au ?access_token=).
token-missing-sign-out = Kutoka kila mahali kunahitaji Authorization: Bearer <tokeni ya ufikiaji>.
authorization-unreadable = Kichwa Authorization hakisomeki.
authorization-not-bearer = Kichwa Authorization lazima kiwe: Bearer <token>.
access-token-invalid = Tokeni ya ufikiaji si sahihi ({ $error }).
access-token-expired = Tokeni ya ufikiaji imeisha muda wake; ifanye upya au ingia tena.
access-token-no-user = Tokeni ya ufikiaji haimtaji mtumiaji sahihi.
access-token-revoked = Tokeni hii ya ufikiaji imebatilishwa (umetoka kila mahali, au nenosiri limebadilishwa); ingia tena.
token-account-gone = Akaunti ya tokeni hii haipo tena.
token-revoked = Tokeni hii imebatilishwa.
token-expired = Tokeni hii imeisha muda wake.
token-unknown = Tokeni hii haijulikani.
scope-account-write = Kubadilisha akaunti kunahitaji kipindi ulichoingia; tokeni za ufikiaji binafsi haziwezi kufanya hivyo.
scope-missing = Tokeni hii haina wigo { $scope }.
role-missing = Hili linahitaji jukumu { $role }.
refresh-token-required = inahitajika (au "all": true ili kutoka kila mahali)
refresh-token-unknown = Tokeni ya kuonyesha upya haijulikani.
refresh-token-revoked = Tokeni ya kuonyesha upya imebatilishwa; ingia tena.
refresh-token-reused = Tokeni ya kuonyesha upya imeshatumika; kila tokeni ya kipindi hiki sasa imebatilishwa. Ingia tena.
refresh-token-expired = Tokeni ya kuonyesha upya imeisha muda wake; ingia tena.
not-signed-in = Hujaingia.
csrf-header-missing = Maombi ya kipindi lazima yabebe kichwa X-Camelot-CSRF: 1 (kinaonyesha kwamba yanatoka kwenye ukurasa wa tovuti hii).
csrf-other-origin = Maombi ya kipindi hupokelewa kutoka kurasa za tovuti hii tu ({ $own }), si kutoka { $origin }.
scopes-empty = taja angalau wigo mmoja
scope-not-grantable = account:write ni kwa vipindi ulivyoingia tu
tokens-full = Una tokeni { $max }, idadi kubwa zaidi inayoruhusiwa: batilisha moja kwanza.
no-such-token = Huna tokeni { $token }.

## Leave

leave-already = Tayari uko likizoni hadi { $until }; imalize kwanza kabla ya kuchukua nyingine.
leave-days-left = una siku { $left } kati ya siku { $allowance } za likizo zilizobaki mwaka huu
leave-none = Huko likizoni.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = si anwani ya barua pepe
verify-link-unknown = Kiungo hiki cha uthibitisho hakijulikani (au kimeshatumika).
verify-link-expired = Kiungo hiki cha uthibitisho kimeisha muda wake: omba kipya.
unsubscribe-link-unknown = Kiungo hiki cha kujiondoa hakijulikani.
calendar-link-unknown = Kiungo hiki cha kalenda hakijulikani (huenda kipya kimekibadilisha?).
webhook-url-invalid = si URL ({ $error })
webhook-url-https = lazima itumie https
webhook-url-scheme = lazima iwe URL ya http(s)
webhook-url-credentials = haipaswi kubeba jina la mtumiaji wala nenosiri
webhook-url-no-host = lazima itaje seva mwenyeji
webhook-host-unresolved = inataja seva mwenyeji isiyopatikana ({ $host })
webhook-address-refused = inaelekeza kwa { $address }, anwani ambayo seva haiiti (loopback, binafsi, link-local au metadata)
webhook-events-empty = taja angalau aina moja ya tukio
webhooks-full = Una webhook { $max }, idadi kubwa zaidi inayoruhusiwa: ondoa moja kwanza.
no-such-webhook = Huna webhook { $webhook }.
no-such-delivery = Hakuna uwasilishaji { $delivery }.
webhook-disabled = Webhook hii imezimwa (ilishindwa kwa muda mrefu mno): isajili tena ikishafanya kazi.

## Events

event-cursor-invalid = after lazima iwe kitambulisho cha tukio (namba kamili), si { $got }.
event-limit-range = limit lazima iwe 1–500, kilichopokelewa: { $got }.
last-event-id-invalid = Last-Event-ID lazima iwe kitambulisho cha tukio.
events-pruned = Matukio hadi { $horizon } hayahifadhiwi tena (EVENT_RETENTION_DAYS), kwa hiyo baadhi ya matukio baada ya { $after } yamepotea. Soma hali ya sasa (GET /me/games) kisha uendelee kutoka after={ $horizon }.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = Ombi linahitaji maudhui ya JSON (kwa mfano { "{}" }).
body-not-json = Maudhui ya ombi si JSON sahihi (mstari { $line }, safu { $column }).
body-not-json-because = Maudhui ya ombi si JSON sahihi: { $error }.
body-not-json-type = Maudhui ya ombi lazima yawe JSON, yaliyotumwa na Content-Type: application/json.
body-too-large-known = Maudhui ya ombi yana baiti { $length }; zinazokubaliwa ni zisizozidi { $limit }.
body-too-large = Maudhui ya ombi ni makubwa kuliko baiti { $limit }.
body-wrong-shape = Maudhui ya JSON hayana umbo linalotarajiwa: { $error }.
body-unreadable = Maudhui ya ombi hayakuweza kusomwa: { $error }.
path-segment-invalid = Sehemu ya njia si sahihi: { $error }.
query-string-invalid = Mfuatano wa hoja si sahihi: { $error }.
url-parameter-invalid = { $part ->
    [path] Kigezo cha njia { $field }: { $message }.
   *[query] Kigezo cha hoja { $field }: { $message }.
  }
header-not-ascii = Kichwa { $header } lazima kiwe maandishi ya kawaida ya ASCII.
page-limit-range = limit lazima iwe kati ya 1 na { $max }, kilichopokelewa: { $got }.
cursor-not-ours = Kielekezi hiki hakikutolewa na sehemu hii ya API; anza upya bila kielekezi.
nothing-at = Hakuna kitu kwenye { $path }.
method-not-allowed = { $method } hairuhusiwi kwenye { $path }; zinazoruhusiwa: { $allowed }.
no-such-problem-type = Hakuna aina ya tatizo { $slug }.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = haipaswi kuwa na herufi NUL (\u0000)
field-required = inahitajika
field-unknown = si sehemu ya ombi hili
field-unknown-known = si sehemu ya ombi hili (sehemu zinazojulikana: { $known })
field-not-one-of = lazima iwe mojawapo ya { $options }, si { $got }
field-not-another-value = lazima iwe thamani nyingine, si { $got }
field-wrong-type = { $expected ->
    [whole-number] lazima iwe namba kamili kuanzia { $min } hadi { $max }, si { $got }
    [number] lazima iwe namba, si { $got }
    [string] lazima iwe maandishi, si { $got }
    [boolean] lazima iwe true au false, si { $got }
    [list] lazima iwe orodha, si { $got }
    [object] lazima iwe kitu (object), si { $got }
    [choice] lazima iwe mojawapo ya thamani zinazoruhusiwa, si { $got }
    [datetime] lazima iwe tarehe na saa katika muundo wa RFC 3339, kama 2026-01-31T12:00:00Z, si { $got }
    [unknown] lazima iwe ya aina nyingine, si { $got }
   *[other] lazima iwe { $type }, si { $got }
  }
field-wrong-length = lazima iwe na { $length }
field-duplicate = imetolewa mara mbili
field-whole-number = lazima iwe namba kamili
field-too-large = ni kubwa mno
field-too-small = ni ndogo mno
field-number = lazima iwe namba
field-boolean = lazima iwe true au false
field-invalid = { $error }
at-least = lazima iwe angalau { $min }
from-to = lazima iwe { $min } hadi { $max }
between = lazima iwe kati ya { $min } na { $max }
length-range = lazima iwe na herufi { $min } hadi { $max }
text-too-long = inaweza kuwa na herufi zisizozidi { $max }
in-the-future = lazima iwe wakati ujao
required-one-of = inahitajika: { $options }
must-be-not = lazima iwe { $options }, si { $got }
choices-or = { $init } au { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Kuna hitilafu upande wetu; ombi halikukamilishwa.
not-found = Haikupatikana
database-unavailable = Hifadhidata haipatikani; jaribu tena baada ya muda mfupi.
database-busy = Ombi jingine lilibadilisha data hiyo hiyo wakati huo huo; hakuna kilichobadilishwa. Jaribu tena.
database-lost = Muunganisho wa hifadhidata ulikatika wakati wa kushughulikia ombi hili; huenda limekamilishwa au la. Jaribu tena baada ya muda mfupi (kujaribu tena kwa Idempotency-Key ile ile hujibu kwa matokeo yaliyohifadhiwa ikiwa lilikamilishwa).
ready-database-unreachable = hifadhidata haifikiki: { $error }
ready-migrations-missing = uhamishaji haujatekelezwa: { $migrations }
ready-check-failed = { $error }

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

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Fungua shindano la { $tournament }
mail-open-inbox = Fungua kikasha chako
mail-open-webhooks = Soma kuhusu webhook
mail-notice-subject = Habari mpya kutoka Camelot
mail-notice = Kuna jambo jipya katika michezo au mashindano yako kwenye Camelot.
mail-challenge-received-subject = { $opponent } amekupa changamoto
mail-challenge-received = { $opponent } amekupa changamoto ya kucheza mchezo wa Camelot. Ikubali au ikatae kwenye kikasha chako.
mail-challenge-accepted-subject = { $opponent } amekubali changamoto yako
mail-challenge-accepted = { $opponent } amekubali changamoto yako: mchezo { $game } umeanza.
mail-challenge-declined-subject = { $opponent } amekataa changamoto yako
mail-challenge-declined = { $opponent } amekataa changamoto yako.
mail-challenge-declined-reason = Sababu yake: { $reason }
mail-challenge-cancelled-subject = { $opponent } ameondoa changamoto yake
mail-challenge-cancelled = { $opponent } ameondoa changamoto aliyokutumia.
mail-game-started-subject = Mchezo mpya dhidi ya { $opponent }
mail-game-started = { $color ->
    [white] Mchezo { $game } dhidi ya { $opponent } umeanza. Unacheza na Nyeupe na unaanza wewe.
   *[black] Mchezo { $game } dhidi ya { $opponent } umeanza. Unacheza na Nyeusi; { $opponent } ndiye anayeanza.
  }
mail-game-rated = { $rated ->
    [rated] Mchezo huu unahesabiwa kwa ukadiriaji wako.
   *[unrated] Mchezo huu hauhesabiwi kwa ukadiriaji wako.
  }
mail-opponent-moved-subject = Ni zamu yako dhidi ya { $opponent }
mail-opponent-moved = { $opponent } amecheza { $move } katika mchezo { $game }: sasa ni zamu yako.
mail-draw-offered-subject = { $opponent } anapendekeza sare
mail-draw-offered = { $opponent } anapendekeza sare katika mchezo { $game }. Unaweza kulikubali au kulikataa kwenye ukurasa wa mchezo.
mail-draw-declined-subject = { $opponent } amekataa pendekezo lako la sare
mail-draw-declined = { $opponent } amekataa pendekezo lako la sare katika mchezo { $game }: mchezo unaendelea.
mail-game-ended-subject = { $outcome ->
    [win] Umemshinda { $opponent }
    [loss] Umeshindwa na { $opponent }
    [draw] Sare dhidi ya { $opponent }
    [aborted] Mchezo dhidi ya { $opponent } umesitishwa
   *[other] Mchezo wako dhidi ya { $opponent } umekwisha
  }
mail-game-ended = { $outcome ->
    [win] Umeshinda mchezo { $game } dhidi ya { $opponent }.
    [loss] Umepoteza mchezo { $game } dhidi ya { $opponent }.
    [draw] Mchezo { $game } dhidi ya { $opponent } umeisha kwa sare.
    [aborted] Mchezo { $game } dhidi ya { $opponent } ulisitishwa kabla pande zote mbili hazijacheza; hauhesabiwi.
   *[other] Mchezo { $game } dhidi ya { $opponent } umekwisha.
  }
mail-game-ended-how = { $termination ->
    [castle] Ushindi ulipatikana kwa kufika kwenye Ngome ya mpinzani.
    [capture] Vipande vyote vya upande mmoja vilichukuliwa.
    [no_moves] Upande uliokuwa na zamu haukuwa na tendo halali lililobaki.
    [bare_board] Kila upande ulibaki na kipande kimoja tu.
    [resignation] Mmoja wa wachezaji alijiuzulu.
    [agreement] Wachezaji walikubaliana sare.
    [claim] Sare ilidaiwa kwa sababu mpangilio ulijirudia au kwa kanuni ya matendo hamsini.
    [timeout] Muda wa upande uliokuwa na zamu ulikwisha.
    [adjudication] Mwandaaji wa shindano aliamua matokeo baada ya muda wa mwisho wa raundi kupita.
    [forfeit] Matokeo yaliamuliwa bila kucheza, kwa sababu mchezaji alijiondoa kwenye shindano.
   *[other] Mchezo umekwisha.
  }
mail-tournament-started-subject = Shindano la { $tournament } limeanza
mail-tournament-started = { $rounds ->
    [one] Shindano la { $tournament } limeanza: kuna raundi { $rounds } ya kucheza.
   *[other] Shindano la { $tournament } limeanza: kuna raundi { $rounds } za kucheza.
  }
mail-round-paired-subject = { $tournament }: jozi za raundi { $round } zimepangwa
mail-round-paired = { $color ->
    [white] Katika raundi { $round } ya { $tournament }, unacheza na Nyeupe dhidi ya { $opponent }.
   *[black] Katika raundi { $round } ya { $tournament }, unacheza na Nyeusi dhidi ya { $opponent }.
  }
mail-round-forfeit = { $outcome ->
    [win] Mchezo huu hautachezwa: umeshinda bila kucheza.
    [loss] Mchezo huu hautachezwa: umepoteza bila kucheza.
   *[other] Matokeo ya mchezo huu yameamuliwa bila kucheza.
  }
mail-round-bye = { $bye ->
    [pab] Huna mpinzani katika raundi { $round } ya { $tournament }: unapata mapumziko ya upangaji (pointi nzima).
    [half_bye] Hutacheza katika raundi { $round } ya { $tournament }; unapata mapumziko ya nusu pointi.
    [full_bye] Hutacheza katika raundi { $round } ya { $tournament }; unapata mapumziko ya pointi nzima.
    [zero_bye] Hutacheza katika raundi { $round } ya { $tournament }; mapumziko haya hayana pointi.
   *[other] Huna mchezo katika raundi { $round } ya { $tournament }.
  }
mail-tournament-finished-subject = Shindano la { $tournament } limekwisha
mail-tournament-finished = Shindano la { $tournament } limekwisha. Nafasi yako ya mwisho: { $rank }, ukiwa na pointi { $points }.
mail-opponent-on-leave-subject = { $opponent } yuko likizoni
mail-opponent-on-leave = { $count ->
    [one] { $opponent } yuko likizoni hadi { $until }. Mpaka hapo saa yake imesimama katika mchezo wako dhidi yake.
   *[other] { $opponent } yuko likizoni hadi { $until }. Mpaka hapo saa yake imesimama katika michezo yako { $count } dhidi yake.
  }
mail-webhook-disabled-subject = Webhook yako imezimwa
mail-webhook-disabled = Webhook yako { $url } imekuwa ikishindwa tangu { $since }, kwa hiyo imezimwa. Isajili tena ikishafanya kazi.

## The calendar feed

calendar-name = Muda wa mwisho wa Camelot wa { $name }
calendar-your-move = Camelot: ni zamu yako dhidi ya { $opponent }
calendar-round-deadline = Camelot: { $tournament }, muda wa mwisho wa raundi { $round }
calendar-description = Wakati muda wako unapoisha katika michezo yako ya mawasiliano na katika raundi za mashindano yako.
calendar-your-move-description = Muda wako katika mchezo { $game } unaisha sasa.
calendar-round-deadline-description = Michezo ya raundi { $round } ambayo haijamalizika sasa inaamuliwa na mwandaaji.

## The tutorial

no-such-lesson = inataja { $lesson }, ambalo si somo la mafunzo
lessons-count = lazima iorodheshe somo moja hadi masomo { $max }

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Amejifunza matendo hivi punde: anaangalia tendo moja mbele na mara nyingi huchagua lisilo sahihi.
bot-level-2 = Anayeanza: anaona vipande vya kuchukua tendo moja mbele, lakini bado hana umakini.
bot-level-3 = Mchezaji wa kawaida: anaangalia matendo mawili mbele.
bot-level-4 = Mchezaji wa klabu: matendo matatu mbele, mara chache hukosa umakini.
bot-level-5 = Mchezaji hodari wa klabu: matendo manne mbele.
bot-level-6 = Mtaalamu: utafutaji wa kweli, takriban mipangilio elfu ishirini kwa kila tendo.
bot-level-7 = Bingwa: utafutaji wa kina, mipangilio laki kadhaa.
bot-level-8 = Nguvu kamili: injini katika ubora wake wote.
