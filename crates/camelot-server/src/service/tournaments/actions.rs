//! What players and organizers do during a tournament: withdrawals, byes, forbidden pairs,
//! adjudication.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use super::access::ensure_organizer;
use super::load::{self, Loaded};
use super::queries::{self, Summary};
use super::{audit, progress};
use crate::auth::AuthUser;
use crate::db::models::Game;
use crate::db::schema::{
    games, tournament_bye_requests, tournament_forbidden_pairs, tournament_players, users,
};
use crate::domain::game::other;
use crate::domain::{
    AuditAction, ByeKind, GameResult, GameStatus, PairingKind, Termination, TournamentStatus,
};
use crate::i18n::Message;
use crate::service::accounts;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::end::finish;
use crate::service::games::record::side_of;

/// The player an action concerns: the caller, or the named user (organizers acting for a
/// player).
async fn target(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    username: Option<&str>,
) -> ServiceResult<i64> {
    match username {
        None => Ok(caller.id),
        Some(name) => Ok(accounts::get_by_username(conn, &accounts::named(name)?)
            .await?
            .id),
    }
}

/// Withdraws `player` (the caller themself, or anyone when the organizer acts). Their running
/// games are lost; a Swiss pairs them no more; in a round robin a player who played fewer than
/// half of their games has every result struck, otherwise their remaining games are forfeits.
pub async fn withdraw(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    username: Option<&str>,
    now: DateTime<Utc>,
) -> ServiceResult<Summary> {
    let player = target(conn, caller, username).await?;
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        // Lock order: games, players, then the tournament.
        let running: Vec<Game> = games::table
            .filter(games::tournament_id.eq(id))
            .filter(games::status.eq(GameStatus::Active))
            .filter(games::white_id.eq(player).or(games::black_id.eq(player)))
            .order(games::id)
            .select(Game::as_select())
            .for_update()
            .load(conn)
            .await?;
        // Then the players whose ratings those games change.
        let mut people: Vec<i64> = running.iter().flat_map(|g| [g.white_id, g.black_id]).collect();
        people.sort_unstable();
        people.dedup();
        let _: Vec<i64> =
            users::table.filter(users::id.eq_any(&people)).order(users::id).select(users::id).for_update().load(conn).await?;
        let t = load::lock(conn, id).await?;
        if caller.id != player {
            ensure_organizer(&t, caller)?;
        }
        if t.status != TournamentStatus::Running {
            return Err(ServiceError::Conflict(if t.status == TournamentStatus::Registration {
                Message::new("tournament-withdraw-not-started")
            } else {
                Message::new("tournament-over")
            }));
        }
        let l = load::load_with(conn, t).await?;
        let entrant = l.entrant(player).ok_or_else(|| ServiceError::NotFound(Message::new("tournament-player-not-in")))?;
        if entrant.withdrawn_at.is_some() {
            return Err(ServiceError::Conflict(Message::new("tournament-player-already-withdrawn")));
        }
        let struck = !l.is_swiss() && fewer_than_half_played(&l, player);
        diesel::update(tournament_players::table.find((id, player)))
            .set((
                tournament_players::withdrawn_at.eq(now),
                tournament_players::withdrawn_after_round.eq(l.rounds_paired()),
                tournament_players::results_struck.eq(struck),
            ))
            .execute(conn)
            .await?;
        let who = l.username(player).unwrap_or("?").to_owned();
        audit::record(
            conn,
            id,
            Some(caller.id),
            AuditAction::Withdraw,
            json!({"player": who, "by_organizer": caller.id != player, "results_struck": struck, "games_lost": running.len()}),
            now,
        )
        .await?;
        for mut game in running {
            let side = side_of(&game, player).ok_or_else(|| ServiceError::internal("game without the player"))?;
            let result = GameResult::win_for(other(side));
            finish(conn, &mut game, Some(result), Termination::Forfeit, now).await?;
        }
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    })
    .await?;
    queries::summary_of(conn, id).await
}

/// Fewer than half of the player's round-robin games have been played (forfeits excluded).
fn fewer_than_half_played(l: &Loaded, player: i64) -> bool {
    let players = l.entrants.len() as i64;
    let total = (players - 1)
        * if l.t.settings.double_round_robin {
            2
        } else {
            1
        };
    let played = l
        .pairings
        .iter()
        .filter(|p| p.kind == PairingKind::Game)
        .filter(|p| p.white_id == player || p.black_id == Some(player))
        .filter(|p| p.result.is_some_and(|r| r.played()))
        .count() as i64;
    played * 2 < total
}

/// A bye asked for.
#[derive(Debug, Clone)]
pub struct ByeAsked {
    /// A round not yet paired.
    pub round: i32,
    pub kind: ByeKind,
    /// For whom (organizers); the caller when `None`.
    pub username: Option<String>,
}

/// Requests a bye for a future Swiss round (a player for themself; the organizer for anyone,
/// and only the organizer may grant a full point).
pub async fn request_bye(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    asked: ByeAsked,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let player = target(conn, caller, asked.username.as_deref()).await?;
    let (round, kind) = (asked.round, asked.kind.kind());
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        let organizer = ensure_organizer(&t, caller).is_ok();
        if caller.id != player || kind == PairingKind::FullBye {
            ensure_organizer(&t, caller)?;
        }
        let l = load::load_with(conn, t).await?;
        if !l.is_swiss() {
            return Err(ServiceError::Conflict(Message::new("bye-round-robin")));
        }
        if l.t.status == TournamentStatus::Finished {
            return Err(ServiceError::Conflict(Message::new("tournament-over")));
        }
        let entrant = l.entrant(player).ok_or_else(|| ServiceError::NotFound(Message::new("tournament-player-not-in")))?;
        if entrant.withdrawn_at.is_some() {
            return Err(ServiceError::Conflict(Message::new("tournament-player-withdrawn")));
        }
        let total = l.t.settings.rounds.unwrap_or(0);
        if round <= l.rounds_paired() || round > total {
            return Err(ServiceError::Invalid(
                Message::new("bye-round-range").arg("min", l.rounds_paired() + 1).arg("max", total),
            ));
        }
        diesel::insert_into(tournament_bye_requests::table)
            .values((
                tournament_bye_requests::tournament_id.eq(id),
                tournament_bye_requests::user_id.eq(player),
                tournament_bye_requests::round.eq(round),
                tournament_bye_requests::kind.eq(kind),
                tournament_bye_requests::created_at.eq(now),
            ))
            .on_conflict((tournament_bye_requests::tournament_id, tournament_bye_requests::user_id, tournament_bye_requests::round))
            .do_update()
            .set(tournament_bye_requests::kind.eq(kind))
            .execute(conn)
            .await?;
        let who = l.username(player).unwrap_or("?").to_owned();
        audit::record(
            conn,
            id,
            Some(caller.id),
            AuditAction::Bye,
            json!({"player": who, "round": round, "kind": kind.as_str(), "by_organizer": organizer && caller.id != player}),
            now,
        )
        .await
    })
    .await
}

/// Forbids two players, named by username, to meet (Swiss; the organizer).
pub async fn forbid_pair(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    players: &[String],
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let [a, b] = players else {
        return Err(ServiceError::invalid_field(
            "players",
            Message::new("forbidden-pair-two"),
        ));
    };
    let a = accounts::get_by_username(conn, &accounts::named(a)?)
        .await?
        .id;
    let b = accounts::get_by_username(conn, &accounts::named(b)?)
        .await?
        .id;
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        ensure_organizer(&t, caller)?;
        let l = load::load_with(conn, t).await?;
        if !l.is_swiss() {
            return Err(ServiceError::Conflict(Message::new(
                "forbidden-pair-round-robin",
            )));
        }
        if l.t.status == TournamentStatus::Finished {
            return Err(ServiceError::Conflict(Message::new("tournament-over")));
        }
        if a == b {
            return Err(ServiceError::invalid_field(
                "players",
                Message::new("forbidden-pair-same"),
            ));
        }
        for p in [a, b] {
            if l.entrant(p).is_none() {
                return Err(ServiceError::NotFound(Message::new(
                    "forbidden-pair-not-in",
                )));
            }
        }
        let (first, second) = if a < b { (a, b) } else { (b, a) };
        diesel::insert_into(tournament_forbidden_pairs::table)
            .values((
                tournament_forbidden_pairs::tournament_id.eq(id),
                tournament_forbidden_pairs::first_id.eq(first),
                tournament_forbidden_pairs::second_id.eq(second),
                tournament_forbidden_pairs::created_at.eq(now),
            ))
            .on_conflict_do_nothing()
            .execute(conn)
            .await?;
        let names = [
            l.username(first).unwrap_or("?").to_owned(),
            l.username(second).unwrap_or("?").to_owned(),
        ];
        audit::record(
            conn,
            id,
            Some(caller.id),
            AuditAction::ForbiddenPair,
            json!({"players": names}),
            now,
        )
        .await
    })
    .await
}

/// The organizer decides an unfinished game once its round's deadline has passed.
pub async fn adjudicate(
    conn: &mut AsyncPgConnection,
    caller: &AuthUser,
    id: i64,
    game_id: i64,
    result: GameResult,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        let mut game: Game = games::table
            .find(game_id)
            .select(Game::as_select())
            .for_update()
            .first(conn)
            .await
            .optional()?
            .filter(|g| g.tournament_id == Some(id))
            .ok_or_else(|| {
                ServiceError::NotFound(
                    Message::new("tournament-game-not-in")
                        .arg("game", game_id)
                        .arg("tournament", id),
                )
            })?;
        let t = load::row(conn, id).await?;
        ensure_organizer(&t, caller)?;
        if game.status != GameStatus::Active {
            return Err(ServiceError::GameOver {
                message: Message::new("adjudicate-game-over"),
                ending: None,
            });
        }
        let round = game.tournament_round.unwrap_or(0);
        let deadline: Option<DateTime<Utc>> = crate::db::schema::tournament_rounds::table
            .find((id, round))
            .select(crate::db::schema::tournament_rounds::deadline)
            .first(conn)
            .await
            .optional()?
            .flatten();
        match deadline {
            Some(d) if d <= now => {}
            Some(d) => {
                return Err(ServiceError::Conflict(
                    Message::new("adjudicate-before-deadline")
                        .arg("round", round)
                        .arg("deadline", d.to_rfc3339()),
                ));
            }
            None => {
                return Err(ServiceError::Conflict(Message::new(
                    "adjudicate-no-deadline",
                )));
            }
        }
        audit::record(
            conn,
            id,
            Some(caller.id),
            AuditAction::Adjudicate,
            json!({"game_id": game_id, "round": round, "result": result.as_str()}),
            now,
        )
        .await?;
        finish(
            conn,
            &mut game,
            Some(result),
            Termination::Adjudication,
            now,
        )
        .await
    })
    .await
}
