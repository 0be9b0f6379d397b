//! # camelot-engine
//!
//! A game engine for Camelot and every variant of its family (Camette, Cam, Chivalry, River,
//! Anti on every board), on top of the rules crate: iterative deepening of a principal-variation
//! alpha-beta search with aspiration windows, a shared lock-free transposition table, move
//! ordering, null-move pruning and late-move reductions where they are sound, a quiescence
//! search that respects the capture duty and looks at the Knights' charges, lazy SMP over several
//! threads, and an evaluation whose weights are tuned on games (each goal's on its own).
//! Levels 1–8 for people.
//!
//! Pure logic: no I/O and no clock of its own (the caller hands in limits and its clock). The
//! `camelot-engine` binary speaks JSON on the command line and on stdin/stdout (`serve`);
//! `camelot-match` plays two engines against each other with the rules crate as referee.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use camelot_engine::{Engine, Limits, SearchOptions, Elapsed, Score};
//! use camelot_rules::Position;
//!
//! struct NoClock;
//! impl Elapsed for NoClock { fn elapsed_ms(&self) -> u64 { 0 } }
//!
//! let engine = Engine::new(16, 1);
//! let options = SearchOptions { limits: Limits { depth: Some(3), ..Limits::default() }, ..SearchOptions::default() };
//! let result = engine.search(&Position::start(), &[], &options, &NoClock, &AtomicBool::new(false))?;
//! assert!(Position::start().check(&result.best_path).is_ok());
//! assert!(matches!(result.score, Score::Cp(_)));
//! # Ok::<(), camelot_engine::EngineError>(())
//! ```

pub mod bench;
pub mod engine;
pub mod error;
pub mod eval;
pub mod levels;
pub mod protocol;
pub mod score;
pub mod search;
pub mod tt;
pub mod tune;

pub use engine::{
    DEFAULT_MOVETIME_MS, Engine, LineResult, SearchOptions, SearchResult, allocate_ms, paths_of,
};
pub use error::EngineError;
pub use levels::Level;
pub use score::Score;
pub use search::{CHECKPOINT_NODES, Elapsed, Limits};
