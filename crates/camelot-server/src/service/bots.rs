//! Computer opponents: one bot account per level (made by migration 000017), which accepts the
//! challenges made to it and moves when it is its turn.
//!
//! Everything a bot does is decided in the database, so any number of replicas can run the
//! bot worker: a challenge is accepted under its row lock (the second replica finds it
//! accepted), and each position a bot must answer is one row of `bot_moves` (game, ply), taken
//! with `FOR UPDATE SKIP LOCKED` and held by a lease while the engine searches. The move itself
//! goes through the same path as a person's, with `expected_ply`: made once, or refused. A
//! replica that dies mid-search lets its lease lapse, and the position is searched again by
//! another replica or after a restart.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Int4, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use utoipa::ToSchema;

use camelot_engine::{Level, Limits, Score, SearchOptions, allocate_ms};
use camelot_rules::{Game as RulesGame, Position};

use crate::auth::AuthUser;
use crate::auth::roles::Role;
use crate::auth::scopes::Scope;
use crate::auth::user::TokenKind;
use crate::db::coalesce_timestamp;
use crate::db::schema::challenges as challenge_rows;
use crate::db::schema::{bot_moves, games, users};
use crate::domain::ChallengeStatus;
use crate::domain::GameStatus;
use crate::service::challenges;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::play::{self, MoveSubmission};
use crate::service::games::record::{self, GameRecord};
use crate::service::games::{Action, act};
use crate::state::AppState;

/// A bot account.
#[derive(Debug, Clone)]
pub struct Bot {
    pub id: i64,
    pub username: String,
    pub level: Level,
}

/// A bot as `GET /bots` shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BotView {
    pub username: String,
    /// 1 (weakest) to 8 (full strength).
    #[schema(minimum = 1, maximum = 8)]
    pub level: u8,
    /// Its Elo rating: bots are rated like players.
    pub rating: i32,
    /// How it plays, in a sentence.
    pub description: String,
}

/// Every bot, weakest first.
pub async fn all(conn: &mut AsyncPgConnection) -> ServiceResult<Vec<Bot>> {
    let rows: Vec<(i64, String, Option<i16>)> = users::table
        .filter(users::bot_level.is_not_null())
        .filter(users::deleted_at.is_null())
        .order(users::bot_level.asc())
        .select((users::id, users::username, users::bot_level))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, username, level)| {
            let level = Level::new(u8::try_from(level?).ok()?)?;
            Some(Bot {
                id,
                username,
                level,
            })
        })
        .collect())
}

/// Every bot as listed by the API, its description in `lang` (`bot-level-<n>` of
/// `server.ftl`; in English the engine's own sentence, which `en/server.ftl` mirrors).
pub async fn views(
    conn: &mut AsyncPgConnection,
    lang: crate::domain::Language,
) -> ServiceResult<Vec<BotView>> {
    let rows: Vec<(String, Option<i16>, i64)> = users::table
        .filter(users::bot_level.is_not_null())
        .filter(users::deleted_at.is_null())
        .order(users::bot_level.asc())
        .select((users::username, users::bot_level, users::rating_centi))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(username, level, rating)| {
            let level = Level::new(u8::try_from(level?).ok()?)?;
            Some(BotView {
                username,
                level: level.number(),
                rating: camelot_rating::Rating::from_hundredths(rating).rounded(),
                description: crate::i18n::translate(
                    lang,
                    &crate::i18n::Message::new(match level.number() {
                        1 => "bot-level-1",
                        2 => "bot-level-2",
                        3 => "bot-level-3",
                        4 => "bot-level-4",
                        5 => "bot-level-5",
                        6 => "bot-level-6",
                        7 => "bot-level-7",
                        _ => "bot-level-8",
                    }),
                    level.description().to_owned(),
                ),
            })
        })
        .collect())
}

/// The caller a bot acts as: a player with a session that does not expire.
fn as_caller(bot: &Bot) -> AuthUser {
    AuthUser {
        id: bot.id,
        username: bot.username.clone(),
        roles: vec![Role::Player],
        scopes: vec![Scope::GameRead, Scope::GamePlay, Scope::ChallengeWrite],
        token: TokenKind::Session {
            expires_at: DateTime::<Utc>::MAX_UTC,
        },
        language: None,
    }
}

/// Accepts every open challenge made to a bot. Returns how many games started.
pub async fn accept_challenges(
    conn: &mut AsyncPgConnection,
    bots: &[Bot],
    now: DateTime<Utc>,
) -> ServiceResult<usize> {
    let ids: Vec<i64> = bots.iter().map(|b| b.id).collect();
    let open: Vec<(i64, Option<i64>)> = challenge_rows::table
        .filter(challenge_rows::status.eq(ChallengeStatus::Open))
        .filter(challenge_rows::opponent_id.eq_any(&ids))
        .filter(challenge_rows::expires_at.gt(now))
        .select((challenge_rows::id, challenge_rows::opponent_id))
        .limit(100)
        .load(conn)
        .await?;
    let mut started = 0;
    for (challenge, opponent) in open {
        let Some(bot) = bots.iter().find(|b| Some(b.id) == opponent) else {
            continue;
        };
        match challenges::accept(conn, &as_caller(bot), challenge, now).await {
            Ok(_) => started += 1,
            // Another replica took it, or it was cancelled meanwhile.
            Err(e) => tracing::debug!(challenge, error = %e, "bot did not accept"),
        }
    }
    Ok(started)
}

/// Records every position where a bot is to move and no job exists yet.
pub async fn enqueue_moves(
    conn: &mut AsyncPgConnection,
    bots: &[Bot],
    now: DateTime<Utc>,
) -> ServiceResult<usize> {
    let ids: Vec<i64> = bots.iter().map(|b| b.id).collect();
    enqueue(conn, &ids, None, now).await
}

/// Records the bot moves due in `games` (the games a wake-up named), like [`enqueue_moves`]
/// but without looking at every game.
pub async fn enqueue_games(
    conn: &mut AsyncPgConnection,
    bots: &[i64],
    games: &[i64],
    now: DateTime<Utc>,
) -> ServiceResult<usize> {
    enqueue(conn, bots, Some(games), now).await
}

/// Queues a move, due at the game's deadline (`now` without one), for each active game where
/// one of `bots` is to move (among `games` when given); a move already queued stays as it is.
async fn enqueue(
    conn: &mut AsyncPgConnection,
    bots: &[i64],
    games: Option<&[i64]>,
    now: DateTime<Utc>,
) -> ServiceResult<usize> {
    let mut due = games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::to_move_id.eq_any(bots))
        .select((
            games::id,
            games::ply,
            coalesce_timestamp(games::deadline, now),
        ))
        .into_boxed();
    if let Some(ids) = games {
        due = due.filter(games::id.eq_any(ids));
    }
    let n = diesel::insert_into(bot_moves::table)
        .values(due)
        .into_columns((bot_moves::game_id, bot_moves::ply, bot_moves::due_at))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(n)
}

#[derive(QueryableByName)]
struct Claimed {
    #[diesel(sql_type = BigInt)]
    game_id: i64,
    #[diesel(sql_type = Int4)]
    ply: i32,
    #[diesel(sql_type = Int4)]
    attempts: i32,
}

/// Takes up to `limit` due bot moves, earliest deadline first, leasing them until
/// `now + lease`. A lease that lapsed (its replica died) is taken again, and said in the log:
/// a lapse costs the move's player the whole lease in waiting.
pub async fn claim_moves(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: i64,
) -> ServiceResult<Vec<(i64, i32)>> {
    // SQL text: diesel's builder has no UPDATE … FROM a sub-select locked with SKIP LOCKED,
    // which is what lets two replicas claim different rows without waiting on each other.
    let rows: Vec<Claimed> = diesel::sql_query(
        "UPDATE bot_moves b SET leased_until = $2, attempts = b.attempts + 1 \
         FROM (SELECT game_id, ply FROM bot_moves \
               WHERE leased_until IS NULL OR leased_until < $1 \
               ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED) due \
         WHERE b.game_id = due.game_id AND b.ply = due.ply \
         RETURNING b.game_id, b.ply, b.attempts",
    )
    .bind::<Timestamptz, _>(now)
    .bind::<Timestamptz, _>(now + lease)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await?;
    for r in rows.iter().filter(|r| r.attempts > 1) {
        tracing::warn!(
            game_id = r.game_id,
            ply = r.ply,
            attempts = r.attempts,
            "bot move taken again after its lease lapsed"
        );
    }
    Ok(rows.into_iter().map(|r| (r.game_id, r.ply)).collect())
}

/// Forgets a bot move (made, or no longer due).
pub async fn finish_move(
    conn: &mut AsyncPgConnection,
    game_id: i64,
    ply: i32,
) -> ServiceResult<()> {
    diesel::delete(bot_moves::table.find((game_id, ply)))
        .execute(conn)
        .await?;
    Ok(())
}

/// What a bot does at its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Play this path.
    Move(String),
    /// Accept the opponent's standing draw offer.
    AcceptDraw,
    /// Claim the draw the rules offer (repetition, fifty moves).
    ClaimDraw,
    /// Resign a lost game.
    Resign,
}

/// The rules' view of the game so far: the position and the keys of the earlier positions.
fn replay(rec: &GameRecord) -> ServiceResult<(RulesGame, Vec<u64>)> {
    let game = record::replay(&rec.game, &rec.moves)?;
    let positions = game.positions();
    let history = positions
        .iter()
        .take(positions.len().saturating_sub(1))
        .map(Position::zobrist)
        .collect();
    Ok((game, history))
}

/// How long a bot at `level` may think, given its clock.
fn budget(level: Level, remaining_secs: i64, cap: std::time::Duration) -> u64 {
    let cap_ms = u64::try_from(cap.as_millis()).unwrap_or(u64::MAX);
    let remaining_ms = u64::try_from(remaining_secs.max(0))
        .unwrap_or(0)
        .saturating_mul(1000);
    let full = allocate_ms(remaining_ms, 0, cap_ms);
    // The weaker levels stop at their depth or node count well before this.
    if level == Level::FULL {
        full
    } else {
        full.min(cap_ms)
    }
}

/// How far, in hundredths of a Man, a bot's position may be better than a draw and it still
/// accepts one offered: a hair's edge is not worth a long correspondence game to either side.
const ACCEPT_MARGIN: i32 = 25;

/// What a draw costs a bot at `level`, in hundredths of a Man. The levels that really search
/// (6 to 8) value a draw at 30 below even, so they go on playing a slightly worse position
/// against people rather than steer into a repetition: at 100,000 nodes a move this scored
/// +35 Elo against the same search valuing a draw at even, and it cut the draws by repetition
/// it conceded to a weaker side from 31 to 6 in 200 games (the engine's EXPERIMENTS.md,
/// "Repetitions seen"). The lower levels' blur is far wider than this, so they keep a draw at
/// even.
fn contempt_of(level: Level) -> i32 {
    if level.number() >= 6 { 30 } else { 0 }
}

/// Whether a bot takes a draw (offered or claimable) rather than play on, from its search's
/// score. The search values a draw at `-contempt` for the bot, so the bot takes one when
/// playing on is worth no more than that, plus `margin`; a proven loss always takes it and a
/// proven win never does.
fn draw_is_worth_taking(score: Score, contempt: i32, margin: i32) -> bool {
    match score {
        Score::Cp(cp) => cp <= margin - contempt,
        Score::LossIn(_) => true,
        Score::WinIn(_) => false,
    }
}

/// Decides a bot's turn: searches the position, then plays, or takes a draw it should, or
/// resigns a game the search proves lost.
pub async fn decide(
    state: &AppState,
    bot: &Bot,
    rec: &GameRecord,
    now: DateTime<Utc>,
) -> ServiceResult<Decision> {
    let side = rec
        .side_of(bot.id)
        .ok_or_else(|| ServiceError::internal("the bot does not play this game"))?;
    let (game, history) = replay(rec)?;
    let position = *game.position();
    let contempt = contempt_of(bot.level);
    let options = SearchOptions {
        limits: Limits {
            movetime_ms: Some(budget(
                bot.level,
                rec.remaining(side, now),
                state.config.bot_move_time,
            )),
            ..Limits::default()
        },
        multipv: 1,
        level: Some(bot.level),
        seed: (rec.game.id as u64) ^ ((rec.game.ply as u64) << 40),
        contempt,
    };
    let result = state
        .engines
        .search(position, history, options)
        .await
        .map_err(ServiceError::internal)?;
    let opponent = rec.player(side.opponent()).id;
    if rec.game.draw_offer_by == Some(opponent)
        && draw_is_worth_taking(result.score, contempt, ACCEPT_MARGIN)
    {
        return Ok(Decision::AcceptDraw);
    }
    if draw_is_worth_taking(result.score, contempt, 0) && game.draw_claim_by(side).is_ok() {
        return Ok(Decision::ClaimDraw);
    }
    if matches!(result.score, Score::LossIn(p) if p <= 6)
        && bot.level >= Level::new(5).unwrap_or(Level::FULL)
    {
        return Ok(Decision::Resign);
    }
    Ok(Decision::Move(result.best_path))
}

/// Makes a bot's move at `ply` of `game_id`, if it is still due. Returns whether the job is
/// done (made, or no longer due); an error leaves the lease to lapse and the move to be tried
/// again.
pub async fn play_turn(
    state: &AppState,
    bots: &[Bot],
    game_id: i64,
    ply: i32,
) -> ServiceResult<bool> {
    let started = std::time::Instant::now();
    // Read through the batch readers, with the requests' own reads of games.
    let Some(rec) = state.batches.read(game_id).await? else {
        return Ok(true);
    };
    let read_ms = started.elapsed().as_millis();
    let bot = bots.iter().find(|b| Some(b.id) == rec.game.to_move_id);
    let (Some(bot), true, true) = (
        bot,
        rec.game.status == GameStatus::Active,
        rec.game.ply == ply,
    ) else {
        return Ok(true);
    };
    let now = state.clock.now();
    let decision = decide(state, bot, &rec, now).await?;
    let decided_ms = started.elapsed().as_millis();
    let now = state.clock.now();
    let outcome = match &decision {
        Decision::Move(path) => play::play_move(
            &state.pool,
            &state.batches,
            MoveSubmission {
                caller: bot.id,
                game_id,
                path: path.clone(),
                expected_ply: ply,
                idempotency: None,
            },
            now,
            |_| Ok(String::new()),
        )
        .await
        .map(|played| {
            if let play::MoveResponse::Played { to_move, .. } = played {
                state.bot_wake.moved(game_id, to_move);
            }
        }),
        Decision::AcceptDraw | Decision::ClaimDraw | Decision::Resign => {
            let action = match decision {
                Decision::AcceptDraw => Action::AcceptDraw,
                Decision::ClaimDraw => Action::ClaimDraw,
                _ => Action::Resign,
            };
            let mut conn = state.pool.get().await?;
            act(&mut conn, bot.id, game_id, action, now)
                .await
                .map(|_| ())
        }
    };
    let total = started.elapsed();
    // A turn is a search of at most BOT_MOVE_MS and a few statements; far longer means the
    // engine threads or the database are starved, which the figures alone would not say.
    if total > state.config.bot_move_time + std::time::Duration::from_secs(5) {
        tracing::warn!(
            game_id,
            ply,
            read_ms,
            search_ms = decided_ms - read_ms,
            play_ms = total.as_millis() - decided_ms,
            "bot turn slow"
        );
    }
    match outcome {
        Ok(()) => Ok(true),
        // The game moved on or ended meanwhile (a resignation, a timeout, another replica).
        Err(e) if e.is_refusal() => {
            tracing::debug!(game_id, ply, error = %e, "bot move no longer due");
            Ok(true)
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: u8) -> Level {
        Level::new(n).unwrap_or(Level::FULL)
    }

    #[test]
    fn only_the_searching_levels_value_a_draw_below_even() {
        assert_eq!(
            (1..=8).map(|n| contempt_of(level(n))).collect::<Vec<_>>(),
            [0, 0, 0, 0, 0, 30, 30, 30]
        );
    }

    #[test]
    fn a_draw_is_taken_when_playing_on_is_worth_no_more_than_it() {
        // Without contempt: claim at even or worse, accept up to a quarter of a Man ahead.
        assert!(draw_is_worth_taking(Score::Cp(0), 0, 0));
        assert!(!draw_is_worth_taking(Score::Cp(1), 0, 0));
        assert!(draw_is_worth_taking(Score::Cp(25), 0, ACCEPT_MARGIN));
        assert!(!draw_is_worth_taking(Score::Cp(26), 0, ACCEPT_MARGIN));
        // With contempt 30 a drawn line reads -30: claimed; a slightly worse position is
        // played on, and an offer is accepted only when a little worse than even.
        assert!(draw_is_worth_taking(Score::Cp(-30), 30, 0));
        assert!(!draw_is_worth_taking(Score::Cp(-10), 30, 0));
        assert!(draw_is_worth_taking(Score::Cp(-5), 30, ACCEPT_MARGIN));
        assert!(!draw_is_worth_taking(Score::Cp(0), 30, ACCEPT_MARGIN));
        // Proven results decide alone.
        assert!(draw_is_worth_taking(Score::LossIn(40), 30, 0));
        assert!(!draw_is_worth_taking(Score::WinIn(3), 0, ACCEPT_MARGIN));
    }
}
