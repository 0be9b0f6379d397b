//! What the API answers with: the response types (and their OpenAPI schemas) and the code that
//! writes them as JSON.
//!
//! They live apart from the handlers in `api/` because more than the handlers write them: the
//! jobs store a finished game's move list as the very text a game read answers with, and a
//! stored or kept answer must not drift from a freshly rendered one. Views may use `domain`,
//! `db::models` and `service` (the records they are built from) and `error`; they never use
//! `api` (handlers render views, not the other way round), so `service` and `jobs` can use
//! views without depending on HTTP handlers. A view's type and its doc comments are its
//! OpenAPI schema: a change here is a change of the published document.
//!
//! - [`games`]: a game (`GameView`, kept in two parts), its legal moves, game lists.
//! - [`moves`]: a move in a game view and its serde-free JSON writer, which [`games`] uses.
//! - [`tournaments`]: a tournament, its rounds, crosstable, audit log and entrants.

pub mod games;
pub mod moves;
pub mod tournaments;
