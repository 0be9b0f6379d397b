//! `serve`: one JSON request per line on stdin, one answer per line on stdout; a bad request
//! gets an `error` line and the process keeps serving.

use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use camelot_engine::EngineError;
use camelot_engine::protocol::{answer_json, error_json, parse_request};

use crate::options::{engine_of, read_options};
use crate::{Failure, Since};

/// Answers the requests on stdin until it ends.
pub fn serve(args: &[String], out: &mut impl Write) -> Result<(), Failure> {
    let o = read_options(args).map_err(Failure::Usage)?;
    // Each request names its own variant, limits and level: options for them here would be
    // silently unused.
    if o.depth.is_some()
        || o.nodes.is_some()
        || o.movetime.is_some()
        || o.level.is_some()
        || o.multipv.is_some()
        || o.contempt.is_some()
        || o.variant_given
    {
        return Err(Failure::Usage(
            "serve takes --threads and --hash only: each request gives its variant, limits, level and contempt"
                .into(),
        ));
    }
    let engine = engine_of(&o)?;
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(line) => line,
            // Not UTF-8: answer and go on reading.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                writeln!(
                    out,
                    "{}",
                    error_json(&serde_json::Value::Null, &EngineError::NotUtf8)
                )
                .map_err(|_| Failure::Output)?;
                out.flush().map_err(|_| Failure::Output)?;
                continue;
            }
            // Any other read error would come back on every read: stop.
            Err(e) => return Err(Failure::Usage(format!("cannot read the requests: {e}"))),
        };
        if line.trim().is_empty() {
            continue;
        }
        let answer = match parse_request(&line) {
            Err(refusal) => error_json(&refusal.id, &refusal.error),
            Ok(request) => {
                if request.new_game {
                    engine.new_game();
                }
                let clock = Since(Instant::now());
                match engine.search(
                    &request.position,
                    &request.history,
                    &request.options,
                    &clock,
                    &AtomicBool::new(false),
                ) {
                    Ok(result) => answer_json(&request.id, &result),
                    Err(e) => error_json(&request.id, &e),
                }
            }
        };
        writeln!(out, "{answer}").map_err(|_| Failure::Output)?;
        out.flush().map_err(|_| Failure::Output)?;
    }
    Ok(())
}
