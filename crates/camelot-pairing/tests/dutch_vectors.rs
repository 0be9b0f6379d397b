//! Every round of the shared Dutch vectors: our pairing must equal the reference engine's,
//! byte for byte in the reference engine's output format.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed read is a failed test

use camelot_pairing::{PairingOptions, Tournament, dutch};
use std::path::{Path, PathBuf};

fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss-vectors")
}

/// Pairs every `round-*.in.trf` of tournament `name`; returns (rounds, failures).
fn check_tournament(name: &str) -> (usize, Vec<String>) {
    let dir = vectors_dir().join(name);
    let mut rounds: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".in.trf"))
        .collect();
    rounds.sort();
    let mut failures = Vec::new();
    for path in &rounds {
        let text = std::fs::read_to_string(path).unwrap();
        let tournament = Tournament::from_trf(&text).unwrap();
        let expected_path = PathBuf::from(path.to_string_lossy().replace(".in.trf", ".pairs.txt"));
        let expected = std::fs::read_to_string(&expected_path).unwrap();
        match dutch::pair_next_round(&tournament, &PairingOptions::default()) {
            Ok(pairing) => {
                let got = pairing.to_engine_format();
                if got != expected {
                    failures.push(format!(
                        "{}:\n got:\n{got} expected:\n{expected}",
                        path.display()
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: error {e}", path.display())),
        }
    }
    (rounds.len(), failures)
}

fn run(names: &[&str]) {
    let mut total = 0;
    let mut failures = Vec::new();
    for name in names {
        let (n, f) = check_tournament(name);
        assert!(n > 0, "no rounds found for {name}");
        total += n;
        failures.extend(f);
    }
    for f in &failures {
        eprintln!("{f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {total} rounds differ",
        failures.len()
    );
    eprintln!("{total} rounds identical");
}

#[test]
fn small_tournaments_match_the_reference() {
    run(&[
        "t01-p007-r05",
        "t03-p007-r06",
        "t06-p016-r05",
        "t08-p016-r09",
        "t10-p016-r08",
    ]);
}

#[test]
fn medium_tournaments_match_the_reference() {
    run(&[
        "t11-p033-r05",
        "t13-p033-r09",
        "t16-p064-r06",
        "t18-p064-r09",
    ]);
}

#[test]
fn large_tournaments_match_the_reference() {
    run(&["t21-p150-r07", "t23-p150-r11"]);
}

#[test]
fn the_400_player_tournament_matches_the_reference() {
    run(&["t26-p400-r07"]);
}
