//! Short-lived access tokens: HS256 JWTs with `sub`, `iat`, `exp`, `iss` and `aud`.
//!
//! Expiry is checked against the application clock (not the library's wall clock) so the
//! correspondence clock, token expiry and tests all share one notion of "now".

use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

use crate::i18n::Message;
use crate::service::error::ServiceError;

#[derive(Debug, Serialize, Deserialize, Clone, PartialEq)]
pub struct Claims {
    /// The user id.
    pub sub: String,
    pub iat: i64,
    pub exp: i64,
    pub iss: String,
    pub aud: String,
    /// A unique id per token: two tokens issued in the same second still differ. Not needed to
    /// verify a token.
    #[serde(default)]
    pub jti: String,
    /// The user's token generation when it was issued: bumping it revokes the token.
    #[serde(default, rename = "gen")]
    pub generation: i32,
}

/// What a valid access token says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verified {
    pub user_id: i64,
    pub generation: i32,
    pub expires_at: DateTime<Utc>,
}

pub struct JwtKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    issuer: String,
    audience: String,
    ttl: chrono::Duration,
}

impl std::fmt::Debug for JwtKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JwtKeys")
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .finish()
    }
}

impl JwtKeys {
    pub fn new(secret: &str, issuer: &str, audience: &str, ttl: std::time::Duration) -> Self {
        JwtKeys {
            encoding: EncodingKey::from_secret(secret.as_bytes()),
            decoding: DecodingKey::from_secret(secret.as_bytes()),
            issuer: issuer.to_owned(),
            audience: audience.to_owned(),
            ttl: chrono::Duration::from_std(ttl).unwrap_or(chrono::Duration::minutes(15)),
        }
    }

    /// Lifetime of an access token, in seconds.
    pub fn ttl_secs(&self) -> i64 {
        self.ttl.num_seconds()
    }

    /// Issues an access token for a user at their current token generation.
    pub fn issue(
        &self,
        user_id: i64,
        generation: i32,
        now: DateTime<Utc>,
    ) -> Result<String, ServiceError> {
        let claims = Claims {
            sub: user_id.to_string(),
            iat: now.timestamp(),
            exp: (now + self.ttl).timestamp(),
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
            jti: uuid::Uuid::new_v4().to_string(),
            generation,
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(ServiceError::internal)
    }

    /// Verifies signature, algorithm, issuer, audience and expiry (the token's own claims; the
    /// generation is checked against the account by `auth::credentials`).
    pub fn verify(&self, token: &str, now: DateTime<Utc>) -> Result<Verified, ServiceError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[&self.issuer]);
        validation.set_audience(&[&self.audience]);
        validation.set_required_spec_claims(&["exp", "sub", "iss", "aud"]);
        validation.validate_exp = false;
        validation.validate_nbf = false;
        let data = decode::<Claims>(token, &self.decoding, &validation).map_err(|e| {
            ServiceError::InvalidToken(
                Message::new("access-token-invalid").arg("error", e.to_string()),
            )
        })?;
        if data.claims.exp <= now.timestamp() {
            return Err(ServiceError::InvalidToken(Message::new(
                "access-token-expired",
            )));
        }
        let user_id = data
            .claims
            .sub
            .parse::<i64>()
            .map_err(|_| ServiceError::InvalidToken(Message::new("access-token-no-user")))?;
        Ok(Verified {
            user_id,
            generation: data.claims.generation,
            expires_at: DateTime::from_timestamp(data.claims.exp, 0).unwrap_or(now),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> JwtKeys {
        JwtKeys::new(
            "secret-secret-secret-secret-secret",
            "iss",
            "aud",
            std::time::Duration::from_secs(60),
        )
    }

    #[test]
    fn round_trip_and_expiry() {
        let now = Utc::now();
        let k = keys();
        let t = k.issue(7, 3, now).unwrap();
        let v = k.verify(&t, now).unwrap();
        assert_eq!((v.user_id, v.generation), (7, 3));
        assert!(k.verify(&t, now + chrono::Duration::seconds(61)).is_err());
    }

    #[test]
    fn tokens_issued_in_one_second_differ() {
        let now = Utc::now();
        let k = keys();
        assert_ne!(k.issue(7, 0, now).unwrap(), k.issue(7, 0, now).unwrap());
    }

    #[test]
    fn wrong_key_audience_and_none_are_refused() {
        let now = Utc::now();
        let t = keys().issue(7, 0, now).unwrap();
        let other = JwtKeys::new(
            "another-secret-another-secret-xx",
            "iss",
            "aud",
            std::time::Duration::from_secs(60),
        );
        assert!(other.verify(&t, now).is_err());
        let other_aud = JwtKeys::new(
            "secret-secret-secret-secret-secret",
            "iss",
            "x",
            std::time::Duration::from_secs(60),
        );
        assert!(other_aud.verify(&t, now).is_err());
        // An unsigned token (alg "none").
        use base64::Engine;
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let header = b64.encode(br#"{"alg":"none","typ":"JWT"}"#);
        let payload = b64.encode(
            format!(
                r#"{{"sub":"7","iat":{},"exp":{},"iss":"iss","aud":"aud"}}"#,
                now.timestamp(),
                now.timestamp() + 60
            )
            .as_bytes(),
        );
        assert!(keys().verify(&format!("{header}.{payload}."), now).is_err());
    }
}
