//! Extractor configuration so that actix's own input errors become problem+json.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};

use crate::error::{ApiError, ProblemKind};

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
        JsonPayloadError::ContentType => ApiError::new(
            ProblemKind::UnsupportedMediaType,
            "The request body must be JSON, sent with Content-Type: application/json.",
        ),
        JsonPayloadError::OverflowKnownLength { length, limit } => ApiError::new(
            ProblemKind::PayloadTooLarge,
            format!("The body is {length} bytes; at most {limit} are accepted."),
        ),
        JsonPayloadError::Overflow { limit } => ApiError::new(
            ProblemKind::PayloadTooLarge,
            format!("The body is larger than {limit} bytes."),
        ),
        JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::new(
            ProblemKind::Validation,
            format!("The JSON body does not have the expected shape: {e}."),
        ),
        JsonPayloadError::Deserialize(e) => ApiError::new(
            ProblemKind::MalformedRequest,
            format!("The body is not valid JSON: {e}."),
        ),
        other => ApiError::new(
            ProblemKind::MalformedRequest,
            format!("The body could not be read: {other}."),
        ),
    };
    api.into()
}

fn path_error(err: PathError, _req: &HttpRequest) -> actix_web::Error {
    ApiError::new(
        ProblemKind::InvalidParameter,
        format!("A path segment is not valid: {err}."),
    )
    .into()
}

fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    ApiError::new(
        ProblemKind::InvalidParameter,
        format!("The query string is not valid: {err}."),
    )
    .into()
}
