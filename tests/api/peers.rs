//! Real peers the server talks to, started by the tests themselves: an HTTP receiver for
//! webhooks (actix-web on a free port) and an SMTP server (mailin-embedded on a free port).

use std::collections::VecDeque;
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;

/// A request the receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub id: String,
    pub timestamp: String,
    pub signature: String,
    pub body: String,
    /// What the receiver answered.
    pub status: u16,
}

impl Received {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// Checks the Standard Webhooks signature with the endpoint's secret (`whsec_...`), as a
    /// receiver would.
    pub fn signature_valid(&self, secret: &str) -> bool {
        let Some(key) = secret
            .strip_prefix("whsec_")
            .and_then(|k| base64::engine::general_purpose::STANDARD.decode(k).ok())
        else {
            return false;
        };
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&key) else {
            return false;
        };
        mac.update(format!("{}.{}.{}", self.id, self.timestamp, self.body).as_bytes());
        let expected =
            base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
        self.signature
            .split(' ')
            .any(|s| s.strip_prefix("v1,") == Some(expected.as_str()))
    }
}

#[derive(Default)]
struct ReceiverState {
    received: Mutex<Vec<Received>>,
    /// Statuses to answer, in order; 200 once empty.
    script: Mutex<VecDeque<u16>>,
}

/// A webhook receiver on a local port.
pub struct Receiver {
    pub url: String,
    pub port: u16,
    state: Arc<ReceiverState>,
}

async fn receive(
    req: HttpRequest,
    body: web::Bytes,
    state: web::Data<Arc<ReceiverState>>,
) -> HttpResponse {
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let status = state.script.lock().unwrap().pop_front().unwrap_or(200);
    state.received.lock().unwrap().push(Received {
        id: header("webhook-id"),
        timestamp: header("webhook-timestamp"),
        signature: header("webhook-signature"),
        body: String::from_utf8_lossy(&body).into_owned(),
        status,
    });
    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap()).finish()
}

impl Receiver {
    /// Serves webhooks on `listener`.
    fn serve(listener: TcpListener) -> Receiver {
        let state = Arc::new(ReceiverState::default());
        let data = web::Data::new(state.clone());
        let port = listener.local_addr().unwrap().port();
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .default_service(web::to(receive))
        })
        .workers(1)
        .listen(listener)
        .expect("receiver listens")
        .run();
        tokio::spawn(server);
        Receiver {
            url: format!("http://127.0.0.1:{port}/hook"),
            port,
            state,
        }
    }

    /// Starts a receiver on a free port.
    pub async fn start() -> Receiver {
        Self::serve(TcpListener::bind(("127.0.0.1", 0)).expect("receiver port"))
    }

    /// Answers these statuses to the next requests, in order.
    pub fn answer(&self, statuses: &[u16]) {
        self.state.script.lock().unwrap().extend(statuses);
    }

    pub fn received(&self) -> Vec<Received> {
        self.state.received.lock().unwrap().clone()
    }
}

/// A receiver that is down: its port bound but not listening, so that connections to it are
/// refused. Holding the port (rather than stopping a receiver and starting another on its
/// number later) keeps the servers of tests running alongside from being given it meanwhile:
/// a delivery meant to fail would then reach one of them.
pub struct DownReceiver {
    pub url: String,
    socket: tokio::net::TcpSocket,
}

impl DownReceiver {
    pub fn new() -> DownReceiver {
        let socket = tokio::net::TcpSocket::new_v4().expect("receiver socket");
        socket
            .bind(([127, 0, 0, 1], 0).into())
            .expect("receiver port");
        let port = socket.local_addr().expect("receiver port").port();
        DownReceiver {
            url: format!("http://127.0.0.1:{port}/hook"),
            socket,
        }
    }

    /// Comes up on the same port.
    pub fn start(self) -> Receiver {
        let listener = self.socket.listen(64).expect("receiver listens");
        Receiver::serve(listener.into_std().expect("receiver listener"))
    }
}

/// A mail the SMTP server accepted.
#[derive(Debug, Clone)]
pub struct Mail {
    pub to: Vec<String>,
    pub data: String,
}

impl Mail {
    /// A header's value (unfolded), if present.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or_default();
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_owned())
        })
    }

    /// The body with quoted-printable soft breaks removed (the text parts are ASCII).
    pub fn text(&self) -> String {
        self.data.replace("=\r\n", "").replace("=3D", "=")
    }
}

#[derive(Clone)]
struct Sink {
    store: Arc<Mutex<Vec<Mail>>>,
    to: Vec<String>,
    data: Vec<u8>,
}

impl mailin_embedded::Handler for Sink {
    fn data_start(
        &mut self,
        _domain: &str,
        _from: &str,
        _is8bit: bool,
        to: &[String],
    ) -> mailin_embedded::Response {
        self.to = to.to_vec();
        self.data.clear();
        mailin_embedded::response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> mailin_embedded::Response {
        self.store.lock().unwrap().push(Mail {
            to: std::mem::take(&mut self.to),
            data: String::from_utf8_lossy(&self.data).into_owned(),
        });
        mailin_embedded::response::OK
    }
}

/// An SMTP server on a local port, keeping every mail.
pub struct SmtpServer {
    pub url: String,
    store: Arc<Mutex<Vec<Mail>>>,
}

impl SmtpServer {
    pub fn start() -> SmtpServer {
        let listener = TcpListener::bind("127.0.0.1:0").expect("smtp port");
        let port = listener.local_addr().unwrap().port();
        let store: Arc<Mutex<Vec<Mail>>> = Arc::default();
        let sink = Sink {
            store: store.clone(),
            to: Vec::new(),
            data: Vec::new(),
        };
        std::thread::spawn(move || {
            let mut server = mailin_embedded::Server::new(sink);
            server
                .with_name("camelot-test-smtp")
                .with_num_threads(2)
                .with_tcp_listener(listener);
            let _ = server.serve();
        });
        SmtpServer {
            url: format!("smtp://127.0.0.1:{port}"),
            store,
        }
    }

    pub fn mails(&self) -> Vec<Mail> {
        self.store.lock().unwrap().clone()
    }

    /// The mails to one address.
    pub fn to(&self, address: &str) -> Vec<Mail> {
        self.mails()
            .into_iter()
            .filter(|m| m.to.iter().any(|t| t.contains(address)))
            .collect()
    }
}
