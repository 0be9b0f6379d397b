//! Deterministic synthetic Swiss-like tournaments for benchmarks and property tests: pairs
//! neighbours by score (avoiding rematches greedily), with byes, forfeits and withdrawals.

use camelot_pairing::{Colour, Player, PointSystem, ResultCode, Tournament};

/// SplitMix64: small, fast, good enough for test data.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A tournament of `players` players after `rounds` rounds.
pub fn tournament(players: u32, rounds: u32, seed: u64, points: PointSystem) -> Tournament {
    let mut rng = Rng::new(seed);
    let mut t = Tournament::new(format!("Synthetic {seed}"), rounds);
    t.point_system = points;
    t.initial_colour = if rng.below(2) == 0 {
        Colour::White
    } else {
        Colour::Black
    };
    for tpn in 1..=players {
        let rating = 2700u32.saturating_sub(tpn * 1500 / players.max(1)) as u16;
        t.players
            .push(Player::new(tpn, format!("Player {tpn:04}"), Some(rating)));
    }
    let mut withdrawn = vec![false; players as usize + 1];
    for round in 1..=rounds {
        let mut available: Vec<u32> = Vec::new();
        for tpn in 1..=players {
            if withdrawn[tpn as usize] {
                t.record_bye(round, tpn, ResultCode::ZeroPointBye).ok();
                continue;
            }
            match rng.below(100) {
                0 => {
                    withdrawn[tpn as usize] = true;
                    t.record_bye(round, tpn, ResultCode::ZeroPointBye).ok();
                }
                1 | 2 => {
                    t.record_bye(round, tpn, ResultCode::HalfPointBye).ok();
                }
                _ => available.push(tpn),
            }
        }
        let ps = t.point_system;
        available.sort_by_key(|&tpn| {
            let p = t
                .player(tpn)
                .map(|p| p.points_after(round - 1, &ps))
                .unwrap_or_default();
            (std::cmp::Reverse(p), tpn)
        });
        if available.len() % 2 == 1 {
            let pos = available
                .iter()
                .rposition(|&tpn| t.player(tpn).is_some_and(|p| !p.has_received_pab()))
                .unwrap_or(available.len() - 1);
            let bye = available.remove(pos);
            t.record_bye(round, bye, ResultCode::PairingAllocatedBye)
                .ok();
        }
        while let Some(first) = available.first().copied() {
            available.remove(0);
            let partner_pos = available
                .iter()
                .position(|&o| t.player(first).is_some_and(|p| !p.has_played(o)))
                .unwrap_or(0);
            let second = available.remove(partner_pos);
            let (white, black) = if rng.below(2) == 0 {
                (first, second)
            } else {
                (second, first)
            };
            let (w, b) = match rng.below(100) {
                0 => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
                1 => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
                2 => (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss),
                3..=40 => (ResultCode::Win, ResultCode::Loss),
                41..=70 => (ResultCode::Draw, ResultCode::Draw),
                _ => (ResultCode::Loss, ResultCode::Win),
            };
            t.record_game(round, white, black, w, b).ok();
        }
    }
    t
}
