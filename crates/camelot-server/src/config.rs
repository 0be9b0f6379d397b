//! Configuration, read once from environment variables.
//!
//! Every setting has a development default so `scripts/serve` works with no set-up; production
//! mode (`CAMELOT_ENV=production`) refuses the defaults that would be unsafe there.

use std::collections::HashMap;
use std::time::Duration;

use thiserror::Error;

/// The JWT secret used when none is configured. Development only: production refuses it.
pub const DEV_JWT_SECRET: &str = "camelot-development-secret-do-not-use-in-production";
/// Shortest JWT secret accepted in production (bytes). HS256 wants at least 256 bits.
pub const MIN_PRODUCTION_SECRET_LEN: usize = 32;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("{name} is not valid: {reason}")]
    Invalid { name: &'static str, reason: String },
    #[error("{0} must be set")]
    Missing(&'static str),
    #[error("refusing to start in production: {0}")]
    Unsafe(String),
}

/// Where the server runs: development tolerates defaults, production does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Environment {
    Development,
    Production,
}

/// Log line format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

/// Limits for the authentication endpoints (login, register, refresh).
#[derive(Debug, Clone)]
pub struct RateLimitConfig {
    /// Requests per minute per client address, per endpoint.
    pub per_ip_per_minute: u32,
    /// Login/registration attempts per minute per username.
    pub per_username_per_minute: u32,
}

#[derive(Debug, Clone)]
pub struct Config {
    pub environment: Environment,
    pub database_url: String,
    pub database_pool_size: usize,
    pub bind_addr: String,
    /// Base URL clients use to reach the server (for links); defaults to `http://BIND_ADDR`.
    pub public_base_url: Option<String>,
    pub jwt_secret: String,
    pub jwt_issuer: String,
    pub jwt_audience: String,
    pub access_token_ttl: Duration,
    pub refresh_token_ttl: Duration,
    pub log_level: String,
    pub log_format: LogFormat,
    pub rate_limit: RateLimitConfig,
    /// Take the client address from `X-Forwarded-For`/`Forwarded` (only behind a trusted proxy).
    pub trust_proxy_headers: bool,
    /// Run the background jobs (deadlines, tournament advancement) in this process.
    pub run_jobs: bool,
    /// How often the background jobs look for work.
    pub job_interval: Duration,
    /// Number of HTTP worker threads (0 = one per core).
    pub http_workers: usize,
    /// Days without a rated game after which a player leaves the leaderboard.
    pub leaderboard_active_days: u32,
    /// Days of leave each player may take per calendar year.
    pub leave_days_per_year: i64,
    /// How often an idle event stream sends a keep-alive, re-reads the log and checks its token.
    pub sse_keepalive: Duration,
    /// Where e-mail goes (`smtp://host:port`, `smtps://user:pass@host`); e-mail is off without it.
    pub smtp_url: Option<String>,
    /// The sender of the service's e-mail.
    pub mail_from: String,
    /// At most one "your move" e-mail per user per this many minutes.
    pub email_digest_minutes: i64,
    /// Waits before each retry of a failed delivery (seconds), in order.
    pub delivery_retry: Vec<u64>,
    /// How long a webhook request may take.
    pub webhook_timeout: Duration,
    /// A webhook failing for this long is disabled.
    pub webhook_disable_after: Duration,
    /// Run the delivery workers (webhooks, e-mail) in this process.
    pub run_deliveries: bool,
    /// Events older than this many days are pruned by the background jobs; `None` (the
    /// default) keeps every event. A poller whose cursor falls below the pruned range is told
    /// so (410) rather than silently skipping what it missed.
    pub event_retention_days: Option<u32>,
    /// Engine threads (searches for bots and analysis); 0 = one per core.
    pub engine_threads: usize,
    /// Transposition table per engine thread, in megabytes. 8 by default: the server's
    /// searches are short (a bot's move is at most `BOT_MOVE_MS`, levels 1-6 at most twenty
    /// thousand nodes), and every megabyte here is resident in every engine thread for the life of
    /// the process, whether or not anyone plays a bot.
    pub engine_hash_mb: usize,
    /// The longest an engine thread waits, at each of its checkpoints (every 256 nodes), for
    /// the requests this process is serving to be answered; 0 = never wait.
    pub engine_yield: Duration,
    /// Run the bot worker (bots accept challenges and move; queued analyses) in this process.
    pub run_bots: bool,
    /// How often the bot worker looks for work.
    pub bot_poll: Duration,
    /// The longest a full-strength bot thinks on a move.
    pub bot_move_time: Duration,
    /// How long past the longest search a bot move's lease lasts: a replica that dies
    /// mid-search holds the move no longer than this.
    pub bot_lease_margin: Duration,
    /// Whether `POST /analysis/evaluate` answers for the position of one of the caller's own
    /// ongoing games (ICCF allows engines in correspondence play; lichess does not).
    pub engine_assist: bool,
    /// The most `movetime_ms` an evaluation may ask for.
    pub evaluate_max_movetime: Duration,
    /// Evaluations per user per minute.
    pub evaluate_per_minute: u32,
    /// Search time per position of a game analysis.
    pub analysis_ply_time: Duration,
    /// How often the pairing worker (with `RUN_JOBS`) looks for Swiss rounds to pair.
    pub pairing_poll: Duration,
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_vars(std::env::vars().collect())
    }

    /// Reads the configuration from the given variables (the environment, or a test's map).
    pub fn from_vars(vars: HashMap<String, String>) -> Result<Self, ConfigError> {
        let get = |name: &str| {
            vars.get(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let environment = match get("CAMELOT_ENV").as_deref() {
            None | Some("development") | Some("dev") => Environment::Development,
            Some("production") | Some("prod") => Environment::Production,
            Some(other) => {
                return Err(ConfigError::Invalid {
                    name: "CAMELOT_ENV",
                    reason: format!("expected development or production, got {other:?}"),
                });
            }
        };
        let database_url = get("DATABASE_URL").ok_or(ConfigError::Missing("DATABASE_URL"))?;
        let jwt_secret = get("JWT_SECRET").unwrap_or_else(|| DEV_JWT_SECRET.to_owned());
        if environment == Environment::Production {
            if jwt_secret == DEV_JWT_SECRET {
                return Err(ConfigError::Unsafe(
                    "JWT_SECRET is not set (the development default is refused)".into(),
                ));
            }
            if jwt_secret.len() < MIN_PRODUCTION_SECRET_LEN {
                return Err(ConfigError::Unsafe(format!(
                    "JWT_SECRET is {} bytes long; at least {MIN_PRODUCTION_SECRET_LEN} are required",
                    jwt_secret.len()
                )));
            }
        }
        let log_format = match get("LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError::Invalid {
                    name: "LOG_FORMAT",
                    reason: format!("expected text or json, got {other:?}"),
                });
            }
        };
        Ok(Config {
            environment,
            database_url,
            database_pool_size: number(&get, "DATABASE_POOL_SIZE", default_pool_size())?,
            bind_addr: get("BIND_ADDR").unwrap_or_else(|| "127.0.0.1:8080".to_owned()),
            public_base_url: get("PUBLIC_BASE_URL").map(|u| u.trim_end_matches('/').to_owned()),
            jwt_secret,
            jwt_issuer: get("JWT_ISSUER").unwrap_or_else(|| "camelot-server".to_owned()),
            jwt_audience: get("JWT_AUDIENCE").unwrap_or_else(|| "camelot-api".to_owned()),
            access_token_ttl: Duration::from_secs(number(&get, "ACCESS_TOKEN_TTL_SECS", 15 * 60)?),
            refresh_token_ttl: Duration::from_secs(number(
                &get,
                "REFRESH_TOKEN_TTL_SECS",
                30 * 24 * 3600,
            )?),
            log_level: get("LOG_LEVEL")
                .or_else(|| get("RUST_LOG"))
                .unwrap_or_else(|| "info".to_owned()),
            log_format,
            rate_limit: RateLimitConfig {
                per_ip_per_minute: number(&get, "RATE_LIMIT_PER_IP_PER_MINUTE", 30)?,
                per_username_per_minute: number(&get, "RATE_LIMIT_PER_USERNAME_PER_MINUTE", 10)?,
            },
            trust_proxy_headers: flag(&get, "TRUST_PROXY_HEADERS", false)?,
            run_jobs: flag(&get, "RUN_JOBS", true)?,
            // JOB_INTERVAL_MS, when set, gives the interval in milliseconds (tests and demos).
            job_interval: match get("JOB_INTERVAL_MS") {
                Some(_) => Duration::from_millis(number(&get, "JOB_INTERVAL_MS", 30_000)?),
                None => Duration::from_secs(number(&get, "JOB_INTERVAL_SECS", 30)?),
            },
            http_workers: number(&get, "HTTP_WORKERS", 0)?,
            leaderboard_active_days: number(&get, "LEADERBOARD_ACTIVE_DAYS", 180)?,
            leave_days_per_year: number::<u16>(&get, "LEAVE_DAYS_PER_YEAR", 30)?.into(),
            sse_keepalive: Duration::from_secs(number(&get, "SSE_KEEPALIVE_SECS", 15)?.max(1)),
            smtp_url: get("SMTP_URL"),
            mail_from: get("MAIL_FROM")
                .unwrap_or_else(|| "Camelot Server <camelot@localhost>".to_owned()),
            email_digest_minutes: number::<u32>(&get, "EMAIL_DIGEST_MINUTES", 60)?.into(),
            delivery_retry: match get("DELIVERY_RETRY_SECONDS") {
                None => DEFAULT_RETRY.to_vec(),
                Some(list) => retry_schedule(&list)?,
            },
            webhook_timeout: Duration::from_secs(number(&get, "WEBHOOK_TIMEOUT_SECS", 10)?.max(1)),
            webhook_disable_after: Duration::from_secs(
                3600 * number::<u64>(&get, "WEBHOOK_DISABLE_AFTER_HOURS", 24)?,
            ),
            run_deliveries: flag(&get, "RUN_DELIVERIES", flag(&get, "RUN_JOBS", true)?)?,
            event_retention_days: match get("EVENT_RETENTION_DAYS") {
                None => None,
                Some(_) => Some(number::<u32>(&get, "EVENT_RETENTION_DAYS", 0)?.max(1)),
            },
            engine_threads: match number(&get, "ENGINE_THREADS", 0)? {
                0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
                n => n,
            },
            engine_hash_mb: number::<usize>(&get, "ENGINE_HASH_MB", 8)?.clamp(1, 4096),
            engine_yield: Duration::from_millis(number(&get, "ENGINE_YIELD_MS", 2)?),
            run_bots: flag(&get, "RUN_BOTS", true)?,
            bot_poll: Duration::from_millis(number(&get, "BOT_POLL_MS", 250)?.max(10)),
            bot_move_time: Duration::from_millis(number(&get, "BOT_MOVE_MS", 1000)?.max(10)),
            bot_lease_margin: Duration::from_millis(number(&get, "BOT_LEASE_MARGIN_MS", 30_000)?),
            engine_assist: flag(&get, "ENGINE_ASSIST", false)?,
            evaluate_max_movetime: Duration::from_millis(
                number(&get, "EVALUATE_MAX_MOVETIME_MS", 3000)?.max(10),
            ),
            evaluate_per_minute: number(&get, "EVALUATE_PER_MINUTE", 30)?,
            analysis_ply_time: Duration::from_millis(number(&get, "ANALYSIS_PLY_MS", 300)?.max(10)),
            pairing_poll: Duration::from_millis(number(&get, "PAIRING_POLL_MS", 500)?.max(10)),
        })
    }

    /// The base URL printed at start-up and used for absolute links.
    pub fn base_url(&self) -> String {
        self.public_base_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.bind_addr))
    }
}

/// Waits before the retries of a failed delivery (seconds): the first within 10 s, then growing.
pub const DEFAULT_RETRY: [u64; 7] = [10, 300, 1800, 7200, 18_000, 36_000, 36_000];

fn retry_schedule(list: &str) -> Result<Vec<u64>, ConfigError> {
    list.split(',')
        .map(|s| s.trim().parse::<u64>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| ConfigError::Invalid {
            name: "DELIVERY_RETRY_SECONDS",
            reason: format!("expected seconds separated by commas, got {list:?}"),
        })
}

/// Three connections per core (at least 6). The pool bounds how much database work runs at
/// once: requests beyond it wait their turn in order, which is fairer than dozens of sessions
/// time-sliced on a few cores. On two cores at 32 concurrent clients, a pool of 8 cut the list
/// reads' p99 from up to a few hundred milliseconds to under 20; on a kernel that shares the
/// CPU between process groups (autogroup), PostgreSQL's backends get about one core between
/// them, and with 8 busy ones a backend could wait up to 1.5 s for its turn: the p99 of the
/// database-heavy lists (a user's games, the inbox) jumped to 20-300 ms while 6 kept it near
/// 7 ms at the same throughput (BENCHMARKS.md). Registration and login hold no connection while
/// they wait for a password hash, so a burst of them does not take the pool from everyone else.
fn default_pool_size() -> usize {
    std::thread::available_parallelism().map_or(6, |n| (3 * n.get()).max(6))
}

fn number<T: std::str::FromStr>(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError> {
    match get(name) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| ConfigError::Invalid {
            name,
            reason: format!("expected a non-negative whole number, got {v:?}"),
        }),
    }
}

fn flag(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: bool,
) -> Result<bool, ConfigError> {
    match get(name).as_deref() {
        None => Ok(default),
        Some("1" | "true" | "yes" | "on") => Ok(true),
        Some("0" | "false" | "no" | "off") => Ok(false),
        Some(v) => Err(ConfigError::Invalid {
            name,
            reason: format!("expected true or false, got {v:?}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn development_defaults() {
        let c = Config::from_vars(vars(&[("DATABASE_URL", "postgres://x/y")])).unwrap();
        assert_eq!(c.bind_addr, "127.0.0.1:8080");
        assert_eq!(c.access_token_ttl, Duration::from_secs(900));
        assert_eq!(c.jwt_secret, DEV_JWT_SECRET);
        assert_eq!(c.environment, Environment::Development);
    }

    #[test]
    fn production_refuses_default_and_short_secrets() {
        let base = [
            ("DATABASE_URL", "postgres://x/y"),
            ("CAMELOT_ENV", "production"),
        ];
        assert!(matches!(
            Config::from_vars(vars(&base)),
            Err(ConfigError::Unsafe(_))
        ));
        let mut short = base.to_vec();
        short.push(("JWT_SECRET", "too-short"));
        assert!(matches!(
            Config::from_vars(vars(&short)),
            Err(ConfigError::Unsafe(_))
        ));
        let mut good = base.to_vec();
        good.push(("JWT_SECRET", "0123456789abcdef0123456789abcdef-long-enough"));
        assert!(Config::from_vars(vars(&good)).is_ok());
    }

    #[test]
    fn missing_database_url_and_bad_numbers_are_errors() {
        assert!(matches!(
            Config::from_vars(vars(&[])),
            Err(ConfigError::Missing("DATABASE_URL"))
        ));
        let r = Config::from_vars(vars(&[
            ("DATABASE_URL", "x"),
            ("ACCESS_TOKEN_TTL_SECS", "soon"),
        ]));
        assert!(matches!(
            r,
            Err(ConfigError::Invalid {
                name: "ACCESS_TOKEN_TTL_SECS",
                ..
            })
        ));
    }
}
