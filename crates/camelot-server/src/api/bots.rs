//! `/api/v1/bots`: the computer opponents.

use actix_web::{HttpMessage, HttpRequest, HttpResponse, get, web};

use crate::auth::extractor::authenticated_language;
use crate::error::ApiResult;
use crate::http::language::ReaderLanguage;
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
pub async fn list(req: HttpRequest, state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    // The language the answer says it is in: the caller's saved one, else Accept-Language's.
    let asked = req.extensions().get::<ReaderLanguage>().map(|l| l.0);
    let lang = authenticated_language(&req).or(asked).unwrap_or_default();
    let mut conn = state.pool.get().await?;
    Ok(HttpResponse::Ok().json(bots::views(&mut conn, lang).await?))
}
