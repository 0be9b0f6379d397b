//! `/api/v1/tournaments/*`: creating and running round robins and Swiss events. The handlers,
//! one module per job: setting a tournament up, acting on a running one, reading it, and its
//! kept tables; here, what they share.
//!
//! The tournament views are in [`crate::views::tournaments`].

pub mod actions;
pub mod reads;
pub mod setup;
pub mod tables;

use actix_web::HttpResponse;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::error::ApiResult;
use crate::service::tournaments::queries::Summary;
use crate::views::tournaments::TournamentView;

/// The tournament answered with 200: the read of one tournament, and the changes that answer
/// with it (join, leave, start, withdraw).
fn view(s: Summary) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(TournamentView::try_from(s)?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TournamentId {
    /// Tournament id.
    #[param(minimum = 1)]
    pub id: i64,
}
