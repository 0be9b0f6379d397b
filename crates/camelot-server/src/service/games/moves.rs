//! The one definition of a move: what is checked and what changes.
//!
//! [`decide`] takes a game as read (or as this process last wrote it) and a submission, and
//! either refuses it with the reason a player is shown, or returns a [`MoveWrite`] holding every
//! value the move writes — position, ply, whose turn, the clock, the draw offer, the opponent's
//! event — plus the end of the game if the move ended it. Both ways of playing a move use it:
//! the batched writer (`super::store::batches`) and the locked transaction (`super::play`). The SQL that
//! writes a move (`r.write_moves`, db/replaceable.sql) decides nothing: it writes what it is
//! handed, only if the game row is still the version the decision was made on.

use chrono::{DateTime, Duration, Utc};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_rules::{Position, Side};

use super::record::{GameRecord, player_of};
use crate::db::models::Move;
use crate::domain::game::{other, timeout_result};
use crate::domain::{GameResult, GameStatus, Termination};
use crate::i18n::Message;
use crate::service::error::{Ending, ServiceError, ServiceResult};
use crate::service::events::{EventData, NewEvent};

/// Everything a move writes.
#[derive(Debug, Clone)]
pub struct MoveWrite {
    pub game: i64,
    /// The row version the move was decided on: the write happens only on that version.
    pub version: i64,
    pub mover: i64,
    /// The game's ply after the move.
    pub ply: i32,
    /// The position after the move.
    pub position: String,
    /// The canonical path.
    pub path: String,
    pub to_move: i64,
    /// The draw offer left standing.
    pub draw_offer_by: Option<i64>,
    /// When the move is played: the opponent's turn begins.
    pub now: DateTime<Utc>,
    /// When the opponent runs out of time, leave not counted (the stored lower bound).
    pub deadline: DateTime<Utc>,
    /// Both banks after the move (seconds).
    pub white_bank: i64,
    pub black_bank: i64,
    /// Played from a conditional move set.
    pub conditional: bool,
    /// The opponent's `opponent_moved` event.
    pub event: NewEvent,
}

/// A move that may be written, and how it ends the game if it does.
#[derive(Debug, Clone)]
pub struct Decision {
    pub write: MoveWrite,
    pub end: Option<(GameResult, Termination)>,
}

/// How a move came to be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Submitted by its player.
    Submitted,
    /// Played by the server from its player's conditional move set.
    Conditional,
}

/// Checks a move submitted by `mover` at `expected_ply` against the game as in `rec`: the mover
/// plays in it, it is active and nobody's time has run out at `now`, it is at that ply, the
/// mover is to move, and the rules accept the path (any valid alias; the canonical path is what
/// is written). The mover's bank after the move follows the game's time control.
pub fn decide(
    rec: &GameRecord,
    mover: i64,
    path: &str,
    expected_ply: i32,
    now: DateTime<Utc>,
    origin: Origin,
) -> ServiceResult<Decision> {
    let game = &rec.game;
    let side = rec
        .side_of(mover)
        .ok_or_else(|| ServiceError::Forbidden(Message::new("players-only")))?;
    ensure_active(rec)?;
    if let Some(deadline) = rec.overdue(now) {
        return Err(out_of_time(rec, deadline));
    }
    if expected_ply != game.ply {
        return Err(stale_ply(game.ply, expected_ply));
    }
    if game.to_move_id != Some(mover) {
        return Err(ServiceError::NotYourTurn);
    }
    let position: Position = rec.position()?;
    let legal = position.check(path).map_err(ServiceError::IllegalMove)?;
    let opponent = player_of(game, other(side));
    let ply = game.ply + 1;
    let canonical = legal.path.to_string();
    let status = legal.result.status();
    let end = GameResult::from_outcome(status.outcome)
        .map(|result| (result, Termination::from_board(status.reason)));
    // The mover's clock: what was left, then the time control's refill.
    let left = rec.remaining(side, now);
    let bank = rec.time_control()?.bank_after_move(left);
    let (white_bank, black_bank) = match side {
        Side::White => (bank, game.black_bank),
        Side::Black => (game.white_bank, bank),
    };
    let opponent_bank = game.bank(other(side));
    Ok(Decision {
        write: MoveWrite {
            game: game.id,
            version: rec.version,
            mover,
            ply,
            position: legal.result.to_string(),
            path: canonical.clone(),
            to_move: opponent,
            // An offer lapses when its maker's opponent moves instead of answering it.
            draw_offer_by: game.draw_offer_by.filter(|&by| by == mover),
            now,
            deadline: now + Duration::seconds(opponent_bank),
            white_bank,
            black_bank,
            conditional: origin == Origin::Conditional,
            event: NewEvent::new(
                opponent,
                EventData::OpponentMoved {
                    game_id: game.id,
                    ply,
                    path: canonical,
                    by: rec.player(side).username.clone(),
                    conditional: origin == Origin::Conditional,
                },
            ),
        },
        end,
    })
}

/// The refusal of anything done to a game whose side to move ran out of time at `deadline`:
/// the game is over (it is ended on time where the refusal is made).
pub fn out_of_time(rec: &GameRecord, deadline: DateTime<Utc>) -> ServiceError {
    let result = rec.position().map(|p| timeout_result(&p)).ok();
    ServiceError::GameOver {
        message: Message::new("game-over-timeout")
            .arg("game", rec.game.id)
            .arg("deadline", deadline.to_rfc3339()),
        ending: Some(Ending {
            status: GameStatus::Finished,
            result,
            termination: Some(Termination::Timeout),
        }),
    }
}

/// The 412 for a move or a conditional set sent for ply `sent` of a game at ply `ply`.
pub fn stale_ply(ply: i32, sent: i32) -> ServiceError {
    ServiceError::StalePly {
        message: Message::new("stale-ply").arg("ply", ply).arg("sent", sent),
        ply,
    }
}

/// Refuses anything but an active game.
pub fn ensure_active(rec: &GameRecord) -> ServiceResult<()> {
    if rec.game.status != GameStatus::Active {
        return Err(ServiceError::GameOver {
            message: Message::new("game-over")
                .arg("game", rec.game.id)
                .arg("status", rec.game.status.as_str()),
            ending: Some(Ending {
                status: rec.game.status,
                result: rec.game.result,
                termination: None,
            }),
        });
    }
    Ok(())
}

impl MoveWrite {
    /// The record as the write leaves it (`version` is the row's new version).
    pub fn apply(&self, rec: &mut GameRecord, version: i64) {
        let g = &mut rec.game;
        g.position.clone_from(&self.position);
        g.ply = self.ply;
        g.updated_at = self.now;
        g.to_move_id = Some(self.to_move);
        g.deadline = Some(self.deadline);
        g.deadline_warned = false;
        g.draw_offer_by = self.draw_offer_by;
        g.turn_started_at = self.now;
        g.white_bank = self.white_bank;
        g.black_bank = self.black_bank;
        if self.conditional {
            g.conditional_plies.push(self.ply);
        }
        rec.moves.push(Move {
            game_id: self.game,
            ply: self.ply,
            path: self.path.clone(),
            played_at: self.now,
        });
        rec.version = version;
    }
}

/// Writes moves decided by [`decide`], each only if its game row is still the
/// version it was decided on and its mover's account is alive, with the opponent's event, in one
/// statement (`r.write_moves`, db/replaceable.sql). Returns each row's new version, 0 where nothing was written.
/// At most one move per game.
pub async fn write_moves(
    conn: &mut AsyncPgConnection,
    moves: &[&MoveWrite],
) -> ServiceResult<Vec<i64>> {
    fn column<T>(moves: &[&MoveWrite], f: impl Fn(&MoveWrite) -> T) -> Vec<T> {
        moves.iter().map(|m| f(m)).collect()
    }
    let versions: Vec<i64> = diesel::select(sql::write_moves(
        column(moves, |m| m.game),
        column(moves, |m| m.version),
        column(moves, |m| m.mover),
        column(moves, |m| m.ply),
        column(moves, |m| m.position.clone()),
        column(moves, |m| m.path.clone()),
        column(moves, |m| m.to_move),
        column(moves, |m| m.draw_offer_by.unwrap_or(0)),
        column(moves, |m| m.now),
        column(moves, |m| m.deadline),
        column(moves, |m| m.white_bank),
        column(moves, |m| m.black_bank),
        column(moves, |m| m.conditional),
        column(moves, |m| m.event.user_id),
        column(moves, |m| m.event.kind.as_str().to_owned()),
        column(moves, |m| m.event.data.clone()),
    ))
    .get_result(conn)
    .await?;
    if versions.len() != moves.len() {
        return Err(ServiceError::internal(format!(
            "write_moves answered {} outcomes for {} moves",
            versions.len(),
            moves.len()
        )));
    }
    Ok(versions)
}

mod sql {
    // The arguments are the function's columns, one each.
    #![allow(clippy::too_many_arguments)]
    use diesel::sql_types::{Array, BigInt, Bool, Integer, Jsonb, Text, Timestamptz};

    diesel::define_sql_function! {
        /// Writes a batch of decided moves (db/replaceable.sql): per move, the row's new
        /// version, or 0 when not written.
        #[sql_name = "r.write_moves"]
        fn write_moves(
            games: Array<BigInt>, versions: Array<BigInt>, movers: Array<BigInt>,
            plies: Array<Integer>, positions: Array<Text>, paths: Array<Text>,
            to_move: Array<BigInt>, offers: Array<BigInt>, nows: Array<Timestamptz>,
            deadlines: Array<Timestamptz>, white_banks: Array<BigInt>,
            black_banks: Array<BigInt>, conditional: Array<Bool>, event_users: Array<BigInt>,
            event_kinds: Array<Text>, events: Array<Jsonb>
        ) -> Array<BigInt>;
    }
}
