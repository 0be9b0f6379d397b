//! `/api/v1/me` and `/api/v1/users/*`: profiles, password changes, roles.

use actix_web::{HttpRequest, HttpResponse, delete, get, patch, put, web};
use chrono::{DateTime, Utc};
use diesel_async::AsyncPgConnection;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::{AuthUser, Role, password};
use crate::db::models::User;
use crate::error::{ApiError, ApiResult, Problem, ProblemKind};
use crate::http::pagination::{Page, PageParams};
use crate::service::accounts;
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
}

/// Builds the public view of a user.
pub async fn load_view(_conn: &mut AsyncPgConnection, user: User) -> ApiResult<UserView> {
    Ok(UserView {
        id: user.id,
        username: user.username,
        roles: Role::from_db(&user.roles),
        created_at: user.created_at,
        rating: camelot_rating::Rating::from_hundredths(user.rating_centi).rounded(),
        rated_games: user.rated_games,
        peak_rating: camelot_rating::Rating::from_hundredths(user.peak_rating_centi).rounded(),
        provisional: user.rated_games < camelot_rating::NEW_PLAYER_GAMES as i32,
    })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateMe {
    /// The password in use now.
    pub current_password: String,
    /// The new password (at least 10 characters).
    pub new_password: String,
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
    security(("bearer" = [])),
    responses(
        (status = 200, body = UserView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/me")]
pub async fn me(state: web::Data<AppState>, user: AuthUser) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let row = accounts::get_by_id(&mut conn, user.id).await?;
    Ok(HttpResponse::Ok().json(load_view(&mut conn, row).await?))
}

/// Change the caller's password (needs the current one); every refresh token is revoked.
#[utoipa::path(
    tag = "users",
    security(("bearer" = [])),
    request_body = UpdateMe,
    responses(
        (status = 200, body = UserView),
        (status = 401, description = "Not logged in, or the current password is wrong", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The new password is not acceptable", body = Problem, content_type = "application/problem+json"),
    )
)]
#[patch("/me")]
pub async fn update_me(
    state: web::Data<AppState>,
    user: AuthUser,
    body: web::Json<UpdateMe>,
) -> ApiResult<HttpResponse> {
    let UpdateMe {
        current_password,
        new_password,
    } = body.into_inner();
    password::check_strength(&new_password)
        .map_err(|m| ApiError::invalid_field("new_password", m))?;
    let mut conn = state.pool.get().await?;
    let row = accounts::get_by_id(&mut conn, user.id).await?;
    let stored = row.password_hash.clone();
    if !password::blocking(move || password::verify(&current_password, &stored)).await? {
        return Err(ApiError::new(
            ProblemKind::InvalidCredentials,
            "The current password is wrong.",
        ));
    }
    let hash = password::blocking(move || password::hash(&new_password)).await??;
    accounts::set_password(&mut conn, user.id, &hash, state.clock.now()).await?;
    let row = accounts::get_by_id(&mut conn, user.id).await?;
    Ok(HttpResponse::Ok().json(load_view(&mut conn, row).await?))
}

/// Delete the caller's account (needs the password). Games stay; the name stays reserved.
#[utoipa::path(
    tag = "users",
    security(("bearer" = [])),
    request_body = DeleteMe,
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/me")]
pub async fn delete_me(
    state: web::Data<AppState>,
    user: AuthUser,
    body: web::Json<DeleteMe>,
) -> ApiResult<HttpResponse> {
    let DeleteMe { password: pw } = body.into_inner();
    let mut conn = state.pool.get().await?;
    let row = accounts::get_by_id(&mut conn, user.id).await?;
    let stored = row.password_hash.clone();
    if !password::blocking(move || password::verify(&pw, &stored)).await? {
        return Err(ApiError::new(
            ProblemKind::InvalidCredentials,
            "The password is wrong.",
        ));
    }
    accounts::delete_user(&mut conn, user.id, state.clock.now()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A user's public profile.
#[utoipa::path(
    tag = "users",
    params(("username" = String, Path, description = "Case-insensitive")),
    responses(
        (status = 200, body = UserView),
        (status = 404, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/users/{username}")]
pub async fn get_user(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let row = accounts::get_by_username(&mut conn, &path).await?;
    Ok(HttpResponse::Ok().json(load_view(&mut conn, row).await?))
}

/// List users by name (cursor pagination).
#[utoipa::path(
    tag = "users",
    params(UserSearch, PageParams),
    responses(
        (status = 200, body = Page<UserView>, headers(("Link" = String, description = "rel=\"next\" link when more pages exist"))),
        (status = 400, body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/users")]
pub async fn list_users(
    state: web::Data<AppState>,
    req: HttpRequest,
    search: web::Query<UserSearch>,
    page: web::Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let after: Option<String> = page.after()?;
    let mut conn = state.pool.get().await?;
    let rows =
        accounts::list_users(&mut conn, search.prefix.as_deref(), after.as_deref(), limit).await?;
    let page = Page::from_rows(rows, limit, accounts::list_key);
    let mut items = Vec::with_capacity(page.items.len());
    for u in page.items {
        items.push(load_view(&mut conn, u).await?);
    }
    Ok(Page {
        items,
        next_cursor: page.next_cursor,
    }
    .respond(&req))
}

/// Set a user's roles (admins only).
#[utoipa::path(
    tag = "users",
    security(("bearer" = [])),
    params(("username" = String, Path)),
    request_body = SetRoles,
    responses(
        (status = 200, body = UserView),
        (status = 401, body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not an admin", body = Problem, content_type = "application/problem+json"),
        (status = 404, body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Unknown role", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/users/{username}/roles")]
pub async fn set_roles(
    state: web::Data<AppState>,
    user: AuthUser,
    path: web::Path<String>,
    body: web::Json<SetRoles>,
) -> ApiResult<HttpResponse> {
    user.require(Role::Admin)?;
    let mut conn = state.pool.get().await?;
    let target = accounts::get_by_username(&mut conn, &path).await?;
    if target.id == user.id && !body.roles.contains(&Role::Admin) {
        return Err(ApiError::conflict(
            "You cannot remove your own admin role; ask another admin.",
        ));
    }
    let updated = accounts::set_roles(&mut conn, target.id, &body.roles).await?;
    tracing::info!(admin = %user.username, target = %updated.username, roles = ?updated.roles, "roles changed");
    Ok(HttpResponse::Ok().json(load_view(&mut conn, updated).await?))
}
