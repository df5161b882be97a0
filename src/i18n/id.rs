//! Bahasa Indonesia: every interface string. Terms as in the rules documents: a
//! move is a `langkah`, a legal one `sah`, a lesson step a `tahap`, a disc a
//! `bidak`, passing `melewati giliran`, a draw `seri` (`remis` is understood too).

use super::strings::Strings;
use super::{capitalize, list};
use crate::course::ThemeKind;
use crate::course::opening::OpeningLine;
use crate::engine::search::Level;
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, Move, Outcome, Square};
use crate::runner::game::EndReason;
use crate::runner::review::Reason;
use crate::runner::{Command, GameCommand, LessonCommand, Mode, Offer, PRACTICE_PUZZLES, Quarter};

/// The Indonesian strings.
pub struct Indonesian;

impl Strings for Indonesian {
    fn color(&self, color: Color) -> &'static str {
        match color {
            Color::Black => "hitam",
            Color::White => "putih",
        }
    }

    fn direction(&self, direction: Direction) -> &'static str {
        match direction {
            Direction::Up => "atas",
            Direction::Down => "bawah",
            Direction::Left => "kiri",
            Direction::Right => "kanan",
            Direction::UpLeft => "kiri atas",
            Direction::UpRight => "kanan atas",
            Direction::DownLeft => "kiri bawah",
            Direction::DownRight => "kanan bawah",
        }
    }

    fn discs(&self, n: u32) -> String {
        format!("{n} bidak")
    }

    fn steps(&self, n: usize) -> String {
        format!("{n} tahap")
    }

    fn verdict(&self, winner: Option<Color>) -> String {
        match winner {
            Some(c) => format!("{} menang", self.color(c)),
            None => "seri".to_string(),
        }
    }

    fn line(&self, line: &Line, player: Color) -> String {
        let (me, them) = (self.color(player), self.color(player.opposite()));
        match line.outcome {
            LineOutcome::Edge => "langsung bertemu tepi papan".to_string(),
            LineOutcome::Empty(sq) => format!("bertemu kotak kosong {sq}"),
            LineOutcome::OwnDiscFirst(sq) => {
                format!("langsung bertemu bidak {me} sendiri di {sq}, jadi tidak ada yang diapit")
            }
            LineOutcome::Open { end: Some(end), .. } => format!(
                "ada {them} di {}, lalu kotak kosong {end}: garisnya terbuka",
                list(line.squares())
            ),
            LineOutcome::Open { end: None, .. } => {
                format!(
                    "ada {them} di {}, lalu tepi papan: garisnya terbuka",
                    list(line.squares())
                )
            }
            LineOutcome::Encloses { closed_by, .. } => format!(
                "mengapit {them} di {}, ditutup oleh {me} di {closed_by}",
                list(line.squares())
            ),
        }
    }

    fn to_move(&self, player: Color, black: u32, white: u32) -> String {
        let p = self.color(player);
        format!("Giliran {p}. Hitam {black}, putih {white}.")
    }

    fn to_move_uncounted(&self, player: Color) -> String {
        format!("Giliran {}.", self.color(player))
    }

    fn disc_count(&self, black: u32, white: u32) -> String {
        format!("Hitam {black}, putih {white}.")
    }

    fn game_over(&self) -> &'static str {
        "Partai selesai: kedua pihak tidak bisa melangkah."
    }

    fn legal_moves(&self, moves: Bitboard) -> String {
        format!("Langkah sah (*): {}", list(moves))
    }

    fn no_legal_move(&self, player: Color) -> String {
        format!(
            "{} tidak punya langkah sah.",
            capitalize(self.color(player))
        )
    }

    fn marked(&self, squares: Bitboard) -> String {
        format!("Ditandai: {}", list(squares))
    }

    fn legend(&self, black: char, white: char) -> String {
        format!("{black} hitam, {white} putih, . kosong, * langkah sah, + kotak yang ditandai")
    }

    fn move_is_legal(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!(
            "{p} {square} adalah langkah sah: membalik {n} ({}).",
            list(flips)
        )
    }

    fn board_after(&self, square: Square, to_move: Color) -> String {
        format!("Papan sesudah {square} (giliran {}):", self.color(to_move))
    }

    fn board_now(&self, to_move: Color) -> String {
        format!("Papan (giliran {}):", self.color(to_move))
    }

    fn legal_move_count(&self, player: Color, n: u32) -> String {
        format!("Giliran {}: {n} langkah sah.", self.color(player))
    }

    fn flips_list(&self, flips: Bitboard) -> String {
        format!("membalik {}", list(flips))
    }

    fn must_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "Giliran {p}, tetapi {p} tidak punya langkah sah dan harus melewati giliran; lalu {o} melangkah."
        )
    }

    fn final_count(&self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String {
        let (over, verdict) = (self.game_over(), self.verdict(winner));
        format!("{over} Hitam {black}, putih {white}, {empty} kosong: {verdict}.")
    }

    fn final_count_to_winner(&self, black: u32, white: u32, empty: u32, winner: Color) -> String {
        let (over, verdict, w) = (
            self.game_over(),
            self.verdict(Some(winner)),
            self.color(winner),
        );
        format!(
            "{over} Hitam {black}, putih {white}, dengan {empty} kotak kosong dihitung untuk {w}: {verdict}."
        )
    }

    fn nothing_to_explain(&self) -> &'static str {
        "Tidak ada langkah untuk dijelaskan: permainan sudah selesai."
    }

    fn record_move_refused(&self, number: usize, at: usize, mv: Move, why: &str) -> String {
        format!("langkah ke-{number} ({mv}, karakter ke-{at}): {why}")
    }

    fn level_line(&self, level: Level) -> &'static str {
        match level {
            Level::Random => "Tingkat 1: memainkan langkah sah apa saja, secara acak.",
            Level::MostFlips => {
                "Tingkat 2: membalik bidak sebanyak mungkin, kesalahan klasik pemula; hanya sudut yang didahulukan."
            }
            Level::CornersAndEdges => {
                "Tingkat 3: mendahulukan sudut dan tepi, dan menghindari langkah yang membuka sudut untukmu."
            }
            Level::Mobility => {
                "Tingkat 4: melihat tiga langkah ke depan, menghitung banyaknya langkah tiap pihak (mobilitas) dan sudut."
            }
            Level::Strong => {
                "Tingkat 5: melihat lima langkah ke depan dan menimbang mobilitas, sudut, bidak stabil, dan paritas; sempurna sejak 16 kotak kosong."
            }
            Level::Deep => {
                "Tingkat 6: seperti tingkat 5, delapan langkah ke depan; sempurna sejak 20 kotak kosong."
            }
        }
    }

    fn game_against_computer(&self, number: usize, learner: Color, level: u8) -> String {
        let p = self.color(learner);
        format!("Partai {number}: kamu memegang {p} melawan komputer tingkat {level}.")
    }

    fn game_two_players(&self, number: usize, player_one: Color) -> String {
        let (one, two) = (self.color(player_one), self.color(player_one.opposite()));
        format!("Partai {number}: dua pemain, satu papan; pemain 1 {one}, pemain 2 {two}.")
    }

    fn person_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (capitalize(self.color(player)), self.discs(flips.len()));
        format!(
            "{p} melangkah ke {square} dan membalik {n}: {}.",
            list(flips)
        )
    }

    fn computer_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!(
            "Komputer ({p}) melangkah ke {square} dan membalik {n}: {}.",
            list(flips)
        )
    }

    fn time_up(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!("Waktu {p} habis: langkah sah acak {square} dimainkan sebagai gantinya.")
    }

    fn forced_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "{} tidak punya langkah sah: tidak ada kotak kosong yang mengapit bidak {o}. {} melewati giliran, dan {o} melangkah lagi.",
            capitalize(p),
            capitalize(p)
        )
    }

    fn game_ended(&self, reason: EndReason) -> String {
        match reason {
            EndReason::BoardFull => "Partai selesai: papan sudah penuh.".to_string(),
            EndReason::NoMoves => {
                "Partai selesai: kedua pihak tidak bisa melangkah, meskipun masih ada kotak kosong."
                    .to_string()
            }
            EndReason::WipeOut { wiped } => format!(
                "Partai selesai: bidak {} habis, tidak tersisa satu pun.",
                self.color(wiped)
            ),
        }
    }

    fn game_result(&self, black: u32, white: u32, winner: Option<Color>) -> String {
        format!("Hitam {black}, putih {white}: {}.", self.verdict(winner))
    }

    fn tally(&self, seat: usize, other: usize, draws: usize, against_computer: bool) -> String {
        if against_computer {
            format!("Partai sejauh ini: kamu menang {seat}, komputer menang {other}, seri {draws}.")
        } else {
            format!(
                "Partai sejauh ini: pemain 1 menang {seat}, pemain 2 menang {other}, seri {draws}."
            )
        }
    }

    fn undone(&self, moves: usize) -> String {
        format!("{moves} langkah dibatalkan.")
    }

    fn nothing_to_undo(&self) -> &'static str {
        "Tidak ada langkahmu yang bisa dibatalkan."
    }

    fn redone(&self, moves: usize) -> String {
        format!("{moves} langkah dimainkan lagi.")
    }

    fn nothing_to_redo(&self) -> &'static str {
        "Tidak ada langkah yang bisa dimainkan lagi."
    }

    fn not_your_turn(&self) -> &'static str {
        "Sekarang giliran komputer."
    }

    fn game_is_over(&self) -> &'static str {
        "Partai sudah selesai: ketik baru untuk partai berikutnya, atau urungkan untuk membatalkan langkah."
    }

    fn replaying(&self) -> &'static str {
        "Partai sedang diputar ulang: ketik putar ulang untuk berhenti, atau baru untuk partai berikutnya."
    }

    fn last_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!("Langkah terakhir: {p} melangkah ke {square} dan membalik {n}:")
    }

    fn no_move_yet(&self) -> &'static str {
        "Belum ada bidak yang diletakkan dalam partai ini."
    }

    fn saved_to(&self, path: &str) -> String {
        format!("Partai disimpan di {path}.")
    }

    fn not_saved(&self, path: &str, why: &str) -> String {
        format!("Partai tidak bisa disimpan di {path}: {why}")
    }

    fn game_record(&self, record: &str) -> String {
        format!("Catatan partai: {record} (simpan FILE menyimpannya di sebuah file).")
    }

    fn loaded(&self, path: &str, moves: usize) -> String {
        format!("{path} dimuat: {moves} langkah.")
    }

    fn not_loaded(&self, path: &str, why: &str) -> String {
        format!("{path} tidak bisa dimuat: {why}")
    }

    fn load_what(&self) -> &'static str {
        "Ketik muat dan nama file, misalnya: muat partai.txt"
    }

    fn saved_games_heading(&self) -> &'static str {
        "Partai yang disimpan, yang terbaru di atas:"
    }

    fn saved_game_row(&self, name: &str, moves: Option<usize>) -> String {
        match moves {
            Some(moves) => format!("{name} · {moves} langkah"),
            None => format!("{name} · bukan catatan partai"),
        }
    }

    fn prompt_load_keys(&self, choose: &str, load: &str, back: &str) -> String {
        format!(
            "Pilih partai dengan {choose} lalu tekan {load} untuk melanjutkannya; {back} kembali ke partai ini."
        )
    }

    fn no_saved_games(&self, folder: Option<&str>, save: &str) -> String {
        match folder {
            Some(folder) => format!("Belum ada partai yang disimpan di {folder}: tekan {save} saat bermain untuk menyimpannya."),
            None => "Tidak ada folder data untuk menyimpan partai: play --record FILE melanjutkan partai yang disimpan.".to_string(),
        }
    }

    fn dots_shown(&self, on: bool) -> &'static str {
        if on {
            "Langkah sah ditandai dengan *."
        } else {
            "Langkah sah tidak ditandai lagi."
        }
    }

    fn replay_start(&self, moves: usize) -> String {
        format!("Putar ulang partai ({moves} langkah), dari posisi awal.")
    }

    fn replay_move(&self, index: usize, total: usize, player: Color, mv: Move) -> String {
        let p = self.color(player);
        match mv {
            Move::Play(square) => {
                format!("Langkah {index} dari {total}: {p} melangkah ke {square}.")
            }
            Move::Pass => format!("Langkah {index} dari {total}: {p} melewati giliran."),
        }
    }

    fn replay_at_end(&self) -> &'static str {
        "Itu langkah terakhir: ketik kembali untuk langkah sebelumnya, atau putar ulang untuk berhenti."
    }

    fn replay_when_over(&self) -> &'static str {
        "Partai bisa diputar ulang setelah selesai."
    }

    fn time_left(&self, seconds: u64) -> String {
        format!("Sisa waktu untuk langkah ini: {seconds} detik.")
    }

    fn timer_rule(&self, seconds: Option<u64>) -> String {
        let rule = "jika waktu satu langkah habis, langkah sah acak dimainkan untuk pemain itu";
        match seconds {
            Some(s) => format!("Batas waktu giliran: {s} detik per langkah; {rule}."),
            None => format!(
                "Tanpa batas waktu giliran (play --timer 30 atau --timer 60 memasangnya; {rule})."
            ),
        }
    }

    fn prompt_your_move(&self, player: Color) -> String {
        let p = self.color(player);
        format!(
            "Langkahmu ({p}): ketik satu kotak, misalnya d3, atau bantuan untuk daftar perintah."
        )
    }

    fn prompt_players_move(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Giliran {p}: ketik satu kotak, misalnya d3, atau bantuan untuk daftar perintah.")
    }

    fn prompt_game_over(&self) -> &'static str {
        "Ketik baru untuk partai berikutnya, putar ulang untuk menelusuri partai ini, ulas untuk melihat langkah yang merugikan, simpan untuk menyimpannya, atau keluar."
    }

    fn prompt_replay(&self) -> &'static str {
        "Enter: langkah berikutnya; kembali: langkah sebelumnya; putar ulang: berhenti."
    }

    fn play_answer_forms(&self) -> &'static [(&'static str, &'static str)] {
        &[("d3", "melangkah ke sebuah kotak")]
    }

    fn review_heading(&self, moves: usize, exact_from: u32) -> String {
        format!(
            "Ulasan {moves} langkah. Sejak {exact_from} kotak kosong, setiap langkah dinilai tepat oleh pemecah; langkah sebelumnya dinilai oleh pencarian tingkat 6, yang nilainya perkiraan (sekitar)."
        )
    }

    fn review_move(&self, number: usize, player: Color, played: Square) -> String {
        format!("Langkah {number}: {} ke {played}.", self.color(player))
    }

    fn review_loss(&self, kept: i32, best: i32, better: Square, exact: bool) -> String {
        let lost = self.discs((best - kept).unsigned_abs());
        if exact {
            format!(
                "Hasilnya {kept:+}, padahal {best:+} bisa dicapai dengan {better}: rugi {lost}."
            )
        } else {
            format!(
                "Hasilnya sekitar {kept:+}, padahal sekitar {best:+} bisa dicapai dengan {better}: rugi sekitar {lost}."
            )
        }
    }

    fn review_reason(&self, reason: Reason, opponent: Color, better: Square) -> String {
        let o = self.color(opponent);
        match reason {
            Reason::CornerGivenAway { corner } => format!(
                "Langkah itu membiarkan {o} mengambil sudut {corner}; setelah {better}, {o} tidak bisa."
            ),
            Reason::BesideEmptyCorner { corner } => format!(
                "Langkah itu meletakkan bidak di sebelah sudut kosong {corner}, yang nanti bisa diambil {o}."
            ),
            Reason::MobilityLost {
                theirs,
                after_better,
            } => format!(
                "Langkah itu menyisakan {theirs} langkah bagi {o}; {better} hanya menyisakan {after_better}."
            ),
            Reason::Parity {
                region,
                better_region,
            } => format!(
                "Paritas: langkah itu masuk ke wilayah {region} kotak kosong, jumlah genap; {better} masuk ke wilayah {better_region} kotak, jumlah ganjil, tempat langkah terakhir sering menguntungkan."
            ),
        }
    }

    fn reason_unseen(&self, exact: bool) -> &'static str {
        if exact {
            "Tidak ada aturan sederhana yang menjelaskannya: hitungan tepat akhir partai yang menunjukkannya."
        } else {
            "Tidak ada aturan sederhana yang menjelaskannya: pencarian melihatnya beberapa langkah ke depan."
        }
    }

    fn review_summary(&self, best_kept: usize, moves: usize) -> String {
        format!("{best_kept} dari {moves} langkah mempertahankan hasil terbaik.")
    }

    fn review_clean(&self) -> &'static str {
        "Tidak ada langkah yang merugikan."
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
            "Tingkat {a} melawan tingkat {b}, {games} partai: tingkat {a} menang {wins}, kalah {losses}, seri {draws}."
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

    fn menu_play(&self) -> &'static str {
        "Bermain"
    }

    fn setup_names(&self) -> &'static [&'static str] {
        &[
            "Lawan",
            "Tingkat",
            "Warnamu",
            "Titik langkah sah",
            "Batas waktu giliran",
            "Tukar warna setelah tiap partai",
        ]
    }

    fn opponent_name(&self, computer: bool) -> &'static str {
        if computer {
            "komputer"
        } else {
            "dua orang, satu papan"
        }
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!("{s} detik"),
            None => "mati".to_string(),
        }
    }

    fn timer_help(&self, seconds: Option<u64>) -> String {
        match seconds {
            Some(s) => format!(
                "Batas waktu giliran: {s} detik per langkah. Jika waktunya habis, langkah sah acak dimainkan untuk pemain yang sedang melangkah."
            ),
            None => "Tanpa batas waktu giliran. Dengan batas waktu (30 atau 60 detik per langkah), langkah sah acak dimainkan untuk pemain yang waktunya habis.".to_string(),
        }
    }

    fn act_start(&self) -> &'static str {
        "mulai"
    }

    fn act_home(&self) -> &'static str {
        "beranda"
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

    fn prompt_move_keys(&self, player: Color, yours: bool, play: &str) -> String {
        let p = self.color(player);
        if yours {
            format!("Langkahmu ({p}): ketik satu kotak lalu tekan {play}, atau klik kotaknya.")
        } else {
            format!("Giliran {p}: ketik satu kotak lalu tekan {play}, atau klik kotaknya.")
        }
    }

    fn computer_thinking(&self) -> &'static str {
        "Komputer sedang berpikir…"
    }

    fn prompt_over_keys(&self, new: &str, replay: &str, review: &str, save: &str) -> String {
        format!(
            "Partai selesai: {new} partai berikutnya, {replay} putar ulang langkah demi langkah, {review} ulas langkah-langkahmu, {save} simpan catatannya."
        )
    }

    fn prompt_replay_keys(&self, steps: &str, back: &str) -> String {
        format!("{steps} langkah sebelum atau sesudahnya; {back} kembali ke akhir partai.")
    }

    fn record_not_saved(&self, record: &str) -> String {
        format!("Tidak ada folder data untuk menyimpan. Catatan partai: {record}")
    }

    fn go_on_unfinished(&self, moves: usize) -> String {
        format!("Lanjutkan partai yang belum selesai ({moves} langkah)")
    }

    fn confirm_new_game(&self) -> &'static str {
        "Partai belum selesai: tekan tombol yang sama sekali lagi untuk memulai partai baru."
    }

    fn confirm_load_game(&self, load: &str) -> String {
        format!(
            "Partai belum selesai: tekan {load} sekali lagi untuk menggantinya dengan partai yang dipilih."
        )
    }

    fn confirm_typed_again(&self, typed: &str) -> String {
        format!("Partai belum selesai: ketik {typed} sekali lagi untuk menggantinya.")
    }

    fn confirm_leave_game(&self) -> &'static str {
        "Partai belum selesai: tekan tombol yang sama sekali lagi untuk meninggalkannya tanpa menyimpan."
    }

    fn review_when_over(&self) -> &'static str {
        "Partai bisa diulas setelah selesai."
    }

    fn review_title(&self) -> &'static str {
        "Ulasan partai"
    }

    fn grading(&self, done: usize, total: usize) -> String {
        format!(
            "Menilai langkah-langkah: pemecah dan pencarian tingkat 6 butuh beberapa detik… ({done} dari {total} langkah)"
        )
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
            format!("{number}. {p} {played}: rugi {lost}")
        } else {
            format!("{number}. {p} {played}: rugi sekitar {lost}")
        }
    }

    fn review_marks(&self) -> &'static [&'static str] {
        &["dimainkan", "langkah lebih baik"]
    }

    fn game_not_a_terminal(&self) -> &'static str {
        "keluaran bukan terminal: partai berjalan dalam teks biasa"
    }

    fn right_move(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n) = (self.color(player), self.discs(flips.len()));
        format!(
            "Benar: {p} melangkah ke {square} dan membalik {n}: {}.",
            list(flips)
        )
    }

    fn right_pass(&self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        format!(
            "Benar: {p} tidak punya langkah sah, jadi {p} melewati giliran dan {o} melangkah lagi."
        )
    }

    fn right_all_legal(&self, moves: Bitboard) -> String {
        format!("Benar: langkah sahnya adalah {}.", list(moves))
    }

    fn right_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("Benar: {square} membalik {}.", list(flips))
    }

    fn right_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        let verdict = self.verdict(winner);
        format!("Benar: hitam {black}, putih {white}: {verdict}.")
    }

    fn right_choice(&self) -> &'static str {
        "Benar."
    }

    fn right_square(&self, square: Square) -> String {
        format!("Benar: {square}.")
    }

    fn occupied(&self, square: Square, owner: Color) -> String {
        let owner = self.color(owner);
        format!(
            "{square} tidak kosong: sudah ada bidak {owner} di sana. Bidak hanya boleh diletakkan di kotak kosong."
        )
    }

    fn encloses_nothing(&self, player: Color, square: Square) -> String {
        let p = self.color(player);
        format!("{square} bukan langkah sah untuk {p}: tidak ada arah yang mengapit bidak lawan.")
    }

    fn not_asked(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} memang langkah sah (akan membalik {}), tetapi bukan langkah yang diminta tahap ini.",
            list(flips)
        )
    }

    fn step_wants(&self, moves: Bitboard) -> String {
        if moves.len() > 1 {
            format!("Tahap ini meminta salah satu dari {}.", list(moves))
        } else {
            format!("Tahap ini meminta {}.", list(moves))
        }
    }

    fn pass_refused(&self, player: Color, moves: Bitboard) -> String {
        format!(
            "{} tidak boleh melewati giliran: masih ada langkah sah ({}), dan selama ada langkah sah, pemain wajib melangkah.",
            capitalize(self.color(player)),
            list(moves)
        )
    }

    fn pass_refused_count(&self, player: Color, moves: u32) -> String {
        let p = capitalize(self.color(player));
        format!(
            "{p} tidak boleh melewati giliran: masih ada {moves} langkah sah, dan pemain yang bisa melangkah wajib melangkah."
        )
    }

    fn not_quite(&self) -> &'static str {
        "Belum tepat."
    }

    fn missing_legal_count(&self, n: u32) -> String {
        format!("Masih kurang {n} langkah sah.")
    }

    fn missing_flip_count(&self, n: u32) -> String {
        format!("Masih ada {n} bidak lain yang ikut dibalik.")
    }

    fn extra_flips(&self, extra: Bitboard) -> String {
        format!("Yang ini tidak dibalik: {}.", list(extra))
    }

    fn why_flips(&self, square: Square, flips: Bitboard) -> String {
        format!("{square} membalik {}:", list(flips))
    }

    fn count_again(&self) -> &'static str {
        "Pemenangnya benar, tetapi hitungannya belum: hitung lagi bidak tiap warna."
    }

    fn winner_again(&self) -> &'static str {
        "Hasilnya bukan itu: hitung lagi bidak tiap warna."
    }

    fn answer_all_legal(&self, moves: Bitboard) -> String {
        format!("Langkah yang sah: {}.", list(moves))
    }

    fn answer_pass(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} tidak punya langkah sah, jadi harus melewati giliran.")
    }

    fn answer_outcome(&self, winner: Option<Color>, black: u32, white: u32) -> String {
        format!(
            "Hitam punya {black} bidak dan putih {white}: {}.",
            self.verdict(winner)
        )
    }

    fn answer_choice(&self, number: usize) -> String {
        format!("Jawaban yang benar adalah nomor {number}.")
    }

    fn answer_squares(&self, squares: Bitboard) -> String {
        format!("Kotak yang ditanyakan: {}.", list(squares))
    }

    fn nothing_to_reveal(&self) -> &'static str {
        "Tidak ada jawaban untuk ditunjukkan di sini."
    }

    fn wrong_choice(&self) -> &'static str {
        "Itu bukan jawaban yang benar."
    }

    fn wrong_square(&self, square: Square) -> String {
        format!("{square} bukan kotak yang ditanyakan.")
    }

    fn reply_played(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!("{p} menjawab di {square} dan membalik {}.", list(flips))
    }

    fn reply_passed(&self, player: Color) -> String {
        let p = capitalize(self.color(player));
        format!("{p} tidak punya langkah sah, jadi melewati giliran.")
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

    fn reply_comes(&self, player: Color, key: &str) -> String {
        let p = capitalize(self.color(player));
        format!("{p} menjawab berikutnya: {key} menunjukkan langkahnya.")
    }

    fn hint(&self, text: &str) -> String {
        format!("Petunjuk: {text}")
    }

    fn hint_legal_count(&self, n: u32) -> String {
        self.hint(&format!("Ada {n} langkah sah."))
    }

    fn hint_flip_count(&self, square: Square, n: u32) -> String {
        self.hint(&format!("{square} membalik {}.", self.discs(n)))
    }

    fn hint_look_for_a_move(&self, player: Color) -> String {
        let o = self.color(player.opposite());
        self.hint(&format!(
            "Coba setiap kotak kosong di sebelah bidak {o}: adakah yang mengapit satu garis?"
        ))
    }

    fn hint_count(&self) -> String {
        self.hint(
            "Hitung bidak tiap warna: yang lebih banyak menang, jumlah yang sama berarti seri.",
        )
    }

    fn no_hint(&self) -> &'static str {
        "Tidak ada petunjuk untuk tahap ini."
    }

    fn lesson_heading(&self, title: &str, steps: usize) -> String {
        format!("Pelajaran: {title} ({})", self.steps(steps))
    }

    fn step_heading(&self, step: usize, steps: usize) -> String {
        format!("Tahap {step} dari {steps}")
    }

    fn type_help(&self) -> &'static str {
        "Ketik help untuk melihat daftar perintah."
    }

    fn prompt_read(&self) -> &'static str {
        "Tekan Enter untuk lanjut."
    }

    fn prompt_play(&self) -> &'static str {
        "Langkahmu: ketik satu kotak, misalnya d3."
    }

    fn prompt_any_legal(&self) -> &'static str {
        "Mainkan langkah sah apa saja (kali ini langkah sah tidak ditandai)."
    }

    fn prompt_all_legal(&self) -> &'static str {
        "Ketik semua langkah sah, dipisah spasi, misalnya c4 d3."
    }

    fn prompt_predict_flips(&self, square: Square) -> String {
        format!("Ketik semua bidak yang akan dibalik oleh {square}, dipisah spasi.")
    }

    fn prompt_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!(
            "Ketik satu langkah, atau ketik lewat untuk melewati giliran jika {p} tidak punya langkah sah."
        )
    }

    fn prompt_outcome(&self) -> &'static str {
        "Siapa yang menang? Ketik hitam, putih, atau seri, boleh ditambah hitungannya (hitam dulu), misalnya: hitam 40 24."
    }

    fn prompt_choice(&self) -> &'static str {
        "Ketik nomor jawabanmu."
    }

    fn prompt_find_square(&self) -> &'static str {
        "Ketik kotaknya, misalnya c6."
    }

    fn prompt_game(&self) -> &'static str {
        "Langkahmu: ketik sebuah kotak (langkah sah tidak ditampilkan). Komputer langsung menjawab."
    }

    fn game_you_played(&self, square: Square, flips: Bitboard) -> String {
        let n = self.discs(flips.len());
        format!(
            "Kamu melangkah ke {square} dan membalik {n}: {}.",
            list(flips)
        )
    }

    fn game_corner_taken(&self, corner: Square) -> String {
        format!("Kamu mengambil sudut {corner}. Bidak di sudut tidak pernah bisa dibalik.")
    }

    fn game_corner_given(&self, player: Color, corner: Square) -> String {
        let p = self.color(player);
        format!("Hati-hati: sesudah langkahmu, {p} bisa mengambil sudut {corner}.")
    }

    fn game_you_won(&self, won: Option<bool>) -> &'static str {
        match won {
            Some(true) => "Kamu memenangkan partai pertamamu!",
            Some(false) => "Kali ini kamu kalah. Setiap partai mengajarkan sesuatu.",
            None => "Seri: jumlah bidaknya sama.",
        }
    }

    fn offer(&self, offer: Offer) -> String {
        match offer {
            Offer::Play => "untuk bermain lagi melawan komputer".to_string(),
            Offer::Review => "untuk meninjau partai ini langkah demi langkah".to_string(),
            Offer::Practice(kind) => format!(
                "untuk {PRACTICE_PUZZLES} teka-teki tentang isi pelajaran ini ({})",
                self.theme_title(kind)
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

    fn tasks_queued(&self, count: usize) -> String {
        format!(
            "{count} tugas yang terlewat akan muncul lagi besok, di antrean ulangan di samping teka-teki."
        )
    }

    fn quiz_title(&self) -> &'static str {
        "Kuis aturan"
    }

    fn task_review_title(&self) -> &'static str {
        "Tugas pelajaran untuk diulang"
    }

    fn menu_lesson_tasks(&self) -> &'static str {
        "Tugas pelajaran untuk diulang"
    }

    fn no_lesson_tasks_due(&self, queued: usize) -> String {
        format!(
            "Hari ini tidak ada tugas pelajaran yang perlu diulang ({queued} dalam antrean). Tugas yang dua kali kamu jawab salah dalam pelajaran akan muncul lagi di sini keesokan harinya."
        )
    }

    fn no_quiz(&self) -> &'static str {
        "Kursus ini tidak punya kuis aturan: kuis itu memerlukan pelajaran first-game, dan tugas bertanda stands_alone dalam pelajaran sebelumnya."
    }

    fn expects_move(&self) -> &'static str {
        "Tahap ini meminta satu langkah: ketik satu kotak, misalnya d3."
    }

    fn expects_move_or_pass(&self) -> &'static str {
        "Tahap ini meminta satu langkah (kotak seperti d3) atau lewat untuk melewati giliran."
    }

    fn expects_squares(&self) -> &'static str {
        "Tahap ini meminta beberapa kotak: ketik dipisah spasi, misalnya d3 e6."
    }

    fn expects_outcome(&self) -> &'static str {
        "Tahap ini menanyakan siapa yang menang: hitam, putih, atau seri."
    }

    fn expects_choice(&self) -> &'static str {
        "Tahap ini meminta nomor salah satu jawaban."
    }

    fn expects_square(&self) -> &'static str {
        "Tahap ini meminta satu kotak: ketik satu, misalnya c6."
    }

    fn no_such_choice(&self, count: usize) -> String {
        format!("Pilih angka 1 sampai {count}.")
    }

    fn nothing_asked(&self) -> &'static str {
        "Tidak ada yang perlu dijawab di sini: tekan Enter untuk lanjut."
    }

    fn already_done(&self) -> &'static str {
        "Tahap ini sudah selesai: tekan Enter untuk lanjut."
    }

    fn lesson_over(&self) -> &'static str {
        "Pelajaran sudah selesai."
    }

    fn answer_first(&self) -> &'static str {
        "Tahap ini menunggu jawabanmu (atau ketik hint, atau skip)."
    }

    fn try_again(&self) -> &'static str {
        "Coba lagi, atau ketik hint atau skip."
    }

    fn not_understood(&self, text: &str) -> String {
        format!("\"{text}\" tidak dipahami. Ketik help untuk melihat daftar perintah.")
    }

    fn first_step(&self) -> &'static str {
        "Ini tahap pertama: tidak ada tahap sebelumnya."
    }

    fn skipped(&self, step: usize) -> String {
        format!("Tahap {step} dilewati.")
    }

    fn finished(&self, right_first_time: usize, tasks: usize, skipped: usize) -> String {
        format!(
            "Pelajaran selesai: {right_first_time} dari {tasks} tugas benar pada percobaan pertama, {skipped} dilewati."
        )
    }

    fn going_on_at(&self, step: usize, steps: usize) -> String {
        format!(
            "Anda melanjutkan di tahap {step} dari {steps}, tempat Anda berhenti. Untuk mulai lagi dari awal, tambahkan --from-start."
        )
    }

    fn leaving(&self, step: usize, steps: usize) -> String {
        format!("Keluar dari pelajaran di tahap {step} dari {steps}.")
    }

    fn end_of_input(&self, step: usize, steps: usize) -> String {
        format!("Masukan habis: keluar dari pelajaran di tahap {step} dari {steps}.")
    }

    fn unknown_lesson(&self, id: &str, known: &[&str]) -> String {
        format!(
            "tidak ada pelajaran `{id}`; pelajaran yang ada: {}",
            known.join(", ")
        )
    }

    fn progress_damaged(&self, kept_at: &str, what: &str) -> String {
        format!(
            "Berkas kemajuanmu rusak ({what}). Berkas itu disimpan apa adanya di {kept_at}; kamu mulai dari awal."
        )
    }

    fn progress_newer(&self, version: i64) -> String {
        format!(
            "Berkas kemajuanmu berasal dari reversi-tutor yang lebih baru (versi {version}). Berkas itu dibiarkan apa adanya; yang kamu kerjakan sekarang tidak disimpan."
        )
    }

    fn progress_shared(&self) -> &'static str {
        "Ada salinan reversi-tutor lain yang sedang berjalan; kemajuan keduanya tetap disimpan."
    }

    fn progress_not_saved(&self, why: &str) -> String {
        format!("Kemajuanmu tidak tersimpan: {why}")
    }

    fn progress_saved_in(&self, path: &str) -> String {
        format!("Kemajuanmu tersimpan di {path}.")
    }

    fn progress_in_memory(&self) -> &'static str {
        "Kemajuanmu hanya disimpan di memori: kemajuan itu tidak tersimpan."
    }

    fn program_fault(&self) -> &'static str {
        "Sebuah kesalahan di dalam program menghentikan reversi-tutor."
    }

    fn stopped_at(&self, step: usize) -> String {
        format!("berhenti di tahap {step}")
    }

    fn theme_idea(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => {
                "Langkah sah selalu mengapit satu garis: di sebelah bidak lawan, dengan bidakmu sendiri di ujung garis itu."
            }
            ThemeKind::MaxFlips => {
                "Hitung bidak yang terbalik ke setiap arah dari tiap langkah: semua garis dari satu langkah dijumlahkan."
            }
            ThemeKind::Directions => {
                "Cari kotak kosong yang dikelilingi bidak lawan di beberapa sisi, dengan setiap garis ditutup bidakmu di ujungnya."
            }
            ThemeKind::ForcePass => {
                "Setelah langkahmu, lawan tidak boleh punya kotak yang mengapit garis: perhatikan bidak yang dibutuhkan langkah-langkah lawan."
            }
            ThemeKind::Wipeout => "Cari langkah yang mengapit semua bidak lawan sekaligus.",
            ThemeKind::EndNow => {
                "Setelah langkahmu, kedua pihak tidak boleh punya langkah sah: cari langkah yang tidak menyisakan garis untuk diapit kedua warna."
            }
            ThemeKind::PredictFlips => {
                "Telusuri kedelapan arah dari bidak baru: sebuah garis hanya dibalik jika ditutup oleh bidakmu sendiri."
            }
            ThemeKind::AvoidXSquare => {
                "Sebelum melangkah, lihat setiap sudut yang kosong: sesudah langkahmu, bisakah lawan mengapit garis menuju sudut itu?"
            }
            ThemeKind::MinMobility => {
                "Untuk setiap langkah, hitung kotak yang lalu bisa dimainkan lawan: makin sedikit langkah lawan, makin baik untukmu."
            }
            ThemeKind::Stable => {
                "Bidak stabil adalah bidak di sudut, atau bidak yang tersambung tanpa celah ke sudut sewarna di sepanjang tepi. Hitung bidak stabilmu setelah setiap langkah."
            }
            ThemeKind::FewerIsMore => {
                "Di sini langkah yang membalik paling banyak adalah jebakan. Untuk setiap langkah, pikirkan apa yang bisa dilakukan lawan sesudahnya."
            }
            ThemeKind::QuietMove => {
                "Perhatikan bidak yang dibalik setiap langkah: setelah langkah tenang, tidak satu pun bersentuhan dengan kotak kosong."
            }
            ThemeKind::Opening => {
                "Pembukaan ditulis seolah-olah hitam memulai dengan f5. Putar papan dalam pikiranmu sampai posisi ini tampak seperti urutan itu."
            }
            ThemeKind::Corner => {
                "Bidak di sudut tidak pernah bisa dibalik. Telusuri tepi dan garis miring yang menuju setiap sudut."
            }
            ThemeKind::EndgameWin => {
                "Membalik paling banyak tidak selalu terbaik: untuk setiap langkah, pikirkan balasan terbaik lawan."
            }
            ThemeKind::EndgameBest => {
                "Pikirkan sampai akhir partai: untuk setiap langkah, apa balasan lawan? Langkah yang memaksa lawan melewati giliran bisa menambah bidak."
            }
        }
    }

    fn hint_region(&self, quarter: Quarter) -> String {
        let (from, to) = quarter.corners();
        let name = match quarter {
            Quarter::TopLeft => "kiri atas",
            Quarter::TopRight => "kanan atas",
            Quarter::BottomLeft => "kiri bawah",
            Quarter::BottomRight => "kanan bawah",
        };
        self.hint(&format!(
            "lihat seperempat papan bagian {name} ({from} sampai {to})."
        ))
    }

    fn hint_square(&self, square: Square) -> String {
        self.hint(&format!("perhatikan {square}."))
    }

    fn hint_level(&self, level: u8, levels: u8) -> String {
        format!("(petunjuk {level} dari {levels})")
    }

    fn no_more_hints(&self) -> &'static str {
        "Itu petunjuk terakhir: ketik reveal untuk melihat jawabannya."
    }

    fn puzzle_heading(&self, id: &str, rating: u32) -> String {
        format!("Teka-teki {id} (rating {rating})")
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

    fn rating_now(&self, rating: i32, change: Option<i32>) -> String {
        match change {
            Some(change) => format!("ratingmu {rating} ({change:+})"),
            None => format!("ratingmu {rating}"),
        }
    }

    fn streak_now(&self, current: u32, best: u32) -> String {
        format!("beruntun {current} (terbaik {best})")
    }

    fn review_now(&self, due: usize) -> String {
        format!("{due} untuk diulang")
    }

    fn rating_change(&self, before: i32, after: i32) -> String {
        format!("Ratingmu: {before} → {after} ({:+}).", after - before)
    }

    fn not_rated_helped(&self) -> &'static str {
        "Tidak dihitung untuk rating: kamu memakai bantuan sebelum langkah pertamamu."
    }

    fn not_rated_skipped(&self) -> &'static str {
        "Tidak dihitung untuk rating: kamu belum menjawab."
    }

    fn not_rated_met_before(&self) -> &'static str {
        "Tidak dihitung untuk rating: kamu sudah pernah mencoba teka-teki ini."
    }

    fn review_scheduled(&self, days: u8, due: &str) -> String {
        match days {
            1 => format!("Teka-teki ini muncul lagi untuk diulang besok, {due}."),
            _ => format!("Teka-teki ini muncul lagi untuk diulang dalam {days} hari, pada {due}."),
        }
    }

    fn review_left(&self) -> &'static str {
        "Benar pada percobaan pertama: teka-teki ini keluar dari daftar ulangan."
    }

    fn streak_extended(&self, current: u32, best: u32) -> String {
        format!("Beruntun: {current} (terbaik {best}).")
    }

    fn streak_ended(&self, at: u32, best: u32) -> String {
        format!(
            "Rangkaian beruntun berakhir di {at} (terbaik {best}); teka-teki berikutnya memulai rangkaian baru."
        )
    }

    fn not_the_goal(&self, square: Square, flips: Bitboard) -> String {
        format!(
            "{square} memang langkah sah (membalik {}), tetapi tidak memenuhi tujuan teka-teki.",
            list(flips)
        )
    }

    fn flips_fewer(&self, square: Square, flips: u32, most: u32) -> String {
        format!(
            "{square} membalik {}; ada langkah lain yang membalik {most}.",
            self.discs(flips)
        )
    }

    fn fewer_directions(&self, square: Square, enclosed: u32, wanted: u8) -> String {
        format!(
            "{square} mengapit garis ke {enclosed} arah; tujuannya paling sedikit {wanted} arah."
        )
    }

    fn opponent_can_move(&self, square: Square, opponent: Color, moves: u32) -> String {
        let o = self.color(opponent);
        format!(
            "Setelah {square}, {o} masih punya {moves} langkah sah, jadi {o} tidak harus melewati giliran."
        )
    }

    fn opponent_keeps(&self, square: Square, opponent: Color, discs: u32) -> String {
        format!(
            "Setelah {square}, {} masih punya {}.",
            self.color(opponent),
            self.discs(discs)
        )
    }

    fn game_goes_on(&self, square: Square, next: Color) -> String {
        format!(
            "Setelah {square}, partai masih berlanjut: {} masih punya langkah sah.",
            self.color(next)
        )
    }

    fn not_a_corner(&self, square: Square) -> String {
        format!("{square} bukan sudut: sudut papan adalah a1, h1, a8, dan h8.")
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
            None => format!("Sesudah {square}, {o} bisa mengambil sudut {corners}."),
            Some(Move::Pass) => format!(
                "Sesudah {square}, {o} harus melewati giliran, tetapi apa pun langkah {p} berikutnya, sesudah itu {o} bisa mengambil sudut {corners}."
            ),
            Some(Move::Play(first)) => format!(
                "Sesudah {square}, {o} bisa melangkah ke {first}; apa pun jawaban {p}, sesudah itu {o} bisa mengambil sudut {corners}."
            ),
        }
    }

    fn goal_met_pass(&self, opponent: Color) -> String {
        format!(
            "{} tidak punya langkah sah dan harus melewati giliran: {} melangkah lagi.",
            capitalize(self.color(opponent)),
            self.color(opponent.opposite())
        )
    }

    fn goal_met_over(&self, black: u32, white: u32) -> String {
        format!("Tidak ada yang bisa melangkah: partai selesai, hitam {black}, putih {white}.")
    }

    fn goal_met_wipeout(&self, opponent: Color, black: u32, white: u32) -> String {
        format!(
            "Bidak {} habis: partai selesai, hitam {black}, putih {white}.",
            self.color(opponent)
        )
    }

    fn goal_met_stable(&self, stable: u32, before: u32) -> String {
        format!(
            "Bidak stabilmu: {before} sebelum langkah ini, sekarang {stable}. Tidak ada langkah lain yang menghasilkan lebih banyak."
        )
    }

    fn goal_met_quiet(&self, flipped: Bitboard) -> String {
        if flipped.len() == 1 {
            format!(
                "Bidak yang kamu balik, {}, sekarang tidak bersentuhan dengan kotak kosong: itulah langkah tenang.",
                list(flipped)
            )
        } else {
            format!(
                "Bidak-bidak yang kamu balik, {}, sekarang tidak bersentuhan dengan kotak kosong: itulah langkah tenang.",
                list(flipped)
            )
        }
    }

    fn goal_met_greed(&self, score: i32, greedy: Square, flips: u32, greedy_score: i32) -> String {
        let greedy_result = match greedy_score.cmp(&0) {
            std::cmp::Ordering::Less => format!(
                "langkah itu kalah dengan selisih {}",
                self.discs(greedy_score.unsigned_abs())
            ),
            std::cmp::Ordering::Equal => "langkah itu hanya seri".to_string(),
            std::cmp::Ordering::Greater => format!(
                "langkah itu hanya menang dengan selisih {}",
                self.discs(greedy_score.unsigned_abs())
            ),
        };
        format!(
            "Jika kedua pihak bermain sebaik mungkin, kamu menang dengan selisih {}. Langkah rakus {greedy} membalik paling banyak, {}, tetapi {greedy_result}.",
            self.discs(score.unsigned_abs()),
            self.discs(flips)
        )
    }

    fn goal_met_opening(&self, line: &str, written: &str, here: &str) -> String {
        format!(
            "Itulah {line}: ditulis dari f5, urutannya {written}; di papan ini urutannya {here}."
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

    fn off_the_line(&self, square: Square, line: &str, other: Option<&str>) -> String {
        match other {
            Some(other) => format!(
                "{square} bukan langkah berikutnya dari {line} di sini: langkah itu memainkan {other}."
            ),
            None => format!("{square} bukan langkah berikutnya dari {line} di papan ini."),
        }
    }

    fn opening_name(&self, line: OpeningLine) -> &'static str {
        match line {
            OpeningLine::Perpendicular => "pembukaan tegak lurus",
            OpeningLine::Diagonal => "pembukaan diagonal",
            OpeningLine::Parallel => "pembukaan sejajar",
            OpeningLine::Tiger => "tiger (harimau)",
            OpeningLine::Cow => "cow (sapi)",
            OpeningLine::Rabbit => "rabbit (kelinci)",
            OpeningLine::Heath => "heath",
            OpeningLine::Buffalo => "buffalo (kerbau)",
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
            "Sesudah {square}, {o} punya {moves} langkah sah; langkah lain hanya menyisakan {fewest} untuk {o}."
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
            std::cmp::Ordering::Greater => format!(
                "{p} menang dengan selisih {}",
                self.discs(score.unsigned_abs())
            ),
            std::cmp::Ordering::Equal => "hasilnya seri".to_string(),
            std::cmp::Ordering::Less => format!(
                "{p} kalah dengan selisih {}",
                self.discs(score.unsigned_abs())
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
            self.verdict(winner)
        )
    }

    fn puzzle_answers(&self, answers: Bitboard) -> String {
        match answers.len() {
            1 => format!("Jawabannya: {}.", list(answers)),
            _ => format!("Jawaban yang benar: {}.", list(answers)),
        }
    }

    fn plays(&self, player: Color, square: Square, flips: Bitboard) -> String {
        let p = capitalize(self.color(player));
        format!(
            "{p} melangkah di {square} dan membalik {}: {}.",
            self.discs(flips.len()),
            list(flips)
        )
    }

    fn puzzle_done_prompt(&self) -> &'static str {
        "Tekan Enter untuk teka-teki berikutnya, atau ketik quit."
    }

    fn puzzle_expects_move(&self) -> &'static str {
        "Teka-teki ini meminta satu langkah: ketik satu kotak, misalnya d3."
    }

    fn puzzle_already_done(&self) -> &'static str {
        "Teka-teki ini sudah selesai: tekan Enter untuk yang berikutnya."
    }

    fn puzzle_waits(&self) -> &'static str {
        "Teka-teki ini menunggu langkahmu (atau ketik hint, reveal, atau skip)."
    }

    fn puzzle_try_again(&self) -> &'static str {
        "Coba lagi, atau ketik hint, reveal, atau skip."
    }

    fn puzzle_skipped(&self) -> &'static str {
        "Teka-teki dilewati."
    }

    fn no_back_in_puzzles(&self) -> &'static str {
        "Di teka-teki tidak ada langkah kembali: ketik skip untuk teka-teki berikutnya."
    }

    fn no_more_puzzles(&self) -> &'static str {
        "Tidak ada teka-teki lagi di sini."
    }

    fn no_puzzles_in(&self, theme: Option<&str>) -> String {
        match theme {
            Some(theme) => format!("Tidak ada teka-teki bertema {theme}."),
            None => "Tidak ada teka-teki.".to_string(),
        }
    }

    fn nothing_missed_today(&self) -> &'static str {
        "Hari ini kamu belum salah di teka-teki mana pun."
    }

    fn nothing_due(&self, next: Option<&str>) -> String {
        match next {
            Some(next) => format!(
                "Hari ini tidak ada teka-teki yang perlu diulang; berikutnya muncul lagi pada {next}."
            ),
            None => "Daftar ulanganmu kosong.".to_string(),
        }
    }

    fn trainer_finished(&self, served: usize, first_try: usize, solved: usize) -> String {
        format!(
            "Teka-teki kali ini: {served}; {first_try} benar pada percobaan pertama, total {solved} terpecahkan."
        )
    }

    fn trainer_leaving(&self) -> &'static str {
        "Keluar dari teka-teki."
    }

    fn trainer_end_of_input(&self) -> &'static str {
        "Masukan habis: keluar dari teka-teki."
    }

    fn unknown_puzzle(&self, id: &str, near: Option<&str>) -> String {
        match near {
            Some(near) => format!("tidak ada teka-teki `{id}`: maksudmu `{near}`?"),
            None => format!(
                "tidak ada teka-teki `{id}`; `reversi-tutor puzzles list` menampilkan temanya"
            ),
        }
    }

    fn puzzles_heading(&self, count: usize) -> String {
        format!("{count} teka-teki, per tema:")
    }

    fn list_rating(&self, rating: i32, deviation: i32, rated: u32) -> String {
        format!("Ratingmu: {rating} (±{deviation}), dari {rated} teka-teki yang dinilai.")
    }

    fn list_streak(&self, best: u32, current: u32) -> String {
        format!("Rangkaian beruntun terbaik: {best} (sekarang {current}).")
    }

    fn list_review(&self, due: usize, queued: usize) -> String {
        format!("Untuk diulang: {due} hari ini, {queued} dalam daftar.")
    }

    fn after_lesson(&self, number: usize) -> String {
        format!("setelah pelajaran {number}")
    }

    fn theme_waits_for_lesson(&self, number: usize, title: &str) -> String {
        format!(
            "Sesi berperingkat dan beruntun baru menyajikan teka-teki ini setelah kamu menyelesaikan pelajaran {number} · {title}. Jika dipilih di sini, teka-tekinya langsung dimulai."
        )
    }

    fn glossary_title(&self, terms: usize) -> String {
        format!(
            "Daftar istilah: {terms} kata dalam permainan, masing-masing dengan pelajaran yang mengajarkannya."
        )
    }

    fn glossary_taught_in(&self, number: usize, title: &str) -> String {
        format!("Diajarkan di pelajaran {number} · {title}.")
    }

    fn puzzle_command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "teka-teki berikutnya, setelah yang ini selesai (juga baris kosong)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "(tidak dipakai di teka-teki)"
            }
            Command::Lesson(LessonCommand::Retry) => "(tidak dipakai di teka-teki)",
            Command::Lesson(LessonCommand::Skip) => {
                "tinggalkan teka-teki ini, lanjut ke berikutnya"
            }
            Command::Lesson(LessonCommand::Hint) => {
                "petunjuk: mula-mula idenya, lalu tempat yang perlu dilihat"
            }
            Command::Lesson(LessonCommand::Reveal) => "tunjukkan jawaban dan jalannya permainan",
            Command::Help => "daftar ini",
            Command::Quit => "keluar (kemajuanmu disimpan)",
            Command::Game(_) => "(tidak dipakai di teka-teki)",
        }
    }

    fn pass_words(&self) -> &'static [&'static str] {
        &["lewat", "lewati", "lewati giliran", "melewati giliran"]
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

    fn win_words(&self) -> &'static [&'static str] {
        &["menang"]
    }

    fn command_words(&self, command: Command) -> &'static [&'static str] {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => &["lanjut"],
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => &["kembali"],
            Command::Lesson(LessonCommand::Retry) => &["coba lagi"],
            Command::Lesson(LessonCommand::Skip) => &["lompati"],
            Command::Lesson(LessonCommand::Hint) => &["petunjuk"],
            Command::Lesson(LessonCommand::Reveal) => &["jawaban"],
            Command::Game(GameCommand::Undo) => &["urungkan", "batalkan"],
            Command::Game(GameCommand::Redo) => &["ulangi"],
            Command::Game(GameCommand::Explain) => &["jelaskan"],
            Command::Game(GameCommand::Dots) => &["titik"],
            Command::Game(GameCommand::Save) => &["simpan"],
            Command::Game(GameCommand::Load) => &["muat"],
            Command::Game(GameCommand::NewGame) => &["baru"],
            Command::Game(GameCommand::Replay) => &["putar ulang"],
            Command::Game(GameCommand::Review) => &["ulas"],
            Command::Help => &["bantuan"],
            Command::Quit => &["keluar"],
        }
    }

    fn command_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "lanjut (juga baris kosong)"
            }
            Command::Lesson(LessonCommand::Back) | Command::Game(GameCommand::Back) => {
                "kembali satu tahap"
            }
            Command::Lesson(LessonCommand::Retry) => "coba lagi tahap ini",
            Command::Lesson(LessonCommand::Skip) => "lewati tahap ini",
            Command::Lesson(LessonCommand::Hint) => "petunjuk",
            Command::Lesson(LessonCommand::Reveal) => "tunjukkan jawabannya",
            Command::Game(GameCommand::Undo) => {
                "membatalkan langkah terakhirmu (melawan komputer, jawabannya juga)"
            }
            Command::Game(GameCommand::Redo) => "memainkan lagi langkah yang dibatalkan",
            Command::Game(GameCommand::Explain) => {
                "menjelaskan langkah terakhir: garis-garis yang diapitnya"
            }
            Command::Game(GameCommand::Dots) => "menandai atau menyembunyikan langkah sah (*)",
            Command::Game(GameCommand::Save) => {
                "menyimpan catatan partai: simpan FILE, atau file --save, atau file baru di folder games pada folder data"
            }
            Command::Game(GameCommand::Load) => "memuat catatan partai: muat FILE",
            Command::Game(GameCommand::NewGame) => {
                "memulai partai berikutnya (warna bertukar, kecuali --no-swap)"
            }
            Command::Game(GameCommand::Replay) => {
                "menelusuri partai yang sudah selesai langkah demi langkah (sekali lagi untuk berhenti)"
            }
            Command::Game(GameCommand::Review) => {
                "menilai setiap langkah partai dan menyebutkan yang paling merugikan"
            }
            Command::Help => "daftar ini",
            Command::Quit => "keluar",
        }
    }

    fn replay_step_help(&self, forward: bool) -> &'static str {
        if forward {
            "saat putar ulang: langkah berikutnya (juga baris kosong)"
        } else {
            "saat putar ulang: langkah sebelumnya"
        }
    }

    fn commands_heading(&self) -> &'static str {
        "Perintah:"
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

    fn menu_lessons(&self) -> &'static str {
        "Pelajaran"
    }

    fn menu_settings(&self) -> &'static str {
        "Pengaturan"
    }

    fn menu_glossary(&self) -> &'static str {
        "Daftar istilah"
    }

    fn menu_help(&self) -> &'static str {
        "Bantuan"
    }

    fn menu_quit(&self) -> &'static str {
        "Keluar"
    }

    fn lessons_done(&self, done: usize, total: usize) -> String {
        format!("{done} dari {total} selesai")
    }

    fn continue_at(&self, number: usize, title: &str, step: usize) -> String {
        format!("Lanjutkan: {number} · {title} (tahap {step})")
    }

    fn all_done(&self) -> &'static str {
        "Semua pelajaran selesai: buka yang mana saja untuk mengulanginya."
    }

    fn setting_names(&self) -> &'static [&'static str] {
        &[
            "Bahasa",
            "Titik langkah sah",
            "Bidak",
            "Animasi membalik",
            "Warna",
        ]
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "aktif" } else { "mati" }
    }

    fn theme_names(&self) -> &'static [&'static str] {
        &[
            "bawaan",
            "kontras tinggi",
            "aman untuk buta warna",
            "tanpa warna",
        ]
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
            game => self.command_help(game),
        }
    }

    fn act_move_cursor(&self) -> &'static str {
        "gerakkan kursor"
    }

    fn act_type_square(&self) -> &'static str {
        "ketik nama kotak (d3) untuk menaruh kursor di sana"
    }

    fn act_play(&self) -> &'static str {
        "melangkah"
    }

    fn act_pick(&self) -> &'static str {
        "tandai kotak"
    }

    fn act_answer(&self) -> &'static str {
        "jawab"
    }

    fn act_pass(&self) -> &'static str {
        "melewati giliran"
    }

    fn act_click(&self) -> &'static str {
        "klik kotak untuk melangkah di sana (atau menandainya)"
    }

    fn mouse_key(&self) -> &'static str {
        "tetikus"
    }

    fn act_number(&self) -> &'static str {
        "pilih jawaban menurut nomornya"
    }

    fn act_lessons(&self) -> &'static str {
        "daftar pelajaran"
    }

    fn act_choose(&self) -> &'static str {
        "pilih"
    }

    fn act_open(&self) -> &'static str {
        "buka"
    }

    fn act_open_term_lesson(&self) -> &'static str {
        "buka pelajaran yang mengajarkan kata paling atas"
    }

    fn act_change(&self) -> &'static str {
        "ubah"
    }

    fn act_back(&self) -> &'static str {
        "kembali"
    }

    fn act_close(&self) -> &'static str {
        "tutup"
    }

    fn act_scroll(&self) -> &'static str {
        "gulir"
    }

    fn too_small(&self, need_w: u16, need_h: u16, w: u16, h: u16) -> String {
        format!("Perbesar jendela (perlu {need_w}×{need_h}, sekarang {w}×{h}).")
    }

    fn board_roles(&self) -> &'static [&'static str] {
        &[
            "diletakkan",
            "dicoba",
            "dibalik",
            "menutup garis",
            "deretan terbuka",
            "berhenti di sini",
            "ditandai",
            "langkah sah",
            "tandamu",
        ]
    }

    fn your_squares(&self, squares: Bitboard) -> String {
        format!("Kotak pilihanmu: {}", list(squares))
    }

    fn menu_demo(&self) -> &'static str {
        "Peragaan kelas"
    }

    fn demo_choose(&self, open: &str) -> String {
        format!(
            "Tunjukkan kepada kelas sebuah pelajaran tahap demi tahap, atau sebuah partai langkah demi langkah: pilih pelajaran, atau ketik catatan partai (f5d6c3...) lalu tekan {open}."
        )
    }

    fn demo_record(&self, record: &str) -> String {
        format!("Catatan partai: {record}")
    }

    fn demo_auto(&self, on: bool, seconds: u8, waiting: bool) -> String {
        match (on, waiting) {
            (true, false) => format!("otomatis {seconds} detik"),
            (true, true) => format!("otomatis {seconds} detik, setelah jawaban ditunjukkan"),
            (false, _) => format!("otomatis mati ({seconds} detik)"),
        }
    }

    fn demo_guess_first(&self) -> &'static str {
        "Tebak dulu: jawabannya menyusul."
    }

    fn demo_at_end(&self) -> &'static str {
        "Itu yang terakhir: ← untuk kembali."
    }

    fn demo_needs_terminal(&self) -> &'static str {
        "peragaan kelas dan papan bebas memerlukan terminal: keluarannya bukan terminal"
    }

    fn sandbox_name(&self) -> &'static str {
        "Papan bebas"
    }

    fn sandbox_row(&self) -> &'static str {
        "Papan bebas: susun posisi apa saja"
    }

    fn unreached_centre(&self, empty: Bitboard) -> String {
        format!(
            "Tidak ada partai sungguhan yang sampai ke posisi ini: setiap partai dimulai dengan bidak di d4, e4, d5 dan e5, dan bidak tidak pernah diambil dari papan (yang kosong sekarang: {}).",
            list(empty)
        )
    }

    fn unreached_apart(&self, discs: Bitboard) -> String {
        format!(
            "Tidak ada partai sungguhan yang sampai ke posisi ini: setiap bidak diletakkan bersebelahan dengan bidak lain, jadi bidak di {} tidak mungkin terpisah.",
            list(discs)
        )
    }

    fn exported_to(&self, path: &str) -> String {
        format!(
            "Diekspor ke {path}, dengan gambar papannya di sebelahnya (.svg): tempelkan tabel ini ke satu tahap pelajaran (di file teka-teki namanya [puzzle.position])."
        )
    }

    fn export_not_written(&self, why: &str) -> String {
        format!("Tidak tertulis ke file ({why}): salin tabelnya dari layar.")
    }

    fn export_no_folder(&self) -> &'static str {
        "Tidak tertulis ke file: tidak ada folder data (lihat --data-dir); salin tabelnya dari layar."
    }

    fn board_string_label(&self) -> &'static str {
        "Papan sebagai teks (untuk --position):"
    }

    fn board_string_cut(&self) -> &'static str {
        "Teks ini satu baris, dipotong agar muat di jendela: ketik tanpa potongannya."
    }

    fn act_auto(&self) -> &'static str {
        "maju otomatis aktif / mati"
    }

    fn act_delay(&self) -> &'static str {
        "jeda maju otomatis lebih lama / lebih singkat"
    }

    fn act_sandbox(&self) -> &'static str {
        "buka posisi ini di papan bebas"
    }

    fn act_cycle(&self) -> &'static str {
        "bergantian kosong, hitam, putih"
    }

    fn act_side(&self) -> &'static str {
        "ganti pihak yang melangkah"
    }

    fn act_export(&self) -> &'static str {
        "ekspor: diagram dan papan sebagai teks, juga ditulis ke file"
    }

    fn act_clear(&self) -> &'static str {
        "kosongkan seluruh papan"
    }

    fn act_start_position(&self) -> &'static str {
        "posisi awal"
    }

    fn act_undo_change(&self) -> &'static str {
        "batalkan perubahan terakhir"
    }

    fn sandbox_confirm_clear(&self, key: &str, undo: &str) -> String {
        format!("Tekan {key} sekali lagi untuk mengosongkan seluruh papan; {undo} membatalkannya.")
    }

    fn sandbox_confirm_start(&self, key: &str, undo: &str) -> String {
        format!("Tekan {key} sekali lagi untuk memasang posisi awal; {undo} membatalkannya.")
    }

    fn sandbox_undone(&self) -> &'static str {
        "Perubahan terakhir dibatalkan."
    }

    fn sandbox_nothing_to_undo(&self) -> &'static str {
        "Tidak ada perubahan untuk dibatalkan."
    }

    fn act_type_record(&self) -> &'static str {
        "ketik catatan partai"
    }

    fn key_auto(&self) -> &'static str {
        "otomatis"
    }

    fn key_delay(&self) -> &'static str {
        "jeda"
    }

    fn key_side(&self) -> &'static str {
        "giliran"
    }

    fn key_empty(&self) -> &'static str {
        "kosong"
    }

    fn key_export(&self) -> &'static str {
        "ekspor"
    }

    fn not_a_terminal(&self) -> &'static str {
        "keluaran bukan terminal: berjalan dalam teks biasa, bukan tutor layar penuh"
    }

    fn menu_puzzles(&self) -> &'static str {
        "Teka-teki"
    }

    fn puzzle_mode_name(&self, mode: Mode) -> &'static str {
        match mode {
            Mode::Theme => "Semua tema, satu demi satu",
            Mode::Rated => "Berperingkat: dekat ratingmu",
            Mode::Streak => "Beruntun: sekali salah, rangkaian selesai",
            Mode::Review => "Ulangan: teka-teki yang perlu diulang",
            Mode::Retry => "Coba lagi yang salah hari ini",
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

    fn theme_title(&self, theme: ThemeKind) -> &'static str {
        match theme {
            ThemeKind::LegalMove => "Cari langkah sah",
            ThemeKind::PredictFlips => "Sebut bidak yang dibalik",
            ThemeKind::MaxFlips => "Balik paling banyak",
            ThemeKind::Directions => "Apit ke banyak arah",
            ThemeKind::ForcePass => "Paksa lawan lewati giliran",
            ThemeKind::Wipeout => "Habisi semua bidak lawan",
            ThemeKind::EndNow => "Akhiri permainan sekarang",
            ThemeKind::Corner => "Ambil sudut",
            ThemeKind::AvoidXSquare => "Jangan berikan sudut",
            ThemeKind::Stable => "Buat bidak stabil",
            ThemeKind::FewerIsMore => "Sedikit lebih baik: jangan rakus",
            ThemeKind::MinMobility => "Beri lawan langkah paling sedikit",
            ThemeKind::QuietMove => "Mainkan langkah tenang",
            ThemeKind::EndgameWin => "Akhir permainan: menang",
            ThemeKind::EndgameBest => "Akhir permainan: skor terbaik",
            ThemeKind::Opening => "Pembukaan: langkah berikutnya",
        }
    }

    fn puzzle_key_help(&self, command: Command) -> &'static str {
        match command {
            Command::Lesson(LessonCommand::Next) | Command::Game(GameCommand::Next) => {
                "teka-teki berikutnya, setelah yang ini selesai"
            }
            Command::Lesson(LessonCommand::Back)
            | Command::Game(GameCommand::Back)
            | Command::Lesson(LessonCommand::Retry) => {
                "teka-teki tidak bisa diulang: ada petunjuk cara melewatinya"
            }
            Command::Lesson(LessonCommand::Skip) => {
                "tinggalkan teka-teki ini, lanjut ke berikutnya"
            }
            Command::Lesson(LessonCommand::Hint) => {
                "petunjuk: mula-mula idenya, lalu tempat yang perlu dilihat"
            }
            Command::Lesson(LessonCommand::Reveal) => "tunjukkan jawaban dan mainkan jalannya",
            Command::Help => "daftar tombol ini",
            Command::Quit => "keluar, kemajuanmu disimpan",
            Command::Game(_) => "(tidak dipakai di teka-teki)",
        }
    }

    fn act_puzzles(&self) -> &'static str {
        "menu teka-teki"
    }

    fn act_quiz(&self) -> &'static str {
        "kuis aturan"
    }

    fn act_line(&self) -> &'static str {
        "permainan terbaik"
    }

    fn act_line_help(&self) -> &'static str {
        "mainkan permainan terbaik maju atau mundur, satu langkah setiap kali"
    }

    fn line_step(&self, at: usize, moves: usize) -> String {
        format!("Permainan terbaik, langkah {at} dari {moves}.")
    }

    fn puzzle_waits_keys(&self, hint: &str, reveal: &str, skip: &str) -> String {
        format!(
            "Teka-teki ini menunggu langkahmu ({hint} petunjuk, {reveal} jawaban, {skip} lewati)."
        )
    }

    fn last_hint_key(&self, reveal: &str) -> String {
        format!("Itu petunjuk terakhir: {reveal} menunjukkan jawabannya.")
    }

    fn no_back_key(&self, skip: &str) -> String {
        format!("Di teka-teki tidak ada langkah mundur: {skip} melewati ke teka-teki berikutnya.")
    }

    fn mark_first(&self, mark: &str, answer: &str) -> String {
        format!(
            "Belum ada yang ditandai: tandai tiap kotak dengan {mark} atau klik, lalu tekan {answer}."
        )
    }

    fn step_waits_keys(&self, hint: &str, skip: &str) -> String {
        format!("Tahap ini menunggu jawabanmu ({hint} petunjuk, {skip} lewati).")
    }

    fn prompt_mark_flips(&self, square: Square, mark: &str, answer: &str) -> String {
        format!(
            "Tandai setiap bidak yang akan dibalik oleh {square} ({mark} atau klik pada tiap bidak), lalu tekan {answer}."
        )
    }

    fn prompt_mark_moves(&self, mark: &str, answer: &str) -> String {
        format!(
            "Tandai setiap langkah sah ({mark} atau klik pada tiap kotak), lalu tekan {answer}."
        )
    }

    fn prompt_pass_keys(&self, player: Color, key: &str) -> String {
        let p = self.color(player);
        format!(
            "Mainkan satu langkah, atau tekan {key} untuk melewati giliran jika {p} tidak punya langkah sah."
        )
    }

    fn prompt_outcome_keys(&self) -> &'static str {
        "Siapa yang menang? Tekan nomor jawabanmu."
    }

    fn lesson_folders_from(&self, folders: &str, source: &str) -> String {
        format!("pelajaranmu dibaca dari {folders} (disebut di {source})")
    }

    fn puzzle_folders_from(&self, folders: &str, source: &str) -> String {
        format!("teka-tekimu dibaca dari {folders} (disebut di {source})")
    }

    fn config_not_used(&self, why: &str) -> String {
        format!("{why}. Folder dalam berkas ini tidak dipakai sampai berkasnya diperbaiki.")
    }

    fn course_exported(&self, lessons: usize, puzzles: usize, dir: &str) -> String {
        format!(
            "{lessons} berkas pelajaran dan {puzzles} berkas teka-teki, beserta README-nya, ditulis ke {dir}. Periksa dengan `reversi-tutor check {dir}`. Pakai dengan --lessons-dir {dir}/lessons --puzzles-dir {dir}/puzzles, atau sebut folder itu di berkas konfigurasi."
        )
    }

    fn folder_not_empty(&self, dir: &str) -> String {
        format!(
            "{dir} tidak kosong: pilih folder yang kosong, atau tambahkan --force untuk menimpa berkasnya."
        )
    }

    fn file_exists(&self, file: &str) -> String {
        format!("{file} sudah ada: pilih nama lain, atau tambahkan --force.")
    }

    fn lesson_written(&self, id: &str, file: &str) -> String {
        format!(
            "Pelajaran `{id}` ditulis ke {file}. Tulis tahap-tahapmu, jalankan `reversi-tutor check {file}`, lalu coba dengan `reversi-tutor lesson {file}`."
        )
    }

    fn bad_lesson_id(&self, id: &str) -> String {
        format!(
            "`{id}` tidak bisa menjadi id pelajaran: pakai huruf kecil a-z, angka, dan tanda hubung, seperti first-move"
        )
    }

    fn cannot_write(&self, file: &str, why: &str) -> String {
        format!("tidak bisa menulis {file}: {why}")
    }

    fn assignment_heading(&self, puzzles: usize) -> String {
        format!("Kumpulan teka-teki: {puzzles} teka-teki menurut urutan gurumu")
    }

    fn not_rated_teachers(&self) -> &'static str {
        "Tidak dihitung untuk rating: teka-teki ini dari gurumu."
    }

    fn no_puzzles_in_set(&self, set: &str) -> String {
        format!(
            "{set} tidak berisi teka-teki yang bisa disajikan: periksa dengan `reversi-tutor check {set}`"
        )
    }

    fn generated_file_exists(&self, file: &str) -> String {
        format!(
            "{file} sudah ada dan dibiarkan apa adanya: tambahkan --merge untuk menambahkan teka-teki baru di akhirnya (setiap barisnya tetap), atau --force untuk menimpanya."
        )
    }

    fn generated_merged(&self, added: usize, file: &str) -> String {
        format!(
            "{added} teka-teki baru ditambahkan ke {file}; teka-teki yang sudah ada tetap seperti ditulis"
        )
    }

    fn picture_format(&self, file: &str) -> String {
        format!(
            "{file}: beri nama gambar FILE.svg (gambar garis, untuk dicetak) atau FILE.png (piksel, untuk slide)"
        )
    }

    fn no_picture(&self, why: &str) -> String {
        format!("{why} Tidak ada gambar yang ditulis.")
    }

    // An install (`completions`, `man`).
    fn man_pages_written(&self, pages: usize, dir: &str) -> String {
        format!(
            "{pages} halaman manual ditulis ke {dir} (baca satu dengan: man -l {dir}/reversi-tutor.1)."
        )
    }

    // Printable worksheets (`print`).
    fn sheet_fields(&self) -> [&'static str; 3] {
        ["Nama", "Kelas", "Tanggal"]
    }

    fn sheet_answer(&self) -> &'static str {
        "Jawaban:"
    }

    fn sheet_answers_heading(&self) -> &'static str {
        "Kunci jawaban"
    }

    fn sheet_puzzle(&self, number: usize) -> String {
        format!("Teka-teki {number}")
    }

    fn sheet_puzzles_title(&self, name: &str) -> String {
        format!("Teka-teki: {name}")
    }

    fn sheet_play(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Tulis kotak langkah {p}.")
    }

    fn sheet_any_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Tulis satu langkah sah untuk {p}.")
    }

    fn sheet_all_legal(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Tulis semua langkah sah untuk {p}, atau lingkari di papan.")
    }

    fn sheet_predict_flips(&self, square: Square) -> String {
        format!("Tulis semua bidak yang akan dibalik oleh {square}, atau lingkari di papan.")
    }

    fn sheet_pass(&self, player: Color) -> String {
        let p = self.color(player);
        format!("Tulis langkah {p}, atau tulis lewat jika {p} tidak punya langkah sah.")
    }

    fn sheet_outcome(&self) -> &'static str {
        "Siapa yang menang? Beri tanda ✓ pada satu pilihan, lalu tulis jumlah bidak masing-masing."
    }

    fn sheet_draw(&self) -> &'static str {
        "Seri"
    }

    fn sheet_choice(&self) -> &'static str {
        "Beri tanda ✓ pada satu pilihan."
    }

    fn sheet_find_square(&self) -> &'static str {
        "Tulis kotaknya."
    }

    fn sheet_game(&self) -> &'static str {
        "Tahap ini adalah partai melawan komputer: mainkan di reversi-tutor."
    }

    fn sheet_game_answer(&self) -> &'static str {
        "Partai melawan komputer: setiap langkah adalah langkah murid sendiri."
    }

    fn sheet_format(&self, file: &str) -> String {
        format!("{file}: lembar kerja adalah halaman web: beri nama FILE.html")
    }

    fn sheet_written(&self, file: &str) -> String {
        format!("{file} sudah ditulis: buka di peramban web, lalu cetak.")
    }

    fn sheet_no_puzzles(&self, name: &str, themes: &str) -> String {
        format!(
            "`{name}` bukan tema teka-teki, bukan pula folder atau berkas teka-teki; temanya: {themes}"
        )
    }
}

impl super::class::ClassStrings for Indonesian {
    fn login_hello(&self, name: &str) -> String {
        format!("Halo, {name}. Ketik kode kelas dari gurumu.")
    }

    fn login_new_pin(&self, name: &str) -> String {
        format!(
            "Halo, {name}. Nama ini baru di sini. Ketik kode kelas, lalu pilih PIN: \
             kamu mengetiknya setiap kali masuk sebagai {name}."
        )
    }

    fn prompt_class_code(&self) -> &'static str {
        "Kode kelas: "
    }

    fn prompt_pin(&self) -> &'static str {
        "PIN-mu: "
    }

    fn prompt_new_pin(&self) -> &'static str {
        "Pilih PIN (4 sampai 12 angka): "
    }

    fn prompt_pin_again(&self) -> &'static str {
        "Ketik PIN yang sama sekali lagi: "
    }

    fn wrong_class_code(&self) -> &'static str {
        "Itu bukan kode kelas. Coba lagi."
    }

    fn wrong_pin(&self) -> &'static str {
        "PIN itu salah. Coba lagi."
    }

    fn pin_rules(&self) -> &'static str {
        "PIN terdiri dari 4 sampai 12 angka, diketik sama dua kali. Coba lagi."
    }

    fn name_has_key(&self, name: &str) -> String {
        format!(
            "Nama {name} hanya terbuka dengan kunci SSH-nya sendiri. Masuklah dari komputermu \
             sendiri, atau tanya gurumu."
        )
    }

    fn name_online(&self, name: &str) -> String {
        format!("{name} sudah terhubung. Tutup jendela yang lain dulu, atau tanya gurumu.")
    }

    fn bad_name(&self) -> &'static str {
        "Masuklah dengan namamu sendiri: huruf, angka, - dan _, paling banyak 32 karakter (ssh ani@...)."
    }

    fn too_many_tries(&self) -> &'static str {
        "Terlalu banyak percobaan yang salah. Tunggu beberapa menit, lalu coba lagi."
    }

    fn login_broken(&self, name: &str) -> String {
        format!("Data masuk {name} tidak bisa dibaca. Tanya gurumu.")
    }

    fn only_the_tutor(&self, command: &str) -> String {
        format!("Server ini hanya menampilkan tutor, di terminal. Masuklah dengan: {command}")
    }

    fn class_ended(&self) -> &'static str {
        "Kelas sudah selesai. Kemajuanmu tersimpan."
    }

    fn class_folder(&self, dir: &str, new: bool) -> String {
        if new {
            format!("Folder kelas (baru): {dir}")
        } else {
            format!("Folder kelas: {dir}")
        }
    }

    fn class_code(&self, code: &str) -> String {
        format!("Kode kelas: {code}")
    }

    fn pupils_type(&self) -> &'static str {
        "Murid mengetik (NAMA adalah nama masing-masing murid):"
    }

    fn no_address(&self) -> &'static str {
        "(tidak ada alamat jaringan: berikan satu dengan --bind)"
    }

    fn host_fingerprint(&self, fingerprint: &str) -> String {
        format!("Kunci server (ssh menampilkannya saat pertama masuk): {fingerprint}")
    }

    fn stop_with_ctrl_c(&self) -> &'static str {
        "Ctrl-C menghentikan kelas. Kemajuan setiap murid tersimpan."
    }

    fn online_now(&self, count: usize) -> String {
        match count {
            0 => "Tidak ada murid yang terhubung.".to_string(),
            n => format!("{n} murid terhubung:"),
        }
    }

    fn class_stopped(&self) -> &'static str {
        "Kelas dihentikan. Kemajuan setiap murid tersimpan."
    }

    fn at_home(&self) -> &'static str {
        "layar utama"
    }

    fn choosing_a_lesson(&self) -> &'static str {
        "memilih pelajaran"
    }

    fn in_lesson(&self, number: usize, id: &str, step: usize) -> String {
        format!("pelajaran {number} ({id}), tahap {step}")
    }

    fn choosing_a_puzzle(&self) -> &'static str {
        "memilih teka-teki"
    }

    fn in_puzzle(&self, id: &str) -> String {
        format!("teka-teki {id}")
    }

    fn in_game(&self) -> &'static str {
        "sebuah permainan"
    }

    fn elsewhere(&self) -> &'static str {
        "pengaturan atau bantuan"
    }

    fn pupil_progress(&self, lessons_done: usize, rating: i64) -> String {
        format!("{lessons_done} pelajaran selesai, rating teka-teki {rating}")
    }

    // Partai kelas.

    fn opponent_classmate(&self) -> &'static str {
        "teman sekelas"
    }
    fn classmates_heading(&self) -> &'static str {
        "Teman sekelas yang daring dan bisa bermain"
    }
    fn no_classmates(&self) -> &'static str {
        "Belum ada teman sekelas yang bisa bermain. Daftar ini berubah saat teman datang dan pergi."
    }
    fn waiting_for_answer(&self, name: &str, withdraw: &str) -> String {
        format!("Menunggu jawaban {name}. {withdraw} membatalkan ajakan.")
    }
    fn invited_by(&self, name: &str) -> String {
        format!("{name} mengajakmu bermain satu partai.")
    }
    fn declined(&self, name: &str) -> String {
        format!("{name} menolak ajakanmu.")
    }
    fn not_free(&self, name: &str) -> String {
        format!("{name} sedang tidak bisa bermain.")
    }
    fn withdrawn(&self, name: &str) -> String {
        format!("{name} membatalkan ajakannya.")
    }
    fn class_game_heading(&self, number: usize, black: &str, white: &str) -> String {
        format!("Partai kelas {number}: {black} (hitam) melawan {white} (putih)")
    }
    fn their_turn(&self, name: &str) -> String {
        format!("Sekarang giliran {name}: tunggu langkahnya.")
    }
    fn no_undo_in_class(&self) -> &'static str {
        "Langkah dalam partai kelas tidak bisa dibatalkan: setiap langkah tetap berlaku sampai partai selesai."
    }
    fn no_dots_in_class(&self) -> &'static str {
        "Tanda langkah sah tidak dipakai dalam partai kelas ini."
    }
    fn opponent_left(&self, name: &str) -> String {
        format!("{name} keluar: komputer bermain untuknya sampai ia kembali.")
    }
    fn opponent_back(&self, name: &str) -> String {
        format!("{name} sudah kembali dan bermain lagi.")
    }
    fn class_rating_moved(&self, before: i64, after: i64) -> String {
        format!("Rating kelasmu: {before} → {after}.")
    }
    fn confirm_leave_class_game(&self, leave: &str) -> String {
        format!(
            "Partai berlanjut tanpamu: tekan {leave} sekali lagi untuk keluar. Setelah beberapa saat komputer bermain untukmu; Main, lalu teman sekelas, membawamu kembali."
        )
    }
    fn class_over_keys(&self, name: &str, new: &str, replay: &str, review: &str) -> String {
        format!(
            "Partai selesai: {new} mengajak {name} ke partai berikutnya, {replay} putar ulang langkah demi langkah, {review} ulas langkah-langkahnya."
        )
    }
}
