//! `hdb run --sim PROGRAM [ARGS]…`: a HIP program run natively, every kernel it launches run
//! in the wave simulator. hdb writes its stand-in for the HIP runtime
//! (`libamdhip64.so.{5,6,7}`, built from `hip-runtime/` by `build.rs` and embedded here) to
//! a cache folder once per hdb build, starts the program with that folder first in
//! `LD_LIBRARY_PATH` (and the library preloaded, so an `RPATH` to a real ROCm does not win),
//! and serves the library's calls on a Unix socket named in the program's environment
//! ([`hip_device::server`]). The program's output is its own; hdb exits with its status.
//!
//! Without a GPU (no amd-dbgapi library, or no GPU agent in the kernel driver's topology),
//! `hdb run PROGRAM` chooses the simulator itself and says so; `--gpu` insists on hardware.

use std::ffi::OsString;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _, Result};
use hip_device::protocol::{HOST_STACK_ENV, SOCKET_ENV};
use hip_device::runtime::{Options, Runtime};
use serde_json::json;

/// The stand-in libraries, one per HIP ABI (soname, bytes).
const LIBRARIES: [(&str, &[u8]); 3] = [
    (
        "libamdhip64.so.5",
        include_bytes!(concat!(env!("OUT_DIR"), "/libamdhip64.so.5")),
    ),
    (
        "libamdhip64.so.6",
        include_bytes!(concat!(env!("OUT_DIR"), "/libamdhip64.so.6")),
    ),
    (
        "libamdhip64.so.7",
        include_bytes!(concat!(env!("OUT_DIR"), "/libamdhip64.so.7")),
    ),
];

/// How `hdb run` runs a program.
pub struct ProgramRun<'a> {
    /// The program.
    pub program: &'a Path,
    /// Its arguments.
    pub args: &'a [OsString],
    /// The runtime's options (devices, target, jobs, core, record).
    pub options: Options,
    /// Print the simulation's counters when the program ends.
    pub stats: bool,
    /// With `options.checks`: how to report the findings when the program ends.
    pub check_report: CheckReport,
}

/// How `hdb run --sim --check` reports: text or JSON lines on stdout, and a SARIF file.
#[derive(Debug, Clone, Default)]
pub struct CheckReport {
    /// One JSON object a finding, then the counts.
    pub json: bool,
    /// Also write a SARIF 2.1.0 log here.
    pub sarif: Option<PathBuf>,
}

/// The libraries' FNV-1a (`build.rs`): the cache folder's name, so each hdb build has its own.
const BUILD_HASH: u64 = include!(concat!(env!("OUT_DIR"), "/libamdhip64.hash"));

/// The folder holding the stand-in libraries, written on first use.
fn library_folder() -> Result<PathBuf> {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    let dir = cache.join("hdb").join(format!("hip-{BUILD_HASH:016x}"));
    for (name, bytes) in LIBRARIES {
        let path = dir.join(name);
        if std::fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64) {
            continue;
        }
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        // Written beside and renamed, so a concurrent hdb never loads half a file.
        let tmp = dir.join(format!("{name}.{}.tmp", std::process::id()));
        std::fs::write(&tmp, bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::rename(&tmp, &path).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(dir)
}

/// Whether the program links HIP's runtime (`libamdhip64.so.N`) directly.
pub fn links_hip(program: &Path) -> bool {
    needed_hip(program).is_some()
}

/// The `libamdhip64.so.N` the program links directly, if any.
fn needed_hip(program: &Path) -> Option<&'static str> {
    let bytes = std::fs::read(program).ok()?;
    let file = object::File::parse(&*bytes).ok()?;
    let names: Vec<String> = match file {
        object::File::Elf64(ref elf) => elf_needed(elf),
        _ => Vec::new(),
    };
    LIBRARIES
        .iter()
        .map(|(n, _)| *n)
        .find(|n| names.iter().any(|m| m == n))
}

fn elf_needed(elf: &object::read::elf::ElfFile64<'_>) -> Vec<String> {
    use object::read::elf::{Dyn as _, FileHeader as _, SectionHeader as _};
    let endian = elf.endian();
    let data = elf.data();
    let Ok(sections) = elf.elf_header().sections(endian, data) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for s in sections.iter() {
        let Ok(Some((dynamic, link))) = s.dynamic(endian, data) else {
            continue;
        };
        let Ok(strings) = sections.strings(endian, data, link) else {
            continue;
        };
        for d in dynamic {
            if d.tag(endian) == object::elf::DT_NEEDED {
                if let Ok(name) = d.string(endian, strings) {
                    out.push(String::from_utf8_lossy(name).into_owned());
                }
            }
        }
    }
    out
}

/// Why there is no GPU to run on, or `None` when there is one.
pub fn no_gpu() -> Option<String> {
    if let Err(e) = dbgapi::loader::Library::load() {
        return Some(e.to_string());
    }
    if !Path::new("/dev/kfd").exists() {
        return Some("no /dev/kfd (the amdgpu kernel driver is not loaded)".into());
    }
    let nodes = std::fs::read_dir("/sys/class/kfd/kfd/topology/nodes")
        .map(|d| d.flatten().collect::<Vec<_>>())
        .unwrap_or_default();
    let gpu = nodes.iter().any(|n| {
        std::fs::read_to_string(n.path().join("properties")).is_ok_and(|p| {
            p.lines().any(|l| {
                l.strip_prefix("gfx_target_version ")
                    .is_some_and(|v| v.trim() != "0")
            })
        })
    });
    (!gpu).then(|| "no GPU agent in the kernel driver's topology".into())
}

/// Whether `path` is a host program (not GPU code or a launch file).
pub fn is_program(path: &Path) -> bool {
    let mut head = [0u8; 24];
    let Ok(mut f) = std::fs::File::open(path) else {
        return false;
    };
    let n = f.read(&mut head).unwrap_or(0);
    let elf = n >= 20 && head[..4] == *b"\x7fELF";
    let amdgpu = elf && u16::from_le_bytes([head[18], head[19]]) == 224;
    let bundle = head.starts_with(b"__CLANG_OFFLOAD_BUNDLE__") || head.starts_with(b"CCOB");
    (elf && !amdgpu) || (head.starts_with(b"#!") && !bundle)
}

/// Runs a program natively on the GPU (its own HIP runtime); its exit status.
pub fn run_native(program: &Path, args: &[OsString]) -> ExitCode {
    match std::process::Command::new(program).args(args).status() {
        Ok(s) => exit_code(s),
        Err(e) => {
            eprintln!("error: cannot run {}: {e}", program.display());
            ExitCode::from(127)
        }
    }
}

/// `--stats`' table of the requests served, by kind, longest total first (the layout of
/// profilers' API summaries: share, total, calls, average), with the time the program was
/// blocked in each kind as it reported it (`-` when it did not).
fn call_table(calls: &hip_device::runtime::CallTimes, total: std::time::Duration) -> String {
    let mut out = String::from(
        "hdb: HIP calls served, by request (kernels included), and the time the program \
         waited in them:\n  Time(%)      Total  Calls    Average     Waited  Request\n",
    );
    let all = total.as_secs_f64().max(f64::MIN_POSITIVE);
    for (kind, t) in calls.by_time() {
        let secs = t.served.as_secs_f64();
        let waited = if t.waited.is_zero() {
            "-".to_string()
        } else {
            format!("{:.3}ms", t.waited.as_secs_f64() * 1e3)
        };
        out += &format!(
            "  {:>6.1}% {:>8.3}ms {:>6} {:>8.3}ms {waited:>10}  {kind}\n",
            100.0 * secs / all,
            secs * 1e3,
            t.calls,
            secs * 1e3 / t.calls.max(1) as f64
        );
    }
    out
}

/// `--stats`' line on how long the program was blocked in HIP calls, as its processes
/// reported at exit: what it waited for, beyond the time hdb spent serving it (the round
/// trips over the socket and the wake-ups of both sides).
fn waited_line(s: &hip_device::runtime::Stats) -> String {
    if s.waited_processes == 0 {
        return "hdb: the program did not report how long it waited for HIP calls (it did not \
                exit through `exit`)"
            .to_string();
    }
    let waited = s.waited.as_secs_f64();
    let kernels = s.kernel_time.as_secs_f64();
    let processes = if s.waited_processes > 1 {
        format!(" ({} processes)", s.waited_processes)
    } else {
        String::new()
    };
    format!(
        "hdb: the program waited {waited:.6} s in {} HIP calls{processes}, {kernels:.6} s of it \
         in kernels ({:.6} s beyond them)",
        s.waited_calls,
        (waited - kernels).max(0.0)
    )
}

fn exit_code(s: std::process::ExitStatus) -> ExitCode {
    use std::os::unix::process::ExitStatusExt as _;
    match (s.code(), s.signal()) {
        (Some(c), _) => ExitCode::from(c as u8),
        (None, Some(sig)) => ExitCode::from(128u8.wrapping_add(sig as u8)),
        _ => ExitCode::FAILURE,
    }
}

/// Runs the program with its kernels in the simulator; its exit status.
pub fn run(r: ProgramRun<'_>) -> ExitCode {
    match start(r) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// The pid of the running program (0 before it starts), for the Ctrl-C handler.
static CHILD: AtomicU32 = AtomicU32::new(0);

/// The folder `--record` names, made before the program starts so that a bad path fails
/// then, not at the first dispatch.
pub fn create_record_folder(options: &Options) -> Result<()> {
    if let Some(dir) = &options.record {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("--record: cannot create {}", dir.display()))?;
    }
    Ok(())
}

fn start(r: ProgramRun<'_>) -> Result<ExitCode> {
    let libs = library_folder()?;
    let socket_dir = std::env::temp_dir().join(format!("hdb-hip-{}", std::process::id()));
    std::fs::create_dir_all(&socket_dir)
        .with_context(|| format!("cannot create {}", socket_dir.display()))?;
    let socket = socket_dir.join("runtime");
    let _ = std::fs::remove_file(&socket);
    let interrupt = Arc::new(AtomicBool::new(false));
    let mut options = r.options;
    options.interrupt = Some(Arc::clone(&interrupt));
    options.program = r.program.to_path_buf();
    create_record_folder(&options)?;
    let runtime = Arc::new(Mutex::new(Runtime::new(options)));
    hip_device::server::serve(&socket, Arc::clone(&runtime))
        .with_context(|| format!("cannot listen on {}", socket.display()))?;
    install_interrupt(Arc::clone(&interrupt));
    let mut command = program_command(r.program, r.args, &libs, &socket);
    let started = Instant::now();
    let mut child = command
        .spawn()
        .with_context(|| format!("cannot run {}", r.program.display()))?;
    CHILD.store(child.id(), Ordering::SeqCst);
    let status = child.wait();
    CHILD.store(0, Ordering::SeqCst);
    // A kernel still running for a program that is gone stops.
    interrupt.store(true, Ordering::SeqCst);
    let _ = std::fs::remove_dir_all(&socket_dir);
    let status = status.with_context(|| format!("waiting for {}", r.program.display()))?;
    let found = {
        let mut rt = hip_device::server::lock(&runtime);
        // A program killed by a signal had no chance to free what it allocated.
        let exited = std::os::unix::process::ExitStatusExt::signal(&status).is_none();
        match render_checks(&mut rt, &r.check_report, r.program, exited)? {
            Some(report) => {
                crate::emit(&report.text)?;
                if let (Some(path), Some(log)) = (&r.check_report.sarif, &report.sarif) {
                    let text = serde_json::to_string_pretty(log).unwrap_or_default();
                    std::fs::write(path, text + "\n")
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                report.errors
            }
            None => 0,
        }
    };
    if r.stats {
        let rt = hip_device::server::lock(&runtime);
        let s = rt.stats;
        let k = s.kernel_time.as_secs_f64();
        eprintln!(
            "hdb: {} dispatches, {} waves, {} wave-instructions in {:.6} s of kernels ({:.1} M \
             wave-instructions/s); {} HIP calls served in {:.6} s (kernels included); {:.6} s \
             in all",
            s.dispatches,
            s.waves,
            s.wave_instructions,
            k,
            if k > 0.0 {
                s.wave_instructions as f64 / k / 1e6
            } else {
                0.0
            },
            s.requests,
            s.request_time.as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
        eprintln!("{}", waited_line(&s));
        eprint!("{}", call_table(&rt.calls, s.request_time));
    }
    if found > 0 {
        return Ok(ExitCode::from(3));
    }
    Ok(exit_code(status))
}

/// The sanitizers' report over a whole program.
struct RenderedChecks {
    /// The text (or JSON lines) to print.
    text: String,
    /// The SARIF log, when asked for.
    sarif: Option<serde_json::Value>,
    /// Errors counted.
    errors: u64,
}

/// The sanitizers' findings over the whole program, leaks included when it `exited` (rather
/// than being killed), rendered (and as SARIF) as for one kernel ([`crate::check`]); `None`
/// when the checks are off. `hdb run --sim` and `hdb debug --sim` print it when the program
/// ends.
fn render_checks(
    rt: &mut Runtime,
    how: &CheckReport,
    program: &Path,
    exited: bool,
) -> Result<Option<RenderedChecks>> {
    let Some(pc) = rt.checks_mut() else {
        return Ok(None);
    };
    let ran: Vec<(u64, hip_device::check::CheckedDispatch)> =
        pc.dispatches().map(|(id, d)| (id, d.clone())).collect();
    let Some(checks) = pc.checks_mut() else {
        bail!("the sanitizers' state was lost in a dispatch");
    };
    if exited {
        // What the program never freed.
        checks.report_leaks(|_| true);
    }
    let checks = &*checks;
    let contexts: Vec<crate::check::Context<'_>> = ran
        .iter()
        .map(|(_, d)| crate::check::Context {
            code_object: &d.code_object,
            load_base: d.load_base,
            wave_size: d.wave_size,
            processor: d.processor,
            block: d.block,
        })
        .collect();
    let resolved = crate::check::resolve(checks, &contexts, |f| {
        ran.iter().position(|(id, _)| *id == f.dispatch)
    });
    let mut out = crate::check::render(&resolved, checks, how.json);
    if how.json {
        let summary = json!({ "checks": crate::check::summary_json(checks) });
        out.push_str(&serde_json::to_string(&summary).unwrap_or_default());
        out.push('\n');
    }
    let sarif = how
        .sarif
        .is_some()
        .then(|| crate::check::sarif(&resolved, &program.to_string_lossy()));
    Ok(Some(RenderedChecks {
        text: out,
        sarif,
        errors: checks.summary().iter().map(|s| s.1).sum(),
    }))
}

/// The command that starts `program` with the stand-in runtime first in its library path
/// (and preloaded, so an `RPATH` to a real ROCm does not win), talking to `socket`.
fn program_command(
    program: &Path,
    args: &[OsString],
    libs: &Path,
    socket: &Path,
) -> std::process::Command {
    let mut path = OsString::from(libs);
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH").filter(|p| !p.is_empty()) {
        path.push(":");
        path.push(old);
    }
    // A bare name of a file here is that file, as gdb takes it (exec would search PATH).
    let here;
    let program = if program.parent() == Some(Path::new("")) && program.is_file() {
        here = Path::new(".").join(program);
        &here
    } else {
        program
    };
    let mut command = std::process::Command::new(program);
    command
        .args(args)
        .env("LD_LIBRARY_PATH", path)
        .env(SOCKET_ENV, socket);
    if let Some(name) = needed_hip(program) {
        let mut preload = OsString::from(libs.join(name));
        if let Some(old) = std::env::var_os("LD_PRELOAD").filter(|p| !p.is_empty()) {
            preload.push(":");
            preload.push(old);
        }
        command.env("LD_PRELOAD", preload);
    }
    command
}

/// A HIP program as a debugger's [`Program`](amdgpu::target::Program): each `run` starts it
/// natively with the stand-in runtime, serving it on a socket of its own, and its kernels
/// become the dispatches of a [`hip_device::debug::ProgramTarget`]. The host side is not
/// debugged.
pub struct DebugProgram {
    program: PathBuf,
    args: Vec<OsString>,
    options: Options,
    /// Starts so far (each gets its own socket).
    starts: u32,
    /// The code objects its fat binaries hold for the simulated processor.
    known: Vec<amdgpu::target::KnownCodeObject>,
    /// Where the program's stdout and stderr go when not to hdb's own (see
    /// [`DebugProgram::capture_output`]).
    output: Option<OutputHandler>,
    /// With `options.checks`: how the report at the program's end is printed.
    check_report: CheckReport,
}

/// Takes the program's output: `(true, bytes)` from its stdout, `(false, bytes)` from its
/// stderr, `(_, None)` when that stream ends. Called from a thread of each stream's own.
type OutputHandler = Arc<dyn Fn(bool, Option<&[u8]>) + Send + Sync>;

impl DebugProgram {
    /// The program with its arguments and the runtime's options (devices, target).
    pub fn new(program: &Path, args: &[OsString], options: Options) -> DebugProgram {
        let known = known_code_objects(program, options.target.as_deref());
        DebugProgram {
            program: program.to_path_buf(),
            args: args.to_vec(),
            options,
            starts: 0,
            known,
            output: None,
            check_report: CheckReport::default(),
        }
    }

    /// Prints the sanitizers' report at the program's end as JSON lines (`--json`).
    pub fn report_checks_as_json(&mut self) {
        self.check_report.json = true;
    }

    /// Hands the program's stdout and stderr to `handler` instead of letting it write to
    /// hdb's own (a DAP server's stdout is its client's stream); its stdin is then empty.
    pub fn capture_output(
        &mut self,
        handler: impl Fn(bool, Option<&[u8]>) + Send + Sync + 'static,
    ) {
        self.output = Some(Arc::new(handler));
    }

    fn start_program(
        &mut self,
        start: &amdgpu::target::StartOptions,
    ) -> Result<hip_device::debug::ProgramTarget> {
        let libs = library_folder()?;
        self.starts += 1;
        let socket_dir =
            std::env::temp_dir().join(format!("hdb-hip-{}-{}", std::process::id(), self.starts));
        std::fs::create_dir_all(&socket_dir)
            .with_context(|| format!("cannot create {}", socket_dir.display()))?;
        let socket = socket_dir.join("runtime");
        let _ = std::fs::remove_file(&socket);
        let (link, events) = hip_device::debug::DebuggerLink::new();
        let mut options = self.options.clone();
        options.program = self.program.clone();
        options.interrupt = start.interrupt.clone();
        options.progress = start.progress.clone();
        options.debugger = Some(link);
        let checked = options.checks.is_some();
        let runtime = Arc::new(Mutex::new(Runtime::new(options)));
        hip_device::server::serve(&socket, Arc::clone(&runtime))
            .with_context(|| format!("cannot listen on {}", socket.display()))?;
        let mut command = program_command(&self.program, &self.args, &libs, &socket);
        // Launches carry the launching thread's stack, shown as the host thread's frames.
        command.env(HOST_STACK_ENV, "1");
        // Its own process group: Ctrl-C at hdb's terminal interrupts the session (the
        // engine stops the kernel, or holds the program between kernels), not the program.
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        if self.output.is_some() {
            command
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped());
        }
        let mut child = command
            .spawn()
            .with_context(|| format!("cannot run {}", self.program.display()))?;
        if let Some(handler) = &self.output {
            // Without a reader the pipe fills and the program blocks: end it instead.
            let forwarded = [
                child
                    .stdout
                    .take()
                    .map(|o| forward_output(o, true, handler.clone())),
                child
                    .stderr
                    .take()
                    .map(|e| forward_output(e, false, handler.clone())),
            ];
            if let Some(Err(e)) = forwarded.into_iter().flatten().find(Result::is_err) {
                let _ = child.kill();
                let _ = child.wait();
                return Err(e).context("cannot read the program's output");
            }
        }
        let mut target = hip_device::debug::ProgramTarget::new(
            child,
            events,
            start.interrupt.clone(),
            start.instruction_limit,
            Some(socket_dir),
        );
        if checked {
            target.on_end(self.end_report(runtime));
        }
        Ok(target)
    }

    /// At the program's end, the report `hdb run --sim --check` prints (every finding, the
    /// runtime's own and the leaks included, and the ERROR SUMMARY), on hdb's stdout or to
    /// the output handler; then the findings for `info checks`.
    fn end_report(&self, runtime: Arc<Mutex<Runtime>>) -> hip_device::debug::EndHook {
        let how = self.check_report.clone();
        let program = self.program.clone();
        let output = self.output.clone();
        Box::new(move |end| {
            let mut rt = hip_device::server::lock(&runtime);
            let exited = matches!(end, amdgpu::target::ProcessEnd::Code(_));
            match render_checks(&mut rt, &how, &program, exited) {
                Ok(Some(report)) => match &output {
                    Some(handler) => handler(true, Some(report.text.as_bytes())),
                    None => {
                        if let Err(e) = crate::emit(&report.text) {
                            eprintln!("hdb: {e:#}");
                        }
                    }
                },
                Ok(None) => {}
                Err(e) => eprintln!("hdb: {e:#}"),
            }
            let checks = rt.checks_mut()?.checks()?;
            Some(hip_device::debug::FindingsSeen::of(checks))
        })
    }
}

/// Reads `stream` on a thread of its own until it ends, handing each piece to `handler`.
fn forward_output(
    mut stream: impl std::io::Read + Send + 'static,
    stdout: bool,
    handler: OutputHandler,
) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name(
            if stdout {
                "program-stdout"
            } else {
                "program-stderr"
            }
            .into(),
        )
        .spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match stream.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => handler(stdout, Some(&buf[..n])),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            handler(stdout, None);
        })
        .map(drop)
}

/// The code objects of `program`'s fat binaries that the runtime will load (the entries
/// `--target` or the first processor the simulator runs chooses), named by the URI the
/// runtime will report (`file://` the program at the entry's offset), so breakpoints on
/// kernels resolve before `run`. Their load base is not known until the program registers
/// them: 0 until then (the session follows the real base when the target reports it).
/// Nothing when the file holds no code object the simulator runs (the runtime then says
/// why when the program starts).
fn known_code_objects(
    program: &Path,
    target: Option<&str>,
) -> Vec<amdgpu::target::KnownCodeObject> {
    let Ok(bytes) = std::fs::read(program) else {
        return Vec::new();
    };
    let Ok(contents) = codeobj::extract(&bytes) else {
        return Vec::new();
    };
    let Ok((chosen, _)) = hip_device::images::choose(&contents, None, target) else {
        return Vec::new();
    };
    let path = std::fs::canonicalize(program).unwrap_or_else(|_| program.to_path_buf());
    chosen
        .into_iter()
        .map(|e| {
            let (offset, size) = e.location.input_range();
            amdgpu::target::KnownCodeObject {
                uri: codeobj::CodeObjectUri::File {
                    path: path.display().to_string(),
                    offset: Some(offset),
                    size: Some(size),
                }
                .to_string(),
                name: Some(program.display().to_string()),
                bytes: Some(e.bytes.to_vec()),
                load_base: 0,
            }
        })
        .collect()
}

impl amdgpu::target::Program for DebugProgram {
    fn code_objects(&self) -> Vec<amdgpu::target::KnownCodeObject> {
        self.known.clone()
    }

    fn start(
        &mut self,
        options: &amdgpu::target::StartOptions,
    ) -> amdgpu::target::TargetResult<Box<dyn amdgpu::target::Target>> {
        self.start_program(options)
            .map(|t| Box::new(t) as Box<dyn amdgpu::target::Target>)
            .map_err(|e| amdgpu::target::TargetError::Other(format!("{e:#}")))
    }

    fn command_line(&self) -> String {
        std::iter::once(self.program.as_os_str())
            .chain(self.args.iter().map(|a| a.as_os_str()))
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Ctrl-C: the terminal sends SIGINT to the program too; a running kernel stops. A second
/// Ctrl-C (or a program that outlives the first by two seconds) is killed.
fn install_interrupt(flag: Arc<AtomicBool>) {
    let presses = AtomicU32::new(0);
    let handler = move || {
        flag.store(true, Ordering::SeqCst);
        let pid = CHILD.load(Ordering::SeqCst);
        if pid == 0 {
            return;
        }
        if presses.fetch_add(1, Ordering::SeqCst) > 0 {
            kill(pid);
            return;
        }
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(2));
            if CHILD.load(Ordering::SeqCst) == pid {
                eprintln!("hdb: the program did not end on Ctrl-C; killing it");
                kill(pid);
            }
        });
    };
    if let Err(e) = ctrlc::set_handler(handler) {
        eprintln!("hdb: Ctrl-C will not stop kernels: {e}");
    }
}

fn kill(pid: u32) {
    let _ = nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(pid as i32),
        nix::sys::signal::Signal::SIGKILL,
    );
}

/// Checks the flags that only make sense for programs.
pub fn check_program_flags(program: Option<&Path>, names_a_kernel: bool) -> Result<&Path> {
    match program {
        Some(p) if !names_a_kernel => Ok(p),
        Some(_) => bail!("--sim runs a HIP program; --kernel and --launch run one kernel"),
        None => bail!("give the program to run: hdb run --sim PROGRAM [ARGS]..."),
    }
}
