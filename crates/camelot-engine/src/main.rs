//! `camelot-engine`: the engine on the command line.
//!
//! ```text
//! camelot-engine bestmove POSITION [--variant NAME] [--depth N | --nodes N | --movetime MS]
//!                         [--level 1..8] [--threads N] [--hash MB]
//! camelot-engine analyse  POSITION --multipv K [same options]
//! camelot-engine serve    [--threads N] [--hash MB]      one JSON request per line on stdin
//! camelot-engine bench    [--depth N | --movetime MS] [--threads N] [--hash MB]
//! camelot-engine tune     datagen|fit [flags]             tuning data and weights
//! ```
//!
//! Exit codes: 0 success; 1 when the output cannot be written; 2 bad arguments, a position that
//! cannot be read or one without a legal move (with a message on stderr). `serve` answers a bad
//! request with an `error` line and keeps serving.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_engine::protocol::{
    Spelling, analysis_json, answer_json, bestmove_json, check_lines, error_json, parse_request,
    read_depth, read_level, read_limits, read_multipv, read_position,
};
use camelot_engine::{Elapsed, Engine, Limits, SearchOptions};
use camelot_rules::{Position, Variant};

const USAGE: &str = "\
usage:
  camelot-engine bestmove POSITION [options]     the best move, as one JSON line
  camelot-engine analyse POSITION --multipv K [options]
                                                 the K best lines with their scores
  camelot-engine serve [--threads N] [--hash MB] one JSON request per line on stdin, one
                                                 answer per line on stdout
  camelot-engine bench [--depth N | --movetime MS] [--threads N] [--hash MB]
                                                 the speed benchmark: 27 middlegame positions
                                                 to depth N (default 8) or MS ms each
  camelot-engine tune datagen|fit [flags]        tuning data and weights (the crate's README)
options:
  --variant NAME     camelot (default), camette, cam, chivalry, river, anti, anti-camette,
                     anti-cam, anti-chivalry, anti-river
  --depth N          search N plies          --nodes N      stop after N nodes
  --movetime MS      stop after MS milliseconds (default: 1000 when no limit is given)
  --level 1..8       play at a level for people (8: full strength)
  --threads N        search threads (default 1)   --hash MB   table size (default 64)
POSITION is a quoted position string or the word `start`.
serve requests: {\"id\":…,\"position\":POS,\"variant\":NAME,\"movetime_ms\"|\"depth\"|\"nodes\"|\"level\":…,
  \"multipv\":K,\"new_game\":true|false,\"history\":[earlier positions],\"seed\":N}";

struct Since(Instant);

impl Elapsed for Since {
    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

/// The options after the command (and its position).
struct Options {
    variant: Variant,
    /// Whether `--variant` was given (`serve` refuses it).
    variant_given: bool,
    depth: Option<i64>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    level: Option<i64>,
    threads: usize,
    hash: usize,
    multipv: Option<i64>,
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    let text = value.ok_or_else(|| format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag} must be a whole number, not \"{text}\""))
}

fn read_options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        variant: Variant::Camelot,
        variant_given: false,
        depth: None,
        nodes: None,
        movetime: None,
        level: None,
        threads: 1,
        hash: 64,
        multipv: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => {
                let name = it.next().ok_or("--variant needs a NAME")?;
                o.variant = name.parse().map_err(|e| format!("{e}"))?;
                o.variant_given = true;
            }
            "--depth" => o.depth = Some(number(flag, it.next())?),
            "--nodes" => o.nodes = Some(number(flag, it.next())?),
            "--movetime" => o.movetime = Some(number(flag, it.next())?),
            "--level" => o.level = Some(number(flag, it.next())?),
            "--threads" => o.threads = number(flag, it.next())?,
            "--hash" => o.hash = number(flag, it.next())?,
            "--multipv" => o.multipv = Some(number(flag, it.next())?),
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    if !(1..=256).contains(&o.threads) {
        return Err(format!("--threads must be 1 to 256, not {}", o.threads));
    }
    if !(1..=65_536).contains(&o.hash) {
        return Err(format!("--hash must be 1 to 65536 MB, not {}", o.hash));
    }
    Ok(o)
}

/// The engine the options ask for; a table the machine cannot give is refused.
fn engine_of(o: &Options) -> Result<Engine, Failure> {
    Engine::try_new(o.hash, o.threads)
        .map_err(|e| Failure::Input(format!("{e}: give a smaller --hash")))
}

enum Failure {
    /// Bad arguments or input: exit 2.
    Input(String),
    /// Writing the answer failed.
    Output,
}

fn search_once(args: &[String], analyse: bool, out: &mut impl Write) -> Result<(), Failure> {
    let (position, rest) = args
        .split_first()
        .ok_or_else(|| Failure::Input("missing POSITION".into()))?;
    let o = read_options(rest).map_err(Failure::Input)?;
    let root = read_position(position, o.variant).map_err(Failure::Input)?;
    let limits =
        read_limits(o.depth, o.nodes, o.movetime, Spelling::Options).map_err(Failure::Input)?;
    let level = read_level(o.level, Spelling::Options).map_err(Failure::Input)?;
    let multipv = match (analyse, o.multipv) {
        (false, Some(_)) => return Err(Failure::Input("--multipv is for analyse".into())),
        (true, None) => return Err(Failure::Input("analyse needs --multipv K".into())),
        (_, k) => read_multipv(k, Spelling::Options).map_err(Failure::Input)?,
    };
    check_lines(multipv, level, Spelling::Options).map_err(Failure::Input)?;
    let engine = engine_of(&o)?;
    let options = SearchOptions {
        limits,
        multipv,
        level,
        seed: 0,
    };
    let clock = Since(Instant::now());
    let result = engine
        .search(&root, &[], &options, &clock, &AtomicBool::new(false))
        .map_err(|e| Failure::Input(e.to_string()))?;
    let line = if analyse {
        analysis_json(&result)
    } else {
        bestmove_json(&result)
    };
    writeln!(out, "{line}").map_err(|_| Failure::Output)
}

fn serve(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let o = read_options(args).map_err(Failure::Input)?;
    // Each request names its own variant, limits and level: options for them here would be
    // silently unused.
    if o.depth.is_some()
        || o.nodes.is_some()
        || o.movetime.is_some()
        || o.level.is_some()
        || o.multipv.is_some()
        || o.variant_given
    {
        return Err(Failure::Input(
            "serve takes --threads and --hash only: each request gives its variant, limits and level"
                .into(),
        ));
    }
    let engine = engine_of(&o)?;
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(line) => line,
            // Not UTF-8: answer and go on reading.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                writeln!(
                    out,
                    "{}",
                    error_json(&serde_json::Value::Null, "the line is not UTF-8")
                )
                .map_err(|_| Failure::Output)?;
                out.flush().map_err(|_| Failure::Output)?;
                continue;
            }
            // Any other read error would come back on every read: stop.
            Err(e) => return Err(Failure::Input(format!("cannot read the requests: {e}"))),
        };
        if line.trim().is_empty() {
            continue;
        }
        let answer = match parse_request(&line) {
            Err(refusal) => error_json(&refusal.id, &refusal.error),
            Ok(request) => {
                if request.new_game {
                    engine.new_game();
                }
                let clock = Since(Instant::now());
                match engine.search(
                    &request.position,
                    &request.history,
                    &request.options,
                    &clock,
                    &AtomicBool::new(false),
                ) {
                    Ok(result) => answer_json(&request.id, &result),
                    Err(e) => error_json(&request.id, &e.to_string()),
                }
            }
        };
        writeln!(out, "{answer}").map_err(|_| Failure::Output)?;
        out.flush().map_err(|_| Failure::Output)?;
    }
    Ok(())
}

/// `bench [--depth N | --movetime MS] [--threads N] [--hash MB]`: the fixed positions of
/// `camelot_engine::bench`, each searched from an empty table to depth N (default 8: a quick
/// check whose node count changes only with the search) or for MS milliseconds (a bot's
/// search length, whose speed a node is higher: BENCHMARKS.md); one line per position, then
/// the totals. The positions are Camelot's, searched at full strength, so the options that
/// would change that are refused rather than ignored.
fn bench(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let o = read_options(args).map_err(Failure::Input)?;
    if o.nodes.is_some()
        || (o.depth.is_some() && o.movetime.is_some())
        || o.level.is_some()
        || o.multipv.is_some()
        || o.variant != Variant::Camelot
    {
        return Err(Failure::Input(
            "bench takes --depth or --movetime, --threads and --hash only".into(),
        ));
    }
    let (depth, limit) = match o.movetime {
        Some(ms) => (None, format!("\"movetime_ms\":{ms}")),
        None => {
            let d = o.depth.unwrap_or(8);
            (Some(d), format!("\"depth\":{d}"))
        }
    };
    let limits = read_limits(depth, None, o.movetime, Spelling::Options).map_err(Failure::Input)?;
    let options = SearchOptions {
        limits,
        ..SearchOptions::default()
    };
    // Each search is timed to the microsecond: a sum of whole milliseconds (what each
    // search reports) lost half a millisecond a position, 2 % of `bench` to depth 8.
    let (mut nodes, mut us) = (0u64, 0u128);
    for text in camelot_engine::bench::POSITIONS {
        let root = read_position(text, Variant::Camelot).map_err(Failure::Input)?;
        let engine = engine_of(&o)?;
        let start = Instant::now();
        let clock = Since(start);
        let result = engine
            .search(&root, &[], &options, &clock, &AtomicBool::new(false))
            .map_err(|e| Failure::Input(e.to_string()))?;
        us += start.elapsed().as_micros();
        nodes += result.nodes;
        writeln!(out, "{}", bestmove_json(&result)).map_err(|_| Failure::Output)?;
    }
    let nps = u128::from(nodes) * 1_000_000 / us.max(1);
    writeln!(
        out,
        "{{\"positions\":{},{limit},\"nodes\":{nodes},\"time_ms\":{},\"nps\":{nps}}}",
        camelot_engine::bench::POSITIONS.len(),
        us / 1000
    )
    .map_err(|_| Failure::Output)
}

/// `tune datagen|fit ...`: see the crate README, "Tuning".
fn tune(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let input = |m: String| Failure::Input(m);
    let (cmd, rest) = args
        .split_first()
        .ok_or_else(|| input("tune needs datagen or fit".into()))?;
    // A mistyped flag (`--lamda 0`) is refused, not silently left at its default; only
    // `--data` may be given more than once.
    let allowed: &[&str] = match cmd.as_str() {
        "datagen" => &[
            "variant",
            "games",
            "depth",
            "label-depth",
            "random-plies",
            "seed",
        ],
        "fit" => &["data", "lambda", "epochs", "l2", "fix", "write"],
        other => return Err(input(format!("unknown tune command `{other}`"))),
    };
    let mut flags: Vec<(String, String)> = Vec::new();
    let mut it = rest.iter();
    while let Some(f) = it.next() {
        let name = f
            .strip_prefix("--")
            .ok_or_else(|| input(format!("unexpected `{f}`")))?;
        if !allowed.contains(&name) {
            let names: Vec<String> = allowed.iter().map(|n| format!("--{n}")).collect();
            return Err(input(format!(
                "unknown flag `{f}`: tune {cmd} takes {}",
                names.join(", ")
            )));
        }
        if name != "data" && flags.iter().any(|(n, _)| n == name) {
            return Err(input(format!("{f} is given twice")));
        }
        let v = it
            .next()
            .ok_or_else(|| input(format!("{f} needs a value")))?;
        flags.push((name.to_owned(), v.clone()));
    }
    let get = |name: &str| {
        flags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let num = |name: &str, default: u64| -> Result<u64, Failure> {
        get(name).map_or(Ok(default), |v| {
            v.parse()
                .map_err(|_| Failure::Input(format!("--{name} must be a whole number")))
        })
    };
    match cmd.as_str() {
        "datagen" => {
            let variant: Variant = get("variant")
                .map_or(Ok(Variant::Camelot), |v| v.parse())
                .map_err(|e| input(format!("{e}")))?;
            let games = num("games", 100)?;
            if games == 0 {
                return Err(input("--games must be at least 1".into()));
            }
            let play_depth = num("depth", 4)? as i64;
            let label_depth = num("label-depth", 6)? as i64;
            let random_plies = num("random-plies", 8)?;
            let mut seed = num("seed", 1)?;
            datagen(
                variant,
                games,
                play_depth,
                label_depth,
                random_plies,
                &mut seed,
                out,
            )
        }
        "fit" => {
            let files: Vec<String> = flags
                .iter()
                .filter(|(n, _)| n == "data")
                .map(|(_, v)| v.clone())
                .collect();
            if files.is_empty() {
                return Err(input("fit needs --data FILE".into()));
            }
            let lambda: f32 = get("lambda")
                .map_or(Ok(0.5), |v| v.parse())
                .map_err(|_| input("--lambda must be a number".into()))?;
            let epochs = num("epochs", 2000)? as usize;
            let l2: f32 = get("l2")
                .map_or(Ok(0.0), |v| v.parse())
                .map_err(|_| input("--l2 must be a number".into()))?;
            if !(l2 >= 0.0 && l2.is_finite() && (0.0..=1.0).contains(&lambda)) {
                return Err(input(
                    "--l2 must be 0 or more and --lambda between 0 and 1".into(),
                ));
            }
            let mut fixed = Vec::new();
            for name in get("fix").iter().flat_map(|v| v.split(',')) {
                let (_, range) = camelot_engine::tune::GROUPS
                    .iter()
                    .find(|(n, _)| *n == name.trim())
                    .ok_or_else(|| {
                        let names: Vec<&str> = camelot_engine::tune::GROUPS
                            .iter()
                            .map(|(n, _)| *n)
                            .collect();
                        input(format!(
                            "--fix takes feature groups among {}, not `{name}`",
                            names.join(", ")
                        ))
                    })?;
                fixed.extend(range.clone());
            }
            let options = Fit {
                lambda,
                epochs,
                l2,
                fixed: &fixed,
            };
            fit(&files, options, get("write"), out)
        }
        other => Err(input(format!("unknown tune command `{other}`"))),
    }
}

/// Self-play games at a low depth from random openings; quiet positions labelled with the
/// result and a deeper search's score, one JSON line each.
fn datagen(
    variant: Variant,
    games: u64,
    play_depth: i64,
    label_depth: i64,
    random_plies: u64,
    seed: &mut u64,
    out: &mut impl Write,
) -> Result<(), Failure> {
    use camelot_rules::MoveGenerator;
    let mut roll = |n: usize| {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((*seed >> 33) % n.max(1) as u64) as usize
    };
    let engine = Engine::new(16, 1);
    let player = SearchOptions {
        limits: read_limits(Some(play_depth), None, None, Spelling::Options)
            .map_err(Failure::Input)?,
        ..SearchOptions::default()
    };
    let labeller = SearchOptions {
        limits: Limits {
            depth: Some(read_depth(label_depth, "--label-depth").map_err(Failure::Input)?),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let clock = Since(Instant::now());
    let stop = AtomicBool::new(false);
    let mut g = MoveGenerator::new();
    for _ in 0..games {
        engine.new_game();
        let mut p = variant.start();
        let mut ply = 0u64;
        let mut kept: Vec<Position> = Vec::new();
        let mut seen = std::collections::HashMap::new();
        let result = loop {
            let status = p.status();
            if status.is_over() {
                break status.winner();
            }
            if ply > 300 || p.quiet_plies() >= 100 || *seen.get(&p.zobrist()).unwrap_or(&0) >= 2 {
                break None;
            }
            *seen.entry(p.zobrist()).or_insert(0) += 1;
            let mut moves = Vec::new();
            g.generate(&p, &mut moves);
            let mv = if ply < random_plies || p.in_placement_phase() || roll(20) == 0 {
                moves[roll(moves.len())]
            } else {
                if ply.is_multiple_of(2) && !p.capture_required() {
                    kept.push(p);
                }
                engine
                    .search(&p, &[], &player, &clock, &stop)
                    .map_err(|e| Failure::Input(e.to_string()))?
                    .best
            };
            p = p.play_move(&mv);
            ply += 1;
        };
        for q in kept {
            let r = match result {
                None => 0.5,
                Some(w) if w == q.side_to_move() => 1.0,
                Some(_) => 0.0,
            };
            engine.new_game();
            let label = engine
                .search(&q, &[], &labeller, &clock, &stop)
                .map_err(|e| Failure::Input(e.to_string()))?;
            let cp = match label.score {
                camelot_engine::Score::Cp(cp) => cp,
                camelot_engine::Score::WinIn(_) => 2000,
                camelot_engine::Score::LossIn(_) => -2000,
            };
            let line = serde_json::json!({
                "variant": variant.name(), "position": q.to_string(), "result": r, "score": cp,
            });
            writeln!(out, "{line}").map_err(|_| Failure::Output)?;
        }
        out.flush().map_err(|_| Failure::Output)?;
    }
    Ok(())
}

/// The settings of `tune fit` given on the command line.
struct Fit<'a> {
    lambda: f32,
    epochs: usize,
    l2: f32,
    fixed: &'a [usize],
}

/// One line of `tune datagen`'s output, every field required: a line missing one is refused
/// rather than read with a made-up label.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct DataLine {
    variant: String,
    position: String,
    /// The game's result for the side to move: 1, ½ or 0.
    result: f32,
    /// The deeper search's score for the side to move, in hundredths of a Man.
    score: i32,
}

/// Fewer positions of a goal than this are too few to fit its weights on: they are left as
/// they are (with a warning).
const FIT_MIN_SAMPLES: usize = 1000;

/// Fits the weights of every goal with at least [`FIT_MIN_SAMPLES`] positions; prints the
/// errors and, with `--write`, rewrites the weights file.
fn fit(
    files: &[String],
    options: Fit<'_>,
    write: Option<String>,
    out: &mut impl Write,
) -> Result<(), Failure> {
    use camelot_engine::eval::WEIGHTS;
    use camelot_engine::tune::{
        FitOptions, Sample, error, fit as fit_weights, fit_scale, weights_source,
    };
    use camelot_rules::Goal;
    let mut by_goal: Vec<(Goal, Vec<Sample>)> = vec![
        (Goal::TwoSquareCastle, Vec::new()),
        (Goal::OneSquareCastle, Vec::new()),
        (Goal::Anti, Vec::new()),
    ];
    for file in files {
        let text =
            std::fs::read_to_string(file).map_err(|e| Failure::Input(format!("{file}: {e}")))?;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |what: String| Failure::Input(format!("{file}:{}: {what}", n + 1));
            let v: DataLine = serde_json::from_str(line).map_err(|e| bad(e.to_string()))?;
            let variant: Variant = v.variant.parse().map_err(|e| bad(format!("{e}")))?;
            let pos = read_position(&v.position, variant).map_err(bad)?;
            if !(0.0..=1.0).contains(&v.result) {
                return Err(bad(format!("result {} is not between 0 and 1", v.result)));
            }
            let sample = Sample::new(&pos, v.result, v.score);
            if let Some((_, list)) = by_goal.iter_mut().find(|(g, _)| *g == variant.goal()) {
                list.push(sample);
            }
        }
    }
    if by_goal.iter().all(|(_, samples)| samples.is_empty()) {
        return Err(Failure::Input(format!(
            "no positions to fit in {}",
            files.join(", ")
        )));
    }
    let mut set = WEIGHTS;
    let mut fitted = 0;
    for (goal, samples) in &by_goal {
        if samples.is_empty() {
            continue;
        }
        if samples.len() < FIT_MIN_SAMPLES {
            eprintln!(
                "warning: {goal:?} left as it is: {} positions, at least {FIT_MIN_SAMPLES} needed",
                samples.len()
            );
            continue;
        }
        fitted += 1;
        // Every tenth sample is held out: its error tells whether the fit generalises or only
        // learns the positions it saw.
        let mut held: Vec<Sample> = Vec::new();
        let mut trained: Vec<Sample> = Vec::new();
        for (i, s) in samples.iter().enumerate() {
            if i % 10 == 9 { &mut held } else { &mut trained }.push(s.clone());
        }
        let start = *set.of(*goal);
        let k = fit_scale(&trained, &start);
        let Fit {
            lambda,
            epochs,
            l2,
            fixed,
        } = options;
        let options = FitOptions {
            k,
            lambda,
            epochs,
            l2,
            fixed,
        };
        let (weights, before, after) = fit_weights(&trained, &start, options);
        let as_f32 = |w: &camelot_engine::eval::Weights| -> Vec<f32> {
            w.iter().map(|&x| x as f32).collect()
        };
        let held_before = error(&held, &as_f32(&start), k, lambda);
        let held_after = error(&held, &as_f32(&weights), k, lambda);
        *set.of_mut(*goal) = weights;
        writeln!(
            out,
            "{goal:?}: {} samples, k {k:.5}, error {before:.6} -> {after:.6}; {} held out: \
             {held_before:.6} -> {held_after:.6}",
            trained.len(),
            held.len()
        )
        .map_err(|_| Failure::Output)?;
    }
    if fitted == 0 {
        return Err(Failure::Input(format!(
            "nothing fitted: no goal has {FIT_MIN_SAMPLES} positions in {}",
            files.join(", ")
        )));
    }
    let source = weights_source(&set);
    match write {
        Some(path) => {
            std::fs::write(&path, source).map_err(|e| Failure::Input(format!("{path}: {e}")))?
        }
        None => write!(out, "{source}").map_err(|_| Failure::Output)?,
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = match std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect::<Result<_, _>>()
    {
        Ok(args) => args,
        Err(_) => {
            eprintln!("error: arguments must be valid UTF-8\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match args.split_first() {
        Some((cmd, rest)) if cmd == "bestmove" => search_once(rest, false, &mut out),
        Some((cmd, rest)) if cmd == "analyse" || cmd == "analyze" => {
            search_once(rest, true, &mut out)
        }
        Some((cmd, rest)) if cmd == "serve" => serve(rest, &mut out),
        Some((cmd, rest)) if cmd == "bench" => bench(rest, &mut out),
        Some((cmd, rest)) if cmd == "tune" => tune(rest, &mut out),
        Some((cmd, _)) if cmd == "help" || cmd == "--help" || cmd == "-h" => {
            writeln!(out, "{USAGE}").map_err(|_| Failure::Output)
        }
        Some((cmd, _)) => Err(Failure::Input(format!("unknown command `{cmd}`\n{USAGE}"))),
        None => Err(Failure::Input(format!("missing command\n{USAGE}"))),
    };
    let flushed = out.flush().is_ok();
    match result {
        Ok(()) if flushed => ExitCode::SUCCESS,
        Ok(()) | Err(Failure::Output) => ExitCode::from(1),
        Err(Failure::Input(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
