//! Moving a tournament forward: pairing rounds (Berger or FIDE Dutch), recording results,
//! completing rounds, finishing.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use camelot_pairing::{PairingError, PairingOptions, RoundEntry, berger, dutch};

use super::load::{self, Loaded};
use super::{audit, model, standings};
use crate::db::models::{Game, NewPairing, TournamentRow};
use crate::db::schema::{tournament_pairings, tournament_rounds, tournaments};
use crate::domain::AuditAction;
use crate::domain::{BoardResult, PairingKind, Side, TournamentStatus};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::events::{self, EventData, NewEvent};
use crate::service::games::record::{self as game_record, GameSpec};

/// How a round was settled.
#[derive(Debug, PartialEq, Eq)]
pub enum Paired {
    /// The round was paired now.
    Now,
    /// Someone else paired it first (nothing done).
    Already,
    /// No valid pairing exists: the tournament ended.
    Impossible,
}

/// One board of a round about to be created.
#[derive(Debug, Clone)]
pub struct Board {
    pub white: i64,
    pub black: Option<i64>,
    pub kind: PairingKind,
    /// A result decided without a game (forfeits of withdrawn players).
    pub result: Option<BoardResult>,
}

/// Called in the transaction that ended a tournament game (the game row is locked): records
/// the result under the tournament lock and moves the tournament on.
pub async fn game_ended(
    conn: &mut AsyncPgConnection,
    game: &Game,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let Some(tid) = game.tournament_id else {
        return Ok(());
    };
    let t = load::lock(conn, tid).await?;
    let result = BoardResult::of_game(game.status, game.result, game.termination, game.ply);
    diesel::update(tournament_pairings::table.filter(tournament_pairings::game_id.eq(game.id)))
        .set(tournament_pairings::result.eq(result))
        .execute(conn)
        .await?;
    advance(conn, t, now).await
}

/// Completes rounds whose boards all have results, pairs the next round once every paired
/// round is complete, and finishes the tournament after its last round. Call with the
/// tournament row locked.
pub async fn advance(
    conn: &mut AsyncPgConnection,
    t: TournamentRow,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let mut t = t;
    while t.status == TournamentStatus::Running {
        // A cheap look first: most results leave games open in their round.
        let open: Vec<i32> = tournament_pairings::table
            .filter(tournament_pairings::tournament_id.eq(t.id))
            .filter(tournament_pairings::kind.eq(PairingKind::Game))
            .filter(tournament_pairings::result.is_null())
            .select(tournament_pairings::round)
            .distinct()
            .load(conn)
            .await?;
        diesel::update(
            tournament_rounds::table
                .filter(tournament_rounds::tournament_id.eq(t.id))
                .filter(tournament_rounds::completed_at.is_null())
                .filter(tournament_rounds::number.ne_all(&open)),
        )
        .set(tournament_rounds::completed_at.eq(now))
        .execute(conn)
        .await?;
        if !open.is_empty() {
            return Ok(());
        }
        // Every paired round is complete: load the tournament once to pair or finish.
        let l = load::load_with(conn, t.clone()).await?;
        let paired = l.rounds_paired();
        if paired >= l.t.settings.rounds.unwrap_or(0) {
            return finish(conn, &l, now, None).await;
        }
        if l.is_swiss() {
            // Pairing a big Swiss round takes seconds to a minute: a job does it (any replica;
            // see `pairing_job`), and this request answers at once.
            return mark_due(conn, t.id, paired + 1).await;
        }
        // A round decided entirely without play completes at once: loop.
        if pair_round(conn, &l, paired + 1, now).await? == Paired::Impossible {
            return Ok(());
        }
        t = load::row(conn, t.id).await?;
    }
    Ok(())
}

/// Leaves round `round` to the pairing job.
pub async fn mark_due(conn: &mut AsyncPgConnection, id: i64, round: i32) -> ServiceResult<()> {
    diesel::update(tournaments::table.find(id))
        .set((
            tournaments::pairing_due.eq(Some(round)),
            tournaments::pairing_leased_until.eq(None::<DateTime<Utc>>),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// The boards of round `round`, computed from `l` (no writes): `None` when no valid Swiss
/// pairing exists. The Dutch engine runs on a blocking thread.
pub async fn compute_round(l: &Loaded, round: i32) -> ServiceResult<Option<Vec<Board>>> {
    if l.is_swiss() {
        swiss_boards(l, round).await
    } else {
        round_robin_boards(l, round).map(Some)
    }
}

/// Pairs round `round` (its games start now). Idempotent: a round paired before is left alone.
pub async fn pair_round(
    conn: &mut AsyncPgConnection,
    l: &Loaded,
    round: i32,
    now: DateTime<Utc>,
) -> ServiceResult<Paired> {
    let boards = compute_round(l, round).await?;
    publish_round(conn, l, round, boards, now).await
}

/// Writes round `round` with `boards` computed before (`None`: no valid pairing, and the
/// tournament ends). Idempotent: a round paired before is left alone.
pub async fn publish_round(
    conn: &mut AsyncPgConnection,
    l: &Loaded,
    round: i32,
    boards: Option<Vec<Board>>,
    now: DateTime<Utc>,
) -> ServiceResult<Paired> {
    let deadline =
        l.t.settings
            .round_deadline_days
            .map(|d| now + Duration::days(i64::from(d)));
    let inserted = diesel::insert_into(tournament_rounds::table)
        .values((
            tournament_rounds::tournament_id.eq(l.t.id),
            tournament_rounds::number.eq(round),
            tournament_rounds::paired_at.eq(now),
            tournament_rounds::deadline.eq(deadline),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    if inserted == 0 {
        return Ok(Paired::Already);
    }
    let boards = {
        match boards {
            Some(b) => b,
            None => {
                let note = format!(
                    "No valid pairing exists for round {round}; the tournament ended after round {}.",
                    round - 1
                );
                diesel::delete(tournament_rounds::table.find((l.t.id, round)))
                    .execute(conn)
                    .await?;
                audit::record(
                    conn,
                    l.t.id,
                    None,
                    AuditAction::NoValidPairing,
                    json!({"round": round}),
                    now,
                )
                .await?;
                finish(conn, l, now, Some(note)).await?;
                return Ok(Paired::Impossible);
            }
        }
    };
    create_round(conn, l, round, boards, now).await?;
    diesel::update(tournaments::table.find(l.t.id))
        .set(tournaments::current_round.eq(round))
        .execute(conn)
        .await?;
    Ok(Paired::Now)
}

fn withdrawn_before(l: &Loaded, user: i64, round: i32) -> bool {
    l.entrant(user)
        .and_then(|e| e.withdrawn_after_round)
        .is_some_and(|w| round > w)
}

/// Round `round` of the Berger table. Games of withdrawn players are decided without play.
fn round_robin_boards(l: &Loaded, round: i32) -> ServiceResult<Vec<Board>> {
    let n = l
        .entrants
        .iter()
        .filter(|(e, _)| e.pairing_number.is_some())
        .count() as u32;
    let schedule =
        berger::schedule(n, l.t.settings.double_round_robin).map_err(ServiceError::internal)?;
    let r = schedule
        .rounds
        .get(usize::try_from(round - 1).unwrap_or(usize::MAX))
        .ok_or_else(|| {
            ServiceError::internal(format!("round {round} is not in the Berger table"))
        })?;
    let user = |tpn: u32| -> Option<i64> {
        l.entrants
            .iter()
            .find(|(e, _)| e.pairing_number == i32::try_from(tpn).ok())
            .map(|(e, _)| e.user_id)
    };
    let mut boards = Vec::new();
    for pair in &r.boards {
        match (user(pair.white), user(pair.black)) {
            (Some(w), Some(b)) => {
                let (ww, bw) = (withdrawn_before(l, w, round), withdrawn_before(l, b, round));
                let result = match (ww, bw) {
                    (false, false) => None,
                    (false, true) => Some(BoardResult::WhiteForfeitWin),
                    (true, false) => Some(BoardResult::BlackForfeitWin),
                    (true, true) => Some(BoardResult::DoubleForfeit),
                };
                boards.push(Board {
                    white: w,
                    black: Some(b),
                    kind: PairingKind::Game,
                    result,
                });
            }
            // Paired with the dummy (odd number of players): no game this round.
            (Some(p), None) | (None, Some(p)) => boards.push(Board {
                white: p,
                black: None,
                kind: PairingKind::RrBye,
                result: None,
            }),
            (None, None) => {}
        }
    }
    Ok(boards)
}

/// Round `round` from the FIDE Dutch engine; `None` when no valid pairing exists.
async fn swiss_boards(l: &Loaded, round: i32) -> ServiceResult<Option<Vec<Board>>> {
    let (mut model, numbering) = model::build(l);
    let r = u32::try_from(round).unwrap_or(0);
    let mut boards = Vec::new();
    let mut options = PairingOptions::new();
    // Requested byes are entered in the round's column: the engine leaves those players out.
    for (user, bye_round, kind) in &l.bye_requests {
        if *bye_round != round || withdrawn_before(l, *user, round) {
            continue;
        }
        let Some(&tpn) = numbering.tpn_of.get(user) else {
            continue;
        };
        if let Some(p) = model.player_mut(tpn) {
            p.set_entry(r, RoundEntry::bye(kind.bye_code()));
        }
        boards.push(Board {
            white: *user,
            black: None,
            kind: *kind,
            result: None,
        });
    }
    for (e, _) in &l.entrants {
        if e.withdrawn_after_round.is_some_and(|w| round > w)
            && let Some(&tpn) = numbering.tpn_of.get(&e.user_id)
        {
            options.absent.insert(tpn);
        }
    }
    for (a, b) in &l.forbidden {
        if let (Some(&x), Some(&y)) = (numbering.tpn_of.get(a), numbering.tpn_of.get(b)) {
            options.forbidden_pairs.push((x, y));
        }
    }
    // The engine is CPU work (seconds for the largest events): keep it off the async workers.
    let result = tokio::task::spawn_blocking(move || dutch::pair_next_round(&model, &options))
        .await
        .map_err(ServiceError::internal)?;
    let pairing = match result {
        Ok(p) => p,
        Err(PairingError::NoValidPairing(_)) => return Ok(None),
        Err(e) => {
            return Err(ServiceError::internal(format!(
                "pairing round {round}: {e}"
            )));
        }
    };
    let user = |tpn: u32| {
        numbering
            .user_of
            .get(&tpn)
            .copied()
            .ok_or_else(|| ServiceError::internal("engine paired an unknown player"))
    };
    let mut games = Vec::new();
    if pairing.round != r {
        // Every player of this round has a requested bye, so the engine counts the round as
        // decided and pairs the next one: this round has no games, only its byes.
        return Ok(Some(boards));
    }
    for pair in &pairing.pairs {
        games.push(Board {
            white: user(pair.white)?,
            black: Some(user(pair.black)?),
            kind: PairingKind::Game,
            result: None,
        });
    }
    if let Some(tpn) = pairing.bye {
        games.push(Board {
            white: user(tpn)?,
            black: None,
            kind: PairingKind::Pab,
            result: None,
        });
    }
    games.extend(boards);
    Ok(Some(games))
}

/// Inserts a round's games (one statement), its boards and byes, and tells every player.
async fn create_round(
    conn: &mut AsyncPgConnection,
    l: &Loaded,
    round: i32,
    boards: Vec<Board>,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let time_control =
        l.t.settings
            .time_control()
            .map_err(|e| ServiceError::internal(format!("tournament {}: {e}", l.t.id)))?;
    let specs: Vec<GameSpec> = boards
        .iter()
        .filter(|b| b.kind == PairingKind::Game && b.result.is_none())
        .filter_map(|b| {
            b.black.map(|black| GameSpec {
                white_id: b.white,
                black_id: black,
                rated: l.t.settings.rated,
                time_control,
                allow_leave: l.t.settings.allow_leave,
                tournament: Some((l.t.id, round)),
                variant: l.t.settings.variant,
            })
        })
        .collect();
    let created = game_record::create_many(conn, &specs, now).await?;
    let mut game_of: HashMap<(i64, i64), i64> = created
        .iter()
        .map(|g| ((g.white_id, g.black_id), g.id))
        .collect();
    let mut rows = Vec::with_capacity(boards.len());
    let mut news = Vec::with_capacity(boards.len() * 2);
    let name = |u: i64| l.username(u).unwrap_or("?").to_owned();
    for (i, b) in boards.iter().enumerate() {
        let game_id = match (b.kind, b.black, b.result) {
            (PairingKind::Game, Some(black), None) => game_of.remove(&(b.white, black)),
            _ => None,
        };
        rows.push(NewPairing {
            tournament_id: l.t.id,
            round,
            board: i32::try_from(i + 1).unwrap_or(i32::MAX),
            white_id: b.white,
            black_id: b.black,
            kind: b.kind,
            game_id,
            result: b.result,
        });
        let paired = |color: Option<Side>, opponent: Option<String>, bye: Option<PairingKind>| {
            EventData::RoundPaired {
                tournament_id: l.t.id,
                tournament: l.t.settings.name.clone(),
                round,
                game_id,
                color,
                opponent,
                result: b.result,
                bye,
            }
        };
        match b.black {
            Some(black) => {
                news.push(NewEvent::new(
                    b.white,
                    paired(Some(Side::White), Some(name(black)), None),
                ));
                news.push(NewEvent::new(
                    black,
                    paired(Some(Side::Black), Some(name(b.white)), None),
                ));
            }
            None => news.push(NewEvent::new(b.white, paired(None, None, Some(b.kind)))),
        }
    }
    for chunk in rows.chunks(5000) {
        diesel::insert_into(tournament_pairings::table)
            .values(chunk)
            .execute(conn)
            .await?;
    }
    events::append(conn, &news, now).await?;
    Ok(())
}

/// Ends the tournament: final standings are computed once and frozen.
pub async fn finish(
    conn: &mut AsyncPgConnection,
    l: &Loaded,
    now: DateTime<Utc>,
    note: Option<String>,
) -> ServiceResult<()> {
    let table = standings::compute(l, true)?;
    let frozen = serde_json::to_value(&table).map_err(ServiceError::internal)?;
    diesel::update(tournaments::table.find(l.t.id))
        .set((
            tournaments::status.eq(TournamentStatus::Finished),
            tournaments::finished_at.eq(now),
            tournaments::final_standings.eq(&frozen),
            tournaments::end_note.eq(&note),
        ))
        .execute(conn)
        .await?;
    let news: Vec<NewEvent> = table
        .rows
        .iter()
        .map(|row| {
            NewEvent::new(
                row.user_id,
                EventData::TournamentFinished {
                    tournament_id: l.t.id,
                    tournament: l.t.settings.name.clone(),
                    rank: row.rank,
                    points: row.points,
                },
            )
        })
        .collect();
    events::append(conn, &news, now).await?;
    audit::record(
        conn,
        l.t.id,
        None,
        AuditAction::Finished,
        json!({"note": note}),
        now,
    )
    .await
}
