//! Indonesian: the type on which the words of `check` (`check`) are still
//! written in Rust. Every string of
//! [`Strings`](super::Strings) is a message of `ftl/id.ftl`.

/// Indonesian, for the words of `check`.
pub struct Indonesian;
