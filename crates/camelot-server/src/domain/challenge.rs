//! Challenges and open seeks.

use super::text_enum;

text_enum! {
    /// Where a challenge stands as stored (an open challenge past its expiry is shown as
    /// `expired`, see [`ChallengeStatus::shown`]).
    pub enum ChallengeStatus {
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        Cancelled = "cancelled",
        /// Never stored: an open challenge whose time ran out.
        Expired = "expired",
    }
}

impl ChallengeStatus {
    /// The status shown to users at `expired` (whether the expiry has passed).
    pub fn shown(self, expired: bool) -> ChallengeStatus {
        if self == ChallengeStatus::Open && expired {
            ChallengeStatus::Expired
        } else {
            self
        }
    }
}

text_enum! {
    /// The colour the challenger asks for.
    pub enum ColorChoice {
        White = "white",
        Black = "black",
        Random = "random",
    }
}
