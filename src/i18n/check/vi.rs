//! `check` in Tiếng Việt.

use crate::course::check::Severity;
use crate::course::{CheckWords, CourseError};
use crate::i18n::vi::Vietnamese;

impl CheckWords for Vietnamese {
    fn severity(&self, severity: Severity) -> &'static str {
        match severity {
            Severity::Error => "lỗi",
            Severity::Warning => "cảnh báo",
        }
    }

    fn step(&self, number: usize) -> String {
        format!("bước {number}")
    }

    fn puzzle(&self, name: &str) -> String {
        format!("câu đố {name}")
    }

    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String {
        format!("{lessons} bài học, {puzzles} câu đố, {errors} lỗi, {warnings} cảnh báo")
    }

    fn message(&self, _finding: &CourseError) -> Option<String> {
        None
    }
}
