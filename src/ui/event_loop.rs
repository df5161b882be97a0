//! The event loop, generic over the ratatui backend (a `TestBackend` in the
//! tests) and over where its input comes from ([`Events`]: the local terminal,
//! a list in the tests); and the run in the real terminal, restored however it
//! ends: on quit, on an error, on a panic (a panic hook) and on SIGTERM or
//! SIGHUP, with the learner's progress saved each time.

use std::io;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;

use crate::app::{App, Msg, Tutor};
use crate::untrusted::clean_symbol;

use super::input::Input;
use super::keymap;
use super::terminal::{TerminalEvents, enter, restore};

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

/// Runs `app` in the real terminal and restores the terminal however it ends;
/// progress is saved on every way out.
pub fn run_in_terminal(app: &mut Tutor) -> io::Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGHUP] {
        signal_hook::flag::register(signal, Arc::clone(&stop))?;
    }
    let hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        restore();
        hook(info);
    }));
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
        run(&mut terminal, app, &mut events, &stop)
    }));
    restore();
    match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => {
            app.save_on_exit();
            Err(e)
        }
        Err(panic) => {
            app.save_on_exit();
            panic::resume_unwind(panic)
        }
    }
}
