//! The rules crate's reasons for refusing a move, as translatable messages: one message per
//! reason tag (two where the sentence differs by case), with the squares and paths as
//! variables. The English of `en/server.ftl` is the rules crate's own sentence.

use camelot_rules::{Illegal, Reason, Side};

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
