//! Authentication: password hashing, access tokens (JWT), refresh tokens, the request extractor
//! and roles.

pub mod extractor;
pub mod jwt;
pub mod password;
pub mod refresh;
pub mod roles;
pub mod user;

pub use extractor::TokenUser;
pub use roles::Role;
pub use user::AuthUser;
