//! `reversi-tutor diagram`: a board picture (SVG or PNG) for a worksheet or a
//! slide, and the pictures that `moves --out` and `explain --out` write.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::Args;

use super::{Exit, Io, position_arg, square_arg};
use crate::engine::{Board, Game, Square};
use crate::export::{Diagram, Format, encode};
use crate::i18n::Ui;
use crate::untrusted::escape;

/// The options of `diagram`.
#[derive(Debug, Clone, Args)]
pub struct DiagramArgs {
    /// The position: `start`, a game record such as `f5d6c3`, or 64 squares
    /// a1..h8 (X black, O white, - empty) followed by the side to move (X or O).
    #[arg(long, short, value_name = "P", default_value = "start", value_parser = position_arg, allow_hyphen_values = true)]
    pub position: Game,
    /// Draw this move and its lines on the board after it: the placed disc in a
    /// square frame, each flipped disc ringed, each closing disc marked by a
    /// diamond.
    #[arg(long = "move", short, value_name = "SQ", value_parser = square_arg)]
    pub mv: Option<Square>,
    /// A dot on each legal move of the side to move (after --move: the other
    /// side's replies).
    #[arg(long)]
    pub marks: bool,
    /// The letters A, B, C, ... on the legal moves, in square order (a1, b1, ...
    /// h8), for a question such as "which move is best?".
    #[arg(long)]
    pub labels: bool,
    /// The file to write: FILE.svg (a drawing, for print) or FILE.png (pixels,
    /// for slides).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// Runs `diagram`.
pub fn run(args: &DiagramArgs, ui: Ui, io: &mut Io<'_>) -> io::Result<Exit> {
    let board = args.position.board();
    let diagram = match args.mv {
        Some(mv) => match of_move(board, mv, ui, io.err)? {
            Some(diagram) => diagram,
            None => return Ok(Exit::Usage),
        },
        None => Diagram::of(board),
    };
    let diagram = if args.marks {
        diagram.with_dots()
    } else {
        diagram
    };
    let diagram = if args.labels {
        diagram.with_labels()
    } else {
        diagram
    };
    write(&diagram, &args.out, ui, io.err)
}

/// The picture of `mv` on `board` with its lines; an illegal move is told on
/// `err`, with why, and has none.
pub fn of_move(
    board: &Board,
    mv: Square,
    ui: Ui,
    err: &mut dyn Write,
) -> io::Result<Option<Diagram>> {
    let explained = board.explain(mv);
    let diagram = Diagram::after(board, &explained);
    if diagram.is_none() {
        let why = ui.why_illegal(&explained).map(|(sentence, _)| sentence);
        let line = ui.no_picture(&why.unwrap_or_default());
        writeln!(err, "reversi-tutor: {line}")?;
    }
    Ok(diagram)
}

/// Writes `diagram` to `path`, as SVG or PNG by its extension; a problem is
/// told on `err`.
pub fn write(diagram: &Diagram, path: &Path, ui: Ui, err: &mut dyn Write) -> io::Result<Exit> {
    let shown = escape(&path.display().to_string()).into_owned();
    let Some(format) = Format::of(path) else {
        writeln!(err, "reversi-tutor: {}", ui.picture_format(&shown))?;
        return Ok(Exit::Usage);
    };
    let written = encode(diagram, format)
        .map_err(|e| e.to_string())
        .and_then(|bytes| std::fs::write(path, bytes).map_err(|e| e.to_string()));
    match written {
        Ok(()) => Ok(Exit::Fine),
        Err(why) => {
            writeln!(err, "reversi-tutor: {}", ui.cannot_write(&shown, &why))?;
            Ok(Exit::Problems)
        }
    }
}
