//! gdb's settings: `set NAME VALUE` and `show NAME`, with gdb's names, abbreviations, value
//! syntax (`on`/`off`, `unlimited`, enumerations) and `show` sentences. `set` of anything
//! else is an expression (`set x = 3`, `set $i = 0`), as in gdb.

use std::fmt::Write as _;

use super::{CommandError, CommandResult, Interpreter};
use crate::engine::SchedulerLocking;
use crate::expr::Language;
use crate::format::FormatOptions;

/// A limit that can be `unlimited` (`None`).
pub type Limit = Option<u32>;

/// gdb's `set print frame-arguments`: which arguments a frame line shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameArguments {
    /// Every argument's value.
    All,
    /// Scalars; aggregates as `...` (gdb's default).
    Scalars,
    /// Names only, every value as `...`.
    None,
    /// `...` for the whole list when the function has arguments.
    Presence,
}

impl FrameArguments {
    const NAMES: &'static [&'static str] = &["all", "scalars", "none", "presence"];

    fn name(self) -> &'static str {
        match self {
            FrameArguments::All => "all",
            FrameArguments::Scalars => "scalars",
            FrameArguments::None => "none",
            FrameArguments::Presence => "presence",
        }
    }

    fn from_name(n: &str) -> FrameArguments {
        match n {
            "all" => FrameArguments::All,
            "none" => FrameArguments::None,
            "presence" => FrameArguments::Presence,
            _ => FrameArguments::Scalars,
        }
    }
}

/// `set logging …`: a copy of the output in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logging {
    /// Whether output is copied to `file`.
    pub enabled: bool,
    /// The log file (gdb's default `gdb.txt`).
    pub file: String,
    /// Truncate the file when logging starts (else append).
    pub overwrite: bool,
    /// Output goes only to the file.
    pub redirect: bool,
    /// Debug output goes only to the file (hdb has no debug output; kept for `show`).
    pub debugredirect: bool,
}

/// gdb's settings that hdb honours in its gdb layer. `scheduler-locking` and `language`
/// are the engine's ([`crate::engine::Session::scheduler_locking`],
/// [`crate::engine::Session::language`]); `set` and `show` go to it for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `pagination`: stop after a screenful on a terminal.
    pub pagination: bool,
    /// `confirm`: ask before killing or restarting the program, deleting every breakpoint.
    pub confirm: bool,
    /// `print pretty`: structures one member a line.
    pub print_pretty: bool,
    /// `print elements`: array elements and string characters shown at most.
    pub print_elements: Limit,
    /// `print repeats`: runs longer than this collapse to `<repeats N times>`.
    pub print_repeats: Limit,
    /// `print frame-arguments`.
    pub print_frame_arguments: FrameArguments,
    /// `listsize`: lines `list` shows.
    pub listsize: Limit,
    /// `width`: characters in a line (`None`: unlimited).
    pub width: Limit,
    /// `height`: lines in a page (`None`: unlimited).
    pub height: Limit,
    /// `logging`.
    pub logging: Logging,
    /// `breakpoint pending`: `None` asks (auto), `Some(on)` decides.
    pub breakpoint_pending: Option<bool>,
    /// `exec-direction reverse`: `step`, `next`, `stepi`, `nexti`, `finish` and `continue`
    /// go back through the recorded history.
    pub exec_direction_reverse: bool,
    /// `record budget`: the most bytes of history a recording keeps (`None`: the target's
    /// default).
    pub record_budget: Option<u64>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            pagination: true,
            confirm: true,
            print_pretty: false,
            print_elements: Some(200),
            print_repeats: Some(10),
            print_frame_arguments: FrameArguments::Scalars,
            listsize: Some(10),
            // gdb's values when output is not a terminal; a terminal front end sets its size.
            width: None,
            height: None,
            logging: Logging {
                enabled: false,
                file: "gdb.txt".into(),
                overwrite: false,
                redirect: false,
                debugredirect: false,
            },
            breakpoint_pending: None,
            exec_direction_reverse: false,
            record_budget: None,
        }
    }
}

impl Settings {
    /// How `print` formats values under these settings.
    pub fn format_options(&self) -> FormatOptions {
        FormatOptions {
            format: None,
            print_max: self.print_elements.map_or(usize::MAX, |n| n as usize),
            repeat_threshold: self.print_repeats.map_or(usize::MAX, |n| n as usize),
            pretty: self.print_pretty,
        }
    }
}

/// The kind of value a setting takes.
#[derive(Clone, Copy)]
enum Kind {
    /// `on`/`off` (an empty value is `on`).
    Bool,
    /// A number, `0` or `unlimited` for no limit.
    Limit,
    /// One of these words.
    Choice(&'static [&'static str]),
    /// Any text (a file name).
    Text,
}

/// A setting's value, as parsed or shown.
enum Val {
    Bool(bool),
    Limit(Limit),
    Choice(&'static str),
    Text(String),
}

/// One setting: its words, help, kind, and how it is read, written and shown.
struct Setting {
    name: &'static str,
    help: &'static str,
    kind: Kind,
    put: fn(&mut Interpreter, Val),
    /// `show`'s sentence for the current value.
    show: fn(&mut Interpreter) -> String,
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn limit_text(l: Limit) -> String {
    l.map_or_else(|| "unlimited".to_string(), |n| n.to_string())
}

const LANGUAGES: &[&str] = &["auto", "local", "c", "c++", "opencl"];

const SCHEDULER_LOCKING: &[&str] = &["off", "on", "step", "replay"];

/// A size in bytes with an optional K, M or G (binary units), or `unlimited` (`u64::MAX`).
fn parse_bytes(text: &str) -> Result<Option<u64>, CommandError> {
    let t = text.trim();
    if t == "unlimited" {
        return Ok(Some(u64::MAX));
    }
    let (digits, unit) = match t.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => t.split_at(i),
        None => (t, ""),
    };
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        _ => return Err(CommandError(format!("Invalid size \"{t}\"."))),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .filter(|&n| n > 0)
        .map(Some)
        .ok_or_else(|| CommandError(format!("Invalid size \"{t}\".")))
}

/// `exec-direction`'s words.
const EXEC_DIRECTION: &[&str] = &["forward", "reverse"];

/// gdb's name for a scheduler-locking mode.
fn scheduler_locking_name(mode: SchedulerLocking) -> &'static str {
    match mode {
        SchedulerLocking::Off => "off",
        SchedulerLocking::On => "on",
        SchedulerLocking::Step => "step",
    }
}

/// The mode a word of [`SCHEDULER_LOCKING`] names: `replay` is `off` (gdb's `replay` locks
/// only while replaying a recording, and hdb records nothing).
fn scheduler_locking_of_name(name: &str) -> SchedulerLocking {
    match name {
        "on" => SchedulerLocking::On,
        "step" => SchedulerLocking::Step,
        _ => SchedulerLocking::Off,
    }
}

/// gdb's name for a language.
pub(crate) fn language_name(language: Language) -> &'static str {
    match language {
        Language::C => "c",
        Language::CPlusPlus => "c++",
        Language::OpenCl => "opencl",
    }
}

/// The language a word of [`LANGUAGES`] names; `None` for `auto` and `local` (the frame's).
fn language_of_name(name: &str) -> Option<Language> {
    match name {
        "c" => Some(Language::C),
        "c++" => Some(Language::CPlusPlus),
        "opencl" => Some(Language::OpenCl),
        _ => None,
    }
}

macro_rules! bool_setting {
    ($name:literal, $help:literal, $field:ident $(.$sub:ident)*, $show:literal) => {
        Setting {
            name: $name,
            help: $help,
            kind: Kind::Bool,
            put: |i, v| {
                if let Val::Bool(b) = v {
                    i.settings.$field$(.$sub)* = b;
                }
            },
            show: |i| format!($show, on_off(i.settings.$field$(.$sub)*)),
        }
    };
}

macro_rules! limit_setting {
    ($name:literal, $help:literal, $field:ident, $show:literal) => {
        Setting {
            name: $name,
            help: $help,
            kind: Kind::Limit,
            put: |i, v| {
                if let Val::Limit(l) = v {
                    i.settings.$field = l;
                }
            },
            show: |i| format!($show, limit_text(i.settings.$field)),
        }
    };
}

/// Every setting, in `show` order.
const SETTINGS: &[Setting] = &[
    Setting {
        name: "breakpoint pending",
        help: "Set debugger's behavior regarding pending breakpoints.",
        kind: Kind::Choice(&["on", "off", "auto"]),
        put: |i, v| {
            if let Val::Choice(c) = v {
                i.settings.breakpoint_pending = match c {
                    "on" => Some(true),
                    "off" => Some(false),
                    _ => None,
                };
            }
        },
        show: |i| {
            let v = i.settings.breakpoint_pending.map_or("auto", on_off);
            format!("Debugger's behavior regarding pending breakpoints is {v}.")
        },
    },
    bool_setting!(
        "confirm",
        "Set whether to confirm potentially dangerous operations.",
        confirm,
        "Whether to confirm potentially dangerous operations is {}."
    ),
    limit_setting!(
        "height",
        "Set number of lines in a page for GDB output pagination.",
        height,
        "Number of lines gdb thinks are in a page is {}."
    ),
    Setting {
        name: "language",
        help: "Set the current source language.",
        kind: Kind::Choice(LANGUAGES),
        put: |i, v| {
            if let Val::Choice(c) = v {
                let language = language_of_name(c);
                i.engine.set_language(language);
                i.warned_language = None;
                i.warn_language_mismatch();
            }
        },
        show: |i| {
            let text = match i.engine.language() {
                Some(l) => language_name(l).to_string(),
                None => format!(
                    "auto; currently {}",
                    language_name(i.engine.frame_language())
                ),
            };
            format!("The current source language is \"{text}\".")
        },
    },
    limit_setting!(
        "listsize",
        "Set number of source lines gdb will list by default.",
        listsize,
        "Number of source lines gdb will list by default is {}."
    ),
    bool_setting!(
        "logging debugredirect",
        "Set the logging debug output mode.",
        logging.debugredirect,
        "{}"
    ),
    bool_setting!("logging enabled", "Enable logging.", logging.enabled, "{}"),
    Setting {
        name: "logging file",
        help: "Set the current logfile.",
        kind: Kind::Text,
        put: |i, v| {
            if let Val::Text(t) = v {
                i.settings.logging.file = t;
            }
        },
        show: |i| format!("The current logfile is \"{}\".", i.settings.logging.file),
    },
    bool_setting!(
        "logging overwrite",
        "Set whether logging overwrites or appends to the log file.",
        logging.overwrite,
        "{}"
    ),
    bool_setting!(
        "logging redirect",
        "Set the logging output mode.",
        logging.redirect,
        "{}"
    ),
    bool_setting!(
        "pagination",
        "Set state of GDB output pagination.",
        pagination,
        "State of pagination is {}."
    ),
    limit_setting!(
        "print elements",
        "Set limit on string chars or array elements to print.",
        print_elements,
        "Limit on string chars or array elements to print is {}."
    ),
    Setting {
        name: "print frame-arguments",
        help: "Set printing of non-scalar frame arguments.",
        kind: Kind::Choice(FrameArguments::NAMES),
        put: |i, v| {
            if let Val::Choice(c) = v {
                i.settings.print_frame_arguments = FrameArguments::from_name(c);
            }
        },
        show: |i| {
            format!(
                "Printing of non-scalar frame arguments is \"{}\".",
                i.settings.print_frame_arguments.name()
            )
        },
    },
    bool_setting!(
        "print pretty",
        "Set pretty formatting of structures.",
        print_pretty,
        "Pretty formatting of structures is {}."
    ),
    limit_setting!(
        "print repeats",
        "Set threshold for repeated print elements.",
        print_repeats,
        "Threshold for repeated print elements is {}."
    ),
    Setting {
        name: "exec-direction",
        help: "Set direction of execution.",
        kind: Kind::Choice(EXEC_DIRECTION),
        put: |i, v| {
            if let Val::Choice(c) = v {
                i.settings.exec_direction_reverse = c == "reverse";
            }
        },
        show: |i| {
            if i.settings.exec_direction_reverse {
                "Reverse.".into()
            } else {
                "Forward.".into()
            }
        },
    },
    Setting {
        name: "record budget",
        help:
            "Set the most memory a recording keeps: BYTES with an optional K, M or G, or unlimited.",
        kind: Kind::Text,
        put: |i, v| {
            if let Val::Text(t) = v {
                // Checked before it is put (see `cmd_set`).
                if let Ok(bytes) = parse_bytes(&t) {
                    i.settings.record_budget = bytes;
                    if let Some(b) = bytes {
                        let _ = i.engine.set_record_budget(b);
                    }
                }
            }
        },
        show: |i| {
            let budget = i
                .engine
                .record_status()
                .map(|s| s.budget)
                .or(i.settings.record_budget);
            match budget {
                Some(u64::MAX) => "The record budget is unlimited.".into(),
                Some(b) => format!("The record budget is {} KiB.", b / 1024),
                None => "The record budget is the target's default.".into(),
            }
        },
    },
    Setting {
        name: "scheduler-locking",
        help: "Set mode for locking scheduler during execution.",
        kind: Kind::Choice(SCHEDULER_LOCKING),
        put: |i, v| {
            if let Val::Choice(c) = v {
                i.engine.set_scheduler_locking(scheduler_locking_of_name(c));
            }
        },
        show: |i| {
            format!(
                "Mode for locking scheduler during execution is \"{}\".",
                scheduler_locking_name(i.engine.scheduler_locking())
            )
        },
    },
    limit_setting!(
        "width",
        "Set number of characters where GDB should wrap lines of its output.",
        width,
        "Number of characters gdb thinks are in a line is {}."
    ),
];

/// The logging sub-settings' `show` sentences depend on the value (gdb's wording).
fn logging_sentence(name: &str, s: &Settings) -> Option<String> {
    let l = &s.logging;
    Some(match name {
        "logging enabled" => format!(
            "{}: Logging is {}.",
            on_off(l.enabled),
            if l.enabled { "enabled" } else { "disabled" }
        ),
        "logging overwrite" => format!(
            "{}: Logging {} the log file.",
            on_off(l.overwrite),
            if l.overwrite {
                "overwrites"
            } else {
                "appends to"
            }
        ),
        "logging redirect" => format!(
            "{}: Output will go {}.",
            on_off(l.redirect),
            if l.redirect {
                "only to the log file"
            } else {
                "to both the screen and the log file"
            }
        ),
        "logging debugredirect" => format!(
            "{}: Debug output will go {}.",
            on_off(l.debugredirect),
            if l.debugredirect {
                "only to the log file"
            } else {
                "to both the screen and the log file"
            }
        ),
        _ => return None,
    })
}

/// Finds the settings `words` name: each word a unique prefix of the setting's word at that
/// place (`p` is `print`, as gdb aliases it). Returns the settings under a prefix (`print`)
/// when the words end there, and how many words named the setting.
fn find(words: &[&str]) -> Result<(Vec<&'static Setting>, usize), String> {
    let mut candidates: Vec<&'static Setting> = SETTINGS.iter().collect();
    let mut used = 0;
    for (i, w) in words.iter().enumerate() {
        let w = if i == 0 && *w == "p" { "print" } else { w };
        let at = |s: &Setting| s.name.split(' ').nth(i).map(str::to_string);
        let exact: Vec<&Setting> = candidates
            .iter()
            .copied()
            .filter(|s| at(s).as_deref() == Some(w))
            .collect();
        let chosen: Vec<&Setting> = if exact.is_empty() {
            candidates
                .iter()
                .copied()
                .filter(|s| at(s).is_some_and(|x| x.starts_with(w)))
                .collect()
        } else {
            exact
        };
        let mut names: Vec<String> = chosen.iter().filter_map(|s| at(s)).collect();
        names.dedup();
        match names.len() {
            0 if i == 0 => return Err(String::new()),
            0 => break,
            1 => {}
            _ => {
                return Err(format!(
                    "Ambiguous {{}} command \"{}\": {}.",
                    words[..=i].join(" "),
                    names.join(", ")
                ))
            }
        }
        candidates = chosen;
        used = i + 1;
        if candidates.len() == 1 && candidates[0].name.split(' ').count() == used {
            break;
        }
    }
    Ok((candidates, used))
}

/// gdb's `on`/`off` words.
fn parse_bool(v: &str) -> Result<bool, CommandError> {
    match v {
        "" | "on" | "1" | "yes" | "enable" => Ok(true),
        "off" | "0" | "no" | "disable" | "of" => Ok(false),
        _ => Err(CommandError("\"on\" or \"off\" expected.".into())),
    }
}

impl Interpreter {
    /// gdb's warning when the language set by hand is not the selected frame's: said when
    /// the language is set and at a stop, once for each frame language met.
    pub(crate) fn warn_language_mismatch(&mut self) {
        let Some(set) = self.engine.language() else {
            return;
        };
        let Some(frame) = self.engine.frame_unit_language() else {
            return;
        };
        if frame != set && self.warned_language != Some(frame) {
            self.print("Warning: the current language does not match this frame.\n");
        }
        self.warned_language = Some(frame);
    }

    /// How values print under the current settings.
    pub(crate) fn format_options(&self) -> FormatOptions {
        self.settings.format_options()
    }

    pub(crate) fn cmd_set(&mut self, arg: &str) -> CommandResult {
        let arg = arg.trim();
        let (word, rest) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        if matches!(word, "var" | "variable") {
            if rest.trim().is_empty() {
                return Err(CommandError(
                    "Argument required (expression to compute).".into(),
                ));
            }
            self.evaluate(rest)?;
            return Ok(());
        }
        if arg.is_empty() {
            return Err(CommandError(
                "Argument required (expression to compute).".into(),
            ));
        }
        // `set logging on|off|file F|…` (gdb's older spellings are still accepted, with
        // gdb's deprecation warning).
        if word == "logging" {
            let r = rest.trim();
            if matches!(r, "on" | "off") {
                self.diagnose(format!(
                    "Warning: 'set logging {r}', an alias for the command 'set logging enabled', is deprecated.\nUse 'set logging enabled {r}'.\n\n"
                ));
                return self.set_logging(r == "on");
            }
        }
        let words: Vec<&str> = arg.split_whitespace().collect();
        let (found, used) = match find(&words) {
            // Not a setting: an expression (`set x = 3`), as gdb reads it.
            Err(e) if e.is_empty() => {
                self.evaluate(arg)?;
                return Ok(());
            }
            Err(e) => return Err(CommandError(e.replace("{}", "set"))),
            Ok(f) => f,
        };
        let prefix = words[..used].join(" ");
        let setting = match found.as_slice() {
            [one] if one.name.split(' ').count() == used => *one,
            _ if used < words.len() => {
                return Err(CommandError(format!(
                    "Undefined set {prefix} command: \"{}\".  Try \"help set {prefix}\".",
                    nth_word_rest(arg, used)
                )))
            }
            _ => {
                // A prefix such as `set print`: gdb lists what is under it.
                let mut s = format!("List of set {prefix} subcommands:\n\n");
                for f in &found {
                    let _ = writeln!(s, "set {} -- {}", f.name, f.help);
                }
                self.print(s);
                return Ok(());
            }
        };
        // The value is the rest of the line after the words that named the setting.
        let value = nth_word_rest(arg, used).trim();
        let v = match setting.kind {
            Kind::Bool => Val::Bool(parse_bool(value)?),
            Kind::Limit => Val::Limit(self.parse_limit(value)?),
            Kind::Choice(choices) => {
                if value.is_empty() {
                    return Err(CommandError(format!(
                        "Requires an argument. Valid arguments are {}.",
                        choices.join(", ")
                    )));
                }
                let hits: Vec<&&str> = choices.iter().filter(|c| c.starts_with(value)).collect();
                match hits.as_slice() {
                    [one] => Val::Choice(one),
                    _ if choices.contains(&value) => {
                        Val::Choice(choices.iter().find(|c| **c == value).copied().unwrap_or(""))
                    }
                    [] => return Err(CommandError(format!("Undefined item: \"{value}\"."))),
                    _ => return Err(CommandError(format!("Ambiguous item \"{value}\"."))),
                }
            }
            Kind::Text => {
                if value.is_empty() {
                    return Err(CommandError(
                        "Argument required (filename to set it to.).".into(),
                    ));
                }
                Val::Text(value.to_string())
            }
        };
        if setting.name == "logging enabled" {
            let Val::Bool(on) = v else { return Ok(()) };
            return self.set_logging(on);
        }
        if let (Val::Text(t), "record budget") = (&v, setting.name) {
            parse_bytes(t)?;
        }
        if matches!(v, Val::Choice("reverse"))
            && setting.name == "exec-direction"
            && self.engine.record_status().is_none()
        {
            // gdb's answer on a target that is not recording.
            return Err(CommandError(
                "Target does not support this operation.".into(),
            ));
        }
        (setting.put)(self, v);
        Ok(())
    }

    /// A limit: a number (an expression, as gdb evaluates it), `unlimited`, or 0 for none.
    fn parse_limit(&mut self, value: &str) -> Result<Limit, CommandError> {
        if value.is_empty() {
            return Err(CommandError(
                "Argument required (integer to set it to, or \"unlimited\").".into(),
            ));
        }
        if value == "unlimited" {
            return Ok(None);
        }
        let n = match super::table::parse_number(value) {
            Some(n) => i128::from(n),
            None => {
                let v = self.evaluate(value)?;
                match v.scalar()? {
                    crate::value::Scalar::Int(i) => i,
                    crate::value::Scalar::Float(f) => f as i128,
                }
            }
        };
        match n {
            0 => Ok(None),
            n if n < 0 || n > i128::from(u32::MAX) => {
                Err(CommandError(format!("integer {n} out of range")))
            }
            n => Ok(Some(n as u32)),
        }
    }

    /// Starts or stops copying output to the log file.
    fn set_logging(&mut self, on: bool) -> CommandResult {
        if !on {
            self.log = None;
            self.settings.logging.enabled = false;
            return Ok(());
        }
        let path = self.settings.logging.file.clone();
        let file = std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .append(!self.settings.logging.overwrite)
            .truncate(self.settings.logging.overwrite)
            .open(&path)
            .map_err(|e| CommandError(format!("{path}: {e}.")))?;
        self.log = Some(file);
        self.settings.logging.enabled = true;
        Ok(())
    }

    pub(crate) fn cmd_show(&mut self, arg: &str) -> CommandResult {
        let words: Vec<&str> = arg.split_whitespace().collect();
        if let Some(w) = words.first().copied().filter(|w| {
            matches!(
                *w,
                "version" | "values" | "convenience" | "conv" | "user" | "commands"
            )
        }) {
            return self.show_special(w, &words[1..]);
        }
        let (found, used) = if words.is_empty() {
            (SETTINGS.iter().collect(), 0)
        } else {
            match find(&words) {
                Err(e) if e.is_empty() => {
                    return Err(CommandError(format!(
                        "Undefined show command: \"{}\".  Try \"help show\".",
                        arg.trim()
                    )))
                }
                Err(e) => return Err(CommandError(e.replace("{}", "show"))),
                Ok(f) => f,
            }
        };
        let one = found.len() == 1 && found[0].name.split(' ').count() == used;
        if !one && used > 0 && used < words.len() {
            let prefix = words[..used].join(" ");
            return Err(CommandError(format!(
                "Undefined show {prefix} command: \"{}\".  Try \"help show {prefix}\".",
                nth_word_rest(arg, used)
            )));
        }
        let mut s = String::new();
        for f in &found {
            let sentence = self.show_sentence(f);
            if one {
                let _ = writeln!(s, "{sentence}");
            } else {
                // gdb's listing of a prefix: the name after the prefix, then the sentence.
                let name: Vec<&str> = f.name.split(' ').skip(used.min(1)).collect();
                let name = if used == 0 {
                    f.name.to_string()
                } else {
                    name.join(" ")
                };
                let _ = writeln!(s, "{name}:  {sentence}");
            }
        }
        self.print(s);
        Ok(())
    }

    fn show_sentence(&mut self, f: &Setting) -> String {
        if let Some(s) = logging_sentence(f.name, &self.settings) {
            return s;
        }
        (f.show)(self)
    }

    /// `show version`, `show values`, `show convenience`, `show user`.
    fn show_special(&mut self, what: &str, rest: &[&str]) -> CommandResult {
        match what {
            "version" => {
                self.print(format!(
                    "hdb {} (gdb's command language for AMD GPU kernels)\n",
                    env!("CARGO_PKG_VERSION")
                ));
            }
            "values" => {
                let history = self.engine.user_variables().history.clone();
                let start = history.len().saturating_sub(10);
                let opts = self.format_options();
                let mut s = String::new();
                for (i, v) in history.iter().enumerate().skip(start) {
                    let _ = writeln!(s, "${} = {}", i + 1, crate::format::format_value(v, &opts));
                }
                self.print(s);
            }
            "convenience" | "conv" => {
                let mut vars: Vec<(String, crate::value::Value)> = self
                    .engine
                    .user_variables()
                    .convenience
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                vars.sort_by(|a, b| a.0.cmp(&b.0));
                let opts = self.format_options();
                let mut s = String::new();
                for (k, v) in vars {
                    let _ = writeln!(s, "${k} = {}", crate::format::format_value(&v, &opts));
                }
                if s.is_empty() {
                    s.push_str("No debugger convenience values now defined.\nConvenience variables have names starting with \"$\";\nuse \"set\" as in \"set $foo = 5\" to define them.\n");
                }
                self.print(s);
            }
            _ => return self.show_user(rest.first().copied()),
        }
        Ok(())
    }
}

/// The text of `s` from its `n`th whitespace-separated word on.
fn nth_word_rest(s: &str, n: usize) -> &str {
    let mut rest = s.trim_start();
    for _ in 0..n {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = rest[end..].trim_start();
    }
    rest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(found: &[&Setting]) -> Vec<&'static str> {
        found.iter().map(|s| s.name).collect()
    }

    #[test]
    fn settings_are_found_by_prefix() {
        let (f, used) = find(&["p", "pretty"]).unwrap();
        assert_eq!((f.len(), f[0].name, used), (1, "print pretty", 2));
        let (f, used) = find(&["print", "elem", "4"]).unwrap();
        assert_eq!((f[0].name, used), ("print elements", 2));
        let (f, used) = find(&["pagination", "off"]).unwrap();
        assert_eq!((f[0].name, used), ("pagination", 1));
        let (f, used) = find(&["print"]).unwrap();
        assert!(f.len() > 2 && used == 1);
        assert!(find(&["x", "=", "3"])
            .map(|(f, _)| names(&f))
            .unwrap_err()
            .is_empty());
        assert!(find(&["print", "e"]).is_ok());
        let (f, _) = find(&["logging", "file", "x"]).unwrap();
        assert_eq!(f[0].name, "logging file");
        assert_eq!(nth_word_rest("print  elements 4 + 5", 2), "4 + 5");
    }

    #[test]
    fn booleans_as_gdb_reads_them() {
        assert_eq!(parse_bool("off").ok(), Some(false));
        assert_eq!(parse_bool("").ok(), Some(true));
        assert_eq!(parse_bool("1").ok(), Some(true));
        assert!(parse_bool("bla").is_err());
    }
}
