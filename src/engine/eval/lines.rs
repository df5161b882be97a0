//! The patterns' contents read a byte of the board at a time, for the
//! evaluation's speed. The board is seen four ways, each a permutation of its
//! squares: as it is (a row in each byte), transposed (a column in each byte),
//! and with each column rotated down or up by its own index (a diagonal of
//! each direction in each byte, with a wrapped second one). Each place of a
//! pattern (`patterns.rs`) is covered by a few such bytes, and a table per
//! byte and place turns the byte into its share of the place's base-3 number.
//! The four views of both sides are computed once per evaluation; the sum over
//! a place's bytes, the player's share plus twice the opponent's, is the
//! number that square-by-square reading gives (`Instance::index`, the
//! reference the tests hold it to).

use std::sync::OnceLock;

use super::contents::PLACES;
use super::patterns::instances;

/// The bytes of the four views of `discs` (see the module's comment): bytes
/// 0-7 the rows, 8-15 the columns, 16-23 and 24-31 the diagonals of the two
/// directions.
#[inline(always)]
fn views(discs: u64) -> [u8; 32] {
    let mut out = [0u8; 32];
    let words = [
        discs,
        transposed(discs),
        columns_rotated(
            discs,
            0xaaaa_aaaa_aaaa_aaaa,
            0xcccc_cccc_cccc_cccc,
            0xf0f0_f0f0_f0f0_f0f0,
        ),
        columns_rotated(
            discs,
            0x5555_5555_5555_5555,
            0x3333_3333_3333_3333,
            0x0f0f_0f0f_0f0f_0f0f,
        ),
    ];
    for (bytes, word) in out.chunks_exact_mut(8).zip(words) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// `discs` mirrored in the a1-h8 diagonal: column c becomes row c.
#[inline(always)]
fn transposed(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^ t ^ (t >> 7)
}

/// `discs` with the columns in `one` rotated by a row, those in `two` by two
/// rows and those in `four` by four (each column by its index, one way or
/// the other), so that each diagonal of one direction lies in one byte.
#[inline(always)]
fn columns_rotated(mut x: u64, one: u64, two: u64, four: u64) -> u64 {
    x ^= one & (x ^ x.rotate_right(8));
    x ^= two & (x ^ x.rotate_right(16));
    x ^ (four & (x ^ x.rotate_right(32)))
}

/// A byte of a view (`byte` indexes [`views`]) and the squares it holds.
#[derive(Clone, Copy, Debug)]
struct Line {
    byte: usize,
    mask: u64,
}

impl Line {
    /// The line's byte of `discs`.
    fn read(self, discs: u64) -> usize {
        usize::from(views(discs)[self.byte])
    }
}

/// Every byte of the four views, the diagonals' first, then the rows' and
/// the columns' (which win ties, being last).
fn lines() -> Vec<Line> {
    let mut out = Vec::new();
    for view in [2, 3, 0, 1] {
        for row in 0..8 {
            let byte = 8 * view + row;
            let mask = (0..64).fold(0u64, |m, sq| {
                if views(1 << sq)[byte] != 0 {
                    m | 1 << sq
                } else {
                    m
                }
            });
            out.push(Line { byte, mask });
        }
    }
    out
}

/// At most this many lines cover a place (the 3×3 block takes three).
const MAX_PARTS: usize = 6;
// `Readers::sum` reads the groups of 1 to 6 parts by name.
const _: () = assert!(MAX_PARTS == 6);

/// One line's share of one pattern place: the byte `byte` of [`views`] of a
/// side's discs looked up in a table (at `at` in [`Readers::tables`]).
#[derive(Clone, Copy, Debug)]
struct Part {
    byte: usize,
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
    /// Which place (index into `instances()`).
    place: usize,
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
        let (player, opponent) = (views(player), views(opponent));
        // Each group read with its number of parts known when compiled: a
        // loop of a varying length would end with a mispredicted branch at
        // almost every place.
        self.sum_of::<1>(&player, &opponent, &weight)
            + self.sum_of::<2>(&player, &opponent, &weight)
            + self.sum_of::<3>(&player, &opponent, &weight)
            + self.sum_of::<4>(&player, &opponent, &weight)
            + self.sum_of::<5>(&player, &opponent, &weight)
            + self.sum_of::<6>(&player, &opponent, &weight)
    }

    /// [`Readers::sum`] over the places read in `N` parts, from the views of
    /// both sides' discs.
    #[inline(always)]
    fn sum_of<const N: usize>(
        &self,
        player: &[u8; 32],
        opponent: &[u8; 32],
        weight: &impl Fn(usize) -> i32,
    ) -> i32 {
        let mut total = 0;
        for reader in &self.by_parts[N - 1] {
            let mut index = 0;
            for part in &reader.parts[..N] {
                let table = &self.tables[part.at..part.at + 256];
                let byte = part.byte & 31;
                index += usize::from(table[usize::from(player[byte])])
                    + 2 * usize::from(table[usize::from(opponent[byte])]);
            }
            total += weight(reader.offset + index);
        }
        total
    }

    /// Every place's base-3 number (in `instances()` order, 0 past the last),
    /// with the side to move's discs counted 1 and the other side's 2, then
    /// the same with the sides swapped.
    pub fn contents(&self, player: u64, opponent: u64) -> ([u16; PLACES], [u16; PLACES]) {
        let (player, opponent) = (views(player), views(opponent));
        let (mut mine, mut theirs) = ([0u16; PLACES], [0u16; PLACES]);
        for reader in self.by_parts.iter().flatten() {
            let (mut m, mut t) = (0, 0);
            for part in &reader.parts[..reader.len] {
                let table = &self.tables[part.at..part.at + 256];
                let byte = part.byte & 31;
                let (p, o) = (
                    table[usize::from(player[byte])],
                    table[usize::from(opponent[byte])],
                );
                m += p + 2 * o;
                t += 2 * p + o;
            }
            mine[reader.place] = m;
            theirs[reader.place] = t;
        }
        (mine, theirs)
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
        for (place, instance) in instances().iter().enumerate().take(PLACES) {
            let squares = &instance.squares[..instance.len];
            let mut left = squares.iter().fold(0u64, |m, &sq| m | 1 << sq);
            let mut reader = Reader {
                parts: [Part { byte: 0, at: 0 }; MAX_PARTS],
                len: 0,
                offset: instance.offset,
                place,
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
                reader.parts[reader.len] = Part {
                    byte: line.byte,
                    at,
                };
                reader.len += 1;
            }
            by_parts[reader.len.saturating_sub(1)].push(reader);
        }
        Readers { by_parts, tables }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each view moves every square to a square of its own, and every row,
    /// column and diagonal of the board lands in a single byte of some view
    /// (so no place needs more parts than it has lines).
    #[test]
    fn the_views_permute_the_squares_and_keep_each_line_in_one_byte() {
        for view in 0..4 {
            let images: Vec<u64> = (0..64)
                .map(|sq| {
                    let bytes = views(1 << sq);
                    u64::from_le_bytes(bytes[8 * view..8 * view + 8].try_into().unwrap_or([0; 8]))
                })
                .collect();
            let all = images.iter().fold(0u64, |m, &b| m | b);
            assert!(images.iter().all(|b| b.count_ones() == 1), "view {view}");
            assert_eq!(all, !0, "view {view}");
        }
        let bytes = lines();
        let in_one_byte = |squares: u64| bytes.iter().any(|l| squares & !l.mask == 0);
        for k in 0..8 {
            assert!(in_one_byte(0xff << (8 * k)), "row {k}");
            assert!(in_one_byte(0x0101_0101_0101_0101 << k), "column {k}");
        }
        for d in -7i32..=7 {
            let (mut down, mut up) = (0u64, 0u64);
            for r in 0..8i32 {
                if (0..8).contains(&(r + d)) {
                    down |= 1 << (8 * r + r + d);
                }
                if (0..8).contains(&(7 - r + d)) {
                    up |= 1 << (8 * r + 7 - r + d);
                }
            }
            assert!(in_one_byte(down) && in_one_byte(up), "diagonals {d}");
        }
        // The columns' view is the board mirrored in the a1-h8 diagonal.
        let transpose = crate::engine::symmetry::Symmetry::all()
            .nth(4)
            .unwrap_or_else(|| unreachable!());
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            assert_eq!(transposed(x), transpose.set(x), "{x:#x}");
        }
    }
}
