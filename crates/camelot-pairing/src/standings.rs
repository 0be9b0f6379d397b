//! Final (or current) standings: points, then an ordered list of tie-breaks.

use crate::error::PairingError;
use crate::model::{Points, Tournament};
use crate::tiebreak::{Context, System, TieBreak, TieBreakKind, TieBreakValue, direct_encounter};

/// How to compute standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct StandingsOptions {
    /// Which C.07 rules apply to unplayed rounds.
    pub system: System,
    /// Rating used for unrated players in ARO, TPR and PTP (C.07: without it those
    /// tie-breaks are undefined when an unrated player takes part).
    pub unrated_rating: Option<u16>,
}

impl StandingsOptions {
    /// Options for `system`, with no rating fixed for unrated players.
    pub fn new(system: System) -> StandingsOptions {
        StandingsOptions {
            system,
            unrated_rating: None,
        }
    }

    /// Sets the rating assumed for unrated players.
    pub fn with_unrated_rating(mut self, rating: u16) -> StandingsOptions {
        self.unrated_rating = Some(rating);
        self
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// Place, 1-based; players tied on points and every tie-break share the place of the
    /// first of them (and are listed by pairing number).
    pub rank: u32,
    /// Pairing number.
    pub tpn: u32,
    /// Points after the rounds played.
    pub points: Points,
    /// One value per requested tie-break, in the order requested.
    pub values: Vec<TieBreakValue>,
}

/// Ranks every player by points, then by `tiebreaks` in order (see [`crate::tiebreak`] for the
/// definitions). Every row carries every tie-break value. DE is evaluated among the players
/// still tied when it is reached, so its value depends on its position in the list.
pub fn standings(
    tournament: &Tournament,
    tiebreaks: &[TieBreak],
    system: System,
) -> Result<Vec<StandingRow>, PairingError> {
    standings_with_options(tournament, tiebreaks, &StandingsOptions::new(system))
}

/// [`standings`] with all options.
pub fn standings_with_options(
    tournament: &Tournament,
    tiebreaks: &[TieBreak],
    options: &StandingsOptions,
) -> Result<Vec<StandingRow>, PairingError> {
    tournament.validate()?;
    tournament.validate_scores()?;
    let ctx = Context::new(tournament, options.system, options.unrated_rating);
    let n = ctx.player_count();
    let mut values: Vec<Vec<TieBreakValue>> = tiebreaks.iter().map(|tb| ctx.values(tb)).collect();
    let mut groups = point_groups(&ctx);
    for (k, tb) in tiebreaks.iter().enumerate() {
        let Some(column) = values.get_mut(k) else {
            continue;
        };
        let mut next: Vec<Vec<usize>> = Vec::with_capacity(groups.len());
        for group in groups {
            if group.len() <= 1 {
                next.push(group);
                continue;
            }
            if tb.kind == TieBreakKind::DirectEncounter {
                let parts = direct_encounter::refine(&ctx, &group, tb.count_forfeits);
                if parts.len() > 1 {
                    let mut place = 1u32;
                    for part in &parts {
                        for &i in part {
                            if let Some(v) = column.get_mut(i) {
                                *v = TieBreakValue::Rank(place);
                            }
                        }
                        place += part.len() as u32;
                    }
                }
                next.extend(parts);
            } else {
                next.extend(split_by_value(&ctx, group, column));
            }
        }
        groups = next;
    }
    let mut rows = Vec::with_capacity(n);
    let mut position = 1u32;
    for group in groups {
        for &i in &group {
            let Some(player) = tournament.players.get(i) else {
                continue;
            };
            rows.push(StandingRow {
                rank: position,
                tpn: player.tpn,
                points: ctx.points.get(i).copied().unwrap_or_default(),
                values: values
                    .iter()
                    .map(|column| column.get(i).copied().unwrap_or(TieBreakValue::Undefined))
                    .collect(),
            });
        }
        position += group.len() as u32;
    }
    Ok(rows)
}

/// The value of one tie-break for every player, by pairing number (DE among the players tied
/// on points).
pub fn tiebreak_values(
    tournament: &Tournament,
    tiebreak: &TieBreak,
    options: &StandingsOptions,
) -> Result<Vec<(u32, TieBreakValue)>, PairingError> {
    let rows = standings_with_options(tournament, std::slice::from_ref(tiebreak), options)?;
    let mut out: Vec<(u32, TieBreakValue)> = rows
        .into_iter()
        .map(|row| {
            (
                row.tpn,
                row.values
                    .first()
                    .copied()
                    .unwrap_or(TieBreakValue::Undefined),
            )
        })
        .collect();
    out.sort_by_key(|&(tpn, _)| tpn);
    Ok(out)
}

/// Players grouped by points, best first; inside a group by pairing number.
fn point_groups(ctx: &Context<'_>) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..ctx.player_count()).collect();
    let tpn = |i: usize| ctx.tournament.players.get(i).map_or(0, |p| p.tpn);
    let points = |i: usize| ctx.points.get(i).copied().unwrap_or_default();
    order.sort_by_key(|&i| (std::cmp::Reverse(points(i)), tpn(i)));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in order {
        match groups.last_mut() {
            Some(last) if last.first().is_some_and(|&j| points(j) == points(i)) => last.push(i),
            _ => groups.push(vec![i]),
        }
    }
    groups
}

fn split_by_value(
    ctx: &Context<'_>,
    mut group: Vec<usize>,
    column: &[TieBreakValue],
) -> Vec<Vec<usize>> {
    let value = |i: usize| column.get(i).copied().unwrap_or(TieBreakValue::Undefined);
    let tpn = |i: usize| ctx.tournament.players.get(i).map_or(0, |p| p.tpn);
    group.sort_by_key(|&i| (value(i).sort_key(), tpn(i)));
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for i in group {
        match parts.last_mut() {
            Some(last) if last.first().is_some_and(|&j| value(j) == value(i)) => last.push(i),
            _ => parts.push(vec![i]),
        }
    }
    parts
}
