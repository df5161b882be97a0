//! The classroom as a teacher and a pupil use it: the built binary serves a
//! class on loopback, OpenSSH's own `ssh` logs in from a tmux window, the
//! pupil chooses a PIN and steps a lesson, and Ctrl-C (SIGINT) stops the
//! class with the pupil's progress saved; the teacher logs in with the
//! teacher code (not shown as typed) and writes the report from the dashboard. Without `ssh` or tmux the test says
//! so and passes, except under CI (`CI` set), where `.ci/run` installs both.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;
#[path = "common/serve.rs"]
mod serve;

use std::process::Command;
use std::time::{Duration, Instant};

use common::tmux::{KEEP_OPEN, Tmux};

const PATIENCE: Duration = Duration::from_secs(30);

/// Fails when OpenSSH's client or tmux is missing, before the server starts (a
/// test that cannot run must not pass).
fn require_ssh() {
    assert!(
        Command::new("ssh").arg("-V").output().is_ok(),
        "ssh is missing: install openssh-client (.ci/run does)"
    );
    assert!(
        Command::new("tmux").arg("-V").output().is_ok(),
        "tmux is missing: install tmux (.ci/run does)"
    );
}

#[test]
fn a_pupil_logs_in_with_openssh_steps_a_lesson_and_ctrl_c_stops_the_class_saved() {
    require_ssh();
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let (mut server, said) = serve::serve_binary(&class);
    let mut printed = Vec::new();
    let next_line = |printed: &mut Vec<String>| {
        let line = said.recv_timeout(PATIENCE).expect("the server said more");
        printed.push(line.clone());
        line
    };
    let (mut code, mut port) = (None, None);
    while code.is_none() || port.is_none() {
        let line = next_line(&mut printed);
        if let Some(rest) = line.strip_prefix("Class code: ") {
            code = Some(rest.trim().to_string());
        }
        if let Some(rest) = line.trim().strip_prefix("ssh -p ") {
            assert!(rest.ends_with(" NAME@127.0.0.1"), "{line}");
            port = rest.split(' ').next().map(str::to_string);
        }
    }
    let (code, port) = (code.unwrap(), port.unwrap());
    assert!(
        printed.iter().any(|l| l.contains("SHA256:"))
            || next_line(&mut printed).contains("SHA256:"),
        "no fingerprint in {printed:?}"
    );

    let ssh = format!(
        "env LANG=C.UTF-8 ssh -F /dev/null -o StrictHostKeyChecking=no \
         -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -p {port} lia@127.0.0.1; {KEEP_OPEN}"
    );
    let tmux = Tmux::start("classroom-ssh", &ssh);
    tmux.wait_for("Class code:");
    tmux.keys(&[&code, "Enter"]);
    tmux.wait_for("Choose a PIN");
    tmux.keys(&["8080", "Enter"]);
    tmux.wait_for("same PIN again");
    tmux.keys(&["8080", "Enter"]);
    let home = tmux.wait_for("Lessons");
    assert!(home.contains("Quit"), "{home}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("The goal and the discs");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Step 1 of");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Step 2 of");

    // The teacher's terminal lists the pupil, and where she is.
    let at_step_2 = |l: &String| {
        l.trim().starts_with("lia (127.0.0.1): lesson 1 (") && l.contains("step 2 · 0 lessons done")
    };
    while !printed.iter().any(at_step_2) {
        next_line(&mut printed);
    }

    // The teacher's Ctrl-C: the pupil is told, the class stops, all saved.
    Command::new("kill")
        .args(["-INT", &server.id().to_string()])
        .status()
        .unwrap();
    tmux.wait_for("The class has ended. Your progress is saved.");
    let deadline = Instant::now() + PATIENCE;
    let status = loop {
        if let Some(status) = server.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    while let Ok(line) = said.recv_timeout(Duration::from_millis(500)) {
        printed.push(line);
    }
    assert!(
        printed.iter().any(|l| l.contains("The class is stopped")),
        "{printed:?}"
    );
    let progress =
        std::fs::read_to_string(class.join("pupils").join("lia").join("progress.toml")).unwrap();
    assert!(progress.contains("step = 1"), "{progress}");
}

#[test]
fn the_teacher_logs_in_with_openssh_and_the_teacher_code_and_writes_the_report_from_the_dashboard()
{
    require_ssh();
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let (mut server, said) = serve::serve_binary(&class);
    let (mut code, mut port) = (None, None);
    while code.is_none() || port.is_none() {
        let line = said.recv_timeout(PATIENCE).expect("the server said more");
        if let Some(rest) = line.strip_prefix("Teacher code: ") {
            code = rest.split_whitespace().next().map(str::to_string);
        }
        if let Some(rest) = line.trim().strip_prefix("ssh -p ") {
            port = rest.split(' ').next().map(str::to_string);
        }
    }
    let (code, port) = (code.unwrap(), port.unwrap());
    let ssh = format!(
        "env LANG=C.UTF-8 ssh -F /dev/null -o StrictHostKeyChecking=no \
         -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -p {port} teacher@127.0.0.1; {KEEP_OPEN}"
    );
    let tmux = Tmux::start("classroom-ssh-teacher", &ssh);
    tmux.wait_for("Teacher code:");
    tmux.keys(&[&code, "Enter"]);
    let dashboard = tmux.wait_for("Class dashboard");
    assert!(
        !dashboard.contains(&code),
        "the teacher code was shown:\n{dashboard}"
    );
    assert!(
        dashboard.contains("No pupil has logged in yet"),
        "{dashboard}"
    );
    tmux.keys(&["c"]);
    tmux.wait_for("The report is in");
    tmux.keys(&["q"]);
    let _ = server.kill();
    let _ = server.wait();
    let reports = std::fs::read_dir(&class)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("report-"))
        .count();
    assert_eq!(reports, 1);
}
