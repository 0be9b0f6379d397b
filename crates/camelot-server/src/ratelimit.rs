//! Rate limits for the authentication endpoints, per client address and per username, kept in
//! PostgreSQL so that they hold across replicas: a fixed window of a minute per key, counted by
//! one upsert for both keys of an attempt. Its cost — one single-row statement per login,
//! registration or refresh — is small beside the password hash those endpoints compute.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, Integer, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::config::RateLimitConfig;
use crate::db::schema::rate_limits;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

pub const LIMIT_HEADER: &str = "ratelimit-limit";
pub const REMAINING_HEADER: &str = "ratelimit-remaining";
pub const RESET_HEADER: &str = "ratelimit-reset";

/// The limits of this deployment.
#[derive(Debug, Clone)]
pub struct RateLimits {
    per_ip: i32,
    per_username: i32,
}

#[derive(QueryableByName)]
struct Counted {
    #[diesel(sql_type = Text)]
    key: String,
    #[diesel(sql_type = Integer)]
    hits: i32,
    #[diesel(sql_type = Timestamptz)]
    window_start: DateTime<Utc>,
}

impl RateLimits {
    pub fn new(cfg: &RateLimitConfig) -> Self {
        let clamp = |n: u32| i32::try_from(n.max(1)).unwrap_or(i32::MAX);
        RateLimits {
            per_ip: clamp(cfg.per_ip_per_minute),
            per_username: clamp(cfg.per_username_per_minute),
        }
    }

    /// Counts one attempt at `scope` (e.g. "login") from `ip`, and for `username` when given;
    /// 429 with `Retry-After` once a key is over its limit for the minute.
    pub async fn check(
        &self,
        conn: &mut AsyncPgConnection,
        scope: &str,
        ip: &str,
        username: Option<&str>,
        now: DateTime<Utc>,
    ) -> ServiceResult<()> {
        let ip_key = format!("{scope}:ip:{ip}");
        let mut keys = vec![ip_key.clone()];
        if let Some(name) = username {
            keys.push(format!("{scope}:user:{}", name.to_lowercase()));
        }
        // SQL text: an upsert whose update depends on the stored window (CASE over the old row),
        // returning the count, in one statement; diesel's builder cannot write the CASE.
        let counted: Vec<Counted> = diesel::sql_query(
            "INSERT INTO rate_limits (key, window_start, hits) \
             SELECT k, $2, 1 FROM unnest($1::TEXT[]) AS k \
             ON CONFLICT (key) DO UPDATE SET \
               hits = CASE WHEN rate_limits.window_start <= $2 - interval '1 minute' \
                           THEN 1 ELSE rate_limits.hits + 1 END, \
               window_start = CASE WHEN rate_limits.window_start <= $2 - interval '1 minute' \
                                   THEN $2 ELSE rate_limits.window_start END \
             RETURNING key, hits, window_start",
        )
        .bind::<Array<Text>, _>(&keys)
        .bind::<Timestamptz, _>(now)
        .load(conn)
        .await?;
        for c in counted {
            let (limit, whose) = if c.key == ip_key {
                (self.per_ip, Message::new("rate-limited-address"))
            } else {
                (self.per_username, Message::new("rate-limited-username"))
            };
            if c.hits > limit {
                let reset = c.window_start + Duration::minutes(1) - now;
                let secs = u64::try_from(reset.num_seconds()).unwrap_or(0).max(1);
                return Err(refused(whose, secs, limit));
            }
        }
        Ok(())
    }

    /// Counts one use of `scope` by user `user_id`, against `limit` a minute; 429 with
    /// `Retry-After` once over it.
    pub async fn check_user(
        &self,
        conn: &mut AsyncPgConnection,
        scope: &str,
        user_id: i64,
        limit: u32,
        now: DateTime<Utc>,
    ) -> ServiceResult<()> {
        let key = format!("{scope}:uid:{user_id}");
        // SQL text: the same upsert as above, for one key.
        let counted: Vec<Counted> = diesel::sql_query(
            "INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1) \
             ON CONFLICT (key) DO UPDATE SET \
               hits = CASE WHEN rate_limits.window_start <= $2 - interval '1 minute' \
                           THEN 1 ELSE rate_limits.hits + 1 END, \
               window_start = CASE WHEN rate_limits.window_start <= $2 - interval '1 minute' \
                                   THEN $2 ELSE rate_limits.window_start END \
             RETURNING key, hits, window_start",
        )
        .bind::<Text, _>(&key)
        .bind::<Timestamptz, _>(now)
        .load(conn)
        .await?;
        let limit = i32::try_from(limit.max(1)).unwrap_or(i32::MAX);
        for c in counted {
            if c.hits > limit {
                let reset = c.window_start + Duration::minutes(1) - now;
                let secs = u64::try_from(reset.num_seconds()).unwrap_or(0).max(1);
                return Err(refused(Message::new("rate-limited-account"), secs, limit));
            }
        }
        Ok(())
    }

    /// Forgets windows that are over.
    pub async fn prune(conn: &mut AsyncPgConnection, now: DateTime<Utc>) -> ServiceResult<usize> {
        Ok(diesel::delete(
            rate_limits::table.filter(rate_limits::window_start.lt(now - Duration::minutes(1))),
        )
        .execute(conn)
        .await?)
    }
}

/// The refusal: `whose` is the message saying whose attempts were too many.
fn refused(whose: Message, secs: u64, limit: i32) -> ServiceError {
    ServiceError::RateLimited {
        message: whose.arg("seconds", secs),
        retry_after: secs,
        limit: limit.max(1),
    }
}
