//! The event loop, generic over the ratatui backend (a `TestBackend` in the
//! tests) and over where its input comes from ([`Events`]: the local terminal,
//! a list in the tests); and the run in the real terminal, restored however it
//! ends: on quit, on an error, on a panic on any thread and on SIGTERM, SIGHUP,
//! SIGINT or SIGQUIT (see [`super::guard`]), with the learner's progress saved
//! each time.

use std::io;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;

use crate::app::{App, Msg, Tutor};
use crate::untrusted::clean_symbol;

use super::guard::{self, FaultReport, Guard};
use super::keymap;
use super::terminal::{TerminalEvents, enter, restore};
use crate::app::Input;

/// How long each line of the flip animation shows.
pub const FLIP_STEP: Duration = Duration::from_millis(180);
/// How often the loop looks at the stop flag while nothing happens.
const IDLE: Duration = Duration::from_millis(200);
/// How often the loop looks for work done off the UI thread (the computer's
/// move, a review) and lets a turn timer tick.
const WAIT: Duration = Duration::from_millis(50);

/// Where input comes from: a terminal, or a list in the tests.
pub trait Events {
    /// The next input, waiting at most `timeout` (none: nothing came).
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Input>>;

    /// The app as just drawn, for a front end that reports where the learner
    /// is (the classroom's list of pupils); nothing by default.
    fn drawn(&mut self, _app: &App) {}

    /// Messages that came from elsewhere than the keyboard since the last
    /// call (what the class told a pupil); none by default.
    fn news(&mut self) -> Vec<Msg> {
        Vec::new()
    }
}

/// Draws `app`, turns each event into a message for `update`, and draws again,
/// until the app quits, the events end, or `stop` is set (a signal), which
/// saves and quits.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    tutor: &mut Tutor,
    events: &mut dyn Events,
    stop: &AtomicBool,
) -> io::Result<()> {
    let mut last_tick = Instant::now();
    let mut clock = Instant::now();
    // What a screen opened before the loop asked for (the computer's first move).
    tutor.flush();
    loop {
        draw(terminal, tutor)?;
        events.drawn(tutor);
        if tutor.quit {
            return Ok(());
        }
        if stop.load(Ordering::Relaxed) {
            tutor.send(Msg::Stop);
            return Ok(());
        }
        let timeout = if tutor.animating() {
            FLIP_STEP.saturating_sub(last_tick.elapsed())
        } else if tutor.working() || tutor.timer_running() {
            WAIT
        } else {
            IDLE
        };
        if let Some(input) = events.next(timeout)? {
            if let Some(msg) = keymap::msg(&input, tutor) {
                let resize = matches!(msg, Msg::Resize(..));
                tutor.send(msg);
                if tutor.animating() && !resize {
                    last_tick = Instant::now();
                }
            }
        } else if tutor.animating() && last_tick.elapsed() >= FLIP_STEP {
            tutor.send(Msg::Tick);
            last_tick = Instant::now();
        } else if tutor.unsaved && !tutor.animating() {
            tutor.send(Msg::Idle);
        }
        for msg in events.news() {
            tutor.send(msg);
        }
        background(tutor, &mut clock);
    }
}

/// Work done off the UI thread handed to the app once it is in, and the time
/// passed on a running turn timer (the clock starts again when none runs).
fn background(tutor: &mut Tutor, clock: &mut Instant) {
    tutor.take_finished();
    if !tutor.timer_running() {
        *clock = Instant::now();
    } else if clock.elapsed() >= WAIT {
        tutor.send(Msg::Elapsed(clock.elapsed()));
        *clock = Instant::now();
    }
}

/// Draws `app` once. No cell reaches the terminal with an unsafe character
/// (see [`crate::untrusted::text`]): text meant to be read was escaped as it was
/// laid out, and anything that slipped past loses its unsafe characters here.
pub fn draw<B: Backend>(terminal: &mut Terminal<B>, app: &App) -> io::Result<()> {
    terminal
        .draw(|frame| {
            frame.render_widget(app, frame.area());
            for cell in &mut frame.buffer_mut().content {
                if let Some(clean) = clean_symbol(cell.symbol()) {
                    cell.set_symbol(&clean);
                }
            }
        })
        .map(|_| ())
        .map_err(|e| io::Error::other(e.to_string()))
}

/// Runs `tutor` in the real terminal and restores the terminal however it
/// ends; progress is saved on every way out. A panic on any thread (see
/// [`super::guard`]) ends the run with a [`FaultReport`] once the terminal is
/// restored: what happened and where the progress is.
pub fn run_in_terminal(tutor: &mut Tutor) -> io::Result<()> {
    run_in_terminal_with(tutor, |events| Box::new(events))
}

/// As [`run_in_terminal`], with the terminal's input handed to `wrap`, which
/// may add news from elsewhere (the class, for the teacher's dashboard).
pub fn run_in_terminal_with<'a>(
    tutor: &mut Tutor,
    wrap: impl FnOnce(TerminalEvents) -> Box<dyn Events + 'a>,
) -> io::Result<()> {
    let guarded = Guard::enter()?;
    let mut terminal = match enter() {
        Ok(terminal) => terminal,
        Err(e) => {
            restore();
            return Err(e);
        }
    };
    if let Ok(size) = terminal.size() {
        tutor.size = (size.width, size.height);
    }
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        let mut events = wrap(TerminalEvents::spawn()?);
        crate::fault::test_panic("ui");
        run(&mut terminal, tutor, &mut *events, guarded.stop())
    }));
    restore();
    drop(guarded);
    let (ended, save) = match result {
        Ok(Ok(())) => (Ok(()), false),
        Ok(Err(e)) => (Err(e), true),
        Err(panic) if guard::fault().is_none() => panic::resume_unwind(panic),
        Err(_) => (Ok(()), true),
    };
    reported(tutor, save)?;
    ended
}

/// After the loop: saves if the loop could not (`save`), and turns a fault
/// into its report. A save that panics too is told as not saved.
fn reported(tutor: &mut Tutor, save: bool) -> io::Result<()> {
    let Some(fault) = guard::fault() else {
        if save {
            tutor.save_on_exit();
        }
        return Ok(());
    };
    let progress = panic::catch_unwind(AssertUnwindSafe(|| {
        if save {
            tutor.save_on_exit();
        }
        tutor.where_progress_is()
    }));
    let ui = tutor.ui();
    let progress = progress.unwrap_or_else(|_| Some(ui.progress_not_saved(&fault.to_string())));
    match FaultReport::of_first(ui.program_fault().to_string(), progress) {
        Some(report) => Err(io::Error::other(report)),
        None => Ok(()),
    }
}

/// Sets the process's panic hook (see [`super::guard`]), which restores this
/// terminal when the full screen's own thread panics.
pub fn install_panic_hook() {
    guard::install_panic_hook(restore);
}
