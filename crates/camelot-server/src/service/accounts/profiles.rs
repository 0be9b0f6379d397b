//! Profiles: what a profile shows (the user, their leave, their other rating pools), and the
//! changes a user makes to their own account in one request (password, e-mail, language).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::lookup::{get_by_id, get_by_username};
use super::passwords::change_password;
use crate::db::models::User;
use crate::db::schema::users;
use crate::domain::{Language, Username};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::ratings::{self, PoolRating};
use crate::service::{leave, notify};

/// A profile: the user, until when they are on leave at `now`, if they are, and their
/// standing in each variant's pool they have played besides Camelot's (which is in `user`).
pub struct Profile {
    pub user: User,
    pub on_leave_until: Option<DateTime<Utc>>,
    pub other_ratings: Vec<PoolRating>,
}

async fn profile(
    conn: &mut AsyncPgConnection,
    user: User,
    now: DateTime<Utc>,
) -> ServiceResult<Profile> {
    let until = leave::on_leave_until(conn, &[user.id], now)
        .await?
        .into_iter()
        .next()
        .map(|(_, until)| until);
    let other_ratings = ratings::other_pools(conn, user.id).await?;
    Ok(Profile {
        user,
        on_leave_until: until,
        other_ratings,
    })
}

/// A user's profile by name, or 404.
pub async fn profile_by_name(
    conn: &mut AsyncPgConnection,
    name: &Username,
    now: DateTime<Utc>,
) -> ServiceResult<Profile> {
    let user = get_by_username(conn, name).await?;
    profile(conn, user, now).await
}

/// The caller's own profile.
pub async fn own_profile(
    conn: &mut AsyncPgConnection,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Profile> {
    let user = get_by_id(conn, id).await?;
    profile(conn, user, now).await
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
) -> ServiceResult<Profile> {
    let Change {
        current_password,
        new_password,
        email,
        language,
    } = change;
    if current_password.is_none() && new_password.is_none() && email.is_none() && language.is_none()
    {
        return Err(ServiceError::invalid_field(
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
            return Err(ServiceError::invalid_field(
                "current_password",
                Message::new("current-password-required"),
            ));
        }
        (Some(_), None) => {
            return Err(ServiceError::invalid_field(
                "new_password",
                Message::new("new-password-required"),
            ));
        }
    }
    match email.as_deref().map(str::trim) {
        None => {}
        Some("") => notify::email::remove(conn, user_id).await?,
        Some(_) if !email_on => {
            return Err(ServiceError::Conflict(Message::new("email-off")));
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
