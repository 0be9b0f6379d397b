//! What else happens when a game ends (tournament progress).

use chrono::{DateTime, Utc};
use diesel_async::AsyncPgConnection;

use crate::db::models::Game;
use crate::error::ApiResult;

/// Called inside the transaction that ended `game`.
pub async fn game_ended(
    _conn: &mut AsyncPgConnection,
    _game: &Game,
    _now: DateTime<Utc>,
) -> ApiResult<()> {
    Ok(())
}
