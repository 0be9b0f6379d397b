//! Creating games: from a challenge (with its `game_started` events) or many at once for a
//! tournament round (announced by the caller).

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::models::{Game, NewGame};
use crate::db::schema::games;
use crate::domain::{Side, TimeControl, VariantName};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};

/// What a new game needs.
#[derive(Debug, Clone)]
pub struct GameSpec {
    pub white_id: i64,
    pub black_id: i64,
    pub rated: bool,
    pub time_control: TimeControl,
    /// Leave stops the game's clocks.
    pub allow_leave: bool,
    /// The tournament and round it belongs to.
    pub tournament: Option<(i64, i32)>,
    /// The variant played.
    pub variant: VariantName,
}

/// Inserts games in one statement (call inside a transaction), each from its variant's start
/// position, with the players' current ratings in that variant as their ratings at the start.
/// No events: callers announce the games their way.
pub async fn create_many(
    conn: &mut AsyncPgConnection,
    specs: &[GameSpec],
    now: DateTime<Utc>,
) -> ServiceResult<Vec<Game>> {
    if specs.is_empty() {
        return Ok(Vec::new());
    }
    let mut ids: Vec<i64> = specs
        .iter()
        .flat_map(|s| [s.white_id, s.black_id])
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut variants: Vec<VariantName> = specs.iter().map(|s| s.variant).collect();
    variants.sort_unstable();
    variants.dedup();
    let mut ratings: HashMap<(i64, VariantName), i64> = HashMap::new();
    for variant in variants {
        for (id, rating) in crate::service::ratings::current(conn, &ids, variant).await? {
            ratings.insert((id, variant), rating);
        }
    }
    let rating = |id: i64, variant: VariantName| -> ServiceResult<i64> {
        ratings
            .get(&(id, variant))
            .copied()
            .ok_or_else(|| ServiceError::internal(format!("a new game names no user {id}")))
    };
    let mut rows = Vec::with_capacity(specs.len());
    for s in specs {
        let start = s.variant.rules().start().to_string();
        let bank = s.time_control.initial_bank();
        let (days_per_move, initial, increment, max) = s.time_control.columns();
        rows.push(NewGame {
            white_id: s.white_id,
            black_id: s.black_id,
            white_rating_centi: rating(s.white_id, s.variant)?,
            black_rating_centi: rating(s.black_id, s.variant)?,
            rated: s.rated,
            days_per_move,
            fischer_initial_days: initial,
            fischer_increment_days: increment,
            fischer_max_days: max,
            start_position: start.clone(),
            position: start,
            to_move_id: Some(s.white_id),
            deadline: Some(now + Duration::seconds(bank)),
            turn_started_at: now,
            white_bank: bank,
            black_bank: bank,
            allow_leave: s.allow_leave,
            created_at: now,
            updated_at: now,
            tournament_id: s.tournament.map(|t| t.0),
            tournament_round: s.tournament.map(|t| t.1),
            variant: s.variant,
        });
    }
    let mut out = Vec::with_capacity(rows.len());
    // PostgreSQL takes at most 65535 bind parameters per statement.
    for chunk in rows.chunks(2000) {
        let mut created: Vec<Game> = diesel::insert_into(games::table)
            .values(chunk)
            .returning(Game::as_returning())
            .get_results(conn)
            .await?;
        out.append(&mut created);
    }
    Ok(out)
}

/// Starts a game from a challenge (call inside a transaction); both players get a
/// `game_started` event.
pub async fn create(
    conn: &mut AsyncPgConnection,
    spec: GameSpec,
    names: (&str, &str),
    challenge_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Game> {
    let game = create_many(conn, std::slice::from_ref(&spec), now)
        .await?
        .pop()
        .ok_or_else(|| ServiceError::internal("game insert returned no row"))?;
    let (white, black) = names;
    let started = |color: Side, opponent: &str| EventData::GameStarted {
        game_id: game.id,
        color,
        opponent: opponent.to_owned(),
        rated: spec.rated,
        challenge_id: Some(challenge_id),
        tournament_id: None,
        round: None,
    };
    events::append(
        conn,
        &[
            NewEvent::new(spec.white_id, started(Side::White, black)),
            NewEvent::new(spec.black_id, started(Side::Black, white)),
        ],
        now,
    )
    .await?;
    Ok(game)
}
