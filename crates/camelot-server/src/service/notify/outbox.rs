//! The delivery workers: they take due deliveries from the outbox (`deliveries`), send them, and
//! record every attempt, on any number of replicas.
//!
//! A worker leases a batch with one statement (`FOR UPDATE SKIP LOCKED`, then a lease of
//! [`LEASE`]), sends outside any transaction (a slow receiver holds no lock), and writes the
//! outcome. A worker that dies mid-send lets its lease run out, and the delivery is sent again:
//! so a crash can, rarely, deliver a message twice, which its id (the same on every attempt)
//! lets a receiver notice. Failures are retried on a growing schedule with jitter
//! (`DELIVERY_RETRY_SECONDS`); a webhook failing for `WEBHOOK_DISABLE_AFTER_HOURS` is disabled
//! and its owner told.

use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Jsonb, Nullable, Text, Timestamptz};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use rand::Rng;
use serde_json::{Value, json};

use super::email::{self, VERIFICATION};
use super::mail::{self, Mailer, Waiting};
use super::sender::{Attempt, WebhookClient};
use crate::db::DbPool;
use crate::db::schema::{deliveries, delivery_attempts, games, users, webhooks};
use crate::domain::Language;
use crate::domain::{Colour, DeliveryChannel, DeliveryStatus, GameStatus};
use crate::error::{ApiError, ApiResult};
use crate::service::events::{self, EventData, EventKind, NewEvent};

/// How long a worker holds a delivery it is sending.
pub const LEASE: Duration = Duration::seconds(60);
/// Deliveries leased per statement.
const BATCH: i64 = 20;
/// The kind of a webhook's test message.
pub const PING: &str = "ping";

/// What the workers need.
#[derive(Debug, Clone)]
pub struct Outbox {
    pub mailer: Option<Mailer>,
    pub webhooks: WebhookClient,
    /// Waits before each retry, in seconds.
    pub retry: Vec<u64>,
    pub disable_after: Duration,
    pub digest: Duration,
    /// The base URL of links in messages.
    pub base_url: String,
    /// The server secret unsubscribe links are derived from.
    pub secret: String,
}

/// A leased delivery.
#[derive(Debug, Clone, QueryableByName)]
pub struct Leased {
    #[diesel(sql_type = BigInt)]
    pub id: i64,
    #[diesel(sql_type = BigInt)]
    pub user_id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub event_id: Option<i64>,
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Jsonb)]
    pub data: Value,
    #[diesel(sql_type = Text)]
    pub channel: DeliveryChannel,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub webhook_id: Option<i64>,
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
}

/// How a delivery ended this time.
#[derive(Debug)]
enum Outcome {
    Delivered(Attempt),
    Failed(Attempt),
    /// Not attempted now: due again then (the digest waits for its interval).
    Later(DateTime<Utc>),
    /// Nothing to send any more (a removed webhook, e-mail turned off...).
    Abandoned(String),
}

/// One pass: sends every due delivery. Returns how many were looked at.
pub async fn run_once(pool: &DbPool, outbox: &Outbox, now: DateTime<Utc>) -> ApiResult<usize> {
    let mut done = 0;
    loop {
        let batch = {
            let mut conn = pool.get().await?;
            lease(&mut conn, now).await?
        };
        if batch.is_empty() {
            return Ok(done);
        }
        done += batch.len();
        for d in batch {
            deliver(pool, outbox, d, now).await?;
        }
    }
}

/// Leases a batch of due deliveries. `'pending'` is written out rather than bound (it is
/// [`DeliveryStatus::Pending`], see the test) so that the planner can use the partial index
/// `deliveries_due_idx`, whose predicate it is.
async fn lease(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ApiResult<Vec<Leased>> {
    Ok(diesel::sql_query(LEASE_SQL)
        .bind::<Timestamptz, _>(now)
        .bind::<BigInt, _>(BATCH)
        .load(conn)
        .await?)
}

/// The statement of [`lease`].
const LEASE_SQL: &str = "UPDATE deliveries d SET leased_until = $1 + interval '60 seconds' \
          WHERE d.id IN (SELECT id FROM deliveries \
                          WHERE status = 'pending' AND next_attempt_at <= $1 \
                            AND (leased_until IS NULL OR leased_until <= $1) \
                          ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) \
         RETURNING d.id, d.user_id, d.event_id, d.kind, d.data, d.channel, d.webhook_id, \
                   d.attempts, d.created_at";

/// Sends one leased delivery and records what happened.
pub async fn deliver(
    pool: &DbPool,
    outbox: &Outbox,
    d: Leased,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let started = std::time::Instant::now();
    let outcome = match d.channel {
        DeliveryChannel::Webhook => send_webhook(pool, outbox, &d, now).await?,
        DeliveryChannel::Email => send_email(pool, outbox, &d, now).await?,
    };
    let elapsed = i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX);
    let mut conn = pool.get().await?;
    record(&mut conn, outbox, &d, outcome, elapsed, now).await
}

/// The JSON body of a webhook message.
pub fn webhook_body(d: &Leased) -> String {
    let mut data = d.data.clone();
    if let (Some(obj), Some(id)) = (data.as_object_mut(), d.event_id) {
        obj.insert("event_id".into(), json!(id));
    }
    json!({"type": d.kind, "timestamp": d.created_at, "data": data}).to_string()
}

async fn send_webhook(
    pool: &DbPool,
    outbox: &Outbox,
    d: &Leased,
    now: DateTime<Utc>,
) -> ApiResult<Outcome> {
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

fn failed(error: String) -> Outcome {
    Outcome::Failed(Attempt {
        status: None,
        error: Some(error),
    })
}

async fn send_email(
    pool: &DbPool,
    outbox: &Outbox,
    d: &Leased,
    now: DateTime<Utc>,
) -> ApiResult<Outcome> {
    let Some(mailer) = &outbox.mailer else {
        return Ok(Outcome::Abandoned("e-mail is off on this server".into()));
    };
    let mut conn = pool.get().await?;
    let account: Option<(String, Option<String>, Option<Language>)> = users::table
        .find(d.user_id)
        .filter(users::deleted_at.is_null())
        .select((users::username, users::email, users::language))
        .first(&mut conn)
        .await
        .optional()?;
    let Some((username, email, language)) = account else {
        return Ok(Outcome::Abandoned("the account was deleted".into()));
    };
    // The recipient's saved language, read at sending time (English when none).
    let lang = language.unwrap_or_default();
    if d.kind == VERIFICATION {
        let (Some(address), Some(link)) = (d.data["address"].as_str(), d.data["link"].as_str())
        else {
            return Ok(Outcome::Abandoned(
                "the verification message lacks its address or link".into(),
            ));
        };
        let (address, link) = (address.to_owned(), link.to_owned());
        drop(conn);
        return Ok(
            match mailer
                .send(&address, mail::verification(lang, &username, &link), d.id)
                .await
            {
                Ok(()) => Outcome::Delivered(ok()),
                Err(e) => failed(e),
            },
        );
    }
    let Some(to) = email else {
        return Ok(Outcome::Abandoned(
            "the account has no verified address".into(),
        ));
    };
    let unsubscribe = email::unsubscribe_url(&outbox.base_url, &outbox.secret, d.user_id);
    let letter = match EventKind::parse(&d.kind) {
        Some(EventKind::OpponentMoved) => {
            // The digest: at most one per user per interval, listing every game waiting.
            let slot: Option<Option<DateTime<Utc>>> = diesel::sql_query(
                "UPDATE users u SET last_digest_at = $2 FROM (SELECT last_digest_at AS before \
                   FROM users WHERE id = $1 FOR UPDATE) p \
                  WHERE u.id = $1 AND (p.before IS NULL OR p.before <= $2 - $3 * interval '1 second') \
                 RETURNING p.before",
            )
            .bind::<BigInt, _>(d.user_id)
            .bind::<Timestamptz, _>(now)
            .bind::<BigInt, _>(outbox.digest.num_seconds())
            .get_result::<Before>(&mut conn)
            .await
            .optional()?
            .map(|b| b.before);
            let Some(before) = slot else {
                let last: Option<DateTime<Utc>> = users::table
                    .find(d.user_id)
                    .select(users::last_digest_at)
                    .first(&mut conn)
                    .await?;
                return Ok(Outcome::Later(last.unwrap_or(now) + outbox.digest));
            };
            let waiting = waiting_games(&mut conn, d.user_id).await?;
            if waiting.is_empty() {
                restore_digest(&mut conn, d.user_id, before).await?;
                return Ok(Outcome::Delivered(Attempt {
                    status: None,
                    error: None,
                }));
            }
            let letter = mail::digest(lang, &username, &waiting, &outbox.base_url, unsubscribe);
            drop(conn);
            return Ok(match mailer.send(&to, letter, d.id).await {
                Ok(()) => {
                    let mut conn = pool.get().await?;
                    // One digest stands for every "your move" of the user until now.
                    diesel::update(
                        deliveries::table
                            .filter(deliveries::user_id.eq(d.user_id))
                            .filter(deliveries::channel.eq(DeliveryChannel::Email))
                            .filter(deliveries::kind.eq(EventKind::OpponentMoved.as_str()))
                            .filter(deliveries::status.eq(DeliveryStatus::Pending))
                            .filter(deliveries::created_at.le(now))
                            .filter(deliveries::id.ne(d.id)),
                    )
                    .set((
                        deliveries::status.eq(DeliveryStatus::Delivered),
                        deliveries::delivered_at.eq(now),
                        deliveries::last_error.eq("sent in the digest of another delivery"),
                    ))
                    .execute(&mut conn)
                    .await?;
                    Outcome::Delivered(ok())
                }
                Err(e) => {
                    let mut conn = pool.get().await?;
                    restore_digest(&mut conn, d.user_id, before).await?;
                    failed(e)
                }
            });
        }
        Some(EventKind::DeadlineWarning) => {
            let Some(game) = d.data["game_id"].as_i64() else {
                return Ok(Outcome::Abandoned(
                    "the deadline warning names no game".into(),
                ));
            };
            let deadline = d.data["deadline"]
                .as_str()
                .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
                .map(|t| t.with_timezone(&Utc))
                .unwrap_or(now);
            mail::deadline_warning(
                lang,
                &username,
                game,
                deadline,
                &outbox.base_url,
                unsubscribe,
            )
        }
        Some(kind) => {
            let event = stored_event(kind, &d.data);
            let seat = match &event {
                Some(EventData::GameEnded { game_id, .. }) => {
                    seat_of(&mut conn, d.user_id, *game_id).await?
                }
                _ => None,
            };
            mail::notice(
                lang,
                &username,
                event.as_ref(),
                seat.as_ref(),
                &outbox.base_url,
                unsubscribe,
            )
        }
        // A kind this server does not know (written by a newer one): a general notice.
        None => mail::notice(lang, &username, None, None, &outbox.base_url, unsubscribe),
    };
    drop(conn);
    Ok(match mailer.send(&to, letter, d.id).await {
        Ok(()) => Outcome::Delivered(ok()),
        Err(e) => failed(e),
    })
}

#[derive(QueryableByName)]
struct Failing {
    #[diesel(sql_type = Timestamptz)]
    since: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    url: String,
}

#[derive(QueryableByName)]
struct Before {
    #[diesel(sql_type = Nullable<Timestamptz>)]
    before: Option<DateTime<Utc>>,
}

async fn restore_digest(
    conn: &mut AsyncPgConnection,
    user: i64,
    before: Option<DateTime<Utc>>,
) -> ApiResult<()> {
    diesel::update(users::table.find(user))
        .set(users::last_digest_at.eq(before))
        .execute(conn)
        .await?;
    Ok(())
}

fn ok() -> Attempt {
    Attempt {
        status: None,
        error: None,
    }
}

/// A delivery's event as the events log wrote it, read back by its kind; `None` when the data
/// does not have that kind's shape.
fn stored_event(kind: EventKind, data: &Value) -> Option<EventData> {
    serde_json::from_value::<EventData>(json!({"kind": kind.as_str(), "data": data}))
        .ok()
        .filter(|e| e.kind() == kind)
}

/// The user's colour in a game and their opponent's name; `None` when the game or the
/// opponent is gone, or the user does not play in it.
async fn seat_of(
    conn: &mut AsyncPgConnection,
    user: i64,
    game: i64,
) -> ApiResult<Option<mail::Seat>> {
    let players: Option<(i64, i64)> = games::table
        .find(game)
        .select((games::white_id, games::black_id))
        .first(conn)
        .await
        .optional()?;
    let (colour, other) = match players {
        Some((white, black)) if white == user => (Colour::White, black),
        Some((white, black)) if black == user => (Colour::Black, white),
        _ => return Ok(None),
    };
    let opponent: Option<String> = users::table
        .find(other)
        .select(users::username)
        .first(conn)
        .await
        .optional()?;
    Ok(opponent.map(|opponent| mail::Seat { colour, opponent }))
}

/// The games waiting for the user's move, most urgent first.
async fn waiting_games(conn: &mut AsyncPgConnection, user: i64) -> ApiResult<Vec<Waiting>> {
    let opponent = diesel::alias!(users as opponent);
    let rows: Vec<(i64, Option<DateTime<Utc>>, String)> = games::table
        .inner_join(
            opponent.on(opponent
                .field(users::id)
                .eq(games::white_id)
                .or(opponent.field(users::id).eq(games::black_id))
                .and(opponent.field(users::id).ne(user))),
        )
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::to_move_id.eq(user))
        .order(games::deadline.asc())
        .limit(50)
        .select((games::id, games::deadline, opponent.field(users::username)))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(game_id, deadline, opponent)| {
            deadline.map(|deadline| Waiting {
                game_id,
                opponent,
                deadline,
            })
        })
        .collect())
}

/// The wait before retry number `n` (1 for the first), with jitter (80–100 % of the step), or
/// `None` once the schedule is spent.
fn retry_after(schedule: &[u64], n: usize) -> Option<Duration> {
    let step = *schedule.get(n.checked_sub(1)?)?;
    let factor: f64 = rand::rng().random_range(0.8..=1.0);
    let millis = (step as f64 * 1000.0 * factor) as i64;
    Some(Duration::milliseconds(millis.max(0)))
}

async fn record(
    conn: &mut AsyncPgConnection,
    outbox: &Outbox,
    d: &Leased,
    outcome: Outcome,
    elapsed_ms: i32,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let d = d.clone();
    let outbox = outbox.clone();
    conn.transaction::<_, ApiError, _>(async move |conn| {
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
) -> ApiResult<()> {
    let Failing { since, url } = diesel::sql_query(
        "UPDATE webhooks SET failing_since = COALESCE(failing_since, $2) WHERE id = $1 \
         RETURNING failing_since AS since, url",
    )
    .bind::<BigInt, _>(hook)
    .bind::<Timestamptz, _>(now)
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

/// Starts this process's delivery worker: it runs when deliveries are queued (announced by the
/// database) and every second anyway (for retries that come due).
pub fn spawn(
    pool: DbPool,
    outbox: Outbox,
    clock: crate::clock::SharedClock,
    wake: std::sync::Arc<tokio::sync::Notify>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(e) = run_once(&pool, &outbox, clock.now()).await {
                tracing::warn!(error = %e, "delivery pass failed; retrying");
            }
            let _ = tokio::time::timeout(StdDuration::from_secs(1), wake.notified()).await;
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lease spells out the pending status (for its partial index): it must be ours.
    #[test]
    fn the_lease_takes_pending_deliveries() {
        let pending = format!("WHERE status = '{}' AND", DeliveryStatus::Pending);
        assert!(LEASE_SQL.contains(&pending));
    }

    /// A stored event is read back by its kind; data of another shape gives `None` (and then
    /// a general notice), never a panic.
    #[test]
    fn stored_events_are_read_by_their_kind() {
        let data = json!({"challenge_id": 4, "from": "rokgo"});
        assert_eq!(
            stored_event(EventKind::ChallengeReceived, &data),
            Some(EventData::ChallengeReceived {
                challenge_id: 4,
                from: "rokgo".into()
            })
        );
        assert_eq!(stored_event(EventKind::GameEnded, &data), None);
        assert_eq!(stored_event(EventKind::DrawOffered, &json!(null)), None);
        assert_eq!(
            stored_event(EventKind::TournamentFinished, &json!({"rank": "first"})),
            None
        );
    }
}
