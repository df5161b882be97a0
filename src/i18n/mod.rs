//! Every interface string, one file per language, and the composition that is the
//! same in every language (lists of squares, explanations of moves). [`Ui`] is the
//! strings of one language; the languages themselves are listed in [`crate::lang`].
//!
//! - `strings`: the [`Strings`] trait, what every language must say.
//! - `en`, `id`, `vi`: one implementation each, picked in `strings_for`.
//! - `explain`: the engine's explanations and refusals put into words.

use std::fmt;
use std::ops::Deref;

use crate::engine::{Color, Square, list_squares};
use crate::lang::Lang;

mod en;
mod explain;
mod id;
mod strings;
mod vi;

#[cfg(test)]
mod tests;

pub use strings::Strings;

/// The strings of each language: one line per language of [`crate::lang`].
const fn strings_for(lang: Lang) -> &'static dyn Strings {
    match lang {
        Lang::En => &en::English,
        Lang::Id => &id::Indonesian,
        Lang::Vi => &vi::Vietnamese,
    }
}

/// The interface strings in one language: every sentence the tutor says that does
/// not come from a lesson file. It derefs to [`Strings`], so
/// `Ui::new(Lang::Vi).color(Color::Black)` is `đen`.
#[derive(Clone, Copy)]
pub struct Ui {
    /// The language spoken.
    lang: Lang,
    /// Its strings.
    strings: &'static dyn Strings,
}

impl Ui {
    /// The strings of `lang`.
    pub const fn new(lang: Lang) -> Ui {
        Ui {
            lang,
            strings: strings_for(lang),
        }
    }

    /// The language spoken.
    pub const fn lang(self) -> Lang {
        self.lang
    }

    /// Whether `words` (lower case) mean a pass, in English or in this language.
    pub fn is_pass(self, words: &str) -> bool {
        [self.lang, Lang::En]
            .iter()
            .any(|lang| strings_for(*lang).pass_words().contains(&words))
    }

    /// What `word` (lower case) names in an answer about the result, in English or
    /// in this language: `Some(Some(colour))` for a winner, `Some(None)` for a draw.
    pub fn outcome_word(self, word: &str) -> Option<Option<Color>> {
        [self.lang, Lang::En].iter().find_map(|lang| {
            strings_for(*lang)
                .outcome_words()
                .iter()
                .find(|(w, _)| *w == word)
                .map(|(_, winner)| *winner)
        })
    }
}

impl Deref for Ui {
    type Target = dyn Strings;

    fn deref(&self) -> &(dyn Strings + 'static) {
        self.strings
    }
}

impl Default for Ui {
    /// English.
    fn default() -> Ui {
        Ui::new(Lang::default())
    }
}

impl PartialEq for Ui {
    fn eq(&self, other: &Ui) -> bool {
        self.lang == other.lang
    }
}

impl Eq for Ui {}

impl fmt::Debug for Ui {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ui").field("lang", &self.lang).finish()
    }
}

/// Squares joined with commas, the same in every language: `d3, c4, f5`.
pub fn list(squares: impl IntoIterator<Item = Square>) -> String {
    list_squares(squares)
}

/// `text` with its first letter in upper case (`đen` becomes `Đen`).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
