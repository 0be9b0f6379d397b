//! Joining a tournament (before its start, or late into a Swiss) and leaving it before the
//! start; after the start a player withdraws instead (`super::super::actions`).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use super::numbering::{number_by_rating, set_number};
use crate::db::models::Entrant;
use crate::db::schema::tournament_players;
use crate::domain::{AuditAction, TournamentStatus};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::tournaments::audit;
use crate::service::tournaments::load::{self, Loaded};
use crate::service::tournaments::queries::{self, Summary};

fn active_count(l: &Loaded) -> usize {
    l.entrants
        .iter()
        .filter(|(e, _)| e.withdrawn_at.is_none())
        .count()
}

/// Joins a tournament: before it starts, or late (a Swiss, until its late-entry round; the
/// rounds already paired count as zero-point byes).
pub async fn join(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Summary> {
    join_locked(conn, user, id, now).await?;
    queries::summary_of(conn, id).await
}

async fn join_locked(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        let l = load::load_with(conn, t).await?;
        if l.entrant(user).is_some() {
            return Err(ServiceError::Conflict(Message::new(
                "tournament-already-in",
            )));
        }
        let paired = l.rounds_paired();
        let late = l.t.status == TournamentStatus::Running
            && l.is_swiss()
            && paired < l.t.settings.late_join_until_round;
        if l.t.status != TournamentStatus::Registration && !late {
            return Err(ServiceError::Conflict(match l.t.status {
                TournamentStatus::Running => Message::new("tournament-entries-closed"),
                _ => Message::new("tournament-over"),
            }));
        }
        if l.t
            .settings
            .max_players
            .is_some_and(|m| active_count(&l) >= m as usize)
        {
            return Err(ServiceError::Conflict(Message::new("tournament-full")));
        }
        let rating = crate::service::ratings::current(conn, &[user], l.t.settings.variant)
            .await?
            .into_iter()
            .next()
            .map(|(_, rating)| rating)
            .ok_or_else(|| ServiceError::NotFound(Message::new("account-gone")))?;
        diesel::insert_into(tournament_players::table)
            .values(Entrant {
                tournament_id: id,
                user_id: user,
                pairing_number: None,
                rating_centi: rating,
                joined_at: now,
                first_round: if late { paired + 1 } else { 1 },
                withdrawn_at: None,
                withdrawn_after_round: None,
                results_struck: false,
            })
            .execute(conn)
            .await?;
        if late {
            // Pairing numbers follow ratings until round 4 is paired (C.04.2); later entries
            // are numbered after everyone else.
            let l = load::load_with(conn, l.t).await?;
            if paired < 4 {
                number_by_rating(conn, &l).await?;
            } else {
                let next = l
                    .entrants
                    .iter()
                    .filter_map(|(e, _)| e.pairing_number)
                    .max()
                    .unwrap_or(0)
                    + 1;
                set_number(conn, id, user, next).await?;
            }
            audit::record(
                conn,
                id,
                Some(user),
                AuditAction::LateJoin,
                json!({"first_round": paired + 1}),
                now,
            )
            .await?;
        }
        Ok(())
    })
    .await
}

/// Leaves a tournament that has not started (after the start, withdraw instead).
pub async fn leave(conn: &mut AsyncPgConnection, user: i64, id: i64) -> ServiceResult<Summary> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        if t.status != TournamentStatus::Registration {
            return Err(ServiceError::Conflict(Message::new(
                "tournament-leave-started",
            )));
        }
        let n = diesel::delete(tournament_players::table.find((id, user)))
            .execute(conn)
            .await?;
        if n == 0 {
            return Err(ServiceError::Conflict(Message::new("tournament-not-in")));
        }
        Ok(())
    })
    .await?;
    queries::summary_of(conn, id).await
}
