//! Where a game's record is saved and read: one policy, which the game screen
//! (through its effects, which the executor runs) and plain mode (at once)
//! both follow. A save writes the `--save` file, else the file the game was
//! saved in or loaded from, else a new file of the data folder's `games`
//! folder; with none of them the record is shown, and a game with no move yet
//! is not saved. The `--save` file also keeps a game at its end and as the
//! player leaves.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::learner::date::file_stamp;
use crate::runner::game::record::MAX_SAVED_BYTES;

use super::effect::GameFile;
use super::saved_games::GAMES_FOLDER;

/// The files of a game: the one the command line named, the folder of saved
/// games, and the file this game was last saved in or loaded from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFiles {
    /// The `--save` file.
    pub named: Option<PathBuf>,
    /// The data folder's `games` folder (none: no data folder).
    pub folder: Option<PathBuf>,
    /// The file this game was saved in or loaded from, which a save updates.
    pub saved_in: Option<PathBuf>,
}

/// Where a save goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveTo {
    /// Nowhere: the game has no move yet.
    NoMoveYet,
    /// This file.
    File(GameFile),
    /// Nowhere to write: the record is shown instead.
    Shown,
}

impl GameFiles {
    /// The files of a game with `named` (`--save`) and the data folder `data`.
    pub fn new(named: Option<PathBuf>, data: Option<&Path>) -> GameFiles {
        GameFiles {
            named,
            folder: data.map(|dir| dir.join(GAMES_FOLDER)),
            saved_in: None,
        }
    }

    /// Where a save of a game of `moves` moves goes.
    pub fn save_to(&self, moves: usize) -> SaveTo {
        if moves == 0 {
            return SaveTo::NoMoveYet;
        }
        let file = (self.named.clone())
            .or_else(|| self.saved_in.clone())
            .map(GameFile::Named)
            .or_else(|| self.folder.clone().map(GameFile::NewIn));
        file.map_or(SaveTo::Shown, SaveTo::File)
    }

    /// The file that keeps a game of `moves` moves as it ends and as the
    /// player leaves: the `--save` file, once the game has a move.
    pub fn kept_in(&self, moves: usize) -> Option<PathBuf> {
        self.named.clone().filter(|_| moves > 0)
    }
}

/// Writes the record `text` where `file` says, making its folder: the file
/// written, and why not if it was not.
pub fn write_game(file: GameFile, text: &str) -> (PathBuf, Result<(), String>) {
    let path = match file {
        GameFile::Named(path) => path,
        GameFile::NewIn(folder) => {
            let stamp = file_stamp(SystemTime::now());
            folder.join(format!("game-{stamp}.txt"))
        }
    };
    let written = write_making_folder(&path, text).map_err(|e| e.to_string());
    (path, written)
}

/// The text of the saved game at `path` (a regular file within the size limit).
pub fn read_game(path: &Path) -> Result<String, String> {
    crate::untrusted::read_text(path, MAX_SAVED_BYTES).map_err(|e| e.to_string())
}

/// Writes `text` into `path`, making its folder first.
pub(super) fn write_making_folder(path: &Path, text: &str) -> std::io::Result<()> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir)?,
        _ => {}
    }
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_goes_to_the_named_file_then_the_file_saved_in_then_a_new_file_of_the_games_folder() {
        let mut files = GameFiles::new(None, Some(Path::new("data")));
        assert_eq!(files.save_to(0), SaveTo::NoMoveYet);
        assert_eq!(
            files.save_to(3),
            SaveTo::File(GameFile::NewIn(PathBuf::from("data/games")))
        );
        files.saved_in = Some(PathBuf::from("data/games/game-1.txt"));
        assert_eq!(
            files.save_to(3),
            SaveTo::File(GameFile::Named(PathBuf::from("data/games/game-1.txt")))
        );
        files.named = Some(PathBuf::from("mine.txt"));
        assert_eq!(
            files.save_to(3),
            SaveTo::File(GameFile::Named(PathBuf::from("mine.txt")))
        );
        assert_eq!(GameFiles::default().save_to(3), SaveTo::Shown);
    }

    #[test]
    fn only_the_named_file_keeps_a_game_with_a_move() {
        let files = GameFiles::new(Some(PathBuf::from("mine.txt")), Some(Path::new("data")));
        assert_eq!(files.kept_in(0), None);
        assert_eq!(files.kept_in(1), Some(PathBuf::from("mine.txt")));
        assert_eq!(
            GameFiles::new(None, Some(Path::new("data"))).kept_in(9),
            None
        );
    }

    #[test]
    fn a_new_file_is_made_in_a_folder_made_for_it_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("games");
        let (path, written) = write_game(GameFile::NewIn(folder.clone()), "f5d6\n");
        assert_eq!(written, Ok(()));
        assert_eq!(path.parent(), Some(folder.as_path()));
        assert_eq!(read_game(&path).as_deref(), Ok("f5d6\n"));
        assert!(read_game(&folder.join("missing.txt")).is_err());
    }
}
