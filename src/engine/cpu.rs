//! The engine's one processor dispatch: hot code compiled once for any processor
//! and once for x86-64 with the popcount, leading-zero-count, bit-manipulation
//! and 256-bit vector (AVX2) instructions, the second chosen at run time only
//! after the processor is seen to have every one of them. The feature list is
//! written once, in `modern_features!` below; the detection and the compiled
//! build both come from it. Each build also brings its own move generator and
//! flips ([`Cpu::legal_moves`], [`Cpu::flips`]): the scalar code of
//! `bitboard.rs` on any processor (and as the reference), the vector code of
//! `cpu/avx2.rs` on the modern build.

#[cfg(target_arch = "x86_64")]
mod avx2;

/// A build of the engine's hot code. Perft and the solver are generic over it;
/// [`on_fastest_cpu`] picks the build at run time.
pub trait Cpu: Copy {
    /// Runs `body` compiled for this build. Give it a `move` closure (values,
    /// not references, cross the call) marked `#[inline(always)]` that calls
    /// `#[inline(always)]` helpers, so that all of it is compiled into the build;
    /// a recursive search recurses through `run`.
    fn run<R>(self, body: impl FnOnce() -> R) -> R;

    /// The squares where the side owning `player` may move, facing `opponent`
    /// (as [`crate::engine::bitboard::legal_moves`]).
    #[inline(always)]
    fn legal_moves(self, player: u64, opponent: u64) -> u64 {
        super::bitboard::legal_moves(player, opponent)
    }

    /// The opponent discs flipped when `player` plays on the empty square
    /// `index` (as [`crate::engine::bitboard::flips`]).
    #[inline(always)]
    fn flips(self, player: u64, opponent: u64, index: u8) -> u64 {
        super::bitboard::flips_inline(player, opponent, index)
    }
}

/// Work that can run on any build of the hot code, handed to [`on_fastest_cpu`].
pub trait Task {
    /// What the work computes.
    type Output;

    /// Does the work on the build `cpu`.
    fn run<C: Cpu>(self, cpu: C) -> Self::Output;
}

/// Does `task` on the fastest build this processor can run.
pub fn on_fastest_cpu<T: Task>(task: T) -> T::Output {
    #[cfg(target_arch = "x86_64")]
    if let Some(cpu) = Modern::detect() {
        return task.run(cpu);
    }
    task.run(Portable)
}

/// Any processor: the instructions of the compilation target only.
#[derive(Clone, Copy, Debug)]
pub struct Portable;

impl Cpu for Portable {
    // Not forced inline: a recursive search recurses through this function, with
    // the body inlined into it.
    fn run<R>(self, body: impl FnOnce() -> R) -> R {
        body()
    }
}

/// Proof that this x86-64 processor has every feature in [`FEATURES`]: only
/// [`Modern::detect`] makes one, after asking the processor.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug)]
pub struct Modern(());

#[cfg(target_arch = "x86_64")]
impl Cpu for Modern {
    #[inline(always)]
    fn run<R>(self, body: impl FnOnce() -> R) -> R {
        // SAFETY: `self` exists only because `Modern::detect` saw the processor
        // support every feature `run_modern` is compiled for (both come from the
        // one list in `modern_features!`). Measured in user CPU time with
        // benches/solve.rs and benches/perft.rs: the single-instruction bit counts
        // and scans cut the solver's FFO #40 from 0.56 s to 0.48 s, perft(11)
        // from 0.63 s to 0.60 s; the AVX2 moves and flips (`cpu/avx2.rs`) cut
        // perft(11) and perft(12) together from 5.9-6.1 s to 2.8 s.
        unsafe { run_modern(body) }
    }

    #[inline(always)]
    fn legal_moves(self, player: u64, opponent: u64) -> u64 {
        avx2::legal_moves(self, player, opponent)
    }

    #[inline(always)]
    fn flips(self, player: u64, opponent: u64, index: u8) -> u64 {
        avx2::flips(self, player, opponent, index)
    }
}

/// Writes the list of x86-64 features once and derives from it the public list,
/// the detection that makes a [`Modern`], and the build that `Modern` runs.
macro_rules! modern_features {
    // `tt`, not `literal`: the detection macro matches each name as a token.
    ($($feature:tt),+ $(,)?) => {
        /// The x86-64 features of the fast build: each is detected before a
        /// [`Modern`] is made, and each is enabled where `Modern` runs its bodies.
        pub const FEATURES: &[&str] = &[$($feature),+];

        #[cfg(target_arch = "x86_64")]
        impl Modern {
            /// A `Modern` when the processor has every one of [`FEATURES`].
            pub fn detect() -> Option<Modern> {
                let present = $(std::arch::is_x86_feature_detected!($feature))&&+;
                present.then_some(Modern(()))
            }
        }

        /// Runs `body` compiled with every one of [`FEATURES`].
        #[cfg(target_arch = "x86_64")]
        $(#[target_feature(enable = $feature)])+
        fn run_modern<R>(body: impl FnOnce() -> R) -> R {
            body()
        }
    };
}

modern_features!("popcnt", "lzcnt", "bmi1", "avx2");

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The words that detect or enable a processor feature, spelled so that this
    /// test does not find itself.
    const DETECT: &str = concat!("is_x86_", "feature_detected");
    const ENABLE: &str = concat!("target_", "feature");

    fn engine_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                engine_files(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }

    #[test]
    fn features_are_detected_and_enabled_only_in_cpu_rs() {
        let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
        let mut files = Vec::new();
        engine_files(&engine, &mut files);
        assert!(files.len() > 10, "the engine's files were not found");
        for path in files {
            if path == engine.join("cpu.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for word in [DETECT, ENABLE] {
                assert!(
                    !text.contains(word),
                    "{} uses `{word}`: dispatch through engine::cpu instead",
                    path.display()
                );
            }
        }
    }

    #[test]
    fn the_detected_features_are_the_compiled_features() {
        let text = include_str!("cpu.rs");
        // Every detection and every enabling names a feature of the macro's list ...
        for (word, takes) in [(DETECT, "!($feature)"), (ENABLE, "(enable = $feature)")] {
            let uses: Vec<&str> = text.split(word).skip(1).collect();
            assert!(!uses.is_empty(), "cpu.rs never uses `{word}`");
            for after in uses {
                assert!(
                    after.starts_with(takes),
                    "`{word}` does not take its feature from the list: {}",
                    after.lines().next().unwrap_or_default()
                );
            }
        }
        // ... which is written once, and is the list the engine reports.
        let invocation = concat!("modern_", "features!(");
        let lists: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix(invocation))
            .collect();
        assert_eq!(lists.len(), 1, "one list of features");
        let written: Vec<&str> = lists[0]
            .trim_end_matches(");")
            .split(',')
            .map(|f| f.trim().trim_matches('"'))
            .filter(|f| !f.is_empty())
            .collect();
        assert_eq!(written, FEATURES);
    }

    fn count_bits(cpu: impl Cpu) -> u32 {
        cpu.run(|| std::hint::black_box(0xf0f0_u64).count_ones())
    }

    #[test]
    fn both_builds_run_the_same_body() {
        assert_eq!(count_bits(Portable), 8);
        #[cfg(target_arch = "x86_64")]
        if let Some(cpu) = Modern::detect() {
            assert_eq!(count_bits(cpu), 8);
        }
    }
}
