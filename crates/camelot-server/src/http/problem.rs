//! Problems as HTTP answers: the one place an [`ApiError`] becomes a response. The service
//! layer says what went wrong (a [`ProblemKind`](crate::error::ProblemKind), a detail, the
//! headers the problem asks for); this module writes it as `application/problem+json` with the
//! problem's status code.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::{HttpResponse, ResponseError};

use crate::error::{ApiError, PROBLEM_JSON};

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        StatusCode::from_u16(self.kind.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status_code());
        res.insert_header((header::CONTENT_TYPE, PROBLEM_JSON));
        for (name, value) in &self.headers {
            // Checked rather than `from_static`, which would panic on a badly spelled name.
            match (HeaderName::try_from(*name), HeaderValue::from_str(value)) {
                (Ok(name), Ok(value)) => {
                    res.insert_header((name, value));
                }
                _ => tracing::warn!(name, "a problem's header is not valid HTTP; left out"),
            }
        }
        res.body(self.body().to_string())
    }
}

impl ApiError {
    /// The answer, keeping the error with it so that the language middleware can still
    /// translate it (`error_response()` alone would leave only the rendered English body).
    pub fn into_response(self) -> HttpResponse {
        HttpResponse::from_error(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ProblemKind;

    /// The status, the media type and the problem's own headers reach the answer.
    #[test]
    fn a_problem_answers_with_its_status_and_headers() {
        let res = ApiError::unauthorized("no token").error_response();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(
            res.headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok()),
            Some(PROBLEM_JSON)
        );
        assert_eq!(
            res.headers()
                .get(header::WWW_AUTHENTICATE)
                .and_then(|v| v.to_str().ok()),
            Some("Bearer")
        );
        for &kind in ProblemKind::ALL {
            let res = ApiError::new(kind, "x").error_response();
            assert_eq!(res.status().as_u16(), kind.status(), "{}", kind.slug());
        }
    }
}
