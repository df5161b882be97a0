//! Perft: the number of move paths of a given length, used to prove the move
//! generator against published counts. A forced pass uses up one ply; a finished
//! game counts as one leaf at every depth below the point where it ended.

use super::board::Board;
use super::cpu::{self, Cpu, Task};

/// The number of move paths of `depth` plies from `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    cpu::on_fastest_cpu(Count::new(board, depth))
}

/// A perft count still to be made.
#[derive(Clone, Copy)]
struct Count {
    player: u64,
    opponent: u64,
    depth: u32,
}

impl Count {
    fn new(board: &Board, depth: u32) -> Count {
        Count {
            player: board.player().0,
            opponent: board.opponent().0,
            depth,
        }
    }
}

impl Task for Count {
    type Output = u64;

    fn run<C: Cpu>(self, cpu: C) -> u64 {
        count_on(cpu, self.player, self.opponent, self.depth, false)
    }
}

/// The perft count compiled for `cpu`.
#[inline(always)]
fn count_on<C: Cpu>(cpu: C, player: u64, opponent: u64, depth: u32, passed: bool) -> u64 {
    cpu.run(
        #[inline(always)]
        move || count(cpu, player, opponent, depth, passed),
    )
}

/// The recursive perft body; `passed` says the previous ply was a pass.
#[inline(always)]
fn count<C: Cpu>(cpu: C, player: u64, opponent: u64, depth: u32, passed: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = cpu.legal_moves(player, opponent);
    if moves == 0 {
        if passed {
            return 1; // neither side can move: the game is over
        }
        return count_on(cpu, opponent, player, depth - 1, true);
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut total = 0;
    while moves != 0 {
        let index = moves.trailing_zeros() as u8;
        let mv = 1u64 << index;
        moves &= moves - 1;
        let flipped = cpu.flips(player, opponent, index);
        let next_player = opponent & !flipped;
        let next_opponent = player | mv | flipped;
        total += if depth == 2 {
            // Bulk count: a pass or a finished game is one leaf.
            u64::from(
                cpu.legal_moves(next_player, next_opponent)
                    .count_ones()
                    .max(1),
            )
        } else {
            count_on(cpu, next_player, next_opponent, depth - 1, false)
        };
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_counts_from_the_start() {
        let b = Board::start();
        let counts: Vec<u64> = (0..=5).map(|d| perft(&b, d)).collect();
        assert_eq!(counts, [1, 4, 12, 56, 244, 1396]);
    }

    #[test]
    fn the_portable_and_dispatched_counts_agree() {
        let b = Board::start();
        let portable = Count::new(&b, 7).run(cpu::Portable);
        assert_eq!(portable, perft(&b, 7));
        assert_eq!(portable, 55092);
    }
}
