//! The words of a lesson session: headings, what each kind of step asks for,
//! answers that are not answers, the commands and their help, the course list,
//! and errors such as an unknown lesson.

use super::{Lang, Ui};
use crate::engine::{Color, Square};

impl Ui {
    /// `Lesson: The first move (10 steps)`.
    pub fn lesson_heading(self, title: &str, steps: usize) -> String {
        let steps = self.steps(steps);
        match self.lang {
            Lang::En => format!("Lesson: {title} ({steps})"),
            Lang::Id => format!("Pelajaran: {title} ({steps})"),
            Lang::Vi => format!("Bài học: {title} ({steps})"),
        }
    }

    /// `Step 4 of 10` (counting from 1).
    pub fn step_heading(self, step: usize, steps: usize) -> String {
        match self.lang {
            Lang::En => format!("Step {step} of {steps}"),
            Lang::Id => format!("Tahap {step} dari {steps}"),
            Lang::Vi => format!("Bước {step}/{steps}"),
        }
    }

    /// Where to find the commands.
    pub const fn type_help(self) -> &'static str {
        match self.lang {
            Lang::En => "Type help to see the commands.",
            Lang::Id => "Ketik help untuk melihat daftar perintah.",
            Lang::Vi => "Gõ help để xem các lệnh.",
        }
    }

    /// After a step to read.
    pub const fn prompt_read(self) -> &'static str {
        match self.lang {
            Lang::En => "Press Enter to go on.",
            Lang::Id => "Tekan Enter untuk lanjut.",
            Lang::Vi => "Nhấn Enter để tiếp tục.",
        }
    }

    /// Asking for one of the moves the step names.
    pub const fn prompt_play(self) -> &'static str {
        match self.lang {
            Lang::En => "Your move: type a square, such as d3.",
            Lang::Id => "Langkahmu: ketik satu kotak, misalnya d3.",
            Lang::Vi => "Nước của bạn: gõ một ô, ví dụ d3.",
        }
    }

    /// Asking for any legal move, with the legal squares hidden.
    pub const fn prompt_any_legal(self) -> &'static str {
        match self.lang {
            Lang::En => "Play any legal move (the legal moves are not shown this time).",
            Lang::Id => "Mainkan langkah legal apa saja (kali ini langkah legal tidak ditandai).",
            Lang::Vi => {
                "Hãy đi một nước hợp lệ bất kỳ (lần này các nước hợp lệ không được đánh dấu)."
            }
        }
    }

    /// Asking for every legal move.
    pub const fn prompt_all_legal(self) -> &'static str {
        match self.lang {
            Lang::En => "Type every legal move, separated by spaces, such as c4 d3.",
            Lang::Id => "Ketik semua langkah legal, dipisah spasi, misalnya c4 d3.",
            Lang::Vi => "Gõ tất cả các nước hợp lệ, cách nhau bằng dấu cách, ví dụ c4 d3.",
        }
    }

    /// Asking which discs a move flips.
    pub fn prompt_predict_flips(self, square: Square) -> String {
        match self.lang {
            Lang::En => {
                format!("Type every disc that {square} would flip, separated by spaces.")
            }
            Lang::Id => {
                format!("Ketik semua bidak yang akan dibalik oleh {square}, dipisah spasi.")
            }
            Lang::Vi => format!("Gõ tất cả các quân mà {square} sẽ lật, cách nhau bằng dấu cách."),
        }
    }

    /// Asking for a move or a pass.
    pub fn prompt_pass(self, player: Color) -> String {
        let p = self.color(player);
        match self.lang {
            Lang::En => format!("Type a move, or pass if {p} has no legal move."),
            Lang::Id => {
                format!("Ketik satu langkah, atau pass jika {p} tidak punya langkah legal.")
            }
            Lang::Vi => format!("Gõ một nước đi, hoặc pass nếu {p} không còn nước hợp lệ."),
        }
    }

    /// Asking who won a finished game.
    pub const fn prompt_outcome(self) -> &'static str {
        match self.lang {
            Lang::En => {
                "Who won? Type black, white or draw, and the count if you like (black first), such as: black 40 24."
            }
            Lang::Id => {
                "Siapa yang menang? Ketik hitam, putih, atau seri, boleh ditambah hitungannya (hitam dulu), misalnya: hitam 40 24."
            }
            Lang::Vi => {
                "Ai thắng? Gõ đen, trắng hoặc hòa, có thể kèm số quân (đen trước), ví dụ: đen 40 24."
            }
        }
    }

    /// Asking for the number of a choice.
    pub const fn prompt_choice(self) -> &'static str {
        match self.lang {
            Lang::En => "Type the number of your answer.",
            Lang::Id => "Ketik nomor jawabanmu.",
            Lang::Vi => "Gõ số của câu trả lời.",
        }
    }

    /// An answer of the wrong kind for a step that wants a move.
    pub const fn expects_move(self) -> &'static str {
        match self.lang {
            Lang::En => "This step asks for a move: type a square, such as d3.",
            Lang::Id => "Tahap ini meminta satu langkah: ketik satu kotak, misalnya d3.",
            Lang::Vi => "Bước này cần một nước đi: gõ một ô, ví dụ d3.",
        }
    }

    /// An answer of the wrong kind for a step that wants a move or a pass.
    pub const fn expects_move_or_pass(self) -> &'static str {
        match self.lang {
            Lang::En => "This step asks for a move (a square such as d3) or pass.",
            Lang::Id => "Tahap ini meminta satu langkah (kotak seperti d3) atau pass.",
            Lang::Vi => "Bước này cần một nước đi (một ô, ví dụ d3) hoặc pass.",
        }
    }

    /// An answer of the wrong kind for a step that wants squares.
    pub const fn expects_squares(self) -> &'static str {
        match self.lang {
            Lang::En => "This step asks for squares: type them separated by spaces, such as d3 e6.",
            Lang::Id => "Tahap ini meminta beberapa kotak: ketik dipisah spasi, misalnya d3 e6.",
            Lang::Vi => "Bước này cần các ô: gõ cách nhau bằng dấu cách, ví dụ d3 e6.",
        }
    }

    /// An answer of the wrong kind for a step that asks who won.
    pub const fn expects_outcome(self) -> &'static str {
        match self.lang {
            Lang::En => "This step asks who won: black, white or draw.",
            Lang::Id => "Tahap ini menanyakan siapa yang menang: hitam, putih, atau seri.",
            Lang::Vi => "Bước này hỏi ai thắng: đen, trắng hay hòa.",
        }
    }

    /// An answer of the wrong kind for a multiple-choice step.
    pub const fn expects_choice(self) -> &'static str {
        match self.lang {
            Lang::En => "This step asks for the number of an answer.",
            Lang::Id => "Tahap ini meminta nomor salah satu jawaban.",
            Lang::Vi => "Bước này cần số của một câu trả lời.",
        }
    }

    /// A choice number out of range.
    pub fn no_such_choice(self, count: usize) -> String {
        match self.lang {
            Lang::En => format!("Choose a number from 1 to {count}."),
            Lang::Id => format!("Pilih angka 1 sampai {count}."),
            Lang::Vi => format!("Hãy chọn một số từ 1 đến {count}."),
        }
    }

    /// An answer on a step that asks nothing.
    pub const fn nothing_asked(self) -> &'static str {
        match self.lang {
            Lang::En => "There is nothing to answer here: press Enter to go on.",
            Lang::Id => "Tidak ada yang perlu dijawab di sini: tekan Enter untuk lanjut.",
            Lang::Vi => "Ở đây không có gì để trả lời: nhấn Enter để tiếp tục.",
        }
    }

    /// An answer on a step already answered.
    pub const fn already_done(self) -> &'static str {
        match self.lang {
            Lang::En => "This step is already done: press Enter to go on.",
            Lang::Id => "Tahap ini sudah selesai: tekan Enter untuk lanjut.",
            Lang::Vi => "Bước này đã xong: nhấn Enter để tiếp tục.",
        }
    }

    /// The lesson is over: nothing more to answer.
    pub const fn lesson_over(self) -> &'static str {
        match self.lang {
            Lang::En => "The lesson is finished.",
            Lang::Id => "Pelajaran sudah selesai.",
            Lang::Vi => "Bài học đã kết thúc.",
        }
    }

    /// Going on from a step that still waits for its answer.
    pub const fn answer_first(self) -> &'static str {
        match self.lang {
            Lang::En => "This step waits for your answer (or type hint, or skip).",
            Lang::Id => "Tahap ini menunggu jawabanmu (atau ketik hint, atau skip).",
            Lang::Vi => "Bước này đang chờ câu trả lời của bạn (hoặc gõ hint, hoặc skip).",
        }
    }

    /// After a wrong answer.
    pub const fn try_again(self) -> &'static str {
        match self.lang {
            Lang::En => "Try again, or type hint or skip.",
            Lang::Id => "Coba lagi, atau ketik hint atau skip.",
            Lang::Vi => "Thử lại, hoặc gõ hint hay skip.",
        }
    }

    /// A line that is neither an answer nor a command.
    pub fn not_understood(self, text: &str) -> String {
        match self.lang {
            Lang::En => format!("I did not understand \"{text}\". Type help to see the commands."),
            Lang::Id => {
                format!("\"{text}\" tidak dipahami. Ketik help untuk melihat daftar perintah.")
            }
            Lang::Vi => format!("Không hiểu \"{text}\". Gõ help để xem các lệnh."),
        }
    }

    /// `back` on the first step.
    pub const fn first_step(self) -> &'static str {
        match self.lang {
            Lang::En => "This is the first step: there is no step before it.",
            Lang::Id => "Ini tahap pertama: tidak ada tahap sebelumnya.",
            Lang::Vi => "Đây là bước đầu tiên: không có bước nào trước nó.",
        }
    }

    /// A step skipped (counting from 1).
    pub fn skipped(self, step: usize) -> String {
        match self.lang {
            Lang::En => format!("Step {step} skipped."),
            Lang::Id => format!("Tahap {step} dilewati."),
            Lang::Vi => format!("Đã bỏ qua bước {step}."),
        }
    }

    /// The end of the lesson, with how the tasks went.
    pub fn finished(self, right_first_time: usize, tasks: usize, skipped: usize) -> String {
        match self.lang {
            Lang::En => format!(
                "Lesson finished: {right_first_time} of {tasks} tasks right at the first try, {skipped} skipped."
            ),
            Lang::Id => format!(
                "Pelajaran selesai: {right_first_time} dari {tasks} tugas benar pada percobaan pertama, {skipped} dilewati."
            ),
            Lang::Vi => format!(
                "Xong bài học: {right_first_time}/{tasks} câu đúng ngay lần đầu, bỏ qua {skipped}."
            ),
        }
    }

    /// Leaving before the end (`quit`).
    pub fn leaving(self, step: usize, steps: usize) -> String {
        match self.lang {
            Lang::En => format!("Leaving the lesson at step {step} of {steps}."),
            Lang::Id => format!("Keluar dari pelajaran di tahap {step} dari {steps}."),
            Lang::Vi => format!("Rời bài học ở bước {step}/{steps}."),
        }
    }

    /// The input ended before the lesson did.
    pub fn end_of_input(self, step: usize, steps: usize) -> String {
        match self.lang {
            Lang::En => format!("End of input: leaving the lesson at step {step} of {steps}."),
            Lang::Id => {
                format!("Masukan habis: keluar dari pelajaran di tahap {step} dari {steps}.")
            }
            Lang::Vi => format!("Hết dữ liệu vào: rời bài học ở bước {step}/{steps}."),
        }
    }

    /// The commands of plain mode, one per line.
    pub const fn help(self) -> &'static str {
        match self.lang {
            Lang::En => {
                "Commands:
  d3            play a square
  d3 e6 f4      several squares (every legal move, or the discs that flip)
  pass          pass the turn
  black 40 24   who won (black, white or draw), with the count if you like
  1, 2, ...     the number of an answer
  hint          a hint
  back          go back one step
  skip          skip this step
  next, Enter   go on after reading
  quit          leave the lesson
  help          this list"
            }
            Lang::Id => {
                "Perintah:
  d3            melangkah di satu kotak
  d3 e6 f4      beberapa kotak (semua langkah legal, atau bidak yang dibalik)
  pass          melewati giliran (boleh juga: lewat)
  hitam 40 24   siapa yang menang (hitam, putih, atau seri), boleh dengan hitungannya
  1, 2, ...     nomor jawaban
  hint          petunjuk
  back          kembali satu tahap
  skip          lewati tahap ini
  next, Enter   lanjut setelah membaca
  quit          keluar dari pelajaran
  help          daftar ini"
            }
            Lang::Vi => {
                "Các lệnh:
  d3            đi vào một ô
  d3 e6 f4      nhiều ô (mọi nước hợp lệ, hoặc các quân bị lật)
  pass          bỏ lượt (gõ pass hoặc bỏ lượt)
  đen 40 24     ai thắng (đen, trắng hoặc hòa), có thể kèm số quân
  1, 2, ...     số của câu trả lời
  hint          gợi ý
  back          lùi lại một bước
  skip          bỏ qua bước này
  next, Enter   tiếp tục sau khi đọc
  quit          rời bài học
  help          danh sách này"
            }
        }
    }

    /// An unknown lesson id, with the ids there are.
    pub fn unknown_lesson(self, id: &str, known: &[&str]) -> String {
        let known = known.join(", ");
        match self.lang {
            Lang::En => format!("there is no lesson `{id}`; the lessons are: {known}"),
            Lang::Id => format!("tidak ada pelajaran `{id}`; pelajaran yang ada: {known}"),
            Lang::Vi => format!("không có bài học `{id}`; các bài học là: {known}"),
        }
    }

    /// Words that mean a pass, in English and in this language (lower case).
    pub const fn pass_words(self) -> &'static [&'static str] {
        match self.lang {
            Lang::En => &["pass"],
            Lang::Id => &["pass", "lewat", "lewati"],
            Lang::Vi => &["pass", "bỏ lượt", "bo luot"],
        }
    }

    /// Words that name a colour or a draw in an answer, in English and in this
    /// language, short forms too: `(word, Some(colour))`, or `(word, None)` for a
    /// draw. A short form here wins over a command's short form in a step that asks
    /// who won (`b` is black there, not back).
    pub const fn outcome_words(self) -> &'static [(&'static str, Option<Color>)] {
        const B: Option<Color> = Some(Color::Black);
        const W: Option<Color> = Some(Color::White);
        match self.lang {
            Lang::En => &[
                ("black", B),
                ("b", B),
                ("white", W),
                ("w", W),
                ("draw", None),
                ("tie", None),
            ],
            Lang::Id => &[
                ("black", B),
                ("b", B),
                ("white", W),
                ("w", W),
                ("draw", None),
                ("tie", None),
                ("hitam", B),
                ("h", B),
                ("putih", W),
                ("p", W),
                ("seri", None),
                ("remis", None),
            ],
            Lang::Vi => &[
                ("black", B),
                ("b", B),
                ("white", W),
                ("w", W),
                ("draw", None),
                ("tie", None),
                ("đen", B),
                ("đ", B),
                ("den", B),
                ("trắng", W),
                ("t", W),
                ("trang", W),
                ("hòa", None),
                ("hoà", None),
                ("hoa", None),
            ],
        }
    }

    /// Words that may follow a colour in an answer: `black wins`, `hitam menang`.
    pub const fn win_words(self) -> &'static [&'static str] {
        match self.lang {
            Lang::En => &["wins", "won", "win"],
            Lang::Id => &["wins", "won", "win", "menang"],
            Lang::Vi => &["wins", "won", "win", "thắng", "thang"],
        }
    }
}
