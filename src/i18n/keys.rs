//! What a key does ([`Does`]), the help id of each binding of a screen, and
//! its words: a line for the key lists (`?` and the Help page) and a word for
//! the key bar, in the learner's language.

use crate::engine::Color;
use crate::runner::{Command, GameCommand, LessonCommand};

use super::{TeacherKey, Ui};

/// What a key does: the help id a screen's binding names, which has words in
/// every language ([`Ui::does`], [`Ui::does_word`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Does {
    /// Moves through a list.
    Choose,
    /// Opens the entry chosen.
    Open,
    /// Opens the lesson that teaches the glossary's word at the top.
    OpenTermLesson,
    /// Changes the setting chosen.
    Change,
    /// Back to the screen before.
    Back,
    /// Back to the home screen.
    ToHome,
    /// Back to the list of lessons.
    ToLessons,
    /// Back to the puzzle menu.
    ToPuzzles,
    /// Closes the key list.
    Close,
    /// Scrolls the text.
    Scroll,
    /// Moves the board's cursor.
    MoveCursor,
    /// Types a square (`d3`), which puts the cursor on it.
    TypeSquare,
    /// A letter typed and not yet followed by its row, undone.
    EraseTyped,
    /// Plays the square under the cursor.
    Play,
    /// Marks (or unmarks) the square under the cursor.
    Pick,
    /// Answers with the squares marked.
    Answer,
    /// Passes.
    Pass,
    /// A click on a square: plays or marks it.
    Click,
    /// Chooses an answer by its number.
    Number,
    /// Starts the game set up.
    Start,
    /// Sets the computer's level.
    Level,
    /// A command of a lesson.
    Lesson(LessonCommand),
    /// A command of a puzzle.
    Puzzle(LessonCommand),
    /// A command of a game.
    Game(GameCommand),
    /// Opens the key list.
    Help,
    /// Leaves the tutor.
    Quit,
    /// Leaves the tutor from a game, which is kept for Play to offer.
    QuitKeepingGame,
    /// A finished lesson's offer: a game against the computer.
    OfferPlay,
    /// A finished lesson's offer: the review of the game just played.
    OfferReview,
    /// A finished lesson's offer: puzzles of the lesson's theme.
    OfferPuzzles,
    /// A finished lesson's offer: the rules quiz.
    OfferQuiz,
    /// Plays an endgame's best line forward or back.
    BestLine,
    /// Switches the demo's auto-advance on and off.
    Auto,
    /// Makes auto-advance wait longer or shorter.
    Delay,
    /// Opens the position shown in the sandbox.
    ToSandbox,
    /// Puts a disc of this colour on the square under the cursor (none: empties it).
    Put(Option<Color>),
    /// Turns the square under the cursor empty, black, white in turn.
    Cycle,
    /// Changes the side to move.
    Side,
    /// Exports the position.
    Export,
    /// Undoes the sandbox's last change.
    UndoChange,
    /// Empties the whole board.
    Clear,
    /// Sets up the start position.
    StartPosition,
    /// Types a game record.
    TypeRecord,
    /// Invites the classmate chosen to a game.
    Invite,
    /// Takes back the invitation sent.
    Withdraw,
    /// Accepts the invitation shown.
    Accept,
    /// Declines the invitation shown.
    Decline,
    /// A key of the teacher's dashboard.
    Teacher(TeacherKey),
}

impl Ui {
    /// What a key does, for the key lists.
    pub fn does(self, does: Does) -> &'static str {
        let guide = self.guide();
        match does {
            Does::Choose => self.act_choose(),
            Does::Open => self.act_open(),
            Does::OpenTermLesson => self.act_open_term_lesson(),
            Does::Change => self.act_change(),
            Does::Back => self.act_back(),
            Does::ToHome => self.act_home(),
            Does::ToLessons => self.act_lessons(),
            Does::ToPuzzles => self.act_puzzles(),
            Does::Close => self.act_close(),
            Does::Scroll => self.act_scroll(),
            Does::MoveCursor => self.act_move_cursor(),
            Does::TypeSquare => self.act_type_square(),
            Does::EraseTyped => guide.erase_typed(),
            Does::Play => self.act_play(),
            Does::Pick => self.act_pick(),
            Does::Answer => self.act_answer(),
            Does::Pass => self.act_pass(),
            Does::Click => self.act_click(),
            Does::Number => self.act_number(),
            Does::Start => self.act_start(),
            Does::Level => guide.set_level(),
            Does::Lesson(command) => self.key_help(Command::Lesson(command)),
            Does::Puzzle(command) => self.puzzle_key_help(Command::Lesson(command)),
            Does::Game(command @ (GameCommand::Next | GameCommand::Back)) => {
                self.replay_step_help(command == GameCommand::Next)
            }
            Does::Game(command) => self.game_key_help(Command::Game(command)),
            Does::Help => self.key_help(Command::Help),
            Does::Quit => self.key_help(Command::Quit),
            Does::QuitKeepingGame => self.game_key_help(Command::Quit),
            Does::OfferPlay => guide.offer_play(),
            Does::OfferReview => guide.offer_review(),
            Does::OfferPuzzles => guide.offer_puzzles(),
            Does::OfferQuiz => guide.offer_quiz(),
            Does::BestLine => self.act_line_help(),
            Does::Auto => self.act_auto(),
            Does::Delay => self.act_delay(),
            Does::ToSandbox => self.act_sandbox(),
            Does::Put(disc) => guide.put(disc),
            Does::Cycle => self.act_cycle(),
            Does::Side => self.act_side(),
            Does::Export => self.act_export(),
            Does::UndoChange => self.act_undo_change(),
            Does::Clear => self.act_clear(),
            Does::StartPosition => self.act_start_position(),
            Does::TypeRecord => self.act_type_record(),
            Does::Invite => guide.invite(),
            Does::Withdraw => guide.withdraw(),
            Does::Accept => guide.accept(),
            Does::Decline => guide.decline(),
            Does::Teacher(key) => self.teacher().key_help(key),
        }
    }

    /// What a key does in a word or two, for the key bar.
    pub fn does_word(self, does: Does) -> &'static str {
        let guide = self.guide();
        match does {
            Does::OpenTermLesson => self.act_open(),
            Does::Number => self.act_choose(),
            Does::Lesson(command) | Does::Puzzle(command) => {
                self.key_word(Command::Lesson(command))
            }
            Does::Game(command) => self.key_word(Command::Game(command)),
            Does::Help => self.key_word(Command::Help),
            Does::Quit | Does::QuitKeepingGame => self.key_word(Command::Quit),
            Does::OfferPlay => self.act_play(),
            Does::OfferReview => self.key_word(Command::Game(GameCommand::Review)),
            Does::OfferPuzzles => self.act_puzzles(),
            Does::OfferQuiz => self.act_quiz(),
            Does::BestLine => self.act_line(),
            Does::Auto => self.key_auto(),
            Does::Delay => self.key_delay(),
            Does::ToSandbox => guide.sandbox_word(),
            Does::Put(Some(colour)) => self.color(colour),
            Does::Put(None) => self.key_empty(),
            Does::Side => self.key_side(),
            Does::Export => self.key_export(),
            Does::UndoChange => self.key_word(Command::Game(GameCommand::Undo)),
            Does::TypeRecord => self.act_type_record(),
            Does::EraseTyped => guide.erase_word(),
            Does::Level => guide.level_word(),
            Does::Invite => guide.invite_word(),
            Does::Withdraw => guide.withdraw_word(),
            Does::Accept => guide.accept_word(),
            Does::Decline => guide.decline_word(),
            Does::Teacher(key) => self.teacher().key_word(key),
            Does::Choose
            | Does::Open
            | Does::Change
            | Does::Back
            | Does::ToHome
            | Does::ToLessons
            | Does::ToPuzzles
            | Does::Close
            | Does::Scroll
            | Does::MoveCursor
            | Does::TypeSquare
            | Does::Play
            | Does::Pick
            | Does::Answer
            | Does::Pass
            | Does::Click
            | Does::Start
            | Does::Cycle
            | Does::Clear
            | Does::StartPosition => self.does(does),
        }
    }
}
