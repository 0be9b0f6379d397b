//! `bench`: the speed benchmark on the fixed middlegame positions of
//! `camelot_engine::bench`.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_engine::SearchOptions;
use camelot_engine::protocol::{Spelling, bestmove_json, read_limits, read_position};
use camelot_rules::Variant;

use crate::options::{engine_of, read_options};
use crate::{Failure, Since};

/// `bench [--depth N | --movetime MS] [--threads N] [--hash MB]`: the fixed positions of
/// `camelot_engine::bench`, each searched from an empty table to depth N (default 8: a quick
/// check whose node count changes only with the search) or for MS milliseconds (a bot's
/// search length, whose speed a node is higher: BENCHMARKS.md); one line per position, then
/// the totals. The positions are Camelot's, searched at full strength, so the options that
/// would change that are refused rather than ignored.
pub fn bench(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let o = read_options(args).map_err(Failure::Usage)?;
    if o.nodes.is_some()
        || (o.depth.is_some() && o.movetime.is_some())
        || o.level.is_some()
        || o.multipv.is_some()
        || o.variant != Variant::Camelot
    {
        return Err(Failure::Usage(
            "bench takes --depth or --movetime, --threads and --hash only".into(),
        ));
    }
    let (depth, limit) = match o.movetime {
        Some(ms) => (None, format!("\"movetime_ms\":{ms}")),
        None => {
            let d = o.depth.unwrap_or(8);
            (Some(d), format!("\"depth\":{d}"))
        }
    };
    let limits = read_limits(depth, None, o.movetime, Spelling::Options)?;
    let options = SearchOptions {
        limits,
        ..SearchOptions::default()
    };
    // Each search is timed to the microsecond: a sum of whole milliseconds (what each
    // search reports) lost half a millisecond a position, 2 % of `bench` to depth 8.
    let (mut nodes, mut us) = (0u64, 0u128);
    for text in camelot_engine::bench::POSITIONS {
        let root = read_position(text, Variant::Camelot)?;
        let engine = engine_of(&o)?;
        let start = Instant::now();
        let clock = Since(start);
        let result = engine.search(&root, &[], &options, &clock, &AtomicBool::new(false))?;
        us += start.elapsed().as_micros();
        nodes += result.nodes;
        writeln!(out, "{}", bestmove_json(&result)).map_err(|_| Failure::Output)?;
    }
    let nps = u128::from(nodes) * 1_000_000 / us.max(1);
    writeln!(
        out,
        "{{\"positions\":{},{limit},\"nodes\":{nodes},\"time_ms\":{},\"nps\":{nps}}}",
        camelot_engine::bench::POSITIONS.len(),
        us / 1000
    )
    .map_err(|_| Failure::Output)
}
