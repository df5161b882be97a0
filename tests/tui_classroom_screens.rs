//! The classroom demo and the sandbox as insta snapshots of fixed-size
//! `TestBackend`s (big squares at 160×50, the ordinary board at 80×24; in English
//! and another language), and the window sizes at every layout edge swept
//! (`common::tui::sweep`), with the too-small message below the smallest.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use reversi_tutor::app::{
    App, Arrow, ClassNews, ClassState, ClassroomKey, Follow, Msg, Screen, Tutor,
};
use reversi_tutor::engine::Board;
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::Progress;
use reversi_tutor::runner::Command;

use common::tui::{app_in, send};

fn app(lang: Lang) -> Tutor {
    app_in(lang, false)
}

/// The demo of `f5d6c3` after its first move, f5.
fn record_after_f5(lang: Lang) -> Tutor {
    let mut app = app(lang);
    app.open_demo_record("f5d6c3").unwrap();
    send(&mut app, &[Msg::Arrow(Arrow::Right)]);
    app
}

/// The demo of the lesson first-move on its first task (play d3), answer hidden.
fn first_task(lang: Lang) -> Tutor {
    let mut app = app(lang);
    let index = app
        .course
        .lessons
        .iter()
        .position(|l| l.id == "first-move")
        .unwrap();
    app.open_demo_lesson(index);
    send(&mut app, &vec![Msg::Arrow(Arrow::Right); 4]);
    app
}

/// The sandbox after f5d6, white's d6 taken off again, the cursor on c3.
fn sandbox(lang: Lang) -> Tutor {
    let mut app = app(lang);
    app.open_sandbox(*parse_position("f5d6").unwrap().board());
    send(
        &mut app,
        &[
            Msg::Click(reversi_tutor::engine::Square::from_coords(3, 5).unwrap()),
            Msg::Arrow(Arrow::Up),
            Msg::Arrow(Arrow::Up),
            Msg::Arrow(Arrow::Up),
            Msg::Arrow(Arrow::Left),
        ],
    );
    app
}

/// `app` drawn on a `w`×`h` test terminal.
fn drawn(app: &App, w: u16, h: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    terminal
}

fn text(app: &App, w: u16, h: u16) -> String {
    drawn(app, w, h).backend().to_string()
}

#[test]
fn the_demo_of_a_game_draws_the_move_with_its_lines_on_big_squares() {
    for lang in [Lang::En, Lang::Vi] {
        let app = record_after_f5(lang);
        let screen = drawn(&app, 160, 50);
        insta::assert_snapshot!(format!("demo_record_f5_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        // f5 placed, e5 flipped, d5 closing the line: each by its own frame.
        for frame in ["╔═════════╗", "╭╌╌╌╌╌╌╌╌╌╮", "┏━━━━━━━━━┓"]
        {
            assert!(text.contains(frame), "{frame}\n{text}");
        }
    }
    let english = text(&record_after_f5(Lang::En), 160, 50);
    assert!(
        english.contains("left: encloses white on e5, closed by black on d5"),
        "{english}"
    );
}

#[test]
fn the_demo_of_a_lesson_hides_the_answer_until_enter() {
    for lang in [Lang::En, Lang::Id] {
        let mut app = first_task(lang);
        insta::assert_snapshot!(
            format!("demo_hidden_answer_{lang}"),
            drawn(&app, 160, 50).backend()
        );
        app.send(Msg::Enter);
        insta::assert_snapshot!(
            format!("demo_answer_shown_{lang}"),
            drawn(&app, 160, 50).backend()
        );
    }
    let mut app = first_task(Lang::En);
    let hidden = text(&app, 160, 50);
    assert!(hidden.contains("Guess first"), "{hidden}");
    assert!(
        !hidden.contains("asks for d3") && !hidden.contains('╔'),
        "{hidden}"
    );
    app.send(Msg::Enter);
    let shown = text(&app, 160, 50);
    assert!(
        shown.contains("asks for d3") && shown.contains('╔'),
        "{shown}"
    );
}

#[test]
fn the_demo_shows_auto_advance_and_its_delay() {
    let mut app = record_after_f5(Lang::En);
    assert!(text(&app, 160, 50).contains("auto off (3 s)"));
    send(
        &mut app,
        &[
            Msg::Classroom(ClassroomKey::Auto),
            Msg::Classroom(ClassroomKey::Longer),
        ],
    );
    assert!(text(&app, 160, 50).contains("auto 4 s"));
}

#[test]
fn in_ascii_the_big_discs_are_their_colours_letters_and_the_frames_brackets() {
    let mut app = record_after_f5(Lang::En);
    app.overrides.ascii = true;
    let text = text(&app, 160, 50);
    for drawn in [
        "BBBBBBBBB",
        "WWWWWWWWW",
        "[=========]",
        "(~~~~~~~~~)",
        "<--------->",
    ] {
        assert!(text.contains(drawn), "{drawn}\n{text}");
    }
    assert!(!text.contains('█') && !text.contains('╔'), "{text}");
}

#[test]
fn a_small_window_draws_the_demo_on_the_ordinary_board() {
    let app = record_after_f5(Lang::En);
    let screen = drawn(&app, 80, 24);
    insta::assert_snapshot!("demo_record_f5_80x24_en", screen.backend());
    let text = screen.backend().to_string();
    assert!(
        text.contains("[●]") && text.contains("(●)") && text.contains("<●>"),
        "{text}"
    );
}

#[test]
fn the_sandbox_shows_the_flips_under_the_cursor_and_flags_an_unreachable_position() {
    for lang in [Lang::En, Lang::Id] {
        let app = sandbox(lang);
        insta::assert_snapshot!(format!("sandbox_{lang}"), drawn(&app, 160, 50).backend());
    }
    let app = sandbox(Lang::En);
    let text = text(&app, 160, 50);
    assert!(text.contains("c3 is legal: it flips 1 disc (d4)"), "{text}");
    assert!(!text.contains("No real game"), "{text}");
    let mut apart = sandbox(Lang::En);
    send(
        &mut apart,
        &[Msg::Click(
            reversi_tutor::engine::Square::from_coords(0, 0).unwrap(),
        )],
    );
    let text = self::text(&apart, 160, 50);
    assert!(
        text.contains("No real game reaches this position"),
        "{text}"
    );
}

#[test]
fn the_sandbox_shows_its_export_ready_to_paste() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = sandbox(lang);
        send(&mut app, &[Msg::Classroom(ClassroomKey::Export)]);
        let screen = drawn(&app, 160, 50);
        insta::assert_snapshot!(format!("sandbox_export_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        assert!(text.contains("[step.position]"), "{text}");
        assert!(text.contains("to_move = \"black\""), "{text}");
    }
}

#[test]
fn the_chooser_lists_a_record_the_sandbox_and_the_lessons() {
    let mut app = app(Lang::En);
    app.open_demo_pick();
    send(&mut app, &[Msg::Column('f'), Msg::Digit(5)]);
    insta::assert_snapshot!("demo_chooser_en", drawn(&app, 80, 24).backend());
}

#[test]
fn the_key_list_of_the_demo_and_the_sandbox_names_every_key() {
    let mut demo = first_task(Lang::En);
    demo.send(Msg::Command(Command::Help));
    insta::assert_snapshot!("help_demo_en", drawn(&demo, 100, 30).backend());
    let mut sandbox = sandbox(Lang::Vi);
    sandbox.send(Msg::Command(Command::Help));
    insta::assert_snapshot!("help_sandbox_vi", drawn(&sandbox, 100, 30).backend());
}

#[test]
fn the_demo_and_the_sandbox_show_the_apps_notice_last() {
    for mut app in [
        record_after_f5(Lang::En),
        first_task(Lang::En),
        sandbox(Lang::En),
    ] {
        app.notice = Some("Your progress was not saved: disk full".into());
        let text = text(&app, 160, 50);
        assert!(text.contains("not saved: disk full"), "{text}");
    }
}

#[test]
fn a_pupil_following_the_teacher_reads_the_step_in_the_pupils_own_language() {
    let course = reversi_tutor::course::load_course(&[], &[]).course;
    let mut progress = Progress::default();
    progress.settings.language = Some(Lang::Vi);
    let mut pupil = Tutor::new(course, progress, None, Default::default());
    pupil.class = Some(ClassState::default());
    // The teacher (in English) leads lesson 1 to its step 3, a choice.
    let follow = Follow::Lesson {
        number: 0,
        step: 2,
        revealed: false,
    };
    pupil.send(Msg::Class(Box::new(ClassNews::Follow(Some(follow)))));
    assert!(matches!(pupil.screen, Screen::Follow(_)));
    let text = text(&pupil, 160, 50);
    for vi in ["Bàn cờ luôn có 8 cột và 8 hàng", "64 ô", "32 ô"] {
        assert!(text.contains(vi), "no {vi:?} on\n{text}");
    }
    for en in ["The board is always", "64 squares"] {
        assert!(!text.contains(en), "{en:?} on\n{text}");
    }
}

#[test]
fn too_small_a_window_says_how_large_the_demo_and_the_sandbox_need() {
    for app in [record_after_f5(Lang::En), sandbox(Lang::En)] {
        let text = text(&app, 24, 8);
        assert!(text.contains("larger") && text.contains("28×14"), "{text}");
    }
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_demo_with_its_key_bar() {
    let mut revealed = first_task(Lang::Vi);
    revealed.send(Msg::Enter);
    let mut ascii = record_after_f5(Lang::En);
    ascii.overrides.ascii = true;
    let mut chooser = app(Lang::En);
    chooser.open_demo_pick();
    for app in [
        record_after_f5(Lang::En),
        first_task(Lang::En),
        revealed,
        ascii,
        chooser,
    ] {
        common::tui::sweep(&app, None);
    }
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_sandbox_with_its_key_bar() {
    let mut exported = sandbox(Lang::Id);
    send(&mut exported, &[Msg::Classroom(ClassroomKey::Export)]);
    let mut empty = app(Lang::En);
    empty.open_sandbox(Board::start());
    send(&mut empty, &[Msg::Classroom(ClassroomKey::Clear)]);
    empty.overrides.ascii = true;
    for app in [sandbox(Lang::En), exported, empty] {
        common::tui::sweep(&app, None);
    }
}
