//! Challenges: a direct invitation or an open seek; accepting one starts a game.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::db::models::{Challenge, Game, NewChallenge};
use crate::db::schema::{challenges, users};
use crate::domain::time_control;
use crate::domain::{ChallengeStatus, ColorChoice, TimeControl, VariantName};
use crate::error::Refusal;
use crate::i18n::Message;
use crate::service::accounts;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};
use crate::service::games::record::{self as game_record, GameRecord, GameSpec};

/// How long a challenge stays open.
pub const LIFETIME_DAYS: i64 = 7;

/// A new challenge as a player asks for it, before validation.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChallengeDraft {
    /// Username to challenge; omit for an open seek anyone may accept.
    pub opponent: Option<String>,
    /// The challenger's colour.
    pub color: ColorChoice,
    pub rated: bool,
    /// How much time each side has (or give `days_per_move`).
    pub time_control: Option<TimeControl>,
    /// Shorthand for `{"kind": "per_move", "days": N}`, 1–60.
    #[schema(example = 3, minimum = 1, maximum = 60)]
    pub days_per_move: Option<i64>,
    /// Open seeks only: lowest rating that may accept.
    pub min_rating: Option<i32>,
    /// Open seeks only: highest rating that may accept.
    pub max_rating: Option<i32>,
    /// The variant of the game (default `camelot`); rating limits are in its pool.
    pub variant: Option<VariantName>,
}

/// Checks a draft, listing every problem at once.
fn validate(d: &ChallengeDraft) -> ServiceResult<TimeControl> {
    let mut errors = Vec::new();
    let time_control = time_control::from_request(d.time_control, d.days_per_move)
        .map_err(|e| errors.extend(e.into_iter().map(|e| (e.field, Refusal::msg(e.message)))));
    if d.opponent.is_some() && (d.min_rating.is_some() || d.max_rating.is_some()) {
        errors.push((
            "min_rating",
            Refusal::msg(Message::new("rating-limits-open-seeks")),
        ));
    }
    if let (Some(lo), Some(hi)) = (d.min_rating, d.max_rating)
        && lo > hi
    {
        errors.push((
            "max_rating",
            Refusal::msg(Message::new("max-rating-below-min")),
        ));
    }
    match time_control {
        Ok(tc) if errors.is_empty() => Ok(tc),
        _ => Err(ServiceError::refused_fields(errors)),
    }
}

/// A challenge with its players' names.
#[derive(Debug, Clone)]
pub struct ChallengeInfo {
    pub challenge: Challenge,
    pub challenger: String,
    pub opponent: Option<String>,
}

impl ChallengeInfo {
    /// The status shown at `now`: an open challenge past its expiry is `expired`.
    pub fn shown_status(&self, now: DateTime<Utc>) -> ChallengeStatus {
        self.challenge
            .status
            .shown(self.challenge.expires_at <= now)
    }
}

/// Challenges a player, or posts an open seek.
pub async fn create(
    conn: &mut AsyncPgConnection,
    challenger: &AuthUser,
    spec: ChallengeDraft,
    now: DateTime<Utc>,
) -> ServiceResult<ChallengeInfo> {
    let time_control = validate(&spec)?;
    let opponent = match &spec.opponent {
        Some(name) => {
            let opp = accounts::get_by_username(conn, &accounts::named(name)?).await?;
            if opp.id == challenger.id {
                return Err(ServiceError::invalid_field(
                    "opponent",
                    Message::new("challenge-yourself"),
                ));
            }
            Some(opp)
        }
        None => None,
    };
    let (days_per_move, initial, increment, max) = time_control.columns();
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let row: Challenge = diesel::insert_into(challenges::table)
            .values(NewChallenge {
                challenger_id: challenger.id,
                opponent_id: opponent.as_ref().map(|o| o.id),
                color: spec.color,
                rated: spec.rated,
                days_per_move,
                fischer_initial_days: initial,
                fischer_increment_days: increment,
                fischer_max_days: max,
                min_rating: spec.min_rating,
                max_rating: spec.max_rating,
                created_at: now,
                expires_at: now + Duration::days(LIFETIME_DAYS),
                variant: spec.variant.unwrap_or_default(),
            })
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        if let Some(opp) = &opponent {
            let received = EventData::ChallengeReceived {
                challenge_id: row.id,
                from: challenger.username.clone(),
            };
            events::append(conn, &[NewEvent::new(opp.id, received)], now).await?;
        }
        Ok(ChallengeInfo {
            challenge: row,
            challenger: challenger.username.clone(),
            opponent: opponent.map(|o| o.username),
        })
    })
    .await
}

/// A rematch of a finished game, asked by one of its players: a challenge to the other with
/// the same settings (rated or not, time control) and the colours swapped, so that each side
/// gets to play the other colour. The opponent hears of it as of any challenge.
pub async fn rematch(
    conn: &mut AsyncPgConnection,
    asker: &AuthUser,
    game: &GameRecord,
    now: DateTime<Utc>,
) -> ServiceResult<ChallengeInfo> {
    let Some(side) = game.side_of(asker.id) else {
        return Err(ServiceError::Forbidden(Message::new("rematch-not-player")));
    };
    if game.game.status == crate::domain::GameStatus::Active {
        return Err(ServiceError::Conflict(Message::new("rematch-game-ongoing")));
    }
    let draft = ChallengeDraft {
        opponent: Some(game.player(side.opponent()).username.clone()),
        // The asker's colour in the new game: the one the opponent had.
        color: match side {
            camelot_rules::Side::White => ColorChoice::Black,
            camelot_rules::Side::Black => ColorChoice::White,
        },
        rated: game.game.rated,
        time_control: Some(game.time_control()?),
        days_per_move: None,
        min_rating: None,
        max_rating: None,
        variant: Some(game.game.variant),
    };
    create(conn, asker, draft, now).await
}

type InfoRow = (Challenge, String, Option<String>);

/// Challenges with their players' names: the selection, with the names looked up per row.
macro_rules! info_select {
    () => {{
        let (challenger, opponent) = diesel::alias!(users as challenger, users as opponent);
        (
            Challenge::as_select(),
            challenger
                .filter(challenger.field(users::id).eq(challenges::challenger_id))
                .select(challenger.field(users::username))
                .single_value()
                .assume_not_null(),
            opponent
                .filter(
                    opponent
                        .field(users::id)
                        .nullable()
                        .eq(challenges::opponent_id),
                )
                .select(opponent.field(users::username))
                .single_value(),
        )
    }};
}

fn info((challenge, challenger, opponent): InfoRow) -> ChallengeInfo {
    ChallengeInfo {
        challenge,
        challenger,
        opponent,
    }
}

fn no_challenge(id: i64) -> ServiceError {
    ServiceError::NotFound(Message::new("no-such-challenge").arg("challenge", id))
}

pub async fn get(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<ChallengeInfo> {
    let row: Option<InfoRow> = challenges::table
        .filter(challenges::id.eq(id))
        .select(info_select!())
        .first(conn)
        .await
        .optional()?;
    row.map(info).ok_or_else(|| no_challenge(id))
}

async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<ChallengeInfo> {
    let row: Option<InfoRow> = challenges::table
        .filter(challenges::id.eq(id))
        .select(info_select!())
        .for_update()
        .first(conn)
        .await
        .optional()?;
    row.map(info).ok_or_else(|| no_challenge(id))
}

fn ensure_open(c: &ChallengeInfo, now: DateTime<Utc>) -> ServiceResult<()> {
    match c.shown_status(now) {
        ChallengeStatus::Open => Ok(()),
        ChallengeStatus::Expired => Err(ServiceError::Gone(
            Message::new("challenge-expired")
                .arg("challenge", c.challenge.id)
                .arg("time", c.challenge.expires_at.to_rfc3339()),
        )),
        other => Err(ServiceError::Conflict(
            Message::new("challenge-closed")
                .arg("challenge", c.challenge.id)
                .arg("status", other.as_str()),
        )),
    }
}

/// Accepts a challenge and starts its game. Two people accepting one seek at once: the row lock
/// lets the first through; the second finds it accepted.
pub async fn accept(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<GameRecord> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let info = lock(conn, id).await?;
        let c = &info.challenge;
        if c.challenger_id == caller.id {
            return Err(ServiceError::Conflict(Message::new("challenge-own")));
        }
        ensure_open(&info, now)?;
        if let Some(opponent) = c.opponent_id
            && opponent != caller.id
        {
            return Err(ServiceError::Forbidden(Message::new(
                "challenge-someone-else",
            )));
        }
        if c.min_rating.is_some() || c.max_rating.is_some() {
            ensure_rating_in_range(conn, c, caller.id).await?;
        }
        let challenger_white = match c.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let me = (caller.id, caller.username.as_str());
        let them = (c.challenger_id, info.challenger.as_str());
        let (white, black) = if challenger_white {
            (them, me)
        } else {
            (me, them)
        };
        let spec = GameSpec {
            white_id: white.0,
            black_id: black.0,
            rated: c.rated,
            time_control: c
                .time_control()
                .map_err(|e| ServiceError::internal(format!("challenge {}: {e}", c.id)))?,
            allow_leave: true,
            tournament: None,
            variant: c.variant,
        };
        let game: Game = game_record::create(conn, spec, (white.1, black.1), c.id, now).await?;
        diesel::update(challenges::table.find(c.id))
            .set((
                challenges::status.eq(ChallengeStatus::Accepted),
                challenges::answered_at.eq(now),
                challenges::game_id.eq(game.id),
                challenges::opponent_id.eq(caller.id),
            ))
            .execute(conn)
            .await?;
        let accepted = EventData::ChallengeAccepted {
            challenge_id: c.id,
            game_id: game.id,
            by: caller.username.clone(),
        };
        events::append(conn, &[NewEvent::new(c.challenger_id, accepted)], now).await?;
        game_record::load(conn, game.id).await
    })
    .await
}

async fn ensure_rating_in_range(
    conn: &mut AsyncPgConnection,
    c: &Challenge,
    caller: i64,
) -> ServiceResult<()> {
    let rating = crate::service::ratings::current(conn, &[caller], c.variant)
        .await?
        .into_iter()
        .next()
        .map(|(_, rating)| rating)
        .ok_or_else(|| ServiceError::NotFound(Message::new("account-gone")))?;
    let shown = camelot_rating::Rating::from_hundredths(rating).rounded();
    if c.min_rating.is_some_and(|m| shown < m) || c.max_rating.is_some_and(|m| shown > m) {
        let bounds = match (c.min_rating, c.max_rating) {
            (Some(_), Some(_)) => "both",
            (Some(_), None) => "min",
            (None, Some(_)) => "max",
            (None, None) => "none",
        };
        return Err(ServiceError::Forbidden(
            Message::new("seek-rating-outside")
                .arg("rating", shown)
                .arg("bounds", bounds)
                .arg("min", c.min_rating.unwrap_or(0))
                .arg("max", c.max_rating.unwrap_or(0)),
        ));
    }
    Ok(())
}

/// The named opponent declines.
pub async fn decline(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    reason: Option<String>,
    now: DateTime<Utc>,
) -> ServiceResult<ChallengeInfo> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut info = lock(conn, id).await?;
        if info.challenge.opponent_id != Some(caller.id) {
            return Err(ServiceError::Forbidden(Message::new(
                "challenge-decline-not-yours",
            )));
        }
        ensure_open(&info, now)?;
        info.challenge = diesel::update(challenges::table.find(id))
            .set((
                challenges::status.eq(ChallengeStatus::Declined),
                challenges::answered_at.eq(now),
                challenges::decline_reason.eq(&reason),
            ))
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        let declined = EventData::ChallengeDeclined {
            challenge_id: id,
            by: caller.username.clone(),
            reason,
        };
        let challenger = info.challenge.challenger_id;
        events::append(conn, &[NewEvent::new(challenger, declined)], now).await?;
        Ok(info)
    })
    .await
}

/// Its creator withdraws an open challenge.
pub async fn cancel(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<ChallengeInfo> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut info = lock(conn, id).await?;
        if info.challenge.challenger_id != caller.id {
            return Err(ServiceError::Forbidden(Message::new(
                "challenge-cancel-not-yours",
            )));
        }
        ensure_open(&info, now)?;
        info.challenge = diesel::update(challenges::table.find(id))
            .set((
                challenges::status.eq(ChallengeStatus::Cancelled),
                challenges::answered_at.eq(now),
            ))
            .returning(Challenge::as_returning())
            .get_result(conn)
            .await?;
        if let Some(opponent) = info.challenge.opponent_id {
            let cancelled = EventData::ChallengeCancelled {
                challenge_id: id,
                by: caller.username.clone(),
            };
            events::append(conn, &[NewEvent::new(opponent, cancelled)], now).await?;
        }
        Ok(info)
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

/// Lists challenges for `user`, newest first, before the given id, with their players' names:
/// one query, `limit + 1` rows (the extra one tells that more exist).
pub async fn list(
    conn: &mut AsyncPgConnection,
    user: i64,
    direction: Direction,
    only_open: bool,
    now: DateTime<Utc>,
    before: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<ChallengeInfo>> {
    let mut q = challenges::table.select(info_select!()).into_boxed();
    let open = ChallengeStatus::Open;
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
                    .and(challenges::status.eq(open))
                    .and(challenges::expires_at.gt(now))),
        ),
    };
    if direction == Direction::Seeks || only_open {
        q = q
            .filter(challenges::status.eq(open))
            .filter(challenges::expires_at.gt(now));
    }
    if let Some(b) = before {
        q = q.filter(challenges::id.lt(b));
    }
    let rows: Vec<InfoRow> = q
        .order(challenges::id.desc())
        .limit(i64::from(limit) + 1)
        .load(conn)
        .await?;
    Ok(rows.into_iter().map(info).collect())
}
