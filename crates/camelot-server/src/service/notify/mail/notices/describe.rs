//! Which messages tell each kind of event, and with which variables. The reader's outcome,
//! colour and the way a game ended are variables that the messages select on, so that every
//! language words them whole.

use crate::domain::{GameStatus, PairingKind, Side, Termination};
use crate::i18n::Message as Text;
use crate::service::events::EventData;

use super::words::{forfeit_outcome, outcome, score, when};
use super::{Notice, Seat};

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
pub(super) fn general() -> Notice {
    Notice {
        subject: Text::new("mail-notice-subject"),
        lines: vec![Text::new("mail-notice")],
        link: inbox_link(),
    }
}

/// The notice of an event; `None` when it needs the reader's seat and has none.
pub(super) fn describe(event: &EventData, seat: Option<&Seat>) -> Option<Notice> {
    let colour = |c: Side| c.as_str();
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
