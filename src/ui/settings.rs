//! The settings screen: language, legal-move dots, discs, the flip animation and
//! the colour theme, each with its value; every change is saved at once.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::{App, SettingRow};
use crate::learner::ColourTheme;

use super::board::disc_chars;
use super::home::bottom_line;
use super::theme::Theme;

/// Draws the settings screen with row `selected` chosen.
pub fn render(app: &App, selected: usize, theme: Theme, area: Rect, buf: &mut Buffer) {
    let ui = app.ui();
    buf.set_stringn(
        area.x + 1,
        area.y,
        format!("reversi-tutor · {}", ui.menu_settings()),
        usize::from(area.width.saturating_sub(2)),
        theme.heading(),
    );
    let names = ui.setting_names();
    let name_w = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let (left, right) = if app.ascii() {
        ('<', '>')
    } else {
        ('◀', '▶')
    };
    for (i, row) in SettingRow::ALL.iter().enumerate() {
        let value = match row {
            SettingRow::Language => app.lang().native_name().to_string(),
            SettingRow::Dots => ui.on_off(app.dots()).to_string(),
            SettingRow::Discs => {
                let (black, white) = disc_chars(ui, app.ascii());
                format!("{black} {white}")
            }
            SettingRow::Animation => ui.on_off(app.animation()).to_string(),
            SettingRow::Theme => {
                let at = ColourTheme::ALL
                    .iter()
                    .position(|t| *t == app.theme())
                    .unwrap_or(0);
                ui.theme_names().get(at).copied().unwrap_or("").to_string()
            }
        };
        let name = names.get(i).copied().unwrap_or("");
        let pad = name_w.saturating_sub(name.chars().count());
        let text = format!("  {name}{}   {left} {value} {right}", " ".repeat(pad));
        let style = if i == selected {
            theme.selected()
        } else {
            theme.plain()
        };
        let y = area.y + 2 + i as u16;
        if y + 1 < area.bottom() {
            buf.set_stringn(
                area.x + 1,
                y,
                text,
                usize::from(area.width.saturating_sub(2)),
                style,
            );
        }
    }
    bottom_line(app, theme, area, buf);
}
