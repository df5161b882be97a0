//! Spoilers: what a lesson step asks about the position ([`Topics`]: who won,
//! the count, whether the game goes on, the legal moves), so that the status line
//! hides it on the step that asks and on the steps before it on the same board
//! ([`ahead`]); and the checks that a step's own words, marks and dots never tell
//! what it, or the next step, asks. For a teacher's file the checks are
//! warnings; the built-in course must pass them, so there they are errors.

use std::ops::Range;

use super::codes::Code;
use super::craft::Advice;
use super::error::{Place, Said};
use super::model::{Lesson, Step, Task, Text};
use super::parse::LessonParts;
use super::raw::At;
use crate::engine::{Bitboard, Board, Square, list_squares};
use crate::lang::Lang;

/// What a step asks the learner about its position, as far as the status line
/// could tell it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Topics {
    /// Who won, or who wins.
    pub winner: bool,
    /// How many discs each side has, or by how much one side leads.
    pub count: bool,
    /// Whether the game is over or goes on.
    pub game_over: bool,
    /// Which moves are legal, how many, or whether a side must pass.
    pub moves: bool,
}

/// Phrases of an English question that ask who won.
const WINNER: &[&str] = &[
    "who won",
    "who wins",
    "who will win",
    "who would win",
    "who is ahead",
    "winner",
];
/// Phrases of an English question that ask for a count.
const COUNT: &[&str] = &[
    "how many discs",
    "count the discs",
    "count both",
    "the count",
    "score",
    "by how much",
    "margin",
];
/// Phrases of an English question that ask whether the game goes on.
const GAME_OVER: &[&str] = &[
    "game over",
    "game is over",
    "game end",
    "game goes on",
    "game continues",
    "is it over",
];
/// Phrases of an English question that ask about the legal moves.
const MOVES: &[&str] = &[
    "legal move",
    "how many moves",
    "can black play",
    "can white play",
    "can black move",
    "can white move",
    "pass",
    "no move",
];

/// Statements, in each language, that a game is over or goes on.
const GAME_STATE_SAID: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &[
            "game is over",
            "game is not over",
            "game ends",
            "game has ended",
            "game goes on",
            "game continues",
            "play goes on",
        ],
    ),
    (
        Lang::Id,
        &[
            "partai selesai",
            "partai berakhir",
            "partai berlanjut",
            "partai belum selesai",
            "permainan selesai",
            "permainan berakhir",
            "permainan berlanjut",
        ],
    ),
    (
        Lang::Vi,
        &[
            "ván kết thúc",
            "ván cờ kết thúc",
            "ván chưa kết thúc",
            "ván tiếp tục",
            "ván cờ tiếp tục",
            "ván đã kết thúc",
        ],
    ),
];

/// Statements, in each language, of who won.
const WINNER_SAID: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &[
            "black won",
            "black wins",
            "white won",
            "white wins",
            "is a draw",
            "was a draw",
            "ended in a draw",
        ],
    ),
    (
        Lang::Id,
        &[
            "hitam menang",
            "putih menang",
            "hasilnya seri",
            "berakhir seri",
        ],
    ),
    (
        Lang::Vi,
        &[
            "đen thắng",
            "trắng thắng",
            "ván hòa",
            "hòa nhau",
            "kết quả hòa",
        ],
    ),
];

impl Topics {
    /// Nothing asked.
    pub const NONE: Topics = Topics {
        winner: false,
        count: false,
        game_over: false,
        moves: false,
    };

    /// What `step` asks about: from its task (`outcome`: who won and the count;
    /// `all-legal`, `any-legal`, `pass`: the legal moves), and for a question in
    /// words (`choice`, `find-square`) from its English text and choices.
    pub fn of(step: &Step) -> Topics {
        match &step.task {
            Task::Read | Task::Play { .. } | Task::PredictFlips { .. } => Topics::NONE,
            Task::Outcome { .. } => Topics {
                winner: true,
                count: true,
                ..Topics::NONE
            },
            Task::AllLegal { .. } | Task::AnyLegal | Task::Pass | Task::Game { .. } => Topics {
                moves: true,
                ..Topics::NONE
            },
            Task::Choice { choices, .. } => {
                let mut words = step.say.get(Lang::En).to_lowercase();
                for choice in choices {
                    words.push('\n');
                    words.push_str(&choice.get(Lang::En).to_lowercase());
                }
                Topics::in_words(&words)
            }
            Task::FindSquare { .. } => Topics::in_words(&step.say.get(Lang::En).to_lowercase()),
        }
    }

    /// What lowercase English `words` ask about.
    fn in_words(words: &str) -> Topics {
        let any = |phrases: &[&str]| phrases.iter().any(|p| has_phrase(words, p));
        Topics {
            winner: any(WINNER),
            count: any(COUNT),
            game_over: any(GAME_OVER),
            moves: any(MOVES),
        }
    }

    /// What either asks.
    pub fn union(self, other: Topics) -> Topics {
        Topics {
            winner: self.winner || other.winner,
            count: self.count || other.count,
            game_over: self.game_over || other.game_over,
            moves: self.moves || other.moves,
        }
    }

    /// Whether the count may not be shown: who won or the count is asked.
    pub fn hides_count(self) -> bool {
        self.winner || self.count
    }
}

/// The steps after step `index` (counting from 0) that are asked on `board`,
/// the board step `index` leaves: each next step that continues from it (or sets
/// that same position), up to and with the first that plays a move.
pub fn ahead<'s>(steps: &'s [Step], index: usize, board: &Board) -> Vec<(usize, &'s Step)> {
    let mut out = Vec::new();
    for (k, step) in steps.iter().enumerate().skip(index + 1) {
        if step.sets_position && step.board != *board {
            break;
        }
        out.push((k, step));
        if step.plays_a_move() {
            break;
        }
    }
    out
}

/// Whether `text` holds `phrase` starting at a word's start.
fn has_phrase(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// The sentences of `text` that state something (a sentence ending in `?` asks).
fn statements(text: &str) -> String {
    let mut out = String::new();
    let mut sentence = String::new();
    for c in text.chars() {
        sentence.push(c);
        if matches!(c, '.' | '!' | '?' | '\n') {
            if c != '?' {
                out.push_str(&sentence);
            }
            sentence.clear();
        }
    }
    out.push_str(&sentence);
    out
}

/// The numbers written in `text` in digits, not counting the digit of a square's
/// name (`d3`).
fn numbers(text: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut digits = String::new();
    let mut after_letter = false;
    let mut previous = ' ';
    for c in text.chars().chain([' ']) {
        if c.is_ascii_digit() {
            if digits.is_empty() {
                after_letter = previous.is_alphabetic();
            }
            digits.push(c);
        } else {
            if !digits.is_empty() && !after_letter && !c.is_alphabetic() {
                out.extend(digits.parse::<u32>().ok());
            }
            digits.clear();
        }
        previous = c;
    }
    out
}

/// The squares named in `text` (`d3`, standing as a word of its own).
pub(crate) fn squares_named(text: &str) -> Bitboard {
    text.split(|c: char| !c.is_alphanumeric())
        .filter_map(|word| word.parse::<Square>().ok())
        .collect()
}

/// The languages `text` is written in, each with its statements in lowercase.
fn said(text: &Text) -> Vec<(Lang, String)> {
    Lang::ALL
        .into_iter()
        .filter(|lang| text.has(*lang))
        .map(|lang| (lang, statements(text.get(lang)).to_lowercase()))
        .collect()
}

/// Whether a statement of `said` holds a phrase of its language in `lists`.
fn states(said: &[(Lang, String)], lists: &[(Lang, &[&str])]) -> bool {
    said.iter().any(|(lang, words)| {
        lists
            .iter()
            .filter(|(l, _)| l == lang)
            .any(|(_, phrases)| phrases.iter().any(|p| has_phrase(words, p)))
    })
}

/// What of a finished game's result a text tells.
enum Told {
    /// Both counts, black's first.
    Count(u32, u32),
    /// The margin.
    Margin(u32),
    /// Who won.
    Winner,
}

impl Told {
    /// In words: `the count (36 to 28)`.
    fn words(&self) -> String {
        match self {
            Told::Count(black, white) => format!("the count ({black} to {white})"),
            Told::Margin(margin) => format!("the margin ({margin})"),
            Told::Winner => "who won".to_string(),
        }
    }

    /// As a finding's parts: what is told and its numbers (none for who won).
    fn parts(&self) -> Vec<String> {
        let (what, a, b) = match self {
            Told::Count(black, white) => ("count", black.to_string(), white.to_string()),
            Told::Margin(margin) => ("margin", margin.to_string(), String::new()),
            Told::Winner => ("winner", String::new(), String::new()),
        };
        vec![what.to_string(), a, b]
    }
}

/// What a text tells of a finished game's result, if anything: both counts, the
/// margin (`by 4`), or (`winner`: when it is about this very board) who won.
fn tells_result(text: &Text, black: u32, white: u32, winner: bool) -> Option<Told> {
    let said = said(text);
    let margin = black.abs_diff(white);
    for (lang, words) in &said {
        let numbers = numbers(words);
        if black != white && numbers.contains(&black) && numbers.contains(&white) {
            return Some(Told::Count(black, white));
        }
        if *lang == Lang::En && margin > 0 && has_phrase(words, &format!("by {margin}")) {
            return Some(Told::Margin(margin));
        }
        if *lang == Lang::En && margin > 0 && has_phrase(words, &format!("by exactly {margin}")) {
            return Some(Told::Margin(margin));
        }
    }
    (winner && states(&said, WINNER_SAID)).then_some(Told::Winner)
}

/// Checks that no step tells what it, or the next step, asks: the result of a
/// game whose outcome is asked, whether a game is over when that is asked, the
/// numbers of a choice's right answer, the legal moves a step asks for (in
/// words, by marks or by dots), the answer of a find-square by its marks.
pub(crate) fn lesson(advice: &mut Advice<'_, '_>, lesson: &Lesson, parts: &LessonParts) {
    let steps = &lesson.steps;
    let saved_place = advice.problems.place.clone();
    let spans: Vec<Spans> = parts.steps.iter().map(Spans::of).collect();
    for (j, step) in steps.iter().enumerate() {
        let question = Question {
            asker: j,
            step,
            tellers: tellers(steps, j),
            spans: &spans,
        };
        result_told(advice, &question);
        game_state_told(advice, &question);
        right_numbers_told(advice, &question);
        moves_shown(advice, &question);
        marks_answer(advice, &question);
    }
    for (i, step) in steps.iter().enumerate() {
        dots_before_moves(advice, steps, i, step, &spans);
    }
    advice.problems.place = saved_place;
}

/// The steps whose words, marks or dots the learner has seen when step `j`
/// asks, each with whether it showed the same board (or, for the step just
/// before, the same game): step `j` itself, the step before it, and every
/// earlier step on the same board with no move played since.
fn tellers(steps: &[Step], j: usize) -> Vec<(usize, &Step, bool)> {
    let mut out = vec![(j, &steps[j], true)];
    let mut k = j;
    while k > 0 {
        let i = k - 1;
        let joined = !steps[k].sets_position
            || (steps[k].board == steps[i].board && !steps[i].plays_a_move());
        if k == j || joined {
            out.push((i, &steps[i], joined));
        }
        if !joined || steps[i].plays_a_move() {
            break;
        }
        k = i;
    }
    out
}

/// A step that may ask something, with the steps that could tell it first.
struct Question<'s> {
    /// The step, counting from 0.
    asker: usize,
    step: &'s Step,
    /// See [`tellers`].
    tellers: Vec<(usize, &'s Step, bool)>,
    /// Where every step's fields are.
    spans: &'s [Spans],
}

/// Where a step's fields are in its file.
struct Spans {
    step: Range<usize>,
    say: Option<Range<usize>>,
    mark: Option<Range<usize>>,
    dots: Option<Range<usize>>,
}

impl Spans {
    fn of(
        part: &(
            Range<usize>,
            Option<super::raw::RawStep>,
            super::parse::Dropped,
        ),
    ) -> Spans {
        let (step, raw, _) = part;
        let field = |f: fn(&super::raw::RawStep) -> Option<Range<usize>>| raw.as_ref().and_then(f);
        Spans {
            step: step.clone(),
            say: field(|r| r.say.as_ref().map(At::span)),
            mark: field(|r| r.mark.as_ref().map(At::span)),
            dots: field(|r| r.dots.as_ref().map(At::span)),
        }
    }

    fn say(&self) -> Range<usize> {
        self.say.clone().unwrap_or_else(|| self.step.clone())
    }
}

/// Reports at step `at` (counting from 0), at `span`.
fn report(advice: &mut Advice<'_, '_>, at: usize, span: &Range<usize>, said: Said) {
    advice.problems.place = Place::Step(at + 1);
    advice.said(span, said);
}

/// Where one step asks, as a part of a finding for its translation: the
/// asking step's number, or nothing for the step itself.
fn asking(asker: usize, teller: usize) -> String {
    if asker == teller {
        String::new()
    } else {
        (asker + 1).to_string()
    }
}

/// Where one step asks (counting from 0), in words: `this step` or `step 4`.
fn which(asker: usize, teller: usize) -> String {
    if asker == teller {
        "this step".to_string()
    } else {
        format!("step {}", asker + 1)
    }
}

/// An `outcome` step whose result is told by its own words or the step's before.
fn result_told(advice: &mut Advice<'_, '_>, q: &Question<'_>) {
    let (j, step) = (q.asker, q.step);
    let Task::Outcome { black, white, .. } = step.task else {
        return;
    };
    for &(i, teller, same_game) in &q.tellers {
        if let Some(told) = tells_result(&teller.say, black, white, same_game) {
            let asks = which(j, i);
            report(
                advice,
                i,
                &q.spans[i].say(),
                Said::new(
                    Code::ResultTold,
                    format!(
                        "`say` tells {}, and {asks} asks who won: leave it out here, and say it after the question is answered",
                        told.words()
                    ),
                )
                .with_args([told.parts(), vec![asking(j, i)]].concat()),
            );
        }
    }
}

/// A question whether the game goes on, with the answer said just before it.
fn game_state_told(advice: &mut Advice<'_, '_>, q: &Question<'_>) {
    let (j, step) = (q.asker, q.step);
    if !Topics::of(step).game_over {
        return;
    }
    for &(i, teller, same_game) in &q.tellers {
        if same_game && states(&said(&teller.say), GAME_STATE_SAID) {
            let asks = which(j, i);
            report(
                advice,
                i,
                &q.spans[i].say(),
                Said::new(Code::GameStateTold,
                format!(
                    "`say` tells whether the game is over, and {asks} asks it: describe the position (who can move) and leave the verdict to the learner"
                )).with_args(vec![asking(j, i)]),
            );
        }
    }
}

/// A choice whose right answer holds numbers that the words before it state.
fn right_numbers_told(advice: &mut Advice<'_, '_>, q: &Question<'_>) {
    let (j, step) = (q.asker, q.step);
    let Task::Choice {
        choices, correct, ..
    } = &step.task
    else {
        return;
    };
    let Some(right) = choices.get(*correct) else {
        return;
    };
    let wanted = numbers(right.get(Lang::En));
    if wanted.is_empty() {
        return;
    }
    for &(i, teller, same_game) in &q.tellers {
        if !same_game {
            continue;
        }
        let told = numbers(&statements(teller.say.get(Lang::En)));
        if wanted.iter().all(|n| told.contains(n)) {
            let asks = which(j, i);
            let list: Vec<String> = wanted.iter().map(u32::to_string).collect();
            report(
                advice,
                i,
                &q.spans[i].say(),
                Said::new(Code::AnswerNumberTold,
                format!(
                    "`say` states {}, the right answer of the question {asks} asks: leave the number out until it is answered",
                    list.join(" and ")
                )).with_args(vec![list.join(","), asking(j, i)]),
            );
        }
    }
}

/// An `all-legal` step whose moves are named or marked by its own step or the
/// step before it on the same board.
fn moves_shown(advice: &mut Advice<'_, '_>, q: &Question<'_>) {
    let (j, step) = (q.asker, q.step);
    let Task::AllLegal { answer } = step.task else {
        return;
    };
    for &(i, teller, same_board) in &q.tellers {
        if !same_board {
            continue;
        }
        let asks = which(j, i);
        let named = Lang::ALL
            .into_iter()
            .filter(|lang| teller.say.has(*lang))
            .any(|lang| {
                let named = squares_named(teller.say.get(lang));
                answer.len() > 1 && named & answer == answer
            });
        if named {
            report(
                advice,
                i,
                &q.spans[i].say(),
                Said::new(Code::MovesNamed,
                format!(
                    "`say` names every legal move ({}) that {asks} asks the learner to find: leave the list out",
                    list_squares(answer)
                )).with_args(vec![list_squares(answer), asking(j, i)]),
            );
        }
        let marked = teller.mark & answer;
        if !marked.is_empty() {
            let span = q.spans[i].mark.clone().unwrap_or_else(|| q.spans[i].say());
            report(
                advice,
                i,
                &span,
                Said::new(Code::MarkShowsMoves,
                format!(
                    "`mark` shows {}, legal moves that {asks} asks the learner to find: mark other squares, or none",
                    list_squares(marked)
                )).with_args(vec![list_squares(marked), asking(j, i)]),
            );
        }
    }
}

/// Marks that give a step's answer away: discs a `predict-flips` step asks for,
/// or, on a `find-square` step, marked squares more than half of which are right.
fn marks_answer(advice: &mut Advice<'_, '_>, q: &Question<'_>) {
    let (j, step) = (q.asker, q.step);
    for &(i, teller, same_board) in &q.tellers {
        if !same_board || teller.mark.is_empty() || (i != j && teller.task != Task::Read) {
            continue;
        }
        let asks = which(j, i);
        let mark = teller.mark;
        let (message, args) = match step.task {
            Task::PredictFlips { answer, .. } if !(mark & answer).is_empty() => (
                format!(
                    "`mark` shows {}, discs that flip, which {asks} asks the learner to find: mark the move instead",
                    list_squares(mark & answer)
                ),
                vec![
                    "flips".to_string(),
                    list_squares(mark & answer),
                    String::new(),
                ],
            ),
            Task::FindSquare { answer } if (mark & answer).len() * 2 > mark.len() => (
                format!(
                    "`mark` shows {}{asks}: a learner can pick any marked square; mark fewer right answers, or none",
                    match mark.len() {
                        1 => "1 square, a right answer of ".to_string(),
                        n => format!(
                            "{n} squares, {} of them right answers of ",
                            (mark & answer).len()
                        ),
                    }
                ),
                vec![
                    "squares".to_string(),
                    mark.len().to_string(),
                    (mark & answer).len().to_string(),
                ],
            ),
            _ => continue,
        };
        let mut args = args;
        args.push(asking(j, i));
        let span = q.spans[i].mark.clone().unwrap_or_else(|| q.spans[i].say());
        report(
            advice,
            i,
            &span,
            Said::new(Code::MarkShowsAnswer, message).with_args(args),
        );
    }
}

/// `dots = true` on a step that asks about the legal moves, or before a step
/// that does on the same board: the tutor hides them there.
fn dots_before_moves(
    advice: &mut Advice<'_, '_>,
    steps: &[Step],
    i: usize,
    step: &Step,
    spans: &[Spans],
) {
    let Some(span) = spans[i].dots.clone().filter(|_| step.dots) else {
        return;
    };
    let left = if step.plays_a_move() {
        steps
            .get(i + 1)
            .filter(|s| !s.sets_position)
            .map(|s| s.board)
    } else {
        Some(step.board)
    };
    let asker = if Topics::of(step).moves {
        Some(i)
    } else {
        left.and_then(|board| {
            ahead(steps, i, &board)
                .into_iter()
                .find(|(_, s)| Topics::of(s).moves)
                .map(|(k, _)| k)
        })
    };
    if let Some(k) = asker {
        let asks = which(k, i);
        report(
            advice,
            i,
            &span,
            Said::new(Code::DotsBeforeQuestion,
            format!(
                "`dots = true` would show the legal moves, and {asks} asks about them on this board: the tutor hides them; remove `dots`, or show them on a step after the question"
            )).with_args(vec![asking(k, i)]),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_leave_out_the_digit_of_a_square() {
        assert_eq!(
            numbers("Black 36, white 28 after d3 and 60 moves."),
            [36, 28, 60]
        );
        assert_eq!(numbers("c6, h1, e4"), Vec::<u32>::new());
    }

    #[test]
    fn questions_are_not_statements() {
        assert_eq!(
            statements("The board is full. Is the game over? Count."),
            "The board is full. Count."
        );
    }

    #[test]
    fn phrases_start_at_a_word() {
        assert!(has_phrase("who won this game?", "who won"));
        assert!(!has_phrase("encounter", "count"));
        assert!(has_phrase("count the discs", "count"));
    }

    #[test]
    fn squares_are_named_as_words() {
        assert_eq!(
            list_squares(squares_named("d3, c4 and f5; not ad3")),
            "d3, c4, f5"
        );
    }

    #[test]
    fn a_result_is_told_by_both_counts_the_margin_or_the_winner() {
        let told = |en: &str| tells_result(&Text::en(en), 36, 28, true);
        assert!(told("Black 36, white 28.").is_some());
        assert!(told("With best play black wins by 8.").is_some());
        assert!(told("Black won.").is_some());
        assert!(told("Who won? Count the discs.").is_none());
        assert!(told("Black has 36 discs.").is_none());
        assert!(tells_result(&Text::en("Black won."), 36, 28, false).is_none());
    }
}
