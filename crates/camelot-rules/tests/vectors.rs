//! Every file of the rules vectors (`tests/data/vectors/`, copied from the rules contract).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_rules::{Game, Position, perft};
use serde_json::Value;

#[path = "common/legality.rs"]
mod legality;

fn vector_file(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/vectors/");
    std::fs::read_to_string(format!("{path}{name}"))
        .unwrap_or_else(|e| panic!("cannot read vector file {path}{name}: {e}"))
}

fn json_lines(name: &str) -> Vec<Value> {
    vector_file(name)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn text(v: &Value) -> &str {
    v.as_str()
        .unwrap_or_else(|| panic!("expected a string, found {v}"))
}

fn pos(v: &Value) -> Position {
    let s = text(v);
    s.parse()
        .unwrap_or_else(|e| panic!("vector position {s} does not parse: {e}"))
}

/// The legality check of single moves (a search's killer moves) agrees with the generator on
/// every position of the complete listings.
#[test]
fn moves_jsonl_single_moves_checked_as_listed() {
    for line in json_lines("moves.jsonl") {
        let p = pos(&line["position"]);
        if !p.status().is_over() {
            legality::check_is_legal(&p);
        }
    }
}

#[test]
fn moves_jsonl_complete_listings() {
    let lines = json_lines("moves.jsonl");
    assert_eq!(lines.len(), 402);
    let mut failures = Vec::new();
    for line in &lines {
        let id = text(&line["id"]);
        let p = pos(&line["position"]);
        assert_eq!(
            p.to_string(),
            text(&line["position"]),
            "{id}: print(parse(s)) != s"
        );
        let expected: Vec<(String, String, String)> = line["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    text(&m[0]).to_owned(),
                    text(&m[1]).to_owned(),
                    text(&m[2]).to_owned(),
                )
            })
            .collect();
        let status = p.status();
        let actual: Vec<(String, String, String)> = p
            .legal_moves()
            .iter()
            .map(|m| {
                (
                    m.path.to_string(),
                    m.result.to_string(),
                    m.result.status().token().to_owned(),
                )
            })
            .collect();
        if status.token() != text(&line["status"]) {
            failures.push(format!(
                "{id}: status {} expected {}",
                status,
                text(&line["status"])
            ));
        }
        if actual != expected {
            let missing: Vec<_> = expected.iter().filter(|m| !actual.contains(m)).collect();
            let extra: Vec<_> = actual.iter().filter(|m| !expected.contains(m)).collect();
            failures.push(format!(
                "{id} {}\n  missing {missing:?}\n  extra {extra:?}",
                text(&line["position"])
            ));
        }
        assert_eq!(
            p.legal_move_count(),
            expected.len() as u64,
            "{id}: fast count"
        );
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn illegal_jsonl_rejected_with_tag() {
    let lines = json_lines("illegal.jsonl");
    assert_eq!(lines.len(), 147);
    let mut failures = Vec::new();
    for line in &lines {
        let p = pos(&line["position"]);
        let path = text(&line["path"]);
        let tag = text(&line["reason_tag"]);
        match p.check(path) {
            Ok(m) => failures.push(format!("{path} accepted as {} (want {tag}) in {p}", m.path)),
            Err(e) if e.tag() != tag => {
                failures.push(format!("{path}: got {} ({e}) want {tag} in {p}", e.tag()))
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn aliases_jsonl_accepted_as_canonical() {
    let lines = json_lines("aliases.jsonl");
    assert_eq!(lines.len(), 50);
    for line in &lines {
        let p = pos(&line["position"]);
        let path = text(&line["path"]);
        let canonical = text(&line["canonical"]);
        let via_alias = p
            .check(path)
            .unwrap_or_else(|e| panic!("{path} rejected ({e}) in {p}"));
        let direct = p
            .check(canonical)
            .unwrap_or_else(|e| panic!("{canonical} rejected ({e}) in {p}"));
        assert_eq!(via_alias.path.to_string(), canonical, "{path} in {p}");
        assert_eq!(via_alias, direct);
    }
}

#[test]
fn games_jsonl_replay() {
    let lines = json_lines("games.jsonl");
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let id = text(&line["id"]);
        let moves: Vec<&str> = line["moves"].as_array().unwrap().iter().map(text).collect();
        let positions: Vec<&str> = line["positions"]
            .as_array()
            .unwrap()
            .iter()
            .map(text)
            .collect();
        assert_eq!(moves.len(), positions.len());
        let game = Game::replay(Position::start(), &moves)
            .unwrap_or_else(|(ply, e)| panic!("{id}: ply {ply} {} rejected: {e}", moves[ply]));
        for (ply, expected) in positions.iter().enumerate() {
            assert_eq!(
                game.positions()[ply + 1].to_string(),
                *expected,
                "{id} ply {ply}"
            );
        }
        assert_eq!(
            game.position().status().token(),
            text(&line["status"]),
            "{id}"
        );
    }
}

/// Perft lines whose count is small enough for a debug build run in a few seconds.
const DEBUG_PERFT_LIMIT: u64 = 1_200_000;

fn perft_lines() -> Vec<(Position, u32, u64)> {
    vector_file("perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn perft_txt_small_counts() {
    let lines = perft_lines();
    assert_eq!(lines.len(), 17);
    for (p, depth, count) in lines.into_iter().filter(|l| l.2 <= DEBUG_PERFT_LIMIT) {
        assert_eq!(perft(&p, depth), count, "perft({depth}) of {p}");
    }
}

/// The remaining perft lines (start position depth 4: 111 509 838 leaves). Too slow for a
/// debug build; CI runs them in release mode:
/// `cargo test -p camelot-rules --release --test vectors -- --ignored`.
#[test]
#[ignore = "slow in debug builds: run with --release -- --ignored"]
fn perft_txt_large_counts() {
    for (p, depth, count) in perft_lines()
        .into_iter()
        .filter(|l| l.2 > DEBUG_PERFT_LIMIT)
    {
        assert_eq!(perft(&p, depth), count, "perft({depth}) of {p}");
    }
}
