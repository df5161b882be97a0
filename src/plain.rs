//! Plain-text mode (`--plain`): a lesson on any reader and writer (stdin and stdout
//! in the binary), for screen readers, scripts and tests. The board is text, one
//! answer or command a line, no escape codes; the same [`LessonRun`] underneath as
//! the full-screen tutor. Also the course list of `reversi-tutor lessons`.

pub mod board;
pub mod input;

use std::io::{self, BufRead, Write};

use crate::course::{Course, Lesson, Task};
use crate::engine::{Bitboard, Status};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::runner::narrate::{self, Sentence};
use crate::runner::{Advance, Feedback, LessonRun, Reply};

use board::{Glyphs, board_text};
use input::Line;

/// How plain mode speaks and draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PlainOptions {
    /// The language of the interface and of the lesson text.
    pub lang: Lang,
    /// Discs as `B` and `W` instead of `●` and `○`.
    pub ascii: bool,
    /// Write each line read after its prompt, so that a transcript of piped input
    /// shows the answers (a terminal echoes them itself).
    pub echo: bool,
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

/// Lists the course's lessons, one a line: id, title in `lang`, number of steps.
pub fn list_lessons<W: Write + ?Sized>(course: &Course, lang: Lang, out: &mut W) -> io::Result<()> {
    let ui = Ui::new(lang);
    let width = course.lessons.iter().map(|l| l.id.len()).max().unwrap_or(0);
    for lesson in &course.lessons {
        writeln!(
            out,
            "{:<width$}  {} ({})",
            lesson.id,
            lesson.title.get(lang),
            ui.steps(lesson.steps.len())
        )?;
    }
    Ok(())
}

/// Runs `lesson`, reading answers and commands from `input` a line at a time and
/// writing the board, the lesson's words and the feedback to `out`.
pub fn run_lesson<R: BufRead, W: Write + ?Sized>(
    lesson: &Lesson,
    options: PlainOptions,
    input: R,
    out: &mut W,
) -> io::Result<Ending> {
    let mut session = Session {
        run: LessonRun::new(lesson.clone()),
        ui: Ui::new(options.lang),
        glyphs: if options.ascii {
            Glyphs::ASCII
        } else {
            Glyphs::UNICODE
        },
        echo: options.echo,
        out,
    };
    session.run_lines(input)
}

/// A lesson in progress on a writer.
struct Session<'w, W: Write + ?Sized> {
    run: LessonRun,
    ui: Ui,
    glyphs: Glyphs,
    echo: bool,
    out: &'w mut W,
}

impl<W: Write + ?Sized> Session<'_, W> {
    fn run_lines<R: BufRead>(&mut self, mut input: R) -> io::Result<Ending> {
        let lesson = self.run.lesson();
        let heading = self
            .ui
            .lesson_heading(lesson.title.get(self.ui.lang()), lesson.steps.len());
        writeln!(self.out, "{heading}")?;
        writeln!(self.out, "{}", lesson.summary.get(self.ui.lang()))?;
        writeln!(
            self.out,
            "{}",
            self.ui.legend(self.glyphs.black, self.glyphs.white)
        )?;
        writeln!(self.out, "{}", self.ui.type_help())?;
        if self.run.is_finished() {
            return self.finish();
        }
        self.show_step()?;
        let mut bytes = Vec::new();
        loop {
            write!(self.out, "> ")?;
            self.out.flush()?;
            bytes.clear();
            // Bytes, not text: a line that is not valid UTF-8 is read with
            // replacement characters and answered as unknown, not a crash.
            if input.read_until(b'\n', &mut bytes)? == 0 {
                writeln!(self.out)?;
                let (step, steps) = self.position();
                writeln!(self.out, "{}", self.ui.end_of_input(step, steps))?;
                return Ok(Ending::EndOfInput);
            }
            let line = String::from_utf8_lossy(&bytes);
            if self.echo {
                writeln!(self.out, "{}", line.trim_end())?;
            }
            if let Some(ending) = self.take(input::parse(&line, self.ui))? {
                return Ok(ending);
            }
        }
    }

    /// Acts on one line; `Some` when the session ends.
    fn take(&mut self, line: Line) -> io::Result<Option<Ending>> {
        match line {
            Line::Help => writeln!(self.out, "{}", self.ui.help())?,
            Line::Quit => {
                let (step, steps) = self.position();
                writeln!(self.out, "{}", self.ui.leaving(step, steps))?;
                return Ok(Some(Ending::Quit));
            }
            Line::Hint => {
                let hint = self.run.hint();
                writeln!(self.out, "{}", narrate::hint(self.ui, &hint))?;
            }
            Line::Back => {
                if self.run.back() {
                    self.show_step()?;
                } else {
                    writeln!(self.out, "{}", self.ui.first_step())?;
                }
            }
            Line::Skip => {
                writeln!(self.out, "{}", self.ui.skipped(self.run.index() + 1))?;
                if self.run.skip() {
                    self.show_step()?;
                } else {
                    return self.finish().map(Some);
                }
            }
            Line::Next => return self.go_on(),
            Line::Answer(answer) => {
                let feedback = self.run.submit(answer);
                self.say(&narrate::feedback(self.ui, &feedback))?;
                match feedback {
                    Feedback::Right { .. } => return self.go_on(),
                    Feedback::Wrong { .. } => writeln!(self.out, "{}", self.ui.try_again())?,
                    Feedback::NotAnAnswer(_) => {}
                }
            }
            Line::Unknown(text) => writeln!(self.out, "{}", self.ui.not_understood(&text))?,
        }
        Ok(None)
    }

    /// Moves on to the next step, or finishes the lesson.
    fn go_on(&mut self) -> io::Result<Option<Ending>> {
        match self.run.next_step() {
            Advance::Moved { reply } => {
                self.say_reply(reply.as_ref())?;
                self.show_step()?;
                Ok(None)
            }
            Advance::Finished { reply } => {
                self.say_reply(reply.as_ref())?;
                self.finish().map(Some)
            }
            Advance::AnswerFirst => {
                writeln!(self.out, "{}", self.ui.answer_first())?;
                Ok(None)
            }
        }
    }

    fn finish(&mut self) -> io::Result<Ending> {
        let s = self.run.summary();
        writeln!(self.out)?;
        writeln!(
            self.out,
            "{}",
            self.ui.finished(s.right_first_time, s.tasks, s.skipped)
        )?;
        Ok(Ending::Finished)
    }

    /// (step counting from 1, number of steps)
    fn position(&self) -> (usize, usize) {
        (self.run.index() + 1, self.run.lesson().steps.len())
    }

    fn say_reply(&mut self, reply: Option<&Reply>) -> io::Result<()> {
        match reply {
            Some(reply) => self.say(&narrate::reply(self.ui, reply)),
            None => Ok(()),
        }
    }

    fn say(&mut self, sentences: &[Sentence]) -> io::Result<()> {
        for s in sentences {
            let indent = if s.detail { "  " } else { "" };
            writeln!(self.out, "{indent}{}", s.text)?;
        }
        Ok(())
    }

    /// The step: its number, the board, whose turn, legal moves and marks when
    /// the step shows them, the lesson's words, and what to type.
    fn show_step(&mut self) -> io::Result<()> {
        let (ui, run) = (self.ui, &self.run);
        let step = run.step();
        let legal = if run.shows_legal_moves() {
            run.board().legal_moves()
        } else {
            Bitboard::EMPTY
        };
        let steps = run.lesson().steps.len();
        let mut text = format!("\n{}\n", ui.step_heading(run.index() + 1, steps));
        text.push_str(&board_text(run.board(), legal, step.mark, self.glyphs));
        for line in status_lines(ui, run) {
            text.push_str(&line);
            text.push('\n');
        }
        if !step.mark.is_empty() {
            text.push_str(&ui.marked(step.mark));
            text.push('\n');
        }
        text.push_str(step.say.get(ui.lang()));
        text.push('\n');
        if let Task::Choice { choices, .. } = run.task() {
            for (i, choice) in choices.iter().enumerate() {
                text.push_str(&format!("  {}. {}\n", i + 1, choice.get(ui.lang())));
            }
        }
        text.push_str(&prompt(ui, run));
        text.push('\n');
        write!(self.out, "{text}")
    }
}

/// Whose turn it is (or that the game is over) with the count, and the legal
/// moves, each as far as the step lets them be shown.
fn status_lines(ui: Ui, run: &LessonRun) -> Vec<String> {
    let board = run.board();
    let (black, white) = (board.black().len(), board.white().len());
    let counted = run.shows_disc_count();
    let mut lines = Vec::new();
    match board.status() {
        Status::Over(_) if counted => lines.push(format!(
            "{} {}",
            ui.game_over(),
            ui.disc_count(black, white)
        )),
        Status::Over(_) => lines.push(ui.game_over().to_string()),
        status => {
            lines.push(if counted {
                ui.to_move(board.to_move(), black, white)
            } else {
                ui.to_move_uncounted(board.to_move())
            });
            if run.shows_legal_moves() {
                lines.push(if status == Status::MustPass {
                    ui.no_legal_move(board.to_move())
                } else {
                    ui.legal_moves(board.legal_moves())
                });
            }
        }
    }
    lines
}

/// What to type at the current step.
fn prompt(ui: Ui, run: &LessonRun) -> String {
    match run.task() {
        Task::Read => ui.prompt_read().to_string(),
        Task::Play { .. } => ui.prompt_play().to_string(),
        Task::AnyLegal => ui.prompt_any_legal().to_string(),
        Task::AllLegal { .. } => ui.prompt_all_legal().to_string(),
        Task::PredictFlips { mv, .. } => ui.prompt_predict_flips(*mv),
        Task::Pass => ui.prompt_pass(run.board().to_move()),
        Task::Outcome { .. } => ui.prompt_outcome().to_string(),
        Task::Choice { .. } => ui.prompt_choice().to_string(),
        Task::FindSquare { .. } => ui.prompt_find_square().to_string(),
    }
}
