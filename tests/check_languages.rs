//! The languages `check` asks of a teacher's texts: a file may declare them
//! (`languages = ["en", "id"]`) and is then asked for those and no other; a
//! puzzle file gets the same translation warnings as a lesson, with line and
//! column; `--all-languages` makes a missing one an error.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/languages")
        .join(name)
}

fn check(args: &[&str]) -> (Option<i32>, Vec<String>) {
    let out: Output = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .arg("check")
        .args(args)
        .env("LANGUAGE", "en")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    (
        out.status.code(),
        stdout.lines().map(str::to_string).collect(),
    )
}

/// `name` from the fixtures, changed by `edit`, written to a new folder.
fn edited(name: &str, edit: impl Fn(&str) -> String) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture(name)).unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, edit(&text)).unwrap();
    (dir, path.display().to_string())
}

/// The line (from 1) of the first line of `text` that starts with `start`.
fn line_of(text: &str, start: &str, after: usize) -> usize {
    text.lines()
        .enumerate()
        .skip(after)
        .find(|(_, line)| line.starts_with(start))
        .map(|(i, _)| i + 1)
        .unwrap()
}

#[test]
fn files_that_declare_en_and_id_have_no_warning_without_vi() {
    let folder = fixture("");
    for all in [false, true] {
        let mut args = vec![folder.to_str().unwrap()];
        if all {
            args.insert(0, "--all-languages");
        }
        let (status, lines) = check(&args);
        assert_eq!(status, Some(0), "{lines:#?}");
        assert_eq!(
            lines,
            ["1 lesson, 2 puzzles, 0 errors, 0 warnings"],
            "--all-languages: {all}"
        );
    }
}

#[test]
fn without_the_declaration_every_text_without_vi_is_a_warning_in_lessons_and_puzzles() {
    let drop_declaration = |text: &str| text.replace("languages = [\"en\", \"id\"]\n", "");
    let (_puzzles, file) = edited("corner-en-id.toml", drop_declaration);
    let text = std::fs::read_to_string(&file).unwrap();
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(0), "{lines:#?}");
    let prompt = line_of(&text, "[puzzle.prompt]", 0);
    let hint = line_of(&text, "[puzzle.hint]", 0);
    assert_eq!(
        &lines[..2],
        [
            format!(
                "{file}:{prompt}:1: warning[missing-translation]: puzzle class-corner-001: `prompt` has no vi (Tiếng Việt) text: a learner reading it sees the English here; add vi"
            ),
            format!(
                "{file}:{hint}:1: warning[missing-translation]: puzzle class-corner-001: `hint` has no vi (Tiếng Việt) text: a learner reading it sees the English here; add vi"
            ),
        ]
    );
    assert_eq!(
        lines.last().unwrap(),
        "0 lessons, 2 puzzles, 0 errors, 4 warnings"
    );
    // --all-languages: the same texts are errors.
    let (status, lines) = check(&["--all-languages", &file]);
    assert_eq!(status, Some(1));
    assert!(
        lines[0].starts_with(&format!(
            "{file}:{prompt}:1: error[missing-translation]: puzzle class-corner-001: `prompt` has no vi (Tiếng Việt) text"
        )),
        "{lines:#?}"
    );
    assert_eq!(
        lines.last().unwrap(),
        "0 lessons, 2 puzzles, 4 errors, 0 warnings"
    );
    // A lesson alike: one warning for each text, title and summary included.
    let (_lessons, file) = edited("first-move-en-id.toml", drop_declaration);
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(0), "{lines:#?}");
    let missing = lines
        .iter()
        .filter(|l| l.contains(": warning[missing-translation]: "))
        .count();
    let texts = std::fs::read_to_string(&file)
        .unwrap()
        .matches("en = ")
        .count();
    assert_eq!(missing, texts, "{lines:#?}");
    assert_eq!(lines.len(), texts + 1, "{lines:#?}");
}

#[test]
fn a_declared_language_missing_from_a_text_is_a_warning_or_with_all_languages_an_error() {
    let drop_one = |text: &str| {
        let at = text.find("\nid = \"Perhatikan").unwrap();
        let end = text[at + 1..].find('\n').unwrap() + at + 1;
        format!("{}{}", &text[..at], &text[end..])
    };
    let (_dir, file) = edited("corner-en-id.toml", drop_one);
    let text = std::fs::read_to_string(&file).unwrap();
    let hint = line_of(&text, "[puzzle.hint]", 0);
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(0));
    assert_eq!(
        lines,
        [
            format!(
                "{file}:{hint}:1: warning[missing-translation]: puzzle class-corner-001: `hint` has no id (Bahasa Indonesia) text: a learner reading it sees the English here; add id"
            ),
            "0 lessons, 2 puzzles, 0 errors, 1 warning".to_string(),
        ]
    );
    let (status, lines) = check(&["--all-languages", &file]);
    assert_eq!(status, Some(1));
    assert_eq!(
        lines[0],
        format!(
            "{file}:{hint}:1: error[missing-translation]: puzzle class-corner-001: `hint` has no id (Bahasa Indonesia) text: this file's `languages` asks every text for en and id"
        )
    );
}

#[test]
fn a_declared_list_with_an_unknown_language_or_without_english_is_an_error() {
    let (_dir, file) = edited("corner-en-id.toml", |text| {
        text.replace(
            "languages = [\"en\", \"id\"]",
            "languages = [\"en\", \"fr\", \"vn\"]",
        )
    });
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(1));
    assert_eq!(
        lines[0],
        format!(
            "{file}:4:20: error[unknown-language]: `languages`: `fr` is not a language of reversi-tutor (the languages are: en (English), id (Bahasa Indonesia), vi (Tiếng Việt))"
        )
    );
    assert!(lines[1].starts_with(&format!(
        "{file}:4:26: error[unknown-language]: `languages`: `vn`"
    )));
    let (_dir, file) = edited("corner-en-id.toml", |text| {
        text.replace(
            "languages = [\"en\", \"id\"]",
            "languages = [\"id\", \"id\"]",
        )
    });
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(1));
    assert_eq!(
        lines[0],
        format!(
            "{file}:4:20: error[language-twice]: `languages` lists `id` twice: name each language once"
        )
    );
    let (_dir, file) = edited("first-move-en-id.toml", |text| {
        text.replace("languages = [\"en\", \"id\"]", "languages = [\"id\"]")
    });
    let (status, lines) = check(&[&file]);
    assert_eq!(status, Some(1));
    assert!(
        lines[0].starts_with(&format!(
            "{file}:4:13: error[languages-without-english]: `languages` leaves out `en`"
        )),
        "{lines:#?}"
    );
}

/// `check --lang LANG` on files of the broken fixtures.
fn check_in(lang: &str, files: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let paths: Vec<String> = files
        .iter()
        .map(|file| root.join(file).display().to_string())
        .collect();
    let mut args = vec!["--lang", lang];
    args.extend(paths.iter().map(String::as_str));
    let (status, lines) = check(&args);
    assert_eq!(status, Some(1), "{lines:#?}");
    let root = format!("{}/", root.display());
    lines.iter().map(|line| line.replace(&root, "")).collect()
}

#[test]
fn check_lang_id_speaks_indonesian_frame_and_messages() {
    let lines = check_in(
        "id",
        &[
            "lessons/illegal-accept.toml",
            "lessons/unknown-task.toml",
            "lessons/unknown-field.toml",
        ],
    );
    assert_eq!(
        lines[0],
        "lessons/illegal-accept.toml:9:17: kesalahan[illegal-accept]: tahap 1: `accept` memuat e3, padahal itu bukan langkah sah untuk hitam di sini (langkah sah: d3, c4, f5, e6)"
    );
    assert_eq!(
        lines[1],
        "lessons/unknown-task.toml:8:8: kesalahan[unknown-task]: tahap 1: task \"plya\" tidak dikenal (mungkin maksudnya \"play\"?); daftar task: play, any-legal, all-legal, predict-flips, pass, outcome, choice, find-square, game (hapus `task` untuk tahap yang hanya dibaca)"
    );
    assert!(
        lines[2].starts_with(
            "lessons/unknown-field.toml:10:1: kesalahan[unknown-field]: tahap 1: `acept` bukan kunci yang dikenal di sini; mungkin maksudnya `accept`? (kunci di sini: say, position,"
        ),
        "{lines:#?}"
    );
    assert_eq!(
        lines.last().unwrap(),
        "3 pelajaran, 0 teka-teki, 3 kesalahan, 0 peringatan"
    );
    // Warnings too, in a puzzle file.
    let (_dir, file) = edited("corner-en-id.toml", |text| {
        text.replace("languages = [\"en\", \"id\"]\n", "")
    });
    let (status, lines) = check(&["--lang", "id", &file]);
    assert_eq!(status, Some(0));
    assert!(
        lines[0].ends_with(": peringatan[missing-translation]: teka-teki class-corner-001: `prompt` belum punya teks vi (Tiếng Việt): murid yang memilih bahasa itu membaca teks bahasa Inggris di sini; tambahkan vi"),
        "{lines:#?}"
    );
    assert_eq!(
        lines.last().unwrap(),
        "0 pelajaran, 2 teka-teki, 0 kesalahan, 4 peringatan"
    );
}

#[test]
fn check_lang_vi_speaks_vietnamese() {
    let lines = check_in(
        "vi",
        &["lessons/missing-english.toml", "lessons/wrong-flips.toml"],
    );
    assert_eq!(
        lines,
        [
            "lessons/missing-english.toml:7:7: lỗi[missing-english]: bước 1: `say` chưa có bản tiếng Anh: hãy thêm en = \"...\" (bắt buộc phải có tiếng Anh)",
            "lessons/wrong-flips.toml:11:10: lỗi[wrong-flips]: bước 1: `answer` không khớp với các quân mà e6 lật: còn thiếu d5; không được ghi d4 (e6 lật d5, e5)",
            "2 bài học, 0 câu đố, 2 lỗi, 0 cảnh báo",
        ]
    );
}

#[test]
fn check_json_keeps_its_keys_and_codes_and_carries_the_message_in_the_language() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lessons/illegal-accept.toml");
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["check", "--json", "--lang", "vi"])
        .arg(&file)
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let error = &report["errors"][0];
    assert_eq!(error["code"], "illegal-accept");
    assert_eq!(error["step"], 1);
    assert_eq!(
        error["message"],
        "`accept` có e3, nhưng đó không phải nước hợp lệ của bên đen ở đây (các nước hợp lệ: d3, c4, f5, e6)"
    );
}
