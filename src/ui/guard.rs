//! What ends the full screen from outside its loop: the signals SIGTERM, SIGHUP,
//! SIGINT and SIGQUIT, and a panic on any thread. Each sets the one stop flag
//! ([`stop_flag`]), so that the loop saves and leaves and the terminal is
//! restored; the first panic is also kept as a [`Fault`] for the report after it.
//!
//! The panic hook ([`install_panic_hook`], set by the binary before anything
//! else) takes no lock that anything holds for long: it keeps the first fault in
//! a cell set once and sets the flag. While the full screen runs ([`Guard`]),
//! only the full screen's own thread restores the terminal, at once (another
//! thread never writes to the terminal: the full screen may be drawing), and
//! nothing is printed while the alternate screen is on. Outside the full screen
//! a panic is printed as usual.

use std::cell::Cell;
use std::fmt;
use std::io;
use std::panic;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use crate::fault::Fault;

/// The signals that save and leave, as SIGTERM does: sent by a supervisor, by
/// `kill` or `timeout`, or by a terminal that closes (SIGHUP). In raw mode Ctrl-C
/// is a key, so SIGINT and SIGQUIT come only from outside.
const STOP_SIGNALS: [i32; 4] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGQUIT,
];

/// The first panic of the process, and whether it was printed as it happened.
static FAULT: OnceLock<(Fault, bool)> = OnceLock::new();
/// The flag the full screen's loop stops at.
static STOP: OnceLock<Arc<AtomicBool>> = OnceLock::new();
/// Whether the full screen runs (the terminal is raw, on the alternate screen).
static FULL_SCREEN: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// Whether this thread is the full screen's own, which draws.
    static DRAWS: Cell<bool> = const { Cell::new(false) };
}

/// The flag that stops the full screen's loop: set by a stop signal or a panic.
fn stop_flag() -> &'static Arc<AtomicBool> {
    STOP.get_or_init(|| Arc::new(AtomicBool::new(false)))
}

/// The first panic of the process, if any.
pub fn fault() -> Option<&'static Fault> {
    FAULT.get().map(|(fault, _)| fault)
}

/// Sets the hook every panic goes through, on any thread: it keeps the first
/// fault and sets the stop flag; in the full screen it restores the terminal
/// with `restore` when the panic is on the full screen's thread, and prints
/// nothing (the report comes once the terminal is restored); elsewhere it
/// prints the panic as the standard hook does.
pub fn install_panic_hook(restore: fn()) {
    let standard = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let full_screen = FULL_SCREEN.load(Ordering::SeqCst);
        let _ = FAULT.set((Fault::of(info), !full_screen));
        stop_flag().store(true, Ordering::SeqCst);
        if !full_screen {
            standard(info);
        } else if DRAWS.try_with(Cell::get).unwrap_or(false) {
            restore();
        }
    }));
}

/// The full screen running on this thread: the stop signals set the stop flag,
/// and the panic hook knows not to print. The flag starts set when a panic came
/// before (on a thread started early, such as a review's).
#[derive(Debug)]
pub struct Guard {
    /// The stop signals' handlers, taken away again when the full screen ends,
    /// so that a signal afterwards does what it does by default.
    handlers: Vec<signal_hook::SigId>,
}

impl Guard {
    /// Starts guarding the full screen on this thread.
    pub fn enter() -> io::Result<Guard> {
        let stop = stop_flag();
        let mut handlers = Vec::with_capacity(STOP_SIGNALS.len());
        for signal in STOP_SIGNALS {
            match signal_hook::flag::register(signal, Arc::clone(stop)) {
                Ok(id) => handlers.push(id),
                Err(error) => {
                    unregister(&handlers);
                    return Err(error);
                }
            }
        }
        stop.store(fault().is_some(), Ordering::SeqCst);
        DRAWS.with(|draws| draws.set(true));
        FULL_SCREEN.store(true, Ordering::SeqCst);
        Ok(Guard { handlers })
    }

    /// The flag the loop stops at.
    pub fn stop(&self) -> &AtomicBool {
        stop_flag()
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        FULL_SCREEN.store(false, Ordering::SeqCst);
        let _ = DRAWS.try_with(|draws| draws.set(false));
        unregister(&self.handlers);
    }
}

/// Takes the handlers `handlers` away.
fn unregister(handlers: &[signal_hook::SigId]) {
    for &id in handlers {
        signal_hook::low_level::unregister(id);
    }
}

/// The report of a fault that stopped the full screen, once the terminal is
/// restored: what happened, and where the learner's progress is.
#[derive(Debug)]
pub struct FaultReport {
    /// What happened, in the learner's words.
    pub headline: String,
    /// Where the progress is: the file it is saved in, or why it is not saved
    /// (none: there is no progress, as in the review of a game).
    pub progress: Option<String>,
    /// The fault itself (thread, place, message).
    pub fault: Fault,
    /// Whether the fault was printed as it happened (with its backtrace, if
    /// asked for); else the fault and its backtrace follow the report.
    pub shown: bool,
}

impl FaultReport {
    /// The report of the first fault of the process, if there was one, with the
    /// words `headline` and `progress`.
    pub fn of_first(headline: String, progress: Option<String>) -> Option<FaultReport> {
        FAULT.get().map(|(fault, shown)| FaultReport {
            headline,
            progress,
            fault: fault.clone(),
            shown: *shown,
        })
    }

    /// Whether `error` reports a fault (the program then exits with its own status).
    pub fn is_in(error: &io::Error) -> bool {
        error
            .get_ref()
            .is_some_and(|inner| inner.is::<FaultReport>())
    }
}

impl fmt::Display for FaultReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.progress {
            Some(progress) => writeln!(f, "{} {progress}", self.headline)?,
            None => writeln!(f, "{}", self.headline)?,
        }
        // A fault printed as it happened (on a thread started before the full
        // screen) is not printed twice.
        if self.shown {
            return Ok(());
        }
        write!(f, "{}", self.fault)?;
        match &self.fault.backtrace {
            Some(backtrace) => write!(f, "\n{backtrace}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for FaultReport {}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(shown: bool) -> FaultReport {
        FaultReport {
            headline: "A fault stopped the tutor.".into(),
            progress: Some("Your progress is saved.".into()),
            fault: Fault {
                thread: "review".into(),
                place: Some("src/app/executor.rs:1:1".into()),
                message: "boom".into(),
                backtrace: Some("0: frame".into()),
            },
            shown,
        }
    }

    #[test]
    fn once_the_full_screen_has_ended_a_stop_signal_leaves_the_stop_flag_alone() {
        use signal_hook::consts::SIGHUP;
        // A handler of the test's own keeps SIGHUP from ending the test process.
        let seen = Arc::new(AtomicBool::new(false));
        let ours = signal_hook::flag::register(SIGHUP, Arc::clone(&seen)).unwrap();
        drop(Guard::enter().unwrap());
        drop(Guard::enter().unwrap());
        stop_flag().store(false, Ordering::SeqCst);
        signal_hook::low_level::raise(SIGHUP).unwrap();
        signal_hook::low_level::unregister(ours);
        assert!(seen.load(Ordering::SeqCst));
        assert!(!stop_flag().load(Ordering::SeqCst));
    }

    #[test]
    fn a_fault_printed_as_it_happened_is_not_printed_again_in_the_report() {
        let printed = report(true).to_string();
        assert_eq!(
            printed,
            "A fault stopped the tutor. Your progress is saved.\n"
        );
        let unprinted = report(false).to_string();
        assert!(unprinted.contains("'review' panicked"), "{unprinted}");
        assert!(unprinted.contains("boom") && unprinted.contains("0: frame"));
    }
}
