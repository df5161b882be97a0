//! `check` in Bahasa Indonesia.

use crate::course::check::Severity;
use crate::course::{CheckWords, CourseError};
use crate::i18n::id::Indonesian;

impl CheckWords for Indonesian {
    fn severity(&self, severity: Severity) -> &'static str {
        match severity {
            Severity::Error => "kesalahan",
            Severity::Warning => "peringatan",
        }
    }

    fn step(&self, number: usize) -> String {
        format!("tahap {number}")
    }

    fn puzzle(&self, name: &str) -> String {
        format!("teka-teki {name}")
    }

    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String {
        format!(
            "{lessons} pelajaran, {puzzles} teka-teki, {errors} kesalahan, {warnings} peringatan"
        )
    }

    fn message(&self, _finding: &CourseError) -> Option<String> {
        None
    }
}
