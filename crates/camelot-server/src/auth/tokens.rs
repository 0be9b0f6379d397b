//! Personal access tokens: `cpat_` and 256 random bits, stored only as SHA-256 hashes.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;

use super::refresh;

/// How a personal access token starts, so that it is told from an access token (a JWT) at once.
pub const PREFIX: &str = "cpat_";

/// A new token and the hash to store.
pub fn generate() -> (String, Vec<u8>) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes));
    let hash = refresh::hash(&token);
    (token, hash)
}

/// Whether a bearer token is a personal access token.
pub fn is_personal(token: &str) -> bool {
    token.starts_with(PREFIX)
}
