//! Every interface string in each language ([`Ui`]); the languages themselves
//! are listed in [`crate::lang`].

use crate::lang::Lang;

mod commands;
mod feedback;
mod session;
mod words;

/// The interface strings in one language: every sentence the tutor says that does
/// not come from a lesson file. `Ui::new(Lang::Vi).color(Color::Black)` is `đen`.
/// The methods live in `words` (colours, directions, explanation rows, board
/// status), `feedback` (answers, hints, replies) and `session` (headings, prompts,
/// commands, errors).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Ui {
    /// The language spoken.
    pub lang: Lang,
}

impl Ui {
    /// The strings of `lang`.
    pub const fn new(lang: Lang) -> Ui {
        Ui { lang }
    }
}

/// `text` with its first letter in upper case (`đen` becomes `Đen`).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_and_draws_use_the_rules_documents_words() {
        use crate::engine::Color;
        let id = Ui::new(Lang::Id);
        let vi = Ui::new(Lang::Vi);
        assert_eq!(
            (id.color(Color::Black), id.color(Color::White)),
            ("hitam", "putih")
        );
        assert_eq!(
            (vi.color(Color::Black), vi.color(Color::White)),
            ("đen", "trắng")
        );
        assert_eq!(id.verdict(None), "seri");
        assert_eq!(vi.verdict(None), "hòa");
        assert!(
            id.encloses_nothing(Color::Black, "a1".parse().unwrap())
                .contains("mengapit")
        );
        assert!(
            vi.pass_refused(Color::Black, crate::engine::Bitboard(1))
                .contains("bỏ lượt")
        );
    }

    #[test]
    fn the_eight_directions_have_eight_different_names_in_every_language() {
        use crate::engine::Direction;
        for lang in Lang::ALL {
            let mut names: Vec<_> = Direction::ALL
                .iter()
                .map(|d| Ui::new(lang).direction(*d))
                .collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), 8, "{lang}");
        }
        assert_eq!(Ui::new(Lang::Id).direction(Direction::Up), "atas");
        assert_eq!(Ui::new(Lang::Vi).direction(Direction::Up), "lên");
    }

    #[test]
    fn capitalize_handles_vietnamese_letters() {
        assert_eq!(capitalize("đen"), "Đen");
        assert_eq!(capitalize("black"), "Black");
        assert_eq!(capitalize(""), "");
    }

    #[test]
    fn help_lists_the_same_number_of_commands_in_every_language() {
        let count = |lang| Ui::new(lang).help().lines().count();
        assert_eq!(count(Lang::Id), count(Lang::En));
        assert_eq!(count(Lang::Vi), count(Lang::En));
    }
}
