//! What else happens when a game ends.

use chrono::{DateTime, Utc};
use diesel_async::AsyncPgConnection;

use crate::db::models::Game;
use crate::error::ApiResult;

/// Called inside the transaction that ended `game` (its row locked): a tournament game
/// records its result and may complete its round.
pub async fn game_ended(
    conn: &mut AsyncPgConnection,
    game: &Game,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    crate::service::tournaments::progress::game_ended(conn, game, now).await
}
