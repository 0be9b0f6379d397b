//! What a token may do. Every authenticated operation needs one scope; the access tokens of a
//! signed-in session have them all, a personal access token only those it was created with.

use crate::domain::text_enum;

text_enum! {
    /// A permission of a token.
    pub enum Scope {
        /// Read your games, your event log and stream, your challenges.
        GameRead = "game:read",
        /// Move, offer and answer draws, resign, abort, claim, conditional moves.
        GamePlay = "game:play",
        /// Challenge, post seeks, accept, decline and cancel challenges.
        ChallengeWrite = "challenge:write",
        /// Create, join, leave and run tournaments.
        TournamentWrite = "tournament:write",
        /// Read your profile, leave, notification settings, webhooks and tokens.
        AccountRead = "account:read",
        /// Change the account (password, e-mail, leave, notifications, webhooks, tokens, roles,
        /// sign-outs): signed-in sessions only, never granted to a personal access token.
        AccountWrite = "account:write",
    }
}

impl Scope {
    /// Whether a personal access token may be created with it.
    pub fn grantable(self) -> bool {
        self != Scope::AccountWrite
    }
}

/// Marks an extractor with the scope its operation needs (see `auth::Authed`).
pub trait Needs {
    const SCOPE: Scope;
}

macro_rules! scope_marker {
    ($($name:ident => $scope:ident,)*) => {
        $(
            #[doc = concat!("Needs `", stringify!($scope), "`.")]
            #[derive(Debug, Clone, Copy)]
            pub struct $name;
            impl Needs for $name {
                const SCOPE: Scope = Scope::$scope;
            }
        )*
    };
}

scope_marker! {
    GameRead => GameRead,
    GamePlay => GamePlay,
    ChallengeWrite => ChallengeWrite,
    TournamentWrite => TournamentWrite,
    AccountRead => AccountRead,
    AccountWrite => AccountWrite,
}
