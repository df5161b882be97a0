//! `check --json` against its JSON Schema (docs/check-output.schema.json): real
//! outputs of the built-in course and of broken fixtures, with errors and
//! warnings, must all be valid, and the schema's codes must be the tutor's.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a test may stop at the first surprise

use std::path::{Path, PathBuf};
use std::process::Command;

use reversi_tutor::course::{CHECK_FORMAT_VERSION, Code};
use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn schema() -> Value {
    let text = std::fs::read_to_string(root().join("docs/check-output.schema.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn check_json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_reversi-tutor"))
        .arg("check")
        .arg("--json")
        .args(args)
        .env_remove("REVERSI_TUTOR_LESSONS")
        .env_remove("REVERSI_TUTOR_PUZZLES")
        .env(
            "REVERSI_TUTOR_CONFIG",
            root().join("tests/fixtures/no-such-config.toml"),
        )
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)))
}

fn fixture(folder: &str) -> PathBuf {
    root().join("tests/fixtures").join(folder)
}

/// Every way the output of `check --json` fails the schema, one per line.
fn invalid(report: &Value) -> Vec<String> {
    let validator = jsonschema::validator_for(&schema()).unwrap();
    validator
        .iter_errors(report)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

#[test]
fn the_schema_is_a_valid_json_schema() {
    let schema = schema();
    assert!(jsonschema::meta::is_valid(&schema));
    assert!(jsonschema::validator_for(&schema).is_ok());
}

#[test]
fn the_outputs_of_the_course_and_of_broken_fixtures_are_valid() {
    let lessons = fixture("lessons");
    let puzzles = fixture("puzzles");
    let advice = fixture("advice");
    let missing = fixture("no-such-folder");
    let runs: Vec<(&str, Vec<&str>)> = vec![
        ("the built-in course", vec![]),
        ("broken lessons", vec![lessons.to_str().unwrap()]),
        ("broken puzzles", vec![puzzles.to_str().unwrap()]),
        ("advice", vec![advice.to_str().unwrap()]),
        ("a missing folder", vec![missing.to_str().unwrap()]),
        (
            "broken lessons in Indonesian",
            vec!["--lang", "id", lessons.to_str().unwrap()],
        ),
    ];
    let (mut errors, mut warnings) = (0, 0);
    for (what, args) in runs {
        let report = check_json(&args);
        let problems = invalid(&report);
        assert!(problems.is_empty(), "{what}: {problems:#?}\n{report:#}");
        assert_eq!(report["format_version"], CHECK_FORMAT_VERSION, "{what}");
        errors += report["errors"].as_array().unwrap().len();
        warnings += report["warnings"].as_array().unwrap().len();
    }
    // The runs hold both kinds of finding, so that both are held to the schema.
    assert!(errors > 50, "{errors} errors");
    assert!(warnings > 5, "{warnings} warnings");
}

#[test]
fn the_schema_refuses_an_output_that_parts_from_it() {
    let report = check_json(&[fixture("lessons").to_str().unwrap()]);
    assert!(invalid(&report).is_empty());
    let mut extra = report.clone();
    extra["errors"][0]["severity"] = Value::from("error");
    assert!(
        !invalid(&extra).is_empty(),
        "a key the schema does not know"
    );
    let mut unknown = report.clone();
    unknown["errors"][0]["code"] = Value::from("no-such-code");
    assert!(
        !invalid(&unknown).is_empty(),
        "a code the schema does not know"
    );
    let mut version = report.clone();
    version["format_version"] = Value::from(2);
    assert!(!invalid(&version).is_empty(), "another format_version");
    let mut missing = report;
    missing["errors"][0].as_object_mut().unwrap().remove("code");
    assert!(!invalid(&missing).is_empty(), "a finding without a code");
}

#[test]
fn the_schema_lists_exactly_the_codes_of_the_tutor() {
    let schema = schema();
    let listed: Vec<&str> = schema["$defs"]["finding"]["properties"]["code"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|code| code.as_str().unwrap())
        .collect();
    let codes: Vec<&str> = Code::ALL.iter().map(|code| code.slug()).collect();
    assert_eq!(listed, codes, "docs/check-output.schema.json's code enum");
}
