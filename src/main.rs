//! The `reversi-tutor` binary: parses the command line and runs a command.

#![deny(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use reversi_tutor::cli::{Cli, run_cli};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return argument_error(e),
    };
    let mut stdout = std::io::stdout().lock();
    if cli.command.is_none() {
        let _ = writeln!(
            stdout,
            "reversi-tutor: the interactive tutor is not built yet; these commands are available:\n"
        );
        let _ = write!(stdout, "{}", Cli::command().render_help());
        return ExitCode::SUCCESS;
    }
    match run_cli(&cli, &mut stdout) {
        Ok(status) => status,
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("reversi-tutor: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Help and version go to stdout as usual; any other argument error becomes one
/// line on stderr and exit status 2.
fn argument_error(e: clap::Error) -> ExitCode {
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    let rendered = e.render().to_string();
    let line: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    eprintln!(
        "reversi-tutor: {}",
        line.join(" ").trim_start_matches("error: ")
    );
    ExitCode::from(2)
}
