//! The `reversi-tutor` binary: parses the command line and runs a command.
//!
//! Everything it writes to stdout and stderr goes through an
//! [`Escaping`] writer, so that no text from outside (a file's name, a value
//! typed on the command line, clap's own messages) reaches the terminal raw; the
//! full-screen tutor alone draws on the terminal itself.

#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use reversi_tutor::cli::{self, Cli, Exit, Io};
use reversi_tutor::ui::guard::FaultReport;
use reversi_tutor::untrusted::Escaping;

// The two streams are opened here only, each behind its escaping writer.
#[allow(clippy::disallowed_methods)]
fn streams() -> (Escaping<io::Stdout>, Escaping<io::Stderr>, bool) {
    let out = io::stdout();
    let out_is_terminal = out.is_terminal();
    (
        Escaping::new(out),
        Escaping::new(io::stderr()),
        out_is_terminal,
    )
}

fn main() -> ExitCode {
    reversi_tutor::ui::event_loop::install_panic_hook();
    let (mut out, mut err, out_is_terminal) = streams();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            return match cli::help::argument_error(&e) {
                // Help that cannot be written (a full disk) fails as any output does.
                Ok(help) => {
                    let written = write!(out, "{help}").and_then(|()| out.flush());
                    ended(written.map(|()| Exit::Fine), &mut err)
                }
                Err(line) => {
                    let _ = writeln!(err, "{line}");
                    Exit::Usage.into()
                }
            };
        }
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let input_is_terminal = input.is_terminal();
    let mut io = Io {
        input: &mut input,
        input_is_terminal,
        out: &mut out,
        out_is_terminal,
        err: &mut err,
    };
    let ran = cli::run(&cli, &mut io).and_then(|exit| out.flush().map(|()| exit));
    ended(ran, &mut err)
}

/// The exit status of a command that ran to `ran`, reporting an error on `err`.
fn ended(ran: io::Result<Exit>, err: &mut impl Write) -> ExitCode {
    match ran {
        Ok(exit) => exit.into(),
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Exit::Fine.into(),
        Err(e) => {
            let _ = writeln!(err, "reversi-tutor: {e}");
            if FaultReport::is_in(&e) {
                Exit::Fault.into()
            } else {
                Exit::Problems.into()
            }
        }
    }
}
