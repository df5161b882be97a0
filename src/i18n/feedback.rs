//! The sentences that answer the learner: right and wrong answers, refused
//! passes, hints, and the other side's scripted reply. The per-direction rows that
//! follow many of them come from `words`.

use super::{Lang, Ui, capitalize};
use crate::engine::{Bitboard, Color, Square, list_squares};

impl Ui {
    /// A right move: `Right: black plays d3 and flips 1 disc: d4.`
    pub fn right_move(self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n, list) = (
            self.color(player),
            self.discs(flips.len()),
            list_squares(flips),
        );
        match self.lang {
            Lang::En => format!("Right: {p} plays {square} and flips {n}: {list}."),
            Lang::Id => format!("Benar: {p} melangkah di {square} dan membalik {n}: {list}."),
            Lang::Vi => format!("Đúng: {p} đi {square} và lật {n}: {list}."),
        }
    }

    /// A right pass.
    pub fn right_pass(self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        match self.lang {
            Lang::En => {
                format!("Right: {p} has no legal move, so {p} passes and {o} moves again.")
            }
            Lang::Id => format!(
                "Benar: {p} tidak punya langkah legal, jadi {p} melewati giliran (pass) dan {o} melangkah lagi."
            ),
            Lang::Vi => format!("Đúng: {p} không còn nước hợp lệ nên bỏ lượt, và {o} đi tiếp."),
        }
    }

    /// Every legal move found.
    pub fn right_all_legal(self, moves: Bitboard) -> String {
        let list = list_squares(moves);
        match self.lang {
            Lang::En => format!("Right: the legal moves are {list}."),
            Lang::Id => format!("Benar: langkah legalnya adalah {list}."),
            Lang::Vi => format!("Đúng: các nước hợp lệ là {list}."),
        }
    }

    /// The flips of a move predicted.
    pub fn right_flips(self, square: Square, flips: Bitboard) -> String {
        let list = list_squares(flips);
        match self.lang {
            Lang::En => format!("Right: {square} flips {list}."),
            Lang::Id => format!("Benar: {square} membalik {list}."),
            Lang::Vi => format!("Đúng: {square} lật {list}."),
        }
    }

    /// The result of a finished game said right.
    pub fn right_outcome(self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        match self.lang {
            Lang::En => format!("Right: black {black}, white {white}: {verdict}."),
            Lang::Id => format!("Benar: hitam {black}, putih {white}: {verdict}."),
            Lang::Vi => format!("Đúng: đen {black}, trắng {white}: {verdict}."),
        }
    }

    /// A right choice.
    pub const fn right_choice(self) -> &'static str {
        match self.lang {
            Lang::En => "Right.",
            Lang::Id => "Benar.",
            Lang::Vi => "Đúng.",
        }
    }

    /// A move on a square that already holds a disc.
    pub fn occupied(self, square: Square, owner: Color) -> String {
        let owner = self.color(owner);
        match self.lang {
            Lang::En => format!(
                "{square} is not empty: a {owner} disc is already there. A disc can only go on an empty square."
            ),
            Lang::Id => format!(
                "{square} tidak kosong: sudah ada bidak {owner} di sana. Bidak hanya boleh diletakkan di kotak kosong."
            ),
            Lang::Vi => format!(
                "{square} không còn trống: đã có quân {owner} ở đó. Chỉ được đặt quân vào ô trống."
            ),
        }
    }

    /// An empty square where no direction encloses a line (the rows follow).
    pub fn encloses_nothing(self, player: Color, square: Square) -> String {
        let p = self.color(player);
        match self.lang {
            Lang::En => format!(
                "{square} is not a legal move for {p}: no direction encloses a line of opponent discs."
            ),
            Lang::Id => format!(
                "{square} bukan langkah legal untuk {p}: tidak ada arah yang mengapit bidak lawan."
            ),
            Lang::Vi => format!(
                "{square} không phải nước hợp lệ của {p}: không hướng nào kẹp được quân đối thủ."
            ),
        }
    }

    /// A legal move that the step did not ask for (the enclosed rows follow).
    pub fn not_asked(self, square: Square, flips: Bitboard) -> String {
        let list = list_squares(flips);
        match self.lang {
            Lang::En => format!(
                "{square} is a legal move (it would flip {list}), but it is not the move this step asks for."
            ),
            Lang::Id => format!(
                "{square} memang langkah legal (akan membalik {list}), tetapi bukan langkah yang diminta tahap ini."
            ),
            Lang::Vi => format!(
                "{square} là nước hợp lệ (sẽ lật {list}), nhưng không phải nước mà bước này yêu cầu."
            ),
        }
    }

    /// The moves a step wants: `This step asks for d3.` or `... one of d3, c4.`
    pub fn step_wants(self, moves: Bitboard) -> String {
        let list = list_squares(moves);
        match (self.lang, moves.len() > 1) {
            (Lang::En, false) => format!("This step asks for {list}."),
            (Lang::En, true) => format!("This step asks for one of {list}."),
            (Lang::Id, false) => format!("Tahap ini meminta {list}."),
            (Lang::Id, true) => format!("Tahap ini meminta salah satu dari {list}."),
            (Lang::Vi, false) => format!("Bước này yêu cầu {list}."),
            (Lang::Vi, true) => format!("Bước này yêu cầu một trong các nước {list}."),
        }
    }

    /// A pass refused because the player has legal moves.
    pub fn pass_refused(self, player: Color, moves: Bitboard) -> String {
        let (p, list) = (capitalize(self.color(player)), list_squares(moves));
        match self.lang {
            Lang::En => format!(
                "{p} may not pass: there are legal moves ({list}), and a player who can move must move."
            ),
            Lang::Id => format!(
                "{p} tidak boleh melewati giliran: masih ada langkah legal ({list}), dan selama ada langkah legal, pemain wajib melangkah."
            ),
            Lang::Vi => format!(
                "{p} không được bỏ lượt: vẫn còn nước hợp lệ ({list}), mà còn nước thì phải đi."
            ),
        }
    }

    /// The opening of a wrong set of squares (the details follow).
    pub const fn not_quite(self) -> &'static str {
        match self.lang {
            Lang::En => "Not quite.",
            Lang::Id => "Belum tepat.",
            Lang::Vi => "Chưa đúng.",
        }
    }

    /// Legal moves the learner left out.
    pub fn missing_legal_moves(self, missing: Bitboard) -> String {
        let list = list_squares(missing);
        match self.lang {
            Lang::En => format!("Legal moves you left out: {list}."),
            Lang::Id => format!("Langkah legal yang terlewat: {list}."),
            Lang::Vi => format!("Nước hợp lệ bạn còn thiếu: {list}."),
        }
    }

    /// Discs that flip too, which the learner left out.
    pub fn missing_flips(self, missing: Bitboard) -> String {
        let list = list_squares(missing);
        match self.lang {
            Lang::En => format!("These flip too: {list}."),
            Lang::Id => format!("Ini juga ikut dibalik: {list}."),
            Lang::Vi => format!("Những quân này cũng bị lật: {list}."),
        }
    }

    /// Squares the learner marked that do not flip.
    pub fn extra_flips(self, extra: Bitboard) -> String {
        let list = list_squares(extra);
        match self.lang {
            Lang::En => format!("These do not flip: {list}."),
            Lang::Id => format!("Ini tidak dibalik: {list}."),
            Lang::Vi => format!("Những ô này không bị lật: {list}."),
        }
    }

    /// Why the discs of a move flip: the heading of the enclosed rows.
    pub fn why_flips(self, square: Square, flips: Bitboard) -> String {
        let list = list_squares(flips);
        match self.lang {
            Lang::En => format!("{square} flips {list}:"),
            Lang::Id => format!("{square} membalik {list}:"),
            Lang::Vi => format!("{square} lật {list}:"),
        }
    }

    /// The wrong winner (or draw): the count and what it means.
    pub fn wrong_winner(self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        match self.lang {
            Lang::En => {
                format!("Not right: black has {black} discs and white has {white}, so {verdict}.")
            }
            Lang::Id => {
                format!("Belum tepat: hitam punya {black} bidak dan putih {white}, jadi {verdict}.")
            }
            Lang::Vi => {
                format!("Chưa đúng: đen có {black} quân còn trắng có {white}, nên {verdict}.")
            }
        }
    }

    /// The right winner with the wrong count.
    pub fn wrong_count(self, black: u32, white: u32) -> String {
        match self.lang {
            Lang::En => {
                format!("The winner is right, but the count is black {black}, white {white}.")
            }
            Lang::Id => {
                format!("Pemenangnya benar, tetapi hitungannya hitam {black}, putih {white}.")
            }
            Lang::Vi => format!("Đúng bên thắng, nhưng số quân là đen {black}, trắng {white}."),
        }
    }

    /// A wrong choice.
    pub const fn wrong_choice(self) -> &'static str {
        match self.lang {
            Lang::En => "That is not the right answer.",
            Lang::Id => "Itu bukan jawaban yang benar.",
            Lang::Vi => "Đó không phải câu trả lời đúng.",
        }
    }

    /// The square asked for, named: `Right: c6.`
    pub fn right_square(self, square: Square) -> String {
        match self.lang {
            Lang::En => format!("Right: {square}."),
            Lang::Id => format!("Benar: {square}."),
            Lang::Vi => format!("Đúng: {square}."),
        }
    }

    /// A square that is not the one asked for.
    pub fn wrong_square(self, square: Square) -> String {
        match self.lang {
            Lang::En => format!("{square} is not the square asked for."),
            Lang::Id => format!("{square} bukan kotak yang ditanyakan."),
            Lang::Vi => format!("{square} không phải là ô được hỏi."),
        }
    }

    /// The other side's scripted move.
    pub fn reply_played(self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, list) = (capitalize(self.color(player)), list_squares(flips));
        match self.lang {
            Lang::En => format!("{p} answers {square} and flips {list}."),
            Lang::Id => format!("{p} menjawab di {square} dan membalik {list}."),
            Lang::Vi => format!("{p} đáp lại ở {square} và lật {list}."),
        }
    }

    /// The other side's scripted pass.
    pub fn reply_passed(self, player: Color) -> String {
        let p = capitalize(self.color(player));
        match self.lang {
            Lang::En => format!("{p} has no legal move and passes."),
            Lang::Id => format!("{p} tidak punya langkah legal, jadi melewati giliran."),
            Lang::Vi => format!("{p} không còn nước hợp lệ nên bỏ lượt."),
        }
    }

    /// A scripted reply that does not fit the position the learner reached.
    pub fn reply_does_not_fit(self, reply: &str) -> String {
        match self.lang {
            Lang::En => format!(
                "(The lesson's prepared answer {reply} does not fit the position you reached, so the lesson goes on from the position it was written for.)"
            ),
            Lang::Id => format!(
                "(Jawaban {reply} yang disiapkan pelajaran tidak cocok dengan posisi yang kamu capai, jadi pelajaran berlanjut dari posisi aslinya.)"
            ),
            Lang::Vi => format!(
                "(Nước đáp {reply} soạn sẵn trong bài không hợp với thế cờ bạn vừa tạo, nên bài học tiếp tục từ thế cờ gốc.)"
            ),
        }
    }

    /// `pass` as a move in a sentence.
    pub const fn pass_word(self) -> &'static str {
        match self.lang {
            Lang::En => "pass",
            Lang::Id => "lewat (pass)",
            Lang::Vi => "bỏ lượt (pass)",
        }
    }

    /// A hint written in the lesson: `Hint: ...`.
    pub fn hint(self, text: &str) -> String {
        match self.lang {
            Lang::En => format!("Hint: {text}"),
            Lang::Id => format!("Petunjuk: {text}"),
            Lang::Vi => format!("Gợi ý: {text}"),
        }
    }

    /// A hint: how many legal moves there are.
    pub fn hint_legal_count(self, n: u32) -> String {
        self.hint(&match (self.lang, n) {
            (Lang::En, 1) => "There is 1 legal move.".to_string(),
            (Lang::En, _) => format!("There are {n} legal moves."),
            (Lang::Id, _) => format!("Ada {n} langkah legal."),
            (Lang::Vi, _) => format!("Có {n} nước hợp lệ."),
        })
    }

    /// A hint: how many discs a move flips.
    pub fn hint_flip_count(self, square: Square, n: u32) -> String {
        let n = self.discs(n);
        self.hint(&match self.lang {
            Lang::En => format!("{square} flips {n}."),
            Lang::Id => format!("{square} membalik {n}."),
            Lang::Vi => format!("{square} lật {n}."),
        })
    }

    /// A hint for a forced pass: look for any enclosing square.
    pub fn hint_look_for_a_move(self, player: Color) -> String {
        let o = self.color(player.opposite());
        self.hint(&match self.lang {
            Lang::En => {
                format!(
                    "Try each empty square next to a {o} disc: does any of them enclose a line?"
                )
            }
            Lang::Id => format!(
                "Coba setiap kotak kosong di sebelah bidak {o}: adakah yang mengapit satu garis?"
            ),
            Lang::Vi => {
                format!("Thử từng ô trống cạnh quân {o}: có ô nào kẹp được một đường không?")
            }
        })
    }

    /// A hint for a finished game: count.
    pub fn hint_count(self) -> String {
        self.hint(match self.lang {
            Lang::En => "Count the discs of each colour: more discs wins, equal counts are a draw.",
            Lang::Id => {
                "Hitung bidak tiap warna: yang lebih banyak menang, jumlah yang sama berarti seri."
            }
            Lang::Vi => "Đếm quân mỗi màu: bên nhiều quân hơn thắng, bằng nhau là hòa.",
        })
    }

    /// No hint to give.
    pub const fn no_hint(self) -> &'static str {
        match self.lang {
            Lang::En => "There is no hint for this step.",
            Lang::Id => "Tidak ada petunjuk untuk tahap ini.",
            Lang::Vi => "Bước này không có gợi ý.",
        }
    }
}
