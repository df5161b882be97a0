//! What a language must say: one method per interface string or sentence shape.
//! One implementation serves every language (`localized.rs`): it picks the
//! message and asks the language's `.ftl` file to say it.
//!
//! Arguments are the game's own values (colours, squares, sets of squares,
//! counts); the implementation turns them into Fluent arguments (a colour as
//! `black` or `white`, a count as a number, squares as text).

use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Color, Direction, Line, Move, Square};
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Command, Mode, Offer, Quarter};

/// Every sentence the tutor says that does not come from a lesson file, in one language.
pub trait Strings: Sync {
    // The words of the game.

    /// `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
    fn color(&self, color: Color) -> &'static str;
    /// A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
    fn direction(&self, direction: Direction) -> &'static str;
    /// `1 disc`, `3 discs` / `3 bidak` / `3 quân`.
    fn discs(&self, n: u32) -> String;
    /// `10 steps` / `10 tahap` / `10 bước` (steps of a lesson).
    fn steps(&self, n: usize) -> String;
    /// `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
    fn verdict(&self, winner: Option<Color>) -> String;
    /// What one direction from the placed disc holds, seen from `player`'s side:
    /// discs in the order met walking out: `encloses white on e3, d3, closed by
    /// black on c3`.
    fn line(&self, line: &Line, player: Color) -> String;

    // The board and its status lines.

    /// Whose turn it is and the disc count: `Black to move. Black 2, white 2.`
    fn to_move(&self, player: Color, black: u32, white: u32) -> String;
    /// Whose turn it is, without the count (when counting is the learner's task).
    fn to_move_uncounted(&self, player: Color) -> String;
    /// The disc count alone: `Black 2, white 2.`
    fn disc_count(&self, black: u32, white: u32) -> String;
    /// The game has ended (neither side can move).
    fn game_over(&self) -> &'static str;
    /// The legal moves shown on the board as `*`.
    fn legal_moves(&self, moves: Bitboard) -> String;
    /// The side to move has no legal move (it must pass).
    fn no_legal_move(&self, player: Color) -> String;
    /// The squares the lesson highlights (empty ones are drawn as `+`).
    fn marked(&self, squares: Bitboard) -> String;
    /// What the board's characters mean.
    fn legend(&self, black: char, white: char) -> String;

    // The `explain` and `moves` commands.

    /// A legal move and its flips: `Black d3 is legal: it flips 1 disc (d4).`
    fn move_is_legal(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// The heading over the board after a move: `The board after d3 (white to move):`
    fn board_after(&self, square: Square, to_move: Color) -> String;
    /// The heading over the board as it is: `The board (black to move):`
    fn board_now(&self, to_move: Color) -> String;
    /// How many legal moves the side to move has: `Black to move: 4 legal moves.`
    fn legal_move_count(&self, player: Color, n: u32) -> String;
    /// What one legal move flips: `flips d4`.
    fn flips_list(&self, flips: Bitboard) -> String;
    /// The side to move must pass: `Black to move has no legal move and must pass; then white moves.`
    fn must_pass(&self, player: Color) -> String;
    /// The final count of a finished game:
    /// `The game is over: neither side can move. Black 13, white 0, 51 empty: black wins.`
    fn final_count(&self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String;
    /// The final count when the empty squares go to the winner (tournament
    /// scoring): `... Black 64, white 0, with the 51 empty squares counted for black: black wins.`
    fn final_count_to_winner(&self, black: u32, white: u32, empty: u32, winner: Color) -> String;
    /// `explain` on a finished game: there is no move to explain.
    fn nothing_to_explain(&self) -> &'static str;

    /// A move of a game record that cannot be played, and why:
    /// `move 2 (a1, character 3): a1 is not a legal move for white: ...`.
    fn record_move_refused(&self, number: usize, at: usize, mv: Move, why: &str) -> String;

    // A game: the levels, play, review and matches of levels.

    /// One line describing a computer level (`Level 2: flips as many discs as it can ...`).
    fn level_line(&self, level: Level) -> &'static str;
    /// The heading of a game against the computer: `Game 1: you play black against the computer at level 3.`
    fn game_against_computer(&self, number: usize, learner: Color, level: u8) -> String;
    /// The heading of a game between two people: who plays which colour.
    fn game_two_players(&self, number: usize, player_one: Color) -> String;
    /// A person's move: `Black plays d3 and flips 1 disc: d4.`
    fn person_played(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// The computer's move: `The computer (white) plays c3 and flips 1 disc: d4.`
    fn computer_played(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// The turn timer ran out: a random legal move is played instead.
    fn time_up(&self, player: Color, square: Square) -> String;
    /// A pass made because the player has no legal move, with the reason.
    fn forced_pass(&self, player: Color) -> String;
    /// Why the game ended: the board is full, neither side can move, or a wipe-out.
    fn game_ended(&self, reason: EndReason) -> String;
    /// The final count and the winner: `Black 40, white 24: black wins.`
    fn game_result(&self, black: u32, white: u32, winner: Option<Color>) -> String;
    /// The games won so far, by the learner and the computer or by player 1 and player 2.
    fn tally(&self, seat: usize, other: usize, draws: usize, against_computer: bool) -> String;
    /// Moves taken back.
    fn undone(&self, moves: usize) -> String;
    /// Undo with no move of the learner's to take back.
    fn nothing_to_undo(&self) -> &'static str;
    /// Moves played again after an undo.
    fn redone(&self, moves: usize) -> String;
    /// Redo with nothing taken back.
    fn nothing_to_redo(&self) -> &'static str;
    /// A move typed on the computer's turn.
    fn not_your_turn(&self) -> &'static str;
    /// A move typed after the end of the game.
    fn game_is_over(&self) -> &'static str;
    /// A move typed while the finished game is replayed.
    fn replaying(&self) -> &'static str;
    /// The heading of the last move explained (its enclosed lines follow).
    fn last_move(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// `explain` before any disc was placed.
    fn no_move_yet(&self) -> &'static str;
    /// The game record was saved in a file.
    fn saved_to(&self, path: &str) -> String;
    /// The game record could not be saved (`why` is the system's reason).
    fn not_saved(&self, path: &str, why: &str) -> String;
    /// The game record shown (`save` without a file).
    fn game_record(&self, record: &str) -> String;
    /// A game record was loaded from a file.
    fn loaded(&self, path: &str, moves: usize) -> String;
    /// A game record could not be loaded (`why`: the system's or the record's reason).
    fn not_loaded(&self, path: &str, why: &str) -> String;
    /// `load` without a file name.
    fn load_what(&self) -> &'static str;
    /// The heading of the list of saved games on the game screen.
    fn saved_games_heading(&self) -> &'static str;
    /// One saved game in that list: its file and how many moves it holds
    /// (`None`: the file cannot be read as a game).
    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String;
    /// The keys of the list of saved games.
    fn prompt_load_keys(&self, choose: &str, load: &str, back: &str) -> String;
    /// There is no saved game to load: none in `folder` yet, or (`None`) no
    /// data folder at all.
    fn no_saved_games(&self, folder: Option<&str>, save: &str) -> String;
    /// The legal-move dots switched on or off.
    fn dots_shown(&self, on: bool) -> &'static str;
    /// The start of a replay of the finished game.
    fn replay_start(&self, moves: usize) -> String;
    /// One move of a replay: `Move 5 of 60: black d3.`
    fn replay_move(&self, index: usize, total: usize, player: Color, mv: Move) -> String;
    /// Going on past the last move of a replay.
    fn replay_at_end(&self) -> &'static str;
    /// `replay` before the game is over.
    fn replay_when_over(&self) -> &'static str;
    /// The time left on the turn timer.
    fn time_left(&self, seconds: u64) -> String;
    /// The turn timer and what happens when it runs out (for the help).
    fn timer_rule(&self, seconds: Option<u64>) -> String;
    /// Asking the learner for a move against the computer.
    fn prompt_your_move(&self, player: Color) -> String;
    /// Asking for a move in a game between two people.
    fn prompt_players_move(&self, player: Color) -> String;
    /// What to type once the game is over.
    fn prompt_game_over(&self) -> &'static str;
    /// What to type during a replay.
    fn prompt_replay(&self) -> &'static str;
    /// The forms of an answer in a game, with what each is for.
    fn play_answer_forms(&self) -> Vec<(&'static str, &'static str)>;
    /// The heading of a game review.
    fn review_heading(&self, moves: usize, exact_from: u32) -> String;
    /// A graded move: `Move 23: white b2.`
    fn review_move(&self, number: usize, player: Color, played: Square) -> String;
    /// What a move kept and what was possible (final disc differences, from the
    /// mover's side; `exact`: by the solver, else estimates).
    fn review_loss(&self, kept: i32, best: i32, better: Square, exact: bool) -> String;
    /// Why a move lost, compared with the better move.
    fn review_reason(&self, reason: Reason, opponent: Color, better: Square) -> String;
    /// A move that lost without a simple reason to show.
    fn reason_unseen(&self, exact: bool) -> &'static str;
    /// How many moves kept the best result.
    fn review_summary(&self, best_kept: usize, moves: usize) -> String;
    /// A review in which no move lost anything.
    fn review_clean(&self) -> &'static str;
    /// The result of a match between two levels, from level `a`'s side.
    fn match_result(
        &self,
        a: u8,
        b: u8,
        games: usize,
        wins: usize,
        losses: usize,
        draws: usize,
    ) -> String;
    /// The average final disc difference of a match, level `a` minus level `b`.
    fn match_difference(&self, a: u8, b: u8, average: f64) -> String;
    /// A level's time per move in a match, in milliseconds.
    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String;

    // The full-screen game: the play setup, the game screen, the review screen.

    /// The home menu's entry of a game.
    fn menu_play(&self) -> &'static str;
    /// The rows of the play setup, in screen order (`app::SetupRow::ALL`).
    fn setup_names(&self) -> &'static [&'static str];
    /// The opponent in the play setup: the computer, or a second person.
    fn opponent_name(&self, computer: bool) -> &'static str;
    /// The turn timer's value in the play setup: off, or seconds a move.
    fn timer_value(&self, seconds: Option<u64>) -> String;
    /// The turn timer on the screen: how long a move may take, and what happens when the time runs out.
    fn timer_help(&self, seconds: Option<u64>) -> String;
    /// What Enter does in the play setup.
    fn act_start(&self) -> &'static str;
    /// What Esc does in a game: back to the home screen.
    fn act_home(&self) -> &'static str;
    /// What a command's key does in the full-screen game (the key list).
    fn game_key_help(&self, command: Command) -> &'static str;
    /// The prompt of a person's turn on the game screen; `yours`: against the computer.
    fn prompt_move_keys(&self, player: Color, yours: bool, play: &str) -> String;
    /// The prompt while the computer works out its move.
    fn computer_thinking(&self) -> &'static str;
    /// The prompt of a finished game, with the keys of another game, a replay, a review and a save.
    fn prompt_over_keys(&self, new: &str, replay: &str, review: &str, save: &str) -> String;
    /// The prompt of a replay on the game screen.
    fn prompt_replay_keys(&self, steps: &str, back: &str) -> String;
    /// There is no data folder to save a game in: its record shown instead.
    fn record_not_saved(&self, record: &str) -> String;
    /// A new game asked for in the middle of one.
    fn confirm_new_game(&self) -> &'static str;
    /// The play setup's first row when a game was left unfinished: Enter goes on with it.
    fn go_on_unfinished(&self, moves: usize) -> String;
    /// A saved game chosen over a game in progress: Enter again replaces it.
    fn confirm_load_game(&self, load: &str) -> String;
    /// Plain mode: `typed` (new, load FILE) would replace a game in progress;
    /// the same line again does it.
    fn confirm_typed_again(&self, typed: &str) -> String;
    /// Leaving asked for in the middle of a game.
    fn confirm_leave_game(&self) -> &'static str;
    /// A review asked for before the end of the game.
    fn review_when_over(&self) -> &'static str;
    /// The review screen's title.
    fn review_title(&self) -> &'static str;
    /// The review screen while the moves are graded.
    fn grading(&self, done: usize, total: usize) -> String;
    /// One graded move in the review screen's list: its number, who played where, what it lost.
    fn review_row(
        &self,
        number: usize,
        player: Color,
        played: Square,
        lost: u32,
        exact: bool,
    ) -> String;
    /// The marks of the review screen's board: the move played, a better move.
    fn review_marks(&self) -> &'static [&'static str];
    /// `play` without a terminal: the game runs in plain text.
    fn game_not_a_terminal(&self) -> &'static str;

    // Right answers.

    /// A right move: `Right: black plays d3 and flips 1 disc: d4.`
    fn right_move(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// A right pass.
    fn right_pass(&self, player: Color) -> String;
    /// Every legal move found.
    fn right_all_legal(&self, moves: Bitboard) -> String;
    /// The flips of a move predicted.
    fn right_flips(&self, square: Square, flips: Bitboard) -> String;
    /// The result of a finished game said right.
    fn right_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String;
    /// A right choice.
    fn right_choice(&self) -> &'static str;
    /// The square asked for, named: `Right: c6.`
    fn right_square(&self, square: Square) -> String;

    // Wrong answers (the rows of an explanation follow some of them).

    /// A move on a square that already holds a disc.
    fn occupied(&self, square: Square, owner: Color) -> String;
    /// An empty square where no direction encloses a line (the rows follow).
    fn encloses_nothing(&self, player: Color, square: Square) -> String;
    /// A legal move that the step did not ask for (the enclosed rows follow).
    fn not_asked(&self, square: Square, flips: Bitboard) -> String;
    /// The moves a step wants: `This step asks for d3.` or `... one of d3, c4.`
    fn step_wants(&self, moves: Bitboard) -> String;
    /// A pass refused because the player has legal moves.
    fn pass_refused(&self, player: Color, moves: Bitboard) -> String;
    /// A pass refused, without naming the moves: `Black may not pass: ...`.
    fn pass_refused_count(&self, player: Color, moves: u32) -> String;
    /// The opening of a wrong set of squares (the details follow).
    fn not_quite(&self) -> &'static str;
    /// How many legal moves an answer left out (a nudge: not which).
    fn missing_legal_count(&self, n: u32) -> String;
    /// How many flipped discs an answer left out (a nudge: not which).
    fn missing_flip_count(&self, n: u32) -> String;
    /// Squares the learner marked that do not flip.
    fn extra_flips(&self, extra: Bitboard) -> String;
    /// Why the discs of a move flip: the heading of the enclosed rows.
    fn why_flips(&self, square: Square, flips: Bitboard) -> String;
    /// The right winner with the wrong count (a nudge: not the count).
    fn count_again(&self) -> &'static str;
    /// The wrong winner (a nudge: not who won).
    fn winner_again(&self) -> &'static str;
    /// The answer to a find-every-move step.
    fn answer_all_legal(&self, moves: Bitboard) -> String;
    /// The answer to a pass step.
    fn answer_pass(&self, player: Color) -> String;
    /// The answer to a who-won step.
    fn answer_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String;
    /// The answer to a multiple-choice step (counting from 1).
    fn answer_choice(&self, number: usize) -> String;
    /// The answer to a find-the-square step.
    fn answer_squares(&self, squares: Bitboard) -> String;
    /// `reveal` where there is nothing to reveal.
    fn nothing_to_reveal(&self) -> &'static str;
    /// A wrong choice.
    fn wrong_choice(&self) -> &'static str;
    /// A square that is not the one asked for.
    fn wrong_square(&self, square: Square) -> String;

    // The other side's scripted reply.

    /// The other side's scripted move.
    fn reply_played(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// The other side's scripted pass.
    fn reply_passed(&self, player: Color) -> String;
    /// A scripted reply (a move or a pass) that does not fit the position the learner reached.
    fn reply_does_not_fit(&self, reply: Move) -> String;
    /// The other side answers next, on the key that goes on: `White answers next: Enter shows the move.`
    fn reply_comes(&self, player: Color, key: &str) -> String;

    // Hints.

    /// A hint written in the lesson: `Hint: ...`.
    fn hint(&self, text: &str) -> String;
    /// A hint: how many legal moves there are.
    fn hint_legal_count(&self, n: u32) -> String;
    /// A hint: how many discs a move flips.
    fn hint_flip_count(&self, square: Square, n: u32) -> String;
    /// A hint for a forced pass: look for any enclosing square.
    fn hint_look_for_a_move(&self, player: Color) -> String;
    /// A hint for a finished game: count.
    fn hint_count(&self) -> String;
    /// No hint to give.
    fn no_hint(&self) -> &'static str;

    // A lesson session: headings and prompts.

    /// `Lesson: The first move (10 steps)`.
    fn lesson_heading(&self, title: &str, steps: usize) -> String;
    /// `Step 4 of 10` (counting from 1).
    fn step_heading(&self, step: usize, steps: usize) -> String;
    /// Where to find the commands.
    fn type_help(&self) -> &'static str;
    /// After a step to read.
    fn prompt_read(&self) -> &'static str;
    /// Asking for one of the moves the step names.
    fn prompt_play(&self) -> &'static str;
    /// Asking for any legal move, with the legal squares hidden.
    fn prompt_any_legal(&self) -> &'static str;
    /// Asking for every legal move.
    fn prompt_all_legal(&self) -> &'static str;
    /// Asking which discs a move flips.
    fn prompt_predict_flips(&self, square: Square) -> String;
    /// Asking for a move or a pass.
    fn prompt_pass(&self, player: Color) -> String;
    /// Asking who won a finished game.
    fn prompt_outcome(&self) -> &'static str;
    /// Asking for the number of a choice.
    fn prompt_choice(&self) -> &'static str;
    /// Asking for a square, which is not played.
    fn prompt_find_square(&self) -> &'static str;

    // A lesson's game against the computer.

    /// Asking for the learner's next move in a lesson's game (the legal moves not shown).
    fn prompt_game(&self) -> &'static str;
    /// The learner's move in a game: `You play d3 and flip d4.`
    fn game_you_played(&self, square: Square, flips: Bitboard) -> String;
    /// The learner's move took a corner.
    fn game_corner_taken(&self, corner: Square) -> String;
    /// After the learner's move `player` may take `corner`, which it could not before.
    fn game_corner_given(&self, player: Color, corner: Square) -> String;
    /// The game is over, seen from the learner: `won` (`None`: a draw).
    fn game_you_won(&self, won: Option<bool>) -> &'static str;
    /// What `offer` of a finished lesson leads to, said after its key in the
    /// full-screen tutor ("to play another game against the computer").
    fn offer(&self, offer: Offer) -> String;
    /// The end of a lesson in the full-screen tutor: `offers`, each its key
    /// and what it leads to, then Enter for the lessons.
    fn offer_keys(&self, offers: &[String], leave: &str) -> String;
    /// The end of a lesson in plain mode: the command that does `offer`
    /// (`record`: the game the lesson played, for its review).
    fn offer_command(&self, offer: Offer, record: &str) -> String;
    /// The end of a lesson or quiz: `count` of its tasks (at least one) come
    /// back the next day in the review queue.
    fn tasks_queued(&self, count: usize) -> String;
    /// The title of the rules quiz.
    fn quiz_title(&self) -> &'static str;
    /// The title of the lesson tasks due for review.
    fn task_review_title(&self) -> &'static str;
    /// The puzzle menu's row of the lesson tasks due for review.
    fn menu_lesson_tasks(&self) -> &'static str;
    /// No lesson task is due for review today; `queued` are in the queue.
    fn no_lesson_tasks_due(&self, queued: usize) -> String;
    /// The course has no rules quiz (no lesson `first-game`, or no task
    /// before it marked `stands_alone`).
    fn no_quiz(&self) -> &'static str;

    // A lesson session: answers that are not answers.

    /// An answer of the wrong kind for a step that wants a move.
    fn expects_move(&self) -> &'static str;
    /// An answer of the wrong kind for a step that wants a move or a pass.
    fn expects_move_or_pass(&self) -> &'static str;
    /// An answer of the wrong kind for a step that wants squares.
    fn expects_squares(&self) -> &'static str;
    /// An answer of the wrong kind for a step that asks who won.
    fn expects_outcome(&self) -> &'static str;
    /// An answer of the wrong kind for a multiple-choice step.
    fn expects_choice(&self) -> &'static str;
    /// An answer of the wrong kind for a step that wants a square named.
    fn expects_square(&self) -> &'static str;
    /// A choice number out of range.
    fn no_such_choice(&self, count: usize) -> String;
    /// An answer on a step that asks nothing.
    fn nothing_asked(&self) -> &'static str;
    /// An answer on a step already answered.
    fn already_done(&self) -> &'static str;
    /// The lesson is over: nothing more to answer.
    fn lesson_over(&self) -> &'static str;
    /// Going on from a step that still waits for its answer.
    fn answer_first(&self) -> &'static str;
    /// After a wrong answer.
    fn try_again(&self) -> &'static str;
    /// A line that is neither an answer nor a command.
    fn not_understood(&self, text: &str) -> String;

    // A lesson session: moving through it.

    /// `back` on the first step.
    fn first_step(&self) -> &'static str;
    /// A step skipped (counting from 1).
    fn skipped(&self, step: usize) -> String;
    /// The end of the lesson, with how the tasks went.
    fn finished(&self, right_first_time: usize, tasks: usize, skipped: usize) -> String;
    /// Leaving before the end (`quit`).
    fn leaving(&self, step: usize, steps: usize) -> String;
    /// A lesson opened where the learner stopped, and how to start it again.
    fn going_on_at(&self, step: usize, steps: usize) -> String;
    /// The input ended before the lesson did.
    fn end_of_input(&self, step: usize, steps: usize) -> String;
    /// An unknown lesson id, with the ids there are.
    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String;
    /// The progress file was damaged: it was kept aside at `kept_at`, unchanged,
    /// and the learner starts afresh.
    fn progress_damaged(&self, kept_at: &str, what: &str) -> String;
    /// The progress file comes from a newer reversi-tutor: it is never written.
    fn progress_newer(&self, version: i64) -> String;
    /// Another copy of the tutor uses the same progress: both are kept.
    fn progress_shared(&self) -> &'static str;
    /// Progress could not be opened or saved (`why` is the system's reason).
    fn progress_not_saved(&self, why: &str) -> String;
    /// Where the progress is saved, after a fault stopped the tutor.
    fn progress_saved_in(&self, path: &str) -> String;
    /// The progress was kept in memory only (no folder could hold it), after a fault.
    fn progress_in_memory(&self) -> &'static str;
    /// A fault in the program (a panic) stopped the tutor; its details follow.
    fn program_fault(&self) -> &'static str;
    /// Where the learner stopped in a lesson not yet finished (counting from 1).
    fn stopped_at(&self, step: usize) -> String;
    // A puzzle session.

    /// The idea of a puzzle theme, the first hint of a puzzle without its own.
    fn theme_idea(&self, theme: ThemeKind) -> &'static str;
    /// The second hint: the quarter of the board holding a right move.
    fn hint_region(&self, quarter: Quarter) -> String;
    /// The second hint, where the quarter would name it anyway: the square.
    fn hint_square(&self, square: Square) -> String;
    /// Which hint this is: `(hint 1 of 2)`.
    fn hint_level(&self, level: u8, levels: u8) -> String;
    /// A hint asked for after the last one.
    fn no_more_hints(&self) -> &'static str;
    /// A puzzle's heading: `Puzzle corner-001 (rating 800)` (the id already names the theme).
    fn puzzle_heading(&self, id: &str, rating: u32) -> String;
    /// The heading of a trainer session: the mode, and the theme kept to if any.
    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String;
    /// The learner's rating on the status line, with the last change: `rating 1562 (+62)`.
    fn rating_now(&self, rating: i32, change: Option<i32>) -> String;
    /// The streak on the status line: `streak 4 (best 7)`.
    fn streak_now(&self, current: u32, best: u32) -> String;
    /// The puzzles due for review today, on the status line: `5 to review`.
    fn review_now(&self, due: usize) -> String;
    /// The rating after a rated first try: `Your rating: 1500 → 1562 (+62).`
    fn rating_change(&self, before: i32, after: i32) -> String;
    /// A first try not rated: help came before the first move.
    fn not_rated_helped(&self) -> &'static str;
    /// A first try not rated: the learner had met the puzzle before.
    fn not_rated_met_before(&self) -> &'static str;
    /// A puzzle skipped before any answer is not rated.
    fn not_rated_skipped(&self) -> &'static str;
    /// A missed or helped puzzle goes to review: back in `days` days, on `due`.
    fn review_scheduled(&self, days: u8, due: &str) -> String;
    /// A puzzle solved at the first try leaves the review queue.
    fn review_left(&self) -> &'static str;
    /// The streak grows: `Streak: 4 (best 7).`
    fn streak_extended(&self, current: u32, best: u32) -> String;
    /// The streak ends.
    fn streak_ended(&self, at: u32, best: u32) -> String;
    /// A legal move that misses the puzzle's goal (what it does instead follows).
    fn not_the_goal(&self, square: Square, flips: Bitboard) -> String;
    /// A move that flips fewer than the most: `d3 flips 2 discs; another move flips 4.`
    fn flips_fewer(&self, square: Square, flips: u32, most: u32) -> String;
    /// A move that encloses lines in too few directions.
    fn fewer_directions(&self, square: Square, enclosed: u32, wanted: u8) -> String;
    /// After a move meant to force a pass, the opponent can still move.
    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String;
    /// After a move meant to wipe the opponent out, the opponent keeps discs.
    fn opponent_keeps(&self, square: Square, opponent: Color, discs: u32) -> String;
    /// After a move meant to end the game, the game goes on.
    fn game_goes_on(&self, square: Square, next: Color) -> String;
    /// A move meant to take a corner that is not one.
    fn not_a_corner(&self, square: Square) -> String;
    /// A move meant to give the opponent no corner that gives one: at once
    /// (`first` is `None`), or after the opponent's `first` move (a pass when
    /// it has none), whatever the mover answers.
    fn gives_corner(
        &self,
        square: Square,
        opponent: Color,
        corners: Bitboard,
        first: Option<Move>,
    ) -> String;
    /// After a right force-pass answer: `opponent` must pass, and the mover plays again.
    fn goal_met_pass(&self, opponent: Color) -> String;
    /// After a right end-now answer: nobody can move, the game is over with this count.
    fn goal_met_over(&self, black: u32, white: u32) -> String;
    /// After a right wipe-out answer: `opponent` has no disc left, the game is over.
    fn goal_met_wipeout(&self, opponent: Color, black: u32, white: u32) -> String;
    /// After a right `stable` answer: the mover's stable discs now, and before.
    fn goal_met_stable(&self, stable: u32, before: u32) -> String;
    /// After a right `quiet-move` answer: every flipped disc touches no empty square.
    fn goal_met_quiet(&self, flipped: Bitboard) -> String;
    /// After a right `fewer-is-more` answer: it wins by `score` with best play,
    /// while `greedy`, flipping the most (`flips`), ends `greedy_score`.
    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String;
    /// After a right `opening` answer: the line's name, its moves as written
    /// from f5, and as played on this board.
    fn goal_met_opening(&self, line: &str, written: &str, here: &str) -> String;
    /// A move meant to make the most stable discs that makes fewer.
    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String;
    /// A move meant to be quiet whose flipped discs `loud` touch an empty square.
    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String;
    /// A move that is not the next of the opening `line`; that of `other` when
    /// another named line goes on with it.
    fn off_the_line(&self, square: Square, line: &str, other: Option<&str>) -> String;
    /// A named opening, as the lesson on openings calls it: `the tiger`.
    fn opening_name(&self, line: OpeningLine) -> &'static str;
    /// A move meant to leave the opponent the fewest moves that leaves more.
    fn leaves_more_moves(&self, square: Square, opponent: Color, moves: u32, fewest: u32)
    -> String;
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
    /// A move played to show the answer: `Black plays h5 and flips 2 discs: g5, f5.`
    fn plays(&self, player: Color, square: Square, flips: Bitboard) -> String;
    /// What to type once a puzzle is done.
    fn puzzle_done_prompt(&self) -> &'static str;
    /// An answer of the wrong kind for a puzzle.
    fn puzzle_expects_move(&self) -> &'static str;
    /// An answer to a puzzle already solved or revealed.
    fn puzzle_already_done(&self) -> &'static str;
    /// Going on from a puzzle still open.
    fn puzzle_waits(&self) -> &'static str;
    /// After a wrong move at a puzzle.
    fn puzzle_try_again(&self) -> &'static str;
    /// A puzzle left with skip.
    fn puzzle_skipped(&self) -> &'static str;
    /// `back` in a trainer session.
    fn no_back_in_puzzles(&self) -> &'static str;
    /// Every puzzle of the session's choice has been served.
    fn no_more_puzzles(&self) -> &'static str;
    /// No puzzle at all of the theme asked for (or none at all).
    fn no_puzzles_in(&self, theme: Option<&str>) -> String;
    /// Review mode with nothing due today; when the next puzzle comes back, if any.
    fn nothing_due(&self, next: Option<&str>) -> String;
    /// Retry mode with no puzzle missed today.
    fn nothing_missed_today(&self) -> &'static str;
    /// How a trainer session went.
    fn trainer_finished(&self, served: usize, first_try: usize, solved: usize) -> String;
    /// Leaving a trainer session (`quit`).
    fn trainer_leaving(&self) -> &'static str;
    /// The input ended during a trainer session.
    fn trainer_end_of_input(&self) -> &'static str;
    /// An unknown puzzle id, with the nearest id there is.
    fn unknown_puzzle(&self, id: &str, near: Option<&str>) -> String;
    /// The heading of the puzzle list.
    fn puzzles_heading(&self, count: usize) -> String;
    /// The learner's rating in the puzzle list.
    fn list_rating(&self, rating: i32, deviation: i32, rated: u32) -> String;
    /// The learner's streaks in the puzzle list.
    fn list_streak(&self, best: u32, current: u32) -> String;
    /// The review queue in the puzzle list.
    fn list_review(&self, due: usize, queued: usize) -> String;

    // Practice that follows the lessons.

    /// A strategy theme waits for its lesson, in the puzzle list: `after lesson 14`.
    fn after_lesson(&self, number: usize) -> String;
    /// A strategy theme waits for lesson `number`, called `title`, before a
    /// session that mixes themes serves it; chosen by name it is served at once.
    fn theme_waits_for_lesson(&self, number: usize, title: &str) -> String;
    /// The glossary's heading: how many words it explains.
    fn glossary_title(&self, terms: usize) -> String;
    /// Under a glossary word: the lesson that teaches it, `number` in the course.
    fn glossary_taught_in(&self, number: usize, title: &str) -> String;
    /// What a command does in a trainer session, for its help.
    fn puzzle_command_help(&self, command: Command) -> &'static str;

    // Words the learner may type (lower case); English ones are always understood too.

    /// Words that mean a pass in this language.
    fn pass_words(&self) -> &'static [&'static str];
    /// Words that name a colour or a draw in this language: `(word, Some(colour))`,
    /// or `(word, None)` for a draw.
    fn outcome_words(&self) -> Vec<(&'static str, Option<Color>)>;
    /// Words that may follow a colour in this language: `black wins`, `hitam menang`.
    fn win_words(&self) -> &'static [&'static str];
    /// The words of a session command in this language, long forms (the short
    /// forms `n`, `b`, ... are the same in every language).
    fn command_words(&self, command: Command) -> &'static [&'static str];
    /// What a session command does, for the help.
    fn command_help(&self, command: Command) -> &'static str;
    /// What `next` and `back` do in a game: step a replay (true: next).
    fn replay_step_help(&self, forward: bool) -> &'static str;
    /// The heading of the help.
    fn commands_heading(&self) -> &'static str;
    /// The forms an answer takes, with what each is for.
    fn answer_forms(&self) -> Vec<(&'static str, &'static str)>;
    /// The letters of the two colours of disc, for `--ascii`: the first letter
    /// of each colour's name.
    fn disc_letters(&self) -> (char, char);
    /// The home menu's entry for the course.
    fn menu_lessons(&self) -> &'static str;
    /// The home menu's entry for the settings.
    fn menu_settings(&self) -> &'static str;
    /// The home menu's entry for the glossary.
    fn menu_glossary(&self) -> &'static str;
    /// The home menu's entry for the keys.
    fn menu_help(&self) -> &'static str;
    /// The home menu's entry that leaves.
    fn menu_quit(&self) -> &'static str;
    /// How many lessons are finished: `7 of 21 done`.
    fn lessons_done(&self, done: usize, total: usize) -> String;
    /// Where the learner stopped: `Continue: 8 · No chain reaction (step 3)`.
    fn continue_at(&self, number: usize, title: &str, step: usize) -> String;
    /// Every lesson finished.
    fn all_done(&self) -> &'static str;
    /// The rows of the settings screen, in order: language, legal-move dots, discs, animation, colour theme.
    fn setting_names(&self) -> &'static [&'static str];
    /// A setting switched on or off.
    fn on_off(&self, on: bool) -> &'static str;
    /// The colour themes, in the order of the settings: default, high contrast, colour-blind safe, no colour.
    fn theme_names(&self) -> &'static [&'static str];
    /// A session command as one short word on the key bar of the full-screen tutor.
    fn key_word(&self, command: Command) -> &'static str;
    /// What a session command's key does, for the key list of the full-screen tutor.
    fn key_help(&self, command: Command) -> &'static str;
    /// Keys that move the cursor on the board.
    fn act_move_cursor(&self) -> &'static str;
    /// Typing a square (`d3`) puts the cursor on it.
    fn act_type_square(&self) -> &'static str;
    /// The key that plays the square under the cursor.
    fn act_play(&self) -> &'static str;
    /// The key that marks or unmarks the square under the cursor.
    fn act_pick(&self) -> &'static str;
    /// The key that gives the squares marked as the answer.
    fn act_answer(&self) -> &'static str;
    /// The key that passes.
    fn act_pass(&self) -> &'static str;
    /// A click on a square.
    fn act_click(&self) -> &'static str;
    /// How the key lists name the mouse, in the column of keys.
    fn mouse_key(&self) -> &'static str;
    /// Keys that choose an answer by its number.
    fn act_number(&self) -> &'static str;
    /// The key that goes back to the list of lessons.
    fn act_lessons(&self) -> &'static str;
    /// Keys that move through a list.
    fn act_choose(&self) -> &'static str;
    /// The key that opens the entry chosen.
    fn act_open(&self) -> &'static str;
    /// The glossary's key that opens the lesson teaching the word at the top.
    fn act_open_term_lesson(&self) -> &'static str;
    /// Keys that change the setting chosen.
    fn act_change(&self) -> &'static str;
    /// The key that goes back to the screen before.
    fn act_back(&self) -> &'static str;
    /// The key that closes the key list.
    fn act_close(&self) -> &'static str;
    /// The keys that scroll the key list.
    fn act_scroll(&self) -> &'static str;
    /// The window is too small for the screen: `Make the window larger (needs 40×14, now 20×8).`
    fn too_small(&self, need_w: u16, need_h: u16, w: u16, h: u16) -> String;
    /// What the marks on the board mean, in order: placed, tried, flipped, closes the line, open run, stops the line, marked, legal move, chosen.
    fn board_roles(&self) -> &'static [&'static str];
    /// The squares the learner has marked so far.
    fn your_squares(&self, squares: Bitboard) -> String;

    // The classroom demo and the sandbox.

    /// The home menu's entry for the classroom demo.
    fn menu_demo(&self) -> &'static str;
    /// What the classroom demo's chooser offers.
    fn demo_choose(&self, open: &str) -> String;
    /// The chooser's row for a game record, with what has been typed: `Game record: f5d6c3`.
    fn demo_record(&self, record: &str) -> String;
    /// Auto-advance as the demo shows it: on with its delay (`auto 3 s`), on but
    /// waiting for a hidden answer to be shown, or off.
    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String;
    /// A task whose answer is hidden until the presenter shows it: the class guesses first.
    fn demo_guess_first(&self) -> &'static str;
    /// Forward on the last step of a lesson or the last move of a game.
    fn demo_at_end(&self) -> &'static str;
    /// The classroom demo and the sandbox draw on a terminal, and the output is not one.
    fn demo_needs_terminal(&self) -> &'static str;
    /// The sandbox's name: a board to set up any position on.
    fn sandbox_name(&self) -> &'static str;
    /// The chooser's row that opens the sandbox.
    fn sandbox_row(&self) -> &'static str;
    /// A position with a centre square empty, which no game reaches.
    fn unreached_centre(&self, empty: Bitboard) -> String;
    /// A position with discs not joined to the others, which no game reaches.
    fn unreached_apart(&self, discs: Bitboard) -> String;
    /// Where the sandbox's export was written.
    fn exported_to(&self, path: &str) -> String;
    /// The sandbox's export could not be written to a file, and why.
    fn export_not_written(&self, why: &str) -> String;
    /// The sandbox's export was not written to a file: there is no data folder.
    fn export_no_folder(&self) -> &'static str;
    /// What the line below it holds: the board string of the position, for `--position`.
    fn board_string_label(&self) -> &'static str;
    /// Under a board string cut into lines to fit the window: it is one string.
    fn board_string_cut(&self) -> &'static str;
    /// The key that switches auto-advance on and off.
    fn act_auto(&self) -> &'static str;
    /// The keys that make auto-advance wait longer or shorter.
    fn act_delay(&self) -> &'static str;
    /// The key that opens the position shown in the sandbox.
    fn act_sandbox(&self) -> &'static str;
    /// Space or a click: the square under the cursor turns empty, black, white in turn.
    fn act_cycle(&self) -> &'static str;
    /// The key that changes the side to move.
    fn act_side(&self) -> &'static str;
    /// The key that exports the position.
    fn act_export(&self) -> &'static str;
    /// The key that empties the whole board.
    fn act_clear(&self) -> &'static str;
    /// The key that sets up the start position.
    fn act_start_position(&self) -> &'static str;
    /// The key that undoes the sandbox's last change.
    fn act_undo_change(&self) -> &'static str;
    /// `key` pressed once would empty the board: again, and it does; `undo` undoes it.
    fn sandbox_confirm_clear(&self, key: &str, undo: &str) -> String;
    /// `key` pressed once would set up the start position: again, and it does.
    fn sandbox_confirm_start(&self, key: &str, undo: &str) -> String;
    /// The sandbox's last change was undone.
    fn sandbox_undone(&self) -> &'static str;
    /// The sandbox has no change to undo.
    fn sandbox_nothing_to_undo(&self) -> &'static str;
    /// Typing a game record on the chooser.
    fn act_type_record(&self) -> &'static str;
    /// Auto-advance, as one short word on the key bar.
    fn key_auto(&self) -> &'static str;
    /// The delay of auto-advance, as one short word on the key bar.
    fn key_delay(&self) -> &'static str;
    /// The side to move, as a short word on the key bar.
    fn key_side(&self) -> &'static str;
    /// An empty square, as one short word on the key bar.
    fn key_empty(&self) -> &'static str;
    /// Export, as one short word on the key bar.
    fn key_export(&self) -> &'static str;
    /// The output is not a terminal, so a lesson or the puzzles run in plain text.
    fn not_a_terminal(&self) -> &'static str;
    /// The home menu's entry for the puzzle trainer.
    fn menu_puzzles(&self) -> &'static str;
    /// A mode of the puzzle menu, in a few words.
    fn puzzle_mode_name(&self, mode: Mode) -> &'static str;
    /// A puzzle theme's name on the puzzle menu, in a few words.
    fn theme_title(&self, theme: ThemeKind) -> &'static str;
    /// A puzzle theme's word for the command line, which `puzzles list` shows
    /// and `--theme` takes (also without its accents): in English the name
    /// files use.
    fn theme_word(&self, theme: ThemeKind) -> &'static str;
    /// What a session command's key does on the puzzle screen of the full-screen tutor, for its key list.
    fn puzzle_key_help(&self, command: Command) -> &'static str;
    /// The key that goes back to the puzzle menu.
    fn act_puzzles(&self) -> &'static str;
    /// The key that opens the rules quiz.
    fn act_quiz(&self) -> &'static str;
    /// The keys that play an answer's best line forward and back, on the key bar.
    fn act_line(&self) -> &'static str;
    /// The keys that play an answer's best line forward and back, for the key list.
    fn act_line_help(&self) -> &'static str;
    /// Where the board stands in an endgame's best line: `Best line, move 2 of 9.`
    fn line_step(&self, at: usize, moves: usize) -> String;
    /// Going on from a puzzle still open, with the keys that help.
    fn puzzle_waits_keys(&self, hint: &str, reveal: &str, skip: &str) -> String;
    /// A hint asked for after the last one, with the key that shows the answer.
    fn last_hint_key(&self, reveal: &str) -> String;
    /// Back in a puzzle, with the key that skips it.
    fn no_back_key(&self, skip: &str) -> String;
    /// Enter on a step or puzzle that asks for squares, with none marked yet.
    fn mark_first(&self, mark: &str, answer: &str) -> String;
    /// Next on a lesson step that waits for its answer, with the keys of a hint
    /// and of a skip.
    fn step_waits_keys(&self, hint: &str, skip: &str) -> String;
    /// What to do at a predict-flips puzzle in the full-screen tutor: mark the discs, then answer (`mark` and `answer` are the keys).
    fn prompt_mark_flips(&self, square: Square, mark: &str, answer: &str) -> String;
    /// The full-screen prompt of a step that asks for every legal move: mark
    /// each with `mark` (or a click), then answer with `answer`.
    fn prompt_mark_moves(&self, mark: &str, answer: &str) -> String;
    /// The full-screen prompt of a step that asks for a move or a pass: `key` passes.
    fn prompt_pass_keys(&self, player: Color, key: &str) -> String;
    /// The full-screen prompt of a step that asks who won: press the number
    /// of the answer listed.
    fn prompt_outcome_keys(&self) -> &'static str;

    // The teacher's course folders and files (`lessons show/export/new`, the
    // config file, `puzzles generate --out`).
    /// Where the teacher's lesson folders were named (`source`: a variable or a file).
    fn lesson_folders_from(&self, folders: &str, source: &str) -> String;
    /// Where the teacher's puzzle folders were named (`source`: a variable or a file).
    fn puzzle_folders_from(&self, folders: &str, source: &str) -> String;
    /// The config file cannot be used (`why` says where and why): its folders are left out.
    fn config_not_used(&self, why: &str) -> String;
    /// The built-in course was written to `dir`, with how to check and use it.
    fn course_exported(&self, lessons: usize, puzzles: usize, dir: &str) -> String;
    /// A folder to write into holds files already.
    fn folder_not_empty(&self, dir: &str) -> String;
    /// A file to write exists already.
    fn file_exists(&self, file: &str) -> String;
    /// A new lesson file was written, with what to do next.
    fn lesson_written(&self, id: &str, file: &str) -> String;
    /// An id that a lesson cannot have.
    fn bad_lesson_id(&self, id: &str) -> String;
    /// A file could not be written (`why` is the system's reason).
    fn cannot_write(&self, file: &str, why: &str) -> String;
    /// The heading of a class assignment (`puzzles --set DIR`).
    fn assignment_heading(&self, puzzles: usize) -> String;
    /// A first try at a teacher's puzzle, which does not move the rating.
    fn not_rated_teachers(&self) -> &'static str;
    /// `puzzles --set` of a folder or file without a puzzle to serve.
    fn no_puzzles_in_set(&self, set: &str) -> String;
    /// `puzzles generate --out FILE` of a file that exists, without --merge or --force.
    fn generated_file_exists(&self, file: &str) -> String;
    /// `puzzles generate --merge`: how many new puzzles were added to `file`.
    fn generated_merged(&self, added: usize, file: &str) -> String;
    /// A picture's file named with another extension than .svg or .png.
    fn picture_format(&self, file: &str) -> String;
    /// No picture of an illegal move (`why` says why it is illegal).
    fn no_picture(&self, why: &str) -> String;

    // An install (`completions`, `man`).
    /// `man --out DIR` wrote `pages` manual pages into `dir`.
    fn man_pages_written(&self, pages: usize, dir: &str) -> String;

    // Printable worksheets (`print`).
    /// The blanks at the top of a worksheet: name, class, date.
    fn sheet_fields(&self) -> [&'static str; 3];
    /// The label of the space where a pupil writes an answer.
    fn sheet_answer(&self) -> &'static str;
    /// The heading of the answer key, on its own page.
    fn sheet_answers_heading(&self) -> &'static str;
    /// A puzzle's heading on a worksheet: `Puzzle 3`.
    fn sheet_puzzle(&self, number: usize) -> String;
    /// The title of a worksheet of puzzles; `name` is a theme's title or a folder.
    fn sheet_puzzles_title(&self, name: &str) -> String;
    /// What to write at a task asking for one move of `player`.
    fn sheet_play(&self, player: Color) -> String;
    /// What to write at a task asking for any legal move of `player`.
    fn sheet_any_legal(&self, player: Color) -> String;
    /// What to write at a task asking for every legal move of `player`.
    fn sheet_all_legal(&self, player: Color) -> String;
    /// What to write at a task asking which discs `square` flips.
    fn sheet_predict_flips(&self, square: Square) -> String;
    /// What to write at a task asking for a move of `player`, or a pass.
    fn sheet_pass(&self, player: Color) -> String;
    /// What to do at a task asking who won: tick a box, write the count.
    fn sheet_outcome(&self) -> &'static str;
    /// The box to tick for a draw, beside those for black and white.
    fn sheet_draw(&self) -> &'static str;
    /// What to do at a multiple-choice task: tick one box.
    fn sheet_choice(&self) -> &'static str;
    /// What to write at a task asking for a square that is not played.
    fn sheet_find_square(&self) -> &'static str;
    /// A step that is a game against the computer, which paper cannot hold.
    fn sheet_game(&self) -> &'static str;
    /// The answer key of such a step: none.
    fn sheet_game_answer(&self) -> &'static str;
    /// `print --out FILE` of a file not named .html.
    fn sheet_format(&self, file: &str) -> String;
    /// The worksheet was written to `file`, with how to print it.
    fn sheet_written(&self, file: &str) -> String;
    /// `print --puzzles NAME` where NAME is neither a theme nor a puzzle folder or file.
    fn sheet_no_puzzles(&self, name: &str, themes: &str) -> String;
}
