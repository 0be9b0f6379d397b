//! The notice of an event, one for every kind: a subject, a sentence or two, and a link to the
//! page where the reader can act on it. English too is formatted from
//! `en/server.ftl`: these letters have no older English wording of their own to keep.
//!
//! * [`describe`]: which messages, with which variables, tell each kind of event;
//! * [`words`]: how dates, scores and outcomes are written into those messages.

mod describe;
mod words;

use crate::domain::{Language, Side};
use crate::i18n::{Message as Text, format_or};
use crate::service::events::EventData;

use super::{Letter, escape, hello, html_page, stop_html, stop_text};
use describe::{describe, general};

/// The reader's side of a game, for events that do not say it themselves (`game_ended` names
/// neither the reader's colour nor the opponent): looked up when the notice is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub colour: Side,
    pub opponent: String,
}

/// What a notice says: its subject, its sentences, and the page it links to.
struct Notice {
    subject: Text,
    lines: Vec<Text>,
    /// The link's path on the site and the words of the link.
    link: (String, Text),
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

#[cfg(test)]
mod tests {
    use chrono::{DateTime, TimeZone, Utc};

    use super::*;
    use crate::domain::{BoardResult, GameResult, GameStatus, PairingKind, Termination};
    use crate::service::notify::mail::Letter;

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
                color: Side::Black,
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
                color: Some(Side::White),
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
            colour: Side::Black,
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
                Some(Side::Black),
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
}
