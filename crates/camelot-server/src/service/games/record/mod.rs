//! The stored game: [`GameRecord`], a game with what its views and its next move need, and what
//! it says (whose turn, the clocks, leave, the position); the game row alone ([`load_row`],
//! [`lock_row`]); clearing a game's conditional moves. Its other jobs live beside it:
//!
//! * reading and locking whole records belongs to the game store, whose statement is prepared
//!   once per connection and batched: see [`super::store::read`] (re-exported here, so callers
//!   say [`load`], [`load_many`], [`lock`]);
//! * [`create`]: creating games, from a challenge or for a tournament round.

mod create;

pub use super::store::read::{explain_view_read, load, load_many, lock};
pub use create::{GameSpec, create, create_many};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_rules::{Position, Side};

use super::store::rendered::RenderedMoves;
use crate::db::models::{Game, Move};
use crate::db::schema::{conditional_moves, games};
use crate::domain::GameStatus;
use crate::domain::TimeControl;
use crate::domain::time_control::{Frozen, Turn};
use crate::service::error::{ServiceError, ServiceResult};

/// A player as shown in a game.
#[derive(Debug, Clone)]
pub struct Brief {
    pub id: i64,
    pub username: String,
}

/// A game with what its views and its next move need.
#[derive(Debug, Clone)]
pub struct GameRecord {
    pub game: Game,
    pub white: Brief,
    pub black: Brief,
    pub moves: Vec<Move>,
    /// The row version this record was read at (PostgreSQL's `xmin`: every update of the row
    /// writes a new one). A move decided on this record is written only if the row is still
    /// this version.
    pub version: i64,
    /// Each player's leave (white first) that ends after the current turn began, oldest first,
    /// in an active game (none in a game that has ended): what stops the clock of the side to
    /// move, and what shows a player on leave. Starting or ending leave touches the row of each
    /// of the player's active games, so a record kept with its version never shows leave out of
    /// date. A game that has ended has no clock to stop and its row does not change when its
    /// players go on leave, so it is read without any.
    pub leaves: [Vec<Frozen>; 2],
    /// The moves' JSON as views show them, kept while the record lives on (see
    /// [`super::store::rendered`]).
    pub rendered_moves: RenderedMoves,
}

impl GameRecord {
    /// Which side `user` plays, if any.
    pub fn side_of(&self, user: i64) -> Option<Side> {
        side_of(&self.game, user)
    }

    pub fn player(&self, side: Side) -> &Brief {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    pub fn position(&self) -> ServiceResult<Position> {
        position_of(&self.game)
    }

    pub fn time_control(&self) -> ServiceResult<TimeControl> {
        self.game
            .time_control()
            .map_err(|e| ServiceError::internal(format!("game {}: {e}", self.game.id)))
    }

    /// The side whose turn it is, while the game goes on.
    pub fn side_to_move(&self) -> Option<Side> {
        self.game.to_move_id.and_then(|id| self.side_of(id))
    }

    /// The periods `side`'s clock stands still in this game.
    pub fn frozen(&self, side: Side) -> &[Frozen] {
        if self.game.allow_leave {
            &self.leaves[side_index(side)]
        } else {
            &[]
        }
    }

    /// The running clock: the side to move's turn.
    pub fn turn(&self) -> Option<(Side, Turn<'_>)> {
        let side = self.side_to_move()?;
        Some((
            side,
            Turn {
                started: self.game.turn_started_at,
                bank: self.game.bank(side),
                frozen: self.frozen(side),
            },
        ))
    }

    /// When the side to move runs out of time, leave included.
    pub fn deadline(&self) -> Option<DateTime<Utc>> {
        self.turn().map(|(_, turn)| turn.deadline())
    }

    /// The one definition of "this side's time has run out": the game is active and its side
    /// to move's deadline is not after `now`. Returns that deadline, when the game ends on time.
    pub fn overdue(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        if self.game.status != GameStatus::Active {
            return None;
        }
        self.turn()
            .filter(|(_, turn)| turn.expired_at(now))
            .map(|(_, turn)| turn.deadline())
    }

    /// Whole seconds left on `side`'s clock at `now`: its bank when it is not its turn.
    pub fn remaining(&self, side: Side, now: DateTime<Utc>) -> i64 {
        match self.turn() {
            Some((running, turn)) if running == side => turn.left_at(now),
            _ => self.game.bank(side),
        }
    }

    /// Until when `side`'s player is on leave at `now`, if they are.
    pub fn on_leave_until(&self, side: Side, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.leaves[side_index(side)]
            .iter()
            .find(|f| f.from <= now && now < f.until)
            .map(|f| f.until)
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

/// Which side `user` plays in `game`, if any.
pub fn side_of(game: &Game, user: i64) -> Option<Side> {
    if game.white_id == user {
        Some(Side::White)
    } else if game.black_id == user {
        Some(Side::Black)
    } else {
        None
    }
}

/// The user id of the player of `side`.
pub fn player_of(game: &Game, side: Side) -> i64 {
    match side {
        Side::White => game.white_id,
        Side::Black => game.black_id,
    }
}

/// The game's current position, read with its variant's rules.
pub fn position_of(game: &Game) -> ServiceResult<Position> {
    Position::parse_variant(&game.position, game.variant.rules())
        .map_err(|e| ServiceError::internal(format!("game {} holds a bad position: {e}", game.id)))
}

/// The position the game started from, read with its variant's rules (replays start here).
pub fn start_of(game: &Game) -> ServiceResult<Position> {
    Position::parse_variant(&game.start_position, game.variant.rules())
        .map_err(|e| ServiceError::internal(format!("game {} start position: {e}", game.id)))
}

/// The game so far as the rules see it (every move replayed from the start): what draw claims,
/// bots and analyses need besides the current position.
pub fn replay(game: &Game, moves: &[Move]) -> ServiceResult<camelot_rules::Game> {
    let paths: Vec<&str> = moves.iter().map(|m| m.path.as_str()).collect();
    camelot_rules::Game::replay(start_of(game)?, &paths).map_err(|(ply, e)| {
        ServiceError::internal(format!(
            "game {} does not replay at ply {}: {e}",
            game.id,
            ply + 1
        ))
    })
}

/// The 404 for a game that does not exist.
pub(crate) fn no_game(id: i64) -> ServiceError {
    ServiceError::NotFound(crate::i18n::Message::new("no-such-game").arg("game", id))
}

/// The game row alone.
pub async fn load_row(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| no_game(id))
}

/// The game row alone, locked for the rest of the transaction.
pub async fn lock_row(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| no_game(id))
}

/// Removes a game's conditional move set (inside the transaction holding the game row lock):
/// at the end of the game, when the opponent's move matched no line, or when it is cleared.
pub async fn clear_conditionals(conn: &mut AsyncPgConnection, game_id: i64) -> ServiceResult<()> {
    diesel::delete(conditional_moves::table.find(game_id))
        .execute(conn)
        .await?;
    diesel::update(games::table.find(game_id).filter(games::has_conditionals))
        .set(games::has_conditionals.eq(false))
        .execute(conn)
        .await?;
    Ok(())
}
