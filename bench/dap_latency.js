#!/usr/bin/env node
// DAP latency benchmark (BENCHMARKS.md, "DAP server"): drives `hdb dap` through VS Code's own
// DebugClient and prints, per request of a stopped session, the median time from sending it to
// its response (for `next`, to the `stopped` event) over REPS stops; then launch → first
// `stopped` on the large object, `threads` with many resident waves, and the same first stop
// reached by `hdb debug -batch` (a whole process) as a yardstick.
//
// Every request is timed at a fresh stop (the one `next` reaches), as an editor sends them after
// each stop: nothing is answered from what the previous request left behind.
//
// Usage: node bench/dap_latency.js [--hdb PATH] [--reps N] [--dir DIR] [--waves N] [--quick]
//   --hdb    the hdb binary (default target/release/hdb)
//   --reps   stops measured (default 9; at most 15, the stops of the loop)
//   --dir    where bench/big_object.sh writes the large object (default /tmp/hdb-bench-dap)
//   --waves  resident waves for `threads` (default 10000)
//   --quick  a corpus kernel instead of the large object, 64 waves: checks the script runs
'use strict';

const path = require('path');
const fs = require('fs');
const { spawnSync } = require('child_process');
const { performance } = require('perf_hooks');

const ROOT = path.resolve(__dirname, '..');
const { DebugClient } = require(path.join(ROOT, 'dap/node/node_modules/@vscode/debugadapter-testsupport'));

function options() {
    const o = { hdb: path.join(ROOT, 'target/release/hdb'), reps: 9, dir: '/tmp/hdb-bench-dap', waves: 10000, quick: false };
    const argv = process.argv.slice(2);
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const value = () => {
            if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
            return argv[++i];
        };
        if (a === '--hdb') o.hdb = path.resolve(value());
        else if (a === '--reps') o.reps = Number(value());
        else if (a === '--dir') o.dir = path.resolve(value());
        else if (a === '--waves') o.waves = Number(value());
        else if (a === '--quick') o.quick = true;
        else throw new Error(`unknown argument ${a}`);
    }
    if (!(o.reps >= 1 && o.reps <= 15)) throw new Error('--reps: 1 to 15');
    return o;
}

/**
 * What the session stops in: a launch, the source line of a loop (each `next` a fresh stop
 * in it), the struct shown in the Lanes scope and an expression to evaluate.
 */
function subject(o) {
    if (o.quick) {
        return {
            what: 'corpus/launch/example.json (recursion-O0, 128 work-items)',
            launch: { launchFile: path.join(ROOT, 'corpus/launch/example.json') },
            source: path.join(ROOT, 'corpus/src/recursion.cl'),
            line: 34,
            lanesVariable: 'n',
            lanesType: 'uint',
            expression: 'a + n',
            debug: ['--launch', path.join(ROOT, 'corpus/launch/example.json'), '-batch', '-ex', 'break recursion.cl:34', '-ex', 'run'],
            file: null,
        };
    }
    const hsaco = path.join(o.dir, 'big.hsaco');
    if (!fs.existsSync(hsaco)) {
        const made = spawnSync('bash', [path.join(ROOT, 'bench/big_object.sh'), o.dir, '400'], { stdio: 'inherit' });
        if (made.status !== 0) throw new Error('bench/big_object.sh failed');
    }
    const launch = path.join(o.dir, 'big.json');
    return {
        what: `${hsaco} (${fs.statSync(hsaco).size} bytes, 400 kernels), kernel_200 on 256 work-items`,
        launch: { launchFile: launch },
        source: path.join(o.dir, 'big.cl'),
        // `priv[i] = in[gid] * i + 200;` in kernel_200's loop: `Rec r` is set.
        line: 3015,
        lanesVariable: 'r',
        lanesType: 'Rec',
        expression: 'r.a + r.c[3]',
        debug: ['--launch', launch, '-batch', '-ex', 'break big.cl:3015', '-ex', 'run'],
        file: hsaco,
    };
}

/** A client on a fresh `hdb dap`, initialized. */
async function client(o) {
    const dc = new DebugClient(o.hdb, 'dap', 'hdb', { cwd: ROOT });
    dc.defaultTimeout = 120000;
    await dc.start();
    await dc.initializeRequest({ adapterID: 'hdb', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    return dc;
}

/** Milliseconds `f` takes to resolve. */
async function timed(f) {
    const t0 = performance.now();
    const value = await f();
    return { ms: performance.now() - t0, value };
}

/** Launch with a breakpoint, configurationDone; resolves with the time from `launch` to `stopped`. */
async function launchToStop(dc, launch, configure) {
    const initialized = dc.waitForEvent('initialized');
    const stopped = dc.waitForEvent('stopped');
    const t0 = performance.now();
    await dc.launchRequest(launch);
    await initialized;
    await configure();
    await dc.configurationDoneRequest();
    const event = await stopped;
    return { ms: performance.now() - t0, event };
}

const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor((s.length - 1) / 2)];
};

function check(cond, what) {
    if (!cond) throw new Error(`unexpected answer: ${what}`);
}

/** The requests of a stopped session, each timed at `reps` fresh stops. */
async function stoppedSession(o, s) {
    const dc = await client(o);
    const times = {};
    const add = (name, ms) => (times[name] = times[name] || []).push(ms);
    try {
        const first = await launchToStop(dc, { ...s.launch, cwd: ROOT }, () =>
            dc.setBreakpointsRequest({ source: { path: s.source }, breakpoints: [{ line: s.line }] }));
        add('launch → first stopped', first.ms);
        let wave = first.event.body.threadId;
        // The breakpoint stays: each `next` in the loop stops at the next line, each second
        // one at the breakpoint's line (with the breakpoint hit) — fresh stops either way.
        for (let rep = 0; rep < o.reps; rep++) {
            const threads = await timed(() => dc.threadsRequest());
            add('threads', threads.ms);
            check(threads.value.body.threads.some((t) => t.id === wave), 'threads without the stopped wave');
            const stack = await timed(() => dc.stackTraceRequest({ threadId: wave, startFrame: 0, levels: 20 }));
            add('stackTrace', stack.ms);
            const frame = stack.value.body.stackFrames[0];
            const scopes = await timed(() => dc.scopesRequest({ frameId: frame.id }));
            add('scopes', scopes.ms);
            const byName = (p) => scopes.value.body.scopes.find((x) => x.name.startsWith(p));
            const locals = await timed(() => dc.variablesRequest({ variablesReference: byName('Locals').variablesReference }));
            add('variables: Locals', locals.ms);
            const lanes = await timed(() => dc.variablesRequest({ variablesReference: byName('Lanes').variablesReference }));
            add('variables: Lanes scope', lanes.ms);
            const row = lanes.value.body.variables.find((v) => v.name === s.lanesVariable);
            check(row && row.variablesReference > 0 && row.type === s.lanesType, `Lanes row ${JSON.stringify(row)}`);
            const perLane = await timed(() => dc.variablesRequest({ variablesReference: row.variablesReference, filter: 'indexed', start: 0, count: 64 }));
            add(`variables: Lanes → ${s.lanesVariable}, 64 lanes`, perLane.ms);
            check(perLane.value.body.variables.length === 64, `${perLane.value.body.variables.length} lanes`);
            const ev = await timed(() => dc.evaluateRequest({ expression: s.expression, frameId: frame.id, context: 'watch' }));
            add(`evaluate (watch \`${s.expression}\`)`, ev.ms);
            const withMemory = locals.value.body.variables.find((v) => v.memoryReference);
            check(withMemory, 'no local with a memory reference');
            const mem = await timed(() => dc.customRequest('readMemory', { memoryReference: withMemory.memoryReference, count: 64 }));
            add('readMemory (64 bytes, private)', mem.ms);
            const dis = await timed(() => dc.disassembleRequest({ memoryReference: frame.instructionPointerReference, instructionOffset: -20, instructionCount: 50, resolveSymbols: true }));
            add('disassemble (50 instructions)', dis.ms);
            check(dis.value.body.instructions.length === 50, 'disassembly length');
            const stopped = dc.waitForEvent('stopped');
            const next = await timed(async () => {
                await dc.nextRequest({ threadId: wave });
                return stopped;
            });
            add('next (to the stopped event)', next.ms);
            wave = next.value.body.threadId;
        }
    } finally {
        await dc.stop();
    }
    return times;
}

/** `threads` with `waves` resident waves (arith-O2, 4 waves a work-group), stopped at the kernel's entry. */
async function manyWaves(o) {
    const n = o.waves * 64;
    const fill = (type, count, value) => ({ buffer: { type, count, fill: value } });
    const launch = {
        codeObject: path.join(ROOT, 'corpus/clang19/gfx90a/arith-O2.hsaco'),
        kernel: 'arith_int_float_vec_struct',
        grid: [n],
        block: [256],
        args: [fill('i32', n, 3), fill('f32', n, 1), fill('i32', 4 * n, 0), fill('f32', 4 * n, 0)],
        residentGroups: o.waves / 4,
        cwd: ROOT,
    };
    const times = {};
    const add = (name, ms) => (times[name] = times[name] || []).push(ms);
    for (const [label, extra] of [['', {}], [', all listed (maxThreads)', { maxThreads: o.waves + 1 }]]) {
        const dc = await client(o);
        try {
            const first = await launchToStop(dc, { ...launch, ...extra }, () =>
                dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: launch.kernel }] }));
            add(`launch → first stopped (${o.waves} waves${label})`, first.ms);
            for (let rep = 0; rep < o.reps; rep++) {
                const t = await timed(() => dc.threadsRequest());
                add(`threads (${o.waves} waves${label})`, t.ms);
                const listed = t.value.body.threads.length;
                check(label ? listed === o.waves : listed >= 2 && listed <= 257, `${listed} threads`);
            }
        } finally {
            await dc.stop();
        }
    }
    return times;
}

/** Whole-process wall time of a command, median of `reps` runs. */
function processMs(reps, command, args) {
    const xs = [];
    for (let i = 0; i < reps; i++) {
        const t0 = performance.now();
        const r = spawnSync(command, args, { cwd: ROOT, stdio: 'ignore' });
        if (r.error) throw r.error;
        xs.push(performance.now() - t0);
    }
    return median(xs);
}

async function main() {
    const o = options();
    const s = subject(o);
    console.log(`hdb: ${o.hdb}; ${o.reps} stops; input: ${s.what}`);
    const session = await stoppedSession(o, s);
    const waves = await manyWaves(o);
    const rows = { ...session, ...waves };
    const goal = 50;
    console.log('request | median ms | max ms | under 50 ms');
    for (const [name, xs] of Object.entries(rows)) {
        const m = median(xs);
        const launch = name.startsWith('launch');
        if (process.env.DAP_LATENCY_SAMPLES) console.log(name, xs.map((x) => x.toFixed(2)).join(" "));
        console.log(`${name} | ${m.toFixed(1)} | ${Math.max(...xs).toFixed(1)} | ${launch ? '—' : m < goal ? 'yes' : 'NO'}`);
    }
    const debug = processMs(o.reps, o.hdb, ['debug', ...s.debug]);
    console.log(`yardstick: hdb debug -batch to the same first stop (whole process) | ${debug.toFixed(1)} |`);
    if (s.file) {
        const dump = processMs(o.reps, 'llvm-dwarfdump-22', ['--debug-line', s.file]);
        console.log(`yardstick: llvm-dwarfdump-22 --debug-line of the object (whole process) | ${dump.toFixed(1)} |`);
    }
}

main().catch((e) => {
    console.error(e.stack || String(e));
    process.exit(1);
});
