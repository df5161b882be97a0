//! The patterns of the evaluation, the places the board's symmetries take each
//! to, and each pattern's own symmetries (an edge read from either end is the
//! same edge), which fold its table.

use std::sync::OnceLock;

/// A pattern: its squares in reading order, by name.
#[derive(Debug)]
pub struct Pattern {
    /// The squares, at most 10, separated by spaces.
    pub squares: &'static str,
}

/// The patterns, in the order of the weight file.
pub const PATTERNS: [Pattern; 11] = [
    // The first row with the X squares b2 and g2.
    Pattern {
        squares: "a1 b1 c1 d1 e1 f1 g1 h1 b2 g2",
    },
    // The 3×3 and the 2×5 block in the a1 corner.
    Pattern {
        squares: "a1 b1 c1 a2 b2 c2 a3 b3 c3",
    },
    Pattern {
        squares: "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2",
    },
    // The diagonals of 8, 7, 6, 5 and 4 squares.
    Pattern {
        squares: "a1 b2 c3 d4 e5 f6 g7 h8",
    },
    Pattern {
        squares: "b1 c2 d3 e4 f5 g6 h7",
    },
    Pattern {
        squares: "c1 d2 e3 f4 g5 h6",
    },
    Pattern {
        squares: "d1 e2 f3 g4 h5",
    },
    Pattern {
        squares: "e1 f2 g3 h4",
    },
    // The second, third and fourth rows.
    Pattern {
        squares: "a2 b2 c2 d2 e2 f2 g2 h2",
    },
    Pattern {
        squares: "a3 b3 c3 d3 e3 f3 g3 h3",
    },
    Pattern {
        squares: "a4 b4 c4 d4 e4 f4 g4 h4",
    },
];

/// The eight symmetries of the board on (column, row).
fn symmetries() -> impl Iterator<Item = impl Fn((u8, u8)) -> (u8, u8)> {
    (0..8u8).map(|bits| {
        move |(c, r): (u8, u8)| {
            let (mut c, mut r) = if bits & 4 != 0 { (r, c) } else { (c, r) };
            if bits & 2 != 0 {
                c = 7 - c;
            }
            if bits & 1 != 0 {
                r = 7 - r;
            }
            (c, r)
        }
    })
}

/// The images of a pattern's squares, in reading order, under the eight symmetries.
fn images(pattern: &Pattern) -> Vec<Vec<u8>> {
    symmetries()
        .map(|s| {
            pattern
                .coordinates()
                .map(|sq| {
                    let (c, r) = s(sq);
                    r * 8 + c
                })
                .collect()
        })
        .collect()
}

/// A pattern's table folded by its own symmetries.
#[derive(Debug)]
pub struct Canonical {
    /// For each base-3 content, its slot in the folded table.
    pub full_to_compact: Vec<u32>,
    /// How many slots.
    pub len: usize,
}

impl Pattern {
    /// How many squares (each name is two letters, one space between names).
    pub const fn len(&self) -> usize {
        self.squares.len().div_ceil(3)
    }

    /// 3 to the number of squares.
    pub const fn full_len(&self) -> usize {
        3usize.pow(self.len() as u32)
    }

    /// The squares as (column, row), from a1 = (0, 0).
    fn coordinates(&self) -> impl Iterator<Item = (u8, u8)> {
        self.squares.split(' ').map(|name| {
            let b = name.as_bytes();
            (b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'1'))
        })
    }
}

/// The number of weights of pattern `p`'s folded table.
pub fn compact_len(p: usize) -> usize {
    canonical(p).len
}

/// The folded table of pattern `p` (of [`PATTERNS`]), computed once.
pub fn canonical(p: usize) -> &'static Canonical {
    static ALL: OnceLock<Vec<Canonical>> = OnceLock::new();
    &ALL.get_or_init(|| PATTERNS.iter().map(fold).collect())[p]
}

/// The permutations of reading positions that the pattern's own symmetries
/// make (the identity among them), then the folded table: each content goes
/// to the slot of the smallest content among its permutations.
fn fold(pattern: &Pattern) -> Canonical {
    let all = images(pattern);
    let base = &all[0];
    let mut set = base.clone();
    set.sort_unstable();
    let mut permutations: Vec<Vec<usize>> = Vec::new();
    for image in &all {
        let mut sorted = image.clone();
        sorted.sort_unstable();
        if sorted != set {
            continue;
        }
        // image[k] = base[perm[k]]
        let perm: Vec<usize> = image
            .iter()
            .map(|sq| base.iter().position(|b| b == sq).unwrap_or(0))
            .collect();
        if !permutations.contains(&perm) {
            permutations.push(perm);
        }
    }
    let n = base.len();
    let full = pattern.full_len();
    let mut smallest = vec![0u32; full];
    let mut digits = vec![0usize; n];
    for (index, out) in smallest.iter_mut().enumerate() {
        let mut rest = index;
        for k in (0..n).rev() {
            digits[k] = rest % 3;
            rest /= 3;
        }
        let mut best = index;
        for perm in &permutations {
            let permuted = perm.iter().fold(0usize, |acc, &p| acc * 3 + digits[p]);
            best = best.min(permuted);
        }
        *out = best as u32;
    }
    // Number the smallest contents in order.
    let mut slot_of = vec![u32::MAX; full];
    let mut len = 0u32;
    for index in 0..full {
        if smallest[index] as usize == index {
            slot_of[index] = len;
            len += 1;
        }
    }
    let full_to_compact = smallest.iter().map(|&s| slot_of[s as usize]).collect();
    Canonical {
        full_to_compact,
        len: len as usize,
    }
}

/// One place of a pattern on the board.
#[derive(Clone, Copy, Debug)]
pub struct Instance {
    /// Which pattern (index into [`PATTERNS`]).
    pub pattern: usize,
    /// Its squares (indices a1 = 0 .. h8 = 63) in the pattern's reading order.
    pub squares: [u8; 10],
    /// How many.
    pub len: usize,
    /// Where the pattern's full table starts in a stage's block.
    pub offset: usize,
    /// Where the pattern's compact table starts in a stage's compact weights.
    pub compact_offset: usize,
}

/// Every place of every pattern: for each distinct set of squares the
/// symmetries make of a pattern, the first image in the order of the symmetries.
pub fn instances() -> &'static [Instance] {
    static ALL: OnceLock<Vec<Instance>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = Vec::new();
        let (mut offset, mut compact_offset) = (0, 0);
        for (p, pattern) in PATTERNS.iter().enumerate() {
            let mut sets: Vec<Vec<u8>> = Vec::new();
            for image in images(pattern) {
                let mut set = image.clone();
                set.sort_unstable();
                if sets.contains(&set) {
                    continue;
                }
                sets.push(set);
                let mut squares = [0u8; 10];
                squares[..image.len()].copy_from_slice(&image);
                out.push(Instance {
                    pattern: p,
                    squares,
                    len: image.len(),
                    offset,
                    compact_offset,
                });
            }
            offset += pattern.full_len();
            compact_offset += compact_len(p);
        }
        out
    })
}
