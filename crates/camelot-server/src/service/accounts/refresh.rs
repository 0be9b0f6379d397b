//! Refresh-token families. A login starts a family; every refresh spends the presented token
//! and issues its successor in the same family. A spent token presented again means a copy is
//! in someone else's hands, so the whole family is revoked: both the thief and the owner must
//! sign in again. Revoking *every* token of a user (password change, deletion, "sign out
//! everywhere") also lives here, as it is the one place that knows all the kinds of token.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use crate::auth::{credentials, refresh};
use crate::db::models::{NewRefreshToken, RefreshToken};
use crate::db::schema::{personal_tokens, refresh_tokens, users};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// A freshly issued refresh token (clear text, shown once).
pub struct IssuedRefresh {
    pub token: String,
}

/// Starts a new token family for a user (a login).
pub async fn start_refresh_family(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    now: DateTime<Utc>,
    ttl: chrono::Duration,
) -> ServiceResult<IssuedRefresh> {
    insert_refresh(conn, user_id, uuid::Uuid::new_v4(), now, ttl).await
}

/// Stores a new token of a family; only its hash is kept, so a database dump signs no one in.
async fn insert_refresh(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    family_id: uuid::Uuid,
    now: DateTime<Utc>,
    ttl: chrono::Duration,
) -> ServiceResult<IssuedRefresh> {
    let (token, token_hash) = refresh::generate();
    diesel::insert_into(refresh_tokens::table)
        .values(NewRefreshToken {
            user_id,
            family_id,
            token_hash,
            issued_at: now,
            expires_at: now + ttl,
        })
        .execute(conn)
        .await?;
    Ok(IssuedRefresh { token })
}

/// What the rotating transaction decided. A refusal is returned rather than raised so that the
/// transaction commits: revoking a family on reuse must stick although the request fails.
enum Rotation {
    Rotated { user_id: i64, token: String },
    Refused(Message),
}

/// Spends a refresh token and issues its successor. Reusing a spent token revokes its whole
/// family (the token was probably stolen) and fails.
pub async fn rotate_refresh(
    conn: &mut AsyncPgConnection,
    presented: &str,
    now: DateTime<Utc>,
    ttl: chrono::Duration,
) -> ServiceResult<(i64, String)> {
    let hash = refresh::hash(presented);
    let outcome = conn
        .transaction::<_, ServiceError, _>(async move |conn| {
            // Locked: two refreshes racing with one token must not both succeed.
            let row: Option<RefreshToken> = refresh_tokens::table
                .filter(refresh_tokens::token_hash.eq(&hash))
                .select(RefreshToken::as_select())
                .for_update()
                .first(conn)
                .await
                .optional()?;
            let Some(row) = row else {
                return Ok(Rotation::Refused(Message::new("refresh-token-unknown")));
            };
            if row.revoked_at.is_some() {
                return Ok(Rotation::Refused(Message::new("refresh-token-revoked")));
            }
            if row.used_at.is_some() {
                revoke_family(conn, row.family_id, now).await?;
                return Ok(Rotation::Refused(Message::new("refresh-token-reused")));
            }
            if row.expires_at <= now {
                return Ok(Rotation::Refused(Message::new("refresh-token-expired")));
            }
            let live = users::table
                .filter(users::id.eq(row.user_id))
                .filter(users::deleted_at.is_null())
                .count()
                .get_result::<i64>(conn)
                .await?;
            if live == 0 {
                return Ok(Rotation::Refused(Message::new("token-account-gone")));
            }
            diesel::update(refresh_tokens::table.filter(refresh_tokens::id.eq(row.id)))
                .set(refresh_tokens::used_at.eq(now))
                .execute(conn)
                .await?;
            let next = insert_refresh(conn, row.user_id, row.family_id, now, ttl).await?;
            Ok(Rotation::Rotated {
                user_id: row.user_id,
                token: next.token,
            })
        })
        .await?;
    match outcome {
        Rotation::Rotated { user_id, token } => Ok((user_id, token)),
        Rotation::Refused(why) => Err(ServiceError::InvalidToken(why)),
    }
}

/// Revokes every token of a family not revoked yet.
async fn revoke_family(
    conn: &mut AsyncPgConnection,
    family: uuid::Uuid,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    diesel::update(
        refresh_tokens::table
            .filter(refresh_tokens::family_id.eq(family))
            .filter(refresh_tokens::revoked_at.is_null()),
    )
    .set(refresh_tokens::revoked_at.eq(now))
    .execute(conn)
    .await?;
    Ok(())
}

/// Revokes the family of a presented token (logout). Unknown tokens are ignored.
pub async fn logout(
    conn: &mut AsyncPgConnection,
    presented: &str,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let family: Option<uuid::Uuid> = refresh_tokens::table
        .filter(refresh_tokens::token_hash.eq(refresh::hash(presented)))
        .select(refresh_tokens::family_id)
        .first(conn)
        .await
        .optional()?;
    if let Some(f) = family {
        revoke_family(conn, f, now).await?;
    }
    Ok(())
}

/// Revokes every token of a user (password change, signing out everywhere, deletion): refresh
/// tokens and personal access tokens are marked revoked, and the token generation moves on so
/// that every access token issued before is refused — on every replica, at once (the change is
/// announced in the same transaction). Call inside a transaction.
pub async fn revoke_all(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    diesel::update(
        refresh_tokens::table
            .filter(refresh_tokens::user_id.eq(user_id))
            .filter(refresh_tokens::revoked_at.is_null()),
    )
    .set(refresh_tokens::revoked_at.eq(now))
    .execute(conn)
    .await?;
    diesel::update(
        personal_tokens::table
            .filter(personal_tokens::user_id.eq(user_id))
            .filter(personal_tokens::revoked_at.is_null()),
    )
    .set(personal_tokens::revoked_at.eq(now))
    .execute(conn)
    .await?;
    diesel::update(users::table.find(user_id))
        .set(users::token_generation.eq(users::token_generation + 1))
        .execute(conn)
        .await?;
    credentials::announce(conn, user_id).await
}

/// Signs the user out everywhere: every token of theirs stops working.
pub async fn sign_out_everywhere(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| revoke_all(conn, user_id, now).await)
        .await
}
