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
pub struct Reader {
    parts: [Part; MAX_PARTS],
    len: usize,
    /// Where the pattern's full table starts in a stage's block.
    pub offset: usize,
}

/// The readers of every pattern place, in the order of [`instances`], and
/// the tables of their parts.
pub struct Readers {
    pub readers: Vec<Reader>,
    tables: Vec<u16>,
}

impl Readers {
    /// The base-3 content of the place `reader` for `player` against `opponent`.
    #[inline(always)]
    pub fn index(&self, reader: &Reader, player: u64, opponent: u64) -> usize {
        let mut index = 0;
        for part in &reader.parts[..reader.len] {
            let table = &self.tables[part.at..part.at + 256];
            index += usize::from(table[part.line.read(player)])
                + 2 * usize::from(table[part.line.read(opponent)]);
        }
        index
    }
}

/// The readers, built once: each place covered greedily by the line holding
/// most of its squares not yet covered.
pub fn readers() -> &'static Readers {
    static ALL: OnceLock<Readers> = OnceLock::new();
    ALL.get_or_init(|| {
        let lines = lines();
        let mut readers = Vec::new();
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
            readers.push(reader);
        }
        Readers { readers, tables }
    })
}
