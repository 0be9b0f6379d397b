//! The letters about the reader's turn: the digest of games waiting for a move and the warning
//! that a deadline is near. In English they are the code's own sentences, worded as they
//! always were (`en/server.ftl` mirrors them for translators); other languages fall back to
//! them.

use chrono::{DateTime, Utc};

use crate::domain::Language;
use crate::i18n::{Message as Text, translate};

use super::{Letter, escape, hello, html_page, stop_html, stop_text};

/// A game waiting for the reader's move.
#[derive(Debug, Clone)]
pub struct Waiting {
    pub game_id: i64,
    pub opponent: String,
    pub deadline: DateTime<Utc>,
}

/// The digest of games waiting for a move, most urgent first.
pub fn digest(
    lang: Language,
    username: &str,
    games: &[Waiting],
    base: &str,
    unsubscribe: String,
) -> Letter {
    let subject = match games {
        [one] => translate(
            lang,
            &Text::new("mail-digest-subject-one").arg("opponent", one.opponent.as_str()),
            format!("Your move against {}", one.opponent),
        ),
        many => translate(
            lang,
            &Text::new("mail-digest-subject-many").arg("count", many.len()),
            format!("Your move in {} games", many.len()),
        ),
    };
    let intro = translate(
        lang,
        &Text::new("mail-digest-intro"),
        "These games wait for your move, the most urgent first:".to_owned(),
    );
    let line = |g: &Waiting| {
        let when = g.deadline.format("%Y-%m-%d %H:%M UTC").to_string();
        translate(
            lang,
            &Text::new("mail-digest-line")
                .arg("game", g.game_id)
                .arg("opponent", g.opponent.as_str())
                .arg("deadline", when.as_str()),
            format!("Game {} against {}: move by {when}", g.game_id, g.opponent),
        )
    };
    let text = format!(
        "{}\n\n{intro}\n\n{}\n\n{}\n",
        hello(lang, username),
        games
            .iter()
            .map(|g| format!("{} ({base}/games/{})", line(g), g.game_id))
            .collect::<Vec<_>>()
            .join("\n"),
        stop_text(lang, &unsubscribe),
    );
    let items: String = games
        .iter()
        .map(|g| {
            format!(
                "<li><a href=\"{base}/games/{id}\">{line}</a></li>",
                id = g.game_id,
                line = escape(&line(g)),
            )
        })
        .collect();
    let html = html_page(&format!(
        "<p>{hello}</p><p>{intro}</p><ul>{items}</ul>{stop}",
        hello = escape(&hello(lang, username)),
        intro = escape(&intro),
        stop = stop_html(lang, &unsubscribe),
    ));
    Letter {
        subject,
        text,
        html,
        unsubscribe: Some(unsubscribe),
    }
}

/// A deadline warning.
pub fn deadline_warning(
    lang: Language,
    username: &str,
    game_id: i64,
    deadline: DateTime<Utc>,
    base: &str,
    unsubscribe: String,
) -> Letter {
    let when = deadline.format("%Y-%m-%d %H:%M UTC").to_string();
    let link = format!("{base}/games/{game_id}");
    let body = translate(
        lang,
        &Text::new("mail-deadline-body")
            .arg("game", game_id)
            .arg("deadline", when.as_str()),
        format!("Your time in game {game_id} runs out at {when}."),
    );
    let move_here = translate(
        lang,
        &Text::new("mail-deadline-move").arg("link", link.as_str()),
        format!("Move here: {link}"),
    );
    let open = translate(
        lang,
        &Text::new("mail-open-game").arg("game", game_id),
        format!("Open game {game_id}"),
    );
    Letter {
        subject: translate(
            lang,
            &Text::new("mail-deadline-subject").arg("game", game_id),
            format!("Less than a day left in game {game_id}"),
        ),
        text: format!(
            "{}\n\n{body}\n{move_here}\n\n{}\n",
            hello(lang, username),
            stop_text(lang, &unsubscribe)
        ),
        html: html_page(&format!(
            "<p>{hello}</p><p>{body}</p><p><a href=\"{link}\">{open}</a></p>{stop}",
            hello = escape(&hello(lang, username)),
            body = escape(&body),
            link = escape(&link),
            open = escape(&open),
            stop = stop_html(lang, &unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}
