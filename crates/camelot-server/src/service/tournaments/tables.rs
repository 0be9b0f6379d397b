//! Standings and crosstables kept per tournament version.
//!
//! Computing either table for a big Swiss (2,000 players, 5,000 pairings, four tie-breaks)
//! takes tens of milliseconds of CPU, and a running tournament's tables are read far more often
//! than its results change. Whether anything a table is computed from has changed is one
//! primary-key lookup of the tournament row, which triggers renew on every write to the rows
//! the tables read (migration 000012), so a kept table is answered only after the database says
//! its inputs are still what it was computed from. Nothing in the server has to remember to
//! invalidate it: a write by any process, or by hand in SQL, changes the version.

use std::sync::Arc;

use diesel::OptionalExtension;
use diesel::sql_types::{Nullable, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::prepared::{Bind, Sql};
use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::games::store::Recent;

/// How many tournaments' tables a process keeps (of each kind).
const KEPT_TOURNAMENTS: usize = 256;

/// A rendered table and the version of the rows it was computed from.
#[derive(Debug, Clone)]
struct Kept {
    version: String,
    body: Arc<str>,
}

/// The tables this process has rendered, by tournament.
#[derive(Debug)]
pub struct TableCache {
    standings: Recent<Kept>,
    crosstables: Recent<Kept>,
}

/// Which table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Standings,
    Crosstable,
}

impl Default for TableCache {
    fn default() -> Self {
        TableCache {
            standings: Recent::new(KEPT_TOURNAMENTS),
            crosstables: Recent::new(KEPT_TOURNAMENTS),
        }
    }
}

impl TableCache {
    fn kept(&self, table: Table) -> &Recent<Kept> {
        match table {
            Table::Standings => &self.standings,
            Table::Crosstable => &self.crosstables,
        }
    }

    /// The table for a reader who may already hold some version of it (`held` says whether
    /// it holds the one with this entity tag): unchanged, or its JSON text — the kept one when
    /// the tournament's rows are still the version it was computed from, else `render`'s, kept
    /// for the next reader. The version is read before `render` reads the rows, so a write
    /// landing in between can only make the kept table newer than its version says, and the
    /// next reader recomputes it.
    pub async fn get<F>(
        &self,
        conn: &mut AsyncPgConnection,
        id: i64,
        table: Table,
        held: impl FnOnce(&str) -> bool,
        render: F,
    ) -> ServiceResult<Answer>
    where
        F: AsyncFnOnce(&mut AsyncPgConnection) -> ServiceResult<String>,
    {
        let version = version(conn, id).await?;
        let etag = format!("\"{}-{}\"", table.tag(), version.replace('/', "-"));
        if held(&etag) {
            return Ok(Answer::Unchanged { etag });
        }
        let kept = self.kept(table);
        if let Some(hit) = kept.get(id, |k| k.version == version) {
            return Ok(Answer::Table {
                etag,
                body: hit.body,
            });
        }
        let body: Arc<str> = render(conn).await?.into();
        kept.put(
            id,
            Kept {
                version,
                body: body.clone(),
            },
            |_| false,
        );
        Ok(Answer::Table { etag, body })
    }
}

/// What a reader of a table gets.
#[derive(Debug, Clone)]
pub enum Answer {
    /// The reader holds the current version already.
    Unchanged { etag: String },
    /// The table as JSON text.
    Table { etag: String, body: Arc<str> },
}

impl Table {
    /// The table's name in its entity tags.
    fn tag(self) -> &'static str {
        match self {
            Table::Standings => "standings",
            Table::Crosstable => "crosstable",
        }
    }
}

#[derive(diesel::QueryableByName)]
struct VersionRow {
    #[diesel(sql_type = Nullable<Text>)]
    version: Option<String>,
}

/// The version of everything a tournament's tables are computed from: the tournament row's
/// `xmin` and `revision`. Any change to the row itself renews `xmin`; any change to its
/// players, rounds, pairings (with results), requested byes or forbidden pairs updates the row
/// through a trigger (migration 000012), renewing both. Usernames are not part of it (they
/// never change). 404 for no such tournament.
async fn version(conn: &mut AsyncPgConnection, id: i64) -> ServiceResult<String> {
    let row: Option<VersionRow> = Sql::new(
        "SELECT t.xmin::text || '/' || t.revision AS version FROM tournaments t WHERE t.id = $1",
    )
    .bind(Bind::BigInt(id))
    .get_result(conn)
    .await
    .optional()?;
    row.and_then(|r| r.version).ok_or_else(|| {
        ServiceError::NotFound(Message::new("no-such-tournament").arg("tournament", id))
    })
}
