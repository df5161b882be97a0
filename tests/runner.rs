//! The lesson runner walked through lessons built in Rust: right and wrong answers
//! for every kind of task, retry, back, skip, hints, scripted replies, and the
//! sentences the feedback becomes in each language.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use reversi_tutor::course::{Lesson, Nudges, Step, Task, Text};
use reversi_tutor::engine::notation::play_record;
use reversi_tutor::engine::{Bitboard, Board, Color, Direction, LineOutcome, Move, Square};
use reversi_tutor::i18n::Ui;
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::{
    Advance, Answer, Asks, Feedback, Hint, LessonRun, NotAnAnswer, Reply, Right, Solution,
    StepResult, Wrong,
};
use reversi_tutor::view::feedback as narrate;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn set(squares: &str) -> Bitboard {
    squares.split_whitespace().map(sq).collect()
}

fn after(record: &str) -> Board {
    *play_record(Board::start(), record).unwrap().board()
}

fn discs(black: &str, white: &str, to_move: Color) -> Board {
    Board::from_discs(set(black).0, set(white).0, to_move).unwrap()
}

/// A step that sets its own position.
fn step(board: Board, task: Task) -> Step {
    Step {
        say: Text::en("Say something."),
        board,
        sets_position: true,
        mark: Bitboard::EMPTY,
        task,
        hint: None,
        goal: None,
        on_wrong: Nudges::none(),
        explain: true,
        dots: false,
        stands_alone: false,
        reply: None,
    }
}

/// A step that continues from the board the previous step left (`board` is the
/// board validation computed for it).
fn follow(board: Board, task: Task) -> Step {
    Step {
        sets_position: false,
        ..step(board, task)
    }
}

fn lesson(steps: Vec<Step>) -> Lesson {
    Lesson {
        id: "test".into(),
        title: Text::en("Test"),
        summary: Text::en("A lesson for the tests."),
        steps,
        origin: Default::default(),
    }
}

fn run(steps: Vec<Step>) -> LessonRun {
    LessonRun::new(lesson(steps))
}

fn play_d3() -> Task {
    Task::Play { accept: set("d3") }
}

/// Pass position: black b1 next to white a1 in the corner, black to move.
fn black_must_pass() -> Board {
    discs("b1", "a1", Color::Black)
}

fn outcome_task(board: &Board) -> Task {
    let o = board.outcome();
    Task::Outcome {
        winner: o.winner(),
        black: o.black,
        white: o.white,
    }
}

/// The kind of each feedback, for the tables.
#[derive(Debug, PartialEq)]
enum Kind {
    Right,
    Wrong,
    NotAnAnswer,
}

fn kind(f: &Feedback) -> Kind {
    match f {
        Feedback::Right { .. } | Feedback::Game(_) => Kind::Right,
        Feedback::Wrong { .. } => Kind::Wrong,
        Feedback::NotAnAnswer(_) => Kind::NotAnAnswer,
    }
}

fn mv(s: &str) -> Answer {
    Answer::Move(sq(s))
}

fn squares(s: &str) -> Answer {
    Answer::Squares(set(s))
}

fn said(winner: Option<Color>, count: Option<(u32, u32)>) -> Answer {
    Answer::Outcome { winner, count }
}

#[test]
fn every_task_kind_judges_right_and_wrong_answers() {
    use Kind::{NotAnAnswer as Not, Right as Yes, Wrong as No};
    const B: Option<Color> = Some(Color::Black);
    const W: Option<Color> = Some(Color::White);
    let start = Board::start();
    let all = Task::AllLegal {
        answer: set("d3 c4 f5 e6"),
    };
    let f5 = Task::PredictFlips {
        mv: sq("f5"),
        answer: set("e5"),
    };
    let pass = black_must_pass();
    let won = discs("a1 b1", "", Color::White);
    let draw = discs("a1", "h8", Color::Black);
    // In the order written (shuffled choices: see choices_are_shown_shuffled_...).
    let choice = Task::Choice {
        choices: vec![Text::en("no"), Text::en("yes"), Text::en("maybe")],
        correct: 1,
        shuffle: false,
    };
    // Legality plays no part: a1 is taken by no one and not a legal move, yet right.
    let find = Task::FindSquare {
        answer: set("c6 a1"),
    };
    let table: Vec<(&str, Board, Task, Answer, Kind)> = vec![
        ("play d3", start, play_d3(), mv("d3"), Yes),
        ("play c4", start, play_d3(), mv("c4"), No),
        ("play a1", start, play_d3(), mv("a1"), No),
        ("play pass", start, play_d3(), Answer::Pass, No),
        ("play set of d3", start, play_d3(), squares("d3"), Yes),
        ("play choice", start, play_d3(), Answer::Choice(0), Not),
        ("any c4", start, Task::AnyLegal, mv("c4"), Yes),
        ("any e6", start, Task::AnyLegal, mv("e6"), Yes),
        ("any c3", start, Task::AnyLegal, mv("c3"), No),
        ("any pass", start, Task::AnyLegal, Answer::Pass, No),
        ("all right", start, all.clone(), squares("c4 d3 e6 f5"), Yes),
        ("all short", start, all.clone(), squares("d3 c4"), No),
        ("all one", start, all.clone(), mv("d3"), No),
        ("all pass", start, all.clone(), Answer::Pass, No),
        ("flips e5", start, f5.clone(), mv("e5"), Yes),
        ("flips e5 d5", start, f5.clone(), squares("e5 d5"), No),
        ("flips none", start, f5.clone(), squares(""), No),
        ("flips pass", start, f5.clone(), Answer::Pass, Not),
        ("pass pass", pass, Task::Pass, Answer::Pass, Yes),
        ("pass c1", pass, Task::Pass, mv("c1"), No),
        ("pass squares", pass, Task::Pass, squares("c1 d1"), Not),
        ("black", won, outcome_task(&won), said(B, None), Yes),
        (
            "black 2 0",
            won,
            outcome_task(&won),
            said(B, Some((2, 0))),
            Yes,
        ),
        (
            "black 3 0",
            won,
            outcome_task(&won),
            said(B, Some((3, 0))),
            No,
        ),
        ("white", won, outcome_task(&won), said(W, None), No),
        (
            "draw 1 1",
            draw,
            outcome_task(&draw),
            said(None, Some((1, 1))),
            Yes,
        ),
        ("outcome square", draw, outcome_task(&draw), mv("d3"), Not),
        ("choice 1", start, choice.clone(), Answer::Choice(1), Yes),
        ("choice 0", start, choice.clone(), Answer::Choice(0), No),
        ("choice 7", start, choice.clone(), Answer::Choice(7), Not),
        ("find c6", start, find.clone(), mv("c6"), Yes),
        ("find a1", start, find.clone(), mv("a1"), Yes),
        ("find set of c6", start, find.clone(), squares("c6"), Yes),
        ("find d3", start, find.clone(), mv("d3"), No),
        ("find d4", start, find.clone(), mv("d4"), No),
        ("find pass", start, find.clone(), Answer::Pass, Not),
        ("find two", start, find.clone(), squares("c6 a1"), Not),
        ("find choice", start, find.clone(), Answer::Choice(0), Not),
        ("read d3", start, Task::Read, mv("d3"), Not),
    ];
    for (name, board, task, answer, expected) in table {
        let mut r = run(vec![step(board, task)]);
        let feedback = r.submit(answer);
        assert_eq!(kind(&feedback), expected, "{name}: {feedback:?}");
        assert_eq!(r.is_done(), expected == Kind::Right, "{name}");
    }
}

#[test]
fn d3_is_explained_by_the_line_going_down() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    let Feedback::Right {
        right:
            Right::Played {
                explanation,
                after,
                show_lines,
            },
        reply: None,
    } = r.submit(Answer::Move(sq("d3")))
    else {
        panic!("d3 should be right");
    };
    assert!(show_lines);
    let lines: Vec<_> = explanation.enclosed().collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].direction, Direction::Down);
    assert_eq!(
        lines[0].outcome,
        LineOutcome::Encloses {
            flips: set("d4"),
            closed_by: sq("d5")
        }
    );
    assert_eq!(after, self::after("d3"));
    assert_eq!(*r.board(), self::after("d3"));
}

#[test]
fn a_legal_move_the_step_did_not_ask_for_says_what_it_flips_and_the_second_miss_what_is_wanted() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    match r.submit(Answer::Move(sq("c4"))) {
        Feedback::Wrong {
            wrong: Wrong::NotAsked { explanation },
            answer: None,
            ..
        } => {
            assert_eq!(explanation.flips(), set("d4"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(*r.board(), Board::start());
    match r.submit(Answer::Move(sq("f5"))) {
        Feedback::Wrong {
            answer: Some(answer),
            ..
        } => assert_eq!(*answer, Solution::Moves(set("d3"))),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_taken_square_is_explained_but_is_no_miss_and_never_brings_the_answer() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    for _ in 0..3 {
        match r.submit(mv("d4")) {
            Feedback::Wrong {
                wrong: Wrong::Illegal { explanation },
                answer: None,
                ..
            } => assert_eq!(explanation.occupied_by, Some(Color::White)),
            other => panic!("{other:?}"),
        }
    }
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert_eq!(r.summary().stars(), 3, "slips cost no star");
}

#[test]
fn a_first_wrong_answer_never_carries_the_answer_in_any_task_kind() {
    let tasks = [
        (Board::start(), play_d3(), mv("c4")),
        (
            Board::start(),
            Task::AllLegal {
                answer: set("d3 c4 f5 e6"),
            },
            squares("d3 c4"),
        ),
        (
            Board::start(),
            Task::PredictFlips {
                mv: sq("f5"),
                answer: set("e5"),
            },
            squares("d5"),
        ),
        (
            Board::start(),
            Task::Choice {
                choices: vec![Text::en("a"), Text::en("b")],
                correct: 1,
                shuffle: false,
            },
            Answer::Choice(0),
        ),
    ];
    for (board, task, wrong) in tasks {
        let mut r = run(vec![step(board, task.clone())]);
        match r.submit(wrong.clone()) {
            Feedback::Wrong { answer: None, .. } => {}
            other => panic!("{task:?}: {other:?}"),
        }
        match r.submit(wrong) {
            Feedback::Wrong {
                answer: Some(_), ..
            } => {}
            other => panic!("{task:?}: {other:?}"),
        }
    }
}

#[test]
fn reveal_plays_the_move_for_the_learner_and_the_lesson_goes_on_from_it() {
    let mut r = run(vec![
        step(Board::start(), play_d3()),
        follow(after("d3"), Task::Read),
    ]);
    let revealed = r.reveal().expect("a play step has an answer");
    assert_eq!(revealed.answer, Solution::Moves(set("d3")));
    assert!(matches!(revealed.played, Some(Right::Played { .. })));
    assert_eq!(*r.board(), after("d3"));
    assert!(r.reveal().is_none(), "the step is done");
    assert!(matches!(r.next_step(), Advance::Moved { .. }));
    assert_eq!(*r.board(), after("d3"));
    assert_eq!(r.summary().revealed, 1);
}

/// A lesson of two multiple-choice steps, the right answer written second.
fn two_choices(shuffle: bool) -> LessonRun {
    let choice = Task::Choice {
        choices: ["north", "south", "east", "west", "up"]
            .into_iter()
            .map(Text::en)
            .collect(),
        correct: 1,
        shuffle,
    };
    run(vec![
        step(Board::start(), choice.clone()),
        step(Board::start(), choice),
    ])
}

/// The choices of the current step as shown.
fn shown(r: &LessonRun) -> Vec<String> {
    r.choices()
        .iter()
        .map(|c| c.get(Lang::En).to_string())
        .collect()
}

#[test]
fn choices_are_shown_shuffled_the_same_way_every_run_and_answers_count_in_that_order() {
    let mut r = two_choices(true);
    let first = shown(&r);
    assert_eq!(
        first,
        shown(&two_choices(true)),
        "seeded: the same every run"
    );
    let mut sorted = first.clone();
    sorted.sort();
    assert_eq!(sorted, ["east", "north", "south", "up", "west"]);
    let right = first.iter().position(|c| c == "south").unwrap();
    let wrong = (right + 1) % first.len();
    // A wrong number is named as shown, and so is the answer after a second miss.
    match r.submit(Answer::Choice(wrong)) {
        Feedback::Wrong {
            wrong: Wrong::Choice { index },
            answer: None,
            ..
        } => assert_eq!(index, wrong),
        other => panic!("{other:?}"),
    }
    match r.submit(Answer::Choice(wrong)) {
        Feedback::Wrong {
            answer: Some(answer),
            ..
        } => assert_eq!(*answer, Solution::Choice { index: right }),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        r.submit(Answer::Choice(right)),
        Feedback::Right {
            right: Right::Choice { index: right },
            reply: None
        }
    );
    // The next step, with the same choices, is shuffled on its own seed; reveal
    // names the right one where it is shown.
    r.next_step();
    let second = shown(&r);
    let revealed = r.reveal().unwrap();
    let right = second.iter().position(|c| c == "south").unwrap();
    assert_eq!(revealed.answer, Solution::Choice { index: right });
    // Over both steps the order differs from the one written somewhere.
    let written = ["north", "south", "east", "west", "up"];
    assert!(first != written || second != written);
}

#[test]
fn choices_with_shuffle_false_keep_the_order_written() {
    let mut r = two_choices(false);
    assert_eq!(shown(&r), ["north", "south", "east", "west", "up"]);
    assert!(r.submit(Answer::Choice(1)).is_right());
}

#[test]
fn stars_count_first_tries_and_misses() {
    let lesson = || {
        run(vec![
            step(Board::start(), play_d3()),
            step(Board::start(), play_d3()),
        ])
    };
    let mut r = lesson();
    for _ in 0..2 {
        assert!(r.submit(mv("d3")).is_right());
        r.next_step();
    }
    assert_eq!(r.summary().stars(), 3);
    let mut r = lesson();
    assert!(r.submit(mv("c4")).is_wrong());
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    r.reveal();
    r.next_step();
    assert_eq!(r.summary().stars(), 2);
    let mut r = lesson();
    for _ in 0..3 {
        assert!(r.submit(mv("c4")).is_wrong());
    }
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    r.skip();
    assert_eq!(r.summary().stars(), 1);
}

#[test]
fn going_back_and_answering_again_keeps_the_misses_of_the_first_visit() {
    let lesson = || {
        run(vec![
            step(Board::start(), play_d3()),
            step(Board::start(), play_d3()),
        ])
    };
    // A miss, then back from the next step and right at once: still a miss.
    let mut r = lesson();
    assert!(r.submit(mv("c4")).is_wrong());
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert!(r.back());
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert!(r.is_finished());
    let summary = r.summary();
    assert_eq!((summary.tasks, summary.right), (2, 2));
    assert_eq!((summary.right_first_time, summary.wrong), (1, 1));
    assert_eq!(summary.stars(), 2);
    // A skip and a reveal, then both answered again: still two misses, and a
    // third makes one star.
    let mut r = lesson();
    r.skip();
    r.reveal();
    r.back();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    let summary = r.summary();
    assert_eq!((summary.skipped, summary.revealed), (1, 1));
    assert_eq!(summary.stars(), 2);
    r.back();
    assert!(r.submit(mv("c4")).is_wrong());
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert_eq!(r.summary().stars(), 1);
    // Answered right at the first try, gone back to and answered right again: three.
    let mut r = lesson();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    r.back();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert!(r.submit(mv("d3")).is_right());
    r.next_step();
    assert_eq!(r.summary().stars(), 3);
}

#[test]
fn an_illegal_square_explains_every_direction_or_that_it_is_taken() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    match r.submit(Answer::Move(sq("a1"))) {
        Feedback::Wrong {
            wrong: Wrong::Illegal { explanation },
            ..
        } => {
            assert_eq!(explanation.occupied_by, None);
            assert!(!explanation.is_legal());
        }
        other => panic!("{other:?}"),
    }
    match r.submit(Answer::Move(sq("d4"))) {
        Feedback::Wrong {
            wrong: Wrong::Illegal { explanation },
            ..
        } => {
            assert_eq!(explanation.occupied_by, Some(Color::White));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_pass_with_moves_on_the_board_is_refused_with_the_moves() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    assert_eq!(
        r.submit(Answer::Pass),
        Feedback::Wrong {
            wrong: Wrong::PassRefused {
                player: Color::Black,
                moves: 4
            },
            on_wrong: None,
            answer: None,
        }
    );
}

#[test]
fn a_wrong_set_names_the_missing_and_the_extra_squares() {
    let mut r = run(vec![step(
        Board::start(),
        Task::AllLegal {
            answer: set("d3 c4 f5 e6"),
        },
    )]);
    match r.submit(Answer::Squares(set("d3 c4 c3"))) {
        Feedback::Wrong {
            wrong: Wrong::LegalMoves { missing, extra },
            ..
        } => {
            assert_eq!(missing, 2);
            assert_eq!(extra.len(), 1);
            assert_eq!(extra[0].square, sq("c3"));
            assert!(!extra[0].is_legal());
        }
        other => panic!("{other:?}"),
    }
    let mut r = run(vec![step(
        Board::start(),
        Task::PredictFlips {
            mv: sq("f5"),
            answer: set("e5"),
        },
    )]);
    match r.submit(Answer::Squares(set("d5 e4"))) {
        Feedback::Wrong {
            wrong:
                Wrong::Flips {
                    mv: flips_of,
                    missing,
                    extra,
                },
            ..
        } => {
            assert_eq!(missing, 1);
            assert_eq!(extra, set("d5 e4"));
            assert_eq!(flips_of, sq("f5"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn wrong_answers_carry_the_steps_own_words_and_can_be_retried() {
    let mut s = step(Board::start(), play_d3());
    s.on_wrong = Nudges::every(Text::en("Play d3: column d, row 3."));
    let mut r = run(vec![s, follow(after("d3"), Task::Read)]);
    match r.submit(Answer::Move(sq("c4"))) {
        Feedback::Wrong {
            on_wrong: Some(text),
            ..
        } => assert_eq!(text.get(Lang::En), "Play d3: column d, row 3."),
        other => panic!("{other:?}"),
    }
    // Not an answer: no words of the step, no wrong try counted.
    assert_eq!(
        r.submit(Answer::Choice(0)),
        Feedback::NotAnAnswer(NotAnAnswer::Expects(Asks::Move))
    );
    assert!(r.submit(Answer::Move(sq("d3"))).is_right());
    assert_eq!(
        r.results()[0],
        Some(StepResult::Right { wrong: 1, hints: 0 })
    );
    assert_eq!(
        r.submit(Answer::Move(sq("d3"))),
        Feedback::NotAnAnswer(NotAnAnswer::AlreadyAnswered)
    );
    assert_eq!(r.next_step(), Advance::Moved { reply: None });
}

#[test]
fn a_right_answer_plays_the_scripted_reply_and_the_next_step_continues_from_it() {
    let mut s = step(Board::start(), play_d3());
    s.reply = Some(Move::Play(sq("c3")));
    let mut r = run(vec![s, follow(after("d3c3"), Task::Read)]);
    match r.submit(Answer::Move(sq("d3"))) {
        Feedback::Right {
            reply:
                Some(Reply::Played {
                    explanation,
                    after: board,
                }),
            ..
        } => {
            assert_eq!(explanation.player, Color::White);
            assert_eq!(explanation.square, sq("c3"));
            assert_eq!(explanation.flips(), set("d4"));
            assert_eq!(board, after("d3c3"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.next_step(), Advance::Moved { reply: None });
    assert_eq!(r.index(), 1);
    assert_eq!(*r.board(), after("d3c3"));
}

#[test]
fn a_step_to_read_plays_its_reply_when_the_learner_goes_on() {
    let mut s = step(after("d3"), Task::Read);
    s.reply = Some(Move::Play(sq("c3")));
    let mut r = run(vec![s, follow(after("d3c3"), Task::Read)]);
    assert_eq!(
        r.submit(Answer::Move(sq("c3"))),
        Feedback::NotAnAnswer(NotAnAnswer::NothingAsked)
    );
    match r.next_step() {
        Advance::Moved {
            reply: Some(Reply::Played { explanation, .. }),
        } => {
            assert_eq!(explanation.square, sq("c3"))
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(*r.board(), after("d3c3"));
    assert_eq!(r.next_step(), Advance::Finished { reply: None });
    assert!(r.is_finished());
    assert_eq!(
        r.submit(Answer::Pass),
        Feedback::NotAnAnswer(NotAnAnswer::Finished)
    );
}

#[test]
fn a_scripted_pass_is_reported() {
    let mut s = step(discs("b1 d1", "a1", Color::White), Task::AnyLegal);
    s.reply = Some(Move::Pass);
    let mut r = run(vec![s]);
    // White plays c1 (enclosing b1); black's d1 then encloses nothing: black passes.
    match r.submit(Answer::Move(sq("c1"))) {
        Feedback::Right {
            reply: Some(Reply::Passed { player }),
            ..
        } => assert_eq!(player, Color::Black),
        other => panic!("{other:?}"),
    }
    assert_eq!(r.board().to_move(), Color::White);
}

#[test]
fn a_task_step_waits_for_its_answer_before_going_on() {
    let mut r = run(vec![
        step(Board::start(), play_d3()),
        follow(after("d3"), Task::Read),
    ]);
    assert_eq!(r.next_step(), Advance::AnswerFirst);
    assert_eq!(r.index(), 0);
}

#[test]
fn back_restores_the_board_the_step_began_with() {
    let mut r = run(vec![
        step(Board::start(), play_d3()),
        follow(after("d3"), Task::AnyLegal),
        follow(after("d3c3"), Task::Read),
    ]);
    assert!(!r.back(), "nothing before the first step");
    assert!(r.submit(Answer::Move(sq("d3"))).is_right());
    r.next_step();
    assert!(r.submit(Answer::Move(sq("c3"))).is_right());
    r.next_step();
    assert_eq!(r.index(), 2);
    assert!(r.back());
    assert_eq!(r.index(), 1);
    assert_eq!(*r.board(), after("d3"));
    assert!(!r.is_done(), "the step is open again");
    assert!(r.back());
    assert_eq!(*r.board(), Board::start());
    // Finished lessons go back to their last step.
    let mut r = run(vec![step(Board::start(), Task::Read)]);
    r.next_step();
    assert!(r.is_finished());
    assert!(r.back());
    assert!(!r.is_finished());
    assert_eq!(r.index(), 0);
}

#[test]
fn skip_moves_on_to_the_board_the_next_step_was_written_for() {
    let mut r = run(vec![
        step(Board::start(), play_d3()),
        follow(after("d3"), Task::Read),
    ]);
    assert!(r.skip());
    assert_eq!(r.index(), 1);
    assert_eq!(*r.board(), after("d3"));
    assert_eq!(r.results()[0], Some(StepResult::Skipped));
    assert!(!r.skip(), "skipping the last step finishes the lesson");
    assert!(r.is_finished());
    let summary = r.summary();
    assert_eq!((summary.tasks, summary.right, summary.skipped), (1, 0, 1));
}

#[test]
fn hints_are_the_steps_words_or_what_the_engine_can_say() {
    let mut written = step(Board::start(), play_d3());
    written.hint = Some(Text::en("Look above d4."));
    let table: Vec<(Step, Hint)> = vec![
        (written, Hint::Written(Text::en("Look above d4."))),
        (step(Board::start(), play_d3()), Hint::PlayOneOf(set("d3"))),
        (
            step(Board::start(), Task::AnyLegal),
            Hint::LegalMoveCount(4),
        ),
        (
            step(
                Board::start(),
                Task::AllLegal {
                    answer: set("d3 c4 f5 e6"),
                },
            ),
            Hint::LegalMoveCount(4),
        ),
        (
            step(
                Board::start(),
                Task::PredictFlips {
                    mv: sq("f5"),
                    answer: set("e5"),
                },
            ),
            Hint::FlipCount {
                mv: sq("f5"),
                count: 1,
            },
        ),
        (
            step(black_must_pass(), Task::Pass),
            Hint::LookForAMove {
                player: Color::Black,
            },
        ),
        (
            step(
                discs("a1", "h8", Color::Black),
                outcome_task(&discs("a1", "h8", Color::Black)),
            ),
            Hint::CountDiscs,
        ),
        (step(Board::start(), Task::Read), Hint::None),
    ];
    for (s, expected) in table {
        let mut r = run(vec![s]);
        assert_eq!(r.hint(), expected);
    }
    let mut r = run(vec![step(Board::start(), play_d3())]);
    r.hint();
    r.submit(Answer::Move(sq("d3")));
    assert_eq!(
        r.results()[0],
        Some(StepResult::Right { wrong: 0, hints: 1 })
    );
    assert_eq!(r.summary().right_first_time, 0);
    assert_eq!(r.hint(), Hint::None, "no hint once the step is done");
}

#[test]
fn legal_move_dots_show_only_on_steps_that_ask_for_them_until_answered() {
    let shows = |task, dots| {
        let mut s = step(Board::start(), task);
        s.dots = dots;
        run(vec![s]).shows_legal_moves()
    };
    let choice = || Task::Choice {
        choices: vec![Text::en("yes"), Text::en("no")],
        correct: 0,
        shuffle: false,
    };
    for task in [Task::Read, play_d3(), choice()] {
        assert!(shows(task.clone(), true), "{task:?}");
        assert!(!shows(task.clone(), false), "{task:?}");
    }
    assert!(!shows(Task::AnyLegal, false));
    assert!(!shows(Task::Pass, false));
    assert!(!shows(
        Task::AllLegal {
            answer: set("d3 c4 f5 e6")
        },
        false
    ));
    // Once the step is answered, the dots may show.
    let mut r = run(vec![step(Board::start(), Task::AnyLegal)]);
    assert!(r.submit(mv("f5")).is_right());
    assert!(r.shows_legal_moves());
    let over = discs("a1", "h8", Color::Black);
    assert!(!run(vec![step(over, outcome_task(&over))]).shows_disc_count());
}

#[test]
fn find_square_judges_the_square_named_and_leaves_the_board_as_it_was() {
    let mut r = run(vec![step(
        Board::start(),
        Task::FindSquare { answer: set("c6") },
    )]);
    assert!(!r.shows_legal_moves());
    assert_eq!(
        r.submit(mv("e6")),
        Feedback::Wrong {
            wrong: Wrong::NotTheSquare { square: sq("e6") },
            on_wrong: None,
            answer: None,
        }
    );
    assert_eq!(r.hint(), Hint::None, "no hint gives the square away");
    assert_eq!(
        r.submit(mv("c6")),
        Feedback::Right {
            right: Right::FoundSquare { square: sq("c6") },
            reply: None,
        }
    );
    assert_eq!(*r.board(), Board::start());
    assert_eq!(
        r.results()[0],
        Some(StepResult::Right { wrong: 1, hints: 0 })
    );
    let words = |lang, feedback: &Feedback| {
        narrate::feedback(Ui::new(lang), feedback)
            .into_iter()
            .map(|s| s.text)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let wrong = Feedback::Wrong {
        wrong: Wrong::NotTheSquare { square: sq("e6") },
        on_wrong: None,
        answer: None,
    };
    assert_eq!(words(Lang::En, &wrong), "e6 is not the square asked for.");
    assert!(words(Lang::Id, &wrong).contains("e6 bukan kotak"));
    assert!(words(Lang::Vi, &wrong).contains("e6 không phải là ô"));
    let expects = Feedback::NotAnAnswer(NotAnAnswer::Expects(Asks::Square));
    assert!(words(Lang::En, &expects).contains("asks for a square"));
}

#[test]
fn after_a_free_choice_the_next_step_continues_from_the_learners_board() {
    // The lesson was written with d3 (the first legal move) in mind; the learner plays f5.
    let mut r = run(vec![
        step(Board::start(), Task::AnyLegal),
        follow(
            after("d3"),
            Task::AllLegal {
                answer: set("c3 e3 c5"),
            },
        ),
    ]);
    assert!(r.submit(Answer::Move(sq("f5"))).is_right());
    r.next_step();
    assert_eq!(*r.board(), after("f5"));
    assert_eq!(
        r.task(),
        &Task::AllLegal {
            answer: set("d6 f4 f6")
        }
    );
    assert!(r.submit(Answer::Squares(set("d6 f4 f6"))).is_right());
}

#[test]
fn a_reply_that_does_not_fit_the_learners_board_falls_back_to_the_lessons_board() {
    let mut s = step(Board::start(), Task::AnyLegal);
    s.reply = Some(Move::Play(sq("c3")));
    let mut r = run(vec![s, follow(after("d3c3"), Task::Read)]);
    match r.submit(Answer::Move(sq("f5"))) {
        Feedback::Right {
            reply: Some(Reply::DoesNotFit { reply }),
            ..
        } => {
            assert_eq!(reply, Move::Play(sq("c3")))
        }
        other => panic!("{other:?}"),
    }
    r.next_step();
    assert_eq!(*r.board(), after("d3c3"));
}

#[test]
fn feedback_is_told_in_each_language_direction_by_direction() {
    let mut r = run(vec![step(Board::start(), play_d3())]);
    let feedback = r.submit(Answer::Move(sq("d3")));
    let words = |lang| {
        narrate::feedback(Ui::new(lang), &feedback)
            .into_iter()
            .map(|s| s.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        words(Lang::En).contains("down: encloses white on d4, closed by black on d5"),
        "{}",
        words(Lang::En)
    );
    assert!(
        words(Lang::Id).contains("bawah: mengapit putih di d4, ditutup oleh hitam di d5"),
        "{}",
        words(Lang::Id)
    );
    assert!(
        words(Lang::Vi).contains("xuống: kẹp quân trắng ở d4"),
        "{}",
        words(Lang::Vi)
    );

    let mut r = run(vec![step(Board::start(), play_d3())]);
    let a1 = narrate::feedback(Ui::new(Lang::En), &r.submit(Answer::Move(sq("a1"))));
    let details: Vec<_> = a1
        .iter()
        .filter(|s| s.detail)
        .map(|s| s.text.as_str())
        .collect();
    assert_eq!(
        details,
        [
            "right: meets the empty square b1",
            "down-right: meets the empty square b2",
            "down: meets the empty square a2"
        ]
    );
}

#[test]
fn a_resumed_lesson_opens_at_the_step_where_the_learner_stopped() {
    let later = after("d3");
    let lesson = lesson(vec![
        step(Board::start(), Task::Read),
        step(later, Task::Read),
        step(later, Task::Read),
    ]);
    let run = LessonRun::resume(lesson.clone(), 1);
    assert_eq!(run.index(), 1);
    assert_eq!(*run.board(), later);
    assert!(run.results().iter().all(Option::is_none));
    assert_eq!(LessonRun::resume(lesson, 99).index(), 2);
}

#[test]
fn retry_opens_the_step_again_on_the_board_it_began_with() {
    let mut run = run(vec![step(Board::start(), play_d3())]);
    assert!(run.submit(mv("d3")).is_right());
    run.retry();
    assert!(!run.is_done());
    assert_eq!(*run.board(), Board::start());
    assert!(run.submit(mv("d3")).is_right());
}

#[test]
fn a_play_step_with_a_goal_accepts_the_moves_meeting_it_on_the_board_the_learner_reached() {
    use reversi_tutor::course::goal::{Goal, LineKind};
    // Written for the board after f5; the learner opened with d3 instead.
    let goal = Goal::Encloses(LineKind::Diagonal);
    let written = after("f5");
    let reached = after("d3");
    let meets = goal.moves(&reached).unwrap();
    let intersected = goal.moves(&written).unwrap() & reached.legal_moves();
    assert_ne!(meets, intersected, "the goal finds other moves there");
    let mut second = follow(
        written,
        Task::Play {
            accept: goal.moves(&written).unwrap(),
        },
    );
    second.goal = Some(goal);
    let mut r = run(vec![step(Board::start(), Task::AnyLegal), second]);
    assert!(r.submit(mv("d3")).is_right());
    assert!(matches!(r.next_step(), Advance::Moved { .. }));
    assert_eq!(r.board(), &reached);
    assert_eq!(r.task(), &Task::Play { accept: meets });
}

#[test]
fn a_miss_before_trying_a_step_again_or_going_back_still_costs_the_third_star() {
    for leave in ["retry", "back"] {
        let mut r = run(vec![
            step(Board::start(), Task::Read),
            step(Board::start(), play_d3()),
        ]);
        assert!(matches!(r.next_step(), Advance::Moved { .. }));
        assert!(r.submit(mv("c4")).is_wrong());
        if leave == "retry" {
            r.retry();
        } else {
            assert!(r.back());
            assert!(matches!(r.next_step(), Advance::Moved { .. }));
        }
        assert!(r.submit(mv("d3")).is_right());
        let summary = r.summary();
        assert_eq!(summary.right_first_time, 0, "{leave}");
        assert_eq!(summary.wrong, 1, "{leave}");
        assert_eq!(summary.stars(), 2, "{leave}");
    }
}

fn game(board: Board) -> LessonRun {
    use reversi_tutor::engine::search::Level;
    LessonRun::new(lesson(vec![step(
        board,
        Task::Game {
            level: Level::Random,
        },
    )]))
}

#[test]
fn a_game_step_plays_the_computers_answer_and_its_pass_then_ends_with_the_count() {
    // Black to move: c1 flips b1; white (g2 alone) has no move and passes;
    // black f2 flips g2, and white has no disc left.
    let mut run = game(discs("a1 h2", "b1 g2", Color::Black));
    let Feedback::Game(turn) = run.submit(Answer::Move(sq("c1"))) else {
        panic!("c1 is a move of the game");
    };
    assert_eq!(turn.played.square, sq("c1"));
    assert_eq!(
        turn.answers,
        vec![Reply::Passed {
            player: Color::White
        }]
    );
    assert_eq!(turn.end, None);
    assert!(!run.is_done() && run.played_game().is_none());
    assert_eq!(run.board().to_move(), Color::Black);
    let Feedback::Game(turn) = run.submit(Answer::Move(sq("f2"))) else {
        panic!("f2 is a move of the game");
    };
    let end = turn.end.expect("white has no disc left");
    assert_eq!((end.black, end.white), (6, 0));
    assert!(run.is_done());
    assert_eq!(run.played_game().unwrap().record(), "c1paf2");
    let ui = Ui::new(Lang::En);
    let said: Vec<String> = narrate::feedback(ui, &Feedback::Game(turn))
        .into_iter()
        .map(|l| l.text)
        .collect();
    assert!(
        said.iter().any(|l| l.contains("Black 6, white 0")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|l| l == ui.game_you_won(Some(true))),
        "{said:?}"
    );
    assert_eq!(run.next_step(), Advance::Finished { reply: None });
    assert_eq!(run.summary().right_first_time, 1);
}

#[test]
fn a_game_move_that_opens_a_corner_to_the_opponent_is_said_to_give_it() {
    // b2 flips c2; then white's a1 encloses b2 against c3, which it could not before.
    let mut run = game(discs("d2", "c2 c3", Color::Black));
    let Feedback::Game(turn) = run.submit(Answer::Move(sq("b2"))) else {
        panic!("b2 is a move of the game");
    };
    assert!(
        turn.comments
            .contains(&reversi_tutor::runner::GameComment::CornerGiven {
                player: Color::White,
                corner: sq("a1")
            }),
        "{:?}",
        turn.comments
    );
}

#[test]
fn a_game_never_gives_its_moves_away_after_two_misses_nor_on_reveal() {
    let mut run = game(Board::start());
    for _ in 0..3 {
        assert!(matches!(
            run.submit(Answer::Move(sq("a1"))),
            Feedback::Wrong { answer: None, .. }
        ));
    }
    assert_eq!(run.reveal(), None);
    assert_eq!(run.hint(), Hint::LegalMoveCount(4));
    assert!(matches!(
        run.submit(Answer::Pass),
        Feedback::Wrong {
            wrong: Wrong::PassRefused { .. },
            ..
        }
    ));
    assert!(matches!(
        run.submit(Answer::Move(sq("d3"))),
        Feedback::Game(_)
    ));
    // The computer answered: the learner is to move again.
    assert_eq!(run.board().to_move(), Color::Black);
    assert_eq!(run.board().black().len() + run.board().white().len(), 6);
}
