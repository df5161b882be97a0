//! Checking the values lessons and puzzles share: the format version, ids, text in
//! the languages of `crate::lang`, squares and lists of squares.

use std::ops::Range;

use super::codes::Code;
use super::control;
use super::error::{Problems, Said};
use super::model::Text;
use super::parse::{Dropped, FORMAT_VERSION, item_fields};
use super::raw::{At, RawPuzzle, RawStep, RawText, text_table_example};
use crate::engine::{Bitboard, Square, list_squares};
use crate::lang::{Lang, join_last};
use crate::untrusted::shown_back;

/// Checks `format_version`: present and supported.
pub(crate) fn format_version(
    problems: &mut Problems<'_>,
    version: Option<&At<i64>>,
    dropped: &Dropped,
) {
    match version {
        None if !dropped.contains("format_version") => problems.at_offset(
            0, Code::MissingFormatVersion,
            format!("`format_version` is missing: add `format_version = {FORMAT_VERSION}` at the top of the file"),
        ),
        Some(v) if *v.get_ref() != FORMAT_VERSION => problems.said_at(&v.span(), Said::new(Code::UnsupportedFormatVersion, format!(
                "format_version {} is not supported: this version of reversi-tutor reads format_version = {FORMAT_VERSION}",
                v.get_ref()
            )).with_args(vec![v.get_ref().to_string()])),
        _ => {}
    }
}

/// The most characters an id may have: ids are short names like "first-move".
pub(crate) const MAX_ID_CHARS: usize = 64;

/// Checks an id: present, lowercase letters, digits and hyphens, at most
/// [`MAX_ID_CHARS`] of them.
pub(crate) fn id(
    problems: &mut Problems<'_>,
    id: Option<&At<String>>,
    missing_at: &Range<usize>,
    what: &str,
    dropped: &Dropped,
) -> Option<String> {
    let Some(id) = id else {
        if !dropped.contains("id") {
            problems.said_at(missing_at, Said::new(Code::MissingId, format!("the {what} has no `id`: add one such as id = \"corner-001\" (lowercase letters, digits and hyphens)")).with_args(vec![what.to_string()]));
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
        problems.said_at(&id.span(), Said::new(Code::BadId, format!(
                "id `{}` may use only lowercase letters a-z, digits and hyphens, like \"first-move\"",
                shown_back(text, MAX_ID_CHARS)
            )).with_args(vec![shown_back(text, MAX_ID_CHARS)]));
        return None;
    }
    let length = text.chars().count();
    if length > MAX_ID_CHARS {
        problems.said_at(&id.span(), Said::new(Code::IdTooLong, format!(
                "id `{}` has {length} characters; an id may have at most {MAX_ID_CHARS}: shorten it",
                shown_back(text, MAX_ID_CHARS)
            )).with_args(vec![shown_back(text, MAX_ID_CHARS), length.to_string()]));
        return None;
    }
    Some(text.clone())
}

/// The languages every text of a file is asked for, and whether a text without
/// one of them is an error (the embedded course, `check --all-languages`) or
/// advice (a warning from [`super::craft`]: the learner reads the English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Languages {
    /// Which languages of [`Lang::ALL`] every text has, in its order.
    asked: [bool; Lang::ALL.len()],
    /// A text without one of them is an error, not a warning.
    pub required: bool,
    /// The file names them (`languages = ["en", "id"]`).
    pub declared: bool,
}

impl Languages {
    /// Every language of the tutor.
    pub const fn every(required: bool) -> Languages {
        Languages {
            asked: [true; Lang::ALL.len()],
            required,
            declared: false,
        }
    }

    /// The languages a file declares (English is always asked).
    pub fn declared(langs: &[Lang], required: bool) -> Languages {
        let mut asked = [false; Lang::ALL.len()];
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            asked[i] = lang == Lang::En || langs.contains(&lang);
        }
        Languages {
            asked,
            required,
            declared: true,
        }
    }

    /// The languages asked of every text besides English, in the list's order.
    pub fn translations(self) -> Vec<Lang> {
        Lang::ALL
            .into_iter()
            .zip(self.asked)
            .filter(|(lang, asked)| *asked && *lang != Lang::En)
            .map(|(lang, _)| lang)
            .collect()
    }
}

/// Checks a file's `languages = ["en", "id"]`: every code one of the tutor's,
/// none twice, English among them. The languages, or `None` when the file
/// declares none or the list has a problem (reported).
pub(crate) fn declared_languages(
    problems: &mut Problems<'_>,
    list: Option<&At<Vec<At<String>>>>,
) -> Option<Vec<Lang>> {
    let list = list?;
    let mut langs = Vec::new();
    let mut ok = true;
    for code in list.get_ref() {
        match Lang::from_code(code.get_ref()) {
            Some(lang) if langs.contains(&lang) => {
                problems.said_at(
                    &code.span(),
                    Said::new(
                        Code::LanguageTwice,
                        format!("`languages` lists `{lang}` twice: name each language once"),
                    )
                    .with_args(vec![lang.code().to_string()]),
                );
                ok = false;
            }
            Some(lang) => langs.push(lang),
            None => {
                problems.said_at(
                    &code.span(),
                    unknown_language("`languages`", "languages", code.get_ref()),
                );
                ok = false;
            }
        }
    }
    if ok && !langs.contains(&Lang::En) {
        let quoted: Vec<String> = std::iter::once(Lang::En)
            .chain(langs.iter().copied())
            .map(|lang| format!("\"{lang}\""))
            .collect();
        let suggested = format!("[{}]", quoted.join(", "));
        problems.said_at(
            &list.span(),
            Said::new(
                Code::LanguagesWithoutEnglish,
                format!(
                    "`languages` leaves out `en`: every file has English, the language a learner reads where a text lacks theirs; write languages = {suggested}"
                ),
            )
            .with_args(vec![suggested.clone()]),
        );
        ok = false;
    }
    ok.then_some(langs)
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
                problems.said_at(
                    missing_at,
                    Said::new(
                        Code::MissingText,
                        format!(
                            "`{field}` is missing: add {field} = {}",
                            text_table_example()
                        ),
                    )
                    .with_args(vec![field.to_string()]),
                );
            }
            None
        }
    }
}

/// Checks a text: every language code is one of the list, English is present and
/// not blank; with [`Languages::AllRequired`], every other language too; no
/// control character but newlines and tabs.
pub(crate) fn text(
    problems: &mut Problems<'_>,
    field: &str,
    raw: &At<RawText>,
    languages: Languages,
    dropped: &Dropped,
) -> Option<Text> {
    let span = raw.span();
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
    let mut written: Vec<(Lang, &At<String>)> = Vec::new();
    for (code, words) in &raw.get_ref().languages {
        match Lang::from_code(code.get_ref()) {
            Some(lang) => written.push((lang, words)),
            None => {
                problems.said_at(
                    &place(code),
                    unknown_language(&label, field, code.get_ref()),
                );
                ok = false;
            }
        }
    }
    let given = |lang: Lang| {
        written
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, words)| *words)
    };
    // Reported already when its value could not be read.
    let dropped_lang = |lang: Lang| dropped.contains(&format!("{field}.{}", lang.code()));
    match given(Lang::En) {
        None if !dropped_lang(Lang::En) => {
            problems.said_at(
                &span,
                Said::new(
                    Code::MissingEnglish,
                    format!("{label} has no English text: add en = \"...\" (English is required)"),
                )
                .with_args(vec![field.to_string()]),
            );
            ok = false;
        }
        Some(en) if en.get_ref().trim().is_empty() => {
            problems.said_at(
                &place(en),
                Said::new(
                    Code::EmptyEnglish,
                    format!("{label}: the English text is empty"),
                )
                .with_args(vec![field.to_string()]),
            );
            ok = false;
        }
        None => ok = false,
        Some(_) => {}
    }
    for (lang, words) in &written {
        if !control::check_text(
            problems,
            (field, &label),
            *lang,
            words.get_ref(),
            &place(words),
        ) {
            ok = false;
        }
    }
    if languages.required {
        let absent: Vec<Lang> = languages
            .translations()
            .into_iter()
            .filter(|lang| !dropped_lang(*lang))
            .filter(|lang| given(*lang).is_none_or(|t| t.get_ref().trim().is_empty()))
            .collect();
        if !absent.is_empty() {
            let names = named(&absent);
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let asked: Vec<&str> = std::iter::once(Lang::En)
                .chain(languages.translations())
                .map(Lang::code)
                .collect();
            let (message, kind) = if languages.declared {
                (
                    format!(
                        "{label} has no {} text: this file's `languages` asks every text for {}",
                        join_last(&names, "or"),
                        join_last(&asked, "and")
                    ),
                    "declared",
                )
            } else {
                (
                    format!(
                        "{label} has no {} text: every text in the embedded course needs {}",
                        join_last(&names, "or"),
                        Lang::codes("and")
                    ),
                    "course",
                )
            };
            problems.said_at(
                &span,
                missing_translation(field, &absent, message, kind, &asked.join(",")),
            );
            ok = false;
        }
    }
    if !ok {
        return None;
    }
    let mut text = Text::default();
    for (lang, words) in written {
        if !words.get_ref().trim().is_empty() {
            text = text.with(lang, words.get_ref().clone());
        }
    }
    Some(text)
}

/// Languages as messages name them: `id (Bahasa Indonesia)`.
pub(crate) fn named(langs: &[Lang]) -> Vec<String> {
    langs
        .iter()
        .map(|lang| format!("{lang} ({})", lang.native_name()))
        .collect()
}

/// A text without some of the languages asked (`absent`): the finding, with
/// its parts for a translation (the field; `advice`, `declared` by the file's
/// `languages` or asked by the embedded `course`; the codes asked, joined by
/// commas; the codes absent).
pub(crate) fn missing_translation(
    field: &str,
    absent: &[Lang],
    message: String,
    kind: &str,
    asked: &str,
) -> Said {
    let mut args = vec![field.to_string(), kind.to_string(), asked.to_string()];
    args.extend(absent.iter().map(|lang| lang.code().to_string()));
    Said::new(Code::MissingTranslation, message).with_args(args)
}

/// A language code in a text (or in `languages`) that is not one of the list,
/// with the code meant. Its parts for a translation: the field, the code, the
/// code meant (or nothing) and whether it looks like a key below a table's header.
fn unknown_language(label: &str, field: &str, code: &str) -> Said {
    let mut message = format!("{label}: `{code}` is not a language of reversi-tutor");
    let meant = language_meant(code);
    if let Some(meant) = meant {
        message.push_str(&format!("; did you mean `{meant}`?"));
    }
    let all: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| format!("{lang} ({})", lang.native_name()))
        .collect();
    message.push_str(&format!(" (the languages are: {})", all.join(", ")));
    // A step's or puzzle's own key written below a text table's header went
    // into that table.
    let own = [item_fields::<RawStep>(), item_fields::<RawPuzzle>()];
    let below = own.iter().flatten().any(|key| key == code);
    if below {
        message.push_str(&format!(
            ". `{code}` looks like a key of the step or puzzle written below the table's header: \
             a table takes every key after its header, up to the next [...] line, so move \
             the keys written below it above the header"
        ));
    }
    Said::new(Code::UnknownLanguage, message).with_args(vec![
        field.to_string(),
        code.to_string(),
        meant.map_or(String::new(), |lang| lang.code().to_string()),
        if below {
            "below".to_string()
        } else {
            String::new()
        },
    ])
}

/// The language a mistyped code most likely means: a locale (`vi_VN`, `in`, `EN`),
/// else the one code within one letter of it (none when two are as close).
fn language_meant(code: &str) -> Option<Lang> {
    if let Some(lang) = Lang::from_locale(code) {
        return Some(lang);
    }
    let code = code.to_ascii_lowercase();
    let distance = |lang: &Lang| strsim::damerau_levenshtein(&code, lang.code());
    let closest: Vec<Lang> = Lang::ALL
        .into_iter()
        .filter(|lang| distance(lang) <= 1)
        .collect();
    match closest.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Checks a square such as `d3`.
pub(crate) fn square(problems: &mut Problems<'_>, field: &str, raw: &At<String>) -> Option<Square> {
    match raw.get_ref().trim().parse::<Square>() {
        Ok(sq) => Some(sq),
        Err(e) => {
            problems.said_at(
                &raw.span(),
                Said::new(Code::BadSquare, format!("`{field}`: {e}"))
                    .with_args(vec![field.to_string(), e.text.clone()]),
            );
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
                problems.said_at(
                    &item.span(),
                    Said::new(Code::SquareTwice, format!("`{field}` lists {sq} twice"))
                        .with_args(vec![field.to_string(), sq.to_string()]),
                );
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

/// The parts of [`difference`] a translation needs: the squares missing and
/// those that should not be listed (each empty when there are none).
pub(crate) fn difference_args(written: Bitboard, engine: Bitboard) -> [String; 2] {
    let listed = |set: Bitboard| {
        if set.is_empty() {
            String::new()
        } else {
            list_squares(set)
        }
    };
    [listed(engine & !written), listed(written & !engine)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistyped_language_code_names_the_language_meant_only_when_clear() {
        assert_eq!(language_meant("EN"), Some(Lang::En));
        assert_eq!(language_meant("vi_VN"), Some(Lang::Vi));
        assert_eq!(language_meant("in"), Some(Lang::Id));
        assert_eq!(language_meant("idn"), Some(Lang::Id));
        assert_eq!(language_meant("vn"), None);
        assert_eq!(language_meant("zz"), None);
    }

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
