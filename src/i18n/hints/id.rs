//! The first hints of puzzles in Bahasa Indonesia.

use super::{HintStrings, kind_counts, listed, numbers, odd_regions, only_kind, other};
use crate::course::goal::LineKind;
use crate::engine::Color;
use crate::generate::hint::{
    Corner, CornerWay, Directions, EndNow, Endgame, FewerIsMore, ForcePass, Greed, Kinds,
    LegalMove, MaxFlips, MinMobility, QuietMove, Stable, Wipeout, same,
};
use crate::i18n::capitalize;
use crate::i18n::id::Indonesian;

impl HintStrings for Indonesian {
    fn legal_move(&self, f: &LegalMove) -> String {
        let theirs = color(other(f.player));
        let (frontier, discs) = (f.frontier, f.discs);
        let first = if discs == 1 {
            format!(
                "{} hanya punya satu bidak, dan bidak itu bersentuhan dengan kotak kosong; langkah sah selalu berada di sampingnya.",
                capitalize(theirs)
            )
        } else if frontier == discs {
            format!(
                "Semua {discs} bidak {theirs} bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya."
            )
        } else if frontier * 2 <= discs {
            format!(
                "Hanya {frontier} dari {discs} bidak {theirs} yang bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya."
            )
        } else {
            format!(
                "{frontier} dari {discs} bidak {theirs} bersentuhan dengan kotak kosong, dan langkah sah selalu berada di samping salah satunya."
            )
        };
        let second = if f.moves == 1 {
            format!(
                "Kamu hanya punya satu langkah sah, dan langkah itu mengapit {}.",
                lines(f.lines)
            )
        } else {
            format!(
                "Kamu punya {} langkah sah; bersama-sama, langkah-langkah itu mengapit {}.",
                f.moves,
                lines(f.lines)
            )
        };
        format!("{first} {second}")
    }

    fn directions(&self, f: &Directions) -> String {
        let (moves, wanted) = (f.moves, f.wanted);
        let Some((kinds, flips)) = &f.lines else {
            return format!(
                "{} dari {moves} langkahmu mengapit garis ke {wanted} arah atau lebih. Hitung baris, kolom, dan diagonal dari setiap langkah.",
                f.answers
            );
        };
        let flipping = match same(flips) {
            Some(n) => format!("{n} bidak di setiap garis"),
            None => format!("{} bidak", numbers(flips, "dan")),
        };
        format!(
            "Hanya satu dari {moves} langkahmu yang mengapit garis ke {wanted} arah atau lebih. Langkah itu mengapit {}, dan membalik {flipping}.",
            kind_list(*kinds)
        )
    }

    fn force_pass(&self, f: &ForcePass) -> String {
        let theirs = color(other(f.player));
        let first = if f.now == 0 {
            format!(
                "{} punya {} bidak, dan saat ini tidak punya langkah sah.",
                capitalize(theirs),
                f.discs
            )
        } else {
            format!(
                "{} punya {} bidak; seandainya sekarang giliran {theirs}, {theirs} punya {} langkah sah.",
                capitalize(theirs),
                f.discs,
                f.now
            )
        };
        let blocked = format!("membuat {theirs} tidak bisa melangkah");
        let second = if f.shut == f.answers {
            of_your(f.answers, f.moves, &blocked)
        } else {
            let ended = match f.shut - f.answers {
                1 => "satu".to_string(),
                n => n.to_string(),
            };
            format!(
                "{} dari {} langkahmu {blocked}, tetapi {ended} di antaranya mengakhiri permainan, karena kamu juga tidak punya langkah lagi.",
                f.shut, f.moves
            )
        };
        format!("{first} {second}")
    }

    fn wipeout(&self, f: &Wipeout) -> String {
        let theirs = capitalize(color(other(f.player)));
        let first = match (f.discs, f.one_line) {
            (1, _) => format!("{theirs} tinggal punya satu bidak."),
            (discs, Some(kind)) => format!(
                "{theirs} tinggal punya {discs} bidak, semuanya pada satu {}.",
                noun(kind)
            ),
            (discs, None) => {
                format!("{theirs} tinggal punya {discs} bidak, dan tidak semuanya pada satu garis.")
            }
        };
        let what = match (f.discs, f.lines) {
            (1, _) => "membalik bidak itu".to_string(),
            (_, Some(n)) if n > 1 => format!("membalik semuanya sekaligus, di {n} garis"),
            _ => "membalik semuanya".to_string(),
        };
        format!("{first} {}", of_your(f.answers, f.moves, &what))
    }

    fn end_now(&self, f: &EndNow) -> String {
        let theirs = color(other(f.player));
        let edge = match (f.discs, f.on_edge) {
            (1, 0) => ", tidak di tepi".to_string(),
            (1, _) => ", di tepi".to_string(),
            (_, 0) => ", tidak satu pun di tepi".to_string(),
            (d, e) if d == e => ", semuanya di tepi".to_string(),
            (_, e) => format!(", {e} di antaranya di tepi"),
        };
        let they = match f.theirs {
            0 => format!("sedangkan {theirs} tidak bisa melangkah di mana pun"),
            n => format!("dan {theirs} di {n} kotak"),
        };
        format!(
            "{} punya {} bidak{edge}. Dari {} kotak kosong, kamu bisa melangkah di {} kotak, {they}. Setelah langkah yang tepat, tidak ada pihak yang bisa melangkah lagi.",
            capitalize(theirs),
            f.discs,
            f.empty,
            f.moves
        )
    }

    fn corner(&self, f: &Corner) -> String {
        let corners = match f.empty {
            1 => "Hanya satu sudut yang kosong".to_string(),
            n => format!("Ada {n} sudut kosong"),
        };
        match f.way {
            Some((way, flips)) => format!(
                "{corners}, dan hanya satu dari {} langkahmu yang mengambil sudut. Langkah itu mengapit di sepanjang {}, dan membalik {flips} bidak.",
                f.moves,
                corner_way(way)
            ),
            None => format!(
                "{corners}, dan {} dari {} langkahmu mengambil sudut.",
                f.answers, f.moves
            ),
        }
    }

    fn max_flips(&self, f: &MaxFlips) -> String {
        let over = match f.lines {
            1 => "dalam satu garis saja".to_string(),
            n => format!("di {n} garis"),
        };
        let mut out = format!(
            "Dari {} langkahmu, yang terbaik membalik {} bidak {over}; yang terbaik berikutnya membalik {}.",
            f.moves, f.most, f.next
        );
        if let Some(long) = f.trap {
            out.push_str(&format!(
                " Garis tunggal terpanjang, {long} bidak, milik langkah lain."
            ));
        }
        out
    }

    fn min_mobility(&self, f: &MinMobility) -> String {
        let theirs = color(other(f.player));
        let others = f.moves - 1;
        let range = if f.least == f.most {
            format!(
                "{others} langkahmu yang lain masing-masing menyisakan {}",
                f.least
            )
        } else {
            format!(
                "{others} langkahmu yang lain menyisakan {} sampai {}",
                f.least, f.most
            )
        };
        let left = match f.fewest {
            0 => format!("tidak menyisakan satu langkah pun untuk {theirs}"),
            n => format!("menyisakan {n} langkah untuk {theirs}"),
        };
        let had = match f.now {
            0 => format!("{theirs} tidak punya langkah sah"),
            n => format!("{theirs} punya {n} langkah sah"),
        };
        format!("Seandainya sekarang giliran {theirs}, {had}. Langkah terbaikmu {left}; {range}.")
    }

    fn stable(&self, f: &Stable) -> String {
        let mut out = match f.now {
            0 => format!(
                "Kamu belum punya bidak stabil, dan langkah terbaik membuat {} bidak stabil.",
                f.best
            ),
            n => format!(
                "Sekarang kamu punya {n} bidak stabil, dan langkah terbaik menambahnya menjadi {}.",
                f.best
            ),
        };
        if let Some((square, count)) = f.corner {
            out.push_str(&format!(
                " Mengambil sudut {square} hanya menghasilkan {count}."
            ));
        }
        match f.held {
            0 => {}
            1 => out.push_str(" Perhatikan tepi di samping sudut yang sudah kamu miliki."),
            _ => out.push_str(" Perhatikan tepi di samping sudut-sudut yang sudah kamu miliki."),
        }
        out
    }

    fn quiet_move(&self, f: &QuietMove) -> String {
        let first = match f.flips {
            Some(flips) => format!(
                "Hanya satu dari {} langkahmu yang tenang, dan langkah itu {}.",
                f.moves,
                match flips {
                    1 => "hanya membalik satu bidak".to_string(),
                    n => format!("membalik {n} bidak"),
                }
            ),
            None => format!("{} dari {} langkahmu tenang.", f.answers, f.moves),
        };
        format!(
            "{first} Untuk setiap langkah, perhatikan bidak yang dibaliknya: adakah yang masih bersentuhan dengan kotak kosong?"
        )
    }

    fn fewer_is_more(&self, f: &FewerIsMore) -> String {
        let first = match f.greed.as_slice() {
            [one] => greed_words(*one),
            many => {
                let squares: Vec<String> = many.iter().map(|g| g.square.to_string()).collect();
                let result = match (many.len(), many.iter().all(|g| g.score < 0)) {
                    (2, true) => "keduanya kalah".to_string(),
                    (_, true) => "semuanya kalah".to_string(),
                    _ => "tidak satu pun yang menang".to_string(),
                };
                format!(
                    "{} membalik bidak paling banyak, masing-masing {} bidak, tetapi jika kedua pihak bermain sebaik mungkin, {result}.",
                    listed(&squares, "dan"),
                    many.first().map_or(0, |g| g.flips)
                )
            }
        };
        format!(
            "{first} Untuk setiap langkah lain, pikirkan jawaban {}.",
            color(other(f.player))
        )
    }

    fn endgame(&self, f: &Endgame) -> String {
        let mut out = regions_words(&f.regions);
        if let Some(greed) = f.greed {
            out.push(' ');
            out.push_str(&greed_words(greed));
        }
        out.push(' ');
        let Some(best) = f.best else {
            out.push_str(&of_your(f.answers, f.moves, "menang"));
            return out;
        };
        let result = match best {
            b if b > 0 => format!(
                "Jika kedua pihak bermain sebaik mungkin, kamu bisa menang dengan selisih {b} bidak"
            ),
            0 => "Jika kedua pihak bermain sebaik mungkin, hasil terbaikmu adalah seri".to_string(),
            b => format!(
                "Jika kedua pihak bermain sebaik mungkin, kekalahanmu paling kecil {} bidak",
                -b
            ),
        };
        let reach = match f.answers {
            1 => format!("hanya satu dari {} langkahmu yang mencapainya", f.moves),
            n => format!("{n} dari {} langkahmu mencapainya", f.moves),
        };
        out.push_str(&format!("{result}, dan {reach}."));
        out
    }
}

fn color(color: Color) -> &'static str {
    match color {
        Color::Black => "hitam",
        Color::White => "putih",
    }
}

/// `Hanya satu dari 5 langkahmu yang menang.` / `2 dari 5 langkahmu menang.`
fn of_your(answers: u32, moves: u32, what: &str) -> String {
    if answers == 1 {
        format!("Hanya satu dari {moves} langkahmu yang {what}.")
    } else {
        format!("{answers} dari {moves} langkahmu {what}.")
    }
}

fn noun(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Row => "baris",
        LineKind::Column => "kolom",
        LineKind::Diagonal => "diagonal",
    }
}

/// `1 baris dan 2 diagonal`.
fn kind_list(kinds: Kinds) -> String {
    let parts: Vec<String> = kind_counts(kinds)
        .into_iter()
        .map(|(kind, n)| format!("{n} {}", noun(kind)))
        .collect();
    listed(&parts, "dan")
}

/// `3 garis: 2 baris dan 1 diagonal`, `2 garis, keduanya kolom`, or `satu diagonal`.
fn lines(kinds: Kinds) -> String {
    match (kinds.total(), only_kind(kinds)) {
        (1, Some(kind)) => format!("satu {}", noun(kind)),
        (2, Some(kind)) => format!("2 garis, keduanya {}", noun(kind)),
        (total, Some(kind)) => format!("{total} garis, semuanya {}", noun(kind)),
        (total, None) => format!("{total} garis: {}", kind_list(kinds)),
    }
}

fn corner_way(way: CornerWay) -> &'static str {
    match (way.edges, way.diagonal) {
        (0, _) => "garis diagonalnya",
        (1, false) => "satu tepi",
        (1, true) => "satu tepi dan garis diagonalnya",
        (_, false) => "kedua tepinya",
        (_, true) => "kedua tepinya dan garis diagonalnya",
    }
}

/// `9 kotak kosong membentuk 3 wilayah, berisi 5, 3 dan 1 kotak. Semuanya ganjil.`
fn regions_words(regions: &[u32]) -> String {
    let empty: u32 = regions.iter().sum();
    let odd = odd_regions(regions);
    if regions.len() == 1 {
        let parity = if odd == 1 { "ganjil" } else { "genap" };
        return format!("{empty} kotak kosong membentuk satu wilayah, dan wilayah itu {parity}.");
    }
    let which = match (regions.len(), odd) {
        (2, 0) => "Keduanya genap.".to_string(),
        (2, 2) => "Keduanya ganjil.".to_string(),
        (_, 0) => "Semuanya genap.".to_string(),
        (_, 1) => "Satu di antaranya ganjil.".to_string(),
        (all, n) if n == all => "Semuanya ganjil.".to_string(),
        (_, n) => format!("{n} di antaranya ganjil."),
    };
    format!(
        "{empty} kotak kosong membentuk {} wilayah, berisi {} kotak. {which}",
        regions.len(),
        numbers(regions, "dan")
    )
}

/// `g1 membalik bidak paling banyak, 6 bidak, tetapi ...`.
fn greed_words(greed: Greed) -> String {
    let result = match greed.score {
        s if s < 0 => format!("kalah dengan selisih {} bidak", -s),
        0 => "hanya seri".to_string(),
        s => format!("hanya menang dengan selisih {s} bidak"),
    };
    format!(
        "{} membalik bidak paling banyak, {} bidak, tetapi jika kedua pihak bermain sebaik mungkin, langkah itu {result}.",
        greed.square, greed.flips
    )
}
