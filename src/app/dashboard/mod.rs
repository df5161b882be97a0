//! The teacher's dashboard: every pupil of the class (where they are, how far
//! they have come), the class games going on (each one open to watch live)
//! and those kept (each one open to step through), the lessons to lead the
//! class through (follow me), and the class settings. The class sends the
//! dashboard its view ([`TeacherNews::View`]) whenever it changes; what the
//! teacher changes is asked of the class ([`TeacherAsk`]) and shown once the
//! class says it is done (a setting once it is in `settings.toml`).

use std::path::PathBuf;
use std::time::Duration;

mod keys;

pub use keys::{BINDINGS, OPEN};

use crate::engine::Board;
use crate::engine::notation::play_record;
use crate::engine::search::Level;

use super::class_view::{ClassSettings, ClassView, Follow, GameRow, TeacherAsk, TeacherNews};
use super::demo::{ClassroomKey, DemoScreen};
use super::effect::Effect;
use super::menus::cycle;
use super::{App, Arrow, ClassAsk, Msg, Screen};

/// The parts of the dashboard, in the order Tab goes through them (and the
/// digits 1-5 open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    /// Every pupil, online or not.
    Pupils,
    /// The class games going on.
    Games,
    /// The class games kept.
    Kept,
    /// The lessons, to lead the class through one (follow me).
    Lessons,
    /// The class settings.
    Settings,
}

impl Pane {
    /// The panes, in order.
    pub const ALL: [Pane; 5] = [
        Pane::Pupils,
        Pane::Games,
        Pane::Kept,
        Pane::Lessons,
        Pane::Settings,
    ];

    fn index(self) -> usize {
        Pane::ALL.iter().position(|p| *p == self).unwrap_or(0)
    }
}

/// A row of the settings pane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
    /// The turn timer of class games.
    Timer,
    /// Whether the colours swap after each game.
    Swap,
    /// Whether dots are allowed in class games.
    Dots,
    /// How long a seat left waits before the computer plays it.
    Grace,
    /// The computer's level.
    Level,
    /// How many lessons pupils may open.
    OpenLessons,
}

impl SettingRow {
    /// The rows, in order.
    pub const ALL: [SettingRow; 6] = [
        SettingRow::Timer,
        SettingRow::Swap,
        SettingRow::Dots,
        SettingRow::Grace,
        SettingRow::Level,
        SettingRow::OpenLessons,
    ];
}

/// The timers a class may set, in seconds (none: no timer).
const TIMERS: [Option<u64>; 3] = [None, Some(30), Some(60)];
/// The grace times the dashboard offers, in seconds.
const GRACES: [u64; 6] = [0, 10, 30, 60, 120, 300];

/// What the dashboard opened over itself.
#[derive(Clone, Debug)]
pub enum Opened {
    /// A class game going on, watched live at its last move.
    Watch {
        /// The game's number.
        id: u64,
        /// The game as shown.
        demo: Box<DemoScreen>,
    },
    /// A class game kept, stepped through.
    Replay(Box<DemoScreen>),
    /// The demo the class follows.
    Follow(Box<DemoScreen>),
}

/// What the dashboard says after the teacher's last request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DashboardSaid {
    /// These pairs were invited.
    Paired(Vec<(String, String)>),
    /// A setting saved.
    Saved,
    /// A setting not saved, and why.
    NotSaved(String),
    /// The report written in this file, or why not.
    Report(Result<PathBuf, String>),
}

/// The teacher's dashboard.
#[derive(Clone, Debug)]
pub struct DashboardScreen {
    /// The class, as last told.
    pub view: ClassView,
    /// The pane shown.
    pub pane: Pane,
    /// The row chosen in each pane.
    pub selected: [usize; 5],
    /// What is open over the dashboard.
    pub opened: Option<Opened>,
    /// What the last request came to.
    pub said: Option<DashboardSaid>,
    /// What pupils need to log in (the class code, the command), shown under the panes' names.
    pub banner: String,
    /// Where the class's demo was last sent.
    sent: Option<Follow>,
}

impl DashboardScreen {
    fn new() -> DashboardScreen {
        DashboardScreen {
            view: ClassView::default(),
            pane: Pane::Pupils,
            selected: [0; 5],
            opened: None,
            said: None,
            banner: String::new(),
            sent: None,
        }
    }

    /// Whether the game or lesson open over the dashboard advances by itself.
    pub fn auto_advancing(&self) -> bool {
        match &self.opened {
            Some(Opened::Watch { demo, .. } | Opened::Replay(demo) | Opened::Follow(demo)) => {
                demo.auto.on
            }
            None => false,
        }
    }

    /// The row chosen in the pane shown.
    pub fn chosen(&self) -> usize {
        self.selected[self.pane.index()]
    }

    /// How many rows the pane `pane` has, with `lessons` lessons in the course.
    fn rows(&self, pane: Pane, lessons: usize) -> usize {
        match pane {
            Pane::Pupils => self.view.pupils.len(),
            Pane::Games => self.view.games.len(),
            Pane::Kept => self.view.kept.len(),
            Pane::Lessons => lessons,
            Pane::Settings => SettingRow::ALL.len(),
        }
    }
}

impl App {
    /// Opens the teacher's dashboard and asks the class for its view.
    pub fn open_dashboard(&mut self) {
        self.screen = Screen::Dashboard(Box::new(DashboardScreen::new()));
        self.ask(Effect::Class(ClassAsk::Teacher(TeacherAsk::Watch)));
    }

    /// What the dashboard shows pupils to log in (the class code, the command).
    pub fn set_banner(&mut self, banner: String) {
        if let Screen::Dashboard(dashboard) = &mut self.screen {
            dashboard.banner = banner;
        }
    }
}

/// The class settings with `row` changed to its next value (or the one before).
pub fn changed(
    settings: ClassSettings,
    row: SettingRow,
    forward: bool,
    lessons: usize,
) -> ClassSettings {
    let mut next = settings;
    match row {
        SettingRow::Timer => {
            let now = settings.timer.map(|t| t.as_secs());
            next.timer = cycle(&TIMERS, now, forward).map(Duration::from_secs);
        }
        SettingRow::Swap => next.swap_colours = !settings.swap_colours,
        SettingRow::Dots => next.dots = !settings.dots,
        SettingRow::Grace => {
            let now = settings.grace.as_secs();
            let near = GRACES.iter().copied().find(|g| *g >= now).unwrap_or(now);
            next.grace = Duration::from_secs(cycle(&GRACES, near, forward));
        }
        SettingRow::Level => next.level = cycle(&Level::ALL, settings.level, forward),
        SettingRow::OpenLessons => {
            let counts: Vec<Option<usize>> = (1..lessons).map(Some).chain([None]).collect();
            next.open_lessons = cycle(&counts, settings.open_lessons, forward);
        }
    }
    next
}

/// What the class told the teacher.
pub(super) fn news(app: &mut App, news: TeacherNews) {
    let Screen::Dashboard(dashboard) = &mut app.screen else {
        return;
    };
    match news {
        TeacherNews::View(view) => {
            dashboard.view = *view;
            if let Some(Opened::Watch { id, demo }) = &mut dashboard.opened {
                let game = dashboard.view.games.iter().find(|g| g.id == *id);
                let game = game.or_else(|| dashboard.view.kept.iter().find(|g| g.id == *id));
                if let Some(watched) = game.and_then(|g| DemoScreen::game(&g.record).ok()) {
                    **demo = watched;
                    demo.to_end();
                }
            }
            for pane in Pane::ALL {
                let last = dashboard
                    .rows(pane, app.course.lessons.len())
                    .saturating_sub(1);
                let i = pane.index();
                dashboard.selected[i] = dashboard.selected[i].min(last);
            }
        }
        TeacherNews::Paired(pairs) => dashboard.said = Some(DashboardSaid::Paired(pairs)),
        TeacherNews::SettingsSaved(Ok(())) => dashboard.said = Some(DashboardSaid::Saved),
        TeacherNews::SettingsSaved(Err(why)) => {
            dashboard.said = Some(DashboardSaid::NotSaved(why));
        }
        TeacherNews::Report(written) => dashboard.said = Some(DashboardSaid::Report(written)),
    }
}

/// A message on the dashboard.
pub(super) fn update_dashboard(app: &mut App, msg: Msg) {
    if msg == Msg::Classroom(ClassroomKey::Review) {
        return review_kept(app);
    }
    let lessons = app.course.lessons.len();
    let Screen::Dashboard(dashboard) = &mut app.screen else {
        return;
    };
    let ask = match &mut dashboard.opened {
        Some(_) => opened_msg(&mut dashboard.opened, msg),
        None => pane_msg(dashboard, msg, lessons, &app.course),
    };
    // The class follows the demo wherever the teacher takes it.
    let place = match &dashboard.opened {
        Some(Opened::Follow(demo)) => Some(demo.place()),
        _ => None,
    };
    let mut asks: Vec<TeacherAsk> = ask.into_iter().collect();
    if place != dashboard.sent {
        dashboard.sent.clone_from(&place);
        asks.push(TeacherAsk::Follow(place));
    }
    for ask in asks {
        app.ask(Effect::Class(ClassAsk::Teacher(ask)));
    }
}

/// The kept game chosen, opened in the review (graded move by move); Esc
/// there comes back to the dashboard.
fn review_kept(app: &mut App) {
    let Screen::Dashboard(dashboard) = &app.screen else {
        return;
    };
    let record = dashboard
        .view
        .kept
        .get(dashboard.chosen())
        .map(|g| g.record.clone());
    let game = record.and_then(|r| play_record(Board::start(), &r).ok());
    let (Some(game), Pane::Kept, None) = (game, dashboard.pane, &dashboard.opened) else {
        return;
    };
    let Screen::Dashboard(dashboard) =
        std::mem::replace(&mut app.screen, Screen::Home { selected: 0 })
    else {
        return;
    };
    app.open_review(game);
    if let Screen::Review(review) = &mut app.screen {
        review.dashboard = Some(dashboard);
    }
}

/// A message while a game, a record or the class's demo is open: Esc closes
/// it (and ends follow me); the rest steps through it.
fn opened_msg(opened: &mut Option<Opened>, msg: Msg) -> Option<TeacherAsk> {
    let demo = match opened.as_mut()? {
        Opened::Watch { demo, .. } | Opened::Replay(demo) | Opened::Follow(demo) => demo,
    };
    match msg {
        Msg::Escape => *opened = None,
        msg => {
            let _ = demo.take(msg);
        }
    }
    None
}

/// A message on a pane of the dashboard.
fn pane_msg(
    dashboard: &mut DashboardScreen,
    msg: Msg,
    lessons: usize,
    course: &crate::course::Course,
) -> Option<TeacherAsk> {
    let pane = dashboard.pane;
    let rows = dashboard.rows(pane, lessons);
    let selected = &mut dashboard.selected[pane.index()];
    match msg {
        Msg::Classroom(ClassroomKey::NextPane) => {
            let next = (pane.index() + 1) % Pane::ALL.len();
            dashboard.pane = Pane::ALL[next];
        }
        Msg::Digit(n) if (1..=Pane::ALL.len()).contains(&usize::from(n)) => {
            dashboard.pane = Pane::ALL[usize::from(n) - 1];
        }
        Msg::Arrow(Arrow::Up) => *selected = selected.saturating_sub(1),
        Msg::Arrow(Arrow::Down) => *selected = (*selected + 1).min(rows.saturating_sub(1)),
        Msg::Arrow(arrow @ (Arrow::Left | Arrow::Right)) if pane == Pane::Settings => {
            return change_setting(dashboard, arrow == Arrow::Right, lessons);
        }
        Msg::Enter => open_row(dashboard, course, false),
        Msg::Classroom(ClassroomKey::FollowMe) => open_row(dashboard, course, true),
        Msg::Classroom(ClassroomKey::Pair(pairing)) => return Some(TeacherAsk::Pair(pairing)),
        Msg::Classroom(ClassroomKey::Report) => return Some(TeacherAsk::Report),
        _ => {}
    }
    None
}

/// The chosen row opened: a game watched, a record stepped through, a
/// lesson led; `follow`: the class follows the lesson or record opened.
fn open_row(dashboard: &mut DashboardScreen, course: &crate::course::Course, follow: bool) {
    let chosen = dashboard.chosen();
    let record = |games: &[GameRow]| games.get(chosen).map(|g| (g.id, g.record.clone()));
    dashboard.opened = match (dashboard.pane, follow) {
        (Pane::Games, false) => record(&dashboard.view.games).and_then(|(id, record)| {
            let mut demo = DemoScreen::game(&record).ok()?;
            demo.to_end();
            Some(Opened::Watch {
                id,
                demo: Box::new(demo),
            })
        }),
        (Pane::Kept, follow) => record(&dashboard.view.kept).and_then(|(_, record)| {
            let demo = Box::new(DemoScreen::game(&record).ok()?);
            Some(match follow {
                true => Opened::Follow(demo),
                false => Opened::Replay(demo),
            })
        }),
        (Pane::Lessons, _) => course
            .lessons
            .get(chosen)
            .map(|lesson| Opened::Follow(Box::new(DemoScreen::lesson(chosen, lesson.clone())))),
        _ => return,
    };
}

/// The chosen setting changed: asked of the class, shown once saved.
fn change_setting(
    dashboard: &mut DashboardScreen,
    forward: bool,
    lessons: usize,
) -> Option<TeacherAsk> {
    let settings = dashboard.view.settings?;
    let row = *SettingRow::ALL.get(dashboard.chosen())?;
    dashboard.said = None;
    Some(TeacherAsk::Settings(changed(
        settings, row, forward, lessons,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{ClassState, Overrides};
    use crate::course::Course;
    use crate::learner::Progress;

    /// The settings a class starts with.
    fn settings() -> ClassSettings {
        ClassSettings::default()
    }

    #[test]
    fn each_setting_goes_round_its_values_both_ways() {
        let mut now = settings();
        let mut timers = Vec::new();
        for _ in 0..3 {
            now = changed(now, SettingRow::Timer, true, 21);
            timers.push(now.timer.map(|t| t.as_secs()));
        }
        assert_eq!(timers, [Some(30), Some(60), None]);
        assert_eq!(
            changed(settings(), SettingRow::Timer, false, 21).timer,
            Some(Duration::from_secs(60))
        );
        let open = changed(settings(), SettingRow::OpenLessons, true, 21);
        assert_eq!(open.open_lessons, Some(1));
        let back = changed(settings(), SettingRow::OpenLessons, false, 21);
        assert_eq!(back.open_lessons, Some(20));
        let level = changed(settings(), SettingRow::Level, true, 21);
        assert_eq!(level.level, Level::CornersAndEdges);
        assert!(!changed(settings(), SettingRow::Swap, true, 21).swap_colours);
        assert_eq!(
            changed(settings(), SettingRow::Grace, true, 21).grace,
            Duration::from_secs(60)
        );
    }

    #[test]
    fn a_lesson_the_teacher_has_not_opened_does_not_open() {
        let course = Course::default();
        let mut app = App::new(course, Progress::default(), Overrides::default());
        assert!(app.lesson_open(5));
        app.class = Some(ClassState {
            settings: Some(ClassSettings {
                open_lessons: Some(2),
                ..settings()
            }),
            ..ClassState::default()
        });
        assert!(app.lesson_open(1));
        assert!(!app.lesson_open(2));
        app.open_lesson(2);
        assert!(matches!(app.screen, Screen::Home { .. }));
    }

    #[test]
    fn a_setting_changed_on_the_dashboard_is_asked_of_the_class_not_shown_before() {
        let mut app = App::new(Course::default(), Progress::default(), Overrides::default());
        app.open_dashboard();
        let _ = app.take_effects();
        let view = ClassView {
            settings: Some(settings()),
            ..ClassView::default()
        };
        news(&mut app, TeacherNews::View(Box::new(view)));
        update_dashboard(&mut app, Msg::Digit(5));
        update_dashboard(&mut app, Msg::Arrow(Arrow::Right));
        let asked = app.take_effects();
        let wanted = ClassSettings {
            timer: Some(Duration::from_secs(30)),
            ..settings()
        };
        let [Effect::Class(ClassAsk::Teacher(TeacherAsk::Settings(asked)))] = asked.as_slice()
        else {
            panic!("{asked:?}");
        };
        assert_eq!(*asked, wanted);
        let Screen::Dashboard(dashboard) = &app.screen else {
            panic!("not the dashboard");
        };
        assert_eq!(dashboard.view.settings, Some(settings()));
    }

    /// A dashboard on its kept games, the one kept game of `record` chosen.
    fn kept_games_of(record: &str) -> App {
        let mut app = App::new(Course::default(), Progress::default(), Overrides::default());
        app.open_dashboard();
        let kept = GameRow {
            id: 3,
            black: "ani".into(),
            white: "budi".into(),
            record: record.into(),
            away: [false, false],
        };
        let view = ClassView {
            kept: vec![kept],
            ..ClassView::default()
        };
        news(&mut app, TeacherNews::View(Box::new(view)));
        let _ = crate::app::update(&mut app, Msg::Digit(3));
        app
    }

    #[test]
    fn v_reviews_a_kept_game_and_esc_comes_back_to_the_dashboard_as_the_class_is_now() {
        let mut app = kept_games_of("f5d6c3d3c4");
        let _ = crate::app::update(&mut app, Msg::Classroom(ClassroomKey::Review));
        let Screen::Review(review) = &app.screen else {
            panic!("no review");
        };
        assert_eq!(review.game.record(), "f5d6c3d3c4");
        assert!(review.dashboard.is_some());
        let asked = crate::app::update(&mut app, Msg::Escape);
        assert!(matches!(&app.screen, Screen::Dashboard(d) if d.pane == Pane::Kept));
        let watch = Effect::Class(ClassAsk::Teacher(TeacherAsk::Watch));
        assert!(
            asked
                .iter()
                .any(|e| format!("{e:?}") == format!("{watch:?}"))
        );
    }

    #[test]
    fn a_kept_game_gone_through_advances_by_itself_with_a() {
        let mut app = kept_games_of("f5d6");
        let _ = crate::app::update(&mut app, Msg::Enter);
        assert!(!app.animating());
        let _ = crate::app::update(&mut app, Msg::Classroom(ClassroomKey::Auto));
        assert!(app.animating());
    }
}
