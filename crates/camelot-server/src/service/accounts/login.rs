//! Signing in: a password (login) or a refresh token (refresh) is traded for a short-lived
//! access token and the next refresh token. The token families behind it are in
//! [`super::refresh`].

use chrono::{DateTime, Utc};
use diesel_async::AsyncPgConnection;

use super::lookup::{find_by_username, get_by_id};
use super::refresh::{rotate_refresh, start_refresh_family};
use crate::auth::jwt::JwtKeys;
use crate::auth::password;
use crate::db::DbPool;
use crate::domain::Username;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Tokens handed out at login and refresh (clear text, shown once).
#[derive(Debug)]
pub struct Issued {
    pub user_id: i64,
    pub username: String,
    pub access_token: String,
    pub refresh_token: String,
}

/// Logs in: checks the password (spending the same time whether or not the user exists) and
/// starts a refresh-token family. No database connection is held while the password is
/// checked (see [`super::register`]).
pub async fn login(
    pool: &DbPool,
    keys: &JwtKeys,
    username: Option<&Username>,
    presented: String,
    now: DateTime<Utc>,
    refresh_ttl: chrono::Duration,
) -> ServiceResult<Issued> {
    // A name no account can hold is checked like a free one: the same time, the same answer.
    let user = match username {
        Some(name) => find_by_username(&mut *pool.get().await?, name).await?,
        None => None,
    };
    let ok = match &user {
        Some(u) => {
            let stored = u.password_hash.clone();
            password::blocking(move || password::verify(&presented, &stored)).await?
        }
        None => {
            // Hash anyway, so that the time taken does not tell which names exist.
            password::blocking(move || password::verify_dummy(&presented)).await?;
            false
        }
    };
    let user = match (ok, user) {
        (true, Some(u)) => u,
        _ => {
            return Err(ServiceError::InvalidCredentials(Message::new(
                "wrong-username-or-password",
            )));
        }
    };
    let issued = start_refresh_family(&mut *pool.get().await?, user.id, now, refresh_ttl).await?;
    Ok(Issued {
        user_id: user.id,
        username: user.username,
        access_token: keys.issue(user.id, user.token_generation, now)?,
        refresh_token: issued.token,
    })
}

/// Trades a refresh token for a new access token and refresh token.
pub async fn refresh(
    conn: &mut AsyncPgConnection,
    keys: &JwtKeys,
    presented: &str,
    now: DateTime<Utc>,
    refresh_ttl: chrono::Duration,
) -> ServiceResult<Issued> {
    let (user_id, refresh_token) = rotate_refresh(conn, presented, now, refresh_ttl).await?;
    let user = get_by_id(conn, user_id).await?;
    Ok(Issued {
        user_id,
        username: user.username,
        access_token: keys.issue(user_id, user.token_generation, now)?,
        refresh_token,
    })
}
