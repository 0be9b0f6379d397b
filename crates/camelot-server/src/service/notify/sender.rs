//! Webhook requests per the Standard Webhooks specification: a JSON body `{type, timestamp,
//! data}` and the headers `webhook-id` (the message id, the same on every attempt),
//! `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` + base64 of the
//! HMAC-SHA256 of `"{id}.{timestamp}.{body}"` under the endpoint's key).
//!
//! Requests go through reqwest with a timeout, without following redirects, and in production
//! through a resolver that refuses non-public addresses — the address checked is the address
//! connected to, so a name that changes its answer between the checks gains nothing.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use sha2::Sha256;

/// Whether an address may be called from the server in production: a public unicast address.
pub fn public_address(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => public_v4(v4),
            None => public_v6(v6),
        },
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local() // 169.254/16, where cloud metadata services answer
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // shared address space (carrier NAT)
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 198 && (18..20).contains(&b)) // benchmarking
        || a >= 240)
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_multicast()
        || (first & 0xfe00) == 0xfc00 // unique local (fd00:ec2::254 is a metadata address)
        || (first & 0xffc0) == 0xfe80 // link local
        || first == 0x2001 && ip.segments()[1] == 0x0db8 // documentation
        || (first == 0x0064 && ip.segments()[1] == 0xff9b)) // NAT64: an IPv4 address inside
}

/// The signature header's value for a message.
pub fn sign(key: &[u8], msg_id: &str, timestamp: i64, body: &str) -> String {
    let mut mac = match Hmac::<Sha256>::new_from_slice(key) {
        Ok(m) => m,
        // HMAC takes keys of any length: this cannot happen.
        Err(_) => return String::new(),
    };
    mac.update(format!("{msg_id}.{timestamp}.{body}").as_bytes());
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// How a request went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    /// The receiver's status code, if it answered.
    pub status: Option<u16>,
    /// What went wrong, if anything.
    pub error: Option<String>,
}

impl Attempt {
    pub fn delivered(&self) -> bool {
        self.error.is_none() && self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

/// Resolves names for webhook requests, refusing non-public addresses in production.
#[derive(Debug, Clone, Copy)]
struct SafeResolver {
    production: bool,
}

impl Resolve for SafeResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let production = self.production;
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            if production && let Some(bad) = found.iter().find(|a| !public_address(a.ip())) {
                return Err(format!(
                    "{} resolves to {}, which is not called",
                    name.as_str(),
                    bad.ip()
                )
                .into());
            }
            let addrs: Addrs = Box::new(found.into_iter());
            Ok(addrs)
        })
    }
}

/// The HTTP client of webhook deliveries.
#[derive(Debug, Clone)]
pub struct WebhookClient {
    client: reqwest::Client,
    production: bool,
}

impl WebhookClient {
    pub fn new(timeout: Duration, production: bool) -> Result<WebhookClient, String> {
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(Duration::from_secs(5)))
            .redirect(reqwest::redirect::Policy::none())
            .dns_resolver(Arc::new(SafeResolver { production }))
            .user_agent(concat!(
                "Camelot-Server-Webhooks/",
                env!("CARGO_PKG_VERSION")
            ))
            .build()
            .map_err(|e| e.to_string())?;
        Ok(WebhookClient { client, production })
    }

    /// Sends one signed message; the receiver's answer is read no further than its status.
    pub async fn send(
        &self,
        url: &str,
        key: &[u8],
        msg_id: &str,
        timestamp: i64,
        body: String,
    ) -> Attempt {
        if self.production {
            // An address written in the URL is not resolved, so it is checked here.
            let literal = url::Url::parse(url)
                .ok()
                .and_then(|u| u.host_str().map(|h| h.trim_matches(['[', ']']).to_owned()))
                .and_then(|h| h.parse::<IpAddr>().ok());
            if let Some(ip) = literal.filter(|ip| !public_address(*ip)) {
                return Attempt {
                    status: None,
                    error: Some(format!("{ip} is not an address the server calls")),
                };
            }
        }
        let signature = sign(key, msg_id, timestamp, &body);
        let sent = self
            .client
            .post(url)
            .header("content-type", "application/json")
            .header("webhook-id", msg_id)
            .header("webhook-timestamp", timestamp.to_string())
            .header("webhook-signature", signature)
            .body(body)
            .send()
            .await;
        match sent {
            Ok(res) => {
                let status = res.status().as_u16();
                Attempt {
                    status: Some(status),
                    error: (!(200..300).contains(&status))
                        .then(|| format!("the receiver answered {status}")),
                }
            }
            Err(e) => Attempt {
                status: None,
                error: Some(describe(&e)),
            },
        }
    }
}

fn describe(e: &reqwest::Error) -> String {
    use std::error::Error;
    let mut text = if e.is_timeout() {
        "the receiver did not answer in time".to_owned()
    } else if e.is_connect() {
        "could not connect to the receiver".to_owned()
    } else {
        "the request failed".to_owned()
    };
    let mut source = e.source();
    while let Some(s) = source {
        text = format!("{text}: {s}");
        source = s.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks specification's reference implementations.
    #[test]
    fn signatures_follow_the_standard() {
        let key = STANDARD
            .decode("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
            .unwrap_or_default();
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            sign(&key, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }
}
