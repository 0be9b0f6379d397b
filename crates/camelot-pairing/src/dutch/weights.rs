//! The pairing criteria packed into one integer edge weight.
//!
//! A bracket is paired by maximum-weight matchings whose edge weights hold the criteria as bit
//! fields, most important first, so that comparing two candidate pairings by total weight
//! compares them criterion by criterion (C.04.3 Art. 2: first difference decides). From the
//! most significant end:
//!
//! | field | width | meaning |
//! |---|---|---|
//! | completion | 2 | the edge exists (C1, C3, forbidden pairs) + each end that may not take the PAB (C2, C4, C5) |
//! | C6 | g | the pair lies in the current bracket |
//! | C7 | S | the score of the pair's higher player, one sub-field per scoregroup |
//! | C8 | g + S | the same two for the next bracket |
//! | C9 | 2g | rank of the PAB candidates by games played |
//! | C10–C13 | 4 × g | colour criteria (no colour difference beyond ±2 or three in a row for topscorers, preferences, strong preferences) |
//! | C14–C17 | 4 × g | repeated floats one and two rounds back |
//! | C18–C21 | 4 × S | scores of repeated floaters, one sub-field per scoregroup |
//! | order | 3g + 1 | room for the generation order of Art. 4 |
//!
//! `g` is the number of bits of the largest scoregroup; `S` is the sum over scoregroups of the
//! bits of each group's size (the sub-field of a score sits above those of all lower scores),
//! so that no sum over a matching carries from one sub-field into the next.

use super::input::Side;
use super::state::{Float, PlayerState};
use crate::matching::Weight;

/// Number of bits needed to write `value` (0 for 0).
pub fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// The shape of the weights for one round.
#[derive(Debug, Clone)]
pub struct Layout {
    /// Bits of a count field (bits of the largest scoregroup).
    pub group_bits: u32,
    /// Bits of a per-score field (sum of the bits of every scoregroup's size).
    pub score_bits: u32,
    /// `(score, offset)` of every scoregroup's sub-field, ascending by score.
    pub score_offsets: Vec<(u32, u32)>,
    /// Rounds already played (float fields exist only when there is history).
    pub played_rounds: usize,
    /// Number of bits below the completion field.
    pub shift_total: u32,
}

impl Layout {
    /// Builds the layout from the scores of the players to pair (any order).
    pub fn new(scores_descending: &[u32], played_rounds: usize) -> Layout {
        let mut score_offsets = Vec::new();
        let mut score_bits = 0u32;
        let mut largest = 0usize;
        let mut i = scores_descending.len();
        while i > 0 {
            let score = scores_descending[i - 1];
            let mut j = i - 1;
            while j > 0 && scores_descending[j - 1] == score {
                j -= 1;
            }
            let size = i - j;
            score_offsets.push((score, score_bits));
            score_bits += bits_for(size);
            largest = largest.max(size);
            i = j;
        }
        let group_bits = bits_for(largest).max(1);
        let mut shift_total = group_bits * (1 + 1 + 2 + 4 + 3) + score_bits * 2 + 1;
        if played_rounds >= 1 {
            shift_total += 2 * group_bits + 2 * score_bits;
        }
        if played_rounds >= 2 {
            shift_total += 2 * group_bits + 2 * score_bits;
        }
        Layout {
            group_bits,
            score_bits,
            score_offsets,
            played_rounds,
            shift_total,
        }
    }

    /// Bits a weight type needs: the weights, the largest one (`max_weight`) and the room the
    /// matching solver needs for its dual variables.
    pub fn required_bits(&self) -> u32 {
        self.shift_total + 2 + 4
    }

    /// Offset of the sub-field of `score` inside a per-score field.
    pub fn offset(&self, score: u32) -> u32 {
        self.score_offsets
            .iter()
            .find(|(s, _)| *s == score)
            .map_or(0, |(_, o)| *o)
    }

    /// The weight given to pairs already decided: above any sum of other weights.
    pub fn max_weight<W: Weight>(&self) -> W {
        W::from_u64(1).shl(self.shift_total + 2).sub(W::from_u64(1))
    }
}

/// Per-round facts shared by every edge weight.
#[derive(Debug, Clone)]
pub struct WeightContext {
    /// The score the PAB goes to (only meaningful with an odd number of players).
    pub bye_score: u32,
    /// C9 is in force for this bracket: the one player it floats gets the PAB.
    pub single_downfloater_is_bye: bool,
    /// Rank of each "games played" count among the PAB candidates, for C9.
    pub unplayed_ranks: Vec<(u32, u32)>,
}

impl WeightContext {
    fn unplayed_rank(&self, played_games: u32) -> u64 {
        self.unplayed_ranks
            .iter()
            .find(|(games, _)| *games == played_games)
            .map_or(0, |(_, rank)| u64::from(*rank))
    }
}

fn is_bye_candidate(player: &PlayerState, bye_score: u32) -> bool {
    player.bye_eligible && player.score <= bye_score
}

/// Colour preferences that can both be granted (or one player has none).
pub fn preferences_compatible(a: Option<Side>, b: Option<Side>) -> bool {
    a != b || a.is_none()
}

/// The base weight of the edge between `higher` (earlier in the bracket order) and `lower`,
/// given whether `lower` sits in the current bracket or the next one. Zero when the two may
/// not meet.
#[allow(clippy::too_many_arguments)]
pub fn edge_weight<W: Weight>(
    layout: &Layout,
    context: &WeightContext,
    compatible: bool,
    higher: &PlayerState,
    lower: &PlayerState,
    lower_in_current: bool,
    lower_in_next: bool,
) -> W {
    if !compatible {
        return W::ZERO;
    }
    let g = layout.group_bits;
    let s = layout.score_bits;
    let one = W::from_u64(1);
    let at = |score: u32| one.shl(layout.offset(score));

    let mut r = W::from_u64(
        1 + u64::from(!is_bye_candidate(higher, context.bye_score))
            + u64::from(!is_bye_candidate(lower, context.bye_score)),
    );

    // C6 and C7: pairs and paired scores in the current bracket.
    r = r.shl(g).or_u64(u64::from(lower_in_current));
    r = r.shl(s);
    if lower_in_current {
        r = r.add(at(higher.score));
    }
    // C8: pairs and paired scores in the next bracket.
    r = r.shl(g).or_u64(u64::from(lower_in_next));
    r = r.shl(s);
    if lower_in_next {
        r = r.add(at(higher.score));
    }
    // C9: games played by the PAB candidates.
    r = r.shl(2 * g);
    if context.single_downfloater_is_bye {
        if higher.score == context.bye_score {
            r = r.add(W::from_u64(context.unplayed_rank(higher.played_games)));
        }
        if lower.score == context.bye_score {
            r = r.add(W::from_u64(context.unplayed_rank(lower.played_games)));
        }
    }

    // C10–C13, seen from the lower player.
    let (p, o) = (lower, higher);
    let mask = lower_in_current;
    let c10 = !p.absolute_imbalance() || !o.absolute_imbalance() || p.preference != o.preference;
    let c11 = !p.absolute()
        || !o.absolute()
        || p.preference != o.preference
        || if p.imbalance == o.imbalance {
            p.repeated.is_none() || p.repeated != o.repeated
        } else {
            let narrower = if p.imbalance > o.imbalance { o } else { p };
            narrower.repeated != p.preference.map(Side::opposite)
        };
    let c12 = preferences_compatible(p.preference, o.preference);
    let c13 = (!p.strong && !p.absolute())
        || (!o.strong && !o.absolute())
        || (p.absolute() && o.absolute())
        || p.preference != o.preference;
    for bit in [c10, c11, c12, c13] {
        r = r.shl(g).or_u64(u64::from(mask && bit));
    }

    let rounds = layout.played_rounds;
    let count_fields = |r: W, back: usize| -> W {
        // C14/C16: residents paired instead of floating down again.
        let mut r = r.shl(g);
        if lower_in_current {
            r = r.add(W::from_u64(u64::from(lower.float(back) == Float::Down)));
            r = r.add(W::from_u64(u64::from(
                higher.score <= lower.score && higher.float(back) == Float::Down,
            )));
        }
        // C15/C17: opponents of moved-down players who floated up before.
        let mut r = r.shl(g);
        if lower_in_current {
            r = r.or_u64(u64::from(
                !(higher.score > lower.score && lower.float(back) == Float::Up),
            ));
        }
        r
    };
    let score_fields = |r: W, back: usize| -> W {
        // C18/C20: scores of repeated downfloaters.
        let mut r = r.shl(s);
        if lower_in_current {
            if lower.float(back) == Float::Down {
                r = r.add(at(lower.score));
            }
            if higher.float(back) == Float::Down {
                r = r.add(at(higher.score));
            }
        }
        // C19/C21: scores of the opponents of repeated upfloaters.
        let mut r = r.shl(s);
        if lower_in_current && !(lower.float(back) == Float::Up && higher.score > lower.score) {
            r = r.add(at(higher.score));
        }
        r
    };
    if rounds >= 1 {
        r = count_fields(r, 1);
    }
    if rounds >= 2 {
        r = count_fields(r, 2);
    }
    if rounds >= 1 {
        r = score_fields(r, 1);
    }
    if rounds >= 2 {
        r = score_fields(r, 2);
    }
    // Room for the generation order.
    r.shl(3 * g + 1)
}

/// The weight used only for the first matching of a round with an odd number of players: it
/// finds whether a complete pairing exists and the lowest score the PAB can go to.
pub fn completion_weight<W: Weight>(
    layout: &Layout,
    compatible: bool,
    later: &PlayerState,
    earlier: &PlayerState,
    top_score: u32,
) -> W {
    if !compatible {
        return W::ZERO;
    }
    let r = W::from_u64(1 + u64::from(!later.bye_eligible) + u64::from(!earlier.bye_eligible));
    let r = r.shl(layout.score_bits).or_u64(u64::from(
        layout.offset(later.score) + layout.offset(earlier.score),
    ));
    r.shl(layout.group_bits)
        .or_u64(u64::from(later.score >= top_score))
}
