//! Row types.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use super::schema::{challenges, games, refresh_tokens, users};
use crate::auth::roles::{Role, StoredRoles};
use crate::domain::{
    BoardResult, ChallengeStatus, ColorChoice, GameResult, GameStatus, PairingKind, Schedule,
    Scoring, Side, Termination, TimeControl, TournamentStatus, TournamentSystem, VariantName,
};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
pub struct User {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    /// Parsed as read (see `StoredRoles`); the column stays a `TEXT[]`.
    #[diesel(deserialize_as = StoredRoles)]
    pub roles: Vec<Role>,
    pub created_at: DateTime<Utc>,
    pub password_changed_at: DateTime<Utc>,
    pub deleted_at: Option<DateTime<Utc>>,
    pub rating_centi: i64,
    pub peak_rating_centi: i64,
    pub rated_games: i32,
    pub last_rated_at: Option<DateTime<Utc>>,
    /// Bumped to revoke every access token issued before.
    pub token_generation: i32,
    /// The verified e-mail address, if any.
    pub email: Option<String>,
    pub email_verified_at: Option<DateTime<Utc>>,
    /// An address waiting for its verification.
    pub pending_email: Option<String>,
    pub email_token_hash: Option<Vec<u8>>,
    pub email_token_expires_at: Option<DateTime<Utc>>,
    pub calendar_token_hash: Option<Vec<u8>>,
    pub last_digest_at: Option<DateTime<Utc>>,
    /// Set for the computer opponents: their level, 1–8.
    pub bot_level: Option<i16>,
    /// The language the server writes to the user in (`None`: not chosen, English by mail).
    pub language: Option<crate::domain::Language>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub username: &'a str,
    pub password_hash: &'a str,
    /// Written [`Role::normalise`]d.
    pub roles: Vec<Role>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = refresh_tokens, check_for_backend(diesel::pg::Pg))]
pub struct RefreshToken {
    pub id: i64,
    pub user_id: i64,
    pub family_id: uuid::Uuid,
    pub token_hash: Vec<u8>,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = refresh_tokens)]
pub struct NewRefreshToken {
    pub user_id: i64,
    pub family_id: uuid::Uuid,
    pub token_hash: Vec<u8>,
    pub issued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable, QueryableByName)]
#[diesel(table_name = games, check_for_backend(diesel::pg::Pg))]
pub struct Game {
    pub id: i64,
    pub white_id: i64,
    pub black_id: i64,
    pub white_rating_centi: i64,
    pub black_rating_centi: i64,
    pub rated: bool,
    pub days_per_move: Option<i16>,
    pub start_position: String,
    pub position: String,
    pub ply: i32,
    pub to_move_id: Option<i64>,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    pub deadline: Option<DateTime<Utc>>,
    pub deadline_warned: bool,
    pub draw_offer_by: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    pub tournament_id: Option<i64>,
    pub tournament_round: Option<i32>,
    pub fischer_initial_days: Option<i16>,
    pub fischer_increment_days: Option<i16>,
    pub fischer_max_days: Option<i16>,
    /// When the side to move began its turn.
    pub turn_started_at: DateTime<Utc>,
    /// Each side's bank (seconds) at the start of its current or next turn.
    pub white_bank: i64,
    pub black_bank: i64,
    /// Leave stops this game's clocks.
    pub allow_leave: bool,
    /// A conditional move set waits for the next move.
    pub has_conditionals: bool,
    /// Plies played from a conditional move set.
    pub conditional_plies: Vec<i32>,
    /// The variant played: its rules check every move, and its rating pool rates the game.
    pub variant: VariantName,
}

impl Game {
    pub fn time_control(&self) -> Result<TimeControl, String> {
        TimeControl::from_columns(
            self.days_per_move,
            self.fischer_initial_days,
            self.fischer_increment_days,
            self.fischer_max_days,
        )
    }

    /// The bank of a side at the start of its current or next turn (seconds).
    pub fn bank(&self, side: camelot_rules::Side) -> i64 {
        match side {
            camelot_rules::Side::White => self.white_bank,
            camelot_rules::Side::Black => self.black_bank,
        }
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame {
    pub white_id: i64,
    pub black_id: i64,
    pub white_rating_centi: i64,
    pub black_rating_centi: i64,
    pub rated: bool,
    pub days_per_move: Option<i16>,
    pub fischer_initial_days: Option<i16>,
    pub fischer_increment_days: Option<i16>,
    pub fischer_max_days: Option<i16>,
    pub start_position: String,
    pub position: String,
    pub to_move_id: Option<i64>,
    pub deadline: Option<DateTime<Utc>>,
    pub turn_started_at: DateTime<Utc>,
    pub white_bank: i64,
    pub black_bank: i64,
    pub allow_leave: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub tournament_id: Option<i64>,
    pub tournament_round: Option<i32>,
    pub variant: VariantName,
}

/// A move of a game (stored in the game row's move list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub game_id: i64,
    pub ply: i32,
    pub path: String,
    pub played_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = challenges, check_for_backend(diesel::pg::Pg))]
pub struct Challenge {
    pub id: i64,
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub color: ColorChoice,
    pub rated: bool,
    pub days_per_move: Option<i16>,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub status: ChallengeStatus,
    pub decline_reason: Option<String>,
    pub game_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
    pub fischer_initial_days: Option<i16>,
    pub fischer_increment_days: Option<i16>,
    pub fischer_max_days: Option<i16>,
    /// The variant the game will be.
    pub variant: VariantName,
}

impl Challenge {
    pub fn time_control(&self) -> Result<TimeControl, String> {
        TimeControl::from_columns(
            self.days_per_move,
            self.fischer_initial_days,
            self.fischer_increment_days,
            self.fischer_max_days,
        )
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = challenges)]
pub struct NewChallenge {
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub color: ColorChoice,
    pub rated: bool,
    pub days_per_move: Option<i16>,
    pub fischer_initial_days: Option<i16>,
    pub fischer_increment_days: Option<i16>,
    pub fischer_max_days: Option<i16>,
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub variant: VariantName,
}

/// What the organizer chose for a tournament: stored with it, and shown as part of it.
#[derive(Debug, Clone, Queryable, Selectable, Insertable, serde::Serialize, utoipa::ToSchema)]
#[diesel(table_name = super::schema::tournaments, check_for_backend(diesel::pg::Pg))]
pub struct TournamentSettings {
    #[schema(example = "Autumn Swiss")]
    pub name: String,
    pub system: TournamentSystem,
    /// Round robin: every pair meets twice (colours reversed in the second cycle).
    pub double_round_robin: bool,
    /// Number of rounds (for a round robin, known once it starts).
    pub rounds: Option<i32>,
    /// Days per move of a `per_move` time control (null for `fischer`; see `time_control`).
    pub days_per_move: Option<i16>,
    #[serde(skip)]
    pub fischer_initial_days: Option<i16>,
    #[serde(skip)]
    pub fischer_increment_days: Option<i16>,
    #[serde(skip)]
    pub fischer_max_days: Option<i16>,
    /// Players' leave stops the clocks of this tournament's games.
    pub allow_leave: bool,
    pub rated: bool,
    pub max_players: Option<i32>,
    /// Starts by itself at this time if enough players have joined.
    pub starts_at: Option<DateTime<Utc>>,
    pub scoring: Scoring,
    /// Ordered tie-breaks (FIDE C.07 names).
    pub tiebreaks: Vec<String>,
    /// Days after pairing when a round's unfinished games go to the organizer.
    pub round_deadline_days: Option<i32>,
    pub schedule: Schedule,
    /// Swiss: players may join until this round is paired (0: no late entries).
    pub late_join_until_round: i32,
    /// The variant every game of the tournament is played in (one per tournament: its games
    /// are rated in that variant's pool).
    pub variant: VariantName,
}

impl TournamentSettings {
    pub fn time_control(&self) -> Result<TimeControl, String> {
        TimeControl::from_columns(
            self.days_per_move,
            self.fischer_initial_days,
            self.fischer_increment_days,
            self.fischer_max_days,
        )
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = super::schema::tournaments, check_for_backend(diesel::pg::Pg))]
pub struct TournamentRow {
    pub id: i64,
    pub organizer_id: i64,
    #[diesel(embed)]
    pub settings: TournamentSettings,
    pub status: TournamentStatus,
    pub current_round: i32,
    #[diesel(deserialize_as = super::stored_side::StoredSide)]
    pub initial_colour: Option<Side>,
    pub final_standings: Option<serde_json::Value>,
    pub end_note: Option<String>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Grows with every change to players, rounds, pairings, byes and forbidden pairs.
    pub revision: i64,
    /// A Swiss round waiting for the pairing job.
    pub pairing_due: Option<i32>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = super::schema::tournaments)]
pub struct NewTournament {
    pub organizer_id: i64,
    #[diesel(embed)]
    pub settings: TournamentSettings,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = super::schema::tournament_players, check_for_backend(diesel::pg::Pg))]
pub struct Entrant {
    pub tournament_id: i64,
    pub user_id: i64,
    pub pairing_number: Option<i32>,
    pub rating_centi: i64,
    pub joined_at: DateTime<Utc>,
    pub first_round: i32,
    pub withdrawn_at: Option<DateTime<Utc>>,
    pub withdrawn_after_round: Option<i32>,
    pub results_struck: bool,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = super::schema::tournament_pairings, check_for_backend(diesel::pg::Pg))]
pub struct PairingRow {
    pub id: i64,
    pub tournament_id: i64,
    pub round: i32,
    pub board: i32,
    pub white_id: i64,
    pub black_id: Option<i64>,
    pub kind: PairingKind,
    pub game_id: Option<i64>,
    pub result: Option<BoardResult>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = super::schema::tournament_pairings)]
pub struct NewPairing {
    pub tournament_id: i64,
    pub round: i32,
    pub board: i32,
    pub white_id: i64,
    pub black_id: Option<i64>,
    pub kind: PairingKind,
    pub game_id: Option<i64>,
    pub result: Option<BoardResult>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = super::schema::tournament_rounds, check_for_backend(diesel::pg::Pg))]
pub struct RoundRow {
    pub tournament_id: i64,
    pub number: i32,
    pub paired_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
}
