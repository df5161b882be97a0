//! English: a type no part of the interface is written on any more (the puzzle
//! hints and every string of [`Strings`](super::Strings) are messages of
//! `ftl/en.ftl`; `check` speaks English from its own wording).

/// English.
#[expect(dead_code, reason = "every English word is a message of ftl/en.ftl")]
pub struct English;
