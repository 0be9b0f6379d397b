//! Recording how an attempt went: every attempt is kept (`delivery_attempts`), a failure is
//! retried on a growing schedule with jitter until the schedule is spent, and a webhook failing
//! for too long is disabled, its pending deliveries abandoned and its owner told.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use rand::Rng;

use super::{Leased, Outbox, Outcome, ok};
use crate::db::coalesce_timestamp;
use crate::db::schema::{deliveries, delivery_attempts, webhooks};
use crate::domain::DeliveryStatus;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};

/// The wait before retry number `n` (1 for the first), with jitter (80–100 % of the step), or
/// `None` once the schedule is spent.
fn retry_after(schedule: &[u64], n: usize) -> Option<Duration> {
    let step = *schedule.get(n.checked_sub(1)?)?;
    let factor: f64 = rand::rng().random_range(0.8..=1.0);
    let millis = (step as f64 * 1000.0 * factor) as i64;
    Some(Duration::milliseconds(millis.max(0)))
}

/// Records the outcome of one attempt at `d`, in one transaction.
pub(super) async fn record(
    conn: &mut AsyncPgConnection,
    outbox: &Outbox,
    d: &Leased,
    outcome: Outcome,
    elapsed_ms: i32,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let d = d.clone();
    let outbox = outbox.clone();
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let (attempt, delivered) = match &outcome {
            Outcome::Delivered(a) => (Some(a.clone()), true),
            Outcome::Failed(a) => (Some(a.clone()), false),
            Outcome::Later(at) => {
                diesel::update(deliveries::table.find(d.id))
                    .set((
                        deliveries::next_attempt_at.eq(at),
                        deliveries::leased_until.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(conn)
                    .await?;
                return Ok(());
            }
            Outcome::Abandoned(why) => {
                diesel::update(deliveries::table.find(d.id))
                    .set((
                        deliveries::status.eq(DeliveryStatus::Abandoned),
                        deliveries::last_error.eq(why),
                        deliveries::leased_until.eq(None::<DateTime<Utc>>),
                    ))
                    .execute(conn)
                    .await?;
                return Ok(());
            }
        };
        let attempt = attempt.unwrap_or_else(ok);
        let status_code = attempt.status.map(i32::from);
        diesel::insert_into(delivery_attempts::table)
            .values((
                delivery_attempts::delivery_id.eq(d.id),
                delivery_attempts::attempted_at.eq(now),
                delivery_attempts::status_code.eq(status_code),
                delivery_attempts::error.eq(&attempt.error),
                delivery_attempts::duration_ms.eq(elapsed_ms),
            ))
            .execute(conn)
            .await?;
        let attempts = d.attempts + 1;
        if delivered {
            diesel::update(deliveries::table.find(d.id))
                .set((
                    deliveries::status.eq(DeliveryStatus::Delivered),
                    deliveries::attempts.eq(attempts),
                    deliveries::last_attempt_at.eq(now),
                    deliveries::last_status_code.eq(status_code),
                    deliveries::last_error.eq(None::<String>),
                    deliveries::delivered_at.eq(now),
                    deliveries::leased_until.eq(None::<DateTime<Utc>>),
                ))
                .execute(conn)
                .await?;
            if let Some(hook) = d.webhook_id {
                diesel::update(webhooks::table.find(hook))
                    .set(webhooks::failing_since.eq(None::<DateTime<Utc>>))
                    .execute(conn)
                    .await?;
            }
            return Ok(());
        }
        let next = retry_after(
            &outbox.retry,
            usize::try_from(attempts).unwrap_or(usize::MAX),
        );
        diesel::update(deliveries::table.find(d.id))
            .set((
                deliveries::status.eq(if next.is_some() {
                    DeliveryStatus::Pending
                } else {
                    DeliveryStatus::Failed
                }),
                deliveries::attempts.eq(attempts),
                deliveries::last_attempt_at.eq(now),
                deliveries::last_status_code.eq(status_code),
                deliveries::last_error.eq(&attempt.error),
                deliveries::next_attempt_at.eq(now + next.unwrap_or_default()),
                deliveries::leased_until.eq(None::<DateTime<Utc>>),
            ))
            .execute(conn)
            .await?;
        if let Some(hook) = d.webhook_id {
            failing(conn, &outbox, hook, d.user_id, now).await?;
        }
        Ok(())
    })
    .await
}

/// Notes a webhook's failure; one failing for too long is disabled, what it had not delivered is
/// abandoned, and its owner is told.
async fn failing(
    conn: &mut AsyncPgConnection,
    outbox: &Outbox,
    hook: i64,
    owner: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let (since, url): (DateTime<Utc>, String) = diesel::update(webhooks::table.find(hook))
        .set(
            webhooks::failing_since.eq(coalesce_timestamp(webhooks::failing_since, now).nullable()),
        )
        .returning((webhooks::failing_since.assume_not_null(), webhooks::url))
        .get_result(conn)
        .await?;
    if now - since < outbox.disable_after {
        return Ok(());
    }
    let disabled = diesel::update(
        webhooks::table
            .find(hook)
            .filter(webhooks::disabled_at.is_null()),
    )
    .set(webhooks::disabled_at.eq(now))
    .execute(conn)
    .await?;
    if disabled == 0 {
        return Ok(());
    }
    diesel::update(
        deliveries::table
            .filter(deliveries::webhook_id.eq(hook))
            .filter(deliveries::status.eq(DeliveryStatus::Pending)),
    )
    .set((
        deliveries::status.eq(DeliveryStatus::Abandoned),
        deliveries::last_error.eq("the webhook was disabled after failing for too long"),
    ))
    .execute(conn)
    .await?;
    tracing::warn!(webhook = hook, %url, "webhook disabled after failing since {since}");
    let told = EventData::WebhookDisabled {
        webhook_id: hook,
        url,
        failing_since: since,
    };
    events::append(conn, &[NewEvent::new(owner, told)], now).await
}
