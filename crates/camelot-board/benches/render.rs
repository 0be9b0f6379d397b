//! How long a picture takes: the SVG and the PNG of a middlegame position with a highlighted
//! double capture, at the default size (480 pixels high) and at the largest (2048).
//!
//! `cargo bench -p camelot-board --bench render` (figures in the crate README).

#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmark code: a panic is a failure report

use std::hint::black_box;

use camelot_board::{BoardOptions, Highlight, Size, png, svg};
use camelot_rules::{Game, Position};
use criterion::{Criterion, criterion_group, criterion_main};

fn render(c: &mut Criterion) {
    let game = Game::replay(Position::start(), &["D6-F8", "C11-B10", "F7-F9"]).unwrap();
    let before = *game.position();
    let after = before.play("E10xG8xE8").unwrap();
    let last = Highlight::from_position_before(&before, "E10xG8xE8").unwrap();
    let default = BoardOptions {
        last: Some(last.clone()),
        ..BoardOptions::default()
    };
    let largest = BoardOptions {
        size: Size::new(Size::MAX).unwrap(),
        ..default.clone()
    };

    let mut group = c.benchmark_group("render");
    group.bench_function("svg (480 px)", |b| {
        b.iter(|| svg(black_box(&after), black_box(&default)))
    });
    group.bench_function("png (480 px)", |b| {
        b.iter(|| png(black_box(&after), black_box(&default)).unwrap())
    });
    group.sample_size(20);
    group.bench_function("png (2048 px)", |b| {
        b.iter(|| png(black_box(&after), black_box(&largest)).unwrap())
    });
    group.finish();

    let mut group = c.benchmark_group("highlight");
    group.bench_function("from_position_before", |b| {
        b.iter(|| Highlight::from_position_before(black_box(&before), "E10xG8xE8").unwrap())
    });
    group.bench_function("from_position_after", |b| {
        b.iter(|| Highlight::from_position_after(black_box(&after), "E10xG8xE8").unwrap())
    });
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
