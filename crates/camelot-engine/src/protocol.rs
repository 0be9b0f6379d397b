//! The JSON the command line speaks: `serve` requests (one per line) and the answers of
//! `bestmove`, `serve` and `analyse`. Pure: parsing and formatting only, so it is tested and
//! fuzzed without processes.

use camelot_rules::{Position, Variant};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::{SearchOptions, SearchResult};
use crate::error::EngineError;
use crate::levels::Level;
use crate::score::Score;
use crate::search::Limits;

/// A `serve` request as sent.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRequest {
    #[serde(default)]
    id: Value,
    position: Option<String>,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    movetime_ms: Option<u64>,
    #[serde(default)]
    depth: Option<i64>,
    #[serde(default)]
    nodes: Option<u64>,
    #[serde(default)]
    level: Option<i64>,
    #[serde(default)]
    multipv: Option<i64>,
    #[serde(default)]
    new_game: Option<bool>,
    #[serde(default)]
    history: Option<Vec<String>>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    contempt: Option<i64>,
}

/// A `serve` request, checked.
#[derive(Debug)]
pub struct Request {
    /// Echoed in the answer.
    pub id: Value,
    /// The position to search.
    pub position: Position,
    /// Keys of the game's earlier positions, oldest first.
    pub history: Vec<u64>,
    /// How to search.
    pub options: SearchOptions,
    /// Forget the previous game first.
    pub new_game: bool,
}

/// A request that cannot be served: its id (null when unreadable) and why.
#[derive(Debug, PartialEq)]
pub struct Refusal {
    /// The request's id, if it could be read.
    pub id: Value,
    /// What is wrong, for the sender.
    pub error: EngineError,
}

/// Reads a position argument: `start` (the variant's start) or a position string.
pub fn read_position(text: &str, variant: Variant) -> Result<Position, EngineError> {
    if text == "start" {
        return Ok(variant.start());
    }
    Position::parse_variant(text, variant).map_err(|source| EngineError::InvalidPosition {
        text: text.to_owned(),
        source,
    })
}

/// Reads a variant's name.
pub fn read_variant(name: &str) -> Result<Variant, EngineError> {
    name.parse().map_err(EngineError::UnknownVariant)
}

/// Who asked, so that a refusal names what they wrote: a `serve` request's fields, or the
/// command line's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// `depth`, `nodes`, `movetime_ms`, `level`, `multipv`, `contempt`.
    Request,
    /// `--depth`, `--nodes`, `--movetime`, `--level`, `--multipv`, `--contempt`.
    Options,
}

/// The limits a caller sets, each refused under its own name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Depth,
    Nodes,
    Movetime,
    Level,
    Multipv,
    Contempt,
}

impl Spelling {
    fn name(self, field: Field) -> &'static str {
        match (self, field) {
            (Spelling::Request, Field::Depth) => "depth",
            (Spelling::Request, Field::Nodes) => "nodes",
            (Spelling::Request, Field::Movetime) => "movetime_ms",
            (Spelling::Request, Field::Level) => "level",
            (Spelling::Request, Field::Multipv) => "multipv",
            (Spelling::Request, Field::Contempt) => "contempt",
            (Spelling::Options, Field::Depth) => "--depth",
            (Spelling::Options, Field::Nodes) => "--nodes",
            (Spelling::Options, Field::Movetime) => "--movetime",
            (Spelling::Options, Field::Level) => "--level",
            (Spelling::Options, Field::Multipv) => "--multipv",
            (Spelling::Options, Field::Contempt) => "--contempt",
        }
    }
}

/// Checks a search depth given as `name`.
pub fn read_depth(depth: i64, name: &'static str) -> Result<i32, EngineError> {
    if (1..=100).contains(&depth) {
        Ok(depth as i32)
    } else {
        Err(out_of_range(name, "1 to 100", depth))
    }
}

fn out_of_range(field: &'static str, allowed: &str, given: impl Into<i128>) -> EngineError {
    EngineError::OutOfRange {
        field,
        allowed: allowed.to_owned(),
        given: given.into(),
    }
}

/// Checks the limits a caller asked for: at most one of them (a search stops at the first
/// limit it reaches, so two would leave one unused or both unclear).
pub fn read_limits(
    depth: Option<i64>,
    nodes: Option<u64>,
    movetime_ms: Option<u64>,
    spelling: Spelling,
) -> Result<Limits, EngineError> {
    let given = [depth.is_some(), nodes.is_some(), movetime_ms.is_some()];
    if given.iter().filter(|&&g| g).count() > 1 {
        return Err(EngineError::SeveralLimits {
            depth: spelling.name(Field::Depth),
            nodes: spelling.name(Field::Nodes),
            movetime: spelling.name(Field::Movetime),
        });
    }
    let depth = depth
        .map(|d| read_depth(d, spelling.name(Field::Depth)))
        .transpose()?;
    if nodes == Some(0) {
        return Err(out_of_range(spelling.name(Field::Nodes), "at least 1", 0));
    }
    let movetime = spelling.name(Field::Movetime);
    match movetime_ms {
        Some(0) => return Err(out_of_range(movetime, "at least 1", 0)),
        Some(ms) if ms > 3_600_000 => {
            return Err(out_of_range(movetime, "at most 3600000 (an hour)", ms));
        }
        _ => {}
    }
    Ok(Limits {
        depth,
        nodes,
        movetime_ms,
    })
}

/// Checks a level number.
pub fn read_level(level: Option<i64>, spelling: Spelling) -> Result<Option<Level>, EngineError> {
    match level {
        None => Ok(None),
        Some(n) => u8::try_from(n)
            .ok()
            .and_then(Level::new)
            .map(Some)
            .ok_or_else(|| out_of_range(spelling.name(Field::Level), "1 to 8", n)),
    }
}

/// The most best lines one search gives: each is a search of its own, on the moves the lines
/// before it left, so the bound only keeps a mistyped number from asking for thousands. More
/// lines than the position has moves give every move.
pub const MAX_MULTIPV: i64 = 256;

/// The number of best lines asked for, 1 when none was.
pub fn read_multipv(multipv: Option<i64>, spelling: Spelling) -> Result<usize, EngineError> {
    match multipv {
        None => Ok(1),
        Some(k) if (1..=MAX_MULTIPV).contains(&k) => Ok(k as usize),
        Some(k) => Err(out_of_range(
            spelling.name(Field::Multipv),
            &format!("1 to {MAX_MULTIPV}"),
            k,
        )),
    }
}

/// The most a draw may be valued away from even, either way: two Men. More would make the
/// engine throw material away to avoid a draw.
pub const MAX_CONTEMPT: i64 = 200;

/// Checks a contempt (how much worse than even a draw is for the side asking), 0 when none
/// was given.
pub fn read_contempt(contempt: Option<i64>, spelling: Spelling) -> Result<i32, EngineError> {
    match contempt {
        None => Ok(0),
        Some(c) if (-MAX_CONTEMPT..=MAX_CONTEMPT).contains(&c) => Ok(c as i32),
        Some(c) => Err(out_of_range(
            spelling.name(Field::Contempt),
            &format!("-{MAX_CONTEMPT} to {MAX_CONTEMPT}"),
            c,
        )),
    }
}

/// Checks that `multipv` lines can be had at `level`. Levels 1–5 choose one move on purpose,
/// blurring the values they compare, so they have no best lines to give; refused rather than
/// answered with one line.
pub fn check_lines(
    multipv: usize,
    level: Option<Level>,
    spelling: Spelling,
) -> Result<(), EngineError> {
    match level {
        Some(l) if multipv > 1 && l.noise() > 0 => Err(EngineError::LinesAtLevel {
            multipv: spelling.name(Field::Multipv),
            level: spelling.name(Field::Level),
            given: l.number(),
        }),
        _ => Ok(()),
    }
}

/// A request field of the wrong type, told with the field's name and what it takes (serde
/// alone says "expected u64" and not of which field).
fn field_error(e: &serde_path_to_error::Error<serde_json::Error>) -> EngineError {
    let what = e
        .inner()
        .to_string()
        .replace("expected u64", "expected a whole number, 0 or more")
        .replace("expected i64", "expected a whole number");
    EngineError::BadField(match e.path().to_string().as_str() {
        "." => what,
        field => format!("{field}: {what}"),
    })
}

/// Reads one `serve` line.
pub fn parse_request(line: &str) -> Result<Request, Refusal> {
    let value: Value = serde_json::from_str(line).map_err(|e| Refusal {
        id: Value::Null,
        error: EngineError::NotJson(e.to_string()),
    })?;
    if !value.is_object() {
        // serde would read an array field by field ("[1]: invalid type ..."), which tells the
        // sender nothing.
        return Err(Refusal {
            id: Value::Null,
            error: EngineError::NotAnObject,
        });
    }
    let id = value.get("id").cloned().unwrap_or(Value::Null);
    let refuse = |error: EngineError| Refusal {
        id: id.clone(),
        error,
    };
    let raw: RawRequest =
        serde_path_to_error::deserialize(value).map_err(|e| refuse(field_error(&e)))?;
    let variant: Variant = match &raw.variant {
        None => Variant::Camelot,
        Some(name) => read_variant(name).map_err(&refuse)?,
    };
    let text = raw
        .position
        .ok_or_else(|| refuse(EngineError::MissingPosition))?;
    let position = read_position(&text, variant).map_err(&refuse)?;
    let mut history = Vec::new();
    for earlier in raw.history.unwrap_or_default() {
        history.push(read_position(&earlier, variant).map_err(&refuse)?.zobrist());
    }
    let spelling = Spelling::Request;
    let limits = read_limits(raw.depth, raw.nodes, raw.movetime_ms, spelling).map_err(&refuse)?;
    let level = read_level(raw.level, spelling).map_err(&refuse)?;
    let multipv = read_multipv(raw.multipv, spelling).map_err(&refuse)?;
    check_lines(multipv, level, spelling).map_err(&refuse)?;
    let contempt = read_contempt(raw.contempt, spelling).map_err(&refuse)?;
    Ok(Request {
        id: raw.id,
        position,
        history,
        options: SearchOptions {
            limits,
            multipv,
            level,
            seed: raw.seed.unwrap_or(0),
            contempt,
        },
        new_game: raw.new_game.unwrap_or(false),
    })
}

/// `bestmove`'s answer (and `serve`'s, with `id` first).
#[derive(Serialize)]
struct BestMove<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a Value>,
    #[serde(rename = "move")]
    mv: &'a str,
    score: Score,
    depth: i32,
    nodes: u64,
    time_ms: u64,
    pv: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    pvs: Option<Vec<Pv<'a>>>,
}

#[derive(Serialize)]
struct Pv<'a> {
    moves: &'a [String],
    score: Score,
}

/// `analyse`'s answer: the best lines with their scores.
#[derive(Serialize)]
struct Analysis<'a> {
    depth: i32,
    nodes: u64,
    time_ms: u64,
    pvs: Vec<Pv<'a>>,
}

fn pvs(result: &SearchResult) -> Vec<Pv<'_>> {
    result
        .lines
        .iter()
        .map(|l| Pv {
            moves: &l.moves,
            score: l.score,
        })
        .collect()
}

fn best_move(id: Option<&Value>, result: &SearchResult) -> String {
    let pv = result.lines.first().map_or(&[][..], |l| &l.moves[..]);
    let answer = BestMove {
        id,
        mv: &result.best_path,
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        time_ms: result.time_ms,
        pv,
        pvs: (result.lines.len() > 1).then(|| pvs(result)),
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

/// The `bestmove` line: `{"move","score","depth","nodes","time_ms","pv"}`.
pub fn bestmove_json(result: &SearchResult) -> String {
    best_move(None, result)
}

/// A `serve` answer: the `bestmove` fields with `id` first (and `pvs` with multi-PV).
pub fn answer_json(id: &Value, result: &SearchResult) -> String {
    best_move(Some(id), result)
}

/// The `analyse` line: `{"depth","nodes","time_ms","pvs":[{"moves","score"}]}`.
pub fn analysis_json(result: &SearchResult) -> String {
    serde_json::to_string(&Analysis {
        depth: result.depth,
        nodes: result.nodes,
        time_ms: result.time_ms,
        pvs: pvs(result),
    })
    .unwrap_or_default()
}

/// A `serve` refusal: `{"id","error"}`.
pub fn error_json(id: &Value, error: &EngineError) -> String {
    serde_json::json!({ "id": id, "error": error.to_string() }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn requests_are_checked() {
        for level in 6..=8 {
            let line = format!(r#"{{"position":"start","level":{level},"multipv":3}}"#);
            assert!(parse_request(&line).is_ok(), "{line}");
        }
        let ok = parse_request(r#"{"id":7,"position":"start","depth":3,"new_game":true}"#)
            .unwrap_or_else(|r| panic!("{r:?}"));
        assert_eq!(ok.id, Value::from(7));
        assert_eq!(ok.options.limits.depth, Some(3));
        assert!(ok.new_game);
        assert_eq!(ok.options.contempt, 0);
        let keen = parse_request(r#"{"position":"start","contempt":-25}"#)
            .unwrap_or_else(|r| panic!("{r:?}"));
        assert_eq!(keen.options.contempt, -25);
        let cam = parse_request(r#"{"id":"a","position":"start","variant":"cam","level":2}"#)
            .unwrap_or_else(|r| panic!("{r:?}"));
        assert_eq!(cam.position.variant(), Variant::Cam);
        for (line, id, needle) in [
            ("nonsense", Value::Null, "not a JSON request"),
            (r#"{"id":1}"#, Value::from(1), "position is required"),
            (
                r#"{"id":2,"position":"x"}"#,
                Value::from(2),
                "invalid position",
            ),
            (
                r#"{"id":3,"position":"start","depth":0}"#,
                Value::from(3),
                "depth must be",
            ),
            (
                r#"{"id":4,"position":"start","level":9}"#,
                Value::from(4),
                "level must be",
            ),
            (
                r#"{"id":5,"position":"start","colour":1}"#,
                Value::from(5),
                "unknown field",
            ),
            (
                r#"{"id":6,"position":"start","variant":"go"}"#,
                Value::from(6),
                "not a variant",
            ),
            (
                r#"{"id":8,"position":"start","depth":"3"}"#,
                Value::from(8),
                "depth: invalid type: string \"3\", expected a whole number",
            ),
            (
                r#"{"id":9,"position":"start","nodes":1.5}"#,
                Value::from(9),
                "nodes: invalid type: floating point `1.5`, expected a whole number, 0 or more",
            ),
            (
                r#"{"id":10,"position":"start","new_game":"yes"}"#,
                Value::from(10),
                "new_game: invalid type: string \"yes\", expected a boolean",
            ),
            (
                r#"{"id":12,"position":"start","level":3,"multipv":2}"#,
                Value::from(12),
                "multipv needs level 6 to 8 or none: levels 1 to 5 choose one move on purpose, not 3",
            ),
            (
                r#"{"id":13,"position":"start","nodes":0}"#,
                Value::from(13),
                "nodes must be at least 1, not 0",
            ),
            (
                r#"{"id":14,"position":"start","movetime_ms":4000000}"#,
                Value::from(14),
                "movetime_ms must be at most 3600000 (an hour), not 4000000",
            ),
            (
                r#"{"id":15,"position":"start","multipv":257}"#,
                Value::from(15),
                "multipv must be 1 to 256, not 257",
            ),
            (
                r#"{"id":16,"position":"start","contempt":201}"#,
                Value::from(16),
                "contempt must be -200 to 200, not 201",
            ),
            ("[1,2]", Value::Null, "a request is a JSON object"),
            (r#""start""#, Value::Null, "a request is a JSON object"),
            (
                r#"{"id":11,"position":"start","history":["start",3]}"#,
                Value::from(11),
                "history[1]: invalid type: integer `3`, expected a string",
            ),
        ] {
            let refusal = parse_request(line)
                .err()
                .unwrap_or_else(|| panic!("{line} accepted"));
            assert_eq!(refusal.id, id, "{line}");
            let error = refusal.error.to_string();
            assert!(error.contains(needle), "{line}: {error}");
        }
    }

    proptest! {
        #[test]
        fn any_line_is_answered_without_a_panic(line in "\\PC{0,200}") {
            let _ = parse_request(&line);
        }

        #[test]
        fn any_json_object_is_answered_without_a_panic(
            depth in proptest::option::of(any::<i64>()),
            nodes in proptest::option::of(any::<u64>()),
            level in proptest::option::of(any::<i64>()),
            position in "(start|[0-9kmKM/ wb]{0,60})",
        ) {
            let line = serde_json::json!({
                "id": 1, "position": position, "depth": depth, "nodes": nodes, "level": level
            })
            .to_string();
            let _ = parse_request(&line);
        }
    }
}
