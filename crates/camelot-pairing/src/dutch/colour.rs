//! Colour allocation (C.04.3 Art. 5) and board order (C.04.2 3.6).

use super::input::Side;
use super::state::PlayerState;
use super::weights::preferences_compatible;

/// `true` when `b` ranks above `a` (higher score, or equal score and better rank).
pub fn ranks_above(b: &PlayerState, a: &PlayerState) -> bool {
    (a.score, b.rank) < (b.score, a.rank)
}

/// The colours of the most recent round in which the two players' played-game histories
/// (aligned from the latest game, unplayed rounds skipped) differ.
fn first_difference(a: &PlayerState, b: &PlayerState) -> Option<(Side, Side)> {
    a.colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, y)| (*x, *y))
}

/// Rules 5.2.1–5.2.3: the colour of `player` when the preferences decide it, `None` otherwise.
fn by_preferences(player: &PlayerState, opponent: &PlayerState) -> Option<Side> {
    if preferences_compatible(player.preference, opponent.preference) {
        return player
            .preference
            .or(opponent.preference.map(Side::opposite));
    }
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return player.preference;
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return opponent.preference.map(Side::opposite);
    }
    if player.strong && !opponent.strong {
        return player.preference;
    }
    if opponent.strong && !player.strong {
        return opponent.preference.map(Side::opposite);
    }
    first_difference(player, opponent).map(|(_, theirs)| theirs)
}

/// The colour `player` gets against `opponent` (Art. 5.2, rules 1–5).
pub fn colour_for(player: &PlayerState, opponent: &PlayerState, initial: Side) -> Side {
    if let Some(colour) = by_preferences(player, opponent) {
        return colour;
    }
    let opponent_higher = ranks_above(opponent, player);
    match player.preference {
        None => {
            // Rule 5: the higher-ranked player gets the initial colour on an odd pairing
            // number (rank is 0-based, so an even rank), the other one otherwise.
            if opponent_higher {
                if opponent.rank % 2 == 1 {
                    initial
                } else {
                    initial.opposite()
                }
            } else if player.rank % 2 == 1 {
                initial.opposite()
            } else {
                initial
            }
        }
        Some(own) => {
            // Rule 4: the higher-ranked player's preference.
            if opponent_higher {
                opponent.preference.map_or(own, Side::opposite)
            } else {
                own
            }
        }
    }
}
