//! Extractor configuration so that actix's own input errors become problem+json.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};

use crate::error::{ApiError, ProblemKind};
use crate::i18n::Message;

/// Largest JSON body accepted (bytes). Moves and forms are tiny; this only stops abuse.
pub const JSON_LIMIT: usize = 64 * 1024;

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(json_error)
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(path_error)
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(query_error)
}

fn json_error(err: JsonPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let api = match &err {
        JsonPayloadError::ContentType => ApiError::msg(
            ProblemKind::UnsupportedMediaType,
            Message::new("body-not-json-type"),
        ),
        JsonPayloadError::OverflowKnownLength { length, limit } => ApiError::msg(
            ProblemKind::PayloadTooLarge,
            Message::new("body-too-large-known")
                .arg("length", *length)
                .arg("limit", *limit),
        ),
        JsonPayloadError::Overflow { limit } => ApiError::msg(
            ProblemKind::PayloadTooLarge,
            Message::new("body-too-large").arg("limit", *limit),
        ),
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::msg(
            ProblemKind::Validation,
            Message::new("body-wrong-shape").arg("error", e.to_string()),
        ),
        JsonPayloadError::Deserialize(e) => ApiError::msg(
            ProblemKind::MalformedRequest,
            Message::new("body-not-json-because").arg("error", e.to_string()),
        ),
        other => ApiError::msg(
            ProblemKind::MalformedRequest,
            Message::new("body-unreadable").arg("error", other.to_string()),
        ),
    };
    api.into()
}

fn path_error(err: PathError, _req: &HttpRequest) -> actix_web::Error {
    ApiError::msg(
        ProblemKind::InvalidParameter,
        Message::new("path-segment-invalid").arg("error", err.to_string()),
    )
    .into()
}

fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    ApiError::msg(
        ProblemKind::InvalidParameter,
        Message::new("query-string-invalid").arg("error", err.to_string()),
    )
    .into()
}
