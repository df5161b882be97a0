//! `reversi-tutor classroom serve`: the class served over SSH from this
//! machine, with what the teacher needs printed first (the class code, the
//! command pupils type, the server key's fingerprint) and who is connected
//! listed as it changes, until Ctrl-C stops it with everything saved.
//! `classroom release NAME` lets a name be bound again; `classroom report`
//! prints the class report (CSV).

use std::io;
use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::{Args, Subcommand};

use super::learner::DataArgs;
use super::lessons::report_loading;
use super::tutor::tutor_course;
use super::{CourseDirs, Exit, Io};
use crate::app::{Msg, Tutor};
use crate::classroom::class::{LOGIN_FILE, PUPILS, TEACHER};
use crate::classroom::roster::{self, Roster};
use crate::classroom::{
    Classroom, DEFAULT_IDLE, DEFAULT_MAX_CONNECTIONS, DEFAULT_PORT, Online, PupilName,
    ServeOptions, TeacherSeat, local_addresses,
};
use crate::i18n::Ui;
use crate::lang::Lang;
use crate::learner::Progress;
use crate::store::DataDir;
use crate::ui;
use crate::view::dashboard::place_words;

/// What to do with the class.
#[derive(Debug, Subcommand)]
pub enum ClassroomAction {
    /// Serve the tutor to the class over SSH: pupils type `ssh -p PORT
    /// NAME@ADDRESS`, then the class code. Ctrl-C stops it; every pupil's
    /// progress is saved.
    Serve(ServeArgs),
    /// Let a pupil's name be bound again (to a new key or PIN) at its next
    /// login: for a pupil who lost their key or forgot their PIN. Their
    /// progress is kept.
    Release {
        /// The pupil's name.
        #[arg(value_name = "NAME")]
        name: String,
        #[command(flatten)]
        class: ClassArgs,
    },
    /// Print the class report as CSV: every pupil, with where they were last,
    /// lessons done, stars, puzzle rating, class rating and when last seen.
    /// The dashboard's `c` writes the same into the class folder.
    Report {
        #[command(flatten)]
        class: ClassArgs,
    },
}

/// Where the class folder is.
#[derive(Debug, Clone, Args)]
pub struct ClassArgs {
    /// The class folder (default: `class` in the data folder).
    #[arg(long = "class", value_name = "DIR")]
    pub class: Option<PathBuf>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// How the class is served.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The address to listen on (default: every address of this machine).
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<IpAddr>,
    /// The port pupils connect to.
    #[arg(long, value_name = "PORT", default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// The most connections at once.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_CONNECTIONS)]
    pub max_connections: usize,
    /// Minutes a connection may stay silent before it is closed.
    #[arg(long, value_name = "MINUTES", default_value_t = DEFAULT_IDLE.as_secs() / 60)]
    pub idle_minutes: u64,
    #[command(flatten)]
    pub class: ClassArgs,
    #[command(flatten)]
    pub dirs: CourseDirs,
}

/// The signals that stop the class: Ctrl-C, `kill`, a closed terminal.
const STOP_SIGNALS: [i32; 3] = [
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
];
/// How often the list of who is connected is looked at.
const REFRESH: Duration = Duration::from_millis(250);

impl ClassArgs {
    /// The class folder: the one given, else `class` in the data folder.
    fn dir(&self, data: &DataArgs) -> Result<PathBuf, String> {
        match &self.class {
            Some(dir) => Ok(dir.clone()),
            None => DataDir::resolve(self.data.data_dir.clone().or(data.data_dir.clone()))
                .map(|folder| folder.join("class"))
                .map_err(|e| e.to_string()),
        }
    }
}

/// Runs a `classroom` command.
pub fn run(
    action: &ClassroomAction,
    dirs: &CourseDirs,
    data: &DataArgs,
    lang: Lang,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    match action {
        ClassroomAction::Serve(args) => serve(args, &dirs.and(&args.dirs), data, lang, io),
        ClassroomAction::Release { name, class } => release(name, class, data, io),
        ClassroomAction::Report { class } => report(class, data, lang, io),
    }
}

fn report(class: &ClassArgs, data: &DataArgs, lang: Lang, io: &mut Io<'_>) -> io::Result<Exit> {
    let dir = match class.dir(data) {
        Ok(dir) if dir.join(PUPILS).is_dir() => dir,
        Ok(dir) => {
            let why = format!("{}: no class folder here", dir.display());
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Problems);
        }
        Err(why) => {
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Problems);
        }
    };
    let (seats, left) = (Default::default(), Default::default());
    let pupils = Roster::default().pupils(&dir, &[], &seats, &left);
    write!(io.out, "{}", roster::csv(Ui::new(lang), &pupils))?;
    Ok(Exit::Fine)
}

fn release(typed: &str, class: &ClassArgs, data: &DataArgs, io: &mut Io<'_>) -> io::Result<Exit> {
    let Some(name) = PupilName::parse(typed) else {
        writeln!(
            io.err,
            "reversi-tutor: `{}` is not a pupil's name (letters, digits, - and _, up to 32)",
            crate::untrusted::escape(typed)
        )?;
        return Ok(Exit::Usage);
    };
    let dir = match class.dir(data) {
        Ok(dir) => dir,
        Err(why) => {
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Problems);
        }
    };
    let login = dir.join(PUPILS).join(name.folder_name()).join(LOGIN_FILE);
    match std::fs::remove_file(&login) {
        Ok(()) => {
            writeln!(io.out, "{name}: released")?;
            Ok(Exit::Fine)
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            writeln!(io.out, "{name}: not bound")?;
            Ok(Exit::Fine)
        }
        Err(e) => {
            writeln!(io.err, "reversi-tutor: {}: {e}", login.display())?;
            Ok(Exit::Problems)
        }
    }
}

fn serve(
    args: &ServeArgs,
    dirs: &CourseDirs,
    data: &DataArgs,
    lang: Lang,
    io: &mut Io<'_>,
) -> io::Result<Exit> {
    let says = Ui::new(lang).class();
    let dir = match args.class.dir(data) {
        Ok(dir) => dir,
        Err(why) => {
            writeln!(io.err, "reversi-tutor: {why}")?;
            return Ok(Exit::Problems);
        }
    };
    let loaded = tutor_course(dirs);
    report_loading(&loaded, io.err)?;
    let stop = Arc::new(AtomicBool::new(false));
    for signal in STOP_SIGNALS {
        signal_hook::flag::register(signal, Arc::clone(&stop))?;
    }
    let bind = args.bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let options = ServeOptions {
        dir,
        bind,
        port: args.port,
        course: loaded.course,
        lang,
        max_connections: args.max_connections,
        idle: Duration::from_secs(args.idle_minutes.max(1) * 60),
    };
    let classroom = match Classroom::start(options) {
        Ok(classroom) => classroom,
        Err(e) => {
            writeln!(io.err, "reversi-tutor: {e}")?;
            return Ok(Exit::Problems);
        }
    };
    let class = classroom.class();
    let folder = class.dir().display().to_string();
    writeln!(io.out, "{}", says.class_folder(&folder, classroom.is_new()))?;
    writeln!(io.out, "{}", says.class_code(class.code()))?;
    writeln!(io.out, "{}", says.pupils_type())?;
    let port = classroom.address().port();
    let addresses = if bind.is_unspecified() {
        local_addresses()
    } else {
        vec![bind]
    };
    if addresses.is_empty() {
        writeln!(io.out, "  {}", says.no_address())?;
    }
    for address in &addresses {
        writeln!(io.out, "  {}", login_command(port, *address))?;
    }
    writeln!(io.out, "{}", says.host_fingerprint(&class.fingerprint()))?;
    let teacher_login = addresses.first().map_or_else(
        || login_command(port, bind).replace("NAME", TEACHER),
        |address| login_command(port, *address).replace("NAME", TEACHER),
    );
    let teacher = Ui::new(lang).teacher();
    writeln!(
        io.out,
        "{}",
        teacher.teacher_code(class.teacher_code(), &teacher_login)
    )?;
    if io.out_is_terminal {
        writeln!(io.out, "{}", teacher.dashboard_stops_class())?;
        io.out.flush()?;
        let pupils_login = addresses
            .first()
            .map_or_else(|| login_command(port, bind), |a| login_command(port, *a));
        let banner = format!("{} · {pupils_login}", says.class_code(class.code()));
        dashboard(&classroom, lang, banner, &stop)?;
    } else {
        writeln!(io.out, "{}", says.stop_with_ctrl_c())?;
        io.out.flush()?;
        online_lines(&classroom, lang, &stop, io)?;
    }
    classroom.stop();
    writeln!(io.out, "{}", says.class_stopped())?;
    Ok(Exit::Fine)
}

/// The teacher's dashboard in this terminal, until the teacher leaves it or
/// the class is told to stop.
fn dashboard(
    classroom: &Classroom,
    lang: Lang,
    banner: String,
    stop: &AtomicBool,
) -> io::Result<()> {
    let overrides = super::tutor::overrides(Some(lang), false, false);
    let course = classroom.course().clone();
    let mut tutor = Tutor::new(course, Progress::default(), None, overrides);
    tutor.env_lang = lang;
    let mut seat = classroom.teach(&mut tutor);
    tutor.set_banner(banner);
    let mut events = DashboardEvents {
        terminal: None,
        seat: &mut seat,
        stop,
    };
    ui::run_in_terminal_with(&mut tutor, |terminal| {
        events.terminal = Some(terminal);
        Box::new(events)
    })
}

/// The serving terminal's input, with what the class tells the dashboard.
struct DashboardEvents<'a> {
    terminal: Option<ui::terminal::TerminalEvents>,
    seat: &'a mut TeacherSeat,
    stop: &'a AtomicBool,
}

impl ui::Events for DashboardEvents<'_> {
    fn next(&mut self, timeout: Duration) -> io::Result<Option<ui::Input>> {
        if self.stop.load(Ordering::SeqCst) {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                "the class stops",
            ));
        }
        match &mut self.terminal {
            Some(terminal) => terminal.next(timeout),
            None => Ok(None),
        }
    }

    fn news(&mut self) -> Vec<Msg> {
        self.seat.news()
    }
}

/// Who is connected, printed as it changes, until the class is told to stop
/// (where the output is no terminal).
fn online_lines(
    classroom: &Classroom,
    lang: Lang,
    stop: &AtomicBool,
    io: &mut Io<'_>,
) -> io::Result<()> {
    let ui = Ui::new(lang);
    let says = ui.class();
    let mut shown = None;
    while !stop.load(Ordering::SeqCst) {
        let online = classroom.online();
        let now: Vec<String> = online.iter().map(|pupil| pupil_line(pupil, ui)).collect();
        if shown.as_ref() != Some(&now) {
            writeln!(io.out, "{}", says.online_now(now.len()))?;
            for line in &now {
                writeln!(io.out, "{line}")?;
            }
            io.out.flush()?;
            shown = Some(now);
        }
        std::thread::sleep(REFRESH);
    }
    Ok(())
}

/// One pupil in the teacher's list: name, address, where they are, how far
/// they have come (`  ani (192.168.1.23): lesson 2 (legal-moves), step 4 · 1 lessons done, …`).
fn pupil_line(pupil: &Online, ui: Ui) -> String {
    let says = ui.class();
    let mut line = format!("  {}", pupil.name);
    if let Some(address) = pupil.address {
        line.push_str(&format!(" ({})", address.ip()));
    }
    if let Some(status) = &pupil.status {
        let place = place_words(ui, &status.place);
        let progress = says.pupil_progress(status.lessons_done, status.rating);
        line.push_str(&format!(": {place} · {progress}"));
    }
    line
}

/// The command a pupil types to reach `address` on `port` (NAME is theirs).
fn login_command(port: u16, address: IpAddr) -> String {
    let host = match address {
        IpAddr::V6(v6) => format!("[{v6}]"),
        IpAddr::V4(v4) => v4.to_string(),
    };
    if port == 22 {
        format!("ssh NAME@{host}")
    } else {
        format!("ssh -p {port} NAME@{host}")
    }
}
