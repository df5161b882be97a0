//! [`update`]: the only place the tutor's state changes, returning the effects
//! it asks for (it does none itself). Messages common to every screen first
//! (resize, quit, stop, what an effect found out, the key list), then the
//! screen's own, each in its screen's module (the menus in `menus`); the
//! lesson's effects, the puzzle menu's and a puzzle session's are taken here.

use crate::learner::Stars;
use crate::runner::drill::{DrillKind, QUIZ_AFTER};
use crate::runner::select::{Mode, Selection};
use crate::runner::{Command, Offer, PRACTICE_PUZZLES};

use super::effect::{Done, Effect};
use super::lesson::LessonEffect;
use super::puzzle::PuzzleEffect;
use super::puzzle_menu::{MenuRow, SessionEnd};
use super::{App, Arrow, HomeEntry, Msg, Screen};

/// Changes `app` as `msg` asks; the effects it asks for, for the executor.
#[must_use = "the effects asked for are to be run"]
pub fn update(app: &mut App, msg: Msg) -> Vec<Effect> {
    step(app, msg);
    app.take_effects()
}

/// What an effect found out, given to the screen that asked for it (it comes
/// while the key list is open too; a screen left since takes nothing).
fn done(app: &mut App, done: Done) {
    match done {
        Done::Saved(saved) => app.saved(saved),
        Done::Graded { .. } => super::game_update::review_done(app, done),
        Done::Exported(written) => super::sandbox::exported(app, written),
        Done::Unfinished(text) => app.found_unfinished(text),
        Done::Thought { .. }
        | Done::GameWritten { .. }
        | Done::GamesFound { .. }
        | Done::GameRead { .. } => super::game_update::game_done(app, done),
    }
}

pub(super) fn step(app: &mut App, msg: Msg) {
    // What is said changes with every message but these, and is shown from
    // its start again.
    match msg {
        Msg::Scroll(line) => {
            app.scroll = line;
            return;
        }
        Msg::Resize(..) | Msg::Tick | Msg::Idle | Msg::Elapsed(_) => {}
        Msg::Done(ref found) if matches!(**found, Done::Saved(_)) => {}
        _ => app.scroll = 0,
    }
    let msg = match msg {
        Msg::Done(found) => return done(app, *found),
        Msg::Class(news) => return super::class_game::news(app, *news),
        Msg::Invitation(accept) => return super::class_game::answer(app, accept),
        msg => msg,
    };
    match msg {
        Msg::Resize(columns, rows) => {
            app.size = (columns, rows);
            return;
        }
        Msg::Idle => {
            if app.unsaved {
                app.save();
            }
            return;
        }
        Msg::Stop | Msg::Command(Command::Quit) => {
            app.save_on_exit();
            app.quit = true;
            return;
        }
        _ => {}
    }
    if app.help_open {
        match msg {
            Msg::Escape | Msg::Enter | Msg::Space | Msg::Command(Command::Help) => {
                app.help_open = false;
            }
            // A list taller than the window shows its end on ↓ and its top on ↑
            // (it is drawn scrolled as far as it goes).
            Msg::Arrow(Arrow::Down) => app.help_scroll = u16::MAX,
            Msg::Arrow(Arrow::Up) => app.help_scroll = 0,
            _ => {}
        }
        return;
    }
    if msg == Msg::Command(Command::Help) {
        app.help_open = true;
        app.help_scroll = 0;
        return;
    }
    match app.screen {
        Screen::Home { selected } => super::menus::home(app, selected, msg),
        Screen::Lessons { selected } => super::menus::lessons(app, selected, msg),
        Screen::Settings { selected } => super::menus::settings(app, selected, msg),
        Screen::Guide => super::menus::guide(app, msg),
        Screen::Lesson(_) => lesson(app, msg),
        Screen::PuzzleMenu(menu) => puzzle_menu(app, menu.selected, msg),
        Screen::Puzzle(_) => puzzle(app, msg),
        Screen::PlaySetup(_) => super::game_update::play_setup(app, msg),
        Screen::Game(_) => super::game_update::game(app, msg),
        Screen::Review(_) => super::game_update::review(app, msg),
        Screen::DemoPick(_) => super::demo_pick::update_pick(app, msg),
        Screen::Demo(_) => super::demo::update_demo(app, msg),
        Screen::Sandbox(_) => super::sandbox::update_sandbox(app, msg),
        Screen::Glossary { top, terms } => super::menus::glossary(app, top, terms, msg),
        Screen::Classmates(_) => super::class_game::classmates(app, msg),
        Screen::Dashboard(_) => super::dashboard::update_dashboard(app, msg),
        Screen::Follow(_) => super::follow::update_follow(app, msg),
    }
}

fn lesson(app: &mut App, msg: Msg) {
    let animate = app.animation();
    let today = app.puzzle_setup.today;
    let Screen::Lesson(screen) = &mut app.screen else {
        return;
    };
    let effect = screen.take(msg, animate);
    // The tasks that ended go to the review queue as they end.
    let queue_changed =
        screen
            .notes
            .note(&screen.run, screen.drill.as_ref(), &mut app.progress, today);
    let drill = screen.drill.as_ref().map(|drill| drill.kind);
    let (id, number) = (screen.run.lesson().id.clone(), screen.number);
    match effect {
        LessonEffect::None if queue_changed => app.save(),
        LessonEffect::None => {}
        // A drill's steps are no lesson's: only the review queue keeps them.
        LessonEffect::Reached(_) | LessonEffect::Finished(_) if drill.is_some() => app.save(),
        // A step reached and a lesson finished are on disk before the next
        // frame shows them.
        LessonEffect::Reached(index) => {
            app.progress.reach_step(&id, index);
            app.save();
        }
        LessonEffect::Finished(stars) => {
            app.progress
                .complete_lesson(&id, Stars::new(stars).unwrap_or(Stars::MAX));
            app.progress.reach_step(&id, 0);
            app.save();
        }
        LessonEffect::Take(offer) => take_offer(app, offer),
        LessonEffect::Leave => {
            let finished = matches!(&app.screen, Screen::Lesson(s) if s.run.is_finished());
            app.save_on_exit();
            match drill {
                Some(DrillKind::Review) => app.open_puzzle_menu(MenuRow::LessonTasks, None),
                Some(DrillKind::Quiz) => {
                    let selected = app.course.lesson_index(QUIZ_AFTER).unwrap_or(0);
                    app.screen = Screen::Lessons { selected };
                }
                None => {
                    let last = app.course.lessons.len().saturating_sub(1);
                    let selected = if finished {
                        (number + 1).min(last)
                    } else {
                        number
                    };
                    app.screen = Screen::Lessons { selected };
                }
            }
        }
    }
}

/// The finished lesson's offer `offer`, taken.
fn take_offer(app: &mut App, offer: Offer) {
    app.save_on_exit();
    match offer {
        Offer::Play => app.open_play(),
        Offer::Practice(theme) => {
            let seed = app.puzzle_setup.seed;
            app.puzzle_setup.seed = seed.wrapping_add(1);
            let selection = Selection {
                mode: Mode::Theme,
                theme: Some(theme),
            };
            app.start_puzzles(selection, seed, Some(PRACTICE_PUZZLES));
        }
        // A teacher's course may have no task to ask: the lesson says so.
        Offer::RulesQuiz => {
            if !app.open_quiz() {
                app.notice = Some(app.ui().no_quiz().to_string());
            }
        }
        Offer::Review => {
            let screen = std::mem::replace(&mut app.screen, Screen::Home { selected: 0 });
            let Screen::Lesson(lesson) = screen else {
                app.screen = screen;
                return;
            };
            match lesson.run.played_game().cloned() {
                Some(game) => {
                    app.open_review(game);
                    if let Screen::Review(review) = &mut app.screen {
                        review.lesson = Some(lesson);
                    }
                }
                None => app.screen = Screen::Lesson(lesson),
            }
        }
    }
}

impl App {
    /// The lesson to go on with: the first one not finished where the learner
    /// stopped part way, else the first one not finished (none: all are).
    pub fn continue_at(&self) -> Option<usize> {
        let unfinished =
            |lesson: &&crate::course::Lesson| !self.progress.lesson(&lesson.id).completed;
        let lessons = &self.course.lessons;
        lessons
            .iter()
            .filter(unfinished)
            .find(|lesson| self.progress.lesson(&lesson.id).step > 0)
            .or_else(|| lessons.iter().find(unfinished))
            .and_then(|found| lessons.iter().position(|l| l.id == found.id))
    }
}

fn puzzle_menu(app: &mut App, selected: usize, msg: Msg) {
    let rows = MenuRow::all();
    match msg {
        Msg::Enter | Msg::Space | Msg::Arrow(Arrow::Right) => {
            let Some(row) = rows.get(selected) else {
                return;
            };
            let Some(selection) = row.selection() else {
                // The lesson tasks due, or the menu says there are none.
                if !app.open_task_review()
                    && let Screen::PuzzleMenu(menu) = &mut app.screen
                {
                    menu.no_tasks_due = true;
                    menu.said = None;
                }
                return;
            };
            let seed = app.puzzle_setup.seed;
            app.puzzle_setup.seed = seed.wrapping_add(1);
            app.start_puzzles(selection, seed, None);
        }
        Msg::Escape | Msg::Backspace | Msg::Arrow(Arrow::Left) => {
            app.screen = Screen::Home {
                selected: HomeEntry::Puzzles.index(),
            };
        }
        _ => {
            let selected = super::menus::choose(selected, rows.len(), msg);
            if let Screen::PuzzleMenu(menu) = &mut app.screen {
                menu.selected = selected;
                menu.no_tasks_due = false;
            }
        }
    }
}

/// A message to the puzzle session. Each try it settles is saved at once: on
/// disk before the next frame shows its verdict.
fn puzzle(app: &mut App, msg: Msg) {
    let Screen::Puzzle(screen) = &mut app.screen else {
        return;
    };
    match screen.take(msg) {
        PuzzleEffect::None => {}
        PuzzleEffect::Recorded => {
            app.progress.clone_from(screen.trainer.progress());
            app.save();
        }
        PuzzleEffect::Leave(why) => {
            app.progress.clone_from(screen.trainer.progress());
            let said = SessionEnd {
                why,
                theme: screen.trainer.selection().theme,
                summary: screen.trainer.summary(),
            };
            let row = screen.row;
            // Saved when the tutor is idle, after the menu is drawn.
            app.unsaved = true;
            app.open_puzzle_menu(row, Some(said));
        }
    }
}
