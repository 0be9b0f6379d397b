//! `camelot-match`: plays two engines that speak the `serve` protocol against each other, with
//! the rules crate as referee, and reports the result as Elo with a 95 % interval.
//!
//! ```text
//! camelot-match play --a CMD --b CMD [--a-limits JSON] [--b-limits JSON] [--variant NAME]
//!                    [--book FILE] [--games N] [--first-pair K] [--concurrency C]
//!                    [--max-plies P] [--adjudicate CP] [--games-out FILE] [--timeout-ms MS]
//! camelot-match stats FILE...
//! camelot-match book [--variant NAME] [--count N] [--plies K] [--seed S] [--depth D]
//!                    [--engine CMD] [--timeout-ms MS]
//! ```
//!
//! Each opening of the book is played twice, colours swapped, and each such pair is one sample
//! of the pentanomial statistics fishtest uses (0, ¼, ½, ¾ or 1 point per pair), which accounts
//! for how much an opening favours one side. An engine that answers an illegal move, an error,
//! an answer to another request or nothing within `--timeout-ms` (default two minutes) loses
//! the game; it is started afresh for the next one, so one crash costs one game, not the rest
//! of the match. A game also ends by the draw claims of the rules (a third
//! repetition, 100 quiet plies), at `--max-plies`, or, with `--adjudicate CP`, once both engines
//! have scored the position beyond CP hundredths of a Man for the same side for 8 plies in a
//! row.
//!
//! A long match can be played in parts: `--first-pair K` starts at the book's opening K (0 is
//! the first), and `stats` reads the `--games-out` files of the parts and reports them as one
//! match, each pair (an opening with both colours) counted once.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use camelot_rules::{MoveGenerator, Outcome, Position, Side, Variant};
use serde_json::{Map, Value, json};

const USAGE: &str = "\
usage:
  camelot-match play --a CMD --b CMD [--a-limits JSON] [--b-limits JSON] [--variant NAME]
                     [--book FILE] [--games N] [--first-pair K] [--concurrency C]
                     [--max-plies P] [--adjudicate CP] [--games-out FILE] [--timeout-ms MS]
  camelot-match stats FILE...      one summary of the games of several --games-out files
  camelot-match book [--variant NAME] [--count N] [--plies K] [--seed S] [--depth D]
                     [--engine CMD] [--timeout-ms MS]
CMD is a command line of an engine speaking the serve protocol, e.g. \"camelot-engine serve\".
Limits are the JSON fields sent with every request, e.g. '{\"movetime_ms\":100}' or '{\"level\":3}'.";

/// How long an engine may take over one answer unless `--timeout-ms` says otherwise: far
/// more than any search a match asks for, so that only an engine that hangs runs into it.
const DEFAULT_TIMEOUT_MS: u64 = 120_000;

/// A running engine process. Its answers are read on a thread of their own, so that waiting
/// for one can time out.
struct Process {
    child: Child,
    input: ChildStdin,
    /// The engine's output lines; closed when the engine closes its output.
    answers: Receiver<String>,
}

impl Process {
    fn start(command: &str) -> Result<Process, String> {
        let mut parts = command.split_whitespace();
        let program = parts.next().ok_or("an empty engine command")?;
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let (send, answers) = channel();
        // The thread ends when the engine's output closes (the engine exits or is killed) or
        // when nobody listens any more.
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process {
            child,
            input,
            answers,
        })
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An engine of the match: its command line and limits, and its process while it works.
struct Engine {
    /// The command line it is started with (and named by in warnings).
    command: String,
    limits: Map<String, Value>,
    timeout: Duration,
    /// `None` once the engine failed: it is started afresh before its next game.
    process: Option<Process>,
    next_id: u64,
}

impl Engine {
    fn start(
        command: &str,
        limits: &Map<String, Value>,
        timeout: Duration,
    ) -> Result<Engine, String> {
        Ok(Engine {
            command: command.to_owned(),
            limits: limits.clone(),
            timeout,
            process: Some(Process::start(command)?),
            next_id: 0,
        })
    }

    /// Starts the engine again if it failed in its last game: a crash or a hang costs that
    /// game, not every later one.
    fn revive(&mut self) -> Result<(), String> {
        if self.process.is_none() {
            eprintln!("warning: starting `{}` again", self.command);
            self.process = Some(Process::start(&self.command)?);
        }
        Ok(())
    }

    /// Asks for a move; `Err` when the engine errs, answers something else or does not answer
    /// in time. A failed engine is stopped (its late answer could pair with a later request).
    fn ask(
        &mut self,
        variant: Variant,
        position: &Position,
        history: &[String],
        new_game: bool,
    ) -> Result<(String, Option<i64>), String> {
        let answer = self.exchange(variant, position, history, new_game);
        if answer.is_err() {
            self.process = None;
        }
        answer
    }

    fn exchange(
        &mut self,
        variant: Variant,
        position: &Position,
        history: &[String],
        new_game: bool,
    ) -> Result<(String, Option<i64>), String> {
        self.next_id += 1;
        let mut request = self.limits.clone();
        request.insert("id".into(), json!(self.next_id));
        request.insert("position".into(), json!(position.to_string()));
        request.insert("variant".into(), json!(variant.name()));
        request.insert("history".into(), json!(history));
        request.insert("new_game".into(), json!(new_game));
        let id = self.next_id;
        let process = self.process.as_mut().ok_or("the engine is not running")?;
        writeln!(process.input, "{}", Value::Object(request))
            .and_then(|()| process.input.flush())
            .map_err(|e| format!("cannot send a request: {e}"))?;
        let line = match process.answers.recv_timeout(self.timeout) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => {
                return Err(format!("no answer within {} ms", self.timeout.as_millis()));
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err("the engine closed its output (it exited)".into());
            }
        };
        let answer: Value =
            serde_json::from_str(&line).map_err(|_| format!("not an answer: {line:?}"))?;
        // An answer that names a request names this one (as a number or as its digits); one
        // without an `id` is taken as this one's, since it came in its turn.
        let ours = match answer.get("id") {
            None => true,
            Some(Value::String(text)) => *text == id.to_string(),
            Some(other) => *other == json!(id),
        };
        if !ours {
            return Err(format!("an answer to another request than {id}: {line}"));
        }
        if let Some(e) = answer.get("error") {
            return Err(format!("engine error: {e}"));
        }
        let mv = answer["move"]
            .as_str()
            .ok_or_else(|| format!("no move in {answer}"))?
            .to_owned();
        let cp = answer["score"]["cp"].as_i64().or_else(|| {
            answer["score"]["win_in"]
                .as_i64()
                .map(|_| 100_000)
                .or(answer["score"]["loss_in"].as_i64().map(|_| -100_000))
        });
        Ok((mv, cp))
    }
}

/// How a game ended, for White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Result3 {
    WhiteWins,
    BlackWins,
    Draw,
}

impl Result3 {
    /// Its name in a `--games-out` file.
    fn name(self) -> &'static str {
        match self {
            Result3::WhiteWins => "WhiteWins",
            Result3::BlackWins => "BlackWins",
            Result3::Draw => "Draw",
        }
    }

    fn from_name(name: &str) -> Option<Result3> {
        [Result3::WhiteWins, Result3::BlackWins, Result3::Draw]
            .into_iter()
            .find(|r| r.name() == name)
    }
}

struct Settings {
    variant: Variant,
    max_plies: usize,
    adjudicate: Option<i64>,
}

/// Plays one game from `start`; `white` and `black` are the engines. Returns the result and
/// why, and the moves.
fn play_game(
    settings: &Settings,
    start: &Position,
    white: &mut Engine,
    black: &mut Engine,
) -> (Result3, String, Vec<String>) {
    let mut pos = *start;
    let mut history: Vec<String> = Vec::new();
    let mut moves = Vec::new();
    let mut seen: HashMap<u64, u32> = HashMap::new();
    seen.insert(pos.zobrist(), 1);
    let mut streak: (i32, u32) = (0, 0); // (side favoured for White: ±1, plies)
    let mut first = [true, true];
    if let Some((r, why)) = verdict(&pos, 1, streak) {
        return (r, why, moves);
    }
    for _ in 0..settings.max_plies {
        let side = pos.side_to_move();
        let engine = if side == Side::White {
            &mut *white
        } else {
            &mut *black
        };
        let lose = |why: String| {
            let r = if side == Side::White {
                Result3::BlackWins
            } else {
                Result3::WhiteWins
            };
            (r, why)
        };
        let new_game = std::mem::replace(&mut first[side.index()], false);
        let (path, cp) = match engine.ask(settings.variant, &pos, &history, new_game) {
            Ok(answer) => answer,
            Err(e) => {
                // The game is lost, and said so at once: a match of forfeits is not a result.
                eprintln!("warning: `{}` lost a game as {side}: {e}", engine.command);
                let (r, why) = lose(format!("{side} failed: {e}"));
                return (r, why, moves);
            }
        };
        let Ok(legal) = pos.check(&path) else {
            eprintln!(
                "warning: `{}` lost a game as {side} by the illegal move {path}",
                engine.command
            );
            let (r, why) = lose(format!("{side} played the illegal move {path}"));
            return (r, why, moves);
        };
        moves.push(legal.path.to_string());
        history.push(pos.to_string());
        pos = legal.result;
        let count = seen.entry(pos.zobrist()).or_insert(0);
        *count += 1;
        let repeats = *count;
        if let (Some(limit), Some(cp)) = (settings.adjudicate, cp) {
            // The mover's score, turned into "good for White" (+1) or "good for Black" (−1).
            let for_white = if side == Side::White { cp } else { -cp };
            let sign = if for_white >= limit {
                1
            } else if for_white <= -limit {
                -1
            } else {
                0
            };
            streak = if sign != 0 && sign == streak.0 {
                (sign, streak.1 + 1)
            } else {
                (sign, u32::from(sign != 0))
            };
        }
        if let Some((r, why)) = verdict(&pos, repeats, streak) {
            return (r, why, moves);
        }
    }
    (Result3::Draw, "move limit".into(), moves)
}

/// Whether the game is over in `pos`, reached for the `repeats`-th time with the engines'
/// agreement `streak` (side favoured for White, plies), and how. The rules come first: a move
/// that ends the game counts as what it is (a castle win, say), however the scores stood.
fn verdict(pos: &Position, repeats: u32, streak: (i32, u32)) -> Option<(Result3, String)> {
    let status = pos.status();
    if status.is_over() {
        let r = match status.outcome {
            Outcome::WhiteWins => Result3::WhiteWins,
            Outcome::BlackWins => Result3::BlackWins,
            _ => Result3::Draw,
        };
        let why = status.reason.map_or("over", |r| r.as_str());
        return Some((r, why.to_owned()));
    }
    if repeats >= 3 {
        return Some((Result3::Draw, "repetition".into()));
    }
    if pos.quiet_plies() >= 100 {
        return Some((Result3::Draw, "fifty moves".into()));
    }
    if streak.1 >= 8 {
        let r = if streak.0 > 0 {
            Result3::WhiteWins
        } else {
            Result3::BlackWins
        };
        return Some((r, "adjudicated".into()));
    }
    None
}

/// One pair of games: its number, A's points in each, and how each ended.
type PairResult = (usize, [Option<f64>; 2], Vec<String>);

/// Elo difference of a score fraction.
fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// `x` to a tenth, without the sign of a negative zero (an even match printed `-0.0`).
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0 + 0.0
}

/// Pentanomial statistics over game pairs: the Elo of A over B with a 95 % interval.
fn pentanomial(pairs: &[f64]) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let mean = pairs.iter().sum::<f64>() / n;
    let var = pairs.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / n;
    let sd = (var / n).sqrt();
    (elo(mean), elo(mean - 1.96 * sd), elo(mean + 1.96 * sd))
}

fn limits(text: Option<&String>) -> Result<Map<String, Value>, String> {
    match text {
        None => Ok(Map::new()),
        Some(t) => match serde_json::from_str::<Value>(t) {
            Ok(Value::Object(m)) => Ok(m),
            _ => Err(format!("limits must be a JSON object, not {t}")),
        },
    }
}

/// The `--name VALUE` pairs of `args`, each of the `allowed` names at most once: a mistyped
/// flag (`--game 10`) is refused, not silently left at its default.
fn flag_values(args: &[String], allowed: &[&str]) -> Result<HashMap<String, String>, String> {
    let mut out = HashMap::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let name = flag
            .strip_prefix("--")
            .ok_or_else(|| format!("unexpected `{flag}`"))?;
        if !allowed.contains(&name) {
            let names: Vec<String> = allowed.iter().map(|n| format!("--{n}")).collect();
            return Err(format!(
                "unknown flag `{flag}`: this command takes {}",
                names.join(", ")
            ));
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        if out.insert(name.to_owned(), value.clone()).is_some() {
            return Err(format!("{flag} is given twice"));
        }
    }
    Ok(out)
}

/// `--timeout-ms`: how long an engine may take over one answer.
fn timeout(flags: &HashMap<String, String>) -> Result<Duration, String> {
    let ms = match flags.get("timeout-ms") {
        None => DEFAULT_TIMEOUT_MS,
        Some(v) => match v.parse::<u64>() {
            Ok(ms) if ms > 0 => ms,
            _ => {
                return Err(
                    "--timeout-ms must be a whole number of milliseconds, at least 1".into(),
                );
            }
        },
    };
    Ok(Duration::from_millis(ms))
}

fn number(flags: &HashMap<String, String>, name: &str, default: usize) -> Result<usize, String> {
    flags.get(name).map_or(Ok(default), |v| {
        v.parse()
            .map_err(|_| format!("--{name} must be a whole number"))
    })
}

/// [`number`], and at least 1: no games, no workers or no plies make no match.
fn count(flags: &HashMap<String, String>, name: &str, default: usize) -> Result<usize, String> {
    match number(flags, name, default)? {
        0 => Err(format!("--{name} must be at least 1")),
        n => Ok(n),
    }
}

fn read_book(path: Option<&String>, variant: Variant) -> Result<Vec<Position>, String> {
    let Some(path) = path else {
        return Ok(vec![variant.start()]);
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let book: Vec<Position> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            Position::parse_variant(l.trim(), variant).map_err(|e| format!("{path}: {l}: {e}"))
        })
        .collect::<Result<_, _>>()?;
    if book.is_empty() {
        return Err(format!("{path}: no opening position in the book"));
    }
    Ok(book)
}

fn play(args: &[String]) -> Result<(), String> {
    let flags = flag_values(
        args,
        &[
            "a",
            "b",
            "a-limits",
            "b-limits",
            "variant",
            "book",
            "games",
            "first-pair",
            "concurrency",
            "max-plies",
            "adjudicate",
            "games-out",
            "timeout-ms",
        ],
    )?;
    let a = flags.get("a").ok_or("--a CMD is required")?.clone();
    let b = flags.get("b").ok_or("--b CMD is required")?.clone();
    let a_limits = limits(flags.get("a-limits"))?;
    let b_limits = limits(flags.get("b-limits"))?;
    let variant: Variant = flags
        .get("variant")
        .map_or(Ok(Variant::Camelot), |v| v.parse())
        .map_err(|e| format!("{e}"))?;
    let book = read_book(flags.get("book"), variant)?;
    let games = count(&flags, "games", 2 * book.len())?;
    let first_pair = number(&flags, "first-pair", 0)?;
    let concurrency = count(&flags, "concurrency", 1)?;
    let timeout = timeout(&flags)?;
    let settings = Settings {
        variant,
        max_plies: count(&flags, "max-plies", 400)?,
        adjudicate: flags
            .get("adjudicate")
            .map(|v| v.parse().map_err(|_| "--adjudicate must be a number"))
            .transpose()?,
    };
    let pairs = games.div_ceil(2);
    let next = AtomicUsize::new(0);
    // Per pair: A's points in its two games.
    let results: Mutex<Vec<PairResult>> = Mutex::new(Vec::new());
    let counts = Mutex::new([0usize; 3]);
    let games_out = flags.get("games-out");
    let log: Mutex<Option<std::fs::File>> = Mutex::new(
        games_out
            .map(|path| std::fs::File::create(path).map_err(|e| format!("{path}: {e}")))
            .transpose()?,
    );
    std::thread::scope(|scope| -> Result<(), String> {
        let mut workers = Vec::new();
        for _ in 0..concurrency {
            workers.push(scope.spawn(|| -> Result<(), String> {
                let mut ea = Engine::start(&a, &a_limits, timeout)?;
                let mut eb = Engine::start(&b, &b_limits, timeout)?;
                loop {
                    let nth = next.fetch_add(1, Ordering::Relaxed);
                    if nth >= pairs {
                        return Ok(());
                    }
                    let pair = first_pair.saturating_add(nth);
                    let opening = &book[pair % book.len()];
                    let mut points = [None, None];
                    let mut notes = Vec::new();
                    for (k, a_is_white) in [true, false].into_iter().enumerate() {
                        if 2 * nth + k >= games {
                            break;
                        }
                        ea.revive()?;
                        eb.revive()?;
                        let (result, why, moves) = if a_is_white {
                            play_game(&settings, opening, &mut ea, &mut eb)
                        } else {
                            play_game(&settings, opening, &mut eb, &mut ea)
                        };
                        let a_points = match (result, a_is_white) {
                            (Result3::Draw, _) => 0.5,
                            (Result3::WhiteWins, true) | (Result3::BlackWins, false) => 1.0,
                            _ => 0.0,
                        };
                        points[k] = Some(a_points);
                        if let Ok(mut c) = counts.lock() {
                            c[(2.0 - 2.0 * a_points) as usize] += 1;
                        }
                        notes.push(why.clone());
                        if let Ok(mut file) = log.lock()
                            && let (Some(f), Some(path)) = (file.as_mut(), games_out)
                        {
                            let line = json!({
                                "pair": pair, "a_white": a_is_white, "start": opening.to_string(),
                                "result": result.name(), "why": why, "moves": moves,
                            });
                            writeln!(f, "{line}").map_err(|e| format!("{path}: {e}"))?;
                        }
                    }
                    if let Ok(mut r) = results.lock() {
                        r.push((pair, points, notes));
                        let done = r.len();
                        if let Ok(c) = counts.lock() {
                            eprintln!("pair {done}/{pairs}: A +{} ={} -{}", c[0], c[1], c[2]);
                        }
                    }
                }
            }));
        }
        for w in workers {
            w.join().map_err(|_| "a worker panicked".to_string())??;
        }
        Ok(())
    })?;
    let results = results.into_inner().map_err(|_| "poisoned")?;
    let mut summary = summarize(results.iter().map(|(_, points, _)| *points));
    let head = json!({
        "variant": variant.name(), "a": a, "a_limits": a_limits, "b": b, "b_limits": b_limits,
    });
    if let (Value::Object(head), Value::Object(rest)) = (head, &mut summary) {
        let mut all = head;
        all.append(rest);
        summary = Value::Object(all);
    }
    println!("{summary}");
    Ok(())
}

/// Games, wins, draws, losses, pentanomial counts and Elo (95 %) of A over pairs of games.
fn summarize(pairs: impl Iterator<Item = [Option<f64>; 2]>) -> Value {
    let mut counts = [0usize; 3];
    let mut penta = [0usize; 5];
    let mut pair_scores = Vec::new();
    for points in pairs {
        for p in points.iter().flatten() {
            counts[(2.0 - 2.0 * p) as usize] += 1;
        }
        if let [Some(x), Some(y)] = points {
            let s = (x + y) / 2.0;
            penta[(s * 4.0).round() as usize] += 1;
            pair_scores.push(s);
        }
    }
    let [wins, draws, losses] = counts;
    let n = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / n.max(1.0);
    let (e, lo, hi) = pentanomial(&pair_scores);
    json!({
        "games": wins + draws + losses, "a_wins": wins, "draws": draws, "a_losses": losses,
        "score": (score * 1000.0).round() / 1000.0,
        "pentanomial": penta,
        "elo": tenth(e),
        "elo_95": [tenth(lo), tenth(hi)],
    })
}

/// `stats FILE...`: the games of `--games-out` files as one match. A pair is an opening (its
/// number and position) with A as White and as Black; a game found twice is refused, since
/// counting it twice would narrow the interval for nothing.
fn stats(files: &[String]) -> Result<(), String> {
    if files.is_empty() {
        return Err("stats needs at least one --games-out file".into());
    }
    let mut pairs: std::collections::BTreeMap<(u64, String), [Option<f64>; 2]> =
        std::collections::BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |what: &str| format!("{file}:{}: {what}", n + 1);
            let game: Value = serde_json::from_str(line).map_err(|_| bad("not a JSON line"))?;
            let pair = game["pair"].as_u64().ok_or_else(|| bad("no pair number"))?;
            let start = game["start"]
                .as_str()
                .ok_or_else(|| bad("no start position"))?;
            let a_white = game["a_white"].as_bool().ok_or_else(|| bad("no a_white"))?;
            let result = game["result"]
                .as_str()
                .and_then(Result3::from_name)
                .ok_or_else(|| bad("no result"))?;
            let a_points = match (result, a_white) {
                (Result3::Draw, _) => 0.5,
                (Result3::WhiteWins, true) | (Result3::BlackWins, false) => 1.0,
                _ => 0.0,
            };
            let slot =
                &mut pairs.entry((pair, start.to_owned())).or_default()[usize::from(!a_white)];
            if slot.is_some() {
                return Err(bad("this game (pair and colour) was already read"));
            }
            *slot = Some(a_points);
        }
    }
    println!("{}", summarize(pairs.into_values()));
    Ok(())
}

/// A book of balanced openings: random moves from the start, kept when a short search of the
/// position they reach finds it level.
fn book(args: &[String]) -> Result<(), String> {
    let flags = flag_values(
        args,
        &[
            "variant",
            "count",
            "plies",
            "seed",
            "depth",
            "engine",
            "timeout-ms",
        ],
    )?;
    let variant: Variant = flags
        .get("variant")
        .map_or(Ok(Variant::Camelot), |v| v.parse())
        .map_err(|e| format!("{e}"))?;
    // Depth 6 by default; a variant whose search to 6 plies takes a minute (Anti-Chivalry) is
    // judged shallower.
    let depth = count(&flags, "depth", 6)?;
    let count = number(&flags, "count", 100)?;
    let plies = number(&flags, "plies", 6)?;
    let mut state = number(&flags, "seed", 1)? as u64;
    let engine_cmd = flags
        .get("engine")
        .cloned()
        .unwrap_or_else(|| "camelot-engine serve".into());
    let mut limits = Map::new();
    limits.insert("depth".into(), json!(depth));
    let mut engine = Engine::start(&engine_cmd, &limits, timeout(&flags)?)?;
    let mut roll = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n as u64) as usize
    };
    let mut g = MoveGenerator::new();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count.saturating_mul(100) {
        tries += 1;
        let mut p = variant.start();
        if p.in_placement_phase() {
            // River: both sides' trees at random first.
            for _ in 0..2 {
                let mut moves = Vec::new();
                g.generate(&p, &mut moves);
                p = p.play_move(&moves[roll(moves.len())]);
            }
        }
        for _ in 0..plies {
            let mut moves = Vec::new();
            g.generate(&p, &mut moves);
            if moves.is_empty() || p.status().is_over() {
                break;
            }
            p = p.play_move(&moves[roll(moves.len())]);
        }
        if p.status().is_over() || out.contains(&p) {
            continue;
        }
        let (_, cp) = engine.ask(variant, &p, &[], false)?;
        if cp.is_some_and(|cp| cp.abs() <= 40) {
            out.push(p);
        }
    }
    if out.len() < count {
        eprintln!(
            "warning: {} balanced openings found in {tries} tries, not {count}",
            out.len()
        );
    }
    println!(
        "# {} balanced openings of {} ({plies} random plies, |score| <= 40 at depth {depth})",
        out.len(),
        variant.name()
    );
    for p in out {
        println!("{p}");
    }
    Ok(())
}

fn main() -> ExitCode {
    let Ok(args) = std::env::args_os()
        .skip(1)
        .map(std::ffi::OsString::into_string)
        .collect::<Result<Vec<String>, _>>()
    else {
        eprintln!("error: arguments must be valid UTF-8\n{USAGE}");
        return ExitCode::from(2);
    };
    let result = match args.split_first() {
        Some((cmd, rest)) if cmd == "play" => play(rest),
        Some((cmd, rest)) if cmd == "book" => book(rest),
        Some((cmd, rest)) if cmd == "stats" => stats(rest),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Result3, verdict};
    use camelot_rules::Position;

    /// The last move of a self-play game put a second White piece into Black's castle just as
    /// both engines' scores had agreed for eight plies: the game is a castle win, not an
    /// adjudication.
    #[test]
    fn a_move_that_ends_the_game_counts_as_what_it_is() {
        let parse = |s: &str| s.parse::<Position>().expect("a valid position");
        let before = parse("K1/3K4/10/8M3/12/12/12/12/12/10M1/12/12/12/10/2M5/1m w 0 1 1 72");
        let after = parse("KK/8/10/8M3/12/12/12/12/12/10M1/12/12/12/10/2M5/1m b 0 1 0 72");
        assert_eq!(
            verdict(&after, 1, (1, 8)),
            Some((Result3::WhiteWins, "castle".to_owned()))
        );
        assert_eq!(
            verdict(&before, 1, (1, 8)),
            Some((Result3::WhiteWins, "adjudicated".to_owned()))
        );
        assert_eq!(
            verdict(&before, 3, (1, 8)),
            Some((Result3::Draw, "repetition".to_owned()))
        );
        assert_eq!(verdict(&before, 1, (1, 7)), None);
    }
}
