//! `check` in Bahasa Indonesia.

use super::{Label, Listed, Message, every_language, named, read};
use crate::course::check::Severity;
use crate::course::error::MAX_PROBLEMS_SHOWN;
use crate::course::parse::FORMAT_VERSION;
use crate::course::{CheckWords, CourseError};
use crate::i18n::id::Indonesian;
use crate::lang::{Lang, join_last};

impl CheckWords for Indonesian {
    fn severity(&self, severity: Severity) -> &'static str {
        match severity {
            Severity::Error => "kesalahan",
            Severity::Warning => "peringatan",
        }
    }

    fn step(&self, number: usize) -> String {
        format!("tahap {number}")
    }

    fn puzzle(&self, name: &str) -> String {
        format!("teka-teki {name}")
    }

    fn summary(&self, lessons: usize, puzzles: usize, errors: usize, warnings: usize) -> String {
        format!(
            "{lessons} pelajaran, {puzzles} teka-teki, {errors} kesalahan, {warnings} peringatan"
        )
    }

    fn message(&self, finding: &CourseError) -> Option<String> {
        read(finding).map(|message| self.said(&message))
    }
}

/// `` `say` `` or `pilihan 2`.
fn label(label: Label<'_>) -> String {
    match label {
        Label::Field(field) => format!("`{field}`"),
        Label::Choice(n) => format!("pilihan {n}"),
    }
}

/// `; mungkin maksudnya `x`?`, or nothing.
fn meant(meant: Option<&str>, quote: &str) -> String {
    meant
        .map(|m| format!("; mungkin maksudnya {quote}{m}{quote}?"))
        .unwrap_or_default()
}

/// ` (mungkin maksudnya "x"?)` after an unknown name, or nothing.
fn suggest(meant: Option<&str>) -> String {
    meant
        .map(|m| format!(" (mungkin maksudnya \"{m}\"?)"))
        .unwrap_or_default()
}

impl Indonesian {
    /// A finding's message in Indonesian.
    fn said(&self, message: &Message<'_>) -> String {
        match message {
            Message::NoCourseFiles => "tidak ada berkas pelajaran atau teka-teki (*.toml) di folder ini: periksa nama foldernya".to_string(),
            Message::TomlSyntax { detail, duplicate } => {
                let mut text = format!("sintaks TOML salah: {detail}");
                if *duplicate {
                    text.push_str(": kunci ini sudah ditulis di atasnya, di tabel yang sama (setiap tahap atau teka-teki dimulai dengan [[step]] atau [[puzzle]], dengan dua kurung siku)");
                }
                text
            }
            Message::StepsAndPuzzles => "berkas ini punya tabel [[step]] sekaligus [[puzzle]]: berkas pelajaran berisi tahap, berkas teka-teki berisi teka-teki; pisahkan menjadi dua berkas".to_string(),
            Message::UnknownFileKind => "tidak jelas apakah ini berkas pelajaran atau berkas teka-teki: pelajaran punya tabel [[step]], berkas teka-teki punya tabel [[puzzle]]".to_string(),
            Message::UnknownField { name, meant: m, known } => {
                let mut text = format!("`{name}` bukan kunci yang dikenal di sini{}", meant(*m, "`"));
                if !known.is_empty() {
                    text.push_str(&format!(" (kunci di sini: {known})"));
                }
                text
            }
            Message::MoreProblemsHidden { count } => format!("masih ada {count} kesalahan lain di berkas ini yang tidak ditampilkan: perbaiki {MAX_PROBLEMS_SHOWN} yang pertama, lalu periksa lagi"),
            Message::MoreWarningsHidden { count } => format!("masih ada {count} peringatan lain tentang berkas ini yang tidak ditampilkan"),
            Message::NoSteps => "pelajaran ini belum punya tahap: tambahkan paling sedikit satu [[step]] dengan say = { en = \"...\" }".to_string(),
            Message::NoPuzzles => "berkas ini belum punya teka-teki: tambahkan tabel [[puzzle]]".to_string(),
            Message::MissingFormatVersion => format!("`format_version` belum ada: tambahkan `format_version = {FORMAT_VERSION}` di awal berkas"),
            Message::UnsupportedFormatVersion { version } => format!("format_version {version} tidak didukung: versi reversi-tutor ini membaca format_version = {FORMAT_VERSION}"),
            Message::MissingId { what } => {
                let what = match *what {
                    "lesson" => "pelajaran",
                    "puzzle" => "teka-teki",
                    _ => "istilah",
                };
                format!("{what} ini belum punya `id`: tambahkan, misalnya id = \"corner-001\" (huruf kecil, angka, dan tanda hubung)")
            }
            Message::BadId { id } => format!("id `{id}` hanya boleh memakai huruf kecil a-z, angka, dan tanda hubung, seperti \"first-move\""),
            Message::IdTooLong { id, length } => format!("id `{id}` punya {length} karakter, padahal id paling panjang 64 karakter: pendekkan"),
            Message::MissingText { field } => format!("`{field}` belum ada: tambahkan {field} = {{ en = \"...\", id = \"...\", vi = \"...\" }}"),
            Message::UnknownLanguage { label: l, code, meant: m, below } => {
                let mut text = format!(
                    "{}: `{code}` bukan bahasa reversi-tutor{} (bahasanya: {})",
                    label(*l),
                    meant(*m, "`"),
                    every_language()
                );
                if *below {
                    text.push_str(&format!(". `{code}` tampaknya kunci milik tahap atau teka-teki yang tertulis di bawah judul tabel: sebuah tabel mengambil setiap kunci sesudah judulnya sampai baris [...] berikutnya, jadi pindahkan kunci-kunci di bawahnya ke atas judul itu"));
                }
                text
            }
            Message::LanguagesWithoutEnglish { suggested } => format!("`languages` tidak memuat `en`: setiap berkas punya bahasa Inggris, yang dibaca murid bila teks dalam bahasanya belum ada; tulis languages = {suggested}"),
            Message::LanguageTwice { code } => format!("`languages` menyebut `{code}` dua kali: tulis setiap bahasa sekali saja"),
            Message::MissingEnglish { label: l } => format!("{} belum punya teks bahasa Inggris: tambahkan en = \"...\" (bahasa Inggris wajib ada)", label(*l)),
            Message::EmptyEnglish { label: l } => format!("{}: teks bahasa Inggrisnya kosong", label(*l)),
            Message::MissingTranslation { label: l, required, absent } => {
                let names = named(absent);
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let codes: Vec<&str> = absent.iter().map(|lang| lang.code()).collect();
                if *required {
                    format!(
                        "{} belum punya teks {}, padahal bahasa itu wajib di berkas ini: tambahkan {}",
                        label(*l),
                        join_last(&names, "atau"),
                        join_last(&codes, "dan")
                    )
                } else {
                    format!(
                        "{} belum punya teks {}: murid yang memilih bahasa itu membaca teks bahasa Inggris di sini; tambahkan {}",
                        label(*l),
                        join_last(&names, "atau"),
                        join_last(&codes, "dan")
                    )
                }
            }
            Message::SquareTwice { field, square } => format!("`{field}` menyebut {square} dua kali"),
            Message::UnknownName { listed, name, meant: m, names } => match listed {
                Listed::Task => format!("task \"{name}\" tidak dikenal{}; daftar task: {names} (hapus `task` untuk tahap yang hanya dibaca)", suggest(*m)),
                Listed::Goal => format!("goal \"{name}\" tidak dikenal{}; daftar goal: {names}", suggest(*m)),
                Listed::Theme => format!("theme \"{name}\" tidak dikenal{}; daftar theme: {names}", suggest(*m)),
            },
            Message::NotLegal { field, square, player, legal } => {
                let player = super::super::Ui::new(Lang::Id).color(*player);
                match *field {
                    "move" => format!("`move` adalah {square}, padahal itu bukan langkah sah untuk {player} di sini (langkah sah: {legal})"),
                    _ => format!("`{field}` memuat {square}, padahal itu bukan langkah sah untuk {player} di sini (langkah sah: {legal})"),
                }
            }
            Message::StepCount { count, least, most } => {
                let fix = match least.parse::<usize>() {
                    Ok(least) if *count < least => "tambahkan tahap yang membuat murid bertindak",
                    _ => "bagi menjadi dua pelajaran, masing-masing satu gagasan",
                };
                format!("pelajaran ini punya {count} tahap, padahal satu pelajaran punya {least} sampai {most} tahap: {fix}")
            }
            Message::TooFewTasks { count, least } => format!("pelajaran ini punya {count} tugas dan perlu paling sedikit {least}: beri beberapa tahap sebuah `task`, agar murid cepat dan sering bertindak"),
            Message::TooManyWords { count, most } => format!("tahap ini memuat {count} kata bahasa Inggris, padahal satu tahap paling banyak {most} kata: kurangi kata-katanya, atau bagi menjadi dua tahap"),
            Message::MissingPosition => "`position` belum ada: tambahkan position = { board = \"\"\"...\"\"\", to_move = \"black\" }".to_string(),
            Message::MissingSolution => "`solution` belum ada: sebutkan setiap langkah yang memenuhi tujuannya, misalnya solution = [\"b7\"]".to_string(),
            Message::MissingRating => "`rating` belum ada: tambahkan tingkat kesulitan, misalnya rating = 1000 (teka-teki untuk pemula 600-1200)".to_string(),
            Message::MissingTheme { names } => format!("`theme` belum ada: tambahkan salah satu dari {names}"),
            Message::BoardTwice { other, place } => format!("teka-teki ini memakai papan yang sama dengan teka-teki {other} ({place}), kalau papan diputar, dicerminkan, atau warnanya ditukar: murid akan bertemu papan yang sama dua kali; simpan salah satunya, atau pilih posisi lain"),
            Message::MissingToMove => "`board` perlu giliran siapa yang melangkah: tambahkan to_move = \"black\" atau to_move = \"white\"".to_string(),
            Message::ToMoveWithoutBoard => "`to_move` hanya dipakai bersama `board`: giliran pada posisi awal atau pada catatan partai sudah jelas dari langkah-langkahnya".to_string(),
            Message::StartNotTrue => "tulis start = true untuk posisi awal (atau hapus `position`)".to_string(),
            Message::BadToMove { value } => format!("`to_move` berisi \"{value}\": tulis \"black\" atau \"white\""),
            Message::BadWinner { value } => format!("`winner` berisi \"{value}\": tulis \"black\", \"white\" atau \"draw\""),
            Message::BadRating { value, least, most } => format!("`rating` berisi {value}: pakai angka dari {least} sampai {most}"),
            Message::MissingChoices => "task \"choice\" perlu `choices`, daftar jawaban seperti [{ en = \"Yes\" }, { en = \"No\" }]".to_string(),
            Message::TooFewChoices { count } => format!("`choices` hanya punya {count} jawaban: berikan paling sedikit dua"),
            Message::MissingCorrect { count } => format!("task \"choice\" perlu `correct`, nomor jawaban yang benar (1 sampai {count})"),
            Message::MissingAccept { example } => format!("task \"play\" perlu `accept`, langkah yang dianggap benar, misalnya accept = [\"{example}\"], atau `goal`, hasil yang dicapai langkah itu (misalnya goal = \"corner\")"),
            Message::EmptyAccept => "`accept` kosong: sebutkan paling sedikit satu langkah".to_string(),
            Message::MissingAnswer => "task \"find-square\" perlu `answer`, kotak (satu atau lebih) yang dianggap benar, misalnya answer = [\"c6\"]".to_string(),
            Message::EmptyAnswer => "`answer` kosong: sebutkan paling sedikit satu kotak".to_string(),
            Message::PositionForms { forms } => match forms.as_slice() {
                [first, second, ..] => format!("posisi ini punya `{first}` sekaligus `{second}`: pakai salah satu saja dari start, moves, dan board"),
                _ => "posisinya kosong: tulis { start = true }, { moves = \"f5d6c3\" } atau { board = \"\"\"...\"\"\", to_move = \"black\" }".to_string(),
            },
            Message::StandsAloneMisused { game: false } => "`stands_alone = true` untuk tugas yang bisa ditanyakan kuis aturan, padahal tahap ini hanya dibaca: beri tahap ini sebuah `task`, atau hapus `stands_alone`".to_string(),
            Message::StandsAloneMisused { game: true } => "`stands_alone = true` untuk tugas yang bisa ditanyakan kuis aturan, dan satu partai utuh bukan tugas seperti itu: hapus `stands_alone`".to_string(),
            Message::DotsShowAnswer { task } => format!("`dots = true` akan menampilkan langkah-langkah sah, padahal task \"{task}\" di tahap ini justru meminta murid menemukannya: hapus `dots` (langkah sah ditampilkan setelah tahap ini dijawab)"),
            Message::NoGlossaryTerms => "glosarium belum punya istilah: tambahkan tabel [[term]]".to_string(),
        }
    }
}
