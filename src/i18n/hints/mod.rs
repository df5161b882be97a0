//! A puzzle's first hint in words, from the facts the generator computes on
//! its position ([`HintFacts`]): one implementation per language, beside the
//! interface strings (no defaults). `puzzles generate` writes these words into
//! puzzle files, and a test holds every built-in hint equal to them.

mod en;
mod id;
mod vi;

use crate::course::Text;
use crate::course::goal::LineKind;
use crate::engine::Color;
use crate::generate::hint::{
    Corner, Directions, EndNow, Endgame, FewerIsMore, ForcePass, HintFacts, Kinds, LegalMove,
    MaxFlips, MinMobility, QuietMove, Stable, Wipeout,
};
use crate::lang::Lang;

/// The first hint of a puzzle of each theme, in one language: a sentence or
/// three, weak first, that speak of this position and never name a right move.
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

/// The hint words of each language: one line per language of [`crate::lang`].
const fn hints_for(lang: Lang) -> &'static dyn HintStrings {
    match lang {
        Lang::En => &super::en::English,
        Lang::Id => &super::id::Indonesian,
        Lang::Vi => &super::vi::Vietnamese,
        // The hints are still Rust, a file per language: the tests' language
        // (`super::test_language`) gives them in English.
        #[cfg(test)]
        Lang::Qx => &super::en::English,
    }
}

/// The hint `facts` give, in `lang`.
pub fn hint_words(lang: Lang, facts: &HintFacts) -> String {
    let words = hints_for(lang);
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

/// Items joined as a list: `a row, a column and 2 diagonals`.
fn listed(items: &[String], joiner: &str) -> String {
    let refs: Vec<&str> = items.iter().map(String::as_str).collect();
    crate::lang::join_last(&refs, joiner)
}

/// Numbers joined as a list: `2, 1 and 1`.
fn numbers(values: &[u32], joiner: &str) -> String {
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    listed(&texts, joiner)
}

/// How many of `regions` hold an odd number of squares.
fn odd_regions(regions: &[u32]) -> usize {
    regions.iter().filter(|n| *n % 2 == 1).count()
}
