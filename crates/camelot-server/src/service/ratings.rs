//! Rating updates when a rated game ends: both players, same transaction as the result, once.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_rating::{Player, Rating, Score, after_game, rate_game};

use crate::db::models::Game;
use crate::db::schema::{rating_history, users};
use crate::error::ApiResult;

#[derive(Insertable)]
#[diesel(table_name = rating_history)]
struct HistoryRow {
    user_id: i64,
    game_id: i64,
    opponent_id: i64,
    score_centi: i32,
    expected_centi: i32,
    k: i32,
    before_centi: i64,
    after_centi: i64,
    created_at: DateTime<Utc>,
}

/// White's score for a result string.
pub fn white_score(result: &str) -> Option<Score> {
    match result {
        "1-0" => Some(Score::Win),
        "0-1" => Some(Score::Loss),
        "1/2-1/2" => Some(Score::Draw),
        _ => None,
    }
}

/// Rates a finished game for both players. Player rows are locked in id order (so two games
/// ending at once between overlapping players cannot deadlock); the history's unique key
/// (user, game) makes a second call a no-op.
pub async fn rate_finished_game(
    conn: &mut AsyncPgConnection,
    game: &Game,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let Some(score_white) = game.result.as_deref().and_then(white_score) else {
        return Ok(());
    };
    if !game.rated {
        return Ok(());
    }
    let mut ids = [game.white_id, game.black_id];
    ids.sort_unstable();
    let rows: Vec<(i64, i64, i64, i32)> = users::table
        .filter(users::id.eq_any(ids))
        .order(users::id)
        .select((
            users::id,
            users::rating_centi,
            users::peak_rating_centi,
            users::rated_games,
        ))
        .for_update()
        .load(conn)
        .await?;
    let player = |id: i64| {
        rows.iter()
            .find(|r| r.0 == id)
            .map(|&(_, rating, peak, games)| Player {
                rating: Rating::from_hundredths(rating),
                rated_games: u32::try_from(games).unwrap_or(0),
                peak: Rating::from_hundredths(peak),
            })
    };
    let (Some(white), Some(black)) = (player(game.white_id), player(game.black_id)) else {
        return Ok(());
    };
    let uw = rate_game(&white, black.rating, score_white);
    let ub = rate_game(&black, white.rating, score_white.opposite());
    let history = [
        (game.white_id, game.black_id, score_white, &white, &uw),
        (
            game.black_id,
            game.white_id,
            score_white.opposite(),
            &black,
            &ub,
        ),
    ];
    let inserted = diesel::insert_into(rating_history::table)
        .values(
            history
                .iter()
                .map(|(user, opp, score, p, u)| HistoryRow {
                    user_id: *user,
                    game_id: game.id,
                    opponent_id: *opp,
                    score_centi: score.hundredths() as i32,
                    expected_centi: u.expected_hundredths as i32,
                    k: u.k as i32,
                    before_centi: p.rating.hundredths(),
                    after_centi: u.new_rating.hundredths(),
                    created_at: now,
                })
                .collect::<Vec<_>>(),
        )
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    if inserted == 0 {
        return Ok(());
    }
    for (user, _, _, p, u) in history {
        let next = after_game(p, u);
        diesel::update(users::table.filter(users::id.eq(user)))
            .set((
                users::rating_centi.eq(next.rating.hundredths()),
                users::peak_rating_centi.eq(next.peak.hundredths()),
                users::rated_games.eq(i32::try_from(next.rated_games).unwrap_or(i32::MAX)),
                users::last_rated_at.eq(now),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}
