//! Streams and events (kept by hdb, which runs each stream's work in order as it is
//! submitted), and host callbacks, which run here in the calling thread once the stream's
//! earlier work is done.

use std::collections::HashMap;
use std::ffi::{c_int, c_uint, c_void};
use std::sync::{Mutex, OnceLock};

use crate::connection::call;
use crate::protocol::{error, Request, Value};
use crate::{hipError_t, number, put, status};

type Stream = *mut c_void;
type Event = *mut c_void;

/// Flags and priority of the streams created here.
fn stream_settings() -> &'static Mutex<HashMap<u64, (c_uint, c_int)>> {
    static TABLE: OnceLock<Mutex<HashMap<u64, (c_uint, c_int)>>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

unsafe fn create(stream: *mut Stream, flags: c_uint, priority: c_int) -> hipError_t {
    if stream.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::StreamCreate { flags, priority });
    let id = number(&v);
    if s == 0 {
        if let Ok(mut t) = stream_settings().lock() {
            t.insert(id, (flags, priority));
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

macro_rules! stream_calls {
    ($($name:ident($($a:ident: $t:ty),*) => $request:expr;)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name($($a: $t),*) -> hipError_t {
            status(call($request).0)
        }
    )*};
}

stream_calls! {
    hipStreamSynchronize(stream: Stream) => Request::StreamSynchronize { stream: stream as u64 };
    hipStreamSynchronize_spt(stream: Stream) => Request::StreamSynchronize { stream: stream as u64 };
    hipStreamQuery(stream: Stream) => Request::StreamQuery { stream: stream as u64 };
    hipStreamQuery_spt(stream: Stream) => Request::StreamQuery { stream: stream as u64 };
    hipStreamWaitEvent(stream: Stream, event: Event, _flags: c_uint) => Request::StreamWaitEvent { stream: stream as u64, event: event as u64 };
    hipStreamWaitEvent_spt(stream: Stream, event: Event, _flags: c_uint) => Request::StreamWaitEvent { stream: stream as u64, event: event as u64 };
    hipEventDestroy(event: Event) => Request::EventDestroy { event: event as u64 };
    hipEventRecord(event: Event, stream: Stream) => Request::EventRecord { event: event as u64, stream: stream as u64 };
    hipEventRecord_spt(event: Event, stream: Stream) => Request::EventRecord { event: event as u64, stream: stream as u64 };
    hipEventSynchronize(event: Event) => Request::EventSynchronize { event: event as u64 };
    hipEventQuery(event: Event) => Request::EventQuery { event: event as u64 };
}

#[no_mangle]
pub unsafe extern "C" fn hipStreamGetFlags(stream: Stream, flags: *mut c_uint) -> hipError_t {
    let f = stream_settings()
        .lock()
        .ok()
        .and_then(|t| t.get(&(stream as u64)).map(|s| s.0))
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
        .and_then(|t| t.get(&(stream as u64)).map(|s| s.1))
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
    let s = call(Request::StreamSynchronize {
        stream: stream as u64,
    })
    .0;
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
    let s = call(Request::StreamSynchronize {
        stream: stream as u64,
    })
    .0;
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

unsafe fn create_event(event: *mut Event, flags: c_uint) -> hipError_t {
    if event.is_null() {
        return status(error::hipErrorInvalidValue);
    }
    let (s, v) = call(Request::EventCreate { flags });
    // SAFETY: checked non-null.
    unsafe { put(event, number(&v) as usize as Event) };
    status(s)
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
    let (s, v) = call(Request::EventElapsedTime {
        start: start as u64,
        stop: stop as u64,
    });
    if let Value::Real { value } = v {
        // SAFETY: checked non-null.
        unsafe { put(ms, value) };
    }
    status(s)
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
