//! The move generator and the flips on 256-bit vectors: the four line
//! directions side by side, one in each 64-bit lane (horizontal, vertical and
//! the two diagonals, by shift amounts 1, 8, 9 and 7), both ways at once.
//! They equal the scalar `bitboard::legal_moves` and `bitboard::flips`
//! (tests/engine_props.rs holds them equal on random positions).
//!
//! Every function takes a [`Modern`]: only `Modern::detect` makes one, after
//! seeing that the processor has AVX2, which is what makes the vector
//! instructions sound to run. Called inside `Modern::run` they are compiled into
//! the modern build with the rest of the hot code; called elsewhere they are
//! still correct, only slower.

use std::arch::x86_64::{
    __m256i, _mm_cvtsi128_si64, _mm_or_si128, _mm_unpackhi_epi64, _mm256_and_si256,
    _mm256_andnot_si256, _mm256_castsi256_si128, _mm256_cmpeq_epi64, _mm256_extracti128_si256,
    _mm256_loadu_si256, _mm256_or_si256, _mm256_set_epi64x, _mm256_set1_epi64x,
    _mm256_setzero_si256, _mm256_sllv_epi64, _mm256_srlv_epi64, _mm256_sub_epi64,
};

use super::Modern;

/// Every square except columns a and h: runs along a row or a diagonal may not
/// wrap from one edge to the other.
const INNER: i64 = 0x7e7e_7e7e_7e7e_7e7e;

/// The squares beyond each square in the eight directions, as two vectors of
/// four lanes in the order of the shift amounts 1, 8, 9, 7: `up` towards higher
/// square indices (right, down, down-right, down-left), `down` towards lower
/// (left, up, up-left, up-right).
#[repr(C, align(32))]
struct Rays {
    up: [u64; 4],
    down: [u64; 4],
}

static RAYS: [Rays; 64] = {
    use crate::engine::bitboard::RAYS as BY_DIRECTION;
    // Where the lanes' directions stand in `Direction::ALL` (up, up-right,
    // right, down-right, down, down-left, left, up-left).
    const UP: [usize; 4] = [2, 4, 3, 5];
    const DOWN: [usize; 4] = [6, 0, 7, 1];
    let mut rays = [const {
        Rays {
            up: [0; 4],
            down: [0; 4],
        }
    }; 64];
    let mut index = 0;
    while index < 64 {
        let mut lane = 0;
        while lane < 4 {
            rays[index].up[lane] = BY_DIRECTION[index][UP[lane]];
            rays[index].down[lane] = BY_DIRECTION[index][DOWN[lane]];
            lane += 1;
        }
        index += 1;
    }
    rays
};

/// The union of the four lanes.
#[inline(always)]
fn or_lanes(_proof: Modern, v: __m256i) -> u64 {
    // SAFETY: `_proof` shows the processor has AVX2 (see the module's comment).
    unsafe {
        let half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
        _mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))) as u64
    }
}

/// The squares where the side owning `player` may move, facing `opponent`.
///
/// Kogge-Stone fill in the four lanes at once: runs of opponent discs next to a
/// player disc grow one step, then two steps twice (up to six discs), both ways.
#[inline(always)]
pub(super) fn legal_moves(proof: Modern, player: u64, opponent: u64) -> u64 {
    // SAFETY: `proof` shows the processor has AVX2 (see the module's comment);
    // nothing here reads or writes memory.
    let moves = unsafe {
        let one = _mm256_set_epi64x(7, 9, 8, 1);
        let two = _mm256_set_epi64x(14, 18, 16, 2);
        let p = _mm256_set1_epi64x(player as i64);
        let mask = _mm256_and_si256(
            _mm256_set1_epi64x(opponent as i64),
            _mm256_set_epi64x(INNER, INNER, -1, INNER),
        );
        let mut up = _mm256_and_si256(mask, _mm256_sllv_epi64(p, one));
        let mut down = _mm256_and_si256(mask, _mm256_srlv_epi64(p, one));
        up = _mm256_or_si256(up, _mm256_and_si256(mask, _mm256_sllv_epi64(up, one)));
        down = _mm256_or_si256(down, _mm256_and_si256(mask, _mm256_srlv_epi64(down, one)));
        // Pairs of adjacent opponent discs, for the two-step growth.
        let pairs_up = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, one));
        let pairs_down = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, one));
        for _ in 0..2 {
            up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, two)));
            down = _mm256_or_si256(
                down,
                _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, two)),
            );
        }
        _mm256_or_si256(_mm256_sllv_epi64(up, one), _mm256_srlv_epi64(down, one))
    };
    or_lanes(proof, moves) & !(player | opponent)
}

/// The opponent discs flipped when `player` plays on the empty square `index`
/// (zero when the move encloses nothing).
#[inline(always)]
pub(super) fn flips(proof: Modern, player: u64, opponent: u64, index: u8) -> u64 {
    let rays = &RAYS[index as usize & 63];
    // SAFETY: `proof` shows the processor has AVX2 (see the module's comment);
    // the two loads read 32 bytes each from `rays.up` and `rays.down`, arrays of
    // four u64 (32 bytes) in a static.
    let flipped = unsafe {
        let zero = _mm256_setzero_si256();
        let one = _mm256_set_epi64x(7, 9, 8, 1);
        let two = _mm256_set_epi64x(14, 18, 16, 2);
        let four = _mm256_set_epi64x(28, 36, 32, 4);
        let p = _mm256_set1_epi64x(player as i64);
        let o = _mm256_set1_epi64x(opponent as i64);
        let up = _mm256_loadu_si256(rays.up.as_ptr().cast());
        let down = _mm256_loadu_si256(rays.down.as_ptr().cast());

        // Towards higher indices the nearest square that is not an opponent
        // disc is the lowest one; it closes the line when it is the player's,
        // and the ray squares below it flip.
        let open = _mm256_andnot_si256(o, up);
        let nearest = _mm256_and_si256(open, _mm256_sub_epi64(zero, open));
        let closer = _mm256_and_si256(nearest, p);
        let below = _mm256_and_si256(_mm256_sub_epi64(closer, _mm256_set1_epi64x(1)), up);
        let flipped_up = _mm256_andnot_si256(_mm256_cmpeq_epi64(closer, zero), below);

        // Towards lower indices the nearest is the highest. Smear every
        // non-opponent ray square over the ray squares beyond it (up to seven
        // steps); a player disc shifted one step back towards `index` then
        // survives only from the nearest square, and every ray square from
        // there up to `index` flips.
        let mut blocked = _mm256_andnot_si256(o, down);
        blocked = _mm256_or_si256(blocked, _mm256_srlv_epi64(blocked, one));
        blocked = _mm256_or_si256(blocked, _mm256_srlv_epi64(blocked, two));
        blocked = _mm256_or_si256(blocked, _mm256_srlv_epi64(blocked, four));
        let closer =
            _mm256_andnot_si256(blocked, _mm256_sllv_epi64(_mm256_and_si256(p, down), one));
        let flipped_down = _mm256_and_si256(down, _mm256_sub_epi64(zero, closer));

        _mm256_or_si256(flipped_up, flipped_down)
    };
    or_lanes(proof, flipped)
}
