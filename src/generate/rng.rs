//! A small seeded random number generator (SplitMix64): the same seed gives the
//! same numbers on every machine and every build, which is what makes the
//! generator's output repeatable.

/// SplitMix64 (Steele, Lea and Flood, 2014): 64 bits of state, one addition and
/// a mix per number.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// A generator for the `index`-th of many independent streams from `seed`
    /// (one per game), so that one game's numbers do not depend on another's.
    pub fn stream(seed: u64, index: u64) -> SplitMix64 {
        let mut mixer = SplitMix64::new(seed ^ index.wrapping_mul(0xA076_1D64_78BD_642F));
        SplitMix64::new(mixer.next_u64())
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0), without the bias of a plain `%`
    /// worth speaking of for the small `n` used here (multiply-high).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// True with probability `percent` in 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_gives_the_published_first_numbers() {
        // The reference sequence for seed 1234567 (from the SplitMix64 paper's code).
        let mut rng = SplitMix64::new(1_234_567);
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
        let mut rng = SplitMix64::new(7);
        assert!((0..1000).all(|_| rng.below(6) < 6));
        assert_eq!(rng.below(0), 0);
        let a = SplitMix64::stream(7, 0).next_u64();
        let b = SplitMix64::stream(7, 1).next_u64();
        assert_ne!(a, b);
    }
}
