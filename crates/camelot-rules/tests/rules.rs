//! One test per rule of the contract, on small hand-made positions whose answers are worked out
//! by hand in the comments.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_rules::{
    ClaimRefused, DrawClaimKind, EndReason, Game, Outcome, Piece, PieceKind, Position, Side, Square,
};

/// A position from `side` to move and pieces written as `K:E5 m:D6 ...`.
fn pos(side: Side, pieces: &str) -> Position {
    let mut p = Position::empty(camelot_rules::Variant::Camelot, side);
    for item in pieces.split_whitespace() {
        let (letter, square) = item.split_once(':').unwrap();
        let piece = Piece::from_letter(letter.chars().next().unwrap()).unwrap();
        p = p.with_piece(square.parse().unwrap(), Some(piece));
    }
    p
}

fn paths(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.path.to_string()).collect()
}

fn tag(p: &Position, path: &str) -> &'static str {
    match p.check(path) {
        Ok(m) => panic!("{path} accepted as {} in {p}", m.path),
        Err(e) => e.tag(),
    }
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Two far-away Black Men keep these positions from being finished games.
const BLACK_FAR: &str = "m:A13 m:L13";

#[test]
fn plain_step_to_each_empty_neighbour() {
    let p = pos(Side::White, &format!("M:E5 M:A4 {BLACK_FAR}"));
    let e5: Vec<String> = paths(&p)
        .into_iter()
        .filter(|m| m.starts_with("E5"))
        .collect();
    assert_eq!(
        e5,
        [
            "E5-D4", "E5-D5", "E5-D6", "E5-E4", "E5-E6", "E5-F4", "E5-F5", "E5-F6"
        ]
    );
    // A square beyond a neighbour is a leap, and there is nothing to leap over.
    assert_eq!(tag(&p, "E5-E7"), "nothing-to-leap");
    assert_eq!(tag(&p, "E5-E8"), "not-adjacent");
    assert_eq!(tag(&p, "E5-E6-E7"), "plain-in-sequence");
    assert_eq!(tag(&p, "E5xE6"), "wrong-separator");
}

#[test]
fn canter_over_friends_with_turns_and_no_revisit() {
    // C3 leaps C4 to C5, then D6 to E7: E7 needs two canter steps.
    let p = pos(Side::White, &format!("M:C3 M:C4 M:D6 {BLACK_FAR}"));
    let c3: Vec<String> = paths(&p)
        .into_iter()
        .filter(|m| m.starts_with("C3"))
        .collect();
    assert!(
        c3.contains(&"C3-C5".to_owned()) && c3.contains(&"C3-C5-E7".to_owned()),
        "{c3:?}"
    );
    let mv = p.check("c3-c5-e7").unwrap();
    assert_eq!(
        mv.result.piece_at(sq("E7")).map(|p| p.kind),
        Some(PieceKind::Man)
    );
    assert!(
        mv.result.piece_at(sq("C4")).is_some(),
        "a cantered-over piece stays"
    );
    assert_eq!(tag(&p, "C3xC5"), "wrong-separator");
    assert_eq!(tag(&p, "C3-C5-C3"), "canter-revisit");
    assert_eq!(tag(&p, "C3-C5-E7-C5"), "canter-revisit");
    assert_eq!(tag(&p, "C3-C4"), "landing-occupied");
}

#[test]
fn jumps_capture_and_must_continue() {
    // C5 jumps D5 to E5, then F5 to G5; stopping on E5 is not allowed.
    let p = pos(Side::White, &format!("M:C5 m:D5 m:F5 M:H6 {BLACK_FAR}"));
    assert_eq!(paths(&p), ["C5xE5xG5"]);
    assert_eq!(tag(&p, "C5xE5"), "must-continue-jump");
    assert_eq!(tag(&p, "C5-E5"), "wrong-separator");
    let mv = p.check("C5xE5xG5").unwrap();
    assert_eq!(mv.captures, [sq("D5"), sq("F5")]);
    assert_eq!(mv.result.piece_count(Side::Black), 2);
    assert_eq!(mv.result.quiet_plies(), 0);
    assert_eq!(tag(&p, "C5xE5xG5-I7"), "canter-after-jump");
}

#[test]
fn jump_paths_may_revisit_squares_and_aliases_share_the_canonical_path() {
    // A loop: E5xG5xG7xE5 and E5xG7xG5xE5 capture F5, G6 and F6 and end on E5.
    let p = pos(Side::White, &format!("M:E5 m:F5 m:G6 m:F6 {BLACK_FAR}"));
    let a = p.check("E5xG5xG7xE5").unwrap();
    let b = p.check("E5xG7xG5xE5").unwrap();
    assert_eq!(a, b);
    assert_eq!(a.path.to_string(), "E5xG5xG7xE5");
    assert_eq!(a.result.piece_count(Side::Black), 2);
}

#[test]
fn knight_charge_and_knight_canter_rule() {
    // Knight D4 canters over D5 to D6, next to D7 which it can jump (D8 empty).
    let p = pos(Side::White, "K:D4 M:D5 m:D7 m:L13");
    let d4: Vec<String> = paths(&p)
        .into_iter()
        .filter(|m| m.starts_with("D4"))
        .collect();
    assert!(d4.contains(&"D4-D6xD8".to_owned()), "{d4:?}");
    assert!(
        !d4.contains(&"D4-D6".to_owned()),
        "the Knight canter rule forbids stopping on D6"
    );
    assert_eq!(tag(&p, "D4-D6"), "knight-must-jump");
    // A capture open only to a charge creates no duty: plain moves stay legal.
    assert!(!p.capture_required());
    assert!(p.check("D4-C4").is_ok());

    // A Man is not bound by the rule and cannot charge.
    let m = pos(Side::White, "M:D4 M:D5 m:D7 m:L13");
    assert!(m.check("D4-D6").is_ok());
    assert_eq!(tag(&m, "D4-D6xD8"), "man-cannot-charge");
}

#[test]
fn capture_duty_any_capture_will_do_including_a_charge() {
    // E5 can jump E6; Knight H4 can charge H4-H6xH8. Only captures are legal.
    let p = pos(Side::White, "M:E5 m:E6 K:H4 M:H5 m:H7 m:L13");
    assert!(p.capture_required());
    assert_eq!(paths(&p), ["E5xE7", "H4-H6xH8"]);
    let err = p.check("E5-E4").unwrap_err();
    assert_eq!(err.tag(), "capture-required");
    assert_eq!(
        err.to_string(),
        "A capture is compulsory this turn (for example E5xE7)"
    );
}

#[test]
fn own_castle_only_by_jumping_and_must_leave() {
    // F3 must jump F2 and lands in its own castle.
    let p = pos(Side::White, "M:F3 M:A4 m:F2 m:L13");
    assert_eq!(paths(&p), ["F3xF1"]);
    let after = p.check("F3xF1").unwrap().result;
    assert_eq!(
        after.must_leave_castle(),
        None,
        "Black to move: no White duty yet"
    );

    // G1 stands in White's castle: it must leave, no other piece may move, even one that
    // could capture, and never into the other castle square.
    let q = pos(Side::White, "M:G1 M:C5 m:D5 m:L13");
    assert_eq!(q.must_leave_castle(), Some(sq("G1")));
    assert_eq!(paths(&q), ["G1-F2", "G1-G2", "G1-H2"]);
    assert_eq!(tag(&q, "C5xE5"), "must-leave-own-castle");
    assert_eq!(tag(&q, "G1-F1"), "into-own-castle");
    // Plain and canter steps never enter the own castle.
    let r = pos(Side::White, "M:F2 M:A4 m:A13 m:L13");
    assert_eq!(tag(&r, "F2-F1"), "into-own-castle");

    // Leaving, the castle piece must capture when it can.
    let s = pos(Side::White, "M:G1 m:G2 m:L13 m:A13");
    assert_eq!(paths(&s), ["G1xG3"]);
    assert_eq!(tag(&s, "G1-F2"), "capture-required");
}

#[test]
fn opponent_castle_entry_ends_the_move_and_castle_moves_are_limited() {
    // F15 steps into Black's castle: a castle entry resets the quiet-ply counter.
    let p = pos(Side::White, "M:F15 M:A4 m:A13 m:L13").with_counters(7, 30);
    let mv = p.check("F15-F16").unwrap();
    assert_eq!(mv.result.quiet_plies(), 0);

    // In the castle: only the Castle Move, at most two per side.
    let q = pos(Side::White, "M:F16 M:A4 m:A13 m:L13").with_counters(5, 30);
    let castle = q.check("F16-G16").unwrap();
    assert_eq!(castle.result.castle_moves_used(Side::White), 1);
    assert_eq!(
        castle.result.quiet_plies(),
        6,
        "a Castle Move is not a castle entry"
    );
    assert_eq!(tag(&q, "F16-F15"), "leaves-opponent-castle");
    assert_eq!(tag(&q, "F16xG16"), "wrong-separator");
    let used = q.with_castle_moves_used(Side::White, 2);
    assert_eq!(tag(&used, "F16-G16"), "castle-move-limit");
    assert!(!paths(&used).iter().any(|m| m.starts_with("F16")));

    // A piece in the opponent's castle next to an exposed enemy creates no duty.
    let r = pos(Side::White, "M:F16 m:F15 M:A4 m:L13");
    assert!(!r.capture_required());
    assert!(r.check("A4-A5").is_ok());

    // A jump into the opponent's castle ends there even if another jump would follow.
    let s = pos(Side::White, "M:F14 m:F15 m:G15 M:A4 m:L13");
    assert_eq!(tag(&s, "F14xF16xH14"), "continues-after-opponent-castle");
    assert!(paths(&s).contains(&"F14xF16".to_owned()));
}

#[test]
fn game_end_rules_in_order() {
    let status = |p: &Position| (p.status().outcome, p.status().reason);
    // Two White pieces in Black's castle.
    let castle = pos(Side::Black, "M:F16 M:G16 m:A13 m:L13");
    assert_eq!(
        status(&castle),
        (Outcome::WhiteWins, Some(EndReason::Castle))
    );
    // One piece each.
    let bare = pos(Side::White, "M:A4 k:L13");
    assert_eq!(status(&bare), (Outcome::Draw, Some(EndReason::BareBoard)));
    // All Black pieces captured, White keeps two.
    let capture = pos(Side::Black, "M:A4 M:C4");
    assert_eq!(
        status(&capture),
        (Outcome::WhiteWins, Some(EndReason::Capture))
    );
    // Two against one is not a win by itself.
    let two_v_one = pos(Side::Black, "M:A4 M:C4 m:L13");
    assert_eq!(status(&two_v_one), (Outcome::Ongoing, None));
    assert!(two_v_one.status().to_string() == "*");
    // No legal move: Black's only piece is in White's castle with the Castle Move blocked.
    let blocked = pos(Side::Black, "M:A4 M:C4 m:F1 M:G1");
    assert_eq!(
        status(&blocked),
        (Outcome::WhiteWins, Some(EndReason::NoMoves))
    );
    assert!(blocked.legal_moves().is_empty());
    assert_eq!(tag(&blocked, "F1-G1"), "game-over");
}

#[test]
fn counters_follow_the_contract() {
    let start = Position::start();
    let w = start.check("D6-F8").unwrap().result;
    assert_eq!(
        (w.quiet_plies(), w.move_number(), w.side_to_move()),
        (1, 1, Side::Black)
    );
    let b = w.check("H11-F9").unwrap().result;
    assert_eq!(
        (b.quiet_plies(), b.move_number(), b.side_to_move()),
        (2, 2, Side::White)
    );
}

#[test]
fn draw_claims_repetition_and_fifty_moves() {
    let p = pos(Side::White, "K:A4 M:C4 k:L13 m:J13");
    let mut g = Game::new(p);
    assert_eq!(
        g.draw_claim(),
        Err(ClaimRefused::NotYet {
            occurrences: 1,
            quiet_plies: 0
        })
    );
    for _ in 0..2 {
        for m in ["A4-A5", "L13-L12", "A5-A4", "L12-L13"] {
            g.play(m).unwrap();
        }
    }
    assert_eq!(g.occurrences(), 3);
    assert_eq!(g.draw_claim(), Ok(DrawClaimKind::Repetition));
    assert_eq!(
        g.draw_claim_by(Side::Black),
        Err(ClaimRefused::NotYourClaim)
    );

    let q = pos(Side::White, "K:A4 M:C4 k:L13 m:J13").with_counters(99, 80);
    let mut h = Game::new(q);
    assert!(h.draw_claim().is_err());
    h.play("A4-A5").unwrap();
    assert_eq!(h.draw_claim(), Ok(DrawClaimKind::FiftyMoves));
    assert_eq!(h.draw_claim_by(Side::White), Ok(DrawClaimKind::FiftyMoves));
    h.play("C4xA6").unwrap_err(); // not a legal move: nothing to jump
}

#[test]
fn game_replay_reports_the_failing_ply() {
    let err = Game::replay(Position::start(), &["D6-F8", "H11-F9", "D6-D5"]).unwrap_err();
    assert_eq!(err.0, 2);
    assert_eq!(err.1.tag(), "empty-origin");
}
