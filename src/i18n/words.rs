//! The small words of the game in each language: colours, directions, counts,
//! what one direction of an explanation holds, and the board's status lines.

use super::{Lang, Ui, capitalize};
use crate::engine::{Bitboard, Color, Direction, Line, LineOutcome, list_squares};

impl Ui {
    /// `black` / `hitam` / `đen` (lower case, for the middle of a sentence).
    pub const fn color(self, color: Color) -> &'static str {
        match (self.lang, color) {
            (Lang::En, Color::Black) => "black",
            (Lang::En, Color::White) => "white",
            (Lang::Id, Color::Black) => "hitam",
            (Lang::Id, Color::White) => "putih",
            (Lang::Vi, Color::Black) => "đen",
            (Lang::Vi, Color::White) => "trắng",
        }
    }

    /// A direction as the learner sees it on screen: `down-left` / `kiri bawah` / `chéo xuống trái`.
    pub const fn direction(self, direction: Direction) -> &'static str {
        use Direction::*;
        match self.lang {
            Lang::En => direction.name(),
            Lang::Id => match direction {
                Up => "atas",
                Down => "bawah",
                Left => "kiri",
                Right => "kanan",
                UpLeft => "kiri atas",
                UpRight => "kanan atas",
                DownLeft => "kiri bawah",
                DownRight => "kanan bawah",
            },
            Lang::Vi => match direction {
                Up => "lên",
                Down => "xuống",
                Left => "trái",
                Right => "phải",
                UpLeft => "chéo lên trái",
                UpRight => "chéo lên phải",
                DownLeft => "chéo xuống trái",
                DownRight => "chéo xuống phải",
            },
        }
    }

    /// `1 disc`, `3 discs` / `3 bidak` / `3 quân`.
    pub fn discs(self, n: u32) -> String {
        match self.lang {
            Lang::En if n == 1 => "1 disc".to_string(),
            Lang::En => format!("{n} discs"),
            Lang::Id => format!("{n} bidak"),
            Lang::Vi => format!("{n} quân"),
        }
    }

    /// `10 steps` / `10 tahap` / `10 bước` (steps of a lesson).
    pub fn steps(self, n: usize) -> String {
        match self.lang {
            Lang::En if n == 1 => "1 step".to_string(),
            Lang::En => format!("{n} steps"),
            Lang::Id => format!("{n} tahap"),
            Lang::Vi => format!("{n} bước"),
        }
    }

    /// Squares joined with commas, or `none` / `tidak ada` / `không có` for an empty set.
    pub fn squares(self, set: Bitboard) -> String {
        if !set.is_empty() {
            return list_squares(set);
        }
        match self.lang {
            Lang::En => "none",
            Lang::Id => "tidak ada",
            Lang::Vi => "không có",
        }
        .to_string()
    }

    /// `black wins` / `hitam menang` / `đen thắng`, or `a draw` / `seri` / `hòa`.
    pub fn verdict(self, winner: Option<Color>) -> String {
        match (self.lang, winner) {
            (Lang::En, Some(c)) => format!("{} wins", self.color(c)),
            (Lang::Id, Some(c)) => format!("{} menang", self.color(c)),
            (Lang::Vi, Some(c)) => format!("{} thắng", self.color(c)),
            (Lang::En, None) => "a draw".to_string(),
            (Lang::Id, None) => "seri".to_string(),
            (Lang::Vi, None) => "hòa".to_string(),
        }
    }

    /// What one direction from the placed disc holds, seen from `player`'s side,
    /// discs in the order met: `encloses white on e3, d3, closed by black on c3`.
    pub fn line(self, line: &Line, player: Color) -> String {
        let me = self.color(player);
        let them = self.color(player.opposite());
        match (self.lang, line.outcome) {
            (Lang::En, LineOutcome::Edge) => "is the edge of the board".to_string(),
            (Lang::Id, LineOutcome::Edge) => "langsung tepi papan".to_string(),
            (Lang::Vi, LineOutcome::Edge) => "là mép bàn".to_string(),
            (Lang::En, LineOutcome::Empty(sq)) => format!("meets the empty square {sq}"),
            (Lang::Id, LineOutcome::Empty(sq)) => format!("bertemu kotak kosong {sq}"),
            (Lang::Vi, LineOutcome::Empty(sq)) => format!("gặp ô trống {sq}"),
            (Lang::En, LineOutcome::OwnDiscFirst(sq)) => {
                format!("meets {me}'s own disc on {sq} first, so nothing is enclosed")
            }
            (Lang::Id, LineOutcome::OwnDiscFirst(sq)) => {
                format!("langsung bertemu bidak {me} sendiri di {sq}, jadi tidak ada yang diapit")
            }
            (Lang::Vi, LineOutcome::OwnDiscFirst(sq)) => {
                format!("gặp ngay quân {me} của mình ở {sq}, nên không kẹp được gì")
            }
            (lang, LineOutcome::Open { end, .. }) => {
                let run = list_squares(line.squares());
                match (lang, end) {
                    (Lang::En, Some(end)) => format!(
                        "has {them} on {run}, then the empty square {end}: the line is open"
                    ),
                    (Lang::En, None) => {
                        format!("has {them} on {run}, then the edge: the line is open")
                    }
                    (Lang::Id, Some(end)) => {
                        format!("ada {them} di {run}, lalu kotak kosong {end}: garisnya terbuka")
                    }
                    (Lang::Id, None) => {
                        format!("ada {them} di {run}, lalu tepi papan: garisnya terbuka")
                    }
                    (Lang::Vi, Some(end)) => {
                        format!("có quân {them} ở {run}, rồi đến ô trống {end}: đường còn hở")
                    }
                    (Lang::Vi, None) => {
                        format!("có quân {them} ở {run}, rồi đến mép bàn: đường còn hở")
                    }
                }
            }
            (lang, LineOutcome::Encloses { closed_by, .. }) => {
                let flips = list_squares(line.squares());
                match lang {
                    Lang::En => {
                        format!("encloses {them} on {flips}, closed by {me} on {closed_by}")
                    }
                    Lang::Id => {
                        format!("mengapit {them} di {flips}, ditutup oleh {me} di {closed_by}")
                    }
                    Lang::Vi => {
                        format!("kẹp quân {them} ở {flips}, khép lại bởi quân {me} ở {closed_by}")
                    }
                }
            }
        }
    }

    /// One row of an explanation: `down: encloses white on d4, closed by black on d5`.
    pub fn direction_line(
        self,
        direction: Direction,
        outcome: &LineOutcome,
        player: Color,
    ) -> String {
        let line = Line {
            direction,
            outcome: *outcome,
        };
        format!(
            "{}: {}",
            self.direction(direction),
            self.line(&line, player)
        )
    }

    /// Whose turn it is and the disc count: `Black to move. Black 2, white 2.`
    pub fn to_move(self, player: Color, black: u32, white: u32) -> String {
        match self.lang {
            Lang::En => format!(
                "{} to move. Black {black}, white {white}.",
                capitalize(self.color(player))
            ),
            Lang::Id => format!(
                "Giliran {}. Hitam {black}, putih {white}.",
                self.color(player)
            ),
            Lang::Vi => format!("Lượt {}. Đen {black}, trắng {white}.", self.color(player)),
        }
    }

    /// Whose turn it is, without the count (when counting is the learner's task).
    pub fn to_move_uncounted(self, player: Color) -> String {
        match self.lang {
            Lang::En => format!("{} to move.", capitalize(self.color(player))),
            Lang::Id => format!("Giliran {}.", self.color(player)),
            Lang::Vi => format!("Lượt {}.", self.color(player)),
        }
    }

    /// The disc count alone: `Black 2, white 2.`
    pub fn disc_count(self, black: u32, white: u32) -> String {
        match self.lang {
            Lang::En => format!("Black {black}, white {white}."),
            Lang::Id => format!("Hitam {black}, putih {white}."),
            Lang::Vi => format!("Đen {black}, trắng {white}."),
        }
    }

    /// The game has ended (neither side can move).
    pub const fn game_over(self) -> &'static str {
        match self.lang {
            Lang::En => "The game is over: neither side can move.",
            Lang::Id => "Partai selesai: kedua pihak tidak bisa melangkah.",
            Lang::Vi => "Ván đã kết thúc: cả hai bên đều không đi được.",
        }
    }

    /// The legal moves shown on the board as `*`.
    pub fn legal_moves(self, moves: Bitboard) -> String {
        let list = list_squares(moves);
        match self.lang {
            Lang::En => format!("Legal moves (*): {list}"),
            Lang::Id => format!("Langkah legal (*): {list}"),
            Lang::Vi => format!("Nước hợp lệ (*): {list}"),
        }
    }

    /// The side to move has no legal move (it must pass).
    pub fn no_legal_move(self, player: Color) -> String {
        let player = self.color(player);
        match self.lang {
            Lang::En => format!("{} has no legal move.", capitalize(player)),
            Lang::Id => format!("{} tidak punya langkah legal.", capitalize(player)),
            Lang::Vi => format!("{} không còn nước hợp lệ.", capitalize(player)),
        }
    }

    /// The squares the lesson highlights (empty ones are drawn as `+`).
    pub fn marked(self, squares: Bitboard) -> String {
        let list = list_squares(squares);
        match self.lang {
            Lang::En => format!("Marked: {list}"),
            Lang::Id => format!("Ditandai: {list}"),
            Lang::Vi => format!("Đánh dấu: {list}"),
        }
    }

    /// What the board's characters mean.
    pub fn legend(self, black: char, white: char) -> String {
        match self.lang {
            Lang::En => {
                format!("{black} black, {white} white, . empty, * legal move, + marked square")
            }
            Lang::Id => format!(
                "{black} hitam, {white} putih, . kosong, * langkah legal, + kotak yang ditandai"
            ),
            Lang::Vi => {
                format!("{black} đen, {white} trắng, . trống, * nước hợp lệ, + ô được đánh dấu")
            }
        }
    }
}
