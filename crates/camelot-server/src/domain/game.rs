//! A game's status, result and how it ended.

use camelot_rules::{EndReason, Outcome, Position, Side};

use super::text_enum;

text_enum! {
    /// Where a game stands.
    pub enum GameStatus {
        Active = "active",
        Finished = "finished",
        /// Ended before both sides moved, without a result.
        Aborted = "aborted",
    }
}

text_enum! {
    /// The result of a finished game.
    pub enum GameResult {
        WhiteWins = "1-0",
        BlackWins = "0-1",
        Draw = "1/2-1/2",
    }
}

text_enum! {
    /// How a game ended.
    pub enum Termination {
        /// A piece reached the opponent's castle.
        Castle = "castle",
        /// Every opposing piece was captured.
        Capture = "capture",
        /// The side to move had no legal move.
        NoMoves = "no_moves",
        /// Both sides were down to one piece.
        BareBoard = "bare_board",
        Resignation = "resignation",
        Agreement = "agreement",
        /// Threefold repetition or the fifty-move rule, claimed.
        Claim = "claim",
        /// The side to move ran out of time.
        Timeout = "timeout",
        Aborted = "aborted",
        /// Decided by a tournament organizer after the round's deadline.
        Adjudication = "adjudication",
        /// Lost without play (a tournament withdrawal).
        Forfeit = "forfeit",
    }
}

/// The other side.
pub fn other(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

impl GameResult {
    /// The result in which `side` wins.
    pub fn win_for(side: Side) -> GameResult {
        match side {
            Side::White => GameResult::WhiteWins,
            Side::Black => GameResult::BlackWins,
        }
    }

    /// The result the board decided, if the game is over.
    pub fn from_outcome(outcome: Outcome) -> Option<GameResult> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::WhiteWins => Some(GameResult::WhiteWins),
            Outcome::BlackWins => Some(GameResult::BlackWins),
            _ => Some(GameResult::Draw),
        }
    }
}

impl Termination {
    /// How the board ended a game.
    pub fn from_board(reason: Option<EndReason>) -> Termination {
        match reason {
            Some(EndReason::Castle) => Termination::Castle,
            Some(EndReason::Capture) => Termination::Capture,
            Some(EndReason::BareBoard) => Termination::BareBoard,
            Some(EndReason::NoMoves) | None => Termination::NoMoves,
        }
    }

    /// Decided on the board (as opposed to by the players, the clock or an organizer).
    pub fn on_the_board(self) -> bool {
        matches!(
            self,
            Termination::Castle
                | Termination::Capture
                | Termination::NoMoves
                | Termination::BareBoard
        )
    }
}

/// FIDE rates only games in which both players made a move; a game decided on the board in
/// fewer plies (from a set-up position) still counts.
pub fn counts_for_rating(ply: i32, termination: Termination) -> bool {
    ply >= 2 || termination.on_the_board()
}

/// The result of running out of time in `position`: the side to move loses, unless its
/// opponent has a single piece left, which cannot win — then it is a draw. That exception is
/// the two-square castle's (Camelot, Chivalry, River): on Cam's and Camette's one-square castle
/// a single piece can still win, and in the anti variants so can a side with any pieces.
pub fn timeout_result(position: &Position) -> GameResult {
    let winner = other(position.side_to_move());
    let one_cannot_win = position.variant().goal() == camelot_rules::Goal::TwoSquareCastle;
    if one_cannot_win && position.piece_count(winner) <= 1 {
        GameResult::Draw
    } else {
        GameResult::win_for(winner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_piece_wins_on_time_where_it_can_still_win_on_the_board() {
        use camelot_rules::Variant;
        // White to move runs out; Black keeps one Man (C4 and D5 are squares of every board here).
        let square = "C4".parse().unwrap_or_else(|_| unreachable!());
        let lone = |variant: Variant| {
            Position::empty(variant, Side::White)
                .with_piece(
                    square,
                    Some(camelot_rules::Piece {
                        side: Side::Black,
                        kind: camelot_rules::PieceKind::Man,
                    }),
                )
                .with_piece(
                    "D5".parse().unwrap_or_else(|_| unreachable!()),
                    Some(camelot_rules::Piece {
                        side: Side::White,
                        kind: camelot_rules::PieceKind::Man,
                    }),
                )
        };
        assert_eq!(timeout_result(&lone(Variant::Camelot)), GameResult::Draw);
        assert_eq!(timeout_result(&lone(Variant::Cam)), GameResult::BlackWins);
        assert_eq!(
            timeout_result(&lone(Variant::AntiCamette)),
            GameResult::BlackWins
        );
    }

    #[test]
    fn a_timeout_at_the_start_is_a_loss_for_white() {
        assert_eq!(timeout_result(&Position::start()), GameResult::BlackWins);
    }

    #[test]
    fn rating_needs_two_plies_unless_the_board_decided() {
        assert!(!counts_for_rating(1, Termination::Resignation));
        assert!(counts_for_rating(2, Termination::Timeout));
        assert!(counts_for_rating(1, Termination::Castle));
    }
}
