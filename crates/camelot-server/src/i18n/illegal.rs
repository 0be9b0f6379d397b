//! The rules crate's reasons for refusing a move, as translatable messages: one message per
//! reason tag (two where the sentence differs by case), with the squares and paths as
//! variables; and likewise the board crate's reasons for refusing a highlighted move and the
//! rules' reasons for refusing a draw claim. These sentences are the other crates' own (their
//! `Display`, which English answers keep); `en/server.ftl` mirrors them for the translators,
//! as the tests below check.

use camelot_board::BoardError;
use camelot_rules::{ClaimRefused, Illegal, Reason, Side};

use super::Message;

/// `white` or `black`, for the messages' selectors.
fn side(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The message of an illegal move; `None` for a reason newer than this list (its English
/// sentence is sent as it is).
pub fn message(illegal: &Illegal) -> Option<Message> {
    Some(match &illegal.reason {
        Reason::Malformed { text, .. } => {
            Message::new("illegal-malformed").arg("text", text.as_str())
        }
        Reason::OffBoard { square } => {
            Message::new("illegal-off-board").arg("square", square.as_str())
        }
        Reason::GameOver { .. } => Message::new("illegal-game-over"),
        Reason::PlacementExpected => Message::new("illegal-placement-expected"),
        Reason::NotPlacementPhase => Message::new("illegal-not-placement-phase"),
        Reason::NotTreeSquare { square } => {
            Message::new("illegal-not-tree-square").arg("square", square.to_string())
        }
        Reason::DuplicateTree { square } => {
            Message::new("illegal-duplicate-tree").arg("square", square.to_string())
        }
        Reason::TreeOnOccupied { square } => {
            Message::new("illegal-tree-on-occupied").arg("square", square.to_string())
        }
        Reason::EmptyOrigin { square } => {
            Message::new("illegal-empty-origin").arg("square", square.to_string())
        }
        Reason::NotYourPiece { square, side: s } => Message::new("illegal-not-your-piece")
            .arg("square", square.to_string())
            .arg("side", side(*s)),
        Reason::MustLeaveOwnCastle { square } => {
            Message::new("illegal-must-leave-own-castle").arg("square", square.to_string())
        }
        Reason::LeavesOpponentCastle { square } => {
            Message::new("illegal-leaves-opponent-castle").arg("square", square.to_string())
        }
        Reason::ContinuesAfterOpponentCastle { square } => {
            Message::new("illegal-continues-after-opponent-castle")
                .arg("square", square.to_string())
        }
        Reason::NotAdjacent { from, to } => Message::new("illegal-not-adjacent")
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        Reason::LandingOccupied { square } => {
            Message::new("illegal-landing-occupied").arg("square", square.to_string())
        }
        Reason::NothingToLeap { from, to, over } => Message::new("illegal-nothing-to-leap")
            .arg("from", from.to_string())
            .arg("to", to.to_string())
            .arg("over", over.to_string()),
        Reason::WrongSeparator { from, to, jump } => Message::new(if *jump {
            "illegal-wrong-separator-jump"
        } else {
            "illegal-wrong-separator-plain"
        })
        .arg("from", from.to_string())
        .arg("to", to.to_string()),
        Reason::PlainInSequence { from, to } => Message::new("illegal-plain-in-sequence")
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        Reason::CanterAfterJump { from, to } => Message::new("illegal-canter-after-jump")
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        Reason::ManCannotCharge { square } => {
            Message::new("illegal-man-cannot-charge").arg("square", square.to_string())
        }
        Reason::IntoOwnCastle { square } => {
            Message::new("illegal-into-own-castle").arg("square", square.to_string())
        }
        Reason::CanterRevisit { square } => {
            Message::new("illegal-canter-revisit").arg("square", square.to_string())
        }
        Reason::MustContinueJump { square } => {
            Message::new("illegal-must-continue-jump").arg("square", square.to_string())
        }
        Reason::CaptureRequired {
            example: Some(example),
        } => Message::new("illegal-capture-required-example").arg("example", example.to_string()),
        Reason::CaptureRequired { example: None } => Message::new("illegal-capture-required"),
        Reason::KnightMustJump { square } => {
            Message::new("illegal-knight-must-jump").arg("square", square.to_string())
        }
        Reason::CastleMoveLimit { side: s } => {
            Message::new("illegal-castle-move-limit").arg("side", side(*s))
        }
        _ => return None,
    })
}

/// The message of a board picture's refusal; `None` for one this list does not know or whose
/// words are the rules' parser's (its English is sent as it is).
pub fn board(error: &BoardError) -> Option<Message> {
    Some(match error {
        BoardError::SizeOutOfRange { size } => Message::new("board-size-range")
            .arg("min", camelot_board::Size::MIN)
            .arg("max", camelot_board::Size::MAX)
            .arg("size", *size),
        BoardError::Illegal(illegal) => return message(illegal),
        BoardError::DestinationEmpty { square } => {
            Message::new("board-destination-empty").arg("square", square.to_string())
        }
        BoardError::DestinationNotMover { square, mover } => {
            Message::new("board-destination-not-mover")
                .arg("square", square.to_string())
                .arg("mover", side(*mover))
        }
        BoardError::OriginOccupied { square } => {
            Message::new("board-origin-occupied").arg("square", square.to_string())
        }
        BoardError::CapturedSquareOccupied { square } => {
            Message::new("board-captured-square-occupied").arg("square", square.to_string())
        }
        BoardError::CastleMoveNotCounted { mover } => {
            Message::new("board-castle-move-not-counted").arg("mover", side(*mover))
        }
        BoardError::QuietPliesNotReset { what, plies } => {
            Message::new("board-quiet-plies-not-reset")
                .arg(
                    "what",
                    if *what == "captures" {
                        "capture"
                    } else {
                        "castle"
                    },
                )
                .arg("plies", *plies)
        }
        BoardError::TreeMissing { square } => {
            Message::new("board-tree-missing").arg("square", square.to_string())
        }
        _ => return None,
    })
}

/// The message of a refused draw claim.
pub fn claim_refused(refused: &ClaimRefused) -> Message {
    match refused {
        ClaimRefused::GameOver => Message::new("draw-claim-game-over"),
        ClaimRefused::NotYet {
            occurrences,
            quiet_plies,
        } => Message::new("draw-claim-not-yet")
            .arg("occurrences", *occurrences)
            .arg("plies", *quiet_plies),
        ClaimRefused::NotYourClaim => Message::new("draw-claim-not-yours"),
    }
}

#[cfg(test)]
mod tests {
    use camelot_rules::{Path, Square};

    use super::*;
    use crate::domain::Language;
    use crate::i18n::format;

    fn sq(name: &str) -> Square {
        name.parse().expect("a square")
    }

    /// `en/server.ftl` says what the rules crate says, reason by reason (the two whose English
    /// carries more, the malformed text's diagnosis and the game's status, excepted: the
    /// translations leave those out).
    #[test]
    fn the_english_messages_are_the_rules_sentences() {
        let (a, b, c) = (sq("F7"), sq("F8"), sq("F9"));
        let example: Path = "D6xF8".parse().expect("a path");
        let reasons = vec![
            Reason::OffBoard {
                square: "Z99".into(),
            },
            Reason::PlacementExpected,
            Reason::NotPlacementPhase,
            Reason::NotTreeSquare { square: a },
            Reason::DuplicateTree { square: a },
            Reason::TreeOnOccupied { square: a },
            Reason::EmptyOrigin { square: a },
            Reason::NotYourPiece {
                square: a,
                side: Side::White,
            },
            Reason::NotYourPiece {
                square: a,
                side: Side::Black,
            },
            Reason::MustLeaveOwnCastle { square: a },
            Reason::LeavesOpponentCastle { square: a },
            Reason::ContinuesAfterOpponentCastle { square: a },
            Reason::NotAdjacent { from: a, to: c },
            Reason::LandingOccupied { square: a },
            Reason::NothingToLeap {
                from: a,
                to: c,
                over: b,
            },
            Reason::WrongSeparator {
                from: a,
                to: c,
                jump: true,
            },
            Reason::WrongSeparator {
                from: a,
                to: c,
                jump: false,
            },
            Reason::PlainInSequence { from: a, to: b },
            Reason::CanterAfterJump { from: a, to: c },
            Reason::ManCannotCharge { square: a },
            Reason::IntoOwnCastle { square: a },
            Reason::CanterRevisit { square: a },
            Reason::MustContinueJump { square: a },
            Reason::CaptureRequired {
                example: Some(example),
            },
            Reason::CaptureRequired { example: None },
            Reason::KnightMustJump { square: a },
            Reason::CastleMoveLimit { side: Side::White },
            Reason::CastleMoveLimit { side: Side::Black },
        ];
        for reason in reasons {
            let illegal = Illegal::from(reason);
            let message = message(&illegal).expect("a message");
            assert_eq!(
                format(Language::En, &message).as_deref(),
                Some(illegal.to_string().as_str()),
                "{}",
                illegal.tag()
            );
        }
    }

    #[test]
    fn the_english_messages_are_the_board_crates_sentences() {
        let a = sq("F7");
        let errors = vec![
            BoardError::SizeOutOfRange { size: 9 },
            BoardError::DestinationEmpty { square: a },
            BoardError::DestinationNotMover {
                square: a,
                mover: Side::White,
            },
            BoardError::DestinationNotMover {
                square: a,
                mover: Side::Black,
            },
            BoardError::OriginOccupied { square: a },
            BoardError::CapturedSquareOccupied { square: a },
            BoardError::CastleMoveNotCounted { mover: Side::Black },
            BoardError::QuietPliesNotReset {
                what: "captures",
                plies: 3,
            },
            BoardError::QuietPliesNotReset {
                what: "enters the opponent's castle",
                plies: 1,
            },
            BoardError::TreeMissing { square: a },
            BoardError::Illegal(Reason::EmptyOrigin { square: a }.into()),
        ];
        for error in errors {
            let message = board(&error).expect("a message");
            assert_eq!(
                format(Language::En, &message).as_deref(),
                Some(error.to_string().as_str()),
                "{}",
                error.reason()
            );
        }
    }

    #[test]
    fn the_english_messages_are_the_draw_claim_sentences() {
        for refused in [
            ClaimRefused::GameOver,
            ClaimRefused::NotYet {
                occurrences: 2,
                quiet_plies: 41,
            },
            ClaimRefused::NotYourClaim,
        ] {
            assert_eq!(
                format(Language::En, &claim_refused(&refused)).as_deref(),
                Some(refused.to_string().as_str())
            );
        }
        let sl = claim_refused(&ClaimRefused::NotYet {
            occurrences: 2,
            quiet_plies: 41,
        });
        assert!(format(Language::Sl, &sl).is_some_and(|t| !t.contains("time(s)")));
    }
}
