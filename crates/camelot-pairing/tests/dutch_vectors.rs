//! Every round of the shared Dutch vectors: our pairing must equal the reference engine's.

#![allow(clippy::unwrap_used, clippy::type_complexity)] // a test helper: malformed vectors should fail loudly

use camelot_pairing::dutch::{
    EngineInput, GameScore, PlayerInput, PointsTenths, RoundRecord, Side, pair_round,
};
use std::path::{Path, PathBuf};

fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/pairing/swiss-vectors")
}

fn tenths(text: &str) -> u32 {
    let t = text.trim();
    let (whole, frac) = t.split_once('.').unwrap_or((t, "0"));
    whole.parse::<u32>().unwrap() * 10 + frac.chars().next().map_or(0, |c| c.to_digit(10).unwrap())
}

/// A minimal reader of the vector files (what the engine needs, nothing more).
fn read_input(text: &str) -> EngineInput {
    let mut points = PointsTenths::STANDARD;
    let mut total_rounds = 0;
    let mut initial = Side::White;
    let mut entries: Vec<(usize, Vec<(Option<usize>, char, char)>)> = Vec::new();
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        if line.starts_with("001") {
            let id: usize = line[4..8].trim().parse().unwrap();
            let mut rounds = Vec::new();
            let mut start = 91;
            while start + 8 <= chars.len() {
                let opp: String = chars[start..start + 4].iter().collect();
                let opponent = match opp.trim() {
                    "" | "0000" => None,
                    s => Some(s.parse::<usize>().unwrap() - 1),
                };
                rounds.push((opponent, chars[start + 5], chars[start + 7]));
                start += 10;
            }
            while rounds
                .last()
                .is_some_and(|r| r.0.is_none() && r.1 == ' ' && r.2 == ' ')
            {
                rounds.pop();
            }
            entries.push((id - 1, rounds));
        } else if let Some(rest) = line.strip_prefix("142") {
            total_rounds = rest.trim().parse().unwrap();
        } else if let Some(rest) = line.strip_prefix("152") {
            initial = if rest.trim() == "B" {
                Side::Black
            } else {
                Side::White
            };
        } else if line.starts_with("162") {
            let mut start = 5;
            while start + 5 <= chars.len() {
                let code = chars[start];
                let value = tenths(&chars[start + 1..start + 5].iter().collect::<String>());
                match code {
                    'W' => {
                        points.win = value;
                        points.pairing_allocated_bye = value;
                    }
                    'D' => points.draw = value,
                    'L' => points.loss = value,
                    'Z' => {
                        points.zero_point_bye = value;
                        points.forfeit_loss = value;
                    }
                    _ => panic!("unexpected 162 code {code}"),
                }
                start += 9;
            }
        }
    }
    entries.sort_by_key(|e| e.0);
    let paired_flag = |r: &(Option<usize>, char, char)| r.0.is_some() || r.2 == 'U' || r.2 == '+';
    let mut played_rounds = 0;
    for (_, rounds) in &entries {
        for (i, r) in rounds.iter().enumerate() {
            played_rounds = played_rounds.max(if paired_flag(r) { i + 1 } else { i });
        }
    }
    let players = entries
        .iter()
        .map(|(_, rounds)| {
            let mut records: Vec<RoundRecord> = rounds
                .iter()
                .take(played_rounds)
                .map(|r| {
                    let (opponent, colour, result) = *r;
                    let score = match result {
                        'D' | '=' | 'H' => GameScore::Draw,
                        '+' | 'W' | '1' | 'F' | 'U' => GameScore::Win,
                        _ => GameScore::Loss,
                    };
                    let colour = match colour {
                        'w' => Some(Side::White),
                        'b' => Some(Side::Black),
                        _ => None,
                    };
                    let played = opponent.is_some()
                        && colour.is_some()
                        && !matches!(result, '+' | '-' | 'H' | 'F' | 'U' | 'Z' | ' ');
                    RoundRecord {
                        opponent,
                        colour,
                        score,
                        played,
                        paired: paired_flag(r),
                    }
                })
                .collect();
            records.resize(played_rounds, RoundRecord::ABSENT);
            let to_pair = rounds.len() <= played_rounds;
            let active = to_pair || rounds.iter().any(paired_flag);
            PlayerInput {
                rounds: records,
                to_pair,
                active,
            }
        })
        .collect();
    EngineInput {
        players,
        played_rounds,
        total_rounds,
        points,
        initial_colour: initial,
        forbidden: Vec::new(),
    }
}

fn expected(text: &str) -> (Vec<(usize, usize)>, Option<usize>) {
    let mut pairs = Vec::new();
    let mut bye = None;
    for line in text.lines().skip(1) {
        let mut it = line.split_whitespace().map(|x| x.parse::<usize>().unwrap());
        let (w, b) = (it.next().unwrap(), it.next().unwrap());
        if b == 0 {
            bye = Some(w - 1);
        } else {
            pairs.push((w - 1, b - 1));
        }
    }
    (pairs, bye)
}

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
        let input = read_input(&std::fs::read_to_string(path).unwrap());
        let out_path = PathBuf::from(path.to_string_lossy().replace(".in.trf", ".pairs.txt"));
        let (pairs, bye) = expected(&std::fs::read_to_string(&out_path).unwrap());
        match pair_round(&input) {
            Ok(out) => {
                if out.pairs != pairs || out.bye != bye {
                    failures.push(format!(
                        "{}: got {:?} bye {:?}, expected {:?} bye {:?}",
                        path.display(),
                        out.pairs,
                        out.bye,
                        pairs,
                        bye
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: error {e:?}", path.display())),
        }
    }
    (rounds.len(), failures)
}

fn run(names: &[&str]) {
    let mut total = 0;
    let mut failures = Vec::new();
    for name in names {
        let (n, f) = check_tournament(name);
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
#[ignore = "slow in debug builds; CI runs it with --release --ignored"]
fn the_400_player_tournament_matches_the_reference() {
    run(&["t26-p400-r07"]);
}
