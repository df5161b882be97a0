//! The learner's saved progress for the commands that keep it (`lesson`,
//! `lessons`): the folder from `--data-dir`, `REVERSI_TUTOR_DATA` or the user's
//! data folder; what the store has to say, in the learner's language; and a
//! save that never stops the lesson (progress stays in memory when the file
//! cannot be written, and the command then ends with status 1).

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;

use super::Exit;
use crate::i18n::Ui;
use crate::learner::Progress;
use crate::store::{DataDir, Notice, Saved, Store};

/// Where the learner's progress is kept.
#[derive(Debug, Clone, Default, Args)]
pub struct DataArgs {
    /// The folder of your progress (default: REVERSI_TUTOR_DATA, else your data
    /// folder, such as ~/.local/share/reversi-tutor).
    #[arg(long = "data-dir", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// The learner's progress, and the store it is saved to when there is one.
#[derive(Debug)]
pub struct Learner {
    /// The progress (in memory; saved by [`Learner::save`]).
    pub progress: Progress,
    store: Option<Store>,
}

impl Learner {
    /// Opens the learner's progress; what the store reports (a damaged file kept
    /// aside, a newer version, another copy running, a folder that cannot be used)
    /// is written to `err` in `ui`'s language, and the lesson goes on regardless.
    pub fn open(data: &DataArgs, ui: Ui, err: &mut dyn Write) -> io::Result<Learner> {
        let folder = match DataDir::resolve(data.data_dir.clone()) {
            Ok(folder) => folder,
            Err(e) => {
                not_saved(&e, ui, err)?;
                return Ok(Learner::in_memory());
            }
        };
        match Store::open(&folder) {
            Ok(opened) => {
                tell(&opened.notices, ui, err)?;
                Ok(Learner {
                    progress: opened.progress,
                    store: Some(opened.store),
                })
            }
            Err(e) => {
                not_saved(&e, ui, err)?;
                Ok(Learner::in_memory())
            }
        }
    }

    /// Progress kept in memory only.
    fn in_memory() -> Learner {
        Learner {
            progress: Progress::default(),
            store: None,
        }
    }

    /// The data folder (none when the progress is kept in memory only).
    pub fn folder(&self) -> Option<&std::path::Path> {
        self.store.as_ref().map(Store::folder)
    }

    /// Saves the progress; a failure is told on `err`, and the progress stays in
    /// memory. Whether the file now holds the progress: not when there is no
    /// store (told when it was opened), the file is of a newer version, or the
    /// save failed.
    pub fn save(&mut self, ui: Ui, err: &mut dyn Write) -> io::Result<bool> {
        let Some(store) = self.store.as_mut() else {
            return Ok(false);
        };
        match store.save(&mut self.progress) {
            Ok(report) => {
                tell(&report.notices, ui, err)?;
                Ok(report.saved != Saved::ReadOnly)
            }
            Err(e) => {
                not_saved(&e, ui, err)?;
                Ok(false)
            }
        }
    }

    /// How a plain-mode session ends once [`Learner::save`] said `saved`: with
    /// status 1 when the progress is not in the file, so that a script can tell.
    pub fn exit(saved: bool) -> Exit {
        if saved { Exit::Fine } else { Exit::Problems }
    }
}

/// Says on `err` that the progress is not saved, and why.
fn not_saved(why: &dyn std::fmt::Display, ui: Ui, err: &mut dyn Write) -> io::Result<()> {
    writeln!(
        err,
        "reversi-tutor: {}",
        ui.progress_not_saved(&why.to_string())
    )
}

/// The store's notices, a line each.
fn tell(notices: &[Notice], ui: Ui, err: &mut dyn Write) -> io::Result<()> {
    for notice in notices {
        let line = match notice {
            Notice::DamagedKeptAside { kept_at, damage } => {
                ui.progress_damaged(&kept_at.display().to_string(), &damage.to_string())
            }
            Notice::NewerVersion { version } => ui.progress_newer(*version),
            Notice::AnotherCopyRunning => ui.progress_shared().to_string(),
        };
        writeln!(err, "reversi-tutor: {line}")?;
    }
    Ok(())
}
