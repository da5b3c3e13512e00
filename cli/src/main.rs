//! `hdb`: the command line.
fn main() {}
