//! What a use-case can fail with, in the game's and the account's terms.
//!
//! Services answer [`ServiceError`]; they never name an HTTP status, a problem type or a
//! header. The one mapping to `application/problem+json` is `crate::http::service_error`, at
//! the edge, so the same failure reads the same whether a handler, a background job or the
//! command line met it, and a job's log says what went wrong without dragging the HTTP layer in.
//!
//! Each variant carries the [`Message`] a person is shown (from `locales/<lang>/server.ftl`)
//! and, where a client acts on it, the facts it needs (the game's state when it is over, the
//! ply a stale move was sent for, the oldest event still kept). The enum is `Clone` because the
//! batched writers hand one failure to every request of a batch.

use camelot_board::BoardError;
use camelot_rules::{ClaimRefused, Illegal};

use crate::domain::{GameResult, GameStatus, Termination};
use crate::error::{Refusal, refusal_summary};
use crate::i18n::catalog::english;
use crate::i18n::message::Message;

/// Result of a use-case.
pub type ServiceResult<T> = Result<T, ServiceError>;

/// A use-case's failure.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ServiceError {
    /// What was asked for does not exist (or is not shown to the caller).
    #[error("{}", english(.0))]
    NotFound(Message),
    /// The caller may not do this.
    #[error("{}", english(.0))]
    Forbidden(Message),
    /// The caller's token does not carry the scope this needs (named by its wire name).
    #[error("{}", english(message))]
    InsufficientScope {
        message: Message,
        scope: &'static str,
    },
    /// Engine help on a position of the caller's own ongoing game, which the server's
    /// `ENGINE_ASSIST` setting does not allow.
    #[error("{}", english(&Message::new("engine-assist")))]
    EngineAssist,
    /// The request does not fit the current state of what it acts on.
    #[error("{}", english(.0))]
    Conflict(Message),
    /// The name is held by another account.
    #[error("{}", english(.0))]
    UsernameTaken(Message),
    /// A move or action sent by the player who is not to move.
    #[error("{}", english(&Message::new("not-your-turn")))]
    NotYourTurn,
    /// The game is over; `ending` is its state when the client needs it (a game ended on time
    /// where the refusal was made carries its termination).
    #[error("{}", english(message))]
    GameOver {
        message: Message,
        ending: Option<Ending>,
    },
    /// A move or conditional set sent for a ply the game has left.
    #[error("{}", english(message))]
    StalePly { message: Message, ply: i32 },
    /// The rules refuse the move.
    #[error("{0}")]
    IllegalMove(Illegal),
    /// The rules allow no draw claim here.
    #[error("{0}")]
    DrawClaimRefused(ClaimRefused),
    /// A board picture asked for something the picture cannot show.
    #[error("{0}")]
    Board(BoardError),
    /// A conditional line does not hold: line `line` (from 1), move `index` of it.
    #[error("{}", refusal.text)]
    ConditionalLine {
        line: usize,
        index: usize,
        ply: i32,
        refusal: Refusal,
        reason: String,
    },
    /// Input values refused, by field.
    #[error("{}", english(&refusal_summary(.0)))]
    Refused(Vec<(String, Refusal)>),
    /// The request as a whole is not valid (no single field to blame).
    #[error("{}", english(.0))]
    Invalid(Message),
    /// A paging cursor this list did not issue.
    #[error("{}", english(&Message::new("cursor-not-ours")))]
    InvalidCursor,
    /// A cursor pointing at events no longer kept; `oldest` is the first one still readable.
    #[error("{}", english(message))]
    CursorExpired { message: Message, oldest: i64 },
    /// Was there once and is not any more (an expired challenge or link).
    #[error("{}", english(.0))]
    Gone(Message),
    /// A username and password that do not match.
    #[error("{}", english(.0))]
    InvalidCredentials(Message),
    /// A token that is not (or no longer) valid.
    #[error("{}", english(.0))]
    InvalidToken(Message),
    /// Too many attempts: `retry_after` seconds until the next is allowed, of `limit` per
    /// window.
    #[error("{}", english(message))]
    RateLimited {
        message: Message,
        retry_after: u64,
        limit: i32,
    },
    /// The database or a dependency cannot serve now; trying again later will work.
    /// `retry_after` is in seconds.
    #[error("{}", english(message))]
    Unavailable {
        message: Message,
        retry_after: Option<u32>,
    },
    /// A fault on the server's side; the cause is logged where it is made, never shown.
    #[error("internal error: {0}")]
    Internal(String),
}

/// A finished game's state, as a refusal reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
}

impl ServiceError {
    /// One refused field, in the catalog's words.
    pub fn invalid_field(field: impl Into<String>, message: Message) -> ServiceError {
        ServiceError::Refused(vec![(field.into(), Refusal::msg(message))])
    }

    /// Refused fields.
    pub fn refused_fields<F: Into<String>>(refusals: Vec<(F, Refusal)>) -> ServiceError {
        ServiceError::Refused(refusals.into_iter().map(|(f, r)| (f.into(), r)).collect())
    }

    /// A fault on the server's side: `cause` is logged here and kept for the logs of whoever
    /// handles the error, never shown to a client.
    pub fn internal(cause: impl std::fmt::Display) -> ServiceError {
        let cause = cause.to_string();
        tracing::error!(error = %cause, "internal error");
        ServiceError::Internal(cause)
    }

    /// Whether the error says "nothing there" (including a row the database did not find).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ServiceError::NotFound(_))
    }

    /// Whether the request was refused as made (trying it again unchanged will not help), as
    /// opposed to a failure on the server's side.
    pub fn is_refusal(&self) -> bool {
        !matches!(
            self,
            ServiceError::Unavailable { .. } | ServiceError::Internal(_)
        )
    }
}

impl From<diesel::result::Error> for ServiceError {
    fn from(e: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match e {
            Error::NotFound => ServiceError::NotFound(Message::new("not-found")),
            // The database chose this request as the loser of a race (a serialization failure or
            // a deadlock): nothing was changed, and trying again will work.
            Error::DatabaseError(DatabaseErrorKind::SerializationFailure, _) => busy(),
            Error::DatabaseError(_, ref info) if info.message().contains("deadlock detected") => {
                busy()
            }
            ref other if connection_lost(other) => {
                tracing::warn!(error = %other, "database connection lost");
                // Whatever the request wrote may or may not have been committed before the
                // connection broke; an `Idempotency-Key` retry answers with the stored result
                // if it was.
                ServiceError::Unavailable {
                    message: Message::new("database-lost"),
                    retry_after: Some(2),
                }
            }
            other => ServiceError::internal(other),
        }
    }
}

fn busy() -> ServiceError {
    tracing::warn!("transaction lost a race; the client is asked to retry");
    ServiceError::Unavailable {
        message: Message::new("database-busy"),
        retry_after: Some(1),
    }
}

impl From<diesel_async::pooled_connection::deadpool::PoolError> for ServiceError {
    fn from(e: diesel_async::pooled_connection::deadpool::PoolError) -> Self {
        tracing::warn!(error = %e, "database pool error");
        ServiceError::Unavailable {
            message: Message::new("database-unavailable"),
            retry_after: Some(5),
        }
    }
}

/// Whether a database error means the connection (or the server behind it) failed, rather
/// than the statement: the server closed the connection, is shutting down, restarting or in
/// recovery, or is a standby that cannot take writes (a failover under way). These are the
/// database being away, not a bug: the client is told to come back.
pub fn connection_lost(e: &diesel::result::Error) -> bool {
    use diesel::result::{DatabaseErrorKind, Error};
    match e {
        // No SQLSTATE at all: the socket failed (tokio-postgres "connection closed", I/O errors).
        Error::DatabaseError(DatabaseErrorKind::UnableToSendCommand, _)
        | Error::DatabaseError(DatabaseErrorKind::ClosedConnection, _)
        | Error::DatabaseError(DatabaseErrorKind::ReadOnlyTransaction, _) => true,
        Error::DatabaseError(_, info) => {
            // The messages of SQLSTATE classes 08 (connection exception) and 57P (operator
            // intervention: admin or crash shutdown, cannot connect now), which diesel-async
            // reports without their code.
            const SIGNS: [&str; 8] = [
                "terminating connection",
                "connection closed",
                "the database system is shutting down",
                "the database system is starting up",
                "the database system is in recovery mode",
                "the database system is not yet accepting connections",
                "server closed the connection unexpectedly",
                "connection reset",
            ];
            let message = info.message();
            SIGNS.iter().any(|sign| message.contains(sign))
        }
        Error::BrokenTransactionManager => true,
        _ => false,
    }
}
