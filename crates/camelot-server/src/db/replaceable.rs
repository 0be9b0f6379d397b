//! The database's functions and triggers, defined once in `replaceable.sql` (schema `r`) and
//! put in place after the migrations, in their transaction (see [`super::run_migrations`]).
//!
//! The migrations are history: a table is created once and altered by later migrations, but a
//! function rewritten by a migration left its earlier versions behind it, one per migration.
//! Here each function and trigger has one definition, the live one, and a change is an edit of
//! that file. The schema `r` is dropped and created again whole, so a function or trigger taken
//! out of the file is gone from the database too.

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::{Array, Bool, Nullable, Text};
use diesel_async::AsyncPgConnection;
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use sha2::{Digest, Sha256};

use crate::service::events::EventKind;
use crate::service::notify::preferences::default_channels;

/// The functions and triggers, as SQL.
pub const SQL: &str = include_str!("replaceable.sql");

/// The one schema the file owns.
pub const SCHEMA: &str = "r";

/// The notification defaults, one row per kind of event: the kind, e-mail, webhook.
///
/// The trigger that queues deliveries (`r.queue_deliveries`) applies them to every event
/// inserted, in the statement that inserts it (a move is one statement, and its deliveries must
/// not cost another round trip). Rather than spelling them a second time in SQL, the server
/// writes [`default_channels`] into `r.notification_defaults` when it replaces the schema, so
/// the Rust function is their only definition and the trigger reads a copy that cannot differ.
pub fn notification_defaults() -> Vec<(&'static str, bool, bool)> {
    EventKind::ALL
        .iter()
        .map(|k| {
            let c = default_channels(*k);
            (k.as_str(), c.email, c.webhook)
        })
        .collect()
}

/// A fingerprint of what [`apply`] writes: the file and the notification defaults.
pub fn fingerprint() -> String {
    let mut h = Sha256::new();
    h.update(SQL.as_bytes());
    for (kind, email, webhook) in notification_defaults() {
        h.update(format!("\n{kind} {email} {webhook}").as_bytes());
    }
    let hex: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
    format!("camelot replaceable {hex}")
}

#[derive(QueryableByName)]
struct Comment {
    #[diesel(sql_type = Nullable<Text>)]
    comment: Option<String>,
}

/// Whether schema `r` holds what this binary would write (its comment is [`fingerprint`]).
pub fn is_current(conn: &mut AsyncConnectionWrapper<AsyncPgConnection>) -> QueryResult<bool> {
    let found: Vec<Comment> = diesel::sql_query(
        "SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace \
         WHERE nspname = $1",
    )
    .bind::<Text, _>(SCHEMA)
    .load(conn)?;
    Ok(found.first().and_then(|c| c.comment.as_deref()) == Some(fingerprint().as_str()))
}

/// Drops schema `r` (and with it every trigger executing one of its functions), creates it again
/// from the file, writes the notification defaults and the fingerprint. Call inside the
/// migrations' transaction, under their lock.
pub fn apply(conn: &mut AsyncConnectionWrapper<AsyncPgConnection>) -> QueryResult<()> {
    conn.batch_execute(SQL)?;
    let (kinds, emails, webhooks): (Vec<&str>, Vec<bool>, Vec<bool>) =
        notification_defaults().into_iter().fold(
            (Vec::new(), Vec::new(), Vec::new()),
            |(mut k, mut e, mut w), (kind, email, webhook)| {
                k.push(kind);
                e.push(email);
                w.push(webhook);
                (k, e, w)
            },
        );
    diesel::sql_query(
        "INSERT INTO r.notification_defaults (kind, email, webhook) \
         SELECT * FROM unnest($1::TEXT[], $2::BOOLEAN[], $3::BOOLEAN[])",
    )
    .bind::<Array<Text>, _>(kinds)
    .bind::<Array<Bool>, _>(emails)
    .bind::<Array<Bool>, _>(webhooks)
    .execute(conn)?;
    // COMMENT takes no parameters; the fingerprint is hex and fixed words.
    conn.batch_execute(&format!(
        "COMMENT ON SCHEMA {SCHEMA} IS '{}'",
        fingerprint()
    ))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// The files named in the SQL's comments (`service/games/moves.rs`, `db/mod.rs`, ...), each
    /// resolved against the server's `src/`, its crate, or the repository.
    fn named_files(sql: &str) -> Vec<String> {
        sql.split(|c: char| !(c.is_ascii_alphanumeric() || "_/.-".contains(c)))
            .map(|w| w.trim_end_matches('.'))
            .filter(|w| w.contains('/') && [".rs", ".sql", ".json"].iter().any(|e| w.ends_with(e)))
            .map(str::to_owned)
            .collect()
    }

    fn exists(name: &str) -> bool {
        let krate = Path::new(env!("CARGO_MANIFEST_DIR"));
        [krate.join("src"), krate.to_path_buf(), krate.join("../..")]
            .iter()
            .any(|base| base.join(name).exists())
    }

    #[test]
    fn the_files_the_sql_comments_name_exist() {
        let migrations = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
        let mut sources: Vec<(PathBuf, String)> =
            vec![("replaceable.sql".into(), super::SQL.into())];
        for dir in std::fs::read_dir(&migrations).expect("migrations/") {
            let up = dir.expect("an entry").path().join("up.sql");
            let text = std::fs::read_to_string(&up).expect("up.sql");
            sources.push((up, text));
        }
        let mut named = 0;
        for (path, sql) in sources {
            for name in named_files(&sql) {
                named += 1;
                assert!(
                    exists(&name),
                    "{} names {name}, which does not exist",
                    path.display()
                );
            }
        }
        assert!(named > 10, "the comments name files: {named}");
    }

    #[test]
    fn every_kind_of_event_has_its_defaults() {
        let rows = super::notification_defaults();
        assert_eq!(rows.len(), crate::service::events::EventKind::ALL.len());
        let email: Vec<&str> = rows.iter().filter(|r| r.1).map(|r| r.0).collect();
        assert_eq!(email, ["opponent_moved", "deadline_warning"]);
        assert!(rows.iter().all(|r| r.2));
    }
}
