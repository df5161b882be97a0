//! Board pictures for worksheets and slides (`reversi-tutor diagram`, and
//! `--out` of `moves` and `explain`): a [`Diagram`] of a position, written as
//! SVG by us, or as PNG rendered from that SVG; and printable worksheets
//! (`reversi-tutor print`): a lesson or a puzzle set as a [`worksheet`], laid
//! out as one self-contained [`html`] page.

pub mod diagram;
pub mod glyphs;
pub mod html;
pub mod png;
pub mod worksheet;

use std::path::Path;

pub use diagram::Diagram;

/// The pixels a unit of a PNG picture: 864 pixels a side, sharp in print.
const PNG_SCALE: f32 = 2.0;

/// A picture's file format, by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `.svg`: the drawing itself, for print and for editing.
    Svg,
    /// `.png`: pixels, for slides and documents.
    Png,
}

impl Format {
    /// The format `path` names by its extension (any case), if it is one.
    pub fn of(path: &Path) -> Option<Format> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            _ => None,
        }
    }
}

/// `diagram` as the bytes of a file in `format`.
pub fn encode(diagram: &Diagram, format: Format) -> Result<Vec<u8>, png::RenderError> {
    let svg = diagram.svg();
    match format {
        Format::Svg => Ok(svg.into_bytes()),
        Format::Png => png::png(&svg, PNG_SCALE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_is_named_by_the_extension() {
        assert_eq!(Format::of(Path::new("a/b.svg")), Some(Format::Svg));
        assert_eq!(Format::of(Path::new("B.PNG")), Some(Format::Png));
        assert_eq!(Format::of(Path::new("b.pdf")), None);
        assert_eq!(Format::of(Path::new("svg")), None);
    }

    #[test]
    fn a_png_is_a_png_of_twice_the_svg_size() {
        let bytes = encode(&Diagram::of(&crate::engine::Board::start()), Format::Png).unwrap();
        assert_eq!(&bytes[1..4], b"PNG");
        // The IHDR chunk: width and height, big-endian, after the signature.
        let width = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
        assert_eq!(width, (Diagram::size().0 * 2.0) as u32);
    }
}
