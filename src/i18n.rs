//! Languages of the interface and lessons (English, Bahasa Indonesia, Tiếng Việt),
//! how the language is chosen (the `--lang` flag, then `LANG`, then English), and
//! every interface string in the three languages ([`Ui`]).

use std::fmt;
use std::str::FromStr;

mod answers;
mod commands;
mod feedback;
mod session;
mod words;

/// The interface strings in one language: every sentence the tutor says that does
/// not come from a lesson file. `Ui::new(Lang::Vi).color(Color::Black)` is `đen`.
/// The methods live in `words` (colours, directions, explanation rows, board
/// status), `feedback` (answers, hints, replies) and `session` (headings, prompts,
/// commands, errors).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Ui {
    /// The language spoken.
    pub lang: Lang,
}

impl Ui {
    /// The strings of `lang`.
    pub const fn new(lang: Lang) -> Ui {
        Ui { lang }
    }
}

/// `text` with its first letter in upper case (`đen` becomes `Đen`).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A language the tutor speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    /// English, the fallback for any missing text.
    #[default]
    En,
    /// Bahasa Indonesia.
    Id,
    /// Tiếng Việt.
    Vi,
}

impl Lang {
    /// All languages, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Id, Lang::Vi];

    /// The code used in files and on the command line: `en`, `id`, `vi`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
            Lang::Vi => "vi",
        }
    }

    /// The language's own name.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Id => "Bahasa Indonesia",
            Lang::Vi => "Tiếng Việt",
        }
    }

    /// The language named by a locale such as `id_ID.UTF-8` or `vi`, if it is one we speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['_', '.', '-', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match code.as_str() {
            "en" => Some(Lang::En),
            "id" | "in" => Some(Lang::Id),
            "vi" => Some(Lang::Vi),
            _ => None,
        }
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
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a language of reversi-tutor: use en, id or vi")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "id" => Ok(Lang::Id),
            "vi" => Ok(Lang::Vi),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Lang::from_locale("id_ID.UTF-8"), Some(Lang::Id));
        assert_eq!(Lang::from_locale("vi_VN"), Some(Lang::Vi));
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), None);
        assert_eq!(Lang::from_locale("C"), None);
    }

    #[test]
    fn a_flag_wins_over_the_environment() {
        assert_eq!(Lang::choose(Some(Lang::Vi)), Lang::Vi);
    }

    #[test]
    fn colours_and_draws_use_the_rules_documents_words() {
        use crate::engine::Color;
        let id = Ui::new(Lang::Id);
        let vi = Ui::new(Lang::Vi);
        assert_eq!(
            (id.color(Color::Black), id.color(Color::White)),
            ("hitam", "putih")
        );
        assert_eq!(
            (vi.color(Color::Black), vi.color(Color::White)),
            ("đen", "trắng")
        );
        assert_eq!(id.verdict(None), "seri");
        assert_eq!(vi.verdict(None), "hòa");
        assert!(
            id.encloses_nothing(Color::Black, "a1".parse().unwrap())
                .contains("mengapit")
        );
        assert!(
            vi.pass_refused(Color::Black, crate::engine::Bitboard(1))
                .contains("bỏ lượt")
        );
    }

    #[test]
    fn the_eight_directions_have_eight_different_names_in_every_language() {
        use crate::engine::Direction;
        for lang in Lang::ALL {
            let mut names: Vec<_> = Direction::ALL
                .iter()
                .map(|d| Ui::new(lang).direction(*d))
                .collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), 8, "{lang}");
        }
        assert_eq!(Ui::new(Lang::Id).direction(Direction::Up), "atas");
        assert_eq!(Ui::new(Lang::Vi).direction(Direction::Up), "lên");
    }

    #[test]
    fn capitalize_handles_vietnamese_letters() {
        assert_eq!(capitalize("đen"), "Đen");
        assert_eq!(capitalize("black"), "Black");
        assert_eq!(capitalize(""), "");
    }

    #[test]
    fn help_lists_the_same_number_of_commands_in_every_language() {
        let count = |lang| Ui::new(lang).help().lines().count();
        assert_eq!(count(Lang::Id), count(Lang::En));
        assert_eq!(count(Lang::Vi), count(Lang::En));
    }
}
