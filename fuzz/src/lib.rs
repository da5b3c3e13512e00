//! Code shared by the fuzz targets and the tests that replay their regressions.

pub mod entry_points;
