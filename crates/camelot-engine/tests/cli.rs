//! The `camelot-engine` binary: outputs and exit codes as the crate README states them.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use std::io::Write;
use std::process::{Command, Output, Stdio};

use camelot_rules::{Position, Variant};
use serde_json::Value;

fn engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_camelot-engine"))
        .args(args)
        .output()
        .unwrap()
}

/// `camelot-engine serve` fed `input` on stdin until it ends.
fn serve(input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_camelot-engine"))
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
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

/// The `error` of a `serve` answer line.
fn error_of(line: &Value) -> &str {
    line["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error in {line}"))
}

fn json(o: &Output) -> Value {
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text:?}"))
}

/// The distinct first moves of an `analyse` answer's lines.
fn first_moves(v: &Value) -> std::collections::HashSet<&str> {
    v["pvs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["moves"][0].as_str().unwrap())
        .collect()
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
fn contempt_values_a_draw_for_the_side_to_move() {
    // 99 quiet plies behind the start: every move ends in a fifty-move draw a ply later.
    let start = Position::start().to_string();
    let mut fields: Vec<&str> = start.split(' ').collect();
    fields[4] = "99";
    let near_fifty = fields.join(" ");
    for (contempt, cp) in [("0", 0), ("40", -40), ("-40", 40)] {
        let v = json(&engine(&[
            "bestmove",
            &near_fifty,
            "--depth",
            "3",
            "--contempt",
            contempt,
        ]));
        assert_eq!(
            v["score"],
            serde_json::json!({ "cp": cp }),
            "{contempt}: {v}"
        );
    }
    let request = serde_json::json!({"id": 1, "position": near_fifty, "depth": 3, "contempt": 25});
    let answer = json(&serve(&request.to_string()));
    assert_eq!(
        answer["score"],
        serde_json::json!({ "cp": -25 }),
        "{answer}"
    );
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
    // Each line is a search of its own; the lines come best first all the same (from the
    // start at depth 7 the second line's search used to find a better value than the first's).
    let v = json(&engine(&[
        "analyse",
        "start",
        "--multipv",
        "3",
        "--depth",
        "7",
    ]));
    // More lines than the position has moves: one line for every move, none twice.
    let all = json(&engine(&[
        "analyse",
        "start",
        "--multipv",
        "256",
        "--depth",
        "1",
    ]));
    let every = first_moves(&all);
    assert_eq!(
        every.len() as u64,
        camelot_rules::Position::start().legal_move_count(),
        "{all}"
    );
    // River's tree placements are valued too, several lines of them as well.
    let river = json(&engine(&[
        "analyse",
        "start",
        "--variant",
        "river",
        "--multipv",
        "3",
        "--depth",
        "2",
    ]));
    let placements = first_moves(&river);
    assert_eq!(placements.len(), 3, "{river}");
    let river_start = camelot_rules::Variant::River.start();
    assert!(
        placements.iter().all(|p| river_start.check(p).is_ok()),
        "{river}"
    );
    let pvs = v["pvs"].as_array().unwrap();
    assert_eq!(pvs.len(), 3);
    assert_eq!(first_moves(&v).len(), 3, "three different first moves");
    let cps: Vec<i64> = pvs
        .iter()
        .map(|p| p["score"]["cp"].as_i64().unwrap())
        .collect();
    assert!(cps.windows(2).all(|w| w[0] >= w[1]), "best first: {v}");
}

#[test]
fn help_prints_the_usage_and_exits_zero() {
    for args in [
        vec!["--help"],
        vec!["help"],
        vec!["bestmove", "--help"],
        vec!["analyse", "start", "-h"],
        vec!["bench", "--help"],
    ] {
        let o = engine(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8(o.stdout).unwrap();
        assert!(text.starts_with("usage:"), "{args:?}: {text}");
        assert!(
            text.contains("camelot-engine bestmove POSITION"),
            "{args:?}"
        );
        assert!(o.stderr.is_empty(), "{args:?}");
    }
    for args in [vec!["--help"], vec!["play", "--help"], vec!["stats", "-h"]] {
        let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8(o.stdout).unwrap();
        assert!(text.starts_with("usage:"), "{args:?}: {text}");
        assert!(text.contains("camelot-match play --a CMD"), "{args:?}");
    }
    // Without a command, or with one it does not know, the usage comes as an error.
    for args in [vec![], vec!["frobnicate"]] {
        let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
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
    // A refusal names the option as it was written (a `serve` request names its field).
    for (args, message) in [
        (
            vec!["bestmove", "start", "--movetime", "0"],
            "--movetime must be at least 1",
        ),
        (
            vec!["bestmove", "start", "--depth", "0"],
            "--depth must be 1 to 100, not 0",
        ),
        (
            vec!["bestmove", "start", "--level", "9"],
            "--level must be 1 to 8, not 9",
        ),
        (
            vec!["analyse", "start", "--multipv", "2", "--contempt", "-201"],
            "--contempt must be -200 to 200, not -201",
        ),
        (
            vec!["serve", "--contempt", "20"],
            "serve takes --threads and --hash only",
        ),
        (
            vec!["tune", "datagen", "--label-depth", "0"],
            "--label-depth must be 1 to 100",
        ),
        (
            vec!["tune", "datagen", "--games", "0"],
            "--games must be at least 1",
        ),
        (
            vec!["tune", "fit", "--data", "/dev/null"],
            "no positions to fit in /dev/null",
        ),
        // A mistyped flag is refused, not left at its default.
        (
            vec!["tune", "fit", "--data", "/dev/null", "--lamda", "0"],
            "unknown flag `--lamda`: tune fit takes --data, --lambda",
        ),
        (
            vec!["tune", "datagen", "--games", "2", "--games", "3"],
            "--games is given twice",
        ),
        (
            vec!["bestmove", "start", "--depth", "3", "--movetime", "40"],
            "give one of --depth, --nodes and --movetime",
        ),
        (
            vec!["bench", "--depth", "3", "--movetime", "40"],
            "bench takes --depth or --movetime, --threads and --hash only",
        ),
        // `serve`'s requests carry the search's options; given to the process they would be
        // unused.
        (
            vec!["serve", "--depth", "3"],
            "serve takes --threads and --hash only",
        ),
        (
            vec!["serve", "--variant", "cam"],
            "serve takes --threads and --hash only",
        ),
        (
            vec!["analyse", "start", "--multipv", "3", "--level", "2"],
            "--multipv needs --level 6 to 8 or none: levels 1 to 5 choose one move on purpose, not 2",
        ),
    ] {
        let o = engine(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains(message), "{args:?}: {err}");
    }
}

/// `bench` searches its fixed positions to a depth (a reproducible node count) or for a time
/// each, and ends with the totals.
#[test]
fn bench_searches_to_a_depth_or_for_a_time() {
    let totals = |o: &Output| -> Value {
        assert_eq!(o.status.code(), Some(0));
        let text = String::from_utf8(o.stdout.clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 28, "27 positions and the totals: {text}");
        let per: Vec<Value> = lines[..27]
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let v: Value = serde_json::from_str(lines[27]).unwrap();
        let sum: u64 = per.iter().map(|p| p["nodes"].as_u64().unwrap()).sum();
        assert_eq!(v["nodes"].as_u64(), Some(sum), "{text}");
        assert_eq!(v["positions"], 27);
        v
    };
    let a = totals(&engine(&["bench", "--depth", "3"]));
    let b = totals(&engine(&["bench", "--depth", "3"]));
    assert_eq!(a["depth"], 3);
    assert_eq!(
        a["nodes"], b["nodes"],
        "a depth gives the same tree every time"
    );
    let t = totals(&engine(&["bench", "--movetime", "20"]));
    assert_eq!(t["movetime_ms"], 20);
    assert!(t.get("depth").is_none(), "{t}");
    for refused in [["--nodes", "1000"], ["--level", "3"], ["--variant", "cam"]] {
        let o = engine(&["bench", refused[0], refused[1]]);
        assert_eq!(o.status.code(), Some(2), "{refused:?}");
        assert!(
            String::from_utf8(o.stderr)
                .unwrap()
                .contains("bench takes --depth or --movetime"),
            "{refused:?}"
        );
    }
}

#[test]
fn serve_answers_every_line_and_keeps_serving() {
    let input = [
        r#"{"id":1,"position":"start","depth":3,"new_game":true}"#,
        "not json",
        r#"{"id":"two","position":"start","depth":0}"#,
        r#"{"id":3,"position":"MM/8/10/m10m/12/12/12/12/M11/12/12/12/12/10/8/2 b 1 0 0 1","depth":2}"#,
        r#"{"id":4,"position":"start","variant":"cam","level":2}"#,
        r#"{"id":5,"position":"start","depth":3,"multipv":2}"#,
        r#"{"id":6,"position":"start","depth":3,"nodes":100}"#,
    ]
    .join("\n");
    let out = serve(&input);
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[0]["id"], 1);
    assert!(lines[0]["move"].is_string());
    assert_eq!(lines[1]["id"], Value::Null);
    assert!(error_of(&lines[1]).contains("not a JSON request"));
    assert_eq!(lines[2]["id"], "two");
    assert!(lines[2]["error"].is_string());
    assert_eq!(lines[3]["id"], 3);
    assert!(error_of(&lines[3]).contains("no legal move"));
    assert_eq!(lines[4]["id"], 4);
    let cam = camelot_rules::Variant::Cam.start();
    assert!(cam.check(lines[4]["move"].as_str().unwrap()).is_ok());
    assert_eq!(lines[5]["pvs"].as_array().map(Vec::len), Some(2));
    assert_eq!(lines[6]["id"], 6);
    assert!(error_of(&lines[6]).contains("give one of depth, nodes and movetime_ms"));
}

/// `camelot-match`: an engine that does not answer loses its games, and the runner says so on
/// stderr at once (not only in the games file).
#[test]
fn a_failing_engine_forfeits_with_a_warning() {
    let serve = format!("{} serve", env!("CARGO_BIN_EXE_camelot-engine"));
    // `cat` echoes each request back: a line, but no move.
    let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
        .args([
            "play",
            "--a",
            "cat",
            "--b",
            &serve,
            "--b-limits",
            r#"{"depth":1}"#,
        ])
        .args(["--games", "2"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert_eq!(
        err.matches("warning: `cat` lost a game as").count(),
        2,
        "{err}"
    );
    let summary = json(&o);
    assert_eq!(summary["a_losses"], 2, "{summary}");
}

/// `camelot-match`: an engine that hangs loses the game once `--timeout-ms` has passed, one
/// that exits loses it at once, and each is started afresh for its next game: a crash costs
/// one game, not the rest of the match.
#[test]
fn a_hanging_or_exiting_engine_loses_one_game_at_a_time() {
    let serve = format!("{} serve", env!("CARGO_BIN_EXE_camelot-engine"));
    // `sleep` reads nothing and answers nothing; `true` exits at once (the request finds its
    // input closed, or the answer its output).
    for (command, why) in [
        ("sleep 60", "no answer within 300 ms"),
        ("true", "lost a game as"),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args(["play", "--a", command, "--b", &serve])
            .args(["--b-limits", r#"{"depth":1}"#, "--games", "4"])
            .args(["--timeout-ms", "300"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(0), "{command}: {err}");
        assert_eq!(err.matches(why).count(), 4, "{command}: {err}");
        assert_eq!(
            err.matches(&format!("warning: `{command}` lost a game as"))
                .count(),
            4,
            "{command}: {err}"
        );
        // Before each game after the first.
        assert_eq!(
            err.matches(&format!("warning: starting `{command}` again"))
                .count(),
            3,
            "{command}: {err}"
        );
        let summary = json(&o);
        assert_eq!(summary["a_losses"], 4, "{command}: {summary}");
    }
}

/// `camelot-match` and `camelot-engine tune`: a flag the command does not take is refused with
/// a message and exit 2 rather than ignored (`--game 10` once played the default number of
/// games), and so is a tuning data line that lacks a field.
#[test]
fn unknown_flags_and_incomplete_data_are_refused() {
    let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
        .args(["play", "--a", "cat", "--b", "cat", "--game", "10"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("unknown flag `--game`"), "{err}");
    assert!(o.stdout.is_empty());

    let data = std::env::temp_dir().join(format!("camelot-fit-{}.jsonl", std::process::id()));
    std::fs::write(
        &data,
        "{\"variant\":\"camelot\",\"position\":\"start\",\"result\":1,\"score\":20}\n\
         {\"variant\":\"camelot\",\"position\":\"start\",\"score\":20}\n",
    )
    .unwrap();
    let path = data.to_string_lossy().to_string();
    let o = engine(&["tune", "fit", "--data", &path]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("{path}:2: missing field `result`")),
        "{err}"
    );
    std::fs::remove_file(&data).unwrap();
}

/// `camelot-match`: settings that make no match are refused with a message and exit 2 (an
/// empty book once made the runner divide by zero).
#[test]
fn a_match_without_games_is_refused() {
    let serve = format!("{} serve", env!("CARGO_BIN_EXE_camelot-engine"));
    let empty = std::env::temp_dir().join(format!("camelot-empty-book-{}", std::process::id()));
    std::fs::write(&empty, "# no openings\n").unwrap();
    let empty_book = empty.to_string_lossy().to_string();
    for (extra, message) in [
        (
            vec!["--book", empty_book.as_str()],
            "no opening position in the book",
        ),
        (vec!["--games", "0"], "--games must be at least 1"),
        (
            vec!["--concurrency", "0"],
            "--concurrency must be at least 1",
        ),
        (vec!["--max-plies", "0"], "--max-plies must be at least 1"),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args(["play", "--a", &serve, "--b", &serve])
            .args(&extra)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {err}");
        assert!(err.contains(message), "{extra:?}: {err}");
        assert!(o.stdout.is_empty(), "{extra:?}");
    }
    std::fs::remove_file(&empty).unwrap();
}

/// `camelot-match`: a match played in two parts (`--first-pair`) and read back by `stats` as
/// one, each game counted once.
#[test]
fn a_match_in_parts_reads_back_as_one() {
    let dir = std::env::temp_dir().join(format!("camelot-match-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../bench/engine/book-camelot.txt"
    );
    let serve = format!("{} serve", env!("CARGO_BIN_EXE_camelot-engine"));
    let part = |first: &str, name: &str| -> (Value, String) {
        let out = dir.join(name).to_string_lossy().into_owned();
        let o = Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args([
                "play",
                "--a",
                &serve,
                "--b",
                &serve,
                "--a-limits",
                r#"{"level":2}"#,
            ])
            .args([
                "--b-limits",
                r#"{"level":1}"#,
                "--book",
                book,
                "--games",
                "2",
            ])
            .args([
                "--first-pair",
                first,
                "--max-plies",
                "30",
                "--games-out",
                &out,
            ])
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        (json(&o), out)
    };
    let (first, first_file) = part("0", "first.jsonl");
    let (second, second_file) = part("3", "second.jsonl");
    let lines = std::fs::read_to_string(&second_file).unwrap();
    let game: Value = serde_json::from_str(lines.lines().next().unwrap()).unwrap();
    assert_eq!(game["pair"], 3, "the second part starts at opening 3");
    let stats = |files: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .arg("stats")
            .args(files)
            .output()
            .unwrap()
    };
    let one = stats(&[&first_file]);
    assert_eq!(json(&one)["a_wins"], first["a_wins"]);
    assert_eq!(json(&one)["elo"], first["elo"]);
    let both = json(&stats(&[&first_file, &second_file]));
    assert_eq!(both["games"], 4);
    let sum = |k: &str| first[k].as_u64().unwrap() + second[k].as_u64().unwrap();
    assert_eq!(both["a_wins"], sum("a_wins"));
    assert_eq!(both["draws"], sum("draws"));
    let pentanomial: u64 = both["pentanomial"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .sum();
    assert_eq!(pentanomial, 2, "two pairs");
    let twice = stats(&[&first_file, &first_file]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&twice.stderr).contains("already read"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `camelot-match book`: the openings asked for, each a position of the variant reached by the
/// random plies and judged at the depth given (`--depth`, for variants whose six plies take
/// seconds); a depth of 0 is refused.
#[test]
fn a_book_is_judged_at_the_depth_given() {
    let serve = format!("{} serve", env!("CARGO_BIN_EXE_camelot-engine"));
    let book = |depth: &str| {
        Command::new(env!("CARGO_BIN_EXE_camelot-match"))
            .args(["book", "--variant", "anti-chivalry", "--count", "3"])
            .args(["--plies", "4", "--seed", "7", "--depth", depth])
            .args(["--engine", &serve])
            .output()
            .unwrap()
    };
    let o = book("2");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("# 3 balanced openings of anti-chivalry (4 random plies, |score| <= 40 at depth 2)")
    );
    let openings: Vec<Position> = lines
        .map(|l| Position::parse_variant(l, Variant::AntiChivalry).unwrap())
        .collect();
    assert_eq!(openings.len(), 3);
    for p in &openings {
        assert!(!p.status().is_over(), "{p}");
        assert_eq!(p.move_number(), 3, "four plies from the start: {p}");
    }
    let refused = book("0");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--depth must be at least 1"));
}
