//! The Help page and the new key words in English.

use crate::engine::Color;

use super::{Guide, Place, Topic};

/// English.
pub(super) struct English;

impl Guide for English {
    fn guide_title(&self) -> &'static str {
        "Help: how the tutor works"
    }

    fn topic(&self, topic: Topic) -> (&'static str, &'static [&'static str]) {
        match topic {
            Topic::Lessons => (
                "Lessons and stars",
                &[
                    "The course is a list of lessons. Take them in order. Each lesson has steps.",
                    "Some steps are to read. Others ask a question: play a square, mark squares, or choose an answer.",
                    "A wrong answer first gets a nudge. The nudge says what your answer did. It does not give the answer.",
                    "After a second miss, the tutor shows the answer. A hint helps without giving it away.",
                    "A finished lesson gives stars. Three stars: every task right at the first try, with no hint. Two stars: two misses at most (a hint is not a miss). One star: you reached the end.",
                    "The list of lessons keeps your best stars. It also keeps the step you reached, so you can go on later.",
                ],
            ),
            Topic::Puzzles => (
                "Puzzles and your rating",
                &[
                    "A puzzle is one position with one task: find the best move, or the discs that flip.",
                    "The puzzle menu has modes and themes. Rated puzzles are near your rating. A streak ends at the first miss.",
                    "Your rating starts at 1000. It goes up when you solve a puzzle, and down when you miss one.",
                    "Only your first answer counts, and only with no hint and no answer shown before it.",
                    "A puzzle has two hints: first the idea, then where to look.",
                    "After an endgame puzzle, you can play its best line one move at a time.",
                ],
            ),
            Topic::ReviewQueue => (
                "The review queue",
                &[
                    "A puzzle you miss, or solve with help, joins the review queue.",
                    "It comes back the next day. Each time you solve it, it waits longer: 3 days, then 7. Then it leaves the queue.",
                    "Miss it again, and it comes back the next day.",
                    "A lesson task you answer wrong twice joins the same queue.",
                    "The puzzle menu shows what is due today. It can also give you today's misses again at once.",
                ],
            ),
            Topic::Play => (
                "Play a game",
                &[
                    "Play against the computer, or against a friend on the same board. Black moves first.",
                    "The computer has six levels. Level 1 plays any legal move. Level 2 flips as many discs as it can. Level 3 likes corners and edges.",
                    "Levels 4, 5 and 6 look ahead. Level 6 looks furthest, and plays the end perfectly.",
                    "The timer is off, 30 or 60 seconds a move. When your time runs out, a random legal move is played for you.",
                    "The dots show the legal moves. Turn them on or off before the game, or during it.",
                    "You can take a move back, save a game and go on with it later. A game you leave is kept: Play offers to go on with it.",
                ],
            ),
            Topic::GameReview => (
                "Look back at a game",
                &[
                    "After a game, the review grades every move.",
                    "The costliest moves come first. Each one says the better move, and why.",
                    "Choose a move in the list to see it on the board.",
                ],
            ),
            Topic::Demo => (
                "The classroom demo and the sandbox",
                &[
                    "The demo is for a projector: a big board that the whole class can read.",
                    "It shows a lesson step by step, or a game move by move.",
                    "A task's answer stays hidden until you show it, so the class guesses first.",
                    "Auto-advance goes on by itself. It waits at a hidden answer.",
                    "The sandbox is a board for any position. Put discs, choose who moves, and export the position for a lesson file.",
                ],
            ),
            Topic::Classroom => (
                "A class on the school network",
                &[
                    "The teacher's computer serves the class: reversi-tutor classroom serve",
                    "It shows what each pupil types, for example: ssh -p 2222 NAME@192.168.1.10",
                    "A pupil types the class code. The first login makes the name theirs.",
                    "Each pupil gets the whole tutor. Their progress is kept on the teacher's computer.",
                    "In a class, Play can invite a classmate. Both screens show every move.",
                    "The teacher's dashboard shows every pupil: where they are now, their stars and their ratings.",
                    "From the dashboard, the teacher watches class games live, pairs pupils for games, and writes a class report.",
                    "Follow me: the teacher leads a lesson, and it shows on every pupil's screen. Each pupil answers on their own screen. Then the teacher shows the answer.",
                    "The dashboard's keys are in the list below.",
                ],
            ),
            Topic::Notation => (
                "How squares are written",
                &[
                    "The columns are a to h, from left to right.",
                    "The rows are 1 to 8, from top to bottom.",
                    "So a1 is the top-left corner, and h8 is the bottom-right corner.",
                    "A square is its column, then its row: d3 is column d, row 3.",
                    "A game record is the moves one after another: f5d6c3.",
                ],
            ),
        }
    }

    fn keys_heading(&self) -> &'static str {
        "The keys of each screen"
    }

    fn keys_intro(&self, help: &str) -> String {
        format!(
            "On every screen, {help} lists the keys you can use there. Here are the keys of every screen."
        )
    }

    fn place(&self, place: Place) -> &'static str {
        match place {
            Place::Home => "Home",
            Place::Lessons => "The list of lessons",
            Place::Lesson => "A lesson",
            Place::PuzzleMenu => "The puzzle menu",
            Place::Puzzle => "A puzzle",
            Place::PlaySetup => "Play: the choices before a game",
            Place::Game => "A game",
            Place::Review => "A game's review",
            Place::DemoPick => "Classroom demo: what to show",
            Place::Demo => "The classroom demo",
            Place::Sandbox => "The sandbox",
            Place::Settings => "Settings",
            Place::Glossary => "Glossary",
            Place::Guide => "This Help page",
            Place::Classmates => "Classmates to invite (in a class)",
            Place::KeyList => "The key list over a screen",
            Place::Invitation => "An invitation (in a class)",
            Place::Dashboard => "The teacher's dashboard (in a class)",
            Place::DashboardOpen => "The dashboard: a game or a lesson open",
            Place::Follow => "Follow me, on a pupil's screen",
        }
    }

    fn erase_typed(&self) -> &'static str {
        "undo what you just typed"
    }
    fn erase_word(&self) -> &'static str {
        "undo letter"
    }
    fn set_level(&self) -> &'static str {
        "set the computer's level"
    }
    fn level_word(&self) -> &'static str {
        "level"
    }
    fn offer_play(&self) -> &'static str {
        "play a game against the computer"
    }
    fn offer_review(&self) -> &'static str {
        "look back at the game you just played, move by move"
    }
    fn offer_puzzles(&self) -> &'static str {
        "five puzzles on what this lesson taught"
    }
    fn offer_quiz(&self) -> &'static str {
        "the rules quiz: one question from each lesson so far"
    }
    fn sandbox_word(&self) -> &'static str {
        "sandbox"
    }
    fn put(&self, disc: Option<Color>) -> &'static str {
        match disc {
            Some(Color::Black) => "put a black disc on the square",
            Some(Color::White) => "put a white disc on the square",
            None => "make the square empty",
        }
    }
    fn invite(&self) -> &'static str {
        "invite the classmate chosen to a game"
    }
    fn invite_word(&self) -> &'static str {
        "invite"
    }
    fn withdraw(&self) -> &'static str {
        "take back your invitation"
    }
    fn withdraw_word(&self) -> &'static str {
        "take back"
    }
    fn accept(&self) -> &'static str {
        "accept the invitation and play"
    }
    fn accept_word(&self) -> &'static str {
        "accept"
    }
    fn decline(&self) -> &'static str {
        "say no to the invitation"
    }
    fn decline_word(&self) -> &'static str {
        "decline"
    }
}
