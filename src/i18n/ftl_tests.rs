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
        include_str!("check/mod.rs"),
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
