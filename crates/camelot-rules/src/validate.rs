//! Validation of a submitted path: accept every valid path of a legal move, reject everything
//! else with a reason tag and a sentence a player understands.
//!
//! The checks run in the order of the vectors README: the whole path and its origin first
//! (tags 1–8), then each step from the first (9–17), then the complete move (18–21). A Castle
//! Move is checked for `wrong-separator`, `landing-occupied`, `capture-required` and
//! `castle-move-limit`, in that order.

use std::fmt;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::error::ParseError;
use crate::listing::{self, LegalMove};
use crate::movegen::{Board, Turn, jump_from};
use crate::path::{Mark, Path, parse_path};
use crate::position::Position;
use crate::side::{PieceKind, Side};
use crate::square::Square;
use crate::status::Status;

/// Why a submitted path is not a legal move. [`Reason::tag`] gives the machine-readable tag;
/// `Display` gives the sentence for the player.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Reason {
    /// Not a path: a square, then one or more of `-`/`x` and a square.
    Malformed {
        /// The text as submitted.
        text: String,
        /// What is wrong with it.
        problem: &'static str,
    },
    /// Names a square that is not one of the 160.
    OffBoard {
        /// The square name, upper case.
        square: String,
    },
    /// The game is over.
    GameOver {
        /// The position's status.
        status: Status,
    },
    /// River: a piece move while the side to move has still to place its trees.
    PlacementExpected,
    /// River: a placement after the side to move has placed its trees.
    NotPlacementPhase,
    /// River: a placement on a square that is not one of the mover's tree squares.
    NotTreeSquare {
        /// The square.
        square: Square,
    },
    /// River: a placement naming a square twice.
    DuplicateTree {
        /// The square named twice.
        square: Square,
    },
    /// River: a tree placed on a square that holds a piece (tag `landing-occupied`).
    TreeOnOccupied {
        /// The occupied square.
        square: Square,
    },
    /// No piece on the first square.
    EmptyOrigin {
        /// The first square.
        square: Square,
    },
    /// The first square holds an opponent's piece.
    NotYourPiece {
        /// The first square.
        square: Square,
        /// The side to move.
        side: Side,
    },
    /// A piece of the mover stands in its own castle; only that piece may move.
    MustLeaveOwnCastle {
        /// Where the piece that must leave stands.
        square: Square,
    },
    /// A piece in the opponent's castle may only make a Castle Move.
    LeavesOpponentCastle {
        /// The first square.
        square: Square,
    },
    /// A step after the move has entered the opponent's castle.
    ContinuesAfterOpponentCastle {
        /// The castle square where the move had to end.
        square: Square,
    },
    /// A step that is neither to an adjacent square nor a straight leap of two squares.
    NotAdjacent {
        /// Start of the step.
        from: Square,
        /// End of the step.
        to: Square,
    },
    /// A step lands on an occupied square.
    LandingOccupied {
        /// The landing square.
        square: Square,
    },
    /// A leap over an empty square.
    NothingToLeap {
        /// Start of the step.
        from: Square,
        /// End of the step.
        to: Square,
        /// The empty square in between.
        over: Square,
    },
    /// `-` written for a jump step, or `x` for a plain or canter step.
    WrongSeparator {
        /// Start of the step.
        from: Square,
        /// End of the step.
        to: Square,
        /// Whether the step is a jump (so `x` was due).
        jump: bool,
    },
    /// A plain step combined with other steps.
    PlainInSequence {
        /// Start of the plain step.
        from: Square,
        /// End of the plain step.
        to: Square,
    },
    /// A canter step after a jump step.
    CanterAfterJump {
        /// Start of the canter step.
        from: Square,
        /// End of the canter step.
        to: Square,
    },
    /// A Man cantering and then jumping.
    ManCannotCharge {
        /// The Man's square.
        square: Square,
    },
    /// A plain or canter step into the mover's own castle.
    IntoOwnCastle {
        /// The castle square.
        square: Square,
    },
    /// The canter part visits a square twice, origin included.
    CanterRevisit {
        /// The square visited again.
        square: Square,
    },
    /// The jumping stops while a further jump is available.
    MustContinueJump {
        /// Where the jumping stopped.
        square: Square,
    },
    /// A non-capturing move while a capture is obligatory.
    CaptureRequired {
        /// A capturing move that is legal (canonical path).
        example: Option<Path>,
    },
    /// A Knight's non-capturing canter lands on a square from which a jump is available.
    KnightMustJump {
        /// The landing square offering a jump.
        square: Square,
    },
    /// A Castle Move by a side that has used its two.
    CastleMoveLimit {
        /// The side to move.
        side: Side,
    },
}

impl Reason {
    /// The machine-readable tag (`"capture-required"`, ...), as in the vectors README.
    pub const fn tag(&self) -> &'static str {
        match self {
            Reason::Malformed { .. } => "malformed",
            Reason::OffBoard { .. } => "off-board",
            Reason::GameOver { .. } => "game-over",
            Reason::PlacementExpected => "placement-expected",
            Reason::NotPlacementPhase => "not-placement-phase",
            Reason::NotTreeSquare { .. } => "not-tree-square",
            Reason::DuplicateTree { .. } => "duplicate-tree",
            Reason::TreeOnOccupied { .. } => "landing-occupied",
            Reason::EmptyOrigin { .. } => "empty-origin",
            Reason::NotYourPiece { .. } => "not-your-piece",
            Reason::MustLeaveOwnCastle { .. } => "must-leave-own-castle",
            Reason::LeavesOpponentCastle { .. } => "leaves-opponent-castle",
            Reason::ContinuesAfterOpponentCastle { .. } => "continues-after-opponent-castle",
            Reason::NotAdjacent { .. } => "not-adjacent",
            Reason::LandingOccupied { .. } => "landing-occupied",
            Reason::NothingToLeap { .. } => "nothing-to-leap",
            Reason::WrongSeparator { .. } => "wrong-separator",
            Reason::PlainInSequence { .. } => "plain-in-sequence",
            Reason::CanterAfterJump { .. } => "canter-after-jump",
            Reason::ManCannotCharge { .. } => "man-cannot-charge",
            Reason::IntoOwnCastle { .. } => "into-own-castle",
            Reason::CanterRevisit { .. } => "canter-revisit",
            Reason::MustContinueJump { .. } => "must-continue-jump",
            Reason::CaptureRequired { .. } => "capture-required",
            Reason::KnightMustJump { .. } => "knight-must-jump",
            Reason::CastleMoveLimit { .. } => "castle-move-limit",
        }
    }
}

impl fmt::Display for Reason {
    /// The sentence shown to the player.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Malformed { text, problem } => write!(
                f,
                "\"{text}\" is not a move ({problem}): write the starting square, then each \
                 landing square after - (move or canter) or x (jump), for example D6-F8 or F6xF8"
            ),
            Reason::OffBoard { square } => write!(f, "{square} is not a square of the board"),
            Reason::GameOver { status } => write!(f, "The game is over ({status})"),
            Reason::PlacementExpected => write!(
                f,
                "Place your three trees first: name three of your tree squares, for example \
                 C2,D2,I2"
            ),
            Reason::NotPlacementPhase => {
                write!(f, "The trees are placed already: move a piece")
            }
            Reason::NotTreeSquare { square } => {
                write!(f, "{square} is not one of your tree squares")
            }
            Reason::DuplicateTree { square } => write!(
                f,
                "{square} is named twice: the three trees go on three different squares"
            ),
            Reason::TreeOnOccupied { square } => {
                write!(
                    f,
                    "{square} is occupied: a tree may only stand on an empty square"
                )
            }
            Reason::EmptyOrigin { square } => write!(f, "There is no piece on {square}"),
            Reason::NotYourPiece { square, side } => write!(
                f,
                "The piece on {square} belongs to {}; it is {side}'s turn",
                side.opponent()
            ),
            Reason::MustLeaveOwnCastle { square } => write!(
                f,
                "The piece on {square} stands in its own castle: it must leave this turn and no \
                 other piece may move"
            ),
            Reason::LeavesOpponentCastle { square } => write!(
                f,
                "The piece on {square} is in the opponent's castle: it can never leave, its only \
                 move is a Castle Move to the other castle square"
            ),
            Reason::ContinuesAfterOpponentCastle { square } => write!(
                f,
                "A move that enters the opponent's castle ends there: nothing may follow {square}"
            ),
            Reason::NotAdjacent { from, to } => write!(
                f,
                "{from} to {to} is neither a step to a neighbouring square nor a straight leap \
                 over one square"
            ),
            Reason::LandingOccupied { square } => {
                write!(
                    f,
                    "{square} is occupied: a piece may only land on an empty square"
                )
            }
            Reason::NothingToLeap { from, to, over } => write!(
                f,
                "{from} to {to} leaps over {over}, but there is no piece on {over} to leap over"
            ),
            Reason::WrongSeparator {
                from,
                to,
                jump: true,
            } => write!(
                f,
                "{from} to {to} jumps over an enemy piece: write {from}x{to}, with x for a capture"
            ),
            Reason::WrongSeparator {
                from,
                to,
                jump: false,
            } => write!(
                f,
                "{from} to {to} captures nothing: write {from}-{to}, with - for a move or canter"
            ),
            Reason::PlainInSequence { from, to } => write!(
                f,
                "The step {from}-{to} to a neighbouring square is a whole move by itself: it \
                 cannot be combined with other steps"
            ),
            Reason::CanterAfterJump { from, to } => write!(
                f,
                "{from}-{to} leaps over a friendly piece after a capture: once a piece has \
                 jumped it may only keep jumping"
            ),
            Reason::ManCannotCharge { square } => write!(
                f,
                "The piece on {square} is a Man: only a Knight may canter and then jump \
                 (a Knight's Charge)"
            ),
            Reason::IntoOwnCastle { square } => write!(
                f,
                "{square} is in your own castle: a piece may only enter its own castle by jumping"
            ),
            Reason::CanterRevisit { square } => {
                write!(
                    f,
                    "The canter visits {square} twice: a canter may not return to a square"
                )
            }
            Reason::MustContinueJump { square } => write!(
                f,
                "The capturing piece must keep jumping while it can: from {square} it can \
                 capture again"
            ),
            Reason::CaptureRequired {
                example: Some(example),
            } => {
                write!(
                    f,
                    "A capture is compulsory this turn (for example {example})"
                )
            }
            Reason::CaptureRequired { example: None } => {
                write!(f, "A capture is compulsory this turn")
            }
            Reason::KnightMustJump { square } => write!(
                f,
                "A Knight whose canter lands next to an enemy piece it can jump must jump: on \
                 {square} it could capture, so it cannot canter on from there or stop"
            ),
            Reason::CastleMoveLimit { side } => write!(
                f,
                "{} has already made the two Castle Moves allowed in a game",
                capitalised(*side)
            ),
        }
    }
}

fn capitalised(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// A rejected move: why it is illegal. `Display` is the sentence for the player.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Error)]
#[error("{reason}")]
pub struct Illegal {
    /// The rule the path breaks (the first in the order of checks).
    pub reason: Reason,
}

impl Illegal {
    /// The machine-readable tag, e.g. `"capture-required"`.
    pub fn tag(&self) -> &'static str {
        self.reason.tag()
    }
}

impl From<Reason> for Illegal {
    fn from(reason: Reason) -> Illegal {
        Illegal { reason }
    }
}

/// What a valid path does.
struct Validated {
    from: Square,
    to: Square,
    captured: Bitboard,
    captures: Vec<Square>,
}

/// An example of a legal capturing move, for the `capture-required` sentence.
fn capture_example(pos: &Position, only: Option<Square>) -> Option<Path> {
    listing::list(pos, only)
        .into_iter()
        .find(|m| !m.captures.is_empty())
        .map(|m| m.path)
}

fn validate(pos: &Position, path: &Path) -> Result<Validated, Reason> {
    // 3. game over
    let status = pos.status();
    if status.is_over() {
        return Err(Reason::GameOver { status });
    }
    if pos.in_placement_phase() {
        return Err(Reason::PlacementExpected);
    }
    let from = path.origin();
    // 4–5. origin
    let piece = match pos.piece_at(from) {
        None => return Err(Reason::EmptyOrigin { square: from }),
        Some(p) if p.side != pos.side => {
            return Err(Reason::NotYourPiece {
                square: from,
                side: pos.side,
            });
        }
        Some(p) => p,
    };
    let board = Board::new(pos);
    let turn = Turn::of(&board);
    // 6. own castle
    if let Turn::LeaveOwnCastle(pieces) = turn
        && !pieces.contains(from)
    {
        let square = pieces.first().unwrap_or(from);
        return Err(Reason::MustLeaveOwnCastle { square });
    }
    // 7. opponent's castle: only a Castle Move.
    if board.opp_castle.contains(from) {
        return validate_castle_move(pos, &board, turn, path);
    }
    // 8. nothing after entering the opponent's castle.
    let steps = path.steps();
    if let Some(&(_, square)) = steps
        .iter()
        .take(steps.len().saturating_sub(1))
        .find(|(_, sq)| board.opp_castle.contains(*sq))
    {
        return Err(Reason::ContinuesAfterOpponentCastle { square });
    }
    // 9–17, step by step.
    let geo = board.geo;
    let pieces = board.own | board.enemy;
    #[derive(PartialEq)]
    enum Phase {
        Start,
        Canter,
        Jump,
    }
    let mut empty = board.empty;
    empty.insert(from);
    let mut enemy = board.enemy;
    let friends = {
        let mut f = board.own;
        f.remove(from);
        f
    };
    let mut phase = Phase::Start;
    let mut canter_visited = Bitboard::from_square(from);
    let mut canter_landings: Vec<Square> = Vec::new();
    let mut captured = Bitboard::EMPTY;
    let mut captures = Vec::new();
    let mut cur = from;
    for &(mark, to) in steps {
        // 9. geometry
        let over = if geo.adjacent(cur).contains(to) {
            None
        } else if let Some(over) = geo.leap_over(cur, to) {
            Some(over)
        } else {
            return Err(Reason::NotAdjacent { from: cur, to });
        };
        // 10. landing
        if !empty.contains(to) {
            return Err(Reason::LandingOccupied { square: to });
        }
        // 11. something to leap over (a piece: not an empty square, a tree or the river)
        if let Some(o) = over
            && (!pieces.contains(o) || o == from || captured.contains(o))
        {
            return Err(Reason::NothingToLeap {
                from: cur,
                to,
                over: o,
            });
        }
        let jump = over.is_some_and(|o| enemy.contains(o));
        let canter = over.is_some_and(|o| friends.contains(o));
        // 12. separator
        if jump != (mark == Mark::Jump) {
            return Err(Reason::WrongSeparator {
                from: cur,
                to,
                jump,
            });
        }
        // 13. plain step alone
        if over.is_none() && steps.len() > 1 {
            return Err(Reason::PlainInSequence { from: cur, to });
        }
        // 14. no canter after a jump
        if canter && phase == Phase::Jump {
            return Err(Reason::CanterAfterJump { from: cur, to });
        }
        // 15. only a Knight charges
        if jump && phase == Phase::Canter && piece.kind == PieceKind::Man {
            return Err(Reason::ManCannotCharge { square: from });
        }
        // 16. own castle only by jumping
        if !jump && board.own_castle.contains(to) {
            return Err(Reason::IntoOwnCastle { square: to });
        }
        // 17. the canter part never revisits
        if canter {
            if canter_visited.contains(to) {
                return Err(Reason::CanterRevisit { square: to });
            }
            canter_visited.insert(to);
            canter_landings.push(to);
            phase = Phase::Canter;
        }
        if let (true, Some(o)) = (jump, over) {
            enemy.remove(o);
            empty.insert(o);
            captured.insert(o);
            captures.push(o);
            phase = Phase::Jump;
        }
        cur = to;
    }
    // 18. keep jumping
    if phase == Phase::Jump && !board.opp_castle.contains(cur) && jump_from(geo, cur, enemy, empty)
    {
        return Err(Reason::MustContinueJump { square: cur });
    }
    // 19. capture duty
    if captured.is_empty() {
        let duty = match turn {
            Turn::LeaveOwnCastle(_) => board.can_jump(from),
            Turn::CaptureDuty => true,
            Turn::Free => false,
        };
        if duty {
            let only = matches!(turn, Turn::LeaveOwnCastle(_)).then_some(from);
            return Err(Reason::CaptureRequired {
                example: capture_example(pos, only),
            });
        }
    }
    // 20. Knight canter rule
    if captured.is_empty() && piece.kind == PieceKind::Knight {
        let mut empty_now = board.empty;
        empty_now.insert(from);
        if let Some(&square) = canter_landings.iter().find(|&&sq| {
            !board.opp_castle.contains(sq) && jump_from(geo, sq, board.enemy, empty_now)
        }) {
            return Err(Reason::KnightMustJump { square });
        }
    }
    Ok(Validated {
        from,
        to: cur,
        captured,
        captures,
    })
}

fn validate_castle_move(
    pos: &Position,
    board: &Board,
    turn: Turn,
    path: &Path,
) -> Result<Validated, Reason> {
    let from = path.origin();
    let partner = board.geo.castle_partner(from);
    let (mark, to) = match path.steps() {
        [(mark, to)] if Some(*to) == partner => (*mark, *to),
        _ => return Err(Reason::LeavesOpponentCastle { square: from }),
    };
    if mark != Mark::Move {
        return Err(Reason::WrongSeparator {
            from,
            to,
            jump: false,
        });
    }
    if !board.empty.contains(to) {
        return Err(Reason::LandingOccupied { square: to });
    }
    if matches!(turn, Turn::CaptureDuty) {
        return Err(Reason::CaptureRequired {
            example: capture_example(pos, None),
        });
    }
    if pos.castle_moves_used(pos.side) >= 2 {
        return Err(Reason::CastleMoveLimit { side: pos.side });
    }
    Ok(Validated {
        from,
        to,
        captured: Bitboard::EMPTY,
        captures: Vec::new(),
    })
}

/// Checks a River placement (`VARIANTS.md` §9: game over, placement phase, tree squares,
/// duplicates, occupied squares, in that order).
fn check_placement(pos: &Position, path: &Path) -> Result<LegalMove, Illegal> {
    let status = pos.status();
    if status.is_over() {
        return Err(Reason::GameOver { status }.into());
    }
    if !pos.in_placement_phase() {
        return Err(Reason::NotPlacementPhase.into());
    }
    let mine = pos.board().tree_squares(pos.side);
    let squares: Vec<Square> = path.squares().collect();
    if let Some(&square) = squares.iter().find(|s| !mine.contains(**s)) {
        return Err(Reason::NotTreeSquare { square }.into());
    }
    let mut trees = Bitboard::EMPTY;
    for &square in &squares {
        if trees.contains(square) {
            return Err(Reason::DuplicateTree { square }.into());
        }
        trees.insert(square);
    }
    if let Some(&square) = squares
        .iter()
        .find(|s| pos.piece_at(**s).is_some() || pos.trees().contains(**s))
    {
        return Err(Reason::TreeOnOccupied { square }.into());
    }
    listing::placement_move(pos, trees).ok_or_else(|| {
        Reason::Malformed {
            text: path.to_string(),
            problem: "a placement is three squares joined by commas",
        }
        .into()
    })
}

/// Validates `path` and returns the move with its canonical path.
pub(crate) fn check_path(pos: &Position, path: &Path) -> Result<LegalMove, Illegal> {
    if path.is_placement() {
        return check_placement(pos, path);
    }
    let valid = validate(pos, path)?;
    let listed = listing::list(pos, Some(valid.from)).into_iter().find(|m| {
        m.to == valid.to && m.captures.iter().copied().collect::<Bitboard>() == valid.captured
    });
    // The listing follows the same rules, so it always holds the move; should it not, the
    // submitted path (valid by the checks above) still describes the move exactly.
    Ok(listed.unwrap_or_else(|| LegalMove {
        path: path.clone(),
        from: valid.from,
        to: valid.to,
        captures: valid.captures,
        result: pos.after(valid.from, valid.to, valid.captured),
    }))
}

/// Parses and validates `text`.
pub(crate) fn check_text(pos: &Position, text: &str) -> Result<LegalMove, Illegal> {
    let path = parse_path(text, pos.board()).map_err(|e| match e {
        ParseError::OffBoardSquare(square) => Reason::OffBoard { square },
        ParseError::MalformedPath { problem, .. } => Reason::Malformed {
            text: text.to_owned(),
            problem,
        },
        _ => Reason::Malformed {
            text: text.to_owned(),
            problem: "not a path",
        },
    })?;
    check_path(pos, &path)
}
