//! The saved games the game screen offers on `o`: the `--save` file, then the
//! files `s` wrote in the data folder's `games` folder, the newest first, each
//! with how many moves it holds.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::runner::game::record::{MAX_SAVED_BYTES, read_saved};

use super::Arrow;

/// The folder of the data folder where `s` saves games.
pub const GAMES_FOLDER: &str = "games";

/// The file of the games folder that keeps a game left unfinished (`q`
/// mid-game), for Play to offer.
pub const UNFINISHED_FILE: &str = "unfinished.txt";

/// How many saved games the list shows at the most.
const MOST: usize = 50;

/// One saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// Where it is.
    pub path: PathBuf,
    /// Its file name, as the list writes it.
    pub name: String,
    /// How many moves it holds; `None` when it cannot be read as a game.
    pub moves: Option<usize>,
}

impl SavedGame {
    fn read(path: PathBuf) -> SavedGame {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let moves = crate::untrusted::read_text(&path, MAX_SAVED_BYTES)
            .ok()
            .and_then(|text| read_saved(&text).ok())
            .map(|game| game.moves().len());
        SavedGame {
            name: crate::untrusted::escape(&name).into_owned(),
            path,
            moves,
        }
    }
}

/// The list, and the game chosen in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGames {
    /// The games, in the order shown.
    pub games: Vec<SavedGame>,
    /// The one chosen, among `games`.
    pub selected: usize,
}

impl SavedGames {
    /// The saved games: `named` first when it is a file, then the `.txt` files
    /// of `folder`, the newest first (at most fifty in all).
    pub fn find(named: Option<&Path>, folder: Option<&Path>) -> SavedGames {
        let mut games: Vec<SavedGame> = named
            .filter(|path| path.is_file())
            .map(|path| SavedGame::read(path.to_path_buf()))
            .into_iter()
            .collect();
        let mut found: Vec<(SystemTime, PathBuf)> = folder
            .and_then(|folder| std::fs::read_dir(folder).ok())
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == "txt"))
            .filter(|path| Some(path.as_path()) != named)
            .map(|path| {
                let modified = std::fs::metadata(&path)
                    .and_then(|m| m.modified())
                    .unwrap_or(SystemTime::UNIX_EPOCH);
                (modified, path)
            })
            .collect();
        // The newest first; names break ties, the later stamp first.
        found.sort_by(|a, b| b.cmp(a));
        let room = MOST.saturating_sub(games.len());
        games.extend(
            found
                .into_iter()
                .take(room)
                .map(|(_, path)| SavedGame::read(path)),
        );
        SavedGames { games, selected: 0 }
    }

    /// Whether there is nothing to offer.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The choice moved up or down, staying in the list.
    pub fn step(&mut self, arrow: Arrow) {
        let last = self.games.len().saturating_sub(1);
        self.selected = match arrow {
            Arrow::Up => self.selected.saturating_sub(1),
            Arrow::Down => (self.selected + 1).min(last),
            Arrow::Left | Arrow::Right => self.selected,
        };
    }

    /// The game chosen.
    pub fn chosen(&self) -> Option<&SavedGame> {
        self.games.get(self.selected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str, age_seconds: u64) {
        std::fs::write(path, text).unwrap();
        let when = SystemTime::now() - std::time::Duration::from_secs(age_seconds);
        std::fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(when)
            .unwrap();
    }

    #[test]
    fn the_named_file_comes_first_then_the_folder_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join(GAMES_FOLDER);
        std::fs::create_dir(&folder).unwrap();
        write(&folder.join("old.txt"), "f5d6c3\n", 300);
        write(&folder.join("new.txt"), "f5\n", 10);
        write(&folder.join("broken.txt"), "f5 z9\n", 100);
        write(&folder.join("notes.md"), "f5\n", 1);
        let named = dir.path().join("mine.txt");
        write(&named, "f5d6\n", 1000);
        let mut list = SavedGames::find(Some(&named), Some(&folder));
        let shown: Vec<(&str, Option<usize>)> = list
            .games
            .iter()
            .map(|g| (g.name.as_str(), g.moves))
            .collect();
        assert_eq!(
            shown,
            [
                ("mine.txt", Some(2)),
                ("new.txt", Some(1)),
                ("broken.txt", None),
                ("old.txt", Some(3)),
            ]
        );
        list.step(Arrow::Up);
        assert_eq!(list.selected, 0);
        for _ in 0..10 {
            list.step(Arrow::Down);
        }
        assert_eq!(list.chosen().unwrap().name, "old.txt");
    }

    #[test]
    fn no_folder_and_no_file_offer_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("missing");
        assert!(SavedGames::find(Some(&missing), Some(&missing)).is_empty());
        assert!(SavedGames::find(None, None).is_empty());
    }
}
