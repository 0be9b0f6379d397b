//! Short forced wins proven by an exhaustive AND-OR search over the rules crate alone (no
//! evaluation, no pruning beyond the proof's own short cuts), and the games of `camelot-match`
//! they are looked for in: shared by the examples `gen_tactics` and `missed_wins`.

// Each example uses part of this module.
#![allow(dead_code)]

use camelot_rules::{EndReason, MoveGenerator, Outcome, Position, Side, Status};

pub fn winner(status: Status) -> Option<Side> {
    match status.outcome {
        Outcome::WhiteWins => Some(Side::White),
        Outcome::BlackWins => Some(Side::Black),
        _ => None,
    }
}

/// Whether `side` wins within `plies` plies whatever the other side does, and how the game ends
/// on the line found.
pub fn proves(
    g: &mut MoveGenerator,
    pos: &Position,
    side: Side,
    plies: u32,
    nodes: &mut u64,
) -> Option<EndReason> {
    proves_by(g, pos, side, plies, nodes, None)
}

/// [`proves`], counting only game ends of the kind `want` when given.
pub fn proves_by(
    g: &mut MoveGenerator,
    pos: &Position,
    side: Side,
    plies: u32,
    nodes: &mut u64,
    want: Option<EndReason>,
) -> Option<EndReason> {
    *nodes += 1;
    if *nodes > 3_000_000 {
        return None; // too big to prove here: give up on this position
    }
    let status = pos.status();
    if status.is_over() {
        let reason = status.reason?;
        return (winner(status) == Some(side) && want.is_none_or(|w| w == reason))
            .then_some(reason);
    }
    if plies == 0 {
        return None;
    }
    let mut moves = Vec::new();
    g.generate(pos, &mut moves);
    if pos.side_to_move() == side {
        moves
            .iter()
            .find_map(|m| proves_by(g, &pos.play_move(m), side, plies - 1, nodes, want))
    } else {
        let mut reason = None;
        for m in &moves {
            reason = Some(proves_by(
                g,
                &pos.play_move(m),
                side,
                plies - 1,
                nodes,
                want,
            )?);
        }
        reason
    }
}

/// What a search for the shortest forced win found.
pub enum Shortest {
    /// A forced win in this many plies, and none shorter.
    Win(u32),
    /// No forced win within the plies looked at.
    NoWin,
    /// A proof tree too big to finish (more than three million nodes).
    TooBig,
}

/// The fewest plies (up to `most`) within which the side to move wins whatever the other does;
/// in the anti goal the last move of a win is often the loser's, so the count may be even.
pub fn shortest(g: &mut MoveGenerator, p: &Position, most: u32) -> Shortest {
    let stm = p.side_to_move();
    for plies in 1..=most {
        let mut nodes = 0;
        let won = proves(g, p, stm, plies, &mut nodes).is_some();
        if nodes > 3_000_000 {
            return Shortest::TooBig;
        }
        if won {
            return Shortest::Win(plies);
        }
    }
    Shortest::NoWin
}

/// [`shortest`]'s win, if it found one.
pub fn shortest_win_within(g: &mut MoveGenerator, p: &Position, most: u32) -> Option<u32> {
    match shortest(g, p, most) {
        Shortest::Win(plies) => Some(plies),
        Shortest::NoWin | Shortest::TooBig => None,
    }
}

/// One game of a `camelot-match --games-out` file.
pub struct Game {
    /// Whether engine A had White.
    pub a_white: bool,
    /// Each position of the game with the move played in it.
    pub plies: Vec<(Position, String)>,
}

/// The games of `files`, replayed by the rules crate.
pub fn games(files: &[String]) -> impl Iterator<Item = Game> + '_ {
    files.iter().flat_map(|name| {
        let text = std::fs::read_to_string(name).expect("a games file");
        let lines: Vec<Game> = text
            .lines()
            .map(|line| {
                let game: serde_json::Value = serde_json::from_str(line).expect("a game line");
                let mut p: Position = game["start"].as_str().unwrap().parse().unwrap();
                let mut plies = Vec::new();
                for mv in game["moves"].as_array().unwrap() {
                    let mv = mv.as_str().unwrap().to_string();
                    let next = p.check(&mv).unwrap().result;
                    plies.push((p, mv));
                    p = next;
                }
                Game {
                    a_white: game["a_white"].as_bool().unwrap(),
                    plies,
                }
            })
            .collect();
        lines
    })
}
