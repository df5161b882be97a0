//! The one implementation of [`Strings`] for every language: it turns the game's
//! values into Fluent arguments (counts as numbers, squares and moves as text),
//! picks the message, and lets the language's `.ftl` file (see `ftl`) say it.

use fluent_bundle::FluentValue;

use super::ftl::{self, arg};
use super::list;
use super::strings::Strings;
use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, Move, Outcome, Square};
use crate::lang::Lang;
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The strings of one language.
#[derive(Clone, Copy)]
pub struct Localized {
    /// The language whose `.ftl` file speaks.
    pub lang: Lang,
}

impl Localized {
    /// Message `id` with `args`.
    pub(super) fn say<const N: usize>(
        &self,
        id: &str,
        args: [(&'static str, FluentValue<'static>); N],
    ) -> String {
        ftl::say(self.lang, id, &args)
    }

    /// Message `id`, a list of words, one a line.
    pub(super) fn words(&self, id: &'static str) -> &'static [&'static str] {
        ftl::words(self.lang, id)
    }

    /// Message `id`, which has no arguments.
    pub(super) fn text(&self, id: &'static str) -> &'static str {
        ftl::text(self.lang, id)
    }

    /// A session command's short word on the key bar and what its key does in
    /// the key list; `None` for a game's own commands, which their command
    /// words name.
    fn session_key(&self, command: Command) -> Option<(&'static str, &'static str)> {
        Some(match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => (
                self.text("session-key-word-next"),
                self.text("session-key-help-next"),
            ),
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => (
                self.text("session-key-word-back"),
                self.text("session-key-help-back"),
            ),
            Command::Lesson(LessonCommand::Retry) => (
                self.text("session-key-word-retry"),
                self.text("session-key-help-retry"),
            ),
            Command::Lesson(LessonCommand::Skip) => (
                self.text("session-key-word-skip"),
                self.text("session-key-help-skip"),
            ),
            Command::Lesson(LessonCommand::Hint) => (
                self.text("session-key-word-hint"),
                self.text("session-key-help-hint"),
            ),
            Command::Lesson(LessonCommand::Reveal) => (
                self.text("session-key-word-reveal"),
                self.text("session-key-help-reveal"),
            ),
            Command::Help => (
                self.text("session-key-word-help"),
                self.text("session-key-help-help"),
            ),
            Command::Quit => (
                self.text("session-key-word-quit"),
                self.text("session-key-help-quit"),
            ),
            _ => return None,
        })
    }

    /// A number written by Rust (`+1.5`) with this language's decimal
    /// separator, which its `.ftl` file gives (`+1,5`).
    fn decimal(&self, number: String) -> String {
        number.replace('.', self.text("decimal-separator"))
    }
}

/// The lines of a list message, each `what to type | what it does`, as pairs.
fn pairs(lines: &'static [&'static str]) -> Vec<(&'static str, &'static str)> {
    lines
        .iter()
        .map(|line| match line.split_once(" | ") {
            Some((keys, what)) => (keys.trim(), what.trim()),
            None => (line.trim(), ""),
        })
        .collect()
}

/// A colour as a Fluent argument: `black` or `white`, for a selector to choose the
/// words.
pub(super) fn colour(color: Color) -> FluentValue<'static> {
    FluentValue::from(match color {
        Color::Black => "black",
        Color::White => "white",
    })
}

impl Strings for Localized {
    fn color(&self, color: Color) -> &'static str {
        match color {
            Color::Black => self.text("color-black"),
            Color::White => self.text("color-white"),
        }
    }

    fn direction(&self, direction: Direction) -> &'static str {
        match direction {
            Direction::Up => self.text("direction-up"),
            Direction::Down => self.text("direction-down"),
            Direction::Left => self.text("direction-left"),
            Direction::Right => self.text("direction-right"),
            Direction::UpLeft => self.text("direction-up-left"),
            Direction::UpRight => self.text("direction-up-right"),
            Direction::DownLeft => self.text("direction-down-left"),
            Direction::DownRight => self.text("direction-down-right"),
        }
    }

    fn discs(&self, n: u32) -> String {
        self.say("discs", [("n", arg(n))])
    }

    fn steps(&self, n: usize) -> String {
        self.say("steps", [("n", arg(n))])
    }

    fn verdict(&self, winner: Option<Color>) -> String {
        match winner {
            Some(c) => self.say("verdict-some", [("c", colour(c))]),
            None => self.say("verdict-none", []),
        }
    }

    fn line(&self, line: &Line, player: Color) -> String {
        let (me, them) = (colour(player), colour(player.opposite()));
        let squares = || arg(list(line.squares()));
        match line.outcome {
            LineOutcome::Edge => self.say("line-edge", []),
            LineOutcome::Empty(sq) => self.say("line-empty", [("square", arg(sq))]),
            LineOutcome::OwnDiscFirst(sq) => {
                self.say("line-own-disc-first", [("player", me), ("square", arg(sq))])
            }
            LineOutcome::Open { end: Some(end), .. } => self.say(
                "line-open-to-empty",
                [
                    ("opponent", them),
                    ("squares", squares()),
                    ("end", arg(end)),
                ],
            ),
            LineOutcome::Open { end: None, .. } => self.say(
                "line-open-to-edge",
                [("opponent", them), ("squares", squares())],
            ),
            LineOutcome::Encloses { closed_by, .. } => self.say(
                "line-encloses",
                [
                    ("opponent", them),
                    ("player", me),
                    ("squares", squares()),
                    ("closed_by", arg(closed_by)),
                ],
            ),
        }
    }

    fn to_move(&self, player: Color, black: u32, white: u32) -> String {
        self.say(
            "to-move",
            [
                ("player", colour(player)),
                ("black", arg(black)),
                ("white", arg(white)),
            ],
        )
    }

    fn to_move_uncounted(&self, player: Color) -> String {
        self.say("to-move-uncounted", [("player", colour(player))])
    }

    fn disc_count(&self, black: u32, white: u32) -> String {
        self.say("disc-count", [("black", arg(black)), ("white", arg(white))])
    }

    fn game_over(&self) -> &'static str {
        self.text("game-over")
    }

    fn legal_moves(&self, moves: Bitboard) -> String {
        self.say("legal-moves", [("moves", arg(list(moves)))])
    }

    fn no_legal_move(&self, player: Color) -> String {
        self.say("no-legal-move", [("player", colour(player))])
    }

    fn marked(&self, squares: Bitboard) -> String {
        self.say("marked", [("squares", arg(list(squares)))])
    }

    fn legend(&self, black: char, white: char) -> String {
        self.say("legend", [("black", arg(black)), ("white", arg(white))])
    }

    fn move_is_legal(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "move-is-legal",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn board_after(&self, square: Square, to_move: Color) -> String {
        self.say(
            "board-after",
            [("square", arg(square)), ("to_move", colour(to_move))],
        )
    }

    fn board_now(&self, to_move: Color) -> String {
        self.say("board-now", [("to_move", colour(to_move))])
    }

    fn legal_move_count(&self, player: Color, n: u32) -> String {
        self.say(
            "legal-move-count",
            [("n", arg(n)), ("player", colour(player))],
        )
    }

    fn flips_list(&self, flips: Bitboard) -> String {
        self.say("flips-list", [("flips", arg(list(flips)))])
    }

    fn must_pass(&self, player: Color) -> String {
        self.say(
            "must-pass",
            [
                ("player", colour(player)),
                ("player_opposite", colour(player.opposite())),
            ],
        )
    }

    fn final_count(&self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String {
        self.say(
            "final-count",
            [
                ("black", arg(black)),
                ("white", arg(white)),
                ("empty", arg(empty)),
                ("verdict", arg(self.verdict(winner))),
            ],
        )
    }

    fn final_count_to_winner(&self, black: u32, white: u32, empty: u32, winner: Color) -> String {
        self.say(
            "final-count-to-winner",
            [
                ("black", arg(black)),
                ("empty", arg(empty)),
                ("verdict", arg(self.verdict(Some(winner)))),
                ("white", arg(white)),
                ("winner", colour(winner)),
            ],
        )
    }

    fn nothing_to_explain(&self) -> &'static str {
        self.text("nothing-to-explain")
    }

    fn record_move_refused(&self, number: usize, at: usize, mv: Move, why: &str) -> String {
        self.say(
            "record-move-refused",
            [
                ("number", arg(number)),
                ("mv", arg(mv)),
                ("at", arg(at)),
                ("why", arg(why)),
            ],
        )
    }

    fn level_line(&self, level: Level) -> &'static str {
        match level {
            Level::Random => self.text("level-line-random"),
            Level::MostFlips => self.text("level-line-most-flips"),
            Level::CornersAndEdges => self.text("level-line-corners-and-edges"),
            Level::Mobility => self.text("level-line-mobility"),
            Level::Strong => self.text("level-line-strong"),
            Level::Deep => self.text("level-line-deep"),
        }
    }

    fn game_against_computer(&self, number: usize, learner: Color, level: u8) -> String {
        self.say(
            "game-against-computer",
            [
                ("number", arg(number)),
                ("learner", colour(learner)),
                ("level", arg(level)),
            ],
        )
    }

    fn game_two_players(&self, number: usize, player_one: Color) -> String {
        self.say(
            "game-two-players",
            [
                ("number", arg(number)),
                ("player_one", colour(player_one)),
                ("player_one_opposite", colour(player_one.opposite())),
            ],
        )
    }

    fn person_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "person-played",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn computer_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "computer-played",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn time_up(&self, player: Color, square: Square) -> String {
        self.say(
            "time-up",
            [("player", colour(player)), ("square", arg(square))],
        )
    }

    fn forced_pass(&self, player: Color) -> String {
        self.say(
            "forced-pass",
            [
                ("player", colour(player)),
                ("player_opposite", colour(player.opposite())),
            ],
        )
    }

    fn game_ended(&self, reason: EndReason) -> String {
        match reason {
            EndReason::BoardFull => self.say("game-ended-board-full", []),
            EndReason::NoMoves => self.say("game-ended-no-moves", []),
            EndReason::WipeOut { wiped } => {
                self.say("game-ended-wipe-out", [("wiped", colour(wiped))])
            }
        }
    }

    fn game_result(&self, black: u32, white: u32, winner: Option<Color>) -> String {
        self.say(
            "game-result",
            [
                ("black", arg(black)),
                ("white", arg(white)),
                ("verdict", arg(self.verdict(winner))),
            ],
        )
    }

    fn tally(&self, seat: usize, other: usize, draws: usize, against_computer: bool) -> String {
        if against_computer {
            self.say(
                "tally-against-computer",
                [
                    ("seat", arg(seat)),
                    ("other", arg(other)),
                    ("draws", arg(draws)),
                ],
            )
        } else {
            self.say(
                "tally-not-against-computer",
                [
                    ("seat", arg(seat)),
                    ("other", arg(other)),
                    ("draws", arg(draws)),
                ],
            )
        }
    }

    fn undone(&self, moves: usize) -> String {
        self.say("undone", [("moves", arg(moves))])
    }

    fn nothing_to_undo(&self) -> &'static str {
        self.text("nothing-to-undo")
    }

    fn redone(&self, moves: usize) -> String {
        self.say("redone", [("moves", arg(moves))])
    }

    fn nothing_to_redo(&self) -> &'static str {
        self.text("nothing-to-redo")
    }

    fn not_your_turn(&self) -> &'static str {
        self.text("not-your-turn")
    }

    fn game_is_over(&self) -> &'static str {
        self.text("game-is-over")
    }

    fn replaying(&self) -> &'static str {
        self.text("replaying")
    }

    fn last_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "last-move",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
            ],
        )
    }

    fn no_move_yet(&self) -> &'static str {
        self.text("no-move-yet")
    }

    fn saved_to(&self, path: &str) -> String {
        self.say("saved-to", [("path", arg(path))])
    }

    fn not_saved(&self, path: &str, why: &str) -> String {
        self.say("not-saved", [("path", arg(path)), ("why", arg(why))])
    }

    fn game_record(&self, record: &str) -> String {
        self.say("game-record", [("record", arg(record))])
    }

    fn loaded(&self, path: &str, moves: usize) -> String {
        self.say("loaded", [("moves", arg(moves)), ("path", arg(path))])
    }

    fn not_loaded(&self, path: &str, why: &str) -> String {
        self.say("not-loaded", [("path", arg(path)), ("why", arg(why))])
    }

    fn load_what(&self) -> &'static str {
        self.text("load-what")
    }

    fn saved_games_heading(&self) -> &'static str {
        self.text("saved-games-heading")
    }

    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => self.say(
                "saved-game-row",
                [("name", arg(name)), ("moves", arg(moves))],
            ),
            None => self.say("saved-game-row-not-a-game", [("name", arg(name))]),
        }
    }

    fn prompt_load_keys(&self, choose: &str, load: &str, back: &str) -> String {
        self.say(
            "prompt-load-keys",
            [
                ("choose", arg(choose)),
                ("load", arg(load)),
                ("back", arg(back)),
            ],
        )
    }

    fn no_saved_games(&self, folder: Option<&str>, save: &str) -> String {
        match folder {
            Some(folder) => self.say(
                "no-saved-games-some",
                [("folder", arg(folder)), ("save", arg(save))],
            ),
            None => self.say("no-saved-games-none", []),
        }
    }

    fn dots_shown(&self, on: bool) -> &'static str {
        if on {
            self.text("dots-shown-on")
        } else {
            self.text("dots-shown-not-on")
        }
    }

    fn replay_start(&self, moves: usize) -> String {
        self.say("replay-start", [("moves", arg(moves))])
    }

    fn replay_move(&self, index: usize, total: usize, player: Color, mv: Move) -> String {
        match mv {
            Move::Play(square) => self.say(
                "replay-move-play",
                [
                    ("index", arg(index)),
                    ("total", arg(total)),
                    ("player", colour(player)),
                    ("square", arg(square)),
                ],
            ),
            Move::Pass => self.say(
                "replay-move-pass",
                [
                    ("index", arg(index)),
                    ("total", arg(total)),
                    ("player", colour(player)),
                ],
            ),
        }
    }

    fn replay_at_end(&self) -> &'static str {
        self.text("replay-at-end")
    }

    fn replay_when_over(&self) -> &'static str {
        self.text("replay-when-over")
    }

    fn time_left(&self, seconds: u64) -> String {
        self.say("time-left", [("seconds", arg(seconds))])
    }

    fn timer_rule(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => self.say("timer-rule-some", [("s", arg(s))]),
            None => self.say("timer-rule-none", []),
        }
    }

    fn prompt_your_move(&self, player: Color) -> String {
        self.say("prompt-your-move", [("player", colour(player))])
    }

    fn prompt_players_move(&self, player: Color) -> String {
        self.say("prompt-players-move", [("player", colour(player))])
    }

    fn prompt_game_over(&self) -> &'static str {
        self.text("prompt-game-over")
    }

    fn prompt_replay(&self) -> &'static str {
        self.text("prompt-replay")
    }

    fn play_answer_forms(&self) -> Vec<(&'static str, &'static str)> {
        pairs(self.words("play-answer-forms"))
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        self.say(
            "review-heading",
            [("moves", arg(moves)), ("exact_from", arg(exact_from))],
        )
    }

    fn review_move(&self, number: usize, player: Color, played: Square) -> String {
        self.say(
            "review-move",
            [
                ("number", arg(number)),
                ("player", colour(player)),
                ("played", arg(played)),
            ],
        )
    }

    fn review_loss(&self, kept: i32, best: i32, better: Square, exact: bool) -> String {
        if exact {
            self.say(
                "review-loss-exact",
                [
                    ("kept", arg(format!("{kept:+}"))),
                    ("best", arg(format!("{best:+}"))),
                    ("better", arg(better)),
                    ("discs", arg(self.discs((best - kept).unsigned_abs()))),
                ],
            )
        } else {
            self.say(
                "review-loss-not-exact",
                [
                    ("kept", arg(format!("{kept:+}"))),
                    ("best", arg(format!("{best:+}"))),
                    ("better", arg(better)),
                    ("discs", arg(self.discs((best - kept).unsigned_abs()))),
                ],
            )
        }
    }

    fn review_reason(&self, reason: Reason, opponent: Color, better: Square) -> String {
        match reason {
            Reason::CornerGivenAway { corner } => self.say(
                "review-reason-corner-given-away",
                [
                    ("opponent", colour(opponent)),
                    ("corner", arg(corner)),
                    ("better", arg(better)),
                ],
            ),
            Reason::BesideEmptyCorner { corner } => self.say(
                "review-reason-beside-empty-corner",
                [("corner", arg(corner)), ("opponent", colour(opponent))],
            ),
            Reason::MobilityLost {
                theirs,
                after_better,
            } => self.say(
                "review-reason-mobility-lost",
                [
                    ("opponent", colour(opponent)),
                    ("theirs", arg(theirs)),
                    ("better", arg(better)),
                    ("after_better", arg(after_better)),
                ],
            ),
            Reason::Parity {
                region,
                better_region,
            } => self.say(
                "review-reason-parity",
                [
                    ("region", arg(region)),
                    ("better", arg(better)),
                    ("better_region", arg(better_region)),
                ],
            ),
        }
    }

    fn reason_unseen(&self, exact: bool) -> &'static str {
        if exact {
            self.text("reason-unseen-exact")
        } else {
            self.text("reason-unseen-not-exact")
        }
    }

    fn review_summary(&self, best_kept: usize, moves: usize) -> String {
        self.say(
            "review-summary",
            [("best_kept", arg(best_kept)), ("moves", arg(moves))],
        )
    }

    fn review_clean(&self) -> &'static str {
        self.text("review-clean")
    }

    fn match_result(
        &self,
        a: u8,
        b: u8,
        games: usize,
        wins: usize,
        losses: usize,
        draws: usize,
    ) -> String {
        self.say(
            "match-result",
            [
                ("a", arg(a)),
                ("b", arg(b)),
                ("games", arg(games)),
                ("wins", arg(wins)),
                ("losses", arg(losses)),
                ("draws", arg(draws)),
            ],
        )
    }

    fn match_difference(&self, a: u8, b: u8, average: f64) -> String {
        let average = self.decimal(format!("{average:+.1}"));
        self.say(
            "match-difference",
            [("a", arg(a)), ("b", arg(b)), ("average", arg(average))],
        )
    }

    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String {
        let average = self.decimal(format!("{average_ms:.2}"));
        let longest = self.decimal(format!("{longest_ms:.1}"));
        self.say(
            "match-time",
            [
                ("level", arg(level)),
                ("average", arg(average)),
                ("longest", arg(longest)),
            ],
        )
    }

    fn menu_play(&self) -> &'static str {
        self.text("menu-play")
    }

    fn setup_names(&self) -> &'static [&'static str] {
        self.words("setup-names")
    }

    fn opponent_name(&self, computer: bool) -> &'static str {
        if computer {
            self.text("opponent-name-computer")
        } else {
            self.text("opponent-name-not-computer")
        }
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => self.say("timer-value-some", [("s", arg(s))]),
            None => self.say("timer-value-none", []),
        }
    }

    fn timer_help(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => self.say("timer-help-some", [("s", arg(s))]),
            None => self.say("timer-help-none", []),
        }
    }

    fn act_start(&self) -> &'static str {
        self.text("act-start")
    }

    fn act_home(&self) -> &'static str {
        self.text("act-home")
    }

    fn game_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Game(GameCommand::Undo) => self.text("game-key-help-undo"),
            Command::Game(GameCommand::Redo) => self.text("game-key-help-redo"),
            Command::Game(GameCommand::Explain) => self.text("game-key-help-explain"),
            Command::Game(GameCommand::Dots) => self.text("game-key-help-dots"),
            Command::Game(GameCommand::Save) => self.text("game-key-help-save"),
            Command::Game(GameCommand::Load) => self.text("game-key-help-load"),
            Command::Game(GameCommand::NewGame) => self.text("game-key-help-new-game"),
            Command::Game(GameCommand::Replay) => self.text("game-key-help-replay"),
            Command::Game(GameCommand::Review) => self.text("game-key-help-review"),
            Command::Quit => self.text("game-key-help-quit"),
            other => self.key_help(other),
        }
    }

    fn prompt_move_keys(&self, player: Color, yours: bool, play: &str) -> String {
        if yours {
            self.say(
                "prompt-move-keys-yours",
                [("player", colour(player)), ("play", arg(play))],
            )
        } else {
            self.say(
                "prompt-move-keys-not-yours",
                [("player", colour(player)), ("play", arg(play))],
            )
        }
    }

    fn computer_thinking(&self) -> &'static str {
        self.text("computer-thinking")
    }

    fn prompt_over_keys(&self, new: &str, replay: &str, review: &str, save: &str) -> String {
        self.say(
            "prompt-over-keys",
            [
                ("new", arg(new)),
                ("replay", arg(replay)),
                ("review", arg(review)),
                ("save", arg(save)),
            ],
        )
    }

    fn prompt_replay_keys(&self, steps: &str, back: &str) -> String {
        self.say(
            "prompt-replay-keys",
            [("steps", arg(steps)), ("back", arg(back))],
        )
    }

    fn record_not_saved(&self, record: &str) -> String {
        self.say("record-not-saved", [("record", arg(record))])
    }

    fn confirm_new_game(&self) -> &'static str {
        self.text("confirm-new-game")
    }

    fn go_on_unfinished(&self, moves: usize) -> String {
        self.say("go-on-unfinished", [("moves", arg(moves))])
    }

    fn confirm_load_game(&self, load: &str) -> String {
        self.say("confirm-load-game", [("load", arg(load))])
    }

    fn confirm_typed_again(&self, typed: &str) -> String {
        self.say("confirm-typed-again", [("typed", arg(typed))])
    }

    fn confirm_leave_game(&self) -> &'static str {
        self.text("confirm-leave-game")
    }

    fn review_when_over(&self) -> &'static str {
        self.text("review-when-over")
    }

    fn review_title(&self) -> &'static str {
        self.text("review-title")
    }

    fn grading(&self, done: usize, total: usize) -> String {
        self.say("grading", [("done", arg(done)), ("total", arg(total))])
    }

    fn review_row(
        &self,
        number: usize,
        player: Color,
        played: Square,
        lost: u32,
        exact: bool,
    ) -> String {
        if exact {
            self.say(
                "review-row-exact",
                [
                    ("number", arg(number)),
                    ("player", colour(player)),
                    ("played", arg(played)),
                    ("lost", arg(lost)),
                ],
            )
        } else {
            self.say(
                "review-row-not-exact",
                [
                    ("number", arg(number)),
                    ("player", colour(player)),
                    ("played", arg(played)),
                    ("lost", arg(lost)),
                ],
            )
        }
    }

    fn review_marks(&self) -> &'static [&'static str] {
        self.words("review-marks")
    }

    fn game_not_a_terminal(&self) -> &'static str {
        self.text("game-not-a-terminal")
    }

    fn right_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "right-move",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn right_pass(&self, player: Color) -> String {
        self.say(
            "right-pass",
            [
                ("player", colour(player)),
                ("player_opposite", colour(player.opposite())),
            ],
        )
    }

    fn right_all_legal(&self, moves: Bitboard) -> String {
        self.say("right-all-legal", [("moves", arg(list(moves)))])
    }

    fn right_flips(&self, square: Square, flips: Bitboard) -> String {
        self.say(
            "right-flips",
            [("square", arg(square)), ("flips", arg(list(flips)))],
        )
    }

    fn right_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        self.say(
            "right-outcome",
            [
                ("black", arg(black)),
                ("white", arg(white)),
                ("verdict", arg(self.verdict(winner))),
            ],
        )
    }

    fn right_choice(&self) -> &'static str {
        self.text("right-choice")
    }

    fn right_square(&self, square: Square) -> String {
        self.say("right-square", [("square", arg(square))])
    }

    fn occupied(&self, square: Square, owner: Color) -> String {
        self.say(
            "occupied",
            [("owner", colour(owner)), ("square", arg(square))],
        )
    }

    fn encloses_nothing(&self, player: Color, square: Square) -> String {
        self.say(
            "encloses-nothing",
            [("square", arg(square)), ("player", colour(player))],
        )
    }

    fn not_asked(&self, square: Square, flips: Bitboard) -> String {
        self.say(
            "not-asked",
            [("square", arg(square)), ("flips", arg(list(flips)))],
        )
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        let squares = [("moves", arg(list(moves)))];
        if moves.len() > 1 {
            self.say("step-wants-one-of", squares)
        } else {
            self.say("step-wants", squares)
        }
    }

    fn pass_refused(&self, player: Color, moves: Bitboard) -> String {
        self.say(
            "pass-refused",
            [("player", colour(player)), ("moves", arg(list(moves)))],
        )
    }

    fn pass_refused_count(&self, player: Color, moves: u32) -> String {
        self.say(
            "pass-refused-count",
            [("moves", arg(moves)), ("player", colour(player))],
        )
    }

    fn not_quite(&self) -> &'static str {
        self.text("not-quite")
    }

    fn missing_legal_count(&self, n: u32) -> String {
        self.say("missing-legal-count", [("n", arg(n))])
    }

    fn missing_flip_count(&self, n: u32) -> String {
        self.say("missing-flip-count", [("n", arg(n))])
    }

    fn extra_flips(&self, extra: Bitboard) -> String {
        self.say("extra-flips", [("extra", arg(list(extra)))])
    }

    fn why_flips(&self, square: Square, flips: Bitboard) -> String {
        self.say(
            "why-flips",
            [("square", arg(square)), ("flips", arg(list(flips)))],
        )
    }

    fn count_again(&self) -> &'static str {
        self.text("count-again")
    }

    fn winner_again(&self) -> &'static str {
        self.text("winner-again")
    }

    fn answer_all_legal(&self, moves: Bitboard) -> String {
        self.say("answer-all-legal", [("moves", arg(list(moves)))])
    }

    fn answer_pass(&self, player: Color) -> String {
        self.say("answer-pass", [("player", colour(player))])
    }

    fn answer_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        self.say(
            "answer-outcome",
            [
                ("black", arg(black)),
                ("white", arg(white)),
                ("verdict", arg(self.verdict(winner))),
            ],
        )
    }

    fn answer_choice(&self, number: usize) -> String {
        self.say("answer-choice", [("number", arg(number))])
    }

    fn answer_squares(&self, squares: Bitboard) -> String {
        self.say("answer-squares", [("squares", arg(list(squares)))])
    }

    fn nothing_to_reveal(&self) -> &'static str {
        self.text("nothing-to-reveal")
    }

    fn wrong_choice(&self) -> &'static str {
        self.text("wrong-choice")
    }

    fn wrong_square(&self, square: Square) -> String {
        self.say("wrong-square", [("square", arg(square))])
    }

    fn reply_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "reply-played",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn reply_passed(&self, player: Color) -> String {
        self.say("reply-passed", [("player", colour(player))])
    }

    fn reply_does_not_fit(&self, reply: Move) -> String {
        let reply = match reply {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => self.text("reply-does-not-fit-pass").to_string(),
        };
        self.say("reply-does-not-fit", [("reply", arg(reply))])
    }

    fn reply_comes(&self, player: Color, key: &str) -> String {
        self.say(
            "reply-comes",
            [("player", colour(player)), ("key", arg(key))],
        )
    }

    fn hint(&self, text: &str) -> String {
        self.say("hint", [("text", arg(text))])
    }

    fn hint_legal_count(&self, n: u32) -> String {
        self.hint(&self.say("hint-legal-count", [("n", arg(n))]))
    }

    fn hint_flip_count(&self, square: Square, n: u32) -> String {
        self.hint(&self.say("hint-flip-count", [("square", arg(square)), ("n", arg(n))]))
    }

    fn hint_look_for_a_move(&self, player: Color) -> String {
        self.hint(&self.say(
            "hint-look-for-a-move",
            [("opponent", colour(player.opposite()))],
        ))
    }

    fn hint_count(&self) -> String {
        self.hint(&self.say("hint-count", []))
    }

    fn no_hint(&self) -> &'static str {
        self.text("no-hint")
    }

    fn lesson_heading(&self, title: &str, steps: usize) -> String {
        self.say(
            "lesson-heading",
            [("title", arg(title)), ("steps", arg(self.steps(steps)))],
        )
    }

    fn step_heading(&self, step: usize, steps: usize) -> String {
        self.say("step-heading", [("step", arg(step)), ("steps", arg(steps))])
    }

    fn type_help(&self) -> &'static str {
        self.text("type-help")
    }

    fn prompt_read(&self) -> &'static str {
        self.text("prompt-read")
    }

    fn prompt_play(&self) -> &'static str {
        self.text("prompt-play")
    }

    fn prompt_any_legal(&self) -> &'static str {
        self.text("prompt-any-legal")
    }

    fn prompt_all_legal(&self) -> &'static str {
        self.text("prompt-all-legal")
    }

    fn prompt_predict_flips(&self, square: Square) -> String {
        self.say("prompt-predict-flips", [("square", arg(square))])
    }

    fn prompt_pass(&self, player: Color) -> String {
        self.say("prompt-pass", [("player", colour(player))])
    }

    fn prompt_outcome(&self) -> &'static str {
        self.text("prompt-outcome")
    }

    fn prompt_choice(&self) -> &'static str {
        self.text("prompt-choice")
    }

    fn prompt_find_square(&self) -> &'static str {
        self.text("prompt-find-square")
    }

    fn prompt_game(&self) -> &'static str {
        self.text("prompt-game")
    }

    fn game_you_played(&self, square: Square, flips: Bitboard) -> String {
        self.say(
            "game-you-played",
            [
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn game_corner_taken(&self, corner: Square) -> String {
        self.say("game-corner-taken", [("corner", arg(corner))])
    }

    fn game_corner_given(&self, player: Color, corner: Square) -> String {
        self.say(
            "game-corner-given",
            [("player", colour(player)), ("corner", arg(corner))],
        )
    }

    fn game_you_won(&self, won: Option<bool>) -> &'static str {
        match won {
            Some(true) => self.text("game-you-won-some"),
            Some(false) => self.text("game-you-won-some-x"),
            None => self.text("game-you-won-none"),
        }
    }

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => self.say("offer-play", []),
            Offer::Review => self.say("offer-review", []),
            Offer::Practice(kind) => self.say(
                "offer-practice",
                [
                    ("count", arg(PRACTICE_PUZZLES)),
                    ("theme", arg(self.theme_title(kind))),
                ],
            ),
            Offer::RulesQuiz => self.say("offer-rules-quiz", []),
        }
    }

    fn offer_keys(&self, offers: &[String], leave: &str) -> String {
        self.say(
            "offer-keys",
            [("offers", arg(offers.join(", "))), ("leave", arg(leave))],
        )
    }

    fn offer_command(&self, offer: Offer, record: &str) -> String {
        match offer {
            Offer::Play => self.say("offer-command-play", []),
            Offer::Review => self.say("offer-command-review", [("record", arg(record))]),
            Offer::Practice(kind) => self.say(
                "offer-command-practice",
                [
                    ("theme", arg(self.theme_word(kind))),
                    ("count", arg(PRACTICE_PUZZLES)),
                ],
            ),
            Offer::RulesQuiz => self.say("offer-command-rules-quiz", []),
        }
    }

    fn tasks_queued(&self, count: usize) -> String {
        self.say("tasks-queued", [("count", arg(count))])
    }

    fn quiz_title(&self) -> &'static str {
        self.text("quiz-title")
    }

    fn task_review_title(&self) -> &'static str {
        self.text("task-review-title")
    }

    fn menu_lesson_tasks(&self) -> &'static str {
        self.text("menu-lesson-tasks")
    }

    fn no_lesson_tasks_due(&self, queued: usize) -> String {
        self.say("no-lesson-tasks-due", [("queued", arg(queued))])
    }

    fn no_quiz(&self) -> &'static str {
        self.text("no-quiz")
    }

    fn expects_move(&self) -> &'static str {
        self.text("expects-move")
    }

    fn expects_move_or_pass(&self) -> &'static str {
        self.text("expects-move-or-pass")
    }

    fn expects_squares(&self) -> &'static str {
        self.text("expects-squares")
    }

    fn expects_outcome(&self) -> &'static str {
        self.text("expects-outcome")
    }

    fn expects_choice(&self) -> &'static str {
        self.text("expects-choice")
    }

    fn expects_square(&self) -> &'static str {
        self.text("expects-square")
    }

    fn no_such_choice(&self, count: usize) -> String {
        self.say("no-such-choice", [("count", arg(count))])
    }

    fn nothing_asked(&self) -> &'static str {
        self.text("nothing-asked")
    }

    fn already_done(&self) -> &'static str {
        self.text("already-done")
    }

    fn lesson_over(&self) -> &'static str {
        self.text("lesson-over")
    }

    fn answer_first(&self) -> &'static str {
        self.text("answer-first")
    }

    fn try_again(&self) -> &'static str {
        self.text("try-again")
    }

    fn not_understood(&self, text: &str) -> String {
        self.say("not-understood", [("text", arg(text))])
    }

    fn first_step(&self) -> &'static str {
        self.text("first-step")
    }

    fn skipped(&self, step: usize) -> String {
        self.say("skipped", [("step", arg(step))])
    }

    fn finished(&self, right_first_time: usize, tasks: usize, skipped: usize) -> String {
        self.say(
            "finished",
            [
                ("right_first_time", arg(right_first_time)),
                ("tasks", arg(tasks)),
                ("skipped", arg(skipped)),
            ],
        )
    }

    fn leaving(&self, step: usize, steps: usize) -> String {
        self.say("leaving", [("step", arg(step)), ("steps", arg(steps))])
    }

    fn going_on_at(&self, step: usize, steps: usize) -> String {
        self.say("going-on-at", [("step", arg(step)), ("steps", arg(steps))])
    }

    fn end_of_input(&self, step: usize, steps: usize) -> String {
        self.say("end-of-input", [("step", arg(step)), ("steps", arg(steps))])
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        self.say(
            "unknown-lesson",
            [("id", arg(id)), ("known", arg(known.join(", ")))],
        )
    }

    fn progress_damaged(&self, kept_at: &str, what: &str) -> String {
        self.say(
            "progress-damaged",
            [("what", arg(what)), ("kept_at", arg(kept_at))],
        )
    }

    fn progress_newer(&self, version: i64) -> String {
        self.say("progress-newer", [("version", arg(version))])
    }

    fn progress_shared(&self) -> &'static str {
        self.text("progress-shared")
    }

    fn progress_not_saved(&self, why: &str) -> String {
        self.say("progress-not-saved", [("why", arg(why))])
    }

    fn progress_saved_in(&self, path: &str) -> String {
        self.say("progress-saved-in", [("path", arg(path))])
    }

    fn progress_in_memory(&self) -> &'static str {
        self.text("progress-in-memory")
    }

    fn program_fault(&self) -> &'static str {
        self.text("program-fault")
    }

    fn stopped_at(&self, step: usize) -> String {
        self.say("stopped-at", [("step", arg(step))])
    }

    fn theme_idea(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => self.text("theme-idea-legal-move"),
            ThemeKind::MaxFlips => self.text("theme-idea-max-flips"),
            ThemeKind::Directions => self.text("theme-idea-directions"),
            ThemeKind::ForcePass => self.text("theme-idea-force-pass"),
            ThemeKind::Wipeout => self.text("theme-idea-wipeout"),
            ThemeKind::EndNow => self.text("theme-idea-end-now"),
            ThemeKind::PredictFlips => self.text("theme-idea-predict-flips"),
            ThemeKind::AvoidXSquare => self.text("theme-idea-avoid-xsquare"),
            ThemeKind::MinMobility => self.text("theme-idea-min-mobility"),
            ThemeKind::Stable => self.text("theme-idea-stable"),
            ThemeKind::FewerIsMore => self.text("theme-idea-fewer-is-more"),
            ThemeKind::QuietMove => self.text("theme-idea-quiet-move"),
            ThemeKind::Opening => self.text("theme-idea-opening"),
            ThemeKind::Corner => self.text("theme-idea-corner"),
            ThemeKind::EndgameWin => self.text("theme-idea-endgame-win"),
            ThemeKind::EndgameBest => self.text("theme-idea-endgame-best"),
        }
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let quarter = match quarter {
            Quarter::TopLeft => "top-left",
            Quarter::TopRight => "top-right",
            Quarter::BottomLeft => "bottom-left",
            Quarter::BottomRight => "bottom-right",
        };
        self.hint(&self.say(
            "quarter-to-look-in",
            [
                ("quarter", arg(quarter)),
                ("from", arg(from)),
                ("to", arg(to)),
            ],
        ))
    }

    fn hint_square(&self, square: Square) -> String {
        self.hint(&self.say("hint-square", [("square", arg(square))]))
    }

    fn hint_level(&self, level: u8, levels: u8) -> String {
        self.say(
            "hint-level",
            [("level", arg(level)), ("levels", arg(levels))],
        )
    }

    fn no_more_hints(&self) -> &'static str {
        self.text("no-more-hints")
    }

    fn puzzle_heading(&self, id: &str, rating: u32) -> String {
        self.say("puzzle-heading", [("id", arg(id)), ("rating", arg(rating))])
    }

    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String {
        let heading = match (mode, theme) {
            (Mode::Theme, None) => self.text("trainer-heading-every-theme"),
            (Mode::Theme, Some(_)) => self.text("trainer-heading-theme"),
            (Mode::Rated, _) => self.text("trainer-heading-rated"),
            (Mode::Streak, _) => self.text("trainer-heading-streak"),
            (Mode::Review, _) => self.text("trainer-heading-review"),
            (Mode::Retry, _) => self.text("trainer-heading-retry"),
        };
        match theme {
            Some(theme) => self.say(
                "trainer-heading-with-theme",
                [("heading", arg(heading)), ("theme", arg(theme))],
            ),
            None => heading.to_string(),
        }
    }

    fn rating_now(&self, rating: i32, change: Option<i32>) -> String {
        match change {
            Some(change) => self.say(
                "rating-now-some",
                [
                    ("rating", arg(rating)),
                    ("change", arg(format!("{change:+}"))),
                ],
            ),
            None => self.say("rating-now-none", [("rating", arg(rating))]),
        }
    }

    fn streak_now(&self, current: u32, best: u32) -> String {
        self.say(
            "streak-now",
            [("current", arg(current)), ("best", arg(best))],
        )
    }

    fn review_now(&self, due: usize) -> String {
        self.say("review-now", [("due", arg(due))])
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        self.say(
            "rating-change",
            [
                ("before", arg(before)),
                ("after", arg(after)),
                ("change", arg(format!("{:+}", after - before))),
            ],
        )
    }

    fn not_rated_helped(&self) -> &'static str {
        self.text("not-rated-helped")
    }

    fn not_rated_met_before(&self) -> &'static str {
        self.text("not-rated-met-before")
    }

    fn not_rated_skipped(&self) -> &'static str {
        self.text("not-rated-skipped")
    }

    fn review_scheduled(&self, days: u8, due: &str) -> String {
        match days {
            1 => self.say("review-scheduled-1", [("due", arg(due))]),
            _ => self.say(
                "review-scheduled-other",
                [("days", arg(days)), ("due", arg(due))],
            ),
        }
    }

    fn review_left(&self) -> &'static str {
        self.text("review-left")
    }

    fn streak_extended(&self, current: u32, best: u32) -> String {
        self.say(
            "streak-extended",
            [("current", arg(current)), ("best", arg(best))],
        )
    }

    fn streak_ended(&self, at: u32, best: u32) -> String {
        self.say("streak-ended", [("at", arg(at)), ("best", arg(best))])
    }

    fn not_the_goal(&self, square: Square, flips: Bitboard) -> String {
        self.say(
            "not-the-goal",
            [("square", arg(square)), ("flips", arg(list(flips)))],
        )
    }

    fn flips_fewer(&self, square: Square, flips: u32, most: u32) -> String {
        self.say(
            "flips-fewer",
            [
                ("flips", arg(flips)),
                ("most", arg(most)),
                ("square", arg(square)),
            ],
        )
    }

    fn fewer_directions(&self, square: Square, enclosed: u32, wanted: u8) -> String {
        self.say(
            "fewer-directions",
            [
                ("enclosed", arg(enclosed)),
                ("square", arg(square)),
                ("wanted", arg(wanted)),
            ],
        )
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        self.say(
            "opponent-can-move",
            [
                ("square", arg(square)),
                ("opponent", colour(opponent)),
                ("moves", arg(moves)),
            ],
        )
    }

    fn opponent_keeps(&self, square: Square, opponent: Color, discs: u32) -> String {
        self.say(
            "opponent-keeps",
            [
                ("discs", arg(discs)),
                ("opponent", colour(opponent)),
                ("square", arg(square)),
            ],
        )
    }

    fn game_goes_on(&self, square: Square, next: Color) -> String {
        self.say(
            "game-goes-on",
            [("square", arg(square)), ("next", colour(next))],
        )
    }

    fn not_a_corner(&self, square: Square) -> String {
        self.say("not-a-corner", [("square", arg(square))])
    }

    fn gives_corner(
        &self,
        square: Square,
        opponent: Color,
        corners: Bitboard,
        first: Option<Move>,
    ) -> String {
        match first {
            None => self.say(
                "gives-corner-none",
                [
                    ("square", arg(square)),
                    ("opponent", colour(opponent)),
                    ("corners", arg(list(corners))),
                ],
            ),
            Some(Move::Pass) => self.say(
                "gives-corner-some-pass",
                [
                    ("square", arg(square)),
                    ("opponent", colour(opponent)),
                    ("opponent_opposite", colour(opponent.opposite())),
                    ("corners", arg(list(corners))),
                ],
            ),
            Some(Move::Play(first)) => self.say(
                "gives-corner-some-play",
                [
                    ("square", arg(square)),
                    ("opponent", colour(opponent)),
                    ("first", arg(first)),
                    ("opponent_opposite", colour(opponent.opposite())),
                    ("corners", arg(list(corners))),
                ],
            ),
        }
    }

    fn goal_met_pass(&self, opponent: Color) -> String {
        self.say(
            "goal-met-pass",
            [
                ("opponent", colour(opponent)),
                ("opponent_opposite", colour(opponent.opposite())),
            ],
        )
    }

    fn goal_met_over(&self, black: u32, white: u32) -> String {
        self.say(
            "goal-met-over",
            [("black", arg(black)), ("white", arg(white))],
        )
    }

    fn goal_met_wipeout(&self, opponent: Color, black: u32, white: u32) -> String {
        self.say(
            "goal-met-wipeout",
            [
                ("opponent", colour(opponent)),
                ("black", arg(black)),
                ("white", arg(white)),
            ],
        )
    }

    fn goal_met_stable(&self, stable: u32, before: u32) -> String {
        self.say(
            "goal-met-stable",
            [("before", arg(before)), ("stable", arg(stable))],
        )
    }

    fn goal_met_quiet(&self, flipped: Bitboard) -> String {
        match flipped.len() {
            1 => self.say("goal-met-quiet-1", [("flipped", arg(list(flipped)))]),
            _ => self.say("goal-met-quiet-other", [("flipped", arg(list(flipped)))]),
        }
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let by = [("discs", arg(self.discs(greedy_score.unsigned_abs())))];
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => self.say("greedy-loses", by),
            std::cmp::Ordering::Equal => self.say("greedy-draws", []),
            std::cmp::Ordering::Greater => self.say("greedy-wins", by),
        };
        self.say(
            "goal-met-greed",
            [
                ("score", arg(self.discs(score.unsigned_abs()))),
                ("greedy", arg(greedy)),
                ("flips", arg(self.discs(flips))),
                ("result", arg(greedy_result)),
            ],
        )
    }

    fn goal_met_opening(&self, line: &str, written: &str, here: &str) -> String {
        self.say(
            "goal-met-opening",
            [
                ("line", arg(line)),
                ("written", arg(written)),
                ("here", arg(here)),
            ],
        )
    }

    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String {
        self.say(
            "fewer-stable",
            [
                ("square", arg(square)),
                ("stable", arg(stable)),
                ("most", arg(most)),
            ],
        )
    }

    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String {
        let args = [("square", arg(square)), ("discs", arg(list(loud)))];
        if loud.len() == 1 {
            self.say("flips-frontier-one", args)
        } else {
            self.say("flips-frontier", args)
        }
    }

    fn off_the_line(&self, square: Square, line: &str, other: Option<&str>) -> String {
        match other {
            Some(other) => self.say(
                "off-the-line-some",
                [
                    ("square", arg(square)),
                    ("line", arg(line)),
                    ("other", arg(other)),
                ],
            ),
            None => self.say(
                "off-the-line-none",
                [("square", arg(square)), ("line", arg(line))],
            ),
        }
    }

    fn opening_name(&self, line: OpeningLine) -> &'static str {
        match line {
            OpeningLine::Perpendicular => self.text("opening-name-perpendicular"),
            OpeningLine::Diagonal => self.text("opening-name-diagonal"),
            OpeningLine::Parallel => self.text("opening-name-parallel"),
            OpeningLine::Tiger => self.text("opening-name-tiger"),
            OpeningLine::Cow => self.text("opening-name-cow"),
            OpeningLine::Rabbit => self.text("opening-name-rabbit"),
            OpeningLine::Heath => self.text("opening-name-heath"),
            OpeningLine::Buffalo => self.text("opening-name-buffalo"),
        }
    }

    fn leaves_more_moves(
        &self,
        square: Square,
        opponent: Color,
        moves: u32,
        fewest: u32,
    ) -> String {
        self.say(
            "leaves-more-moves",
            [
                ("square", arg(square)),
                ("opponent", colour(opponent)),
                ("moves", arg(moves)),
                ("fewest", arg(fewest)),
            ],
        )
    }

    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String {
        let by = [
            ("player", colour(player)),
            ("discs", arg(self.discs(score.unsigned_abs()))),
        ];
        let result = match score.cmp(&0) {
            std::cmp::Ordering::Greater => self.say("endgame-result-wins", by),
            std::cmp::Ordering::Equal => self.say("endgame-result-draw", []),
            std::cmp::Ordering::Less => self.say("endgame-result-loses", by),
        };
        let (square, opponent, result) = (
            ("square", arg(square)),
            ("opponent", colour(player.opposite())),
            ("result", arg(result)),
        );
        match reply {
            None => self.say("endgame-after-over", [square, result]),
            Some(Move::Pass) => self.say("endgame-after-pass", [square, opponent, result]),
            Some(Move::Play(reply)) => self.say(
                "endgame-after-reply",
                [square, opponent, ("reply", arg(reply)), result],
            ),
        }
    }

    fn best_line(&self, moves: &[Move], black: u32, white: u32) -> String {
        let moves: Vec<String> = moves
            .iter()
            .map(|m| match m {
                Move::Play(sq) => sq.to_string(),
                Move::Pass => self.text("best-line-pass").to_string(),
            })
            .collect();
        let winner = Outcome {
            black,
            white,
            empty: 0,
        }
        .winner();
        self.say(
            "best-line",
            [
                ("moves", arg(moves.join(" "))),
                ("black", arg(black)),
                ("white", arg(white)),
                ("verdict", arg(self.verdict(winner))),
            ],
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        let squares = [("squares", arg(list(answers)))];
        match answers.len() {
            1 => self.say("puzzle-answer", squares),
            _ => self.say("puzzle-answers", squares),
        }
    }

    fn plays(&self, player: Color, square: Square, flips: Bitboard) -> String {
        self.say(
            "plays",
            [
                ("player", colour(player)),
                ("square", arg(square)),
                ("flips_count", arg(flips.len())),
                ("flips", arg(list(flips))),
            ],
        )
    }

    fn puzzle_done_prompt(&self) -> &'static str {
        self.text("puzzle-done-prompt")
    }

    fn puzzle_expects_move(&self) -> &'static str {
        self.text("puzzle-expects-move")
    }

    fn puzzle_already_done(&self) -> &'static str {
        self.text("puzzle-already-done")
    }

    fn puzzle_waits(&self) -> &'static str {
        self.text("puzzle-waits")
    }

    fn puzzle_try_again(&self) -> &'static str {
        self.text("puzzle-try-again")
    }

    fn puzzle_skipped(&self) -> &'static str {
        self.text("puzzle-skipped")
    }

    fn no_back_in_puzzles(&self) -> &'static str {
        self.text("no-back-in-puzzles")
    }

    fn no_more_puzzles(&self) -> &'static str {
        self.text("no-more-puzzles")
    }

    fn no_puzzles_in(&self, theme: Option<&str>) -> String {
        match theme {
            Some(theme) => self.say("no-puzzles-in-some", [("theme", arg(theme))]),
            None => self.say("no-puzzles-in-none", []),
        }
    }

    fn nothing_due(&self, next: Option<&str>) -> String {
        match next {
            Some(next) => self.say("nothing-due-some", [("next", arg(next))]),
            None => self.say("nothing-due-none", []),
        }
    }

    fn nothing_missed_today(&self) -> &'static str {
        self.text("nothing-missed-today")
    }

    fn trainer_finished(&self, served: usize, first_try: usize, solved: usize) -> String {
        self.say(
            "trainer-finished",
            [
                ("served", arg(served)),
                ("first_try", arg(first_try)),
                ("solved", arg(solved)),
            ],
        )
    }

    fn trainer_leaving(&self) -> &'static str {
        self.text("trainer-leaving")
    }

    fn trainer_end_of_input(&self) -> &'static str {
        self.text("trainer-end-of-input")
    }

    fn unknown_puzzle(&self, id: &str, near: Option<&str>) -> String {
        match near {
            Some(near) => self.say(
                "unknown-puzzle-some",
                [("id", arg(id)), ("near", arg(near))],
            ),
            None => self.say("unknown-puzzle-none", [("id", arg(id))]),
        }
    }

    fn puzzles_heading(&self, count: usize) -> String {
        self.say("puzzles-heading", [("count", arg(count))])
    }

    fn list_rating(&self, rating: i32, deviation: i32, rated: u32) -> String {
        self.say(
            "list-rating",
            [
                ("deviation", arg(deviation)),
                ("rated", arg(rated)),
                ("rating", arg(rating)),
            ],
        )
    }

    fn list_streak(&self, best: u32, current: u32) -> String {
        self.say(
            "list-streak",
            [("best", arg(best)), ("current", arg(current))],
        )
    }

    fn list_review(&self, due: usize, queued: usize) -> String {
        self.say("list-review", [("due", arg(due)), ("queued", arg(queued))])
    }

    fn after_lesson(&self, number: usize) -> String {
        self.say("after-lesson", [("number", arg(number))])
    }

    fn theme_waits_for_lesson(&self, number: usize, title: &str) -> String {
        self.say(
            "theme-waits-for-lesson",
            [("number", arg(number)), ("title", arg(title))],
        )
    }

    fn glossary_title(&self, terms: usize) -> String {
        self.say("glossary-title", [("terms", arg(terms))])
    }

    fn glossary_taught_in(&self, number: usize, title: &str) -> String {
        self.say(
            "glossary-taught-in",
            [("number", arg(number)), ("title", arg(title))],
        )
    }

    fn puzzle_command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                self.text("puzzle-command-help-lesson-next-game-next")
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                self.text("puzzle-command-help-lesson-back-game-back")
            }
            Command::Lesson(LessonCommand::Retry) => self.text("puzzle-command-help-lesson-retry"),
            Command::Lesson(LessonCommand::Skip) => self.text("puzzle-command-help-lesson-skip"),
            Command::Lesson(LessonCommand::Hint) => self.text("puzzle-command-help-lesson-hint"),
            Command::Lesson(LessonCommand::Reveal) => {
                self.text("puzzle-command-help-lesson-reveal")
            }
            Command::Help => self.text("puzzle-command-help-help"),
            Command::Quit => self.text("puzzle-command-help-quit"),
            Command::Game(_) => self.text("puzzle-command-help-game"),
        }
    }

    fn pass_words(&self) -> &'static [&'static str] {
        self.words("pass-words")
    }

    fn outcome_words(&self) -> Vec<(&'static str, Option<Color>)> {
        let named =
            |words: &'static [&'static str], winner| words.iter().map(move |word| (*word, winner));
        named(self.words("outcome-words-black"), Some(Color::Black))
            .chain(named(self.words("outcome-words-white"), Some(Color::White)))
            .chain(named(self.words("outcome-words-draw"), None))
            .collect()
    }

    fn win_words(&self) -> &'static [&'static str] {
        self.words("win-words")
    }

    fn command_words(&self, command: Command) -> &'static [&'static str] {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                self.words("command-words-lesson-next-game-next")
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                self.words("command-words-lesson-back-game-back")
            }
            Command::Lesson(LessonCommand::Retry) => self.words("command-words-lesson-retry"),
            Command::Lesson(LessonCommand::Skip) => self.words("command-words-lesson-skip"),
            Command::Lesson(LessonCommand::Hint) => self.words("command-words-lesson-hint"),
            Command::Lesson(LessonCommand::Reveal) => self.words("command-words-lesson-reveal"),
            Command::Game(GameCommand::Undo) => self.words("command-words-game-undo"),
            Command::Game(GameCommand::Redo) => self.words("command-words-game-redo"),
            Command::Game(GameCommand::Explain) => self.words("command-words-game-explain"),
            Command::Game(GameCommand::Dots) => self.words("command-words-game-dots"),
            Command::Game(GameCommand::Save) => self.words("command-words-game-save"),
            Command::Game(GameCommand::Load) => self.words("command-words-game-load"),
            Command::Game(GameCommand::NewGame) => self.words("command-words-game-new-game"),
            Command::Game(GameCommand::Replay) => self.words("command-words-game-replay"),
            Command::Game(GameCommand::Review) => self.words("command-words-game-review"),
            Command::Help => self.words("command-words-help"),
            Command::Quit => self.words("command-words-quit"),
        }
    }

    fn command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                self.text("command-help-lesson-next-game-next")
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                self.text("command-help-lesson-back-game-back")
            }
            Command::Lesson(LessonCommand::Retry) => self.text("command-help-lesson-retry"),
            Command::Lesson(LessonCommand::Skip) => self.text("command-help-lesson-skip"),
            Command::Lesson(LessonCommand::Hint) => self.text("command-help-lesson-hint"),
            Command::Lesson(LessonCommand::Reveal) => self.text("command-help-lesson-reveal"),
            Command::Game(GameCommand::Undo) => self.text("command-help-game-undo"),
            Command::Game(GameCommand::Redo) => self.text("command-help-game-redo"),
            Command::Game(GameCommand::Explain) => self.text("command-help-game-explain"),
            Command::Game(GameCommand::Dots) => self.text("command-help-game-dots"),
            Command::Game(GameCommand::Save) => self.text("command-help-game-save"),
            Command::Game(GameCommand::Load) => self.text("command-help-game-load"),
            Command::Game(GameCommand::NewGame) => self.text("command-help-game-new-game"),
            Command::Game(GameCommand::Replay) => self.text("command-help-game-replay"),
            Command::Game(GameCommand::Review) => self.text("command-help-game-review"),
            Command::Help => self.text("command-help-help"),
            Command::Quit => self.text("command-help-quit"),
        }
    }

    fn replay_step_help(&self, forward: bool) -> &'static str {
        if forward {
            self.text("replay-step-help-forward")
        } else {
            self.text("replay-step-help-not-forward")
        }
    }

    fn commands_heading(&self) -> &'static str {
        self.text("commands-heading")
    }

    fn answer_forms(&self) -> Vec<(&'static str, &'static str)> {
        pairs(self.words("answer-forms"))
    }

    fn disc_letters(&self) -> (char, char) {
        let letter = |word: &str| word.chars().next().unwrap_or('?');
        (
            letter(self.text("disc-letter-black")),
            letter(self.text("disc-letter-white")),
        )
    }

    fn menu_lessons(&self) -> &'static str {
        self.text("menu-lessons")
    }

    fn menu_settings(&self) -> &'static str {
        self.text("menu-settings")
    }

    fn menu_glossary(&self) -> &'static str {
        self.text("menu-glossary")
    }

    fn menu_help(&self) -> &'static str {
        self.text("menu-help")
    }

    fn menu_quit(&self) -> &'static str {
        self.text("menu-quit")
    }

    fn lessons_done(&self, done: usize, total: usize) -> String {
        self.say("lessons-done", [("done", arg(done)), ("total", arg(total))])
    }

    fn continue_at(&self, number: usize, title: &str, step: usize) -> String {
        self.say(
            "continue-at",
            [
                ("number", arg(number)),
                ("title", arg(title)),
                ("step", arg(step)),
            ],
        )
    }

    fn all_done(&self) -> &'static str {
        self.text("all-done")
    }

    fn setting_names(&self) -> &'static [&'static str] {
        self.words("setting-names")
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on {
            self.text("on-off-on")
        } else {
            self.text("on-off-not-on")
        }
    }

    fn theme_names(&self) -> &'static [&'static str] {
        self.words("theme-names")
    }

    fn key_word(&self, command: Command) -> &'static str {
        match self.session_key(command) {
            Some((word, _)) => word,
            None => self
                .command_words(command)
                .first()
                .copied()
                .unwrap_or_default(),
        }
    }

    fn key_help(&self, command: Command) -> &'static str {
        match self.session_key(command) {
            Some((_, help)) => help,
            None => self.command_help(command),
        }
    }

    fn act_move_cursor(&self) -> &'static str {
        self.text("act-move-cursor")
    }

    fn act_type_square(&self) -> &'static str {
        self.text("act-type-square")
    }

    fn act_play(&self) -> &'static str {
        self.text("act-play")
    }

    fn act_pick(&self) -> &'static str {
        self.text("act-pick")
    }

    fn act_answer(&self) -> &'static str {
        self.text("act-answer")
    }

    fn act_pass(&self) -> &'static str {
        self.text("act-pass")
    }

    fn act_click(&self) -> &'static str {
        self.text("act-click")
    }

    fn mouse_key(&self) -> &'static str {
        self.text("mouse-key")
    }

    fn act_number(&self) -> &'static str {
        self.text("act-number")
    }

    fn act_lessons(&self) -> &'static str {
        self.text("act-lessons")
    }

    fn act_choose(&self) -> &'static str {
        self.text("act-choose")
    }

    fn act_open(&self) -> &'static str {
        self.text("act-open")
    }

    fn act_open_term_lesson(&self) -> &'static str {
        self.text("act-open-term-lesson")
    }

    fn act_change(&self) -> &'static str {
        self.text("act-change")
    }

    fn act_back(&self) -> &'static str {
        self.text("act-back")
    }

    fn act_close(&self) -> &'static str {
        self.text("act-close")
    }

    fn act_scroll(&self) -> &'static str {
        self.text("act-scroll")
    }

    fn too_small(&self, need_w: u16, need_h: u16, w: u16, h: u16) -> String {
        self.say(
            "too-small",
            [
                ("need_w", arg(need_w)),
                ("need_h", arg(need_h)),
                ("w", arg(w)),
                ("h", arg(h)),
            ],
        )
    }

    fn board_roles(&self) -> &'static [&'static str] {
        self.words("board-roles")
    }

    fn your_squares(&self, squares: Bitboard) -> String {
        self.say("your-squares", [("squares", arg(list(squares)))])
    }

    fn menu_demo(&self) -> &'static str {
        self.text("menu-demo")
    }

    fn demo_choose(&self, open: &str) -> String {
        self.say("demo-choose", [("open", arg(open))])
    }

    fn demo_record(&self, record: &str) -> String {
        self.say("demo-record", [("record", arg(record))])
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        let seconds = [("seconds", arg(seconds))];
        match (on, waiting) {
            (true, false) => self.say("demo-auto-on", seconds),
            (true, true) => self.say("demo-auto-waiting", seconds),
            (false, _) => self.say("demo-auto-off", seconds),
        }
    }

    fn demo_guess_first(&self) -> &'static str {
        self.text("demo-guess-first")
    }

    fn demo_at_end(&self) -> &'static str {
        self.text("demo-at-end")
    }

    fn demo_needs_terminal(&self) -> &'static str {
        self.text("demo-needs-terminal")
    }

    fn sandbox_name(&self) -> &'static str {
        self.text("sandbox-name")
    }

    fn sandbox_row(&self) -> &'static str {
        self.text("sandbox-row")
    }

    fn unreached_centre(&self, empty: Bitboard) -> String {
        self.say("unreached-centre", [("empty", arg(list(empty)))])
    }

    fn unreached_apart(&self, discs: Bitboard) -> String {
        self.say("unreached-apart", [("discs", arg(list(discs)))])
    }

    fn exported_to(&self, path: &str) -> String {
        self.say("exported-to", [("path", arg(path))])
    }

    fn export_not_written(&self, why: &str) -> String {
        self.say("export-not-written", [("why", arg(why))])
    }

    fn export_no_folder(&self) -> &'static str {
        self.text("export-no-folder")
    }

    fn board_string_label(&self) -> &'static str {
        self.text("board-string-label")
    }

    fn board_string_cut(&self) -> &'static str {
        self.text("board-string-cut")
    }

    fn act_auto(&self) -> &'static str {
        self.text("act-auto")
    }

    fn act_delay(&self) -> &'static str {
        self.text("act-delay")
    }

    fn act_sandbox(&self) -> &'static str {
        self.text("act-sandbox")
    }

    fn act_cycle(&self) -> &'static str {
        self.text("act-cycle")
    }

    fn act_side(&self) -> &'static str {
        self.text("act-side")
    }

    fn act_export(&self) -> &'static str {
        self.text("act-export")
    }

    fn act_clear(&self) -> &'static str {
        self.text("act-clear")
    }

    fn act_start_position(&self) -> &'static str {
        self.text("act-start-position")
    }

    fn act_undo_change(&self) -> &'static str {
        self.text("act-undo-change")
    }

    fn sandbox_confirm_clear(&self, key: &str, undo: &str) -> String {
        self.say(
            "sandbox-confirm-clear",
            [("key", arg(key)), ("undo", arg(undo))],
        )
    }

    fn sandbox_confirm_start(&self, key: &str, undo: &str) -> String {
        self.say(
            "sandbox-confirm-start",
            [("key", arg(key)), ("undo", arg(undo))],
        )
    }

    fn sandbox_undone(&self) -> &'static str {
        self.text("sandbox-undone")
    }

    fn sandbox_nothing_to_undo(&self) -> &'static str {
        self.text("sandbox-nothing-to-undo")
    }

    fn act_type_record(&self) -> &'static str {
        self.text("act-type-record")
    }

    fn key_auto(&self) -> &'static str {
        self.text("key-auto")
    }

    fn key_delay(&self) -> &'static str {
        self.text("key-delay")
    }

    fn key_side(&self) -> &'static str {
        self.text("key-side")
    }

    fn key_empty(&self) -> &'static str {
        self.text("key-empty")
    }

    fn key_export(&self) -> &'static str {
        self.text("key-export")
    }

    fn not_a_terminal(&self) -> &'static str {
        self.text("not-a-terminal")
    }

    fn menu_puzzles(&self) -> &'static str {
        self.text("menu-puzzles")
    }

    fn puzzle_mode_name(&self, mode: Mode) -> &'static str {
        match mode {
            Mode::Theme => self.text("puzzle-mode-name-theme"),
            Mode::Rated => self.text("puzzle-mode-name-rated"),
            Mode::Streak => self.text("puzzle-mode-name-streak"),
            Mode::Review => self.text("puzzle-mode-name-review"),
            Mode::Retry => self.text("puzzle-mode-name-retry"),
        }
    }

    fn theme_title(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => self.text("theme-title-legal-move"),
            ThemeKind::PredictFlips => self.text("theme-title-predict-flips"),
            ThemeKind::MaxFlips => self.text("theme-title-max-flips"),
            ThemeKind::Directions => self.text("theme-title-directions"),
            ThemeKind::ForcePass => self.text("theme-title-force-pass"),
            ThemeKind::Wipeout => self.text("theme-title-wipeout"),
            ThemeKind::EndNow => self.text("theme-title-end-now"),
            ThemeKind::Corner => self.text("theme-title-corner"),
            ThemeKind::AvoidXSquare => self.text("theme-title-avoid-xsquare"),
            ThemeKind::Stable => self.text("theme-title-stable"),
            ThemeKind::FewerIsMore => self.text("theme-title-fewer-is-more"),
            ThemeKind::MinMobility => self.text("theme-title-min-mobility"),
            ThemeKind::QuietMove => self.text("theme-title-quiet-move"),
            ThemeKind::EndgameWin => self.text("theme-title-endgame-win"),
            ThemeKind::EndgameBest => self.text("theme-title-endgame-best"),
            ThemeKind::Opening => self.text("theme-title-opening"),
        }
    }

    fn theme_word(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => self.text("theme-word-legal-move"),
            ThemeKind::PredictFlips => self.text("theme-word-predict-flips"),
            ThemeKind::MaxFlips => self.text("theme-word-max-flips"),
            ThemeKind::Directions => self.text("theme-word-directions"),
            ThemeKind::ForcePass => self.text("theme-word-force-pass"),
            ThemeKind::Wipeout => self.text("theme-word-wipeout"),
            ThemeKind::EndNow => self.text("theme-word-end-now"),
            ThemeKind::Corner => self.text("theme-word-corner"),
            ThemeKind::AvoidXSquare => self.text("theme-word-avoid-x-square"),
            ThemeKind::Stable => self.text("theme-word-stable"),
            ThemeKind::FewerIsMore => self.text("theme-word-fewer-is-more"),
            ThemeKind::MinMobility => self.text("theme-word-min-mobility"),
            ThemeKind::QuietMove => self.text("theme-word-quiet-move"),
            ThemeKind::EndgameWin => self.text("theme-word-endgame-win"),
            ThemeKind::EndgameBest => self.text("theme-word-endgame-best"),
            ThemeKind::Opening => self.text("theme-word-opening"),
        }
    }

    fn puzzle_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                self.text("puzzle-key-help-lesson-next-game-next")
            }
            Command::Lesson(LessonCommand::Back)
            | Command::Game(GameCommand::Back)
            | Command::Lesson(LessonCommand::Retry) => {
                self.text("puzzle-key-help-lesson-back-game-back-lesson-retry")
            }
            Command::Lesson(LessonCommand::Skip) => self.text("puzzle-key-help-lesson-skip"),
            Command::Lesson(LessonCommand::Hint) => self.text("puzzle-key-help-lesson-hint"),
            Command::Lesson(LessonCommand::Reveal) => self.text("puzzle-key-help-lesson-reveal"),
            Command::Help => self.text("puzzle-key-help-help"),
            Command::Quit => self.text("puzzle-key-help-quit"),
            Command::Game(_) => self.text("puzzle-key-help-game"),
        }
    }

    fn act_puzzles(&self) -> &'static str {
        self.text("act-puzzles")
    }

    fn act_quiz(&self) -> &'static str {
        self.text("act-quiz")
    }

    fn act_line(&self) -> &'static str {
        self.text("act-line")
    }

    fn act_line_help(&self) -> &'static str {
        self.text("act-line-help")
    }

    fn line_step(&self, at: usize, moves: usize) -> String {
        self.say("line-step", [("at", arg(at)), ("moves", arg(moves))])
    }

    fn puzzle_waits_keys(&self, hint: &str, reveal: &str, skip: &str) -> String {
        self.say(
            "puzzle-waits-keys",
            [
                ("hint", arg(hint)),
                ("reveal", arg(reveal)),
                ("skip", arg(skip)),
            ],
        )
    }

    fn last_hint_key(&self, reveal: &str) -> String {
        self.say("last-hint-key", [("reveal", arg(reveal))])
    }

    fn no_back_key(&self, skip: &str) -> String {
        self.say("no-back-key", [("skip", arg(skip))])
    }

    fn mark_first(&self, mark: &str, answer: &str) -> String {
        self.say("mark-first", [("mark", arg(mark)), ("answer", arg(answer))])
    }

    fn step_waits_keys(&self, hint: &str, skip: &str) -> String {
        self.say(
            "step-waits-keys",
            [("hint", arg(hint)), ("skip", arg(skip))],
        )
    }

    fn prompt_mark_flips(&self, square: Square, mark: &str, answer: &str) -> String {
        self.say(
            "prompt-mark-flips",
            [
                ("square", arg(square)),
                ("mark", arg(mark)),
                ("answer", arg(answer)),
            ],
        )
    }

    fn prompt_mark_moves(&self, mark: &str, answer: &str) -> String {
        self.say(
            "prompt-mark-moves",
            [("mark", arg(mark)), ("answer", arg(answer))],
        )
    }

    fn prompt_pass_keys(&self, player: Color, key: &str) -> String {
        self.say(
            "prompt-pass-keys",
            [("key", arg(key)), ("player", colour(player))],
        )
    }

    fn prompt_outcome_keys(&self) -> &'static str {
        self.text("prompt-outcome-keys")
    }

    fn lesson_folders_from(&self, folders: &str, source: &str) -> String {
        self.say(
            "lesson-folders-from",
            [("folders", arg(folders)), ("source", arg(source))],
        )
    }

    fn puzzle_folders_from(&self, folders: &str, source: &str) -> String {
        self.say(
            "puzzle-folders-from",
            [("folders", arg(folders)), ("source", arg(source))],
        )
    }

    fn config_not_used(&self, why: &str) -> String {
        self.say("config-not-used", [("why", arg(why))])
    }

    fn course_exported(&self, lessons: usize, puzzles: usize, dir: &str) -> String {
        self.say(
            "course-exported",
            [
                ("lessons", arg(lessons)),
                ("puzzles", arg(puzzles)),
                ("dir", arg(dir)),
            ],
        )
    }

    fn folder_not_empty(&self, dir: &str) -> String {
        self.say("folder-not-empty", [("dir", arg(dir))])
    }

    fn file_exists(&self, file: &str) -> String {
        self.say("file-exists", [("file", arg(file))])
    }

    fn lesson_written(&self, id: &str, file: &str) -> String {
        self.say("lesson-written", [("id", arg(id)), ("file", arg(file))])
    }

    fn bad_lesson_id(&self, id: &str) -> String {
        self.say("bad-lesson-id", [("id", arg(id))])
    }

    fn cannot_write(&self, file: &str, why: &str) -> String {
        self.say("cannot-write", [("file", arg(file)), ("why", arg(why))])
    }

    fn assignment_heading(&self, puzzles: usize) -> String {
        self.say("assignment-heading", [("puzzles", arg(puzzles))])
    }

    fn not_rated_teachers(&self) -> &'static str {
        self.text("not-rated-teachers")
    }

    fn no_puzzles_in_set(&self, set: &str) -> String {
        self.say("no-puzzles-in-set", [("set", arg(set))])
    }

    fn generated_file_exists(&self, file: &str) -> String {
        self.say("generated-file-exists", [("file", arg(file))])
    }

    fn generated_merged(&self, added: usize, file: &str) -> String {
        self.say(
            "generated-merged",
            [("added", arg(added)), ("file", arg(file))],
        )
    }

    fn picture_format(&self, file: &str) -> String {
        self.say("picture-format", [("file", arg(file))])
    }

    fn no_picture(&self, why: &str) -> String {
        self.say("no-picture", [("why", arg(why))])
    }

    fn man_pages_written(&self, pages: usize, dir: &str) -> String {
        self.say(
            "man-pages-written",
            [("pages", arg(pages)), ("dir", arg(dir))],
        )
    }

    fn sheet_fields(&self) -> [&'static str; 3] {
        let words = self.words("sheet-fields");
        std::array::from_fn(|i| words.get(i).copied().unwrap_or(""))
    }

    fn sheet_answer(&self) -> &'static str {
        self.text("sheet-answer")
    }

    fn sheet_answers_heading(&self) -> &'static str {
        self.text("sheet-answers-heading")
    }

    fn sheet_puzzle(&self, number: usize) -> String {
        self.say("sheet-puzzle", [("number", arg(number))])
    }

    fn sheet_puzzles_title(&self, name: &str) -> String {
        self.say("sheet-puzzles-title", [("name", arg(name))])
    }

    fn sheet_play(&self, player: Color) -> String {
        self.say("sheet-play", [("player", colour(player))])
    }

    fn sheet_any_legal(&self, player: Color) -> String {
        self.say("sheet-any-legal", [("player", colour(player))])
    }

    fn sheet_all_legal(&self, player: Color) -> String {
        self.say("sheet-all-legal", [("player", colour(player))])
    }

    fn sheet_predict_flips(&self, square: Square) -> String {
        self.say("sheet-predict-flips", [("square", arg(square))])
    }

    fn sheet_pass(&self, player: Color) -> String {
        self.say("sheet-pass", [("player", colour(player))])
    }

    fn sheet_outcome(&self) -> &'static str {
        self.text("sheet-outcome")
    }

    fn sheet_draw(&self) -> &'static str {
        self.text("sheet-draw")
    }

    fn sheet_choice(&self) -> &'static str {
        self.text("sheet-choice")
    }

    fn sheet_find_square(&self) -> &'static str {
        self.text("sheet-find-square")
    }

    fn sheet_game(&self) -> &'static str {
        self.text("sheet-game")
    }

    fn sheet_game_answer(&self) -> &'static str {
        self.text("sheet-game-answer")
    }

    fn sheet_format(&self, file: &str) -> String {
        self.say("sheet-format", [("file", arg(file))])
    }

    fn sheet_written(&self, file: &str) -> String {
        self.say("sheet-written", [("file", arg(file))])
    }

    fn sheet_no_puzzles(&self, name: &str, themes: &str) -> String {
        self.say(
            "sheet-no-puzzles",
            [("name", arg(name)), ("themes", arg(themes))],
        )
    }
}
