//! English: the type on which the puzzle hints (`hints`) and the words of
//! `check` (`check`) are still written in Rust. Every string of
//! [`Strings`](super::Strings) is a message of `ftl/en.ftl`.

/// English, for the hints and the words of `check`.
pub struct English;
