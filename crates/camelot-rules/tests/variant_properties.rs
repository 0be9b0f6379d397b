//! Properties of every variant on random playouts, and robustness on random text: listings agree
//! with the fast count, with path checks, with copy-make and with the legality check of single
//! moves, keys are incremental, strings round-trip, and nothing panics.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure report

use camelot_rules::{MoveGenerator, Path, Position, Variant};
use proptest::prelude::*;

#[path = "common/legality.rs"]
mod legality;

/// Everything that must hold in any position of any variant.
fn check_position(p: &Position) {
    let v = p.variant();
    let text = p.to_string();
    assert_eq!(Position::parse_variant(&text, v).unwrap(), *p, "{v} {text}");
    let status = p.status();
    let count = p.legal_move_count();
    if status.is_over() {
        assert_eq!(count, 0, "{v} {text}");
        assert_eq!(
            p.decided_status().unwrap_or_else(|| p.no_move_status()),
            status
        );
        return;
    }
    assert!(count > 0, "{v} {text}: ongoing without moves");
    let mut generated = Vec::new();
    MoveGenerator::new().generate(p, &mut generated);
    assert_eq!(generated.len() as u64, count, "{v} {text}");
    if p.in_placement_phase() {
        // Thousands of placements: check a few.
        for mv in generated.iter().step_by(997) {
            let path = p.path_of(mv).unwrap();
            let checked = p.check(&path.to_string().to_lowercase()).unwrap();
            assert_eq!(checked.result, p.play_move(mv), "{v} {text}");
        }
        return;
    }
    legality::check_is_legal(p);
    let moves = p.legal_moves();
    assert_eq!(moves.len() as u64, count, "{v} {text}");
    let key = p.zobrist();
    for m in &moves {
        let checked = p
            .check(&m.path.to_string())
            .unwrap_or_else(|e| panic!("{v}: listed {} rejected ({e}) in {text}", m.path));
        assert_eq!(&checked, m);
        let mv = m.as_move();
        assert!(
            generated.contains(&mv),
            "{v}: {} not generated in {text}",
            m.path
        );
        assert_eq!(p.play_move(&mv), m.result);
        assert_eq!(p.zobrist_after(key, &mv), m.result.zobrist());
        assert_eq!(p.path_of(&mv).as_ref(), Some(&m.path));
    }
}

fn playout(variant: Variant, choices: &[u16]) {
    let mut p = variant.start();
    for &c in choices {
        check_position(&p);
        let mut moves = Vec::new();
        MoveGenerator::new().generate(&p, &mut moves);
        if p.status().is_over() || moves.is_empty() {
            return;
        }
        p = p.play_move(&moves[usize::from(c) % moves.len()]);
    }
    check_position(&p);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_playouts_of_every_variant(
        variant in 0..Variant::ALL.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..90),
    ) {
        playout(Variant::ALL[variant], &choices);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_panic_on_any_text(
        variant in 0..Variant::ALL.len(),
        text in "[0-9A-Za-z/ ,x-]{0,80}",
    ) {
        let variant = Variant::ALL[variant];
        if let Ok(p) = Position::parse_variant(&text, variant) {
            let _ = p.status();
            let _ = p.legal_move_count();
        }
        let _ = Path::parse_for(&text, variant);
        let start = variant.start();
        if let Err(e) = start.check(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}

/// Every variant played out a long way from its start, deterministically (the random test above
/// samples; this one walks each variant to its end or 300 plies).
#[test]
fn long_playouts_of_every_variant() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let choices: Vec<u16> = (0..300u32)
            .map(|n| ((n * 7919 + i as u32 * 104_729) % 65_521) as u16)
            .collect();
        playout(variant, &choices);
    }
}
