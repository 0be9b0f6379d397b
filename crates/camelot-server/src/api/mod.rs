//! The HTTP API: one module per resource (its request types and `#[utoipa::path]` handlers),
//! and the OpenAPI document built from the same registrations that serve requests.
//!
//! The response types the handlers answer with are in [`crate::views`] once more than the
//! handlers write them (the jobs store game views); nothing outside this module uses it but the
//! server's wiring (`startup`, and `main` for the document).

pub mod analysis;
pub mod auth;
pub mod boards;
pub mod bots;
pub mod challenges;
pub mod conditional;
pub mod events;
pub mod games;
pub mod language_headers;
pub mod leave;
pub mod notifications;
pub mod ops;
pub mod public_games;
pub mod ratings;
pub mod responses;
pub mod session;
pub mod tokens;
pub mod tournaments;
pub mod tutorial;
pub mod users;

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::service_config::ServiceConfig;
use utoipa_actix_web::{AppExt, scope};

/// Path prefix of the versioned API.
pub const API_PREFIX: &str = "/api/v1";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Camelot Server API",
        description = "Correspondence Camelot (World Camelot Federation rules): accounts, games, tournaments and Elo ratings.\n\nEvery error is `application/problem+json` (RFC 9457) with a stable `type`.",
        license(name = "MIT")
    ),
    modifiers(&BearerAuth),
    components(schemas(crate::error::Problem, crate::error::FieldError)),
    tags(
        (name = "auth", description = "Accounts and tokens"),
        (name = "users", description = "Profiles and roles"),
        (name = "challenges", description = "Invitations and open seeks"),
        (name = "games", description = "Correspondence games"),
        (name = "events", description = "Your event log, polled or streamed"),
        (name = "leave", description = "Leave: your clocks stand still"),
        (name = "analysis", description = "The rules and the engine on any position; computer analysis of games"),
        (name = "bots", description = "Computer opponents"),
        (name = "boards", description = "Pictures of positions, SVG and PNG"),
        (name = "tokens", description = "Personal access tokens for apps and bots"),
        (name = "notifications", description = "Webhooks, e-mail and calendar feeds"),
        (name = "ratings", description = "Elo ratings"),
        (name = "tournaments", description = "Round robins and Swiss events"),
        (name = "operations", description = "Health, metrics and problem types"),
    )
)]
struct BaseDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        let mut http = Http::new(HttpAuthScheme::Bearer);
        http.bearer_format = Some("JWT".to_owned());
        components.add_security_scheme("bearer", SecurityScheme::Http(http));
    }
}

/// Registers every API handler.
pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(ops::live)
        .service(ops::ready)
        .service(ops::metrics)
        .service(ops::problem_types)
        .service(ops::problem_type)
        .service(
            scope::scope(API_PREFIX)
                .service(auth::register)
                .service(auth::login)
                .service(auth::refresh)
                .service(auth::logout)
                .service(session::sign_in)
                .service(session::refresh)
                .service(session::sign_out)
                .service(users::me)
                .service(users::update_me)
                .service(users::delete_me)
                .service(tutorial::get_tutorial)
                .service(tutorial::finish_lessons)
                .service(tutorial::reset_tutorial)
                .service(users::list_users)
                .service(users::get_user)
                .service(users::set_roles)
                .service(challenges::create)
                .service(challenges::list)
                .service(challenges::get_challenge)
                .service(challenges::accept)
                .service(challenges::decline)
                .service(challenges::cancel)
                .service(games::reads::get_game)
                .service(games::reads::legal_moves)
                .service(games::moves::play_move)
                .service(games::actions::resign)
                .service(games::actions::draw_offer)
                .service(games::actions::draw_accept)
                .service(games::actions::draw_decline)
                .service(games::actions::draw_claim)
                .service(games::actions::abort)
                .service(games::reads::export)
                .service(conditional::get_conditional)
                .service(conditional::put_conditional)
                .service(conditional::delete_conditional)
                .service(analysis::analyse)
                .service(analysis::evaluate)
                .service(analysis::request_game_analysis)
                .service(analysis::game_analysis)
                .service(bots::list)
                .service(boards::game_svg)
                .service(boards::game_png)
                .service(boards::analysis_svg)
                .service(boards::analysis_png)
                .service(tokens::create_token)
                .service(tokens::list_tokens)
                .service(tokens::revoke_token)
                .service(notifications::get_preferences)
                .service(notifications::put_preferences)
                .service(notifications::create_webhook)
                .service(notifications::list_webhooks)
                .service(notifications::delete_webhook)
                .service(notifications::test_webhook)
                .service(notifications::webhook_deliveries)
                .service(notifications::calendar_token)
                .service(notifications::calendar_feed)
                .service(notifications::verify_email)
                .service(notifications::unsubscribe_page)
                .service(notifications::unsubscribe)
                .service(leave::get_leave)
                .service(leave::start_leave)
                .service(leave::end_leave)
                .service(games::lists::my_games)
                .service(games::lists::user_games)
                .service(public_games::list)
                .service(challenges::rematch)
                .service(events::list)
                .service(events::stream)
                .service(ratings::history)
                .service(ratings::leaderboard)
                .service(tournaments::setup::create)
                .service(tournaments::reads::list)
                .service(tournaments::reads::get_tournament)
                .service(tournaments::setup::join)
                .service(tournaments::setup::leave)
                .service(tournaments::setup::start)
                .service(tournaments::actions::withdraw)
                .service(tournaments::actions::request_bye)
                .service(tournaments::actions::forbid_pair)
                .service(tournaments::actions::adjudicate)
                .service(tournaments::reads::round)
                .service(tournaments::tables::standings)
                .service(tournaments::reads::players)
                .service(tournaments::tables::crosstable)
                .service(tournaments::reads::export_trf)
                .service(tournaments::reads::audit_log)
                .service(tournaments::reads::pairing_preview),
        );
}

/// The OpenAPI document of the API (what `GET /api/v1/openapi.json` serves).
pub fn openapi() -> utoipa::openapi::OpenApi {
    let (_, mut doc) = actix_web::App::new()
        .into_utoipa_app()
        .openapi(BaseDoc::openapi())
        .configure(routes)
        .split_for_parts();
    doc.info.version = env!("CARGO_PKG_VERSION").to_owned();
    responses::complete(&mut doc);
    language_headers::document(&mut doc);
    doc
}
