//! The `.ftl` files: each parses, every language has every message of English with
//! the same variables, and the Rust asks for exactly the messages English has.

use std::collections::BTreeSet;

use super::ftl::{self, file_name, messages, report, source};
use crate::lang::Lang;

#[test]
fn every_ftl_file_parses() {
    for lang in Lang::ALL {
        let parsed = fluent_syntax::parser::parse(source(lang));
        assert!(parsed.is_ok(), "{}: {:?}", file_name(lang), parsed.err());
        let found = messages(source(lang));
        assert!(
            found.errors.is_empty(),
            "{}: {:?}",
            file_name(lang),
            found.errors
        );
        assert!(
            !found.entries.is_empty(),
            "{} has no message",
            file_name(lang)
        );
    }
}

#[test]
fn every_language_has_every_english_message_with_the_same_variables() {
    let problems = ftl::report_all();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The message ids the typed implementation asks for: the first argument of each
/// `self.text("…")`, `self.say("…", …)`, `self.words("…")` and `self.row("…")` in its source (the
/// implementation of each trait it speaks for).
fn ids_asked_for() -> BTreeSet<String> {
    ids_asked_by(&["self.text(", "self.say(", "self.words(", "self.row("])
}

/// The message ids the typed implementation asks for through `calls`.
fn ids_asked_by(calls: &[&str]) -> BTreeSet<String> {
    let code = [
        include_str!("localized.rs"),
        include_str!("class.rs"),
        include_str!("teacher.rs"),
        include_str!("guide/mod.rs"),
        include_str!("hints/mod.rs"),
        include_str!("check/mod.rs"),
        include_str!("check/answers.rs"),
    ]
    .concat();
    let mut ids = BTreeSet::new();
    for call in calls {
        for (at, _) in code.match_indices(call) {
            let rest = code[at + call.len()..].trim_start();
            if let Some(id) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) {
                ids.insert(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn the_rust_asks_for_every_english_message_and_no_other() {
    let english: BTreeSet<String> = messages(source(Lang::En)).entries.into_keys().collect();
    let asked = ids_asked_for();
    let unknown: Vec<&String> = asked.difference(&english).collect();
    let unused: Vec<&String> = english.difference(&asked).collect();
    assert!(
        unknown.is_empty(),
        "asked for but not in en.ftl: {unknown:?}"
    );
    assert!(
        unused.is_empty(),
        "in en.ftl but never asked for: {unused:?}"
    );
    assert!(asked.len() > 200, "the scan found only {} ids", asked.len());
}

#[test]
fn every_message_said_without_arguments_uses_no_variable_in_any_language() {
    // Only such messages are said ahead, once, for the `&'static str` methods.
    let plain = ids_asked_by(&["self.text(", "self.words(", "self.row("]);
    assert!(plain.len() > 100, "the scan found only {} ids", plain.len());
    for lang in Lang::ALL {
        let found = messages(source(lang)).entries;
        for id in &plain {
            let vars = found
                .get(id)
                .map(|(_, vars)| vars.clone())
                .unwrap_or_default();
            assert!(
                vars.is_empty(),
                "{lang:?}: `{id}` is said without arguments but uses {vars:?}"
            );
            assert_ne!(
                ftl::text(lang, leak(id)),
                id.as_str(),
                "{lang:?}: `{id}` said as its id"
            );
        }
    }
}

fn leak(id: &str) -> &'static str {
    Box::leak(id.to_string().into_boxed_str())
}

/// English's file without the message `id` (its comment, its lines).
fn without(id: &str) -> String {
    let english = source(Lang::En);
    let mut kept: Vec<&str> = Vec::new();
    let mut skipping = false;
    for line in english.lines() {
        if line.starts_with(&format!("{id} =")) {
            skipping = true;
            while kept.last().is_some_and(|l| l.starts_with('#')) {
                kept.pop();
            }
            continue;
        }
        if skipping && line.starts_with(' ') {
            continue;
        }
        skipping = false;
        kept.push(line);
    }
    kept.join("\n")
}

#[test]
fn a_planted_missing_message_is_reported_with_its_name_and_language() {
    let planted = without("game-over");
    assert!(!planted.lines().any(|l| l.starts_with("game-over =")));
    let found = report("fr.ftl", source(Lang::En), &planted);
    let line = messages(source(Lang::En)).entries["game-over"].0;
    assert_eq!(
        found,
        vec![format!(
            "fr.ftl: message `game-over` is missing (en.ftl line {line})"
        )]
    );
}

#[test]
fn a_message_with_other_variables_or_one_english_lacks_is_reported() {
    let english = source(Lang::En);
    let changed = english.replace("{ $path }", "{ $file }") + "\nextra-message = Extra\n";
    let found = report("fr.ftl", english, &changed);
    assert!(
        found
            .iter()
            .any(|l| l.contains("`saved-to` uses $file where English uses $path")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|l| l.contains("`extra-message` is not in English")),
        "{found:?}"
    );
}

#[test]
fn a_file_that_does_not_parse_or_repeats_a_message_is_reported() {
    let english = source(Lang::En);
    let broken = format!("{english}\nbroken = {{ $unclosed\ngame-over = Again\n");
    let found = report("fr.ftl", english, &broken);
    assert!(
        found.iter().any(|l| l.contains("does not parse")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|l| l.contains("`game-over` is given twice")),
        "{found:?}"
    );
}

#[test]
fn a_value_comes_out_without_isolation_marks() {
    let said = super::Ui::new(Lang::En).saved_to("game.txt");
    assert!(said.contains(" game.txt"), "{said:?}");
    assert!(!said.contains(['\u{2068}', '\u{2069}']), "{said:?}");
}

#[test]
fn check_reports_a_planted_missing_message_as_an_error_of_its_file() {
    let planted = without("game-over");
    let errors = crate::course::check::interface_errors(&[("fr.ftl".to_string(), &planted)]);
    let lines: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with(
            "src/i18n/ftl/fr.ftl: error[interface-message]: message `game-over` is missing"
        ),
        "{lines:?}"
    );
}

#[test]
fn check_all_languages_finds_no_problem_in_the_built_in_files() {
    let report = crate::course::check::check_course(&[], &[], true);
    let interface: Vec<String> = report
        .errors
        .iter()
        .filter(|e| e.code == crate::course::Code::InterfaceMessage)
        .map(|e| e.to_string())
        .collect();
    assert!(interface.is_empty(), "{interface:?}");
}

/// Nouns the interface counts, in their plural form.
const COUNTED: &[&str] = &[
    "discs",
    "moves",
    "lines",
    "squares",
    "corners",
    "rows",
    "columns",
    "diagonals",
    "regions",
    "directions",
    "points",
    "games",
    "puzzles",
    "steps",
    "lessons",
    "pupils",
    "learners",
    "seconds",
    "minutes",
    "hours",
    "days",
    "errors",
    "warnings",
    "files",
    "positions",
    "nodes",
    "levels",
    "turns",
    "hints",
    "tries",
    "mistakes",
    "players",
    "matches",
    "messages",
    "languages",
];

/// Words that may stand between a count and its noun: "1 legal moves".
const BETWEEN: &[&str] = &[
    "legal", "empty", "stable", "white", "black", "lesson", "puzzle", "new", "more", "other",
];

/// Where English says `1` before a plural noun: "1 discs", "1 legal moves".
fn one_before_a_plural(said: &str) -> Option<String> {
    let words: Vec<String> = said
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '(' | ')'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let counted = |w: &String| COUNTED.contains(&w.as_str());
    words.iter().enumerate().find_map(|(at, word)| {
        let next = words.get(at + 1)?;
        let plural = counted(next)
            || (BETWEEN.contains(&next.as_str()) && words.get(at + 2).is_some_and(counted));
        (word == "1" && plural).then(|| words[at..(at + 3).min(words.len())].join(" "))
    })
}

/// Why a hint's count of the learner's moves is never 1.
const WRONG_MOVE: &str = "a puzzle has a wrong move besides its answers";

/// Counts that are never 1 where a message says them, so its plural noun stays.
const NEVER_ONE: &[(&str, &str, &str)] = &[
    (
        "check-answer-goal-too-many-empties",
        "empties",
        "more than the solver's limit",
    ),
    (
        "check-answer-theme-too-many-empties",
        "empties",
        "more than the solver's limit",
    ),
    ("check-mark-shows-flips", "squares", "a list of squares"),
    ("check-mark-shows-moves", "moves", "a list of squares"),
    ("check-nesting-too-deep", "most", "a fixed limit"),
    (
        "check-shared-hint",
        "count",
        "more than the limit, 2 or more",
    ),
    ("check-shared-hint", "most", "a fixed limit"),
    ("check-too-many-dictated", "most", "a fixed limit"),
    ("check-too-much-reading", "most", "a fixed limit"),
    ("hint-corner-many", "moves", WRONG_MOVE),
    ("hint-corner-one", "moves", WRONG_MOVE),
    (
        "hint-directions-flips",
        "counts",
        "a list of two counts or more",
    ),
    ("hint-directions-many", "moves", WRONG_MOVE),
    (
        "hint-directions-many",
        "wanted",
        "a directions puzzle asks for 2 or more",
    ),
    ("hint-directions-one", "moves", WRONG_MOVE),
    (
        "hint-directions-one",
        "wanted",
        "a directions puzzle asks for 2 or more",
    ),
    (
        "hint-end-now-some-on-edge",
        "discs",
        "one disc is on an edge or not: other messages",
    ),
    (
        "hint-end-now-squares",
        "empty",
        "you can play on 2 or more of them",
    ),
    ("hint-endgame-best", "moves", WRONG_MOVE),
    ("hint-endgame-win", "moves", WRONG_MOVE),
    ("hint-force-pass-shut", "moves", WRONG_MOVE),
    ("hint-force-pass-shut-ending", "moves", WRONG_MOVE),
    (
        "hint-legal-move-all-touch",
        "discs",
        "one disc: hint-legal-move-single-disc",
    ),
    (
        "hint-legal-move-few-touch",
        "discs",
        "one disc: hint-legal-move-single-disc",
    ),
    (
        "hint-legal-move-some-touch",
        "discs",
        "one disc: hint-legal-move-single-disc",
    ),
    ("hint-lines-mixed", "total", "lines of two kinds or more"),
    ("hint-max-flips", "moves", WRONG_MOVE),
    (
        "hint-max-flips",
        "most",
        "the best flips more than the next best, which flips 1 or more",
    ),
    (
        "hint-one-region",
        "empty",
        "an endgame puzzle has 2 moves or more",
    ),
    ("hint-quiet-move-many", "moves", WRONG_MOVE),
    ("hint-quiet-move-one", "moves", WRONG_MOVE),
    ("hint-regions", "empty", "two regions or more"),
    ("hint-regions", "regions", "hint-one-region says one region"),
    ("hint-regions", "sizes", "a list of two sizes or more"),
    (
        "hint-wipeout-apart",
        "discs",
        "one disc: hint-wipeout-single",
    ),
    (
        "hint-wipeout-in-line",
        "discs",
        "one disc: hint-wipeout-single",
    ),
    ("hint-wipeout-take-all", "moves", WRONG_MOVE),
    (
        "hint-wipeout-take-all-lines",
        "lines",
        "said for 2 lines or more",
    ),
    ("hint-wipeout-take-all-lines", "moves", WRONG_MOVE),
    ("hint-wipeout-take-it", "moves", WRONG_MOVE),
    (
        "review-heading",
        "exact_from",
        "the solver's first exact depth, 20",
    ),
    ("review-reason-parity", "region", "said of an even region"),
];

#[test]
fn english_never_puts_one_before_a_plural_noun() {
    // Each variable of each message in turn is 1, the others 5: a count of one must
    // reach a `[1]` variant (or a sentence written for it), never "1 discs".
    let catalog = ftl::catalog(Lang::En);
    let mut found = Vec::new();
    let mut tried = 0;
    for (id, (_, vars)) in messages(source(Lang::En)).entries {
        for one in &vars {
            if NEVER_ONE.iter().any(|(i, v, _)| *i == id && v == one) {
                continue;
            }
            let mut args = fluent_bundle::FluentArgs::new();
            for var in &vars {
                args.set(var.clone(), if var == one { 1 } else { 5 });
            }
            let Some(said) = catalog.format(&id, Some(&args)) else {
                continue;
            };
            tried += 1;
            if let Some(slip) = one_before_a_plural(&said) {
                found.push(format!("(\"{id}\", \"{one}\"): \"{slip}\" in {said:?}"));
            }
        }
    }
    assert!(tried > 300, "only {tried} messages said");
    let english = messages(source(Lang::En)).entries;
    for (id, var, _) in NEVER_ONE {
        let known = english
            .get(*id)
            .is_some_and(|(_, vars)| vars.contains(*var));
        assert!(
            known,
            "NEVER_ONE names `{id}` ${var}, which en.ftl does not have"
        );
    }
    assert!(found.is_empty(), "\n{}", found.join("\n"));
}

#[test]
fn one_before_a_plural_is_found() {
    assert_eq!(
        one_before_a_plural("Each of your other 1 moves leaves 2."),
        Some("1 moves leaves".to_string())
    );
    assert_eq!(one_before_a_plural("it flips 1 disc; 2 moves"), None);
    assert_eq!(one_before_a_plural("e4 flips 1 and 2"), None);
    assert_eq!(
        one_before_a_plural("White has 1 legal moves."),
        Some("1 legal moves".to_string())
    );
}
