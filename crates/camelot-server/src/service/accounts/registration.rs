//! Creating accounts: the form is checked whole (every problem reported at once), the password is
//! hashed away from the database pool, and a taken name is a clean 409 rather than a 500.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::names::check_new_username;
use crate::auth::{Role, password};
use crate::db::DbPool;
use crate::db::models::{NewUser, User};
use crate::db::schema::users;
use crate::error::{ApiError, ApiResult, ProblemKind};
use crate::i18n::Message;

/// Validates the registration form, listing every problem at once.
pub fn validate_registration(username: &str, password_text: &str) -> ApiResult<()> {
    let mut refusals = Vec::new();
    if let Err(r) = check_new_username(username) {
        refusals.push(("username", r));
    }
    if let Err(r) = password::check_strength(password_text) {
        refusals.push(("password", r));
    }
    if refusals.is_empty() {
        Ok(())
    } else {
        Err(ApiError::refused_fields(refusals))
    }
}

/// Creates an account with the given password hash and roles.
pub async fn create_user(
    conn: &mut AsyncPgConnection,
    username: &str,
    hash: &str,
    roles: &[Role],
) -> ApiResult<User> {
    diesel::insert_into(users::table)
        .values(NewUser {
            username,
            password_hash: hash,
            roles: Role::normalise(roles),
        })
        .returning(User::as_returning())
        .get_result(conn)
        .await
        .map_err(|e| match e {
            // The unique index on the lower-cased name decides races between two registrations.
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => ApiError::msg(
                ProblemKind::UsernameTaken,
                Message::new("username-taken").arg("name", username),
            ),
            other => other.into(),
        })
}

/// Registers an account with the player role.
///
/// Takes the pool rather than a connection: the password is hashed before a connection is
/// taken, so a burst of registrations waiting for the hashing threads holds no database
/// connection that other requests need (the pool is sized for the cores, not for waiters).
pub async fn register(pool: &DbPool, username: &str, presented: String) -> ApiResult<User> {
    validate_registration(username, &presented)?;
    let hash = password::blocking(move || password::hash(&presented)).await??;
    let mut conn = pool.get().await?;
    create_user(&mut conn, username, &hash, &[Role::Player]).await
}
