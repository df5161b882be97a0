//! The class's pupils as the teacher sees them, online or not: where each one
//! is, lessons done and stars, puzzle rating, class rating, last seen. A pupil
//! online reports how far they have come as they go; one who is not is read
//! from their folder (again only when a file there changed). The class report
//! is the same rows as CSV.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use super::class::PUPILS;
use super::games::RATING_FILE;
use super::name::PupilName;
use super::server::Online;
use crate::app::PupilRow;
use crate::i18n::Ui;
use crate::learner::Date;
use crate::store::{FILE_NAME, Store};
use crate::view::dashboard::where_words;

/// How far a pupil has come, as their files say.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Kept {
    lessons_done: usize,
    stars: u32,
    puzzle_rating: i64,
    class_rating: i64,
    class_games: u32,
}

/// When a pupil's two files last changed: progress, class rating.
type Stamps = (Option<SystemTime>, Option<SystemTime>);

/// The pupils' files as last read, so that a file is read again only once it changed.
#[derive(Default)]
pub struct Roster {
    read: Mutex<HashMap<String, (Stamps, Kept)>>,
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The pupils' folders in the class folder `dir`, by folder name.
fn folders(dir: &Path) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir.join(PUPILS)) else {
        return Vec::new();
    };
    let mut found: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            PupilName::parse(&name)?;
            Some((name, e.path()))
        })
        .collect();
    found.sort();
    found
}

impl Roster {
    /// How far the pupil of `folder` has come, read from their files when
    /// they changed since the last look.
    fn kept(&self, key: &str, folder: &Path) -> Kept {
        let stamps = (
            modified(&folder.join(FILE_NAME)),
            modified(&folder.join(RATING_FILE)),
        );
        let mut read = self
            .read
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((seen, kept)) = read.get(key)
            && *seen == stamps
        {
            return *kept;
        }
        let progress = Store::peek(folder).unwrap_or_default();
        let lessons = progress.lessons.values();
        let (class, _) = super::games::read_rating(folder);
        let kept = Kept {
            lessons_done: progress.lessons.values().filter(|l| l.completed).count(),
            stars: lessons.map(|l| u32::from(l.best_stars.count())).sum(),
            puzzle_rating: progress.rating.rating.round() as i64,
            class_rating: class.rating.round() as i64,
            class_games: class.games,
        };
        read.insert(key.to_string(), (stamps, kept));
        kept
    }

    /// Every pupil of the class folder `dir`, by name: those `online` as
    /// they report themselves, with the class game each plays (`seats`); the
    /// others from their files, last seen when they left (`left`) or when
    /// their progress was last saved.
    pub fn pupils(
        &self,
        dir: &Path,
        online: &[Online],
        seats: &HashMap<String, u64>,
        left: &HashMap<String, SystemTime>,
    ) -> Vec<PupilRow> {
        let mut rows = Vec::new();
        for (key, folder) in folders(dir) {
            let kept = self.kept(&key, &folder);
            let here = online.iter().find(|o| o.name.to_ascii_lowercase() == key);
            let status = here.and_then(|o| o.status.as_ref());
            let last_seen = left
                .get(&key)
                .copied()
                .or_else(|| modified(&folder.join(FILE_NAME)));
            rows.push(PupilRow {
                name: here.map_or_else(|| key.clone(), |o| o.name.clone()),
                place: here.map(|o| {
                    o.status
                        .as_ref()
                        .map_or(crate::app::Place::Home, |s| s.place.clone())
                }),
                game: here.and_then(|_| seats.get(&key).copied()),
                lessons_done: status.map_or(kept.lessons_done, |s| s.lessons_done),
                stars: status.map_or(kept.stars, |s| s.stars),
                puzzle_rating: status.map_or(kept.puzzle_rating, |s| s.rating),
                class_rating: kept.class_rating,
                class_games: kept.class_games,
                last_seen,
            });
        }
        rows
    }
}

/// A time as the report writes it, in UTC: `2026-05-01 13:45`.
fn stamp(moment: SystemTime) -> String {
    let seconds = moment
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let in_day = seconds % 86_400;
    format!(
        "{} {:02}:{:02}",
        Date::of(moment),
        in_day / 3600,
        in_day / 60 % 60
    )
}

/// One CSV field: quoted when it holds a comma, a quote or a line break, and
/// kept from being read as a formula by a spreadsheet.
fn field(text: &str) -> String {
    let text = match text.chars().next() {
        Some('=' | '+' | '-' | '@') => format!("'{text}"),
        _ => text.to_string(),
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The class report: a header in `ui`'s language, then a line per pupil.
pub fn csv(ui: Ui, pupils: &[PupilRow]) -> String {
    let says = ui.teacher();
    let mut out = says.report_columns().map(field).join(",");
    out.push('\n');
    for pupil in pupils {
        let seen = match (pupil.online(), pupil.last_seen) {
            (true, _) => says.seen_now().to_string(),
            (false, Some(seen)) => stamp(seen),
            (false, None) => String::new(),
        };
        let cells = [
            pupil.name.clone(),
            says.yes_no(pupil.online()).to_string(),
            where_words(ui, pupil),
            pupil.lessons_done.to_string(),
            pupil.stars.to_string(),
            pupil.puzzle_rating.to_string(),
            pupil.class_rating.to_string(),
            pupil.class_games.to_string(),
            seen,
        ];
        out.push_str(&cells.map(|c| field(&c)).join(","));
        out.push('\n');
    }
    out
}

/// Writes `report` as `report-DATE.csv` (today, UTC) in the class folder `dir`; the file.
pub fn write_report(dir: &Path, report: &str) -> std::io::Result<PathBuf> {
    let name = format!("report-{}.csv", Date::today());
    crate::store::write_atomically(dir, &name, report.as_bytes())?;
    Ok(dir.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn a_field_with_a_comma_or_a_quote_is_quoted_and_a_formula_is_not_one() {
        assert_eq!(field("ani"), "ani");
        assert_eq!(field("a, b"), "\"a, b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("=1+1"), "'=1+1");
    }

    #[test]
    fn the_report_has_a_header_and_a_line_a_pupil() {
        let pupil = PupilRow {
            name: "ani".into(),
            place: None,
            game: None,
            lessons_done: 3,
            stars: 8,
            puzzle_rating: 1012,
            class_rating: 1500,
            class_games: 2,
            last_seen: Some(SystemTime::UNIX_EPOCH),
        };
        let report = csv(Ui::new(Lang::En), &[pupil]);
        let lines: Vec<&str> = report.lines().collect();
        assert_eq!(
            lines[0],
            "name,connected,where,lessons done,stars,puzzle rating,class rating,class games,last seen"
        );
        assert_eq!(
            lines[1],
            "ani,no,not connected,3,8,1012,1500,2,1970-01-01 00:00"
        );
    }
}
