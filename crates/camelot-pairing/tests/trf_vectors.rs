//! TRF reading and writing on every file of the shared Swiss vectors.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed read is a failed test

use std::fs;
use std::path::{Path, PathBuf};

use camelot_pairing::{Colour, PointSystem, Points, ResultCode, Tournament};

fn vectors_dir() -> PathBuf {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/swiss-vectors"
    ))
    .to_path_buf()
}

/// Every `round-*.in.trf` and `full.trf`, sorted.
fn trf_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs: Vec<PathBuf> = fs::read_dir(vectors_dir())
        .expect("swiss-vectors directory")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut inner: Vec<PathBuf> = fs::read_dir(&dir)
            .expect("tournament directory")
            .map(|e| e.expect("dir entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "trf"))
            .collect();
        inner.sort();
        files.extend(inner);
    }
    files
}

fn is_full(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "full.trf")
}

#[test]
fn every_vector_file_round_trips() {
    let files = trf_files();
    assert_eq!(files.len(), 12 + 87, "12 full.trf and 87 round inputs");
    for path in &files {
        let text = fs::read_to_string(path).expect("readable");
        let t = Tournament::from_trf(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let written = t
            .to_trf()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let again =
            Tournament::from_trf(&written).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(again, t, "{}: read(write(t)) != t", path.display());

        if is_full(path) {
            // The generator's file has no 142/152 records: the writer adds them, everything
            // else comes back line for line.
            let mut original: Vec<&str> = text.lines().collect();
            let mut out: Vec<&str> = written
                .lines()
                .filter(|l| !l.starts_with("142 ") && !l.starts_with("152 "))
                .collect();
            original.sort_unstable();
            out.sort_unstable();
            assert_eq!(out, original, "{}", path.display());
            assert!(written.contains(&format!("142 {}\n", t.total_rounds)));
        } else {
            assert_eq!(written, text, "{}: written text differs", path.display());
        }
    }
}

#[test]
fn line_endings_do_not_matter() {
    for path in trf_files().iter().step_by(7) {
        let text = fs::read_to_string(path).expect("readable");
        let t = Tournament::from_trf(&text).expect("parses");
        let crlf = text.replace('\n', "\r\n");
        let cr = text.replace('\n', "\r");
        assert_eq!(Tournament::from_trf(&crlf).expect("CRLF parses"), t);
        assert_eq!(Tournament::from_trf(&cr).expect("CR parses"), t);
    }
}

#[test]
fn header_records_are_interpreted() {
    let dir = vectors_dir();
    let t = Tournament::from_trf(
        &fs::read_to_string(dir.join("t10-p016-r08/round-05.in.trf")).unwrap(),
    )
    .unwrap();
    assert_eq!(t.name, "AutoTest Tournament 2005");
    assert_eq!(t.total_rounds, 8);
    assert_eq!(t.initial_colour, Colour::Black);
    assert_eq!(t.point_system, PointSystem::THREE_ONE_ZERO);
    assert_eq!(t.pairing_system.as_deref(), Some("FIDE_DUTCH_2025"));
    assert_eq!(t.players.len(), 16);
    assert_eq!(t.rounds_played(), 4);
    assert_eq!(t.next_round(), 5);
    let p4 = t.player(4).unwrap();
    assert_eq!(p4.entry(4).result, ResultCode::HalfPointBye);
    assert_eq!(p4.points_after(4, &t.point_system), Points::whole(7));
    let p3 = t.player(3).unwrap();
    assert_eq!(p3.entry(4).result, ResultCode::ForfeitLoss);
    assert_eq!(p3.entry(4).opponent, Some(6));
    assert_eq!(p3.rating, Some(2288));

    // full.trf has no 142/152: rounds come from the columns, the colour from round 1.
    let full =
        Tournament::from_trf(&fs::read_to_string(dir.join("t10-p016-r08/full.trf")).unwrap())
            .unwrap();
    assert_eq!(full.total_rounds, 8);
    assert_eq!(full.initial_colour, Colour::Black);
    assert_eq!(full.point_system, PointSystem::THREE_ONE_ZERO);
    assert_eq!(full.other_records, vec!["092 FIDE_DUTCH_2025".to_string()]);
}

/// Inputs where a half-point bye is set for the round being paired: the points column leaves
/// it out; the reader must accept the variant that counts it, with the same result.
#[test]
fn preset_half_point_bye_points_column_variants() {
    let mut checked = 0;
    for path in trf_files().iter().filter(|p| !is_full(p)) {
        let text = fs::read_to_string(path).unwrap();
        let t = Tournament::from_trf(&text).unwrap();
        let round = t.next_round();
        let preset: Vec<u32> = t
            .players
            .iter()
            .filter(|p| p.entry(round).result == ResultCode::HalfPointBye)
            .map(|p| p.tpn)
            .collect();
        if preset.is_empty() {
            continue;
        }
        let variant: String = text
            .lines()
            .map(|line| {
                let tpn: u32 = line
                    .get(4..8)
                    .and_then(|s| s.trim().parse().ok())
                    .unwrap_or(0);
                if line.starts_with("001") && preset.contains(&tpn) {
                    let declared = Points::parse(&line[80..84]).unwrap();
                    let with_bye = declared + t.point_system.half_point_bye;
                    format!(
                        "{}{:>4}{}\n",
                        &line[..80],
                        with_bye.to_string(),
                        &line[84..]
                    )
                } else {
                    format!("{line}\n")
                }
            })
            .collect();
        assert_ne!(variant, text);
        assert_eq!(
            Tournament::from_trf(&variant).unwrap(),
            t,
            "{}",
            path.display()
        );
        checked += 1;
    }
    assert!(
        checked >= 5,
        "only {checked} files with a pre-set half-point bye"
    );
}
