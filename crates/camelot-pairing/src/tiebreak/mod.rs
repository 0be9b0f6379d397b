//! FIDE tie-breaks (C.07, edition in force from 1 March 2026).
//!
//! Definitions as computed (W and D are a win's and a draw's points, R the rounds played):
//!
//! * **Swiss events (Art. 16).** A voluntary unplayed round (VUR) is a half- or zero-point
//!   bye, a forfeit loss or a round without any entry. An opponent's score in BH/SB is their
//!   *adjusted* score: real points, except that a round without a scheduled opponent after
//!   their last non-VUR round counts as a draw. Each of the player's own unplayed rounds counts
//!   as a game against a dummy with the player's own score, capped (2026) by the scheduled
//!   opponent's adjusted score for forfeits and by `D × R` otherwise. Cuts remove a VUR
//!   first (for SB, of the lowest VUR and the overall lowest the one contributing more).
//! * **Round robins (Art. 15).** Forfeits count as games; rounds without an opponent count for
//!   nothing in BH/SB; opponents' rounds without opponent after their last active round
//!   count zero.
//! * BH = Σ opponents' scores; SB = Σ opponent score × points scored in that round; PS = Σ
//!   running scores; WIN = rounds worth a win, played or not; WON = games won over the board;
//!   BPG/BWG = games played/won with Black; ARO = mean opponent rating over games played,
//!   rounded half up; TPR = ARO + dp(p) (table 8.1.1, p to a whole percent); PTP = lowest
//!   rating whose expected score (table 8.1.2) reaches the score (zero score: lowest opponent
//!   − 800); KS = points against opponents with ≥ 50 % of the maximum score.
//! * DE ranks the players still tied by the games among them (all met, or always in a round
//!   robin: points against each other, several games against one opponent averaged, applied
//!   again inside each group still tied); in a Swiss where not all have met, a player goes
//!   ahead only if no player below could reach their score by winning every missing game.
//! * Rating-based tie-breaks are [`TieBreakValue::Undefined`] when an unrated player is in the
//!   event and no rating has been fixed for unrated players
//!   ([`StandingsOptions::unrated_rating`](crate::StandingsOptions)).

mod compute;
pub(crate) mod direct_encounter;
mod fide_tables;
mod spec;

pub(crate) use compute::Context;
pub use spec::{System, TieBreak, TieBreakKind, TieBreakValue};
