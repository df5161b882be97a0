//! English: every interface string (the model for the other languages).

use super::coded::CodedStrings;
use super::list;
use super::strings::Strings;
use crate::course::ThemeKind;
use crate::engine::{Bitboard, Color, Move, Outcome, Square};
use crate::lang::Lang;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The English strings.
pub struct English;

impl English {
    /// The strings as the `.ftl` file says them, for the sentences built on them here.
    fn fluent(&self) -> &'static dyn Strings {
        super::strings_for(Lang::En)
    }
}

impl CodedStrings for English {
    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(1) => format!("{name} · 1 move"),
            Some(moves) => format!("{name} · {moves} moves"),
            None => format!("{name} · not a game record"),
        }
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

    fn match_difference(&self, a: u8, b: u8, average: f64) -> String {
        format!("Average disc difference: {average:+.1} (level {a} minus level {b}).")
    }

    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String {
        format!(
            "Level {level}: {average_ms:.2} ms a move on average, the longest {longest_ms:.1} ms."
        )
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

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("This step asks for one of {}.", list(moves))
        } else {
            format!("This step asks for {}.", list(moves))
        }
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

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "to play another game against the computer".to_string(),
            Offer::Review => "to go over this game move by move".to_string(),
            Offer::Practice(kind) => format!(
                "for {PRACTICE_PUZZLES} puzzles on what this lesson taught ({})",
                self.fluent().theme_title(kind)
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

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "there is no lesson `{id}`; the lessons are: {}",
            known.join(", ")
        )
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "top-left",
            Quarter::TopRight => "top-right",
            Quarter::BottomLeft => "bottom-left",
            Quarter::BottomRight => "bottom-right",
        };
        self.fluent().hint(&format!(
            "look in the {name} quarter of the board ({from} to {to})."
        ))
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

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Your rating: {before} → {after} ({:+}).", after - before)
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.fluent().color(opponent);
        let moves = match moves {
            1 => "1 legal move".to_string(),
            n => format!("{n} legal moves"),
        };
        format!("After {square}, {o} still has {moves}, so {o} does not have to pass.")
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => {
                format!(
                    "loses by {}",
                    self.fluent().discs(greedy_score.unsigned_abs())
                )
            }
            std::cmp::Ordering::Equal => "only draws".to_string(),
            std::cmp::Ordering::Greater => {
                format!(
                    "wins by only {}",
                    self.fluent().discs(greedy_score.unsigned_abs())
                )
            }
        };
        format!(
            "With best play from both sides you win by {}. The greedy {greedy} flips the most, {}, yet it {greedy_result}.",
            self.fluent().discs(score.unsigned_abs()),
            self.fluent().discs(flips)
        )
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

    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String {
        let p = self.fluent().color(player);
        let o = self.fluent().color(player.opposite());
        let result = match score.cmp(&0) {
            std::cmp::Ordering::Greater => {
                format!("{p} wins by {}", self.fluent().discs(score.unsigned_abs()))
            }
            std::cmp::Ordering::Equal => "the game is a draw".to_string(),
            std::cmp::Ordering::Less => {
                format!("{p} loses by {}", self.fluent().discs(score.unsigned_abs()))
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
            self.fluent().verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("The answer: {}.", list(answers)),
            _ => format!("The answers: {}.", list(answers)),
        }
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
                .fluent()
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
            game => self.fluent().command_help(game),
        }
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("auto {seconds} s"),
            (true, true) => format!("auto {seconds} s, once the answer is shown"),
            (false, _) => format!("auto off ({seconds} s)"),
        }
    }

    fn theme_word(&self, theme: ThemeKind) -> &'static str {
        theme.name()
    }

    // An install (`completions`, `man`).
    // Printable worksheets (`print`).
}
