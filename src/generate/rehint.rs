//! The hints of an existing puzzle file written anew from each puzzle's
//! position (`puzzles generate --merge --hints`): every other byte of the file
//! is kept as written (prompts, comments, the order of fields), only the
//! hint's strings change, or a `hint = { ... }` line is added where there was
//! none. The result is read back and must hold exactly the new hints.

use std::collections::HashMap;
use std::ops::Range;

use super::hint::{HintFacts, facts};
use crate::course::raw::{RawPuzzleFile, RawText};
use crate::course::{CourseErrors, CourseLoader, FileKind, Puzzle, Text};
use crate::lang::Lang;

/// The words of a hint in every language, from its facts (`i18n::hints::hint_text`).
pub type Words<'a> = &'a dyn Fn(&HintFacts) -> Text;

/// Why a file's hints could not be written anew.
#[derive(Debug, thiserror::Error)]
pub enum RehintError {
    /// The file has problems `check` reports: its positions and answers are
    /// not known for sure.
    #[error("the file has problems; run `reversi-tutor check` on it first:\n{0}")]
    Problems(CourseErrors),
    /// The file is not TOML as a puzzle file is.
    #[error("{0}")]
    Syntax(String),
    /// A hint is written in a form the rewrite cannot change in place.
    #[error(
        "the hint of puzzle {0} could not be written anew in place: write it as hint = {{ en = \"...\", id = \"...\", vi = \"...\" }}"
    )]
    InPlace(String),
}

/// `existing` with the hint of every puzzle whose theme has facts
/// ([`facts`]) written anew by `words`; the new text and how many hints
/// changed.
pub fn rehint(existing: &str, words: Words<'_>) -> Result<(String, usize), RehintError> {
    let puzzles = valid_puzzles(existing)?;
    let raw: RawPuzzleFile =
        toml::from_str(existing).map_err(|e| RehintError::Syntax(e.message().to_string()))?;
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut wanted: Vec<(String, Text)> = Vec::new();
    for item in &raw.puzzle {
        let item = item.get_ref();
        let Some(id) = &item.id else { continue };
        let id = id.get_ref().trim().to_string();
        let Some(puzzle) = puzzles.get(&id) else {
            continue;
        };
        let Some(facts) = facts(&puzzle.board, puzzle.theme, puzzle.solution) else {
            continue;
        };
        let text = words(&facts);
        if puzzle.hint.as_ref() == Some(&text) {
            continue;
        }
        match &item.hint {
            Some(hint) => edits.extend(in_place(existing, hint, &text, &id)?),
            None => {
                let after = item.id.as_ref().map_or(0, |at| at.span().end);
                let at =
                    line_end(existing, after).ok_or_else(|| RehintError::InPlace(id.clone()))?;
                edits.push((at..at, format!("\nhint = {}", inline_text(&text))));
            }
        }
        wanted.push((id, text));
    }
    edits.sort_by_key(|(span, _)| std::cmp::Reverse(span.start));
    let mut out = existing.to_string();
    for (span, new) in edits {
        out.replace_range(span, &new);
    }
    let written = valid_puzzles(&out)?;
    for (id, text) in &wanted {
        if written.get(id).and_then(|p| p.hint.as_ref()) != Some(text) {
            return Err(RehintError::InPlace(id.clone()));
        }
    }
    Ok((out, wanted.len()))
}

/// The puzzles of `text` by id, when the file has no problem.
fn valid_puzzles(text: &str) -> Result<HashMap<String, Puzzle>, RehintError> {
    let mut loader = CourseLoader::new();
    loader.add_file(
        "puzzles.toml",
        text.as_bytes(),
        false,
        Some(FileKind::Puzzles),
    );
    let course = loader.finish().map_err(RehintError::Problems)?;
    Ok(course
        .puzzles
        .into_iter()
        .map(|p| (p.id.clone(), p))
        .collect())
}

/// The edits that put `text` in place of `hint`: the whole value where it is
/// an inline table or a plain string; in a `[puzzle.hint]` table, each
/// language's string in place and a `code = "..."` line for each language it
/// lacks, after its last one.
fn in_place(
    existing: &str,
    hint: &crate::course::raw::At<RawText>,
    text: &Text,
    id: &str,
) -> Result<Vec<(Range<usize>, String)>, RehintError> {
    let span = hint.span();
    let value = existing.get(span.clone()).unwrap_or("");
    if value.starts_with('{') || value.starts_with('"') || value.starts_with('\'') {
        return Ok(vec![(span, inline_text(text))]);
    }
    let languages = &hint.get_ref().languages;
    let place = |lang: Lang| {
        languages
            .iter()
            .find(|(code, _)| code.get_ref() == lang.code())
            .map(|(_, value)| value.span())
    };
    let mut edits = Vec::new();
    let mut missing = String::new();
    for lang in Lang::ALL {
        match place(lang) {
            Some(at) if !at.is_empty() => edits.push((at, quoted(text.get(lang)))),
            Some(_) => return Err(RehintError::InPlace(id.to_string())),
            None => missing.push_str(&format!("\n{} = {}", lang.code(), quoted(text.get(lang)))),
        }
    }
    let last = languages.iter().map(|(_, value)| value.span().end).max();
    match last {
        Some(end) if !missing.is_empty() => {
            let at = line_end(existing, end).ok_or_else(|| RehintError::InPlace(id.to_string()))?;
            edits.push((at..at, missing));
        }
        None => return Err(RehintError::InPlace(id.to_string())),
        _ => {}
    }
    Ok(edits)
}

/// The end of the line holding byte `at` of `text` (before its newline).
fn line_end(text: &str, at: usize) -> Option<usize> {
    let rest = text.get(at..)?;
    Some(rest.find('\n').map_or(text.len(), |i| at + i))
}

/// `text` as a TOML string.
pub fn quoted(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

/// `{ en = "...", id = "...", vi = "..." }`: `text` in every language it has.
pub fn inline_text(text: &Text) -> String {
    let entries: Vec<String> = Lang::ALL
        .into_iter()
        .filter(|lang| text.has(*lang))
        .map(|lang| format!("{} = {}", lang.code(), quoted(text.get(lang))))
        .collect();
    format!("{{ {} }}", entries.join(", "))
}
