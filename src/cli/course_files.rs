//! The built-in course as files a teacher can adapt: `lessons show ID` (a
//! lesson's source), `lessons export DIR` (every lesson and puzzle file with
//! their READMEs) and `lessons new ID` (a commented template that passes
//! `check`).

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::Subcommand;

use super::{Exit, Io};
use crate::course::embedded::{LESSON_TEMPLATE, embedded_files, embedded_sources};
use crate::course::{CourseLoader, FileKind};
use crate::i18n::Ui;
use crate::untrusted::escape;

/// What `lessons` does besides listing the course.
#[derive(Debug, Subcommand)]
pub enum LessonsAction {
    /// Print the source of a built-in lesson (its TOML file), to copy and adapt.
    Show {
        /// The lesson's id, as `reversi-tutor lessons` lists them.
        #[arg(value_name = "ID")]
        id: String,
    },
    /// Write the whole built-in course to DIR: DIR/lessons and DIR/puzzles, every
    /// lesson and puzzle file with the README that describes its format.
    Export {
        /// The folder to write into (made if missing; must be empty without --force).
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// Write into a folder that holds files already, over files of the same name.
        #[arg(long)]
        force: bool,
    },
    /// Write a new lesson file from a commented template (every kind of step
    /// explained, texts in every language) that passes `check`.
    New {
        /// The new lesson's id: lowercase letters a-z, digits and hyphens.
        #[arg(value_name = "ID")]
        id: String,
        /// The file to write (default: ID.toml in the current folder).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Write over an existing file.
        #[arg(long)]
        force: bool,
    },
}

/// Runs `action`.
pub fn run(action: &LessonsAction, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    match action {
        LessonsAction::Show { id } => show(id, ui, io),
        LessonsAction::Export { dir, force } => export(dir, *force, ui, io),
        LessonsAction::New { id, out, force } => new(id, out.as_deref(), *force, ui, io),
    }
}

/// `lessons show ID`: the built-in lesson's file, byte for byte.
fn show(id: &str, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    let lessons: Vec<(String, &'static [u8])> = embedded_files()
        .into_iter()
        .filter(|(_, _, kind)| *kind == FileKind::Lesson)
        .map(|(name, bytes, _)| (name, bytes))
        .collect();
    let mut loader = CourseLoader::new();
    for (name, bytes) in &lessons {
        loader.add_file(name, bytes, true, Some(FileKind::Lesson));
    }
    let course = loader.loaded().course;
    let Some(lesson) = course.lesson(id) else {
        let ids: Vec<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
        writeln!(io.err, "reversi-tutor: {}", ui.unknown_lesson(id, &ids))?;
        return Ok(Exit::Usage);
    };
    match lessons.iter().find(|(name, _)| *name == lesson.origin.file) {
        Some((_, bytes)) => io.out.write_all(bytes)?,
        None => writeln!(io.err, "reversi-tutor: {}", ui.unknown_lesson(id, &[]))?,
    }
    Ok(Exit::Fine)
}

/// Whether `dir` is missing or holds nothing.
fn is_empty_or_missing(dir: &Path) -> bool {
    match fs::read_dir(dir) {
        Ok(mut entries) => entries.next().is_none(),
        Err(e) => e.kind() == io::ErrorKind::NotFound,
    }
}

/// Says on `err` that `file` could not be written, and why.
fn tell_not_written(file: &Path, why: &io::Error, ui: Ui, err: &mut dyn Write) -> io::Result<Exit> {
    let file = file.display().to_string();
    let line = ui.cannot_write(&escape(&file), &why.to_string());
    writeln!(err, "reversi-tutor: {line}")?;
    Ok(Exit::Problems)
}

/// `lessons export DIR`: every embedded lesson and puzzle file and both READMEs.
fn export(dir: &Path, force: bool, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    let shown = escape(&dir.display().to_string()).into_owned();
    if !force && !is_empty_or_missing(dir) {
        writeln!(io.err, "reversi-tutor: {}", ui.folder_not_empty(&shown))?;
        return Ok(Exit::Usage);
    }
    let (mut lessons, mut puzzles) = (0, 0);
    for (name, bytes) in embedded_sources() {
        let path = dir.join(&name);
        let written = path
            .parent()
            .map_or(Ok(()), fs::create_dir_all)
            .and_then(|()| fs::write(&path, bytes));
        if let Err(e) = written {
            return tell_not_written(&path, &e, ui, io.err);
        }
        if name.ends_with(".toml") {
            if name.starts_with("lessons/") {
                lessons += 1;
            } else {
                puzzles += 1;
            }
        }
    }
    writeln!(io.out, "{}", ui.course_exported(lessons, puzzles, &shown))?;
    Ok(Exit::Fine)
}

/// Whether `id` is a lesson id: lowercase letters, digits and hyphens, not
/// starting with a hyphen, as `check` requires.
fn is_lesson_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !id.starts_with('-')
}

/// The template with its id set to `id`.
pub fn template(id: &str) -> String {
    LESSON_TEMPLATE.replacen("id = \"new-lesson\"", &format!("id = \"{id}\""), 1)
}

/// `lessons new ID`: the template, written where asked, never over a file
/// without `--force`.
fn new(id: &str, out: Option<&Path>, force: bool, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    if !is_lesson_id(id) {
        writeln!(io.err, "reversi-tutor: {}", ui.bad_lesson_id(&escape(id)))?;
        return Ok(Exit::Usage);
    }
    let path = out.map_or_else(|| PathBuf::from(format!("{id}.toml")), Path::to_path_buf);
    let shown = escape(&path.display().to_string()).into_owned();
    let written = if force {
        fs::write(&path, template(id))
    } else {
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| file.write_all(template(id).as_bytes()))
    };
    match written {
        Ok(()) => {
            writeln!(io.out, "{}", ui.lesson_written(id, &shown))?;
            Ok(Exit::Fine)
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            writeln!(io.err, "reversi-tutor: {}", ui.file_exists(&shown))?;
            Ok(Exit::Usage)
        }
        Err(e) => tell_not_written(&path, &e, ui, io.err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lesson_ids_are_lowercase_words_joined_by_hyphens() {
        assert!(is_lesson_id("edges-not-safe"));
        assert!(is_lesson_id("lesson-2"));
        assert!(!is_lesson_id("Edges"));
        assert!(!is_lesson_id("-edges"));
        assert!(!is_lesson_id("edges.toml"));
        assert!(!is_lesson_id("edges/x"));
        assert!(!is_lesson_id(""));
    }

    #[test]
    fn the_template_takes_the_id_given() {
        let text = template("edges");
        assert!(text.contains("\nid = \"edges\"\n"));
        assert!(!text.contains("new-lesson"));
    }
}
