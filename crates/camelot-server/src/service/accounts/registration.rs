//! Creating accounts: the form is checked whole (every problem reported at once), the password is
//! hashed away from the database pool, and a taken name is a clean 409 rather than a 500.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::names::parse_new;
use crate::auth::{Role, password};
use crate::db::DbPool;
use crate::db::models::{NewUser, User};
use crate::db::schema::users;
use crate::domain::Username;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// A registration form that passed [`validate_registration`].
pub struct Registration {
    pub username: Username,
    pub password: String,
}

/// Checks the registration form, listing every problem at once.
pub fn validate_registration(username: &str, password: String) -> ServiceResult<Registration> {
    let mut refusals = Vec::new();
    let name = parse_new(username).map_err(|r| refusals.push(("username", r)));
    if let Err(r) = password::check_strength(&password) {
        refusals.push(("password", r));
    }
    match name {
        Ok(username) if refusals.is_empty() => Ok(Registration { username, password }),
        _ => Err(ServiceError::refused_fields(refusals)),
    }
}

/// Creates an account with the given password hash and roles.
pub async fn create_user(
    conn: &mut AsyncPgConnection,
    username: &Username,
    hash: &str,
    roles: &[Role],
) -> ServiceResult<User> {
    diesel::insert_into(users::table)
        .values(NewUser {
            username: username.as_str(),
            password_hash: hash,
            roles: Role::normalise(roles),
        })
        .returning(User::as_returning())
        .get_result(conn)
        .await
        .map_err(|e| match e {
            // The unique index on the lower-cased name decides races between two registrations.
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                ServiceError::UsernameTaken(
                    Message::new("username-taken").arg("name", username.as_str()),
                )
            }
            other => other.into(),
        })
}

/// Registers an account with the player role.
///
/// Takes the pool rather than a connection: the password is hashed before a connection is
/// taken, so a burst of registrations waiting for the hashing threads holds no database
/// connection that other requests need (the pool is sized for the cores, not for waiters).
pub async fn register(pool: &DbPool, form: Registration) -> ServiceResult<User> {
    let Registration { username, password } = form;
    let hash = password::blocking(move || password::hash(&password)).await??;
    let mut conn = pool.get().await?;
    create_user(&mut conn, &username, &hash, &[Role::Player]).await
}
