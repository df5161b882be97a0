//! What a learner can ask of a session besides answering: the one list of
//! commands. Plain mode reads them as words and the full-screen tutor as keys;
//! both list them in their help from here, in every language.

/// A command of a lesson or puzzle session.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Go on to the next step (after reading, or once the step is answered).
    Next,
    /// Go back one step.
    Back,
    /// Try the current step again, from the board it began with.
    Retry,
    /// Skip this step.
    Skip,
    /// A hint.
    Hint,
    /// Show the answer.
    Reveal,
    /// The list of commands.
    Help,
    /// Leave, with progress saved.
    Quit,
}

impl Command {
    /// Every command, in the order help lists them.
    pub const ALL: [Command; 8] = [
        Command::Next,
        Command::Back,
        Command::Retry,
        Command::Skip,
        Command::Hint,
        Command::Reveal,
        Command::Help,
        Command::Quit,
    ];
}
