//! gdb's spellings of `hdb debug`'s flags.
//!
//! gdb takes its long options with one dash (`-batch`, `-ex CMD`, `-x FILE`, `-command FILE`,
//! `-eval-command CMD`), and people paste gdb command lines. clap has no single-dash long
//! options, so the words after `debug` are rewritten to clap's spellings before clap parses
//! them. The word after a flag that takes a value is never rewritten (`--arg -5`,
//! `--ex -batch`), and nothing after `--` is.

use std::ffi::OsString;

/// gdb's single-dash long options and the spelling `hdb debug` declares for each.
const GDB_SPELLINGS: [(&str, &str); 4] = [
    ("-batch", "--batch"),
    ("-ex", "--ex"),
    ("-eval-command", "--ex"),
    ("-command", "--command"),
];

/// `hdb debug`'s flags (clap's spellings) whose value is the next word.
const TAKES_VALUE: [&str; 14] = [
    "--check",
    "--devices",
    "--target",
    "--remote",
    "--pid",
    "--ex",
    "--eval-command",
    "--command",
    "-x",
    "--launch",
    "--kernel",
    "--grid",
    "--block",
    "--arg",
];

/// Rewrites gdb's single-dash long options in the words after `debug` (the subcommand must be
/// the first word after the program name); any other command line comes back unchanged.
pub fn gdb_spellings(argv: Vec<OsString>) -> Vec<OsString> {
    if argv.get(1).is_none_or(|a| a != "debug" && a != "core") {
        return argv;
    }
    let mut out = Vec::with_capacity(argv.len());
    let mut words = argv.into_iter();
    out.extend(words.by_ref().take(2));
    while let Some(word) = words.next() {
        let Some(text) = word.to_str() else {
            out.push(word);
            continue;
        };
        if text == "--" {
            out.push(word);
            out.extend(words.by_ref());
            break;
        }
        let (flag, value) = match text.split_once('=') {
            Some((flag, value)) => (flag, Some(value)),
            None => (text, None),
        };
        let spelled = GDB_SPELLINGS
            .iter()
            .find(|(gdb, _)| *gdb == flag)
            .map_or(flag, |(_, ours)| ours);
        let takes_value = TAKES_VALUE.contains(&spelled);
        out.push(match value {
            Some(value) => OsString::from(format!("{spelled}={value}")),
            None => OsString::from(spelled),
        });
        if takes_value && value.is_none() {
            out.extend(words.next());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(words: &[&str]) -> Vec<String> {
        gdb_spellings(words.iter().map(OsString::from).collect())
            .into_iter()
            .map(|w| w.into_string().unwrap())
            .collect()
    }

    #[test]
    fn gdb_flags_become_clap_flags() {
        assert_eq!(
            rewrite(&["hdb", "debug", "-batch", "-ex", "info waves", "-x", "f.gdb"]),
            [
                "hdb",
                "debug",
                "--batch",
                "--ex",
                "info waves",
                "-x",
                "f.gdb"
            ]
        );
        assert_eq!(
            rewrite(&["hdb", "debug", "-eval-command=p 1", "-command", "f"]),
            ["hdb", "debug", "--ex=p 1", "--command", "f"]
        );
    }

    #[test]
    fn values_are_left_alone() {
        assert_eq!(
            rewrite(&["hdb", "debug", "co", "--arg", "-batch", "--ex", "-ex", "-ex", "-batch"]),
            ["hdb", "debug", "co", "--arg", "-batch", "--ex", "-ex", "--ex", "-batch"]
        );
        assert_eq!(
            rewrite(&["hdb", "debug", "--arg=-5", "--", "-batch"]),
            ["hdb", "debug", "--arg=-5", "--", "-batch"]
        );
    }

    #[test]
    fn other_subcommands_are_untouched() {
        assert_eq!(
            rewrite(&["hdb", "run", "-batch", "-ex"]),
            ["hdb", "run", "-batch", "-ex"]
        );
        assert_eq!(rewrite(&["hdb"]), ["hdb"]);
    }
}
