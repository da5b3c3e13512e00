//! AMDGPU target facts: processors and their ELF `e_flags`, target IDs, register files and the
//! DWARF register numbering, address spaces and apertures, and the kernel descriptor.
//!
//! Everything here comes from the AMDGPU ABI ("User Guide for AMDGPU Backend",
//! `shared/seeds/000_45aaad396c803ec1.txt`); each module cites the section it implements.
#![deny(missing_docs)]
