//! The stored game: reading it with its players and moves, locking it, creating games, and the
//! one statement that writes moves.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use diesel::pg::{Pg, PgQueryBuilder};
use diesel::prelude::*;
use diesel::query_builder::{QueryBuilder, QueryFragment};
use diesel::sql_types::{Array, BigInt, Binary, Nullable, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_rules::{Position, Side};

use super::rendered::{self, RenderedMoves};
use crate::db::models::{Game, Move, NewGame};
use crate::db::prepared::{Bind, Sql};
use crate::db::schema::{conditional_moves, games};
use crate::domain::clock::{Frozen, Turn};
use crate::domain::{Colour, GameStatus, TimeControl, VariantName};
use crate::error::{ApiError, ApiResult};
use crate::service::events::{self, EventData, NewEvent};

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
    /// [`super::rendered`]).
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

    pub fn position(&self) -> ApiResult<Position> {
        position_of(&self.game)
    }

    pub fn time_control(&self) -> ApiResult<TimeControl> {
        self.game
            .time_control()
            .map_err(|e| ApiError::internal(format!("game {}: {e}", self.game.id)))
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
pub fn position_of(game: &Game) -> ApiResult<Position> {
    Position::parse_variant(&game.position, game.variant.rules())
        .map_err(|e| ApiError::internal(format!("game {} holds a bad position: {e}", game.id)))
}

/// The position the game started from, read with its variant's rules (replays start here).
pub fn start_of(game: &Game) -> ApiResult<Position> {
    Position::parse_variant(&game.start_position, game.variant.rules())
        .map_err(|e| ApiError::internal(format!("game {} start position: {e}", game.id)))
}

/// The game so far as the rules see it (every move replayed from the start): what draw claims,
/// bots and analyses need besides the current position.
pub fn replay(game: &Game, moves: &[Move]) -> ApiResult<camelot_rules::Game> {
    let paths: Vec<&str> = moves.iter().map(|m| m.path.as_str()).collect();
    camelot_rules::Game::replay(start_of(game)?, &paths).map_err(|(ply, e)| {
        ApiError::internal(format!(
            "game {} does not replay at ply {}: {e}",
            game.id,
            ply + 1
        ))
    })
}

fn no_game(id: i64) -> ApiError {
    ApiError::not_found_msg(crate::i18n::Message::new("no-such-game").arg("game", id))
}

/// A game row with what its record adds: its version, its players' names, its move paths and
/// times, and each player's leave periods (starts, ends).
#[derive(QueryableByName)]
struct GameRow {
    #[diesel(embed)]
    game: Game,
    #[diesel(sql_type = BigInt)]
    version: i64,
    #[diesel(sql_type = Text)]
    white_name: String,
    #[diesel(sql_type = Text)]
    black_name: String,
    #[diesel(sql_type = Array<Text>)]
    paths: Vec<String>,
    #[diesel(sql_type = Array<Timestamptz>)]
    times: Vec<DateTime<Utc>>,
    /// The game's stored move list (packed, see [`super::rendered::pack`]), when the read
    /// asked for it and there is one.
    #[diesel(sql_type = Nullable<Binary>)]
    stored_moves: Option<Vec<u8>>,
    /// White's leave periods: every start, then every end (see [`frozen`]).
    #[diesel(sql_type = Array<Timestamptz>)]
    white_leaves: Vec<DateTime<Utc>>,
    #[diesel(sql_type = Array<Timestamptz>)]
    black_leaves: Vec<DateTime<Utc>>,
}

/// What a record adds to the game's own columns, besides its names and moves. The leaves are
/// those that end after the game's current turn began, one scan of the index per player giving
/// the starts followed by the ends (two scans each cost PostgreSQL about 5 µs more a record,
/// measured over finished games), in active games only (`CASE` runs the scans only when it
/// needs them).
const RECORD_COLUMNS: &str = "games.xmin::text::bigint AS version, \
    CASE WHEN games.status = 'active' THEN \
    (SELECT coalesce(array_agg(l.started_at ORDER BY l.started_at) \
                     || array_agg(l.until ORDER BY l.started_at), '{}') FROM leaves l \
      WHERE l.user_id = games.white_id AND l.until > games.turn_started_at) \
    ELSE '{}' END AS white_leaves, \
    CASE WHEN games.status = 'active' THEN \
    (SELECT coalesce(array_agg(l.started_at ORDER BY l.started_at) \
                     || array_agg(l.until ORDER BY l.started_at), '{}') FROM leaves l \
      WHERE l.user_id = games.black_id AND l.until > games.turn_started_at) \
    ELSE '{}' END AS black_leaves";

/// The players' names, looked up row by row, by primary key (a join would leave the plan to the
/// table statistics, and hash joins cost more to set up than a batch of lookups).
const LOOKED_UP_NAMES: &str = "\
    (SELECT u.username FROM users u WHERE u.id = games.white_id) AS white_name, \
    (SELECT u.username FROM users u WHERE u.id = games.black_id) AS black_name";
/// The names kept with a stored list (migration 000016), else looked up: `coalesce` runs a
/// lookup only when the stored name is missing.
const STORED_NAMES: &str = "\
    coalesce(s.white_name, (SELECT u.username FROM users u WHERE u.id = games.white_id)) \
      AS white_name, \
    coalesce(s.black_name, (SELECT u.username FROM users u WHERE u.id = games.black_id)) \
      AS black_name";

/// The game's moves: its chunks in order, then the row's tail.
const MOVE_PATHS: &str = "(ARRAY(SELECT m.item FROM move_chunks c, \
      unnest(c.paths) WITH ORDINALITY AS m (item, i) \
      WHERE c.game_id = games.id ORDER BY c.first_ply, m.i) || games.move_paths)";
const MOVE_TIMES: &str = "(ARRAY(SELECT m.item FROM move_chunks c, \
      unnest(c.times) WITH ORDINALITY AS m (item, i) \
      WHERE c.game_id = games.id ORDER BY c.first_ply, m.i) || games.move_times)";

/// Which moves a record is read with.
enum MovesRead {
    /// Every move, as paths and times.
    All,
    /// Every move, except for the games of `$2` whose list is stored (migration 000014): those
    /// carry the stored list instead, for a view.
    StoredFor(Vec<i64>),
}

/// The statement of [`load_many`] (`$1` the ids) and, with `FOR UPDATE`, of [`lock`] (`$1` a
/// one-id array). Its text is one of a few fixed ones, so each connection parses it once (see
/// [`crate::db::prepared`]): built by diesel's query builder, it took PostgreSQL a parse and a
/// plan on every execution. The game's own columns are the ones [`Game`] selects, written by
/// diesel, so the two cannot drift apart.
fn record_query(ids: Vec<i64>, lock: bool, moves: MovesRead) -> ApiResult<Sql> {
    let mut game_columns = PgQueryBuilder::default();
    Game::as_select().to_sql(&mut game_columns, &Pg)?;
    let (moves_columns, join) = match moves {
        MovesRead::All => (
            format!(
                "{LOOKED_UP_NAMES}, {MOVE_PATHS} AS paths, {MOVE_TIMES} AS times, \
                 NULL::bytea AS stored_moves"
            ),
            "",
        ),
        // A stored list counts only while it holds as many moves as the game.
        MovesRead::StoredFor(_) => (
            format!(
                "{STORED_NAMES}, \
                 CASE WHEN s.game_id IS NULL THEN {MOVE_PATHS} ELSE '{{}}' END AS paths, \
                 CASE WHEN s.game_id IS NULL THEN {MOVE_TIMES} ELSE '{{}}' END AS times, \
                 s.moves_lz4 AS stored_moves"
            ),
            " LEFT JOIN compressed_move_lists s ON s.game_id = games.id AND s.plies = games.ply \
              AND games.id = ANY($2)",
        ),
    };
    let text = format!(
        "SELECT {}, {RECORD_COLUMNS}, {moves_columns} FROM games{join} WHERE games.id = ANY($1){}",
        game_columns.finish(),
        if lock { " FOR UPDATE OF games" } else { "" }
    );
    let query = Sql::new(text).bind(Bind::BigIntArray(ids));
    Ok(match moves {
        MovesRead::All => query,
        MovesRead::StoredFor(stored) => query.bind(Bind::BigIntArray(stored)),
    })
}

/// Leave periods from every start followed by every end, in the same order: the statement
/// aggregates both halves over the same rows, so they pair up.
fn frozen(mut times: Vec<DateTime<Utc>>) -> Vec<Frozen> {
    let ends = times.split_off(times.len() / 2);
    times
        .into_iter()
        .zip(ends)
        .map(|(from, until)| Frozen { from, until })
        .collect()
}

fn record(row: GameRow) -> ApiResult<GameRecord> {
    let GameRow {
        game,
        version,
        white_name,
        black_name,
        paths,
        times,
        stored_moves,
        white_leaves,
        black_leaves,
    } = row;
    let id = game.id;
    let rendered_moves = match stored_moves {
        Some(stored) => RenderedMoves::stored(rendered::unpack(id, &stored)?),
        None => RenderedMoves::default(),
    };
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
    Ok(GameRecord {
        white: Brief {
            id: game.white_id,
            username: white_name,
        },
        black: Brief {
            id: game.black_id,
            username: black_name,
        },
        game,
        moves,
        version,
        leaves: [frozen(white_leaves), frozen(black_leaves)],
        rendered_moves,
    })
}

/// A game with its players and moves, in one query.
pub async fn load(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<GameRecord> {
    load_many(conn, &[id])
        .await?
        .remove(&id)
        .ok_or_else(|| no_game(id))
}

/// Games with their players and moves, by id, in one query (the hottest read of the service,
/// batched by [`super::batches`]). Ids without a game are left out.
pub async fn load_many(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
) -> ApiResult<HashMap<i64, GameRecord>> {
    load_rows(conn, ids, MovesRead::All).await
}

/// Games for their views, by id, as [`load_many`] does, except that the games of `stored_for`
/// whose move list is stored come with that list instead of their moves (`moves` empty): such a
/// record serves a view, and nothing that needs the moves themselves.
pub async fn load_for_views(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
    stored_for: Vec<i64>,
) -> ApiResult<HashMap<i64, GameRecord>> {
    load_rows(conn, ids, MovesRead::StoredFor(stored_for)).await
}

async fn load_rows(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
    moves: MovesRead,
) -> ApiResult<HashMap<i64, GameRecord>> {
    let rows: Vec<GameRow> = record_query(ids.to_vec(), false, moves)?.load(conn).await?;
    rows.into_iter()
        .map(|row| record(row).map(|rec| (rec.game.id, rec)))
        .collect()
}

/// One line of PostgreSQL's `EXPLAIN` output.
#[derive(QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = Text, column_name = "QUERY PLAN")]
    line: String,
}

/// PostgreSQL's plan of reading game `id` for its view, as [`load_for_views`] reads it, run
/// under `EXPLAIN (ANALYZE, BUFFERS)`. The statement is the one the service runs, so a plan
/// kept by the scale benchmark cannot drift from it.
pub async fn explain_view_read(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Vec<String>> {
    let lines: Vec<PlanLine> = record_query(vec![id], false, MovesRead::StoredFor(vec![id]))?
        .explained()
        .load(conn)
        .await?;
    Ok(lines.into_iter().map(|l| l.line).collect())
}

/// The game, locked for the rest of the transaction.
pub async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<GameRecord> {
    let row: Option<GameRow> = record_query(vec![id], true, MovesRead::All)?
        .get_result(conn)
        .await
        .optional()?;
    row.map(record).ok_or_else(|| no_game(id))?
}

/// The game row alone.
pub async fn load_row(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| no_game(id))
}

/// The game row alone, locked for the rest of the transaction.
pub async fn lock_row(conn: &mut AsyncPgConnection, id: i64) -> ApiResult<Game> {
    games::table
        .find(id)
        .select(Game::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| no_game(id))
}

/// What a new game needs.
#[derive(Debug, Clone)]
pub struct GameSpec {
    pub white_id: i64,
    pub black_id: i64,
    pub rated: bool,
    pub time_control: TimeControl,
    /// Leave stops the game's clocks.
    pub allow_leave: bool,
    /// The tournament and round it belongs to.
    pub tournament: Option<(i64, i32)>,
    /// The variant played.
    pub variant: VariantName,
}

/// Inserts games in one statement (call inside a transaction), each from its variant's start
/// position, with the players' current ratings in that variant as their ratings at the start.
/// No events: callers announce the games their way.
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
    let mut variants: Vec<VariantName> = specs.iter().map(|s| s.variant).collect();
    variants.sort_unstable();
    variants.dedup();
    let mut ratings: HashMap<(i64, VariantName), i64> = HashMap::new();
    for variant in variants {
        for (id, rating) in crate::service::ratings::current(conn, &ids, variant).await? {
            ratings.insert((id, variant), rating);
        }
    }
    let rating = |id: i64, variant: VariantName| -> ApiResult<i64> {
        ratings
            .get(&(id, variant))
            .copied()
            .ok_or_else(|| ApiError::internal(format!("a new game names no user {id}")))
    };
    let mut rows = Vec::with_capacity(specs.len());
    for s in specs {
        let start = s.variant.rules().start().to_string();
        let bank = s.time_control.initial_bank();
        let (days_per_move, initial, increment, max) = s.time_control.columns();
        rows.push(NewGame {
            white_id: s.white_id,
            black_id: s.black_id,
            white_rating_centi: rating(s.white_id, s.variant)?,
            black_rating_centi: rating(s.black_id, s.variant)?,
            rated: s.rated,
            days_per_move,
            fischer_initial_days: initial,
            fischer_increment_days: increment,
            fischer_max_days: max,
            start_position: start.clone(),
            position: start,
            to_move_id: Some(s.white_id),
            deadline: Some(now + Duration::seconds(bank)),
            turn_started_at: now,
            white_bank: bank,
            black_bank: bank,
            allow_leave: s.allow_leave,
            created_at: now,
            updated_at: now,
            tournament_id: s.tournament.map(|t| t.0),
            tournament_round: s.tournament.map(|t| t.1),
            variant: s.variant,
        });
    }
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

/// Starts a game from a challenge (call inside a transaction); both players get a
/// `game_started` event.
pub async fn create(
    conn: &mut AsyncPgConnection,
    spec: GameSpec,
    names: (&str, &str),
    challenge_id: i64,
    now: DateTime<Utc>,
) -> ApiResult<Game> {
    let game = create_many(conn, std::slice::from_ref(&spec), now)
        .await?
        .pop()
        .ok_or_else(|| ApiError::internal("game insert returned no row"))?;
    let (white, black) = names;
    let started = |color: Colour, opponent: &str| EventData::GameStarted {
        game_id: game.id,
        color,
        opponent: opponent.to_owned(),
        rated: spec.rated,
        challenge_id: Some(challenge_id),
        tournament_id: None,
        round: None,
    };
    events::append(
        conn,
        &[
            NewEvent::new(spec.white_id, started(Colour::White, black)),
            NewEvent::new(spec.black_id, started(Colour::Black, white)),
        ],
        now,
    )
    .await?;
    Ok(game)
}

/// Removes a game's conditional move set (inside the transaction holding the game row lock):
/// at the end of the game, when the opponent's move matched no line, or when it is cleared.
pub async fn clear_conditionals(conn: &mut AsyncPgConnection, game_id: i64) -> ApiResult<()> {
    diesel::delete(conditional_moves::table.find(game_id))
        .execute(conn)
        .await?;
    diesel::update(games::table.find(game_id).filter(games::has_conditionals))
        .set(games::has_conditionals.eq(false))
        .execute(conn)
        .await?;
    Ok(())
}

/// Each game's row version, 0 for none, in the order of `$1`.
const VERSIONS: &str = "SELECT coalesce(array_agg(coalesce( \
      (SELECT g.xmin::text::bigint FROM games g WHERE g.id = i.id), 0) ORDER BY i.n), '{}') \
      AS versions FROM unnest($1::bigint[]) WITH ORDINALITY AS i (id, n)";

#[derive(QueryableByName)]
struct Versions {
    #[diesel(sql_type = Array<BigInt>)]
    versions: Vec<i64>,
}

/// The current row version of each game, 0 where there is none, in the order asked. (A
/// statement of its own rather than migration 000005's `game_versions` function: PL/pgSQL
/// planned its query afresh on every call.)
pub async fn versions(conn: &mut AsyncPgConnection, ids: Vec<i64>) -> ApiResult<Vec<i64>> {
    let found: Versions = Sql::new(VERSIONS)
        .bind(Bind::BigIntArray(ids))
        .get_result(conn)
        .await?;
    Ok(found.versions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn leave_times_pair_each_start_with_its_end() {
        let t = |d: u32| Utc.with_ymd_and_hms(2026, 3, d, 0, 0, 0).unwrap();
        let periods = frozen(vec![t(1), t(10), t(5), t(12)]);
        assert_eq!(periods.len(), 2);
        assert_eq!((periods[0].from, periods[0].until), (t(1), t(5)));
        assert_eq!((periods[1].from, periods[1].until), (t(10), t(12)));
        assert!(frozen(Vec::new()).is_empty());
    }
}
