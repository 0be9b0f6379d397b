//! `AuthUser`: the authenticated caller, extracted from `Authorization: Bearer <jwt>`.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;

use super::roles::Role;
use super::user::AuthUser;
use crate::db::schema::users;
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

impl FromRequest for AuthUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer(req);
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal("application state missing"))?;
            let user_id = state.jwt.verify(&token?, state.clock.now())?;
            let mut conn = state.pool.get().await?;
            let row: Option<(String, Vec<String>)> = users::table
                .filter(users::id.eq(user_id))
                .filter(users::deleted_at.is_null())
                .select((users::username, users::roles))
                .first(&mut conn)
                .await
                .optional()?;
            let (username, roles) = row.ok_or_else(|| {
                ApiError::invalid_token("The account of this token no longer exists.")
            })?;
            Ok(AuthUser {
                id: user_id,
                username,
                roles: Role::from_db(&roles),
            })
        })
    }
}

/// The caller of a valid access token, not yet checked against the database: for the move
/// submission, whose first query checks the account itself (see `service::games`), saving a
/// round trip on the busiest write. Whoever takes it must check the account before acting.
#[derive(Debug, Clone, Copy)]
pub struct TokenUser {
    pub id: i64,
}

impl FromRequest for TokenUser {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let verified = req
            .app_data::<web::Data<AppState>>()
            .ok_or_else(|| ApiError::internal("application state missing"))
            .and_then(|state| state.jwt.verify(&bearer(req)?, state.clock.now()));
        std::future::ready(verified.map(|id| TokenUser { id }))
    }
}

pub async fn authenticate(state: &AppState, token: &str) -> Result<AuthUser, ApiError> {
    let user_id = state.jwt.verify(token, state.clock.now())?;
    let mut conn = state.pool.get().await?;
    let row: Option<(String, Vec<String>)> = users::table
        .filter(users::id.eq(user_id))
        .filter(users::deleted_at.is_null())
        .select((users::username, users::roles))
        .first(&mut conn)
        .await
        .optional()?;
    let (username, roles) =
        row.ok_or_else(|| ApiError::invalid_token("The account of this token no longer exists."))?;
    Ok(AuthUser {
        id: user_id,
        username,
        roles: Role::from_db(&roles),
    })
}

/// The bearer token of a request, if it sent one.
pub fn bearer_token(req: &HttpRequest) -> Option<Result<String, ApiError>> {
    req.headers().get(header::AUTHORIZATION)?;
    Some(bearer(req))
}
