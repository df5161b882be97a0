//! The embedded course: every lesson and puzzle file passes `check`, and the
//! course loads with teachers' folders after it.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::fs;
use std::path::PathBuf;

use reversi_tutor::course::{
    CourseLoader, FileKind, Task, TaskKind, ThemeKind, check_course, embedded_course, load_course,
};

#[test]
fn every_embedded_file_passes_check() {
    let report = check_course(&[], &[], false);
    assert!(report.is_clean(), "{}", report.text());
    assert!(report.lessons > 0, "no embedded lessons");
    assert!(report.puzzles > 0, "no embedded puzzles");
}

#[test]
fn every_file_in_the_source_folders_passes_check() {
    // The files on disk may be newer than the build; hold them to the same rules.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let report =
        reversi_tutor::course::check_paths(&[root.join("lessons"), root.join("puzzles")], false);
    assert!(report.is_clean(), "{}", report.text());
}

#[test]
fn embedded_lessons_come_in_file_name_order() {
    let course = embedded_course().unwrap();
    let files: Vec<&str> = course
        .lessons
        .iter()
        .map(|l| l.origin.file.as_str())
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    assert!(files.iter().all(|f| f.starts_with("lessons/")));
    assert!(course.lessons.iter().all(|l| l.origin.embedded));
}

#[test]
fn embedded_texts_all_have_every_language() {
    let course = embedded_course().unwrap();
    for lesson in &course.lessons {
        for text in [&lesson.title, &lesson.summary]
            .into_iter()
            .chain(lesson.steps.iter().map(|s| &s.say))
        {
            assert!(text.missing().is_empty(), "{}: {:?}", lesson.id, text);
        }
    }
    for puzzle in &course.puzzles {
        assert!(puzzle.prompt.missing().is_empty(), "{}", puzzle.id);
    }
}

const TEACHER_LESSON: &str = r#"
format_version = 1
id = "my-corner-lesson"
title = { en = "Corners" }
summary = { en = "Why corners never flip." }

[[step]]
say = { en = "Play d3." }
task = "play"
accept = ["d3"]
"#;

#[test]
fn a_teachers_folder_is_loaded_after_the_embedded_course() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("corners.toml"), TEACHER_LESSON).unwrap();
    let embedded = embedded_course().unwrap();
    let loaded = load_course(&[dir.path().to_path_buf()], &[]);
    assert!(loaded.notices.is_empty() && loaded.skipped.is_empty());
    let course = loaded.course;
    assert_eq!(course.lessons.len(), embedded.lessons.len() + 1);
    let last = course.lessons.last().unwrap();
    assert_eq!(last.id, "my-corner-lesson");
    assert!(!last.origin.embedded);
    // English alone is enough in a teacher's file; other languages fall back to it.
    assert_eq!(last.title.get(reversi_tutor::lang::Lang::Vi), "Corners");
}

#[test]
fn a_teachers_lesson_with_a_built_in_id_replaces_it_with_a_notice_naming_both_files() {
    let embedded = embedded_course().unwrap();
    let taken = &embedded.lessons[0].id;
    let dir = tempfile::tempdir().unwrap();
    let text = TEACHER_LESSON.replace("my-corner-lesson", taken);
    fs::write(dir.path().join("mine.toml"), text).unwrap();
    let loaded = load_course(&[dir.path().to_path_buf()], &[]);
    assert!(loaded.skipped.is_empty(), "{:?}", loaded.skipped);
    // In the built-in lesson's place, not after the others.
    let course = loaded.course;
    assert_eq!(course.lessons.len(), embedded.lessons.len());
    assert_eq!(&course.lessons[0].id, taken);
    assert_eq!(
        course.lessons[0].title.get(reversi_tutor::lang::Lang::En),
        "Corners"
    );
    assert!(!course.lessons[0].origin.embedded);
    let [notice] = loaded.notices.as_slice() else {
        panic!("{:?}", loaded.notices)
    };
    let line = notice.to_string();
    assert!(line.contains("mine.toml"), "{line}");
    assert!(line.contains(&embedded.lessons[0].origin.file), "{line}");
    // check sees the same: a notice, no error.
    let report = check_course(&[dir.path().to_path_buf()], &[], false);
    assert!(report.is_clean(), "{}", report.text());
    assert_eq!(report.notices, loaded.notices);
}

#[test]
fn two_teacher_files_with_one_id_are_an_error_naming_both_paths() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("a.toml"), TEACHER_LESSON).unwrap();
    fs::write(dir.path().join("b.toml"), TEACHER_LESSON).unwrap();
    let loaded = load_course(&[dir.path().to_path_buf()], &[]);
    // The first is loaded; the second is left out with the error.
    let mine: Vec<_> = loaded
        .course
        .lessons
        .iter()
        .filter(|l| l.id == "my-corner-lesson")
        .collect();
    assert_eq!(mine.len(), 1);
    assert!(mine[0].origin.file.ends_with("a.toml"));
    let [skipped] = loaded.skipped.as_slice() else {
        panic!("{:?}", loaded.skipped)
    };
    let b = dir.path().join("b.toml").display().to_string();
    let a = dir.path().join("a.toml").display().to_string();
    assert_eq!(skipped.file, b);
    let message = skipped.errors[0].to_string();
    assert!(message.starts_with(&format!("{b}:3:6: ")), "{message}");
    assert!(
        message.contains(&format!("already used by {a}:3:6")),
        "{message}"
    );
    let report = check_course(&[dir.path().to_path_buf()], &[], false);
    assert_eq!(report.problems, 1, "{}", report.text());
}

#[test]
fn a_broken_teacher_file_is_left_out_and_everything_else_loads() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("good.toml"), TEACHER_LESSON).unwrap();
    let broken = TEACHER_LESSON
        .replace("my-corner-lesson", "broken")
        .replace("\"d3\"", "\"e3\"");
    fs::write(dir.path().join("broken.toml"), broken).unwrap();
    let embedded = embedded_course().unwrap();
    let loaded = load_course(&[dir.path().to_path_buf()], &[]);
    assert_eq!(loaded.course.lessons.len(), embedded.lessons.len() + 1);
    assert!(loaded.course.lesson("my-corner-lesson").is_some());
    assert!(loaded.course.lesson("broken").is_none());
    let [skipped] = loaded.skipped.as_slice() else {
        panic!("{:?}", loaded.skipped)
    };
    assert!(skipped.file.ends_with("broken.toml"));
    assert_eq!(skipped.check.as_deref(), Some(dir.path()));
    assert!(skipped.errors[0].message.contains("`accept` lists e3"));
}

#[test]
fn a_folder_without_lesson_files_is_a_problem_for_check_and_left_out_at_run_time() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("notes.txt"), "not a lesson").unwrap();
    let report = check_course(&[dir.path().to_path_buf()], &[], false);
    assert!(!report.is_clean());
    assert!(
        report.errors[0]
            .message
            .contains("no lesson or puzzle file (*.toml)")
    );
    let loaded = load_course(&[dir.path().to_path_buf()], &[]);
    assert_eq!(loaded.skipped.len(), 1);
    assert_eq!(
        loaded.course.lessons.len(),
        embedded_course().unwrap().lessons.len()
    );
}

/// The complete files (blocks starting with `format_version`) in a README.
fn readme_examples(readme: &str) -> Vec<String> {
    readme
        .split("```toml\n")
        .skip(1)
        .filter_map(|block| block.split("```").next())
        .filter(|block| block.starts_with("format_version"))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_examples_pass_check_in_all_languages() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let mut paths = Vec::new();
    for (folder, kind) in [("lessons", "lesson"), ("puzzles", "puzzle")] {
        let readme = fs::read_to_string(root.join(folder).join("README.md")).unwrap();
        let examples = readme_examples(&readme);
        assert!(
            !examples.is_empty(),
            "no complete example in {folder}/README.md"
        );
        for (i, example) in examples.iter().enumerate() {
            let path = dir.path().join(format!("{kind}-{i}.toml"));
            fs::write(&path, example).unwrap();
            paths.push(path);
        }
    }
    let report = reversi_tutor::course::check_paths(&paths, true);
    assert!(report.is_clean(), "{}", report.text());
    assert_eq!(report.lessons, 1);
    assert_eq!(
        report.puzzles,
        ThemeKind::ALL.len(),
        "one example of every theme"
    );
}

/// The rows of the table under `heading` in a README: each row's cells, trimmed.
fn table_under(readme: &str, heading: &str) -> Vec<Vec<String>> {
    let start = readme
        .find(&format!("\n{heading}\n"))
        .unwrap_or_else(|| panic!("no {heading:?}"));
    readme[start + heading.len() + 2..]
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2) // the header and the |---| line
        .map(|line| {
            line.trim_matches('|')
                .split(" | ")
                .map(|cell| cell.trim().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn the_task_table_of_the_lesson_readme_is_every_task_kind_with_its_description() {
    let readme = include_str!("../lessons/README.md");
    let rows: Vec<(String, String)> = table_under(readme, "### Tasks")
        .into_iter()
        .map(|cells| (cells[0].clone(), cells[1].clone()))
        .collect();
    let kinds: Vec<(String, String)> = TaskKind::ALL
        .iter()
        .map(|k| (format!("`{}`", k.name()), k.describe().to_string()))
        .collect();
    assert_eq!(rows, kinds);
    // The `task` field's row names them too, in the same order.
    let steps = table_under(readme, "## Steps");
    let task_row = steps.iter().find(|cells| cells[0] == "`task`").unwrap();
    let listed: Vec<&str> = task_row[2].split('`').skip(1).step_by(2).collect();
    assert_eq!(listed, TaskKind::names());
}

#[test]
fn the_nudge_table_of_the_lesson_readme_is_every_kind_of_wrong_answer_with_its_field() {
    use reversi_tutor::course::NudgeClass;
    let readme = include_str!("../lessons/README.md");
    let rows = table_under(readme, "### Nudges");
    let kinds: Vec<Vec<String>> = NudgeClass::ALL
        .iter()
        .map(|k| {
            vec![
                format!("`{}`", k.name()),
                k.describe().to_string(),
                format!("`{}`", k.field().unwrap_or("on_wrong")),
            ]
        })
        .collect();
    assert_eq!(rows, kinds);
    // Each field of its own is in the step table too.
    let steps = table_under(readme, "## Steps");
    for kind in NudgeClass::ALL {
        if let Some(field) = kind.field() {
            assert!(
                steps.iter().any(|cells| cells[0] == format!("`{field}`")),
                "{field}"
            );
        }
    }
}

#[test]
fn the_goal_table_of_the_lesson_readme_is_every_goal_with_its_moves() {
    use reversi_tutor::course::goal::Goal;
    let readme = include_str!("../lessons/README.md");
    let rows: Vec<(String, String)> = table_under(readme, "### Goals")
        .into_iter()
        .map(|cells| (cells[0].clone(), cells[1].clone()))
        .collect();
    let goals: Vec<(String, String)> = Goal::ALL
        .iter()
        .map(|g| (format!("`{}`", g.name()), g.describe().to_string()))
        .collect();
    assert_eq!(rows, goals);
}

#[test]
fn the_theme_table_of_the_puzzle_readme_is_every_theme_with_its_goal() {
    let readme = include_str!("../puzzles/README.md");
    let rows: Vec<(String, String)> = table_under(readme, "## Themes")
        .into_iter()
        .map(|cells| (cells[0].clone(), cells[1].clone()))
        .collect();
    let kinds: Vec<(String, String)> = ThemeKind::ALL
        .iter()
        .map(|k| (format!("`{}`", k.name()), k.describe().to_string()))
        .collect();
    assert_eq!(rows, kinds);
}

#[test]
fn the_puzzle_readme_names_the_lesson_each_strategy_theme_is_taught_in() {
    let readme = include_str!("../puzzles/README.md");
    let rows: Vec<(String, String)> =
        table_under(readme, "## Themes and the lessons that teach them")
            .into_iter()
            .map(|cells| (cells[0].clone(), cells[1].clone()))
            .collect();
    let taught: Vec<(String, String)> = ThemeKind::ALL
        .iter()
        .filter_map(|k| Some((format!("`{}`", k.name()), format!("`{}`", k.taught_in()?))))
        .collect();
    assert_eq!(rows, taught);
}

#[test]
fn dots_shuffle_and_find_square_are_kept_in_the_model() {
    let readme = include_str!("../lessons/README.md");
    let example = &readme_examples(readme)[0];
    let mut loader = CourseLoader::new();
    loader.add_file(
        "example.toml",
        example.as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    let course = loader.finish().unwrap();
    let steps = &course.lessons[0].steps;
    let play = steps
        .iter()
        .find(|s| matches!(s.task, Task::Play { .. }))
        .unwrap();
    assert!(play.dots);
    assert!(
        steps.iter().filter(|s| s.dots).count() == 1,
        "dots default to false"
    );
    let choice = steps.iter().find_map(|s| match &s.task {
        Task::Choice { shuffle, .. } => Some(*shuffle),
        _ => None,
    });
    assert_eq!(choice, Some(false));
    let find = steps.iter().find_map(|s| match &s.task {
        Task::FindSquare { answer } => Some(
            answer
                .squares()
                .map(|sq| sq.to_string())
                .collect::<Vec<_>>(),
        ),
        _ => None,
    });
    assert_eq!(find, Some(vec!["d5".to_string()]));
    // Without `shuffle`, choices are shuffled.
    let unshuffled = example.replace("shuffle = false\n", "");
    let mut loader = CourseLoader::new();
    loader.add_file(
        "example.toml",
        unshuffled.as_bytes(),
        false,
        Some(FileKind::Lesson),
    );
    let course = loader.finish().unwrap();
    assert!(
        course.lessons[0]
            .steps
            .iter()
            .any(|s| matches!(s.task, Task::Choice { shuffle: true, .. }))
    );
}

#[test]
fn readme_puzzles_load_with_dots_hidden_for_legal_move_and_the_move_of_predict_flips() {
    let readme = include_str!("../puzzles/README.md");
    let example = &readme_examples(readme)[0];
    let mut loader = CourseLoader::new();
    loader.add_file(
        "example.toml",
        example.as_bytes(),
        false,
        Some(FileKind::Puzzles),
    );
    let course = loader.finish().unwrap();
    let legal = course.puzzle("example-legal").unwrap();
    assert!(!legal.shows_dots());
    assert!(!course.puzzle("example-corner").unwrap().shows_dots());
    let predict = course.puzzle("example-predict").unwrap();
    assert_eq!(
        predict.shown_move().map(|sq| sq.to_string()).as_deref(),
        Some("c5")
    );
    assert_eq!(
        predict.answer_form(),
        reversi_tutor::course::AnswerForm::Discs
    );
    let discs: Vec<String> = predict
        .solution
        .squares()
        .map(|sq| sq.to_string())
        .collect();
    assert_eq!(discs, ["d5", "e5"]);
}
