//! Starting a tournament: at its organizer's request, or by itself at its `starts_at`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use super::draft::{MAX_ROUND_ROBIN_PLAYERS, MIN_ROUND_ROBIN_PLAYERS};
use super::numbering::number_by_rating;
use crate::auth::AuthUser;
use crate::db::coalesce_bigint;
use crate::db::models::TournamentRow;
use crate::db::schema::{tournament_players, tournaments, user_ratings, users};
use crate::domain::{AuditAction, Schedule, Side, TournamentStatus, VariantName};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};
use crate::service::tournaments::access::ensure_organizer;
use crate::service::tournaments::queries::{self, Summary};
use crate::service::tournaments::{audit, load, progress};

/// Starts a tournament at its organizer's (or an admin's) request: numbers the players by
/// rating, fixes the number of rounds of a round robin, and pairs the first round (all rounds
/// for a round robin played all at once).
pub async fn start(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Summary> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        ensure_organizer(&t, caller)?;
        start_locked(conn, Some(caller.id), t, now).await
    })
    .await?;
    queries::summary_of(conn, id).await
}

async fn start_locked(
    conn: &mut AsyncPgConnection,
    actor: Option<i64>,
    t: TournamentRow,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    if t.status != TournamentStatus::Registration {
        return Err(ServiceError::Conflict(Message::new("tournament-started")));
    }
    let id = t.id;
    // Ratings as they stand at the start, in the tournament's variant (the initial rating for
    // a player who has not played it rated).
    let variant = t.settings.variant;
    if variant == VariantName::Camelot {
        let rating = users::table
            .filter(users::id.eq(tournament_players::user_id))
            .select(users::rating_centi)
            .single_value()
            .assume_not_null();
        diesel::update(tournament_players::table.filter(tournament_players::tournament_id.eq(id)))
            .set(tournament_players::rating_centi.eq(rating))
            .execute(conn)
            .await?;
    } else {
        let rating = user_ratings::table
            .filter(user_ratings::user_id.eq(tournament_players::user_id))
            .filter(user_ratings::variant.eq(variant))
            .select(user_ratings::rating_centi)
            .single_value();
        let initial = i64::from(camelot_rating::INITIAL_RATING) * 100;
        diesel::update(tournament_players::table.filter(tournament_players::tournament_id.eq(id)))
            .set(tournament_players::rating_centi.eq(coalesce_bigint(rating, initial)))
            .execute(conn)
            .await?;
    }
    let l = load::load_with(conn, t).await?;
    let n = l.entrants.len();
    let rounds = if l.is_swiss() {
        let r = l.t.settings.rounds.unwrap_or(0);
        if (r as usize) + 1 >= n {
            return Err(ServiceError::Conflict(
                Message::new("swiss-too-few-players")
                    .arg("players", n)
                    .arg("rounds", r),
            ));
        }
        r
    } else {
        if n < MIN_ROUND_ROBIN_PLAYERS {
            return Err(ServiceError::Conflict(
                Message::new("round-robin-too-few")
                    .arg("min", MIN_ROUND_ROBIN_PLAYERS)
                    .arg("players", n),
            ));
        }
        if n > MAX_ROUND_ROBIN_PLAYERS {
            return Err(ServiceError::Conflict(
                Message::new("round-robin-too-many")
                    .arg("max", MAX_ROUND_ROBIN_PLAYERS)
                    .arg("players", n),
            ));
        }
        let table = (n + n % 2) as i32;
        (table - 1)
            * if l.t.settings.double_round_robin {
                2
            } else {
                1
            }
    };
    number_by_rating(conn, &l).await?;
    let colour = if rand::random::<bool>() {
        Side::White
    } else {
        Side::Black
    };
    diesel::update(tournaments::table.find(id))
        .set((
            tournaments::status.eq(TournamentStatus::Running),
            tournaments::started_at.eq(now),
            tournaments::rounds.eq(rounds),
            tournaments::initial_colour.eq(colour.as_str()),
        ))
        .execute(conn)
        .await?;
    audit::record(
        conn,
        id,
        actor,
        AuditAction::Start,
        json!({"players": n, "rounds": rounds, "initial_colour": colour.as_str()}),
        now,
    )
    .await?;
    let news: Vec<NewEvent> = l
        .entrants
        .iter()
        .map(|(e, _)| {
            NewEvent::new(
                e.user_id,
                EventData::TournamentStarted {
                    tournament_id: id,
                    tournament: l.t.settings.name.clone(),
                    rounds,
                },
            )
        })
        .collect();
    events::append(conn, &news, now).await?;
    let t = load::row(conn, id).await?;
    let l = load::load_with(conn, t).await?;
    if l.t.settings.schedule == Schedule::AllAtOnce {
        for r in 1..=rounds {
            progress::pair_round(conn, &l, r, now).await?;
        }
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    } else {
        progress::pair_round(conn, &l, 1, now).await?;
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    }
}

/// Starts tournaments whose `starts_at` has come, when enough players joined (several
/// processes may run this: rows are claimed with `SKIP LOCKED`).
pub async fn start_due(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ServiceResult<usize> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let due: Vec<TournamentRow> = tournaments::table
            .filter(tournaments::status.eq(TournamentStatus::Registration))
            .filter(tournaments::starts_at.le(now))
            .select(TournamentRow::as_select())
            .for_update()
            .skip_locked()
            .load(conn)
            .await?;
        let mut started = 0;
        for t in due {
            let id = t.id;
            // A failed start (too few players) must not undo the others: use a savepoint.
            let attempt = conn
                .transaction::<_, ServiceError, _>(async move |conn| {
                    start_locked(conn, None, t, now).await
                })
                .await;
            match attempt {
                Ok(()) => started += 1,
                Err(e) => {
                    tracing::info!(tournament = id, reason = %e, "scheduled start postponed");
                }
            }
        }
        Ok(started)
    })
    .await
}
