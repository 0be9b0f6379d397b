//! Hand-written SQL that each connection prepares once and then only executes.
//!
//! Diesel never caches the statements of `sql_query` (it cannot know that a text is fixed), so
//! every call of one costs PostgreSQL a Parse round trip and a fresh plan before the execution.
//! On the busiest read paths (the inbox, a user's games, the leaderboard, the event log) that was
//! most of a request's database time. Their texts come from a small fixed set (a part of a list
//! is in or out, a cursor is given or not), so [`Sql`] declares itself safe to cache: diesel's
//! per-connection statement cache keys it by its text and bind types, and a repeated request
//! is one Bind/Execute round trip.
//!
//! Texts name their binds `$1`, `$2`, … as in PostgreSQL, and may use one several times; each
//! use is sent as its own parameter (diesel numbers parameters in the order they are pushed).
//! A `$` that is not followed by a digit is sent as written; a text must not hold `$` inside
//! a string literal.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Binary, Integer, Text, Timestamptz, Untyped};
use diesel::{QueryResult, result::Error as DieselError};

/// A value bound to a placeholder of an [`Sql`] text.
#[derive(Debug, Clone)]
pub enum Bind {
    BigInt(i64),
    Integer(i32),
    Text(String),
    Timestamptz(DateTime<Utc>),
    BigIntArray(Vec<i64>),
    IntegerArray(Vec<i32>),
    TextArray(Vec<String>),
    BinaryArray(Vec<Vec<u8>>),
}

impl Bind {
    fn push<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        match self {
            Bind::BigInt(v) => out.push_bind_param::<BigInt, _>(v),
            Bind::Integer(v) => out.push_bind_param::<Integer, _>(v),
            Bind::Text(v) => out.push_bind_param::<Text, _>(v),
            Bind::Timestamptz(v) => out.push_bind_param::<Timestamptz, _>(v),
            Bind::BigIntArray(v) => out.push_bind_param::<Array<BigInt>, _>(v),
            Bind::IntegerArray(v) => out.push_bind_param::<Array<Integer>, _>(v),
            Bind::TextArray(v) => out.push_bind_param::<Array<Text>, _>(v),
            Bind::BinaryArray(v) => out.push_bind_param::<Array<Binary>, _>(v),
        }
    }
}

/// A statement text with its binds, prepared once per connection (see the module docs).
#[derive(Debug, Clone)]
pub struct Sql {
    text: Cow<'static, str>,
    binds: Vec<Bind>,
}

impl Sql {
    pub fn new(text: impl Into<Cow<'static, str>>) -> Self {
        Sql {
            text: text.into(),
            binds: Vec::new(),
        }
    }

    /// Binds the next placeholder (`$1` first).
    pub fn bind(mut self, value: Bind) -> Self {
        self.binds.push(value);
        self
    }

    /// The same statement under `EXPLAIN (ANALYZE, BUFFERS)`: run, it returns PostgreSQL's plan
    /// with what each step cost, one row per line (column `QUERY PLAN`).
    pub fn explained(self) -> Self {
        Sql {
            text: format!("EXPLAIN (ANALYZE, BUFFERS) {}", self.text).into(),
            binds: self.binds,
        }
    }
}

impl QueryId for Sql {
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Sql {
    type SqlType = Untyped;
}

impl QueryFragment<Pg> for Sql {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let mut rest: &str = &self.text;
        while let Some(at) = rest.find('$') {
            let after = &rest[at + 1..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                out.push_sql(&rest[..=at]);
                rest = after;
                continue;
            }
            out.push_sql(&rest[..at]);
            let bind = after[..digits]
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| self.binds.get(i))
                .ok_or_else(|| {
                    DieselError::QueryBuilderError(
                        format!("placeholder ${} has no bound value", &after[..digits]).into(),
                    )
                })?;
            bind.push(&mut out)?;
            rest = &after[digits..];
        }
        out.push_sql(rest);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::debug_query;

    #[test]
    fn each_use_of_a_placeholder_is_its_own_parameter_in_order() {
        let q = Sql::new("SELECT $2 + $1 WHERE $1 > 0 AND x = '$' AND y = $2::bigint")
            .bind(Bind::BigInt(7))
            .bind(Bind::Integer(9));
        let shown = debug_query::<Pg, _>(&q).to_string();
        assert!(
            shown.starts_with("SELECT $1 + $2 WHERE $3 > 0 AND x = '$' AND y = $4::bigint"),
            "{shown}"
        );
        assert!(shown.contains("[9, 7, 7, 9]"), "{shown}");
    }

    #[test]
    fn a_placeholder_without_a_value_is_an_error_not_a_panic() {
        let q = Sql::new("SELECT $1, $3").bind(Bind::BigInt(1));
        let mut builder = diesel::pg::PgQueryBuilder::default();
        assert!(q.to_sql(&mut builder, &Pg).is_err());
    }

    #[test]
    fn the_statement_is_safe_to_cache() {
        let q = Sql::new("SELECT $1").bind(Bind::BigInt(1));
        assert!(q.is_safe_to_cache_prepared(&Pg).unwrap_or(false));
    }
}
