//! Every language has every string, translated; and the words the rules documents use.

use super::*;
use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Direction, Line, LineOutcome, Move, Square};
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Mode, Offer, Quarter};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn set(squares: &[&str]) -> Bitboard {
    squares.iter().map(|s| sq(s)).collect()
}

/// What a string method returns, as text to compare.
trait Said {
    fn said(&self) -> String;
}

impl Said for &str {
    fn said(&self) -> String {
        self.to_string()
    }
}

impl Said for String {
    fn said(&self) -> String {
        self.clone()
    }
}

impl Said for &[&str] {
    fn said(&self) -> String {
        self.join("|")
    }
}

impl<const N: usize> Said for [&str; N] {
    fn said(&self) -> String {
        self.join("|")
    }
}

impl Said for Vec<(&str, &str)> {
    fn said(&self) -> String {
        let rows: Vec<String> = self
            .iter()
            .map(|(keys, what)| format!("{keys} {what}"))
            .collect();
        rows.join("|")
    }
}

impl Said for (char, char) {
    fn said(&self) -> String {
        format!("{}{}", self.0, self.1)
    }
}

impl Said for Vec<(&str, Option<Color>)> {
    fn said(&self) -> String {
        let words: Vec<&str> = self.iter().map(|(word, _)| *word).collect();
        words.join("|")
    }
}

type Call = Box<dyn Fn(&dyn Strings) -> String>;

/// `(name, call)` for each method named, called with the arguments given.
macro_rules! calls {
    ($($name:ident($($arg:expr),*);)*) => {
        vec![$((stringify!($name), Box::new(move |s: &dyn Strings| s.$name($($arg),*).said()) as Call)),*]
    };
}

/// Every method of `Strings`, called once with sample arguments.
fn every_string() -> Vec<(&'static str, Call)> {
    let (b, w) = (Color::Black, Color::White);
    calls! {
        color(b);
        direction(Direction::DownLeft);
        discs(3);
        steps(10);
        verdict(Some(b));
        line(&Line { direction: Direction::Down, outcome: LineOutcome::Encloses { flips: set(&["d4"]), closed_by: Square::D5 } }, b);
        to_move(b, 2, 2);
        to_move_uncounted(w);
        disc_count(2, 2);
        game_over();
        legal_moves(set(&["d3", "c4"]));
        no_legal_move(b);
        marked(set(&["a1"]));
        legend('●', '○');
        move_is_legal(b, Square::D3, set(&["d4"]));
        board_after(Square::D3, w);
        board_now(b);
        legal_move_count(b, 4);
        flips_list(set(&["d4"]));
        must_pass(b);
        final_count(13, 0, 51, Some(b));
        final_count_to_winner(64, 0, 51, b);
        nothing_to_explain();
        record_move_refused(2, 3, Move::Play(Square::A1), "why");
        level_line(Level::MostFlips);
        game_against_computer(1, b, 3);
        game_two_players(2, w);
        person_played(b, Square::D3, set(&["d4"]));
        computer_played(w, Square::C3, set(&["d4"]));
        time_up(b, Square::C4);
        forced_pass(w);
        game_ended(EndReason::NoMoves);
        game_result(40, 24, Some(b));
        tally(1, 2, 0, true);
        undone(2);
        nothing_to_undo();
        redone(2);
        nothing_to_redo();
        not_your_turn();
        game_is_over();
        replaying();
        last_move(b, Square::D3, set(&["d4"]));
        no_move_yet();
        saved_to("game.txt");
        not_saved("game.txt", "why");
        game_record("f5d6c3");
        loaded("game.txt", 12);
        not_loaded("game.txt", "why");
        load_what();
        saved_games_heading();
        saved_game_row("game.txt", Some(12));
        prompt_load_keys("↑ ↓", "Enter", "Esc");
        no_saved_games(Some("games"), "s");
        dots_shown(true);
        replay_start(60);
        replay_move(5, 60, b, Move::Play(Square::D3));
        replay_at_end();
        replay_when_over();
        time_left(30);
        timer_rule(Some(30));
        prompt_your_move(b);
        prompt_players_move(w);
        prompt_game_over();
        prompt_replay();
        play_answer_forms();
        review_heading(30, 20);
        review_move(23, w, Square::B2);
        review_loss(-12, 2, Square::A1, true);
        review_reason(Reason::MobilityLost { theirs: 9, after_better: 3 }, b, Square::C4);
        reason_unseen(true);
        review_summary(24, 30);
        review_clean();
        match_result(3, 1, 10, 8, 2, 0);
        match_difference(3, 1, 17.5);
        match_time(3, 0.02, 1.0);
        menu_play();
        setup_names();
        opponent_name(false);
        timer_value(Some(30));
        timer_help(None);
        act_start();
        act_home();
        game_key_help(Command::Game(GameCommand::Save));
        prompt_move_keys(Color::Black, true, "Enter");
        computer_thinking();
        prompt_over_keys("n", "← →", "v", "s");
        prompt_replay_keys("← →", "Esc");
        record_not_saved("f5d6c3");
        confirm_new_game();
        go_on_unfinished(12);
        confirm_load_game("Enter");
        confirm_typed_again("new");
        confirm_leave_game();
        review_when_over();
        review_title();
        grading(12, 60);
        review_row(47, b, Square::G2, 50, true);
        review_marks();
        game_not_a_terminal();
        right_move(b, Square::D3, set(&["d4"]));
        right_pass(b);
        right_all_legal(set(&["d3", "c4"]));
        right_flips(Square::D3, set(&["d4"]));
        right_outcome(None, 32, 32);
        right_choice();
        right_square(Square::C6);
        occupied(Square::D4, w);
        encloses_nothing(b, Square::A1);
        not_asked(Square::C4, set(&["d4"]));
        step_wants(set(&["d3"]));
        pass_refused(b, set(&["d3"]));
        pass_refused_count(b, 4);
        not_quite();
        missing_legal_count(2);
        missing_flip_count(1);
        extra_flips(set(&["e6"]));
        why_flips(Square::D3, set(&["d4"]));
        count_again();
        winner_again();
        answer_all_legal(set(&["d3", "c4"]));
        answer_pass(b);
        answer_outcome(Some(b), 40, 24);
        answer_choice(2);
        answer_squares(set(&["c6"]));
        nothing_to_reveal();
        wrong_choice();
        wrong_square(Square::C6);
        reply_played(w, Square::C3, set(&["d4"]));
        reply_passed(w);
        reply_does_not_fit(Move::Pass);
        reply_comes(w, "Enter");
        hint("d3");
        hint_legal_count(4);
        hint_flip_count(Square::D3, 1);
        hint_look_for_a_move(b);
        hint_count();
        no_hint();
        lesson_heading("Title", 10);
        step_heading(4, 10);
        type_help();
        prompt_read();
        prompt_play();
        prompt_any_legal();
        prompt_all_legal();
        prompt_predict_flips(Square::E6);
        prompt_pass(b);
        prompt_outcome();
        prompt_choice();
        prompt_find_square();
        prompt_game();
        game_you_played(sq("d3"), set(&["d4"]));
        game_corner_taken(sq("a1"));
        game_corner_given(w, sq("h8"));
        game_you_won(Some(true));
        offer(Offer::Practice(ThemeKind::Corner));
        offer_keys(&["1 x".to_string()], "Enter");
        offer_command(Offer::Review, "f5d6c3");
        tasks_queued(2);
        quiz_title();
        task_review_title();
        menu_lesson_tasks();
        no_lesson_tasks_due(2);
        no_quiz();
        expects_move();
        expects_move_or_pass();
        expects_squares();
        expects_outcome();
        expects_choice();
        expects_square();
        no_such_choice(3);
        nothing_asked();
        already_done();
        lesson_over();
        answer_first();
        try_again();
        not_understood("xyz");
        first_step();
        skipped(2);
        finished(3, 4, 1);
        leaving(2, 10);
        going_on_at(3, 10);
        end_of_input(2, 10);
        unknown_lesson("nope", &["first-move"]);
        progress_damaged("/tmp/progress.toml.corrupt-1", "not TOML");
        progress_newer(2);
        progress_shared();
        progress_not_saved("disk full");
        progress_saved_in("/tmp/progress.toml");
        progress_in_memory();
        program_fault();
        stopped_at(4);
        theme_idea(ThemeKind::Corner);
        hint_region(Quarter::BottomRight);
        hint_square(Square::H8);
        hint_level(1, 2);
        no_more_hints();
        puzzle_heading("corner-001", 800);
        trainer_heading(Mode::Rated, None);
        rating_now(1562, Some(62));
        streak_now(4, 7);
        review_now(5);
        rating_change(1500, 1562);
        not_rated_helped();
        not_rated_met_before();
        not_rated_skipped();
        review_scheduled(3, "2026-05-04");
        review_left();
        streak_extended(4, 7);
        streak_ended(4, 7);
        not_the_goal(Square::C4, set(&["d4"]));
        flips_fewer(Square::D3, 2, 4);
        fewer_directions(Square::D3, 2, 3);
        opponent_can_move(Square::D3, w, 3);
        opponent_keeps(Square::D3, w, 4);
        game_goes_on(Square::D3, w);
        not_a_corner(Square::D3);
        gives_corner(Square::G7, w, set(&["h8"]), Some(Move::Play(Square::E3)));
        goal_met_pass(w);
        goal_met_over(56, 0);
        goal_met_wipeout(w, 13, 0);
        goal_met_stable(7, 4);
        goal_met_quiet(set(&["b4", "c5"]));
        goal_met_greed(20, Square::B1, 6, -36);
        goal_met_opening("the tiger", "f5 d6 c3 d3 c4", "e6 f4 c3 c4 d3");
        fewer_stable(Square::G1, 5, 8);
        flips_frontier(Square::E3, set(&["d4"]));
        off_the_line(Square::C5, "the tiger", Some("the cow"));
        opening_name(OpeningLine::Tiger);
        leaves_more_moves(Square::C4, w, 5, 2);
        endgame_after(Square::G2, b, Some(Move::Play(Square::H1)), -4);
        best_line(&[Move::Play(Square::H5), Move::Pass, Move::Play(Square::G6)], 37, 27);
        puzzle_answers(set(&["d3", "c4"]));
        plays(b, Square::H5, set(&["g5", "f5"]));
        puzzle_done_prompt();
        puzzle_expects_move();
        puzzle_already_done();
        puzzle_waits();
        puzzle_try_again();
        puzzle_skipped();
        no_back_in_puzzles();
        no_more_puzzles();
        no_puzzles_in(Some("corner"));
        nothing_due(Some("2026-05-04"));
        nothing_missed_today();
        trainer_finished(5, 3, 4);
        trainer_leaving();
        trainer_end_of_input();
        unknown_puzzle("corner-01", Some("corner-001"));
        puzzles_heading(14);
        list_rating(1500, 350, 0);
        list_streak(12, 3);
        list_review(2, 5);
        after_lesson(14);
        theme_waits_for_lesson(14, "Corners");
        glossary_title(15);
        glossary_taught_in(14, "Corners");
        puzzle_command_help(Command::Lesson(LessonCommand::Hint));
        pass_words();
        outcome_words();
        win_words();
        command_words(Command::Lesson(LessonCommand::Hint));
        command_help(Command::Lesson(LessonCommand::Hint));
        replay_step_help(true);
        commands_heading();
        answer_forms();
        disc_letters();
        menu_lessons();
        menu_settings();
        menu_glossary();
        menu_help();
        menu_quit();
        lessons_done(7, 21);
        continue_at(8, "Title", 3);
        all_done();
        setting_names();
        on_off(true);
        theme_names();
        key_word(Command::Lesson(LessonCommand::Reveal));
        key_help(Command::Quit);
        act_move_cursor();
        act_type_square();
        act_play();
        act_pick();
        act_answer();
        act_pass();
        act_click();
        mouse_key();
        act_number();
        act_lessons();
        act_choose();
        act_open();
        act_open_term_lesson();
        act_change();
        act_back();
        act_close();
        act_scroll();
        too_small(40, 14, 20, 8);
        board_roles();
        your_squares(set(&["d4", "e5"]));
        menu_demo();
        demo_choose("Enter");
        demo_record("f5d6c3");
        demo_auto(true, 3, false);
        demo_guess_first();
        demo_at_end();
        demo_needs_terminal();
        sandbox_name();
        sandbox_row();
        unreached_centre(set(&["d4", "e5"]));
        unreached_apart(set(&["a1", "h8"]));
        exported_to("/tmp/position-1.toml");
        export_not_written("disk full");
        export_no_folder();
        board_string_label();
        board_string_cut();
        act_auto();
        act_delay();
        act_sandbox();
        act_cycle();
        act_side();
        act_export();
        act_clear();
        act_start_position();
        act_undo_change();
        sandbox_confirm_clear("n", "u");
        sandbox_confirm_start("r", "u");
        sandbox_undone();
        sandbox_nothing_to_undo();
        act_type_record();
        key_auto();
        key_delay();
        key_side();
        key_empty();
        key_export();
        not_a_terminal();
        menu_puzzles();
        puzzle_mode_name(Mode::Streak);
        theme_title(ThemeKind::AvoidXSquare);
        theme_word(ThemeKind::Corner);
        puzzle_key_help(Command::Lesson(LessonCommand::Reveal));
        act_puzzles();
        act_quiz();
        act_line();
        act_line_help();
        line_step(2, 9);
        puzzle_waits_keys("i", "r", "s");
        last_hint_key("r");
        no_back_key("s");
        mark_first("Space", "Enter");
        step_waits_keys("i", "s");
        prompt_mark_flips(Square::C2, "Space", "Enter");
        prompt_mark_moves("Space", "Enter");
        prompt_pass_keys(Color::White, "p");
        prompt_outcome_keys();
        lesson_folders_from("/srv/class/lessons", "REVERSI_TUTOR_LESSONS");
        puzzle_folders_from("/srv/class/puzzles", "config.toml");
        config_not_used("config.toml:2:1: unknown field `lesons`");
        course_exported(21, 12, "course");
        folder_not_empty("course");
        file_exists("edges.toml");
        lesson_written("edges", "edges.toml");
        bad_lesson_id("Edges");
        cannot_write("edges.toml", "permission denied");
        assignment_heading(5);
        not_rated_teachers();
        no_puzzles_in_set("class-puzzles");
        generated_file_exists("draft.toml");
        generated_merged(3, "draft.toml");
        picture_format("board.pdf");
        no_picture("a1");
        man_pages_written(24, "man");
        sheet_fields();
        sheet_answer();
        sheet_answers_heading();
        sheet_puzzle(3);
        sheet_puzzles_title("Corners");
        sheet_play(Color::Black);
        sheet_any_legal(Color::White);
        sheet_all_legal(Color::Black);
        sheet_predict_flips(Square::C2);
        sheet_pass(Color::White);
        sheet_outcome();
        sheet_draw();
        sheet_choice();
        sheet_find_square();
        sheet_game();
        sheet_game_answer();
        sheet_format("sheet.pdf");
        sheet_written("sheet.html");
        sheet_no_puzzles("corners", "corner, wipeout");
    }
}

#[test]
fn the_test_table_calls_every_method_of_the_strings_trait() {
    let declared: Vec<&str> = include_str!("strings.rs")
        .lines()
        .filter_map(|line| line.trim().strip_prefix("fn "))
        .filter_map(|rest| rest.split('(').next())
        .collect();
    let called: Vec<&str> = every_string().iter().map(|(name, _)| *name).collect();
    assert_eq!(called, declared);
}

#[test]
fn every_language_says_every_string_and_translates_it() {
    let english = Ui::new(Lang::En);
    let mut problems = Vec::new();
    for (name, call) in every_string() {
        let en = call(&*english);
        if en.trim().is_empty() {
            problems.push(format!("en: `{name}` is empty"));
        }
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let said = call(&*Ui::new(lang));
            if said.trim().is_empty() {
                problems.push(format!("{lang}: `{name}` is empty"));
            } else if said == en {
                problems.push(format!("{lang}: `{name}` is still English: {said}"));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn indonesian_uses_the_rules_documents_words() {
    let id = Ui::new(Lang::Id);
    assert_eq!(
        (id.color(Color::Black), id.color(Color::White)),
        ("hitam", "putih")
    );
    assert_eq!(id.verdict(None), "seri");
    assert!(
        id.encloses_nothing(Color::Black, Square::A1)
            .contains("mengapit")
    );
    // Legal is `sah`, never `legal`; a pass is `melewati giliran`; a disc a `bidak`.
    for (name, call) in every_string() {
        let said = call(&*id);
        assert!(!said.contains("legal"), "id: `{name}` says legal: {said}");
        for word in ["keping", "batu", "lewat (pass)"] {
            assert!(!said.contains(word), "id: `{name}` says {word}: {said}");
        }
    }
    assert!(id.must_pass(Color::Black).contains("melewati giliran"));
    assert!(id.right_pass(Color::Black).contains("melewati giliran"));
    assert!(id.legal_moves(set(&["d3"])).starts_with("Langkah sah"));
    assert_eq!(id.step_heading(1, 10), "Tahap 1 dari 10");
}

#[test]
fn vietnamese_closes_a_line_in_the_active_voice() {
    let vi = Ui::new(Lang::Vi);
    assert_eq!(
        (vi.color(Color::Black), vi.color(Color::White)),
        ("đen", "trắng")
    );
    assert_eq!(vi.verdict(None), "hòa");
    let closed = Line {
        direction: Direction::Right,
        outcome: LineOutcome::Encloses {
            flips: set(&["d4"]),
            closed_by: Square::E4,
        },
    };
    assert_eq!(
        vi.line(&closed, Color::Black),
        "kẹp quân trắng ở d4; quân đen ở e4 khép đường"
    );
    assert!(
        vi.pass_refused(Color::Black, Bitboard(1))
            .contains("bỏ lượt")
    );
    for (name, call) in every_string() {
        let said = call(&*vi);
        assert!(!said.contains("bởi"), "vi: `{name}` is passive: {said}");
    }
}

#[test]
fn a_draw_is_seri_or_remis_in_indonesian_and_english_words_work_everywhere() {
    let id = Ui::new(Lang::Id);
    assert_eq!(id.outcome_word("seri"), Some(None));
    assert_eq!(id.outcome_word("remis"), Some(None));
    assert_eq!(id.outcome_word("draw"), Some(None));
    assert_eq!(id.outcome_word("hitam"), Some(Some(Color::Black)));
    assert_eq!(id.outcome_word("đen"), None);
    assert!(id.is_pass("melewati giliran") && id.is_pass("lewat") && id.is_pass("pass"));
    let en = Ui::new(Lang::En);
    assert!(en.is_pass("pass") && !en.is_pass("lewat"));
    assert_eq!(en.outcome_word("remis"), None);
}

#[test]
fn the_eight_directions_have_eight_different_names_in_every_language() {
    for lang in Lang::ALL {
        let mut names: Vec<_> = Direction::ALL
            .iter()
            .map(|d| Ui::new(lang).direction(*d))
            .collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 8, "{lang}");
    }
    assert_eq!(Ui::new(Lang::Id).direction(Direction::Up), "atas");
    assert_eq!(Ui::new(Lang::Vi).direction(Direction::Up), "lên");
}

#[test]
fn capitalize_handles_vietnamese_letters() {
    assert_eq!(capitalize("đen"), "Đen");
    assert_eq!(capitalize("black"), "Black");
    assert_eq!(capitalize(""), "");
}

#[test]
fn every_language_lists_the_same_forms_of_an_answer() {
    let count = |lang| Ui::new(lang).answer_forms().len();
    for lang in Lang::ALL {
        assert_eq!(count(lang), count(Lang::En), "{lang}");
    }
}

#[test]
fn every_command_has_words_of_its_own_in_every_language() {
    use crate::runner::Command;
    let english = Ui::new(Lang::En);
    for lang in Lang::ALL {
        let ui = Ui::new(lang);
        for command in Command::all() {
            let words = ui.command_words(command);
            assert!(!words.is_empty(), "{lang}: no word for {command:?}");
            if lang != Lang::En {
                assert!(
                    words
                        .iter()
                        .any(|w| !english.command_words(command).contains(w)),
                    "{lang}: {command:?} has only the English words"
                );
            }
        }
    }
}

#[test]
fn every_theme_word_names_one_theme_with_or_without_its_accents() {
    let mut seen: Vec<(String, ThemeKind)> = Vec::new();
    for theme in ThemeKind::ALL {
        assert_eq!(Ui::new(Lang::En).theme_word(theme), theme.name());
        for lang in Lang::ALL {
            let word = Ui::new(lang).theme_word(theme);
            assert!(
                word.chars()
                    .all(|c| c == '-' || (c.is_alphabetic() && c.is_lowercase())),
                "{lang}: `{word}` is not one lower-case word with hyphens"
            );
            let plain = super::plain_letters(word);
            assert!(
                plain.chars().all(|c| c == '-' || c.is_ascii_lowercase()),
                "{plain}"
            );
            if let Some((_, other)) = seen.iter().find(|(w, t)| *w == plain && *t != theme) {
                panic!("`{word}` names {theme:?} and {other:?}");
            }
            seen.push((plain, theme));
            for form in [
                word.to_string(),
                word.to_uppercase(),
                super::plain_letters(word),
            ] {
                assert_eq!(super::theme_named(&form), Some(theme), "{form}");
            }
        }
        assert_eq!(super::theme_words_everywhere(theme)[0], theme.name());
    }
    assert_eq!(
        super::theme_named("langkah-sah"),
        Some(ThemeKind::LegalMove)
    );
    assert_eq!(super::theme_named("chiếm-góc"), Some(ThemeKind::Corner));
    assert_eq!(super::theme_named("chiem-goc"), Some(ThemeKind::Corner));
    assert_eq!(super::theme_named("chiem-góc"), Some(ThemeKind::Corner));
    assert_eq!(
        super::theme_words_everywhere(ThemeKind::Corner),
        // The last is the tests' language's (`super::test_language`).
        ["corner", "sudut", "chiếm-góc", "chiem-goc", "ćóŕńéŕ"]
    );
    assert_eq!(super::theme_named("no-such-theme"), None);
}
