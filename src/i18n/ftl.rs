//! The Fluent files: one `.ftl` file per language in `src/i18n/ftl/`, named by the
//! language's code (`en.ftl`, `id.ftl`, `vi.ftl`) and built into the binary. A
//! [`Catalog`] is one language's file, parsed once, ready to say its messages; the
//! completeness check ([`missing_messages`], [`variable_mismatches`]) compares a
//! language's file with English's, message by message.

use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use include_dir::{Dir, include_dir};
use unic_langid::LanguageIdentifier;

use crate::engine::{Move, Square};
use crate::lang::Lang;

/// The `.ftl` file of every language.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/src/i18n/ftl");

/// The name of a language's Fluent file: `vi.ftl`.
pub fn file_name(lang: Lang) -> String {
    format!("{}.ftl", lang.code())
}

/// The Fluent source of `lang`, found by its code (empty if there is no file).
pub fn source(lang: Lang) -> &'static str {
    #[cfg(test)]
    if let Some(source) = super::test_language::source(lang) {
        return source;
    }
    FILES
        .get_file(file_name(lang))
        .and_then(|file| file.contents_utf8())
        .unwrap_or("")
}

/// One language's messages, ready to be said.
pub struct Catalog {
    /// The parsed file, in a bundle that knows the language's plural rules.
    bundle: FluentBundle<FluentResource>,
    /// Every message without variables, said once, for the methods that
    /// return a `&'static str`.
    texts: HashMap<String, String>,
}

impl Catalog {
    /// The catalog of Fluent source `source` in language `code`. A file that does
    /// not parse keeps the messages that do (the tests reject such a file).
    fn new(code: &str, source: &str) -> Catalog {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
        let ids = plain_message_ids(resource.entries());
        let langid: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // The tutor writes to a terminal: no Unicode isolation marks around values.
        bundle.set_use_isolating(false);
        // A message given twice keeps its first text; the tests reject such a file.
        let _ = bundle.add_resource(resource);
        let mut catalog = Catalog {
            bundle,
            texts: HashMap::new(),
        };
        for id in ids {
            if let Some(text) = catalog.format(&id, None) {
                catalog.texts.insert(id, text);
            }
        }
        catalog
    }

    /// Message `id` with `args`, or `None` if this language has no such message.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }

    /// Message `id` said with no arguments, kept for the life of the program.
    pub fn text(&self, id: &str) -> Option<&str> {
        self.texts.get(id).map(String::as_str)
    }
}

/// The catalog of `lang`, parsed on first use: a language nobody asks for
/// takes no memory.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static CATALOGS: [OnceLock<Catalog>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    CATALOGS[lang as usize].get_or_init(|| Catalog::new(lang.code(), source(lang)))
}

/// Message `id` of `lang` with `args`: English's if `lang` lacks it, the id itself
/// if English lacks it too (the tests make sure neither happens).
pub fn say(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    catalog(lang)
        .format(id, Some(&fluent_args))
        .or_else(|| catalog(Lang::En).format(id, Some(&fluent_args)))
        .unwrap_or_else(|| id.to_string())
}

/// Message `id` of `lang` said with no arguments (English's if `lang` lacks it).
pub fn text(lang: Lang, id: &'static str) -> &'static str {
    catalog(lang)
        .text(id)
        .or_else(|| catalog(Lang::En).text(id))
        .unwrap_or(id)
}

/// Message `id` of `lang` said with no arguments, as a list of words: one a line
/// (English's if `lang` lacks it; none if English lacks it too).
pub fn words(lang: Lang, id: &str) -> &'static [&'static str] {
    type Lists = HashMap<&'static str, Vec<&'static str>>;
    static WORDS: [OnceLock<Lists>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];
    let lists = |lang: Lang| {
        WORDS[lang as usize].get_or_init(|| {
            catalog(lang)
                .texts
                .iter()
                .map(|(id, text)| {
                    let words = text.lines().filter(|word| !word.is_empty()).collect();
                    (id.as_str(), words)
                })
                .collect()
        })
    };
    let find = |lang: Lang| lists(lang).get(id).map(Vec::as_slice);
    find(lang).or_else(|| find(Lang::En)).unwrap_or(&[])
}

/// A value of the game as a Fluent argument: a count as a number (so that plural
/// selectors work), a square, a move or a name as text.
pub trait Arg {
    /// The argument.
    fn arg(self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($t:ty)*) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}

number_args!(u8 u16 u32 u64 usize i32 i64);

macro_rules! text_args {
    ($($t:ty)*) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self.to_string())
            }
        }
    )*};
}

text_args!(Square Move char &str String);

/// `value` as a Fluent argument.
pub fn arg(value: impl Arg) -> FluentValue<'static> {
    value.arg()
}

/// The ids of the messages among `entries` that use no variable: those said
/// with no arguments.
fn plain_message_ids<'s>(entries: impl Iterator<Item = &'s ast::Entry<&'s str>>) -> Vec<String> {
    entries
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut vars);
                }
                vars.is_empty().then(|| message.id.name.to_string())
            }
            _ => None,
        })
        .collect()
}

/// A problem in one language's Fluent file, as `check` and the tests report it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The message concerned.
    pub id: String,
    /// Its line in the file checked (none for a message the file lacks).
    pub line: Option<usize>,
    /// What is wrong, in English words for the translator.
    pub what: String,
    /// Its parts, for `check` to say it in every language: the kind (`parse`,
    /// `twice`, `missing`, `variables` or `extra`), then the syntax error, or
    /// the message's id with English's line (`missing`) or both lists of
    /// variables (`variables`: this file's, then English's; empty for none).
    pub parts: Vec<String>,
}

/// Each message of a Fluent file: its line and the variables it uses.
#[derive(Debug, Default)]
pub struct Messages {
    /// The message id, its line (from 1) and its `$variables`.
    pub entries: BTreeMap<String, (usize, BTreeSet<String>)>,
    /// Syntax errors, each with its line.
    pub errors: Vec<(usize, String)>,
}

/// The messages of Fluent `source`, with its syntax errors.
pub fn messages(source: &str) -> Messages {
    let (resource, errors) = match fluent_syntax::parser::parse(source) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let line_of = |offset: usize| source[..offset.min(source.len())].matches('\n').count() + 1;
    let mut found = Messages {
        errors: errors
            .iter()
            .map(|e| (line_of(e.pos.start), format!("{:?}", e.kind)))
            .collect(),
        ..Messages::default()
    };
    // The parser keeps no offsets: a message's line is that of its `id =`.
    let mut lines: HashMap<&str, usize> = HashMap::new();
    for (i, line) in source.lines().enumerate() {
        if let Some((id, _)) = line.split_once('=') {
            let id = id.trim_end();
            if !id.is_empty() && !line.starts_with([' ', '#', '-']) {
                lines.entry(id).or_insert(i + 1);
            }
        }
    }
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_variables(value, &mut vars);
            }
            for attribute in &message.attributes {
                pattern_variables(&attribute.value, &mut vars);
            }
            let line = lines.get(message.id.name).copied().unwrap_or(0);
            let id = message.id.name.to_string();
            match found.entries.entry(id) {
                Entry::Occupied(twice) => found.errors.push((line, given_twice(twice.key()))),
                Entry::Vacant(first) => {
                    first.insert((line, vars));
                }
            }
        }
    }
    found
}

/// The syntax error of a message given twice (see [`problems`]).
fn given_twice(id: &str) -> String {
    format!("message `{id}` is given twice")
}

/// Adds the `$variables` of `pattern` to `vars`, selectors and variants included.
fn pattern_variables(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, vars),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, vars);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_variables(arguments, vars),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        _ => {}
    }
}

fn call_variables(arguments: &ast::CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        inline_variables(positional, vars);
    }
    for named in &arguments.named {
        inline_variables(&named.value, vars);
    }
}

/// What is wrong with a language's Fluent `source` against English's: syntax
/// errors, messages English has that it lacks (at English's line), messages
/// English lacks, and messages whose variables differ from English's.
pub fn problems(english: &str, source: &str) -> Vec<Problem> {
    let (en, own) = (messages(english), messages(source));
    let mut found: Vec<Problem> = own
        .errors
        .iter()
        .map(|(line, error)| Problem {
            id: String::new(),
            line: Some(*line),
            what: format!("does not parse: {error}"),
            parts: match error
                .strip_prefix("message `")
                .and_then(|rest| rest.strip_suffix("` is given twice"))
            {
                Some(id) if *error == given_twice(id) => vec!["twice".into(), id.into()],
                _ => vec!["parse".into(), error.clone()],
            },
        })
        .collect();
    for (id, (line, vars)) in &en.entries {
        match own.entries.get(id) {
            None => found.push(Problem {
                id: id.clone(),
                line: None,
                what: format!("message `{id}` is missing (en.ftl line {line})"),
                parts: vec!["missing".into(), id.clone(), line.to_string()],
            }),
            Some((own_line, own_vars)) if own_vars != vars => found.push(Problem {
                id: id.clone(),
                line: Some(*own_line),
                what: format!(
                    "message `{id}` uses {} where English uses {}",
                    variable_list(own_vars),
                    variable_list(vars)
                ),
                parts: vec![
                    "variables".into(),
                    id.clone(),
                    variables(own_vars).join(", "),
                    variables(vars).join(", "),
                ],
            }),
            Some(_) => {}
        }
    }
    for (id, (line, _)) in &own.entries {
        if !en.entries.contains_key(id) {
            found.push(Problem {
                id: id.clone(),
                line: Some(*line),
                what: format!("message `{id}` is not in English"),
                parts: vec!["extra".into(), id.clone()],
            });
        }
    }
    found
}

/// `$a, $b`, or `no variable`.
fn variable_list(vars: &BTreeSet<String>) -> String {
    if vars.is_empty() {
        "no variable".to_string()
    } else {
        variables(vars).join(", ")
    }
}

/// Each variable as a message writes it: `$a`.
fn variables(vars: &BTreeSet<String>) -> Vec<String> {
    vars.iter().map(|v| format!("${v}")).collect()
}

/// Every problem of Fluent `source` (the file `file`) against English's, one line
/// each: `vi.ftl: message `game-over` is missing (en.ftl line 9)`, or
/// `vi.ftl:12: message `saved-to` uses $file where English uses $path`.
pub fn report(file: &str, english: &str, source: &str) -> Vec<String> {
    problems(english, source)
        .iter()
        .map(|problem| match problem.line {
            Some(line) => format!("{file}:{line}: {}", problem.what),
            None => format!("{file}: {}", problem.what),
        })
        .collect()
}

/// Every problem of the built-in `.ftl` file of every language, one line each.
pub fn report_all() -> Vec<String> {
    let english = source(Lang::En);
    Lang::ALL
        .iter()
        .flat_map(|lang| report(&file_name(*lang), english, source(*lang)))
        .collect()
}
