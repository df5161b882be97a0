//! Board pictures as a teacher makes them: `diagram` writes SVG and PNG, and
//! `moves --out` and `explain --out` the same pictures. The PNGs of the start
//! position and of d3's lines are compared with the stored images in
//! tests/data/diagram/ within a pixel tolerance; after a change of the drawing
//! that is meant, `REVERSI_TUTOR_UPDATE_PICTURES=1 cargo test --test diagram`
//! stores the new ones (look at them before committing).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::path::{Path, PathBuf};

use resvg::tiny_skia::Pixmap;

/// Runs the binary in `home` and returns its exit status and stderr.
fn run(home: &Path, args: &[&str]) -> (i32, String) {
    let (status, _, stderr) = common::in_home(home, args, "", &[]);
    (status, stderr)
}

fn stored(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/diagram")
        .join(name)
}

/// The share of pixels of `a` and `b` (the same size) that differ by more than
/// 48 in any channel.
fn differing(a: &Pixmap, b: &Pixmap) -> f64 {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let far = a
        .data()
        .chunks(4)
        .zip(b.data().chunks(4))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > 48))
        .count();
    far as f64 / f64::from(a.width() * a.height())
}

/// The picture `args` write, as pixels, compared with the stored `name`.
fn rendered_like_stored(args: &[&str], name: &str) -> Pixmap {
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join(name);
    let mut all = args.to_vec();
    all.extend(["--out", out.to_str().unwrap()]);
    let (status, stderr) = run(home.path(), &all);
    assert_eq!(status, 0, "{stderr}");
    let bytes = std::fs::read(&out).unwrap();
    let picture = Pixmap::decode_png(&bytes).unwrap();
    if std::env::var_os("REVERSI_TUTOR_UPDATE_PICTURES").is_some() {
        std::fs::create_dir_all(stored("")).unwrap();
        std::fs::write(stored(name), &bytes).unwrap();
    }
    let expected = std::fs::read(stored(name)).unwrap_or_else(|e| {
        panic!(
            "{name}: {e}; store it with REVERSI_TUTOR_UPDATE_PICTURES=1 cargo test --test diagram"
        )
    });
    let expected = Pixmap::decode_png(&expected).unwrap();
    let share = differing(&picture, &expected);
    assert!(
        share < 0.005,
        "{name}: {:.2}% of the pixels differ",
        share * 100.0
    );
    picture
}

#[test]
fn the_start_position_and_d3s_lines_look_as_stored() {
    let start = rendered_like_stored(&["diagram", "-p", "start"], "start.png");
    let d3 = rendered_like_stored(&["diagram", "-p", "start", "--move", "d3"], "d3.png");
    // The comparison can fail: the two pictures are far apart.
    assert!(differing(&start, &d3) > 0.01);
    // A black disc is drawn filled in the middle of d5, a white one hollow in d4
    // before the move; after d3, d4 is black.
    let centre = |p: &Pixmap, col: u32, row: u32| {
        let (x, y) = ((32 + col * 48 + 24 + 14) * 2, (32 + row * 48 + 24) * 2);
        p.pixel(x, y).unwrap().red()
    };
    assert!(centre(&start, 3, 4) < 64, "d5 is black");
    assert!(centre(&start, 3, 3) > 192, "d4 is white");
    assert!(centre(&d3, 3, 3) < 64, "d4 turned black");
}

#[test]
fn an_svg_has_the_discs_marks_and_labels_asked_for() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "diagram", "-p", "f5d6", "--move", "c3", "--marks", "--labels", "--out", "b.svg",
    ];
    let (status, stderr) = run(home.path(), &args);
    assert_eq!(status, 0, "{stderr}");
    let svg = std::fs::read_to_string(home.path().join("b.svg")).unwrap();
    // f5 d6 c3: seven discs, one line (c3 over d4 to e5), one ringed disc.
    assert_eq!(svg.matches("r=\"19.2\"").count(), 7, "{svg}");
    assert_eq!(svg.matches("<line").count(), 1);
    assert_eq!(svg.matches("r=\"7.68\"").count(), 1);
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default());
    assert!(tree.is_ok());
}

#[test]
fn an_illegal_move_or_an_unknown_format_writes_nothing() {
    let home = tempfile::tempdir().unwrap();
    let (status, stderr) = run(home.path(), &["diagram", "--move", "a1", "--out", "x.svg"]);
    assert_eq!(status, 2);
    assert!(stderr.contains("a1"), "{stderr}");
    assert!(stderr.contains("No picture is written."), "{stderr}");
    let (status, stderr) = run(home.path(), &["diagram", "--out", "x.pdf"]);
    assert_eq!(status, 2);
    assert!(stderr.contains("FILE.svg"), "{stderr}");
    assert_eq!(
        std::fs::read_dir(home.path())
            .unwrap()
            .filter(|e| { e.as_ref().unwrap().path().extension().is_some() })
            .count(),
        0
    );
}

#[test]
fn moves_and_explain_write_the_same_pictures_as_diagram() {
    let home = tempfile::tempdir().unwrap();
    for args in [
        ["moves", "-p", "f5d6", "--out", "moves.svg"].as_slice(),
        &["diagram", "-p", "f5d6", "--marks", "--out", "diagram.svg"],
        &[
            "explain",
            "-p",
            "f5d6",
            "--move",
            "c3",
            "--out",
            "explain.svg",
        ],
        &["diagram", "-p", "f5d6", "--move", "c3", "--out", "move.svg"],
    ] {
        let (status, stderr) = run(home.path(), args);
        assert_eq!(status, 0, "{args:?}: {stderr}");
    }
    let read = |name: &str| std::fs::read_to_string(home.path().join(name)).unwrap();
    assert_eq!(read("moves.svg"), read("diagram.svg"));
    assert_eq!(read("explain.svg"), read("move.svg"));
}
