//! The debugger behind `hdb serve`'s `monitor`: the gdb command language (the same
//! interpreter `hdb debug` runs) over the target the stub serves, lent to the engine for
//! each command, so `monitor bt` prints what `hdb debug --remote` prints at the same stop.

use amdgpu::target::{Agent, Dispatch, Lane, Queue, Target, TargetError, TargetResult, Wave};
use amdgpu::{AddressSpace, Register};
use debugger::{Interpreter, Session};
use gdbserver::{InspectAt, Inspected, Inspector};

/// The owner named in refusals: commands that run the kernel belong to the client.
const OWNER: &str = "the debugger";

/// One interpreter per stop: a new generation of the stub's state (the kernel ran, memory
/// was written) opens a new session, as a debugger attaching afresh would.
#[derive(Default)]
pub(crate) struct EngineInspector {
    /// The interpreter and the generation it was opened at.
    session: Option<(u64, Interpreter)>,
    /// The client's wave at the last command: the focus follows the client when it switches.
    followed: Option<amdgpu::target::WaveId>,
}

impl Inspector for EngineInspector {
    fn inspect(
        &mut self,
        target: &mut Box<dyn Target>,
        at: &InspectAt,
        command: &str,
    ) -> Inspected {
        let lent = std::mem::replace(target, Box::new(Vacant));
        let mut session = match self.session.take() {
            Some((generation, mut session)) if generation == at.generation => {
                session.engine_mut().lend_again(lent);
                session
            }
            _ => {
                let mut session = Interpreter::new(Session::attach_lent(lent));
                session.set_inspect_only(OWNER);
                self.followed = None;
                session
            }
        };
        let focused = session.engine().focus().map(|f| f.wave);
        if at.wave != self.followed && at.wave != focused {
            if let Some(w) = at.wave {
                // As the user would select it: `thread N` (its text is not this command's).
                session.execute(&format!("thread {}", w.0));
            }
        }
        self.followed = at.wave;
        let out = session.execute(command);
        let lane = session.engine().focus().map(|f| f.lane);
        match session.engine_mut().take_target() {
            Some(t) => *target = t,
            // A lent target is never dropped by the engine (see `Session::attach_lent`).
            None => unreachable!("the engine kept a lent target"),
        }
        self.session = Some((at.generation, session));
        Inspected {
            text: format!("{}{}", out.diagnostics, out.text),
            lane,
        }
    }
}

/// What the stub holds while its target is lent to the engine (never asked anything: the
/// stub is inside the inspector's call).
struct Vacant;

impl Vacant {
    fn error<T>() -> TargetResult<T> {
        Err(TargetError::Other(
            "the target is lent to the monitor".into(),
        ))
    }
}

impl Target for Vacant {
    fn agents(&mut self) -> Vec<Agent> {
        Vec::new()
    }
    fn queues(&mut self) -> Vec<Queue> {
        Vec::new()
    }
    fn dispatches(&mut self) -> Vec<Dispatch> {
        Vec::new()
    }
    fn waves(&mut self) -> Vec<Wave> {
        Vec::new()
    }
    fn read_register(
        &mut self,
        _: amdgpu::target::WaveId,
        _: Register,
        _: &mut [u8],
    ) -> TargetResult<()> {
        Vacant::error()
    }
    fn read_memory(
        &mut self,
        _: amdgpu::target::WaveId,
        _: Lane,
        _: AddressSpace,
        _: u64,
        _: &mut [u8],
    ) -> TargetResult<()> {
        Vacant::error()
    }
}
