//! E-mail through any SMTP relay (lettre): `SMTP_URL` (`smtp://host:port`,
//! `smtps://user:pass@host`, `smtp://host?tls=required`) and `MAIL_FROM`. Without `SMTP_URL`
//! e-mail is off.
//!
//! Every message has a plain-text part and a simple HTML part. Notification messages carry a
//! one-click unsubscribe link (RFC 8058: `List-Unsubscribe` with an https URL and
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
//!
//! Letters are written in the recipient's saved language (English when none): whole sentences
//! from `locales/<lang>/server.ftl`, with links and names as variables. English verification
//! mails, digests and deadline warnings are the sentences below as they always were
//! (`en/server.ftl` mirrors them for translators); in other languages a link stands after its
//! sentence instead of inside it, so that no sentence is cut around a link. Notices of every
//! other event ([`notice`]) have a subject and a sentence per kind of event, formatted from
//! `server.ftl` in English too, with the link to the game or tournament on a line of its own.

use chrono::{DateTime, Utc};
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::domain::{
    BoardResult, Colour, GameResult, GameStatus, Language, PairingKind, Termination,
};
use crate::i18n::{Message as Text, format_or, translate};
use crate::service::events::EventData;

/// A message's text, before it is addressed.
#[derive(Debug, Clone)]
pub struct Letter {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The one-click unsubscribe URL, for notifications.
    pub unsubscribe: Option<String>,
}

#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }
    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_owned()))
    }
    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

#[derive(Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }
    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }
    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// Sends e-mail, when it is configured.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer").field("from", &self.from).finish()
    }
}

impl Mailer {
    /// The mailer of `SMTP_URL` and `MAIL_FROM`, or `None` when e-mail is off.
    pub fn from_config(smtp_url: Option<&str>, from: &str) -> Result<Option<Mailer>, String> {
        let Some(url) = smtp_url else {
            return Ok(None);
        };
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| format!("SMTP_URL is not usable: {e}"))?
            .build();
        let from = from
            .parse::<Mailbox>()
            .map_err(|e| format!("MAIL_FROM is not an address: {e}"))?;
        Ok(Some(Mailer { transport, from }))
    }

    /// Sends a letter to `to`. `delivery` is the outbox row it comes from: its `Message-ID`
    /// (RFC 5322 §3.6.4) is made from it, so a retried delivery carries the same id and a
    /// receiver that got it twice can tell.
    pub async fn send(&self, to: &str, letter: Letter, delivery: i64) -> Result<(), String> {
        let to = to
            .parse::<Mailbox>()
            .map_err(|e| format!("{to} is not an address: {e}"))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject)
            .message_id(Some(format!(
                "<delivery-{delivery}@{}>",
                self.from.email.domain()
            )));
        if let Some(url) = letter.unsubscribe {
            builder = builder
                .header(ListUnsubscribe(format!("<{url}>")))
                .header(ListUnsubscribePost);
        }
        let message = builder
            .multipart(
                MultiPart::alternative()
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_PLAIN)
                            .body(letter.text),
                    )
                    .singlepart(
                        SinglePart::builder()
                            .header(ContentType::TEXT_HTML)
                            .body(letter.html),
                    ),
            )
            .map_err(|e| e.to_string())?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| format!("the mail relay refused it: {e}"))
    }
}

/// Whether `text` is an e-mail address lettre can send to.
pub fn valid_address(text: &str) -> bool {
    text.len() <= 254 && text.parse::<lettre::Address>().is_ok()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn html_page(body: &str) -> String {
    format!("<!doctype html><html><body style=\"font-family: sans-serif\">{body}</body></html>")
}

/// A game waiting for the reader's move.
#[derive(Debug, Clone)]
pub struct Waiting {
    pub game_id: i64,
    pub opponent: String,
    pub deadline: DateTime<Utc>,
}

/// The greeting line.
fn hello(lang: Language, username: &str) -> String {
    translate(
        lang,
        &Text::new("mail-hello").arg("name", username),
        format!("Hello {username},"),
    )
}

/// The unsubscribe line of a plain-text notification.
fn stop_text(lang: Language, unsubscribe: &str) -> String {
    translate(
        lang,
        &Text::new("mail-stop-text").arg("link", unsubscribe),
        format!("To stop these e-mails: {unsubscribe}"),
    )
}

/// The unsubscribe paragraph of an HTML notification.
fn stop_html(lang: Language, unsubscribe: &str) -> String {
    let words = translate(
        lang,
        &Text::new("mail-stop-link"),
        "Stop these e-mails".to_owned(),
    );
    format!(
        "<p><a href=\"{}\">{}</a></p>",
        escape(unsubscribe),
        escape(&words)
    )
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

/// The reader's side of a game, for events that do not say it themselves (`game_ended` names
/// neither the reader's colour nor the opponent): looked up when the notice is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub colour: Colour,
    pub opponent: String,
}

/// What a notice says: its subject, its sentences, and the page it links to.
struct Notice {
    subject: Text,
    lines: Vec<Text>,
    /// The link's path on the site and the words of the link.
    link: (String, Text),
}

/// The date and time of a notice, as every letter writes them.
fn when(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// A tournament score in the way players write it: 3, 2½, ½ (any other value, which the
/// scoring systems do not give, with two decimals).
fn score(points: f64) -> String {
    let halves = points * 2.0;
    if (0.0..1e9).contains(&points) && halves.fract() == 0.0 {
        let halves = halves as u64;
        match (halves / 2, halves % 2 == 1) {
            (0, true) => "½".to_owned(),
            (whole, true) => format!("{whole}½"),
            (whole, false) => whole.to_string(),
        }
    } else {
        format!("{points:.2}")
    }
}

/// The reader's outcome of a game: `win`, `loss`, `draw`, `aborted` or `other` (the
/// `$outcome` of the messages).
fn outcome(status: GameStatus, result: Option<GameResult>, colour: Colour) -> &'static str {
    let won = |winner: Colour| if winner == colour { "win" } else { "loss" };
    match (status, result) {
        (GameStatus::Aborted, _) => "aborted",
        (_, Some(GameResult::Draw)) => "draw",
        (_, Some(GameResult::WhiteWins)) => won(Colour::White),
        (_, Some(GameResult::BlackWins)) => won(Colour::Black),
        _ => "other",
    }
}

/// The reader's outcome of a result decided without play.
fn forfeit_outcome(result: BoardResult, colour: Colour) -> &'static str {
    let won = |winner: Colour| if winner == colour { "win" } else { "loss" };
    match result {
        BoardResult::WhiteWins | BoardResult::WhiteForfeitWin => won(Colour::White),
        BoardResult::BlackWins | BoardResult::BlackForfeitWin => won(Colour::Black),
        BoardResult::DoubleForfeit => "loss",
        BoardResult::Draw => "other",
    }
}

fn game_link(game: i64) -> (String, Text) {
    (
        format!("/games/{game}"),
        Text::new("mail-open-game").arg("game", game),
    )
}

fn tournament_link(id: i64, name: &str) -> (String, Text) {
    (
        format!("/tournaments/{id}"),
        Text::new("mail-open-tournament").arg("tournament", name),
    )
}

fn inbox_link() -> (String, Text) {
    ("/inbox".to_owned(), Text::new("mail-open-inbox"))
}

/// Any event that has no sentence of its own (its stored data could not be read).
fn general() -> Notice {
    Notice {
        subject: Text::new("mail-notice-subject"),
        lines: vec![Text::new("mail-notice")],
        link: inbox_link(),
    }
}

/// The notice of an event; `None` when it needs the reader's seat and has none.
fn describe(event: &EventData, seat: Option<&Seat>) -> Option<Notice> {
    let colour = |c: Colour| c.as_str();
    Some(match event {
        EventData::ChallengeReceived { from, .. } => Notice {
            subject: Text::new("mail-challenge-received-subject").arg("opponent", from.as_str()),
            lines: vec![Text::new("mail-challenge-received").arg("opponent", from.as_str())],
            link: inbox_link(),
        },
        EventData::ChallengeAccepted { game_id, by, .. } => Notice {
            subject: Text::new("mail-challenge-accepted-subject").arg("opponent", by.as_str()),
            lines: vec![
                Text::new("mail-challenge-accepted")
                    .arg("opponent", by.as_str())
                    .arg("game", *game_id),
            ],
            link: game_link(*game_id),
        },
        EventData::ChallengeDeclined { by, reason, .. } => {
            let mut lines = vec![Text::new("mail-challenge-declined").arg("opponent", by.as_str())];
            if let Some(reason) = reason.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
                lines.push(Text::new("mail-challenge-declined-reason").arg("reason", reason));
            }
            Notice {
                subject: Text::new("mail-challenge-declined-subject").arg("opponent", by.as_str()),
                lines,
                link: inbox_link(),
            }
        }
        EventData::ChallengeCancelled { by, .. } => Notice {
            subject: Text::new("mail-challenge-cancelled-subject").arg("opponent", by.as_str()),
            lines: vec![Text::new("mail-challenge-cancelled").arg("opponent", by.as_str())],
            link: inbox_link(),
        },
        EventData::GameStarted {
            game_id,
            color,
            opponent,
            rated,
            ..
        } => Notice {
            subject: Text::new("mail-game-started-subject").arg("opponent", opponent.as_str()),
            lines: vec![
                Text::new("mail-game-started")
                    .arg("color", colour(*color))
                    .arg("game", *game_id)
                    .arg("opponent", opponent.as_str()),
                Text::new("mail-game-rated").arg("rated", if *rated { "rated" } else { "unrated" }),
            ],
            link: game_link(*game_id),
        },
        EventData::OpponentMoved {
            game_id, path, by, ..
        } => Notice {
            subject: Text::new("mail-opponent-moved-subject").arg("opponent", by.as_str()),
            lines: vec![
                Text::new("mail-opponent-moved")
                    .arg("opponent", by.as_str())
                    .arg("move", path.as_str())
                    .arg("game", *game_id),
            ],
            link: game_link(*game_id),
        },
        EventData::DrawOffered { game_id, by } => Notice {
            subject: Text::new("mail-draw-offered-subject").arg("opponent", by.as_str()),
            lines: vec![
                Text::new("mail-draw-offered")
                    .arg("opponent", by.as_str())
                    .arg("game", *game_id),
            ],
            link: game_link(*game_id),
        },
        EventData::DrawDeclined { game_id, by } => Notice {
            subject: Text::new("mail-draw-declined-subject").arg("opponent", by.as_str()),
            lines: vec![
                Text::new("mail-draw-declined")
                    .arg("opponent", by.as_str())
                    .arg("game", *game_id),
            ],
            link: game_link(*game_id),
        },
        EventData::GameEnded {
            game_id,
            status,
            result,
            termination,
        } => {
            let seat = seat?;
            let outcome = outcome(*status, *result, seat.colour);
            let mut lines = vec![
                Text::new("mail-game-ended")
                    .arg("outcome", outcome)
                    .arg("game", *game_id)
                    .arg("opponent", seat.opponent.as_str()),
            ];
            if *status != GameStatus::Aborted && *termination != Termination::Aborted {
                lines.push(
                    Text::new("mail-game-ended-how").arg("termination", termination.as_str()),
                );
            }
            Notice {
                subject: Text::new("mail-game-ended-subject")
                    .arg("outcome", outcome)
                    .arg("opponent", seat.opponent.as_str()),
                lines,
                link: game_link(*game_id),
            }
        }
        EventData::DeadlineWarning { game_id, deadline } => Notice {
            subject: Text::new("mail-deadline-subject").arg("game", *game_id),
            lines: vec![
                Text::new("mail-deadline-body")
                    .arg("game", *game_id)
                    .arg("deadline", when(*deadline)),
            ],
            link: game_link(*game_id),
        },
        EventData::TournamentStarted {
            tournament_id,
            tournament,
            rounds,
        } => Notice {
            subject: Text::new("mail-tournament-started-subject")
                .arg("tournament", tournament.as_str()),
            lines: vec![
                Text::new("mail-tournament-started")
                    .arg("tournament", tournament.as_str())
                    .arg("rounds", *rounds),
            ],
            link: tournament_link(*tournament_id, tournament),
        },
        EventData::RoundPaired {
            tournament_id,
            tournament,
            round,
            game_id,
            color,
            opponent,
            result,
            bye,
        } => {
            let lines = match (color, opponent) {
                (Some(color), Some(opponent)) => {
                    let mut lines = vec![
                        Text::new("mail-round-paired")
                            .arg("color", colour(*color))
                            .arg("round", *round)
                            .arg("tournament", tournament.as_str())
                            .arg("opponent", opponent.as_str()),
                    ];
                    if let Some(result) = result {
                        lines.push(
                            Text::new("mail-round-forfeit")
                                .arg("outcome", forfeit_outcome(*result, *color)),
                        );
                    }
                    lines
                }
                _ => vec![
                    Text::new("mail-round-bye")
                        .arg("bye", bye.map_or("other", PairingKind::as_str))
                        .arg("round", *round)
                        .arg("tournament", tournament.as_str()),
                ],
            };
            Notice {
                subject: Text::new("mail-round-paired-subject")
                    .arg("tournament", tournament.as_str())
                    .arg("round", *round),
                lines,
                link: match game_id {
                    Some(game) => game_link(*game),
                    None => tournament_link(*tournament_id, tournament),
                },
            }
        }
        EventData::TournamentFinished {
            tournament_id,
            tournament,
            rank,
            points,
        } => Notice {
            subject: Text::new("mail-tournament-finished-subject")
                .arg("tournament", tournament.as_str()),
            lines: vec![
                Text::new("mail-tournament-finished")
                    .arg("tournament", tournament.as_str())
                    .arg("rank", *rank)
                    .arg("points", score(*points)),
            ],
            link: tournament_link(*tournament_id, tournament),
        },
        EventData::OpponentOnLeave {
            opponent,
            until,
            game_ids,
        } => Notice {
            subject: Text::new("mail-opponent-on-leave-subject").arg("opponent", opponent.as_str()),
            lines: vec![
                Text::new("mail-opponent-on-leave")
                    .arg("count", game_ids.len())
                    .arg("opponent", opponent.as_str())
                    .arg("until", when(*until)),
            ],
            link: match game_ids.as_slice() {
                [one] => game_link(*one),
                _ => inbox_link(),
            },
        },
        EventData::WebhookDisabled {
            url, failing_since, ..
        } => Notice {
            subject: Text::new("mail-webhook-disabled-subject"),
            lines: vec![
                Text::new("mail-webhook-disabled")
                    .arg("url", url.as_str())
                    .arg("since", when(*failing_since)),
            ],
            link: (
                crate::startup::DOCS_PATH.to_owned(),
                Text::new("mail-open-webhooks"),
            ),
        },
    })
}

/// Any other notification: a subject and a sentence or two about what happened, and a link to
/// the page where the reader can act on it. `event` is `None` when the stored event could not
/// be read (a kind or data of another shape): the letter then says, in general words, that
/// something happened. `seat` is the reader's side of the game a `game_ended` is about; without
/// it that event, too, is told in general words.
pub fn notice(
    lang: Language,
    username: &str,
    event: Option<&EventData>,
    seat: Option<&Seat>,
    base: &str,
    unsubscribe: String,
) -> Letter {
    let notice = event
        .and_then(|e| describe(e, seat))
        .unwrap_or_else(general);
    // English too is formatted from en/server.ftl: these letters have no older English of
    // their own to keep.
    let say = |m: &Text| format_or(lang, m, "Something new has happened on Camelot.");
    let subject = say(&notice.subject);
    let lines: Vec<String> = notice.lines.iter().map(say).collect();
    let (path, label) = notice.link;
    let link = format!("{base}{path}");
    let label = say(&label);
    Letter {
        subject,
        text: format!(
            "{}\n\n{}\n{link}\n\n{}\n",
            hello(lang, username),
            lines.join("\n"),
            stop_text(lang, &unsubscribe)
        ),
        html: html_page(&format!(
            "<p>{hello}</p><p>{lines}</p><p><a href=\"{link}\">{label}</a></p>{stop}",
            hello = escape(&hello(lang, username)),
            lines = lines
                .iter()
                .map(|l| escape(l))
                .collect::<Vec<_>>()
                .join(" "),
            link = escape(&link),
            label = escape(&label),
            stop = stop_html(lang, &unsubscribe),
        )),
        unsubscribe: Some(unsubscribe),
    }
}

/// The verification of a new address.
pub fn verification(lang: Language, username: &str, link: &str) -> Letter {
    let subject = translate(
        lang,
        &Text::new("mail-verify-subject"),
        "Confirm your e-mail address for Camelot".to_owned(),
    );
    let english = |s: &str| s.to_owned();
    let open = translate(
        lang,
        &Text::new("mail-verify-open"),
        english("To receive Camelot notifications at this address, open:"),
    );
    let expiry = translate(
        lang,
        &Text::new("mail-verify-expiry").arg("hours", super::email::VERIFY_HOURS),
        format!(
            "The link works for {} hours. If you did not ask for this, ignore this message.",
            super::email::VERIFY_HOURS
        ),
    );
    Letter {
        subject,
        text: format!("{}\n\n{open}\n{link}\n\n{expiry}\n", hello(lang, username)),
        html: html_page(&format!(
            "<p>{hello}</p><p>{open} <a href=\"{href}\">{href}</a></p><p>{expiry}</p>",
            hello = escape(&hello(lang, username)),
            open = escape(&open),
            href = escape(link),
            expiry = escape(&expiry),
        )),
        unsubscribe: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    const BASE: &str = "https://camelot.example";

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 1, 12, 30, 0)
            .single()
            .unwrap_or_default()
    }

    /// One event of every kind, with the opponent `rokgo` wherever an event names one.
    fn every_event() -> Vec<EventData> {
        vec![
            EventData::ChallengeReceived {
                challenge_id: 1,
                from: "rokgo".into(),
            },
            EventData::ChallengeAccepted {
                challenge_id: 1,
                game_id: 7,
                by: "rokgo".into(),
            },
            EventData::ChallengeDeclined {
                challenge_id: 1,
                by: "rokgo".into(),
                reason: Some("busy this week".into()),
            },
            EventData::ChallengeCancelled {
                challenge_id: 1,
                by: "rokgo".into(),
            },
            EventData::GameStarted {
                game_id: 7,
                color: Colour::Black,
                opponent: "rokgo".into(),
                rated: true,
                challenge_id: Some(1),
                tournament_id: None,
                round: None,
            },
            EventData::OpponentMoved {
                game_id: 7,
                ply: 1,
                path: "D6-F8".into(),
                by: "rokgo".into(),
                conditional: false,
            },
            EventData::DrawOffered {
                game_id: 7,
                by: "rokgo".into(),
            },
            EventData::DrawDeclined {
                game_id: 7,
                by: "rokgo".into(),
            },
            EventData::GameEnded {
                game_id: 7,
                status: GameStatus::Finished,
                result: Some(GameResult::BlackWins),
                termination: Termination::Resignation,
            },
            EventData::DeadlineWarning {
                game_id: 7,
                deadline: at(),
            },
            EventData::TournamentStarted {
                tournament_id: 3,
                tournament: "Spring Cup".into(),
                rounds: 5,
            },
            EventData::RoundPaired {
                tournament_id: 3,
                tournament: "Spring Cup".into(),
                round: 2,
                game_id: Some(7),
                color: Some(Colour::White),
                opponent: Some("rokgo".into()),
                result: None,
                bye: None,
            },
            EventData::TournamentFinished {
                tournament_id: 3,
                tournament: "Spring Cup".into(),
                rank: 2,
                points: 3.5,
            },
            EventData::OpponentOnLeave {
                opponent: "rokgo".into(),
                until: at(),
                game_ids: vec![7, 8],
            },
            EventData::WebhookDisabled {
                webhook_id: 4,
                url: "https://hooks.example/camelot".into(),
                failing_since: at(),
            },
        ]
    }

    fn seat() -> Seat {
        Seat {
            colour: Colour::Black,
            opponent: "rokgo".into(),
        }
    }

    fn letter(lang: Language, event: Option<&EventData>) -> Letter {
        notice(
            lang,
            "ana",
            event,
            Some(&seat()),
            BASE,
            "https://camelot.example/stop".into(),
        )
    }

    /// Every kind of event has its own subject and sentence in every language, names what the
    /// event names, and links to its page in both parts; no language falls back to English.
    #[test]
    fn every_event_is_told_in_every_language() {
        let events = every_event();
        assert_eq!(
            events.len(),
            crate::service::events::EventKind::ALL.len(),
            "one event of each kind"
        );
        for event in &events {
            let english = letter(Language::En, Some(event));
            let general = letter(Language::En, None);
            assert_ne!(english.subject, general.subject, "{event:?}");
            for &lang in Language::ALL {
                let l = letter(lang, Some(event));
                assert!(
                    !l.subject.is_empty() && !l.subject.contains('{'),
                    "{lang:?}"
                );
                if lang != Language::En {
                    assert_ne!(l.subject, english.subject, "{lang:?}: {event:?}");
                    assert_ne!(l.text, english.text, "{lang:?}: {event:?}");
                }
                let named = match event {
                    EventData::TournamentStarted { .. } | EventData::TournamentFinished { .. } => {
                        "Spring Cup"
                    }
                    EventData::DeadlineWarning { .. } => "7",
                    EventData::WebhookDisabled { .. } => "https://hooks.example/camelot",
                    _ => "rokgo",
                };
                assert!(l.text.contains(named), "{lang:?}: {}", l.text);
                let link = match event {
                    EventData::ChallengeReceived { .. }
                    | EventData::ChallengeDeclined { .. }
                    | EventData::ChallengeCancelled { .. }
                    | EventData::OpponentOnLeave { .. } => format!("{BASE}/inbox"),
                    EventData::TournamentStarted { .. } | EventData::TournamentFinished { .. } => {
                        format!("{BASE}/tournaments/3")
                    }
                    EventData::WebhookDisabled { .. } => format!("{BASE}/docs/"),
                    _ => format!("{BASE}/games/7"),
                };
                assert!(
                    l.text.contains(&format!("\n{link}\n")),
                    "{lang:?}: {}",
                    l.text
                );
                assert!(
                    l.html.contains(&format!("<a href=\"{link}\">")),
                    "{lang:?}: {}",
                    l.html
                );
            }
        }
    }

    /// The reader's side decides the outcome words; the result and how the game ended are
    /// selected by the messages, never glued on.
    #[test]
    fn a_finished_game_is_told_from_the_readers_side() {
        let ended = |result, termination| EventData::GameEnded {
            game_id: 7,
            status: GameStatus::Finished,
            result: Some(result),
            termination,
        };
        let won = letter(
            Language::En,
            Some(&ended(GameResult::BlackWins, Termination::Castle)),
        );
        assert_eq!(won.subject, "You won against rokgo");
        assert!(
            won.text
                .contains("You won game 7 against rokgo.\nIt was won by reaching"),
            "{}",
            won.text
        );
        let lost = letter(
            Language::Sl,
            Some(&ended(GameResult::WhiteWins, Termination::Timeout)),
        );
        assert_eq!(lost.subject, "Izgubili ste proti igralcu rokgo");
        let drawn = letter(
            Language::Eu,
            Some(&ended(GameResult::Draw, Termination::Agreement)),
        );
        assert_eq!(drawn.subject, "Berdinketa rokgo aurkariaren aurka");
        assert!(drawn.text.contains("Jokalariek berdinketa adostu dute."));
        let aborted = EventData::GameEnded {
            game_id: 7,
            status: GameStatus::Aborted,
            result: None,
            termination: Termination::Aborted,
        };
        let l = letter(Language::Sw, Some(&aborted));
        assert_eq!(l.subject, "Mchezo dhidi ya rokgo umesitishwa");
        // Without the reader's seat the event is told in general words.
        let unseated = notice(
            Language::Sl,
            "ana",
            Some(&ended(GameResult::Draw, Termination::Claim)),
            None,
            BASE,
            "https://camelot.example/stop".into(),
        );
        assert_eq!(unseated.subject, "Novo na Camelotu");
    }

    #[test]
    fn an_unreadable_event_gets_a_general_notice() {
        for &lang in Language::ALL {
            let l = letter(lang, None);
            assert!(!l.subject.is_empty());
            assert!(l.text.contains(&format!("{BASE}/inbox")));
        }
        assert_eq!(letter(Language::En, None).subject, "News from Camelot");
    }

    #[test]
    fn byes_and_forfeits_have_their_own_sentences() {
        let paired = |color, opponent: Option<&str>, result, bye| EventData::RoundPaired {
            tournament_id: 3,
            tournament: "Spring Cup".into(),
            round: 4,
            game_id: None,
            color,
            opponent: opponent.map(str::to_owned),
            result,
            bye,
        };
        let bye = letter(
            Language::En,
            Some(&paired(None, None, None, Some(PairingKind::HalfBye))),
        );
        assert!(
            bye.text
                .contains("You sit out round 4 of Spring Cup with a half-point bye."),
            "{}",
            bye.text
        );
        assert!(bye.text.contains(&format!("{BASE}/tournaments/3")));
        let forfeit = letter(
            Language::En,
            Some(&paired(
                Some(Colour::Black),
                Some("rokgo"),
                Some(BoardResult::BlackForfeitWin),
                None,
            )),
        );
        assert!(
            forfeit
                .text
                .contains("you play Black against rokgo.\nThis game will not be played: you win it by forfeit."),
            "{}",
            forfeit.text
        );
    }

    #[test]
    fn scores_are_written_with_halves() {
        assert_eq!(score(3.0), "3");
        assert_eq!(score(2.5), "2½");
        assert_eq!(score(0.5), "½");
        assert_eq!(score(0.0), "0");
        assert_eq!(score(1.25), "1.25");
    }
}
