//! Pairing speed of the Dutch engine: round 5 of a 9-round synthetic tournament.
//!
//! The tournaments are built in-process by pairing rounds 1–4 with the engine and drawing
//! results (ratings uniform 1400–2600, Elo-based results, 30 % draws), with the same generator
//! as `examples/dutch_synthetic.rs`. Sizes: 100, 400 and 1,000 players by default; set
//! `CAMELOT_DUTCH_BENCH_TRF=a.trf,b.trf` to bench prepared files as well (for instance the
//! 2,000- and 5,000-player files the example writes).
//!
//! `cargo bench -p camelot-pairing --bench dutch_pairing`

use std::hint::black_box;
use std::time::Duration;

use camelot_pairing::{Colour, PairingOptions, Player, ResultCode, Tournament, dutch};
use criterion::{Criterion, criterion_group, criterion_main};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A tournament of `players` before round `rounds_played + 1`.
fn synthetic(players: u32, rounds_played: u32, seed: u64) -> Tournament {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut t = Tournament::new("bench", 9);
    t.initial_colour = if rng.next().is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Black
    };
    let mut ratings: Vec<u16> = (0..players)
        .map(|_| 1400 + (rng.next() % 1201) as u16)
        .collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, rating) in ratings.iter().enumerate() {
        let tpn = i as u32 + 1;
        t.players
            .push(Player::new(tpn, format!("Player {tpn:05}"), Some(*rating)));
    }
    for round in 1..=rounds_played {
        let Ok(pairing) = dutch::pair_next_round(&t, &PairingOptions::default()) else {
            break;
        };
        for pair in &pairing.pairs {
            let rating = |tpn: u32| f64::from(ratings[tpn as usize - 1]);
            let expected =
                1.0 / (1.0 + 10f64.powf((rating(pair.black) - rating(pair.white)) / 400.0));
            let x = rng.unit();
            let (w, b) = if x < 0.3 {
                (ResultCode::Draw, ResultCode::Draw)
            } else if (x - 0.3) / 0.7 < expected {
                (ResultCode::Win, ResultCode::Loss)
            } else {
                (ResultCode::Loss, ResultCode::Win)
            };
            let _ = t.record_game(round, pair.white, pair.black, w, b);
        }
        if let Some(bye) = pairing.bye {
            let _ = t.record_bye(round, bye, ResultCode::PairingAllocatedBye);
        }
    }
    t
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch_round_5_of_9");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for players in [100u32, 400, 1000] {
        let t = synthetic(players, 4, u64::from(players));
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| dutch::pair_next_round(black_box(&t), &PairingOptions::default()))
        });
    }
    if let Ok(list) = std::env::var("CAMELOT_DUTCH_BENCH_TRF") {
        for path in list.split(',').filter(|p| !p.is_empty()) {
            let Ok(text) = std::fs::read_to_string(path) else {
                eprintln!("cannot read {path}");
                continue;
            };
            let Ok(t) = Tournament::from_trf(&text) else {
                eprintln!("cannot parse {path}");
                continue;
            };
            group.bench_function(path.to_string(), |b| {
                b.iter(|| dutch::pair_next_round(black_box(&t), &PairingOptions::default()))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
