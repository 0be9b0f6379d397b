# Camelot web client: the rules pages (/learn/<topic>) and the tutorial (/learn/tutorial).
# The diagrams and lessons themselves are in crates/camelot-server/web/learn/lessons.json;
# learn-<topic>-fig<N> is the caption of that topic's diagram N, learn-tut-<lesson>-* the texts
# of a lesson, learn-hint-<lesson> its hint after a wrong try. English is the reference: every
# language has exactly these ids and variables.

## The board and the castles

learn-board-title = The board and the castles
learn-board-p1 = Camelot is played by two sides, White and Black, on a board of 160 squares. The files are lettered A to L from White's left, and the ranks are numbered 1 to 16 from White's side. The corners are cut away, so the board narrows towards both ends.
learn-board-p2 = Beyond each end lie two more squares: the castles. White's castle is F1 and G1, Black's castle is F16 and G16. Each side guards its own castle and tries to break into the other one.
learn-board-p3 = Each side has fourteen pieces: four Knights, drawn with a crown, and ten Men. White moves first, and then the sides take turns. In each turn one piece makes one move; a turn cannot be passed.
learn-board-fig1 = The starting position: White on ranks 6 and 7, Black on ranks 10 and 11.

## Plain moves

learn-plain-moves-title = Plain moves
learn-plain-moves-p1 = The simplest move is the plain move: one step to a neighbouring empty square, in any of the eight directions – forwards, backwards, sideways or diagonally.
learn-plain-moves-p2 = Men and Knights move in the same way. A plain move is always a single step, and no other step may follow it in the same move.
learn-plain-moves-fig1 = The Man on F6 may step to E7, and the Knight on H6 may step back to H5. F6-F8 is not allowed: a piece only covers two squares by leaping over another piece.

## Canters

learn-canters-title = Canters
learn-canters-p1 = A canter is a leap over one of your own pieces on a neighbouring square, in a straight line, to the empty square just behind it. The piece leapt over stays where it is.
learn-canters-p2 = A piece may canter several times in one move and change direction between canters, over the same friend or over different ones. It may not come back to a square it has already visited in that move. Cantering is never compulsory.
learn-canters-fig1 = From the starting position the Man on D6 canters over the Man on E7 and lands on F8.
learn-canters-fig2 = Two canters in one move: from C6 over D7 to E8, then over F9 to G10. Going back to C6 is not allowed.

## Jumps

learn-jumps-title = Jumps and the duty to capture
learn-jumps-p1 = A jump is a leap over an enemy piece on a neighbouring square to the empty square behind it. The enemy piece is captured and taken off the board at once.
learn-jumps-p2 = Capturing is compulsory: when any of your pieces can jump, you must make a capturing move. When there are several captures, you may choose any of them; you need not take the most pieces.
learn-jumps-p3 = After a jump the piece must go on jumping for as long as it can, and it may change direction between jumps. It may not stop halfway.
learn-jumps-fig1 = White must capture: the Man on F6 jumps over the black Man on F7. Any other move, such as C6-C7, is refused.
learn-jumps-fig2 = Having landed on F8, the Man can jump again, over G9 to H10, so it must: stopping on F8 is not allowed.

## The Knight's charge

learn-knights-charge-title = The Knight's charge
learn-knights-charge-p1 = A Knight may combine both kinds of leap in one move: first one or more canters over its own pieces, then one or more jumps over enemy pieces. This is the Knight's charge. The canters always come first; a jump is never followed by a canter.
learn-knights-charge-p2 = Only a Knight can charge, and it never has to. But a Knight's canter may not simply stop on a square from which it could jump: there the Knight has to carry on and capture.
learn-knights-charge-p3 = When a capture is compulsory, a Knight may make it with a charge.
learn-knights-charge-fig1 = The Knight on D6 canters over D7 to D8 and then jumps the black Man on D9, landing on D10. Stopping on D8, next to a Man it could capture, is not allowed.
learn-knights-charge-fig2 = The same position with a Man on D6: a Man may not canter and then jump in one move.

## Castles

learn-castles-title = Castle rules
learn-castles-p1 = You may never step or canter into your own castle. Only a jump can take a piece there, and a piece that ends its move in its own castle must leave it on your next turn. In that turn no other piece may move, and the piece leaving must capture if it can.
learn-castles-p2 = A piece that enters the opponent's castle, with any kind of move, stops there. It can never leave, and it can never be captured. Its only possible move is the castle move: a step to the other square of the same castle. Each side may make at most two castle moves in a game.
learn-castles-fig1 = A jump may land in your own castle: F3 jumps over F2 to F1. The Man on H2 may not step into G1.
learn-castles-fig2 = White's Man stands in its own castle, so it must leave now: F1-F2 is allowed, C6-C7 is refused.
learn-castles-fig3 = White's Man in Black's castle may step from F16 to G16: that is a castle move.
learn-castles-fig4 = The same position after White has used both castle moves: F16-G16 is refused.

## Winning and drawing

learn-winning-title = Winning and drawing
learn-winning-p1 = You win at once when two of your pieces stand in the opponent's castle.
learn-winning-p2 = You also win when you have captured all of the opponent's pieces and still have at least two of your own, or when the opponent has no legal move left while you have at least two pieces.
learn-winning-p3 = When neither side has more than one piece left, the game is drawn. The players may also agree to a draw, and a draw may be claimed when the same position comes up for the third time, or after fifty moves by each side with no capture and no piece entering a castle.
learn-winning-fig1 = White already has a Man on F16. G15-G16 brings a second piece into Black's castle and wins.
learn-winning-fig2 = The Man on F6 captures both remaining black Men in one move. White keeps two pieces and wins.

## Notation

learn-notation-title = Notation
learn-notation-p1 = A square is named by its file letter and rank number, for example F1 or L13. A move is written as its starting square followed by each square it lands on.
learn-notation-p2 = A hyphen comes before the landing square of a plain step or a canter, a small x before the landing square of a jump: G6-G5 is a plain move, D6-F8 a canter, F6xF8xF10 two jumps and D6-D8xD10 a Knight's charge.
learn-notation-p3 = The server accepts any correct way of writing a move, and writes every move in one standard form, with as few steps as possible.
learn-notation-fig1 = From the starting position, G6-G5 (a plain move) and D6-F8 (a canter) are written with hyphens. F6xF8 is refused: it captures nothing, so it is written F6-F8.
learn-notation-fig2 = A charge written out in full: C6-E8-G10xG12xG14, two canters and then two jumps.

## Camette

learn-camette-title = Camette
learn-camette-p1 = Camette is the smallest game of the Camelot family. Its board has only 23 squares, in five files (A to E) and seven ranks. Each castle is a single square at the end of the board: C1 is White's castle and C7 is Black's. Each side has one Knight and three Men.
learn-camette-p2 = The pieces move exactly as in Camelot: plain moves, canters, jumps and the Knight's charge, with the same duty to capture and the same rules for the castles. Because a castle has only one square, there are no castle moves.
learn-camette-p3 = A single piece in the opponent's castle wins the game. You also win when the opponent has no legal move left, and that includes having no pieces at all: capturing the last enemy piece wins, even if you have only one piece yourself. Having few pieces left never makes a draw, but a draw may still be claimed after a threefold repetition or fifty moves by each side with no capture.
learn-camette-fig1 = The starting position. The Knight on C2 may canter over C3 to C4, and the Man on B3 may step to A4. C2-C1 is refused: no piece steps into its own castle.
learn-camette-fig2 = After B3-A3 and C5-B4, White's Man on A3 jumps over B4 and then over Black's Knight on C6, and lands in Black's castle on C7: one piece there wins. Stopping on C5 is not allowed, because the Man can jump on from there.

## Cam

learn-cam-title = Cam
learn-cam-p1 = Cam is played on a board of 67 squares, in seven files (A to G) and thirteen ranks. As in Camette, each castle is a single square: D1 is White's castle and D13 is Black's. Each side has two Knights and five Men.
learn-cam-p2 = All moves and duties are those of Camelot: plain moves, canters, jumps, the Knight's charge, the duty to capture and the castle rules. With one-square castles there are no castle moves.
learn-cam-p3 = You win as soon as one of your pieces enters the opponent's castle, or when the opponent has no legal move, for example because you have captured all of their pieces. One piece against one is not a draw: the game goes on, since either piece may still reach the other side's castle.
learn-cam-fig1 = The starting position: White's Knights on C4 and E4, its Men from B5 to F5. The Knight on C4 canters over C5 to C6, and the Man on B5 steps to A6.
learn-cam-fig2 = Each side has one piece left, and the game goes on. White's Knight steps from E12 into Black's castle on D13 and wins before Black's Man can reach D1. E12-E13 is refused: E13 is not a square of this board.

## Chivalry

learn-chivalry-title = Chivalry
learn-chivalry-p1 = Chivalry is the largest game of the family: 176 squares in fourteen files (A to N) and sixteen ranks. The castles have two squares, as in Camelot: G1 and H1 are White's castle, G16 and H16 are Black's. Each side has eight Knights and twelve Men.
learn-chivalry-p2 = The moves, the duty to capture, the castle rules and the castle moves are exactly those of Camelot; only the board and the armies are bigger.
learn-chivalry-p3 = The game is won as in Camelot: with two pieces in the opponent's castle, by capturing all of the opponent's pieces while keeping at least two of your own, or when the opponent cannot move and you have at least two pieces. When neither side has more than one piece, the game is drawn.
learn-chivalry-fig1 = The starting position: each side's pieces stand in two ranks, with a block of four Knights at each end. The Knight on K6 canters over the Knight on L7 to M8, on a file the Camelot board does not have; the Man on G7 steps to G8.
learn-chivalry-fig2 = White already has a Man on G16. H15-H16 brings a second piece into Black's castle and wins: one piece alone would not be enough.

## River Camelot

learn-river-title = River Camelot
learn-river-p1 = River Camelot is played on the Camelot board with a river across it, running at a slant from the left edge to the right edge. The river's squares are not part of the board: no piece stands on them, lands on them or leaps over them. Four bridge squares, D7, D8, I9 and I10, are ordinary squares, and they are the only way across. That leaves 136 squares. The castles are those of Camelot, and each side has four Knights and ten Men, set up further back than in Camelot.
learn-river-p2 = Before the first move, each side places three trees: White first, then Black, each on three of its own 41 tree squares on its side of the river. A placement counts as a turn and is written as its three squares joined by commas, for example K5,L5,L6.
learn-river-p3 = A tree stays where it is for the whole game and belongs to nobody. It blocks its square just like the river: no piece may stand on it, land on it or leap over it, so a tree can stop canters and jumps, and an enemy piece with a tree behind it cannot be captured. Everything else, including how the game is won, is as in Camelot.
learn-river-fig1 = The starting position, before the trees. White places its trees first: K5,L5,L6 is allowed. A8,A9,B8 is refused: those are Black's tree squares.
learn-river-fig2 = White's trees stand on G6, J7 and K8, Black's on A11, A12 and B12. The Man on G4 cannot canter over G5, because a tree stands on G6, and the Man on F5 cannot leap over the tree to H7. E4-E6 and H4-H6 are ordinary canters.

## Anti-Camelot

learn-anti-title = Anti-Camelot
learn-anti-p1 = Anti-Camelot uses the Camelot board, pieces and moves, but turns the goal around: whatever wins in Camelot loses here.
learn-anti-p2 = If one of your pieces ends a move in the opponent's castle, you lose at once. One piece is enough, on either square of the castle, and it does not matter how it got there: even a jump that the duty to capture forced on you loses. Capturing the opponent's last piece loses as well, and a side that has no legal move on its turn wins.
learn-anti-p3 = The duty to capture stays, so the art is to avoid positions in which your only capture leads into the castle or takes the last enemy piece. Having few pieces left never makes a draw; a draw may still be claimed as in Camelot. The same reversed goal can be played on the other boards too: Anti-Camette, Anti-Cam, Anti-Chivalry and Anti-River Camelot.
learn-anti-fig1 = White must capture, and the only capture is F14xF16, which lands in Black's castle: White has to play it, and it loses. C6-C7 is refused while a capture is possible.
learn-anti-fig2 = Black has only one Man left. White must capture it with F6xF8 and so loses: Black, with no pieces, has no move, and the side that cannot move wins.

## Tutorial: hints shared by the lessons

learn-hint-capture-required = A capture is compulsory here: find the piece that can jump.
learn-hint-must-leave-own-castle = Your piece in your own castle must leave it now, and no other piece may move.
learn-hint-not-your-piece = That piece belongs to Black. You play White.
learn-hint-no-move = That piece has no legal move here. Try another one.
learn-hint-illegal = The piece cannot land there in this move. The marked squares show where it can go.

## Tutorial: the lessons

learn-tut-first-move-title = A first move
learn-tut-first-move-task = This is the starting position. Move White's Man on E7 one square forward to E8: click the Man, then click E8.
learn-tut-first-move-done = In every turn you move one piece. A plain move takes it one square in any direction.
learn-hint-first-move = Find the Man on E7 and step straight ahead to E8.

learn-tut-diagonal-title = Diagonal steps
learn-tut-diagonal-task = Plain moves go in any direction. Step the Man on G6 diagonally forwards and to the right, to H7.
learn-tut-diagonal-done = Right: a step may go diagonally as well as straight.
learn-hint-diagonal = The square to reach is H7, up and to the right of G6.

learn-tut-knight-step-title = Knights step too
learn-tut-knight-step-task = Knights move the same way as Men. Step the Knight on E6 backwards, to E5.
learn-tut-knight-step-done = Every piece may move backwards as well.
learn-hint-knight-step = Click the Knight (the piece with a crown) on E6, then the square E5 below it.

learn-tut-canter-title = Your first canter
learn-tut-canter-task = Leap with the Man on E6 over its neighbour on E7 to the empty square E8.
learn-tut-canter-done = That was a canter. The Man on E7 stays on the board.
learn-hint-canter = Click E6, then E8, two squares further up.

learn-tut-canter-twice-title = Two canters in one move
learn-tut-canter-twice-task = Take the Man on C6 to G10 in a single move: canter over D7, then over F9.
learn-tut-canter-twice-done = A piece may canter again and again in the same move.
learn-hint-canter-twice = From C6 go to E8 first, then carry on to G10 without stopping.

learn-tut-canter-turn-title = Changing direction
learn-tut-canter-turn-task = Canter from D6 to F8, then turn and canter straight up to F10.
learn-tut-canter-turn-done = Between two canters the direction may change.
learn-hint-canter-turn = The path is D6, F8, F10.

learn-tut-jump-title = Capturing by a jump
learn-tut-jump-task = Jump over the black Man on F7 and capture it.
learn-tut-jump-done = The captured Man has left the board.
learn-hint-jump = Jump from F6 to F8.

learn-tut-capture-duty-title = Capturing is compulsory
learn-tut-capture-duty-task = One of your Men can capture. Find that capture: as long as it is possible, no other move is allowed.
learn-tut-capture-duty-done = Whenever you can capture, you must.
learn-hint-capture-duty = Only the Man next to the black piece may move in this turn.

learn-tut-jump-twice-title = Two jumps in a row
learn-tut-jump-twice-task = Capture both black Men with the Man on F6.
learn-tut-jump-twice-done = After a jump the piece keeps on jumping as long as it can.
learn-hint-jump-twice = Jump to F8, then on to F10.

learn-tut-jump-turn-title = Jumping round a corner
learn-tut-jump-turn-task = Capture two black Men in one move. The second jump goes in a new direction.
learn-tut-jump-turn-done = Jumps, like canters, may change direction.
learn-hint-jump-turn = Look at both of your Men: either of them can take two pieces.

learn-tut-any-capture-title = Choose your capture
learn-tut-any-capture-task = Two captures are possible here. Make either of them: the choice is yours, even the one that takes fewer pieces.
learn-tut-any-capture-done = There is no rule to take the most pieces: any capture will do.
learn-hint-any-capture = Capture with the Man on E6 or with the Man on H6.

learn-tut-charge-title = The Knight's charge
learn-tut-charge-task = Use the Knight on D6: canter over your Man on D7, then jump the black Man on D9.
learn-tut-charge-done = A canter and then a jump in one move: that is a Knight's charge.
learn-hint-charge = The path is D6, D8, D10.

learn-tut-long-charge-title = A long charge
learn-tut-long-charge-task = With the Knight on C6, canter twice, then capture both black Men on the G file.
learn-tut-long-charge-done = Two canters and two jumps in a single move.
learn-hint-long-charge = Go from C6 to E8 and G10, then jump to G12 and G14.

learn-tut-into-own-castle-title = Jumping into your castle
learn-tut-into-own-castle-task = Capture the black Man on F2. Your Man will land in your own castle.
learn-tut-into-own-castle-done = A jump is the only way into your own castle. In your next turn this piece will have to leave it.
learn-hint-into-own-castle = Jump from F3 to F1.

learn-tut-leave-own-castle-title = Leaving your castle
learn-tut-leave-own-castle-task = Your Man stands in your own castle. Move it out: in this turn no other piece may move.
learn-tut-leave-own-castle-done = With nothing to capture, any move out of the castle will do.
learn-hint-leave-own-castle = Move the Man on F1.

learn-tut-leave-by-jump-title = Leaving with a capture
learn-tut-leave-by-jump-task = Your Man has to leave its castle, and it can capture on the way out. Do it.
learn-tut-leave-by-jump-done = When the piece leaving the castle can capture, it must.
learn-hint-leave-by-jump = Jump from F1 over G2 to H3.

learn-tut-enter-castle-title = Into Black's castle
learn-tut-enter-castle-task = Step into Black's castle with the Man on G15.
learn-tut-enter-castle-done = A piece in the opponent's castle stays there for the rest of the game, and nothing can capture it.
learn-hint-enter-castle = Either square of Black's castle will do: F16 or G16.

learn-tut-castle-move-title = A castle move
learn-tut-castle-move-task = Your Man is in Black's castle, on F16. Move it to the other square of the castle.
learn-tut-castle-move-done = That was a castle move. Each side may make only two of them in a game.
learn-hint-castle-move = Step from F16 to G16.

learn-tut-castle-win-title = Winning with the castle
learn-tut-castle-win-task = You already have a Man in Black's castle. Bring your Knight in as well, with a canter, and win the game.
learn-tut-castle-win-done = Two pieces in the opponent's castle win the game.
learn-hint-castle-win = Canter with the Knight from G14 over G15 to G16.

learn-tut-capture-win-title = Winning by capture
learn-tut-capture-win-task = Black has only two Men left. Capture both of them in one move.
learn-tut-capture-win-done = All of Black's pieces are gone and you still have two: you win.
learn-hint-capture-win = Jump from F6 to F8 and on to F10.

learn-tut-charge-win-title = A winning charge
learn-tut-charge-win-task = Finish the game with a Knight's charge that captures every black piece.
learn-tut-charge-win-done = Well done: you have won the game with a Knight's charge, and finished the tutorial.
learn-hint-charge-win = Canter with the Knight from C6 by way of E8 to G10, then jump twice.
