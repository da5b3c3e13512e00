//! `hdb conform`'s static rules on arbitrary input (body: `entry_points::conform_check`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| hdb_fuzz::entry_points::conform_check(data));
