//! A raw puzzle becomes a validated [`Puzzle`]: its answer set is recomputed from
//! the engine (and the exact solver for endgames) and must equal the file's `solution`.

use std::ops::Range;

use super::codes::Code;
use super::error::{Problems, Said};
use super::fields::{self, Languages};
use super::goal::{MAX_ENDGAME_EMPTIES, Unmet, answer_set};
use super::kinds::ThemeKind;
use super::model::{Origin, Puzzle, Theme};
use super::opening::{OffLine, OpeningLine};
use super::parse::{Dropped, did_you_mean};
use super::position;
use super::puzzle_craft;
use super::raw::{At, RawPuzzle};
use crate::engine::{Bitboard, Board, Status, list_squares};

/// The accepted range of difficulty ratings.
pub const RATINGS: std::ops::RangeInclusive<i64> = 0..=4000;

/// Validates one puzzle; `None` if anything is wrong (all of it reported).
pub(crate) fn puzzle(
    problems: &mut Problems<'_>,
    span: &Range<usize>,
    raw: &RawPuzzle,
    dropped: &Dropped,
    origin: &Origin,
    languages: Languages,
) -> Option<Puzzle> {
    let before = problems.count();
    let id = fields::id(problems, raw.id.as_ref(), span, "puzzle", dropped);
    let prompt = fields::required_text(
        problems,
        "prompt",
        raw.prompt.as_ref(),
        span,
        languages,
        dropped,
    );
    let hint = raw
        .hint
        .as_ref()
        .and_then(|t| fields::text(problems, "hint", t, languages, dropped));
    let rating = rating(problems, raw, span, dropped);
    let board = match &raw.position {
        Some(given) => {
            position::position(problems, given).and_then(|b| playable(problems, given, b))
        }
        None => {
            if !dropped.contains("position") {
                problems.at(span, Code::MissingPosition, "`position` is missing: add position = { board = \"\"\"...\"\"\", to_move = \"black\" }");
            }
            None
        }
    };
    let theme = theme(problems, raw, span, dropped);
    let solution = match &raw.solution {
        Some(list) => fields::squares(problems, "solution", list),
        None => {
            if !dropped.contains("solution") {
                problems.at(span, Code::MissingSolution, "`solution` is missing: list every move that meets the goal, e.g. solution = [\"b7\"]");
            }
            None
        }
    };
    let answer = match (board, theme) {
        (Some(board), Some(theme)) => answer(problems, raw, &board, theme),
        _ => None,
    };
    if let (Some(answer), Some(written), Some(list)) = (answer, solution, &raw.solution)
        && let Some(diff) = fields::difference(written, answer)
    {
        let (message, flipper) = match theme {
            Some(Theme::PredictFlips { mv }) => (
                format!(
                    "`solution` is not every disc that {mv} flips: {diff} (the discs it flips: {})",
                    list_squares(answer)
                ),
                mv.to_string(),
            ),
            _ => (
                format!(
                    "`solution` is not every move that meets the goal: {diff} (the moves that do: {})",
                    list_squares(answer)
                ),
                String::new(),
            ),
        };
        let [missing, extra] = fields::difference_args(written, answer);
        problems.said_at(
            &list.span(),
            Said::new(Code::WrongSolution, message).with_args(vec![
                flipper,
                missing,
                extra,
                list_squares(answer),
            ]),
        );
    }
    if problems.count() > before {
        return None;
    }
    let puzzle = Puzzle {
        id: id?,
        theme: theme?,
        rating: u32::try_from(rating?).ok()?,
        prompt: prompt?,
        board: board?,
        solution: answer?,
        hint,
        rated: origin.embedded,
        origin: origin.clone(),
    };
    if problems.prove_prose {
        puzzle_craft::puzzle(problems, &puzzle, raw, languages);
    }
    (problems.count() == before).then_some(puzzle)
}

fn rating(
    problems: &mut Problems<'_>,
    raw: &RawPuzzle,
    span: &Range<usize>,
    dropped: &Dropped,
) -> Option<i64> {
    match &raw.rating {
        None => {
            if !dropped.contains("rating") {
                problems.at(span, Code::MissingRating, "`rating` is missing: add a difficulty such as rating = 1000 (beginner puzzles 600-1200)");
            }
            None
        }
        Some(r) if !RATINGS.contains(r.get_ref()) => {
            problems.said_at(
                &r.span(),
                Said::new(
                    Code::BadRating,
                    format!(
                        "`rating` is {}: use a number from {} to {}",
                        r.get_ref(),
                        RATINGS.start(),
                        RATINGS.end()
                    ),
                )
                .with_args(vec![
                    r.get_ref().to_string(),
                    RATINGS.start().to_string(),
                    RATINGS.end().to_string(),
                ]),
            );
            None
        }
        Some(r) => Some(*r.get_ref()),
    }
}

/// A puzzle needs a position where the side to move has a move.
fn playable(
    problems: &mut Problems<'_>,
    position: &At<super::raw::RawPosition>,
    board: Board,
) -> Option<Board> {
    let (problem, why) = match board.status() {
        Status::Playing => return Some(board),
        Status::MustPass => (
            format!(
                "{} has no legal move in this position and must pass",
                board.to_move()
            ),
            "pass",
        ),
        Status::Over(_) => ("the game is over in this position".to_string(), "over"),
    };
    problems.said_at(
        &position.span(),
        Said::new(
            Code::PuzzleNoMove,
            format!("{problem}: a puzzle needs a position where the side to move can play"),
        )
        .with_args(vec![why.to_string(), board.to_move().to_string()]),
    );
    None
}

/// The theme with its number (`directions`, `score`), checking that numbers appear
/// with their theme only.
fn theme(
    problems: &mut Problems<'_>,
    raw: &RawPuzzle,
    span: &Range<usize>,
    dropped: &Dropped,
) -> Option<Theme> {
    let names = ThemeKind::names();
    let Some(name) = &raw.theme else {
        if !dropped.contains("theme") {
            problems.said_at(
                span,
                Said::new(
                    Code::MissingTheme,
                    format!("`theme` is missing: add one of {}", names.join(", ")),
                )
                .with_args(vec![names.join(", ")]),
            );
        }
        return None;
    };
    let text = name.get_ref().trim();
    let kind = ThemeKind::from_name(text);
    for (field, value) in theme_fields(raw) {
        let Some(value) = value else { continue };
        if kind.is_some_and(|kind| kind.fields().contains(&field)) {
            continue;
        }
        let owners: Vec<&str> = ThemeKind::ALL
            .into_iter()
            .filter(|owner| owner.fields().contains(&field))
            .map(ThemeKind::name)
            .collect();
        let written = owners
            .iter()
            .map(|owner| format!("theme = \"{owner}\""))
            .collect::<Vec<_>>()
            .join(" or ");
        problems.said_at(
            &value,
            Said::new(
                Code::FieldNotForTheme,
                format!("`{field}` is used only with {written}, and this puzzle's theme is \"{text}\": remove it"),
            )
            .with_args(vec![field.to_string(), owners.join(","), text.to_string()]),
        );
    }
    let Some(kind) = kind else {
        let meant = did_you_mean(text, &names);
        let suggestion = meant
            .map(|t| format!("did you mean \"{t}\"? "))
            .unwrap_or_default();
        problems.said_at(
            &name.span(),
            Said::new(
                Code::UnknownTheme,
                format!(
                    "unknown theme \"{text}\": {suggestion}the themes are {}",
                    names.join(", ")
                ),
            )
            .with_args(vec![
                text.to_string(),
                meant.unwrap_or_default().to_string(),
                names.join(", "),
            ]),
        );
        return None;
    };
    let theme = match kind {
        ThemeKind::LegalMove => Theme::LegalMove,
        ThemeKind::PredictFlips => match &raw.mv {
            Some(mv) => Theme::PredictFlips {
                mv: fields::square(problems, "move", mv)?,
            },
            None => {
                problems.said_at(&name.span(), Said::new(Code::ThemeNeedsField, format!("theme \"{text}\" needs `move`, the move whose flipped discs the learner names, e.g. move = \"d3\"")).with_args(vec!["move".to_string(), text.to_string(), String::new()]));
                return None;
            }
        },
        ThemeKind::MaxFlips => Theme::MaxFlips,
        ThemeKind::Directions => match &raw.directions {
            Some(n) if (1..=8).contains(n.get_ref()) => Theme::Directions(*n.get_ref() as u8),
            Some(n) => {
                problems.said_at(
                    &n.span(),
                    Said::new(
                        Code::BadDirections,
                        format!(
                            "`directions` is {}: a move encloses lines in 1 to 8 directions",
                            n.get_ref()
                        ),
                    )
                    .with_args(vec![n.get_ref().to_string()]),
                );
                return None;
            }
            None => {
                problems.said_at(&name.span(), Said::new(Code::ThemeNeedsField, format!("theme \"{text}\" needs `directions`, the least number of lines the move must enclose, e.g. directions = 3")).with_args(vec!["directions".to_string(), text.to_string(), String::new()]));
                return None;
            }
        },
        ThemeKind::ForcePass => Theme::ForcePass,
        ThemeKind::Wipeout => Theme::Wipeout,
        ThemeKind::EndNow => Theme::EndNow,
        ThemeKind::Corner => Theme::Corner,
        ThemeKind::AvoidXSquare => Theme::AvoidXSquare,
        ThemeKind::Stable => Theme::Stable,
        ThemeKind::FewerIsMore => Theme::FewerIsMore,
        ThemeKind::MinMobility => Theme::MinMobility,
        ThemeKind::QuietMove => Theme::QuietMove,
        ThemeKind::EndgameWin => Theme::EndgameWin,
        ThemeKind::Opening => match &raw.line {
            Some(given) => Theme::Opening {
                line: opening_line(problems, given)?,
            },
            None => {
                let lines = OpeningLine::names().join(", ");
                problems.said_at(&name.span(), Said::new(Code::ThemeNeedsField, format!("theme \"{text}\" needs `line`, the named opening whose next move the learner plays, e.g. line = \"tiger\" (the lines: {lines})")).with_args(vec!["line".to_string(), text.to_string(), lines]));
                return None;
            }
        },
        ThemeKind::EndgameBest => match &raw.score {
            Some(s) if (-64..=64).contains(s.get_ref()) => Theme::EndgameBest {
                score: *s.get_ref() as i32,
            },
            Some(s) => {
                problems.said_at(
                    &s.span(),
                    Said::new(
                        Code::BadScore,
                        format!(
                            "`score` is {}: a final disc difference lies between -64 and 64",
                            s.get_ref()
                        ),
                    )
                    .with_args(vec![s.get_ref().to_string()]),
                );
                return None;
            }
            None => {
                problems.said_at(&name.span(), Said::new(Code::ThemeNeedsField, format!("theme \"{text}\" needs `score`, the best final disc difference for the side to move, e.g. score = 4")).with_args(vec!["score".to_string(), text.to_string(), String::new()]));
                return None;
            }
        },
    };
    Some(theme)
}

/// The opening named by `line`, or `None` (reported) when lesson `openings`
/// does not teach it.
fn opening_line(problems: &mut Problems<'_>, given: &At<String>) -> Option<OpeningLine> {
    let name = given.get_ref().trim();
    if let Some(line) = OpeningLine::from_name(name) {
        return Some(line);
    }
    let names = OpeningLine::names();
    let meant = did_you_mean(name, &names);
    let suggestion = meant
        .map(|t| format!("did you mean \"{t}\"? "))
        .unwrap_or_default();
    problems.said_at(
        &given.span(),
        Said::new(
            Code::UnknownOpening,
            format!(
                "unknown opening \"{name}\": {suggestion}the lines lesson `openings` teaches are {}",
                names.join(", ")
            ),
        )
        .with_args(vec![
            name.to_string(),
            meant.unwrap_or_default().to_string(),
            names.join(", "),
        ]),
    );
    None
}

/// The theme-specific fields of a puzzle, each with its place when it is given.
/// Every field named by a [`ThemeKind::fields`] list is here (a test holds them equal).
fn theme_fields(raw: &RawPuzzle) -> [(&'static str, Option<Range<usize>>); 4] {
    [
        ("move", raw.mv.as_ref().map(At::span)),
        ("directions", raw.directions.as_ref().map(At::span)),
        ("score", raw.score.as_ref().map(At::span)),
        ("line", raw.line.as_ref().map(At::span)),
    ]
}

/// Every move (or flipped disc) that meets the theme's goal on `board`, as the
/// engine or the exact solver finds it; `None` with a problem when there is none
/// worth asking for.
fn answer(
    problems: &mut Problems<'_>,
    raw: &RawPuzzle,
    board: &Board,
    theme: Theme,
) -> Option<Bitboard> {
    let unmet = match answer_set(board, theme) {
        Ok(set) => return Some(set),
        Err(unmet) => unmet,
    };
    let mover = board.to_move();
    let name = theme.name();
    let theme_span = raw.theme.as_ref().map(At::span).unwrap_or(0..0);
    // Each unmet goal with its place, its English, its kind and the parts a
    // translation needs.
    let (span, message, kind, parts): (Range<usize>, String, &str, Vec<String>) = match unmet {
        Unmet::NoMove => (
            theme_span,
            format!(
                "no legal move of {mover} meets the goal of theme \"{name}\" here: change the position or the theme"
            ),
            "no-move",
            Vec::new(),
        ),
        Unmet::EveryMove => (
            theme_span,
            format!(
                "every legal move of {mover} meets the goal of theme \"{name}\" here, so the puzzle asks nothing: choose a position where some moves do not"
            ),
            "every-move",
            Vec::new(),
        ),
        Unmet::IllegalMove { mv, legal } => (
            raw.mv.as_ref().map_or(theme_span, At::span),
            format!(
                "`move` is {mv}, which is not a legal move for {mover} here (legal: {})",
                list_squares(legal)
            ),
            "illegal-move",
            vec![mv.to_string(), list_squares(legal)],
        ),
        Unmet::TooManyEmpties { empties } => (
            theme_span,
            format!(
                "this endgame has {empties} empty squares; endgame puzzles may have at most {MAX_ENDGAME_EMPTIES}, so that every one can be solved exactly"
            ),
            "too-many-empties",
            vec![empties.to_string(), MAX_ENDGAME_EMPTIES.to_string()],
        ),
        Unmet::CannotWin { best } => (
            theme_span,
            format!(
                "{mover} cannot win this endgame: the best with perfect play is {best:+} (a draw or a loss); use theme \"{}\" or another position",
                ThemeKind::EndgameBest.name()
            ),
            "cannot-win",
            vec![
                format!("{best:+}"),
                ThemeKind::EndgameBest.name().to_string(),
            ],
        ),
        Unmet::Score { best, moves } => {
            let written = raw.score.as_ref().map_or(0, |s| *s.get_ref());
            (
                raw.score.as_ref().map_or(theme_span, At::span),
                format!(
                    "`score` is {written}, but with perfect play the best final disc difference for {mover} is {best:+} (by {})",
                    list_squares(moves)
                ),
                "score",
                vec![
                    written.to_string(),
                    format!("{best:+}"),
                    list_squares(moves),
                ],
            )
        }
        Unmet::StableBeyondRule { mv, extra } => (
            theme_span,
            format!(
                "after {mv} the engine finds stable discs of {mover} that the lesson's rule (a corner, and the discs joined to a corner of their colour along an edge) does not count: {}; choose a position where the two agree after every move",
                list_squares(extra)
            ),
            "stable-beyond-rule",
            vec![mv.to_string(), list_squares(extra)],
        ),
        Unmet::GreedyWins { greedy } => (
            theme_span,
            format!(
                "{} flips the most discs and wins too, so greed pays here: theme \"{name}\" needs a position where every move that flips the most does not win (use theme \"{}\")",
                list_squares(greedy),
                ThemeKind::EndgameWin.name()
            ),
            "greedy-wins",
            vec![
                list_squares(greedy),
                ThemeKind::EndgameWin.name().to_string(),
            ],
        ),
        Unmet::Opening(off) => {
            let (line, record) = match theme {
                Theme::Opening { line } => (line.name(), line.record()),
                _ => ("", String::new()),
            };
            let span = raw.line.as_ref().map_or(theme_span, At::span);
            let (message, kind) = match off {
                OffLine::NotOnLine => (
                    format!(
                        "this position is not reached by the first moves of the {line} ({record}) in any of the board's eight symmetries: play them from the start, or turn the board"
                    ),
                    "not-on-line",
                ),
                OffLine::LineEnds => (
                    format!(
                        "this position is the whole {line} ({record}): the line has no next move to ask for; take a position one move earlier"
                    ),
                    "line-ends",
                ),
            };
            (span, message, kind, vec![line.to_string(), record])
        }
    };
    let mut args = vec![kind.to_string(), name.to_string(), mover.to_string()];
    args.extend(parts);
    problems.said_at(&span, Said::new(Code::ThemeNotMet, message).with_args(args));
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_specific_field_is_checked_against_the_theme() {
        let raw: RawPuzzle = toml::from_str("id = \"x\"").unwrap();
        let mut checked: Vec<&str> = theme_fields(&raw).iter().map(|(f, _)| *f).collect();
        let mut owned: Vec<&str> = ThemeKind::ALL
            .into_iter()
            .flat_map(|kind| kind.fields().iter().copied())
            .collect();
        for list in [&mut checked, &mut owned] {
            list.sort_unstable();
            list.dedup();
        }
        assert_eq!(checked, owned);
    }
}
