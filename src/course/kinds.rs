//! The kinds of lesson task and of puzzle theme: the one list of each, with the
//! name written in files, a one-line description and the fields that belong to
//! it. Parsing, `check`'s messages, the command-line help and the format READMEs
//! all derive from these lists.

/// What a lesson step asks of the learner, as named by `task = "..."` in a file.
/// A step without `task` is only read, and has no kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaskKind {
    /// Play one of the accepted moves.
    Play,
    /// Play any legal move.
    AnyLegal,
    /// Mark every legal move.
    AllLegal,
    /// Mark the discs a move flips.
    PredictFlips,
    /// Pass, having no legal move.
    Pass,
    /// Say who won a finished game.
    Outcome,
    /// Pick an answer from a list.
    Choice,
    /// Name (or click) a square.
    FindSquare,
    /// Play a whole game against the computer.
    Game,
}

impl TaskKind {
    /// Every kind, in the order the documentation lists them.
    pub const ALL: [TaskKind; 9] = [
        TaskKind::Play,
        TaskKind::AnyLegal,
        TaskKind::AllLegal,
        TaskKind::PredictFlips,
        TaskKind::Pass,
        TaskKind::Outcome,
        TaskKind::Choice,
        TaskKind::FindSquare,
        TaskKind::Game,
    ];

    /// The name written in files: `play`, `any-legal`, ...
    pub const fn name(self) -> &'static str {
        match self {
            TaskKind::Play => "play",
            TaskKind::AnyLegal => "any-legal",
            TaskKind::AllLegal => "all-legal",
            TaskKind::PredictFlips => "predict-flips",
            TaskKind::Pass => "pass",
            TaskKind::Outcome => "outcome",
            TaskKind::Choice => "choice",
            TaskKind::FindSquare => "find-square",
            TaskKind::Game => "game",
        }
    }

    /// What the learner does, in one line for teachers (`the learner ...`).
    pub const fn describe(self) -> &'static str {
        match self {
            TaskKind::Play => "plays one of `accept` (or a move that meets `goal`)",
            TaskKind::AnyLegal => "plays any legal move",
            TaskKind::AllLegal => "marks every legal move",
            TaskKind::PredictFlips => "marks the discs `move` flips",
            TaskKind::Pass => "presses pass",
            TaskKind::Outcome => "says who won, or that it is a draw",
            TaskKind::Choice => "picks an answer",
            TaskKind::FindSquare => "names a square (in the full-screen tutor, clicks it)",
            TaskKind::Game => {
                "plays every move of a whole game against the computer at `level`, the legal moves not shown"
            }
        }
    }

    /// The step fields that belong to this kind of task (any other task-specific
    /// field on such a step is an error).
    pub const fn fields(self) -> &'static [&'static str] {
        match self {
            TaskKind::Play => &["accept", "goal", "explain"],
            TaskKind::AnyLegal => &["explain"],
            TaskKind::AllLegal => &["answer"],
            TaskKind::PredictFlips => &["move", "answer"],
            TaskKind::Pass => &[],
            TaskKind::Outcome => &["winner"],
            TaskKind::Choice => &["choices", "correct", "shuffle"],
            TaskKind::FindSquare => &["answer"],
            TaskKind::Game => &["level"],
        }
    }

    /// Whether finding the legal moves is part of the task, so that the step may
    /// not show them (`dots = true`) before it is answered.
    pub const fn hides_legal_moves(self) -> bool {
        match self {
            TaskKind::AnyLegal | TaskKind::AllLegal | TaskKind::Pass | TaskKind::Game => true,
            TaskKind::Play
            | TaskKind::PredictFlips
            | TaskKind::Outcome
            | TaskKind::Choice
            | TaskKind::FindSquare => false,
        }
    }

    /// The kind named `name` in a file.
    pub fn from_name(name: &str) -> Option<TaskKind> {
        TaskKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Every kind's name, in order.
    pub fn names() -> Vec<&'static str> {
        TaskKind::ALL.map(TaskKind::name).to_vec()
    }
}

/// The goal of a puzzle, as named by `theme = "..."` in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ThemeKind {
    /// Find any legal move, with the legal moves not shown.
    LegalMove,
    /// Name every disc a given move flips.
    PredictFlips,
    /// Flip the most discs.
    MaxFlips,
    /// Enclose lines in at least `directions` directions.
    Directions,
    /// Leave the opponent without a move.
    ForcePass,
    /// Take every opponent disc.
    Wipeout,
    /// End the game at once.
    EndNow,
    /// Take a corner.
    Corner,
    /// Play a move that does not give the opponent a corner.
    AvoidXSquare,
    /// End with the most stable discs.
    Stable,
    /// Win where the moves that flip the most discs do not.
    FewerIsMore,
    /// Leave the opponent the fewest legal moves.
    MinMobility,
    /// Play a quiet move.
    QuietMove,
    /// Win with perfect play.
    EndgameWin,
    /// Reach the best final score.
    EndgameBest,
    /// Play the next move of a named opening.
    Opening,
}

/// What the learner gives as the answer to a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerForm {
    /// One move: any square of the puzzle's `solution` is right.
    Move,
    /// A set of discs: the learner names every square of `solution`, and no other.
    Discs,
}

impl ThemeKind {
    /// Every theme, in the order the documentation lists them.
    pub const ALL: [ThemeKind; 16] = [
        ThemeKind::LegalMove,
        ThemeKind::PredictFlips,
        ThemeKind::MaxFlips,
        ThemeKind::Directions,
        ThemeKind::ForcePass,
        ThemeKind::Wipeout,
        ThemeKind::EndNow,
        ThemeKind::Corner,
        ThemeKind::AvoidXSquare,
        ThemeKind::Stable,
        ThemeKind::FewerIsMore,
        ThemeKind::MinMobility,
        ThemeKind::QuietMove,
        ThemeKind::EndgameWin,
        ThemeKind::EndgameBest,
        ThemeKind::Opening,
    ];

    /// The name written in files: `legal-move`, `max-flips`, ...
    pub const fn name(self) -> &'static str {
        match self {
            ThemeKind::LegalMove => "legal-move",
            ThemeKind::PredictFlips => "predict-flips",
            ThemeKind::MaxFlips => "max-flips",
            ThemeKind::Directions => "directions",
            ThemeKind::ForcePass => "force-pass",
            ThemeKind::Wipeout => "wipeout",
            ThemeKind::EndNow => "end-now",
            ThemeKind::Corner => "corner",
            ThemeKind::AvoidXSquare => "avoid-x-square",
            ThemeKind::Stable => "stable",
            ThemeKind::FewerIsMore => "fewer-is-more",
            ThemeKind::MinMobility => "min-mobility",
            ThemeKind::QuietMove => "quiet-move",
            ThemeKind::EndgameWin => "endgame-win",
            ThemeKind::EndgameBest => "endgame-best",
            ThemeKind::Opening => "opening",
        }
    }

    /// The goal, in one line for teachers.
    pub const fn describe(self) -> &'static str {
        match self {
            ThemeKind::LegalMove => "play any legal move (the legal moves are not shown)",
            ThemeKind::PredictFlips => "name every disc that `move` flips",
            ThemeKind::MaxFlips => "flip the most discs",
            ThemeKind::Directions => "enclose lines in at least `directions` directions",
            ThemeKind::ForcePass => {
                "leave the opponent without a legal move while the game goes on"
            }
            ThemeKind::Wipeout => "take every opponent disc",
            ThemeKind::EndNow => "end the game: after the move neither side can move",
            ThemeKind::Corner => "take a corner (a1, h1, a8, h8)",
            ThemeKind::AvoidXSquare => {
                "play a move after which the opponent cannot win a corner, at once or by force within 4 plies"
            }
            ThemeKind::Stable => {
                "end with the most stable discs: a corner, and the discs joined to a corner of their colour in an unbroken line along an edge"
            }
            ThemeKind::FewerIsMore => {
                "win with perfect play where every move that flips the most discs does not win"
            }
            ThemeKind::MinMobility => "leave the opponent the fewest legal moves",
            ThemeKind::QuietMove => {
                "play a quiet move: every disc it flips touches no empty square afterwards"
            }
            ThemeKind::EndgameWin => "win with perfect play",
            ThemeKind::EndgameBest => "reach the best final score",
            ThemeKind::Opening => {
                "play the next move of the opening `line`, on a board that may be turned or mirrored"
            }
        }
    }

    /// The puzzle fields that belong to this theme (and to no other).
    pub const fn fields(self) -> &'static [&'static str] {
        match self {
            ThemeKind::PredictFlips => &["move"],
            ThemeKind::Directions => &["directions"],
            ThemeKind::EndgameBest => &["score"],
            ThemeKind::Opening => &["line"],
            ThemeKind::LegalMove
            | ThemeKind::MaxFlips
            | ThemeKind::ForcePass
            | ThemeKind::Wipeout
            | ThemeKind::EndNow
            | ThemeKind::Corner
            | ThemeKind::AvoidXSquare
            | ThemeKind::Stable
            | ThemeKind::FewerIsMore
            | ThemeKind::MinMobility
            | ThemeKind::QuietMove
            | ThemeKind::EndgameWin => &[],
        }
    }

    /// What the learner answers: one move of the solution, or every disc of it.
    pub const fn answer_form(self) -> AnswerForm {
        match self {
            ThemeKind::PredictFlips => AnswerForm::Discs,
            ThemeKind::LegalMove
            | ThemeKind::MaxFlips
            | ThemeKind::Directions
            | ThemeKind::ForcePass
            | ThemeKind::Wipeout
            | ThemeKind::EndNow
            | ThemeKind::Corner
            | ThemeKind::AvoidXSquare
            | ThemeKind::Stable
            | ThemeKind::FewerIsMore
            | ThemeKind::MinMobility
            | ThemeKind::QuietMove
            | ThemeKind::EndgameWin
            | ThemeKind::EndgameBest
            | ThemeKind::Opening => AnswerForm::Move,
        }
    }

    /// Whether the board shows the legal-move dots while the puzzle is open.
    /// Never today: in every theme the dots give the answer away, or most of
    /// it. Finding a legal move is the task (`legal-move`), the corner with a
    /// dot is the answer (`corner`), the move is marked instead
    /// (`predict-flips`), and elsewhere the dots leave a handful of squares to
    /// try one after another (an endgame, a pass, a wipe-out, the game's end,
    /// the most flips or directions, a corner kept, the fewest replies, the
    /// most stable discs, a quiet move, greed beaten, an opening's next move).
    pub const fn shows_dots(self) -> bool {
        match self {
            ThemeKind::LegalMove
            | ThemeKind::PredictFlips
            | ThemeKind::Corner
            | ThemeKind::MaxFlips
            | ThemeKind::Directions
            | ThemeKind::ForcePass
            | ThemeKind::Wipeout
            | ThemeKind::EndNow
            | ThemeKind::AvoidXSquare
            | ThemeKind::Stable
            | ThemeKind::FewerIsMore
            | ThemeKind::MinMobility
            | ThemeKind::QuietMove
            | ThemeKind::EndgameWin
            | ThemeKind::EndgameBest
            | ThemeKind::Opening => false,
        }
    }

    /// Whether the answer set comes from the exact endgame solver (perfect play to
    /// the end), not from one move's effect.
    pub const fn is_endgame(self) -> bool {
        match self {
            ThemeKind::EndgameWin | ThemeKind::EndgameBest | ThemeKind::FewerIsMore => true,
            ThemeKind::LegalMove
            | ThemeKind::PredictFlips
            | ThemeKind::MaxFlips
            | ThemeKind::Directions
            | ThemeKind::ForcePass
            | ThemeKind::Wipeout
            | ThemeKind::EndNow
            | ThemeKind::Corner
            | ThemeKind::AvoidXSquare
            | ThemeKind::Stable
            | ThemeKind::MinMobility
            | ThemeKind::QuietMove
            | ThemeKind::Opening => false,
        }
    }

    /// The id of the lesson that teaches this strategy theme: a session that
    /// mixes themes serves it only once the learner has finished that lesson.
    /// `None` for the rules
    /// themes, which drill what the first lessons teach and are open from the
    /// start. `check` makes sure each lesson named is in the course.
    pub const fn taught_in(self) -> Option<&'static str> {
        match self {
            ThemeKind::Corner => Some("corners"),
            ThemeKind::AvoidXSquare => Some("x-and-c-squares"),
            ThemeKind::Stable => Some("stable-discs"),
            ThemeKind::FewerIsMore => Some("fewer-is-more"),
            ThemeKind::MinMobility => Some("mobility"),
            ThemeKind::QuietMove => Some("frontier-and-quiet-moves"),
            ThemeKind::EndgameWin | ThemeKind::EndgameBest => Some("parity-and-the-endgame"),
            ThemeKind::Opening => Some("openings"),
            ThemeKind::LegalMove
            | ThemeKind::PredictFlips
            | ThemeKind::MaxFlips
            | ThemeKind::Directions
            | ThemeKind::ForcePass
            | ThemeKind::Wipeout
            | ThemeKind::EndNow => None,
        }
    }

    /// The themes lesson `lesson` teaches (see [`ThemeKind::taught_in`]), in
    /// the order of the list.
    pub fn taught_by(lesson: &str) -> Vec<ThemeKind> {
        ThemeKind::ALL
            .into_iter()
            .filter(|kind| kind.taught_in() == Some(lesson))
            .collect()
    }

    /// The theme named `name` in a file.
    pub fn from_name(name: &str) -> Option<ThemeKind> {
        ThemeKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Every theme's name, in order.
    pub fn names() -> Vec<&'static str> {
        ThemeKind::ALL.map(ThemeKind::name).to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_task_kind_once_in_order() {
        // Exhaustive: a new kind does not compile until it has a place here, and
        // the assertion fails until `ALL` holds it at that place.
        let place = |kind: TaskKind| match kind {
            TaskKind::Play => 0,
            TaskKind::AnyLegal => 1,
            TaskKind::AllLegal => 2,
            TaskKind::PredictFlips => 3,
            TaskKind::Pass => 4,
            TaskKind::Outcome => 5,
            TaskKind::Choice => 6,
            TaskKind::FindSquare => 7,
            TaskKind::Game => 8,
        };
        let last = 8;
        let places: Vec<usize> = TaskKind::ALL.into_iter().map(place).collect();
        assert_eq!(places, (0..=last).collect::<Vec<usize>>());
    }

    #[test]
    fn all_lists_every_theme_once_in_order() {
        let place = |kind: ThemeKind| match kind {
            ThemeKind::LegalMove => 0,
            ThemeKind::PredictFlips => 1,
            ThemeKind::MaxFlips => 2,
            ThemeKind::Directions => 3,
            ThemeKind::ForcePass => 4,
            ThemeKind::Wipeout => 5,
            ThemeKind::EndNow => 6,
            ThemeKind::Corner => 7,
            ThemeKind::AvoidXSquare => 8,
            ThemeKind::Stable => 9,
            ThemeKind::FewerIsMore => 10,
            ThemeKind::MinMobility => 11,
            ThemeKind::QuietMove => 12,
            ThemeKind::EndgameWin => 13,
            ThemeKind::EndgameBest => 14,
            ThemeKind::Opening => 15,
        };
        let last = 15;
        let places: Vec<usize> = ThemeKind::ALL.into_iter().map(place).collect();
        assert_eq!(places, (0..=last).collect::<Vec<usize>>());
    }

    #[test]
    fn no_theme_shows_the_dots_and_predict_flips_asks_for_discs() {
        for kind in ThemeKind::ALL {
            assert!(!kind.shows_dots(), "{}", kind.name());
        }
        assert_eq!(ThemeKind::PredictFlips.answer_form(), AnswerForm::Discs);
        let discs: Vec<ThemeKind> = ThemeKind::ALL
            .into_iter()
            .filter(|kind| kind.answer_form() == AnswerForm::Discs)
            .collect();
        assert_eq!(discs, [ThemeKind::PredictFlips]);
        let endgames: Vec<ThemeKind> = ThemeKind::ALL
            .into_iter()
            .filter(|kind| kind.is_endgame())
            .collect();
        assert_eq!(
            endgames,
            [
                ThemeKind::FewerIsMore,
                ThemeKind::EndgameWin,
                ThemeKind::EndgameBest
            ]
        );
    }

    #[test]
    fn every_name_reads_back_as_its_kind() {
        for kind in TaskKind::ALL {
            assert_eq!(TaskKind::from_name(kind.name()), Some(kind));
        }
        for kind in ThemeKind::ALL {
            assert_eq!(ThemeKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(TaskKind::from_name("read"), None);
    }
}
