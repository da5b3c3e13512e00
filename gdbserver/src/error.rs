//! The crate's errors.

use crate::packet::FrameError;

/// What can go wrong speaking the protocol.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Reading or writing the connection failed.
    #[error("connection: {0}")]
    Io(std::io::Error),
    /// The peer closed the connection.
    #[error("the connection was closed")]
    Closed,
    /// A packet was dropped by the framing layer.
    #[error("{0}")]
    Frame(FrameError),
    /// A packet's contents do not follow its syntax.
    #[error("malformed {what}: {why}")]
    Malformed {
        /// Which packet or field.
        what: &'static str,
        /// What is wrong.
        why: &'static str,
    },
    /// The stub answered a request with something the client cannot use.
    #[error("unexpected reply to `{request}`: `{reply}`")]
    UnexpectedReply {
        /// The request (shortened).
        request: String,
        /// The reply (shortened).
        reply: String,
    },
    /// The stub does not support a packet the client needs (empty reply).
    #[error("the stub does not support `{0}` (is it `hdb serve`?)")]
    Unsupported(String),
    /// The peer refused the connection with a message (`E.` before any request).
    #[error("refused: {0}")]
    Refused(String),
    /// The peer sent bytes that are not the protocol (it is some other server).
    #[error("the peer is not a gdb-remote stub: it sent `{0}`")]
    NotAStub(String),
    /// The peer did not answer within the handshake timeout.
    #[error("no answer within {0} s: is it `hdb serve`?")]
    NoAnswer(u64),
    /// A launch or listen option is not usable.
    #[error("{0}")]
    Config(String),
}

// Not `#[from]`: that would also make the I/O error the source, and a report of the chain
// (`anyhow`'s `{:#}`) would print it twice.
impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::Io(e)
    }
}

impl From<FrameError> for Error {
    fn from(e: FrameError) -> Self {
        Error::Frame(e)
    }
}
