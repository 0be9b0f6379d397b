//! E-mail addresses: a new address is verified by a link mailed to it (an unverified address
//! receives nothing but that mail), and every notification mail carries a one-click
//! unsubscribe link.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use hmac::{Hmac, Mac};
use serde_json::json;
use sha2::{Digest, Sha256};

use super::mail;
use super::preferences;
use crate::auth::refresh;
use crate::db::schema::{deliveries, users};
use crate::domain::DeliveryChannel;
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// How long a verification link works.
pub const VERIFY_HOURS: i64 = 24;
/// The kind of the verification mail in the outbox.
pub const VERIFICATION: &str = "email_verification";

/// Asks for a new address: it is verified by a link mailed to it; until then the account keeps
/// its old address (if any) and the new one receives nothing else.
pub async fn request_change(
    conn: &mut AsyncPgConnection,
    user: i64,
    address: &str,
    base_url: &str,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let address = address.trim().to_owned();
    if !mail::valid_address(&address) {
        return Err(ServiceError::invalid_field(
            "email",
            Message::new("email-invalid"),
        ));
    }
    let (token, hash) = refresh::generate();
    let link = format!("{base_url}/api/v1/email/verify?token={token}");
    conn.transaction::<_, ServiceError, _>(async move |conn| {
        diesel::update(users::table.find(user))
            .set((
                users::pending_email.eq(&address),
                users::email_token_hash.eq(&hash),
                users::email_token_expires_at.eq(now + Duration::hours(VERIFY_HOURS)),
            ))
            .execute(conn)
            .await?;
        diesel::insert_into(deliveries::table)
            .values((
                deliveries::user_id.eq(user),
                deliveries::kind.eq(VERIFICATION),
                deliveries::data.eq(json!({"address": address, "link": link})),
                deliveries::channel.eq(DeliveryChannel::Email),
                deliveries::next_attempt_at.eq(now),
                deliveries::created_at.eq(now),
            ))
            .execute(conn)
            .await?;
        Ok(())
    })
    .await
}

/// Confirms an address by the token of its link; returns the address.
pub async fn verify(
    conn: &mut AsyncPgConnection,
    token: &str,
    now: DateTime<Utc>,
) -> ServiceResult<String> {
    let hash = refresh::hash(token);
    let found: Option<(i64, Option<String>, Option<DateTime<Utc>>)> = users::table
        .filter(users::email_token_hash.eq(&hash))
        .filter(users::deleted_at.is_null())
        .select((
            users::id,
            users::pending_email,
            users::email_token_expires_at,
        ))
        .first(conn)
        .await
        .optional()?;
    let (id, Some(address), Some(expires)) = found.unwrap_or((0, None, None)) else {
        return Err(ServiceError::NotFound(Message::new("verify-link-unknown")));
    };
    if expires <= now {
        return Err(ServiceError::Gone(Message::new("verify-link-expired")));
    }
    diesel::update(users::table.find(id))
        .set((
            users::email.eq(&address),
            users::email_verified_at.eq(now),
            users::pending_email.eq(None::<String>),
            users::email_token_hash.eq(None::<Vec<u8>>),
            users::email_token_expires_at.eq(None::<DateTime<Utc>>),
        ))
        .execute(conn)
        .await?;
    Ok(address)
}

/// Removes the account's address (e-mail stops).
pub async fn remove(conn: &mut AsyncPgConnection, user: i64) -> ServiceResult<()> {
    diesel::update(users::table.find(user))
        .set((
            users::email.eq(None::<String>),
            users::email_verified_at.eq(None::<DateTime<Utc>>),
            users::pending_email.eq(None::<String>),
            users::email_token_hash.eq(None::<Vec<u8>>),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// The MAC of a user's unsubscribe link, under a key of its own derived from the server secret.
fn unsubscribe_mac(secret: &str, user: i64) -> Hmac<Sha256> {
    let key = Sha256::digest(format!("camelot-unsubscribe\n{secret}").as_bytes());
    // HMAC takes keys of any length: this cannot fail.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&key)
        .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(user.to_string().as_bytes());
    mac
}

/// Bytes of the MAC kept in a link: 144 bits, short enough for a mail header.
const UNSUBSCRIBE_MAC_BYTES: usize = 18;

/// The token of a user's one-click unsubscribe link: needs no storage, and cannot be guessed
/// without the server secret.
pub fn unsubscribe_token(secret: &str, user: i64) -> String {
    let tag = unsubscribe_mac(secret, user).finalize().into_bytes();
    format!(
        "{user}.{}",
        URL_SAFE_NO_PAD.encode(&tag[..UNSUBSCRIBE_MAC_BYTES])
    )
}

/// The user an unsubscribe token names, if it is genuine (compared in constant time by the
/// hmac crate).
pub fn unsubscribe_user(secret: &str, token: &str) -> Option<i64> {
    let (user, tag) = token.split_once('.')?;
    let user: i64 = user.parse().ok()?;
    let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
    if tag.len() != UNSUBSCRIBE_MAC_BYTES {
        return None;
    }
    unsubscribe_mac(secret, user)
        .verify_truncated_left(&tag)
        .ok()
        .map(|()| user)
}

/// The link of a user's one-click unsubscribe.
pub fn unsubscribe_url(base_url: &str, secret: &str, user: i64) -> String {
    format!(
        "{base_url}/api/v1/email/unsubscribe?token={}",
        unsubscribe_token(secret, user)
    )
}

/// One-click unsubscribe: e-mail off for every kind of event.
pub async fn unsubscribe(
    conn: &mut AsyncPgConnection,
    secret: &str,
    token: &str,
) -> ServiceResult<()> {
    let user = unsubscribe_user(secret, token)
        .ok_or_else(|| ServiceError::NotFound(Message::new("unsubscribe-link-unknown")))?;
    preferences::email_off(conn, user).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsubscribe_tokens_name_their_user_only() {
        let t = unsubscribe_token("secret", 42);
        assert_eq!(unsubscribe_user("secret", &t), Some(42));
        assert_eq!(unsubscribe_user("another", &t), None);
        let forged = t.replacen("42", "43", 1);
        assert_eq!(unsubscribe_user("secret", &forged), None);
        assert_eq!(unsubscribe_user("secret", "nonsense"), None);
    }
}
