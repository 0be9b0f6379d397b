//! Finding users: by name (case-insensitively, never a deleted account), by id, and in pages.
//! Every other service that names a user goes through here, so the 404 for a missing user reads
//! the same everywhere.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::names::lower;
use crate::db::models::User;
use crate::db::schema::users;
use crate::db::sql_lower;
use crate::domain::Username;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Finds a live (not deleted) user by name, case-insensitively.
pub async fn find_by_username(
    conn: &mut AsyncPgConnection,
    name: &Username,
) -> ServiceResult<Option<User>> {
    Ok(users::table
        .filter(sql_lower(users::username).eq(name.key()))
        .filter(users::deleted_at.is_null())
        .select(User::as_select())
        .first(conn)
        .await
        .optional()?)
}

/// Like [`find_by_username`], answering 404 when there is none.
pub async fn get_by_username(conn: &mut AsyncPgConnection, name: &Username) -> ServiceResult<User> {
    find_by_username(conn, name)
        .await?
        .ok_or_else(|| no_such_user(name.as_str()))
}

/// The 404 for a username that names no (undeleted) user.
pub fn no_such_user(name: &str) -> ServiceError {
    // People sometimes pass a user's number where the name goes: say so.
    let message = if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        Message::new("no-such-user-number")
    } else {
        Message::new("no-such-user")
    };
    ServiceError::NotFound(message.arg("name", name))
}

/// Fails with 401 unless the user exists and is not deleted: for callers whose token was
/// verified without a database round trip (see `auth::TokenUser`).
pub async fn ensure_account(conn: &mut AsyncPgConnection, user_id: i64) -> ServiceResult<()> {
    let found: Option<i64> = users::table
        .filter(users::id.eq(user_id))
        .filter(users::deleted_at.is_null())
        .select(users::id)
        .first(conn)
        .await
        .optional()?;
    found
        .map(|_| ())
        .ok_or_else(|| ServiceError::InvalidToken(Message::new("token-account-gone")))
}

/// A live user by id; 404 when the account was deleted meanwhile.
pub async fn get_by_id(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<User> {
    users::table
        .filter(users::id.eq(id))
        .filter(users::deleted_at.is_null())
        .select(User::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ServiceError::NotFound(Message::new("account-gone")))
}

/// Lists live users in username order, after a given (lower-cased) name, optionally by prefix.
pub async fn list_users(
    conn: &mut AsyncPgConnection,
    prefix: Option<&str>,
    after: Option<&str>,
    limit: u32,
) -> ServiceResult<Vec<User>> {
    // People only: the computer opponents have their own list (`GET /bots`).
    let mut q = users::table
        .filter(users::deleted_at.is_null())
        .filter(users::bot_level.is_null())
        .select(User::as_select())
        .into_boxed();
    if let Some(p) = prefix.filter(|p| !p.is_empty()) {
        let pattern = format!(
            "{}%",
            lower(p)
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_")
        );
        q = q.filter(sql_lower(users::username).like(pattern));
    }
    if let Some(a) = after {
        q = q.filter(sql_lower(users::username).gt(a.to_owned()));
    }
    Ok(q.order(sql_lower(users::username))
        .limit(i64::from(limit) + 1)
        .load(conn)
        .await?)
}

/// The sort key of a user in listings.
pub fn list_key(u: &User) -> String {
    lower(&u.username)
}

/// The username of an account (deleted accounts keep theirs).
pub async fn username_of(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<String> {
    Ok(users::table
        .find(id)
        .select(users::username)
        .first(conn)
        .await?)
}
