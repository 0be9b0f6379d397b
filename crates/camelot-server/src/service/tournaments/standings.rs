//! Standings: points, then the tournament's ordered tie-breaks, every value shown.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use camelot_pairing::{System, TieBreak, TieBreakValue};
use camelot_rating::Rating;

use super::{Loaded, model};
use crate::domain::{PairingKind, Schedule};
use crate::service::error::{ServiceError, ServiceResult};

/// The standings of a tournament.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StandingsTable {
    pub tournament_id: i64,
    /// The final, frozen standings of a finished tournament.
    #[serde(rename = "final")]
    pub is_final: bool,
    /// Rounds whose every game has a result: the standings count these rounds (a round robin
    /// played all at once counts every finished game).
    pub rounds_complete: i32,
    /// The tie-breaks, in the order they decide; `values` of each row follow this order.
    pub tiebreaks: Vec<String>,
    pub rows: Vec<StandingsRow>,
    /// Byes of rounds not yet complete: paired, and worth their points once the round is.
    #[serde(default)]
    pub pending_byes: Vec<PendingBye>,
}

/// A bye in a round that is still being played.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PendingBye {
    pub player: String,
    pub round: i32,
    pub kind: PairingKind,
    /// What it will be worth.
    pub points: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StandingsRow {
    /// Place; players equal on points and every tie-break share it.
    pub rank: u32,
    /// Pairing number.
    pub tpn: u32,
    #[serde(skip)]
    pub user_id: i64,
    pub player: String,
    /// Rating when the tournament started.
    pub rating: i32,
    pub points: f64,
    /// Games played over the board.
    pub games: u32,
    /// Tie-break values in `tiebreaks` order (null when undefined, e.g. no rated games).
    pub values: Vec<Option<f64>>,
    pub withdrawn: bool,
}

fn number(v: &TieBreakValue) -> Option<f64> {
    match v {
        TieBreakValue::Hundredths(h) => Some(*h as f64 / 100.0),
        TieBreakValue::Integer(i) => Some(*i as f64),
        TieBreakValue::Rank(r) => Some(f64::from(*r)),
        TieBreakValue::Undefined => None,
    }
}

fn pending_byes(l: &Loaded, counted: i32) -> Vec<PendingBye> {
    let points = l.t.settings.scoring.points();
    l.pairings
        .iter()
        .filter(|p| p.round > counted && p.kind != PairingKind::Game)
        .filter(|p| p.kind != PairingKind::RrBye)
        .map(|p| PendingBye {
            player: l.username(p.white_id).unwrap_or("?").to_owned(),
            round: p.round,
            kind: p.kind,
            points: points.points(p.kind.bye_code()).as_f64(),
        })
        .collect()
}

pub fn tiebreaks_of(l: &Loaded) -> ServiceResult<Vec<TieBreak>> {
    TieBreak::parse_list(&l.t.settings.tiebreaks.join(","))
        .map_err(|e| ServiceError::internal(format!("tournament {} tie-breaks: {e}", l.t.id)))
}

/// Computes the standings from the rows (results of games still running are not counted).
pub fn compute(l: &Loaded, is_final: bool) -> ServiceResult<StandingsTable> {
    let (t, numbering) = model::build_for_standings(l);
    let tiebreaks = tiebreaks_of(l)?;
    let counted = if l.t.settings.schedule == Schedule::AllAtOnce {
        l.rounds_paired()
    } else {
        l.rounds_complete()
    };
    let system = if l.is_swiss() {
        System::Swiss
    } else {
        System::RoundRobin
    };
    let rows = camelot_pairing::standings(&t, &tiebreaks, system)
        .map_err(|e| ServiceError::internal(format!("standings: {e}")))?;
    let rounds_complete = l.rounds_complete();
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let Some(&user) = numbering.user_of.get(&row.tpn) else {
            continue;
        };
        let entrant = l.entrant(user);
        let player = t.player(row.tpn);
        out.push(StandingsRow {
            rank: row.rank,
            tpn: row.tpn,
            user_id: user,
            player: l.username(user).unwrap_or("?").to_owned(),
            rating: entrant
                .map(|e| Rating::from_hundredths(e.rating_centi).rounded())
                .unwrap_or(0),
            points: row.points.as_f64(),
            games: player.map(|p| p.played_games().count() as u32).unwrap_or(0),
            values: row.values.iter().map(number).collect(),
            withdrawn: entrant.is_some_and(|e| e.withdrawn_at.is_some()),
        });
    }
    Ok(StandingsTable {
        tournament_id: l.t.id,
        is_final,
        rounds_complete,
        tiebreaks: tiebreaks.iter().map(ToString::to_string).collect(),
        rows: out,
        pending_byes: pending_byes(l, counted),
    })
}
