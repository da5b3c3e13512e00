//! Run-time value checks: the kernel runs in the simulator through the `debugger` engine
//! (a [`Session`], the same one `hdb debug` drives), stops at line-table rows, and every
//! variable in scope is evaluated for every lane the stop reports. A second run of a
//! reference build is the ground truth at the same (line, hit count, work-item).

use std::collections::{BTreeMap, BTreeSet};

use amdgpu::decode::{Decoder, Instruction};
use amdgpu::target::WaveId;
use amdgpu::WaveSize;
use debugger::engine::{LocationInForce, VariableKind, VariableRead};
use debugger::format::{format_inner, FormatOptions, InnerKey};
use debugger::{Session, StopEvent};
use sim::{LaunchProgram, SimulatorLaunch};

use crate::history::{Histories, Verdict};
use crate::loops::Loops;
use crate::names::{NameId, Names};
use crate::reshaped::Reshaped;
use crate::score::{Counts, Outcome, Tally};
use crate::states::States;
use crate::written::{self, effect, places, Effect, Place, WaveWrites};
use amdgpu::fasthash::{HashMap, HashSet};

use crate::{Error, FileReport, Finding, InlinedCall, WorkItems};

/// How much to run.
#[derive(Debug, Clone, Copy)]
pub struct RunOptions {
    /// Stop at every `sample`-th line-table row address only (1: every row).
    pub sample: u64,
    /// Stops at most.
    pub max_stops: u64,
    /// Wave-instructions at most (kernels that never end).
    pub max_instructions: u64,
    /// Stop at every instruction (not only at the sampled rows) to learn which registers
    /// and private memory each wave writes between two observations: needed by the
    /// `run-value-unwritten` check ([`check_run`]), about three times slower.
    pub track_writes: bool,
    /// Also read the variables at the further rows of a line entry and keep the values that
    /// changed there, in order ([`Observation::within_line`]): the writes of several
    /// assignments on one line, which a reference run needs to judge the stops of a build
    /// that splits the line.
    pub line_writes: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            sample: 1,
            max_stops: 2000,
            max_instructions: 50_000_000,
            track_writes: true,
            line_writes: false,
        }
    }
}

/// One work-item's variables at one stop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observation {
    /// The source line.
    pub line: u64,
    /// How many times this work-item has entered this line so far (1 for the first).
    pub hit: u32,
    /// The work-group id.
    pub group: [u32; 3],
    /// The work-item's flat id in its group (wave index × wave size + lane).
    pub local: u32,
    /// The program counter (ELF address).
    pub pc: u64,
    /// The function.
    pub function: Option<SharedStr>,
    /// The stop is at the function's first instruction: an -O0 build has not stored its
    /// parameters to their slots yet, and a new call's variables start over.
    pub entry: bool,
    /// Each variable's name and formatted value, or why it could not be read (shared text:
    /// a run holds each distinct name and value once).
    pub values: Vec<NamedValue>,
    /// The variables (indices into `values`) located in memory other work-items share
    /// (global, LDS, generic): their value at a stop depends on how far the others ran.
    pub shared: Vec<usize>,
    /// For each of `values`, what the DWARF says about the variable at the PC: an index
    /// into [`Run::described`].
    pub described: Vec<usize>,
    /// The number of physical frames (calls) on the wave's stack: with the function's
    /// entries, it tells recursive calls' frame instances apart.
    pub depth: u32,
    /// The values variables took at the further rows of this line entry, in order (name,
    /// value; only values that changed), when [`RunOptions::line_writes`] asked for them.
    pub within_line: Vec<(SharedStr, SharedStr)>,
    /// The iterations the loops around the PC had made (their back edges taken so far by
    /// the wave in this function): which iteration a stop is in, whatever rows the line has.
    pub iteration: u32,
}

/// What the DWARF says about a variable at a PC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Described {
    /// The `.debug_info` offset of its DIE.
    pub die: u64,
    /// The location description in force there, if it has one.
    pub location: Option<LocationInForce>,
    /// The inline context, when the variable belongs to an inlined subroutine: the function,
    /// then each inlined call down to the variable's; empty otherwise.
    pub inline: Vec<InlinedCall>,
}

/// A variable whose value changed between two observations of a work-item although no
/// instruction the wave executed in between wrote the storage its location names now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unwritten {
    /// Where: the later observation's line, PC, work-group, work-item and function.
    pub line: u64,
    /// The PC (ELF address) of the later observation.
    pub pc: u64,
    /// The work-group id.
    pub group: [u32; 3],
    /// The work-item's flat id in its group.
    pub local: u32,
    /// The function.
    pub function: Option<String>,
    /// The earlier observation's line and PC.
    pub previous: (u64, u64),
    /// The variable.
    pub variable: String,
    /// What the DWARF says about it at the later observation: an index into
    /// [`Run::described`].
    pub described: Option<usize>,
    /// Its value at the earlier observation, and at the later one.
    pub values: (String, String),
    /// Where its location was at the earlier observation (`in v1`, `in private_lane#0x10`,
    /// or why the check does not follow it).
    pub was_in: String,
    /// Where it is at the later one.
    pub now_in: String,
    /// Instructions the wave executed between the two.
    pub instructions: u64,
}

/// What a run saw.
#[derive(Debug, Clone)]
pub struct Run {
    /// The code object.
    pub code_object: String,
    /// The observations, in stop order.
    pub observations: Vec<Observation>,
    /// The variables' DWARF at the PCs observed, once per (DIE, PC).
    pub described: Vec<Described>,
    /// Breakpoint stops.
    pub stops: u64,
    /// How the run ended (the last command's stop reason or message).
    pub ended: String,
    /// Values that changed with no write to their storage (empty unless
    /// [`RunOptions::track_writes`]).
    pub unwritten: Vec<Unwritten>,
    /// Observation pairs the unwritten-storage check compared, and why others were not
    /// (reason → count).
    pub write_check: WriteCheckStats,
    /// The buffer arguments' bytes after a plain run of the same launch to its end
    /// (argument index, bytes), or why there are none: what the program computed, to tell
    /// a reference run that computed something else.
    pub outputs: Result<Vec<(usize, Vec<u8>)>, String>,
    /// The spans of the loops the run took a back edge of, as (first, last) PC: code the
    /// build runs as a loop (a loop the build unrolled fully has none).
    pub loops: Vec<(u64, u64)>,
}

impl Run {
    /// Whether `pc` is in a loop this run took a back edge of.
    pub fn in_loop(&self, pc: u64) -> bool {
        self.loops.iter().any(|&(a, b)| (a..=b).contains(&pc))
    }
}

/// What the unwritten-storage check covered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WriteCheckStats {
    /// Variable values compared between consecutive observations of a work-item.
    pub compared: u64,
    /// Values that changed.
    pub changed: u64,
    /// Changed values not judged, by reason.
    pub skipped: BTreeMap<&'static str, u64>,
}

fn launch_error(what: &str, e: impl std::fmt::Display) -> Error {
    Error::Launch(format!("{what}: {e}"))
}

/// Runs `launch`, stopping at line-table rows, and reads every variable for every stopped
/// lane. With [`RunOptions::track_writes`] it stops at every instruction of every wave (the
/// rows still decide where variables are read) and records, per wave, which registers and
/// whether private memory each instruction wrote, for the `run-value-unwritten` check.
pub fn observe(launch: SimulatorLaunch, options: &RunOptions) -> Result<Run, Error> {
    let code_object = launch.code_object.display().to_string();
    let outputs = outputs_of(&launch, options.max_instructions);
    let program = LaunchProgram::open(launch).map_err(|e| launch_error(&code_object, e))?;
    let mut session = Session::new(Box::new(program)).map_err(|e| launch_error(&code_object, e))?;
    session.set_instruction_limit(Some(options.max_instructions));
    let (base, rows, further_rows, instructions, mut text, starts, spans) = {
        let (_, m) = session
            .loaded_modules()
            .next()
            .ok_or_else(|| launch_error(&code_object, "no code object loaded"))?;
        m.debug_info().map_err(|e| launch_error(&code_object, e))?;
        let rows = m.lines().statement_addresses();
        // Every other row with a line (an -O0 build marks only a line entry's first row as
        // a statement), for the values written within a line entry.
        let mut text = Text::of(m).map_err(|e| launch_error(&code_object, e))?;
        let wave = m
            .image
            .processor()
            .and_then(|p| p.default_wave_size())
            .unwrap_or(WaveSize::Wave64);
        let further_rows: HashSet<u64> = if options.line_writes {
            let mut addresses: Vec<u64> = m
                .lines()
                .rows
                .iter()
                .filter(|r| !r.end_sequence && r.line != 0)
                .map(|r| r.address)
                .collect();
            addresses.sort_unstable();
            addresses.dedup();
            // A row shows a value written within its line only after a store (an -O0
            // assignment goes to the variable's slot): reading every variable at the other
            // rows would cost as much as the rest of the run.
            let mut kept = HashSet::default();
            for w in addresses.windows(2) {
                if text
                    .instructions(w[0], w[1], wave)
                    .any(|(_, i)| effect(&i, wave).store)
                {
                    kept.insert(w[1]);
                }
            }
            kept
        } else {
            HashSet::default()
        };
        // Only functions the line table describes: the device libraries' code (a heap
        // allocator's wait loops, say) has no variables to read, and a call into it counts
        // as writing everything (see the stops below).
        let instructions = if options.track_writes {
            let described: Vec<unwind::Function> = m
                .functions
                .iter()
                .filter(|f| m.lines().describes(f.start..f.end))
                .cloned()
                .collect();
            text.addresses(&described, wave)
        } else {
            Vec::new()
        };
        let starts: HashSet<u64> = m.functions.iter().map(|f| f.start).collect();
        let mut spans: Vec<(u64, u64)> = m.functions.iter().map(|f| (f.start, f.end)).collect();
        spans.sort_unstable();
        (
            m.load_base,
            rows,
            further_rows,
            instructions,
            text,
            starts,
            spans,
        )
    };
    // The function (its start) a PC is in.
    let function_at = |pc: u64| {
        let i = spans.partition_point(|s| s.0 <= pc);
        i.checked_sub(1)
            .map(|i| spans[i])
            .filter(|s| pc < s.1)
            .map(|s| s.0)
    };
    let mut loops: HashMap<WaveId, Loops> = HashMap::default();
    if rows.is_empty() {
        return Err(launch_error(&code_object, "no line-table rows to stop at"));
    }
    let step = options.sample.max(1) as usize;
    let observed: HashSet<u64> = rows.iter().step_by(step).copied().collect();
    let mut breaks: Vec<u64> = observed.iter().copied().collect();
    breaks.extend(instructions.iter().copied());
    breaks.extend(further_rows.iter().copied());
    breaks.sort_unstable();
    breaks.dedup();
    let numbers = session
        .add_address_breakpoints(breaks.iter().map(|a| a + base).collect())
        .map_err(|e| launch_error(&code_object, e))?;
    let _ = numbers;
    // Each instruction's effect and the address after it (where a call returns to).
    let mut effects: HashMap<(u64, WaveSize), (Effect, u64)> = HashMap::default();
    let mut waves: HashMap<WaveId, WaveWrites> = HashMap::default();
    let mut run = Run {
        code_object: code_object.clone(),
        observations: Vec::new(),
        described: Vec::new(),
        stops: 0,
        ended: String::new(),
        unwritten: Vec::new(),
        write_check: WriteCheckStats::default(),
        outputs,
        loops: Vec::new(),
    };
    let mut hits: HashMap<(u64, [u32; 3], u32), u32> = HashMap::default();
    let mut last_line: HashMap<([u32; 3], u32), u64> = HashMap::default();
    // Each work-item's latest observation, which the further rows of its line add to.
    let mut last_observation: HashMap<([u32; 3], u32), usize> = HashMap::default();
    // Each wave's kernel function: the function of its first stop.
    let mut kernel_functions: HashMap<WaveId, Option<String>> = HashMap::default();
    let mut depths = Depths::default();
    let mut previous: HashMap<([u32; 3], u32), Previous> = HashMap::default();
    let mut described_at: HashMap<(u64, u64), usize> = HashMap::default();
    let opts = FormatOptions::default();
    let mut strs = SharedStrs::default();
    let mut printed = Printed::default();
    // Each variable's name by its DIE (checked against the name read: a DIE offset of
    // another module may be the same number).
    let mut names_by_die: HashMap<u64, SharedStr> = HashMap::default();
    let mut located_buffer: Vec<Located> = Vec::new();
    let mut scratch_places: Vec<Place> = Vec::new();
    // For each of `located_buffer`, the position in `own` of the frame it belongs to.
    let mut frame_of: Vec<usize> = Vec::new();
    let mut stop = session.run().map_err(|e| launch_error(&code_object, e))?;
    loop {
        let StopEvent::Breakpoint { wave, lanes, .. } = &stop else {
            run.ended = ended_by(&stop);
            break;
        };
        let (wave_id, lanes) = (*wave, lanes.clone());
        let wave = session
            .require_target()
            .and_then(|t| Ok(t.wave(wave_id)?))
            .map_err(|e| launch_error(&code_object, e))?;
        let pc = wave.pc.saturating_sub(base);
        let writes = waves.entry(wave_id).or_default();
        if let Some(last) = writes.pending.take() {
            let (e, next) = effects.entry((last, wave.wave_size)).or_insert_with(|| {
                match text.decode(last, wave.wave_size) {
                    Some(i) => (effect(&i, wave.wave_size), last + i.len().max(4) as u64),
                    // Not code the decoder saw: anything may have been written.
                    None => (
                        Effect {
                            any_register: true,
                            store: true,
                            ..Effect::default()
                        },
                        last,
                    ),
                }
            });
            if e.depth == 1 && pc == *next {
                // A call that came back without a stop in between: the callee is code
                // without stops (no line table), which may have written anything.
                writes.apply(&Effect {
                    any_register: true,
                    store: true,
                    ..Effect::default()
                });
            } else {
                writes.apply(e);
            }
        }
        if options.track_writes {
            writes.pending = Some(pc);
        }
        let wave_loops = loops.entry(wave_id).or_default();
        wave_loops.step(pc, writes.depth, starts.contains(&pc), |a, b| {
            function_at(a).is_some() && function_at(a) == function_at(b)
        });
        // A row inside a line entry, where only the values written since are read.
        let further_row = !observed.contains(&pc) && further_rows.contains(&pc);
        if !observed.contains(&pc) && !further_row {
            stop = session
                .resume()
                .map_err(|e| launch_error(&code_object, e))?;
            continue;
        }
        if !further_row {
            run.stops += 1;
        }
        let iteration = loops[&wave_id].iteration(pc);
        let size = wave.wave_size.lanes();
        // The innermost physical frame: its innermost frame has the PC's line, its outermost
        // (the function's own; the others are calls inlined into it) the function.
        let own: Vec<debugger::engine::Frame> = session
            .innermost_frames()
            .map_err(|e| launch_error(&code_object, e))?
            .to_vec();
        // The call depth (physical frames). A wave's first stop is in its kernel, and while
        // it is stopped in the kernel's own frame the depth is 1; only a stop in a called
        // function pays for walking the whole stack.
        let kernel_function = kernel_functions
            .entry(wave_id)
            .or_insert_with(|| own.last().and_then(|f| f.function.clone()));
        let call_depth = if own.last().and_then(|f| f.function.as_ref()) == kernel_function.as_ref()
        {
            1
        } else {
            let activation = own
                .last()
                .and_then(|f| Some((f.function.clone()?, f.cfa?, writes.depth)));
            depths.get_or_walk(wave_id, activation, || {
                Ok(session
                    .frames()
                    .map_err(|e| launch_error(&code_object, e))?
                    .last()
                    .map_or(0, |f| u32::try_from(f.physical + 1).unwrap_or(u32::MAX)))
            })?
        };
        let (Some(frame), Some(outermost)) = (own.first(), own.last()) else {
            return Err(launch_error(
                &code_object,
                debugger::engine::EngineError::NoFrame(0),
            ));
        };
        let line = frame.line.as_ref().map_or(0, |l| u64::from(l.1));
        let function = outermost.function.as_deref().map(|f| strs.get(f));
        let (clock, depth) = (writes.clock, writes.depth);
        for lane in lanes {
            let local = wave.wave_in_group * size + lane;
            // A hit is an entry into the line: further rows of the same line in a row (an
            // optimised build interleaves several) are the same hit, compared at its first.
            let last = if further_row {
                // Only within the line entry the work-item is in.
                if last_line.get(&(wave.group, local)) != Some(&line) {
                    continue;
                }
                Some(line)
            } else {
                last_line.insert((wave.group, local), line)
            };
            if last == Some(line) && !options.track_writes && !options.line_writes {
                continue;
            }
            // Every variable in scope at the PC: the function's arguments, then the locals
            // of each scope from the innermost out (inlined calls' included), each with the
            // position in `own` of the frame it belongs to.
            // (One buffer for every lane: it would otherwise be allocated anew at each.)
            let located = &mut located_buffer;
            located.clear();
            frame_of.clear();
            // The unwritten-storage check follows this stop: it needs the places each
            // location names (else only whether it is in shared memory).
            let follow = options.track_writes && !further_row;
            // Each variable's name and printed value, its DIE, and the storage its location
            // names (worked out once for both checks), made as the engine reads it.
            // (`k`: the position in `own` of the frame the variable belongs to.)
            let mut read = |v: &VariableRead<'_>, k: usize| {
                let value = match &v.value {
                    Ok(x) => Ok(printed.text(x, &opts, &mut strs)),
                    Err(e) => Err(strs.get(&e.to_string())),
                };
                let name = match names_by_die.get(&v.die) {
                    Some(n) if **n == *v.name => n.clone(),
                    _ => {
                        let n = strs.get(v.name);
                        names_by_die.insert(v.die, n.clone());
                        n
                    }
                };
                let (placed, shared) = match &v.location {
                    None => (None, false),
                    Some(l) if follow => {
                        let p = places(l);
                        let shared = p == Err(written::SHARED_MEMORY);
                        (Some(p), shared)
                    }
                    Some(l) => (None, written::in_shared_memory(l, &mut scratch_places)),
                };
                located.push(Located {
                    name,
                    die: v.die,
                    value,
                    placed,
                    shared,
                });
                frame_of.push(k);
            };
            session
                .for_each_variable(outermost.index, lane, VariableKind::Arguments, |v| {
                    read(v, own.len() - 1)
                })
                .map_err(|e| launch_error(&code_object, e))?;
            for (k, f) in own.iter().enumerate() {
                session
                    .for_each_variable(f.index, lane, VariableKind::Locals, |v| read(v, k))
                    .map_err(|e| launch_error(&code_object, e))?;
            }
            shadow(located, &mut frame_of);
            let mut described = Vec::with_capacity(located.len());
            for (v, k) in located.iter().zip(&frame_of) {
                let index = match described_at.get(&(v.die, pc)) {
                    Some(&i) => i,
                    None => {
                        let d = describe_variable(&mut session, &own, *k, v.die)
                            .map_err(|e| launch_error(&code_object, e))?;
                        run.described.push(d);
                        described_at.insert((v.die, pc), run.described.len() - 1);
                        run.described.len() - 1
                    }
                };
                described.push(index);
            }
            let shared: Vec<usize> = located
                .iter()
                .enumerate()
                .filter(|(_, v)| v.shared)
                .map(|(k, _)| k)
                .collect();
            let mut values: Vec<NamedValue> = Vec::with_capacity(located.len());
            let (mut dies, mut placed): (Vec<u64>, Vec<Placed>) = (Vec::new(), Vec::new());
            if follow {
                dies.reserve_exact(located.len());
                placed.reserve_exact(located.len());
            }
            for v in located.drain(..) {
                if follow {
                    placed.push(v.placed);
                    dies.push(v.die);
                }
                values.push((v.name, v.value));
            }
            // What the work-item's next stop compares with for the unwritten-storage check: the
            // observation made here, or, at a stop that makes none, its own values.
            let kept = if last == Some(line) {
                if options.line_writes {
                    if let Some(o) = last_observation
                        .get(&(wave.group, local))
                        .and_then(|&k| run.observations.get_mut(k))
                    {
                        for (name, value) in &values {
                            let Ok(value) = value else { continue };
                            let before = o
                                .within_line
                                .iter()
                                .rev()
                                .find(|(n, _)| n == name)
                                .map(|(_, v)| &**v)
                                .or_else(|| {
                                    o.values
                                        .iter()
                                        .find(|(n, _)| n == name)
                                        .and_then(|(_, v)| v.as_deref().ok())
                                });
                            if before != Some(&**value) {
                                o.within_line.push((name.clone(), value.clone()));
                            }
                        }
                    }
                }
                Kept::Own { values, described }
            } else {
                last_observation.insert((wave.group, local), run.observations.len());
                let hit = hits.entry((line, wave.group, local)).or_insert(0);
                *hit += 1;
                run.observations.push(Observation {
                    line,
                    hit: *hit,
                    group: wave.group,
                    local,
                    pc,
                    function: function.clone(),
                    entry: starts.contains(&pc),
                    shared,
                    values,
                    described,
                    depth: call_depth,
                    within_line: Vec::new(),
                    iteration,
                });
                Kept::Observation(run.observations.len() - 1)
            };
            if options.track_writes && !further_row {
                let now = Previous {
                    line,
                    pc,
                    clock,
                    depth,
                    function: function.clone(),
                    dies,
                    placed,
                    values: kept,
                };
                follow_work_item(
                    &mut previous,
                    now,
                    (wave.group, local),
                    &waves[&wave_id],
                    &mut run,
                );
            }
        }
        if run.stops >= options.max_stops {
            run.ended = format!("{MAX_STOPS_ENDED} {} stops (--max-stops)", run.stops);
            break;
        }
        stop = session
            .resume()
            .map_err(|e| launch_error(&code_object, e))?;
    }
    let mut spans: Vec<(u64, u64)> = loops.values().flat_map(Loops::spans).collect();
    spans.sort_unstable();
    spans.dedup();
    run.loops = spans;
    Ok(run)
}

/// An activation of a function: its name, its CFA, and the calls minus returns its wave
/// made before it (counted when every instruction is a stop, else 0).
type Activation = (String, unwind::Cfa, i64);

/// Each wave's latest walk of the whole stack for the call depth, with the activation it was
/// made in. An activation's depth does not change while it runs, so the walk stands while the
/// wave's innermost frame is the same function at the same CFA (and no call or return came
/// between, when they are counted); a stop in a called function otherwise walks every frame.
#[derive(Default)]
struct Depths(HashMap<WaveId, (Activation, u32)>);

impl Depths {
    /// The call depth of `wave` stopped in `activation`: the one walked there before, or
    /// `walk`'s (remembered; `None`, an activation without a function or CFA, is never
    /// trusted).
    fn get_or_walk<E>(
        &mut self,
        wave: WaveId,
        activation: Option<Activation>,
        walk: impl FnOnce() -> Result<u32, E>,
    ) -> Result<u32, E> {
        if let (Some(a), Some((known, depth))) = (&activation, self.0.get(&wave)) {
            if a == known {
                return Ok(*depth);
            }
        }
        let depth = walk()?;
        match activation {
            Some(a) => {
                self.0.insert(wave, (a, depth));
            }
            None => {
                self.0.remove(&wave);
            }
        }
        Ok(depth)
    }
}

/// The DWARF of the variable at DIE `die` of frame `own[k]` (`own`: the innermost physical
/// frame's frames, innermost first): the location in force, and the inline context when the
/// frame is an inlined call.
fn describe_variable(
    session: &mut Session,
    own: &[debugger::engine::Frame],
    k: usize,
    die: u64,
) -> Result<Described, debugger::engine::EngineError> {
    let location = session.location_in_force(own[k].index, die)?;
    let inline = if own[k].inlined {
        own[k..]
            .iter()
            .rev()
            .map(|f| InlinedCall {
                function: f.function.clone(),
                die: f.scope_die,
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(Described {
        die,
        location,
        inline,
    })
}

/// How a run ended, in the words of gdb's stop reasons.
fn ended_by(stop: &StopEvent) -> String {
    match stop {
        StopEvent::Completed { .. }
        | StopEvent::ProcessExited { .. }
        | StopEvent::Terminated { .. } => "exited".into(),
        StopEvent::Signal { reason, .. } => format!("signal ({reason})"),
        StopEvent::Check { .. } => "check".into(),
        StopEvent::Interrupted { limit: true, .. } => "interrupted (instruction limit)".into(),
        StopEvent::Interrupted { .. } => "interrupted".into(),
        StopEvent::Watchpoint { .. } => "watchpoint-trigger".into(),
        StopEvent::Stepped { .. } => "end-stepping-range".into(),
        StopEvent::WaveExited { .. } => "wave-exited".into(),
        StopEvent::Breakpoint { .. } => "breakpoint".into(),
        StopEvent::WatchpointScopeLeft { .. } => "watchpoint-scope".into(),
        StopEvent::RecordedEnd { .. } => "record-end".into(),
    }
}

/// Runs `launch` to its end in the simulator alone and returns its buffer arguments' bytes.
fn outputs_of(launch: &SimulatorLaunch, limit: u64) -> Result<Vec<(usize, Vec<u8>)>, String> {
    let opened = codeobj::open_code_object(&launch.code_object, launch.target.as_deref())
        .map_err(|e| e.to_string())?;
    let mut l = launch.launch.clone();
    l.kernel = codeobj::kernel_symbol(&opened.bytes, &l.kernel);
    let mut sim = sim::Simulator::new(&opened.bytes, &l).map_err(|e| e.to_string())?;
    sim.set_instruction_limit(Some(limit));
    if let sim::RunEnd::Stopped {
        wave_text, reason, ..
    } = sim.run_to_end()
    {
        return Err(format!("{wave_text} stopped: {reason}"));
    }
    Ok(l.args
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, sim::LaunchArg::Buffer(_)))
        .map(|(i, _)| (i, sim.buffer(i).unwrap_or_default()))
        .collect())
}

/// `run-output-differs`: the two runs' buffer arguments after the kernel ends, where they
/// differ (the first differing 4-byte word of each buffer that differs).
pub fn compare_outputs(checked: &Run, reference: &Run) -> Option<Finding> {
    let (Ok(a), Ok(b)) = (&checked.outputs, &reference.outputs) else {
        return None;
    };
    let mut diffs = Vec::new();
    for ((i, x), (_, y)) in a.iter().zip(b) {
        if x == y {
            continue;
        }
        let words = x.chunks(4).zip(y.chunks(4));
        // Floats that agree to 1e-6 relative (an -O2 build contracts `a * b + c` into one
        // rounding) are the same result; integers must be equal.
        let close = |p: &[u8], q: &[u8]| {
            let f = |b: &[u8]| f64::from(f32::from_le_bytes(b.try_into().unwrap_or([0; 4])));
            let (a, b) = (f(p), f(q));
            p.len() == 4
                && q.len() == 4
                && a.is_normal()
                && b.is_normal()
                && (a - b).abs() <= 1e-6 * a.abs().max(b.abs())
        };
        let n = words
            .clone()
            .filter(|(p, q)| p != q && !close(p, q))
            .count();
        if n == 0 && x.len() == y.len() {
            continue;
        }
        if let Some((w, (p, q))) = words.enumerate().find(|(_, (p, q))| p != q && !close(p, q)) {
            diffs.push(format!(
                "argument {i}: {n} of {} words differ, first word {w}: {} vs {}",
                x.len().div_ceil(4),
                hex(p),
                hex(q)
            ));
        } else {
            diffs.push(format!("argument {i}: sizes {} and {}", x.len(), y.len()));
        }
    }
    if diffs.is_empty() {
        return None;
    }
    let mut f = Finding::new(
        "run-output-differs",
        format!(
            "the two builds computed different results ({}; checked vs reference {}): a miscompile, a simulator bug or an order-dependent kernel (atomics); value mismatches may follow from that rather than from a location",
            diffs.join("; "),
            reference.code_object
        ),
    );
    f.function = None;
    Some(f)
}

fn hex(b: &[u8]) -> String {
    let mut v = [0u8; 4];
    v[..b.len().min(4)].copy_from_slice(&b[..b.len().min(4)]);
    format!("{:#010x}", u32::from_le_bytes(v))
}

/// A module's executable sections, to decode any instruction for either wave size.
struct Text {
    processor: &'static str,
    sections: Vec<(u64, &'static [u8])>,
    decoders: HashMap<WaveSize, Option<Decoder>>,
}

impl Text {
    fn of(m: &debugger::symbols::Module) -> Result<Text, String> {
        let processor = m
            .image
            .processor()
            .ok_or_else(|| format!("{}: unknown processor", m.name))?
            .name;
        let image: &'static debugger::image::Image<'static> = m.image;
        let sections = image.executable_sections();
        Ok(Text {
            processor,
            sections,
            decoders: HashMap::default(),
        })
    }

    /// The instruction at ELF address `pc`, as a wave of size `wave` decodes it.
    fn decode(&mut self, pc: u64, wave: WaveSize) -> Option<Instruction> {
        let (start, data) = *self
            .sections
            .iter()
            .find(|(a, d)| (*a..*a + d.len() as u64).contains(&pc))?;
        let processor = self.processor;
        let decoder = self
            .decoders
            .entry(wave)
            .or_insert_with(|| Decoder::for_target(processor, wave).ok())
            .as_ref()?;
        Some(decoder.decode(&data[(pc - start) as usize..]))
    }

    /// The instructions from `start` up to `end`, with their addresses (decoded for
    /// `wave`), up to the first that does not decode.
    fn instructions(
        &mut self,
        start: u64,
        end: u64,
        wave: WaveSize,
    ) -> impl Iterator<Item = (u64, Instruction)> + '_ {
        let mut pc = start;
        std::iter::from_fn(move || {
            if pc >= end {
                return None;
            }
            let i = self.decode(pc, wave)?;
            let at = pc;
            pc += i.len().max(4) as u64;
            Some((at, i))
        })
    }

    /// The address of every instruction of every function (decoded for `wave`).
    fn addresses(&mut self, functions: &[unwind::Function], wave: WaveSize) -> Vec<u64> {
        let mut out = Vec::new();
        for f in functions {
            out.extend(self.instructions(f.start, f.end, wave).map(|(pc, _)| pc));
        }
        out
    }
}

/// A work-item's last observation, for the unwritten-storage check.
struct Previous {
    line: u64,
    pc: u64,
    clock: u64,
    depth: i64,
    function: Option<SharedStr>,
    /// Each variable's DIE offset.
    dies: Vec<u64>,
    /// For each variable, the places its location names (`None`: no location; `Err`:
    /// storage the check cannot follow, and why).
    placed: Vec<Placed>,
    /// The variables' names and values, and what the DWARF says about each.
    values: Kept,
}

/// A variable's name and formatted value, or why it could not be read.
pub type NamedValue = (SharedStr, Result<SharedStr, SharedStr>);

/// A name or formatted value as a run keeps it: one allocation per distinct string, shared
/// by every observation that shows it (a run reads millions of values, mostly repeats).
pub type SharedStr = std::sync::Arc<str>;

/// The texts of the values a run printed, by what each text is made of
/// ([`debugger::format::inner_key`]): the same variables of every lane at every stop are
/// printed once per distinct value instead of at each read.
#[derive(Default)]
struct Printed {
    /// By the type (its address, for a scalar's bytes; `None` for a marker such as
    /// `<optimized out>`, the same whatever the type) and the key.
    texts: HashMap<(Option<usize>, InnerKey), SharedStr>,
    /// The types whose addresses `texts` holds, kept alive so that no other type takes one.
    types: HashMap<usize, std::sync::Arc<debugger::types::Type>>,
}

impl Printed {
    /// `v` as `format_inner` prints it with `opts` (the same options at every call).
    fn text(
        &mut self,
        v: &debugger::value::Value,
        opts: &FormatOptions,
        strs: &mut SharedStrs,
    ) -> SharedStr {
        let Some(key) = debugger::format::inner_key(v) else {
            return strs.get(&format_inner(v, opts));
        };
        let ty = matches!(key, InnerKey::Scalar(..))
            .then(|| std::sync::Arc::as_ptr(&v.ty) as *const () as usize);
        if let Some(t) = self.texts.get(&(ty, key)) {
            return t.clone();
        }
        let t = strs.get(&format_inner(v, opts));
        if let Some(address) = ty {
            self.types.entry(address).or_insert_with(|| v.ty.clone());
        }
        self.texts.insert((ty, key), t.clone());
        t
    }
}

/// The strings a run has kept so far, each once.
#[derive(Default)]
struct SharedStrs(HashSet<SharedStr>);

impl SharedStrs {
    /// `text` as a [`SharedStr`]: the one kept before, or a new one.
    fn get(&mut self, text: &str) -> SharedStr {
        if let Some(t) = self.0.get(text) {
            return t.clone();
        }
        let t: SharedStr = text.into();
        self.0.insert(t.clone());
        t
    }
}

/// Where a stop's variables are kept: in the observation made of them (not copied), or, for
/// a stop that made none, here.
enum Kept {
    /// An index into [`Run::observations`].
    Observation(usize),
    Own {
        values: Vec<NamedValue>,
        /// For each of `values`, an index into [`Run::described`].
        described: Vec<usize>,
    },
}

impl Kept {
    /// The names and values, and their indices into [`Run::described`].
    fn get<'a>(&'a self, observations: &'a [Observation]) -> (&'a [NamedValue], &'a [usize]) {
        match self {
            Kept::Observation(k) => (&observations[*k].values, &observations[*k].described),
            Kept::Own { values, described } => (values, described),
        }
    }
}

/// A value that can be compared: read, not `<optimized out>` and not an error.
fn comparable(v: &Result<SharedStr, SharedStr>) -> Option<&str> {
    comparable_text(v.as_deref().ok()?)
}

/// A formatted value that can be compared: not `<optimized out>` and not an error.
fn comparable_text(v: &str) -> Option<&str> {
    (!optimized_out(v) && !v.starts_with("<error") && !v.starts_with("<not saved")).then_some(v)
}

/// Compares a work-item's observation `now` with its previous one: a variable whose value
/// changed while the storage its location names now was not written in between.
#[cfg(test)]
impl Run {
    /// A run made of these observations and nothing else, for tests.
    pub(crate) fn of_observations(observations: Vec<Observation>) -> Run {
        Run {
            code_object: String::new(),
            observations,
            described: Vec::new(),
            stops: 0,
            ended: String::new(),
            unwritten: Vec::new(),
            write_check: WriteCheckStats::default(),
            outputs: Ok(Vec::new()),
            loops: Vec::new(),
        }
    }
}

/// A work-item's new stop: checked against its previous one for unwritten storage
/// ([`compare_unwritten`]), then kept as the one its next stop is checked against.
fn follow_work_item(
    previous: &mut HashMap<([u32; 3], u32), Previous>,
    now: Previous,
    key: ([u32; 3], u32),
    w: &WaveWrites,
    run: &mut Run,
) {
    if let Some(before) = previous.get(&key) {
        compare_unwritten(
            before,
            &now,
            key,
            w,
            &run.observations,
            (&mut run.unwritten, &mut run.write_check),
        );
    }
    previous.insert(key, now);
}

fn compare_unwritten(
    before: &Previous,
    now: &Previous,
    (group, local): ([u32; 3], u32),
    w: &WaveWrites,
    observations: &[Observation],
    (unwritten, stats): (&mut Vec<Unwritten>, &mut WriteCheckStats),
) {
    let (now_values, now_described) = now.values.get(observations);
    let (before_values, _) = before.values.get(observations);
    let skip = |stats: &mut WriteCheckStats, why: &'static str| {
        *stats.skipped.entry(why).or_insert(0) += 1;
    };
    let same_frame = before.function == now.function && before.depth == now.depth;
    // Variables are matched by DIE: two loops' `i` in sibling blocks are two variables.
    for (k, ((die, (name, value)), place)) in
        now.dies.iter().zip(now_values).zip(&now.placed).enumerate()
    {
        let Some(b) = before.dies.iter().position(|d| d == die) else {
            continue;
        };
        let (old_value, old_place) = (&before_values[b].1, &before.placed[b]);
        let (Some(old), Some(new)) = (comparable(old_value), comparable(value)) else {
            continue;
        };
        stats.compared += 1;
        if old == new {
            continue;
        }
        stats.changed += 1;
        if !same_frame {
            skip(stats, "another frame (a call or return in between)");
            continue;
        }
        let places = match place {
            None => {
                skip(stats, "no location now (a constant or a computed value)");
                continue;
            }
            Some(Err(why)) => {
                skip(stats, why);
                continue;
            }
            Some(Ok(p)) => p,
        };
        if places.iter().any(|p| w.written_since(p, before.clock)) {
            continue;
        }
        let old_places = match old_place {
            Some(Ok(p)) => Some(p),
            _ => None,
        };
        if old_places == Some(places) {
            // The same storage, unwritten, read differently: not a location problem.
            skip(stats, "same storage read differently");
            continue;
        }
        unwritten.push(Unwritten {
            line: now.line,
            pc: now.pc,
            group,
            local,
            function: now.function.as_deref().map(String::from),
            previous: (before.line, before.pc),
            variable: name.to_string(),
            described: now_described.get(k).copied(),
            values: (old.to_string(), new.to_string()),
            was_in: match old_place {
                Some(Ok(p)) => format!("in {}", written::places_text(p)),
                Some(Err(why)) => (*why).to_string(),
                None => "no location: a constant or a computed value".into(),
            },
            now_in: written::places_text(places),
            instructions: w.clock - before.clock,
        });
    }
}

fn work_item(o: &Observation) -> String {
    format!(
        "work-group ({},{},{}) work-item {}",
        o.group[0], o.group[1], o.group[2], o.local
    )
}

fn finding(rule: &'static str, o: &Observation, variable: &str, message: String) -> Finding {
    let mut f = Finding::new(rule, message);
    f.function = o.function.as_deref().map(String::from);
    f.variable = Some(variable.to_string());
    f.pc = Some(o.pc);
    f
}

/// Whether a formatted value says the variable has no value here.
fn optimized_out(v: &str) -> bool {
    // Most values have no `<` at all: one byte search rules both out.
    v.contains('<') && (v.contains("<optimized out>") || v.contains("<unavailable>"))
}

/// One paragraph on what the `run-value-unwritten` check compared and what it could not
/// judge (and why), for the text report.
pub fn write_check_note(run: &Run) -> String {
    let w = &run.write_check;
    let mut s = format!(
        "run-value-unwritten: {} values compared between consecutive stops of a work-item, {} changed",
        w.compared, w.changed
    );
    if !w.skipped.is_empty() {
        let parts: Vec<String> = w
            .skipped
            .iter()
            .map(|(why, n)| format!("{n} {why}"))
            .collect();
        s.push_str(&format!("; not judged: {}", parts.join("; ")));
    }
    s.push('\n');
    s
}

/// Findings of one run on its own: variables that cannot be evaluated or read. One finding
/// per (variable, PC), with the first work-item and the number of lanes affected.
pub fn check_run(run: &Run) -> FileReport {
    let mut first: BTreeMap<(String, u64, &'static str), (usize, usize, String)> = BTreeMap::new();
    for (i, o) in run.observations.iter().enumerate() {
        for (name, v) in &o.values {
            // The engine reports a read that failed either as an error or, as gdb prints
            // it, as a value `<error: …>`.
            let e = match v {
                Err(e) => &**e,
                Ok(v) => match v.strip_prefix("<error: ").and_then(|r| r.strip_suffix('>')) {
                    Some(e) => e,
                    None => continue,
                },
            };
            let e = e.to_string();
            let rule = if e.starts_with(BAD_READ) {
                "run-bad-read"
            } else {
                "run-eval-error"
            };
            let entry = first
                .entry((name.to_string(), o.pc, rule))
                .or_insert((i, 0, e.clone()));
            entry.1 += 1;
        }
    }
    let mut findings: Vec<Finding> = first
        .into_iter()
        .map(|((name, _, rule), (i, n, e))| {
            let o = &run.observations[i];
            let mut f = finding(
                rule,
                o,
                &name,
                format!(
                    "line {}, {}: {e} ({n} lane stop{})",
                    o.line,
                    work_item(o),
                    if n == 1 { "" } else { "s" }
                ),
            );
            if let Some(at) = described(run, o, &name) {
                describe_in(&mut f, at);
            }
            f
        })
        .collect();
    findings.extend(unwritten_findings(run));
    FileReport {
        file: run.code_object.clone(),
        producer: None,
        findings,
    }
}

/// Why a `run-value-unwritten` observation was withdrawn: the reference agrees with it.
const CONTRADICTED: &str =
    "contradicted by the reference (it holds the new value at the same line of the work-item)";

/// Withdraws the `run-value-unwritten` observations of `checked` that `reference`
/// contradicts: the reference's work-item holds the variable's new value at a stop of the
/// same line, so the value shown is right and the location list moved to storage that held
/// it already. Returns how many were withdrawn (also counted in
/// [`Run::write_check`]'s `skipped`).
pub fn withdraw_contradicted(checked: &mut Run, reference: &Run) -> u64 {
    // Only the reference stops at an unwritten value's line and work-item can contradict it.
    let wanted: HashSet<([u32; 3], u32, u64)> = checked
        .unwritten
        .iter()
        .map(|u| (u.group, u.local, u.line))
        .collect();
    let mut held: HashSet<([u32; 3], u32, u64, &str, &str)> = HashSet::default();
    for o in &reference.observations {
        if !wanted.contains(&(o.group, o.local, o.line)) {
            continue;
        }
        for (name, v) in &o.values {
            if let Some(v) = comparable(v) {
                held.insert((o.group, o.local, o.line, &**name, v));
            }
        }
    }
    // Floats are compared as printed: the reference's -O0 value is what the source computes.
    let before = checked.unwritten.len();
    checked.unwritten.retain(|u| {
        !held.contains(&(
            u.group,
            u.local,
            u.line,
            u.variable.as_str(),
            u.values.1.as_str(),
        ))
    });
    let n = (before - checked.unwritten.len()) as u64;
    if n > 0 {
        *checked.write_check.skipped.entry(CONTRADICTED).or_insert(0) += n;
    }
    n
}

/// `run-value-unwritten`: one finding per (variable, PC), with the first work-item and how
/// many lane observations saw it.
fn unwritten_findings(run: &Run) -> Vec<Finding> {
    type First<'r> = BTreeMap<(String, u64), (&'r Unwritten, usize, BTreeSet<([u32; 3], u32)>)>;
    let mut first: First<'_> = BTreeMap::new();
    for u in &run.unwritten {
        let e = first
            .entry((u.variable.clone(), u.pc))
            .or_insert((u, 0, BTreeSet::new()));
        e.1 += 1;
        e.2.insert((u.group, u.local));
    }
    first
        .into_values()
        .map(|(u, n, work_items)| {
            let mut f = Finding::new(
                "run-value-unwritten",
                format!(
                    "line {}, work-group ({},{},{}) work-item {}: {} changed from {} (line {}, PC {:#x}, {}) to {} (in {}), but none of the {} instructions executed in between wrote {} ({n} lane stop{})",
                    u.line,
                    u.group[0],
                    u.group[1],
                    u.group[2],
                    u.local,
                    u.variable,
                    u.values.0,
                    u.previous.0,
                    u.previous.1,
                    u.was_in,
                    u.values.1,
                    u.now_in,
                    u.instructions,
                    u.now_in,
                    if n == 1 { "" } else { "s" }
                ),
            );
            f.function = u.function.clone();
            f.variable = Some(u.variable.clone());
            f.pc = Some(u.pc);
            if let Some(at) = u.described.and_then(|k| run.described.get(k)) {
                describe_in(&mut f, at);
            }
            f.lanes = WorkItems::of(&work_items);
            // The value the storage held before (nothing wrote it since) and the one shown.
            f.expected = Some(u.values.0.clone());
            f.observed = Some(u.values.1.clone());
            f
        })
        .collect()
}

/// Whether two formatted values agree: equal text, or floating-point numbers within a
/// relative 1e-6 (an optimised build contracts `a * b + c` into one rounding).
pub(crate) fn same_value(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    // Texts without a decimal point are never numbers within rounding of each other: no
    // parse for them (most values compared are integers).
    if !(a.contains('.') || b.contains('.')) {
        return false;
    }
    match (number(a), number(b)) {
        (Some(x), Some(y)) => (x - y).abs() <= 1e-6 * x.abs().max(y.abs()),
        _ => false,
    }
}

/// A formatted value as a finite number, for [`same_value`].
fn number(v: &str) -> Option<f64> {
    v.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// How [`compare_with`] pairs the stops of two runs, work-item by work-item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Align {
    /// The same (line, hit count): the n-th entry into a line in one run with the n-th in
    /// the other (the issue's first definition; loses step when the builds enter a line a
    /// different number of times).
    Hit,
    /// The longest common subsequence of the two runs' line-entry sequences: entries are
    /// paired in order where the lines agree, so a rotated loop (an -O2 loop that enters its
    /// condition's line a different number of times per iteration) stays in step. A fully
    /// unrolled or partly unrolled loop does not: its line entries pair with entries of other
    /// iterations of the reference, and values an iteration apart look wrong.
    Sequence,
    /// Each variable's own value history: per work-item, call and variable, the sequence of
    /// distinct values the checked run shows is aligned with the reference's (longest common
    /// subsequence), so the checked build may skip values (optimised out, or never at a
    /// stop) but not invent or reorder them. A value the reference's work-item never holds
    /// in that call is a `run-value-mismatch`, whichever iteration the stop belongs to; one
    /// the reference holds, but not in that order, is `run-value-shifted`. Line entries are
    /// still paired by [`Align::Sequence`] for the expected value shown, for telling
    /// unassigned reference slots apart, and for the score's steps.
    ///
    /// Its blind spot: a stale value (the checked build still shows an earlier value of the
    /// history while the reference has moved on, as LLVM's location lists do when an
    /// unrolled loop keeps the preheader's location) or an early one is in order and is not
    /// reported. [`Align::Window`] reports those.
    Value,
    /// Line entries paired as [`Align::Sequence`] does (preferring pairs at the same call
    /// depth), each pair an anchor; a value is judged by the reference's write history of
    /// the variable in that work-item and frame instance. Right: the reference's value at
    /// the paired entry or one it writes within that line entry (several assignments on one
    /// line; [`RunOptions::line_writes`]); for an unpaired stop, the values at the window's
    /// first and last stops that show the variable, the next one written after the first
    /// and the last one written before the second. One assignment beyond those is
    /// `run-value-shifted` (shown a statement early or late); anything else is a
    /// `run-value-mismatch`, however near the reference holds it, so a window stretched
    /// over a loop's iterations does not make every value in it right.
    ///
    /// Chosen as the default over statement instances (the k-th execution of a line,
    /// [`Align::Hit`], which an optimiser's rotation, unrolling and interleaved rows put out
    /// of step) and over the value history alone ([`Align::Value`], blind to stale values):
    /// on loops clang unrolls or rotates it drops the mismatches [`Align::Sequence`] reports
    /// for values of another iteration, and keeps values that are wrong wherever the stop
    /// lies. Its blind spot: a wrong value equal to one of the few the history allows.
    #[default]
    Window,
}

/// [`compare_with`] by (line, hit count).
pub fn compare(checked: &Run, reference: &Run) -> FileReport {
    compare_with(checked, reference, Align::Hit)
}

/// Pairs of (checked, reference) observation indices whose line-entry sequences align,
/// per work-item (longest common subsequence of the lines, preferring pairs of the same
/// entry count; sequences are capped at 4096 entries a work-item).
#[cfg(test)]
fn align_sequences(checked: &Run, reference: &Run) -> Vec<(usize, usize)> {
    align_sequences_of(checked, reference, &Items::of(checked, reference))
}

/// [`align_sequences`] with the runs' work-items numbered.
fn align_sequences_of(checked: &Run, reference: &Run, items: &Items) -> Vec<(usize, usize)> {
    let seqs = items
        .lists(&items.checked)
        .into_iter()
        .zip(items.lists(&items.reference));
    let mut pairs = Vec::new();
    // One table for every work-item (a fresh one each time was zeroed page by page).
    let (mut narrow, mut wide): (Vec<u32>, Vec<u64>) = (Vec::new(), Vec::new());
    for (a, b) in seqs {
        let (a, b) = (&a[..a.len().min(4096)], &b[..b.len().min(4096)]);
        let (n, m) = (a.len(), b.len());
        if n == 0 || m == 0 {
            continue;
        }
        // The lines, entry counts and call depths side by side: the table below reads them
        // n × m times.
        let side = |run: &Run, ix: &[usize]| -> (Vec<u64>, Vec<u32>, Vec<u32>) {
            let mut t = (Vec::new(), Vec::new(), Vec::new());
            for &k in ix {
                let o = &run.observations[k];
                t.0.push(o.line);
                t.1.push(o.hit);
                t.2.push(o.depth);
            }
            t
        };
        let (lines_a, hits_a, depths_a) = side(checked, a);
        let (lines_b, hits_b, depths_b) = side(reference, b);
        let sides = Sides {
            lines: (&lines_a, &lines_b),
            hits: (&hits_a, &hits_b),
            depths: (&depths_a, &depths_b),
        };
        // The scores fit 32-bit cells for all but very long sequences: half the table's
        // memory to walk.
        let first = pairs.len();
        if n.min(m) <= MAX_NARROW_LCS {
            lcs_pairs(&sides, &mut narrow, &mut pairs);
        } else {
            lcs_pairs(&sides, &mut wide, &mut pairs);
        }
        for p in &mut pairs[first..] {
            *p = (a[p.0], b[p.1]);
        }
    }
    pairs.sort_unstable();
    pairs
}

/// A work-item: (work-group, flat id in the group).
type WorkItem = ([u32; 3], u32);

/// The work-items of the two runs compared, numbered in (work-group, work-item) order, and
/// each observation's: the comparison's per-work-item lists are arrays indexed by number
/// instead of maps keyed by work-item, each observation's work-item hashed once.
struct Items {
    /// The work-items, in order.
    items: Vec<WorkItem>,
    /// Each checked observation's work-item.
    checked: Vec<u32>,
    /// Each reference observation's work-item.
    reference: Vec<u32>,
}

impl Items {
    fn of(checked: &Run, reference: &Run) -> Items {
        // Numbered as first met, then renumbered in order.
        let mut ids: HashMap<WorkItem, u32> = HashMap::default();
        fn number(ids: &mut HashMap<WorkItem, u32>, run: &Run) -> Vec<u32> {
            run.observations
                .iter()
                .map(|o| {
                    let next = u32::try_from(ids.len()).unwrap_or(u32::MAX);
                    *ids.entry((o.group, o.local)).or_insert(next)
                })
                .collect()
        }
        let mut c = number(&mut ids, checked);
        let mut r = number(&mut ids, reference);
        let mut met: Vec<(WorkItem, u32)> = ids.into_iter().collect();
        met.sort_unstable();
        let mut rank = vec![0u32; met.len()];
        for (n, &(_, first)) in met.iter().enumerate() {
            rank[first as usize] = u32::try_from(n).unwrap_or(u32::MAX);
        }
        for x in c.iter_mut().chain(r.iter_mut()) {
            *x = rank[*x as usize];
        }
        Items {
            items: met.into_iter().map(|(item, _)| item).collect(),
            checked: c,
            reference: r,
        }
    }

    /// Each work-item's observations (ascending), indexed by work-item number, of the run
    /// whose observations' work-items are `of`.
    fn lists(&self, of: &[u32]) -> Vec<Vec<usize>> {
        let mut lists = vec![Vec::new(); self.items.len()];
        for (k, &item) in of.iter().enumerate() {
            lists[item as usize].push(k);
        }
        lists
    }
}

/// Two work-items' line entries side by side for [`lcs_pairs`]: (checked, reference) lines,
/// entry counts and call depths.
struct Sides<'a> {
    lines: (&'a [u64], &'a [u64]),
    hits: (&'a [u32], &'a [u32]),
    depths: (&'a [u32], &'a [u32]),
}

/// The longest sequences [`lcs_pairs`] scores in 32-bit cells: with `d = 1601`, a pair's
/// highest score `d (d + 1) + d + 1 = (d + 1)²` times `d - 1` pairs is below 2³².
const MAX_NARROW_LCS: usize = 1600;
const _: () = assert!(
    (MAX_NARROW_LCS as u64 + 2) * (MAX_NARROW_LCS as u64 + 2) * MAX_NARROW_LCS as u64
        <= u32::MAX as u64
);

/// A cell of [`lcs_pairs`]'s table.
trait Cell: Copy + Ord + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> {
    const ZERO: Self;
    fn of(x: usize) -> Self;
}

impl Cell for u32 {
    const ZERO: u32 = 0;
    fn of(x: usize) -> u32 {
        x as u32
    }
}

impl Cell for u64 {
    const ZERO: u64 = 0;
    fn of(x: usize) -> u64 {
        x as u64
    }
}

/// Appends the pairs (positions in the two sides) of the best common subsequence of the
/// lines. Among the longest, the one with the most pairs at the same call depth (a
/// recursive function's line entries with those of the same recursion level, not of the
/// caller's or a callee's instance), then the most whose entry counts agree (the k-th
/// entry of a line with the k-th): a fully unrolled loop enters its body's lines as often
/// as the reference, and a tie broken the other way pairs its last iteration with the
/// reference's first. With `d = min(n, m) + 1`, a pair scores `d (d + 1)`, plus `d` when
/// the depths agree and 1 when the counts do, so one more pair always wins over any number
/// of agreements, and one more depth agreement over any number of count agreements.
/// `best` is scratch space.
fn lcs_pairs<T: Cell>(s: &Sides<'_>, best: &mut Vec<T>, pairs: &mut Vec<(usize, usize)>) {
    let (n, m) = (s.lines.0.len(), s.lines.1.len());
    let d = T::of(n.min(m) + 1);
    let (one, zero) = (T::of(1), T::ZERO);
    let score = |i: usize, j: usize| {
        let depth = if s.depths.0[i] == s.depths.1[j] {
            d
        } else {
            zero
        };
        let hit = if s.hits.0[i] == s.hits.1[j] {
            one
        } else {
            zero
        };
        d * (d + one) + depth + hit
    };
    // best[i][j]: the best score of a[i..] and b[j..]; the last row and column are 0 and
    // every other cell is written before it is read.
    let w = m + 1;
    if best.len() < (n + 1) * w {
        best.resize((n + 1) * w, zero);
    }
    let at = |i: usize, j: usize| i * w + j;
    best[at(n, 0)..=at(n, m)].fill(zero);
    for i in 0..n {
        best[at(i, m)] = zero;
    }
    // Row i from row i + 1: best[i][j] = max(best[i + 1][j], best[i][j + 1], the pair (i, j)
    // if the lines agree). A row does not increase from left to right (a longer suffix of
    // the reference scores at least as much), so best[i][j] is the larger of best[i + 1][j]
    // and the best pair (i, k) with k ≥ j: only the cells where the lines agree need a
    // score, and between them a row is row i + 1 raised to a running maximum (a loop the
    // compiler vectorises).
    let mut at_line: HashMap<u64, Vec<usize>> = HashMap::default();
    for (j, &line) in s.lines.1.iter().enumerate().rev() {
        at_line.entry(line).or_default().push(j);
    }
    let raise = |row: &mut [T], below: &[T], to: T| {
        for (cell, &b) in row.iter_mut().zip(below) {
            *cell = b.max(to);
        }
    };
    for i in (0..n).rev() {
        let (row, below) = best[at(i, 0)..at(i + 2, 0)].split_at_mut(w);
        let (mut running, mut end) = (zero, m);
        // The reference entries at this line, right to left.
        for &k in at_line.get(&s.lines.0[i]).map_or(&[][..], Vec::as_slice) {
            raise(&mut row[k + 1..end], &below[k + 1..end], running);
            running = running.max(below[k + 1] + score(i, k));
            row[k] = below[k].max(running);
            end = k;
        }
        raise(&mut row[..end], &below[..end], running);
    }
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if s.lines.0[i] == s.lines.1[j] && best[at(i, j)] == best[at(i + 1, j + 1)] + score(i, j) {
            pairs.push((i, j));
            i += 1;
            j += 1;
        } else if best[at(i + 1, j)] >= best[at(i, j + 1)] {
            i += 1;
        } else {
            j += 1;
        }
    }
}

/// What [`compare_detailed`] compared, and what it did not and why.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CompareStats {
    /// Line entries of the checked run paired with one of the reference.
    pub paired: u64,
    /// Line entries of the checked run with no corresponding reference entry (the builds
    /// enter some line a different number of times), and of the reference with none in
    /// the checked run.
    pub unpaired: (u64, u64),
    /// Variable values compared (both read, both builds describe the variable).
    pub compared: u64,
    /// Values not compared or not reported, by reason.
    pub skipped: BTreeMap<&'static str, u64>,
    /// The observations and steps the debug-experience score is made of
    /// ([`crate::score`]): lanes are work-items numbered in (work-group, work-item) order.
    pub tally: Tally,
}

/// Why a value was not compared: the reference had not assigned it yet.
const UNASSIGNED: &str =
    "the reference had not assigned the variable yet (its -O0 slot holds garbage)";
/// Why a value was not compared: shared memory.
const SHARED: &str = "located in global or LDS memory (its value at a line depends on how far other work-items ran, which differs between builds)";
/// Why a value was not compared: a pointer.
const POINTER: &str = "pointer values that differ (addresses of stack and LDS objects depend on the build's frame layout)";

/// The places a variable's location names (`None`: no location; `Err`: storage the
/// unwritten-storage check cannot follow, and why).
type Placed = Option<Result<Vec<Place>, &'static str>>;

/// A variable as a stop read it, kept as the run keeps it.
struct Located {
    name: SharedStr,
    /// The `.debug_info` offset of its DIE.
    die: u64,
    value: Result<SharedStr, SharedStr>,
    /// The places its location names (`None`: no location, or the unwritten-storage check
    /// does not follow the stop; `Err`: storage the check cannot follow, and why).
    placed: Placed,
    /// Whether its location is in memory other work-items share ([`written::SHARED_MEMORY`]).
    shared: bool,
}

/// Drops the variables an inner scope's variable of the same name hides (a kernel's `r`
/// inside an inlined callee with its own `r`): `print r` shows the innermost, and the two
/// builds' stops are compared by name. `frame_of[i]` is variable `i`'s frame, innermost 0;
/// within a frame the innermost block comes first.
fn shadow(located: &mut Vec<Located>, frame_of: &mut Vec<usize>) {
    let n = located.len();
    let mut keep = vec![true; n];
    for i in 0..n {
        for j in 0..i {
            if keep[j] && located[j].name == located[i].name {
                if frame_of[i] < frame_of[j] {
                    keep[j] = false;
                } else {
                    keep[i] = false;
                    break;
                }
            }
        }
    }
    if keep.iter().all(|&k| k) {
        return;
    }
    let mut k = keep.iter();
    located.retain(|_| *k.next().unwrap_or(&true));
    let mut k = keep.iter();
    frame_of.retain(|_| *k.next().unwrap_or(&true));
}

/// Whether two stops are in the same source function. Clang's -O0 OpenCL kernels run their
/// body in `__clang_ocl_kern_imp_NAME`, which -O2 inlines into the kernel `NAME`.
fn same_function(a: &Observation, b: &Observation) -> bool {
    fn name(o: &Observation) -> Option<&str> {
        let f = o.function.as_deref()?;
        Some(f.strip_prefix("__clang_ocl_kern_imp_").unwrap_or(f))
    }
    match (name(a), name(b)) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    }
}

/// Whether a formatted value is a pointer (gdb prints them in hex, integers in decimal).
fn is_pointer(v: &str) -> bool {
    v.starts_with("0x") || (v.starts_with('(') && v.contains(" *) 0x"))
}

/// [`compare_detailed`] without the statistics.
pub fn compare_with(checked: &Run, reference: &Run, align: Align) -> FileReport {
    compare_detailed(checked, reference, align).0
}

/// Compares a run against a reference run stop by stop (paired as `align` says): every
/// variable both describe must agree, or be `<optimized out>` in the checked run.
///
/// Not reported as mismatches, and counted in the statistics instead:
/// * values before the reference's first assignment (a -O0 slot holds garbage until then);
/// * pointers that differ (stack and LDS addresses depend on the frame layout);
/// * variables located in global or LDS memory: other work-items write them, and how far
///   the others have run at a given line differs between builds;
/// * values equal to the reference's at the previous or next entry of the same line by the
///   same work-item: an iteration apart (`run-value-shifted`, a note): the builds enter the
///   line a different number of times, or the checked build shows a loop variable already
///   updated for the next iteration (which a debugger user sees as a value one iteration
///   early; reported as a note, not as an error).
///
/// One finding per (variable, line), with the first disagreement and how many there were.
pub fn compare_detailed(
    checked: &Run,
    reference: &Run,
    align: Align,
) -> (FileReport, CompareStats) {
    let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
    compare_detailed_jobs(checked, reference, align, jobs)
}

/// Runs `a` and `b`, on two threads when `jobs` allows it (`a` on the new one), and gives
/// both results; with one job, `a` first.
pub fn join<A: Send, B>(
    jobs: usize,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B,
) -> (A, B) {
    if jobs < 2 {
        let a = a();
        return (a, b());
    }
    std::thread::scope(|s| {
        let a = s.spawn(a);
        let b = b();
        (a.join().unwrap_or_else(|p| std::panic::resume_unwind(p)), b)
    })
}

/// [`compare_detailed`] with `jobs` threads at most: with two, the structures built from
/// the checked run and from the reference are built side by side, and the score is tallied
/// while the values are judged. The result does not depend on `jobs`.
pub fn compare_detailed_jobs(
    checked: &Run,
    reference: &Run,
    align: Align,
    jobs: usize,
) -> (FileReport, CompareStats) {
    let mut stats = CompareStats::default();
    let names = Names::of_jobs(checked, reference, jobs);
    let items = Items::of(checked, reference);
    // One side: the line-entry alignment, the checked stops' windows and each work-item's
    // checked stops.
    let checked_side = || {
        let pairs = match align {
            // Pairs by entry, from the reference's entries by key (the other side's).
            Align::Hit => None,
            Align::Sequence | Align::Value | Align::Window => {
                Some(align_sequences_of(checked, reference, &items))
            }
        };
        let steps = match (align, &pairs) {
            (Align::Window, Some(pairs)) => Some(windows(checked, &items, pairs)),
            _ => None,
        };
        (pairs, steps, items.lists(&items.checked))
    };
    // The other: the reference values at each stop, with whether the variable had been
    // assigned: its value changed since the call began (per work-item, function and name; a
    // stop at a function's first instruction begins a call). Reference entries by (line,
    // hit, work-item), for the neighbours of a pair; each work-item's reference stops; with
    // [`Align::Window`] the reference's write histories, for judging a value by the
    // assignments around the stops it corresponds to.
    let reference_side = || {
        // (work-item, function (numbered as first met), name).
        type Key = (u32, u32, NameId);
        let mut first_seen: HashMap<Key, (&str, bool)> = HashMap::default();
        let mut functions: HashMap<Option<&str>, u32> = HashMap::default();
        // The previous stop's function and its number: consecutive stops are mostly in one
        // function, and a run shares one string per function name.
        let mut last: Option<(&SharedStr, u32)> = None;
        let mut ref_values = RefValues {
            first: Vec::with_capacity(reference.observations.len() + 1),
            values: Vec::new(),
        };
        ref_values.first.push(0);
        for (j, o) in reference.observations.iter().enumerate() {
            let function = match (&o.function, last) {
                (Some(f), Some((l, n))) if std::sync::Arc::ptr_eq(f, l) => n,
                _ => {
                    let next = u32::try_from(functions.len()).unwrap_or(u32::MAX);
                    let n = *functions.entry(o.function.as_deref()).or_insert(next);
                    last = o.function.as_ref().map(|f| (f, n));
                    n
                }
            };
            let item = items.reference[j];
            for ((_, v), &name) in o.values.iter().zip(names.reference(j)) {
                let Ok(v) = v else { continue };
                let key = (item, function, name);
                if o.entry {
                    first_seen.remove(&key);
                }
                let e = first_seen.entry(key).or_insert((&**v, false));
                if e.0 != &**v {
                    e.1 = true;
                }
                ref_values.values.push((name, &**v, e.1));
            }
            ref_values.first.push(ref_values.values.len());
        }
        let mut by_key: ByKey = HashMap::default();
        for (j, o) in reference.observations.iter().enumerate() {
            by_key
                .entry((o.line, o.hit, items.reference[j]))
                .or_insert(j);
        }
        let written =
            (align == Align::Window).then(|| Histories::of(reference, names.reference_ids()));
        // Only assigned values: an -O0 slot's content before the first store is no value the
        // variable has.
        let held = Held::of(&items, &ref_values);
        (
            ref_values,
            by_key,
            items.lists(&items.reference),
            written,
            held,
        )
    };
    let ((pairs, window_steps, checked_stops), (ref_values, by_key, ref_stops, written, held)) =
        join(jobs, checked_side, reference_side);
    let pairs: Vec<(usize, usize)> = match pairs {
        Some(pairs) => pairs,
        None => checked
            .observations
            .iter()
            .enumerate()
            .filter_map(|(i, o)| Some((i, *by_key.get(&(o.line, o.hit, items.checked[i]))?)))
            .collect(),
    };
    stats.paired = pairs.len() as u64;
    let mut paired_ref = vec![false; reference.observations.len()];
    for p in &pairs {
        paired_ref[p.1] = true;
    }
    stats.unpaired = (
        checked.observations.len() as u64 - stats.paired,
        paired_ref.iter().filter(|&&p| !p).count() as u64,
    );
    let (reshaped, states) = join(
        jobs,
        || (align == Align::Window).then(|| Reshaped::of(checked, reference, &ref_values)),
        || States::of(reference, &ref_values),
    );
    let skip = |stats: &mut CompareStats, why: &'static str| {
        *stats.skipped.entry(why).or_insert(0) += 1;
    };
    let mut mismatches: First = BTreeMap::new();
    let mut shifted: First = BTreeMap::new();
    // What each checked stop is compared with: its paired reference stop, and with
    // [`Align::Window`] the stretch of reference stops it may correspond to.
    let steps: Vec<Step> = match align {
        Align::Hit | Align::Sequence => pairs
            .iter()
            .map(|&(i, j)| Step {
                checked: i,
                paired: Some(j),
                window: None,
            })
            .collect(),
        Align::Window => window_steps.unwrap_or_default(),
        Align::Value => Vec::new(),
    };
    // A reference stopped by --max-stops has no history past its last stop: a checked stop
    // after the last pair of its work-item has nothing to be judged against.
    let truncated = reference.ended.starts_with(MAX_STOPS_ENDED);
    // Values that tell a stop's state: read, not optimized out, not pointers, not shared.
    let comparable =
        |(o, o_names): (&Observation, &[NameId]), name: NameId, got: &str, expected: &str| {
            !(got.starts_with("<error")
                || expected.starts_with("<error")
                || optimized_out(got)
                || optimized_out(expected)
                || (is_pointer(got) && is_pointer(expected))
                || shared(o, o_names, name))
        };
    // Each checked stop's place among its work-item's checked stops (`checked_stops`: each
    // work-item's, in order).
    let mut place = vec![0; checked.observations.len()];
    for list in &checked_stops {
        for (n, &i) in list.iter().enumerate() {
            place[i] = n;
        }
    }
    // The reference stops whose whole state the nearest recognisable checked stops of the
    // work-item before and after stop `i` show: where in the reference run `i` lies.
    let bracketed = |i: usize, anchors: &mut [Option<Option<usize>>]| {
        let list = &checked_stops[items.checked[i] as usize];
        let mut anchor = |k: usize| {
            *anchors[k].get_or_insert_with(|| {
                let c = (&checked.observations[k], names.checked(k));
                states.anchor(c, |n, v, e| comparable(c, n, v, e))
            })
        };
        let before = list[..place[i]]
            .iter()
            .rev()
            .take(ANCHOR_REACH)
            .find_map(|&k| anchor(k))?;
        let later = &list[place[i] + 1..];
        match later.iter().take(ANCHOR_REACH).find_map(|&k| anchor(k)) {
            Some(after) => (before <= after).then_some((before, Some(after))),
            // The checked run ends (--max-stops) before another stop places it.
            None if later.len() < ANCHOR_REACH => Some((before, None)),
            None => None,
        }
    };
    // Each checked stop's anchor and bracket, worked out when first asked (every
    // disagreeing value of a stop asks for its bracket).
    let mut anchors: Vec<Option<Option<usize>>> = vec![None; checked.observations.len()];
    type Bracket = Option<(usize, Option<usize>)>;
    let mut brackets: Vec<Option<Bracket>> = vec![None; checked.observations.len()];
    // Whether reference stops enter no line twice: straight-line code, no loop between them.
    let straight = |window: &[usize]| {
        let mut seen = HashSet::default();
        window
            .iter()
            .all(|&k| seen.insert(reference.observations[k].line))
    };
    // The reference stops a checked stop's values are compared with (one buffer for all).
    let mut candidates: Vec<usize> = Vec::new();
    let judge = || {
        for step in steps {
            let (i, paired) = (step.checked, step.paired);
            let o = &checked.observations[i];
            let o_names = names.checked(i);
            let item = items.checked[i];
            let stops = &ref_stops[item as usize][..];
            // The reference stops the values are compared with: the paired one, or for a stop
            // without one, those of its window.
            candidates.clear();
            match (paired, step.window) {
                (Some(j), _) => candidates.push(j),
                (None, Some((lo, hi))) => {
                    // `stops` ascends: the window is a slice of it. Only the stops in the checked
                    // stop's function: the builds may call functions in another order, and a
                    // caller's variable of the same name is another variable.
                    let from = lo.map_or(0, |lo| stops.partition_point(|&k| k < lo));
                    let to = hi.map_or(stops.len(), |hi| stops.partition_point(|&k| k <= hi));
                    candidates.extend(
                        stops[from..to.max(from)]
                            .iter()
                            .copied()
                            .filter(|&k| same_function(&reference.observations[k], o)),
                    );
                }
                (None, None) => continue,
            }
            for ((name, got), &id) in o.values.iter().zip(o_names) {
                // The first candidate that describes the variable gives the expected value; it
                // counts as assigned when any candidate has it assigned.
                let mut described = candidates.iter().filter_map(|&k| {
                    ref_values[k]
                        .iter()
                        .find(|(n, _, _)| *n == id)
                        .map(|&(_, v, a)| (k, v, a))
                });
                let Some((j, expected, mut assigned)) = described.next() else {
                    continue;
                };
                // The value a finding shows as expected: the first the reference had assigned
                // there (an -O0 slot's content before its store is no value of the variable).
                let mut shown = assigned.then_some(expected);
                for (_, v, a) in described {
                    if a {
                        assigned = true;
                        shown = shown.or(Some(v));
                    }
                }
                let shown = shown.unwrap_or(expected);
                let ro = &reference.observations[j];
                let Ok(got) = got else { continue };
                if got.starts_with("<error") || expected.starts_with("<error") {
                    continue;
                }
                if optimized_out(got) || optimized_out(expected) {
                    continue;
                }
                stats.compared += 1;
                if paired.is_some() && same_value(got, expected) {
                    continue;
                }
                if !assigned {
                    skip(&mut stats, UNASSIGNED);
                    continue;
                }
                if shared(o, o_names, id) || shared(ro, names.reference(j), id) {
                    skip(&mut stats, SHARED);
                    continue;
                }
                if is_pointer(got) && is_pointer(expected) {
                    skip(&mut stats, POINTER);
                    continue;
                }
                let mut why = None;
                let mut one_write_apart = false;
                // With such a reference, an entry of a line it never ran to (its entries of a
                // line are numbered from 1, so none has this one): a build with fewer stops an
                // iteration gets further in a loop before its own --max-stops.
                let unreached = || !by_key.contains_key(&(o.line, o.hit, item));
                if truncated
                    && ((paired.is_none()
                        && (matches!(step.window, Some((_, None))) || unreached()))
                        || paired.is_some_and(|j| paired_past_last(o, item, j, reference, &by_key)))
                {
                    skip(&mut stats, AFTER_TRUNCATED);
                    continue;
                }
                if let (Some(_), Some(h)) = (step.window, &written) {
                    // Whether the work-item shows a value next for the variable: a value
                    // shown a statement late is followed by the reference's next one.
                    let list = &checked_stops[item as usize];
                    let goes_to = goes_to(checked, list, place[i], id, &names, got);
                    let next: &dyn Fn(&str) -> bool = &goes_to;
                    // Where the reference was in the variable's assignments: the value it held
                    // at the paired stop (or wrote within that line entry), or for a stop with
                    // none, at the stops paired before and after it and the writes adjoining
                    // them.
                    let mut verdict = match paired {
                        Some(j) => h.paired(j, id, got, next),
                        None => h.between(&candidates, id, got, straight(&candidates), next),
                    };
                    if matches!(verdict, Verdict::Shifted | Verdict::Wrong) {
                        if reshaped.as_ref().is_some_and(|r| r.shown(o, id, got)) {
                            skip(&mut stats, RESHAPED_CALLS);
                            continue;
                        }
                        let c = (o, o_names);
                        if states.recognised(c, id, got, |n, v, e| comparable(c, n, v, e)) {
                            skip(&mut stats, ANOTHER_ITERATION);
                            continue;
                        }
                        // Placed by the whole states of the stops around it: judged against the
                        // reference's entries of its line there, or with none, as a stop
                        // between those two.
                        let bracket =
                            *brackets[i].get_or_insert_with(|| bracketed(i, &mut anchors));
                        if let Some((lo, hi)) = bracket {
                            let entries =
                                states.line_entries_between(o, (lo, hi.unwrap_or(usize::MAX)));
                            // With no stop after it, only the line's next entry can be its.
                            let entries = match hi {
                                Some(_) => entries,
                                None => &entries[..entries.len().min(1)],
                            };
                            let placed = if let (true, Some(hi)) = (entries.is_empty(), hi) {
                                let from = stops.partition_point(|&k| k < lo);
                                let to = stops.partition_point(|&k| k <= hi);
                                let window = &stops[from..to];
                                h.between(window, id, got, straight(window), next)
                            } else if entries.is_empty() {
                                verdict
                            } else {
                                entries
                                    .iter()
                                    .map(|&j| h.paired(j, id, got, next))
                                    .min_by_key(|v| v.rank())
                                    .unwrap_or(Verdict::Wrong)
                            };
                            if placed.rank() < verdict.rank() {
                                if placed == Verdict::Right {
                                    skip(&mut stats, ANOTHER_ITERATION);
                                    continue;
                                }
                                verdict = placed;
                            }
                        }
                    }
                    // A loop whose stops cannot be placed by their state is placed by its back
                    // edges: a value the reference shows at the line in the same iteration, or
                    // the one before or after (the line's rows sit before the update in one build
                    // and after it in the other), is no error. Not for code the checked build
                    // does not run as a loop (fully unrolled: every stop would be "iteration 0",
                    // and a counter stuck at its first value would pass).
                    if verdict == Verdict::Wrong
                        && checked.in_loop(o.pc)
                        && states.shown_in_iteration(o, id, got)
                    {
                        skip(&mut stats, ANOTHER_ITERATION);
                        continue;
                    }
                    match verdict {
                        Verdict::Unknown => {
                            skip(&mut stats, UNASSIGNED);
                            continue;
                        }
                        Verdict::Right => {
                            skip(&mut stats, WITHIN_WINDOW);
                            continue;
                        }
                        Verdict::Shifted => {
                            one_write_apart = true;
                            why = Some(ONE_WRITE_APART);
                        }
                        Verdict::Wrong => {
                            why = Some(if held.holds(item, id, 0..=usize::MAX, got) {
                                HELD_ELSEWHERE
                            } else {
                                NEVER_HELD
                            });
                        }
                    }
                }
                // The reference's value at this line's previous and next entry.
                let neighbour = [ro.hit.wrapping_sub(1), ro.hit + 1].into_iter().any(|h| {
                    by_key
                        .get(&(ro.line, h, items.reference[j]))
                        .and_then(|&k| ref_values[k].iter().find(|(n, _, _)| *n == id))
                        // Assigned or not: a loop variable's first value (`acc = 0`) may equal
                        // what its -O0 slot held before.
                        .is_some_and(|&(_, v, _)| same_value(got, v))
                });
                let into = if one_write_apart {
                    skip(
                        &mut stats,
                        "the reference's value one assignment earlier or later (run-value-shifted)",
                    );
                    &mut shifted
                } else if neighbour {
                    skip(&mut stats, "equal to the reference one entry of the line earlier or later (run-value-shifted)");
                    &mut shifted
                } else {
                    &mut mismatches
                };
                let e = into
                    .entry((name.to_string(), o.line))
                    .or_insert_with(|| Disagreement {
                        checked: i,
                        reference: paired,
                        why,
                        count: 0,
                        expected: shown.to_string(),
                        got: got.to_string(),
                        work_items: BTreeSet::new(),
                    });
                e.count += 1;
                e.work_items.insert((o.group, o.local));
            }
        }
    };
    // The score's tally reads what the judgement does and writes nothing it reads.
    let (tally, ()) = join(
        jobs,
        || {
            tally(
                (checked, reference),
                &items,
                &ref_values,
                &pairs,
                &by_key,
                &names,
                written.as_ref().zip(reshaped.as_ref()),
            )
        },
        judge,
    );
    stats.tally = tally;
    if align == Align::Value {
        let judged = ValueJudge {
            checked,
            reference,
            ref_values: &ref_values,
            line_pair: pairs.iter().copied().collect(),
            names: &names,
        };
        judged.judge(&mut stats, &mut mismatches, &mut shifted);
    }
    let describe = |rule: &'static str, first: First| -> Vec<Finding> {
        first
            .into_iter()
            .map(|((name, _), d)| {
                let o = &checked.observations[d.checked];
                let (n, expected, got) = (d.count, &d.expected, &d.got);
                let entry = match d.reference {
                    Some(j) => format!(
                        "entry {}; reference entry {}",
                        o.hit, reference.observations[j].hit
                    ),
                    None => format!("entry {}; no reference entry paired", o.hit),
                };
                let why = d.why.map(|w| format!(": {w}")).unwrap_or_default();
                let mut f = finding(
                    rule,
                    o,
                    &name,
                    format!(
                        "line {} ({entry}), {}: expected {expected} (reference {}), got {got}{why} ({n} disagreement{})",
                        o.line,
                        work_item(o),
                        reference.code_object,
                        if n == 1 { "" } else { "s" }
                    ),
                );
                if let Some(at) = described(checked, o, &name) {
                    describe_in(&mut f, at);
                }
                f.lanes = WorkItems::of(&d.work_items);
                f.expected = Some(d.expected);
                f.observed = Some(d.got);
                f
            })
            .collect()
    };
    let mut findings = describe("run-value-mismatch", mismatches);
    findings.extend(describe("run-value-shifted", shifted));
    (
        FileReport {
            file: checked.code_object.clone(),
            producer: None,
            findings,
        },
        stats,
    )
}

/// A checked stop to judge: the reference stop paired with it, and with [`Align::Window`]
/// the reference stops it lies between (those paired with the checked stops before and
/// after it; `None`: the run's start or end).
struct Step {
    checked: usize,
    paired: Option<usize>,
    window: Option<(Option<usize>, Option<usize>)>,
}

/// The assigned values of the reference, per work-item (its number in [`Items`]) and variable name: the reference
/// stops (ascending) and the value at each, so asking whether a work-item holds a value
/// somewhere looks at that variable's values only, not at every variable of every stop.
struct Held<'r>(HashMap<(u32, NameId), Vec<HeldValue<'r>>>);

/// A reference stop and the value a variable holds there.
type HeldValue<'r> = (usize, &'r str);

impl<'r> Held<'r> {
    fn of(items: &Items, ref_values: &RefValues<'r>) -> Self {
        let mut held: HashMap<(u32, NameId), Vec<HeldValue<'r>>> = HashMap::default();
        for (j, (&item, values)) in items.reference.iter().zip(ref_values.iter()).enumerate() {
            for &(name, v, assigned) in values {
                if assigned {
                    held.entry((item, name)).or_default().push((j, v));
                }
            }
        }
        Held(held)
    }

    /// Whether work-item `item` (its number in [`Items`]) holds `got` in variable `name`
    /// (assigned) at a reference stop within `stops`.
    fn holds(
        &self,
        item: u32,
        name: NameId,
        stops: std::ops::RangeInclusive<usize>,
        got: &str,
    ) -> bool {
        let Some(values) = self.0.get(&(item, name)) else {
            return false;
        };
        let from = values.partition_point(|&(k, _)| k < *stops.start());
        values[from..]
            .iter()
            .take_while(|&&(k, _)| k <= *stops.end())
            .any(|&(_, v)| same_value(got, v))
    }
}

/// How many of a work-item's stops [`next_value`] looks ahead: a value shown a statement
/// late changes within a few.
const NEXT_REACH: usize = 64;

/// Whether checked stop `list[at]`'s work-item (`list`: its stops, in order) next shows,
/// for variable `name` later in the same call and within [`NEXT_REACH`] stops, a value
/// other than `got`, and that value is the one asked: with the reference's history, this
/// tells a value shown a statement late (see [`Histories::paired`]). Looks ahead only when
/// asked, which is for values that disagree, which are few.
fn goes_to<'a>(
    run: &'a Run,
    list: &'a [usize],
    at: usize,
    name: NameId,
    names: &'a Names<'a>,
    got: &'a str,
) -> impl Fn(&str) -> bool + 'a {
    move |asked: &str| {
        next_value(run, list, at, name, names, got).is_some_and(|n| same_value(n, asked))
    }
}

/// The next value other than `got` that [`goes_to`] compares.
fn next_value<'r>(
    run: &'r Run,
    list: &[usize],
    at: usize,
    name: NameId,
    names: &'r Names<'r>,
    got: &str,
) -> Option<&'r str> {
    let mut before = &run.observations[*list.get(at)?];
    for &k in list.iter().skip(at + 1).take(NEXT_REACH) {
        let o = &run.observations[k];
        if o.entry || o.function != before.function || o.depth != before.depth {
            return None;
        }
        let shown = names
            .checked(k)
            .iter()
            .zip(&o.values)
            .find(|(&n, _)| n == name)
            .and_then(|(_, (_, v))| v.as_deref().ok());
        if let Some(v) = shown.filter(|v| !same_value(got, v)) {
            return Some(v);
        }
        before = o;
    }
    None
}

/// Every checked stop with its window: the reference stops between the pairs (line-entry
/// alignment, `pairs`) before and after it, of the same work-item.
fn windows(checked: &Run, items: &Items, pairs: &[(usize, usize)]) -> Vec<Step> {
    let mut paired: Vec<Option<usize>> = vec![None; checked.observations.len()];
    for &(i, j) in pairs {
        paired[i] = Some(j);
    }
    let by_item: Vec<Vec<(usize, Option<usize>)>> = items
        .lists(&items.checked)
        .into_iter()
        .map(|list| list.into_iter().map(|i| (i, paired[i])).collect())
        .collect();
    let mut steps = Vec::with_capacity(checked.observations.len());
    for stops in &by_item {
        for (n, &(i, j)) in stops.iter().enumerate() {
            let before = stops[..n].iter().rev().find_map(|s| s.1);
            let after = stops[n + 1..].iter().find_map(|s| s.1);
            steps.push(Step {
                checked: i,
                paired: j,
                window: Some((before.or(j), after.or(j))),
            });
        }
    }
    steps.sort_unstable_by_key(|s| s.checked);
    steps
}

/// Why a value was not reported in [`Align::Window`]: the reference holds it there.
const WITHIN_WINDOW: &str = "the reference's value at the paired entry (or written within that line entry), or for a stop with no paired entry, at the entries paired before and after it or one assignment from them";
/// How [`Run::ended`] starts for a run that --max-stops ended.
const MAX_STOPS_ENDED: &str = "stopped after";
/// Why a value was not judged by one call's history in [`Align::Window`]: the builds call
/// its function a different number of times, and the reference shows it in that function.
const RESHAPED_CALLS: &str = "shown by the reference in a function the two builds call a different number of times (a recursion made a loop: no call of the reference corresponds to the checked frame)";
/// How many checked stops of a work-item, each way, are searched for one whose whole state
/// places it in the reference run.
const ANCHOR_REACH: usize = 16;
/// Why a value was not reported in [`Align::Window`]: the stop is another iteration's.
const ANOTHER_ITERATION: &str = "the reference shows the stop's whole state, or between the states of the stops around it, at another entry of the line (an iteration the builds number differently)";
/// Why a value was not judged in [`Align::Window`]: the reference run ended first.
const AFTER_TRUNCATED: &str =
    "past where a reference run that --max-stops ended got to (after its last paired line entry, or an entry of a line it had not reached)";
/// Why a value is shifted in [`Align::Window`]: one assignment apart.
const ONE_WRITE_APART: &str = "the reference's value one assignment earlier or later (the variable shows a value a statement early or late)";
/// Why a value is wrong in [`Align::Window`]: the reference holds it, but elsewhere.
const HELD_ELSEWHERE: &str = "the reference's work-item holds this value only away from the line entries this stop lies between (a stale or early value)";

/// Disagreements by (variable, line).
type First = BTreeMap<(String, u64), Disagreement>;

/// Why a value was not compared: the checked run's work-item and call have no reference
/// history of the variable.
const NO_HISTORY: &str = "the reference run has no value of the variable for that work-item and call (not reached, or another inline context)";
/// Why a value is wrong in [`Align::Value`]: the reference never holds it.
const NEVER_HELD: &str = "the reference's work-item never holds this value in this call";
/// Why a value is shifted in [`Align::Value`]: out of order.
const OUT_OF_ORDER: &str =
    "the reference's work-item holds this value in this call, but not in this order";

/// One variable's distinct values in a run, in stop order, for one work-item and call:
/// each value (consecutive equal values collapsed) with the observations that showed it.
type History<'r> = Vec<(&'r str, Vec<usize>)>;
/// (work-group, work-item, function, call, variable): a call is counted at each stop at
/// the function's first instruction.
type HistoryKey<'r> = ([u32; 3], u32, Option<&'r str>, u32, &'r str);

/// Every (work-item, call, variable)'s value history in `run` (read, comparable values only).
/// A variable's function is the one whose scope declares it (the inlined callee's for a
/// variable of an inlined call), so a callee one build inlines and the other calls (clang 20
/// and later call an OpenCL kernel's body from a stub at -O0) keys the same history.
fn histories(run: &Run) -> HashMap<HistoryKey<'_>, History<'_>> {
    // (work-group, work-item, function) → (the current call, the observation that last
    // touched it).
    let mut calls: HashMap<(WorkItem, Option<&str>), (u32, usize)> = HashMap::default();
    let mut out: HashMap<HistoryKey<'_>, History<'_>> = HashMap::default();
    for (i, o) in run.observations.iter().enumerate() {
        // A stop at a function's first instruction begins its next call.
        if o.entry {
            if let Some(c) = calls.get_mut(&((o.group, o.local), o.function.as_deref())) {
                if c.1 != i {
                    c.0 += 1;
                    c.1 = i;
                }
            }
        }
        for (k, (name, v)) in o.values.iter().enumerate() {
            let Some(v) = comparable(v) else { continue };
            let function = declaring(run, o, k);
            let call = calls
                .entry(((o.group, o.local), function))
                .or_insert((1, i));
            call.1 = i;
            let h = out
                .entry((o.group, o.local, function, call.0, &**name))
                .or_default();
            match h.last_mut() {
                Some((last, at)) if same_value(last, v) => at.push(i),
                _ => h.push((v, vec![i])),
            }
        }
    }
    out
}

/// The function whose scope declares value `k` of `o`: the inlined callee's for a variable
/// of an inlined call, else the stop's function.
pub(crate) fn declaring<'r>(run: &'r Run, o: &'r Observation, k: usize) -> Option<&'r str> {
    o.described
        .get(k)
        .and_then(|&d| run.described.get(d))
        .and_then(|d| d.inline.last())
        .map_or(o.function.as_deref(), |c| c.function.as_deref())
}

/// For each value of `a`, the index of the value of `b` it is paired with in a longest
/// common subsequence of the two (values compared with [`same_value`]); histories are
/// capped at 4096 values.
fn lcs_values(a: &History<'_>, b: &History<'_>) -> Vec<Option<usize>> {
    let (n, m) = (a.len().min(4096), b.len().min(4096));
    let mut out = vec![None; a.len()];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if same_value(a[i].0, b[j].0) {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if same_value(a[i].0, b[j].0) {
            out[i] = Some(j);
            i += 1;
            j += 1;
        } else if lcs[at(i + 1, j)] >= lcs[at(i, j + 1)] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

/// The [`Align::Value`] judgement of a checked run against a reference.
struct ValueJudge<'r, 's> {
    checked: &'r Run,
    reference: &'r Run,
    /// The reference's values at each stop, with whether each had been assigned.
    ref_values: &'s RefValues<'r>,
    /// Checked observation → reference observation, paired by line entries.
    line_pair: HashMap<usize, usize>,
    names: &'s Names<'r>,
}

impl ValueJudge<'_, '_> {
    /// Aligns every checked value history with the reference's and files each value the
    /// alignment leaves unpaired: never held by the reference (a mismatch) or held out of
    /// order (shifted).
    fn judge(&self, stats: &mut CompareStats, mismatches: &mut First, shifted: &mut First) {
        let skip = |stats: &mut CompareStats, why: &'static str| {
            *stats.skipped.entry(why).or_insert(0) += 1;
        };
        let reference = histories(self.reference);
        // The same work-item, call and variable in a function of another name: the body
        // clang 20 and later put in a kernel's stub at -O0 is the kernel itself at -O2.
        let mut by_name: HashMap<([u32; 3], u32, u32, &str), Vec<&History<'_>>> =
            HashMap::default();
        for (k, h) in &reference {
            by_name.entry((k.0, k.1, k.3, k.4)).or_default().push(h);
        }
        let mut checked: Vec<_> = histories(self.checked).into_iter().collect();
        checked.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        for (key, c) in checked {
            let name = key.4;
            let id = self.names.id(name);
            let r = reference.get(&key).or_else(|| {
                match by_name
                    .get(&(key.0, key.1, key.3, key.4))
                    .map(Vec::as_slice)
                {
                    Some([only]) => Some(*only),
                    _ => None,
                }
            });
            let Some(r) = r else {
                for (_, at) in &c {
                    for _ in at {
                        skip(stats, NO_HISTORY);
                    }
                }
                continue;
            };
            let matched = lcs_values(&c, r);
            let first_match = matched.iter().position(Option::is_some);
            let mut last_r = None;
            for (k, (got, at)) in c.iter().enumerate() {
                stats.compared += at.len() as u64;
                if let Some(m) = matched[k] {
                    last_r = Some(m);
                    continue;
                }
                let held = r.iter().any(|(v, _)| same_value(got, v));
                for &i in at {
                    let o = &self.checked.observations[i];
                    let j = self.line_pair.get(&i).copied();
                    let paired = j.and_then(|j| {
                        self.ref_values[j]
                            .iter()
                            .find(|(n, _, _)| Some(*n) == id)
                            .map(|&(_, v, assigned)| (v, assigned))
                    });
                    // Without a paired entry, values before the first one the histories
                    // share may be the reference's unassigned slot's.
                    let assigned = match paired {
                        Some((_, a)) => a,
                        None => first_match.is_some_and(|f| k > f),
                    };
                    if !assigned {
                        skip(stats, UNASSIGNED);
                        continue;
                    }
                    let shared_at = |o: &Observation, o_names: &[NameId]| {
                        id.is_some_and(|id| shared(o, o_names, id))
                    };
                    if shared_at(o, self.names.checked(i))
                        || j.is_some_and(|j| {
                            shared_at(&self.reference.observations[j], self.names.reference(j))
                        })
                    {
                        skip(stats, SHARED);
                        continue;
                    }
                    let expected = paired
                        .map(|(v, _)| v)
                        .filter(|v| comparable_text(v).is_some())
                        .unwrap_or(r[last_r.unwrap_or(0)].0);
                    if is_pointer(got) && is_pointer(expected) {
                        skip(stats, POINTER);
                        continue;
                    }
                    let (into, why) = if held {
                        skip(
                            stats,
                            "held by the reference, but in another order (run-value-shifted)",
                        );
                        (&mut *shifted, OUT_OF_ORDER)
                    } else {
                        (&mut *mismatches, NEVER_HELD)
                    };
                    let e =
                        into.entry((name.to_string(), o.line))
                            .or_insert_with(|| Disagreement {
                                checked: i,
                                reference: j,
                                why: Some(why),
                                count: 0,
                                expected: expected.to_string(),
                                got: (*got).to_string(),
                                work_items: BTreeSet::new(),
                            });
                    e.count += 1;
                    e.work_items.insert((o.group, o.local));
                }
            }
        }
    }
}

/// A variable's disagreements with the reference at one line: the first (its checked and
/// reference observations and values), how many, and which work-items disagreed.
struct Disagreement {
    checked: usize,
    /// The reference observation paired with the first disagreement by line entries, if any.
    reference: Option<usize>,
    /// Why the value is wrong, when the pairing alone does not say ([`Align::Value`]).
    why: Option<&'static str>,
    count: usize,
    expected: String,
    got: String,
    work_items: BTreeSet<([u32; 3], u32)>,
}

/// What the DWARF says about variable `name` at observation `o` of `run`.
fn described<'r>(run: &'r Run, o: &Observation, name: &str) -> Option<&'r Described> {
    let k = o.values.iter().position(|(v, _)| **v == *name)?;
    run.described.get(*o.described.get(k)?)
}

/// Puts what the DWARF says about a finding's variable at its PC into the finding.
fn describe_in(f: &mut Finding, at: &Described) {
    f.die = Some(at.die);
    if let Some(l) = &at.location {
        f.expression = Some(l.expression.clone());
        f.ranges = l.ranges.iter().map(|r| (r.start, r.end)).collect();
    }
    f.inline = at.inline.clone();
}

/// How the engine's message for a read of memory no allocation holds begins.
const BAD_READ: &str = "Cannot access memory";

/// A reference value at a paired stop: (name, value, assigned since the call began).
pub(crate) type RefValue<'r> = (NameId, &'r str, bool);

/// The reference's first stop at each (line, entry count, work-item number in [`Items`]).
type ByKey = HashMap<(u64, u32, u32), usize>;

/// Whether checked stop `o` of work-item `item` is paired with reference stop `j`, the
/// reference's last entry of their line, from an entry the reference never reached: with a
/// reference that --max-stops ended, the alignment's pair at the runs' ends, not the same
/// iteration.
fn paired_past_last(o: &Observation, item: u32, j: usize, reference: &Run, by_key: &ByKey) -> bool {
    let r = &reference.observations[j];
    o.hit > r.hit
        && !by_key.contains_key(&(r.line, r.hit + 1, item))
        && !by_key.contains_key(&(o.line, o.hit, item))
}

/// The reference's read values at each of its stops: stop `j`'s at `first[j]..first[j + 1]`
/// of `values` (one allocation for the run, not one per stop).
pub(crate) struct RefValues<'r> {
    first: Vec<usize>,
    values: Vec<RefValue<'r>>,
}

impl<'r> RefValues<'r> {
    /// Each stop's values, in stop order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &[RefValue<'r>]> {
        self.first.windows(2).map(|w| &self.values[w[0]..w[1]])
    }
}

impl<'r> std::ops::Index<usize> for RefValues<'r> {
    type Output = [RefValue<'r>];

    fn index(&self, j: usize) -> &[RefValue<'r>] {
        &self.values[self.first[j]..self.first[j + 1]]
    }
}

/// Whether `o`'s variable `name` (its values' names: `names`) is located in memory other
/// work-items share.
fn shared(o: &Observation, names: &[NameId], name: NameId) -> bool {
    o.shared.iter().any(|&k| names.get(k) == Some(&name))
}

/// The debug-experience tally of a comparison: every reference value that is ground truth
/// at a paired stop (assigned, read, not `<optimized out>`, not in shared memory) is one
/// observation of the work-item's lane, and each work-item's line entries are its steps.
/// Pointers that differ and values one entry of the line apart (`run-value-shifted`) are
/// not scored, as [`compare_detailed`] does not report them as mismatches either.
fn tally(
    (checked, reference): (&Run, &Run),
    items: &Items,
    ref_values: &RefValues<'_>,
    pairs: &[(usize, usize)],
    by_key: &ByKey,
    names: &Names<'_>,
    written: Option<(&Histories<'_>, &Reshaped<'_>)>,
) -> Tally {
    let mut t = Tally::default();
    // Work-items in (group, local) order (their numbers: the lanes), and each one's entries
    // in both runs, with each entry's place among its work-item's.
    let (refs, checks) = (items.lists(&items.reference), items.lists(&items.checked));
    let place = |lists: &[Vec<usize>], len: usize| {
        let mut place = vec![0; len];
        for list in lists {
            for (n, &k) in list.iter().enumerate() {
                place[k] = n;
            }
        }
        place
    };
    let ref_pos = place(&refs, reference.observations.len());
    let check_pos = place(&checks, checked.observations.len());
    // The pairs by the checked stop's work-item (in order): a pair whose stops belong to
    // two work-items is in neither's steps.
    let mut item_pairs: Vec<Vec<(usize, usize)>> = vec![Vec::new(); items.items.len()];
    for &(i, j) in pairs {
        item_pairs[items.checked[i] as usize].push((i, j));
    }
    let lines = |run: &Run, idx: &[usize]| -> Vec<u64> {
        idx.iter().map(|&k| run.observations[k].line).collect()
    };
    for (item, ((refs, checks), item_pairs)) in
        refs.iter().zip(&checks).zip(&item_pairs).enumerate()
    {
        let lane = u32::try_from(item).unwrap_or(u32::MAX);
        let local_pairs: Vec<(usize, usize)> = item_pairs
            .iter()
            .filter(|&&(_, j)| items.reference[j] as usize == item)
            .map(|&(i, j)| (ref_pos[j], check_pos[i]))
            .collect();
        t.steps(
            lane,
            &lines(reference, refs),
            &lines(checked, checks),
            &local_pairs,
        );
    }
    // The observations counted by (variable, lane), then given to the tally at once (its
    // maps are keyed by the variable's name).
    let mut counts: HashMap<(NameId, u32), Counts> = HashMap::default();
    let truncated = reference.ended.starts_with(MAX_STOPS_ENDED);
    for &(i, j) in pairs {
        let o = &checked.observations[i];
        let ro = &reference.observations[j];
        let (o_names, ro_names) = (names.checked(i), names.reference(j));
        let lane = items.checked[i];
        // Not the same iteration (as the judgement does not report it).
        if truncated && paired_past_last(o, lane, j, reference, by_key) {
            continue;
        }
        for &(name, expected, assigned) in &ref_values[j] {
            if !assigned
                || expected.starts_with("<error")
                || expected.starts_with("<not saved")
                || optimized_out(expected)
                || shared(ro, ro_names, name)
            {
                continue;
            }
            let outcome = match o_names
                .iter()
                .position(|&n| n == name)
                .map(|k| &o.values[k].1)
            {
                None => Outcome::Missing,
                // (A text shorter than the phrase cannot hold it: no substring search, which
                // sets up a searcher at each call, for the many short values.)
                Some(Err(e)) | Some(Ok(e)) if e.len() >= BAD_READ.len() && e.contains(BAD_READ) => {
                    Outcome::Irretrievable
                }
                Some(Err(_)) => Outcome::NotEvaluatable,
                Some(Ok(got)) if got.starts_with("<error") || got.starts_with("<not saved") => {
                    Outcome::NotEvaluatable
                }
                Some(Ok(got)) if optimized_out(got) => Outcome::OptimizedOut,
                Some(Ok(got)) if same_value(got, expected) => Outcome::Correct,
                Some(Ok(got)) => {
                    let pointers = is_pointer(got) && is_pointer(expected);
                    let neighbour = [ro.hit.wrapping_sub(1), ro.hit + 1].into_iter().any(|h| {
                        by_key
                            .get(&(ro.line, h, items.reference[j]))
                            .and_then(|&k| ref_values[k].iter().find(|(n, _, _)| *n == name))
                            .is_some_and(|&(_, v, _)| same_value(got, v))
                    });
                    // With write histories a value is judged as its finding is: right when
                    // the reference wrote it within the line entry, not scored when it
                    // cannot be told, is one write apart (a note) or belongs to a call the
                    // other build makes differently.
                    let list = &checks[lane as usize];
                    let goes_to = goes_to(checked, list, check_pos[i], name, names, got);
                    let next: &dyn Fn(&str) -> bool = &goes_to;
                    let verdict =
                        written.map(|(h, r)| (h.paired(j, name, got, next), r.shown(o, name, got)));
                    match verdict {
                        Some((Verdict::Right, _)) => Outcome::Correct,
                        Some((Verdict::Wrong, false)) | None
                            if !(pointers || neighbour || shared(o, o_names, name)) =>
                        {
                            Outcome::Wrong
                        }
                        _ => continue,
                    }
                }
            };
            counts.entry((name, lane)).or_default().count(outcome);
        }
    }
    for ((name, lane), c) in counts {
        t.observe_counts(names.name(name), lane, c);
    }
    t
}

/// One paragraph on what [`compare_detailed`] compared and what not, for the text report.
pub fn compare_note(stats: &CompareStats) -> String {
    let mut s = format!(
        "compared with the reference: {} line entries paired, {} values compared; not paired: {} entries of this run and {} of the reference (a line entered a different number of times)",
        stats.paired, stats.compared, stats.unpaired.0, stats.unpaired.1
    );
    for (why, n) in &stats.skipped {
        s.push_str(&format!("; {n} not reported: {why}"));
    }
    s.push('\n');
    let score = crate::score::score(&stats.tally, &crate::score::Penalties::default());
    let k = &score.kernel;
    let v = &k.values.0;
    s.push_str(&format!(
        "debug-experience score: {:.3} (penalty {} of {}; values: {} correct, {} wrong, {} missing, {} not evaluatable, {} irretrievable, {} optimized out; steps: {} of the reference, {} missing, {} unreachable, {} misordered)\n",
        k.score, k.penalty, k.maximum, v[0], v[1], v[2], v[3], v[4], v[5],
        k.steps.reference, k.steps.missing, k.steps.unreachable, k.steps.misordered
    ));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obs(line: u64, hit: u32, value: &str) -> Observation {
        Observation {
            line,
            hit,
            group: [0, 0, 0],
            local: 0,
            pc: line * 4,
            function: None,
            entry: false,
            values: vec![("x".into(), Ok(value.into()))],
            shared: Vec::new(),
            described: Vec::new(),
            depth: 1,
            within_line: Vec::new(),
            iteration: 0,
        }
    }

    fn run(o: Vec<Observation>) -> Run {
        Run {
            code_object: "c".into(),
            ..Run::of_observations(o)
        }
    }

    #[test]
    fn the_score_charges_wrong_optimized_out_and_missing_and_unreachable_steps() {
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "5"),
            obs(3, 1, "6"),
            obs(4, 1, "7"),
            obs(5, 1, "8"),
        ]);
        let mut no_x = obs(9, 1, "8");
        no_x.values.clear();
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "5"),
            obs(3, 1, "<optimized out>"),
            obs(4, 1, "99"),
            no_x,
        ]);
        let (_, stats) = compare_detailed(&checked, &reference, Align::Sequence);
        let s = crate::score::score(&stats.tally, &crate::score::Penalties::default());
        // Line 1's 0 is the reference's first value (unassigned): not scored. Line 2 right,
        // 3 optimized out, 4 wrong; line 5 never reached, line 9 not in the reference.
        assert_eq!(s.kernel.values.0, [1, 1, 0, 0, 0, 1]);
        assert_eq!(
            (
                s.kernel.steps.reference,
                s.kernel.steps.missing,
                s.kernel.steps.unreachable
            ),
            (5, 1, 1)
        );
        assert_eq!(
            (s.kernel.penalty, s.kernel.maximum),
            (7 + 3 + 4 + 4, 3 * 7 + 5 * 4)
        );
        assert!(compare_note(&stats).contains("debug-experience score: 0.561"));
    }

    #[test]
    fn a_value_one_entry_apart_is_shifted_not_a_mismatch() {
        // The reference loop: x = 1, 2, 3 at the three entries of line 2.
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(2, 2, "2"),
            obs(2, 3, "3"),
        ]);
        // The checked build shows the next value at each entry (an early increment).
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "2"),
            obs(2, 2, "3"),
            obs(2, 3, "9"),
        ]);
        let (r, stats) = compare_detailed(&checked, &reference, Align::Sequence);
        let rules: Vec<_> = r.findings.iter().map(|f| f.rule).collect();
        assert_eq!(
            rules,
            vec!["run-value-mismatch", "run-value-shifted"],
            "{r:?}"
        );
        assert!(r.findings[0].message.contains("got 9 (1 disagreement)"));
        assert!(r.findings[1].message.contains("(2 disagreements)"));
        assert_eq!(stats.compared, 4);
    }

    #[test]
    fn different_outputs_are_noted_and_float_rounding_is_not() {
        let with = |words: &[u32]| {
            let mut r = run(Vec::new());
            r.outputs = Ok(vec![(
                1,
                words.iter().flat_map(|w| w.to_le_bytes()).collect(),
            )]);
            r
        };
        let a = with(&[7, 0x4110_5556]);
        assert!(compare_outputs(&a, &a).is_none());
        // 9.0833 vs 9.0833 one ulp apart: an fma's rounding, the same result.
        assert!(compare_outputs(&a, &with(&[7, 0x4110_5555])).is_none());
        let f = compare_outputs(&a, &with(&[8, 0x4110_5556])).expect("a finding");
        assert_eq!(f.rule, "run-output-differs");
        assert!(
            f.message.contains(
                "argument 1: 1 of 2 words differ, first word 0: 0x00000007 vs 0x00000008"
            ),
            "{}",
            f.message
        );
    }

    #[test]
    fn sibling_blocks_variables_of_one_name_are_not_one_variable() {
        // Two loops' `i` (different DIEs, different slots): the first ends at 32, the second
        // starts at 0 in a slot nothing wrote since. Not a value that changed.
        let at = |die: u64, slot: u64, v: &str| Previous {
            line: 1,
            pc: 0,
            clock: 0,
            depth: 0,
            function: Some("k".into()),
            dies: vec![die],
            placed: vec![Some(Ok(vec![Place::Private(
                dwarf_ext::AddrSpace::PRIVATE_LANE,
                slot,
            )]))],
            values: Kept::Own {
                values: vec![("i".into(), Ok(v.into()))],
                described: Vec::new(),
            },
        };
        let w = WaveWrites::default();
        let mut r = run(Vec::new());
        compare_unwritten(
            &at(0x10, 0x104, "32"),
            &at(0x20, 0x108, "0"),
            ([0; 3], 0),
            &w,
            &[],
            (&mut r.unwritten, &mut r.write_check),
        );
        assert!(r.unwritten.is_empty() && r.write_check.compared == 0);
        // The same variable moved to the other slot: caught.
        compare_unwritten(
            &at(0x10, 0x104, "32"),
            &at(0x10, 0x108, "0"),
            ([0; 3], 0),
            &w,
            &[],
            (&mut r.unwritten, &mut r.write_check),
        );
        assert_eq!(r.unwritten[0].now_in, "private_lane#0x108");
    }

    #[test]
    fn an_unwritten_value_the_reference_holds_there_is_withdrawn() {
        let u = |line: u64, new: &str| Unwritten {
            line,
            pc: 0x10,
            group: [0; 3],
            local: 0,
            function: Some("k".into()),
            previous: (1, 0x8),
            variable: "x".into(),
            described: None,
            values: ("1".into(), new.into()),
            was_in: "in v0".into(),
            now_in: "v2".into(),
            instructions: 2,
        };
        let mut checked = run(Vec::new());
        // The reference has x = 13 at line 2: the first is right; 14 is not, nor is 13 at
        // line 3.
        checked.unwritten = vec![u(2, "13"), u(2, "14"), u(3, "13")];
        let reference = run(vec![obs(1, 1, "1"), obs(2, 1, "13")]);
        assert_eq!(withdraw_contradicted(&mut checked, &reference), 1);
        let left: Vec<_> = checked
            .unwritten
            .iter()
            .map(|u| (u.line, u.values.1.as_str()))
            .collect();
        assert_eq!(left, [(2, "14"), (3, "13")]);
        assert_eq!(checked.write_check.skipped.get(CONTRADICTED), Some(&1));
    }

    #[test]
    fn a_fully_unrolled_loop_pairs_the_kth_entry_with_the_kth() {
        // Reference: the loop's lines 2 and 3 four times; checked (unrolled): line 3 four
        // times with line 2 only once. Line 3's k-th entry pairs with the reference's k-th.
        let mut reference = vec![obs(1, 1, "0")];
        for k in 1..=4 {
            reference.push(obs(2, k, "0"));
            reference.push(obs(3, k, "0"));
        }
        let mut checked = vec![obs(1, 1, "0"), obs(2, 1, "0")];
        for k in 1..=4 {
            checked.push(obs(3, k, "0"));
        }
        let pairs = align_sequences(&run(checked.clone()), &run(reference.clone()));
        let hits: Vec<(u32, u32)> = pairs
            .iter()
            .map(|&(i, j)| (checked[i].hit, reference[j].hit))
            .collect();
        assert_eq!(hits, [(1, 1), (1, 1), (1, 1), (2, 2), (3, 3), (4, 4)]);
    }

    #[test]
    fn a_value_a_statement_early_is_shifted_and_a_stale_one_is_a_mismatch() {
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "2"),
            obs(4, 1, "3"),
            obs(5, 1, "4"),
            obs(6, 1, "5"),
        ]);
        // Line 2 already shows line 3's value (scheduled early: the variable shows the next
        // value before the line that assigns it); line 6 still shows 1.
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "2"),
            obs(3, 1, "2"),
            obs(4, 1, "3"),
            obs(5, 1, "4"),
            obs(6, 1, "1"),
        ]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        let rules: Vec<(&str, &str)> = f.iter().map(|f| (f.rule, &f.message[..6])).collect();
        assert_eq!(
            rules,
            [
                ("run-value-mismatch", "line 6"),
                ("run-value-shifted", "line 2")
            ],
            "{f:?}"
        );
        assert!(
            f[0].message
                .contains("got 1: the reference's work-item holds this value only away"),
            "{}",
            f[0].message
        );
        assert!(
            f[1].message
                .contains("got 2: the reference's value one assignment earlier or later"),
            "{}",
            f[1].message
        );
        // Paired entry by entry, the early value is a mismatch too.
        assert_eq!(
            compare_with(&checked, &reference, Align::Sequence)
                .findings
                .len(),
            2
        );
    }

    #[test]
    fn the_slot_before_a_first_store_of_the_same_value_is_one_write_early() {
        // The reference's s is 0 from its first stop (`s = 0` stored over a zeroed -O0 slot
        // leaves no write to see), then 1 and 3.
        let reference = vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "3"),
            obs(4, 1, "6"),
        ];
        let judged = |line1: &str, line2: &str, line3: &str| {
            let checked = run(vec![
                obs(1, 1, line1),
                obs(2, 1, line2),
                obs(3, 1, line3),
                obs(4, 1, "6"),
            ]);
            compare_with(&checked, &run(reference.clone()), Align::Window)
                .findings
                .into_iter()
                .map(|f| (f.rule, f.message[..6].to_string()))
                .collect::<Vec<_>>()
        };
        // Line 2 still shows line 1's 0 and line 3 the 1: a statement late, one write
        // before the reference each time.
        assert_eq!(
            judged("0", "0", "1"),
            [
                ("run-value-shifted", "line 2".to_string()),
                ("run-value-shifted", "line 3".to_string())
            ]
        );
        // A 0 that the 1 does not follow is no value shown late: wrong, although it equals
        // the reference's slot before its first store.
        assert_eq!(
            judged("0", "0", "3"),
            [("run-value-mismatch", "line 2".to_string())]
        );
        // Two writes before line 3's value, the 0 is wrong there.
        assert_eq!(
            judged("0", "1", "0"),
            [("run-value-mismatch", "line 3".to_string())]
        );
    }

    #[test]
    fn a_value_two_assignments_away_is_wrong_even_two_stops_away() {
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "2"),
            obs(4, 1, "3"),
            obs(5, 1, "4"),
        ]);
        // Line 2 shows the value the reference has two stops (and two assignments) later.
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "3"),
            obs(3, 1, "2"),
            obs(4, 1, "3"),
            obs(5, 1, "4"),
        ]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].rule, "run-value-mismatch", "{f:?}");
        assert!(f[0].message.starts_with("line 2 "), "{}", f[0].message);
    }

    #[test]
    fn an_unpaired_stop_in_a_wide_window_gets_only_the_values_next_to_its_anchors() {
        // The reference runs a loop (line 2, five iterations) the checked build replaces by
        // line 3, which the reference never enters: a stop of line 3 lies between the
        // entries of lines 1 and 4.
        let mut reference = vec![obs(1, 1, "0")];
        for k in 1..=5 {
            reference.push(obs(2, k, &k.to_string()));
        }
        reference.push(obs(4, 1, "6"));
        let judged = |got: &str| {
            let checked = run(vec![obs(1, 1, "0"), obs(3, 1, got), obs(4, 1, "6")]);
            compare_with(&checked, &run(reference.clone()), Align::Window)
                .findings
                .into_iter()
                .map(|f| f.rule)
                .collect::<Vec<_>>()
        };
        // The values at the anchors and the assignments next to them are right (the
        // reference's first value is no assignment: its -O0 slot before the first store).
        for right in ["1", "5", "6"] {
            assert!(judged(right).is_empty(), "{right}: {:?}", judged(right));
        }
        // One assignment further is shifted; the middle of the loop is wrong, although the
        // reference holds it inside the window.
        for shifted in ["2", "4"] {
            assert_eq!(judged(shifted), ["run-value-shifted"], "{shifted}");
        }
        assert_eq!(judged("3"), ["run-value-mismatch"]);
    }

    #[test]
    fn an_unpaired_stops_anchors_are_the_window_stops_that_show_the_variable() {
        // The entries paired around the stop (lines 1 and 4, in another function) do not
        // show x; the reference stops between them that do are the anchors.
        let none = |line: u64| {
            let mut o = obs(line, 1, "");
            o.values.clear();
            o
        };
        let reference = run(vec![none(1), obs(2, 1, "0"), obs(3, 1, "1"), none(4)]);
        let checked = run(vec![none(1), obs(5, 1, "1"), none(4)]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert!(f.is_empty(), "{f:?}");
    }

    #[test]
    fn a_value_equal_to_the_slot_before_its_assignment_is_not_judged() {
        // The reference's x is 0 from its first stop on (a work-item whose x is assigned 0
        // over an -O0 slot holding 0): no write shows. An inlined getter's own x changes
        // inside the window, so the name alone looks assigned there.
        let getter = |line: u64, value: &str| {
            let mut o = obs(line, 1, value);
            o.function = Some("get".into());
            o
        };
        let reference = run(vec![
            obs(1, 1, "0"),
            getter(2, "9"),
            getter(3, "8"),
            obs(4, 1, "0"),
        ]);
        let checked = run(vec![obs(1, 1, "0"), obs(5, 1, "0"), obs(4, 1, "0")]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert!(f.is_empty(), "{f:?}");
        // A value the reference never holds is still a mismatch there.
        let checked = run(vec![obs(1, 1, "0"), obs(5, 1, "7"), obs(4, 1, "0")]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
    }

    #[test]
    fn stops_past_a_reference_that_max_stops_ended_are_not_judged() {
        let reference = run(vec![obs(1, 1, "0"), obs(2, 1, "1")]);
        let checked = run(vec![obs(1, 1, "0"), obs(2, 1, "1"), obs(3, 1, "7")]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        let mut truncated = reference;
        truncated.ended = format!("{MAX_STOPS_ENDED} 2 stops (--max-stops)");
        let (r, stats) = compare_detailed(&checked, &truncated, Align::Window);
        assert!(r.findings.is_empty(), "{:?}", r.findings);
        assert_eq!(stats.skipped.get(AFTER_TRUNCATED), Some(&1), "{stats:?}");
    }

    #[test]
    fn entries_a_truncated_reference_never_reached_are_not_judged() {
        // Line 2 is a loop's body: the checked build enters it a third time before a stop
        // both runs have (line 3), so its third entry lies in a window, not after the last
        // pair.
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(2, 2, "2"),
            obs(3, 1, "5"),
        ]);
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(2, 2, "2"),
            obs(2, 3, "3"),
            obs(3, 1, "5"),
        ]);
        // A reference that ran to its end entered line 2 twice: a third entry is judged.
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert!(f[0].message.contains("entry 3"), "{f:?}");
        // One that --max-stops ended may have entered it again after its last stop.
        let mut truncated = reference;
        truncated.ended = format!("{MAX_STOPS_ENDED} 4 stops (--max-stops)");
        let (r, stats) = compare_detailed(&checked, &truncated, Align::Window);
        assert!(r.findings.is_empty(), "{:?}", r.findings);
        assert_eq!(stats.skipped.get(AFTER_TRUNCATED), Some(&1), "{stats:?}");
    }

    #[test]
    fn an_entry_paired_past_a_truncated_references_last_is_not_judged() {
        // The sequence alignment may pair the runs' last entries of a loop's line although
        // they are different iterations: here the checked run's second entry of line 2 (its
        // first left out of this toy run) with the reference's first and last, which
        // --max-stops ended there.
        let reference = run(vec![obs(1, 1, "0"), obs(2, 1, "1")]);
        let checked = run(vec![obs(1, 1, "0"), obs(2, 2, "2")]);
        assert_eq!(align_sequences(&checked, &reference), [(0, 0), (1, 1)]);
        let judged = |reference: &Run| compare_detailed(&checked, reference, Align::Sequence);
        // The values the score counts wrong.
        let wrong = |stats: &CompareStats| {
            crate::score::score(&stats.tally, &crate::score::Penalties::default())
                .kernel
                .values
                .0[1]
        };
        // A reference that ran to its end never entered line 2 again: judged.
        let (r, stats) = judged(&reference);
        assert_eq!((r.findings.len(), wrong(&stats)), (1, 1));
        let mut truncated = reference;
        truncated.ended = format!("{MAX_STOPS_ENDED} 2 stops (--max-stops)");
        let (r, stats) = judged(&truncated);
        assert!(r.findings.is_empty(), "{:?}", r.findings);
        assert_eq!(stats.skipped.get(AFTER_TRUNCATED), Some(&1), "{stats:?}");
        assert_eq!(wrong(&stats), 0);
    }

    #[test]
    fn several_assignments_on_one_line_are_judged_by_their_write_order() {
        // Line 2 assigns x three times (1, 2, 3); the reference stops at its entry only, and
        // records the values written at the line's further rows. The checked build splits
        // the line around line 4 and shows each part's value.
        let mut line2 = obs(2, 1, "1");
        line2.within_line = vec![("x".into(), "2".into()), ("x".into(), "3".into())];
        let reference = run(vec![obs(1, 1, "0"), line2.clone(), obs(3, 1, "3")]);
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(4, 1, "2"),
            obs(2, 2, "3"),
            obs(3, 1, "3"),
        ]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert!(f.is_empty(), "{f:?}");
        // A stop paired with the line's entry may show any value the line writes.
        let merged = run(vec![obs(1, 1, "0"), obs(2, 1, "2"), obs(3, 1, "3")]);
        assert!(compare_with(&merged, &reference, Align::Window)
            .findings
            .is_empty());
        // Without the writes within the line, 2 is a value the reference never holds.
        line2.within_line.clear();
        let reference = run(vec![obs(1, 1, "0"), line2, obs(3, 1, "3")]);
        let f = compare_with(&checked, &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert!(f[0].message.contains("got 2"), "{f:?}");
    }

    #[test]
    fn the_score_judges_a_value_as_its_finding_does() {
        // Line 2 writes x = 1, then 2; the checked build shows the later write at the line's
        // entry (right), then at line 3 a value one write late (a note), then one the
        // reference never held (wrong).
        let mut line2 = obs(2, 1, "1");
        line2.within_line = vec![("x".into(), "2".into())];
        let reference = run(vec![obs(1, 1, "0"), line2, obs(3, 1, "3"), obs(4, 1, "4")]);
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "2"),
            obs(3, 1, "2"),
            obs(4, 1, "9"),
        ]);
        let values = |align| {
            let (r, stats) = compare_detailed(&checked, &reference, align);
            let s = crate::score::score(&stats.tally, &crate::score::Penalties::default());
            let rules: Vec<_> = r.findings.iter().map(|f| f.rule).collect();
            (s.kernel.values.0, rules)
        };
        // [correct, wrong, missing, not evaluatable, irretrievable, optimized out]
        assert_eq!(
            values(Align::Window),
            (
                [1, 1, 0, 0, 0, 0],
                vec!["run-value-mismatch", "run-value-shifted"]
            )
        );
        // Judged stop by stop, lines 2 and 3 disagree with the values at the stops.
        assert_eq!(values(Align::Sequence).0, [0, 3, 0, 0, 0, 0]);
    }

    #[test]
    fn a_recursion_made_a_loop_is_judged_by_the_values_shown_in_the_function() {
        // fib(3) as the reference runs it: each call stops at its entry (line 9, the slot
        // not yet stored: 99) and at line 10, at depths 2 (n = 3), 3 (2), 4 (1), 4 (0), 3 (1).
        // The checked build calls fib(n - 2) and makes fib(n - 1) a loop: fib(3)'s frame
        // goes on with n = 2 and 1 at depth 2, calling fib(1) and fib(0) at depth 3, then
        // shows 7, which the reference never shows at line 10.
        let stops = |list: &[(u64, u32, bool, &str)]| {
            let mut hits: HashMap<u64, u32> = HashMap::default();
            let list = list.iter().map(|&(line, depth, entry, n)| {
                let hit = hits.entry(line).or_default();
                *hit += 1;
                Observation {
                    depth,
                    entry,
                    function: Some("fib".into()),
                    values: vec![("n".into(), Ok(n.into()))],
                    ..obs(line, *hit, n)
                }
            });
            run(list.collect())
        };
        let reference = stops(&[
            (9, 2, true, "99"),
            (10, 2, false, "3"),
            (9, 3, true, "99"),
            (10, 3, false, "2"),
            (9, 4, true, "99"),
            (10, 4, false, "1"),
            (9, 4, true, "99"),
            (10, 4, false, "0"),
            (9, 3, true, "99"),
            (10, 3, false, "1"),
        ]);
        let checked = stops(&[
            (9, 2, true, "3"),
            (10, 2, false, "3"),
            (9, 3, true, "1"),
            (10, 3, false, "1"),
            (10, 2, false, "2"),
            (9, 3, true, "0"),
            (10, 3, false, "0"),
            (10, 2, false, "1"),
            (10, 2, false, "7"),
        ]);
        let (r, stats) = compare_detailed(&checked, &reference, Align::Window);
        let found: Vec<_> = r
            .findings
            .iter()
            .map(|f| (f.rule, f.observed.clone()))
            .collect();
        assert_eq!(found, [("run-value-mismatch", Some("7".to_string()))]);
        assert!(
            stats.skipped.get(RESHAPED_CALLS).is_some_and(|&n| n >= 1),
            "{stats:?}"
        );
    }

    #[test]
    fn a_loop_entering_its_condition_twice_an_iteration_is_judged_per_iteration() {
        // A loop `while (..) { c = next(c); steps++; }`: the reference enters line 27, then
        // 28, then 32 once per iteration. The checked build enters line 27 twice per
        // iteration (its condition split in two), so line-entry order pairs its later stops
        // with later iterations; only the second entry shows `steps`.
        let c = ["7", "22", "11", "34", "17", "52", "26", "13", "40"];
        let at = |line: u64, hit: u32, c: &str, steps: Option<&str>| {
            let mut o = obs(line, hit, c);
            o.values = vec![("c".into(), Ok(c.into()))];
            o.values.push((
                "steps".into(),
                Ok(steps.unwrap_or("<optimized out>").into()),
            ));
            o
        };
        let mut reference = vec![at(26, 1, "0", Some("0"))];
        let mut checked = vec![at(26, 1, "0", Some("0"))];
        for k in 0..8u32 {
            let (now, next, steps) = (c[k as usize], c[k as usize + 1], k.to_string());
            reference.push(at(27, k + 1, now, Some(&steps)));
            reference.push(at(28, k + 1, now, Some(&steps)));
            reference.push(at(32, k + 1, next, Some(&steps)));
            checked.push(at(32, 2 * k + 1, now, None));
            checked.push(at(27, 2 * k + 1, now, None));
            checked.push(at(32, 2 * k + 2, now, None));
            checked.push(at(27, 2 * k + 2, now, Some(&steps)));
            checked.push(at(28, k + 1, now, None));
        }
        let reference = run(reference);
        let f = compare_with(&run(checked.clone()), &reference, Align::Window).findings;
        assert!(f.is_empty(), "{f:?}");
        // A stale value at line 28 of the third iteration stays a finding.
        checked[15].values[0].1 = Ok("22".into());
        let f = compare_with(&run(checked), &reference, Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].observed.as_deref(), Some("22"));
    }

    #[test]
    fn line_entry_alignment_is_the_same_in_narrow_and_wide_cells_and_in_a_reused_table() {
        // Pseudo-random lines 0..4, entry counts and depths (a fixed LCG), two sides of
        // different lengths.
        let mut x = 12345u64;
        let mut next = |k: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % k
        };
        let mut side = |n: usize| -> (Vec<u64>, Vec<u32>, Vec<u32>) {
            let lines: Vec<u64> = (0..n).map(|_| next(4)).collect();
            let hits: Vec<u32> = (0..n).map(|_| next(3) as u32).collect();
            let depths: Vec<u32> = (0..n).map(|_| next(2) as u32).collect();
            (lines, hits, depths)
        };
        let (a, b) = (side(60), side(45));
        let sides = Sides {
            lines: (&a.0, &b.0),
            hits: (&a.1, &b.1),
            depths: (&a.2, &b.2),
        };
        let (mut narrow, mut wide) = (Vec::<u32>::new(), Vec::<u64>::new());
        let (mut p32, mut p64) = (Vec::new(), Vec::new());
        lcs_pairs(&sides, &mut narrow, &mut p32);
        lcs_pairs(&sides, &mut wide, &mut p64);
        assert_eq!(p32, p64);
        assert!(p32.len() > 20, "{p32:?}");
        assert!(p32.iter().all(|&(i, j)| a.0[i] == b.0[j]));
        // A table left over from a larger work-item: its stale cells must not leak into a
        // smaller one's answer.
        let (c, d) = (side(200), side(150));
        let big = Sides {
            lines: (&c.0, &d.0),
            hits: (&c.1, &d.1),
            depths: (&c.2, &d.2),
        };
        let mut scratch = Vec::new();
        lcs_pairs(&big, &mut narrow, &mut scratch);
        narrow.iter_mut().for_each(|c| *c = u32::MAX / 4);
        let mut again = Vec::new();
        lcs_pairs(&sides, &mut narrow, &mut again);
        assert_eq!(again, p64);
        // The table as its definition says, cell by cell, gives the same pairs.
        for (n, m) in [(60, 45), (1, 7), (9, 1), (33, 33), (200, 150)] {
            let (a, b) = (side(n), side(m));
            let sides = Sides {
                lines: (&a.0, &b.0),
                hits: (&a.1, &b.1),
                depths: (&a.2, &b.2),
            };
            let mut fast = Vec::new();
            lcs_pairs(&sides, &mut narrow, &mut fast);
            assert_eq!(fast, by_definition(&sides), "{n} × {m}");
        }
    }

    /// [`lcs_pairs`]'s pairs from a table filled one cell at a time from its definition.
    fn by_definition(s: &Sides<'_>) -> Vec<(usize, usize)> {
        let (n, m) = (s.lines.0.len(), s.lines.1.len());
        let d = (n.min(m) + 1) as u64;
        let score = |i: usize, j: usize| {
            d * (d + 1)
                + if s.depths.0[i] == s.depths.1[j] { d } else { 0 }
                + u64::from(s.hits.0[i] == s.hits.1[j])
        };
        let mut best = vec![vec![0u64; m + 1]; n + 1];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                let mut b = best[i + 1][j].max(best[i][j + 1]);
                if s.lines.0[i] == s.lines.1[j] {
                    b = b.max(best[i + 1][j + 1] + score(i, j));
                }
                best[i][j] = b;
            }
        }
        let (mut i, mut j, mut pairs) = (0, 0, Vec::new());
        while i < n && j < m {
            if s.lines.0[i] == s.lines.1[j] && best[i][j] == best[i + 1][j + 1] + score(i, j) {
                pairs.push((i, j));
                i += 1;
                j += 1;
            } else if best[i + 1][j] >= best[i][j + 1] {
                i += 1;
            } else {
                j += 1;
            }
        }
        pairs
    }

    #[test]
    fn the_call_depth_is_walked_once_per_activation() {
        let cfa = |address: u64| unwind::Cfa {
            space: dwarf_ext::AddrSpace::PRIVATE_WAVE,
            address,
        };
        let at = |f: &str, address: u64, calls: i64| Some((f.to_string(), cfa(address), calls));
        let mut depths = Depths::default();
        let mut walks = 0;
        let mut depth = |d: &mut Depths, wave: u32, a: Option<Activation>, found: u32| {
            d.get_or_walk(WaveId(wave), a, || {
                walks += 1;
                Ok::<u32, ()>(found)
            })
            .expect("walk")
        };
        // Stops in one activation walk once; the remembered depth answers the others.
        assert_eq!(depth(&mut depths, 0, at("fib", 0x40, 1), 2), 2);
        assert_eq!(depth(&mut depths, 0, at("fib", 0x40, 1), 9), 2);
        // A recursive call (deeper CFA), a call counted, another wave, an activation with no
        // CFA: each walks.
        assert_eq!(depth(&mut depths, 0, at("fib", 0x80, 1), 3), 3);
        assert_eq!(depth(&mut depths, 0, at("fib", 0x80, 2), 4), 4);
        assert_eq!(depth(&mut depths, 1, at("fib", 0x80, 2), 5), 5);
        assert_eq!(depth(&mut depths, 0, None, 6), 6);
        // A walk without an activation is not remembered.
        assert_eq!(depth(&mut depths, 0, at("fib", 0x80, 2), 7), 7);
        assert_eq!(walks, 6);
    }

    #[test]
    fn straight_line_code_may_show_any_value_written_between_its_anchors() {
        // The reference runs lines 1-5 once, x = 0 (its slot), then 1, 2, 3, 4; the checked
        // build schedules line 3's assignment early and stops at line 9, which the
        // reference never enters, showing 2.
        let reference: Vec<Observation> =
            (1..=5).map(|l| obs(l, 1, &(l - 1).to_string())).collect();
        let checked = vec![obs(1, 1, "0"), obs(9, 1, "2"), obs(5, 1, "4")];
        let f = compare_with(
            &run(checked.clone()),
            &run(reference.clone()),
            Align::Window,
        );
        assert!(f.findings.is_empty(), "{:?}", f.findings);
        // With a loop in between (line 2 entered twice) 2 is no longer any write's value
        // there: the note stays.
        let mut looped = reference;
        looped.insert(2, obs(2, 2, "1"));
        let f = compare_with(&run(checked), &run(looped), Align::Window).findings;
        assert_eq!(f.len(), 1, "{f:?}");
    }

    #[test]
    fn a_loop_with_one_visible_variable_is_placed_by_its_back_edges() {
        // `while (..) { s += ..; j++; }` with only `s` visible: the reference enters lines
        // 26, 27, 28 once per iteration; the checked build enters them eight times in a
        // rotated, split order, so its line entries pair iterations ever further apart.
        // Each stop carries the iteration its back edges say.
        let s = ["0", "4", "9", "13", "18", "19", "24", "29", "33", "38"];
        let at = |line: u64, hit: u32, iteration: u32, v: &str| Observation {
            iteration,
            ..obs(line, hit, v)
        };
        let mut reference = vec![];
        let mut checked = vec![];
        let mut hits: HashMap<u64, u32> = HashMap::default();
        let mut hit = |line: u64| {
            let h = hits.entry(line).or_default();
            *h += 1;
            *h
        };
        for b in 0..8u32 {
            let (now, next) = (s[b as usize], s[b as usize + 1]);
            reference.push(at(26, b + 1, b, now));
            reference.push(at(27, b + 1, b, now));
            reference.push(at(28, b + 1, b, next));
            for (line, v) in [
                (27, now),
                (28, now),
                (27, now),
                (26, now),
                (27, next),
                (26, next),
                (28, next),
                (26, next),
            ] {
                checked.push(at(line, hit(line), b, v));
            }
        }
        let reference = run(reference);
        // The checked build took the loop's back edge (lines 26-28 are PCs 104-112).
        let looped = |o: Vec<Observation>| Run {
            loops: vec![(104, 112)],
            ..run(o)
        };
        let errors = |checked: &Run| -> usize {
            compare_with(checked, &reference, Align::Window)
                .findings
                .iter()
                .filter(|f| f.rule == "run-value-mismatch")
                .count()
        };
        assert_eq!(errors(&looped(checked.clone())), 0);
        // Code the checked build does not run as a loop (unrolled) is not placed so.
        assert!(errors(&run(checked.clone())) > 0);
        // A location stuck at the first value stays an error.
        for o in checked.iter_mut().skip(16) {
            o.values[0].1 = Ok("0".into());
        }
        assert!(errors(&looped(checked)) > 0);
    }

    #[test]
    fn the_comparison_on_two_threads_is_the_comparison_in_turn() {
        // Work-items of two groups met in another order by each run, loops entered a
        // different number of times, values right, shifted, stale and wrong, a second
        // variable and a function entry.
        let mut x = 99u64;
        let mut next = |k: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % k
        };
        let mut build = |items: &[([u32; 3], u32)], stops: usize| {
            let mut out = Vec::new();
            let mut hits: HashMap<(([u32; 3], u32), u64), u32> = HashMap::default();
            for n in 0..stops {
                for &(group, local) in items {
                    let line = 10 + next(5);
                    let hit = hits.entry(((group, local), line)).or_default();
                    *hit += 1;
                    let mut o = obs(line, *hit, &(n as u64 / 3 + next(2)).to_string());
                    o.group = group;
                    o.local = local;
                    o.entry = n == 0;
                    o.function = Some("f".into());
                    o.values.push(("y".into(), Ok(next(3).to_string().into())));
                    out.push(o);
                }
            }
            run(out)
        };
        let checked = build(&[([1, 0, 0], 3), ([0, 0, 0], 1), ([0, 0, 0], 0)], 40);
        let reference = build(&[([0, 0, 0], 0), ([0, 0, 0], 1), ([1, 0, 0], 3)], 30);
        for align in [Align::Window, Align::Value, Align::Sequence, Align::Hit] {
            let turn = compare_detailed_jobs(&checked, &reference, align, 1);
            let side = compare_detailed_jobs(&checked, &reference, align, 2);
            assert_eq!(side, turn, "{align:?}");
            assert!(turn.1.compared > 0, "{align:?}");
        }
        let (report, _) = compare_detailed_jobs(&checked, &reference, Align::Window, 1);
        assert!(!report.findings.is_empty());
    }

    #[test]
    fn recursive_calls_pair_by_call_depth() {
        // The reference stops in an outer call (depth 1, n = 5) and the recursive one
        // (depth 2, n = 4); the checked build stops in the recursive call only.
        let at = |depth: u32, hit: u32, n: &str| Observation {
            depth,
            ..obs(10, hit, n)
        };
        let reference = run(vec![at(1, 1, "5"), at(2, 2, "4")]);
        let checked = run(vec![at(2, 1, "4")]);
        let pairs = align_sequences(&checked, &reference);
        assert_eq!(pairs, [(0, 1)]);
        assert!(compare_with(&checked, &reference, Align::Window)
            .findings
            .is_empty());
    }

    #[test]
    fn values_agree_within_float_rounding() {
        assert!(same_value("1.58207238", "1.58207226"));
        assert!(!same_value("1.5", "1.6"));
        assert!(!same_value("3", "4"));
        assert!(!same_value("0x10", "0x11"));
        assert!(same_value("<optimized out>", "<optimized out>"));
    }

    #[test]
    fn unassigned_reference_values_are_not_ground_truth() {
        // The reference sees x = 0 (its slot before the first store), then 7.
        let reference = run(vec![obs(1, 1, "0"), obs(2, 1, "7"), obs(3, 1, "7")]);
        // The checked build already has 5 at line 1 (hoisted), then a wrong 9 at line 3.
        let checked = run(vec![obs(1, 1, "5"), obs(2, 1, "7"), obs(3, 1, "9")]);
        let f = compare(&checked, &reference).findings;
        assert_eq!(f.len(), 1, "{f:?}");
        assert!(f[0].message.contains("line 3") && f[0].message.contains("got 9"));
    }

    #[test]
    fn sequence_alignment_keeps_a_rotated_loop_in_step() {
        // Reference (-O0): the loop condition line 2 before every body (line 3).
        let reference = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "1"),
            obs(2, 2, "2"),
            obs(3, 2, "2"),
            obs(4, 1, "2"),
        ]);
        // Checked (-O2, rotated): line 2 once, then bodies.
        let checked = run(vec![
            obs(1, 1, "0"),
            obs(2, 1, "1"),
            obs(3, 1, "1"),
            obs(3, 2, "2"),
            obs(4, 1, "2"),
        ]);
        let pairs = align_sequences(&checked, &reference);
        assert_eq!(pairs, vec![(0, 0), (1, 1), (2, 2), (3, 4), (4, 5)]);
        assert!(compare_with(&checked, &reference, Align::Sequence)
            .findings
            .is_empty());
    }
}
