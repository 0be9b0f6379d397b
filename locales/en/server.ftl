# Camelot Server: the words the server itself writes (problem answers of the API, e-mails,
# the calendar feed). English is the reference: every language has exactly these ids and
# variables. Every problem `detail` and `errors[].message` of the API is one of these messages
# (the English answers are formatted from this file), except the sentences of the rules and
# the board crates (illegal moves, refused highlights and draw claims), which English answers
# take from those crates and which these mirror.

## Problem titles, one per problem type (/problems/<slug>)

problem-malformed-request = The request could not be read
problem-invalid-parameter = A path or query parameter is not valid
problem-invalid-cursor = The pagination cursor is not valid
problem-unauthorized = Authentication is required
problem-invalid-credentials = Wrong username or password
problem-invalid-token = The token is not valid
problem-forbidden = You are not allowed to do this
problem-insufficient-scope = The token does not allow this
problem-engine-assist = Engine help on your own ongoing game is not allowed
problem-csrf = Cross-site request refused
problem-not-found = Not found
problem-method-not-allowed = Method not allowed
problem-not-acceptable = Not acceptable
problem-conflict = The request conflicts with the current state
problem-username-taken = That username is taken
problem-not-your-turn = It is not your turn
problem-game-over = The game is over
problem-gone = No longer available
problem-cursor-expired = The cursor points at events no longer kept
problem-stale-version = The resource has changed
problem-payload-too-large = The request body is too large
problem-unsupported-media-type = Unsupported content type
problem-validation = The request is not valid
problem-illegal-move = Illegal move
problem-draw-claim-refused = No draw can be claimed
problem-version-required = The expected version is required
problem-rate-limited = Too many requests
problem-internal = Internal server error
problem-not-implemented = Not implemented
problem-unavailable = Service unavailable

## Illegal moves, one message per reason tag of the rules (the `reason` member)

illegal-malformed = "{ $text }" is not a move: write the starting square, then each landing square after - (move or canter) or x (jump), for example D6-F8 or F6xF8
illegal-off-board = { $square } is not a square of the board
illegal-game-over = The game is over
illegal-placement-expected = Place your three trees first: name three of your tree squares, for example C2,D2,I2
illegal-not-placement-phase = The trees are placed already: move a piece
illegal-not-tree-square = { $square } is not one of your tree squares
illegal-duplicate-tree = { $square } is named twice: the three trees go on three different squares
illegal-tree-on-occupied = { $square } is occupied: a tree may only stand on an empty square
illegal-empty-origin = There is no piece on { $square }
illegal-not-your-piece = { $side ->
    [white] The piece on { $square } belongs to black; it is white's turn
   *[black] The piece on { $square } belongs to white; it is black's turn
  }
illegal-must-leave-own-castle = The piece on { $square } stands in its own castle: it must leave this turn and no other piece may move
illegal-leaves-opponent-castle = The piece on { $square } is in the opponent's castle: it can never leave, its only move is a Castle Move to the other castle square
illegal-continues-after-opponent-castle = A move that enters the opponent's castle ends there: nothing may follow { $square }
illegal-not-adjacent = { $from } to { $to } is neither a step to a neighbouring square nor a straight leap over one square
illegal-landing-occupied = { $square } is occupied: a piece may only land on an empty square
illegal-nothing-to-leap = { $from } to { $to } leaps over { $over }, but there is no piece on { $over } to leap over
illegal-wrong-separator-jump = { $from } to { $to } jumps over an enemy piece: write { $from }x{ $to }, with x for a capture
illegal-wrong-separator-plain = { $from } to { $to } captures nothing: write { $from }-{ $to }, with - for a move or canter
illegal-plain-in-sequence = The step { $from }-{ $to } to a neighbouring square is a whole move by itself: it cannot be combined with other steps
illegal-canter-after-jump = { $from }-{ $to } leaps over a friendly piece after a capture: once a piece has jumped it may only keep jumping
illegal-man-cannot-charge = The piece on { $square } is a Man: only a Knight may canter and then jump (a Knight's Charge)
illegal-into-own-castle = { $square } is in your own castle: a piece may only enter its own castle by jumping
illegal-canter-revisit = The canter visits { $square } twice: a canter may not return to a square
illegal-must-continue-jump = The capturing piece must keep jumping while it can: from { $square } it can capture again
illegal-capture-required-example = A capture is compulsory this turn (for example { $example })
illegal-capture-required = A capture is compulsory this turn
illegal-knight-must-jump = A Knight whose canter lands next to an enemy piece it can jump must jump: on { $square } it could capture, so it cannot canter on from there or stop
illegal-castle-move-limit = { $side ->
    [white] White has already made the two Castle Moves allowed in a game
   *[black] Black has already made the two Castle Moves allowed in a game
  }

## Playing

not-your-turn = It is your opponent's turn.
game-over = { $status ->
    [aborted] Game { $game } is over (aborted).
   *[finished] Game { $game } is over (finished).
  }
game-over-timeout = Game { $game } is over: the side to move ran out of time at { $deadline }.
no-such-game = There is no game { $game }.
no-such-user = There is no user named { $name }.
no-such-user-number = There is no user named { $name }. Users are named by their username, not by a number.
players-only = Only the two players of this game may do that.
stale-ply = The game is at ply { $ply }, not { $sent }; reload it and try again.
expected-ply-required = Say which ply you are moving at: send "expected_ply" in the body or an If-Match: "<ply>" header.
if-match-invalid = If-Match must be the game's ETag, like "12"; got { $got }.
not-a-move-path = That is not a move path.
idempotency-key-invalid = Idempotency-Key must be 1–255 visible ASCII characters.
idempotency-key-reused = This Idempotency-Key was already used for a different request.
no-draw-offer = Your opponent has not offered a draw.
abort-tournament-game = Tournament games cannot be aborted (resign instead, or ask the organizer).
abort-too-late = Both sides have moved: the game can no longer be aborted (resign instead).

## Draw claims refused by the rules (the rules' own sentences)

draw-claim-game-over = The game is over: there is no draw to claim
draw-claim-not-yet = No draw can be claimed: the position has occurred { $occurrences } time(s) (3 needed) and { $plies } plies have passed without a capture or castle entry (100 needed)
draw-claim-not-yours = Only the side to move may claim a draw by repetition

## Conditional moves

conditional-your-move = It is your move: conditional moves are set while your opponent is to move.
conditional-too-many-lines = at most { $max } lines
conditional-line-length = line { $line } must pair each of your opponent's moves with your reply: an even number of moves, 2 to { $max }
conditional-after-game-over = Line { $line } goes on after the game is over (at ply { $ply }).
conditional-illegal = Line { $line }, ply { $ply } ({ $path }): { $reason }
conditional-contradicting-replies = Line { $line } answers { $moves } with { $reply }, but line { $other } answers the same moves with { $known }: give one reply per position.

## Board pictures: a last move that cannot be highlighted (the board crate's own sentences)

board-size-range = the size must be between { $min } and { $max } pixels, not { $size }
board-destination-empty = { $square } is empty, but the last move would have ended there
board-destination-not-mover = { $mover ->
    [white] the last move was white's, but the piece on { $square } is not white's
   *[black] the last move was black's, but the piece on { $square } is not black's
  }
board-origin-occupied = { $square } is occupied, but the last move would have left it
board-captured-square-occupied = the last move jumps over { $square }, but a piece still stands there
board-castle-move-not-counted = { $mover ->
    [white] the last move is a Castle Move, but the position counts no Castle Move for white
   *[black] the last move is a Castle Move, but the position counts no Castle Move for black
  }
board-quiet-plies-not-reset = { $what ->
    [capture] the last move captures, so the position's quiet-plies counter must be 0, not { $plies }
   *[castle] the last move enters the opponent's castle, so the position's quiet-plies counter must be 0, not { $plies }
  }
board-tree-missing = the last move places a tree on { $square }, but no tree stands there
board-last-not-game-move = must be the game's last move, { $path }

## Analysis

position-invalid = is not a position: { $error }
position-invalid-variant = is not a position of { $variant }: { $error }
position-over = has no move to evaluate: the game is over ({ $status })
engine-assist = This is the position of one of your ongoing games: this server does not evaluate it until the game is over.
analysis-game-ongoing = An ongoing game cannot be analysed; ask again once it is over.
analysis-not-requested = Game { $game } has not been analysed; POST to this address to ask for it.

## Challenges

no-such-challenge = There is no challenge { $challenge }.
challenge-yourself = you cannot challenge yourself
rating-limits-open-seeks = rating limits apply to open seeks only
max-rating-below-min = must not be below min_rating
challenge-expired = Challenge { $challenge } expired at { $time }.
challenge-closed = Challenge { $challenge } is already { $status }.
challenge-own = You cannot accept your own challenge (cancel it instead).
challenge-someone-else = This challenge was made to someone else.
challenge-decline-not-yours = Only the challenged player may decline (an open seek is simply left alone).
challenge-cancel-not-yours = Only the player who made a challenge may cancel it.
seek-rating-outside = { $bounds ->
    [min] Your rating { $rating } is outside the range this seek accepts ({ $min }–any).
    [max] Your rating { $rating } is outside the range this seek accepts (any–{ $max }).
    [none] Your rating { $rating } is outside the range this seek accepts (any–any).
   *[both] Your rating { $rating } is outside the range this seek accepts ({ $min }–{ $max }).
  }
rematch-not-player = Only the players of a game can ask for a rematch.
rematch-game-ongoing = The game is still being played: a rematch can be asked once it is over.

## Time controls

time-control-required = is required (or its shorthand days_per_move)
days-per-move-contradicts = contradicts time_control: give one of them
days-range = must be between { $min } and { $max } days
not-above-max-days = must not exceed max_days

## Tournaments

no-such-tournament = There is no tournament { $tournament }.
round-not-paired = Round { $round } of tournament { $tournament } has not been paired.
organizer-only = Only the tournament's organizer (or an admin) may do this.
swiss-rounds-required = a Swiss needs its number of rounds
round-robin-rounds-given = a round robin has as many rounds as its players need; leave rounds out
round-robins-only = applies to round robins only
round-robin-max-players = a round robin takes at most { $max } players
swiss-too-many-rounds = { $rounds } rounds for at most { $players } players: with rounds ≥ players − 1 play a round robin instead
tiebreak-buchholz-round-robin = { $name }: Buchholz is not used in round robins (FIDE C.07)
tiebreak-invalid = { $name }: { $error }
tiebreaks-too-many = at most { $max } tie-breaks
swiss-by-round = a Swiss is paired round by round
late-entry-swiss = late entry is for Swiss events, up to the number of rounds
tournament-already-in = You are already in this tournament.
tournament-entries-closed = The tournament has started and takes no more entries.
tournament-over = The tournament is over.
tournament-full = The tournament is full.
tournament-leave-started = The tournament has started: withdraw instead.
tournament-not-in = You are not in this tournament.
tournament-started = The tournament has already started.
swiss-too-few-players = { $players } players cannot play a { $rounds }-round Swiss (rounds must be fewer than players − 1): make it a round robin, or wait for more players.
round-robin-too-few = A round robin needs at least { $min } players; { $players } joined.
round-robin-too-many = A round robin takes at most { $max } players; { $players } joined.
tournament-withdraw-not-started = The tournament has not started: leave it instead.
tournament-player-not-in = That player is not in this tournament.
tournament-player-already-withdrawn = That player has already withdrawn.
tournament-player-withdrawn = That player has withdrawn.
bye-round-robin = Byes are requested in Swiss events; a round robin's schedule is fixed.
bye-round-range = round must be a round not yet paired: { $min } to { $max }.
forbidden-pair-two = name exactly two players
forbidden-pair-same = name two different players
forbidden-pair-round-robin = Forbidden pairs apply to Swiss events; a round robin's schedule is fixed.
forbidden-pair-not-in = Both players must be in this tournament.
tournament-game-not-in = Game { $game } is not a game of tournament { $tournament }.
adjudicate-game-over = That game is already over.
adjudicate-before-deadline = Round { $round }'s deadline ({ $deadline }) has not passed: the players are still playing.
adjudicate-no-deadline = This tournament has no round deadline: its games are played to the end.
preview-not-running = Tournament { $tournament } is not running: there is no next round to preview.
preview-games-open = { $count } games of the current round are still being played: the next round can be previewed once they end.
preview-all-paired = Every round has been paired already.
pairing-kept-changing = The tournament kept changing while its next round was being paired; it will be tried again.

## Accounts

validation-one = { $field }: { $message }
validation-many = { $count ->
    [one] { $count } field is not valid
   *[other] { $count } fields are not valid
  }
username-length = must be { $min } to { $max } characters long
username-characters = may contain only letters A–Z, digits, '_' and '-'
username-reserved = may not begin with { $prefix } (the computer opponents' names)
password-too-short = must be at least { $min } characters long
password-too-long = must be at most { $max } characters long
username-taken = The username { $name } is already taken.
wrong-username-or-password = The username or the password is wrong.
rate-limited-address = Too many attempts from your address; try again in { $seconds } s.
rate-limited-username = Too many attempts for this username; try again in { $seconds } s.
rate-limited-account = Too many attempts for your account; try again in { $seconds } s.
account-gone = That account no longer exists.
account-change-nothing = change new_password (with current_password), email or language
current-password-required = is required to change the password
new-password-required = is required with current_password
current-password-wrong = The current password is wrong.
password-wrong = The password is wrong.
email-off = E-mail is off on this server (no SMTP relay is configured).
own-admin-role = You cannot remove your own admin role; ask another admin.

## Signing in, sessions and tokens

token-missing = Send an access token: Authorization: Bearer <token>.
token-missing-stream = Send an access token: Authorization: Bearer <token> (or ?access_token=).
token-missing-sign-out = Signing out everywhere needs Authorization: Bearer <access token>.
authorization-unreadable = The Authorization header is not readable.
authorization-not-bearer = The Authorization header must be: Bearer <token>.
access-token-invalid = The access token is not valid ({ $error }).
access-token-expired = The access token has expired; refresh it or log in again.
access-token-no-user = The access token names no valid user.
access-token-revoked = This access token was revoked (signed out everywhere, or the password changed); sign in again.
token-account-gone = The account of this token no longer exists.
token-revoked = This token was revoked.
token-expired = This token has expired.
token-unknown = This token is not known.
scope-account-write = Changing the account needs a signed-in session; personal access tokens cannot do it.
scope-missing = This token lacks the { $scope } scope.
role-missing = This needs the { $role } role.
refresh-token-required = is required (or "all": true to sign out everywhere)
refresh-token-unknown = The refresh token is not known.
refresh-token-revoked = The refresh token has been revoked; log in again.
refresh-token-reused = The refresh token was already used; every token of this session is now revoked. Log in again.
refresh-token-expired = The refresh token has expired; log in again.
not-signed-in = You are not signed in.
csrf-header-missing = Session requests must carry the header X-Camelot-CSRF: 1 (it shows they come from a page of this site).
csrf-other-origin = Session requests are accepted only from pages of this site ({ $own }), not from { $origin }.
scopes-empty = name at least one scope
scope-not-grantable = account:write is only for signed-in sessions
tokens-full = You hold { $max } tokens, the most allowed: revoke one first.
no-such-token = You have no token { $token }.

## Leave

leave-already = You are already on leave until { $until }; end it first to take another.
leave-days-left = you have { $left } of your { $allowance } days of leave left this year
leave-none = You are not on leave.

## Notifications: e-mail addresses, webhooks, calendar links

email-invalid = is not an e-mail address
verify-link-unknown = This verification link is not known (or was already used).
verify-link-expired = This verification link has expired: ask for a new one.
unsubscribe-link-unknown = This unsubscribe link is not known.
calendar-link-unknown = This calendar link is not known (a newer one replaced it?).
webhook-url-invalid = is not a URL ({ $error })
webhook-url-https = must use https
webhook-url-scheme = must be an http(s) URL
webhook-url-credentials = must not carry a user name or password
webhook-url-no-host = must name a host
webhook-host-unresolved = names a host that does not resolve ({ $host })
webhook-address-refused = points at { $address }, an address the server does not call (loopback, private, link-local or metadata)
webhook-events-empty = name at least one kind of event
webhooks-full = You have { $max } webhooks, the most allowed: remove one first.
no-such-webhook = You have no webhook { $webhook }.
no-such-delivery = There is no delivery { $delivery }.
webhook-disabled = This webhook is disabled (it failed for too long): register it again once it works.

## Events

event-cursor-invalid = after must be an event id (a whole number), not { $got }.
event-limit-range = limit must be 1–500, got { $got }.
last-event-id-invalid = Last-Event-ID must be an event id.
events-pruned = Events up to { $horizon } are no longer kept (EVENT_RETENTION_DAYS), so some events after { $after } are gone. Read the current state (GET /me/games) and continue from after={ $horizon }.

## Requests: bodies, URL parameters, headers, pages and addresses

body-missing = The request needs a JSON body (for example { "{}" }).
body-not-json = The body is not valid JSON (line { $line }, column { $column }).
body-not-json-because = The body is not valid JSON: { $error }.
body-not-json-type = The request body must be JSON, sent with Content-Type: application/json.
body-too-large-known = The body is { $length } bytes; at most { $limit } are accepted.
body-too-large = The body is larger than { $limit } bytes.
body-wrong-shape = The JSON body does not have the expected shape: { $error }.
body-unreadable = The body could not be read: { $error }.
path-segment-invalid = A path segment is not valid: { $error }.
query-string-invalid = The query string is not valid: { $error }.
url-parameter-invalid = { $part ->
    [path] The path parameter { $field }: { $message }.
   *[query] The query parameter { $field }: { $message }.
  }
header-not-ascii = The { $header } header must be plain ASCII text.
page-limit-range = limit must be between 1 and { $max }, got { $got }.
cursor-not-ours = The cursor was not issued by this endpoint; start again without it.
nothing-at = There is nothing at { $path }.
method-not-allowed = { $method } is not allowed on { $path }; allowed: { $allowed }.
no-such-problem-type = No problem type { $slug }.

## Invalid fields (the `errors[].message` of a request that is not valid)

field-nul = must not contain the NUL character (\u0000)
field-required = is required
field-unknown = is not a field of this request
field-unknown-known = is not a field of this request (known fields: { $known })
field-not-one-of = must be one of { $options }, not { $got }
field-not-another-value = must be another value, not { $got }
field-wrong-type = { $expected ->
    [whole-number] must be a whole number from { $min } to { $max }, not { $got }
    [number] must be a number, not { $got }
    [string] must be a string, not { $got }
    [boolean] must be true or false, not { $got }
    [list] must be a list, not { $got }
    [object] must be an object, not { $got }
    [choice] must be one of the allowed values, not { $got }
    [datetime] must be a date and time in RFC 3339 form, like 2026-01-31T12:00:00Z, not { $got }
    [unknown] must be of another type, not { $got }
   *[other] must be { $type }, not { $got }
  }
field-wrong-length = must have { $length }
field-duplicate = is given twice
field-whole-number = must be a whole number
field-too-large = is too large
field-too-small = is too small
field-number = must be a number
field-boolean = must be true or false
# A refusal in the words of the library that read the value (not translated).
field-invalid = { $error }
at-least = must be at least { $min }
from-to = must be { $min } to { $max }
between = must be between { $min } and { $max }
length-range = must be { $min } to { $max } characters long
text-too-long = must be at most { $max } characters
in-the-future = must be in the future
required-one-of = is required: { $options }
must-be-not = must be { $options }, not { $got }
# The spellings a field accepts, each in quotes: $init lists all but the last, joined by commas.
choices-or = { $init } or { $last }
choices-one = { $option }

## The server itself: failures and readiness

internal-error = Something went wrong on our side; the request was not completed.
not-found = Not found
database-unavailable = The database is not available; try again shortly.
database-busy = Another request changed the same data at the same moment; nothing was changed. Try again.
database-lost = The database connection was lost while serving this request; it may or may not have been completed. Try again shortly (a retry with the same Idempotency-Key answers with the stored result if it was).
ready-database-unreachable = database unreachable: { $error }
ready-migrations-missing = migrations not applied: { $migrations }
# Operators' readiness check: the failure in the words of the database library.
ready-check-failed = { $error }

## E-mails (in the recipient's saved language; the links and usernames are variables)

mail-hello = Hello { $name },
mail-stop-text = To stop these e-mails: { $link }
mail-stop-link = Stop these e-mails
mail-verify-subject = Confirm your e-mail address for Camelot
mail-verify-open = To receive Camelot notifications at this address, open:
mail-verify-expiry = { $hours ->
    [one] The link works for { $hours } hour. If you did not ask for this, ignore this message.
   *[other] The link works for { $hours } hours. If you did not ask for this, ignore this message.
  }
mail-digest-subject-one = Your move against { $opponent }
mail-digest-subject-many = { $count ->
    [one] Your move in { $count } game
   *[other] Your move in { $count } games
  }
mail-digest-intro = These games wait for your move, the most urgent first:
mail-digest-line = Game { $game } against { $opponent }: move by { $deadline }
mail-deadline-subject = Less than a day left in game { $game }
mail-deadline-body = Your time in game { $game } runs out at { $deadline }.
mail-deadline-move = Move here: { $link }
mail-open-game = Open game { $game }

## E-mails about everything else that happens (a subject and a sentence for each kind of event;
## `$outcome` is win, loss, draw, aborted or other, from the reader's side; `$color` is white or
## black, the reader's; `$termination`, `$bye` and `$rated` are the API's own spellings; `$points`
## is a score such as 2½)

mail-open-tournament = Open the tournament { $tournament }
mail-open-inbox = Open your inbox
mail-open-webhooks = Read about webhooks
mail-notice-subject = News from Camelot
mail-notice = Something new has happened in your games or tournaments on Camelot.
mail-challenge-received-subject = { $opponent } challenges you
mail-challenge-received = { $opponent } has challenged you to a game of Camelot. Accept or decline the challenge in your inbox.
mail-challenge-accepted-subject = { $opponent } accepted your challenge
mail-challenge-accepted = { $opponent } accepted your challenge: game { $game } has begun.
mail-challenge-declined-subject = { $opponent } declined your challenge
mail-challenge-declined = { $opponent } declined your challenge.
mail-challenge-declined-reason = Their reason: { $reason }
mail-challenge-cancelled-subject = { $opponent } withdrew a challenge
mail-challenge-cancelled = { $opponent } withdrew the challenge they had sent you.
mail-game-started-subject = New game against { $opponent }
mail-game-started = { $color ->
    [white] Game { $game } against { $opponent } has begun. You play White and move first.
   *[black] Game { $game } against { $opponent } has begun. You play Black; { $opponent } moves first.
  }
mail-game-rated = { $rated ->
    [rated] The game counts for your rating.
   *[unrated] The game does not count for your rating.
  }
mail-opponent-moved-subject = Your move against { $opponent }
mail-opponent-moved = { $opponent } played { $move } in game { $game }: it is your turn.
mail-draw-offered-subject = { $opponent } offers a draw
mail-draw-offered = { $opponent } offers a draw in game { $game }. Accept or decline it on the game's page.
mail-draw-declined-subject = { $opponent } declined your draw offer
mail-draw-declined = { $opponent } declined your draw offer in game { $game }: the game goes on.
mail-game-ended-subject = { $outcome ->
    [win] You won against { $opponent }
    [loss] You lost against { $opponent }
    [draw] Draw against { $opponent }
    [aborted] Game against { $opponent } aborted
   *[other] Your game against { $opponent } is over
  }
mail-game-ended = { $outcome ->
    [win] You won game { $game } against { $opponent }.
    [loss] You lost game { $game } against { $opponent }.
    [draw] Game { $game } against { $opponent } ended in a draw.
    [aborted] Game { $game } against { $opponent } was aborted before both sides had moved; it does not count.
   *[other] Game { $game } against { $opponent } is over.
  }
mail-game-ended-how = { $termination ->
    [castle] It was won by reaching the opponent's castle.
    [capture] Every piece of one side was captured.
    [no_moves] The side to move had no legal move left.
    [bare_board] Both sides were down to a single piece.
    [resignation] One of the players resigned.
    [agreement] The players agreed to a draw.
    [claim] A draw was claimed, for a repeated position or under the fifty-move rule.
    [timeout] The side to move ran out of time.
    [adjudication] The tournament organizer decided the result after the round's deadline.
    [forfeit] The result was decided without play, after a withdrawal from the tournament.
   *[other] The game is over.
  }
mail-tournament-started-subject = { $tournament } has begun
mail-tournament-started = { $rounds ->
    [one] The tournament { $tournament } has begun: { $rounds } round to play.
   *[other] The tournament { $tournament } has begun: { $rounds } rounds to play.
  }
mail-round-paired-subject = { $tournament }: round { $round } is paired
mail-round-paired = { $color ->
    [white] In round { $round } of { $tournament } you play White against { $opponent }.
   *[black] In round { $round } of { $tournament } you play Black against { $opponent }.
  }
mail-round-forfeit = { $outcome ->
    [win] This game will not be played: you win it by forfeit.
    [loss] This game will not be played: you lose it by forfeit.
   *[other] The result of this game was decided without play.
  }
mail-round-bye = { $bye ->
    [pab] You have no opponent in round { $round } of { $tournament }: you get the pairing-allocated bye (a full point).
    [half_bye] You sit out round { $round } of { $tournament } with a half-point bye.
    [full_bye] You sit out round { $round } of { $tournament } with a full-point bye.
    [zero_bye] You sit out round { $round } of { $tournament }, without a point.
   *[other] You have no game in round { $round } of { $tournament }.
  }
mail-tournament-finished-subject = { $tournament } has finished
mail-tournament-finished = The tournament { $tournament } has finished. Your final place: { $rank }, with a score of { $points }.
mail-opponent-on-leave-subject = { $opponent } is on leave
mail-opponent-on-leave = { $count ->
    [one] { $opponent } is on leave until { $until }. Until then their clock stands still in your game against them.
   *[other] { $opponent } is on leave until { $until }. Until then their clock stands still in your { $count } games against them.
  }
mail-webhook-disabled-subject = Your webhook was turned off
mail-webhook-disabled = Your webhook { $url } had been failing since { $since }, so it was turned off. Register it again once it works.

## The calendar feed

calendar-name = Camelot deadlines of { $name }
calendar-your-move = Camelot: your move against { $opponent }
calendar-round-deadline = Camelot: { $tournament }, round { $round } deadline
calendar-description = When your time runs out in your correspondence games and tournament rounds.
calendar-your-move-description = Your time in game { $game } runs out now.
calendar-round-deadline-description = Unfinished games of round { $round } go to the organizer now.

## The tutorial

no-such-lesson = names { $lesson }, which is no lesson of the tutorial
lessons-count = must list one to { $max } lessons

## The computer opponents (GET /api/v1/bots): how each level plays, 1 weakest to 8 full strength

bot-level-1 = Just learned the moves: looks one move ahead and often picks the wrong one.
bot-level-2 = A beginner: sees captures one move ahead, still careless.
bot-level-3 = A casual player: looks two moves ahead.
bot-level-4 = A club player: three moves ahead, rarely careless.
bot-level-5 = A strong club player: four moves ahead.
bot-level-6 = An expert: a real search, some twenty thousand positions per move.
bot-level-7 = A master: a deep search of a couple of hundred thousand positions.
bot-level-8 = Full strength: the engine at its best.
