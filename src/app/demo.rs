//! The classroom demo's state: a lesson shown step by step, or a game record
//! move by move, for a whole class to read; a task's answer hidden until the
//! presenter shows it (Enter), so that the class guesses first; auto-advance
//! counted in ticks ([`Msg::Tick`]), so that it runs without real time in the
//! tests.

use crate::course::Lesson;
use crate::engine::notation::{NotationError, play_record};
use crate::engine::{Board, Color};
use crate::runner::{Advance, Command, LessonCommand, LessonRun, Replay};

use super::Key;
use super::bindings::{Binding, HELP, QUIT, lesson_command};
use super::demo_pick::DemoPick;
use super::lesson::Said;
use super::sandbox::SandboxScreen;
use super::{App, Arrow, Msg, Screen};
use crate::i18n::Does;

/// How long one [`Msg::Tick`] stands for, in milliseconds: the event loop ticks
/// this often while the demo advances by itself (`ui::event_loop::FLIP_STEP`).
pub const TICK_MS: u32 = 180;
/// The shortest auto-advance delay, in seconds.
pub const DELAY_MIN: u8 = 1;
/// The longest auto-advance delay, in seconds.
pub const DELAY_MAX: u8 = 30;
/// The auto-advance delay a demo starts with, in seconds.
pub const DELAY_START: u8 = 3;

/// A key of the classroom demo or the sandbox (their bindings send these; on
/// other screens the same keys mean what those screens' bindings say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassroomKey {
    /// `a`: auto-advance on or off.
    Auto,
    /// `+`: auto-advance waits a second longer.
    Longer,
    /// `-`: auto-advance waits a second less.
    Shorter,
    /// `s`: the position shown, in the sandbox.
    Sandbox,
    /// `x`, `o`, `-` or Delete (the board string's letters): a black disc, a
    /// white disc or nothing on the square under the cursor.
    Put(Option<Color>),
    /// `t`: the other side to move.
    SideToMove,
    /// `s`: export (save) the position.
    Export,
    /// `n`: an empty board (asked first).
    Clear,
    /// `r`: the start position (asked first).
    Start,
    /// `u`: the last change undone.
    Undo,
    /// Tab, on the dashboard: the next pane.
    NextPane,
    /// `p` or `r`, on the dashboard: the free pupils paired so.
    Pair(super::Pairing),
    /// `c`, on the dashboard: the class report written.
    Report,
    /// `f`, on the dashboard: the class follows the lesson or record chosen.
    FollowMe,
    /// `v`, on the dashboard: the kept game chosen, reviewed move by move.
    Review,
}

/// What the demo shows.
// A lesson run is larger than a replay; the demo is boxed in `Screen` anyway.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Showing {
    /// A lesson, step by step.
    Lesson {
        /// The lesson's place in the course, counting from 0.
        number: usize,
        /// The lesson run (the presenter's: it never touches the learner's progress).
        run: LessonRun,
        /// What the step said last: the reply its end played, the answer shown.
        said: Said,
    },
    /// A game record, move by move.
    Game {
        /// The record as given.
        record: String,
        /// The game, stepped through.
        replay: Replay,
    },
}

/// Auto-advance: on or off, its delay, and how long the step shown has waited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AutoAdvance {
    /// Whether the demo advances by itself.
    pub on: bool,
    /// How long each step or move stays, in seconds.
    pub seconds: u8,
    /// How long the step shown has stayed so far, in milliseconds of ticks.
    pub waited_ms: u32,
}

/// The classroom demo.
#[derive(Clone, Debug)]
pub struct DemoScreen {
    /// The lesson or the game shown.
    pub showing: Showing,
    /// Auto-advance.
    pub auto: AutoAdvance,
    /// Forward was pressed on the last step or move.
    pub at_end: bool,
}

/// What a message did to the demo that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Effect {
    None,
    /// Back to the chooser.
    Leave,
    /// The position shown, in the sandbox.
    Sandbox(Board),
}

impl DemoScreen {
    fn new(showing: Showing) -> DemoScreen {
        DemoScreen {
            showing,
            auto: AutoAdvance {
                on: false,
                seconds: DELAY_START,
                waited_ms: 0,
            },
            at_end: false,
        }
    }

    /// Lesson `lesson`, number `number` of the course, from its first step.
    pub fn lesson(number: usize, lesson: Lesson) -> DemoScreen {
        DemoScreen::new(Showing::Lesson {
            number,
            run: LessonRun::new(lesson),
            said: Said::Nothing,
        })
    }

    /// The game of `record` (`f5d6c3`, played from the start), at its start.
    pub fn game(record: &str) -> Result<DemoScreen, NotationError> {
        let game = play_record(Board::start(), record)?;
        Ok(DemoScreen::new(Showing::Game {
            record: record.trim().to_string(),
            replay: Replay::new(&game),
        }))
    }

    /// Whether the step shown is a task whose answer the presenter has not shown yet.
    pub fn hidden(&self) -> bool {
        matches!(&self.showing, Showing::Lesson { run, .. } if run.asks().is_some())
    }

    /// Whether auto-advance is on but waits for a hidden answer to be shown.
    pub fn waiting(&self) -> bool {
        self.auto.on && self.hidden()
    }

    /// The position shown (after the move shown, once an answer is).
    pub fn board(&self) -> Board {
        match &self.showing {
            Showing::Lesson { run, .. } => *run.board(),
            Showing::Game { replay, .. } => replay.step().board,
        }
    }

    /// The chooser's row of what is shown.
    fn pick_row(&self) -> usize {
        match &self.showing {
            Showing::Lesson { number, .. } => DemoPick::LESSONS + number,
            Showing::Game { .. } => DemoPick::RECORD,
        }
    }

    /// Acts on `msg`.
    pub(super) fn take(&mut self, msg: Msg) -> Effect {
        match msg {
            Msg::Arrow(Arrow::Right)
            | Msg::Space
            | Msg::Command(Command::Lesson(LessonCommand::Next)) => self.forward(),
            Msg::Arrow(Arrow::Left)
            | Msg::Backspace
            | Msg::Command(Command::Lesson(LessonCommand::Back)) => self.back(),
            Msg::Enter | Msg::Command(Command::Lesson(LessonCommand::Reveal)) => {
                if self.hidden() {
                    self.reveal();
                } else if msg == Msg::Enter {
                    self.forward();
                }
            }
            Msg::Classroom(ClassroomKey::Auto) => {
                self.auto.on = !self.auto.on;
                self.auto.waited_ms = 0;
            }
            Msg::Classroom(ClassroomKey::Longer) => {
                self.auto.seconds = (self.auto.seconds + 1).min(DELAY_MAX);
            }
            Msg::Classroom(ClassroomKey::Shorter) => {
                self.auto.seconds = self.auto.seconds.saturating_sub(1).max(DELAY_MIN);
            }
            Msg::Classroom(ClassroomKey::Sandbox) => return Effect::Sandbox(self.board()),
            Msg::Escape => return Effect::Leave,
            Msg::Tick => self.tick(),
            _ => {}
        }
        Effect::None
    }

    /// One step or move on; on the last one, says so (and auto-advance stops).
    fn forward(&mut self) {
        self.auto.waited_ms = 0;
        let moved = match &mut self.showing {
            Showing::Lesson { run, said, .. } => {
                if run.index() + 1 >= run.lesson().steps.len() {
                    false
                } else {
                    // The reply to an answer shown is drawn on the step after.
                    let answered = said.reply();
                    *said = match run.next_step() {
                        Advance::Moved { reply } | Advance::Finished { reply } => {
                            reply.or(answered).map_or(Said::Nothing, Said::Reply)
                        }
                        // A task not answered: on without showing its answer.
                        Advance::AnswerFirst => {
                            run.skip();
                            Said::Nothing
                        }
                    };
                    true
                }
            }
            Showing::Game { replay, .. } => replay.forward(),
        };
        self.at_end = !moved;
        if !moved {
            self.auto.on = false;
        }
    }

    /// One step or move back.
    fn back(&mut self) {
        self.auto.waited_ms = 0;
        self.at_end = false;
        match &mut self.showing {
            Showing::Lesson { run, said, .. } => {
                *said = if run.back() {
                    Said::Nothing
                } else {
                    Said::FirstStep
                };
            }
            Showing::Game { replay, .. } => {
                replay.back();
            }
        }
    }

    /// Shows the answer of the task shown, with its move's lines on the board.
    pub(super) fn reveal(&mut self) {
        self.auto.waited_ms = 0;
        if let Showing::Lesson { run, said, .. } = &mut self.showing
            && let Some(revealed) = run.reveal()
        {
            *said = Said::Revealed(revealed);
        }
    }

    /// Time passes: with auto-advance on, the step shown moves on once it has
    /// stayed its delay (a hidden answer waits for the presenter).
    fn tick(&mut self) {
        if !self.auto.on || self.hidden() {
            return;
        }
        self.auto.waited_ms += TICK_MS;
        if self.auto.waited_ms >= u32::from(self.auto.seconds) * 1000 {
            self.forward();
        }
    }
}

impl App {
    /// Opens the classroom demo on lesson `index` of the course, from its first step.
    pub fn open_demo_lesson(&mut self, index: usize) {
        if let Some(lesson) = self.course.lessons.get(index) {
            self.screen = Screen::Demo(Box::new(DemoScreen::lesson(index, lesson.clone())));
        }
    }

    /// Opens the classroom demo on the game of `record`.
    pub fn open_demo_record(&mut self, record: &str) -> Result<(), NotationError> {
        self.screen = Screen::Demo(Box::new(DemoScreen::game(record)?));
        Ok(())
    }

    /// Opens the sandbox on `board`.
    pub fn open_sandbox(&mut self, board: Board) {
        self.screen = Screen::Sandbox(Box::new(SandboxScreen::new(board, None)));
    }
}

/// The demo's messages (the key list and quitting are the app's).
pub(super) fn update_demo(app: &mut App, msg: Msg) {
    let Screen::Demo(demo) = &mut app.screen else {
        return;
    };
    match demo.take(msg) {
        Effect::None => {}
        Effect::Leave => {
            let row = demo.pick_row();
            app.screen = Screen::DemoPick(DemoPick::at(row));
        }
        Effect::Sandbox(board) => {
            let home = Screen::Home { selected: 0 };
            if let Screen::Demo(demo) = std::mem::replace(&mut app.screen, home) {
                app.screen = Screen::Sandbox(Box::new(SandboxScreen::new(board, Some(demo))));
            }
        }
    }
}

/// Whether the demo shown hides a task's answer until the presenter shows it.
fn hides(app: &App) -> bool {
    matches!(&app.screen, Screen::Demo(demo) if demo.hidden())
}

fn shows(app: &App) -> bool {
    !hides(app)
}

/// → (and Space, `n`, `l`) go a step or a move on, on the demo and on what
/// the teacher's dashboard opens.
pub(super) const NEXT: Binding = Binding::msg(
    &[Key::Right, Key::Char(' '), Key::Char('n'), Key::Char('l')],
    Msg::Arrow(Arrow::Right),
    Does::Lesson(LessonCommand::Next),
)
.on_bar();
/// ← and Backspace go a step or a move back.
pub(super) const BACK: Binding = Binding::msg(
    &[Key::Left, Key::Backspace],
    Msg::Arrow(Arrow::Left),
    Does::Lesson(LessonCommand::Back),
)
.on_bar();
/// Enter and `r` show a hidden answer (where one is hidden).
pub(super) const REVEAL: Binding = Binding::msg(
    &[Key::Enter, Key::Char('r')],
    lesson_command(LessonCommand::Reveal),
    Does::Lesson(LessonCommand::Reveal),
)
.on_bar();
/// Enter goes on where no answer is hidden.
pub(super) const ENTER_NEXT: Binding =
    Binding::msg(&[Key::Enter], Msg::Enter, Does::Lesson(LessonCommand::Next));
/// `a` switches auto-advance on and off.
pub(super) const AUTO: Binding = Binding::msg(
    &[Key::Char('a'), Key::Char('A')],
    Msg::Classroom(ClassroomKey::Auto),
    Does::Auto,
)
.on_bar();
/// `+` makes auto-advance wait longer.
pub(super) const LONGER: Binding = Binding::msg(
    &[Key::Char('+'), Key::Char('=')],
    Msg::Classroom(ClassroomKey::Longer),
    Does::Delay,
)
.on_bar();
/// `-` makes it wait less.
pub(super) const SHORTER: Binding = Binding::msg(
    &[Key::Char('-'), Key::Char('_')],
    Msg::Classroom(ClassroomKey::Shorter),
    Does::Delay,
)
.on_bar();

/// The classroom demo's bindings. It types no squares, so its own keys sit on
/// letters: `a`, `s`, and `+` `-` for the delay.
pub const BINDINGS: &[Binding] = &[
    NEXT,
    BACK,
    REVEAL.when(hides),
    ENTER_NEXT.when(shows),
    AUTO,
    LONGER,
    SHORTER,
    Binding::msg(
        &[Key::Char('s'), Key::Char('S')],
        Msg::Classroom(ClassroomKey::Sandbox),
        Does::ToSandbox,
    )
    .on_bar(),
    HELP.on_bar(),
    Binding::msg(&[Key::Esc], Msg::Escape, Does::Back).on_bar(),
    QUIT,
];
