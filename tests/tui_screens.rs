//! The full-screen tutor's screens as insta snapshots of a fixed-size
//! `TestBackend` (in English and another language), the window sizes at every
//! layout edge swept (`common::tui::sweep`), and the event loop run on a test backend.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color as Colour;
use ratatui::widgets::Widget;
use reversi_tutor::app::{App, Msg, Overrides, Screen, Tutor};
use reversi_tutor::course::load_course;
use reversi_tutor::lang::Lang;
use reversi_tutor::learner::{ColourTheme, Progress};
use reversi_tutor::runner::Command;
use reversi_tutor::runner::LessonCommand;
use reversi_tutor::ui::{self, Events, Input, Key};

use common::tui::{app_in, to_step, typed};

fn app(lang: Lang) -> Tutor {
    app_in(lang, true)
}

fn first_move(lang: Lang) -> Tutor {
    let mut app = app(lang);
    app.open_lesson(2);
    // The play step: two steps to read, a choice answered, one more to read.
    common::tui::send(&mut app, &to_step("first-move", 4));
    app
}

/// The app drawn on an 80×24 test terminal.
fn drawn(app: &App) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    terminal
}

#[test]
fn home_screen() {
    insta::assert_snapshot!("home_en", drawn(&app(Lang::En)).backend());
    insta::assert_snapshot!("home_vi", drawn(&app(Lang::Vi)).backend());
}

#[test]
fn lessons_list_with_progress() {
    let mut app = app(Lang::En);
    app.progress.reach_step("goal-and-discs", 3);
    app.progress.complete_lesson(
        "goal-and-discs",
        reversi_tutor::learner::Stars::new(2).unwrap(),
    );
    app.progress.reach_step("start-position", 2);
    app.send(Msg::Enter);
    insta::assert_snapshot!("lessons_en", drawn(&app).backend());
}

#[test]
fn lesson_before_and_after_a_move_with_the_lines_drawn() {
    for lang in [Lang::En, Lang::Id] {
        let mut app = first_move(lang);
        insta::assert_snapshot!(format!("lesson_before_{lang}"), drawn(&app).backend());
        typed(&mut app, "d3");
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("lesson_after_d3_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        assert!(
            text.contains("[●]") && text.contains("(●)") && text.contains("<●>"),
            "{text}"
        );
    }
}

#[test]
fn a_lesson_step_asks_in_the_keys_of_the_screen_not_in_typed_words() {
    use reversi_tutor::course::Task;
    type IsKind = fn(&Task) -> bool;
    let expected: [(IsKind, &str); 4] = [
        (
            |t| matches!(t, Task::AllLegal { .. }),
            "Mark every legal move (Space or a click on each), then press Enter.",
        ),
        (
            |t| matches!(t, Task::PredictFlips { .. }),
            "(Space or a click on each), then press Enter.",
        ),
        (|t| matches!(t, Task::Pass), "or press p to pass if"),
        (
            |t| matches!(t, Task::Outcome { .. }),
            "Who won? Press the number of your answer.",
        ),
    ];
    let course = load_course(&[], &[]).course;
    for (is_kind, prompt) in expected {
        let (lesson, step) = course
            .lessons
            .iter()
            .enumerate()
            .find_map(|(i, l)| {
                l.steps
                    .iter()
                    .position(|s| is_kind(&s.task))
                    .map(|s| (i, s))
            })
            .unwrap();
        let mut app = app(Lang::En);
        let id = course.lessons[lesson].id.clone();
        app.progress.reach_step(&id, step);
        app.open_lesson(lesson);
        let mut terminal = Terminal::new(TestBackend::new(200, 40)).unwrap();
        terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        let text = terminal.backend().to_string();
        // The words beside the board, their lines joined (they wrap at the
        // text's width).
        let words = ui::layout::board_stage(Rect::new(0, 0, 200, 40), false).text;
        let buffer = terminal.backend().buffer();
        let beside: Vec<String> = (words.y..words.bottom())
            .map(|y| {
                (words.x..words.right())
                    .map(|x| buffer[(x, y)].symbol())
                    .collect()
            })
            .collect();
        assert!(
            common::has(&beside.join(" "), prompt),
            "{id} step {}:\n{text}",
            step + 1
        );
        assert!(!text.contains("separated by spaces"), "{id}:\n{text}");
        assert!(!text.contains("Type black, white or draw"), "{id}:\n{text}");
    }
}

#[test]
fn next_on_a_task_names_the_keys_of_a_hint_and_a_skip() {
    let mut app = first_move(Lang::En);
    app.send(Msg::Command(Command::Lesson(LessonCommand::Next)));
    let text = drawn(&app).backend().to_string();
    assert!(
        text.contains("This step waits for your answer (i hint, s skip)."),
        "{text}"
    );
    assert!(!text.contains("type hint"), "{text}");
}

#[test]
fn letters_for_discs_are_named_in_the_legend_in_each_language() {
    for (lang, black, white) in [
        (Lang::En, "B  black", "W  white"),
        (Lang::Id, "H  hitam", "P  putih"),
        (Lang::Vi, "Đ  đen", "T  trắng"),
    ] {
        let course = load_course(&[], &[]).course;
        let overrides = Overrides {
            lang: Some(lang),
            ascii: true,
            no_animation: true,
            ..Overrides::default()
        };
        let mut app = Tutor::new(course, Progress::default(), None, overrides);
        app.open_lesson(2);
        let text = drawn(&app).backend().to_string();
        assert!(text.contains(black) && text.contains(white), "{text}");
    }
}

#[test]
fn a_key_list_taller_than_the_window_scrolls_with_the_arrows() {
    let mut app = first_move(Lang::En);
    app.send(Msg::Resize(80, 14));
    app.send(Msg::Command(Command::Help));
    let draw = |app: &App| {
        let mut terminal = Terminal::new(TestBackend::new(80, 14)).unwrap();
        terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
        terminal.backend().to_string()
    };
    let top = draw(&app);
    assert!(
        top.contains(" ↓ ") && !top.contains("quit, with your progress saved"),
        "{top}"
    );
    assert!(top.contains("↑↓ scroll"), "{top}");
    for _ in 0..40 {
        app.send(Msg::Arrow(reversi_tutor::app::Arrow::Down));
    }
    let end = draw(&app);
    assert!(end.contains("quit, with your progress saved"), "{end}");
    assert!(end.contains(" ↑ ") && !end.contains(" ↓ "), "{end}");
    // Opened again, the list starts at its top.
    app.send(Msg::Escape);
    app.send(Msg::Command(Command::Help));
    assert_eq!(app.help_scroll, 0);
}

#[test]
fn lesson_after_an_illegal_try() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = first_move(lang);
        typed(&mut app, "c3");
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("lesson_illegal_c3_{lang}"), screen.backend());
        assert!(screen.backend().to_string().contains("[✗]"));
    }
}

#[test]
fn the_animation_flips_one_line_at_a_time() {
    // Black on f5 flips e5 (closed by d5); from a board where two lines flip,
    // the first draw shows none flipped yet.
    let mut app = first_move(Lang::En);
    app.overrides.no_animation = false;
    typed(&mut app, "d3");
    let before = drawn(&app).backend().to_string();
    assert!(
        before.contains(" ○ ") && !before.contains("(●)"),
        "{before}"
    );
    app.send(Msg::Tick);
    assert!(drawn(&app).backend().to_string().contains("(●)"));
}

#[test]
fn settings_screen() {
    for lang in [Lang::En, Lang::Id] {
        let mut app = app(lang);
        app.screen = Screen::Settings { selected: 0 };
        insta::assert_snapshot!(format!("settings_{lang}"), drawn(&app).backend());
    }
}

#[test]
fn help_overlay_lists_the_keys_of_the_screen() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = first_move(lang);
        app.send(Msg::Command(Command::Help));
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("help_lesson_{lang}"), screen.backend());
        let text = screen.backend().to_string();
        // Each row of the key list is the keys of a binding and its help.
        for (keys, what) in reversi_tutor::app::bindings::key_list(&app) {
            let (keys, what) = (keys.replace("  ", " "), what.replace("  ", " "));
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let first = what.split_whitespace().next().unwrap_or_default();
            assert!(
                flat.contains(keys.trim()) && flat.contains(first),
                "{keys} {what}\n{text}"
            );
        }
    }
    let mut home = app(Lang::En);
    home.send(Msg::Command(Command::Help));
    insta::assert_snapshot!("help_home_en", drawn(&home).backend());
}

#[test]
fn too_small_a_window_says_how_large_it_must_be() {
    for lang in [Lang::En, Lang::Id] {
        let app = first_move(lang);
        let mut terminal = Terminal::new(TestBackend::new(24, 8)).unwrap();
        terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
        insta::assert_snapshot!(format!("too_small_{lang}"), terminal.backend());
    }
    let app = first_move(Lang::En);
    let mut terminal = Terminal::new(TestBackend::new(24, 8)).unwrap();
    terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
    assert!(terminal.backend().to_string().contains("28×14"));
}

/// Every screen the tests know, each in a state worth drawing.
fn every_screen() -> Vec<Tutor> {
    let mut screens = vec![app(Lang::En), app(Lang::Vi)];
    let mut lessons = app(Lang::En);
    lessons.send(Msg::Enter);
    screens.push(lessons);
    let mut settings = app(Lang::Id);
    settings.screen = Screen::Settings { selected: 4 };
    screens.push(settings);
    let mut after = first_move(Lang::Vi);
    typed(&mut after, "d3");
    screens.push(after);
    let mut illegal = first_move(Lang::En);
    typed(&mut illegal, "a1");
    screens.push(illegal);
    let mut help = first_move(Lang::En);
    help.send(Msg::Command(Command::Help));
    screens.push(help);
    screens
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_menus_with_their_key_bars() {
    for app in every_screen().iter().take(4) {
        common::tui::sweep(app, None);
    }
}

#[test]
fn every_window_size_at_the_layout_edges_draws_the_lesson_with_whose_turn_and_the_key_bar() {
    for app in every_screen().iter().skip(4) {
        common::tui::sweep_with_turn(app);
    }
}

#[test]
fn a_large_window_puts_the_text_beside_the_board_and_a_narrow_one_below() {
    let app = first_move(Lang::En);
    let mut buf = Buffer::empty(Rect::new(0, 0, 40, 30));
    (&app).render(buf.area, &mut buf);
    let rows: Vec<String> = (0..30)
        .map(|y| (0..40).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    let board_row = rows
        .iter()
        .position(|r| r.contains(" 8 ") || r.starts_with(" 8"))
        .unwrap();
    let words = rows
        .iter()
        .position(|r| r.contains("Place a black"))
        .unwrap();
    assert!(words > board_row, "{}", rows.join("\n"));
}

#[test]
fn no_colour_draws_the_roles_by_frame_alone() {
    let mut app = first_move(Lang::En);
    app.progress.settings.theme = ColourTheme::NoColour;
    typed(&mut app, "d3");
    let terminal = drawn(&app);
    for cell in terminal.backend().buffer().content() {
        assert_eq!(cell.fg, Colour::Reset);
        assert_eq!(cell.bg, Colour::Reset);
    }
    assert!(terminal.backend().to_string().contains("(●)"));
}

/// Keys from a list, then nothing.
struct Keys(Vec<Input>);

impl Events for Keys {
    fn next(&mut self, _: Duration) -> io::Result<Option<Input>> {
        if self.0.is_empty() {
            return Err(io::Error::other("no more keys"));
        }
        Ok(Some(self.0.remove(0)))
    }
}

fn key(code: Key) -> Input {
    Input::Key(code)
}

#[test]
fn the_event_loop_on_a_test_backend_plays_d3_and_quits_on_q() {
    let mut app = app(Lang::En);
    app.open_lesson(2);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let right = common::tui::right_choice_shown("first-move", 2).unwrap();
    let digit = char::from_digit(u32::from(right), 10).unwrap();
    let mut keys = vec![key(Key::Enter); 2];
    keys.extend([key(Key::Char(digit)), key(Key::Enter), key(Key::Enter)]);
    keys.extend([key(Key::Char('d')), key(Key::Char('3')), key(Key::Enter)]);
    let mut events = Keys(keys);
    let stop = AtomicBool::new(false);
    let ended = ui::run(&mut terminal, &mut app, &mut events, &stop);
    assert!(ended.is_err(), "the keys ran out before q");
    let text = terminal.backend().to_string();
    assert!(
        text.contains("down: encloses white on d4, closed by black on d5"),
        "{text}"
    );
    let mut events = Keys(vec![key(Key::Char('q'))]);
    ui::run(&mut terminal, &mut app, &mut events, &stop).unwrap();
    assert!(app.quit);
}

#[test]
fn a_stop_signal_ends_the_event_loop() {
    let mut app = app(Lang::En);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let stop = AtomicBool::new(true);
    ui::run(&mut terminal, &mut app, &mut Keys(Vec::new()), &stop).unwrap();
    assert!(app.quit);
}

#[test]
fn the_glossary_marks_the_term_enter_opens_without_colour_and_its_bar_says_choose() {
    let mut app = app(Lang::En);
    app.overrides.no_color = true;
    app.screen = Screen::Glossary { top: 4, terms: 15 };
    let text = drawn(&app).backend().to_string();
    assert_eq!(text.matches('▶').count(), 1, "{text}");
    assert!(text.contains("↑↓ choose"), "{text}");
    assert!(!text.contains("scroll"), "{text}");
}

#[test]
fn glossary_screen_shows_each_word_with_its_lesson() {
    for lang in [Lang::En, Lang::Vi] {
        let mut app = app(lang);
        app.screen = Screen::Glossary { top: 4, terms: 15 };
        let screen = drawn(&app);
        insta::assert_snapshot!(format!("glossary_{lang}"), screen.backend());
    }
    let mut app = app(Lang::En);
    app.screen = Screen::Glossary { top: 0, terms: 15 };
    common::tui::sweep(&app, None);
}

#[test]
fn the_help_page_explains_the_tutor_scrolls_to_every_screens_keys_and_esc_goes_home() {
    use reversi_tutor::app::HomeEntry;
    use reversi_tutor::i18n::{Place, Topic};
    for lang in [Lang::En, Lang::Id] {
        let mut app = app(lang);
        for _ in 0..HomeEntry::Help.index() {
            app.send(Msg::Arrow(reversi_tutor::app::Arrow::Down));
        }
        app.send(Msg::Enter);
        assert!(matches!(app.screen, Screen::Guide));
        insta::assert_snapshot!(format!("help_page_{lang}"), drawn(&app).backend());
        // Page after page, as PgDn reads them, to the page's end.
        let guide = app.ui().guide();
        let mut seen = String::new();
        for _ in 0..200 {
            seen.push_str(&drawn(&app).backend().to_string());
            let down = ui::keymap::msg(&Input::Key(Key::PageDown), &app).unwrap();
            if down == Msg::Scroll(app.scroll) {
                break;
            }
            app.send(down);
        }
        let seen = seen.split_whitespace().collect::<Vec<_>>().join(" ");
        for topic in Topic::ALL {
            assert!(seen.contains(guide.topic(topic).0), "{lang}: {topic:?}");
        }
        for place in [
            Place::Lesson,
            Place::Game,
            Place::Sandbox,
            Place::Invitation,
        ] {
            assert!(seen.contains(guide.place(place)), "{lang}: {place:?}");
        }
        if lang == Lang::En {
            insta::assert_snapshot!("help_page_end_en", drawn(&app).backend());
            assert!(seen.contains("a1 is the top-left corner"), "{seen}");
        }
        // ↑ goes back a line; Esc goes home, on Help.
        let up = ui::keymap::msg(&Input::Key(Key::Up), &app).unwrap();
        assert_eq!(up, Msg::Scroll(app.scroll - 1));
        app.send(Msg::Escape);
        assert!(
            matches!(app.screen, Screen::Home { selected } if selected == HomeEntry::Help.index())
        );
    }
}
