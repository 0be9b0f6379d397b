//! `/api/v1/games/*`, `/api/v1/me/games`, `/api/v1/users/{username}/games`: the handlers, one
//! module per job (reading a game, playing a move, the other actions of a player, lists), and
//! what they share: the path parameters and the game answered with its `ETag`.
//!
//! The game views themselves are in [`crate::views::games`], which the jobs use too.

pub mod actions;
pub mod lists;
pub mod moves;
pub mod reads;

use actix_web::HttpResponse;
use actix_web::http::header;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::error::ApiResult;
use crate::service::games::GameRecord;
use crate::views::games::GameView;

/// A game's entity tag: its ply, the number of half-moves played, which is what a move names in
/// `If-Match` (the ply it is made at).
fn etag(ply: i32) -> String {
    format!("\"{ply}\"")
}

/// The game with its `ETag`: how a player's actions and an accepted challenge
/// (`api::challenges`) answer. A move answers with the text kept for its retries instead.
pub fn game_response(
    mut res: actix_web::HttpResponseBuilder,
    r: &GameRecord,
    now: DateTime<Utc>,
) -> ApiResult<HttpResponse> {
    Ok(res
        .insert_header((header::ETAG, etag(r.game.ply)))
        .json(GameView::from_record(r, now)?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct GameId {
    /// Game id.
    #[param(minimum = 1)]
    pub id: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct UserPath {
    /// A username (3–32 letters, digits, `_` or `-`; any case).
    pub username: String,
}

impl UserPath {
    /// The name in the path; text no account can hold is a 404 like a free name.
    pub fn name(&self) -> ApiResult<crate::domain::Username> {
        Ok(crate::service::accounts::named(&self.username)?)
    }
}
