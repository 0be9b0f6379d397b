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

mod book;
mod flags;
mod game;
mod play;
mod player;
mod stats;

use std::process::ExitCode;

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

fn main() -> ExitCode {
    let Ok(args) = std::env::args_os()
        .skip(1)
        .map(std::ffi::OsString::into_string)
        .collect::<Result<Vec<String>, _>>()
    else {
        eprintln!("error: arguments must be valid UTF-8\n{USAGE}");
        return ExitCode::from(2);
    };
    // `help`, or `--help` anywhere, asks for the usage (on stdout, exit 0); an engine's own
    // flags are inside its quoted command line, never a separate argument.
    if args.first().is_some_and(|a| a == "help") || args.iter().any(|a| a == "--help" || a == "-h")
    {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let result = match args.split_first() {
        Some((cmd, rest)) if cmd == "play" => play::play(rest),
        Some((cmd, rest)) if cmd == "book" => book::book(rest),
        Some((cmd, rest)) if cmd == "stats" => stats::stats(rest),
        Some((cmd, _)) => Err(format!("unknown command `{cmd}`\n{USAGE}")),
        None => Err(format!("missing command\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
