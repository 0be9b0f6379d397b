//! Challenges: a direct invitation or an open seek; accepting one starts a game.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use crate::db::models::{Challenge, Game, NewChallenge};
use crate::db::schema::{challenges, users};
use crate::error::{ApiError, ApiResult, ProblemKind};
use crate::service::events::{self, EventKind, NewEvent};
use crate::service::games;

/// How long a challenge stays open.
pub const LIFETIME_DAYS: i64 = 7;

/// What a new challenge asks for (validated by the handler).
pub struct ChallengeSpec {
    pub opponent_id: Option<i64>,
    pub color: String,
    pub rated: bool,
    pub days_per_move: i16,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
}

pub async fn create(
    conn: &mut AsyncPgConnection,
    challenger: i64,
    spec: ChallengeSpec,
    now: DateTime<Utc>,
) -> ApiResult<Challenge> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let row: Challenge = diesel::insert_into(challenges::table)
            .values(NewChallenge {
                challenger_id: challenger,
                opponent_id: spec.opponent_id,
                color: spec.color,
                rated: spec.rated,
                days_per_move: spec.days_per_move,
                min_rating: spec.min_rating,
                max_rating: spec.max_rating,
                created_at: now,
                expires_at: now + Duration::days(LIFETIME_DAYS),
            })
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        if let Some(opponent) = row.opponent_id {
            events::append(
                conn,
                &[NewEvent::new(
                    opponent,
                    EventKind::ChallengeReceived,
                    json!({"challenge_id": row.id, "from_id": challenger}),
                )],
                now,
            )
            .await?;
        }
        Ok(row)
    })
    .await
}

pub async fn get(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Challenge> {
    challenges::table
        .find(id)
        .select(Challenge::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ApiError::not_found(format!("There is no challenge {id}.")))
}

async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Challenge> {
    challenges::table
        .find(id)
        .select(Challenge::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ApiError::not_found(format!("There is no challenge {id}.")))
}

/// The state shown to users: `open` challenges past their expiry are `expired`.
pub fn shown_status(c: &Challenge, now: DateTime<Utc>) -> &str {
    if c.status == "open" && c.expires_at <= now {
        "expired"
    } else {
        &c.status
    }
}

fn ensure_open(c: &Challenge, now: DateTime<Utc>) -> ApiResult<()> {
    match shown_status(c, now) {
        "open" => Ok(()),
        "expired" => Err(ApiError::new(
            ProblemKind::Gone,
            format!(
                "Challenge {} expired at {}.",
                c.id,
                c.expires_at.to_rfc3339()
            ),
        )),
        other => Err(ApiError::conflict(format!(
            "Challenge {} is already {other}.",
            c.id
        ))),
    }
}

/// Accepts a challenge and starts its game. Two people accepting one seek at once: the row lock
/// lets the first through; the second finds it accepted.
pub async fn accept(
    conn: &mut AsyncPgConnection,
    caller: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Game> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let c = lock(conn, id).await?;
        if c.challenger_id == caller {
            return Err(ApiError::conflict(
                "You cannot accept your own challenge (cancel it instead).",
            ));
        }
        ensure_open(&c, now)?;
        if let Some(opponent) = c.opponent_id
            && opponent != caller
        {
            return Err(ApiError::forbidden(
                "This challenge was made to someone else.",
            ));
        }
        if c.min_rating.is_some() || c.max_rating.is_some() {
            let rating: i64 = users::table
                .find(caller)
                .select(users::rating_centi)
                .first(conn)
                .await?;
            let shown = camelot_rating::Rating::from_hundredths(rating).rounded();
            if c.min_rating.is_some_and(|m| shown < m) || c.max_rating.is_some_and(|m| shown > m) {
                return Err(ApiError::forbidden(format!(
                    "Your rating {shown} is outside the range this seek accepts ({}–{}).",
                    c.min_rating
                        .map(|m| m.to_string())
                        .unwrap_or_else(|| "any".into()),
                    c.max_rating
                        .map(|m| m.to_string())
                        .unwrap_or_else(|| "any".into()),
                )));
            }
        }
        let challenger_white = match c.color.as_str() {
            "white" => true,
            "black" => false,
            _ => rand::random::<bool>(),
        };
        let (white, black) = if challenger_white {
            (c.challenger_id, caller)
        } else {
            (caller, c.challenger_id)
        };
        let spec = games::GameSpec {
            white_id: white,
            black_id: black,
            rated: c.rated,
            days_per_move: c.days_per_move,
            tournament: None,
        };
        let game = games::create(conn, spec, now, json!({"challenge_id": c.id})).await?;
        diesel::update(challenges::table.find(c.id))
            .set((
                challenges::status.eq("accepted"),
                challenges::answered_at.eq(now),
                challenges::game_id.eq(game.id),
                challenges::opponent_id.eq(caller),
            ))
            .execute(conn)
            .await?;
        events::append(
            conn,
            &[NewEvent::new(
                c.challenger_id,
                EventKind::ChallengeAccepted,
                json!({"challenge_id": c.id, "game_id": game.id, "by_id": caller}),
            )],
            now,
        )
        .await?;
        Ok(game)
    })
    .await
}

/// The named opponent declines.
pub async fn decline(
    conn: &mut AsyncPgConnection,
    caller: i64,
    id: i64,
    reason: Option<String>,
    now: DateTime<Utc>,
) -> ApiResult<Challenge> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let c = lock(conn, id).await?;
        if c.opponent_id != Some(caller) {
            return Err(ApiError::forbidden(
                "Only the challenged player may decline (an open seek is simply left alone).",
            ));
        }
        ensure_open(&c, now)?;
        let row: Challenge = diesel::update(challenges::table.find(c.id))
            .set((
                challenges::status.eq("declined"),
                challenges::answered_at.eq(now),
                challenges::decline_reason.eq(&reason),
            ))
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        events::append(
            conn,
            &[NewEvent::new(
                c.challenger_id,
                EventKind::ChallengeDeclined,
                json!({"challenge_id": c.id, "reason": reason}),
            )],
            now,
        )
        .await?;
        Ok(row)
    })
    .await
}

/// Its creator withdraws an open challenge.
pub async fn cancel(
    conn: &mut AsyncPgConnection,
    caller: i64,
    id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Challenge> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let c = lock(conn, id).await?;
        if c.challenger_id != caller {
            return Err(ApiError::forbidden(
                "Only the player who made a challenge may cancel it.",
            ));
        }
        ensure_open(&c, now)?;
        let row: Challenge = diesel::update(challenges::table.find(c.id))
            .set((
                challenges::status.eq("cancelled"),
                challenges::answered_at.eq(now),
            ))
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        if let Some(opponent) = c.opponent_id {
            events::append(
                conn,
                &[NewEvent::new(
                    opponent,
                    EventKind::ChallengeCancelled,
                    json!({"challenge_id": c.id}),
                )],
                now,
            )
            .await?;
        }
        Ok(row)
    })
    .await
}

/// Which challenges to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Incoming,
    Outgoing,
    /// Open seeks by other players.
    Seeks,
    /// All of the above.
    All,
}

/// Lists challenges for `user`, newest first, before the given id.
pub async fn list(
    conn: &mut AsyncPgConnection,
    user: i64,
    direction: Direction,
    only_open: bool,
    now: DateTime<Utc>,
    before: Option<i64>,
    limit: u32,
) -> ApiResult<Vec<Challenge>> {
    let mut q = challenges::table
        .select(Challenge::as_select())
        .into_boxed();
    q = match direction {
        Direction::Incoming => q.filter(
            challenges::opponent_id
                .eq(user)
                .and(challenges::challenger_id.ne(user)),
        ),
        Direction::Outgoing => q.filter(challenges::challenger_id.eq(user)),
        Direction::Seeks => q.filter(
            challenges::opponent_id
                .is_null()
                .and(challenges::challenger_id.ne(user)),
        ),
        Direction::All => q.filter(
            challenges::opponent_id
                .eq(user)
                .or(challenges::challenger_id.eq(user))
                .or(challenges::opponent_id
                    .is_null()
                    .and(challenges::status.eq("open"))
                    .and(challenges::expires_at.gt(now))),
        ),
    };
    if direction == Direction::Seeks || only_open {
        q = q
            .filter(challenges::status.eq("open"))
            .filter(challenges::expires_at.gt(now));
    }
    if let Some(b) = before {
        q = q.filter(challenges::id.lt(b));
    }
    Ok(q.order(challenges::id.desc())
        .limit(i64::from(limit) + 1)
        .load(conn)
        .await?)
}
