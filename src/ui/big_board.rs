//! The big board of the classroom demo and the sandbox, and of the lesson,
//! puzzle and game screens on a large window: squares several cells
//! wide and high, discs drawn large (a filled ellipse black, a ring white; in
//! ASCII, ellipses of the colours' letters), coordinates in a large font.
//!
//! Every role of a square reads by its frame, as on the ordinary board, not by
//! colour alone: placed `╔═╗` (ASCII `[=]`), flipped `╭╌╮` (`(~)`), closes the
//! line `┏━┓` (`<->`), an open run `┌┄┐` (`:.:`), where a direction stops `!`,
//! tried `╔✗╗`, marked `+`; a legal move is `*`; the cursor is a frame in reverse video.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;
use ratatui::widgets::Widget;

use crate::engine::{Bitboard, Color, Square};
use crate::view::{BoardView, Role};

use super::glyphs;
use super::theme::Theme;

/// The size of a big board's squares and coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cells {
    /// A square's width in cells.
    pub w: u16,
    /// A square's height in rows.
    pub h: u16,
    /// Whether the coordinates are drawn large.
    big_labels: bool,
    /// Whether to draw in ASCII.
    ascii: bool,
}

impl Cells {
    /// The smallest squares drawn big (smaller windows get the ordinary board).
    pub const MIN_H: u16 = 2;
    /// The largest squares drawn.
    pub const MAX_H: u16 = 12;

    /// Squares `h` rows high and `2h + 1` wide (about square on a terminal).
    pub const fn new(h: u16, ascii: bool) -> Cells {
        Cells {
            w: 2 * h + 1,
            h,
            big_labels: h > glyphs::label_rows(ascii),
            ascii,
        }
    }

    /// The columns left of the squares, for the row numbers.
    const fn left(&self) -> u16 {
        if self.big_labels { 5 } else { 2 }
    }

    /// The rows above the squares, for the column letters.
    const fn top(&self) -> u16 {
        if !self.big_labels {
            1
        } else if self.ascii {
            glyphs::label_rows(true) + 1
        } else {
            glyphs::label_rows(false)
        }
    }

    /// The board's width, coordinates included.
    pub const fn width(&self) -> u16 {
        self.left() + 8 * self.w
    }

    /// The board's height, coordinates included.
    pub const fn height(&self) -> u16 {
        self.top() + 8 * self.h
    }

    /// Whether a square has a top and a bottom row for its frame (else only sides).
    const fn framed_above(&self) -> bool {
        self.h >= 4
    }
}

/// A big board to draw.
#[derive(Clone, Debug)]
pub struct BigBoard<'a> {
    /// The board and its roles.
    pub view: &'a BoardView,
    /// The size of the squares.
    pub cells: Cells,
    /// The cursor, if the screen has one.
    pub cursor: Option<Square>,
    /// The squares the learner marked.
    pub picks: Bitboard,
    /// Discs of the shown move not flipped yet (the animation), drawn as before.
    pub unflipped: Bitboard,
    /// The two discs' letters, for ASCII: black, white.
    pub letters: (char, char),
    /// The styles.
    pub theme: Theme,
}

/// The characters of a frame: the corners (top left, top right, bottom left,
/// bottom right), the top and bottom, the sides.
type Frame = [char; 6];

/// The frame of a role (none: the square is drawn without one).
fn frame(role: Role, ascii: bool) -> Option<Frame> {
    Some(match (role, ascii) {
        (Role::Placed | Role::Tried, false) => ['╔', '╗', '╚', '╝', '═', '║'],
        (Role::Flipped, false) => ['╭', '╮', '╰', '╯', '╌', '╎'],
        (Role::Closes, false) => ['┏', '┓', '┗', '┛', '━', '┃'],
        (Role::Run, false) => ['┌', '┐', '└', '┘', '┄', '┆'],
        (Role::Placed | Role::Tried, true) => ['[', ']', '[', ']', '=', '['],
        (Role::Flipped, true) => ['(', ')', '(', ')', '~', '('],
        (Role::Closes, true) => ['<', '>', '<', '>', '-', '<'],
        (Role::Run, true) => [':', ':', ':', ':', '.', ':'],
        (Role::Stop, _) => ['!', '!', '!', '!', ' ', '!'],
        (Role::Marked, _) => ['+', '+', '+', '+', ' ', ' '],
        (Role::Dot | Role::Plain, _) => return None,
    })
}

/// The cursor's frame on a square whose role has none.
fn cursor_frame(ascii: bool) -> Frame {
    if ascii {
        ['+', '+', '+', '+', '-', '|']
    } else {
        ['┌', '┐', '└', '┘', '─', '│']
    }
}

/// The frame of a square the learner marked.
const PICK_FRAME: Frame = ['>', '<', '>', '<', ' ', '>'];

/// The right side of a frame (the mirror of its left side).
fn right_side(frame: &Frame) -> char {
    match frame[5] {
        '>' => '<',
        '[' => ']',
        '(' => ')',
        '<' => '>',
        side => side,
    }
}

impl BigBoard<'_> {
    /// The mark in the middle of an empty square.
    fn mark(&self, role: Role) -> (char, Style) {
        let style = match role {
            Role::Tried | Role::Marked => self.theme.role(role),
            Role::Dot | Role::Placed => self.theme.role(Role::Dot),
            _ => self.theme.dim(),
        };
        (mark_char(role, self.cells.ascii), style)
    }

    fn draw_labels(&self, area: Rect, buf: &mut Buffer) {
        let cells = self.cells;
        let dim = self.theme.dim();
        for (i, (letter, number)) in ('a'..='h').zip('1'..='8').enumerate() {
            let i = i as u16;
            let across = area.x + cells.left() + i * cells.w;
            let down = area.y + cells.top() + i * cells.h;
            if cells.big_labels {
                let big = glyphs::label_rows(cells.ascii);
                for (row, text) in glyphs::label(letter, cells.ascii).iter().enumerate() {
                    buf.set_string(across + (cells.w - 3) / 2, area.y + row as u16, text, dim);
                }
                for (row, text) in glyphs::label(number, cells.ascii).iter().enumerate() {
                    let y = down + (cells.h - big).div_ceil(2) + row as u16;
                    buf.set_string(area.x + 1, y, text, dim);
                }
            } else {
                buf.set_string(across + cells.w / 2, area.y, letter.to_string(), dim);
                buf.set_string(area.x, down + cells.h / 2, number.to_string(), dim);
            }
        }
    }

    fn draw_frame(&self, frame: &Frame, style: Style, x: u16, y: u16, buf: &mut Buffer) {
        let (w, h) = (self.cells.w, self.cells.h);
        let (left, right) = (frame[5], right_side(frame));
        if self.cells.framed_above() {
            let across = |l: char, r: char| {
                let mut line = String::from(l);
                line.extend(std::iter::repeat_n(frame[4], usize::from(w - 2)));
                line.push(r);
                line
            };
            buf.set_string(x, y, across(frame[0], frame[1]), style);
            buf.set_string(x, y + h - 1, across(frame[2], frame[3]), style);
            for row in 1..h - 1 {
                buf.set_string(x, y + row, left.to_string(), style);
                buf.set_string(x + w - 1, y + row, right.to_string(), style);
            }
        } else {
            for row in 0..h {
                buf.set_string(x, y + row, left.to_string(), style);
                buf.set_string(x + w - 1, y + row, right.to_string(), style);
            }
        }
    }
}

impl Widget for &BigBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let cells = self.cells;
        let area = area.intersection(buf.area);
        if area.width < cells.width() || area.height < cells.height() {
            return;
        }
        self.draw_labels(area, buf);
        let inset = u16::from(cells.framed_above());
        let (iw, ih) = (cells.w - 2, cells.h - 2 * inset);
        let ascii = cells.ascii;
        let black = glyphs::disc(iw, ih, false, ascii, self.letters.0);
        let white = glyphs::disc(iw, ih, true, ascii, self.letters.1);
        for sq in Square::all() {
            let Rect { x, y, .. } = square_rect(area, cells, sq);
            let (role, disc) = if self.unflipped.contains(sq) {
                (Role::Plain, self.view.disc(sq).map(Color::opposite))
            } else {
                (self.view.role(sq), self.view.disc(sq))
            };
            let picked = self.picks.contains(sq) && role == Role::Plain;
            let disc = match disc {
                Some(Color::Black) => Some(&black),
                Some(Color::White) => Some(&white),
                None => None,
            };
            match disc {
                Some(rows) => {
                    for (i, row) in rows.iter().enumerate() {
                        buf.set_string(x + 1, y + inset + i as u16, row, self.theme.plain());
                    }
                }
                None if picked => {
                    let mark = if ascii { "v" } else { "✓" };
                    buf.set_string(x + cells.w / 2, y + cells.h / 2, mark, self.theme.pick());
                }
                None => {
                    let (mark, style) = self.mark(role);
                    buf.set_string(x + cells.w / 2, y + cells.h / 2, mark.to_string(), style);
                }
            }
            let on_cursor = self.cursor == Some(sq);
            let framed = if picked {
                Some(PICK_FRAME)
            } else {
                frame(role, ascii).or_else(|| on_cursor.then(|| cursor_frame(ascii)))
            };
            if let Some(shape) = framed {
                let mut style = if picked {
                    self.theme.pick()
                } else {
                    self.theme.role(role)
                };
                if on_cursor {
                    style = style.patch(self.theme.cursor());
                }
                self.draw_frame(&shape, style, x, y, buf);
            }
        }
    }
}

/// Where square `sq` of a big board drawn in `area` is.
pub fn square_rect(area: Rect, cells: Cells, sq: Square) -> Rect {
    let x = area.x + cells.left() + sq.col() as u16 * cells.w;
    let y = area.y + cells.top() + sq.row() as u16 * cells.h;
    Rect::new(x, y, cells.w, cells.h)
}

/// The square drawn at the cell (`x`, `y`) of a big board drawn in `area`.
pub fn square_at(area: Rect, cells: Cells, x: u16, y: u16) -> Option<Square> {
    let col = x.checked_sub(area.x + cells.left())? / cells.w;
    let row = y.checked_sub(area.y + cells.top())? / cells.h;
    if col >= 8 || row >= 8 {
        return None;
    }
    Square::from_coords(col as i8, row as i8)
}

/// The roles a board's legend names (the big board's and the ordinary one's),
/// in the order of `Strings::board_roles`, whose names go with them one to one.
pub const LEGEND_ROLES: [Role; 8] = [
    Role::Placed,
    Role::Tried,
    Role::Flipped,
    Role::Closes,
    Role::Run,
    Role::Stop,
    Role::Marked,
    Role::Dot,
];

/// The legend of the big board now: which disc is black and which white
/// (`colours`: their names), then each frame's sample and its name (`names`:
/// in the order of `Strings::board_roles`, the learner's marks last).
pub fn legend(board: &BigBoard<'_>, colours: [&str; 2], names: &[&str]) -> Vec<Span<'static>> {
    let shown = |role: Role| {
        Square::all().any(|sq| !board.unflipped.contains(sq) && board.view.role(sq) == role)
    };
    legend_of(
        board.cells.ascii,
        board.letters,
        board.theme,
        [&colours, names],
        &shown,
        !board.picks.is_empty(),
    )
}

/// The character an empty square of `role` shows.
fn mark_char(role: Role, ascii: bool) -> char {
    match role {
        Role::Tried if ascii => 'x',
        Role::Tried => '✗',
        Role::Marked => '+',
        Role::Dot | Role::Placed => '*',
        _ if ascii => '.',
        _ => '·',
    }
}

/// The legend naming the discs (their `letters` in ASCII) and the roles that
/// are `shown` (the learner's marks when `picks`), with `words`: the colours'
/// names, then the roles' names.
fn legend_of(
    ascii: bool,
    letters: (char, char),
    theme: Theme,
    [colours, names]: [&[&str]; 2],
    shown: &dyn Fn(Role) -> bool,
    picks: bool,
) -> Vec<Span<'static>> {
    let roles = LEGEND_ROLES;
    let mut spans = Vec::new();
    // A filled disc and a ring, as on the board (letters in ASCII).
    let discs = if ascii { letters } else { ('●', '○') };
    for (disc, name) in [discs.0, discs.1].into_iter().zip(colours) {
        spans.push(Span::styled(format!(" {disc} "), theme.plain()));
        spans.push(Span::raw(format!(" {name}   ")));
    }
    for (role, name) in roles.iter().zip(names) {
        if !shown(*role) {
            continue;
        }
        let mark = mark_char(*role, ascii);
        let sample = match frame(*role, ascii) {
            Some(f) if *role == Role::Tried => format!("{}{}{}", f[0], mark, f[1]),
            // A marked square's corners are '+' too: its sample is the mark alone.
            Some(_) if *role == Role::Marked => format!(" {mark} "),
            Some(f) => format!("{}{}{}", f[0], f[4], f[1]),
            None => format!(" {mark} "),
        };
        let style = theme.role(*role).remove_modifier(Modifier::REVERSED);
        spans.push(Span::styled(sample, style));
        spans.push(Span::raw(format!(" {name}   ")));
    }
    if picks {
        let mark = if ascii { 'v' } else { '✓' };
        spans.push(Span::styled(format!(">{mark}<"), theme.pick()));
        let name = names.get(roles.len()).copied().unwrap_or("");
        spans.push(Span::raw(format!(" {name}   ")));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;
    use crate::lang::Lang;

    /// Every role a board can show at once: a legal move with its lines (or
    /// an illegal try with its open runs) beside the last move, the lesson's
    /// marks and the dots; or a predict-flips puzzle's picks.
    const AT_ONCE: [fn(Role) -> bool; 3] = [
        |role| role != Role::Tried,
        |role| !matches!(role, Role::Flipped | Role::Closes),
        |role| matches!(role, Role::Marked | Role::Dot),
    ];

    #[test]
    fn the_fullest_legend_fits_the_rows_under_a_big_board_beside_its_text_at_the_narrowest_board_in_every_language()
     {
        for lang in Lang::ALL {
            let ui = crate::i18n::Ui::new(lang);
            let colours = [ui.color(Color::Black), ui.color(Color::White)];
            for ascii in [false, true] {
                for (i, shown) in AT_ONCE.iter().enumerate() {
                    let spans = legend_of(
                        ascii,
                        ui.disc_letters(),
                        Theme::of(crate::learner::ColourTheme::default()),
                        [&colours, ui.board_roles()],
                        shown,
                        i == 2,
                    );
                    // Under the board beside the text, then across a window.
                    let narrowest = Cells::new(Cells::MIN_H, ascii).width();
                    let rows = super::super::board::legend_lines(spans.clone(), narrowest).len();
                    assert!(
                        rows <= usize::from(super::super::stage::LEGEND_H),
                        "{lang:?} (ascii {ascii}) set {i}: {rows} rows at {narrowest} columns"
                    );
                    for width in narrowest..=300 {
                        let rows = super::super::board::legend_lines(spans.clone(), width).len();
                        let room = super::super::stage::legend_rows(width);
                        assert!(
                            rows <= usize::from(room),
                            "{lang:?} (ascii {ascii}) set {i}: {rows} rows at {width} columns, {room} kept"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_click_anywhere_on_a_big_square_finds_that_square() {
        for ascii in [false, true] {
            for h in Cells::MIN_H..=Cells::MAX_H {
                let cells = Cells::new(h, ascii);
                let area = Rect::new(3, 2, cells.width(), cells.height());
                for sq in Square::all() {
                    let r = square_rect(area, cells, sq);
                    for (x, y) in [(r.x, r.y), (r.right() - 1, r.bottom() - 1)] {
                        assert_eq!(square_at(area, cells, x, y), Some(sq), "{h} {sq}");
                    }
                }
                assert_eq!(square_at(area, cells, area.x, area.y), None);
            }
        }
    }
}
