//! The event loop, generic over the ratatui backend (a `TestBackend` in the
//! tests), and the real terminal's set-up and restore: raw mode, the alternate
//! screen and the mouse on the way in; all of it undone on the way out, on
//! quit, on an error, on a panic on any thread and on SIGTERM, SIGHUP, SIGINT
//! or SIGQUIT (see [`super::guard`]), with the learner's progress saved each time.

use std::io::{self, Stdout};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::{Backend, CrosstermBackend};

use crate::app::{App, Msg, update};
use crate::untrusted::clean_symbol;

use super::guard::{self, FaultReport, Guard};
use super::keymap;

/// How long each line of the flip animation shows.
pub const FLIP_STEP: Duration = Duration::from_millis(180);
/// How often the loop looks at the stop flag while nothing happens.
const IDLE: Duration = Duration::from_millis(200);
/// How often the loop looks for work done off the UI thread (the computer's
/// move, a review) and lets a turn timer tick.
const WAIT: Duration = Duration::from_millis(50);

/// Where terminal events come from: the terminal, or a list in the tests.
pub trait Events {
    /// The next event, waiting at most `timeout` (none: nothing came).
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Event>>;
}

/// The real terminal's events, read on a thread of their own and handed over a
/// channel. The loop waits on the channel, never on the terminal, so that it
/// still sees the stop flag when the terminal is gone (a closed window makes
/// crossterm's `poll` spin on the end of input without returning).
#[derive(Debug)]
pub struct TerminalEvents {
    events: mpsc::Receiver<io::Result<Event>>,
}

impl TerminalEvents {
    /// Starts the reading thread; it ends when the receiver is dropped (at the
    /// next event) or at the first error, which it hands over.
    pub fn spawn() -> io::Result<TerminalEvents> {
        let (sender, events) = mpsc::channel();
        thread::Builder::new()
            .name("terminal-events".into())
            .spawn(move || {
                loop {
                    let next = match event::poll(IDLE) {
                        Ok(true) => event::read().map(Some),
                        Ok(false) => Ok(None),
                        // A signal arriving during the wait.
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => Ok(None),
                        Err(e) => Err(e),
                    };
                    let failed = next.is_err();
                    if let Some(event) = next.transpose()
                        && (sender.send(event).is_err() || failed)
                    {
                        return;
                    }
                }
            })?;
        Ok(TerminalEvents { events })
    }
}

impl Events for TerminalEvents {
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Event>> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => event.map(Some),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the terminal's input has ended",
            )),
        }
    }
}

/// Draws `app`, turns each event into a message for `update`, and draws again,
/// until the app quits, the events end, or `stop` is set (a signal), which
/// saves and quits.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &mut dyn Events,
    stop: &AtomicBool,
) -> io::Result<()> {
    let mut last_tick = Instant::now();
    let mut clock = Instant::now();
    loop {
        draw(terminal, app)?;
        if app.quit {
            return Ok(());
        }
        if stop.load(Ordering::Relaxed) {
            update(app, Msg::Stop);
            return Ok(());
        }
        let timeout = if app.animating() {
            FLIP_STEP.saturating_sub(last_tick.elapsed())
        } else if app.working() || app.timer_running() {
            WAIT
        } else {
            IDLE
        };
        if let Some(event) = events.next(timeout)? {
            if let Some(msg) = keymap::msg(&event, app) {
                update(app, msg);
                if app.animating() && !matches!(msg, Msg::Resize(..)) {
                    last_tick = Instant::now();
                }
            }
        } else if app.animating() && last_tick.elapsed() >= FLIP_STEP {
            update(app, Msg::Tick);
            last_tick = Instant::now();
        } else if app.unsaved && !app.animating() {
            update(app, Msg::Idle);
        }
        background(app, &mut clock);
    }
}

/// Work done off the UI thread handed to the app once it is ready, and the
/// time passed on a running turn timer (the clock starts again when none runs).
fn background(app: &mut App, clock: &mut Instant) {
    if app.ready() {
        update(app, Msg::Ready);
    }
    if !app.timer_running() {
        *clock = Instant::now();
    } else if clock.elapsed() >= WAIT {
        update(app, Msg::Elapsed(clock.elapsed()));
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

/// Runs `app` in the real terminal and restores the terminal however it ends;
/// progress is saved on every way out. A panic on any thread (see
/// [`super::guard`]) ends the run with a [`FaultReport`] once the terminal is
/// restored: what happened and where the progress is.
pub fn run_in_terminal(app: &mut App) -> io::Result<()> {
    let guarded = Guard::enter()?;
    let mut terminal = match enter() {
        Ok(terminal) => terminal,
        Err(e) => {
            restore();
            return Err(e);
        }
    };
    if let Ok(size) = terminal.size() {
        app.size = (size.width, size.height);
    }
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        let mut events = TerminalEvents::spawn()?;
        crate::fault::test_panic("ui");
        run(&mut terminal, app, &mut events, guarded.stop())
    }));
    restore();
    drop(guarded);
    let (ended, save) = match result {
        Ok(Ok(())) => (Ok(()), false),
        Ok(Err(e)) => (Err(e), true),
        Err(panic) if guard::fault().is_none() => panic::resume_unwind(panic),
        Err(_) => (Ok(()), true),
    };
    reported(app, save)?;
    ended
}

/// After the loop: saves if the loop could not (`save`), and turns a fault
/// into its report. A save that panics too is told as not saved.
fn reported(app: &mut App, save: bool) -> io::Result<()> {
    let Some(fault) = guard::fault() else {
        if save {
            app.save_on_exit();
        }
        return Ok(());
    };
    let progress = panic::catch_unwind(AssertUnwindSafe(|| {
        if save {
            app.save_on_exit();
        }
        app.where_progress_is()
    }));
    let ui = app.ui();
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

/// Raw mode, the alternate screen, the mouse, no cursor. The full screen draws
/// on the terminal itself: every cell of its frames is cleaned in [`draw`].
#[allow(clippy::disallowed_methods)]
fn enter() -> io::Result<Terminal<CrosstermBackend<Stdout>>> {
    enable_raw_mode()?;
    let mut out = io::stdout();
    execute!(out, EnterAlternateScreen, EnableMouseCapture, cursor::Hide)?;
    Terminal::new(CrosstermBackend::new(out))
}

/// Everything [`enter`] did, undone; safe to call twice.
#[allow(clippy::disallowed_methods)]
fn restore() {
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = disable_raw_mode();
}
