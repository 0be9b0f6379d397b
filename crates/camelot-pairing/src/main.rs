//! `camelot-pairing`: command-line front end of the tournament engine.
//!
//! ```text
//! camelot-pairing berger N [--double]
//! camelot-pairing standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--system swiss|round-robin]
//!                                    [--unrated-rating R]
//! camelot-pairing pair --dutch FILE.trf
//! ```
//!
//! Exit codes: 0 success; 1 no valid pairing exists; 2 bad command line; 3 invalid input (TRF,
//! tie-break name, number of players); 4 feature not available in this build; 5 file not
//! readable. Messages go to standard error. `FILE` may be `-` for standard input.
//!
//! The argument parsing is hand-written: three subcommands with a handful of options do not
//! justify a parser crate in the dependency tree that the library shares with the server.

use std::io::{Read, Write};
use std::process::ExitCode;

use camelot_pairing::berger;
use camelot_pairing::{
    PairingError, PairingOptions, StandingsOptions, System, TieBreak, Tournament, dutch,
    standings_with_options,
};

const USAGE: &str = "usage:
  camelot-pairing berger N [--double]
  camelot-pairing standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--system swiss|round-robin] [--unrated-rating R]
  camelot-pairing pair --dutch FILE.trf
FILE may be - for standard input.";

/// A failure with its exit code and message.
struct Failure {
    code: u8,
    message: String,
}

impl Failure {
    fn usage(message: impl Into<String>) -> Failure {
        Failure {
            code: 2,
            message: format!("{}\n{USAGE}", message.into()),
        }
    }
}

impl From<PairingError> for Failure {
    fn from(error: PairingError) -> Failure {
        let code = match error {
            PairingError::NoValidPairing(_) => 1,
            PairingError::NotImplemented(_) => 4,
            _ => 3,
        };
        Failure {
            code,
            message: error.to_string(),
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            if stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
                .is_err()
            {
                return ExitCode::from(5);
            }
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("camelot-pairing: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}

fn run(args: &[String]) -> Result<String, Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::usage("missing command"));
    };
    match command.as_str() {
        "berger" => berger_command(rest),
        "standings" => standings_command(rest),
        "pair" => pair_command(rest),
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n")),
        other => Err(Failure::usage(format!("unknown command {other:?}"))),
    }
}

/// `berger N [--double]`: one line per round, `round r: w-b w-b …`, boards in table order with
/// the dummy's board included (FIDE's presentation; for odd N the dummy is N + 1).
fn berger_command(args: &[String]) -> Result<String, Failure> {
    let mut players: Option<u32> = None;
    let mut double = false;
    for arg in args {
        match arg.as_str() {
            "--double" => double = true,
            option if option.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {option:?}")));
            }
            number if players.is_none() => {
                players = Some(number.parse().map_err(|_| Failure {
                    code: 3,
                    message: format!("number of players must be a whole number, got {number:?}"),
                })?);
            }
            extra => return Err(Failure::usage(format!("unexpected argument {extra:?}"))),
        }
    }
    let players = players.ok_or_else(|| Failure::usage("berger needs the number of players"))?;
    let schedule = berger::schedule(players, double)?;
    let mut out = String::new();
    for round in &schedule.rounds {
        let boards: Vec<String> = round
            .boards
            .iter()
            .map(|pair| format!("{}-{}", pair.white, pair.black))
            .collect();
        out.push_str(&format!("round {}: {}\n", round.round, boards.join(" ")));
    }
    Ok(out)
}

/// `standings FILE --tiebreaks LIST`: a header line, then one tab-separated line per player in
/// ranking order: rank, pairing number, points, one column per tie-break, name.
fn standings_command(args: &[String]) -> Result<String, Failure> {
    let mut file: Option<&str> = None;
    let mut tiebreaks: Vec<TieBreak> = Vec::new();
    let mut system: Option<System> = None;
    let mut unrated: Option<u16> = None;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |option: &str| -> Result<String, Failure> {
            inline
                .clone()
                .or_else(|| iter.next().cloned())
                .ok_or_else(|| Failure::usage(format!("{option} needs a value")))
        };
        match name {
            "--tiebreaks" => tiebreaks = TieBreak::parse_list(&value("--tiebreaks")?)?,
            "--system" => {
                system = Some(match value("--system")?.to_ascii_lowercase().as_str() {
                    "swiss" => System::Swiss,
                    "round-robin" | "roundrobin" | "rr" => System::RoundRobin,
                    other => {
                        return Err(Failure::usage(format!(
                            "--system must be swiss or round-robin, got {other:?}"
                        )));
                    }
                });
            }
            "--unrated-rating" => {
                let text = value("--unrated-rating")?;
                unrated = Some(text.parse().map_err(|_| Failure {
                    code: 3,
                    message: format!("--unrated-rating must be a rating, got {text:?}"),
                })?);
            }
            option if option.starts_with("--") => {
                return Err(Failure::usage(format!("unknown option {option:?}")));
            }
            path if file.is_none() => file = Some(path),
            extra => return Err(Failure::usage(format!("unexpected argument {extra:?}"))),
        }
    }
    let file = file.ok_or_else(|| Failure::usage("standings needs a TRF file"))?;
    let tournament = read_tournament(file)?;
    let system = system.unwrap_or(if tournament.is_round_robin() {
        System::RoundRobin
    } else {
        System::Swiss
    });
    let mut options = StandingsOptions::new(system);
    options.unrated_rating = unrated;
    let rows = standings_with_options(&tournament, &tiebreaks, &options)?;
    let mut out = String::from("Rank\tTPN\tPoints");
    for tb in &tiebreaks {
        out.push('\t');
        out.push_str(&tb.to_string());
    }
    out.push_str("\tName\n");
    for row in rows {
        out.push_str(&format!("{}\t{}\t{}", row.rank, row.tpn, row.points));
        for value in &row.values {
            out.push_str(&format!("\t{value}"));
        }
        let name = tournament.player(row.tpn).map_or("", |p| p.name.as_str());
        out.push_str(&format!("\t{name}\n"));
    }
    Ok(out)
}

/// `pair --dutch FILE`: the next round in the reference engines' format.
fn pair_command(args: &[String]) -> Result<String, Failure> {
    let mut dutch_system = false;
    let mut file: Option<&str> = None;
    for arg in args {
        match arg.as_str() {
            "--dutch" => dutch_system = true,
            "-" => file = Some("-"),
            option if option.starts_with('-') => {
                return Err(Failure::usage(format!("unknown option {option:?}")));
            }
            path if file.is_none() => file = Some(path),
            extra => return Err(Failure::usage(format!("unexpected argument {extra:?}"))),
        }
    }
    if !dutch_system {
        return Err(Failure::usage("pair needs a pairing system: --dutch"));
    }
    let file = file.ok_or_else(|| Failure::usage("pair needs a TRF file"))?;
    let tournament = read_tournament(file)?;
    let pairing = dutch::pair_next_round(&tournament, &PairingOptions::default())?;
    Ok(pairing.to_engine_format())
}

/// Reads a TRF file (UTF-8, or Latin-1 when it is not valid UTF-8).
fn read_tournament(path: &str) -> Result<Tournament, Failure> {
    let bytes = if path == "-" {
        let mut buffer = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buffer)
            .map_err(|e| Failure {
                code: 5,
                message: format!("cannot read standard input: {e}"),
            })?;
        buffer
    } else {
        std::fs::read(path).map_err(|e| Failure {
            code: 5,
            message: format!("cannot read {path}: {e}"),
        })?
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => error.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    Ok(Tournament::from_trf(&text)?)
}
