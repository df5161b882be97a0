//! The puzzle menu and the puzzle screen as insta snapshots of a fixed-size
//! `TestBackend` (in English and another language): a puzzle before a move,
//! after a wrong try with its lines, with a hint, revealed, and an endgame's
//! best line played on; the key list of the puzzle screen; and the window
//! sizes at every layout edge swept (`common::tui::sweep`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{App, Arrow, MenuRow, Msg, Overrides, Tutor};
use reversi_tutor::course::load_course;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::Progress;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::runner::{Command, Mode};

use common::tui::{send, typed};

fn app(lang: Lang) -> Tutor {
    let course = load_course(&[], &[]).course;
    let overrides = Overrides {
        lang: Some(lang),
        no_animation: true,
        ..Overrides::default()
    };
    let mut app = Tutor::new(course, Progress::default(), None, overrides);
    app.puzzle_setup.today = "2026-05-01".parse().unwrap();
    app
}

fn menu(lang: Lang) -> Tutor {
    let mut app = app(lang);
    app.open_puzzle_menu(MenuRow::Mode(Mode::Theme), None);
    app
}

/// legal-001: black to move, any legal move (d3 is one, a1 is not).
fn legal(lang: Lang) -> Tutor {
    let mut app = app(lang);
    assert!(app.open_puzzle("legal-001"));
    app
}

/// The app drawn on an 80×24 test terminal.
fn drawn(app: &App) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    terminal
}

#[test]
fn puzzle_menu_with_the_modes_and_themes() {
    for lang in [Lang::En, Lang::Id] {
        let screen = drawn(&menu(lang));
        insta::assert_snapshot!(format!("puzzle_menu_{lang}"), screen.backend());
    }
    let text = drawn(&menu(Lang::En)).backend().to_string();
    assert!(
        text.contains("Find a legal move") && text.contains("22"),
        "{text}"
    );
    assert!(text.contains("Your rating: 1000"), "{text}");
}

#[test]
fn review_with_nothing_due_says_so_on_the_menu() {
    let mut app = menu(Lang::En);
    let review = MenuRow::Mode(Mode::Review).index();
    send(&mut app, &vec![Msg::Arrow(Arrow::Down); review]);
    app.send(Msg::Enter);
    let text = drawn(&app).backend().to_string();
    assert!(text.contains("Your review queue is empty."), "{text}");
}

#[test]
fn a_puzzle_before_and_after_a_wrong_try_with_its_lines() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = legal(lang);
        insta::assert_snapshot!(format!("puzzle_before_{lang}"), drawn(&app).backend());
        typed(&mut app, "a1");
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("puzzle_wrong_a1_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        assert!(text.contains("[✗]") && text.contains("!·!"), "{text}");
    }
}

#[test]
fn a_right_move_draws_its_lines_and_the_rating_change() {
    let mut app = legal(Lang::En);
    typed(&mut app, "d3");
    let text = drawn(&app).backend().to_string();
    assert!(
        text.contains("[●]") && text.contains("(●)") && text.contains("<●>"),
        "{text}"
    );
    assert!(text.contains("Your rating: 1000 → "), "{text}");
    // The counter at the top shows the new rating with the gain.
    let top = text.lines().next().unwrap_or("");
    assert!(
        top.contains(" (+") && !top.contains("rating 1000 "),
        "{top}"
    );
}

#[test]
fn a_puzzle_with_two_hints_and_then_revealed() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = legal(lang);
        send(
            &mut app,
            &vec![Msg::Command(Command::Lesson(LessonCommand::Hint)); 2],
        );
        insta::assert_snapshot!(format!("puzzle_hint_{lang}"), drawn(&app).backend());
        app.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
        insta::assert_snapshot!(format!("puzzle_revealed_{lang}"), drawn(&app).backend());
    }
}

#[test]
fn the_last_hint_asked_again_names_the_key_that_shows_the_answer() {
    let mut app = legal(Lang::En);
    send(
        &mut app,
        &vec![Msg::Command(Command::Lesson(LessonCommand::Hint)); 3],
    );
    let text = drawn(&app).backend().to_string();
    assert!(text.contains("r shows the answer"), "{text}");
    assert!(!text.contains("type reveal"), "{text}");
}

#[test]
fn an_endgame_revealed_and_its_best_line_played_on() {
    let mut app = app(Lang::En);
    assert!(app.open_puzzle("endgame-best-004"));
    app.send(Msg::Command(Command::Lesson(LessonCommand::Reveal)));
    send(&mut app, &vec![Msg::Arrow(Arrow::Right); 2]);
    let screen = drawn(&app);
    insta::assert_snapshot!("puzzle_best_line_en", screen.backend());
    assert!(
        screen
            .backend()
            .to_string()
            .contains("Best line, move 3 of"),
        "{}",
        screen.backend()
    );
}

#[test]
fn the_key_list_of_the_puzzle_screen() {
    let mut app = legal(Lang::En);
    app.send(Msg::Command(Command::Help));
    let screen = drawn(&app);
    insta::assert_snapshot!("help_puzzle_en", screen.backend());
    let text = screen.backend().to_string();
    for command in [
        Command::Lesson(LessonCommand::Next),
        Command::Lesson(LessonCommand::Skip),
        Command::Lesson(LessonCommand::Hint),
        Command::Lesson(LessonCommand::Reveal),
    ] {
        assert!(text.contains(app.ui().puzzle_key_help(command)), "{text}");
    }
    assert!(
        !text.contains(app.ui().key_help(Command::Lesson(LessonCommand::Back))),
        "{text}"
    );
}

#[test]
fn a_predict_flips_puzzle_asks_for_marks_and_its_key_bar_fits_80_columns() {
    let mut app = app(Lang::En);
    assert!(app.open_puzzle("predict-001"));
    let text = drawn(&app).backend().to_string();
    assert!(
        text.contains("Mark every disc that c2 would flip"),
        "{text}"
    );
    assert!(!text.contains("separated by spaces"), "{text}");
    let bar = text.lines().last().unwrap();
    assert!(bar.contains("q quit"), "{bar}");
}

#[test]
fn a_narrow_window_keeps_the_heading_whole_with_the_rating_beside_it_or_the_counters_above_the_text()
 {
    let app = legal(Lang::En);
    let first_and_all = |width: u16| {
        let mut terminal = Terminal::new(TestBackend::new(width, 30)).unwrap();
        terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        let text = terminal.backend().to_string();
        (text.lines().next().unwrap().to_string(), text)
    };
    // Room for the rating beside the heading, not for the review queue.
    let (first, text) = first_and_all(46);
    assert!(first.contains("Puzzle legal-001 (rating 600)"), "{text}");
    assert!(first.contains("rating 1000"), "{text}");
    assert!(!text.contains("to review"), "{text}");
    // No room for either: all the counters go above the text.
    let (first, text) = first_and_all(40);
    assert!(first.contains("Puzzle legal-001 (rating 600)"), "{text}");
    assert!(!first.contains("rating 1000"), "{text}");
    assert!(text.contains("rating 1000 · 0 to review"), "{text}");
}

/// Every puzzle screen the tests know, each in a state worth drawing.
fn every_puzzle_screen() -> Vec<Tutor> {
    let mut screens = vec![menu(Lang::En), menu(Lang::Vi), legal(Lang::Id)];
    let mut wrong = legal(Lang::En);
    typed(&mut wrong, "a1");
    screens.push(wrong);
    let mut hint = legal(Lang::Vi);
    send(
        &mut hint,
        &vec![Msg::Command(Command::Lesson(LessonCommand::Hint)); 2],
    );
    screens.push(hint);
    let mut line = app(Lang::En);
    assert!(line.open_puzzle("endgame-best-004"));
    send(
        &mut line,
        &[
            Msg::Command(Command::Lesson(LessonCommand::Reveal)),
            Msg::Arrow(Arrow::Right),
        ],
    );
    screens.push(line);
    let mut help = legal(Lang::En);
    help.send(Msg::Command(Command::Help));
    screens.push(help);
    screens
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_puzzle_screens_with_their_key_bars_and_whose_turn_it_is()
 {
    for app in every_puzzle_screen() {
        common::tui::sweep_with_turn(&app);
    }
}

#[test]
fn too_small_a_window_for_the_puzzle_says_how_large_it_must_be() {
    let app = legal(Lang::En);
    let mut terminal = Terminal::new(TestBackend::new(24, 8)).unwrap();
    terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
    assert!(terminal.backend().to_string().contains("28×14"));
}
