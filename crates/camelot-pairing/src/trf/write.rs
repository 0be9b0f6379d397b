//! TRF-2026 writer.

use std::fmt::Write as _;

use crate::error::PairingError;
use crate::model::{Player, PointSystem, Points, ResultCode, RoundEntry, Tournament};

/// Writes `tournament` as TRF-2026 text (LF line endings).
///
/// Record order: `012`, `142`, `152`, `192`, `162` (only when the point system differs from
/// 1-½-0), `250`, `260`, the uninterpreted records in their original order, then one `001` line
/// per player. The points column holds the points after the rounds already paired (a bye set in
/// advance for the next round is in its round column but not yet in the points). Trailing
/// "not paired" rounds are not written (a missing column means the same).
pub fn write(tournament: &Tournament) -> Result<String, PairingError> {
    let mut out = String::new();
    push_line(&mut out, &format!("012 {}", tournament.name));
    if tournament.total_rounds > 0 {
        push_line(&mut out, &format!("142 {}", tournament.total_rounds));
    }
    push_line(
        &mut out,
        &format!(
            "152 {}",
            tournament.initial_colour.trf_letter().to_ascii_uppercase()
        ),
    );
    if let Some(code) = &tournament.pairing_system {
        push_line(&mut out, &format!("192 {code}"));
    }
    if tournament.point_system != PointSystem::CLASSIC {
        push_line(&mut out, &point_system_record(&tournament.point_system)?);
    }
    for a in &tournament.accelerations {
        push_line(
            &mut out,
            &format!(
                "250      {:>4} {:03} {:03} {:>4} {:>4}",
                a.points.to_string(),
                a.first_round,
                a.last_round,
                a.first_player,
                a.last_player
            ),
        );
    }
    for f in &tournament.forbidden_pairings {
        let mut line = format!("260 {:03} {:03}", f.first_round, f.last_round);
        for tpn in &f.players {
            let _ = write!(line, " {tpn:>4}");
        }
        push_line(&mut out, &line);
    }
    for record in &tournament.other_records {
        push_line(&mut out, record);
    }
    let rounds_played = tournament.rounds_played();
    for player in &tournament.players {
        let points = player.points_after(rounds_played, &tournament.point_system);
        push_line(&mut out, &player_record(player, points)?);
    }
    Ok(out)
}

fn push_line(out: &mut String, line: &str) {
    out.push_str(line.trim_end());
    out.push('\n');
}

/// Record 162 for `points`, or an error when the system cannot be expressed in TRF-2026 (whose
/// `W` also prices forfeit wins and full-point byes, `D` half-point byes, `A` forfeit losses
/// and zero-point byes).
fn point_system_record(points: &PointSystem) -> Result<String, PairingError> {
    if points.forfeit_win != points.win
        || points.full_point_bye != points.win
        || points.half_point_bye != points.draw
        || points.zero_point_bye != points.forfeit_loss
    {
        return Err(PairingError::TrfWrite(format!(
            "point system {points:?} cannot be written as a TRF 162 record: it needs forfeit \
             wins and full-point byes worth a win, half-point byes worth a draw, and zero-point \
             byes worth a forfeit loss"
        )));
    }
    let mut items: Vec<(char, Points)> = vec![('W', points.win), ('D', points.draw)];
    if points.loss != Points::ZERO {
        items.push(('L', points.loss));
    }
    if points.forfeit_loss != Points::ZERO {
        items.push(('A', points.forfeit_loss));
    }
    if points.pairing_allocated_bye != points.win {
        items.push(('P', points.pairing_allocated_bye));
    }
    let mut line = String::from("162");
    for (i, (symbol, value)) in items.into_iter().enumerate() {
        let text = value.to_string();
        if text.chars().count() > 4 {
            return Err(PairingError::TrfWrite(format!(
                "point value {text} does not fit the 4 columns of record 162"
            )));
        }
        while line.chars().count() < 5 + 9 * i {
            line.push(' ');
        }
        let _ = write!(line, "{symbol}{text:>4}");
    }
    Ok(line)
}

fn fit(value: &str, width: usize, what: &str, tpn: u32) -> Result<(), PairingError> {
    if value.chars().count() > width {
        Err(PairingError::TrfWrite(format!(
            "player {tpn}: {what} {value:?} is longer than its {width} TRF columns"
        )))
    } else {
        Ok(())
    }
}

fn player_record(player: &Player, points: Points) -> Result<String, PairingError> {
    let tpn = player.tpn;
    let d = &player.details;
    let rating = player.rating.map(|r| r.to_string()).unwrap_or_default();
    let points = points.to_string();
    let rank = d.rank.map(|r| r.to_string()).unwrap_or_default();
    let tpn_text = tpn.to_string();
    for (value, width, what) in [
        (tpn_text.as_str(), 4, "pairing number"),
        (d.sex.as_str(), 1, "sex"),
        (d.title.as_str(), 3, "title"),
        (player.name.as_str(), 33, "name"),
        (rating.as_str(), 4, "rating"),
        (d.federation.as_str(), 3, "federation"),
        (d.fide_id.as_str(), 11, "FIDE ID"),
        (d.birth_date.as_str(), 10, "birth date"),
        (points.as_str(), 4, "points"),
        (rank.as_str(), 4, "rank"),
    ] {
        fit(value, width, what, tpn)?;
    }
    let mut line = format!(
        "001 {tpn:>4} {:1}{:>3} {:<33} {rating:>4} {:<3} {:>11} {:<10} {points:>4} {rank:>4}",
        d.sex, d.title, player.name, d.federation, d.fide_id, d.birth_date
    );
    let last = player
        .rounds
        .iter()
        .rposition(|entry| *entry != RoundEntry::NOT_PAIRED)
        .map_or(0, |i| i + 1);
    for (index, entry) in player.rounds.iter().take(last).enumerate() {
        line.push_str("  ");
        line.push_str(&slot(entry, tpn, index as u32 + 1)?);
    }
    Ok(line)
}

fn slot(entry: &RoundEntry, tpn: u32, round: u32) -> Result<String, PairingError> {
    let opponent = match entry.opponent {
        Some(opponent) if opponent > 9999 => {
            return Err(PairingError::TrfWrite(format!(
                "player {tpn}, round {round}: opponent {opponent} does not fit 4 columns"
            )));
        }
        Some(opponent) => format!("{opponent:>4}"),
        None => "0000".to_string(),
    };
    let colour = match entry.colour {
        Some(colour) if entry.result != ResultCode::NotPaired => colour.trf_letter(),
        _ => '-',
    };
    Ok(format!("{opponent} {colour} {}", entry.result.trf_code()))
}
