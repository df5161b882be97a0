//! What a game screen shows, as data: the heading (game number, who plays whom),
//! the board with its dots and the last move's lines, the status lines, the
//! events of the last action as feedback lines, the prompt and the commands
//! available now; the explanation of the last move and the steps of a replay.
//! Plain mode prints it; the full-screen tutor draws it.

use crate::engine::search::Level;
use crate::engine::{Bitboard, Move, MoveError};
use crate::i18n::Ui;
use crate::runner::game::{Event, GameSession, Mover, Played, Players, Turn};
use crate::runner::replay::{Replay, ReplayStep};

use super::board::{BoardView, ShownMove};
use super::feedback::{self, FeedbackLine, Tone};

/// A game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameView {
    /// `Game 1: you play black against the computer at level 3.`
    pub heading: String,
    /// The board: legal-move dots (when shown, on a person's turn), the last
    /// move and its enclosed lines.
    pub board: BoardView,
    /// Whose turn it is with the count (or the result), the legal moves when
    /// shown, the time left.
    pub status: Vec<String>,
    /// What to type or press now.
    pub prompt: String,
}

impl GameView {
    /// The screen of `session`; `dots`: whether legal moves are shown.
    pub fn new(ui: Ui, session: &GameSession, dots: bool) -> GameView {
        if let Some(replay) = session.replay() {
            return GameView {
                heading: heading(ui, session),
                board: replay_board(&replay.step()),
                status: replay_status(ui, &replay.step()),
                prompt: ui.prompt_replay().to_string(),
            };
        }
        GameView {
            heading: heading(ui, session),
            board: board(session, dots),
            status: status(ui, session, dots),
            prompt: prompt(ui, session),
        }
    }
}

impl GameView {
    /// The screen of `session` looking back at a move played before the last
    /// (`x` again): the board it left with its lines, and which move it is
    /// with that board's count, so that the words describe the board drawn.
    pub fn looking_back(ui: Ui, session: &GameSession, back: &MoveBack) -> GameView {
        let e = &back.played.explanation;
        GameView {
            heading: heading(ui, session),
            board: BoardView {
                last_move: Some(e.square),
                shown: Some(ShownMove::of(e)),
                ..BoardView::plain(back.played.after)
            },
            status: vec![
                ui.replay_move(back.index, back.total, e.player, Move::Play(e.square)),
                ui.disc_count(
                    back.played.after.black().len(),
                    back.played.after.white().len(),
                ),
            ],
            prompt: prompt(ui, session),
        }
    }
}

/// A move played before the last one, and its place in the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveBack {
    /// The move, with what it did.
    pub played: Played,
    /// Its place in the record, from 1 (passes counted).
    pub index: usize,
    /// How many moves the record holds.
    pub total: usize,
}

/// The move that placed a disc `back` such moves before the last one (0: the
/// last), with its place in the record.
pub fn played_back(session: &GameSession, back: usize) -> Option<MoveBack> {
    let steps: Vec<(Option<Move>, &crate::engine::Board)> = session.game().replay().collect();
    let total = steps.len().saturating_sub(1);
    let computer = session.computer().map(|(colour, _)| colour);
    let mut plays = steps.windows(2).enumerate().rev().filter_map(|(i, pair)| {
        let (_, before) = pair[0];
        let (Some(Move::Play(square)), after) = pair[1] else {
            return None;
        };
        let mover = if computer == Some(before.to_move()) {
            Mover::Computer
        } else {
            Mover::Person
        };
        let played = Played {
            mover,
            explanation: before.explain(square),
            after: *after,
        };
        Some(MoveBack {
            played,
            index: i + 1,
            total,
        })
    });
    plays.nth(back)
}

/// `Game 1: you play black against the computer at level 3.`
pub fn heading(ui: Ui, session: &GameSession) -> String {
    match session.setup().players {
        Players::Computer { level, .. } => {
            ui.game_against_computer(session.number(), session.seat(), level.number())
        }
        Players::TwoPeople => ui.game_two_players(session.number(), session.seat()),
    }
}

/// Every level's line, weakest first (for choosing one).
pub fn level_lines(ui: Ui) -> Vec<String> {
    Level::ALL
        .iter()
        .map(|&level| ui.level_line(level).to_string())
        .collect()
}

fn board(session: &GameSession, dots: bool) -> BoardView {
    let on_turn = matches!(session.turn(), Turn::Person(_));
    let last = session.last_played();
    BoardView {
        dots: if dots && on_turn {
            session.board().legal_moves()
        } else {
            Bitboard::EMPTY
        },
        last_move: last.map(|p| p.explanation.square),
        shown: last.map(|p| ShownMove::of(&p.explanation)),
        ..BoardView::plain(*session.board())
    }
}

fn status(ui: Ui, session: &GameSession, dots: bool) -> Vec<String> {
    let board = session.board();
    let (black, white) = (board.black().len(), board.white().len());
    let mut lines = Vec::new();
    match session.turn() {
        Turn::Over(end) => {
            let o = end.outcome;
            lines.push(ui.game_result(o.black, o.white, o.winner()));
        }
        Turn::Person(player) | Turn::Computer(player) => {
            lines.push(ui.to_move(player, black, white));
            if dots && matches!(session.turn(), Turn::Person(_)) {
                lines.push(ui.legal_moves(board.legal_moves()));
            }
            if let Some(left) = session.time_left() {
                lines.push(ui.time_left(left.as_secs()));
            }
        }
    }
    lines
}

fn prompt(ui: Ui, session: &GameSession) -> String {
    match (session.turn(), session.computer()) {
        (Turn::Over(_), _) => ui.prompt_game_over().to_string(),
        (Turn::Person(player), Some(_)) => ui.prompt_your_move(player),
        (Turn::Person(player), None) | (Turn::Computer(player), _) => {
            ui.prompt_players_move(player)
        }
    }
}

/// The events of an action in words, in the order they happened.
pub fn event_lines(ui: Ui, session: &GameSession, events: &[Event]) -> Vec<FeedbackLine> {
    let info = |text: String| FeedbackLine::main(text, Tone::Info);
    let mut out = Vec::new();
    for event in events {
        match event {
            Event::Played(played) => out.extend(played_lines(ui, played)),
            Event::Passed { player } => out.push(info(ui.forced_pass(*player))),
            Event::Ended(end) => {
                out.push(info(ui.game_ended(end.reason)));
                let o = end.outcome;
                out.push(info(ui.game_result(o.black, o.white, o.winner())));
                let t = session.tally();
                let against = session.computer().is_some();
                out.push(info(ui.tally(t.seat, t.other, t.draws, against)));
            }
            Event::Refused(error) => out.extend(refused_lines(ui, error)),
            Event::PassRefused { player, moves } => out.push(FeedbackLine::main(
                ui.pass_refused(*player, *moves),
                Tone::Wrong,
            )),
            Event::NotYourTurn => out.push(info(ui.not_your_turn().to_string())),
            Event::GameIsOver => out.push(info(ui.game_is_over().to_string())),
            Event::Replaying => out.push(info(ui.replaying().to_string())),
            Event::TimeUp { .. } => {}
            Event::Undone { moves } => out.push(info(ui.undone(*moves))),
            Event::NothingToUndo => out.push(info(ui.nothing_to_undo().to_string())),
            Event::Redone { moves } => out.push(info(ui.redone(*moves))),
            Event::NothingToRedo => out.push(info(ui.nothing_to_redo().to_string())),
            // The heading says it; a loaded file is named where it was read.
            Event::NewGame { .. } | Event::Loaded { .. } => {}
        }
    }
    out
}

/// A move in words, with its enclosed lines.
pub fn played_lines(ui: Ui, played: &Played) -> Vec<FeedbackLine> {
    let e = &played.explanation;
    let (square, player, flips) = (e.square, e.player, e.flips());
    let head = match played.mover {
        Mover::Person => ui.person_played(player, square, flips),
        Mover::Computer => ui.computer_played(player, square, flips),
        Mover::Timer => ui.time_up(player, square),
    };
    let mut out = vec![FeedbackLine::main(head, Tone::Info)];
    out.extend(enclosed_rows(ui, played));
    out
}

fn enclosed_rows(ui: Ui, played: &Played) -> Vec<FeedbackLine> {
    feedback::enclosed_rows(ui, &played.explanation, Tone::Info).collect()
}

/// Why a move was refused: the square is taken, or each direction's finding.
fn refused_lines(ui: Ui, error: &MoveError) -> Vec<FeedbackLine> {
    match error {
        MoveError::EnclosesNothing { explanation, .. } => feedback::why_illegal(ui, explanation),
        MoveError::Occupied { square, owner } => {
            vec![FeedbackLine::main(
                ui.occupied(*square, *owner),
                Tone::Wrong,
            )]
        }
        MoveError::GameOver => vec![FeedbackLine::main(ui.game_is_over(), Tone::Info)],
    }
}

/// The last move explained: who played it, what it flipped, each enclosed line.
pub fn explain_lines(ui: Ui, last: Option<&Played>) -> Vec<FeedbackLine> {
    let Some(played) = last else {
        return vec![FeedbackLine::main(ui.no_move_yet(), Tone::Info)];
    };
    let e = &played.explanation;
    let mut out = vec![FeedbackLine::main(
        ui.last_move(e.player, e.square, e.flips()),
        Tone::Info,
    )];
    out.extend(enclosed_rows(ui, played));
    out
}

/// The board of a replay step: the move that led there with its lines.
pub fn replay_board(step: &ReplayStep) -> BoardView {
    BoardView {
        last_move: step.explanation.map(|e| e.square),
        shown: step.explanation.as_ref().map(ShownMove::of),
        ..BoardView::plain(step.board)
    }
}

/// The status of a replay step: which move it is, and the count.
fn replay_status(ui: Ui, step: &ReplayStep) -> Vec<String> {
    let board = step.board;
    let mut lines = Vec::new();
    match step.last {
        None => lines.push(ui.replay_start(step.total)),
        Some((player, mv)) => lines.push(ui.replay_move(step.index, step.total, player, mv)),
    }
    lines.push(ui.disc_count(board.black().len(), board.white().len()));
    lines
}

/// The lines of a replay step: the move in words and its enclosed lines.
pub fn replay_lines(ui: Ui, replay: &Replay) -> Vec<FeedbackLine> {
    let step = replay.step();
    let mut out: Vec<FeedbackLine> = replay_status(ui, &step)
        .into_iter()
        .map(|l| FeedbackLine::main(l, Tone::Info))
        .collect();
    if let (Some(e), Some((_, Move::Play(_)))) = (step.explanation, step.last) {
        out.extend(
            e.enclosed()
                .map(|line| FeedbackLine::detail(ui.direction_line(line, e.player), Tone::Info)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Square};
    use crate::lang::Lang;
    use crate::runner::game::{EndReason, GameSetup};
    use crate::runner::review::Reason;

    fn against_random() -> GameSession {
        GameSession::new(GameSetup::new(Players::Computer {
            level: Level::Random,
            learner: Color::Black,
        }))
    }

    #[test]
    fn dots_show_on_the_learners_turn_only_and_only_when_asked() {
        let mut session = against_random();
        let ui = Ui::new(Lang::En);
        assert_eq!(GameView::new(ui, &session, true).board.dots.len(), 4);
        assert!(GameView::new(ui, &session, false).board.dots.is_empty());
        session.play(Square::F5);
        let view = GameView::new(ui, &session, true);
        assert!(view.board.dots.is_empty());
        assert_eq!(view.board.last_move, Some(Square::F5));
        assert_eq!(view.prompt, ui.prompt_players_move(Color::White));
    }

    #[test]
    fn the_computers_move_is_said_with_its_enclosed_lines() {
        let mut session = against_random();
        session.play(Square::F5);
        let events = session.computer_move();
        let lines = event_lines(Ui::new(Lang::En), &session, &events);
        assert!(
            lines[0].text.starts_with("The computer (white) plays"),
            "{lines:?}"
        );
        assert!(lines.iter().skip(1).all(|l| l.detail), "{lines:?}");
        assert!(lines.len() >= 2);
    }

    #[test]
    fn every_level_end_and_reason_is_said_in_every_language() {
        let en = Ui::new(Lang::En);
        let ends = [
            EndReason::BoardFull,
            EndReason::NoMoves,
            EndReason::WipeOut {
                wiped: Color::White,
            },
        ];
        let reasons = [
            Reason::CornerGivenAway { corner: Square::A1 },
            Reason::BesideEmptyCorner { corner: Square::H8 },
            Reason::MobilityLost {
                theirs: 9,
                after_better: 3,
            },
            Reason::Parity {
                region: 4,
                better_region: 3,
            },
        ];
        for lang in Lang::ALL {
            let ui = Ui::new(lang);
            let mut said: Vec<String> = level_lines(ui);
            said.extend(ends.iter().map(|&e| ui.game_ended(e)));
            said.extend(
                reasons
                    .iter()
                    .map(|&r| ui.review_reason(r, Color::White, Square::C4)),
            );
            said.push(ui.timer_rule(None));
            said.push(ui.reason_unseen(false).to_string());
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), said.len(), "{lang}: {said:?}");
            if lang != Lang::En {
                let mut english: Vec<String> = level_lines(en);
                english.extend(ends.iter().map(|&e| en.game_ended(e)));
                for (theirs, ours) in said.iter().zip(&english) {
                    assert_ne!(theirs, ours, "{lang}");
                }
            }
        }
    }
}
