//! Rate limits for the authentication endpoints, per client address and per username.
//!
//! Limits live in each server process (GCRA from `governor`): with N replicas a client gets at
//! most N times the configured pace, which still stops brute force. Passwords are hashed with
//! argon2id, so each attempt is expensive anyway.

use std::num::NonZeroU32;

use actix_web::http::header::{HeaderName, HeaderValue, RETRY_AFTER};
use governor::clock::{Clock, DefaultClock};
use governor::middleware::StateInformationMiddleware;
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{Quota, RateLimiter};

use crate::config::RateLimitConfig;
use crate::error::{ApiError, ProblemKind};

type Limiter =
    RateLimiter<String, DefaultKeyedStateStore<String>, DefaultClock, StateInformationMiddleware>;

pub const LIMIT_HEADER: HeaderName = HeaderName::from_static("ratelimit-limit");
pub const REMAINING_HEADER: HeaderName = HeaderName::from_static("ratelimit-remaining");
pub const RESET_HEADER: HeaderName = HeaderName::from_static("ratelimit-reset");

pub struct RateLimits {
    per_ip: Limiter,
    per_username: Limiter,
    ip_limit: u32,
    username_limit: u32,
}

impl std::fmt::Debug for RateLimits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RateLimits")
            .field("ip_limit", &self.ip_limit)
            .field("username_limit", &self.username_limit)
            .finish()
    }
}

fn limiter(per_minute: u32, burst: u32) -> Limiter {
    let per_minute = NonZeroU32::new(per_minute.max(1)).unwrap_or(NonZeroU32::MIN);
    let burst = NonZeroU32::new(burst.max(1)).unwrap_or(NonZeroU32::MIN);
    RateLimiter::keyed(Quota::per_minute(per_minute).allow_burst(burst))
        .with_middleware::<StateInformationMiddleware>()
}

impl RateLimits {
    pub fn new(cfg: &RateLimitConfig) -> Self {
        RateLimits {
            per_ip: limiter(cfg.per_ip_per_minute, cfg.burst),
            per_username: limiter(
                cfg.per_username_per_minute,
                cfg.burst.min(cfg.per_username_per_minute.max(1)),
            ),
            ip_limit: cfg.burst.max(1),
            username_limit: cfg.burst.min(cfg.per_username_per_minute.max(1)).max(1),
        }
    }

    /// Counts one attempt at `scope` (e.g. "login") from `ip`, and for `username` when given.
    pub fn check(&self, scope: &str, ip: &str, username: Option<&str>) -> Result<(), ApiError> {
        check_one(
            &self.per_ip,
            &format!("{scope}:{ip}"),
            self.ip_limit,
            "from your address",
        )?;
        if let Some(name) = username {
            check_one(
                &self.per_username,
                &format!("{scope}:{}", name.to_lowercase()),
                self.username_limit,
                "for this username",
            )?;
        }
        Ok(())
    }

    /// Forgets idle keys, so memory stays bounded.
    pub fn prune(&self) {
        self.per_ip.retain_recent();
        self.per_username.retain_recent();
        self.per_ip.shrink_to_fit();
        self.per_username.shrink_to_fit();
    }
}

fn check_one(limiter: &Limiter, key: &str, limit: u32, whose: &str) -> Result<(), ApiError> {
    match limiter.check_key(&key.to_owned()) {
        Ok(_) => Ok(()),
        Err(not_until) => {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            let secs = secs.max(1);
            let v = |n: u64| {
                HeaderValue::from_str(&n.to_string()).unwrap_or(HeaderValue::from_static("1"))
            };
            Err(ApiError::new(
                ProblemKind::TooManyRequests,
                format!("Too many attempts {whose}; try again in {secs} s."),
            )
            .with("retry_after", secs)
            .with_header(RETRY_AFTER, v(secs))
            .with_header(LIMIT_HEADER, v(u64::from(limit)))
            .with_header(REMAINING_HEADER, HeaderValue::from_static("0"))
            .with_header(RESET_HEADER, v(secs)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burst_then_refuse() {
        let limits = RateLimits::new(&RateLimitConfig {
            per_ip_per_minute: 1,
            per_username_per_minute: 1,
            burst: 2,
        });
        assert!(limits.check("login", "1.1.1.1", None).is_ok());
        assert!(limits.check("login", "1.1.1.1", None).is_ok());
        let err = limits.check("login", "1.1.1.1", None).unwrap_err();
        assert_eq!(err.kind, ProblemKind::TooManyRequests);
        assert!(err.headers.iter().any(|(n, _)| n == RETRY_AFTER));
        // Another address is not affected.
        assert!(limits.check("login", "2.2.2.2", None).is_ok());
        // The username limit applies across addresses.
        assert!(limits.check("login", "3.3.3.3", Some("Bob")).is_ok());
        assert!(limits.check("login", "4.4.4.4", Some("bob")).is_err());
    }
}
