# Camelot web client: every word its pages show, in sections by page. English is the reference:
# every language has exactly these ids and variables.

language-label = Language
nav-learn = Learn

## The learning pages

learn-title = Learn Camelot
learn-intro = Camelot is a game for two players on a board of 160 squares. These short pages explain its rules, each with board diagrams; then the tutorial lets you try every kind of move on a live board.
learn-contents-label = The rules, page by page
learn-contents-variants = Other variants
learn-start-reading = Read the rules
learn-start-tutorial = Try the tutorial
learn-variant-play = Challenge someone to a game of this variant
learn-not-found-title = There is no such page
learn-back-to-contents = Back to the contents
learn-page-of = Page { $number } of { $total }
learn-pager-label = Previous and next page
learn-previous = ← { $title }
learn-next = { $title } →
learn-diagram-label = Diagram { $number }
learn-move-legal = { $move } is allowed
learn-move-illegal = { $move } is not allowed
learn-board-help = The board is a grid of squares, White at the bottom. Use the arrow keys to go from square to square; on the tutorial board, Enter or Space picks a piece and then each square it lands on.

## The tutorial

learn-tutorial-title = Tutorial
learn-tutorial-progress = { $done ->
    [0] No lesson solved yet
    [one] { $done } lesson solved
   *[other] { $done } lessons solved
  }
learn-lesson-heading = Lesson { $number } of { $total }: { $title }
learn-tutorial-board-label = Lesson board
learn-tutorial-you-white = You play White. Click a piece, then the square where it should land.
learn-tutorial-right = { $move }: well done, that is the move.
learn-tutorial-wrong = { $move } is allowed, but it is not the move this lesson asks for.
learn-tutorial-not-legal = That move is not allowed.
learn-tutorial-can-continue = { $move } is a complete move, but the piece could also go on.
learn-tutorial-stop-here = Stop here and play { $move }
learn-tutorial-next = Next lesson
learn-tutorial-finished = You have finished the tutorial.
learn-tutorial-reset = Start the lesson again
learn-tutorial-lessons = Lessons
learn-tutorial-solved = (solved)
learn-tutorial-forget = Forget my progress

## The frame of every page: navigation, notices, errors

skip-link = Skip to the page content
nav-label = Main
nav-inbox = Inbox
nav-inbox-badge = { $count ->
    [one] , { $count } game waiting for your move
   *[other] , { $count } games waiting for your move
  }
nav-games = Games
nav-tournaments = Tournaments
nav-leaderboard = Leaderboard
nav-analysis = Analysis
nav-sign-out = Sign out
nav-sign-in = Sign in
nav-register = Register
notice-signed-out = You are signed out.
notice-dismiss = Dismiss message
table-label = Table: { $caption }
show-more = Show more
page-not-found-title = Not found
page-not-found-heading = Page not found
page-not-found-text = There is no page at this address.
go-to-start-page = Go to the start page
page-error-title = Error
page-error-heading = Something went wrong
error-title = Error
error-server-answered = The server answered { $status } { $text }.
error-network-title = Network error
error-network = The server cannot be reached. Check the connection and try again.
event-challenge-received = You have a new challenge.
event-challenge-accepted = Your challenge was accepted: the game has started.
event-challenge-declined = A challenge of yours was declined.
event-game-started = A new game has started.
event-opponent-moved = Your opponent has moved.
event-draw-offered = Your opponent offers a draw.
event-draw-declined = Your draw offer was declined.
event-game-ended = A game of yours has ended.
event-deadline-warning = A deadline of yours is close.
event-opponent-on-leave = An opponent of yours went on leave.
event-tournament-started = A tournament of yours has started.
event-round-paired = A new tournament round is paired.
event-tournament-finished = A tournament of yours has finished.

## Words shared by the pages: colours, results, endings, durations, time controls

colour-white = White
colour-black = Black
result-white-forfeit = 1–0 (forfeit)
result-black-forfeit = 0–1 (forfeit)
result-double-forfeit = double forfeit
termination-castle = two pieces in the castle
termination-capture = every piece captured
termination-no-moves = no legal move left
termination-bare-board = bare board
termination-resignation = resignation
termination-agreement = agreement
termination-claim = claim
termination-timeout = time ran out
termination-aborted = aborted
termination-adjudication = adjudication
termination-forfeit = forfeit
outcome-aborted = The game was aborted.
outcome-white-won = { $name } (White) won.
outcome-white-won-how = { $name } (White) won by { $how }.
outcome-black-won = { $name } (Black) won.
outcome-black-won-how = { $name } (Black) won by { $how }.
outcome-drawn = Drawn.
outcome-drawn-how = Drawn by { $how }.
outcome-over = The game is over.
duration-days = { $days } d
duration-days-hours = { $days } d { $hours } h
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
duration-under-a-minute = under a minute
time-left = { $duration } left
time-overdue = overdue
time-control-per-move = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
  }
time-control-fischer = { $initial ->
    [one] { $initial } day
   *[other] { $initial } days
  } + { $increment ->
    [one] { $increment } day
   *[other] { $increment } days
  } per move
time-control-fischer-max = { $initial ->
    [one] { $initial } day
   *[other] { $initial } days
  } + { $increment ->
    [one] { $increment } day
   *[other] { $increment } days
  } per move, at most { $max ->
    [one] { $max } day
   *[other] { $max } days
  }
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = Direct encounter
tiebreak-win = Number of wins
tiebreak-won = Games won over the board
tiebreak-bpg = Games played with Black
tiebreak-bwg = Games won with Black
tiebreak-ps = Progressive score
tiebreak-aro = Average rating of opponents
tiebreak-tpr = Tournament performance rating
tiebreak-ptp = Perfect tournament performance
tiebreak-ks = Koya system
tiebreak-cut = cut { $n } (lowest dropped)
tiebreak-median = median { $n }
tiebreak-limit = limit { $n } %
tiebreak-forfeits-count = forfeits count

## The board (what a screen reader says of it)

board-label-white-bottom = Board, White at the bottom
board-label-black-bottom = Board, Black at the bottom
board-no-legal-move = The piece on { $square } has no legal move now.
board-piece = { $side ->
    [white] { $kind ->
        [knight] white knight
       *[man] white man
      }
   *[black] { $kind ->
        [knight] black knight
       *[man] black man
      }
  }
board-square-empty = empty
board-square-empty-castle = empty castle square
board-square-selected = selected
board-square-on-path = on the move path
board-square-target = you can move here
board-square-target-capture = you can jump here, capturing
board-square-captured = would be captured
board-square-movable = can move
board-square-last-move = part of the last move

## Rating chart (player page)

chart-no-rated-game = No rated game yet.
chart-summary = { $count ->
    [one] Rating of { $username } over { $count } rated game: from { $first } to { $last }, lowest { $lowest }, highest { $highest }.
   *[other] Rating of { $username } over { $count } rated games: from { $first } to { $last }, lowest { $lowest }, highest { $highest }.
  }
chart-score-won = won
chart-score-lost = lost
chart-score-drew = drew
chart-every-game = Every rated game
chart-changes-label = Rating changes
chart-changes-caption = Rating changes of { $username }, newest first
chart-col-date = Date
chart-col-opponent = Opponent
chart-col-result = Result
chart-col-change = Change
chart-col-rating = Rating

## Player page

player-game-in-progress = in progress
player-game-result-how = { $result } ({ $how })
player-game-rated = rated
player-game-unrated = unrated
player-rating = Rating
player-rating-provisional = { $rating } (provisional)
player-peak = Peak
player-rated-games = Rated games
player-member-since = Member since
player-roles = Roles: { $roles }
player-challenge = Challenge { $username }
player-rating-history = Rating history
player-recent-games = Recent games
player-recent-games-caption = Recent games of { $username }
player-col-game = Game
player-col-colour = Colour
player-col-opponent = Opponent
player-col-result = Result
player-col-kind = Kind
player-col-started = Started
player-no-game = No game yet.

## Leaderboard

leaderboard-title = Leaderboard
leaderboard-lead = Players with a rated game in the last months, by Elo rating.
leaderboard-provisional-title = provisional: fewer than 30 rated games
leaderboard-provisional-mark = { " " }(p)
leaderboard-empty = Nobody has finished a rated game yet.
leaderboard-col-rank = Rank
leaderboard-col-player = Player
leaderboard-col-rating = Rating
leaderboard-col-rated-games = Rated games
leaderboard-col-peak = Peak
leaderboard-col-last-rated = Last rated game

## Sign in and register

login-title = Sign in
login-submit = Sign in
login-username = Username
login-password = Password
login-lead = Play Camelot by correspondence: a move a day, against players anywhere.
login-no-account = No account yet?
login-register-link = Register
login-already-signed-in = You are signed in as { $username }. Signing in again switches accounts.
register-title = Register
register-submit = Create account
register-username-hint = 3 to 32 letters, digits, “_” or “-”. Others see it.
register-password-hint = At least 10 characters.
register-welcome = Welcome, { $username }! Challenge a player or post an open seek to start a game.
register-lead = Create an account to play games and join tournaments.
register-have-account = Already registered?
register-sign-in-link = Sign in

## Games anyone may watch (/games)

games-title = Games
games-lead = Games being played on this server now, and the ones that finished recently. Open one to follow it live; no account needed.
games-filters = Filter the games
games-player = Player
games-player-hint = A username: only their games.
games-tournament = Tournament
games-tournament-hint = A tournament’s number: only its games.
games-variant = Variant
games-any-variant = Every variant
games-rated = Rated
games-any = Rated or not
games-rated-only = Rated only
games-unrated-only = Unrated only
games-apply = Show games
games-clear = Clear filters
games-active = Being played now
games-finished = Recently finished
games-no-active = No game is being played that fits.
games-no-finished = No finished game fits.
games-more = Show more
games-no-move = no move yet
games-move-number = move { $number }
games-last-move = last move:
games-rated-1 = rated
games-unrated = unrated
games-tournament-game = tournament game
games-updated = The lists refresh by themselves every 15 seconds.
games-position-of = Position of { $title }
games-to-move = { $username } to move

## Tournaments (/tournaments)

tournament-system-swiss = Swiss
tournament-system-round-robin = Round robin
tournament-system-double-round-robin = Double round robin
tournament-status-registration = Open for entries
tournament-status-running = Running
tournament-status-finished = Finished
tournaments-title = Tournaments
tournaments-filter-label = Show
tournaments-filter-all = All
tournaments-col-name = Name
tournaments-col-system = System
tournaments-col-status = Status
tournaments-col-players = Players
tournaments-col-round = Round
tournaments-col-time = Time per move
tournaments-col-organizer = Organizer
tournaments-round-of = { $round } of { $rounds }
tournaments-empty = No tournament here yet.
tournaments-create = Create a tournament
tournaments-organizing = Organizing a tournament
tournaments-organizing-p1 = Tournaments are created by organizers. An administrator of this server grants the organizer role to a player.
tournaments-organizing-p2 = To organize one, ask the server’s administrator to make you an organizer; the form for a new tournament then appears on this page.
tournaments-schedule-by-round = Round by round
tournaments-schedule-all-at-once = All games at once
tournaments-create-submit = Create tournament
tournaments-field-rounds = Rounds
tournaments-field-late-join = Late entries until round
tournaments-field-late-join-hint = Swiss only; leave empty for none.
tournaments-field-double = Every pair meets twice
tournaments-field-schedule = Schedule
tournaments-field-name = Name
tournaments-field-system = System
tournaments-field-days = Days per move
tournaments-field-rated = Rated
tournaments-field-max-players = Most players
tournaments-field-max-players-hint = Leave empty for no limit.
tournaments-field-round-deadline = Days per round
tournaments-field-round-deadline-hint = After this, the organizer decides unfinished games. Leave empty for none.
tournaments-field-scoring = Scoring
tournaments-field-tiebreaks = Tie-breaks
tournaments-field-tiebreaks-hint = FIDE names in order, separated by commas (e.g. BH/C1, BH, SB, DE). Leave empty for the defaults.
tournaments-field-starts-at = Starts by itself at
tournaments-field-starts-at-hint = Optional: it starts then if enough players have joined.
tournaments-created = Tournament “{ $name }” created.
loading = Loading…

## The start page (signed out) and the inbox

home-title = Welcome
home-heading = Camelot by correspondence
home-lead = Play the board game Camelot under the World Camelot Federation rules, one move at a time: each move has its own deadline of days, so games fit into everyday life.
home-new-heading = New here?
home-new-text = Create an account, then challenge a player or post an open seek.
home-back-heading = Welcome back
home-back-text = Your games and challenges are waiting in your inbox.
home-look-heading = Look around
home-look-text = See who leads, and follow the tournaments.
inbox-you-play = { $colour ->
    [white] you play White
    [black] you play Black
   *[random] you play a random colour
  }
inbox-you-played = { $colour ->
    [white] you played White
   *[black] you played Black
  }
inbox-moves-played = { $count ->
    [0] no move played
    [one] { $count } move played
   *[other] { $count } moves played
  }
inbox-time-to-move = { $time } to move
inbox-newcomer-title = New to Camelot?
inbox-newcomer-text = Eight short pages explain the rules, and in the tutorial you try every kind of move on a live board.
inbox-newcomer-rules = Learn the rules
inbox-deadline = (deadline { $date })
inbox-ratings-range = ratings { $min }–{ $max }
inbox-your-move = Your move
inbox-your-move-label = Games waiting for your move, most urgent first
inbox-your-move-empty = No game is waiting for your move.
inbox-waiting = Waiting for your opponents
inbox-waiting-label = Games waiting for your opponents
inbox-waiting-empty = None.
inbox-finished = Recently finished
inbox-finished-empty = No finished game yet.
inbox-received = Challenges received
inbox-received-empty = No challenge is waiting for you.
inbox-sent = Challenges sent
inbox-sent-empty = You have no open challenge.
inbox-seeks = Open seeks
inbox-seek-empty = No open seek by other players.
inbox-play-computer = Play the computer
inbox-new-game = New game
inbox-new-game-label = New challenge or open seek
inbox-leave = Leave
inbox-challenge-to = To { $username }
inbox-challenge-from = From { $username }
inbox-open-seek = Open seek
inbox-seeks-a-game = { $username } seeks a game
inbox-accept = Accept
inbox-accept-seek = Accept seek
inbox-accept-label = Accept the challenge of { $username }
inbox-accept-seek-label = Accept the seek of { $username }
inbox-decline = Decline
inbox-decline-label = Decline the challenge of { $username }
inbox-declined = You declined the challenge of { $username }.
inbox-cancel = Cancel
inbox-cancel-label = Cancel the challenge to { $username }
inbox-cancel-seek-label = Cancel the open seek
inbox-cancelled = Challenge cancelled.
inbox-expires = expires { $date }
inbox-colour-random = Random
inbox-colour-white = White (moves first)
inbox-tc-per-move = Days per move
inbox-tc-fischer = Fischer (a bank of days)
inbox-tc-kind-hint = Days per move: a fixed time for every move. Fischer: a bank of days that grows after each move.
inbox-tc-per-move-hint = Each move must be made within this many days (1 to 60).
inbox-tc-fischer-legend = Fischer time control
inbox-tc-initial = Initial days
inbox-tc-initial-hint = Days in each side’s bank at the start (1 to 60).
inbox-tc-increment = Increment days
inbox-tc-increment-hint = Days added to your bank after each of your moves (0 to 60).
inbox-tc-max = Most days
inbox-tc-max-hint = The bank never holds more than this many days (1 to 60).
inbox-send-challenge = Send challenge
inbox-post-seek = Post open seek
inbox-seek-legend = Open seek only: who may accept
inbox-min-rating = Lowest rating
inbox-max-rating = Highest rating
inbox-opponent = Opponent
inbox-opponent-hint = Their username. Leave empty to post an open seek that anyone may accept.
inbox-your-colour = Your colour
inbox-time-control = Time control
inbox-rated-game = Rated game
inbox-challenge-sent = Challenge sent to { $username }.
inbox-seek-posted = Open seek posted.
inbox-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
  }
leave-start = Start leave
leave-days = Days of leave
leave-days-hint = Starting now. While you are on leave your clock stands still in every game where it is your move; you may still move.
leave-end = End leave now
leave-ended = Your leave has ended; your clocks run again.
leave-back-early = Back early? The days your leave has begun are charged (at least one).
leave-allowance = Allowance this year
leave-used = Used
leave-remaining = Remaining
leave-on-leave = On leave
leave-until = until { $date }
leave-not-on-leave = no
leave-started = { $days ->
    [one] You are on leave for { $days } day.
   *[other] You are on leave for { $days } days.
  }

## Play the computer (a form of the inbox)

computer-level = Level
computer-level-option = Level { $level } · rating { $rating }
computer-colour = You play
computer-random = Random
computer-white = White (moves first)
computer-black = Black
computer-days = Days per move
computer-days-hint = 1 to 60 days for each move. The computer answers within seconds.
computer-rated = Rated (counts for your rating)
computer-submit = Play the computer
computer-form-label = Play the computer
computer-loading = Loading the computer opponents…
computer-no-bots = No computer opponent is available on this server.
computer-waiting = Waiting for { $username } to accept…
computer-refused = { $username } did not accept the challenge. Try again, or another level.
computer-slow = { $username } has not answered yet. Your challenge stays under “Challenges sent”; the game opens from your inbox once it is accepted.

## A game's page

game-title = Game { $id }
game-board-label = Camelot board
game-square-selected = { $square } selected: choose a highlighted square.
game-path-so-far = Path { $path }: choose the next highlighted square.
game-flip-board = Flip board
game-send-move = Send move
game-cancel-move = Cancel
game-notation-placeholder = e.g. D6-F8 or F6xF8
game-notation-label = Type a move
game-notation-check = Check
game-notation-help = WCF notation: the squares of the path, joined by “-” for a step or canter and “x” for a jump. You confirm before it is sent.
game-not-your-move = It is not your move.
game-notation-illegal-from = { $move } is not a legal move. Click the piece on { $square } to see where it can go.
game-notation-illegal = { $move } is not a legal move here.
game-rules-help = How this works
game-variant-rules = Rules of this variant
game-conditional-title = Conditional moves
game-conditional-save = Save conditional moves
game-conditional-clear = Clear all
game-conditional-cleared = Conditional moves cleared.
game-conditional-edit = Edit conditional moves
game-conditional-lines = Lines, one per line
game-conditional-lines-hint = Moves in notation, separated by spaces or commas. Saving replaces the whole set.
game-conditional-your-lines = Your conditional lines
game-conditional-none = You have no conditional moves.
game-conditional-intro = While { $username } is to move, you can prepare your replies. Each line alternates { $username }’s next move and your reply, and so on. Lines that matched stay for the next moves; a move on none of them clears them all.
game-conditional-intro-example = While { $username } is to move, you can prepare your replies. Each line alternates { $username }’s next move and your reply, and so on: “{ $example }” means if { $username } plays { $theirs }, you answer { $mine } at once. Lines that matched stay for the next moves; a move on none of them clears them all.
game-conditional-saved = { $count ->
    [one] Conditional moves saved: { $count } line.
   *[other] Conditional moves saved: { $count } lines.
  }
game-conditional-error-line = Line { $line }
game-conditional-error-move = move { $number }
game-conditional-error-move-path = move { $number } ({ $move })
game-conditional-error-ply = ply { $ply }
game-confirm-your-move = Your move:
game-confirm-captures = (captures { $squares })
game-confirm-go-on = — or choose a highlighted square to go on
game-deadline = Deadline: { $date }
game-on-the-clock = { $time } on the clock
game-on-leave-until = on leave until { $date }
game-to-move = to move
game-status-your-move = Your move.
game-status-your-move-leave-castle = Your move. Your piece in your own castle must leave it.
game-status-your-move-capture = Your move. A capture is compulsory.
game-status-waiting = Waiting for { $username } to move.
game-status-white-to-move = White to move.
game-status-black-to-move = Black to move.
game-status-earlier-position = An earlier position is shown. Go back to the current position to move.
game-draw-offer = Draw offer
game-draw-offered-by = { $username } offers a draw.
game-draw-accept = Accept draw
game-draw-agreed = Draw agreed.
game-draw-decline = Decline draw
game-draw-declined = Draw offer declined.
game-draw-offer-pending = You offered a draw; your opponent has not answered yet.
game-draw-offer-button = Offer draw
game-draw-offer-sent = Draw offered.
game-draw-claim = Claim draw
game-abort = Abort game
game-aborted = Game aborted.
game-resign = Resign
game-resign-confirm = Resign this game? Your opponent wins.
game-resign-yes = Yes, resign
game-resign-no = Keep playing
game-resign-confirm-label = Confirm resignation
game-info-time-control = Time control
game-info-rated = Rated
game-info-yes = yes
game-info-no = no
game-info-started = Started
game-info-ended = Ended
game-info-export = Export
game-cgn-download = Download the CGN file
game-cgn-text-label = CGN text of this game
game-cgn-show = Show the CGN text
game-cgn-hide = Hide the CGN text
game-move-sent = Move sent.
game-actions = Actions
game-moves = Moves
game-about = About this game
game-board-help = To move, click a piece, then the highlighted squares of its path one by one. Keyboard: arrow keys move between squares, Enter or Space picks, Backspace takes a step back, Escape cancels.
replay-first = First position
replay-previous = Previous move
replay-next = Next move
replay-last = Current position
replay-controls = Replay the game
replay-back = Back to the current position
replay-start-note = Start position (before move 1): this is not the current position. You can move only at the current position.
replay-help = Replay: click a move, or use ← and → (Home and End for the start and the current position) outside the board.
replay-note = Position after { $move } (ply { $ply } of { $total }): this is not the current position. You can move only at the current position.
after-heading = After the game
after-rating = Rating change
after-pieces-left = Pieces left
after-pieces = { $knights ->
    [one] { $knights } Knight
   *[other] { $knights } Knights
  }, { $men ->
    [one] { $men } Man
   *[other] { $men } Men
  }
after-pieces-white = { $username } (White): { $pieces }
after-pieces-black = { $username } (Black): { $pieces }
after-rematch = Rematch
after-rematch-hint = Same settings, colours swapped.
after-rematch-sent = Rematch offered: your challenge was sent.
movelist-caption = Moves in WCF notation
movelist-number = No.
movelist-white = White
movelist-black = Black
movelist-region = Move list
movelist-conditional = (conditional)
movelist-conditional-title = Played automatically from a conditional move
movelist-none = No move yet. White moves first.

## Computer analysis of a game (on its page) and the engine's words

analysis-panel-heading = Computer analysis
analysis-panel-offer = Let the engine look at every move of this game: the evaluation after each, the best move before it, and the inaccuracies, mistakes and blunders.
analysis-panel-analyse = Analyse
analysis-panel-sign-in = Sign in to ask for a computer analysis of this game.
analysis-panel-sign-in-link = Sign in
analysis-panel-queued = Waiting for the engine: the analysis is queued.
analysis-panel-running = The engine is analysing the game…
analysis-panel-progress-label = Analysis progress
analysis-panel-no-moves = The game has no move to analyse.
analysis-panel-summary-caption = Each side’s play
analysis-panel-side = Side
analysis-panel-white = White
analysis-panel-black = Black
analysis-panel-average-loss = Average loss
analysis-panel-inaccuracies = Inaccuracies
analysis-panel-mistakes = Mistakes
analysis-panel-blunders = Blunders
analysis-panel-graph-caption = Evaluation after each move, from White’s view. Click a move to see it.
analysis-panel-table-caption = Every move with the engine’s evaluation and judgment
analysis-panel-table-region = Analysed moves
analysis-panel-col-move = Move
analysis-panel-col-eval = Evaluation
analysis-panel-col-judgment = Judgment
analysis-panel-col-best = Engine’s best
analysis-panel-selected-heading = Selected move
analysis-panel-board-label = Position after the selected move
analysis-panel-eval-after = Evaluation after it
analysis-panel-best = Engine’s best move
analysis-panel-best-line = Best line
analysis-panel-loss = Lost against the best
analysis-panel-loss-men = { $men } Men
analysis-panel-best-played = the move played
analysis-panel-none = —
analysis-panel-previous = Previous move
analysis-panel-next = Next move
analysis-panel-position-error = The position of this move could not be shown.
analysis-panel-open-board = Explore this position on the analysis board
eval-chart-white = White
eval-chart-black = Black
eval-chart-summary = { $count ->
    [one] Evaluation graph over { $count } move: White's advantage above the middle line, Black's below. The table lists the same numbers.
   *[other] Evaluation graph over { $count } moves: White's advantage above the middle line, Black's below. The table lists the same numbers.
  }
judgment-inaccuracy = Inaccuracy
judgment-mistake = Mistake
judgment-blunder = Blunder
score-white-wins-in = { $plies ->
    [one] White wins in { $plies } ply
   *[other] White wins in { $plies } plies
  }
score-black-wins-in = { $plies ->
    [one] Black wins in { $plies } ply
   *[other] Black wins in { $plies } plies
  }
score-white-better = White is better by { $men } Men
score-black-better = Black is better by { $men } Men
score-level = Level

## The analysis board (/analysis)

analysis-title = Analysis board
analysis-intro = Set up any position, move the pieces of either side, and see what the engine thinks.
analysis-board-label = Analysis board
analysis-help = Click a piece, then the highlighted squares of its path one by one; the move is made when its path is complete. Keyboard: arrow keys move between squares, Enter or Space picks, Backspace takes a step back, Escape cancels.
analysis-back = Back
analysis-forward = Forward
analysis-flip = Flip board
analysis-white-to-move = White to move.
analysis-black-to-move = Black to move.
analysis-capture-required = A capture is compulsory.
analysis-must-leave-castle = The piece in its own castle must leave it.
analysis-or-continue = or choose a highlighted square to go on
analysis-engine-heading = Engine
analysis-sign-in = Sign in to see the engine’s evaluation and best lines. You can make moves without signing in.
analysis-sign-in-link = Sign in
analysis-lines = Lines
analysis-thinking = The engine is thinking…
analysis-no-eval = No evaluation: the game is over in this position.
analysis-lines-label = The engine’s best lines
analysis-moves-heading = Moves
analysis-no-moves = No move yet: the moves you make from the set-up position are listed here.
analysis-set-up = the set-up position
analysis-moves-label = Moves made on the board
analysis-position-heading = Position
analysis-position-field = Position
analysis-position-hint = The rules’ text form: 16 ranks from rank 16 down, separated by “/” (K, M white Knight and Man; k, m black; digits count empty squares), then the side to move (w or b), the castle moves used by White and by Black, and optionally the quiet plies and the move number.
analysis-set-up-button = Set up this position
analysis-start-button = Start position
analysis-over = The game is over: { $result } by { $how }.
analysis-play-path = Play { $move }
analysis-depth = Depth { $depth } · { $nodes } positions

## One tournament (/tournaments/<id>)

tournament-title = Tournament { $id }
tournament-bye-pab = pairing-allocated bye (full point)
tournament-bye-half-bye = half-point bye
tournament-bye-zero-bye = zero-point bye
tournament-bye-full-bye = full-point bye
tournament-bye-rr-bye = no game this round
tournament-fact-status = Status
tournament-fact-system = System
tournament-fact-rounds = Rounds
tournament-fact-players = Players
tournament-fact-time = Time
tournament-fact-rated = Rated
tournament-fact-scoring = Scoring
tournament-fact-tiebreaks = Tie-breaks
tournament-fact-organizer = Organizer
tournament-fact-starts = Starts
tournament-fact-started = Started
tournament-fact-finished = Finished
tournament-fact-note = Note
tournament-rounds-paired-of = { $paired } of { $rounds } paired
tournament-rounds-paired = { $paired } paired
tournament-rounds-set-at-start = set at the start
tournament-players-max = { $players } (at most { $max })
tournament-time-round-deadline = { $days ->
    [one] { $time }, { $days } day per round
   *[other] { $time }, { $days } days per round
  }
tournament-tiebreaks-none = none
tournament-sign-in-to-take-part = To take part, sign in first.
tournament-leave = Leave tournament
tournament-left = You left the tournament.
tournament-join = Join tournament
tournament-joined = You joined the tournament.
tournament-withdraw = Withdraw
tournament-withdrew = You withdrew from the tournament.
tournament-bye-half-point = Half point
tournament-bye-zero-points = Zero points
tournament-bye-full-point = Full point
tournament-bye-give = Give bye
tournament-bye-request = Request bye
tournament-bye-for-player = Bye for a player
tournament-bye-request-label = Request a bye
tournament-field-player = Player
tournament-field-round = Round
tournament-field-bye = Bye
tournament-bye-recorded = Bye recorded for round { $round }.
tournament-standings-start = { $count ->
    [one] Standings start with round 1. { $count } player has joined:
   *[other] Standings start with round 1. { $count } players have joined:
  }
tournament-entrants-label = Players who have joined
tournament-nobody-joined = Nobody has joined yet.
tournament-col-rank = Rank
tournament-col-player = Player
tournament-col-rating = Rating
tournament-col-points = Points
tournament-col-games = Games
tournament-col-number = No.
tournament-col-round-short = R{ $round }
tournament-col-board = Board
tournament-col-result = Result
tournament-col-game = Game
tournament-withdrawn = withdrawn
tournament-final-standings = Final standings.
tournament-standings-after = { $count ->
    [one] After { $count } complete round.
   *[other] After { $count } complete rounds.
  }
tournament-standings = Standings
tournament-tiebreaks-legend = Tie-breaks, in order
tournament-crosstable = Crosstable
tournament-crosstable-empty = The crosstable appears once the first round is paired.
tournament-crosstable-help = A cell reads opponent number, colour (w/b) and result, e.g. “5w1”: beat no. 5 with White. + and − are forfeits, U a pairing-allocated bye, H/F/Z half-, full- and zero-point byes, * a game in progress, - not paired.
tournament-no-round = No round has been paired yet.
tournament-choose-round = Choose a round
tournament-round = Round { $round }
tournament-awaiting-adjudication = awaiting adjudication
tournament-open-game = Open game
tournament-round-paired-at = Round { $round } was paired on { $date }.
tournament-round-deadline = Deadline: { $date }.
tournament-round-complete = The round is complete.
tournament-round-boards = Round { $round } boards
tournament-round-byes = Byes in round { $round }
tournament-adjudicate-result = Result of game { $id }
tournament-adjudicate = Adjudicate
tournament-adjudicated = Game { $id } adjudicated.
tournament-start = Start tournament
tournament-started = The tournament has started: round 1 is paired.
tournament-start-hint = When everyone has joined, start the tournament: this pairs round 1 and starts its games.
tournament-adjudicate-hint = Unfinished games of a round whose deadline has passed can be adjudicated from the round’s board list.
tournament-organizer = Organizer
tournament-withdraw-player = Withdraw player
tournament-withdraw-player-label = Withdraw a player
tournament-player-to-withdraw = Player to withdraw
tournament-player-withdrawn = { $username } withdrawn.
tournament-forbid = Forbid pairing
tournament-forbid-label = Forbid a pairing
tournament-never-paired-with = Never paired with
tournament-forbidden = { $first } and { $second } will not be paired together.
tournament-about = About this tournament
tournament-rounds = Rounds

## The Camelot family of variants
variant-label = Variant
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-river = River Camelot
variant-anti = Anti-Camelot
variant-anti-camette = Anti-Camette
variant-anti-cam = Anti-Cam
variant-anti-chivalry = Anti-Chivalry
variant-anti-river = Anti-River Camelot
variant-camelot-about = The classic game: 160 squares, 4 Knights and 10 Men a side; occupy both squares of the opponent's castle.
variant-camette-about = The smallest board: 23 squares, 1 Knight and 3 Men a side; one piece in the opponent's castle wins.
variant-cam-about = A small board: 67 squares, 2 Knights and 5 Men a side; one piece in the opponent's castle wins.
variant-chivalry-about = The largest board: 176 squares, 8 Knights and 12 Men a side; occupy both squares of the opponent's castle.
variant-river-about = Camelot with a river crossed by two bridges; each side first places three trees that block squares.
variant-anti-about = Camelot the other way round: entering the opponent's castle or capturing the last piece loses.
variant-anti-camette-about = Camette the other way round: entering the opponent's castle or capturing the last piece loses.
variant-anti-cam-about = Cam the other way round: entering the opponent's castle or capturing the last piece loses.
variant-anti-chivalry-about = Chivalry the other way round: entering the opponent's castle or capturing the last piece loses.
variant-anti-river-about = River Camelot the other way round: entering the opponent's castle or capturing the last piece loses.
board-tree = a tree: no piece may stand on it or leap over it
board-bridge = a bridge over the river
board-square-tree-target = you can place a tree here
board-not-tree-square = { $square } is not one of your tree squares.
game-trees-picked = Trees: { $squares } ({ $count } of 3)
game-confirm-your-trees = Your trees:
game-status-place-trees = Your move: place your three trees (click three of the marked squares, then send).
game-info-variant = Variant
leaderboard-variant = Variant
leaderboard-title-variant = Leaderboard: { $variant }
player-ratings-by-variant = Ratings by variant
player-ratings-by-variant-caption = { $username }'s ratings in each variant
player-col-variant = Variant
tournament-fact-variant = Variant
termination-castle-entered = a piece entered the opponent's castle
player-rating-variant = Rating ({ $variant })
player-rating-history-variant = Rating history: { $variant }
