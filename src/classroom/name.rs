//! A pupil's name, as typed in `ssh NAME@HOST`: checked before anything else
//! is done with it, so that only a valid name ever becomes part of a path.

use std::fmt;

/// The longest name, in characters.
const MAX_LEN: usize = 32;

/// A valid pupil's name: 1 to [`MAX_LEN`] ASCII letters, digits, `-` and `_`,
/// not starting with `-`; kept as typed and compared without regard to case
/// (`Ani` and `ani` are one pupil, whose folder is named in lower case).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PupilName(String);

impl PupilName {
    /// The name, if `typed` is a valid one.
    pub fn parse(typed: &str) -> Option<PupilName> {
        let valid = !typed.is_empty()
            && typed.len() <= MAX_LEN
            && !typed.starts_with('-')
            && typed
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        valid.then(|| PupilName(typed.to_string()))
    }

    /// The name as typed.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The name of the pupil's folder: the name in lower case.
    pub fn folder_name(&self) -> String {
        self.0.to_ascii_lowercase()
    }
}

impl fmt::Display for PupilName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_digits_dash_and_underscore_up_to_32_make_a_name() {
        for good in ["ani", "Budi_2", "le-van-an", "a", &"x".repeat(32)] {
            assert_eq!(PupilName::parse(good).unwrap().as_str(), good);
        }
    }

    #[test]
    fn anything_that_could_reach_a_path_or_a_terminal_is_refused() {
        let long = "x".repeat(33);
        for bad in [
            "",
            "..",
            "../ani",
            "a/b",
            "a\\b",
            "ani.",
            " ani",
            "ani\n",
            "-ani",
            "an\u{1b}i",
            "ánh",
            "a b",
            &long,
        ] {
            assert_eq!(PupilName::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn one_pupil_whatever_the_case() {
        let a = PupilName::parse("Ani").unwrap();
        let b = PupilName::parse("aNI").unwrap();
        assert_eq!(a.folder_name(), b.folder_name());
        assert_eq!(a.folder_name(), "ani");
    }
}
