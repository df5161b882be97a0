//! The order a multiple-choice step shows its choices in: shuffled, but seeded by
//! the lesson's id and the step's place, so that every run (and every test) sees
//! the same order, and the right answer does not sit in one place lesson-wide.

use crate::engine::search::Rng;

/// The order to show `count` choices in: position `k` on screen shows the choice
/// written `order[k]`th (from 0). The same `lesson` and `step` always give the
/// same order.
pub fn shown_order(lesson: &str, step: usize, count: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..count).collect();
    let mut random = Rng::new(seed(lesson, step));
    // Fisher-Yates, from the last place down.
    for last in (1..count).rev() {
        let pick = below(&mut random, last as u64 + 1) as usize;
        order.swap(last, pick);
    }
    order
}

/// The order written, for a step whose choices are not shuffled.
pub fn written_order(count: usize) -> Vec<usize> {
    (0..count).collect()
}

/// FNV-1a over the lesson's id, then the step's index.
fn seed(lesson: &str, step: usize) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in lesson.bytes().chain((step as u64).to_le_bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(PRIME);
    }
    hash
}

/// A number from 0 to `bound - 1` (`bound` > 0), without modulo bias.
fn below(random: &mut Rng, bound: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % bound;
    loop {
        let n = random.next_u64();
        if n < zone {
            return n % bound;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_lesson_and_step_always_show_the_same_order() {
        assert_eq!(shown_order("counting", 3, 4), shown_order("counting", 3, 4));
    }

    #[test]
    fn a_shown_order_holds_every_choice_once() {
        for step in 0..50 {
            let mut order = shown_order("passing", step, 5);
            order.sort_unstable();
            assert_eq!(order, written_order(5));
        }
        assert!(shown_order("x", 0, 0).is_empty());
        assert_eq!(shown_order("x", 0, 1), vec![0]);
    }

    #[test]
    fn the_right_answer_moves_around_from_step_to_step() {
        // Over many steps each of three places holds the first choice written.
        let mut seen = [0usize; 3];
        for step in 0..60 {
            let order = shown_order("mobility", step, 3);
            let place = order.iter().position(|&w| w == 0).unwrap_or(0);
            seen[place] += 1;
        }
        assert!(seen.iter().all(|&n| n >= 10), "{seen:?}");
    }
}
