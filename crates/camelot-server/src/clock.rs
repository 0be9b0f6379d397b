//! Time, injectable: the correspondence clock, token expiry and timers read it, and tests move
//! it.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};
use tokio::sync::Notify;

/// A future that completes at a given time of a [`Clock`].
pub type Alarm = Pin<Box<dyn Future<Output = ()> + Send>>;

pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> DateTime<Utc>;

    /// Completes once the clock reads `at` or later. Timers go through the clock rather than
    /// the runtime's own, so that a test moving the clock also fires what is due.
    fn alarm_at(self: Arc<Self>, at: DateTime<Utc>) -> Alarm;
}

/// The real clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    /// Whole microseconds, PostgreSQL's precision, so a time in a response equals the stored one.
    fn now(&self) -> DateTime<Utc> {
        chrono::SubsecRound::trunc_subsecs(Utc::now(), 6)
    }

    fn alarm_at(self: Arc<Self>, at: DateTime<Utc>) -> Alarm {
        Box::pin(async move {
            // The runtime's timer may wake a hair early (it counts milliseconds): wait again
            // until the wall clock agrees, so that nothing due "at" runs before it.
            loop {
                let left = at - self.now();
                if left <= Duration::zero() {
                    return;
                }
                let wait = left.to_std().unwrap_or_default();
                tokio::time::sleep(wait + std::time::Duration::from_millis(1)).await;
            }
        })
    }
}

/// A clock that only moves when told to (tests, simulations).
#[derive(Debug)]
pub struct ManualClock {
    now: Mutex<DateTime<Utc>>,
    moved: Notify,
}

impl ManualClock {
    pub fn new(start: DateTime<Utc>) -> Arc<Self> {
        Arc::new(ManualClock {
            now: Mutex::new(start),
            moved: Notify::new(),
        })
    }

    pub fn advance(&self, by: Duration) {
        {
            let mut t = self.now.lock().unwrap_or_else(|p| p.into_inner());
            *t += by;
        }
        self.moved.notify_waiters();
    }

    pub fn set(&self, to: DateTime<Utc>) {
        *self.now.lock().unwrap_or_else(|p| p.into_inner()) = to;
        self.moved.notify_waiters();
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        chrono::SubsecRound::trunc_subsecs(*self.now.lock().unwrap_or_else(|p| p.into_inner()), 6)
    }

    fn alarm_at(self: Arc<Self>, at: DateTime<Utc>) -> Alarm {
        Box::pin(async move {
            loop {
                // Registered before the time is read: a move in between still wakes us.
                let moved = self.moved.notified();
                if *self.now.lock().unwrap_or_else(|p| p.into_inner()) >= at {
                    return;
                }
                moved.await;
            }
        })
    }
}

pub type SharedClock = Arc<dyn Clock>;

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_manual_alarm_rings_when_the_clock_is_moved_past_it() {
        let start = Utc::now();
        let clock = ManualClock::new(start);
        let alarm = clock.clone().alarm_at(start + Duration::seconds(4));
        let ring = tokio::spawn(alarm);
        tokio::task::yield_now().await;
        clock.advance(Duration::seconds(3));
        tokio::task::yield_now().await;
        assert!(!ring.is_finished());
        clock.advance(Duration::seconds(1));
        tokio::time::timeout(std::time::Duration::from_secs(5), ring)
            .await
            .ok()
            .and_then(Result::ok)
            .unwrap_or_else(|| panic!("the alarm rings at its time"));
    }

    #[tokio::test]
    async fn a_system_alarm_in_the_past_rings_at_once() {
        let clock = Arc::new(SystemClock);
        let at = clock.now() - Duration::seconds(1);
        tokio::time::timeout(std::time::Duration::from_secs(1), clock.alarm_at(at))
            .await
            .unwrap_or_else(|_| panic!("an alarm already due rings at once"));
    }
}
