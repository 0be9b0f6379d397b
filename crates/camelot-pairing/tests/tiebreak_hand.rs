//! Hand-computed tie-break values (every number below was worked out on paper from the
//! C.07 definitions), covering byes, forfeits, a withdrawal, DE and round robins.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code

use camelot_pairing::{
    Player, ResultCode as R, StandingRow, StandingsOptions, System, TieBreak, TieBreakValue as V,
    Tournament, standings, tiebreak_values,
};

/// Plays `games` = (round, white, black, white's result) and byes = (round, player, code).
fn build(
    players: u32,
    rounds: u32,
    games: &[(u32, u32, u32, R)],
    byes: &[(u32, u32, R)],
) -> Tournament {
    let mut t = Tournament::new("hand", rounds);
    for tpn in 1..=players {
        t.players.push(Player::new(
            tpn,
            format!("P{tpn}"),
            Some(2100 - 100 * tpn as u16),
        ));
    }
    for &(round, white, black, result) in games {
        let other = match result {
            R::Win => R::Loss,
            R::Loss => R::Win,
            R::ForfeitWin => R::ForfeitLoss,
            R::ForfeitLoss => R::ForfeitWin,
            same => same,
        };
        t.record_game(round, white, black, result, other).unwrap();
    }
    for &(round, tpn, code) in byes {
        t.record_bye(round, tpn, code).unwrap();
    }
    t.validate().unwrap();
    t
}

/// Swiss, 6 players, 4 rounds: a forfeit (R2, 3 beats 2), a half-point bye (2 in R3), a PAB
/// (4 in R3), and players 3 and 4 absent in R4 (3 withdrew after R3).
fn swiss() -> Tournament {
    build(
        6,
        4,
        &[
            (1, 1, 4, R::Win),
            (1, 2, 5, R::Draw),
            (1, 3, 6, R::Loss),
            (2, 6, 1, R::Draw),
            (2, 3, 2, R::ForfeitWin),
            (2, 4, 5, R::Loss),
            (3, 1, 3, R::Win),
            (3, 5, 6, R::Draw),
            (4, 1, 5, R::Loss),
            (4, 2, 6, R::Win),
        ],
        &[
            (3, 2, R::HalfPointBye),
            (3, 4, R::PairingAllocatedBye),
            (4, 3, R::ZeroPointBye),
            (4, 4, R::ZeroPointBye),
        ],
    )
}

fn values(t: &Tournament, name: &str, system: System) -> Vec<V> {
    let tb: TieBreak = name.parse().unwrap();
    tiebreak_values(t, &tb, &StandingsOptions::new(system))
        .unwrap()
        .into_iter()
        .map(|(_, v)| v)
        .collect()
}

fn h(points: &[f64]) -> Vec<V> {
    points
        .iter()
        .map(|p| V::Hundredths((p * 100.0).round() as i64))
        .collect()
}

fn i(values: &[i64]) -> Vec<V> {
    values.iter().map(|&v| V::Integer(v)).collect()
}

#[test]
fn swiss_points_and_buchholz_family() {
    let t = swiss();
    let pts: Vec<i64> = t
        .players
        .iter()
        .map(|p| p.total_points(&t.point_system).tenths())
        .collect();
    assert_eq!(pts, [25, 20, 10, 10, 30, 20]);
    // Adjusted scores: 3 and 4 are absent in the last round, which counts as a draw → 1.5 each.
    assert_eq!(
        values(&t, "BH", System::Swiss),
        h(&[8.0, 8.5, 6.5, 7.5, 8.0, 9.0])
    );
    // 2 and 3 have voluntary unplayed rounds: those are cut first (2: the forfeit loss, dummy
    // 1.5; 3: the absence, dummy 1.0); 4's PAB is not voluntary but its absence is.
    assert_eq!(
        values(&t, "BH/C1", System::Swiss),
        h(&[6.5, 7.0, 5.5, 6.5, 6.5, 7.5])
    );
    assert_eq!(
        values(&t, "BH/M1", System::Swiss),
        h(&[3.5, 4.0, 3.0, 3.5, 4.0, 4.5])
    );
    assert_eq!(
        values(&t, "BH/C2", System::Swiss),
        h(&[5.0, 5.0, 4.5, 5.5, 4.5, 5.5])
    );
    assert_eq!(
        values(&t, "SB", System::Swiss),
        h(&[4.0, 4.5, 1.0, 1.0, 6.0, 4.25])
    );
    // 2's SB/C1: the forfeit loss (opponent 1.5, contribution 0) is both the lowest value and
    // the lowest voluntary round.
    assert_eq!(values(&t, "SB/C1", System::Swiss)[1], V::Hundredths(450));
}

#[test]
fn swiss_counts_and_progressive_score() {
    let t = swiss();
    assert_eq!(
        values(&t, "WIN", System::Swiss),
        i(&[2, 1, 1, 1, 2, 1]),
        "forfeit win and PAB count"
    );
    assert_eq!(values(&t, "WON", System::Swiss), i(&[2, 1, 0, 0, 2, 1]));
    assert_eq!(
        values(&t, "BPG", System::Swiss),
        i(&[1, 0, 1, 1, 3, 3]),
        "forfeits are not games"
    );
    assert_eq!(values(&t, "BWG", System::Swiss), i(&[0, 0, 0, 0, 2, 1]));
    assert_eq!(
        values(&t, "PS", System::Swiss),
        h(&[7.5, 4.0, 3.0, 2.0, 7.0, 6.5])
    );
    assert_eq!(
        values(&t, "PS/C1", System::Swiss),
        h(&[6.5, 3.5, 3.0, 2.0, 6.5, 5.5])
    );
}

#[test]
fn swiss_rating_tiebreaks() {
    let t = swiss(); // ratings 2000, 1900, …, 1500
    let aro = values(&t, "ARO", System::Swiss);
    assert_eq!(aro[0], V::Integer(1650)); // 1700 1500 1800 1600
    assert_eq!(aro[1], V::Integer(1550)); // 1600 1500: the forfeit is not a game
    assert_eq!(aro[3], V::Integer(1800)); // 2000 1600
    let tpr = values(&t, "TPR", System::Swiss);
    assert_eq!(tpr[0], V::Integer(1650 + 95), "2.5/4 = 62.5 % → 63 % → +95");
    assert_eq!(tpr[1], V::Integer(1550 + 193), "1.5/2 = 75 % → +193");
    assert_eq!(tpr[3], V::Integer(1800 - 800), "0 %");
    let ptp = values(&t, "PTP", System::Swiss);
    assert_eq!(
        ptp[3],
        V::Integer(1600 - 800),
        "zero score: lowest opponent − 800"
    );
    assert_eq!(
        values(&t, "ARO/C1", System::Swiss)[0],
        V::Integer(1700),
        "1500 cut"
    );

    let mut unrated = swiss();
    unrated.players[5].rating = None;
    assert_eq!(
        values(&unrated, "ARO", System::Swiss),
        vec![V::Undefined; 6]
    );
    let fixed = StandingsOptions::new(System::Swiss).with_unrated_rating(1000);
    let tb: TieBreak = "ARO".parse().unwrap();
    let aro = tiebreak_values(&unrated, &tb, &fixed).unwrap();
    assert_eq!(
        aro[0].1,
        V::Integer(1525),
        "(1700 + 1000 + 1800 + 1600) / 4"
    );
}

#[test]
fn dummy_score_is_capped_in_2026() {
    // 1 wins both games, then gets the PAB in round 3: own score 3.0, cap D × R = 1.5.
    let t = build(
        4,
        3,
        &[
            (1, 1, 2, R::Win),
            (1, 3, 4, R::Win),
            (2, 1, 3, R::Win),
            (2, 2, 4, R::Draw),
            (3, 2, 3, R::Win),
        ],
        &[(3, 1, R::PairingAllocatedBye), (3, 4, R::ZeroPointBye)],
    );
    let bh = values(&t, "BH", System::Swiss);
    // Opponents 2 (1.5) and 3 (1.0), plus the PAB's dummy min(3.0, 1.5) = 1.5.
    assert_eq!(bh[0], V::Hundredths(150 + 100 + 150));
    // SB: wins against 2 (1.5) and 3 (1.0), PAB × capped dummy 1.5.
    assert_eq!(values(&t, "SB", System::Swiss)[0], V::Hundredths(400));
}

#[test]
fn direct_encounter_in_a_swiss() {
    let t = swiss();
    let rows = standings(
        &t,
        &["DE".parse().unwrap(), "BH".parse().unwrap()],
        System::Swiss,
    )
    .unwrap();
    let summary: Vec<(u32, u32, V)> = rows.iter().map(|r| (r.rank, r.tpn, r.values[0])).collect();
    // 2 and 6 (2.0) met in round 4 and 2 won; 3 and 4 (1.0) never met: BH decides.
    assert_eq!(
        summary,
        [
            (1, 5, V::Rank(0)),
            (2, 1, V::Rank(0)),
            (3, 2, V::Rank(1)),
            (4, 6, V::Rank(2)),
            (5, 4, V::Rank(0)),
            (6, 3, V::Rank(0)),
        ]
    );
}

#[test]
fn direct_encounter_when_not_all_have_met() {
    // A=1, B=2, C=3 finish on 2 points; A beat B and C, B and C never met. A is first whatever
    // B–C would have been; B and C stay tied.
    let t = build(
        6,
        3,
        &[
            (1, 1, 2, R::Win),
            (1, 3, 6, R::Win),
            (1, 4, 5, R::Win),
            (2, 1, 3, R::Win),
            (2, 2, 5, R::Win),
            (2, 4, 6, R::Draw),
            (3, 4, 1, R::Win),
            (3, 2, 6, R::Win),
            (3, 3, 5, R::Win),
        ],
        &[],
    );
    let rows = standings(&t, &["DE".parse().unwrap()], System::Swiss).unwrap();
    let summary: Vec<(u32, u32, V)> = rows.iter().map(|r| (r.rank, r.tpn, r.values[0])).collect();
    assert_eq!(
        summary,
        [
            (1, 4, V::Rank(0)),
            (2, 1, V::Rank(1)),
            (3, 2, V::Rank(2)),
            (3, 3, V::Rank(2)),
            (5, 6, V::Rank(0)),
            (6, 5, V::Rank(0)),
        ]
    );
}

/// Round robin of 4 (Berger table), 1–2 forfeited (2 wins it).
fn round_robin() -> Tournament {
    let mut t = build(
        4,
        3,
        &[
            (1, 1, 4, R::Win),
            (1, 2, 3, R::Draw),
            (2, 4, 3, R::Draw),
            (2, 1, 2, R::ForfeitLoss),
            (3, 2, 4, R::Draw),
            (3, 3, 1, R::Loss),
        ],
        &[],
    );
    t.pairing_system = Some("FIDE_ROUNDROBIN".into());
    t
}

#[test]
fn round_robin_counts_forfeits_as_games() {
    let t = round_robin();
    assert!(t.is_round_robin());
    assert_eq!(
        values(&t, "SB", System::RoundRobin),
        h(&[2.0, 3.0, 1.5, 1.5])
    );
    assert_eq!(
        values(&t, "BH", System::RoundRobin),
        h(&[4.0, 4.0, 5.0, 5.0])
    );
    // Limit: 50 % of 3 games = 1.5 points → opponents 1 and 2 (2.0 each).
    assert_eq!(
        values(&t, "KS", System::RoundRobin),
        h(&[0.0, 1.0, 0.5, 0.5])
    );
    assert_eq!(
        values(&t, "KS/L30", System::RoundRobin),
        h(&[2.0, 2.0, 1.0, 1.0])
    );
    assert_eq!(values(&t, "WIN", System::RoundRobin), i(&[2, 1, 0, 0]));
}

#[test]
fn round_robin_default_standings() {
    let t = round_robin();
    let list = TieBreak::parse_list("DE,SB,WIN,KS").unwrap();
    let rows: Vec<StandingRow> = standings(&t, &list, System::RoundRobin).unwrap();
    let summary: Vec<(u32, u32, i64)> = rows
        .iter()
        .map(|r| (r.rank, r.tpn, r.points.tenths()))
        .collect();
    assert_eq!(
        summary,
        [(1, 2, 20), (2, 1, 20), (3, 3, 10), (3, 4, 10)],
        "DE counts the forfeit; 3 and 4 share"
    );
    assert_eq!(
        rows[0].values,
        vec![
            V::Rank(1),
            V::Hundredths(300),
            V::Integer(1),
            V::Hundredths(100)
        ]
    );
    // Under Swiss rules the forfeit is not an encounter: DE cannot separate 1 and 2, SB does.
    let swiss_rows = standings(&t, &list, System::Swiss).unwrap();
    assert_eq!(swiss_rows[0].values[0], V::Rank(0));
    let with_forfeits = TieBreak::parse_list("DE/P").unwrap();
    let rows = standings(&t, &with_forfeits, System::Swiss).unwrap();
    assert_eq!((rows[0].tpn, rows[0].values[0]), (2, V::Rank(1)));
}

#[test]
fn standings_reject_inconsistent_tournaments() {
    let mut t = swiss();
    t.players[0].rounds[0].opponent = Some(5);
    assert!(standings(&t, &[], System::Swiss).is_err());
}
