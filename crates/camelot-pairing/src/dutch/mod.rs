//! The FIDE Dutch system (C.04.3, rules in force from 1 February 2026, criteria C1–C21).
//!
//! [`pair_next_round`] pairs the next round of a [`Tournament`]: pairs with colours in FIDE
//! board order, plus the pairing-allocated bye. The results are identical to those of the
//! FIDE-endorsed reference engine (bbpPairings 6.0.0) on every round of the shared test
//! tournaments; how the rules become matchings is described in the `engine` module.
//!
//! [`pair_round`] is the same engine on the reduced [`EngineInput`] (what the rules look at,
//! nothing more), for callers that do not keep a [`Tournament`].

mod colour;
mod engine;
mod from_model;
mod graph;
pub mod input;
mod state;
mod weights;

pub use input::{EngineInput, EngineOutput, PlayerInput, ResultValues, RoundRecord, Side};

use crate::matching::{Weight, WideUint};
use crate::{Pair, PairingError, PairingOptions, RoundPairing, Tournament};
use engine::{Compatibility, Failure, Method};
use state::PlayerState;
use weights::Layout;

/// Pairs the next round of `tournament` with the FIDE Dutch system.
///
/// Players with an entry already recorded for that round (a requested bye, an absence) and
/// players listed in `options.absent` are not paired; `options.forbidden_pairs` and the
/// tournament's own prohibited pairings are respected like rematches.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no pairing satisfies the absolute criteria (no
/// rematch, colour limits, at most one pairing-allocated bye to an eligible player); the
/// tournament's and the options' own validation errors; [`PairingError::TooLarge`] beyond the
/// supported size.
pub fn pair_next_round(
    tournament: &Tournament,
    options: &PairingOptions,
) -> Result<RoundPairing, PairingError> {
    let (input, tpns) = from_model::engine_input(tournament, options)?;
    let output = pair_round(&input)?;
    let tpn = |index: usize| tpns.get(index).copied().unwrap_or(0);
    Ok(RoundPairing {
        round: tournament.next_round(),
        pairs: output
            .pairs
            .iter()
            .map(|&(white, black)| Pair::new(tpn(white), tpn(black)))
            .collect(),
        bye: output.bye.map(tpn),
    })
}

/// The engine's reduced view of `tournament` before its next round, and the pairing number of
/// each player index of that view.
///
/// # Errors
/// The tournament's and the options' validation errors; negative point values.
pub fn engine_input(
    tournament: &Tournament,
    options: &PairingOptions,
) -> Result<(EngineInput, Vec<u32>), PairingError> {
    from_model::engine_input(tournament, options)
}

/// Pairs the next round described by `input`.
///
/// # Errors
/// [`PairingError::NoValidPairing`] when no valid pairing exists, [`PairingError::TooLarge`]
/// when the criteria do not fit the widest supported weight.
pub fn pair_round(input: &EngineInput) -> Result<EngineOutput, PairingError> {
    pair_round_with(input, Method::BracketGraphs)
}

/// [`pair_round`] computed on one matching graph of the whole field for every decision, the
/// literal form of the procedure: the same pairing, much more slowly for big fields. Kept
/// public so the faster bracket-by-bracket computation can be checked against it.
///
/// # Errors
/// As [`pair_round`].
pub fn pair_round_single_graph(input: &EngineInput) -> Result<EngineOutput, PairingError> {
    pair_round_with(input, Method::SingleGraph)
}

/// Players one round can pair: the dense matching graphs grow with the square of the field.
pub const MAX_PLAYERS: usize = 10_000;

fn pair_round_with(input: &EngineInput, method: Method) -> Result<EngineOutput, PairingError> {
    let to_pair = input.players.iter().filter(|p| p.to_pair).count();
    if to_pair > MAX_PLAYERS {
        return Err(PairingError::TooLarge(format!(
            "{to_pair} players to pair; the Dutch engine pairs at most {MAX_PLAYERS}"
        )));
    }
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
            if let (true, Some(o)) = (r.played, r.opponent) {
                forbidden[i].push(o);
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

    let partners =
        dispatch(&players, &compat, &layout, method).map_err(|failure| match failure {
            Failure::NoValidPairing(message) => PairingError::NoValidPairing(message),
            Failure::TooLarge(message) => PairingError::TooLarge(message),
            Failure::Internal(message) => {
                PairingError::NoValidPairing(format!("internal error, please report: {message}"))
            }
        })?;
    finish(input, &players, &partners)
}

fn dispatch(
    players: &[PlayerState],
    compat: &Compatibility,
    layout: &Layout,
    method: Method,
) -> Result<Vec<Option<usize>>, Failure> {
    let bits = layout.required_bits();
    macro_rules! try_width {
        ($($ty:ty),*) => {
            $(
                if bits <= <$ty as Weight>::BITS {
                    return engine::pair::<$ty>(players, compat, layout, method);
                }
            )*
        };
    }
    // Every limb costs time in each slack the solver computes, so the widths step finely
    // where big fields land (500–900 bits).
    try_width!(
        u64,
        u128,
        WideUint<3>,
        WideUint<4>,
        WideUint<5>,
        WideUint<6>,
        WideUint<7>,
        WideUint<8>,
        WideUint<9>,
        WideUint<10>,
        WideUint<11>,
        WideUint<12>,
        WideUint<14>,
        WideUint<16>,
        WideUint<24>,
        WideUint<32>,
        WideUint<64>
    );
    Err(Failure::TooLarge(format!(
        "the pairing criteria of this round need {bits}-bit weights (at most 4096 supported)"
    )))
}

/// Colours (Art. 5) and board order (C.04.2 3.6).
fn finish(
    input: &EngineInput,
    players: &[PlayerState],
    partners: &[Option<usize>],
) -> Result<EngineOutput, PairingError> {
    let mut output = EngineOutput::default();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (v, partner) in partners.iter().enumerate() {
        match partner {
            Some(m) => {
                let (a, b) = (&players[v], &players[*m]);
                if a.index < b.index {
                    if colour::colour_for(a, b, input.initial_colour) == Side::White {
                        pairs.push((v, *m));
                    } else {
                        pairs.push((*m, v));
                    }
                }
            }
            None => {
                if output.bye.is_some() {
                    return Err(PairingError::NoValidPairing(
                        "internal error, please report: more than one player left unpaired"
                            .to_string(),
                    ));
                }
                output.bye = Some(players[v].index);
            }
        }
    }
    // Higher score of the pair's higher-ranked player, then the other player's score, then
    // the rank of the higher-ranked player (scores without acceleration).
    let key = |&(w, b): &(usize, usize)| {
        let (pw, pb) = (&players[w], &players[b]);
        let (hi, lo) = if (pw.points, pb.rank) < (pb.points, pw.rank) {
            (pb, pw)
        } else {
            (pw, pb)
        };
        (
            std::cmp::Reverse(hi.points),
            std::cmp::Reverse(lo.points),
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
