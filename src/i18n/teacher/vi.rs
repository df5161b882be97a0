//! The teacher's side of the classroom in Tiếng Việt.

use super::{TeacherKey, TeacherStrings};

/// Tiếng Việt.
pub struct Vietnamese;

impl TeacherStrings for Vietnamese {
    fn teacher_code(&self, code: &str, command: &str) -> String {
        format!("Mã giáo viên: {code} (để mở bảng điều khiển từ máy khác: {command})")
    }

    fn teacher_hello(&self) -> &'static str {
        "Chào thầy cô. Hãy gõ mã giáo viên mà serve đã in ra."
    }

    fn prompt_teacher_code(&self) -> &'static str {
        "Mã giáo viên: "
    }

    fn wrong_teacher_code(&self) -> &'static str {
        "Đó không phải mã giáo viên. Hãy xem lại dòng serve đã in ra."
    }

    fn dashboard_stops_class(&self) -> &'static str {
        "Cửa sổ này hiện bảng điều khiển. Thoát khỏi nó là dừng lớp học, mọi thứ đều được lưu."
    }

    fn dashboard_title(&self) -> &'static str {
        "Bảng điều khiển lớp"
    }

    fn online_of(&self, online: usize, pupils: usize) -> String {
        format!("{online}/{pupils} học sinh đang kết nối")
    }

    fn pane_names(&self) -> [&'static str; 5] {
        ["Học sinh", "Ván cờ", "Ván đã lưu", "Bài học", "Cài đặt"]
    }

    fn pupil_columns(&self) -> [&'static str; 7] {
        [
            "Tên",
            "Đang ở",
            "Bài học",
            "Sao",
            "Câu đố",
            "Lớp",
            "Lần cuối",
        ]
    }

    fn no_pupils(&self) -> &'static str {
        "Chưa có học sinh nào vào lớp."
    }

    fn offline(&self) -> &'static str {
        "không kết nối"
    }

    fn following(&self) -> &'static str {
        "đang theo thầy cô"
    }

    fn in_class_game(&self, id: u64) -> String {
        format!("ván trong lớp {id}")
    }

    fn seen_now(&self) -> &'static str {
        "bây giờ"
    }

    fn seen_ago(&self, minutes: u64) -> String {
        match minutes {
            0 => "vừa xong".to_string(),
            1..60 => format!("{minutes} phút trước"),
            60..1440 => format!("{} giờ trước", minutes / 60),
            _ => format!("{} ngày trước", minutes / 1440),
        }
    }

    fn game_row(&self, id: u64, black: &str, white: &str, moves: usize) -> String {
        format!("{id} · {black} (đen) đấu với {white} (trắng) · {moves} nước")
    }

    fn seat_waits(&self, name: &str) -> String {
        format!("chỗ của {name} đang chờ")
    }

    fn no_games(&self) -> &'static str {
        "Không có ván nào đang chơi trong lớp."
    }

    fn kept_row(&self, id: u64, black: &str, white: &str, discs: (u32, u32)) -> String {
        format!(
            "{id} · {black} (đen) đấu với {white} (trắng) · {} - {}",
            discs.0, discs.1
        )
    }

    fn no_kept(&self) -> &'static str {
        "Chưa có ván nào trong lớp kết thúc."
    }

    fn games_help(&self, watch: &str) -> String {
        format!("{watch} để xem ván đã chọn, từng nước ngay khi được đi.")
    }

    fn kept_help(&self, open: &str, review: &str, follow: &str) -> String {
        format!(
            "{open} để xem từng nước của ván đã chọn. {review} để chấm từng nước. {follow} để cả lớp cùng xem."
        )
    }

    fn lessons_help(&self, lead: &str) -> String {
        format!(
            "{lead}: cả lớp cùng học bài này với thầy cô. Học sinh đang chơi ván trong lớp \
             vẫn chơi tiếp."
        )
    }

    fn lesson_closed(&self) -> &'static str {
        "chưa mở"
    }

    fn setting_names(&self) -> [&'static str; 6] {
        [
            "Thời gian cho một nước",
            "Đổi màu quân sau mỗi ván",
            "Chấm gợi ý trong ván của lớp",
            "Chờ bao lâu thì máy chơi thay",
            "Cấp độ của máy",
            "Bài học mở cho học sinh",
        ]
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            None => "không giới hạn".to_string(),
            Some(s) => format!("{s} giây"),
        }
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "có" } else { "không" }
    }

    fn seconds(&self, seconds: u64) -> String {
        format!("{seconds} giây")
    }

    fn level_value(&self, level: u8) -> String {
        format!("cấp {level}")
    }

    fn open_lessons_value(&self, open: Option<usize>, total: usize) -> String {
        match open {
            None => format!("tất cả {total} bài"),
            Some(1) => "chỉ bài 1".to_string(),
            Some(n) => format!("bài 1 đến bài {n}"),
        }
    }

    fn settings_help(&self, change: &str) -> String {
        format!("{change} để đổi mục đã chọn. Thay đổi được lưu ngay vào settings.toml.")
    }

    fn paired(&self, pairs: &[(String, String)]) -> String {
        let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("{a} với {b}")).collect();
        format!("Đã mời chơi: {}.", pairs.join(", "))
    }

    fn no_pairs(&self) -> &'static str {
        "Có ít hơn hai học sinh đang rảnh, nên chưa ghép cặp ai."
    }

    fn settings_saved(&self) -> &'static str {
        "Đã lưu vào settings.toml."
    }

    fn settings_not_saved(&self, why: &str) -> String {
        format!("Chưa lưu được: {why}")
    }

    fn report_written(&self, path: &str) -> String {
        format!("Báo cáo nằm ở {path}")
    }

    fn report_not_written(&self, why: &str) -> String {
        format!("Không ghi được báo cáo: {why}")
    }

    fn watching(&self, id: u64, black: &str, white: &str) -> String {
        format!("Ván trong lớp {id}, đang diễn ra: {black} (đen) đấu với {white} (trắng).")
    }

    fn key_help(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "sang phần tiếp theo của bảng",
            TeacherKey::PartByNumber => "sang phần của bảng có số đó",
            TeacherKey::Watch => "xem trực tiếp ván đã chọn",
            TeacherKey::GoThrough => "xem từng nước của ván đã lưu đang chọn",
            TeacherKey::FollowMe => "cả lớp cùng xem bài học hoặc ván đã lưu đang chọn",
            TeacherKey::PairByRating => {
                "ghép các học sinh đang rảnh theo điểm của lớp, rồi mời từng cặp"
            }
            TeacherKey::RoundRobin => "ghép các học sinh đang rảnh ít gặp nhau nhất",
            TeacherKey::Report => "ghi báo cáo của lớp (CSV) vào thư mục lớp",
            TeacherKey::Review => "chấm từng nước của ván đã lưu đang chọn",
            TeacherKey::EndFollow => "thôi dẫn lớp: mỗi học sinh trở lại chỗ đang làm",
        }
    }

    fn key_word(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "phần khác",
            TeacherKey::PartByNumber => "phần",
            TeacherKey::Watch => "xem",
            TeacherKey::GoThrough => "mở",
            TeacherKey::FollowMe => "theo thầy cô",
            TeacherKey::PairByRating => "ghép theo điểm",
            TeacherKey::RoundRobin => "vòng tròn",
            TeacherKey::Report => "báo cáo",
            TeacherKey::Review => "chấm nước",
            TeacherKey::EndFollow => "thôi dẫn lớp",
        }
    }

    fn class_follows(&self) -> &'static str {
        "Cả lớp đang xem điều này trên màn hình của mình."
    }

    fn answers_in(&self, answered: usize, following: usize) -> String {
        format!("Đã trả lời: {answered}/{following}")
    }

    fn tally_row(&self, answer: &str, count: usize, names: &str) -> String {
        format!("{answer}: {count} ({names})")
    }

    fn follow_heading(&self) -> &'static str {
        "Thầy cô đang dẫn bài. Em theo dõi trên màn hình của em."
    }

    fn follow_prompt_choice(&self) -> &'static str {
        "Trả lời trên màn hình của em: gõ số của lựa chọn."
    }

    fn follow_prompt_square(&self, play: &str) -> String {
        format!("Trả lời trên màn hình của em: gõ một ô, ví dụ d3, rồi nhấn {play}.")
    }

    fn follow_prompt_squares(&self, mark: &str, answer: &str) -> String {
        format!(
            "Trả lời trên màn hình của em: đánh dấu từng ô bằng phím {mark}, rồi nhấn {answer}."
        )
    }

    fn follow_prompt_outcome(&self) -> &'static str {
        "Trả lời trên màn hình của em: 1 đen thắng, 2 trắng thắng, 3 hòa."
    }

    fn marked(&self, squares: &str) -> String {
        format!("Đã đánh dấu: {squares}")
    }

    fn follow_given(&self, answer: &str) -> String {
        format!("Em đã trả lời: {answer}. Thầy cô sẽ sớm cho xem đáp án.")
    }

    fn follow_right(&self) -> &'static str {
        "Em trả lời đúng rồi!"
    }

    fn follow_wrong(&self) -> &'static str {
        "Lần này chưa đúng. Em hãy xem đáp án trên bàn cờ."
    }

    fn follow_none(&self) -> &'static str {
        "Em chưa trả lời câu này."
    }

    fn follow_not_an_answer(&self) -> &'static str {
        "Đó không phải câu trả lời cho câu hỏi này. Em đọc lại câu hỏi nhé."
    }

    fn follow_once(&self) -> &'static str {
        "Câu trả lời của em đã được ghi. Mỗi câu chỉ trả lời một lần."
    }

    fn answer_pass(&self) -> &'static str {
        "bỏ lượt"
    }

    fn answer_draw(&self) -> &'static str {
        "hòa"
    }

    fn report_columns(&self) -> [&'static str; 9] {
        [
            "tên",
            "đang kết nối",
            "đang ở",
            "bài đã xong",
            "sao",
            "điểm câu đố",
            "điểm trong lớp",
            "ván trong lớp",
            "lần cuối thấy",
        ]
    }

    fn yes_no(&self, yes: bool) -> &'static str {
        if yes { "có" } else { "không" }
    }
}
