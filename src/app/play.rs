//! The play setup screen's state: against the computer (and at which level, with
//! which colour) or two people, legal-move dots, the turn timer, and whether the
//! colours swap after each game; Enter starts the game. A game left unfinished
//! when the tutor was closed is offered first, to go on with
//! ([`Unfinished`]).

use crate::engine::Color;
use crate::engine::search::{Budget, Level};
use crate::runner::game::{GameSetup, Players, TurnTimer};

use super::bindings::{Binding, CHOOSE_DOWN, CHOOSE_UP, DIGITS, HELP, QUIT, Sends};
use super::menus::cycle;
use super::{App, Key, Screen};
use super::{Arrow, Msg};
use crate::i18n::Does;

/// A row of the play setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRow {
    /// The computer or a second person.
    Opponent,
    /// The computer's level, 1-6.
    Level,
    /// The learner's colour in the first game.
    Colour,
    /// Legal-move dots on a person's turn.
    Dots,
    /// The turn timer: off, 30 or 60 seconds.
    Timer,
    /// The colours swap after each game.
    Swap,
    /// Go on with the game left unfinished (shown first, only when there is one).
    GoOn,
}

impl SetupRow {
    /// Every row of choices, in screen order (the order of
    /// `Strings::setup_names`); [`SetupRow::GoOn`] comes before them when offered.
    pub const ALL: [SetupRow; 6] = [
        SetupRow::Opponent,
        SetupRow::Level,
        SetupRow::Colour,
        SetupRow::Dots,
        SetupRow::Timer,
        SetupRow::Swap,
    ];
}

/// What the setup did that the rest of the app must know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupEffect {
    /// Nothing beyond the screen.
    None,
    /// Start the game so set up.
    Start,
    /// Back to the home screen.
    Leave,
    /// Go on with the game left unfinished.
    GoOn,
    /// Choose a classmate to invite.
    Classmates,
}

/// A game left unfinished when the tutor was closed (`q` mid-game), kept in
/// the data folder with its setup, for Play to offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// Its choices (the learner's colour: the one of the game left).
    pub setup: PlaySetup,
    /// The record, as saved.
    pub text: String,
    /// How many moves it has.
    pub moves: usize,
}

/// The first line of a game kept unfinished, before its setup's words.
const KEPT_HEADING: &str = "# reversi-tutor play:";

impl Unfinished {
    /// The file's text: a comment line with the choices, then the record.
    pub fn text_of(setup: &PlaySetup, record: &str) -> String {
        let opponent = match setup.vs_computer {
            true => format!("computer {} {}", setup.level.number(), setup.colour.name()),
            false => "people".to_string(),
        };
        let timer = setup.timer.map_or(0, |t| t.limit().as_secs());
        let on = |b: bool| if b { "on" } else { "off" };
        format!(
            "{KEPT_HEADING} {opponent} dots {} timer {timer} swap {}\n{record}",
            on(setup.dots),
            on(setup.swap)
        )
    }

    /// A kept game read back (none: a file that is not one, or a game over or
    /// empty, which is nothing to go on with).
    pub fn read(text: &str, seed: u64) -> Option<Unfinished> {
        let (first, _) = text.split_once('\n')?;
        let words: Vec<&str> = first
            .strip_prefix(KEPT_HEADING)?
            .split_whitespace()
            .collect();
        let mut setup = PlaySetup::new(false, seed);
        let rest = match words.as_slice() {
            ["computer", level, colour, rest @ ..] => {
                setup.level = Level::new(level.parse().ok()?)?;
                setup.colour = [Color::Black, Color::White]
                    .into_iter()
                    .find(|c| c.name() == *colour)?;
                rest
            }
            ["people", rest @ ..] => {
                setup.vs_computer = false;
                rest
            }
            _ => return None,
        };
        let ["dots", dots, "timer", timer, "swap", swap] = rest else {
            return None;
        };
        setup.dots = *dots == "on";
        setup.swap = *swap == "on";
        setup.timer = match *timer {
            "0" => None,
            seconds => Some(TurnTimer::new(seconds.parse().ok()?)?),
        };
        let game = crate::runner::game::record::read_saved(text).ok()?;
        let over = matches!(game.board().status(), crate::engine::Status::Over(_));
        (!over && !game.moves().is_empty()).then(|| Unfinished {
            setup,
            text: text.to_string(),
            moves: game.moves().len(),
        })
    }
}

/// The choices of the play setup, and the row chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySetup {
    /// Against the computer (else two people on one board).
    pub vs_computer: bool,
    /// The computer's level.
    pub level: Level,
    /// The learner's colour in the first game against the computer.
    pub colour: Color,
    /// Whether legal-move dots show on a person's turn.
    pub dots: bool,
    /// The turn timer, if any.
    pub timer: Option<TurnTimer>,
    /// Whether the colours swap after each game.
    pub swap: bool,
    /// The seed of the computer's random choices.
    pub seed: u64,
    /// The row chosen, among [`PlaySetup::rows`].
    pub selected: usize,
    /// The moves of the game left unfinished, when one is offered.
    pub go_on: Option<usize>,
    /// Whether a classmate may be the opponent (a classroom session).
    pub classroom: bool,
    /// A classmate is the opponent (the class settings set the rest).
    pub classmate: bool,
}

impl PlaySetup {
    /// The usual choices: the computer at level 3, black, no timer, colours
    /// swapped; `dots` as the learner's setting.
    pub fn new(dots: bool, seed: u64) -> PlaySetup {
        PlaySetup {
            vs_computer: true,
            level: Level::CornersAndEdges,
            colour: Color::Black,
            dots,
            timer: None,
            swap: true,
            seed,
            selected: 0,
            go_on: None,
            classroom: false,
            classmate: false,
        }
    }

    /// The rows that mean something for the opponent chosen (level and colour
    /// only against the computer).
    pub fn rows(&self) -> Vec<SetupRow> {
        if self.classmate {
            return vec![SetupRow::Opponent];
        }
        let go_on = self.go_on.map(|_| SetupRow::GoOn);
        go_on
            .into_iter()
            .chain(SetupRow::ALL.into_iter().filter(|row| {
                self.vs_computer || !matches!(row, SetupRow::Level | SetupRow::Colour)
            }))
            .collect()
    }

    /// The row chosen.
    pub fn row(&self) -> SetupRow {
        self.rows()
            .get(self.selected)
            .copied()
            .unwrap_or(SetupRow::Opponent)
    }

    /// The choices that set up `game` (its start position aside), with `dots`:
    /// what the setup screen offers again after a game begun from the command line.
    pub fn of(game: &GameSetup, dots: bool) -> PlaySetup {
        let mut choices = PlaySetup {
            timer: game.timer,
            swap: game.swap_colors,
            ..PlaySetup::new(dots, game.seed)
        };
        match game.players {
            Players::Computer { level, learner } => {
                choices.level = level;
                choices.colour = learner;
            }
            Players::TwoPeople => choices.vs_computer = false,
        }
        choices
    }

    /// The game these choices set up.
    pub fn game_setup(&self) -> GameSetup {
        let players = if self.vs_computer {
            Players::Computer {
                level: self.level,
                learner: self.colour,
            }
        } else {
            Players::TwoPeople
        };
        GameSetup {
            swap_colors: self.swap,
            timer: self.timer,
            seed: self.seed,
            budget: Budget::STANDARD,
            ..GameSetup::new(players)
        }
    }

    /// Acts on `msg`.
    pub fn take(&mut self, msg: Msg) -> SetupEffect {
        let rows = self.rows().len();
        match msg {
            Msg::Enter if self.row() == SetupRow::GoOn => return SetupEffect::GoOn,
            Msg::Enter if self.classmate => return SetupEffect::Classmates,
            Msg::Enter => return SetupEffect::Start,
            Msg::Escape | Msg::Backspace => return SetupEffect::Leave,
            Msg::Arrow(Arrow::Up) => self.selected = self.selected.saturating_sub(1),
            Msg::Arrow(Arrow::Down) => self.selected = (self.selected + 1).min(rows - 1),
            Msg::Arrow(Arrow::Left) => self.change(false),
            Msg::Arrow(Arrow::Right) | Msg::Space => self.change(true),
            // A digit sets the level whichever row is chosen (two people have none).
            Msg::Digit(n) if self.vs_computer => {
                if let Some(level) = Level::new(n) {
                    self.level = level;
                }
            }
            _ => {}
        }
        SetupEffect::None
    }

    /// The chosen row's value changed to the next one (or the one before).
    fn change(&mut self, forward: bool) {
        match self.row() {
            // The computer, two people, a classmate (in a classroom), and round.
            SetupRow::Opponent => {
                let all: &[(bool, bool)] = match self.classroom {
                    true => &[(true, false), (false, false), (false, true)],
                    false => &[(true, false), (false, false)],
                };
                let now = (self.vs_computer, self.classmate);
                (self.vs_computer, self.classmate) = cycle(all, now, forward);
                self.selected = self.selected.min(self.rows().len().saturating_sub(1));
            }
            SetupRow::Level => self.level = cycle(&Level::ALL, self.level, forward),
            SetupRow::Colour => self.colour = self.colour.opposite(),
            SetupRow::Dots => self.dots = !self.dots,
            SetupRow::Timer => {
                let all = [None, Some(TurnTimer::Thirty), Some(TurnTimer::Sixty)];
                self.timer = cycle(&all, self.timer, forward);
            }
            SetupRow::Swap => self.swap = !self.swap,
            SetupRow::GoOn => {}
        }
    }
}

/// The levels `1` to `6`.
const LEVELS: &[Key] = DIGITS.split_at(6).0;

/// Whether the play setup shown has the computer as opponent (two people have no level).
fn vs_computer(app: &App) -> bool {
    matches!(&app.screen, Screen::PlaySetup(setup) if setup.vs_computer)
}

/// The play setup's bindings: ↑ ↓ choose a row, ← → change it, a digit sets
/// the level from any row, Enter starts.
pub const BINDINGS: &[Binding] = &[
    CHOOSE_UP,
    CHOOSE_DOWN,
    Binding::msg(&[Key::Left], Msg::Arrow(Arrow::Left), Does::Change).on_bar(),
    Binding::msg(
        &[Key::Right, Key::Char('l'), Key::Char(' ')],
        Msg::Arrow(Arrow::Right),
        Does::Change,
    )
    .on_bar(),
    Binding::new(LEVELS, Sends::Digit, Does::Level).when(vs_computer),
    Binding::msg(&[Key::Enter], Msg::Enter, Does::Start).on_bar(),
    Binding::msg(&[Key::Esc, Key::Backspace], Msg::Escape, Does::Back).on_bar(),
    HELP,
    QUIT,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_timers_go_round_both_ways() {
        let mut setup = PlaySetup::new(true, 1);
        setup.selected = 1;
        setup.take(Msg::Arrow(Arrow::Left));
        assert_eq!(setup.level, Level::MostFlips);
        for _ in 0..5 {
            setup.take(Msg::Arrow(Arrow::Right));
        }
        assert_eq!(setup.level, Level::Random);
        setup.selected = 4;
        setup.take(Msg::Arrow(Arrow::Left));
        assert_eq!(setup.timer, Some(TurnTimer::Sixty));
        setup.take(Msg::Arrow(Arrow::Right));
        assert_eq!(setup.timer, None);
    }

    #[test]
    fn a_digit_sets_the_level_from_any_row() {
        let mut setup = PlaySetup::new(true, 1);
        for (selected, digit) in [(0, 3), (2, 5), (5, 2), (1, 6)] {
            setup.selected = selected;
            setup.take(Msg::Digit(digit));
            assert_eq!(setup.level, Level::new(digit).unwrap(), "row {selected}");
            assert_eq!(setup.selected, selected, "the row chosen stays");
        }
        setup.take(Msg::Digit(9));
        assert_eq!(setup.level, Level::new(6).unwrap(), "no level 9");
    }

    #[test]
    fn two_people_hide_the_level_and_the_colour() {
        let mut setup = PlaySetup::new(true, 1);
        setup.take(Msg::Space);
        assert!(!setup.vs_computer);
        assert_eq!(setup.rows().len(), 4);
        assert_eq!(setup.game_setup().players, Players::TwoPeople);
    }

    #[test]
    fn the_choices_of_a_game_set_up_the_same_game() {
        for level in Level::ALL {
            for (learner, timer, swap) in [
                (Color::White, Some(TurnTimer::Thirty), false),
                (Color::Black, None, true),
            ] {
                let mut choices = PlaySetup::new(false, 7);
                choices.level = level;
                choices.colour = learner;
                choices.timer = timer;
                choices.swap = swap;
                let game = choices.game_setup();
                assert_eq!(PlaySetup::of(&game, false), choices);
                assert_eq!(PlaySetup::of(&game, false).game_setup(), game);
            }
        }
        let people = GameSetup::new(Players::TwoPeople);
        let choices = PlaySetup::of(&people, true);
        assert!(!choices.vs_computer && choices.dots);
        assert_eq!(choices.game_setup().players, Players::TwoPeople);
    }
}
