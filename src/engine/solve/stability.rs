//! Stable discs: discs that no sequence of moves can flip. The opponent's stable
//! discs are theirs at the end, which bounds the score from above.

/// By empty squares, the lowest alpha at which the opponent's stable discs are
/// counted: below it the bound they give is rarely low enough to stop the search.
const STABILITY_THRESHOLD: [i32; 65] = {
    let mut table = [99; 65];
    let mut empties = 4;
    while empties <= 64 {
        table[empties] = if empties < 10 {
            2 * empties as i32 - 2
        } else {
            2 * empties as i32
        };
        empties += 1;
    }
    table
};

/// The most `player` can score, from the opponent's stable discs (which stay
/// theirs to the end), or 64 when alpha is too low for the bound to be worth
/// counting with `empties` empty squares.
#[inline(always)]
pub(super) fn score_ceiling(player: u64, opponent: u64, empties: u32, alpha: i32) -> i32 {
    if alpha < STABILITY_THRESHOLD[empties as usize] {
        return 64;
    }
    64 - 2 * stable_discs(opponent, player).count_ones() as i32
}

/// Stable discs of a line of eight squares: `EDGE_STABLE[mine * 256 + theirs]`
/// holds the discs of `mine` that no sequence of moves along the line can flip.
static EDGE_STABLE: [u8; 65536] = build_edge_stable();

/// Every line of eight squares, from the positions with no empty square up:
/// a disc is stable when it is stable after every move either side can make on
/// any empty square (a move's legality may come from another line).
const fn build_edge_stable() -> [u8; 65536] {
    let mut table = [0u8; 65536];
    let mut empties = 0;
    while empties <= 8 {
        let mut mine = 0usize;
        while mine < 256 {
            let mut theirs = 0usize;
            while theirs < 256 {
                let empty = !(mine | theirs) & 0xff;
                if mine & theirs == 0 && empty.count_ones() == empties {
                    let mut stable = mine as u8;
                    let mut square = 0;
                    while square < 8 {
                        if empty & (1 << square) != 0 {
                            let f = line_flips(mine, theirs, square);
                            let after = table[((mine | f | 1 << square) << 8) | (theirs & !f)];
                            let f = line_flips(theirs, mine, square);
                            let after_theirs = table[((mine & !f) << 8) | theirs | f | 1 << square];
                            stable &= after & after_theirs;
                        }
                        square += 1;
                    }
                    table[(mine << 8) | theirs] = stable;
                }
                theirs += 1;
            }
            mine += 1;
        }
        empties += 1;
    }
    table
}

/// The discs of `theirs` that `mine` flips along a line of eight by playing on `square`.
const fn line_flips(mine: usize, theirs: usize, square: usize) -> usize {
    let mut flipped = 0;
    let mut step = 0;
    while step < 2 {
        let mut run = 0;
        let mut at = square as isize;
        loop {
            at += if step == 0 { 1 } else { -1 };
            if at < 0 || at > 7 {
                break;
            }
            if theirs & (1 << at) != 0 {
                run |= 1 << at;
            } else {
                if mine & (1 << at) != 0 {
                    flipped |= run;
                }
                break;
            }
        }
        step += 1;
    }
    flipped
}

/// Column a as a line of eight (bit i = row i + 1).
#[inline(always)]
fn column_a(set: u64) -> usize {
    ((set & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// Rows 2 to 7 of a line of eight, back on column a.
#[inline(always)]
fn inner_column_a(line: u8) -> u64 {
    (u64::from(line & 0x7e).wrapping_mul(0x0002_0408_1020_4081)) & 0x0001_0101_0101_0100
}

/// The discs of `player` on the four edges that no sequence of moves can flip.
#[inline(always)]
fn stable_edges(player: u64, opponent: u64) -> u64 {
    let line = |mine: usize, theirs: usize| EDGE_STABLE[(mine << 8) | theirs];
    let top = line((player & 0xff) as usize, (opponent & 0xff) as usize);
    let bottom = line((player >> 56) as usize, (opponent >> 56) as usize);
    let left = line(column_a(player), column_a(opponent));
    let right = line(column_a(player >> 7), column_a(opponent >> 7));
    u64::from(top) | u64::from(bottom) << 56 | inner_column_a(left) | inner_column_a(right) << 7
}

/// For each of the four line directions (row, column, both diagonals), the
/// squares whose whole line is filled.
#[inline(always)]
fn full_lines(filled: u64) -> [u64; 4] {
    let mut row = filled & (filled >> 1);
    row &= row >> 2;
    row &= row >> 4;
    let row = (row & 0x0101_0101_0101_0101).wrapping_mul(0xff);
    let mut column = filled & (filled >> 8);
    column &= column >> 16;
    column &= column >> 32;
    let column = (column & 0xff).wrapping_mul(0x0101_0101_0101_0101);
    // An empty square spread along its diagonal marks the whole diagonal not full:
    // 1, 2 and 4 steps each way, with the columns a shift would wrap into masked off.
    let mut right = !filled;
    right |= ((right << 9) & 0xfefe_fefe_fefe_fefe) | ((right >> 9) & 0x7f7f_7f7f_7f7f_7f7f);
    right |= ((right << 18) & 0xfcfc_fcfc_fcfc_fcfc) | ((right >> 18) & 0x3f3f_3f3f_3f3f_3f3f);
    right |= ((right << 36) & 0xf0f0_f0f0_f0f0_f0f0) | ((right >> 36) & 0x0f0f_0f0f_0f0f_0f0f);
    let mut left = !filled;
    left |= ((left << 7) & 0x7f7f_7f7f_7f7f_7f7f) | ((left >> 7) & 0xfefe_fefe_fefe_fefe);
    left |= ((left << 14) & 0x3f3f_3f3f_3f3f_3f3f) | ((left >> 14) & 0xfcfc_fcfc_fcfc_fcfc);
    left |= ((left << 28) & 0x0f0f_0f0f_0f0f_0f0f) | ((left >> 28) & 0xf0f0_f0f0_f0f0_f0f0);
    let (down_right, down_left) = (!right, !left);
    [row, column, down_right, down_left]
}

/// The squares of `player` that can never be flipped (a lower bound: some stable
/// discs may be missed, none is wrongly counted). A disc is stable when, along
/// each of the four lines through it, the line is full or a neighbour on it is a
/// stable disc of the same colour; edges come from the exact line table.
#[inline(always)]
pub(in crate::engine) fn stable_discs(player: u64, opponent: u64) -> u64 {
    let [row, column, down_right, down_left] = full_lines(player | opponent);
    let inner = player & 0x007e_7e7e_7e7e_7e00;
    let mut stable =
        stable_edges(player, opponent) | (inner & row & column & down_right & down_left);
    loop {
        let across = (stable >> 1) | (stable << 1) | row;
        let along = (stable >> 8) | (stable << 8) | column;
        let right = (stable >> 9) | (stable << 9) | down_right;
        let left = (stable >> 7) | (stable << 7) | down_left;
        let more = inner & across & along & right & left & !stable;
        if more == 0 {
            return stable;
        }
        stable |= more;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bitboard::{flips, legal_moves};

    /// The 15 diagonals running down and to the right (a1-h8 and its parallels).
    const DIAGONALS_DOWN_RIGHT: [u64; 15] = diagonals(9);
    /// The 15 diagonals running down and to the left (h1-a8 and its parallels).
    const DIAGONALS_DOWN_LEFT: [u64; 15] = diagonals(7);

    const fn diagonals(step: u32) -> [u64; 15] {
        let mut lines = [0u64; 15];
        let mut index = 0;
        while index < 64 {
            let (col, row) = (index % 8, index / 8);
            // Squares on one diagonal share row - col (step 9) or row + col (step 7).
            let which = if step == 9 { row + 7 - col } else { row + col };
            lines[which] |= 1u64 << index;
            index += 1;
        }
        lines
    }

    #[test]
    fn full_lines_are_the_filled_rows_columns_and_diagonals() {
        let mut seed = 0x1234_5678_9abc_def1u64;
        for _ in 0..10_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Mostly filled boards, so that many lines are full.
            let filled = !(seed & (seed >> 5) & (seed >> 11) & (seed >> 23));
            let full = |lines: &[u64]| {
                lines
                    .iter()
                    .filter(|&&line| filled & line == line)
                    .fold(0, |acc, line| acc | line)
            };
            let rows: Vec<u64> = (0..8).map(|r| 0xffu64 << (8 * r)).collect();
            let columns: Vec<u64> = (0..8).map(|c| 0x0101_0101_0101_0101u64 << c).collect();
            let expected = [
                full(&rows),
                full(&columns),
                full(&DIAGONALS_DOWN_RIGHT),
                full(&DIAGONALS_DOWN_LEFT),
            ];
            assert_eq!(full_lines(filled), expected, "{filled:#x}");
        }
    }

    #[test]
    fn column_a_reads_and_writes_back_the_edge() {
        let set = 0x0100_0001_0000_0101u64; // a1, a2, a5, a8
        assert_eq!(column_a(set), 0b1001_0011);
        assert_eq!(inner_column_a(0b1001_0011), 0x0000_0001_0000_0100);
    }

    #[test]
    fn corners_and_full_boards_are_stable() {
        assert_eq!(stable_discs(1, 0), 1);
        assert_eq!(
            stable_discs(0x8000_0000_0000_0000, 2),
            0x8000_0000_0000_0000
        );
        let player = 0x5555_aaaa_5555_aaaa;
        assert_eq!(stable_discs(player, !player), player);
    }

    /// Plays random legal moves (with passes) to the end and checks that no disc
    /// counted stable ever changes colour.
    #[test]
    fn stable_discs_are_never_flipped_in_random_games() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut claimed = 0;
        for _ in 0..3000 {
            let (mut player, mut opponent) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            let mut claims: Vec<(u64, u64)> = Vec::new(); // (black stable, white stable)
            let mut black_to_move = true;
            loop {
                let moves = legal_moves(player, opponent);
                if moves == 0 && legal_moves(opponent, player) == 0 {
                    break;
                }
                let (black, white) = if black_to_move {
                    (player, opponent)
                } else {
                    (opponent, player)
                };
                for &(b, w) in &claims {
                    assert_eq!(b & black, b, "a stable black disc was flipped");
                    assert_eq!(w & white, w, "a stable white disc was flipped");
                }
                let claim = (stable_discs(black, white), stable_discs(white, black));
                claimed += (claim.0 | claim.1).count_ones();
                claims.push(claim);
                if moves != 0 {
                    let mut pick = next() % u64::from(moves.count_ones());
                    let mut rest = moves;
                    while pick > 0 {
                        rest &= rest - 1;
                        pick -= 1;
                    }
                    let square = rest.trailing_zeros() as u8;
                    let f = flips(player, opponent, square);
                    (player, opponent) = (player | f | 1u64 << square, opponent & !f);
                }
                (player, opponent) = (opponent, player);
                black_to_move = !black_to_move;
            }
        }
        assert!(claimed > 100_000, "only {claimed} stable discs claimed");
    }
}
