//! Lists of games: the caller's own, and any user's.

use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::UserPath;
use crate::api::responses::{BadRequest, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::VariantName;
use crate::error::ApiResult;
use crate::http::extract::{Path, Query};
use crate::http::pagination::{Page, PageParams, link_header};
use crate::service::accounts;
use crate::service::games::lists::{self, ListFilter, StatusFilter};
use crate::state::AppState;
use crate::views::games::{GameSummary, MyGames};

/// Which games to list.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameStatusFilter {
    All,
    Active,
    /// Finished or aborted.
    Finished,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameFilter {
    /// `active`, `finished` (includes aborted) or `all` (default).
    #[param(inline)]
    pub status: Option<GameStatusFilter>,
    /// Only the games of this variant (every variant when absent).
    #[param(inline)]
    pub variant: Option<VariantName>,
}

impl GameFilter {
    fn filter(&self) -> ListFilter {
        let status = match self.status {
            None | Some(GameStatusFilter::All) => StatusFilter::All,
            Some(GameStatusFilter::Active) => StatusFilter::Active,
            Some(GameStatusFilter::Finished) => StatusFilter::Finished,
        };
        ListFilter {
            status,
            variant: self.variant,
        }
    }
}

/// My games: those where it is my move first, then by deadline (finished: newest first).
#[utoipa::path(
    tag = "games",
    security(("bearer" = ["game:read"])),
    params(GameFilter, PageParams),
    responses(
        (status = 200, body = MyGames, headers(("Link" = String))),
        BadRequest,
        Unauthorized,
    )
)]
#[get("/me/games")]
pub async fn my_games(
    state: web::Data<AppState>,
    user: Authed<scopes::GameRead>,
    req: HttpRequest,
    filter: Query<GameFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let mine = lists::mine(&mut conn, user.id, filter.filter(), page.after()?, limit).await?;
    let body = MyGames {
        my_turn: mine.my_turn,
        items: mine
            .rows
            .iter()
            .map(|r| GameSummary::from_row(r, Some(user.id)))
            .collect(),
        next_cursor: mine.next_cursor.clone(),
    };
    let mut res = HttpResponse::Ok();
    if let Some(c) = &mine.next_cursor {
        res.insert_header(link_header(&req, c));
    }
    Ok(res.json(body))
}

/// A user's games, newest first.
#[utoipa::path(
    tag = "games",
    params(UserPath, GameFilter, PageParams),
    responses(
        (status = 200, body = Page<GameSummary>, headers(("Link" = String))),
        BadRequest,
        NotFound,
    )
)]
#[get("/users/{username}/games")]
pub async fn user_games(
    state: web::Data<AppState>,
    req: HttpRequest,
    path: Path<UserPath>,
    filter: Query<GameFilter>,
    page: Query<PageParams>,
) -> ApiResult<HttpResponse> {
    let limit = page.limit()?;
    let mut conn = state.pool.get().await?;
    let after = page.after()?;
    let (rows, next_cursor) =
        lists::of_username(&mut conn, &path.name()?, filter.filter(), after, limit)
            .await?
            .ok_or_else(|| accounts::no_such_user(&path.username))?;
    let page = Page {
        items: rows
            .iter()
            .map(|r| GameSummary::from_row(r, None))
            .collect::<Vec<_>>(),
        next_cursor,
    };
    Ok(page.respond(&req))
}
