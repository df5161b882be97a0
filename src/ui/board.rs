//! The board widget: columns a-h across the top, rows 1-8 down the side, three
//! cells a square. Every role of a square reads by its frame or mark as well as
//! its colour: `[●]` placed, `(●)` flipped, `<●>` closes the line, `:○:` an open
//! run, `!·!` where a direction stops, `[✗]` a refused try, `+` marked, `*` a
//! legal move, `>●<` the learner's own mark; the cursor is in reverse video.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::engine::{Bitboard, Color, Square};
use crate::i18n::Ui;
use crate::view::{BoardView, Role};

use super::text::draw_lines;
use super::theme::Theme;

/// The board's width in cells: a row number, a space, eight squares of three.
pub const WIDTH: u16 = 26;
/// The board's height in rows: the column letters and eight rows.
pub const HEIGHT: u16 = 9;
/// Where the first square starts, right of the row numbers.
const LEFT: u16 = 2;

/// A board to draw, with what the lesson screen adds to the view.
#[derive(Clone, Debug)]
pub struct BoardWidget<'a> {
    /// The board and its roles.
    pub view: &'a BoardView,
    /// The cursor, when the step takes squares.
    pub cursor: Option<Square>,
    /// The squares the learner marked.
    pub picks: Bitboard,
    /// Discs of the shown move not flipped yet (the animation), drawn as before.
    pub unflipped: Bitboard,
    /// The two discs' characters: black, white.
    pub discs: (char, char),
    /// Plain ASCII for the board's own marks.
    pub ascii: bool,
    /// The styles.
    pub theme: Theme,
}

impl<'a> BoardWidget<'a> {
    /// `view` in the discs of `ui` (letters with `ascii`) and `theme`: no
    /// cursor, nothing marked, every disc of the shown move flipped.
    pub fn new(ui: Ui, ascii: bool, view: &'a BoardView, theme: Theme) -> BoardWidget<'a> {
        BoardWidget {
            view,
            cursor: None,
            picks: Bitboard::EMPTY,
            unflipped: Bitboard::EMPTY,
            discs: disc_chars(ui, ascii),
            ascii,
            theme,
        }
    }

    /// Draws the board in `board` and, in `legend`, what its marks mean.
    pub fn draw_with_legend(&self, ui: Ui, board: Rect, legend: Rect, buf: &mut Buffer) {
        self.render(board, buf);
        draw_lines(
            &legend_lines(self::legend(self, ui), legend.width),
            legend,
            buf,
        );
    }
}

/// The discs' characters: `●` and `○`, or the first letters of the colours'
/// names in `ui`'s language.
pub fn disc_chars(ui: Ui, ascii: bool) -> (char, char) {
    if ascii {
        ui.disc_letters()
    } else {
        ('●', '○')
    }
}

/// The frame of a role: left and right of the disc.
fn frame(role: Role) -> (char, char) {
    match role {
        Role::Placed | Role::Tried => ('[', ']'),
        Role::Flipped => ('(', ')'),
        Role::Closes => ('<', '>'),
        Role::Run => (':', ':'),
        Role::Stop => ('!', '!'),
        Role::Marked => ('+', '+'),
        Role::Dot | Role::Plain => (' ', ' '),
    }
}

impl BoardWidget<'_> {
    /// The three characters and the style of `sq`.
    fn cell(&self, sq: Square) -> ([char; 3], Style) {
        let (role, disc) = if self.unflipped.contains(sq) {
            (Role::Plain, self.view.disc(sq).map(Color::opposite))
        } else {
            (self.view.role(sq), self.view.disc(sq))
        };
        let centre = match disc {
            Some(Color::Black) => self.discs.0,
            Some(Color::White) => self.discs.1,
            None => match role {
                Role::Tried => self.pick_char('✗', 'x'),
                Role::Marked => '+',
                Role::Dot => '*',
                _ if self.picks.contains(sq) => self.pick_char('✓', 'v'),
                _ => self.pick_char('·', '.'),
            },
        };
        let (left, right) = if self.picks.contains(sq) && role == Role::Plain {
            ('>', '<')
        } else if disc.is_none() && role == Role::Marked {
            (' ', ' ')
        } else {
            frame(role)
        };
        let mut style = if self.picks.contains(sq) && role == Role::Plain {
            self.theme.pick()
        } else {
            self.theme.role(role)
        };
        if self.cursor == Some(sq) {
            style = style.patch(self.theme.cursor());
        }
        ([left, centre, right], style)
    }

    fn pick_char(&self, unicode: char, ascii: char) -> char {
        if self.ascii { ascii } else { unicode }
    }
}

impl Widget for &BoardWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.width < WIDTH || area.height < HEIGHT {
            return;
        }
        let dim = self.theme.dim();
        for (col, letter) in ('a'..='h').enumerate() {
            let x = area.x + LEFT + 3 * col as u16 + 1;
            buf.set_string(x, area.y, letter.to_string(), dim);
        }
        for sq in Square::all() {
            let (col, row) = (sq.col() as u16, sq.row() as u16);
            let y = area.y + 1 + row;
            if col == 0 {
                buf.set_string(area.x, y, (row + 1).to_string(), dim);
            }
            let (chars, style) = self.cell(sq);
            let text: String = chars.iter().collect();
            buf.set_string(area.x + LEFT + 3 * col, y, text, style);
        }
    }
}

/// The square drawn at the cell (`x`, `y`) of a board drawn in `area`.
pub fn square_at(area: Rect, x: u16, y: u16) -> Option<Square> {
    let col = x.checked_sub(area.x + LEFT)? / 3;
    let row = y.checked_sub(area.y + 1)?;
    if col >= 8 || row >= 8 || area.width < WIDTH || area.height < HEIGHT {
        return None;
    }
    Square::from_coords(col as i8, row as i8)
}

/// The legend of the roles on the board now: a sample square in its frame and
/// style, and what it means (in the order of `Strings::board_roles`).
pub fn legend(board: &BoardWidget<'_>, ui: Ui) -> Vec<Span<'static>> {
    let names = ui.board_roles();
    let roles = super::big_board::LEGEND_ROLES;
    let mut spans = Vec::new();
    // The discs are named first, on every board: which one is black is not
    // plain to a beginner (on a dark terminal ● is the bright one), and letters
    // differ from language to language.
    for (disc, colour) in [(board.discs.0, Color::Black), (board.discs.1, Color::White)] {
        let name = ui.color(colour);
        push_entry(
            &mut spans,
            [' ', disc, ' '],
            board.theme.plain(),
            Some(&name),
        );
    }
    for (i, role) in roles.iter().enumerate() {
        let Some(sq) = Square::all()
            .find(|sq| !board.unflipped.contains(*sq) && board.view.role(*sq) == *role)
        else {
            continue;
        };
        let (chars, style) = board.cell(sq);
        push_entry(&mut spans, chars, style, names.get(i));
    }
    if let Some(sq) = board.picks.squares().next() {
        let (chars, style) = board.cell(sq);
        push_entry(&mut spans, chars, style, names.get(roles.len()));
    }
    spans
}

fn push_entry(spans: &mut Vec<Span<'static>>, chars: [char; 3], style: Style, name: Option<&&str>) {
    let sample: String = chars.iter().collect();
    let style = style.remove_modifier(ratatui::style::Modifier::REVERSED);
    spans.push(Span::styled(sample, style));
    spans.push(Span::raw(format!(" {}  ", name.copied().unwrap_or(""))));
}

/// The legend's entries, as many a line as fit in `width`.
pub(super) fn legend_lines(spans: Vec<Span<'static>>, width: u16) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let mut line: Vec<Span> = Vec::new();
    let mut used = 0;
    for pair in spans.chunks(2) {
        let w: usize = pair.iter().map(|s| s.content.chars().count()).sum();
        // The spaces after an entry part it from the next; at the line's end they may go.
        let trailing = pair.last().map_or(0, |s| {
            s.content.chars().rev().take_while(|c| *c == ' ').count()
        });
        if used + w - trailing > usize::from(width) && !line.is_empty() {
            lines.push(Line::from(std::mem::take(&mut line)));
            used = 0;
        }
        line.extend(pair.iter().cloned());
        used += w;
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
    lines
}
