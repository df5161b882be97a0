//! What a learner can ask of a session besides answering: the one list of
//! commands, and which of them each kind of session takes ([`Command::LESSON`],
//! [`Command::GAME`]). Plain mode reads them as words and the full-screen tutor
//! as keys; both list them in their help from here, in every language.

/// A command of a lesson, puzzle or game session.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Go on to the next step (after reading, or once the step is answered); in
    /// a replay, the next move.
    Next,
    /// Go back one step; in a replay, the move before.
    Back,
    /// Try the current step again, from the board it began with.
    Retry,
    /// Skip this step.
    Skip,
    /// A hint.
    Hint,
    /// Show the answer.
    Reveal,
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
    /// The list of commands.
    Help,
    /// Leave, with progress saved.
    Quit,
}

impl Command {
    /// Every command, in the order help lists them.
    pub const ALL: [Command; 17] = [
        Command::Next,
        Command::Back,
        Command::Retry,
        Command::Skip,
        Command::Hint,
        Command::Reveal,
        Command::Undo,
        Command::Redo,
        Command::Explain,
        Command::Dots,
        Command::Save,
        Command::Load,
        Command::NewGame,
        Command::Replay,
        Command::Review,
        Command::Help,
        Command::Quit,
    ];

    /// The commands of a lesson or puzzle, in the order help lists them.
    pub const LESSON: [Command; 8] = [
        Command::Next,
        Command::Back,
        Command::Retry,
        Command::Skip,
        Command::Hint,
        Command::Reveal,
        Command::Help,
        Command::Quit,
    ];

    /// The commands of a game, in the order help lists them.
    pub const GAME: [Command; 13] = [
        Command::Undo,
        Command::Redo,
        Command::Explain,
        Command::Dots,
        Command::Save,
        Command::Load,
        Command::NewGame,
        Command::Replay,
        Command::Review,
        Command::Next,
        Command::Back,
        Command::Help,
        Command::Quit,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_belongs_to_a_kind_of_session() {
        for command in Command::ALL {
            assert!(
                Command::LESSON.contains(&command) || Command::GAME.contains(&command),
                "{command:?}"
            );
        }
    }
}
