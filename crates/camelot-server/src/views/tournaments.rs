//! A tournament as the API shows it: the tournament, a round's boards and byes, the
//! crosstable, the audit log and the entrants. (The standings table is the service's own
//! [`StandingsTable`](crate::service::tournaments::standings::StandingsTable): it is kept as
//! text by the service, which writes it.)
//!
//! Each view is built here from what the service reads, so that the handlers only choose
//! which to answer with and the JSON of a tournament has one source.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use camelot_rating::Rating;

use crate::db::models::{Entrant, TournamentSettings};
use crate::domain::{AuditAction, BoardResult, PairingKind, TimeControl, TournamentStatus};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::tournaments::audit::AuditEntry;
use crate::service::tournaments::queries::{self, Summary};

#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentView {
    pub id: i64,
    pub organizer: String,
    #[serde(flatten)]
    pub settings: TournamentSettings,
    /// How much time each side has in every game.
    pub time_control: TimeControl,
    pub status: TournamentStatus,
    /// The last round paired.
    pub current_round: i32,
    /// A Swiss round being paired right now (by the pairing job: seconds for big fields);
    /// absent otherwise. Players hear `round_paired` when it is done.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairing_round: Option<i32>,
    /// Players in it (not withdrawn).
    pub players: i64,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Why the tournament ended early, if it did.
    pub end_note: Option<String>,
}

impl TryFrom<Summary> for TournamentView {
    type Error = ServiceError;

    fn try_from(s: Summary) -> ServiceResult<TournamentView> {
        let t = s.row;
        let time_control = t
            .settings
            .time_control()
            .map_err(|e| ServiceError::internal(format!("tournament {}: {e}", t.id)))?;
        Ok(TournamentView {
            id: t.id,
            organizer: s.organizer,
            settings: t.settings,
            time_control,
            status: t.status,
            current_round: t.current_round,
            pairing_round: t.pairing_due,
            players: s.players,
            created_at: t.created_at,
            started_at: t.started_at,
            finished_at: t.finished_at,
            end_note: t.end_note,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BoardView {
    pub board: i32,
    pub white: String,
    pub black: String,
    pub game_id: Option<i64>,
    /// Null while the game goes on.
    pub result: Option<BoardResult>,
    /// The round's deadline passed with this game unfinished: the organizer decides it.
    pub awaiting_adjudication: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ByeView {
    pub player: String,
    pub kind: PairingKind,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RoundView {
    pub tournament_id: i64,
    pub round: i32,
    pub paired_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    pub complete: bool,
    pub boards: Vec<BoardView>,
    pub byes: Vec<ByeView>,
}

impl From<queries::Round> for RoundView {
    /// A round's pairings split into boards (games between two players) and byes (every other
    /// pairing: one player, and the kind of bye).
    fn from(r: queries::Round) -> RoundView {
        let mut boards = Vec::new();
        let mut byes = Vec::new();
        for b in r.boards {
            let p = b.pairing;
            match b.black {
                Some(black) if p.kind == PairingKind::Game => boards.push(BoardView {
                    board: p.board,
                    white: b.white,
                    black,
                    game_id: p.game_id,
                    result: p.result,
                    awaiting_adjudication: r.late && p.result.is_none(),
                }),
                _ => byes.push(ByeView {
                    player: b.white,
                    kind: p.kind,
                }),
            }
        }
        RoundView {
            tournament_id: r.tournament_id,
            round: r.round.number,
            paired_at: r.round.paired_at,
            deadline: r.round.deadline,
            complete: r.round.completed_at.is_some(),
            boards,
            byes,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CrossRow {
    pub tpn: u32,
    pub player: String,
    pub rating: i32,
    pub points: f64,
    pub rank: u32,
    /// One cell per round: e.g. `5w1` (beat pairing number 5 with White), `3b½`, `7w+`,
    /// `U` (pairing-allocated bye), `H`, `F`, `Z`, `-` (not paired), `*` (game in progress).
    pub rounds: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Crosstable {
    pub tournament_id: i64,
    pub rounds: i32,
    pub rows: Vec<CrossRow>,
}

impl Crosstable {
    /// The crosstable of tournament `id` from its `rounds` paired and the service's rows (in
    /// standings order).
    pub fn new(id: i64, rounds: i32, rows: Vec<queries::CrossRow>) -> Crosstable {
        Crosstable {
            tournament_id: id,
            rounds,
            rows: rows
                .into_iter()
                .map(|r| CrossRow {
                    tpn: r.tpn,
                    player: r.player,
                    rating: r.rating,
                    points: r.points,
                    rank: r.rank,
                    rounds: r.cells,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditView {
    pub id: i64,
    /// Who acted; null when the system did.
    pub actor: Option<String>,
    pub action: AuditAction,
    #[schema(value_type = Object)]
    pub data: Value,
    pub at: DateTime<Utc>,
}

impl From<AuditEntry> for AuditView {
    fn from(a: AuditEntry) -> AuditView {
        AuditView {
            id: a.id,
            actor: a.actor,
            action: a.action,
            data: a.data,
            at: a.created_at,
        }
    }
}

/// One entrant.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntrantView {
    pub username: String,
    /// The rating the player entered with (rounded).
    pub rating: i32,
    /// Pairing number, once the tournament has started.
    pub pairing_number: Option<i32>,
    pub joined_at: DateTime<Utc>,
    /// When the player withdrew, if they did.
    pub withdrawn_at: Option<DateTime<Utc>>,
}

impl EntrantView {
    /// An entrant with their username (which the entrant row does not hold).
    pub fn new(e: Entrant, username: String) -> EntrantView {
        EntrantView {
            username,
            rating: Rating::from_hundredths(e.rating_centi).rounded(),
            pairing_number: e.pairing_number,
            joined_at: e.joined_at,
            withdrawn_at: e.withdrawn_at,
        }
    }
}
