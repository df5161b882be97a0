//! The sentences of the `explain` and `moves` commands: a move's verdict, the
//! board headings, the list of legal moves, a forced pass and the final count.

use super::{Lang, Ui, capitalize};
use crate::engine::{Bitboard, Color, Square, list_squares};

impl Ui {
    /// A legal move and its flips: `black d3 is legal: it flips 1 disc (d4).`
    pub fn move_is_legal(self, player: Color, square: Square, flips: Bitboard) -> String {
        let (p, n, list) = (
            self.color(player),
            self.discs(flips.len()),
            list_squares(flips),
        );
        match self.lang {
            Lang::En => format!(
                "{} {square} is legal: it flips {n} ({list}).",
                capitalize(p)
            ),
            Lang::Id => format!(
                "{} {square} adalah langkah legal: membalik {n} ({list}).",
                capitalize(p)
            ),
            Lang::Vi => format!(
                "{} {square} là nước hợp lệ: lật {n} ({list}).",
                capitalize(p)
            ),
        }
    }

    /// The heading over the board after a move: `The board after d3 (white to move):`
    pub fn board_after(self, square: Square, to_move: Color) -> String {
        let p = self.color(to_move);
        match self.lang {
            Lang::En => format!("The board after {square} ({p} to move):"),
            Lang::Id => format!("Papan sesudah {square} (giliran {p}):"),
            Lang::Vi => format!("Bàn cờ sau {square} (lượt {p}):"),
        }
    }

    /// The heading over the board as it is: `The board (black to move):`
    pub fn board_now(self, to_move: Color) -> String {
        let p = self.color(to_move);
        match self.lang {
            Lang::En => format!("The board ({p} to move):"),
            Lang::Id => format!("Papan (giliran {p}):"),
            Lang::Vi => format!("Bàn cờ (lượt {p}):"),
        }
    }

    /// How many legal moves the side to move has: `black to move: 4 legal moves.`
    pub fn legal_move_count(self, player: Color, n: u32) -> String {
        let p = self.color(player);
        match self.lang {
            Lang::En if n == 1 => format!("{} to move: 1 legal move.", capitalize(p)),
            Lang::En => format!("{} to move: {n} legal moves.", capitalize(p)),
            Lang::Id => format!("Giliran {p}: {n} langkah legal."),
            Lang::Vi => format!("Lượt {p}: {n} nước hợp lệ."),
        }
    }

    /// What one legal move flips: `flips d4`.
    pub fn flips_list(self, flips: Bitboard) -> String {
        let list = list_squares(flips);
        match self.lang {
            Lang::En => format!("flips {list}"),
            Lang::Id => format!("membalik {list}"),
            Lang::Vi => format!("lật {list}"),
        }
    }

    /// The side to move must pass: `black to move has no legal move and must pass; then white moves.`
    pub fn must_pass(self, player: Color) -> String {
        let (p, o) = (self.color(player), self.color(player.opposite()));
        match self.lang {
            Lang::En => format!(
                "{} to move has no legal move and must pass; then {o} moves.",
                capitalize(p)
            ),
            Lang::Id => format!(
                "Giliran {p}, tetapi {p} tidak punya langkah legal dan harus lewat (pass); lalu {o} melangkah."
            ),
            Lang::Vi => {
                format!("Lượt {p}, nhưng {p} không còn nước hợp lệ và phải bỏ lượt; sau đó {o} đi.")
            }
        }
    }

    /// The final count of a finished game:
    /// `The game is over: neither side can move. Black 13, white 0, 51 empty: black wins.`
    pub fn final_count(self, black: u32, white: u32, empty: u32, winner: Option<Color>) -> String {
        let verdict = self.verdict(winner);
        let over = self.game_over();
        match self.lang {
            Lang::En => format!("{over} Black {black}, white {white}, {empty} empty: {verdict}."),
            Lang::Id => format!("{over} Hitam {black}, putih {white}, {empty} kosong: {verdict}."),
            Lang::Vi => format!("{over} Đen {black}, trắng {white}, {empty} ô trống: {verdict}."),
        }
    }
}
