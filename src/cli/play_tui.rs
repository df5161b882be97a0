//! `play` and `review` in the full-screen tutor, when the output is a terminal
//! and `--plain` is not given: the game screen opened on the game the command
//! line sets up (Esc goes home from there), and the review screen of a record
//! (Esc leaves).

use std::io;

use super::play::{self, PlayArgs, ReviewArgs};
use super::{CourseDirs, Exit, Io, TutorArgs};
use crate::app::{PlaySetup, Tutor};
use crate::course::Course;
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::Progress;
use crate::ui;

/// `reversi-tutor play` in a terminal: the game screen, with the learner's
/// progress and settings from `--data-dir`.
pub fn play(args: &PlayArgs, lang: Option<Lang>, io: &mut Io<'_>) -> io::Result<Exit> {
    let tutor = TutorArgs {
        ascii: args.ascii,
        no_animation: false,
    };
    let mut app = super::tutor::app(&CourseDirs::default(), &tutor, &args.data, lang, io)?;
    let ui = app.ui();
    let session = match play::session_of(args, ui, io.err)? {
        Ok(session) => session,
        Err(exit) => return Ok(exit),
    };
    let dots = play::dots_of(args, app.dots());
    // Home, then Play, offers the same choices again.
    app.play_setup = Some(PlaySetup::of(session.setup(), dots));
    app.open_game(session, dots);
    if let crate::app::Screen::Game(screen) = &mut app.screen {
        screen.files.named = args.save.clone();
    }
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}

/// `reversi-tutor review RECORD` in a terminal: the review screen, graded
/// while it shows; Esc or `q` leaves.
pub fn review(args: &ReviewArgs, lang: Option<Lang>, io: &mut Io<'_>) -> io::Result<Exit> {
    let game = match play::game_of(args, Ui::new(Lang::choose(lang))) {
        Ok(game) => game,
        Err(why) => {
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Usage);
        }
    };
    let overrides = super::tutor::overrides(lang, false, false);
    let mut app = Tutor::new(Course::default(), Progress::default(), None, overrides);
    app.env_lang = Lang::choose(None);
    app.open_review(game);
    ui::run_in_terminal(&mut app)?;
    Ok(Exit::Fine)
}
