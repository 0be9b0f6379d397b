//! Which language a request is answered in, decided in one place for every request: the
//! caller's saved preference when a signed-in caller has one, else the best of the request's
//! `Accept-Language`, else English. Every answer says which in `Content-Language`, and a
//! problem answer is rewritten in it (`crate::i18n::problem`).

use actix_web::HttpMessage;
use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;

use crate::auth::extractor::authenticated_language;
use crate::domain::Language;
use crate::error::ApiError;
use crate::i18n::problem;

/// The language of a request's answer, left in the request's extensions for handlers that
/// write text of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReaderLanguage(pub Language);

/// The request's `Accept-Language` choice, if it names one of ours.
fn accepted(req: &ServiceRequest) -> Option<Language> {
    req.headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Language::negotiate)
}

/// Middleware: see the module documentation. It runs outside the authentication middleware
/// (and the problem fallback), so it sees the caller and every problem, however it arose.
pub async fn negotiate_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let asked = accepted(&req).unwrap_or_default();
    req.extensions_mut().insert(ReaderLanguage(asked));
    let res = next.call(req).await?;
    // The caller is known only once authentication (inside) has run.
    let lang = authenticated_language(res.request()).unwrap_or(asked);
    let translated = match res
        .response()
        .error()
        .and_then(|e| e.as_error::<ApiError>())
    {
        Some(error) if lang != Language::En => Some(problem::body(error, lang).to_string()),
        _ => None,
    };
    let mut res = match translated {
        Some(body) => res.map_body(|_, _| EitherBody::right(BoxBody::new(body))),
        None => res.map_into_left_body(),
    };
    let headers = res.headers_mut();
    headers.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.as_str()),
    );
    // Caches must keep answers to different languages apart.
    headers.append(header::VARY, HeaderValue::from_static("Accept-Language"));
    Ok(res)
}
