//! Conditional GETs: an answer whose ETag the client already holds is a 304 without a body.

use actix_web::HttpRequest;
use actix_web::http::header;

/// Whether `If-None-Match` names `tag` (a quoted entity tag; weak tags compare equal, as RFC
/// 9110 asks for `If-None-Match`).
pub fn already_has(req: &HttpRequest, tag: &str) -> bool {
    req.headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/") == tag)
        })
}
