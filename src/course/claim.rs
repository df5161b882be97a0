//! What a nudge says about the answer it follows, read from its words: the
//! properties of a square, a line or a region it states ("that move is legal",
//! "it is not a corner", "c1 is in the even region", "after that move white can
//! still play"), each as a [`Claim`] the engine can judge true or false for a
//! given answer on the step's board ([`Claim::judge`]).
//!
//! The reading is a small lexicon per language ([`lexicon`]): a property is
//! stated when its words follow the thing they are said of: the answer
//! ("that move", "langkah itu", "nước đó", "it", and after a "but" or "and" the
//! thing the clause before spoke of), a square named (`c1`), or, in a sentence
//! about what follows the move ("after that move, ..."), a side. A sentence of
//! alternatives ("either a corner or not on the top edge") is judged as a whole,
//! and only when every alternative is understood; a question states nothing.
//! What the lexicon does not know is not judged.

use super::corner::{CORNER_PLIES, corner_threat};
use super::goal::{CORNERS, LineKind, after};
use crate::engine::bitboard::{C_SQUARES, X_SQUARES, legal_moves};
use crate::engine::{Bitboard, Board, Color, Square};
use crate::lang::Lang;

/// What a claim is said of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The answer the nudge follows: the square played or named.
    Answer,
    /// A square the nudge names.
    Square(Square),
    /// A side, after the answer is played (in a sentence about what follows it).
    Side(Side),
}

/// A side named in a nudge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Black or white.
    Color(Color),
    /// The side that is not to move on the step's board.
    Opponent,
}

/// Which edge of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Row 1.
    Top,
    /// Row 8.
    Bottom,
    /// Column a.
    Left,
    /// Column h.
    Right,
}

/// A property the engine can judge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The square is a legal move for the side to move.
    Legal,
    /// The square holds a disc.
    Taken,
    /// The square holds a disc of this colour.
    Holds(Color),
    /// The square is a corner.
    Corner,
    /// The square is an X-square (b2, g2, b7, g7).
    XSquare,
    /// The square is a C-square (beside a corner on an edge).
    CSquare,
    /// The square is on this edge (`None`: on any edge).
    Edge(Option<Edge>),
    /// The square is this one.
    Is(Square),
    /// The square is empty, in a region of empty squares (touching, diagonals
    /// included) with an odd number of squares (`true`) or an even one.
    OddRegion(bool),
    /// The square is a legal move enclosing a line of one of these kinds.
    Encloses(Kinds),
    /// After the answer, the side has a legal move.
    CanMove,
    /// After the answer, the side may take a corner at once.
    CornerNow,
    /// After the answer, the side (the opponent) wins a corner by force within
    /// [`CORNER_PLIES`](super::corner::CORNER_PLIES) plies, at once or later.
    CornerByForce,
    /// After the answer, the side may play on this square.
    Reaches(Square),
}

/// A set of line kinds (row, column, diagonal).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kinds(u8);

impl Kinds {
    fn of(kind: LineKind) -> Kinds {
        Kinds(match kind {
            LineKind::Row => 1,
            LineKind::Column => 2,
            LineKind::Diagonal => 4,
        })
    }

    fn contains(self, kind: LineKind) -> bool {
        self.0 & Kinds::of(kind).0 != 0
    }

    fn with(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }
}

/// One property stated of one thing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub subject: Subject,
    pub fact: Fact,
    /// Whether the nudge says the property holds (`false`: that it does not).
    pub holds: bool,
    /// The words that state it, as written (lowercase).
    pub words: String,
    /// Said by the words for the answer themselves ("that disc", "after that
    /// move"), not by a phrase of the sentence: it holds whatever alternatives
    /// the sentence offers.
    pub implied: bool,
}

/// The claims of one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentence {
    /// The sentence as written.
    pub text: String,
    /// What it states.
    pub claims: Vec<Claim>,
    /// The claims are alternatives ("..., or ..."): the sentence is true when one is.
    pub alternatives: bool,
}

/// The answer a nudge follows, as far as claims about it can be judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Given {
    /// A square played or named.
    Square(Square),
    /// A pass.
    Pass,
    /// Something that is no square: a choice, a count, a set of squares
    /// (claims about the answer do not apply; claims about named squares do).
    Other,
}

impl Claim {
    /// Whether the claim is true for `given` on `board` (the step's board,
    /// before the answer): `None` when it does not apply to such an answer,
    /// `Some(Err(why))` with what the engine says instead when it is false.
    pub fn judge(&self, board: &Board, given: Given) -> Option<Result<(), Why>> {
        let square = match (self.subject, given) {
            (Subject::Square(sq), _) => Some(sq),
            (Subject::Answer | Subject::Side(_), Given::Square(sq)) => Some(sq),
            (Subject::Answer | Subject::Side(_), Given::Pass) => None,
            (Subject::Answer | Subject::Side(_), Given::Other) => return None,
        };
        let Some(sq) = square else {
            // What a pass is not, it is not; what it is said to be, it is not either.
            return (self.holds && !matches!(self.subject, Subject::Side(_)))
                .then(|| Err(Why::new("pass", Vec::new())));
        };
        let (truth, why) = match self.subject {
            // Nothing follows a move that cannot be played: the words for the
            // answer ("after that move") are judged false there instead.
            Subject::Side(_) if !board.is_legal(sq) => return None,
            Subject::Side(side) => after_move(board, sq, side, self.fact),
            Subject::Answer | Subject::Square(_) => square_fact(board, sq, self.fact),
        };
        Some(if truth == self.holds {
            Ok(())
        } else {
            Err(why)
        })
    }
}

/// The engine's account of a fact about an answer: its kind (see
/// [`Why`]'s `Display` for each, in English) and the parts a translation needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    pub kind: &'static str,
    pub parts: Vec<String>,
}

impl Why {
    fn new(kind: &'static str, parts: Vec<String>) -> Why {
        Why { kind, parts }
    }

    /// An account of `sq` of `kind` with `more` parts after it.
    fn of(kind: &'static str, sq: Square, more: &[String]) -> Why {
        let mut parts = vec![sq.to_string()];
        parts.extend_from_slice(more);
        Why::new(kind, parts)
    }
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let part = |i: usize| self.parts.get(i).map_or("", String::as_str);
        let (sq, a, b) = (part(0), part(1), part(2));
        match self.kind {
            "pass" => write!(f, "the answer is a pass, not a move on a square"),
            "taken" => write!(f, "{sq} already holds a disc, so it is not a legal move"),
            "encloses-nothing" => write!(f, "{sq} encloses nothing, so it is not a legal move"),
            "legal" => write!(f, "{sq} is a legal move"),
            "holds" => write!(f, "{sq} holds a disc"),
            "empty" => write!(f, "{sq} is empty"),
            "holds-colour" => write!(f, "{sq} holds a {a} disc"),
            "corner" => write!(f, "{sq} is a corner"),
            "not-corner" => write!(f, "{sq} is not a corner"),
            "x-square" => write!(f, "{sq} is an X-square"),
            "not-x-square" => write!(f, "{sq} is not an X-square"),
            "c-square" => write!(f, "{sq} is a C-square"),
            "not-c-square" => write!(f, "{sq} is not a C-square"),
            "on-edge" | "not-on-edge" => {
                let name = match a {
                    "top" => "the top edge",
                    "bottom" => "the bottom edge",
                    "left" => "the left edge",
                    "right" => "the right edge",
                    _ => "an edge",
                };
                let not = if self.kind == "on-edge" { "" } else { "not " };
                write!(f, "{sq} is {not}on {name}")
            }
            "is" => write!(f, "the answer is {a}"),
            "is-not" => write!(f, "{sq} is not {a}"),
            "no-region" => write!(f, "{sq} is not empty: it is in no region"),
            "region" => {
                let size = a.parse::<u32>().unwrap_or(0);
                let parity = if size % 2 == 1 { "odd" } else { "even" };
                let squares = if size == 1 { "square" } else { "squares" };
                write!(
                    f,
                    "{sq} is in a region of {size} empty {squares} ({parity})"
                )
            }
            "illegal-encloses" => write!(f, "{sq} is not a legal move: it encloses nothing"),
            "encloses-along" => {
                let along: Vec<&str> = self.parts[1..]
                    .iter()
                    .map(|kind| match kind.as_str() {
                        "row" => "a row",
                        "column" => "a column",
                        _ => "a diagonal",
                    })
                    .collect();
                write!(f, "{sq} encloses along {}", along.join(" and "))
            }
            "of-a-side" => write!(f, "that is said of a side, not of a square"),
            "has-moves" => {
                let moves = if b == "1" {
                    "legal move"
                } else {
                    "legal moves"
                };
                write!(f, "after {sq}, {a} has {b} {moves}")
            }
            "no-move" => write!(f, "after {sq}, {a} has no legal move"),
            "no-corner-now" => write!(f, "after {sq}, {a} cannot take a corner at once"),
            "corner-now" => write!(f, "after {sq}, {a} may take {b}"),
            "not-answering" => write!(
                f,
                "{a} made the move {sq}: it is not the side that answers it"
            ),
            "no-corner-by-force" => write!(
                f,
                "after {sq}, {a} wins no corner within {b} plies, whatever it plays"
            ),
            "corner-by-force" => write!(f, "after {sq}, {a} wins {b} by force"),
            "reaches" => write!(f, "after {sq}, {a} may play {b}"),
            "not-reaches" => write!(f, "after {sq}, {a} may not play {b}"),
            _ => write!(f, "that is said of a square, not of a side"),
        }
    }
}

/// The kinds of [`Why`].
pub const WHY_KINDS: [&str; 32] = [
    "pass",
    "taken",
    "encloses-nothing",
    "legal",
    "holds",
    "empty",
    "holds-colour",
    "corner",
    "not-corner",
    "x-square",
    "not-x-square",
    "c-square",
    "not-c-square",
    "on-edge",
    "not-on-edge",
    "is",
    "is-not",
    "no-region",
    "region",
    "illegal-encloses",
    "encloses-along",
    "of-a-side",
    "has-moves",
    "no-move",
    "no-corner-now",
    "corner-now",
    "not-answering",
    "no-corner-by-force",
    "corner-by-force",
    "reaches",
    "not-reaches",
    "of-a-square",
];

/// Whether `fact` holds of `sq` on `board`, and the engine's account of it.
fn square_fact(board: &Board, sq: Square, fact: Fact) -> (bool, Why) {
    let yes_no = |truth: bool, yes: &'static str, no: &'static str| {
        (truth, Why::of(if truth { yes } else { no }, sq, &[]))
    };
    match fact {
        Fact::Legal => {
            let explanation = board.explain(sq);
            let no = if explanation.occupied_by.is_some() {
                "taken"
            } else {
                "encloses-nothing"
            };
            yes_no(explanation.is_legal(), "legal", no)
        }
        Fact::Taken => yes_no(board.at(sq).is_some(), "holds", "empty"),
        Fact::Holds(color) => {
            let what = match board.at(sq) {
                Some(c) => Why::of("holds-colour", sq, &[c.to_string()]),
                None => Why::of("empty", sq, &[]),
            };
            (board.at(sq) == Some(color), what)
        }
        Fact::Corner => yes_no(CORNERS.contains(sq), "corner", "not-corner"),
        Fact::XSquare => yes_no(Bitboard(X_SQUARES).contains(sq), "x-square", "not-x-square"),
        Fact::CSquare => yes_no(Bitboard(C_SQUARES).contains(sq), "c-square", "not-c-square"),
        Fact::Edge(edge) => {
            let on = match edge {
                None => sq.row() == 0 || sq.row() == 7 || sq.col() == 0 || sq.col() == 7,
                Some(Edge::Top) => sq.row() == 0,
                Some(Edge::Bottom) => sq.row() == 7,
                Some(Edge::Left) => sq.col() == 0,
                Some(Edge::Right) => sq.col() == 7,
            };
            let name = match edge {
                None => "any",
                Some(Edge::Top) => "top",
                Some(Edge::Bottom) => "bottom",
                Some(Edge::Left) => "left",
                Some(Edge::Right) => "right",
            };
            let kind = if on { "on-edge" } else { "not-on-edge" };
            (on, Why::of(kind, sq, &[name.to_string()]))
        }
        Fact::Is(other) => {
            let kind = if sq == other { "is" } else { "is-not" };
            (sq == other, Why::of(kind, sq, &[other.to_string()]))
        }
        Fact::OddRegion(odd) => match region(board, sq) {
            None => (false, Why::of("no-region", sq, &[])),
            Some(size) => (
                (size % 2 == 1) == odd,
                Why::of("region", sq, &[size.to_string()]),
            ),
        },
        Fact::Encloses(kinds) => {
            let explanation = board.explain(sq);
            if !explanation.is_legal() {
                return (false, Why::of("illegal-encloses", sq, &[]));
            }
            let along: Vec<String> = explanation
                .enclosed()
                .map(|line| {
                    match LineKind::of(line.direction) {
                        LineKind::Row => "row",
                        LineKind::Column => "column",
                        LineKind::Diagonal => "diagonal",
                    }
                    .to_string()
                })
                .collect();
            let truth = explanation
                .enclosed()
                .any(|line| kinds.contains(LineKind::of(line.direction)));
            (truth, Why::of("encloses-along", sq, &along))
        }
        Fact::CanMove | Fact::CornerNow | Fact::CornerByForce | Fact::Reaches(_) => {
            (false, Why::new("of-a-side", Vec::new()))
        }
    }
}

/// Whether `fact` holds of `side` after the legal move `sq` on `board`.
fn after_move(board: &Board, sq: Square, side: Side, fact: Fact) -> (bool, Why) {
    let next = after(board, sq);
    let color = match side {
        Side::Color(color) => color,
        Side::Opponent => board.to_move().opposite(),
    };
    let moves = Bitboard(legal_moves(
        next.discs(color).0,
        next.discs(color.opposite()).0,
    ));
    let said = |kind: &'static str, more: Option<String>| {
        let mut parts = vec![color.to_string()];
        parts.extend(more);
        Why::of(kind, sq, &parts)
    };
    match fact {
        Fact::CanMove => {
            let truth = !moves.is_empty();
            let why = if truth {
                said("has-moves", Some(moves.len().to_string()))
            } else {
                said("no-move", None)
            };
            (truth, why)
        }
        Fact::CornerNow => {
            let corners = moves & CORNERS;
            let why = if corners.is_empty() {
                said("no-corner-now", None)
            } else {
                said("corner-now", Some(crate::engine::list_squares(corners)))
            };
            (!corners.is_empty(), why)
        }
        Fact::CornerByForce => {
            if color == board.to_move() {
                return (false, said("not-answering", None));
            }
            match corner_threat(board, sq) {
                None => (
                    false,
                    said("no-corner-by-force", Some(CORNER_PLIES.to_string())),
                ),
                Some(threat) => (
                    true,
                    said(
                        "corner-by-force",
                        Some(crate::engine::list_squares(threat.corners())),
                    ),
                ),
            }
        }
        Fact::Reaches(target) => {
            let truth = moves.contains(target);
            let kind = if truth { "reaches" } else { "not-reaches" };
            (truth, said(kind, Some(target.to_string())))
        }
        _ => (false, Why::new("of-a-square", Vec::new())),
    }
}

/// The number of squares of the region of empty squares holding `sq`
/// (squares touching along a side or a corner), or `None` when `sq` is taken.
pub fn region(board: &Board, sq: Square) -> Option<u32> {
    let empty = board.empty();
    if !empty.contains(sq) {
        return None;
    }
    let mut region = Bitboard::from(sq);
    loop {
        let grown = Bitboard(crate::engine::bitboard::next_to(region.0) | region.0) & empty;
        if grown == region {
            return Some(region.len());
        }
        region = grown;
    }
}

/// Reads the claims of `text`, written in `lang`, sentence by sentence
/// (questions left out).
pub fn read(text: &str, lang: Lang) -> Vec<Sentence> {
    let Some(words) = lexicon(lang) else {
        return Vec::new();
    };
    split_sentences(text)
        .into_iter()
        .filter_map(|sentence| read_sentence(&sentence, words))
        .collect()
}

/// The statements of `text`: sentences ending in `.`, `!` or a line's end (a
/// sentence ending in `?` asks).
fn split_sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut sentence = String::new();
    for c in text.chars() {
        if matches!(c, '.' | '!' | '?' | '\n') {
            if c != '?' && !sentence.trim().is_empty() {
                out.push(sentence.trim().to_string());
            }
            sentence.clear();
        } else {
            sentence.push(c);
        }
    }
    if !sentence.trim().is_empty() {
        out.push(sentence.trim().to_string());
    }
    out
}

/// A word of a sentence, or a mark that ends a clause (`,`, `;`, `:`).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Mark,
}

fn tokens(sentence: &str, lex: &Lexicon) -> Vec<Token> {
    let mut out = words(sentence);
    let mut i = 0;
    while i + 1 < out.len() {
        let pair = (out[i].word(), out[i + 1].word());
        let either = lex.either.iter().any(|(a, b)| pair == (Some(*a), Some(*b)));
        if either {
            out.remove(i);
        } else {
            i += 1;
        }
    }
    out
}

fn words(sentence: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut word = String::new();
    // "Either" only announces the alternatives an "or" joins.
    let flush = |word: &mut String, out: &mut Vec<Token>| {
        if !word.is_empty() && word != "either" {
            out.push(Token::Word(std::mem::take(word)));
        }
        word.clear();
    };
    for c in sentence.chars() {
        if c.is_alphanumeric() {
            word.extend(c.to_lowercase());
        } else {
            flush(&mut word, &mut out);
            if matches!(c, ',' | ';' | ':' | '(' | ')' | '—' | '–') {
                out.push(Token::Mark);
            }
        }
    }
    flush(&mut word, &mut out);
    out
}

impl Token {
    fn word(&self) -> Option<&str> {
        match self {
            Token::Word(w) => Some(w),
            Token::Mark => None,
        }
    }
}

/// What a phrase of the lexicon states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum States {
    /// One fact (its square or kinds come from the phrase's `{sq}` or `{kind}`).
    Fact(FactKind, bool),
    /// A legal move on a corner ("takes a corner").
    TakesCorner,
}

/// A fact before the phrase's captures fill it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FactKind {
    Legal,
    Taken,
    Holds(Color),
    Corner,
    XSquare,
    CSquare,
    Edge(Option<Edge>),
    Is(Square),
    OddRegion(bool),
    Encloses,
    CanMove,
    CornerNow,
    CornerByForce,
    Reaches,
}

/// The words of one language.
struct Lexicon {
    /// Phrases stated of a thing named just before them.
    phrases: &'static [(&'static str, States)],
    /// Phrases stated of a side (`{side} ...`), in a sentence about what follows the move.
    side_phrases: &'static [(&'static str, States)],
    /// Words for the answer, each with what it says of the answer by itself
    /// ("that disc": it holds a disc); the one-word ones only at a clause's start.
    answer: &'static [(&'static str, Option<(FactKind, bool)>)],
    /// Words that start a sentence about what follows a move ("after", "if").
    after: &'static [&'static str],
    /// Words between a thing and what is said of it ("still", "also").
    skip: &'static [&'static str],
    /// Words that join two clauses about one thing ("but", "and", "or").
    joins: &'static [&'static str],
    /// Words for "or".
    or: &'static [&'static str],
    /// Words after a phrase that narrow what it says ("not the black disc in
    /// row 4"): a phrase followed by one is not judged.
    qualifiers: &'static [&'static str],
    /// Pairs of words whose first only announces alternatives ("hoặc là").
    either: &'static [(&'static str, &'static str)],
    /// Words that negate (no phrase's gap may hold one).
    negations: &'static [&'static str],
    /// The sides, as words.
    sides: &'static [(&'static str, Side)],
    /// The kinds of line, as words.
    kinds: &'static [(&'static str, LineKind)],
    /// Words between "or" and a second kind of line ("or along a").
    kind_fillers: &'static [&'static str],
}

use FactKind as K;
use States::{Fact as F, TakesCorner};

const BLACK: Side = Side::Color(Color::Black);
const WHITE: Side = Side::Color(Color::White);

/// The lexicon of each language that has one: a language without one has no
/// claims read from its lesson prose.
static LEXICONS: &[(Lang, &Lexicon)] = &[
    (Lang::En, &ENGLISH),
    (Lang::Id, &INDONESIAN),
    (Lang::Vi, &VIETNAMESE),
];

/// The lexicon of `lang`, if it has one.
fn lexicon(lang: Lang) -> Option<&'static Lexicon> {
    LEXICONS
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, lexicon)| *lexicon)
}

static ENGLISH: Lexicon = Lexicon {
    phrases: &[
        ("is legal", F(K::Legal, true)),
        ("is a legal", F(K::Legal, true)),
        ("is not legal", F(K::Legal, false)),
        ("is not a legal", F(K::Legal, false)),
        ("is illegal", F(K::Legal, false)),
        ("is an illegal", F(K::Legal, false)),
        ("encloses nothing", F(K::Legal, false)),
        ("does not enclose anything", F(K::Legal, false)),
        ("holds a disc", F(K::Taken, true)),
        ("already holds a disc", F(K::Taken, true)),
        ("is taken", F(K::Taken, true)),
        ("is occupied", F(K::Taken, true)),
        ("is not empty", F(K::Taken, true)),
        ("is empty", F(K::Taken, false)),
        ("is an empty square", F(K::Taken, false)),
        ("does not hold a disc", F(K::Taken, false)),
        ("holds a black disc", F(K::Holds(Color::Black), true)),
        ("holds a white disc", F(K::Holds(Color::White), true)),
        ("is a black disc", F(K::Holds(Color::Black), true)),
        ("is a white disc", F(K::Holds(Color::White), true)),
        (
            "does not hold a black disc",
            F(K::Holds(Color::Black), false),
        ),
        (
            "does not hold a white disc",
            F(K::Holds(Color::White), false),
        ),
        ("is not black", F(K::Holds(Color::Black), false)),
        ("is not white", F(K::Holds(Color::White), false)),
        ("is a corner", F(K::Corner, true)),
        ("is on a corner", F(K::Corner, true)),
        ("is in a corner", F(K::Corner, true)),
        ("takes a corner", TakesCorner),
        ("is not a corner", F(K::Corner, false)),
        ("is not on a corner", F(K::Corner, false)),
        ("is not in a corner", F(K::Corner, false)),
        ("does not take a corner", F(K::Corner, false)),
        ("is not the top left corner", F(K::Is(Square::A1), false)),
        ("is not the top right corner", F(K::Is(Square::H1), false)),
        ("is not the bottom left corner", F(K::Is(Square::A8), false)),
        (
            "is not the bottom right corner",
            F(K::Is(Square::H8), false),
        ),
        ("is an x square", F(K::XSquare, true)),
        ("is not an x square", F(K::XSquare, false)),
        ("is a c square", F(K::CSquare, true)),
        ("is not a c square", F(K::CSquare, false)),
        ("is on the edge", F(K::Edge(None), true)),
        ("is on an edge", F(K::Edge(None), true)),
        ("is not on the edge", F(K::Edge(None), false)),
        ("is not on an edge", F(K::Edge(None), false)),
        ("is on the top edge", F(K::Edge(Some(Edge::Top)), true)),
        (
            "is on the bottom edge",
            F(K::Edge(Some(Edge::Bottom)), true),
        ),
        ("is on the left edge", F(K::Edge(Some(Edge::Left)), true)),
        ("is on the right edge", F(K::Edge(Some(Edge::Right)), true)),
        ("not on the top edge", F(K::Edge(Some(Edge::Top)), false)),
        (
            "not on the bottom edge",
            F(K::Edge(Some(Edge::Bottom)), false),
        ),
        ("not on the left edge", F(K::Edge(Some(Edge::Left)), false)),
        (
            "not on the right edge",
            F(K::Edge(Some(Edge::Right)), false),
        ),
        ("is in the odd region", F(K::OddRegion(true), true)),
        ("is in an odd region", F(K::OddRegion(true), true)),
        ("is in the region with an odd", F(K::OddRegion(true), true)),
        ("is in a region with an odd", F(K::OddRegion(true), true)),
        ("is in the even region", F(K::OddRegion(false), true)),
        ("is in an even region", F(K::OddRegion(false), true)),
        (
            "is in the region with an even",
            F(K::OddRegion(false), true),
        ),
        ("is in a region with an even", F(K::OddRegion(false), true)),
        ("is not in an odd region", F(K::OddRegion(true), false)),
        ("is not in an even region", F(K::OddRegion(false), false)),
        ("encloses * along a {kind}", F(K::Encloses, true)),
        ("encloses along a {kind}", F(K::Encloses, true)),
        ("flips * along a {kind}", F(K::Encloses, true)),
        ("flips along a {kind}", F(K::Encloses, true)),
        ("sandwiches * along a {kind}", F(K::Encloses, true)),
        ("does not enclose * along a {kind}", F(K::Encloses, false)),
        ("does not enclose along a {kind}", F(K::Encloses, false)),
        ("encloses nothing along a {kind}", F(K::Encloses, false)),
        ("does not flip * along a {kind}", F(K::Encloses, false)),
        ("does not flip along a {kind}", F(K::Encloses, false)),
        ("does not sandwich * along a {kind}", F(K::Encloses, false)),
        // What only a legal move does.
        ("flips", F(K::Legal, true)),
        ("encloses", F(K::Legal, true)),
        ("leaves", F(K::Legal, true)),
        ("gives", F(K::Legal, true)),
        ("lets", F(K::Legal, true)),
        ("hands", F(K::Legal, true)),
    ],
    side_phrases: &[
        ("{side} can move", F(K::CanMove, true)),
        ("{side} can play", F(K::CanMove, true)),
        ("{side} still has * moves", F(K::CanMove, true)),
        ("{side} still has * move", F(K::CanMove, true)),
        ("{side} has a legal move", F(K::CanMove, true)),
        ("{side} has * legal moves", F(K::CanMove, true)),
        ("{side} has no legal move", F(K::CanMove, false)),
        ("{side} has no move", F(K::CanMove, false)),
        ("{side} cannot move", F(K::CanMove, false)),
        ("{side} cannot play", F(K::CanMove, false)),
        ("{side} must pass", F(K::CanMove, false)),
        ("{side} could take a corner", F(K::CornerNow, true)),
        ("{side} can take a corner", F(K::CornerNow, true)),
        ("{side} may take a corner", F(K::CornerNow, true)),
        ("{side} could not take a corner", F(K::CornerNow, false)),
        ("{side} can win a corner", F(K::CornerByForce, true)),
        ("{side} could win a corner", F(K::CornerByForce, true)),
        ("{side} wins a corner", F(K::CornerByForce, true)),
        (
            "{side} can force its way into a corner",
            F(K::CornerByForce, true),
        ),
        ("{side} cannot win a corner", F(K::CornerByForce, false)),
        ("{side} could not win a corner", F(K::CornerByForce, false)),
        ("{side} cannot take a corner", F(K::CornerNow, false)),
        ("{side} could take {sq}", F(K::Reaches, true)),
        ("{side} can take {sq}", F(K::Reaches, true)),
        ("{side} could reach {sq}", F(K::Reaches, true)),
        ("{side} can reach {sq}", F(K::Reaches, true)),
        ("{side} could not reach {sq}", F(K::Reaches, false)),
        ("{side} cannot reach {sq}", F(K::Reaches, false)),
        ("{side} could not take {sq}", F(K::Reaches, false)),
        ("{side} cannot take {sq}", F(K::Reaches, false)),
    ],
    answer: &[
        ("that move", None),
        ("that square", None),
        ("that disc", Some((K::Taken, true))),
        ("that corner", Some((K::Corner, true))),
        ("that one", None),
        ("this move", None),
        ("this square", None),
        ("your move", None),
        ("your disc", Some((K::Taken, true))),
        ("a black disc there", None),
        ("a white disc there", None),
        ("black plays there", None),
        ("white plays there", None),
        ("that", None),
        ("it", None),
        ("there", None),
    ],
    after: &["after", "if", "once"],
    skip: &[
        "still", "also", "too", "now", "then", "already", "really", "just",
    ],
    joins: &["but", "and", "or", "yet", "so"],
    or: &["or"],
    qualifiers: &["in", "on", "at", "of", "from", "next"],
    either: &[],
    negations: &["not", "no", "never", "nothing", "none", "cannot"],
    sides: &[
        ("black", BLACK),
        ("white", WHITE),
        ("the opponent", Side::Opponent),
        ("your opponent", Side::Opponent),
    ],
    kinds: &[
        ("row", LineKind::Row),
        ("column", LineKind::Column),
        ("diagonal", LineKind::Diagonal),
    ],
    kind_fillers: &["along", "a"],
};

static INDONESIAN: Lexicon = Lexicon {
    phrases: &[
        ("sah", F(K::Legal, true)),
        ("langkah sah", F(K::Legal, true)),
        ("langkah yang sah", F(K::Legal, true)),
        ("adalah langkah sah", F(K::Legal, true)),
        ("langkah pembuka yang sah", F(K::Legal, true)),
        ("tidak sah", F(K::Legal, false)),
        ("bukan langkah sah", F(K::Legal, false)),
        ("bukan langkah yang sah", F(K::Legal, false)),
        ("tidak mengapit apa pun", F(K::Legal, false)),
        ("tidak mengapit apa apa", F(K::Legal, false)),
        ("tidak mengapit apapun", F(K::Legal, false)),
        ("berisi bidak", F(K::Taken, true)),
        ("sudah terisi", F(K::Taken, true)),
        ("sudah berisi bidak", F(K::Taken, true)),
        ("tidak kosong", F(K::Taken, true)),
        ("kosong", F(K::Taken, false)),
        ("tidak berisi bidak", F(K::Taken, false)),
        ("berisi bidak hitam", F(K::Holds(Color::Black), true)),
        ("berisi bidak putih", F(K::Holds(Color::White), true)),
        ("tidak berisi bidak hitam", F(K::Holds(Color::Black), false)),
        ("tidak berisi bidak putih", F(K::Holds(Color::White), false)),
        ("bukan bidak hitam", F(K::Holds(Color::Black), false)),
        ("bukan bidak putih", F(K::Holds(Color::White), false)),
        ("di sudut", F(K::Corner, true)),
        ("ada di sudut", F(K::Corner, true)),
        ("berada di sudut", F(K::Corner, true)),
        ("adalah sudut", F(K::Corner, true)),
        ("mengambil sudut", TakesCorner),
        ("bukan sudut", F(K::Corner, false)),
        ("tidak di sudut", F(K::Corner, false)),
        ("tidak berada di sudut", F(K::Corner, false)),
        ("tidak mengambil sudut", F(K::Corner, false)),
        ("bukan sudut kiri atas", F(K::Is(Square::A1), false)),
        ("bukan sudut kanan atas", F(K::Is(Square::H1), false)),
        ("bukan sudut kiri bawah", F(K::Is(Square::A8), false)),
        ("bukan sudut kanan bawah", F(K::Is(Square::H8), false)),
        ("kotak x", F(K::XSquare, true)),
        ("bukan kotak x", F(K::XSquare, false)),
        ("kotak c", F(K::CSquare, true)),
        ("bukan kotak c", F(K::CSquare, false)),
        ("di tepi", F(K::Edge(None), true)),
        ("berada di tepi", F(K::Edge(None), true)),
        ("tidak di tepi", F(K::Edge(None), false)),
        ("tidak berada di tepi", F(K::Edge(None), false)),
        ("di tepi atas", F(K::Edge(Some(Edge::Top)), true)),
        ("di tepi bawah", F(K::Edge(Some(Edge::Bottom)), true)),
        ("di tepi kiri", F(K::Edge(Some(Edge::Left)), true)),
        ("di tepi kanan", F(K::Edge(Some(Edge::Right)), true)),
        ("berada di tepi atas", F(K::Edge(Some(Edge::Top)), true)),
        (
            "tidak berada di tepi atas",
            F(K::Edge(Some(Edge::Top)), false),
        ),
        ("tidak di tepi atas", F(K::Edge(Some(Edge::Top)), false)),
        (
            "tidak berada di tepi bawah",
            F(K::Edge(Some(Edge::Bottom)), false),
        ),
        (
            "tidak berada di tepi kiri",
            F(K::Edge(Some(Edge::Left)), false),
        ),
        (
            "tidak berada di tepi kanan",
            F(K::Edge(Some(Edge::Right)), false),
        ),
        ("ada di wilayah * ganjil", F(K::OddRegion(true), true)),
        ("di wilayah * ganjil", F(K::OddRegion(true), true)),
        ("ada di wilayah * genap", F(K::OddRegion(false), true)),
        ("di wilayah * genap", F(K::OddRegion(false), true)),
        ("tidak di wilayah * ganjil", F(K::OddRegion(true), false)),
        ("tidak di wilayah * genap", F(K::OddRegion(false), false)),
        ("mengapit * sepanjang {kind}", F(K::Encloses, true)),
        ("mengapit sepanjang {kind}", F(K::Encloses, true)),
        ("membalik * sepanjang {kind}", F(K::Encloses, true)),
        ("membalik sepanjang {kind}", F(K::Encloses, true)),
        ("membalik di sepanjang {kind}", F(K::Encloses, true)),
        ("tidak mengapit * sepanjang {kind}", F(K::Encloses, false)),
        ("tidak mengapit sepanjang {kind}", F(K::Encloses, false)),
        ("tidak membalik * sepanjang {kind}", F(K::Encloses, false)),
        ("tidak membalik sepanjang {kind}", F(K::Encloses, false)),
        ("membalik", F(K::Legal, true)),
        ("mengapit", F(K::Legal, true)),
        ("menyisakan", F(K::Legal, true)),
        ("memberi", F(K::Legal, true)),
        ("memberikan", F(K::Legal, true)),
        ("menyerahkan", F(K::Legal, true)),
    ],
    side_phrases: &[
        ("{side} bisa melangkah", F(K::CanMove, true)),
        ("{side} dapat melangkah", F(K::CanMove, true)),
        ("{side} punya * langkah", F(K::CanMove, true)),
        ("{side} punya langkah", F(K::CanMove, true)),
        ("{side} tidak punya langkah", F(K::CanMove, false)),
        ("{side} tidak bisa melangkah", F(K::CanMove, false)),
        ("{side} harus lewat", F(K::CanMove, false)),
        ("{side} bisa mengambil sudut", F(K::CornerNow, true)),
        ("{side} dapat mengambil sudut", F(K::CornerNow, true)),
        ("{side} tidak bisa mengambil sudut", F(K::CornerNow, false)),
        ("{side} bisa merebut sudut", F(K::CornerByForce, true)),
        ("{side} dapat merebut sudut", F(K::CornerByForce, true)),
        (
            "{side} tidak bisa merebut sudut",
            F(K::CornerByForce, false),
        ),
        ("{side} bisa mengambil {sq}", F(K::Reaches, true)),
        ("{side} bisa mencapai {sq}", F(K::Reaches, true)),
        ("{side} tidak bisa mencapai {sq}", F(K::Reaches, false)),
        ("{side} tidak bisa mengambil {sq}", F(K::Reaches, false)),
    ],
    answer: &[
        ("langkah itu", None),
        ("kotak itu", None),
        ("bidak itu", Some((K::Taken, true))),
        ("sudut itu", Some((K::Corner, true))),
        ("langkahmu", None),
        ("langkah ini", None),
        ("kotak ini", None),
        ("ada bidak hitam di situ", None),
        ("ada bidak putih di situ", None),
        ("hitam melangkah di situ", None),
        ("putih melangkah di situ", None),
        ("itu", None),
        ("di situ", None),
    ],
    after: &["setelah", "sesudah", "jika", "kalau"],
    skip: &[
        "juga", "masih", "memang", "sudah", "tetap", "pun", "kini", "sekarang",
    ],
    joins: &["tetapi", "tapi", "namun", "dan", "atau", "jadi"],
    or: &["atau"],
    qualifiers: &["di", "pada", "dari", "milik", "yang"],
    either: &[],
    negations: &["tidak", "bukan", "tak", "belum", "tanpa"],
    sides: &[
        ("hitam", BLACK),
        ("putih", WHITE),
        ("lawan", Side::Opponent),
        ("lawanmu", Side::Opponent),
    ],
    kinds: &[
        ("baris", LineKind::Row),
        ("kolom", LineKind::Column),
        ("garis miring", LineKind::Diagonal),
        ("diagonal", LineKind::Diagonal),
    ],
    kind_fillers: &["di", "sepanjang"],
};

static VIETNAMESE: Lexicon = Lexicon {
    phrases: &[
        ("hợp lệ", F(K::Legal, true)),
        ("là nước hợp lệ", F(K::Legal, true)),
        ("là * hợp lệ", F(K::Legal, true)),
        ("không hợp lệ", F(K::Legal, false)),
        ("không phải nước hợp lệ", F(K::Legal, false)),
        ("không phải là nước hợp lệ", F(K::Legal, false)),
        ("không kẹp được gì", F(K::Legal, false)),
        ("chẳng kẹp được gì", F(K::Legal, false)),
        ("đã có quân", F(K::Taken, true)),
        ("có quân", F(K::Taken, true)),
        ("không trống", F(K::Taken, true)),
        ("trống", F(K::Taken, false)),
        ("còn trống", F(K::Taken, false)),
        ("không có quân", F(K::Taken, false)),
        ("có quân đen", F(K::Holds(Color::Black), true)),
        ("có quân trắng", F(K::Holds(Color::White), true)),
        ("là quân đen", F(K::Holds(Color::Black), true)),
        ("là quân trắng", F(K::Holds(Color::White), true)),
        ("không có quân đen", F(K::Holds(Color::Black), false)),
        ("không có quân trắng", F(K::Holds(Color::White), false)),
        ("không phải quân đen", F(K::Holds(Color::Black), false)),
        ("không phải quân trắng", F(K::Holds(Color::White), false)),
        ("ở góc", F(K::Corner, true)),
        ("nằm ở góc", F(K::Corner, true)),
        ("là góc", F(K::Corner, true)),
        ("là quân ở góc", F(K::Corner, true)),
        ("chiếm góc", TakesCorner),
        ("không phải góc", F(K::Corner, false)),
        ("không phải là góc", F(K::Corner, false)),
        ("không nằm ở góc", F(K::Corner, false)),
        ("không ở góc", F(K::Corner, false)),
        ("không chiếm góc", F(K::Corner, false)),
        ("không phải góc trên bên trái", F(K::Is(Square::A1), false)),
        ("không phải góc trên bên phải", F(K::Is(Square::H1), false)),
        ("không phải góc dưới bên trái", F(K::Is(Square::A8), false)),
        ("không phải góc dưới bên phải", F(K::Is(Square::H8), false)),
        ("là ô x", F(K::XSquare, true)),
        ("không phải ô x", F(K::XSquare, false)),
        ("là ô c", F(K::CSquare, true)),
        ("không phải ô c", F(K::CSquare, false)),
        ("nằm trên mép", F(K::Edge(None), true)),
        ("ở mép", F(K::Edge(None), true)),
        ("không nằm trên mép", F(K::Edge(None), false)),
        ("không ở mép", F(K::Edge(None), false)),
        ("nằm trên mép trên", F(K::Edge(Some(Edge::Top)), true)),
        ("nằm trên mép dưới", F(K::Edge(Some(Edge::Bottom)), true)),
        ("nằm trên mép trái", F(K::Edge(Some(Edge::Left)), true)),
        ("nằm trên mép phải", F(K::Edge(Some(Edge::Right)), true)),
        (
            "không nằm trên mép trên",
            F(K::Edge(Some(Edge::Top)), false),
        ),
        (
            "không nằm trên mép dưới",
            F(K::Edge(Some(Edge::Bottom)), false),
        ),
        (
            "không nằm trên mép trái",
            F(K::Edge(Some(Edge::Left)), false),
        ),
        (
            "không nằm trên mép phải",
            F(K::Edge(Some(Edge::Right)), false),
        ),
        ("nằm trong vùng * lẻ", F(K::OddRegion(true), true)),
        ("ở vùng * lẻ", F(K::OddRegion(true), true)),
        ("nằm trong vùng * chẵn", F(K::OddRegion(false), true)),
        ("ở vùng * chẵn", F(K::OddRegion(false), true)),
        ("không nằm trong vùng * lẻ", F(K::OddRegion(true), false)),
        ("không nằm trong vùng * chẵn", F(K::OddRegion(false), false)),
        ("kẹp * theo {kind}", F(K::Encloses, true)),
        ("kẹp theo {kind}", F(K::Encloses, true)),
        ("lật * theo {kind}", F(K::Encloses, true)),
        ("lật theo {kind}", F(K::Encloses, true)),
        ("không kẹp * theo {kind}", F(K::Encloses, false)),
        ("không kẹp theo {kind}", F(K::Encloses, false)),
        ("không lật * theo {kind}", F(K::Encloses, false)),
        ("không lật theo {kind}", F(K::Encloses, false)),
        ("lật", F(K::Legal, true)),
        ("kẹp", F(K::Legal, true)),
        ("để lại", F(K::Legal, true)),
        ("cho", F(K::Legal, true)),
        ("trao", F(K::Legal, true)),
    ],
    side_phrases: &[
        ("{side} đi được", F(K::CanMove, true)),
        ("{side} còn * nước", F(K::CanMove, true)),
        ("{side} còn nước", F(K::CanMove, true)),
        ("{side} có nước", F(K::CanMove, true)),
        ("{side} không còn nước", F(K::CanMove, false)),
        ("{side} không có nước", F(K::CanMove, false)),
        ("{side} không đi được", F(K::CanMove, false)),
        ("{side} phải bỏ lượt", F(K::CanMove, false)),
        ("{side} có thể chiếm góc", F(K::CornerNow, true)),
        ("{side} không thể chiếm góc", F(K::CornerNow, false)),
        ("{side} có thể giành góc", F(K::CornerByForce, true)),
        ("{side} giành được góc", F(K::CornerByForce, true)),
        ("{side} không thể giành góc", F(K::CornerByForce, false)),
        ("{side} có thể chiếm {sq}", F(K::Reaches, true)),
        ("{side} với tới {sq}", F(K::Reaches, true)),
        ("{side} chưa với tới {sq}", F(K::Reaches, false)),
        ("{side} không với tới {sq}", F(K::Reaches, false)),
        ("{side} không thể chiếm {sq}", F(K::Reaches, false)),
    ],
    answer: &[
        ("nước đó", None),
        ("ô đó", None),
        ("quân đó", Some((K::Taken, true))),
        ("góc đó", Some((K::Corner, true))),
        ("nước này", None),
        ("ô này", None),
        ("nước của bạn", None),
        ("đen đặt ở đó", None),
        ("trắng đặt ở đó", None),
        ("đen đi ở đó", None),
        ("trắng đi ở đó", None),
        ("đó", None),
        ("nó", None),
        ("ở đó", None),
    ],
    after: &["sau", "nếu", "khi"],
    skip: &["cũng", "vẫn", "đã", "thì", "chỉ", "lại"],
    joins: &["nhưng", "và", "hoặc", "còn", "nên"],
    or: &["hoặc"],
    qualifiers: &["ở", "tại", "trên", "của", "trong", "mà"],
    either: &[("hoặc", "là")],
    negations: &["không", "chẳng", "chưa", "đừng"],
    sides: &[
        ("đen", BLACK),
        ("trắng", WHITE),
        ("đối thủ", Side::Opponent),
    ],
    kinds: &[
        ("hàng dọc", LineKind::Column),
        ("hàng ngang", LineKind::Row),
        ("cột", LineKind::Column),
        ("đường chéo", LineKind::Diagonal),
        ("chéo", LineKind::Diagonal),
        ("hàng", LineKind::Row),
    ],
    kind_fillers: &["theo"],
};

/// What a phrase captured: a square, a side, kinds of line.
#[derive(Clone, Copy, Debug, Default)]
struct Captured {
    square: Option<Square>,
    side: Option<Side>,
    kinds: Kinds,
}

/// The most words a phrase's `*` stands for.
const GAP: usize = 4;

/// Where `pattern` (words, `*`, `{sq}`, `{side}`, `{kind}`) matches `tokens`
/// from `at`: the index after it and what it captured.
fn match_pattern(
    tokens: &[Token],
    at: usize,
    pattern: &[&str],
    lex: &Lexicon,
) -> Option<(usize, Captured)> {
    let Some((first, rest)) = pattern.split_first() else {
        return Some((at, Captured::default()));
    };
    let word = |i: usize| tokens.get(i).and_then(Token::word);
    let joined = |mut cap: Captured, (end, more): (usize, Captured)| {
        cap.square = cap.square.or(more.square);
        cap.side = cap.side.or(more.side);
        cap.kinds = cap.kinds.with(more.kinds);
        (end, cap)
    };
    match *first {
        "*" => (1..=GAP).find_map(|n| {
            // A gap never holds a negation, nor an "or" that joins alternatives.
            let gap_ok = (at..at + n).all(|i| {
                word(i).is_some_and(|w| !lex.negations.contains(&w) && !lex.or.contains(&w))
            });
            if !gap_ok {
                return None;
            }
            match_pattern(tokens, at + n, rest, lex)
        }),
        "{sq}" => {
            let sq = word(at)?.parse::<Square>().ok()?;
            let cap = Captured {
                square: Some(sq),
                ..Captured::default()
            };
            match_pattern(tokens, at + 1, rest, lex).map(|m| joined(cap, m))
        }
        "{side}" => lex.sides.iter().find_map(|(words, side)| {
            let end = match_words(tokens, at, words)?;
            let cap = Captured {
                side: Some(*side),
                ..Captured::default()
            };
            match_pattern(tokens, end, rest, lex).map(|m| joined(cap, m))
        }),
        "{kind}" => {
            let (end, kind) = match_kind(tokens, at, lex)?;
            let cap = Captured {
                kinds: Kinds::of(kind),
                ..Captured::default()
            };
            match_pattern(tokens, end, rest, lex).map(|m| joined(cap, m))
        }
        literal => {
            (word(at)? == literal).then_some(())?;
            match_pattern(tokens, at + 1, rest, lex)
        }
    }
}

/// The end of `words` (space-separated) matched at `at`.
fn match_words(tokens: &[Token], at: usize, words: &str) -> Option<usize> {
    let mut i = at;
    for w in words.split_whitespace() {
        (tokens.get(i)?.word()? == w).then_some(())?;
        i += 1;
    }
    Some(i)
}

/// The longest kind of line named at `at`.
fn match_kind(tokens: &[Token], at: usize, lex: &Lexicon) -> Option<(usize, LineKind)> {
    lex.kinds
        .iter()
        .filter_map(|(words, kind)| match_words(tokens, at, words).map(|end| (end, *kind)))
        .max_by_key(|(end, _)| *end)
}

/// Further kinds after an enclosing phrase: "or a diagonal", "atau garis miring".
fn more_kinds(tokens: &[Token], mut at: usize, lex: &Lexicon) -> (usize, Kinds) {
    let mut kinds = Kinds::default();
    loop {
        let Some(w) = tokens.get(at).and_then(Token::word) else {
            return (at, kinds);
        };
        if !lex.or.contains(&w) {
            return (at, kinds);
        }
        let mut i = at + 1;
        while tokens
            .get(i)
            .and_then(Token::word)
            .is_some_and(|w| lex.kind_fillers.contains(&w))
        {
            i += 1;
        }
        match match_kind(tokens, i, lex) {
            Some((end, kind)) => {
                kinds = kinds.with(Kinds::of(kind));
                at = end;
            }
            None => return (at, kinds),
        }
    }
}

/// The words of the answer that end at `end` (exclusive), if any: their start
/// and what they say by themselves. A one-word one counts only at a clause's start.
fn answer_before(
    tokens: &[Token],
    end: usize,
    lex: &Lexicon,
) -> Option<(usize, Option<(FactKind, bool)>)> {
    lex.answer
        .iter()
        .filter_map(|(words, implied)| {
            let n = words.split_whitespace().count();
            let start = end.checked_sub(n)?;
            (match_words(tokens, start, words)? == end).then_some(())?;
            if n == 1 && !clause_start(tokens, start, lex) {
                return None;
            }
            Some((start, *implied, n))
        })
        .max_by_key(|(_, _, n)| *n)
        .map(|(start, implied, _)| (start, implied))
}

/// Whether `at` starts a clause: the sentence's start, after a mark, or after a
/// joining word.
fn clause_start(tokens: &[Token], at: usize, lex: &Lexicon) -> bool {
    match at.checked_sub(1).and_then(|i| tokens.get(i)) {
        None | Some(Token::Mark) => true,
        Some(Token::Word(w)) => lex.joins.contains(&w.as_str()) || lex.after.contains(&w.as_str()),
    }
}

/// The words of `tokens[from..to]`, for a claim's `words`.
fn words_of(tokens: &[Token], from: usize, to: usize) -> String {
    tokens[from..to]
        .iter()
        .filter_map(Token::word)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The claims of one sentence, or `None` when it states nothing the lexicon knows.
fn read_sentence(sentence: &str, lex: &Lexicon) -> Option<Sentence> {
    let tokens = tokens(sentence, lex);
    let mut claims = Vec::new();
    // A sentence about what follows the move: "after that move, ...".
    let about_after = tokens
        .first()
        .and_then(Token::word)
        .is_some_and(|w| lex.after.contains(&w));
    let mut after = false;
    if about_after {
        let clause_end = tokens
            .iter()
            .position(|t| *t == Token::Mark)
            .unwrap_or(tokens.len());
        for end in 2..=clause_end {
            if let Some((start, _)) = answer_before(&tokens, end, lex)
                && is_strong_answer(&tokens, start, end)
            {
                after = true;
                claims.push(Claim {
                    subject: Subject::Answer,
                    fact: Fact::Legal,
                    holds: true,
                    words: words_of(&tokens, 0, end),
                    implied: true,
                });
                break;
            }
        }
    }
    // Words for the answer that say something by themselves ("that disc").
    if let Some((n, implied)) = lex.answer.iter().find_map(|(words, implied)| {
        let end = match_words(&tokens, 0, words)?;
        implied.map(|implied| (end, implied))
    }) {
        let (kind, holds) = n_fact(implied);
        claims.push(Claim {
            subject: Subject::Answer,
            fact: kind,
            holds,
            words: words_of(&tokens, 0, n),
            implied: true,
        });
    }
    let mut current: Option<Subject> = None;
    // The words of the phrases read (an "or" inside one joins no alternatives).
    let mut read_words = vec![false; tokens.len()];
    let mut i = 0;
    while i < tokens.len() {
        let side_found = if after {
            longest(&tokens, i, lex.side_phrases, lex)
        } else {
            None
        };
        let found = side_found
            .map(|f| (f, true))
            .or_else(|| longest(&tokens, i, lex.phrases, lex).map(|f| (f, false)));
        let Some(((end, states, captured), by_side)) = found else {
            i += 1;
            continue;
        };
        let subject = if by_side {
            captured.side.map(Subject::Side)
        } else {
            subject_before(&tokens, i, lex, current)
        };
        let Some(subject) = subject else {
            i += 1;
            continue;
        };
        let (end, more) = more_kinds(&tokens, end, lex);
        let captured = Captured {
            kinds: captured.kinds.with(more),
            ..captured
        };
        let words = words_of(&tokens, i, end);
        read_words[i..end].iter_mut().for_each(|w| *w = true);
        for (fact, holds) in facts(states, captured) {
            claims.push(Claim {
                subject,
                fact,
                holds,
                words: words.clone(),
                implied: false,
            });
        }
        if !matches!(subject, Subject::Side(_)) {
            current = Some(subject);
        }
        i = end;
    }
    if claims.is_empty() {
        return None;
    }
    // "Either ... or ...": each "or" outside a phrase joins two alternatives.
    let ors = (0..tokens.len())
        .filter(|&i| !read_words[i])
        .filter(|&i| tokens[i].word().is_some_and(|w| lex.or.contains(&w)))
        .count();
    let stated = claims.iter().filter(|c| !c.implied).count();
    // Judged as alternatives only when every alternative is understood;
    // otherwise only what the words for the answer say is judged.
    if ors > 0 && stated <= ors {
        claims.retain(|c| c.implied);
    }
    if claims.is_empty() {
        return None;
    }
    Some(Sentence {
        text: sentence.to_string(),
        claims,
        alternatives: ors > 0 && stated > ors,
    })
}

/// Whether the words for the answer at `start..end` name the move itself (not a
/// bare "that", which often means something said before).
fn is_strong_answer(tokens: &[Token], start: usize, end: usize) -> bool {
    end - start > 1
        || !tokens
            .get(start)
            .and_then(Token::word)
            .is_some_and(|w| matches!(w, "that" | "itu" | "đó"))
}

fn n_fact((kind, holds): (FactKind, bool)) -> (Fact, bool) {
    let fact = match kind {
        K::Taken => Fact::Taken,
        K::Corner => Fact::Corner,
        _ => Fact::Legal,
    };
    (fact, holds)
}

/// The facts a phrase states, filled in with what it captured.
fn facts(states: States, captured: Captured) -> Vec<(Fact, bool)> {
    match states {
        TakesCorner => vec![(Fact::Legal, true), (Fact::Corner, true)],
        F(kind, holds) => {
            let fact = match kind {
                K::Legal => Fact::Legal,
                K::Taken => Fact::Taken,
                K::Holds(c) => Fact::Holds(c),
                K::Corner => Fact::Corner,
                K::XSquare => Fact::XSquare,
                K::CSquare => Fact::CSquare,
                K::Edge(e) => Fact::Edge(e),
                K::Is(sq) => Fact::Is(sq),
                K::OddRegion(odd) => Fact::OddRegion(odd),
                K::Encloses => Fact::Encloses(captured.kinds),
                K::CanMove => Fact::CanMove,
                K::CornerNow => Fact::CornerNow,
                K::CornerByForce => Fact::CornerByForce,
                K::Reaches => match captured.square {
                    Some(sq) => Fact::Reaches(sq),
                    None => return Vec::new(),
                },
            };
            vec![(fact, holds)]
        }
    }
}

/// The longest phrase of `phrases` matching at `at`.
fn longest(
    tokens: &[Token],
    at: usize,
    phrases: &[(&'static str, States)],
    lex: &Lexicon,
) -> Option<(usize, States, Captured)> {
    phrases
        .iter()
        .filter_map(|(pattern, states)| {
            let words: Vec<&str> = pattern.split_whitespace().collect();
            match_pattern(tokens, at, &words, lex).map(|(end, cap)| (end, *states, cap))
        })
        .filter(|(end, _, _)| {
            !tokens
                .get(*end)
                .and_then(Token::word)
                .is_some_and(|w| lex.qualifiers.contains(&w))
        })
        .max_by_key(|(end, _, _)| *end)
}

/// What a phrase at `at` is said of: the answer or a square named just before
/// it (words like "still" between), or after a joining word the thing the
/// clause before spoke of.
fn subject_before(
    tokens: &[Token],
    at: usize,
    lex: &Lexicon,
    current: Option<Subject>,
) -> Option<Subject> {
    let mut end = at;
    while end > 0
        && tokens[end - 1]
            .word()
            .is_some_and(|w| lex.skip.contains(&w))
    {
        end -= 1;
    }
    let before = end.checked_sub(1).and_then(|i| tokens.get(i))?;
    if let Some(sq) = before.word().and_then(|w| w.parse::<Square>().ok()) {
        return Some(Subject::Square(sq));
    }
    if answer_before(tokens, end, lex).is_some() {
        return Some(Subject::Answer);
    }
    let joins = match before {
        Token::Mark => true,
        Token::Word(w) => lex.joins.contains(&w.as_str()),
    };
    if joins { current } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::play_record;

    fn board(record: &str) -> Board {
        *play_record(Board::start(), record).unwrap().board()
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// The claims of `text` that are false for `given` on `board`, with why.
    fn false_for(text: &str, lang: Lang, board: &Board, given: Given) -> Vec<String> {
        let mut out = Vec::new();
        for sentence in read(text, lang) {
            let verdicts: Vec<(bool, &Claim, Option<Why>)> = sentence
                .claims
                .iter()
                .filter_map(|c| {
                    c.judge(board, given)
                        .map(|r| (c.implied || !sentence.alternatives, c, r.err()))
                })
                .collect();
            let alternatives: Vec<_> = verdicts.iter().filter(|(alone, ..)| !alone).collect();
            if !alternatives.is_empty() && alternatives.iter().all(|(_, _, why)| why.is_some()) {
                out.push(format!("{} (all alternatives)", sentence.text));
            }
            for (alone, claim, why) in &verdicts {
                if let (true, Some(why)) = (alone, why) {
                    out.push(format!("{}: {why}", claim.words));
                }
            }
        }
        out
    }

    #[test]
    fn that_move_is_legal_is_false_after_an_illegal_or_taken_square_in_every_language() {
        let start = Board::start();
        for (lang, text) in [
            (Lang::En, "That move is legal, but it is not a corner."),
            (Lang::Id, "Langkah itu sah, tetapi bukan sudut."),
            (Lang::Vi, "Nước đó hợp lệ, nhưng không phải góc."),
        ] {
            assert!(false_for(text, lang, &start, Given::Square(sq("d3"))).is_empty());
            let a1 = false_for(text, lang, &start, Given::Square(sq("a1")));
            assert_eq!(a1.len(), 2, "{lang}: {a1:?}");
            assert!(a1[0].contains("a1 encloses nothing"), "{a1:?}");
            assert!(a1[1].contains("a1 is a corner"), "{a1:?}");
            let d4 = false_for(text, lang, &start, Given::Square(sq("d4")));
            assert!(d4[0].contains("already holds a disc"), "{d4:?}");
            assert!(!false_for(text, lang, &start, Given::Pass).is_empty());
        }
    }

    #[test]
    fn a_region_named_by_its_parity_is_judged_by_counting_its_empty_squares() {
        // Lesson 20's second game: c1 is in the odd region of three, a4 in the even one.
        let b = board(
            "f5f6e6f4g4e7c4f3g5d6e3g3f2h5h3c5b6c3d7h4c6h2d3b5g6b4h6h7e8c2d2f1g7h8g2e2e1d1a3a4f7g8f8h1a5c7g1d8b3b2a1",
        );
        assert_eq!(region(&b, sq("c1")), Some(3));
        let text = "That move is in the region with an even number of squares.";
        let c1 = false_for(text, Lang::En, &b, Given::Square(sq("c1")));
        assert!(c1.iter().any(|w| w.contains("region of 3")), "{c1:?}");
        let named = "c1 is in the even region.";
        assert!(!false_for(named, Lang::En, &b, Given::Other).is_empty());
        let vi = "Nước đó nằm trong vùng có số ô chẵn.";
        assert!(!false_for(vi, Lang::Vi, &b, Given::Square(sq("c1"))).is_empty());
    }

    #[test]
    fn a_line_kind_is_judged_on_the_moves_enclosed_lines() {
        // Lesson 4 step 6: e6 encloses along column e (and a diagonal).
        let b = board("f5d6c3d3c4f4");
        let e6 = Given::Square(sq("e6"));
        for (lang, text) in [
            (Lang::En, "That move does not enclose along a column."),
            (Lang::Id, "Langkah itu tidak mengapit sepanjang kolom."),
            (Lang::Vi, "Nước đó không kẹp theo hàng dọc."),
        ] {
            assert_eq!(false_for(text, lang, &b, e6).len(), 1, "{lang}");
        }
        let either = "That move flips along a row or a diagonal.";
        assert!(false_for(either, Lang::En, &b, e6).is_empty());
        assert!(!false_for(either, Lang::En, &b, Given::Square(sq("d2"))).is_empty());
    }

    #[test]
    fn after_that_move_presumes_a_legal_move_and_judges_the_side_after_it() {
        let start = Board::start();
        let text = "After that move, white can still play.";
        assert!(false_for(text, Lang::En, &start, Given::Square(sq("d3"))).is_empty());
        let a1 = false_for(text, Lang::En, &start, Given::Square(sq("a1")));
        assert!(a1.iter().all(|w| w.contains("not a legal move")), "{a1:?}");
        let id = "Setelah langkah itu putih bisa mengambil sudut.";
        assert!(!false_for(id, Lang::Id, &start, Given::Square(sq("d3"))).is_empty());
    }

    #[test]
    fn that_disc_says_the_square_holds_one_and_alternatives_are_judged_together() {
        let start = Board::start();
        let disc = "That disc could still be enclosed one day.";
        assert!(false_for(disc, Lang::En, &start, Given::Square(sq("d4"))).is_empty());
        assert_eq!(
            false_for(disc, Lang::En, &start, Given::Square(sq("b2"))).len(),
            1
        );
        let either = "That square is either a corner or not on the top edge.";
        assert!(false_for(either, Lang::En, &start, Given::Square(sq("a1"))).is_empty());
        assert!(false_for(either, Lang::En, &start, Given::Square(sq("d5"))).is_empty());
        assert!(!false_for(either, Lang::En, &start, Given::Square(sq("d1"))).is_empty());
        // An alternative the lexicon does not know leaves the sentence unjudged.
        let unknown = "That square is legal, or it does not touch a white disc.";
        assert!(false_for(unknown, Lang::En, &start, Given::Square(sq("a1"))).is_empty());
    }

    #[test]
    fn questions_imperatives_and_other_things_state_nothing() {
        for (lang, text) in [
            (
                Lang::En,
                "Is that move legal? Look for a move that flips just one disc.",
            ),
            (Lang::En, "Choose a square that does not touch h1."),
            (Lang::En, "Check each corner: which one is a legal move?"),
            (
                Lang::Id,
                "Cari langkah yang hanya membalik satu bidak, jauh dari sudut.",
            ),
            (Lang::Vi, "Hãy tìm nước chỉ lật một quân, xa các góc."),
        ] {
            assert!(read(text, lang).is_empty(), "{lang}: {text}");
        }
        // "That square is not the top-right corner" names one corner.
        let sentences = read("That square is not the top-right corner.", Lang::En);
        assert_eq!(sentences[0].claims[0].fact, Fact::Is(Square::H1));
        let id = read("Kotak itu bukan sudut kanan atas.", Lang::Id);
        assert_eq!(id[0].claims[0].fact, Fact::Is(Square::H1));
    }
}
