//! Authentication: password hashing, access tokens (JWT), refresh tokens, personal access
//! tokens, scopes, the check of a token against the account, the request extractor and roles.

pub mod credentials;
pub mod extractor;
pub mod jwt;
pub mod password;
pub mod refresh;
pub mod roles;
pub mod scopes;
pub mod tokens;
pub mod user;

pub use extractor::Authed;
pub use roles::Role;
pub use scopes::Scope;
pub use user::AuthUser;
