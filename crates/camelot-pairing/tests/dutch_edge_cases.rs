//! The Dutch engine on small and unusual inputs: precise errors, never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failure is a failed test

use camelot_pairing::dutch::{self, EngineInput, PlayerInput, ResultValues, RoundRecord, Side};
use camelot_pairing::{PairingError, PairingOptions, Player, ResultCode, Tournament};

fn field(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new("edge", rounds);
    for tpn in 1..=players {
        t.players
            .push(Player::new(tpn, format!("P{tpn}"), Some(2000 - tpn as u16)));
    }
    t
}

#[test]
fn empty_field_gives_an_empty_round() {
    let pairing = dutch::pair_next_round(&field(0, 5), &PairingOptions::default()).unwrap();
    assert!(pairing.pairs.is_empty());
    assert_eq!(pairing.bye, None);
}

#[test]
fn a_single_player_gets_the_bye() {
    let pairing = dutch::pair_next_round(&field(1, 5), &PairingOptions::default()).unwrap();
    assert!(pairing.pairs.is_empty());
    assert_eq!(pairing.bye, Some(1));
}

#[test]
fn round_one_follows_the_initial_colour() {
    // Round 1: S1 = 1..n/2 against S2; TPN 1 gets the initial colour, colours alternate.
    let mut t = field(6, 5);
    t.initial_colour = camelot_pairing::Colour::Black;
    let pairing = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap();
    assert_eq!(pairing.to_engine_format(), "3\n4 1\n2 5\n6 3\n");
}

#[test]
fn a_rematch_is_never_the_way_out() {
    let mut t = field(2, 3);
    t.record_game(1, 1, 2, ResultCode::Win, ResultCode::Loss)
        .unwrap();
    let err = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap_err();
    assert!(matches!(err, PairingError::NoValidPairing(_)), "{err}");
}

#[test]
fn forbidden_pairs_can_leave_no_valid_pairing() {
    let t = field(2, 3);
    let options = PairingOptions::default().with_forbidden_pair(1, 2);
    let err = dutch::pair_next_round(&t, &options).unwrap_err();
    assert!(matches!(err, PairingError::NoValidPairing(_)), "{err}");
}

#[test]
fn forbidden_pairs_are_avoided_when_possible() {
    let t = field(4, 3);
    let options = PairingOptions::default().with_forbidden_pair(1, 3);
    let pairing = dutch::pair_next_round(&t, &options).unwrap();
    for pair in &pairing.pairs {
        assert!(!matches!((pair.white, pair.black), (1, 3) | (3, 1)));
    }
    assert_eq!(pairing.pairs.len(), 2);
}

#[test]
fn absent_players_are_left_out() {
    let t = field(5, 3);
    let options = PairingOptions::default().with_absent([2, 4]);
    let pairing = dutch::pair_next_round(&t, &options).unwrap();
    let mut seen: Vec<u32> = pairing
        .pairs
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(pairing.bye)
        .collect();
    seen.sort_unstable();
    assert_eq!(seen, vec![1, 3, 5]);
}

#[test]
fn a_second_bye_is_refused() {
    // Three players; player 3 already had the PAB, 1 and 2 have met: no valid pairing.
    let mut t = field(3, 3);
    t.record_game(1, 1, 2, ResultCode::Draw, ResultCode::Draw)
        .unwrap();
    t.record_bye(1, 3, ResultCode::PairingAllocatedBye).unwrap();
    let pairing = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap();
    assert_ne!(pairing.bye, Some(3));
}

#[test]
fn a_finished_tournament_is_an_error() {
    let mut t = field(2, 1);
    t.record_game(1, 1, 2, ResultCode::Win, ResultCode::Loss)
        .unwrap();
    assert!(dutch::pair_next_round(&t, &PairingOptions::default()).is_err());
}

#[test]
fn baku_acceleration_is_reported_as_not_implemented() {
    let mut t = field(8, 5);
    t.pairing_system = Some("FIDE_DUTCH_2025_BAKU".to_string());
    let err = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap_err();
    assert!(matches!(err, PairingError::NotImplemented(_)), "{err}");
}

#[test]
fn inconsistent_engine_input_does_not_panic() {
    let record = RoundRecord {
        opponent: Some(99),
        colour: Some(Side::White),
        points: u32::MAX,
        played: true,
        paired: true,
    };
    let player = |rounds: Vec<RoundRecord>| PlayerInput {
        rounds,
        acceleration: vec![u32::MAX; 3],
        to_pair: true,
        active: true,
    };
    let input = EngineInput {
        players: vec![
            player(vec![record, record, record]),
            player(Vec::new()),
            player(vec![RoundRecord::ABSENT]),
        ],
        played_rounds: 2,
        total_rounds: 1,
        values: ResultValues::STANDARD,
        initial_colour: Side::White,
        forbidden: vec![(0, 7), (5, 6)],
    };
    let out = dutch::pair_round(&input);
    let single = dutch::pair_round_single_graph(&input);
    assert_eq!(out, single);
    if let Ok(out) = out {
        assert_eq!(out.pairs.len(), 1);
        assert!(out.bye.is_some());
    }
}

#[test]
fn the_pab_goes_to_the_candidate_with_most_games_played_c9() {
    // Round 1: 1 beat 3, 2 beat 4, 5 absent. Among the zero-score players, 5 has played no
    // game, so the PAB (which must go to the lowest score, C5) goes to 4, not 5 (C9).
    let mut t = field(5, 3);
    t.initial_colour = camelot_pairing::Colour::White;
    t.record_game(1, 1, 3, ResultCode::Win, ResultCode::Loss)
        .unwrap();
    t.record_game(1, 4, 2, ResultCode::Loss, ResultCode::Win)
        .unwrap();
    t.record_bye(1, 5, ResultCode::ZeroPointBye).unwrap();
    let pairing = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap();
    assert_eq!(pairing.to_engine_format(), "3\n2 1\n3 5\n4 0\n");
}

#[test]
fn the_pab_goes_to_the_lowest_score_possible_c5() {
    // After two rounds 1 and 3 have 2 points, 2 and 5 one, 6 none; 4 is absent in round 3.
    let mut t = field(6, 3);
    t.initial_colour = camelot_pairing::Colour::White;
    for (w, b, rw, rb) in [
        (1, 4, ResultCode::Win, ResultCode::Loss),
        (5, 2, ResultCode::Loss, ResultCode::Win),
        (3, 6, ResultCode::Win, ResultCode::Loss),
    ] {
        t.record_game(1, w, b, rw, rb).unwrap();
    }
    for (w, b, rw, rb) in [
        (2, 1, ResultCode::Loss, ResultCode::Win),
        (4, 3, ResultCode::Loss, ResultCode::Win),
        (6, 5, ResultCode::Loss, ResultCode::Win),
    ] {
        t.record_game(2, w, b, rw, rb).unwrap();
    }
    t.record_bye(3, 4, ResultCode::ZeroPointBye).unwrap();
    let pairing = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap();
    assert_eq!(pairing.to_engine_format(), "3\n1 5\n3 2\n6 0\n");
}

#[test]
fn huge_or_negative_values_are_errors_that_say_which() {
    use camelot_pairing::{Acceleration, Points};
    let acceleration = |points: Points| Acceleration {
        points,
        first_round: 1,
        last_round: 3,
        first_player: 1,
        last_player: 2,
    };
    let mut t = field(4, 3);
    t.accelerations = vec![acceleration(Points::from_tenths(i64::MAX)); 2];
    let message = dutch::pair_next_round(&t, &PairingOptions::default())
        .unwrap_err()
        .to_string();
    assert!(message.contains("too large"), "{message}");
    assert!(!message.contains("negative"), "{message}");

    t.accelerations = vec![acceleration(Points::whole(600)); 2];
    let message = dutch::pair_next_round(&t, &PairingOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        message
            .contains("player 1 in round 1 (all 250 records together) is 1200.0 points, too large"),
        "{message}"
    );

    t.accelerations = vec![acceleration(Points::whole(-1))];
    let message = dutch::pair_next_round(&t, &PairingOptions::default())
        .unwrap_err()
        .to_string();
    assert!(message.contains("non-negative"), "{message}");

    let mut t = field(4, 3);
    t.point_system.draw = Points::from_tenths(i64::MIN);
    let message = dutch::pair_next_round(&t, &PairingOptions::default())
        .unwrap_err()
        .to_string();
    assert!(message.contains("a draw is worth"), "{message}");
    assert!(message.contains("too large"), "{message}");
}

#[test]
fn rounds_of_byes_only_do_not_stop_the_pairing() {
    let mut t = field(5, 4);
    for round in 1..=2 {
        for tpn in 1..=5 {
            t.record_bye(round, tpn, ResultCode::HalfPointBye).unwrap();
        }
    }
    // Player 3 asked for a bye in round 3 as well; player 4 for round 4 only.
    t.record_bye(3, 3, ResultCode::HalfPointBye).unwrap();
    t.record_bye(4, 4, ResultCode::HalfPointBye).unwrap();
    let pairing = dutch::pair_next_round(&t, &PairingOptions::default()).unwrap();
    assert_eq!(pairing.round, 3);
    let mut seen: Vec<u32> = pairing
        .pairs
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(pairing.bye)
        .collect();
    seen.sort_unstable();
    assert_eq!(seen, vec![1, 2, 4, 5], "player 3 only sits out round 3");
    assert_eq!(pairing.pairs.len(), 2);
    assert_eq!(pairing.bye, None);
}
