//! The stable code of every finding `reversi-tutor check` can report: one list,
//! each code a readable slug (`unknown-language`) that keeps its meaning for good.
//! A code names the finding, not its severity: craft advice is a warning in a
//! teacher's file and an error in the built-in course under the same code.

/// Defines [`Code`]: each finding with its slug and what it means.
macro_rules! codes {
    ($($variant:ident = $slug:literal: $about:literal,)*) => {
        /// One kind of finding of `check`, with a stable slug.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code {
            $(#[doc = $about] $variant,)*
        }

        impl Code {
            /// Every code, in the order of the list.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The stable slug, as shown (`error[unknown-language]`) and in JSON.
            pub fn slug(self) -> &'static str {
                match self {
                    $(Code::$variant => $slug,)*
                }
            }

            /// What the finding means, in one line (English, for the format README).
            pub fn about(self) -> &'static str {
                match self {
                    $(Code::$variant => $about,)*
                }
            }
        }
    };
}

codes! {
    // Files and their syntax.
    FileTooLarge = "file-too-large": "The file is larger than 1 MiB.",
    NotUtf8 = "not-utf8": "The file is not UTF-8 text.",
    Unreadable = "unreadable": "A file or folder cannot be read.",
    NoCourseFiles = "no-course-files": "A folder holds no lesson or puzzle file (*.toml).",
    NestingTooDeep = "nesting-too-deep": "Brackets nest deeper than a lesson or puzzle file needs.",
    TomlSyntax = "toml-syntax": "The file is not valid TOML.",
    StepsAndPuzzles = "steps-and-puzzles": "One file has both [[step]] and [[puzzle]] tables.",
    UnknownFileKind = "unknown-file-kind": "The file has neither [[step]] nor [[puzzle]] tables and its folder does not tell.",
    SingleBrackets = "single-brackets": "A [step] or [puzzle] written with one bracket instead of two.",
    NotATableList = "not-a-table-list": "`step` or `puzzle` is a value, not a list of tables.",
    TooManyUnreadable = "too-many-unreadable-fields": "Too many fields of one item cannot be read.",
    UnknownField = "unknown-field": "A key that is not a field here (with the field meant).",
    WrongType = "wrong-type": "A field's value is of the wrong kind (text, number, list, true/false).",
    KeyBelowTable = "key-below-table": "A step's or puzzle's key written below its [step.position] or [puzzle.position] header.",
    MoreProblemsHidden = "more-problems-hidden": "More errors in the file than are shown.",
    MoreWarningsHidden = "more-warnings-hidden": "More warnings about the file than are shown.",
    NoSteps = "no-steps": "A lesson without [[step]] tables.",
    NoPuzzles = "no-puzzles": "A puzzle file without [[puzzle]] tables.",
    NoGlossaryTerms = "no-glossary-terms": "The glossary has no [[term]] tables.",
    // Fields every file shares.
    MissingFormatVersion = "missing-format-version": "`format_version` is missing.",
    UnsupportedFormatVersion = "unsupported-format-version": "`format_version` is not the one this version reads.",
    MissingId = "missing-id": "A lesson or puzzle has no `id`.",
    BadId = "bad-id": "An id uses characters other than a-z, 0-9 and hyphens.",
    IdTooLong = "id-too-long": "An id is longer than 64 characters.",
    DuplicateId = "duplicate-id": "Two lessons or two puzzles have the same id.",
    MissingText = "missing-text": "A required text (`title`, `say`, `prompt`, ...) is missing.",
    UnknownLanguage = "unknown-language": "A text or `languages` names a language reversi-tutor does not have.",
    LanguagesWithoutEnglish = "languages-without-english": "`languages` leaves out English, which every file needs.",
    LanguageTwice = "language-twice": "`languages` names one language twice.",
    MissingEnglish = "missing-english": "A text has no English.",
    EmptyEnglish = "empty-english": "A text's English is empty.",
    MissingTranslation = "missing-translation": "A text lacks a language the file declares (or, without `languages`, Bahasa Indonesia or Tiếng Việt).",
    TextTooLong = "text-too-long": "A text is longer than a step can show.",
    RefusedCharacter = "refused-character": "A text holds a control or invisible character.",
    BadSquare = "bad-square": "A square is not a1..h8.",
    SquareTwice = "square-twice": "A list names the same square twice.",
    // Positions.
    PositionForms = "position-forms": "A position is empty, or has more than one of start, moves and board.",
    ToMoveWithoutBoard = "to-move-without-board": "`to_move` is given without `board`.",
    StartNotTrue = "start-not-true": "`start` is written as false.",
    BadMoves = "bad-moves": "`moves` is not a game record of legal moves.",
    MissingToMove = "missing-to-move": "`board` is given without `to_move`.",
    BadToMove = "bad-to-move": "`to_move` is not \"black\" or \"white\".",
    BadBoard = "bad-board": "`board` cannot be read as a board.",
    // Lesson steps and tasks.
    PositionNeeded = "position-needed": "A step depends on the learner's move before it and needs its own `position`.",
    UnknownTask = "unknown-task": "`task` names no task.",
    FieldNotForTask = "field-not-for-task": "A field that this step's task does not use.",
    StandsAloneMisused = "stands-alone-misused": "`stands_alone` on a step the rules quiz cannot ask.",
    DotsShowAnswer = "dots-show-answer": "`dots = true` on a step whose task is to find the legal moves.",
    BadReply = "bad-reply": "`reply` is not a legal answer to the learner's move.",
    TaskWithoutMove = "task-without-move": "A task asks for a move where the side to move has none.",
    BadLevel = "bad-level": "`level` of a lesson's game is out of range.",
    MissingAccept = "missing-accept": "A `play` step has neither `accept` nor `goal`.",
    EmptyAccept = "empty-accept": "`accept` lists no move.",
    IllegalAccept = "illegal-accept": "`accept` lists a move that is not legal.",
    UnknownGoal = "unknown-goal": "`goal` names no goal.",
    GoalNotMet = "goal-not-met": "No legal move meets the step's `goal` (or the solver cannot decide it).",
    AcceptNotGoal = "accept-not-goal": "`accept` differs from the moves that meet `goal`.",
    WrongLegalMoves = "wrong-legal-moves": "`answer` is not the position's legal moves.",
    MissingMove = "missing-move": "A task or theme that needs `move` has none.",
    IllegalMove = "illegal-move": "`move` is not a legal move.",
    WrongFlips = "wrong-flips": "`answer` is not what the move flips.",
    PassNotForced = "pass-not-forced": "A `pass` task where the side to move has a move.",
    PassGameOver = "pass-game-over": "A `pass` task where the game is over.",
    MissingAnswer = "missing-answer": "A task that needs `answer` has none.",
    EmptyAnswer = "empty-answer": "`answer` lists no square.",
    BadWinner = "bad-winner": "`winner` is not \"black\", \"white\" or \"draw\".",
    GameNotOver = "game-not-over": "An `outcome` task on a game that is not over.",
    MissingWinner = "missing-winner": "An `outcome` task without `winner`.",
    WrongWinner = "wrong-winner": "`winner` disagrees with the count.",
    MissingChoices = "missing-choices": "A choice task without `choices`.",
    TooFewChoices = "too-few-choices": "`choices` offers fewer than two answers.",
    MissingCorrect = "missing-correct": "A choice task without `correct`.",
    BadCorrect = "bad-correct": "`correct` is not the number of a choice.",
    // Nudges (what a wrong answer is told).
    NudgeNamesAnswer = "nudge-names-answer": "A nudge names the right answer.",
    OnWrongNeverShown = "on-wrong-never-shown": "`on_wrong` is never shown: every wrong answer has its own nudge.",
    NudgeNeverShown = "nudge-never-shown": "A nudge for a kind of wrong answer the step cannot get.",
    NudgeFalse = "nudge-false": "A nudge says something false of the answers it follows.",
    // Craft of a lesson (warnings in a teacher's file).
    StepCount = "step-count": "A lesson has too few or too many steps.",
    TooFewTasks = "too-few-tasks": "A lesson has too few tasks.",
    TooManyWords = "too-many-words": "A step says too many English words.",
    CentreEmpty = "centre-empty": "A position leaves a centre square empty: no real game reaches it.",
    DiscIsland = "disc-island": "Discs touch no disc joined to the centre: no real game reaches it.",
    SameAnswerPlace = "same-answer-place": "The right choice is in the same place in every unshuffled step.",
    TooManyDictated = "too-many-dictated-moves": "Too many steps dictate the one move they accept.",
    TooMuchReading = "too-much-reading": "Too many steps in a row are only read.",
    UnsourcedYear = "unsourced-year": "A year told to the learner has no `# Source:` line.",
    OnlyNegativeAnswer = "only-negative-answer": "The right choice is the only negative one.",
    AnswerByLength = "answer-by-length": "The right choice stands out by its length.",
    MostlyNegativeAnswers = "mostly-negative-answers": "Most yes-or-no questions of the course are answered \"no\".",
    ResultTold = "result-told": "`say` tells who won before a step asks it.",
    GameStateTold = "game-state-told": "`say` tells whether the game is over before a step asks it.",
    AnswerNumberTold = "answer-number-told": "`say` states the number a step asks for.",
    MovesNamed = "moves-named": "`say` names the legal moves a step asks the learner to find.",
    MarkShowsMoves = "mark-shows-moves": "`mark` shows legal moves a step asks the learner to find.",
    MarkShowsAnswer = "mark-shows-answer": "`mark` shows the answer of a step.",
    DotsBeforeQuestion = "dots-before-question": "`dots = true` shows the legal moves a later step asks about.",
    // Puzzles.
    MissingPosition = "missing-position": "A puzzle without `position`.",
    MissingSolution = "missing-solution": "A puzzle without `solution`.",
    WrongSolution = "wrong-solution": "`solution` is not every move that meets the theme.",
    MissingRating = "missing-rating": "A puzzle without `rating`.",
    BadRating = "bad-rating": "`rating` is out of range.",
    PuzzleNoMove = "puzzle-no-move": "A puzzle's side to move cannot play.",
    MissingTheme = "missing-theme": "A puzzle without `theme`.",
    UnknownTheme = "unknown-theme": "`theme` names no theme.",
    FieldNotForTheme = "field-not-for-theme": "A field that this puzzle's theme does not use.",
    ThemeNeedsField = "theme-needs-field": "A theme that needs a field (`move`, `directions`, `line`, `score`) without it.",
    BadDirections = "bad-directions": "`directions` is not 1 to 8.",
    BadScore = "bad-score": "`score` is not -64 to 64.",
    UnknownOpening = "unknown-opening": "`line` names no opening.",
    ThemeNotMet = "theme-not-met": "The position does not fit the puzzle's theme.",
    HintNamesAnswer = "hint-names-answer": "A hint names a right answer.",
    HintNamesLine = "hint-names-line": "A first hint names the line that holds every right move.",
    XSquareAnswers = "x-square-answers": "Every answer of an avoid-x-square puzzle is an X- or C-square.",
    SharedHint = "shared-hint": "Too many puzzles of one file share a hint word for word.",
    BoardTwice = "board-twice": "Two puzzles show the same board, up to symmetry and colours.",
    GreedyEndgames = "greedy-endgames": "In too many endgame puzzles flipping the most is right.",
    // The course as a whole.
    ThemeLessonMissing = "theme-lesson-missing": "The lesson a puzzle theme is taught in is missing.",
    TooFewPracticePuzzles = "too-few-practice-puzzles": "A taught theme has too few puzzles.",
    GlossaryTermTwice = "glossary-term-twice": "A glossary term's id is used twice.",
    GlossaryMissingLesson = "glossary-missing-lesson": "A glossary term names no lesson.",
    GlossaryUnknownLesson = "glossary-unknown-lesson": "A glossary term names a lesson that does not exist.",
    // The interface strings (`check --all-languages`).
    InterfaceMessage = "interface-message": "A language's interface strings file (src/i18n/ftl/) does not parse, lacks a message of English's, has one English lacks, or uses other variables than English's.",
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

/// The list of codes as the format README shows it: one table row each.
pub fn markdown_table() -> String {
    let mut table = String::from("| code | what it means |\n| --- | --- |\n");
    for code in Code::ALL {
        table.push_str(&format!(
            "| `{}` | {} |\n",
            code.slug(),
            code.about().replace('|', "\\|")
        ));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_code_has_its_own_kebab_case_slug_and_a_meaning() {
        let mut seen = HashSet::new();
        for code in Code::ALL {
            let slug = code.slug();
            assert!(seen.insert(slug), "two findings share the code `{slug}`");
            assert!(
                !slug.is_empty()
                    && !slug.starts_with('-')
                    && !slug.ends_with('-')
                    && !slug.contains("--")
                    && slug
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "`{slug}` is not a kebab-case slug"
            );
            assert!(!code.about().is_empty(), "`{slug}` says nothing");
        }
        assert_eq!(seen.len(), Code::ALL.len());
    }

    #[test]
    fn every_code_is_reported_somewhere_in_the_course_checks() {
        let sources = [
            include_str!("accept.rs"),
            include_str!("check.rs"),
            include_str!("assemble.rs"),
            include_str!("control.rs"),
            include_str!("craft.rs"),
            include_str!("fields.rs"),
            include_str!("glossary.rs"),
            include_str!("ids.rs"),
            include_str!("lesson.rs"),
            include_str!("links.rs"),
            include_str!("nudge.rs"),
            include_str!("pace.rs"),
            include_str!("parse.rs"),
            include_str!("position.rs"),
            include_str!("puzzle.rs"),
            include_str!("puzzle_craft.rs"),
            include_str!("question.rs"),
            include_str!("sources.rs"),
            include_str!("spoiler.rs"),
            include_str!("task.rs"),
            include_str!("telling.rs"),
        ]
        .concat();
        for code in Code::ALL {
            let name = format!("Code::{code:?}");
            let used = sources.match_indices(&name).any(|(at, _)| {
                !sources[at + name.len()..].starts_with(|c: char| c.is_alphanumeric())
            });
            assert!(used, "{name} is in the list but no check reports it");
        }
    }

    #[test]
    fn the_format_readme_lists_exactly_these_codes() {
        let readme = include_str!("../../lessons/README.md");
        let begin = "<!-- codes: begin (generated from src/course/codes.rs; a test keeps the two equal) -->\n";
        let end = "<!-- codes: end -->";
        let listed = readme
            .split_once(begin)
            .and_then(|(_, rest)| rest.split_once(end))
            .map(|(list, _)| list);
        let table = markdown_table();
        assert_eq!(
            listed,
            Some(table.as_str()),
            "lessons/README.md's list of codes differs from src/course/codes.rs; put this between its markers:\n{table}"
        );
    }
}
