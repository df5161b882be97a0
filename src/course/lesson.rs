//! A raw lesson becomes a validated [`Lesson`]: every step is walked on the engine's
//! board, so that accepted moves, replies, answers and outcomes are the engine's.

use std::ops::Range;

use super::codes::Code;
use super::craft;
use super::error::{Place, Problems, Said};
use super::fields::{self, Languages};
use super::kinds::TaskKind;
use super::model::{Lesson, Origin, Step, Task};
use super::nudge::{self, Nudges};
use super::parse::{Dropped, LessonParts, did_you_mean};
use super::position;
use super::raw::{At, RawStep, RawText};
use super::task::{self, Choice, Depends, StepContext, after_move};
use crate::engine::{Bitboard, Board, Move, Square, Status, list_squares};

/// The board as the walk through the steps knows it.
#[derive(Clone, Debug)]
struct Walk {
    /// The board the next step starts from; `None` after an unreadable position.
    board: Option<Board>,
    /// Set when the board depends on the learner's move in an earlier step.
    depends: Option<Depends>,
}

/// Validates a whole lesson; `None` if anything is wrong (all of it reported).
pub(crate) fn lesson(
    problems: &mut Problems<'_>,
    parts: LessonParts,
    origin: &Origin,
    languages: Languages,
) -> Option<Lesson> {
    let before = problems.count();
    let document = 0..problems.text.len().min(1);
    let head = parts.head.as_ref();
    let dropped = &parts.head_dropped;
    fields::format_version(
        problems,
        head.and_then(|h| h.format_version.as_ref()),
        dropped,
    );
    let id = head.and_then(|h| fields::id(problems, h.id.as_ref(), &document, "lesson", dropped));
    let title = head.and_then(|h| {
        fields::required_text(
            problems,
            "title",
            h.title.as_ref(),
            &document,
            languages,
            dropped,
        )
    });
    let summary = head.and_then(|h| {
        fields::required_text(
            problems,
            "summary",
            h.summary.as_ref(),
            &document,
            languages,
            dropped,
        )
    });
    if parts.steps.is_empty() {
        problems.at_offset(
            problems.text.len(),
            Code::NoSteps,
            "the lesson has no steps: add at least one [[step]] with say = { en = \"...\" }",
        );
    }
    let mut walk = Walk {
        board: Some(Board::start()),
        depends: None,
    };
    let mut steps = Vec::new();
    for (i, (span, raw, dropped)) in parts.steps.iter().enumerate() {
        problems.place = Place::Step(i + 1);
        match raw {
            Some(raw) => steps.push(step(
                problems,
                i + 1,
                span,
                raw,
                dropped,
                &mut walk,
                languages,
            )),
            None => {
                walk.board = None;
                steps.push(None);
            }
        }
    }
    problems.place = Place::File;
    if problems.count() > before {
        return None;
    }
    let lesson = Lesson {
        id: id?,
        title: title?,
        summary: summary?,
        steps: steps.into_iter().collect::<Option<Vec<_>>>()?,
        origin: origin.clone(),
    };
    // Every nudge true of the answers it follows.
    if problems.prove_prose {
        nudge::lesson(problems, &lesson, &parts);
    }
    // Advice on the craft of a file that is right in every other way.
    if problems.prove_prose && problems.count() == 0 {
        craft::lesson(problems, &lesson, &parts, languages);
    }
    (problems.count() == before).then_some(lesson)
}

/// Validates one step and moves the walk on to the board it leaves.
fn step(
    problems: &mut Problems<'_>,
    number: usize,
    span: &Range<usize>,
    raw: &RawStep,
    dropped: &Dropped,
    walk: &mut Walk,
    languages: Languages,
) -> Option<Step> {
    let before = problems.count();
    let say = fields::required_text(problems, "say", raw.say.as_ref(), span, languages, dropped);
    let hint = raw
        .hint
        .as_ref()
        .and_then(|t| fields::text(problems, "hint", t, languages, dropped));
    let on_wrong = nudges(problems, raw, languages, dropped);
    let mark = raw.mark.as_ref().map_or(Some(Bitboard::EMPTY), |m| {
        fields::squares(problems, "mark", m)
    });
    let kind = task_kind(problems, raw);
    if let Ok(kind) = kind {
        fields_match_task(problems, raw, kind);
        dots_match_task(problems, raw, kind);
        alone_has_task(problems, raw, kind);
    }
    let sets_position = raw.position.is_some();
    if let Some(given) = &raw.position {
        walk.board = position::position(problems, given);
        walk.depends = None;
    } else if let Some(depends) = &walk.depends
        && let Some(what) = needs_known_board(raw)
    {
        let at = raw
            .task
            .as_ref()
            .or(raw.reply.as_ref())
            .map_or(span.clone(), At::span);
        let or_single = if depends.why == Choice::AnyLegal {
            ""
        } else {
            ", or accept a single move there"
        };
        let message = format!(
            "this step has {what} but no `position`, and the board here depends on the learner's move in step {} ({}): give this step its own `position`{or_single}",
            depends.step,
            depends.why.english(),
        );
        problems.said_at(
            &at,
            Said::new(Code::PositionNeeded, message).with_args(position_needed_parts(
                raw,
                depends.step,
                depends.why,
            )),
        );
        walk.board = None;
    }
    let board = walk.board;
    let cx = StepContext {
        number,
        board,
        languages,
        dropped,
    };
    let checked = task::task(problems, raw, kind.unwrap_or(None), &cx);
    walk.board = match kind {
        Ok(_) => checked.after,
        Err(Unknown) => None,
    };
    if let Some(depends) = checked.depends {
        walk.depends = Some(depends);
    }
    let reply = raw.reply.as_ref().and_then(|reply| {
        let mv = scripted_reply(
            problems,
            reply,
            &checked.task,
            board.as_ref(),
            walk.board.as_ref(),
        );
        walk.board = match (mv, walk.board) {
            (Some(mv), Some(after)) => Some(after_move(&after, mv)),
            _ => None,
        };
        mv
    });
    if problems.count() > before {
        return None;
    }
    Some(Step {
        say: say?,
        board: board?,
        sets_position,
        mark: mark?,
        task: checked.task,
        goal: checked.goal,
        hint,
        on_wrong,
        explain: raw.explain.as_ref().is_none_or(|e| *e.get_ref()),
        dots: raw.dots.as_ref().is_some_and(|d| *d.get_ref()),
        stands_alone: raw.stands_alone.as_ref().is_some_and(|a| *a.get_ref()),
        reply,
    })
}

/// The nudges of a step: `on_wrong` and each class's own.
fn nudges(
    problems: &mut Problems<'_>,
    raw: &RawStep,
    languages: Languages,
    dropped: &Dropped,
) -> Nudges {
    let mut text = |field: &str, raw: Option<&At<RawText>>| {
        raw.and_then(|t| fields::text(problems, field, t, languages, dropped))
    };
    let mut nudges = match text("on_wrong", raw.on_wrong.as_ref()) {
        Some(every) => Nudges::every(every),
        None => Nudges::none(),
    };
    for (class, field) in nudge::class_fields(raw) {
        if let (Some(name), Some(own)) = (class.field(), field)
            && let Some(own) = text(name, Some(own))
        {
            nudges = nudges.with(class, own);
        }
    }
    nudges
}

/// What in a step needs the board to be known: its task or its reply.
fn needs_known_board(raw: &RawStep) -> Option<&'static str> {
    match (&raw.task, &raw.reply) {
        (Some(_), Some(_)) => Some("a task and a reply"),
        (Some(_), None) => Some("a task"),
        (None, Some(_)) => Some("a reply"),
        (None, None) => None,
    }
}

/// The parts of a step that needs its own position, for its translation: what
/// the step has (`task`, `reply` or `both`), the step whose move the board
/// depends on, and why (`any`, `game`, or `accepts` with the moves accepted).
fn position_needed_parts(raw: &RawStep, step: usize, why: Choice) -> Vec<String> {
    let has = match (&raw.task, &raw.reply) {
        (Some(_), Some(_)) => "both",
        (Some(_), None) => "task",
        _ => "reply",
    };
    let [kind, accepted] = why.parts();
    vec![has.to_string(), step.to_string(), kind, accepted]
}

/// A task name that is not one of [`TaskKind::ALL`] (already reported).
#[derive(Clone, Copy, Debug)]
struct Unknown;

/// The task kind, `None` for a step that is only read; `Err` (reported) when the
/// name is unknown.
fn task_kind(problems: &mut Problems<'_>, raw: &RawStep) -> Result<Option<TaskKind>, Unknown> {
    let Some(task) = &raw.task else {
        return Ok(None);
    };
    let name = task.get_ref().trim();
    if let Some(kind) = TaskKind::from_name(name) {
        return Ok(Some(kind));
    }
    let names = TaskKind::names();
    let meant = did_you_mean(name, &names);
    let suggestion = meant
        .map(|k| format!("did you mean \"{k}\"? "))
        .unwrap_or_default();
    problems.said_at(&task.span(), Said::new(Code::UnknownTask, format!(
            "unknown task \"{name}\": {suggestion}the tasks are {} (leave `task` out for a step that is only read)",
            names.join(", ")
        )).with_args(vec![name.to_string(), meant.unwrap_or_default().to_string(), names.join(", ")]));
    Err(Unknown)
}

/// The task-specific fields of a step, each with its place when it is given.
/// Every field named by a [`TaskKind::fields`] list is here (a test holds them equal).
fn task_fields(raw: &RawStep) -> [(&'static str, Option<Range<usize>>); 10] {
    [
        ("accept", raw.accept.as_ref().map(At::span)),
        ("goal", raw.goal.as_ref().map(At::span)),
        ("move", raw.mv.as_ref().map(At::span)),
        ("answer", raw.answer.as_ref().map(At::span)),
        ("winner", raw.winner.as_ref().map(At::span)),
        ("choices", raw.choices.as_ref().map(At::span)),
        ("correct", raw.correct.as_ref().map(At::span)),
        ("shuffle", raw.shuffle.as_ref().map(At::span)),
        ("explain", raw.explain.as_ref().map(At::span)),
        ("level", raw.level.as_ref().map(At::span)),
    ]
}

/// Reports fields that belong to another task kind than this step's (`None`: a
/// step that is only read).
fn fields_match_task(problems: &mut Problems<'_>, raw: &RawStep, kind: Option<TaskKind>) {
    for (field, span) in task_fields(raw) {
        let Some(span) = span else { continue };
        if kind.is_some_and(|kind| kind.fields().contains(&field)) {
            continue;
        }
        let names: Vec<&str> = TaskKind::ALL
            .into_iter()
            .filter(|owner| owner.fields().contains(&field))
            .map(TaskKind::name)
            .collect();
        let owners = names
            .iter()
            .map(|owner| format!("task = \"{owner}\""))
            .collect::<Vec<_>>()
            .join(" or ");
        let this = match kind {
            None => "this step has no task".to_string(),
            Some(kind) => format!("this step's task is \"{}\"", kind.name()),
        };
        problems.said_at(
            &span,
            Said::new(
                Code::FieldNotForTask,
                format!(
                    "`{field}` is used only with {owners}, and {this}: remove it or change the task"
                ),
            )
            .with_args(vec![
                field.to_string(),
                names.join(","),
                kind.map_or("", TaskKind::name).to_string(),
            ]),
        );
    }
}

/// Reports `stands_alone = true` on a step with nothing to ask on its own: a
/// step to read, or a whole game.
fn alone_has_task(problems: &mut Problems<'_>, raw: &RawStep, kind: Option<TaskKind>) {
    let Some(alone) = &raw.stands_alone else {
        return;
    };
    if !*alone.get_ref() {
        return;
    }
    match kind {
        None => problems.said_at(&alone.span(), Said::new(Code::StandsAloneMisused, "`stands_alone = true` is for a task the rules quiz can ask, and this step only reads: give it a `task`, or remove `stands_alone`".to_string()).with_args(vec!["read".to_string()])),
        Some(TaskKind::Game) => problems.said_at(&alone.span(), Said::new(Code::StandsAloneMisused, "`stands_alone = true` is for a task the rules quiz can ask, and a whole game is not one: remove `stands_alone`".to_string()).with_args(vec!["game".to_string()])),
        Some(_) => {}
    }
}

/// Reports `dots = true` on a step whose task is finding moves.
fn dots_match_task(problems: &mut Problems<'_>, raw: &RawStep, kind: Option<TaskKind>) {
    let (Some(dots), Some(kind)) = (&raw.dots, kind) else {
        return;
    };
    if *dots.get_ref() && kind.hides_legal_moves() {
        problems.said_at(&dots.span(), Said::new(Code::DotsShowAnswer, format!(
                "`dots = true` would show the legal moves, and this step's task \"{}\" is to find them: remove `dots` (the legal moves are shown once the step is answered)",
                kind.name()
            )).with_args(vec![kind.name().to_string()]));
    }
}

/// Checks a scripted reply on the board a step leaves (`after`; the board the step
/// began with is `before`), and returns it.
fn scripted_reply(
    problems: &mut Problems<'_>,
    reply: &At<String>,
    task: &Task,
    before: Option<&Board>,
    after: Option<&Board>,
) -> Option<Move> {
    let text = reply.get_ref().trim();
    let mv = if text.eq_ignore_ascii_case("pass") || text.eq_ignore_ascii_case("pa") {
        Move::Pass
    } else {
        Move::Play(fields::square(problems, "reply", reply)?)
    };
    // After a step that accepts several moves, the reply must fit each of them.
    let boards: Vec<(Option<Square>, Board)> = match (task, before, after) {
        (Task::Play { accept }, Some(before), _) if accept.len() > 1 => accept
            .squares()
            .map(|sq| (Some(sq), after_move(before, Move::Play(sq))))
            .collect(),
        (Task::AnyLegal, Some(before), _) => before
            .legal_moves()
            .squares()
            .map(|sq| (Some(sq), after_move(before, Move::Play(sq))))
            .collect(),
        (_, _, Some(after)) => vec![(None, *after)],
        _ => Vec::new(),
    };
    for (learner, board) in boards {
        if let Some((problem, kind)) = reply_problem(&board, mv) {
            let after_what = learner.map(|sq| format!(" after {sq}")).unwrap_or_default();
            let parts = vec![
                mv.to_string(),
                learner.map(|sq| sq.to_string()).unwrap_or_default(),
                kind.to_string(),
                board.to_move().to_string(),
                list_squares(board.legal_moves()),
            ];
            problems.said_at(
                &reply.span(),
                Said::new(
                    Code::BadReply,
                    format!("`reply` {mv}{after_what}: {problem}"),
                )
                .with_args(parts),
            );
            return None;
        }
    }
    Some(mv)
}

/// Why `mv` cannot be played for the side to move of `board`, if it cannot,
/// with its kind: `illegal`, `has-moves`, `must-pass` or `over`.
fn reply_problem(board: &Board, mv: Move) -> Option<(String, &'static str)> {
    let side = board.to_move();
    match (board.status(), mv) {
        (Status::Playing, Move::Play(sq)) if board.is_legal(sq) => None,
        (Status::Playing, Move::Play(sq)) => Some((
            format!(
                "{sq} is not a legal move for {side} here (legal: {})",
                list_squares(board.legal_moves())
            ),
            "illegal",
        )),
        (Status::Playing, Move::Pass) => Some((
            format!(
                "{side} cannot pass: it has legal moves ({})",
                list_squares(board.legal_moves())
            ),
            "has-moves",
        )),
        (Status::MustPass, Move::Pass) => None,
        (Status::MustPass, Move::Play(_)) => Some((
            format!("{side} has no legal move here and must pass: write reply = \"pass\""),
            "must-pass",
        )),
        (Status::Over(_), _) => Some((
            "the game is over after this step: remove the reply".to_string(),
            "over",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_task_specific_field_is_checked_against_the_task() {
        let raw: RawStep = toml::from_str("say = \"Hi.\"").unwrap();
        let mut checked: Vec<&str> = task_fields(&raw).iter().map(|(f, _)| *f).collect();
        let mut owned: Vec<&str> = TaskKind::ALL
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
