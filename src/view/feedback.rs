//! Feedback, replies, hints and answers in words, in the learner's language: the
//! lines every front end shows (plain mode prints them; the full-screen tutor
//! draws them beside the board), and the move each one shows on the board.

use crate::engine::Explanation;
use crate::i18n::Ui;
use crate::runner::{
    Asks, Feedback, GameComment, GameTurn, Hint, NotAnAnswer, Reply, Revealed, Right, Solution,
    Wrong,
};

use super::board::ShownMove;

/// How a line of feedback reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A right answer.
    Right,
    /// A wrong answer.
    Wrong,
    /// Anything else: the other side's move, a hint, the answer, a notice.
    Info,
}

/// One line of feedback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedbackLine {
    /// The words.
    pub text: String,
    /// A row of detail under the line before it (one direction of an
    /// explanation), shown indented.
    pub detail: bool,
    /// How it reads.
    pub tone: Tone,
}

impl FeedbackLine {
    /// A line of its own.
    pub fn main(text: impl Into<String>, tone: Tone) -> FeedbackLine {
        FeedbackLine {
            text: text.into(),
            detail: false,
            tone,
        }
    }

    /// A row of detail.
    pub fn detail(text: String, tone: Tone) -> FeedbackLine {
        FeedbackLine {
            text,
            detail: true,
            tone,
        }
    }
}

/// The lines answering `feedback`: the verdict, the engine's explanation, the
/// step's own words after a wrong answer (and the answer from the second miss
/// on), and the other side's reply after a right one.
pub fn feedback(ui: Ui, feedback: &Feedback) -> Vec<FeedbackLine> {
    match feedback {
        Feedback::Right {
            right: r,
            reply: rep,
        } => {
            let mut out = right(ui, r);
            if let Some(rep) = rep {
                out.extend(reply(ui, rep));
            }
            out
        }
        Feedback::Wrong {
            wrong: w,
            on_wrong,
            answer,
        } => {
            let mut out = wrong(ui, w);
            if let Some(text) = on_wrong {
                out.push(FeedbackLine::main(text.get(ui.lang()), Tone::Wrong));
            }
            if let Some(answer) = answer {
                out.extend(solution(ui, answer));
            }
            out
        }
        Feedback::Game(turn) => game_turn(ui, turn),
        Feedback::NotAnAnswer(why) => vec![FeedbackLine::main(not_an_answer(ui, *why), Tone::Info)],
    }
}

/// The lines of a move in a lesson's game: the move with its lines, what to
/// know about it (a corner taken or given), the computer's answers and the
/// passes, and at the end the count and who won.
fn game_turn(ui: Ui, turn: &GameTurn) -> Vec<FeedbackLine> {
    let played = &turn.played;
    let mut out = vec![FeedbackLine::main(
        ui.game_you_played(played.square, played.flips()),
        Tone::Right,
    )];
    out.extend(enclosed_rows(ui, played, Tone::Right));
    for comment in &turn.comments {
        let (text, tone) = match *comment {
            GameComment::CornerTaken { corner } => (ui.game_corner_taken(corner), Tone::Right),
            GameComment::CornerGiven { player, corner } => {
                (ui.game_corner_given(player, corner), Tone::Wrong)
            }
        };
        out.push(FeedbackLine::main(text, tone));
    }
    for answer in &turn.answers {
        out.extend(reply(ui, answer));
    }
    if let Some(end) = turn.end {
        let winner = end.winner();
        let text = ui.final_count(end.black, end.white, end.empty, winner);
        out.push(FeedbackLine::main(text, Tone::Info));
        let won = winner.map(|w| w == turn.learner);
        out.push(FeedbackLine::main(ui.game_you_won(won), Tone::Info));
    }
    out
}

/// The lines of an answer shown on request: the answer, the move played for the
/// learner with its lines, and the other side's reply.
pub fn revealed(ui: Ui, revealed: &Revealed) -> Vec<FeedbackLine> {
    let mut out = solution(ui, &revealed.answer);
    if let Some(Right::Played { explanation, .. }) = &revealed.played
        && !matches!(revealed.answer, Solution::Flips { .. })
    {
        out.extend(enclosed_rows(ui, explanation, Tone::Info));
    }
    if let Some(rep) = &revealed.reply {
        out.extend(reply(ui, rep));
    }
    out
}

/// The move a feedback shows on the board: a right move with its enclosed lines,
/// the move whose flips were asked for, a legal move the step did not ask for
/// with the lines it would flip (on the board before it), or an illegal try with
/// each direction.
pub fn shown_move(feedback: &Feedback) -> Option<ShownMove> {
    match feedback {
        Feedback::Right {
            right: Right::Played { explanation, .. } | Right::PredictedFlips { explanation },
            ..
        }
        | Feedback::Wrong {
            wrong: Wrong::Illegal { explanation } | Wrong::NotAsked { explanation },
            ..
        } => Some(ShownMove::of(explanation)),
        // The computer's last move in a game, on the board it left.
        Feedback::Game(turn) => turn.answers.iter().rev().find_map(|answer| match answer {
            Reply::Played { explanation, .. } => Some(ShownMove::of(explanation)),
            _ => None,
        }),
        _ => None,
    }
}

fn right(ui: Ui, right: &Right) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Right);
    match right {
        Right::Played {
            explanation: e,
            show_lines,
            ..
        } => {
            let mut out = vec![line(ui.right_move(e.player, e.square, e.flips()))];
            if *show_lines {
                out.extend(enclosed_rows(ui, e, Tone::Right));
            }
            out
        }
        Right::Passed { player } => vec![line(ui.right_pass(*player))],
        Right::FoundAllLegal { moves } => vec![line(ui.right_all_legal(*moves))],
        Right::PredictedFlips { explanation: e } => {
            let mut out = vec![line(ui.right_flips(e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e, Tone::Right));
            out
        }
        Right::Outcome {
            winner,
            black,
            white,
        } => vec![line(ui.right_outcome(*winner, *black, *white))],
        Right::Choice { .. } => vec![line(ui.right_choice().to_string())],
        Right::FoundSquare { square } => vec![line(ui.right_square(*square))],
    }
}

fn wrong(ui: Ui, wrong: &Wrong) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Wrong);
    match wrong {
        Wrong::Illegal { explanation } => why_illegal(ui, explanation),
        Wrong::NotAsked { explanation: e } => {
            let mut out = vec![line(ui.not_asked(e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e, Tone::Wrong));
            out
        }
        Wrong::PassRefused { player, moves } => vec![line(ui.pass_refused_count(*player, *moves))],
        Wrong::LegalMoves { missing, extra } => {
            let mut out = vec![line(ui.not_quite().to_string())];
            if *missing > 0 {
                out.push(line(ui.missing_legal_count(*missing)));
            }
            for e in extra {
                out.extend(why_illegal(ui, e));
            }
            out
        }
        Wrong::Flips { missing, extra, .. } => {
            let mut out = vec![line(ui.not_quite().to_string())];
            if !extra.is_empty() {
                out.push(line(ui.extra_flips(*extra)));
            }
            if *missing > 0 {
                out.push(line(ui.missing_flip_count(*missing)));
            }
            out
        }
        Wrong::Outcome { winner_right, .. } => vec![line(if *winner_right {
            ui.count_again().to_string()
        } else {
            ui.winner_again().to_string()
        })],
        Wrong::Choice { .. } => vec![line(ui.wrong_choice().to_string())],
        Wrong::NotTheSquare { square } => vec![line(ui.wrong_square(*square))],
    }
}

/// The answer in words.
pub fn solution(ui: Ui, solution: &Solution) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Info);
    match solution {
        Solution::Moves(moves) => vec![line(ui.step_wants(*moves))],
        Solution::AllLegal(moves) => vec![line(ui.answer_all_legal(*moves))],
        Solution::Flips { explanation: e } => {
            let mut out = vec![line(ui.why_flips(e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e, Tone::Info));
            out
        }
        Solution::Pass { player } => vec![line(ui.answer_pass(*player))],
        Solution::Outcome {
            winner,
            black,
            white,
        } => vec![line(ui.answer_outcome(*winner, *black, *white))],
        Solution::Choice { index } => vec![line(ui.answer_choice(index + 1))],
        Solution::Squares(squares) => vec![line(ui.answer_squares(*squares))],
    }
}

/// Why a move is illegal: the square is taken, or each direction that is not the
/// edge says what it holds.
pub fn why_illegal(ui: Ui, e: &Explanation) -> Vec<FeedbackLine> {
    let Some((sentence, rows)) = ui.why_illegal(e) else {
        return Vec::new();
    };
    let mut out = vec![FeedbackLine::main(sentence, Tone::Wrong)];
    out.extend(
        rows.into_iter()
            .map(|row| FeedbackLine::detail(row, Tone::Wrong)),
    );
    out
}

/// The enclosed lines of a legal move, one row each.
pub fn enclosed_rows<'a>(
    ui: Ui,
    e: &'a Explanation,
    tone: Tone,
) -> impl Iterator<Item = FeedbackLine> + 'a {
    e.enclosed()
        .map(move |l| FeedbackLine::detail(ui.direction_line(l, e.player), tone))
}

/// The other side's scripted move, with the lines it encloses.
pub fn reply(ui: Ui, reply: &Reply) -> Vec<FeedbackLine> {
    let line = |text: String| FeedbackLine::main(text, Tone::Info);
    match reply {
        Reply::Played { explanation: e, .. } => {
            let mut out = vec![line(ui.reply_played(e.player, e.square, e.flips()))];
            out.extend(enclosed_rows(ui, e, Tone::Info));
            out
        }
        Reply::Passed { player } => vec![line(ui.reply_passed(*player))],
        Reply::DoesNotFit { reply } => vec![line(ui.reply_does_not_fit(*reply))],
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
