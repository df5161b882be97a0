//! A game in plain text: the board, whose turn it is, the legal moves when they
//! are shown, each move with its lines, passes and the end in words; one move or
//! command a line (`d3`, `undo`, `save game.txt`, ...). The computer answers at
//! once; with a turn timer, the time a line took to arrive counts against the
//! person to move.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::app::bindings::commands_at;
use crate::app::{GameFile, GameFiles, SaveTo, read_game, write_game};
use crate::i18n::{Form, Place, Ui};
use crate::runner::game::{Event, GameSession, Turn};
use crate::runner::review::{ReviewSetup, review};
use crate::runner::{Answer, Asks, Command, GameCommand};
use crate::view::feedback::FeedbackLine;
use crate::view::game::{GameView, event_lines, explain_lines, replay_lines};
use crate::view::review::review_lines;

use super::board::{Glyphs, board_text};
use super::input::{Line, echo_safe, parse_among};
use super::lines::LineSource;
use super::{Ending, PlainOptions, Printer};

/// How a game is played in plain text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// Language, discs, echo and width.
    pub plain: PlainOptions,
    /// Whether the legal moves are shown (`*`) on a person's turn.
    pub dots: bool,
    /// Where `save` writes and the game is kept (`--save`, the data folder's
    /// games), by the one policy the game screen follows too.
    pub files: GameFiles,
    /// How many of the costliest moves a review lists.
    pub review_limit: usize,
}

/// Plays games of `session`, reading moves and commands from `input`.
pub fn run_game(
    session: &mut GameSession,
    options: GameOptions,
    input: &mut dyn LineSource,
    out: &mut dyn Write,
) -> io::Result<Ending> {
    let ui = Ui::new(options.plain.lang);
    let mut game = PlainGame {
        session,
        printer: Printer {
            ui,
            glyphs: Glyphs::of(ui, options.plain.ascii),
            options: options.plain,
            out,
        },
        options,
        confirm: None,
    };
    game.run(input)
}

struct PlainGame<'s, 'w> {
    session: &'s mut GameSession,
    printer: Printer<'w>,
    options: GameOptions,
    /// The line that would replace an unfinished game (`new`, `load FILE`),
    /// typed once: the same line again does it.
    confirm: Option<String>,
}

impl PlainGame<'_, '_> {
    fn ui(&self) -> Ui {
        self.printer.ui
    }

    fn run(&mut self, input: &mut dyn LineSource) -> io::Result<Ending> {
        let ui = self.ui();
        let legend = ui.legend(self.printer.glyphs.black, self.printer.glyphs.white);
        self.printer.para(&legend)?;
        self.printer.para(ui.type_help())?;
        let seconds = self.session.setup().timer.map(|t| t.limit().as_secs());
        self.printer.para(&ui.timer_rule(seconds))?;
        let opening = self.session.opening_events();
        self.say_events(&opening)?;
        self.computer_turn()?;
        self.show()?;
        loop {
            let asked = Instant::now();
            let Some(line) = input.next_line("> ", self.printer.out)? else {
                writeln!(self.printer.out)?;
                self.save_on_leaving()?;
                return Ok(Ending::EndOfInput);
            };
            if self.options.plain.echo {
                writeln!(self.printer.out, "{}", echo_safe(line.trim_end()))?;
            }
            let timed_out = self.session.tick(asked.elapsed());
            if !timed_out.is_empty() {
                // The line was typed for a position that is gone: the time ran out.
                self.say_events(&timed_out)?;
                self.computer_turn()?;
                self.show()?;
                continue;
            }
            if let Some(ending) = self.take(&line)? {
                return Ok(ending);
            }
        }
    }

    /// Acts on one line; `Some` when the session ends.
    fn take(&mut self, line: &str) -> io::Result<Option<Ending>> {
        let ui = self.ui();
        let typed = line.trim();
        let again = self.confirm.take().is_some_and(|first| first == typed);
        if let Some((command, argument)) = with_argument(ui, line) {
            match command {
                Command::Game(GameCommand::Save) => self.save(Some(argument))?,
                _ if self.asks_first(typed, again)? => {}
                _ => self.load(Some(argument))?,
            }
            return Ok(None);
        }
        let asks = matches!(self.session.turn(), Turn::Person(_)).then_some(Asks::Move);
        match parse_among(line, ui, asks, &commands_at(Place::Game)) {
            Line::Answer(Answer::Move(square)) => {
                let events = self.session.play(square);
                self.after(&events)?;
            }
            Line::Answer(Answer::Pass) => {
                let events = self.session.pass();
                self.say_events(&events)?;
            }
            Line::Answer(_) => self.printer.para(ui.expects_move())?,
            Line::Command(Command::Game(GameCommand::NewGame))
                if self.asks_first(typed, again)? => {}
            Line::Command(command) => return self.command(command),
            Line::Unknown(text) => {
                let text = ui.not_understood(&echo_safe(&text));
                self.printer.para(&text)?;
            }
        }
        Ok(None)
    }

    /// Whether `typed` would replace an unfinished game and is asked about
    /// first (the same line `again` does it), as the full screen asks.
    fn asks_first(&mut self, typed: &str, again: bool) -> io::Result<bool> {
        if again || !self.session.unfinished() {
            return Ok(false);
        }
        self.confirm = Some(typed.to_string());
        let text = self.ui().confirm_typed_again(&echo_safe(typed));
        self.printer.para(&text)?;
        Ok(true)
    }

    fn command(&mut self, command: Command) -> io::Result<Option<Ending>> {
        let ui = self.ui();
        let command = match command {
            Command::Game(command) => command,
            Command::Help | Command::Lesson(_) => return self.help().map(|()| None),
            Command::Quit => {
                self.save_on_leaving()?;
                return Ok(Some(Ending::Quit));
            }
        };
        match command {
            GameCommand::Undo => {
                let events = self.session.undo();
                self.after(&events)?;
            }
            GameCommand::Redo => {
                let events = self.session.redo();
                self.after(&events)?;
            }
            GameCommand::Explain => {
                let lines = explain_lines(ui, self.session.last_played().as_ref());
                self.printer.say(&lines)?;
            }
            GameCommand::Dots => {
                self.options.dots = !self.options.dots;
                self.printer.para(ui.dots_shown(self.options.dots))?;
                self.show()?;
            }
            GameCommand::Save => self.save(None)?,
            GameCommand::Load => self.load(None)?,
            GameCommand::NewGame => {
                let events = self.session.new_game();
                self.after(&events)?;
            }
            GameCommand::Replay => self.replay()?,
            GameCommand::Review => {
                let graded = review(self.session.game(), &ReviewSetup::default());
                let lines = review_lines(ui, &graded, self.options.review_limit);
                self.printer.say(&lines)?;
            }
            GameCommand::Next | GameCommand::Back => self.step(command == GameCommand::Next)?,
        }
        Ok(None)
    }

    /// Says what happened; when the game changed, lets the computer answer and
    /// shows the board.
    fn after(&mut self, events: &[Event]) -> io::Result<()> {
        self.say_events(events)?;
        let changed = events.iter().any(|e| {
            matches!(
                e,
                Event::Played(_)
                    | Event::Undone { .. }
                    | Event::Redone { .. }
                    | Event::NewGame { .. }
                    | Event::Loaded { .. }
            )
        });
        if !changed {
            return Ok(());
        }
        self.computer_turn()?;
        self.save_finished()?;
        self.show()
    }

    fn say_events(&mut self, events: &[Event]) -> io::Result<()> {
        let lines = event_lines(self.ui(), self.session, events);
        self.printer.say(&lines)
    }

    /// The computer's moves while it is its turn (a pass hands it back at once).
    fn computer_turn(&mut self) -> io::Result<()> {
        while self.session.thinking().is_some() {
            let events = self.session.computer_move();
            if events.is_empty() {
                break;
            }
            self.say_events(&events)?;
        }
        Ok(())
    }

    /// The board, the status lines and the prompt.
    fn show(&mut self) -> io::Result<()> {
        let view = GameView::new(self.ui(), self.session, self.options.dots);
        writeln!(self.printer.out)?;
        writeln!(self.printer.out, "{}", view.heading)?;
        write!(
            self.printer.out,
            "{}",
            board_text(&view.board, self.printer.glyphs)
        )?;
        for line in &view.status {
            self.printer.para(line)?;
        }
        self.printer.para(&view.prompt)
    }

    fn replay(&mut self) -> io::Result<()> {
        let ui = self.ui();
        if self.session.replay().is_some() {
            self.session.stop_replay();
            return self.show();
        }
        if !self.session.start_replay() {
            return self.printer.para(ui.replay_when_over());
        }
        self.show_replay()
    }

    /// One move on or back in a replay; outside a replay, the board again.
    fn step(&mut self, forward: bool) -> io::Result<()> {
        let ui = self.ui();
        let Some(replay) = self.session.replay_mut() else {
            return self.show();
        };
        let moved = if forward {
            replay.forward()
        } else {
            replay.back()
        };
        if !moved && forward {
            return self.printer.para(ui.replay_at_end());
        }
        self.show_replay()
    }

    fn show_replay(&mut self) -> io::Result<()> {
        let ui = self.ui();
        let Some(replay) = self.session.replay() else {
            return Ok(());
        };
        let lines: Vec<FeedbackLine> = replay_lines(ui, replay);
        let view = GameView::new(ui, self.session, false);
        writeln!(self.printer.out)?;
        write!(
            self.printer.out,
            "{}",
            board_text(&view.board, self.printer.glyphs)
        )?;
        self.printer.say(&lines)?;
        self.printer.para(&view.prompt)
    }

    /// `save [FILE]`: to the file named, else where the one policy says
    /// ([`GameFiles::save_to`]).
    fn save(&mut self, named: Option<&str>) -> io::Result<()> {
        let ui = self.ui();
        let file = match named {
            Some(name) => GameFile::Named(PathBuf::from(name)),
            None => match self
                .options
                .files
                .save_to(self.session.game().moves().len())
            {
                SaveTo::File(file) => file,
                SaveTo::NoMoveYet => return self.printer.para(ui.no_move_yet()),
                SaveTo::Shown => {
                    let record = self.session.record();
                    return self.printer.para(&ui.game_record(&record));
                }
            },
        };
        self.save_in(file)
    }

    fn save_in(&mut self, file: GameFile) -> io::Result<()> {
        let ui = self.ui();
        let (path, written) = write_game(file, &self.session.saved_text());
        let shown = echo_safe(&path.display().to_string());
        let text = match written {
            Ok(()) => {
                self.options.files.saved_in = Some(path);
                ui.saved_to(&shown)
            }
            Err(e) => ui.not_saved(&shown, &e),
        };
        self.printer.para(&text)
    }

    /// Keeps a finished game in the --save file.
    fn save_finished(&mut self) -> io::Result<()> {
        if !matches!(self.session.turn(), Turn::Over(_)) {
            return Ok(());
        }
        self.save_on_leaving()
    }

    /// Keeps the game in the --save file as the session ends.
    fn save_on_leaving(&mut self) -> io::Result<()> {
        match self
            .options
            .files
            .kept_in(self.session.game().moves().len())
        {
            Some(path) => self.save_in(GameFile::Named(path)),
            None => Ok(()),
        }
    }

    /// `load FILE`.
    fn load(&mut self, named: Option<&str>) -> io::Result<()> {
        let ui = self.ui();
        let Some(name) = named else {
            return self.printer.para(ui.load_what());
        };
        let shown = echo_safe(name);
        let loaded = read_game(Path::new(name)).and_then(|text| {
            self.session
                .load(&text)
                .map_err(|e| ui.notation_refused(&e))
        });
        match loaded {
            Ok(events) => {
                let moves = self.session.game().moves().len();
                self.options.files.saved_in = Some(PathBuf::from(name));
                self.printer.para(&ui.loaded(&shown, moves))?;
                self.after(&events)
            }
            Err(why) => self.printer.para(&ui.not_loaded(&shown, &why)),
        }
    }

    /// The commands of a game and the rule of the turn timer.
    fn help(&mut self) -> io::Result<()> {
        let rows = crate::view::help::game_rows(self.ui(), &commands_at(Place::Game));
        self.printer.rows(&rows)?;
        let seconds = self.session.setup().timer.map(|t| t.limit().as_secs());
        let rule = self.ui().timer_rule(seconds);
        self.printer.para(&rule)
    }
}

/// `save FILE` or `load FILE`: the command and the file named after its word.
fn with_argument(ui: Ui, line: &str) -> Option<(Command, &str)> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    match ui.command_named(&word.to_lowercase(), &commands_at(Place::Game)) {
        Some((
            command @ (Command::Game(GameCommand::Save) | Command::Game(GameCommand::Load)),
            Form::Long,
        )) if !rest.is_empty() => Some((command, rest)),
        _ => None,
    }
}
