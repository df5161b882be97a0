//! Every interface string, one file per language, and the composition that is the
//! same in every language (lists of squares, explanations of moves). [`Ui`] is the
//! strings of one language; the languages themselves are listed in [`crate::lang`].
//!
//! - `strings`: the [`Strings`] trait, what every language must say.
//! - `ftl/`: one Fluent file per language (`en.ftl`, `id.ftl`, `vi.ftl`), built
//!   into the binary; `ftl`: reading them, and the completeness check that holds
//!   every language to English's messages and variables.
//! - `localized`: the one implementation of [`Strings`] for every language, which
//!   turns the game's values into Fluent arguments and picks the message.
//! - `class`, `teacher`: what the classroom says to a pupil and about the
//!   teacher's side ([`ClassStrings`], [`TeacherStrings`]), messages of the same
//!   `.ftl` files, said by the same `Localized` (implemented beside each trait).
//! - `explain`: the engine's explanations and refusals put into words.
//! - `keys`: what a key does ([`Does`], the help id of a screen's binding), in words.
//! - `guide`: the Help page and a few key words ([`Guide`]), messages of the
//!   same `.ftl` files said by the same `Localized`.
//! - `hints`: a puzzle's first hint, from the facts of its position: messages
//!   of the same `.ftl` files (`## Puzzle hints`) said by the same `Localized`.
//! - `check`: what `reversi-tutor check` says, its frame and its messages,
//!   messages of the same `.ftl` files (`## check`) said by the same `Localized`.

use std::fmt;
use std::ops::Deref;

use crate::course::{Text, ThemeKind};
use crate::engine::{Color, Square, list_squares};
use crate::lang::Lang;
use crate::runner::{Command, GameCommand, LessonCommand};

pub mod check;
mod class;
mod explain;
pub mod ftl;
mod guide;
pub mod hints;
mod keys;
mod localized;
mod strings;
mod teacher;
#[cfg(test)]
pub(crate) mod test_language;

#[cfg(test)]
mod ftl_tests;
#[cfg(test)]
mod tests;

pub use class::ClassStrings;
pub use guide::{Guide, Place, Topic};
pub use keys::Does;
use localized::Localized;
pub use strings::Strings;
pub use teacher::{TeacherKey, TeacherStrings};

/// The strings of each language: its `.ftl` file.
const fn strings_for(lang: Lang) -> &'static dyn Strings {
    localized_for(lang)
}

/// The one implementation, speaking `lang`.
const fn localized_for(lang: Lang) -> &'static Localized {
    const ALL: [Localized; Lang::ALL.len()] = {
        let mut all = [Localized { lang: Lang::En }; Lang::ALL.len()];
        let mut i = 0;
        while i < Lang::ALL.len() {
            all[i] = Localized { lang: Lang::ALL[i] };
            i += 1;
        }
        all
    };
    &ALL[lang as usize]
}

/// The interface strings in one language: every sentence the tutor says that does
/// not come from a lesson file. It derefs to [`Strings`], so
/// `Ui::new(Lang::Vi).color(Color::Black)` is `đen`.
#[derive(Clone, Copy)]
pub struct Ui {
    /// The language spoken.
    lang: Lang,
    /// Its strings.
    strings: &'static dyn Strings,
}

impl Ui {
    /// The strings of `lang`.
    pub const fn new(lang: Lang) -> Ui {
        Ui {
            lang,
            strings: strings_for(lang),
        }
    }

    /// The language spoken.
    pub const fn lang(self) -> Lang {
        self.lang
    }

    /// What the classroom says, in this language.
    pub const fn class(self) -> &'static dyn ClassStrings {
        localized_for(self.lang)
    }

    /// What the classroom's teacher side says, in this language.
    pub const fn teacher(self) -> &'static dyn TeacherStrings {
        localized_for(self.lang)
    }

    /// The Help page and the words of a few keys, in this language.
    pub const fn guide(self) -> &'static dyn Guide {
        guide::guide_for(self.lang)
    }

    /// Whether `words` (lower case) mean a pass, in English or in this language.
    pub fn is_pass(self, words: &str) -> bool {
        [self.lang, Lang::En]
            .iter()
            .any(|lang| strings_for(*lang).pass_words().contains(&words))
    }

    /// What `word` (lower case) names in an answer about the result, in English or
    /// in this language: `Some(Some(colour))` for a winner, `Some(None)` for a draw.
    pub fn outcome_word(self, word: &str) -> Option<Option<Color>> {
        [self.lang, Lang::En].iter().find_map(|lang| {
            strings_for(*lang)
                .outcome_words()
                .iter()
                .find(|(w, _)| *w == word)
                .map(|(_, winner)| *winner)
        })
    }
}

impl Ui {
    /// Whether `word` (lower case) may follow a colour in an answer (`black wins`),
    /// in English or in this language.
    pub fn is_win_word(self, word: &str) -> bool {
        [self.lang, Lang::En]
            .iter()
            .any(|lang| strings_for(*lang).win_words().contains(&word))
    }

    /// Every word that gives `command`: this language's, then English, then the
    /// short forms (the same in every language).
    pub fn command_forms(self, command: Command) -> Vec<&'static str> {
        let mut forms: Vec<&'static str> = Vec::new();
        let own = self.strings.command_words(command);
        let english = strings_for(Lang::En).command_words(command);
        for word in own.iter().chain(english).chain(short_forms(command)) {
            if !forms.contains(word) {
                forms.push(word);
            }
        }
        forms
    }

    /// The command among `commands` that `word` (lower case) gives, and
    /// whether it is a short form (which gives way to an answer to the step).
    pub fn command_named(self, word: &str, commands: &[Command]) -> Option<(Command, Form)> {
        commands.iter().find_map(|&command| {
            let long = [self.lang, Lang::En]
                .iter()
                .any(|lang| strings_for(*lang).command_words(command).contains(&word));
            if long {
                Some((command, Form::Long))
            } else if short_forms(command).contains(&word) {
                Some((command, Form::Short))
            } else {
                None
            }
        })
    }
}

/// How a command was named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A whole word (`back`, `kembali`): always the command.
    Long,
    /// A short form (`b`): the command unless it answers the step (`b` is black
    /// where the step asks who won).
    Short,
}

/// The short forms of a command, the same in every language.
const fn short_forms(command: Command) -> &'static [&'static str] {
    match command {
        Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => &["n"],
        Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => &["b"],
        Command::Lesson(LessonCommand::Retry) => &["t"],
        Command::Lesson(LessonCommand::Skip) => &["s"],
        Command::Lesson(LessonCommand::Hint) => &["h"],
        Command::Lesson(LessonCommand::Reveal) => &["r"],
        Command::Game(GameCommand::Undo) => &["u"],
        Command::Game(GameCommand::Redo) => &["y"],
        Command::Game(GameCommand::Explain) => &["e"],
        Command::Game(GameCommand::Dots) => &["d"],
        Command::Game(
            GameCommand::Save
            | GameCommand::Load
            | GameCommand::NewGame
            | GameCommand::Replay
            | GameCommand::Review,
        ) => &[],
        Command::Help => &["?"],
        Command::Quit => &["q"],
    }
}

impl Deref for Ui {
    type Target = dyn Strings;

    fn deref(&self) -> &(dyn Strings + 'static) {
        self.strings
    }
}

impl Default for Ui {
    /// English.
    fn default() -> Ui {
        Ui::new(Lang::default())
    }
}

impl PartialEq for Ui {
    fn eq(&self, other: &Ui) -> bool {
        self.lang == other.lang
    }
}

impl Eq for Ui {}

impl fmt::Debug for Ui {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ui").field("lang", &self.lang).finish()
    }
}

/// Squares joined with commas, the same in every language: `d3, c4, f5`.
/// The puzzle theme a word of any language names (its file name, or a word of
/// [`Strings::theme_word`]), letter case and accents aside.
pub fn theme_named(word: &str) -> Option<ThemeKind> {
    let word = plain_letters(word.trim());
    ThemeKind::ALL.into_iter().find(|&theme| {
        theme_words_everywhere(theme)
            .iter()
            .any(|w| plain_letters(w) == word)
    })
}

/// Every word of every language for `theme`, its file name first, each also
/// without its accents (`chiếm-góc`, `chiem-goc`).
pub fn theme_words_everywhere(theme: ThemeKind) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for lang in Lang::ALL {
        let word = strings_for(lang).theme_word(theme);
        for form in [word.to_string(), plain_letters(word)] {
            if !words.contains(&form) {
                words.push(form);
            }
        }
    }
    words
}

/// `word` in lower case without accents: `Chiếm-góc` is `chiem-goc`.
fn plain_letters(word: &str) -> String {
    deunicode::deunicode(word).to_lowercase()
}

pub fn list(squares: impl IntoIterator<Item = Square>) -> String {
    list_squares(squares)
}

/// `text` with its first letter in upper case (`đen` becomes `Đen`).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The text `words` gives in each language, for a title made here that a
/// lesson shows (the rules quiz's, say).
pub fn in_every_language(words: impl Fn(Ui) -> &'static str) -> Text {
    Lang::ALL
        .into_iter()
        .fold(Text::en(words(Ui::new(Lang::En))), |text, lang| {
            text.with(lang, words(Ui::new(lang)))
        })
}
