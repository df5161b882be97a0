//! The lesson screen's state: the lesson run, what the last action said, the
//! cursor on the board (moved by arrows, hjkl, a typed square or a click), the
//! squares marked for a step that asks for several, and the flip animation.

use crate::course::{Course, Lesson};
use crate::engine::{Bitboard, Color};
use crate::i18n::Ui;
use crate::i18n::in_every_language;
use crate::learner::{Date, Progress};
use crate::runner::drill::{Drill, QueueNotes};
use crate::runner::{
    Advance, Answer, Asks, Command, Feedback, Hint, LessonCommand, LessonRun, Offer, Reply,
    Revealed, Right,
};
use crate::view::Shown;
use crate::view::feedback::{self, FeedbackLine, Tone};

mod keys;

pub use keys::BINDINGS;

use super::cursor::{BoardCursor, D4};
use super::{App, Arrow, Msg, Screen};

/// What the last action said, kept as data so that a change of language shows
/// it again in the new language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Nothing yet on this step.
    Nothing,
    /// The feedback of an answer.
    Answer(Feedback),
    /// The answer shown on request.
    Revealed(Revealed),
    /// A hint.
    Hint(Hint),
    /// The other side's scripted reply, played as the step before ended.
    Reply(Reply),
    /// Back on the first step: there is no step before.
    FirstStep,
    /// Next on a step that waits for its answer.
    AnswerFirst,
    /// Reveal where there is nothing to reveal.
    NothingToReveal,
    /// Enter on a step that asks for squares, with none marked yet.
    MarkFirst,
    /// Enter on a step that takes a square, before one was chosen on it (an
    /// Enter meant for the step before answers nothing here).
    ChooseFirst,
}

impl Said {
    /// What to show for `run` as it is now, in `ui`'s language. The other
    /// side's reply to an answer is drawn, and said, on the step after: here
    /// the board shows the learner's move, and the words say the reply comes.
    pub fn shown(&self, ui: Ui, run: &LessonRun) -> Shown {
        let info = |text: &str| Shown::lines(vec![FeedbackLine::main(text, Tone::Info)]);
        let comes = |mut shown: Shown, reply: &Option<Reply>| {
            if let Some(player) = reply.as_ref().and_then(reply_player) {
                let line = ui.reply_comes(player, "Enter");
                shown.lines.push(FeedbackLine::main(line, Tone::Info));
            }
            shown
        };
        match self {
            Said::Nothing => Shown::nothing(),
            Said::Answer(answer) => match answer {
                Feedback::Right { right, reply } if pending(reply) => {
                    let before = Feedback::Right {
                        right: right.clone(),
                        reply: None,
                    };
                    comes(Shown::answer(ui, run, &before), reply)
                }
                _ => Shown::answer(ui, run, answer),
            },
            Said::Revealed(revealed) if pending(&revealed.reply) => {
                let before = Revealed {
                    reply: None,
                    ..revealed.clone()
                };
                comes(Shown::revealed(ui, run, &before), &revealed.reply)
            }
            Said::Revealed(revealed) => Shown::revealed(ui, run, revealed),
            Said::Hint(hint) => info(&feedback::hint(ui, hint)),
            Said::Reply(reply) => Shown::reply(ui, run, reply),
            Said::FirstStep => info(ui.first_step()),
            Said::AnswerFirst => info(ui.answer_first()),
            Said::MarkFirst => info(&ui.mark_first("Space", "Enter")),
            Said::ChooseFirst => info(&crate::view::lesson::prompt(ui, run)),
            Said::NothingToReveal => info(ui.nothing_to_reveal()),
        }
    }

    /// The reply to the answer, drawn on the step after.
    pub fn reply(&self) -> Option<Reply> {
        let reply = match self {
            Said::Answer(Feedback::Right { reply, .. }) => reply,
            Said::Revealed(revealed) => &revealed.reply,
            _ => return None,
        };
        reply.clone().filter(|_| pending(reply))
    }
}

/// Whether a reply changes the board, so that it is drawn on the step after
/// (one that does not fit is said at once).
fn pending(reply: &Option<Reply>) -> bool {
    reply
        .as_ref()
        .is_some_and(|reply| reply_player(reply).is_some())
}

/// Who makes the reply, when it changes the board.
fn reply_player(reply: &Reply) -> Option<Color> {
    match reply {
        Reply::Played { explanation, .. } => Some(explanation.player),
        Reply::Passed { player } => Some(*player),
        Reply::DoesNotFit { .. } => None,
    }
}

/// The flip animation: the enclosed lines of the move shown flip one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Animation {
    /// How many lines have flipped so far.
    pub flipped: usize,
    /// How many lines the move encloses.
    pub lines: usize,
}

/// What a message did to the lesson that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonEffect {
    /// Nothing beyond the screen.
    None,
    /// The learner is on another step now: note it in the progress.
    Reached(usize),
    /// The lesson has just been finished, with these stars.
    Finished(u8),
    /// Back to the list of lessons.
    Leave,
    /// The finished lesson's offer taken (see [`LessonRun::offers`]).
    Take(Offer),
}

/// A lesson being taken.
#[derive(Clone, Debug)]
pub struct LessonScreen {
    /// The lesson's place in the course, counting from 0.
    pub number: usize,
    /// The lesson run.
    pub run: LessonRun,
    /// What the last action said.
    pub said: Said,
    /// The cursor, and a column letter typed and waiting for its row.
    pub cursor: BoardCursor,
    /// The squares marked for a step that asks for several.
    pub picks: Bitboard,
    /// The flip animation playing, if any.
    pub animation: Option<Animation>,
    /// Whether a square was chosen on this step (moved to, typed or clicked):
    /// Enter plays the cursor's square only then.
    pub chosen: bool,
    /// The drill the lesson is (the rules quiz, or lesson tasks to review),
    /// whose steps come from other lessons; `None` for a lesson of the course.
    pub drill: Option<Drill>,
    /// The ended tasks noted in the review queue.
    pub notes: QueueNotes,
}

impl LessonScreen {
    /// Lesson `lesson`, number `number` of the course, opened at step `step`.
    pub fn new(number: usize, lesson: Lesson, step: usize) -> LessonScreen {
        LessonScreen {
            number,
            run: LessonRun::resume(lesson, step),
            said: Said::Nothing,
            cursor: BoardCursor::at(D4),
            picks: Bitboard::EMPTY,
            animation: None,
            chosen: false,
            drill: None,
            notes: QueueNotes::default(),
        }
    }

    /// The lesson of drill `drill`, from its first step.
    pub fn drill(drill: Drill, lesson: Lesson) -> LessonScreen {
        LessonScreen {
            drill: Some(drill),
            ..LessonScreen::new(0, lesson, 0)
        }
    }

    /// Whether the step takes squares, so that the board has a cursor.
    pub fn takes_squares(&self) -> bool {
        matches!(
            self.run.asks(),
            Some(Asks::Move | Asks::MoveOrPass | Asks::Squares | Asks::Square)
        )
    }

    /// Acts on `msg`; `animate`: flips play one line at a time.
    pub fn take(&mut self, msg: Msg, animate: bool) -> LessonEffect {
        let asks = self.run.asks();
        match msg {
            Msg::Arrow(arrow) if self.takes_squares() => {
                self.cursor.step(arrow);
                self.chosen = true;
            }
            Msg::Arrow(Arrow::Left) => return self.command(LessonCommand::Back, animate),
            Msg::Arrow(Arrow::Right) => return self.command(LessonCommand::Next, animate),
            Msg::Column(letter) if self.takes_squares() => {
                self.cursor.letter(letter);
            }
            Msg::Digit(row) if self.cursor.column().is_some() => {
                self.cursor.row(row);
                self.chosen = true;
            }
            // A finished lesson's offers, by their keys.
            Msg::Digit(n) if self.run.is_finished() => {
                let offer = usize::from(n)
                    .checked_sub(1)
                    .and_then(|i| self.run.offers().get(i).copied());
                return offer.map_or(LessonEffect::None, LessonEffect::Take);
            }
            Msg::Digit(n) => match asks {
                Some(Asks::Choice) if n >= 1 => {
                    return self.answer(Answer::Choice(usize::from(n - 1)), animate);
                }
                Some(Asks::Outcome) => {
                    let winner = match n {
                        1 => Some(Color::Black),
                        2 => Some(Color::White),
                        3 => None,
                        _ => return LessonEffect::None,
                    };
                    let said = Answer::Outcome {
                        winner,
                        count: None,
                    };
                    return self.answer(said, animate);
                }
                _ => {}
            },
            Msg::Click(square) => {
                self.cursor.put(square);
                self.chosen = true;
                if self.takes_squares() {
                    return self.play(asks, true, animate);
                }
            }
            Msg::Space if self.takes_squares() => return self.play(asks, true, animate),
            Msg::Enter if self.takes_squares() && !self.chosen && asks != Some(Asks::Squares) => {
                self.said = Said::ChooseFirst;
            }
            Msg::Enter if self.takes_squares() => return self.play(asks, false, animate),
            Msg::Enter | Msg::Space if asks.is_none() => {
                if self.run.is_finished() {
                    return LessonEffect::Leave;
                }
                return self.command(LessonCommand::Next, animate);
            }
            Msg::Pass if asks.is_some() => return self.answer(Answer::Pass, animate),
            Msg::Backspace if self.cursor.column().is_some() => {
                self.cursor.forget();
            }
            Msg::Backspace => return self.command(LessonCommand::Back, animate),
            Msg::Escape if self.cursor.column().is_some() => {
                self.cursor.forget();
            }
            Msg::Escape => return LessonEffect::Leave,
            Msg::Command(Command::Lesson(command)) => return self.command(command, animate),
            Msg::Tick => self.tick(),
            _ => {}
        }
        LessonEffect::None
    }

    /// Enter, Space or a click on the cursor's square: a move or a square is
    /// played; for a step that asks for several squares Space and a click mark
    /// the square and Enter answers with the squares marked.
    fn play(&mut self, asks: Option<Asks>, mark: bool, animate: bool) -> LessonEffect {
        self.cursor.forget();
        if asks == Some(Asks::Squares) {
            if mark {
                self.picks ^= Bitboard::from(self.cursor.square());
                return LessonEffect::None;
            }
            // Enter answers with the squares marked; with none, nothing is
            // answered (the cursor's square is no answer of its own).
            if self.picks.is_empty() {
                self.said = Said::MarkFirst;
                return LessonEffect::None;
            }
            return self.answer(Answer::Squares(self.picks), animate);
        }
        self.answer(Answer::Move(self.cursor.square()), animate)
    }

    /// Gives `answer` to the run and keeps what it said.
    fn answer(&mut self, answer: Answer, animate: bool) -> LessonEffect {
        let feedback = self.run.submit(answer);
        if feedback.is_right() {
            self.picks = Bitboard::EMPTY;
        }
        let lines = match &feedback {
            Feedback::Right {
                right: Right::Played { explanation, .. },
                ..
            } => explanation.enclosed().count(),
            _ => 0,
        };
        self.said = Said::Answer(feedback);
        self.start_animation(lines, animate);
        LessonEffect::None
    }

    /// A lesson command; `animate`: a reply drawn on the next step flips one
    /// line at a time.
    fn command(&mut self, command: LessonCommand, animate: bool) -> LessonEffect {
        self.cursor.forget();
        self.animation = None;
        // The reply to the answer, drawn on the step after it.
        let reply = self.said.reply();
        match command {
            LessonCommand::Next => match self.run.next_step() {
                Advance::Moved { reply: read } => {
                    self.entered(read.or(reply), animate);
                    return LessonEffect::Reached(self.run.index());
                }
                Advance::Finished { reply: read } => {
                    self.entered(read.or(reply), animate);
                    return LessonEffect::Finished(self.run.summary().stars());
                }
                Advance::AnswerFirst => self.said = Said::AnswerFirst,
            },
            LessonCommand::Back => {
                if self.run.back() {
                    self.entered(None, false);
                    return LessonEffect::Reached(self.run.index());
                }
                self.said = Said::FirstStep;
            }
            LessonCommand::Skip => {
                let more = self.run.skip();
                self.entered(reply, animate);
                return if more {
                    LessonEffect::Reached(self.run.index())
                } else {
                    LessonEffect::Finished(self.run.summary().stars())
                };
            }
            LessonCommand::Retry => {
                self.run.retry();
                self.entered(None, false);
            }
            LessonCommand::Hint => self.said = Said::Hint(self.run.hint()),
            LessonCommand::Reveal => match self.run.reveal() {
                Some(revealed) => {
                    let lines = match &revealed.played {
                        Some(Right::Played { explanation, .. }) => explanation.enclosed().count(),
                        _ => 0,
                    };
                    self.said = Said::Revealed(revealed);
                    self.start_animation(lines, true);
                }
                None => self.said = Said::NothingToReveal,
            },
        }
        LessonEffect::None
    }

    /// A new step is shown: what the last one said is gone (but for the reply
    /// its end played, drawn with its lines), and so are the marks.
    fn entered(&mut self, reply: Option<Reply>, animate: bool) {
        let lines = match &reply {
            Some(Reply::Played { explanation, .. }) => explanation.enclosed().count(),
            _ => 0,
        };
        self.said = reply.map_or(Said::Nothing, Said::Reply);
        self.picks = Bitboard::EMPTY;
        self.chosen = false;
        self.start_animation(lines, animate);
    }

    fn start_animation(&mut self, lines: usize, animate: bool) {
        self.animation = (animate && lines > 0).then_some(Animation { flipped: 0, lines });
    }

    fn tick(&mut self) {
        if let Some(animation) = &mut self.animation {
            animation.flipped += 1;
            if animation.flipped >= animation.lines {
                self.animation = None;
            }
        }
    }
}

impl App {
    /// Opens the rules quiz, its tasks drawn by the next puzzle seed; `false`
    /// when the course has none.
    pub fn open_quiz(&mut self) -> bool {
        let seed = self.puzzle_setup.seed;
        self.puzzle_setup.seed = seed.wrapping_add(1);
        self.open_drill(rules_quiz(&self.course, seed))
    }

    /// Opens the lesson tasks due for review today; `false` when none is due.
    pub fn open_task_review(&mut self) -> bool {
        let today = self.puzzle_setup.today;
        self.open_drill(tasks_due(&self.course, &self.progress, today))
    }

    fn open_drill(&mut self, drill: Option<(Drill, Lesson)>) -> bool {
        let Some((drill, lesson)) = drill else {
            return false;
        };
        self.screen = Screen::Lesson(Box::new(LessonScreen::drill(drill, lesson)));
        self.help_open = false;
        true
    }
}

/// The rules quiz of `course` drawn by `seed`, titled in every language
/// (see [`Drill::quiz`]).
pub fn rules_quiz(course: &Course, seed: u64) -> Option<(Drill, Lesson)> {
    Drill::quiz(course, seed, in_every_language(|ui| ui.quiz_title()))
}

/// The lesson tasks of `course` due on `today`, titled in every language
/// (see [`Drill::review`]).
pub fn tasks_due(course: &Course, progress: &Progress, today: Date) -> Option<(Drill, Lesson)> {
    let title = in_every_language(|ui| ui.task_review_title());
    Drill::review(course, progress, today, title)
}
