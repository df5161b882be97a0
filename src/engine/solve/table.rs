//! The transposition table: for positions met before, bounds on their score and
//! the move that scored best, so a repeated position is searched once.

/// The table has 2^bits entries: more for deeper searches, at most 2^20 (24 MiB).
const BITS_MAX: u32 = 20;
const BITS_MIN: u32 = 10;

/// What is known about one position (all zero in a slot never written).
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub player: u64,
    pub opponent: u64,
    /// The score is at least this.
    pub lower: i8,
    /// The score is at most this.
    pub upper: i8,
    /// The move that scored best last time (64 = none), tried first next time.
    pub best: u8,
}

/// A fixed-size table, one entry per slot, the newest result replacing the old.
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

    #[inline(always)]
    fn slot(&self, player: u64, opponent: u64) -> usize {
        let h = (player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
        .rotate_left(29);
        (h >> (64 - self.bits)) as usize
    }

    /// What the table knows about the position, if it holds it.
    #[inline(always)]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        let e = *self.entries.get(self.slot(player, opponent))?;
        (e.player == player && e.opponent == opponent).then_some(e)
    }

    /// Records a search of the position in the window (alpha, beta) that returned
    /// `score` (fail-hard), with the move that reached it (64 when all failed low).
    #[inline(always)]
    pub fn store(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        score: i32,
        best: u8,
    ) {
        if self.entries.is_empty() {
            self.entries = vec![Entry::default(); 1 << self.bits];
        }
        let i = self.slot(player, opponent);
        let e = &mut self.entries[i];
        if e.player != player || e.opponent != opponent {
            *e = Entry {
                player,
                opponent,
                lower: -64,
                upper: 64,
                best: 64,
            };
        }
        if best < 64 {
            e.best = best;
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
