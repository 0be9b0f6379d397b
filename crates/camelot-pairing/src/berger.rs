//! FIDE Berger tables (C.05 Annex 1) for round robins of any size.
//!
//! With `N` = the number of players rounded up to even, `h = N/2` and rounds `r = 1..N−1`:
//! player `N` meets `p(r) = ((r−1)·h mod (N−1)) + 1` on board 1, with White in odd rounds
//! (`p–N`) and Black in even rounds (`N–p`); board `k+1` is `m(p+k)–m(p−k)` with
//! `m(x) = ((x−1) mod (N−1)) + 1`. For an odd number of players `N` is a dummy: whoever meets
//! it has no game (the bye). FIDE prints the dummy's board like any other, so the schedule
//! keeps it (board 1) and names the bye separately.
//!
//! Double round robin: cycle 1 plays table rounds `1 … N−3, N−1, N−2` (the last two
//! exchanged, as FIDE recommends, to avoid three equal colours in a row), cycle 2 plays table
//! rounds `1 … N−1` with colours reversed.

use crate::error::PairingError;
use crate::round::Pair;

/// Largest number of players for which a whole schedule is built (a 2,000-player round robin
/// already has about two million boards).
pub const MAX_PLAYERS: u32 = 2_000;

/// One round of a Berger schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BergerRound {
    /// Round number in playing order (1-based).
    pub round: u32,
    /// 1 or 2 (double round robins).
    pub cycle: u32,
    /// Which round of the single Berger table this is.
    pub table_round: u32,
    /// Colours are those of the table reversed (cycle 2).
    pub colours_reversed: bool,
    /// Boards in table order, the dummy's board included (board 1).
    pub boards: Vec<Pair>,
    /// The player paired with the dummy (odd number of players), who has no game.
    pub bye: Option<u32>,
}

impl BergerRound {
    /// The boards with an actual game (the dummy's board left out).
    pub fn games(&self, dummy: Option<u32>) -> impl Iterator<Item = Pair> + '_ {
        self.boards
            .iter()
            .copied()
            .filter(move |pair| Some(pair.white) != dummy && Some(pair.black) != dummy)
    }
}

/// A complete round-robin schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BergerSchedule {
    /// Number of players.
    pub players: u32,
    /// Size of the Berger table used (players rounded up to even).
    pub table: u32,
    /// The dummy's number when the number of players is odd.
    pub dummy: Option<u32>,
    /// Double round robin.
    pub double: bool,
    /// Rounds in playing order.
    pub rounds: Vec<BergerRound>,
}

/// The boards of round `table_round` (1-based) of the Berger table for `players` players,
/// board 1 first, the dummy included when `players` is odd.
pub fn table_round(players: u32, table_round: u32) -> Result<Vec<Pair>, PairingError> {
    let n = table_size(players)?;
    if table_round == 0 || table_round >= n {
        return Err(PairingError::InvalidRoundRobin(format!(
            "round {table_round} does not exist: a Berger table for {players} players has {} rounds",
            n - 1
        )));
    }
    let n = i64::from(n);
    let r = i64::from(table_round);
    let half = n / 2;
    let wrap = |x: i64| -> u32 { ((x - 1).rem_euclid(n - 1) + 1) as u32 };
    let p = (r - 1) * half % (n - 1) + 1;
    let last = n as u32;
    let mut boards = Vec::with_capacity(half as usize);
    boards.push(if r % 2 == 1 {
        Pair::new(p as u32, last)
    } else {
        Pair::new(last, p as u32)
    });
    for k in 1..half {
        boards.push(Pair::new(wrap(p + k), wrap(p - k)));
    }
    Ok(boards)
}

/// The whole schedule for `players` players (2..=[`MAX_PLAYERS`]), single or double.
pub fn schedule(players: u32, double: bool) -> Result<BergerSchedule, PairingError> {
    let n = table_size(players)?;
    if players > MAX_PLAYERS {
        return Err(PairingError::TooLarge(format!(
            "a round robin of {players} players (at most {MAX_PLAYERS})"
        )));
    }
    let dummy = (players % 2 == 1).then_some(n);
    let single_rounds = n - 1;
    let mut order: Vec<(u32, u32, bool)> = (1..=single_rounds).map(|r| (1, r, false)).collect();
    if double {
        if single_rounds >= 2 {
            order.swap(single_rounds as usize - 2, single_rounds as usize - 1);
        }
        order.extend((1..=single_rounds).map(|r| (2, r, true)));
    }
    let mut rounds = Vec::with_capacity(order.len());
    for (number, (cycle, table_round_number, reversed)) in (1u32..).zip(order) {
        let mut boards = table_round(players, table_round_number)?;
        if reversed {
            for pair in &mut boards {
                *pair = Pair::new(pair.black, pair.white);
            }
        }
        let bye = dummy.and_then(|d| {
            boards.iter().find_map(|pair| {
                if pair.white == d {
                    Some(pair.black)
                } else if pair.black == d {
                    Some(pair.white)
                } else {
                    None
                }
            })
        });
        rounds.push(BergerRound {
            round: number,
            cycle,
            table_round: table_round_number,
            colours_reversed: reversed,
            boards,
            bye,
        });
    }
    Ok(BergerSchedule {
        players,
        table: n,
        dummy,
        double,
        rounds,
    })
}

fn table_size(players: u32) -> Result<u32, PairingError> {
    if players < 2 {
        return Err(PairingError::InvalidRoundRobin(format!(
            "a round robin needs at least 2 players, got {players}"
        )));
    }
    if players > 9_998 {
        return Err(PairingError::TooLarge(format!(
            "a round robin of {players} players (pairing numbers have four digits)"
        )));
    }
    Ok(players + players % 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(boards: &[Pair]) -> String {
        boards
            .iter()
            .map(|p| format!("{}-{}", p.white, p.black))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn ten_players_match_the_fide_table() {
        assert_eq!(text(&table_round(10, 1).unwrap()), "1-10 2-9 3-8 4-7 5-6");
        assert_eq!(text(&table_round(10, 2).unwrap()), "10-6 7-5 8-4 9-3 1-2");
        assert_eq!(text(&table_round(10, 3).unwrap()), "2-10 3-1 4-9 5-8 6-7");
        assert_eq!(text(&table_round(10, 9).unwrap()), "5-10 6-4 7-3 8-2 9-1");
    }

    #[test]
    fn odd_players_get_a_dummy_and_a_bye() {
        let s = schedule(5, false).unwrap();
        assert_eq!(s.table, 6);
        assert_eq!(s.dummy, Some(6));
        assert_eq!(s.rounds.len(), 5);
        let first = &s.rounds[0];
        assert_eq!(text(&first.boards), "1-6 2-5 3-4");
        assert_eq!(first.bye, Some(1));
        assert_eq!(first.games(s.dummy).count(), 2);
    }

    #[test]
    fn double_swaps_the_last_two_rounds_and_reverses_cycle_two() {
        let s = schedule(6, true).unwrap();
        let order: Vec<(u32, bool)> = s
            .rounds
            .iter()
            .map(|r| (r.table_round, r.colours_reversed))
            .collect();
        assert_eq!(
            order,
            [
                (1, false),
                (2, false),
                (3, false),
                (5, false),
                (4, false),
                (1, true),
                (2, true),
                (3, true),
                (4, true),
                (5, true)
            ]
        );
        assert_eq!(text(&s.rounds[5].boards), "6-1 5-2 4-3");
        assert_eq!(schedule(2, true).unwrap().rounds.len(), 2);
    }

    #[test]
    fn bad_sizes_are_errors() {
        assert!(matches!(
            schedule(0, false),
            Err(PairingError::InvalidRoundRobin(_))
        ));
        assert!(matches!(
            schedule(1, false),
            Err(PairingError::InvalidRoundRobin(_))
        ));
        assert!(matches!(
            schedule(MAX_PLAYERS + 1, false),
            Err(PairingError::TooLarge(_))
        ));
        assert!(matches!(
            table_round(4, 0),
            Err(PairingError::InvalidRoundRobin(_))
        ));
        assert!(matches!(
            table_round(4, 4),
            Err(PairingError::InvalidRoundRobin(_))
        ));
        assert!(matches!(
            table_round(u32::MAX, 1),
            Err(PairingError::TooLarge(_))
        ));
        assert_eq!(table_round(9_998, 9_997).unwrap().len(), 4_999);
    }
}
