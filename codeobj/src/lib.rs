//! AMDGPU code objects: ELF loading, kernels, metadata notes, kernel descriptors, offload bundles
//! and loaded-code-object URIs.
#![deny(missing_docs)]
