//! The teacher's settings file, `config.toml` in the user's config folder (or
//! the file `REVERSI_TUTOR_CONFIG` names), and the variables
//! `REVERSI_TUTOR_LESSONS` / `REVERSI_TUTOR_PUZZLES`: where a teacher's own
//! lesson and puzzle folders are, named once instead of on every command.
//!
//! The file's format (every key optional; a relative folder is read from the
//! config file's own folder):
//!
//! ```toml
//! lessons = ["/home/teacher/class/lessons"]
//! puzzles = ["class/puzzles"]
//! ```

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::untrusted::file::{ReadError, read_text};

/// The variable that names the config file itself.
const CONFIG_ENV: &str = "REVERSI_TUTOR_CONFIG";
/// The variable that names the lesson folders (separated as in PATH).
const LESSONS_ENV: &str = "REVERSI_TUTOR_LESSONS";
/// The variable that names the puzzle folders (separated as in PATH).
const PUZZLES_ENV: &str = "REVERSI_TUTOR_PUZZLES";
/// The config file's name in the user's config folder.
const CONFIG_FILE: &str = "config.toml";
/// The most bytes of a config file read.
const LIMIT: u64 = 64 * 1024;

/// The config file as written: every key optional, no other key allowed.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    /// Folders of the teacher's lesson files.
    #[serde(default)]
    lessons: Vec<PathBuf>,
    /// Folders of the teacher's puzzle files.
    #[serde(default)]
    puzzles: Vec<PathBuf>,
}

/// A config file that cannot be used, with the reason in a teacher's words.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but cannot be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: ReadError,
    },
    /// The file is not a config file: TOML syntax, an unknown key, a wrong type.
    #[error(
        "{path}:{line}:{column}: {message} (the keys are `lessons` and `puzzles`, each a list of folders, like lessons = [\"my-lessons\"])"
    )]
    Invalid {
        /// The file.
        path: PathBuf,
        /// Where the problem starts (1-based).
        line: usize,
        /// Where the problem starts (1-based).
        column: usize,
        /// What is wrong.
        message: String,
    },
}

/// Where a list of folders came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FolderSource {
    /// `--lessons-dir` / `--puzzles-dir` on the command line (or nothing at all).
    CommandLine,
    /// An environment variable (its name).
    Variable(&'static str),
    /// The config file (its path).
    ConfigFile(PathBuf),
}

/// The teacher's folders, each list with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseFolders {
    /// The lesson folders.
    pub lessons: Vec<PathBuf>,
    /// Where `lessons` came from.
    pub lessons_from: FolderSource,
    /// The puzzle folders.
    pub puzzles: Vec<PathBuf>,
    /// Where `puzzles` came from.
    pub puzzles_from: FolderSource,
}

/// The config file's path: the [`CONFIG_ENV`] variable, else `config.toml` in
/// the user's config folder (`~/.config/reversi-tutor` on Linux,
/// `~/Library/Application Support/reversi-tutor` on macOS,
/// `%APPDATA%\reversi-tutor\config` on Windows).
pub fn config_path() -> Option<PathBuf> {
    match std::env::var_os(CONFIG_ENV).filter(|v| !v.is_empty()) {
        Some(path) => Some(PathBuf::from(path)),
        None => directories::ProjectDirs::from("", "", "reversi-tutor")
            .map(|dirs| dirs.config_dir().join(CONFIG_FILE)),
    }
}

/// The line and column (from 1, in characters) of the byte `offset` of `text`.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// The folders of the config file at `path`: none when there is no such file.
fn read_config(path: &Path) -> Result<RawConfig, ConfigError> {
    let text = match read_text(path, LIMIT) {
        Ok(text) => text,
        Err(ReadError::Missing) => return Ok(RawConfig::default()),
        Err(source) => {
            return Err(ConfigError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let mut raw: RawConfig = toml::from_str(&text).map_err(|e| {
        let start = e.span().map_or(0, |span| span.start);
        let (line, column) = line_column(&text, start);
        ConfigError::Invalid {
            path: path.to_path_buf(),
            line,
            column,
            message: e.message().to_string(),
        }
    })?;
    // A relative folder is read from the config file's folder, wherever the
    // command runs.
    let base = path.parent().unwrap_or(Path::new(""));
    for folder in raw.lessons.iter_mut().chain(raw.puzzles.iter_mut()) {
        if folder.is_relative() {
            *folder = base.join(&*folder);
        }
    }
    Ok(raw)
}

/// The folders given on the command line, else those of the variable, else
/// those of the config file at `config` (each list on its own: a
/// `--lessons-dir` does not hide the config file's puzzle folders). A config
/// file that is missing names no folder; one that cannot be used names none
/// either, and comes back as the error beside the folders.
pub fn course_folders(
    lessons: &[PathBuf],
    puzzles: &[PathBuf],
    config: Option<&Path>,
) -> (CourseFolders, Option<ConfigError>) {
    choose(
        lessons,
        puzzles,
        std::env::var_os,
        || config.map(read_config).transpose(),
        config,
    )
}

/// The rule of [`course_folders`], with the variables and the file given.
fn choose(
    lessons: &[PathBuf],
    puzzles: &[PathBuf],
    variable: impl Fn(&'static str) -> Option<OsString>,
    file: impl FnOnce() -> Result<Option<RawConfig>, ConfigError>,
    config: Option<&Path>,
) -> (CourseFolders, Option<ConfigError>) {
    let from_variable = |name: &'static str| {
        variable(name)
            .filter(|v| !v.is_empty())
            .map(|v| std::env::split_paths(&v).collect::<Vec<_>>())
    };
    let lessons_var = from_variable(LESSONS_ENV);
    let puzzles_var = from_variable(PUZZLES_ENV);
    let need_file = (lessons.is_empty() && lessons_var.is_none())
        || (puzzles.is_empty() && puzzles_var.is_none());
    let (raw, error) = match if need_file { file() } else { Ok(None) } {
        Ok(raw) => (raw.unwrap_or_default(), None),
        Err(error) => (RawConfig::default(), Some(error)),
    };
    let file_source =
        || FolderSource::ConfigFile(config.map(Path::to_path_buf).unwrap_or_default());
    let pick = |given: &[PathBuf], var: Option<Vec<PathBuf>>, name, in_file: Vec<PathBuf>| {
        if !given.is_empty() {
            (given.to_vec(), FolderSource::CommandLine)
        } else if let Some(folders) = var {
            (folders, FolderSource::Variable(name))
        } else if !in_file.is_empty() {
            (in_file, file_source())
        } else {
            (Vec::new(), FolderSource::CommandLine)
        }
    };
    let (lessons, lessons_from) = pick(lessons, lessons_var, LESSONS_ENV, raw.lessons);
    let (puzzles, puzzles_from) = pick(puzzles, puzzles_var, PUZZLES_ENV, raw.puzzles);
    let folders = CourseFolders {
        lessons,
        lessons_from,
        puzzles,
        puzzles_from,
    };
    (folders, error)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_variable(_: &'static str) -> Option<OsString> {
        None
    }

    fn config(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(CONFIG_FILE);
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    fn the_config_file_names_folders_relative_to_itself() {
        let (dir, path) = config("lessons = [\"mine\"]\npuzzles = [\"/abs/puzzles\"]\n");
        let file = || read_config(&path).map(Some);
        let (chosen, error) = choose(&[], &[], no_variable, file, Some(&path));
        assert!(error.is_none());
        assert_eq!(chosen.lessons, vec![dir.path().join("mine")]);
        assert_eq!(chosen.puzzles, vec![PathBuf::from("/abs/puzzles")]);
        assert_eq!(chosen.lessons_from, FolderSource::ConfigFile(path.clone()));
    }

    #[test]
    fn the_command_line_wins_over_the_variable_and_the_variable_over_the_file() {
        let (_dir, path) = config("lessons = [\"file-lessons\"]\npuzzles = [\"file-puzzles\"]\n");
        let variable = |name: &'static str| (name == LESSONS_ENV).then(|| OsString::from("a:b"));
        let file = || read_config(&path).map(Some);
        let (chosen, _) = choose(&[], &[], variable, file, Some(&path));
        assert_eq!(chosen.lessons, vec![PathBuf::from("a"), PathBuf::from("b")]);
        assert_eq!(chosen.lessons_from, FolderSource::Variable(LESSONS_ENV));
        assert_eq!(chosen.puzzles_from, FolderSource::ConfigFile(path.clone()));
        let given = [PathBuf::from("given")];
        let file = || read_config(&path).map(Some);
        let (chosen, _) = choose(&given, &[], variable, file, Some(&path));
        assert_eq!(chosen.lessons, given.to_vec());
        assert_eq!(chosen.lessons_from, FolderSource::CommandLine);
    }

    #[test]
    fn a_missing_file_names_no_folder() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("none.toml");
        let (chosen, error) = choose(&[], &[], no_variable, || read_config(&path).map(Some), None);
        assert!(error.is_none());
        assert!(chosen.lessons.is_empty() && chosen.puzzles.is_empty());
    }

    #[test]
    fn an_unknown_key_is_an_error_at_its_line_and_column() {
        let (_dir, path) = config("lessons = []\nlesons = [\"x\"]\n");
        let error = read_config(&path).unwrap_err();
        let text = error.to_string();
        assert!(text.contains(":2:1: "), "{text}");
        assert!(text.contains("lesons"), "{text}");
    }

    #[test]
    fn a_broken_file_names_no_folder_and_the_variables_still_count() {
        let (_dir, path) = config("lessons = [\"x\"\n");
        let variable = |name: &'static str| (name == PUZZLES_ENV).then(|| OsString::from("p"));
        let file = || read_config(&path).map(Some);
        let (chosen, error) = choose(&[], &[], variable, file, Some(&path));
        assert!(error.is_some());
        assert!(chosen.lessons.is_empty());
        assert_eq!(chosen.puzzles, vec![PathBuf::from("p")]);
    }

    #[test]
    fn a_folder_that_is_not_a_list_is_an_error() {
        let (_dir, path) = config("lessons = \"mine\"\n");
        let error = read_config(&path).unwrap_err();
        assert!(error.to_string().contains(":1:11: "), "{error}");
    }
}
