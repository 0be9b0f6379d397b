//! Passwords: checking one (on a blocking thread, argon2 being slow on purpose) and changing
//! one. A new password ends every session, since the old one may be why it changed.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::lookup::get_by_id;
use super::refresh::revoke_all;
use crate::auth::password;
use crate::db::models::User;
use crate::db::schema::users;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Checks `presented` against the user's stored password (on a blocking thread: argon2 is
/// deliberately slow); 401 with `wrong` when it does not match.
pub(super) async fn verify_password(
    user: &User,
    presented: String,
    wrong: Message,
) -> ServiceResult<()> {
    let stored = user.password_hash.clone();
    if password::blocking(move || password::verify(&presented, &stored)).await? {
        Ok(())
    } else {
        Err(ServiceError::InvalidCredentials(wrong))
    }
}

/// Stores a new password hash and revokes every session of the user.
pub async fn set_password(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    hash: &str,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let hash = hash.to_owned();
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        diesel::update(users::table.filter(users::id.eq(user_id)))
            .set((
                users::password_hash.eq(&hash),
                users::password_changed_at.eq(now),
            ))
            .execute(conn)
            .await?;
        revoke_all(conn, user_id, now).await
    })
    .await
}

/// Changes the caller's password after checking the current one; every session is revoked.
pub async fn change_password(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    current: String,
    new: String,
    now: DateTime<Utc>,
) -> ServiceResult<User> {
    // The strength first: a weak new password is refused without spending a hash on the old.
    password::check_strength(&new)
        .map_err(|r| ServiceError::refused_fields(vec![("new_password", r)]))?;
    let user = get_by_id(conn, user_id).await?;
    verify_password(&user, current, Message::new("current-password-wrong")).await?;
    let hash = password::blocking(move || password::hash(&new)).await??;
    set_password(conn, user_id, &hash, now).await?;
    get_by_id(conn, user_id).await
}
