//! The classroom's teacher side over real SSH sessions on loopback (see
//! `common/ssh.rs`): the teacher's login and its refusal, the dashboard
//! following a pupil's lesson step, the settings saved from it, pairing by
//! rating, follow me with a tally of three answers, the class report, what a
//! pupil can never reach, and a class that goes on after `kill -9`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

#[path = "common/serve.rs"]
mod serve;
#[path = "common/ssh.rs"]
mod ssh;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use reversi_tutor::classroom::ClassRating;
use reversi_tutor::learner::Date;
use russh::client::KeyboardInteractiveAuthResponse as Ki;
use russh::keys::PrivateKeyWithHashAlg;
use ssh::*;

const RIGHT: &[u8] = b"\x1b[C";
const DOWN: &[u8] = b"\x1b[B";

/// Writes `rating` as `name`'s class rating in `class`.
fn set_rating(class: &Class, name: &str, rating: f64) {
    let rating = ClassRating {
        rating,
        ..ClassRating::default()
    };
    std::fs::create_dir_all(class.pupil_file(name, "")).unwrap();
    let text = toml::to_string(&rating).unwrap();
    std::fs::write(class.pupil_file(name, "class_rating.toml"), text).unwrap();
}

#[test]
fn the_name_teacher_opens_with_the_teacher_code_only_never_the_class_code_or_a_key() {
    let class = serve();
    runtime().block_on(async {
        // The class code is no teacher code: refused, three times, then the door closes.
        let mut session = connect(class.address).await;
        let first = start(&mut session, "Teacher").await;
        assert_eq!(echoed(&first), [false], "the teacher code shows as typed");
        let (hello, prompts) = prompt(first);
        assert!(hello.contains("teacher code"), "{hello}");
        assert_eq!(prompts.len(), 1, "{prompts:?}");
        let again = respond(&mut session, &[&class.code]).await;
        assert!(prompt(again).0.contains("not the teacher code"));
        let again = respond(&mut session, &[&class.code]).await;
        assert!(prompt(again).0.contains("not the teacher code"));
        let last = respond(&mut session, &[&class.code]).await;
        refused_with(&mut session, last, "Too many wrong tries").await;

        // A key never opens the name teacher.
        let mut session = connect(class.address).await;
        let key = PrivateKeyWithHashAlg::new(new_key(7), None);
        let refused = session
            .authenticate_publickey("teacher", key)
            .await
            .unwrap();
        assert!(!refused.success(), "{refused:?}");

        // The teacher code does, and shows the dashboard.
        let (_teacher, screen) = open_teacher(&class, &class.teacher_code, 120, 30).await;
        assert!(screen.text().contains(&class.code), "{}", screen.text());
    });
    assert!(!class.folder().join("pupils/teacher").exists());
}

#[test]
fn the_dashboard_sees_a_pupils_lesson_step_change_and_saves_a_setting_before_showing_it() {
    let mut class = serve();
    class.bind_pin("kiki", "7777");
    runtime().block_on(async {
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 40).await;
        teacher.wait_for("No pupil has logged in yet").await;
        let (_k, mut kiki) = open_as(&class, "kiki", "7777").await;
        teacher.wait_for_words("kiki home screen").await;
        to_step(&mut kiki, 2).await;
        teacher
            .wait_for_words("lesson 1 (goal-and-discs), step 2")
            .await;
        kiki.keys(b"\r").await;
        kiki.wait_for("Step 3 of").await;
        teacher
            .wait_for_words("lesson 1 (goal-and-discs), step 3")
            .await;

        // The timer, from none to 30 s: in settings.toml, then on the dashboard.
        teacher.keys(b"5").await;
        teacher.wait_for_words("Time for a move: no timer").await;
        teacher.keys(RIGHT).await;
        teacher.wait_for_words("Time for a move: 30 s").await;
        teacher.wait_for("Saved in settings.toml").await;
        let file = std::fs::read_to_string(class.folder().join("settings.toml")).unwrap();
        assert!(file.contains("timer = 30"), "{file}");
        assert_eq!(
            class.classroom.as_ref().unwrap().settings().timer,
            Some(Duration::from_secs(30))
        );

        // Kiki goes to the puzzles: the menu, then a puzzle named by its id.
        teacher.keys(b"1").await;
        kiki.keys(b"\x1b").await;
        teacher.wait_for_words("kiki choosing a lesson").await;
        kiki.keys(b"\x1b").await;
        teacher.wait_for_words("kiki home screen").await;
        kiki.keys(DOWN).await;
        kiki.keys(b"\r").await;
        teacher.wait_for_words("kiki choosing a puzzle").await;
        kiki.keys(b"\r").await;
        kiki.wait_for("(rating ").await;
        let id = puzzle_id(&kiki);
        teacher.wait_for_words(&format!("kiki puzzle {id}")).await;

        // Kiki leaves: listed still, not connected, seen just now.
        kiki.keys(b"q").await;
        kiki.wait_closed().await;
        teacher.wait_for_words("kiki not connected").await;
    });
    class.stop();
}

/// The id of the puzzle on `screen` (its heading: `Puzzle corner-001 (rating 700)`).
fn puzzle_id(screen: &Screen) -> String {
    let text = screen.words();
    let (_, after) = text
        .split_once("Puzzle ")
        .unwrap_or_else(|| panic!("no puzzle heading on\n{text}"));
    after.split_whitespace().next().unwrap().to_string()
}

#[test]
fn pairing_by_rating_invites_the_two_strongest_together_and_the_next_two() {
    let mut class = serve();
    for (name, rating) in [
        ("ani", 1500.0),
        ("budi", 1400.0),
        ("citra", 1300.0),
        ("dewi", 1200.0),
    ] {
        set_rating(&class, name, rating);
        class.bind_pin(name, "1234");
    }
    runtime().block_on(async {
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 40).await;
        let mut pupils = Vec::new();
        // Joined from the weakest, so that no order of joining pairs them.
        for name in ["dewi", "budi", "citra", "ani"] {
            pupils.push((name, open_as(&class, name, "1234").await));
        }
        teacher.wait_for_words("4 of 4 pupils connected").await;
        teacher.keys(b"p").await;
        teacher
            .wait_for_words("Invited to play: ani and budi, citra and dewi.")
            .await;
        for (name, (_, screen)) in &mut pupils {
            match *name {
                "budi" => screen.wait_for("ani invites you to a game").await,
                "dewi" => screen.wait_for("citra invites you to a game").await,
                _ => String::new(),
            };
        }
        let (_, budi) = &mut pupils[1].1;
        budi.keys(b"y").await;
        budi.wait_for("Class game 1: ani (black) against budi (white)")
            .await;
        teacher.keys(b"2").await;
        teacher
            .wait_for_words("1 · ani (black) against budi (white) · 0 moves")
            .await;
    });
    class.stop();
}

/// The number shown before `choice` on `screen` (`2. 64 squares` gives 2).
fn number_of(screen: &Screen, choice: &str) -> u8 {
    let text = screen.text();
    let listed = format!(". {choice}");
    let at = text
        .find(&listed)
        .unwrap_or_else(|| panic!("no {choice:?} on\n{text}"));
    let digit = text[..at].chars().last().unwrap();
    digit.to_digit(10).unwrap() as u8
}

#[test]
fn follow_me_shows_the_lesson_on_every_screen_tallies_three_answers_reveals_and_ends() {
    let mut class = serve();
    for name in ["ani", "budi", "citra"] {
        class.bind_pin(name, "1234");
    }
    runtime().block_on(async {
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 45).await;
        let mut pupils = Vec::new();
        for name in ["ani", "budi", "citra"] {
            pupils.push(open_as(&class, name, "1234").await);
        }
        // Citra is in the puzzles; she comes back there at the end.
        pupils[2].1.keys(DOWN).await;
        pupils[2].1.keys(b"\r").await;
        pupils[2].1.wait_for("Puzzles").await;
        teacher.wait_for_words("3 of 3 pupils connected").await;

        // Lesson 1 for the whole class, on to its step 3 (a choice).
        teacher.keys(b"4").await;
        teacher.wait_for("The goal and the discs").await;
        teacher.keys(b"\r").await;
        for (_, pupil) in &mut pupils {
            pupil.wait_for("Your teacher leads").await;
        }
        teacher.keys(RIGHT).await;
        teacher.keys(RIGHT).await;
        teacher
            .wait_for("How many squares does the board have?")
            .await;
        for (_, pupil) in &mut pupils {
            pupil.wait_for_words("type the number of your choice").await;
        }
        let right = number_of(&pupils[0].1, "64 squares");
        let wrong = number_of(&pupils[0].1, "32 squares");
        for (i, (_, pupil)) in pupils.iter_mut().enumerate() {
            let n = if i < 2 { right } else { wrong };
            pupil.keys(&[b'0' + n]).await;
            pupil.wait_for("Your answer:").await;
        }
        teacher.wait_for_words("Answers: 3 of 3").await;
        teacher
            .wait_for_words(&format!("{right}. 64 squares: 2 (ani ✓, budi ✓)"))
            .await;
        teacher
            .wait_for_words(&format!("{wrong}. 32 squares: 1 (citra ✗)"))
            .await;
        // One answer each: a second one changes nothing.
        pupils[2].1.keys(&[b'0' + right]).await;
        pupils[2]
            .1
            .wait_for_words("Each question takes one answer")
            .await;
        assert!(teacher.words().contains("Answers: 3 of 3"));

        // Shown to all: each pupil sees whether theirs was right.
        teacher.keys(b"\r").await;
        pupils[0].1.wait_for("You were right!").await;
        pupils[1].1.wait_for("You were right!").await;
        pupils[2].1.wait_for("Not this time").await;

        // Follow me ends: each pupil is back where they were.
        teacher.keys(b"\x1b").await;
        for (i, (_, pupil)) in pupils.iter_mut().enumerate() {
            let gone = pupil
                .until(|s| !s.text().contains("Your teacher leads"))
                .await;
            assert!(gone, "{}", pupil.text());
            pupil
                .wait_for(if i == 2 { "Puzzles" } else { "Lessons" })
                .await;
        }
    });
    class.stop();
}

#[test]
fn the_report_key_writes_the_class_report_and_the_report_command_prints_the_same() {
    let mut class = serve();
    class.bind_pin("ani", "1234");
    class.bind_pin("budi", "5678");
    set_rating(&class, "budi", 1333.0);
    runtime().block_on(async {
        let (_a, mut ani) = open_as(&class, "ani", "1234").await;
        to_step(&mut ani, 2).await;
        ani.keys(b"q").await;
        ani.wait_closed().await;
        let (_b, mut budi) = open_as(&class, "budi", "5678").await;
        budi.keys(b"q").await;
        budi.wait_closed().await;
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 40).await;
        teacher.wait_for_words("0 of 2 pupils connected").await;
        teacher.keys(b"c").await;
        teacher.wait_for("The report is in").await;
    });
    let file = class.folder().join(format!("report-{}.csv", Date::today()));
    let written = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(
        lines[0],
        "name,connected,where,lessons done,stars,puzzle rating,class rating,class games,last seen"
    );
    assert!(
        lines[1].starts_with("ani,no,not connected,0,0,"),
        "{written}"
    );
    assert!(
        lines[2].starts_with("budi,no,not connected,0,0,"),
        "{written}"
    );
    assert!(lines[2].contains(",1333,0,"), "{written}");
    class.stop();
    let printed = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .args(["--lang", "en", "classroom", "report", "--class"])
        .arg(class.folder())
        .output()
        .unwrap();
    assert!(printed.status.success(), "{printed:?}");
    assert_eq!(String::from_utf8(printed.stdout).unwrap(), written);
}

#[test]
fn a_pupil_reaches_no_teachers_key_and_no_typed_byte_reaches_another_screen_raw() {
    let mut class = serve();
    class.bind_pin("ani", "1234");
    class.bind_pin("budi", "5678");
    runtime().block_on(async {
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 40).await;
        let (_a, mut ani) = open_as(&class, "ani", "1234").await;
        let (_b, mut budi) = open_as(&class, "budi", "5678").await;
        teacher.wait_for_words("2 of 2 pupils connected").await;
        // The dashboard's keys, from a pupil's home screen and classmates' list.
        for keys in [&b"\tprcf5\x1b[C"[..], b"\x1b"] {
            ani.keys(keys).await;
        }
        to_classmates(&mut ani).await;
        ani.keys(b"\tprcf").await;
        // Bytes that would drive a terminal, typed by a pupil.
        ani.keys(b"\x1b]0;owned\x07\x1b[2J\x1b]52;c;b3duZWQ=\x07\x9b31m")
            .await;
        ani.keys(b"\x1b").await;
        ani.wait_for("Opponent").await;
        // The teacher's screen moves on (a setting saved) after ani's bytes are in.
        teacher.keys(b"5").await;
        teacher.keys(RIGHT).await;
        teacher.wait_for("Saved in settings.toml").await;
        let _ = budi.until(|s| !s.raw.is_empty()).await;
        for screen in [&teacher, &budi] {
            let raw = String::from_utf8_lossy(&screen.raw);
            assert!(!raw.contains("owned"), "{raw}");
            assert!(!raw.contains("]52;"), "{raw}");
        }
        assert!(!budi.text().contains("invites you"), "{}", budi.text());
    });
    let reports = std::fs::read_dir(class.folder())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("report-"))
        .count();
    assert_eq!(reports, 0, "a pupil wrote the report");
    class.stop();
}

// The class after `kill -9`.

/// `classroom serve` of the built binary on loopback, and its port.
fn serve_binary(folder: &Path) -> (Child, u16) {
    let (mut child, lines) = serve::serve_binary(folder);
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = lines.recv_timeout(left) else {
            let _ = child.kill();
            let _ = child.wait();
            panic!("serve printed no port in time");
        };
        if let Some(rest) = line.trim().strip_prefix("ssh -p ") {
            let port = rest.split_whitespace().next().unwrap().parse().unwrap();
            return (child, port);
        }
    }
}

/// The class served by a process of its own, at `port`, in `folder`.
fn class_at(dir: tempfile::TempDir, port: u16) -> Class {
    let text = std::fs::read_to_string(dir.path().join("class/class.toml")).unwrap();
    let file: toml::Table = toml::from_str(&text).unwrap();
    let code = |key: &str| file[key].as_str().unwrap().to_string();
    Class {
        classroom: None,
        address: SocketAddr::from((Ipv4Addr::LOCALHOST, port)),
        code: code("code"),
        teacher_code: code("teacher_code"),
        dir,
    }
}

/// Logs `name` in again once the class lets go of the name (a connection
/// cut by a kill may take a moment to be seen as gone).
async fn back_as(class: &Class, name: &str, pin: &str) -> Screen {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let mut session = connect(class.address).await;
        let first = start(&mut session, name).await;
        let (why, prompts) = prompt(first);
        if prompts.len() == 2 {
            let done = respond(&mut session, &[&class.code, pin]).await;
            assert!(matches!(done, Ki::Success), "{done:?}");
            let screen = Screen::open(&session, 80, 24).await;
            // The session lives as long as its screen is read.
            std::mem::forget(session);
            return screen;
        }
        assert!(why.contains("already connected"), "{why}");
        assert!(Instant::now() < deadline, "{name} was never let go");
        tokio::task::yield_now().await;
    }
}

#[test]
fn after_kill_9_the_class_serves_again_the_game_at_its_last_move_with_both_seats_held() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("class");
    let (mut server, port) = serve_binary(&folder);
    let class = class_at(dir, port);
    let board = runtime().block_on(async {
        let ((_a, mut ani), (_b, mut budi)) = ani_and_budi(&class).await;
        // Ani's step in lesson 1, saved before the game.
        to_step(&mut ani, 2).await;
        ani.keys(b"\x1b").await;
        ani.wait_for("reversi-tutor · Lessons").await;
        ani.keys(b"\x1b").await;
        ani.wait_for("Quit").await;
        begin_game(&mut ani, &mut budi, "budi").await;
        play_through(&mut ani, &mut budi, &WHOLE_GAME[..8], 0).await;
        board_rows(&ani)
    });
    let record = std::fs::read_to_string(class.folder().join("games/game-1.txt")).unwrap();
    assert!(record.contains(&WHOLE_GAME[..8]), "{record}");
    server.kill().unwrap();
    server.wait().unwrap();

    let (mut server, port) = serve_binary(&class.folder());
    let class = class_at(class.dir, port);
    runtime().block_on(async {
        let mut ani = back_as(&class, "ani", "1357").await;
        ani.wait_for("Class game 1: ani (black) against budi (white)")
            .await;
        assert_eq!(board_rows(&ani), board);
        // Budi's seat waits for him (the grace is half a minute): he is back in it.
        let (_t, mut teacher) = open_teacher(&class, &class.teacher_code, 160, 40).await;
        teacher.keys(b"2").await;
        teacher.wait_for_words("budi's seat waits").await;
        let mut budi = back_as(&class, "budi", "2468").await;
        budi.wait_for("Class game 1: ani (black) against budi (white)")
            .await;
        ani.wait_for("budi is back").await;
        assert_eq!(board_rows(&budi), board);
        // The game goes on from its last move.
        play_through(&mut ani, &mut budi, &WHOLE_GAME[..10], 4).await;
    });
    let record = std::fs::read_to_string(class.folder().join("games/game-1.txt")).unwrap();
    assert!(record.contains(&WHOLE_GAME[..10]), "{record}");
    let progress = std::fs::read_to_string(class.pupil_file("ani", "progress.toml")).unwrap();
    assert!(progress.contains("step = 1"), "{progress}");
    server.kill().unwrap();
    server.wait().unwrap();
}
