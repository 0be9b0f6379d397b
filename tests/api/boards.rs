//! Board pictures over HTTP: SVG and PNG of a game or of any position.

use crate::support::{problem, spawn_app};

fn encode(s: &str) -> String {
    form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

#[tokio::test]
async fn a_game_is_drawn_as_svg_and_png_with_its_last_move() {
    let app = spawn_app().await;
    let w = app.player("pic_w").await;
    let b = app.player("pic_b").await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let res = app
        .get(
            &format!("/api/v1/games/{id}/board.svg?last=d6-f8&size=320"),
            None,
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/svg+xml");
    assert_eq!(res.headers()["cache-control"], "no-cache");
    let tag = res.headers()["etag"].to_str().unwrap().to_owned();
    let svg = res.text().await.unwrap();
    assert!(svg.starts_with("<svg"), "{}", &svg[..80]);
    assert!(svg.contains(r#"data-piece="white-man" data-square="F8""#));
    assert!(!svg.contains(r#"data-square="D6" data-piece"#));
    // Same request, same bytes; a client holding the tag gets 304.
    let again = app
        .get(
            &format!("/api/v1/games/{id}/board.svg?last=D6-F8&size=320"),
            None,
        )
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(again, svg);
    let res = app
        .client
        .get(app.url(&format!("/api/v1/games/{id}/board.svg?last=D6-F8&size=320")))
        .header("if-none-match", &tag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);
    // Black's view is another picture.
    let flipped = app
        .get(
            &format!("/api/v1/games/{id}/board.svg?flip=true&size=320"),
            None,
        )
        .await
        .text()
        .await
        .unwrap();
    assert_ne!(flipped, svg);
    let res = app
        .get(&format!("/api/v1/games/{id}/board.png?size=160"), None)
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/png");
    let png = res.bytes().await.unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
}

#[tokio::test]
async fn bad_pictures_are_refused_with_the_field() {
    let app = spawn_app().await;
    let w = app.player("bad_pic_w").await;
    let b = app.player("bad_pic_b").await;
    let id = app.start_game(&w, &b, false).await;
    assert_eq!(app.play(id, &w, "D6-F8", 0).await.status(), 201);
    let p = problem(
        app.get(&format!("/api/v1/games/{id}/board.svg?last=E6-E5"), None)
            .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "last");
    let p = problem(
        app.get(&format!("/api/v1/games/{id}/board.png?size=5000"), None)
            .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "size");
    problem(app.get("/api/v1/games/999999/board.svg", None).await, 404).await;
    let p = problem(
        app.get("/api/v1/analysis/board.svg?position=garbage", None)
            .await,
        422,
    )
    .await;
    assert_eq!(p["errors"][0]["field"], "position");
    problem(app.get("/api/v1/games/abc/board.svg", None).await, 400).await;
}

#[tokio::test]
async fn any_position_is_drawn_and_may_be_cached() {
    let app = spawn_app().await;
    let position =
        "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 0 1";
    let res = app
        .get(
            &format!("/api/v1/analysis/board.svg?position={}", encode(position)),
            None,
        )
        .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["cache-control"]
            .to_str()
            .unwrap()
            .starts_with("public, max-age=")
    );
    let svg = res.text().await.unwrap();
    assert_eq!(
        svg.matches("data-piece=").count(),
        28,
        "ten Men and four Knights a side"
    );
    assert_eq!(svg.matches(r#"data-piece="black-knight""#).count(), 4);
    let res = app
        .get(
            &format!(
                "/api/v1/analysis/board.png?position={}&size=64",
                encode(position)
            ),
            None,
        )
        .await;
    assert_eq!(res.status(), 200);
    assert!(res.bytes().await.unwrap().starts_with(b"\x89PNG"));
}
