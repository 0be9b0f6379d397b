//! Conditional moves (ICCF's "if he plays X, I play Y"): a player whose opponent is to move
//! stores lines that alternate the opponent's move and their reply; when the opponent plays the
//! next move of some lines, the server plays the reply in the same transaction.
//!
//! The set lives in `conditional_moves`, and the game row says one exists
//! (`has_conditionals`), so every move of such a game takes the locked path, and replacing a set
//! changes the row's version: a move and a replacement racing each other are decided by the
//! game row lock, and whichever comes second sees what the first one left.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use camelot_rules::{Outcome, Position};

use super::moves::{self, Decision, Origin, ensure_active};
use super::record::{self, GameRecord};
use super::timeout;
use crate::db::schema::{conditional_moves, games};
use crate::error::Refusal;
use crate::i18n::{Arg, Message};
use crate::service::error::{ServiceError, ServiceResult};

/// The most lines a set may hold.
pub const MAX_LINES: usize = 100;
/// The most plies a line may hold.
pub const MAX_PLIES: usize = 20;

/// A player's conditional moves in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalSet {
    pub game_id: i64,
    pub owner_id: i64,
    /// The game's ply when the set applies: the opponent's next move is ply `ply + 1`.
    pub ply: i32,
    /// Canonical paths, each line starting with the opponent's move.
    pub lines: Vec<Vec<String>>,
}

async fn load(conn: &mut AsyncPgConnection, game_id: i64) -> ServiceResult<Option<ConditionalSet>> {
    let row: Option<(i64, i32, serde_json::Value)> = conditional_moves::table
        .find(game_id)
        .select((
            conditional_moves::owner_id,
            conditional_moves::ply,
            conditional_moves::lines,
        ))
        .first(conn)
        .await
        .optional()?;
    let Some((owner_id, ply, lines)) = row else {
        return Ok(None);
    };
    let lines: Vec<Vec<String>> = serde_json::from_value(lines)
        .map_err(|e| ServiceError::internal(format!("conditional moves of game {game_id}: {e}")))?;
    Ok(Some(ConditionalSet {
        game_id,
        owner_id,
        ply,
        lines,
    }))
}

async fn store(
    conn: &mut AsyncPgConnection,
    set: &ConditionalSet,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let lines = json!(set.lines);
    diesel::insert_into(conditional_moves::table)
        .values((
            conditional_moves::game_id.eq(set.game_id),
            conditional_moves::owner_id.eq(set.owner_id),
            conditional_moves::ply.eq(set.ply),
            conditional_moves::lines.eq(&lines),
            conditional_moves::updated_at.eq(now),
        ))
        .on_conflict(conditional_moves::game_id)
        .do_update()
        .set((
            conditional_moves::owner_id.eq(set.owner_id),
            conditional_moves::ply.eq(set.ply),
            conditional_moves::lines.eq(&lines),
            conditional_moves::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    diesel::update(games::table.find(set.game_id))
        .set((games::has_conditionals.eq(true), games::updated_at.eq(now)))
        .execute(conn)
        .await?;
    Ok(())
}

/// The caller's set in a game: empty when they have none (a player never sees the opponent's).
pub async fn get(
    conn: &mut AsyncPgConnection,
    caller: i64,
    game_id: i64,
) -> ServiceResult<ConditionalSet> {
    let rec = record::load(conn, game_id).await?;
    rec.side_of(caller)
        .ok_or_else(|| ServiceError::Forbidden(Message::new("players-only")))?;
    Ok(match load(conn, game_id).await? {
        Some(set) if set.owner_id == caller => set,
        _ => ConditionalSet {
            game_id,
            owner_id: caller,
            ply: rec.game.ply,
            lines: Vec::new(),
        },
    })
}

/// Replaces the caller's set. Only the player whose opponent is to move at `expected_ply` may;
/// every move of every line is checked by the rules from the current position.
pub async fn replace(
    conn: &mut AsyncPgConnection,
    caller: i64,
    game_id: i64,
    expected_ply: i32,
    lines: Vec<Vec<String>>,
    now: DateTime<Utc>,
) -> ServiceResult<ConditionalSet> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut rec = record::lock(conn, game_id).await?;
        if let Some(refused) = timeout::enforce(conn, &mut rec, now).await? {
            return Ok(Err(refused));
        }
        check_owner(&rec, caller, expected_ply)?;
        let position = rec.position()?;
        let lines = canonical_lines(&position, rec.game.ply, lines)?;
        let set = ConditionalSet {
            game_id,
            owner_id: caller,
            ply: rec.game.ply,
            lines,
        };
        if set.lines.is_empty() {
            record::clear_conditionals(conn, game_id).await?;
        } else {
            store(conn, &set, now).await?;
        }
        Ok(Ok(set))
    })
    .await?
}

/// Clears the caller's set (nothing to do when they have none).
pub async fn delete(
    conn: &mut AsyncPgConnection,
    caller: i64,
    game_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut rec = record::lock(conn, game_id).await?;
        rec.side_of(caller)
            .ok_or_else(|| ServiceError::Forbidden(Message::new("players-only")))?;
        if let Some(refused) = timeout::enforce(conn, &mut rec, now).await? {
            return Ok(Err(refused));
        }
        if load(conn, game_id)
            .await?
            .is_some_and(|set| set.owner_id == caller)
        {
            record::clear_conditionals(conn, game_id).await?;
        }
        Ok(Ok(()))
    })
    .await?
}

fn check_owner(rec: &GameRecord, caller: i64, expected_ply: i32) -> ServiceResult<()> {
    rec.side_of(caller)
        .ok_or_else(|| ServiceError::Forbidden(Message::new("players-only")))?;
    ensure_active(rec)?;
    if expected_ply != rec.game.ply {
        return Err(moves::stale_ply(rec.game.ply, expected_ply));
    }
    if rec.game.to_move_id == Some(caller) {
        return Err(ServiceError::Conflict(Message::new(
            "conditional-your-move",
        )));
    }
    Ok(())
}

fn line_error(line: usize, index: usize, ply: i32, refusal: Refusal, reason: &str) -> ServiceError {
    ServiceError::ConditionalLine {
        line,
        index,
        ply,
        refusal,
        reason: reason.to_owned(),
    }
}

/// Checks every line from `position` (at game ply `ply`) and returns them with canonical paths.
/// Lines are numbered from 1 in messages.
pub fn canonical_lines(
    position: &Position,
    ply: i32,
    lines: Vec<Vec<String>>,
) -> ServiceResult<Vec<Vec<String>>> {
    if lines.len() > MAX_LINES {
        return Err(ServiceError::invalid_field(
            "lines",
            Message::new("conditional-too-many-lines").arg("max", MAX_LINES),
        ));
    }
    let mut out = Vec::with_capacity(lines.len());
    for (i, line) in lines.into_iter().enumerate() {
        if line.is_empty() || line.len() > MAX_PLIES || line.len() % 2 == 1 {
            return Err(ServiceError::invalid_field(
                format!("lines[{i}]"),
                Message::new("conditional-line-length")
                    .arg("line", i + 1)
                    .arg("max", MAX_PLIES),
            ));
        }
        let mut current = *position;
        let mut canonical = Vec::with_capacity(line.len());
        for (j, path) in line.iter().enumerate() {
            let at = ply + j as i32 + 1;
            if current.status().outcome != Outcome::Ongoing {
                return Err(line_error(
                    i,
                    j,
                    at,
                    Refusal::msg(
                        Message::new("conditional-after-game-over")
                            .arg("line", i + 1)
                            .arg("ply", at),
                    ),
                    "game-over",
                ));
            }
            let legal = current.check(path).map_err(|illegal| {
                line_error(
                    i,
                    j,
                    at,
                    Refusal::msg(
                        Message::new("conditional-illegal")
                            .arg("line", i + 1)
                            .arg("ply", at)
                            .arg("path", path.as_str())
                            .arg(
                                "reason",
                                Arg::clause(
                                    illegal.to_string(),
                                    crate::i18n::illegal::message(&illegal),
                                ),
                            ),
                    ),
                    illegal.tag(),
                )
            })?;
            canonical.push(legal.path.to_string());
            current = legal.result;
        }
        out.push(canonical);
    }
    // The lines form a tree: one reply for each sequence of the opponent's moves.
    let mut replies: HashMap<&[String], (&String, usize)> = HashMap::new();
    for (i, line) in out.iter().enumerate() {
        for k in (1..line.len()).step_by(2) {
            let prefix = &line[..k];
            let reply = &line[k];
            match replies.get(prefix) {
                Some((known, first)) if *known != reply => {
                    return Err(line_error(
                        i,
                        k,
                        ply + k as i32 + 1,
                        Refusal::msg(
                            Message::new("conditional-contradicting-replies")
                                .arg("line", i + 1)
                                .arg("moves", prefix.join(" "))
                                .arg("reply", reply.as_str())
                                .arg("other", first + 1)
                                .arg("known", known.as_str()),
                        ),
                        "contradicting-replies",
                    ));
                }
                Some(_) => {}
                None => {
                    replies.insert(prefix, (reply, i));
                }
            }
        }
    }
    Ok(out)
}

/// After the opponent's move `played` (canonical, now written, leaving the game at `ply`),
/// answers from the owner's set, if it has a reply: the lines whose next move is `played`
/// give the reply, which is decided and written like any move; those lines are kept, advanced
/// by two plies; every other line is dropped. Returns the reply's decision once written.
/// Call inside the transaction holding the game row lock, with the game still active.
pub async fn answer(
    conn: &mut AsyncPgConnection,
    game_id: i64,
    played: &str,
    now: DateTime<Utc>,
) -> ServiceResult<Option<Decision>> {
    let Some(set) = load(conn, game_id).await? else {
        return Ok(None);
    };
    let rec = record::load(conn, game_id).await?;
    let owner_to_move = rec.game.to_move_id == Some(set.owner_id);
    let matching: Vec<&Vec<String>> = set
        .lines
        .iter()
        .filter(|l| l.iter().next().is_some_and(|m| m == played))
        .collect();
    let reply = <[_]>::first(&matching).and_then(|l| l.get(1)).cloned();
    let (Some(reply), true, true) = (reply, owner_to_move, set.ply + 1 == rec.game.ply) else {
        record::clear_conditionals(conn, game_id).await?;
        return Ok(None);
    };
    // The reply was legal when the set was stored; the position may not have changed since,
    // but it is checked again like any move, and a refusal drops the set.
    let decision = match moves::decide(
        &rec,
        set.owner_id,
        &reply,
        rec.game.ply,
        now,
        Origin::Conditional,
    ) {
        Ok(d) => d,
        Err(refused) => {
            tracing::warn!(game = game_id, reason = %refused, "a conditional reply was refused; the set is dropped");
            record::clear_conditionals(conn, game_id).await?;
            return Ok(None);
        }
    };
    let written = moves::write_moves(conn, &[&decision.write]).await?;
    if written.iter().all(|v| *v == 0) {
        // The owner's account is gone: nothing is played for it.
        record::clear_conditionals(conn, game_id).await?;
        return Ok(None);
    }
    let rest: Vec<Vec<String>> = matching
        .iter()
        .filter(|l| l.len() > 2 && l.get(1) == Some(&reply))
        .map(|l| l[2..].to_vec())
        .collect();
    if rest.is_empty() || decision.end.is_some() {
        record::clear_conditionals(conn, game_id).await?;
    } else {
        let next = ConditionalSet {
            ply: set.ply + 2,
            lines: rest,
            ..set
        };
        store(conn, &next, now).await?;
    }
    Ok(Some(decision))
}
