//! A player's deadlines as an iCalendar feed (RFC 5545), for any calendar application: one
//! event per game where it is the player's turn (at its deadline, leave included) and one per
//! deadline of a running tournament round of theirs.
//!
//! The feed is reached by a secret URL (`?token=`): calendar applications cannot send
//! `Authorization` headers. A new token revokes the old one. Events have stable UIDs (one per
//! game, one per tournament round), and a game's SEQUENCE is its ply, so a calendar replaces the
//! event as the game moves on.

use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use icalendar::{Calendar, Component, Event, EventLike};

use crate::auth::refresh;
use crate::db::schema::{tournament_players, tournament_rounds, tournaments, users};
use crate::domain::Language;
use crate::domain::{GameStatus, TournamentStatus};
use crate::i18n::{Message, translate};
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::record;

/// The media type of the feed.
pub const MEDIA_TYPE: &str = "text/calendar; charset=utf-8";

/// Makes a new feed token (revoking the old one); returns it.
pub async fn new_token(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<String> {
    let (token, hash) = refresh::generate();
    diesel::update(users::table.find(user))
        .set(users::calendar_token_hash.eq(hash))
        .execute(conn)
        .await?;
    Ok(token)
}

/// The feed of the user the token belongs to.
pub async fn feed(
    conn: &mut AsyncPgConnection,
    token: &str,
    base_url: &str,
    host: &str,
    now: DateTime<Utc>,
) -> ServiceResult<String> {
    let (user, username, language): (i64, String, Option<Language>) = users::table
        .filter(users::calendar_token_hash.eq(refresh::hash(token)))
        .filter(users::deleted_at.is_null())
        .select((users::id, users::username, users::language))
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| ServiceError::NotFound(Message::new("calendar-link-unknown")))?;
    let mut calendar = Calendar::new();
    // Titles in the owner's saved language (a calendar application sends no useful
    // Accept-Language of its own); English when none.
    let lang = language.unwrap_or_default();
    calendar.name(&translate(
        lang,
        &Message::new("calendar-name").arg("name", username.as_str()),
        format!("Camelot deadlines of {username}"),
    ));
    calendar.description(&translate(
        lang,
        &Message::new("calendar-description"),
        "When your time runs out in your correspondence games and tournament rounds.".to_owned(),
    ));
    // The games where it is the user's turn, with their true deadlines (leave included).
    let ids: Vec<i64> = crate::db::schema::games::table
        .filter(crate::db::schema::games::status.eq(GameStatus::Active))
        .filter(crate::db::schema::games::to_move_id.eq(user))
        .select(crate::db::schema::games::id)
        .load(conn)
        .await?;
    let mut games: Vec<_> = record::load_many(conn, &ids).await?.into_values().collect();
    games.sort_by_key(|g| (g.deadline(), g.game.id));
    for g in &games {
        let Some(deadline) = g.deadline() else {
            continue;
        };
        let opponent = if g.game.white_id == user {
            &g.black.username
        } else {
            &g.white.username
        };
        let link = format!("{base_url}/games/{}", g.game.id);
        calendar.push(
            Event::new()
                .uid(&format!("game-{}@{host}", g.game.id))
                .sequence(u32::try_from(g.game.ply).unwrap_or(0))
                .timestamp(now)
                .summary(&translate(
                    lang,
                    &Message::new("calendar-your-move").arg("opponent", opponent.as_str()),
                    format!("Camelot: your move against {opponent}"),
                ))
                .description(&format!(
                    "{} {link}",
                    translate(
                        lang,
                        &Message::new("calendar-your-move-description").arg("game", g.game.id),
                        format!("Your time in game {} runs out now.", g.game.id),
                    )
                ))
                .add_property("URL", link.as_str())
                .starts(deadline - Duration::minutes(30))
                .ends(deadline)
                .done(),
        );
    }
    // Round deadlines of the user's running tournaments.
    let rounds: Vec<(i64, String, i32, Option<DateTime<Utc>>)> = tournament_rounds::table
        .inner_join(tournaments::table.on(tournaments::id.eq(tournament_rounds::tournament_id)))
        .inner_join(
            tournament_players::table.on(tournament_players::tournament_id
                .eq(tournament_rounds::tournament_id)
                .and(tournament_players::user_id.eq(user))),
        )
        .filter(tournaments::status.eq(TournamentStatus::Running))
        .filter(tournament_players::withdrawn_at.is_null())
        .filter(tournament_rounds::completed_at.is_null())
        .filter(tournament_rounds::deadline.is_not_null())
        .order((
            tournament_rounds::deadline,
            tournament_rounds::tournament_id,
        ))
        .select((
            tournament_rounds::tournament_id,
            tournaments::name,
            tournament_rounds::number,
            tournament_rounds::deadline,
        ))
        .load(conn)
        .await?;
    for (id, name, round, deadline) in rounds {
        let Some(deadline) = deadline else {
            continue;
        };
        let link = format!("{base_url}/tournaments/{id}");
        calendar.push(
            Event::new()
                .uid(&format!("tournament-{id}-round-{round}@{host}"))
                .timestamp(now)
                .summary(&translate(
                    lang,
                    &Message::new("calendar-round-deadline")
                        .arg("tournament", name.as_str())
                        .arg("round", round),
                    format!("Camelot: {name}, round {round} deadline"),
                ))
                .description(&format!(
                    "{} {link}",
                    translate(
                        lang,
                        &Message::new("calendar-round-deadline-description").arg("round", round),
                        format!("Unfinished games of round {round} go to the organizer now."),
                    )
                ))
                .add_property("URL", link.as_str())
                .starts(deadline - Duration::minutes(30))
                .ends(deadline)
                .done(),
        );
    }
    Ok(calendar.done().to_string())
}
