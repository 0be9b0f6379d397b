//! `camelot-pairing`: command-line front end of the tournament engine.
//!
//! ```text
//! camelot-pairing berger N [--double]
//! camelot-pairing standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--system swiss|round-robin]
//!                                    [--unrated-rating R]
//! camelot-pairing pair --dutch FILE.trf
//! camelot-pairing check --dutch FILE.trf
//! ```
//!
//! Exit codes: 0 success (for `check`: every round matches); 1 no valid pairing exists
//! (`pair`), or some round differs from the engine's pairing (`check`, which lists the
//! differences on standard output); 2 bad command line; 3 invalid input (TRF, tie-break name,
//! number of players, a file without players, `pair` on a file that does not state its number
//! of rounds or has none left); 4 feature not available in this build; 5 file not readable.
//! Messages go to standard error. `FILE` may be `-` for standard input.
//!
//! The argument parsing is hand-written: four subcommands with a handful of options do not
//! justify a parser crate in the dependency tree that the library shares with the server.

use std::io::{Read, Write};
use std::process::ExitCode;

use camelot_pairing::berger;
use camelot_pairing::check::check_dutch;
use camelot_pairing::trf::{self, TrfFile};
use camelot_pairing::{
    PairingError, PairingOptions, StandingsOptions, System, TieBreak, Tournament, dutch,
    standings_with_options,
};

const USAGE: &str = "usage:
  camelot-pairing berger N [--double]
  camelot-pairing standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--system swiss|round-robin] [--unrated-rating R]
  camelot-pairing pair --dutch FILE.trf
  camelot-pairing check --dutch FILE.trf
FILE may be - for standard input. pair needs the number of rounds (record 142); check re-pairs
every played round and lists each difference from the recorded pairing (exit 1 if any).";

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

/// What a command prints on standard output, and its exit code (0, or 1 when `check` finds
/// differences).
struct Outcome {
    output: String,
    code: u8,
}

impl From<String> for Outcome {
    fn from(output: String) -> Outcome {
        Outcome { output, code: 0 }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(Outcome { output, code }) => {
            let mut stdout = std::io::stdout().lock();
            if stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
                .is_err()
            {
                return ExitCode::from(5);
            }
            ExitCode::from(code)
        }
        Err(failure) => {
            eprintln!("camelot-pairing: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}

fn run(args: &[String]) -> Result<Outcome, Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::usage("missing command"));
    };
    match command.as_str() {
        "berger" => berger_command(rest).map(Outcome::from),
        "standings" => standings_command(rest).map(Outcome::from),
        "pair" => pair_command(rest).map(Outcome::from),
        "check" => check_command(rest),
        "help" | "--help" | "-h" => Ok(Outcome::from(format!("{USAGE}\n"))),
        other => Err(Failure::usage(format!("unknown command {other:?}"))),
    }
}

/// A non-empty run of ASCII digits: a number that failed to parse was too large.
fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
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
                    message: if is_digits(number) {
                        format!(
                            "number of players {number} is too large: a round robin has 2 to {}",
                            berger::MAX_PLAYERS
                        )
                    } else {
                        format!("number of players must be a whole number, got {number:?}")
                    },
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
                    message: if is_digits(&text) {
                        format!(
                            "--unrated-rating {text} is too large: a rating is 0 to {}",
                            u16::MAX
                        )
                    } else {
                        format!("--unrated-rating must be a rating, got {text:?}")
                    },
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
    let tournament = read_tournament(file)?.tournament;
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
    let file = dutch_file_argument("pair", args)?;
    let TrfFile {
        tournament,
        states_total_rounds,
    } = read_tournament(file)?;
    require_players(&tournament)?;
    // The last round is paired by other rules (C.04.3 topscorers), so guessing the number of
    // rounds from the file could silently pair a middle round as the last or refuse to pair.
    if !states_total_rounds {
        return Err(Failure {
            code: 3,
            message: "the file does not state the number of rounds (record 142, e.g. `142 9`); \
                      the Dutch system needs it because the last round is paired differently"
                .to_string(),
        });
    }
    let pairing = dutch::pair_next_round(&tournament, &PairingOptions::default())?;
    Ok(pairing.to_engine_format())
}

/// `check --dutch FILE`: re-pairs every paired round from the state before it and lists, per
/// round, how the record differs from the engine's pairing; then a summary line.
fn check_command(args: &[String]) -> Result<Outcome, Failure> {
    let file = dutch_file_argument("check", args)?;
    let tournament = read_tournament(file)?.tournament;
    require_players(&tournament)?;
    let result = check_dutch(&tournament)?;
    let mut output = String::new();
    for round in result.differing() {
        for difference in &round.differences {
            output.push_str(&format!("Round {}: {difference}\n", round.round));
        }
    }
    let differing: Vec<String> = result.differing().map(|r| r.round.to_string()).collect();
    let checked = result.rounds.len();
    let rounds = |n: usize| if n == 1 { "round" } else { "rounds" };
    if differing.is_empty() {
        output.push_str(&format!(
            "{checked} paired {} checked: every round matches the engine's pairing\n",
            rounds(checked)
        ));
        Ok(Outcome { output, code: 0 })
    } else {
        output.push_str(&format!(
            "{checked} paired {} checked: {} {} from the engine's pairing ({} {})\n",
            rounds(checked),
            differing.len(),
            if differing.len() == 1 {
                "differs"
            } else {
                "differ"
            },
            rounds(differing.len()),
            differing.join(", ")
        ));
        Ok(Outcome { output, code: 1 })
    }
}

/// The file argument of `pair`/`check`, which need `--dutch`.
fn dutch_file_argument<'a>(command: &str, args: &'a [String]) -> Result<&'a str, Failure> {
    let mut dutch_system = false;
    let mut file: Option<&str> = None;
    for arg in args {
        match arg.as_str() {
            "--dutch" => dutch_system = true,
            "-" if file.is_none() => file = Some("-"),
            option if option.starts_with('-') && option != "-" => {
                return Err(Failure::usage(format!("unknown option {option:?}")));
            }
            path if file.is_none() => file = Some(path),
            extra => return Err(Failure::usage(format!("unexpected argument {extra:?}"))),
        }
    }
    if !dutch_system {
        return Err(Failure::usage(format!(
            "{command} needs a pairing system: --dutch"
        )));
    }
    file.ok_or_else(|| Failure::usage(format!("{command} needs a TRF file")))
}

/// An empty file (or one without `001` records) has nobody to pair or check.
fn require_players(tournament: &Tournament) -> Result<(), Failure> {
    if tournament.players.is_empty() {
        return Err(Failure {
            code: 3,
            message: "the file holds no players (no 001 records)".to_string(),
        });
    }
    Ok(())
}

/// Reads a TRF file (UTF-8, or Latin-1 when it is not valid UTF-8).
fn read_tournament(path: &str) -> Result<TrfFile, Failure> {
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
    Ok(trf::read(&text)?)
}
