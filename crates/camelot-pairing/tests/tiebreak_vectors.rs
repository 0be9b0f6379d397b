//! Every value of every file in the shared tie-break vectors (FIDE's Gacrux, C.07 2026).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed read is a failed test

use std::fs;
use std::path::{Path, PathBuf};

use camelot_pairing::{
    StandingsOptions, System, TieBreak, TieBreakValue, Tournament, tiebreak_values,
};
use serde_json::Value;

fn shared(path: &str) -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data")).join(path)
}

fn expected_number(value: &Value) -> i64 {
    let f = value.as_f64().expect("number");
    let hundredths = f * 100.0;
    assert_eq!(
        hundredths,
        hundredths.round(),
        "{f} is not a multiple of 0.01"
    );
    hundredths as i64
}

#[test]
fn every_tiebreak_vector_value() {
    let mut files: Vec<PathBuf> = fs::read_dir(shared("tiebreak-vectors"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 12);
    let mut compared = 0usize;
    let mut mismatches = Vec::new();
    for file in &files {
        let json: Value = serde_json::from_str(&fs::read_to_string(file).unwrap()).unwrap();
        let name = json["tournament"].as_str().unwrap();
        let trf = fs::read_to_string(shared(&format!("swiss-vectors/{name}/full.trf"))).unwrap();
        let t = Tournament::from_trf(&trf).unwrap();
        let options = StandingsOptions::new(System::Swiss);
        let players = json["players"].as_array().unwrap();
        assert_eq!(players.len(), t.players.len(), "{name}");
        for player in players {
            let tpn = player["tpn"].as_u64().unwrap() as u32;
            let points = t.player(tpn).unwrap().total_points(&t.point_system);
            assert_eq!(
                points.tenths() * 10,
                expected_number(&player["points"]),
                "{name} {tpn} points"
            );
            compared += 1;
        }
        for code in json["tiebreaks"].as_array().unwrap() {
            let code = code.as_str().unwrap();
            let tb: TieBreak = code.parse().unwrap();
            let values = tiebreak_values(&t, &tb, &options).unwrap();
            for player in players {
                let tpn = player["tpn"].as_u64().unwrap() as u32;
                let expected = &player["values"][code];
                let (_, got) = values.iter().find(|(p, _)| *p == tpn).unwrap();
                let ok = match got {
                    TieBreakValue::Hundredths(v) => *v == expected_number(expected),
                    TieBreakValue::Integer(v) => Some(*v) == expected.as_i64(),
                    TieBreakValue::Undefined => expected.is_null(),
                    TieBreakValue::Rank(_) => false,
                };
                if !ok {
                    mismatches.push(format!(
                        "{name} tpn {tpn} {code}: expected {expected}, got {got}"
                    ));
                }
                compared += 1;
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
    // 956 players × (points + 11 tie-breaks): the 10,516 tie-break values of the README.
    assert_eq!(compared, 956 * 12, "values compared");
}
