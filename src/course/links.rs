//! What ties the parts of a course together, checked once every file is in: the
//! lesson that teaches each strategy theme ([`ThemeKind::taught_in`]) is in the
//! course, and the theme has enough puzzles to practise it after that lesson.

use super::codes::Code;
use super::error::CourseError;
use super::kinds::ThemeKind;
use super::model::Course;

/// The fewest puzzles a theme taught in a lesson has, so that practice after
/// the lesson always finds some.
pub const PRACTICE_PUZZLES: usize = 5;

/// Every problem with the links between the parts of `course`.
pub fn problems(course: &Course) -> Vec<CourseError> {
    let mut found = Vec::new();
    for kind in ThemeKind::ALL {
        let Some(lesson) = kind.taught_in() else {
            continue;
        };
        let theme = kind.name();
        if course.lesson(lesson).is_none() {
            found.push(problem(
                "lessons", Code::ThemeLessonMissing,
                format!(
                    "no lesson has the id `{lesson}`, yet the puzzle theme `{theme}` is taught in it (a session of mixed themes serves `{theme}` only after that lesson): give the lesson back its id, or name its new id in the theme list (ThemeKind::taught_in)"
                ),
            ).with_args(vec![lesson.to_string(), theme.to_string()]));
        }
        let puzzles = course
            .puzzles
            .iter()
            .filter(|p| p.theme.kind() == kind)
            .count();
        if puzzles < PRACTICE_PUZZLES {
            found.push(problem(
                "puzzles", Code::TooFewPracticePuzzles,
                format!(
                    "the puzzle theme `{theme}`, taught in lesson `{lesson}`, has {}; a taught theme needs at least {PRACTICE_PUZZLES}: add {} more",
                    count(puzzles, "puzzle"),
                    PRACTICE_PUZZLES - puzzles
                ),
            ).with_args(vec![
                theme.to_string(),
                lesson.to_string(),
                puzzles.to_string(),
                PRACTICE_PUZZLES.to_string(),
                (PRACTICE_PUZZLES - puzzles).to_string(),
            ]));
        }
    }
    found
}

/// `1 puzzle`, `3 puzzles`.
fn count(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// A problem of the course as a whole, named by the folder it concerns.
fn problem(folder: &str, code: Code, message: String) -> CourseError {
    CourseError::of_file(folder, code, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::embedded_course;

    #[test]
    fn the_built_in_course_has_every_lesson_a_theme_is_taught_in() {
        let course = embedded_course().unwrap();
        assert_eq!(problems(&course), []);
    }

    #[test]
    fn a_theme_taught_in_a_missing_lesson_or_short_of_puzzles_is_a_problem() {
        let mut course = embedded_course().unwrap();
        course.lessons.retain(|l| l.id != "corners");
        course
            .puzzles
            .retain(|p| p.theme.kind() != ThemeKind::MinMobility || p.id.ends_with("001"));
        let found: Vec<String> = problems(&course).iter().map(|e| e.to_string()).collect();
        assert_eq!(found.len(), 2, "{found:#?}");
        assert!(
            found[0].starts_with(
                "lessons: error[theme-lesson-missing]: no lesson has the id `corners`"
            ) && found[0].contains("`corner`"),
            "{found:#?}"
        );
        assert!(
            found[1].starts_with("puzzles: error[too-few-practice-puzzles]: the puzzle theme `min-mobility`, taught in lesson `mobility`, has 1 puzzle;")
                && found[1].contains("add 4 more"),
            "{found:#?}"
        );
    }
}
