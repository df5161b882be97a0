//! Which puzzle the trainer serves next: a pure function of the puzzles, the
//! learner's progress, the day, a seed and the puzzles already served in the
//! session. Four modes: by theme (easiest unsolved first), rated (an untried
//! puzzle near the learner's rating), streak (easiest first, rising with the
//! run) and review (the puzzles due again, the longest overdue first). A
//! session that mixes themes serves a strategy theme only once the lesson that
//! teaches it is done ([`is_open`]), so that a new learner starts among the
//! rules themes. The
//! learner's record on each puzzle is read from the progress once
//! ([`Records::of`]); a session keeps it up to date as puzzles are answered, so
//! that choosing among many thousands of puzzles is one pass over an array.

use std::collections::HashSet;

use crate::course::{Puzzle, ThemeKind};
use crate::engine::search::Rng;
use crate::learner::{Date, Progress};

/// How the trainer chooses puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Theme by theme, the easiest not yet solved first.
    Theme,
    /// Mixed themes, each puzzle near the learner's rating.
    Rated,
    /// Easiest first and rising; the first miss ends the run.
    Streak,
    /// The puzzles missed earlier that are due again.
    Review,
    /// The puzzles missed today, tried again at once.
    Retry,
}

impl Mode {
    /// Every mode, in the order help lists them.
    pub const ALL: [Mode; 5] = [
        Mode::Theme,
        Mode::Rated,
        Mode::Streak,
        Mode::Review,
        Mode::Retry,
    ];

    /// The name on the command line: `theme`, `rated`, `streak`, `review`.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Theme => "theme",
            Mode::Rated => "rated",
            Mode::Streak => "streak",
            Mode::Review => "review",
            Mode::Retry => "misses",
        }
    }
}

/// A mode, and optionally one theme to keep to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Selection {
    /// How puzzles are chosen.
    pub mode: Mode,
    /// Only puzzles of this theme (all themes when `None`).
    pub theme: Option<ThemeKind>,
}

/// How many of the nearest puzzles a rated pick chooses among.
const RATED_CHOICES: usize = 5;
/// How far (in rating points) a rated pick may stray beyond the nearest puzzle.
const RATED_WINDOW: u32 = 100;
/// How many puzzles of the same, lowest rating a streak pick chooses among.
const STREAK_CHOICES: usize = 3;

/// The learner's record on a puzzle, as selection reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Tried {
    /// Never answered.
    #[default]
    Never,
    /// Answered, the latest time not solved at the first try.
    Missed,
    /// Answered, the latest time solved at the first try.
    Solved,
}

/// The learner's record on each puzzle, by the puzzle's index.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Records(Vec<Tried>);

impl Records {
    /// The records of `puzzles` in `progress`.
    pub fn of(puzzles: &[Puzzle], progress: &Progress) -> Records {
        Records(
            puzzles
                .iter()
                .map(|p| match progress.puzzles.get(&p.id) {
                    None => Tried::Never,
                    Some(record) if record.solved_first_try => Tried::Solved,
                    Some(_) => Tried::Missed,
                })
                .collect(),
        )
    }

    /// The record on puzzle `index` (never answered, for an index beyond the list).
    pub fn get(&self, index: usize) -> Tried {
        self.0.get(index).copied().unwrap_or_default()
    }

    /// Puzzle `index` was answered: solved at the first try, or not.
    pub fn answered(&mut self, index: usize, solved_first_try: bool) {
        if let Some(tried) = self.0.get_mut(index) {
            *tried = if solved_first_try {
                Tried::Solved
            } else {
                Tried::Missed
            };
        }
    }
}

/// The index in `puzzles` of the puzzle to serve next, or `None` when the
/// selection has none left. `served` holds the puzzles already served in this
/// session (never served twice); `seed` varies the choice among near equals.
pub fn select(
    puzzles: &[Puzzle],
    selection: Selection,
    progress: &Progress,
    today: Date,
    seed: u64,
    served: &HashSet<usize>,
) -> Option<usize> {
    let records = Records::of(puzzles, progress);
    select_with(puzzles, &records, selection, progress, today, seed, served)
}

/// [`select`], with the learner's records on `puzzles` already read
/// (`Records::of(puzzles, progress)`, kept up to date).
pub fn select_with(
    puzzles: &[Puzzle],
    records: &Records,
    selection: Selection,
    progress: &Progress,
    today: Date,
    seed: u64,
    served: &HashSet<usize>,
) -> Option<usize> {
    let open = |index: usize, puzzle: &Puzzle| {
        !served.contains(&index) && in_selection(selection, puzzle, progress)
    };
    match selection.mode {
        Mode::Theme => by_theme(puzzles, records, &open),
        Mode::Rated => rated(puzzles, records, progress, seed, &open),
        Mode::Streak => streak(puzzles, selection, progress, seed, &open),
        Mode::Review => progress.due_reviews(today).iter().find_map(|(id, _)| {
            puzzles
                .iter()
                .position(|p| p.id == *id)
                .filter(|&i| open(i, &puzzles[i]))
        }),
        Mode::Retry => progress.missed_on(today).iter().find_map(|id| {
            puzzles
                .iter()
                .position(|p| p.id == *id)
                .filter(|&i| open(i, &puzzles[i]))
        }),
    }
}

/// The learner's review queue among `puzzles`: (puzzles due on `today`, puzzles
/// in the queue). A queued id that names no puzzle here (a puzzle since removed,
/// or from a teacher's folder not loaded now) is not counted, so the counts
/// match what review mode serves.
pub fn review_queue(puzzles: &[Puzzle], progress: &Progress, today: Date) -> (usize, usize) {
    let known = |id: &str| puzzles.iter().any(|puzzle| puzzle.id == id);
    let due = progress
        .due_reviews(today)
        .iter()
        .filter(|(id, _)| known(id))
        .count();
    let queued = progress.review.keys().filter(|id| known(id)).count();
    (due, queued)
}

/// The puzzles open to the selection, by index.
fn candidates<'a>(
    puzzles: &'a [Puzzle],
    open: &'a dyn Fn(usize, &Puzzle) -> bool,
) -> impl Iterator<Item = (usize, &'a Puzzle)> + 'a {
    puzzles.iter().enumerate().filter(move |(i, p)| open(*i, p))
}

/// Theme by theme in the order of the theme list, the easiest first; puzzles
/// not yet solved at the first try before those already solved.
fn by_theme(
    puzzles: &[Puzzle],
    records: &Records,
    open: &dyn Fn(usize, &Puzzle) -> bool,
) -> Option<usize> {
    candidates(puzzles, open)
        .min_by_key(|(i, p)| {
            let solved = records.get(*i) == Tried::Solved;
            let theme = ThemeKind::ALL.iter().position(|k| *k == p.theme.kind());
            (solved, theme, p.rating, *i)
        })
        .map(|(i, _)| i)
}

/// A puzzle near the learner's rating: among the puzzles never tried (else those
/// not solved at the first try, else any), the few nearest the rating, one
/// picked by the seed.
fn rated(
    puzzles: &[Puzzle],
    records: &Records,
    progress: &Progress,
    seed: u64,
    open: &dyn Fn(usize, &Puzzle) -> bool,
) -> Option<usize> {
    let learner = progress
        .rating
        .rating
        .round()
        .clamp(0.0, f64::from(u32::MAX)) as u32;
    // The nearest few of each tier: untried, tried but not solved, solved.
    let mut nearest: [Vec<(u32, usize)>; 3] = Default::default();
    for (i, p) in candidates(puzzles, open) {
        let tier = match records.get(i) {
            Tried::Never => 0,
            Tried::Missed => 1,
            Tried::Solved => 2,
        };
        keep_nearest(&mut nearest[tier], (p.rating.abs_diff(learner), i));
    }
    let near = nearest.into_iter().find(|near| !near.is_empty())?;
    let closest = near[0].0;
    let within: Vec<usize> = near
        .iter()
        .filter(|(distance, _)| *distance <= closest.saturating_add(RATED_WINDOW))
        .map(|(_, i)| *i)
        .collect();
    pick(&within, seed)
}

/// Keeps the [`RATED_CHOICES`] smallest `(distance, index)` pairs, sorted.
fn keep_nearest(near: &mut Vec<(u32, usize)>, entry: (u32, usize)) {
    if near.len() == RATED_CHOICES && near.last().is_some_and(|last| *last <= entry) {
        return;
    }
    let at = near.partition_point(|kept| *kept < entry);
    near.insert(at, entry);
    near.truncate(RATED_CHOICES);
}

/// Easiest first, rising with the run: the puzzles of the selection in order of
/// rating, from the place of the current run (a new run starts from the
/// easiest), one of the next few not yet served picked by the seed.
fn streak(
    puzzles: &[Puzzle],
    selection: Selection,
    progress: &Progress,
    seed: u64,
    open: &dyn Fn(usize, &Puzzle) -> bool,
) -> Option<usize> {
    let mut order: Vec<(u32, usize)> = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| in_selection(selection, p, progress))
        .map(|(i, p)| (p.rating, i))
        .collect();
    order.sort_unstable();
    let start = (progress.streaks.current as usize).min(order.len());
    let mut next = order[start..]
        .iter()
        .chain(&order[..start])
        .filter(|(_, i)| open(*i, &puzzles[*i]));
    let (easiest, first) = *next.next()?;
    // Variety only among puzzles as easy as the easiest left: the run still rises.
    let mut equals = vec![first];
    equals.extend(
        next.take_while(|(rating, _)| *rating == easiest)
            .take(STREAK_CHOICES - 1)
            .map(|(_, i)| *i),
    );
    pick(&equals, seed)
}

/// Whether `puzzle` is one the selection may serve the learner: of the theme
/// chosen, or, when the session mixes themes, of a theme open to the learner
/// (review and retry serve every puzzle due or missed: the learner has met it already).
fn in_selection(selection: Selection, puzzle: &Puzzle, progress: &Progress) -> bool {
    let kind = puzzle.theme.kind();
    match selection.theme {
        Some(chosen) => kind == chosen,
        None => matches!(selection.mode, Mode::Review | Mode::Retry) || is_open(kind, progress),
    }
}

/// Whether a session that mixes themes may serve puzzles of theme `kind` to the
/// learner of `progress`: a rules theme always, a strategy theme once the
/// learner has finished the lesson that teaches it ([`ThemeKind::taught_in`]).
pub fn is_open(kind: ThemeKind, progress: &Progress) -> bool {
    kind.taught_in()
        .is_none_or(|lesson| progress.lesson(lesson).completed)
}

/// One of `choices`, by the seed.
fn pick(choices: &[usize], seed: u64) -> Option<usize> {
    if choices.is_empty() {
        return None;
    }
    // The seed's first random number, so that near seeds pick apart.
    let at = (Rng::new(seed).next_u64() % choices.len() as u64) as usize;
    choices.get(at).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::{Text, Theme};
    use crate::engine::Board;
    use crate::learner::ReviewStage;

    fn puzzle(id: &str, rating: u32) -> Puzzle {
        of_theme(id, rating, Theme::LegalMove)
    }

    fn of_theme(id: &str, rating: u32, theme: Theme) -> Puzzle {
        let board = Board::start();
        Puzzle {
            id: id.into(),
            theme,
            rating,
            prompt: Text::en("Find a legal move."),
            board,
            solution: board.legal_moves(),
            hint: None,
            rated: true,
            origin: Default::default(),
        }
    }

    #[test]
    fn the_review_queue_counts_only_puzzles_that_exist_as_review_mode_serves_them() {
        let puzzles = [puzzle("a", 1000), puzzle("b", 1200)];
        let mut progress = Progress::default();
        let day: Date = "2026-05-01".parse().unwrap();
        progress.schedule_review("a", ReviewStage::OneDay, day);
        progress.schedule_review("gone", ReviewStage::OneDay, day);
        progress.schedule_review("b", ReviewStage::OneDay, day.add_days(30));
        let later = day.add_days(3);
        assert_eq!(review_queue(&puzzles, &progress, later), (1, 2));
        let selection = Selection {
            mode: Mode::Review,
            theme: None,
        };
        let mut served = HashSet::new();
        let mut seen = 0;
        while let Some(i) = select(&puzzles, selection, &progress, later, 1, &served) {
            served.insert(i);
            seen += 1;
        }
        assert_eq!(seen, review_queue(&puzzles, &progress, later).0);
    }

    #[test]
    fn records_read_the_progress_and_follow_the_answers() {
        let puzzles = [puzzle("a", 1000), puzzle("b", 1200), puzzle("c", 1400)];
        let mut progress = Progress::default();
        let day: Date = "2026-05-01".parse().unwrap();
        progress.record_attempt("b", false, day);
        progress.record_attempt("c", true, day);
        let mut records = Records::of(&puzzles, &progress);
        assert_eq!(
            [0, 1, 2, 3].map(|i| records.get(i)),
            [Tried::Never, Tried::Missed, Tried::Solved, Tried::Never]
        );
        records.answered(0, true);
        records.answered(2, false);
        assert_eq!(records.get(0), Tried::Solved);
        assert_eq!(records.get(2), Tried::Missed);
    }

    #[test]
    fn a_rated_pick_prefers_an_untried_puzzle_to_a_nearer_missed_one() {
        let puzzles = [puzzle("near", 1500), puzzle("far", 1900)];
        let mut progress = Progress::default();
        let day: Date = "2026-05-01".parse().unwrap();
        let rated = Selection {
            mode: Mode::Rated,
            theme: None,
        };
        let none = HashSet::new();
        assert_eq!(select(&puzzles, rated, &progress, day, 0, &none), Some(0));
        progress.record_attempt("near", false, day);
        assert_eq!(select(&puzzles, rated, &progress, day, 0, &none), Some(1));
    }

    #[test]
    fn a_session_of_mixed_themes_holds_a_strategy_theme_back_until_its_lesson_is_done() {
        // The corner puzzle is the nearest to a new learner's rating and the easiest.
        let puzzles = [
            of_theme("corner", 1000, Theme::Corner),
            puzzle("legal", 1400),
        ];
        let day: Date = "2026-05-01".parse().unwrap();
        let none = HashSet::new();
        let first = |progress: &Progress, mode, theme| {
            let selection = Selection { mode, theme };
            select(&puzzles, selection, progress, day, 0, &none)
        };
        let mut progress = Progress::default();
        for mode in [Mode::Rated, Mode::Streak, Mode::Theme] {
            assert_eq!(first(&progress, mode, None), Some(1), "{mode:?}");
            // A theme the learner chose is served all the same.
            assert_eq!(first(&progress, mode, Some(ThemeKind::Corner)), Some(0));
        }
        progress.reach_step("corners", 3);
        assert_eq!(first(&progress, Mode::Rated, None), Some(1));
        progress.complete_lesson("corners", crate::learner::Stars::MAX);
        for mode in [Mode::Rated, Mode::Streak] {
            assert_eq!(first(&progress, mode, None), Some(0), "{mode:?}");
        }
        // Theme by theme, the corner comes after the rules theme before it in the list.
        let theme = Selection {
            mode: Mode::Theme,
            theme: None,
        };
        let legal_served = HashSet::from([1]);
        assert_eq!(
            select(&puzzles, theme, &progress, day, 0, &legal_served),
            Some(0)
        );
    }

    #[test]
    fn a_puzzle_due_for_review_comes_back_whatever_its_theme() {
        let puzzles = [of_theme("corner", 1000, Theme::Corner)];
        let day: Date = "2026-05-01".parse().unwrap();
        let mut progress = Progress::default();
        progress.schedule_review("corner", crate::learner::ReviewStage::OneDay, day);
        let review = Selection {
            mode: Mode::Review,
            theme: None,
        };
        let later = day.add_days(1);
        assert_eq!(
            select(&puzzles, review, &progress, later, 0, &HashSet::new()),
            Some(0)
        );
    }

    #[test]
    fn the_rules_themes_are_open_and_each_strategy_theme_opens_with_its_lesson() {
        let open = |progress: &Progress| -> Vec<ThemeKind> {
            ThemeKind::ALL
                .into_iter()
                .filter(|kind| is_open(*kind, progress))
                .collect()
        };
        let strategy = [
            ThemeKind::Corner,
            ThemeKind::AvoidXSquare,
            ThemeKind::Stable,
            ThemeKind::FewerIsMore,
            ThemeKind::MinMobility,
            ThemeKind::QuietMove,
            ThemeKind::EndgameWin,
            ThemeKind::EndgameBest,
            ThemeKind::Opening,
        ];
        let rules: Vec<ThemeKind> = ThemeKind::ALL
            .into_iter()
            .filter(|kind| !strategy.contains(kind))
            .collect();
        assert_eq!(open(&Progress::default()), rules);
        // Each lesson opens its own themes and no other.
        for (lesson, taught) in [
            ("corners", &[ThemeKind::Corner][..]),
            ("x-and-c-squares", &[ThemeKind::AvoidXSquare]),
            ("stable-discs", &[ThemeKind::Stable]),
            ("fewer-is-more", &[ThemeKind::FewerIsMore]),
            ("mobility", &[ThemeKind::MinMobility]),
            ("frontier-and-quiet-moves", &[ThemeKind::QuietMove]),
            (
                "parity-and-the-endgame",
                &[ThemeKind::EndgameWin, ThemeKind::EndgameBest],
            ),
            ("openings", &[ThemeKind::Opening]),
        ] {
            let mut progress = Progress::default();
            progress.complete_lesson(lesson, crate::learner::Stars::MAX);
            let mut more = rules.clone();
            more.extend_from_slice(taught);
            more.sort();
            let mut opened = open(&progress);
            opened.sort();
            assert_eq!(opened, more, "{lesson}");
        }
    }
}
