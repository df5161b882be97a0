//! A small seeded random number generator (SplitMix64): the same seed gives the
//! same choices, so games, matches and tests repeat.

use crate::engine::{Bitboard, Square};

/// A seeded source of random numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator that starts from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A generator for the `index`-th of many independent streams from `seed`
    /// (one per game), so that one game's numbers do not depend on another's.
    pub fn stream(seed: u64, index: u64) -> Rng {
        let mut mixer = Rng::new(seed ^ index.wrapping_mul(0xa076_1d64_78bd_642f));
        Rng::new(mixer.next_u64())
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.state)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: uniform enough for picking among at most 64 squares.
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// True with probability `percent` in 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One square of `set`, each as likely (`None` for the empty set).
    pub fn pick(&mut self, set: Bitboard) -> Option<Square> {
        let n = set.len();
        let k = self.below(u64::from(n)) as usize;
        set.squares().nth(k)
    }
}

/// Scrambles `x` (the SplitMix64 finaliser): a seed derived from several numbers
/// (a match seed and a game number) with this is as good as a fresh one.
pub const fn mix(x: u64) -> u64 {
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
        assert_ne!(Rng::new(8).next_u64(), first[0]);
    }

    #[test]
    fn splitmix_gives_the_published_first_numbers() {
        // The reference sequence for seed 1234567 (from the SplitMix64 paper's code).
        let mut rng = Rng::new(1_234_567);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423
            ]
        );
    }

    #[test]
    fn below_stays_in_range_and_streams_differ() {
        let mut rng = Rng::new(7);
        assert!((0..1000).all(|_| rng.below(6) < 6));
        assert_eq!(rng.below(0), 0);
        let a = Rng::stream(7, 0).next_u64();
        let b = Rng::stream(7, 1).next_u64();
        assert_ne!(a, b);
    }

    #[test]
    fn pick_reaches_every_square_of_a_set_and_nothing_else() {
        let set = crate::engine::Board::start().legal_moves();
        let mut rng = Rng::new(1);
        let mut seen = Bitboard::EMPTY;
        for _ in 0..200 {
            let sq = rng.pick(set).unwrap();
            assert!(set.contains(sq));
            seen |= Bitboard::from(sq);
        }
        assert_eq!(seen, set);
        assert_eq!(rng.pick(Bitboard::EMPTY), None);
    }
}
