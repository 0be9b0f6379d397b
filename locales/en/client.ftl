# Camelot web client: the strings of the language picker, the navigation and the learning
# pages' chrome. English is the reference: every language has exactly these ids and variables.

language-label = Language
nav-learn = Learn

## The learning pages

learn-title = Learn Camelot
learn-intro = Camelot is a game for two players on a board of 160 squares. These short pages explain its rules, each with board diagrams; then the tutorial lets you try every kind of move on a live board.
learn-contents-label = The rules, page by page
learn-start-reading = Read the rules
learn-start-tutorial = Try the tutorial
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
