//! Bahasa Indonesia: every interface string. Terms as in the rules documents: a
//! move is a `langkah`, a legal one `sah`, a lesson step a `tahap`, a disc a
//! `bidak`, passing `melewati giliran`, a draw `seri` (`remis` is understood too).

use super::coded::CodedStrings;
use super::list;
use super::strings::Strings;
use crate::course::ThemeKind;
use crate::engine::{Bitboard, Color, Move, Outcome, Square};
use crate::lang::Lang;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The Indonesian strings.
pub struct Indonesian;

impl Indonesian {
    /// The strings as the `.ftl` file says them, for the sentences built on them here.
    fn fluent(&self) -> &'static dyn Strings {
        super::strings_for(Lang::Id)
    }
}

impl CodedStrings for Indonesian {
    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => format!("{name} · {moves} langkah"),
            None => format!("{name} · bukan catatan partai"),
        }
    }

    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[("d3", "melangkah ke sebuah kotak")]
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        format!(
            "Ulasan {moves} langkah. Sejak {exact_from} kotak kosong, setiap langkah dinilai tepat oleh pemecah; langkah sebelumnya dinilai oleh pencarian tingkat 6, yang nilainya perkiraan (sekitar)."
        )
    }

    fn match_difference(&self, a: u8, b: u8, average: f64) -> String {
        let average = format!("{average:+.1}").replace('.', ",");
        format!("Rata-rata selisih bidak: {average} (tingkat {a} dikurangi tingkat {b}).")
    }

    fn match_time(&self, level: u8, average_ms: f64, longest_ms: f64) -> String {
        let (average, longest) = (format!("{average_ms:.2}"), format!("{longest_ms:.1}"));
        format!(
            "Tingkat {level}: rata-rata {} ms per langkah, paling lama {} ms.",
            average.replace('.', ","),
            longest.replace('.', ",")
        )
    }

    fn game_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Game(GameCommand::Undo) => {
                "membatalkan langkah terakhirmu (melawan komputer, jawabannya juga)"
            }
            Command::Game(GameCommand::Redo) => "memainkan lagi langkah yang dibatalkan",
            Command::Game(GameCommand::Explain) => {
                "menjelaskan langkah terakhir: garis-garis yang diapitnya; sekali lagi: langkah sebelumnya"
            }
            Command::Game(GameCommand::Dots) => "menandai atau menyembunyikan langkah sah (*)",
            Command::Game(GameCommand::Save) => {
                "menyimpan catatan partai (folder data, atau file --save)"
            }
            Command::Game(GameCommand::Load) => {
                "melanjutkan partai yang disimpan (dari folder data)"
            }
            Command::Game(GameCommand::NewGame) => {
                "memulai partai berikutnya (warna bertukar, jika dipilih)"
            }
            Command::Game(GameCommand::Replay) => {
                "menelusuri partai yang sudah selesai langkah demi langkah"
            }
            Command::Game(GameCommand::Review) => "menilai tiap langkah partai yang sudah selesai",
            Command::Quit => {
                "keluar; partai yang belum selesai disimpan, dan Bermain menawarkan untuk melanjutkannya"
            }
            other => self.key_help(other),
        }
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("Tahap ini meminta salah satu dari {}.", list(moves))
        } else {
            format!("Tahap ini meminta {}.", list(moves))
        }
    }

    fn reply_does_not_fit(&self, reply: Move) -> String {
        let reply = match reply {
            Move::Play(sq) => sq.to_string(),
            Move::Pass => "melewati giliran".to_string(),
        };
        format!(
            "(Pelajaran menyiapkan jawaban {reply}, tetapi jawaban itu tidak cocok dengan posisi yang kamu capai, jadi pelajaran berlanjut dari posisi yang disiapkannya.)"
        )
    }

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "untuk bermain lagi melawan komputer".to_string(),
            Offer::Review => "untuk meninjau partai ini langkah demi langkah".to_string(),
            Offer::Practice(kind) => format!(
                "untuk {PRACTICE_PUZZLES} teka-teki tentang isi pelajaran ini ({})",
                self.fluent().theme_title(kind)
            ),
            Offer::RulesQuiz => {
                "untuk kuis aturan: satu tugas dari setiap pelajaran sebelum ini".to_string()
            }
        }
    }

    fn offer_keys(&self, offers: &[String], leave: &str) -> String {
        format!(
            "Tekan {}, {leave} untuk daftar pelajaran.",
            offers.join(", ")
        )
    }

    fn offer_command(&self, offer: Offer, record: &str) -> String {
        match offer {
            Offer::Play => "Untuk bermain lagi: reversi-tutor play.".to_string(),
            Offer::Review => format!(
                "Untuk meninjau partai ini langkah demi langkah: reversi-tutor review {record}"
            ),
            Offer::Practice(kind) => format!(
                "Untuk berlatih isi pelajaran ini: reversi-tutor puzzles --theme {} --count {PRACTICE_PUZZLES}",
                self.theme_word(kind)
            ),
            Offer::RulesQuiz => "Untuk mengikuti kuis aturan: reversi-tutor quiz".to_string(),
        }
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "tidak ada pelajaran `{id}`; pelajaran yang ada: {}",
            known.join(", ")
        )
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "kiri atas",
            Quarter::TopRight => "kanan atas",
            Quarter::BottomLeft => "kiri bawah",
            Quarter::BottomRight => "kanan bawah",
        };
        self.fluent().hint(&format!(
            "lihat seperempat papan bagian {name} ({from} sampai {to})."
        ))
    }

    fn trainer_heading(&self, mode: Mode, theme: Option<&str>) -> String {
        let base = match (mode, theme) {
            (Mode::Theme, None) => "Teka-teki per tema, satu tema demi satu tema",
            (Mode::Theme, Some(_)) => "Teka-teki per tema",
            (Mode::Rated, _) => "Teka-teki berperingkat, dipilih dekat ratingmu",
            (Mode::Streak, _) => {
                "Teka-teki beruntun: mulai dari yang termudah, dan satu kesalahan mengakhiri rangkaian"
            }
            (Mode::Review, _) => "Ulangan: teka-teki yang perlu diulang hari ini",
            (Mode::Retry, _) => "Coba lagi: teka-teki yang salah hari ini, sekarang juga",
        };
        match theme {
            Some(theme) => format!("{base} ({theme})"),
            None => base.to_string(),
        }
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Ratingmu: {before} → {after} ({:+}).", after - before)
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.fluent().color(opponent);
        format!(
            "Setelah {square}, {o} masih punya {moves} langkah sah, jadi {o} tidak harus melewati giliran."
        )
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => format!(
                "langkah itu kalah dengan selisih {}",
                self.fluent().discs(greedy_score.unsigned_abs())
            ),
            std::cmp::Ordering::Equal => "langkah itu hanya seri".to_string(),
            std::cmp::Ordering::Greater => format!(
                "langkah itu hanya menang dengan selisih {}",
                self.fluent().discs(greedy_score.unsigned_abs())
            ),
        };
        format!(
            "Jika kedua pihak bermain sebaik mungkin, kamu menang dengan selisih {}. Langkah rakus {greedy} membalik paling banyak, {}, tetapi {greedy_result}.",
            self.fluent().discs(score.unsigned_abs()),
            self.fluent().discs(flips)
        )
    }

    fn fewer_stable(&self, square: Square, stable: u32, most: u32) -> String {
        format!("Sesudah {square}, bidak stabilmu ada {stable}; langkah lain menghasilkan {most}.")
    }

    fn flips_frontier(&self, square: Square, loud: Bitboard) -> String {
        format!(
            "Sesudah {square}, {} masih bersentuhan dengan kotak kosong: itu bidak perbatasan, jadi langkah ini bukan langkah tenang.",
            list(loud)
        )
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
            std::cmp::Ordering::Greater => format!(
                "{p} menang dengan selisih {}",
                self.fluent().discs(score.unsigned_abs())
            ),
            std::cmp::Ordering::Equal => "hasilnya seri".to_string(),
            std::cmp::Ordering::Less => format!(
                "{p} kalah dengan selisih {}",
                self.fluent().discs(score.unsigned_abs())
            ),
        };
        match reply {
            None => format!("Setelah {square}, partai selesai: {result}."),
            Some(Move::Pass) => format!(
                "Setelah {square}, {o} harus melewati giliran; jika kedua pihak bermain sebaik mungkin, {result}."
            ),
            Some(Move::Play(reply)) => format!(
                "Setelah {square}, balasan terbaik {o} adalah {reply}; jika kedua pihak bermain sebaik mungkin, {result}."
            ),
        }
    }

    fn best_line(&self, moves: &[Move], black: u32, white: u32) -> String {
        let moves: Vec<String> = moves
            .iter()
            .map(|m| match m {
                Move::Play(sq) => sq.to_string(),
                Move::Pass => "lewat".to_string(),
            })
            .collect();
        let winner = Outcome {
            black,
            white,
            empty: 0,
        }
        .winner();
        format!(
            "Permainan terbaik kedua pihak: {}. Hitungan akhir: hitam {black}, putih {white}: {}.",
            moves.join(" "),
            self.fluent().verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("Jawabannya: {}.", list(answers)),
            _ => format!("Jawaban yang benar: {}.", list(answers)),
        }
    }

    fn outcome_words(&self) -> &'static [(&'static str, Option<Color>)] {
        &[
            ("hitam", Some(Color::Black)),
            ("h", Some(Color::Black)),
            ("putih", Some(Color::White)),
            ("p", Some(Color::White)),
            ("seri", None),
            ("remis", None),
        ]
    }

    fn answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("d3", "melangkah ke satu kotak"),
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
        ]
    }

    fn disc_letters(&self) -> (char, char) {
        ('H', 'P')
    }

    fn key_word(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => "lanjut",
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => "kembali",
            Command::Lesson(LessonCommand::Retry) => "coba lagi",
            Command::Lesson(LessonCommand::Skip) => "lewati",
            Command::Lesson(LessonCommand::Hint) => "petunjuk",
            Command::Lesson(LessonCommand::Reveal) => "jawaban",
            Command::Help => "tombol",
            Command::Quit => "keluar",
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
                "lanjut ke tahap berikutnya"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "kembali satu tahap"
            }
            Command::Lesson(LessonCommand::Retry) => "coba lagi tahap ini dari awal",
            Command::Lesson(LessonCommand::Skip) => "lewati tahap ini",
            Command::Lesson(LessonCommand::Hint) => "petunjuk",
            Command::Lesson(LessonCommand::Reveal) => "tunjukkan jawabannya",
            Command::Help => "daftar tombol ini",
            Command::Quit => "keluar, kemajuanmu disimpan",
            game => self.fluent().command_help(game),
        }
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("otomatis {seconds} detik"),
            (true, true) => format!("otomatis {seconds} detik, setelah jawaban ditunjukkan"),
            (false, _) => format!("otomatis mati ({seconds} detik)"),
        }
    }

    fn theme_word(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => "langkah-sah",
            ThemeKind::PredictFlips => "tebak-balikan",
            ThemeKind::MaxFlips => "balik-terbanyak",
            ThemeKind::Directions => "banyak-arah",
            ThemeKind::ForcePass => "paksa-lewat",
            ThemeKind::Wipeout => "habisi",
            ThemeKind::EndNow => "akhiri-sekarang",
            ThemeKind::Corner => "sudut",
            ThemeKind::AvoidXSquare => "hindari-kotak-x",
            ThemeKind::Stable => "bidak-stabil",
            ThemeKind::FewerIsMore => "sedikit-lebih-baik",
            ThemeKind::MinMobility => "langkah-tersedikit",
            ThemeKind::QuietMove => "langkah-tenang",
            ThemeKind::EndgameWin => "akhir-menang",
            ThemeKind::EndgameBest => "akhir-terbaik",
            ThemeKind::Opening => "pembukaan",
        }
    }

    // An install (`completions`, `man`).
    // Printable worksheets (`print`).
}
