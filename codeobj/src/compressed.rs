//! Compressed offload bundles (magic `CCOB`): what `clang --offload-compress` (and hipcc, which
//! passes it) puts in `.hip_fatbin`, and `clang-offload-bundler -compress` writes. The payload
//! is one ordinary `__CLANG_OFFLOAD_BUNDLE__` bundle, compressed whole.
//!
//! Header (little-endian, packed), as clang's `CompressedOffloadBundle` writes and reads it
//! (`clang/lib/Driver/OffloadBundler.cpp`):
//!
//! | offset | v1 | v2 | v3 |
//! |---|---|---|---|
//! | 0 | magic `CCOB` | magic | magic |
//! | 4 | `u16` version | version | version |
//! | 6 | `u16` method | method | method |
//! | 8 | `u32` uncompressed size | `u32` total size | `u64` total size |
//! | 12 | `u64` hash | `u32` uncompressed size | — |
//! | 16 | payload | `u64` hash | `u64` uncompressed size |
//! | 20 / 24 / 32 | | payload | `u64` hash at 24, payload at 32 |
//!
//! The method is `llvm::compression::Format`: 0 zlib (with the zlib wrapper), 1 zstd. The
//! total size counts the header and the payload; v1 has none, so its payload runs to the end
//! of the input (clang's own lister stops at the next `CCOB`). The hash is the first 8 bytes of
//! the MD5 digest of the uncompressed bundle, read as a little-endian `u64` (`MD5Result::low`);
//! clang's reader only prints it with `-verbose`, this one checks it.
//!
//! Hostile headers never cause a large allocation: the declared uncompressed size is checked
//! against [`expansion_limit`] of the payload before anything is allocated, the zstd window is
//! capped by the declared size, and the decoder stops one byte past the declared size.
//! ([`crate::extract`] also caps the sum over all the compressed bundles of one input.)

use std::io::Read as _;

use crate::bytes;
use crate::error::{Container, Error, Result};

/// Magic of a compressed offload bundle.
pub const MAGIC: &[u8; 4] = b"CCOB";

/// At most this many uncompressed bytes per compressed payload byte are accepted. Code objects
/// compress about 10:1 (zstd with long-distance matching finds the zero padding between
/// 4096-aligned entries); 1024:1 leaves room for mostly-padding bundles.
pub const MAX_EXPANSION: u64 = 1024;
/// Whatever the payload, a declared size up to this is accepted (a tiny payload of padding).
pub const MIN_LIMIT: u64 = 1 << 20;
/// No compressed bundle may declare more uncompressed bytes than this.
pub const MAX_UNCOMPRESSED: u64 = 1 << 32;

/// The largest uncompressed size accepted for a payload of `payload_len` bytes.
pub fn expansion_limit(payload_len: u64) -> u64 {
    payload_len
        .saturating_mul(MAX_EXPANSION)
        .clamp(MIN_LIMIT, MAX_UNCOMPRESSED)
}

/// The compression method field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// 0: zlib (RFC 1950 wrapper around deflate).
    Zlib,
    /// 1: zstd (one frame).
    Zstd,
}

impl Method {
    /// The method's name, as clang's `-verbose` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Method::Zlib => "zlib",
            Method::Zstd => "zstd",
        }
    }
}

/// A compressed bundle's header, normalised over the versions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// Format version: 1, 2 or 3.
    pub version: u16,
    /// Compression method.
    pub method: Method,
    /// Header plus payload bytes (v2, v3); `None` for v1.
    pub total_size: Option<u64>,
    /// Size of the bundle after decompression.
    pub uncompressed_size: u64,
    /// First 8 bytes of the MD5 digest of the uncompressed bundle, little-endian.
    pub hash: u64,
}

impl Header {
    /// Header bytes for a version (20, 24, 32); `None` for an unknown version.
    pub fn size_of(version: u16) -> Option<u64> {
        match version {
            1 => Some(20),
            2 => Some(24),
            3 => Some(32),
            _ => None,
        }
    }
}

/// A compressed bundle: its header and the compressed bytes, borrowed from the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompressedBundle<'data> {
    /// The header.
    pub header: Header,
    /// The compressed payload (after the header, up to the total size).
    pub payload: &'data [u8],
}

fn truncated(what: &'static str, offset: u64, needed: u64, available: u64) -> Error {
    Error::Truncated {
        container: Container::CompressedBundle,
        what,
        offset,
        needed,
        available,
    }
}

impl<'data> CompressedBundle<'data> {
    /// Whether `data` starts with the `CCOB` magic.
    pub fn is_compressed_bundle(data: &[u8]) -> bool {
        data.starts_with(MAGIC)
    }

    /// Parses the header at the start of `data` and checks its sizes against the input; the
    /// payload is not decompressed.
    pub fn parse(data: &'data [u8]) -> Result<CompressedBundle<'data>> {
        if !data.starts_with(MAGIC) {
            return Err(Error::NotCompressedBundle);
        }
        let available = data.len() as u64;
        let version = bytes::u16_at(data, 4).ok_or(truncated("version", 4, 2, available))?;
        let header_size =
            Header::size_of(version).ok_or(Error::CompressedBundleVersion(version))?;
        let method = match bytes::u16_at(data, 6).ok_or(truncated("method", 6, 2, available))? {
            0 => Method::Zlib,
            1 => Method::Zstd,
            m => return Err(Error::CompressionMethod(m)),
        };
        if available < header_size {
            return Err(truncated("header", 0, header_size, available));
        }
        // Every read below is inside the header size checked above.
        let u32_at = |o| u64::from(bytes::u32_at(data, o).unwrap_or(0));
        let u64_at = |o| bytes::u64_at(data, o).unwrap_or(0);
        let (total_size, uncompressed_size, size_at, hash) = match version {
            1 => (None, u32_at(8), 8, u64_at(12)),
            2 => (Some(u32_at(8)), u32_at(12), 12, u64_at(16)),
            _ => (Some(u64_at(8)), u64_at(16), 16, u64_at(24)),
        };
        let end = match total_size {
            None => available,
            Some(total) if total < header_size || total > available => {
                return Err(Error::CompressedBundleField {
                    field: "total size",
                    offset: 8,
                    value: total,
                    reason: format!(
                        "must be between the {header_size}-byte header and the {available} bytes present"
                    ),
                })
            }
            Some(total) => total,
        };
        let payload = bytes::slice(data, header_size, end - header_size).unwrap_or(&[]);
        let limit = expansion_limit(payload.len() as u64);
        if uncompressed_size > limit {
            return Err(Error::CompressedBundleField {
                field: "uncompressed size",
                offset: size_at,
                value: uncompressed_size,
                reason: format!(
                    "more than {limit} bytes ({MAX_EXPANSION}x the {}-byte payload) is refused",
                    payload.len()
                ),
            });
        }
        Ok(CompressedBundle {
            header: Header {
                version,
                method,
                total_size,
                uncompressed_size,
                hash,
            },
            payload,
        })
    }

    /// Bytes from the magic to the end of the payload.
    pub fn extent(&self) -> u64 {
        Header::size_of(self.header.version).unwrap_or(0) + self.payload.len() as u64
    }

    /// Offset of the payload from the magic.
    pub fn payload_offset(&self) -> u64 {
        Header::size_of(self.header.version).unwrap_or(0)
    }

    /// Decompresses the payload, checking the result's size and hash against the header.
    pub fn decompress(&self) -> Result<Vec<u8>> {
        let declared = self.header.uncompressed_size;
        let offset = self.payload_offset();
        let method = self.header.method.name();
        let fail = |reason: String| Error::Decompress {
            method,
            offset,
            reason,
        };
        // `parse` capped `declared` by the payload size, so this allocation is bounded.
        let capacity = usize::try_from(declared).map_err(|_| fail("too large".into()))?;
        let mut out = Vec::with_capacity(capacity);
        match self.header.method {
            Method::Zstd => {
                // The decoder reserves the frame's window up front; a frame needs no window
                // larger than its content (zstd shrinks it to the content size when that is
                // known, as it is for clang), so a hostile window cannot cost more than that.
                let window = declared.saturating_mul(2).max(MIN_LIMIT);
                let decoder = ruzstd::decoding::StreamingDecoder::new_with_max_window_size(
                    self.payload,
                    window,
                )
                .map_err(|e| fail(e.to_string()))?;
                // One byte more than declared tells "too long" from "exactly right".
                decoder
                    .take(declared.saturating_add(1))
                    .read_to_end(&mut out)
                    .map_err(|e| fail(e.to_string()))?;
            }
            Method::Zlib => {
                let limit = capacity.saturating_add(1);
                out = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(self.payload, limit)
                    .map_err(|e| match e.status {
                        miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                            Error::DecompressedSize {
                                declared,
                                found: None,
                            }
                        }
                        status => fail(format!("{status:?}")),
                    })?;
            }
        }
        if out.len() as u64 != declared {
            return Err(Error::DecompressedSize {
                declared,
                found: (out.len() as u64 <= declared).then_some(out.len() as u64),
            });
        }
        let found = md5_low(&out);
        if found != self.header.hash {
            return Err(Error::CompressedBundleHash {
                expected: self.header.hash,
                found,
            });
        }
        Ok(out)
    }
}

/// The first 8 bytes of the MD5 digest of `data` as a little-endian `u64` (LLVM's
/// `MD5Result::low`).
pub fn md5_low(data: &[u8]) -> u64 {
    use md5::Digest as _;
    let digest = md5::Md5::digest(data);
    let mut low = [0u8; 8];
    low.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(low)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Compresses `body` into a CCOB of `version` with `method`, as clang would.
    pub(crate) fn build(version: u16, method: Method, body: &[u8]) -> Vec<u8> {
        let payload = match method {
            Method::Zstd => {
                ruzstd::encoding::compress_to_vec(body, ruzstd::encoding::CompressionLevel::Fastest)
            }
            Method::Zlib => miniz_oxide::deflate::compress_to_vec_zlib(body, 6),
        };
        with_payload(version, method, body, payload)
    }

    /// A zstd frame of `prefix` (one raw block) followed by `zeros` zero bytes (RLE blocks of
    /// 128 KiB): a tiny payload that expands a lot.
    pub(crate) fn zstd_padding(prefix: &[u8], zeros: usize) -> Vec<u8> {
        let mut f = vec![0x28, 0xb5, 0x2f, 0xfd, 0xa0];
        f.extend(((prefix.len() + zeros) as u32).to_le_bytes());
        let block = |out: &mut Vec<u8>, kind: u32, size: usize, last: bool| {
            let h = u32::from(last) | (kind << 1) | ((size as u32) << 3);
            out.extend(&h.to_le_bytes()[..3]);
        };
        block(&mut f, 0, prefix.len(), zeros == 0);
        f.extend(prefix);
        let mut left = zeros;
        while left > 0 {
            let n = left.min(128 << 10);
            left -= n;
            block(&mut f, 1, n, left == 0);
            f.push(0);
        }
        f
    }

    /// A compressed bundle of `body` whose payload is `payload`.
    pub(crate) fn with_payload(
        version: u16,
        method: Method,
        body: &[u8],
        payload: Vec<u8>,
    ) -> Vec<u8> {
        let header = Header::size_of(version).unwrap();
        let total = header + payload.len() as u64;
        let mut out = MAGIC.to_vec();
        out.extend(version.to_le_bytes());
        out.extend(
            match method {
                Method::Zlib => 0u16,
                Method::Zstd => 1,
            }
            .to_le_bytes(),
        );
        match version {
            1 => out.extend((body.len() as u32).to_le_bytes()),
            2 => {
                out.extend((total as u32).to_le_bytes());
                out.extend((body.len() as u32).to_le_bytes());
            }
            _ => {
                out.extend(total.to_le_bytes());
                out.extend((body.len() as u64).to_le_bytes());
            }
        }
        out.extend(md5_low(body).to_le_bytes());
        out.extend(payload);
        out
    }

    fn body() -> Vec<u8> {
        let mut b = crate::bundle::tests::build(&[
            ("host-x86_64-unknown-linux-gnu-", b""),
            (
                "hipv4-amdgcn-amd-amdhsa--gfx90a",
                &[0x7f, b'E', b'L', b'F', 1, 2, 3],
            ),
        ]);
        b.resize(5000, 0);
        b
    }

    #[test]
    fn md5_low_matches_llvm() {
        // MD5("") = d41d8cd98f00b204e9800998ecf8427e; LLVM's low() reads the first 8 bytes LE.
        assert_eq!(md5_low(b""), 0x04b2008fd98c1dd4);
    }

    #[test]
    fn every_version_and_method_round_trips() {
        let body = body();
        for version in 1..=3 {
            for method in [Method::Zlib, Method::Zstd] {
                let data = build(version, method, &body);
                let c = CompressedBundle::parse(&data).unwrap();
                assert_eq!(c.header.version, version);
                assert_eq!(c.header.method, method);
                assert_eq!(c.header.uncompressed_size, body.len() as u64);
                assert_eq!(c.header.total_size.is_some(), version > 1);
                assert_eq!(c.extent(), data.len() as u64);
                assert_eq!(c.decompress().unwrap(), body, "v{version} {method:?}");
            }
        }
    }

    #[test]
    fn truncated_headers_name_the_field() {
        let data = build(3, Method::Zstd, &body());
        for (cut, what) in [(5, "version"), (7, "method"), (8, "header"), (31, "header")] {
            match CompressedBundle::parse(&data[..cut]) {
                Err(Error::Truncated {
                    container: Container::CompressedBundle,
                    what: w,
                    ..
                }) => assert_eq!(w, what, "{cut}"),
                other => panic!("{cut}: {other:?}"),
            }
        }
        // A payload cut short: the total size no longer fits.
        let e = CompressedBundle::parse(&data[..data.len() - 1]).unwrap_err();
        assert!(
            matches!(
                e,
                Error::CompressedBundleField {
                    field: "total size",
                    offset: 8,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("total size"), "{e}");
        // v1 has no total size: the cut shows up when decompressing.
        let v1 = build(1, Method::Zstd, &body());
        let c = CompressedBundle::parse(&v1[..v1.len() - 3]).unwrap();
        assert!(matches!(c.decompress(), Err(Error::Decompress { .. })));
        let z1 = build(1, Method::Zlib, &body());
        let c = CompressedBundle::parse(&z1[..z1.len() - 3]).unwrap();
        assert!(c.decompress().is_err());
    }

    #[test]
    fn lying_headers_are_refused() {
        let body = body();
        assert_eq!(
            CompressedBundle::parse(b"nope"),
            Err(Error::NotCompressedBundle)
        );
        let mut v = build(3, Method::Zstd, &body);
        v[4] = 9;
        assert_eq!(
            CompressedBundle::parse(&v),
            Err(Error::CompressedBundleVersion(9))
        );
        let mut m = build(2, Method::Zstd, &body);
        m[6] = 7;
        assert_eq!(
            CompressedBundle::parse(&m),
            Err(Error::CompressionMethod(7))
        );
        // Total size smaller than the header.
        let mut t = build(3, Method::Zstd, &body);
        t[8..16].copy_from_slice(&4u64.to_le_bytes());
        assert!(matches!(
            CompressedBundle::parse(&t),
            Err(Error::CompressedBundleField { offset: 8, .. })
        ));
        // A huge declared size is refused before anything is allocated.
        for (version, at) in [(1u16, 8usize), (2, 12), (3, 16)] {
            let mut h = build(version, Method::Zstd, &body);
            if version == 3 {
                h[at..at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
            } else {
                h[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
            }
            let e = CompressedBundle::parse(&h).unwrap_err();
            assert!(
                matches!(e, Error::CompressedBundleField { field: "uncompressed size", offset, .. } if offset == at as u64),
                "v{version}: {e}"
            );
        }
        // Declared sizes that are wrong but plausible: caught after decoding.
        for method in [Method::Zstd, Method::Zlib] {
            let mut short = build(3, method, &body);
            short[16..24].copy_from_slice(&(body.len() as u64 - 1).to_le_bytes());
            let e = CompressedBundle::parse(&short)
                .unwrap()
                .decompress()
                .unwrap_err();
            assert_eq!(
                e,
                Error::DecompressedSize {
                    declared: body.len() as u64 - 1,
                    found: None
                },
                "{method:?}"
            );
            let mut long = build(3, method, &body);
            long[16..24].copy_from_slice(&(body.len() as u64 + 10).to_le_bytes());
            let e = CompressedBundle::parse(&long)
                .unwrap()
                .decompress()
                .unwrap_err();
            assert_eq!(
                e,
                Error::DecompressedSize {
                    declared: body.len() as u64 + 10,
                    found: Some(body.len() as u64)
                },
                "{method:?}"
            );
        }
    }

    #[test]
    fn hash_mismatch_is_an_error() {
        for method in [Method::Zstd, Method::Zlib] {
            let mut h = build(2, method, &body());
            h[16] ^= 1;
            let e = CompressedBundle::parse(&h)
                .unwrap()
                .decompress()
                .unwrap_err();
            assert!(matches!(e, Error::CompressedBundleHash { .. }), "{e}");
            assert!(e.to_string().contains("MD5"), "{e}");
        }
    }

    #[test]
    fn corrupt_payloads_are_errors() {
        for method in [Method::Zstd, Method::Zlib] {
            let mut h = build(3, method, &body());
            for b in &mut h[32..40] {
                *b ^= 0x55;
            }
            assert!(CompressedBundle::parse(&h).unwrap().decompress().is_err());
        }
    }

    #[test]
    fn a_hostile_zstd_window_is_refused() {
        // A frame header asking for a 128 MiB window (Window_Descriptor exponent 17) ahead of
        // 100 declared bytes: refused before the decoder reserves the window.
        let mut data = MAGIC.to_vec();
        data.extend(3u16.to_le_bytes());
        data.extend(1u16.to_le_bytes());
        let payload = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 17 << 3, 0x01, 0x00, 0x00];
        data.extend((32 + payload.len() as u64).to_le_bytes());
        data.extend(100u64.to_le_bytes());
        data.extend(0u64.to_le_bytes());
        data.extend(payload);
        let e = CompressedBundle::parse(&data)
            .unwrap()
            .decompress()
            .unwrap_err();
        assert!(matches!(e, Error::Decompress { method: "zstd", .. }), "{e}");
    }

    #[test]
    fn limits() {
        assert_eq!(expansion_limit(0), MIN_LIMIT);
        assert_eq!(expansion_limit(10_000), 10_000 * MAX_EXPANSION);
        assert_eq!(expansion_limit(u64::MAX), MAX_UNCOMPRESSED);
    }
}
