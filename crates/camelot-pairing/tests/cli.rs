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
    // Negative point values and fictitious points: the Dutch engine refuses them, so do
    // standings.
    let players = "001    1      Alpha, A                          2100                             1.0    1     2 w 1  0000 - H\n001    2      Beta, B                           2000                             0.0    2     1 b 0\n001    3      Gamma, C                          1900                             1.0    3  0000 - U\n";
    for (record, needle) in [
        ("162  W 1.0 D 0.5 A-1.0", "not negative"),
        ("250   -1.0 001 001    1    1", "must not be negative"),
    ] {
        let out = run_with_stdin(&["standings", "-"], &format!("142 3\n{record}\n{players}"));
        assert_eq!(out.status.code(), Some(3), "{record}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{record}: {}", stderr(&out));
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

/// The state of vector tournament t03 before round 3, read as text.
fn t03_before_round_3() -> String {
    fs::read_to_string(vector("swiss-vectors/t03-p007-r06/round-03.in.trf")).unwrap()
}

/// Runs `pair --dutch -` and `check --dutch -` on `text`; both must fail with exit 3, never
/// panic, and say `needle` (and nothing about negative values).
fn assert_rejected(text: &str, needle: &str) {
    for command in ["pair", "check"] {
        let out = run_with_stdin(&[command, "--dutch", "-"], text);
        let message = stderr(&out);
        assert_eq!(out.status.code(), Some(3), "{command} {needle}: {message}");
        assert!(out.stdout.is_empty(), "{command}: {}", stdout(&out));
        assert!(message.contains(needle), "{command}: {message}");
        assert!(!message.contains("panicked"), "{message}");
        assert!(!message.contains("negative"), "{message}");
        assert!(!message.contains("line 0"), "{message}");
    }
}

#[test]
fn huge_numbers_in_any_field_are_too_large_never_a_panic() {
    let base = t03_before_round_3();
    let huge = "900000000000000000.0";
    let with = |extra: &str| format!("{base}{extra}\n");
    // Two accelerations that would overflow 64 bits together; the reviewer's case.
    assert_rejected(
        &with(&format!(
            "250      {huge} 001 002    1    7\n250      {huge} 001 002    1    7"
        )),
        "TRF line 12: fictitious points 900000000000000000.0 is too large: it must lie between -1000.0 and 1000.0",
    );
    // Each within range, too large together.
    assert_rejected(
        &with("250      999.0 001 003    1    7\n250      999.0 001 003    1    7"),
        "the acceleration of player 1 in round 1 (all 250 records together) is 1998.0 points, too large: at most 1000.0",
    );
    for (extra, needle) in [
        (
            format!("162  W {huge}"),
            "points for W 900000000000000000.0 is too large",
        ),
        (
            "162  D 99999999999999999999.0".to_string(),
            "points for D 99999999999999999999.0 is too large",
        ),
        (
            "162  P 1000.5".to_string(),
            "points for P 1000.5 is too large",
        ),
        (
            "240 H 99999999999 3".to_string(),
            "round number 99999999999 is too large: it must be 1 to 999",
        ),
        (
            "240 H 003 99999999999".to_string(),
            "pairing number 99999999999 is too large: it must be 0 to 9999",
        ),
        (
            "260 99999999999 0    1    2".to_string(),
            "first round 99999999999 is too large",
        ),
        (
            "250      1.0 001 99999999999999999999    1    2".to_string(),
            "last round 99999999999999999999 is too large",
        ),
    ] {
        assert_rejected(&with(&extra), needle);
    }
    assert_rejected(
        &base.replace("142 6", "142 99999999999999999999"),
        "TRF line 2: number of rounds 99999999999999999999 is too large: it must be 1 to 999",
    );
    // The points column holds four characters: its largest value is simply a wrong total.
    let nines = base.replace(" 2.0    1 ", "9999    1 ");
    assert_ne!(nines, base);
    assert_rejected(
        &nines,
        "the points column says 9999.0 but the results give 2.0",
    );
    let long = format!(
        "{base}{:<91}{}\n",
        "001    8      Long",
        "0000 - H  ".repeat(1200)
    );
    assert_rejected(&long, "at most 999 rounds");
    // At the limits everything still pairs.
    let limits = with("250   1000.0 001 007    3    3\n162  W 1000.0    D 500.0");
    let limits: String = limits
        .lines()
        .map(|line| match line.get(..80) {
            Some(head) if line.starts_with("001") => format!("{head}    {}\n", &line[84..]),
            _ => format!("{line}\n"),
        })
        .collect();
    let out = run_with_stdin(&["pair", "--dutch", "-"], &limits);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // Standings add and multiply the same values (SB, KS, BH): also bounded.
    let out = run_with_stdin(
        &["standings", "-", "--tiebreaks", "SB,KS,BH,PS"],
        &with(&format!("162  W {huge}")),
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("too large"), "{}", stderr(&out));
    let out = run(&[
        "standings",
        &vector("swiss-vectors/t03-p007-r06/full.trf"),
        "--tiebreaks",
        "ARO,TPR",
        "--unrated-rating",
        "99999999999",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("--unrated-rating 99999999999 is too large: a rating is 0 to 65535"),
        "{}",
        stderr(&out)
    );
    // Cuts larger than any tournament are valid and cut every round, without overflow.
    let out = run(&[
        "standings",
        &vector("swiss-vectors/t03-p007-r06/full.trf"),
        "--tiebreaks",
        "BH/C4000000000,BH/M4000000000,ARO/C4000000000,KS/L100",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = run(&["standings", "-", "--tiebreaks", "BH/C99999999999"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("is too large"), "{}", stderr(&out));
    let out = run(&["berger", "99999999999"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out)
            .contains("number of players 99999999999 is too large: a round robin has 2 to 2000"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn files_without_players_or_without_a_round_count_say_so() {
    for empty in ["", "\n\n", "012 Nobody here\n142 5\n"] {
        for command in ["pair", "check"] {
            let out = run_with_stdin(&[command, "--dutch", "-"], empty);
            assert_eq!(out.status.code(), Some(3), "{empty:?}");
            assert!(
                stderr(&out).contains("the file holds no players"),
                "{}",
                stderr(&out)
            );
            assert!(!stderr(&out).contains("have been paired"));
        }
    }
    let without_142: String = t03_before_round_3()
        .lines()
        .filter(|line| !line.starts_with("142"))
        .map(|line| format!("{line}\n"))
        .collect();
    let out = run_with_stdin(&["pair", "--dutch", "-"], &without_142);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains("does not state the number of rounds (record 142"),
        "{}",
        stderr(&out)
    );
    let finished = t03_before_round_3().replace("142 6", "142 2");
    let out = run_with_stdin(&["pair", "--dutch", "-"], &finished);
    assert_eq!(out.status.code(), Some(3));
    let message = stderr(&out);
    assert!(
        message.contains("all 2 rounds of the tournament (record 142) have been paired"),
        "{message}"
    );
    let too_few = t03_before_round_3().replace("142 6", "142 1");
    let out = run_with_stdin(&["pair", "--dutch", "-"], &too_few);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains(
            "TRF line 2: round 2 has been paired but the tournament has only 1 round (record 142)"
        ),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("line 0"));
}

#[test]
fn a_byte_order_mark_before_the_first_player_is_skipped() {
    let players: String = t03_before_round_3()
        .lines()
        .filter(|line| !line.starts_with("012"))
        .map(|line| format!("{line}\n"))
        .collect();
    let players_first: String = {
        let (header, rest): (Vec<&str>, Vec<&str>) =
            players.lines().partition(|line| !line.starts_with("001"));
        rest.iter()
            .chain(header.iter())
            .map(|line| format!("{line}\n"))
            .collect()
    };
    assert!(players_first.starts_with("001    1"));
    let plain = run_with_stdin(&["pair", "--dutch", "-"], &players_first);
    assert_eq!(plain.status.code(), Some(0), "{}", stderr(&plain));
    let with_bom = run_with_stdin(
        &["pair", "--dutch", "-"],
        &format!("\u{feff}{players_first}"),
    );
    assert_eq!(with_bom.status.code(), Some(0), "{}", stderr(&with_bom));
    assert_eq!(stdout(&with_bom), stdout(&plain));
    assert_eq!(
        stdout(&plain),
        fs::read_to_string(vector("swiss-vectors/t03-p007-r06/round-03.pairs.txt")).unwrap()
    );
    // Anywhere else, a mark in front of a player record is an error, not a dropped player.
    let inner = players_first.replace("001    4", "\u{feff}001    4");
    let out = run_with_stdin(&["pair", "--dutch", "-"], &inner);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains("TRF line 4: this looks like a 001 record"),
        "{}",
        stderr(&out)
    );
}

/// Players 1..=`players` (ratings descending), `bye_rounds` rounds of half-point byes for
/// everybody, then `preset` players with a half-point bye requested for the next round.
fn byes_only(players: u32, bye_rounds: u32, preset: &[u32]) -> String {
    let mut t = Tournament::new("Byes", 7);
    for tpn in 1..=players {
        t.players
            .push(Player::new(tpn, format!("P{tpn}"), Some(2200 - tpn as u16)));
    }
    for round in 1..=bye_rounds {
        for tpn in 1..=players {
            t.record_bye(round, tpn, ResultCode::HalfPointBye).unwrap();
        }
    }
    for &tpn in preset {
        t.record_bye(bye_rounds + 1, tpn, ResultCode::HalfPointBye)
            .unwrap();
    }
    t.to_trf().unwrap()
}

/// The players of an engine-format pairing, sorted, the bye included.
fn paired_players(output: &str) -> Vec<u32> {
    let mut seen: Vec<u32> = output
        .lines()
        .skip(1)
        .flat_map(|line| line.split_whitespace())
        .map(|n| n.parse().unwrap())
        .filter(|&n| n != 0)
        .collect();
    seen.sort_unstable();
    seen
}

#[test]
fn rounds_of_half_point_byes_only_still_leave_the_next_round_to_pair() {
    for (players, bye_rounds) in [(6, 1), (5, 2), (8, 3)] {
        let out = run_with_stdin(
            &["pair", "--dutch", "-"],
            &byes_only(players, bye_rounds, &[]),
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = stdout(&out);
        assert_eq!(
            paired_players(&text),
            (1..=players).collect::<Vec<_>>(),
            "{players} players after {bye_rounds} rounds of byes:\n{text}"
        );
        assert_eq!(
            text.lines().next(),
            Some(players.div_ceil(2).to_string().as_str())
        );
    }
    // Byes requested for the round being paired keep those players out of it only.
    let out = run_with_stdin(&["pair", "--dutch", "-"], &byes_only(6, 2, &[2, 5]));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(paired_players(&stdout(&out)), vec![1, 3, 4, 6]);
}

/// Vector tournament t03, finished, read through the library so rounds can be edited.
fn t03_full() -> Tournament {
    let text = fs::read_to_string(vector("swiss-vectors/t03-p007-r06/full.trf")).unwrap();
    Tournament::from_trf(&text).unwrap()
}

#[test]
fn check_passes_every_vector_tournament_paired_by_the_reference_engine() {
    let mut dirs: Vec<PathBuf> = fs::read_dir(vectors().join("swiss-vectors"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("full.trf").exists())
        .collect();
    dirs.sort();
    assert_eq!(dirs.len(), 12);
    for dir in dirs {
        let file = dir.join("full.trf");
        let out = run(&["check", "--dutch", file.to_str().unwrap()]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {}",
            file.display(),
            stdout(&out)
        );
        let rounds: usize = dir
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .rsplit("-r")
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            stdout(&out),
            format!("{rounds} paired rounds checked: every round matches the engine's pairing\n"),
            "{}",
            file.display()
        );
    }
}

#[test]
fn check_passes_a_tournament_paired_by_this_engine() {
    // Rounds 1–4 of 5, each paired by `pair` and recorded with White winning on board 1 and
    // draws elsewhere; the PAB recorded as such.
    let mut t = Tournament::new("Self-paired", 5);
    for tpn in 1..=9 {
        t.players.push(Player::new(
            tpn,
            format!("P{tpn}"),
            Some(2300 - tpn as u16 * 10),
        ));
    }
    for round in 1..=4 {
        let out = run_with_stdin(&["pair", "--dutch", "-"], &t.to_trf().unwrap());
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        for (board, line) in stdout(&out).lines().skip(1).enumerate() {
            let numbers: Vec<u32> = line.split(' ').map(|n| n.parse().unwrap()).collect();
            match numbers.as_slice() {
                [bye, 0] => t
                    .record_bye(round, *bye, ResultCode::PairingAllocatedBye)
                    .unwrap(),
                [white, black] if board == 0 => t
                    .record_game(round, *white, *black, ResultCode::Win, ResultCode::Loss)
                    .unwrap(),
                [white, black] => t
                    .record_game(round, *white, *black, ResultCode::Draw, ResultCode::Draw)
                    .unwrap(),
                other => panic!("unexpected line {other:?}"),
            }
        }
    }
    let out = run_with_stdin(&["check", "--dutch", "-"], &t.to_trf().unwrap());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert_eq!(
        stdout(&out),
        "4 paired rounds checked: every round matches the engine's pairing\n"
    );
}

#[test]
fn check_reports_exactly_the_round_whose_pairing_was_altered() {
    // The games of the last round with White first, read from the file: (3, 7) and (4, 5),
    // played, and (6, 1), a forfeit.
    let original = t03_full();
    let games: Vec<(u32, u32)> = original
        .players
        .iter()
        .filter_map(|p| {
            let e = p.entry(6);
            (e.colour == Some(camelot_pairing::Colour::White) && e.is_played())
                .then(|| (p.tpn, e.opponent.unwrap()))
        })
        .collect();
    assert_eq!(games, vec![(3, 7), (4, 5)]);

    // A game of the last round recorded as a double forfeit was still paired: no difference.
    let mut double_forfeit = original.clone();
    for tpn in [games[0].0, games[0].1] {
        double_forfeit.player_mut(tpn).unwrap().rounds[5].result = ResultCode::ForfeitLoss;
    }
    let out = run_with_stdin(
        &["check", "--dutch", "-"],
        &double_forfeit.to_trf().unwrap(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));

    // Colours of one game of the last round reversed: exactly that pair, in round 6.
    let (white, black) = games[0];
    let mut reversed = original.clone();
    for (tpn, colour) in [
        (white, camelot_pairing::Colour::Black),
        (black, camelot_pairing::Colour::White),
    ] {
        reversed.player_mut(tpn).unwrap().rounds[5].colour = Some(colour);
    }
    let out = run_with_stdin(&["check", "--dutch", "-"], &reversed.to_trf().unwrap());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!(
            "Round 6: pairing {black}-{white} recorded with colours reversed: the engine gives White to {white}\n\
             6 paired rounds checked: 1 differs from the engine's pairing (round 6)\n"
        )
    );

    // Opponents of two games swapped (results kept): both recorded pairs are reported.
    let ((a, b), (c, d)) = (games[0], games[1]);
    let mut swapped = original.clone();
    for (tpn, opponent) in [(a, d), (d, a), (c, b), (b, c)] {
        swapped.player_mut(tpn).unwrap().rounds[5].opponent = Some(opponent);
    }
    let out = run_with_stdin(&["check", "--dutch", "-"], &swapped.to_trf().unwrap());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    let mut recorded = vec![format!("{a}-{d}"), format!("{c}-{b}")];
    recorded.sort();
    for (line, pair) in lines.iter().zip(&recorded) {
        assert!(
            line.starts_with(&format!(
                "Round 6: recorded {pair} (white-black) but the engine pairs "
            )),
            "{text}"
        );
        assert!(
            line.contains(&format!("{a}-{b}")) || line.contains(&format!("{c}-{d}")),
            "{text}"
        );
    }
    assert_eq!(
        lines[2],
        "6 paired rounds checked: 1 differs from the engine's pairing (round 6)"
    );

    // The PAB moved to another player of round 6, who takes over the PAB receiver's place.
    let bye = original
        .players
        .iter()
        .find(|p| p.entry(6).result == ResultCode::PairingAllocatedBye)
        .unwrap()
        .tpn;
    let (white, black) = games[1];
    let mut moved = original.clone();
    let white_entry = moved.player(white).unwrap().rounds[5];
    moved.player_mut(bye).unwrap().rounds[5] = white_entry;
    moved.player_mut(white).unwrap().rounds[5] =
        camelot_pairing::RoundEntry::bye(ResultCode::PairingAllocatedBye);
    moved.player_mut(black).unwrap().rounds[5].opponent = Some(bye);
    let out = run_with_stdin(&["check", "--dutch", "-"], &moved.to_trf().unwrap());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "Round 6: pairing-allocated bye recorded for {white} but the engine gives it to {bye}\n"
        )),
        "{text}"
    );
    assert!(text.ends_with("(round 6)\n"), "{text}");
    assert!(
        text.lines()
            .all(|l| l.starts_with("Round 6: ") || l.starts_with("6 paired")),
        "{text}"
    );
}

#[test]
fn check_rejects_bad_arguments_and_input() {
    let file = vector("swiss-vectors/t03-p007-r06/full.trf");
    for (args, code) in [
        (vec!["check"], 2),
        (vec!["check", file.as_str()], 2),
        (vec!["check", "--dutch"], 2),
        (vec!["check", "--dutch", file.as_str(), "extra"], 2),
        (vec!["check", "--dutch", "/nonexistent.trf"], 5),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
    let out = run_with_stdin(&["check", "--dutch", "-"], "142 x");
    assert_eq!(out.status.code(), Some(3));
    let help = run(&["help"]);
    assert!(stdout(&help).contains("check --dutch FILE.trf"));
}
