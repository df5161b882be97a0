//! Tiếng Việt: every interface string. Terms as in the rules documents: a disc
//! is a `quân`, a legal move a `nước hợp lệ`, enclosing `kẹp`, flipping `lật`,
//! passing `bỏ lượt`, a draw `hòa`; sentences in the active voice.

use super::strings::Strings;
use super::{capitalize, list};
use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, Move, Outcome, Square};
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

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
                "kẹp quân {them} ở {}; quân {me} ở {closed_by} khép đường",
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

    fn level_line(&self, level: Level) -> &'static str {
        match level {
            Level::Random => "Cấp 1: đi một nước hợp lệ bất kỳ, ngẫu nhiên.",
            Level::MostFlips => {
                "Cấp 2: lật càng nhiều quân càng tốt, lỗi kinh điển của người mới; chỉ ưu tiên góc trước."
            }
            Level::CornersAndEdges => {
                "Cấp 3: ưu tiên góc và mép, và tránh những nước mở góc cho bạn."
            }
            Level::Mobility => {
                "Cấp 4: nhìn trước ba nước, đếm số nước đi của mỗi bên (tính cơ động) và các góc."
            }
            Level::Strong => {
                "Cấp 5: nhìn trước năm nước, cân nhắc tính cơ động, góc, quân ổn định và chẵn lẻ; hoàn hảo từ khi còn 16 ô trống."
            }
            Level::Deep => "Cấp 6: như cấp 5, nhìn trước tám nước; hoàn hảo từ khi còn 20 ô trống.",
        }
    }

    fn game_against_computer(&self, number: usize, learner: Color, level: u8) -> String {
        let p = self.color(learner);
        format!("Ván {number}: bạn cầm quân {p}, đấu với máy ở cấp {level}.")
    }

    fn game_two_players(&self, number: usize, player_one: Color) -> String {
        let (one, two) = (self.color(player_one), self.color(player_one.opposite()));
        format!(
            "Ván {number}: hai người cùng chơi; người 1 cầm quân {one}, người 2 cầm quân {two}."
        )
    }

    fn person_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!("{p} đi {square} và lật {n}: {}.", list(flips))
    }

    fn computer_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("Máy (quân {p}) đi {square} và lật {n}: {}.", list(flips))
    }

    fn time_up(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!("Hết giờ của {p}: máy đi thay nước hợp lệ ngẫu nhiên {square}.")
    }

    fn forced_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "{} không còn nước hợp lệ: không ô trống nào kẹp được quân {o}. {} bỏ lượt, và {o} đi tiếp.",
            capitalize(p),
            capitalize(p)
        )
    }

    fn game_ended(&self, reason: EndReason) -> String {
        match reason {
            EndReason::BoardFull => "Ván đã kết thúc: bàn đã kín.".to_string(),
            EndReason::NoMoves => {
                "Ván đã kết thúc: cả hai bên đều không đi được, dù vẫn còn ô trống.".to_string()
            }
            EndReason::WipeOut { wiped } => format!(
                "Ván đã kết thúc: quân {} đã bị lật sạch, không còn quân nào.",
                self.color(wiped)
            ),
        }
    }

    fn game_result(&self, black: u32, white: u32, winner: Option<Color>) -> String {
        format!("Đen {black}, trắng {white}: {}.", self.verdict(winner))
    }

    fn tally(&self, seat: usize, other: usize, draws: usize, against_computer: bool) -> String {
        if against_computer {
            format!("Các ván đến giờ: bạn thắng {seat}, máy thắng {other}, hòa {draws}.")
        } else {
            format!("Các ván đến giờ: người 1 thắng {seat}, người 2 thắng {other}, hòa {draws}.")
        }
    }

    fn undone(&self, moves: usize) -> String {
        format!("Đã rút lại {moves} nước.")
    }

    fn nothing_to_undo(&self) -> &'static str {
        "Không có nước nào của bạn để đi lại."
    }

    fn redone(&self, moves: usize) -> String {
        format!("Đã khôi phục {moves} nước vừa rút.")
    }

    fn nothing_to_redo(&self) -> &'static str {
        "Không có nước nào để khôi phục."
    }

    fn not_your_turn(&self) -> &'static str {
        "Đang là lượt của máy."
    }

    fn game_is_over(&self) -> &'static str {
        "Ván đã kết thúc: gõ mới để chơi ván khác, hoặc đi lại để rút lại nước."
    }

    fn replaying(&self) -> &'static str {
        "Đang xem lại ván: gõ xem lại để dừng, hoặc mới để chơi ván khác."
    }

    fn last_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("Nước vừa rồi: {p} đi {square} và lật {n}:")
    }

    fn no_move_yet(&self) -> &'static str {
        "Ván này chưa có quân nào được đặt."
    }

    fn saved_to(&self, path: &str) -> String {
        format!("Đã lưu ván vào {path}.")
    }

    fn not_saved(&self, path: &str, why: &str) -> String {
        format!("Không lưu được ván vào {path}: {why}")
    }

    fn game_record(&self, record: &str) -> String {
        format!("Biên bản ván: {record} (lưu TỆP để lưu vào một tệp).")
    }

    fn loaded(&self, path: &str, moves: usize) -> String {
        format!("Đã mở {path}: {moves} nước.")
    }

    fn not_loaded(&self, path: &str, why: &str) -> String {
        format!("Không mở được {path}: {why}")
    }

    fn load_what(&self) -> &'static str {
        "Gõ mở và tên tệp, ví dụ: mở van.txt"
    }

    fn saved_games_heading(&self) -> &'static str {
        "Các ván đã lưu, ván mới nhất ở trên:"
    }

    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => format!("{name} · {moves} nước"),
            None => format!("{name} · không phải biên bản ván"),
        }
    }

    fn prompt_load_keys(&self, choose: &str, load: &str, back: &str) -> String {
        format!(
            "Chọn một ván bằng {choose} rồi nhấn {load} để chơi tiếp ván đó; {back} quay lại ván đang chơi."
        )
    }

    fn no_saved_games(&self, folder: Option<&str>, save: &str) -> String {
        match folder {
            Some(folder) => format!("Chưa có ván nào được lưu trong {folder}: nhấn {save} khi đang chơi để lưu ván."),
            None => "Không có thư mục dữ liệu để lưu ván: play --record TỆP sẽ chơi tiếp một ván đã lưu.".to_string(),
        }
    }

    fn dots_shown(&self, on: bool) -> &'static str {
        if on {
            "Các nước hợp lệ được đánh dấu bằng *."
        } else {
            "Các nước hợp lệ không còn được đánh dấu."
        }
    }

    fn replay_start(&self, moves: usize) -> String {
        format!("Xem lại ván ({moves} nước), từ thế cờ ban đầu.")
    }

    fn replay_move(&self, index: usize, total: usize, player: Color, mv: Move) -> String {
        let p = self.color(player);
        match mv {
            Move::Play(square) => format!("Nước {index}/{total}: {p} đi {square}."),
            Move::Pass => format!("Nước {index}/{total}: {p} bỏ lượt."),
        }
    }

    fn replay_at_end(&self) -> &'static str {
        "Đó là nước cuối cùng: gõ lùi để xem các nước trước, hoặc xem lại để dừng."
    }

    fn replay_when_over(&self) -> &'static str {
        "Chỉ xem lại được ván đã kết thúc."
    }

    fn time_left(&self, seconds: u64) -> String {
        format!("Còn {seconds} giây cho nước này.")
    }

    fn timer_rule(&self, seconds: Option<u64>) -> String {
        let rule = "hết giờ cho một nước thì máy đi thay người chơi một nước hợp lệ ngẫu nhiên";
        match seconds {
            Some(s) => format!("Giới hạn thời gian: {s} giây mỗi nước; {rule}."),
            None => format!(
                "Không giới hạn thời gian (play --timer 30 hoặc --timer 60 để đặt; {rule})."
            ),
        }
    }

    fn prompt_your_move(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Nước của bạn (quân {p}): gõ một ô, ví dụ d3, hoặc trợ giúp để xem các lệnh.")
    }

    fn prompt_players_move(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Lượt {p}: gõ một ô, ví dụ d3, hoặc trợ giúp để xem các lệnh.")
    }

    fn prompt_game_over(&self) -> &'static str {
        "Gõ mới để chơi ván khác, xem lại để đi qua từng nước của ván này, nhận xét để xem nước nào bị thiệt, lưu để lưu ván, hoặc thoát."
    }

    fn prompt_replay(&self) -> &'static str {
        "Enter: nước tiếp theo; lùi: nước trước đó; xem lại: dừng."
    }

    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[("d3", "đi vào một ô")]
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        format!(
            "Nhận xét {moves} nước. Từ khi còn {exact_from} ô trống, mỗi nước được chấm chính xác bằng bộ giải; các nước trước đó do máy cấp 6 chấm, giá trị chỉ là ước lượng (khoảng)."
        )
    }

    fn review_move(&self, number: usize, player: Color, played: Square) -> String {
        format!("Nước {number}: {} đi {played}.", self.color(player))
    }

    fn review_loss(&self, kept: i32, best: i32, better: Square, exact: bool) -> String {
        let lost = self.discs((best - kept).unsigned_abs());
        if exact {
            format!("Nước này giữ {kept:+}, trong khi {better} đạt được {best:+}: mất {lost}.")
        } else {
            format!(
                "Nước này giữ khoảng {kept:+}, trong khi {better} đạt được khoảng {best:+}: mất khoảng {lost}."
            )
        }
    }

    fn review_reason(&self, reason: Reason, opponent: Color, better: Square) -> String {
        let o = self.color(opponent);
        match reason {
            Reason::CornerGivenAway { corner } => {
                format!("Nước này để {o} chiếm góc {corner}; sau {better}, {o} không chiếm được.")
            }
            Reason::BesideEmptyCorner { corner } => {
                format!("Nước này đặt quân sát góc trống {corner}, góc mà {o} có thể chiếm sau đó.")
            }
            Reason::MobilityLost {
                theirs,
                after_better,
            } => format!(
                "Nước này để {o} còn {theirs} nước để chọn; {better} chỉ để lại {after_better}."
            ),
            Reason::Parity {
                region,
                better_region,
            } => format!(
                "Chẵn lẻ: nước này đi vào một vùng {region} ô trống, số chẵn; {better} đi vào vùng {better_region} ô, số lẻ, nơi nước cuối cùng thường có lợi."
            ),
        }
    }

    fn reason_unseen(&self, exact: bool) -> &'static str {
        if exact {
            "Không có quy tắc đơn giản nào cho thấy lý do: phép đếm chính xác của cuối ván cho thấy điều đó."
        } else {
            "Không có quy tắc đơn giản nào cho thấy lý do: máy thấy điều đó khi nhìn trước vài nước."
        }
    }

    fn review_summary(&self, best_kept: usize, moves: usize) -> String {
        format!("{best_kept}/{moves} nước giữ được kết quả tốt nhất.")
    }

    fn review_clean(&self) -> &'static str {
        "Không nước nào bị thiệt."
    }

    fn match_result(
        &self,
        a: u8,
        b: u8,
        games: usize,
        wins: usize,
        losses: usize,
        draws: usize,
    ) -> String {
        format!(
            "Cấp {a} đấu cấp {b}, {games} ván: cấp {a} thắng {wins}, thua {losses}, hòa {draws}."
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

    fn menu_play(&self) -> &'static str {
        "Chơi cờ"
    }

    fn setup_names(&self) -> &'static [&'static str] {
        &[
            "Đối thủ",
            "Cấp",
            "Quân của bạn",
            "Chấm nước hợp lệ",
            "Giới hạn thời gian",
            "Đổi màu quân sau mỗi ván",
        ]
    }

    fn opponent_name(&self, computer: bool) -> &'static str {
        if computer {
            "máy"
        } else {
            "hai người, một bàn cờ"
        }
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!("{s} giây"),
            None => "tắt".to_string(),
        }
    }

    fn timer_help(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!(
                "Giới hạn thời gian: {s} giây mỗi nước. Hết giờ thì máy đi thay người đang tới lượt một nước hợp lệ ngẫu nhiên."
            ),
            None => "Không giới hạn thời gian. Nếu đặt giới hạn (30 hoặc 60 giây mỗi nước), người hết giờ sẽ được máy đi thay một nước hợp lệ ngẫu nhiên.".to_string(),
        }
    }

    fn act_start(&self) -> &'static str {
        "bắt đầu"
    }

    fn act_home(&self) -> &'static str {
        "trang chủ"
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

    fn prompt_move_keys(&self, player: Color, yours: bool, play: &str) -> String {
        let p = self.color(player);
        if yours {
            format!("Nước của bạn (quân {p}): gõ một ô rồi nhấn {play}, hoặc bấm chuột vào ô đó.")
        } else {
            format!("Lượt {p}: gõ một ô rồi nhấn {play}, hoặc bấm chuột vào ô đó.")
        }
    }

    fn computer_thinking(&self) -> &'static str {
        "Máy đang suy nghĩ…"
    }

    fn prompt_over_keys(&self, new: &str, replay: &str, review: &str, save: &str) -> String {
        format!(
            "Ván đã kết thúc: {new} chơi ván mới, {replay} xem lại từng nước, {review} nhận xét các nước đi, {save} lưu biên bản."
        )
    }

    fn prompt_replay_keys(&self, steps: &str, back: &str) -> String {
        format!("{steps} nước trước hoặc sau; {back} quay về cuối ván.")
    }

    fn record_not_saved(&self, record: &str) -> String {
        format!("Không có thư mục dữ liệu để lưu. Biên bản ván: {record}")
    }

    fn go_on_unfinished(&self, moves: usize) -> String {
        format!("Chơi tiếp ván còn dở ({moves} nước)")
    }

    fn confirm_new_game(&self) -> &'static str {
        "Ván chưa kết thúc: nhấn lại phím đó để bắt đầu ván mới."
    }

    fn confirm_load_game(&self, load: &str) -> String {
        format!("Ván chưa kết thúc: nhấn {load} lần nữa để thay nó bằng ván đã chọn.")
    }

    fn confirm_typed_again(&self, typed: &str) -> String {
        format!("Ván chưa kết thúc: gõ lại {typed} để thay nó.")
    }

    fn confirm_leave_game(&self) -> &'static str {
        "Ván chưa kết thúc: nhấn lại phím đó để rời ván mà không lưu."
    }

    fn review_when_over(&self) -> &'static str {
        "Chỉ nhận xét được ván đã kết thúc."
    }

    fn review_title(&self) -> &'static str {
        "Nhận xét ván cờ"
    }

    fn grading(&self, done: usize, total: usize) -> String {
        format!("Đang chấm các nước đi: bộ giải và máy cấp 6 cần vài giây… ({done}/{total} nước)")
    }

    fn review_row(
        &self,
        number: usize,
        player: Color,
        played: Square,
        lost: u32,
        exact: bool,
    ) -> String {
        let (p, lost) = (self.color(player), self.discs(lost));
        if exact {
            format!("{number}. {p} {played}: mất {lost}")
        } else {
            format!("{number}. {p} {played}: mất khoảng {lost}")
        }
    }

    fn review_marks(&self) -> &'static [&'static str] {
        &["đã đi", "nước tốt hơn"]
    }

    fn game_not_a_terminal(&self) -> &'static str {
        "đầu ra không phải terminal: ván cờ chạy ở dạng văn bản thường"
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

    fn reply_comes(&self, player: Color, key: &str) -> String {
        let p = capitalize(self.color(player));
        format!("Tiếp theo {p} đáp lại: {key} cho xem nước đi.")
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

    fn prompt_game(&self) -> &'static str {
        "Đến lượt bạn: gõ một ô (các nước hợp lệ không được hiện). Máy đáp lại ngay."
    }

    fn game_you_played(&self, square: Square, flips: Bitboard) -> String {
        let n = self.discs(flips.len());
        format!("Bạn đi {square} và lật {n}: {}.", list(flips))
    }

    fn game_corner_taken(&self, corner: Square) -> String {
        format!("Bạn đã chiếm góc {corner}. Quân ở góc không bao giờ bị lật.")
    }

    fn game_corner_given(&self, player: Color, corner: Square) -> String {
        let p = self.color(player);
        format!("Cẩn thận: sau nước của bạn, {p} có thể chiếm góc {corner}.")
    }

    fn game_you_won(&self, won: Option<bool>) -> &'static str {
        match won {
            Some(true) => "Bạn đã thắng ván đầu tiên!",
            Some(false) => "Lần này bạn thua. Ván nào cũng dạy ta điều gì đó.",
            None => "Hòa: số quân bằng nhau.",
        }
    }

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "để chơi thêm một ván với máy".to_string(),
            Offer::Review => "để xem lại ván này từng nước".to_string(),
            Offer::Practice(kind) => format!(
                "để giải {PRACTICE_PUZZLES} câu đố về điều bài này dạy ({})",
                self.theme_title(kind)
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

    fn tasks_queued(&self, count: usize) -> String {
        format!(
            "{count} bài tập bạn làm sai sẽ quay lại vào ngày mai, trong hàng chờ ôn tập bên cạnh các câu đố."
        )
    }

    fn quiz_title(&self) -> &'static str {
        "Trắc nghiệm luật chơi"
    }

    fn task_review_title(&self) -> &'static str {
        "Bài tập cần ôn lại"
    }

    fn menu_lesson_tasks(&self) -> &'static str {
        "Bài tập cần ôn lại"
    }

    fn no_lesson_tasks_due(&self, queued: usize) -> String {
        format!(
            "Hôm nay không có bài tập nào cần ôn lại ({queued} trong hàng chờ). Bài tập nào bạn trả lời sai hai lần trong một bài học sẽ quay lại đây vào hôm sau."
        )
    }

    fn no_quiz(&self) -> &'static str {
        "Khóa học này không có bài trắc nghiệm luật chơi: cần có bài first-game, và các bài tập được đánh dấu stands_alone trong những bài trước nó."
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

    fn going_on_at(&self, step: usize, steps: usize) -> String {
        format!(
            "Bạn học tiếp từ bước {step}/{steps}, nơi bạn đã dừng. Muốn học lại từ đầu, hãy thêm --from-start."
        )
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

    fn progress_saved_in(&self, path: &str) -> String {
        format!("Tiến độ của bạn đã được lưu ở {path}.")
    }

    fn progress_in_memory(&self) -> &'static str {
        "Tiến độ của bạn chỉ được giữ trong bộ nhớ: nó chưa được lưu."
    }

    fn program_fault(&self) -> &'static str {
        "Một lỗi trong chương trình đã làm reversi-tutor dừng lại."
    }

    fn stopped_at(&self, step: usize) -> String {
        format!("dừng ở bước {step}")
    }

    fn theme_idea(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => {
                "Nước hợp lệ phải kẹp được một hàng: đặt cạnh quân đối thủ, với một quân của mình ở đầu kia của hàng đó."
            }
            ThemeKind::MaxFlips => {
                "Đếm số quân bị lật theo mọi hướng của từng nước: các hàng của cùng một nước được cộng lại."
            }
            ThemeKind::Directions => {
                "Tìm một ô trống có quân đối thủ ở nhiều phía, mỗi hàng đều có quân của mình khép lại ở phía xa."
            }
            ThemeKind::ForcePass => {
                "Sau nước của bạn, đối thủ không được còn ô nào kẹp được hàng: hãy xem các nước của đối thủ cần những quân nào."
            }
            ThemeKind::Wipeout => "Tìm nước kẹp được tất cả quân đối thủ cùng một lúc.",
            ThemeKind::EndNow => {
                "Sau nước của bạn, cả hai bên đều không còn nước hợp lệ: tìm nước không để lại hàng nào cho bên nào kẹp."
            }
            ThemeKind::PredictFlips => {
                "Đi ra từ quân mới theo cả tám hướng: một đường chỉ lật khi có quân của bạn khép lại nó."
            }
            ThemeKind::AvoidXSquare => {
                "Trước khi đi, hãy nhìn từng góc còn trống: sau nước của bạn, đối thủ có kẹp được một đường vào góc đó không?"
            }
            ThemeKind::MinMobility => {
                "Với mỗi nước, hãy đếm số ô đối thủ có thể đi sau đó: đối thủ càng ít nước thì càng tốt cho bạn."
            }
            ThemeKind::Stable => {
                "Quân ổn định là quân ở góc, hoặc quân nối liền không đứt quãng với góc cùng màu dọc theo mép. Hãy đếm quân ổn định của bạn sau mỗi nước."
            }
            ThemeKind::FewerIsMore => {
                "Ở đây nước lật nhiều quân nhất là một cái bẫy. Với mỗi nước, hãy nghĩ xem sau đó đối thủ có thể làm gì."
            }
            ThemeKind::QuietMove => {
                "Hãy xem những quân mà mỗi nước lật: sau một nước yên lặng, không quân nào trong số đó chạm ô trống."
            }
            ThemeKind::Opening => {
                "Khai cuộc được ghi như thể đen mở bằng f5. Hãy xoay bàn cờ trong đầu cho tới khi thế cờ này giống với chuỗi nước đó."
            }
            ThemeKind::Corner => {
                "Quân ở góc không bao giờ bị lật. Hãy lần theo các mép và đường chéo dẫn vào từng góc."
            }
            ThemeKind::EndgameWin => {
                "Lật nhiều nhất không phải lúc nào cũng tốt nhất: với mỗi nước, hãy nghĩ đến nước đáp hay nhất của đối thủ."
            }
            ThemeKind::EndgameBest => {
                "Hãy tính đến cuối ván: với mỗi nước, đối thủ sẽ đáp thế nào? Nước buộc đối thủ bỏ lượt có thể giúp thêm quân."
            }
        }
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "trên bên trái",
            Quarter::TopRight => "trên bên phải",
            Quarter::BottomLeft => "dưới bên trái",
            Quarter::BottomRight => "dưới bên phải",
        };
        self.hint(&format!(
            "hãy nhìn vào một phần tư bàn cờ phía {name} (từ {from} đến {to})."
        ))
    }

    fn hint_square(&self, square: Square) -> String {
        self.hint(&format!("hãy nhìn ô {square}."))
    }

    fn hint_level(&self, level: u8, levels: u8) -> String {
        format!("(gợi ý {level}/{levels})")
    }

    fn no_more_hints(&self) -> &'static str {
        "Đó là gợi ý cuối cùng: gõ reveal để xem đáp án."
    }

    fn puzzle_heading(&self, id: &str, rating: u32) -> String {
        format!("Câu đố {id} (độ khó {rating})")
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

    fn rating_now(&self, rating: i32, change: Option<i32>) -> String {
        match change {
            Some(change) => format!("điểm {rating} ({change:+})"),
            None => format!("điểm {rating}"),
        }
    }

    fn streak_now(&self, current: u32, best: u32) -> String {
        format!("chuỗi {current} (cao nhất {best})")
    }

    fn review_now(&self, due: usize) -> String {
        format!("{due} câu cần ôn")
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Điểm của bạn: {before} → {after} ({:+}).", after - before)
    }

    fn not_rated_helped(&self) -> &'static str {
        "Không tính điểm: bạn đã dùng trợ giúp trước nước đi đầu tiên."
    }

    fn not_rated_skipped(&self) -> &'static str {
        "Không tính điểm: bạn chưa trả lời."
    }

    fn not_rated_met_before(&self) -> &'static str {
        "Không tính điểm: bạn đã gặp câu đố này trước đây."
    }

    fn review_scheduled(&self, days: u8, due: &str) -> String {
        match days {
            1 => format!("Câu đố này sẽ quay lại để ôn vào ngày mai, {due}."),
            _ => format!("Câu đố này sẽ quay lại để ôn sau {days} ngày, vào {due}."),
        }
    }

    fn review_left(&self) -> &'static str {
        "Giải đúng ngay lần đầu: câu đố này rời khỏi danh sách ôn lại."
    }

    fn streak_extended(&self, current: u32, best: u32) -> String {
        format!("Chuỗi: {current} (cao nhất {best}).")
    }

    fn streak_ended(&self, at: u32, best: u32) -> String {
        format!("Chuỗi dừng ở {at} (cao nhất {best}); câu đố tiếp theo bắt đầu một chuỗi mới.")
    }

    fn not_the_goal(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} là nước hợp lệ (lật {}), nhưng không đạt mục tiêu của câu đố.",
            list(flips)
        )
    }

    fn flips_fewer(&self, square: Square, flips: u32, most: u32) -> String {
        format!(
            "{square} lật {}; có nước khác lật được {most}.",
            self.discs(flips)
        )
    }

    fn fewer_directions(&self, square: Square, enclosed: u32, wanted: u8) -> String {
        format!("{square} kẹp hàng theo {enclosed} hướng; mục tiêu là ít nhất {wanted} hướng.")
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.color(opponent);
        format!("Sau {square}, {o} vẫn còn {moves} nước hợp lệ, nên {o} không phải bỏ lượt.")
    }

    fn opponent_keeps(&self, square: Square, opponent: Color, discs: u32) -> String {
        format!(
            "Sau {square}, {} vẫn còn {}.",
            self.color(opponent),
            self.discs(discs)
        )
    }

    fn game_goes_on(&self, square: Square, next: Color) -> String {
        format!(
            "Sau {square}, ván cờ vẫn tiếp tục: {} vẫn còn nước hợp lệ.",
            self.color(next)
        )
    }

    fn not_a_corner(&self, square: Square) -> String {
        format!("{square} không phải là góc: các góc là a1, h1, a8 và h8.")
    }

    fn gives_corner(
        &self,
        square: Square,
        opponent: Color,
        corners: Bitboard,
        first: Option<Move>,
    ) -> String {
        let (o, p) = (self.color(opponent), self.color(opponent.opposite()));
        let corners = list(corners);
        match first {
            None => format!("Sau nước {square}, {o} có thể chiếm góc {corners}."),
            Some(Move::Pass) => format!(
                "Sau nước {square}, {o} phải bỏ lượt, nhưng dù {p} đi nước nào tiếp theo, sau đó {o} vẫn chiếm được góc {corners}."
            ),
            Some(Move::Play(first)) => format!(
                "Sau nước {square}, {o} có thể đi {first}; dù {p} đáp thế nào, sau đó {o} vẫn chiếm được góc {corners}."
            ),
        }
    }

    fn goal_met_pass(&self, opponent: Color) -> String {
        format!(
            "{} không còn nước hợp lệ nào và phải bỏ lượt: {} đi tiếp.",
            capitalize(self.color(opponent)),
            self.color(opponent.opposite())
        )
    }

    fn goal_met_over(&self, black: u32, white: u32) -> String {
        format!("Không bên nào đi được nữa: ván cờ kết thúc, đen {black}, trắng {white}.")
    }

    fn goal_met_wipeout(&self, opponent: Color, black: u32, white: u32) -> String {
        format!(
            "Quân {} đã bị lật sạch: ván cờ kết thúc, đen {black}, trắng {white}.",
            self.color(opponent)
        )
    }

    fn goal_met_stable(&self, stable: u32, before: u32) -> String {
        format!(
            "Số quân ổn định của bạn: {before} trước nước này, giờ là {stable}. Không nước nào khác tạo được nhiều hơn."
        )
    }

    fn goal_met_quiet(&self, flipped: Bitboard) -> String {
        if flipped.len() == 1 {
            format!(
                "Quân bạn vừa lật, {}, giờ không chạm ô trống nào: đó là một nước yên lặng.",
                list(flipped)
            )
        } else {
            format!(
                "Các quân bạn vừa lật, {}, giờ không chạm ô trống nào: đó là một nước yên lặng.",
                list(flipped)
            )
        }
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => {
                format!("thua cách {}", self.discs(greedy_score.unsigned_abs()))
            }
            std::cmp::Ordering::Equal => "chỉ hòa".to_string(),
            std::cmp::Ordering::Greater => {
                format!("chỉ thắng cách {}", self.discs(greedy_score.unsigned_abs()))
            }
        };
        format!(
            "Nếu hai bên đi hay nhất, bạn thắng cách {}. Nước tham lam {greedy} lật nhiều nhất, {}, nhưng lại {greedy_result}.",
            self.discs(score.unsigned_abs()),
            self.discs(flips)
        )
    }

    fn goal_met_opening(&self, line: &str, written: &str, here: &str) -> String {
        format!("Đó là {line}: ghi từ f5 thì là {written}; trên bàn này là {here}.")
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

    fn off_the_line(&self, square: Square, line: &str, other: Option<&str>) -> String {
        match other {
            Some(other) => format!(
                "{square} không phải nước tiếp theo của {line} ở đây: đó là nước của {other}."
            ),
            None => format!("{square} không phải nước tiếp theo của {line} trên bàn này."),
        }
    }

    fn opening_name(&self, line: OpeningLine) -> &'static str {
        match line {
            OpeningLine::Perpendicular => "khai cuộc vuông góc",
            OpeningLine::Diagonal => "khai cuộc chéo",
            OpeningLine::Parallel => "khai cuộc song song",
            OpeningLine::Tiger => "thế tiger (hổ)",
            OpeningLine::Cow => "thế cow (bò)",
            OpeningLine::Rabbit => "thế rabbit (thỏ)",
            OpeningLine::Heath => "thế heath",
            OpeningLine::Buffalo => "thế buffalo (trâu)",
        }
    }

    fn leaves_more_moves(
        &self,
        square: Square,
        opponent: Color,
        moves: u32,
        fewest: u32,
    ) -> String {
        let o = self.color(opponent);
        format!(
            "Sau nước {square}, {o} có {moves} nước hợp lệ; một nước khác chỉ để lại cho {o} {fewest} nước."
        )
    }

    fn endgame_after(
        &self,
        square: Square,
        player: Color,
        reply: Option<Move>,
        score: i32,
    ) -> String {
        let p = self.color(player);
        let o = self.color(player.opposite());
        let result = match score.cmp(&0) {
            std::cmp::Ordering::Greater => {
                format!("{p} thắng cách biệt {}", self.discs(score.unsigned_abs()))
            }
            std::cmp::Ordering::Equal => "ván cờ hòa".to_string(),
            std::cmp::Ordering::Less => {
                format!("{p} thua cách biệt {}", self.discs(score.unsigned_abs()))
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
            self.verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("Đáp án: {}.", list(answers)),
            _ => format!("Các đáp án: {}.", list(answers)),
        }
    }

    fn plays(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!(
            "{p} đi {square} và lật {}: {}.",
            self.discs(flips.len()),
            list(flips)
        )
    }

    fn puzzle_done_prompt(&self) -> &'static str {
        "Nhấn Enter để sang câu đố tiếp theo, hoặc gõ quit."
    }

    fn puzzle_expects_move(&self) -> &'static str {
        "Câu đố này cần một nước đi: gõ một ô, ví dụ d3."
    }

    fn puzzle_already_done(&self) -> &'static str {
        "Câu đố này đã xong: nhấn Enter để sang câu tiếp theo."
    }

    fn puzzle_waits(&self) -> &'static str {
        "Câu đố này đang chờ nước đi của bạn (hoặc gõ hint, reveal hay skip)."
    }

    fn puzzle_try_again(&self) -> &'static str {
        "Thử lại, hoặc gõ hint, reveal hay skip."
    }

    fn puzzle_skipped(&self) -> &'static str {
        "Đã bỏ qua câu đố."
    }

    fn no_back_in_puzzles(&self) -> &'static str {
        "Câu đố không có bước lùi: gõ skip để sang câu tiếp theo."
    }

    fn no_more_puzzles(&self) -> &'static str {
        "Ở đây không còn câu đố nào nữa."
    }

    fn no_puzzles_in(&self, theme: Option<&str>) -> String {
        match theme {
            Some(theme) => format!("Không có câu đố nào thuộc chủ đề {theme}."),
            None => "Không có câu đố nào.".to_string(),
        }
    }

    fn nothing_missed_today(&self) -> &'static str {
        "Hôm nay bạn chưa giải sai câu đố nào."
    }

    fn nothing_due(&self, next: Option<&str>) -> String {
        match next {
            Some(next) => {
                format!("Hôm nay không có câu đố nào cần ôn; câu tiếp theo quay lại vào {next}.")
            }
            None => "Danh sách ôn lại của bạn đang trống.".to_string(),
        }
    }

    fn trainer_finished(&self, served: usize, first_try: usize, solved: usize) -> String {
        format!(
            "Câu đố lần này: {served}; {first_try} câu giải đúng ngay lần đầu, tổng cộng giải được {solved} câu."
        )
    }

    fn trainer_leaving(&self) -> &'static str {
        "Rời phần câu đố."
    }

    fn trainer_end_of_input(&self) -> &'static str {
        "Hết dữ liệu vào: rời phần câu đố."
    }

    fn unknown_puzzle(&self, id: &str, near: Option<&str>) -> String {
        match near {
            Some(near) => format!("không có câu đố `{id}`: có phải bạn muốn `{near}`?"),
            None => {
                format!("không có câu đố `{id}`; `reversi-tutor puzzles list` cho xem các chủ đề")
            }
        }
    }

    fn puzzles_heading(&self, count: usize) -> String {
        format!("{count} câu đố, theo chủ đề:")
    }

    fn list_rating(&self, rating: i32, deviation: i32, rated: u32) -> String {
        format!("Điểm của bạn: {rating} (±{deviation}), từ {rated} câu đố đã tính điểm.")
    }

    fn list_streak(&self, best: u32, current: u32) -> String {
        format!("Chuỗi dài nhất: {best} (hiện tại {current}).")
    }

    fn list_review(&self, due: usize, queued: usize) -> String {
        format!("Cần ôn: {due} câu hôm nay, {queued} câu trong danh sách.")
    }

    fn after_lesson(&self, number: usize) -> String {
        format!("sau bài {number}")
    }

    fn theme_waits_for_lesson(&self, number: usize, title: &str) -> String {
        format!(
            "Chế độ tính điểm và chế độ chuỗi chỉ đưa ra các câu đố này sau khi bạn học xong bài {number} · {title}. Chọn ở đây thì bắt đầu ngay."
        )
    }

    fn glossary_title(&self, terms: usize) -> String {
        format!("Bảng thuật ngữ: {terms} từ của trò chơi, mỗi từ kèm bài học dạy từ đó.")
    }

    fn glossary_taught_in(&self, number: usize, title: &str) -> String {
        format!("Được dạy ở bài {number} · {title}.")
    }

    fn puzzle_command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "câu đố tiếp theo, khi câu này đã xong (hoặc một dòng trống)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "(không dùng trong câu đố)"
            }
            Command::Lesson(LessonCommand::Retry) => "(không dùng trong câu đố)",
            Command::Lesson(LessonCommand::Skip) => "bỏ câu đố này, sang câu tiếp theo",
            Command::Lesson(LessonCommand::Hint) => "gợi ý: trước là ý tưởng, sau là chỗ cần nhìn",
            Command::Lesson(LessonCommand::Reveal) => "xem đáp án và diễn biến của nó",
            Command::Help => "danh sách này",
            Command::Quit => "thoát (tiến độ của bạn được lưu)",
            Command::Game(_) => "(không dùng trong câu đố)",
        }
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
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => &["tiếp"],
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => &["lùi"],
            Command::Lesson(LessonCommand::Retry) => &["thử lại"],
            Command::Lesson(LessonCommand::Skip) => &["bỏ qua"],
            Command::Lesson(LessonCommand::Hint) => &["gợi ý"],
            Command::Lesson(LessonCommand::Reveal) => &["đáp án"],
            Command::Game(GameCommand::Undo) => &["đi lại"],
            Command::Game(GameCommand::Redo) => &["làm lại"],
            Command::Game(GameCommand::Explain) => &["giải thích"],
            Command::Game(GameCommand::Dots) => &["chấm"],
            Command::Game(GameCommand::Save) => &["lưu"],
            Command::Game(GameCommand::Load) => &["mở"],
            Command::Game(GameCommand::NewGame) => &["mới"],
            Command::Game(GameCommand::Replay) => &["xem lại"],
            Command::Game(GameCommand::Review) => &["nhận xét"],
            Command::Help => &["trợ giúp"],
            Command::Quit => &["thoát"],
        }
    }

    fn command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "tiếp tục (hoặc một dòng trống)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "lùi lại một bước"
            }
            Command::Lesson(LessonCommand::Retry) => "thử lại bước này",
            Command::Lesson(LessonCommand::Skip) => "bỏ qua bước này",
            Command::Lesson(LessonCommand::Hint) => "gợi ý",
            Command::Lesson(LessonCommand::Reveal) => "xem đáp án",
            Command::Game(GameCommand::Undo) => {
                "rút lại nước vừa đi (khi đấu với máy, rút cả nước đáp của máy)"
            }
            Command::Game(GameCommand::Redo) => "khôi phục những nước vừa rút",
            Command::Game(GameCommand::Explain) => "giải thích nước vừa đi: những đường nó kẹp",
            Command::Game(GameCommand::Dots) => "hiện hoặc ẩn các nước hợp lệ (*)",
            Command::Game(GameCommand::Save) => {
                "lưu biên bản ván: lưu TỆP, hoặc tệp --save, hoặc một tệp mới trong thư mục games của thư mục dữ liệu"
            }
            Command::Game(GameCommand::Load) => "mở biên bản ván: mở TỆP",
            Command::Game(GameCommand::NewGame) => {
                "bắt đầu ván tiếp theo (hai bên đổi màu, trừ khi có --no-swap)"
            }
            Command::Game(GameCommand::Replay) => {
                "đi qua từng nước của ván đã xong (gõ lần nữa để dừng)"
            }
            Command::Game(GameCommand::Review) => {
                "chấm từng nước của ván và liệt kê những nước thiệt nhất"
            }
            Command::Help => "danh sách này",
            Command::Quit => "thoát",
        }
    }

    fn replay_step_help(&self, forward: bool) -> &'static str {
        if forward {
            "khi xem lại: nước tiếp theo (cũng là một dòng trống)"
        } else {
            "khi xem lại: nước trước đó"
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

    fn menu_glossary(&self) -> &'static str {
        "Thuật ngữ"
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
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => "tiếp",
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => "lùi",
            Command::Lesson(LessonCommand::Retry) => "thử lại",
            Command::Lesson(LessonCommand::Skip) => "bỏ qua",
            Command::Lesson(LessonCommand::Hint) => "gợi ý",
            Command::Lesson(LessonCommand::Reveal) => "đáp án",
            Command::Help => "phím",
            Command::Quit => "thoát",
            game => self
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
            game => self.command_help(game),
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

    fn mouse_key(&self) -> &'static str {
        "chuột"
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

    fn act_open_term_lesson(&self) -> &'static str {
        "mở bài học dạy từ ở trên cùng"
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

    fn act_scroll(&self) -> &'static str {
        "cuộn"
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

    fn menu_demo(&self) -> &'static str {
        "Trình chiếu cho lớp"
    }

    fn demo_choose(&self, open: &str) -> String {
        format!(
            "Cho cả lớp xem một bài học từng bước, hoặc một ván từng nước: chọn bài học, hoặc gõ biên bản ván (f5d6c3...) rồi nhấn {open}."
        )
    }

    fn demo_record(&self, record: &str) -> String {
        format!("Biên bản ván: {record}")
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("tự chạy {seconds} giây"),
            (true, true) => format!("tự chạy {seconds} giây, sau khi hiện đáp án"),
            (false, _) => format!("tự chạy tắt ({seconds} giây)"),
        }
    }

    fn demo_guess_first(&self) -> &'static str {
        "Hãy đoán trước: đáp án sẽ hiện sau."
    }

    fn demo_at_end(&self) -> &'static str {
        "Hết rồi: ← để lùi lại."
    }

    fn demo_needs_terminal(&self) -> &'static str {
        "chế độ trình chiếu và bàn tự do cần một terminal: đầu ra không phải terminal"
    }

    fn sandbox_name(&self) -> &'static str {
        "Bàn tự do"
    }

    fn sandbox_row(&self) -> &'static str {
        "Bàn tự do: xếp thế cờ bất kỳ"
    }

    fn unreached_centre(&self, empty: Bitboard) -> String {
        format!(
            "Không ván thật nào đi tới thế cờ này: ván nào cũng bắt đầu với quân ở d4, e4, d5 và e5, và quân không bao giờ bị nhấc khỏi bàn (đang trống: {}).",
            list(empty)
        )
    }

    fn unreached_apart(&self, discs: Bitboard) -> String {
        format!(
            "Không ván thật nào đi tới thế cờ này: quân nào cũng được đặt sát một quân khác, nên quân ở {} không thể đứng tách riêng.",
            list(discs)
        )
    }

    fn exported_to(&self, path: &str) -> String {
        format!(
            "Đã xuất ra {path}, kèm hình bàn cờ bên cạnh (.svg): dán bảng này vào một bước của bài học (trong tệp câu đố, bảng có tên [puzzle.position])."
        )
    }

    fn export_not_written(&self, why: &str) -> String {
        format!("Chưa ghi được ra tệp ({why}): hãy chép bảng trên màn hình.")
    }

    fn export_no_folder(&self) -> &'static str {
        "Chưa ghi ra tệp: không có thư mục dữ liệu (xem --data-dir); hãy chép bảng trên màn hình."
    }

    fn board_string_label(&self) -> &'static str {
        "Chuỗi bàn cờ (cho --position):"
    }

    fn board_string_cut(&self) -> &'static str {
        "Đây là một chuỗi liền, được ngắt dòng cho vừa cửa sổ: khi gõ, hãy bỏ chỗ ngắt."
    }

    fn act_auto(&self) -> &'static str {
        "tự chạy bật / tắt"
    }

    fn act_delay(&self) -> &'static str {
        "tự chạy chờ lâu hơn / ngắn hơn"
    }

    fn act_sandbox(&self) -> &'static str {
        "mở thế cờ này trong bàn tự do"
    }

    fn act_cycle(&self) -> &'static str {
        "lần lượt trống, đen, trắng"
    }

    fn act_side(&self) -> &'static str {
        "đổi bên đến lượt đi"
    }

    fn act_export(&self) -> &'static str {
        "xuất: sơ đồ và chuỗi bàn cờ, kèm ghi ra tệp"
    }

    fn act_clear(&self) -> &'static str {
        "dọn trống cả bàn"
    }

    fn act_start_position(&self) -> &'static str {
        "thế cờ ban đầu"
    }

    fn act_undo_change(&self) -> &'static str {
        "hoàn tác thay đổi vừa rồi"
    }

    fn sandbox_confirm_clear(&self, key: &str, undo: &str) -> String {
        format!("Nhấn {key} lần nữa để dọn trống cả bàn; {undo} để hoàn tác.")
    }

    fn sandbox_confirm_start(&self, key: &str, undo: &str) -> String {
        format!("Nhấn {key} lần nữa để đặt thế cờ ban đầu; {undo} để hoàn tác.")
    }

    fn sandbox_undone(&self) -> &'static str {
        "Đã hoàn tác thay đổi vừa rồi."
    }

    fn sandbox_nothing_to_undo(&self) -> &'static str {
        "Không có thay đổi nào để hoàn tác."
    }

    fn act_type_record(&self) -> &'static str {
        "gõ biên bản ván"
    }

    fn key_auto(&self) -> &'static str {
        "tự chạy"
    }

    fn key_delay(&self) -> &'static str {
        "thời gian chờ"
    }

    fn key_side(&self) -> &'static str {
        "bên đi"
    }

    fn key_empty(&self) -> &'static str {
        "trống"
    }

    fn key_export(&self) -> &'static str {
        "xuất"
    }

    fn not_a_terminal(&self) -> &'static str {
        "đầu ra không phải terminal: chạy ở dạng văn bản thường thay cho giao diện toàn màn hình"
    }

    fn menu_puzzles(&self) -> &'static str {
        "Câu đố"
    }

    fn puzzle_mode_name(&self, mode: Mode) -> &'static str {
        match mode {
            Mode::Theme => "Mọi chủ đề, lần lượt từng chủ đề",
            Mode::Rated => "Tính điểm: gần điểm của bạn",
            Mode::Streak => "Chuỗi: sai một lần là hết chuỗi",
            Mode::Review => "Ôn lại: các câu bạn đã giải sai",
            Mode::Retry => "Thử lại các câu sai hôm nay",
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

    fn theme_title(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => "Tìm nước hợp lệ",
            ThemeKind::PredictFlips => "Kể tên các quân bị lật",
            ThemeKind::MaxFlips => "Lật nhiều quân nhất",
            ThemeKind::Directions => "Kẹp theo nhiều hướng",
            ThemeKind::ForcePass => "Buộc đối thủ bỏ lượt",
            ThemeKind::Wipeout => "Lật hết quân đối thủ",
            ThemeKind::EndNow => "Kết thúc ván ngay",
            ThemeKind::Corner => "Chiếm góc",
            ThemeKind::AvoidXSquare => "Không nhường góc",
            ThemeKind::Stable => "Tạo quân ổn định",
            ThemeKind::FewerIsMore => "Ít mà hơn: đừng tham",
            ThemeKind::MinMobility => "Để đối thủ ít nước nhất",
            ThemeKind::QuietMove => "Đi nước yên lặng",
            ThemeKind::EndgameWin => "Tàn cuộc: thắng",
            ThemeKind::EndgameBest => "Tàn cuộc: điểm tốt nhất",
            ThemeKind::Opening => "Khai cuộc: nước tiếp theo",
        }
    }

    fn puzzle_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "câu đố tiếp theo, khi câu này đã xong"
            }
            Command::Lesson(LessonCommand::Back)
            | Command::Game(GameCommand::Back)
            | Command::Lesson(LessonCommand::Retry) => {
                "câu đố không quay lại được: máy chỉ cách bỏ qua"
            }
            Command::Lesson(LessonCommand::Skip) => "bỏ câu này, sang câu tiếp theo",
            Command::Lesson(LessonCommand::Hint) => "gợi ý: trước là ý tưởng, sau là chỗ cần nhìn",
            Command::Lesson(LessonCommand::Reveal) => "xem đáp án và đi lại đường đi của nó",
            Command::Help => "danh sách phím này",
            Command::Quit => "thoát, tiến độ của bạn được lưu",
            Command::Game(_) => "(không dùng trong câu đố)",
        }
    }

    fn act_puzzles(&self) -> &'static str {
        "các câu đố"
    }

    fn act_quiz(&self) -> &'static str {
        "trắc nghiệm luật"
    }

    fn act_line(&self) -> &'static str {
        "đường đi hay nhất"
    }

    fn act_line_help(&self) -> &'static str {
        "đi tiếp hoặc lùi lại trên đường đi hay nhất, từng nước một"
    }

    fn line_step(&self, at: usize, moves: usize) -> String {
        format!("Đường đi hay nhất, nước {at}/{moves}.")
    }

    fn puzzle_waits_keys(&self, hint: &str, reveal: &str, skip: &str) -> String {
        format!(
            "Câu đố này đang chờ nước đi của bạn ({hint} gợi ý, {reveal} đáp án, {skip} bỏ qua)."
        )
    }

    fn last_hint_key(&self, reveal: &str) -> String {
        format!("Đó là gợi ý cuối cùng: {reveal} để xem đáp án.")
    }

    fn no_back_key(&self, skip: &str) -> String {
        format!("Câu đố không có lùi lại: {skip} để sang câu tiếp theo.")
    }

    fn mark_first(&self, mark: &str, answer: &str) -> String {
        format!(
            "Chưa đánh dấu ô nào: đánh dấu từng ô bằng {mark} hoặc bấm chuột, rồi nhấn {answer}."
        )
    }

    fn step_waits_keys(&self, hint: &str, skip: &str) -> String {
        format!("Bước này đang chờ câu trả lời của bạn ({hint} gợi ý, {skip} bỏ qua).")
    }

    fn prompt_mark_flips(&self, square: Square, mark: &str, answer: &str) -> String {
        format!(
            "Đánh dấu mọi quân sẽ bị lật khi đi {square} ({mark} hoặc bấm chuột vào từng quân), rồi nhấn {answer}."
        )
    }

    fn prompt_mark_moves(&self, mark: &str, answer: &str) -> String {
        format!("Đánh dấu mọi nước hợp lệ ({mark} hoặc bấm chuột vào từng ô), rồi nhấn {answer}.")
    }

    fn prompt_pass_keys(&self, player: Color, key: &str) -> String {
        let p = self.color(player);
        format!("Đi một nước, hoặc nhấn {key} để bỏ lượt nếu {p} không còn nước hợp lệ.")
    }

    fn prompt_outcome_keys(&self) -> &'static str {
        "Ai thắng? Nhấn số của câu trả lời."
    }

    fn lesson_folders_from(&self, folders: &str, source: &str) -> String {
        format!("bài học của bạn được đọc từ {folders} (ghi trong {source})")
    }

    fn puzzle_folders_from(&self, folders: &str, source: &str) -> String {
        format!("câu đố của bạn được đọc từ {folders} (ghi trong {source})")
    }

    fn config_not_used(&self, why: &str) -> String {
        format!("{why}. Các thư mục trong tệp này không được dùng cho đến khi tệp được sửa.")
    }

    fn course_exported(&self, lessons: usize, puzzles: usize, dir: &str) -> String {
        format!(
            "Đã ghi {lessons} tệp bài học và {puzzles} tệp câu đố, kèm README, vào {dir}. Kiểm tra bằng `reversi-tutor check {dir}`. Dùng chúng với --lessons-dir {dir}/lessons --puzzles-dir {dir}/puzzles, hoặc ghi các thư mục đó trong tệp cấu hình."
        )
    }

    fn folder_not_empty(&self, dir: &str) -> String {
        format!(
            "{dir} không trống: hãy chọn một thư mục trống, hoặc thêm --force để ghi đè các tệp trong đó."
        )
    }

    fn file_exists(&self, file: &str) -> String {
        format!("{file} đã có: hãy chọn tên khác, hoặc thêm --force.")
    }

    fn lesson_written(&self, id: &str, file: &str) -> String {
        format!(
            "Đã ghi bài học `{id}` vào {file}. Hãy viết các bước của bạn, chạy `reversi-tutor check {file}`, rồi thử bằng `reversi-tutor lesson {file}`."
        )
    }

    fn bad_lesson_id(&self, id: &str) -> String {
        format!(
            "`{id}` không thể là id của bài học: hãy dùng chữ thường a-z, chữ số và dấu gạch nối, như first-move"
        )
    }

    fn cannot_write(&self, file: &str, why: &str) -> String {
        format!("không ghi được {file}: {why}")
    }

    fn assignment_heading(&self, puzzles: usize) -> String {
        format!("Bộ câu đố: {puzzles} câu đố theo thứ tự của thầy cô")
    }

    fn not_rated_teachers(&self) -> &'static str {
        "Không tính điểm: câu đố này là của thầy cô bạn."
    }

    fn no_puzzles_in_set(&self, set: &str) -> String {
        format!(
            "{set} không có câu đố nào để đưa ra: hãy kiểm tra bằng `reversi-tutor check {set}`"
        )
    }

    fn generated_file_exists(&self, file: &str) -> String {
        format!(
            "{file} đã có và được giữ nguyên: thêm --merge để thêm các câu đố mới vào cuối tệp (mọi dòng đã có được giữ lại), hoặc --force để ghi đè."
        )
    }

    fn generated_merged(&self, added: usize, file: &str) -> String {
        format!(
            "đã thêm {added} câu đố mới vào {file}; các câu đố đã có được giữ nguyên như đã viết"
        )
    }

    fn picture_format(&self, file: &str) -> String {
        format!(
            "{file}: hãy đặt tên hình là FILE.svg (hình vẽ, để in) hoặc FILE.png (điểm ảnh, để trình chiếu)"
        )
    }

    fn no_picture(&self, why: &str) -> String {
        format!("{why} Không có hình nào được ghi.")
    }

    // An install (`completions`, `man`).
    fn man_pages_written(&self, pages: usize, dir: &str) -> String {
        format!(
            "Đã ghi {pages} trang hướng dẫn vào {dir} (đọc một trang bằng: man -l {dir}/reversi-tutor.1)."
        )
    }

    // Printable worksheets (`print`).
    fn sheet_fields(&self) -> [&'static str; 3] {
        ["Họ tên", "Lớp", "Ngày"]
    }

    fn sheet_answer(&self) -> &'static str {
        "Trả lời:"
    }

    fn sheet_answers_heading(&self) -> &'static str {
        "Đáp án"
    }

    fn sheet_puzzle(&self, number: usize) -> String {
        format!("Câu đố {number}")
    }

    fn sheet_puzzles_title(&self, name: &str) -> String {
        format!("Câu đố: {name}")
    }

    fn sheet_play(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Viết ô của nước đi của {p}.")
    }

    fn sheet_any_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Viết một nước hợp lệ của {p}.")
    }

    fn sheet_all_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Viết tất cả các nước hợp lệ của {p}, hoặc khoanh tròn chúng trên bàn cờ.")
    }

    fn sheet_predict_flips(&self, square: Square) -> String {
        format!("Viết tất cả các quân mà {square} sẽ lật, hoặc khoanh tròn chúng trên bàn cờ.")
    }

    fn sheet_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Viết nước đi của {p}, hoặc viết bỏ lượt nếu {p} không có nước hợp lệ nào.")
    }

    fn sheet_outcome(&self) -> &'static str {
        "Ai thắng? Đánh dấu ✓ vào một lựa chọn, rồi viết số quân của mỗi bên."
    }

    fn sheet_draw(&self) -> &'static str {
        "Hòa"
    }

    fn sheet_choice(&self) -> &'static str {
        "Đánh dấu ✓ vào một lựa chọn."
    }

    fn sheet_find_square(&self) -> &'static str {
        "Viết ô đó."
    }

    fn sheet_game(&self) -> &'static str {
        "Bước này là một ván đấu với máy: hãy chơi trong reversi-tutor."
    }

    fn sheet_game_answer(&self) -> &'static str {
        "Một ván đấu với máy: mọi nước đi đều do học sinh tự đi."
    }

    fn sheet_format(&self, file: &str) -> String {
        format!("{file}: phiếu bài tập là một trang web: hãy đặt tên là FILE.html")
    }

    fn sheet_written(&self, file: &str) -> String {
        format!("Đã ghi {file}: hãy mở bằng trình duyệt web rồi in ra.")
    }

    fn sheet_no_puzzles(&self, name: &str, themes: &str) -> String {
        format!(
            "`{name}` không phải chủ đề câu đố, cũng không phải thư mục hay tệp câu đố; các chủ đề là: {themes}"
        )
    }
}

impl super::class::ClassStrings for Vietnamese {
    fn login_hello(&self, name: &str) -> String {
        format!("Chào {name}. Hãy gõ mã lớp mà thầy cô đã cho em.")
    }

    fn login_new_pin(&self, name: &str) -> String {
        format!(
            "Chào {name}. Tên này còn mới ở đây. Hãy gõ mã lớp, rồi chọn một mã PIN: \
             em gõ nó mỗi lần vào lớp với tên {name}."
        )
    }

    fn prompt_class_code(&self) -> &'static str {
        "Mã lớp: "
    }

    fn prompt_pin(&self) -> &'static str {
        "Mã PIN của em: "
    }

    fn prompt_new_pin(&self) -> &'static str {
        "Chọn mã PIN (từ 4 đến 12 chữ số): "
    }

    fn prompt_pin_again(&self) -> &'static str {
        "Gõ lại đúng mã PIN đó: "
    }

    fn wrong_class_code(&self) -> &'static str {
        "Đó không phải mã lớp. Hãy thử lại."
    }

    fn wrong_pin(&self) -> &'static str {
        "Mã PIN đó sai. Hãy thử lại."
    }

    fn pin_rules(&self) -> &'static str {
        "Mã PIN có từ 4 đến 12 chữ số, gõ giống nhau hai lần. Hãy thử lại."
    }

    fn name_has_key(&self, name: &str) -> String {
        format!(
            "Tên {name} chỉ mở được bằng khóa SSH của chính nó. Hãy vào lớp từ máy của em, \
             hoặc hỏi thầy cô."
        )
    }

    fn name_online(&self, name: &str) -> String {
        format!("{name} đang kết nối rồi. Hãy đóng cửa sổ kia trước, hoặc hỏi thầy cô.")
    }

    fn bad_name(&self) -> &'static str {
        "Hãy vào lớp bằng tên của em: chữ cái, chữ số, - và _, tối đa 32 ký tự (ssh ani@...)."
    }

    fn too_many_tries(&self) -> &'static str {
        "Em đã thử sai quá nhiều lần. Hãy đợi vài phút rồi thử lại."
    }

    fn login_broken(&self, name: &str) -> String {
        format!("Không đọc được thông tin đăng nhập của {name}. Hãy hỏi thầy cô.")
    }

    fn only_the_tutor(&self, command: &str) -> String {
        format!(
            "Máy chủ này chỉ mở chương trình học, trong một cửa sổ dòng lệnh. Hãy vào lớp bằng: {command}"
        )
    }

    fn class_ended(&self) -> &'static str {
        "Lớp học đã kết thúc. Tiến độ của em đã được lưu."
    }

    fn class_folder(&self, dir: &str, new: bool) -> String {
        if new {
            format!("Thư mục lớp (mới): {dir}")
        } else {
            format!("Thư mục lớp: {dir}")
        }
    }

    fn class_code(&self, code: &str) -> String {
        format!("Mã lớp: {code}")
    }

    fn pupils_type(&self) -> &'static str {
        "Học sinh gõ (TÊN là tên riêng của mỗi em):"
    }

    fn no_address(&self) -> &'static str {
        "(không tìm thấy địa chỉ mạng: hãy chọn một địa chỉ bằng --bind)"
    }

    fn host_fingerprint(&self, fingerprint: &str) -> String {
        format!("Khóa của máy chủ (ssh hiện nó ở lần vào lớp đầu tiên): {fingerprint}")
    }

    fn stop_with_ctrl_c(&self) -> &'static str {
        "Ctrl-C dừng lớp học. Tiến độ của mọi học sinh đều được lưu."
    }

    fn online_now(&self, count: usize) -> String {
        match count {
            0 => "Chưa có học sinh nào kết nối.".to_string(),
            n => format!("{n} học sinh đang kết nối:"),
        }
    }

    fn class_stopped(&self) -> &'static str {
        "Lớp học đã dừng. Tiến độ của mọi học sinh đều được lưu."
    }

    fn at_home(&self) -> &'static str {
        "màn hình chính"
    }

    fn choosing_a_lesson(&self) -> &'static str {
        "đang chọn bài học"
    }

    fn in_lesson(&self, number: usize, id: &str, step: usize) -> String {
        format!("bài {number} ({id}), bước {step}")
    }

    fn choosing_a_puzzle(&self) -> &'static str {
        "đang chọn câu đố"
    }

    fn in_puzzle(&self, id: &str) -> String {
        format!("câu đố {id}")
    }

    fn in_game(&self) -> &'static str {
        "một ván cờ"
    }

    fn elsewhere(&self) -> &'static str {
        "cài đặt hoặc trợ giúp"
    }

    fn pupil_progress(&self, lessons_done: usize, rating: i64) -> String {
        format!("{lessons_done} bài đã xong, điểm câu đố {rating}")
    }

    // Ván đấu trong lớp.

    fn opponent_classmate(&self) -> &'static str {
        "một bạn cùng lớp"
    }
    fn classmates_heading(&self) -> &'static str {
        "Các bạn cùng lớp đang trực tuyến và rảnh để chơi"
    }
    fn no_classmates(&self) -> &'static str {
        "Lúc này chưa có bạn nào rảnh. Danh sách thay đổi khi các bạn vào và ra."
    }
    fn waiting_for_answer(&self, name: &str, withdraw: &str) -> String {
        format!("Đang chờ {name} trả lời. {withdraw} để rút lời mời.")
    }
    fn invited_by(&self, name: &str) -> String {
        format!("{name} mời em chơi một ván.")
    }
    fn declined(&self, name: &str) -> String {
        format!("{name} đã từ chối lời mời.")
    }
    fn not_free(&self, name: &str) -> String {
        format!("{name} lúc này không rảnh để chơi.")
    }
    fn withdrawn(&self, name: &str) -> String {
        format!("{name} đã rút lời mời.")
    }
    fn class_game_heading(&self, number: usize, black: &str, white: &str) -> String {
        format!("Ván trong lớp {number}: {black} (quân đen) đấu với {white} (quân trắng)")
    }
    fn their_turn(&self, name: &str) -> String {
        format!("Đến lượt {name}: hãy chờ nước đi của bạn ấy.")
    }
    fn no_undo_in_class(&self) -> &'static str {
        "Ván trong lớp không được đi lại: mọi nước đi đều giữ nguyên đến hết ván."
    }
    fn no_dots_in_class(&self) -> &'static str {
        "Các ván của lớp này không đánh dấu nước hợp lệ."
    }
    fn opponent_left(&self, name: &str) -> String {
        format!("{name} đã rời đi: máy chơi thay cho bạn ấy đến khi bạn ấy quay lại.")
    }
    fn opponent_back(&self, name: &str) -> String {
        format!("{name} đã quay lại và chơi tiếp.")
    }
    fn class_rating_moved(&self, before: i64, after: i64) -> String {
        format!("Điểm xếp hạng trong lớp của em: {before} → {after}.")
    }
    fn confirm_leave_class_game(&self, leave: &str) -> String {
        format!(
            "Ván đấu vẫn tiếp tục khi em rời đi: nhấn {leave} lần nữa để rời. Sau một lúc máy sẽ chơi thay em; chọn Chơi cờ, rồi một bạn cùng lớp, để quay lại ván."
        )
    }
    fn class_over_keys(&self, name: &str, new: &str, replay: &str, review: &str) -> String {
        format!(
            "Ván đã kết thúc: {new} mời {name} chơi ván nữa, {replay} xem lại từng nước, {review} nhận xét các nước đi."
        )
    }
}
