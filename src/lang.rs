//! The languages the tutor speaks, listed once (code, native name, locale
//! prefixes), and how one is chosen: the `--lang` flag, then the locale, then English.
//!
//! Everything else derives from the one table below: the `Lang` enum, the codes
//! accepted in lesson files and on the command line, the texts `check` requires.
//! Adding a language is one line here (see CONTRIBUTING.md for the rest).

use std::fmt;
use std::str::FromStr;

/// Declares [`Lang`] and its table from one line per language:
/// `Variant = "code", "native name", ["locale prefix", ...];`, or with
/// `if CONDITION` before the `;` for a language that exists only under
/// `#[cfg(CONDITION)]` (the tests' language).
macro_rules! languages {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $code:literal, $name:literal, [$($prefix:literal),+] $(if $cfg:meta)?;
    )+) => {
        /// A language of the interface and the lessons.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum Lang {
            $($(#[$doc])* $(#[cfg($cfg)])? $variant,)+
        }

        /// Every language, in the order of the list.
        const LIST: &[Lang] = &[$($(#[cfg($cfg)])? Lang::$variant),+];

        impl Lang {
            /// Every language, in the order of the list (English first).
            pub const ALL: [Lang; LIST.len()] = {
                let mut all = [Lang::En; LIST.len()];
                let mut i = 0;
                while i < LIST.len() {
                    all[i] = LIST[i];
                    i += 1;
                }
                all
            };

            /// The code used in lesson files and on the command line: `en`, `id`, `vi`.
            pub const fn code(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? Lang::$variant => $code,)+
                }
            }

            /// The language's own name: `English`, `Bahasa Indonesia`, `Tiếng Việt`.
            pub const fn native_name(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? Lang::$variant => $name,)+
                }
            }

            /// The language parts of the locales that mean this language
            /// (`id` and `in` for `id_ID.UTF-8` and `in_ID`).
            const fn locale_prefixes(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? Lang::$variant => &[$($prefix),+],)+
                }
            }
        }
    };
}

languages! {
    /// English: every text has it, and a text missing another language falls back to it.
    En = "en", "English", ["en"];
    /// Bahasa Indonesia (`in` is the old code some systems still use).
    Id = "id", "Bahasa Indonesia", ["id", "in"];
    /// Tiếng Việt.
    Vi = "vi", "Tiếng Việt", ["vi"];
    /// A language of the tests only (`src/i18n/test_language.rs`), made from
    /// English with its vowels accented, that proves a language needs no more
    /// than this line and its Fluent file.
    Qx = "qx", "Qáx", ["qx"] if test;
}

impl Default for Lang {
    /// English.
    fn default() -> Lang {
        Lang::En
    }
}

impl Lang {
    /// The language whose code is exactly `code` (`en`, not `EN` or `en_GB`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// The language named by a locale such as `id_ID.UTF-8` or `vi`, if it is one we speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let prefix = locale
            .split(['_', '.', '-', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.locale_prefixes().contains(&prefix.as_str()))
    }

    /// The language to use: the flag if given, else `LANGUAGE`/`LC_ALL`/`LC_MESSAGES`/`LANG`
    /// from the environment, else English.
    pub fn choose(flag: Option<Lang>) -> Lang {
        flag.or_else(|| {
            ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]
                .iter()
                .filter_map(|var| std::env::var(var).ok())
                .filter(|v| !v.is_empty())
                .find_map(|v| v.split(':').find_map(Lang::from_locale))
        })
        .unwrap_or_default()
    }

    /// The codes of every language, for messages: `en, id or vi` (`joiner` = `or`).
    pub fn codes(joiner: &str) -> String {
        let codes: Vec<&str> = Lang::ALL.iter().map(|lang| lang.code()).collect();
        join_last(&codes, joiner)
    }
}

/// `a, b or c` (with `joiner` between the last two).
pub fn join_last(items: &[&str], joiner: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} {joiner} {last}", rest.join(", ")),
    }
}

impl fmt::Display for Lang {
    /// The code: `en`, `id`, `vi`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a language of reversi-tutor: use {}",
            self.0,
            Lang::codes("or")
        )
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A code, in either case: `vi`, `VI`.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_code(&s.trim().to_ascii_lowercase()).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Lang::from_locale("id_ID.UTF-8"), Some(Lang::Id));
        assert_eq!(Lang::from_locale("in_ID"), Some(Lang::Id));
        assert_eq!(Lang::from_locale("vi_VN"), Some(Lang::Vi));
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("xx_XX.UTF-8"), None);
        assert_eq!(Lang::from_locale("C"), None);
    }

    #[test]
    fn a_flag_wins_over_the_environment() {
        assert_eq!(Lang::choose(Some(Lang::Vi)), Lang::Vi);
    }

    #[test]
    fn every_language_has_its_own_code_and_a_name() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
            assert!(!lang.native_name().is_empty());
            assert_eq!(Lang::from_locale(lang.code()), Some(lang));
        }
        assert_eq!(Lang::ALL[0], Lang::default());
    }

    #[test]
    fn codes_parse_in_either_case_and_unknown_ones_list_the_languages() {
        assert_eq!(" VI ".parse::<Lang>(), Ok(Lang::Vi));
        let err = "xx".parse::<Lang>().unwrap_err().to_string();
        assert!(
            err.starts_with("`xx` is not a language of reversi-tutor: use en, id"),
            "{err}"
        );
        assert!(
            Lang::ALL.iter().all(|lang| err.contains(lang.code())),
            "{err}"
        );
    }

    #[test]
    fn lists_join_with_a_word_before_the_last() {
        assert_eq!(join_last(&["en"], "and"), "en");
        assert_eq!(join_last(&["en", "id"], "and"), "en and id");
        assert_eq!(join_last(&["en", "id", "vi"], "or"), "en, id or vi");
    }
}
