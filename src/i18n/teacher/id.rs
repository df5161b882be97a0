//! The teacher's side of the classroom in Bahasa Indonesia.

use super::{TeacherKey, TeacherStrings};

/// Bahasa Indonesia.
pub struct Indonesian;

impl TeacherStrings for Indonesian {
    fn teacher_code(&self, code: &str, command: &str) -> String {
        format!("Kode guru: {code} (untuk membuka dasbor dari komputer lain: {command})")
    }

    fn teacher_hello(&self) -> &'static str {
        "Halo, Bapak/Ibu Guru. Ketik kode guru yang dicetak oleh serve."
    }

    fn prompt_teacher_code(&self) -> &'static str {
        "Kode guru: "
    }

    fn wrong_teacher_code(&self) -> &'static str {
        "Itu bukan kode guru. Lihat lagi apa yang dicetak oleh serve."
    }

    fn dashboard_stops_class(&self) -> &'static str {
        "Terminal ini menampilkan dasbor. Kalau dasbor ditutup, kelas berhenti dan semuanya tersimpan."
    }

    fn dashboard_title(&self) -> &'static str {
        "Dasbor kelas"
    }

    fn online_of(&self, online: usize, pupils: usize) -> String {
        format!("{online} dari {pupils} murid terhubung")
    }

    fn pane_names(&self) -> [&'static str; 5] {
        [
            "Murid",
            "Partai",
            "Partai tersimpan",
            "Pelajaran",
            "Pengaturan",
        ]
    }

    fn pupil_columns(&self) -> [&'static str; 7] {
        [
            "Nama",
            "Sedang di",
            "Pelajaran",
            "Bintang",
            "Teka-teki",
            "Kelas",
            "Terakhir",
        ]
    }

    fn no_pupils(&self) -> &'static str {
        "Belum ada murid yang masuk."
    }

    fn offline(&self) -> &'static str {
        "tidak terhubung"
    }

    fn following(&self) -> &'static str {
        "mengikuti Anda"
    }

    fn in_class_game(&self, id: u64) -> String {
        format!("partai kelas {id}")
    }

    fn seen_now(&self) -> &'static str {
        "sekarang"
    }

    fn seen_ago(&self, minutes: u64) -> String {
        match minutes {
            0 => "baru saja".to_string(),
            1..60 => format!("{minutes} menit lalu"),
            60..1440 => format!("{} jam lalu", minutes / 60),
            _ => format!("{} hari lalu", minutes / 1440),
        }
    }

    fn game_row(&self, id: u64, black: &str, white: &str, moves: usize) -> String {
        format!("{id} · {black} (hitam) melawan {white} (putih) · {moves} langkah")
    }

    fn seat_waits(&self, name: &str) -> String {
        format!("kursi {name} menunggu")
    }

    fn no_games(&self) -> &'static str {
        "Tidak ada partai kelas yang sedang dimainkan."
    }

    fn kept_row(&self, id: u64, black: &str, white: &str, discs: (u32, u32)) -> String {
        format!(
            "{id} · {black} (hitam) melawan {white} (putih) · {} lawan {}",
            discs.0, discs.1
        )
    }

    fn no_kept(&self) -> &'static str {
        "Belum ada partai kelas yang selesai."
    }

    fn games_help(&self, watch: &str) -> String {
        format!("{watch} menonton partai yang dipilih, langkah demi langkah selagi dimainkan.")
    }

    fn kept_help(&self, open: &str, review: &str, follow: &str) -> String {
        format!(
            "{open} menelusuri partai yang dipilih. {review} meninjaunya langkah demi langkah. \
             {follow} menunjukkannya kepada seluruh kelas."
        )
    }

    fn lessons_help(&self, lead: &str) -> String {
        format!(
            "{lead}: seluruh kelas mengikuti pelajaran ini bersama Anda. Murid yang sedang \
             bermain partai kelas tetap bermain."
        )
    }

    fn lesson_closed(&self) -> &'static str {
        "belum dibuka"
    }

    fn setting_names(&self) -> [&'static str; 6] {
        [
            "Waktu untuk satu langkah",
            "Warna bertukar setelah satu partai",
            "Titik langkah sah di partai kelas",
            "Tunggu sebelum komputer mengisi kursi",
            "Tingkat komputer",
            "Pelajaran yang terbuka untuk murid",
        ]
    }

    fn timer_value(&self, seconds: Option<u64>) -> String {
        match seconds {
            None => "tanpa batas waktu".to_string(),
            Some(s) => format!("{s} detik"),
        }
    }

    fn on_off(&self, on: bool) -> &'static str {
        if on { "ya" } else { "tidak" }
    }

    fn seconds(&self, seconds: u64) -> String {
        format!("{seconds} detik")
    }

    fn level_value(&self, level: u8) -> String {
        format!("tingkat {level}")
    }

    fn open_lessons_value(&self, open: Option<usize>, total: usize) -> String {
        match open {
            None => format!("semua ({total})"),
            Some(1) => "hanya pelajaran 1".to_string(),
            Some(n) => format!("pelajaran 1 sampai {n}"),
        }
    }

    fn settings_help(&self, change: &str) -> String {
        format!(
            "{change} mengubah pengaturan yang dipilih. Perubahan langsung tersimpan di settings.toml."
        )
    }

    fn paired(&self, pairs: &[(String, String)]) -> String {
        let pairs: Vec<String> = pairs
            .iter()
            .map(|(a, b)| format!("{a} dengan {b}"))
            .collect();
        format!("Diundang bermain: {}.", pairs.join(", "))
    }

    fn no_pairs(&self) -> &'static str {
        "Kurang dari dua murid yang sedang bebas, jadi tidak ada yang dipasangkan."
    }

    fn settings_saved(&self) -> &'static str {
        "Tersimpan di settings.toml."
    }

    fn settings_not_saved(&self, why: &str) -> String {
        format!("Tidak tersimpan: {why}")
    }

    fn report_written(&self, path: &str) -> String {
        format!("Laporan ada di {path}")
    }

    fn report_not_written(&self, why: &str) -> String {
        format!("Laporan tidak bisa ditulis: {why}")
    }

    fn watching(&self, id: u64, black: &str, white: &str) -> String {
        format!("Partai kelas {id}, langsung: {black} (hitam) melawan {white} (putih).")
    }

    fn key_help(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "bagian dasbor berikutnya",
            TeacherKey::PartByNumber => "bagian dasbor dengan nomor itu",
            TeacherKey::Watch => "menonton partai yang dipilih, secara langsung",
            TeacherKey::GoThrough => {
                "menelusuri partai tersimpan yang dipilih, langkah demi langkah"
            }
            TeacherKey::FollowMe => {
                "seluruh kelas mengikuti pelajaran atau partai tersimpan yang dipilih"
            }
            TeacherKey::PairByRating => {
                "memasangkan murid yang bebas menurut rating kelas, lalu mengundang setiap pasangan"
            }
            TeacherKey::RoundRobin => "memasangkan murid bebas yang paling jarang saling bertemu",
            TeacherKey::Report => "menulis laporan kelas (CSV) di folder kelas",
            TeacherKey::Review => "meninjau partai tersimpan yang dipilih, setiap langkah dinilai",
            TeacherKey::EndFollow => {
                "menyudahi ikuti saya: setiap murid kembali ke tempatnya semula"
            }
        }
    }

    fn key_word(&self, key: TeacherKey) -> &'static str {
        match key {
            TeacherKey::NextPart => "bagian lain",
            TeacherKey::PartByNumber => "bagian",
            TeacherKey::Watch => "tonton",
            TeacherKey::GoThrough => "buka",
            TeacherKey::FollowMe => "ikuti saya",
            TeacherKey::PairByRating => "pasangkan menurut rating",
            TeacherKey::RoundRobin => "giliran semua",
            TeacherKey::Report => "laporan",
            TeacherKey::Review => "tinjau",
            TeacherKey::EndFollow => "selesai mengikuti",
        }
    }

    fn class_follows(&self) -> &'static str {
        "Seluruh kelas melihat ini di layar masing-masing."
    }

    fn answers_in(&self, answered: usize, following: usize) -> String {
        format!("Jawaban: {answered} dari {following}")
    }

    fn tally_row(&self, answer: &str, count: usize, names: &str) -> String {
        format!("{answer}: {count} ({names})")
    }

    fn follow_heading(&self) -> &'static str {
        "Gurumu sedang memimpin. Ikuti di layarmu."
    }

    fn follow_prompt_choice(&self) -> &'static str {
        "Jawab di layarmu: ketik nomor pilihanmu."
    }

    fn follow_prompt_square(&self, play: &str) -> String {
        format!("Jawab di layarmu: ketik satu petak, misalnya d3, lalu {play}.")
    }

    fn follow_prompt_squares(&self, mark: &str, answer: &str) -> String {
        format!("Jawab di layarmu: tandai setiap petak dengan {mark}, lalu {answer}.")
    }

    fn follow_prompt_outcome(&self) -> &'static str {
        "Jawab di layarmu: 1 hitam menang, 2 putih menang, 3 seri."
    }

    fn marked(&self, squares: &str) -> String {
        format!("Sudah ditandai: {squares}")
    }

    fn follow_given(&self, answer: &str) -> String {
        format!("Jawabanmu: {answer}. Sebentar lagi gurumu menunjukkan jawabannya.")
    }

    fn follow_right(&self) -> &'static str {
        "Jawabanmu benar!"
    }

    fn follow_wrong(&self) -> &'static str {
        "Belum tepat kali ini. Lihat jawabannya di papan."
    }

    fn follow_none(&self) -> &'static str {
        "Kamu tidak menjawab soal ini."
    }

    fn follow_not_an_answer(&self) -> &'static str {
        "Itu bukan jawaban untuk soal ini. Baca lagi apa yang ditanyakan."
    }

    fn follow_once(&self) -> &'static str {
        "Jawabanmu sudah masuk. Setiap soal hanya dijawab sekali."
    }

    fn answer_pass(&self) -> &'static str {
        "lewat"
    }

    fn answer_draw(&self) -> &'static str {
        "seri"
    }

    fn report_columns(&self) -> [&'static str; 9] {
        [
            "nama",
            "terhubung",
            "sedang di",
            "pelajaran selesai",
            "bintang",
            "rating teka-teki",
            "rating kelas",
            "partai kelas",
            "terakhir terlihat",
        ]
    }

    fn yes_no(&self, yes: bool) -> &'static str {
        if yes { "ya" } else { "tidak" }
    }
}
