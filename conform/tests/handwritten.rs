//! Hand-written conforming objects give zero findings (wave64 and wave32).
mod support;

use support::{findings_text, rules_of, Spec};

#[test]
fn conforming_objects_have_no_findings() {
    let dir = tempfile::tempdir().expect("tempdir");
    for target in ["gfx90a", "gfx1100"] {
        let co = Spec::conforming(target).build(dir.path(), target);
        let rules = rules_of(&co);
        assert!(
            rules.is_empty(),
            "{target}: {rules:?}\n{}",
            findings_text(&co)
        );
    }
}
