//! The learner's saved progress for the commands that keep it (`lesson`,
//! `lessons`): the folder from `--data-dir`, `REVERSI_TUTOR_DATA` or the user's
//! data folder; what the store has to say, in the learner's language; and a
//! save that never stops the lesson (progress stays in memory when the file
//! cannot be written).

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;

use crate::i18n::Ui;
use crate::learner::Progress;
use crate::store::{DataDir, Notice, Store};

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
                writeln!(
                    err,
                    "reversi-tutor: {}",
                    ui.progress_not_saved(&e.to_string())
                )?;
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
                writeln!(
                    err,
                    "reversi-tutor: {}",
                    ui.progress_not_saved(&e.to_string())
                )?;
                Ok(Learner::in_memory())
            }
        }
    }

    /// Progress kept in memory only.
    pub fn in_memory() -> Learner {
        Learner {
            progress: Progress::default(),
            store: None,
        }
    }

    /// Saves the progress; a failure is told on `err`, and the progress stays in
    /// memory.
    pub fn save(&mut self, ui: Ui, err: &mut dyn Write) -> io::Result<()> {
        let Some(store) = self.store.as_mut() else {
            return Ok(());
        };
        match store.save(&mut self.progress) {
            Ok(report) => tell(&report.notices, ui, err),
            Err(e) => writeln!(
                err,
                "reversi-tutor: {}",
                ui.progress_not_saved(&e.to_string())
            ),
        }
    }
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
