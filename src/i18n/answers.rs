//! The words of nudges (what a wrong answer did, without the answer), of answers
//! shown after a second miss or on request, and of the session commands.

use super::{Lang, Ui, capitalize};
use crate::engine::{Bitboard, Color, list_squares};
use crate::runner::Command;

impl Ui {
    /// A pass refused, without naming the moves: `Black may not pass: ...`.
    pub fn pass_refused_count(self, player: Color, moves: u32) -> String {
        let p = capitalize(self.color(player));
        match (self.lang, moves) {
            (Lang::En, 1) => format!(
                "{p} may not pass: there is a legal move on the board, and a player who can move must move."
            ),
            (Lang::En, n) => format!(
                "{p} may not pass: there are {n} legal moves on the board, and a player who can move must move."
            ),
            (Lang::Id, n) => format!(
                "{p} tidak boleh melewati giliran: masih ada {n} langkah sah, dan pemain yang bisa melangkah wajib melangkah."
            ),
            (Lang::Vi, n) => format!(
                "{p} không được bỏ lượt: trên bàn vẫn còn {n} nước hợp lệ, mà còn nước thì phải đi."
            ),
        }
    }

    /// How many legal moves a set left out.
    pub fn missing_legal_count(self, n: u32) -> String {
        match (self.lang, n) {
            (Lang::En, 1) => "One legal move is missing.".to_string(),
            (Lang::En, n) => format!("{n} legal moves are missing."),
            (Lang::Id, n) => format!("Masih kurang {n} langkah sah."),
            (Lang::Vi, n) => format!("Còn thiếu {n} nước hợp lệ."),
        }
    }

    /// How many flipped discs a set left out.
    pub fn missing_flip_count(self, n: u32) -> String {
        match (self.lang, n) {
            (Lang::En, 1) => "One more disc flips.".to_string(),
            (Lang::En, n) => format!("{n} more discs flip."),
            (Lang::Id, n) => format!("Masih ada {n} bidak lagi yang dibalik."),
            (Lang::Vi, n) => format!("Còn {n} quân nữa bị lật."),
        }
    }

    /// The right winner, the wrong count.
    pub const fn count_again(self) -> &'static str {
        match self.lang {
            Lang::En => "The winner is right, but the count is not: count each colour again.",
            Lang::Id => {
                "Pemenangnya benar, tetapi hitungannya belum: hitung lagi bidak tiap warna."
            }
            Lang::Vi => "Đúng bên thắng, nhưng số quân chưa đúng: hãy đếm lại quân mỗi màu.",
        }
    }

    /// The wrong winner.
    pub const fn winner_again(self) -> &'static str {
        match self.lang {
            Lang::En => "That is not the result: count the discs of each colour again.",
            Lang::Id => "Hasilnya bukan itu: hitung lagi bidak tiap warna.",
            Lang::Vi => "Kết quả không phải vậy: hãy đếm lại quân của mỗi màu.",
        }
    }

    /// The answer to a find-every-move step.
    pub fn answer_all_legal(self, moves: Bitboard) -> String {
        let list = list_squares(moves);
        match self.lang {
            Lang::En => format!("The legal moves are {list}."),
            Lang::Id => format!("Langkah yang sah: {list}."),
            Lang::Vi => format!("Các nước hợp lệ là {list}."),
        }
    }

    /// The answer to a pass step.
    pub fn answer_pass(self, player: Color) -> String {
        let p = capitalize(self.color(player));
        match self.lang {
            Lang::En => format!("{p} has no legal move, so {p} must pass."),
            Lang::Id => format!("{p} tidak punya langkah sah, jadi harus melewati giliran."),
            Lang::Vi => format!("{p} không có nước hợp lệ nào, nên phải bỏ lượt."),
        }
    }

    /// The answer to a who-won step.
    pub fn answer_outcome(self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        match self.lang {
            Lang::En => format!("Black has {black} discs and white has {white}: {verdict}."),
            Lang::Id => format!("Hitam punya {black} bidak dan putih {white}: {verdict}."),
            Lang::Vi => format!("Đen có {black} quân, trắng có {white}: {verdict}."),
        }
    }

    /// The answer to a multiple-choice step (counting from 1).
    pub fn answer_choice(self, number: usize) -> String {
        match self.lang {
            Lang::En => format!("The right answer is number {number}."),
            Lang::Id => format!("Jawaban yang benar adalah nomor {number}."),
            Lang::Vi => format!("Câu trả lời đúng là số {number}."),
        }
    }

    /// `reveal` where there is nothing to reveal.
    pub const fn nothing_to_reveal(self) -> &'static str {
        match self.lang {
            Lang::En => "There is no answer to show here.",
            Lang::Id => "Tidak ada jawaban untuk ditunjukkan di sini.",
            Lang::Vi => "Ở đây không có đáp án nào để xem.",
        }
    }

    /// The words that give a command, long form first, then the short forms. The
    /// English words work in every language.
    pub const fn command_words(self, command: Command) -> &'static [&'static str] {
        match (self.lang, command) {
            (_, Command::Next) => &["next", "n"],
            (_, Command::Back) => &["back", "b"],
            (_, Command::Skip) => &["skip", "s"],
            (_, Command::Hint) => &["hint", "h"],
            (_, Command::Reveal) => &["reveal", "r"],
            (_, Command::Help) => &["help", "?"],
            (_, Command::Quit) => &["quit", "q", "exit"],
        }
    }

    /// What a command does, for the help.
    pub const fn command_help(self, command: Command) -> &'static str {
        match (self.lang, command) {
            (Lang::En, Command::Next) => "go on (also an empty line)",
            (Lang::En, Command::Back) => "go back one step",
            (Lang::En, Command::Skip) => "skip this step",
            (Lang::En, Command::Hint) => "a hint",
            (Lang::En, Command::Reveal) => "show the answer",
            (Lang::En, Command::Help) => "this list",
            (Lang::En, Command::Quit) => "leave the lesson",
            (Lang::Id, Command::Next) => "lanjut (juga baris kosong)",
            (Lang::Id, Command::Back) => "kembali satu tahap",
            (Lang::Id, Command::Skip) => "lewati tahap ini",
            (Lang::Id, Command::Hint) => "petunjuk",
            (Lang::Id, Command::Reveal) => "tunjukkan jawabannya",
            (Lang::Id, Command::Help) => "daftar ini",
            (Lang::Id, Command::Quit) => "keluar dari pelajaran",
            (Lang::Vi, Command::Next) => "tiếp tục (hoặc một dòng trống)",
            (Lang::Vi, Command::Back) => "lùi lại một bước",
            (Lang::Vi, Command::Skip) => "bỏ qua bước này",
            (Lang::Vi, Command::Hint) => "gợi ý",
            (Lang::Vi, Command::Reveal) => "xem đáp án",
            (Lang::Vi, Command::Help) => "danh sách này",
            (Lang::Vi, Command::Quit) => "rời bài học",
        }
    }

    /// The heading of the help.
    pub const fn commands_heading(self) -> &'static str {
        match self.lang {
            Lang::En => "Commands:",
            Lang::Id => "Perintah:",
            Lang::Vi => "Các lệnh:",
        }
    }

    /// The forms an answer takes, with what each is for.
    pub const fn answer_forms(self) -> &'static [(&'static str, &'static str)] {
        match self.lang {
            Lang::En => &[
                ("d3", "play a square"),
                (
                    "d3 e6 f4",
                    "several squares (every legal move, or the discs that flip)",
                ),
                ("pass", "pass the turn"),
                (
                    "black 40 24",
                    "who won (black, white or draw), with the count if you like",
                ),
                ("1, 2, ...", "the number of an answer"),
            ],
            Lang::Id => &[
                ("d3", "melangkah di satu kotak"),
                (
                    "d3 e6 f4",
                    "beberapa kotak (semua langkah sah, atau bidak yang dibalik)",
                ),
                ("pass, lewat", "melewati giliran"),
                (
                    "hitam 40 24",
                    "siapa yang menang (hitam, putih, atau seri), boleh dengan hitungannya",
                ),
                ("1, 2, ...", "nomor jawaban"),
            ],
            Lang::Vi => &[
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
            ],
        }
    }

    /// The letters of the two colours of disc, for `--ascii`: the first letter of
    /// each colour's name (`B`/`W`, `H`/`P`, `Đ`/`T`).
    pub const fn disc_letters(self) -> (char, char) {
        match self.lang {
            Lang::En => ('B', 'W'),
            Lang::Id => ('H', 'P'),
            Lang::Vi => ('Đ', 'T'),
        }
    }
}
