//! The first hints of puzzles in Tiếng Việt.

use super::{HintStrings, kind_counts, listed, numbers, odd_regions, only_kind, other};
use crate::course::goal::LineKind;
use crate::engine::Color;
use crate::generate::hint::{
    Corner, CornerWay, Directions, EndNow, Endgame, FewerIsMore, ForcePass, Greed, Kinds,
    LegalMove, MaxFlips, MinMobility, QuietMove, Stable, Wipeout, same,
};
use crate::i18n::capitalize;
use crate::i18n::vi::Vietnamese;

impl HintStrings for Vietnamese {
    fn legal_move(&self, f: &LegalMove) -> String {
        let theirs = color(other(f.player));
        let (frontier, discs) = (f.frontier, f.discs);
        let first = if discs == 1 {
            format!(
                "{} chỉ có một quân, và quân đó chạm một ô trống; nước hợp lệ luôn nằm cạnh nó.",
                capitalize(theirs)
            )
        } else if frontier == discs {
            format!(
                "Cả {discs} quân {theirs} đều chạm ô trống, và nước hợp lệ luôn nằm cạnh một trong số đó."
            )
        } else {
            let only = if frontier * 2 <= discs { "chỉ " } else { "" };
            format!(
                "Trong {discs} quân {theirs}, {only}{frontier} quân chạm ô trống, và nước hợp lệ luôn nằm cạnh một trong số đó."
            )
        };
        let second = if f.moves == 1 {
            format!(
                "Bạn chỉ có một nước hợp lệ, và nước đó kẹp {}.",
                lines(f.lines)
            )
        } else {
            format!(
                "Bạn có {} nước hợp lệ; gộp lại, các nước đó kẹp {}.",
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
                "{} trong {moves} nước của bạn kẹp được quân theo {wanted} hướng trở lên. Hãy đếm hàng, cột và đường chéo của từng nước.",
                f.answers
            );
        };
        let flipping = match same(flips) {
            Some(n) => format!("mỗi đường lật {n} quân"),
            None => format!("lật lần lượt {} quân", numbers(flips, "và")),
        };
        format!(
            "Trong {moves} nước của bạn, chỉ một nước kẹp được quân theo {wanted} hướng trở lên. Nước đó kẹp {}, {flipping}.",
            kind_list(*kinds)
        )
    }

    fn force_pass(&self, f: &ForcePass) -> String {
        let theirs = color(other(f.player));
        let first = if f.now == 0 {
            format!(
                "{} có {} quân, và lúc này không có nước hợp lệ nào.",
                capitalize(theirs),
                f.discs
            )
        } else {
            format!(
                "{} có {} quân; nếu bây giờ đến lượt {theirs}, {theirs} sẽ có {} nước hợp lệ.",
                capitalize(theirs),
                f.discs,
                f.now
            )
        };
        let blocked = format!("khiến {theirs} hết nước đi");
        let second = if f.shut == f.answers {
            of_your(f.answers, f.moves, &blocked)
        } else {
            let ended = match f.shut - f.answers {
                1 => "một".to_string(),
                n => n.to_string(),
            };
            format!(
                "{} trong {} nước của bạn {blocked}, nhưng {ended} nước trong số đó kết thúc ván cờ, vì bạn cũng hết nước đi.",
                f.shut, f.moves
            )
        };
        format!("{first} {second}")
    }

    fn wipeout(&self, f: &Wipeout) -> String {
        let theirs = capitalize(color(other(f.player)));
        let first = match (f.discs, f.one_line) {
            (1, _) => format!("{theirs} chỉ còn một quân."),
            (discs, Some(kind)) => format!(
                "{theirs} còn {discs} quân, tất cả nằm trên cùng một {}.",
                noun(kind)
            ),
            (discs, None) => format!("{theirs} còn {discs} quân, không nằm trên cùng một đường."),
        };
        let what = match (f.discs, f.lines) {
            (1, _) => "lật được quân đó".to_string(),
            (_, Some(n)) if n > 1 => format!("lật được hết chúng cùng lúc, theo {n} đường"),
            _ => "lật được hết chúng".to_string(),
        };
        format!("{first} {}", of_your(f.answers, f.moves, &what))
    }

    fn end_now(&self, f: &EndNow) -> String {
        let theirs = color(other(f.player));
        let edge = match (f.discs, f.on_edge) {
            (1, 0) => ", không nằm trên mép".to_string(),
            (1, _) => ", nằm trên mép".to_string(),
            (_, 0) => ", không quân nào nằm trên mép".to_string(),
            (d, e) if d == e => ", tất cả đều nằm trên mép".to_string(),
            (_, e) => format!(", {e} quân trong số đó nằm trên mép"),
        };
        let they = match f.theirs {
            0 => format!("còn {theirs} không đi được ô nào"),
            n => format!("còn {theirs} đi được {n} ô"),
        };
        format!(
            "{} có {} quân{edge}. Trong {} ô trống, bạn đi được {} ô, {they}. Sau nước đúng, không bên nào đi được nữa.",
            capitalize(theirs),
            f.discs,
            f.empty,
            f.moves
        )
    }

    fn corner(&self, f: &Corner) -> String {
        let corners = match f.empty {
            1 => "Chỉ có một góc còn trống".to_string(),
            n => format!("Có {n} góc còn trống"),
        };
        match f.way {
            Some((way, flips)) => format!(
                "{corners}, và trong {} nước của bạn chỉ một nước chiếm được góc. Nước đó kẹp dọc theo {}, lật {flips} quân.",
                f.moves,
                corner_way(way)
            ),
            None => format!(
                "{corners}, và {} trong {} nước của bạn chiếm được góc.",
                f.answers, f.moves
            ),
        }
    }

    fn max_flips(&self, f: &MaxFlips) -> String {
        let over = match f.lines {
            1 => "trên một đường duy nhất".to_string(),
            n => format!("trên {n} đường"),
        };
        let mut out = format!(
            "Trong {} nước của bạn, nước tốt nhất lật {} quân {over}; nước tốt thứ hai lật {} quân.",
            f.moves, f.most, f.next
        );
        if let Some(long) = f.trap {
            out.push_str(&format!(
                " Đường dài nhất, gồm {long} quân, thuộc về một nước khác."
            ));
        }
        out
    }

    fn min_mobility(&self, f: &MinMobility) -> String {
        let theirs = color(other(f.player));
        let others = f.moves - 1;
        let range = if f.least == f.most {
            format!("{others} nước còn lại của bạn đều để lại {} nước", f.least)
        } else {
            format!(
                "{others} nước còn lại để lại từ {} đến {} nước",
                f.least, f.most
            )
        };
        let left = match f.fewest {
            0 => format!("không để lại cho {theirs} nước nào"),
            n => format!("để lại cho {theirs} {n} nước"),
        };
        let had = match f.now {
            0 => format!("{theirs} sẽ không có nước hợp lệ nào"),
            n => format!("{theirs} sẽ có {n} nước hợp lệ"),
        };
        format!("Nếu bây giờ đến lượt {theirs}, {had}. Nước tốt nhất của bạn {left}; {range}.")
    }

    fn stable(&self, f: &Stable) -> String {
        let mut out = match f.now {
            0 => format!(
                "Bạn chưa có quân ổn định nào, và nước tốt nhất tạo ra {} quân.",
                f.best
            ),
            n => format!(
                "Bây giờ bạn có {n} quân ổn định, và nước tốt nhất sẽ nâng lên {}.",
                f.best
            ),
        };
        if let Some((square, count)) = f.corner {
            out.push_str(&format!(" Chiếm góc {square} chỉ cho bạn {count} quân."));
        }
        match f.held {
            0 => {}
            1 => out.push_str(" Hãy nhìn dọc các mép cạnh góc mà bạn đã có."),
            _ => out.push_str(" Hãy nhìn dọc các mép cạnh những góc mà bạn đã có."),
        }
        out
    }

    fn quiet_move(&self, f: &QuietMove) -> String {
        let first = match f.flips {
            Some(flips) => format!(
                "Chỉ một trong {} nước của bạn là nước yên lặng, và nó {}.",
                f.moves,
                match flips {
                    1 => "chỉ lật một quân".to_string(),
                    n => format!("lật {n} quân"),
                }
            ),
            None => format!(
                "{} trong {} nước của bạn là nước yên lặng.",
                f.answers, f.moves
            ),
        };
        format!(
            "{first} Với mỗi nước, hãy xem các quân nó lật: có quân nào vẫn chạm ô trống không?"
        )
    }

    fn fewer_is_more(&self, f: &FewerIsMore) -> String {
        let first = match f.greed.as_slice() {
            [one] => greed_words(*one),
            many => {
                let squares: Vec<String> = many.iter().map(|g| g.square.to_string()).collect();
                let result = match (many.len(), many.iter().all(|g| g.score < 0)) {
                    (2, true) => "cả hai đều thua".to_string(),
                    (_, true) => "tất cả đều thua".to_string(),
                    _ => "không nước nào thắng".to_string(),
                };
                format!(
                    "{} lật nhiều quân nhất, mỗi nước {} quân, nhưng nếu hai bên đi hay nhất thì {result}.",
                    listed(&squares, "và"),
                    many.first().map_or(0, |g| g.flips)
                )
            }
        };
        format!(
            "{first} Với mỗi nước khác, hãy nghĩ xem {} có thể đáp lại thế nào.",
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
            out.push_str(&of_your(f.answers, f.moves, "thắng"));
            return out;
        };
        let result = match best {
            b if b > 0 => format!("Nếu hai bên đi hay nhất, bạn có thể thắng cách {b} quân"),
            0 => "Nếu hai bên đi hay nhất, kết quả tốt nhất của bạn là hòa".to_string(),
            b => format!("Nếu hai bên đi hay nhất, bạn vẫn thua ít nhất {} quân", -b),
        };
        let reach = match f.answers {
            1 => format!("chỉ một trong {} nước của bạn đạt được điều đó", f.moves),
            n => format!("{n} trong {} nước của bạn đạt được điều đó", f.moves),
        };
        out.push_str(&format!("{result}, và {reach}."));
        out
    }
}

fn color(color: Color) -> &'static str {
    match color {
        Color::Black => "đen",
        Color::White => "trắng",
    }
}

/// `Trong 5 nước của bạn, chỉ một nước thắng.` / `2 trong 5 nước của bạn thắng.`
fn of_your(answers: u32, moves: u32, what: &str) -> String {
    if answers == 1 {
        format!("Trong {moves} nước của bạn, chỉ một nước {what}.")
    } else {
        format!("{answers} trong {moves} nước của bạn {what}.")
    }
}

fn noun(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Row => "hàng",
        LineKind::Column => "cột",
        LineKind::Diagonal => "đường chéo",
    }
}

/// `1 hàng và 2 đường chéo`.
fn kind_list(kinds: Kinds) -> String {
    let parts: Vec<String> = kind_counts(kinds)
        .into_iter()
        .map(|(kind, n)| format!("{n} {}", noun(kind)))
        .collect();
    listed(&parts, "và")
}

/// `3 đường: 2 hàng và 1 đường chéo`, `2 đường, đều là cột`, or `một đường chéo`.
fn lines(kinds: Kinds) -> String {
    match (kinds.total(), only_kind(kinds)) {
        (1, Some(kind)) => format!("một {}", noun(kind)),
        (total, Some(kind)) => format!("{total} đường, đều là {}", noun(kind)),
        (total, None) => format!("{total} đường: {}", kind_list(kinds)),
    }
}

fn corner_way(way: CornerWay) -> &'static str {
    match (way.edges, way.diagonal) {
        (0, _) => "đường chéo của góc",
        (1, false) => "một mép",
        (1, true) => "một mép và đường chéo của góc",
        (_, false) => "cả hai mép",
        (_, true) => "cả hai mép và đường chéo của góc",
    }
}

/// `9 ô trống tạo thành 3 vùng, gồm 5, 3 và 1 ô. Tất cả đều lẻ.`
fn regions_words(regions: &[u32]) -> String {
    let empty: u32 = regions.iter().sum();
    let odd = odd_regions(regions);
    if regions.len() == 1 {
        let parity = if odd == 1 { "lẻ" } else { "chẵn" };
        return format!("{empty} ô trống tạo thành một vùng, là một vùng {parity}.");
    }
    let which = match (regions.len(), odd) {
        (2, 0) => "Cả hai vùng đều chẵn.".to_string(),
        (2, 2) => "Cả hai vùng đều lẻ.".to_string(),
        (_, 0) => "Tất cả đều chẵn.".to_string(),
        (_, 1) => "Một vùng trong số đó lẻ.".to_string(),
        (all, n) if n == all => "Tất cả đều lẻ.".to_string(),
        (_, n) => format!("{n} vùng trong số đó lẻ."),
    };
    format!(
        "{empty} ô trống tạo thành {} vùng, gồm {} ô. {which}",
        regions.len(),
        numbers(regions, "và")
    )
}

/// `g1 lật nhiều quân nhất, 6 quân, nhưng ...`.
fn greed_words(greed: Greed) -> String {
    let result = match greed.score {
        s if s < 0 => format!("thua cách {} quân", -s),
        0 => "chỉ hòa".to_string(),
        s => format!("chỉ thắng cách {s} quân"),
    };
    format!(
        "{} lật nhiều quân nhất, {} quân, nhưng nếu hai bên đi hay nhất thì nước đó {result}.",
        greed.square, greed.flips
    )
}
