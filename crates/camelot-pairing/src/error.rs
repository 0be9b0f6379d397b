//! The crate's single error type.
//!
//! Every fallible function of the crate returns [`PairingError`], so a caller (the server, the CLI)
//! maps one enum to its own responses. Variants carry enough context (line number, pairing number,
//! round) to tell the user exactly what is wrong with the input.

/// Everything that can go wrong in this crate. Bad input never panics; it ends up here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PairingError {
    /// A TRF file could not be read: `line` is 1-based, `message` says what is wrong.
    #[error("{}{message}", trf_place(.line))]
    Trf {
        /// 1-based line number in the file (0 when the problem concerns the whole file and no
        /// single line is to blame; the message then names no line).
        line: usize,
        /// What is wrong.
        message: String,
    },

    /// A tournament cannot be written as TRF (a value does not fit its fixed-width column).
    #[error("cannot write TRF: {0}")]
    TrfWrite(String),

    /// Two players share a pairing number, or a pairing number is 0.
    #[error("invalid pairing number {tpn}: {reason}")]
    InvalidPlayer {
        /// The offending pairing number.
        tpn: u32,
        /// Why it is invalid.
        reason: String,
    },

    /// A player refers to a pairing number that no player has.
    #[error("player {tpn}, round {round}: opponent {opponent} does not exist")]
    UnknownOpponent {
        /// The player whose entry names the opponent.
        tpn: u32,
        /// 1-based round.
        round: u32,
        /// The unknown pairing number.
        opponent: u32,
    },

    /// A round entry contradicts itself or the opponent's entry for the same round.
    #[error("player {tpn}, round {round}: {reason}")]
    InconsistentRound {
        /// The player whose entry is wrong.
        tpn: u32,
        /// 1-based round.
        round: u32,
        /// What is inconsistent.
        reason: String,
    },

    /// A pairing number given to a function (option, query) names no player.
    #[error("no player has pairing number {0}")]
    UnknownPlayer(u32),

    /// The tournament as a whole is not usable for the requested operation.
    #[error("invalid tournament: {0}")]
    InvalidTournament(String),

    /// Pairing options contradict each other or the tournament.
    #[error("invalid pairing options: {0}")]
    InvalidOptions(String),

    /// A tie-break name could not be understood (see [`crate::TieBreak`] for the accepted syntax).
    #[error("invalid tie-break {name:?}: {reason}")]
    InvalidTieBreak {
        /// The name as given.
        name: String,
        /// Why it was rejected.
        reason: String,
    },

    /// A round robin was asked for an unsupported number of players.
    #[error("invalid round robin: {0}")]
    InvalidRoundRobin(String),

    /// No pairing satisfies the absolute criteria (the arbiter or organizer must decide).
    #[error("no valid pairing exists: {0}")]
    NoValidPairing(String),

    /// The input is larger than the engine supports.
    #[error("size limit exceeded: {0}")]
    TooLarge(String),

    /// The requested feature is not available in this build.
    #[error("not implemented: {0}")]
    NotImplemented(&'static str),
}

/// "TRF line 12: " for a problem on one line, "TRF file: " for the file as a whole.
fn trf_place(line: &usize) -> String {
    if *line == 0 {
        "TRF file: ".to_string()
    } else {
        format!("TRF line {line}: ")
    }
}
