//! What a puzzle screen shows, as data: the session's heading, the puzzle's
//! heading, the board (dots only where the theme allows them, the quarter or
//! square a hint points at, the lines of a move shown), whose turn it is, the
//! puzzle's prompt, what to type, the feedback of the last action, the hint
//! level, the learner's rating (with the change after a rated try), the streak,
//! the review queue and the commands available now. Plain mode prints it; the
//! full-screen tutor draws it.

use crate::course::Theme;
use crate::engine::{Bitboard, Board, Status};
use crate::i18n::Ui;
use crate::runner::{
    Acted, GivenHint, HINT_LEVELS, Mode, Nudge, PuzzleFeedback, PuzzleHint, PuzzleReveal,
    PuzzleRun, Rated, Trainer,
};

use super::board::{BoardView, ShownMove};
use super::feedback::FeedbackLine;
use super::lesson::Shown;
use super::puzzle_feedback::{self as words, rounded};

/// The counters beside a puzzle: rating, streak, review queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counters {
    /// The learner's rating, rounded.
    pub rating: i32,
    /// The change the current puzzle's rated first try made, if it was rated.
    pub rating_change: Option<i32>,
    /// The current run and the best, in streak mode.
    pub streak: Option<(u32, u32)>,
    /// Puzzles due for review today.
    pub review_due: usize,
}

/// A puzzle screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    /// The session: its mode, and the theme it keeps to.
    pub title: String,
    /// The puzzle: id, theme and rating.
    pub heading: String,
    /// The board.
    pub board: BoardView,
    /// Whose turn it is with the count, and the legal moves where shown.
    pub status: Vec<String>,
    /// The puzzle's own words: what is asked.
    pub prompt: String,
    /// What to type now.
    pub ask: String,
    /// The feedback of the last action.
    pub feedback: Vec<FeedbackLine>,
    /// The hint level reached (0 to `hint_levels`).
    pub hint_level: u8,
    /// How many levels of hint there are.
    pub hint_levels: u8,
    /// Rating, streak and review queue as numbers.
    pub counters: Counters,
    /// The counters in words: `rating 1562 (+62) · streak 4 (best 7) · 5 to review`.
    pub counters_line: String,
    /// Whether the puzzle is solved or revealed.
    pub done: bool,
}

impl PuzzleView {
    /// The screen of the trainer's current puzzle, with what the last action
    /// left; `None` when no puzzle is being worked on.
    pub fn new(ui: Ui, trainer: &Trainer, shown: &Shown) -> Option<PuzzleView> {
        let run = trainer.current()?;
        let puzzle = run.puzzle();
        let board = shown
            .board
            .clone()
            .unwrap_or_else(|| base_board(run, puzzle.board));
        let counters = counters(trainer);
        let status = status_lines(ui, run, &board.board);
        Some(PuzzleView {
            title: title(ui, trainer),
            heading: ui.puzzle_heading(&puzzle.id, puzzle.rating),
            board,
            status,
            prompt: puzzle.prompt.get(ui.lang()).to_string(),
            ask: match puzzle.theme {
                _ if run.is_done() => ui.puzzle_done_prompt().to_string(),
                Theme::PredictFlips { mv } => ui.prompt_predict_flips(mv),
                _ => ui.prompt_play().to_string(),
            },
            feedback: shown.lines.clone(),
            hint_level: run.hint_level(),
            hint_levels: HINT_LEVELS,
            counters_line: counters_line(ui, counters),
            counters,
            done: run.is_done(),
        })
    }
}

/// The session's heading: the mode, and the theme it keeps to.
pub fn title(ui: Ui, trainer: &Trainer) -> String {
    if trainer.is_assignment() {
        return ui.assignment_heading(trainer.puzzles().len());
    }
    let selection = trainer.selection();
    ui.trainer_heading(
        selection.mode,
        selection.theme.map(|kind| ui.theme_title(kind)),
    )
}

/// The counters of the session now.
pub fn counters(trainer: &Trainer) -> Counters {
    let progress = trainer.progress();
    let rating_change = match trainer.settled().map(|s| s.rating) {
        Some(Rated::Changed { before, after }) => Some(rounded(after) - rounded(before)),
        _ => None,
    };
    let streaks = trainer.streaks();
    Counters {
        rating: rounded(progress.rating.rating),
        rating_change,
        streak: (trainer.selection().mode == Mode::Streak)
            .then_some((streaks.current, streaks.best)),
        review_due: trainer.review_queue().0,
    }
}

/// The counters in words, joined by ` · `.
pub fn counters_line(ui: Ui, counters: Counters) -> String {
    let mut parts = vec![ui.rating_now(counters.rating, counters.rating_change)];
    if let Some((current, best)) = counters.streak {
        parts.push(ui.streak_now(current, best));
    }
    parts.push(ui.review_now(counters.review_due));
    parts.join(" · ")
}

/// The counters that matter while solving (the rating, and the streak in
/// streak mode), for a header too narrow for [`counters_line`]: the review
/// queue is on the menu.
pub fn counters_short(ui: Ui, counters: Counters) -> String {
    counters_line(ui, counters)
        .rsplit_once(" · ")
        .map_or_else(String::new, |(kept, _)| kept.to_string())
}

/// The puzzle's board with its dots, where the theme allows them while it is open.
fn base_board(run: &PuzzleRun, board: Board) -> BoardView {
    let dots = if run.shows_legal_moves() {
        board.legal_moves()
    } else {
        Bitboard::EMPTY
    };
    BoardView {
        dots,
        ..BoardView::plain(board)
    }
}

/// Whose turn it is with the count, and the legal moves where the theme shows them.
/// Whose turn it is and the count on `board`, the position drawn (after a right
/// answer, or along the best line, not the puzzle's start); the legal moves
/// while the puzzle shows them.
fn status_lines(ui: Ui, run: &PuzzleRun, board: &Board) -> Vec<String> {
    let (black, white) = (board.black().len(), board.white().len());
    let mut lines = vec![ui.to_move(board.to_move(), black, white)];
    if run.shows_legal_moves() && board.status() == Status::Playing {
        lines.push(ui.legal_moves(board.legal_moves()));
    }
    lines
}

/// What a move left to show: the verdict's lines, then what the settled first
/// try changed; a right move on the board after it, a legal move that misses
/// with what it would flip and an illegal try with its directions, on the
/// board before them.
pub fn answered(ui: Ui, trainer: &Trainer, acted: &Acted<PuzzleFeedback>) -> Shown {
    let mut lines = words::answer(ui, &acted.result);
    lines.extend(acted.settled.iter().flat_map(|s| words::settled(ui, s)));
    let board = trainer.current().and_then(|run| {
        let (explanation, on) = match &acted.result {
            PuzzleFeedback::Right {
                explanation, after, ..
            } => (explanation, *after),
            // A legal move that misses the goal: the lines it would flip,
            // on the board before it, which is still to play.
            PuzzleFeedback::Wrong(
                Nudge::Illegal { explanation } | Nudge::Legal { explanation, .. },
            ) => (explanation, run.puzzle().board),
            _ => return None,
        };
        Some(BoardView {
            shown: Some(ShownMove::of(explanation)),
            ..BoardView::plain(on)
        })
    });
    Shown { lines, board }
}

/// What a hint left to show: its words and level, and on the board the quarter
/// or square it points at.
pub fn hinted(ui: Ui, trainer: &Trainer, acted: &Acted<GivenHint>) -> Shown {
    let mut lines = words::hint(ui, &acted.result, HINT_LEVELS);
    lines.extend(acted.settled.iter().flat_map(|s| words::settled(ui, s)));
    let marks = match acted.result.hint {
        PuzzleHint::Region(quarter) => quarter.squares(),
        PuzzleHint::Square(square) => Bitboard::from(square),
        _ => Bitboard::EMPTY,
    };
    let board = trainer
        .current()
        .filter(|_| !marks.is_empty())
        .map(|run| BoardView {
            marks,
            ..base_board(run, run.puzzle().board)
        });
    Shown { lines, board }
}

/// What a reveal left to show: the answers, the move played with its lines on
/// the board after it, an endgame's best line.
pub fn revealed(ui: Ui, acted: &Acted<Option<PuzzleReveal>>) -> Shown {
    let mut lines = words::revealed(ui, acted.result.as_ref());
    lines.extend(acted.settled.iter().flat_map(|s| words::settled(ui, s)));
    let board = acted.result.as_ref().map(|reveal| BoardView {
        shown: Some(ShownMove::of(&reveal.shown)),
        ..BoardView::plain(reveal.after)
    });
    Shown { lines, board }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::{Puzzle, Text, Theme};
    use crate::engine::Square;
    use crate::lang::Lang;
    use crate::learner::{Date, Progress};
    use crate::runner::Answer;

    /// From the start, black to move: any legal move (d3 c4 f5 e6).
    fn legal_move_puzzle(theme: Theme) -> Puzzle {
        let board = Board::start();
        Puzzle {
            id: "start".into(),
            theme,
            rating: 500,
            prompt: Text::en("Find a legal move."),
            board,
            solution: board.legal_moves(),
            hint: None,
            rated: true,
            origin: Default::default(),
        }
    }

    fn trainer(theme: Theme) -> Trainer {
        let today: Date = "2026-05-01".parse().unwrap();
        let mut trainer = Trainer::single(legal_move_puzzle(theme), Progress::default(), today);
        trainer.next_puzzle().unwrap();
        trainer
    }

    fn view(trainer: &Trainer, shown: &Shown) -> PuzzleView {
        PuzzleView::new(Ui::new(Lang::En), trainer, shown).unwrap()
    }

    #[test]
    fn a_theme_session_is_headed_by_the_themes_name_in_the_learners_language() {
        use crate::course::ThemeKind;
        use crate::runner::{Mode, Selection};
        let today: Date = "2026-05-01".parse().unwrap();
        let selection = Selection {
            mode: Mode::Theme,
            theme: Some(ThemeKind::LegalMove),
        };
        let puzzles = vec![legal_move_puzzle(Theme::LegalMove)];
        let trainer = Trainer::new(puzzles, selection, Progress::default(), today, 1);
        assert_eq!(
            title(Ui::new(Lang::En), &trainer),
            "Puzzles by theme (Find a legal move)"
        );
        assert!(!title(Ui::new(Lang::Vi), &trainer).contains("legal-move"));
    }

    #[test]
    fn a_puzzle_hides_the_dots_and_the_list_of_legal_moves() {
        for theme in [Theme::LegalMove, Theme::MaxFlips, Theme::Corner] {
            let hidden = view(&trainer(theme), &Shown::nothing());
            assert!(hidden.board.dots.is_empty(), "{theme:?}");
            assert_eq!(
                hidden.status.len(),
                1,
                "no legal-move line: {:?}",
                hidden.status
            );
        }
    }

    #[test]
    fn a_rated_first_try_shows_the_rating_change_on_the_counters() {
        let ui = Ui::new(Lang::En);
        let mut trainer = trainer(Theme::LegalMove);
        let acted = trainer.submit(Answer::Move(Square::D3));
        let shown = answered(ui, &trainer, &acted);
        let view = view(&trainer, &shown);
        let change = view.counters.rating_change.unwrap();
        assert!(change > 0);
        assert!(
            view.counters_line
                .starts_with(&format!("rating {} (+{change})", view.counters.rating))
        );
        assert!(
            view.feedback
                .iter()
                .any(|l| l.text.starts_with("Your rating: 1000 → "))
        );
        assert!(view.done);
        assert!(view.board.shown.is_some());
    }

    #[test]
    fn the_second_hint_marks_its_quarter_on_the_board() {
        let ui = Ui::new(Lang::En);
        let mut trainer = trainer(Theme::LegalMove);
        let first = trainer.hint();
        assert!(hinted(ui, &trainer, &first).board.is_none());
        let second = trainer.hint();
        let shown = hinted(ui, &trainer, &second);
        let view = view(&trainer, &shown);
        assert_eq!(view.hint_level, 2);
        assert!(!view.board.marks.is_empty());
        assert!(
            view.feedback[0].text.ends_with("(hint 2 of 2)"),
            "{:?}",
            view.feedback
        );
    }
}
