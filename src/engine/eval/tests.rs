use super::file::{self, Provenance};
use super::train::{Recipe, train};
use super::*;
use crate::engine::board::Board;
use crate::engine::search::{Level, Rng};
use crate::engine::symmetry::Symmetry;

/// Weights with every slot a random number, so that a fault in the tables'
/// folding shows.
fn random_weights(seed: u64) -> Compact {
    let mut rng = Rng::new(seed);
    let stages = (0..STAGES)
        .map(|_| {
            (0..Compact::stage_len())
                .map(|_| rng.below(2001) as i16 - 1000)
                .collect()
        })
        .collect();
    Compact { stages }
}

/// A position reached by `plies` random moves from the start.
fn random_position(rng: &mut Rng, plies: u32) -> Board {
    let mut board = Board::start();
    for _ in 0..plies {
        match rng.pick(board.legal_moves()) {
            Some(square) => {
                board.play(square);
            }
            None if board.pass().is_ok() => {}
            None => break,
        }
    }
    board
}

#[test]
fn the_embedded_weights_load() {
    let loaded = PatternWeights::from_bytes(EMBEDDED);
    assert!(loaded.is_ok(), "{loaded:?}");
    assert_eq!(PatternWeights::embedded(), &loaded.unwrap());
}

#[test]
fn a_file_of_another_version_or_damaged_is_refused() {
    let bytes = file::write(&random_weights(1), Provenance::default());
    assert!(PatternWeights::from_bytes(&bytes).is_ok());
    let mut version = bytes.clone();
    version[8] = version[8].wrapping_add(1);
    assert_eq!(
        PatternWeights::from_bytes(&version),
        Err(LoadError::Version(FORMAT_VERSION + 1))
    );
    let mut magic = bytes.clone();
    magic[0] = b'X';
    assert_eq!(
        PatternWeights::from_bytes(&magic),
        Err(LoadError::NotWeights)
    );
    let mut layout = bytes.clone();
    layout[10] ^= 1;
    assert_eq!(PatternWeights::from_bytes(&layout), Err(LoadError::Layout));
    let mut body = bytes.clone();
    let middle = bytes.len() / 2;
    body[middle] ^= 0x40;
    assert_eq!(PatternWeights::from_bytes(&body), Err(LoadError::Damaged));
    for cut in [0, 9, 40, bytes.len() - 1] {
        assert!(PatternWeights::from_bytes(&bytes[..cut]).is_err(), "{cut}");
    }
}

#[test]
fn weights_written_read_back_the_same() {
    let weights = random_weights(2);
    let provenance = Provenance {
        seed: 7,
        positions: 99,
    };
    let bytes = file::write(&weights, provenance);
    assert_eq!(
        file::read_with_provenance(&bytes),
        Ok((weights, provenance))
    );
}

#[test]
fn every_square_is_read_by_some_pattern_and_each_stage_has_its_weights() {
    let covered = patterns::instances()
        .iter()
        .flat_map(|i| i.squares[..i.len].iter())
        .fold(0u64, |set, &sq| set | 1 << sq);
    assert_eq!(covered, !0);
    assert_eq!(stage(60), STAGES - 1);
    assert_eq!(stage(1), 0);
    assert_eq!(PatternWeights::zero().tables.len(), STAGES * STAGE_LEN);
}

#[test]
fn the_evaluation_is_the_same_under_the_eight_symmetries() {
    let weights = PatternWeights::expand(&random_weights(3));
    let embedded = PatternWeights::embedded();
    let mut rng = Rng::new(4);
    for n in 0..300 {
        let board = random_position(&mut rng, n % 61);
        let (p, o) = (board.player().0, board.opponent().0);
        let (value, trained) = (weights.evaluate(p, o), embedded.evaluate(p, o));
        for sym in Symmetry::all() {
            let image = sym.board(&board);
            let (ip, io) = (image.player().0, image.opponent().0);
            assert_eq!(weights.evaluate(ip, io), value, "{board:?} {sym:?}");
            assert_eq!(embedded.evaluate(ip, io), trained, "{board:?} {sym:?}");
        }
    }
}

#[test]
fn training_from_the_same_seed_gives_the_same_file() {
    let recipe = Recipe {
        seed: 5,
        games: 6,
        random_min: 10,
        random_max: 40,
        level: Level::Mobility,
        exact_from: 10,
        iterations: 5,
        threads: 2,
    };
    let first = train(&recipe, |_| {});
    assert_eq!(train(&recipe, |_| {}), first);
    let single = Recipe {
        threads: 1,
        ..recipe
    };
    assert_eq!(train(&single, |_| {}), first);
    assert!(PatternWeights::from_bytes(&first).is_ok());
    let other = Recipe { seed: 6, ..recipe };
    assert_ne!(train(&other, |_| {}), first);
}

#[test]
fn fitted_weights_predict_their_samples() {
    // Games labelled by their result: the fit explains most of it.
    let recipe = Recipe {
        seed: 8,
        games: 20,
        random_min: 10,
        random_max: 40,
        level: Level::Mobility,
        exact_from: 10,
        iterations: 60,
        threads: 2,
    };
    let samples = train::self_play(&recipe, &mut |_| {});
    let mut errors = Vec::new();
    train::fit(&samples, recipe.iterations, &mut |p| {
        if let train::Progress::Stage(_, e) = p {
            errors.push(e);
        }
    });
    assert_eq!(errors.len(), STAGES);
    let spread = (samples
        .iter()
        .map(|s| f64::from(s.score).powi(2))
        .sum::<f64>()
        / samples.len() as f64)
        .sqrt();
    assert!(errors.iter().all(|&e| e < spread), "{errors:?} {spread}");
}

/// The evaluation as first written, the reference for the byte-by-byte
/// reading: each pattern place read square by square, the moves counted by
/// the scalar move generator.
fn reference_evaluation(weights: &PatternWeights, player: u64, opponent: u64) -> i32 {
    let empties = (!(player | opponent)).count_ones();
    let base = stage(empties) * STAGE_LEN;
    let table = &weights.tables[base..base + STAGE_LEN];
    let mut total = 0i32;
    for instance in patterns::instances() {
        total += i32::from(table[instance.offset + instance.index(player, opponent)]);
    }
    let mine = (legal_moves(player, opponent).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    let theirs = (legal_moves(opponent, player).count_ones() as usize).min(MOBILITY_SLOTS - 1);
    total += i32::from(table[MOBILITY_AT + mine]);
    total += i32::from(table[MOBILITY_AT + MOBILITY_SLOTS + theirs]);
    total + i32::from(table[MOBILITY_AT + 2 * MOBILITY_SLOTS])
}

#[test]
fn the_evaluation_read_by_lines_equals_the_square_by_square_reference() {
    let weights = PatternWeights::expand(&random_weights(6));
    let embedded = PatternWeights::embedded();
    let mut rng = Rng::new(7);
    let mut positions = Vec::new();
    for n in 0..3000 {
        let board = random_position(&mut rng, n % 61);
        positions.push((board.player().0, board.opponent().0));
        // Any two disjoint sets of discs, reachable or not.
        let (a, b) = (rng.next_u64(), rng.next_u64());
        positions.push((a & b, !a & rng.next_u64()));
    }
    positions.extend([
        (0, 0),
        (!0, 0),
        (0, !0),
        (0x5555_5555_5555_5555, !0x5555_5555_5555_5555),
    ]);
    for (p, o) in positions {
        for w in [&weights, embedded] {
            let expected = reference_evaluation(w, p, o);
            assert_eq!(w.evaluate(p, o), expected, "{p:#x} {o:#x}");
            assert_eq!(w.evaluate_on(Portable, p, o), expected, "{p:#x} {o:#x}");
            #[cfg(target_arch = "x86_64")]
            if let Some(cpu) = crate::engine::cpu::Modern::detect() {
                let fast = cpu.run(
                    #[inline(always)]
                    move || w.evaluate_on(cpu, p, o),
                );
                assert_eq!(fast, expected, "{p:#x} {o:#x}");
            }
        }
    }
}

/// Evaluated from the places' numbers kept move by move, a position gets the
/// value the square-by-square reference gives, on both builds.
#[test]
fn the_evaluation_from_kept_contents_equals_the_reference() {
    let weights = PatternWeights::expand(&random_weights(8));
    let embedded = PatternWeights::embedded();
    let mut rng = Rng::new(9);
    for n in 0..2000 {
        let board = random_position(&mut rng, n % 61);
        let (p, o) = (board.player().0, board.opponent().0);
        let mut moves = legal_moves(p, o);
        while moves != 0 {
            let square = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let flipped = crate::engine::bitboard::flips(p, o, square);
            let contents = Contents::of(p, o).after(square, flipped);
            let (cp, co) = (o & !flipped, p | flipped | 1 << square);
            for w in [&weights, embedded] {
                let expected = reference_evaluation(w, cp, co);
                assert_eq!(w.evaluate_contents(Portable, &contents, cp, co), expected);
                #[cfg(target_arch = "x86_64")]
                if let Some(cpu) = crate::engine::cpu::Modern::detect() {
                    let fast = cpu.run(
                        #[inline(always)]
                        move || w.evaluate_contents(cpu, &contents, cp, co),
                    );
                    assert_eq!(fast, expected, "{cp:#x} {co:#x}");
                }
            }
        }
    }
}
