//! The findings about what a step or puzzle accepts as right (its answer, its
//! goal or theme, its nudges), read from their parts and said in every language
//! (the `.ftl` group `## check: answers and goals`).

use fluent_bundle::FluentValue;

use super::{color, count, given, side};
use crate::course::Code;
use crate::course::accept::PART_SEPARATOR;
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
        REASONS.contains(&kind).then(|| Unlike {
            missing,
            square,
            kind,
            parts: fields.collect(),
        })
    }
}

/// The kinds of what a move does with respect to a goal.
const REASONS: [&str; 18] = [
    "encloses",
    "flips",
    "must-pass",
    "over",
    "has-moves",
    "keeps",
    "nobody-moves",
    "goes-on",
    "corner",
    "not-corner",
    "no-corner",
    "corner-now",
    "corner-forced",
    "fewest",
    "stable",
    "quiet",
    "loud",
    "ends",
];

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
