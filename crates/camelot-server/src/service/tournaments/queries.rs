//! Reading tournaments: summaries and lists (a fixed number of queries however long the page),
//! rounds, standings, the crosstable and the TRF export.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use camelot_pairing::ResultCode;

use super::load::{self, Loaded};
use super::standings::{self, StandingsTable};
use super::tables::{Answer, Table, TableCache};
use super::{audit, model};
use crate::db::models::{Entrant, PairingRow, RoundRow, TournamentRow};
use crate::db::schema::{tournament_players, tournaments, users};
use crate::domain::{PairingKind, TournamentStatus};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// A tournament with its organizer's name and how many players are in it (not withdrawn).
#[derive(Debug, Clone)]
pub struct Summary {
    pub row: TournamentRow,
    pub organizer: String,
    pub players: i64,
}

type SummaryRow = (TournamentRow, String, i64);

/// The selection of a summary: the organizer's name and the player count per row.
macro_rules! summary_select {
    () => {
        (
            TournamentRow::as_select(),
            users::table
                .filter(users::id.eq(tournaments::organizer_id))
                .select(users::username)
                .single_value()
                .assume_not_null(),
            tournament_players::table
                .filter(tournament_players::tournament_id.eq(tournaments::id))
                .filter(tournament_players::withdrawn_at.is_null())
                .count()
                .single_value()
                .assume_not_null(),
        )
    };
}

fn summary((row, organizer, players): SummaryRow) -> Summary {
    Summary {
        row,
        organizer,
        players,
    }
}

/// One tournament's summary, or 404.
pub async fn summary_of(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<Summary> {
    let row: Option<SummaryRow> = tournaments::table
        .filter(tournaments::id.eq(id))
        .select(summary_select!())
        .first(conn)
        .await
        .optional()?;
    row.map(summary).ok_or_else(|| {
        ServiceError::NotFound(Message::new("no-such-tournament").arg("tournament", id))
    })
}

/// Tournaments newest first, before the given id, in one query (`limit + 1` rows).
pub async fn list(
    conn: &mut AsyncPgConnection,
    status: Option<TournamentStatus>,
    before: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<Summary>> {
    let mut q = tournaments::table.select(summary_select!()).into_boxed();
    if let Some(s) = status {
        q = q.filter(tournaments::status.eq(s));
    }
    if let Some(b) = before {
        q = q.filter(tournaments::id.lt(b));
    }
    let rows: Vec<SummaryRow> = q
        .order(tournaments::id.desc())
        .limit(i64::from(limit) + 1)
        .load(conn)
        .await?;
    Ok(rows.into_iter().map(summary).collect())
}

/// A tournament's entrants with their usernames, in the order they joined (withdrawn players
/// included); 404 for no such tournament.
pub async fn entrants(
    conn: &mut AsyncPgConnection,
    id: i64,
) -> ServiceResult<Vec<(Entrant, String)>> {
    load::row(conn, id).await?;
    Ok(tournament_players::table
        .inner_join(users::table.on(users::id.eq(tournament_players::user_id)))
        .filter(tournament_players::tournament_id.eq(id))
        .order((
            tournament_players::joined_at.asc(),
            tournament_players::user_id.asc(),
        ))
        .select((Entrant::as_select(), users::username))
        .load(conn)
        .await?)
}

/// A board of a round, with names.
#[derive(Debug, Clone)]
pub struct RoundBoard {
    pub pairing: PairingRow,
    pub white: String,
    pub black: Option<String>,
}

/// A round with its boards and byes.
#[derive(Debug, Clone)]
pub struct Round {
    pub tournament_id: i64,
    pub round: RoundRow,
    pub boards: Vec<RoundBoard>,
    /// The round's deadline has passed.
    pub late: bool,
}

/// Round `n` of a tournament, or 404 when it is not paired.
pub async fn round(
    conn: &mut AsyncPgConnection,
    id: i64,
    n: i32,
    now: DateTime<Utc>,
) -> ServiceResult<Round> {
    let l = load::load(conn, id).await?;
    let r = l
        .rounds
        .iter()
        .find(|r| r.number == n)
        .cloned()
        .ok_or_else(|| {
            ServiceError::NotFound(
                Message::new("round-not-paired")
                    .arg("round", n)
                    .arg("tournament", id),
            )
        })?;
    let name = |u: i64| l.username(u).unwrap_or("?").to_owned();
    let boards = l
        .pairings
        .iter()
        .filter(|p| p.round == n)
        .map(|p| RoundBoard {
            pairing: p.clone(),
            white: name(p.white_id),
            black: p.black_id.map(name),
        })
        .collect();
    Ok(Round {
        tournament_id: id,
        late: r.deadline.is_some_and(|d| d <= now),
        round: r,
        boards,
    })
}

/// The standings as JSON text (or unchanged, for a reader who `held` the current entity tag):
/// frozen once the tournament is finished, else computed from the rows (kept by `tables`
/// while the rows stay the same).
pub async fn standings(
    conn: &mut AsyncPgConnection,
    tables: &TableCache,
    id: i64,
    held: impl FnOnce(&str) -> bool,
) -> ServiceResult<Answer> {
    tables
        .get(conn, id, Table::Standings, held, async |conn| {
            let t = load::row(conn, id).await?;
            if let Some(frozen) = &t.final_standings {
                return serde_json::to_string(frozen).map_err(ServiceError::internal);
            }
            let l = load::load_with(conn, t).await?;
            serde_json::to_string(&standings::compute(&l, false)?).map_err(ServiceError::internal)
        })
        .await
}

/// A crosstable row: the standings' row and one cell per round.
#[derive(Debug, Clone)]
pub struct CrossRow {
    pub tpn: u32,
    pub player: String,
    pub rating: i32,
    pub points: f64,
    pub rank: u32,
    pub cells: Vec<String>,
}

/// The crosstable in standings order, and the number of rounds paired.
pub async fn crosstable(
    conn: &mut AsyncPgConnection,
    id: i64,
) -> ServiceResult<(i32, Vec<CrossRow>)> {
    let l = load::load(conn, id).await?;
    let table = standings::compute(&l, false)?;
    Ok((l.rounds_paired(), cross_rows(&l, &table)))
}

fn cross_rows(l: &Loaded, table: &StandingsTable) -> Vec<CrossRow> {
    let (t, numbering) = model::build(l);
    let paired = l.rounds_paired();
    let running: HashSet<(i32, i64)> = l
        .pairings
        .iter()
        .filter(|p| p.kind == PairingKind::Game && p.result.is_none())
        .flat_map(|p| [(p.round, p.white_id), (p.round, p.black_id.unwrap_or(0))])
        .collect();
    let mut rows = Vec::new();
    for s in &table.rows {
        let Some(player) = t.player(s.tpn) else {
            continue;
        };
        let user = numbering.user_of.get(&s.tpn).copied().unwrap_or(0);
        let cells = (1..=paired)
            .map(|r| {
                if running.contains(&(r, user)) {
                    return "*".to_owned();
                }
                let e = player.entry(r as u32);
                let result = match e.result.trf_code() {
                    '1' => "1".to_owned(),
                    '=' => "½".to_owned(),
                    '0' => "0".to_owned(),
                    c => c.to_string(),
                };
                match (e.opponent, e.colour) {
                    (Some(o), Some(c)) => format!("{o}{}{result}", c.trf_letter()),
                    _ if e.result == ResultCode::NotPaired => "-".to_owned(),
                    _ => result,
                }
            })
            .collect();
        rows.push(CrossRow {
            tpn: s.tpn,
            player: s.player.clone(),
            rating: s.rating,
            points: s.points,
            rank: s.rank,
            cells,
        });
    }
    rows
}

/// The tournament as a FIDE TRF-2026 file.
pub async fn export_trf(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<String> {
    let l = load::load(conn, id).await?;
    let (t, _) = model::build(&l);
    t.to_trf()
        .map_err(|e| ServiceError::internal(format!("TRF export of tournament {id}: {e}")))
}

/// Audit entries after `after`, oldest first (`limit + 1` rows); 404 for no such tournament.
pub async fn audit_log(
    conn: &mut AsyncPgConnection,
    id: i64,
    after: Option<i64>,
    limit: u32,
) -> ServiceResult<Vec<audit::AuditEntry>> {
    load::row(conn, id).await?;
    audit::list(conn, id, after, limit).await
}
