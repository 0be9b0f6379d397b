//! The audit log: every organizer action, and what the system decided on its own.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::Value;

use crate::db::schema::tournament_audit;
use crate::domain::AuditAction;
use crate::service::error::ServiceResult;

/// Records an action (`actor` = None for the system).
pub async fn record(
    conn: &mut AsyncPgConnection,
    tournament: i64,
    actor: Option<i64>,
    action: AuditAction,
    data: Value,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    diesel::insert_into(tournament_audit::table)
        .values((
            tournament_audit::tournament_id.eq(tournament),
            tournament_audit::actor_id.eq(actor),
            tournament_audit::action.eq(action),
            tournament_audit::data.eq(data),
            tournament_audit::created_at.eq(now),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// One audit entry with the actor's name.
#[derive(Debug, Clone)]
pub struct AuditEntry {
    pub id: i64,
    pub actor: Option<String>,
    pub action: AuditAction,
    pub data: Value,
    pub created_at: DateTime<Utc>,
}

/// Entries after `after`, oldest first (`limit + 1` rows, for pagination).
pub async fn list(
    conn: &mut AsyncPgConnection,
    tournament: i64,
    after: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<AuditEntry>> {
    use crate::db::schema::users;
    let mut q = tournament_audit::table
        .left_join(users::table.on(users::id.nullable().eq(tournament_audit::actor_id)))
        .filter(tournament_audit::tournament_id.eq(tournament))
        .into_boxed();
    if let Some(a) = after {
        q = q.filter(tournament_audit::id.gt(a));
    }
    type Row = (i64, Option<String>, AuditAction, Value, DateTime<Utc>);
    let rows: Vec<Row> = q
        .order(tournament_audit::id.asc())
        .limit(i64::from(limit) + 1)
        .select((
            tournament_audit::id,
            users::username.nullable(),
            tournament_audit::action,
            tournament_audit::data,
            tournament_audit::created_at,
        ))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, actor, action, data, created_at)| AuditEntry {
            id,
            actor,
            action,
            data,
            created_at,
        })
        .collect())
}
