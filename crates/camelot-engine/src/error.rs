//! The crate's error type: why a search cannot run, and why a request or an option is refused.
//!
//! One enum for the library, so that the command line, `serve` and the service each decide
//! once how to show a refusal. Every message is in the caller's terms and names what they
//! wrote: a `serve` request's field (`depth`) or the command line's option (`--depth`), as the
//! [`Spelling`](crate::protocol::Spelling) of the request says.

use camelot_rules::ParseError;
use thiserror::Error;

/// Why the engine cannot do what it was asked.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The game is over in this position, or the side to move has no legal move.
    #[error("the position has no legal move (the game is over: {0})")]
    NoLegalMove(String),
    /// The machine cannot give the memory for a table of this size.
    #[error("cannot allocate a table of {0} MB")]
    TableTooLarge(usize),
    /// A position string that cannot be read.
    #[error("invalid position \"{text}\": {source}")]
    InvalidPosition {
        /// The text as given.
        text: String,
        /// What is wrong with it.
        source: ParseError,
    },
    /// A variant name the rules do not know.
    #[error(transparent)]
    UnknownVariant(ParseError),
    /// A number outside what its field takes.
    #[error("{field} must be {allowed}, not {given}")]
    OutOfRange {
        /// The field or option, as the caller spelt it.
        field: &'static str,
        /// What it takes, such as "1 to 100".
        allowed: String,
        /// What was given.
        given: i128,
    },
    /// More than one of the depth, node and time limits: a search stops at the first it
    /// reaches, so a second would be unused or unclear.
    #[error("give one of {depth}, {nodes} and {movetime}")]
    SeveralLimits {
        /// The depth limit's name.
        depth: &'static str,
        /// The node limit's name.
        nodes: &'static str,
        /// The time limit's name.
        movetime: &'static str,
    },
    /// Several best lines asked of a level that chooses one move on purpose.
    #[error(
        "{multipv} needs {level} 6 to 8 or none: levels 1 to 5 choose one move on purpose, \
         not {given}"
    )]
    LinesAtLevel {
        /// The best lines' field name.
        multipv: &'static str,
        /// The level's field name.
        level: &'static str,
        /// The level asked for.
        given: u8,
    },
    /// A `serve` line that is not UTF-8 (JSON text is).
    #[error("the line is not UTF-8")]
    NotUtf8,
    /// A `serve` line that is not JSON.
    #[error("not a JSON request: {0}")]
    NotJson(String),
    /// A `serve` line that is JSON but not an object.
    #[error("a request is a JSON object, such as {{\"id\":1,\"position\":\"start\",\"depth\":8}}")]
    NotAnObject,
    /// A request field the protocol does not have, or one of the wrong type.
    #[error("{0}")]
    BadField(String),
    /// A request without its position.
    #[error("position is required (a position string or \"start\")")]
    MissingPosition,
}
