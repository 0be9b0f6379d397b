//! Tournaments: systems, states, scoring, schedules, boards and their results.

use camelot_pairing::{PointSystem, ResultCode};

use super::game::{GameResult, GameStatus, Termination};
use super::text_enum;

text_enum! {
    /// How players are paired.
    pub enum TournamentSystem {
        /// FIDE Dutch system, paired round by round.
        Swiss = "swiss",
        /// FIDE Berger tables.
        RoundRobin = "round_robin",
    }
}

text_enum! {
    /// Where a tournament stands.
    pub enum TournamentStatus {
        /// Taking entries.
        Registration = "registration",
        Running = "running",
        Finished = "finished",
    }
}

text_enum! {
    /// Points for a win, a draw and a loss.
    pub enum Scoring {
        Classic = "1-½-0",
        Football = "3-1-0",
    }
}

impl Scoring {
    /// Parses what people type: `1-½-0` may also be written `1-1/2-0` or `1-0.5-0`.
    pub fn parse_input(text: &str) -> Option<Scoring> {
        match text {
            "1-1/2-0" | "1-0.5-0" => Some(Scoring::Classic),
            other => Scoring::parse(other),
        }
    }

    pub fn points(self) -> PointSystem {
        match self {
            Scoring::Classic => PointSystem::CLASSIC,
            Scoring::Football => PointSystem::THREE_ONE_ZERO,
        }
    }
}

text_enum! {
    /// When a round robin's games start.
    pub enum Schedule {
        /// One round at a time, the next when the last result of the round is in.
        ByRound = "by_round",
        /// Every game at once.
        AllAtOnce = "all_at_once",
    }
}

text_enum! {
    /// What a board of a round is.
    pub enum PairingKind {
        Game = "game",
        /// The pairing-allocated bye of a Swiss round.
        Pab = "pab",
        HalfBye = "half_bye",
        FullBye = "full_bye",
        ZeroBye = "zero_bye",
        /// A round robin player paired with the dummy (odd number of players).
        RrBye = "rr_bye",
    }
}

impl PairingKind {
    /// The engine's result code of a bye of this kind (a game has none).
    pub fn bye_code(self) -> ResultCode {
        match self {
            PairingKind::Pab => ResultCode::PairingAllocatedBye,
            PairingKind::HalfBye => ResultCode::HalfPointBye,
            PairingKind::FullBye => ResultCode::FullPointBye,
            PairingKind::ZeroBye => ResultCode::ZeroPointBye,
            PairingKind::Game | PairingKind::RrBye => ResultCode::NotPaired,
        }
    }
}

text_enum! {
    /// A bye a player asks for (or an organizer grants) for a future Swiss round.
    pub enum ByeKind {
        Half = "half",
        Zero = "zero",
        /// Organizers only.
        Full = "full",
    }
}

impl ByeKind {
    pub fn kind(self) -> PairingKind {
        match self {
            ByeKind::Half => PairingKind::HalfBye,
            ByeKind::Zero => PairingKind::ZeroBye,
            ByeKind::Full => PairingKind::FullBye,
        }
    }
}

text_enum! {
    /// The result of a tournament board: a game result, or a forfeit.
    pub enum BoardResult {
        WhiteWins = "1-0",
        BlackWins = "0-1",
        Draw = "1/2-1/2",
        /// White wins by forfeit.
        WhiteForfeitWin = "+-",
        /// Black wins by forfeit.
        BlackForfeitWin = "-+",
        /// Both lose by forfeit.
        DoubleForfeit = "--",
    }
}

impl BoardResult {
    /// The engine's result codes for (white, black).
    pub fn codes(self) -> (ResultCode, ResultCode) {
        match self {
            BoardResult::WhiteWins => (ResultCode::Win, ResultCode::Loss),
            BoardResult::BlackWins => (ResultCode::Loss, ResultCode::Win),
            BoardResult::Draw => (ResultCode::Draw, ResultCode::Draw),
            BoardResult::WhiteForfeitWin => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
            BoardResult::BlackForfeitWin => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
            BoardResult::DoubleForfeit => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
        }
    }

    /// Played over the board (not a forfeit).
    pub fn played(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWins | BoardResult::BlackWins | BoardResult::Draw
        )
    }

    /// The board result of a tournament game that ended: a forfeit when nobody really played
    /// (a withdrawal, an aborted game, or a timeout before both sides moved), else the game's
    /// result.
    pub fn of_game(
        status: GameStatus,
        result: Option<GameResult>,
        termination: Option<Termination>,
        ply: i32,
    ) -> Option<BoardResult> {
        if status == GameStatus::Aborted {
            return Some(BoardResult::DoubleForfeit);
        }
        let result = result?;
        let unplayed = termination == Some(Termination::Forfeit)
            || (termination == Some(Termination::Timeout) && ply < 2);
        Some(match (result, unplayed) {
            (GameResult::WhiteWins, false) => BoardResult::WhiteWins,
            (GameResult::BlackWins, false) => BoardResult::BlackWins,
            (GameResult::Draw, false) => BoardResult::Draw,
            (GameResult::WhiteWins, true) => BoardResult::WhiteForfeitWin,
            (GameResult::BlackWins, true) => BoardResult::BlackForfeitWin,
            (GameResult::Draw, true) => BoardResult::DoubleForfeit,
        })
    }
}

impl From<GameResult> for BoardResult {
    fn from(r: GameResult) -> BoardResult {
        match r {
            GameResult::WhiteWins => BoardResult::WhiteWins,
            GameResult::BlackWins => BoardResult::BlackWins,
            GameResult::Draw => BoardResult::Draw,
        }
    }
}

text_enum! {
    /// What an audit entry records.
    pub enum AuditAction {
        Create = "create",
        Start = "start",
        LateJoin = "late_join",
        Withdraw = "withdraw",
        Bye = "bye",
        ForbiddenPair = "forbidden_pair",
        Adjudicate = "adjudicate",
        /// No valid pairing existed for the next round: the tournament ended.
        NoValidPairing = "no_valid_pairing",
        Finished = "finished",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unplayed_timeout_is_a_forfeit() {
        let r = BoardResult::of_game(
            GameStatus::Finished,
            Some(GameResult::BlackWins),
            Some(Termination::Timeout),
            0,
        );
        assert_eq!(r, Some(BoardResult::BlackForfeitWin));
        let r = BoardResult::of_game(
            GameStatus::Finished,
            Some(GameResult::BlackWins),
            Some(Termination::Timeout),
            5,
        );
        assert_eq!(r, Some(BoardResult::BlackWins));
    }

    #[test]
    fn scoring_accepts_the_ascii_spellings() {
        assert_eq!(Scoring::parse_input("1-1/2-0"), Some(Scoring::Classic));
        assert_eq!(Scoring::parse_input("3-1-0"), Some(Scoring::Football));
        assert_eq!(Scoring::parse_input("2-1-0"), None);
    }
}
