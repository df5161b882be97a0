//! The `reversi-tutor` binary: parses the command line and runs a command.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use reversi_tutor::cli::{self, Cli, Exit, Io};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            return match cli::help::argument_error(&e) {
                Ok(help) => {
                    let _ = write!(io::stdout(), "{help}");
                    Exit::Fine.into()
                }
                Err(line) => {
                    eprintln!("{line}");
                    Exit::Usage.into()
                }
            };
        }
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let input_is_terminal = input.is_terminal();
    let mut out = io::stdout().lock();
    let out_is_terminal = out.is_terminal();
    let mut err = io::stderr();
    let mut io = Io {
        input: &mut input,
        input_is_terminal,
        out: &mut out,
        out_is_terminal,
        err: &mut err,
    };
    match cli::run(&cli, &mut io) {
        Ok(exit) => exit.into(),
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Exit::Fine.into(),
        Err(e) => {
            eprintln!("reversi-tutor: {e}");
            Exit::Problems.into()
        }
    }
}
