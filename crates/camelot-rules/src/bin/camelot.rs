//! `camelot`: command-line access to the rules engine.
//!
//! ```text
//! camelot [--variant NAME] COMMAND ...   (NAME: camelot by default; see VARIANTS.md)
//! camelot moves  POSITION            one line per legal move: path TAB position TAB status
//! camelot perft  POSITION DEPTH      leaf count of the distinct-move tree
//! camelot check  POSITION PATH       legal <path> <position> | illegal <tag>: <sentence>
//! camelot status POSITION            status token, then the reason when the game is over
//! camelot apply  POSITION MOVE...    the position after the moves
//! ```
//!
//! POSITION is one argument: a position string (quote it) or `start`. Exit codes: 0 success
//! (`check` also for an illegal path), 1 an illegal move in `apply`, 2 bad arguments or a
//! malformed POSITION.

use std::io::{self, Write};
use std::process::ExitCode;

use camelot_rules::{Position, Variant, perft};

const USAGE: &str = "\
usage: camelot [--variant NAME] COMMAND ...
  camelot moves  POSITION            list legal moves: <path>\\t<position>\\t<status>
  camelot perft  POSITION DEPTH      leaf count, moves to the same position counted once
  camelot check  POSITION PATH       legal <path> <position> | illegal <tag>: <sentence>
  camelot status POSITION            status token (*, 1-0, 0-1, 1/2-1/2) and reason
  camelot apply  POSITION MOVE...    position after the moves (exit 1 on an illegal move)
POSITION is a quoted position string or the word `start` (the variant's start position).
NAME is camelot (the default), camette, cam, chivalry, river, anti, anti-camette, anti-cam,
anti-chivalry or anti-river.";

/// What went wrong, with the exit code it maps to.
enum Failure {
    Usage(String),
    Position(String),
    IllegalMove(String),
    Output,
}

fn parse_position(arg: &str, variant: Variant) -> Result<Position, Failure> {
    if arg == "start" {
        return Ok(variant.start());
    }
    Position::parse_variant(arg, variant)
        .map_err(|e| Failure::Position(format!("invalid position \"{arg}\": {e}")))
}

fn run(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let (variant, args) = match args {
        [flag, name, rest @ ..] if flag == "--variant" => {
            let variant: Variant = name.parse().map_err(|e| Failure::Usage(format!("{e}")))?;
            (variant, rest)
        }
        [flag] if flag == "--variant" => {
            return Err(Failure::Usage("--variant needs a NAME".into()));
        }
        _ => (Variant::Camelot, args),
    };
    let parse_position = |arg: &str| parse_position(arg, variant);
    let write_err = |_| Failure::Output;
    match args {
        [cmd, pos] if cmd == "moves" => {
            let p = parse_position(pos)?;
            for m in p.legal_moves() {
                writeln!(
                    out,
                    "{}\t{}\t{}",
                    m.path,
                    m.result,
                    m.result.status().token()
                )
                .map_err(write_err)?;
            }
        }
        [cmd, pos, depth] if cmd == "perft" => {
            let p = parse_position(pos)?;
            let depth: u32 = depth.parse().map_err(|_| {
                Failure::Usage(format!(
                    "DEPTH must be a non-negative integer, not \"{depth}\""
                ))
            })?;
            writeln!(out, "{}", perft(&p, depth)).map_err(write_err)?;
        }
        [cmd, pos, path] if cmd == "check" => {
            let p = parse_position(pos)?;
            match p.check(path) {
                Ok(m) => writeln!(out, "legal {} {}", m.path, m.result),
                Err(e) => writeln!(out, "illegal {}: {}", e.tag(), e),
            }
            .map_err(write_err)?;
        }
        [cmd, pos] if cmd == "status" => {
            let p = parse_position(pos)?;
            writeln!(out, "{}", p.status()).map_err(write_err)?;
        }
        [cmd, pos, moves @ ..] if cmd == "apply" => {
            let mut p = parse_position(pos)?;
            for (i, text) in moves.iter().enumerate() {
                match p.check(text) {
                    Ok(m) => p = m.result,
                    Err(e) => {
                        writeln!(out, "illegal {}: {}", e.tag(), e).map_err(write_err)?;
                        return Err(Failure::IllegalMove(format!(
                            "move {} (\"{text}\") is illegal in {p}",
                            i + 1
                        )));
                    }
                }
            }
            writeln!(out, "{p}").map_err(write_err)?;
        }
        [cmd] if cmd == "help" || cmd == "--help" || cmd == "-h" => {
            writeln!(out, "{USAGE}").map_err(write_err)?;
        }
        [] => return Err(Failure::Usage("missing command".into())),
        [cmd, ..] => {
            let known = ["moves", "perft", "check", "status", "apply"];
            let problem = if known.contains(&cmd.as_str()) {
                format!("wrong number of arguments for `{cmd}`")
            } else {
                format!("unknown command `{cmd}`")
            };
            return Err(Failure::Usage(problem));
        }
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
    let result = run(&args, &mut out);
    let flushed = out.flush().is_ok();
    match result {
        Ok(()) if flushed => ExitCode::SUCCESS,
        Ok(()) | Err(Failure::Output) => ExitCode::from(1),
        Err(Failure::Usage(problem)) => {
            eprintln!("error: {problem}\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Position(problem)) => {
            eprintln!("error: {problem}");
            ExitCode::from(2)
        }
        Err(Failure::IllegalMove(problem)) => {
            eprintln!("error: {problem}");
            ExitCode::from(1)
        }
    }
}
