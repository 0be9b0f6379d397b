//! Playing a move: the batched fast path for the common case, the locked transaction for the
//! rest. Both decide with [`super::moves::decide`] and write with the same statement.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use sha2::{Digest, Sha256};

use super::moves::{self, Decision, Origin};
use super::record::{self, GameRecord};
use super::store::GameBatches;
use super::{conditional, end, timeout};
use crate::db::DbPool;
use crate::db::schema::idempotency_keys;
use crate::i18n::Message;
use crate::service::accounts;
use crate::service::error::{ServiceError, ServiceResult};

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
    Played {
        body: String,
        ply: i32,
        /// Who is to move now (none: the game is over).
        to_move: Option<i64>,
    },
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
    render: impl FnOnce(&GameRecord) -> ServiceResult<String> + Send + 'static,
) -> ServiceResult<MoveResponse> {
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
            let to_move = rec.game.to_move_id;
            let body = render(&rec)?;
            batches
                .recent
                .put(game_id, rec, |known| known.game.ply >= ply);
            return Ok(MoveResponse::Played { body, ply, to_move });
        }
    }
    let mut conn = pool.get().await?;
    let conn: &mut AsyncPgConnection = &mut conn;
    accounts::ensure_account(conn, caller).await?;
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut rec = record::lock(conn, game_id).await?;
        if let Some(idem) = &idempotency
            && let Some(replayed) = replay(conn, caller, idem).await?
        {
            return Ok(Ok(replayed));
        }
        if let Some(refused) = timeout::enforce(conn, &mut rec, now).await? {
            return Ok(Err(refused));
        }
        let decision = moves::decide(&rec, caller, &path, expected_ply, now, Origin::Submitted)?;
        let written = moves::write_moves(conn, &[&decision.write]).await?;
        if written.iter().all(|v| *v == 0) {
            // Under the row lock the version cannot have changed: the account went away.
            return Err(ServiceError::InvalidToken(Message::new(
                "token-account-gone",
            )));
        }
        let ended = match decision.end {
            Some(end) => Some(end),
            None if rec.game.has_conditionals => {
                conditional::answer(conn, game_id, &decision.write.path, now)
                    .await?
                    .and_then(|reply| reply.end)
            }
            None => None,
        };
        if let Some((result, termination)) = ended {
            let mut game = record::load_row(conn, game_id).await?;
            end::finish(conn, &mut game, Some(result), termination, now).await?;
        }
        let rec = record::load(conn, game_id).await?;
        let body = render(&rec)?;
        let ply = rec.game.ply;
        let to_move = rec.game.to_move_id;
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
        Ok(Ok(MoveResponse::Played { body, ply, to_move }))
    })
    .await?
}

/// The stored response of an earlier request with the same key, if there was one.
async fn replay(
    conn: &mut AsyncPgConnection,
    caller: i64,
    idem: &Idempotency,
) -> ServiceResult<Option<MoveResponse>> {
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
    let Some((hash, status, body, etag)) = stored else {
        return Ok(None);
    };
    if hash != idem.request_hash {
        return Err(ServiceError::Conflict(Message::new(
            "idempotency-key-reused",
        )));
    }
    Ok(Some(MoveResponse::Replayed {
        status: u16::try_from(status).unwrap_or(201),
        body,
        etag,
    }))
}

/// The common case of a move (no idempotency key, the game goes on), batched with the other
/// requests in flight and without an explicit transaction: read the game (unless this process
/// has just written it at that ply, see [`super::store::recent`]), decide the move, then write it if
/// the row is still the version it was decided on. Anything else — a refusal to explain, a move
/// that ends the game, a lost race, a deleted account — returns `None`, and the caller takes
/// the locked transaction, which decides again and explains. The record returned is the game as
/// the move left it; the caller keeps it in `batches.recent` once it has rendered its answer
/// (taken out and put back, never copied: a long game's record holds every move).
async fn quick_move(
    batches: &GameBatches,
    caller: i64,
    game_id: i64,
    path: &str,
    expected_ply: i32,
    now: DateTime<Utc>,
) -> ServiceResult<Option<GameRecord>> {
    let remembered = batches.recent.take(game_id, |r| r.game.ply == expected_ply);
    let Some(mut rec) = (match remembered {
        Some(rec) => Some(rec),
        None => batches.read(game_id).await?,
    }) else {
        return Ok(None);
    };
    let keep = |rec: GameRecord| {
        let ply = rec.game.ply;
        batches
            .recent
            .put(game_id, rec, |known| known.game.ply >= ply);
    };
    if rec.game.has_conditionals {
        keep(rec);
        return Ok(None);
    }
    let Ok(Decision { write, end: None }) =
        moves::decide(&rec, caller, path, expected_ply, now, Origin::Submitted)
    else {
        keep(rec);
        return Ok(None);
    };
    let Some(version) = batches.write(write.clone()).await else {
        // Whatever this process remembered of the game is out of date.
        batches.recent.forget(game_id);
        return Ok(None);
    };
    write.apply(&mut rec, version);
    Ok(Some(rec))
}
