//! From the bytes of a file to raw lesson and puzzle structs: the size and nesting
//! guards, TOML syntax errors, and deserialization that keeps going after a bad
//! field so that every problem in a file is reported, not just the first.

use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::Spanned;
use toml::de::{DeTable, DeValue, ValueDeserializer};

use super::codes::Code;
use super::error::{CourseError, Place, Problems, Said};
use super::raw::{RawLesson, RawPuzzleFile, RawStep};

/// The largest lesson or puzzle file read (1 MiB).
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// The deepest nesting of `[` and `{` accepted; real files need four levels.
const MAX_NESTING: usize = 16;
/// The file format this version reads.
pub const FORMAT_VERSION: i64 = 1;
/// How many unreadable fields of one step or puzzle are reported before giving up on it.
const MAX_REREADS: usize = 32;

/// What a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// One lesson (`[[step]]` tables).
    Lesson,
    /// Puzzles (`[[puzzle]]` tables).
    Puzzles,
}

impl FileKind {
    /// `lesson` or `puzzle file`.
    pub const fn name(self) -> &'static str {
        match self {
            FileKind::Lesson => "lesson",
            FileKind::Puzzles => "puzzle file",
        }
    }
}

/// The text of a file, once it is known to be small enough and UTF-8.
pub(crate) fn text_of<'b>(file: &str, bytes: &'b [u8]) -> Result<&'b str, Box<CourseError>> {
    let refuse = |code: Code, message: String, args: Vec<String>| {
        Box::new(CourseError::of_file(file, code, message).with_args(args))
    };
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refuse(
            Code::FileTooLarge,
            format!(
                "the file is {} bytes; lesson and puzzle files may be at most {MAX_FILE_BYTES} bytes (1 MiB): split it into several files",
                bytes.len()
            ),
            vec![bytes.len().to_string(), MAX_FILE_BYTES.to_string()],
        ));
    }
    std::str::from_utf8(bytes).map_err(|e| {
        let valid = &bytes[..e.valid_up_to()];
        // The prefix is valid UTF-8 by construction.
        let before = std::str::from_utf8(valid).unwrap_or("");
        let mut error = refuse(
            Code::NotUtf8,
            "the file is not UTF-8 text: save it as UTF-8 in your editor".to_string(),
            Vec::new(),
        );
        error.location = Some(super::error::Location::of_offset(before, before.len()));
        error
    })
}

/// Parses the TOML document, reporting every syntax error; `None` when there was any.
pub(crate) fn parse_document<'t>(problems: &mut Problems<'t>) -> Option<Spanned<DeTable<'t>>> {
    let text = problems.text;
    if let Some(offset) = too_deep(text) {
        problems.said_at_offset(
            offset,
            Said::new(
                Code::NestingTooDeep,
                format!(
                    "the brackets here nest more than {MAX_NESTING} levels deep; lesson and puzzle files need only a few levels"
                ),
            )
            .with_args(vec![MAX_NESTING.to_string()]),
        );
        return None;
    }
    let (table, errors) = DeTable::parse_recoverable(text);
    if errors.is_empty() {
        return Some(table);
    }
    let mut reported = Vec::new();
    for error in errors {
        // One mistake can upset the parser twice at the same place: report it once.
        let start = error.span().map(|span| span.start);
        if reported.contains(&start) {
            continue;
        }
        reported.push(start);
        let detail = error.message().trim_end();
        let mut message = format!("TOML syntax: {detail}");
        let duplicate = detail.ends_with("duplicate key");
        if duplicate {
            message.push_str(
                ": this field is already set above in the same table (each step or puzzle starts with [[step]] or [[puzzle]], with two brackets)",
            );
        }
        let said = Said::new(Code::TomlSyntax, message).with_args(vec![
            detail.to_string(),
            if duplicate { "duplicate" } else { "" }.to_string(),
        ]);
        match error.span() {
            Some(span) => problems.said_at(&span, said),
            None => problems.said_whole_file(said),
        }
    }
    None
}

/// The byte offset where brackets first nest deeper than [`MAX_NESTING`], skipping
/// strings and comments; `None` when the file stays within it.
fn too_deep(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            quote @ (b'"' | b'\'') => i = skip_string(bytes, i, quote),
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The index of the last byte of the string starting at `start` (or the end of
/// the text when it is not closed).
fn skip_string(bytes: &[u8], start: usize, quote: u8) -> usize {
    let escapes = quote == b'"';
    let triple = bytes.get(start..start + 3) == Some(&[quote, quote, quote][..]);
    let mut i = if triple { start + 3 } else { start + 1 };
    while i < bytes.len() {
        let b = bytes[i];
        if escapes && b == b'\\' {
            i += 2;
            continue;
        }
        if triple {
            if bytes.get(i..i + 3) == Some(&[quote, quote, quote][..]) {
                return i + 2;
            }
        } else if b == quote || b == b'\n' {
            return i;
        }
        i += 1;
    }
    bytes.len()
}

/// Decides what a document holds: by its tables (`[[step]]` or `[[puzzle]]`), else by
/// `hint` (the folder it came from).
pub(crate) fn kind_of(
    problems: &mut Problems<'_>,
    table: &DeTable<'_>,
    hint: Option<FileKind>,
) -> Option<FileKind> {
    match (table.contains_key("step"), table.contains_key("puzzle")) {
        (true, false) => Some(FileKind::Lesson),
        (false, true) => Some(FileKind::Puzzles),
        (true, true) => {
            problems.at_offset(
                0, Code::StepsAndPuzzles,
                "the file has both [[step]] and [[puzzle]] tables: a lesson file holds steps and a puzzle file holds puzzles; split it in two",
            );
            None
        }
        (false, false) => {
            if hint.is_none() {
                problems.at_offset(
                    0, Code::UnknownFileKind,
                    "cannot tell whether this is a lesson or a puzzle file: a lesson has [[step]] tables, a puzzle file has [[puzzle]] tables",
                );
            }
            hint
        }
    }
}

/// The paths (`say`, `say.en`, `position`) of entries dropped from an item because
/// they could not be read; their problem has been reported already.
#[derive(Debug, Default)]
pub(crate) struct Dropped(Vec<String>);

impl Dropped {
    /// Whether the entry at `path` was dropped (so "missing" would repeat a problem).
    pub fn contains(&self, path: &str) -> bool {
        self.0.iter().any(|p| p == path)
    }
}

/// A lesson file read into raw structs, with what was dropped from each part.
pub(crate) struct LessonParts {
    /// The lesson's own fields (its `step` list is empty: see `steps`).
    pub head: Option<RawLesson>,
    /// Dropped entries of the lesson's own fields.
    pub head_dropped: Dropped,
    /// Each step (`None` when it was not a table at all), with its place and dropped entries.
    pub steps: Vec<(Range<usize>, Option<RawStep>, Dropped)>,
}

/// Reads a lesson document into raw structs, reporting every field that cannot be read.
pub(crate) fn lesson_parts(
    problems: &mut Problems<'_>,
    document: Spanned<DeTable<'_>>,
) -> LessonParts {
    let span = document.span();
    let mut table = document.into_inner();
    let steps = take_array(problems, &mut table, "step");
    let (head, head_dropped) =
        read_item::<RawLesson>(problems, Spanned::new(span, DeValue::Table(table)));
    let steps = steps
        .into_iter()
        .enumerate()
        .map(|(i, step)| {
            problems.place = Place::Step(i + 1);
            let span = step.span();
            let (raw, dropped) = read_item::<RawStep>(problems, step);
            (span, raw, dropped)
        })
        .collect();
    problems.place = Place::File;
    LessonParts {
        head,
        head_dropped,
        steps,
    }
}

/// A puzzle file read into raw structs: the file's own fields, then each puzzle's table.
pub(crate) struct PuzzleParts<'t> {
    /// The file's own fields (its `puzzle` list is empty: see `puzzles`).
    pub head: Option<RawPuzzleFile>,
    /// Each `[[puzzle]]` table, still to be read one by one.
    pub puzzles: Vec<Spanned<DeValue<'t>>>,
}

/// Splits a puzzle document into its own fields and its puzzles.
pub(crate) fn puzzle_parts<'t>(
    problems: &mut Problems<'_>,
    document: Spanned<DeTable<'t>>,
) -> PuzzleParts<'t> {
    let span = document.span();
    let mut table = document.into_inner();
    let puzzles = take_array(problems, &mut table, "puzzle");
    let (head, _) = read_item::<RawPuzzleFile>(problems, Spanned::new(span, DeValue::Table(table)));
    PuzzleParts { head, puzzles }
}

/// Removes the array of tables `key` from `table` and returns its elements.
pub(crate) fn take_array<'t>(
    problems: &mut Problems<'_>,
    table: &mut DeTable<'t>,
    key: &str,
) -> Vec<Spanned<DeValue<'t>>> {
    let Some(value) = table.remove(key) else {
        return Vec::new();
    };
    let span = value.span();
    match value.into_inner() {
        DeValue::Array(items) => items.into_iter().collect(),
        DeValue::Table(_) => {
            problems.said_at(
                &span,
                Said::new(
                    Code::SingleBrackets,
                    format!("write [[{key}]] with two brackets: each {key} is one entry in a list"),
                )
                .with_args(vec![key.to_string()]),
            );
            Vec::new()
        }
        other => {
            problems.said_at(
                &span,
                Said::new(
                    Code::NotATableList,
                    format!(
                        "`{key}` must be a list of [[{key}]] tables, not a {}",
                        other.type_str()
                    ),
                )
                .with_args(vec![key.to_string(), other.type_str().to_string()]),
            );
            Vec::new()
        }
    }
}

/// Deserializes one item (a lesson's fields, a step, a puzzle). When a field cannot be
/// read, its problem is reported, the field is dropped and the item is read again,
/// so that every bad field is found.
pub(crate) fn read_item<T: DeserializeOwned>(
    problems: &mut Problems<'_>,
    mut item: Spanned<DeValue<'_>>,
) -> (Option<T>, Dropped) {
    let mut dropped = Dropped::default();
    loop {
        if dropped.0.len() >= MAX_REREADS {
            problems.said_at(
                &item.span(),
                Said::new(
                    Code::TooManyUnreadable,
                    format!("more than {MAX_REREADS} fields here cannot be read: fix these first and check again"),
                )
                .with_args(vec![MAX_REREADS.to_string()]),
            );
            return (None, dropped);
        }
        let error = match T::deserialize(ValueDeserializer::from(item.clone())) {
            Ok(value) => return (Some(value), dropped),
            Err(error) => error,
        };
        let span = error.span().unwrap_or_else(|| item.span());
        let Some(path) = drop_entry_at(item.get_mut(), span.start, &mut Vec::new()) else {
            let said = moved_into_table::<T>(error.message(), None)
                .unwrap_or_else(|| explain_serde(error.message(), None));
            problems.said_at(&span, said);
            return (None, dropped);
        };
        let said = moved_into_table::<T>(error.message(), Some(&path))
            .unwrap_or_else(|| explain_serde(error.message(), Some(&path)));
        problems.said_at(&span, said);
        dropped.0.push(path.join("."));
    }
}

/// Removes the innermost table entry or list element containing byte `offset` and
/// returns its path; `None` when no entry contains it.
fn drop_entry_at(
    value: &mut DeValue<'_>,
    offset: usize,
    path: &mut Vec<String>,
) -> Option<Vec<String>> {
    let inside = |span: Range<usize>| span.start <= offset && offset < span.end.max(span.start + 1);
    match value {
        DeValue::Table(table) => {
            let key = table
                .iter()
                .find(|(k, v)| inside(k.span()) || inside(v.span()))
                .map(|(k, _)| k.get_ref().to_string())?;
            path.push(key.clone());
            if let Some(entry) = table.get_mut(key.as_str())
                && let Some(deeper) = drop_entry_at(entry.get_mut(), offset, path)
            {
                return Some(deeper);
            }
            table.remove(key.as_str());
            Some(path.clone())
        }
        DeValue::Array(items) => {
            let index = items.iter().position(|v| inside(v.span()))?;
            path.push(index.to_string());
            if let Some(deeper) = drop_entry_at(items.as_mut()[index].get_mut(), offset, path) {
                return Some(deeper);
            }
            let kept: Vec<_> = std::mem::replace(items, std::iter::empty().collect())
                .into_iter()
                .enumerate()
                .filter(|(i, _)| *i != index)
                .map(|(_, v)| v)
                .collect();
            *items = kept.into_iter().collect();
            Some(path.clone())
        }
        _ => None,
    }
}

/// When `message` says a field of the item `T` (a step, a puzzle) is unknown
/// in a table inside the item, the words that say why: the field was written
/// below a header such as `[step.position]` (a sandbox export pasted into the
/// middle of a step, say), and a table takes every key after its header, up
/// to the next one. `path` is where the field was, when it is known.
fn moved_into_table<T: DeserializeOwned>(message: &str, path: Option<&[String]>) -> Option<Said> {
    let rest = message.strip_prefix("unknown field `")?;
    let (name, expected) = rest.split_once('`')?;
    let expected = fields_listed(expected);
    let known = item_fields::<T>();
    let fields: Vec<&str> = known.iter().map(String::as_str).collect();
    if !fields.contains(&name) || expected.contains(&name) || expected == fields {
        return None;
    }
    let item = match std::any::type_name::<T>().ends_with("RawPuzzle") {
        true => "puzzle",
        false => "step",
    };
    let table = match path {
        Some([.., table, _]) if table.parse::<usize>().is_err() => table.as_str(),
        _ if expected.contains(&"to_move") => "position",
        _ => "…",
    };
    let message = format!(
        "`{name}` belongs to the {item}, but it is written below the [{item}.{table}] header, \
         so it went into that table (a table takes every key after its header, up to the \
         next [...] line): move the {item}'s keys that follow [{item}.{table}] above it"
    );
    Some(Said::new(Code::KeyBelowTable, message).with_args(vec![
        name.to_string(),
        item.to_string(),
        table.to_string(),
    ]))
}

/// The fields of the item `T`, as serde names them when it meets a field it
/// does not know: asked about a key no item has.
pub(crate) fn item_fields<T: DeserializeOwned>() -> Vec<String> {
    let probe: toml::Table = [("\u{1}".to_string(), toml::Value::Integer(0))]
        .into_iter()
        .collect();
    match T::deserialize(toml::Value::Table(probe)) {
        Ok(_) => Vec::new(),
        Err(error) => fields_listed(&error.to_string())
            .into_iter()
            .map(str::to_string)
            .collect(),
    }
}

/// The names in backquotes of a serde message's list (`a`, `b` or `c`).
fn fields_listed(list: &str) -> Vec<&str> {
    list.split('`').skip(1).step_by(2).collect()
}

/// A serde error in a teacher's words: unknown fields get a suggestion, type errors
/// name the field.
fn explain_serde(message: &str, path: Option<&[String]>) -> Said {
    let field = path
        .and_then(|p| p.iter().rev().find(|k| k.parse::<usize>().is_err()))
        .map(String::as_str);
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (name, expected) = rest.split_once('`').unwrap_or((rest, ""));
        let known: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        let mut text = format!("`{name}` is not a field here");
        let best = did_you_mean(name, &known);
        if let Some(best) = best {
            text.push_str(&format!("; did you mean `{best}`?"));
        }
        if !known.is_empty() {
            text.push_str(&format!(" (the fields here are: {})", known.join(", ")));
        }
        return Said::new(Code::UnknownField, text).with_args(vec![
            name.to_string(),
            best.unwrap_or_default().to_string(),
            known.join(", "),
        ]);
    }
    let mut detail = message
        .strip_prefix("invalid type: ")
        .map(|rest| format!("found {rest}"))
        .unwrap_or_else(|| message.to_string());
    // Serde names Rust types; a teacher reads TOML.
    for (rust, toml) in [
        (
            "expected a sequence",
            "expected a list like [\"d3\", \"c4\"]",
        ),
        ("expected i64", "expected a whole number (no quotes)"),
        ("expected a boolean", "expected true or false (no quotes)"),
        ("expected a string", "expected text in quotes"),
    ] {
        if let Some(start) = detail.find(rust) {
            detail.replace_range(start..start + rust.len(), toml);
        }
    }
    let text = match field {
        Some(field) => format!("`{field}` cannot be read: {detail}"),
        None => detail,
    };
    Said::new(Code::WrongType, text).with_args(wrong_type_parts(message, field))
}

/// What serde expects, as it says it, and what `check` calls it (see
/// [`wrong_type_parts`]).
const EXPECTED: &[(&str, &str)] = &[
    ("a sequence", "list"),
    ("i64", "number"),
    ("a boolean", "boolean"),
    ("a string", "string"),
    ("text: a table of languages like ", "text"),
    ("a position: ", "position"),
    ("a step: ", "step"),
    ("a puzzle: ", "puzzle"),
    ("a term: ", "term"),
];

/// The parts of a value of the wrong type, for its translation: the field
/// (empty for a whole item), what was found (`string`, `integer`, `float`,
/// `boolean`, `sequence` or `map`, or `length`: a list too short for a
/// table) with its value as written (the list's length), and what was
/// expected (see [`EXPECTED`]); none for a serde message not of this kind.
fn wrong_type_parts(message: &str, field: Option<&str>) -> Vec<String> {
    let (rest, length) = match (
        message.strip_prefix("invalid type: "),
        message.strip_prefix("invalid length "),
    ) {
        (Some(rest), _) => (rest, false),
        (None, Some(rest)) => (rest, true),
        (None, None) => return Vec::new(),
    };
    let Some((found, expected)) = EXPECTED.iter().find_map(|(said, kind)| {
        let at = rest.rfind(&format!(", expected {said}"))?;
        let whole = &rest[at + ", expected ".len()..];
        let exact = whole == *said || (said.ends_with(' ') && whole.starts_with(said));
        exact.then_some((&rest[..at], *kind))
    }) else {
        return Vec::new();
    };
    let (kind, value) = match found.split_once(' ') {
        _ if length && found.parse::<usize>().is_ok() => ("length", found),
        _ if length => return Vec::new(),
        Some(("string", value)) => ("string", value),
        Some(("integer", value)) => ("integer", value.trim_matches('`')),
        Some(("floating", value)) => match value.strip_prefix("point ") {
            Some(value) => ("float", value.trim_matches('`')),
            None => return Vec::new(),
        },
        Some(("boolean", value)) => ("boolean", value.trim_matches('`')),
        None if found == "sequence" || found == "map" => (found, ""),
        _ => return Vec::new(),
    };
    if value == "\"$__toml_private_datetime\"" {
        return Vec::new();
    }
    vec![
        field.unwrap_or_default().to_string(),
        kind.to_string(),
        value.to_string(),
        expected.to_string(),
    ]
}

/// The known name closest to a misspelt one, if any is close enough to be meant.
pub(crate) fn did_you_mean<'k>(name: &str, known: &[&'k str]) -> Option<&'k str> {
    let normal = |s: &str| s.to_ascii_lowercase().replace('-', "_");
    let name = normal(name);
    known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(&name, &normal(k)), *k))
        .filter(|(distance, k)| *distance <= (k.len() / 3).max(1))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, k)| k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_inside_strings_and_comments_is_not_counted() {
        let deep = "[".repeat(40);
        let text = format!("a = \"{deep}\"\nb = '''{deep}'''\n# {deep}\n[[step]]\n");
        assert_eq!(too_deep(&text), None);
        let text = format!("a = {deep}");
        assert_eq!(too_deep(&text), Some(4 + MAX_NESTING));
    }

    #[test]
    fn misspelt_fields_get_a_suggestion() {
        let known = ["say", "accept", "on_wrong", "to_move"];
        assert_eq!(did_you_mean("acept", &known), Some("accept"));
        assert_eq!(did_you_mean("on-wrong", &known), Some("on_wrong"));
        assert_eq!(did_you_mean("banana", &known), None);
    }
}
