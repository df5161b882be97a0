//! The glossary as the learner reads it, in their language: each word with its
//! names in the other languages, what it means, and the lesson that teaches it.
//! Plain mode prints these entries; the full-screen tutor draws them.

use crate::course::Course;
use crate::course::glossary::Glossary;
use crate::i18n::Ui;
use crate::lang::Lang;

/// One word of the glossary, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlossaryEntry {
    /// The word in the learner's language, then in the others:
    /// `corner (Bahasa Indonesia: sudut · Tiếng Việt: góc)`.
    pub word: String,
    /// What it means.
    pub meaning: String,
    /// The lesson that teaches it: `Taught in lesson 14 · Corners.`
    pub taught: String,
}

/// The heading and every entry of `glossary`, in `ui`'s language; the lessons
/// are numbered as in `course` (a term whose lesson is not there says nothing
/// of one: `check` reports it).
pub fn entries(ui: Ui, glossary: &Glossary, course: &Course) -> (String, Vec<GlossaryEntry>) {
    let lang = ui.lang();
    let entries = glossary
        .terms
        .iter()
        .map(|term| {
            let others: Vec<String> = Lang::ALL
                .into_iter()
                .filter(|other| *other != lang)
                .map(|other| format!("{}: {}", other.native_name(), term.name.get(other)))
                .collect();
            let taught = course
                .lessons
                .iter()
                .position(|l| l.id == term.lesson)
                .map(|at| ui.glossary_taught_in(at + 1, course.lessons[at].title.get(lang)))
                .unwrap_or_default();
            GlossaryEntry {
                word: format!("{} ({})", term.name.get(lang), others.join(" · ")),
                meaning: term.meaning.get(lang).to_string(),
                taught,
            }
        })
        .collect();
    (ui.glossary_title(glossary.terms.len()), entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::embedded_course;
    use crate::course::glossary::built_in;

    #[test]
    fn an_entry_names_the_word_in_every_language_and_its_lesson() {
        let course = embedded_course().unwrap();
        let glossary = built_in(&course).unwrap();
        let (title, entries) = entries(Ui::new(Lang::Id), &glossary, &course);
        assert!(title.starts_with("Daftar istilah: "), "{title}");
        let corner = entries
            .iter()
            .find(|e| e.word.starts_with("sudut ("))
            .unwrap();
        // The tests' language (`crate::i18n::test_language`) is among the others.
        assert_eq!(
            corner.word,
            "sudut (English: corner · Tiếng Việt: góc · Qáx: ćóŕńéŕ)"
        );
        assert_eq!(corner.taught, "Diajarkan di pelajaran 14 · Sudut.");
        assert_eq!(entries.len(), glossary.terms.len());
    }
}
