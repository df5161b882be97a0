//! What the full-screen tutor's tests share: the tutor on the built-in course
//! (no progress store), messages sent (each effect they ask for run), a square
//! typed, and the work done off the UI thread waited for.

use std::time::Duration;

use reversi_tutor::app::{Msg, Overrides, Tutor};
use reversi_tutor::course::load_course;
use reversi_tutor::engine::Square;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::Progress;

/// A square by its name.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The tutor in `lang`, on the built-in course, without a progress store;
/// `no_animation`: flips drawn at once (for snapshots).
pub fn app_in(lang: Lang, no_animation: bool) -> Tutor {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(lang),
        no_animation,
        ..Overrides::default()
    };
    let mut app = Tutor::new(course, Progress::default(), None, overrides);
    // The computer answers as soon as it has its move.
    app.reply_pause = Duration::ZERO;
    app
}

/// `msgs` given to the tutor one after another.
pub fn send(app: &mut Tutor, msgs: &[Msg]) {
    for msg in msgs {
        app.send(msg.clone());
    }
}

/// `square` typed (its column, then its row) and Enter.
pub fn typed(app: &mut Tutor, square: &str) {
    let mut chars = square.chars();
    let column = chars.next().unwrap();
    let row = chars.next().unwrap().to_digit(10).unwrap() as u8;
    send(app, &[Msg::Column(column), Msg::Digit(row), Msg::Enter]);
}

/// Waits for the work done off the UI thread and hands it to the app.
pub fn wait_ready(app: &mut Tutor) {
    assert!(app.wait(Duration::from_secs(60)), "never ready");
}

/// The number to type for the right choice of step `index` (from 0) of the
/// built-in lesson `id`, as the runner shows the choices (shuffled); `None` if
/// that step is not a choice.
pub fn right_choice_shown(id: &str, index: usize) -> Option<u8> {
    let course = load_course(&[], &[]).course;
    let lesson = course.lessons.iter().find(|l| l.id == id)?;
    let run = reversi_tutor::runner::LessonRun::resume(lesson.clone(), index);
    let reversi_tutor::course::Task::Choice {
        choices, correct, ..
    } = run.task()
    else {
        return None;
    };
    let right = &choices[*correct];
    let at = run.choices().iter().position(|c| *c == right)?;
    u8::try_from(at + 1).ok()
}

/// The messages that take the tutor from the first step of the built-in lesson
/// `id` to step `index` (from 0): Enter on a step to read; on a choice its right
/// number, then Enter to go on. Any other task on the way is a mistake of the test.
pub fn to_step(id: &str, index: usize) -> Vec<Msg> {
    let mut msgs = Vec::new();
    for step in 0..index {
        match right_choice_shown(id, step) {
            Some(n) => msgs.extend([Msg::Digit(n), Msg::Enter]),
            None => msgs.push(Msg::Enter),
        }
    }
    msgs
}

/// The window sizes the sweep draws: every width and height on both sides of
/// each layout edge (`ui::layout_edges`), the extremes, and a sample between.
pub fn swept_sizes() -> Vec<(u16, u16)> {
    let (edge_w, edge_h) = reversi_tutor::ui::layout_edges();
    let around = |edges: Vec<u16>, low: u16, high: u16, every: usize| {
        let mut sizes: Vec<u16> = edges
            .iter()
            .flat_map(|e| [e.saturating_sub(1), *e])
            .chain([low, high])
            .chain((low..=high).step_by(every))
            .filter(|s| (low..=high).contains(s))
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        sizes
    };
    let widths = around(edge_w, 10, 300, 13);
    let heights = around(edge_h, 5, 100, 7);
    widths
        .iter()
        .flat_map(|w| heights.iter().map(move |h| (*w, *h)))
        .collect()
}

/// Draws `app` at every swept size (see [`swept_sizes`]): no size panics, and
/// wherever the window is large enough for the screen, the key bar is whole on
/// the bottom row and `turn` (whose turn it is, when the screen says it) is on
/// screen.
pub fn sweep(app: &reversi_tutor::app::App, turn: Option<&str>) {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::widgets::Widget;
    let mut buf = Buffer::empty(Rect::new(0, 0, 300, 100));
    let (need_w, need_h) = reversi_tutor::ui::needs(app);
    for (w, h) in swept_sizes() {
        buf.resize(Rect::new(0, 0, w, h));
        buf.reset();
        app.render(buf.area, &mut buf);
        if w < need_w || h < need_h {
            continue;
        }
        let row = |y: u16| -> String { (0..w).map(|x| buf[(x, y)].symbol()).collect() };
        let bar = reversi_tutor::ui::key_bar(app, w);
        let bottom = row(h - 1);
        assert!(
            bottom.starts_with(bar.trim_end()),
            "{w}×{h}: the key bar {bar:?} is not whole on the bottom row {bottom:?}"
        );
        if let Some(turn) = turn {
            let screen: Vec<String> = (0..h).map(row).collect();
            assert!(
                screen.iter().any(|line| line.contains(turn)),
                "{w}×{h}: no {turn:?} on\n{}",
                screen.join("\n")
            );
        }
    }
}

/// How the screen shown says whose turn it is ("Black to move", in the
/// app's language) on the board it draws: on a lesson step, a puzzle or a game
/// in progress; none elsewhere, nor under the key list.
pub fn turn_of(app: &reversi_tutor::app::App) -> Option<String> {
    use reversi_tutor::app::Screen;
    let in_play = match &app.screen {
        Screen::Lesson(lesson) => !lesson.run.is_done(),
        Screen::Puzzle(_) => true,
        Screen::Game(game) => {
            game.session.replay().is_none()
                && !matches!(
                    game.session.turn(),
                    reversi_tutor::runner::game::Turn::Over(_)
                )
        }
        _ => false,
    };
    let board = reversi_tutor::ui::board_drawn(app).filter(|_| in_play)?;
    if board.status() != reversi_tutor::engine::Status::Playing {
        return None;
    }
    let said = app.ui().to_move_uncounted(board.to_move());
    Some(said.trim_end_matches('.').to_string())
}

/// [`sweep`] with whose turn it is as [`turn_of`] says it.
pub fn sweep_with_turn(app: &reversi_tutor::app::App) {
    sweep(app, turn_of(app).as_deref());
}

/// `app` on the play setup, opened from home, with a fixed seed (7).
pub fn play_setup(mut app: Tutor) -> Tutor {
    use reversi_tutor::app::{HomeEntry, Screen};
    let play = HomeEntry::ALL.iter().position(|e| *e == HomeEntry::Play);
    app.screen = Screen::Home {
        selected: play.unwrap(),
    };
    app.send(Msg::Enter);
    if let Screen::PlaySetup(setup) = &mut app.screen {
        setup.seed = 7;
    }
    app
}

/// `app` from the play setup into a game at level 1 (seed 7), after black f5
/// and the computer's reply.
pub fn after_f5(app: Tutor) -> Tutor {
    let mut app = play_setup(app);
    send(
        &mut app,
        &[
            Msg::Arrow(reversi_tutor::app::Arrow::Down),
            Msg::Digit(1),
            Msg::Enter,
        ],
    );
    typed(&mut app, "f5");
    wait_ready(&mut app);
    app
}

/// `app` on a game two people played to its end: an endgame of twelve empty
/// squares, black to move, and a record to its end.
pub fn endgame_played(mut app: Tutor) -> Tutor {
    use reversi_tutor::engine::notation::parse_position;
    use reversi_tutor::runner::game::{GameSession, GameSetup, Players};
    const ENDGAME: &str = "XOOOO---XOOO--X-XOOOO-XXXOOXO-X-XXXXXXX-OXOOXOOOOXXXOOXOOX-XXXX- X";
    const RECORD: &str = "f2g1f4h8h5f3h1h4f1c8h2e2";
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = *parse_position(ENDGAME).unwrap().board();
    app.open_game(GameSession::new(setup), true);
    for pair in RECORD.as_bytes().chunks(2) {
        typed(&mut app, std::str::from_utf8(pair).unwrap());
    }
    app
}
