//! The Help page and the new key words in Tiếng Việt.

use crate::engine::Color;

use super::{Guide, Place, Topic};

/// Tiếng Việt.
pub(super) struct Vietnamese;

impl Guide for Vietnamese {
    fn guide_title(&self) -> &'static str {
        "Trợ giúp: cách dùng chương trình"
    }

    fn topic(&self, topic: Topic) -> (&'static str, &'static [&'static str]) {
        match topic {
            Topic::Lessons => (
                "Bài học và sao",
                &[
                    "Khóa học là một danh sách bài học. Hãy học theo thứ tự. Mỗi bài có nhiều bước.",
                    "Có bước chỉ để đọc. Có bước đặt câu hỏi: đi một ô, đánh dấu các ô, hoặc chọn một đáp án.",
                    "Trả lời sai lần đầu, bạn nhận một lời nhắc. Lời nhắc cho biết câu trả lời của bạn đã làm gì. Nó không nói ra đáp án.",
                    "Sai lần thứ hai, chương trình cho xem đáp án. Gợi ý giúp bạn mà không lộ đáp án.",
                    "Học xong một bài, bạn được sao. Ba sao: mọi câu đúng ngay lần đầu, không dùng gợi ý. Hai sao: sai nhiều nhất hai lần (dùng gợi ý không tính là sai). Một sao: bạn đã học đến cuối bài.",
                    "Danh sách bài học giữ số sao tốt nhất của bạn. Nó cũng nhớ bước bạn đang học, để lần sau học tiếp.",
                ],
            ),
            Topic::Puzzles => (
                "Câu đố và điểm của bạn",
                &[
                    "Mỗi câu đố là một thế cờ với một nhiệm vụ: tìm nước tốt nhất, hoặc tìm các quân bị lật.",
                    "Trang câu đố có nhiều chế độ và chủ đề. Chế độ tính điểm chọn câu gần điểm của bạn. Chế độ chuỗi dừng ở lần sai đầu tiên.",
                    "Điểm của bạn bắt đầu từ 1000. Giải đúng thì điểm tăng, giải sai thì điểm giảm.",
                    "Chỉ câu trả lời đầu tiên được tính, và chỉ khi bạn chưa xem gợi ý hay đáp án.",
                    "Mỗi câu đố có hai gợi ý: trước là ý chính, sau là chỗ cần nhìn.",
                    "Sau một câu đố tàn cuộc, bạn có thể đi lại đường đi tốt nhất, từng nước một.",
                ],
            ),
            Topic::ReviewQueue => (
                "Danh sách ôn lại",
                &[
                    "Câu đố bạn giải sai, hoặc giải nhờ trợ giúp, được đưa vào danh sách ôn lại.",
                    "Ngày hôm sau câu đó quay lại. Mỗi lần bạn giải đúng, nó chờ lâu hơn: 3 ngày, rồi 7 ngày. Sau đó câu đố rời khỏi danh sách ôn lại.",
                    "Nếu lại sai, câu đó quay lại vào ngày hôm sau.",
                    "Câu hỏi trong bài học mà bạn trả lời sai hai lần cũng vào danh sách này.",
                    "Trang câu đố cho biết hôm nay cần ôn câu nào. Bạn cũng có thể làm lại ngay các câu sai hôm nay.",
                ],
            ),
            Topic::Play => (
                "Chơi cờ",
                &[
                    "Chơi với máy, hoặc với một người bạn trên cùng bàn cờ. Bên đen luôn đi trước.",
                    "Máy có sáu cấp. Cấp 1 đi một nước hợp lệ bất kỳ. Cấp 2 lật càng nhiều quân càng tốt. Cấp 3 thích góc và cạnh.",
                    "Cấp 4, 5 và 6 tính trước nhiều nước. Cấp 6 tính xa nhất, và chơi hoàn hảo ở cuối ván.",
                    "Đồng hồ có thể tắt, hoặc 30 hay 60 giây mỗi nước. Hết giờ, máy đi giúp bạn một nước hợp lệ ngẫu nhiên.",
                    "Các dấu chấm cho biết nước hợp lệ. Bạn bật hay tắt chúng trước ván hoặc trong ván.",
                    "Bạn có thể đi lại, lưu ván cờ và chơi tiếp sau. Ván bạn bỏ dở vẫn được giữ: mục Chơi cờ sẽ mời bạn chơi tiếp.",
                ],
            ),
            Topic::GameReview => (
                "Xem lại một ván cờ",
                &[
                    "Sau ván cờ, phần xem lại chấm từng nước đi.",
                    "Những nước thiệt nhất đứng đầu. Mỗi nước kèm một nước tốt hơn, và lý do.",
                    "Chọn một nước trong danh sách để thấy nó trên bàn cờ.",
                ],
            ),
            Topic::Demo => (
                "Trình chiếu cho lớp và bàn tự do",
                &[
                    "Trình chiếu dành cho máy chiếu: bàn cờ lớn, cả lớp đều đọc được.",
                    "Nó cho xem một bài học từng bước, hoặc một ván cờ từng nước.",
                    "Đáp án được giấu cho đến khi bạn mở ra, để cả lớp đoán trước.",
                    "Chế độ tự chạy tự đi tiếp. Nó dừng lại ở đáp án còn giấu.",
                    "Bàn tự do là bàn cờ cho mọi thế cờ. Đặt quân, chọn bên đi, rồi xuất thế cờ cho một tệp bài học.",
                ],
            ),
            Topic::Classroom => (
                "Lớp học qua mạng của trường",
                &[
                    "Máy của giáo viên mở lớp: reversi-tutor classroom serve",
                    "Máy cho biết học sinh cần gõ gì, ví dụ: ssh -p 2222 TEN@192.168.1.10",
                    "Học sinh gõ mã lớp. Lần đăng nhập đầu tiên giữ tên đó cho em.",
                    "Mỗi học sinh có đủ chương trình. Tiến độ được lưu trên máy của giáo viên.",
                    "Trong lớp, mục Chơi cờ có thể mời một bạn cùng lớp. Cả hai màn hình đều thấy mọi nước đi.",
                    "Bảng của giáo viên cho thấy từng học sinh: em đang ở đâu, được bao nhiêu sao và điểm bao nhiêu.",
                    "Từ bảng này, giáo viên xem trực tiếp các ván của lớp, ghép cặp học sinh để chơi và ghi báo cáo của lớp.",
                    "Theo thầy cô: giáo viên dẫn một bài học, và bài hiện trên màn hình của mọi học sinh. Mỗi em trả lời trên màn hình của mình. Rồi giáo viên cho xem đáp án.",
                    "Các phím của bảng này có trong danh sách bên dưới.",
                ],
            ),
            Topic::Notation => (
                "Cách ghi tên ô",
                &[
                    "Các cột là a đến h, từ trái sang phải.",
                    "Các hàng là 1 đến 8, từ trên xuống dưới.",
                    "Vậy a1 là góc trên bên trái, còn h8 là góc dưới bên phải.",
                    "Tên ô gồm cột rồi đến hàng: d3 là cột d, hàng 3.",
                    "Biên bản ván cờ là các nước đi nối tiếp nhau: f5d6c3.",
                ],
            ),
        }
    }

    fn keys_heading(&self) -> &'static str {
        "Phím của từng màn hình"
    }

    fn keys_intro(&self, help: &str) -> String {
        format!(
            "Ở mọi màn hình, {help} cho xem các phím dùng được ở đó. Dưới đây là phím của mọi màn hình."
        )
    }

    fn place(&self, place: Place) -> &'static str {
        match place {
            Place::Home => "Trang chính",
            Place::Lessons => "Danh sách bài học",
            Place::Lesson => "Một bài học",
            Place::PuzzleMenu => "Trang câu đố",
            Place::Puzzle => "Một câu đố",
            Place::PlaySetup => "Chơi cờ: chọn trước ván",
            Place::Game => "Một ván cờ",
            Place::Review => "Xem lại ván cờ",
            Place::DemoPick => "Trình chiếu: chọn nội dung",
            Place::Demo => "Trình chiếu cho lớp",
            Place::Sandbox => "Bàn tự do",
            Place::Settings => "Cài đặt",
            Place::Glossary => "Thuật ngữ",
            Place::Guide => "Trang Trợ giúp này",
            Place::Classmates => "Bạn cùng lớp để mời (trong lớp)",
            Place::KeyList => "Danh sách phím trên màn hình",
            Place::Invitation => "Một lời mời (trong lớp)",
            Place::Dashboard => "Bảng của giáo viên (trong lớp)",
            Place::DashboardOpen => "Bảng: một ván hoặc bài học đang mở",
            Place::Follow => "Theo thầy cô, trên màn hình học sinh",
        }
    }

    fn erase_typed(&self) -> &'static str {
        "xóa chữ vừa gõ"
    }
    fn erase_word(&self) -> &'static str {
        "xóa chữ"
    }
    fn set_level(&self) -> &'static str {
        "chọn cấp của máy"
    }
    fn level_word(&self) -> &'static str {
        "cấp"
    }
    fn offer_play(&self) -> &'static str {
        "chơi một ván với máy"
    }
    fn offer_review(&self) -> &'static str {
        "xem lại ván vừa chơi, từng nước một"
    }
    fn offer_puzzles(&self) -> &'static str {
        "năm câu đố về điều bài này vừa dạy"
    }
    fn offer_quiz(&self) -> &'static str {
        "bài kiểm tra luật: mỗi bài học một câu hỏi"
    }
    fn sandbox_word(&self) -> &'static str {
        "bàn tự do"
    }
    fn put(&self, disc: Option<Color>) -> &'static str {
        match disc {
            Some(Color::Black) => "đặt quân đen vào ô",
            Some(Color::White) => "đặt quân trắng vào ô",
            None => "làm trống ô",
        }
    }
    fn invite(&self) -> &'static str {
        "mời bạn đã chọn chơi một ván"
    }
    fn invite_word(&self) -> &'static str {
        "mời"
    }
    fn withdraw(&self) -> &'static str {
        "rút lại lời mời"
    }
    fn withdraw_word(&self) -> &'static str {
        "rút lại"
    }
    fn accept(&self) -> &'static str {
        "nhận lời mời và chơi"
    }
    fn accept_word(&self) -> &'static str {
        "nhận lời"
    }
    fn decline(&self) -> &'static str {
        "từ chối lời mời"
    }
    fn decline_word(&self) -> &'static str {
        "từ chối"
    }
}
