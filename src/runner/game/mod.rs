//! A game as a pure state machine: a learner against the computer or two people
//! on one board. Moves in, [`Event`]s out: each move with its lines, a pass with
//! its reason, the end with the count and why; undo and redo (against the
//! computer, undo takes back its reply too), a new game with the colours
//! swapped, an optional turn timer driven by [`GameSession::tick`], the record
//! saved and loaded ([`record`]), and the finished game replayed move by move
//! ([`crate::runner::Replay`]). No I/O, no words: plain mode and the full-screen
//! tutor drive the same session.
//!
//! The computer's move is asked for separately ([`GameSession::computer_move`]),
//! so that a screen can show a person's move before the computer answers, or
//! let [`Thinking::choose`] run on another thread.

mod events;
mod history;
pub mod record;
#[cfg(test)]
mod tests;

use std::time::Duration;

pub use events::{EndReason, Event, GameEnd, Mover, Played};

use crate::engine::search::{self, Budget, Level, Rng, mix};
use crate::engine::{Board, Color, Game, Move, Square, Status};
use crate::runner::replay::Replay;

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
    /// A learner against the computer at `level`; `learner` is the learner's
    /// colour in the first game.
    Computer { level: Level, learner: Color },
    /// Two people on one board; player 1 plays black in the first game.
    TwoPeople,
}

/// A turn timer: how long a person has for each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnTimer {
    /// 30 seconds a move.
    Thirty,
    /// 60 seconds a move.
    Sixty,
}

impl TurnTimer {
    /// The timer of `seconds` (30 or 60).
    pub fn new(seconds: u64) -> Option<TurnTimer> {
        match seconds {
            30 => Some(TurnTimer::Thirty),
            60 => Some(TurnTimer::Sixty),
            _ => None,
        }
    }

    /// The time for one move.
    pub const fn limit(self) -> Duration {
        match self {
            TurnTimer::Thirty => Duration::from_secs(30),
            TurnTimer::Sixty => Duration::from_secs(60),
        }
    }
}

/// How a session is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSetup {
    /// Who plays.
    pub players: Players,
    /// The position every game starts from.
    pub start: Board,
    /// Whether the colours swap after each game (the learner or player 1 plays
    /// the other colour in the next game).
    pub swap_colors: bool,
    /// The turn timer, if any. When a person's time runs out, a random legal
    /// move is played for them.
    pub timer: Option<TurnTimer>,
    /// The seed of the computer's random choices and of the timer's moves.
    pub seed: u64,
    /// How much the computer's search may do.
    pub budget: Budget,
}

impl GameSetup {
    /// `players` from the start position, colours swapped after each game, no timer.
    pub fn new(players: Players) -> GameSetup {
        GameSetup {
            players,
            start: Board::start(),
            swap_colors: true,
            timer: None,
            seed: 0,
            budget: Budget::STANDARD,
        }
    }
}

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person plays this colour.
    Person(Color),
    /// The computer plays this colour.
    Computer(Color),
    /// The game is over.
    Over(GameEnd),
}

/// Games won so far, from the seat's side (the learner's, or player 1's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the learner (or player 1) won.
    pub seat: usize,
    /// Games the computer (or player 2) won.
    pub other: usize,
    /// Drawn games.
    pub draws: usize,
}

/// The computer's next move, ready to be worked out (on any thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// The position.
    pub board: Board,
    /// The computer's level.
    pub level: Level,
    /// The seed of its random choices for this move.
    pub seed: u64,
    /// How much its search may do.
    pub budget: Budget,
}

impl Thinking {
    /// The move the computer plays.
    pub fn choose(&self) -> Move {
        search::choose(
            &self.board,
            self.level,
            &mut Rng::new(self.seed),
            self.budget,
        )
    }
}

/// A game session: the game being played, the games before it, the seats.
#[derive(Clone, Debug)]
pub struct GameSession {
    setup: GameSetup,
    game: Game,
    /// The colour of the learner (against the computer) or of player 1.
    seat: Color,
    /// The game's number, from 1.
    number: usize,
    /// Finished games before this one.
    tally: Tally,
    /// Time left for the person to move, when there is a timer.
    time_left: Option<Duration>,
    /// The finished game replayed, while it is.
    replay: Option<Replay>,
    /// The game was loaded already over: no game played here, so it is not
    /// counted (until a move is played in it).
    loaded_over: bool,
}

impl GameSession {
    /// A session whose first game starts at `setup.start`, with any forced
    /// passes at the start already made (see [`GameSession::opening_events`]).
    pub fn new(setup: GameSetup) -> GameSession {
        let seat = match setup.players {
            Players::Computer { learner, .. } => learner,
            Players::TwoPeople => Color::Black,
        };
        let mut session = GameSession {
            setup,
            game: Game::new(setup.start),
            seat,
            number: 1,
            tally: Tally::default(),
            time_left: None,
            replay: None,
            loaded_over: false,
        };
        session.settle();
        session
    }

    /// What the start position already says: a forced pass, or a game over.
    pub fn opening_events(&self) -> Vec<Event> {
        let mut events: Vec<Event> = self
            .game
            .moves()
            .iter()
            .zip(self.game.replay())
            .filter(|(mv, _)| **mv == Move::Pass)
            .map(|(_, (_, board))| Event::Passed {
                player: board.to_move(),
            })
            .collect();
        if let Turn::Over(end) = self.turn() {
            events.push(Event::Ended(end));
        }
        events
    }

    /// How the session was set up.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The game being played, with its history.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        self.game.board()
    }

    /// The colour of the learner (against the computer) or of player 1.
    pub fn seat(&self) -> Color {
        self.seat
    }

    /// The computer's colour and level, when it plays.
    pub fn computer(&self) -> Option<(Color, Level)> {
        match self.setup.players {
            Players::Computer { level, .. } => Some((self.seat.opposite(), level)),
            Players::TwoPeople => None,
        }
    }

    /// The game's number, from 1.
    pub fn number(&self) -> usize {
        self.number
    }

    /// Games won so far, this one included once it is over (a game loaded
    /// already over was not played here, and is not counted).
    pub fn tally(&self) -> Tally {
        let mut tally = self.tally;
        if let Turn::Over(end) = self.turn()
            && !self.loaded_over
        {
            count(&mut tally, self.seat, end);
        }
        tally
    }

    /// Whether the game has moves in it and is not over: a new game or a
    /// loaded one would throw it away, so plain mode and the full screen ask
    /// first.
    pub fn unfinished(&self) -> bool {
        !matches!(self.turn(), Turn::Over(_)) && !self.game.moves().is_empty()
    }

    /// The time left for the person to move (with a timer, on a person's turn).
    pub fn time_left(&self) -> Option<Duration> {
        self.time_left
    }

    /// The replay of the finished game, while it is replayed.
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Turn {
        let board = self.board();
        match board.status() {
            Status::Over(outcome) => Turn::Over(GameEnd::of(outcome)),
            _ => match self.computer() {
                Some((color, _)) if color == board.to_move() => Turn::Computer(color),
                _ => Turn::Person(board.to_move()),
            },
        }
    }

    /// The last move played in this game (not a pass), with who played it.
    pub fn last_played(&self) -> Option<Played> {
        let steps: Vec<(Option<Move>, &Board)> = self.game.replay().collect();
        steps.windows(2).rev().find_map(|pair| {
            let (_, before) = pair[0];
            let (Some(Move::Play(square)), after) = pair[1] else {
                return None;
            };
            Some(Played {
                mover: self.mover_of(before.to_move()),
                explanation: before.explain(square),
                after: *after,
            })
        })
    }

    fn mover_of(&self, color: Color) -> Mover {
        match self.computer() {
            Some((computer, _)) if computer == color => Mover::Computer,
            _ => Mover::Person,
        }
    }

    /// A person plays `square`.
    pub fn play(&mut self, square: Square) -> Vec<Event> {
        if let Some(refusal) = self.refusal() {
            return vec![refusal];
        }
        self.place(square, Mover::Person)
    }

    /// A person asks to pass: refused while they have a legal move (passes
    /// without a legal move are made for them).
    pub fn pass(&mut self) -> Vec<Event> {
        if let Some(refusal) = self.refusal() {
            return vec![refusal];
        }
        let board = self.board();
        vec![Event::PassRefused {
            player: board.to_move(),
            moves: board.legal_moves(),
        }]
    }

    /// Why a person cannot move now, if they cannot.
    fn refusal(&self) -> Option<Event> {
        if self.replay.is_some() {
            return Some(Event::Replaying);
        }
        match self.turn() {
            Turn::Over(_) => Some(Event::GameIsOver),
            Turn::Computer(_) => Some(Event::NotYourTurn),
            Turn::Person(_) => None,
        }
    }

    /// Plays `square` for the side to move, then any forced passes, and the end.
    fn place(&mut self, square: Square, mover: Mover) -> Vec<Event> {
        let before = *self.board();
        match self.game.play(square) {
            Err(e) => vec![Event::Refused(e)],
            Ok(_) => {
                self.loaded_over = false;
                let mut events = vec![Event::Played(Box::new(Played {
                    mover,
                    explanation: before.explain(square),
                    after: *self.board(),
                }))];
                events.extend(self.settle());
                events
            }
        }
    }

    /// Passes for every side that must, reports the end, and sets the timer
    /// for the next turn.
    fn settle(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        while self.game.status() == Status::MustPass {
            let player = self.board().to_move();
            if self.game.pass().is_err() {
                break;
            }
            events.push(Event::Passed { player });
        }
        if let Status::Over(outcome) = self.game.status() {
            events.push(Event::Ended(GameEnd::of(outcome)));
        }
        self.reset_timer();
        events
    }

    fn reset_timer(&mut self) {
        self.time_left = match (self.setup.timer, self.turn()) {
            (Some(timer), Turn::Person(_)) if self.replay.is_none() => Some(timer.limit()),
            _ => None,
        };
    }

    /// The computer's next move to work out, when it is the computer's turn.
    pub fn thinking(&self) -> Option<Thinking> {
        if self.replay.is_some() {
            return None;
        }
        let Turn::Computer(_) = self.turn() else {
            return None;
        };
        let (_, level) = self.computer()?;
        Some(Thinking {
            board: *self.board(),
            level,
            seed: self.move_seed(),
            budget: self.setup.budget,
        })
    }

    /// A seed for the move about to be made, from the session's seed, the game's
    /// number and the moves so far.
    fn move_seed(&self) -> u64 {
        let ply = self.game.moves().len() as u64;
        mix(self.setup.seed ^ mix((self.number as u64) << 8 | ply))
    }

    /// The computer plays `mv` (as worked out by [`Thinking::choose`]); refused
    /// when it is not the computer's turn or the move is not legal.
    pub fn computer_played(&mut self, mv: Move) -> Vec<Event> {
        if self.thinking().is_none() {
            return vec![Event::NotYourTurn];
        }
        match mv {
            Move::Play(square) => self.place(square, Mover::Computer),
            Move::Pass => self.settle(),
        }
    }

    /// Works out the computer's move and plays it (nothing when it is not the
    /// computer's turn).
    pub fn computer_move(&mut self) -> Vec<Event> {
        match self.thinking() {
            Some(thinking) => self.computer_played(thinking.choose()),
            None => Vec::new(),
        }
    }

    /// Time passes on the turn timer. When a person's time runs out, a random
    /// legal move is played for them ([`Mover::Timer`]).
    pub fn tick(&mut self, elapsed: Duration) -> Vec<Event> {
        let Some(left) = self.time_left else {
            return Vec::new();
        };
        if elapsed < left {
            self.time_left = Some(left - elapsed);
            return Vec::new();
        }
        let board = *self.board();
        let mut rng = Rng::new(self.move_seed() ^ 0x7469_6d65);
        let Some(square) = rng.pick(board.legal_moves()) else {
            return Vec::new();
        };
        let mut events = vec![Event::TimeUp {
            player: board.to_move(),
        }];
        events.extend(self.place(square, Mover::Timer));
        events
    }

    /// `square` played for the side to move, chosen by `mover` on another
    /// machine (a class game's move, as the server tells it): a timer's move
    /// says first that the time was up.
    pub fn play_for(&mut self, square: Square, mover: Mover) -> Vec<Event> {
        let player = self.board().to_move();
        let played = self.place(square, mover);
        if mover == Mover::Timer && matches!(played.first(), Some(Event::Played(_))) {
            let mut events = vec![Event::TimeUp { player }];
            events.extend(played);
            return events;
        }
        played
    }

    /// The time shown as left for the move to come, kept by a clock elsewhere
    /// (a class game's, on the server).
    pub fn set_time_left(&mut self, left: Option<Duration>) {
        self.time_left = left;
    }

    /// Time passes on a clock kept elsewhere: the time left shrinks, and no
    /// move is played here when it runs out.
    pub fn count_down(&mut self, elapsed: Duration) {
        if let Some(left) = self.time_left {
            self.time_left = Some(left.saturating_sub(elapsed));
        }
    }

    /// Starts the next game from the setup's position; the colours swap when
    /// the setup says so. A finished game counts in the tally.
    pub fn new_game(&mut self) -> Vec<Event> {
        self.tally = self.tally();
        self.loaded_over = false;
        if self.setup.swap_colors {
            self.seat = self.seat.opposite();
        }
        self.number += 1;
        self.replay = None;
        self.game = Game::new(self.setup.start);
        let mut events = vec![Event::NewGame {
            number: self.number,
            seat: self.seat,
        }];
        events.extend(self.settle());
        events
    }

    /// Starts replaying the finished game from its start (`false`, and nothing
    /// changes, while the game is not over).
    pub fn start_replay(&mut self) -> bool {
        if !matches!(self.turn(), Turn::Over(_)) {
            return false;
        }
        self.replay = Some(Replay::new(&self.game));
        self.time_left = None;
        true
    }

    /// The replay, to step through (while replaying).
    pub fn replay_mut(&mut self) -> Option<&mut Replay> {
        self.replay.as_mut()
    }

    /// Stops replaying: the board is the finished game's last position again.
    pub fn stop_replay(&mut self) {
        self.replay = None;
    }
}

/// Counts a finished game in `tally`, from the side of `seat`.
fn count(tally: &mut Tally, seat: Color, end: GameEnd) {
    match end.outcome.winner() {
        Some(winner) if winner == seat => tally.seat += 1,
        Some(_) => tally.other += 1,
        None => tally.draws += 1,
    }
}
