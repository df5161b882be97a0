//! The learner's record on disk: one human-readable `progress.toml` with a
//! `version`, in the folder chosen by [`DataDir::resolve`]. The record itself is
//! plain data in [`crate::learner`]; this layer reads and writes it.
//!
//! - [`Store`]: open, save atomically, keep a damaged file aside, refuse to write
//!   over a newer version, merge with another running copy (see `progress`).
//! - `file`: the file's text and what is damaged in it; `merge`: two copies'
//!   records as one; `disk`: the writes and the locks; `dir`: the data folder.
//! - [`config`]: the teacher's config file and variables naming the course folders.
//!
//! Nothing here prints: what the learner should be told comes back as [`Notice`]s
//! and [`ProgressError`]s.

pub mod config;
mod dir;
mod disk;
mod error;
mod file;
mod merge;
mod progress;

pub use dir::DataDir;
pub use disk::{read as read_file, write_atomically, write_private};
pub use error::{DataDirError, ProgressError};
pub use file::{Damage, DamageKind, VERSION};
pub use progress::{FILE_NAME, Notice, Opened, SaveReport, Saved, Store};
