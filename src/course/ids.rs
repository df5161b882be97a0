//! Ids across the files of a course: where each was first seen, and a lesson's or
//! puzzle's claim to its id: new, replacing a built-in one (a teacher's adapted
//! version), or taken already (a problem naming both places).

use std::collections::HashMap;
use std::ops::Range;

use toml::Spanned;
use toml::de::DeValue;

use super::codes::Code;
use super::error::{Location, Problems, Said};
use super::loaded::{Item, Notice};

/// Where an id was first seen.
#[derive(Clone, Debug)]
pub(crate) struct Seen {
    /// `file:line:column`.
    pub place: String,
    /// The file alone.
    pub file: String,
    /// Whether that file is part of the built-in course.
    pub built_in: bool,
}

/// A puzzle table's id and its place, read before the table is checked.
pub(crate) fn peek_id(item: &Spanned<DeValue<'_>>) -> Option<(String, Range<usize>)> {
    let id = item.get_ref().get("id")?;
    Some((id.get_ref().as_str()?.to_string(), id.span()))
}

/// A lesson or puzzle's claim to its id.
pub(crate) struct Claim<'a> {
    /// Lesson or puzzle.
    pub item: Item,
    /// The id claimed.
    pub id: &'a str,
    /// Its place in the file.
    pub span: &'a Range<usize>,
    /// Whether the claim comes from the built-in course.
    pub built_in: bool,
}

impl Claim<'_> {
    /// Records the id as seen here, and returns whether it is this item's: a new id,
    /// or a teacher's item taking a built-in one's place (noted in `notices`). An id
    /// seen before otherwise is reported, naming where.
    pub fn take(
        self,
        problems: &mut Problems<'_>,
        seen: &mut HashMap<String, Seen>,
        notices: &mut Vec<Notice>,
    ) -> bool {
        let at = Location::of_offset(problems.text, self.span.start);
        let here = Seen {
            place: format!("{}:{}:{}", problems.file, at.line, at.column),
            file: problems.file.to_string(),
            built_in: self.built_in,
        };
        match seen.get(self.id) {
            None => {}
            Some(first) if first.built_in && !self.built_in => notices.push(Notice::Replaces {
                item: self.item,
                id: self.id.to_string(),
                file: problems.file.to_string(),
                built_in: first.file.clone(),
            }),
            Some(first) => {
                let what = self.item.name();
                let built_in = if first.built_in { " (built in)" } else { "" };
                problems.said_at(
                    self.span,
                    Said::new(
                        Code::DuplicateId,
                        format!(
                            "{what} id \"{}\" is already used by {}{built_in}: every {what} needs its own id; rename one of them",
                            self.id, first.place
                        ),
                    )
                    .with_args(vec![
                        what.to_string(),
                        self.id.to_string(),
                        first.place.clone(),
                        if first.built_in { "built-in" } else { "" }.to_string(),
                    ]),
                );
                return false;
            }
        }
        seen.insert(self.id.to_string(), here);
        true
    }
}
