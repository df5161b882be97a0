//! The full-screen game and review as message sequences through `update`: the
//! play setup, moves, an illegal try, undo and redo against the computer, a
//! forced pass, the end, a new game with the colours swapped, a save, the turn
//! timer, the replay, and the review of a finished game.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

mod common;

use std::time::Duration;

use reversi_tutor::app::{
    App, Arrow, Effect, GameFile, GameSaid, GameScreen, HomeEntry, Msg, Overrides, REPLY_PAUSE,
    Screen, SetupRow, Tutor, update,
};
use reversi_tutor::engine::notation::parse_position;
use reversi_tutor::engine::search::Level;
use reversi_tutor::engine::{Color, Move, MoveError};
use reversi_tutor::lang::Lang;
use reversi_tutor::runner::Command;
use reversi_tutor::runner::GameCommand;
use reversi_tutor::runner::game::{
    EndReason, Event, GameSession, GameSetup, Mover, Players, TurnTimer,
};

use reversi_tutor::view::game::{GameView, played_back};

use common::tui::{app_in, send, sq, typed, wait_ready};

/// An endgame of twelve empty squares, black to move.
pub const ENDGAME: &str = "XOOOO---XOOO--X-XOOOO-XXXOOXO-X-XXXXXXX-OXOOXOOOOXXXOOXOOX-XXXX- X";
/// A record that plays it to its end.
pub const ENDGAME_RECORD: &str = "f2g1f4h8h5f3h1h4f1c8h2e2";

/// Black c1 leaves white without a move (white passes); black f8 then wipes white out.
fn pass_then_wipe_out() -> String {
    format!("XO{}OX X", "-".repeat(60))
}

fn app() -> Tutor {
    app_in(Lang::En, false)
}

fn game(app: &App) -> &GameScreen {
    match &app.screen {
        Screen::Game(game) => game,
        other => panic!("not a game: {other:?}"),
    }
}

fn events(app: &App) -> Vec<Event> {
    game(app)
        .said
        .iter()
        .flat_map(|said| match said {
            GameSaid::Events(events) => events.clone(),
            _ => Vec::new(),
        })
        .collect()
}

/// Where Play is on the home menu.
fn play_entry() -> usize {
    HomeEntry::ALL
        .iter()
        .position(|e| *e == HomeEntry::Play)
        .unwrap()
}

/// Home with Play chosen, then Enter: the play setup.
fn open_play(app: &mut Tutor) {
    app.screen = Screen::Home {
        selected: play_entry(),
    };
    app.send(Msg::Enter);
}

/// Home, Play, level 1 with seed 7, Enter: a game against the computer.
fn against_level_1() -> Tutor {
    let mut app = app();
    open_play(&mut app);
    let Screen::PlaySetup(setup) = &mut app.screen else {
        panic!("no setup: {:?}", app.screen);
    };
    setup.seed = 7;
    send(
        &mut app,
        &[Msg::Arrow(Arrow::Down), Msg::Digit(1), Msg::Enter],
    );
    app
}

/// Two people from `position`.
fn two_people_from(position: &str) -> Tutor {
    let mut app = app();
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.start = *parse_position(position).unwrap().board();
    app.open_game(GameSession::new(setup), true);
    app
}

#[test]
fn play_is_on_the_home_menu_after_the_lessons() {
    let lessons = HomeEntry::ALL.iter().position(|e| *e == HomeEntry::Lessons);
    assert!(play_entry() > lessons.unwrap());
    let mut app = app();
    send(&mut app, &vec![Msg::Arrow(Arrow::Down); play_entry()]);
    app.send(Msg::Enter);
    let Screen::PlaySetup(setup) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    assert!(setup.vs_computer && setup.swap && setup.timer.is_none());
    app.send(Msg::Escape);
    assert!(matches!(app.screen, Screen::Home { selected } if selected == play_entry()));
}

#[test]
fn the_setup_starts_a_game_against_the_chosen_level_with_the_chosen_colour() {
    let mut app = app();
    open_play(&mut app);
    let Screen::PlaySetup(setup) = &mut app.screen else {
        panic!()
    };
    setup.seed = 3;
    // Level: 5; colour: white; timer: 30 seconds.
    let msgs = [
        Msg::Arrow(Arrow::Down),
        Msg::Digit(5),
        Msg::Arrow(Arrow::Down),
        Msg::Arrow(Arrow::Right),
        Msg::Arrow(Arrow::Down),
        Msg::Arrow(Arrow::Down),
        Msg::Arrow(Arrow::Right),
    ];
    send(&mut app, &msgs);
    let Screen::PlaySetup(setup) = &app.screen else {
        panic!()
    };
    assert_eq!(setup.row(), SetupRow::Timer);
    app.send(Msg::Enter);
    let session = &game(&app).session;
    assert_eq!(
        session.setup().players,
        Players::Computer {
            level: Level::Strong,
            learner: Color::White
        }
    );
    assert_eq!(session.setup().timer, Some(TurnTimer::Thirty));
    // The computer plays black, so it thinks first.
    assert!(app.working());
    wait_ready(&mut app);
    assert_eq!(game(&app).session.game().moves().len(), 1);
}

#[test]
fn a_move_is_answered_by_the_computer_off_the_ui_thread() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    assert!(
        app.working(),
        "the computer thinks after the learner's move"
    );
    assert!(matches!(&events(&app)[0], Event::Played(p) if p.mover == Mover::Person));
    wait_ready(&mut app);
    let said = events(&app);
    assert!(
        said.iter()
            .any(|e| matches!(e, Event::Played(p) if p.mover == Mover::Computer)),
        "{said:?}"
    );
    assert_eq!(game(&app).session.game().moves().len(), 2);
}

const FFO_40: &str = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

#[test]
fn resize_and_quit_are_taken_while_level_6_thinks() {
    let mut app = app();
    let mut setup = GameSetup::new(Players::Computer {
        level: Level::Deep,
        learner: Color::White,
    });
    // FFO #40: black to move with 20 empty squares, which level 6 solves
    // exactly, a search of about half a second here (a few milliseconds from the
    // start position would make the check below a race).
    setup.start = *parse_position(FFO_40).unwrap().board();
    app.open_game(GameSession::new(setup), true);
    app.flush();
    assert!(app.working());
    // The search takes far longer than opening the screen: its move is not in
    // yet, so it was not worked out on this thread.
    assert!(game(&app).session.game().moves().is_empty());
    app.send(Msg::Resize(50, 20));
    assert_eq!(app.size, (50, 20));
    app.send(Msg::Command(Command::Quit));
    assert!(app.quit);
}

#[test]
fn an_undo_while_the_computer_thinks_leaves_its_answer_unplayed() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    assert!(app.working());
    app.send(Msg::Command(Command::Game(GameCommand::Undo)));
    wait_ready(&mut app);
    assert!(game(&app).session.game().moves().is_empty());
    assert!(game(&app).persons_turn());
}

#[test]
fn the_game_screen_asks_for_its_files_and_update_touches_none() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_game(GameSession::new(GameSetup::new(Players::TwoPeople)), true);
    typed(&mut app, "f5");
    let asked = update(&mut app, Msg::Command(Command::Game(GameCommand::Save)));
    let [Effect::WriteGame { file, text, kept }] = asked.as_slice() else {
        panic!("{asked:?}");
    };
    assert_eq!(*file, GameFile::NewIn(dir.path().join("games")));
    assert_eq!((text.as_str(), *kept), ("f5\n", false));
    assert!(!dir.path().join("games").exists(), "update wrote nothing");
    let asked = update(&mut app, Msg::Command(Command::Game(GameCommand::Load)));
    assert!(
        matches!(asked.as_slice(), [Effect::FindGames { .. }]),
        "{asked:?}"
    );
}

#[test]
fn the_learners_move_is_said_with_its_lines_and_stays_drawn_until_the_reply_is() {
    let mut app = app();
    app.reply_pause = REPLY_PAUSE;
    open_play(&mut app);
    app.send(Msg::Enter);
    send(&mut app, &[Msg::Column('f'), Msg::Digit(5)]);
    let asked = update(&mut app, Msg::Enter);
    assert!(
        matches!(asked.as_slice(), [Effect::Think { pause, .. }] if *pause == REPLY_PAUSE),
        "{asked:?}"
    );
    let said = game(&app).said[0].lines(app.ui(), &game(&app).session);
    assert!(said[0].text.starts_with("Black plays f5"), "{said:?}");
    assert!(said.iter().skip(1).any(|l| l.detail), "{said:?}");
    let board = GameView::new(app.ui(), &game(&app).session, true).board;
    assert_eq!(board.shown.unwrap().square, sq("f5"));
}

#[test]
fn x_explains_the_reply_then_the_learners_own_move_on_the_board_it_left() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    wait_ready(&mut app);
    let explain = Msg::Command(Command::Game(GameCommand::Explain));
    app.send(explain.clone());
    assert_eq!(game(&app).said, vec![GameSaid::Explained { back: 0 }]);
    app.send(explain.clone());
    assert_eq!(game(&app).said, vec![GameSaid::Explained { back: 1 }]);
    let back = played_back(&game(&app).session, 1).unwrap();
    assert_eq!(back.played.explanation.square, sq("f5"));
    let view = GameView::looking_back(app.ui(), &game(&app).session, &back);
    assert_eq!(view.board.shown.unwrap().square, sq("f5"));
    assert_eq!(view.status[0], "Move 1 of 2: black plays f5.");
    assert_eq!(view.status[1], "Black 4, white 1.");
    app.send(explain);
    assert_eq!(game(&app).said, vec![GameSaid::Explained { back: 0 }]);
}

#[test]
fn an_illegal_try_is_refused_with_its_lines_drawn() {
    let mut app = against_level_1();
    typed(&mut app, "c3");
    let screen = game(&app);
    let tried = screen.tried.expect("the try is drawn");
    assert_eq!(tried.square, sq("c3"));
    assert!(matches!(
        &events(&app)[0],
        Event::Refused(MoveError::EnclosesNothing { .. })
    ));
    assert!(!app.working());
    assert!(screen.session.game().moves().is_empty());
}

#[test]
fn undo_takes_back_the_computers_reply_too_and_redo_plays_both() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    wait_ready(&mut app);
    let after_two = *game(&app).session.board();
    app.send(Msg::Command(Command::Game(GameCommand::Undo)));
    assert_eq!(events(&app), vec![Event::Undone { moves: 2 }]);
    assert!(game(&app).session.game().moves().is_empty());
    app.send(Msg::Command(Command::Game(GameCommand::Redo)));
    assert_eq!(events(&app), vec![Event::Redone { moves: 2 }]);
    assert_eq!(*game(&app).session.board(), after_two);
    assert!(!app.working());
}

#[test]
fn a_forced_pass_is_announced_and_the_end_says_why_and_the_count() {
    let mut app = two_people_from(&pass_then_wipe_out());
    typed(&mut app, "c1");
    assert!(
        events(&app).contains(&Event::Passed {
            player: Color::White
        }),
        "{:?}",
        events(&app)
    );
    typed(&mut app, "f8");
    let end = events(&app).into_iter().find_map(|e| match e {
        Event::Ended(end) => Some(end),
        _ => None,
    });
    let end = end.expect("the game ended");
    assert_eq!(
        end.reason,
        EndReason::WipeOut {
            wiped: Color::White
        }
    );
    assert_eq!((end.outcome.black, end.outcome.white), (6, 0));
    assert!(game(&app).is_over());
}

#[test]
fn a_new_game_asks_again_mid_game_and_swaps_the_colours() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    wait_ready(&mut app);
    app.send(Msg::Command(Command::Game(GameCommand::NewGame)));
    assert_eq!(game(&app).said, vec![GameSaid::ConfirmNew]);
    assert_eq!(game(&app).session.number(), 1);
    app.send(Msg::Command(Command::Game(GameCommand::NewGame)));
    let session = &game(&app).session;
    assert_eq!(session.number(), 2);
    assert_eq!(session.seat(), Color::White);
    assert_eq!(
        game(&app).cursor.square(),
        sq("d3"),
        "the cursor starts again on d3"
    );
    // The computer plays black in the second game, and moves first.
    assert!(app.working());
}

#[test]
fn escape_mid_game_asks_again_and_then_goes_home() {
    let mut app = against_level_1();
    typed(&mut app, "f5");
    app.send(Msg::Escape);
    assert_eq!(game(&app).said, vec![GameSaid::ConfirmLeave]);
    app.send(Msg::Escape);
    assert!(matches!(app.screen, Screen::Home { selected } if selected == play_entry()));
    // Play again offers the choices made.
    app.send(Msg::Enter);
    let Screen::PlaySetup(setup) = &app.screen else {
        panic!()
    };
    assert_eq!(setup.level, Level::Random);
}

#[test]
fn save_writes_the_record_in_the_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_game(GameSession::new(GameSetup::new(Players::TwoPeople)), true);
    typed(&mut app, "f5");
    typed(&mut app, "d6");
    app.send(Msg::Command(Command::Game(GameCommand::Save)));
    let [GameSaid::Saved(path)] = game(&app).said.as_slice() else {
        panic!("{:?}", game(&app).said);
    };
    let path = path.clone();
    assert!(
        path.starts_with(&dir.path().display().to_string()),
        "{path}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "f5d6\n");
    // A second save updates the same file.
    typed(&mut app, "c3");
    app.send(Msg::Command(Command::Game(GameCommand::Save)));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "f5d6c3\n");
}

#[test]
fn o_lists_the_saved_games_and_enter_goes_on_with_the_one_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_game(GameSession::new(GameSetup::new(Players::TwoPeople)), true);
    // Nothing saved yet: o says so, and where games are kept.
    app.send(Msg::Command(Command::Game(GameCommand::Load)));
    let [GameSaid::NoSavedGames(Some(folder))] = game(&app).said.as_slice() else {
        panic!("{:?}", game(&app).said);
    };
    assert!(folder.ends_with("games"), "{folder}");
    assert!(game(&app).saved_games.is_none());
    typed(&mut app, "f5");
    typed(&mut app, "d6");
    app.send(Msg::Command(Command::Game(GameCommand::Save)));
    // A file in the games folder that is no game record.
    std::fs::write(dir.path().join("games").join("broken.txt"), "f5 z9\n").unwrap();
    // A new game (asked twice, the first one being unfinished), then o.
    send(
        &mut app,
        &[
            Msg::Command(Command::Game(GameCommand::NewGame)),
            Msg::Command(Command::Game(GameCommand::NewGame)),
        ],
    );
    assert!(game(&app).session.game().moves().is_empty());
    app.send(Msg::Command(Command::Game(GameCommand::Load)));
    let list = game(&app).saved_games.as_ref().expect("the list is open");
    let mut rows: Vec<(String, Option<usize>)> = list
        .games
        .iter()
        .map(|g| (g.name.clone(), g.moves))
        .collect();
    rows.sort();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[0], ("broken.txt".to_string(), None));
    assert_eq!(rows[1].1, Some(2));
    // While the list is open, the arrows and Enter are its own: no move is played.
    let saved = list.games.iter().position(|g| g.moves == Some(2)).unwrap();
    for _ in 0..2 {
        app.send(Msg::Arrow(Arrow::Up));
    }
    for _ in 0..saved {
        app.send(Msg::Arrow(Arrow::Down));
    }
    app.send(Msg::Enter);
    assert!(game(&app).saved_games.is_none());
    assert_eq!(game(&app).session.record(), "f5d6");
    assert!(
        matches!(game(&app).said.first(), Some(GameSaid::Loaded(_, 2))),
        "{:?}",
        game(&app).said
    );
    // The broken file is refused with its reason, and the game stays as it was.
    app.send(Msg::Command(Command::Game(GameCommand::Load)));
    let list = game(&app).saved_games.as_ref().unwrap();
    let broken_at = list.games.iter().position(|g| g.moves.is_none()).unwrap();
    for _ in 0..broken_at {
        app.send(Msg::Arrow(Arrow::Down));
    }
    // The game in progress (f5d6) is not replaced at the first Enter: it asks.
    app.send(Msg::Enter);
    assert_eq!(game(&app).said, vec![GameSaid::ConfirmLoad]);
    assert!(game(&app).asks_to_load() && game(&app).saved_games.is_some());
    assert_eq!(game(&app).session.record(), "f5d6");
    app.send(Msg::Enter);
    assert!(
        matches!(game(&app).said.as_slice(), [GameSaid::NotLoaded(..)]),
        "{:?}",
        game(&app).said
    );
    assert_eq!(game(&app).session.record(), "f5d6");
    // Esc closes the list without loading.
    app.send(Msg::Command(Command::Game(GameCommand::Load)));
    app.send(Msg::Escape);
    assert!(game(&app).saved_games.is_none());
    assert_eq!(game(&app).session.record(), "f5d6");
}

#[test]
fn without_a_data_folder_o_says_where_a_saved_game_comes_from() {
    let mut app = two_people_from("start");
    app.send(Msg::Command(Command::Game(GameCommand::Load)));
    assert_eq!(game(&app).said, vec![GameSaid::NoSavedGames(None)]);
}

#[test]
fn the_save_file_named_on_the_command_line_keeps_the_game_at_its_end_and_on_leaving() {
    let dir = tempfile::tempdir().unwrap();
    let named = dir.path().join("kept.txt");
    let name_it = |app: &mut Tutor| {
        if let Screen::Game(game) = &mut app.screen {
            game.files.named = Some(named.clone());
        }
    };
    // Leaving mid-game (Esc, asked twice).
    let mut app = two_people_from("start");
    name_it(&mut app);
    typed(&mut app, "f5");
    assert!(
        !named.exists(),
        "nothing is written before the game ends or is left"
    );
    send(&mut app, &[Msg::Escape, Msg::Escape]);
    assert!(matches!(app.screen, Screen::Home { .. }));
    assert_eq!(std::fs::read_to_string(&named).unwrap(), "f5\n");
    // Quitting.
    let mut app = two_people_from("start");
    name_it(&mut app);
    typed(&mut app, "d3");
    app.send(Msg::Command(Command::Quit));
    assert_eq!(std::fs::read_to_string(&named).unwrap(), "d3\n");
    // The end of a game.
    let mut app = two_people_from(ENDGAME);
    name_it(&mut app);
    for pair in ENDGAME_RECORD.as_bytes().chunks(2) {
        typed(&mut app, std::str::from_utf8(pair).unwrap());
    }
    assert!(game(&app).is_over());
    let kept = std::fs::read_to_string(&named).unwrap();
    assert!(kept.ends_with(&format!("{ENDGAME_RECORD}\n")), "{kept}");
    assert!(
        matches!(game(&app).said.last(), Some(GameSaid::Saved(_))),
        "{:?}",
        game(&app).said
    );
}

#[test]
fn without_a_data_folder_save_shows_the_record() {
    let mut app = two_people_from("start");
    typed(&mut app, "f5");
    app.send(Msg::Command(Command::Game(GameCommand::Save)));
    assert_eq!(game(&app).said, vec![GameSaid::Record]);
}

#[test]
fn the_turn_timer_runs_out_through_the_sessions_own_rule() {
    let mut app = app();
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.timer = Some(TurnTimer::Thirty);
    app.open_game(GameSession::new(setup), true);
    assert!(app.timer_running());
    app.send(Msg::Elapsed(Duration::from_secs(20)));
    assert_eq!(
        game(&app).session.time_left(),
        Some(Duration::from_secs(10))
    );
    assert!(game(&app).session.game().moves().is_empty());
    app.send(Msg::Elapsed(Duration::from_secs(11)));
    let said = events(&app);
    assert_eq!(
        said[0],
        Event::TimeUp {
            player: Color::Black
        }
    );
    assert!(matches!(&said[1], Event::Played(p) if p.mover == Mover::Timer));
    assert_eq!(game(&app).session.game().moves().len(), 1);
    // White's turn starts with the whole time again.
    assert_eq!(
        game(&app).session.time_left(),
        Some(Duration::from_secs(30))
    );
}

#[test]
fn the_timer_waits_while_the_key_list_is_open() {
    let mut app = app();
    let mut setup = GameSetup::new(Players::TwoPeople);
    setup.timer = Some(TurnTimer::Thirty);
    app.open_game(GameSession::new(setup), true);
    app.send(Msg::Command(Command::Help));
    app.send(Msg::Elapsed(Duration::from_secs(40)));
    assert!(game(&app).session.game().moves().is_empty());
}

/// The endgame played to its end by two people, typed square by square.
fn finished_endgame() -> Tutor {
    let mut app = two_people_from(ENDGAME);
    let record = ENDGAME_RECORD.as_bytes();
    for pair in record.chunks(2) {
        typed(&mut app, std::str::from_utf8(pair).unwrap());
    }
    assert!(game(&app).is_over(), "{:?}", game(&app).said);
    app
}

#[test]
fn a_finished_game_replays_move_by_move_with_the_arrows() {
    let mut app = finished_endgame();
    app.send(Msg::Arrow(Arrow::Left));
    let step = game(&app).session.replay().unwrap().step();
    assert_eq!((step.index, step.total), (11, 12));
    send(
        &mut app,
        &[Msg::Arrow(Arrow::Left), Msg::Arrow(Arrow::Right)],
    );
    assert_eq!(game(&app).session.replay().unwrap().step().index, 11);
    app.send(Msg::Escape);
    assert!(game(&app).session.replay().is_none());
    assert!(matches!(app.screen, Screen::Game(_)));
}

#[test]
fn review_opens_after_the_game_and_moves_between_grades() {
    let mut app = against_level_1();
    app.send(Msg::Command(Command::Game(GameCommand::Review)));
    assert_eq!(game(&app).said, vec![GameSaid::ReviewWhenOver]);
    let mut app = finished_endgame();
    app.send(Msg::Command(Command::Game(GameCommand::Review)));
    assert!(app.working(), "the grades are worked out off the UI thread");
    wait_ready(&mut app);
    let Screen::Review(review) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    let worst = review.worst();
    assert!(worst.len() >= 3, "{worst:?}");
    assert_eq!(review.chosen().unwrap().number, worst[0].number);
    let second = worst[1].number;
    send(&mut app, &[Msg::Arrow(Arrow::Down)]);
    let Screen::Review(review) = &app.screen else {
        panic!()
    };
    assert_eq!(review.chosen().unwrap().number, second);
    send(&mut app, &[Msg::Arrow(Arrow::Up), Msg::Arrow(Arrow::Up)]);
    let Screen::Review(review) = &app.screen else {
        panic!()
    };
    assert_eq!(review.selected, 0);
    app.send(Msg::Escape);
    assert!(game(&app).is_over());
    // The grades are kept: a second review needs no new work.
    app.send(Msg::Command(Command::Game(GameCommand::Review)));
    assert!(!app.working());
}

#[test]
fn the_computer_passes_for_itself_and_its_pass_is_announced() {
    // White (the computer) has no move after black c1: its pass is made at once.
    let mut app = app();
    let mut setup = GameSetup::new(Players::Computer {
        level: Level::Random,
        learner: Color::Black,
    });
    setup.start = *parse_position(&pass_then_wipe_out()).unwrap().board();
    app.open_game(GameSession::new(setup), true);
    typed(&mut app, "c1");
    assert!(events(&app).contains(&Event::Passed {
        player: Color::White
    }));
    assert!(!app.working());
    assert_eq!(
        game(&app).session.game().moves(),
        &[Move::Play(sq("c1")), Move::Pass]
    );
}

#[test]
fn h_steps_the_cursor_left_and_a_row_after_it_types_column_h() {
    let mut app = two_people_from("start");
    assert_eq!(game(&app).cursor.square(), sq("d3"));
    app.send(Msg::Column('h'));
    assert_eq!(game(&app).cursor.square(), sq("c3"));
    app.send(Msg::Digit(8));
    assert_eq!(game(&app).cursor.square(), sq("h8"));
}

#[test]
fn the_level_and_the_timer_go_round_both_ways_in_the_setup() {
    let mut app = app();
    open_play(&mut app);
    let setup = |app: &App| match &app.screen {
        Screen::PlaySetup(setup) => *setup,
        other => panic!("{other:?}"),
    };
    send(&mut app, &[Msg::Arrow(Arrow::Down), Msg::Digit(1)]);
    app.send(Msg::Arrow(Arrow::Left));
    assert_eq!(setup(&app).level, Level::Deep);
    app.send(Msg::Arrow(Arrow::Right));
    assert_eq!(setup(&app).level, Level::Random);
    // Down to the timer: past the colour and the dots.
    send(&mut app, &vec![Msg::Arrow(Arrow::Down); 3]);
    assert_eq!(setup(&app).row(), SetupRow::Timer);
    app.send(Msg::Arrow(Arrow::Left));
    assert_eq!(setup(&app).timer, Some(TurnTimer::Sixty));
    app.send(Msg::Arrow(Arrow::Right));
    assert_eq!(setup(&app).timer, None);
}

#[test]
fn q_mid_game_keeps_the_game_and_play_offers_to_go_on_with_it() {
    use reversi_tutor::app::Unfinished;
    use reversi_tutor::app::bindings;
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("games").join("unfinished.txt");
    let mut app = common::stored_app(dir.path(), Overrides::default());
    // Home → Play (the usual setup: level 3, black), Enter starts; f5, the reply.
    app.open_play();
    app.flush();
    let Screen::PlaySetup(setup) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    assert_eq!(setup.go_on, None, "nothing left unfinished yet");
    app.send(Msg::Enter);
    typed(&mut app, "f5");
    wait_ready(&mut app);
    let record = game(&app).session.record();
    assert_eq!(record.len(), 4, "{record}");
    // The key list says what q does to the game.
    let rows = bindings::key_list(&app);
    assert!(
        rows.iter()
            .any(|(k, w)| k.starts_with('q') && w.contains("Play offers to go on")),
        "{rows:?}"
    );
    app.send(Msg::Command(Command::Quit));
    assert!(app.quit);
    let text = std::fs::read_to_string(&kept).unwrap();
    let unfinished = Unfinished::read(&text, 1).expect("a game to go on with");
    assert_eq!(unfinished.moves, 2);
    assert_eq!(unfinished.setup.level, Level::new(3).unwrap());
    // The next start: Play offers it first, and Enter goes on with it.
    let mut app = common::stored_app(dir.path(), Overrides::default());
    app.open_play();
    app.flush();
    let Screen::PlaySetup(setup) = &app.screen else {
        panic!("{:?}", app.screen);
    };
    assert_eq!(setup.go_on, Some(2));
    assert_eq!(setup.rows()[setup.selected], SetupRow::GoOn);
    app.send(Msg::Enter);
    assert_eq!(game(&app).session.record(), record);
    assert_eq!(
        game(&app).session.seat(),
        Color::Black,
        "the learner keeps black"
    );
    assert!(game(&app).persons_turn());
    assert!(!kept.exists(), "gone on with, it is offered no more");
    // Esc twice leaves a game without keeping it.
    typed(&mut app, "d6");
    wait_ready(&mut app);
    send(&mut app, &[Msg::Escape, Msg::Escape]);
    assert!(!kept.exists());
}
