//! What the classroom says: to a pupil logging in over SSH, and to the
//! teacher in the serving terminal. One method per sentence, each a message of
//! the language's `.ftl` file (its section "The classroom"), said by the one
//! implementation below.

use super::ftl::arg;
use super::localized::Localized;

/// The classroom's sentences in one language.
pub trait ClassStrings: Sync {
    // To a pupil, while logging in (the server's language: the pupil's own
    // setting is not known before the name is opened).

    /// Greets `name` and asks for the class code (and the PIN, when the name has one).
    fn login_hello(&self, name: &str) -> String;
    /// Greets a new `name` with no SSH key: a PIN keeps the name theirs.
    fn login_new_pin(&self, name: &str) -> String;
    /// The prompt for the class code.
    fn prompt_class_code(&self) -> &'static str;
    /// The prompt for the pupil's PIN.
    fn prompt_pin(&self) -> &'static str;
    /// The prompt for a new PIN (4 to 12 digits).
    fn prompt_new_pin(&self) -> &'static str;
    /// The prompt for the new PIN typed a second time.
    fn prompt_pin_again(&self) -> &'static str;
    /// The class code typed is wrong.
    fn wrong_class_code(&self) -> &'static str;
    /// The PIN typed is wrong.
    fn wrong_pin(&self) -> &'static str;
    /// The new PIN is not 4 to 12 digits, or the two differ.
    fn pin_rules(&self) -> &'static str;
    /// `name` is bound to an SSH key that was not offered.
    fn name_has_key(&self, name: &str) -> String;
    /// `name` is already connected.
    fn name_online(&self, name: &str) -> String;
    /// The user name is not a pupil's name.
    fn bad_name(&self) -> &'static str;
    /// Too many wrong tries, from this connection or this computer.
    fn too_many_tries(&self) -> &'static str;
    /// The name's login file cannot be read: only the teacher can help.
    fn login_broken(&self, name: &str) -> String;
    /// A command, a shell without a terminal or a file transfer was asked for:
    /// the server shows only the tutor; `command` is how to log in.
    fn only_the_tutor(&self, command: &str) -> String;
    /// The class was stopped by the teacher, after the pupil's screen closed.
    fn class_ended(&self) -> &'static str;

    // To the teacher, in the serving terminal.

    /// The class folder, and whether it was made just now.
    fn class_folder(&self, dir: &str, new: bool) -> String;
    /// The class code.
    fn class_code(&self, code: &str) -> String;
    /// Over the commands pupils type.
    fn pupils_type(&self) -> &'static str;
    /// No address of this machine could be listed.
    fn no_address(&self) -> &'static str;
    /// The host key's fingerprint, which `ssh` shows at a pupil's first login.
    fn host_fingerprint(&self, fingerprint: &str) -> String;
    /// How to stop the class.
    fn stop_with_ctrl_c(&self) -> &'static str;
    /// Who is connected now, and where each one is (a line each follows).
    fn online_now(&self, count: usize) -> String;
    /// The class has stopped, with every pupil's progress saved.
    fn class_stopped(&self) -> &'static str;
    /// Where a pupil is: on the home screen.
    fn at_home(&self) -> &'static str;
    /// Where a pupil is: choosing a lesson.
    fn choosing_a_lesson(&self) -> &'static str;
    /// Where a pupil is: lesson `number` (`id`), at step `step`.
    fn in_lesson(&self, number: usize, id: &str, step: usize) -> String;
    /// Where a pupil is: the puzzle menu.
    fn choosing_a_puzzle(&self) -> &'static str;
    /// Where a pupil is: the puzzle `id` (`corner-007`).
    fn in_puzzle(&self, id: &str) -> String;
    /// Where a pupil is: a game against the computer (or its review).
    fn in_game(&self) -> &'static str;
    /// Where a pupil is: settings, glossary, help, demo or sandbox.
    fn elsewhere(&self) -> &'static str;
    /// How far a pupil has come: lessons finished, puzzle rating.
    fn pupil_progress(&self, lessons_done: usize, rating: i64) -> String;

    // Class games, on a pupil's screen (the pupil's language).

    /// The play setup's opponent value for a class game.
    fn opponent_classmate(&self) -> &'static str;
    /// The heading of the list of classmates to invite.
    fn classmates_heading(&self) -> &'static str;
    /// No classmate is free to invite now.
    fn no_classmates(&self) -> &'static str;
    /// The invitation sent to `name` awaits an answer.
    fn waiting_for_answer(&self, name: &str, withdraw: &str) -> String;
    /// `name` invites the pupil to a game, shown over any screen.
    fn invited_by(&self, name: &str) -> String;
    /// `name` declined the invitation.
    fn declined(&self, name: &str) -> String;
    /// `name` is not free to play now.
    fn not_free(&self, name: &str) -> String;
    /// `name` withdrew the invitation.
    fn withdrawn(&self, name: &str) -> String;
    /// A class game's heading: its number between the two, who plays black and white.
    fn class_game_heading(&self, number: usize, black: &str, white: &str) -> String;
    /// It is `name`'s turn, not the pupil's.
    fn their_turn(&self, name: &str) -> String;
    /// A class game takes no move back and starts no other game before its end.
    fn no_undo_in_class(&self) -> &'static str;
    /// Legal-move dots are not allowed in this class's games.
    fn no_dots_in_class(&self) -> &'static str;
    /// `name` left the game: the computer plays for them after a while.
    fn opponent_left(&self, name: &str) -> String;
    /// `name` is back at the game.
    fn opponent_back(&self, name: &str) -> String;
    /// The pupil's class rating moved from `before` to `after`.
    fn class_rating_moved(&self, before: i64, after: i64) -> String;
    /// Esc over a class game not over: again leaves it, and how to come back.
    fn confirm_leave_class_game(&self, leave: &str) -> String;
    /// The keys at the end of a class game (`n` invites the same classmate again).
    fn class_over_keys(&self, name: &str, new: &str, replay: &str, review: &str) -> String;
}

impl ClassStrings for Localized {
    fn login_hello(&self, name: &str) -> String {
        self.say("login-hello", [("name", arg(name))])
    }

    fn login_new_pin(&self, name: &str) -> String {
        self.say("login-new-pin", [("name", arg(name))])
    }

    fn prompt_class_code(&self) -> &'static str {
        self.text("prompt-class-code")
    }

    fn prompt_pin(&self) -> &'static str {
        self.text("prompt-pin")
    }

    fn prompt_new_pin(&self) -> &'static str {
        self.text("prompt-new-pin")
    }

    fn prompt_pin_again(&self) -> &'static str {
        self.text("prompt-pin-again")
    }

    fn wrong_class_code(&self) -> &'static str {
        self.text("wrong-class-code")
    }

    fn wrong_pin(&self) -> &'static str {
        self.text("wrong-pin")
    }

    fn pin_rules(&self) -> &'static str {
        self.text("pin-rules")
    }

    fn name_has_key(&self, name: &str) -> String {
        self.say("name-has-key", [("name", arg(name))])
    }

    fn name_online(&self, name: &str) -> String {
        self.say("name-online", [("name", arg(name))])
    }

    fn bad_name(&self) -> &'static str {
        self.text("bad-name")
    }

    fn too_many_tries(&self) -> &'static str {
        self.text("too-many-tries")
    }

    fn login_broken(&self, name: &str) -> String {
        self.say("login-broken", [("name", arg(name))])
    }

    fn only_the_tutor(&self, command: &str) -> String {
        self.say("only-the-tutor", [("command", arg(command))])
    }

    fn class_ended(&self) -> &'static str {
        self.text("class-ended")
    }

    fn class_folder(&self, dir: &str, new: bool) -> String {
        if new {
            self.say("class-folder-new", [("dir", arg(dir))])
        } else {
            self.say("class-folder", [("dir", arg(dir))])
        }
    }

    fn class_code(&self, code: &str) -> String {
        self.say("class-code", [("code", arg(code))])
    }

    fn pupils_type(&self) -> &'static str {
        self.text("pupils-type")
    }

    fn no_address(&self) -> &'static str {
        self.text("no-address")
    }

    fn host_fingerprint(&self, fingerprint: &str) -> String {
        self.say("host-fingerprint", [("fingerprint", arg(fingerprint))])
    }

    fn stop_with_ctrl_c(&self) -> &'static str {
        self.text("stop-with-ctrl-c")
    }

    fn online_now(&self, count: usize) -> String {
        self.say("online-now", [("count", arg(count))])
    }

    fn class_stopped(&self) -> &'static str {
        self.text("class-stopped")
    }

    fn at_home(&self) -> &'static str {
        self.text("at-home")
    }

    fn choosing_a_lesson(&self) -> &'static str {
        self.text("choosing-a-lesson")
    }

    fn in_lesson(&self, number: usize, id: &str, step: usize) -> String {
        self.say(
            "in-lesson",
            [
                ("number", arg(number)),
                ("id", arg(id)),
                ("step", arg(step)),
            ],
        )
    }

    fn choosing_a_puzzle(&self) -> &'static str {
        self.text("choosing-a-puzzle")
    }

    fn in_puzzle(&self, id: &str) -> String {
        self.say("in-puzzle", [("id", arg(id))])
    }

    fn in_game(&self) -> &'static str {
        self.text("in-game")
    }

    fn elsewhere(&self) -> &'static str {
        self.text("elsewhere")
    }

    fn pupil_progress(&self, lessons_done: usize, rating: i64) -> String {
        self.say(
            "pupil-progress",
            [("lessons_done", arg(lessons_done)), ("rating", arg(rating))],
        )
    }

    fn opponent_classmate(&self) -> &'static str {
        self.text("opponent-classmate")
    }

    fn classmates_heading(&self) -> &'static str {
        self.text("classmates-heading")
    }

    fn no_classmates(&self) -> &'static str {
        self.text("no-classmates")
    }

    fn waiting_for_answer(&self, name: &str, withdraw: &str) -> String {
        self.say(
            "waiting-for-answer",
            [("name", arg(name)), ("withdraw", arg(withdraw))],
        )
    }

    fn invited_by(&self, name: &str) -> String {
        self.say("invited-by", [("name", arg(name))])
    }

    fn declined(&self, name: &str) -> String {
        self.say("declined", [("name", arg(name))])
    }

    fn not_free(&self, name: &str) -> String {
        self.say("not-free", [("name", arg(name))])
    }

    fn withdrawn(&self, name: &str) -> String {
        self.say("withdrawn", [("name", arg(name))])
    }

    fn class_game_heading(&self, number: usize, black: &str, white: &str) -> String {
        self.say(
            "class-game-heading",
            [
                ("number", arg(number)),
                ("black", arg(black)),
                ("white", arg(white)),
            ],
        )
    }

    fn their_turn(&self, name: &str) -> String {
        self.say("their-turn", [("name", arg(name))])
    }

    fn no_undo_in_class(&self) -> &'static str {
        self.text("no-undo-in-class")
    }

    fn no_dots_in_class(&self) -> &'static str {
        self.text("no-dots-in-class")
    }

    fn opponent_left(&self, name: &str) -> String {
        self.say("opponent-left", [("name", arg(name))])
    }

    fn opponent_back(&self, name: &str) -> String {
        self.say("opponent-back", [("name", arg(name))])
    }

    fn class_rating_moved(&self, before: i64, after: i64) -> String {
        self.say(
            "class-rating-moved",
            [("before", arg(before)), ("after", arg(after))],
        )
    }

    fn confirm_leave_class_game(&self, leave: &str) -> String {
        self.say("confirm-leave-class-game", [("leave", arg(leave))])
    }

    fn class_over_keys(&self, name: &str, new: &str, replay: &str, review: &str) -> String {
        self.say(
            "class-over-keys",
            [
                ("name", arg(name)),
                ("new", arg(new)),
                ("replay", arg(replay)),
                ("review", arg(review)),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Ui;
    use crate::lang::Lang;

    /// Every sentence of one language, in order.
    fn all(lang: Lang) -> Vec<String> {
        let s = Ui::new(lang).class();
        vec![
            s.login_hello("ani"),
            s.login_new_pin("ani"),
            s.prompt_class_code().into(),
            s.prompt_pin().into(),
            s.prompt_new_pin().into(),
            s.prompt_pin_again().into(),
            s.wrong_class_code().into(),
            s.wrong_pin().into(),
            s.pin_rules().into(),
            s.name_has_key("ani"),
            s.name_online("ani"),
            s.bad_name().into(),
            s.too_many_tries().into(),
            s.login_broken("ani"),
            s.only_the_tutor("ssh -p 2222 NAME@10.0.0.1"),
            s.class_ended().into(),
            s.class_folder("/c", true),
            s.class_folder("/c", false),
            s.class_code("123456"),
            s.pupils_type().into(),
            s.no_address().into(),
            s.host_fingerprint("SHA256:x"),
            s.stop_with_ctrl_c().into(),
            s.online_now(0),
            s.online_now(2),
            s.class_stopped().into(),
            s.at_home().into(),
            s.choosing_a_lesson().into(),
            s.in_lesson(3, "legal-moves", 4),
            s.choosing_a_puzzle().into(),
            s.in_puzzle("corner-007"),
            s.in_game().into(),
            s.elsewhere().into(),
            s.pupil_progress(2, 1012),
            s.opponent_classmate().into(),
            s.classmates_heading().into(),
            s.no_classmates().into(),
            s.waiting_for_answer("budi", "Esc"),
            s.invited_by("budi"),
            s.declined("budi"),
            s.not_free("budi"),
            s.withdrawn("budi"),
            s.class_game_heading(2, "ani", "budi"),
            s.their_turn("budi"),
            s.no_undo_in_class().into(),
            s.no_dots_in_class().into(),
            s.opponent_left("budi"),
            s.opponent_back("budi"),
            s.class_rating_moved(1000, 1012),
            s.confirm_leave_class_game("Esc"),
            s.class_over_keys("budi", "n", "r", "v"),
        ]
    }

    #[test]
    fn every_language_says_every_classroom_sentence_in_its_own_words() {
        let english = all(Lang::En);
        for lang in Lang::ALL {
            let said = all(lang);
            for (i, sentence) in said.iter().enumerate() {
                assert!(!sentence.trim().is_empty(), "{lang:?} #{i}");
                if lang != Lang::En && !sentence.starts_with("PIN") {
                    assert_ne!(sentence, &english[i], "{lang:?} #{i} is in English");
                }
            }
        }
    }

    #[test]
    fn the_values_given_are_said() {
        for lang in Lang::ALL {
            let s = Ui::new(lang).class();
            assert!(s.name_online("Budi_2").contains("Budi_2"), "{lang:?}");
            assert!(s.class_code("482913").contains("482913"), "{lang:?}");
            assert!(
                s.only_the_tutor("ssh -p 9 X@h").contains("ssh -p 9 X@h"),
                "{lang:?}"
            );
            assert!(
                s.host_fingerprint("SHA256:abc").contains("SHA256:abc"),
                "{lang:?}"
            );
        }
    }
}
