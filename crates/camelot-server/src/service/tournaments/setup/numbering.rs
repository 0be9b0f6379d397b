//! Pairing numbers: by rating at the start (and for late entries until round 4 is paired),
//! after everyone else for later entries.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::db::models::Entrant;
use crate::db::schema::tournament_players;
use crate::service::error::ServiceResult;
use crate::service::tournaments::load::Loaded;

/// Gives `user` pairing number `number` in tournament `id`.
pub(super) async fn set_number(
    conn: &mut AsyncPgConnection,
    id: i64,
    user: i64,
    number: i32,
) -> ServiceResult<()> {
    diesel::update(tournament_players::table.find((id, user)))
        .set(tournament_players::pairing_number.eq(number))
        .execute(conn)
        .await?;
    Ok(())
}

/// Pairing numbers by rating (highest first), then by name, as FIDE ranks players.
pub(super) async fn number_by_rating(
    conn: &mut AsyncPgConnection,
    l: &Loaded,
) -> ServiceResult<()> {
    let mut order: Vec<&(Entrant, String)> = l.entrants.iter().collect();
    order.sort_by(|(a, an), (b, bn)| {
        b.rating_centi
            .cmp(&a.rating_centi)
            .then_with(|| an.to_lowercase().cmp(&bn.to_lowercase()))
    });
    // Clear first: the numbers are unique per tournament.
    diesel::update(tournament_players::table.filter(tournament_players::tournament_id.eq(l.t.id)))
        .set(tournament_players::pairing_number.eq(None::<i32>))
        .execute(conn)
        .await?;
    for (i, (e, _)) in order.iter().enumerate() {
        set_number(
            conn,
            l.t.id,
            e.user_id,
            i32::try_from(i + 1).unwrap_or(i32::MAX),
        )
        .await?;
    }
    Ok(())
}
