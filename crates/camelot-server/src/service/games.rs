//! Correspondence games: creation, moves (checked by the rules crate), draws, resignation,
//! aborts, timeouts, and the end of a game (result, ratings, events) — each in one transaction
//! that holds the game row lock, so racing requests are decided by the database.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use sha2::{Digest, Sha256};

use camelot_rules::{EndReason, Outcome, Position, Side};

use crate::db::DbPool;
use crate::db::models::{Game, Move, NewGame};
use crate::db::schema::{games, idempotency_keys, users};
use crate::error::{ApiError, ApiResult, ProblemKind};
use crate::service::events::{self, EventKind, NewEvent};
use crate::service::game_batches::{GameBatches, OrdinaryMove};
use crate::service::ratings;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    Castle,
    Capture,
    NoMoves,
    BareBoard,
    Resignation,
    Agreement,
    Claim,
    Timeout,
    Aborted,
    Adjudication,
    Forfeit,
}

impl Termination {
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Castle => "castle",
            Termination::Capture => "capture",
            Termination::NoMoves => "no_moves",
            Termination::BareBoard => "bare_board",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Claim => "claim",
            Termination::Timeout => "timeout",
            Termination::Aborted => "aborted",
            Termination::Adjudication => "adjudication",
            Termination::Forfeit => "forfeit",
        }
    }

    fn from_board(reason: EndReason) -> Termination {
        match reason {
            EndReason::Castle => Termination::Castle,
            EndReason::Capture => Termination::Capture,
            EndReason::NoMoves => Termination::NoMoves,
            EndReason::BareBoard => Termination::BareBoard,
        }
    }
}

/// Result strings.
pub const WHITE_WINS: &str = "1-0";
pub const BLACK_WINS: &str = "0-1";
pub const DRAW: &str = "1/2-1/2";

pub fn win_for(side: Side) -> &'static str {
    match side {
        Side::White => WHITE_WINS,
        Side::Black => BLACK_WINS,
    }
}

/// A player as shown in a game.
#[derive(Debug, Clone)]
pub struct Brief {
    pub id: i64,
    pub username: String,
}

/// A game with what its views need.
#[derive(Debug, Clone)]
pub struct GameRecord {
    pub game: Game,
    pub white: Brief,
    pub black: Brief,
    pub moves: Vec<Move>,
}

/// Which side `user` plays, if any.
pub fn side_of(game: &Game, user: i64) -> Option<Side> {
    if game.white_id == user {
        Some(Side::White)
    } else if game.black_id == user {
        Some(Side::Black)
    } else {
        None
    }
}

pub fn player_of(game: &Game, side: Side) -> i64 {
    match side {
        Side::White => game.white_id,
        Side::Black => game.black_id,
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

pub fn position_of(game: &Game) -> ApiResult<Position> {
    game.position
        .parse::<Position>()
        .map_err(|e| ApiError::internal(format!("game {} holds a bad position: {e}", game.id)))
}

fn days(game: &Game) -> Duration {
    Duration::days(i64::from(game.days_per_move))
}

/// A game row, its players' names, its move paths and times.
type GameRow = (Game, String, String, Vec<String>, Vec<DateTime<Utc>>);

/// A game with its players and moves, in one query.
pub async fn load(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<GameRecord> {
    load_many(conn, &[id])
        .await?
        .remove(&id)
        .ok_or_else(|| ApiError::not_found(format!("There is no game {id}.")))
}

/// Games with their players and moves, by id, in one query (the hottest read of the service,
/// batched by [`crate::service::game_batches`]). Ids without a game are left out.
pub async fn load_many(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
) -> ApiResult<HashMap<i64, GameRecord>> {
    // The names are looked up row by row, by primary key: a join would leave the plan to the
    // table statistics, and hash joins cost more to set up than a batch of lookups.
    let (white_user, black_user) = diesel::alias!(users as white_user, users as black_user);
    let rows: Vec<GameRow> = games::table
        .filter(games::id.eq_any(ids))
        .select((
            Game::as_select(),
            white_user
                .filter(white_user.field(users::id).eq(games::white_id))
                .select(white_user.field(users::username))
                .single_value()
                .assume_not_null(),
            black_user
                .filter(black_user.field(users::id).eq(games::black_id))
                .select(black_user.field(users::username))
                .single_value()
                .assume_not_null(),
            games::move_paths,
            games::move_times,
        ))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(game, white, black, paths, times)| {
            let id = game.id;
            // A move's ply is its place in the list (the schema keeps the list `ply` long).
            let moves = paths
                .into_iter()
                .zip(times)
                .zip(1..)
                .map(|((path, played_at), ply)| Move {
                    game_id: id,
                    ply,
                    path,
                    played_at,
                })
                .collect();
            let rec = GameRecord {
                white: Brief {
                    id: game.white_id,
                    username: white,
                },
                black: Brief {
                    id: game.black_id,
                    username: black,
                },
                game,
                moves,
            };
            (id, rec)
        })
        .collect())
}

/// The game row alone.
pub async fn load_row(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ApiError::not_found(format!("There is no game {id}.")))
}

async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ApiError::not_found(format!("There is no game {id}.")))
}

/// What a new game needs.
#[derive(Debug, Clone)]
pub struct GameSpec {
    pub white_id: i64,
    pub black_id: i64,
    pub rated: bool,
    pub days_per_move: i16,
    /// The tournament and round it belongs to.
    pub tournament: Option<(i64, i32)>,
}

/// Inserts games in one statement (call inside a transaction), with the players' current
/// ratings as their ratings at the start. No events: callers announce the games their way.
pub async fn create_many(
    conn: &mut AsyncPgConnection,
    specs: &[GameSpec],
    now: DateTime<Utc>,
) -> ApiResult<Vec<Game>> {
    if specs.is_empty() {
        return Ok(Vec::new());
    }
    let mut ids: Vec<i64> = specs
        .iter()
        .flat_map(|s| [s.white_id, s.black_id])
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let ratings: std::collections::HashMap<i64, i64> = users::table
        .filter(users::id.eq_any(&ids))
        .select((users::id, users::rating_centi))
        .load::<(i64, i64)>(conn)
        .await?
        .into_iter()
        .collect();
    let rating = |id: i64| ratings.get(&id).copied().unwrap_or(150_000);
    let start = Position::start().to_string();
    let rows: Vec<NewGame> = specs
        .iter()
        .map(|s| NewGame {
            white_id: s.white_id,
            black_id: s.black_id,
            white_rating_centi: rating(s.white_id),
            black_rating_centi: rating(s.black_id),
            rated: s.rated,
            days_per_move: s.days_per_move,
            start_position: start.clone(),
            position: start.clone(),
            to_move_id: Some(s.white_id),
            deadline: Some(now + Duration::days(i64::from(s.days_per_move))),
            created_at: now,
            updated_at: now,
            tournament_id: s.tournament.map(|t| t.0),
            tournament_round: s.tournament.map(|t| t.1),
        })
        .collect();
    let mut out = Vec::with_capacity(rows.len());
    // PostgreSQL takes at most 65535 bind parameters per statement.
    for chunk in rows.chunks(2000) {
        let mut created: Vec<Game> = diesel::insert_into(games::table)
            .values(chunk)
            .returning(Game::as_returning())
            .get_results(conn)
            .await?;
        out.append(&mut created);
    }
    Ok(out)
}

/// Starts a game from a challenge (call inside a transaction). Both players get a
/// `game_started` event.
pub async fn create(
    conn: &mut AsyncPgConnection,
    spec: GameSpec,
    now: DateTime<Utc>,
    extra: serde_json::Value,
) -> ApiResult<Game> {
    let game = create_many(conn, std::slice::from_ref(&spec), now)
        .await?
        .pop()
        .ok_or_else(|| ApiError::internal("game insert returned no row"))?;
    let started = |color: &str, opponent: i64| {
        let mut data = json!({"game_id": game.id, "color": color, "opponent_id": opponent, "rated": spec.rated});
        if let (Some(d), Some(e)) = (data.as_object_mut(), extra.as_object()) {
            d.extend(e.clone());
        }
        data
    };
    events::append(
        conn,
        &[
            NewEvent::new(
                spec.white_id,
                EventKind::GameStarted,
                started("white", spec.black_id),
            ),
            NewEvent::new(
                spec.black_id,
                EventKind::GameStarted,
                started("black", spec.white_id),
            ),
        ],
        now,
    )
    .await?;
    Ok(game)
}

/// Ends a game (inside the transaction holding its lock): result, ratings, events.
pub async fn finish(
    conn: &mut AsyncPgConnection,
    game: &mut Game,
    result: Option<&str>,
    termination: Termination,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let status = if termination == Termination::Aborted {
        "aborted"
    } else {
        "finished"
    };
    game.status = status.to_owned();
    game.result = result.map(str::to_owned);
    game.termination = Some(termination.as_str().to_owned());
    game.to_move_id = None;
    game.deadline = None;
    game.draw_offer_by = None;
    game.ended_at = Some(now);
    game.updated_at = now;
    diesel::update(games::table.find(game.id))
        .set((
            games::status.eq(status),
            games::result.eq(result),
            games::termination.eq(termination.as_str()),
            games::to_move_id.eq(None::<i64>),
            games::deadline.eq(None::<DateTime<Utc>>),
            games::draw_offer_by.eq(None::<i64>),
            games::ended_at.eq(now),
            games::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    if status == "finished" && counts_for_rating(game, termination) {
        ratings::rate_finished_game(conn, game, now).await?;
    }
    let data = json!({"game_id": game.id, "status": status, "result": result, "termination": termination.as_str()});
    events::append(
        conn,
        &[
            NewEvent::new(game.white_id, EventKind::GameOver, data.clone()),
            NewEvent::new(game.black_id, EventKind::GameOver, data),
        ],
        now,
    )
    .await?;
    crate::service::hooks::game_ended(conn, game, now).await?;
    Ok(())
}

/// FIDE rates only games in which both players made a move; a game decided on the board in
/// fewer plies (from a set-up position) still counts.
fn counts_for_rating(game: &Game, termination: Termination) -> bool {
    game.ply >= 2
        || matches!(
            termination,
            Termination::Castle
                | Termination::Capture
                | Termination::NoMoves
                | Termination::BareBoard
        )
}

fn ensure_active(game: &Game) -> ApiResult<()> {
    if game.status != "active" {
        return Err(ApiError::new(
            ProblemKind::GameOver,
            format!("Game {} is over ({}).", game.id, game.status),
        ));
    }
    Ok(())
}

fn participant(game: &Game, user: i64) -> ApiResult<Side> {
    side_of(game, user)
        .ok_or_else(|| ApiError::forbidden("Only the two players of this game may do that."))
}

/// An `Idempotency-Key` with the request it came with.
pub struct Idempotency {
    pub key: String,
    pub request_hash: Vec<u8>,
}

impl Idempotency {
    pub fn new(key: String, game_id: i64, path: &str, expected_ply: i32) -> Self {
        let mut h = Sha256::new();
        h.update(format!("move\n{game_id}\n{path}\n{expected_ply}").as_bytes());
        Idempotency {
            key,
            request_hash: h.finalize().to_vec(),
        }
    }
}

/// A move as submitted.
pub struct MoveSubmission {
    pub caller: i64,
    pub game_id: i64,
    /// The path as sent (any valid alias, any case).
    pub path: String,
    pub expected_ply: i32,
    pub idempotency: Option<Idempotency>,
}

/// What a move submission answered.
pub enum MoveResponse {
    /// The move was played now; the body was rendered and stored with the idempotency key.
    Played { body: String, ply: i32 },
    /// A retry: the stored original response.
    Replayed {
        status: u16,
        body: String,
        etag: Option<String>,
    },
}

/// Plays a move: the caller must be the player to move, `expected_ply` must be the current ply,
/// and the rules crate must accept the path (any valid alias; the canonical path is stored).
/// `render` builds the response body from the new state, inside the transaction, so a retry with
/// the same idempotency key gets exactly the original response.
pub async fn play_move(
    pool: &DbPool,
    batches: &GameBatches,
    submission: MoveSubmission,
    now: DateTime<Utc>,
    render: impl FnOnce(&GameRecord) -> String + Send + 'static,
) -> ApiResult<MoveResponse> {
    let MoveSubmission {
        caller,
        game_id,
        path,
        expected_ply,
        idempotency,
    } = submission;
    // The caller's token is verified but its account is not: the quick path's write checks it,
    // and everything else starts by checking it.
    if idempotency.is_none() {
        if let Some(rec) = quick_move(batches, caller, game_id, &path, expected_ply, now).await? {
            let ply = rec.game.ply;
            return Ok(MoveResponse::Played {
                body: render(&rec),
                ply,
            });
        }
    }
    let mut conn = pool.get().await?;
    let conn: &mut AsyncPgConnection = &mut conn;
    crate::auth::extractor::ensure_account(conn, caller).await?;
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let mut game = lock(conn, game_id).await?;
        if let Some(idem) = &idempotency {
            let stored: Option<(Vec<u8>, i16, String, Option<String>)> = idempotency_keys::table
                .find((caller, &idem.key))
                .select((
                    idempotency_keys::request_hash,
                    idempotency_keys::status,
                    idempotency_keys::body,
                    idempotency_keys::etag,
                ))
                .first(conn)
                .await
                .optional()?;
            if let Some((hash, status, body, etag)) = stored {
                if hash != idem.request_hash {
                    return Err(ApiError::new(
                        ProblemKind::Conflict,
                        "This Idempotency-Key was already used for a different request.",
                    ));
                }
                return Ok(MoveResponse::Replayed {
                    status: status as u16,
                    body,
                    etag,
                });
            }
        }
        let side = participant(&game, caller)?;
        ensure_active(&game)?;
        if expected_ply != game.ply {
            return Err(ApiError::new(
                ProblemKind::PreconditionFailed,
                format!(
                    "The game is at ply {}, not {expected_ply}; reload it and try again.",
                    game.ply
                ),
            )
            .with("ply", game.ply));
        }
        if game.to_move_id != Some(caller) {
            return Err(ApiError::new(
                ProblemKind::NotYourTurn,
                "It is your opponent's turn.",
            ));
        }
        let position = position_of(&game)?;
        let legal = position.check(&path).map_err(|illegal| {
            ApiError::new(ProblemKind::IllegalMove, illegal.to_string())
                .with("reason", illegal.tag())
        })?;
        let next = legal.result;
        let ply = game.ply + 1;
        let canonical = legal.path.to_string();
        let opponent = player_of(&game, other(side));
        // An offer lapses when its maker's opponent moves instead of answering it.
        let offer = game.draw_offer_by.filter(|&by| by == caller);
        game.position = next.to_string();
        game.ply = ply;
        game.draw_offer_by = offer;
        game.updated_at = now;
        game.to_move_id = Some(opponent);
        game.deadline = Some(now + days(&game));
        game.deadline_warned = false;
        diesel::update(games::table.find(game_id))
            .set((
                games::position.eq(&game.position),
                games::ply.eq(ply),
                games::draw_offer_by.eq(offer),
                games::updated_at.eq(now),
                games::to_move_id.eq(Some(opponent)),
                games::deadline.eq(game.deadline),
                games::deadline_warned.eq(false),
                games::move_paths.eq(games::move_paths.concat(vec![canonical.clone()])),
                games::move_times.eq(games::move_times.concat(vec![now])),
            ))
            .execute(conn)
            .await?;
        events::append(
            conn,
            &[NewEvent::new(
                opponent,
                EventKind::OpponentMoved,
                json!({"game_id": game_id, "ply": ply, "path": canonical}),
            )],
            now,
        )
        .await?;
        let status = next.status();
        if status.outcome != Outcome::Ongoing {
            let result = match status.outcome {
                Outcome::WhiteWins => Some(WHITE_WINS),
                Outcome::BlackWins => Some(BLACK_WINS),
                _ => Some(DRAW),
            };
            let termination = status
                .reason
                .map(Termination::from_board)
                .unwrap_or(Termination::NoMoves);
            finish(conn, &mut game, result, termination, now).await?;
        }
        let rec = load(conn, game_id).await?;
        let body = render(&rec);
        if let Some(idem) = idempotency {
            diesel::insert_into(idempotency_keys::table)
                .values((
                    idempotency_keys::user_id.eq(caller),
                    idempotency_keys::key.eq(idem.key),
                    idempotency_keys::request_hash.eq(idem.request_hash),
                    idempotency_keys::status.eq(201_i16),
                    idempotency_keys::body.eq(&body),
                    idempotency_keys::etag.eq(Some(format!("\"{ply}\""))),
                    idempotency_keys::created_at.eq(now),
                ))
                .execute(conn)
                .await?;
        }
        Ok(MoveResponse::Played { body, ply })
    })
    .await
}

/// The common case of a move (no idempotency key, the game goes on), batched with the other
/// requests in flight and without an explicit transaction: read the game (unless this process
/// has just written it at that ply, see [`crate::service::recent_games`]), check the move, then
/// write it if the game is still where it was read. Anything else — a refusal to explain, a
/// move that ends the game, a lost race, a deleted account — returns `None`, and the caller
/// takes the locked transaction, which decides and explains it.
async fn quick_move(
    batches: &GameBatches,
    caller: i64,
    game_id: i64,
    path: &str,
    expected_ply: i32,
    now: DateTime<Utc>,
) -> ApiResult<Option<GameRecord>> {
    let remembered = batches.recent.get(game_id, |r| r.game.ply == expected_ply);
    let Some(mut rec) = (match remembered {
        Some(rec) => Some(rec),
        None => batches.read(game_id).await?,
    }) else {
        return Ok(None);
    };
    let game = &rec.game;
    if game.status != "active" || game.ply != expected_ply || game.to_move_id != Some(caller) {
        return Ok(None);
    }
    let (Ok(position), Some(side)) = (game.position.parse::<Position>(), side_of(game, caller))
    else {
        return Ok(None);
    };
    let Ok(legal) = position.check(path) else {
        return Ok(None);
    };
    if legal.result.status().outcome != Outcome::Ongoing {
        return Ok(None);
    }
    let opponent = player_of(game, other(side));
    let ply = expected_ply + 1;
    let canonical = legal.path.to_string();
    let deadline = now + days(game);
    let mv = OrdinaryMove {
        game: game_id,
        ply: expected_ply,
        mover: caller,
        opponent,
        position: legal.result.to_string(),
        path: canonical.clone(),
        now,
        deadline,
        event: json!({"game_id": game_id, "ply": ply, "path": canonical}),
    };
    let position = mv.position.clone();
    let Some(offer) = batches.write(mv).await else {
        return Ok(None);
    };
    let g = &mut rec.game;
    g.position = position;
    g.ply = ply;
    g.updated_at = now;
    g.to_move_id = Some(opponent);
    g.deadline = Some(deadline);
    g.deadline_warned = false;
    g.draw_offer_by = (offer > 0).then_some(offer);
    rec.moves.push(Move {
        game_id,
        ply,
        path: canonical,
        played_at: now,
    });
    batches
        .recent
        .put(game_id, rec.clone(), |known| known.game.ply >= ply);
    Ok(Some(rec))
}

/// The actions a player takes on a game besides moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    ClaimDraw,
    Abort,
}

/// Runs an action on the locked game, then returns the refreshed record.
pub async fn act(
    conn: &mut AsyncPgConnection,
    caller: i64,
    game_id: i64,
    action: Action,
    now: DateTime<Utc>,
) -> ApiResult<GameRecord> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let mut game = lock(conn, game_id).await?;
        let side = participant(&game, caller)?;
        ensure_active(&game)?;
        let g = &mut game;
        match action {
            Action::Resign => finish(conn, g, Some(win_for(other(side))), Termination::Resignation, now).await?,
            Action::OfferDraw => offer_draw(conn, g, side, now).await?,
            Action::AcceptDraw => {
                pending_offer_from_opponent(g, side)?;
                finish(conn, g, Some(DRAW), Termination::Agreement, now).await?
            }
            Action::DeclineDraw => decline_draw(conn, g, side, now).await?,
            Action::ClaimDraw => claim_draw(conn, g, side, now).await?,
            Action::Abort => {
                if g.tournament_id.is_some() {
                    return Err(ApiError::conflict(
                        "Tournament games cannot be aborted (resign instead, or ask the organiser).",
                    ));
                }
                if g.ply >= 2 {
                    return Err(ApiError::conflict(
                        "Both sides have moved: the game can no longer be aborted (resign instead).",
                    ));
                }
                finish(conn, g, None, Termination::Aborted, now).await?
            }
        }
        load(conn, game_id).await
    })
    .await
}

/// Offers a draw; offering while the opponent's offer stands accepts it.
async fn offer_draw(
    conn: &mut AsyncPgConnection,
    game: &mut Game,
    side: Side,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let caller = player_of(game, side);
    let opponent = player_of(game, other(side));
    match game.draw_offer_by {
        Some(by) if by == opponent => {
            finish(conn, game, Some(DRAW), Termination::Agreement, now).await
        }
        Some(_) => Ok(()),
        None => {
            game.draw_offer_by = Some(caller);
            diesel::update(games::table.find(game.id))
                .set((games::draw_offer_by.eq(caller), games::updated_at.eq(now)))
                .execute(conn)
                .await?;
            events::append(
                conn,
                &[NewEvent::new(
                    opponent,
                    EventKind::DrawOffered,
                    json!({"game_id": game.id}),
                )],
                now,
            )
            .await
        }
    }
}

fn pending_offer_from_opponent(game: &Game, side: Side) -> ApiResult<i64> {
    let opponent = player_of(game, other(side));
    if game.draw_offer_by == Some(opponent) {
        Ok(opponent)
    } else {
        Err(ApiError::conflict("Your opponent has not offered a draw."))
    }
}

async fn decline_draw(
    conn: &mut AsyncPgConnection,
    game: &mut Game,
    side: Side,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let offerer = pending_offer_from_opponent(game, side)?;
    game.draw_offer_by = None;
    diesel::update(games::table.find(game.id))
        .set((
            games::draw_offer_by.eq(None::<i64>),
            games::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    events::append(
        conn,
        &[NewEvent::new(
            offerer,
            EventKind::DrawDeclined,
            json!({"game_id": game.id}),
        )],
        now,
    )
    .await
}

/// Claims a draw by threefold repetition or the fifty-move rule, checked by the rules crate on
/// the replayed game; refused with the rules' reason otherwise.
async fn claim_draw(
    conn: &mut AsyncPgConnection,
    game: &mut Game,
    side: Side,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    let paths: Vec<String> = games::table
        .find(game.id)
        .select(games::move_paths)
        .first(conn)
        .await?;
    let start: Position = game
        .start_position
        .parse()
        .map_err(|e| ApiError::internal(format!("game {} start position: {e}", game.id)))?;
    let replayed = camelot_rules::Game::replay(start, &paths).map_err(|(ply, e)| {
        ApiError::internal(format!(
            "game {} does not replay at ply {}: {e}",
            game.id,
            ply + 1
        ))
    })?;
    match replayed.draw_claim_by(side) {
        Ok(kind) => {
            tracing::info!(game = game.id, claim = ?kind, "draw claimed");
            finish(conn, game, Some(DRAW), Termination::Claim, now).await
        }
        Err(refused) => Err(ApiError::new(
            ProblemKind::DrawClaimRefused,
            refused.to_string(),
        )),
    }
}

/// The result of running out of time: the side to move loses, unless its opponent has a single
/// piece left, which cannot win — then it is a draw.
pub fn timeout_result(game: &Game) -> ApiResult<&'static str> {
    let position = position_of(game)?;
    let late = position.side_to_move();
    let winner = other(late);
    Ok(if position.piece_count(winner) <= 1 {
        DRAW
    } else {
        win_for(winner)
    })
}

/// Ends overdue games, up to `limit`, each exactly once even with several processes running
/// this. Each game is claimed with `FOR UPDATE SKIP LOCKED`, re-checked under its lock and ended
/// in its own transaction: a batch transaction would hold one game's tournament lock while
/// locking the next game's players, against the lock order (game, players, tournament).
pub async fn end_overdue_games(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    limit: i64,
) -> ApiResult<usize> {
    let mut ended = 0;
    while ended < limit as usize {
        let done = conn
            .transaction::<_, ApiError, _>(async move |conn| {
                let next: Option<Game> = games::table
                    .filter(games::status.eq("active"))
                    .filter(games::deadline.lt(now))
                    .order(games::deadline)
                    .limit(1)
                    .select(Game::as_select())
                    .for_update()
                    .skip_locked()
                    .first(conn)
                    .await
                    .optional()?;
                let Some(mut game) = next else {
                    return Ok(false);
                };
                let result = timeout_result(&game)?;
                finish(conn, &mut game, Some(result), Termination::Timeout, now).await?;
                Ok(true)
            })
            .await?;
        if !done {
            break;
        }
        ended += 1;
    }
    Ok(ended)
}

/// Warns players whose deadline is less than a day away (once per deadline).
pub async fn warn_deadlines(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    batch: i64,
) -> ApiResult<usize> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let soon: Vec<(i64, Option<i64>, Option<DateTime<Utc>>)> = games::table
            .filter(games::status.eq("active"))
            .filter(games::deadline_warned.eq(false))
            .filter(games::deadline.lt(now + Duration::hours(24)))
            .filter(games::deadline.ge(now))
            .order(games::deadline)
            .limit(batch)
            .select((games::id, games::to_move_id, games::deadline))
            .for_update()
            .skip_locked()
            .load(conn)
            .await?;
        let mut batch_events = Vec::new();
        for (id, to_move, deadline) in &soon {
            if let Some(user) = to_move {
                batch_events.push(NewEvent::new(
                    *user,
                    EventKind::DeadlineSoon,
                    json!({"game_id": id, "deadline": deadline}),
                ));
            }
        }
        let ids: Vec<i64> = soon.iter().map(|s| s.0).collect();
        diesel::update(games::table.filter(games::id.eq_any(&ids)))
            .set(games::deadline_warned.eq(true))
            .execute(conn)
            .await?;
        events::append(conn, &batch_events, now).await?;
        Ok(soon.len())
    })
    .await
}
