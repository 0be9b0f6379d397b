//! The problems for a path nothing answers: apart from the routing fallback so that the web
//! client's asset routes can give the same answers without depending on the fallback (which
//! itself hands page requests to the web client).

use actix_web::HttpRequest;

use crate::error::{ApiError, ProblemKind};
use crate::i18n::Message;

/// The 405 for a path that exists with the methods `allow` (listed as in `Allow`) only.
pub fn method_not_allowed(req: &HttpRequest, allow: &str) -> ApiError {
    ApiError::msg(
        ProblemKind::MethodNotAllowed,
        Message::new("method-not-allowed")
            .arg("method", req.method().as_str())
            .arg("path", req.path())
            .arg("allowed", allow),
    )
}

/// The 404 for a path where nothing is.
pub fn nothing_at(req: &HttpRequest) -> ApiError {
    ApiError::not_found_msg(Message::new("nothing-at").arg("path", req.path()))
}
