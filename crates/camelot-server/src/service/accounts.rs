//! Accounts: registration, login, token rotation, password changes, roles.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use crate::auth::credentials;
use crate::auth::jwt::JwtKeys;
use crate::auth::{AuthUser, Role, password, refresh};
use crate::db::DbPool;
use crate::db::models::{NewRefreshToken, NewUser, RefreshToken, User};
use crate::db::schema::{personal_tokens, refresh_tokens, users};
use crate::db::sql_lower;
use crate::domain::Language;
use crate::error::{ApiError, ApiResult, ProblemKind, Refusal};
use crate::i18n::Message;
use crate::service::{leave, notify};

/// Usernames: 3–32 of `[A-Za-z0-9_-]`.
pub fn check_username(name: &str) -> Result<(), Refusal> {
    let len = name.chars().count();
    if !(3..=32).contains(&len) {
        return Err(Refusal::msg(
            Message::new("username-length").arg("min", 3).arg("max", 32),
        ));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(Refusal::msg(Message::new("username-characters")));
    }
    Ok(())
}

/// Usernames beginning with this are the computer opponents' and cannot be registered.
pub const BOT_PREFIX: &str = "camelot-bot";

/// Refuses the names reserved for the computer opponents.
pub fn check_new_username(name: &str) -> Result<(), Refusal> {
    check_username(name)?;
    if name.to_lowercase().starts_with(BOT_PREFIX) {
        return Err(Refusal::msg(
            Message::new("username-reserved").arg("prefix", BOT_PREFIX),
        ));
    }
    Ok(())
}

fn lower(name: &str) -> String {
    name.to_lowercase()
}

/// Finds a live (not deleted) user by name, case-insensitively.
pub async fn find_by_username(conn: &mut AsyncPgConnection, name: &str) -> ApiResult<Option<User>> {
    if check_username(name).is_err() {
        return Ok(None);
    }
    Ok(users::table
        .filter(sql_lower(users::username).eq(lower(name)))
        .filter(users::deleted_at.is_null())
        .select(User::as_select())
        .first(conn)
        .await
        .optional()?)
}

/// Like [`find_by_username`], answering 404 when there is none.
pub async fn get_by_username(conn: &mut AsyncPgConnection, name: &str) -> ApiResult<User> {
    find_by_username(conn, name)
        .await?
        .ok_or_else(|| no_such_user(name))
}

/// The 404 for a username that names no (undeleted) user.
pub fn no_such_user(name: &str) -> ApiError {
    let message = if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        Message::new("no-such-user-number")
    } else {
        Message::new("no-such-user")
    };
    ApiError::not_found_msg(message.arg("name", name))
}

/// Fails with 401 unless the user exists and is not deleted: for callers whose token was
/// verified without a database round trip (see `auth::TokenUser`).
pub async fn ensure_account(conn: &mut AsyncPgConnection, user_id: i64) -> ApiResult<()> {
    let found: Option<i64> = users::table
        .filter(users::id.eq(user_id))
        .filter(users::deleted_at.is_null())
        .select(users::id)
        .first(conn)
        .await
        .optional()?;
    found
        .map(|_| ())
        .ok_or_else(|| ApiError::invalid_token_msg(Message::new("token-account-gone")))
}

pub async fn get_by_id(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<User> {
    users::table
        .filter(users::id.eq(id))
        .filter(users::deleted_at.is_null())
        .select(User::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ApiError::not_found_msg(Message::new("account-gone")))
}

/// A profile: the user, until when they are on leave at `now`, if they are, and their
/// standing in each variant's pool they have played besides Camelot's (which is in `user`).
pub struct Profile {
    pub user: User,
    pub on_leave_until: Option<DateTime<Utc>>,
    pub other_ratings: Vec<crate::service::ratings::PoolRating>,
}

async fn profile(
    conn: &mut AsyncPgConnection,
    user: User,
    now: DateTime<Utc>,
) -> ApiResult<Profile> {
    let until = leave::on_leave_until(conn, &[user.id], now)
        .await?
        .into_iter()
        .next()
        .map(|(_, until)| until);
    let other_ratings = crate::service::ratings::other_pools(conn, user.id).await?;
    Ok(Profile {
        user,
        on_leave_until: until,
        other_ratings,
    })
}

/// A user's profile by name, or 404.
pub async fn profile_by_name(
    conn: &mut AsyncPgConnection,
    name: &str,
    now: DateTime<Utc>,
) -> ApiResult<Profile> {
    let user = get_by_username(conn, name).await?;
    profile(conn, user, now).await
}

/// The caller's own profile.
pub async fn own_profile(
    conn: &mut AsyncPgConnection,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Profile> {
    let user = get_by_id(conn, id).await?;
    profile(conn, user, now).await
}

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
            roles: Role::to_db(roles),
        })
        .returning(User::as_returning())
        .get_result(conn)
        .await
        .map_err(|e| match e {
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
/// checked (see [`register`]).
pub async fn login(
    pool: &DbPool,
    keys: &JwtKeys,
    username: &str,
    presented: String,
    now: DateTime<Utc>,
    refresh_ttl: chrono::Duration,
) -> ApiResult<Issued> {
    let user = find_by_username(&mut *pool.get().await?, username).await?;
    let ok = match &user {
        Some(u) => {
            let stored = u.password_hash.clone();
            password::blocking(move || password::verify(&presented, &stored)).await?
        }
        None => {
            password::blocking(move || password::verify_dummy(&presented)).await?;
            false
        }
    };
    let user = match (ok, user) {
        (true, Some(u)) => u,
        _ => {
            return Err(ApiError::msg(
                ProblemKind::InvalidCredentials,
                Message::new("wrong-username-or-password"),
            ));
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
) -> ApiResult<Issued> {
    let (user_id, refresh_token) = rotate_refresh(conn, presented, now, refresh_ttl).await?;
    let user = get_by_id(conn, user_id).await?;
    Ok(Issued {
        user_id,
        username: user.username,
        access_token: keys.issue(user_id, user.token_generation, now)?,
        refresh_token,
    })
}

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
) -> ApiResult<IssuedRefresh> {
    insert_refresh(conn, user_id, uuid::Uuid::new_v4(), now, ttl).await
}

async fn insert_refresh(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    family_id: uuid::Uuid,
    now: DateTime<Utc>,
    ttl: chrono::Duration,
) -> ApiResult<IssuedRefresh> {
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
) -> ApiResult<(i64, String)> {
    let hash = refresh::hash(presented);
    let outcome = conn
        .transaction::<_, ApiError, _>(async move |conn| {
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
        Rotation::Refused(why) => Err(ApiError::invalid_token_msg(why)),
    }
}

async fn revoke_family(
    conn: &mut AsyncPgConnection,
    family: uuid::Uuid,
    now: DateTime<Utc>,
) -> ApiResult<()> {
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
) -> ApiResult<()> {
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
) -> ApiResult<()> {
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
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| revoke_all(conn, user_id, now).await)
        .await
}

/// Stores a new password hash and revokes every session of the user.
pub async fn set_password(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    hash: &str,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let hash = hash.to_owned();
    conn.transaction::<_, ApiError, _>(async move |conn| {
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

/// Marks an account deleted: its tokens stop working, its name stays reserved, its games remain.
pub async fn delete_user(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        diesel::update(users::table.filter(users::id.eq(user_id)))
            .set(users::deleted_at.eq(now))
            .execute(conn)
            .await?;
        revoke_all(conn, user_id, now).await
    })
    .await
}

pub async fn set_roles(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    roles: &[Role],
) -> ApiResult<User> {
    Ok(diesel::update(users::table.filter(users::id.eq(user_id)))
        .set(users::roles.eq(Role::to_db(roles)))
        .returning(User::as_returning())
        .get_result(conn)
        .await?)
}

/// Checks `presented` against the user's stored password (on a blocking thread: argon2 is
/// deliberately slow); 401 when wrong.
async fn verify_password(user: &User, presented: String, wrong: Message) -> ApiResult<()> {
    let stored = user.password_hash.clone();
    if password::blocking(move || password::verify(&presented, &stored)).await? {
        Ok(())
    } else {
        Err(ApiError::msg(ProblemKind::InvalidCredentials, wrong))
    }
}

/// A change of the caller's account.
#[derive(Debug, Default)]
pub struct Change {
    pub current_password: Option<String>,
    pub new_password: Option<String>,
    /// A new address to verify; empty removes the address.
    pub email: Option<String>,
    /// A language to save (`Some(None)` forgets the saved one).
    pub language: Option<Option<Language>>,
}

/// Changes the password and/or the e-mail address; returns the profile after.
pub async fn update(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    change: Change,
    email_on: bool,
    base_url: &str,
    now: DateTime<Utc>,
) -> ApiResult<Profile> {
    let Change {
        current_password,
        new_password,
        email,
        language,
    } = change;
    if current_password.is_none() && new_password.is_none() && email.is_none() && language.is_none()
    {
        return Err(ApiError::invalid_field_msg(
            "body",
            Message::new("account-change-nothing"),
        ));
    }
    match (current_password, new_password) {
        (Some(current), Some(new)) => {
            change_password(conn, user_id, current, new, now).await?;
        }
        (None, None) => {}
        (None, Some(_)) => {
            return Err(ApiError::invalid_field_msg(
                "current_password",
                Message::new("current-password-required"),
            ));
        }
        (Some(_), None) => {
            return Err(ApiError::invalid_field_msg(
                "new_password",
                Message::new("new-password-required"),
            ));
        }
    }
    match email.as_deref().map(str::trim) {
        None => {}
        Some("") => notify::email::remove(conn, user_id).await?,
        Some(_) if !email_on => {
            return Err(ApiError::conflict_msg(Message::new("email-off")));
        }
        Some(address) => {
            notify::email::request_change(conn, user_id, address, base_url, now).await?
        }
    }
    // Last, so that a refused password or address leaves the language as it was.
    if let Some(language) = language {
        diesel::update(users::table.find(user_id))
            .set(users::language.eq(language))
            .execute(conn)
            .await?;
        // Every replica's token cache holds the language its answers follow.
        crate::auth::credentials::announce(conn, user_id).await?;
    }
    own_profile(conn, user_id, now).await
}

/// Changes the caller's password after checking the current one; every session is revoked.
pub async fn change_password(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    current: String,
    new: String,
    now: DateTime<Utc>,
) -> ApiResult<User> {
    password::check_strength(&new)
        .map_err(|r| ApiError::refused_fields(vec![("new_password", r)]))?;
    let user = get_by_id(conn, user_id).await?;
    verify_password(&user, current, Message::new("current-password-wrong")).await?;
    let hash = password::blocking(move || password::hash(&new)).await??;
    set_password(conn, user_id, &hash, now).await?;
    get_by_id(conn, user_id).await
}

/// Deletes the caller's account after checking the password.
pub async fn delete_account(
    conn: &mut AsyncPgConnection,
    user_id: i64,
    presented: String,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let user = get_by_id(conn, user_id).await?;
    verify_password(&user, presented, Message::new("password-wrong")).await?;
    delete_user(conn, user_id, now).await
}

/// An admin sets a user's roles; an admin cannot take away their own admin role (another admin
/// must).
pub async fn set_roles_of(
    conn: &mut AsyncPgConnection,
    admin: &AuthUser,
    username: &str,
    roles: &[Role],
) -> ApiResult<User> {
    admin.require(Role::Admin)?;
    let target = get_by_username(conn, username).await?;
    if target.id == admin.id && !roles.contains(&Role::Admin) {
        return Err(ApiError::conflict_msg(Message::new("own-admin-role")));
    }
    let updated = set_roles(conn, target.id, roles).await?;
    credentials::announce(conn, target.id).await?;
    tracing::info!(admin = %admin.username, target = %updated.username, roles = ?updated.roles, "roles changed");
    Ok(updated)
}

/// Lists live users in username order, after a given (lower-cased) name, optionally by prefix.
pub async fn list_users(
    conn: &mut AsyncPgConnection,
    prefix: Option<&str>,
    after: Option<&str>,
    limit: u32,
) -> ApiResult<Vec<User>> {
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
pub async fn username_of(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<String> {
    Ok(users::table
        .find(id)
        .select(users::username)
        .first(conn)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::check_username;

    #[test]
    fn usernames() {
        assert!(check_username("abc").is_ok());
        assert!(check_username("A_b-9").is_ok());
        assert!(check_username("ab").is_err());
        assert!(check_username(&"a".repeat(33)).is_err());
        assert!(check_username("bad name").is_err());
        assert!(check_username("ünï").is_err());
    }
}
