//! `reversi-tutor glossary`: the game's words in plain text, in the chosen
//! language, each with its names in the other languages, what it means and the
//! lesson that teaches it.

use std::io;

use super::{Exit, Io};
use crate::course::embedded_course;
use crate::course::glossary::built_in;
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::view::glossary::entries;

/// Prints the built-in glossary in `lang`.
pub fn run(lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let loaded = embedded_course().and_then(|course| built_in(&course).map(|g| (course, g)));
    let (course, glossary) = match loaded {
        Ok(both) => both,
        Err(errors) => {
            write!(io.err, "{errors}")?;
            return Ok(Exit::Problems);
        }
    };
    let (title, entries) = entries(Ui::new(lang), &glossary, &course);
    writeln!(io.out, "{title}")?;
    for entry in entries {
        writeln!(io.out)?;
        writeln!(io.out, "{}", entry.word)?;
        writeln!(io.out, "  {}", entry.meaning)?;
        writeln!(io.out, "  {}", entry.taught)?;
    }
    Ok(Exit::Fine)
}
