//! Engine analysis: an evaluation of any position (`POST /analysis/evaluate`) and the computer
//! analysis of a finished game, queued, done by the bot worker's engine threads, and stored
//! once.
//!
//! Scores in answers are from White's view (positive: good for White), as lichess's cloud
//! evaluation gives them: `{"cp":N}` in hundredths of a Man, `{"win_in":P}` (White wins in P
//! plies) or `{"loss_in":P}` (White loses in P plies).
//!
//! A game's analysis searches every position of the game for `ANALYSIS_PLY_MS` and judges each
//! move by what it lost against the engine's best: the evaluation before the move (best play)
//! minus the evaluation after it, from the mover's view, in hundredths of a Man, with game ends
//! counted as ±1000. A loss of 50 or more is an inaccuracy, 100 or more a mistake, 200 or more a
//! blunder.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use camelot_engine::{Limits, Score, SearchOptions};
use camelot_rules::{Game as RulesGame, Position, Side};

use crate::db::schema::{game_analyses, games};
use crate::domain::{GameStatus, VariantName};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::record::{self, GameRecord};
use crate::state::AppState;

/// A score from White's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WhiteScore {
    /// Hundredths of a Man, positive when White is better.
    Cp(i32),
    /// White wins in this many plies.
    WinIn(u32),
    /// White loses in this many plies.
    LossIn(u32),
}

impl WhiteScore {
    /// A score from the side to move's view, turned to White's.
    pub fn of(score: Score, side_to_move: Side) -> WhiteScore {
        let score = if side_to_move == Side::White {
            score
        } else {
            score.flipped()
        };
        match score {
            Score::Cp(cp) => WhiteScore::Cp(cp),
            Score::WinIn(p) => WhiteScore::WinIn(p),
            Score::LossIn(p) => WhiteScore::LossIn(p),
        }
    }

    /// Hundredths of a Man for White, game ends counted as ±1000.
    pub fn clamped(self) -> i32 {
        match self {
            WhiteScore::Cp(cp) => cp.clamp(-1000, 1000),
            WhiteScore::WinIn(_) => 1000,
            WhiteScore::LossIn(_) => -1000,
        }
    }
}

/// An evaluation request.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EvaluateRequest {
    /// A position string (of the variant's board).
    pub position: String,
    /// The variant (`camelot` when absent).
    pub variant: Option<VariantName>,
    /// How long to search (default 1000; at most `EVALUATE_MAX_MOVETIME_MS`, 3000 by default).
    #[schema(minimum = 1)]
    pub movetime_ms: Option<u64>,
    /// How many best lines (1–5, default 1).
    #[schema(minimum = 1, maximum = 5)]
    pub multipv: Option<u8>,
}

/// One line of an evaluation.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Pv {
    /// Canonical paths, from the position evaluated.
    pub moves: Vec<String>,
    /// From White's view.
    pub score: WhiteScore,
}

/// What an evaluation found.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Evaluation {
    /// Plies searched.
    pub depth: i32,
    /// Positions searched.
    pub nodes: u64,
    /// The best lines, best first.
    pub pvs: Vec<Pv>,
}

/// Whether `position` is (board, side to move and castle moves) the position of one of the
/// caller's ongoing games.
async fn is_own_ongoing(
    conn: &mut AsyncPgConnection,
    user: i64,
    position: &Position,
    variant: VariantName,
) -> ServiceResult<bool> {
    let current: Vec<String> = games::table
        .filter(games::status.eq(GameStatus::Active))
        .filter(games::variant.eq(variant))
        .filter(games::white_id.eq(user).or(games::black_id.eq(user)))
        .select(games::position)
        .load(conn)
        .await?;
    let key = position.repetition_key();
    Ok(current.iter().any(|text| {
        Position::parse_variant(text, position.variant()).is_ok_and(|p| p.repetition_key() == key)
    }))
}

/// Evaluates a position for `user`: counted against the evaluation limit, refused for the
/// position of one of the caller's own ongoing games unless the server allows engine assist.
pub async fn evaluate(
    state: &AppState,
    user: i64,
    request: EvaluateRequest,
) -> ServiceResult<Evaluation> {
    let variant_name = request.variant.unwrap_or_default();
    let position =
        Position::parse_variant(request.position.trim(), variant_name.rules()).map_err(|e| {
            ServiceError::invalid_field(
                "position",
                Message::new("position-invalid").arg("error", e.to_string()),
            )
        })?;
    let cap = u64::try_from(state.config.evaluate_max_movetime.as_millis()).unwrap_or(u64::MAX);
    let movetime = match request.movetime_ms {
        None => 1000.min(cap),
        Some(0) => {
            return Err(ServiceError::invalid_field(
                "movetime_ms",
                Message::new("at-least").arg("min", 1),
            ));
        }
        Some(ms) => ms.min(cap),
    };
    let multipv = match request.multipv {
        None => 1,
        Some(k) if (1..=5).contains(&k) => usize::from(k),
        Some(_) => {
            return Err(ServiceError::invalid_field(
                "multipv",
                Message::new("from-to").arg("min", 1).arg("max", 5),
            ));
        }
    };
    let status = position.status();
    if status.is_over() {
        return Err(ServiceError::invalid_field(
            "position",
            Message::new("position-over").arg("status", status.to_string()),
        ));
    }
    let now = state.clock.now();
    {
        let mut conn = state.pool.get().await?;
        state
            .limits
            .check_user(
                &mut conn,
                "evaluate",
                user,
                state.config.evaluate_per_minute,
                now,
            )
            .await?;
        if !state.config.engine_assist
            && is_own_ongoing(&mut conn, user, &position, variant_name).await?
        {
            return Err(ServiceError::EngineAssist);
        }
    }
    let options = SearchOptions {
        limits: Limits {
            movetime_ms: Some(movetime),
            ..Limits::default()
        },
        multipv,
        ..SearchOptions::default()
    };
    // The caller's request waits for this search: the search must not stand aside for it.
    let aside = state.engines.serving().set_aside();
    let result = state
        .engines
        .search(position, Vec::new(), options)
        .await
        .map_err(ServiceError::internal)?;
    drop(aside);
    let side = position.side_to_move();
    Ok(Evaluation {
        depth: result.depth,
        nodes: result.nodes,
        pvs: result
            .lines
            .into_iter()
            .map(|l| Pv {
                moves: l.moves,
                score: WhiteScore::of(l.score, side),
            })
            .collect(),
    })
}

/// How a move is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Judgment {
    /// Lost 50–99 hundredths of a Man against the best move.
    Inaccuracy,
    /// Lost 100–199.
    Mistake,
    /// Lost 200 or more.
    Blunder,
}

impl Judgment {
    /// The judgment of a move that lost `loss` hundredths of a Man.
    pub fn of(loss: i32) -> Option<Judgment> {
        match loss {
            l if l >= 200 => Some(Judgment::Blunder),
            l if l >= 100 => Some(Judgment::Mistake),
            l if l >= 50 => Some(Judgment::Inaccuracy),
            _ => None,
        }
    }
}

/// One analysed move.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlyAnalysis {
    /// The ply of the move (1 = White's first).
    pub ply: i32,
    /// The move played (canonical path).
    #[serde(rename = "move")]
    pub played: String,
    /// The evaluation after the move, from White's view.
    pub score: WhiteScore,
    /// The engine's best move in the position before it.
    pub best: Option<String>,
    /// The engine's best line from the position before the move.
    pub line: Vec<String>,
    /// What the move lost against the best, in hundredths of a Man (0 for the best move).
    pub loss: i32,
    /// `inaccuracy`, `mistake`, `blunder`, or null.
    pub judgment: Option<Judgment>,
}

/// One side's figures.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SideSummary {
    /// Mean loss per move, hundredths of a Man.
    pub average_loss: i32,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// Where an analysis stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnalysisStatus {
    Queued,
    Running,
    Done,
}

impl AnalysisStatus {
    fn parse(s: &str) -> AnalysisStatus {
        match s {
            "done" => AnalysisStatus::Done,
            "running" => AnalysisStatus::Running,
            _ => AnalysisStatus::Queued,
        }
    }
}

/// A game's analysis.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GameAnalysis {
    pub status: AnalysisStatus,
    /// Every move of the game, when done (empty before).
    pub plies: Vec<PlyAnalysis>,
    pub white: Option<SideSummary>,
    pub black: Option<SideSummary>,
}

/// The stored part of a done analysis.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stored {
    plies: Vec<PlyAnalysis>,
    white: SideSummary,
    black: SideSummary,
}

/// Asks for the analysis of a finished game (once: asking again changes nothing). Refused
/// with 409 for a game still going on.
pub async fn request(
    conn: &mut AsyncPgConnection,
    user: i64,
    game_id: i64,
    now: DateTime<Utc>,
) -> ServiceResult<GameAnalysis> {
    let status: GameStatus = games::table
        .find(game_id)
        .select(games::status)
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ServiceError::NotFound(Message::new("no-such-game").arg("game", game_id)))?;
    if status == GameStatus::Active {
        return Err(ServiceError::Conflict(Message::new(
            "analysis-game-ongoing",
        )));
    }
    diesel::insert_into(game_analyses::table)
        .values((
            game_analyses::game_id.eq(game_id),
            game_analyses::requested_by.eq(user),
            game_analyses::requested_at.eq(now),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    get(conn, game_id).await
}

/// A game's analysis as it stands; 404 when nobody asked for it.
pub async fn get(conn: &mut AsyncPgConnection, game_id: i64) -> ServiceResult<GameAnalysis> {
    let row: Option<(String, Option<serde_json::Value>)> = game_analyses::table
        .find(game_id)
        .select((game_analyses::status, game_analyses::result))
        .first(conn)
        .await
        .optional()?;
    let Some((status, result)) = row else {
        return Err(ServiceError::NotFound(
            Message::new("analysis-not-requested").arg("game", game_id),
        ));
    };
    let status = AnalysisStatus::parse(&status);
    let stored: Option<Stored> = match (status, result) {
        (AnalysisStatus::Done, Some(v)) => {
            Some(serde_json::from_value(v).map_err(ServiceError::internal)?)
        }
        _ => None,
    };
    Ok(match stored {
        Some(s) => GameAnalysis {
            status,
            plies: s.plies,
            white: Some(s.white),
            black: Some(s.black),
        },
        None => GameAnalysis {
            status,
            plies: Vec::new(),
            white: None,
            black: None,
        },
    })
}

/// The stored analysis's plies, for the CGN export (none unless done).
pub async fn plies_if_done(
    conn: &mut AsyncPgConnection,
    game_id: i64,
) -> ServiceResult<Vec<PlyAnalysis>> {
    Ok(match get(conn, game_id).await {
        Ok(a) => a.plies,
        Err(e) if e.is_not_found() => Vec::new(),
        Err(e) => return Err(e),
    })
}

#[derive(QueryableByName)]
struct Claimed {
    #[diesel(sql_type = BigInt)]
    game_id: i64,
}

/// Takes up to `limit` queued analyses (and those whose worker died), oldest request first.
pub async fn claim(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    lease: Duration,
    limit: i64,
) -> ServiceResult<Vec<i64>> {
    // SQL text: diesel's builder has no UPDATE … FROM a sub-select locked with SKIP LOCKED,
    // which is what lets two replicas claim different rows without waiting on each other.
    let rows: Vec<Claimed> = diesel::sql_query(
        "UPDATE game_analyses a SET status = 'running', leased_until = $2 \
         FROM (SELECT game_id FROM game_analyses \
               WHERE status = 'queued' OR (status = 'running' AND leased_until < $1) \
               ORDER BY requested_at LIMIT $3 FOR UPDATE SKIP LOCKED) due \
         WHERE a.game_id = due.game_id RETURNING a.game_id",
    )
    .bind::<Timestamptz, _>(now)
    .bind::<Timestamptz, _>(now + lease)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await?;
    Ok(rows.into_iter().map(|r| r.game_id).collect())
}

fn replay(rec: &GameRecord) -> ServiceResult<RulesGame> {
    crate::service::games::record::replay(&rec.game, &rec.moves)
}

/// The value of a position for White: searched, or its result when the game is over there.
async fn value(
    state: &AppState,
    pos: &Position,
    history: Vec<u64>,
) -> ServiceResult<(WhiteScore, Option<String>, Vec<String>)> {
    let status = pos.status();
    if status.is_over() {
        let score = match status.winner() {
            Some(Side::White) => WhiteScore::WinIn(0),
            Some(Side::Black) => WhiteScore::LossIn(0),
            None => WhiteScore::Cp(0),
        };
        return Ok((score, None, Vec::new()));
    }
    let options = SearchOptions {
        limits: Limits {
            movetime_ms: Some(
                u64::try_from(state.config.analysis_ply_time.as_millis()).unwrap_or(300),
            ),
            ..Limits::default()
        },
        ..SearchOptions::default()
    };
    let result = state
        .engines
        .search(*pos, history, options)
        .await
        .map_err(ServiceError::internal)?;
    let line = result
        .lines
        .as_slice()
        .first()
        .map(|l| l.moves.clone())
        .unwrap_or_default();
    Ok((
        WhiteScore::of(result.score, pos.side_to_move()),
        Some(result.best_path),
        line,
    ))
}

/// Analyses a claimed game and stores the result.
pub async fn run(state: &AppState, game_id: i64) -> ServiceResult<()> {
    let rec = {
        let mut conn = state.pool.get().await?;
        record::load(&mut conn, game_id).await?
    };
    let game = replay(&rec)?;
    let positions = game.positions();
    let mut values = Vec::with_capacity(positions.len());
    for (i, pos) in positions.iter().enumerate() {
        let history: Vec<u64> = positions[..i].iter().map(Position::zobrist).collect();
        values.push(value(state, pos, history).await?);
    }
    let mut plies = Vec::new();
    let mut totals = [(0i64, 0u32, [0u32; 3]); 2];
    for (i, m) in rec.moves.iter().enumerate() {
        let mover = positions[i].side_to_move();
        let sign = if mover == Side::White { 1 } else { -1 };
        let before = values[i].0.clamped() * sign;
        let after = values[i + 1].0.clamped() * sign;
        let loss = (before - after).max(0);
        let judgment = Judgment::of(loss);
        let t = &mut totals[mover.index()];
        t.0 += i64::from(loss);
        t.1 += 1;
        match judgment {
            Some(Judgment::Inaccuracy) => t.2[0] += 1,
            Some(Judgment::Mistake) => t.2[1] += 1,
            Some(Judgment::Blunder) => t.2[2] += 1,
            None => {}
        }
        plies.push(PlyAnalysis {
            ply: i as i32 + 1,
            played: m.path.clone(),
            score: values[i + 1].0,
            best: values[i].1.clone(),
            line: values[i].2.clone(),
            loss,
            judgment,
        });
    }
    let summary = |t: (i64, u32, [u32; 3])| SideSummary {
        average_loss: if t.1 == 0 {
            0
        } else {
            (t.0 / i64::from(t.1)) as i32
        },
        inaccuracies: t.2[0],
        mistakes: t.2[1],
        blunders: t.2[2],
    };
    let stored = Stored {
        plies,
        white: summary(totals[0]),
        black: summary(totals[1]),
    };
    let json = serde_json::to_value(&stored).map_err(ServiceError::internal)?;
    let mut conn = state.pool.get().await?;
    diesel::update(game_analyses::table.find(game_id))
        .set((
            game_analyses::status.eq("done"),
            game_analyses::result.eq(json),
            game_analyses::finished_at.eq(state.clock.now()),
            game_analyses::leased_until.eq(None::<DateTime<Utc>>),
        ))
        .execute(&mut conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judgments_follow_the_documented_thresholds() {
        assert_eq!(Judgment::of(49), None);
        assert_eq!(Judgment::of(50), Some(Judgment::Inaccuracy));
        assert_eq!(Judgment::of(100), Some(Judgment::Mistake));
        assert_eq!(Judgment::of(199), Some(Judgment::Mistake));
        assert_eq!(Judgment::of(200), Some(Judgment::Blunder));
    }

    #[test]
    fn scores_turn_to_whites_view() {
        assert_eq!(
            WhiteScore::of(Score::Cp(30), Side::Black),
            WhiteScore::Cp(-30)
        );
        assert_eq!(
            WhiteScore::of(Score::WinIn(3), Side::Black),
            WhiteScore::LossIn(3)
        );
        assert_eq!(
            WhiteScore::of(Score::WinIn(3), Side::White),
            WhiteScore::WinIn(3)
        );
        assert_eq!(WhiteScore::LossIn(2).clamped(), -1000);
    }
}
