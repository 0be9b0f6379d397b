//! One game between two engines, refereed by the rules crate, and how it ended.

use std::collections::HashMap;

use camelot_rules::{Outcome, Position, Side, Variant};

use crate::player::Engine;

/// How a game ended, for White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result3 {
    WhiteWins,
    BlackWins,
    Draw,
}

impl Result3 {
    /// Its name in a `--games-out` file.
    pub fn name(self) -> &'static str {
        match self {
            Result3::WhiteWins => "WhiteWins",
            Result3::BlackWins => "BlackWins",
            Result3::Draw => "Draw",
        }
    }

    pub fn from_name(name: &str) -> Option<Result3> {
        [Result3::WhiteWins, Result3::BlackWins, Result3::Draw]
            .into_iter()
            .find(|r| r.name() == name)
    }
}

/// What every game of a match shares.
pub struct Settings {
    /// The variant played.
    pub variant: Variant,
    /// A game still going after this many plies is drawn.
    pub max_plies: usize,
    /// Adjudicate once both engines agree beyond this score (hundredths of a Man).
    pub adjudicate: Option<i64>,
}

/// Plays one game from `start`; `white` and `black` are the engines. Returns the result and
/// why, and the moves.
pub fn play_game(
    settings: &Settings,
    start: &Position,
    white: &mut Engine,
    black: &mut Engine,
) -> (Result3, String, Vec<String>) {
    let mut pos = *start;
    let mut history: Vec<String> = Vec::new();
    let mut moves = Vec::new();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    seen.insert(pos.zobrist(), 1);
    let mut streak: (i32, u32) = (0, 0); // (side favoured for White: ±1, plies)
    let mut first = [true, true];
    if let Some((r, why)) = verdict(&pos, 1, streak) {
        return (r, why, moves);
    }
    for _ in 0..settings.max_plies {
        let side = pos.side_to_move();
        let engine = if side == Side::White {
            &mut *white
        } else {
            &mut *black
        };
        let lose = |why: String| {
            let r = if side == Side::White {
                Result3::BlackWins
            } else {
                Result3::WhiteWins
            };
            (r, why)
        };
        let new_game = std::mem::replace(&mut first[side.index()], false);
        let (path, cp) = match engine.ask(settings.variant, &pos, &history, new_game) {
            Ok(answer) => answer,
            Err(e) => {
                // The game is lost, and said so at once: a match of forfeits is not a result.
                eprintln!("warning: `{}` lost a game as {side}: {e}", engine.command);
                let (r, why) = lose(format!("{side} failed: {e}"));
                return (r, why, moves);
            }
        };
        let Ok(legal) = pos.check(&path) else {
            eprintln!(
                "warning: `{}` lost a game as {side} by the illegal move {path}",
                engine.command
            );
            let (r, why) = lose(format!("{side} played the illegal move {path}"));
            return (r, why, moves);
        };
        moves.push(legal.path.to_string());
        history.push(pos.to_string());
        pos = legal.result;
        let count = seen.entry(pos.zobrist()).or_insert(0);
        *count += 1;
        let repeats = *count;
        if let (Some(limit), Some(cp)) = (settings.adjudicate, cp) {
            // The mover's score, turned into "good for White" (+1) or "good for Black" (−1).
            let for_white = if side == Side::White { cp } else { -cp };
            let sign = if for_white >= limit {
                1
            } else if for_white <= -limit {
                -1
            } else {
                0
            };
            streak = if sign != 0 && sign == streak.0 {
                (sign, streak.1 + 1)
            } else {
                (sign, u32::from(sign != 0))
            };
        }
        if let Some((r, why)) = verdict(&pos, repeats, streak) {
            return (r, why, moves);
        }
    }
    (Result3::Draw, "move limit".into(), moves)
}

/// Whether the game is over in `pos`, reached for the `repeats`-th time with the engines'
/// agreement `streak` (side favoured for White, plies), and how. The rules come first: a move
/// that ends the game counts as what it is (a castle win, say), however the scores stood.
pub fn verdict(pos: &Position, repeats: u32, streak: (i32, u32)) -> Option<(Result3, String)> {
    let status = pos.status();
    if status.is_over() {
        let r = match status.outcome {
            Outcome::WhiteWins => Result3::WhiteWins,
            Outcome::BlackWins => Result3::BlackWins,
            _ => Result3::Draw,
        };
        let why = status.reason.map_or("over", |r| r.as_str());
        return Some((r, why.to_owned()));
    }
    if repeats >= 3 {
        return Some((Result3::Draw, "repetition".into()));
    }
    if pos.quiet_plies() >= 100 {
        return Some((Result3::Draw, "fifty moves".into()));
    }
    if streak.1 >= 8 {
        let r = if streak.0 > 0 {
            Result3::WhiteWins
        } else {
            Result3::BlackWins
        };
        return Some((r, "adjudicated".into()));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{Result3, verdict};
    use camelot_rules::Position;

    /// The last move of a self-play game put a second White piece into Black's castle just as
    /// both engines' scores had agreed for eight plies: the game is a castle win, not an
    /// adjudication.
    #[test]
    fn a_move_that_ends_the_game_counts_as_what_it_is() {
        let parse = |s: &str| s.parse::<Position>().expect("a valid position");
        let before = parse("K1/3K4/10/8M3/12/12/12/12/12/10M1/12/12/12/10/2M5/1m w 0 1 1 72");
        let after = parse("KK/8/10/8M3/12/12/12/12/12/10M1/12/12/12/10/2M5/1m b 0 1 0 72");
        assert_eq!(
            verdict(&after, 1, (1, 8)),
            Some((Result3::WhiteWins, "castle".to_owned()))
        );
        assert_eq!(
            verdict(&before, 1, (1, 8)),
            Some((Result3::WhiteWins, "adjudicated".to_owned()))
        );
        assert_eq!(
            verdict(&before, 3, (1, 8)),
            Some((Result3::Draw, "repetition".to_owned()))
        );
        assert_eq!(verdict(&before, 1, (1, 7)), None);
    }
}
