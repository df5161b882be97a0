//! The embedded course: every lesson and puzzle file passes `check`, and the
//! course loads with teachers' folders after it.

use std::fs;
use std::path::PathBuf;

use reversi_tutor::course::{check_course, embedded_course, load_course};

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
    let course = load_course(&[dir.path().to_path_buf()], &[]).unwrap();
    assert_eq!(course.lessons.len(), embedded.lessons.len() + 1);
    let last = course.lessons.last().unwrap();
    assert_eq!(last.id, "my-corner-lesson");
    assert!(!last.origin.embedded);
    // English alone is enough in a teacher's file; other languages fall back to it.
    assert_eq!(last.title.get(reversi_tutor::lang::Lang::Vi), "Corners");
}

#[test]
fn a_teachers_file_reusing_an_embedded_id_names_both_files() {
    let embedded = embedded_course().unwrap();
    let taken = &embedded.lessons[0].id;
    let dir = tempfile::tempdir().unwrap();
    let text = TEACHER_LESSON.replace("my-corner-lesson", taken);
    fs::write(dir.path().join("mine.toml"), text).unwrap();
    let errors = load_course(&[dir.path().to_path_buf()], &[]).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors}");
    let message = errors.to_string();
    assert!(message.contains("mine.toml:3:6"), "{message}");
    assert!(
        message.contains(&embedded.lessons[0].origin.file),
        "{message}"
    );
    assert!(message.contains("already used"), "{message}");
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
    assert_eq!(report.puzzles, 9);
}
