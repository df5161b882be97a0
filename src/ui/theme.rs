//! The colour themes: default, high contrast, colour-blind safe (the Okabe-Ito
//! colours) and no colour. Colour only adds to what shape and frame already say:
//! with no colour every role still reads by its frame, and emphasis by bold,
//! underline or reverse video.

use ratatui::style::{Color, Modifier, Style};

use crate::learner::ColourTheme;
use crate::view::{Role, Tone};

/// The styles of one theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Which theme.
    pub theme: ColourTheme,
}

/// The colours of a theme for: placed, tried, flipped, closes, run, stop, marked,
/// dot, a learner's mark, right, wrong.
struct Palette([Color; 11]);

const DEFAULT: Palette = Palette([
    Color::Yellow,
    Color::Red,
    Color::Cyan,
    Color::Green,
    Color::Magenta,
    Color::Red,
    Color::Blue,
    Color::DarkGray,
    Color::LightMagenta,
    Color::Green,
    Color::Red,
]);

const HIGH_CONTRAST: Palette = Palette([
    Color::LightYellow,
    Color::LightRed,
    Color::LightCyan,
    Color::LightGreen,
    Color::LightMagenta,
    Color::LightRed,
    Color::LightBlue,
    Color::White,
    Color::LightMagenta,
    Color::LightGreen,
    Color::LightRed,
]);

/// Okabe and Ito's colours, told apart with every common colour blindness.
const COLOUR_BLIND: Palette = Palette([
    Color::Rgb(230, 159, 0),
    Color::Rgb(213, 94, 0),
    Color::Rgb(86, 180, 233),
    Color::Rgb(0, 158, 115),
    Color::Rgb(204, 121, 167),
    Color::Rgb(213, 94, 0),
    Color::Rgb(0, 114, 178),
    Color::Rgb(153, 153, 153),
    Color::Rgb(240, 228, 66),
    Color::Rgb(0, 158, 115),
    Color::Rgb(213, 94, 0),
]);

impl Theme {
    /// The styles of `theme`.
    pub const fn of(theme: ColourTheme) -> Theme {
        Theme { theme }
    }

    fn palette(&self) -> Option<&'static Palette> {
        match self.theme {
            ColourTheme::Default => Some(&DEFAULT),
            ColourTheme::HighContrast => Some(&HIGH_CONTRAST),
            ColourTheme::ColourBlind => Some(&COLOUR_BLIND),
            ColourTheme::NoColour => None,
        }
    }

    /// `base` in colour number `index` of the palette (none without colour), and
    /// bold in the high-contrast theme.
    fn coloured(&self, index: usize, base: Style) -> Style {
        let style = match self.palette().and_then(|p| p.0.get(index)) {
            Some(colour) => base.fg(*colour),
            None => base,
        };
        if self.theme == ColourTheme::HighContrast {
            style.add_modifier(Modifier::BOLD)
        } else {
            style
        }
    }

    /// A square's role: its frame and disc.
    pub fn role(&self, role: Role) -> Style {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match role {
            Role::Placed => self.coloured(0, bold),
            Role::Tried => self.coloured(1, bold),
            Role::Flipped => self.coloured(2, bold),
            Role::Closes => self.coloured(3, bold.add_modifier(Modifier::UNDERLINED)),
            Role::Run => self.coloured(4, Style::new()),
            Role::Stop => self.coloured(5, Style::new().add_modifier(Modifier::UNDERLINED)),
            Role::Marked => self.coloured(6, bold),
            Role::Dot => self.coloured(7, Style::new()),
            Role::Plain => self.plain(),
        }
    }

    /// A square the learner marked.
    pub fn pick(&self) -> Style {
        self.coloured(8, Style::new().add_modifier(Modifier::BOLD))
    }

    /// The square under the cursor.
    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// Ordinary text.
    pub fn plain(&self) -> Style {
        if self.theme == ColourTheme::HighContrast {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        }
    }

    /// Less important text: whose turn, coordinates, the key bar.
    pub fn dim(&self) -> Style {
        match self.theme {
            ColourTheme::Default | ColourTheme::ColourBlind => Style::new().fg(Color::DarkGray),
            ColourTheme::HighContrast => self.plain(),
            ColourTheme::NoColour => Style::new(),
        }
    }

    /// Headings and the prompt.
    pub fn heading(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The entry chosen in a list.
    pub fn selected(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// A line of feedback.
    pub fn tone(&self, tone: Tone) -> Style {
        match tone {
            Tone::Right => self.coloured(9, Style::new().add_modifier(Modifier::BOLD)),
            Tone::Wrong => self.coloured(10, Style::new().add_modifier(Modifier::BOLD)),
            Tone::Info => self.plain(),
        }
    }
}
