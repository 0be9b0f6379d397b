//! Taking a batch from a queue of requests: everything queued while the previous batch ran, so
//! an idle server answers at once and a busy one serves many requests with one statement.

use prometheus_client::metrics::histogram::Histogram;
use tokio::sync::mpsc;

/// Takes what is queued (waiting for at least one), up to `max`, and counts it in `sizes`;
/// `None` once the queue is closed.
pub async fn take<T>(rx: &mut mpsc::Receiver<T>, max: usize, sizes: &Histogram) -> Option<Vec<T>> {
    let mut batch = Vec::new();
    if rx.recv_many(&mut batch, max).await == 0 {
        return None;
    }
    sizes.observe(batch.len() as f64);
    Some(batch)
}
