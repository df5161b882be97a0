//! Feedback, replies and hints in words, in the learner's language: the sentences
//! every front end shows (plain mode prints them; the full-screen tutor draws them).

use crate::engine::Explanation;
use crate::i18n::Ui;

use super::feedback::{Asks, Feedback, Hint, NotAnAnswer, Reply, Right, Wrong};

/// One sentence of feedback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    /// The words.
    pub text: String,
    /// A row of detail under the sentence before it (one direction of an
    /// explanation), shown indented.
    pub detail: bool,
}

impl Sentence {
    fn main(text: impl Into<String>) -> Sentence {
        Sentence {
            text: text.into(),
            detail: false,
        }
    }

    fn detail(text: String) -> Sentence {
        Sentence { text, detail: true }
    }
}

/// The sentences answering `feedback`: the verdict, the engine's explanation, the
/// step's own words after a wrong answer, and the other side's reply after a right one.
pub fn feedback(ui: Ui, feedback: &Feedback) -> Vec<Sentence> {
    match feedback {
        Feedback::Right {
            right: r,
            reply: rep,
        } => {
            let mut out = self::right(ui, r);
            if let Some(rep) = rep {
                out.extend(reply(ui, rep));
            }
            out
        }
        Feedback::Wrong { wrong: w, on_wrong } => {
            let mut out = wrong(ui, w);
            if let Some(text) = on_wrong {
                out.push(Sentence::main(text.get(ui.lang())));
            }
            out
        }
        Feedback::NotAnAnswer(why) => vec![Sentence::main(not_an_answer(ui, *why))],
    }
}

fn right(ui: Ui, right: &Right) -> Vec<Sentence> {
    match right {
        Right::Played {
            explanation: e,
            show_lines,
            ..
        } => {
            let mut out = vec![Sentence::main(ui.right_move(e.player, e.square, e.flips()))];
            if *show_lines {
                out.extend(enclosed_rows(ui, e));
            }
            out
        }
        Right::Passed { player } => vec![Sentence::main(ui.right_pass(*player))],
        Right::FoundAllLegal { moves } => vec![Sentence::main(ui.right_all_legal(*moves))],
        Right::PredictedFlips { explanation: e } => {
            let mut out = vec![Sentence::main(ui.right_flips(e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e));
            out
        }
        Right::Outcome {
            winner,
            black,
            white,
        } => vec![Sentence::main(ui.right_outcome(*winner, *black, *white))],
        Right::Choice { .. } => vec![Sentence::main(ui.right_choice())],
        Right::FoundSquare { square } => vec![Sentence::main(ui.right_square(*square))],
    }
}

fn wrong(ui: Ui, wrong: &Wrong) -> Vec<Sentence> {
    match wrong {
        Wrong::Illegal { explanation } => why_illegal(ui, explanation),
        Wrong::NotAsked {
            explanation: e,
            wanted,
        } => {
            let mut out = vec![Sentence::main(ui.not_asked(e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e));
            if !wanted.is_empty() {
                out.push(Sentence::main(ui.step_wants(*wanted)));
            }
            out
        }
        Wrong::PassRefused { player, moves } => {
            vec![Sentence::main(ui.pass_refused(*player, *moves))]
        }
        Wrong::LegalMoves { missing, extra } => {
            let mut out = vec![Sentence::main(ui.not_quite())];
            if !missing.is_empty() {
                out.push(Sentence::main(ui.missing_legal_moves(*missing)));
            }
            for e in extra {
                out.extend(why_illegal(ui, e));
            }
            out
        }
        Wrong::Flips {
            explanation: e,
            missing,
            extra,
        } => {
            let mut out = vec![Sentence::main(ui.not_quite())];
            if !missing.is_empty() {
                out.push(Sentence::main(ui.missing_flips(*missing)));
            }
            if !extra.is_empty() {
                out.push(Sentence::main(ui.extra_flips(*extra)));
            }
            out.push(Sentence::main(ui.why_flips(e.square, e.flips())));
            out.extend(enclosed_rows(ui, e));
            out
        }
        Wrong::Outcome {
            said,
            winner,
            black,
            white,
            ..
        } => vec![Sentence::main(if said == winner {
            ui.wrong_count(*black, *white)
        } else {
            ui.wrong_winner(*winner, *black, *white)
        })],
        Wrong::Choice { .. } => vec![Sentence::main(ui.wrong_choice())],
        Wrong::NotTheSquare { square } => vec![Sentence::main(ui.wrong_square(*square))],
    }
}

/// Why a move is illegal: the square is taken, or each direction that is not the
/// edge says what it holds.
fn why_illegal(ui: Ui, e: &Explanation) -> Vec<Sentence> {
    let Some((sentence, rows)) = ui.why_illegal(e) else {
        return Vec::new();
    };
    let mut out = vec![Sentence::main(sentence)];
    out.extend(rows.into_iter().map(Sentence::detail));
    out
}

/// The enclosed lines of a legal move, one row each.
fn enclosed_rows<'a>(ui: Ui, e: &'a Explanation) -> impl Iterator<Item = Sentence> + 'a {
    e.enclosed()
        .map(move |l| Sentence::detail(ui.direction_line(l, e.player)))
}

/// The other side's scripted move, with the lines it encloses.
pub fn reply(ui: Ui, reply: &Reply) -> Vec<Sentence> {
    match reply {
        Reply::Played { explanation: e, .. } => {
            let mut out = vec![Sentence::main(ui.reply_played(
                e.player,
                e.square,
                e.flips(),
            ))];
            out.extend(enclosed_rows(ui, e));
            out
        }
        Reply::Passed { player } => vec![Sentence::main(ui.reply_passed(*player))],
        Reply::DoesNotFit { reply } => vec![Sentence::main(ui.reply_does_not_fit(*reply))],
    }
}

/// A hint in words.
pub fn hint(ui: Ui, hint: &Hint) -> String {
    match hint {
        Hint::Written(text) => ui.hint(text.get(ui.lang())),
        Hint::PlayOneOf(moves) => ui.hint(&ui.step_wants(*moves)),
        Hint::LegalMoveCount(n) => ui.hint_legal_count(*n),
        Hint::FlipCount { mv, count } => ui.hint_flip_count(*mv, *count),
        Hint::LookForAMove { player } => ui.hint_look_for_a_move(*player),
        Hint::CountDiscs => ui.hint_count(),
        Hint::None => ui.no_hint().to_string(),
    }
}

/// Why something is not an answer to the step.
pub fn not_an_answer(ui: Ui, why: NotAnAnswer) -> String {
    match why {
        NotAnAnswer::Expects(Asks::Move) => ui.expects_move().to_string(),
        NotAnAnswer::Expects(Asks::MoveOrPass) => ui.expects_move_or_pass().to_string(),
        NotAnAnswer::Expects(Asks::Squares) => ui.expects_squares().to_string(),
        NotAnAnswer::Expects(Asks::Outcome) => ui.expects_outcome().to_string(),
        NotAnAnswer::Expects(Asks::Choice) => ui.expects_choice().to_string(),
        NotAnAnswer::Expects(Asks::Square) => ui.expects_square().to_string(),
        NotAnAnswer::NoSuchChoice { count } => ui.no_such_choice(count),
        NotAnAnswer::NothingAsked => ui.nothing_asked().to_string(),
        NotAnAnswer::AlreadyAnswered => ui.already_done().to_string(),
        NotAnAnswer::Finished => ui.lesson_over().to_string(),
    }
}
