//! The pairing engine's view of a tournament, built from its rows.

use std::collections::HashMap;

use camelot_pairing::{Colour, Player, ResultCode, RoundEntry, Tournament};
use camelot_rating::Rating;

use super::Loaded;
use crate::db::models::PairingRow;
use crate::domain::{self, PairingKind, Schedule};

/// User ids ↔ pairing numbers of the players in the model.
#[derive(Debug, Default, Clone)]
pub struct Numbering {
    pub tpn_of: HashMap<i64, u32>,
    pub user_of: HashMap<u32, i64>,
}

/// Builds the engine's tournament from the rows: every paired round, players by pairing number
/// (players whose round-robin results are struck are left out, and so are their games). A game
/// still running counts as not yet played. For pairing the next round.
pub fn build(l: &Loaded) -> (Tournament, Numbering) {
    build_through(l, l.rounds_paired())
}

/// The tournament as standings show it: only rounds that are complete count (a bye of the round
/// being played is not yet a point), except in a round robin played all at once, whose rounds
/// are only a schedule and whose results count as they come in.
pub fn build_for_standings(l: &Loaded) -> (Tournament, Numbering) {
    if l.t.settings.schedule == Schedule::AllAtOnce {
        build(l)
    } else {
        build_through(l, l.rounds_complete())
    }
}

/// The tournament with the pairings of rounds 1 to `last` only.
fn build_through(l: &Loaded, last: i32) -> (Tournament, Numbering) {
    let t = &l.t;
    let total = u32::try_from(t.settings.rounds.unwrap_or(0)).unwrap_or(0);
    let mut model = Tournament::new(t.settings.name.clone(), total);
    model.point_system = t.settings.scoring.points();
    model.initial_colour = if t.initial_colour == Some(domain::Side::Black) {
        Colour::Black
    } else {
        Colour::White
    };
    model.pairing_system = Some(if l.is_swiss() {
        "FIDE_DUTCH_2025".to_owned()
    } else {
        "FIDE_ROUNDROBIN".to_owned()
    });
    let mut numbering = Numbering::default();
    for (e, name) in &l.entrants {
        let (Some(tpn), false) = (e.pairing_number, e.results_struck) else {
            continue;
        };
        let Ok(tpn) = u32::try_from(tpn) else {
            continue;
        };
        let rating = u16::try_from(Rating::from_hundredths(e.rating_centi).rounded()).ok();
        model.players.push(Player::new(tpn, name.clone(), rating));
        numbering.tpn_of.insert(e.user_id, tpn);
        numbering.user_of.insert(tpn, e.user_id);
    }
    model.players.sort_by_key(|p| p.tpn);
    let paired = last;
    for p in l.pairings.iter().filter(|p| p.round <= last) {
        apply_pairing(&mut model, &numbering, p);
    }
    // Absences: before a late entry, and after a withdrawal (every later round is a zero-point
    // bye, C.07). Only rounds already paired are filled.
    for (e, _) in &l.entrants {
        let Some(&tpn) = numbering.tpn_of.get(&e.user_id) else {
            continue;
        };
        let Some(player) = model.player_mut(tpn) else {
            continue;
        };
        for round in 1..=paired {
            let r = round as u32;
            let absent_before = round < e.first_round;
            let absent_after = e.withdrawn_after_round.is_some_and(|w| round > w);
            if (absent_before || absent_after) && player.entry(r).result == ResultCode::NotPaired {
                player.set_entry(r, RoundEntry::bye(ResultCode::ZeroPointBye));
            }
        }
    }
    (model, numbering)
}

fn apply_pairing(model: &mut Tournament, numbering: &Numbering, p: &PairingRow) {
    let Ok(round) = u32::try_from(p.round) else {
        return;
    };
    let white = numbering.tpn_of.get(&p.white_id).copied();
    match (p.kind, p.black_id) {
        (PairingKind::Game, Some(black_id)) => {
            let black = numbering.tpn_of.get(&black_id).copied();
            let Some((wc, bc)) = p.result.map(|r| r.codes()) else {
                return;
            };
            // Without both players (one's results were struck) the round counts as not played.
            if let (Some(w), Some(b)) = (white, black) {
                if let Some(pw) = model.player_mut(w) {
                    pw.set_entry(round, RoundEntry::game(b, Colour::White, wc));
                }
                if let Some(pb) = model.player_mut(b) {
                    pb.set_entry(round, RoundEntry::game(w, Colour::Black, bc));
                }
            }
        }
        (kind, _) => {
            if let Some(w) = white
                && let Some(pw) = model.player_mut(w)
            {
                pw.set_entry(round, RoundEntry::bye(kind.bye_code()));
            }
        }
    }
}
