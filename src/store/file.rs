//! `progress.toml` as text: its `version`, reading it into [`Progress`] (or saying
//! why it cannot be), and writing it back. No I/O here.

use std::fmt;

use serde::Deserialize;

use crate::learner::Progress;
use crate::learner::rating::MAX_DEVIATION;

/// The version of the progress file this build reads and writes.
pub const VERSION: i64 = 1;

/// The most bytes a progress file may have: a learner's file is far smaller.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// The line of the header that says the file ends with [`END`]: a file that has
/// it and does not end so was cut short (written by an older reversi-tutor, a
/// file has no such line, and no end line is asked of it).
const COUNTED: &str = "# The last line counts the records, so that a file cut short is noticed;";

/// The first lines of every progress file written.
const HEADER: &str = "\
# reversi-tutor: the learner's progress and settings.
# Written by the tutor; edit with care. A damaged file is kept aside, not lost.
# The last line counts the records, so that a file cut short is noticed;
# after an edit by hand, correct the counts (or delete these two lines).
";

/// The start of the last line of every progress file written, followed by the
/// counts of its records: `# end: 3 lessons, 12 puzzles, 2 reviews.`
const END: &str = "# end: ";

/// The highest rating, and the lowest, a learner's progress may hold: the
/// puzzles are rated 0 to 4000, and a rating never strays far from theirs.
const RATINGS: std::ops::RangeInclusive<f64> = -4000.0..=8000.0;
/// The smallest rating deviation a progress may hold (a learner's never gets
/// near it: each rated try adds uncertainty back through the volatility).
const MIN_DEVIATION: f64 = 1.0;
/// The largest volatility a progress may hold (a learner's starts at 0.06).
const MAX_VOLATILITY: f64 = 10.0;

/// What a progress file's bytes turned out to hold.
#[derive(Debug)]
pub(crate) enum Contents {
    /// A file of this version.
    Current(Progress),
    /// A file written by a newer reversi-tutor, and what this version could read
    /// of it (nothing if its shape changed).
    Newer {
        version: i64,
        progress: Option<Progress>,
    },
    /// Not a progress file this version can read.
    Damaged(Damage),
}

/// Why a progress file cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Damage {
    /// The kind of damage.
    pub kind: DamageKind,
    /// The details, as the TOML reader gives them (with line and column).
    pub detail: String,
}

/// The kinds of damage a progress file can have.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DamageKind {
    /// Larger than 16 MiB, far more than any learner's progress.
    TooLarge,
    /// Not UTF-8 text.
    NotText,
    /// Text, but not TOML.
    NotToml,
    /// TOML without a whole-number `version`, or a version below 1.
    NoVersion,
    /// TOML of this version whose values have the wrong type or are out of range.
    WrongValues,
    /// A file cut short: its last line, which counts the records, is missing or
    /// counts other records than the file holds.
    CutShort,
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            DamageKind::TooLarge => "the file is too large to be a progress file",
            DamageKind::NotText => "the file is not text",
            DamageKind::NotToml => "the file is not TOML",
            DamageKind::NoVersion => "the file has no valid `version`",
            DamageKind::WrongValues => "the file holds values that are not progress",
            DamageKind::CutShort => "the file was cut short",
        };
        write!(f, "{what}")?;
        match self.detail.trim() {
            "" => Ok(()),
            detail => write!(f, ": {detail}"),
        }
    }
}

impl Damage {
    fn new(kind: DamageKind, detail: impl fmt::Display) -> Damage {
        Damage {
            kind,
            detail: detail.to_string(),
        }
    }
}

/// Only the `version` key of a file (every other key ignored).
#[derive(Deserialize)]
struct VersionOnly {
    version: Option<toml::Value>,
}

/// Reads a progress file's bytes.
pub(crate) fn read(bytes: &[u8]) -> Contents {
    if u64::try_from(bytes.len()).map_or(true, |len| len > MAX_BYTES) {
        return Contents::Damaged(Damage::new(
            DamageKind::TooLarge,
            format!("{} bytes", bytes.len()),
        ));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => return Contents::Damaged(Damage::new(DamageKind::NotText, error)),
    };
    let version = match toml::from_str::<VersionOnly>(text) {
        Ok(found) => found.version,
        Err(error) => return Contents::Damaged(Damage::new(DamageKind::NotToml, error)),
    };
    let version = match version {
        Some(toml::Value::Integer(version)) if version >= 1 => version,
        Some(other) => {
            return Contents::Damaged(Damage::new(
                DamageKind::NoVersion,
                format!("`version = {other}`: expected version = {VERSION}"),
            ));
        }
        None => {
            return Contents::Damaged(Damage::new(
                DamageKind::NoVersion,
                format!("`version` is missing: expected version = {VERSION}"),
            ));
        }
    };
    let progress = toml::from_str::<Progress>(text)
        .map_err(|error| Damage::new(DamageKind::WrongValues, error))
        .and_then(check)
        .and_then(|progress| whole(text, progress));
    match progress {
        _ if version > VERSION => Contents::Newer {
            version,
            progress: progress.ok(),
        },
        Ok(progress) => Contents::Current(progress),
        Err(damage) => Contents::Damaged(damage),
    }
}

/// The checks that types alone cannot make.
fn check(progress: Progress) -> Result<Progress, Damage> {
    let rating = &progress.rating;
    if !progress.rating.glicko().is_sound() {
        return Err(Damage::new(
            DamageKind::WrongValues,
            "in [rating], the deviation and volatility must be numbers above 0",
        ));
    }
    let (low, high) = (RATINGS.start(), RATINGS.end());
    let problem = if !RATINGS.contains(&rating.rating) {
        format!(
            "in [rating], rating = {} is not within {low} to {high}",
            rating.rating
        )
    } else if !(MIN_DEVIATION..=MAX_DEVIATION).contains(&rating.deviation) {
        format!(
            "in [rating], deviation = {} is not within {MIN_DEVIATION} to {MAX_DEVIATION}",
            rating.deviation
        )
    } else if rating.volatility > MAX_VOLATILITY {
        format!(
            "in [rating], volatility = {} is above {MAX_VOLATILITY}",
            rating.volatility
        )
    } else {
        return Ok(progress);
    };
    Err(Damage::new(DamageKind::WrongValues, problem))
}

/// The last line a file holding `progress` ends with: its records counted.
fn end_line(progress: &Progress) -> String {
    format!(
        "{END}{} lessons, {} puzzles, {} reviews.",
        progress.lessons.len(),
        progress.puzzles.len(),
        progress.review.len()
    )
}

/// `progress` if `text` is whole: a file whose header says it ends with its
/// records counted must end so, with the counts of what it holds.
fn whole(text: &str, progress: Progress) -> Result<Progress, Damage> {
    let header = text.lines().take_while(|line| line.starts_with('#'));
    if !header.into_iter().any(|line| line == COUNTED) {
        return Ok(progress);
    }
    let expected = end_line(&progress);
    match text.trim_end().lines().next_back() {
        Some(last) if last == expected => Ok(progress),
        Some(last) if last.starts_with(END) => Err(Damage::new(
            DamageKind::CutShort,
            format!(
                "its last line says `{last}`, but it holds {}",
                &expected[END.len()..]
            ),
        )),
        _ => Err(Damage::new(
            DamageKind::CutShort,
            "the last line, which counts the records, is missing",
        )),
    }
}

/// The text of a progress file holding `progress`, its records counted last.
pub(crate) fn write(progress: &Progress) -> Result<String, toml::ser::Error> {
    let body = toml::to_string(progress)?;
    let body = body.trim_end();
    Ok(format!(
        "{HEADER}version = {VERSION}\n\n{body}\n\n{}\n",
        end_line(progress)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::learner::{ColourTheme, ReviewStage, Stars};

    fn full() -> Progress {
        let mut progress = Progress::default();
        let today = "2026-05-01".parse().unwrap();
        progress.settings.language = Some(Lang::Vi);
        progress.settings.legal_dots = false;
        progress.settings.theme = ColourTheme::ColourBlind;
        progress.reach_step("first-move", 3);
        progress.complete_lesson("sandwich", Stars::new(2).unwrap());
        progress.record_attempt("corner-001", true, today);
        progress.record_attempt("weird id.with \"quotes\"", false, today);
        progress.rating.record(
            crate::learner::rating::Rating::default().after_puzzle(1200.0, true),
            today,
        );
        progress.streaks.extend();
        progress.schedule_review("corner-002", ReviewStage::ThreeDays, today);
        progress
    }

    #[test]
    fn written_progress_reads_back_the_same() {
        let progress = full();
        let text = write(&progress).unwrap();
        match read(text.as_bytes()) {
            Contents::Current(read_back) => assert_eq!(read_back, progress),
            other => panic!("{other:?}\n{text}"),
        }
    }

    #[test]
    fn the_file_is_readable_toml_with_its_version_first() {
        let text = write(&full()).unwrap();
        let first_key = text.lines().find(|line| !line.starts_with('#')).unwrap();
        assert_eq!(first_key, "version = 1");
        for expected in [
            "language = \"vi\"",
            "theme = \"colour-blind\"",
            "[lessons.first-move]",
            "best_stars = 2",
            "last_attempt = 2026-05-01",
            "[review.corner-002]",
            "due = 2026-05-04",
            "stage = 3",
            "[streaks]",
        ] {
            assert!(text.contains(expected), "{expected} missing in\n{text}");
        }
    }

    #[test]
    fn a_file_with_only_a_version_is_a_new_learner() {
        match read(b"version = 1\n") {
            Contents::Current(progress) => assert_eq!(progress, Progress::default()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unknown_keys_are_ignored() {
        match read(b"version = 1\nfuture = 3\n[settings]\nsparkles = true\n") {
            Contents::Current(progress) => assert_eq!(progress, Progress::default()),
            other => panic!("{other:?}"),
        }
    }

    fn damage(bytes: &[u8]) -> DamageKind {
        match read(bytes) {
            Contents::Damaged(damage) => damage.kind,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn damage_is_named_by_kind() {
        assert_eq!(damage(b"\xff\xfe version = 1"), DamageKind::NotText);
        assert_eq!(damage(b"version = = 1"), DamageKind::NotToml);
        assert_eq!(
            damage(b"[settings]\nlegal_dots = true\n"),
            DamageKind::NoVersion
        );
        assert_eq!(damage(b"version = \"1\""), DamageKind::NoVersion);
        assert_eq!(damage(b"version = 0"), DamageKind::NoVersion);
        let huge = vec![b'#'; usize::try_from(MAX_BYTES).unwrap() + 1];
        assert_eq!(damage(&huge), DamageKind::TooLarge);
    }

    #[test]
    fn wrong_types_and_out_of_range_values_are_damage() {
        for body in [
            "settings = 3",
            "[settings]\nlegal_dots = \"yes\"",
            "[settings]\nlanguage = \"fr\"",
            "[settings]\ntheme = \"pink\"",
            "[lessons.a]\nstars = 4",
            "[lessons.a]\nstep = -1",
            "[puzzles.a]\nattempts = 1\nsolved_first_try = true",
            "[puzzles.a]\nattempts = 1\nsolved_first_try = true\nlast_attempt = \"2026-02-30\"",
            "[rating]\ndeviation = nan",
            "[rating]\nvolatility = -0.1",
            "[rating]\nrating = inf",
            "[review.a]\ndue = 2026-05-01\nstage = 2",
            "[streaks]\nbest = 1.5",
        ] {
            let text = format!("version = 1\n{body}\n");
            assert_eq!(damage(text.as_bytes()), DamageKind::WrongValues, "{body}");
        }
    }

    #[test]
    fn a_written_file_cut_short_anywhere_is_damage_and_never_read_as_progress() {
        let text = write(&full()).unwrap();
        let whole = text.trim_end().len();
        for cut in 0..text.len() {
            let Some(prefix) = text.get(..cut) else {
                continue; // Inside a character: not UTF-8, damage of another kind.
            };
            match read(prefix.as_bytes()) {
                Contents::Current(progress) => {
                    assert!(cut >= whole, "cut at {cut} read as progress: {progress:?}");
                    assert_eq!(progress, full());
                }
                Contents::Damaged(_) => assert!(cut < whole, "cut at {cut}"),
                Contents::Newer { .. } => panic!("cut at {cut} read as newer"),
            }
        }
    }

    #[test]
    fn a_file_without_the_counting_header_needs_no_end_line_and_a_wrong_count_is_damage() {
        assert!(matches!(
            read(b"version = 1\n[lessons.a]\nstep = 2\n"),
            Contents::Current(_)
        ));
        let text = write(&full()).unwrap().replace("2 puzzles", "3 puzzles");
        assert_eq!(damage(text.as_bytes()), DamageKind::CutShort);
        let text = write(&full()).unwrap();
        let end = text.trim_end().rfind('\n').unwrap();
        let Contents::Damaged(cut) = read(&text.as_bytes()[..end]) else {
            panic!("read without its end line");
        };
        assert_eq!(
            cut.to_string(),
            "the file was cut short: the last line, which counts the records, is missing"
        );
    }

    #[test]
    fn ratings_out_of_any_learners_range_are_damage() {
        for rating in [
            "rating = 1e308",
            "rating = -1e9",
            "deviation = 1e-300",
            "deviation = 201.0",
            "volatility = 1e9",
        ] {
            let text = format!("version = 1\n[rating]\n{rating}\n");
            let Contents::Damaged(damage) = read(text.as_bytes()) else {
                panic!("{rating} read as progress");
            };
            assert_eq!(damage.kind, DamageKind::WrongValues, "{rating}");
            assert!(damage.detail.contains("not within") || damage.detail.contains("above"));
        }
    }

    #[test]
    fn a_newer_version_is_told_apart_and_read_where_possible() {
        match read(b"version = 2\n[streaks]\nbest = 9\n") {
            Contents::Newer {
                version: 2,
                progress: Some(progress),
            } => assert_eq!(progress.streaks.best, 9),
            other => panic!("{other:?}"),
        }
        match read(b"version = 7\nstreaks = \"a new shape\"\n") {
            Contents::Newer {
                version: 7,
                progress: None,
            } => {}
            other => panic!("{other:?}"),
        }
    }
}
