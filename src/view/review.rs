//! A game review in words: the heading, the moves that lost the most first, each
//! with what it kept, what the better move would have kept, and why; then how
//! many moves kept the best result.

use crate::i18n::Ui;
use crate::runner::review::{MoveGrade, Review};

use super::feedback::{FeedbackLine, Tone};

/// The whole review, the costliest moves first (at most `limit` of them).
pub fn review_lines(ui: Ui, review: &Review, limit: usize) -> Vec<FeedbackLine> {
    let mut out = vec![FeedbackLine::main(
        ui.review_heading(review.grades.len(), review.exact_from),
        Tone::Info,
    )];
    let worst = review.worst_first();
    if worst.is_empty() {
        out.push(FeedbackLine::main(ui.review_clean(), Tone::Right));
    }
    for grade in worst.into_iter().take(limit) {
        out.extend(grade_lines(ui, grade));
    }
    out.push(FeedbackLine::main(
        ui.review_summary(review.best_kept(), review.grades.len()),
        Tone::Info,
    ));
    out
}

/// One graded move: the move, what it lost, and why.
pub fn grade_lines(ui: Ui, grade: &MoveGrade) -> Vec<FeedbackLine> {
    let mut out = vec![FeedbackLine::main(
        ui.review_move(grade.number, grade.player, grade.played),
        Tone::Wrong,
    )];
    let Some(better) = grade.better() else {
        return out;
    };
    let (kept, best) = (grade.kept.discs(), grade.best.discs());
    out.push(FeedbackLine::detail(
        ui.review_loss(kept, best, better, grade.is_exact()),
        Tone::Wrong,
    ));
    let opponent = grade.player.opposite();
    for reason in &grade.reasons {
        out.push(FeedbackLine::detail(
            ui.review_reason(*reason, opponent, better),
            Tone::Info,
        ));
    }
    if grade.reasons.is_empty() {
        out.push(FeedbackLine::detail(
            ui.reason_unseen(grade.is_exact()).to_string(),
            Tone::Info,
        ));
    }
    out
}
