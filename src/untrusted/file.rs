//! The one way a file is read: [`read_limited`]. Only a regular file is read (a
//! named pipe would block for ever, a device such as `/dev/zero` never ends, a
//! socket or a folder is no file), and never past a size limit. A symbolic link is
//! followed to what it points to, which must be a regular file too.

use std::fmt;
use std::fs::{self, File, FileType, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// There is no such file.
    Missing,
    /// The path names something other than a regular file.
    NotAFile {
        /// What it is, in words: "a named pipe (FIFO)", "a folder", ...
        kind: &'static str,
    },
    /// The file holds more than the limit.
    TooLarge {
        /// Its size in bytes (at least `limit + 1`).
        size: u64,
        /// The most bytes read.
        limit: u64,
    },
    /// The file is not UTF-8 text (from [`read_text`]).
    NotText,
    /// The system refused to open or read it.
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Missing => write!(f, "there is no such file"),
            ReadError::NotAFile { kind } => write!(f, "it is {kind}, not a regular file"),
            ReadError::TooLarge { size, limit } => {
                write!(
                    f,
                    "the file is {size} bytes; at most {limit} bytes are read"
                )
            }
            ReadError::NotText => write!(f, "the file is not UTF-8 text"),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        if e.kind() == io::ErrorKind::NotFound {
            ReadError::Missing
        } else {
            ReadError::Io(e)
        }
    }
}

/// The bytes of the regular file at `path` (see [`open_regular`]), at most
/// `limit` of them: a larger file is refused, unread when its size shows it.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (file, size) = open_regular(path)?;
    if size > limit {
        return Err(ReadError::TooLarge { size, limit });
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    let read = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    if read > limit {
        return Err(ReadError::TooLarge { size: read, limit });
    }
    Ok(bytes)
}

/// The text of the regular file at `path`, at most `limit` bytes of UTF-8 (see
/// [`read_limited`]).
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(read_limited(path, limit)?).map_err(|_| ReadError::NotText)
}

/// The one rule for opening a file to read: the regular file at `path`, open,
/// and its size. Anything else is refused before a byte is read: a named pipe, a
/// device, a socket or a folder, whether named directly or through a symbolic
/// link. The file is opened without waiting and looked at again once open, so a
/// file swapped for a pipe meanwhile cannot make the read block.
pub fn open_regular(path: &Path) -> Result<(File, u64), ReadError> {
    regular(&fs::metadata(path)?.file_type())?;
    let file = open_without_waiting(path)?;
    let metadata = file.metadata()?;
    regular(&metadata.file_type())?;
    Ok((file, metadata.len()))
}

/// Refuses what is not a regular file, naming what it is.
fn regular(file_type: &FileType) -> Result<(), ReadError> {
    if file_type.is_file() {
        return Ok(());
    }
    Err(ReadError::NotAFile {
        kind: kind_of(file_type),
    })
}

/// What a path that is not a regular file is, in words.
fn kind_of(file_type: &FileType) -> &'static str {
    if file_type.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "not a file"
}

/// Opens `path` for reading; on Unix without blocking (opening a named pipe
/// otherwise waits for a writer).
fn open_without_waiting(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_up_to_its_limit() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("f.txt");
        fs::write(&path, b"f5d6").unwrap();
        assert_eq!(read_limited(&path, 4).unwrap(), b"f5d6");
        assert!(matches!(
            read_limited(&path, 3),
            Err(ReadError::TooLarge { size: 4, limit: 3 })
        ));
        assert!(matches!(
            read_limited(&folder.path().join("none"), 9),
            Err(ReadError::Missing)
        ));
        assert!(matches!(
            read_limited(folder.path(), 9),
            Err(ReadError::NotAFile { kind: "a folder" })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn devices_pipes_and_links_to_them_are_refused_without_waiting() {
        let folder = tempfile::tempdir().unwrap();
        let fifo = folder.path().join("fifo.toml");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let error = read_limited(&fifo, 9).unwrap_err();
        assert_eq!(
            error.to_string(),
            "it is a named pipe (FIFO), not a regular file"
        );
        let link = folder.path().join("zero");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        for path in [Path::new("/dev/zero"), &link] {
            assert!(matches!(
                read_limited(path, 9),
                Err(ReadError::NotAFile {
                    kind: "a character device"
                })
            ));
        }
    }
}
