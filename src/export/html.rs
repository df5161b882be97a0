//! A [`Worksheet`] as one self-contained HTML page, for a browser to print:
//! the board pictures inline as SVG, the styles inline, no script, no font and
//! no picture from elsewhere (its Content-Security-Policy forbids every load),
//! `@page` sized for A4 or Letter, each step kept whole on one page and the
//! answer key on a page of its own. Every text from a file is escaped.

use std::fmt::Write;

use super::worksheet::{Item, Worksheet};
use crate::i18n::Ui;
use crate::untrusted::is_unsafe;

/// The paper a worksheet is laid out for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// The `size` of the page's `@page` rule.
    const fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }
}

/// The styles of every worksheet: the widths fit both A4 and Letter.
const STYLE: &str = r#"
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: "DejaVu Sans", "Noto Sans", Arial, Helvetica, sans-serif; font-size: 11pt; line-height: 1.4; color: #000; background: #fff; margin: 0 auto; max-width: 180mm; padding: 8mm; }
@media print { body { padding: 0; max-width: none; } }
h1 { font-size: 18pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 0 0 1.5mm; }
.summary { margin: 0 0 3mm; }
.fields { display: flex; gap: 6mm; margin: 0 0 4mm; }
.fields span { flex: 1; border-bottom: 1px solid #000; padding-top: 5mm; font-size: 9pt; }
.item { display: flex; gap: 6mm; align-items: flex-start; border-top: 1px solid #888; padding: 4mm 0; break-inside: avoid; page-break-inside: avoid; }
.board { flex: none; width: 62mm; }
.board svg { display: block; width: 62mm; height: 62mm; }
.board .to-move { font-size: 9pt; text-align: center; margin: 1mm 0 0; }
.words { flex: 1; min-width: 0; }
.words p { margin: 0 0 2mm; overflow-wrap: anywhere; }
.task { font-weight: bold; }
.choices { list-style: none; padding: 0; margin: 0 0 2mm; }
.choices li { margin: 0 0 1.5mm; padding-left: 7mm; text-indent: -7mm; }
.box { display: inline-block; width: 4mm; height: 4mm; border: 1.5px solid #000; margin-right: 3mm; vertical-align: -0.6mm; text-indent: 0; }
.write { border-bottom: 1px solid #000; height: 9mm; margin-top: 2mm; }
.write span { font-size: 9pt; }
.key { break-before: page; page-break-before: always; }
.key h1 { margin-bottom: 4mm; }
.key dt { font-weight: bold; margin-top: 2mm; }
.key dd { margin: 0 0 0 6mm; }
"#;

/// The page of `sheet` on `paper`, with its answer key when `answers`, in the
/// language of `ui`.
pub fn page(sheet: &Worksheet, paper: Paper, answers: bool, ui: Ui) -> String {
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"reversi-tutor\">\n\
         <title>{title}</title>\n<style>@page {{ size: {size}; margin: 14mm; }}{STYLE}</style>\n</head>\n<body>\n",
        lang = ui.lang().code(),
        title = escape(&sheet.title),
        size = paper.css(),
    );
    let _ = writeln!(html, "<header>\n<h1>{}</h1>", escape(&sheet.title));
    if let Some(summary) = &sheet.summary {
        let _ = writeln!(html, "<p class=\"summary\">{}</p>", text(summary));
    }
    html.push_str("<div class=\"fields\">");
    for field in ui.sheet_fields() {
        let _ = write!(html, "<span>{}</span>", escape(field));
    }
    html.push_str("</div>\n</header>\n<main>\n");
    for item in &sheet.items {
        push_item(&mut html, item, ui);
    }
    html.push_str("</main>\n");
    if answers {
        let _ = writeln!(
            html,
            "<section class=\"key\">\n<h1>{}: {}</h1>\n<dl>",
            escape(ui.sheet_answers_heading()),
            escape(&sheet.title)
        );
        for answer in &sheet.answers {
            let _ = writeln!(html, "<dt>{}</dt>", escape(&answer.heading));
            for line in &answer.lines {
                let _ = writeln!(html, "<dd>{}</dd>", escape(line));
            }
        }
        html.push_str("</dl>\n</section>\n");
    }
    html.push_str("</body>\n</html>\n");
    html
}

fn push_item(html: &mut String, item: &Item, ui: Ui) {
    html.push_str("<article class=\"item\">\n");
    if let Some(board) = &item.board {
        let _ = write!(html, "<div class=\"board\">{}", board.svg());
        if let Some(to_move) = &item.to_move {
            let _ = write!(html, "<p class=\"to-move\">{}</p>", escape(to_move));
        }
        html.push_str("</div>\n");
    }
    let _ = writeln!(
        html,
        "<div class=\"words\">\n<h2>{}</h2>\n<p>{}</p>",
        escape(&item.heading),
        text(&item.text)
    );
    if let Some(task) = &item.task {
        let _ = writeln!(html, "<p class=\"task\">{}</p>", escape(task));
    }
    if !item.choices.is_empty() {
        html.push_str("<ul class=\"choices\">\n");
        for (number, choice) in item.choices.iter().enumerate() {
            let _ = writeln!(
                html,
                "<li><span class=\"box\"></span>{}. {}</li>",
                number + 1,
                escape(choice)
            );
        }
        html.push_str("</ul>\n");
    }
    if item.write {
        let _ = writeln!(
            html,
            "<div class=\"write\"><span>{}</span></div>",
            escape(ui.sheet_answer())
        );
    }
    html.push_str("</div>\n</article>\n");
}

/// `text` safe inside an HTML element or a quoted attribute: `&`, `<`, `>`,
/// `"` and `'` as references, and a control or invisible character that could
/// reorder the text as its code (`\u{202e}`), as everywhere in the tutor.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if is_unsafe(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// A text of several lines: escaped, each line break kept.
fn text(text: &str) -> String {
    let lines: Vec<String> = text.trim().lines().map(escape).collect();
    lines.join("<br>\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::worksheet::Answer;
    use crate::lang::Lang;

    fn sheet(words: &str) -> Worksheet {
        Worksheet {
            title: words.to_string(),
            summary: Some(words.to_string()),
            items: vec![Item {
                heading: "Step 1 of 1".into(),
                text: words.to_string(),
                to_move: None,
                board: None,
                task: Some(words.to_string()),
                choices: vec![words.to_string()],
                write: true,
            }],
            answers: vec![Answer {
                heading: "Step 1 of 1".into(),
                lines: vec![words.to_string()],
            }],
        }
    }

    #[test]
    fn markup_in_a_teachers_text_is_shown_as_text() {
        let words = "a < b & c > d \"quoted\" 'single' <script>alert(1)</script>\u{202e}";
        let html = page(&sheet(words), Paper::A4, true, Ui::new(Lang::En));
        assert!(!html.contains("<script"), "{html}");
        assert!(!html.contains('\u{202e}'));
        assert!(html.contains("a &lt; b &amp; c &gt; d &quot;quoted&quot; &#39;single&#39;"));
        assert!(html.contains("\\u{202e}"));
    }

    #[test]
    fn the_paper_sets_the_page_size_and_the_key_has_its_own_page() {
        let ui = Ui::new(Lang::En);
        let a4 = page(&sheet("x"), Paper::A4, false, ui);
        assert!(a4.contains("@page { size: A4;"));
        assert!(!a4.contains("class=\"key\""));
        let letter = page(&sheet("x"), Paper::Letter, true, ui);
        assert!(letter.contains("@page { size: letter;"));
        assert!(letter.contains("<section class=\"key\">"));
        assert!(letter.contains("break-before: page"));
    }

    #[test]
    fn nothing_is_loaded_from_elsewhere() {
        let html = page(&sheet("x"), Paper::A4, true, Ui::new(Lang::Vi));
        assert!(html.contains("default-src 'none'"));
        assert!(html.contains("<html lang=\"vi\">"));
        for load in ["src=", "href=", "url(", "@import", "<script"] {
            assert!(!html.contains(load), "{load}");
        }
    }

    #[test]
    fn line_breaks_of_a_text_are_kept() {
        assert_eq!(text("one\ntwo <3\n"), "one<br>\ntwo &lt;3");
    }
}
