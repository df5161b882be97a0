//! The one executor of the app's effects: the progress store, game records
//! and exported positions on disk, and the computer's move and a game's grades
//! on threads of their own. What an effect finds out comes back as a message
//! for `update`: at once for the files, from [`Executor::finished`] for the
//! threads.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::Board;
use crate::export::Diagram;
use crate::i18n::Ui;
use crate::learner::Progress;
use crate::runner::review::review_counting;
use crate::store::Store;

use super::class_game::ClassLink;
use super::effect::{Done, Effect};
use super::game_files::{read_game, write_game};
use super::saved_games::SavedGames;
use super::{App, Msg};

/// Runs effects, and hands over what the threads it started worked out.
#[derive(Debug)]
pub struct Executor {
    /// Where progress is saved (none: kept in memory only).
    store: Option<Store>,
    /// The threads' answers come in here.
    sender: mpsc::Sender<Msg>,
    answers: mpsc::Receiver<Msg>,
    /// How many threads have not answered yet.
    running: usize,
    /// Why the last save did not reach the file (none: it did, or none failed yet).
    not_saved: Option<String>,
    /// Where class requests go, in a classroom session.
    class: Option<Box<dyn ClassLink>>,
}

impl Executor {
    /// An executor saving progress in `store` (if any).
    pub fn new(store: Option<Store>) -> Executor {
        let (sender, answers) = mpsc::channel();
        Executor {
            store,
            sender,
            answers,
            running: 0,
            not_saved: None,
            class: None,
        }
    }

    /// Class requests handed to `link` from now on.
    pub fn join_class(&mut self, link: Box<dyn ClassLink>) {
        self.class = Some(link);
    }

    /// The data folder, where the progress, the games and the exports go.
    pub fn folder(&self) -> Option<&Path> {
        self.store.as_ref().map(Store::folder)
    }

    /// Where the learner's progress is, in `ui`'s words: the file it was last
    /// saved to, or why it is not saved (for the report after a fault); nothing
    /// when there is no store and `progress` is a new learner's (a review).
    pub fn where_progress_is(&self, ui: Ui, progress: &Progress) -> Option<String> {
        Some(match (&self.store, &self.not_saved) {
            (None, _) if *progress == Progress::default() => return None,
            (None, _) => ui.progress_in_memory().to_string(),
            (Some(_), Some(why)) => ui.progress_not_saved(why),
            (Some(store), None) => match store.newer_version() {
                Some(version) => ui.progress_newer(version),
                None => ui.progress_saved_in(&store.path().display().to_string()),
            },
        })
    }

    /// Whether a thread it started has not answered yet.
    pub fn working(&self) -> bool {
        self.running > 0
    }

    /// A thread's answer, if one is in.
    pub fn finished(&mut self) -> Option<Msg> {
        let answer = self.answers.try_recv().ok()?;
        self.running = self.running.saturating_sub(1);
        Some(answer)
    }

    /// A thread's answer, waiting at most `timeout` for one.
    pub fn wait(&mut self, timeout: Duration) -> Option<Msg> {
        let answer = self.answers.recv_timeout(timeout).ok()?;
        self.running = self.running.saturating_sub(1);
        Some(answer)
    }

    /// Runs `effect` on `app`'s behalf; what it found out at once, for `update`.
    pub fn run(&mut self, app: &mut App, effect: Effect) -> Option<Msg> {
        let done = match effect {
            Effect::SaveProgress => {
                let store = self.store.as_mut()?;
                let saved = store
                    .save(app.record_mut())
                    .map(|_| ())
                    .map_err(|e| e.to_string());
                self.not_saved = saved.as_ref().err().cloned();
                Done::Saved(saved)
            }
            Effect::Think { thinking, pause } => {
                let asked = Instant::now();
                return self.spawn("computer", move || {
                    let mv = thinking.choose();
                    if let Some(rest) = pause.checked_sub(asked.elapsed()) {
                        std::thread::sleep(rest);
                    }
                    Done::Thought { thinking, mv }
                });
            }
            Effect::Grade {
                game,
                setup,
                reached,
            } => {
                return self.spawn("review", move || Done::Graded {
                    review: review_counting(&game, &setup, &reached),
                    game,
                });
            }
            Effect::WriteGame { file, text, kept } => {
                let (path, written) = write_game(file, &text);
                Done::GameWritten {
                    path,
                    written,
                    kept,
                }
            }
            Effect::FindGames { named, folder } => Done::GamesFound {
                games: SavedGames::find(named.as_deref(), folder.as_deref()),
                folder,
            },
            Effect::ReadGame(path) => Done::GameRead {
                text: read_game(&path),
                path,
            },
            Effect::ReadUnfinished(path) => Done::Unfinished(read_game(&path).ok()),
            Effect::Class(ask) => {
                if let Some(link) = &self.class {
                    link.ask(ask);
                }
                return None;
            }
            Effect::RemoveFile(path) => {
                // Gone already is as good: nothing to say either way.
                let _ = std::fs::remove_file(&path);
                return None;
            }
            Effect::Export {
                folder,
                board,
                table,
                board_string,
            } => Done::Exported(
                write_export(&folder, &board, &table, &board_string).map_err(|e| e.to_string()),
            ),
        };
        Some(Msg::Done(Box::new(done)))
    }

    /// `work` done on a thread of its own, its answer handed over later; when
    /// no thread can be had, done here and answered at once.
    fn spawn(
        &mut self,
        name: &str,
        work: impl FnOnce() -> Done + Send + Clone + 'static,
    ) -> Option<Msg> {
        let sender = self.sender.clone();
        let job = work.clone();
        let place = name.to_string();
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                crate::fault::test_panic(&place);
                let _ = sender.send(Msg::Done(Box::new(job())));
            });
        match spawned {
            Ok(_) => {
                self.running += 1;
                None
            }
            Err(_) => Some(Msg::Done(Box::new(work()))),
        }
    }
}

/// Writes an exported position into a new file `position-N.toml` of `folder`
/// (the first number not taken): the board string as a comment, for
/// `--position`, then the table; and its picture into `position-N.svg`.
fn write_export(
    folder: &Path,
    board: &Board,
    table: &str,
    board_string: &str,
) -> io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    for n in 1..10_000 {
        let path = folder.join(format!("position-{n}.toml"));
        let picture = path.with_extension("svg");
        if picture.exists() {
            continue;
        }
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                // The picture beside the table, for a worksheet or a slide;
                // both are written, or neither is.
                let written = write!(file, "# --position \"{board_string}\"\n{table}")
                    .and_then(|()| std::fs::write(&picture, Diagram::of(board).svg()));
                if let Err(e) = written {
                    let _ = std::fs::remove_file(&path);
                    let _ = std::fs::remove_file(&picture);
                    return Err(e);
                }
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other(
        "position-1.toml to position-9999.toml all exist",
    ))
}
