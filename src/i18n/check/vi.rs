//! `check` in Tiếng Việt.

use super::{Label, Listed, Message, every_language, named, read};
use crate::course::check::Severity;
use crate::course::error::MAX_PROBLEMS_SHOWN;
use crate::course::parse::FORMAT_VERSION;
use crate::course::{CheckWords, CourseError};
use crate::i18n::vi::Vietnamese;
use crate::lang::{Lang, join_last};

impl CheckWords for Vietnamese {
    fn severity(&self, severity: Severity) -> &'static str {
        match severity {
            Severity::Error => "lỗi",
            Severity::Warning => "cảnh báo",
        }
    }

    fn step(&self, number: usize) -> String {
        format!("bước {number}")
    }

    fn puzzle(&self, name: &str) -> String {
        format!("câu đố {name}")
    }

    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String {
        format!("{lessons} bài học, {puzzles} câu đố, {errors} lỗi, {warnings} cảnh báo")
    }

    fn message(&self, finding: &CourseError) -> Option<String> {
        read(finding).map(|message| self.said(&message))
    }
}

/// `` `say` `` or `lựa chọn 2`.
fn label(label: Label<'_>) -> String {
    match label {
        Label::Field(field) => format!("`{field}`"),
        Label::Choice(n) => format!("lựa chọn {n}"),
    }
}

/// `; có phải ý bạn là `x`?`, or nothing.
fn meant(meant: Option<&str>, quote: &str) -> String {
    meant
        .map(|m| format!("; có phải ý bạn là {quote}{m}{quote}?"))
        .unwrap_or_default()
}

/// ` (có phải ý bạn là "x"?)` after an unknown name, or nothing.
fn suggest(meant: Option<&str>) -> String {
    meant
        .map(|m| format!(" (có phải ý bạn là \"{m}\"?)"))
        .unwrap_or_default()
}

impl Vietnamese {
    /// A finding's message in Vietnamese.
    fn said(&self, message: &Message<'_>) -> String {
        match message {
            Message::NoCourseFiles => "thư mục này không có tệp bài học hay câu đố nào (*.toml): hãy kiểm tra tên thư mục".to_string(),
            Message::TomlSyntax { detail, duplicate } => {
                let mut text = format!("sai cú pháp TOML: {detail}");
                if *duplicate {
                    text.push_str(": khóa này đã được ghi ở phía trên, trong cùng một bảng (mỗi bước hay câu đố bắt đầu bằng [[step]] hoặc [[puzzle]], với hai dấu ngoặc vuông)");
                }
                text
            }
            Message::StepsAndPuzzles => "tệp này có cả bảng [[step]] lẫn [[puzzle]]: tệp bài học chứa các bước, tệp câu đố chứa các câu đố; hãy tách thành hai tệp".to_string(),
            Message::UnknownFileKind => "không rõ đây là tệp bài học hay tệp câu đố: bài học có các bảng [[step]], tệp câu đố có các bảng [[puzzle]]".to_string(),
            Message::UnknownField { name, meant: m, known } => {
                let mut text = format!("ở đây không có khóa `{name}`{}", meant(*m, "`"));
                if !known.is_empty() {
                    text.push_str(&format!(" (các khóa ở đây: {known})"));
                }
                text
            }
            Message::MoreProblemsHidden { count } => format!("tệp này còn {count} lỗi khác chưa hiện: hãy sửa {MAX_PROBLEMS_SHOWN} lỗi đầu, rồi kiểm tra lại"),
            Message::MoreWarningsHidden { count } => format!("tệp này còn {count} cảnh báo khác chưa hiện"),
            Message::NoSteps => "bài học chưa có bước nào: hãy thêm ít nhất một [[step]] với say = { en = \"...\" }".to_string(),
            Message::NoPuzzles => "tệp này chưa có câu đố nào: hãy thêm các bảng [[puzzle]]".to_string(),
            Message::MissingFormatVersion => format!("thiếu `format_version`: hãy thêm `format_version = {FORMAT_VERSION}` ở đầu tệp"),
            Message::UnsupportedFormatVersion { version } => format!("format_version {version} không được hỗ trợ: phiên bản reversi-tutor này đọc format_version = {FORMAT_VERSION}"),
            Message::MissingId { what } => {
                let what = match *what {
                    "lesson" => "bài học",
                    "puzzle" => "câu đố",
                    _ => "thuật ngữ",
                };
                format!("{what} này chưa có `id`: hãy thêm một id, ví dụ id = \"corner-001\" (chữ thường, chữ số và dấu gạch nối)")
            }
            Message::BadId { id } => format!("id `{id}` chỉ được dùng chữ thường a-z, chữ số và dấu gạch nối, như \"first-move\""),
            Message::IdTooLong { id, length } => format!("id `{id}` có {length} ký tự, mà id chỉ dài tối đa 64 ký tự: hãy rút ngắn"),
            Message::MissingText { field } => format!("thiếu `{field}`: hãy thêm {field} = {{ en = \"...\", id = \"...\", vi = \"...\" }}"),
            Message::UnknownLanguage { label: l, code, meant: m, below } => {
                let mut text = format!(
                    "{}: `{code}` không phải là ngôn ngữ của reversi-tutor{} (các ngôn ngữ: {})",
                    label(*l),
                    meant(*m, "`"),
                    every_language()
                );
                if *below {
                    text.push_str(&format!(". `{code}` có vẻ là khóa của bước hay câu đố nhưng được viết dưới tiêu đề của bảng: một bảng nhận mọi khóa sau tiêu đề của nó cho đến dòng [...] kế tiếp, nên hãy chuyển các khóa viết bên dưới lên trên tiêu đề"));
                }
                text
            }
            Message::LanguagesWithoutEnglish { suggested } => format!("`languages` thiếu `en`: tệp nào cũng có tiếng Anh, là ngôn ngữ học sinh đọc khi chưa có bản bằng tiếng của mình; hãy viết languages = {suggested}"),
            Message::LanguageTwice { code } => format!("`languages` ghi `{code}` hai lần: mỗi ngôn ngữ chỉ ghi một lần"),
            Message::MissingEnglish { label: l } => format!("{} chưa có bản tiếng Anh: hãy thêm en = \"...\" (bắt buộc phải có tiếng Anh)", label(*l)),
            Message::EmptyEnglish { label: l } => format!("{}: bản tiếng Anh đang để trống", label(*l)),
            Message::MissingTranslation { label: l, required, absent } => {
                let names = named(absent);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let codes: Vec<&str> = absent.iter().map(|lang| lang.code()).collect();
                if *required {
                    format!(
                        "{} chưa có bản {}, mà tệp này bắt buộc phải có: hãy thêm {}",
                        label(*l),
                        join_last(&names, "hoặc"),
                        join_last(&codes, "và")
                    )
                } else {
                    format!(
                        "{} chưa có bản {}: học sinh chọn ngôn ngữ đó sẽ đọc bản tiếng Anh ở đây; hãy thêm {}",
                        label(*l),
                        join_last(&names, "hoặc"),
                        join_last(&codes, "và")
                    )
                }
            }
            Message::SquareTwice { field, square } => format!("`{field}` ghi {square} hai lần"),
            Message::UnknownName { listed, name, meant: m, names } => match listed {
                Listed::Task => format!("không có task \"{name}\"{}; các task là: {names} (bỏ `task` đi nếu bước chỉ để đọc)", suggest(*m)),
                Listed::Goal => format!("không có goal \"{name}\"{}; các goal là: {names}", suggest(*m)),
                Listed::Theme => format!("không có theme \"{name}\"{}; các theme là: {names}", suggest(*m)),
            },
            Message::NotLegal { field, square, player, legal } => {
                let player = super::super::Ui::new(Lang::Vi).color(*player);
                match *field {
                    "move" => format!("`move` là {square}, nhưng đó không phải nước hợp lệ của bên {player} ở đây (các nước hợp lệ: {legal})"),
                    _ => format!("`{field}` có {square}, nhưng đó không phải nước hợp lệ của bên {player} ở đây (các nước hợp lệ: {legal})"),
                }
            }
            Message::StepCount { count, least, most } => {
                let fix = match least.parse::<usize>() {
                    Ok(least) if *count < least => "hãy thêm những bước để học sinh tự làm",
                    _ => "hãy tách thành hai bài, mỗi bài một ý",
                };
                format!("bài học có {count} bước, mà một bài học có từ {least} đến {most} bước: {fix}")
            }
            Message::TooFewTasks { count, least } => format!("bài học có {count} nhiệm vụ và cần ít nhất {least}: hãy cho các bước một `task`, để học sinh được tự làm sớm và thường xuyên"),
            Message::TooManyWords { count, most } => format!("bước này có {count} từ tiếng Anh, mà mỗi bước chỉ nói tối đa {most} từ: hãy bớt chữ, hoặc tách thành hai bước"),
            Message::MissingPosition => "thiếu `position`: hãy thêm position = { board = \"\"\"...\"\"\", to_move = \"black\" }".to_string(),
            Message::MissingSolution => "thiếu `solution`: hãy liệt kê mọi nước đạt mục tiêu, ví dụ solution = [\"b7\"]".to_string(),
            Message::MissingRating => "thiếu `rating`: hãy thêm độ khó, ví dụ rating = 1000 (câu đố cho người mới học: 600-1200)".to_string(),
            Message::MissingTheme { names } => format!("thiếu `theme`: hãy thêm một trong các theme: {names}"),
            Message::BoardTwice { other, place } => format!("câu đố này có cùng thế cờ với câu đố {other} ({place}), nếu xoay, lật bàn cờ hoặc đổi màu quân: học sinh sẽ gặp một thế cờ hai lần; hãy giữ một trong hai, hoặc chọn thế cờ khác"),
            Message::MissingToMove => "`board` cần cho biết bên nào đi: hãy thêm to_move = \"black\" hoặc to_move = \"white\"".to_string(),
            Message::ToMoveWithoutBoard => "`to_move` chỉ đi cùng `board`: lượt đi của thế cờ ban đầu hay của một biên bản ván cờ đã rõ từ các nước đi".to_string(),
            Message::StartNotTrue => "hãy viết start = true cho thế cờ ban đầu (hoặc bỏ `position` đi)".to_string(),
            Message::BadToMove { value } => format!("`to_move` đang là \"{value}\": hãy viết \"black\" hoặc \"white\""),
            Message::BadWinner { value } => format!("`winner` đang là \"{value}\": hãy viết \"black\", \"white\" hoặc \"draw\""),
            Message::BadRating { value, least, most } => format!("`rating` đang là {value}: hãy dùng một số từ {least} đến {most}"),
            Message::MissingChoices => "task \"choice\" cần `choices`, danh sách các câu trả lời như [{ en = \"Yes\" }, { en = \"No\" }]".to_string(),
            Message::TooFewChoices { count } => format!("`choices` chỉ có {count} câu trả lời: hãy đưa ít nhất hai"),
            Message::MissingCorrect { count } => format!("task \"choice\" cần `correct`, số thứ tự của câu trả lời đúng (từ 1 đến {count})"),
            Message::MissingAccept { example } => format!("task \"play\" cần `accept`, những nước được tính là đúng, ví dụ accept = [\"{example}\"], hoặc `goal`, điều các nước đó đạt được (ví dụ goal = \"corner\")"),
            Message::EmptyAccept => "`accept` đang trống: hãy ghi ít nhất một nước".to_string(),
            Message::MissingAnswer => "task \"find-square\" cần `answer`, (các) ô được tính là đúng, ví dụ answer = [\"c6\"]".to_string(),
            Message::EmptyAnswer => "`answer` đang trống: hãy ghi ít nhất một ô".to_string(),
            Message::PositionForms { forms } => match forms.as_slice() {
                [first, second, ..] => format!("thế cờ có cả `{first}` lẫn `{second}`: chỉ dùng một trong start, moves và board"),
                _ => "thế cờ đang trống: hãy viết { start = true }, { moves = \"f5d6c3\" } hoặc { board = \"\"\"...\"\"\", to_move = \"black\" }".to_string(),
            },
            Message::StandsAloneMisused { game: false } => "`stands_alone = true` dành cho nhiệm vụ mà bài trắc nghiệm luật chơi có thể hỏi, mà bước này chỉ để đọc: hãy cho bước một `task`, hoặc bỏ `stands_alone`".to_string(),
            Message::StandsAloneMisused { game: true } => "`stands_alone = true` dành cho nhiệm vụ mà bài trắc nghiệm luật chơi có thể hỏi, mà cả một ván cờ thì không phải: hãy bỏ `stands_alone`".to_string(),
            Message::DotsShowAnswer { task } => format!("`dots = true` sẽ hiện các nước hợp lệ, mà task \"{task}\" của bước này lại bảo học sinh tự tìm chúng: hãy bỏ `dots` (các nước hợp lệ sẽ hiện sau khi trả lời xong bước này)"),
            Message::NoGlossaryTerms => "bảng thuật ngữ chưa có thuật ngữ nào: hãy thêm các bảng [[term]]".to_string(),
        }
    }
}
