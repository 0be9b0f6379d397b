//! The command line's flags, the limits sent to an engine and the book of openings, each
//! refused with a message that names what was wrong.

use std::collections::HashMap;
use std::time::Duration;

use camelot_rules::{Position, Variant};
use serde_json::{Map, Value};

use crate::player::DEFAULT_TIMEOUT_MS;

/// The JSON object of limits sent with every request (none: an empty one).
pub fn limits(text: Option<&String>) -> Result<Map<String, Value>, String> {
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
pub fn flag_values(args: &[String], allowed: &[&str]) -> Result<HashMap<String, String>, String> {
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
pub fn timeout(flags: &HashMap<String, String>) -> Result<Duration, String> {
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

/// The whole number of `--name`, `default` when it is not given.
pub fn number(
    flags: &HashMap<String, String>,
    name: &str,
    default: usize,
) -> Result<usize, String> {
    flags.get(name).map_or(Ok(default), |v| {
        v.parse()
            .map_err(|_| format!("--{name} must be a whole number"))
    })
}

/// [`number`], and at least 1: no games, no workers or no plies make no match.
pub fn count(flags: &HashMap<String, String>, name: &str, default: usize) -> Result<usize, String> {
    match number(flags, name, default)? {
        0 => Err(format!("--{name} must be at least 1")),
        n => Ok(n),
    }
}

/// The book's opening positions, one a line (`#` starts a comment); without a book, the
/// variant's start.
pub fn read_book(path: Option<&String>, variant: Variant) -> Result<Vec<Position>, String> {
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
