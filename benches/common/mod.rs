//! What several benchmarks share.

use std::time::Duration;

/// The processor time this thread has used (Linux; `None` elsewhere), so that a
/// machine busy with other work does not inflate the times.
pub fn cpu_time() -> Option<Duration> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
}
