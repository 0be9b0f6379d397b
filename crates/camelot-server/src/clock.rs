//! Time, injectable: the correspondence clock and token expiry read it, and tests move it.

use std::sync::Arc;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> DateTime<Utc>;
}

/// The real clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    /// Whole microseconds, PostgreSQL's precision, so a time in a response equals the stored one.
    fn now(&self) -> DateTime<Utc> {
        chrono::SubsecRound::trunc_subsecs(Utc::now(), 6)
    }
}

/// A clock that only moves when told to (tests, simulations).
#[derive(Debug)]
pub struct ManualClock(Mutex<DateTime<Utc>>);

impl ManualClock {
    pub fn new(start: DateTime<Utc>) -> Arc<Self> {
        Arc::new(ManualClock(Mutex::new(start)))
    }

    pub fn advance(&self, by: Duration) {
        let mut t = self.0.lock().unwrap_or_else(|p| p.into_inner());
        *t += by;
    }

    pub fn set(&self, to: DateTime<Utc>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = to;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        chrono::SubsecRound::trunc_subsecs(*self.0.lock().unwrap_or_else(|p| p.into_inner()), 6)
    }
}

pub type SharedClock = Arc<dyn Clock>;
