//! Changes to [`Progress`] as the learner goes: a step reached, a lesson finished,
//! a puzzle answered, the review queue. The trainer and lesson screens decide
//! when; these keep the fields consistent.

use super::date::Date;
use super::model::{LessonProgress, Progress, PuzzleRecord, Review, ReviewStage, Stars};

/// What a settled first try did to the review queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewChange {
    /// Missed or helped: it comes back on `due`, after `stage`'s days.
    Scheduled { stage: ReviewStage, due: Date },
    /// Right at the first try: it left the queue it was in.
    Left,
    /// Right at the first try, and it was not in the queue.
    NotQueued,
}

impl Progress {
    /// The learner's progress in lesson `id` (a new lesson's if never opened).
    pub fn lesson(&self, id: &str) -> LessonProgress {
        self.lessons.get(id).copied().unwrap_or_default()
    }

    /// The learner stopped at step `index` (from 0) of lesson `id`.
    pub fn reach_step(&mut self, id: &str, index: usize) {
        let lesson = self.lessons.entry(id.to_string()).or_default();
        lesson.step = u32::try_from(index).unwrap_or(u32::MAX);
    }

    /// The learner reached the end of lesson `id` with `stars`: the latest stars
    /// are kept, and the best if passed.
    pub fn complete_lesson(&mut self, id: &str, stars: Stars) {
        let lesson = self.lessons.entry(id.to_string()).or_default();
        lesson.completed = true;
        lesson.stars = stars;
        lesson.best_stars = lesson.best_stars.max(stars);
    }

    /// The learner answered puzzle `id` on `today`; `solved_first_try` if right at
    /// the first answer, without hint or reveal.
    pub fn record_attempt(&mut self, id: &str, solved_first_try: bool, today: Date) {
        let attempts = self.puzzles.get(id).map_or(0, |record| record.attempts);
        self.puzzles.insert(
            id.to_string(),
            PuzzleRecord {
                attempts: attempts.saturating_add(1),
                solved_first_try,
                last_attempt: today,
            },
        );
    }

    /// Puts puzzle `id` in the review queue at `stage`, due `stage.days()` after
    /// `today` (replacing any earlier entry for it).
    pub fn schedule_review(&mut self, id: &str, stage: ReviewStage, today: Date) {
        let due = today.add_days(i64::from(stage.days()));
        self.review.insert(id.to_string(), Review { due, stage });
    }

    /// Takes puzzle `id` out of the review queue; whether it was there.
    pub fn clear_review(&mut self, id: &str) -> bool {
        self.review.remove(id).is_some()
    }

    /// The review queue after a settled first try at `id` on `today`.
    /// Missed, helped or skipped (`clean` false), it comes back the next day,
    /// whatever its gap was. Right at the first try on the day it is due (or
    /// after), it comes back after the next gap (3, then 7 days), and after
    /// the last it leaves the queue; right before it is due (a retry of the
    /// day's misses), it keeps its day; right and not queued, nothing changes.
    pub fn settle_review(&mut self, id: &str, clean: bool, today: Date) -> ReviewChange {
        let queued = self.review.get(id).copied();
        let stage = match (clean, queued) {
            (false, _) => ReviewStage::OneDay,
            (true, None) => return ReviewChange::NotQueued,
            (true, Some(queued)) if queued.due > today => {
                return ReviewChange::Scheduled {
                    stage: queued.stage,
                    due: queued.due,
                };
            }
            (true, Some(queued)) => match queued.stage.next() {
                Some(next) => next,
                None => {
                    self.clear_review(id);
                    return ReviewChange::Left;
                }
            },
        };
        self.schedule_review(id, stage, today);
        ReviewChange::Scheduled {
            stage,
            due: today.add_days(i64::from(stage.days())),
        }
    }

    /// The puzzles whose latest attempt, on `day`, was missed (or helped, or
    /// skipped), by id.
    pub fn missed_on(&self, day: Date) -> Vec<&str> {
        self.puzzles
            .iter()
            .filter(|(_, record)| record.last_attempt == day && !record.solved_first_try)
            .map(|(id, _)| id.as_str())
            .collect()
    }

    /// The puzzles due for review on `today`, the longest overdue first.
    pub fn due_reviews(&self, today: Date) -> Vec<(&str, Review)> {
        let mut due: Vec<(&str, Review)> = self
            .review
            .iter()
            .filter(|(_, review)| review.due <= today)
            .map(|(id, review)| (id.as_str(), *review))
            .collect();
        due.sort_by_key(|(id, review)| (review.due, *id));
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn finishing_a_lesson_keeps_the_latest_and_the_best_stars() {
        let mut progress = Progress::default();
        progress.reach_step("first-move", 4);
        progress.complete_lesson("first-move", Stars::new(3).unwrap());
        progress.complete_lesson("first-move", Stars::new(1).unwrap());
        let lesson = progress.lesson("first-move");
        assert!(lesson.completed);
        assert_eq!(lesson.step, 4);
        assert_eq!((lesson.stars.count(), lesson.best_stars.count()), (1, 3));
        assert_eq!(progress.lesson("never-opened"), LessonProgress::default());
    }

    #[test]
    fn answering_a_puzzle_counts_attempts_and_keeps_the_latest_result() {
        let mut progress = Progress::default();
        progress.record_attempt("corner-001", false, day("2026-05-01"));
        progress.record_attempt("corner-001", true, day("2026-05-03"));
        let record = progress.puzzles["corner-001"];
        assert_eq!(record.attempts, 2);
        assert!(record.solved_first_try);
        assert_eq!(record.last_attempt, day("2026-05-03"));
    }

    #[test]
    fn reviews_come_due_after_their_stage_and_oldest_first() {
        let mut progress = Progress::default();
        progress.schedule_review("b", ReviewStage::OneDay, day("2026-05-01"));
        progress.schedule_review("a", ReviewStage::ThreeDays, day("2026-05-01"));
        progress.schedule_review("c", ReviewStage::SevenDays, day("2026-04-24"));
        assert!(progress.due_reviews(day("2026-04-30")).is_empty());
        let ids = |progress: &Progress, today| -> Vec<String> {
            progress
                .due_reviews(day(today))
                .iter()
                .map(|(id, _)| id.to_string())
                .collect()
        };
        assert_eq!(ids(&progress, "2026-05-02"), ["c", "b"]);
        assert_eq!(ids(&progress, "2026-05-04"), ["c", "b", "a"]);
        assert!(progress.clear_review("b"));
        assert!(!progress.clear_review("b"));
        assert_eq!(ids(&progress, "2026-05-04"), ["c", "a"]);
    }

    #[test]
    fn review_stages_go_one_three_seven_then_end() {
        assert_eq!(ReviewStage::OneDay.next(), Some(ReviewStage::ThreeDays));
        assert_eq!(ReviewStage::ThreeDays.next(), Some(ReviewStage::SevenDays));
        assert_eq!(ReviewStage::SevenDays.next(), None);
        let days: Vec<u8> = [
            ReviewStage::OneDay,
            ReviewStage::ThreeDays,
            ReviewStage::SevenDays,
        ]
        .map(ReviewStage::days)
        .to_vec();
        assert_eq!(days, [1, 3, 7]);
    }

    #[test]
    fn a_miss_ends_the_streak_and_the_best_stays() {
        let mut progress = Progress::default();
        for _ in 0..3 {
            progress.streaks.extend();
        }
        progress.streaks.end();
        progress.streaks.extend();
        assert_eq!((progress.streaks.current, progress.streaks.best), (1, 3));
    }

    #[test]
    fn a_rated_attempt_keeps_the_new_rating_and_counts() {
        let mut progress = Progress::default();
        let rated = progress.rating.glicko().after_puzzle(1200.0, true);
        progress.rating.record(rated, day("2026-05-01"));
        assert_eq!(progress.rating.glicko(), rated);
        assert_eq!(progress.rating.rated_attempts, 1);
        assert_eq!(progress.rating.last_rated, Some(day("2026-05-01")));
    }
}
