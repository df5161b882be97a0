//! Large shapes in terminal cells, for the big board: coordinates in a 3×5
//! font, and discs as ellipses, filled (black) or hollow (white). In block
//! characters each cell holds two pixels, one above the other (`▀ ▄ █`); in
//! ASCII one (`#`, or a disc's letter).

/// The 3×5 pixels of a column letter `a`-`h` or a row number `1`-`8`, top row
/// first, each row's bits left to right (`0b100` is the left pixel).
fn pixels(c: char) -> [u8; 5] {
    match c {
        'a' => [0b000, 0b011, 0b101, 0b101, 0b011],
        'b' => [0b100, 0b110, 0b101, 0b101, 0b110],
        'c' => [0b000, 0b011, 0b100, 0b100, 0b011],
        'd' => [0b001, 0b011, 0b101, 0b101, 0b011],
        'e' => [0b000, 0b010, 0b111, 0b100, 0b011],
        'f' => [0b011, 0b100, 0b111, 0b100, 0b100],
        'g' => [0b011, 0b101, 0b011, 0b001, 0b110],
        'h' => [0b100, 0b100, 0b110, 0b101, 0b101],
        '1' => [0b010, 0b110, 0b010, 0b010, 0b111],
        '2' => [0b110, 0b001, 0b010, 0b100, 0b111],
        '3' => [0b110, 0b001, 0b010, 0b001, 0b110],
        '4' => [0b101, 0b101, 0b111, 0b001, 0b001],
        '5' => [0b111, 0b100, 0b110, 0b001, 0b110],
        '6' => [0b011, 0b100, 0b111, 0b101, 0b111],
        '7' => [0b111, 0b001, 0b010, 0b010, 0b010],
        '8' => [0b111, 0b101, 0b111, 0b101, 0b111],
        _ => [0; 5],
    }
}

/// How many rows a large coordinate takes: 3 in block characters, 5 in ASCII.
pub const fn label_rows(ascii: bool) -> u16 {
    if ascii { 5 } else { 3 }
}

/// The rows of `c` drawn large, three columns wide.
pub fn label(c: char, ascii: bool) -> Vec<String> {
    let rows = pixels(c);
    let bit = |row: usize, col: u8| rows.get(row).is_some_and(|r| r & (0b100 >> col) != 0);
    if ascii {
        return (0..5)
            .map(|row| {
                (0..3)
                    .map(|col| if bit(row, col) { '#' } else { ' ' })
                    .collect()
            })
            .collect();
    }
    (0..3)
        .map(|row| {
            (0..3)
                .map(|col| block(bit(2 * row, col), bit(2 * row + 1, col)))
                .collect()
        })
        .collect()
}

/// The block character with the upper and the lower pixel as given.
fn block(upper: bool, lower: bool) -> char {
    match (upper, lower) {
        (true, true) => '█',
        (true, false) => '▀',
        (false, true) => '▄',
        (false, false) => ' ',
    }
}

/// A disc filling `width` × `height` cells: an ellipse touching the sides,
/// filled, or (`hollow`) a ring one pixel thick. In ASCII the ellipse is drawn
/// with `letter`, filled either way (the letters tell the colours apart).
pub fn disc(width: u16, height: u16, hollow: bool, ascii: bool, letter: char) -> Vec<String> {
    let (w, h) = (f32::from(width), f32::from(height));
    if ascii {
        let inside = ellipse(w, h);
        return (0..height)
            .map(|row| {
                (0..width)
                    .map(|col| if inside(col, row) { letter } else { ' ' })
                    .collect()
            })
            .collect();
    }
    let outer = ellipse(w, 2.0 * h);
    let inner = ellipse(w - 2.0, 2.0 * h - 2.0);
    let pixel = |col: u16, px: u16| {
        let inside = outer(col, px);
        if hollow {
            // The inner ellipse sits one pixel in from the outer one.
            inside && !(col >= 1 && px >= 1 && inner(col - 1, px - 1))
        } else {
            inside
        }
    };
    (0..height)
        .map(|row| {
            (0..width)
                .map(|col| block(pixel(col, 2 * row), pixel(col, 2 * row + 1)))
                .collect()
        })
        .collect()
}

/// Whether the pixel (`col`, `row`) lies in the ellipse that fills a `w` × `h` box.
fn ellipse(w: f32, h: f32) -> impl Fn(u16, u16) -> bool {
    let (rx, ry) = (w / 2.0, h / 2.0);
    move |col, row| {
        if rx <= 0.0 || ry <= 0.0 {
            return false;
        }
        let dx = (f32::from(col) + 0.5 - rx) / rx;
        let dy = (f32::from(row) + 0.5 - ry) / ry;
        dx * dx + dy * dy <= 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_black_disc_is_filled_and_a_white_one_is_a_ring() {
        assert_eq!(
            disc(9, 3, false, false, 'B'),
            [" ▄█████▄ ", "█████████", " ▀█████▀ "]
        );
        assert_eq!(
            disc(9, 3, true, false, 'W'),
            [" ▄▀▀▀▀▀▄ ", "█       █", " ▀▄▄▄▄▄▀ "]
        );
    }

    #[test]
    fn coordinates_are_three_cells_wide_and_three_or_five_rows_high() {
        assert_eq!(label('d', false), [" ▄█", "█ █", " ▀▀"]);
        let ascii = label('8', true);
        assert_eq!(ascii.len(), 5);
        assert!(ascii.iter().all(|row| row.chars().count() == 3));
        assert_eq!(ascii[0], "###");
    }
}
