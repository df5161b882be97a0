//! The full-screen tutor's state machine: sequences of messages through `update`,
//! table-driven, and what they leave in the app and in the saved progress.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use reversi_tutor::app::{
    App, Arrow, Effect, HomeEntry, Msg, Overrides, Said, Screen, Tutor, update,
};
use reversi_tutor::course::{ThemeKind, load_course};
use reversi_tutor::engine::Color;
use reversi_tutor::engine::Square;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::ColourTheme;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::runner::{Answer, Asks, Command, Feedback, Right, Wrong};
use reversi_tutor::store::Store;
use reversi_tutor::view::LessonView;

use common::tui::{app_in, send, sq, to_step, typed};

fn app() -> Tutor {
    app_in(Lang::En, false)
}

fn lesson_index(app: &App, id: &str) -> usize {
    app.course.lessons.iter().position(|l| l.id == id).unwrap()
}

/// The app on lesson `id`, at its first step.
fn in_lesson(id: &str) -> Tutor {
    let mut app = app();
    let index = lesson_index(&app, id);
    app.open_lesson(index);
    app
}

/// The four steps before first-move's play step (to read, or a choice answered
/// rightly), then `d`, `3`, Enter: the play step answered d3.
fn play_d3() -> Vec<Msg> {
    let mut msgs = to_step("first-move", 4);
    msgs.extend([Msg::Column('d'), Msg::Digit(3), Msg::Enter]);
    msgs
}

fn said(app: &App) -> Said {
    match &app.screen {
        Screen::Lesson(screen) => screen.said.clone(),
        other => panic!("not a lesson: {other:?}"),
    }
}

fn step(app: &App) -> usize {
    match &app.screen {
        Screen::Lesson(screen) => screen.run.index(),
        other => panic!("not a lesson: {other:?}"),
    }
}

#[test]
fn message_sequences_move_between_screens_and_through_a_lesson() {
    type Check = fn(&App);
    let cases: Vec<(&str, Vec<Msg>, Check)> = vec![
        (
            "enter on home opens the lessons at the first unfinished",
            vec![Msg::Enter],
            |app| {
                assert!(matches!(app.screen, Screen::Lessons { selected: 0 }));
            },
        ),
        (
            "down to help and enter opens the Help page",
            vec![Msg::Arrow(Arrow::Down); HomeEntry::Help.index()]
                .into_iter()
                .chain([Msg::Enter])
                .collect(),
            |app| {
                assert!(!app.help_open);
                assert!(matches!(app.screen, Screen::Guide));
            },
        ),
        (
            "escape leaves the Help page for home, on Help",
            vec![Msg::Arrow(Arrow::Down); HomeEntry::Help.index()]
                .into_iter()
                .chain([Msg::Enter, Msg::Escape])
                .collect(),
            |app| {
                assert!(
                    matches!(app.screen, Screen::Home { selected } if selected == HomeEntry::Help.index())
                );
            },
        ),
        (
            "down to settings and enter opens the settings",
            vec![Msg::Arrow(Arrow::Down); HomeEntry::Settings.index()]
                .into_iter()
                .chain([Msg::Enter])
                .collect(),
            |app| {
                assert!(matches!(app.screen, Screen::Settings { selected: 0 }));
            },
        ),
        (
            "the last entry quits",
            vec![Msg::Arrow(Arrow::Down); 9]
                .into_iter()
                .chain([Msg::Enter])
                .collect(),
            |app| {
                assert!(app.quit);
            },
        ),
        (
            "lessons: down and enter opens the second lesson",
            vec![Msg::Enter, Msg::Arrow(Arrow::Down), Msg::Enter],
            |app| {
                assert!(matches!(&app.screen, Screen::Lesson(s) if s.number == 1));
            },
        ),
        (
            "lessons: escape goes home",
            vec![Msg::Enter, Msg::Escape],
            |app| {
                assert!(matches!(app.screen, Screen::Home { .. }));
            },
        ),
        (
            "? opens the key list and escape closes it",
            vec![Msg::Command(Command::Help), Msg::Escape],
            |app| {
                assert!(!app.help_open);
                assert!(matches!(app.screen, Screen::Home { selected: 0 }));
            },
        ),
        (
            "keys under the key list do nothing else",
            vec![
                Msg::Command(Command::Help),
                Msg::Enter,
                Msg::Command(Command::Help),
                Msg::Arrow(Arrow::Down),
            ],
            |app| {
                assert!(app.help_open);
                assert!(matches!(app.screen, Screen::Home { selected: 0 }));
            },
        ),
        (
            "q quits with the key list open",
            vec![Msg::Command(Command::Help), Msg::Command(Command::Quit)],
            |app| {
                assert!(app.quit);
            },
        ),
        ("a resize is kept", vec![Msg::Resize(120, 40)], |app| {
            assert_eq!(app.size, (120, 40));
        }),
    ];
    for (name, msgs, check) in cases {
        let mut app = app();
        send(&mut app, &msgs);
        check(&app);
        eprintln!("ok: {name}");
    }
}

#[test]
fn lesson_message_sequences() {
    type Check = fn(&App);
    let cases: Vec<(&str, Vec<Msg>, Check)> = vec![
        (
            "typing d3 and enter plays d3 and flips d4",
            play_d3(),
            |app| {
                let Said::Answer(Feedback::Right {
                    right: Right::Played { after, .. },
                    ..
                }) = said(app)
                else {
                    panic!("{:?}", said(app));
                };
                assert_eq!(after.at(sq("d4")), Some(Color::Black));
            },
        ),
        (
            "an illegal square is refused with its explanation",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.extend([Msg::Column('c'), Msg::Digit(3), Msg::Enter]);
                msgs
            },
            |app| {
                assert!(matches!(
                    said(app),
                    Said::Answer(Feedback::Wrong {
                        wrong: Wrong::Illegal { .. },
                        ..
                    })
                ));
                assert_eq!(step(app), 4);
            },
        ),
        (
            "arrows move the cursor and space plays it",
            {
                // The cursor starts on d4: one up is d3.
                let mut msgs = to_step("first-move", 4);
                msgs.extend([Msg::Arrow(Arrow::Up), Msg::Space]);
                msgs
            },
            |app| {
                assert!(
                    said(app) != Said::Nothing
                        && matches!(said(app), Said::Answer(Feedback::Right { .. }))
                );
            },
        ),
        (
            "a click on d3 plays it",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.push(Msg::Click(sq("d3")));
                msgs
            },
            |app| {
                assert!(matches!(said(app), Said::Answer(Feedback::Right { .. })));
            },
        ),
        (
            "escape after a column letter forgets the letter and stays",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.extend([Msg::Column('d'), Msg::Escape]);
                msgs
            },
            |app| {
                let Screen::Lesson(screen) = &app.screen else {
                    panic!()
                };
                assert_eq!(screen.cursor.column(), None);
            },
        ),
        (
            "h moves the cursor left, and a row after it types an h square",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.extend([Msg::Column('h'), Msg::Digit(6)]);
                msgs
            },
            |app| {
                let Screen::Lesson(screen) = &app.screen else {
                    panic!()
                };
                assert_eq!(screen.cursor.square(), sq("h6"));
            },
        ),
        (
            "enter goes on, backspace goes back",
            vec![Msg::Enter, Msg::Enter, Msg::Backspace],
            |app| {
                assert_eq!(step(app), 1);
            },
        ),
        (
            "back on the first step says so",
            vec![Msg::Backspace],
            |app| {
                assert_eq!(said(app), Said::FirstStep);
            },
        ),
        (
            "next on the play step waits for the answer",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.push(Msg::Command(Command::Lesson(LessonCommand::Next)));
                msgs
            },
            |app| {
                assert_eq!(said(app), Said::AnswerFirst);
                assert_eq!(step(app), 4);
            },
        ),
        (
            "i gives the step's hint",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.push(Msg::Command(Command::Lesson(LessonCommand::Hint)));
                msgs
            },
            |app| {
                assert!(matches!(said(app), Said::Hint(_)));
            },
        ),
        (
            "r shows the answer and plays it",
            {
                let mut msgs = to_step("first-move", 4);
                msgs.push(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
                msgs
            },
            |app| {
                assert!(matches!(said(app), Said::Revealed(_)));
            },
        ),
        (
            "escape leaves for the lessons with the lesson chosen and its step kept",
            vec![Msg::Enter, Msg::Enter, Msg::Escape],
            |app| {
                assert!(matches!(app.screen, Screen::Lessons { selected: 2 }));
                assert_eq!(app.progress.lesson("first-move").step, 2);
            },
        ),
        (
            "skipping to the end finishes the lesson with its stars",
            vec![Msg::Command(Command::Lesson(LessonCommand::Skip)); 12],
            |app| {
                let lesson = app.progress.lesson("first-move");
                assert!(lesson.completed);
                assert_eq!(lesson.step, 0);
                assert!(lesson.stars.count() >= 1);
            },
        ),
    ];
    for (name, msgs, check) in cases {
        let mut app = in_lesson("first-move");
        send(&mut app, &msgs);
        check(&app);
        eprintln!("ok: {name}");
    }
}

#[test]
fn a_lesson_opens_at_the_step_where_the_learner_stopped() {
    let mut app = app();
    app.progress.reach_step("first-move", 4);
    app.screen = Screen::Lessons { selected: 2 };
    app.send(Msg::Enter);
    assert_eq!(step(&app), 4);
}

#[test]
fn the_flip_animation_shows_one_line_a_tick_and_ends() {
    let mut app = in_lesson("first-move");
    send(&mut app, &to_step("first-move", 4));
    assert_eq!(step(&app), 4, "the steps before the play step are passed");
    send(&mut app, &play_d3()[to_step("first-move", 4).len()..]);
    assert!(app.animating());
    app.send(Msg::Tick);
    assert!(!app.animating());
}

#[test]
fn no_animation_with_no_color_or_the_option_or_the_setting_off() {
    for overrides in [
        Overrides {
            no_color: true,
            ..Overrides::default()
        },
        Overrides {
            no_animation: true,
            ..Overrides::default()
        },
    ] {
        let mut app = in_lesson("first-move");
        app.overrides = overrides;
        send(&mut app, &play_d3());
        assert!(!app.animating(), "{overrides:?}");
    }
    let mut app = in_lesson("first-move");
    app.progress.settings.animation = false;
    send(&mut app, &play_d3());
    assert!(!app.animating());
}

#[test]
fn settings_change_each_value_and_the_language_at_once() {
    let mut app = app();
    app.screen = Screen::Settings { selected: 0 };
    app.send(Msg::Arrow(Arrow::Right));
    assert_eq!(app.lang(), Lang::Id);
    assert_eq!(app.progress.settings.language, Some(Lang::Id));
    assert_eq!(app.ui().menu_lessons(), "Pelajaran");
    app.send(Msg::Arrow(Arrow::Left));
    assert_eq!(app.lang(), Lang::En);
    type Read = fn(&App) -> bool;
    let toggles: [(usize, Read); 3] = [
        (1, |app| app.dots()),
        (2, |app| app.ascii()),
        (3, |app| app.animation()),
    ];
    for (row, read) in toggles {
        app.screen = Screen::Settings { selected: row };
        let before = read(&app);
        app.send(Msg::Enter);
        assert_eq!(read(&app), !before, "row {row}");
    }
    app.screen = Screen::Settings { selected: 4 };
    app.send(Msg::Enter);
    assert_eq!(app.theme(), ColourTheme::HighContrast);
    app.send(Msg::Escape);
    assert!(
        matches!(app.screen, Screen::Home { selected } if selected == HomeEntry::Settings.index())
    );
}

#[test]
fn the_ascii_option_is_turned_off_by_the_setting() {
    let mut app = app();
    app.overrides.ascii = true;
    app.screen = Screen::Settings { selected: 2 };
    app.send(Msg::Enter);
    assert!(!app.ascii());
}

#[test]
fn no_color_forces_the_no_colour_theme() {
    let mut app = app();
    app.progress.settings.theme = ColourTheme::HighContrast;
    app.overrides.no_color = true;
    assert_eq!(app.theme(), ColourTheme::NoColour);
}

#[test]
fn quit_and_a_stop_signal_save_the_step_reached_and_the_settings() {
    for last in [Msg::Command(Command::Quit), Msg::Stop] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = common::stored_app(dir.path(), Overrides::default());
        app.open_lesson(2);
        let mut msgs = to_step("first-move", 3);
        msgs.push(last.clone());
        send(&mut app, &msgs);
        assert!(app.quit);
        let saved = Store::open(dir.path()).unwrap().progress;
        assert_eq!(saved.lesson("first-move").step, 3, "{last:?}");
    }
}

#[test]
fn a_step_reached_is_on_disk_before_the_next_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_lesson(2);
    let on_disk = || {
        Store::open(dir.path())
            .unwrap()
            .progress
            .lesson("first-move")
            .step
    };
    assert_eq!(on_disk(), 0);
    send(&mut app, &[Msg::Enter, Msg::Enter]);
    assert!(!app.unsaved);
    assert_eq!(on_disk(), 2);
}

#[test]
fn update_asks_for_the_save_and_writes_nothing_itself() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_lesson(2);
    send(&mut app, &[Msg::Enter]);
    let asked = update(&mut app, Msg::Enter);
    assert!(
        matches!(asked.as_slice(), [Effect::SaveProgress]),
        "{asked:?}"
    );
    let on_disk = Store::open(dir.path()).unwrap().progress;
    assert_eq!(on_disk.lesson("first-move").step, 1, "update wrote nothing");
    // The tutor runs what update asks before `send` returns, so before the
    // next frame is drawn.
    app.send(Msg::Command(Command::Quit));
    let on_disk = Store::open(dir.path()).unwrap().progress;
    assert_eq!(on_disk.lesson("first-move").step, 2);
}

#[test]
fn home_entries_are_only_those_that_work() {
    assert_eq!(
        HomeEntry::ALL,
        [
            HomeEntry::Lessons,
            HomeEntry::Puzzles,
            HomeEntry::Play,
            HomeEntry::Demo,
            HomeEntry::Settings,
            HomeEntry::Glossary,
            HomeEntry::Help,
            HomeEntry::Quit
        ]
    );
}

#[test]
fn the_tutor_starts_with_every_built_in_lesson_and_leaves_the_puzzles_for_later() {
    let tutor = reversi_tutor::cli::tutor::tutor_course(&reversi_tutor::cli::CourseDirs::default());
    let whole = load_course(&[], &[]).course;
    let ids = |course: &reversi_tutor::course::Course| -> Vec<String> {
        course.lessons.iter().map(|l| l.id.clone()).collect()
    };
    assert_eq!(ids(&tutor.course), ids(&whole));
    assert!(tutor.course.puzzles.is_empty());
    assert!(tutor.notices.is_empty() && tutor.skipped.is_empty());
}

#[test]
fn enter_on_a_step_asking_for_squares_with_none_marked_answers_nothing() {
    use reversi_tutor::course::Task;
    let mut app = app();
    let (lesson, step) = app
        .course
        .lessons
        .iter()
        .enumerate()
        .find_map(|(i, l)| {
            l.steps
                .iter()
                .position(|s| matches!(s.task, Task::AllLegal { .. }))
                .map(|s| (i, s))
        })
        .unwrap();
    let id = app.course.lessons[lesson].id.clone();
    app.progress.reach_step(&id, step);
    app.open_lesson(lesson);
    app.send(Msg::Enter);
    let Screen::Lesson(screen) = &app.screen else {
        panic!("{:?}", app.screen)
    };
    assert_eq!(screen.said, Said::MarkFirst);
    assert!(!screen.run.is_done());
    assert_eq!(screen.run.index(), step);
}

#[test]
fn continue_goes_to_the_lesson_left_part_way_before_one_not_begun() {
    let mut app = app();
    assert_eq!(
        app.continue_at(),
        Some(0),
        "a new learner starts at lesson 1"
    );
    let third = app.course.lessons[2].id.clone();
    app.progress.reach_step(&third, 8);
    assert_eq!(app.continue_at(), Some(2));
    // Home, Lessons: the list opens on it.
    app.screen = Screen::Home { selected: 0 };
    app.send(Msg::Enter);
    assert!(
        matches!(app.screen, Screen::Lessons { selected: 2 }),
        "{:?}",
        app.screen
    );
    let first = app.course.lessons[0].id.clone();
    app.progress
        .complete_lesson(&first, reversi_tutor::learner::Stars::default());
    app.progress
        .complete_lesson(&third, reversi_tutor::learner::Stars::default());
    assert_eq!(app.continue_at(), Some(1), "then the first not finished");
}

#[test]
fn the_glossary_opens_from_home_scrolls_by_term_and_opens_a_terms_lesson() {
    let mut app = app();
    let mut msgs = vec![Msg::Arrow(Arrow::Down); HomeEntry::Glossary.index()];
    msgs.push(Msg::Enter);
    send(&mut app, &msgs);
    let Screen::Glossary { top: 0, terms } = app.screen else {
        panic!("not the glossary: {:?}", app.screen)
    };
    assert!(terms >= 15, "{terms}");
    // ↓ goes term by term, and stops at the last one.
    send(&mut app, &vec![Msg::Arrow(Arrow::Down); terms + 3]);
    assert!(matches!(app.screen, Screen::Glossary { top, .. } if top == terms - 1));
    send(&mut app, &vec![Msg::Arrow(Arrow::Up); terms + 3]);
    assert!(matches!(app.screen, Screen::Glossary { top: 0, .. }));
    // Esc goes home with the glossary chosen.
    send(&mut app, &[Msg::Escape]);
    assert!(
        matches!(app.screen, Screen::Home { selected } if selected == HomeEntry::Glossary.index())
    );
    // Enter opens the lesson of the term at the top: the first term is
    // "enclose", taught in lesson sandwich.
    send(&mut app, &[Msg::Enter, Msg::Enter]);
    let sandwich = lesson_index(&app, "sandwich");
    match &app.screen {
        Screen::Lesson(screen) => assert_eq!(screen.number, sandwich),
        other => panic!("not a lesson: {other:?}"),
    }
}

/// The lesson screen as it is drawn now: whose turn and the count in its
/// status describe the board drawn, and its dots are legal moves there.
fn words_describe_the_board(app: &App, context: &str) {
    let Screen::Lesson(screen) = &app.screen else {
        return;
    };
    let ui = app.ui();
    let shown = screen.said.shown(ui, &screen.run);
    let view = LessonView::new(ui, &screen.run, &shown);
    let board = view.board.board;
    let (black, white) = (board.black().len(), board.white().len());
    let count = ui.disc_count(black, white);
    let fits = [
        ui.to_move(board.to_move(), black, white),
        ui.to_move_uncounted(board.to_move()),
        format!("{} {count}", ui.game_over()),
        ui.game_over().to_string(),
        count.clone(),
    ];
    if let Some(first) = view.status.first() {
        assert!(
            fits.contains(first),
            "{context}: {first:?} beside\n{board:?}"
        );
    }
    let stray = view.board.dots & !board.legal_moves();
    assert!(
        stray.is_empty(),
        "{context}: dots {stray:?} are no legal move"
    );
}

#[test]
fn in_every_lesson_the_status_describes_the_board_drawn_after_every_kind_of_answer() {
    let mut app = app_in(Lang::En, true);
    for index in 0..app.course.lessons.len() {
        app.open_lesson(index);
        let id = app.course.lessons[index].id.clone();
        for step in 0..200 {
            let at = |what: &str| format!("{id} step {step}: {what}");
            words_describe_the_board(&app, &at("shown"));
            let Screen::Lesson(screen) = &app.screen else {
                panic!("{id}: left the lesson");
            };
            if screen.run.is_finished() {
                break;
            }
            // A game's move is the learner's own: the first legal one.
            let in_game = matches!(screen.run.task(), reversi_tutor::course::Task::Game { .. });
            let square = screen.run.board().legal_moves().squares().next();
            let playing = in_game && !screen.run.is_done();
            if matches!(screen.run.asks(), Some(Asks::Move | Asks::MoveOrPass)) {
                // A legal move the step does not ask for, and an illegal one.
                let board = *screen.run.board();
                let not_asked = board.legal_moves().squares().find(|&square| {
                    let mut run = screen.run.clone();
                    matches!(
                        run.submit(Answer::Move(square)),
                        Feedback::Wrong {
                            wrong: Wrong::NotAsked { .. },
                            ..
                        }
                    )
                });
                let illegal = Square::all().find(|&square| {
                    board.at(square).is_none() && !board.legal_moves().contains(square)
                });
                for (square, what) in [(not_asked, "not asked"), (illegal, "illegal")] {
                    if let Some(square) = square {
                        typed(&mut app, &square.to_string());
                        words_describe_the_board(&app, &at(what));
                    }
                }
            }
            if playing && let Some(square) = square {
                typed(&mut app, &square.to_string());
                words_describe_the_board(&app, &at("game move"));
                continue;
            }
            app.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
            words_describe_the_board(&app, &at("revealed"));
            app.send(Msg::Command(Command::Lesson(LessonCommand::Next)));
        }
    }
}

#[test]
fn a_scripted_reply_is_drawn_after_the_move_and_before_the_next_position() {
    let mut app = in_lesson("parity-and-the-endgame");
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    send(&mut app, &vec![skip; 4]);
    typed(&mut app, "b1");
    let view = |app: &App| {
        let Screen::Lesson(screen) = &app.screen else {
            panic!("{:?}", app.screen);
        };
        let ui = app.ui();
        LessonView::new(ui, &screen.run, &screen.said.shown(ui, &screen.run))
    };
    // The move with its lines, on the board it left: white to move, no dots.
    let moved = view(&app);
    assert_eq!(moved.board.shown.as_ref().unwrap().square, sq("b1"));
    assert!(moved.board.dots.is_empty());
    assert!(
        moved.status[0].starts_with("White to move"),
        "{:?}",
        moved.status
    );
    assert!(
        moved
            .feedback
            .iter()
            .any(|l| l.text.starts_with("White answers next"))
    );
    // Then the reply with its lines, on the next step's position.
    app.send(Msg::Enter);
    let replied = view(&app);
    let reply = replied.board.shown.as_ref().unwrap();
    assert_eq!(reply.square, sq("c7"));
    assert_eq!(reply.player, Color::White);
    assert_eq!(replied.board.board.at(sq("d7")), Some(Color::White));
    assert!(
        replied.status[0].starts_with("Black to move"),
        "{:?}",
        replied.status
    );
    assert!(replied.feedback[0].text.starts_with("White answers c7"));
}

#[test]
fn a_legal_move_the_step_did_not_ask_for_is_drawn_with_what_it_would_flip() {
    let mut app = in_lesson("first-move");
    send(&mut app, &to_step("first-move", 4));
    typed(&mut app, "c4");
    let Screen::Lesson(screen) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    assert!(matches!(
        screen.said,
        Said::Answer(Feedback::Wrong {
            wrong: Wrong::NotAsked { .. },
            ..
        })
    ));
    let ui = app.ui();
    let view = LessonView::new(ui, &screen.run, &screen.said.shown(ui, &screen.run));
    let shown = view.board.shown.expect("the try is drawn");
    assert_eq!(shown.square, sq("c4"));
    assert_eq!(shown.lines[0].squares, vec![sq("d4")]);
    // On the board before it: the step still waits for its move.
    assert_eq!(view.board.board, *screen.run.board());
}

#[test]
fn long_feedback_scrolls_with_page_keys_and_whose_turn_stays_in_view_at_80x24() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use reversi_tutor::ui::{Input, Key, keymap};
    let drawn = |app: &Tutor| {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
        terminal.backend().to_string()
    };
    let mut app = in_lesson("parity-and-the-endgame");
    app.size = (80, 24);
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    send(&mut app, &vec![skip; 8]);
    typed(&mut app, "b7");
    let top = drawn(&app);
    assert!(top.contains("White to move. Black 23, white 32."), "{top}");
    assert!(top.contains("▼ PgDn") && !top.contains("▲ PgUp"), "{top}");
    let down = keymap::msg(&Input::Key(Key::PageDown), &app).unwrap();
    app.send(down);
    assert!(app.scroll > 0);
    let below = drawn(&app);
    assert!(
        below.contains("White to move. Black 23, white 32."),
        "{below}"
    );
    assert!(below.contains("▲ PgUp"), "{below}");
    // Another key shows what it says from its start again.
    app.send(Msg::Command(Command::Lesson(LessonCommand::Hint)));
    assert_eq!(app.scroll, 0);
}

#[test]
fn a_second_enter_after_going_on_never_answers_the_next_step() {
    let mut app = in_lesson("goal-and-discs");
    send(&mut app, &to_step("goal-and-discs", 4));
    assert_eq!(step(&app), 4);
    typed(&mut app, "h1");
    assert!(matches!(said(&app), Said::Answer(Feedback::Right { .. })));
    send(&mut app, &[Msg::Enter, Msg::Enter]);
    assert_eq!(step(&app), 5);
    assert_eq!(said(&app), Said::ChooseFirst);
    let Screen::Lesson(screen) = &app.screen else {
        panic!()
    };
    assert!(!screen.run.is_done(), "the step still waits for its answer");
    // The count of the squares and h1: the next step's try is not spent.
    assert_eq!(screen.run.summary().right_first_time, 2);
}

#[test]
fn a_finished_lesson_that_played_a_game_opens_play_and_the_review_of_that_game() {
    let mut app = in_lesson("first-game");
    app.send(Msg::Enter);
    // The game step has a hint (how many moves there are) and no answer to show.
    let bar = reversi_tutor::app::bindings::bar(&app, reversi_tutor::ui::scrolls(&app));
    assert!(bar.iter().any(|(_, word)| word == "hint"), "{bar:?}");
    assert!(!bar.iter().any(|(_, word)| word == "answer"), "{bar:?}");
    // The game, a legal move at a time, to its end.
    for _ in 0..70 {
        let Screen::Lesson(screen) = &app.screen else {
            panic!("left the lesson");
        };
        if screen.run.is_done() {
            break;
        }
        let square = screen.run.board().legal_moves().squares().next().unwrap();
        typed(&mut app, &square.to_string());
    }
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(skip.clone());
    }
    let Screen::Lesson(screen) = &app.screen else {
        panic!("left the lesson");
    };
    let played = screen.run.played_game().unwrap().clone();
    let bar = reversi_tutor::app::bindings::bar(&app, reversi_tutor::ui::scrolls(&app));
    assert!(bar.contains(&("1".into(), "play".into())), "{bar:?}");
    assert!(bar.contains(&("2".into(), "review".into())), "{bar:?}");
    app.send(Msg::Digit(2));
    let Screen::Review(review) = &app.screen else {
        panic!("2 opens the review, got {:?}", app.screen);
    };
    assert_eq!(review.game, played);
    app.send(Msg::Escape);
    assert!(
        matches!(&app.screen, Screen::Lesson(s) if s.run.is_finished()),
        "leaving the review goes back to the finished lesson"
    );
    app.send(Msg::Digit(1));
    assert!(matches!(app.screen, Screen::PlaySetup(_)), "1 opens play");
}

#[test]
fn a_finished_strategy_lesson_opens_five_puzzles_of_its_theme_on_1() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    // Every strategy lesson, 14 to 21, teaches a theme and offers it.
    let lessons: Vec<String> = app().course.lessons[13..21]
        .iter()
        .map(|l| l.id.clone())
        .collect();
    assert_eq!(lessons.first().map(String::as_str), Some("corners"));
    assert_eq!(lessons.last().map(String::as_str), Some("openings"));
    for id in &lessons {
        let theme = *ThemeKind::taught_by(id)
            .first()
            .unwrap_or_else(|| panic!("lesson {id} teaches no puzzle theme"));
        let mut app = in_lesson(id);
        while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
            app.send(skip.clone());
        }
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        let text = terminal.backend().to_string();
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains("Press 1 for 5 puzzles on what this lesson taught"),
            "{id}: {text}"
        );
        let bar = reversi_tutor::app::bindings::bar(&app, reversi_tutor::ui::scrolls(&app));
        assert!(
            bar.contains(&("1".into(), "puzzles".into())),
            "{id}: {bar:?}"
        );
        app.send(Msg::Digit(1));
        let mut served = 0;
        while let Screen::Puzzle(screen) = &app.screen {
            assert_eq!(screen.trainer.selection().theme, Some(theme), "{id}");
            let puzzle = screen.trainer.current().unwrap().puzzle();
            assert_eq!(puzzle.theme.kind(), theme, "{id}: {}", puzzle.id);
            served = screen.trainer.summary().served;
            app.send(skip.clone());
            assert!(served <= 5, "{id}: more than five puzzles");
        }
        assert_eq!(served, 5, "{id}");
        assert!(
            matches!(app.screen, Screen::PuzzleMenu(_)),
            "{id}: {:?}",
            app.screen
        );
    }
    // A rules lesson offers no puzzles: 1 does nothing there.
    let mut app = in_lesson("sandwich");
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(skip.clone());
    }
    app.send(Msg::Digit(1));
    assert!(matches!(&app.screen, Screen::Lesson(s) if s.run.is_finished()));
}

#[test]
fn the_first_game_offers_the_rules_quiz_whose_task_missed_twice_is_reviewed_from_the_puzzle_menu() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use reversi_tutor::app::MenuRow;
    use reversi_tutor::runner::drill::{DrillKind, QUIZ_AFTER};
    let mut app = in_lesson(QUIZ_AFTER);
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(skip.clone());
    }
    // The game skipped, the quiz is the one offer: on 1.
    let bar = reversi_tutor::app::bindings::bar(&app, reversi_tutor::ui::scrolls(&app));
    assert!(bar.contains(&("1".into(), "rules quiz".into())), "{bar:?}");
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let flat = drawn_flat(&mut terminal, &app);
    assert!(flat.contains("Press 1 for a rules quiz"), "{flat}");
    app.send(Msg::Digit(1));
    let Screen::Lesson(quiz) = &app.screen else {
        panic!("1 opens the quiz, got {:?}", app.screen);
    };
    assert_eq!(quiz.drill.as_ref().map(|d| d.kind), Some(DrillKind::Quiz));
    let first = quiz.drill.as_ref().unwrap().sources[0].key();
    terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
    let text = terminal.backend().to_string();
    assert!(text.contains(" Rules quiz"), "{text}");
    assert!(text.contains("Step 1 of 12"), "{text}");
    // The first task missed twice, then shown: it joins the review queue.
    for _ in 0..2 {
        let Screen::Lesson(screen) = &app.screen else {
            panic!("left the quiz");
        };
        let wrong = match screen.run.asks() {
            Some(Asks::Choice) => {
                let right = screen.run.choices().iter().position(|c| {
                    matches!(screen.run.task(), reversi_tutor::course::Task::Choice { choices, correct, .. } if **c == choices[*correct])
                });
                let wrong = (0..9).find(|i| Some(*i) != right).unwrap();
                Answer::Choice(wrong)
            }
            Some(Asks::Outcome) => Answer::Outcome {
                winner: None,
                count: None,
            },
            _ => {
                let board = screen.run.board();
                let empty = board.empty() & !board.legal_moves();
                Answer::Move(empty.squares().next().unwrap())
            }
        };
        let Screen::Lesson(screen) = &mut app.screen else {
            unreachable!()
        };
        let feedback = screen.run.submit(wrong);
        assert!(matches!(feedback, Feedback::Wrong { .. }), "{feedback:?}");
    }
    app.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    app.send(Msg::Enter);
    assert!(
        app.progress.review.contains_key(&first),
        "{:?}",
        app.progress.review
    );
    // Leaving the quiz goes back to the lessons, at the first game; nothing
    // of the quiz is kept as a lesson.
    app.send(Msg::Escape);
    let first_game = lesson_index(&app, QUIZ_AFTER);
    assert!(
        matches!(app.screen, Screen::Lessons { selected } if selected == first_game),
        "{:?}",
        app.screen
    );
    assert!(!app.progress.lessons.contains_key("rules-quiz"));
    // Today the task is not due: the puzzle menu's row says so.
    app.open_puzzle_menu(MenuRow::LessonTasks, None);
    app.send(Msg::Enter);
    let Screen::PuzzleMenu(menu) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    assert!(menu.no_tasks_due);
    let flat = drawn_flat(&mut terminal, &app);
    assert!(
        flat.contains("No lesson task is due for review today (1 in the"),
        "{flat}"
    );
    // The next day it is: the row opens it, and Esc goes back to the menu.
    app.puzzle_setup.today = app.puzzle_setup.today.add_days(1);
    app.send(Msg::Enter);
    let Screen::Lesson(review) = &app.screen else {
        panic!("the row opens the review, got {:?}", app.screen);
    };
    let drill = review.drill.as_ref().unwrap();
    assert_eq!(drill.kind, DrillKind::Review);
    assert_eq!(drill.sources.len(), 1);
    assert_eq!(drill.sources[0].key(), first);
    let bar = reversi_tutor::app::bindings::bar(&app, reversi_tutor::ui::scrolls(&app));
    assert!(bar.contains(&("Esc".into(), "puzzles".into())), "{bar:?}");
    app.send(Msg::Escape);
    assert!(
        matches!(app.screen, Screen::PuzzleMenu(_)),
        "{:?}",
        app.screen
    );
}

/// The screen `app` draws on `terminal`, its words joined by single spaces.
fn drawn_flat(
    terminal: &mut ratatui::Terminal<ratatui::backend::TestBackend>,
    app: &Tutor,
) -> String {
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    let text = terminal.backend().to_string();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_course_with_no_task_to_quiz_says_so_when_its_quiz_is_asked_for() {
    use reversi_tutor::runner::drill::QUIZ_AFTER;
    let mut app = in_lesson(QUIZ_AFTER);
    for lesson in &mut app.course.lessons {
        for step in &mut lesson.steps {
            step.stands_alone = false;
        }
    }
    let skip = Msg::Command(Command::Lesson(LessonCommand::Skip));
    while matches!(&app.screen, Screen::Lesson(s) if !s.run.is_finished()) {
        app.send(skip.clone());
    }
    app.send(Msg::Digit(1));
    assert!(
        matches!(&app.screen, Screen::Lesson(s) if s.run.is_finished() && s.drill.is_none()),
        "{:?}",
        app.screen
    );
    assert_eq!(
        app.notice.as_deref(),
        Some(app.ui().no_quiz()),
        "the lesson says why nothing opened"
    );
}
