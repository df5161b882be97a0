//! Plain mode through the built binary: the embedded `first-move` lesson
//! (lessons/03-first-move.toml, read here to know its steps) with right, wrong and
//! refused answers, hint, back, the end of input, the three languages, ASCII discs,
//! and the course list. No escape code may ever appear.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::tutor;
use reversi_tutor::course::{Task, ThemeKind, embedded_course};
use reversi_tutor::runner::LessonRun;

/// Runs the binary with `args` and `input` on stdin, in a neutral locale.
/// Returns (exit status, stdout, stderr).
fn tutor_in(args: &[&str], input: &str, lang_env: &str) -> common::Output {
    let data = tempfile::tempdir().unwrap();
    common::run_binary(args, input, lang_env, Some(data.path()))
}

/// Whether `out` says `needle`, wherever the lines were wrapped.
fn has(out: &str, needle: impl AsRef<str>) -> bool {
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    flat(out).contains(&flat(needle.as_ref()))
}

/// The number the learner types for the right choice of step `i` of the
/// first-move lesson, as the choices are shown (shuffled by the runner).
fn right_choice_shown(i: usize) -> usize {
    let course = embedded_course().unwrap();
    let lesson = course.lesson("first-move").unwrap();
    let run = LessonRun::resume(lesson.clone(), i);
    let Task::Choice {
        choices, correct, ..
    } = run.task()
    else {
        panic!("step {i} is not a choice");
    };
    let right = &choices[*correct];
    run.choices().iter().position(|c| *c == right).unwrap() + 1
}

/// The first-move lesson as written.
struct FirstMove {
    steps: Vec<toml::Table>,
}

impl FirstMove {
    fn read() -> FirstMove {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/03-first-move.toml");
        let table: toml::Table = std::fs::read_to_string(path).unwrap().parse().unwrap();
        assert_eq!(table["id"].as_str(), Some("first-move"));
        let steps = table["step"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_table().unwrap().clone())
            .collect();
        FirstMove { steps }
    }

    fn task(&self, i: usize) -> Option<&str> {
        self.steps[i].get("task").and_then(|t| t.as_str())
    }

    /// The index of the step that asks black to play d3.
    fn play_d3(&self) -> usize {
        let i = (0..self.steps.len())
            .find(|&i| self.task(i) == Some("play"))
            .expect("first-move has a play step");
        let accept = self.steps[i]["accept"].as_array().unwrap();
        assert_eq!(accept[0].as_str(), Some("d3"), "the play step accepts d3");
        i
    }

    /// The lines that take the learner to step `i` from the start: Enter on a
    /// step to read, the right answer (which goes on by itself) on a choice.
    fn lines_to(&self, i: usize) -> String {
        (0..i)
            .map(|j| match self.task(j) {
                None => "\n".to_string(),
                Some("choice") => format!("{}\n", right_choice_shown(j)),
                Some(other) => panic!("step {j} before {i} is a {other} task"),
            })
            .collect()
    }

    /// The words of step `i` in `lang`.
    fn say(&self, i: usize, lang: &str) -> String {
        self.steps[i]["say"][lang].as_str().unwrap().to_string()
    }

    fn hint(&self, i: usize) -> String {
        self.steps[i]["hint"]["en"].as_str().unwrap().to_string()
    }
}

#[test]
fn the_right_move_is_explained_down_to_d4_and_d5() {
    let lesson = FirstMove::read();
    let play = lesson.play_d3();
    let (code, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(play) + "d3\n"),
    );
    assert_eq!(code, 0);
    assert!(
        has(&out, "Right: black plays d3 and flips 1 disc: d4."),
        "{out}"
    );
    assert!(
        has(&out, "  down: encloses white on d4, closed by black on d5"),
        "{out}"
    );
    assert!(
        has(&out, format!("Step {} of {}", play + 2, lesson.steps.len())),
        "{out}"
    );
}

#[test]
fn a_legal_move_not_asked_for_says_what_it_flips_and_that_the_step_wants_d3() {
    let lesson = FirstMove::read();
    let (_, out, _) = tutor(
        &["lesson", "first-move"],
        &(lesson.lines_to(lesson.play_d3()) + "c4\nf5\n"),
    );
    assert!(
        has(
            &out,
            "c4 is a legal move (it would flip d4), but it is not the move this step asks for."
        ),
        "{out}"
    );
    assert!(
        has(&out, "  right: encloses white on d4, closed by black on e4"),
        "{out}"
    );
    // A first miss is a nudge: the answer comes with the second.
    let (first, second) = out
        .split_once("> c4")
        .unwrap()
        .1
        .split_once("> f5")
        .unwrap_or((&out, ""));
    assert!(!has(first, "This step asks for d3."), "{out}");
    assert!(has(second, "This step asks for d3."), "{out}");
    assert!(has(&out, "Try again"), "{out}");
}

#[test]
fn an_illegal_square_is_explained_direction_by_direction_or_as_occupied() {
    let lesson = FirstMove::read();
    let (_, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(lesson.play_d3()) + "a1\nd4\n"),
    );
    assert!(
        has(
            &out,
            "a1 is not a legal move for black: no direction encloses a line"
        ),
        "{out}"
    );
    assert!(has(&out, "  right: meets the empty square b1"), "{out}");
    assert!(
        has(&out, "  down-right: meets the empty square b2"),
        "{out}"
    );
    assert!(has(&out, "  down: meets the empty square a2"), "{out}");
    assert!(
        has(&out, "d4 is not empty: a white disc is already there."),
        "{out}"
    );
}

#[test]
fn a_pass_with_moves_on_the_board_is_refused_with_the_moves() {
    let lesson = FirstMove::read();
    let (_, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(lesson.play_d3()) + "pass\n"),
    );
    assert!(
        has(
            &out,
            "Black may not pass: there are 4 legal moves on the board"
        ),
        "{out}"
    );
}

#[test]
fn hint_shows_the_steps_hint() {
    let lesson = FirstMove::read();
    let play = lesson.play_d3();
    let (_, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(play) + "hint\n"),
    );
    assert!(has(&out, format!("Hint: {}", lesson.hint(play))), "{out}");
}

#[test]
fn back_returns_to_the_step_before_with_its_board() {
    let lesson = FirstMove::read();
    let play = lesson.play_d3();
    let steps = lesson.steps.len();
    // Play d3, then go back: the play step again, on the start position.
    let (_, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(play) + "d3\nback\n"),
    );
    let after_back = out.rsplit("> back").next().unwrap();
    assert!(
        after_back.contains(&format!("Step {} of {steps}", play + 1)),
        "{out}"
    );
    assert!(
        after_back.contains("Black to move. Black 2, white 2."),
        "{out}"
    );
    // The dots show only where a step asks for them (`dots = true`).
    let undotted = after_back.replace('*', ".");
    assert!(undotted.contains("4 . . . ○ ● . . ."), "{out}");
    // On the first step there is nothing to go back to.
    let (_, out, _) = tutor(&["lesson", "first-move", "--plain"], "back\n");
    assert!(has(&out, "This is the first step"), "{out}");
}

#[test]
fn the_end_of_input_ends_the_lesson_cleanly() {
    let (code, out, err) = tutor(&["lesson", "first-move", "--plain"], "\n");
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    let steps = FirstMove::read().steps.len();
    assert_eq!(
        out.lines().last(),
        Some(format!("End of input: leaving the lesson at step 2 of {steps}.").as_str())
    );
    let (code, out, _) = tutor(&["lesson", "first-move", "--plain"], "quit\n");
    assert_eq!(code, 0);
    assert!(
        has(&out, format!("Leaving the lesson at step 1 of {steps}.")),
        "{out}"
    );
}

#[test]
fn the_whole_lesson_can_be_walked_to_its_end() {
    let lesson = FirstMove::read();
    let input = walk_input(&lesson);
    let (code, out, _) = tutor(&["lesson", "first-move", "--plain"], &input);
    assert_eq!(code, 0);
    let finished = out.lines().last().unwrap();
    assert!(finished.starts_with("Lesson finished: "), "{out}");
    assert!(
        finished.contains("right at the first try, 0 skipped."),
        "{out}"
    );
    assert!(!has(&out, "Not quite") && !has(&out, "Try again"), "{out}");
}

#[test]
fn indonesian_and_vietnamese_show_the_lessons_and_the_interfaces_words() {
    let lesson = FirstMove::read();
    let input = lesson.lines_to(lesson.play_d3()) + "d3\n";
    let (_, id, _) = tutor(&["lesson", "first-move", "--plain", "--lang", "id"], &input);
    assert!(has(&id, lesson.say(0, "id")), "{id}");
    assert!(has(&id, "Tahap 1 dari"), "{id}");
    assert!(
        has(
            &id,
            "Benar: hitam melangkah ke d3 dan membalik 1 bidak: d4."
        ),
        "{id}"
    );
    assert!(
        has(
            &id,
            "  bawah: mengapit putih di d4, ditutup oleh hitam di d5"
        ),
        "{id}"
    );
    let (_, vi, _) = tutor(&["lesson", "first-move", "--plain", "--lang", "vi"], &input);
    assert!(has(&vi, lesson.say(0, "vi")), "{vi}");
    assert!(has(&vi, "Bước 1/"), "{vi}");
    assert!(
        has(
            &vi,
            "  xuống: kẹp quân trắng ở d4; quân đen ở d5 khép đường"
        ),
        "{vi}"
    );
    // Without --lang, the language comes from the locale.
    let (_, from_env, _) = tutor_in(&["lesson", "first-move", "--plain"], "", "vi_VN.UTF-8");
    assert!(has(&from_env, lesson.say(0, "vi")), "{from_env}");
}

#[test]
fn ascii_draws_discs_as_letters() {
    let (_, out, _) = tutor(&["lesson", "first-move", "--plain", "--ascii"], "");
    assert!(!out.contains('●') && !out.contains('○'), "{out}");
    // The dots show only where a step asks for them (`dots = true`).
    let undotted = out.replace('*', ".");
    assert!(undotted.contains("4 . . . W B . . ."), "{out}");
    assert!(undotted.contains("5 . . . B W . . ."), "{out}");
}

#[test]
fn piped_answers_are_echoed_after_the_prompt() {
    let lesson = FirstMove::read();
    let (_, out, _) = tutor(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(lesson.play_d3()) + "c4\nf5\n"),
    );
    assert!(has(&out, "> c4\nc4 is a legal move"), "{out}");
}

#[test]
fn a_lesson_goes_on_where_the_learner_stopped_unless_from_start() {
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str], input: &str| {
        let (code, out, err) = common::run_binary(args, input, "C", Some(data.path()));
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    let lesson = FirstMove::read();
    let steps = lesson.steps.len();
    let say = |i: usize| lesson.say(i, "en");
    // Two steps read, then quit: the lesson stops at step 3.
    let out = run(&["lesson", "first-move", "--plain"], "\n\nquit\n");
    assert!(
        has(&out, format!("Leaving the lesson at step 3 of {steps}.")),
        "{out}"
    );
    // Opened again, by its number in the list (3), it goes on at step 3 and says so.
    let out = run(&["lesson", "3", "--plain"], "quit\n");
    assert!(
        has(
            &out,
            format!("You go on at step 3 of {steps}, where you stopped.")
        ),
        "{out}"
    );
    assert!(has(&out, say(2)) && !has(&out, say(0)), "{out}");
    // --from-start opens its first step, and says nothing of going on.
    let out = run(
        &["lesson", "first-move", "--plain", "--from-start"],
        "quit\n",
    );
    assert!(has(&out, say(0)) && !has(&out, "You go on"), "{out}");
    assert!(
        has(&out, format!("Leaving the lesson at step 1 of {steps}.")),
        "{out}"
    );
}

#[test]
fn a_lesson_number_beyond_the_course_is_refused_with_the_ids() {
    let (code, _, err) = tutor(&["lesson", "99", "--plain"], "");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("there is no lesson `99`") && err.contains("first-move"),
        "{err}"
    );
}

#[test]
fn an_unknown_lesson_is_one_line_on_stderr_with_the_ids() {
    let (code, out, err) = tutor(&["lesson", "no-such-lesson", "--plain"], "");
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no-such-lesson") && err.contains("first-move"),
        "{err}"
    );
}

#[test]
fn lessons_lists_the_course_with_titles_and_step_counts() {
    let steps = FirstMove::read().steps.len();
    let (code, out, _) = tutor(&["lessons"], "");
    assert_eq!(code, 0);
    assert!(
        out.lines().next().unwrap().starts_with("goal-and-discs "),
        "{out}"
    );
    assert_eq!(out.lines().count(), 21, "{out}");
    let third = out.lines().nth(2).unwrap();
    assert!(third.starts_with("first-move "), "{out}");
    assert!(
        third.ends_with(&format!("The first move ({steps} steps)")),
        "{out}"
    );
    let (_, id, _) = tutor(&["lessons", "--lang", "id"], "");
    assert!(
        id.lines()
            .nth(2)
            .unwrap()
            .ends_with(&format!("Langkah pertama ({steps} tahap)")),
        "{id}"
    );
}

#[test]
fn lesson_help_says_plain_mode_is_used_for_now() {
    let (code, out, _) = tutor(&["lesson", "--help"], "");
    assert_eq!(code, 0);
    assert!(has(&out, "--plain") && has(&out, "plain text"), "{out}");
}

#[test]
fn a_line_that_is_not_utf8_is_not_understood_and_the_lesson_goes_on() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["lesson", "first-move", "--plain", "--lang", "en"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"\xff\xfe\nhelp\n").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(output.stderr.is_empty());
    assert!(stdout.contains("I did not understand"), "{stdout}");
    assert!(stdout.contains("End of input"), "{stdout}");
}

/// The lines that walk the first-move lesson with right answers.
fn walk_input(lesson: &FirstMove) -> String {
    let mut input = String::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        let line = match step.get("task").and_then(|t| t.as_str()) {
            None => String::new(),
            Some("play") => step["accept"][0].as_str().unwrap().to_string(),
            Some("predict-flips") | Some("all-legal") => step["answer"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect::<Vec<_>>()
                .join(" "),
            Some("choice") => right_choice_shown(i).to_string(),
            Some(_) => "skip".to_string(),
        };
        input.push_str(&line);
        input.push('\n');
    }
    input
}

/// Runs the binary with its progress in `data`.
fn tutor_with_data(args: &[&str], input: &str, data: &std::path::Path) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .env("LANG", "C")
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn a_lesson_left_early_is_listed_with_the_step_reached_and_a_finished_one_with_its_stars() {
    let data = tempfile::tempdir().unwrap();
    let lesson = FirstMove::read();
    let play = lesson.play_d3();
    // Leave at the play step.
    let (code, _, err) = tutor_with_data(
        &["lesson", "first-move", "--plain"],
        &(lesson.lines_to(play) + "quit\n"),
        data.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(data.path().join("progress.toml").is_file());
    let (_, list, _) = tutor_with_data(&["lessons"], "", data.path());
    let line = list.lines().find(|l| l.starts_with("first-move")).unwrap();
    assert!(
        line.ends_with(&format!("stopped at step {}", play + 1)),
        "{list}"
    );
    // Walk the whole lesson from its start with right answers: three stars.
    let (_, out, _) = tutor_with_data(
        &["lesson", "first-move", "--plain", "--from-start"],
        &walk_input(&lesson),
        data.path(),
    );
    assert!(out.contains("Lesson finished"), "{out}");
    let (_, list, _) = tutor_with_data(&["lessons"], "", data.path());
    let line = list.lines().find(|l| l.starts_with("first-move")).unwrap();
    assert!(line.ends_with("★★★"), "{list}");
}

#[test]
fn a_damaged_progress_file_is_kept_aside_and_reported() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("progress.toml"), "this is [not toml").unwrap();
    let (code, out, err) = tutor_with_data(&["lessons"], "", data.path());
    assert_eq!(code, 0);
    assert!(out.starts_with("goal-and-discs"), "{out}");
    assert!(err.contains("Your progress file was damaged"), "{err}");
    let kept: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("progress.toml.corrupt-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read_to_string(kept[0].path()).unwrap(),
        "this is [not toml"
    );
}

#[test]
fn a_finished_strategy_lesson_gives_the_command_for_five_puzzles_of_its_theme() {
    let skips = "skip\n".repeat(30);
    // Every strategy lesson, 14 to 21, offers five puzzles of the theme it teaches.
    let course = embedded_course().unwrap();
    for lesson in &course.lessons[13..21] {
        let theme = *ThemeKind::taught_by(&lesson.id)
            .first()
            .unwrap_or_else(|| panic!("lesson {} teaches no puzzle theme", lesson.id));
        let (code, out, _) = tutor(&["lesson", &lesson.id, "--plain"], &skips);
        assert_eq!(code, 0, "{}", lesson.id);
        assert!(out.contains("Lesson finished"), "{out}");
        let command = format!("reversi-tutor puzzles --theme {} --count 5", theme.name());
        assert!(out.contains(&command), "{}: {out}", lesson.id);
    }
    let skips = "skip\n".repeat(30);
    let (_, vi, _) = tutor(&["lesson", "corners", "--plain", "--lang", "vi"], &skips);
    assert!(
        vi.contains("reversi-tutor puzzles --theme chiếm-góc --count 5"),
        "{vi}"
    );
    let (_, id, _) = tutor(&["lesson", "openings", "--plain", "--lang", "id"], &skips);
    assert!(
        id.contains("reversi-tutor puzzles --theme pembukaan --count 5"),
        "{id}"
    );
    // A rules lesson has no theme of its own to practise.
    let (_, rules, _) = tutor(&["lesson", "sandwich", "--plain"], &skips);
    assert!(rules.contains("Lesson finished"), "{rules}");
    assert!(!rules.contains("--count"), "{rules}");
}
