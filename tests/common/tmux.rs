//! The built binary in a real terminal: tmux runs the full-screen tutor, keys are
//! sent with `send-keys`, and the screen is read with `capture-pane`. Each test
//! uses its own tmux server (`-L`), so tests run side by side. Without tmux the
//! tests fail (`.ci/run` installs it). No wait is a fixed time: each waits for
//! the screen or a file to show what it expects, with a deadline.

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux server of its own, killed when dropped.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts `command` in a detached 100×30 window. Fails when tmux is missing:
    /// a terminal test that cannot run must not pass.
    pub fn start(name: &str, command: &str) -> Tmux {
        assert!(
            Command::new("tmux").arg("-V").output().is_ok(),
            "tmux is missing: install tmux (.ci/run does)"
        );
        let tmux = Tmux {
            socket: format!("reversi-tutor-test-{name}-{}", std::process::id()),
        };
        tmux.run(&[
            "-u",
            "new-session",
            "-d",
            "-s",
            "t",
            "-x",
            "100",
            "-y",
            "30",
            command,
        ]);
        tmux
    }

    pub fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Sends `keys` in one `send-keys`: tmux writes them in order, and the
    /// tutor reads each as a key of its own. Escape goes last (or alone): a
    /// key right behind it would be read with it as Alt and that key.
    pub fn keys(&self, keys: &[&str]) {
        let escape_inside = keys
            .iter()
            .rev()
            .skip(1)
            .any(|key| key.eq_ignore_ascii_case("escape"));
        assert!(!escape_inside, "send Escape last: {keys:?}");
        let mut args = vec!["send-keys", "-t", "t"];
        args.extend(keys);
        self.run(&args);
    }

    pub fn screen(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", "t"])
    }

    /// The screen once it shows `text` (waiting up to ten seconds).
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no {text:?} on\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

/// What a pane's shell runs after the tutor has ended: it keeps the pane, and
/// the screen the tutor left, until the test drops its [`Tmux`].
pub const KEEP_OPEN: &str = "exec sleep infinity";

/// The tutor's command line, in English, with its progress in `data`, writing
/// its exit status and then the terminal's settings (`stty -a`) into `data`.
pub fn tutor(args: &str, data: &Path) -> String {
    tutor_with("", args, data)
}

/// [`tutor`] with the variables `variables` (`NAME=value ...`) set.
pub fn tutor_with(variables: &str, args: &str, data: &Path) -> String {
    let bin = env!("CARGO_BIN_EXE_reversi-tutor");
    let data = data.display();
    format!(
        "env -u NO_COLOR LANG=C.UTF-8 {variables} {bin} {args} --lang en --data-dir {data}; \
         echo $? > {data}/exit-status; stty -a > {data}/stty; {KEEP_OPEN}"
    )
}

/// The tutor left the alternate screen, and turned the mouse off and the cursor
/// back on (as tmux sees the pane once the tutor has ended).
pub fn assert_screen_restored(tmux: &Tmux) {
    let flags = tmux.run(&[
        "display-message",
        "-p",
        "-t",
        "t",
        "#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{cursor_flag}",
    ]);
    assert_eq!(flags.trim(), "0 0 0 1", "alternate, mouse, mouse, cursor");
}

/// Waits for the file the shell writes after the tutor ends.
pub fn read_when_written(path: &Path) -> String {
    let start = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && !text.is_empty()
        {
            return text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "{} never written",
            path.display()
        );
        sleep(Duration::from_millis(50));
    }
}

/// The terminal is back in its usual mode: lines, echo, signals.
pub fn assert_sane(stty: &str) {
    for setting in ["icanon", "echo", "isig"] {
        let words: Vec<&str> = stty.split_whitespace().collect();
        assert!(words.contains(&setting), "{setting} is off:\n{stty}");
    }
}

/// The tutor ended with status 0 and left the terminal in its usual mode (the
/// shell wrote both into `data` after it).
pub fn left_cleanly(data: &Path) {
    assert_eq!(read_when_written(&data.join("exit-status")).trim(), "0");
    assert_sane(&read_when_written(&data.join("stty")));
}

/// The tutor's process id: the pane runs a shell, and the tutor is its child.
pub fn tutor_pid(tmux: &Tmux) -> String {
    let pid = tmux.run(&["list-panes", "-t", "t", "-F", "#{pane_pid}"]);
    let children = Command::new("pgrep")
        .args(["-P", pid.trim()])
        .output()
        .unwrap();
    let child = String::from_utf8_lossy(&children.stdout);
    child
        .split_whitespace()
        .next()
        .expect("the tutor runs")
        .to_string()
}
