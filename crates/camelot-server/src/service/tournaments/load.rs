//! Loading a tournament with everything its pairings and standings need, in a few queries.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::models::{Entrant, PairingRow, RoundRow, TournamentRow};
use crate::db::schema::{
    tournament_bye_requests, tournament_forbidden_pairs, tournament_pairings, tournament_players,
    tournament_rounds, tournaments, users,
};
use crate::domain::{PairingKind, TournamentSystem};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// A tournament and all its rows.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub t: TournamentRow,
    /// Entrants with their usernames, by pairing number (unnumbered ones last, by join time).
    pub entrants: Vec<(Entrant, String)>,
    pub pairings: Vec<PairingRow>,
    pub rounds: Vec<RoundRow>,
    /// Forbidden pairs (user ids).
    pub forbidden: Vec<(i64, i64)>,
    /// Requested byes: (user, round, kind).
    pub bye_requests: Vec<(i64, i32, PairingKind)>,
}

impl Loaded {
    pub fn username(&self, user: i64) -> Option<&str> {
        self.entrants
            .iter()
            .find(|(e, _)| e.user_id == user)
            .map(|(_, n)| n.as_str())
    }

    pub fn entrant(&self, user: i64) -> Option<&Entrant> {
        self.entrants
            .iter()
            .find(|(e, _)| e.user_id == user)
            .map(|(e, _)| e)
    }

    pub fn is_swiss(&self) -> bool {
        self.t.settings.system == TournamentSystem::Swiss
    }

    /// Rounds whose every board has a result, counted from round 1 without a gap.
    pub fn rounds_complete(&self) -> i32 {
        let mut done = 0;
        for r in &self.rounds {
            if r.number != done + 1 || r.completed_at.is_none() {
                break;
            }
            done = r.number;
        }
        done
    }

    /// Rounds paired so far.
    pub fn rounds_paired(&self) -> i32 {
        self.rounds.iter().map(|r| r.number).max().unwrap_or(0)
    }
}

/// The tournament row alone, or 404.
pub async fn row(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<TournamentRow> {
    tournaments::table
        .find(id)
        .select(TournamentRow::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| {
            ServiceError::NotFound(Message::new("no-such-tournament").arg("tournament", id))
        })
}

/// The tournament row, locked for the rest of the transaction.
pub async fn lock(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<TournamentRow> {
    tournaments::table
        .find(id)
        .select(TournamentRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| {
            ServiceError::NotFound(Message::new("no-such-tournament").arg("tournament", id))
        })
}

/// Loads everything about a tournament whose row is already in hand.
pub async fn load_with(conn: &mut AsyncPgConnection, t: TournamentRow) -> ServiceResult<Loaded> {
    let id = t.id;
    let mut entrants: Vec<(Entrant, String)> = tournament_players::table
        .inner_join(users::table.on(users::id.eq(tournament_players::user_id)))
        .filter(tournament_players::tournament_id.eq(id))
        .select((Entrant::as_select(), users::username))
        .load(conn)
        .await?;
    entrants.sort_by_key(|(e, _)| (e.pairing_number.unwrap_or(i32::MAX), e.joined_at, e.user_id));
    let pairings: Vec<PairingRow> = tournament_pairings::table
        .filter(tournament_pairings::tournament_id.eq(id))
        .order((tournament_pairings::round, tournament_pairings::board))
        .select(PairingRow::as_select())
        .load(conn)
        .await?;
    let rounds: Vec<RoundRow> = tournament_rounds::table
        .filter(tournament_rounds::tournament_id.eq(id))
        .order(tournament_rounds::number)
        .select(RoundRow::as_select())
        .load(conn)
        .await?;
    let forbidden: Vec<(i64, i64)> = tournament_forbidden_pairs::table
        .filter(tournament_forbidden_pairs::tournament_id.eq(id))
        .select((
            tournament_forbidden_pairs::first_id,
            tournament_forbidden_pairs::second_id,
        ))
        .load(conn)
        .await?;
    let bye_requests: Vec<(i64, i32, PairingKind)> = tournament_bye_requests::table
        .filter(tournament_bye_requests::tournament_id.eq(id))
        .select((
            tournament_bye_requests::user_id,
            tournament_bye_requests::round,
            tournament_bye_requests::kind,
        ))
        .load(conn)
        .await?;
    Ok(Loaded {
        t,
        entrants,
        pairings,
        rounds,
        forbidden,
        bye_requests,
    })
}

pub async fn load(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<Loaded> {
    let t = row(conn, id).await?;
    load_with(conn, t).await
}
