//! What can go wrong with the progress folder and file, in words a learner follows.

use std::io;
use std::path::PathBuf;

/// The progress store could not do what was asked; the learner's progress in
/// memory is untouched and the caller may go on without saving.
#[derive(Debug, thiserror::Error)]
pub enum ProgressError {
    /// The folder for the progress file cannot be made.
    #[error("cannot make the folder {path} to keep your progress in: {source}")]
    CreateFolder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// The progress file exists but cannot be read.
    #[error("cannot read your progress from {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// The progress file's name is taken by something that is not a file (a
    /// named pipe, a device, a folder), which is left alone.
    #[error(
        "your progress file {path} is {kind}, not a regular file: it is left as it is, \
         and nothing is saved there; remove it, or name another folder with --data-dir"
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, in words.
        kind: &'static str,
    },
    /// The progress file cannot be written.
    #[error("cannot save your progress to {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// The progress file is marked read-only: that is taken as meaning it, and
    /// it is not replaced.
    #[error(
        "your progress file {path} is read-only: it is left as it is, and nothing is \
         saved there; make it writable again (chmod u+w) to save your progress"
    )]
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// A damaged progress file cannot be moved aside, so it was left as it is.
    #[error(
        "your progress file {path} is damaged and cannot be moved aside ({source}); \
         it was left as it is, and nothing will be saved over it"
    )]
    KeepAside {
        /// The damaged file.
        path: PathBuf,
        /// Why it could not be moved.
        source: io::Error,
    },
    /// The lock that keeps two copies of the tutor from writing at once failed.
    #[error("cannot lock {path} to save your progress safely: {source}")]
    Lock {
        /// The lock file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// Another copy of the tutor held the lock for too long.
    #[error(
        "another copy of reversi-tutor is busy with the progress in {folder}; \
         try again in a moment"
    )]
    Busy {
        /// The progress folder.
        folder: PathBuf,
    },
}

/// No folder for the progress can be found.
#[derive(Debug, thiserror::Error)]
pub enum DataDirError {
    /// There is no home folder to put the data folder in.
    #[error(
        "cannot find your home folder to keep your progress in: \
         name a folder with --data-dir or the REVERSI_TUTOR_DATA variable"
    )]
    NoHome,
}
