//! The tests' own language, [`Lang::Qx`]: English with the letters of its words
//! accented (`Lessons` becomes `Ĺéśśóńś`, each letter one column wide, so that
//! every screen keeps its layout; square names such as `a1` stay as they are).
//! It is what CONTRIBUTING's recipe for a new language asks, and nothing more:
//! one line in `src/lang.rs`, a Fluent file (English's, accented, made when the
//! tests run) and the lesson translations (each built-in file's English texts,
//! accented, added to the file as it is embedded). A screen in it that still
//! shows an English word shows a string that comes from neither.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::ftl;
use crate::lang::Lang;

/// The Fluent source of `lang`, if it is the tests' language.
pub fn source(lang: Lang) -> Option<&'static str> {
    static SOURCE: OnceLock<String> = OnceLock::new();
    (lang == Lang::Qx).then(|| {
        SOURCE
            .get_or_init(|| accented(ftl::source(Lang::En)))
            .as_str()
    })
}

/// `text` with the letters of its words accented, and as they are: square
/// names (`a1`), command-line flags (`--save`), names of files and commands
/// (`game.txt`, `reversi-tutor`) and escapes (`\n`).
pub fn accented_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for chunk in text.split_inclusive(char::is_whitespace) {
        let word = chunk.trim_end_matches(|c: char| c.is_whitespace() || ".,;:!?)".contains(c));
        let name = word.starts_with('-')
            || word.contains(['/', '_', '=', '.'])
            || word.contains("reversi-tutor")
            || is_square(word.trim_matches(|c: char| !c.is_alphanumeric()));
        if name {
            out.push_str(chunk);
        } else {
            // A letter after a backslash is an escape of the file, such as `\n`.
            let mut escaped = false;
            for c in chunk.chars() {
                out.push(if escaped { c } else { accent(c) });
                escaped = c == '\\' && !escaped;
            }
        }
    }
    out
}

/// Whether `word` is a square's name, such as `d3`.
fn is_square(word: &str) -> bool {
    let mut chars = word.chars();
    matches!(
        (chars.next(), chars.next(), chars.next()),
        (Some('a'..='h'), Some('1'..='8'), None)
    )
}

/// `letter` with an accent, if it has one here: one column wide, like the letter.
pub fn accent(letter: char) -> char {
    const PLAIN: &str = "aeiouycghjklnrstwzAEIOUYCGHJKLNRSTWZ";
    const ACCENTED: &str = "áéíóúýćĝĥĵķĺńŕśţŵźÁÉÍÓÚÝĆĜĤĴĶĹŃŔŚŢŴŹ";
    PLAIN
        .chars()
        .position(|c| c == letter)
        .and_then(|at| ACCENTED.chars().nth(at))
        .unwrap_or(letter)
}

/// A built-in file's `bytes` with its translation into the tests' language
/// ([`translated_file`]), kept for the life of the tests.
pub fn translated_bytes(bytes: &'static [u8]) -> &'static [u8] {
    type Files = Mutex<HashMap<usize, &'static [u8]>>;
    static FILES: OnceLock<Files> = OnceLock::new();
    let Ok(text) = std::str::from_utf8(bytes) else {
        return bytes;
    };
    let files = FILES.get_or_init(Files::default);
    let mut files = files
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    files
        .entry(bytes.as_ptr() as usize)
        .or_insert_with(|| Box::leak(translated_file(text).into_bytes().into_boxed_slice()))
}

/// A built-in file's `text` with its translation into the tests' language.
pub fn translated_text(text: &'static str) -> &'static str {
    std::str::from_utf8(translated_bytes(text.as_bytes())).unwrap_or(text)
}

/// Lesson or puzzle file `toml` with its translation into the tests' language:
/// after each English text (`en = "..."`, on a line of its own or in an inline
/// table), the same text accented as `qx`. A text written otherwise (a
/// multi-line `"""` string) gets none, and the built-in course then fails to
/// load in the tests with a `qx` missing at its line.
pub fn translated_file(toml: &str) -> String {
    let mut out = String::with_capacity(toml.len() * 2);
    for line in toml.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let mut rest = body;
        let mut added_lines = String::new();
        while let Some(at) = english_key(rest) {
            let start = at + "en = \"".len();
            let Some(len) = string_len(&rest[start..]) else {
                break;
            };
            let english = accented_text(&rest[start..start + len]);
            let before = &rest[..at];
            out.push_str(&rest[..start + len + 1]);
            if std::ptr::eq(rest, body) && before.trim().is_empty() {
                added_lines.push_str(&format!("\n{before}qx = \"{english}\""));
            } else {
                out.push_str(&format!(", qx = \"{english}\""));
            }
            rest = &rest[start + len + 1..];
        }
        out.push_str(rest);
        out.push_str(&added_lines);
        out.push_str(end);
    }
    out
}

/// Where the next English text of `line` starts: the key `en` alone, not the
/// end of a longer key such as `hidden`.
fn english_key(line: &str) -> Option<usize> {
    line.match_indices("en = \"").map(|(at, _)| at).find(|&at| {
        line[..at]
            .chars()
            .next_back()
            .is_none_or(|c| c == ' ' || c == '{' || c == ',')
    })
}

/// The length of a TOML basic string's content, up to its closing quote.
fn string_len(from_content: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in from_content.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return Some(i),
            _ => escaped = false,
        }
    }
    None
}

/// Fluent source `english` with the letters of its text accented: ids,
/// variables, selector keys and comments stay as they are.
fn accented(english: &str) -> String {
    let Ok(mut resource) = fluent_syntax::parser::parse(english.to_string()) else {
        return String::new();
    };
    for entry in &mut resource.body {
        match entry {
            Entry::Message(message) => {
                if let Some(value) = &mut message.value {
                    accent_pattern(value);
                }
                for attribute in &mut message.attributes {
                    accent_pattern(&mut attribute.value);
                }
            }
            Entry::Term(term) => {
                accent_pattern(&mut term.value);
                for attribute in &mut term.attributes {
                    accent_pattern(&mut attribute.value);
                }
            }
            _ => {}
        }
    }
    fluent_syntax::serializer::serialize(&resource)
}

fn accent_pattern(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => *value = accented_text(value),
            PatternElement::Placeable { expression } => accent_expression(expression),
        }
    }
}

fn accent_expression(expression: &mut Expression<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                accent_pattern(&mut variant.value);
            }
        }
        Expression::Inline(inline) => accent_inline(inline),
    }
}

/// A placeable inside a placeable; a string literal stays as it is (its
/// escapes, such as `\u00A0`, hold letters that are not words).
fn accent_inline(inline: &mut InlineExpression<String>) {
    if let InlineExpression::Placeable { expression } = inline {
        accent_expression(expression);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;
    use crate::app::{Arrow, Msg, Overrides, Tutor};
    use crate::course::load_course;
    use crate::learner::Progress;
    use crate::runner::Command;
    use crate::ui::event_loop::draw;

    #[test]
    fn a_lesson_file_gets_each_english_text_accented_as_its_translation() {
        let file = "title = { en = \"The first move\", id = \"Langkah\" }\n\
                    hidden = \"x\"\n[step.say]\n  en = \"Black plays d3, then \\\"a1\\\".\"\n";
        assert_eq!(
            translated_file(file),
            "title = { en = \"The first move\", qx = \"Ţĥé fíŕśţ móvé\", id = \"Langkah\" }\n\
             hidden = \"x\"\n[step.say]\n  en = \"Black plays d3, then \\\"a1\\\".\"\n  \
             qx = \"Bĺáćķ pĺáýś d3, ţĥéń \\\"a1\\\".\"\n"
        );
    }

    /// The text of the tutor's screen at 100×30.
    fn screen(app: &Tutor) -> String {
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).expect("a test terminal");
        draw(&mut terminal, app).expect("drawn");
        let buffer = terminal.backend().buffer();
        let mut text = String::new();
        for y in 0..buffer.area.height {
            for x in 0..buffer.area.width {
                text.push_str(buffer[(x, y)].symbol());
            }
            text.push('\n');
        }
        text
    }

    /// The settings' place on the home screen's menu.
    const SETTINGS: usize = 4;

    /// Every screen the walk reaches, in `lang`: the home screen, each entry of
    /// its menu with its key list, the first steps of a lesson, a puzzle.
    fn walk(lang: Lang) -> Vec<(String, String)> {
        let course = load_course(&[], &[]).course;
        let overrides = Overrides {
            lang: Some(lang),
            no_animation: true,
            ..Overrides::default()
        };
        let new = || Tutor::new(course.clone(), Progress::default(), None, overrides);
        let mut shots = Vec::new();
        let mut shoot = |name: String, app: &Tutor| shots.push((name, screen(app)));
        let app = new();
        shoot("home".into(), &app);
        for entry in 0..7 {
            let mut app = new();
            for _ in 0..entry {
                app.send(Msg::Arrow(Arrow::Down));
            }
            app.send(Msg::Enter);
            shoot(format!("home entry {entry}"), &app);
            // Enter on the settings' first line would change the language.
            if entry != SETTINGS {
                app.send(Msg::Enter);
            }
            shoot(format!("home entry {entry}, then Enter"), &app);
            app.send(Msg::Command(Command::Help));
            shoot(format!("home entry {entry}, then Enter, then ?"), &app);
        }
        for lesson in [0, 2, 9] {
            let mut app = new();
            app.open_lesson(lesson);
            for step in 0..4 {
                shoot(format!("lesson {lesson} step {step}"), &app);
                app.send(Msg::Enter);
            }
        }
        shots
    }

    /// The words any screen may show in any language: the program's name, the
    /// keys' names, the languages' own names, and each glossary word in the
    /// other languages (the glossary names them).
    fn names() -> BTreeSet<String> {
        let mut names: BTreeSet<String> = [
            "reversi",
            "tutor",
            // The keys, named as they are printed on the keyboard.
            "Esc",
            "Enter",
            "Backspace",
            "Space",
            "PgUp",
            "PgDn",
            "Tab",
            "Home",
            "End",
            "Ctrl",
        ]
        .map(String::from)
        .into();
        for lang in Lang::ALL {
            names.extend(words(lang.native_name()));
        }
        let course = load_course(&[], &[]).course;
        let glossary = crate::course::glossary::built_in(&course).expect("the glossary");
        for term in &glossary.terms {
            for lang in Lang::ALL.into_iter().filter(|lang| *lang != Lang::Qx) {
                names.extend(words(term.name.get(lang)));
            }
        }
        names
    }

    /// The words of `text`, a command-line flag (`--save`) left out.
    fn words(text: &str) -> Vec<String> {
        text.split_whitespace()
            .filter(|chunk| !chunk.trim_start_matches('(').starts_with("--"))
            .flat_map(|chunk| chunk.split(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().count() >= 2)
            .map(String::from)
            .collect()
    }

    /// A word in plain English letters: a word the tests' language would have
    /// accented.
    fn english_looking(word: &str) -> bool {
        word.is_ascii() && word.chars().any(|c| accent(c) != c)
    }

    #[test]
    fn every_screen_in_the_tests_language_speaks_it_with_no_english_word_left() {
        let names = names();
        let mut leaks = Vec::new();
        for (name, text) in walk(Lang::Qx) {
            let left: BTreeSet<String> = words(&text)
                .into_iter()
                .filter(|w| english_looking(w) && !names.contains(w))
                .collect();
            if !left.is_empty() {
                leaks.push(format!("{name}: {left:?}\n{text}"));
            }
        }
        assert!(
            leaks.is_empty(),
            "English words left:\n{}",
            leaks.join("\n")
        );
    }

    #[test]
    fn the_walk_reaches_screens_full_of_english_words_in_english() {
        let english: usize = walk(Lang::En)
            .iter()
            .map(|(_, text)| words(text).iter().filter(|w| english_looking(w)).count())
            .sum();
        assert!(english > 1000, "{english}");
    }
}
