//! Administrative commands of the `camelot-server` binary.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use thiserror::Error;

use crate::auth::{Role, password};
use crate::domain::Username;
use crate::service::accounts;
use crate::service::games::record;

#[derive(Debug, Error)]
pub enum CliError {
    #[error("{0}")]
    Usage(String),
    #[error("cannot connect to the database: {0}")]
    Connect(String),
    #[error("{0}")]
    Api(String),
    #[error("cannot read the password: {0}")]
    Prompt(std::io::Error),
}

/// What `create-admin` did.
#[derive(Debug, PartialEq, Eq)]
pub enum AdminOutcome {
    Created,
    Promoted,
    AlreadyAdmin,
}

/// Creates the user as an admin, or promotes an existing one (whose password is kept).
/// The password is needed only to create: `CAMELOT_ADMIN_PASSWORD`, else asked on the terminal.
pub async fn create_admin(
    database_url: &str,
    username: &str,
    password_from_env: Option<String>,
) -> Result<AdminOutcome, CliError> {
    let mut conn = AsyncPgConnection::establish(database_url)
        .await
        .map_err(|e| CliError::Connect(e.to_string()))?;
    let api = |e: crate::service::error::ServiceError| CliError::Api(e.to_string());
    let name = Username::parse(username)
        .map_err(|e| CliError::Usage(format!("username {}", accounts::name_refusal(e))))?;
    if let Some(user) = accounts::find_by_username(&mut conn, &name)
        .await
        .map_err(api)?
    {
        let mut roles = user.roles;
        if roles.contains(&Role::Admin) {
            return Ok(AdminOutcome::AlreadyAdmin);
        }
        roles.push(Role::Admin);
        accounts::set_roles(&mut conn, user.id, &roles)
            .await
            .map_err(api)?;
        return Ok(AdminOutcome::Promoted);
    }
    let pw = match password_from_env {
        Some(p) => p,
        None => {
            let first = rpassword::prompt_password(format!("Password for {username}: "))
                .map_err(CliError::Prompt)?;
            let again =
                rpassword::prompt_password("Repeat the password: ").map_err(CliError::Prompt)?;
            if first != again {
                return Err(CliError::Usage("the two passwords differ".into()));
            }
            first
        }
    };
    password::check_strength(&pw).map_err(|m| CliError::Usage(format!("password {m}")))?;
    let hash = password::hash(&pw).map_err(api)?;
    accounts::create_user(&mut conn, &name, &hash, &[Role::Player, Role::Admin])
        .await
        .map_err(api)?;
    Ok(AdminOutcome::Created)
}

/// PostgreSQL's plan of the statement that reads game `id` for its view, run under `EXPLAIN
/// (ANALYZE, BUFFERS)`, as text.
pub async fn explain_game_read(database_url: &str, id: &str) -> Result<String, CliError> {
    let id: i64 = id
        .parse()
        .map_err(|_| CliError::Usage(format!("{id} is not a game id (a whole number)")))?;
    let mut conn = AsyncPgConnection::establish(database_url)
        .await
        .map_err(|e| CliError::Connect(e.to_string()))?;
    let lines = record::explain_view_read(&mut conn, id)
        .await
        .map_err(|e| CliError::Api(e.to_string()))?;
    Ok(lines.join("\n"))
}

/// Asks the local server for `/health/ready` (used by the container health check, which has no
/// curl). A wildcard bind address is reached through loopback.
pub fn healthcheck(bind_addr: &str) -> Result<(), CliError> {
    use std::io::{Read, Write};
    let addr = bind_addr
        .replace("0.0.0.0", "127.0.0.1")
        .replace("[::]", "[::1]");
    let timeout = std::time::Duration::from_secs(3);
    let sock: std::net::SocketAddr = addr
        .parse()
        .map_err(|_| CliError::Usage(format!("BIND_ADDR {addr} is not an address")))?;
    let mut stream = std::net::TcpStream::connect_timeout(&sock, timeout)
        .map_err(|e| CliError::Connect(e.to_string()))?;
    stream
        .set_read_timeout(Some(timeout))
        .map_err(|e| CliError::Connect(e.to_string()))?;
    stream
        .write_all(
            format!("GET /health/ready HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
                .as_bytes(),
        )
        .map_err(|e| CliError::Connect(e.to_string()))?;
    let mut head = [0u8; 12];
    stream
        .read_exact(&mut head)
        .map_err(|e| CliError::Connect(e.to_string()))?;
    if head.starts_with(b"HTTP/1.1 200") {
        Ok(())
    } else {
        Err(CliError::Api(format!(
            "not ready: {}",
            String::from_utf8_lossy(&head)
        )))
    }
}
