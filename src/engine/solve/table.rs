//! The transposition table: for positions met before, bounds on their score and
//! the two moves that scored best, so a repeated position is searched once.
//!
//! Entries live in buckets of [`WAYS`] slots. A position goes in the bucket its
//! hash picks: in its own slot when it is there already, else in the slot whose
//! search was the cheapest (fewest positions visited under it), so that the
//! results that took longest to find stay longest.

/// The table has 2^bits slots: more for deeper searches, at most 2^20 (24 MiB).
const BITS_MAX: u32 = 20;
const BITS_MIN: u32 = 10;
/// Slots per bucket.
const WAYS: usize = 4;

/// What is known about one position (all zero in a slot never written).
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub player: u64,
    pub opponent: u64,
    /// The score is at least this.
    pub lower: i8,
    /// The score is at most this.
    pub upper: i8,
    /// The moves that scored best last time, best first (64 = none), tried
    /// first next time.
    pub moves: [u8; 2],
    /// How much the search of the position cost: the bit length of the number
    /// of positions visited under it (0 in a slot never written).
    cost: u8,
    /// How sure the bounds are: the selectivity level of the search that
    /// found them (see `probcut.rs`; [`EXACT`](super::probcut::EXACT) for an
    /// exact search). A search trusts bounds found at its own level or above.
    pub level: u8,
}

/// A fixed-size table of buckets.
pub(super) struct Table {
    entries: Vec<Entry>,
    bits: u32,
}

impl Table {
    /// A table sized for a search from a position with `empties` empty squares;
    /// its memory is taken at the first store.
    pub fn for_empties(empties: u32) -> Table {
        Table {
            entries: Vec::new(),
            bits: (empties + 2).clamp(BITS_MIN, BITS_MAX),
        }
    }

    /// The first slot of the position's bucket.
    #[inline(always)]
    fn bucket(&self, player: u64, opponent: u64) -> usize {
        let h = (player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
        .rotate_left(29);
        ((h >> (64 - self.bits)) as usize) & !(WAYS - 1)
    }

    /// Asks the processor to bring the position's bucket into its cache, so
    /// that a probe a little later does not wait for memory: children's
    /// buckets are fetched together, their waits overlapping.
    #[inline(always)]
    pub fn prefetch(&self, player: u64, opponent: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let start = self.bucket(player, opponent);
            if let Some(bucket) = self.entries.get(start..start + WAYS) {
                for entry in [&bucket[0], &bucket[WAYS - 1]] {
                    // SAFETY: SSE, which has the prefetch, is part of every
                    // x86-64 processor; a prefetch only hints at an address
                    // (here a live one) and never faults or reads into the program.
                    unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(entry).cast()) }
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (player, opponent);
    }

    /// What the table knows about the position, if it holds it.
    #[inline(always)]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        let start = self.bucket(player, opponent);
        let bucket = self.entries.get(start..start + WAYS)?;
        bucket
            .iter()
            .find(|e| e.player == player && e.opponent == opponent && e.cost > 0)
            .copied()
    }

    /// Records a search of the position at selectivity `level` in the window
    /// (alpha, beta) that returned `score` (fail-soft), with the move that
    /// reached it (64 when all failed low), after visiting `nodes` positions.
    /// Bounds found at a lower level than the entry's are not kept (its
    /// moves are); at a higher level they replace the entry's.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn store(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        score: i32,
        best: u8,
        nodes: u64,
        level: u8,
    ) {
        if self.entries.is_empty() {
            self.entries = vec![Entry::default(); 1 << self.bits];
        }
        let cost = (64 - nodes.leading_zeros()).max(1) as u8;
        let start = self.bucket(player, opponent);
        let bucket = &mut self.entries[start..start + WAYS];
        let slot = match bucket
            .iter()
            .position(|e| e.player == player && e.opponent == opponent && e.cost > 0)
        {
            Some(slot) => slot,
            None => {
                let (slot, _) = bucket
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, e)| e.cost)
                    .unwrap_or((0, &bucket[0]));
                bucket[slot] = Entry {
                    player,
                    opponent,
                    lower: -64,
                    upper: 64,
                    moves: [64, 64],
                    cost: 0,
                    level,
                };
                slot
            }
        };
        let e = &mut bucket[slot];
        e.cost = e.cost.max(cost);
        if best < 64 && best != e.moves[0] {
            e.moves = [best, e.moves[0]];
        }
        if level < e.level {
            return;
        }
        if level > e.level {
            (e.lower, e.upper, e.level) = (-64, 64, level);
        }
        if score > alpha && score < beta {
            e.lower = score as i8;
            e.upper = score as i8;
        } else if score >= beta {
            e.lower = e.lower.max(score as i8);
        } else {
            e.upper = e.upper.min(score as i8);
        }
    }
}
