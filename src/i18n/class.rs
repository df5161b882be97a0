//! What the classroom says: to a pupil logging in over SSH, and to the
//! teacher in the serving terminal. One method per sentence, implemented by
//! every language beside its [`super::Strings`] (no defaults).

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
}
