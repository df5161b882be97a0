//! English: every interface string (the model for the other languages).

use super::strings::Strings;
use super::{capitalize, list};
use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, Move, Outcome, Square};
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The English strings.
pub struct English;

impl Strings for English {
    fn color(&self, color: Color) -> &'static str {
        match color {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    fn direction(&self, direction: Direction) -> &'static str {
        direction.name()
    }

    fn discs(&self, n: u32) -> String {
        match n {
            1 => "1 disc".to_string(),
            _ => format!("{n} discs"),
        }
    }

    fn steps(&self, n: usize) -> String {
        match n {
            1 => "1 step".to_string(),
            _ => format!("{n} steps"),
        }
    }

    fn verdict(&self, winner: Option<Color>) -> String {
        match winner {
            Some(c) => format!("{} wins", self.color(c)),
            None => "a draw".to_string(),
        }
    }

    fn line(&self, line: &Line, player: Color) -> String {
        let (me, them) = (self.color(player), self.color(player.opposite()));
        match line.outcome {
            LineOutcome::Edge => "is the edge of the board".to_string(),
            LineOutcome::Empty(sq) => format!("meets the empty square {sq}"),
            LineOutcome::OwnDiscFirst(sq) => {
                format!("meets {me}'s own disc on {sq} first, so nothing is enclosed")
            }
            LineOutcome::Open { end: Some(end), .. } => format!(
                "has {them} on {}, then the empty square {end}: the line is open",
                list(line.squares())
            ),
            LineOutcome::Open { end: None, .. } => {
                format!(
                    "has {them} on {}, then the edge: the line is open",
                    list(line.squares())
                )
            }
            LineOutcome::Encloses { closed_by, .. } => {
                format!(
                    "encloses {them} on {}, closed by {me} on {closed_by}",
                    list(line.squares())
                )
            }
        }
    }

    fn to_move(&self, player: Color, black: u32, white: u32) -> String {
        let p = capitalize(self.color(player));
        format!("{p} to move. Black {black}, white {white}.")
    }

    fn to_move_uncounted(&self, player: Color) -> String {
        format!("{} to move.", capitalize(self.color(player)))
    }

    fn disc_count(&self, black: u32, white: u32) -> String {
        format!("Black {black}, white {white}.")
    }

    fn game_over(&self) -> &'static str {
        "The game is over: neither side can move."
    }

    fn legal_moves(&self, moves: Bitboard) -> String {
        format!("Legal moves (*): {}", list(moves))
    }

    fn no_legal_move(&self, player: Color) -> String {
        format!("{} has no legal move.", capitalize(self.color(player)))
    }

    fn marked(&self, squares: Bitboard) -> String {
        format!("Marked: {}", list(squares))
    }

    fn legend(&self, black: char, white: char) -> String {
        format!("{black} black, {white} white, . empty, * legal move, + marked square")
    }

    fn move_is_legal(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!("{p} {square} is legal: it flips {n} ({}).", list(flips))
    }

    fn board_after(&self, square: Square, to_move: Color) -> String {
        format!(
            "The board after {square} ({} to move):",
            self.color(to_move)
        )
    }

    fn board_now(&self, to_move: Color) -> String {
        format!("The board ({} to move):", self.color(to_move))
    }

    fn legal_move_count(&self, player: Color, n: u32) -> String {
        let p = capitalize(self.color(player));
        match n {
            1 => format!("{p} to move: 1 legal move."),
            _ => format!("{p} to move: {n} legal moves."),
        }
    }

    fn flips_list(&self, flips: Bitboard) -> String {
        format!("flips {}", list(flips))
    }

    fn must_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "{} to move has no legal move and must pass; then {o} moves.",
            capitalize(p)
        )
    }

    fn final_count(&self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String {
        let (over, verdict) = (self.game_over(), self.verdict(winner));
        format!("{over} Black {black}, white {white}, {empty} empty: {verdict}.")
    }

    fn final_count_to_winner(&self, black: u32, white: u32, empty: u32, winner: Color) -> String {
        let (over, verdict, w) = (
            self.game_over(),
            self.verdict(Some(winner)),
            self.color(winner),
        );
        format!(
            "{over} Black {black}, white {white}, with the {empty} empty squares counted for {w}: {verdict}."
        )
    }

    fn nothing_to_explain(&self) -> &'static str {
        "There is no move to explain: the game is over."
    }

    fn record_move_refused(&self, number: usize, at: usize, mv: Move, why: &str) -> String {
        format!("move {number} ({mv}, character {at}): {why}")
    }

    fn level_line(&self, level: Level) -> &'static str {
        match level {
            Level::Random => "Level 1: plays any legal move, at random.",
            Level::MostFlips => {
                "Level 2: flips as many discs as it can, the beginner's classic mistake; only a corner comes first."
            }
            Level::CornersAndEdges => {
                "Level 3: takes corners and edges first, and avoids opening a corner for you."
            }
            Level::Mobility => {
                "Level 4: looks three moves ahead, counting the moves each side has (mobility) and the corners."
            }
            Level::Strong => {
                "Level 5: looks five moves ahead and weighs mobility, corners, stable discs and parity; perfect from 16 empty squares."
            }
            Level::Deep => "Level 6: as level 5, eight moves ahead; perfect from 20 empty squares.",
        }
    }

    fn game_against_computer(&self, number: usize, learner: Color, level: u8) -> String {
        let p = self.color(learner);
        format!("Game {number}: you play {p} against the computer at level {level}.")
    }

    fn game_two_players(&self, number: usize, player_one: Color) -> String {
        let (one, two) = (self.color(player_one), self.color(player_one.opposite()));
        format!(
            "Game {number}: two players on one board; player 1 plays {one}, player 2 plays {two}."
        )
    }

    fn person_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!("{p} plays {square} and flips {n}: {}.", list(flips))
    }

    fn computer_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!(
            "The computer ({p}) plays {square} and flips {n}: {}.",
            list(flips)
        )
    }

    fn time_up(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!("Time is up for {p}: the random legal move {square} is played instead.")
    }

    fn forced_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "{} has no legal move: no empty square encloses a line of {o} discs. {} passes, and {o} moves again.",
            capitalize(p),
            capitalize(p)
        )
    }

    fn game_ended(&self, reason: EndReason) -> String {
        match reason {
            EndReason::BoardFull => "The game is over: the board is full.".to_string(),
            EndReason::NoMoves => {
                "The game is over: neither side can move, though empty squares are left."
                    .to_string()
            }
            EndReason::WipeOut { wiped } => format!(
                "The game is over: {} has no discs left, a wipe-out.",
                self.color(wiped)
            ),
        }
    }

    fn game_result(&self, black: u32, white: u32, winner: Option<Color>) -> String {
        format!("Black {black}, white {white}: {}.", self.verdict(winner))
    }

    fn tally(&self, seat: usize, other: usize, draws: usize, against_computer: bool) -> String {
        if against_computer {
            format!("Games so far: you won {seat}, the computer won {other}, {draws} drawn.")
        } else {
            format!("Games so far: player 1 won {seat}, player 2 won {other}, {draws} drawn.")
        }
    }

    fn undone(&self, moves: usize) -> String {
        match moves {
            1 => "Took back 1 move.".to_string(),
            _ => format!("Took back {moves} moves."),
        }
    }

    fn nothing_to_undo(&self) -> &'static str {
        "There is no move of yours to take back."
    }

    fn redone(&self, moves: usize) -> String {
        match moves {
            1 => "Played 1 move again.".to_string(),
            _ => format!("Played {moves} moves again."),
        }
    }

    fn nothing_to_redo(&self) -> &'static str {
        "There is no move to play again."
    }

    fn not_your_turn(&self) -> &'static str {
        "It is the computer's turn."
    }

    fn game_is_over(&self) -> &'static str {
        "The game is over: type new for another game, or undo to take moves back."
    }

    fn replaying(&self) -> &'static str {
        "The game is being replayed: type replay to stop, or new for another game."
    }

    fn last_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("The last move: {p} played {square} and flipped {n}:")
    }

    fn no_move_yet(&self) -> &'static str {
        "No disc has been placed in this game yet."
    }

    fn saved_to(&self, path: &str) -> String {
        format!("The game is saved in {path}.")
    }

    fn not_saved(&self, path: &str, why: &str) -> String {
        format!("The game could not be saved in {path}: {why}")
    }

    fn game_record(&self, record: &str) -> String {
        format!("The game record: {record} (save FILE keeps it in a file).")
    }

    fn loaded(&self, path: &str, moves: usize) -> String {
        match moves {
            1 => format!("{path} is loaded: 1 move."),
            _ => format!("{path} is loaded: {moves} moves."),
        }
    }

    fn not_loaded(&self, path: &str, why: &str) -> String {
        format!("{path} could not be loaded: {why}")
    }

    fn load_what(&self) -> &'static str {
        "Type load and the name of a file, such as: load game.txt"
    }

    fn saved_games_heading(&self) -> &'static str {
        "Saved games, the newest first:"
    }

    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(1) => format!("{name} · 1 move"),
            Some(moves) => format!("{name} · {moves} moves"),
            None => format!("{name} · not a game record"),
        }
    }

    fn prompt_load_keys(&self, choose: &str, load: &str, back: &str) -> String {
        format!(
            "Choose a game with {choose} and press {load} to go on with it; {back} goes back to this game."
        )
    }

    fn no_saved_games(&self, folder: Option<&str>, save: &str) -> String {
        match folder {
            Some(folder) => format!("No saved games in {folder} yet: press {save} during a game to save one."),
            None => "There is no data folder to keep games in: play --record FILE goes on with a saved game.".to_string(),
        }
    }

    fn dots_shown(&self, on: bool) -> &'static str {
        if on {
            "The legal moves are shown as *."
        } else {
            "The legal moves are no longer shown."
        }
    }

    fn replay_start(&self, moves: usize) -> String {
        format!("Replay of the game ({moves} moves), from the start position.")
    }

    fn replay_move(&self, index: usize, total: usize, player: Color, mv: Move) -> String {
        let p = self.color(player);
        match mv {
            Move::Play(square) => format!("Move {index} of {total}: {p} plays {square}."),
            Move::Pass => format!("Move {index} of {total}: {p} passes."),
        }
    }

    fn replay_at_end(&self) -> &'static str {
        "That was the last move: type back for the moves before, or replay to stop."
    }

    fn replay_when_over(&self) -> &'static str {
        "A game can be replayed once it is over."
    }

    fn time_left(&self, seconds: u64) -> String {
        format!("{seconds} seconds left for this move.")
    }

    fn timer_rule(&self, seconds: Option<u64>) -> String {
        let rule =
            "when the time for a move runs out, a random legal move is played for the player";
        match seconds {
            Some(s) => format!("Turn timer: {s} seconds a move; {rule}."),
            None => format!("No turn timer (play --timer 30 or --timer 60 sets one; {rule})."),
        }
    }

    fn prompt_your_move(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Your move ({p}): type a square, such as d3, or help for the commands.")
    }

    fn prompt_players_move(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} to move: type a square, such as d3, or help for the commands.")
    }

    fn prompt_game_over(&self) -> &'static str {
        "Type new for another game, replay to step through this one, review to see which moves lost, save to keep it, or quit."
    }

    fn prompt_replay(&self) -> &'static str {
        "Enter: the next move; back: the move before; replay: stop."
    }

    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[("d3", "play a square")]
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        let moves = match moves {
            1 => "1 move".to_string(),
            _ => format!("{moves} moves"),
        };
        format!(
            "Review of {moves}. From {exact_from} empty squares on, each move is graded exactly by the solver; earlier moves by the level-6 search, whose values are estimates (about)."
        )
    }

    fn review_move(&self, number: usize, player: Color, played: Square) -> String {
        format!("Move {number}: {} {played}.", self.color(player))
    }

    fn review_loss(&self, kept: i32, best: i32, better: Square, exact: bool) -> String {
        let lost = self.discs((best - kept).unsigned_abs());
        if exact {
            format!("It keeps {kept:+}, where {best:+} was possible with {better}: {lost} lost.")
        } else {
            format!(
                "It keeps about {kept:+}, where about {best:+} was possible with {better}: about {lost} lost."
            )
        }
    }

    fn review_reason(&self, reason: Reason, opponent: Color, better: Square) -> String {
        let o = self.color(opponent);
        match reason {
            Reason::CornerGivenAway { corner } => {
                format!("It lets {o} take the corner {corner}; after {better}, {o} could not.")
            }
            Reason::BesideEmptyCorner { corner } => {
                format!(
                    "It puts a disc beside the empty corner {corner}, which {o} may take later."
                )
            }
            Reason::MobilityLost {
                theirs,
                after_better,
            } => format!(
                "It leaves {o} {theirs} moves to choose from; {better} would have left {after_better}."
            ),
            Reason::Parity {
                region,
                better_region,
            } => format!(
                "Parity: it plays into a region of {region} empty squares, an even number; {better} plays into one of {better_region}, an odd number, where the last move is often a gain."
            ),
        }
    }

    fn reason_unseen(&self, exact: bool) -> &'static str {
        if exact {
            "No simple rule shows why: the exact count of the endgame does."
        } else {
            "No simple rule shows why: the search sees it a few moves ahead."
        }
    }

    fn review_summary(&self, best_kept: usize, moves: usize) -> String {
        format!("{best_kept} of {moves} moves kept the best result.")
    }

    fn review_clean(&self) -> &'static str {
        "No move lost anything."
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
        format!(
            "Level {a} against level {b}, {games} games: level {a} won {wins}, lost {losses}, drew {draws}."
        )
    }

    fn match_difference(&self, a: u8, b: u8, average: f64) -> String {
        format!("Average disc difference: {average:+.1} (level {a} minus level {b}).")
    }

    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String {
        format!(
            "Level {level}: {average_ms:.2} ms a move on average, the longest {longest_ms:.1} ms."
        )
    }

    fn menu_play(&self) -> &'static str {
        "Play"
    }

    fn setup_names(&self) -> &'static [&'static str] {
        &[
            "Opponent",
            "Level",
            "Your colour",
            "Legal-move dots",
            "Turn timer",
            "Swap colours after each game",
        ]
    }

    fn opponent_name(&self, computer: bool) -> &'static str {
        if computer {
            "the computer"
        } else {
            "two people, one board"
        }
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!("{s} seconds"),
            None => "off".to_string(),
        }
    }

    fn timer_help(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!(
                "Turn timer: {s} seconds a move. When they run out, a random legal move is played for the player to move."
            ),
            None => "No turn timer. With one (30 or 60 seconds a move), a random legal move is played for a player whose time runs out.".to_string(),
        }
    }

    fn act_start(&self) -> &'static str {
        "start"
    }

    fn act_home(&self) -> &'static str {
        "home"
    }

    fn game_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Game(GameCommand::Undo) => {
                "take back your last move (against the computer, its reply too)"
            }
            Command::Game(GameCommand::Redo) => "play again what undo took back",
            Command::Game(GameCommand::Explain) => {
                "explain the last move: the lines it enclosed; again: the move before"
            }
            Command::Game(GameCommand::Dots) => "show or hide the legal moves (*)",
            Command::Game(GameCommand::Save) => {
                "save the game record (data folder, or --save file)"
            }
            Command::Game(GameCommand::Load) => "go on with a saved game (from the data folder)",
            Command::Game(GameCommand::NewGame) => {
                "start the next game (the colours swap, if chosen)"
            }
            Command::Game(GameCommand::Replay) => "step through the finished game move by move",
            Command::Game(GameCommand::Review) => "grade each move of the finished game",
            Command::Quit => "quit; a game not over is kept, and Play offers to go on with it",
            other => self.key_help(other),
        }
    }

    fn prompt_move_keys(&self, player: Color, yours: bool, play: &str) -> String {
        if yours {
            let p = self.color(player);
            format!("Your move ({p}): type a square and press {play}, or click one.")
        } else {
            let p = capitalize(self.color(player));
            format!("{p} to move: type a square and press {play}, or click one.")
        }
    }

    fn computer_thinking(&self) -> &'static str {
        "The computer is thinking…"
    }

    fn prompt_over_keys(&self, new: &str, replay: &str, review: &str, save: &str) -> String {
        format!(
            "The game is over: {new} another game, {replay} replay it move by move, {review} review your moves, {save} save the record."
        )
    }

    fn prompt_replay_keys(&self, steps: &str, back: &str) -> String {
        format!("{steps} the move before or after; {back} back to the end of the game.")
    }

    fn record_not_saved(&self, record: &str) -> String {
        format!("There is no data folder to save in. The game record: {record}")
    }

    fn go_on_unfinished(&self, moves: usize) -> String {
        format!("Go on with the game you left unfinished ({moves} moves)")
    }

    fn confirm_new_game(&self) -> &'static str {
        "The game is not over: press the same key again to start a new one."
    }

    fn confirm_load_game(&self, load: &str) -> String {
        format!("The game is not over: press {load} again to replace it with the game chosen.")
    }

    fn confirm_typed_again(&self, typed: &str) -> String {
        format!("The game is not over: type {typed} again to replace it.")
    }

    fn confirm_leave_game(&self) -> &'static str {
        "The game is not over: press the same key again to leave it without saving."
    }

    fn review_when_over(&self) -> &'static str {
        "A game can be reviewed once it is over."
    }

    fn review_title(&self) -> &'static str {
        "Game review"
    }

    fn grading(&self, done: usize, total: usize) -> String {
        format!(
            "Grading the moves: the solver and the level-6 search take a few seconds… ({done} of {total} moves)"
        )
    }

    fn review_row(
        &self,
        number: usize,
        player: Color,
        played: Square,
        lost: u32,
        exact: bool,
    ) -> String {
        let (p, lost) = (self.color(player), self.discs(lost));
        if exact {
            format!("{number}. {p} {played}: {lost} lost")
        } else {
            format!("{number}. {p} {played}: about {lost} lost")
        }
    }

    fn review_marks(&self) -> &'static [&'static str] {
        &["played", "a better move"]
    }

    fn game_not_a_terminal(&self) -> &'static str {
        "the output is not a terminal: the game runs in plain text"
    }

    fn right_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("Right: {p} plays {square} and flips {n}: {}.", list(flips))
    }

    fn right_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!("Right: {p} has no legal move, so {p} passes and {o} moves again.")
    }

    fn right_all_legal(&self, moves: Bitboard) -> String {
        format!("Right: the legal moves are {}.", list(moves))
    }

    fn right_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("Right: {square} flips {}.", list(flips))
    }

    fn right_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        format!("Right: black {black}, white {white}: {verdict}.")
    }

    fn right_choice(&self) -> &'static str {
        "Right."
    }

    fn right_square(&self, square: Square) -> String {
        format!("Right: {square}.")
    }

    fn occupied(&self, square: Square, owner: Color) -> String {
        let owner = self.color(owner);
        format!(
            "{square} is not empty: a {owner} disc is already there. A disc can only go on an empty square."
        )
    }

    fn encloses_nothing(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!(
            "{square} is not a legal move for {p}: no direction encloses a line of opponent discs."
        )
    }

    fn not_asked(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} is a legal move (it would flip {}), but it is not the move this step asks for.",
            list(flips)
        )
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("This step asks for one of {}.", list(moves))
        } else {
            format!("This step asks for {}.", list(moves))
        }
    }

    fn pass_refused(&self, player: Color, moves: Bitboard) -> String {
        format!(
            "{} may not pass: there are legal moves ({}), and a player who can move must move.",
            capitalize(self.color(player)),
            list(moves)
        )
    }

    fn pass_refused_count(&self, player: Color, moves: u32) -> String {
        let p = capitalize(self.color(player));
        if moves == 1 {
            format!(
                "{p} may not pass: there is a legal move on the board, and a player who can move must move."
            )
        } else {
            format!(
                "{p} may not pass: there are {moves} legal moves on the board, and a player who can move must move."
            )
        }
    }

    fn not_quite(&self) -> &'static str {
        "Not quite."
    }

    fn missing_legal_count(&self, n: u32) -> String {
        if n == 1 {
            "One legal move is missing.".to_string()
        } else {
            format!("{n} legal moves are missing.")
        }
    }

    fn missing_flip_count(&self, n: u32) -> String {
        if n == 1 {
            "One more disc flips.".to_string()
        } else {
            format!("{n} more discs flip.")
        }
    }

    fn extra_flips(&self, extra: Bitboard) -> String {
        format!("These do not flip: {}.", list(extra))
    }

    fn why_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("{square} flips {}:", list(flips))
    }

    fn count_again(&self) -> &'static str {
        "The winner is right, but the count is not: count each colour again."
    }

    fn winner_again(&self) -> &'static str {
        "That is not the result: count the discs of each colour again."
    }

    fn answer_all_legal(&self, moves: Bitboard) -> String {
        format!("The legal moves are {}.", list(moves))
    }

    fn answer_pass(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} has no legal move, so {p} must pass.")
    }

    fn answer_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        format!(
            "Black has {black} discs and white has {white}: {}.",
            self.verdict(winner)
        )
    }

    fn answer_choice(&self, number: usize) -> String {
        format!("The right answer is number {number}.")
    }

    fn answer_squares(&self, squares: Bitboard) -> String {
        format!("The square asked for: {}.", list(squares))
    }

    fn nothing_to_reveal(&self) -> &'static str {
        "There is no answer to show here."
    }

    fn wrong_choice(&self) -> &'static str {
        "That is not the right answer."
    }

    fn wrong_square(&self, square: Square) -> String {
        format!("{square} is not the square asked for.")
    }

    fn reply_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!("{p} answers {square} and flips {}.", list(flips))
    }

    fn reply_passed(&self, player: Color) -> String {
        format!(
            "{} has no legal move and passes.",
            capitalize(self.color(player))
        )
    }

    fn reply_does_not_fit(&self, reply: Move) -> String {
        let reply = match reply {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => "pass".to_string(),
        };
        format!(
            "(The lesson's prepared answer {reply} does not fit the position you reached, so the lesson goes on from the position it was written for.)"
        )
    }

    fn reply_comes(&self, player: Color, key: &str) -> String {
        let p = capitalize(self.color(player));
        format!("{p} answers next: {key} shows the move.")
    }

    fn hint(&self, text: &str) -> String {
        format!("Hint: {text}")
    }

    fn hint_legal_count(&self, n: u32) -> String {
        self.hint(&match n {
            1 => "There is 1 legal move.".to_string(),
            _ => format!("There are {n} legal moves."),
        })
    }

    fn hint_flip_count(&self, square: Square, n: u32) -> String {
        self.hint(&format!("{square} flips {}.", self.discs(n)))
    }

    fn hint_look_for_a_move(&self, player: Color) -> String {
        let o = self.color(player.opposite());
        self.hint(&format!(
            "Try each empty square next to a {o} disc: does any of them enclose a line?"
        ))
    }

    fn hint_count(&self) -> String {
        self.hint("Count the discs of each colour: more discs wins, equal counts are a draw.")
    }

    fn no_hint(&self) -> &'static str {
        "There is no hint for this step."
    }

    fn lesson_heading(&self, title: &str, steps: usize) -> String {
        format!("Lesson: {title} ({})", self.steps(steps))
    }

    fn step_heading(&self, step: usize, steps: usize) -> String {
        format!("Step {step} of {steps}")
    }

    fn type_help(&self) -> &'static str {
        "Type help to see the commands."
    }

    fn prompt_read(&self) -> &'static str {
        "Press Enter to go on."
    }

    fn prompt_play(&self) -> &'static str {
        "Your move: type a square, such as d3."
    }

    fn prompt_any_legal(&self) -> &'static str {
        "Play any legal move (the legal moves are not shown this time)."
    }

    fn prompt_all_legal(&self) -> &'static str {
        "Type every legal move, separated by spaces, such as c4 d3."
    }

    fn prompt_predict_flips(&self, square: Square) -> String {
        format!("Type every disc that {square} would flip, separated by spaces.")
    }

    fn prompt_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Type a move, or pass if {p} has no legal move.")
    }

    fn prompt_outcome(&self) -> &'static str {
        "Who won? Type black, white or draw, and the count if you like (black first), such as: black 40 24."
    }

    fn prompt_choice(&self) -> &'static str {
        "Type the number of your answer."
    }

    fn prompt_find_square(&self) -> &'static str {
        "Type the square, such as c6."
    }

    fn prompt_game(&self) -> &'static str {
        "Your move: type a square (the legal moves are not shown). The computer answers at once."
    }

    fn game_you_played(&self, square: Square, flips: Bitboard) -> String {
        let n = self.discs(flips.len());
        format!("You play {square} and flip {n}: {}.", list(flips))
    }

    fn game_corner_taken(&self, corner: Square) -> String {
        format!("You took the corner {corner}. A corner disc can never be flipped.")
    }

    fn game_corner_given(&self, player: Color, corner: Square) -> String {
        let p = self.color(player);
        format!("Careful: after your move, {p} can take the corner {corner}.")
    }

    fn game_you_won(&self, won: Option<bool>) -> &'static str {
        match won {
            Some(true) => "You won your first game!",
            Some(false) => "You lost this one. Every game teaches something.",
            None => "A draw: equal counts.",
        }
    }

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "to play another game against the computer".to_string(),
            Offer::Review => "to go over this game move by move".to_string(),
            Offer::Practice(kind) => format!(
                "for {PRACTICE_PUZZLES} puzzles on what this lesson taught ({})",
                self.theme_title(kind)
            ),
            Offer::RulesQuiz => {
                "for a rules quiz: one task from each lesson before this one".to_string()
            }
        }
    }

    fn offer_keys(&self, offers: &[String], leave: &str) -> String {
        format!("Press {}, {leave} for the lessons.", offers.join(", "))
    }

    fn offer_command(&self, offer: Offer, record: &str) -> String {
        match offer {
            Offer::Play => "To play again: reversi-tutor play.".to_string(),
            Offer::Review => {
                format!("To go over this game move by move: reversi-tutor review {record}")
            }
            Offer::Practice(kind) => format!(
                "To practise what this lesson taught: reversi-tutor puzzles --theme {} --count {PRACTICE_PUZZLES}",
                self.theme_word(kind)
            ),
            Offer::RulesQuiz => "To take the rules quiz: reversi-tutor quiz".to_string(),
        }
    }

    fn tasks_queued(&self, count: usize) -> String {
        match count {
            1 => "One task you missed comes back tomorrow, in the review queue beside the puzzles."
                .to_string(),
            n => format!(
                "{n} tasks you missed come back tomorrow, in the review queue beside the puzzles."
            ),
        }
    }

    fn quiz_title(&self) -> &'static str {
        "Rules quiz"
    }

    fn task_review_title(&self) -> &'static str {
        "Lesson tasks to review"
    }

    fn menu_lesson_tasks(&self) -> &'static str {
        "Lesson tasks to review"
    }

    fn no_lesson_tasks_due(&self, queued: usize) -> String {
        format!(
            "No lesson task is due for review today ({queued} in the queue). A task you answer wrong twice in a lesson comes back here the next day."
        )
    }

    fn no_quiz(&self) -> &'static str {
        "This course has no rules quiz: it needs the lesson first-game, and tasks marked stands_alone in the lessons before it."
    }

    fn expects_move(&self) -> &'static str {
        "This step asks for a move: type a square, such as d3."
    }

    fn expects_move_or_pass(&self) -> &'static str {
        "This step asks for a move (a square such as d3) or pass."
    }

    fn expects_squares(&self) -> &'static str {
        "This step asks for squares: type them separated by spaces, such as d3 e6."
    }

    fn expects_outcome(&self) -> &'static str {
        "This step asks who won: black, white or draw."
    }

    fn expects_choice(&self) -> &'static str {
        "This step asks for the number of an answer."
    }

    fn expects_square(&self) -> &'static str {
        "This step asks for a square: type one, such as c6."
    }

    fn no_such_choice(&self, count: usize) -> String {
        format!("Choose a number from 1 to {count}.")
    }

    fn nothing_asked(&self) -> &'static str {
        "There is nothing to answer here: press Enter to go on."
    }

    fn already_done(&self) -> &'static str {
        "This step is already done: press Enter to go on."
    }

    fn lesson_over(&self) -> &'static str {
        "The lesson is finished."
    }

    fn answer_first(&self) -> &'static str {
        "This step waits for your answer (or type hint, or skip)."
    }

    fn try_again(&self) -> &'static str {
        "Try again, or type hint or skip."
    }

    fn not_understood(&self, text: &str) -> String {
        format!("I did not understand \"{text}\". Type help to see the commands.")
    }

    fn first_step(&self) -> &'static str {
        "This is the first step: there is no step before it."
    }

    fn skipped(&self, step: usize) -> String {
        format!("Step {step} skipped.")
    }

    fn finished(&self, right_first_time: usize, tasks: usize, skipped: usize) -> String {
        format!(
            "Lesson finished: {right_first_time} of {tasks} tasks right at the first try, {skipped} skipped."
        )
    }

    fn leaving(&self, step: usize, steps: usize) -> String {
        format!("Leaving the lesson at step {step} of {steps}.")
    }

    fn going_on_at(&self, step: usize, steps: usize) -> String {
        format!(
            "You go on at step {step} of {steps}, where you stopped. To start the lesson again, add --from-start."
        )
    }

    fn end_of_input(&self, step: usize, steps: usize) -> String {
        format!("End of input: leaving the lesson at step {step} of {steps}.")
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "there is no lesson `{id}`; the lessons are: {}",
            known.join(", ")
        )
    }

    fn progress_damaged(&self, kept_at: &str, what: &str) -> String {
        format!(
            "Your progress file was damaged ({what}). It is kept, unchanged, at {kept_at}; you start afresh."
        )
    }

    fn progress_newer(&self, version: i64) -> String {
        format!(
            "Your progress file comes from a newer reversi-tutor (version {version}). It is left as it is; what you do now is not saved."
        )
    }

    fn progress_shared(&self) -> &'static str {
        "Another copy of reversi-tutor is running; the progress of both is kept."
    }

    fn progress_not_saved(&self, why: &str) -> String {
        format!("Your progress is not saved: {why}")
    }

    fn progress_saved_in(&self, path: &str) -> String {
        format!("Your progress is saved in {path}.")
    }

    fn progress_in_memory(&self) -> &'static str {
        "Your progress was kept in memory only: it is not saved."
    }

    fn program_fault(&self) -> &'static str {
        "A fault in the program stopped the tutor."
    }

    fn stopped_at(&self, step: usize) -> String {
        format!("stopped at step {step}")
    }

    fn theme_idea(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => {
                "A move is legal where it encloses a line: next to an opponent disc, with one of your own discs at the far end of that line."
            }
            ThemeKind::MaxFlips => {
                "Count the flips of each move in every direction: the lines of one move add up."
            }
            ThemeKind::Directions => {
                "Look for an empty square with opponent discs on several sides, each line closed by one of your discs further out."
            }
            ThemeKind::ForcePass => {
                "After your move the opponent must have no square that encloses a line: look at the discs their moves would need."
            }
            ThemeKind::Wipeout => "Look for the move that encloses every opponent disc at once.",
            ThemeKind::EndNow => {
                "After your move neither side may have a legal move: look for the move that leaves no line to enclose for either colour."
            }
            ThemeKind::PredictFlips => {
                "Walk out from the new disc in each of the eight directions: a line flips only when one of your discs closes it."
            }
            ThemeKind::AvoidXSquare => {
                "Before you play, look at each empty corner: after your move, could the opponent enclose a line into it?"
            }
            ThemeKind::MinMobility => {
                "For each move, count the squares the opponent could then play: fewer moves for them is better for you."
            }
            ThemeKind::Stable => {
                "A disc is stable when it is a corner, or joined to a corner of its colour along an edge with no gap. Count yours after each move."
            }
            ThemeKind::FewerIsMore => {
                "The move that flips the most is a trap here. For each move, ask what your opponent can do next."
            }
            ThemeKind::QuietMove => {
                "Look at the discs each move flips: after a quiet move, none of them touches an empty square."
            }
            ThemeKind::Opening => {
                "Openings are written as if black began with f5. Turn the board in your mind until this position looks like the line."
            }
            ThemeKind::Corner => {
                "A corner can never be flipped. Follow the edges and diagonals that lead into each corner."
            }
            ThemeKind::EndgameWin => {
                "Flipping the most is not always best: for each move, think of the opponent's best reply."
            }
            ThemeKind::EndgameBest => {
                "Think to the end of the game: for each move, ask what the opponent answers; a move that makes the opponent pass can gain discs."
            }
        }
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "top-left",
            Quarter::TopRight => "top-right",
            Quarter::BottomLeft => "bottom-left",
            Quarter::BottomRight => "bottom-right",
        };
        self.hint(&format!(
            "look in the {name} quarter of the board ({from} to {to})."
        ))
    }

    fn hint_square(&self, square: Square) -> String {
        self.hint(&format!("look at {square}."))
    }

    fn hint_level(&self, level: u8, levels: u8) -> String {
        format!("(hint {level} of {levels})")
    }

    fn no_more_hints(&self) -> &'static str {
        "That was the last hint: type reveal to see the answer."
    }

    fn puzzle_heading(&self, id: &str, rating: u32) -> String {
        format!("Puzzle {id} (rating {rating})")
    }

    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String {
        let base = match (mode, theme) {
            (Mode::Theme, None) => "Puzzles by theme, one theme after another",
            (Mode::Theme, Some(_)) => "Puzzles by theme",
            (Mode::Rated, _) => "Rated puzzles, chosen near your rating",
            (Mode::Streak, _) => "Puzzle streak: easiest first, and the first miss ends the run",
            (Mode::Review, _) => "Review: the puzzles due again today",
            (Mode::Retry, _) => "Retry: the puzzles missed today, at once",
        };
        match theme {
            Some(theme) => format!("{base} ({theme})"),
            None => base.to_string(),
        }
    }

    fn rating_now(&self, rating: i32, change: Option<i32>) -> String {
        match change {
            Some(change) => format!("rating {rating} ({change:+})"),
            None => format!("rating {rating}"),
        }
    }

    fn streak_now(&self, current: u32, best: u32) -> String {
        format!("streak {current} (best {best})")
    }

    fn review_now(&self, due: usize) -> String {
        format!("{due} to review")
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Your rating: {before} → {after} ({:+}).", after - before)
    }

    fn not_rated_helped(&self) -> &'static str {
        "Not rated: you had help before your first move."
    }

    fn not_rated_skipped(&self) -> &'static str {
        "Not rated: you gave no answer."
    }

    fn not_rated_met_before(&self) -> &'static str {
        "Not rated: you have met this puzzle before."
    }

    fn review_scheduled(&self, days: u8, due: &str) -> String {
        match days {
            1 => format!("It comes back for review tomorrow, {due}."),
            _ => format!("It comes back for review in {days} days, on {due}."),
        }
    }

    fn review_left(&self) -> &'static str {
        "Solved at the first try: it leaves your review queue."
    }

    fn streak_extended(&self, current: u32, best: u32) -> String {
        format!("Streak: {current} (best {best}).")
    }

    fn streak_ended(&self, at: u32, best: u32) -> String {
        format!("The streak ends at {at} (best {best}); the next puzzle starts a new one.")
    }

    fn not_the_goal(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} is a legal move (it flips {}), but it does not meet the goal.",
            list(flips)
        )
    }

    fn flips_fewer(&self, square: Square, flips: u32, most: u32) -> String {
        format!(
            "{square} flips {}; another move flips {most}.",
            self.discs(flips)
        )
    }

    fn fewer_directions(&self, square: Square, enclosed: u32, wanted: u8) -> String {
        match enclosed {
            1 => format!("{square} encloses a line in 1 direction; the goal is at least {wanted}."),
            _ => format!(
                "{square} encloses lines in {enclosed} directions; the goal is at least {wanted}."
            ),
        }
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.color(opponent);
        let moves = match moves {
            1 => "1 legal move".to_string(),
            n => format!("{n} legal moves"),
        };
        format!("After {square}, {o} still has {moves}, so {o} does not have to pass.")
    }

    fn opponent_keeps(&self, square: Square, opponent: Color, discs: u32) -> String {
        format!(
            "After {square}, {} still has {}.",
            self.color(opponent),
            self.discs(discs)
        )
    }

    fn game_goes_on(&self, square: Square, next: Color) -> String {
        format!(
            "After {square} the game goes on: {} still has a legal move.",
            self.color(next)
        )
    }

    fn not_a_corner(&self, square: Square) -> String {
        format!("{square} is not a corner: the corners are a1, h1, a8 and h8.")
    }

    fn gives_corner(
        &self,
        square: Square,
        opponent: Color,
        corners: Bitboard,
        first: Option<Move>,
    ) -> String {
        let (o, p) = (self.color(opponent), self.color(opponent.opposite()));
        let corners = list(corners);
        match first {
            None => format!("After {square}, {o} can take the corner {corners}."),
            Some(Move::Pass) => format!(
                "After {square}, {o} must pass, but whatever {p} plays next, {o} can then take the corner {corners}."
            ),
            Some(Move::Play(first)) => format!(
                "After {square}, {o} can play {first}; whatever {p} answers, {o} can then take the corner {corners}."
            ),
        }
    }

    fn goal_met_pass(&self, opponent: Color) -> String {
        format!(
            "{} has no legal move and must pass: {} plays again.",
            capitalize(self.color(opponent)),
            self.color(opponent.opposite())
        )
    }

    fn goal_met_over(&self, black: u32, white: u32) -> String {
        format!("Nobody can move: the game is over, black {black}, white {white}.")
    }

    fn goal_met_wipeout(&self, opponent: Color, black: u32, white: u32) -> String {
        format!(
            "{} has no disc left: the game is over, black {black}, white {white}.",
            capitalize(self.color(opponent))
        )
    }

    fn goal_met_stable(&self, stable: u32, before: u32) -> String {
        format!(
            "Your stable discs: {before} before this move, {stable} now. No other move makes more."
        )
    }

    fn goal_met_quiet(&self, flipped: Bitboard) -> String {
        if flipped.len() == 1 {
            format!(
                "The disc you flipped, {}, touches no empty square now: a quiet move.",
                list(flipped)
            )
        } else {
            format!(
                "The discs you flipped, {}, touch no empty square now: a quiet move.",
                list(flipped)
            )
        }
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => {
                format!("loses by {}", self.discs(greedy_score.unsigned_abs()))
            }
            std::cmp::Ordering::Equal => "only draws".to_string(),
            std::cmp::Ordering::Greater => {
                format!("wins by only {}", self.discs(greedy_score.unsigned_abs()))
            }
        };
        format!(
            "With best play from both sides you win by {}. The greedy {greedy} flips the most, {}, yet it {greedy_result}.",
            self.discs(score.unsigned_abs()),
            self.discs(flips)
        )
    }

    fn goal_met_opening(&self, line: &str, written: &str, here: &str) -> String {
        format!("That is {line}: written from f5 it goes {written}; on this board it goes {here}.")
    }

    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String {
        let have = match stable {
            0 => "no stable disc".to_string(),
            1 => "1 stable disc".to_string(),
            n => format!("{n} stable discs"),
        };
        format!("After {square} you have {have}; another move gives you {most}.")
    }

    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String {
        if loud.len() == 1 {
            format!(
                "After {square}, {} still touches an empty square: it is a frontier disc, so the move is not quiet.",
                list(loud)
            )
        } else {
            format!(
                "After {square}, {} still touch an empty square: they are frontier discs, so the move is not quiet.",
                list(loud)
            )
        }
    }

    fn off_the_line(&self, square: Square, line: &str, other: Option<&str>) -> String {
        match other {
            Some(other) => {
                format!("{square} is not the next move of {line} here: it plays {other}.")
            }
            None => format!("{square} is not the next move of {line} on this board."),
        }
    }

    fn opening_name(&self, line: OpeningLine) -> &'static str {
        match line {
            OpeningLine::Perpendicular => "the perpendicular opening",
            OpeningLine::Diagonal => "the diagonal opening",
            OpeningLine::Parallel => "the parallel opening",
            OpeningLine::Tiger => "the tiger",
            OpeningLine::Cow => "the cow",
            OpeningLine::Rabbit => "the rabbit",
            OpeningLine::Heath => "the heath",
            OpeningLine::Buffalo => "the buffalo",
        }
    }

    fn leaves_more_moves(
        &self,
        square: Square,
        opponent: Color,
        moves: u32,
        fewest: u32,
    ) -> String {
        let o = self.color(opponent);
        format!(
            "After {square}, {o} has {moves} legal moves; another move leaves {o} only {fewest}."
        )
    }

    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String {
        let p = self.color(player);
        let o = self.color(player.opposite());
        let result = match score.cmp(&0) {
            std::cmp::Ordering::Greater => {
                format!("{p} wins by {}", self.discs(score.unsigned_abs()))
            }
            std::cmp::Ordering::Equal => "the game is a draw".to_string(),
            std::cmp::Ordering::Less => {
                format!("{p} loses by {}", self.discs(score.unsigned_abs()))
            }
        };
        match reply {
            None => format!("After {square} the game is over: {result}."),
            Some(Move::Pass) => {
                format!("After {square}, {o} must pass; with best play from both sides {result}.")
            }
            Some(Move::Play(reply)) => format!(
                "After {square}, {o}'s best answer is {reply}; with best play from both sides {result}."
            ),
        }
    }

    fn best_line(&self, moves: &[Move], black: u32, white: u32) -> String {
        let moves: Vec<String> = moves
            .iter()
            .map(|m| match m {
                Move::Play(sq) => sq.to_string(),
                Move::Pass => "pass".to_string(),
            })
            .collect();
        let winner = Outcome {
            black,
            white,
            empty: 0,
        }
        .winner();
        format!(
            "Best play from both sides: {}. Final count: black {black}, white {white}: {}.",
            moves.join(" "),
            self.verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("The answer: {}.", list(answers)),
            _ => format!("The answers: {}.", list(answers)),
        }
    }

    fn plays(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!(
            "{p} plays {square} and flips {}: {}.",
            self.discs(flips.len()),
            list(flips)
        )
    }

    fn puzzle_done_prompt(&self) -> &'static str {
        "Press Enter for the next puzzle, or type quit."
    }

    fn puzzle_expects_move(&self) -> &'static str {
        "This puzzle asks for a move: type a square, such as d3."
    }

    fn puzzle_already_done(&self) -> &'static str {
        "This puzzle is done: press Enter for the next one."
    }

    fn puzzle_waits(&self) -> &'static str {
        "This puzzle waits for your move (or type hint, reveal or skip)."
    }

    fn puzzle_try_again(&self) -> &'static str {
        "Try again, or type hint, reveal or skip."
    }

    fn puzzle_skipped(&self) -> &'static str {
        "Puzzle skipped."
    }

    fn no_back_in_puzzles(&self) -> &'static str {
        "There is no going back in puzzles: type skip for the next one."
    }

    fn no_more_puzzles(&self) -> &'static str {
        "No more puzzles here."
    }

    fn no_puzzles_in(&self, theme: Option<&str>) -> String {
        match theme {
            Some(theme) => format!("There is no puzzle of the theme {theme}."),
            None => "There are no puzzles.".to_string(),
        }
    }

    fn nothing_missed_today(&self) -> &'static str {
        "You have missed no puzzle today."
    }

    fn nothing_due(&self, next: Option<&str>) -> String {
        match next {
            Some(next) => {
                format!("No puzzle is due for review today; the next comes back on {next}.")
            }
            None => "Your review queue is empty.".to_string(),
        }
    }

    fn trainer_finished(&self, served: usize, first_try: usize, solved: usize) -> String {
        format!(
            "Puzzles this time: {served}; {first_try} solved at the first try, {solved} solved in all."
        )
    }

    fn trainer_leaving(&self) -> &'static str {
        "Leaving the puzzles."
    }

    fn trainer_end_of_input(&self) -> &'static str {
        "End of input: leaving the puzzles."
    }

    fn unknown_puzzle(&self, id: &str, near: Option<&str>) -> String {
        match near {
            Some(near) => format!("there is no puzzle `{id}`: did you mean `{near}`?"),
            None => {
                format!("there is no puzzle `{id}`; `reversi-tutor puzzles list` shows the themes")
            }
        }
    }

    fn puzzles_heading(&self, count: usize) -> String {
        format!("{count} puzzles, by theme:")
    }

    fn list_rating(&self, rating: i32, deviation: i32, rated: u32) -> String {
        match rated {
            1 => format!("Your rating: {rating} (±{deviation}), from 1 rated puzzle."),
            _ => format!("Your rating: {rating} (±{deviation}), from {rated} rated puzzles."),
        }
    }

    fn list_streak(&self, best: u32, current: u32) -> String {
        format!("Best streak: {best} (now {current}).")
    }

    fn list_review(&self, due: usize, queued: usize) -> String {
        format!("To review: {due} today, {queued} in the queue.")
    }

    fn after_lesson(&self, number: usize) -> String {
        format!("after lesson {number}")
    }

    fn theme_waits_for_lesson(&self, number: usize, title: &str) -> String {
        format!(
            "Rated and streak sessions serve these puzzles once you have finished lesson {number} · {title}. Chosen here, they start now."
        )
    }

    fn glossary_title(&self, terms: usize) -> String {
        format!("Glossary: {terms} words of the game, each with the lesson that teaches it.")
    }

    fn glossary_taught_in(&self, number: usize, title: &str) -> String {
        format!("Taught in lesson {number} · {title}.")
    }

    fn puzzle_command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "the next puzzle, once this one is done (also an empty line)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "(not used in puzzles)"
            }
            Command::Lesson(LessonCommand::Retry) => "(not used in puzzles)",
            Command::Lesson(LessonCommand::Skip) => "leave this puzzle for the next one",
            Command::Lesson(LessonCommand::Hint) => "a hint: first the idea, then where to look",
            Command::Lesson(LessonCommand::Reveal) => "show the answer and its line",
            Command::Help => "this list",
            Command::Quit => "leave (your progress is kept)",
            Command::Game(_) => "(not used in puzzles)",
        }
    }

    fn pass_words(&self) -> &'static [&'static str] {
        &["pass"]
    }

    fn outcome_words(&self) -> &'static [(&'static str, Option<Color>)] {
        &[
            ("black", Some(Color::Black)),
            ("b", Some(Color::Black)),
            ("white", Some(Color::White)),
            ("w", Some(Color::White)),
            ("draw", None),
            ("tie", None),
        ]
    }

    fn win_words(&self) -> &'static [&'static str] {
        &["wins", "won", "win"]
    }

    fn command_words(&self, command: Command) -> &'static [&'static str] {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => &["next"],
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => &["back"],
            Command::Lesson(LessonCommand::Retry) => &["retry", "again"],
            Command::Lesson(LessonCommand::Skip) => &["skip"],
            Command::Lesson(LessonCommand::Hint) => &["hint"],
            Command::Lesson(LessonCommand::Reveal) => &["reveal"],
            Command::Game(GameCommand::Undo) => &["undo"],
            Command::Game(GameCommand::Redo) => &["redo"],
            Command::Game(GameCommand::Explain) => &["explain"],
            Command::Game(GameCommand::Dots) => &["dots"],
            Command::Game(GameCommand::Save) => &["save"],
            Command::Game(GameCommand::Load) => &["load"],
            Command::Game(GameCommand::NewGame) => &["new"],
            Command::Game(GameCommand::Replay) => &["replay"],
            Command::Game(GameCommand::Review) => &["review"],
            Command::Help => &["help"],
            Command::Quit => &["quit", "exit"],
        }
    }

    fn command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "go on (also an empty line)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "go back one step"
            }
            Command::Lesson(LessonCommand::Retry) => "try this step again",
            Command::Lesson(LessonCommand::Skip) => "skip this step",
            Command::Lesson(LessonCommand::Hint) => "a hint",
            Command::Lesson(LessonCommand::Reveal) => "show the answer",
            Command::Game(GameCommand::Undo) => {
                "take back your last move (against the computer, its reply too)"
            }
            Command::Game(GameCommand::Redo) => "play again what undo took back",
            Command::Game(GameCommand::Explain) => "explain the last move: the lines it enclosed",
            Command::Game(GameCommand::Dots) => "show or hide the legal moves (*)",
            Command::Game(GameCommand::Save) => {
                "save the game record: save FILE, else the --save file, else a new file in the data folder's games"
            }
            Command::Game(GameCommand::Load) => "load a game record: load FILE",
            Command::Game(GameCommand::NewGame) => {
                "start the next game (the colours swap, unless --no-swap)"
            }
            Command::Game(GameCommand::Replay) => {
                "step through the finished game move by move (again to stop)"
            }
            Command::Game(GameCommand::Review) => {
                "grade every move of the game and list the costliest"
            }
            Command::Help => "this list",
            Command::Quit => "leave",
        }
    }

    fn replay_step_help(&self, forward: bool) -> &'static str {
        if forward {
            "in a replay: the next move (also an empty line)"
        } else {
            "in a replay: the move before"
        }
    }

    fn commands_heading(&self) -> &'static str {
        "Commands:"
    }

    fn answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("d3", "play a square"),
            (
                "d3 e6 f4",
                "several squares (every legal move, or the discs that flip)",
            ),
            ("pass", "pass the turn"),
            (
                "black 40 24",
                "who won (black, white or draw), with the count if you like",
            ),
            ("1, 2, ...", "the number of an answer"),
        ]
    }

    fn disc_letters(&self) -> (char, char) {
        ('B', 'W')
    }

    fn menu_lessons(&self) -> &'static str {
        "Lessons"
    }

    fn menu_settings(&self) -> &'static str {
        "Settings"
    }

    fn menu_glossary(&self) -> &'static str {
        "Glossary"
    }

    fn menu_help(&self) -> &'static str {
        "Help"
    }

    fn menu_quit(&self) -> &'static str {
        "Quit"
    }

    fn lessons_done(&self, done: usize, total: usize) -> String {
        format!("{done} of {total} done")
    }

    fn continue_at(&self, number: usize, title: &str, step: usize) -> String {
        format!("Continue: {number} · {title} (step {step})")
    }

    fn all_done(&self) -> &'static str {
        "Every lesson is done: open any of them to go through it again."
    }

    fn setting_names(&self) -> &'static [&'static str] {
        &[
            "Language",
            "Legal-move dots",
            "Discs",
            "Flip animation",
            "Colours",
        ]
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "on" } else { "off" }
    }

    fn theme_names(&self) -> &'static [&'static str] {
        &["default", "high contrast", "colour-blind safe", "no colour"]
    }

    fn key_word(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => "next",
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => "back",
            Command::Lesson(LessonCommand::Retry) => "retry",
            Command::Lesson(LessonCommand::Skip) => "skip",
            Command::Lesson(LessonCommand::Hint) => "hint",
            Command::Lesson(LessonCommand::Reveal) => "answer",
            Command::Help => "keys",
            Command::Quit => "quit",
            game => self
                .command_words(game)
                .first()
                .copied()
                .unwrap_or_default(),
        }
    }

    fn key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "go on to the next step"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "go back one step"
            }
            Command::Lesson(LessonCommand::Retry) => "try this step again from its start",
            Command::Lesson(LessonCommand::Skip) => "skip this step",
            Command::Lesson(LessonCommand::Hint) => "a hint",
            Command::Lesson(LessonCommand::Reveal) => "show the answer",
            Command::Help => "this list of keys",
            Command::Quit => "quit, with your progress saved",
            game => self.command_help(game),
        }
    }

    fn act_move_cursor(&self) -> &'static str {
        "move the cursor"
    }

    fn act_type_square(&self) -> &'static str {
        "type a square (d3) to put the cursor on it"
    }

    fn act_play(&self) -> &'static str {
        "play"
    }

    fn act_pick(&self) -> &'static str {
        "mark a square"
    }

    fn act_answer(&self) -> &'static str {
        "answer"
    }

    fn act_pass(&self) -> &'static str {
        "pass"
    }

    fn act_click(&self) -> &'static str {
        "click a square to play it (or mark it)"
    }

    fn mouse_key(&self) -> &'static str {
        "mouse"
    }

    fn act_number(&self) -> &'static str {
        "choose an answer by its number"
    }

    fn act_lessons(&self) -> &'static str {
        "lessons"
    }

    fn act_choose(&self) -> &'static str {
        "choose"
    }

    fn act_open(&self) -> &'static str {
        "open"
    }

    fn act_open_term_lesson(&self) -> &'static str {
        "open the lesson that teaches the word at the top"
    }

    fn act_change(&self) -> &'static str {
        "change"
    }

    fn act_back(&self) -> &'static str {
        "back"
    }

    fn act_close(&self) -> &'static str {
        "close"
    }

    fn act_scroll(&self) -> &'static str {
        "scroll"
    }

    fn too_small(&self, need_w: u16, need_h: u16, w: u16, h: u16) -> String {
        format!("Make the window larger (needs {need_w}×{need_h}, now {w}×{h}).")
    }

    fn board_roles(&self) -> &'static [&'static str] {
        &[
            "placed",
            "tried",
            "flipped",
            "closes the line",
            "open run",
            "stops here",
            "marked",
            "legal move",
            "your mark",
        ]
    }

    fn your_squares(&self, squares: Bitboard) -> String {
        format!("Your squares: {}", list(squares))
    }

    fn menu_demo(&self) -> &'static str {
        "Classroom demo"
    }

    fn demo_choose(&self, open: &str) -> String {
        format!(
            "Show the class a lesson step by step, or a game move by move: choose a lesson, or type a game record (f5d6c3...) and press {open}."
        )
    }

    fn demo_record(&self, record: &str) -> String {
        format!("Game record: {record}")
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("auto {seconds} s"),
            (true, true) => format!("auto {seconds} s, once the answer is shown"),
            (false, _) => format!("auto off ({seconds} s)"),
        }
    }

    fn demo_guess_first(&self) -> &'static str {
        "Guess first: the answer comes next."
    }

    fn demo_at_end(&self) -> &'static str {
        "That was the last one: ← goes back."
    }

    fn demo_needs_terminal(&self) -> &'static str {
        "the classroom demo and the sandbox need a terminal: the output is not one"
    }

    fn sandbox_name(&self) -> &'static str {
        "Sandbox"
    }

    fn sandbox_row(&self) -> &'static str {
        "Sandbox: set up any position"
    }

    fn unreached_centre(&self, empty: Bitboard) -> String {
        format!(
            "No real game reaches this position: every game starts with discs on d4, e4, d5 and e5, and a disc is never taken off (empty now: {}).",
            list(empty)
        )
    }

    fn unreached_apart(&self, discs: Bitboard) -> String {
        format!(
            "No real game reaches this position: every disc is placed next to another, so the discs on {} cannot stand apart.",
            list(discs)
        )
    }

    fn exported_to(&self, path: &str) -> String {
        format!(
            "Exported to {path}, with a picture of the board beside it (.svg): paste the table into a lesson step (in a puzzle file it is called [puzzle.position])."
        )
    }

    fn export_not_written(&self, why: &str) -> String {
        format!("Not written to a file ({why}): copy the table from the screen.")
    }

    fn export_no_folder(&self) -> &'static str {
        "Not written to a file: there is no data folder (see --data-dir); copy the table from the screen."
    }

    fn board_string_label(&self) -> &'static str {
        "Board string (for --position):"
    }

    fn board_string_cut(&self) -> &'static str {
        "It is one string, cut into lines to fit the window: type it without the breaks."
    }

    fn act_auto(&self) -> &'static str {
        "auto-advance on / off"
    }

    fn act_delay(&self) -> &'static str {
        "auto-advance waits longer / shorter"
    }

    fn act_sandbox(&self) -> &'static str {
        "open this position in the sandbox"
    }

    fn act_cycle(&self) -> &'static str {
        "empty, black, white in turn"
    }

    fn act_side(&self) -> &'static str {
        "change the side to move"
    }

    fn act_export(&self) -> &'static str {
        "export: a diagram and a board string, also written to a file"
    }

    fn act_clear(&self) -> &'static str {
        "empty the whole board"
    }

    fn act_start_position(&self) -> &'static str {
        "the start position"
    }

    fn act_undo_change(&self) -> &'static str {
        "undo the last change"
    }

    fn sandbox_confirm_clear(&self, key: &str, undo: &str) -> String {
        format!("Press {key} again to empty the whole board; {undo} undoes it.")
    }

    fn sandbox_confirm_start(&self, key: &str, undo: &str) -> String {
        format!("Press {key} again to set up the start position; {undo} undoes it.")
    }

    fn sandbox_undone(&self) -> &'static str {
        "The last change is undone."
    }

    fn sandbox_nothing_to_undo(&self) -> &'static str {
        "There is no change to undo."
    }

    fn act_type_record(&self) -> &'static str {
        "type a game record"
    }

    fn key_auto(&self) -> &'static str {
        "auto"
    }

    fn key_delay(&self) -> &'static str {
        "delay"
    }

    fn key_side(&self) -> &'static str {
        "side to move"
    }

    fn key_empty(&self) -> &'static str {
        "empty"
    }

    fn key_export(&self) -> &'static str {
        "export"
    }

    fn not_a_terminal(&self) -> &'static str {
        "the output is not a terminal: running in plain text instead of the full-screen tutor"
    }

    fn menu_puzzles(&self) -> &'static str {
        "Puzzles"
    }

    fn puzzle_mode_name(&self, mode: Mode) -> &'static str {
        match mode {
            Mode::Theme => "All themes, one after another",
            Mode::Rated => "Rated: near your rating",
            Mode::Streak => "Streak: one miss ends the run",
            Mode::Review => "Review: the puzzles you missed",
            Mode::Retry => "Retry today's misses",
        }
    }

    fn theme_word(&self, theme: ThemeKind) -> &'static str {
        theme.name()
    }

    fn theme_title(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => "Find a legal move",
            ThemeKind::PredictFlips => "Name the flipped discs",
            ThemeKind::MaxFlips => "Flip the most",
            ThemeKind::Directions => "Enclose in many directions",
            ThemeKind::ForcePass => "Make the opponent pass",
            ThemeKind::Wipeout => "Wipe out the opponent",
            ThemeKind::EndNow => "End the game now",
            ThemeKind::Corner => "Take a corner",
            ThemeKind::AvoidXSquare => "Give away no corner",
            ThemeKind::Stable => "Make stable discs",
            ThemeKind::FewerIsMore => "Fewer is more: beat greed",
            ThemeKind::MinMobility => "Leave the fewest moves",
            ThemeKind::QuietMove => "Play the quiet move",
            ThemeKind::EndgameWin => "Endgame: win",
            ThemeKind::EndgameBest => "Endgame: the best score",
            ThemeKind::Opening => "Openings: the next move",
        }
    }

    fn puzzle_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "the next puzzle, once this one is done"
            }
            Command::Lesson(LessonCommand::Back)
            | Command::Game(GameCommand::Back)
            | Command::Lesson(LessonCommand::Retry) => {
                "no going back in puzzles: it says how to skip instead"
            }
            Command::Lesson(LessonCommand::Skip) => "leave this puzzle for the next one",
            Command::Lesson(LessonCommand::Hint) => "a hint: first the idea, then where to look",
            Command::Lesson(LessonCommand::Reveal) => "show the answer and play out its line",
            Command::Help => "this list of keys",
            Command::Quit => "quit, with your progress saved",
            Command::Game(_) => "(not used in puzzles)",
        }
    }

    fn act_puzzles(&self) -> &'static str {
        "puzzles"
    }

    fn act_quiz(&self) -> &'static str {
        "rules quiz"
    }

    fn act_line(&self) -> &'static str {
        "best line"
    }

    fn act_line_help(&self) -> &'static str {
        "play the best line forward or back, one move at a time"
    }

    fn line_step(&self, at: usize, moves: usize) -> String {
        format!("Best line, move {at} of {moves}.")
    }

    fn puzzle_waits_keys(&self, hint: &str, reveal: &str, skip: &str) -> String {
        format!("This puzzle waits for your move ({hint} hint, {reveal} answer, {skip} skip).")
    }

    fn last_hint_key(&self, reveal: &str) -> String {
        format!("That was the last hint: {reveal} shows the answer.")
    }

    fn no_back_key(&self, skip: &str) -> String {
        format!("There is no going back in puzzles: {skip} skips to the next one.")
    }

    fn mark_first(&self, mark: &str, answer: &str) -> String {
        format!(
            "Nothing is marked yet: mark each square with {mark} or a click, then press {answer}."
        )
    }

    fn step_waits_keys(&self, hint: &str, skip: &str) -> String {
        format!("This step waits for your answer ({hint} hint, {skip} skip).")
    }

    fn prompt_mark_flips(&self, square: Square, mark: &str, answer: &str) -> String {
        format!(
            "Mark every disc that {square} would flip ({mark} or a click on each), then press {answer}."
        )
    }

    fn prompt_mark_moves(&self, mark: &str, answer: &str) -> String {
        format!("Mark every legal move ({mark} or a click on each), then press {answer}.")
    }

    fn prompt_pass_keys(&self, player: Color, key: &str) -> String {
        let p = self.color(player);
        format!("Play a move, or press {key} to pass if {p} has no legal move.")
    }

    fn prompt_outcome_keys(&self) -> &'static str {
        "Who won? Press the number of your answer."
    }

    fn lesson_folders_from(&self, folders: &str, source: &str) -> String {
        format!("your lessons are read from {folders} (named in {source})")
    }

    fn puzzle_folders_from(&self, folders: &str, source: &str) -> String {
        format!("your puzzles are read from {folders} (named in {source})")
    }

    fn config_not_used(&self, why: &str) -> String {
        format!("{why}. The folders of this file are not used until it is fixed.")
    }

    fn course_exported(&self, lessons: usize, puzzles: usize, dir: &str) -> String {
        format!(
            "Wrote {lessons} lesson files and {puzzles} puzzle files, with their READMEs, to {dir}. Check them with `reversi-tutor check {dir}`. Use them with --lessons-dir {dir}/lessons --puzzles-dir {dir}/puzzles, or name the folders in the config file."
        )
    }

    fn folder_not_empty(&self, dir: &str) -> String {
        format!(
            "{dir} is not empty: choose an empty folder, or add --force to write over its files."
        )
    }

    fn file_exists(&self, file: &str) -> String {
        format!("{file} exists already: choose another name, or add --force.")
    }

    fn lesson_written(&self, id: &str, file: &str) -> String {
        format!(
            "Wrote the lesson `{id}` to {file}. Write your steps, run `reversi-tutor check {file}`, then try it with `reversi-tutor lesson {file}`."
        )
    }

    fn bad_lesson_id(&self, id: &str) -> String {
        format!(
            "`{id}` cannot be a lesson id: use lowercase letters a-z, digits and hyphens, like first-move"
        )
    }

    fn cannot_write(&self, file: &str, why: &str) -> String {
        format!("cannot write {file}: {why}")
    }

    fn assignment_heading(&self, puzzles: usize) -> String {
        let s = if puzzles == 1 { "" } else { "s" };
        format!("Puzzle set: {puzzles} puzzle{s} in your teacher's order")
    }

    fn not_rated_teachers(&self) -> &'static str {
        "Not counted for your rating: this puzzle is your teacher's."
    }

    fn no_puzzles_in_set(&self, set: &str) -> String {
        format!("{set} has no puzzle to serve: check it with `reversi-tutor check {set}`")
    }

    fn generated_file_exists(&self, file: &str) -> String {
        format!(
            "{file} exists already and is left as it is: add --merge to add the new puzzles to its end (every line there is kept), or --force to write over it."
        )
    }

    fn generated_merged(&self, added: usize, file: &str) -> String {
        let s = if added == 1 { "" } else { "s" };
        format!("added {added} new puzzle{s} to {file}; the puzzles it had are kept as written")
    }

    fn picture_format(&self, file: &str) -> String {
        format!(
            "{file}: name the picture FILE.svg (a drawing, for print) or FILE.png (pixels, for slides)"
        )
    }

    fn no_picture(&self, why: &str) -> String {
        format!("{why} No picture is written.")
    }

    // An install (`completions`, `man`).
    fn man_pages_written(&self, pages: usize, dir: &str) -> String {
        format!(
            "{pages} manual pages written to {dir} (read one with: man -l {dir}/reversi-tutor.1)."
        )
    }

    // Printable worksheets (`print`).
    fn sheet_fields(&self) -> [&'static str; 3] {
        ["Name", "Class", "Date"]
    }

    fn sheet_answer(&self) -> &'static str {
        "Answer:"
    }

    fn sheet_answers_heading(&self) -> &'static str {
        "Answers"
    }

    fn sheet_puzzle(&self, number: usize) -> String {
        format!("Puzzle {number}")
    }

    fn sheet_puzzles_title(&self, name: &str) -> String {
        format!("Puzzles: {name}")
    }

    fn sheet_play(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Write the square of {p}'s move.")
    }

    fn sheet_any_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Write one legal move for {p}.")
    }

    fn sheet_all_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Write every legal move for {p}, or circle them on the board.")
    }

    fn sheet_predict_flips(&self, square: Square) -> String {
        format!("Write every disc that {square} would flip, or circle them on the board.")
    }

    fn sheet_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Write {p}'s move, or write pass if {p} has no legal move.")
    }

    fn sheet_outcome(&self) -> &'static str {
        "Who won? Tick one box, and write how many discs each side has."
    }

    fn sheet_draw(&self) -> &'static str {
        "Draw"
    }

    fn sheet_choice(&self) -> &'static str {
        "Tick one box."
    }

    fn sheet_find_square(&self) -> &'static str {
        "Write the square."
    }

    fn sheet_game(&self) -> &'static str {
        "This step is a game against the computer: play it in reversi-tutor."
    }

    fn sheet_game_answer(&self) -> &'static str {
        "A game against the computer: every move is the pupil's own."
    }

    fn sheet_format(&self, file: &str) -> String {
        format!("{file}: a worksheet is a web page: name it FILE.html")
    }

    fn sheet_written(&self, file: &str) -> String {
        format!("{file} written: open it in a web browser and print it.")
    }

    fn sheet_no_puzzles(&self, name: &str, themes: &str) -> String {
        format!(
            "`{name}` is neither a puzzle theme nor a puzzle folder or file; the themes are: {themes}"
        )
    }
}

impl super::class::ClassStrings for English {
    fn login_hello(&self, name: &str) -> String {
        format!("Hello, {name}. Type the class code your teacher gave you.")
    }

    fn login_new_pin(&self, name: &str) -> String {
        format!(
            "Hello, {name}. This name is new here. Type the class code, then choose a PIN: \
             you type it each time you log in as {name}."
        )
    }

    fn prompt_class_code(&self) -> &'static str {
        "Class code: "
    }

    fn prompt_pin(&self) -> &'static str {
        "Your PIN: "
    }

    fn prompt_new_pin(&self) -> &'static str {
        "Choose a PIN (4 to 12 digits): "
    }

    fn prompt_pin_again(&self) -> &'static str {
        "The same PIN again: "
    }

    fn wrong_class_code(&self) -> &'static str {
        "That is not the class code. Try again."
    }

    fn wrong_pin(&self) -> &'static str {
        "That PIN is wrong. Try again."
    }

    fn pin_rules(&self) -> &'static str {
        "A PIN has 4 to 12 digits, typed the same way twice. Try again."
    }

    fn name_has_key(&self, name: &str) -> String {
        format!(
            "The name {name} opens only with its own SSH key. Log in from your own computer, \
             or ask your teacher."
        )
    }

    fn name_online(&self, name: &str) -> String {
        format!("{name} is already connected. Close the other window first, or ask your teacher.")
    }

    fn bad_name(&self) -> &'static str {
        "Log in with your own name: letters, digits, - and _, up to 32 characters (ssh ani@...)."
    }

    fn too_many_tries(&self) -> &'static str {
        "Too many wrong tries. Wait a few minutes, then try again."
    }

    fn login_broken(&self, name: &str) -> String {
        format!("The login of {name} cannot be read. Ask your teacher.")
    }

    fn only_the_tutor(&self, command: &str) -> String {
        format!("This server shows only the tutor, in a terminal. Log in with: {command}")
    }

    fn class_ended(&self) -> &'static str {
        "The class has ended. Your progress is saved."
    }

    fn class_folder(&self, dir: &str, new: bool) -> String {
        if new {
            format!("Class folder (new): {dir}")
        } else {
            format!("Class folder: {dir}")
        }
    }

    fn class_code(&self, code: &str) -> String {
        format!("Class code: {code}")
    }

    fn pupils_type(&self) -> &'static str {
        "Pupils type (NAME is each pupil's own name):"
    }

    fn no_address(&self) -> &'static str {
        "(no network address found: give one with --bind)"
    }

    fn host_fingerprint(&self, fingerprint: &str) -> String {
        format!("Server key (ssh shows it at the first login): {fingerprint}")
    }

    fn stop_with_ctrl_c(&self) -> &'static str {
        "Ctrl-C stops the class. Every pupil's progress is saved."
    }

    fn online_now(&self, count: usize) -> String {
        match count {
            0 => "No pupil is connected.".to_string(),
            1 => "1 pupil connected:".to_string(),
            n => format!("{n} pupils connected:"),
        }
    }

    fn class_stopped(&self) -> &'static str {
        "The class is stopped. Every pupil's progress is saved."
    }

    fn at_home(&self) -> &'static str {
        "home screen"
    }

    fn choosing_a_lesson(&self) -> &'static str {
        "choosing a lesson"
    }

    fn in_lesson(&self, number: usize, id: &str, step: usize) -> String {
        format!("lesson {number} ({id}), step {step}")
    }

    fn choosing_a_puzzle(&self) -> &'static str {
        "choosing a puzzle"
    }

    fn in_puzzle(&self, id: &str) -> String {
        format!("puzzle {id}")
    }

    fn in_game(&self) -> &'static str {
        "a game"
    }

    fn elsewhere(&self) -> &'static str {
        "settings or help"
    }

    fn pupil_progress(&self, lessons_done: usize, rating: i64) -> String {
        format!("{lessons_done} lessons done, puzzle rating {rating}")
    }

    // Class games.

    fn opponent_classmate(&self) -> &'static str {
        "a classmate"
    }
    fn classmates_heading(&self) -> &'static str {
        "Classmates online and free to play"
    }
    fn no_classmates(&self) -> &'static str {
        "No classmate is free just now. The list changes as classmates come and go."
    }
    fn waiting_for_answer(&self, name: &str, withdraw: &str) -> String {
        format!("Waiting for {name} to answer. {withdraw} withdraws the invitation.")
    }
    fn invited_by(&self, name: &str) -> String {
        format!("{name} invites you to a game.")
    }
    fn declined(&self, name: &str) -> String {
        format!("{name} declined the invitation.")
    }
    fn not_free(&self, name: &str) -> String {
        format!("{name} is not free to play now.")
    }
    fn withdrawn(&self, name: &str) -> String {
        format!("{name} withdrew the invitation.")
    }
    fn class_game_heading(&self, number: usize, black: &str, white: &str) -> String {
        format!("Class game {number}: {black} (black) against {white} (white)")
    }
    fn their_turn(&self, name: &str) -> String {
        format!("It is {name}'s turn: wait for their move.")
    }
    fn no_undo_in_class(&self) -> &'static str {
        "A class game has no undo: every move stands until the end of the game."
    }
    fn no_dots_in_class(&self) -> &'static str {
        "Legal-move dots are off in this class's games."
    }
    fn opponent_left(&self, name: &str) -> String {
        format!("{name} left: the computer plays for them until they are back.")
    }
    fn opponent_back(&self, name: &str) -> String {
        format!("{name} is back and plays again.")
    }
    fn class_rating_moved(&self, before: i64, after: i64) -> String {
        format!("Your class rating: {before} → {after}.")
    }
    fn confirm_leave_class_game(&self, leave: &str) -> String {
        format!(
            "The game goes on without you: press {leave} again to leave it. The computer plays for you after a while; Play, then a classmate, brings you back."
        )
    }
    fn class_over_keys(&self, name: &str, new: &str, replay: &str, review: &str) -> String {
        format!(
            "The game is over: {new} invites {name} to another game, {replay} replays it move by move, {review} reviews its moves."
        )
    }
}
