//! Every pattern place's content kept up to date move by move, for a search
//! that evaluates many positions a move or two apart (the endgame's ordering):
//! a move changes only the places holding its square or a flipped disc, and
//! each square adds the same amount to a place's base-3 number every time
//! (its power of three, times 1 for the side to move's disc and 2 for the
//! other side's). So a child's contents are its parent's plus a sum over the
//! squares the move touched, a few vector additions instead of reading every
//! place from the board again.

use std::sync::OnceLock;

use super::lines::readers;
use super::patterns::instances;

/// Room for every place (the patterns make 46), a whole number of 256-bit
/// vectors of `u16`.
pub const PLACES: usize = 48;

/// The base-3 number of every pattern place (in [`instances`] order; the
/// lanes past the last place stay 0) of a position, seen from both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(32))]
pub struct Contents {
    /// The side to move's discs counted 1, the other side's 2: what the
    /// weights read.
    pub(super) mine: [u16; PLACES],
    /// The same with the sides swapped: the view of the side moving next.
    theirs: [u16; PLACES],
}

impl Contents {
    /// The contents of a board with no disc on it.
    pub const EMPTY_BOARD: Contents = Contents {
        mine: [0; PLACES],
        theirs: [0; PLACES],
    };

    /// The contents of `player` (to move) against `opponent`, read from the board.
    pub fn of(player: u64, opponent: u64) -> Contents {
        let (mine, theirs) = readers().contents(player, opponent);
        Contents { mine, theirs }
    }

    /// The contents after the side to move plays on `square`, flipping
    /// `flipped` (the other side is then to move).
    #[inline(always)]
    pub fn after(&self, square: u8, flipped: u64) -> Contents {
        let powers = powers();
        let mut sum = [0u16; PLACES];
        let mut rest = flipped;
        while rest != 0 {
            let power = &powers[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            for (s, &p) in sum.iter_mut().zip(power) {
                *s = s.wrapping_add(p);
            }
        }
        let placed = &powers[usize::from(square) & 63];
        let mut next = Contents::EMPTY_BOARD;
        // From the mover's opponent's side (now to move): the new disc is the
        // other side's (2), each flipped disc goes from 1 to 2. From the
        // mover's side: the new disc is 1, each flipped disc goes from 2 to 1.
        for i in 0..PLACES {
            next.mine[i] = self.theirs[i]
                .wrapping_add(placed[i].wrapping_mul(2))
                .wrapping_add(sum[i]);
            next.theirs[i] = self.mine[i].wrapping_add(placed[i]).wrapping_sub(sum[i]);
        }
        next
    }

    /// The contents after the side to move passes.
    #[inline(always)]
    pub fn passed(&self) -> Contents {
        Contents {
            mine: self.theirs,
            theirs: self.mine,
        }
    }
}

/// Where each place's pattern table starts in a stage's block (in
/// [`instances`] order).
pub(super) fn offsets() -> &'static [u32] {
    static ALL: OnceLock<Vec<u32>> = OnceLock::new();
    ALL.get_or_init(|| instances().iter().map(|i| i.offset as u32).collect())
}

/// For each square, what a disc of the side to move on it adds to each
/// place's number (its power of three in the places holding it, else 0).
fn powers() -> &'static [[u16; PLACES]; 64] {
    static ALL: OnceLock<[[u16; PLACES]; 64]> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = [[0u16; PLACES]; 64];
        for (place, instance) in instances().iter().enumerate().take(PLACES) {
            let squares = &instance.squares[..instance.len];
            for (k, &square) in squares.iter().enumerate() {
                out[usize::from(square) & 63][place] = 3u16.pow((squares.len() - 1 - k) as u32);
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bitboard::{flips, legal_moves};
    use crate::engine::search::Rng;

    /// Every place fits, with its number in a `u16`; an empty board reads 0
    /// everywhere.
    #[test]
    fn every_place_fits() {
        assert_eq!(Contents::of(0, 0), Contents::EMPTY_BOARD);
        assert!(instances().len() <= PLACES, "{} places", instances().len());
        assert!(
            instances()
                .iter()
                .all(|i| 3u32.pow(i.len as u32) <= 1 << 16)
        );
    }

    /// Kept up to date along random games (passes included), the contents
    /// always equal those read from the board, lane by lane, and each lane is
    /// the place's number as the square-by-square reading gives it.
    #[test]
    fn the_contents_kept_move_by_move_equal_the_contents_read_from_the_board() {
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let (mut player, mut opponent) = (0x0000_0008_1000_0000u64, 0x0000_0010_0800_0000u64);
            let mut contents = Contents::of(player, opponent);
            loop {
                let moves = legal_moves(player, opponent);
                if moves == 0 {
                    if legal_moves(opponent, player) == 0 {
                        break;
                    }
                    contents = contents.passed();
                    (player, opponent) = (opponent, player);
                } else {
                    let pick = rng.below(u64::from(moves.count_ones()));
                    let mut rest = moves;
                    for _ in 0..pick {
                        rest &= rest - 1;
                    }
                    let square = rest.trailing_zeros() as u8;
                    let flipped = flips(player, opponent, square);
                    contents = contents.after(square, flipped);
                    (player, opponent) = (opponent & !flipped, player | flipped | 1 << square);
                }
                let read = Contents::of(player, opponent);
                assert_eq!(contents, read, "{player:#x} {opponent:#x}");
                for (place, instance) in instances().iter().enumerate() {
                    assert_eq!(
                        usize::from(read.mine[place]),
                        instance.index(player, opponent)
                    );
                    assert_eq!(
                        usize::from(read.theirs[place]),
                        instance.index(opponent, player)
                    );
                }
            }
        }
    }
}
