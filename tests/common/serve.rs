//! `reversi-tutor classroom serve` of the built binary, on loopback and a
//! free port, for the tests that need the real program (OpenSSH's client, a
//! kill): the process, and the lines it prints as they come.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;

/// Serves the class folder `folder` in English on 127.0.0.1, port 0: the
/// process and its printed lines (read to the end, whoever listens: a server
/// whose output is closed stops).
pub fn serve_binary(folder: &Path) -> (Child, mpsc::Receiver<String>) {
    let mut server = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["--lang", "en", "classroom", "serve"])
        .args(["--bind", "127.0.0.1", "--port", "0", "--class"])
        .arg(folder)
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let (lines_to, lines) = mpsc::channel();
    let stdout = server.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = lines_to.send(line);
        }
    });
    (server, lines)
}
