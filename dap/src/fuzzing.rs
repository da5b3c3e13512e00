//! The body of the `dap_framing` fuzz target, shared with the test that replays its
//! regressions: any bytes as a client's stream, through the framing, the message parser and
//! the adapter's dispatch (sessions cannot be opened: the launcher refuses), to the end of
//! the stream. It must return, without a panic.

use crate::launch::{AttachArguments, Debuggee, LaunchArguments, LaunchError, Launcher};
use crate::server::{serve, Options};

/// A launcher that opens nothing.
struct Refuse;

impl Launcher for Refuse {
    fn launch(&mut self, _: &LaunchArguments) -> Result<Debuggee, LaunchError> {
        Err(LaunchError("no programs in the fuzzer".into()))
    }
    fn attach(&mut self, _: &AttachArguments) -> Result<Debuggee, LaunchError> {
        Err(LaunchError("no targets in the fuzzer".into()))
    }
}

/// Serves `data` as a client's whole stream.
pub fn framing(data: &[u8]) {
    let input = std::io::Cursor::new(data.to_vec());
    let _ = serve(
        input,
        std::io::sink(),
        Box::new(Refuse),
        &Options::default(),
    );
}
