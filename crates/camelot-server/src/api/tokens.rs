//! `/api/v1/me/tokens`: personal access tokens for apps and bots.

use actix_web::http::header;
use actix_web::{HttpResponse, delete, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::responses::{BadRequest, JsonBody, NotFound, Unauthorized};
use crate::auth::{Authed, Scope, scopes};
use crate::error::{ApiResult, Problem};
use crate::http::extract::{Json, Path};
use crate::service::tokens::{self, TokenInfo};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewToken {
    /// What it is for, 1–100 characters, not only spaces (leading and trailing spaces are
    /// dropped).
    #[schema(
        example = "Discord bot",
        min_length = 1,
        max_length = 100,
        pattern = "\\S"
    )]
    pub name: String,
    /// What it may do, at least one (`account:write` is not granted to tokens).
    #[schema(schema_with = grantable_scopes)]
    pub scopes: Vec<Scope>,
    /// Days until it stops working, 1–3650; never when left out.
    #[schema(minimum = 1, maximum = 3650)]
    pub expires_in_days: Option<i64>,
}

/// The scopes a token may be created with: every scope but `account:write`, at least one.
fn grantable_scopes() -> utoipa::openapi::schema::Array {
    let names: Vec<&str> = Scope::ALL
        .iter()
        .filter(|s| s.grantable())
        .map(|s| s.as_str())
        .collect();
    let item = utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(names));
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(item)
        .min_items(Some(1))
        .description(Some(
            "What it may do, at least one (`account:write` is not granted to tokens).",
        ))
        .build()
}

/// A personal access token (never its secret, after creation).
#[derive(Debug, Serialize, ToSchema)]
pub struct TokenView {
    pub id: i64,
    pub name: String,
    pub scopes: Vec<Scope>,
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub last_used_at: Option<DateTime<Utc>>,
}

impl From<TokenInfo> for TokenView {
    fn from(t: TokenInfo) -> TokenView {
        TokenView {
            id: t.id,
            name: t.name,
            scopes: t.scopes,
            created_at: t.created_at,
            expires_at: t.expires_at,
            last_used_at: t.last_used_at,
        }
    }
}

/// A new token, with its secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedToken {
    #[serde(flatten)]
    pub info: TokenView,
    /// Send it as `Authorization: Bearer <token>`. It is not shown again.
    #[schema(example = "cpat_3q2x...")]
    pub token: String,
}

/// Create a personal access token for an app or a bot (signed-in sessions only).
#[utoipa::path(
    tag = "tokens",
    security(("bearer" = ["account:write"])),
    request_body = NewToken,
    responses(
        (status = 201, body = CreatedToken, headers(("Location" = String))),
        (status = 403, description = "A personal access token cannot create tokens (`/problems/insufficient-scope`)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Too many tokens (`/problems/conflict`)", body = Problem, content_type = "application/problem+json"),
        JsonBody,
        Unauthorized,
    )
)]
#[post("/me/tokens")]
pub async fn create_token(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    body: Json<NewToken>,
) -> ApiResult<HttpResponse> {
    let b = body.into_inner();
    let mut conn = state.pool.get().await?;
    let now = state.clock.now();
    let (info, token) = tokens::create(
        &mut conn,
        user.id,
        &b.name,
        &b.scopes,
        b.expires_in_days,
        now,
    )
    .await?;
    let view = CreatedToken {
        info: info.into(),
        token,
    };
    Ok(HttpResponse::Created()
        .insert_header((
            header::LOCATION,
            format!("/api/v1/me/tokens/{}", view.info.id),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(view))
}

/// My personal access tokens that still work (no secrets).
#[utoipa::path(
    tag = "tokens",
    security(("bearer" = ["account:read"])),
    responses(
        (status = 200, body = Vec<TokenView>),
        Unauthorized,
    )
)]
#[get("/me/tokens")]
pub async fn list_tokens(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountRead>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    let list = tokens::list(&mut conn, user.id, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(TokenView::from).collect::<Vec<_>>()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TokenId {
    /// Token id.
    #[param(minimum = 1)]
    pub id: i64,
}

/// Revoke a personal access token: refused on every replica at once.
#[utoipa::path(
    tag = "tokens",
    security(("bearer" = ["account:write"])),
    params(TokenId),
    responses(
        (status = 204, description = "Revoked"),
        BadRequest,
        Unauthorized,
        NotFound,
    )
)]
#[delete("/me/tokens/{id}")]
pub async fn revoke_token(
    state: web::Data<AppState>,
    user: Authed<scopes::AccountWrite>,
    path: Path<TokenId>,
) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    tokens::revoke(&mut conn, user.id, path.id, state.clock.now()).await?;
    state.credentials.invalidate(user.id);
    Ok(HttpResponse::NoContent().finish())
}
