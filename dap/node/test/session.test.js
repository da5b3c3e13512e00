// Whole sessions of `hdb dap` driven by VS Code's DebugClient on corpus kernels: values are
// checked against what the launch's inputs make each work-item compute.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { execFileSync } = require('child_process');
const h = require('../support/helpers');

/** n of work-item g in `recursionLaunch`. */
const nOf = (g) => g % 16;

test('line breakpoint: stopped event with lanes, threads, stack, scopes, variables per lane and in the Lanes scope', async () => {
    const dc = await h.client();
    try {
        let bp;
        const stopped = await h.start(dc, h.recursionLaunch(), async () => {
            const r = await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] });
            bp = r.body.breakpoints[0];
            assert.equal(bp.verified, true);
            assert.equal(bp.line, 37);
        });
        assert.equal(stopped.body.reason, 'breakpoint');
        assert.equal(stopped.body.allThreadsStopped, true);
        assert.deepEqual(stopped.body.hitBreakpointIds, [bp.id]);
        assert.match(stopped.body.description, /with lanes \[0-63\]/);
        const wave = stopped.body.threadId;

        const threads = (await dc.threadsRequest()).body.threads;
        assert.equal(threads.length, 2);
        assert.match(threads[0].name, /^AMDGPU Wave 1:1:1:\d+ \(0,0,0\)\/0$/);
        assert.match(threads[1].name, /^AMDGPU Wave 1:1:1:\d+ \(1,0,0\)\/0$/);

        const { frame, scopes, stack } = await h.topScopes(dc, wave);
        assert.equal(frame.name, 'recursive_fib_gcd');
        assert.equal(frame.line, 37);
        assert.equal(frame.source.path, h.RECURSION_CL);
        assert.match(frame.instructionPointerReference, /^0x[0-9a-f]+$/);
        assert.equal(stack.totalFrames, 1);
        assert.deepEqual(scopes.map((s) => s.name), [
            'Locals — lane 0', 'Arguments — lane 0', 'Lanes', 'Registers — scalar', 'Registers — vector (lane 0)',
        ]);
        // Which group the stopped wave runs: its work-items are group*64 + lane.
        const group = threads.find((t) => t.id === wave).name.includes('(1,0,0)') ? 1 : 0;

        const locals = await h.children(dc, h.scope(scopes, 'Locals').variablesReference);
        assert.equal(locals.gid.value, String(group * 64));
        assert.equal(locals.n.value, String(nOf(group * 64)));
        assert.equal(locals.a.value, String(group * 64 + 1));
        assert.equal(locals.sq.indexedVariables, 16);
        const sq = await h.children(dc, locals.sq.variablesReference);
        for (let i = 0; i < 16; i++) assert.equal(sq[`[${i}]`].value, String(i * i));
        const args = await h.children(dc, h.scope(scopes, 'Arguments').variablesReference);
        assert.ok(args.in && args.out, JSON.stringify(Object.keys(args)));

        // The Lanes scope: n in every lane.
        const lanes = await h.children(dc, h.scope(scopes, 'Lanes').variablesReference);
        assert.equal(lanes.n.indexedVariables, 64);
        const perLane = await h.children(dc, lanes.n.variablesReference, { filter: 'indexed', start: 0, count: 64 });
        for (let l = 0; l < 64; l++) assert.equal(perLane[`lane ${l}`].value, String(nOf(group * 64 + l)), `lane ${l}`);
        // Paged: lanes 60..63 only.
        const page = await dc.variablesRequest({ variablesReference: lanes.n.variablesReference, filter: 'indexed', start: 60, count: 4 });
        assert.deepEqual(page.body.variables.map((v) => v.name), ['lane 60', 'lane 61', 'lane 62', 'lane 63']);
        assert.match(lanes.n.value, /on \[|all|\{/);

        // Registers by class.
        const sregs = await h.children(dc, h.scope(scopes, 'Registers — scalar').variablesReference);
        assert.match(sregs.pc.value, new RegExp(`^${frame.instructionPointerReference}`));
        assert.equal(sregs.exec.value, '0xffffffffffffffff');
        const vregs = await h.children(dc, h.scope(scopes, 'Registers — vector').variablesReference);
        assert.equal(vregs.v0.indexedVariables, 64);

        // A watch becomes a Lanes row.
        const w = await dc.evaluateRequest({ expression: 'gid * 2', frameId: frame.id, context: 'watch' });
        assert.equal(w.body.result, String(group * 128));
        const again = await h.topScopes(dc, wave);
        const rows = await h.children(dc, h.scope(again.scopes, 'Lanes').variablesReference);
        const watch = await h.children(dc, rows['watch: gid * 2'].variablesReference, { filter: 'indexed' });
        for (let l = 0; l < 64; l++) assert.equal(watch[`lane ${l}`].value, String((group * 64 + l) * 2));
    } finally {
        await dc.stop();
    }
});

test('lane focus: hdb/focus, hdb/focusChanged, scopes naming the lane, the Debug Console', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] }));
        const wave = stopped.body.threadId;
        const { frame } = await h.topScopes(dc, wave);
        const gid0 = Number((await dc.evaluateRequest({ expression: 'gid', frameId: frame.id, context: 'hover' })).body.result);

        const changed = dc.waitForEvent('hdb/focusChanged');
        const r = await dc.customRequest('hdb/focus', { threadId: wave, lane: 35 });
        assert.equal(r.body.lane, 35);
        assert.match(r.body.name, /^AMDGPU Lane 1:1:1:\d+\/35 \(\d,0,0\)\[35,0,0\]$/);
        const ev = await changed;
        assert.equal(ev.body.lane, 35);
        assert.equal(ev.body.threadId, wave);
        assert.equal(ev.body.active, true);

        const { scopes } = await h.topScopes(dc, wave);
        assert.equal(scopes[0].name, 'Locals — lane 35');
        const locals = await h.children(dc, scopes[0].variablesReference);
        assert.equal(locals.gid.value, String(gid0 + 35));
        assert.equal(locals.n.value, String(nOf(gid0 + 35)));

        // Debug Console: `lane 7` moves the focus; `print`, `info lanes`, `x` run as in `hdb debug`.
        const moved = dc.waitForEvent('hdb/focusChanged');
        await dc.evaluateRequest({ expression: 'lane 7', context: 'repl' });
        assert.equal((await moved).body.lane, 7);
        const p = await dc.evaluateRequest({ expression: 'print gid', context: 'repl' });
        assert.match(p.body.result, new RegExp(`= ${gid0 + 7}$`));
        const lanes = await dc.evaluateRequest({ expression: 'info lanes', context: 'repl' });
        assert.match(lanes.body.result, /\* 7 +A/);
        // An expression that is not a command evaluates in the focused lane.
        const e = await dc.evaluateRequest({ expression: 'n + 100', context: 'repl' });
        assert.equal(e.body.result, String(nOf(gid0 + 7) + 100));
        const bad = await h.failing(dc.evaluateRequest({ expression: 'print nosuchvar', context: 'repl' }));
        assert.match(bad.message, /No symbol "nosuchvar" in current context/);
        const badLane = await h.failing(dc.customRequest('hdb/focus', { threadId: wave, lane: 64 }));
        assert.match(badLane.message, /Lane 64 does not exist/);
        // The lane picker's list.
        const list = await dc.customRequest('hdb/lanes', { threadId: wave });
        assert.equal(list.body.lanes.length, 64);
        assert.equal(list.body.lane, 7);
    } finally {
        await dc.stop();
    }
});

test('function breakpoint with a per-lane condition; setVariable in one lane', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), async () => {
            const r = await dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'fib_rec', condition: 'n == 4' }] });
            assert.equal(r.body.breakpoints[0].verified, true);
        });
        assert.equal(stopped.body.reason, 'function breakpoint');
        // Lanes whose work-item has n == 4: g % 16 == 4.
        assert.match(stopped.body.description, /with lanes \[4 20 36 52\]/);
        const wave = stopped.body.threadId;
        const { frame, scopes } = await h.topScopes(dc, wave);
        assert.equal(frame.name, 'fib_rec');
        assert.equal(scopes[1].name, 'Arguments — lane 4');
        const args = await h.children(dc, scopes[1].variablesReference);
        assert.equal(args.n.value, '4');
        const st = await dc.stackTraceRequest({ threadId: wave });
        assert.equal(st.body.stackFrames[1].name, 'recursive_fib_gcd');
        assert.equal(st.body.stackFrames[1].line, 37);

        // setVariable on lane 20's child of the Lanes row: only lane 20 changes.
        const lanes = await h.children(dc, scopes[2].variablesReference);
        const set = await dc.setVariableRequest({ variablesReference: lanes.n.variablesReference, name: 'lane 20', value: '9' });
        assert.equal(set.body.value, '9');
        await dc.customRequest('hdb/focus', { threadId: wave, lane: 20 });
        const after = await dc.evaluateRequest({ expression: 'n', frameId: frame.id, context: 'watch' });
        assert.equal(after.body.result, '9');
        await dc.customRequest('hdb/focus', { threadId: wave, lane: 36 });
        const other = await dc.evaluateRequest({ expression: 'n', frameId: frame.id, context: 'watch' });
        assert.equal(other.body.result, '4');
    } finally {
        await dc.stop();
    }
});

test('log points print per lane group and go on; hit conditions; exited and terminated', async () => {
    const dc = await h.client();
    try {
        const terminated = dc.waitForEvent('terminated');
        const exited = dc.waitForEvent('exited');
        // Log points never stop: the session runs to its end.
        await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 38, logMessage: 'n={n} gid%16={gid % 16}' }] }),
        'exited');
        assert.equal((await exited).body.exitCode, 0);
        await terminated;
        const text = dc.outputs.map((o) => o.output).join('');
        // Each wave prints one line per distinct n, with the lanes that have it.
        assert.match(text, /n=5 gid%16=5 \[lanes 5 21 37 53\]/);
        assert.match(text, /n=15 gid%16=15 \[lanes 15 31 47 63\]/);
        assert.equal((text.match(/n=0 gid%16=0 /g) || []).length, 2, text);
    } finally {
        await dc.stop();
    }
    const dc2 = await h.client();
    try {
        // `% 2`: stops at the 2nd, 4th, … hit of fib_rec's entry (the engine counts them).
        const stopped = await h.start(dc2, h.recursionLaunch(), () =>
            dc2.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'fib_rec', hitCondition: '% 2' }] }));
        assert.equal(stopped.body.reason, 'function breakpoint');
        const info = await dc2.evaluateRequest({ expression: 'info breakpoints', context: 'repl' });
        assert.match(info.body.result, /breakpoint already hit 2 times/);
    } finally {
        await dc2.stop();
    }
});

test('stepping follows the focused lane: next, stepIn, stepOut, instruction steps, stepInTargets', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] }));
        const wave = stopped.body.threadId;
        let ev = dc.waitForEvent('stopped');
        await dc.nextRequest({ threadId: wave });
        assert.equal((await ev).body.reason, 'step');
        let top = await h.topScopes(dc, wave);
        assert.equal(top.frame.line, 38);

        const targets = await dc.stepInTargetsRequest({ frameId: top.frame.id });
        assert.equal(targets.body.targets.length, 1, JSON.stringify(targets.body));
        assert.match(targets.body.targets[0].label, /s_swappc_b64/);
        ev = dc.waitForEvent('stopped');
        await dc.stepInRequest({ threadId: wave, targetId: targets.body.targets[0].id });
        await ev;
        top = await h.topScopes(dc, wave);
        assert.equal(top.frame.name, 'gcd_rec');
        const args = await h.children(dc, top.scopes[1].variablesReference);
        const gid0 = Number((await dc.evaluateRequest({ expression: '$_lane', context: 'watch', frameId: top.frame.id })).body.result);
        assert.equal(gid0, 0);

        ev = dc.waitForEvent('stopped');
        await dc.stepOutRequest({ threadId: wave });
        await ev;
        top = await h.topScopes(dc, wave);
        assert.equal(top.frame.name, 'recursive_fib_gcd');
        assert.equal(top.frame.line, 38);
        assert.ok(args.a && args.b);

        const pc0 = top.frame.instructionPointerReference;
        ev = dc.waitForEvent('stopped');
        await dc.nextRequest({ threadId: wave, granularity: 'instruction' });
        await ev;
        top = await h.topScopes(dc, wave);
        assert.notEqual(top.frame.instructionPointerReference, pc0);
        assert.ok(BigInt(top.frame.instructionPointerReference) > BigInt(pc0));
    } finally {
        await dc.stop();
    }
});

test('memory in address spaces, disassembly against llvm-objdump, instruction breakpoints', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] }));
        const wave = stopped.body.threadId;
        const { frame, scopes } = await h.topScopes(dc, wave);
        const locals = await h.children(dc, scopes[0].variablesReference);
        // sq lives in private memory: its reference keeps the address space.
        const ref = locals.sq.memoryReference;
        assert.match(ref, /^private_lane#0x[0-9a-f]+$/);
        const mem = await dc.customRequest('readMemory', { memoryReference: ref, count: 64 });
        const bytes = Buffer.from(mem.body.data, 'base64');
        for (let i = 0; i < 16; i++) assert.equal(bytes.readInt32LE(i * 4), i * i);
        assert.equal(mem.body.address, ref);
        // Write sq[2] through memory and read it back as a variable.
        const nine = Buffer.alloc(4);
        nine.writeInt32LE(1234);
        await dc.customRequest('writeMemory', { memoryReference: ref, offset: 8, data: nine.toString('base64') });
        const sq2 = await dc.evaluateRequest({ expression: 'sq[2]', frameId: frame.id, context: 'watch' });
        assert.equal(sq2.body.result, '1234');
        // Unreadable memory is reported, not invented.
        const far = await dc.customRequest('readMemory', { memoryReference: 'local#0xfffff000', count: 16 });
        assert.equal(far.body.unreadableBytes, 16);

        // Disassembly around the PC, as llvm-objdump prints the same bytes.
        const pc = BigInt(frame.instructionPointerReference);
        const dis = await dc.disassembleRequest({ memoryReference: frame.instructionPointerReference, instructionOffset: -3, instructionCount: 8 });
        const ins = dis.body.instructions;
        assert.equal(ins.length, 8);
        assert.equal(BigInt(ins[3].address), pc);
        const objdump = execFileSync('llvm-objdump-19', ['-d', '--mcpu=gfx90a', '--no-show-raw-insn', path.join(h.CORPUS, 'clang19/gfx90a/recursion-O0.hsaco')]).toString();
        // llvm-objdump shows ELF addresses; the wave sees them at the module's load base.
        const modules = await dc.modulesRequest({});
        const loadedStart = BigInt(modules.body.modules[0].addressRange.split('-')[0]);
        let elfStart = null;
        const byAddress = new Map();
        for (const line of objdump.split('\n')) {
            const f = line.match(/^([0-9a-f]+) <.*>:$/);
            if (f && elfStart === null) elfStart = BigInt('0x' + f[1]);
            const m = line.match(/^\s+(\S.*?)\s+\/\/ ([0-9A-F]+):/);
            if (m) byAddress.set(BigInt('0x' + m[2]), m[1].trim().replace(/\s+/g, ' '));
        }
        const loadBase = loadedStart - elfStart;
        for (const i of ins) {
            const want = byAddress.get(BigInt(i.address) - loadBase);
            assert.ok(want, `llvm-objdump has no instruction at ${i.address}`);
            assert.equal(i.instruction.replace(/\s+/g, ' '), want, i.address);
        }
        assert.ok(ins.some((i) => i.line === 37 && i.location && i.location.path === h.RECURSION_CL));

        // An instruction breakpoint two instructions on.
        const target = ins[5].address;
        await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [] });
        const ib = await dc.customRequest('setInstructionBreakpoints', { breakpoints: [{ instructionReference: target }] });
        assert.equal(ib.body.breakpoints[0].verified, true);
        const ev = dc.waitForEvent('stopped');
        await dc.continueRequest({ threadId: wave });
        const hit = await ev;
        assert.equal(hit.body.reason, 'instruction breakpoint');
        const st = await dc.stackTraceRequest({ threadId: hit.body.threadId });
        assert.equal(BigInt(st.body.stackFrames[0].instructionPointerReference), BigInt(target));

        assert.equal(modules.body.modules.length, 1);
        assert.match(modules.body.modules[0].path, /recursion-O0\.hsaco$/);
        const sources = await dc.customRequest('loadedSources', {});
        assert.ok(sources.body.sources.some((s) => s.path === h.RECURSION_CL));
    } finally {
        await dc.stop();
    }
});

test('data breakpoint on a global output', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] }));
        const wave = stopped.body.threadId;
        const { frame } = await h.topScopes(dc, wave);
        // out[3] is work-item 1's fib(1) = 1 (n = 1).
        const info = await dc.dataBreakpointInfoRequest({ name: 'out[3]', frameId: frame.id });
        assert.ok(info.body.dataId, info.body.description);
        assert.deepEqual(info.body.accessTypes, ['write']);
        const set = await dc.setDataBreakpointsRequest({ breakpoints: [{ dataId: info.body.dataId, accessType: 'write' }] });
        assert.equal(set.body.breakpoints[0].verified, true);
        await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [] });
        const ev = dc.waitForEvent('stopped');
        await dc.continueRequest({ threadId: wave });
        const hit = await ev;
        assert.equal(hit.body.reason, 'data breakpoint');
        assert.match(hit.body.description, /out\[3\]\s+Old value = 0\s+New value = 1/);
        // A private variable cannot be watched (yet): the answer says why.
        const priv = await dc.dataBreakpointInfoRequest({ name: 'n', frameId: frame.id });
        assert.equal(priv.body.dataId, null);
    } finally {
        await dc.stop();
    }
});

test('a memory fault: exception stop and exceptionInfo; the same state as a read-only core', async () => {
    const dc = await h.client();
    const fs = require('fs');
    const os = require('os');
    const core = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hdb-dap-')), 'gpucore');
    try {
        const launch = {
            launchFile: 'corpus/launch/lds_reduce.json',
            cwd: h.ROOT,
        };
        // The launch file's input, cut to 4 elements: the first wave to read past it faults.
        const lf = JSON.parse(fs.readFileSync(path.join(h.CORPUS, 'launch/lds_reduce.json'), 'utf8'));
        lf.args[0] = { buffer: { type: 'i32', data: [1, 1, 1, 1] } };
        lf.code_object = path.join(h.CORPUS, 'clang22/gfx90a/lds_reduce-O0.hsaco');
        const file = path.join(path.dirname(core), 'fault.json');
        fs.writeFileSync(file, JSON.stringify(lf));
        launch.launchFile = file;
        const stopped = await h.start(dc, launch);
        assert.equal(stopped.body.reason, 'exception');
        assert.equal(stopped.body.text, 'SIGSEGV');
        const info = await dc.exceptionInfoRequest({ threadId: stopped.body.threadId });
        assert.equal(info.body.exceptionId, 'SIGSEGV');
        assert.match(info.body.description, /memory violation at global#0x[0-9a-f]+/);
        assert.equal(info.body.breakMode, 'always');
        const g = await dc.evaluateRequest({ expression: `gcore ${core}`, context: 'repl' });
        assert.match(g.body.result, /Saved corefile/);
    } finally {
        await dc.stop();
    }
    // The core, attached read-only: the same stop.
    const dc2 = await h.client();
    try {
        const initialized = dc2.waitForEvent('initialized');
        await dc2.initializeRequest();
        const caps = dc2.waitForEvent('capabilities');
        await dc2.attachRequest({ core, cwd: h.ROOT });
        assert.equal((await caps).body.capabilities.supportsWriteMemoryRequest, false);
        await initialized;
        const stopped = dc2.waitForEvent('stopped');
        await dc2.configurationDoneRequest();
        const ev = await stopped;
        assert.equal(ev.body.reason, 'exception');
        const info = await dc2.exceptionInfoRequest({ threadId: ev.body.threadId });
        assert.equal(info.body.exceptionId, 'SIGSEGV');
        const cont = await h.failing(dc2.continueRequest({ threadId: ev.body.threadId }));
        assert.match(cont.message, /cannot run/);
        const st = await dc2.stackTraceRequest({ threadId: ev.body.threadId });
        assert.match(st.body.stackFrames.map((f) => f.name).join(' '), /lds_reduce_sum/);
    } finally {
        await dc2.stop();
        fs.rmSync(path.dirname(core), { recursive: true, force: true });
    }
});

test('thousands of waves: the stopped wave and one summary entry', async () => {
    const dc = await h.client();
    // Evaluating the condition in 300 work-groups takes seconds; a loaded 2-core machine has
    // taken more than the default 30 s.
    dc.defaultTimeout = 120000;
    try {
        const launch = h.recursionLaunch({ grid: [64 * 300], maxThreads: 16, residentGroups: 300 });
        const input = [];
        for (let g = 0; g < 64 * 300; g++) input.push(g % 16, g + 1, 3);
        launch.args = [h.u32s(input), { buffer: { type: 'u32', count: 64 * 300 * 3, fill: 0 } }];
        const stopped = await h.start(dc, launch, () =>
            dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'gcd_rec', condition: 'a == 5000' }] }));
        const threads = (await dc.threadsRequest()).body.threads;
        assert.ok(threads.length <= 17, threads.length);
        assert.ok(threads.some((t) => t.id === stopped.body.threadId));
        const summary = threads[threads.length - 1];
        assert.match(summary.name, /^\d+ more waves/);
        const st = await dc.stackTraceRequest({ threadId: summary.id });
        assert.equal(st.body.totalFrames, 0);
        // a == 5000 is work-item 4999: group 78, lane 7.
        const { scopes } = await h.topScopes(dc, stopped.body.threadId);
        assert.equal(scopes[0].name, 'Locals — lane 7');
        assert.match(stopped.body.description, /with lanes \[7\]/);
    } finally {
        await dc.stop();
    }
});

test('stopOnEntry, pause of a running kernel, restart and terminate', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch({ stopOnEntry: true }));
        assert.equal(stopped.body.reason, 'entry');
        const { frame } = await h.topScopes(dc, stopped.body.threadId);
        assert.equal(frame.name, 'recursive_fib_gcd');
        // A kernel that loops for a long while: fib(40) in every lane.
        const terminated = dc.waitForEvent('terminated');
        await dc.terminateRequest();
        await terminated;
    } finally {
        await dc.stop();
    }
    const dc2 = await h.client();
    try {
        const input = [];
        for (let g = 0; g < 64; g++) input.push(31, 1, 1);
        const launch = h.recursionLaunch({ grid: [64] });
        launch.codeObject = 'corpus/clang19/gfx90a/recursion-O2.hsaco';
        launch.args = [h.u32s(input), { buffer: { type: 'u32', count: 192, fill: 0 } }];
        // n = 31 % 16 = 15: fib_rec(15) in every lane, with a condition that never holds
        // evaluated at each of its calls, runs long enough to be paused.
        const initialized = dc2.waitForEvent('initialized');
        await dc2.initializeRequest();
        await dc2.launchRequest(launch);
        await initialized;
        await dc2.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'fib_rec', condition: 'n == 99' }] });
        const stopped = dc2.waitForEvent('stopped', 60000);
        const ended = new Promise((resolve) => dc2.once('terminated', () => resolve(null)));
        await dc2.configurationDoneRequest();
        await new Promise((r) => setTimeout(r, 100));
        await dc2.pauseRequest({ threadId: 1 });
        const ev = await Promise.race([stopped, ended]);
        assert.ok(ev, 'the kernel ended before the pause');
        assert.equal(ev.body.reason, 'pause');
        const restarted = dc2.waitForEvent('stopped', 60000);
        await dc2.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'gcd_rec' }] });
        await dc2.restartRequest({});
        assert.equal((await restarted).body.reason, 'function breakpoint');
    } finally {
        await dc2.stop();
    }
});
