//! Where the progress is kept: a folder named on the command line, else the
//! `REVERSI_TUTOR_DATA` variable, else the user's data folder.

use std::ffi::OsString;
use std::path::PathBuf;

use super::error::DataDirError;

/// The choice of the progress folder.
#[derive(Clone, Copy, Debug)]
pub struct DataDir;

impl DataDir {
    /// The environment variable that names the progress folder.
    pub const ENV: &'static str = "REVERSI_TUTOR_DATA";

    /// The progress folder: `option` (from `--data-dir`) if given, else the
    /// [`DataDir::ENV`] variable if set and not empty, else the user's data folder
    /// (`~/.local/share/reversi-tutor` on Linux, `~/Library/Application
    /// Support/reversi-tutor` on macOS, `%APPDATA%\reversi-tutor\data` on Windows).
    /// The folder may not exist yet: [`super::Store::open`] makes it.
    pub fn resolve(option: Option<PathBuf>) -> Result<PathBuf, DataDirError> {
        DataDir::choose(option, std::env::var_os(DataDir::ENV), DataDir::user_folder)
    }

    /// The user's data folder for reversi-tutor, if the system has one.
    fn user_folder() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "reversi-tutor")
            .map(|dirs| dirs.data_dir().to_path_buf())
    }

    /// The rule of [`DataDir::resolve`], with the variable and the default given.
    fn choose(
        option: Option<PathBuf>,
        variable: Option<OsString>,
        default: impl FnOnce() -> Option<PathBuf>,
    ) -> Result<PathBuf, DataDirError> {
        option
            .filter(|path| !path.as_os_str().is_empty())
            .or_else(|| {
                variable
                    .filter(|value| !value.is_empty())
                    .map(PathBuf::from)
            })
            .or_else(default)
            .ok_or(DataDirError::NoHome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn default() -> Option<PathBuf> {
        Some(PathBuf::from("/home/learner/.local/share/reversi-tutor"))
    }

    #[test]
    fn the_option_wins_over_the_variable_and_the_default() {
        let chosen = DataDir::choose(
            Some(PathBuf::from("from-option")),
            Some(OsString::from("from-variable")),
            default,
        );
        assert_eq!(chosen.unwrap(), PathBuf::from("from-option"));
    }

    #[test]
    fn the_variable_wins_over_the_default() {
        let chosen = DataDir::choose(None, Some(OsString::from("from-variable")), default);
        assert_eq!(chosen.unwrap(), PathBuf::from("from-variable"));
    }

    #[test]
    fn without_option_or_variable_the_user_data_folder_is_used() {
        assert_eq!(
            DataDir::choose(None, None, default).unwrap(),
            default().unwrap()
        );
        let empty = DataDir::choose(Some(PathBuf::new()), Some(OsString::new()), default);
        assert_eq!(empty.unwrap(), default().unwrap());
    }

    #[test]
    fn no_folder_at_all_is_an_error_that_names_the_way_out() {
        let error = DataDir::choose(None, None, || None).unwrap_err();
        assert!(error.to_string().contains("--data-dir"));
        assert!(error.to_string().contains(DataDir::ENV));
    }

    #[test]
    fn resolve_takes_the_option_as_given() {
        let chosen = DataDir::resolve(Some(PathBuf::from("/tmp/progress-here")));
        assert_eq!(chosen.unwrap(), PathBuf::from("/tmp/progress-here"));
    }
}
