//! From the shared tournament model to the engine's reduced input.

use std::collections::HashMap;

use super::input::{EngineInput, PlayerInput, ResultValues, RoundRecord, Side};
use crate::{Colour, PairingError, PairingOptions, Points, Tournament};

/// A value in tenths for the engine: non-negative and within [`Points::MAX_VALUE`] (which keeps
/// every total of up to [`Tournament::MAX_ROUNDS`] rounds far inside `u32`).
fn tenths(points: Points, what: &str) -> Result<u32, PairingError> {
    if points < Points::ZERO {
        return Err(PairingError::InvalidTournament(format!(
            "the Dutch system needs non-negative scores; {what} is {points}"
        )));
    }
    if points > Points::MAX_VALUE {
        return Err(PairingError::InvalidTournament(format!(
            "{what} is {points} points, too large: at most {} is supported",
            Points::MAX_VALUE
        )));
    }
    u32::try_from(points.tenths()).map_err(|_| {
        PairingError::InvalidTournament(format!("{what} is {points} points, too large"))
    })
}

fn side(colour: Colour) -> Side {
    match colour {
        Colour::White => Side::White,
        Colour::Black => Side::Black,
    }
}

/// The engine input for the tournament's next round, and the pairing number of each engine
/// index (players in pairing-number order).
pub fn engine_input(
    tournament: &Tournament,
    options: &PairingOptions,
) -> Result<(EngineInput, Vec<u32>), PairingError> {
    tournament.validate()?;
    options.validate(tournament)?;
    let baku = tournament
        .pairing_system
        .as_deref()
        .is_some_and(|code| code.to_ascii_uppercase().contains("BAKU"));
    if baku && tournament.accelerations.is_empty() {
        return Err(PairingError::NotImplemented(
            "Baku acceleration (C.04.7) without recorded acceleration points",
        ));
    }
    let round = tournament.next_round();
    if round > tournament.total_rounds {
        return Err(PairingError::InvalidTournament(format!(
            "all {} rounds of the tournament (record 142) have been paired: there is no \
             round left to pair",
            tournament.total_rounds
        )));
    }
    let played = round - 1;
    let mut players: Vec<_> = tournament.players.iter().collect();
    players.sort_by_key(|p| p.tpn);
    let tpns: Vec<u32> = players.iter().map(|p| p.tpn).collect();
    let index: HashMap<u32, usize> = tpns.iter().enumerate().map(|(i, &t)| (t, i)).collect();
    let unavailable = options.unavailable_players(tournament);
    let system = &tournament.point_system;

    let mut inputs = Vec::with_capacity(players.len());
    for player in &players {
        let mut records = Vec::with_capacity(played as usize);
        for r in 1..=played {
            let entry = player.entry(r);
            let result = entry.result;
            let with_opponent = result.has_opponent();
            let opponent = if with_opponent {
                entry.opponent.and_then(|t| index.get(&t).copied())
            } else {
                None
            };
            let colour = if with_opponent {
                entry.colour.map(side)
            } else {
                None
            };
            records.push(RoundRecord {
                opponent,
                colour,
                points: tenths(system.points(result), "a result's value")?,
                played: result.is_played() && opponent.is_some() && colour.is_some(),
                paired: result.is_pairing_outcome(),
            });
        }
        let mut acceleration = Vec::with_capacity(round as usize);
        for r in 1..=round {
            acceleration.push(tenths(
                tournament.acceleration_points(player.tpn, r),
                &format!(
                    "the acceleration of player {} in round {r} (all 250 records together)",
                    player.tpn
                ),
            )?);
        }
        let to_pair = !unavailable.contains(&player.tpn);
        let active = to_pair || records.iter().any(|r| r.paired);
        inputs.push(PlayerInput {
            rounds: records,
            acceleration,
            to_pair,
            active,
        });
    }

    let mut forbidden = Vec::new();
    for &(a, b) in &options.forbidden_pairs {
        if let (Some(&i), Some(&j)) = (index.get(&a), index.get(&b)) {
            forbidden.push((i, j));
        }
    }
    for rule in &tournament.forbidden_pairings {
        if !(rule.first_round..=rule.last_round).contains(&round) {
            continue;
        }
        let members: Vec<usize> = rule
            .players
            .iter()
            .filter_map(|t| index.get(t).copied())
            .collect();
        for (k, &i) in members.iter().enumerate() {
            for &j in &members[k + 1..] {
                if i != j {
                    forbidden.push((i, j));
                }
            }
        }
    }

    let input = EngineInput {
        players: inputs,
        played_rounds: played as usize,
        total_rounds: tournament.total_rounds as usize,
        values: ResultValues {
            win: tenths(system.win, "a win")?,
            draw: tenths(system.draw, "a draw")?,
            loss: tenths(system.loss, "a loss")?,
        },
        initial_colour: side(tournament.initial_colour),
        forbidden,
    };
    Ok((input, tpns))
}
