//! Setting tournaments up, one job per file: what an organizer asks for and how it is checked
//! ([`draft`]), players joining and leaving before the start ([`entries`]), their pairing
//! numbers ([`numbering`]) and the start itself ([`start`]); creating a tournament is here.
//!
//! Every change takes the tournament's row lock first (`load::lock`), so joins, leaves and the
//! start of one tournament are decided one at a time, by the database, on every replica.

mod draft;
mod entries;
mod numbering;
mod start;

pub use draft::{
    Draft, MAX_ROUND_ROBIN_PLAYERS, MIN_ROUND_ROBIN_PLAYERS, default_tiebreaks, validate,
};
pub use entries::{join, leave};
pub use start::{start, start_due};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use super::audit;
use super::queries::Summary;
use crate::auth::{AuthUser, Role};
use crate::db::models::{NewTournament, TournamentRow};
use crate::db::schema::tournaments;
use crate::domain::AuditAction;
use crate::service::error::ServiceResult;

/// Creates a tournament (organizers and admins).
pub async fn create(
    conn: &mut AsyncPgConnection,
    organizer: &AuthUser,
    draft: Draft,
    now: DateTime<Utc>,
) -> ServiceResult<Summary> {
    organizer.require(Role::Organizer)?;
    let settings = validate(draft, now)?;
    let row: TournamentRow = diesel::insert_into(tournaments::table)
        .values(NewTournament {
            organizer_id: organizer.id,
            settings,
            created_at: now,
        })
        .returning(TournamentRow::as_returning())
        .get_result(conn)
        .await?;
    let data = json!({"name": row.settings.name, "system": row.settings.system.as_str()});
    audit::record(
        conn,
        row.id,
        Some(organizer.id),
        AuditAction::Create,
        data,
        now,
    )
    .await?;
    Ok(Summary {
        row,
        organizer: organizer.username.clone(),
        players: 0,
    })
}
