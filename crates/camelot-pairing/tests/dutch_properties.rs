//! Random tournaments paired round after round: the pairing rules that must always hold, and
//! the two computations of the engine (bracket graphs, single graph) agreeing exactly.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failure is a failed test

use camelot_pairing::dutch::{self, EngineInput};
use camelot_pairing::{
    Colour, PairingOptions, Player, PointSystem, ResultCode, RoundPairing, Tournament,
};
use proptest::prelude::*;

/// xorshift64*: deterministic, dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

#[derive(Debug, Clone, Copy)]
struct Config {
    players: u32,
    rounds: u32,
    draw: u64,
    forfeit: u64,
    half_point_bye: u64,
    absence: u64,
    three_one_zero: bool,
    seed: u64,
}

/// What an engine run must respect, checked on one round's pairing.
fn check_rules(t: &Tournament, options: &PairingOptions, pairing: &RoundPairing) {
    let round = t.next_round();
    let unavailable = options.unavailable_players(t);
    let mut seen = std::collections::BTreeSet::new();
    for pair in &pairing.pairs {
        for tpn in [pair.white, pair.black] {
            assert!(seen.insert(tpn), "round {round}: {tpn} paired twice");
            assert!(
                !unavailable.contains(&tpn),
                "round {round}: absent {tpn} paired"
            );
        }
        let white = t.player(pair.white).unwrap();
        let black = t.player(pair.black).unwrap();
        assert!(
            !white.has_played(pair.black),
            "round {round}: rematch {pair:?} (C1)"
        );
        assert!(
            !options.forbids(t, pair.white, pair.black),
            "forbidden pair {pair:?}"
        );
        // C3: non-topscorers with the same absolute colour preference never meet, and
        // nobody outside the topscorer exception leaves the colour limits.
        let last_round = round == t.total_rounds;
        let max = t.point_system.win.max(t.point_system.draw).tenths() * i64::from(round - 1);
        let topscorer = |tpn: u32| last_round && t.points_after(tpn, round - 1).tenths() * 2 > max;
        if !topscorer(pair.white) && !topscorer(pair.black) {
            for (p, colour) in [(white, Colour::White), (black, Colour::Black)] {
                let mut history = p.colour_history();
                history.push(colour);
                let whites = history.iter().filter(|&&c| c == Colour::White).count() as i64;
                let difference = 2 * whites - history.len() as i64;
                assert!(
                    difference.abs() <= 2,
                    "round {round}: {} colour difference",
                    p.tpn
                );
                let tail = &history[history.len().saturating_sub(3)..];
                assert!(
                    !(tail.len() == 3 && tail.iter().all(|&c| c == colour)),
                    "round {round}: {} gets {colour:?} three times in a row",
                    p.tpn
                );
            }
        }
    }
    let to_pair: Vec<u32> = t
        .players
        .iter()
        .map(|p| p.tpn)
        .filter(|tpn| !unavailable.contains(tpn))
        .collect();
    assert_eq!(
        seen.len() + usize::from(pairing.bye.is_some()),
        to_pair.len(),
        "round {round}: not everyone is paired"
    );
    if let Some(bye) = pairing.bye {
        assert_eq!(to_pair.len() % 2, 1, "a bye with an even field");
        let p = t.player(bye).unwrap();
        assert!(
            !p.has_unplayed_win(&t.point_system),
            "round {round}: {bye} gets a second bye or full-point unplayed round (C2)"
        );
    }
}

/// Plays a random tournament; at every round pairs it with both methods, checks they agree
/// and that the rules hold. Returns the number of rounds paired.
fn play(config: Config) -> u32 {
    let mut rng = Rng(config.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut t = Tournament::new("random", config.rounds);
    t.initial_colour = if rng.chance(50) {
        Colour::White
    } else {
        Colour::Black
    };
    if config.three_one_zero {
        t.point_system = PointSystem::THREE_ONE_ZERO;
    }
    for tpn in 1..=config.players {
        t.players
            .push(Player::new(tpn, format!("P{tpn}"), Some(2400 - tpn as u16)));
    }
    let mut paired_rounds = 0;
    for round in 1..=config.rounds {
        // Byes decided in advance: half-point byes and absences.
        for tpn in 1..=config.players {
            if rng.chance(config.half_point_bye) {
                t.record_bye(round, tpn, ResultCode::HalfPointBye).unwrap();
            } else if rng.chance(config.absence) {
                t.record_bye(round, tpn, ResultCode::ZeroPointBye).unwrap();
            }
        }
        let options = PairingOptions::default();
        let (input, _): (EngineInput, _) = dutch::engine_input(&t, &options).unwrap();
        let fast = dutch::pair_round(&input);
        let literal = dutch::pair_round_single_graph(&input);
        assert_eq!(fast, literal, "methods disagree: {config:?}, round {round}");
        let pairing = match dutch::pair_next_round(&t, &options) {
            Ok(p) => p,
            Err(camelot_pairing::PairingError::NoValidPairing(_)) => return paired_rounds,
            Err(e) => panic!("{e}"),
        };
        check_rules(&t, &options, &pairing);
        paired_rounds += 1;
        for pair in &pairing.pairs {
            let (w, b) = if rng.chance(config.forfeit) {
                (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
            } else if rng.chance(config.draw) {
                (ResultCode::Draw, ResultCode::Draw)
            } else if rng.chance(55) {
                (ResultCode::Win, ResultCode::Loss)
            } else {
                (ResultCode::Loss, ResultCode::Win)
            };
            t.record_game(round, pair.white, pair.black, w, b).unwrap();
        }
        if let Some(bye) = pairing.bye {
            t.record_bye(round, bye, ResultCode::PairingAllocatedBye)
                .unwrap();
        }
    }
    paired_rounds
}

proptest! {
    // 24 cases by default (debug builds in CI); PROPTEST_CASES=N for a longer run.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(24)
    ))]

    #[test]
    fn small_random_tournaments(
        players in 5u32..40,
        rounds in 3u32..10,
        draw in 0u64..50,
        forfeit in 0u64..8,
        half_point_bye in 0u64..6,
        absence in 0u64..6,
        three_one_zero in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let config = Config {
            players, rounds, draw, forfeit, half_point_bye, absence, three_one_zero, seed,
        };
        play(config);
    }
}

#[test]
fn a_larger_tournament_with_everything() {
    let config = Config {
        players: 121,
        rounds: 9,
        draw: 30,
        forfeit: 3,
        half_point_bye: 2,
        absence: 2,
        three_one_zero: false,
        seed: 7,
    };
    assert!(play(config) >= 8);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(6)
    ))]

    /// Bigger fields: slow in debug builds (the single-graph computation is cubic).
    /// Run with `cargo test --release -p camelot-pairing --test dutch_properties -- --ignored`.
    #[test]
    #[ignore = "slow in debug builds; run in release with --ignored"]
    fn bigger_random_tournaments(
        players in 60u32..260,
        rounds in 5u32..12,
        draw in 0u64..50,
        forfeit in 0u64..6,
        half_point_bye in 0u64..4,
        absence in 0u64..4,
        three_one_zero in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let config = Config {
            players, rounds, draw, forfeit, half_point_bye, absence, three_one_zero, seed,
        };
        play(config);
    }
}
