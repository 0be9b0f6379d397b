//! The `camelot-engine` binary: outputs and exit codes as the crate README states them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::io::Write;
use std::process::{Command, Output, Stdio};

use camelot_rules::Position;
use serde_json::Value;

fn engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot-engine"))
        .args(args)
        .output()
        .unwrap()
}

fn json(o: &Output) -> Value {
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text:?}"))
}

#[test]
fn bestmove_prints_one_json_line() {
    let o = engine(&["bestmove", "start", "--depth", "4"]);
    assert_eq!(o.status.code(), Some(0));
    let v = json(&o);
    let raw = String::from_utf8(o.stdout.clone()).unwrap();
    assert_eq!(raw.lines().count(), 1);
    let at: Vec<usize> = [
        "\"move\"",
        "\"score\"",
        "\"depth\"",
        "\"nodes\"",
        "\"time_ms\"",
        "\"pv\"",
    ]
    .iter()
    .map(|k| raw.find(k).unwrap_or_else(|| panic!("{k} missing: {raw}")))
    .collect();
    assert!(
        at.windows(2).all(|w| w[0] < w[1]),
        "the fields in order: {raw}"
    );
    assert_eq!(v.as_object().unwrap().len(), 6);
    let mv = v["move"].as_str().unwrap();
    let legal = Position::start().check(mv).unwrap();
    assert_eq!(legal.path.to_string(), mv, "the canonical path");
    assert_eq!(v["depth"], 4);
    assert!(v["score"]["cp"].is_i64());
    assert_eq!(v["pv"][0], v["move"]);
    // A win is shown as plies to the end: Black's man steps into White's castle beside another.
    let o = engine(&[
        "bestmove",
        "2/8/10/12/12/12/12/12/M10M/12/12/12/12/10/3m4/m1 b 0 0 0 40",
        "--depth",
        "3",
    ]);
    let v = json(&o);
    assert_eq!(v["move"], "F2-G1");
    assert_eq!(v["score"], serde_json::json!({"win_in": 1}));
}

#[test]
fn levels_variants_nodes_and_analysis() {
    let v = json(&engine(&["bestmove", "start", "--level", "1"]));
    assert!(Position::start().check(v["move"].as_str().unwrap()).is_ok());
    let v = json(&engine(&[
        "bestmove",
        "start",
        "--variant",
        "camette",
        "--depth",
        "6",
    ]));
    let camette = camelot_rules::Variant::Camette.start();
    assert!(camette.check(v["move"].as_str().unwrap()).is_ok());
    let v = json(&engine(&["bestmove", "start", "--nodes", "5000"]));
    assert!(v["nodes"].as_u64().unwrap() <= 5_100, "{v}");
    let v = json(&engine(&[
        "analyse",
        "start",
        "--multipv",
        "3",
        "--depth",
        "4",
    ]));
    let pvs = v["pvs"].as_array().unwrap();
    assert_eq!(pvs.len(), 3);
    let firsts: std::collections::HashSet<&str> = pvs
        .iter()
        .map(|p| p["moves"][0].as_str().unwrap())
        .collect();
    assert_eq!(firsts.len(), 3, "three different first moves");
}

#[test]
fn bad_input_exits_two_with_a_message() {
    for args in [
        vec!["bestmove", "nonsense"],
        vec!["bestmove"],
        vec!["bestmove", "start", "--depth", "zero"],
        vec!["bestmove", "start", "--depth", "3", "--nodes", "4"],
        vec!["bestmove", "start", "--level", "9"],
        vec!["bestmove", "start", "--variant", "draughts"],
        vec!["analyse", "start"],
        vec!["frobnicate"],
        // A finished game: White has two pieces in Black's castle.
        vec![
            "bestmove",
            "MM/8/10/m10m/12/12/12/12/M11/12/12/12/12/10/8/2 b 1 0 0 1",
        ],
    ] {
        let o = engine(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn serve_answers_every_line_and_keeps_serving() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_camelot-engine"))
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input = [
        r#"{"id":1,"position":"start","depth":3,"new_game":true}"#,
        "not json",
        r#"{"id":"two","position":"start","depth":0}"#,
        r#"{"id":3,"position":"MM/8/10/m10m/12/12/12/12/M11/12/12/12/12/10/8/2 b 1 0 0 1","depth":2}"#,
        r#"{"id":4,"position":"start","variant":"cam","level":2}"#,
        r#"{"id":5,"position":"start","depth":3,"multipv":2}"#,
    ]
    .join("\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0]["id"], 1);
    assert!(lines[0]["move"].is_string());
    assert_eq!(lines[1]["id"], Value::Null);
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("not a JSON request")
    );
    assert_eq!(lines[2]["id"], "two");
    assert!(lines[2]["error"].is_string());
    assert_eq!(lines[3]["id"], 3);
    assert!(
        lines[3]["error"]
            .as_str()
            .unwrap()
            .contains("no legal move")
    );
    assert_eq!(lines[4]["id"], 4);
    let cam = camelot_rules::Variant::Cam.start();
    assert!(cam.check(lines[4]["move"].as_str().unwrap()).is_ok());
    assert_eq!(lines[5]["pvs"].as_array().map(Vec::len), Some(2));
}
