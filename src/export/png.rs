//! A board picture as PNG: the SVG of [`super::Diagram::svg`], rendered by
//! resvg (no text and no system fonts are needed: the picture's letters are
//! strokes of our own).

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

/// Why a picture could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The SVG did not parse (a fault of ours: the tests render every kind of picture).
    #[error("the picture could not be read: {0}")]
    Svg(String),
    /// The picture has no pixels, or too many.
    #[error("the picture's size is not one that can be drawn")]
    Size,
    /// The PNG could not be encoded.
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

/// `svg` rendered at `scale` pixels a unit, as the bytes of a PNG file.
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
    let tree =
        Tree::from_str(svg, &Options::default()).map_err(|e| RenderError::Svg(e.to_string()))?;
    let size = tree.size();
    let (width, height) = (size.width() * scale, size.height() * scale);
    let mut pixmap =
        Pixmap::new(width.ceil() as u32, height.ceil() as u32).ok_or(RenderError::Size)?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| RenderError::Encode(e.to_string()))
}
