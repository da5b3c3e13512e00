//! Run-time value checks (filled below).
