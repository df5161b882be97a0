//! The computer's levels, from a random legal move to a perfect endgame: what
//! each level plays ([`choose`]), and for the searching levels the value of a
//! position and of a move ([`analyse`], [`value_of_move`]), which a game review
//! uses. Pure and seeded: the same position, level, seed and budget give the
//! same move.
//!
//! - `simple.rs`: levels 1-3, no look-ahead.
//! - `eval.rs`: the features of a position and their weights.
//! - `alphabeta.rs`: the look-ahead of levels 4-6; levels 5 and 6 hand the
//!   endgame to the exact solver ([`crate::engine::solve`]).
//! - `rng.rs`: the seeded random numbers.

mod alphabeta;
pub mod eval;
pub mod rng;
mod simple;
#[cfg(test)]
mod tests;

use std::fmt;

use super::board::{Board, Scoring};
use super::cpu::{self, Cpu, Task};
use super::eval::PatternWeights;
use super::game::Move;
use super::solve;
use super::square::Square;
use alphabeta::Searcher;
pub use alphabeta::value_in_discs;
use eval::Weights;
pub use rng::{Rng, mix};

/// A level of the computer, weakest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Level {
    /// 1: any legal move, at random.
    Random,
    /// 2: the move that flips the most discs (the beginner's classic mistake).
    MostFlips,
    /// 3: corners first, then edges, the squares beside a corner last.
    CornersAndEdges,
    /// 4: a short look-ahead that counts moves (mobility) and corners.
    Mobility,
    /// 5: a deeper look-ahead scored by the trained evaluation; perfect from 16
    /// empty squares.
    Strong,
    /// 6: as 5, deeper; perfect from 20 empty squares.
    Deep,
}

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// Levels 1-3: a rule for one move, no look-ahead.
    Rule,
    /// Levels 4-6: search `depth` plies scored by `evaluation`; with at most
    /// `exact_from` empty squares, solve exactly.
    Search {
        depth: u32,
        evaluation: Horizon,
        exact_from: u32,
    },
}

/// What a level's plan scores its horizon with: an [`Evaluation`], or the
/// trained weights embedded in the program, which a constant cannot name
/// (they are read from the program at first use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Horizon {
    /// The embedded trained weights ([`Evaluation::trained`]).
    Trained,
    /// This evaluation.
    Of(Evaluation),
}

impl Horizon {
    fn evaluation(self) -> Evaluation {
        match self {
            Horizon::Trained => Evaluation::trained(),
            Horizon::Of(evaluation) => evaluation,
        }
    }

    fn scorer(self) -> Scorer {
        self.evaluation().scorer()
    }
}

impl Plan {
    /// The plan with its horizon scored by `evaluation` instead.
    const fn with(self, evaluation: Evaluation) -> Plan {
        match self {
            Plan::Search {
                depth, exact_from, ..
            } => Plan::Search {
                depth,
                evaluation: Horizon::Of(evaluation),
                exact_from,
            },
            Plan::Rule => Plan::Rule,
        }
    }
}

/// What scores the positions at a search's horizon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Hand-set weights of a few features (`eval.rs`).
    Hand(&'static Weights),
    /// Trained pattern weights ([`crate::engine::eval`]): the embedded ones
    /// ([`Evaluation::trained`]) or, to compare a new fit, any others.
    Trained(&'static PatternWeights),
}

impl Evaluation {
    /// The trained pattern weights embedded in the program.
    pub fn trained() -> Evaluation {
        Evaluation::Trained(PatternWeights::embedded())
    }

    /// The evaluation, ready to score.
    fn scorer(self) -> Scorer {
        match self {
            Evaluation::Hand(weights) => Scorer::Hand(weights),
            Evaluation::Trained(weights) => Scorer::Trained(weights),
        }
    }
}

/// An [`Evaluation`] with its weights at hand.
#[derive(Clone, Copy, Debug)]
enum Scorer {
    Hand(&'static Weights),
    Trained(&'static PatternWeights),
}

impl Scorer {
    /// How good the position looks for `player` (to move), in hundredths of a disc.
    #[inline(always)]
    fn evaluate(self, player: u64, opponent: u64) -> i32 {
        match self {
            Scorer::Hand(weights) => weights.evaluate(player, opponent),
            Scorer::Trained(weights) => weights.evaluate(player, opponent),
        }
    }
}

impl Level {
    /// Every level, 1 to 6.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::MostFlips,
        Level::CornersAndEdges,
        Level::Mobility,
        Level::Strong,
        Level::Deep,
    ];

    /// The level numbered `n` (1-6).
    pub fn new(n: u8) -> Option<Level> {
        Level::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The level's number, 1-6.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// How many empty squares, at most, the level solves exactly (0: never).
    pub const fn exact_from(self) -> u32 {
        match self.plan() {
            Plan::Search { exact_from, .. } => exact_from,
            Plan::Rule => 0,
        }
    }

    /// How many plies the level looks ahead (0 for the levels without a search).
    pub const fn depth(self) -> u32 {
        match self.plan() {
            Plan::Search { depth, .. } => depth,
            Plan::Rule => 0,
        }
    }

    /// What scores the horizon of the level's search (levels 1-3 have none:
    /// the hand-set weights stand in).
    pub fn evaluation(self) -> Evaluation {
        match self.plan() {
            Plan::Search { evaluation, .. } => evaluation.evaluation(),
            Plan::Rule => Evaluation::Hand(&Weights::FULL),
        }
    }

    const fn plan(self) -> Plan {
        match self {
            Level::Random | Level::MostFlips | Level::CornersAndEdges => Plan::Rule,
            Level::Mobility => Plan::Search {
                depth: 3,
                evaluation: Horizon::Of(Evaluation::Hand(&Weights::MOBILITY)),
                exact_from: 0,
            },
            Level::Strong => Plan::Search {
                depth: 5,
                evaluation: Horizon::Trained,
                exact_from: 16,
            },
            Level::Deep => Plan::Search {
                depth: 8,
                evaluation: Horizon::Trained,
                exact_from: 20,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// How much a search may do: the most positions it visits. When a deeper search
/// would go past it, the last finished depth decides; when the exact solver
/// would, the look-ahead plays instead. Counting positions, not time, keeps a
/// choice the same on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most positions the look-ahead may visit.
    pub nodes: u64,
    /// The most positions (of 7 or more empty squares) the exact solver may visit.
    pub exact_nodes: u64,
}

impl Budget {
    /// No limit: the level's depth alone decides, and the solver always finishes.
    pub const UNLIMITED: Budget = Budget {
        nodes: u64::MAX,
        exact_nodes: u64::MAX,
    };
    /// Enough for level 6 to reach its depth, and to solve 20 empty squares, in
    /// nearly every position, and to answer in under a second when it cannot:
    /// the solver visits 1.2 to 2 million such positions a second here (fewer
    /// on a busy machine), and a position it cannot solve within the budget
    /// costs the whole budget before the look-ahead plays (0.5-0.8 s here for
    /// the slowest met, at 18 and 20 empty squares). In level-5 games, 2 of 30
    /// positions of 20 empty squares need more (those are solved a move or
    /// two later); with 600,000 it would be 7 of 30 and the slowest moves
    /// 0.5 s, so the levels' "perfect from 20 empty squares" would often fail.
    pub const STANDARD: Budget = Budget {
        nodes: 3_000_000,
        exact_nodes: 1_000_000,
    };

    /// A look-ahead of at most `nodes` positions, and the standard solver budget.
    pub const fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes,
            exact_nodes: Budget::STANDARD.exact_nodes,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::STANDARD
    }
}

/// What a position is worth to the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The final disc difference with perfect play from both sides.
    Exact(i32),
    /// The search's estimate, in hundredths of a disc of the final difference
    /// (a finished game found by the search counts [`value_in_discs`] beyond).
    Estimate(i32),
}

impl Value {
    /// The value as a disc difference (an estimate rounded to the nearest disc,
    /// and never beyond the ±64 a game can end with).
    pub fn discs(self) -> i32 {
        match self {
            Value::Exact(discs) => discs,
            Value::Estimate(value) => value_in_discs(value).clamp(-64, 64),
        }
    }

    /// Whether the solver found it.
    pub const fn is_exact(self) -> bool {
        matches!(self, Value::Exact(_))
    }
}

/// What a searching level makes of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The move it would play.
    pub best: Square,
    /// What the position is worth with that move.
    pub value: Value,
    /// How many plies deep the search finished (0 when solved exactly).
    pub depth: u32,
}

/// The move `level` plays for the side to move of `board`: a square, or a pass
/// when the side to move has no legal move (also when the game is over).
/// `rng` breaks ties and picks the random moves; `budget` bounds the search and
/// the solver (past the solver's budget, the look-ahead plays).
pub fn choose(board: &Board, level: Level, rng: &mut Rng, budget: Budget) -> Move {
    choose_with(board, level, level.evaluation(), rng, budget)
}

/// [`choose`] with the searching levels' horizon scored by `evaluation`
/// instead of the level's own (to compare evaluations at the same depth).
pub fn choose_with(
    board: &Board,
    level: Level,
    evaluation: Evaluation,
    rng: &mut Rng,
    budget: Budget,
) -> Move {
    let square = match level.plan() {
        Plan::Rule => match level {
            Level::MostFlips => simple::most_flips(board, rng),
            Level::CornersAndEdges => simple::corners_and_edges(board, rng),
            _ => simple::random(board, rng),
        },
        plan => search(board, plan.with(evaluation), Some(rng), budget).map(|a| a.best),
    };
    square.map_or(Move::Pass, Move::Play)
}

/// What a searching level (4-6) makes of `board`: its move and the position's
/// value; `None` for levels 1-3 and when the side to move has no legal move.
/// Without random tie-breaks: the first best move in the search's order.
pub fn analyse(board: &Board, level: Level, budget: Budget) -> Option<Analysis> {
    search(board, level.plan(), None, budget)
}

/// What the legal move `square` keeps for the side to move of `board`, by the
/// same search as [`analyse`], so that with an unlimited budget no move keeps
/// more than the analysis finds (the solver here is never cut short). `None`
/// for an illegal move, for levels 1-3, or when the budget runs out.
pub fn value_of_move(board: &Board, square: Square, level: Level, budget: Budget) -> Option<Value> {
    let Plan::Search {
        depth,
        evaluation,
        exact_from,
    } = level.plan()
    else {
        return None;
    };
    let mut after = *board;
    after.try_play(square).ok()?;
    if board.empty().len() <= exact_from {
        return Some(Value::Exact(-solve::solve(&after, Scoring::Discs)));
    }
    let value = cpu::on_fastest_cpu(ValueOf {
        board: &after,
        scorer: evaluation.scorer(),
        depth: depth - 1,
        limit: budget.nodes,
    })?;
    Some(Value::Estimate(-value))
}

/// The search of levels 4-6, the root's moves shuffled by `rng` when given.
fn search(board: &Board, plan: Plan, rng: Option<&mut Rng>, budget: Budget) -> Option<Analysis> {
    let Plan::Search {
        depth,
        evaluation,
        exact_from,
    } = plan
    else {
        return None;
    };
    let moves = board.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if board.empty().len() <= exact_from
        && let Some((score, best)) =
            solve::best_moves_within(board, Scoring::Discs, budget.exact_nodes)
    {
        let square = match rng {
            Some(rng) => rng.pick(best),
            None => best.squares().next(),
        }?;
        return Some(Analysis {
            best: square,
            value: Value::Exact(score),
            depth: 0,
        });
    }
    let mut order: Vec<u8> = moves.squares().map(Square::index).collect();
    if let Some(rng) = rng {
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            order.swap(i, j);
        }
    }
    let found = cpu::on_fastest_cpu(Deepen {
        board,
        scorer: evaluation.scorer(),
        order: &order,
        depth,
        limit: budget.nodes,
    })?;
    Some(Analysis {
        best: Square::from_index(found.best)?,
        value: Value::Estimate(found.value),
        depth: found.depth,
    })
}

/// A root searched one ply deeper at a time, on some build of the search.
struct Deepen<'a> {
    board: &'a Board,
    scorer: Scorer,
    order: &'a [u8],
    depth: u32,
    limit: u64,
}

impl Task for Deepen<'_> {
    type Output = Option<alphabeta::RootResult>;

    fn run<C: Cpu>(self, cpu: C) -> Self::Output {
        let (p, o) = (self.board.player().0, self.board.opponent().0);
        Searcher::new(cpu, self.scorer, self.limit).deepen(p, o, self.order, self.depth)
    }
}

/// A position's value at a fixed depth, on some build of the search.
struct ValueOf<'a> {
    board: &'a Board,
    scorer: Scorer,
    depth: u32,
    limit: u64,
}

impl Task for ValueOf<'_> {
    type Output = Option<i32>;

    fn run<C: Cpu>(self, cpu: C) -> Self::Output {
        let (p, o) = (self.board.player().0, self.board.opponent().0);
        Searcher::new(cpu, self.scorer, self.limit).value(p, o, self.depth)
    }
}
