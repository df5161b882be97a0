//! The findings about what a step or puzzle accepts as right (its answer, its
//! goal or theme, its nudges), read from their parts and said in every language
//! (the `.ftl` group `## check: answers and goals`).

use fluent_bundle::FluentValue;

use super::{color, count, given, side};
use crate::course::Code;
use crate::course::accept::{PART_SEPARATOR, REASON_KINDS};
use crate::course::claim::WHY_KINDS;
use crate::engine::Color;
use crate::i18n::ftl::arg;
use crate::i18n::localized::Localized;
use crate::lang::{Lang, join_last};

/// Where a written list of squares differs from the engine's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difference<'a> {
    /// The squares the list lacks, if any.
    missing: Option<&'a str>,
    /// The squares the list should not hold, if any.
    extra: Option<&'a str>,
}

impl<'a> Difference<'a> {
    /// The difference from its two parts, or `None` when both are empty.
    fn of(missing: &'a str, extra: &'a str) -> Option<Difference<'a>> {
        let difference = Difference {
            missing: given(missing),
            extra: given(extra),
        };
        (difference.missing.is_some() || difference.extra.is_some()).then_some(difference)
    }
}

/// A square where a step's `accept` and its goal disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unlike<'a> {
    /// Meets the goal but is not accepted (else accepted but does not meet it).
    missing: bool,
    square: &'a str,
    /// What the move does (see `crate::course::accept::Reason`): its kind and parts.
    kind: &'a str,
    parts: Vec<&'a str>,
}

impl<'a> Unlike<'a> {
    /// The square from its part: `missing|e6|encloses|e5|column`.
    fn of(part: &'a str) -> Option<Unlike<'a>> {
        let mut fields = part.split(PART_SEPARATOR);
        let missing = match fields.next()? {
            "missing" => true,
            "extra" => false,
            _ => return None,
        };
        let square = fields.next()?;
        let kind = fields.next()?;
        REASON_KINDS.contains(&kind).then(|| Unlike {
            missing,
            square,
            kind,
            parts: fields.collect(),
        })
    }
}

/// A finding about a step's or puzzle's right answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<'a> {
    /// An all-legal task's `answer` that is not the legal moves.
    WrongLegalMoves {
        player: Color,
        difference: Difference<'a>,
        legal: &'a str,
    },
    /// A predict-flips task without `move`.
    MissingMove { task: &'a str, example: &'a str },
    /// A predict-flips task's `answer` that is not what the move flips.
    WrongFlips {
        square: &'a str,
        difference: Difference<'a>,
        flips: &'a str,
    },
    /// A puzzle's `solution` that is not the engine's (the discs `flipper`
    /// flips, for a predict-flips puzzle).
    WrongSolution {
        flipper: Option<&'a str>,
        difference: Difference<'a>,
        answer: &'a str,
    },
    /// A nudge that names `count` right answers.
    NudgeNamesAnswer {
        field: &'a str,
        lang: Lang,
        squares: &'a str,
        count: &'a str,
    },
    /// A nudge for a kind (`class`) of wrong answer the step has none of; the
    /// kinds it has.
    NudgeNeverShown {
        field: &'a str,
        class: &'a str,
        classes: Vec<&'a str>,
    },
    /// No move meets a step's goal: `kind` is `too-many-empties` (`detail`: the
    /// empty squares), `cannot-win` (the best score) or `no-move` (the legal moves).
    GoalNotMet {
        kind: &'a str,
        goal: &'a str,
        mover: Color,
        detail: &'a str,
    },
    /// A step's `accept` that is not the moves meeting its goal: each square
    /// missing or extra, with what it does.
    AcceptNotGoal {
        goal: &'a str,
        meets: &'a str,
        squares: Vec<Unlike<'a>>,
    },
    /// A nudge that says `what`, false after some of the wrong answers it
    /// follows (the first of them listed, `total` in all), with the engine's
    /// account of the first (`whys`, each a kind and its parts) and the fix
    /// (`fix`: `kinds` of nudge to give, `every` answer, or one `class`).
    NudgeFalse {
        field: &'a str,
        lang: Lang,
        what: &'a str,
        fix: &'a str,
        fix_part: &'a str,
        answers: Vec<&'a str>,
        total: usize,
        whys: Vec<Vec<&'a str>>,
    },
    /// A puzzle's position does not fit its theme, in the way `kind` names,
    /// with that way's own `parts`.
    ThemeNotMet {
        kind: &'a str,
        theme: &'a str,
        mover: Color,
        parts: Vec<&'a str>,
    },
}

/// The ways no move meets a step's goal.
const GOAL_KINDS: [&str; 3] = ["too-many-empties", "cannot-win", "no-move"];

/// The ways a puzzle's position does not fit its theme.
const THEME_KINDS: [&str; 10] = [
    "no-move",
    "every-move",
    "illegal-move",
    "too-many-empties",
    "cannot-win",
    "score",
    "stable-beyond-rule",
    "greedy-wins",
    "not-on-line",
    "line-ends",
];

/// The finding `code` with `parts`, as an [`Answer`], or `None` when it is not one.
pub fn read<'a>(code: Code, parts: &[&'a str]) -> Option<Answer<'a>> {
    let answer = match (code, parts) {
        (Code::WrongLegalMoves, [player, missing, extra, legal]) => Answer::WrongLegalMoves {
            player: color(player)?,
            difference: Difference::of(missing, extra)?,
            legal,
        },
        (Code::MissingMove, [task, example]) => Answer::MissingMove { task, example },
        (Code::WrongFlips, [square, missing, extra, flips]) => Answer::WrongFlips {
            square,
            difference: Difference::of(missing, extra)?,
            flips,
        },
        (Code::WrongSolution, [flipper, missing, extra, answer]) => Answer::WrongSolution {
            flipper: given(flipper),
            difference: Difference::of(missing, extra)?,
            answer,
        },
        (Code::NudgeNamesAnswer, [field, lang, squares, count]) => Answer::NudgeNamesAnswer {
            field,
            lang: Lang::from_code(lang)?,
            squares,
            count,
        },
        (Code::NudgeNeverShown, [field, class, classes]) => Answer::NudgeNeverShown {
            field,
            class,
            classes: classes.split(',').filter(|c| !c.is_empty()).collect(),
        },
        (Code::GoalNotMet, [kind, goal, mover, detail]) if GOAL_KINDS.contains(kind) => {
            Answer::GoalNotMet {
                kind,
                goal,
                mover: color(mover)?,
                detail,
            }
        }
        (Code::AcceptNotGoal, [goal, meets, squares @ ..]) => Answer::AcceptNotGoal {
            goal,
            meets,
            squares: squares
                .iter()
                .map(|part| Unlike::of(part))
                .collect::<Option<Vec<_>>>()?,
        },
        (Code::NudgeFalse, [field, lang, what, fix, fix_part, answers, total, whys @ ..])
            if ["kinds", "every", "class"].contains(fix) =>
        {
            Answer::NudgeFalse {
                field,
                lang: Lang::from_code(lang)?,
                what,
                fix,
                fix_part,
                answers: answers.split(',').collect(),
                total: total.parse().ok()?,
                whys: whys
                    .iter()
                    .map(|why| {
                        let parts: Vec<&str> = why.split(PART_SEPARATOR).collect();
                        WHY_KINDS.contains(parts.first()?).then_some(parts)
                    })
                    .collect::<Option<Vec<_>>>()?,
            }
        }
        (Code::ThemeNotMet, [kind, theme, mover, parts @ ..]) if THEME_KINDS.contains(kind) => {
            Answer::ThemeNotMet {
                kind,
                theme,
                mover: color(mover)?,
                parts: parts.to_vec(),
            }
        }
        _ => return None,
    };
    Some(answer)
}

impl Localized {
    /// An [`Answer`] in this language.
    pub(super) fn answer(&self, answer: &Answer<'_>) -> String {
        match answer {
            Answer::WrongLegalMoves {
                player,
                difference,
                legal,
            } => self.say(
                "check-answer-wrong-legal-moves",
                [
                    ("player", side(*player)),
                    ("difference", self.difference(difference)),
                    ("legal", arg(*legal)),
                ],
            ),
            Answer::MissingMove { task, example } => self.say(
                "check-answer-missing-move",
                [("task", arg(*task)), ("example", arg(*example))],
            ),
            Answer::WrongFlips {
                square,
                difference,
                flips,
            } => self.say(
                "check-answer-wrong-flips",
                [
                    ("square", arg(*square)),
                    ("difference", self.difference(difference)),
                    ("flips", arg(*flips)),
                ],
            ),
            Answer::WrongSolution {
                flipper,
                difference,
                answer,
            } => {
                let difference = self.difference(difference);
                match flipper {
                    Some(mv) => self.say(
                        "check-answer-wrong-solution-flips",
                        [
                            ("move", arg(*mv)),
                            ("difference", difference),
                            ("answer", arg(*answer)),
                        ],
                    ),
                    None => self.say(
                        "check-answer-wrong-solution",
                        [("difference", difference), ("answer", arg(*answer))],
                    ),
                }
            }
            Answer::NudgeNamesAnswer {
                field,
                lang,
                squares,
                count: n,
            } => self.say(
                "check-answer-nudge-names-answer",
                [
                    ("field", arg(*field)),
                    ("language", arg(self.language(*lang))),
                    ("squares", arg(*squares)),
                    ("count", count(n)),
                ],
            ),
            Answer::NudgeNeverShown {
                field,
                class,
                classes,
            } => {
                let there = if classes.is_empty() {
                    self.text("check-answer-nudge-no-wrong-answer").to_string()
                } else {
                    let kinds: Vec<String> = classes
                        .iter()
                        .map(|c| format!("{c} ({})", self.nudge_class(c)))
                        .collect();
                    let kinds: Vec<&str> = kinds.iter().map(String::as_str).collect();
                    self.say(
                        "check-answer-nudge-wrong-answers",
                        [("kinds", arg(join_last(&kinds, self.text("check-and"))))],
                    )
                };
                self.say(
                    "check-answer-nudge-never-shown",
                    [
                        ("field", arg(*field)),
                        ("kind", arg(self.nudge_class(class))),
                        ("there", arg(there)),
                    ],
                )
            }
            Answer::GoalNotMet {
                kind,
                goal,
                mover,
                detail,
            } => {
                let describe = arg(self.goal(goal));
                let (goal, mover) = (arg(*goal), side(*mover));
                match *kind {
                    "too-many-empties" => self.say(
                        "check-answer-goal-too-many-empties",
                        [
                            ("goal", goal),
                            ("empties", count(detail)),
                            ("most", arg(crate::course::goal::MAX_ENDGAME_EMPTIES)),
                        ],
                    ),
                    "cannot-win" => self.say(
                        "check-answer-goal-cannot-win",
                        [("goal", goal), ("mover", mover), ("best", arg(*detail))],
                    ),
                    _ => self.say(
                        "check-answer-goal-no-move",
                        [
                            ("describe", describe),
                            ("goal", goal),
                            ("mover", mover),
                            ("legal", arg(*detail)),
                        ],
                    ),
                }
            }
            Answer::AcceptNotGoal {
                goal,
                meets,
                squares,
            } => {
                let squares: Vec<String> = squares.iter().map(|u| self.unlike(u)).collect();
                self.say(
                    "check-answer-accept-not-goal",
                    [
                        ("goal", arg(*goal)),
                        ("describe", arg(self.goal(goal))),
                        ("squares", arg(squares.join("; "))),
                        ("meets", arg(*meets)),
                    ],
                )
            }
            Answer::NudgeFalse {
                field,
                lang,
                what,
                fix,
                fix_part,
                answers,
                total,
                whys,
            } => {
                let whys: Vec<String> = whys.iter().map(|why| self.fact(why)).collect();
                let fix = match *fix {
                    "kinds" => {
                        let fields: Vec<&str> = fix_part.split(',').collect();
                        self.say(
                            "check-answer-nudge-fix-kinds",
                            [("fields", arg(join_last(&fields, self.text("check-or"))))],
                        )
                    }
                    "every" => self.text("check-answer-nudge-fix-every").to_string(),
                    _ => self.say(
                        "check-answer-nudge-fix-class",
                        [("field", arg(*field)), ("class", arg(*fix_part))],
                    ),
                };
                self.say(
                    "check-answer-nudge-false",
                    [
                        ("field", arg(*field)),
                        ("language", arg(self.language(*lang))),
                        ("what", arg(*what)),
                        ("answers", arg(self.wrong_answers(answers, *total))),
                        ("why", arg(whys.join("; "))),
                        ("fix", arg(fix)),
                    ],
                )
            }
            Answer::ThemeNotMet {
                kind,
                theme,
                mover,
                parts,
            } => self.theme_not_met(kind, theme, *mover, parts),
        }
    }

    /// How a written list differs from the engine's.
    fn difference(&self, difference: &Difference<'_>) -> FluentValue<'static> {
        let which = match (difference.missing, difference.extra) {
            (Some(_), Some(_)) => "both",
            (Some(_), None) => "missing",
            _ => "extra",
        };
        arg(self.say(
            "check-answer-difference",
            [
                ("which", arg(which)),
                ("missing", arg(difference.missing.unwrap_or_default())),
                ("extra", arg(difference.extra.unwrap_or_default())),
            ],
        ))
    }

    /// A square where `accept` and the goal disagree, with what its move does.
    fn unlike(&self, unlike: &Unlike<'_>) -> String {
        let why = arg(self.reason(unlike.kind, &unlike.parts));
        let square = arg(unlike.square);
        if unlike.missing {
            self.say(
                "check-answer-accept-missing",
                [("square", square), ("why", why)],
            )
        } else {
            self.say(
                "check-answer-accept-extra",
                [("square", square), ("why", why)],
            )
        }
    }

    /// What a move does with respect to a goal, in a few words.
    fn reason(&self, kind: &str, parts: &[&str]) -> String {
        let part = |i: usize| parts.get(i).copied().unwrap_or_default();
        let player = |i: usize| arg(part(i));
        match kind {
            "encloses" => {
                let lines: Vec<String> = parts
                    .chunks(2)
                    .map(|line| {
                        self.say(
                            "check-answer-why-line",
                            [
                                ("discs", arg(line[0])),
                                ("kind", arg(line.get(1).copied().unwrap_or_default())),
                            ],
                        )
                    })
                    .collect();
                let and = format!(" {} ", self.text("check-and"));
                self.say(
                    "check-answer-why-encloses",
                    [("lines", arg(lines.join(&and)))],
                )
            }
            "flips" => self.say(
                "check-answer-why-flips",
                [("flips", count(part(0))), ("most", count(part(1)))],
            ),
            "must-pass" => self.say("check-answer-why-must-pass", [("player", player(0))]),
            "over" => self.text("check-answer-why-over").to_string(),
            "has-moves" => self.say(
                "check-answer-why-has-moves",
                [("player", player(0)), ("moves", count(part(1)))],
            ),
            "keeps" => self.say(
                "check-answer-why-keeps",
                [("player", player(0)), ("discs", count(part(1)))],
            ),
            "nobody-moves" => self.text("check-answer-why-nobody-moves").to_string(),
            "goes-on" => self.text("check-answer-why-goes-on").to_string(),
            "corner" => self.text("check-answer-why-corner").to_string(),
            "not-corner" => self.text("check-answer-why-not-corner").to_string(),
            "no-corner" => self.say(
                "check-answer-why-no-corner",
                [("player", player(0)), ("plies", count(part(1)))],
            ),
            "corner-now" => self.say(
                "check-answer-why-corner-now",
                [("player", player(0)), ("corners", arg(part(1)))],
            ),
            "corner-forced" => self.say(
                "check-answer-why-corner-forced",
                [
                    ("player", player(0)),
                    ("first", arg(part(1))),
                    ("corners", arg(part(2))),
                    ("mover", player(3)),
                ],
            ),
            "fewest" => self.say(
                "check-answer-why-fewest",
                [
                    ("player", player(0)),
                    ("moves", count(part(1))),
                    ("fewest", count(part(2))),
                ],
            ),
            "stable" => self.say(
                "check-answer-why-stable",
                [
                    ("player", player(0)),
                    ("stable", count(part(1))),
                    ("most", count(part(2))),
                ],
            ),
            "quiet" => self.text("check-answer-why-quiet").to_string(),
            "loud" => self.say(
                "check-answer-why-loud",
                [
                    ("squares", arg(part(0))),
                    ("count", arg(part(0).split(',').count())),
                ],
            ),
            _ => self.say("check-answer-why-ends", [("score", arg(part(0)))]),
        }
    }

    /// The wrong answers a false nudge follows: `a1, b1 and 3 more`.
    fn wrong_answers(&self, answers: &[&str], total: usize) -> String {
        let labels: Vec<&str> = answers
            .iter()
            .map(|answer| match *answer {
                "pass" => self.text("check-answer-nudge-pass"),
                "set" => self.text("check-answer-nudge-set"),
                "outcome" => self.text("check-answer-nudge-outcome"),
                "choice" => self.text("check-answer-nudge-choice"),
                square => square,
            })
            .collect();
        if total <= labels.len() {
            return join_last(&labels, self.text("check-and"));
        }
        self.say(
            "check-answer-nudge-answers-more",
            [
                ("shown", arg(labels.join(", "))),
                ("more", arg(total - labels.len())),
            ],
        )
    }

    /// The engine's account of a fact about an answer (its kind, then its parts).
    fn fact(&self, why: &[&str]) -> String {
        let part = |i: usize| arg(why.get(i).copied().unwrap_or_default());
        let square = || ("square", part(1));
        let player = || ("player", part(2));
        match why.first().copied().unwrap_or_default() {
            "pass" => self.text("check-answer-fact-pass").to_string(),
            "taken" => self.say("check-answer-fact-taken", [square()]),
            "encloses-nothing" => self.say("check-answer-fact-encloses-nothing", [square()]),
            "legal" => self.say("check-answer-fact-legal", [square()]),
            "holds" => self.say("check-answer-fact-holds", [square()]),
            "empty" => self.say("check-answer-fact-empty", [square()]),
            "holds-colour" => self.say(
                "check-answer-fact-holds-colour",
                [square(), ("colour", part(2))],
            ),
            "corner" => self.say("check-answer-fact-corner", [square()]),
            "not-corner" => self.say("check-answer-fact-not-corner", [square()]),
            "x-square" => self.say("check-answer-fact-x-square", [square()]),
            "not-x-square" => self.say("check-answer-fact-not-x-square", [square()]),
            "c-square" => self.say("check-answer-fact-c-square", [square()]),
            "not-c-square" => self.say("check-answer-fact-not-c-square", [square()]),
            "on-edge" => self.say("check-answer-fact-on-edge", [square(), ("edge", part(2))]),
            "not-on-edge" => self.say(
                "check-answer-fact-not-on-edge",
                [square(), ("edge", part(2))],
            ),
            "is" => self.say("check-answer-fact-is", [("other", part(2))]),
            "is-not" => self.say("check-answer-fact-is-not", [square(), ("other", part(2))]),
            "no-region" => self.say("check-answer-fact-no-region", [square()]),
            "region" => {
                let size = why.get(2).and_then(|s| s.parse::<u32>().ok()).unwrap_or(0);
                let parity = if size % 2 == 1 { "odd" } else { "even" };
                self.say(
                    "check-answer-fact-region",
                    [square(), ("size", arg(size)), ("parity", arg(parity))],
                )
            }
            "illegal-encloses" => self.say("check-answer-fact-illegal-encloses", [square()]),
            "encloses-along" => {
                let lines: Vec<String> = why
                    .iter()
                    .skip(2)
                    .map(|kind| self.say("check-answer-fact-line", [("kind", arg(*kind))]))
                    .collect();
                let and = format!(" {} ", self.text("check-and"));
                self.say(
                    "check-answer-fact-encloses-along",
                    [square(), ("lines", arg(lines.join(&and)))],
                )
            }
            "of-a-side" => self.text("check-answer-fact-of-a-side").to_string(),
            "has-moves" => self.say(
                "check-answer-fact-has-moves",
                [
                    square(),
                    player(),
                    ("moves", count(why.get(3).copied().unwrap_or_default())),
                ],
            ),
            "no-move" => self.say("check-answer-fact-no-move", [square(), player()]),
            "no-corner-now" => self.say("check-answer-fact-no-corner-now", [square(), player()]),
            "corner-now" => self.say(
                "check-answer-fact-corner-now",
                [square(), player(), ("corners", part(3))],
            ),
            "not-answering" => self.say("check-answer-fact-not-answering", [square(), player()]),
            "no-corner-by-force" => self.say(
                "check-answer-fact-no-corner-by-force",
                [
                    square(),
                    player(),
                    ("plies", count(why.get(3).copied().unwrap_or_default())),
                ],
            ),
            "corner-by-force" => self.say(
                "check-answer-fact-corner-by-force",
                [square(), player(), ("corners", part(3))],
            ),
            "reaches" => self.say(
                "check-answer-fact-reaches",
                [square(), player(), ("target", part(3))],
            ),
            "not-reaches" => self.say(
                "check-answer-fact-not-reaches",
                [square(), player(), ("target", part(3))],
            ),
            _ => self.text("check-answer-fact-of-a-square").to_string(),
        }
    }

    /// A kind of wrong answer (`taken`, `illegal`, ...), described.
    fn nudge_class(&self, class: &str) -> String {
        self.say("check-answer-nudge-class", [("class", arg(class))])
    }

    /// A goal (`corner`, ...), described.
    fn goal(&self, goal: &str) -> String {
        self.say("check-answer-goal", [("goal", arg(goal))])
    }

    /// A puzzle whose position does not fit its theme, in the way `kind` names.
    fn theme_not_met(&self, kind: &str, theme: &str, mover: Color, parts: &[&str]) -> String {
        let (theme, mover) = (arg(theme), side(mover));
        let part = |i: usize| arg(parts.get(i).copied().unwrap_or_default());
        match kind {
            "no-move" => self.say(
                "check-answer-theme-no-move",
                [("mover", mover), ("theme", theme)],
            ),
            "every-move" => self.say(
                "check-answer-theme-every-move",
                [("mover", mover), ("theme", theme)],
            ),
            "illegal-move" => self.say(
                "check-answer-theme-illegal-move",
                [("move", part(0)), ("mover", mover), ("legal", part(1))],
            ),
            "too-many-empties" => self.say(
                "check-answer-theme-too-many-empties",
                [
                    ("empties", count(parts.first().copied().unwrap_or_default())),
                    ("most", count(parts.get(1).copied().unwrap_or_default())),
                ],
            ),
            "cannot-win" => self.say(
                "check-answer-theme-cannot-win",
                [("mover", mover), ("best", part(0)), ("instead", part(1))],
            ),
            "score" => self.say(
                "check-answer-theme-score",
                [
                    ("written", part(0)),
                    ("mover", mover),
                    ("best", part(1)),
                    ("moves", part(2)),
                ],
            ),
            "stable-beyond-rule" => self.say(
                "check-answer-theme-stable-beyond-rule",
                [("move", part(0)), ("mover", mover), ("extra", part(1))],
            ),
            "greedy-wins" => self.say(
                "check-answer-theme-greedy-wins",
                [("greedy", part(0)), ("theme", theme), ("instead", part(1))],
            ),
            "not-on-line" => self.say(
                "check-answer-theme-not-on-line",
                [("line", part(0)), ("record", part(1))],
            ),
            _ => self.say(
                "check-answer-theme-line-ends",
                [("line", part(0)), ("record", part(1))],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::course::accept::{REASON_KINDS, Reason};
    use crate::course::claim::{WHY_KINDS, Why};
    use crate::i18n::localized_for;
    use crate::lang::Lang;

    /// Parts of each kind's account, counts of one and more among them.
    fn samples(kind: &str) -> Vec<Vec<&'static str>> {
        let lists: &[&[&str]] = match kind {
            "holds-colour" => &[&["d3", "white"], &["d3", "black"]],
            "on-edge" | "not-on-edge" => &[&["d3", "top"], &["d3", "any"], &["d3", "right"]],
            "is" | "is-not" => &[&["d3", "e4"]],
            "region" => &[&["d3", "1"], &["d3", "4"], &["d3", "7"]],
            "encloses-along" => &[&["d3", "row"], &["d3", "column", "diagonal"]],
            "corner-now" | "corner-by-force" => {
                &[&["d3", "white", "a1, h8"], &["d3", "black", "a1"]]
            }
            "reaches" | "not-reaches" => &[&["d3", "white", "e4"]],
            _ => &[&["d3", "white", "1"], &["d3", "black", "5"]],
        };
        lists.iter().map(|parts| parts.to_vec()).collect()
    }

    #[test]
    fn every_account_of_a_nudges_fact_is_said_in_english_as_the_check_writes_it() {
        for kind in WHY_KINDS {
            for parts in samples(kind) {
                let why = Why {
                    kind,
                    parts: parts.iter().map(|p| p.to_string()).collect(),
                };
                let mut said = vec![kind];
                said.extend(&parts);
                let english = localized_for(Lang::En).fact(&said);
                assert_eq!(english, why.to_string(), "{kind} {parts:?}");
                for lang in [Lang::Id, Lang::Vi] {
                    assert_ne!(localized_for(lang).fact(&said), english, "{lang} {kind}");
                }
            }
        }
    }

    #[test]
    fn every_reason_a_move_meets_a_goal_or_not_is_said_in_english_as_the_check_writes_it() {
        for kind in REASON_KINDS {
            let lists: &[&[&str]] = match kind {
                "encloses" => &[&["d5", "row"], &["d5", "column", "e5, f5", "diagonal"]],
                "loud" => &[&["g2"], &["g2, g3"]],
                "corner-now" => &[&["white", "a1, h8"], &["black", "a1"]],
                "corner-forced" => &[&["white", "e1", "a1, h8", "black"]],
                "ends" => &[&["+4"], &["-2"]],
                _ => &[&["white", "1", "1"], &["black", "5", "7"]],
            };
            for parts in lists {
                let reason = Reason {
                    kind,
                    parts: parts.iter().map(|p| p.to_string()).collect(),
                };
                let english = localized_for(Lang::En).reason(kind, parts);
                assert_eq!(english, reason.english(), "{kind} {parts:?}");
                for lang in [Lang::Id, Lang::Vi] {
                    assert_ne!(
                        localized_for(lang).reason(kind, parts),
                        english,
                        "{lang} {kind}"
                    );
                }
            }
        }
    }
}
