//! The trained evaluation: how good a position looks to the side to move, in
//! hundredths of a disc of the final difference, as a sum of weights read from
//! tables, one table per pattern of squares and per stage of the game.
//!
//! - Patterns (`patterns.rs`): an edge with its two X squares, the 3×3 and the
//!   2×5 block in a corner, the diagonals of 4 to 8 squares, the second to fourth
//!   lines; each placed everywhere the board's eight symmetries take it, all
//!   places sharing one table, so the evaluation is the same for a position and
//!   its mirror images. A pattern's content is a base-3 number (0 empty, 1 the
//!   side to move's disc, 2 the other side's).
//! - Mobility: a weight for the number of moves of each side.
//! - Stages: 15 of them, by the number of empty squares (1-4, 5-8, ..., 57-60).
//! - The weights (`weights.bin`, written by `reversi-tutor train`, see
//!   `train.rs`) are embedded in the program; `file.rs` reads and writes them.
//! - Reading: a position's places are read a byte of a board view at a time
//!   (`lines.rs`); a search that evaluates positions a move apart keeps the
//!   places' numbers move by move instead (`contents.rs`).

mod contents;
mod file;
mod lines;
mod patterns;
pub mod train;

use std::sync::OnceLock;

use super::bitboard::legal_moves;
use super::cpu::{Cpu, Portable};
pub use contents::Contents;
pub use file::{FORMAT_VERSION, LoadError, MAGIC};
use patterns::{Instance, PATTERNS, canonical, compact_len, instances};

/// How many stages of the game have their own weights.
pub const STAGES: usize = 15;
/// The stage of a position with `empties` empty squares (0 for the last four).
#[inline(always)]
pub const fn stage(empties: u32) -> usize {
    let s = (empties.saturating_sub(1) / 4) as usize;
    if s >= STAGES { STAGES - 1 } else { s }
}

/// Mobility counts at or above this share the last weight.
pub const MOBILITY_SLOTS: usize = 32;

/// The weights embedded in the program.
const EMBEDDED: &[u8] = include_bytes!("weights.bin");

/// The weights of every stage, each pattern's table spelled out for every
/// base-3 number (mirror images of a pattern hold the same weight).
#[derive(Clone, PartialEq, Eq)]
pub struct PatternWeights {
    /// Stage by stage: every pattern's full table, then the side to move's
    /// mobility, the other side's, then a constant.
    tables: Vec<i16>,
}

impl std::fmt::Debug for PatternWeights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PatternWeights({} weights)", self.tables.len())
    }
}

/// Where the mobility weights start in a stage's block: after every pattern's full table.
const MOBILITY_AT: usize = {
    let mut total = 0;
    let mut k = 0;
    while k < PATTERNS.len() {
        total += PATTERNS[k].full_len();
        k += 1;
    }
    total
};

/// The length of one stage's block of [`PatternWeights::tables`].
const STAGE_LEN: usize = MOBILITY_AT + 2 * MOBILITY_SLOTS + 1;

/// The embedded weights, once read ([`PatternWeights::embedded`]).
static EMBEDDED_WEIGHTS: OnceLock<PatternWeights> = OnceLock::new();

impl PatternWeights {
    /// The weights embedded in the program (all zero if they could not be read,
    /// which the tests rule out).
    pub fn embedded() -> &'static PatternWeights {
        EMBEDDED_WEIGHTS.get_or_init(|| {
            PatternWeights::from_bytes(EMBEDDED).unwrap_or_else(|_| PatternWeights::zero())
        })
    }

    /// Whether the embedded weights have been read into memory (several MB):
    /// only once something needs the evaluation, never for the tutor's start.
    pub fn embedded_read() -> bool {
        EMBEDDED_WEIGHTS.get().is_some()
    }

    /// Every weight zero.
    pub fn zero() -> PatternWeights {
        PatternWeights {
            tables: vec![0; STAGES * STAGE_LEN],
        }
    }

    /// Reads a weight file (see `file.rs` for its layout).
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternWeights, LoadError> {
        let compact = file::read(bytes)?;
        Ok(PatternWeights::expand(&compact))
    }

    /// The weights of the whole tables from the compact ones (one weight per
    /// pattern content up to the pattern's own symmetries), as `train.rs`
    /// fits and `file.rs` stores them.
    fn expand(compact: &Compact) -> PatternWeights {
        let mut tables = Vec::with_capacity(STAGES * STAGE_LEN);
        for stage in &compact.stages {
            let mut at = 0;
            for p in 0..PATTERNS.len() {
                let canon = canonical(p);
                let slots = &stage[at..at + canon.len];
                tables.extend(canon.full_to_compact.iter().map(|&c| slots[c as usize]));
                at += canon.len;
            }
            tables.extend_from_slice(&stage[at..]);
        }
        PatternWeights { tables }
    }

    /// How good the position looks for `player` (to move) against `opponent`,
    /// in hundredths of a disc.
    #[inline]
    pub fn evaluate(&self, player: u64, opponent: u64) -> i32 {
        self.evaluate_on(Portable, player, opponent)
    }

    /// [`PatternWeights::evaluate`] with the moves counted by `cpu`'s move
    /// generator (call it inside `cpu.run`). Each pattern place is read a
    /// byte of a view of the board at a time (`lines.rs`).
    #[inline(always)]
    pub fn evaluate_on<C: Cpu>(&self, cpu: C, player: u64, opponent: u64) -> i32 {
        let table = self.stage_table(player, opponent);
        lines::readers().sum(player, opponent, |at| i32::from(table[at]))
            + mobility_and_constant(cpu, table, player, opponent)
    }

    /// The weights of the stage of (`player`, `opponent`).
    #[inline(always)]
    fn stage_table(&self, player: u64, opponent: u64) -> &[i16] {
        let empties = (!(player | opponent)).count_ones();
        let base = stage(empties) * STAGE_LEN;
        &self.tables[base..base + STAGE_LEN]
    }

    /// [`PatternWeights::evaluate_on`] with the places' numbers known
    /// (`contents` of `player` against `opponent`, kept move by move).
    #[inline(always)]
    pub fn evaluate_contents<C: Cpu>(
        &self,
        cpu: C,
        contents: &Contents,
        player: u64,
        opponent: u64,
    ) -> i32 {
        let table = self.stage_table(player, opponent);
        let mut total = 0;
        for (&at, &index) in contents::offsets().iter().zip(&contents.mine) {
            total += i32::from(table[at as usize + usize::from(index)]);
        }
        total + mobility_and_constant(cpu, table, player, opponent)
    }
}

/// The mobility weights and the constant of a stage's `table` for `player`
/// (to move) against `opponent`.
#[inline(always)]
fn mobility_and_constant<C: Cpu>(cpu: C, table: &[i16], player: u64, opponent: u64) -> i32 {
    let mobility = MOBILITY_AT;
    let mine = (cpu.legal_moves(player, opponent).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    let theirs = (cpu.legal_moves(opponent, player).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    i32::from(table[mobility + mine])
        + i32::from(table[mobility + MOBILITY_SLOTS + theirs])
        + i32::from(table[mobility + 2 * MOBILITY_SLOTS])
}

/// Weights as fitted and stored: per stage, each pattern's compact table (in
/// [`PATTERNS`] order), then the mobility weights and the constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Compact {
    pub stages: Vec<Vec<i16>>,
}

impl Compact {
    /// The length of one stage's weights.
    pub fn stage_len() -> usize {
        (0..PATTERNS.len()).map(compact_len).sum::<usize>() + 2 * MOBILITY_SLOTS + 1
    }
}

/// The features of a position: for each pattern place, the compact slot it
/// reads (offsets into one stage's compact weights), then the two mobility
/// slots and the constant. Used to fit the weights.
pub(crate) fn compact_features(player: u64, opponent: u64, out: &mut Vec<u32>) {
    out.clear();
    for instance in instances() {
        let canon = canonical(instance.pattern);
        let slot = canon.full_to_compact[instance.index(player, opponent)];
        out.push(instance.compact_offset as u32 + slot);
    }
    let mobility = (0..PATTERNS.len()).map(compact_len).sum::<usize>();
    let mine = (legal_moves(player, opponent).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    let theirs = (legal_moves(opponent, player).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    out.push((mobility + mine) as u32);
    out.push((mobility + MOBILITY_SLOTS + theirs) as u32);
    out.push((mobility + 2 * MOBILITY_SLOTS) as u32);
}

impl Instance {
    /// The pattern's content at this place, as a base-3 number.
    #[inline(always)]
    fn index(&self, player: u64, opponent: u64) -> usize {
        let mut index = 0usize;
        for &sq in &self.squares[..self.len] {
            let cell = ((player >> sq) & 1) + 2 * ((opponent >> sq) & 1);
            index = index * 3 + cell as usize;
        }
        index
    }
}

#[cfg(test)]
mod tests;
