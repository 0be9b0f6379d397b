//! Deleting an account. Nothing is erased: the row is marked deleted, so its name stays
//! reserved (no one can pose as a former player) and its games keep both their players.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use super::lookup::get_by_id;
use super::passwords::verify_password;
use super::refresh::revoke_all;
use crate::db::schema::users;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Marks an account deleted: its tokens stop working, its name stays reserved, its games remain.
pub async fn delete_user(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        diesel::update(users::table.filter(users::id.eq(user_id)))
            .set(users::deleted_at.eq(now))
            .execute(conn)
            .await?;
        revoke_all(conn, user_id, now).await
    })
    .await
}

/// Deletes the caller's account after checking the password (a stolen session alone must not
/// be enough to delete it).
pub async fn delete_account(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    presented: String,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let user = get_by_id(conn, user_id).await?;
    verify_password(&user, presented, Message::new("password-wrong")).await?;
    delete_user(conn, user_id, now).await
}
