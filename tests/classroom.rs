//! The classroom over real SSH sessions on loopback (see `common/ssh.rs`):
//! logging in, refusals, faults, the teacher's list, the class settings, and
//! class games between pupils.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

#[path = "common/ssh.rs"]
mod ssh;

use std::sync::Arc;
use std::time::{Duration, Instant};

use reversi_tutor::classroom::class::LOGIN_FILE;
use reversi_tutor::classroom::{ClassRating, Classroom, Place};
use reversi_tutor::cli::CourseDirs;
use reversi_tutor::cli::tutor::tutor_course;
use reversi_tutor::learner::rating::Outcome;
use russh::ChannelMsg;
use russh::client::{self, AuthResult, KeyboardInteractiveAuthResponse as Ki};
use russh::keys::PrivateKeyWithHashAlg;
use ssh::*;

#[test]
fn a_new_pupil_chooses_a_pin_sees_the_home_screen_steps_a_lesson_and_it_is_saved() {
    let mut class = serve();
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let first = start(&mut session, "ani").await;
        // The class code shows as it is typed (the class reads it from the
        // board); the PIN, asked twice, does not.
        assert_eq!(echoed(&first), [true, false, false]);
        let (instructions, prompts) = prompt(first);
        assert!(instructions.contains("ani"), "{instructions}");
        assert_eq!(prompts.len(), 3, "code, PIN, PIN again: {prompts:?}");
        let answers = vec![class.code.clone(), "2468".into(), "2468".into()];
        let done = session
            .authenticate_keyboard_interactive_respond(answers)
            .await
            .unwrap();
        assert!(matches!(done, Ki::Success), "{done:?}");
        let mut screen = Screen::open(&session, 80, 24).await;
        let home = screen.wait_for("Lessons").await;
        assert!(home.contains("Quit"), "{home}");
        to_step(&mut screen, 2).await;
        let progress = wait_for_file(&class.pupil_file("ani", "progress.toml"), "step = 1");
        assert!(progress.contains("[lessons."), "{progress}");
        screen.keys(b"q").await;
        screen.wait_closed().await;
        assert_eq!(screen.exit_status, Some(0));
    });
    let login = std::fs::read_to_string(class.pupil_file("ani", LOGIN_FILE)).unwrap();
    assert!(login.contains("$argon2id$"), "{login}");
    assert!(!login.contains("2468"), "{login}");
    class.stop();
}

#[test]
fn a_wrong_class_code_is_refused_with_a_line_and_three_wrong_codes_close_the_door() {
    let class = serve();
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let again = login(&mut session, "budi", &["000000x", "1234", "1234"]).await;
        assert!(prompt(again).0.contains("not the class code"));
        let again = respond(&mut session, &["1", "1234", "1234"]).await;
        assert!(prompt(again).0.contains("not the class code"));
        let last = respond(&mut session, &["2", "1234", "1234"]).await;
        refused_with(&mut session, last, "Too many wrong tries").await;
    });
    assert!(!class.pupil_file("budi", LOGIN_FILE).exists());
}

#[test]
fn a_wrong_pin_is_refused_and_the_right_one_opens_the_name() {
    let class = serve();
    class.bind_pin("citra", "9753");
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let wrong = login(&mut session, "citra", &[&class.code, "9999"]).await;
        let (why, prompts) = prompt(wrong);
        assert!(why.contains("PIN is wrong"), "{why}");
        assert_eq!(prompts.len(), 2);
        let right = session
            .authenticate_keyboard_interactive_respond(vec![class.code.clone(), "9753".into()])
            .await
            .unwrap();
        assert!(matches!(right, Ki::Success), "{right:?}");
    });
}

#[test]
fn a_name_bound_to_a_key_opens_with_that_key_only() {
    let class = serve();
    let (own, other) = (new_key(1), new_key(2));
    runtime().block_on(async {
        // The first login binds the key offered.
        let mut session = connect(class.address).await;
        let proved = session
            .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(Arc::clone(&own), None))
            .await
            .unwrap();
        assert!(
            matches!(
                proved,
                AuthResult::Failure {
                    partial_success: true,
                    ..
                }
            ),
            "the key alone is not enough: {proved:?}"
        );
        let done = login(&mut session, "dewi", &[&class.code]).await;
        assert!(matches!(done, Ki::Success), "{done:?}");
        drop(session);
        wait_for_file(&class.pupil_file("dewi", LOGIN_FILE), "ssh-ed25519");

        // Another key does not open it, and neither do answers without the key.
        let mut session = connect(class.address).await;
        let refused = session
            .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(other, None))
            .await
            .unwrap();
        assert!(
            matches!(
                refused,
                AuthResult::Failure {
                    partial_success: false,
                    ..
                }
            ),
            "{refused:?}"
        );
        let first = start(&mut session, "dewi").await;
        refused_with(&mut session, first, "only with its own SSH key").await;

        // The own key still does, once the pupil above has gone.
        let deadline = Instant::now() + PATIENCE;
        loop {
            let mut session = connect(class.address).await;
            session
                .authenticate_publickey("dewi", PrivateKeyWithHashAlg::new(Arc::clone(&own), None))
                .await
                .unwrap();
            let first = start(&mut session, "dewi").await;
            let (why, prompts) = prompt(first);
            if prompts.len() == 1 {
                let done = session
                    .authenticate_keyboard_interactive_respond(vec![class.code.clone()])
                    .await
                    .unwrap();
                assert!(matches!(done, Ki::Success), "{done:?}");
                break;
            }
            assert!(why.contains("already connected"), "{why}");
            assert!(
                Instant::now() < deadline,
                "the first login never let go of dewi"
            );
            tokio::task::yield_now().await;
        }
    });
}

#[test]
fn a_name_already_connected_and_a_name_that_is_no_name_are_refused_with_a_line() {
    let class = serve();
    class.bind_pin("eka", "1357");
    runtime().block_on(async {
        let (_first, _screen) = open_as(&class, "eka", "1357").await;

        let mut second = connect(class.address).await;
        let first_prompt = start(&mut second, "EKA").await;
        refused_with(&mut second, first_prompt, "EKA is already connected").await;

        let mut third = connect(class.address).await;
        let first_prompt = start(&mut third, "../eka").await;
        refused_with(&mut third, first_prompt, "letters, digits").await;
    });
    assert!(!class.folder().join("eka").exists());
}

#[test]
fn a_command_a_shell_without_a_terminal_a_subsystem_and_forwarding_are_refused() {
    let class = serve();
    class.bind_pin("fajar", "2222");
    runtime().block_on(async {
        let mut session = connect(class.address).await;
        let done = login(&mut session, "fajar", &[&class.code, "2222"]).await;
        assert!(matches!(done, Ki::Success), "{done:?}");

        // A command: refused, said on the error stream, the channel closed.
        let channel = session.channel_open_session().await.unwrap();
        channel.exec(true, "touch /tmp/owned; sh").await.unwrap();
        let mut screen = Screen::on(channel, 80, 24);
        let mut failed = false;
        let deadline = Instant::now() + PATIENCE;
        while !screen.closed && Instant::now() < deadline {
            match tokio::time::timeout(PATIENCE, screen.channel.wait()).await {
                Ok(Some(ChannelMsg::Failure)) => failed = true,
                Ok(Some(message)) => screen.take(message),
                Ok(None) | Err(_) => break,
            }
        }
        assert!(failed, "the command was not refused");
        assert!(
            screen.errors.contains("only the tutor"),
            "{}",
            screen.errors
        );
        assert!(screen.terminal.screen().contents().trim().is_empty());

        // A shell without a terminal, and sftp: refused too.
        for subsystem in [false, true] {
            let channel = session.channel_open_session().await.unwrap();
            if subsystem {
                channel.request_subsystem(true, "sftp").await.unwrap();
            } else {
                channel.request_shell(true).await.unwrap();
            }
            let mut channel = channel;
            let mut refused = false;
            while let Ok(Some(message)) = tokio::time::timeout(PATIENCE, channel.wait()).await {
                match message {
                    ChannelMsg::Failure => refused = true,
                    ChannelMsg::Success => panic!("accepted (subsystem: {subsystem})"),
                    ChannelMsg::Close => break,
                    _ => {}
                }
            }
            assert!(refused, "subsystem: {subsystem}");
        }

        // Port forwarding, both ways.
        let forward = session.tcpip_forward("127.0.0.1", 0).await;
        assert!(forward.is_err(), "{forward:?}");
        let direct = session
            .channel_open_direct_tcpip(
                "127.0.0.1",
                u32::from(class.address.port()),
                "127.0.0.1",
                5555,
            )
            .await;
        assert!(direct.is_err(), "a tunnel was opened");
    });
}

#[test]
fn junk_bytes_sizes_of_nothing_and_of_thousands_and_a_flood_leave_the_session_working() {
    let mut class = serve();
    class.bind_pin("gita", "8642");
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "gita", "8642").await;

        // Every byte but the keys that quit, invalid UTF-8, cut sequences.
        let mut junk: Vec<u8> = (0u8..=255)
            .filter(|b| !matches!(b, b'q' | b'Q' | 0x03 | 0x04))
            .collect();
        junk.extend_from_slice(
            b"\xff\xfe\xc3\x28\x1b[99999999999999999999;;;;;;M\x1b[<0;0;0M\x1b]0;x\x07",
        );
        junk.extend(std::iter::repeat_n(b'9', 5000));
        screen.keys(&junk).await;
        screen.channel.window_change(0, 0, 0, 0).await.unwrap();
        screen
            .channel
            .window_change(10000, 10000, 0, 0)
            .await
            .unwrap();
        // A flood of keys that move about without leaving.
        let flood: Vec<u8> = b"\x1b[A\x1b[B".repeat(20_000);
        screen.keys(&flood).await;
        // Still drawing: a new size brings a whole new frame.
        screen.terminal = terminal(26, 90);
        screen.channel.window_change(90, 26, 0, 0).await.unwrap();
        let alive = screen.until(|s| !s.text().trim().is_empty()).await;
        assert!(alive, "the session stopped drawing");

        // Another pupil is served all along.
        class.bind_pin("hadi", "1111");
        let _other = open_as(&class, "hadi", "1111").await;
    });
    assert_eq!(
        class.stop(),
        2,
        "both sessions ended when the class stopped"
    );
    assert!(class.pupil_file("gita", "progress.toml").exists());
}

#[test]
fn a_connection_dropped_in_the_middle_of_a_key_saves_the_step_and_lets_the_name_go() {
    let class = serve();
    class.bind_pin("ina", "4321");
    runtime().block_on(async {
        let (session, mut screen) = open_as(&class, "ina", "4321").await;
        to_step(&mut screen, 3).await;
        // Half an arrow key, then the connection is gone.
        screen.keys(b"\x1b[").await;
        drop(screen);
        drop(session);

        wait_for_file(&class.pupil_file("ina", "progress.toml"), "step = 2");
        // The name is free again: the same pupil logs back in.
        let deadline = Instant::now() + PATIENCE;
        loop {
            let mut again = connect(class.address).await;
            let first = start(&mut again, "ina").await;
            let (why, prompts) = prompt(first);
            if prompts.len() == 2 {
                break;
            }
            assert!(why.contains("already connected"), "{why}");
            assert!(Instant::now() < deadline, "ina was never let go");
            tokio::task::yield_now().await;
        }
    });
}

#[test]
fn stopping_the_class_saves_every_pupil_and_tells_them() {
    let mut class = serve();
    class.bind_pin("joko", "5555");
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "joko", "5555").await;
        to_step(&mut screen, 2).await;
        let stopped = std::thread::spawn(move || (class.stop(), class));
        screen.wait_for("The class has ended").await;
        screen.wait_closed().await;
        let (ended, class) = stopped.join().unwrap();
        assert_eq!(ended, 1);
        let progress = std::fs::read_to_string(class.pupil_file("joko", "progress.toml")).unwrap();
        assert!(progress.contains("step = 1"), "{progress}");
    });
}

#[test]
fn connections_past_the_cap_are_closed_and_a_silent_one_times_out() {
    let class = serve_with(2, Duration::from_secs(2));
    runtime().block_on(async {
        let first = connect(class.address).await;
        let _second = connect(class.address).await;
        let config = Arc::new(client::Config::default());
        let third = tokio::time::timeout(PATIENCE, client::connect(config, class.address, Client))
            .await
            .expect("an answer in time");
        assert!(third.is_err(), "a third connection was taken");
        // The silent ones are closed after the idle time.
        let deadline = Instant::now() + PATIENCE;
        while !first.is_closed() {
            assert!(Instant::now() < deadline, "an idle connection stayed open");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
}

#[test]
fn the_teachers_list_shows_who_is_connected_and_the_lesson_step_as_it_changes() {
    let class = serve();
    class.bind_pin("kiki", "7777");
    let place = |class: &Class| {
        let online = class.classroom.as_ref().unwrap().online();
        online
            .iter()
            .find(|p| p.name == "kiki")
            .and_then(|p| p.status.as_ref().map(|s| s.place.clone()))
    };
    let wait_for_place = |class: &Class, wanted: &Place| {
        let deadline = Instant::now() + PATIENCE;
        while place(class).as_ref() != Some(wanted) {
            assert!(
                Instant::now() < deadline,
                "{:?}, not {wanted:?}",
                place(class)
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    runtime().block_on(async {
        let (_session, mut screen) = open_as(&class, "kiki", "7777").await;
        wait_for_place(&class, &Place::Home);
        to_step(&mut screen, 2).await;
        let first = tutor_course(&CourseDirs::default()).course.lessons[0]
            .id
            .clone();
        let at = |step| Place::Lesson {
            number: 1,
            id: first.clone(),
            step,
        };
        wait_for_place(&class, &at(2));
        screen.keys(b"\r").await;
        screen.wait_for("Step 3 of").await;
        wait_for_place(&class, &at(3));
        screen.keys(b"q").await;
        screen.wait_closed().await;
    });
    let deadline = Instant::now() + PATIENCE;
    while place(&class).is_some() || !class.classroom.as_ref().unwrap().online().is_empty() {
        assert!(Instant::now() < deadline, "kiki still listed after leaving");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_class_settings_are_read_at_serve_and_a_broken_file_stops_it_naming_line_and_column() {
    let mut class = serve_set("timer = 60\ngrace_seconds = 5\n");
    let settings = class.classroom.as_ref().unwrap().settings();
    assert_eq!(settings.timer, Some(Duration::from_secs(60)));
    assert_eq!(settings.grace, Duration::from_secs(5));
    assert!(settings.swap_colours && !settings.dots);
    assert_eq!(settings.level.number(), 2);
    class.stop();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("class")).unwrap();
    let file = dir.path().join("class/settings.toml");
    std::fs::write(&file, "dots = true\ncomputer_level = 7\n").unwrap();
    let Err(why) = Classroom::start(options_in(dir.path(), 64, Duration::from_secs(600))) else {
        panic!("served with a broken settings file");
    };
    let said = why.to_string();
    assert!(
        said.starts_with(&format!("{}:2:18:", file.display())),
        "{said}"
    );
    assert!(said.contains("computer_level"), "{said}");
}

// Class games.

#[test]
fn two_pupils_play_a_whole_class_game_and_both_screens_agree_move_by_move() {
    let mut class = serve();
    runtime().block_on(async {
        let ((_a, mut ani), (_b, mut budi)) = ani_and_budi(&class).await;
        begin_game(&mut ani, &mut budi, "budi").await;
        for screen in [&ani, &budi] {
            let heading = line_with(screen, "Class game 1");
            assert!(
                heading.contains("ani (black) against budi (white)"),
                "{heading}"
            );
        }
        // Not budi's turn: his move waits, and nothing is played.
        budi.keys(b"f5\r").await;
        budi.wait_for("It is ani's turn").await;
        play_through(&mut ani, &mut budi, &WHOLE_GAME[..4], 0).await;
        // No undo in a class game.
        ani.keys(b"u").await;
        ani.wait_for("has no undo").await;
        play_through(&mut ani, &mut budi, WHOLE_GAME, 2).await;
        for screen in [&mut ani, &mut budi] {
            screen.wait_for("Black 17, white 0").await;
        }
        assert_eq!(board_rows(&ani), board_rows(&budi));
        let record = wait_for_file(&class.folder().join("games/game-1.txt"), WHOLE_GAME);
        assert!(record.contains("black ani, white budi"), "{record}");
        for name in ["ani", "budi"] {
            let copy = class.pupil_file(name, "games/class-game-1.txt");
            let copy = std::fs::read_to_string(copy).unwrap();
            assert!(copy.contains(WHOLE_GAME), "{copy}");
        }
        // The next game between the two: the colours swap.
        ani.keys(b"n").await;
        budi.wait_for("ani invites you").await;
        budi.keys(b"y").await;
        for screen in [&mut ani, &mut budi] {
            screen
                .wait_for("Class game 2: budi (black) against ani (white)")
                .await;
        }
    });
    class.stop();
}

#[test]
fn an_invitation_declined_is_said_to_the_inviter_and_one_withdrawn_leaves_the_other_screen() {
    let mut class = serve();
    runtime().block_on(async {
        let ((_a, mut ani), (_b, mut budi)) = ani_and_budi(&class).await;
        to_classmates(&mut ani).await;
        ani.wait_for("▶ budi").await;
        ani.keys(b"\r").await;
        budi.wait_for("ani invites you to a game").await;
        budi.keys(b"\x1b").await;
        ani.wait_for("budi declined").await;
        let gone = budi.until(|s| !s.text().contains("invites you")).await;
        assert!(gone, "the invitation stayed:\n{}", budi.text());
        // Invited again, then withdrawn: it leaves budi's screen.
        ani.keys(b"\r").await;
        budi.wait_for("ani invites you to a game").await;
        ani.keys(b"\x1b").await;
        let gone = budi.until(|s| !s.text().contains("invites you")).await;
        assert!(gone, "the invitation stayed:\n{}", budi.text());
        assert!(!budi.text().contains("Class game"), "{}", budi.text());
    });
    class.stop();
}

#[test]
fn a_pupil_who_leaves_keeps_the_seat_the_computer_plays_it_after_the_grace_and_the_pupil_comes_back_to_it()
 {
    let mut class = serve_set("grace_seconds = 1\n");
    runtime().block_on(async {
        let ((_a, mut ani), (b, mut budi)) = ani_and_budi(&class).await;
        begin_game(&mut ani, &mut budi, "budi").await;
        play_through(&mut ani, &mut budi, &WHOLE_GAME[..2], 0).await;
        // budi's connection drops on his turn.
        drop(budi);
        drop(b);
        ani.wait_for("budi left:").await;
        ani.wait_for("The computer (white) plays").await;
        // budi logs in again: straight back to his seat.
        let deadline = Instant::now() + PATIENCE;
        let (_b, mut budi) = loop {
            let mut session = connect(class.address).await;
            let first = start(&mut session, "budi").await;
            let (why, prompts) = prompt(first);
            if prompts.len() == 2 {
                let done = respond(&mut session, &[&class.code, "2468"]).await;
                assert!(matches!(done, Ki::Success), "{done:?}");
                let screen = Screen::open(&session, 80, 24).await;
                break (session, screen);
            }
            assert!(why.contains("already connected"), "{why}");
            assert!(Instant::now() < deadline, "budi was never let go");
            tokio::task::yield_now().await;
        };
        budi.wait_for("Class game 1").await;
        ani.wait_for("budi is back").await;
        assert_eq!(line_with(&budi, "to move"), line_with(&ani, "to move"));
    });
    class.stop();
}

#[test]
fn a_turn_whose_time_is_up_gets_a_random_legal_move_on_both_screens() {
    let mut class = serve_set("timer = 2\n");
    runtime().block_on(async {
        let ((_a, mut ani), (_b, mut budi)) = ani_and_budi(&class).await;
        begin_game(&mut ani, &mut budi, "budi").await;
        ani.wait_for("seconds left for this move").await;
        for screen in [&mut ani, &mut budi] {
            screen.wait_for("Time is up for black").await;
        }
        let deadline = Instant::now() + PATIENCE;
        while board_rows(&ani) != board_rows(&budi) {
            assert!(Instant::now() < deadline, "the boards differ");
            let _ = tokio::time::timeout(Duration::from_millis(50), ani.until(|_| false)).await;
            let _ = tokio::time::timeout(Duration::from_millis(50), budi.until(|_| false)).await;
        }
        let record = wait_for_file(&class.folder().join("games/game-1.txt"), "\n");
        assert!(record.lines().last().unwrap().len() >= 2, "{record}");
    });
    class.stop();
}

#[test]
fn a_drawn_class_game_moves_both_ratings_as_half_a_win() {
    let mut class = serve();
    let ratings = |name: &str| class.pupil_file(name, "class_rating.toml");
    let ani_before = ClassRating {
        rating: 1200.0,
        deviation: 80.0,
        ..ClassRating::default()
    };
    let budi_before = ClassRating::default();
    for (name, rating) in [("ani", ani_before), ("budi", budi_before)] {
        std::fs::create_dir_all(class.pupil_file(name, "")).unwrap();
        std::fs::write(ratings(name), toml::to_string(&rating).unwrap()).unwrap();
    }
    runtime().block_on(async {
        let ((_a, mut ani), (_b, mut budi)) = ani_and_budi(&class).await;
        begin_game(&mut ani, &mut budi, "budi").await;
        play_through(&mut ani, &mut budi, DRAWN_GAME, 0).await;
        for screen in [&mut ani, &mut budi] {
            screen.wait_for("Black 32, white 32").await;
            screen.wait_for("Your class rating").await;
        }
    });
    let read = |name: &str| -> ClassRating {
        toml::from_str(&std::fs::read_to_string(ratings(name)).unwrap()).unwrap()
    };
    let (ani_after, budi_after) = (read("ani"), read("budi"));
    assert_eq!(ani_after, ani_before.after(budi_before, Outcome::Draw));
    assert_eq!(budi_after, budi_before.after(ani_before, Outcome::Draw));
    assert!(ani_after.rating < ani_before.rating, "{ani_after:?}");
    assert!(budi_after.rating > budi_before.rating, "{budi_after:?}");
    assert_eq!((ani_after.games, budi_after.games), (1, 1));
    class.stop();
}
