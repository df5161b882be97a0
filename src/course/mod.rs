//! Lessons and puzzles as validated data: the model, loading from TOML with
//! precise errors, the embedded course, and the checks `reversi-tutor check` runs.
//! Knows the engine, not the terminal.

//!
//! - `model`: the validated lesson and puzzle types the runner trusts.
//! - `kinds`: the one list of task kinds and of puzzle themes.
//! - `raw`: the files as written (serde structs with places kept).
//! - `parse`: bytes to raw structs: size and nesting guards, syntax, unknown fields.
//! - `corner`: whether a move gives the opponent a corner, at once or by force
//!   within four plies (lessons, puzzles and the generator judge by it).
//! - `goal`: the one list of goals a move can meet (lesson steps and puzzle
//!   themes share it), and every move that meets one (engine and solver), for
//!   `check`, the generator, the trainer and the lessons.
//! - `stable`: stable discs by lesson `stable-discs`' rule, and where the
//!   engine's own stable discs agree with it.
//! - `opening`: the named openings of lesson `openings`, and where a position
//!   stands on one of them up to the board's symmetries.
//! - `glossary`: the game's words in every language, each linked to the lesson
//!   that teaches it (glossary/glossary.toml, built in).
//! - `fields`, `position`, `lesson`, `task`, `question`, `puzzle`: raw to model, checked against the engine and solver.
//! - `accept`: a `play` step's accepted moves proved from the goal it states.
//! - `assemble`: many files into one course, ids unique across them, a teacher's
//!   items replacing built-in ones, files with problems left out.
//! - `ids`: ids across files: new, replacing a built-in one, or taken.
//! - `loaded`: what the front ends get: the course, notices, the files left out.
//! - `embedded`: the built-in course and the entry points `load_course`/`embedded_course`.
//! - `links`: what ties the parts of a course together (the lesson each strategy
//!   theme is taught in), checked once every file is in.
//! - `check`: what `reversi-tutor check` reports, as text or JSON.
//! - `export`: a position written out as a lesson file's `[step.position]` table.
//! - `puzzle_craft`: advice on a puzzle's craft (a hint that names no answer, an
//!   `avoid-x-square` answer that is not an X- or C-square): warnings for a teacher,
//!   errors for the built-in puzzles.
//! - `puzzle_set`: the puzzles as a set: no board twice up to symmetry, and
//!   endgames where flipping the most is rarely right.
//! - `craft`: advice on a lesson's craft (short steps, enough tasks, real diagrams,
//!   choices shuffled, every language): warnings for a teacher, errors for the built-in course.
//! - `telling`: choices whose right answer tells itself (the only "no", the
//!   longest by far) and a course whose right answers are mostly "no".
//! - `sources`: a year told to the learner is named on a `# Source:` line.
//! - `spoiler`: what a step asks about the position, which the status line hides
//!   on it and the steps before it, and the checks that no step tells it first.
//! - `nudge`: the kinds of wrong answer, a step's nudge for each, and the check
//!   that every nudge is true of the answers it follows.
//! - `claim`: what a nudge's words say about the answer it follows (legal,
//!   a corner, in an odd region, ...), read per language and judged by the engine.
//! - `control`: texts refused when they hold control characters (terminal escapes).
//! - `codes`: the stable code of every finding `check` reports, one list.
//! - `error`: problems with file, line, column, place and code.

pub(crate) mod accept;
pub mod assemble;
pub mod check;
pub mod claim;
pub mod codes;
mod control;
pub mod corner;
pub mod craft;
pub mod embedded;
pub mod error;
pub mod export;
pub(crate) mod fields;
pub mod glossary;
pub mod goal;
mod ids;
pub mod kinds;
mod lesson;
pub mod links;
pub mod loaded;
pub mod model;
pub mod nudge;
pub mod opening;
mod pace;
pub mod parse;
mod position;
mod puzzle;
mod puzzle_craft;
pub mod puzzle_set;
mod question;
pub mod raw;
mod sources;
pub mod spoiler;
pub mod stable;
mod task;
pub mod telling;

pub use assemble::CourseLoader;
pub use check::{
    CHECK_FORMAT_VERSION, CheckReport, CheckWords, Severity, check_course, check_paths,
};
pub use codes::Code;
pub use embedded::{embedded_course, load_course};
pub use error::{AsWarning, CourseError, CourseErrors, Location, Place};
pub use kinds::{AnswerForm, TaskKind, ThemeKind};
pub use loaded::{Item, LoadedCourse, Notice, Skipped};
pub use model::{Course, Lesson, Origin, Puzzle, Step, Task, Text, Theme};
pub use nudge::{NudgeClass, Nudges};
pub use parse::FileKind;
