//! The teacher's side of the classroom in English.

use super::{TeacherKey, TeacherStrings};

/// English.
pub struct English;

impl TeacherStrings for English {
    fn teacher_code(&self, code: &str, command: &str) -> String {
        format!("Teacher code: {code} (for the dashboard on another machine: {command})")
    }

    fn teacher_hello(&self) -> &'static str {
        "Hello, teacher. Type the teacher code that serve printed."
    }

    fn prompt_teacher_code(&self) -> &'static str {
        "Teacher code: "
    }

    fn wrong_teacher_code(&self) -> &'static str {
        "That is not the teacher code. Look at what serve printed."
    }

    fn dashboard_stops_class(&self) -> &'static str {
        "This terminal shows the dashboard. Quitting it stops the class, with everything saved."
    }

    fn dashboard_title(&self) -> &'static str {
        "Class dashboard"
    }

    fn online_of(&self, online: usize, pupils: usize) -> String {
        format!("{online} of {pupils} pupils connected")
    }

    fn pane_names(&self) -> [&'static str; 5] {
        ["Pupils", "Games", "Kept games", "Lessons", "Settings"]
    }

    fn pupil_columns(&self) -> [&'static str; 7] {
        [
            "Name", "Where", "Lessons", "Stars", "Puzzles", "Class", "Seen",
        ]
    }

    fn no_pupils(&self) -> &'static str {
        "No pupil has logged in yet."
    }

    fn offline(&self) -> &'static str {
        "not connected"
    }

    fn following(&self) -> &'static str {
        "following you"
    }

    fn in_class_game(&self, id: u64) -> String {
        format!("class game {id}")
    }

    fn seen_now(&self) -> &'static str {
        "now"
    }

    fn seen_ago(&self, minutes: u64) -> String {
        match minutes {
            0 => "just now".to_string(),
            1..60 => format!("{minutes} min ago"),
            60..1440 => format!("{} h ago", minutes / 60),
            _ => format!("{} days ago", minutes / 1440),
        }
    }

    fn game_row(&self, id: u64, black: &str, white: &str, moves: usize) -> String {
        let moves = match moves {
            1 => "1 move".to_string(),
            n => format!("{n} moves"),
        };
        format!("{id} · {black} (black) against {white} (white) · {moves}")
    }

    fn seat_waits(&self, name: &str) -> String {
        format!("{name}'s seat waits")
    }

    fn no_games(&self) -> &'static str {
        "No class game is being played."
    }

    fn kept_row(&self, id: u64, black: &str, white: &str, discs: (u32, u32)) -> String {
        format!(
            "{id} · {black} (black) against {white} (white) · {} to {}",
            discs.0, discs.1
        )
    }

    fn no_kept(&self) -> &'static str {
        "No class game has ended yet."
    }

    fn games_help(&self, watch: &str) -> String {
        format!("{watch} watches the game chosen, move by move as it is played.")
    }

    fn kept_help(&self, open: &str, review: &str, follow: &str) -> String {
        format!(
            "{open} goes through the game chosen. {review} reviews it move by move. {follow} shows it to the whole class."
        )
    }

    fn lessons_help(&self, lead: &str) -> String {
        format!(
            "{lead}: the whole class follows this lesson with you. Pupils in a class game play on."
        )
    }

    fn lesson_closed(&self) -> &'static str {
        "not open yet"
    }

    fn setting_names(&self) -> [&'static str; 6] {
        [
            "Time for a move",
            "Colours swap after a game",
            "Dots in class games",
            "Wait before the computer plays a seat",
            "Computer level",
            "Lessons open to pupils",
        ]
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            None => "no timer".to_string(),
            Some(s) => format!("{s} s"),
        }
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "yes" } else { "no" }
    }

    fn seconds(&self, seconds: u64) -> String {
        format!("{seconds} s")
    }

    fn level_value(&self, level: u8) -> String {
        format!("level {level}")
    }

    fn open_lessons_value(&self, open: Option<usize>, total: usize) -> String {
        match open {
            None => format!("all {total}"),
            Some(1) => "lesson 1 only".to_string(),
            Some(n) => format!("lessons 1 to {n}"),
        }
    }

    fn settings_help(&self, change: &str) -> String {
        format!("{change} change the setting chosen. It is saved in settings.toml at once.")
    }

    fn paired(&self, pairs: &[(String, String)]) -> String {
        let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("{a} and {b}")).collect();
        format!("Invited to play: {}.", pairs.join(", "))
    }

    fn no_pairs(&self) -> &'static str {
        "Fewer than two pupils are free, so nobody was paired."
    }

    fn settings_saved(&self) -> &'static str {
        "Saved in settings.toml."
    }

    fn settings_not_saved(&self, why: &str) -> String {
        format!("Not saved: {why}")
    }

    fn report_written(&self, path: &str) -> String {
        format!("The report is in {path}")
    }

    fn report_not_written(&self, why: &str) -> String {
        format!("The report was not written: {why}")
    }

    fn watching(&self, id: u64, black: &str, white: &str) -> String {
        format!("Class game {id}, live: {black} (black) against {white} (white).")
    }

    fn key_help(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "the next part of the dashboard",
            TeacherKey::PartByNumber => "the part of the dashboard with that number",
            TeacherKey::Watch => "watch the game chosen, live",
            TeacherKey::GoThrough => "go through the kept game chosen, move by move",
            TeacherKey::FollowMe => "the whole class follows the lesson or kept game chosen",
            TeacherKey::PairByRating => {
                "pair the free pupils by class rating, and invite each pair"
            }
            TeacherKey::RoundRobin => "pair the free pupils who have played each other least",
            TeacherKey::Report => "write the class report (CSV) in the class folder",
            TeacherKey::Review => "review the kept game chosen, each move graded",
            TeacherKey::EndFollow => "end follow me: each pupil goes back to where they were",
        }
    }

    fn key_word(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "next part",
            TeacherKey::PartByNumber => "part",
            TeacherKey::Watch => "watch",
            TeacherKey::GoThrough => "open",
            TeacherKey::FollowMe => "follow me",
            TeacherKey::PairByRating => "pair by rating",
            TeacherKey::RoundRobin => "round robin",
            TeacherKey::Report => "report",
            TeacherKey::Review => "review",
            TeacherKey::EndFollow => "end follow me",
        }
    }

    fn class_follows(&self) -> &'static str {
        "The class follows this on every screen."
    }

    fn answers_in(&self, answered: usize, following: usize) -> String {
        format!("Answers: {answered} of {following}")
    }

    fn tally_row(&self, answer: &str, count: usize, names: &str) -> String {
        format!("{answer}: {count} ({names})")
    }

    fn follow_heading(&self) -> &'static str {
        "Your teacher leads. Follow on your screen."
    }

    fn follow_prompt_choice(&self) -> &'static str {
        "Answer on your screen: type the number of your choice."
    }

    fn follow_prompt_square(&self, play: &str) -> String {
        format!("Answer on your screen: type a square, like d3, then {play}.")
    }

    fn follow_prompt_squares(&self, mark: &str, answer: &str) -> String {
        format!("Answer on your screen: mark each square with {mark}, then {answer}.")
    }

    fn follow_prompt_outcome(&self) -> &'static str {
        "Answer on your screen: 1 black wins, 2 white wins, 3 a draw."
    }

    fn marked(&self, squares: &str) -> String {
        format!("Marked: {squares}")
    }

    fn follow_given(&self, answer: &str) -> String {
        format!("Your answer: {answer}. Your teacher will show the answer soon.")
    }

    fn follow_right(&self) -> &'static str {
        "You were right!"
    }

    fn follow_wrong(&self) -> &'static str {
        "Not this time. Look at the answer on the board."
    }

    fn follow_none(&self) -> &'static str {
        "You did not answer this one."
    }

    fn follow_not_an_answer(&self) -> &'static str {
        "That does not answer this question. Look at what it asks."
    }

    fn follow_once(&self) -> &'static str {
        "Your answer is in. Each question takes one answer."
    }

    fn answer_pass(&self) -> &'static str {
        "pass"
    }

    fn answer_draw(&self) -> &'static str {
        "a draw"
    }

    fn report_columns(&self) -> [&'static str; 9] {
        [
            "name",
            "connected",
            "where",
            "lessons done",
            "stars",
            "puzzle rating",
            "class rating",
            "class games",
            "last seen",
        ]
    }

    fn yes_no(&self, yes: bool) -> &'static str {
        if yes { "yes" } else { "no" }
    }
}
