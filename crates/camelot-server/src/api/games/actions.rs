//! A player's actions on a game other than moving: resigning, the draw offers and claims,
//! aborting. Each is the same handler around a different [`games::Action`], written once by a
//! macro so that their documented answers cannot drift apart.

use actix_web::{HttpResponse, post, web};

use super::{GameId, game_response};
use crate::api::responses::{BadRequest, NotFound, Unauthorized};
use crate::auth::{Authed, scopes};
use crate::domain::GameStatus;
use crate::error::{ApiResult, Problem};
use crate::http::extract::Path;
use crate::service::games;
use crate::state::AppState;
use crate::views::games::GameView;

macro_rules! game_action {
    ($name:ident, $route:literal, $action:expr, $summary:literal, $conflict:literal) => {
        #[doc = $summary]
        #[utoipa::path(
            tag = "games",
            security(("bearer" = ["game:play"])),
            params(GameId),
            responses(
                (status = 200, description = "The game after the action", body = GameView, headers(("ETag" = String))),
                (status = 403, description = "Not a player of this game", body = Problem, content_type = "application/problem+json"),
                (status = 409, description = $conflict, body = Problem, content_type = "application/problem+json"),
                (status = 422, description = "Draw claim refused (draw-claim only, `/problems/draw-claim-refused`)", body = Problem, content_type = "application/problem+json"),
                BadRequest,
                Unauthorized,
                NotFound,
            )
        )]
        #[post($route)]
        pub async fn $name(state: web::Data<AppState>, user: Authed<scopes::GamePlay>, path: Path<GameId>) -> ApiResult<HttpResponse> {
            let mut conn = state.pool.get().await?;
            let now = state.clock.now();
            let r = games::act(&mut conn, user.id, path.id, $action, now).await?;
            if r.game.status != GameStatus::Active {
                state.metrics.games_ended.inc();
            }
            game_response(HttpResponse::Ok(), &r, now)
        }
    };
}

game_action!(
    resign,
    "/games/{id}/resign",
    games::Action::Resign,
    "Resign: the opponent wins.",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    draw_offer,
    "/games/{id}/draw-offer",
    games::Action::OfferDraw,
    "Offer a draw (accepts the opponent's standing offer). The offer lapses when the opponent moves instead.",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    draw_accept,
    "/games/{id}/draw-accept",
    games::Action::AcceptDraw,
    "Accept the opponent's draw offer.",
    "No offer to accept (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);
game_action!(
    draw_decline,
    "/games/{id}/draw-decline",
    games::Action::DeclineDraw,
    "Decline the opponent's draw offer.",
    "No offer to decline (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);
game_action!(
    draw_claim,
    "/games/{id}/draw-claim",
    games::Action::ClaimDraw,
    "Claim a draw by threefold repetition (the side to move) or the fifty-move rule (either side).",
    "The game is over (`/problems/game-over`)"
);
game_action!(
    abort,
    "/games/{id}/abort",
    games::Action::Abort,
    "Abort the game (either player, before both sides have moved). Aborted games are unrated.",
    "Both sides have moved, or a tournament game (`/problems/conflict`), or the game is over (`/problems/game-over`)"
);
