//! Password hashing with argon2id, OWASP parameters (19 MiB, 2 passes, 1 lane).
//!
//! Each hash needs 19 MiB of work memory. Allocating it afresh per login makes the allocator
//! keep every block it ever freed (RSS grows with each burst of logins), and a burst of logins
//! at once would need 19 MiB each. So at most one hash per core runs at a time, and each borrows
//! its work memory from a small pool that is reused.

use crate::error::Refusal;
use crate::i18n::Message;
use std::sync::{LazyLock, Mutex, OnceLock};

use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use tokio::sync::Semaphore;

use crate::service::error::ServiceError;

/// One permit per core: hashing is CPU-bound, more at once only queues inside the OS.
static HASHING: LazyLock<Semaphore> = LazyLock::new(|| {
    Semaphore::new(std::thread::available_parallelism().map_or(2, std::num::NonZero::get))
});

/// Work memory of finished hashes, ready for the next one.
static WORK_MEMORY: Mutex<Vec<Vec<Block>>> = Mutex::new(Vec::new());

/// Runs `f` with `blocks` blocks of pooled work memory.
fn with_memory<T>(blocks: usize, f: impl FnOnce(&mut [Block]) -> T) -> T {
    let take = || WORK_MEMORY.lock().unwrap_or_else(|e| e.into_inner()).pop();
    let mut memory = take().unwrap_or_default();
    memory.resize(blocks, Block::default());
    let out = f(&mut memory);
    WORK_MEMORY
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(memory);
    out
}

/// Shortest password accepted (characters).
pub const MIN_PASSWORD_CHARS: usize = 10;
/// Longest password accepted (characters); beyond this it is abuse, not security.
pub const MAX_PASSWORD_CHARS: usize = 128;

fn hasher() -> Result<Argon2<'static>, ServiceError> {
    let params = Params::new(19 * 1024, 2, 1, None).map_err(ServiceError::internal)?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// Checks length rules; the message is shown to the user.
pub fn check_strength(password: &str) -> Result<(), Refusal> {
    let n = password.chars().count();
    if n < MIN_PASSWORD_CHARS {
        return Err(Refusal::msg(
            Message::new("password-too-short").arg("min", MIN_PASSWORD_CHARS),
        ));
    }
    if n > MAX_PASSWORD_CHARS {
        return Err(Refusal::msg(
            Message::new("password-too-long").arg("max", MAX_PASSWORD_CHARS),
        ));
    }
    Ok(())
}

/// The raw argon2 output for a password and a base64 salt, computed in pooled memory.
fn raw_hash(
    argon: &Argon2<'_>,
    params: &Params,
    password: &str,
    salt: argon2::password_hash::Salt<'_>,
    out: &mut [u8],
) -> Result<(), String> {
    let mut salt_buf = [0u8; 64];
    let salt = salt.decode_b64(&mut salt_buf).map_err(|e| e.to_string())?;
    with_memory(params.block_count(), |memory| {
        argon
            .hash_password_into_with_memory(password.as_bytes(), salt, out, memory)
            .map_err(|e| e.to_string())
    })
}

/// Hashes a password into a PHC string (CPU-heavy: call through [`blocking`]).
pub fn hash(password: &str) -> Result<String, ServiceError> {
    let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
    let argon = hasher()?;
    let params = argon.params().clone();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    raw_hash(&argon, &params, password, salt.as_salt(), &mut out)
        .map_err(ServiceError::internal)?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(ServiceError::internal)?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).map_err(ServiceError::internal)?),
    };
    Ok(phc.to_string())
}

/// Verifies a password against a stored PHC hash, with the parameters stored in it
/// (CPU-heavy: call through [`blocking`]). The comparison is constant-time.
pub fn verify(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    let (Ok(algorithm), Ok(params), Some(salt), Some(expected)) = (
        Algorithm::try_from(parsed.algorithm),
        Params::try_from(&parsed),
        parsed.salt,
        parsed.hash,
    ) else {
        return false;
    };
    let Ok(version) = parsed.version.map_or(Ok(Version::V0x13), Version::try_from) else {
        return false;
    };
    let argon = Argon2::new(algorithm, version, params.clone());
    let mut out = vec![0u8; expected.len()];
    raw_hash(&argon, &params, password, salt, &mut out).is_ok()
        && Output::new(&out).is_ok_and(|computed| computed == expected)
}

/// Spends the same time as a real verification, for unknown usernames, so response times do
/// not reveal which usernames exist.
pub fn verify_dummy(password: &str) {
    static DUMMY: OnceLock<Option<String>> = OnceLock::new();
    if let Some(h) = DUMMY.get_or_init(|| hash("not-a-real-password-0000").ok()) {
        let _ = verify(password, h);
    }
}

/// Runs a hashing closure on the blocking pool, at most one per core at a time.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ServiceError> {
    let _permit = HASHING.acquire().await.map_err(ServiceError::internal)?;
    tokio::task::spawn_blocking(f)
        .await
        .map_err(ServiceError::internal)
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

    /// The pooled hashing writes and reads the same PHC strings as the argon2 crate's own
    /// `PasswordHasher`/`PasswordVerifier`, so stored hashes stay valid both ways.
    #[test]
    fn agrees_with_the_argon2_crate() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let ours = hash("correct horse battery").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(
            hasher()
                .unwrap()
                .verify_password(b"correct horse battery", &parsed)
                .is_ok()
        );
        let salt = SaltString::from_b64("c2FsdHNhbHRzYWx0c2FsdA").unwrap();
        let theirs = hasher()
            .unwrap()
            .hash_password(b"correct horse battery", &salt)
            .unwrap()
            .to_string();
        assert!(verify("correct horse battery", &theirs));
        assert!(!verify("correct horse batterz", &theirs));
        // Other parameters stored in a hash are honoured (an older, cheaper setting).
        let cheap = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(8 * 1024, 1, 1, None).unwrap(),
        )
        .hash_password(b"correct horse battery", &salt)
        .unwrap()
        .to_string();
        assert!(verify("correct horse battery", &cheap));
        assert!(!verify(
            "correct horse battery",
            &cheap.replace("m=8192", "m=8193")
        ));
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
