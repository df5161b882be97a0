//! What an install needs beside the binary: `reversi-tutor completions SHELL`
//! (the shell's completion script, from clap_complete) and `reversi-tutor man`
//! (the manual page, from clap_mangen), both made from the one definition of
//! the commands in [`super::Cli`].

use std::io;
use std::path::{Path, PathBuf};

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::{Cli, Exit, Io};
use crate::i18n::Ui;
use crate::untrusted::escape;

/// The name the scripts and pages are written for.
const BIN: &str = "reversi-tutor";

/// The options of `completions`.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell (or elvish).
    #[arg(value_name = "SHELL", value_enum, ignore_case = true)]
    pub shell: Shell,
}

/// The options of `man`.
#[derive(Debug, Clone, Args)]
pub struct ManArgs {
    /// Write a page for reversi-tutor and one for each command
    /// (reversi-tutor.1, reversi-tutor-lesson.1, ...) into this folder,
    /// instead of printing reversi-tutor's page.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Prints the completion script of `args.shell`.
pub fn completions(args: &CompletionsArgs, io: &mut Io<'_>) -> io::Result<Exit> {
    let mut command = Cli::command();
    // Written whole here first: the generator panics on a write that fails (a
    // pipe closed by `head`), and output errors are ours to report.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, BIN, &mut script);
    io.out.write_all(&script)?;
    Ok(Exit::Fine)
}

/// Prints reversi-tutor's manual page, or writes every page into `args.out`.
pub fn man(args: &ManArgs, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    let Some(dir) = &args.out else {
        clap_mangen::Man::new(for_man()).render(&mut *io.out)?;
        return Ok(Exit::Fine);
    };
    let shown = escape(&dir.display().to_string()).into_owned();
    match write_pages(dir) {
        Ok(pages) => {
            writeln!(
                io.err,
                "reversi-tutor: {}",
                ui.man_pages_written(pages, &shown)
            )?;
            Ok(Exit::Fine)
        }
        Err(why) => {
            let why = escape(&why.to_string()).into_owned();
            writeln!(io.err, "reversi-tutor: {}", ui.cannot_write(&shown, &why))?;
            Ok(Exit::Problems)
        }
    }
}

/// The commands as the manual pages show them: the page's NAME line says
/// "reversi-tutor - learn the rules ...", without the name twice.
fn for_man() -> clap::Command {
    let command = Cli::command();
    let about = command.get_about().map(|about| {
        about
            .to_string()
            .trim_start_matches("reversi-tutor: ")
            .to_string()
    });
    match about {
        Some(about) => command.about(about),
        None => command,
    }
}

/// Writes the page of reversi-tutor and of each of its commands into `dir`
/// (made if missing); how many were written.
fn write_pages(dir: &Path) -> io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    clap_mangen::generate_to(for_man(), dir)?;
    fn count(command: &clap::Command) -> usize {
        1 + command
            .get_subcommands()
            .filter(|c| !c.is_hide_set())
            .map(count)
            .sum::<usize>()
    }
    Ok(count(&Cli::command().disable_help_subcommand(true)))
}
