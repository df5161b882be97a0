//! Class games on disk, and read back: each game's record under a line naming
//! its players, rewritten at every move; the pupils' class ratings; each
//! player's copy of a finished game. When the class is served again (after a
//! stop, or after the server was killed) the games are read back: one not
//! over goes on at its last move, both seats held; one over whose ratings or
//! copies were not all written gets them now, once.
//!
//! ```text
//! # reversi-tutor class game 3: black ani, white budi
//! f5d6c3
//! ```

use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::ClassRating;
use crate::runner::game::record::{MAX_SAVED_BYTES, read_saved, saved_text};
use crate::runner::game::{GameSession, GameSetup, Players};
use crate::store::{read_file, write_atomically};

/// The start of a class game's first line.
const HEADER: &str = "# reversi-tutor class game ";

/// A class game as read back from its file.
pub(super) struct Kept {
    /// Its number in the class.
    pub id: u64,
    /// Black's and white's names, as typed.
    pub names: [String; 2],
    /// The game, at its last move.
    pub session: GameSession,
}

/// A class game's session: two people, no computer, no undo of its own.
pub(super) fn session() -> GameSession {
    GameSession::new(GameSetup {
        swap_colors: false,
        budget: crate::engine::search::Budget::STANDARD,
        ..GameSetup::new(Players::TwoPeople)
    })
}

/// The text a class game is kept as: the line naming it and its players, then its record.
pub(super) fn text(id: u64, names: &[String; 2], session: &GameSession) -> String {
    format!(
        "{HEADER}{id}: black {}, white {}\n{}",
        names[0],
        names[1],
        saved_text(session.game())
    )
}

/// The number and the players named by a class game's first line.
fn header(line: &str) -> Option<(u64, [String; 2])> {
    let rest = line.strip_prefix(HEADER)?;
    let (id, players) = rest.split_once(": black ")?;
    let (black, white) = players.split_once(", white ")?;
    let valid = |name: &str| super::PupilName::parse(name.trim()).map(|n| n.to_string());
    Some((id.parse().ok()?, [valid(black)?, valid(white)?]))
}

/// The class game kept in `text`, if it is one.
fn kept(text: &str) -> Option<Kept> {
    let (id, names) = header(text.lines().next()?)?;
    let game = read_saved(text).ok()?;
    let mut session = session();
    session.go_on(&saved_text(&game)).ok()?;
    Some(Kept { id, names, session })
}

/// Every class game kept in `folder` (`game-N.txt`), by number; a file that
/// is no class game is left alone.
pub(super) fn read_games(folder: &Path) -> Vec<Kept> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut games: Vec<Kept> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            name.starts_with("game-") && name.ends_with(".txt")
        })
        .filter(|e| e.metadata().is_ok_and(|m| m.len() <= MAX_SAVED_BYTES))
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .filter_map(|text| kept(&text))
        .collect();
    games.sort_by_key(|game| game.id);
    games
}

/// A pupil's class rating file: the rating, and the last game it counts.
#[derive(Serialize, Deserialize)]
struct RatingFile {
    #[serde(flatten)]
    rating: ClassRating,
    /// The class game last rated (so that a game is never rated twice).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_game: Option<u64>,
}

/// The class rating kept in `folder`, and the last game it counts (a new
/// pupil's, or one whose file cannot be read, starts at the beginning).
pub(crate) fn read_rating(folder: &Path) -> (ClassRating, Option<u64>) {
    let path = folder.join(super::RATING_FILE);
    match read_file(&path) {
        Ok(Some(bytes)) => String::from_utf8(bytes)
            .ok()
            .and_then(|text| toml::from_str::<RatingFile>(&text).ok())
            .map_or((ClassRating::default(), None), |file| {
                (file.rating, file.last_game)
            }),
        _ => (ClassRating::default(), None),
    }
}

/// Writes `rating`, counting game `game`, into `folder`.
pub(super) fn write_rating(folder: &Path, rating: ClassRating, game: u64) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    let file = RatingFile {
        rating,
        last_game: Some(game),
    };
    let text = toml::to_string(&file).map_err(io::Error::other)?;
    write_atomically(folder, super::RATING_FILE, text.as_bytes())
}

/// The name of a player's copy of game `id`, in their `games` folder.
pub(super) fn copy_name(id: u64) -> String {
    format!("class-game-{id}.txt")
}

/// Writes a player's copy of a finished game into `folder` (their `games` folder).
pub(super) fn write_copy(folder: &Path, id: u64, text: &str) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    write_atomically(folder, &copy_name(id), text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_game_is_read_back_with_its_players_at_its_last_move() {
        let mut session = session();
        for square in ["f5", "d6", "c3"] {
            session.play(square.parse().unwrap());
        }
        let names = ["Ani".to_string(), "budi".to_string()];
        let text = text(7, &names, &session);
        let read = kept(&text).unwrap();
        assert_eq!((read.id, read.names.clone()), (7, names));
        assert_eq!(read.session.record(), "f5d6c3");
        assert_eq!(read.session.board(), session.board());
    }

    #[test]
    fn a_file_that_names_no_players_or_a_name_that_is_no_name_is_no_class_game() {
        for text in [
            "f5d6\n",
            "# reversi-tutor class game x: black a, white b\nf5\n",
            "# reversi-tutor class game 2: black ../a, white b\nf5\n",
            "# reversi-tutor class game 2: black a, white b\nz9\n",
        ] {
            assert!(kept(text).is_none(), "{text:?}");
        }
    }

    #[test]
    fn a_rating_file_keeps_the_last_game_it_counts_and_reads_as_a_rating() {
        let dir = tempfile::tempdir().unwrap();
        let rating = ClassRating {
            rating: 1111.0,
            ..ClassRating::default()
        };
        write_rating(dir.path(), rating, 4).unwrap();
        assert_eq!(read_rating(dir.path()), (rating, Some(4)));
        let text = std::fs::read_to_string(dir.path().join(super::super::RATING_FILE)).unwrap();
        let plain: ClassRating = toml::from_str(&text).unwrap();
        assert_eq!(plain, rating);
    }
}
