//! The last empty square, where only the number of flips matters: read from a
//! table line by line.

/// `LINE_FLIPS[at * 256 + mine]`: on a line of eight squares where `mine` marks
/// the player's discs and every other square but `at` holds an opponent disc, how
/// many discs a move on `at` flips.
static LINE_FLIPS: [u8; 2048] = build_line_flips();

const fn build_line_flips() -> [u8; 2048] {
    let mut table = [0u8; 2048];
    let mut at = 0;
    while at < 8 {
        let mut mine = 0;
        while mine < 256 {
            let mut count = 0;
            let mut step = -1;
            while step <= 1 {
                let mut run = 0;
                let mut square = at as i32 + step;
                while square >= 0 && square < 8 && mine & (1 << square) == 0 {
                    run += 1;
                    square += step;
                }
                if square >= 0 && square < 8 {
                    count += run;
                }
                step += 2;
            }
            table[at * 256 + mine] = count as u8;
            mine += 1;
        }
        at += 1;
    }
    table
}

/// For each square, its two diagonals (down-right, then down-left) as masks.
static DIAGONALS: [[u64; 2]; 64] = build_diagonals();

const fn build_diagonals() -> [[u64; 2]; 64] {
    let mut table = [[0u64; 2]; 64];
    let mut index = 0i32;
    while index < 64 {
        let mut other = 0i32;
        while other < 64 {
            let (dc, dr) = (other % 8 - index % 8, other / 8 - index / 8);
            if dc == dr {
                table[index as usize][0] |= 1u64 << other;
            }
            if dc == -dr {
                table[index as usize][1] |= 1u64 << other;
            }
            other += 1;
        }
        index += 1;
    }
    table
}

/// How many discs `player` flips by playing on `index` when it is the only empty
/// square left (every other square not `player`'s is the opponent's).
#[inline(always)]
pub(super) fn last_flip_count(player: u64, index: u8) -> u32 {
    let index = index as usize & 63;
    let (col, row) = (index % 8, index / 8);
    let count = |at: usize, mine: u64| u32::from(LINE_FLIPS[at * 256 + (mine as usize & 255)]);
    // A diagonal's squares lie in different columns: one multiplication gathers
    // them into the top byte, bit = column; squares off the diagonal read as
    // opponent discs up to the edge, which closes nothing.
    let gather = |line: u64| (player & line).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let column =
        ((player >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let [down_right, down_left] = DIAGONALS[index];
    count(col, player >> (8 * row))
        + count(row, column)
        + count(col, gather(down_right))
        + count(col, gather(down_left))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_flip_counts_equal_the_flips_on_a_full_board() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let index = (seed >> 58) as u8;
            let player = seed & !(1u64 << index);
            let opponent = !player & !(1u64 << index);
            assert_eq!(
                last_flip_count(player, index),
                crate::engine::bitboard::flips(player, opponent, index).count_ones(),
                "{player:#x} {index}"
            );
        }
    }
}
