//! Rebuilds the crate when a lesson or puzzle file is added, changed or removed, so
//! that the embedded course (include_dir! in src/course/embedded.rs) is never stale.

fn main() {
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=puzzles");
}
