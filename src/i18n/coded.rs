//! The sentences a language still writes in Rust, one implementation per language
//! (`en.rs`, `id.rs`, `vi.rs`): those that build a sentence from several parts of
//! the game. Every other method of [`Strings`](super::Strings) is a message of the
//! language's `.ftl` file.

use crate::course::ThemeKind;
use crate::engine::{Bitboard, Color, Move, Square};
use crate::runner::{Command, Mode, Offer, Quarter};

/// The sentences of [`Strings`](super::Strings) not yet in the `.ftl` files, in one language.
pub trait CodedStrings: Sync {
    /// One saved game in that list: its file and how many moves it holds
    /// (`None`: the file cannot be read as a game).
    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String;
    /// The forms of an answer in a game, with what each is for.
    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)];
    /// The heading of a game review.
    fn review_heading(&self, moves: usize, exact_from: u32) -> String;
    /// The average final disc difference of a match, level `a` minus level `b`.
    fn match_difference(&self, a: u8, b: u8, average: f64) -> String;
    /// A level's time per move in a match, in milliseconds.
    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String;
    /// What a command's key does in the full-screen game (the key list).
    fn game_key_help(&self, command: Command) -> &'static str;
    /// The moves a step wants: `This step asks for d3.` or `... one of d3, c4.`
    fn step_wants(&self, moves: Bitboard) -> String;
    /// A scripted reply (a move or a pass) that does not fit the position the learner reached.
    fn reply_does_not_fit(&self, reply: Move) -> String;
    /// What `offer` of a finished lesson leads to, said after its key in the
    /// full-screen tutor ("to play another game against the computer").
    fn offer(&self, offer: Offer) -> String;
    /// The end of a lesson in the full-screen tutor: `offers`, each its key
    /// and what it leads to, then Enter for the lessons.
    fn offer_keys(&self, offers: &[String], leave: &str) -> String;
    /// The end of a lesson in plain mode: the command that does `offer`
    /// (`record`: the game the lesson played, for its review).
    fn offer_command(&self, offer: Offer, record: &str) -> String;
    /// An unknown lesson id, with the ids there are.
    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String;
    /// The second hint: the quarter of the board holding a right move.
    fn hint_region(&self, quarter: Quarter) -> String;
    /// The heading of a trainer session: the mode, and the theme kept to if any.
    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String;
    /// The rating after a rated first try: `Your rating: 1500 → 1562 (+62).`
    fn rating_change(&self, before: i32, after: i32) -> String;
    /// After a move meant to force a pass, the opponent can still move.
    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String;
    /// After a right `fewer-is-more` answer: it wins by `score` with best play,
    /// while `greedy`, flipping the most (`flips`), ends `greedy_score`.
    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String;
    /// A move meant to make the most stable discs that makes fewer.
    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String;
    /// A move meant to be quiet whose flipped discs `loud` touch an empty square.
    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String;
    /// A wrong endgame move: the opponent's best reply and the exact result for
    /// `player` with best play from both sides (`score`: the final disc difference).
    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String;
    /// An endgame's best line and its final count.
    fn best_line(&self, moves: &[Move], black: u32, white: u32) -> String;
    /// Every right answer of a puzzle, shown on request.
    fn puzzle_answers(&self, answers: Bitboard) -> String;
    /// Words that name a colour or a draw in this language: `(word, Some(colour))`,
    /// or `(word, None)` for a draw.
    fn outcome_words(&self) -> &'static [(&'static str, Option<Color>)];
    /// The forms an answer takes, with what each is for.
    fn answer_forms(&self) -> &'static [(&'static str, &'static str)];
    /// The letters of the two colours of disc, for `--ascii`: the first letter
    /// of each colour's name.
    fn disc_letters(&self) -> (char, char);
    /// A session command as one short word on the key bar of the full-screen tutor.
    fn key_word(&self, command: Command) -> &'static str;
    /// What a session command's key does, for the key list of the full-screen tutor.
    fn key_help(&self, command: Command) -> &'static str;
    /// Auto-advance as the demo shows it: on with its delay (`auto 3 s`), on but
    /// waiting for a hidden answer to be shown, or off.
    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String;
    /// A puzzle theme's word for the command line, which `puzzles list` shows
    /// and `--theme` takes (also without its accents): in English the name
    /// files use.
    fn theme_word(&self, theme: ThemeKind) -> &'static str;
}
