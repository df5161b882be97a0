//! A puzzle session's feedback in words, in the learner's language: the verdict
//! on a move with its lines, the nudge for a wrong one, the hints, the answer
//! with an endgame's best line, and what a settled first try changed (rating,
//! review queue, streak). Every front end shows these lines.

use crate::engine::Explanation;
use crate::i18n::Ui;
use crate::runner::{
    BestLine, GivenHint, GoalMet, Instead, NoMore, NotAnAnswer, Nudge, PuzzleFeedback, PuzzleHint,
    PuzzleReveal, Rated, ReviewChange, Settled, StreakChange,
};

use super::feedback::{FeedbackLine, Tone, enclosed_rows, why_illegal};
use crate::course::opening::spaced;

/// The lines answering a move: the verdict and its lines, or the nudge.
pub fn answer(ui: Ui, feedback: &PuzzleFeedback) -> Vec<FeedbackLine> {
    match feedback {
        PuzzleFeedback::Right {
            explanation: e,
            line,
            predicted,
            met,
            ..
        } => {
            let verdict = if *predicted {
                ui.right_flips(e.square, e.flips())
            } else {
                ui.right_move(e.player, e.square, e.flips())
            };
            let mut out = vec![FeedbackLine::main(verdict, Tone::Right)];
            out.extend(enclosed_rows(ui, e, Tone::Right));
            out.extend(met.map(|met| FeedbackLine::main(goal_met(ui, met), Tone::Right)));
            out.extend(line.iter().map(|line| best_line(ui, line)));
            out
        }
        PuzzleFeedback::Wrong(nudge) => self::nudge(ui, nudge),
        PuzzleFeedback::NotAnAnswer(why) => {
            vec![FeedbackLine::main(not_an_answer(ui, *why), Tone::Info)]
        }
    }
}

/// Why a move is not right, never naming the right one.
pub fn nudge(ui: Ui, nudge: &Nudge) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Wrong);
    match nudge {
        Nudge::Illegal { explanation } => why_illegal(ui, explanation),
        Nudge::PassRefused { player, moves } => {
            vec![line(ui.pass_refused_count(*player, *moves))]
        }
        Nudge::Legal {
            explanation: e,
            instead: what,
        } => {
            let mut out = vec![line(ui.not_the_goal(e.square, e.flips()))];
            out.extend(instead(ui, e, *what).map(line));
            out
        }
        Nudge::Flips { missing, extra, .. } => {
            let mut out = vec![line(ui.not_quite().to_string())];
            if !extra.is_empty() {
                out.push(line(ui.extra_flips(*extra)));
            }
            if *missing > 0 {
                out.push(line(ui.missing_flip_count(*missing)));
            }
            out
        }
    }
}

/// What a legal move that misses the goal does instead, in words.
fn instead(ui: Ui, e: &Explanation, instead: Instead) -> Option<String> {
    let square = e.square;
    Some(match instead {
        Instead::FlipsFewer { flips, most } => ui.flips_fewer(square, flips, most),
        Instead::FewerDirections { enclosed, wanted } => {
            ui.fewer_directions(square, enclosed, wanted)
        }
        Instead::OpponentCanMove { opponent, moves } => {
            ui.opponent_can_move(square, opponent, moves)
        }
        Instead::OpponentKeeps { opponent, discs } => ui.opponent_keeps(square, opponent, discs),
        Instead::GameGoesOn { next } => ui.game_goes_on(square, next),
        Instead::NotACorner => ui.not_a_corner(square),
        Instead::GivesCorner {
            opponent,
            corners,
            first,
        } => ui.gives_corner(square, opponent, corners, first),
        Instead::LeavesMoreMoves {
            opponent,
            moves,
            fewest,
        } => ui.leaves_more_moves(square, opponent, moves, fewest),
        Instead::FewerStable { stable, most } => ui.fewer_stable(square, stable, most),
        Instead::FlipsFrontier { loud } => ui.flips_frontier(square, loud),
        Instead::OffTheLine { line, other } => ui.off_the_line(
            square,
            ui.opening_name(line),
            other.map(|o| ui.opening_name(o)),
        ),
        Instead::Endgame { score, reply } => ui.endgame_after(square, e.player, reply, score),
        Instead::MissesTheGoal => return None,
    })
}

/// Why a right move meets the goal, in words.
fn goal_met(ui: Ui, met: GoalMet) -> String {
    match met {
        GoalMet::OpponentPasses { opponent } => ui.goal_met_pass(opponent),
        GoalMet::GameOver { black, white } => ui.goal_met_over(black, white),
        GoalMet::WipedOut {
            opponent,
            black,
            white,
        } => ui.goal_met_wipeout(opponent, black, white),
        GoalMet::MostStable { stable, before } => ui.goal_met_stable(stable, before),
        GoalMet::Quiet { flipped } => ui.goal_met_quiet(flipped),
        GoalMet::BeatsGreed {
            score,
            greedy,
            flips,
            greedy_score,
        } => ui.goal_met_greed(score, greedy, flips, greedy_score),
        GoalMet::Opening { line, symmetry } => ui.goal_met_opening(
            ui.opening_name(line),
            &line.record(),
            &spaced(line.turned(symmetry)),
        ),
    }
}

/// A hint in words, with its level (`(hint 1 of 2)`), and a word that there is
/// no further hint when the last level was asked for again.
pub fn hint(ui: Ui, given: &GivenHint, levels: u8) -> Vec<FeedbackLine> {
    let text = match &given.hint {
        PuzzleHint::Written(text) => ui.hint(text.get(ui.lang())),
        PuzzleHint::Theme(theme) => ui.hint(ui.theme_idea(theme.kind())),
        PuzzleHint::Region(quarter) => ui.hint_region(*quarter),
        PuzzleHint::Square(square) => ui.hint_square(*square),
        PuzzleHint::FlipCount { mv, count } => ui.hint_flip_count(*mv, *count),
        PuzzleHint::None => return vec![FeedbackLine::main(ui.puzzle_already_done(), Tone::Info)],
    };
    let mut out = vec![FeedbackLine::main(
        format!("{text} {}", ui.hint_level(given.level, levels)),
        Tone::Info,
    )];
    if given.again {
        out.push(FeedbackLine::main(ui.no_more_hints(), Tone::Info));
    }
    out
}

/// The answer shown on request: every right move, the one played with its
/// lines, why it meets the goal, and an endgame's best line.
pub fn revealed(ui: Ui, reveal: Option<&PuzzleReveal>) -> Vec<FeedbackLine> {
    let Some(reveal) = reveal else {
        return vec![FeedbackLine::main(ui.puzzle_already_done(), Tone::Info)];
    };
    let e = &reveal.shown;
    let mut out = vec![
        FeedbackLine::main(ui.puzzle_answers(reveal.answers), Tone::Info),
        FeedbackLine::main(ui.plays(e.player, e.square, e.flips()), Tone::Info),
    ];
    out.extend(enclosed_rows(ui, e, Tone::Info));
    out.extend(
        reveal
            .met
            .map(|met| FeedbackLine::main(goal_met(ui, met), Tone::Info)),
    );
    out.extend(reveal.line.iter().map(|line| best_line(ui, line)));
    out
}

/// An endgame's best line with its final count.
fn best_line(ui: Ui, line: &BestLine) -> FeedbackLine {
    FeedbackLine::main(
        ui.best_line(&line.moves, line.outcome.black, line.outcome.white),
        Tone::Info,
    )
}

/// What a settled first try changed: the rating (or why it was not rated), the
/// review queue, and the streak.
///
/// (See also [`skipped`], the words of a puzzle skipped.)
pub fn settled(ui: Ui, settled: &Settled) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Info);
    let mut out = vec![line(match settled.rating {
        Rated::Changed { before, after } => ui.rating_change(rounded(before), rounded(after)),
        Rated::Helped => ui.not_rated_helped().to_string(),
        Rated::MetBefore => ui.not_rated_met_before().to_string(),
        Rated::Skipped => ui.not_rated_skipped().to_string(),
        Rated::Unrated => ui.not_rated_teachers().to_string(),
    })];
    match settled.review {
        ReviewChange::Scheduled { stage, due } => {
            out.push(line(ui.review_scheduled(stage.days(), &due.to_string())));
        }
        ReviewChange::Left => out.push(line(ui.review_left().to_string())),
        ReviewChange::NotQueued => {}
    }
    out.extend(settled.streak.and_then(|s| self::streak(ui, s)).map(line));
    out
}

/// A streak grown or ended, in words (nothing for a run that had not begun).
pub fn streak(ui: Ui, streak: StreakChange) -> Option<String> {
    match streak {
        StreakChange::Extended { current, best } => Some(ui.streak_extended(current, best)),
        StreakChange::Ended { at: 0, .. } => None,
        StreakChange::Ended { at, best } => Some(ui.streak_ended(at, best)),
    }
}

/// Why there is no next puzzle.
pub fn no_more(ui: Ui, why: NoMore, theme: Option<&str>) -> String {
    match why {
        NoMore::NoPuzzles => ui.no_puzzles_in(theme),
        NoMore::AllServed | NoMore::SingleDone | NoMore::CountReached => {
            ui.no_more_puzzles().to_string()
        }
        NoMore::NoneDue { next } => ui.nothing_due(next.map(|d| d.to_string()).as_deref()),
        NoMore::NoneMissedToday => ui.nothing_missed_today().to_string(),
    }
}

/// Why something is not an answer to the puzzle.
fn not_an_answer(ui: Ui, why: NotAnAnswer) -> String {
    match why {
        NotAnAnswer::AlreadyAnswered => ui.puzzle_already_done().to_string(),
        NotAnAnswer::Finished => ui.no_more_puzzles().to_string(),
        NotAnAnswer::Expects(_) | NotAnAnswer::NoSuchChoice { .. } | NotAnAnswer::NothingAsked => {
            ui.puzzle_expects_move().to_string()
        }
    }
}

/// A rating as shown: a whole number.
pub fn rounded(rating: f64) -> i32 {
    rating
        .round()
        .clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
}

/// A puzzle skipped: said so, and, when it was skipped before any answer,
/// what that settled (not rated, back for review, a streak ended).
pub fn skipped(ui: Ui, settled: Option<&Settled>) -> Vec<FeedbackLine> {
    let mut lines = vec![FeedbackLine::main(
        ui.puzzle_skipped().to_string(),
        Tone::Info,
    )];
    lines.extend(settled.map(|s| self::settled(ui, s)).unwrap_or_default());
    lines
}
