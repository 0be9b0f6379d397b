//! `/api/v1/me` and `/api/v1/users/*`: profiles, password changes, roles.

use std::collections::BTreeMap;

use actix_web::{HttpRequest, HttpResponse, delete, get, patch, put, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::games::UserPath;
use crate::api::responses::{BadRequest, Forbidden, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, Role, scopes};
use crate::db::models::User;
use crate::domain::{Language, VariantName};
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, Path, Query};
use crate::http::pagination::{Page, PageParams};
use crate::service::accounts::{self, Profile};
use crate::state::AppState;

/// A user's public profile.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserView {
    pub id: i64,
    pub username: String,
    pub roles: Vec<Role>,
    pub created_at: DateTime<Utc>,
    /// Elo rating (shown rounded; kept exactly).
    pub rating: i32,
    pub rated_games: i32,
    pub peak_rating: i32,
    /// Fewer than 30 rated games (K = 40).
    pub provisional: bool,
    /// A computer opponent (see `GET /bots`).
    pub bot: bool,
    /// A bot's level, 1–8 (absent for people).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 8)]
    pub bot_level: Option<u8>,
    /// On leave until then (their clocks stand still); null when not on leave. Only in
    /// single profiles, not in lists.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub on_leave_until: Option<DateTime<Utc>>,
    /// The rating in each variant played rated (each variant is a pool of its own; the fields
    /// above are Camelot's). Only in single profiles, not in lists.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ratings: Option<BTreeMap<VariantName, VariantRating>>,
}

/// A player's rating in one variant.
#[derive(Debug, Serialize, ToSchema)]
pub struct VariantRating {
    /// Elo rating (shown rounded; kept exactly).
    pub rating: i32,
    pub rated_games: i32,
    pub peak_rating: i32,
    /// Fewer than 30 rated games in this variant.
    pub provisional: bool,
}

impl VariantRating {
    fn new(rating_centi: i64, peak_centi: i64, rated_games: i32) -> VariantRating {
        VariantRating {
            rating: camelot_rating::Rating::from_hundredths(rating_centi).rounded(),
            rated_games,
            peak_rating: camelot_rating::Rating::from_hundredths(peak_centi).rounded(),
            provisional: rated_games < camelot_rating::NEW_PLAYER_GAMES as i32,
        }
    }
}

impl From<Profile> for UserView {
    fn from(p: Profile) -> UserView {
        let user = &p.user;
        let camelot = (user.rated_games > 0).then(|| {
            (
                VariantName::Camelot,
                VariantRating::new(user.rating_centi, user.peak_rating_centi, user.rated_games),
            )
        });
        let others = p.other_ratings.iter().map(|r| {
            (
                r.variant,
                VariantRating::new(r.rating_centi, r.peak_centi, r.rated_games),
            )
        });
        UserView {
            on_leave_until: p.on_leave_until,
            ratings: Some(camelot.into_iter().chain(others).collect()),
            ..UserView::from(p.user)
        }
    }
}

impl From<User> for UserView {
    fn from(user: User) -> UserView {
        UserView {
            id: user.id,
            username: user.username,
            roles: user.roles,
            created_at: user.created_at,
            rating: camelot_rating::Rating::from_hundredths(user.rating_centi).rounded(),
            rated_games: user.rated_games,
            peak_rating: camelot_rating::Rating::from_hundredths(user.peak_rating_centi).rounded(),
            provisional: user.rated_games < camelot_rating::NEW_PLAYER_GAMES as i32,
            bot: user.bot_level.is_some(),
            bot_level: user.bot_level.and_then(|l| u8::try_from(l).ok()),
            on_leave_until: None,
            ratings: None,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateMe {
    /// The password in use now (to change the password).
    pub current_password: Option<String>,
    /// The new password, at least 10 characters (with `current_password`).
    pub new_password: Option<String>,
    /// A new e-mail address: a verification link is mailed to it, and it receives nothing else
    /// until confirmed. An empty string removes the address.
    pub email: Option<String>,
    /// The language of the server's answers and e-mails to you (`null` forgets it: answers
    /// then follow `Accept-Language`, e-mails are in English).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Language>)]
    pub language: Option<Option<Language>>,
}

/// A member that is present, even as `null` (`Some(None)`), as opposed to absent (`None`).
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// The caller's own profile: the public one, and what only they see.
#[derive(Debug, Serialize, ToSchema)]
pub struct MeView {
    #[serde(flatten)]
    pub profile: UserView,
    /// The verified address that receives notifications.
    pub email: Option<String>,
    /// An address waiting for its verification link to be opened.
    pub pending_email: Option<String>,
    /// The saved language of the server's answers and e-mails (`null`: not chosen).
    pub language: Option<Language>,
}

impl From<Profile> for MeView {
    fn from(p: Profile) -> MeView {
        let email = p
            .user
            .email
            .clone()
            .filter(|_| p.user.email_verified_at.is_some());
        let pending_email = p.user.pending_email.clone();
        let language = p.user.language;
        MeView {
            profile: UserView::from(p),
            email,
            pending_email,
            language,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteMe {
    pub password: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetRoles {
    /// The complete set of roles; `player` is always kept.
    pub roles: Vec<Role>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserSearch {
    /// Only usernames starting with this (case-insensitive).
    pub prefix: Option<String>,
}

/// The caller's own profile.
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = MeView),
        Unauthorized,
    )
)]
#[get("/me")]
pub async fn me(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let profile = accounts::own_profile(&mut conn, user.id, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(MeView::from(profile)))
}

/// Change the caller's password (needs the current one; every token of the account is revoked),
/// e-mail address (verified by a mailed link) and/or language (`en`, `id`, `jv`, `sl`, `eu`,
/// `sw`: the server's answers and e-mails to the caller are in it, whatever `Accept-Language`
/// says).
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:write"])),
    request_body = UpdateMe,
    responses(
        (status = 200, body = MeView),
        (status = 401, description = "Not logged in, or the current password is wrong (`/problems/invalid-credentials`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "E-mail is off on this server (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[patch("/me")]
pub async fn update_me(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<UpdateMe>,
) -> ApiResult<HttpResponse> {
    let change = body.into_inner();
    let now = state.clock.now();
    let mut conn = state.pool.get().await?;
    let email_on = state.outbox.mailer.is_some();
    let base = state.config.base_url();
    let profile = accounts::update(&mut conn, user.id, change.into(), email_on, &base, now).await?;
    // Other replicas hear of a password change from the database; this one needs no wait.
    state.credentials.invalidate(user.id);
    Ok(HttpResponse::Ok().json(MeView::from(profile)))
}

impl From<UpdateMe> for accounts::Change {
    fn from(u: UpdateMe) -> accounts::Change {
        accounts::Change {
            current_password: u.current_password,
            new_password: u.new_password,
            email: u.email,
            language: u.language,
        }
    }
}

/// Delete the caller's account (needs the password). Games stay; the name stays reserved.
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:write"])),
    request_body = DeleteMe,
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "Not logged in, or the password is wrong (`/problems/invalid-credentials`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
    )
)]
#[delete("/me")]
pub async fn delete_me(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<DeleteMe>,
) -> ApiResult<HttpResponse> {
    let DeleteMe { password } = body.into_inner();
    let mut conn = state.pool.get().await?;
    accounts::delete_account(&mut conn, user.id, password, state.clock.now()).await?;
    state.credentials.invalidate(user.id);
    Ok(HttpResponse::NoContent().finish())
}

/// A user's public profile.
#[utoipa::path(
    tag = "users",
    params(UserPath),
    responses(
        (status = 200, body = UserView),
        BadRequest,
        NotFound,
    )
)]
#[get("/users/{username}")]
pub async fn get_user(state: web::Data<AppState>, path: Path<UserPath>) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let now = state.clock.now();
    let profile = accounts::profile_by_name(&mut conn, &path.name()?, now).await?;
    Ok(HttpResponse::Ok().json(UserView::from(profile)))
}

/// List the players by name (cursor pagination); the computer opponents are listed by `GET /bots`.
#[utoipa::path(
    tag = "users",
    params(UserSearch, PageParams),
    responses(
        (status = 200, body = Page<UserView>, headers(("Link" = String, description = "rel=\"next\" link when more pages exist"))),
        BadRequest,
    )
)]
#[get("/users")]
pub async fn list_users(
    state: web::Data<AppState>,
    req: HttpRequest,
    search: Query<UserSearch>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let after: Option<String> = page.after()?;
    let mut conn = state.pool.get().await?;
    let rows =
        accounts::list_users(&mut conn, search.prefix.as_deref(), after.as_deref(), limit).await?;
    let page = Page::from_rows(rows, limit, accounts::list_key).map(UserView::from);
    Ok(page.respond(&req))
}

/// Set a user's roles (admins only).
#[utoipa::path(
    tag = "users",
    security(("bearer" = ["account:write"])),
    params(UserPath),
    request_body = SetRoles,
    responses(
        (status = 200, body = UserView),
        (status = 409, description = "An admin removing their own admin role (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
        Forbidden,
        NotFound,
    )
)]
#[put("/users/{username}/roles")]
pub async fn set_roles(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    path: Path<UserPath>,
    body: Json<SetRoles>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let updated = accounts::set_roles_of(&mut conn, &user, &path.name()?, &body.roles).await?;
    state.credentials.invalidate(updated.id);
    Ok(HttpResponse::Ok().json(UserView::from(updated)))
}
