//! Checking the values lessons and puzzles share: the format version, ids, text in
//! three languages, squares and lists of squares.

use std::ops::Range;

use super::error::Problems;
use super::load::{Dropped, FORMAT_VERSION};
use super::model::Text;
use super::raw::{At, RawText};
use crate::engine::{Bitboard, Square, list_squares};

/// Checks `format_version`: present and supported.
pub(crate) fn format_version(
    problems: &mut Problems<'_>,
    version: Option<&At<i64>>,
    dropped: &Dropped,
) {
    match version {
        None if !dropped.contains("format_version") => problems.at_offset(
            0,
            format!("`format_version` is missing: add `format_version = {FORMAT_VERSION}` at the top of the file"),
        ),
        Some(v) if *v.get_ref() != FORMAT_VERSION => problems.at(
            &v.span(),
            format!(
                "format_version {} is not supported: this version of reversi-tutor reads format_version = {FORMAT_VERSION}",
                v.get_ref()
            ),
        ),
        _ => {}
    }
}

/// Checks an id: present, lowercase letters, digits and hyphens.
pub(crate) fn id(
    problems: &mut Problems<'_>,
    id: Option<&At<String>>,
    missing_at: &Range<usize>,
    what: &str,
    dropped: &Dropped,
) -> Option<String> {
    let Some(id) = id else {
        if !dropped.contains("id") {
            problems.at(
                missing_at,
                format!("the {what} has no `id`: add one such as id = \"corner-001\" (lowercase letters, digits and hyphens)"),
            );
        }
        return None;
    };
    let text = id.get_ref();
    let well_formed = !text.is_empty()
        && !text.starts_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !well_formed {
        problems.at(
            &id.span(),
            format!("id `{text}` may use only lowercase letters a-z, digits and hyphens, like \"first-move\""),
        );
        return None;
    }
    Some(text.clone())
}

/// Whether every text must carry all three languages (the embedded course).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Languages {
    /// English is enough; missing languages fall back to it.
    EnglishEnough,
    /// en, id and vi are all required.
    AllRequired,
}

/// Checks a required text field.
pub(crate) fn required_text(
    problems: &mut Problems<'_>,
    field: &str,
    raw: Option<&At<RawText>>,
    missing_at: &Range<usize>,
    languages: Languages,
    dropped: &Dropped,
) -> Option<Text> {
    match raw {
        Some(raw) => text(problems, field, raw, languages, dropped),
        None => {
            if !dropped.contains(field) {
                problems.at(
                    missing_at,
                    format!("`{field}` is missing: add {field} = {{ en = \"...\", id = \"...\", vi = \"...\" }}"),
                );
            }
            None
        }
    }
}

/// Checks a text: English present and not blank; with [`Languages::AllRequired`],
/// Bahasa Indonesia and Tiếng Việt too.
pub(crate) fn text(
    problems: &mut Problems<'_>,
    field: &str,
    raw: &At<RawText>,
    languages: Languages,
    dropped: &Dropped,
) -> Option<Text> {
    let span = raw.span();
    let inner = raw.get_ref();
    let place = |s: &At<String>| {
        if s.span().is_empty() {
            span.clone()
        } else {
            s.span()
        }
    };
    let label = match field
        .strip_prefix("choices.")
        .and_then(|i| i.parse::<usize>().ok())
    {
        Some(i) => format!("choice {}", i + 1),
        None => format!("`{field}`"),
    };
    let mut ok = true;
    match &inner.en {
        None if !dropped.contains(&format!("{field}.en")) => {
            problems.at(
                &span,
                format!("{label} has no English text: add en = \"...\" (English is required)"),
            );
            ok = false;
        }
        Some(en) if en.get_ref().trim().is_empty() => {
            problems.at(&place(en), format!("{label}: the English text is empty"));
            ok = false;
        }
        None => ok = false,
        Some(_) => {}
    }
    if languages == Languages::AllRequired {
        let missing: Vec<&str> = [
            ("id", &inner.id, "Bahasa Indonesia"),
            ("vi", &inner.vi, "Tiếng Việt"),
        ]
        .into_iter()
        .filter(|(_, t, _)| t.as_ref().is_none_or(|t| t.get_ref().trim().is_empty()))
        .map(|(code, _, _)| code)
        .collect();
        if !missing.is_empty() {
            let names: Vec<String> = missing
                .iter()
                .map(|code| match *code {
                    "id" => "id (Bahasa Indonesia)".to_string(),
                    _ => "vi (Tiếng Việt)".to_string(),
                })
                .collect();
            problems.at(
                &span,
                format!(
                    "{label} has no {} text: every text in the embedded course needs en, id and vi",
                    names.join(" or ")
                ),
            );
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    let get = |t: &Option<At<String>>| {
        t.as_ref()
            .map(|t| t.get_ref().clone())
            .filter(|t| !t.trim().is_empty())
    };
    Some(Text {
        en: inner
            .en
            .as_ref()
            .map(|t| t.get_ref().clone())
            .unwrap_or_default(),
        id: get(&inner.id),
        vi: get(&inner.vi),
    })
}

/// Checks a square such as `d3`.
pub(crate) fn square(problems: &mut Problems<'_>, field: &str, raw: &At<String>) -> Option<Square> {
    match raw.get_ref().trim().parse::<Square>() {
        Ok(sq) => Some(sq),
        Err(e) => {
            problems.at(&raw.span(), format!("`{field}`: {e}"));
            None
        }
    }
}

/// Checks a list of squares; every bad or repeated square is reported.
pub(crate) fn squares(
    problems: &mut Problems<'_>,
    field: &str,
    raw: &At<Vec<At<String>>>,
) -> Option<Bitboard> {
    let mut set = Bitboard::EMPTY;
    let mut ok = true;
    for item in raw.get_ref() {
        match square(problems, field, item) {
            Some(sq) if set.contains(sq) => {
                problems.at(&item.span(), format!("`{field}` lists {sq} twice"));
                ok = false;
            }
            Some(sq) => set |= Bitboard::from(sq),
            None => ok = false,
        }
    }
    ok.then_some(set)
}

/// Compares a set written in the file with the engine's, naming what is missing and extra.
pub(crate) fn difference(written: Bitboard, engine: Bitboard) -> Option<String> {
    if written == engine {
        return None;
    }
    let missing = engine & !written;
    let extra = written & !engine;
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("missing {}", list_squares(missing)));
    }
    if !extra.is_empty() {
        parts.push(format!("{} should not be listed", list_squares(extra)));
    }
    Some(parts.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_differences_name_missing_and_extra_squares() {
        let d3: Square = "d3".parse().unwrap();
        let c4: Square = "c4".parse().unwrap();
        let e6: Square = "e6".parse().unwrap();
        let written = Bitboard::from(d3) | Bitboard::from(e6);
        let engine = Bitboard::from(d3) | Bitboard::from(c4);
        assert_eq!(
            difference(written, engine).unwrap(),
            "missing c4; e6 should not be listed"
        );
    }
}
