//! Help and usage errors: `reversi-tutor help [COMMAND]`, the list of commands
//! when no command is given, and clap's argument errors as one line with its
//! suggestion ("did you mean `lessons`?").

use std::io::{self, Write};

use clap::CommandFactory;
use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::{Cli, Exit, Io};

/// Without a command, when the output is not a terminal (the full-screen tutor
/// needs one): the commands there are.
pub fn no_command(out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "reversi-tutor: the full-screen tutor opens in a terminal; these commands are available:\n"
    )?;
    write!(out, "{}", Cli::command().render_help())
}

/// `help` alone: the commands; `help COMMAND`: that command's full help. An
/// unknown command is a usage error with the nearest command's name.
pub fn help(topic: Option<&str>, io: &mut Io<'_>) -> io::Result<Exit> {
    let mut cli = Cli::command();
    let Some(topic) = topic else {
        write!(io.out, "{}", cli.render_long_help())?;
        return Ok(Exit::Fine);
    };
    let names: Vec<String> = cli
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    match cli.find_subcommand_mut(topic) {
        Some(command) => {
            let mut command = command.clone().bin_name(format!("reversi-tutor {topic}"));
            write!(io.out, "{}", command.render_long_help())?;
            Ok(Exit::Fine)
        }
        None => {
            let mut line = format!("there is no command `{topic}`");
            if let Some(near) = nearest(topic, &names) {
                line.push_str(&format!(": did you mean `{near}`?"));
            } else {
                line.push_str(&format!("; the commands are: {}", names.join(", ")));
            }
            writeln!(io.err, "reversi-tutor: {line}")?;
            Ok(Exit::Usage)
        }
    }
}

/// The name in `names` closest to `word`, if one is close enough to be a typo.
fn nearest<'a>(word: &str, names: &'a [String]) -> Option<&'a str> {
    names
        .iter()
        .map(|name| (strsim::jaro_winkler(word, name), name))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, name)| name.as_str())
}

/// What to print for a command line clap refused, and how to exit: help and
/// version go to stdout with status 0 (`Ok`); any other error is one line for
/// stderr, with clap's suggestion when it has one, and status 2 (`Err`).
pub fn argument_error(e: &clap::Error) -> Result<String, String> {
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        return Ok(e.render().to_string());
    }
    let rendered = e.render().to_string();
    let first: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let mut line = first.join(" ").trim_start_matches("error: ").to_string();
    let suggested = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .find_map(|kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(s)) => s.first().cloned(),
        _ => None,
    });
    if let Some(suggestion) = suggested {
        line.push_str(&format!(": did you mean `{suggestion}`?"));
    }
    Err(format!("reversi-tutor: {line}"))
}
