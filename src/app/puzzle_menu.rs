//! The puzzle menu's state: its rows (every mode, and under "by theme" each of
//! the twelve themes), what the last session or a session that could not start
//! left to say; and the puzzle part's opening: the built-in puzzles loaded (and
//! their endgames verified) the first time it opens, a trainer session started
//! by a row, by the command line's choice, or for one puzzle.

use crate::course::embedded::embedded_files;
use crate::course::{CourseLoader, FileKind, Puzzle, ThemeKind};
use crate::i18n::Does;
use crate::learner::Date;
use crate::runner::{Mode, NoMore, Selection, Trainer, TrainerSummary};

use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, HELP, QUIT};
use super::puzzle::PuzzleScreen;
use super::{App, Key, Msg, Screen};

/// A row of the puzzle menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuRow {
    /// A mode over every theme (theme mode: one theme after another).
    Mode(Mode),
    /// Theme mode, keeping to one theme.
    Theme(ThemeKind),
    /// The lesson tasks due for review (see [`crate::runner::drill`]).
    LessonTasks,
}

impl MenuRow {
    /// The rows, in menu order: theme mode and its themes, then rated, streak,
    /// review, the lesson tasks to review, and the retry of today's misses.
    pub fn all() -> Vec<MenuRow> {
        let mut rows = vec![MenuRow::Mode(Mode::Theme)];
        rows.extend(ThemeKind::ALL.into_iter().map(MenuRow::Theme));
        rows.extend([Mode::Rated, Mode::Streak, Mode::Review].map(MenuRow::Mode));
        rows.push(MenuRow::LessonTasks);
        rows.push(MenuRow::Mode(Mode::Retry));
        rows
    }

    /// The puzzles this row serves (none: the row serves lesson tasks).
    pub fn selection(self) -> Option<Selection> {
        match self {
            MenuRow::Mode(mode) => Some(Selection { mode, theme: None }),
            MenuRow::Theme(kind) => Some(Selection {
                mode: Mode::Theme,
                theme: Some(kind),
            }),
            MenuRow::LessonTasks => None,
        }
    }

    /// The row that starts `selection` (a theme kept to in another mode: its mode's row).
    pub fn of(selection: Selection) -> MenuRow {
        match (selection.mode, selection.theme) {
            (Mode::Theme, Some(kind)) => MenuRow::Theme(kind),
            (mode, _) => MenuRow::Mode(mode),
        }
    }

    /// Its place in [`MenuRow::all`].
    pub fn index(self) -> usize {
        MenuRow::all()
            .iter()
            .position(|row| *row == self)
            .unwrap_or(0)
    }
}

/// What the menu says about the session before, or the one that could not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionEnd {
    /// Why the puzzles ran out (none: the learner left).
    pub why: Option<NoMore>,
    /// The theme the session kept to.
    pub theme: Option<ThemeKind>,
    /// How the session went.
    pub summary: TrainerSummary,
}

/// The puzzle menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleMenu {
    /// The row chosen.
    pub selected: usize,
    /// What the last session (or a session that could not start) left to say.
    pub said: Option<SessionEnd>,
    /// The lesson tasks row was chosen with no task due.
    pub no_tasks_due: bool,
}

/// What the puzzle part needs besides the course and the progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleSetup {
    /// The day puzzles are served and reviewed on.
    pub today: Date,
    /// Varies the choice among puzzles of the same difficulty; each session
    /// started from the menu uses the next number.
    pub seed: u64,
    /// The built-in puzzles are not in the course yet (the tutor starts without
    /// them, so that its first frame does not wait for the solver).
    pub built_in_pending: bool,
}

impl Default for PuzzleSetup {
    fn default() -> PuzzleSetup {
        PuzzleSetup {
            today: Date::today(),
            seed: 0,
            built_in_pending: false,
        }
    }
}

impl App {
    /// Opens the puzzle menu on `row`, with the built-in puzzles loaded.
    pub fn open_puzzle_menu(&mut self, row: MenuRow, said: Option<SessionEnd>) {
        self.load_built_in_puzzles();
        self.help_open = false;
        self.screen = Screen::PuzzleMenu(PuzzleMenu {
            selected: row.index(),
            said,
            no_tasks_due: false,
        });
    }

    /// Starts a session of `selection` on its first puzzle, ending after `count`
    /// puzzles if given; when there is none, the menu says why instead.
    pub fn start_puzzles(&mut self, selection: Selection, seed: u64, count: Option<usize>) {
        self.load_built_in_puzzles();
        let trainer = Trainer::new(
            self.course.puzzles.clone(),
            selection,
            self.progress.clone(),
            self.puzzle_setup.today,
            seed,
        )
        .limited(count);
        self.serve_first(trainer, MenuRow::of(selection));
    }

    /// Starts a class assignment: `puzzles` in order, each once (at most
    /// `count` of them, if given).
    pub fn start_assignment(&mut self, puzzles: Vec<Puzzle>, count: Option<usize>) {
        let trainer = Trainer::assignment(puzzles, self.progress.clone(), self.puzzle_setup.today)
            .limited(count);
        self.serve_first(trainer, MenuRow::Mode(Mode::Theme));
    }

    /// Opens puzzle `id` alone; `false` when there is no such puzzle.
    pub fn open_puzzle(&mut self, id: &str) -> bool {
        self.load_built_in_puzzles();
        let Some(puzzle) = self.course.puzzles.iter().find(|p| p.id == id).cloned() else {
            return false;
        };
        let row = MenuRow::Theme(puzzle.theme.kind());
        let trainer = Trainer::single(puzzle, self.progress.clone(), self.puzzle_setup.today);
        self.serve_first(trainer, row);
        true
    }

    /// The ids of every puzzle, the built-in ones loaded.
    pub fn puzzle_ids(&mut self) -> Vec<&str> {
        self.load_built_in_puzzles();
        self.course.puzzles.iter().map(|p| p.id.as_str()).collect()
    }

    fn serve_first(&mut self, mut trainer: Trainer, row: MenuRow) {
        self.help_open = false;
        match trainer.next_puzzle() {
            Ok(_) => self.screen = Screen::Puzzle(Box::new(PuzzleScreen::new(trainer, row))),
            Err(why) => {
                let said = SessionEnd {
                    why: Some(why),
                    theme: trainer.selection().theme,
                    summary: TrainerSummary::default(),
                };
                self.open_puzzle_menu(row, Some(said));
            }
        }
    }

    /// Adds the built-in puzzles to the course the first time the puzzle part
    /// opens. The teacher's puzzles, loaded at the start, stay after them and take
    /// the place of a built-in puzzle with the same id, as when everything is
    /// loaded at once.
    fn load_built_in_puzzles(&mut self) {
        if !std::mem::take(&mut self.puzzle_setup.built_in_pending) {
            return;
        }
        let mut loader = CourseLoader::new();
        loader.trust_built_in_prose();
        for (name, bytes, kind) in embedded_files() {
            if kind == FileKind::Puzzles {
                loader.add_file(&name, bytes, true, Some(kind));
            }
        }
        let teachers = std::mem::take(&mut self.course.puzzles);
        self.course.puzzles = with_teachers(loader.loaded().course.puzzles, teachers);
    }
}

/// The built-in puzzles, each replaced by a teacher's puzzle with its id, then
/// the teacher's other puzzles.
fn with_teachers(built_in: Vec<Puzzle>, teachers: Vec<Puzzle>) -> Vec<Puzzle> {
    let mut puzzles = built_in;
    for puzzle in teachers {
        match puzzles.iter_mut().find(|p| p.id == puzzle.id) {
            Some(same) => *same = puzzle,
            None => puzzles.push(puzzle),
        }
    }
    puzzles
}

/// The puzzle menu's bindings.
pub const BINDINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(
        &[Key::Enter, Key::Char(' '), Key::Right, Key::Char('l')],
        Msg::Enter,
        Does::Open,
    )
    .on_bar(),
    Binding::msg(
        &[Key::Esc, Key::Backspace, Key::Left],
        Msg::Escape,
        Does::Back,
    )
    .on_bar(),
    HELP,
    QUIT,
];
