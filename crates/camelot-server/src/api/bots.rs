//! `/api/v1/bots`: the computer opponents.

use actix_web::{HttpResponse, get, web};

use crate::error::ApiResult;
use crate::service::bots::{self, BotView};
use crate::state::AppState;

/// The computer opponents, one per level (1 weakest, 8 full strength). Challenge one like
/// anyone (`POST /challenges` with its `username` as `opponent`, any time control, rated or
/// not): it accepts within seconds and moves within seconds when it is its turn. Bots are
/// rated like players.
#[utoipa::path(
    tag = "bots",
    responses((status = 200, body = Vec<BotView>))
)]
#[get("/bots")]
pub async fn list(state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    let mut conn = state.pool.get().await?;
    Ok(HttpResponse::Ok().json(bots::views(&mut conn).await?))
}
