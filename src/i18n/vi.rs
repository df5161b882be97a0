//! Tiếng Việt: every interface string. Terms as in the rules documents: a disc
//! is a `quân`, a legal move a `nước hợp lệ`, enclosing `kẹp`, flipping `lật`,
//! passing `bỏ lượt`, a draw `hòa`; sentences in the active voice.

use super::strings::Strings;
use super::{capitalize, list};
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, Move, Square};
use crate::runner::Command;

/// The Vietnamese strings.
pub struct Vietnamese;

impl Strings for Vietnamese {
    fn color(&self, color: Color) -> &'static str {
        match color {
            Color::Black => "đen",
            Color::White => "trắng",
        }
    }

    fn direction(&self, direction: Direction) -> &'static str {
        match direction {
            Direction::Up => "lên",
            Direction::Down => "xuống",
            Direction::Left => "sang trái",
            Direction::Right => "sang phải",
            Direction::UpLeft => "chéo lên trái",
            Direction::UpRight => "chéo lên phải",
            Direction::DownLeft => "chéo xuống trái",
            Direction::DownRight => "chéo xuống phải",
        }
    }

    fn discs(&self, n: u32) -> String {
        format!("{n} quân")
    }

    fn steps(&self, n: usize) -> String {
        format!("{n} bước")
    }

    fn verdict(&self, winner: Option<Color>) -> String {
        match winner {
            Some(c) => format!("{} thắng", self.color(c)),
            None => "hòa".to_string(),
        }
    }

    fn line(&self, line: &Line, player: Color) -> String {
        let (me, them) = (self.color(player), self.color(player.opposite()));
        match line.outcome {
            LineOutcome::Edge => "là mép bàn".to_string(),
            LineOutcome::Empty(sq) => format!("gặp ô trống {sq}"),
            LineOutcome::OwnDiscFirst(sq) => {
                format!("gặp ngay quân {me} của mình ở {sq}, nên không kẹp được gì")
            }
            LineOutcome::Open { end: Some(end), .. } => format!(
                "có quân {them} ở {}, rồi đến ô trống {end}: đường còn hở",
                list(line.squares())
            ),
            LineOutcome::Open { end: None, .. } => {
                format!(
                    "có quân {them} ở {}, rồi đến mép bàn: đường còn hở",
                    list(line.squares())
                )
            }
            LineOutcome::Encloses { closed_by, .. } => format!(
                "kẹp quân {them} ở {}, được quân {me} ở {closed_by} khép lại",
                list(line.squares())
            ),
        }
    }

    fn to_move(&self, player: Color, black: u32, white: u32) -> String {
        format!("Lượt {}. Đen {black}, trắng {white}.", self.color(player))
    }

    fn to_move_uncounted(&self, player: Color) -> String {
        format!("Lượt {}.", self.color(player))
    }

    fn disc_count(&self, black: u32, white: u32) -> String {
        format!("Đen {black}, trắng {white}.")
    }

    fn game_over(&self) -> &'static str {
        "Ván đã kết thúc: cả hai bên đều không đi được."
    }

    fn legal_moves(&self, moves: Bitboard) -> String {
        format!("Nước hợp lệ (*): {}", list(moves))
    }

    fn no_legal_move(&self, player: Color) -> String {
        format!("{} không còn nước hợp lệ.", capitalize(self.color(player)))
    }

    fn marked(&self, squares: Bitboard) -> String {
        format!("Đánh dấu: {}", list(squares))
    }

    fn legend(&self, black: char, white: char) -> String {
        format!("{black} đen, {white} trắng, . trống, * nước hợp lệ, + ô đánh dấu")
    }

    fn move_is_legal(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!("{p} {square} là nước hợp lệ: lật {n} ({}).", list(flips))
    }

    fn board_after(&self, square: Square, to_move: Color) -> String {
        format!("Bàn cờ sau {square} (lượt {}):", self.color(to_move))
    }

    fn board_now(&self, to_move: Color) -> String {
        format!("Bàn cờ (lượt {}):", self.color(to_move))
    }

    fn legal_move_count(&self, player: Color, n: u32) -> String {
        format!("Lượt {}: {n} nước hợp lệ.", self.color(player))
    }

    fn flips_list(&self, flips: Bitboard) -> String {
        format!("lật {}", list(flips))
    }

    fn must_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!("Lượt {p}, nhưng {p} không còn nước hợp lệ và phải bỏ lượt; sau đó {o} đi.")
    }

    fn final_count(&self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String {
        let (over, verdict) = (self.game_over(), self.verdict(winner));
        format!("{over} Đen {black}, trắng {white}, {empty} ô trống: {verdict}.")
    }

    fn final_count_to_winner(&self, black: u32, white: u32, empty: u32, winner: Color) -> String {
        let (over, verdict, w) = (
            self.game_over(),
            self.verdict(Some(winner)),
            self.color(winner),
        );
        format!(
            "{over} Đen {black}, trắng {white}, tính cả {empty} ô trống cho bên {w}: {verdict}."
        )
    }

    fn nothing_to_explain(&self) -> &'static str {
        "Không có nước nào để giải thích: ván cờ đã kết thúc."
    }

    fn record_move_refused(&self, number: usize, at: usize, mv: Move, why: &str) -> String {
        format!("nước thứ {number} ({mv}, ký tự thứ {at}): {why}")
    }

    fn right_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("Đúng: {p} đi {square} và lật {n}: {}.", list(flips))
    }

    fn right_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!("Đúng: {p} không còn nước hợp lệ nên bỏ lượt, và {o} đi tiếp.")
    }

    fn right_all_legal(&self, moves: Bitboard) -> String {
        format!("Đúng: các nước hợp lệ là {}.", list(moves))
    }

    fn right_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("Đúng: {square} lật {}.", list(flips))
    }

    fn right_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        format!("Đúng: đen {black}, trắng {white}: {verdict}.")
    }

    fn right_choice(&self) -> &'static str {
        "Đúng."
    }

    fn right_square(&self, square: Square) -> String {
        format!("Đúng: {square}.")
    }

    fn occupied(&self, square: Square, owner: Color) -> String {
        let owner = self.color(owner);
        format!("{square} không còn trống: đã có quân {owner} ở đó. Chỉ được đặt quân vào ô trống.")
    }

    fn encloses_nothing(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!("{square} không phải nước hợp lệ của {p}: không hướng nào kẹp được quân đối thủ.")
    }

    fn not_asked(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} là nước hợp lệ (sẽ lật {}), nhưng bước này không yêu cầu nước đó.",
            list(flips)
        )
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("Bước này yêu cầu một trong các nước {}.", list(moves))
        } else {
            format!("Bước này yêu cầu {}.", list(moves))
        }
    }

    fn pass_refused(&self, player: Color, moves: Bitboard) -> String {
        format!(
            "{} không được bỏ lượt: vẫn còn nước hợp lệ ({}), mà còn nước thì phải đi.",
            capitalize(self.color(player)),
            list(moves)
        )
    }

    fn pass_refused_count(&self, player: Color, moves: u32) -> String {
        let p = capitalize(self.color(player));
        format!(
            "{p} không được bỏ lượt: trên bàn vẫn còn {moves} nước hợp lệ, mà còn nước thì phải đi."
        )
    }

    fn not_quite(&self) -> &'static str {
        "Chưa đúng."
    }

    fn missing_legal_count(&self, n: u32) -> String {
        format!("Còn thiếu {n} nước hợp lệ.")
    }

    fn missing_flip_count(&self, n: u32) -> String {
        format!("Còn {n} quân nữa cũng lật.")
    }

    fn extra_flips(&self, extra: Bitboard) -> String {
        format!("Những ô này không lật: {}.", list(extra))
    }

    fn why_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("{square} lật {}:", list(flips))
    }

    fn count_again(&self) -> &'static str {
        "Đúng bên thắng, nhưng số quân chưa đúng: hãy đếm lại quân mỗi màu."
    }

    fn winner_again(&self) -> &'static str {
        "Kết quả không phải vậy: hãy đếm lại quân của mỗi màu."
    }

    fn answer_all_legal(&self, moves: Bitboard) -> String {
        format!("Các nước hợp lệ là {}.", list(moves))
    }

    fn answer_pass(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} không có nước hợp lệ nào, nên phải bỏ lượt.")
    }

    fn answer_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        format!(
            "Đen có {black} quân, trắng có {white}: {}.",
            self.verdict(winner)
        )
    }

    fn answer_choice(&self, number: usize) -> String {
        format!("Câu trả lời đúng là số {number}.")
    }

    fn answer_squares(&self, squares: Bitboard) -> String {
        format!("Ô được hỏi là {}.", list(squares))
    }

    fn nothing_to_reveal(&self) -> &'static str {
        "Ở đây không có đáp án nào để xem."
    }

    fn wrong_choice(&self) -> &'static str {
        "Đó không phải câu trả lời đúng."
    }

    fn wrong_square(&self, square: Square) -> String {
        format!("{square} không phải là ô được hỏi.")
    }

    fn reply_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!("{p} đáp lại ở {square} và lật {}.", list(flips))
    }

    fn reply_passed(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} không còn nước hợp lệ nên bỏ lượt.")
    }

    fn reply_does_not_fit(&self, reply: Move) -> String {
        let reply = match reply {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => "bỏ lượt".to_string(),
        };
        format!(
            "(Bài học soạn sẵn nước đáp {reply}, nhưng nước đó không hợp với thế cờ của bạn, nên bài học đi tiếp từ thế cờ đã soạn.)"
        )
    }

    fn hint(&self, text: &str) -> String {
        format!("Gợi ý: {text}")
    }

    fn hint_legal_count(&self, n: u32) -> String {
        self.hint(&format!("Có {n} nước hợp lệ."))
    }

    fn hint_flip_count(&self, square: Square, n: u32) -> String {
        self.hint(&format!("{square} lật {}.", self.discs(n)))
    }

    fn hint_look_for_a_move(&self, player: Color) -> String {
        let o = self.color(player.opposite());
        self.hint(&format!(
            "Thử từng ô trống cạnh quân {o}: có ô nào kẹp được một đường không?"
        ))
    }

    fn hint_count(&self) -> String {
        self.hint("Đếm quân mỗi màu: bên nhiều quân hơn thắng, bằng nhau là hòa.")
    }

    fn no_hint(&self) -> &'static str {
        "Bước này không có gợi ý."
    }

    fn lesson_heading(&self, title: &str, steps: usize) -> String {
        format!("Bài học: {title} ({})", self.steps(steps))
    }

    fn step_heading(&self, step: usize, steps: usize) -> String {
        format!("Bước {step}/{steps}")
    }

    fn type_help(&self) -> &'static str {
        "Gõ help để xem các lệnh."
    }

    fn prompt_read(&self) -> &'static str {
        "Nhấn Enter để tiếp tục."
    }

    fn prompt_play(&self) -> &'static str {
        "Nước của bạn: gõ một ô, ví dụ d3."
    }

    fn prompt_any_legal(&self) -> &'static str {
        "Hãy đi một nước hợp lệ bất kỳ (lần này bàn cờ không đánh dấu các nước hợp lệ)."
    }

    fn prompt_all_legal(&self) -> &'static str {
        "Gõ tất cả các nước hợp lệ, cách nhau bằng dấu cách, ví dụ c4 d3."
    }

    fn prompt_predict_flips(&self, square: Square) -> String {
        format!("Gõ tất cả các quân mà {square} sẽ lật, cách nhau bằng dấu cách.")
    }

    fn prompt_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Gõ một nước đi, hoặc gõ bỏ lượt nếu {p} không còn nước hợp lệ.")
    }

    fn prompt_outcome(&self) -> &'static str {
        "Ai thắng? Gõ đen, trắng hoặc hòa, có thể kèm số quân (đen trước), ví dụ: đen 40 24."
    }

    fn prompt_choice(&self) -> &'static str {
        "Gõ số của câu trả lời."
    }

    fn prompt_find_square(&self) -> &'static str {
        "Gõ ô đó, ví dụ c6."
    }

    fn expects_move(&self) -> &'static str {
        "Bước này cần một nước đi: gõ một ô, ví dụ d3."
    }

    fn expects_move_or_pass(&self) -> &'static str {
        "Bước này cần một nước đi (một ô, ví dụ d3) hoặc bỏ lượt."
    }

    fn expects_squares(&self) -> &'static str {
        "Bước này cần các ô: gõ cách nhau bằng dấu cách, ví dụ d3 e6."
    }

    fn expects_outcome(&self) -> &'static str {
        "Bước này hỏi ai thắng: đen, trắng hay hòa."
    }

    fn expects_choice(&self) -> &'static str {
        "Bước này cần số của một câu trả lời."
    }

    fn expects_square(&self) -> &'static str {
        "Bước này cần một ô: gõ một ô, ví dụ c6."
    }

    fn no_such_choice(&self, count: usize) -> String {
        format!("Hãy chọn một số từ 1 đến {count}.")
    }

    fn nothing_asked(&self) -> &'static str {
        "Ở đây không có gì để trả lời: nhấn Enter để tiếp tục."
    }

    fn already_done(&self) -> &'static str {
        "Bước này đã xong: nhấn Enter để tiếp tục."
    }

    fn lesson_over(&self) -> &'static str {
        "Bài học đã kết thúc."
    }

    fn answer_first(&self) -> &'static str {
        "Bước này đang chờ câu trả lời của bạn (hoặc gõ hint, hoặc skip)."
    }

    fn try_again(&self) -> &'static str {
        "Thử lại, hoặc gõ hint hay skip."
    }

    fn not_understood(&self, text: &str) -> String {
        format!("Không hiểu \"{text}\". Gõ help để xem các lệnh.")
    }

    fn first_step(&self) -> &'static str {
        "Đây là bước đầu tiên: không có bước nào trước nó."
    }

    fn skipped(&self, step: usize) -> String {
        format!("Đã bỏ qua bước {step}.")
    }

    fn finished(&self, right_first_time: usize, tasks: usize, skipped: usize) -> String {
        format!("Xong bài học: {right_first_time}/{tasks} câu đúng ngay lần đầu, bỏ qua {skipped}.")
    }

    fn leaving(&self, step: usize, steps: usize) -> String {
        format!("Rời bài học ở bước {step}/{steps}.")
    }

    fn end_of_input(&self, step: usize, steps: usize) -> String {
        format!("Hết dữ liệu vào: rời bài học ở bước {step}/{steps}.")
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "không có bài học `{id}`; các bài học là: {}",
            known.join(", ")
        )
    }

    fn progress_damaged(&self, kept_at: &str, what: &str) -> String {
        format!(
            "Tệp tiến độ của bạn bị hỏng ({what}). Tệp được giữ nguyên ở {kept_at}; bạn bắt đầu lại từ đầu."
        )
    }

    fn progress_newer(&self, version: i64) -> String {
        format!(
            "Tệp tiến độ của bạn đến từ một bản reversi-tutor mới hơn (phiên bản {version}). Tệp được để nguyên; những gì bạn làm lúc này sẽ không được lưu."
        )
    }

    fn progress_shared(&self) -> &'static str {
        "Một bản reversi-tutor khác đang chạy; tiến độ của cả hai đều được giữ."
    }

    fn progress_not_saved(&self, why: &str) -> String {
        format!("Tiến độ của bạn chưa được lưu: {why}")
    }

    fn stopped_at(&self, step: usize) -> String {
        format!("dừng ở bước {step}")
    }

    fn pass_words(&self) -> &'static [&'static str] {
        &["bỏ lượt", "bo luot"]
    }

    fn outcome_words(&self) -> &'static [(&'static str, Option<Color>)] {
        &[
            ("đen", Some(Color::Black)),
            ("đ", Some(Color::Black)),
            ("den", Some(Color::Black)),
            ("trắng", Some(Color::White)),
            ("t", Some(Color::White)),
            ("trang", Some(Color::White)),
            ("hòa", None),
            ("hoà", None),
            ("hoa", None),
        ]
    }

    fn win_words(&self) -> &'static [&'static str] {
        &["thắng", "thang"]
    }

    fn command_words(&self, command: Command) -> &'static [&'static str] {
        match command {
            Command::Next => &["tiếp"],
            Command::Back => &["lùi"],
            Command::Retry => &["làm lại"],
            Command::Skip => &["bỏ qua"],
            Command::Hint => &["gợi ý"],
            Command::Reveal => &["đáp án"],
            Command::Help => &["trợ giúp"],
            Command::Quit => &["thoát"],
        }
    }

    fn command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Next => "tiếp tục (hoặc một dòng trống)",
            Command::Back => "lùi lại một bước",
            Command::Retry => "làm lại bước này",
            Command::Skip => "bỏ qua bước này",
            Command::Hint => "gợi ý",
            Command::Reveal => "xem đáp án",
            Command::Help => "danh sách này",
            Command::Quit => "thoát",
        }
    }

    fn commands_heading(&self) -> &'static str {
        "Các lệnh:"
    }

    fn answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("d3", "đi vào một ô"),
            (
                "d3 e6 f4",
                "nhiều ô (mọi nước hợp lệ, hoặc các quân bị lật)",
            ),
            ("pass, bỏ lượt", "bỏ lượt"),
            (
                "đen 40 24",
                "ai thắng (đen, trắng hoặc hòa), có thể kèm số quân",
            ),
            ("1, 2, ...", "số của câu trả lời"),
        ]
    }

    fn disc_letters(&self) -> (char, char) {
        ('Đ', 'T')
    }

    fn menu_lessons(&self) -> &'static str {
        "Bài học"
    }

    fn menu_settings(&self) -> &'static str {
        "Cài đặt"
    }

    fn menu_help(&self) -> &'static str {
        "Trợ giúp"
    }

    fn menu_quit(&self) -> &'static str {
        "Thoát"
    }

    fn lessons_done(&self, done: usize, total: usize) -> String {
        format!("Đã xong {done}/{total}")
    }

    fn continue_at(&self, number: usize, title: &str, step: usize) -> String {
        format!("Học tiếp: {number} · {title} (bước {step})")
    }

    fn all_done(&self) -> &'static str {
        "Đã học xong mọi bài: mở bài bất kỳ để học lại."
    }

    fn setting_names(&self) -> &'static [&'static str] {
        &[
            "Ngôn ngữ",
            "Chấm nước hợp lệ",
            "Quân cờ",
            "Hiệu ứng lật quân",
            "Màu sắc",
        ]
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "bật" } else { "tắt" }
    }

    fn theme_names(&self) -> &'static [&'static str] {
        &[
            "mặc định",
            "tương phản cao",
            "an toàn cho người mù màu",
            "không màu",
        ]
    }

    fn key_word(&self, command: Command) -> &'static str {
        match command {
            Command::Next => "tiếp",
            Command::Back => "lùi",
            Command::Retry => "làm lại",
            Command::Skip => "bỏ qua",
            Command::Hint => "gợi ý",
            Command::Reveal => "đáp án",
            Command::Help => "phím",
            Command::Quit => "thoát",
        }
    }

    fn key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Next => "sang bước tiếp theo",
            Command::Back => "lùi lại một bước",
            Command::Retry => "làm lại bước này từ đầu",
            Command::Skip => "bỏ qua bước này",
            Command::Hint => "gợi ý",
            Command::Reveal => "xem đáp án",
            Command::Help => "danh sách phím này",
            Command::Quit => "thoát, tiến độ được lưu lại",
        }
    }

    fn act_move_cursor(&self) -> &'static str {
        "di chuyển con trỏ"
    }

    fn act_type_square(&self) -> &'static str {
        "gõ tên ô (d3) để đưa con trỏ tới đó"
    }

    fn act_play(&self) -> &'static str {
        "đi"
    }

    fn act_pick(&self) -> &'static str {
        "đánh dấu ô"
    }

    fn act_answer(&self) -> &'static str {
        "trả lời"
    }

    fn act_pass(&self) -> &'static str {
        "bỏ lượt"
    }

    fn act_click(&self) -> &'static str {
        "bấm chuột vào ô để đi vào ô đó (hoặc đánh dấu)"
    }

    fn act_number(&self) -> &'static str {
        "chọn câu trả lời theo số"
    }

    fn act_lessons(&self) -> &'static str {
        "danh sách bài"
    }

    fn act_choose(&self) -> &'static str {
        "chọn"
    }

    fn act_open(&self) -> &'static str {
        "mở"
    }

    fn act_change(&self) -> &'static str {
        "đổi"
    }

    fn act_back(&self) -> &'static str {
        "quay lại"
    }

    fn act_close(&self) -> &'static str {
        "đóng"
    }

    fn too_small(&self, need_w: u16, need_h: u16, w: u16, h: u16) -> String {
        format!("Hãy mở cửa sổ lớn hơn (cần {need_w}×{need_h}, hiện {w}×{h}).")
    }

    fn board_roles(&self) -> &'static [&'static str] {
        &[
            "vừa đặt",
            "đã thử",
            "bị lật",
            "khép đường",
            "dãy hở",
            "dừng ở đây",
            "đánh dấu",
            "nước hợp lệ",
            "bạn chọn",
        ]
    }

    fn your_squares(&self, squares: Bitboard) -> String {
        format!("Các ô bạn chọn: {}", list(squares))
    }

    fn not_a_terminal(&self) -> &'static str {
        "đầu ra không phải terminal: bài học chạy ở dạng văn bản thường"
    }
}
