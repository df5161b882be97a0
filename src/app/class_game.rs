//! Class games, from a pupil's side: what a pupil asks the class ([`ClassAsk`],
//! an effect the executor hands to the [`ClassLink`]) and what the class tells
//! them ([`ClassNews`], a message). The class itself (who is online, the
//! games' one true state, the clock, the ratings) lives in the server; the app
//! only shows it: the list of classmates, an invitation over any screen, and
//! the game screen of a class game, whose board follows the server's record.

use std::time::Duration;

use crate::engine::{Color, Move, Square};
use crate::runner::game::{Event, GameSession, GameSetup, Mover, Players};
use crate::runner::{Answer, Command, GameCommand};

use super::Key;
use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, HELP, QUIT};
use super::class_view::{ClassSettings, Follow, TeacherAsk, TeacherNews};
use super::effect::Effect;
use super::game::{Confirm, GameEffect, GameScreen};
use super::game_said::GameSaid;
use super::{App, Arrow, Msg, Screen};
use crate::i18n::{Does, Place};

/// What a pupil asks the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassAsk {
    /// The classmates online and free, for the list (they come as news).
    Classmates,
    /// An invitation to this classmate (by name).
    Invite(String),
    /// The invitation sent withdrawn.
    Withdraw,
    /// The invitation of this classmate accepted (or declined).
    Answer {
        /// Who invited.
        from: String,
        /// Accepted.
        accept: bool,
    },
    /// A move in the pupil's class game.
    Play(Square),
    /// The pupil leaves the game screen: the seat waits, as for a pupil who left.
    Away,
    /// Back to the pupil's class game, if one goes on.
    Back,
    /// The pupil's answer to the step the class follows, as the pupil's own
    /// copy of the step judged it.
    FollowAnswer {
        /// Where the class was.
        follow: Follow,
        /// The answer.
        answer: Answer,
        /// Whether it is right.
        right: bool,
    },
    /// What the teacher asks of the class (heard from a teacher's session only).
    Teacher(TeacherAsk),
}

/// A class game as the server holds it, for one of its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassGame {
    /// The game's number in the class.
    pub id: u64,
    /// Who plays black.
    pub black: String,
    /// Who plays white.
    pub white: String,
    /// The colour of the pupil told.
    pub you: Color,
    /// The game between the same two, from 1.
    pub number: usize,
    /// The record so far (`f5d6…`).
    pub record: String,
    /// Who chose the last move (a person, the computer for a seat left, the timer).
    pub last_mover: Mover,
    /// The time left for the move to come, with a timer.
    pub time_left: Option<Duration>,
    /// Whether legal-move dots are allowed.
    pub dots: bool,
}

impl ClassGame {
    /// The other player's name.
    pub fn opponent(&self) -> &str {
        match self.you {
            Color::Black => &self.white,
            Color::White => &self.black,
        }
    }

    /// The name of who plays `color`.
    pub fn name_of(&self, color: Color) -> &str {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// What the class tells a pupil.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassNews {
    /// The classmates online and free now.
    Classmates(Vec<String>),
    /// This classmate invites the pupil to a game.
    Invited(String),
    /// This classmate withdrew the invitation (or left).
    Withdrawn(String),
    /// This classmate declined the pupil's invitation.
    Declined(String),
    /// This classmate is not free (in a game, gone, or the pupil is busy).
    NotFree(String),
    /// A class game of the pupil's, as it is now (a move landed, or it began).
    Game(Box<ClassGame>),
    /// The opponent left: the computer plays for them after the grace time.
    OpponentLeft(String),
    /// The opponent is back in the seat.
    OpponentBack(String),
    /// The pupil's class rating before and after the game just ended.
    Rated {
        /// Before.
        before: i64,
        /// After.
        after: i64,
    },
    /// The class settings now.
    Settings(ClassSettings),
    /// Where the demo the class follows is now (none: it ended).
    Follow(Option<Follow>),
    /// What the class tells the teacher.
    Teacher(TeacherNews),
}

/// Where a pupil's class requests go: the server's side, as the classroom
/// gives it to the executor.
pub trait ClassLink: Send + std::fmt::Debug {
    /// Hands `ask` to the class.
    fn ask(&self, ask: ClassAsk);
}

/// What a pupil's class state is on top of the screen shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassState {
    /// An invitation shown over the screen, from this classmate.
    pub invitation: Option<String>,
    /// The class settings, as the class last told them.
    pub settings: Option<ClassSettings>,
}

/// The list of classmates online and free.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassmatesScreen {
    /// The names, as the class gave them.
    pub names: Vec<String>,
    /// The name chosen.
    pub selected: usize,
    /// The classmate invited, while the answer is awaited.
    pub waiting: Option<String>,
    /// What the last answer said.
    pub said: Option<ClassSaid>,
}

/// What the classmates' list or a class game says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassSaid {
    /// This classmate declined.
    Declined(String),
    /// This classmate is not free.
    NotFree(String),
    /// This classmate withdrew the invitation.
    Withdrawn(String),
    /// It is this classmate's turn.
    TheirTurn(String),
    /// A class game takes no move back.
    NoUndo,
    /// Dots are not allowed in class games.
    NoDots,
    /// The opponent left; the computer plays for them after a while.
    Left(String),
    /// The opponent is back.
    Back(String),
    /// The class rating moved.
    Rated(i64, i64),
    /// The game goes on without the pupil: Esc again leaves it.
    ConfirmLeave,
    /// An invitation to play again was sent to this classmate.
    Invited(String),
}

/// The seat of a class game on its game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassSeat {
    /// The game as last told.
    pub game: ClassGame,
    /// Whether the pupil may show legal-move dots.
    pub dots_allowed: bool,
}

impl App {
    /// Whether this tutor is a pupil's in a classroom.
    pub fn in_class(&self) -> bool {
        self.class.is_some()
    }

    /// The invitation shown over the screen, if one is.
    pub fn invitation(&self) -> Option<&str> {
        self.class.as_ref()?.invitation.as_deref()
    }

    /// Opens the list of classmates and asks the class who is free (or, with
    /// a class game going on, goes back to it).
    pub fn open_classmates(&mut self) {
        self.screen = Screen::Classmates(ClassmatesScreen::default());
        self.ask(Effect::Class(ClassAsk::Back));
        self.ask(Effect::Class(ClassAsk::Classmates));
    }
}

/// The invitation shown answered.
pub(super) fn answer(app: &mut App, accept: bool) {
    let Some(from) = app.class.as_mut().and_then(|c| c.invitation.take()) else {
        return;
    };
    if accept && let Screen::Classmates(list) = &mut app.screen {
        list.waiting = None;
    }
    app.ask(Effect::Class(ClassAsk::Answer { from, accept }));
}

/// A key on the classmates' list.
pub(super) fn classmates(app: &mut App, msg: Msg) {
    let Screen::Classmates(list) = &mut app.screen else {
        return;
    };
    match msg {
        Msg::Arrow(Arrow::Up) => list.selected = list.selected.saturating_sub(1),
        Msg::Arrow(Arrow::Down) => {
            list.selected = (list.selected + 1).min(list.names.len().saturating_sub(1));
        }
        Msg::Enter | Msg::Space if list.waiting.is_none() => {
            if let Some(name) = list.names.get(list.selected).cloned() {
                list.said = None;
                list.waiting = Some(name.clone());
                app.ask(Effect::Class(ClassAsk::Invite(name)));
            }
        }
        Msg::Escape | Msg::Backspace if list.waiting.is_some() => {
            list.waiting = None;
            app.ask(Effect::Class(ClassAsk::Withdraw));
        }
        Msg::Escape | Msg::Backspace => app.open_play(),
        _ => {}
    }
}

/// What the class told the pupil.
pub(super) fn news(app: &mut App, news: ClassNews) {
    let Some(class) = app.class.as_mut() else {
        return;
    };
    match news {
        ClassNews::Invited(from) => class.invitation = Some(from),
        ClassNews::Withdrawn(from) => {
            if class.invitation.as_deref() == Some(from.as_str()) {
                class.invitation = None;
            }
            list_says(app, ClassSaid::Withdrawn(from), false);
        }
        ClassNews::Declined(by) => list_says(app, ClassSaid::Declined(by), true),
        ClassNews::NotFree(name) => list_says(app, ClassSaid::NotFree(name), true),
        ClassNews::Classmates(names) => {
            if let Screen::Classmates(list) = &mut app.screen {
                let chosen = list.names.get(list.selected).cloned();
                list.names = names;
                list.selected = chosen
                    .and_then(|c| list.names.iter().position(|n| *n == c))
                    .unwrap_or(0)
                    .min(list.names.len().saturating_sub(1));
            }
        }
        ClassNews::Game(game) => game_news(app, *game),
        ClassNews::OpponentLeft(name) => game_says(app, ClassSaid::Left(name)),
        ClassNews::OpponentBack(name) => game_says(app, ClassSaid::Back(name)),
        ClassNews::Rated { before, after } => game_says(app, ClassSaid::Rated(before, after)),
        ClassNews::Settings(settings) => class.settings = Some(settings),
        ClassNews::Follow(follow) => super::follow::news(app, follow),
        ClassNews::Teacher(news) => super::dashboard::news(app, news),
    }
}

/// Said on the classmates' list, if it is shown (`stop`: the invitation awaited ends).
fn list_says(app: &mut App, said: ClassSaid, stop: bool) {
    match &mut app.screen {
        Screen::Classmates(list) => {
            if stop {
                list.waiting = None;
            }
            list.said = Some(said);
        }
        // A game over, whose rematch was declined.
        Screen::Game(game) if game.class.is_some() && stop => {
            game.said.push(GameSaid::Class(said));
        }
        _ => {}
    }
}

/// Said after what the class game screen says, if one is shown.
fn game_says(app: &mut App, said: ClassSaid) {
    if let Screen::Game(game) = &mut app.screen
        && game.class.is_some()
    {
        game.said.push(GameSaid::Class(said));
    }
}

/// A class game's state: on its screen, the moves that landed are played
/// with their lines; elsewhere, the game's screen opens at its position.
fn game_news(app: &mut App, game: ClassGame) {
    if let Screen::Game(screen) = &mut app.screen
        && screen
            .class
            .as_ref()
            .is_some_and(|seat| seat.game.id == game.id)
    {
        screen.class_moves(game);
        return;
    }
    let mut session = GameSession::new(GameSetup {
        swap_colors: false,
        ..GameSetup::new(Players::TwoPeople)
    });
    // A record the server wrote is always one; a broken one shows the start.
    let events = session.go_on(&game.record).unwrap_or_default();
    session.set_time_left(game.time_left);
    let dots_allowed = game.dots;
    let dots = dots_allowed && app.dots();
    app.open_game(session, dots);
    if let Screen::Game(screen) = &mut app.screen {
        screen.said = vec![GameSaid::Events(events)];
        screen.class = Some(ClassSeat { game, dots_allowed });
    }
}

impl GameScreen {
    /// The server's state of this class game: the moves that landed since
    /// the last state are played here too, and said with their lines.
    pub(super) fn class_moves(&mut self, game: ClassGame) {
        let Some(seat) = &mut self.class else {
            return;
        };
        let known = self.session.record();
        let mut events = Vec::new();
        match game.record.strip_prefix(known.as_str()) {
            Some(rest) => {
                let moves = crate::engine::notation::parse_record(rest).unwrap_or_default();
                let last = moves
                    .iter()
                    .rposition(|(_, mv)| matches!(mv, Move::Play(_)));
                for (i, (_, mv)) in moves.into_iter().enumerate() {
                    if let Move::Play(square) = mv {
                        let mover = if Some(i) == last {
                            game.last_mover
                        } else {
                            Mover::Person
                        };
                        events.extend(self.session.play_for(square, mover));
                    }
                }
            }
            None => {
                // Not this game's continuation: its record replaces it.
                events = self.session.go_on(&game.record).unwrap_or_default();
            }
        }
        seat.game = game;
        self.session.set_time_left(seat.game.time_left);
        self.tried = None;
        if !events.is_empty() {
            self.said = vec![GameSaid::Events(events)];
        }
    }
}

impl GameScreen {
    /// A message a class game takes its own way (none: as any game): moves
    /// go to the class, which plays them for both players; no undo, no new
    /// game before the end (after it, `n` invites the same classmate again);
    /// the clock is the server's; leaving keeps the seat.
    pub(super) fn class_take(&mut self, msg: &Msg, confirm: Option<Confirm>) -> Option<GameEffect> {
        let seat = self.class.as_ref()?;
        let over = self.is_over();
        let replaying = self.session.replay().is_some();
        let to_move = self.session.board().to_move();
        let theirs =
            (!over && to_move != seat.game.you).then(|| seat.game.name_of(to_move).to_string());
        let said = match msg {
            Msg::Elapsed(elapsed) => {
                self.session.count_down(*elapsed);
                return Some(GameEffect::None);
            }
            Msg::Command(Command::Game(
                GameCommand::Undo | GameCommand::Redo | GameCommand::Load,
            )) => ClassSaid::NoUndo,
            Msg::Command(Command::Game(GameCommand::NewGame)) if over => {
                let name = seat.game.opponent().to_string();
                self.asks
                    .push(Effect::Class(ClassAsk::Invite(name.clone())));
                ClassSaid::Invited(name)
            }
            Msg::Command(Command::Game(GameCommand::NewGame)) => ClassSaid::NoUndo,
            Msg::Command(Command::Game(GameCommand::Dots)) if !seat.dots_allowed => {
                ClassSaid::NoDots
            }
            Msg::Escape if !over && !replaying => {
                if self.cursor.forget() {
                    return Some(GameEffect::None);
                }
                if confirm == Some(Confirm::Leave) {
                    self.asks.push(Effect::Class(ClassAsk::Away));
                    return Some(GameEffect::Leave);
                }
                self.confirm = Some(Confirm::Leave);
                ClassSaid::ConfirmLeave
            }
            Msg::Pass | Msg::Enter | Msg::Space | Msg::Click(_) if over || replaying => {
                return None;
            }
            Msg::Pass | Msg::Enter | Msg::Space | Msg::Click(_) if theirs.is_some() => {
                self.cursor.forget();
                ClassSaid::TheirTurn(theirs.unwrap_or_default())
            }
            Msg::Enter | Msg::Space | Msg::Click(_) => {
                if let Msg::Click(square) = msg {
                    self.cursor.put(*square);
                }
                self.cursor.forget();
                let square = self.cursor.square();
                // Tried here first: a move the rules refuse is explained at
                // once, as in any game; a legal one goes to the class.
                let mut trial = self.session.clone();
                let events = trial.play(square);
                if matches!(events.first(), Some(Event::Played(_))) {
                    self.asks.push(Effect::Class(ClassAsk::Play(square)));
                    self.tried = None;
                } else {
                    self.act(events);
                }
                return Some(GameEffect::None);
            }
            _ => return None,
        };
        self.say(GameSaid::Class(said));
        Some(GameEffect::None)
    }
}

/// What a class game or the classmates' list says, in `ui`'s words.
pub fn class_said(ui: crate::i18n::Ui, said: &ClassSaid) -> String {
    let says = ui.class();
    match said {
        ClassSaid::Declined(name) => says.declined(name),
        ClassSaid::NotFree(name) => says.not_free(name),
        ClassSaid::Withdrawn(name) => says.withdrawn(name),
        ClassSaid::TheirTurn(name) => says.their_turn(name),
        ClassSaid::NoUndo => says.no_undo_in_class().to_string(),
        ClassSaid::NoDots => says.no_dots_in_class().to_string(),
        ClassSaid::Left(name) => says.opponent_left(name),
        ClassSaid::Back(name) => says.opponent_back(name),
        ClassSaid::Rated(before, after) => says.class_rating_moved(*before, *after),
        ClassSaid::ConfirmLeave => {
            let leave = super::bindings::name(super::bindings::at(Place::Game), Does::ToHome);
            says.confirm_leave_class_game(&leave)
        }
        ClassSaid::Invited(name) => {
            let withdraw = super::bindings::name(BINDINGS, Does::Withdraw);
            says.waiting_for_answer(name, &withdraw)
        }
    }
}

/// Whether the classmates' list shown waits for an invitation's answer.
fn waiting(app: &App) -> bool {
    matches!(&app.screen, Screen::Classmates(list) if list.waiting.is_some())
}

fn not_waiting(app: &App) -> bool {
    !waiting(app)
}

/// The classmates' list's bindings: Enter invites the one chosen, Esc takes
/// an invitation back (or goes back).
pub const BINDINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(&[Key::Enter, Key::Char(' ')], Msg::Enter, Does::Invite)
        .when(not_waiting)
        .on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Withdraw)
        .when(waiting)
        .on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Back)
        .when(not_waiting)
        .on_bar(),
    HELP,
    QUIT,
];
