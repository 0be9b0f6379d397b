//! The `camelot-pairing` binary: exact output and exit codes.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed read is a failed test

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use camelot_pairing::{Player, ResultCode, Tournament};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_camelot-pairing"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("binary runs")
}

fn run_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// A TRF file of players 1..=2n (names A, B, C, …) after one round in which the first of each
/// pair beat the second with White, three rounds in all.
fn one_round(games: &[(u32, u32)]) -> String {
    let mut t = Tournament::new("Test", 3);
    for tpn in 1..=2 * games.len() as u32 {
        let name = char::from(b'A' + tpn as u8 - 1).to_string();
        t.players.push(Player::new(tpn, name, None));
    }
    for &(white, black) in games {
        t.record_game(1, white, black, ResultCode::Win, ResultCode::Loss)
            .unwrap();
    }
    t.to_trf().unwrap()
}

fn vectors() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data")).to_path_buf()
}

fn vector(path: &str) -> String {
    vectors().join(path).to_str().unwrap().to_string()
}

#[test]
fn berger_prints_fide_boards_with_the_dummy() {
    let out = run(&["berger", "5"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "round 1: 1-6 2-5 3-4\nround 2: 6-4 5-3 1-2\nround 3: 2-6 3-1 4-5\nround 4: 6-5 1-4 2-3\nround 5: 3-6 4-2 5-1\n"
    );
    let out = run(&["berger", "4", "--double"]);
    assert_eq!(
        stdout(&out),
        "round 1: 1-4 2-3\nround 2: 2-4 3-1\nround 3: 4-3 1-2\nround 4: 4-1 3-2\nround 5: 3-4 2-1\nround 6: 4-2 1-3\n"
    );
}

#[test]
fn berger_agrees_with_every_vector_file() {
    for entry in fs::read_dir(vectors().join("berger")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let json: serde_json::Value =
            serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        let n = json["players"].as_u64().unwrap().to_string();
        let mut args = vec!["berger", n.as_str()];
        if json["double"].as_bool().unwrap() {
            args.push("--double");
        }
        let expected: String = json["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let boards: Vec<String> = r["pairings"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| format!("{}-{}", b[0], b[1]))
                    .collect();
                format!("round {}: {}\n", r["round"], boards.join(" "))
            })
            .collect();
        assert_eq!(stdout(&run(&args)), expected, "{}", path.display());
    }
}

#[test]
fn berger_rejects_bad_arguments() {
    for (args, code) in [
        (vec!["berger"], 2),
        (vec!["berger", "x"], 3),
        (vec!["berger", "-3"], 2),
        (vec!["berger", "1"], 3),
        (vec!["berger", "5000"], 3),
        (vec!["berger", "5", "--triple"], 2),
        (vec!["berger", "5", "6"], 2),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
        assert!(!stderr(&out).contains("panicked"));
    }
}

const T03_STANDINGS: &str = "Rank\tTPN\tPoints\tBH/C1\tBH\tSB\tWIN\tARO\n\
1\t1\t6.0\t17.0\t18.0\t18.0\t6\t2095\tTest0001 Player0001\n\
2\t2\t4.5\t17.5\t18.5\t10.75\t4\t2089\tTest0002 Player0002\n\
3\t4\t4.0\t17.5\t18.5\t10.0\t3\t2089\tTest0004 Player0004\n\
4\t5\t3.5\t19.5\t20.5\t8.25\t3\t2127\tTest0005 Player0005\n\
5\t3\t3.0\t19.5\t20.5\t7.0\t2\t2127\tTest0003 Player0003\n\
6\t6\t2.0\t17.0\t19.0\t5.5\t1\t2227\tTest0006 Player0006\n\
7\t7\t1.0\t21.0\t22.0\t1.0\t1\t2261\tTest0007 Player0007\n";

#[test]
fn standings_prints_a_tab_separated_table() {
    let file = vector("swiss-vectors/t03-p007-r06/full.trf");
    let expected = T03_STANDINGS.replace("\tARO\n", "\tARO\tName\n");
    let out = run(&["standings", &file, "--tiebreaks", "BH/C1,BH,SB,WIN,ARO"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), expected);
    let out = run(&["standings", "--tiebreaks=BH/C1,BH,SB,WIN,ARO", &file]);
    assert_eq!(stdout(&out), expected);
    let text = fs::read_to_string(&file).unwrap();
    let out = run_with_stdin(
        &["standings", "-", "--tiebreaks", "BH/C1,BH,SB,WIN,ARO"],
        &text,
    );
    assert_eq!(stdout(&out), expected);
}

#[test]
fn standings_shares_places_when_everything_ties() {
    let trf = one_round(&[(1, 2), (3, 4)]);
    let trf = trf.as_str();
    let out = run_with_stdin(&["standings", "-", "--tiebreaks", "WIN,BPG"], trf);
    assert_eq!(
        stdout(&out),
        "Rank\tTPN\tPoints\tWIN\tBPG\tName\n1\t1\t1.0\t1\t0\tA\n1\t3\t1.0\t1\t0\tC\n3\t2\t0.0\t0\t1\tB\n3\t4\t0.0\t0\t1\tD\n"
    );
    let out = run_with_stdin(&["standings", "-"], trf);
    assert_eq!(stdout(&out).lines().next(), Some("Rank\tTPN\tPoints\tName"));
}

#[test]
fn standings_rejects_bad_input_precisely() {
    let file = vector("swiss-vectors/t03-p007-r06/full.trf");
    for (args, code, needle) in [
        (vec!["standings"], 2, "needs a TRF file"),
        (
            vec!["standings", file.as_str(), "--tiebreaks"],
            2,
            "needs a value",
        ),
        (
            vec!["standings", file.as_str(), "--tiebreaks", "BH/X"],
            3,
            "BH/X",
        ),
        (
            vec!["standings", file.as_str(), "--system", "knockout"],
            2,
            "--system",
        ),
        (
            vec!["standings", file.as_str(), "--colour"],
            2,
            "unknown option",
        ),
        (vec!["standings", "/nonexistent/x.trf"], 5, "cannot read"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
    let bad_slot = format!("{:<91}   9 q 1", "001    1      A");
    for garbage in ["001    x", bad_slot.as_str(), "\u{0}\u{1}\u{2}", "152 Q"] {
        let out = run_with_stdin(&["standings", "-"], garbage);
        assert_eq!(out.status.code(), Some(3), "{garbage:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("TRF line"), "{}", stderr(&out));
    }
    let latin1: Vec<u8> = b"012 \xc5land\n001    1      \xd8ster                                                  0.0\n".to_vec();
    let mut child = bin()
        .args(["standings", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&latin1).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).ends_with("\t\u{d8}ster\n"), "{}", stdout(&out));
}

/// The Dutch engine is a separate module: until it is present the command reports "not
/// implemented" (exit 4); once present it must reproduce the reference engine exactly.
#[test]
fn pair_dutch_contract() {
    let dirs = [
        "t01-p007-r05",
        "t03-p007-r06",
        "t06-p016-r05",
        "t08-p016-r09",
        "t10-p016-r08",
    ];
    let probe = run(&[
        "pair",
        "--dutch",
        &vector("swiss-vectors/t01-p007-r05/round-01.in.trf"),
    ]);
    let implemented = probe.status.code() != Some(4);
    if !implemented {
        assert!(probe.stdout.is_empty());
        assert!(stderr(&probe).contains("not implemented"));
    }
    for dir in dirs {
        for entry in fs::read_dir(vectors().join("swiss-vectors").join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            let Some(stem) = name.strip_suffix(".in.trf") else {
                continue;
            };
            let out = run(&["pair", "--dutch", path.to_str().unwrap()]);
            if implemented {
                let expected =
                    fs::read_to_string(path.with_file_name(format!("{stem}.pairs.txt"))).unwrap();
                assert_eq!(
                    out.status.code(),
                    Some(0),
                    "{}: {}",
                    path.display(),
                    stderr(&out)
                );
                assert_eq!(stdout(&out), expected, "{}", path.display());
            } else {
                assert_eq!(out.status.code(), Some(4), "{}", path.display());
            }
        }
    }
    // Two players who have met cannot be paired again: no valid pairing, exit 1.
    let stuck = one_round(&[(1, 2)]);
    let stuck = stuck.as_str();
    let out = run_with_stdin(&["pair", "--dutch", "-"], stuck);
    assert_eq!(
        out.status.code(),
        Some(if implemented { 1 } else { 4 }),
        "{}",
        stderr(&out)
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn pair_rejects_bad_arguments() {
    let file = vector("swiss-vectors/t01-p007-r05/round-01.in.trf");
    for (args, code) in [
        (vec!["pair"], 2),
        (vec!["pair", file.as_str()], 2),
        (vec!["pair", "--dutch"], 2),
        (vec!["pair", "--burstein", file.as_str()], 2),
        (vec!["pair", "--dutch", "/nonexistent.trf"], 5),
        (vec!["unknown"], 2),
        (vec![], 2),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
    let out = run_with_stdin(&["pair", "--dutch", "-"], "142 x");
    assert_eq!(out.status.code(), Some(3));
    let help = run(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).starts_with("usage:"));
}
