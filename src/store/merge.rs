//! Three-way merge of progress: what this copy of the tutor changed since it last
//! read or wrote the file (`ours` against `base`) laid over what the file holds now
//! (`theirs`, changed meanwhile by another running copy or by hand).
//!
//! A value this copy changed wins; a value it left alone takes the file's. Counts
//! add up what each side added; "ever" values (lesson completed, best stars, best
//! streak, latest attempt day) take the larger.

use std::collections::{BTreeMap, BTreeSet};

use crate::learner::{LearnerRating, LessonProgress, Progress, PuzzleRecord, Settings, Streaks};

/// `ours` laid over `theirs`, both grown from `base`.
pub fn merge(base: &Progress, ours: &Progress, theirs: &Progress) -> Progress {
    Progress {
        settings: settings(&base.settings, &ours.settings, &theirs.settings),
        lessons: by_id(&base.lessons, &ours.lessons, &theirs.lessons, lesson),
        puzzles: by_id(&base.puzzles, &ours.puzzles, &theirs.puzzles, puzzle),
        rating: rating(&base.rating, &ours.rating, &theirs.rating),
        streaks: streaks(&base.streaks, &ours.streaks, &theirs.streaks),
        review: by_id(
            &base.review,
            &ours.review,
            &theirs.review,
            |base, ours, theirs| pick(&base.copied(), &ours.copied(), &theirs.copied()),
        ),
    }
}

/// Ours if we changed it, else theirs.
fn pick<T: PartialEq + Clone>(base: &T, ours: &T, theirs: &T) -> T {
    if ours == base {
        theirs.clone()
    } else {
        ours.clone()
    }
}

/// Theirs plus what we added since base.
fn add(base: u32, ours: u32, theirs: u32) -> u32 {
    theirs.saturating_add(ours.saturating_sub(base))
}

fn settings(base: &Settings, ours: &Settings, theirs: &Settings) -> Settings {
    Settings {
        language: pick(&base.language, &ours.language, &theirs.language),
        legal_dots: pick(&base.legal_dots, &ours.legal_dots, &theirs.legal_dots),
        ascii_discs: pick(&base.ascii_discs, &ours.ascii_discs, &theirs.ascii_discs),
        animation: pick(&base.animation, &ours.animation, &theirs.animation),
        theme: pick(&base.theme, &ours.theme, &theirs.theme),
    }
}

/// Merges two maps entry by entry; `merge_entry` sees each side's entry or none.
fn by_id<T: Clone>(
    base: &BTreeMap<String, T>,
    ours: &BTreeMap<String, T>,
    theirs: &BTreeMap<String, T>,
    merge_entry: impl Fn(Option<&T>, Option<&T>, Option<&T>) -> Option<T>,
) -> BTreeMap<String, T> {
    let ids: BTreeSet<&String> = base
        .keys()
        .chain(ours.keys())
        .chain(theirs.keys())
        .collect();
    ids.into_iter()
        .filter_map(|id| {
            merge_entry(base.get(id), ours.get(id), theirs.get(id)).map(|entry| (id.clone(), entry))
        })
        .collect()
}

fn lesson(
    base: Option<&LessonProgress>,
    ours: Option<&LessonProgress>,
    theirs: Option<&LessonProgress>,
) -> Option<LessonProgress> {
    let (base, ours, theirs) = match (ours, theirs) {
        (None, None) => return None,
        (Some(ours), None) | (None, Some(ours)) => return Some(*ours),
        (Some(ours), Some(theirs)) => (base.copied().unwrap_or_default(), ours, theirs),
    };
    Some(LessonProgress {
        completed: ours.completed || theirs.completed,
        step: step(&base, ours, theirs),
        stars: pick(&base.stars, &ours.stars, &theirs.stars),
        best_stars: ours.best_stars.max(theirs.best_stars),
    })
}

/// The place in a lesson: the side's that moved it, if only one did; when both
/// did (two copies in one lesson), the furthest step reached, unless a side
/// finished the lesson since `base` (its place is then the start again).
fn step(base: &LessonProgress, ours: &LessonProgress, theirs: &LessonProgress) -> u32 {
    if ours.step == base.step {
        theirs.step
    } else if theirs.step == base.step || finished_since(base, ours) {
        ours.step
    } else if finished_since(base, theirs) {
        theirs.step
    } else {
        ours.step.max(theirs.step)
    }
}

/// Whether `side` reached the end of the lesson since `base`: it is back at the
/// start, completed, with the stars of a new time through (or for the first time).
pub(super) fn finished_since(base: &LessonProgress, side: &LessonProgress) -> bool {
    side.completed && side.step == 0 && (!base.completed || side.stars != base.stars)
}

fn puzzle(
    base: Option<&PuzzleRecord>,
    ours: Option<&PuzzleRecord>,
    theirs: Option<&PuzzleRecord>,
) -> Option<PuzzleRecord> {
    let (ours, theirs) = match (ours, theirs) {
        (None, None) => return None,
        (Some(one), None) | (None, Some(one)) => return Some(*one),
        (Some(ours), Some(theirs)) => (ours, theirs),
    };
    let solved_first_try = match base {
        Some(base) => pick(
            &base.solved_first_try,
            &ours.solved_first_try,
            &theirs.solved_first_try,
        ),
        // Both sides answered it for the first time: the later answer is the latest.
        None if ours.last_attempt >= theirs.last_attempt => ours.solved_first_try,
        None => theirs.solved_first_try,
    };
    Some(PuzzleRecord {
        attempts: add(
            base.map_or(0, |base| base.attempts),
            ours.attempts,
            theirs.attempts,
        ),
        solved_first_try,
        last_attempt: ours.last_attempt.max(theirs.last_attempt),
    })
}

/// A rating cannot be added up: if we rated attempts since base, our rating
/// stands (it saw the learner's latest play here); the counts add up.
fn rating(base: &LearnerRating, ours: &LearnerRating, theirs: &LearnerRating) -> LearnerRating {
    let rated = if ours == base { theirs } else { ours };
    LearnerRating {
        rated_attempts: add(
            base.rated_attempts,
            ours.rated_attempts,
            theirs.rated_attempts,
        ),
        last_rated: ours.last_rated.max(theirs.last_rated),
        ..*rated
    }
}

fn streaks(base: &Streaks, ours: &Streaks, theirs: &Streaks) -> Streaks {
    Streaks {
        current: pick(&base.current, &ours.current, &theirs.current),
        best: ours.best.max(theirs.best),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learner::Date;
    use crate::learner::rating::Rating;
    use crate::learner::{ColourTheme, ReviewStage, Stars};

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    fn base() -> Progress {
        let mut base = Progress::default();
        base.record_attempt("p1", false, day("2026-05-01"));
        base.schedule_review("p1", ReviewStage::OneDay, day("2026-05-01"));
        base.schedule_review("p2", ReviewStage::OneDay, day("2026-05-01"));
        base.streaks.extend();
        base
    }

    #[test]
    fn nothing_changed_on_either_side_is_the_base() {
        assert_eq!(merge(&base(), &base(), &base()), base());
    }

    #[test]
    fn each_side_keeps_the_settings_it_changed() {
        let mut ours = base();
        ours.settings.theme = ColourTheme::NoColour;
        let mut theirs = base();
        theirs.settings.ascii_discs = true;
        let merged = merge(&base(), &ours, &theirs);
        assert_eq!(merged.settings.theme, ColourTheme::NoColour);
        assert!(merged.settings.ascii_discs);
    }

    #[test]
    fn attempts_on_both_sides_add_up() {
        let mut ours = base();
        ours.record_attempt("p1", true, day("2026-05-03"));
        ours.record_attempt("p3", true, day("2026-05-03"));
        let mut theirs = base();
        theirs.record_attempt("p1", false, day("2026-05-02"));
        theirs.record_attempt("p1", false, day("2026-05-02"));
        theirs.record_attempt("p4", false, day("2026-05-02"));
        let merged = merge(&base(), &ours, &theirs);
        assert_eq!(merged.puzzles["p1"].attempts, 4);
        assert!(merged.puzzles["p1"].solved_first_try);
        assert_eq!(merged.puzzles["p1"].last_attempt, day("2026-05-03"));
        assert!(merged.puzzles.contains_key("p3") && merged.puzzles.contains_key("p4"));
    }

    #[test]
    fn lessons_keep_completion_and_the_best_stars_of_either_side() {
        let mut ours = base();
        ours.complete_lesson("sandwich", Stars::new(1).unwrap());
        ours.reach_step("corners", 2);
        let mut theirs = base();
        theirs.complete_lesson("sandwich", Stars::new(3).unwrap());
        theirs.reach_step("corners", 5);
        theirs.reach_step("passing", 1);
        let merged = merge(&base(), &ours, &theirs);
        let sandwich = merged.lesson("sandwich");
        assert!(sandwich.completed);
        assert_eq!(sandwich.best_stars.count(), 3);
        assert_eq!(
            merged.lesson("corners").step,
            5,
            "the furthest step reached"
        );
        assert_eq!(merged.lesson("passing").step, 1);
    }

    #[test]
    fn the_review_queue_takes_each_sides_additions_and_removals() {
        let mut ours = base();
        ours.clear_review("p1");
        ours.schedule_review("p5", ReviewStage::OneDay, day("2026-05-02"));
        let mut theirs = base();
        theirs.schedule_review("p2", ReviewStage::ThreeDays, day("2026-05-02"));
        theirs.schedule_review("p6", ReviewStage::OneDay, day("2026-05-02"));
        let merged = merge(&base(), &ours, &theirs);
        let ids: Vec<&str> = merged.review.keys().map(String::as_str).collect();
        assert_eq!(ids, ["p2", "p5", "p6"]);
        assert_eq!(merged.review["p2"].stage, ReviewStage::ThreeDays);
    }

    #[test]
    fn our_rating_stands_when_we_rated_and_the_counts_add_up() {
        let mut ours = base();
        let mut theirs = base();
        let today = day("2026-05-02");
        theirs
            .rating
            .record(Rating::default().after_puzzle(900.0, false), today);
        theirs
            .rating
            .record(theirs.rating.glicko().after_puzzle(900.0, false), today);
        let merged = merge(&base(), &ours, &theirs);
        assert_eq!(merged.rating, theirs.rating);
        ours.rating
            .record(Rating::default().after_puzzle(1800.0, true), today);
        let merged = merge(&base(), &ours, &theirs);
        assert_eq!(merged.rating.rating, ours.rating.rating);
        assert_eq!(merged.rating.rated_attempts, 3);
    }

    #[test]
    fn the_best_streak_is_the_longer_and_the_current_one_ours_if_we_played() {
        let mut ours = base();
        ours.streaks.end();
        let mut theirs = base();
        for _ in 0..4 {
            theirs.streaks.extend();
        }
        let merged = merge(&base(), &ours, &theirs);
        assert_eq!((merged.streaks.current, merged.streaks.best), (0, 5));
    }
}
