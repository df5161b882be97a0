//! The file operations beneath the store: a read with a size limit, an atomic
//! write (temporary file, fsync, rename, fsync of the folder), keeping a damaged
//! file aside under a new name, and advisory locks.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use super::file::MAX_BYTES;
use crate::learner::date::file_stamp;
use crate::untrusted::{ReadError, open_regular};

/// The bytes of the regular file `path`, at most one past [`MAX_BYTES`]
/// (enough to tell that a file is too large); `None` if there is no such file.
/// A named pipe or a device is refused unread (see [`open_regular`]).
pub fn read(path: &Path) -> Result<Option<Vec<u8>>, ReadError> {
    let file = match open_regular(path) {
        Ok((file, _)) => file,
        Err(ReadError::Missing) => return Ok(None),
        Err(error) => return Err(error),
    };
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    Ok(Some(bytes))
}

/// The start of the names of temporary files for `name`.
fn temporary_prefix(name: &str) -> String {
    format!("{name}.tmp-")
}

/// How many symbolic links a path may go through before it is refused.
const MAX_LINKS: usize = 40;

/// Where a write to `folder/name` lands: that file, or, when it is a symbolic
/// link (a progress file kept in a synced folder), the file it points to,
/// followed link by link (a dangling link names the file to make). The folder
/// and the name of that file.
fn landing(folder: &Path, name: &str) -> io::Result<(PathBuf, String)> {
    let mut path = folder.join(name);
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&path) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                };
            }
            _ => {
                let dir = path.parent().map_or_else(PathBuf::new, Path::to_path_buf);
                let name = path
                    .file_name()
                    .ok_or_else(|| io::Error::other(format!("{} names no file", path.display())))?;
                return Ok((dir, name.to_string_lossy().into_owned()));
            }
        }
    }
    Err(io::Error::other(format!(
        "{} goes through more than {MAX_LINKS} symbolic links",
        folder.join(name).display()
    )))
}

/// Replaces `folder/name` with `bytes` so that a crash at any moment leaves
/// either the old file or the new one, whole: the bytes go to a new temporary
/// file in the same folder, are flushed to the disk, and the temporary file is
/// renamed over the old one; then the folder itself is flushed. A symbolic link
/// stays one: the file it points to is replaced, in its own folder.
pub fn write_atomically(folder: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    write_with_mode(folder, name, bytes, 0o666)
}

/// [`write_atomically`], the file readable and writable by its owner alone
/// (mode 0600 on Unix) from its first byte: a key, a PIN's hash.
pub fn write_private(folder: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    write_with_mode(folder, name, bytes, 0o600)
}

/// [`write_atomically`] with the temporary file made with `mode` (on Unix,
/// before the umask).
fn write_with_mode(folder: &Path, name: &str, bytes: &[u8], mode: u32) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let (folder, name) = landing(folder, name)?;
    let folder = folder.as_path();
    let temporary = folder.join(format!(
        "{}{}-{}",
        temporary_prefix(&name),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, mode);
        #[cfg(not(unix))]
        let _ = mode;
        let mut file = options.open(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, folder.join(&name))
    })();
    if written.is_err() {
        // Best effort: the temporary file is of no use now.
        let _ = fs::remove_file(&temporary);
    }
    written?;
    sync_folder(folder)
}

/// Flushes a folder's entries (the rename) to the disk.
#[cfg(unix)]
fn sync_folder(folder: &Path) -> io::Result<()> {
    File::open(folder)?.sync_all()
}

/// Folders cannot be opened as files here; the rename is as durable as the system makes it.
#[cfg(not(unix))]
fn sync_folder(_folder: &Path) -> io::Result<()> {
    Ok(())
}

/// Removes temporary files that a stopped writer left behind, beside
/// `folder/name` and beside the file a link there points to. Call it only while
/// holding the write lock: then no other writer has a temporary file open.
pub fn remove_stale_temporaries(folder: &Path, name: &str) {
    let mut places = vec![(folder.to_path_buf(), name.to_string())];
    places.extend(landing(folder, name).ok());
    for (folder, name) in places {
        let prefix = temporary_prefix(&name);
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(&prefix) {
                // Best effort: a file that cannot be removed now is tried again next time.
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// Renames `folder/name` to `name.corrupt-<UTC time>` (with `-2`, `-3`, ... if
/// that name is taken), its content unchanged; the new path. Behind a symbolic
/// link, the file it points to is renamed, in its own folder, and the link stays.
pub fn keep_aside(folder: &Path, name: &str) -> io::Result<PathBuf> {
    let (folder, name) = landing(folder, name)?;
    let folder = folder.as_path();
    let stem = format!("{name}.corrupt-{}", file_stamp(SystemTime::now()));
    let mut aside = folder.join(&stem);
    let mut number = 1;
    while fs::symlink_metadata(&aside).is_ok() {
        number += 1;
        aside = folder.join(format!("{stem}-{number}"));
    }
    fs::rename(folder.join(&name), &aside)?;
    sync_folder(folder)?;
    Ok(aside)
}

/// Takes the advisory lock of the file at `path` (made if missing) without
/// waiting: the open file, which holds the lock until dropped, or `None` if
/// another process (or another open file) holds it. Where the file system cannot
/// lock, the file is returned unlocked.
pub fn try_lock(path: &Path) -> io::Result<Option<File>> {
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(fs::TryLockError::WouldBlock) => Ok(None),
        Err(fs::TryLockError::Error(error)) if error.kind() == io::ErrorKind::Unsupported => {
            Ok(Some(file))
        }
        Err(fs::TryLockError::Error(error)) => Err(error),
    }
}

/// Like [`try_lock`], trying again for up to `patience` while another holds it.
pub fn lock_within(path: &Path, patience: Duration) -> io::Result<Option<File>> {
    let start = Instant::now();
    loop {
        if let Some(file) = try_lock(path)? {
            return Ok(Some(file));
        }
        if start.elapsed() >= patience {
            return Ok(None);
        }
        thread::sleep(Duration::from_millis(10));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let folder = tempfile::tempdir().unwrap();
        write_atomically(folder.path(), "f.toml", b"one").unwrap();
        write_atomically(folder.path(), "f.toml", b"two").unwrap();
        assert_eq!(fs::read(folder.path().join("f.toml")).unwrap(), b"two");
        assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
    }

    #[test]
    fn stale_temporaries_are_removed_and_nothing_else() {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("f.toml.tmp-1-0"), "half").unwrap();
        fs::write(folder.path().join("f.toml"), "whole").unwrap();
        fs::write(folder.path().join("other.tmp-1-0"), "not ours").unwrap();
        remove_stale_temporaries(folder.path(), "f.toml");
        let mut names: Vec<String> = fs::read_dir(folder.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["f.toml", "other.tmp-1-0"]);
    }

    #[test]
    fn keeping_aside_twice_never_overwrites_the_first() {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("f.toml"), "first").unwrap();
        let first = keep_aside(folder.path(), "f.toml").unwrap();
        fs::write(folder.path().join("f.toml"), "second").unwrap();
        let second = keep_aside(folder.path(), "f.toml").unwrap();
        assert_ne!(first, second);
        assert_eq!(fs::read_to_string(first).unwrap(), "first");
        assert_eq!(fs::read_to_string(second).unwrap(), "second");
        assert!(!folder.path().join("f.toml").exists());
    }

    #[test]
    fn a_lock_is_held_until_dropped() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("f.lock");
        let held = try_lock(&path).unwrap();
        assert!(held.is_some());
        assert!(try_lock(&path).unwrap().is_none());
        assert!(
            lock_within(&path, Duration::from_millis(30))
                .unwrap()
                .is_none()
        );
        drop(held);
        assert!(try_lock(&path).unwrap().is_some());
    }

    #[test]
    fn reading_a_missing_file_is_none_and_a_huge_one_stops_past_the_limit() {
        let folder = tempfile::tempdir().unwrap();
        assert!(read(&folder.path().join("none")).unwrap().is_none());
        let huge = folder.path().join("huge");
        File::create(&huge).unwrap().set_len(MAX_BYTES * 2).unwrap();
        let bytes = read(&huge).unwrap().unwrap();
        assert_eq!(u64::try_from(bytes.len()).unwrap(), MAX_BYTES + 1);
    }
}
