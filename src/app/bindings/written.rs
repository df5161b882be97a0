//! How a screen's bindings are written for the learner: a key list's rows
//! (`?` and the Help page), the key bar, and the keys a sentence names.

use crate::i18n::{Does, Ui};

use super::{App, Binding, Key, When, applying, at, place};

impl Binding {
    /// How the key bar writes its keys: a run of letters or digits as `1-9`,
    /// else its first key.
    pub fn cap(&self) -> String {
        match run_of(self.keys) {
            Some(run) => run,
            None => self.keys.first().map_or_else(String::new, |key| key.cap()),
        }
    }
}

/// `keys` written as one run (`a-h`, `1-8`), when they are three or more
/// letters or digits in a row (upper-case twins of lower-case ones aside).
fn run_of(keys: &[Key]) -> Option<String> {
    let chars: Vec<char> = typed_chars(keys);
    if chars.len() < 3 || chars.len() != keys.len() - twins(keys) {
        return None;
    }
    let in_a_row = chars
        .windows(2)
        .all(|pair| u32::from(pair[1]) == u32::from(pair[0]) + 1);
    let (first, last) = (chars.first()?, chars.last()?);
    in_a_row.then(|| format!("{first}-{last}"))
}

/// The characters `keys` type, without the upper-case twins of lower-case ones.
fn typed_chars(keys: &[Key]) -> Vec<char> {
    let typed: Vec<char> = keys.iter().filter_map(|key| key.typed()).collect();
    typed
        .iter()
        .copied()
        .filter(|c| !(c.is_ascii_uppercase() && typed.contains(&c.to_ascii_lowercase())))
        .collect()
}

/// How many of `keys` are upper-case twins of lower-case ones.
fn twins(keys: &[Key]) -> usize {
    let typed: Vec<char> = keys.iter().filter_map(|key| key.typed()).collect();
    typed
        .iter()
        .filter(|c| c.is_ascii_uppercase() && typed.contains(&c.to_ascii_lowercase()))
        .count()
}

/// How the key lists write `keys` (and a click, `mouse`): the arrows, then
/// the letters and digits (runs as `a-h`), then the other keys.
fn keys_text(keys: &[Key], mouse: Option<&str>) -> String {
    let mut unique: Vec<Key> = Vec::new();
    for key in keys {
        if !unique.contains(key) {
            unique.push(*key);
        }
    }
    let arrows: Vec<String> = unique
        .iter()
        .filter(|key| key.is_arrow())
        .map(|key| key.name())
        .collect();
    let chars = typed_chars(&unique);
    let letters = join_runs(&chars);
    let others: Vec<String> = unique
        .iter()
        .filter(|key| !key.is_arrow() && key.typed().is_none())
        .map(|key| key.name())
        .chain(mouse.map(str::to_string))
        .collect();
    [arrows.join(" "), letters]
        .into_iter()
        .chain(others)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("  ")
}

/// Characters joined by spaces, three or more in a row written as `a-h`.
fn join_runs(chars: &[char]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let mut j = i;
        while j + 1 < chars.len() && u32::from(chars[j + 1]) == u32::from(chars[j]) + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}-{}", chars[i], chars[j]));
        } else {
            parts.extend(chars[i..=j].iter().map(char::to_string));
        }
        i = j + 1;
    }
    parts.join(" ")
}

/// The rows of a key list from `bindings`: one row for each help id, with
/// every key of the bindings that name it, and what they do.
pub fn rows<'a>(ui: Ui, bindings: impl IntoIterator<Item = &'a Binding>) -> Vec<(String, String)> {
    let mut groups: Vec<(Does, Vec<Key>, bool)> = Vec::new();
    for binding in bindings {
        match groups.iter_mut().find(|(does, ..)| *does == binding.does) {
            Some((_, keys, click)) => {
                keys.extend_from_slice(binding.keys);
                *click |= binding.is_click();
            }
            None => groups.push((binding.does, binding.keys.to_vec(), binding.is_click())),
        }
    }
    groups
        .into_iter()
        .map(|(does, keys, click)| {
            let mouse = click.then(|| ui.mouse_key());
            (keys_text(&keys, mouse), ui.does(does).to_string())
        })
        .collect()
}

/// The key list of the screen shown (under the list itself, when it is
/// open): every binding of the screen that applies now.
pub fn key_list(app: &App) -> Vec<(String, String)> {
    let bindings: Vec<Binding> = at(place(&app.screen))
        .iter()
        .filter(|binding| binding.applies(app))
        .map(|binding| binding.as_in(app))
        .collect();
    rows(app.ui(), &bindings)
}

/// The key bar of the screen shown, where the text in view `scrolls` or not
/// (the front end says): each binding on the bar now, with a short word;
/// bindings next to each other with the same help id share a word (`↑↓`,
/// `PgUp PgDn`).
pub fn bar(app: &App, scrolls: bool) -> Vec<(String, String)> {
    let ui = app.ui();
    let mut keys: Vec<(String, String, Does)> = Vec::new();
    for binding in applying(app).filter(|binding| binding.bar.holds(app, scrolls)) {
        match keys.last_mut() {
            Some((cap, _, does)) if *does == binding.does => {
                let next = binding.as_in(app).cap();
                // Signs run together (`↑↓`); names keep a space (`PgUp PgDn`).
                if cap.chars().count() > 1 || next.chars().count() > 1 {
                    cap.push(' ');
                }
                cap.push_str(&next);
            }
            _ => keys.push((
                binding.as_in(app).cap(),
                ui.does_word(binding.does).to_string(),
                binding.does,
            )),
        }
    }
    keys.into_iter().map(|(cap, word, _)| (cap, word)).collect()
}

/// How a sentence names the keys that do `does` on a screen with `bindings`:
/// the first key of each such binding the key bar may show (`i`, `Enter`,
/// `↑ ↓`), else of the first such binding.
pub fn name(bindings: &[Binding], does: Does) -> String {
    let doing: Vec<&Binding> = bindings.iter().filter(|b| b.does == does).collect();
    let shown: Vec<&Binding> = doing
        .iter()
        .copied()
        .filter(|b| !matches!(b.bar, When::Never))
        .collect();
    first_keys(if shown.is_empty() {
        &doing[..doing.len().min(1)]
    } else {
        &shown
    })
}

/// The same on the screen shown now: the keys the bar shows for `does`, else
/// those that apply, else as [`name`] says.
pub fn name_now(app: &App, does: Does) -> String {
    let list = at(place(&app.screen));
    let doing: Vec<&Binding> = list
        .iter()
        .filter(|b| b.does == does && b.applies(app))
        .collect();
    let shown: Vec<&Binding> = doing
        .iter()
        .copied()
        .filter(|b| b.bar.holds(app, false))
        .collect();
    match (shown.is_empty(), doing.is_empty()) {
        (false, _) => first_keys(&shown),
        (true, false) => first_keys(&doing[..1]),
        (true, true) => name(list, does),
    }
}

/// The first key of each of `bindings`, each once, as the key lists write it.
fn first_keys(bindings: &[&Binding]) -> String {
    let mut names: Vec<String> = Vec::new();
    for key in bindings.iter().filter_map(|b| b.keys.first()) {
        if !names.contains(&key.name()) {
            names.push(key.name());
        }
    }
    names.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Msg;
    use crate::app::bindings::{COLUMNS, DIGITS, ROWS};

    #[test]
    fn a_key_list_writes_the_arrows_then_the_letters_in_runs_then_the_other_keys() {
        let typing: Vec<Key> = COLUMNS.iter().chain(ROWS).copied().collect();
        assert_eq!(keys_text(&typing, None), "a-h 1-8");
        let cursor = [Key::Up, Key::Char('k'), Key::Down, Key::Char('j')];
        assert_eq!(keys_text(&cursor, None), "↑ ↓  k j");
        let quit = [Key::Char('q'), Key::Ctrl('c'), Key::Char('q')];
        assert_eq!(keys_text(&quit, None), "q  Ctrl-C");
        let play = [Key::Enter, Key::Char(' ')];
        assert_eq!(keys_text(&play, Some("mouse")), "Enter  Space  mouse");
    }

    #[test]
    fn the_key_bar_writes_a_run_of_digits_as_one_and_enter_as_a_sign() {
        let digits = Binding::new(DIGITS, crate::app::bindings::Sends::Digit, Does::Number);
        assert_eq!(digits.cap(), "1-9");
        let enter = Binding::msg(&[Key::Enter, Key::Char(' ')], Msg::Enter, Does::Play);
        assert_eq!(enter.cap(), "↵");
        let two = Binding::msg(&[Key::Char('+'), Key::Char('=')], Msg::Enter, Does::Delay);
        assert_eq!(two.cap(), "+");
    }
}
