//! A lesson session as a pure state machine: the step the learner is on, the live
//! board, answers judged by the engine, hints, back, skip and the scripted replies.
//! No I/O: plain mode and the full-screen tutor drive the same [`LessonRun`].

use crate::course::spoiler::{self, Topics};
use crate::course::{Lesson, Step, Task, Text, ThemeKind};
use crate::engine::{Board, Game, Move};

use super::feedback::{Answer, Asks, Feedback, Hint, NotAnAnswer, Reply, Right, Solution, Wrong};
use super::judge::{Judged, asks, class_of, is_miss, judge, solution, task_on};
use super::lesson_game::LessonGame;
use super::shuffle::{shown_order, written_order};
use super::summary::{Earlier, MISSES_FOR_ANSWER};
pub use super::summary::{StepResult, Summary, Tries};

/// How many puzzles of its theme a finished strategy lesson offers (see
/// [`LessonRun::practice`]).
pub const PRACTICE_PUZZLES: usize = 5;

/// What a finished lesson offers next, in the order of its keys (1, 2, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// The lesson played a game: another game against the computer.
    Play,
    /// The lesson played a game: its review, move by move.
    Review,
    /// A strategy lesson: [`PRACTICE_PUZZLES`] puzzles of the theme it taught.
    Practice(ThemeKind),
    /// The first game: the rules quiz (see [`super::drill`]).
    RulesQuiz,
}

/// What moving on from a step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advance {
    /// On to the next step; `reply` is the scripted move a step to read plays as it ends.
    Moved { reply: Option<Reply> },
    /// That was the last step: the lesson is finished.
    Finished { reply: Option<Reply> },
    /// The step waits for its answer (or a skip).
    AnswerFirst,
}

/// The answer shown on request, and what it did on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revealed {
    /// The answer.
    pub answer: Solution,
    /// The move or pass played for the learner (for `play`, `any-legal` and
    /// `pass` steps), so the lesson goes on from the board the step leads to.
    pub played: Option<Right>,
    /// The other side's scripted reply, played after it.
    pub reply: Option<Reply>,
}

/// A learner working through one lesson.
#[derive(Clone, Debug)]
pub struct LessonRun {
    lesson: Lesson,
    index: usize,
    /// The live board: what the learner sees and answers on.
    board: Board,
    /// The step's task as it applies to the live board (answers recomputed by the
    /// engine when the learner's own earlier choices led to another position).
    task: Task,
    /// The order the step's choices are shown in: the `k`th shown is the one
    /// written `order[k]`th (empty for a step that is not a choice).
    order: Vec<usize>,
    /// The current step was answered right (its reply, if any, is on the board).
    done: bool,
    /// The step's scripted reply did not fit the learner's board: the next step
    /// starts from the board it was written for.
    off_script: bool,
    wrong: u32,
    /// Misses since the last move played (on a game step, a move's own misses).
    misses: u32,
    hints: u32,
    /// The game of the current step, when it asks for one.
    game: Option<LessonGame>,
    /// The last game of the lesson played to its end, for a review.
    played: Option<Game>,
    /// The board each step began with, for `back`.
    entered: Vec<Board>,
    results: Vec<Option<StepResult>>,
    /// What earlier visits to each step left (a step gone back to is answered
    /// again; its first tries still count for the stars).
    earlier: Vec<Earlier>,
    finished: bool,
}

impl LessonRun {
    /// Starts `lesson` at its first step.
    pub fn new(lesson: Lesson) -> LessonRun {
        let steps = lesson.steps.len();
        let mut run = LessonRun {
            lesson,
            index: 0,
            board: Board::start(),
            task: Task::Read,
            order: Vec::new(),
            done: false,
            off_script: false,
            wrong: 0,
            misses: 0,
            hints: 0,
            game: None,
            played: None,
            entered: vec![Board::start(); steps],
            results: vec![None; steps],
            earlier: vec![Earlier::default(); steps],
            finished: steps == 0,
        };
        if steps > 0 {
            run.enter(0, None);
        }
        run
    }

    /// Starts `lesson` at step `index` (counting from 0; past the end, the last
    /// step), on the board that step is written for: where a learner who stopped
    /// there picks up again. The steps before it count as not taken.
    pub fn resume(lesson: Lesson, index: usize) -> LessonRun {
        let mut run = LessonRun::new(lesson);
        let index = index.min(run.lesson.steps.len().saturating_sub(1));
        if index > 0 {
            run.enter(index, None);
        }
        run
    }

    /// The lesson being run.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The current step's index, counting from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The current step (the last one once the lesson is finished).
    ///
    /// # Panics
    /// On a lesson without steps, which validation never lets through.
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.index]
    }

    /// The step's task on the live board (see [`Task`]).
    pub fn task(&self) -> &Task {
        &self.task
    }

    /// The puzzle theme the finished lesson offers [`PRACTICE_PUZZLES`]
    /// puzzles of: the first it teaches ([`ThemeKind::taught_by`]); `None`
    /// before the end, and for a lesson that teaches no puzzle theme.
    fn practice(&self) -> Option<ThemeKind> {
        if !self.is_finished() {
            return None;
        }
        ThemeKind::taught_by(&self.lesson.id).first().copied()
    }

    /// What the finished lesson offers next, in the order of its keys; none
    /// before the end.
    pub fn offers(&self) -> Vec<Offer> {
        if !self.is_finished() {
            return Vec::new();
        }
        let mut offers = Vec::new();
        if self.played.is_some() {
            offers.extend([Offer::Play, Offer::Review]);
        }
        offers.extend(self.practice().map(Offer::Practice));
        if self.lesson.id == super::drill::QUIZ_AFTER {
            offers.push(Offer::RulesQuiz);
        }
        offers
    }

    /// The choices of a multiple-choice step in the order shown (shuffled, seeded
    /// by the lesson's id and the step's place, unless the step says `shuffle =
    /// false`); empty for any other step. A [`Answer::Choice`] counts in this order.
    pub fn choices(&self) -> Vec<&Text> {
        match &self.task {
            Task::Choice { choices, .. } => {
                self.order.iter().filter_map(|&i| choices.get(i)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The live board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether the current step has been answered right.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The kind of answer the current step waits for (`None`: it waits for none,
    /// being a step to read, answered, or past the end).
    pub fn asks(&self) -> Option<Asks> {
        if self.finished || self.done || self.task == Task::Read {
            return None;
        }
        Some(asks(&self.task))
    }

    /// Whether every step has been passed.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The last game of the lesson that was played to its end (a `game` step).
    pub fn played_game(&self) -> Option<&Game> {
        self.played.as_ref()
    }

    /// Whether the legal moves may be shown: when the step asks for them
    /// (`dots = true`, which validation refuses where finding moves is the task),
    /// or once a step about moves is answered; never while this step, or a step
    /// ahead on this board, asks about them.
    pub fn shows_legal_moves(&self) -> bool {
        let about_moves = matches!(
            self.task,
            Task::Play { .. } | Task::AnyLegal | Task::AllLegal { .. } | Task::Pass
        );
        (self.step().dots || (self.done && about_moves)) && !self.hidden().moves
    }

    /// Whether the disc count may be shown: not while this step, or a step
    /// ahead on this board, asks who won or the count.
    pub fn shows_disc_count(&self) -> bool {
        !self.hidden().hides_count()
    }

    /// Whether a finished game may be said to be over: not while this step, or
    /// a step ahead on this board, asks whether the game goes on.
    pub fn shows_game_over(&self) -> bool {
        !self.hidden().game_over
    }

    /// What may not be shown now: what the step asks until it is answered, and
    /// what the steps ahead on the live board ask (see [`spoiler::ahead`]).
    fn hidden(&self) -> Topics {
        let own = if self.done || self.finished {
            Topics::NONE
        } else {
            Topics::of(self.step())
        };
        spoiler::ahead(&self.lesson.steps, self.index, &self.board)
            .into_iter()
            .fold(own, |topics, (_, step)| topics.union(Topics::of(step)))
    }

    /// How each step ended so far (`None`: not yet ended).
    pub fn results(&self) -> &[Option<StepResult>] {
        &self.results
    }

    /// How the task of step `index` went, once it has ended (`None`: not
    /// ended yet, or a step to read), counting the tries of earlier visits.
    pub fn tries(&self, index: usize) -> Option<Tries> {
        let result = (*self.results.get(index)?)?;
        Tries::of(result, self.earlier.get(index)?)
    }

    /// How the tasks went, counting the tries of earlier visits to a step the
    /// learner went back to.
    pub fn summary(&self) -> Summary {
        Summary::of(&self.lesson.steps, &self.results, &self.earlier)
    }

    /// Judges an answer to the current step. A right answer ends the step and plays
    /// the step's scripted reply; a wrong one leaves the step open for another try.
    pub fn submit(&mut self, answer: Answer) -> Feedback {
        if self.finished {
            return Feedback::NotAnAnswer(NotAnAnswer::Finished);
        }
        if self.done {
            return Feedback::NotAnAnswer(NotAnAnswer::AlreadyAnswered);
        }
        let answer = match answer {
            Answer::Choice(shown) => Answer::Choice(self.written(shown)),
            answer => answer,
        };
        match judge(&self.board, &self.task, self.step().explain, answer) {
            Judged::Right(Right::Played { explanation, .. }, _) if self.game.is_some() => {
                self.game_move(explanation)
            }
            Judged::Right(right, after) => {
                let right = match right {
                    Right::Choice { index } => Right::Choice {
                        index: self.shown(index),
                    },
                    right => right,
                };
                self.board = after;
                self.done = true;
                self.results[self.index] = Some(StepResult::Right {
                    wrong: self.wrong,
                    hints: self.hints,
                });
                let reply = self.play_reply();
                Feedback::Right { right, reply }
            }
            Judged::Wrong(wrong) => {
                let slip =
                    matches!(&wrong, Wrong::Illegal { explanation } if !is_miss(explanation));
                if !slip {
                    self.wrong += 1;
                    self.misses += 1;
                }
                // A first miss gets a nudge; the answer comes with the second.
                // (A game has no answer to give: every move is the learner's.)
                let answer = if self.misses >= MISSES_FOR_ANSWER && !slip && self.game.is_none() {
                    self.solution().map(Box::new)
                } else {
                    None
                };
                let class = class_of(&self.board, &wrong);
                let wrong = match wrong {
                    Wrong::Choice { index } => Wrong::Choice {
                        index: self.shown(index),
                    },
                    wrong => wrong,
                };
                Feedback::Wrong {
                    wrong,
                    on_wrong: self.step().on_wrong.for_class(class).cloned(),
                    answer,
                }
            }
            Judged::NotAnAnswer(why) => Feedback::NotAnAnswer(why),
        }
    }

    /// Shows the answer of the current step and ends the step as revealed. A move
    /// (the first of those asked for) or a pass is played for the learner, then the
    /// step's reply. `None` on a step with nothing to answer, or already answered.
    pub fn reveal(&mut self) -> Option<Revealed> {
        // A game has no answer of its own: every move is the learner's.
        if self.finished || self.done || self.game.is_some() {
            return None;
        }
        let answer = self.solution()?;
        let given = match &answer {
            Solution::Moves(moves) => moves.squares().next().map(Answer::Move),
            Solution::Pass { .. } => Some(Answer::Pass),
            _ => None,
        };
        let mut played = None;
        if let Some(given) = given
            && let Judged::Right(right, after) =
                judge(&self.board, &self.task, self.step().explain, given)
        {
            self.board = after;
            played = Some(right);
        }
        self.done = true;
        self.results[self.index] = Some(StepResult::Revealed { wrong: self.wrong });
        let reply = self.play_reply();
        Some(Revealed {
            answer,
            played,
            reply,
        })
    }

    /// Goes on to the next step. A step to read ends here (playing its scripted
    /// reply); a step with a task must be answered right or skipped first.
    pub fn next_step(&mut self) -> Advance {
        if self.finished {
            return Advance::Finished { reply: None };
        }
        let mut reply = None;
        if !self.done {
            if self.task != Task::Read {
                return Advance::AnswerFirst;
            }
            self.results[self.index] = Some(StepResult::Read);
            reply = self.play_reply();
        }
        let reached = (!self.off_script).then_some(self.board);
        if self.advance(reached) {
            Advance::Moved { reply }
        } else {
            Advance::Finished { reply }
        }
    }

    /// Skips the current step; the next step starts from the board it was written for.
    /// Returns whether there is a next step (otherwise the lesson is finished).
    pub fn skip(&mut self) -> bool {
        if self.finished {
            return false;
        }
        if !self.done {
            self.results[self.index] = Some(if self.task == Task::Read {
                StepResult::Read
            } else {
                StepResult::Skipped
            });
        }
        self.advance(None)
    }

    /// Goes back one step, to the board that step began with, open to be answered
    /// again. From a finished lesson, goes back to the last step. Returns false on
    /// the first step, which stays as it is.
    pub fn back(&mut self) -> bool {
        let target = if self.finished {
            self.index
        } else if self.index == 0 {
            return false;
        } else {
            self.index - 1
        };
        self.finished = false;
        self.open(target, self.entered[target]);
        true
    }

    /// Opens the current step again on the board it began with, to be answered
    /// anew (from a finished lesson, the last step); the misses of the first try
    /// still count for the stars.
    pub fn retry(&mut self) {
        self.finished = false;
        self.open(self.index, self.entered[self.index]);
    }

    /// Help for the current step: its written hint, or what the engine can say
    /// without giving the answer away.
    pub fn hint(&mut self) -> Hint {
        if self.finished || self.done {
            return Hint::None;
        }
        let hint = match (&self.step().hint, &self.task) {
            (Some(text), _) => Hint::Written(text.clone()),
            (None, Task::Play { accept }) => Hint::PlayOneOf(*accept),
            (None, Task::AnyLegal | Task::AllLegal { .. } | Task::Game { .. }) => {
                Hint::LegalMoveCount(self.board.legal_moves().len())
            }
            (None, Task::PredictFlips { mv, answer }) => Hint::FlipCount {
                mv: *mv,
                count: answer.len(),
            },
            (None, Task::Pass) => Hint::LookForAMove {
                player: self.board.to_move(),
            },
            (None, Task::Outcome { .. }) => Hint::CountDiscs,
            (None, Task::Read | Task::Choice { .. } | Task::FindSquare { .. }) => Hint::None,
        };
        if hint != Hint::None {
            self.hints += 1;
        }
        hint
    }

    /// Plays the learner's move in the step's game, and the computer's
    /// answers; the step is done when the game is over.
    fn game_move(&mut self, played: crate::engine::Explanation) -> Feedback {
        let Some(game) = self.game.as_mut() else {
            return Feedback::NotAnAnswer(NotAnAnswer::NothingAsked);
        };
        let turn = game.learner_played(played);
        self.board = *game.game().board();
        self.misses = 0;
        if turn.end.is_some() {
            self.played = Some(game.game().clone());
            self.done = true;
            self.results[self.index] = Some(StepResult::Right {
                wrong: self.wrong,
                hints: self.hints,
            });
        }
        Feedback::Game(Box::new(turn))
    }

    /// The answer to the current step, a choice counted in the order shown
    /// (`None` for a step to read); a worksheet's answer key prints it.
    pub fn solution(&self) -> Option<Solution> {
        match solution(&self.board, &self.task)? {
            Solution::Choice { index } => Some(Solution::Choice {
                index: self.shown(index),
            }),
            answer => Some(answer),
        }
    }

    /// The place (from 0) the choice written `written`th is shown at.
    fn shown(&self, written: usize) -> usize {
        self.order
            .iter()
            .position(|&w| w == written)
            .unwrap_or(written)
    }

    /// The choice written at the place shown `shown`th (a place beyond the list
    /// stays as it is, for the judge to refuse).
    fn written(&self, shown: usize) -> usize {
        self.order.get(shown).copied().unwrap_or(shown)
    }

    /// Moves to the next step from a board the learner reached (or none); false
    /// when there is no next step and the lesson is finished.
    fn advance(&mut self, reached: Option<Board>) -> bool {
        if self.index + 1 >= self.lesson.steps.len() {
            self.finished = true;
            return false;
        }
        self.enter(self.index + 1, reached);
        true
    }

    /// Enters step `index`, continuing from `reached` when the step does not set its
    /// own position and its task can be asked on that board.
    fn enter(&mut self, index: usize, reached: Option<Board>) {
        let step = &self.lesson.steps[index];
        let board = match reached {
            Some(board) if !step.sets_position => board,
            _ => step.board,
        };
        let board = if task_on(step, &board).is_some() {
            board
        } else {
            step.board
        };
        self.entered[index] = board;
        self.open(index, board);
    }

    /// Opens step `index` on `board`, unanswered (what an earlier visit left is
    /// kept aside for the summary).
    fn open(&mut self, index: usize, board: Board) {
        // Leaving a step before it is answered (back, or trying it again) keeps
        // its misses and hints for the stars.
        if !self.done && self.results[self.index].is_none() {
            self.earlier[self.index].add_tries(self.wrong, self.hints);
        }
        if let Some(result) = self.results[index].take() {
            self.earlier[index].add(result);
        }
        let step = &self.lesson.steps[index];
        self.task = task_on(step, &board).unwrap_or_else(|| step.task.clone());
        self.order = match &self.task {
            Task::Choice {
                choices,
                shuffle: true,
                ..
            } => shown_order(&self.lesson.id, index, choices.len()),
            Task::Choice { choices, .. } => written_order(choices.len()),
            _ => Vec::new(),
        };
        self.game = match self.task {
            Task::Game { level } => {
                Some(LessonGame::new(board, level, seed(&self.lesson.id, index)))
            }
            _ => None,
        };
        self.index = index;
        self.board = board;
        self.done = false;
        self.off_script = false;
        self.wrong = 0;
        self.misses = 0;
        self.hints = 0;
    }

    /// Plays the step's scripted reply on the live board, if it has one.
    fn play_reply(&mut self) -> Option<Reply> {
        let reply = self.step().reply?;
        let player = self.board.to_move();
        Some(match reply {
            Move::Play(sq) => {
                let explanation = self.board.explain(sq);
                match self.board.try_play(sq) {
                    Ok(_) => Reply::Played {
                        explanation: Box::new(explanation),
                        after: self.board,
                    },
                    Err(_) => {
                        self.off_script = true;
                        Reply::DoesNotFit { reply }
                    }
                }
            }
            Move::Pass => match self.board.pass() {
                Ok(()) => Reply::Passed { player },
                Err(_) => {
                    self.off_script = true;
                    Reply::DoesNotFit { reply }
                }
            },
        })
    }
}

/// The computer's seed for the game of step `index` of lesson `id`: the same
/// game for the same moves, so that a lesson can be walked and tested.
fn seed(id: &str, index: usize) -> u64 {
    id.bytes()
        .fold(0xcbf2_9ce4_8422_2325 ^ index as u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}
