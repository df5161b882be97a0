//! The processors the search is compiled for: any CPU, and x86-64 with the
//! popcount, leading-zero-count and bit-manipulation instructions, chosen at run time.

use super::Solver;

/// A build of the two recursive searches. The bodies live on [`Solver`] and are
/// inlined into each build, with every helper they call.
pub(super) trait Cpu: Copy {
    /// [`Solver::search_deep`] compiled for this processor.
    fn search(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32;

    /// [`Solver::search_shallow`] compiled for this processor.
    fn shallow(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32;
}

/// Any processor: the instructions of the compilation target only.
#[derive(Clone, Copy)]
pub(super) struct Portable;

impl Cpu for Portable {
    fn search(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        solver.search_deep(player, opponent, alpha, beta, passed)
    }

    fn shallow(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        solver.search_shallow(player, opponent, alpha, beta, passed)
    }
}

/// Proof that this x86-64 processor has popcnt, lzcnt and bmi1: only
/// [`Modern::detect`] makes one, after asking the processor.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct Modern(());

#[cfg(target_arch = "x86_64")]
impl Modern {
    /// A `Modern` when the processor has every feature its build uses.
    pub(super) fn detect() -> Option<Modern> {
        let present = std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi1");
        present.then_some(Modern(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Cpu for Modern {
    #[inline(always)]
    fn search(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        // SAFETY: `self` exists only because `detect` saw the processor support
        // every feature `search_modern` is compiled for. The single-instruction
        // bit counts and scans cut the solver's time by about a sixth
        // (benches/solve.rs, FFO #40: 0.56 s portable, 0.46 s with them).
        unsafe { search_modern(solver, player, opponent, alpha, beta, passed) }
    }

    #[inline(always)]
    fn shallow(
        self,
        solver: &mut Solver<Self>,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        // SAFETY: as in `search` above.
        unsafe { shallow_modern(solver, player, opponent, alpha, beta, passed) }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1")]
fn search_modern(
    solver: &mut Solver<Modern>,
    player: u64,
    opponent: u64,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    solver.search_deep(player, opponent, alpha, beta, passed)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1")]
fn shallow_modern(
    solver: &mut Solver<Modern>,
    player: u64,
    opponent: u64,
    alpha: i32,
    beta: i32,
    passed: bool,
) -> i32 {
    solver.search_shallow(player, opponent, alpha, beta, passed)
}
