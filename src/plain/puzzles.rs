//! Plain-text puzzles: a trainer session on any line source and writer (stdin and
//! stdout in the binary), printing the puzzle view ([`PuzzleView`]) as text with
//! the same input conventions as lessons (`d3`, `hint`, `reveal`, `skip` or
//! `next`, `quit`, an empty line to go on); and the puzzle list of
//! `reversi-tutor puzzles list`.

use std::io::{self, Write};

use crate::app::bindings::commands_at;
use crate::course::{Course, ThemeKind};
use crate::i18n::{Place, Ui};
use crate::lang::Lang;
use crate::learner::{Date, Progress};
use crate::runner::LessonCommand;
use crate::runner::select::review_queue;
use crate::runner::{Command, NoMore, PuzzleFeedback, PuzzleRun, Trainer};
use crate::view::practice::waits_for;
use crate::view::puzzle::{answered, hinted, revealed};
use crate::view::puzzle_feedback::{self as words, rounded};
use crate::view::{BoardView, PuzzleView, Shown};

use super::board::{Glyphs, board_text};
use super::input::{self, Line, echo_safe};
use super::lines::LineSource;
use super::print::{help_table, say, wrapped};
use super::{Ending, PlainOptions};

/// Lists the puzzle themes with how many puzzles each has (and the lesson a
/// strategy theme waits for), then the learner's rating, streaks and review
/// queue on `today`.
pub fn list_puzzles(
    course: &Course,
    progress: &Progress,
    today: Date,
    lang: Lang,
    out: &mut dyn Write,
) -> io::Result<()> {
    let ui = Ui::new(lang);
    let puzzles = &course.puzzles;
    writeln!(out, "{}", ui.puzzles_heading(puzzles.len()))?;
    let width = ThemeKind::ALL
        .iter()
        .map(|&kind| ui.theme_word(kind).chars().count())
        .max()
        .unwrap_or(0);
    for kind in ThemeKind::ALL {
        let count = puzzles.iter().filter(|p| p.theme.kind() == kind).count();
        let waits = match waits_for(course, progress, kind) {
            Some((number, _)) => format!("  ({})", ui.after_lesson(number)),
            None => String::new(),
        };
        writeln!(out, "  {:<width$}  {count:>4}{waits}", ui.theme_word(kind))?;
    }
    let rating = &progress.rating;
    writeln!(
        out,
        "{}",
        ui.list_rating(
            rounded(rating.rating),
            rounded(rating.deviation),
            rating.rated_attempts
        )
    )?;
    let streaks = progress.streaks;
    writeln!(out, "{}", ui.list_streak(streaks.best, streaks.current))?;
    let (due, queued) = review_queue(puzzles, progress, today);
    writeln!(out, "{}", ui.list_review(due, queued))
}

/// Runs `trainer`, reading moves and commands from `input` a line at a time and
/// writing each puzzle, the feedback and what each first try changed to `out`.
pub fn run_trainer(
    trainer: &mut Trainer,
    options: PlainOptions,
    input: &mut dyn LineSource,
    out: &mut dyn Write,
) -> io::Result<Ending> {
    let ui = Ui::new(options.lang);
    let mut session = PuzzleSession {
        trainer,
        ui,
        glyphs: Glyphs::of(ui, options.ascii),
        options,
        out,
    };
    session.run_lines(input)
}

/// A trainer session on a writer.
struct PuzzleSession<'w> {
    trainer: &'w mut Trainer,
    ui: Ui,
    glyphs: Glyphs,
    options: PlainOptions,
    out: &'w mut dyn Write,
}

impl PuzzleSession<'_> {
    fn run_lines(&mut self, input: &mut dyn LineSource) -> io::Result<Ending> {
        if !self.trainer.is_single() {
            let title = crate::view::puzzle::title(self.ui, self.trainer);
            self.para(&title)?;
        }
        let legend = self.ui.legend(self.glyphs.black, self.glyphs.white);
        self.para(&legend)?;
        self.para(self.ui.type_help())?;
        if let Some(ending) = self.serve()? {
            return Ok(ending);
        }
        loop {
            let Some(line) = input.next_line("> ", self.out)? else {
                writeln!(self.out)?;
                self.para(self.ui.trainer_end_of_input())?;
                self.summary()?;
                return Ok(Ending::EndOfInput);
            };
            if self.options.echo {
                writeln!(self.out, "{}", echo_safe(line.trim_end()))?;
            }
            let asks = self.trainer.current().and_then(PuzzleRun::asks);
            let commands = commands_at(Place::Puzzle);
            if let Some(ending) = self.take(input::parse_among(&line, self.ui, asks, &commands))? {
                return Ok(ending);
            }
        }
    }

    /// Acts on one line; `Some` when the session ends.
    fn take(&mut self, line: Line) -> io::Result<Option<Ending>> {
        let open = self.trainer.current().is_some_and(|run| !run.is_done());
        match line {
            Line::Command(Command::Help | Command::Game(_)) => {
                let rows = crate::view::help::puzzle_rows(self.ui, &commands_at(Place::Puzzle));
                help_table(self.out, self.ui.commands_heading(), &rows)?;
            }
            Line::Command(Command::Quit) => {
                self.para(self.ui.trainer_leaving())?;
                self.summary()?;
                return Ok(Some(Ending::Quit));
            }
            Line::Command(
                Command::Lesson(LessonCommand::Back) | Command::Lesson(LessonCommand::Retry),
            ) => self.para(self.ui.no_back_in_puzzles())?,
            Line::Command(Command::Lesson(LessonCommand::Hint)) => {
                let acted = self.trainer.hint();
                let shown = hinted(self.ui, self.trainer, &acted);
                self.show(&shown)?;
            }
            Line::Command(Command::Lesson(LessonCommand::Reveal)) => {
                let acted = self.trainer.reveal();
                let shown = revealed(self.ui, &acted);
                self.show(&shown)?;
                if acted.result.is_some() {
                    self.para(self.ui.puzzle_done_prompt())?;
                }
            }
            Line::Command(Command::Lesson(LessonCommand::Skip)) if open => {
                let settled = self.trainer.skip();
                let lines = words::skipped(self.ui, settled.as_ref());
                self.say(&lines)?;
                return self.serve();
            }
            Line::Command(Command::Lesson(LessonCommand::Next)) if open => {
                self.para(self.ui.puzzle_waits())?
            }
            Line::Command(
                Command::Lesson(LessonCommand::Next) | Command::Lesson(LessonCommand::Skip),
            ) => return self.serve(),
            Line::Answer(answer) => {
                let acted = self.trainer.submit(answer);
                let shown = answered(self.ui, self.trainer, &acted);
                match acted.result {
                    PuzzleFeedback::Right { .. } => {
                        self.show(&shown)?;
                        self.para(self.ui.puzzle_done_prompt())?;
                    }
                    PuzzleFeedback::Wrong(_) => {
                        self.say(&shown.lines)?;
                        self.para(self.ui.puzzle_try_again())?;
                    }
                    PuzzleFeedback::NotAnAnswer(_) => self.say(&shown.lines)?,
                }
            }
            Line::Unknown(text) => {
                let text = self.ui.not_understood(&echo_safe(&text));
                self.para(&text)?;
            }
        }
        Ok(None)
    }

    /// Serves the next puzzle and shows it; at the end of the puzzles, says why
    /// and finishes (`Some`).
    fn serve(&mut self) -> io::Result<Option<Ending>> {
        match self.trainer.next_puzzle() {
            Ok(_) => {
                self.show_puzzle()?;
                Ok(None)
            }
            Err(why) => {
                if !matches!(why, NoMore::SingleDone | NoMore::CountReached) {
                    let theme = self.trainer.selection().theme.map(|kind| kind.name());
                    writeln!(self.out)?;
                    let text = words::no_more(self.ui, why, theme);
                    self.para(&text)?;
                }
                self.summary()?;
                Ok(Some(Ending::Finished))
            }
        }
    }

    /// The puzzle: its heading, the board, whose turn, the legal moves where
    /// shown, the counters, the puzzle's words, and what to type.
    fn show_puzzle(&mut self) -> io::Result<()> {
        let Some(view) = PuzzleView::new(self.ui, self.trainer, &Shown::nothing()) else {
            return Ok(());
        };
        writeln!(self.out)?;
        writeln!(self.out, "{}", view.heading)?;
        self.board(&view.board)?;
        for line in &view.status {
            self.para(line)?;
        }
        self.para(&view.counters_line)?;
        self.para(&view.prompt)?;
        self.para(&view.ask)
    }

    /// What an action left: the board it shows, if any, then its lines.
    fn show(&mut self, shown: &Shown) -> io::Result<()> {
        if let Some(board) = &shown.board {
            self.board(board)?;
        }
        self.say(&shown.lines)
    }

    fn board(&mut self, board: &BoardView) -> io::Result<()> {
        write!(self.out, "{}", board_text(board, self.glyphs))
    }

    fn summary(&mut self) -> io::Result<()> {
        let s = self.trainer.summary();
        let text = self
            .ui
            .trainer_finished(s.served, s.solved_first_try, s.solved);
        self.para(&text)
    }

    fn say(&mut self, lines: &[crate::view::FeedbackLine]) -> io::Result<()> {
        say(self.out, self.options.width, lines)
    }

    fn para(&mut self, text: &str) -> io::Result<()> {
        wrapped(self.out, self.options.width, text, "")
    }
}
