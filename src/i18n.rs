//! Languages of the interface and lessons (English, Bahasa Indonesia, Tiếng Việt),
//! and how the language is chosen: the `--lang` flag, then `LANG`, then English.

use std::fmt;
use std::str::FromStr;

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
}
