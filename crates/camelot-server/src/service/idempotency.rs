//! Stored responses of idempotent requests are kept for a day.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::schema::idempotency_keys;
use crate::service::error::ServiceResult;

/// How long a retry with the same `Idempotency-Key` gets the original response.
pub const RETENTION_HOURS: i64 = 24;

pub async fn prune(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ServiceResult<usize> {
    Ok(diesel::delete(
        idempotency_keys::table
            .filter(idempotency_keys::created_at.lt(now - Duration::hours(RETENTION_HOURS))),
    )
    .execute(conn)
    .await?)
}
