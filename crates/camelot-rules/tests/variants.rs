//! Every file of the variant vectors (`tests/data/vectors/variants/`, copied from the rules
//! contract): each record names its variant, and the crate must reproduce it read with that
//! variant's rules.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::collections::BTreeMap;

use camelot_rules::{Position, Variant, perft};
use serde_json::Value;

fn vector_file(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/vectors/variants/");
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

fn variant(line: &Value) -> Variant {
    text(&line["variant"]).parse().unwrap()
}

fn pos(line: &Value) -> Position {
    let s = text(&line["position"]);
    Position::parse_variant(s, variant(line))
        .unwrap_or_else(|e| panic!("{} position {s} does not parse: {e}", variant(line)))
}

#[test]
fn moves_jsonl_complete_listings() {
    let lines = json_lines("moves.jsonl");
    assert_eq!(lines.len(), 517);
    let mut failures = Vec::new();
    let mut per_variant: BTreeMap<String, usize> = BTreeMap::new();
    for line in &lines {
        let id = text(&line["id"]);
        let p = pos(line);
        *per_variant.entry(p.variant().to_string()).or_default() += 1;
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
        if status.token() != text(&line["status"]) {
            failures.push(format!(
                "{id}: status {status} expected {}",
                text(&line["status"])
            ));
        }
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
        if actual != expected {
            let missing: Vec<_> = expected
                .iter()
                .filter(|m| !actual.contains(m))
                .take(5)
                .collect();
            let extra: Vec<_> = actual
                .iter()
                .filter(|m| !expected.contains(m))
                .take(5)
                .collect();
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
    assert_eq!(per_variant.len(), 9, "{per_variant:?}");
}

#[test]
fn illegal_jsonl_rejected_with_tag() {
    let lines = json_lines("illegal.jsonl");
    assert_eq!(lines.len(), 183);
    let mut failures = Vec::new();
    for line in &lines {
        let p = pos(line);
        let path = text(&line["path"]);
        let tag = text(&line["reason_tag"]);
        match p.check(path) {
            Ok(m) => failures.push(format!(
                "{}: {path} accepted as {} (want {tag}) in {p}",
                p.variant(),
                m.path
            )),
            Err(e) if e.tag() != tag => failures.push(format!(
                "{}: {path}: got {} ({e}) want {tag} in {p}",
                p.variant(),
                e.tag()
            )),
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
    assert_eq!(lines.len(), 57);
    for line in &lines {
        let p = pos(line);
        let path = text(&line["path"]);
        let canonical = text(&line["canonical"]);
        let via_alias = p
            .check(path)
            .unwrap_or_else(|e| panic!("{}: {path} rejected ({e}) in {p}", p.variant()));
        let direct = p
            .check(canonical)
            .unwrap_or_else(|e| panic!("{}: {canonical} rejected ({e}) in {p}", p.variant()));
        assert_eq!(via_alias.path.to_string(), canonical, "{path} in {p}");
        assert_eq!(via_alias, direct);
    }
}

/// Perft lines whose count is small enough for a debug build.
const DEBUG_PERFT_LIMIT: u64 = 1_200_000;

fn perft_lines() -> Vec<(Position, u32, u64)> {
    vector_file("perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let variant: Variant = f[0].parse().unwrap();
            (
                Position::parse_variant(f[1], variant).unwrap(),
                f[2].parse().unwrap(),
                f[3].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn perft_txt_small_counts() {
    let lines = perft_lines();
    assert_eq!(lines.len(), 54);
    for (p, depth, count) in lines.into_iter().filter(|l| l.2 <= DEBUG_PERFT_LIMIT) {
        assert_eq!(
            perft(&p, depth),
            count,
            "{} perft({depth}) of {p}",
            p.variant()
        );
    }
}

/// The larger perft lines (Cam's start at depth 4: 9 420 260; River's start at depth 2:
/// 113 635 600; River after its trees at depth 4: 93 161 104). Run in release mode:
/// `cargo test -p camelot-rules --release --test variants -- --ignored`.
#[test]
#[ignore = "slow in debug builds: run with --release -- --ignored"]
fn perft_txt_large_counts() {
    for (p, depth, count) in perft_lines()
        .into_iter()
        .filter(|l| l.2 > DEBUG_PERFT_LIMIT)
    {
        assert_eq!(
            perft(&p, depth),
            count,
            "{} perft({depth}) of {p}",
            p.variant()
        );
    }
}

/// The start positions of `VARIANTS.md` §3 and the counts of §11.
#[test]
fn starts_and_their_first_counts() {
    for (variant, moves) in [
        (Variant::Camette, 22),
        (Variant::Cam, 54),
        (Variant::Chivalry, 132),
        (Variant::River, 10_660),
        (Variant::Anti, 100),
        (Variant::AntiCamette, 22),
    ] {
        let start = variant.start();
        assert_eq!(start.legal_move_count(), moves, "{variant}");
        assert_eq!(start.legal_moves().len() as u64, moves, "{variant}");
        assert_eq!(start.status().token(), "*");
    }
}
