//! `reversi-tutor check` in the tutor's languages: the frame of each finding
//! (`error`, `warning`, `step 3`), the summary line and the messages, one file
//! per language. English is the checks' own wording (`crate::course::check`);
//! a message without a translation here is shown in English.

mod id;
mod vi;

use crate::course::CheckWords;
use crate::course::check::English;
use crate::lang::Lang;

/// The words of `check` in `lang`: one line per language of [`crate::lang`].
pub fn check_words(lang: Lang) -> &'static dyn CheckWords {
    match lang {
        Lang::En => &English,
        Lang::Id => &super::id::Indonesian,
        Lang::Vi => &super::vi::Vietnamese,
    }
}
