//! How values are written into the notices' messages: dates and scores as players write them,
//! and the reader's outcome as the word the messages select on.

use chrono::{DateTime, Utc};

use crate::domain::{BoardResult, GameResult, GameStatus, Side};

/// The date and time of a notice, as every letter writes them.
pub(super) fn when(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// A tournament score in the way players write it: 3, 2½, ½ (any other value, which the
/// scoring systems do not give, with two decimals).
pub(super) fn score(points: f64) -> String {
    let halves = points * 2.0;
    if (0.0..1e9).contains(&points) && halves.fract() == 0.0 {
        let halves = halves as u64;
        match (halves / 2, halves % 2 == 1) {
            (0, true) => "½".to_owned(),
            (whole, true) => format!("{whole}½"),
            (whole, false) => whole.to_string(),
        }
    } else {
        format!("{points:.2}")
    }
}

/// The reader's outcome of a game: `win`, `loss`, `draw`, `aborted` or `other` (the
/// `$outcome` of the messages).
pub(super) fn outcome(
    status: GameStatus,
    result: Option<GameResult>,
    colour: Side,
) -> &'static str {
    let won = |winner: Side| if winner == colour { "win" } else { "loss" };
    match (status, result) {
        (GameStatus::Aborted, _) => "aborted",
        (_, Some(GameResult::Draw)) => "draw",
        (_, Some(GameResult::WhiteWins)) => won(Side::White),
        (_, Some(GameResult::BlackWins)) => won(Side::Black),
        _ => "other",
    }
}

/// The reader's outcome of a result decided without play.
pub(super) fn forfeit_outcome(result: BoardResult, colour: Side) -> &'static str {
    let won = |winner: Side| if winner == colour { "win" } else { "loss" };
    match result {
        BoardResult::WhiteWins | BoardResult::WhiteForfeitWin => won(Side::White),
        BoardResult::BlackWins | BoardResult::BlackForfeitWin => won(Side::Black),
        BoardResult::DoubleForfeit => "loss",
        BoardResult::Draw => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_with_halves() {
        assert_eq!(score(3.0), "3");
        assert_eq!(score(2.5), "2½");
        assert_eq!(score(0.5), "½");
        assert_eq!(score(0.0), "0");
        assert_eq!(score(1.25), "1.25");
    }
}
