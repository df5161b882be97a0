//! The progress store on a real folder: save and reload, a damaged file kept
//! aside, a newer version never written, two copies on one folder, the folder's
//! resolution, and a writer killed in the middle of saving.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::fs;
use std::path::{Path, PathBuf};

use reversi_tutor::lang::Lang;
use reversi_tutor::learner::{ColourTheme, Date, Progress, ReviewStage, Stars};
use reversi_tutor::runner::Rating;
use reversi_tutor::store::{DamageKind, Notice, ProgressError, Saved, Store};

mod common;
mod progress_child;

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

/// A learner who has done a bit of everything.
fn busy_learner() -> Progress {
    let mut progress = Progress::default();
    let today = day("2026-05-01");
    progress.settings.language = Some(Lang::Id);
    progress.settings.ascii_discs = true;
    progress.settings.theme = ColourTheme::HighContrast;
    progress.complete_lesson("first-move", Stars::new(3).unwrap());
    progress.reach_step("sandwich", 2);
    progress.record_attempt("corner-001", false, today);
    let rated = progress.rating.glicko().after_puzzle(1100.0, false);
    progress.rating.record(rated, today);
    progress.streaks.extend();
    progress.schedule_review("corner-001", ReviewStage::OneDay, today);
    progress
}

fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_new_folder_opens_as_a_new_learner_and_is_made() {
    let root = tempfile::tempdir().unwrap();
    let folder = root.path().join("deep").join("data");
    let opened = Store::open(&folder).unwrap();
    assert_eq!(opened.progress, Progress::default());
    assert!(opened.notices.is_empty());
    assert!(folder.is_dir());
    assert!(
        !opened.store.path().exists(),
        "nothing is written before a save"
    );
}

#[test]
fn saved_progress_reloads_the_same() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    let mut progress = busy_learner();
    let report = opened.store.save(&mut progress).unwrap();
    assert_eq!(report.saved, Saved::Written);
    assert!(!report.merged && report.notices.is_empty());
    assert_eq!(progress, busy_learner());
    drop(opened);

    let reopened = Store::open(folder.path()).unwrap();
    assert_eq!(reopened.progress, busy_learner());
    assert!(reopened.notices.is_empty());
    let text = fs::read_to_string(folder.path().join("progress.toml")).unwrap();
    assert!(text.contains("version = 1"), "{text}");
}

#[test]
fn a_read_only_progress_file_is_left_as_it_is_and_the_save_says_why() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("progress.toml");
    let mut opened = Store::open(folder.path()).unwrap();
    opened.store.save(&mut busy_learner()).unwrap();
    let before = fs::read(&path).unwrap();
    let mut mode = fs::metadata(&path).unwrap().permissions();
    mode.set_readonly(true);
    fs::set_permissions(&path, mode).unwrap();

    let mut more = busy_learner();
    more.record_attempt("corner-002", true, day("2026-05-03"));
    let error = opened.store.save(&mut more).unwrap_err();
    assert!(matches!(error, ProgressError::ReadOnly { .. }), "{error:?}");
    assert!(error.to_string().contains("read-only"), "{error}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert!(fs::metadata(&path).unwrap().permissions().readonly());
}

#[test]
fn saving_what_the_file_holds_writes_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    let mut progress = busy_learner();
    opened.store.save(&mut progress).unwrap();
    let report = opened.store.save(&mut progress).unwrap();
    assert_eq!(report.saved, Saved::Unchanged);
}

#[test]
fn a_damaged_file_is_kept_aside_unchanged_and_reported() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("progress.toml");
    let damaged = "version = 1\n[settings]\nlegal_dots = \"perhaps\"\n";
    fs::write(&path, damaged).unwrap();

    let mut opened = Store::open(folder.path()).unwrap();
    assert_eq!(
        opened.progress,
        Progress::default(),
        "the learner starts afresh"
    );
    let [Notice::DamagedKeptAside { kept_at, damage }] = opened.notices.as_slice() else {
        panic!("{:?}", opened.notices);
    };
    assert_eq!(damage.kind, DamageKind::WrongValues);
    assert!(damage.to_string().contains("legal_dots"), "{damage}");
    let name = kept_at.file_name().unwrap().to_string_lossy().into_owned();
    let stamp = name.strip_prefix("progress.toml.corrupt-").unwrap();
    assert_eq!(stamp.len(), "20260501T134502Z".len(), "{name}");
    assert!(
        stamp.ends_with('Z') && stamp.as_bytes()[8] == b'T',
        "{name}"
    );
    assert!(
        stamp[..8]
            .bytes()
            .chain(stamp[9..15].bytes())
            .all(|b| b.is_ascii_digit())
    );
    assert_eq!(kept_at.parent(), Some(folder.path()));
    assert_eq!(fs::read_to_string(kept_at).unwrap(), damaged);
    assert!(!path.exists());

    let mut progress = busy_learner();
    assert_eq!(
        opened.store.save(&mut progress).unwrap().saved,
        Saved::Written
    );
    assert_eq!(Store::open(folder.path()).unwrap().progress, busy_learner());
    assert_eq!(fs::read_to_string(kept_at).unwrap(), damaged);
}

#[test]
fn files_that_are_not_progress_are_all_kept_aside() {
    for (bytes, kind) in [
        (&b"not = toml = at all"[..], DamageKind::NotToml),
        (b"\xff\x00\x01", DamageKind::NotText),
        (b"[settings]\nanimation = false\n", DamageKind::NoVersion),
        (b"version = 1\nreview = 5\n", DamageKind::WrongValues),
    ] {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("progress.toml"), bytes).unwrap();
        let opened = Store::open(folder.path()).unwrap();
        match opened.notices.as_slice() {
            [Notice::DamagedKeptAside { kept_at, damage }] => {
                assert_eq!(damage.kind, kind);
                assert_eq!(fs::read(kept_at).unwrap(), bytes);
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn a_file_damaged_while_running_is_kept_aside_at_the_next_save() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    let mut progress = busy_learner();
    opened.store.save(&mut progress).unwrap();
    fs::write(
        folder.path().join("progress.toml"),
        "version = 1\nstreaks = 3\n",
    )
    .unwrap();
    let report = opened.store.save(&mut progress).unwrap();
    assert_eq!(report.saved, Saved::Written);
    assert!(matches!(
        report.notices.as_slice(),
        [Notice::DamagedKeptAside { .. }]
    ));
    assert_eq!(Store::open(folder.path()).unwrap().progress, busy_learner());
}

#[test]
fn a_newer_version_is_never_written() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("progress.toml");
    let newer = "version = 2\n[streaks]\nbest = 12\n[galaxy]\nstars = 99\n";
    fs::write(&path, newer).unwrap();

    let mut opened = Store::open(folder.path()).unwrap();
    assert_eq!(opened.notices, [Notice::NewerVersion { version: 2 }]);
    assert!(opened.store.is_read_only());
    assert_eq!(
        opened.progress.streaks.best, 12,
        "what can be read is kept in memory"
    );
    let mut progress = busy_learner();
    let report = opened.store.save(&mut progress).unwrap();
    assert_eq!(report.saved, Saved::ReadOnly);
    assert_eq!(progress, busy_learner(), "progress stays in memory");
    assert_eq!(fs::read_to_string(&path).unwrap(), newer);
    assert_eq!(names_in(folder.path()), ["progress.toml", "session.lock"]);
}

#[test]
fn a_newer_version_written_while_running_stops_the_saves() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    let mut progress = busy_learner();
    opened.store.save(&mut progress).unwrap();
    let newer = "version = 3\n";
    fs::write(folder.path().join("progress.toml"), newer).unwrap();
    progress.streaks.extend();
    let report = opened.store.save(&mut progress).unwrap();
    assert_eq!(report.saved, Saved::ReadOnly);
    assert_eq!(report.notices, [Notice::NewerVersion { version: 3 }]);
    assert!(opened.store.is_read_only());
    assert_eq!(
        fs::read_to_string(folder.path().join("progress.toml")).unwrap(),
        newer
    );
}

#[test]
fn a_copy_that_lets_go_of_the_session_in_a_moment_is_not_another_copy_running() {
    // A copy that is quitting, or a child process that holds a copy of the lock
    // between its fork and its exec, lets go within a moment: not "another copy".
    let folder = tempfile::tempdir().unwrap();
    let first = Store::open(folder.path()).unwrap();
    assert!(first.notices.is_empty());
    let (go, wait) = std::sync::mpsc::channel::<()>();
    let quitting = std::thread::spawn(move || {
        wait.recv().unwrap();
        drop(first);
    });
    go.send(()).unwrap();
    let second = Store::open(folder.path()).unwrap();
    quitting.join().unwrap();
    assert!(second.notices.is_empty(), "{:?}", second.notices);
}

#[test]
fn a_second_copy_is_told_and_both_copies_progress_is_kept() {
    let folder = tempfile::tempdir().unwrap();
    let mut first = Store::open(folder.path()).unwrap();
    assert!(first.notices.is_empty());
    let mut second = Store::open(folder.path()).unwrap();
    assert_eq!(second.notices, [Notice::AnotherCopyRunning]);

    let today = day("2026-05-02");
    first.progress.record_attempt("corner-001", true, today);
    first.progress.settings.animation = false;
    let report = first.store.save(&mut first.progress).unwrap();
    assert!(!report.merged);

    second.progress.record_attempt("corner-001", false, today);
    second.progress.record_attempt("corner-002", true, today);
    second.progress.settings.language = Some(Lang::Vi);
    let report = second.store.save(&mut second.progress).unwrap();
    assert_eq!(report.saved, Saved::Written);
    assert!(report.merged);
    assert_eq!(second.progress.puzzles["corner-001"].attempts, 2);
    assert!(!second.progress.settings.animation);

    first.progress.streaks.extend();
    let report = first.store.save(&mut first.progress).unwrap();
    assert!(report.merged);

    let on_disk = Store::open(folder.path()).unwrap().progress;
    assert_eq!(on_disk, first.progress);
    assert_eq!(on_disk.puzzles["corner-001"].attempts, 2);
    assert_eq!(on_disk.puzzles["corner-002"].attempts, 1);
    assert_eq!(on_disk.settings.language, Some(Lang::Vi));
    assert!(!on_disk.settings.animation);
    assert_eq!(on_disk.streaks.best, 1);
}

#[test]
fn the_first_copy_closing_frees_the_folder_for_the_next() {
    let folder = tempfile::tempdir().unwrap();
    let first = Store::open(folder.path()).unwrap();
    drop(first);
    let next = Store::open(folder.path()).unwrap();
    assert!(next.notices.is_empty());
}

#[test]
fn the_data_dir_option_wins_over_the_variable() {
    let chosen = progress_child::resolve_in_child(Some("from-option"), Some("from-variable"));
    assert_eq!(chosen, PathBuf::from("from-option"));
    let chosen = progress_child::resolve_in_child(None, Some("from-variable"));
    assert_eq!(chosen, PathBuf::from("from-variable"));
    let chosen = progress_child::resolve_in_child(None, None);
    assert!(
        chosen.ends_with("reversi-tutor") || chosen.ends_with("data"),
        "{chosen:?}"
    );
}

#[test]
fn a_save_killed_at_any_moment_leaves_a_file_with_everything_saved_before() {
    let root = tempfile::tempdir().unwrap();
    let folder = root.path().join("data");
    for round in 0..6 {
        let saved_before = progress_child::kill_while_saving(&folder, round);
        let opened = Store::open(&folder).unwrap();
        assert!(
            !opened
                .notices
                .iter()
                .any(|notice| matches!(notice, Notice::DamagedKeptAside { .. })),
            "round {round}: {:?}",
            opened.notices
        );
        let counter = opened
            .progress
            .puzzles
            .get("counter")
            .map_or(0, |record| record.attempts);
        assert!(
            counter >= saved_before,
            "round {round}: the file counts {counter}, the child had saved {saved_before}"
        );
        assert_eq!(opened.progress.settings.theme, ColourTheme::NoColour);
        assert_eq!(opened.progress.lesson("first-move").best_stars.count(), 3);
        assert!(opened.progress.rating.glicko() != Rating::default() || counter == 0);
    }
    let leftovers: Vec<String> = names_in(&folder)
        .into_iter()
        .filter(|name| name.contains(".tmp-") || name.contains(".corrupt-"))
        .collect();
    // The last child may have left one temporary file; the next save removes it.
    assert!(leftovers.len() <= 1, "{leftovers:?}");
}

#[test]
fn two_copies_saving_at_once_lose_no_attempt() {
    let folder = tempfile::tempdir().unwrap();
    let today = day("2026-05-01");
    let copies: Vec<_> = ["left", "right"]
        .into_iter()
        .map(|own| {
            let mut opened = Store::open(folder.path()).unwrap();
            std::thread::spawn(move || {
                for _ in 0..40 {
                    opened.progress.record_attempt(own, true, today);
                    opened.progress.record_attempt("shared", true, today);
                    // On a busy machine the other copy may hold the file past
                    // the patience of one save: that save says so and keeps
                    // the record, and the next one writes it.
                    let mut tries = 0;
                    while let Err(error) = opened.store.save(&mut opened.progress) {
                        assert!(matches!(error, ProgressError::Busy { .. }), "{error}");
                        tries += 1;
                        assert!(tries < 20, "still busy after {tries} saves");
                    }
                }
            })
        })
        .collect();
    for copy in copies {
        copy.join().unwrap();
    }
    let puzzles = Store::open(folder.path()).unwrap().progress.puzzles;
    let attempts = |id: &str| puzzles[id].attempts;
    assert_eq!(
        (attempts("left"), attempts("right"), attempts("shared")),
        (40, 40, 80)
    );
}

#[test]
fn a_save_waits_for_another_copys_save_and_then_says_it_is_busy() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    let held = fs::File::create(folder.path().join("progress.lock")).unwrap();
    held.try_lock().unwrap();
    let mut progress = busy_learner();
    let error = opened.store.save(&mut progress).unwrap_err();
    assert!(matches!(error, ProgressError::Busy { .. }), "{error}");
    assert!(error.to_string().contains("another copy"), "{error}");
    assert_eq!(progress, busy_learner());
    drop(held);
    assert_eq!(
        opened.store.save(&mut progress).unwrap().saved,
        Saved::Written
    );
}

#[test]
fn a_save_removes_what_a_stopped_save_left_behind() {
    let folder = tempfile::tempdir().unwrap();
    let mut opened = Store::open(folder.path()).unwrap();
    fs::write(
        folder.path().join("progress.toml.tmp-99999-0"),
        "version = 1\n[sett",
    )
    .unwrap();
    opened.store.save(&mut busy_learner()).unwrap();
    assert_eq!(
        names_in(folder.path()),
        ["progress.lock", "progress.toml", "session.lock"]
    );
}

#[test]
fn plain_mode_ends_with_status_1_when_the_progress_is_not_saved() {
    let root = tempfile::tempdir().unwrap();
    let blocker = root.path().join("a-file");
    fs::write(&blocker, "not a folder").unwrap();
    let newer = root.path().join("newer");
    fs::create_dir(&newer).unwrap();
    fs::write(newer.join("progress.toml"), "version = 2\n").unwrap();
    let saved = root.path().join("saved");
    for (args, input) in [
        (&["puzzle", "corner-001", "--plain"][..], "reveal\nquit\n"),
        (&["lesson", "first-move", "--plain"][..], "quit\n"),
    ] {
        let (code, _, err) = common::run_binary(args, input, "C", Some(&saved));
        assert_eq!(code, 0, "{args:?}: {err}");
        // No folder can be made under a file; a newer file is never written.
        for (folder, why) in [
            (blocker.join("data"), "not saved"),
            (newer.clone(), "newer"),
        ] {
            let (code, _, err) = common::run_binary(args, input, "C", Some(&folder));
            assert_eq!(code, 1, "{args:?} in {}: {err}", folder.display());
            assert!(err.contains(why), "{args:?}: {err}");
        }
    }
    assert_eq!(
        fs::read_to_string(newer.join("progress.toml")).unwrap(),
        "version = 2\n"
    );
}

#[test]
fn in_the_full_screen_a_try_is_on_disk_as_soon_as_its_verdict_shows() {
    use common::tmux::{Tmux, tutor, tutor_pid};
    for (name, args, ready, keys, verdict, saved) in [
        (
            "verdict-right",
            "puzzle legal-001",
            "Puzzle legal-001",
            ["d", "3", "Enter"],
            "Right: black plays d3",
            "solved_first_try = true",
        ),
        (
            "verdict-wrong",
            "puzzle legal-001",
            "Puzzle legal-001",
            ["a", "1", "Enter"],
            "Your rating: 1000 → 814",
            "attempts = 1",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        // A tmux server of its own each time: a server just killed may still
        // be going when the next one starts on its socket.
        let tmux = Tmux::start(name, &tutor(args, data.path()));
        tmux.wait_for(ready);
        tmux.keys(&keys);
        tmux.wait_for(verdict);
        // Killed the moment the verdict shows: no later save can happen.
        let pid = tutor_pid(&tmux);
        let killed = std::process::Command::new("kill")
            .args(["-KILL", &pid])
            .status();
        assert!(killed.unwrap().success());
        let progress = fs::read_to_string(data.path().join("progress.toml")).unwrap_or_default();
        assert!(progress.contains(saved), "{args}: {progress}");
    }
}

#[test]
fn a_progress_file_that_is_a_link_stays_a_link_and_its_target_is_written() {
    let root = tempfile::tempdir().unwrap();
    let (data, synced) = (root.path().join("data"), root.path().join("synced"));
    fs::create_dir_all(&data).unwrap();
    fs::create_dir_all(&synced).unwrap();
    let link = data.join("progress.toml");
    std::os::unix::fs::symlink("../synced/progress.toml", &link).unwrap();
    // A dangling link: the first save makes the file it points to.
    for attempt in 0..2 {
        let mut opened = Store::open(&data).unwrap();
        assert!(opened.notices.is_empty(), "{:?}", opened.notices);
        opened
            .progress
            .record_attempt("corner-001", true, day("2026-05-01"));
        opened.store.save(&mut opened.progress).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        let target = fs::read_to_string(synced.join("progress.toml")).unwrap();
        assert!(
            target.contains(&format!("attempts = {}", attempt + 1)),
            "{target}"
        );
        assert_eq!(names_in(&synced), ["progress.toml"], "no temporary left");
    }
    // A damaged target is kept aside beside it, unchanged; the link stays.
    fs::write(synced.join("progress.toml"), "version = = 1").unwrap();
    let opened = Store::open(&data).unwrap();
    let [Notice::DamagedKeptAside { kept_at, .. }] = &opened.notices[..] else {
        panic!("{:?}", opened.notices);
    };
    let beside = fs::canonicalize(kept_at.parent().unwrap()).unwrap();
    assert_eq!(beside, fs::canonicalize(&synced).unwrap());
    assert_eq!(fs::read_to_string(kept_at).unwrap(), "version = = 1");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn a_file_cut_short_or_with_an_absurd_rating_is_kept_aside_unchanged() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("progress.toml");
    let mut opened = Store::open(folder.path()).unwrap();
    opened.progress = busy_learner();
    opened.store.save(&mut opened.progress).unwrap();
    drop(opened);
    let text = fs::read_to_string(&path).unwrap();
    // Cut at a record's start: still TOML, and still progress.
    let cut = &text[..text.find("[review").unwrap()];
    let rating: String = text
        .lines()
        .map(|line| {
            let line = if line.starts_with("rating = ") {
                "rating = 1e308"
            } else {
                line
            };
            format!("{line}\n")
        })
        .collect();
    for (damaged, kind) in [
        (cut, DamageKind::CutShort),
        (&rating, DamageKind::WrongValues),
    ] {
        fs::write(&path, damaged).unwrap();
        let opened = Store::open(folder.path()).unwrap();
        assert_eq!(opened.progress, Progress::default());
        let [Notice::DamagedKeptAside { kept_at, damage }] = &opened.notices[..] else {
            panic!("{:?}", opened.notices);
        };
        assert_eq!(damage.kind, kind, "{damage}");
        assert_eq!(fs::read_to_string(kept_at).unwrap(), damaged);
    }
}

#[test]
fn two_copies_in_one_lesson_keep_the_furthest_step_reached() {
    let folder = tempfile::tempdir().unwrap();
    let step = || {
        Store::open(folder.path())
            .unwrap()
            .progress
            .lesson("corners")
            .step
    };
    let mut a = Store::open(folder.path()).unwrap();
    let mut b = Store::open(folder.path()).unwrap();
    a.progress.reach_step("corners", 1);
    a.store.save(&mut a.progress).unwrap();
    b.progress.reach_step("corners", 1);
    b.store.save(&mut b.progress).unwrap();
    // A goes on to step 6 and quits; B, at step 2, saves later, and again as it leaves.
    a.progress.reach_step("corners", 6);
    a.store.save(&mut a.progress).unwrap();
    drop(a);
    b.progress.reach_step("corners", 2);
    b.store.save(&mut b.progress).unwrap();
    assert_eq!(step(), 6);
    b.progress.reach_step("corners", 2);
    b.store.save(&mut b.progress).unwrap();
    assert_eq!(step(), 6, "B's own later save keeps A's place");
    // Past A's place, B's own steps count again; finishing starts it afresh.
    b.progress.reach_step("corners", 8);
    b.store.save(&mut b.progress).unwrap();
    assert_eq!(step(), 8);
    b.progress
        .complete_lesson("corners", Stars::new(2).unwrap());
    b.progress.reach_step("corners", 0);
    b.store.save(&mut b.progress).unwrap();
    assert_eq!(step(), 0);
}
