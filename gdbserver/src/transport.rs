//! Where the stub listens and the client connects: a TCP address (`HOST:PORT`) or a Unix
//! socket (`unix:PATH`). A Unix socket is created with mode 0600, so only its owner (and
//! root) can connect: the safe way to share a kernel between the local user's tools.

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs as _};
use std::os::unix::fs::{DirBuilderExt as _, FileTypeExt as _, PermissionsExt as _};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::Error;

/// An address to listen on or connect to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    /// `HOST:PORT`.
    Tcp(String),
    /// `unix:PATH`.
    Unix(PathBuf),
}

impl Address {
    /// `unix:PATH` or `HOST:PORT`.
    pub fn parse(text: &str) -> Address {
        match text.strip_prefix("unix:") {
            Some(path) => Address::Unix(PathBuf::from(path)),
            None => Address::Tcp(text.to_string()),
        }
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::Tcp(a) => f.write_str(a),
            Address::Unix(p) => write!(f, "unix:{}", p.display()),
        }
    }
}

/// A connection.
#[derive(Debug)]
pub enum Stream {
    /// Over TCP.
    Tcp(TcpStream),
    /// Over a Unix socket.
    Unix(UnixStream),
}

impl Stream {
    /// Connects to `address`, giving up after `timeout` (TCP).
    pub fn connect(address: &Address, timeout: Duration) -> Result<Stream, Error> {
        match address {
            Address::Tcp(a) => {
                let addrs: Vec<SocketAddr> = a
                    .to_socket_addrs()
                    .map_err(|e| Error::Config(format!("{a}: not HOST:PORT ({e})")))?
                    .collect();
                let mut last = None;
                for sa in addrs {
                    match TcpStream::connect_timeout(&sa, timeout) {
                        Ok(s) => {
                            s.set_nodelay(true)?;
                            return Ok(Stream::Tcp(s));
                        }
                        Err(e) => last = Some(e),
                    }
                }
                Err(last.map_or_else(|| Error::Config(format!("{a}: no address")), Error::Io))
            }
            Address::Unix(p) => Ok(Stream::Unix(UnixStream::connect(p)?)),
        }
    }

    /// A second handle on the same connection.
    pub fn try_clone(&self) -> io::Result<Stream> {
        Ok(match self {
            Stream::Tcp(s) => Stream::Tcp(s.try_clone()?),
            Stream::Unix(s) => Stream::Unix(s.try_clone()?),
        })
    }

    /// Ends the connection both ways (a blocked reader wakes with end of input).
    pub fn shutdown(&self) {
        let _ = match self {
            Stream::Tcp(s) => s.shutdown(Shutdown::Both),
            Stream::Unix(s) => s.shutdown(Shutdown::Both),
        };
    }

    /// Ends the writing half (the peer reads end of input after what was sent).
    pub fn shutdown_write(&self) {
        let _ = match self {
            Stream::Tcp(s) => s.shutdown(Shutdown::Write),
            Stream::Unix(s) => s.shutdown(Shutdown::Write),
        };
    }

    /// How long a read may block (`None`: forever).
    pub fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.set_read_timeout(t),
            Stream::Unix(s) => s.set_read_timeout(t),
        }
    }

    /// How long a write may block (`None`: forever).
    pub fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.set_write_timeout(t),
            Stream::Unix(s) => s.set_write_timeout(t),
        }
    }

    /// The peer, for log lines.
    pub fn peer(&self) -> String {
        match self {
            Stream::Tcp(s) => s
                .peer_addr()
                .map_or_else(|_| "?".to_string(), |a| a.to_string()),
            Stream::Unix(_) => "the Unix socket".to_string(),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.read(buf),
            Stream::Unix(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.write(buf),
            Stream::Unix(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.flush(),
            Stream::Unix(s) => s.flush(),
        }
    }
}

/// A listening socket. A Unix socket's file is removed when the listener is dropped.
#[derive(Debug)]
pub enum Listener {
    /// TCP.
    Tcp(TcpListener),
    /// A Unix socket and its path.
    Unix(UnixListener, PathBuf),
}

impl Listener {
    /// Listens on a TCP address.
    pub fn tcp(address: SocketAddr) -> Result<Listener, Error> {
        TcpListener::bind(address)
            .map(Listener::Tcp)
            .map_err(|e| Error::Config(format!("cannot listen on {address}: {e}")))
    }

    /// Listens on a Unix socket at `path`, mode 0600 from the start: it is bound inside a
    /// fresh directory only the owner can enter, given its mode, then moved into place. A
    /// stale socket (nobody listening) is replaced; anything else at `path` is an error.
    pub fn unix(path: &Path) -> Result<Listener, Error> {
        let config =
            |why: String| Error::Config(format!("--listen unix:{}: {why}", path.display()));
        if let Ok(meta) = std::fs::symlink_metadata(path) {
            if !meta.file_type().is_socket() {
                return Err(config("the path exists and is not a socket".into()));
            }
            if UnixStream::connect(path).is_ok() {
                return Err(config("another stub is listening there".into()));
            }
            std::fs::remove_file(path)
                .map_err(|e| config(format!("cannot remove the stale socket: {e}")))?;
        }
        let dir = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let private = dir.join(format!(".hdb-serve-{}", std::process::id()));
        std::fs::DirBuilder::new()
            .mode(0o700)
            .create(&private)
            .map_err(|e| config(format!("cannot create {}: {e}", private.display())))?;
        let inner = private.join("socket");
        let made = (|| {
            let l = UnixListener::bind(&inner)?;
            std::fs::set_permissions(&inner, std::fs::Permissions::from_mode(0o600))?;
            std::fs::rename(&inner, path)?;
            Ok::<_, io::Error>(l)
        })();
        let _ = std::fs::remove_file(&inner);
        let _ = std::fs::remove_dir(&private);
        let l = made.map_err(|e| config(e.to_string()))?;
        Ok(Listener::Unix(l, path.to_path_buf()))
    }

    /// Where it listens, as a client would name it.
    pub fn local_address(&self) -> Result<Address, Error> {
        Ok(match self {
            Listener::Tcp(l) => Address::Tcp(l.local_addr()?.to_string()),
            Listener::Unix(_, p) => Address::Unix(p.clone()),
        })
    }

    /// The next connection.
    pub fn accept(&self) -> io::Result<Stream> {
        match self {
            Listener::Tcp(l) => l.accept().map(|(s, _)| Stream::Tcp(s)),
            Listener::Unix(l, _) => l.accept().map(|(s, _)| Stream::Unix(s)),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Listener::Unix(_, p) = self {
            let _ = std::fs::remove_file(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt as _;

    #[test]
    fn addresses() {
        assert_eq!(
            Address::parse("unix:/tmp/s"),
            Address::Unix(PathBuf::from("/tmp/s"))
        );
        assert_eq!(
            Address::parse("127.0.0.1:1"),
            Address::Tcp("127.0.0.1:1".into())
        );
        assert_eq!(Address::parse("unix:/tmp/s").to_string(), "unix:/tmp/s");
    }

    #[test]
    fn unix_sockets_are_private_replace_stale_ones_and_refuse_other_files() {
        let dir = tempfile_dir();
        let path = dir.join("stub.sock");
        let l = Listener::unix(&path).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
        let mut c = Stream::connect(&Address::Unix(path.clone()), Duration::from_secs(1)).unwrap();
        let mut s = l.accept().unwrap();
        assert!(Listener::unix(&path)
            .unwrap_err()
            .to_string()
            .contains("another stub is listening there"));
        c.write_all(b"+").unwrap();
        let mut b = [0u8; 1];
        s.read_exact(&mut b).unwrap();
        assert_eq!(&b, b"+");
        drop(s);
        drop(c);
        drop(l);
        assert!(!path.exists(), "the listener removes its socket");
        // A socket nobody listens on any more is replaced.
        drop(UnixListener::bind(&path).unwrap());
        assert!(path.exists());
        let again = Listener::unix(&path).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().mode() & 0o777, 0o600);
        drop(again);
        let other = dir.join("plain");
        std::fs::write(&other, b"x").unwrap();
        assert!(Listener::unix(&other)
            .unwrap_err()
            .to_string()
            .contains("not a socket"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn tempfile_dir() -> PathBuf {
        let d = std::env::temp_dir().join(format!(
            "hdb-transport-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}
