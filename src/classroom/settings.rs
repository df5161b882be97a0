//! The class settings, `DIR/settings.toml`, read when the class is served: the
//! turn timer of class games, whether the colours swap after each game,
//! whether legal-move dots are allowed in class games, how long a pupil who
//! left keeps the seat before the computer plays it, and the computer's level.
//!
//! ```toml
//! timer = 30            # seconds a move: "none", 30 or 60
//! swap_colours = true   # colours swap for the next game between the same two
//! dots = false          # legal-move dots allowed in class games
//! grace_seconds = 30    # a pupil who left keeps the seat this long alone
//! computer_level = 2    # the level that plays a seat left empty (1-6)
//! open_lessons = "all"  # how many lessons pupils may open, from the first
//! ```
//!
//! A missing file, or a missing key, means the default; a file that cannot be
//! read is an error naming the file, the line and the column. The teacher's
//! dashboard writes the file whole ([`ClassSettings::write`]) before a change
//! counts.

use std::io;
use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

use crate::engine::search::Level;
use crate::store::config::line_column;
use crate::store::read_file;

/// The settings' file in the class folder.
const SETTINGS_FILE: &str = "settings.toml";
/// The longest grace time a class may set, in seconds (an hour).
const MAX_GRACE: u64 = 3600;

pub use crate::app::ClassSettings;

impl Default for ClassSettings {
    fn default() -> ClassSettings {
        ClassSettings {
            timer: None,
            swap_colours: true,
            dots: false,
            grace: Duration::from_secs(30),
            level: Level::MostFlips,
            open_lessons: None,
        }
    }
}

/// `timer = "none"` or a number of seconds (`open_lessons = "all"` or a number).
#[derive(Deserialize)]
#[serde(untagged)]
enum RawTimer {
    Seconds(i64),
    Word(String),
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawSettings {
    timer: Option<toml::Spanned<RawTimer>>,
    swap_colours: Option<bool>,
    dots: Option<bool>,
    grace_seconds: Option<toml::Spanned<i64>>,
    computer_level: Option<toml::Spanned<i64>>,
    open_lessons: Option<toml::Spanned<RawTimer>>,
}

/// Which timers a class may set: none, 30 or 60 seconds. A debug or test
/// build also takes 1 to 5 seconds, so that a test sees a turn time out
/// without waiting half a minute.
fn timer_allowed(seconds: i64) -> bool {
    seconds == 30 || seconds == 60 || (cfg!(debug_assertions) && (1..=5).contains(&seconds))
}

fn at(path: &Path, text: &str, offset: usize, why: impl std::fmt::Display) -> io::Error {
    let (line, column) = line_column(text, offset);
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("{}:{line}:{column}: {why}", path.display()),
    )
}

impl ClassSettings {
    /// The settings of the class folder `dir` (the defaults without a file).
    pub fn read(dir: &Path) -> io::Result<ClassSettings> {
        let path = dir.join(SETTINGS_FILE);
        let bytes = match read_file(&path) {
            Ok(None) => return Ok(ClassSettings::default()),
            Ok(Some(bytes)) => bytes,
            Err(e) => return Err(io::Error::other(format!("{}: {e}", path.display()))),
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: not UTF-8 text", path.display()),
            ));
        };
        ClassSettings::parse(&path, &text)
    }

    /// The settings written in `text` (read from `path`, for the errors).
    pub fn parse(path: &Path, text: &str) -> io::Result<ClassSettings> {
        let raw: RawSettings = toml::from_str(text).map_err(|e| {
            let start = e.span().map_or(0, |span| span.start);
            at(path, text, start, e.message())
        })?;
        let mut settings = ClassSettings::default();
        if let Some(timer) = raw.timer {
            let start = timer.span().start;
            settings.timer = match timer.into_inner() {
                RawTimer::Word(word) if word == "none" => None,
                RawTimer::Seconds(seconds) if timer_allowed(seconds) => {
                    Some(Duration::from_secs(seconds.unsigned_abs()))
                }
                _ => {
                    return Err(at(
                        path,
                        text,
                        start,
                        "timer is \"none\", 30 or 60 (seconds a move)",
                    ));
                }
            };
        }
        if let Some(swap) = raw.swap_colours {
            settings.swap_colours = swap;
        }
        if let Some(dots) = raw.dots {
            settings.dots = dots;
        }
        if let Some(grace) = raw.grace_seconds {
            let start = grace.span().start;
            let seconds = *grace.get_ref();
            if !(0..=MAX_GRACE as i64).contains(&seconds) {
                return Err(at(
                    path,
                    text,
                    start,
                    format!("grace_seconds is 0 to {MAX_GRACE}"),
                ));
            }
            settings.grace = Duration::from_secs(seconds.unsigned_abs());
        }
        if let Some(level) = raw.computer_level {
            let start = level.span().start;
            let n = *level.get_ref();
            settings.level = u8::try_from(n)
                .ok()
                .and_then(Level::new)
                .ok_or_else(|| at(path, text, start, "computer_level is 1 to 6"))?;
        }
        if let Some(open) = raw.open_lessons {
            let start = open.span().start;
            settings.open_lessons = match open.into_inner() {
                RawTimer::Word(word) if word == "all" => None,
                RawTimer::Seconds(n) if n >= 1 => Some(usize::try_from(n).unwrap_or(usize::MAX)),
                _ => {
                    return Err(at(
                        path,
                        text,
                        start,
                        "open_lessons is \"all\" or a number from 1",
                    ));
                }
            };
        }
        Ok(settings)
    }

    /// The settings as `settings.toml` says them, every key written.
    pub fn to_toml(&self) -> String {
        let timer = match self.timer {
            None => "\"none\"".to_string(),
            Some(t) => t.as_secs().to_string(),
        };
        let open = match self.open_lessons {
            None => "\"all\"".to_string(),
            Some(n) => n.to_string(),
        };
        format!(
            "# The class settings (reversi-tutor classroom); the dashboard writes this file.\n\
             timer = {timer}\n\
             swap_colours = {}\n\
             dots = {}\n\
             grace_seconds = {}\n\
             computer_level = {}\n\
             open_lessons = {open}\n",
            self.swap_colours,
            self.dots,
            self.grace.as_secs(),
            self.level.number(),
        )
    }

    /// Writes the settings into `dir`'s `settings.toml`, whole, at once.
    pub fn write(&self, dir: &Path) -> io::Result<()> {
        crate::store::write_atomically(dir, SETTINGS_FILE, self.to_toml().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> io::Result<ClassSettings> {
        ClassSettings::parse(Path::new("class/settings.toml"), text)
    }

    #[test]
    fn no_file_and_an_empty_file_are_the_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let read = ClassSettings::read(dir.path()).unwrap();
        assert_eq!(read, ClassSettings::default());
        assert_eq!(parse("").unwrap(), read);
        assert_eq!(read.timer, None);
        assert!(read.swap_colours);
        assert!(!read.dots);
        assert_eq!(read.grace, Duration::from_secs(30));
        assert_eq!(read.level.number(), 2);
    }

    #[test]
    fn every_setting_is_read() {
        let read = parse(
            "timer = 60\nswap_colours = false\ndots = true\ngrace_seconds = 5\ncomputer_level = 4\n",
        )
        .unwrap();
        assert_eq!(read.timer, Some(Duration::from_secs(60)));
        assert!(!read.swap_colours);
        assert!(read.dots);
        assert_eq!(read.grace, Duration::from_secs(5));
        assert_eq!(read.level.number(), 4);
        assert_eq!(parse("timer = \"none\"").unwrap().timer, None);
    }

    #[test]
    fn settings_written_read_back_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let settings = ClassSettings {
            timer: Some(Duration::from_secs(30)),
            swap_colours: false,
            dots: true,
            grace: Duration::from_secs(120),
            level: Level::Mobility,
            open_lessons: Some(4),
        };
        settings.write(dir.path()).unwrap();
        assert_eq!(ClassSettings::read(dir.path()).unwrap(), settings);
        ClassSettings::default().write(dir.path()).unwrap();
        assert_eq!(
            ClassSettings::read(dir.path()).unwrap(),
            ClassSettings::default()
        );
    }

    #[test]
    fn a_broken_file_names_the_file_line_and_column() {
        let cases = [
            ("dots = true\ntimer = 45\n", "class/settings.toml:2:9:"),
            (
                "dots = true\ntimer = \"soon\"\n",
                "class/settings.toml:2:9:",
            ),
            ("\n\ncomputer_level = 9\n", "class/settings.toml:3:18:"),
            ("grace_seconds = -1\n", "class/settings.toml:1:17:"),
            ("dots = yes\n", "class/settings.toml:1:8:"),
            ("colour = 1\n", "class/settings.toml:1:1:"),
            ("open_lessons = 0\n", "class/settings.toml:1:16:"),
        ];
        for (text, start) in cases {
            let why = parse(text).unwrap_err().to_string();
            assert!(why.starts_with(start), "{text:?}: {why}");
        }
    }
}
