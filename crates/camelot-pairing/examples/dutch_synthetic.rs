//! Builds a synthetic Swiss tournament by pairing it round after round with the Dutch engine
//! and drawing random results, and writes it as TRF.
//!
//! ```text
//! cargo run --release -p camelot-pairing --example dutch_synthetic -- \
//!     PLAYERS ROUNDS ROUNDS_TO_PLAY SEED OUT.trf [DRAW_PERCENT] [FORFEIT_PERCENT]
//! ```
//!
//! Ratings are uniform in 1400..2600 (pairing numbers by rating); results follow the Elo
//! expectation with the given share of draws; the given share of games is forfeited (no
//! game, the scheduled White wins by forfeit); odd fields give the PAB. The file holds the
//! tournament before round `ROUNDS_TO_PLAY + 1`, ready for `camelot-pairing pair --dutch`.
//! Each round's pairing time (wall and, on Linux, the process's CPU time) goes to standard
//! error.

use std::process::ExitCode;
use std::time::Instant;

use camelot_pairing::{Colour, PairingOptions, Player, ResultCode, Tournament, dutch};

/// xorshift64*: deterministic and dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// User plus system CPU time of this process, from `/proc/self/stat` (fields 14 and 15, in
/// the kernel's clock ticks of 1/100 s); `None` where there is no such file. Wall time alone
/// misleads on a shared machine.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 5 {
        eprintln!(
            "usage: dutch_synthetic PLAYERS ROUNDS ROUNDS_TO_PLAY SEED OUT.trf [DRAW%] [FORFEIT%]"
        );
        return ExitCode::from(2);
    }
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).and_then(|s| s.parse().ok()).unwrap_or(default)
    };
    let players = number(0, 0) as u32;
    let rounds = number(1, 0) as u32;
    let to_play = number(2, 0) as u32;
    let seed = number(3, 1);
    let out = args[4].clone();
    let draw = number(5, 30) as f64 / 100.0;
    let forfeit = number(6, 0) as f64 / 100.0;
    match build(players, rounds, to_play, seed, draw, forfeit) {
        Ok(tournament) => match tournament.to_trf() {
            Ok(text) => match std::fs::write(&out, text) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("cannot write {out}: {e}");
                    ExitCode::from(5)
                }
            },
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(3)
            }
        },
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

fn build(
    players: u32,
    rounds: u32,
    to_play: u32,
    seed: u64,
    draw: f64,
    forfeit: f64,
) -> Result<Tournament, camelot_pairing::PairingError> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut tournament =
        Tournament::new(format!("Synthetic {players} players, seed {seed}"), rounds);
    tournament.initial_colour = if rng.next().is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Black
    };
    let mut ratings: Vec<u16> = (0..players)
        .map(|_| 1400 + (rng.next() % 1201) as u16)
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, rating) in ratings.iter().enumerate() {
        let tpn = i as u32 + 1;
        tournament
            .players
            .push(Player::new(tpn, format!("Player {tpn:05}"), Some(*rating)));
    }
    for round in 1..=to_play.min(rounds) {
        let start = Instant::now();
        let cpu_start = cpu_seconds();
        let pairing = dutch::pair_next_round(&tournament, &PairingOptions::default())?;
        let cpu = match (cpu_start, cpu_seconds()) {
            (Some(a), Some(b)) => format!(" (CPU {:.2} s)", b - a),
            _ => String::new(),
        };
        eprintln!(
            "round {round}: {} pairs in {:.3} s{cpu}",
            pairing.pairs.len(),
            start.elapsed().as_secs_f64()
        );
        for pair in &pairing.pairs {
            let rating = |tpn: u32| f64::from(ratings[tpn as usize - 1]);
            let (white, black) = (pair.white, pair.black);
            let (wr, br) = if rng.unit() < forfeit {
                (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
            } else {
                let expected = 1.0 / (1.0 + 10f64.powf((rating(black) - rating(white)) / 400.0));
                let x = rng.unit();
                if x < draw {
                    (ResultCode::Draw, ResultCode::Draw)
                } else if (x - draw) / (1.0 - draw) < expected {
                    (ResultCode::Win, ResultCode::Loss)
                } else {
                    (ResultCode::Loss, ResultCode::Win)
                }
            };
            tournament.record_game(round, white, black, wr, br)?;
        }
        if let Some(bye) = pairing.bye {
            tournament.record_bye(round, bye, ResultCode::PairingAllocatedBye)?;
        }
    }
    Ok(tournament)
}
