//! Refresh tokens: opaque random strings, stored only as SHA-256 hashes.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A new random token (256 bits) and the hash to store.
pub fn generate() -> (String, Vec<u8>) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let hash = hash(&token);
    (token, hash)
}

/// The stored form of a token. A fast hash is enough: the token has 256 bits of entropy.
pub fn hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    #[test]
    fn tokens_are_distinct_and_hashed() {
        let (a, ha) = super::generate();
        let (b, _) = super::generate();
        assert_ne!(a, b);
        assert_eq!(super::hash(&a), ha);
        assert_eq!(a.len(), 43);
    }
}
