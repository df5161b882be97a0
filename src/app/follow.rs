//! Follow me, from a pupil's side: the teacher's classroom demo shown on the
//! pupil's screen, over whatever the pupil was doing (kept, and given back
//! when the demo ends). At a step that hides its answer the pupil answers on
//! their own board (a choice's number, a square typed or clicked, squares
//! marked, a pass); their own copy of the step judges it, the class hears the
//! answer and whether it is right, and the pupil sees the verdict once the
//! teacher shows the answer to all.

use crate::course::Course;
use crate::engine::Bitboard;
use crate::runner::{Answer, Asks, Feedback};

use super::bindings::{
    ANSWER_MARKED, Binding, CLICK, CURSOR_DOWN, CURSOR_LEFT, CURSOR_RIGHT, CURSOR_UP, ERASE,
    ERASE_ESC, HELP, MARK, NUMBER, PASS, PLAY, PLAY_SPACE, QUIT, TYPE_COLUMN, TYPE_ROW, step_marks,
    step_may_pass, step_numbers, step_plays,
};
use super::class_view::Follow;
use super::cursor::{BoardCursor, D4};
use super::demo::{DemoScreen, Showing};
use super::effect::Effect;
use super::lesson::Said;
use super::{App, ClassAsk, Msg, Screen};

/// What the follow screen says about the pupil's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FollowSaid {
    /// The step asks another kind of answer, or nothing was chosen yet.
    NotAnAnswer,
    /// The pupil answered already: one answer a step.
    AnsweredAlready,
}

/// The demo the class follows, on a pupil's screen.
#[derive(Clone, Debug)]
pub struct FollowScreen {
    /// Where the class is.
    pub follow: Follow,
    /// The demo at that place (the pupil's own copy).
    pub demo: DemoScreen,
    /// The cursor, for a step that takes squares.
    pub cursor: BoardCursor,
    /// The squares marked, for a step that asks for several.
    pub picks: Bitboard,
    /// The pupil's answer to the step, and whether it is right.
    pub given: Option<(Answer, bool)>,
    /// What the screen says besides.
    pub said: Option<FollowSaid>,
    /// The screen the pupil was on, given back when the demo ends.
    pub before: Box<Screen>,
}

impl DemoScreen {
    /// The demo at `follow` in `course` (none: no such lesson or record).
    pub fn at(course: &Course, follow: &Follow) -> Option<DemoScreen> {
        match follow {
            Follow::Lesson {
                number,
                step,
                revealed,
            } => {
                let lesson = course.lessons.get(*number)?.clone();
                let mut demo = DemoScreen::lesson(*number, lesson.clone());
                if let Showing::Lesson { run, .. } = &mut demo.showing {
                    *run = crate::runner::LessonRun::resume(lesson, *step);
                }
                if *revealed {
                    demo.reveal();
                }
                Some(demo)
            }
            Follow::Game { record, at } => {
                let mut demo = DemoScreen::game(record).ok()?;
                if let Showing::Game { replay, .. } = &mut demo.showing {
                    replay.go_to(*at);
                }
                Some(demo)
            }
        }
    }

    /// Where this demo is, for the class to follow.
    pub fn place(&self) -> Follow {
        match &self.showing {
            Showing::Lesson {
                number, run, said, ..
            } => Follow::Lesson {
                number: *number,
                step: run.index(),
                revealed: matches!(said, Said::Revealed(_)),
            },
            Showing::Game { record, replay } => Follow::Game {
                record: record.clone(),
                at: replay.step().index,
            },
        }
    }

    /// The choices of the step shown, in the order shown, in `lang` (none
    /// but on a choice).
    pub fn choices(&self, lang: crate::lang::Lang) -> Vec<String> {
        match &self.showing {
            Showing::Lesson { run, .. } => run
                .choices()
                .iter()
                .map(|c| c.get(lang).to_string())
                .collect(),
            Showing::Game { .. } => Vec::new(),
        }
    }

    /// How many choices the step shown has (none but on a choice).
    pub fn choice_count(&self) -> usize {
        match &self.showing {
            Showing::Lesson { run, .. } => run.choices().len(),
            Showing::Game { .. } => 0,
        }
    }

    /// Shows the last move of a game record (a game watched live).
    pub fn to_end(&mut self) {
        if let Showing::Game { replay, .. } = &mut self.showing {
            while replay.forward() {}
        }
    }
}

impl FollowScreen {
    /// What the step shown asks (none: nothing, or its answer is shown).
    pub fn asks(&self) -> Option<Asks> {
        match &self.demo.showing {
            Showing::Lesson { run, .. } if self.demo.hidden() => run.asks(),
            _ => None,
        }
    }

    /// Whether the step takes squares: the cursor moves, a typed square lands.
    pub fn takes_squares(&self) -> bool {
        matches!(
            self.asks(),
            Some(Asks::Move | Asks::MoveOrPass | Asks::Squares | Asks::Square)
        )
    }

    /// The answer shown, once the teacher shows it.
    pub fn revealed(&self) -> bool {
        matches!(self.follow, Follow::Lesson { revealed: true, .. })
    }

    /// Acts on `msg`; the answer to send the class, if one was given.
    fn take(&mut self, msg: Msg) -> Option<(Answer, bool)> {
        let asks = self.asks()?;
        let answer = match msg {
            Msg::Backspace | Msg::Escape => {
                self.cursor.forget();
                return None;
            }
            Msg::Arrow(arrow) if self.takes_squares() => {
                self.cursor.step(arrow);
                return None;
            }
            Msg::Column(letter) if self.takes_squares() => {
                self.cursor.letter(letter);
                return None;
            }
            Msg::Digit(row) if self.cursor.column().is_some() => {
                self.cursor.row(row);
                return None;
            }
            Msg::Digit(n) => match asks {
                Asks::Choice if n >= 1 => Answer::Choice(usize::from(n - 1)),
                Asks::Outcome => Answer::Outcome {
                    winner: match n {
                        1 => Some(crate::engine::Color::Black),
                        2 => Some(crate::engine::Color::White),
                        3 => None,
                        _ => return None,
                    },
                    count: None,
                },
                _ => return None,
            },
            Msg::Click(square) if self.takes_squares() => {
                self.cursor.put(square);
                return self.square(asks, true);
            }
            Msg::Space if self.takes_squares() => return self.square(asks, true),
            Msg::Enter if self.takes_squares() => return self.square(asks, false),
            Msg::Pass if asks == Asks::MoveOrPass => Answer::Pass,
            _ => return None,
        };
        self.give(answer)
    }

    /// The square under the cursor marked (`mark`), or given as the answer.
    fn square(&mut self, asks: Asks, mark: bool) -> Option<(Answer, bool)> {
        self.cursor.forget();
        if asks != Asks::Squares {
            return self.give(Answer::Move(self.cursor.square()));
        }
        if mark {
            self.picks ^= Bitboard::from(self.cursor.square());
            return None;
        }
        if self.picks.is_empty() {
            self.said = Some(FollowSaid::NotAnAnswer);
            return None;
        }
        self.give(Answer::Squares(self.picks))
    }

    /// `answer` judged by the pupil's own copy of the step, and kept.
    fn give(&mut self, answer: Answer) -> Option<(Answer, bool)> {
        if self.given.is_some() {
            self.said = Some(FollowSaid::AnsweredAlready);
            return None;
        }
        let Showing::Lesson { run, .. } = &self.demo.showing else {
            return None;
        };
        let right = match run.clone().submit(answer.clone()) {
            Feedback::Right { .. } => true,
            Feedback::Wrong { .. } => false,
            Feedback::Game(_) | Feedback::NotAnAnswer(_) => {
                self.said = Some(FollowSaid::NotAnAnswer);
                return None;
            }
        };
        self.said = None;
        self.given = Some((answer.clone(), right));
        Some((answer, right))
    }
}

/// Where the class's demo is now (none: it ended): shown over the pupil's
/// screen, moved on, or the pupil's screen given back.
pub(super) fn news(app: &mut App, follow: Option<Follow>) {
    let Some(follow) = follow else {
        if let Screen::Follow(screen) = &mut app.screen {
            let before = std::mem::replace(&mut *screen.before, Screen::Home { selected: 0 });
            app.screen = before;
        }
        return;
    };
    if let Screen::Follow(screen) = &mut app.screen {
        let same_step = match (&screen.follow, &follow) {
            (
                Follow::Lesson { number, step, .. },
                Follow::Lesson {
                    number: n, step: s, ..
                },
            ) => number == n && step == s,
            _ => false,
        };
        if same_step {
            if follow != screen.follow {
                screen.demo.reveal();
            }
            screen.follow = follow;
            return;
        }
        if let Some(demo) = DemoScreen::at(&app.course, &follow) {
            screen.demo = demo;
            screen.follow = follow;
            screen.given = None;
            screen.said = None;
            screen.picks = Bitboard::EMPTY;
            screen.cursor = BoardCursor::at(D4);
        }
        return;
    }
    // A pupil in a class game plays on; the class does not send them the demo.
    let Some(demo) = DemoScreen::at(&app.course, &follow) else {
        return;
    };
    let before = std::mem::replace(&mut app.screen, Screen::Home { selected: 0 });
    app.help_open = false;
    app.screen = Screen::Follow(Box::new(FollowScreen {
        follow,
        demo,
        cursor: BoardCursor::at(D4),
        picks: Bitboard::EMPTY,
        given: None,
        said: None,
        before: Box::new(before),
    }));
}

/// A key on the follow screen: an answer, once, sent to the class.
pub(super) fn update_follow(app: &mut App, msg: Msg) {
    let Screen::Follow(screen) = &mut app.screen else {
        return;
    };
    if let Some((answer, right)) = screen.take(msg) {
        let follow = screen.follow.clone();
        app.ask(Effect::Class(ClassAsk::FollowAnswer {
            follow,
            answer,
            right,
        }));
    }
}

/// The follow screen shown, if it is.
fn following(app: &App) -> Option<&FollowScreen> {
    match &app.screen {
        Screen::Follow(screen) => Some(screen),
        _ => None,
    }
}

/// The step takes squares: the board has a cursor.
fn squares(app: &App) -> bool {
    following(app).is_some_and(FollowScreen::takes_squares)
}

/// A column letter is typed and waits for its row.
fn typed(app: &App) -> bool {
    following(app).is_some_and(|screen| screen.cursor.column().is_some())
}

/// The pupil has not answered the step yet (the key bar shows how).
fn unanswered(app: &App) -> bool {
    following(app).is_some_and(|screen| screen.given.is_none())
}

/// The follow screen's bindings: a step that asks is answered as in a
/// lesson (squares typed, clicked or marked, a choice's number, a pass);
/// the teacher moves the lesson on.
pub const BINDINGS: &[Binding] = &[
    TYPE_COLUMN.when(squares),
    TYPE_ROW.when(squares),
    CURSOR_UP.when(squares),
    CURSOR_DOWN.when(squares),
    CURSOR_LEFT.when(squares),
    CURSOR_RIGHT.when(squares),
    MARK.when(step_marks).on_bar_if(unanswered),
    ANSWER_MARKED.when(step_marks).on_bar_if(unanswered),
    PLAY.when(step_plays).on_bar_if(unanswered),
    PLAY_SPACE.when(step_plays),
    CLICK.when(squares),
    PASS.when(step_may_pass).on_bar_if(unanswered),
    NUMBER.when(step_numbers).on_bar_if(unanswered),
    ERASE.when(typed),
    ERASE_ESC.when(typed),
    HELP.on_bar(),
    QUIT,
];
