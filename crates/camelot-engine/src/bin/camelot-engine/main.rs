//! `camelot-engine`: the engine on the command line.
//!
//! ```text
//! camelot-engine bestmove POSITION [--variant NAME] [--depth N | --nodes N | --movetime MS]
//!                         [--level 1..8] [--contempt CP] [--threads N] [--hash MB]
//! camelot-engine analyse  POSITION --multipv K [same options]
//! camelot-engine serve    [--threads N] [--hash MB]      one JSON request per line on stdin
//! camelot-engine bench    [--depth N | --movetime MS] [--threads N] [--hash MB]
//! camelot-engine tune     datagen|fit [flags]             tuning data and weights
//! ```
//!
//! Exit codes: 0 success; 1 when the output cannot be written; 2 bad arguments, a position that
//! cannot be read or one without a legal move (with a message on stderr). `serve` answers a bad
//! request with an `error` line and keeps serving.

mod bench;
mod once;
mod options;
mod serve;
mod tune;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use camelot_engine::{Elapsed, EngineError};

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
  --contempt CP      what a draw costs the side to move, in hundredths of a Man, -200 to 200
                     (default 0: a draw is even; positive plays on against weaker opponents)
  --threads N        search threads (default 1)   --hash MB   table size (default 64)
POSITION is a quoted position string or the word `start`.
serve requests: {\"id\":…,\"position\":POS,\"variant\":NAME,\"movetime_ms\"|\"depth\"|\"nodes\"|\"level\":…,
  \"multipv\":K,\"contempt\":CP,\"new_game\":true|false,\"history\":[earlier positions],\"seed\":N}";

/// The wall clock since a search began: the engine has no clock of its own.
struct Since(Instant);

impl Elapsed for Since {
    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

/// Why a command failed, which sets its exit status.
enum Failure {
    /// The command line's own refusal of its arguments or input files: exit 2.
    Usage(String),
    /// The engine's refusal of a position, an option or a search: exit 2.
    Engine(EngineError),
    /// Writing the answer failed: exit 1.
    Output,
}

impl From<EngineError> for Failure {
    fn from(e: EngineError) -> Failure {
        Failure::Engine(e)
    }
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
    // `help`, or `--help` anywhere (`bestmove --help`, `bench -h`), asks for the usage, not a
    // search: no position string or option value is spelt that way.
    let wants_help = args.first().is_some_and(|a| a == "help")
        || args.iter().any(|a| a == "--help" || a == "-h");
    let result = match args.split_first() {
        _ if wants_help => writeln!(out, "{USAGE}").map_err(|_| Failure::Output),
        Some((cmd, rest)) if cmd == "bestmove" => once::search(rest, false, &mut out),
        Some((cmd, rest)) if cmd == "analyse" || cmd == "analyze" => {
            once::search(rest, true, &mut out)
        }
        Some((cmd, rest)) if cmd == "serve" => serve::serve(rest, &mut out),
        Some((cmd, rest)) if cmd == "bench" => bench::bench(rest, &mut out),
        Some((cmd, rest)) if cmd == "tune" => tune::tune(rest, &mut out),
        Some((cmd, _)) => Err(Failure::Usage(format!("unknown command `{cmd}`\n{USAGE}"))),
        None => Err(Failure::Usage(format!("missing command\n{USAGE}"))),
    };
    let flushed = out.flush().is_ok();
    match result {
        Ok(()) if flushed => ExitCode::SUCCESS,
        Ok(()) | Err(Failure::Output) => ExitCode::from(1),
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Engine(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
