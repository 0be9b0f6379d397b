//! `Authed<S>`: the authenticated caller of an operation that needs scope `S`, from
//! `Authorization: Bearer <token>` (an access token or a personal access token). This is the one
//! way handlers authenticate and check scopes; roles are checked by the services.

use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};

use super::scopes::Needs;
use super::user::AuthUser;
use crate::error::ApiError;
use crate::state::AppState;

fn bearer(req: &HttpRequest) -> Result<String, ApiError> {
    let value = req.headers().get(header::AUTHORIZATION).ok_or_else(|| {
        ApiError::unauthorized("Send an access token: Authorization: Bearer <token>.")
    })?;
    let value = value
        .to_str()
        .map_err(|_| ApiError::invalid_token("The Authorization header is not readable."))?;
    let (scheme, token) = value.split_once(' ').ok_or_else(|| {
        ApiError::invalid_token("The Authorization header must be: Bearer <token>.")
    })?;
    if !scheme.eq_ignore_ascii_case("bearer") || token.trim().is_empty() {
        return Err(ApiError::invalid_token(
            "The Authorization header must be: Bearer <token>.",
        ));
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
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer(req);
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal("application state missing"))?;
            let user = authenticate(&state, &token?).await?;
            user.require_scope(S::SCOPE)?;
            Ok(Authed {
                user,
                scope: PhantomData,
            })
        })
    }
}

/// The caller a bearer token stands for (no scope checked).
pub async fn authenticate(state: &AppState, token: &str) -> Result<AuthUser, ApiError> {
    state
        .credentials
        .authenticate(&state.pool, &state.jwt, token, state.clock.now())
        .await
}

/// The bearer token of a request, if it sent one.
pub fn bearer_token(req: &HttpRequest) -> Option<Result<String, ApiError>> {
    req.headers().get(header::AUTHORIZATION)?;
    Some(bearer(req))
}
