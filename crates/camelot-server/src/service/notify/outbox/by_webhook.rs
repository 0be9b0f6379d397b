//! Sending a delivery to its webhook: a signed Standard Webhooks request, unless the webhook
//! was removed or disabled meanwhile.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde_json::json;

use super::{Leased, Outbox, Outcome};
use crate::db::DbPool;
use crate::db::schema::webhooks;
use crate::service::error::ServiceResult;

/// The JSON body of a webhook message.
pub fn webhook_body(d: &Leased) -> String {
    let mut data = d.data.clone();
    if let (Some(obj), Some(id)) = (data.as_object_mut(), d.event_id) {
        obj.insert("event_id".into(), json!(id));
    }
    json!({"type": d.kind, "timestamp": d.created_at, "data": data}).to_string()
}

/// Sends `d` to its webhook.
pub(super) async fn send(
    pool: &DbPool,
    outbox: &Outbox,
    d: &Leased,
    now: DateTime<Utc>,
) -> ServiceResult<Outcome> {
    let hook: Option<(String, Vec<u8>, bool)> = {
        let mut conn = pool.get().await?;
        webhooks::table
            .filter(webhooks::id.eq(d.webhook_id.unwrap_or(0)))
            .select((
                webhooks::url,
                webhooks::secret,
                webhooks::deleted_at
                    .is_null()
                    .and(webhooks::disabled_at.is_null()),
            ))
            .first(&mut conn)
            .await
            .optional()?
    };
    let Some((url, key, live)) = hook.filter(|h| h.2) else {
        return Ok(Outcome::Abandoned(
            "the webhook was removed or disabled".into(),
        ));
    };
    let _ = live;
    let attempt = outbox
        .webhooks
        .send(
            &url,
            &key,
            &format!("msg_{}", d.id),
            now.timestamp(),
            webhook_body(d),
        )
        .await;
    Ok(if attempt.delivered() {
        Outcome::Delivered(attempt)
    } else {
        Outcome::Failed(attempt)
    })
}
