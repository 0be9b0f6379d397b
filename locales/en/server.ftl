# Camelot Server: the words the server itself writes (problem answers of the API). English is
# the reference: every language has exactly these ids and variables. The server's English
# answers are the code's own sentences, which these mirror.

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
    [white] The piece on { $square } belongs to Black; it is White's turn
   *[black] The piece on { $square } belongs to White; it is Black's turn
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
rate-limited-address = { $seconds ->
    [one] Too many attempts from your address; try again in { $seconds } second.
   *[other] Too many attempts from your address; try again in { $seconds } seconds.
  }
rate-limited-username = { $seconds ->
    [one] Too many attempts for this username; try again in { $seconds } second.
   *[other] Too many attempts for this username; try again in { $seconds } seconds.
  }
rate-limited-account = { $seconds ->
    [one] Too many attempts for your account; try again in { $seconds } second.
   *[other] Too many attempts for your account; try again in { $seconds } seconds.
  }

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

## The calendar feed

calendar-name = Camelot deadlines of { $name }
calendar-your-move = Camelot: your move against { $opponent }
calendar-round-deadline = Camelot: { $tournament }, round { $round } deadline

## The tutorial

no-such-lesson = There is no lesson { $lesson } in the tutorial.
