//! Plain-text mode (`--plain`): a lesson on any line source and writer (stdin and
//! stdout in the binary), for screen readers, scripts and tests. It prints the
//! view ([`LessonView`]) as text: the board as characters, one answer or command a
//! line, no escape codes, words wrapped to the width. Also the course list of
//! `reversi-tutor lessons`, and the puzzle trainer ([`puzzles`]).

pub mod board;
pub mod game;
pub mod input;
pub mod lines;
pub mod print;
mod printer;
pub mod puzzles;

pub use puzzles::{list_puzzles, run_trainer};

use std::io::{self, Write};

use crate::app::bindings::commands_at;
use crate::course::Course;
use crate::i18n::{Place, Ui};
use crate::lang::Lang;
use crate::learner::Progress;
use crate::runner::LessonCommand;
use crate::runner::{Advance, Command, Feedback, LessonRun, Reply};
use crate::untrusted::escape;
use crate::view::feedback::{self, FeedbackLine};
use crate::view::{LessonView, Shown};

use board::{Glyphs, board_text};
use input::{Line, echo_safe};
use lines::LineSource;
pub(crate) use printer::Printer;

/// How plain mode speaks and draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlainOptions {
    /// The language of the interface and of the lesson text.
    pub lang: Lang,
    /// Discs as letters instead of `●` and `○`.
    pub ascii: bool,
    /// Write each line read after its prompt, so that a transcript of piped input
    /// shows the answers (a terminal echoes them itself).
    pub echo: bool,
    /// The width text is wrapped to (the terminal's, else 80).
    pub width: usize,
}

impl Default for PlainOptions {
    fn default() -> PlainOptions {
        PlainOptions {
            lang: Lang::default(),
            ascii: false,
            echo: false,
            width: 80,
        }
    }
}

/// How a plain session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Every step was passed.
    Finished,
    /// The learner typed `quit`.
    Quit,
    /// The input ended first.
    EndOfInput,
}

/// Lists the course's lessons, one a line: id, title in `lang`, number of steps,
/// then the best stars of a lesson done (`★★☆`) or where the learner stopped.
pub fn list_lessons(
    course: &Course,
    progress: &Progress,
    lang: Lang,
    out: &mut dyn Write,
) -> io::Result<()> {
    let ui = Ui::new(lang);
    let width = course.lessons.iter().map(|l| l.id.len()).max().unwrap_or(0);
    for lesson in &course.lessons {
        let done = progress.lesson(&lesson.id);
        let mark = if done.completed {
            let stars = usize::from(done.best_stars.count());
            format!("  {}{}", "★".repeat(stars), "☆".repeat(3 - stars.min(3)))
        } else if done.step > 0 {
            format!("  {}", ui.stopped_at(done.step as usize + 1))
        } else {
            String::new()
        };
        writeln!(
            out,
            "{:<width$}  {} ({}){mark}",
            lesson.id,
            escape(lesson.title.get(lang)),
            ui.steps(lesson.steps.len())
        )?;
    }
    Ok(())
}

/// Runs `lesson`, reading answers and commands from `input` a line at a time and
/// writing the board, the lesson's words and the feedback to `out`.
pub fn run_lesson(
    run: &mut LessonRun,
    options: PlainOptions,
    input: &mut dyn LineSource,
    out: &mut dyn Write,
) -> io::Result<Ending> {
    let mut session = Session {
        run,
        ui: Ui::new(options.lang),
        glyphs: Glyphs::of(Ui::new(options.lang), options.ascii),
        options,
        out,
    };
    session.run_lines(input)
}

/// A lesson in progress on a writer.
struct Session<'w> {
    run: &'w mut LessonRun,
    ui: Ui,
    glyphs: Glyphs,
    options: PlainOptions,
    out: &'w mut dyn Write,
}

impl Session<'_> {
    fn run_lines(&mut self, input: &mut dyn LineSource) -> io::Result<Ending> {
        let lesson = self.run.lesson();
        let heading = self
            .ui
            .lesson_heading(lesson.title.get(self.ui.lang()), lesson.steps.len());
        let summary = lesson.summary.get(self.ui.lang()).to_string();
        self.para(&heading)?;
        self.para(&summary)?;
        let legend = self.ui.legend(self.glyphs.black, self.glyphs.white);
        self.para(&legend)?;
        self.para(self.ui.type_help())?;
        if self.run.is_finished() {
            return self.finish();
        }
        if self.run.index() > 0 {
            let (step, steps) = self.position();
            let text = self.ui.going_on_at(step, steps);
            self.para(&text)?;
        }
        self.show_step(&Shown::nothing())?;
        loop {
            let Some(line) = input.next_line("> ", self.out)? else {
                writeln!(self.out)?;
                let (step, steps) = self.position();
                let text = self.ui.end_of_input(step, steps);
                self.para(&text)?;
                return Ok(Ending::EndOfInput);
            };
            if self.options.echo {
                writeln!(self.out, "{}", echo_safe(line.trim_end()))?;
            }
            let asks = self.run.asks();
            if let Some(ending) = self.take(input::parse(&line, self.ui, asks))? {
                return Ok(ending);
            }
        }
    }

    /// Acts on one line; `Some` when the session ends.
    fn take(&mut self, line: Line) -> io::Result<Option<Ending>> {
        match line {
            Line::Command(Command::Help) => self.help()?,
            Line::Command(Command::Quit) => {
                let (step, steps) = self.position();
                let text = self.ui.leaving(step, steps);
                self.para(&text)?;
                return Ok(Some(Ending::Quit));
            }
            Line::Command(Command::Lesson(LessonCommand::Hint)) => {
                let hint = self.run.hint();
                let text = feedback::hint(self.ui, &hint);
                self.para(&text)?;
            }
            Line::Command(Command::Lesson(LessonCommand::Reveal)) => match self.run.reveal() {
                Some(revealed) => {
                    let shown = Shown::revealed(self.ui, self.run, &revealed);
                    self.say(&shown.lines)?;
                    return self.go_on(false);
                }
                None => self.para(self.ui.nothing_to_reveal())?,
            },
            Line::Command(Command::Lesson(LessonCommand::Back)) => {
                if self.run.back() {
                    self.show_step(&Shown::nothing())?;
                } else {
                    self.para(self.ui.first_step())?;
                }
            }
            Line::Command(Command::Lesson(LessonCommand::Retry)) => {
                self.run.retry();
                self.show_step(&Shown::nothing())?;
            }
            Line::Command(Command::Lesson(LessonCommand::Skip)) => {
                let text = self.ui.skipped(self.run.index() + 1);
                self.para(&text)?;
                if self.run.skip() {
                    self.show_step(&Shown::nothing())?;
                } else {
                    return self.finish().map(Some);
                }
            }
            Line::Command(Command::Lesson(LessonCommand::Next)) => return self.go_on(true),
            // The commands of a game are not read in a lesson.
            Line::Command(_) => self.help()?,
            Line::Answer(answer) => {
                let result = self.run.submit(answer);
                let shown = Shown::answer(self.ui, self.run, &result);
                self.say(&shown.lines)?;
                match result {
                    Feedback::Right { .. } => return self.go_on(false),
                    Feedback::Game(turn) if turn.end.is_some() => return self.go_on(false),
                    Feedback::Game(_) => self.show_game_board()?,
                    Feedback::Wrong { .. } => self.para(self.ui.try_again())?,
                    Feedback::NotAnAnswer(_) => {}
                }
            }
            Line::Unknown(text) => {
                let text = self.ui.not_understood(&echo_safe(&text));
                self.para(&text)?;
            }
        }
        Ok(None)
    }

    /// Moves on to the next step, or finishes the lesson. `asked`: the learner
    /// typed next (a step that waits for its answer says so).
    fn go_on(&mut self, asked: bool) -> io::Result<Option<Ending>> {
        match self.run.next_step() {
            Advance::Moved { reply } => {
                self.say_reply(reply.as_ref())?;
                self.show_step(&Shown::nothing())?;
                Ok(None)
            }
            Advance::Finished { reply } => {
                self.say_reply(reply.as_ref())?;
                self.finish().map(Some)
            }
            Advance::AnswerFirst => {
                if asked {
                    self.para(self.ui.answer_first())?;
                }
                Ok(None)
            }
        }
    }

    fn finish(&mut self) -> io::Result<Ending> {
        let s = self.run.summary();
        writeln!(self.out)?;
        let text = self.ui.finished(s.right_first_time, s.tasks, s.skipped);
        self.para(&text)?;
        let record = self.run.played_game().map(|game| game.record());
        for offer in self.run.offers() {
            // Not wrapped, so that the command can be copied whole.
            let text = self
                .ui
                .offer_command(offer, record.as_deref().unwrap_or_default());
            writeln!(self.out, "{}", escape(&text))?;
        }
        Ok(Ending::Finished)
    }

    /// (step counting from 1, number of steps)
    fn position(&self) -> (usize, usize) {
        (self.run.index() + 1, self.run.lesson().steps.len())
    }

    fn say_reply(&mut self, reply: Option<&Reply>) -> io::Result<()> {
        match reply {
            Some(reply) => {
                let lines = feedback::reply(self.ui, reply);
                self.say(&lines)
            }
            None => Ok(()),
        }
    }

    /// Feedback lines, wrapped; detail rows indented.
    fn say(&mut self, lines: &[FeedbackLine]) -> io::Result<()> {
        print::say(self.out, self.options.width, lines)
    }

    /// A paragraph, wrapped.
    fn para(&mut self, text: &str) -> io::Result<()> {
        print::wrapped(self.out, self.options.width, text, "")
    }

    /// The commands and the forms of an answer.
    fn help(&mut self) -> io::Result<()> {
        let rows = crate::view::help::rows(self.ui, &commands_at(Place::Lesson));
        print::help_table(self.out, self.ui.commands_heading(), &rows)
    }

    /// The board of a game going on, whose turn it is and what to type (the
    /// step's words were shown as the game began).
    fn show_game_board(&mut self) -> io::Result<()> {
        let view = LessonView::new(self.ui, self.run, &Shown::nothing());
        writeln!(self.out)?;
        write!(self.out, "{}", board_text(&view.board, self.glyphs))?;
        for line in &view.status {
            self.para(line)?;
        }
        self.para(&view.prompt)
    }

    /// The step: its number, the board, whose turn, legal moves and marks when
    /// the step shows them, the lesson's words, the choices, and what to type.
    fn show_step(&mut self, shown: &Shown) -> io::Result<()> {
        let view = LessonView::new(self.ui, self.run, shown);
        writeln!(self.out)?;
        writeln!(self.out, "{}", view.heading)?;
        write!(self.out, "{}", board_text(&view.board, self.glyphs))?;
        for line in &view.status {
            self.para(line)?;
        }
        if let Some(marked) = &view.marked {
            self.para(marked)?;
        }
        self.para(&view.say)?;
        for (i, choice) in view.choices.iter().enumerate() {
            let number = format!("  {}. ", i + 1);
            let indent = " ".repeat(number.chars().count());
            let text = escape(choice);
            let options = crate::view::wrap_options(self.options.width.max(20), &number, &indent);
            for line in textwrap::wrap(&text, &options) {
                writeln!(self.out, "{line}")?;
            }
        }
        self.para(&view.prompt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::{Lesson, Nudges, Step, Task, Text};
    use crate::engine::{Bitboard, Board, Color, Square};
    use lines::Piped;

    fn step(board: Board, task: Task, say: &str) -> Step {
        Step {
            say: Text::en(say),
            board,
            sets_position: true,
            mark: Bitboard::EMPTY,
            dots: false,
            stands_alone: false,
            task,
            hint: None,
            goal: None,
            on_wrong: Nudges::none(),
            explain: true,
            reply: None,
        }
    }

    fn lesson(steps: Vec<Step>) -> Lesson {
        Lesson {
            id: "test".into(),
            title: Text::en("Test"),
            summary: Text::en("A lesson for the tests."),
            steps,
            origin: Default::default(),
        }
    }

    fn run(lesson: &Lesson, input: &str, width: usize) -> String {
        let options = PlainOptions {
            echo: true,
            width,
            ..PlainOptions::default()
        };
        let mut out = Vec::new();
        let mut run = LessonRun::new(lesson.clone());
        run_lesson(
            &mut run,
            options,
            &mut Piped::new(input.as_bytes()),
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A finished game: black a1 b1, white c1 (no one can move), black ahead.
    fn black_won() -> Lesson {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let black: Bitboard = [sq("a1"), sq("b1")].into_iter().collect();
        let white: Bitboard = [sq("c1")].into_iter().collect();
        let board = Board::from_discs(black.0, white.0, Color::White).unwrap();
        let o = board.outcome();
        let task = Task::Outcome {
            winner: o.winner(),
            black: o.black,
            white: o.white,
        };
        lesson(vec![step(board, task, "The game is over. Who won?")])
    }

    #[test]
    fn b_in_a_step_that_asks_who_won_means_black_not_back() {
        let out = run(&black_won(), "b\n", 80);
        assert!(out.contains("Lesson finished"), "{out}");
        assert!(!out.contains("first step"), "{out}");
    }

    #[test]
    fn an_escape_character_typed_is_never_echoed_raw() {
        let out = run(&black_won(), "\u{1b}]0;owned\u{7}\n", 80);
        assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out}");
        assert!(out.contains("\\e]0;owned"), "{out}");
    }

    #[test]
    fn a_lesson_text_holding_control_characters_is_printed_escaped() {
        let mut lesson = black_won();
        lesson.steps[0].say = Text::en("Who won?\u{1b}]0;title\u{7}");
        let out = run(&lesson, "", 80);
        assert!(!out.contains('\u{1b}'), "{out}");
        assert!(out.contains("Who won?\\e]0;title"), "{out}");
    }

    #[test]
    fn text_is_wrapped_to_the_width_never_inside_a_word() {
        let say = "Every game starts with four discs in the middle of the board, and black always moves first; the discs of each colour sit diagonally.";
        let lesson = lesson(vec![step(Board::start(), Task::Read, say)]);
        let out = run(&lesson, "", 40);
        for line in out.lines() {
            assert!(line.chars().count() <= 40, "{line:?} in\n{out}");
        }
        let words: Vec<&str> = say.split_whitespace().collect();
        let printed: Vec<&str> = out.split_whitespace().collect();
        assert!(
            printed.windows(words.len()).any(|w| w == words.as_slice()),
            "{out}"
        );
    }
}
