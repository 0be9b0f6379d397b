//! The one mapping from a use-case's failure ([`ServiceError`]) to the problem a client reads
//! ([`ApiError`]): which problem type and status each failure is, which headers and extension
//! members it carries. Services decide what went wrong; this file alone decides how HTTP says it.

use crate::error::{ApiError, ProblemKind, RETRY_AFTER, WWW_AUTHENTICATE};
use crate::i18n::Message;
use crate::i18n::illegal;
use crate::ratelimit::{LIMIT_HEADER, REMAINING_HEADER, RESET_HEADER};
use crate::service::error::ServiceError;

impl From<ServiceError> for ApiError {
    fn from(e: ServiceError) -> Self {
        match e {
            ServiceError::NotFound(m) => ApiError::msg(ProblemKind::NotFound, m),
            ServiceError::Forbidden(m) => ApiError::msg(ProblemKind::Forbidden, m),
            ServiceError::InsufficientScope { message, scope } => {
                ApiError::msg(ProblemKind::InsufficientScope, message).with("scope", scope)
            }
            ServiceError::EngineAssist => {
                ApiError::msg(ProblemKind::EngineAssist, Message::new("engine-assist"))
            }
            ServiceError::Conflict(m) => ApiError::msg(ProblemKind::Conflict, m),
            ServiceError::UsernameTaken(m) => ApiError::msg(ProblemKind::UsernameTaken, m),
            ServiceError::NotYourTurn => {
                ApiError::msg(ProblemKind::NotYourTurn, Message::new("not-your-turn"))
            }
            ServiceError::GameOver { message, ending } => {
                let e = ApiError::msg(ProblemKind::GameOver, message);
                match ending {
                    None => e,
                    Some(end) => {
                        let e = e
                            .with("status", end.status.as_str())
                            .with("result", end.result.map(|r| r.as_str()));
                        match end.termination {
                            Some(t) => e.with("termination", t.as_str()),
                            None => e,
                        }
                    }
                }
            }
            ServiceError::StalePly { message, ply } => {
                ApiError::msg(ProblemKind::PreconditionFailed, message).with("ply", ply)
            }
            ServiceError::IllegalMove(illegal) => {
                ApiError::new(ProblemKind::IllegalMove, illegal.to_string())
                    .with("reason", illegal.tag())
                    .localized(illegal::message(&illegal))
            }
            ServiceError::DrawClaimRefused(refused) => {
                ApiError::new(ProblemKind::DrawClaimRefused, refused.to_string())
                    .localized(illegal::claim_refused(&refused))
            }
            ServiceError::Board(board) => match board.field() {
                Some(field) => {
                    let english = board.to_string();
                    let refusal = match illegal::board(&board) {
                        Some(message) => crate::error::Refusal::new(english, message),
                        None => crate::error::Refusal::msg(
                            Message::new("field-invalid").arg("error", english),
                        ),
                    };
                    ApiError::refused_fields(vec![(field, refusal)]).with("reason", board.reason())
                }
                None => ApiError::msg(ProblemKind::Internal, Message::new("internal-error")),
            },
            ServiceError::ConditionalLine {
                line,
                index,
                ply,
                refusal,
                reason,
            } => ApiError::new(ProblemKind::Validation, refusal.text.clone())
                .localized(refusal.message.clone())
                .with("line", line + 1)
                .with("ply", ply)
                .with("reason", reason)
                .with_refusals(vec![(format!("lines[{line}][{index}]"), refusal)]),
            ServiceError::Refused(refusals) => ApiError::refused_fields(refusals),
            ServiceError::Invalid(m) => ApiError::msg(ProblemKind::Validation, m),
            ServiceError::InvalidCursor => {
                ApiError::msg(ProblemKind::InvalidCursor, Message::new("cursor-not-ours"))
            }
            ServiceError::CursorExpired { message, oldest } => {
                ApiError::msg(ProblemKind::CursorExpired, message).with("oldest_cursor", oldest)
            }
            ServiceError::Gone(m) => ApiError::msg(ProblemKind::Gone, m),
            ServiceError::InvalidCredentials(m) => {
                ApiError::msg(ProblemKind::InvalidCredentials, m)
            }
            ServiceError::InvalidToken(m) => ApiError::msg(ProblemKind::InvalidToken, m)
                .with_header(WWW_AUTHENTICATE, "Bearer error=\"invalid_token\""),
            ServiceError::RateLimited {
                message,
                retry_after,
                limit,
            } => ApiError::msg(ProblemKind::TooManyRequests, message)
                .with("retry_after", retry_after)
                .with_header(RETRY_AFTER, retry_after.to_string())
                .with_header(LIMIT_HEADER, limit.to_string())
                .with_header(REMAINING_HEADER, "0")
                .with_header(RESET_HEADER, retry_after.to_string()),
            ServiceError::Unavailable {
                message,
                retry_after,
            } => {
                let e = ApiError::msg(ProblemKind::Unavailable, message);
                match retry_after {
                    Some(s) => e.with_header(RETRY_AFTER, s.to_string()),
                    None => e,
                }
            }
            ServiceError::Internal(_) => {
                ApiError::msg(ProblemKind::Internal, Message::new("internal-error"))
            }
        }
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(e: diesel::result::Error) -> Self {
        ServiceError::from(e).into()
    }
}

impl From<diesel_async::pooled_connection::deadpool::PoolError> for ApiError {
    fn from(e: diesel_async::pooled_connection::deadpool::PoolError) -> Self {
        ServiceError::from(e).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{GameResult, GameStatus, Termination};
    use crate::error::Refusal;
    use crate::service::error::Ending;

    /// Each failure keeps the problem it always was: type, status, detail, members, headers.
    #[test]
    fn failures_map_to_their_problems() {
        let e = ApiError::from(ServiceError::NotFound(
            Message::new("no-such-game").arg("game", 42),
        ));
        assert_eq!(
            (e.kind.status(), e.detail.as_str()),
            (404, "There is no game 42.")
        );
        assert!(e.localized.is_some_and(|l| l.message.is_some()));

        let e = ApiError::from(ServiceError::invalid_field(
            "days",
            Message::new("at-least").arg("min", 1),
        ));
        assert_eq!(e.kind, ProblemKind::Validation);
        assert_eq!(e.detail, "days: must be at least 1");
        assert_eq!(e.body()["errors"][0]["message"], "must be at least 1");

        let e = ApiError::from(ServiceError::refused_fields(vec![
            ("a", Refusal::msg(Message::new("field-required"))),
            (
                "b",
                Refusal::new("as the rules say", Message::new("field-required")),
            ),
        ]));
        assert_eq!(e.detail, "2 fields are not valid");

        let e = ApiError::from(ServiceError::GameOver {
            message: Message::new("game-over")
                .arg("game", 7)
                .arg("status", "finished"),
            ending: Some(Ending {
                status: GameStatus::Finished,
                result: Some(GameResult::WhiteWins),
                termination: Some(Termination::Timeout),
            }),
        });
        let body = e.body();
        assert_eq!(body["status"], 409);
        assert_eq!(body["termination"], "timeout");
        assert_eq!(body["result"], "1-0");

        let e = ApiError::from(ServiceError::Unavailable {
            message: Message::new("database-busy"),
            retry_after: Some(1),
        });
        assert_eq!(e.kind.status(), 503);
        assert_eq!(e.headers, vec![(RETRY_AFTER, "1".to_owned())]);

        let e = ApiError::from(ServiceError::internal("a cause for the log"));
        assert_eq!(e.kind.status(), 500);
        assert!(!e.detail.contains("cause"));
    }
}
