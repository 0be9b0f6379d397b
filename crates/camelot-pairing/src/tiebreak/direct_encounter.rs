//! Direct encounter (C.07 Art. 6): ranks players who are still tied by the games among them.

use std::collections::HashMap;

use super::compute::Context;
use super::spec::System;

/// Scores are summed in units of 1/60 of a tenth of a point so that the average over up to six
/// meetings with the same opponent stays exact.
const AVERAGE_SCALE: i64 = 60;

/// Splits `group` (player indices, all tied so far) into ordered subgroups by direct
/// encounter, re-applying DE inside every subgroup it creates until nothing changes.
///
/// If all tied players have met (always assumed in a round robin), they rank by points scored
/// against each other (meetings with the same opponent averaged). In a Swiss event where not
/// all have met, a player is ranked ahead of the rest only if their score among the tied
/// players exceeds what any player below could reach by winning every missing encounter; the
/// first player for whom that fails stays tied with everyone below.
pub(crate) fn refine(ctx: &Context<'_>, group: &[usize], count_forfeits: bool) -> Vec<Vec<usize>> {
    if group.len() <= 1 {
        return vec![group.to_vec()];
    }
    let parts = one_pass(ctx, group, count_forfeits);
    if parts.len() <= 1 {
        return vec![group.to_vec()];
    }
    parts
        .iter()
        .flat_map(|part| refine(ctx, part, count_forfeits))
        .collect()
}

fn one_pass(ctx: &Context<'_>, group: &[usize], count_forfeits: bool) -> Vec<Vec<usize>> {
    let ps = &ctx.tournament.point_system;
    let members: HashMap<u32, usize> = group
        .iter()
        .filter_map(|&i| ctx.tournament.players.get(i).map(|p| (p.tpn, i)))
        .collect();
    let counts_forfeits = count_forfeits || ctx.system == System::RoundRobin;
    let met_max = group.len() as i64 - 1;
    let mut scored: Vec<(usize, i64, i64, u32)> = Vec::with_capacity(group.len());
    let mut all_met = true;
    for &i in group {
        let Some(player) = ctx.tournament.players.get(i) else {
            continue;
        };
        let mut per_opponent: HashMap<u32, (i64, i64)> = HashMap::new();
        for round in 1..=ctx.rounds {
            let entry = player.entry(round);
            let Some(opponent) = entry.opponent else {
                continue;
            };
            let counts = entry.is_played() || (counts_forfeits && entry.result.is_forfeit());
            if counts && members.contains_key(&opponent) {
                let slot = per_opponent.entry(opponent).or_insert((0, 0));
                slot.0 += ps.points(entry.result).tenths();
                slot.1 += 1;
            }
        }
        let value: i64 = per_opponent
            .values()
            .map(|&(sum, n)| sum * AVERAGE_SCALE / n.max(1))
            .sum();
        let met = per_opponent.len() as i64;
        let max = value + (met_max - met).max(0) * ps.win.tenths() * AVERAGE_SCALE;
        if ctx.system == System::Swiss && met < met_max {
            all_met = false;
        }
        scored.push((i, value, max, player.tpn));
    }
    if all_met {
        scored.sort_by_key(|&(_, value, _, tpn)| (std::cmp::Reverse(value), tpn));
        let mut parts: Vec<Vec<usize>> = Vec::new();
        let mut previous: Option<i64> = None;
        for (i, value, _, _) in scored {
            match parts.last_mut() {
                Some(last) if previous == Some(value) => last.push(i),
                _ => parts.push(vec![i]),
            }
            previous = Some(value);
        }
        return parts;
    }
    scored.sort_by_key(|&(_, value, max, tpn)| {
        (std::cmp::Reverse(value), std::cmp::Reverse(max), tpn)
    });
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for (position, &(i, _, _, _)) in scored.iter().enumerate() {
        let separated = position > 0
            && parts.len() == position
            && scored.get(position - 1).is_some_and(|&(_, above, _, _)| {
                let best_below = scored
                    .get(position..)
                    .unwrap_or_default()
                    .iter()
                    .map(|&(_, _, max, _)| max)
                    .max()
                    .unwrap_or(i64::MIN);
                above > best_below
            });
        match parts.last_mut() {
            Some(last) if !separated => last.push(i),
            _ => parts.push(vec![i]),
        }
    }
    parts
}
