//! Reaching players who are not watching a screen: every event a user should hear about is
//! delivered from the durable event log through a delivery outbox in PostgreSQL.
//!
//! * [`preferences`]: which channels fire for which kind of event;
//! * [`webhooks`]: endpoints registered by users, checked against SSRF;
//! * [`outbox`]: the workers that deliver, retry and record every attempt, on any replica;
//! * [`sender`]: Standard Webhooks requests, signed;
//! * [`mail`]: e-mail through any SMTP relay (digests of games waiting, deadline warnings);
//! * [`email`]: e-mail addresses, their verification, one-click unsubscribe;
//! * [`calendar`]: an iCalendar feed of a player's deadlines.
//!
//! Deliveries are written by a trigger on `events` (migration 000008), in the statement that
//! writes the event, whichever code path writes it.

pub mod calendar;
pub mod email;
pub mod mail;
pub mod outbox;
pub mod preferences;
pub mod sender;
pub mod webhooks;

use crate::service::events::EventKind;

/// The kinds of event a notification can be about (every event kind).
pub fn kinds() -> &'static [EventKind] {
    EventKind::ALL
}
