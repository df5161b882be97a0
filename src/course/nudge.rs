//! A nudge fits the answer it follows. Every wrong answer falls in one class
//! ([`NudgeClass`]: a taken square, an empty square that encloses nothing, a
//! legal move not asked for, a pass, a wrong set, winner or choice); a step
//! gives a nudge per class (`on_taken`, `on_illegal`, `on_legal`, `on_pass`)
//! and `on_wrong` for the classes without one of their own ([`Nudges`]); where a
//! class has none, the engine's own explanation stands alone.
//!
//! `check` gives every step each wrong answer it can receive (all 64 squares, a
//! pass, every wrong choice) and reports a nudge for a class the step never
//! produces, a nudge that names a right answer, and a nudge whose words state a
//! property ([`super::claim`]) that the engine says is false for an answer it is
//! shown to.

use std::collections::BTreeMap;
use std::ops::Range;

use super::claim::{self, Claim, Given, Why};
use super::codes::Code;
use super::error::{Place, Problems, Said};
use super::model::{Lesson, Step, Task, Text};
use super::parse::LessonParts;
use super::raw::{At, RawStep, RawText};
use crate::engine::{Bitboard, Board, Square, list_squares};
use crate::lang::{Lang, join_last};

/// The kind of a wrong answer, which decides the nudge it gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NudgeClass {
    /// A square that already holds a disc.
    Taken,
    /// An empty square where the side to move encloses nothing.
    Illegal,
    /// A legal move (or, on a `find-square` step, an empty square where the
    /// side to move could play) that is not an answer.
    Legal,
    /// A pass while a legal move is left.
    Pass,
    /// A wrong set of squares (`all-legal`, `predict-flips`).
    Set,
    /// The wrong winner, or the wrong count (`outcome`).
    Outcome,
    /// A wrong choice.
    Choice,
}

impl NudgeClass {
    /// Every class, in the order the documentation lists them.
    pub const ALL: [NudgeClass; 7] = [
        NudgeClass::Taken,
        NudgeClass::Illegal,
        NudgeClass::Legal,
        NudgeClass::Pass,
        NudgeClass::Set,
        NudgeClass::Outcome,
        NudgeClass::Choice,
    ];

    /// The class's name in messages: `taken`, `illegal`, ...
    pub const fn name(self) -> &'static str {
        match self {
            NudgeClass::Taken => "taken",
            NudgeClass::Illegal => "illegal",
            NudgeClass::Legal => "legal",
            NudgeClass::Pass => "pass",
            NudgeClass::Set => "set",
            NudgeClass::Outcome => "outcome",
            NudgeClass::Choice => "choice",
        }
    }

    /// The step field holding the class's own nudge; `None` for the classes a
    /// step's `on_wrong` speaks to, being the only wrong answers of their steps.
    pub const fn field(self) -> Option<&'static str> {
        match self {
            NudgeClass::Taken => Some("on_taken"),
            NudgeClass::Illegal => Some("on_illegal"),
            NudgeClass::Legal => Some("on_legal"),
            NudgeClass::Pass => Some("on_pass"),
            NudgeClass::Set | NudgeClass::Outcome | NudgeClass::Choice => None,
        }
    }

    /// The wrong answers of the class, in one line for teachers.
    pub const fn describe(self) -> &'static str {
        match self {
            NudgeClass::Taken => "a square that already holds a disc",
            NudgeClass::Illegal => "an empty square where the disc would enclose nothing",
            NudgeClass::Legal => {
                "a legal move the step does not ask for (on a find-square step: an empty square where a disc could be played)"
            }
            NudgeClass::Pass => "a pass while a legal move is left",
            NudgeClass::Set => "a wrong set of squares (all-legal, predict-flips)",
            NudgeClass::Outcome => "the wrong winner or count (outcome)",
            NudgeClass::Choice => "a wrong choice (choice)",
        }
    }

    /// One wrong answer of the class, as a noun: `square that holds a disc`.
    const fn noun(self) -> &'static str {
        match self {
            NudgeClass::Taken => "square that holds a disc",
            NudgeClass::Illegal => "empty square that encloses nothing",
            NudgeClass::Legal => "legal move the step does not ask for",
            NudgeClass::Pass => "pass",
            NudgeClass::Set => "wrong set of squares",
            NudgeClass::Outcome => "wrong winner",
            NudgeClass::Choice => "wrong choice",
        }
    }

    /// The class of the square `sq` played or named on `board`: taken, legal
    /// for the side to move, or neither.
    pub fn of_square(board: &Board, sq: Square) -> NudgeClass {
        if board.at(sq).is_some() {
            NudgeClass::Taken
        } else if board.is_legal(sq) {
            NudgeClass::Legal
        } else {
            NudgeClass::Illegal
        }
    }
}

/// A step's nudges: one per class that has its own, and `on_wrong` for the rest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Nudges {
    every: Option<Text>,
    own: BTreeMap<NudgeClass, Text>,
}

impl Nudges {
    /// No nudge at all: the engine's explanation stands alone.
    pub fn none() -> Nudges {
        Nudges::default()
    }

    /// `text` after every wrong answer without a nudge of its class.
    pub fn every(text: Text) -> Nudges {
        Nudges {
            every: Some(text),
            own: BTreeMap::new(),
        }
    }

    /// These nudges, with `text` as the own nudge of `class`.
    pub fn with(mut self, class: NudgeClass, text: Text) -> Nudges {
        self.own.insert(class, text);
        self
    }

    /// The nudge shown after a wrong answer of `class`: its own, else `on_wrong`.
    pub fn for_class(&self, class: NudgeClass) -> Option<&Text> {
        self.own.get(&class).or(self.every.as_ref())
    }

    /// The nudge of `class` itself (not `on_wrong`).
    pub fn own(&self, class: NudgeClass) -> Option<&Text> {
        self.own.get(&class)
    }

    /// The nudge for the classes without one of their own.
    pub fn for_the_rest(&self) -> Option<&Text> {
        self.every.as_ref()
    }

    /// Whether there is no nudge at all.
    pub fn is_empty(&self) -> bool {
        self.every.is_none() && self.own.is_empty()
    }
}

/// The raw text of each class's own nudge field on `raw`. Every class with a
/// [`NudgeClass::field`] is here (a test holds them equal).
pub(crate) fn class_fields(raw: &RawStep) -> [(NudgeClass, Option<&At<RawText>>); 4] {
    [
        (NudgeClass::Taken, raw.on_taken.as_ref()),
        (NudgeClass::Illegal, raw.on_illegal.as_ref()),
        (NudgeClass::Legal, raw.on_legal.as_ref()),
        (NudgeClass::Pass, raw.on_pass.as_ref()),
    ]
}

/// A wrong answer a step can receive.
#[derive(Clone, Copy, Debug)]
struct WrongAnswer {
    given: Given,
    class: NudgeClass,
}

impl WrongAnswer {
    /// The answer in a finding's parts: its square, or its kind (`pass`, `set`,
    /// `outcome`, `choice`).
    fn token(self) -> String {
        match self.given {
            Given::Square(sq) => sq.to_string(),
            Given::Pass => "pass".to_string(),
            Given::Other => match self.class {
                NudgeClass::Set => "set",
                NudgeClass::Outcome => "outcome",
                _ => "choice",
            }
            .to_string(),
        }
    }

    fn label(self) -> String {
        match self.given {
            Given::Square(sq) => sq.to_string(),
            Given::Pass => "a pass".to_string(),
            Given::Other => match self.class {
                NudgeClass::Set => "a wrong set of squares".to_string(),
                NudgeClass::Outcome => "a wrong winner".to_string(),
                _ => "a wrong choice".to_string(),
            },
        }
    }
}

/// Every kind of wrong answer `task` can receive on `board`, as the runner
/// judges them: each square, a pass, a wrong set, winner or choice.
fn wrong_answers(board: &Board, task: &Task) -> Vec<WrongAnswer> {
    let squares = |right: Bitboard| -> Vec<WrongAnswer> {
        Square::all()
            .filter(|sq| !right.contains(*sq))
            .map(|sq| WrongAnswer {
                given: Given::Square(sq),
                class: NudgeClass::of_square(board, sq),
            })
            .collect()
    };
    let pass = WrongAnswer {
        given: Given::Pass,
        class: NudgeClass::Pass,
    };
    let other = |class| WrongAnswer {
        given: Given::Other,
        class,
    };
    match task {
        Task::Read => Vec::new(),
        Task::Play { accept } => {
            let mut out = squares(*accept);
            out.push(pass);
            out
        }
        Task::AnyLegal | Task::Game { .. } => {
            let mut out = squares(board.legal_moves());
            out.push(pass);
            out
        }
        Task::Pass => squares(Bitboard::EMPTY),
        Task::FindSquare { answer } => squares(*answer),
        Task::AllLegal { .. } => vec![other(NudgeClass::Set), pass],
        Task::PredictFlips { .. } => vec![other(NudgeClass::Set)],
        Task::Outcome { .. } => vec![other(NudgeClass::Outcome)],
        Task::Choice { choices, .. } if choices.len() > 1 => vec![other(NudgeClass::Choice)],
        Task::Choice { .. } => Vec::new(),
    }
}

/// The squares that answer `task` right (a nudge may not name them).
fn right_squares(board: &Board, task: &Task) -> Bitboard {
    match task {
        Task::Play { accept } => *accept,
        Task::AnyLegal | Task::Game { .. } => board.legal_moves(),
        Task::AllLegal { answer }
        | Task::PredictFlips { answer, .. }
        | Task::FindSquare { answer } => *answer,
        Task::Read | Task::Pass | Task::Outcome { .. } | Task::Choice { .. } => Bitboard::EMPTY,
    }
}

/// Checks the nudges of every step of `lesson` (see the module's header).
pub(crate) fn lesson(problems: &mut Problems<'_>, lesson: &Lesson, parts: &LessonParts) {
    let saved = problems.place.clone();
    for (number, (step, (_, raw, _))) in lesson.steps.iter().zip(&parts.steps).enumerate() {
        let Some(raw) = raw else { continue };
        problems.place = Place::Step(number + 1);
        check_step(problems, step, raw);
    }
    problems.place = saved;
}

/// One of a step's nudge fields, as written and as validated.
struct Field<'a> {
    /// `on_wrong`, `on_legal`, ...
    name: &'static str,
    /// The class it is the own nudge of (`None`: `on_wrong`).
    class: Option<NudgeClass>,
    raw: &'a At<RawText>,
    text: &'a Text,
}

fn check_step(problems: &mut Problems<'_>, step: &Step, raw: &RawStep) {
    let mut fields = Vec::new();
    if let (Some(raw), Some(text)) = (&raw.on_wrong, step.on_wrong.for_the_rest()) {
        fields.push(Field {
            name: "on_wrong",
            class: None,
            raw,
            text,
        });
    }
    for (class, raw) in class_fields(raw) {
        if let (Some(raw), Some(text), Some(name)) = (raw, step.on_wrong.own(class), class.field())
        {
            fields.push(Field {
                name,
                class: Some(class),
                raw,
                text,
            });
        }
    }
    if fields.is_empty() {
        return;
    }
    let answers = wrong_answers(&step.board, &step.task);
    let right = right_squares(&step.board, &step.task);
    for field in &fields {
        let shown: Vec<WrongAnswer> = answers
            .iter()
            .copied()
            .filter(|a| shown_by(step, a.class, field))
            .collect();
        if shown.is_empty() {
            never_shown(problems, field, &answers);
            continue;
        }
        for lang in Lang::ALL {
            if !field.text.has(lang) {
                continue;
            }
            let words = field.text.get(lang);
            let at = place_of(field.raw, lang);
            let named = right & squares_named(words);
            if !named.is_empty() {
                problems.said_at(
                    &at, Said::new(Code::NudgeNamesAnswer,
                    format!(
                        "`{}` ({}) names {}, {} of this step: a nudge says what the answer did and why it is not what was asked, never the answer",
                        field.name,
                        lang.native_name(),
                        list_squares(named),
                        if named.len() == 1 {
                            "a right answer"
                        } else {
                            "right answers"
                        }
                    ))
                    .with_args(vec![
                        field.name.to_string(),
                        lang.code().to_string(),
                        list_squares(named),
                        named.len().to_string(),
                    ]),
                );
            }
            for sentence in claim::read(words, lang) {
                false_claims(problems, field, lang, &at, &sentence, &step.board, &shown);
            }
        }
    }
}

/// Whether the nudge shown after a wrong answer of `class` is `field`.
fn shown_by(step: &Step, class: NudgeClass, field: &Field<'_>) -> bool {
    match field.class {
        Some(own) => own == class,
        None => step.on_wrong.own(class).is_none(),
    }
}

/// A nudge field that no wrong answer of the step gets.
fn never_shown(problems: &mut Problems<'_>, field: &Field<'_>, answers: &[WrongAnswer]) {
    let (Some(class), span) = (field.class, field.raw.span()) else {
        // `on_wrong` on a step whose every wrong answer has a nudge of its own.
        let covered: Vec<&str> = distinct_classes(answers)
            .iter()
            .filter_map(|c| c.field())
            .collect();
        problems.said_at(
            &field.raw.span(),
            Said::new(
                Code::OnWrongNeverShown,
                format!(
                    "`on_wrong` is never shown here: every wrong answer of this step gets its own nudge ({}); remove it",
                    join_last(&covered, "and")
                ),
            )
            .with_args(vec![covered.join(",")]),
        );
        return;
    };
    let classes: Vec<String> = distinct_classes(answers)
        .iter()
        .map(|c| format!("{} ({})", c.name(), c.describe()))
        .collect();
    let there = if classes.is_empty() {
        "this step has no wrong answer".to_string()
    } else {
        format!(
            "its wrong answers are {}",
            join_last(
                &classes.iter().map(String::as_str).collect::<Vec<_>>(),
                "and"
            )
        )
    };
    let names: Vec<&str> = distinct_classes(answers).iter().map(|c| c.name()).collect();
    problems.said_at(
        &span,
        Said::new(Code::NudgeNeverShown, format!(
            "`{}` is never shown here: no wrong answer of this step is {}, and {there}; remove it, or move its words to the kind they fit",
            field.name,
            class.describe()
        ))
        .with_args(vec![field.name.to_string(), class.name().to_string(), names.join(",")]),
    );
}

fn distinct_classes(answers: &[WrongAnswer]) -> Vec<NudgeClass> {
    let mut classes: Vec<NudgeClass> = answers.iter().map(|a| a.class).collect();
    classes.sort();
    classes.dedup();
    classes
}

/// Reports each statement of `sentence` that is false for some answer in
/// `shown`, with those answers and the engine's word on the first.
fn false_claims(
    problems: &mut Problems<'_>,
    field: &Field<'_>,
    lang: Lang,
    at: &Range<usize>,
    sentence: &claim::Sentence,
    board: &Board,
    shown: &[WrongAnswer],
) {
    // Each claim said alone, or the alternatives together, with the answers it is false for.
    let mut failures: Vec<(String, Vec<Failed>)> = Vec::new();
    let mut add = |what: String, answer: WrongAnswer, why: Vec<Why>| match failures
        .iter_mut()
        .find(|(w, _)| *w == what)
    {
        Some((_, list)) => list.push((answer, why)),
        None => failures.push((what, vec![(answer, why)])),
    };
    for answer in shown {
        let judge = |claim: &Claim| claim.judge(board, answer.given);
        let mut alternatives: Vec<Option<Why>> = Vec::new();
        for claim in &sentence.claims {
            let Some(verdict) = judge(claim) else {
                continue;
            };
            if sentence.alternatives && !claim.implied {
                alternatives.push(verdict.err());
            } else if let Err(why) = verdict {
                add(format!("\"{}\"", claim.words), *answer, vec![why]);
            }
        }
        if !alternatives.is_empty() && alternatives.iter().all(Option::is_some) {
            let why = alternatives.into_iter().flatten().collect::<Vec<_>>();
            add(format!("\"{}\"", sentence.text), *answer, why);
        }
    }
    for (what, answers) in failures {
        let labels: Vec<String> = answers.iter().map(|(a, _)| a.label()).collect();
        let tokens: Vec<String> = answers.iter().take(SHOWN).map(|(a, _)| a.token()).collect();
        let (_, whys) = &answers[0];
        let why = whys
            .iter()
            .map(Why::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        let list = listed(&labels);
        let (fix, fix_kind, fix_part) = match field.class {
            None => {
                let classes: Vec<&str> = distinct_classes(shown)
                    .iter()
                    .filter_map(|c| c.field())
                    .collect();
                if classes.len() > 1 {
                    (
                        format!(
                            ": `on_wrong` is shown after every kind of wrong answer; give each kind its own nudge ({}) and say in each only what is true of it",
                            join_last(&classes, "or")
                        ),
                        "kinds",
                        classes.join(","),
                    )
                } else {
                    (
                        ": say only what is true of every answer it follows".to_string(),
                        "every",
                        String::new(),
                    )
                }
            }
            Some(class) => (
                format!(
                    ": `{}` is shown after every {} here; say only what is true of each",
                    field.name,
                    class.noun()
                ),
                "class",
                class.name().to_string(),
            ),
        };
        let mut args = vec![
            field.name.to_string(),
            lang.code().to_string(),
            what.clone(),
            fix_kind.to_string(),
            fix_part,
            tokens.join(","),
            labels.len().to_string(),
        ];
        args.extend(whys.iter().map(|why| {
            let mut parts = vec![why.kind.to_string()];
            parts.extend(why.parts.iter().cloned());
            parts.join(super::accept::PART_SEPARATOR)
        }));
        problems.said_at(
            at,
            Said::new(
                Code::NudgeFalse,
                format!(
                    "`{}` ({}) says {what}, which is false after {list} ({why}){fix}",
                    field.name,
                    lang.native_name(),
                ),
            )
            .with_args(args),
        );
    }
}

/// A wrong answer after which a nudge says something false, with the
/// engine's account of why (one for a claim, one per alternative).
type Failed = (WrongAnswer, Vec<Why>);

/// How many wrong answers a false nudge's finding names; the others are counted.
pub const SHOWN: usize = 5;

/// `a1, b1, c1 and 12 more`.
fn listed(labels: &[String]) -> String {
    if labels.len() <= SHOWN {
        return join_last(
            &labels.iter().map(String::as_str).collect::<Vec<_>>(),
            "and",
        );
    }
    format!(
        "{} and {} more",
        labels[..SHOWN].join(", "),
        labels.len() - SHOWN
    )
}

/// The place of `lang`'s words in a text field (the field's, for a plain string).
fn place_of(raw: &At<RawText>, lang: Lang) -> Range<usize> {
    raw.get_ref()
        .languages
        .iter()
        .find(|(code, _)| code.get_ref() == lang.code())
        .map(|(_, words)| words.span())
        .filter(|span| !span.is_empty())
        .unwrap_or_else(|| raw.span())
}

/// The squares named in `text` (`d3`, standing as a word of its own).
fn squares_named(text: &str) -> Bitboard {
    text.split(|c: char| !c.is_alphanumeric())
        .filter_map(|word| word.parse::<Square>().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_with_a_field_is_read_from_the_step() {
        let raw: RawStep = toml::from_str("say = \"Hi.\"").unwrap();
        let read: Vec<NudgeClass> = class_fields(&raw).iter().map(|(c, _)| *c).collect();
        let with_field: Vec<NudgeClass> = NudgeClass::ALL
            .into_iter()
            .filter(|c| c.field().is_some())
            .collect();
        assert_eq!(read, with_field);
    }

    #[test]
    fn a_square_is_taken_legal_or_illegal_for_the_side_to_move() {
        let start = Board::start();
        let class = |name: &str| NudgeClass::of_square(&start, name.parse().unwrap());
        assert_eq!(class("d4"), NudgeClass::Taken);
        assert_eq!(class("d3"), NudgeClass::Legal);
        assert_eq!(class("a1"), NudgeClass::Illegal);
    }

    #[test]
    fn an_own_nudge_comes_before_on_wrong_and_a_class_without_either_gets_none() {
        let nudges = Nudges::every(Text::en("rest")).with(NudgeClass::Legal, Text::en("legal"));
        assert_eq!(
            nudges.for_class(NudgeClass::Legal).map(|t| t.get(Lang::En)),
            Some("legal")
        );
        assert_eq!(
            nudges.for_class(NudgeClass::Taken).map(|t| t.get(Lang::En)),
            Some("rest")
        );
        let own = Nudges::none().with(NudgeClass::Illegal, Text::en("illegal"));
        assert_eq!(own.for_class(NudgeClass::Legal), None);
    }
}
