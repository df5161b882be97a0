//! What the classroom says about its teacher's side: the teacher logging in,
//! the dashboard, the class report's columns, and follow me on the teacher's
//! and the pupils' screens (each in the reader's language). Each sentence is a
//! message of the language's `.ftl` file (its section "The classroom, the
//! teacher's side"), said by the one implementation below.

use super::ftl::arg;
use super::localized::Localized;

/// What a key of the teacher's dashboard does: the help id of its bindings
/// (`crate::i18n::Does::Teacher`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TeacherKey {
    /// The next part of the dashboard.
    NextPart,
    /// The part of the dashboard with the number typed.
    PartByNumber,
    /// Watches the class game chosen, live.
    Watch,
    /// Goes through the kept game chosen, move by move.
    GoThrough,
    /// The whole class follows the lesson or kept game chosen.
    FollowMe,
    /// Pairs the free pupils by class rating.
    PairByRating,
    /// Pairs the free pupils who have played each other least.
    RoundRobin,
    /// Writes the class report.
    Report,
    /// Reviews the kept game chosen, each move graded.
    Review,
    /// Ends follow me: each pupil goes back to where they were.
    EndFollow,
}

impl TeacherKey {
    /// Every key, in the order of the key lists.
    pub const ALL: [TeacherKey; 10] = [
        TeacherKey::NextPart,
        TeacherKey::PartByNumber,
        TeacherKey::Watch,
        TeacherKey::GoThrough,
        TeacherKey::FollowMe,
        TeacherKey::PairByRating,
        TeacherKey::RoundRobin,
        TeacherKey::Report,
        TeacherKey::Review,
        TeacherKey::EndFollow,
    ];
}

/// The teacher's side of the classroom, in one language.
pub trait TeacherStrings: Sync {
    // Logging in as the teacher, and serving.

    /// The teacher code, printed by `serve`: who logs in with it, and how.
    fn teacher_code(&self, code: &str, command: &str) -> String;
    /// Greets the teacher logging in over SSH and asks for the teacher code.
    fn teacher_hello(&self) -> &'static str;
    /// The prompt for the teacher code.
    fn prompt_teacher_code(&self) -> &'static str;
    /// The teacher code typed is wrong.
    fn wrong_teacher_code(&self) -> &'static str;
    /// The serving terminal shows the dashboard: leaving it stops the class.
    fn dashboard_stops_class(&self) -> &'static str;

    // The dashboard.

    /// The dashboard's title.
    fn dashboard_title(&self) -> &'static str;
    /// How many pupils are connected, of how many in the class.
    fn online_of(&self, online: usize, pupils: usize) -> String;
    /// The panes' names: pupils, games, kept games, lessons, settings.
    fn pane_names(&self) -> [&'static str; 5];
    /// The pupils' columns: name, where, lessons, stars, puzzles, class rating, last seen.
    fn pupil_columns(&self) -> [&'static str; 7];
    /// No pupil has logged in yet.
    fn no_pupils(&self) -> &'static str;
    /// Where a pupil is: not connected.
    fn offline(&self) -> &'static str;
    /// Where a pupil is: following the teacher's demo.
    fn following(&self) -> &'static str;
    /// Where a pupil is: class game `id`.
    fn in_class_game(&self, id: u64) -> String;
    /// Last seen: connected now.
    fn seen_now(&self) -> &'static str;
    /// Last seen `minutes` ago (said in minutes, hours or days).
    fn seen_ago(&self, minutes: u64) -> String;
    /// A class game: its number, who plays black and white, how many moves.
    fn game_row(&self, id: u64, black: &str, white: &str, moves: usize) -> String;
    /// The seat of `name` waits for them.
    fn seat_waits(&self, name: &str) -> String;
    /// No class game is going on.
    fn no_games(&self) -> &'static str;
    /// A kept class game: its number, the players, the discs at its end.
    fn kept_row(&self, id: u64, black: &str, white: &str, discs: (u32, u32)) -> String;
    /// No class game is kept yet.
    fn no_kept(&self) -> &'static str;
    /// Under the games: `watch` (a key) watches one live.
    fn games_help(&self, watch: &str) -> String;
    /// Under the kept games: `open` steps through one, `review` reviews it,
    /// `follow` shows it to the class (keys).
    fn kept_help(&self, open: &str, review: &str, follow: &str) -> String;
    /// Under the lessons: `lead` (a key) leads the class through one.
    fn lessons_help(&self, lead: &str) -> String;
    /// A lesson pupils may not open yet.
    fn lesson_closed(&self) -> &'static str;
    /// The settings' names: timer, colour swap, dots, grace, level, lessons open.
    fn setting_names(&self) -> [&'static str; 6];
    /// The timer's value: none, or seconds a move.
    fn timer_value(&self, seconds: Option<u64>) -> String;
    /// A setting that is on or off.
    fn on_off(&self, on: bool) -> &'static str;
    /// A time in seconds.
    fn seconds(&self, seconds: u64) -> String;
    /// The computer's level.
    fn level_value(&self, level: u8) -> String;
    /// How many lessons pupils may open (none: all), of `total`.
    fn open_lessons_value(&self, open: Option<usize>, total: usize) -> String;
    /// Under the settings: `change` (keys) changes one, and it is saved at once.
    fn settings_help(&self, change: &str) -> String;
    /// These pairs were invited to a game.
    fn paired(&self, pairs: &[(String, String)]) -> String;
    /// Fewer than two pupils were free: nobody was paired.
    fn no_pairs(&self) -> &'static str;
    /// A setting was saved in settings.toml.
    fn settings_saved(&self) -> &'static str;
    /// A setting could not be saved, and why.
    fn settings_not_saved(&self, why: &str) -> String;
    /// The report was written in `path`.
    fn report_written(&self, path: &str) -> String;
    /// The report could not be written, and why.
    fn report_not_written(&self, why: &str) -> String;
    /// Watching class game `id` live.
    fn watching(&self, id: u64, black: &str, white: &str) -> String;
    /// What a key of the dashboard does, for the key lists.
    fn key_help(&self, key: TeacherKey) -> &'static str;
    /// The same in a word or two, for the key bar.
    fn key_word(&self, key: TeacherKey) -> &'static str;

    // Follow me, on the teacher's screen.

    /// The class follows this demo.
    fn class_follows(&self) -> &'static str;
    /// How many pupils answered, of how many follow.
    fn answers_in(&self, answered: usize, following: usize) -> String;
    /// One answer given: how many gave it, and who (each marked right or wrong).
    fn tally_row(&self, answer: &str, count: usize, names: &str) -> String;

    // Follow me, on a pupil's screen (the pupil's language).

    /// The teacher leads: the pupil follows on their screen.
    fn follow_heading(&self) -> &'static str;
    /// How to answer a choice.
    fn follow_prompt_choice(&self) -> &'static str;
    /// How to answer with one square, played with `play` (a key).
    fn follow_prompt_square(&self, play: &str) -> String;
    /// How to answer with several squares, each marked with `mark`, then `answer` (keys).
    fn follow_prompt_squares(&self, mark: &str, answer: &str) -> String;
    /// How to answer who won.
    fn follow_prompt_outcome(&self) -> &'static str;
    /// The squares marked so far.
    fn marked(&self, squares: &str) -> String;
    /// The pupil's answer is in: wait for the teacher.
    fn follow_given(&self, answer: &str) -> String;
    /// The pupil was right.
    fn follow_right(&self) -> &'static str;
    /// The pupil was not right.
    fn follow_wrong(&self) -> &'static str;
    /// The pupil did not answer this one.
    fn follow_none(&self) -> &'static str;
    /// What was typed is no answer to this question.
    fn follow_not_an_answer(&self) -> &'static str;
    /// One answer a question: the pupil's is in.
    fn follow_once(&self) -> &'static str;
    /// A pass, as an answer.
    fn answer_pass(&self) -> &'static str;
    /// A draw, as an answer.
    fn answer_draw(&self) -> &'static str;

    // The class report.

    /// The report's columns: name, connected, where, lessons done, stars,
    /// puzzle rating, class rating, class games, last seen.
    fn report_columns(&self) -> [&'static str; 9];
    /// Connected now, or not (the report's second column).
    fn yes_no(&self, yes: bool) -> &'static str;
}

impl Localized {
    /// Message `id`, a list of `N` words one a line, as a row of names (a name
    /// the file lacks is empty; the tests hold each list to its length).
    fn row<const N: usize>(&self, id: &'static str) -> [&'static str; N] {
        let words = self.words(id);
        std::array::from_fn(|i| words.get(i).copied().unwrap_or(""))
    }
}

impl TeacherStrings for Localized {
    fn teacher_code(&self, code: &str, command: &str) -> String {
        self.say(
            "teacher-code",
            [("code", arg(code)), ("command", arg(command))],
        )
    }

    fn teacher_hello(&self) -> &'static str {
        self.text("teacher-hello")
    }

    fn prompt_teacher_code(&self) -> &'static str {
        self.text("prompt-teacher-code")
    }

    fn wrong_teacher_code(&self) -> &'static str {
        self.text("wrong-teacher-code")
    }

    fn dashboard_stops_class(&self) -> &'static str {
        self.text("dashboard-stops-class")
    }

    fn dashboard_title(&self) -> &'static str {
        self.text("dashboard-title")
    }

    fn online_of(&self, online: usize, pupils: usize) -> String {
        self.say(
            "online-of",
            [("online", arg(online)), ("pupils", arg(pupils))],
        )
    }

    fn pane_names(&self) -> [&'static str; 5] {
        self.row("pane-names")
    }

    fn pupil_columns(&self) -> [&'static str; 7] {
        self.row("pupil-columns")
    }

    fn no_pupils(&self) -> &'static str {
        self.text("no-pupils")
    }

    fn offline(&self) -> &'static str {
        self.text("offline")
    }

    fn following(&self) -> &'static str {
        self.text("following")
    }

    fn in_class_game(&self, id: u64) -> String {
        self.say("in-class-game", [("id", arg(id))])
    }

    fn seen_now(&self) -> &'static str {
        self.text("seen-now")
    }

    fn seen_ago(&self, minutes: u64) -> String {
        let (unit, n) = match minutes {
            0 => ("now", 0),
            1..60 => ("minutes", minutes),
            60..1440 => ("hours", minutes / 60),
            _ => ("days", minutes / 1440),
        };
        self.say("seen-ago", [("unit", arg(unit)), ("n", arg(n))])
    }

    fn game_row(&self, id: u64, black: &str, white: &str, moves: usize) -> String {
        self.say(
            "game-row",
            [
                ("id", arg(id)),
                ("black", arg(black)),
                ("white", arg(white)),
                ("moves", arg(moves)),
            ],
        )
    }

    fn seat_waits(&self, name: &str) -> String {
        self.say("seat-waits", [("name", arg(name))])
    }

    fn no_games(&self) -> &'static str {
        self.text("no-games")
    }

    fn kept_row(&self, id: u64, black: &str, white: &str, discs: (u32, u32)) -> String {
        self.say(
            "kept-row",
            [
                ("id", arg(id)),
                ("black", arg(black)),
                ("white", arg(white)),
                ("black-discs", arg(discs.0)),
                ("white-discs", arg(discs.1)),
            ],
        )
    }

    fn no_kept(&self) -> &'static str {
        self.text("no-kept")
    }

    fn games_help(&self, watch: &str) -> String {
        self.say("games-help", [("watch", arg(watch))])
    }

    fn kept_help(&self, open: &str, review: &str, follow: &str) -> String {
        self.say(
            "kept-help",
            [
                ("open", arg(open)),
                ("review", arg(review)),
                ("follow", arg(follow)),
            ],
        )
    }

    fn lessons_help(&self, lead: &str) -> String {
        self.say("lessons-help", [("lead", arg(lead))])
    }

    fn lesson_closed(&self) -> &'static str {
        self.text("lesson-closed")
    }

    fn setting_names(&self) -> [&'static str; 6] {
        self.row("class-setting-names")
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            None => self.text("timer-none").to_string(),
            Some(s) => self.say("timer-seconds", [("seconds", arg(s))]),
        }
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on {
            self.text("on-off-yes")
        } else {
            self.text("on-off-no")
        }
    }

    fn seconds(&self, seconds: u64) -> String {
        self.say("seconds", [("seconds", arg(seconds))])
    }

    fn level_value(&self, level: u8) -> String {
        self.say("level-value", [("level", arg(level))])
    }

    fn open_lessons_value(&self, open: Option<usize>, total: usize) -> String {
        match open {
            None => self.say("open-lessons-all", [("total", arg(total))]),
            Some(n) => self.say("open-lessons-first", [("open", arg(n))]),
        }
    }

    fn settings_help(&self, change: &str) -> String {
        self.say("settings-help", [("change", arg(change))])
    }

    fn paired(&self, pairs: &[(String, String)]) -> String {
        let pairs: Vec<String> = pairs
            .iter()
            .map(|(a, b)| self.say("pair", [("a", arg(a.as_str())), ("b", arg(b.as_str()))]))
            .collect();
        self.say("paired", [("pairs", arg(pairs.join(", ")))])
    }

    fn no_pairs(&self) -> &'static str {
        self.text("no-pairs")
    }

    fn settings_saved(&self) -> &'static str {
        self.text("settings-saved")
    }

    fn settings_not_saved(&self, why: &str) -> String {
        self.say("settings-not-saved", [("why", arg(why))])
    }

    fn report_written(&self, path: &str) -> String {
        self.say("report-written", [("path", arg(path))])
    }

    fn report_not_written(&self, why: &str) -> String {
        self.say("report-not-written", [("why", arg(why))])
    }

    fn watching(&self, id: u64, black: &str, white: &str) -> String {
        self.say(
            "watching",
            [
                ("id", arg(id)),
                ("black", arg(black)),
                ("white", arg(white)),
            ],
        )
    }

    fn key_help(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => self.text("key-help-next-part"),
            TeacherKey::PartByNumber => self.text("key-help-part-by-number"),
            TeacherKey::Watch => self.text("key-help-watch"),
            TeacherKey::GoThrough => self.text("key-help-go-through"),
            TeacherKey::FollowMe => self.text("key-help-follow-me"),
            TeacherKey::PairByRating => self.text("key-help-pair-by-rating"),
            TeacherKey::RoundRobin => self.text("key-help-round-robin"),
            TeacherKey::Report => self.text("key-help-report"),
            TeacherKey::Review => self.text("key-help-review"),
            TeacherKey::EndFollow => self.text("key-help-end-follow"),
        }
    }

    fn key_word(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => self.text("key-word-next-part"),
            TeacherKey::PartByNumber => self.text("key-word-part-by-number"),
            TeacherKey::Watch => self.text("key-word-watch"),
            TeacherKey::GoThrough => self.text("key-word-go-through"),
            TeacherKey::FollowMe => self.text("key-word-follow-me"),
            TeacherKey::PairByRating => self.text("key-word-pair-by-rating"),
            TeacherKey::RoundRobin => self.text("key-word-round-robin"),
            TeacherKey::Report => self.text("key-word-report"),
            TeacherKey::Review => self.text("key-word-review"),
            TeacherKey::EndFollow => self.text("key-word-end-follow"),
        }
    }

    fn class_follows(&self) -> &'static str {
        self.text("class-follows")
    }

    fn answers_in(&self, answered: usize, following: usize) -> String {
        self.say(
            "answers-in",
            [("answered", arg(answered)), ("following", arg(following))],
        )
    }

    fn tally_row(&self, answer: &str, count: usize, names: &str) -> String {
        self.say(
            "tally-row",
            [
                ("answer", arg(answer)),
                ("count", arg(count)),
                ("names", arg(names)),
            ],
        )
    }

    fn follow_heading(&self) -> &'static str {
        self.text("follow-heading")
    }

    fn follow_prompt_choice(&self) -> &'static str {
        self.text("follow-prompt-choice")
    }

    fn follow_prompt_square(&self, play: &str) -> String {
        self.say("follow-prompt-square", [("play", arg(play))])
    }

    fn follow_prompt_squares(&self, mark: &str, answer: &str) -> String {
        self.say(
            "follow-prompt-squares",
            [("mark", arg(mark)), ("answer", arg(answer))],
        )
    }

    fn follow_prompt_outcome(&self) -> &'static str {
        self.text("follow-prompt-outcome")
    }

    fn marked(&self, squares: &str) -> String {
        self.say("follow-marked", [("squares", arg(squares))])
    }

    fn follow_given(&self, answer: &str) -> String {
        self.say("follow-given", [("answer", arg(answer))])
    }

    fn follow_right(&self) -> &'static str {
        self.text("follow-right")
    }

    fn follow_wrong(&self) -> &'static str {
        self.text("follow-wrong")
    }

    fn follow_none(&self) -> &'static str {
        self.text("follow-none")
    }

    fn follow_not_an_answer(&self) -> &'static str {
        self.text("follow-not-an-answer")
    }

    fn follow_once(&self) -> &'static str {
        self.text("follow-once")
    }

    fn answer_pass(&self) -> &'static str {
        self.text("follow-answer-pass")
    }

    fn answer_draw(&self) -> &'static str {
        self.text("answer-draw")
    }

    fn report_columns(&self) -> [&'static str; 9] {
        self.row("report-columns")
    }

    fn yes_no(&self, yes: bool) -> &'static str {
        if yes {
            self.text("yes-no-yes")
        } else {
            self.text("yes-no-no")
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Ui;
    use crate::lang::Lang;

    /// Every sentence of one language, in order, but those made the same
    /// way in every language (`tally_row`).
    fn all(lang: Lang) -> Vec<String> {
        let s = Ui::new(lang).teacher();
        let mut said = vec![
            s.teacher_code("1234567890", "ssh -p 2222 teacher@10.0.0.1"),
            s.teacher_hello().into(),
            s.prompt_teacher_code().into(),
            s.wrong_teacher_code().into(),
            s.dashboard_stops_class().into(),
            s.dashboard_title().into(),
            s.online_of(3, 40),
            s.no_pupils().into(),
            s.offline().into(),
            s.following().into(),
            s.in_class_game(4),
            s.seen_now().into(),
            s.seen_ago(0),
            s.seen_ago(5),
            s.seen_ago(125),
            s.seen_ago(4000),
            s.game_row(1, "ani", "budi", 12),
            s.seat_waits("budi"),
            s.no_games().into(),
            s.kept_row(1, "ani", "budi", (40, 24)),
            s.no_kept().into(),
            s.games_help("Enter"),
            s.kept_help("Enter", "v", "f"),
            s.lessons_help("Enter"),
            s.lesson_closed().into(),
            s.timer_value(None),
            s.timer_value(Some(30)),
            s.on_off(true).into(),
            s.on_off(false).into(),
            s.seconds(30),
            s.level_value(2),
            s.open_lessons_value(None, 21),
            s.open_lessons_value(Some(1), 21),
            s.open_lessons_value(Some(5), 21),
            s.settings_help("← →"),
            s.paired(&[("ani".into(), "budi".into())]),
            s.no_pairs().into(),
            s.settings_saved().into(),
            s.settings_not_saved("disk full"),
            s.report_written("/c/report.csv"),
            s.report_not_written("disk full"),
            s.watching(1, "ani", "budi"),
            s.class_follows().into(),
            s.answers_in(2, 3),
            s.follow_heading().into(),
            s.follow_prompt_choice().into(),
            s.follow_prompt_square("Enter"),
            s.follow_prompt_squares("Space", "Enter"),
            s.follow_prompt_outcome().into(),
            s.marked("c4 d3"),
            s.follow_given("d3"),
            s.follow_right().into(),
            s.follow_wrong().into(),
            s.follow_none().into(),
            s.follow_not_an_answer().into(),
            s.follow_once().into(),
            s.answer_pass().into(),
            s.answer_draw().into(),
            s.yes_no(true).into(),
            s.yes_no(false).into(),
        ];
        said.extend(s.pane_names().map(String::from));
        said.extend(s.pupil_columns().map(String::from));
        said.extend(s.setting_names().map(String::from));
        for key in super::TeacherKey::ALL {
            said.push(s.key_help(key).into());
            said.push(s.key_word(key).into());
        }
        said.extend(s.report_columns().map(String::from));
        said
    }

    #[test]
    fn every_language_says_every_teachers_sentence_in_its_own_words() {
        let english = all(Lang::En);
        for lang in Lang::ALL {
            let said = all(lang);
            assert_eq!(said.len(), english.len());
            for (i, sentence) in said.iter().enumerate() {
                assert!(!sentence.trim().is_empty(), "{lang:?} #{i}");
                if lang != Lang::En {
                    assert_ne!(sentence, &english[i], "{lang:?} #{i} is in English");
                }
            }
        }
    }

    #[test]
    fn the_values_given_are_said() {
        for lang in Lang::ALL {
            let s = Ui::new(lang).teacher();
            let code = s.teacher_code("8137720954", "ssh -p 9 teacher@h");
            assert!(code.contains("8137720954") && code.contains("ssh -p 9 teacher@h"));
            assert!(s.paired(&[("ani".into(), "budi".into())]).contains("budi"));
            assert!(s.follow_given("c4").contains("c4"), "{lang:?}");
            // A sentence that names a key names the one given.
            let keys = [
                s.games_help("⏎"),
                s.kept_help("⏎", "⌘", "⌥"),
                s.lessons_help("⏎"),
                s.settings_help("⇆"),
                s.follow_prompt_square("⏎"),
                s.follow_prompt_squares("⌘", "⏎"),
            ];
            for (i, said) in keys.iter().enumerate() {
                assert!(said.contains('⏎') || said.contains('⇆'), "{lang:?} #{i}");
            }
            let kept = s.kept_help("⏎", "⌘", "⌥");
            assert!(kept.contains('⌘') && kept.contains('⌥'), "{lang:?}");
            let squares = s.follow_prompt_squares("⌘", "⏎");
            assert!(squares.contains('⌘'), "{lang:?}");
        }
    }
}
