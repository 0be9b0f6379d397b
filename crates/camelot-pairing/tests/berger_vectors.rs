//! Berger tables against the FIDE vectors and against an independent construction.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed read is a failed test

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use camelot_pairing::berger::{BergerSchedule, schedule};
use camelot_pairing::{Colour, Pair};
use serde_json::Value;

fn vector_files() -> Vec<PathBuf> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/berger"));
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_fide_berger_file() {
    let files = vector_files();
    assert_eq!(files.len(), 26);
    let mut rounds_checked = 0;
    for file in files {
        let json: Value = serde_json::from_str(&fs::read_to_string(&file).unwrap()).unwrap();
        let players = json["players"].as_u64().unwrap() as u32;
        let double = json["double"].as_bool().unwrap();
        let s = schedule(players, double).unwrap();
        assert_eq!(u64::from(s.table), json["table"].as_u64().unwrap());
        assert_eq!(s.dummy.map(u64::from), json["dummy"].as_u64());
        let rounds = json["rounds"].as_array().unwrap();
        assert_eq!(s.rounds.len(), rounds.len(), "{}", file.display());
        for (ours, theirs) in s.rounds.iter().zip(rounds) {
            assert_eq!(u64::from(ours.round), theirs["round"].as_u64().unwrap());
            let boards: Vec<Pair> = theirs["pairings"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| Pair::new(b[0].as_u64().unwrap() as u32, b[1].as_u64().unwrap() as u32))
                .collect();
            assert_eq!(
                ours.boards,
                boards,
                "{} round {}",
                file.display(),
                ours.round
            );
            assert_eq!(
                ours.bye.map(u64::from),
                theirs["bye"].as_u64(),
                "{} round {}",
                file.display(),
                ours.round
            );
            if double {
                assert_eq!(u64::from(ours.cycle), theirs["cycle"].as_u64().unwrap());
                assert_eq!(
                    u64::from(ours.table_round),
                    theirs["table_round"].as_u64().unwrap()
                );
                assert_eq!(
                    ours.colours_reversed,
                    theirs["colours_reversed"].as_bool().unwrap()
                );
            }
            rounds_checked += 1;
        }
    }
    assert_eq!(rounds_checked, 294, "all 294 rounds of the 26 files");
}

/// Milvang's constructive method ("Berger explained"): round 1 pairs board b as b–(N+1−b);
/// afterwards list 1..N−1 in the previous round's board order (White before Black), N meets
/// the last of the list with the other colour than before, and the rest pair from the end
/// (White = second to last, Black = last).
fn constructive(players: u32) -> Vec<Vec<Pair>> {
    let n = players + players % 2;
    let mut rounds = vec![
        (1..=n / 2)
            .map(|b| Pair::new(b, n + 1 - b))
            .collect::<Vec<_>>(),
    ];
    let mut last_white = false; // N is Black in round 1
    for _ in 2..n {
        let previous = rounds.last().unwrap();
        let mut list: Vec<u32> = previous
            .iter()
            .flat_map(|p| [p.white, p.black])
            .filter(|&x| x != n)
            .collect();
        let opponent = list.pop().unwrap();
        last_white = !last_white;
        let mut round = vec![if last_white {
            Pair::new(n, opponent)
        } else {
            Pair::new(opponent, n)
        }];
        while list.len() >= 2 {
            let black = list.pop().unwrap();
            let white = list.pop().unwrap();
            round.push(Pair::new(white, black));
        }
        rounds.push(round);
    }
    rounds
}

fn check_properties(s: &BergerSchedule) {
    let n = s.table;
    let mut met = HashSet::new();
    for round in &s.rounds {
        let mut seen = HashSet::new();
        for pair in &round.boards {
            assert!(
                seen.insert(pair.white) && seen.insert(pair.black),
                "a player twice in a round"
            );
            let key = (
                pair.white.min(pair.black),
                pair.white.max(pair.black),
                pair.white,
            );
            assert!(met.insert(key), "same pairing with the same colours twice");
        }
        assert_eq!(seen.len() as u32, n);
    }
    let cycles = if s.double { 2 } else { 1 };
    assert_eq!(
        met.len() as u32,
        cycles * n * (n - 1) / 2,
        "everybody meets everybody"
    );
    for player in 1..=n {
        let colours: Vec<Colour> = s
            .rounds
            .iter()
            .filter_map(|r| {
                r.boards.iter().find_map(|p| {
                    if p.white == player {
                        Some(Colour::White)
                    } else if p.black == player {
                        Some(Colour::Black)
                    } else {
                        None
                    }
                })
            })
            .collect();
        let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
        let balance = 2 * whites - colours.len() as i64;
        assert!(
            balance.abs() <= if s.double { 0 } else { 1 },
            "colour balance of {player}"
        );
        if s.double && Some(player) != s.dummy {
            for w in colours.windows(3) {
                assert!(
                    !(w[0] == w[1] && w[1] == w[2]),
                    "three equal colours in a row, player {player} of {n}"
                );
            }
        }
    }
}

#[test]
fn formula_equals_the_constructive_method_for_3_to_60() {
    for players in 3..=60 {
        let single = schedule(players, false).unwrap();
        let boards: Vec<Vec<Pair>> = single.rounds.iter().map(|r| r.boards.clone()).collect();
        assert_eq!(boards, constructive(players), "{players} players");
        check_properties(&single);
        check_properties(&schedule(players, true).unwrap());
    }
}

#[test]
fn large_tables_keep_their_properties() {
    for players in [99, 100, 255, 256] {
        check_properties(&schedule(players, false).unwrap());
    }
}
