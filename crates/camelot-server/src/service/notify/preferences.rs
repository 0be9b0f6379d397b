//! Which channels fire for which kind of event. Stored only where a user chose other than the
//! default: e-mail for the digest of games waiting for a move (`opponent_moved`) and for
//! deadline warnings; webhooks for every kind they subscribe to.

use std::collections::BTreeMap;

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::db::schema::notification_preferences;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::EventKind;

/// The channels of one kind of event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Channels {
    /// E-mail (to a verified address). For `opponent_moved` this is the digest of games waiting
    /// for your move, at most one per `EMAIL_DIGEST_MINUTES`.
    pub email: bool,
    /// Your webhooks that subscribe to this kind.
    pub webhook: bool,
}

/// Every kind of event and its channels.
pub type Preferences = BTreeMap<EventKind, Channels>;

/// The channels a kind fires by default: the one definition of the defaults. The trigger that
/// queues deliveries applies them from a copy of this function's answers, which the server
/// writes into `r.notification_defaults` whenever it puts the database's functions in place
/// (`db::replaceable::notification_defaults`): the trigger runs in the statement that writes
/// each event, so a move's deliveries cost no extra round trip, and the copy cannot differ.
pub fn default_channels(kind: EventKind) -> Channels {
    Channels {
        email: matches!(kind, EventKind::OpponentMoved | EventKind::DeadlineWarning),
        webhook: true,
    }
}

/// The user's preferences for every kind.
pub async fn get(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<Preferences> {
    let chosen: Vec<(EventKind, bool, bool)> = notification_preferences::table
        .filter(notification_preferences::user_id.eq(user))
        .select((
            notification_preferences::kind,
            notification_preferences::email,
            notification_preferences::webhook,
        ))
        .load(conn)
        .await?;
    let mut all: Preferences = EventKind::ALL
        .iter()
        .map(|k| (*k, default_channels(*k)))
        .collect();
    for (kind, email, webhook) in chosen {
        all.insert(kind, Channels { email, webhook });
    }
    Ok(all)
}

/// Sets the channels of the kinds given (the others keep theirs); returns every kind's.
pub async fn set(
    conn: &mut AsyncPgConnection,
    user: i64,
    changes: Preferences,
) -> ServiceResult<Preferences> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        for (kind, c) in &changes {
            diesel::insert_into(notification_preferences::table)
                .values((
                    notification_preferences::user_id.eq(user),
                    notification_preferences::kind.eq(kind),
                    notification_preferences::email.eq(c.email),
                    notification_preferences::webhook.eq(c.webhook),
                ))
                .on_conflict((
                    notification_preferences::user_id,
                    notification_preferences::kind,
                ))
                .do_update()
                .set((
                    notification_preferences::email.eq(c.email),
                    notification_preferences::webhook.eq(c.webhook),
                ))
                .execute(conn)
                .await?;
        }
        get(conn, user).await
    })
    .await
}

/// Turns e-mail off for every kind (a one-click unsubscribe).
pub async fn email_off(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<()> {
    let current = get(conn, user).await?;
    let off: Preferences = current
        .into_iter()
        .map(|(k, c)| (k, Channels { email: false, ..c }))
        .collect();
    set(conn, user, off).await.map(|_| ())
}
