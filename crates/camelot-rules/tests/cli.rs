//! The `camelot` binary: exact output formats and exit codes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::process::{Command, Output};

use serde_json::Value;

const START: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1";

fn camelot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn moves_lists_path_position_status_sorted() {
    let first = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/vectors/moves.jsonl"
    ))
    .unwrap();
    let start: Value = serde_json::from_str(first.lines().next().unwrap()).unwrap();
    assert_eq!(start["id"], "start");
    let expected: String = start["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{}\t{}\t{}\n",
                m[0].as_str().unwrap(),
                m[1].as_str().unwrap(),
                m[2].as_str().unwrap()
            )
        })
        .collect();
    for arg in ["start", START] {
        let o = camelot(&["moves", arg]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(stdout(&o), expected);
    }
    // A finished game lists nothing.
    let o = camelot(&[
        "moves",
        "MM/8/10/m10m/12/12/12/12/M11/12/12/12/12/10/8/2 b 1 0 0 1",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "");
}

#[test]
fn perft_prints_the_count() {
    let o = camelot(&["perft", "start", "2"]);
    assert_eq!((o.status.code(), stdout(&o).as_str()), (Some(0), "10026\n"));
    let o = camelot(&["perft", START, "1"]);
    assert_eq!(stdout(&o), "100\n");
    let o = camelot(&["perft", "start", "0"]);
    assert_eq!(stdout(&o), "1\n");
    let o = camelot(&["perft", "start", "two"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("DEPTH"));
}

#[test]
fn check_legal_and_illegal_exit_zero() {
    let o = camelot(&["check", "start", "c6-d5"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "legal C6-D5 2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/3MMMMMMK2/3K8/12/10/8/2 b 0 0 1 1\n"
    );
    let o = camelot(&["check", "start", "F6-F7"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "illegal landing-occupied: F7 is occupied: a piece may only land on an empty square\n"
    );
    let o = camelot(&["check", "start", "F6--F7"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stdout(&o).starts_with("illegal malformed: "),
        "{}",
        stdout(&o)
    );
    // capture-required names an example capture.
    let duty = "2/8/10/11m/12/12/12/12/12/5m6/5M6/12/M11/10/8/2 w 0 0 0 1";
    let o = camelot(&["check", duty, "F6-F5"]);
    assert_eq!(
        stdout(&o),
        "illegal capture-required: A capture is compulsory this turn (for example F6xF8)\n"
    );
}

#[test]
fn malformed_position_exits_two() {
    for cmd in [
        &["check", "nonsense", "F6-F7"][..],
        &["moves", "2/8 w 0 0"],
        &["status", ""],
    ] {
        let o = camelot(cmd);
        assert_eq!(o.status.code(), Some(2), "{cmd:?}");
        assert_eq!(stdout(&o), "");
        assert!(stderr(&o).contains("invalid position"), "{}", stderr(&o));
    }
}

#[test]
fn status_prints_token_and_reason() {
    let cases = [
        ("start", "*"),
        (
            "MM/8/10/m10m/12/12/12/12/M11/12/12/12/12/10/8/2 b 1 0 0 1",
            "1-0 castle",
        ),
        (
            "2/8/10/11k/12/12/12/12/M11/12/12/12/12/10/8/2 w 0 0 0 1",
            "1/2-1/2 bare-board",
        ),
        (
            "2/8/10/12/12/12/12/12/M1M9/12/12/12/12/10/8/2 b 0 0 0 1",
            "1-0 capture",
        ),
        (
            "2/8/10/11m/12/11m/12/12/M11/12/12/12/12/2M1M1M3/2MMM3/M1 w 0 0 0 1",
            "0-1 no-moves",
        ),
        (
            "2/8/10/11m/12/12/12/12/M11/12/12/12/12/2M1M1M3/2MMM3/M1 w 0 0 0 1",
            "1/2-1/2 no-moves",
        ),
    ];
    for (pos, expected) in cases {
        let o = camelot(&["status", pos]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(stdout(&o), format!("{expected}\n"), "{pos}");
    }
}

#[test]
fn apply_plays_moves_and_stops_on_an_illegal_one() {
    let o = camelot(&["apply", "start", "D6-F8", "h11-f9", "C6-E8-G8"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "2/8/10/12/12/2kmmmm1mk2/3kmmmmk3/5m6/5MK5/3KMMMMK3/4MMMMMK2/12/12/10/8/2 b 0 0 3 2\n"
    );
    let o = camelot(&["apply", "start", "D6-F8", "D6-F8"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "illegal empty-origin: There is no piece on D6\n"
    );
    assert!(stderr(&o).contains("move 2"));
}

#[test]
fn bad_arguments_exit_two_with_usage() {
    for args in [
        &[][..],
        &["fly"],
        &["moves"],
        &["check", "start"],
        &["perft", "start", "1", "2"],
    ] {
        let o = camelot(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains("usage:"), "{args:?}");
    }
    let o = camelot(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("camelot moves"));
}

#[test]
fn variants_are_chosen_before_the_command() {
    // Counts of VARIANTS.md §11.
    let o = camelot(&["--variant", "cam", "perft", "start", "2"]);
    assert_eq!((o.status.code(), stdout(&o)), (Some(0), "2916\n".into()));
    let o = camelot(&["--variant", "anti-camette", "perft", "start", "3"]);
    assert_eq!(stdout(&o), "4926\n");
    // River's start lists its 10 660 placements, canonical and sorted.
    let o = camelot(&["--variant", "river", "moves", "start"]);
    let listing = stdout(&o);
    let lines: Vec<&str> = listing.lines().collect();
    assert_eq!(lines.len(), 10_660);
    assert!(lines[0].starts_with("A4,B3,B4\t"), "{}", lines[0]);
    // A placement in any order and case; the position after both placements.
    let o = camelot(&[
        "--variant",
        "river",
        "apply",
        "start",
        "l6,k5,L5",
        "A11,A12,B12",
    ]);
    assert_eq!(
        stdout(&o),
        "2/8/10/2kmmmmmmk2/TT1kmmmmk2/T8/8/8/8/8/8T/2KMMMMK1TT/2KMMMMMMK2/10/8/2 w 0 0 0 2\n"
    );
    let o = camelot(&["--variant", "river", "check", "start", "D4-D3"]);
    assert!(
        stdout(&o).starts_with("illegal placement-expected: "),
        "{}",
        stdout(&o)
    );
    // Ends of game per goal.
    let o = camelot(&[
        "--variant",
        "camette",
        "status",
        "1/2M/5/5/m4/3/1 b 0 0 1 30",
    ]);
    assert_eq!(stdout(&o), "*\n");
    let o = camelot(&[
        "--variant",
        "camette",
        "apply",
        "1/2M/5/5/m4/3/1 w 0 0 1 30",
        "D6-C7",
    ]);
    assert_eq!(stdout(&o), "M/3/5/5/m4/3/1 b 0 0 0 30\n");
    let o = camelot(&[
        "--variant",
        "camette",
        "status",
        "M/3/5/5/m4/3/1 b 0 0 0 30",
    ]);
    assert_eq!(stdout(&o), "1-0 castle\n");
    let o = camelot(&[
        "--variant",
        "anti-camette",
        "status",
        "M/3/5/5/m4/3/1 b 0 0 0 30",
    ]);
    assert_eq!(stdout(&o), "0-1 castle\n");
    // Unknown variant, missing name, a position of another board.
    let o = camelot(&["--variant", "checkers", "status", "start"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("`checkers` is not a variant"),
        "{}",
        stderr(&o)
    );
    let o = camelot(&["--variant"]);
    assert_eq!(o.status.code(), Some(2));
    let o = camelot(&["--variant", "cam", "status", START]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("expected 13 ranks"), "{}", stderr(&o));
}
