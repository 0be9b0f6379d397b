//! A game as the API shows it: the full view of `GET /games/{id}` (and of every answer that
//! returns the game after a change), its legal moves, and the short form of game lists.
//!
//! A game view is written in two parts (see [`GameView::render_state`] and
//! [`GameView::splice`]): the state changes only when the game does and is kept as text, while
//! the players' leave and the clock change with the moment and are rendered on every read.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use camelot_rating::Rating;
use camelot_rules::{Position, Side};

use super::moves::{self, MoveView};
use crate::domain::{GameResult, GameStatus, Termination, TimeControl, VariantName};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::GameRecord;
use crate::service::games::lists::ListedGame;

/// A player of a game, with the rating they had when it started.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePlayer {
    pub id: i64,
    pub username: String,
    pub rating: i32,
    /// The player is on leave until then (their clock stands still in games that allow leave).
    /// Shown in active games only: a game that has ended has no clock to stop (the player's
    /// profile shows their leave).
    pub on_leave_until: Option<DateTime<Utc>>,
    /// In a finished rated game (`GET /games/{id}`): the rating before the game and after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_before: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_after: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DrawOffer {
    pub by: Side,
    pub username: String,
}

/// Each side's time, to the second, at the moment of the response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClockView {
    /// White's time left: for the side to move, what remains of its turn (leave counted as
    /// standing still); for the other, its bank for its next turn.
    pub white_remaining_seconds: i64,
    pub black_remaining_seconds: i64,
    /// The side whose clock runs; null once the game is over.
    pub running: Option<Side>,
}

/// The parts of a game's view that change only when the game does.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameState {
    pub id: i64,
    pub rated: bool,
    /// The variant played: its board, its rules, its rating pool.
    pub variant: VariantName,
    pub time_control: TimeControl,
    /// The days per move of a `per_move` time control (null for `fischer`).
    pub days_per_move: Option<i16>,
    /// Leave stops this game's clocks (a tournament may say no).
    pub allow_leave: bool,
    /// The current position (contract position string).
    pub position: String,
    /// Half-moves played so far (also the ETag).
    pub ply: i32,
    pub side_to_move: Side,
    pub status: GameStatus,
    /// Null while the game goes on (and for an aborted game).
    pub result: Option<GameResult>,
    /// Null while the game goes on.
    pub termination: Option<Termination>,
    /// When the side to move runs out of time, leave included.
    pub deadline: Option<DateTime<Utc>>,
    pub draw_offer: Option<DrawOffer>,
    pub moves: Vec<MoveView>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

/// The parts of a game's view that depend on the moment: the players (leave) and the clock.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameLive {
    pub white: GamePlayer,
    pub black: GamePlayer,
    pub clock: ClockView,
}

/// A game and its state.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameView {
    #[serde(flatten)]
    pub state: GameState,
    #[serde(flatten)]
    pub live: GameLive,
}

/// The side to move after `ply` plies (White moves first).
pub(crate) fn side_to_move(ply: i32) -> Side {
    if ply % 2 == 0 {
        Side::White
    } else {
        Side::Black
    }
}

impl GameState {
    /// The state with every move (for the documents; views render through
    /// [`GameView::render_state`], which reuses the moves a kept record has rendered).
    pub fn from_record(r: &GameRecord) -> ServiceResult<GameState> {
        let mut state = Self::without_moves(r)?;
        state.moves = r.moves.iter().map(|m| MoveView::of(r, m)).collect();
        Ok(state)
    }

    fn without_moves(r: &GameRecord) -> ServiceResult<GameState> {
        let g = &r.game;
        let offer = g.draw_offer_by.and_then(|by| {
            r.side_of(by).map(|side| DrawOffer {
                by: side,
                username: r.player(side).username.clone(),
            })
        });
        Ok(GameState {
            id: g.id,
            rated: g.rated,
            variant: g.variant,
            time_control: r.time_control()?,
            days_per_move: g.days_per_move,
            allow_leave: g.allow_leave,
            position: g.position.clone(),
            ply: g.ply,
            side_to_move: side_to_move(g.ply),
            status: g.status,
            result: g.result,
            termination: g.termination,
            deadline: r.deadline(),
            draw_offer: offer,
            moves: Vec::new(),
            created_at: g.created_at,
            ended_at: g.ended_at,
        })
    }
}

impl GameLive {
    pub fn from_record(r: &GameRecord, now: DateTime<Utc>) -> GameLive {
        let g = &r.game;
        let player = |side: Side, rating: i64| {
            let brief = r.player(side);
            GamePlayer {
                id: brief.id,
                username: brief.username.clone(),
                rating: Rating::from_hundredths(rating).rounded(),
                on_leave_until: r.on_leave_until(side, now),
                rating_before: None,
                rating_after: None,
            }
        };
        GameLive {
            white: player(Side::White, g.white_rating_centi),
            black: player(Side::Black, g.black_rating_centi),
            clock: ClockView {
                white_remaining_seconds: r.remaining(Side::White, now),
                black_remaining_seconds: r.remaining(Side::Black, now),
                running: r.side_to_move(),
            },
        }
    }
}

impl GameView {
    pub fn from_record(r: &GameRecord, now: DateTime<Utc>) -> ServiceResult<GameView> {
        Ok(GameView {
            state: GameState::from_record(r)?,
            live: GameLive::from_record(r, now),
        })
    }

    /// The view's state part as JSON text (kept per row version; see [`Self::splice`]): the
    /// same text as serialising [`GameState::from_record`], with the moves written by the
    /// record's [`RenderedMoves`](crate::service::games::rendered::RenderedMoves), which renders only those it
    /// has not rendered before.
    pub fn render_state(r: &GameRecord) -> ServiceResult<String> {
        // The state without moves has `"moves":[]` exactly once: no other member is named
        // `moves`, and a quote inside a string value is escaped.
        const EMPTY: &str = r#""moves":[]"#;
        let bare =
            serde_json::to_string(&GameState::without_moves(r)?).map_err(ServiceError::internal)?;
        let Some((head, tail)) = bare.split_once(EMPTY) else {
            return Err(ServiceError::internal(
                "a game state without its moves member",
            ));
        };
        let mut out = String::with_capacity(bare.len() + 80 * r.moves.len() + 2);
        out.push_str(head);
        out.push_str(r#""moves":"#);
        r.rendered_moves
            .write_array(&r.moves, &mut out, |m, json| {
                moves::write_move(&MoveView::of(r, m), json)
            })?;
        out.push_str(tail);
        Ok(out)
    }

    /// The whole view as JSON text: the state part, rendered once, joined with the live part
    /// rendered now — the same text as serialising the [`GameView`].
    pub fn splice(state: &str, r: &GameRecord, now: DateTime<Utc>) -> ServiceResult<String> {
        Self::splice_live(state, &GameLive::from_record(r, now))
    }

    /// The view from its state part and a live part built by the caller.
    pub fn splice_live(state: &str, live: &GameLive) -> ServiceResult<String> {
        let live = serde_json::to_string(live).map_err(ServiceError::internal)?;
        let (Some(head), Some(tail)) = (state.strip_suffix('}'), live.strip_prefix('{')) else {
            return Err(ServiceError::internal("a game view is not a JSON object"));
        };
        // One exact allocation: the state part of a long game is over 10 kB.
        let mut out = String::with_capacity(head.len() + 1 + tail.len());
        out.push_str(head);
        out.push(',');
        out.push_str(tail);
        Ok(out)
    }

    /// The view as JSON text, for responses kept or stored as text.
    pub fn render(r: &GameRecord, now: DateTime<Utc>) -> ServiceResult<String> {
        Self::splice(&Self::render_state(r)?, r, now)
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoveView {
    /// Canonical path.
    pub path: String,
    pub from: String,
    pub to: String,
    /// Squares of the pieces captured.
    pub captures: Vec<String>,
    /// The position after the move.
    pub position: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMoves {
    pub game_id: i64,
    pub ply: i32,
    pub side_to_move: Side,
    /// Only captures are legal this turn.
    pub capture_required: bool,
    /// A piece stands in its own castle and must leave it this turn (only it may move).
    pub must_leave_castle: bool,
    /// Empty once the game is over.
    pub moves: Vec<LegalMoveView>,
}

/// Every legal move of `position` (none when `active` is false).
pub fn legal_move_views(position: &Position, active: bool) -> Vec<LegalMoveView> {
    if !active {
        return Vec::new();
    }
    position
        .legal_moves()
        .into_iter()
        .map(|m| LegalMoveView {
            path: m.path.to_string(),
            from: m.from.to_string(),
            to: m.to.to_string(),
            captures: m.captures.iter().map(ToString::to_string).collect(),
            position: m.result.to_string(),
        })
        .collect()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyGames {
    /// Games where it is my move (among all my active games).
    pub my_turn: i64,
    pub items: Vec<GameSummary>,
    pub next_cursor: Option<String>,
}

/// A game in a list (no move list).
#[derive(Debug, Serialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub rated: bool,
    /// The variant played.
    pub variant: VariantName,
    pub days_per_move: Option<i16>,
    pub ply: i32,
    pub side_to_move: Side,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    pub deadline: Option<DateTime<Utc>>,
    /// For the caller's own lists: whether it is the caller's move.
    pub my_turn: Option<bool>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

impl GameSummary {
    pub fn from_row(g: &ListedGame, me: Option<i64>) -> Self {
        GameSummary {
            id: g.id,
            white: g.white.clone(),
            black: g.black.clone(),
            rated: g.rated,
            variant: g.variant,
            days_per_move: g.days_per_move,
            ply: g.ply,
            side_to_move: side_to_move(g.ply),
            status: g.status,
            result: g.result,
            termination: g.termination,
            deadline: g.deadline,
            my_turn: me.map(|m| g.to_move_id == Some(m)),
            created_at: g.created_at,
            ended_at: g.ended_at,
        }
    }
}
