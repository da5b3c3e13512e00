//! The connection to hdb: one per program thread (and a new one after `fork`), opened on
//! the first call; a call is a request, then hdb's requests for what only this process can
//! do, then the answer.

use std::cell::RefCell;
use std::ffi::{c_char, c_int, c_void, CString};
use std::os::unix::net::UnixStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::hipError_t;
use crate::protocol::{
    error, receive_soon, send, stream, Bytes, PrintArgument, PrintPiece, Reply, Request,
    RequestWaited, Value, WireError, PROTOCOL_VERSION, SOCKET_ENV, SPIN_FOR_ANSWER,
};

struct Connection {
    stream: UnixStream,
    /// The process that opened it: a forked child must not share its parent's.
    pid: u32,
    /// hdb serves this connection's requests after the process's posted requests up to
    /// this number (those it sent itself, or waited for with `AwaitPosted`).
    fenced: u64,
}

/// The posted requests a process has sent ([`Request::posted`]).
struct Posts {
    /// The process (a forked child numbers its own from 1).
    pid: u32,
    /// How many: the last one's number.
    sent: u64,
}

static POSTS: Mutex<Posts> = Mutex::new(Posts { pid: 0, sent: 0 });

/// The number of the last request this process posted.
fn posted(pid: u32) -> u64 {
    let p = POSTS.lock().unwrap_or_else(|p| p.into_inner());
    if p.pid == pid {
        p.sent
    } else {
        0
    }
}

/// A thread's connection. When the thread's storage goes, the connection is put aside
/// ([`SPARE`]) rather than closed: the main thread's goes before the program's exit
/// handlers run, and those still call HIP (`__hipUnregisterFatBinary`); a new connection
/// for each of them would cost a connection's set-up in hdb every time.
struct Slot(Option<Connection>);

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            *SPARE.lock().unwrap_or_else(|p| p.into_inner()) = Some(c);
        }
    }
}

thread_local! {
    static CONNECTION: RefCell<Slot> = const { RefCell::new(Slot(None)) };
}

/// The connection of the last thread whose storage went, for calls made after that.
static SPARE: Mutex<Option<Connection>> = Mutex::new(None);

/// `Dl_info`, what `dladdr` tells of an address.
#[repr(C)]
struct DlInfo {
    fname: *const c_char,
    fbase: *mut c_void,
    sname: *const c_char,
    saddr: *mut c_void,
}

extern "C" {
    fn dladdr(address: *const c_void, info: *mut DlInfo) -> c_int;
}

/// The HIP ABI the program was built for (5, 6 or 7), from the name this library was loaded
/// as (`libamdhip64.so.N`; the dynamic loader's record, not the maps file, which the kernel
/// would describe the whole process for on every read).
pub fn abi() -> u32 {
    static ABI: OnceLock<u32> = OnceLock::new();
    *ABI.get_or_init(|| {
        let mut info = DlInfo {
            fname: std::ptr::null(),
            fbase: std::ptr::null_mut(),
            sname: std::ptr::null(),
            saddr: std::ptr::null_mut(),
        };
        // SAFETY: `dladdr` fills `info` for an address of this library; `fname` is then
        // the loader's NUL-terminated name of the library, kept while it stays loaded.
        let path = unsafe {
            if dladdr(abi as *const c_void, &mut info) == 0 || info.fname.is_null() {
                return 5;
            }
            std::ffi::CStr::from_ptr(info.fname).to_bytes()
        };
        if path.ends_with(b".so.7") {
            7
        } else if path.ends_with(b".so.6") {
            6
        } else {
            5
        }
    })
}

/// Prints `message` on stderr the first time `flag` is seen unset.
fn once(flag: &AtomicBool, message: &str) {
    if !flag.swap(true, Ordering::Relaxed) {
        eprintln!("hdb: {message}");
    }
}

fn connect() -> Result<Connection, hipError_t> {
    static NO_HDB: AtomicBool = AtomicBool::new(false);
    let Some(path) = std::env::var_os(SOCKET_ENV) else {
        once(
            &NO_HDB,
            "this libamdhip64 is hdb's simulated HIP runtime; run the program with \
             `hdb run --sim PROGRAM` to give it devices",
        );
        return Err(error::hipErrorNoDevice);
    };
    let stream = UnixStream::connect(&path).map_err(|e| {
        once(
            &NO_HDB,
            &format!("cannot reach hdb at {}: {e}", path.to_string_lossy()),
        );
        error::hipErrorNoDevice
    })?;
    let pid = std::process::id();
    let mut c = Connection {
        stream,
        pid,
        fenced: 0,
    };
    let hello = Request::Hello {
        version: PROTOCOL_VERSION,
        pid,
        abi: abi(),
    };
    // Not answered: hdb sets the connection up while the program goes on.
    if send(&mut c.stream, &hello).is_err() {
        return Err(lost());
    }
    CONNECTED.store(true, Ordering::Relaxed);
    Ok(c)
}

/// The status of calls once hdb has gone away.
fn lost() -> hipError_t {
    static LOST: AtomicBool = AtomicBool::new(false);
    crate::sticky::forget();
    once(
        &LOST,
        "lost the connection to hdb; HIP calls fail from here on",
    );
    error::hipErrorNoDevice
}

/// How long the threads of one process were blocked in calls that went to hdb, by request:
/// its kind, the calls and the nanoseconds.
struct Waited {
    /// The process counted (a forked child starts from nothing).
    pid: u32,
    by_request: Vec<(&'static str, u64, u64)>,
}

static WAITED: Mutex<Waited> = Mutex::new(Waited {
    pid: 0,
    by_request: Vec::new(),
});

/// Set once a connection to hdb was made: only then is there anyone to tell how long the
/// process waited.
static CONNECTED: AtomicBool = AtomicBool::new(false);

fn count_wait(kind: &'static str, took: Duration) {
    let pid = std::process::id();
    let mut w = WAITED.lock().unwrap_or_else(|p| p.into_inner());
    if w.pid != pid {
        *w = Waited {
            pid,
            by_request: Vec::new(),
        };
    }
    let nanos = took.as_nanos() as u64;
    // A few dozen kinds at most: a list is quicker to search than to hash.
    match w.by_request.iter_mut().find(|e| e.0 == kind) {
        Some(e) => {
            e.1 += 1;
            e.2 = e.2.saturating_add(nanos);
        }
        None => w.by_request.push((kind, 1, nanos)),
    }
}

/// Tells hdb how long this process waited for it (`--stats`), as the process exits: from the
/// library's finalizer, which runs after the program's own exit handlers (which may still
/// call HIP, `__hipUnregisterFatBinary` among them).
extern "C" fn report_waited() {
    if !CONNECTED.load(Ordering::Relaxed) {
        return;
    }
    let pid = std::process::id();
    let by_request: Vec<RequestWaited> = {
        let w = WAITED.lock().unwrap_or_else(|p| p.into_inner());
        if w.pid != pid {
            return;
        }
        w.by_request
            .iter()
            .map(|&(kind, calls, nanos)| RequestWaited {
                kind: kind.to_string(),
                calls,
                nanos,
            })
            .collect()
    };
    if !by_request.is_empty() {
        call_unmeasured(Request::Waited { by_request });
    }
}

#[used]
#[link_section = ".fini_array"]
static REPORT_WAITED: extern "C" fn() = report_waited;

/// Makes a call to hdb: its `hipError_t` and value. The time the calling thread is blocked
/// in it is counted for `--stats` ([`report_waited`]).
pub(crate) fn call(request: Request) -> (hipError_t, Value) {
    let started = Instant::now();
    let kind = request.kind();
    let answer = call_unmeasured(request);
    count_wait(kind, started.elapsed());
    answer
}

fn call_unmeasured(request: Request) -> (hipError_t, Value) {
    // Read before taking the connection: `post` takes them the other way round.
    let sent = posted(std::process::id());
    on_connection(|slot| call_on(slot, sent, &request))
        .unwrap_or((error::hipErrorNotSupported, Value::Nothing))
}

/// Runs `f` on the calling thread's connection slot (the one put aside once the thread's
/// storage is gone); `None` when the thread is inside a call already.
fn on_connection<R>(f: impl FnOnce(&mut Option<Connection>) -> R) -> Option<R> {
    let mut f = Some(f);
    let done = CONNECTION.try_with(|cell| {
        let Ok(mut slot) = cell.try_borrow_mut() else {
            // A host function or callback hdb asked for is calling HIP: hdb is waiting for
            // that function's answer, not for a new call.
            static NESTED: AtomicBool = AtomicBool::new(false);
            once(
                &NESTED,
                "a host function called from a kernel (or a stream callback) called HIP; \
                 that is not supported on the simulated device",
            );
            return None;
        };
        Some(f.take().expect("taken once")(&mut slot.0))
    });
    match done {
        Ok(r) => r,
        // The thread's storage is gone (calls from exit handlers after the main thread's
        // thread-local destructors ran): the connection it put aside.
        Err(_) => {
            let f = f.take().expect("not taken: the closure did not run");
            let mut spare = SPARE.lock().unwrap_or_else(|p| p.into_inner());
            Some(f(&mut spare))
        }
    }
}

/// `slot`'s connection, made first when it has none for this process.
fn connected(slot: &mut Option<Connection>) -> Result<&mut Connection, hipError_t> {
    let pid = std::process::id();
    if slot.as_ref().is_none_or(|c| c.pid != pid) {
        *slot = None;
        *slot = Some(connect()?);
    }
    Ok(slot.as_mut().expect("connected above"))
}

/// Makes a call on `slot`'s connection, after the process's posted requests up to `sent`.
fn call_on(slot: &mut Option<Connection>, sent: u64, request: &Request) -> (hipError_t, Value) {
    let c = match connected(slot) {
        Ok(c) => c,
        Err(s) => return (s, Value::Nothing),
    };
    let fenced = if sent > c.fenced {
        let r = send(&mut c.stream, &Request::AwaitPosted { sequence: sent });
        c.fenced = sent;
        r.map_err(WireError::from)
    } else {
        Ok(())
    };
    match fenced.and_then(|_| exchange(c, request)) {
        Ok(answer) => answer,
        Err(_) => {
            *slot = None;
            (lost(), Value::Nothing)
        }
    }
}

/// Sends a request that only informs hdb and gets no answer ([`Request::posted`]; `make`
/// gives it its number): the program goes on while hdb serves it. Timed like a call.
pub(crate) fn post(make: impl FnOnce(u64) -> Request) {
    let started = Instant::now();
    let pid = std::process::id();
    // Held while sending, so that the numbers go out in order.
    let mut posts = POSTS.lock().unwrap_or_else(|p| p.into_inner());
    if posts.pid != pid {
        *posts = Posts { pid, sent: 0 };
    }
    let sequence = posts.sent + 1;
    let request = make(sequence);
    let kind = request.kind();
    let sent = on_connection(|slot| {
        let Ok(c) = connected(slot) else {
            return false;
        };
        if send(&mut c.stream, &request).is_err() {
            *slot = None;
            lost();
            return false;
        }
        if c.fenced + 1 == sequence {
            c.fenced = sequence;
        }
        true
    });
    if sent == Some(true) {
        posts.sent = sequence;
    }
    drop(posts);
    count_wait(kind, started.elapsed());
}

/// Sends `request` and serves hdb's requests until the answer comes.
fn exchange(c: &mut Connection, request: &Request) -> Result<(hipError_t, Value), WireError> {
    send(&mut c.stream, request)?;
    // Not while a kernel runs on several threads: the simulator needs the cores then.
    let spin = if request.runs_kernel_threads() {
        Duration::ZERO
    } else {
        SPIN_FOR_ANSWER
    };
    loop {
        let answer = match receive_soon::<Reply>(&mut c.stream, spin)? {
            Reply::Done { status, value } => return Ok((status, value)),
            Reply::ReadHost { address, size } => {
                let mut bytes = vec![0u8; size as usize];
                // SAFETY: hdb asks for program memory a HIP call named (the host side of a
                // copy, host-visible memory the program registered); an invalid pointer
                // faults here as it would in the real runtime's copy.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        address as *const u8,
                        bytes.as_mut_ptr(),
                        bytes.len(),
                    )
                };
                Request::HostBytes {
                    bytes: Bytes(bytes),
                }
            }
            Reply::WriteHost { address, bytes } => {
                // SAFETY: as for ReadHost: memory the program gave a HIP call to write.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        bytes.0.as_ptr(),
                        address as *mut u8,
                        bytes.0.len(),
                    )
                };
                Request::HostWritten
            }
            Reply::Print { stream, pieces } => Request::Printed {
                count: print(stream, &pieces),
            },
            Reply::CallHostFunction {
                function,
                arguments,
            } => {
                let mut results = [0u64; 2];
                // SAFETY: the device passed this pointer to the hostcall function-call
                // service, whose contract is `void f(uint64_t out[2], const uint64_t *in)`.
                unsafe {
                    let f: extern "C" fn(*mut u64, *const u64) =
                        std::mem::transmute(function as usize);
                    f(results.as_mut_ptr(), arguments.as_ptr());
                }
                Request::HostCalled { results }
            }
        };
        send(&mut c.stream, &answer)?;
    }
}

type File = c_void;

extern "C" {
    static mut stdout: *mut File;
    static mut stderr: *mut File;
    fn fprintf(stream: *mut File, format: *const c_char, ...) -> c_int;
    fn fwrite(data: *const c_void, size: usize, count: usize, stream: *mut File) -> usize;
}

/// Text up to its first NUL, as a C string.
fn c_text(bytes: &[u8]) -> CString {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    CString::new(&bytes[..end]).unwrap_or_default()
}

/// Prints a device `printf` through this process's C stdio, one conversion at a time (as
/// ROCm's runtime does); returns what `printf` returns.
fn print(which: u32, pieces: &[PrintPiece]) -> c_int {
    // SAFETY: reading the C library's stream pointers, which it initialises before `main`.
    let out = unsafe {
        if which == stream::STDERR {
            stderr
        } else {
            stdout
        }
    };
    let mut total: c_int = 0;
    for p in pieces {
        let format = c_text(&p.format.0);
        let f = format.as_ptr();
        let s = |k: usize| p.stars.get(k).copied().unwrap_or(0);
        // SAFETY: `f` is a NUL-terminated conversion specification hdb split from the
        // device's format string, with as many `*`s as `stars` holds, and the argument has
        // the type the conversion reads (64-bit integers, doubles, C strings, pointers, as
        // the real runtime passes them).
        let n = unsafe {
            match (&p.argument, p.stars.len()) {
                (PrintArgument::Literal, _) => {
                    let text = &p.format.0;
                    fwrite(text.as_ptr().cast(), 1, text.len(), out) as c_int
                }
                (PrintArgument::Integer { value }, 0) => fprintf(out, f, *value),
                (PrintArgument::Integer { value }, 1) => fprintf(out, f, s(0), *value),
                (PrintArgument::Integer { value }, _) => fprintf(out, f, s(0), s(1), *value),
                (PrintArgument::Float { value }, 0) => fprintf(out, f, *value),
                (PrintArgument::Float { value }, 1) => fprintf(out, f, s(0), *value),
                (PrintArgument::Float { value }, _) => fprintf(out, f, s(0), s(1), *value),
                (PrintArgument::Text { bytes }, k) => {
                    let text = c_text(&bytes.0);
                    match k {
                        0 => fprintf(out, f, text.as_ptr()),
                        1 => fprintf(out, f, s(0), text.as_ptr()),
                        _ => fprintf(out, f, s(0), s(1), text.as_ptr()),
                    }
                }
                (PrintArgument::Address { value }, 0) => {
                    fprintf(out, f, *value as usize as *const c_void)
                }
                (PrintArgument::Address { value }, 1) => {
                    fprintf(out, f, s(0), *value as usize as *const c_void)
                }
                (PrintArgument::Address { value }, _) => {
                    fprintf(out, f, s(0), s(1), *value as usize as *const c_void)
                }
            }
        };
        if n < 0 {
            return n;
        }
        total += n;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::receive;
    use std::os::unix::net::UnixListener;

    /// Reads one connection's requests, answering those that want it, until `last` (by
    /// kind) arrives; returns their kinds (with their numbers for `AwaitPosted` and the
    /// posted `RegisterFunction`).
    fn serve_until(mut stream: UnixStream, last: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let request: Request = receive(&mut stream).unwrap();
            seen.push(match &request {
                Request::AwaitPosted { sequence } => format!("AwaitPosted {sequence}"),
                Request::RegisterFunction { sequence, .. } => {
                    format!("RegisterFunction {sequence}")
                }
                r => r.kind().to_string(),
            });
            if request.answered() {
                let done = Reply::Done {
                    status: 0,
                    value: Value::Nothing,
                };
                send(&mut stream, &done).unwrap();
            }
            if request.kind() == last {
                return seen;
            }
        }
    }

    /// Held by the tests that serve the library as hdb: connections find hdb through the
    /// process's environment.
    static SERVING: Mutex<()> = Mutex::new(());

    /// A socket for `test`'s connections, named in the environment; its folder.
    fn listen(test: &str) -> (UnixListener, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("hip-runtime-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("socket");
        let _ = std::fs::remove_file(&path);
        let listener = UnixListener::bind(&path).unwrap();
        std::env::set_var(SOCKET_ENV, &path);
        (listener, dir)
    }

    #[test]
    fn a_thread_calls_after_what_other_threads_posted() {
        let _serving = SERVING.lock().unwrap_or_else(|p| p.into_inner());
        let (listener, dir) = listen("posts");
        // One thread posts a registration and makes a call of its own after it.
        let posting = std::thread::spawn(|| {
            post(|sequence| Request::RegisterFunction {
                sequence,
                fatbin: 1,
                host_function: 2,
                name: "k".into(),
            });
            call(Request::GetDevice)
        });
        let (first, _) = listener.accept().unwrap();
        assert_eq!(
            serve_until(first, "GetDevice"),
            ["Hello", "RegisterFunction 1", "GetDevice"],
            "the posting connection sees its own posts in order"
        );
        assert_eq!(posting.join().unwrap().0, 0);
        // Another thread's first call: its connection has not carried the post.
        let other = std::thread::spawn(|| call(Request::DeviceCount));
        let (second, _) = listener.accept().unwrap();
        assert_eq!(
            serve_until(second, "DeviceCount"),
            ["Hello", "AwaitPosted 1", "DeviceCount"]
        );
        assert_eq!(other.join().unwrap().0, 0);
        // The process's exit report would go to a server that is gone.
        CONNECTED.store(false, Ordering::Relaxed);
        drop(listener);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Serves one connection: each request must be of the next kind in `script`, and the
    /// answered ones get its status and value; returns at the script's end. (`AwaitPosted`,
    /// for another test's posts, is let through.)
    fn serve_script(mut stream: UnixStream, script: Vec<(&str, hipError_t, Value)>) {
        for (i, (kind, status, value)) in script.into_iter().enumerate() {
            let request = loop {
                match receive::<Request>(&mut stream).unwrap() {
                    Request::AwaitPosted { .. } => continue,
                    r => break r,
                }
            };
            assert_eq!(request.kind(), kind, "request {i}");
            if request.answered() {
                send(&mut stream, &Reply::Done { status, value }).unwrap();
            }
        }
    }

    /// A launch of a module function hdb (a test's script) accepts, without arguments.
    fn launch() -> hipError_t {
        // SAFETY: no arguments to read, a null stream.
        unsafe {
            crate::launch::hipModuleLaunchKernel(
                0x1234 as *mut c_void,
                1,
                1,
                1,
                64,
                1,
                1,
                0,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        }
    }

    #[test]
    fn synchronising_asks_hdb_while_another_thread_launches() {
        use crate::device::hipDeviceSynchronize;
        use crate::protocol::StickyErrors;
        let _serving = SERVING.lock().unwrap_or_else(|p| p.into_inner());
        crate::sticky::start_anew();
        let (listener, dir) = listen("launching");
        let clean = || Reply::Done {
            status: 0,
            value: Value::Launched {
                errors: StickyErrors::default(),
                layout: None,
            },
        };
        let next = |stream: &mut UnixStream| loop {
            match receive::<Request>(stream).unwrap() {
                Request::AwaitPosted { .. } | Request::Hello { .. } => continue,
                r => break r.kind(),
            }
        };
        // One thread launches twice; hdb (a debugger, say) holds the second launch.
        let launching = std::thread::spawn(|| [launch(), launch()]);
        let (mut first, _) = listener.accept().unwrap();
        assert_eq!(next(&mut first), "Launch");
        send(&mut first, &clean()).unwrap();
        assert_eq!(next(&mut first), "Launch");
        // Meanwhile another thread's synchronisation asks hdb (which would answer once
        // the kernel has ended).
        let waiting = std::thread::spawn(|| (hipDeviceSynchronize(), call(Request::GetDevice).0));
        let (mut second, _) = listener.accept().unwrap();
        assert_eq!(next(&mut second), "DeviceSynchronize");
        send(&mut first, &clean()).unwrap();
        let done = Reply::Done {
            status: 0,
            value: Value::Nothing,
        };
        send(&mut second, &done).unwrap();
        assert_eq!(next(&mut second), "GetDevice");
        send(&mut second, &done).unwrap();
        assert_eq!(launching.join().unwrap(), [0, 0]);
        assert_eq!(waiting.join().unwrap(), (0, 0));
        // With no launch in flight, a thread's synchronisation is answered here: its next
        // request is the call after it.
        let after = std::thread::spawn(|| (hipDeviceSynchronize(), call(Request::GetDevice).0));
        let (mut third, _) = listener.accept().unwrap();
        assert_eq!(next(&mut third), "GetDevice");
        send(&mut third, &done).unwrap();
        assert_eq!(after.join().unwrap(), (0, 0));
        CONNECTED.store(false, Ordering::Relaxed);
        drop(listener);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn synchronising_asks_hdb_only_when_a_device_may_have_an_error() {
        use crate::protocol::StickyErrors;
        use std::ptr::null_mut;
        let _serving = SERVING.lock().unwrap_or_else(|p| p.into_inner());
        crate::sticky::start_anew();
        let (listener, dir) = listen("sticky");
        let launched = |changes, error| Value::Launched {
            errors: StickyErrors { changes, error },
            layout: None,
        };
        let program = std::thread::spawn(|| {
            use crate::device::{hipDeviceReset, hipDeviceSynchronize};
            use crate::stream::*;
            let mut event = null_mut();
            // SAFETY: a valid out-parameter.
            assert_eq!(unsafe { hipEventCreate(&mut event) }, 0);
            let waits = || {
                [
                    hipEventSynchronize(event),
                    hipEventQuery(event),
                    hipStreamSynchronize(null_mut()),
                    hipStreamQuery(null_mut()),
                    hipDeviceSynchronize(),
                ]
            };
            let mut seen = vec![("untold", hipDeviceSynchronize())];
            seen.push(("launch", launch()));
            seen.extend(waits().map(|s| ("clean", s)));
            seen.push((
                "wait for an event",
                hipStreamWaitEvent(null_mut(), event, 0),
            ));
            let mut stream = null_mut();
            // SAFETY: a valid out-parameter.
            assert_eq!(unsafe { hipStreamCreate(&mut stream) }, 0);
            seen.push(("created stream", hipStreamSynchronize(stream)));
            seen.push(("faulting launch", launch()));
            seen.extend(waits().map(|s| ("sticky", s)));
            seen.push(("reset", hipDeviceReset()));
            seen.extend(waits().map(|s| ("reset", s)));
            seen.push(("stream from before the reset", hipStreamSynchronize(stream)));
            seen
        });
        let (connection, _) = listener.accept().unwrap();
        let illegal = error::hipErrorIllegalAddress;
        let nothing = || Value::Nothing;
        serve_script(
            connection,
            vec![
                ("Hello", 0, nothing()),
                // Nothing told yet: hdb answers (here, that the device has no error).
                ("DeviceSynchronize", 0, nothing()),
                ("Launch", 0, launched(0, 0)),
                // The clean waits, the stream wait and the new stream's: none asks hdb.
                ("StreamCreate", 0, Value::Number { value: 0x1000 }),
                ("Launch", 0, launched(1, illegal)),
                // With an error, every wait asks hdb, which names it.
                ("EventSynchronize", illegal, nothing()),
                ("EventSynchronize", illegal, nothing()),
                ("StreamSynchronize", illegal, nothing()),
                ("StreamQuery", illegal, nothing()),
                ("DeviceSynchronize", illegal, nothing()),
                (
                    "DeviceReset",
                    0,
                    Value::Reset {
                        errors: StickyErrors {
                            changes: 2,
                            error: 0,
                        },
                    },
                ),
                // Clean again; but the reset may have dropped the stream.
                ("StreamSynchronize", error::hipErrorInvalidHandle, nothing()),
            ],
        );
        let seen = program.join().unwrap();
        let expected: Vec<(&str, hipError_t)> = [("untold", 0), ("launch", 0)]
            .into_iter()
            .chain([("clean", 0); 5])
            .chain([("wait for an event", 0), ("created stream", 0)])
            .chain([("faulting launch", 0)])
            .chain([("sticky", illegal); 5])
            .chain([("reset", 0); 6])
            .chain([("stream from before the reset", error::hipErrorInvalidHandle)])
            .collect();
        assert_eq!(seen, expected);
        CONNECTED.store(false, Ordering::Relaxed);
        drop(listener);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
