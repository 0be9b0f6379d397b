//! The FIDE Dutch system (C.04.3, rules in force from 1 February 2026, criteria C1–C21).
//!
//! [`pair_round`] takes the state of a tournament before a round ([`EngineInput`]) and returns
//! the pairs of that round with colours, in FIDE board order, plus the pairing-allocated bye.
//! Its results are identical to those of the FIDE-endorsed reference engine (bbpPairings
//! 6.0.0) on every round of the shared test tournaments.

mod colour;
mod engine;
pub mod input;
mod state;
mod weights;

pub use engine::Failure;
pub use input::{
    EngineInput, EngineOutput, GameScore, PlayerInput, PointsTenths, RoundRecord, Side,
};

use crate::matching::{Weight, WideUint};
use engine::Compatibility;
use state::PlayerState;
use weights::Layout;

/// Pairs the next round of `input`.
pub fn pair_round(input: &EngineInput) -> Result<EngineOutput, Failure> {
    let ranks = state::ranks(input);
    let mut players: Vec<PlayerState> = input
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.to_pair)
        .filter_map(|(i, _)| {
            ranks
                .get(i)
                .copied()
                .flatten()
                .map(|r| state::derive(input, i, r))
        })
        .collect();
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));

    let index: Vec<usize> = players.iter().map(|p| p.index).collect();
    let mut forbidden = vec![Vec::<usize>::new(); input.players.len()];
    for (i, p) in input.players.iter().enumerate() {
        for r in &p.rounds {
            if r.played {
                if let Some(o) = r.opponent {
                    forbidden[i].push(o);
                }
            }
        }
    }
    for &(a, b) in &input.forbidden {
        if a < forbidden.len() && b < forbidden.len() {
            forbidden[a].push(b);
            forbidden[b].push(a);
        }
    }
    let compat = Compatibility::new(input, &players, |i, j| {
        forbidden[index[i]].contains(&index[j])
    });
    let scores: Vec<u32> = players.iter().map(|p| p.score).collect();
    let layout = Layout::new(&scores, input.played_rounds);

    let partners = dispatch(&players, &compat, &layout)?;
    finish(input, &players, &partners)
}

fn dispatch(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
) -> Result<Vec<Option<usize>>, Failure> {
    let bits = layout.required_bits();
    macro_rules! try_width {
        ($($ty:ty),*) => {
            $(
                if bits <= <$ty as Weight>::BITS {
                    return engine::pair::<$ty>(players, compat, layout);
                }
            )*
        };
    }
    try_width!(
        u64,
        u128,
        WideUint<3>,
        WideUint<4>,
        WideUint<5>,
        WideUint<6>,
        WideUint<8>,
        WideUint<10>,
        WideUint<12>,
        WideUint<16>,
        WideUint<24>,
        WideUint<32>,
        WideUint<64>
    );
    Err(Failure::Internal(format!(
        "the pairing criteria need {bits}-bit weights, more than this build supports"
    )))
}

/// Colours and board order.
fn finish(
    input: &EngineInput,
    players: &[PlayerState],
    partners: &[Option<usize>],
) -> Result<EngineOutput, Failure> {
    let mut output = EngineOutput::default();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (v, partner) in partners.iter().enumerate() {
        match partner {
            Some(m) => {
                let (a, b) = (&players[v], &players[*m]);
                if a.index < b.index {
                    let colour = colour::colour_for(a, b, input.initial_colour);
                    if colour == Side::White {
                        pairs.push((v, *m));
                    } else {
                        pairs.push((*m, v));
                    }
                }
            }
            None => {
                if output.bye.is_some() {
                    return Err(Failure::Internal(
                        "more than one player left unpaired".to_string(),
                    ));
                }
                output.bye = Some(players[v].index);
            }
        }
    }
    // C.04.2 3.6: higher score of the higher-ranked player, then the other player's score,
    // then the rank of the higher-ranked player.
    let key = |&(w, b): &(usize, usize)| {
        let (pw, pb) = (&players[w], &players[b]);
        let (hi, lo) = if colour::ranks_above(pb, pw) {
            (pb, pw)
        } else {
            (pw, pb)
        };
        (
            std::cmp::Reverse(hi.score),
            std::cmp::Reverse(lo.score),
            hi.rank,
        )
    };
    pairs.sort_by_key(key);
    output.pairs = pairs
        .into_iter()
        .map(|(w, b)| (players[w].index, players[b].index))
        .collect();
    Ok(output)
}
