//! The Help page and the new key words in Bahasa Indonesia.

use crate::engine::Color;

use super::{Guide, Place, Topic};

/// Bahasa Indonesia.
pub(super) struct Indonesian;

impl Guide for Indonesian {
    fn guide_title(&self) -> &'static str {
        "Bantuan: cara memakai tutor ini"
    }

    fn topic(&self, topic: Topic) -> (&'static str, &'static [&'static str]) {
        match topic {
            Topic::Lessons => (
                "Pelajaran dan bintang",
                &[
                    "Kursus ini berisi daftar pelajaran. Ikuti sesuai urutan. Tiap pelajaran terdiri dari beberapa langkah.",
                    "Ada langkah yang cukup dibaca. Ada juga langkah yang bertanya: mainkan satu kotak, tandai beberapa kotak, atau pilih jawaban.",
                    "Kalau jawabanmu salah, kamu dapat dorongan kecil dulu. Isinya apa akibat jawabanmu, bukan jawabannya.",
                    "Kalau salah lagi, tutor menunjukkan jawabannya. Petunjuk membantu tanpa membocorkan jawaban.",
                    "Pelajaran yang selesai memberi bintang. Tiga bintang: semua soal benar pada percobaan pertama, tanpa petunjuk. Dua bintang: paling banyak dua kali meleset (petunjuk tidak dihitung). Satu bintang: kamu sampai di akhir.",
                    "Daftar pelajaran menyimpan bintang terbaikmu. Langkah terakhirmu juga disimpan, jadi kamu bisa lanjut nanti.",
                ],
            ),
            Topic::Puzzles => (
                "Teka-teki dan ratingmu",
                &[
                    "Teka-teki adalah satu posisi dengan satu tugas: cari langkah terbaik, atau bidak yang terbalik.",
                    "Menu teka-teki punya beberapa mode dan tema. Mode berperingkat memilih teka-teki yang dekat dengan ratingmu. Mode beruntun berhenti pada kesalahan pertama.",
                    "Ratingmu mulai dari 1000. Rating naik kalau kamu berhasil, dan turun kalau kamu meleset.",
                    "Hanya jawaban pertamamu yang dihitung, dan hanya kalau belum ada petunjuk atau jawaban yang ditunjukkan.",
                    "Tiap teka-teki punya dua petunjuk: pertama idenya, lalu tempat yang perlu dilihat.",
                    "Sesudah teka-teki akhir permainan, kamu bisa memainkan jalur terbaiknya satu langkah demi satu langkah.",
                ],
            ),
            Topic::ReviewQueue => (
                "Antrean ulangan",
                &[
                    "Teka-teki yang meleset, atau selesai dengan bantuan, masuk ke antrean ulangan.",
                    "Teka-teki itu muncul lagi besok. Tiap kali kamu berhasil, jaraknya makin panjang: 3 hari, lalu 7 hari. Sesudah itu, teka-teki itu keluar dari antrean.",
                    "Kalau meleset lagi, teka-teki itu muncul lagi besok.",
                    "Soal pelajaran yang dua kali salah juga masuk ke antrean yang sama.",
                    "Menu teka-teki menunjukkan apa yang perlu diulang hari ini. Kamu juga bisa langsung mengulang yang salah hari ini.",
                ],
            ),
            Topic::Play => (
                "Bermain",
                &[
                    "Main melawan komputer, atau melawan teman di papan yang sama. Hitam selalu jalan duluan.",
                    "Komputer punya enam tingkat. Tingkat 1 memainkan langkah sah apa saja. Tingkat 2 membalik bidak sebanyak mungkin. Tingkat 3 suka sudut dan tepi.",
                    "Tingkat 4, 5 dan 6 berpikir beberapa langkah ke depan. Tingkat 6 berpikir paling jauh, dan bermain sempurna di akhir permainan.",
                    "Pengatur waktu bisa mati, 30 atau 60 detik per langkah. Kalau waktumu habis, satu langkah sah acak dimainkan untukmu.",
                    "Titik-titik menunjukkan langkah yang sah. Nyalakan atau matikan sebelum atau selama permainan.",
                    "Kamu bisa membatalkan langkah, menyimpan permainan, dan melanjutkannya nanti. Permainan yang kamu tinggalkan tetap disimpan: menu Bermain menawarkan untuk melanjutkannya.",
                ],
            ),
            Topic::GameReview => (
                "Melihat lagi sebuah permainan",
                &[
                    "Sesudah permainan, ulasan menilai setiap langkah.",
                    "Langkah yang paling merugikan muncul lebih dulu. Tiap langkah disertai langkah yang lebih baik, dan alasannya.",
                    "Pilih satu langkah di daftar untuk melihatnya di papan.",
                ],
            ),
            Topic::Demo => (
                "Peragaan kelas dan papan bebas",
                &[
                    "Peragaan ini untuk proyektor: papan besar yang terbaca oleh seluruh kelas.",
                    "Peragaan menampilkan pelajaran langkah demi langkah, atau permainan langkah demi langkah.",
                    "Jawaban soal tetap tersembunyi sampai kamu menampilkannya, jadi kelas menebak dulu.",
                    "Maju otomatis berjalan sendiri. Ia berhenti di jawaban yang masih tersembunyi.",
                    "Papan bebas adalah papan untuk posisi apa saja. Taruh bidak, pilih siapa yang jalan, lalu ekspor posisinya untuk berkas pelajaran.",
                ],
            ),
            Topic::Classroom => (
                "Kelas lewat jaringan sekolah",
                &[
                    "Komputer guru melayani kelas: reversi-tutor classroom serve",
                    "Layarnya menunjukkan apa yang diketik tiap murid, misalnya: ssh -p 2222 NAMA@192.168.1.10",
                    "Murid mengetik kode kelas. Login pertama menjadikan nama itu miliknya.",
                    "Tiap murid mendapat tutor lengkap. Kemajuannya disimpan di komputer guru.",
                    "Di kelas, menu Bermain bisa mengajak teman sekelas. Kedua layar menampilkan setiap langkah.",
                    "Dasbor guru menunjukkan setiap murid: di mana mereka sekarang, bintang, dan rating mereka.",
                    "Dari dasbor, guru menonton partai kelas secara langsung, memasangkan murid untuk bermain, dan menulis laporan kelas.",
                    "Ikuti saya: guru memimpin satu pelajaran, dan pelajaran itu tampil di layar setiap murid. Tiap murid menjawab di layarnya sendiri. Lalu guru menunjukkan jawabannya.",
                    "Tombol-tombol dasbor ada di daftar di bawah.",
                ],
            ),
            Topic::Notation => (
                "Cara menulis kotak",
                &[
                    "Kolom diberi huruf a sampai h, dari kiri ke kanan.",
                    "Baris diberi angka 1 sampai 8, dari atas ke bawah.",
                    "Jadi a1 adalah sudut kiri atas, dan h8 sudut kanan bawah.",
                    "Sebuah kotak ditulis kolomnya dulu, lalu barisnya: d3 adalah kolom d, baris 3.",
                    "Catatan permainan adalah langkah-langkahnya berurutan: f5d6c3.",
                ],
            ),
        }
    }

    fn keys_heading(&self) -> &'static str {
        "Tombol di setiap layar"
    }

    fn keys_intro(&self, help: &str) -> String {
        format!(
            "Di setiap layar, {help} menampilkan tombol yang bisa dipakai di sana. Berikut tombol dari semua layar."
        )
    }

    fn place(&self, place: Place) -> &'static str {
        match place {
            Place::Home => "Beranda",
            Place::Lessons => "Daftar pelajaran",
            Place::Lesson => "Sebuah pelajaran",
            Place::PuzzleMenu => "Menu teka-teki",
            Place::Puzzle => "Sebuah teka-teki",
            Place::PlaySetup => "Bermain: pilihan sebelum permainan",
            Place::Game => "Sebuah permainan",
            Place::Review => "Ulasan permainan",
            Place::DemoPick => "Peragaan kelas: apa yang ditampilkan",
            Place::Demo => "Peragaan kelas",
            Place::Sandbox => "Papan bebas",
            Place::Settings => "Pengaturan",
            Place::Glossary => "Daftar istilah",
            Place::Guide => "Halaman Bantuan ini",
            Place::Classmates => "Teman sekelas untuk diajak (di kelas)",
            Place::KeyList => "Daftar tombol di atas layar",
            Place::Invitation => "Sebuah ajakan (di kelas)",
            Place::Dashboard => "Dasbor guru (di kelas)",
            Place::DashboardOpen => "Dasbor: partai atau pelajaran yang dibuka",
            Place::Follow => "Ikuti saya, di layar murid",
        }
    }

    fn erase_typed(&self) -> &'static str {
        "hapus yang baru diketik"
    }
    fn erase_word(&self) -> &'static str {
        "hapus huruf"
    }
    fn set_level(&self) -> &'static str {
        "atur tingkat komputer"
    }
    fn level_word(&self) -> &'static str {
        "tingkat"
    }
    fn offer_play(&self) -> &'static str {
        "main melawan komputer"
    }
    fn offer_review(&self) -> &'static str {
        "lihat lagi permainan tadi, langkah demi langkah"
    }
    fn offer_puzzles(&self) -> &'static str {
        "lima teka-teki tentang isi pelajaran ini"
    }
    fn offer_quiz(&self) -> &'static str {
        "kuis aturan: satu soal dari tiap pelajaran sejauh ini"
    }
    fn sandbox_word(&self) -> &'static str {
        "papan bebas"
    }
    fn put(&self, disc: Option<Color>) -> &'static str {
        match disc {
            Some(Color::Black) => "taruh bidak hitam di kotak itu",
            Some(Color::White) => "taruh bidak putih di kotak itu",
            None => "kosongkan kotak itu",
        }
    }
    fn invite(&self) -> &'static str {
        "ajak teman yang dipilih bermain"
    }
    fn invite_word(&self) -> &'static str {
        "ajak"
    }
    fn withdraw(&self) -> &'static str {
        "batalkan ajakanmu"
    }
    fn withdraw_word(&self) -> &'static str {
        "batalkan"
    }
    fn accept(&self) -> &'static str {
        "terima ajakan dan mulai bermain"
    }
    fn accept_word(&self) -> &'static str {
        "terima"
    }
    fn decline(&self) -> &'static str {
        "tolak ajakan"
    }
    fn decline_word(&self) -> &'static str {
        "tolak"
    }
}
