//! Tiếng Việt: every interface string. Terms as in the rules documents: a disc
//! is a `quân`, a legal move a `nước hợp lệ`, enclosing `kẹp`, flipping `lật`,
//! passing `bỏ lượt`, a draw `hòa`; sentences in the active voice.

use super::coded::CodedStrings;
use super::list;
use super::strings::Strings;
use crate::course::ThemeKind;
use crate::engine::{Bitboard, Color, Move, Outcome, Square};
use crate::lang::Lang;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The Vietnamese strings.
pub struct Vietnamese;

impl Vietnamese {
    /// The strings as the `.ftl` file says them, for the sentences built on them here.
    fn fluent(&self) -> &'static dyn Strings {
        super::strings_for(Lang::Vi)
    }
}

impl CodedStrings for Vietnamese {
    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => format!("{name} · {moves} nước"),
            None => format!("{name} · không phải biên bản ván"),
        }
    }

    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[("d3", "đi vào một ô")]
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        format!(
            "Nhận xét {moves} nước. Từ khi còn {exact_from} ô trống, mỗi nước được chấm chính xác bằng bộ giải; các nước trước đó do máy cấp 6 chấm, giá trị chỉ là ước lượng (khoảng)."
        )
    }

    fn match_difference(&self, a: u8, b: u8, average: f64) -> String {
        let average = format!("{average:+.1}").replace('.', ",");
        format!("Chênh lệch quân trung bình: {average} (cấp {a} trừ cấp {b}).")
    }

    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String {
        let (average, longest) = (format!("{average_ms:.2}"), format!("{longest_ms:.1}"));
        format!(
            "Cấp {level}: trung bình {} ms mỗi nước, lâu nhất {} ms.",
            average.replace('.', ","),
            longest.replace('.', ",")
        )
    }

    fn game_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Game(GameCommand::Undo) => {
                "rút lại nước vừa đi (khi đấu với máy, rút cả nước đáp của máy)"
            }
            Command::Game(GameCommand::Redo) => "khôi phục những nước vừa rút",
            Command::Game(GameCommand::Explain) => {
                "giải thích nước vừa đi: những đường nó kẹp; nhấn lại: nước trước đó"
            }
            Command::Game(GameCommand::Dots) => "hiện hoặc ẩn các nước hợp lệ (*)",
            Command::Game(GameCommand::Save) => {
                "lưu biên bản ván (thư mục dữ liệu, hoặc tệp --save)"
            }
            Command::Game(GameCommand::Load) => "chơi tiếp một ván đã lưu (trong thư mục dữ liệu)",
            Command::Game(GameCommand::NewGame) => {
                "bắt đầu ván tiếp theo (hai bên đổi màu, nếu đã chọn)"
            }
            Command::Game(GameCommand::Replay) => "đi qua từng nước của ván đã xong",
            Command::Game(GameCommand::Review) => "chấm từng nước của ván đã xong",
            Command::Quit => {
                "thoát; ván chưa xong được giữ lại, và mục Chơi cờ sẽ mời bạn chơi tiếp"
            }
            other => self.key_help(other),
        }
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("Bước này yêu cầu một trong các nước {}.", list(moves))
        } else {
            format!("Bước này yêu cầu {}.", list(moves))
        }
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

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "để chơi thêm một ván với máy".to_string(),
            Offer::Review => "để xem lại ván này từng nước".to_string(),
            Offer::Practice(kind) => format!(
                "để giải {PRACTICE_PUZZLES} câu đố về điều bài này dạy ({})",
                self.fluent().theme_title(kind)
            ),
            Offer::RulesQuiz => {
                "để làm bài trắc nghiệm luật chơi: mỗi bài học trước bài này một câu".to_string()
            }
        }
    }

    fn offer_keys(&self, offers: &[String], leave: &str) -> String {
        format!("Nhấn {}, {leave} để về danh sách bài.", offers.join(", "))
    }

    fn offer_command(&self, offer: Offer, record: &str) -> String {
        match offer {
            Offer::Play => "Để chơi lại: reversi-tutor play.".to_string(),
            Offer::Review => format!("Để xem lại ván này từng nước: reversi-tutor review {record}"),
            Offer::Practice(kind) => format!(
                "Để luyện điều bài này dạy: reversi-tutor puzzles --theme {} --count {PRACTICE_PUZZLES}",
                self.theme_word(kind)
            ),
            Offer::RulesQuiz => "Để làm bài trắc nghiệm luật chơi: reversi-tutor quiz".to_string(),
        }
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "không có bài học `{id}`; các bài học là: {}",
            known.join(", ")
        )
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "trên bên trái",
            Quarter::TopRight => "trên bên phải",
            Quarter::BottomLeft => "dưới bên trái",
            Quarter::BottomRight => "dưới bên phải",
        };
        self.fluent().hint(&format!(
            "hãy nhìn vào một phần tư bàn cờ phía {name} (từ {from} đến {to})."
        ))
    }

    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String {
        let base = match (mode, theme) {
            (Mode::Theme, None) => "Câu đố theo chủ đề, lần lượt từng chủ đề",
            (Mode::Theme, Some(_)) => "Câu đố theo chủ đề",
            (Mode::Rated, _) => "Câu đố tính điểm, chọn gần điểm của bạn",
            (Mode::Streak, _) => "Chuỗi câu đố: dễ nhất trước, sai một lần là hết chuỗi",
            (Mode::Review, _) => "Ôn lại: các câu đố đến hạn hôm nay",
            (Mode::Retry, _) => "Thử lại: các câu giải sai hôm nay, ngay bây giờ",
        };
        match theme {
            Some(theme) => format!("{base} ({theme})"),
            None => base.to_string(),
        }
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Điểm của bạn: {before} → {after} ({:+}).", after - before)
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.fluent().color(opponent);
        format!("Sau {square}, {o} vẫn còn {moves} nước hợp lệ, nên {o} không phải bỏ lượt.")
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => {
                format!(
                    "thua cách {}",
                    self.fluent().discs(greedy_score.unsigned_abs())
                )
            }
            std::cmp::Ordering::Equal => "chỉ hòa".to_string(),
            std::cmp::Ordering::Greater => {
                format!(
                    "chỉ thắng cách {}",
                    self.fluent().discs(greedy_score.unsigned_abs())
                )
            }
        };
        format!(
            "Nếu hai bên đi hay nhất, bạn thắng cách {}. Nước tham lam {greedy} lật nhiều nhất, {}, nhưng lại {greedy_result}.",
            self.fluent().discs(score.unsigned_abs()),
            self.fluent().discs(flips)
        )
    }

    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String {
        format!("Sau nước {square}, bạn có {stable} quân ổn định; một nước khác tạo được {most}.")
    }

    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String {
        if loud.len() == 1 {
            format!(
                "Sau nước {square}, {} vẫn chạm một ô trống: đó là quân tiền tuyến, nên nước này không yên lặng.",
                list(loud)
            )
        } else {
            format!(
                "Sau nước {square}, {} vẫn chạm ô trống: đó là những quân tiền tuyến, nên nước này không yên lặng.",
                list(loud)
            )
        }
    }

    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String {
        let p = self.fluent().color(player);
        let o = self.fluent().color(player.opposite());
        let result = match score.cmp(&0) {
            std::cmp::Ordering::Greater => {
                format!(
                    "{p} thắng cách biệt {}",
                    self.fluent().discs(score.unsigned_abs())
                )
            }
            std::cmp::Ordering::Equal => "ván cờ hòa".to_string(),
            std::cmp::Ordering::Less => {
                format!(
                    "{p} thua cách biệt {}",
                    self.fluent().discs(score.unsigned_abs())
                )
            }
        };
        match reply {
            None => format!("Sau {square}, ván cờ kết thúc: {result}."),
            Some(Move::Pass) => {
                format!("Sau {square}, {o} phải bỏ lượt; nếu cả hai bên đều đi hay nhất, {result}.")
            }
            Some(Move::Play(reply)) => format!(
                "Sau {square}, nước đáp hay nhất của {o} là {reply}; nếu cả hai bên đều đi hay nhất, {result}."
            ),
        }
    }

    fn best_line(&self, moves: &[Move], black: u32, white: u32) -> String {
        let moves: Vec<String> = moves
            .iter()
            .map(|m| match m {
                Move::Play(sq) => sq.to_string(),
                Move::Pass => "bỏ lượt".to_string(),
            })
            .collect();
        let winner = Outcome {
            black,
            white,
            empty: 0,
        }
        .winner();
        format!(
            "Cả hai bên đi hay nhất: {}. Kết quả cuối: đen {black}, trắng {white}: {}.",
            moves.join(" "),
            self.fluent().verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("Đáp án: {}.", list(answers)),
            _ => format!("Các đáp án: {}.", list(answers)),
        }
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

    fn key_word(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => "tiếp",
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => "lùi",
            Command::Lesson(LessonCommand::Retry) => "thử lại",
            Command::Lesson(LessonCommand::Skip) => "bỏ qua",
            Command::Lesson(LessonCommand::Hint) => "gợi ý",
            Command::Lesson(LessonCommand::Reveal) => "đáp án",
            Command::Help => "phím",
            Command::Quit => "thoát",
            game => self
                .fluent()
                .command_words(game)
                .first()
                .copied()
                .unwrap_or_default(),
        }
    }

    fn key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "sang bước tiếp theo"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "lùi lại một bước"
            }
            Command::Lesson(LessonCommand::Retry) => "thử lại bước này từ đầu",
            Command::Lesson(LessonCommand::Skip) => "bỏ qua bước này",
            Command::Lesson(LessonCommand::Hint) => "gợi ý",
            Command::Lesson(LessonCommand::Reveal) => "xem đáp án",
            Command::Help => "danh sách phím này",
            Command::Quit => "thoát, tiến độ được lưu lại",
            game => self.fluent().command_help(game),
        }
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("tự chạy {seconds} giây"),
            (true, true) => format!("tự chạy {seconds} giây, sau khi hiện đáp án"),
            (false, _) => format!("tự chạy tắt ({seconds} giây)"),
        }
    }

    fn theme_word(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => "nước-hợp-lệ",
            ThemeKind::PredictFlips => "đoán-quân-lật",
            ThemeKind::MaxFlips => "lật-nhiều-nhất",
            ThemeKind::Directions => "nhiều-hướng",
            ThemeKind::ForcePass => "buộc-bỏ-lượt",
            ThemeKind::Wipeout => "lật-hết",
            ThemeKind::EndNow => "kết-thúc-ngay",
            ThemeKind::Corner => "chiếm-góc",
            ThemeKind::AvoidXSquare => "tránh-ô-x",
            ThemeKind::Stable => "quân-ổn-định",
            ThemeKind::FewerIsMore => "ít-mà-hơn",
            ThemeKind::MinMobility => "ít-nước-nhất",
            ThemeKind::QuietMove => "nước-yên-lặng",
            ThemeKind::EndgameWin => "tàn-cuộc-thắng",
            ThemeKind::EndgameBest => "tàn-cuộc-tốt-nhất",
            ThemeKind::Opening => "khai-cuộc",
        }
    }

    // An install (`completions`, `man`).
    // Printable worksheets (`print`).
}
