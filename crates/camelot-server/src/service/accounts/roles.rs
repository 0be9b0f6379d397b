//! Roles: stored normalised (always `player`, sorted, no duplicates; see `auth::Role`), and
//! announced to every replica when they change, since each caches what a user may do.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::lookup::get_by_username;
use crate::auth::{AuthUser, Role, credentials};
use crate::db::models::User;
use crate::db::schema::users;
use crate::domain::Username;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// Stores a user's roles (normalised) and answers the user after. Announcing the change is the
/// caller's: [`set_roles_of`] does; a promotion by the CLI reaches running replicas when their
/// cache entry ages out (`credentials::MAX_AGE`).
pub async fn set_roles(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    roles: &[Role],
) -> ServiceResult<User> {
    Ok(diesel::update(users::table.filter(users::id.eq(user_id)))
        .set(users::roles.eq(Role::normalise(roles)))
        .returning(User::as_returning())
        .get_result(conn)
        .await?)
}

/// An admin sets a user's roles; an admin cannot take away their own admin role (another admin
/// must), so that the last admin cannot lock everyone out by mistake.
pub async fn set_roles_of(
    conn: &mut AsyncPgConnection,
    admin: &AuthUser,
    username: &Username,
    roles: &[Role],
) -> ServiceResult<User> {
    admin.require(Role::Admin)?;
    let target = get_by_username(conn, username).await?;
    if target.id == admin.id && !roles.contains(&Role::Admin) {
        return Err(ServiceError::Conflict(Message::new("own-admin-role")));
    }
    let updated = set_roles(conn, target.id, roles).await?;
    credentials::announce(conn, target.id).await?;
    tracing::info!(admin = %admin.username, target = %updated.username, roles = ?updated.roles, "roles changed");
    Ok(updated)
}
