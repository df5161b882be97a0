//! Game sessions driven move by move: against the computer and between two
//! people, undo and redo, passes and the end, the timer, new games, save and load.

use std::time::Duration;

use super::*;
use crate::engine::{Bitboard, MoveError};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn set(squares: &[&str]) -> u64 {
    squares.iter().map(|s| sq(s).bit()).fold(0, |a, b| a | b)
}

fn against(level: Level, learner: Color) -> GameSession {
    GameSession::new(GameSetup::new(Players::Computer { level, learner }))
}

fn two_people() -> GameSession {
    GameSession::new(GameSetup::new(Players::TwoPeople))
}

/// Black c1, h8; white b1, f8, g8; black to move: a1 leaves white without a
/// move, and e8 then takes white's last discs.
fn pass_then_wipe_out() -> Board {
    Board::from_discs(set(&["c1", "h8"]), set(&["b1", "f8", "g8"]), Color::Black).unwrap()
}

fn played(events: &[Event]) -> Vec<(Mover, Square)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Played(p) => Some((p.mover, p.explanation.square)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_learner_moves_and_then_the_computer_answers() {
    let mut s = against(Level::CornersAndEdges, Color::Black);
    assert_eq!(s.turn(), Turn::Person(Color::Black));
    let events = s.play(Square::F5);
    assert_eq!(played(&events), vec![(Mover::Person, Square::F5)]);
    assert_eq!(s.turn(), Turn::Computer(Color::White));
    assert_eq!(s.play(Square::D6), vec![Event::NotYourTurn]);
    let reply = s.computer_move();
    assert!(matches!(played(&reply)[..], [(Mover::Computer, _)]));
    assert_eq!(s.turn(), Turn::Person(Color::Black));
}

#[test]
fn the_computer_opens_when_the_learner_plays_white() {
    let mut s = against(Level::Random, Color::White);
    assert_eq!(s.turn(), Turn::Computer(Color::Black));
    assert_eq!(s.computer_move().len(), 1);
    assert_eq!(s.turn(), Turn::Person(Color::White));
}

#[test]
fn an_illegal_move_is_refused_with_its_explanation() {
    let mut s = two_people();
    let events = s.play(Square::A1);
    assert!(matches!(
        &events[..],
        [Event::Refused(MoveError::EnclosesNothing { .. })]
    ));
    assert_eq!(s.game().moves().len(), 0);
    assert!(matches!(
        s.pass()[..],
        [Event::PassRefused {
            player: Color::Black,
            ..
        }]
    ));
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too_and_redo_plays_both() {
    let mut s = against(Level::MostFlips, Color::Black);
    s.play(Square::F5);
    s.computer_move();
    let after_two = *s.board();
    assert_eq!(s.undo(), vec![Event::Undone { moves: 2 }]);
    assert_eq!(*s.board(), Board::start());
    assert_eq!(s.turn(), Turn::Person(Color::Black));
    assert_eq!(s.redo(), vec![Event::Redone { moves: 2 }]);
    assert_eq!(*s.board(), after_two);
    assert_eq!(s.redo(), vec![Event::NothingToRedo]);
}

#[test]
fn undo_with_no_move_of_the_learners_changes_nothing() {
    let mut s = against(Level::Random, Color::White);
    s.computer_move();
    let board = *s.board();
    assert_eq!(s.undo(), vec![Event::NothingToUndo]);
    assert_eq!(*s.board(), board);
}

#[test]
fn between_two_people_undo_takes_back_one_move() {
    let mut s = two_people();
    s.play(Square::F5);
    s.play(Square::D6);
    assert_eq!(s.undo(), vec![Event::Undone { moves: 1 }]);
    assert_eq!(s.record(), "f5");
    assert_eq!(s.turn(), Turn::Person(Color::White));
}

#[test]
fn a_forced_pass_is_announced_and_a_wipe_out_ends_the_game() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = pass_then_wipe_out();
    let mut s = GameSession::new(setup);
    let events = s.play(Square::A1);
    assert_eq!(
        events[1],
        Event::Passed {
            player: Color::White
        }
    );
    assert_eq!(s.turn(), Turn::Person(Color::Black));
    let events = s.play(Square::E8);
    let Some(Event::Ended(end)) = events.last() else {
        panic!("{events:?}");
    };
    assert_eq!(
        end.reason,
        EndReason::WipeOut {
            wiped: Color::White
        }
    );
    assert_eq!(s.play(Square::D1), vec![Event::GameIsOver]);
}

#[test]
fn undo_takes_a_forced_pass_back_with_the_move_before_it() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = pass_then_wipe_out();
    let mut s = GameSession::new(setup);
    s.play(Square::A1);
    assert_eq!(s.undo(), vec![Event::Undone { moves: 2 }]);
    assert_eq!(*s.board(), pass_then_wipe_out());
    assert_eq!(s.redo(), vec![Event::Redone { moves: 2 }]);
    assert_eq!(s.turn(), Turn::Person(Color::Black));
}

#[test]
fn the_end_says_why_the_game_ended() {
    let outcome = |black, white, empty| crate::engine::Outcome {
        black,
        white,
        empty,
    };
    assert_eq!(GameEnd::of(outcome(40, 24, 0)).reason, EndReason::BoardFull);
    assert_eq!(GameEnd::of(outcome(30, 24, 10)).reason, EndReason::NoMoves);
    assert_eq!(
        GameEnd::of(outcome(0, 24, 40)).reason,
        EndReason::WipeOut {
            wiped: Color::Black
        }
    );
}

#[test]
fn when_the_timer_runs_out_a_random_legal_move_is_played_for_the_person() {
    let mut setup = GameSetup::new(Players::Computer {
        level: Level::Random,
        learner: Color::Black,
    });
    setup.timer = TurnTimer::new(30);
    let mut s = GameSession::new(setup);
    assert_eq!(s.time_left(), Some(Duration::from_secs(30)));
    assert!(s.tick(Duration::from_secs(10)).is_empty());
    assert_eq!(s.time_left(), Some(Duration::from_secs(20)));
    let events = s.tick(Duration::from_secs(25));
    assert_eq!(
        events[0],
        Event::TimeUp {
            player: Color::Black
        }
    );
    let [(Mover::Timer, square)] = played(&events)[..] else {
        panic!("{events:?}");
    };
    assert!(Board::start().is_legal(square));
    // The computer's turn: no clock runs for it.
    assert_eq!(s.time_left(), None);
    assert!(s.tick(Duration::from_secs(99)).is_empty());
    s.computer_move();
    assert_eq!(s.time_left(), Some(Duration::from_secs(30)));
}

#[test]
fn without_a_timer_time_changes_nothing() {
    let mut s = two_people();
    assert!(s.tick(Duration::from_secs(1000)).is_empty());
    assert_eq!(s.game().moves().len(), 0);
}

#[test]
fn a_new_game_swaps_the_colours_and_counts_the_last_one() {
    let mut setup = GameSetup::new(Players::Computer {
        level: Level::Random,
        learner: Color::Black,
    });
    setup.start = pass_then_wipe_out();
    let mut s = GameSession::new(setup);
    s.play(Square::A1);
    s.play(Square::E8);
    assert_eq!(s.tally().seat, 1);
    let events = s.new_game();
    assert_eq!(
        events[0],
        Event::NewGame {
            number: 2,
            seat: Color::White
        }
    );
    assert_eq!(
        s.tally(),
        Tally {
            seat: 1,
            other: 0,
            draws: 0
        }
    );
    assert_eq!(s.turn(), Turn::Computer(Color::Black));
}

#[test]
fn colours_stay_when_swapping_is_off() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.swap_colors = false;
    let mut s = GameSession::new(setup);
    s.new_game();
    assert_eq!(s.seat(), Color::Black);
}

#[test]
fn against_the_computer_a_loaded_game_goes_on_with_the_learner_to_move() {
    // The learner plays white; the game loaded has black to move.
    let mut s = against(Level::Random, Color::White);
    let events = s.load("f5d6\n").unwrap();
    assert_eq!(events, vec![Event::Loaded { moves: 2 }]);
    assert_eq!(s.seat(), Color::Black);
    assert_eq!(s.turn(), Turn::Person(Color::Black));
    assert_eq!(s.computer().map(|(colour, _)| colour), Some(Color::White));
}

#[test]
fn a_saved_game_loads_back_with_its_start_and_its_moves() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = pass_then_wipe_out();
    let mut s = GameSession::new(setup);
    s.play(Square::A1);
    let text = s.saved_text();
    assert_eq!(text.lines().count(), 2);
    let mut other = two_people();
    let events = other.load(&text).unwrap();
    assert_eq!(events[0], Event::Loaded { moves: 2 });
    assert_eq!(other.board(), s.board());
    assert_eq!(other.record(), "a1pa");
    // A plain record plays from the usual start.
    other.load("f5d6c3\n").unwrap();
    assert_eq!(other.turn(), Turn::Person(Color::White));
    assert!(other.load("f5 z9").is_err());
    assert_eq!(other.record(), "f5d6c3");
}

#[test]
fn explain_shows_the_last_move_and_who_played_it() {
    let mut s = against(Level::Random, Color::Black);
    assert_eq!(s.last_played(), None);
    s.play(Square::D3);
    let last = s.last_played().unwrap();
    assert_eq!(last.explanation.square, Square::D3);
    assert_eq!(last.explanation.flips(), Bitboard(Square::D4.bit()));
    assert_eq!(last.mover, Mover::Person);
    s.computer_move();
    assert_eq!(s.last_played().unwrap().mover, Mover::Computer);
}

#[test]
fn a_finished_game_is_replayed_move_by_move_and_moves_wait() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = pass_then_wipe_out();
    let mut s = GameSession::new(setup);
    assert!(!s.start_replay());
    s.play(Square::A1);
    s.play(Square::E8);
    assert!(s.start_replay());
    assert_eq!(s.play(Square::D1), vec![Event::Replaying]);
    let replay = s.replay_mut().unwrap();
    assert!(replay.forward());
    assert_eq!(
        replay.step().last,
        Some((Color::Black, Move::Play(Square::A1)))
    );
    s.stop_replay();
    assert!(s.replay().is_none());
}

#[test]
fn the_computer_plays_the_same_game_with_the_same_seed() {
    let game = |seed| {
        let mut setup = GameSetup::new(Players::Computer {
            level: Level::Random,
            learner: Color::White,
        });
        setup.seed = seed;
        let mut s = GameSession::new(setup);
        s.computer_move();
        s.record()
    };
    assert_eq!(game(5), game(5));
    let all: std::collections::HashSet<String> = (0..20).map(game).collect();
    assert!(all.len() > 1);
}

#[test]
fn a_game_loaded_already_over_is_not_counted_but_one_finished_here_is() {
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = pass_then_wipe_out();
    let mut played = GameSession::new(setup);
    played.play(Square::A1);
    played.play(Square::E8);
    assert!(matches!(played.turn(), Turn::Over(_)));
    let finished = played.saved_text();
    let mut s = GameSession::new(GameSetup::new(Players::TwoPeople));
    assert!(!s.unfinished(), "no move yet: nothing to lose");
    s.play(Square::F5);
    assert!(s.unfinished());
    s.load(&finished).unwrap();
    assert!(!s.unfinished());
    assert_eq!(s.tally(), Tally::default(), "loaded, not played");
    s.new_game();
    assert_eq!(s.tally(), Tally::default(), "nor counted at the next game");
    // Loaded one move before its end, and finished here: it counts.
    let mut half = GameSession::new(setup);
    half.play(Square::A1);
    s.load(&half.saved_text()).unwrap();
    assert!(s.unfinished());
    s.play(Square::E8);
    assert_eq!(s.tally().seat + s.tally().other + s.tally().draws, 1);
}
