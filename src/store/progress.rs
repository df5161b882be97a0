//! The progress store: `progress.toml` in the progress folder, opened once, saved
//! as often as the caller likes. What happened on the way is reported as
//! [`Notice`]s for the caller to tell the learner.
//!
//! Two running copies of the tutor share one folder safely:
//! - every save happens under the write lock `progress.lock`, held only while the
//!   file is read, merged and written (milliseconds);
//! - a save first reads the file; if it changed since this copy last read or
//!   wrote it (another copy saved, or someone edited it), this copy's changes are
//!   merged into it ([`super::merge`]) rather than written over it;
//! - `session.lock` is held by the first copy for as long as it runs, so a second
//!   copy can tell the learner that another copy is running
//!   ([`Notice::AnotherCopyRunning`]); both copies' progress is kept.
//!
//! A damaged file is renamed to `progress.toml.corrupt-<UTC time>` (under the write
//! lock) and the learner starts afresh; a file of a newer version is never
//! written: the store is then read-only and progress stays in memory.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::disk;
use super::error::ProgressError;
use super::file::{self, Contents, Damage};
use super::merge::{finished_since, merge};
use crate::learner::Progress;
use crate::untrusted::ReadError;

/// The name of the progress file in the progress folder.
pub const FILE_NAME: &str = "progress.toml";
/// The lock held while the progress file is read, merged and written.
const WRITE_LOCK: &str = "progress.lock";
/// The lock held by the first running copy of the tutor for as long as it runs.
const SESSION_LOCK: &str = "session.lock";
/// How long a save waits for another copy to finish its own save.
const PATIENCE: Duration = Duration::from_secs(2);
/// How long opening waits for the session lock before it says another copy runs.
/// A running copy holds the lock for as long as it runs; a copy that is just
/// quitting, or a child process it is starting (which holds a copy of every open
/// file between its fork and its exec), lets go within a moment.
const SESSION_PATIENCE: Duration = Duration::from_millis(250);
/// How often opening reads again a file that changed while it was being kept aside.
const OPEN_TRIES: usize = 3;

/// Something the learner should be told about their progress.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The progress file was damaged: it was moved to `kept_at`, unchanged, and
    /// the learner starts afresh; the next save writes a new file.
    DamagedKeptAside {
        /// Where the damaged file is now.
        kept_at: PathBuf,
        /// What is wrong with it.
        damage: Damage,
    },
    /// The progress file comes from a newer reversi-tutor: it is never written;
    /// progress is kept in memory only, until the tutor closes.
    NewerVersion {
        /// The file's version.
        version: i64,
    },
    /// Another copy of the tutor is running on the same folder; each save merges
    /// both copies' progress.
    AnotherCopyRunning,
}

/// What a save did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Saved {
    /// The file now holds the progress.
    Written,
    /// The file already held exactly this progress: nothing was written.
    Unchanged,
    /// The file is of a newer version and is never written: progress stays in memory.
    ReadOnly,
}

/// The outcome of [`Store::save`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveReport {
    /// What the save did.
    pub saved: Saved,
    /// Whether progress saved by another copy (or an edit) since this copy last
    /// read the file was merged in; the caller's progress now holds it too.
    pub merged: bool,
    /// What the learner should be told.
    pub notices: Vec<Notice>,
}

/// An open progress store.
#[derive(Debug)]
pub struct Store {
    /// The progress folder.
    folder: PathBuf,
    /// The session lock, if this is the first running copy.
    _session: Option<File>,
    /// The progress as the file held it when last read or written here.
    base: Progress,
    /// The file's bytes when last read or written here (none: no file then).
    seen: Option<Vec<u8>>,
    /// The version of a newer file found: the store is then read-only.
    newer: Option<i64>,
    /// Lessons where another copy reached a step further than this one: the
    /// furthest step, kept by every later save until this copy passes it or
    /// finishes the lesson.
    furthest: BTreeMap<String, u32>,
}

/// A store just opened, with the learner's progress and what to tell them.
#[derive(Debug)]
pub struct Opened {
    /// The store, for saving.
    pub store: Store,
    /// The progress read (a new learner's if there was no file or it was damaged).
    pub progress: Progress,
    /// What the learner should be told.
    pub notices: Vec<Notice>,
}

impl Store {
    /// Opens the progress kept in `folder` (made if missing): reads `progress.toml`,
    /// keeps a damaged file aside, and notes a newer version or another running copy.
    pub fn open(folder: &Path) -> Result<Opened, ProgressError> {
        std::fs::create_dir_all(folder).map_err(|source| ProgressError::CreateFolder {
            path: folder.to_path_buf(),
            source,
        })?;
        let mut notices = Vec::new();
        let session = match disk::lock_within(&folder.join(SESSION_LOCK), SESSION_PATIENCE) {
            Ok(Some(lock)) => Some(lock),
            Ok(None) => {
                notices.push(Notice::AnotherCopyRunning);
                None
            }
            // A folder that cannot hold a lock file shows itself again at the first save.
            Err(_) => None,
        };
        let mut store = Store {
            folder: folder.to_path_buf(),
            _session: session,
            base: Progress::default(),
            seen: None,
            newer: None,
            furthest: BTreeMap::new(),
        };
        let progress = store.load(&mut notices)?;
        Ok(Opened {
            store,
            progress,
            notices,
        })
    }

    /// The progress kept in `folder`, read without opening a session or
    /// keeping anything aside: for a look at a learner who is not here (a
    /// teacher's report). None when there is no file, or none this version
    /// can read.
    pub fn peek(folder: &Path) -> Option<Progress> {
        let bytes = disk::read(&folder.join(FILE_NAME)).ok()??;
        match file::read(&bytes) {
            Contents::Current(progress) => Some(progress),
            Contents::Newer { progress, .. } => progress,
            Contents::Damaged(_) => None,
        }
    }

    /// The progress file's path.
    pub fn path(&self) -> PathBuf {
        self.folder.join(FILE_NAME)
    }

    /// The progress folder.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Whether the file is of a newer version, so that nothing is ever written.
    pub fn is_read_only(&self) -> bool {
        self.newer.is_some()
    }

    /// The version of the newer file that makes the store read-only, if so.
    pub fn newer_version(&self) -> Option<i64> {
        self.newer
    }

    /// Reads the file at opening, keeping it aside if damaged.
    fn load(&mut self, notices: &mut Vec<Notice>) -> Result<Progress, ProgressError> {
        for _ in 0..OPEN_TRIES {
            let Some(bytes) = self.read()? else {
                return Ok(Progress::default());
            };
            let progress = match file::read(&bytes) {
                Contents::Current(progress) => progress,
                Contents::Newer { version, progress } => {
                    self.newer = Some(version);
                    notices.push(Notice::NewerVersion { version });
                    progress.unwrap_or_default()
                }
                Contents::Damaged(damage) => {
                    let _lock = self.write_lock()?;
                    if self.read()?.as_ref() != Some(&bytes) {
                        continue; // Changed meanwhile: read it again.
                    }
                    let kept_at = self.keep_aside()?;
                    notices.push(Notice::DamagedKeptAside { kept_at, damage });
                    return Ok(Progress::default());
                }
            };
            self.seen = Some(bytes);
            self.base = progress.clone();
            return Ok(progress);
        }
        Err(ProgressError::Busy {
            folder: self.folder.clone(),
        })
    }

    /// Saves `progress`, first merging in what another copy saved since this one
    /// last read or wrote the file; `progress` then holds the merged progress.
    /// On an error, `progress` is unchanged and a later save may succeed.
    pub fn save(&mut self, progress: &mut Progress) -> Result<SaveReport, ProgressError> {
        let mut report = SaveReport {
            saved: Saved::ReadOnly,
            merged: false,
            notices: Vec::new(),
        };
        if self.newer.is_some() {
            return Ok(report);
        }
        let _lock = self.write_lock()?;
        disk::remove_stale_temporaries(&self.folder, FILE_NAME);
        let on_disk = self.read()?;
        let next = match &on_disk {
            Some(bytes) if Some(bytes) != self.seen.as_ref() => match file::read(bytes) {
                Contents::Current(theirs) => {
                    report.merged = true;
                    merge(&self.base, progress, &theirs)
                }
                Contents::Newer { version, .. } => {
                    self.newer = Some(version);
                    report.notices.push(Notice::NewerVersion { version });
                    return Ok(report);
                }
                Contents::Damaged(damage) => {
                    let kept_at = self.keep_aside()?;
                    report
                        .notices
                        .push(Notice::DamagedKeptAside { kept_at, damage });
                    progress.clone()
                }
            },
            _ => progress.clone(),
        };
        let mut next = next;
        self.keep_furthest_steps(progress, &mut next);
        let text = file::write(&next).map_err(|error| ProgressError::Write {
            path: self.path(),
            source: std::io::Error::other(error),
        })?;
        report.saved = if on_disk.as_deref() == Some(text.as_bytes()) {
            Saved::Unchanged
        } else {
            // Renaming over a read-only file would ignore what its mode says.
            if std::fs::metadata(self.path()).is_ok_and(|meta| meta.permissions().readonly()) {
                return Err(ProgressError::ReadOnly { path: self.path() });
            }
            disk::write_atomically(&self.folder, FILE_NAME, text.as_bytes()).map_err(|source| {
                ProgressError::Write {
                    path: self.path(),
                    source,
                }
            })?;
            Saved::Written
        };
        self.seen = Some(text.into_bytes());
        self.base = next.clone();
        *progress = next;
        Ok(report)
    }

    /// Two copies in one lesson keep the furthest step reached: when both moved
    /// in a lesson and the other copy went further than `ours`, its step is
    /// remembered, and `next` keeps it while this copy is behind it (its own
    /// later saves included) and has not finished the lesson.
    fn keep_furthest_steps(&mut self, ours: &Progress, next: &mut Progress) {
        for (id, merged) in &next.lessons {
            let step = ours.lesson(id).step;
            // Both copies moved in this lesson, and the other went further.
            if step != self.base.lesson(id).step && merged.step > step {
                let furthest = self.furthest.entry(id.clone()).or_default();
                *furthest = (*furthest).max(merged.step);
            }
        }
        let base = &self.base;
        self.furthest.retain(|id, furthest| {
            let Some(lesson) = next.lessons.get_mut(id) else {
                return false;
            };
            let own = ours.lesson(id);
            if own.step >= *furthest || finished_since(&base.lesson(id), &own) {
                return false;
            }
            lesson.step = *furthest;
            true
        });
    }

    fn read(&self) -> Result<Option<Vec<u8>>, ProgressError> {
        disk::read(&self.path()).map_err(|error| match error {
            ReadError::NotAFile { kind } => ProgressError::NotAFile {
                path: self.path(),
                kind,
            },
            ReadError::Io(source) => ProgressError::Read {
                path: self.path(),
                source,
            },
            other => ProgressError::Read {
                path: self.path(),
                source: std::io::Error::other(other.to_string()),
            },
        })
    }

    /// Takes the write lock, waiting a little for another copy's save.
    fn write_lock(&self) -> Result<File, ProgressError> {
        let path = self.folder.join(WRITE_LOCK);
        match disk::lock_within(&path, PATIENCE) {
            Ok(Some(lock)) => Ok(lock),
            Ok(None) => Err(ProgressError::Busy {
                folder: self.folder.clone(),
            }),
            Err(source) => Err(ProgressError::Lock { path, source }),
        }
    }

    fn keep_aside(&mut self) -> Result<PathBuf, ProgressError> {
        self.seen = None;
        disk::keep_aside(&self.folder, FILE_NAME).map_err(|source| ProgressError::KeepAside {
            path: self.path(),
            source,
        })
    }
}
