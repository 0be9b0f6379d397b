//! Looks through games played by `camelot-match` (its `--games-out` files) for forced wins the
//! players let slip: every position where the side to move could force a win within PLIES
//! plies (proven by the rules crate alone), and whether the move played kept a forced win of one
//! ply less. Prints each miss, then the counts.
//!
//! `cargo run --release -p camelot-engine --example missed_wins -- PLIES GAMES…`
//!
//! Positions whose proof would take more than three million nodes are counted apart, unjudged.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool: a panic is a bug report

mod proof;

use camelot_rules::{MoveGenerator, Side};
use proof::Shortest;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(most) = args.first().and_then(|a| a.parse::<u32>().ok()) else {
        eprintln!("usage: missed_wins PLIES GAMES…");
        std::process::exit(2);
    };
    let mut g = MoveGenerator::new();
    let (mut looked, mut wins, mut too_big) = (0, 0, 0);
    let mut missed = [0u32; 2];
    for game in proof::games(&args[1..]) {
        for (i, (p, mv)) in game.plies.iter().enumerate() {
            looked += 1;
            let stm = p.side_to_move();
            let plies = match proof::shortest(&mut g, p, most) {
                Shortest::Win(plies) => plies,
                Shortest::NoWin => continue,
                Shortest::TooBig => {
                    too_big += 1;
                    continue;
                }
            };
            wins += 1;
            let next = game
                .plies
                .get(i + 1)
                .map_or_else(|| p.check(mv).unwrap().result, |(n, _)| *n);
            let mut nodes = 0;
            let kept = if plies == 1 {
                next.status().is_over()
            } else {
                proof::proves(&mut g, &next, stm, plies - 1, &mut nodes).is_some()
            };
            if !kept {
                let a = (stm == Side::White) == game.a_white;
                missed[usize::from(!a)] += 1;
                println!(
                    "{} let slip a win in {plies} plies: {p} (played {mv})",
                    if a { "A" } else { "B" }
                );
            }
        }
    }
    println!(
        "{looked} positions, {wins} with a forced win within {most} plies; missed by A {}, by B {}; {too_big} too big to prove",
        missed[0], missed[1]
    );
}
