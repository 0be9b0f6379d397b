//! Perft with a chosen transposition-table size, timed: for checking that counts do not
//! depend on the table and for quick speed comparisons.
//!
//! `cargo run --release -p camelot-rules --example perft -- POSITION DEPTH [TABLE_BITS|none]`

use std::time::Instant;

use camelot_rules::{Perft, Position};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(pos), Some(depth)) = (args.first(), args.get(1)) else {
        eprintln!("usage: perft POSITION DEPTH [TABLE_BITS|none]");
        std::process::exit(2);
    };
    let position = if pos == "start" {
        Position::start()
    } else {
        match pos.parse::<Position>() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("invalid position: {e}");
                std::process::exit(2);
            }
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("DEPTH must be a number");
        std::process::exit(2);
    };
    let bits = match args.get(2).map(String::as_str) {
        None | Some("none") => None,
        Some(b) => b.parse::<u32>().ok(),
    };
    let started = Instant::now();
    let count = Perft::new(bits).count(&position, depth);
    let secs = started.elapsed().as_secs_f64();
    println!("perft({depth}) = {count} in {secs:.3} s (table bits: {bits:?})");
}
