//! A game: a start position and the moves played, replayed and validated move by move, with
//! the draw claims that need the game's history (contract §5).

use std::fmt;

use thiserror::Error;

use crate::listing::LegalMove;
use crate::path::Path;
use crate::position::{Position, RepetitionKey};
use crate::side::Side;
use crate::validate::Illegal;

/// Quiet plies needed for the fifty-move claim (50 moves by each side).
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// Occurrences of a position needed for the repetition claim.
pub const REPETITION_COUNT: usize = 3;

/// The kind of draw that may be claimed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum DrawClaimKind {
    /// The current position (board, side to move, castle moves used) has occurred three times:
    /// only the side to move may claim.
    Repetition,
    /// 100 plies without a capture or castle entry: either side may claim.
    FiftyMoves,
}

impl DrawClaimKind {
    /// Whether `side` may make this claim when `to_move` is the side to move.
    pub fn may_claim(self, side: Side, to_move: Side) -> bool {
        match self {
            DrawClaimKind::Repetition => side == to_move,
            DrawClaimKind::FiftyMoves => true,
        }
    }
}

impl fmt::Display for DrawClaimKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawClaimKind::Repetition => "repetition",
            DrawClaimKind::FiftyMoves => "fifty-moves",
        })
    }
}

/// Why a draw claim is refused. `Display` is a sentence for the player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Error)]
pub enum ClaimRefused {
    /// The game is already over.
    #[error("The game is over: there is no draw to claim")]
    GameOver,
    /// Neither claim applies.
    #[error(
        "No draw can be claimed: the position has occurred {occurrences} time(s) (3 needed) and \
         {quiet_plies} plies have passed without a capture or castle entry (100 needed)"
    )]
    NotYet {
        /// How often the current position has occurred in the game.
        occurrences: usize,
        /// The quiet-ply counter.
        quiet_plies: u32,
    },
    /// Only the fifty-move rule would apply to the side to move: the other side asked for a
    /// repetition it may not claim.
    #[error("Only the side to move may claim a draw by repetition")]
    NotYourClaim,
}

/// A game: the start position and the moves played so far (canonical paths).
///
/// Every move is validated before it is recorded, so a `Game` always holds a legal game;
/// [`Game::replay`] rebuilds one from a stored move list.
///
/// ```
/// use camelot_rules::{Game, Position};
/// let game = Game::replay(Position::start(), &["D6-F8", "H11-F9", "c6-e8-g8"])
///     .map_err(|(ply, e)| format!("ply {ply}: {e}"))?;
/// assert_eq!(game.ply(), 3);
/// assert_eq!(game.moves()[2].to_string(), "C6-E8-G8");
/// # Ok::<(), String>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Path>,
    positions: Vec<Position>,
}

impl Game {
    /// A game starting from `start` with no move played.
    pub fn new(start: Position) -> Game {
        Game {
            start,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// Same as [`Game::new`].
    pub fn from_position(start: Position) -> Game {
        Game::new(start)
    }

    /// Replays `moves` from `start`, validating each; on the first illegal move returns its
    /// ply index (0-based) and the reason.
    pub fn replay<S: AsRef<str>>(start: Position, moves: &[S]) -> Result<Game, (usize, Illegal)> {
        let mut game = Game::new(start);
        for (ply, text) in moves.iter().enumerate() {
            game.play(text.as_ref()).map_err(|e| (ply, e))?;
        }
        Ok(game)
    }

    /// Validates `path` in the current position and plays it; returns the move (canonical
    /// path) or why it is illegal (the game is unchanged then).
    pub fn play(&mut self, path: &str) -> Result<LegalMove, Illegal> {
        let mv = self.position().check(path)?;
        self.moves.push(mv.path.clone());
        self.positions.push(mv.result);
        Ok(mv)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.start)
    }

    /// The moves played, as canonical paths.
    pub fn moves(&self) -> &[Path] {
        &self.moves
    }

    /// Every position of the game: the start, then the position after each ply.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Number of plies played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// How many times the current position (board, side to move, castle moves used) has
    /// occurred in the game, counting now.
    pub fn occurrences(&self) -> usize {
        let key: RepetitionKey = self.position().repetition_key();
        self.positions
            .iter()
            .filter(|p| p.repetition_key() == key)
            .count()
    }

    /// The draw the side to move may claim now, if any (repetition is preferred when both
    /// apply, since it is the side to move's own claim).
    pub fn draw_claim(&self) -> Result<DrawClaimKind, ClaimRefused> {
        self.draw_claim_by(self.position().side_to_move())
    }

    /// The draw `side` may claim now, if any: repetition only for the side to move, fifty
    /// moves for either side.
    pub fn draw_claim_by(&self, side: Side) -> Result<DrawClaimKind, ClaimRefused> {
        let pos = self.position();
        if pos.status().is_over() {
            return Err(ClaimRefused::GameOver);
        }
        let occurrences = self.occurrences();
        let repetition = occurrences >= REPETITION_COUNT;
        if repetition && side == pos.side_to_move() {
            return Ok(DrawClaimKind::Repetition);
        }
        if pos.quiet_plies() >= FIFTY_MOVE_PLIES {
            return Ok(DrawClaimKind::FiftyMoves);
        }
        if repetition {
            return Err(ClaimRefused::NotYourClaim);
        }
        Err(ClaimRefused::NotYet {
            occurrences,
            quiet_plies: pos.quiet_plies(),
        })
    }
}
