//! A puzzle's first hint in words, from the facts the generator computes on
//! its position ([`HintFacts`]): messages of each language's `.ftl` file (the
//! section `## Puzzle hints`), picked and filled in by the one implementation,
//! [`Localized`], with no Rust per language. `puzzles generate` writes these
//! words into puzzle files, and a test holds every built-in hint equal to them.

use fluent_bundle::FluentValue;

use super::ftl::arg;
use super::localized::{Localized, colour};
use crate::course::Text;
use crate::course::goal::LineKind;
use crate::engine::Color;
use crate::generate::hint::{
    Corner, CornerWay, Directions, EndNow, Endgame, FewerIsMore, ForcePass, Greed, HintFacts,
    Kinds, LegalMove, MaxFlips, MinMobility, QuietMove, Stable, Wipeout, same,
};
use crate::lang::Lang;

/// The first hint of a puzzle of each theme: a sentence or three, weak first,
/// that speak of this position and never name a right move.
pub trait HintStrings: Sync {
    /// `Only 5 of the 12 white discs touch an empty square, and a legal move
    /// is always beside one of them. You have 2 legal moves; ...`
    fn legal_move(&self, facts: &LegalMove) -> String;
    /// `Only one of your 9 moves encloses lines in 3 directions or more. ...`
    fn directions(&self, facts: &Directions) -> String;
    /// `White has 6 discs; if it were white's turn now, ... Only one of your 5
    /// moves leaves white without a move.`
    fn force_pass(&self, facts: &ForcePass) -> String;
    /// `White has 3 discs left, all on one diagonal. Only one of your 6 moves
    /// takes them all.`
    fn wipeout(&self, facts: &Wipeout) -> String;
    /// `White has 5 discs, 1 of them on an edge. Of the 9 empty squares, ...`
    fn end_now(&self, facts: &EndNow) -> String;
    /// `3 corners are empty, and only one of your 7 moves takes a corner. ...`
    fn corner(&self, facts: &Corner) -> String;
    /// `Of your 7 moves, the best flips 6 discs over 2 lines; ...`
    fn max_flips(&self, facts: &MaxFlips) -> String;
    /// `If it were white's turn now, white would have 8 legal moves. ...`
    fn min_mobility(&self, facts: &MinMobility) -> String;
    /// `You have 5 stable discs now, and the best move brings the count to 9. ...`
    fn stable(&self, facts: &Stable) -> String;
    /// `Only one of your 6 moves is quiet, and it flips 2 discs. ...`
    fn quiet_move(&self, facts: &QuietMove) -> String;
    /// `g2 flips the most discs, 6, yet with best play it loses by 8. ...`
    fn fewer_is_more(&self, facts: &FewerIsMore) -> String;
    /// `The 9 empty squares form 3 regions, of 5, 3 and 1 squares. ...`
    fn endgame(&self, facts: &Endgame) -> String;
}

/// The hint `facts` give, in `lang`.
pub fn hint_words(lang: Lang, facts: &HintFacts) -> String {
    let words: &dyn HintStrings = super::localized_for(lang);
    match facts {
        HintFacts::LegalMove(facts) => words.legal_move(facts),
        HintFacts::Directions(facts) => words.directions(facts),
        HintFacts::ForcePass(facts) => words.force_pass(facts),
        HintFacts::Wipeout(facts) => words.wipeout(facts),
        HintFacts::EndNow(facts) => words.end_now(facts),
        HintFacts::Corner(facts) => words.corner(facts),
        HintFacts::MaxFlips(facts) => words.max_flips(facts),
        HintFacts::MinMobility(facts) => words.min_mobility(facts),
        HintFacts::Stable(facts) => words.stable(facts),
        HintFacts::QuietMove(facts) => words.quiet_move(facts),
        HintFacts::FewerIsMore(facts) => words.fewer_is_more(facts),
        HintFacts::Endgame(facts) => words.endgame(facts),
    }
}

/// The hint `facts` give, in every language.
pub fn hint_text(facts: &HintFacts) -> Text {
    Lang::ALL
        .into_iter()
        .fold(Text::en(hint_words(Lang::En, facts)), |text, lang| {
            text.with(lang, hint_words(lang, facts))
        })
}

impl HintStrings for Localized {
    fn legal_move(&self, f: &LegalMove) -> String {
        let opponent = colour(other(f.player));
        let (discs, frontier) = (arg(f.discs), arg(f.frontier));
        let first = if f.discs == 1 {
            self.say("hint-legal-move-single-disc", [("opponent", opponent)])
        } else if f.frontier == f.discs {
            self.say(
                "hint-legal-move-all-touch",
                [("opponent", opponent), ("discs", discs)],
            )
        } else if f.frontier * 2 <= f.discs {
            self.say(
                "hint-legal-move-few-touch",
                [
                    ("opponent", opponent),
                    ("discs", discs),
                    ("frontier", frontier),
                ],
            )
        } else {
            self.say(
                "hint-legal-move-some-touch",
                [
                    ("opponent", opponent),
                    ("discs", discs),
                    ("frontier", frontier),
                ],
            )
        };
        let second = self.say(
            "hint-legal-move-moves",
            [("moves", arg(f.moves)), ("lines", arg(self.lines(f.lines)))],
        );
        self.sentences([first, second])
    }

    fn directions(&self, f: &Directions) -> String {
        let (moves, wanted) = (("moves", arg(f.moves)), ("wanted", arg(f.wanted)));
        let Some((kinds, flips)) = &f.lines else {
            return self.say(
                "hint-directions-many",
                [("answers", arg(f.answers)), moves, wanted],
            );
        };
        let kinds = ("kinds", arg(self.kind_list(*kinds)));
        let second = match same(flips) {
            Some(n) => self.say("hint-directions-same-flips", [kinds, ("flips", arg(n))]),
            None => self.say(
                "hint-directions-flips",
                [kinds, ("counts", arg(self.numbers(flips)))],
            ),
        };
        let first = self.say("hint-directions-one", [moves, wanted]);
        self.sentences([first, second])
    }

    fn force_pass(&self, f: &ForcePass) -> String {
        let opponent = || ("opponent", colour(other(f.player)));
        let (discs, moves) = (("discs", arg(f.discs)), ("moves", arg(f.moves)));
        let first = if f.now == 0 {
            self.say("hint-force-pass-stuck", [opponent(), discs])
        } else {
            self.say(
                "hint-force-pass-now",
                [opponent(), discs, ("now", arg(f.now))],
            )
        };
        let second = if f.shut == f.answers {
            self.say(
                "hint-force-pass-shut",
                [opponent(), ("answers", arg(f.answers)), moves],
            )
        } else {
            self.say(
                "hint-force-pass-shut-ending",
                [
                    opponent(),
                    ("shut", arg(f.shut)),
                    moves,
                    ("ending", arg(f.shut.saturating_sub(f.answers))),
                ],
            )
        };
        self.sentences([first, second])
    }

    fn wipeout(&self, f: &Wipeout) -> String {
        let opponent = ("opponent", colour(other(f.player)));
        let discs = ("discs", arg(f.discs));
        let first = match (f.discs, f.one_line) {
            (1, _) => self.say("hint-wipeout-single", [opponent]),
            (_, Some(kind)) => self.say(
                "hint-wipeout-in-line",
                [opponent, discs, ("line", line_kind(kind))],
            ),
            (_, None) => self.say("hint-wipeout-apart", [opponent, discs]),
        };
        let (answers, moves) = (("answers", arg(f.answers)), ("moves", arg(f.moves)));
        let second = match (f.discs, f.lines) {
            (1, _) => self.say("hint-wipeout-take-it", [answers, moves]),
            (_, Some(n)) if n > 1 => self.say(
                "hint-wipeout-take-all-lines",
                [answers, moves, ("lines", arg(n))],
            ),
            _ => self.say("hint-wipeout-take-all", [answers, moves]),
        };
        self.sentences([first, second])
    }

    fn end_now(&self, f: &EndNow) -> String {
        let opponent = || ("opponent", colour(other(f.player)));
        let discs = ("discs", arg(f.discs));
        let first = if f.on_edge == 0 {
            self.say("hint-end-now-none-on-edge", [opponent(), discs])
        } else if f.on_edge == f.discs {
            self.say("hint-end-now-all-on-edge", [opponent(), discs])
        } else {
            self.say(
                "hint-end-now-some-on-edge",
                [opponent(), discs, ("on_edge", arg(f.on_edge))],
            )
        };
        let second = self.say(
            "hint-end-now-squares",
            [
                opponent(),
                ("empty", arg(f.empty)),
                ("moves", arg(f.moves)),
                ("theirs", arg(f.theirs)),
            ],
        );
        self.sentences([first, second])
    }

    fn corner(&self, f: &Corner) -> String {
        let (empty, moves) = (("empty", arg(f.empty)), ("moves", arg(f.moves)));
        match f.way {
            Some((way, flips)) => {
                let first = self.say("hint-corner-one", [empty, moves]);
                let second = self.say(
                    "hint-corner-way",
                    [("way", corner_way(way)), ("flips", arg(flips))],
                );
                self.sentences([first, second])
            }
            None => self.say(
                "hint-corner-many",
                [empty, ("answers", arg(f.answers)), moves],
            ),
        }
    }

    fn max_flips(&self, f: &MaxFlips) -> String {
        let mut parts = vec![self.say(
            "hint-max-flips",
            [
                ("moves", arg(f.moves)),
                ("most", arg(f.most)),
                ("lines", arg(f.lines)),
                ("next", arg(f.next)),
            ],
        )];
        if let Some(long) = f.trap {
            parts.push(self.say("hint-max-flips-trap", [("long", arg(long))]));
        }
        self.sentences(parts)
    }

    fn min_mobility(&self, f: &MinMobility) -> String {
        let opponent = || ("opponent", colour(other(f.player)));
        let first = self.say("hint-min-mobility-now", [opponent(), ("now", arg(f.now))]);
        let (fewest, others) = (
            ("fewest", arg(f.fewest)),
            ("others", arg(f.moves.saturating_sub(1))),
        );
        let least = ("least", arg(f.least));
        let second = if f.least == f.most {
            self.say(
                "hint-min-mobility-best-same",
                [opponent(), fewest, others, least],
            )
        } else {
            self.say(
                "hint-min-mobility-best-range",
                [opponent(), fewest, others, least, ("most", arg(f.most))],
            )
        };
        self.sentences([first, second])
    }

    fn stable(&self, f: &Stable) -> String {
        let mut parts = vec![self.say("hint-stable", [("now", arg(f.now)), ("best", arg(f.best))])];
        if let Some((square, count)) = f.corner {
            parts.push(self.say(
                "hint-stable-corner",
                [("square", arg(square)), ("count", arg(count))],
            ));
        }
        if f.held > 0 {
            parts.push(self.say("hint-stable-held", [("held", arg(f.held))]));
        }
        self.sentences(parts)
    }

    fn quiet_move(&self, f: &QuietMove) -> String {
        let moves = ("moves", arg(f.moves));
        let first = match f.flips {
            Some(flips) => self.say("hint-quiet-move-one", [moves, ("flips", arg(flips))]),
            None => self.say("hint-quiet-move-many", [("answers", arg(f.answers)), moves]),
        };
        let look = self.text("hint-quiet-move-look").to_string();
        self.sentences([first, look])
    }

    fn fewer_is_more(&self, f: &FewerIsMore) -> String {
        let first = match f.greed.as_slice() {
            [one] => self.greed(*one),
            many => {
                let squares: Vec<String> = many.iter().map(|g| g.square.to_string()).collect();
                let outcome = if many.iter().all(|g| g.score < 0) {
                    "loss"
                } else {
                    "no-win"
                };
                self.say(
                    "hint-greed-many",
                    [
                        ("squares", arg(self.listed(&squares))),
                        ("flips", arg(many.first().map_or(0, |g| g.flips))),
                        ("count", arg(many.len())),
                        ("outcome", FluentValue::from(outcome)),
                    ],
                )
            }
        };
        let ask = self.say(
            "hint-fewer-is-more-ask",
            [("opponent", colour(other(f.player)))],
        );
        self.sentences([first, ask])
    }

    fn endgame(&self, f: &Endgame) -> String {
        let mut parts = vec![self.regions(&f.regions)];
        if let Some(greed) = f.greed {
            parts.push(self.greed(greed));
        }
        let (answers, moves) = (("answers", arg(f.answers)), ("moves", arg(f.moves)));
        parts.push(match f.best {
            None => self.say("hint-endgame-win", [answers, moves]),
            Some(best) => self.say(
                "hint-endgame-best",
                [
                    ("outcome", outcome(best)),
                    ("by", arg(best.unsigned_abs())),
                    answers,
                    moves,
                ],
            ),
        });
        self.sentences(parts)
    }
}

/// The words the hints join, and the parts several hints share.
impl Localized {
    /// Sentences of a hint, one after the other.
    fn sentences(&self, parts: impl IntoIterator<Item = String>) -> String {
        parts
            .into_iter()
            .reduce(|first, next| {
                self.say(
                    "hint-sentences",
                    [("first", arg(first)), ("next", arg(next))],
                )
            })
            .unwrap_or_default()
    }

    /// Items joined as a list: `a row, a column and 2 diagonals`.
    fn listed(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, last] => self.say(
                "hint-list-pair",
                [("first", arg(first.as_str())), ("last", arg(last.as_str()))],
            ),
            [first, rest @ ..] => self.say(
                "hint-list-more",
                [
                    ("first", arg(first.as_str())),
                    ("rest", arg(self.listed(rest))),
                ],
            ),
        }
    }

    /// Numbers joined as a list: `2, 1 and 1`.
    fn numbers(&self, values: &[u32]) -> String {
        let texts: Vec<String> = values.iter().map(u32::to_string).collect();
        self.listed(&texts)
    }

    /// The lines of `kinds`, kind by kind: `a row and 2 diagonals`.
    fn kind_list(&self, kinds: Kinds) -> String {
        let parts: Vec<String> = kind_counts(kinds)
            .into_iter()
            .map(|(kind, n)| match kind {
                LineKind::Row => self.say("hint-rows", [("n", arg(n))]),
                LineKind::Column => self.say("hint-columns", [("n", arg(n))]),
                LineKind::Diagonal => self.say("hint-diagonals", [("n", arg(n))]),
            })
            .collect();
        self.listed(&parts)
    }

    /// The lines of `kinds`, all told: `3 lines: 2 rows and a diagonal`, `2
    /// lines, both columns`, or `one line, a diagonal`.
    fn lines(&self, kinds: Kinds) -> String {
        let total = ("total", arg(kinds.total()));
        match only_kind(kinds) {
            Some(LineKind::Row) => self.say("hint-lines-rows", [total]),
            Some(LineKind::Column) => self.say("hint-lines-columns", [total]),
            Some(LineKind::Diagonal) => self.say("hint-lines-diagonals", [total]),
            None => self.say(
                "hint-lines-mixed",
                [total, ("kinds", arg(self.kind_list(kinds)))],
            ),
        }
    }

    /// `g1 flips the most discs, 6, yet with best play it loses by 14.`
    fn greed(&self, greed: Greed) -> String {
        self.say(
            "hint-greed",
            [
                ("square", arg(greed.square)),
                ("flips", arg(greed.flips)),
                ("outcome", outcome(greed.score)),
                ("by", arg(greed.score.unsigned_abs())),
            ],
        )
    }

    /// `The 9 empty squares form 3 regions, of 5, 3 and 1 squares. All of them
    /// are odd.`
    fn regions(&self, regions: &[u32]) -> String {
        let empty = ("empty", arg(regions.iter().sum::<u32>()));
        let odd = odd_regions(regions);
        if regions.len() == 1 {
            let parity = FluentValue::from(if odd == 1 { "odd" } else { "even" });
            return self.say("hint-one-region", [empty, ("parity", parity)]);
        }
        let count = || ("regions", arg(regions.len()));
        let which = if odd == 0 {
            self.say("hint-regions-all-even", [count()])
        } else if odd == regions.len() {
            self.say("hint-regions-all-odd", [count()])
        } else {
            self.say("hint-regions-some-odd", [("odd", arg(odd))])
        };
        let sizes = ("sizes", arg(self.numbers(regions)));
        let first = self.say("hint-regions", [empty, count(), sizes]);
        self.sentences([first, which])
    }
}

/// A final disc difference as a Fluent argument, for a selector: `win`,
/// `draw` or `loss` (its size goes apart, as a number).
fn outcome(score: i32) -> FluentValue<'static> {
    FluentValue::from(match score {
        s if s > 0 => "win",
        0 => "draw",
        _ => "loss",
    })
}

/// A kind of line as a Fluent argument, for a selector: `row`, `column` or
/// `diagonal`.
fn line_kind(kind: LineKind) -> FluentValue<'static> {
    FluentValue::from(match kind {
        LineKind::Row => "row",
        LineKind::Column => "column",
        LineKind::Diagonal => "diagonal",
    })
}

/// Along which lines a corner move encloses, as a Fluent argument for a
/// selector: `diagonal`, `edge`, `edge-diagonal`, `edges` or `edges-diagonal`.
fn corner_way(way: CornerWay) -> FluentValue<'static> {
    FluentValue::from(match (way.edges, way.diagonal) {
        (0, _) => "diagonal",
        (1, false) => "edge",
        (1, true) => "edge-diagonal",
        (_, false) => "edges",
        (_, true) => "edges-diagonal",
    })
}

/// The other side: the one whose discs and moves a hint counts.
const fn other(player: Color) -> Color {
    player.opposite()
}

/// The kinds of line counted in `kinds`, each with its count, rows first.
fn kind_counts(kinds: Kinds) -> Vec<(LineKind, u32)> {
    [
        (LineKind::Row, kinds.rows),
        (LineKind::Column, kinds.columns),
        (LineKind::Diagonal, kinds.diagonals),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .collect()
}

/// The one kind of line every line of `kinds` is, if so.
fn only_kind(kinds: Kinds) -> Option<LineKind> {
    match kind_counts(kinds).as_slice() {
        [(kind, _)] => Some(*kind),
        _ => None,
    }
}

/// How many of `regions` hold an odd number of squares.
fn odd_regions(regions: &[u32]) -> usize {
    regions.iter().filter(|n| *n % 2 == 1).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::hint::facts;
    use crate::i18n::test_language::accented_text;

    #[test]
    fn the_tests_language_says_every_built_in_hint_from_its_own_ftl_file() {
        let course = crate::course::load_course(&[], &[]).course;
        let mut compared = 0;
        for p in &course.puzzles {
            let Some(facts) = facts(&p.board, p.theme, p.solution) else {
                continue;
            };
            let english = hint_words(Lang::En, &facts);
            let said = hint_words(Lang::Qx, &facts);
            assert_ne!(said, english, "{}", p.id);
            assert_eq!(said, accented_text(&english), "{}", p.id);
            // The built-in file's words, in every language the tests know.
            assert_eq!(p.hint, Some(hint_text(&facts)), "{}", p.id);
            compared += 1;
        }
        assert_eq!(compared, 198);
    }
}
