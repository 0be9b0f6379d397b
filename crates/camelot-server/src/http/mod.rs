//! HTTP plumbing shared by every resource: error mapping for actix's own failures, routing
//! fallbacks, request observation, pagination and client-address handling.

pub mod client;
pub mod conditional;
pub mod extract;
pub mod fallback;
pub mod language;
pub mod missing;
pub mod observe;
pub mod pagination;
pub mod payload;
pub mod problem;
pub mod service_error;
