//! Sending a delivery by e-mail: address verification, the digest of games waiting (at most
//! one per user per interval, standing for every "your move" until then), deadline warnings,
//! and a notice for every other kind of event, in the recipient's language.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Nullable, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::{Value, json};

use super::{Leased, Outbox, Outcome, failed, ok};
use crate::db::DbPool;
use crate::db::schema::{deliveries, games, users};
use crate::domain::{DeliveryChannel, DeliveryStatus, GameStatus, Language, Side};
use crate::service::error::ServiceResult;
use crate::service::events::{EventData, EventKind};
use crate::service::notify::email::{self, VERIFICATION};
use crate::service::notify::mail::{self, Waiting};
use crate::service::notify::sender::Attempt;

/// Sends `d` by e-mail.
pub(super) async fn send(
    pool: &DbPool,
    outbox: &Outbox,
    d: &Leased,
    now: DateTime<Utc>,
) -> ServiceResult<Outcome> {
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
            // SQL text: the row's value before the update is read in the same statement (UPDATE … FROM
            // a locked sub-select), which diesel's builder cannot write.
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
struct Before {
    #[diesel(sql_type = Nullable<Timestamptz>)]
    before: Option<DateTime<Utc>>,
}

async fn restore_digest(
    conn: &mut AsyncPgConnection,
    user: i64,
    before: Option<DateTime<Utc>>,
) -> ServiceResult<()> {
    diesel::update(users::table.find(user))
        .set(users::last_digest_at.eq(before))
        .execute(conn)
        .await?;
    Ok(())
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
) -> ServiceResult<Option<mail::Seat>> {
    let players: Option<(i64, i64)> = games::table
        .find(game)
        .select((games::white_id, games::black_id))
        .first(conn)
        .await
        .optional()?;
    let (colour, other) = match players {
        Some((white, black)) if white == user => (Side::White, black),
        Some((white, black)) if black == user => (Side::Black, white),
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
async fn waiting_games(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<Vec<Waiting>> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
