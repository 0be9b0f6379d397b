//! `Authed<S>`: the authenticated caller of an operation that needs scope `S`, from
//! `Authorization: Bearer <token>` (an access token or a personal access token). This is the one
//! way handlers authenticate and check scopes; roles are checked by the services.
//!
//! Authentication runs in a middleware ([`authenticate_first`]) before any extractor: actix polls
//! a handler's extractors together, so a slow (database-backed) token check placed beside a
//! body or path extractor would let a validation error answer a caller who has no right to the
//! operation. With the outcome already in the request, `Authed` resolves at once and a missing
//! scope or a revoked token answers 401/403 before the body is even looked at.

use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpMessage, HttpRequest, web};

use super::scopes::Needs;
use super::user::AuthUser;
use crate::error::ApiError;
use crate::i18n::Message;
use crate::state::AppState;

fn bearer(req: &HttpRequest) -> Result<String, ApiError> {
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .ok_or_else(|| ApiError::unauthorized_msg(Message::new("token-missing")))?;
    let value = value
        .to_str()
        .map_err(|_| ApiError::invalid_token_msg(Message::new("authorization-unreadable")))?;
    let (scheme, token) = value
        .split_once(' ')
        .ok_or_else(|| ApiError::invalid_token_msg(Message::new("authorization-not-bearer")))?;
    if !scheme.eq_ignore_ascii_case("bearer") || token.trim().is_empty() {
        return Err(ApiError::invalid_token_msg(Message::new(
            "authorization-not-bearer",
        )));
    }
    Ok(token.trim().to_owned())
}

/// The caller of an operation needing scope `S` (a marker of `auth::scopes`).
#[derive(Debug, Clone)]
pub struct Authed<S> {
    pub user: AuthUser,
    scope: PhantomData<S>,
}

impl<S> std::ops::Deref for Authed<S> {
    type Target = AuthUser;
    fn deref(&self) -> &AuthUser {
        &self.user
    }
}

impl<S: Needs + 'static> FromRequest for Authed<S> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let early = req.extensions().get::<Authentication>().cloned();
        if let Some(Authentication(outcome)) = early {
            return Box::pin(std::future::ready(outcome.and_then(Self::with_scope)));
        }
        // Without the middleware (a missing header is decided synchronously anyway).
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer(req);
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal("application state missing"))?;
            Self::with_scope(authenticate(&state, &token?).await?)
        })
    }
}

impl<S: Needs> Authed<S> {
    fn with_scope(user: AuthUser) -> Result<Self, ApiError> {
        user.require_scope(S::SCOPE)?;
        Ok(Authed {
            user,
            scope: PhantomData,
        })
    }
}

/// The outcome of checking a request's bearer token, decided once per request.
#[derive(Debug, Clone)]
struct Authentication(Result<AuthUser, ApiError>);

/// Middleware: checks the bearer token of every request that sends one, before the handler's
/// extractors run, and leaves the outcome for `Authed`. Requests without the header pass
/// untouched (public operations, the web client's pages, the cookie-based session endpoints).
pub async fn authenticate_first(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if req.headers().contains_key(header::AUTHORIZATION) {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        if let Some(state) = state {
            let outcome = match bearer(req.request()) {
                Ok(token) => authenticate(&state, &token).await,
                Err(e) => Err(e),
            };
            req.extensions_mut().insert(Authentication(outcome));
        }
    }
    next.call(req).await
}

/// The caller a bearer token stands for (no scope checked).
pub async fn authenticate(state: &AppState, token: &str) -> Result<AuthUser, ApiError> {
    state
        .credentials
        .authenticate(&state.pool, &state.jwt, token, state.clock.now())
        .await
        .map_err(ApiError::from)
}

/// The bearer token of a request, if it sent one.
pub fn bearer_token(req: &HttpRequest) -> Option<Result<String, ApiError>> {
    req.headers().get(header::AUTHORIZATION)?;
    Some(bearer(req))
}

/// The saved language of the request's authenticated caller, once `authenticate_first` has
/// run (`None` for anonymous callers, refused tokens and callers who chose none).
pub fn authenticated_language(req: &HttpRequest) -> Option<crate::domain::Language> {
    match req.extensions().get::<Authentication>() {
        Some(Authentication(Ok(user))) => user.language,
        _ => None,
    }
}
