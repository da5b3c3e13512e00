//! Loaded-code-object URI parsing; a parsed URI must print back to an equal URI.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(uri) = codeobj::CodeObjectUri::parse(text) {
        let again = codeobj::CodeObjectUri::parse(&uri.to_string()).expect("Display output parses");
        assert_eq!(again, uri);
        let _ = uri.extract(data);
    }
});
