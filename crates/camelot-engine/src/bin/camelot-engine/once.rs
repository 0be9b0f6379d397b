//! `bestmove` and `analyse`: one search of one position, answered as one JSON line.

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_engine::SearchOptions;
use camelot_engine::protocol::{
    Spelling, analysis_json, bestmove_json, check_lines, read_contempt, read_level, read_limits,
    read_multipv, read_position,
};

use crate::options::{engine_of, read_options};
use crate::{Failure, Since};

/// Searches the position that starts `args` with the options after it; `analyse` gives the
/// best lines of `--multipv`, `bestmove` the move.
pub fn search(args: &[String], analyse: bool, out: &mut impl Write) -> Result<(), Failure> {
    let (position, rest) = args
        .split_first()
        .ok_or_else(|| Failure::Usage("missing POSITION".into()))?;
    let o = read_options(rest).map_err(Failure::Usage)?;
    let root = read_position(position, o.variant)?;
    let limits = read_limits(o.depth, o.nodes, o.movetime, Spelling::Options)?;
    let level = read_level(o.level, Spelling::Options)?;
    let multipv = match (analyse, o.multipv) {
        (false, Some(_)) => return Err(Failure::Usage("--multipv is for analyse".into())),
        (true, None) => return Err(Failure::Usage("analyse needs --multipv K".into())),
        (_, k) => read_multipv(k, Spelling::Options)?,
    };
    check_lines(multipv, level, Spelling::Options)?;
    let contempt = read_contempt(o.contempt, Spelling::Options)?;
    let engine = engine_of(&o)?;
    let options = SearchOptions {
        limits,
        multipv,
        level,
        seed: 0,
        contempt,
    };
    let clock = Since(Instant::now());
    let result = engine.search(&root, &[], &options, &clock, &AtomicBool::new(false))?;
    let line = if analyse {
        analysis_json(&result)
    } else {
        bestmove_json(&result)
    };
    writeln!(out, "{line}").map_err(|_| Failure::Output)
}
