//! A fault in the program (a panic) as data: on which thread, where in the
//! source, with what message; and the switch with which a test forces one.
//!
//! The switch: with the variable `REVERSI_TUTOR_TEST_PANIC` set to a place's name, the
//! program panics there: `computer` (the thread that works out the computer's
//! move), `review` (the thread that grades a game) or `ui` (the full screen's own
//! thread, before its first frame). It exists only in builds with debug
//! assertions (`cargo build`, `cargo test`); a release build never reads the
//! variable.

use std::backtrace::{Backtrace, BacktraceStatus};
use std::fmt;
use std::panic::PanicHookInfo;

/// The variable that forces a panic at a named place, in test builds only.
#[cfg(debug_assertions)]
const TEST_PANIC: &str = "REVERSI_TUTOR_TEST_PANIC";

/// Panics if a test asked for a panic at `place` (see the module's doc); does
/// nothing in a release build. The panic names the caller's place.
#[track_caller]
pub fn test_panic(place: &str) {
    #[cfg(debug_assertions)]
    if std::env::var_os(TEST_PANIC).is_some_and(|value| value == place) {
        panic!("a panic forced by {TEST_PANIC}={place}");
    }
    #[cfg(not(debug_assertions))]
    let _ = place;
}

/// A panic, as its hook saw it.
#[derive(Clone, Debug)]
pub struct Fault {
    /// The thread's name (`<unnamed>` for a thread without one).
    pub thread: String,
    /// Where in the source: `file:line:column`, if known.
    pub place: Option<String>,
    /// The panic's message.
    pub message: String,
    /// The backtrace, when `RUST_BACKTRACE` asks for one.
    pub backtrace: Option<String>,
}

impl Fault {
    /// The panic `info` is about, on the thread running the hook.
    pub fn of(info: &PanicHookInfo<'_>) -> Fault {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|text| (*text).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_string());
        let backtrace = Backtrace::capture();
        Fault {
            thread: std::thread::current()
                .name()
                .unwrap_or("<unnamed>")
                .to_string(),
            place: info
                .location()
                .map(|at| format!("{}:{}:{}", at.file(), at.line(), at.column())),
            message,
            backtrace: (backtrace.status() == BacktraceStatus::Captured)
                .then(|| backtrace.to_string()),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "thread '{}' panicked", self.thread)?;
        if let Some(place) = &self.place {
            write!(f, " at {place}")?;
        }
        write!(f, ": {}", self.message)
    }
}
