//! The full-screen tutor's puzzle part as a state machine: table-driven message
//! sequences through `update` from the home screen to the puzzle menu and
//! through trainer sessions, and what they leave in the saved progress.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use reversi_tutor::app::{
    App, Arrow, MenuRow, Msg, Overrides, PuzzleSaid, PuzzleScreen, Screen, Tutor,
};
use reversi_tutor::course::{ThemeKind, load_course};
use reversi_tutor::engine::{Bitboard, Square};
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::{Date, Progress};
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::runner::{
    Acted, Answer, Asks, Command, FirstTry, Mode, NoMore, PuzzleFeedback, Rated, StreakChange,
    Trainer,
};
use reversi_tutor::store::Store;

fn today() -> Date {
    "2026-05-01".parse().unwrap()
}

fn app() -> Tutor {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(Lang::En),
        ..Overrides::default()
    };
    let mut app = Tutor::new(course, Progress::default(), None, overrides);
    app.puzzle_setup.today = today();
    app
}

fn screen(app: &App) -> &PuzzleScreen {
    match &app.screen {
        Screen::Puzzle(screen) => screen,
        other => panic!("not a puzzle: {other:?}"),
    }
}

fn puzzle_id(app: &App) -> String {
    screen(app).trainer.current().unwrap().puzzle().id.clone()
}

/// A step of a sequence: a message, or an answer found from the puzzle shown.
#[derive(Clone, Debug)]
enum Step {
    Send(Msg),
    /// A right answer, typed (a move) or clicked (the discs of a predict-flips puzzle).
    Right,
    /// A wrong answer: an empty square that is not a legal move, or the wrong discs.
    Wrong,
}

use Step::{Right, Send, Wrong};

fn typed(square: Square) -> Vec<Msg> {
    let name = square.to_string();
    let mut chars = name.chars();
    let column = chars.next().unwrap();
    let row = chars.next().unwrap().to_digit(10).unwrap() as u8;
    vec![Msg::Column(column), Msg::Digit(row), Msg::Enter]
}

fn messages(app: &App, step: &Step) -> Vec<Msg> {
    let Step::Send(msg) = step else {
        let run = screen(app).trainer.current().unwrap();
        let (board, solution) = (run.puzzle().board, run.puzzle().solution);
        let empty = Square::all().filter(|sq| board.at(*sq).is_none());
        return match (step, run.asks()) {
            (Right, Some(Asks::Squares)) => {
                let mut msgs: Vec<Msg> = solution.squares().map(Msg::Click).collect();
                msgs.push(Msg::Enter);
                msgs
            }
            (Right, _) => typed(solution.squares().next().unwrap()),
            (_, Some(Asks::Squares)) => {
                let square = Square::all().find(|sq| !solution.contains(*sq)).unwrap();
                vec![Msg::Click(square), Msg::Enter]
            }
            _ => {
                let mut illegal = empty.filter(|sq| !board.legal_moves().contains(*sq));
                typed(illegal.next().unwrap())
            }
        };
    };
    vec![msg.clone()]
}

fn run(app: &mut Tutor, steps: &[Step]) {
    for step in steps {
        for msg in messages(app, step) {
            app.send(msg);
        }
    }
}

/// Home, down to Puzzles, Enter: the puzzle menu; then down `rows` and Enter.
fn from_home(rows: usize) -> Vec<Step> {
    let mut steps = vec![Send(Msg::Arrow(Arrow::Down)), Send(Msg::Enter)];
    steps.extend(vec![Send(Msg::Arrow(Arrow::Down)); rows]);
    steps.push(Send(Msg::Enter));
    steps
}

/// From home, a session of the first theme (legal-move).
fn legal_move_session() -> Vec<Step> {
    from_home(1)
}

fn said(app: &App) -> &PuzzleSaid {
    &screen(app).said
}

#[test]
fn puzzle_message_sequences() {
    type Check = fn(&App);
    let streak = MenuRow::Mode(Mode::Streak).index();
    let cases: Vec<(&str, Vec<Step>, Check)> = vec![
        (
            "Puzzles on the home screen opens the menu on theme mode",
            vec![Send(Msg::Arrow(Arrow::Down)), Send(Msg::Enter)],
            |app| {
                let Screen::PuzzleMenu(menu) = &app.screen else {
                    panic!("{:?}", app.screen)
                };
                assert_eq!(menu.selected, 0);
                assert!(menu.said.is_none());
            },
        ),
        (
            "a theme's row starts a session of that theme",
            legal_move_session(),
            |app| {
                let selection = screen(app).trainer.selection();
                assert_eq!(selection.mode, Mode::Theme);
                assert_eq!(selection.theme, Some(ThemeKind::LegalMove));
                assert!(puzzle_id(app).starts_with("legal-"));
                assert_eq!(*said(app), PuzzleSaid::Nothing);
            },
        ),
        (
            "a wrong answer is refused with its lines, and the puzzle stays open",
            [legal_move_session(), vec![Wrong]].concat(),
            |app| {
                let PuzzleSaid::Answered(acted) = said(app) else {
                    panic!("{:?}", said(app))
                };
                assert!(acted.result.is_wrong());
                assert!(screen(app).asks().is_some());
                assert_eq!(app.progress.puzzles.len(), 1, "the miss is recorded");
            },
        ),
        (
            "wrong then right solves the puzzle, the miss counted",
            [legal_move_session(), vec![Wrong, Right]].concat(),
            |app| {
                let PuzzleSaid::Answered(acted) = said(app) else {
                    panic!("{:?}", said(app))
                };
                assert!(acted.result.is_right());
                assert!(acted.settled.is_none(), "settled by the miss before");
                assert!(screen(app).asks().is_none());
                let record = &app.progress.puzzles[&puzzle_id(app)];
                assert!(!record.solved_first_try);
            },
        ),
        (
            "two hints: the idea, then where to look",
            [
                legal_move_session(),
                vec![Send(Msg::Command(Command::Lesson(LessonCommand::Hint))); 2],
            ]
            .concat(),
            |app| {
                let PuzzleSaid::Hinted(acted) = said(app) else {
                    panic!("{:?}", said(app))
                };
                assert_eq!(acted.result.level, 2);
                assert_eq!(
                    screen(app).trainer.current().unwrap().hint_level(),
                    2,
                    "two levels"
                );
            },
        ),
        (
            "reveal shows the answer and ends the puzzle, next serves another",
            [
                legal_move_session(),
                vec![
                    Send(Msg::Command(Command::Lesson(LessonCommand::Reveal))),
                    Send(Msg::Command(Command::Lesson(LessonCommand::Next))),
                ],
            ]
            .concat(),
            |app| {
                assert_eq!(*said(app), PuzzleSaid::Nothing);
                assert!(screen(app).asks().is_some());
                assert_eq!(screen(app).trainer.summary().served, 2);
                assert_eq!(app.progress.review.len(), 1, "the revealed one is queued");
            },
        ),
        (
            "a rated first try changes the rating",
            [legal_move_session(), vec![Right]].concat(),
            |app| {
                let PuzzleSaid::Answered(Acted {
                    settled: Some(settled),
                    ..
                }) = said(app)
                else {
                    panic!("{:?}", said(app))
                };
                let Rated::Changed { before, after } = settled.rating else {
                    panic!("{settled:?}")
                };
                assert_eq!(before, reversi_tutor::learner::rating::START_RATING);
                assert!(after > before);
                assert_eq!(app.progress.rating.rating, after);
                assert!(!app.unsaved, "saved at once");
            },
        ),
        (
            "a streak grows with a right answer and ends on a miss",
            [from_home(streak), vec![Right, Send(Msg::Enter), Wrong]].concat(),
            |app| {
                let PuzzleSaid::Answered(Acted {
                    settled: Some(settled),
                    ..
                }) = said(app)
                else {
                    panic!("{:?}", said(app))
                };
                assert_eq!(settled.streak, Some(StreakChange::Ended { at: 1, best: 1 }));
                assert_eq!(app.progress.streaks.current, 0);
                assert_eq!(app.progress.streaks.best, 1);
            },
        ),
        (
            "skip in streak mode ends the run and says so on the next puzzle",
            [
                from_home(streak),
                vec![
                    Right,
                    Send(Msg::Enter),
                    Send(Msg::Command(Command::Lesson(LessonCommand::Skip))),
                ],
            ]
            .concat(),
            |app| {
                let PuzzleSaid::Skipped(Some(settled)) = said(app) else {
                    panic!("{:?}", said(app));
                };
                assert_eq!(settled.streak, Some(StreakChange::Ended { at: 1, best: 1 }));
                // The skip is recorded, and saved.
                assert!(app.progress.puzzles.contains_key(&settled.puzzle));
                assert_eq!(app.progress.streaks.current, 0);
            },
        ),
        (
            "next on an open puzzle waits, back is not used",
            [
                legal_move_session(),
                vec![
                    Send(Msg::Command(Command::Lesson(LessonCommand::Next))),
                    Send(Msg::Command(Command::Lesson(LessonCommand::Back))),
                ],
            ]
            .concat(),
            |app| {
                assert_eq!(*said(app), PuzzleSaid::NoBack);
                assert_eq!(screen(app).trainer.summary().served, 1);
            },
        ),
        (
            "escape goes back to the menu on the session's row, with how it went",
            [legal_move_session(), vec![Right, Send(Msg::Escape)]].concat(),
            |app| {
                let Screen::PuzzleMenu(menu) = &app.screen else {
                    panic!("{:?}", app.screen)
                };
                assert_eq!(menu.selected, 1);
                let end = menu.said.unwrap();
                assert_eq!(end.why, None);
                assert_eq!(end.summary.solved_first_try, 1);
            },
        ),
        (
            "p passes, refused while there is a move, and counted as a miss",
            [legal_move_session(), vec![Send(Msg::Pass)]].concat(),
            |app| {
                let PuzzleSaid::Answered(acted) = said(app) else {
                    panic!("{:?}", said(app))
                };
                assert!(matches!(
                    acted.result,
                    PuzzleFeedback::Wrong(reversi_tutor::runner::Nudge::PassRefused { .. })
                ));
                assert_eq!(app.progress.puzzles.len(), 1);
            },
        ),
        (
            "escape on the menu goes home on Puzzles",
            vec![
                Send(Msg::Arrow(Arrow::Down)),
                Send(Msg::Enter),
                Send(Msg::Escape),
            ],
            |app| {
                assert!(matches!(app.screen, Screen::Home { selected: 1 }));
            },
        ),
        (
            "review with an empty queue says so instead of starting",
            from_home(MenuRow::Mode(Mode::Review).index()),
            |app| {
                let Screen::PuzzleMenu(menu) = &app.screen else {
                    panic!("{:?}", app.screen)
                };
                assert_eq!(menu.said.unwrap().why, Some(NoMore::NoneDue { next: None }));
            },
        ),
        (
            "the key list opens over a puzzle and q quits from it",
            [
                legal_move_session(),
                vec![
                    Send(Msg::Command(Command::Help)),
                    Send(Msg::Command(Command::Quit)),
                ],
            ]
            .concat(),
            |app| {
                assert!(app.quit);
            },
        ),
    ];
    for (name, steps, check) in cases {
        let mut app = app();
        run(&mut app, &steps);
        check(&app);
        eprintln!("ok: {name}");
    }
}

#[test]
fn an_endgame_answer_plays_its_best_line_forward_and_back_within_the_line() {
    let mut app = app();
    assert!(app.open_puzzle("endgame-best-004"));
    app.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    let moves = screen(&app).best_line().unwrap().moves.len();
    assert!(moves > 2);
    app.send(Msg::Arrow(Arrow::Right));
    assert_eq!(screen(&app).line_at, 2);
    for _ in 0..moves + 3 {
        app.send(Msg::Arrow(Arrow::Right));
    }
    assert_eq!(screen(&app).line_at, moves);
    for _ in 0..moves + 3 {
        app.send(Msg::Arrow(Arrow::Left));
    }
    assert_eq!(screen(&app).line_at, 1);
}

#[test]
fn a_predict_flips_puzzle_takes_the_discs_marked_by_clicks_then_enter() {
    let mut app = app();
    assert!(app.open_puzzle("predict-001"));
    let solution = screen(&app).trainer.current().unwrap().puzzle().solution;
    run(&mut app, &[Right]);
    assert_eq!(screen(&app).picks, Bitboard::EMPTY);
    let PuzzleSaid::Answered(acted) = said(&app) else {
        panic!("{:?}", said(&app))
    };
    assert!(acted.result.is_right(), "{solution:?}");
}

#[test]
fn enter_with_no_disc_marked_answers_nothing_and_rates_nothing() {
    let mut app = app();
    assert!(app.open_puzzle("predict-001"));
    let rating = app.progress.rating;
    app.send(Msg::Enter);
    assert_eq!(*said(&app), PuzzleSaid::MarkFirst);
    let current = screen(&app).trainer.current().unwrap();
    assert_eq!(current.wrong(), 0);
    assert!(current.first_try().is_none(), "no first try yet");
    assert_eq!(app.progress.rating, rating);
    // The marked discs then answer as usual, as a first try.
    run(&mut app, &[Right]);
    let PuzzleSaid::Answered(acted) = said(&app) else {
        panic!("{:?}", said(&app))
    };
    assert!(acted.result.is_right());
    assert_eq!(acted.settled.as_ref().unwrap().first_try, FirstTry::Solved);
}

/// The same puzzle answered the same way straight through the trainer that
/// plain mode drives.
fn through_the_trainer(id: &str, square: Square) -> Progress {
    let course = load_course(&[], &[]).course;
    let puzzle = course.puzzle(id).cloned().unwrap();
    let mut trainer = Trainer::single(puzzle, Progress::default(), today());
    trainer.next_puzzle().unwrap();
    let acted = trainer.submit(Answer::Move(square));
    assert!(matches!(acted.result, PuzzleFeedback::Right { .. }));
    trainer.into_progress()
}

/// The tutor with its progress stored in `dir`, on the test's day.
fn stored_app(dir: &std::path::Path) -> Tutor {
    let mut app = common::stored_app(dir, Overrides::default());
    app.puzzle_setup.today = today();
    app
}

#[test]
fn q_saves_the_attempt_as_plain_mode_records_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = stored_app(dir.path());
    assert!(app.open_puzzle("legal-001"));
    let square = screen(&app)
        .trainer
        .current()
        .unwrap()
        .puzzle()
        .solution
        .squares()
        .next()
        .unwrap();
    for msg in typed(square) {
        app.send(msg);
    }
    app.send(Msg::Command(Command::Quit));
    assert!(app.quit);
    let saved = Store::open(dir.path()).unwrap().progress;
    let plain = through_the_trainer("legal-001", square);
    assert_eq!(saved.puzzles, plain.puzzles);
    assert_eq!(saved.rating, plain.rating);
    assert_eq!(saved.review, plain.review);
    assert_eq!(saved.puzzles["legal-001"].attempts, 1);
}

#[test]
fn an_attempt_is_on_disk_as_soon_as_it_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = stored_app(dir.path());
    assert!(app.open_puzzle("legal-001"));
    run(&mut app, &[Wrong]);
    assert!(!app.unsaved);
    let saved = Store::open(dir.path()).unwrap().progress;
    assert_eq!(saved.puzzles["legal-001"].attempts, 1);
    assert!(saved.review.contains_key("legal-001"));
}

#[test]
fn the_built_in_puzzles_load_when_the_puzzle_part_opens_and_a_teachers_puzzle_joins_them() {
    let fixtures =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/trainer");
    let dirs = reversi_tutor::cli::CourseDirs {
        lessons: Vec::new(),
        puzzles: vec![fixtures.clone()],
    };
    let course = reversi_tutor::cli::tutor::tutor_course(&dirs).course;
    let teachers = course.puzzles.len();
    assert!(teachers > 0);
    let mut app = Tutor::new(course, Progress::default(), None, Overrides::default());
    app.puzzle_setup.built_in_pending = true;
    app.send(Msg::Arrow(Arrow::Down));
    app.send(Msg::Enter);
    let whole = load_course(&[], &[fixtures]).course;
    let ids = |puzzles: &[reversi_tutor::course::Puzzle]| -> Vec<String> {
        puzzles.iter().map(|p| p.id.clone()).collect()
    };
    assert_eq!(ids(&app.course.puzzles), ids(&whole.puzzles));
    assert!(!app.puzzle_setup.built_in_pending);
}

#[test]
fn a_right_answer_is_on_disk_before_the_session_is_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = stored_app(dir.path());
    assert!(app.open_puzzle("legal-001"));
    run(&mut app, &[Right]);
    let saved = Store::open(dir.path()).unwrap().progress;
    assert!(saved.puzzles["legal-001"].solved_first_try);
    run(&mut app, &[Send(Msg::Enter)]);
    assert!(matches!(app.screen, Screen::PuzzleMenu(_)));
}

#[test]
fn a_mouse_click_on_the_puzzle_board_plays_the_square_clicked() {
    let mut app = app();
    app.size = (80, 24);
    assert!(app.open_puzzle("legal-001"));
    let board = reversi_tutor::ui::layout::board_area(&app).unwrap();
    // d3: the fourth column of three cells after the row numbers, the third row.
    let click = reversi_tutor::ui::Input::Click {
        column: board.x + 2 + 3 * 3 + 1,
        row: board.y + 3,
    };
    let msg = reversi_tutor::ui::keymap::msg(&click, &app);
    let d3: Square = "d3".parse().unwrap();
    assert_eq!(msg, Some(Msg::Click(d3)));
    app.send(msg.unwrap());
    let PuzzleSaid::Answered(acted) = said(&app) else {
        panic!("{:?}", said(&app))
    };
    assert!(acted.result.is_right());
}
