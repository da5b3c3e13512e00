//! The protocol's messages: the types generated from the schema ([`generated`]), incoming
//! requests as hdb reads them, the responses and events it writes, and the errors it
//! answers with ([`ErrorId`]).

#[rustfmt::skip]
#[allow(missing_docs, clippy::all, clippy::pedantic)]
pub mod generated;

pub use generated::*;

use serde_json::{json, Value};

/// A request from the client.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// Its sequence number (the response's `request_seq`).
    pub seq: i64,
    /// The command.
    pub command: String,
    /// The arguments (`null` when absent).
    pub arguments: Value,
}

/// A message from the client.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming {
    /// A request.
    Request(Request),
    /// A response (to a reverse request) or an event: nothing hdb waits for.
    Other {
        /// Its `type`.
        kind: String,
    },
}

/// Why a message is not a protocol message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// The body is not JSON.
    #[error("the message is not JSON: {0}")]
    NotJson(String),
    /// The JSON is not an object with `seq` and `type`.
    #[error("the message is not a protocol message: {0}")]
    NotMessage(&'static str),
}

/// Parses a message body.
pub fn parse(body: &[u8]) -> Result<Incoming, MessageError> {
    let v: Value =
        serde_json::from_slice(body).map_err(|e| MessageError::NotJson(e.to_string()))?;
    let o = v
        .as_object()
        .ok_or(MessageError::NotMessage("not a JSON object"))?;
    let kind = o
        .get("type")
        .and_then(Value::as_str)
        .ok_or(MessageError::NotMessage("no `type`"))?;
    if kind != "request" {
        return Ok(Incoming::Other {
            kind: kind.to_string(),
        });
    }
    let seq = o
        .get("seq")
        .and_then(Value::as_i64)
        .ok_or(MessageError::NotMessage(
            "a request without an integer `seq`",
        ))?;
    // A request with a `seq` but no command string is still answered (with an error the
    // adapter gives the empty command), so that a client waiting for that `seq` hears back.
    let command = o.get("command").and_then(Value::as_str).unwrap_or_default();
    Ok(Incoming::Request(Request {
        seq,
        command: command.to_string(),
        arguments: o.get("arguments").cloned().unwrap_or(Value::Null),
    }))
}

/// The errors hdb answers requests with: each has a stable number (`body.error.id`) and a
/// short name (the response's `message`); the text says what went wrong and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorId {
    /// A request hdb does not implement (a custom one from another adapter, or one the
    /// capabilities do not advertise).
    UnknownRequest = 1,
    /// The arguments do not have the shape the schema gives.
    BadArguments = 2,
    /// No program or target yet (before `launch`/`attach`), or it has ended.
    NoSession = 3,
    /// The program is not stopped where the request needs a stopped wave (the protocol's
    /// `notStopped`).
    NotStopped = 4,
    /// The engine refused or failed (an expression that does not evaluate, memory that
    /// cannot be read, a location that resolves nowhere).
    Engine = 5,
    /// `launch` or `attach` could not start the session.
    Launch = 6,
    /// The target cannot do this (a core file cannot run or be written).
    Unsupported = 7,
    /// A reference (thread, frame, variables, source, memory) that does not exist, or no
    /// longer does after the program ran.
    StaleReference = 8,
}

impl ErrorId {
    /// Every error hdb answers with.
    pub const ALL: [ErrorId; 8] = [
        ErrorId::UnknownRequest,
        ErrorId::BadArguments,
        ErrorId::NoSession,
        ErrorId::NotStopped,
        ErrorId::Engine,
        ErrorId::Launch,
        ErrorId::Unsupported,
        ErrorId::StaleReference,
    ];

    /// The response's `message`: a short name (`notStopped` is the protocol's own).
    pub const fn name(self) -> &'static str {
        match self {
            ErrorId::UnknownRequest => "unknownRequest",
            ErrorId::BadArguments => "badArguments",
            ErrorId::NoSession => "noSession",
            ErrorId::NotStopped => "notStopped",
            ErrorId::Engine => "engine",
            ErrorId::Launch => "launch",
            ErrorId::Unsupported => "unsupported",
            ErrorId::StaleReference => "staleReference",
        }
    }
}

/// A failed request: which error and what to tell the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// Which error.
    pub id: ErrorId,
    /// The text (shown to the user when `show_user`).
    pub text: String,
    /// Whether a client should show it (a failed launch) rather than only use it (a watch
    /// that does not evaluate shows the text in place).
    pub show_user: bool,
}

impl Failure {
    /// A failure the client uses in place (not a pop-up).
    pub fn new(id: ErrorId, text: impl Into<String>) -> Failure {
        Failure {
            id,
            text: text.into(),
            show_user: false,
        }
    }

    /// A failure the client should show the user.
    pub fn shown(id: ErrorId, text: impl Into<String>) -> Failure {
        Failure {
            id,
            text: text.into(),
            show_user: true,
        }
    }
}

/// A response to `request` (without `seq`: the writer numbers messages).
pub fn response(request: &Request, result: Result<Value, Failure>) -> Value {
    match result {
        Ok(body) => {
            let mut r = json!({
                "type": "response",
                "request_seq": request.seq,
                "success": true,
                "command": request.command,
            });
            if !body.is_null() {
                r["body"] = body;
            }
            r
        }
        Err(f) => json!({
            "type": "response",
            "request_seq": request.seq,
            "success": false,
            "command": request.command,
            "message": f.text,
            "body": {"error": {
                "id": f.id as i64,
                "format": f.text.replace('{', "{{").replace('}', "}}"),
                "showUser": f.show_user,
                "variables": {"kind": f.id.name()},
            }},
        }),
    }
}

/// An event (without `seq`).
pub fn event(name: &str, body: Value) -> Value {
    let mut e = json!({"type": "event", "event": name});
    if !body.is_null() {
        e["body"] = body;
    }
    e
}

/// A value serialised as JSON (the generated types cannot fail to serialise).
pub fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_others() {
        let r = parse(br#"{"seq":3,"type":"request","command":"threads"}"#).unwrap();
        assert_eq!(
            r,
            Incoming::Request(Request {
                seq: 3,
                command: "threads".into(),
                arguments: Value::Null
            })
        );
        let r =
            parse(br#"{"seq":3,"type":"response","command":"x","success":true,"request_seq":1}"#)
                .unwrap();
        assert_eq!(
            r,
            Incoming::Other {
                kind: "response".into()
            }
        );
        for bad in [
            &b"{"[..],
            b"[]",
            br#"{"seq":1}"#,
            br#"{"type":"request","command":"x"}"#,
            br#"{"type":"request","seq":"1","command":"x"}"#,
        ] {
            assert!(parse(bad).is_err(), "{}", String::from_utf8_lossy(bad));
        }
        for no_command in [
            &br#"{"type":"request","seq":1}"#[..],
            br#"{"type":"request","seq":1,"command":7}"#,
        ] {
            assert!(
                matches!(parse(no_command), Ok(Incoming::Request(Request { seq: 1, ref command, .. })) if command.is_empty()),
                "{}",
                String::from_utf8_lossy(no_command)
            );
        }
    }

    #[test]
    fn error_responses_carry_a_defined_id() {
        let req = Request {
            seq: 7,
            command: "evaluate".into(),
            arguments: Value::Null,
        };
        let r = response(
            &req,
            Err(Failure::new(
                ErrorId::Engine,
                "No symbol \"q\" in current context.",
            )),
        );
        assert_eq!(r["success"], false);
        assert_eq!(r["request_seq"], 7);
        assert_eq!(r["body"]["error"]["id"], 5);
        assert_eq!(r["message"], "No symbol \"q\" in current context.");
        // Braces are the format's placeholders: a struct's text keeps them doubled.
        let r = response(&req, Err(Failure::new(ErrorId::Engine, "{a = 1}")));
        assert_eq!(r["body"]["error"]["format"], "{{a = 1}}");
    }
}
