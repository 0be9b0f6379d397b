//! Password hashing with argon2id, OWASP parameters (19 MiB, 2 passes, 1 lane).

use std::sync::OnceLock;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::error::ApiError;

/// Shortest password accepted (characters).
pub const MIN_PASSWORD_CHARS: usize = 10;
/// Longest password accepted (characters); beyond this it is abuse, not security.
pub const MAX_PASSWORD_CHARS: usize = 128;

fn hasher() -> Result<Argon2<'static>, ApiError> {
    let params = Params::new(19 * 1024, 2, 1, None).map_err(ApiError::internal)?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Checks length rules; the message is shown to the user.
pub fn check_strength(password: &str) -> Result<(), String> {
    let n = password.chars().count();
    if n < MIN_PASSWORD_CHARS {
        return Err(format!(
            "must be at least {MIN_PASSWORD_CHARS} characters long"
        ));
    }
    if n > MAX_PASSWORD_CHARS {
        return Err(format!(
            "must be at most {MAX_PASSWORD_CHARS} characters long"
        ));
    }
    Ok(())
}

/// Hashes a password (CPU-heavy: call from a blocking thread).
pub fn hash(password: &str) -> Result<String, ApiError> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    hasher()?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(ApiError::internal)
}

/// Verifies a password against a stored hash (CPU-heavy: call from a blocking thread).
pub fn verify(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    match hasher() {
        Ok(h) => h.verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// Spends the same time as a real verification, for unknown usernames, so response times do
/// not reveal which usernames exist.
pub fn verify_dummy(password: &str) {
    static DUMMY: OnceLock<Option<String>> = OnceLock::new();
    if let Some(h) = DUMMY.get_or_init(|| hash("not-a-real-password-0000").ok()) {
        let _ = verify(password, h);
    }
}

/// Runs a hashing closure on the blocking pool.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(ApiError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_and_verify() {
        let h = hash("correct horse battery").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse battery", &h));
        assert!(!verify("wrong horse battery", &h));
        assert!(!verify("x", "not a hash"));
    }

    #[test]
    fn strength() {
        assert!(check_strength("short").is_err());
        assert!(check_strength("long enough!").is_ok());
        assert!(check_strength(&"x".repeat(129)).is_err());
        // Characters, not bytes.
        assert!(check_strength("ééééééééé").is_err());
    }
}
