//! Pictures of boards: a game's position, or any position, as SVG or PNG
//! (`crates/camelot-board`), with the last move highlighted when asked, checked by the rules.

use camelot_board::{BoardError, BoardOptions, Highlight, Size};
use camelot_rules::Position;
use sha2::{Digest, Sha256};

use crate::i18n::Message;
use crate::service::error::{ServiceError, ServiceResult};

/// What a picture shows and how, checked.
#[derive(Debug, Clone)]
pub struct Picture {
    pub position: Position,
    pub options: BoardOptions,
}

/// A picture's request parameters.
#[derive(Debug, Clone, Default)]
pub struct Wanted {
    pub last: Option<String>,
    pub flip: bool,
    pub size: Option<u32>,
}

/// A board error is the caller's (a highlight or size that cannot be drawn) when it names a
/// field; otherwise the picture failed on the server's side.
fn problem(e: BoardError) -> ServiceError {
    match e.field() {
        Some(_) => ServiceError::Board(e),
        None => ServiceError::internal(e),
    }
}

/// The move a game's last highlight must show: the position it was played from, and its
/// canonical path.
pub type LastMove = (Position, String);

/// A picture of `position`. For a game, `played` is its last move, and `last` must name that
/// move (any valid path of it); for any other position, `last` is checked as well as the
/// position after it allows.
pub fn picture(
    position: Position,
    played: Option<&LastMove>,
    wanted: &Wanted,
) -> ServiceResult<Picture> {
    let size = Size::from_query(wanted.size).map_err(problem)?;
    let last = match (wanted.last.as_deref(), played) {
        (None, _) => None,
        (Some(path), Some((before, canonical))) => {
            let highlight = Highlight::from_position_before(before, path).map_err(problem)?;
            if highlight.path().to_string() != *canonical {
                return Err(ServiceError::invalid_field(
                    "last",
                    Message::new("board-last-not-game-move").arg("path", canonical.as_str()),
                ));
            }
            Some(highlight)
        }
        (Some(path), None) => {
            Some(Highlight::from_position_after(&position, path).map_err(problem)?)
        }
    };
    Ok(Picture {
        position,
        options: BoardOptions {
            flip: wanted.flip,
            size,
            last,
        },
    })
}

/// The SVG and its entity tag (a hash of it: the PNG is a function of the SVG, so it shares the
/// tag's body).
pub fn svg(p: &Picture) -> (String, String) {
    let svg = camelot_board::svg(&p.position, &p.options);
    let digest = Sha256::digest(svg.as_bytes());
    let tag: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
    (svg, tag)
}

/// The PNG (CPU work of some milliseconds: run it off the async workers).
pub async fn png(p: Picture) -> ServiceResult<Vec<u8>> {
    let rendered = tokio::task::spawn_blocking(move || camelot_board::png(&p.position, &p.options))
        .await
        .map_err(ServiceError::internal)?;
    rendered.map_err(problem)
}

/// A game's last move and the position it was played from (replayed from its start), if it
/// has one.
pub fn last_move(start: Position, paths: &[String]) -> ServiceResult<Option<LastMove>> {
    let Some((last, earlier)) = paths.split_last() else {
        return Ok(None);
    };
    let game = camelot_rules::Game::replay(start, earlier).map_err(|(ply, e)| {
        ServiceError::internal(format!(
            "a stored game does not replay at ply {}: {e}",
            ply + 1
        ))
    })?;
    Ok(Some((*game.position(), last.clone())))
}
