//! What comes from outside the program, and the one way each reaches it or leaves
//! it: [`text`] that did not come from our own source is escaped by one rule before
//! anything shows it (the process's output and error streams go through
//! [`Escaping`], `--json` through [`json`], the full screen's frames through
//! [`clean_symbol`]); a [`file`] is read only when it is a regular file, and never
//! past a size limit.

pub mod file;
pub mod text;

pub use file::{ReadError, open_regular, read_limited, read_text};
pub use text::{Escaping, clean_symbol, escape, is_unsafe, json, shown_back};
