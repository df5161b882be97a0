//! The patterns' contents read a line of the board at a time, for the
//! evaluation's speed: each place of a pattern (`patterns.rs`) is covered by
//! a few lines (rows, columns, diagonals), each read as a byte by a mask and
//! one multiplication, and a table per line and place turns that byte into its
//! share of the place's base-3 number. The sum over the lines, the player's
//! share plus twice the opponent's, is the number that square-by-square
//! reading gives (`Instance::index`, the reference the tests hold it to).

use std::sync::OnceLock;

use super::patterns::instances;

/// A line of the board: the squares of `mask`, gathered into the top byte by
/// multiplying with `magic` (no two squares land on the same bit and no carry
/// crosses into the top byte).
#[derive(Clone, Copy, Debug)]
struct Line {
    mask: u64,
    magic: u64,
}

impl Line {
    /// The line's squares of `discs` as a byte.
    #[inline(always)]
    fn read(self, discs: u64) -> usize {
        ((discs & self.mask).wrapping_mul(self.magic) >> 56) as usize
    }
}

/// The diagonals of both directions (of two squares or more), then the rows
/// and the columns (which win ties, being last).
fn lines() -> Vec<Line> {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    let mut out = Vec::new();
    for d in -6i32..=6 {
        let (mut down, mut up) = (0u64, 0u64);
        for r in 0..8i32 {
            let c = r + d;
            if (0..8).contains(&c) {
                down |= 1 << (8 * r + c);
            }
            let c = 7 - r + d;
            if (0..8).contains(&c) {
                up |= 1 << (8 * r + c);
            }
        }
        for mask in [down, up] {
            out.push(Line {
                mask,
                magic: FILE_A,
            });
        }
    }
    for r in 0..8 {
        out.push(Line {
            mask: 0xff << (8 * r),
            magic: 1 << (56 - 8 * r),
        });
    }
    for c in 0..8 {
        let magic = (0..8).fold(0u64, |m, r| m | 1 << (56 - 7 * r - c));
        out.push(Line {
            mask: FILE_A << c,
            magic,
        });
    }
    out
}

/// At most this many lines cover a place (the 3×3 block takes three).
const MAX_PARTS: usize = 6;
// `Readers::sum` reads the groups of 1 to 6 parts by name.
const _: () = assert!(MAX_PARTS == 6);

/// One line's share of one pattern place: its byte of the player's discs
/// looked up in `table` (at `at` in [`Readers::tables`]).
#[derive(Clone, Copy, Debug)]
struct Part {
    line: Line,
    at: usize,
}

/// How to read one pattern place: its parts, and where its pattern's weights
/// start in a stage's block.
#[derive(Clone, Copy, Debug)]
struct Reader {
    parts: [Part; MAX_PARTS],
    len: usize,
    /// Where the pattern's full table starts in a stage's block.
    offset: usize,
}

/// The readers of every pattern place, grouped by their number of parts
/// (`by_parts[n - 1]` holds the places read in `n` parts; the order of the
/// places does not matter to a sum), and the tables of their parts.
pub struct Readers {
    by_parts: [Vec<Reader>; MAX_PARTS],
    tables: Vec<u16>,
}

impl Readers {
    /// The sum over every pattern place of `weight(offset + index)`, where
    /// `offset` is where the place's pattern starts in a stage's block and
    /// `index` the place's base-3 content for `player` against `opponent`.
    #[inline(always)]
    pub fn sum(&self, player: u64, opponent: u64, weight: impl Fn(usize) -> i32) -> i32 {
        // Each group read with its number of parts known when compiled: a
        // loop of a varying length would end with a mispredicted branch at
        // almost every place.
        self.sum_of::<1>(player, opponent, &weight)
            + self.sum_of::<2>(player, opponent, &weight)
            + self.sum_of::<3>(player, opponent, &weight)
            + self.sum_of::<4>(player, opponent, &weight)
            + self.sum_of::<5>(player, opponent, &weight)
            + self.sum_of::<6>(player, opponent, &weight)
    }

    /// [`Readers::sum`] over the places read in `N` parts.
    #[inline(always)]
    fn sum_of<const N: usize>(
        &self,
        player: u64,
        opponent: u64,
        weight: &impl Fn(usize) -> i32,
    ) -> i32 {
        let mut total = 0;
        for reader in &self.by_parts[N - 1] {
            let mut index = 0;
            for part in &reader.parts[..N] {
                let table = &self.tables[part.at..part.at + 256];
                index += usize::from(table[part.line.read(player)])
                    + 2 * usize::from(table[part.line.read(opponent)]);
            }
            total += weight(reader.offset + index);
        }
        total
    }
}

/// The readers, built once: each place covered greedily by the line holding
/// most of its squares not yet covered.
pub fn readers() -> &'static Readers {
    static ALL: OnceLock<Readers> = OnceLock::new();
    ALL.get_or_init(|| {
        let lines = lines();
        let mut by_parts: [Vec<Reader>; MAX_PARTS] = Default::default();
        let mut tables = Vec::new();
        for instance in instances() {
            let squares = &instance.squares[..instance.len];
            let mut left = squares.iter().fold(0u64, |m, &sq| m | 1 << sq);
            let mut reader = Reader {
                parts: [Part {
                    line: lines[0],
                    at: 0,
                }; MAX_PARTS],
                len: 0,
                offset: instance.offset,
            };
            while left != 0 {
                let line = lines
                    .iter()
                    .copied()
                    .max_by_key(|l| (l.mask & left).count_ones())
                    .unwrap_or(lines[0]);
                let taken = line.mask & left;
                left &= !taken;
                let at = tables.len();
                tables.extend((0..256usize).map(|byte| {
                    let mut share = 0u16;
                    for (k, &sq) in squares.iter().enumerate() {
                        let bit = 1u64 << sq;
                        if taken & bit != 0 && byte & line.read(bit) != 0 {
                            share += 3u16.pow((squares.len() - 1 - k) as u32);
                        }
                    }
                    share
                }));
                reader.parts[reader.len] = Part { line, at };
                reader.len += 1;
            }
            by_parts[reader.len.saturating_sub(1)].push(reader);
        }
        Readers { by_parts, tables }
    })
}
