//! Streams (kept by hdb, which runs each stream's work in order as it is submitted), events
//! and host callbacks, which run here in the calling thread once the stream's earlier work
//! is done.
//!
//! Events are kept here: every operation a stream holds has finished by the time its call
//! returns, so an event recorded on a stream is reached at once, at the host's time then, and
//! creating, recording, timing and destroying one needs nothing of hdb (a round trip each,
//! which a program timing every kernel makes hundreds of). Waiting on an event or a stream
//! can only report a sticky error, which [`crate::sticky`] answers without hdb while no
//! device has one.

use std::collections::HashMap;
use std::ffi::{c_int, c_uint, c_void};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

use crate::connection::call;
use crate::protocol::{error, Request};
use crate::{hipError_t, number, put, status};

type Stream = *mut c_void;
type Event = *mut c_void;

/// A stream created here.
struct StreamSettings {
    flags: c_uint,
    priority: c_int,
    /// Whether hdb still has it for certain: created since the process's last
    /// `hipDeviceReset`, which drops the reset device's streams (whose device this library
    /// does not know), and not destroyed.
    certain: bool,
}

/// The streams created here.
fn stream_settings() -> &'static Mutex<HashMap<u64, StreamSettings>> {
    static TABLE: OnceLock<Mutex<HashMap<u64, StreamSettings>>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// After `hipDeviceReset`: the streams created before it may be gone.
pub(crate) fn device_reset() {
    if let Ok(mut t) = stream_settings().lock() {
        for s in t.values_mut() {
            s.certain = false;
        }
    }
}

/// Whether hdb certainly has `stream`: the null and per-thread streams, or one created here
/// since the last reset and not destroyed.
fn stream_certain(stream: Stream) -> bool {
    let s = stream as u64;
    s <= 2
        || stream_settings()
            .lock()
            .is_ok_and(|t| t.get(&s).is_some_and(|s| s.certain))
}

/// `hipStreamSynchronize` and `hipStreamQuery` (the stream's work is done, and so are the
/// host callbacks' waits): the sticky error of the stream's device, without asking hdb
/// while no device has one.
fn stream_done(stream: Stream, query: bool) -> hipError_t {
    if stream_certain(stream) && crate::sticky::clean() {
        return 0;
    }
    let stream = stream as u64;
    call(if query {
        Request::StreamQuery { stream }
    } else {
        Request::StreamSynchronize { stream }
    })
    .0
}

unsafe fn create(stream: *mut Stream, flags: c_uint, priority: c_int) -> hipError_t {
    if stream.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::StreamCreate { flags, priority });
    let id = number(&v);
    if s == 0 {
        if let Ok(mut t) = stream_settings().lock() {
            t.insert(
                id,
                StreamSettings {
                    flags,
                    priority,
                    certain: true,
                },
            );
        }
    }
    // SAFETY: checked non-null.
    unsafe { put(stream, id as usize as Stream) };
    status(s)
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamCreate(stream: *mut Stream) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { create(stream, 0, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamCreateWithFlags(
    stream: *mut Stream,
    flags: c_uint,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { create(stream, flags, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamCreateWithPriority(
    stream: *mut Stream,
    flags: c_uint,
    priority: c_int,
) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { create(stream, flags, priority) }
}

#[no_mangle]
pub extern "C" fn hipStreamDestroy(stream: Stream) -> hipError_t {
    if let Ok(mut t) = stream_settings().lock() {
        t.remove(&(stream as u64));
    }
    status(
        call(Request::StreamDestroy {
            stream: stream as u64,
        })
        .0,
    )
}

macro_rules! stream_done_calls {
    ($($name:ident => $query:expr;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name(stream: Stream) -> hipError_t {
            status(stream_done(stream, $query))
        }
    )*};
}

stream_done_calls! {
    hipStreamSynchronize => false;
    hipStreamSynchronize_spt => false;
    hipStreamQuery => true;
    hipStreamQuery_spt => true;
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetFlags(stream: Stream, flags: *mut c_uint) -> hipError_t {
    let f = stream_settings()
        .lock()
        .ok()
        .and_then(|t| t.get(&(stream as u64)).map(|s| s.flags))
        .unwrap_or(0);
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(flags, f) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetFlags_spt(stream: Stream, flags: *mut c_uint) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipStreamGetFlags(stream, flags) }
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetPriority(stream: Stream, priority: *mut c_int) -> hipError_t {
    let p = stream_settings()
        .lock()
        .ok()
        .and_then(|t| t.get(&(stream as u64)).map(|s| s.priority))
        .unwrap_or(0);
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(priority, p) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetPriority_spt(
    stream: Stream,
    priority: *mut c_int,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipStreamGetPriority(stream, priority) }
}

type Callback = extern "C" fn(Stream, hipError_t, *mut c_void);
type HostFunction = extern "C" fn(*mut c_void);

#[no_mangle]
pub extern "C" fn hipStreamAddCallback(
    stream: Stream,
    callback: Option<Callback>,
    data: *mut c_void,
    _flags: c_uint,
) -> hipError_t {
    let Some(callback) = callback else {
        return status(error::hipErrorInvalidValue);
    };
    let s = stream_done(stream, false);
    callback(stream, s, data);
    status(0)
}

#[no_mangle]
pub extern "C" fn hipStreamAddCallback_spt(
    stream: Stream,
    callback: Option<Callback>,
    data: *mut c_void,
    flags: c_uint,
) -> hipError_t {
    hipStreamAddCallback(stream, callback, data, flags)
}

#[no_mangle]
pub extern "C" fn hipLaunchHostFunc(
    stream: Stream,
    function: Option<HostFunction>,
    data: *mut c_void,
) -> hipError_t {
    let Some(function) = function else {
        return status(error::hipErrorInvalidValue);
    };
    let s = stream_done(stream, false);
    if s != 0 {
        return status(s);
    }
    function(data);
    status(0)
}

#[no_mangle]
pub extern "C" fn hipLaunchHostFunc_spt(
    stream: Stream,
    function: Option<HostFunction>,
    data: *mut c_void,
) -> hipError_t {
    hipLaunchHostFunc(stream, function, data)
}

/// An event: whether it times, and when it was last recorded.
struct EventState {
    timing: bool,
    recorded: Option<Instant>,
}

/// `hipEventDisableTiming`.
const EVENT_DISABLE_TIMING: c_uint = 2;

/// The events of this process, by handle (what the program holds).
fn events() -> &'static Mutex<(u64, HashMap<u64, EventState>)> {
    static TABLE: OnceLock<Mutex<(u64, HashMap<u64, EventState>)>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// A handle no event of this process has: a count in the upper half of the address space's
/// user part, so that it is never null and never a stream's handle.
const EVENT_HANDLES: u64 = 0x7e7e_0000_0000;

/// Whether `stream` is one the program may name: the null and per-thread streams, or one
/// created here and not destroyed.
fn stream_known(stream: Stream) -> bool {
    let s = stream as u64;
    s <= 2 || stream_settings().lock().is_ok_and(|t| t.contains_key(&s))
}

/// Runs `f` on the event, or says it is not one.
fn with_event<R>(event: Event, f: impl FnOnce(&mut EventState) -> R) -> Result<R, hipError_t> {
    let mut t = events().lock().unwrap_or_else(|p| p.into_inner());
    t.1.get_mut(&(event as u64))
        .map(f)
        .ok_or(error::hipErrorInvalidHandle)
}

unsafe fn create_event(event: *mut Event, flags: c_uint) -> hipError_t {
    if event.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let handle = {
        let mut t = events().lock().unwrap_or_else(|p| p.into_inner());
        t.0 += 1;
        let handle = EVENT_HANDLES + 16 * t.0;
        t.1.insert(
            handle,
            EventState {
                timing: flags & EVENT_DISABLE_TIMING == 0,
                recorded: None,
            },
        );
        handle
    };
    // SAFETY: checked non-null.
    unsafe { put(event, handle as usize as Event) };
    status(0)
}

#[no_mangle]
pub extern "C" fn hipEventDestroy(event: Event) -> hipError_t {
    let mut t = events().lock().unwrap_or_else(|p| p.into_inner());
    status(match t.1.remove(&(event as u64)) {
        Some(_) => 0,
        None => error::hipErrorInvalidHandle,
    })
}

#[no_mangle]
pub extern "C" fn hipEventRecord(event: Event, stream: Stream) -> hipError_t {
    if !stream_known(stream) {
        return status(error::hipErrorInvalidHandle);
    }
    status(
        match with_event(event, |e| e.recorded = Some(Instant::now())) {
            Ok(()) => 0,
            Err(s) => s,
        },
    )
}

#[no_mangle]
pub extern "C" fn hipEventRecord_spt(event: Event, stream: Stream) -> hipError_t {
    hipEventRecord(event, stream)
}

/// `hipEventSynchronize` and `hipEventQuery`: the event's work is done; the device's sticky
/// error, if a kernel faulted, is hdb's to tell.
fn event_done(event: Event) -> hipError_t {
    if let Err(s) = with_event(event, |_| ()) {
        return status(s);
    }
    if crate::sticky::clean() {
        return status(0);
    }
    status(call(Request::EventSynchronize).0)
}

#[no_mangle]
pub extern "C" fn hipEventSynchronize(event: Event) -> hipError_t {
    event_done(event)
}

#[no_mangle]
pub extern "C" fn hipEventQuery(event: Event) -> hipError_t {
    event_done(event)
}

#[no_mangle]
pub extern "C" fn hipStreamWaitEvent(stream: Stream, event: Event, _flags: c_uint) -> hipError_t {
    if let Err(s) = with_event(event, |_| ()) {
        return status(s);
    }
    // The event is reached already: nothing to wait for, once the stream is sure to exist.
    if stream_certain(stream) {
        return status(0);
    }
    status(
        call(Request::StreamWaitEvent {
            stream: stream as u64,
        })
        .0,
    )
}

#[no_mangle]
pub extern "C" fn hipStreamWaitEvent_spt(
    stream: Stream,
    event: Event,
    flags: c_uint,
) -> hipError_t {
    hipStreamWaitEvent(stream, event, flags)
}

#[no_mangle]
pub unsafe extern "C" fn hipEventCreate(event: *mut Event) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { create_event(event, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn hipEventCreateWithFlags(event: *mut Event, flags: c_uint) -> hipError_t {
    // SAFETY: the caller's out-parameter.
    unsafe { create_event(event, flags) }
}

#[no_mangle]
pub unsafe extern "C" fn hipEventElapsedTime(
    ms: *mut f32,
    start: Event,
    stop: Event,
) -> hipError_t {
    if ms.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let times = |e: Event| with_event(e, |e| (e.timing, e.recorded));
    let elapsed = match (times(start), times(stop)) {
        (Ok((true, Some(t0))), Ok((true, Some(t1)))) => Ok(if t1 >= t0 {
            (t1 - t0).as_secs_f64() * 1e3
        } else {
            -((t0 - t1).as_secs_f64() * 1e3)
        }),
        (Ok((true, _)), Ok((true, _))) => Err(error::hipErrorNotReady),
        _ => Err(error::hipErrorInvalidHandle),
    };
    match elapsed {
        Ok(v) => {
            // SAFETY: checked non-null.
            unsafe { put(ms, v as f32) };
            status(0)
        }
        Err(s) => status(s),
    }
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamIsCapturing(
    _stream: Stream,
    capturing: *mut c_int,
) -> hipError_t {
    // hipStreamCaptureStatusNone: graphs are not simulated, so nothing captures.
    // SAFETY: an out-parameter of the caller's.
    status(if unsafe { put(capturing, 0) } {
        0
    } else {
        error::hipErrorInvalidValue
    })
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamIsCapturing_spt(
    stream: Stream,
    capturing: *mut c_int,
) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { hipStreamIsCapturing(stream, capturing) }
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetDevice(_stream: Stream, device: *mut c_int) -> hipError_t {
    // SAFETY: the same contract.
    unsafe { crate::device::hipGetDevice(device) }
}

#[no_mangle]
pub extern "C" fn hipGetStreamDeviceId(_stream: Stream) -> c_int {
    let mut d = 0;
    // SAFETY: a local out-parameter.
    unsafe { crate::device::hipGetDevice(&mut d) };
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_event(flags: c_uint) -> Event {
        let mut e: Event = std::ptr::null_mut();
        // SAFETY: a valid out-parameter.
        assert_eq!(unsafe { hipEventCreateWithFlags(&mut e, flags) }, 0);
        assert!(!e.is_null());
        e
    }

    fn elapsed(start: Event, stop: Event) -> Result<f32, hipError_t> {
        let mut ms = -1.0f32;
        // SAFETY: a valid out-parameter.
        match unsafe { hipEventElapsedTime(&mut ms, start, stop) } {
            0 => Ok(ms),
            s => Err(s),
        }
    }

    #[test]
    fn events_are_recorded_timed_and_destroyed_here() {
        let (a, b) = (new_event(0), new_event(0));
        assert_ne!(a, b);
        assert_eq!(elapsed(a, b), Err(error::hipErrorNotReady));
        assert_eq!(hipEventRecord(a, std::ptr::null_mut()), 0);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert_eq!(hipEventRecord(b, std::ptr::null_mut()), 0);
        let ms = elapsed(a, b).expect("both recorded");
        assert!(ms >= 2.0, "{ms} ms");
        assert!(elapsed(b, a).expect("both recorded") <= -2.0);
        // Without timing, or once destroyed, an event is no timing's end.
        let untimed = new_event(EVENT_DISABLE_TIMING);
        assert_eq!(hipEventRecord(untimed, std::ptr::null_mut()), 0);
        assert_eq!(elapsed(a, untimed), Err(error::hipErrorInvalidHandle));
        assert_eq!(hipEventDestroy(b), 0);
        assert_eq!(hipEventDestroy(b), error::hipErrorInvalidHandle);
        assert_eq!(elapsed(a, b), Err(error::hipErrorInvalidHandle));
        assert_eq!(
            hipEventRecord(b, std::ptr::null_mut()),
            error::hipErrorInvalidHandle
        );
    }

    #[test]
    fn events_check_their_arguments() {
        // SAFETY: a null out-parameter is refused, not written.
        let refused = unsafe { hipEventCreate(std::ptr::null_mut()) };
        assert_eq!(refused, error::hipErrorInvalidValue);
        let e = new_event(0);
        // A stream never created here.
        let stranger = 0x1234 as Stream;
        assert_eq!(hipEventRecord(e, stranger), error::hipErrorInvalidHandle);
        assert_eq!(hipEventRecord(e, 2 as Stream), 0, "the per-thread stream");
        assert_eq!(
            hipEventSynchronize(0x99 as Event),
            error::hipErrorInvalidHandle,
            "refused here, without asking hdb"
        );
        // SAFETY: a null out-parameter is refused, not written.
        let refused = unsafe { hipEventElapsedTime(std::ptr::null_mut(), e, e) };
        assert_eq!(refused, error::hipErrorInvalidValue);
    }
}
