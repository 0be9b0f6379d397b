//! The client's network address, for rate limiting and logs.

use actix_web::HttpRequest;

/// The address a request comes from. Proxy headers are believed only when configured, since any
/// client can forge them.
pub fn client_addr(req: &HttpRequest, trust_proxy_headers: bool) -> String {
    if trust_proxy_headers && let Some(ip) = req.connection_info().realip_remote_addr() {
        return strip_port(ip).to_owned();
    }
    req.peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|| "unknown".to_owned())
}

fn strip_port(addr: &str) -> &str {
    // "[::1]:443" → "::1"; "1.2.3.4:80" → "1.2.3.4"; a bare IPv6 address stays as it is.
    if let Some(rest) = addr.strip_prefix('[') {
        return rest.split(']').next().unwrap_or(rest);
    }
    match addr.rsplit_once(':') {
        Some((host, port)) if !host.contains(':') && port.chars().all(|c| c.is_ascii_digit()) => {
            host
        }
        _ => addr,
    }
}

#[cfg(test)]
mod tests {
    use super::strip_port;

    #[test]
    fn strips_ports() {
        assert_eq!(strip_port("1.2.3.4:80"), "1.2.3.4");
        assert_eq!(strip_port("[::1]:443"), "::1");
        assert_eq!(strip_port("::1"), "::1");
        assert_eq!(strip_port("10.0.0.1"), "10.0.0.1");
    }
}
