//! What players and organisers do during a tournament: withdrawals, byes, forbidden pairs,
//! adjudication.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;

use super::load::{self, Loaded};
use super::{RUNNING, audit, progress};
use crate::db::models::{Game, TournamentRow};
use crate::db::schema::{
    games, tournament_bye_requests, tournament_forbidden_pairs, tournament_players, users,
};
use crate::error::{ApiError, ApiResult, ProblemKind};
use crate::service::games::{self as game_service, DRAW, Termination, win_for};

/// Who may run a tournament: its organiser, and admins.
pub fn ensure_organizer(t: &TournamentRow, caller: i64, is_admin: bool) -> ApiResult<()> {
    if t.organizer_id == caller || is_admin {
        Ok(())
    } else {
        Err(ApiError::forbidden(
            "Only the tournament's organiser (or an admin) may do this.",
        ))
    }
}

/// Withdraws `player` (the caller themself, or anyone when the organiser acts). Their running
/// games are lost; a Swiss pairs them no more; in a round robin a player who played fewer than
/// half of their games has every result struck, otherwise their remaining games are forfeits.
pub async fn withdraw(
    conn: &mut AsyncPgConnection,
    caller: i64,
    is_admin: bool,
    id: i64,
    player: i64,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        // Lock order: games, players, then the tournament.
        let running: Vec<Game> = games::table
            .filter(games::tournament_id.eq(id))
            .filter(games::status.eq("active"))
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
        if caller != player {
            ensure_organizer(&t, caller, is_admin)?;
        }
        if t.status != RUNNING {
            return Err(ApiError::conflict(if t.status == super::REGISTRATION {
                "The tournament has not started: leave it instead."
            } else {
                "The tournament is over."
            }));
        }
        let l = load::load_with(conn, t).await?;
        let entrant = l.entrant(player).ok_or_else(|| ApiError::not_found("That player is not in this tournament."))?;
        if entrant.withdrawn_at.is_some() {
            return Err(ApiError::conflict("That player has already withdrawn."));
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
            Some(caller),
            "withdraw",
            json!({"player": who, "by_organizer": caller != player, "results_struck": struck, "games_lost": running.len()}),
            now,
        )
        .await?;
        for mut game in running {
            let side = game_service::side_of(&game, player).ok_or_else(|| ApiError::internal("game without the player"))?;
            let winner = match side {
                camelot_rules::Side::White => camelot_rules::Side::Black,
                camelot_rules::Side::Black => camelot_rules::Side::White,
            };
            game_service::finish(conn, &mut game, Some(win_for(winner)), Termination::Forfeit, now).await?;
        }
        let t = load::row(conn, id).await?;
        progress::advance(conn, t, now).await
    })
    .await
}

/// Fewer than half of the player's round-robin games have been played (forfeits excluded).
fn fewer_than_half_played(l: &Loaded, player: i64) -> bool {
    let players = l.entrants.len() as i64;
    let total = (players - 1) * if l.t.double_round_robin { 2 } else { 1 };
    let played = l
        .pairings
        .iter()
        .filter(|p| p.kind == "game" && (p.white_id == player || p.black_id == Some(player)))
        .filter(|p| matches!(p.result.as_deref(), Some("1-0" | "0-1" | "1/2-1/2")))
        .count() as i64;
    played * 2 < total
}

/// Kinds of requested byes.
pub fn bye_kind(name: &str) -> Option<&'static str> {
    match name {
        "half" => Some("half_bye"),
        "zero" => Some("zero_bye"),
        "full" => Some("full_bye"),
        _ => None,
    }
}

/// Requests a bye for a future Swiss round (a player for themself; the organiser for anyone,
/// and only the organiser may grant a full point).
#[allow(clippy::too_many_arguments)]
pub async fn request_bye(
    conn: &mut AsyncPgConnection,
    caller: i64,
    is_admin: bool,
    id: i64,
    player: i64,
    round: i32,
    kind: &'static str,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        let organizer = t.organizer_id == caller || is_admin;
        if caller != player || kind == "full_bye" {
            ensure_organizer(&t, caller, is_admin)?;
        }
        let l = load::load_with(conn, t).await?;
        if !l.is_swiss() {
            return Err(ApiError::conflict("Byes are requested in Swiss events; a round robin's schedule is fixed."));
        }
        if l.t.status == super::FINISHED {
            return Err(ApiError::conflict("The tournament is over."));
        }
        let entrant = l.entrant(player).ok_or_else(|| ApiError::not_found("That player is not in this tournament."))?;
        if entrant.withdrawn_at.is_some() {
            return Err(ApiError::conflict("That player has withdrawn."));
        }
        let total = l.t.rounds.unwrap_or(0);
        if round <= l.rounds_paired() || round > total {
            return Err(ApiError::new(
                ProblemKind::Validation,
                format!("round must be a round not yet paired: {} to {total}.", l.rounds_paired() + 1),
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
            Some(caller),
            "bye",
            json!({"player": who, "round": round, "kind": kind, "by_organizer": organizer && caller != player}),
            now,
        )
        .await
    })
    .await
}

/// Forbids two players to meet (Swiss; the organiser).
pub async fn forbid_pair(
    conn: &mut AsyncPgConnection,
    caller: i64,
    is_admin: bool,
    id: i64,
    a: i64,
    b: i64,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let t = load::lock(conn, id).await?;
        ensure_organizer(&t, caller, is_admin)?;
        let l = load::load_with(conn, t).await?;
        if !l.is_swiss() {
            return Err(ApiError::conflict(
                "Forbidden pairs apply to Swiss events; a round robin's schedule is fixed.",
            ));
        }
        if l.t.status == super::FINISHED {
            return Err(ApiError::conflict("The tournament is over."));
        }
        if a == b {
            return Err(ApiError::invalid_field(
                "players",
                "name two different players",
            ));
        }
        for p in [a, b] {
            if l.entrant(p).is_none() {
                return Err(ApiError::not_found(
                    "Both players must be in this tournament.",
                ));
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
            Some(caller),
            "forbidden_pair",
            json!({"players": names}),
            now,
        )
        .await
    })
    .await
}

/// The organiser decides an unfinished game once its round's deadline has passed.
pub async fn adjudicate(
    conn: &mut AsyncPgConnection,
    caller: i64,
    is_admin: bool,
    id: i64,
    game_id: i64,
    result: &'static str,
    now: DateTime<Utc>,
) -> ApiResult<()> {
    conn.transaction::<_, ApiError, _>(async move |conn| {
        let mut game: Game = games::table
            .find(game_id)
            .select(Game::as_select())
            .for_update()
            .first(conn)
            .await
            .optional()?
            .filter(|g| g.tournament_id == Some(id))
            .ok_or_else(|| {
                ApiError::not_found(format!("Game {game_id} is not a game of tournament {id}."))
            })?;
        let t = load::row(conn, id).await?;
        ensure_organizer(&t, caller, is_admin)?;
        if game.status != "active" {
            return Err(ApiError::new(
                ProblemKind::GameOver,
                "That game is already over.",
            ));
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
                return Err(ApiError::conflict(format!(
                    "Round {round}'s deadline ({}) has not passed: the players are still playing.",
                    d.to_rfc3339()
                )));
            }
            None => {
                return Err(ApiError::conflict(
                    "This tournament has no round deadline: its games are played to the end.",
                ));
            }
        }
        audit::record(
            conn,
            id,
            Some(caller),
            "adjudicate",
            json!({"game_id": game_id, "round": round, "result": result}),
            now,
        )
        .await?;
        let result = if result == DRAW { DRAW } else { result };
        game_service::finish(
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
