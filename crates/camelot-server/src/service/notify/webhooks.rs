//! Webhooks: endpoints a user registers to hear of their events, signed per the Standard
//! Webhooks specification (see [`super::sender`]).
//!
//! Safety: in production (`CAMELOT_ENV=production`) only `https` URLs are accepted, and a URL
//! whose host is or resolves to a loopback, private, link-local, metadata or otherwise
//! non-public address is refused — at registration, and again at every delivery (where the
//! address connected to is the one checked; see `sender`). In development `http` and loopback
//! are allowed, so a local receiver works.

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use rand::RngCore;
use url::Url;

use super::outbox::{LEASE, Leased, PING};
pub use super::sender::public_address;
use crate::db::schema::{deliveries, webhooks};
use crate::domain::{DeliveryChannel, DeliveryStatus};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::EventKind;

/// The most webhooks a user may have.
pub const MAX_WEBHOOKS: i64 = 10;
/// The longest URL accepted.
pub const MAX_URL: usize = 2048;

/// A registered webhook (never its secret, after creation).
#[derive(Debug, Clone)]
pub struct Webhook {
    pub id: i64,
    pub url: String,
    pub events: Vec<EventKind>,
    pub created_at: DateTime<Utc>,
    pub failing_since: Option<DateTime<Utc>>,
    pub disabled_at: Option<DateTime<Utc>>,
}

type Row = (
    i64,
    String,
    Vec<String>,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
    Option<DateTime<Utc>>,
);

fn webhook(
    (id, url, events, created_at, failing_since, disabled_at): Row,
) -> ServiceResult<Webhook> {
    Ok(Webhook {
        id,
        url,
        events: EventKind::parse_stored(&events).map_err(ServiceError::internal)?,
        created_at,
        failing_since,
        disabled_at,
    })
}

macro_rules! webhook_select {
    () => {
        (
            webhooks::id,
            webhooks::url,
            webhooks::events,
            webhooks::created_at,
            webhooks::failing_since,
            webhooks::disabled_at,
        )
    };
}

/// Checks a webhook URL: its form always, and in production its scheme and the addresses its
/// host resolves to now.
pub async fn check_url(text: &str, production: bool) -> Result<Url, Message> {
    if text.len() > MAX_URL {
        return Err(Message::new("text-too-long").arg("max", MAX_URL));
    }
    let url = Url::parse(text)
        .map_err(|e| Message::new("webhook-url-invalid").arg("error", e.to_string()))?;
    match url.scheme() {
        "https" => {}
        "http" if !production => {}
        "http" => return Err(Message::new("webhook-url-https")),
        _ => return Err(Message::new("webhook-url-scheme")),
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Message::new("webhook-url-credentials"));
    }
    let host = url
        .host_str()
        .ok_or_else(|| Message::new("webhook-url-no-host"))?
        .to_owned();
    let unresolved = || Message::new("webhook-host-unresolved").arg("host", host.as_str());
    if production {
        let port = url.port_or_known_default().unwrap_or(443);
        let addresses: Vec<IpAddr> = tokio::net::lookup_host((host.trim_matches(['[', ']']), port))
            .await
            .map_err(|_| unresolved())?
            .map(|a| a.ip())
            .collect();
        if addresses.is_empty() {
            return Err(unresolved());
        }
        if let Some(bad) = addresses.iter().find(|ip| !public_address(**ip)) {
            return Err(Message::new("webhook-address-refused").arg("address", bad.to_string()));
        }
    }
    Ok(url)
}

/// A new signing key: 24 random bytes; the secret shown to its owner is `whsec_` + base64.
pub fn new_secret() -> (Vec<u8>, String) {
    let mut key = vec![0u8; 24];
    rand::rng().fill_bytes(&mut key);
    let shown = format!("whsec_{}", STANDARD.encode(&key));
    (key, shown)
}

/// Registers a webhook; returns it with its secret (shown once).
pub async fn create(
    conn: &mut AsyncPgConnection,
    user: i64,
    url: &str,
    events: &[EventKind],
    production: bool,
    now: DateTime<Utc>,
) -> ServiceResult<(Webhook, String)> {
    let url = check_url(url.trim(), production)
        .await
        .map_err(|m| ServiceError::invalid_field("url", m))?;
    if events.is_empty() {
        return Err(ServiceError::invalid_field(
            "events",
            Message::new("webhook-events-empty"),
        ));
    }
    let mut kinds: Vec<String> = events.iter().map(|e| e.as_str().to_owned()).collect();
    kinds.sort();
    kinds.dedup();
    let (key, secret) = new_secret();
    let url = url.to_string();
    let row: Row = conn
        .transaction::<_, ServiceError, _>(async move |conn| {
            let held: i64 = webhooks::table
                .filter(webhooks::user_id.eq(user))
                .filter(webhooks::deleted_at.is_null())
                .count()
                .get_result(conn)
                .await?;
            if held >= MAX_WEBHOOKS {
                return Err(ServiceError::Conflict(
                    Message::new("webhooks-full").arg("max", MAX_WEBHOOKS),
                ));
            }
            Ok(diesel::insert_into(webhooks::table)
                .values((
                    webhooks::user_id.eq(user),
                    webhooks::url.eq(&url),
                    webhooks::secret.eq(&key),
                    webhooks::events.eq(&kinds),
                    webhooks::created_at.eq(now),
                ))
                .returning(webhook_select!())
                .get_result(conn)
                .await?)
        })
        .await?;
    Ok((webhook(row)?, secret))
}

/// The user's webhooks, oldest first.
pub async fn list(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<Vec<Webhook>> {
    let rows: Vec<Row> = webhooks::table
        .filter(webhooks::user_id.eq(user))
        .filter(webhooks::deleted_at.is_null())
        .order(webhooks::id)
        .select(webhook_select!())
        .load(conn)
        .await?;
    rows.into_iter().map(webhook).collect()
}

/// One of the user's webhooks, or 404.
pub async fn get(conn: &mut AsyncPgConnection, user: i64, id: i64) -> ServiceResult<Webhook> {
    let row: Option<Row> = webhooks::table
        .filter(webhooks::id.eq(id))
        .filter(webhooks::user_id.eq(user))
        .filter(webhooks::deleted_at.is_null())
        .select(webhook_select!())
        .first(conn)
        .await
        .optional()?;
    row.map(webhook)
        .ok_or_else(|| ServiceError::NotFound(Message::new("no-such-webhook").arg("webhook", id)))?
}

/// Removes a webhook; what it had not delivered yet is abandoned.
pub async fn delete(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let n = diesel::update(
            webhooks::table
                .filter(webhooks::id.eq(id))
                .filter(webhooks::user_id.eq(user))
                .filter(webhooks::deleted_at.is_null()),
        )
        .set(webhooks::deleted_at.eq(now))
        .execute(conn)
        .await?;
        if n == 0 {
            return Err(ServiceError::NotFound(
                Message::new("no-such-webhook").arg("webhook", id),
            ));
        }
        diesel::update(
            deliveries::table
                .filter(deliveries::webhook_id.eq(id))
                .filter(deliveries::status.eq(DeliveryStatus::Pending)),
        )
        .set((
            deliveries::status.eq(DeliveryStatus::Abandoned),
            deliveries::last_error.eq("the webhook was removed"),
        ))
        .execute(conn)
        .await?;
        Ok(())
    })
    .await
}

/// A delivery as its owner sees it.
#[derive(Debug, Clone, Queryable)]
pub struct DeliveryInfo {
    pub id: i64,
    pub event_id: Option<i64>,
    pub kind: String,
    pub status: DeliveryStatus,
    pub attempts: i32,
    pub next_attempt_at: DateTime<Utc>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    pub last_status_code: Option<i32>,
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

/// A webhook's deliveries, newest first, before the given id (`limit + 1` rows).
pub async fn deliveries_of(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    before: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<DeliveryInfo>> {
    get(conn, user, id).await?;
    let mut q = deliveries::table
        .filter(deliveries::webhook_id.eq(id))
        .into_boxed();
    if let Some(b) = before {
        q = q.filter(deliveries::id.lt(b));
    }
    Ok(q.order(deliveries::id.desc())
        .limit(i64::from(limit) + 1)
        .select((
            deliveries::id,
            deliveries::event_id,
            deliveries::kind,
            deliveries::status,
            deliveries::attempts,
            deliveries::next_attempt_at,
            deliveries::last_attempt_at,
            deliveries::last_status_code,
            deliveries::last_error,
            deliveries::created_at,
            deliveries::delivered_at,
        ))
        .load(conn)
        .await?)
}

/// One delivery of a webhook.
pub async fn delivery(
    conn: &mut AsyncPgConnection,
    user: i64,
    hook: i64,
    id: i64,
) -> ServiceResult<DeliveryInfo> {
    deliveries_of(conn, user, hook, Some(id + 1), 1)
        .await?
        .into_iter()
        .find(|d| d.id == id)
        .ok_or_else(|| ServiceError::NotFound(Message::new("no-such-delivery").arg("delivery", id)))
}

/// Queues a test message (`ping`) to one of the user's webhooks and leases it at once, for the
/// caller to send.
pub async fn queue_ping(
    conn: &mut AsyncPgConnection,
    user: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<Leased> {
    let hook = get(conn, user, id).await?;
    if hook.disabled_at.is_some() {
        return Err(ServiceError::Conflict(Message::new("webhook-disabled")));
    }
    let data =
        serde_json::json!({"webhook_id": id, "message": "A test message from Camelot Server."});
    let row: (i64, DateTime<Utc>) = diesel::insert_into(deliveries::table)
        .values((
            deliveries::user_id.eq(user),
            deliveries::kind.eq(PING),
            deliveries::data.eq(&data),
            deliveries::channel.eq(DeliveryChannel::Webhook),
            deliveries::webhook_id.eq(id),
            deliveries::next_attempt_at.eq(now),
            deliveries::leased_until.eq(now + LEASE),
            deliveries::created_at.eq(now),
        ))
        .returning((deliveries::id, deliveries::created_at))
        .get_result(conn)
        .await?;
    Ok(Leased {
        id: row.0,
        user_id: user,
        event_id: None,
        kind: PING.to_owned(),
        data,
        channel: DeliveryChannel::Webhook,
        webhook_id: Some(id),
        attempts: 0,
        created_at: row.1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse()
            .unwrap_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED))
    }

    #[test]
    fn only_public_addresses_are_called_in_production() {
        for bad in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00:ec2::254",
            "fe80::1",
            "::ffff:127.0.0.1",
            "64:ff9b::a00:1",
        ] {
            assert!(!public_address(ip(bad)), "{bad}");
        }
        for good in ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"] {
            assert!(public_address(ip(good)), "{good}");
        }
    }

    #[tokio::test]
    async fn urls_are_checked_by_mode() {
        assert!(check_url("http://127.0.0.1:9/hook", false).await.is_ok());
        assert!(check_url("http://127.0.0.1:9/hook", true).await.is_err());
        assert!(check_url("https://127.0.0.1/hook", true).await.is_err());
        assert!(check_url("https://[::1]/hook", true).await.is_err());
        assert!(check_url("ftp://example.org/", false).await.is_err());
        assert!(
            check_url("https://user:pw@example.org/", false)
                .await
                .is_err()
        );
        assert!(check_url("not a url", false).await.is_err());
    }
}
