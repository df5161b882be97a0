//! What a learner can ask of a session besides answering: a lesson's (or a
//! puzzle's) commands ([`LessonCommand`]), a game's ([`GameCommand`]), and the
//! two every screen takes, help and quit; [`Command`] names any of them, as
//! plain mode reads them in words and the key lists describe them, in every
//! language.

/// A command of a lesson or a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LessonCommand {
    /// Go on to the next step (after reading, or once the step is answered); the next puzzle.
    Next,
    /// Go back one step.
    Back,
    /// Try the current step again, from the board it began with.
    Retry,
    /// Skip this step (or puzzle).
    Skip,
    /// A hint.
    Hint,
    /// Show the answer.
    Reveal,
}

impl LessonCommand {
    /// Every lesson command, in the order help lists them.
    pub const ALL: [LessonCommand; 6] = [
        LessonCommand::Next,
        LessonCommand::Back,
        LessonCommand::Retry,
        LessonCommand::Skip,
        LessonCommand::Hint,
        LessonCommand::Reveal,
    ];
}

/// A command of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameCommand {
    /// Take back the last move (against the computer, its reply too).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// Explain the last move: the lines it enclosed.
    Explain,
    /// Show or hide the legal-move dots.
    Dots,
    /// Save the game record.
    Save,
    /// Load a game record.
    Load,
    /// Start the next game.
    NewGame,
    /// Step through the finished game move by move (again: stop).
    Replay,
    /// Grade the game's moves.
    Review,
    /// In a replay, the next move.
    Next,
    /// In a replay, the move before.
    Back,
}

impl GameCommand {
    /// Every game command, in the order help lists them.
    pub const ALL: [GameCommand; 11] = [
        GameCommand::Undo,
        GameCommand::Redo,
        GameCommand::Explain,
        GameCommand::Dots,
        GameCommand::Save,
        GameCommand::Load,
        GameCommand::NewGame,
        GameCommand::Replay,
        GameCommand::Review,
        GameCommand::Next,
        GameCommand::Back,
    ];
}

/// Any command a learner can name: a lesson's, a game's, or help and quit,
/// which every screen takes. Which of them a session takes is what its
/// screen's bindings name (`app::bindings::commands_at`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// A command of a lesson or a puzzle.
    Lesson(LessonCommand),
    /// A command of a game.
    Game(GameCommand),
    /// The list of commands (or keys).
    Help,
    /// Leave, with progress saved.
    Quit,
}

impl Command {
    /// Every command.
    pub fn all() -> impl Iterator<Item = Command> {
        let lesson = LessonCommand::ALL.into_iter().map(Command::Lesson);
        let game = GameCommand::ALL.into_iter().map(Command::Game);
        lesson.chain(game).chain([Command::Help, Command::Quit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_listed_once() {
        let all: Vec<Command> = Command::all().collect();
        for (i, command) in all.iter().enumerate() {
            assert!(!all[..i].contains(command), "{command:?}");
        }
        assert_eq!(all.len(), 19);
    }
}
