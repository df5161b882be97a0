//! The puzzle trainer walked through its state machine: right, wrong legal and
//! illegal moves, the two hint levels, reveal with the best line, the rating
//! (only first tries without help), streaks, the review queue after 1, 3 and 7
//! days, and how each mode chooses. Puzzles from tests/fixtures/trainer.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::collections::HashSet;
use std::path::PathBuf;

use reversi_tutor::course::{Puzzle, Theme, ThemeKind, load_course};
use reversi_tutor::engine::{Move, Square};
use reversi_tutor::learner::{Date, Progress, ReviewStage, Stars};
use reversi_tutor::runner::select::select;
use reversi_tutor::runner::{
    Answer, FirstTry, Instead, Mode, NoMore, NotAnAnswer, Nudge, PuzzleFeedback, PuzzleHint,
    PuzzleReveal, Quarter, Rated, ReviewChange, Selection, StreakChange, Trainer,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

/// The built-in puzzles and the trainer fixtures.
fn all_puzzles() -> Vec<Puzzle> {
    let fixtures = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/trainer");
    let loaded = load_course(&[], &[fixtures]);
    assert!(loaded.skipped.is_empty(), "{:?}", loaded.skipped);
    loaded.course.puzzles
}

/// The trainer fixtures alone (ids `t-...`).
fn fixtures() -> Vec<Puzzle> {
    all_puzzles()
        .into_iter()
        .filter(|p| p.id.starts_with("t-"))
        .collect()
}

fn fixture(id: &str) -> Puzzle {
    fixtures().into_iter().find(|p| p.id == id).unwrap()
}

const TODAY: &str = "2026-05-01";

/// A learner who has finished every lesson that teaches a puzzle theme, so that
/// a session of mixed themes may serve every theme.
fn taught_all() -> Progress {
    let mut progress = Progress::default();
    for kind in ThemeKind::ALL {
        if let Some(lesson) = kind.taught_in() {
            progress.complete_lesson(lesson, Stars::MAX);
        }
    }
    progress
}

fn single(id: &str) -> Trainer {
    single_with(id, Progress::default(), day(TODAY))
}

fn single_with(id: &str, progress: Progress, today: Date) -> Trainer {
    let mut trainer = Trainer::single(fixture(id), progress, today);
    trainer.next_puzzle().unwrap();
    trainer
}

fn trainer(mode: Mode, progress: Progress, today: Date) -> Trainer {
    let selection = Selection { mode, theme: None };
    Trainer::new(fixtures(), selection, progress, today, 7)
}

/// A legal move of the puzzle that is not a right answer.
fn wrong_legal(trainer: &Trainer) -> Square {
    let puzzle = trainer.current().unwrap().puzzle();
    (puzzle.board.legal_moves().0 & !puzzle.solution.0)
        .trailing_zeros()
        .try_into()
        .ok()
        .and_then(Square::from_index)
        .unwrap()
}

#[test]
fn a_right_first_answer_is_rated_up_and_kept_out_of_review() {
    let mut trainer = single("t-corner");
    let acted = trainer.submit(Answer::Move(sq("h8")));
    let PuzzleFeedback::Right {
        explanation, line, ..
    } = &acted.result
    else {
        panic!("{:?}", acted.result);
    };
    assert_eq!(explanation.square, sq("h8"));
    assert!(line.is_none(), "a corner puzzle has no best line");
    let settled = acted.settled.unwrap();
    assert_eq!(settled.first_try, FirstTry::Solved);
    let Rated::Changed { before, after } = settled.rating else {
        panic!("{:?}", settled.rating);
    };
    assert!(after > before);
    assert_eq!(settled.review, ReviewChange::NotQueued);
    let progress = trainer.progress();
    assert!(progress.puzzles["t-corner"].solved_first_try);
    assert_eq!(progress.rating.rated_attempts, 1);
    assert!(progress.review.is_empty());
}

#[test]
fn a_wrong_legal_move_says_what_it_does_instead_and_the_retry_is_not_rated() {
    let mut trainer = single("t-corner");
    let wrong = wrong_legal(&trainer);
    let acted = trainer.submit(Answer::Move(wrong));
    assert_eq!(
        acted.result,
        PuzzleFeedback::Wrong(Nudge::Legal {
            explanation: fixture("t-corner").board.explain(wrong),
            instead: Instead::NotACorner,
        })
    );
    let settled = acted.settled.unwrap();
    assert_eq!(settled.first_try, FirstTry::Missed);
    let Rated::Changed { before, after } = settled.rating else {
        panic!("{:?}", settled.rating);
    };
    assert!(after < before);
    assert_eq!(
        settled.review,
        ReviewChange::Scheduled {
            stage: ReviewStage::OneDay,
            due: day("2026-05-02")
        }
    );
    let rating = trainer.progress().rating;
    let retry = trainer.submit(Answer::Move(sq("h8")));
    assert!(retry.result.is_right());
    assert!(retry.settled.is_none(), "a retry settles nothing");
    assert_eq!(trainer.progress().rating, rating);
    assert!(!trainer.progress().puzzles["t-corner"].solved_first_try);
}

#[test]
fn an_illegal_square_is_explained_and_counts_as_the_miss() {
    let mut trainer = single("t-corner");
    let acted = trainer.submit(Answer::Move(sq("a1")));
    let PuzzleFeedback::Wrong(Nudge::Illegal { explanation }) = &acted.result else {
        panic!("{:?}", acted.result);
    };
    assert!(!explanation.is_legal());
    assert_eq!(explanation.square, sq("a1"));
    assert_eq!(acted.settled.unwrap().first_try, FirstTry::Missed);
    let taken = trainer.submit(Answer::Move(sq("d3")));
    let PuzzleFeedback::Wrong(Nudge::Illegal { explanation }) = taken.result else {
        panic!("an occupied square is illegal");
    };
    assert!(explanation.occupied_by.is_some());
    assert_eq!(
        trainer.current().unwrap().wrong(),
        1,
        "a taken square is no miss"
    );
}

#[test]
fn a_square_already_taken_is_explained_but_neither_rated_nor_counted() {
    let mut trainer = single("t-corner");
    let rating = trainer.progress().rating;
    let taken = trainer.submit(Answer::Move(sq("d4")));
    let PuzzleFeedback::Wrong(Nudge::Illegal { explanation }) = &taken.result else {
        panic!("{:?}", taken.result);
    };
    assert!(explanation.occupied_by.is_some());
    assert!(taken.settled.is_none(), "a taken square settles nothing");
    assert_eq!(trainer.progress().rating, rating);
    assert_eq!(trainer.current().unwrap().wrong(), 0);
    let right = trainer.submit(Answer::Move(sq("h8")));
    assert!(right.result.is_right());
    assert_eq!(right.settled.unwrap().first_try, FirstTry::Solved);
    assert!(trainer.progress().rating.rating > rating.rating);
}

#[test]
fn a_move_that_leaves_the_opponent_a_move_says_how_many() {
    let mut trainer = single("t-pass");
    let wrong = wrong_legal(&trainer);
    let PuzzleFeedback::Wrong(Nudge::Legal { instead, .. }) =
        trainer.submit(Answer::Move(wrong)).result
    else {
        panic!("a legal nudge");
    };
    let Instead::OpponentCanMove { moves, .. } = instead else {
        panic!("{instead:?}");
    };
    assert!(moves > 0);
}

#[test]
fn a_wrong_endgame_move_gets_its_exact_result_and_the_refuting_reply() {
    let mut trainer = single("t-endgame-best");
    let wrong = wrong_legal(&trainer);
    let PuzzleFeedback::Wrong(Nudge::Legal { instead, .. }) =
        trainer.submit(Answer::Move(wrong)).result
    else {
        panic!("a legal nudge");
    };
    let Instead::Endgame { score, reply } = instead else {
        panic!("{instead:?}");
    };
    assert!(score < 10, "{score}");
    assert!(reply.is_some());
}

#[test]
fn hints_give_the_idea_then_where_to_look_and_end_the_rated_try() {
    let mut trainer = single("t-legal");
    let first = trainer.hint();
    assert!(
        matches!(&first.result.hint, PuzzleHint::Written(text) if text.get(Default::default()) == "Look at f4.")
    );
    assert_eq!((first.result.level, first.result.again), (1, false));
    let settled = first.settled.unwrap();
    assert_eq!(settled.first_try, FirstTry::Helped);
    assert_eq!(settled.rating, Rated::Helped);
    assert!(matches!(
        settled.review,
        ReviewChange::Scheduled {
            stage: ReviewStage::OneDay,
            ..
        }
    ));
    let second = trainer.hint().result;
    // g3 is the only legal move: its quarter holds no other, so the square is named.
    assert_eq!(second.hint, PuzzleHint::Square(sq("g3")));
    assert_eq!((second.level, second.again), (2, false));
    let third = trainer.hint().result;
    assert_eq!(third.hint, second.hint, "a third hint repeats the second");
    assert!(third.again);
    assert_eq!(trainer.current().unwrap().hint_level(), 2);
    let solved = trainer.submit(Answer::Move(sq("g3")));
    assert!(solved.result.is_right() && solved.settled.is_none());
    assert_eq!(trainer.progress().rating.rated_attempts, 0);
}

#[test]
fn a_puzzle_without_its_own_hint_gets_its_themes_idea_then_a_quarter() {
    let mut trainer = single("t-corner");
    assert_eq!(trainer.hint().result.hint, PuzzleHint::Theme(Theme::Corner));
    assert_eq!(
        trainer.hint().result.hint,
        PuzzleHint::Region(Quarter::BottomRight)
    );
}

#[test]
fn reveal_shows_every_answer_and_the_endgames_best_line() {
    let mut trainer = single("t-endgame-best");
    let acted = trainer.reveal();
    let Some(PuzzleReveal {
        answers,
        shown,
        line,
        ..
    }) = &acted.result
    else {
        panic!("{:?}", acted.result);
    };
    assert_eq!(*answers, fixture("t-endgame-best").solution);
    assert_eq!(shown.square, sq("h5"));
    let line = line.as_ref().unwrap();
    assert_eq!(line.moves[0], Move::Play(sq("h5")));
    assert_eq!(line.score(), 10);
    assert_eq!(acted.settled.unwrap().rating, Rated::Helped);
    assert_eq!(trainer.reveal().result, None);
    assert_eq!(
        trainer.submit(Answer::Move(sq("h5"))).result,
        PuzzleFeedback::NotAnAnswer(NotAnAnswer::AlreadyAnswered)
    );
    assert!(trainer.progress().review.contains_key("t-endgame-best"));
}

#[test]
fn a_puzzle_met_before_is_not_rated_again() {
    let mut progress = Progress::default();
    progress.record_attempt("t-corner", true, day("2026-04-01"));
    let mut trainer = single_with("t-corner", progress, day(TODAY));
    let settled = trainer.submit(Answer::Move(sq("h8"))).settled.unwrap();
    assert_eq!(settled.rating, Rated::MetBefore);
    assert_eq!(trainer.progress().rating.rated_attempts, 0);
    assert_eq!(trainer.progress().puzzles["t-corner"].attempts, 2);
}

#[test]
fn streak_mode_serves_the_easiest_first_and_the_first_miss_ends_the_run() {
    let mut trainer = trainer(Mode::Streak, taught_all(), day(TODAY));
    let mut served = Vec::new();
    for _ in 0..2 {
        let run = trainer.next_puzzle().unwrap();
        served.push(run.puzzle().id.clone());
        let answer = run.puzzle().solution.squares().next().unwrap();
        let settled = trainer.submit(Answer::Move(answer)).settled.unwrap();
        assert!(matches!(
            settled.streak,
            Some(StreakChange::Extended { .. })
        ));
    }
    assert_eq!(served, ["t-corner", "t-legal"]);
    assert_eq!(trainer.streaks().current, 2);
    let third = trainer.next_puzzle().unwrap().puzzle().id.clone();
    assert_eq!(third, "t-pass");
    let wrong = wrong_legal(&trainer);
    let settled = trainer.submit(Answer::Move(wrong)).settled.unwrap();
    assert_eq!(settled.streak, Some(StreakChange::Ended { at: 2, best: 2 }));
    assert_eq!((trainer.streaks().current, trainer.streaks().best), (0, 2));
}

#[test]
fn a_skipped_puzzle_is_recorded_unrated_back_the_next_day_and_ends_a_streak() {
    let mut streak = trainer(Mode::Streak, Progress::default(), day(TODAY));
    streak.next_puzzle().unwrap();
    let run = streak.current().unwrap().puzzle().solution;
    streak.submit(Answer::Move(run.squares().next().unwrap()));
    streak.next_puzzle().unwrap();
    let skipped = streak.current().unwrap().puzzle().id.clone();
    let rated = streak.progress().rating.rated_attempts;
    let settled = streak.skip().expect("a skip before any answer is settled");
    assert_eq!(settled.first_try, FirstTry::Skipped);
    assert_eq!(settled.rating, Rated::Skipped);
    assert_eq!(settled.streak, Some(StreakChange::Ended { at: 1, best: 1 }));
    assert_eq!(
        settled.review,
        ReviewChange::Scheduled {
            stage: ReviewStage::OneDay,
            due: day("2026-05-02"),
        }
    );
    let progress = streak.progress();
    assert_eq!(progress.puzzles.len(), 2);
    assert!(!progress.puzzles[&skipped].solved_first_try);
    assert_eq!(progress.rating.rated_attempts, rated, "a skip is not rated");
    assert_eq!(progress.missed_on(day(TODAY)), vec![skipped.as_str()]);
    // A puzzle answered before the skip was settled by its answer, once.
    let mut theme = single("t-corner");
    let wrong = wrong_legal(&theme);
    assert!(theme.submit(Answer::Move(wrong)).settled.is_some());
    assert_eq!(theme.skip(), None);
    assert_eq!(theme.progress().puzzles.len(), 1);
}

/// Misses `id` in review mode on `today`; returns the trainer's progress.
fn miss_in_review(progress: Progress, today: &str) -> (Progress, ReviewChange) {
    let mut trainer = trainer(Mode::Review, progress, day(today));
    let run = trainer.next_puzzle().unwrap();
    assert_eq!(run.puzzle().id, "t-corner");
    let wrong = wrong_legal(&trainer);
    let settled = trainer.submit(Answer::Move(wrong)).settled.unwrap();
    (trainer.into_progress(), settled.review)
}

/// Solves `t-corner` in review mode on `today`; returns the trainer's progress.
fn solve_in_review(progress: Progress, today: &str) -> (Progress, ReviewChange) {
    let mut trainer = trainer(Mode::Review, progress, day(today));
    assert_eq!(trainer.next_puzzle().unwrap().puzzle().id, "t-corner");
    let settled = trainer.submit(Answer::Move(sq("h8"))).settled.unwrap();
    assert_eq!(settled.rating, Rated::MetBefore);
    (trainer.into_progress(), settled.review)
}

#[test]
fn a_miss_in_review_brings_the_puzzle_back_the_next_day_and_each_solve_lengthens_the_gap() {
    let mut first = single("t-corner");
    let wrong = wrong_legal(&first);
    first.submit(Answer::Move(wrong));
    let progress = first.into_progress();
    // Not due on the day it was missed.
    let mut early = trainer(Mode::Review, progress.clone(), day(TODAY));
    assert_eq!(
        early.next_puzzle().err(),
        Some(NoMore::NoneDue {
            next: Some(day("2026-05-02"))
        })
    );
    let scheduled = |stage, due| ReviewChange::Scheduled {
        stage,
        due: day(due),
    };
    // Missed when it comes back: back the next day again.
    let (progress, review) = miss_in_review(progress, "2026-05-02");
    assert_eq!(review, scheduled(ReviewStage::OneDay, "2026-05-03"));
    // Solved when due: after 3 days, then 7, then it leaves the queue.
    let (mut progress, review) = solve_in_review(progress, "2026-05-03");
    assert_eq!(review, scheduled(ReviewStage::ThreeDays, "2026-05-06"));
    // A lesson task and a puzzle not loaded now, due sooner, are beside it in
    // the queue: review mode serves neither, nor names their day as its next.
    progress.schedule_review("sandwich#3", ReviewStage::OneDay, day("2026-05-04"));
    progress.schedule_review("not-loaded-001", ReviewStage::OneDay, day("2026-05-04"));
    let mut between = trainer(Mode::Review, progress.clone(), day("2026-05-04"));
    assert_eq!(
        between.next_puzzle().err(),
        Some(NoMore::NoneDue {
            next: Some(day("2026-05-06"))
        })
    );
    let (progress, review) = solve_in_review(progress, "2026-05-06");
    assert_eq!(review, scheduled(ReviewStage::SevenDays, "2026-05-13"));
    // A miss after a long gap starts over at one day.
    let (missed, review) = miss_in_review(progress.clone(), "2026-05-13");
    assert_eq!(review, scheduled(ReviewStage::OneDay, "2026-05-14"));
    assert_eq!(missed.review["t-corner"].due, day("2026-05-14"));
    let (progress, review) = solve_in_review(progress, "2026-05-13");
    assert_eq!(review, ReviewChange::Left);
    assert!(!progress.review.contains_key("t-corner"));
    assert_eq!(progress.review.len(), 2, "the others stay queued");
    let mut last = trainer(Mode::Review, progress, day("2026-05-20"));
    assert_eq!(
        last.next_puzzle().err(),
        Some(NoMore::NoneDue { next: None })
    );
}

#[test]
fn retry_serves_the_puzzles_missed_today_at_once_and_keeps_their_review_day() {
    let mut none = trainer(Mode::Retry, Progress::default(), day(TODAY));
    assert_eq!(none.next_puzzle().err(), Some(NoMore::NoneMissedToday));
    let mut first = single("t-corner");
    let wrong = wrong_legal(&first);
    first.submit(Answer::Move(wrong));
    let progress = first.into_progress();
    let mut retry = trainer(Mode::Retry, progress.clone(), day(TODAY));
    assert_eq!(retry.next_puzzle().unwrap().puzzle().id, "t-corner");
    let settled = retry.submit(Answer::Move(sq("h8"))).settled.unwrap();
    assert_eq!(settled.rating, Rated::MetBefore);
    assert_eq!(
        settled.review,
        ReviewChange::Scheduled {
            stage: ReviewStage::OneDay,
            due: day("2026-05-02"),
        },
        "solved the same day, it still comes back tomorrow"
    );
    assert!(retry.progress().missed_on(day(TODAY)).is_empty());
    assert_eq!(retry.next_puzzle().err(), Some(NoMore::NoneMissedToday));
    // The next day, yesterday's misses are review's, not retry's.
    let mut later = trainer(Mode::Retry, progress, day("2026-05-02"));
    assert_eq!(later.next_puzzle().err(), Some(NoMore::NoneMissedToday));
}

#[test]
fn a_puzzle_missed_again_before_it_is_due_keeps_its_gap_from_today() {
    let mut first = single("t-corner");
    let wrong = wrong_legal(&first);
    first.submit(Answer::Move(wrong));
    let progress = first.into_progress();
    assert_eq!(progress.review["t-corner"].due, day("2026-05-02"));
    // Met again the same day (another mode) and missed: still one day away.
    let mut again = single_with("t-corner", progress, day(TODAY));
    let settled = again.submit(Answer::Move(wrong)).settled.unwrap();
    assert_eq!(
        settled.review,
        ReviewChange::Scheduled {
            stage: ReviewStage::OneDay,
            due: day("2026-05-02"),
        }
    );
}

#[test]
fn rated_mode_serves_the_untried_puzzle_nearest_the_learners_rating() {
    let mut progress = taught_all();
    progress.rating.rating = 3850.0;
    let puzzles = all_puzzles();
    let selection = Selection {
        mode: Mode::Rated,
        theme: None,
    };
    let near = |progress: &Progress, seed| {
        select(
            &puzzles,
            selection,
            progress,
            day(TODAY),
            seed,
            &HashSet::new(),
        )
        .map(|i| puzzles[i].id.clone())
    };
    for seed in 0..10 {
        assert_eq!(near(&progress, seed).as_deref(), Some("t-endgame-best"));
    }
    progress.record_attempt("t-endgame-best", true, day(TODAY));
    assert_ne!(near(&progress, 0).as_deref(), Some("t-endgame-best"));
    progress.rating.rating = 100.0;
    for seed in 0..10 {
        let id = near(&progress, seed).unwrap();
        assert!(
            ["t-corner", "t-legal", "t-pass"].contains(&id.as_str()),
            "{id}"
        );
    }
}

#[test]
fn selection_is_the_same_for_the_same_inputs_and_never_serves_twice() {
    let puzzles = all_puzzles();
    let progress = taught_all();
    let selection = Selection {
        mode: Mode::Rated,
        theme: None,
    };
    let mut served = HashSet::new();
    let mut order = Vec::new();
    while let Some(i) = select(&puzzles, selection, &progress, day(TODAY), 42, &served) {
        assert_eq!(
            select(&puzzles, selection, &progress, day(TODAY), 42, &served),
            Some(i)
        );
        assert!(served.insert(i), "served twice: {}", puzzles[i].id);
        order.push(i);
    }
    assert_eq!(order.len(), puzzles.len());
}

#[test]
fn theme_mode_keeps_to_the_theme_easiest_unsolved_first() {
    let selection = Selection {
        mode: Mode::Theme,
        theme: Some(ThemeKind::Corner),
    };
    let mut trainer = Trainer::new(all_puzzles(), selection, Progress::default(), day(TODAY), 0);
    let mut ratings = Vec::new();
    while let Ok(run) = trainer.next_puzzle() {
        assert_eq!(run.puzzle().theme, Theme::Corner);
        ratings.push(run.puzzle().rating);
    }
    assert!(ratings.len() >= 2);
    assert!(ratings.windows(2).all(|w| w[0] <= w[1]), "{ratings:?}");
    assert_eq!(trainer.next_puzzle().err(), Some(NoMore::AllServed));
}

#[test]
fn a_theme_with_no_puzzle_says_so() {
    let selection = Selection {
        mode: Mode::Rated,
        theme: Some(ThemeKind::Wipeout),
    };
    let mut trainer = Trainer::new(fixtures(), selection, Progress::default(), day(TODAY), 0);
    assert_eq!(trainer.next_puzzle().err(), Some(NoMore::NoPuzzles));
}

#[test]
fn the_one_puzzle_of_a_single_session_is_served_once() {
    let mut trainer = single("t-corner");
    trainer.submit(Answer::Move(sq("h8")));
    assert_eq!(trainer.next_puzzle().err(), Some(NoMore::SingleDone));
}

#[test]
fn idle_days_widen_the_deviation_before_a_rated_try() {
    let mut progress = Progress::default();
    progress.rating.deviation = 60.0;
    progress.rating.last_rated = Some(day("2025-05-01"));
    let mut after_a_year = single_with("t-corner", progress.clone(), day(TODAY));
    progress.rating.last_rated = Some(day("2026-04-30"));
    let mut next_day = single_with("t-corner", progress, day(TODAY));
    let gain = |trainer: &mut Trainer| {
        let settled = trainer.submit(Answer::Move(sq("h8"))).settled.unwrap();
        let Rated::Changed { before, after } = settled.rating else {
            panic!()
        };
        after - before
    };
    assert!(gain(&mut after_a_year) > gain(&mut next_day));
}

#[test]
fn a_miss_before_any_run_says_nothing_of_a_streak_ending() {
    use reversi_tutor::i18n::Ui;
    use reversi_tutor::view::puzzle_feedback::settled;
    let mut trainer = trainer(Mode::Streak, taught_all(), day(TODAY));
    trainer.next_puzzle().unwrap();
    let wrong = wrong_legal(&trainer);
    let first = trainer.submit(Answer::Move(wrong)).settled.unwrap();
    assert_eq!(first.streak, Some(StreakChange::Ended { at: 0, best: 0 }));
    let lines = settled(Ui::default(), &first);
    assert!(
        !lines.iter().any(|l| l.text.contains("streak")),
        "{lines:?}"
    );
}

/// A built-in puzzle of `kind`, served alone.
fn built_in(kind: ThemeKind) -> Trainer {
    let puzzle = all_puzzles()
        .into_iter()
        .find(|p| p.theme.kind() == kind)
        .unwrap();
    let mut trainer = Trainer::single(puzzle, Progress::default(), day(TODAY));
    trainer.next_puzzle().unwrap();
    trainer
}

#[test]
fn a_predict_flips_puzzle_takes_the_set_of_discs_and_nudges_without_naming_them() {
    let mut trainer = built_in(ThemeKind::PredictFlips);
    let puzzle = trainer.current().unwrap().puzzle().clone();
    let Theme::PredictFlips { mv } = puzzle.theme else {
        panic!("not predict-flips")
    };
    let answer = puzzle.solution;
    // One right disc left out: a nudge with the count only.
    let first = answer.squares().next().unwrap();
    let partial = answer & !reversi_tutor::engine::Bitboard::from(first);
    match trainer.submit(Answer::Squares(partial)).result {
        PuzzleFeedback::Wrong(Nudge::Flips { missing, extra, .. }) => {
            assert_eq!(missing, 1);
            assert!(extra.is_empty());
        }
        other => panic!("{other:?}"),
    }
    // The second hint says how many discs flip, not which.
    trainer.hint();
    match trainer.hint().result.hint {
        PuzzleHint::FlipCount { mv: hinted, count } => {
            assert_eq!((hinted, count), (mv, answer.len()));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        trainer.submit(Answer::Squares(answer)).result,
        PuzzleFeedback::Right {
            predicted: true,
            ..
        }
    ));
}

#[test]
fn the_stable_quiet_greed_and_opening_puzzles_say_what_a_move_does_and_why_the_answer_is_right() {
    use reversi_tutor::course::goal::{greedy_moves, loud_flips};
    use reversi_tutor::course::opening::next_moves;
    use reversi_tutor::course::stable::stable_after;
    use reversi_tutor::runner::GoalMet;
    let kinds = [
        ThemeKind::Stable,
        ThemeKind::QuietMove,
        ThemeKind::FewerIsMore,
        ThemeKind::Opening,
    ];
    for puzzle in all_puzzles()
        .into_iter()
        .filter(|p| kinds.contains(&p.theme.kind()))
    {
        let board = puzzle.board;
        let id = puzzle.id.clone();
        let right = puzzle.solution.squares().next().unwrap();
        let mut trainer = Trainer::single(puzzle.clone(), Progress::default(), day(TODAY));
        trainer.next_puzzle().unwrap();
        for wrong in (board.legal_moves() & !puzzle.solution).squares() {
            let PuzzleFeedback::Wrong(Nudge::Legal { instead, .. }) =
                trainer.submit(Answer::Move(wrong)).result
            else {
                panic!("{id}: {wrong} is not a legal miss");
            };
            match (puzzle.theme, instead) {
                (Theme::Stable, Instead::FewerStable { stable, most }) => {
                    assert_eq!(stable, stable_after(&board, wrong).len(), "{id}");
                    assert_eq!(most, stable_after(&board, right).len(), "{id}");
                    assert!(stable < most, "{id}");
                }
                (Theme::QuietMove, Instead::FlipsFrontier { loud }) => {
                    assert_eq!(loud, loud_flips(&board, wrong), "{id}");
                    assert!(!loud.is_empty(), "{id}");
                }
                (Theme::FewerIsMore, Instead::Endgame { score, .. }) => {
                    assert!(score <= 0, "{id}: {wrong} {score}");
                }
                (Theme::Opening { line }, Instead::OffTheLine { line: said, other }) => {
                    assert_eq!(said, line, "{id}");
                    if let Some(other) = other {
                        assert!(next_moves(&board, other).unwrap().contains(wrong), "{id}");
                    }
                }
                (theme, instead) => panic!("{id}: {theme:?} {instead:?}"),
            }
        }
        let PuzzleFeedback::Right { met, .. } = trainer.submit(Answer::Move(right)).result else {
            panic!("{id}: {right} is not right");
        };
        match (puzzle.theme, met) {
            (Theme::Stable, Some(GoalMet::MostStable { stable, before })) => {
                assert_eq!(stable, stable_after(&board, right).len(), "{id}");
                assert!(before < stable, "{id}");
            }
            (Theme::QuietMove, Some(GoalMet::Quiet { flipped })) => {
                assert_eq!(flipped, board.flips(right), "{id}");
                assert!(loud_flips(&board, right).is_empty(), "{id}");
            }
            (
                Theme::FewerIsMore,
                Some(GoalMet::BeatsGreed {
                    score,
                    greedy,
                    flips,
                    greedy_score,
                }),
            ) => {
                assert!(score > 0 && greedy_score <= 0, "{id}");
                assert!(greedy_moves(&board).contains(greedy), "{id}");
                assert_eq!(flips, board.flips(greedy).len(), "{id}");
            }
            (
                Theme::Opening { line },
                Some(GoalMet::Opening {
                    line: said,
                    symmetry,
                }),
            ) => {
                assert_eq!(said, line, "{id}");
                assert!(line.turned(symmetry).contains(&right), "{id}");
            }
            (theme, met) => panic!("{id}: {theme:?} {met:?}"),
        }
    }
}

#[test]
fn avoid_x_square_and_min_mobility_nudges_say_what_the_move_gives_away() {
    let mut trainer = built_in(ThemeKind::AvoidXSquare);
    let puzzle = trainer.current().unwrap().puzzle().clone();
    let wrong = (puzzle.board.legal_moves() & !puzzle.solution)
        .squares()
        .next()
        .unwrap();
    match trainer.submit(Answer::Move(wrong)).result {
        PuzzleFeedback::Wrong(Nudge::Legal {
            instead: Instead::GivesCorner { corners, .. },
            ..
        }) => assert!(!corners.is_empty()),
        other => panic!("{other:?}"),
    }
    let mut trainer = built_in(ThemeKind::MinMobility);
    let puzzle = trainer.current().unwrap().puzzle().clone();
    let wrong = (puzzle.board.legal_moves() & !puzzle.solution)
        .squares()
        .next()
        .unwrap();
    match trainer.submit(Answer::Move(wrong)).result {
        PuzzleFeedback::Wrong(Nudge::Legal {
            instead: Instead::LeavesMoreMoves { moves, fewest, .. },
            ..
        }) => assert!(moves > fewest),
        other => panic!("{other:?}"),
    }
}

/// The themes of the first `count` puzzles a session of `mode` serves from the
/// built-in puzzles to the learner of `progress`, answering each right.
fn themes_served(mode: Mode, progress: Progress, count: usize) -> Vec<ThemeKind> {
    let puzzles: Vec<Puzzle> = all_puzzles()
        .into_iter()
        .filter(|p| !p.id.starts_with("t-"))
        .collect();
    let selection = Selection { mode, theme: None };
    let mut trainer = Trainer::new(puzzles, selection, progress, day(TODAY), 3);
    let mut themes = Vec::new();
    while themes.len() < count {
        let Ok(run) = trainer.next_puzzle() else {
            break;
        };
        let puzzle = run.puzzle().clone();
        themes.push(puzzle.theme.kind());
        let answer = match puzzle.answer_form() {
            reversi_tutor::course::AnswerForm::Move => {
                Answer::Move(puzzle.solution.squares().next().unwrap())
            }
            reversi_tutor::course::AnswerForm::Discs => Answer::Squares(puzzle.solution),
        };
        assert!(trainer.submit(answer).result.is_right(), "{}", puzzle.id);
    }
    themes
}

#[test]
fn a_new_learners_rated_and_streak_sessions_serve_only_the_rules_themes() {
    for mode in [Mode::Rated, Mode::Streak, Mode::Theme] {
        let themes = themes_served(mode, Progress::default(), 40);
        assert_eq!(themes.len(), 40, "{mode:?}");
        for theme in &themes {
            assert_eq!(theme.taught_in(), None, "{mode:?} served {theme:?}");
        }
    }
}

#[test]
fn a_rated_session_serves_a_strategy_theme_once_its_lesson_is_done() {
    let mut progress = Progress::default();
    // A learner good enough for the corner puzzles, who has not taken the lesson.
    progress.rating.rating = 900.0;
    let before = themes_served(Mode::Rated, progress.clone(), 60);
    assert!(!before.contains(&ThemeKind::Corner), "{before:?}");
    progress.complete_lesson("corners", Stars::new(1).unwrap());
    let after = themes_served(Mode::Rated, progress, 60);
    assert!(after.contains(&ThemeKind::Corner), "{after:?}");
    assert!(
        !after.contains(&ThemeKind::AvoidXSquare) && !after.contains(&ThemeKind::EndgameWin),
        "{after:?}"
    );
}

#[test]
fn the_themes_of_lessons_16_17_19_and_21_wait_for_their_lessons() {
    for theme in [
        ThemeKind::Stable,
        ThemeKind::FewerIsMore,
        ThemeKind::QuietMove,
        ThemeKind::Opening,
    ] {
        let lesson = theme.taught_in().unwrap();
        // Every other lesson that teaches a theme done, this one not.
        let mut progress = Progress::default();
        for other in ThemeKind::ALL {
            if let Some(id) = other.taught_in().filter(|id| *id != lesson) {
                progress.complete_lesson(id, Stars::MAX);
            }
        }
        progress.rating.rating = 1300.0;
        for mode in [Mode::Rated, Mode::Theme] {
            let served = themes_served(mode, progress.clone(), 40);
            assert_eq!(served.len(), 40, "{lesson} {mode:?}");
            assert!(!served.contains(&theme), "{lesson} {mode:?}: {served:?}");
        }
        // Once the lesson is done, sessions that mix themes may serve it.
        assert!(!reversi_tutor::runner::select::is_open(theme, &progress));
        progress.complete_lesson(lesson, Stars::new(1).unwrap());
        assert!(reversi_tutor::runner::select::is_open(theme, &progress));
    }
}

fn built_in_puzzle(id: &str) -> Trainer {
    let puzzle = all_puzzles().into_iter().find(|p| p.id == id).unwrap();
    let mut trainer = Trainer::single(puzzle, Progress::default(), day(TODAY));
    trainer.next_puzzle().unwrap();
    trainer
}

/// The English lines answering `answer` on the puzzle `trainer` holds.
fn said(trainer: &mut Trainer, answer: Square) -> (PuzzleFeedback, Vec<String>) {
    let result = trainer.submit(Answer::Move(answer)).result;
    let ui = reversi_tutor::i18n::Ui::new(reversi_tutor::lang::Lang::En);
    let lines = reversi_tutor::view::puzzle_feedback::answer(ui, &result)
        .into_iter()
        .map(|line| line.text)
        .collect();
    (result, lines)
}

#[test]
fn an_avoid_x_square_move_that_loses_a_corner_by_force_says_how() {
    // avoid-corner-001: after black c3, white c1 wins a corner whatever black answers.
    let mut trainer = built_in_puzzle("avoid-corner-001");
    let (result, lines) = said(&mut trainer, sq("c3"));
    match result {
        PuzzleFeedback::Wrong(Nudge::Legal {
            instead:
                Instead::GivesCorner {
                    first: Some(Move::Play(first)),
                    corners,
                    ..
                },
            ..
        }) => {
            assert_eq!(first, sq("c1"));
            assert!(!corners.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert!(
        lines.iter().any(|l| l.starts_with(
            "After c3, white can play c1; whatever black answers, white can then take the corner"
        )),
        "{lines:#?}"
    );
    // A move that opens a corner at once says so without a first move.
    let (_, lines) = said(&mut trainer, sq("g7"));
    assert!(
        lines
            .iter()
            .any(|l| l == "After g7, white can take the corner h8."),
        "{lines:#?}"
    );
}

#[test]
fn a_right_force_pass_or_end_now_answer_says_why_the_goal_is_met() {
    let mut trainer = built_in_puzzle("pass-001");
    let (result, lines) = said(&mut trainer, sq("h6"));
    assert!(result.is_right());
    assert!(
        lines
            .iter()
            .any(|l| l == "Black has no legal move and must pass: white plays again."),
        "{lines:#?}"
    );
    let mut trainer = built_in_puzzle("end-001");
    let board = trainer.current().unwrap().puzzle().board;
    let mut after = board;
    after.play(sq("a7"));
    let (result, lines) = said(&mut trainer, sq("a7"));
    assert!(result.is_right());
    let over = format!(
        "Nobody can move: the game is over, black {}, white {}.",
        after.black().len(),
        after.white().len()
    );
    assert!(lines.contains(&over), "{lines:#?}");
}

/// The English lines of the answer revealed on the puzzle `trainer` holds.
fn revealed(trainer: &mut Trainer) -> (Option<PuzzleReveal>, Vec<String>) {
    let result = trainer.reveal().result;
    let ui = reversi_tutor::i18n::Ui::new(reversi_tutor::lang::Lang::En);
    let lines = reversi_tutor::view::puzzle_feedback::revealed(ui, result.as_ref())
        .into_iter()
        .map(|line| line.text)
        .collect();
    (result, lines)
}

#[test]
fn a_revealed_answer_says_why_the_goal_is_met_as_a_right_one_does() {
    // The words after a right answer, for every theme that has them.
    for id in [
        "pass-001",
        "end-001",
        "wipeout-001",
        "stable-001",
        "quiet-001",
        "fewer-001",
        "opening-001",
    ] {
        let mut right = built_in_puzzle(id);
        let answer = right.current().unwrap().puzzle().solution;
        let mut shown = built_in_puzzle(id);
        let (reveal, lines) = revealed(&mut shown);
        let reveal = reveal.unwrap();
        assert!(answer.contains(reveal.shown.square), "{id}");
        let (result, said) = said(&mut right, reveal.shown.square);
        let PuzzleFeedback::Right { met: Some(met), .. } = result else {
            panic!("{id}: {result:?}");
        };
        assert_eq!(reveal.met, Some(met), "{id}");
        // All but the verdict: the lines, why the goal is met, any best line.
        for line in &said[1..] {
            assert!(lines.contains(line), "{id}: {line:?} not in {lines:#?}");
        }
    }
    let mut trainer = built_in_puzzle("pass-001");
    let (_, lines) = revealed(&mut trainer);
    assert!(
        lines.contains(&"Black has no legal move and must pass: white plays again.".to_string()),
        "{lines:#?}"
    );
    // A theme with nothing more to say than the move says nothing more.
    let mut trainer = built_in_puzzle("corner-001");
    assert_eq!(revealed(&mut trainer).0.unwrap().met, None);
}

#[test]
fn a_session_limited_to_a_count_ends_after_that_many_puzzles() {
    let selection = Selection {
        mode: Mode::Theme,
        theme: Some(ThemeKind::Corner),
    };
    let mut trainer =
        Trainer::new(all_puzzles(), selection, Progress::default(), day(TODAY), 7).limited(Some(3));
    let mut served = Vec::new();
    for _ in 0..3 {
        let run = trainer.next_puzzle().unwrap();
        assert_eq!(run.puzzle().theme.kind(), ThemeKind::Corner);
        served.push(run.puzzle().id.clone());
    }
    assert_eq!(trainer.next_puzzle().unwrap_err(), NoMore::CountReached);
    assert_eq!(trainer.summary().served, 3);
    assert_eq!(served.iter().collect::<HashSet<_>>().len(), 3);
    // Without a count the same session goes on.
    let mut open = Trainer::new(all_puzzles(), selection, Progress::default(), day(TODAY), 7);
    for _ in 0..4 {
        open.next_puzzle().unwrap();
    }
}
