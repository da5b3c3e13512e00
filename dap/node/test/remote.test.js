// `attach` to targets that exist already (an `hdb serve` stub, a core file) and `hdb dap
// --listen` (clients on a TCP or Unix socket, one after the other), driven by VS Code's
// DebugClient. A remote session must show what a local launch of the same kernel shows.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { performance } = require('perf_hooks');
const h = require('../support/helpers');

const LAUNCH_FILE = 'corpus/launch/example.json';
const input = JSON.parse(fs.readFileSync(path.join(h.ROOT, LAUNCH_FILE), 'utf8')).args[0].buffer.data;
/** What work-item g has before line 37 of recursion.cl: n and a. */
const nOf = (g) => input[g * 3] % 16;
const aOf = (g) => input[g * 3 + 1];
const SYSTAG = /^AMDGPU Wave \d+:\d+:\d+:\d+ \((\d+),0,0\)\/\d+$/;

const setLine37 = (dc) => async () => {
    const r = await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] });
    assert.equal(r.body.breakpoints[0].verified, true, JSON.stringify(r.body));
};

/**
 * What a client sees of the session stopped at line 37 (checked against the launch file's
 * inputs), then of one `next`: a plain object to compare between sessions.
 */
async function line37Session(dc, stopped) {
    assert.equal(stopped.body.reason, 'breakpoint');
    assert.match(stopped.body.description, /^Breakpoint 1, with lanes \[/);
    const wave = stopped.body.threadId;
    const threads = (await dc.threadsRequest()).body.threads;
    assert.ok(threads.length >= 1);
    for (const t of threads) assert.match(t.name, SYSTAG);
    const group = Number(threads.find((t) => t.id === wave).name.match(SYSTAG)[1]);

    const { frame, scopes, stack } = await h.topScopes(dc, wave);
    assert.equal(frame.name, 'recursive_fib_gcd');
    assert.equal(frame.line, 37);
    assert.equal(path.basename(frame.source.path), 'recursion.cl');
    const locals = await h.children(dc, h.scope(scopes, 'Locals — lane 0').variablesReference);
    assert.equal(locals.gid.value, String(group * 64));
    assert.equal(locals.n.value, String(nOf(group * 64)));
    assert.equal(locals.a.value, String(aOf(group * 64)));
    const lanes = await h.children(dc, h.scope(scopes, 'Lanes').variablesReference);
    const perLane = await h.children(dc, lanes.n.variablesReference, { filter: 'indexed', start: 0, count: 64 });
    for (let l = 0; l < 64; l++) assert.equal(perLane[`lane ${l}`].value, String(nOf(group * 64 + l)), `lane ${l}`);
    const watch = await dc.evaluateRequest({ expression: 'a + 1', frameId: frame.id, context: 'watch' });
    assert.equal(watch.body.result, String(aOf(group * 64) + 1));
    const sregs = await h.children(dc, h.scope(scopes, 'Registers — scalar').variablesReference);

    const stepped = dc.waitForEvent('stopped');
    await dc.nextRequest({ threadId: wave });
    const step = (await stepped).body;
    assert.equal(step.reason, 'step');
    const after = await h.topScopes(dc, wave);
    assert.equal(after.frame.line, 38);
    return {
        stopped: stopped.body,
        threads,
        frames: stack.stackFrames.map((f) => ({ name: f.name, line: f.line, source: path.basename(f.source.path), ip: f.instructionPointerReference })),
        scopes: scopes.map((s) => s.name),
        locals: Object.values(locals).map((v) => [v.name, v.value, v.type]),
        lanes: Object.values(perLane).map((v) => v.value),
        pc: sregs.pc.value,
        watch: watch.body.result,
        step,
        afterStep: { line: after.frame.line, ip: after.frame.instructionPointerReference },
    };
}

test('attach to an hdb serve stub: breakpoint, threads, stack, variables per lane, next, disconnect; the same as a local launch', async () => {
    const server = await h.listening(['serve', '--launch', LAUNCH_FILE, '--listen', '127.0.0.1:0']);
    let remote;
    try {
        const dc = await h.client();
        try {
            const stopped = await h.start(dc, { remote: server.address, cwd: h.ROOT }, setLine37(dc), 'stopped', 'attach');
            remote = await line37Session(dc, stopped);
            // disconnect ends the session (and the adapter: exit status 0); the stub stays.
            const exited = new Promise((resolve) => dc._adapterProcess.on('exit', (code) => resolve(code)));
            await dc.disconnectRequest({});
            assert.equal(await exited, 0);
        } finally {
            dc.stopAdapter();
        }
        assert.equal(server.child.exitCode, null, `the stub ended: ${server.stderr()}`);
    } finally {
        await h.stopServer(server);
    }
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, { launchFile: LAUNCH_FILE, cwd: h.ROOT }, setLine37(dc));
        const local = await line37Session(dc, stopped);
        assert.deepEqual(remote, local);
    } finally {
        await dc.stop();
    }
});

/** `lds_reduce` (gfx1100, wave32) with a 4-element input for 4,096 work-items, written as a core where it faults. */
function faultCore(dir) {
    const core = path.join(dir, 'gpucore.fault');
    try {
        execFileSync(h.HDB, ['run', path.join(h.CORPUS, 'clang22/gfx1100/lds_reduce-O0.hsaco'), '--kernel', 'lds_reduce_sum',
            '--grid', '4096', '--block', '64', '--arg', 'i32[4]=1', '--arg', 'i32[64]=0', '--arg', 'i32[4096]=0',
            '--arg', 'local:256', '--core-on-trap', core], { stdio: 'pipe' });
        assert.fail('the kernel did not fault');
    } catch (e) {
        assert.equal(e.status, 2, String(e.stderr));
        assert.match(String(e.stderr), /Saved GPU core/);
    }
    return core;
}

test('attach to a core written by hdb run --core-on-trap: the fault, threads, stack, variables; no run control', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdb-dap-'));
    const dc = await h.client();
    try {
        const core = faultCore(dir);
        const initialized = dc.waitForEvent('initialized');
        await dc.initializeRequest();
        const caps = dc.waitForEvent('capabilities');
        await dc.attachRequest({ core, cwd: h.ROOT });
        // What cannot happen to a core is withdrawn before the client shows it.
        const c = (await caps).body.capabilities;
        for (const k of ['supportsStepBack', 'supportsSetVariable', 'supportsSetExpression', 'supportsWriteMemoryRequest',
            'supportsDataBreakpoints', 'supportsRestartRequest', 'supportsStepInTargetsRequest']) {
            assert.equal(c[k], false, k);
        }
        await initialized;
        const stopped = dc.waitForEvent('stopped');
        await dc.configurationDoneRequest();
        const ev = (await stopped).body;
        assert.equal(ev.reason, 'exception');
        assert.equal(ev.text, 'SIGSEGV');
        assert.match(ev.description, /memory violation at global#0x[0-9a-f]+/);
        const wave = ev.threadId;
        const info = await dc.exceptionInfoRequest({ threadId: wave });
        assert.equal(info.body.exceptionId, 'SIGSEGV');

        const threads = (await dc.threadsRequest()).body.threads;
        assert.ok(threads.length > 1, JSON.stringify(threads));
        for (const t of threads) assert.match(t.name, SYSTAG);
        // clang-22 calls the kernel's body as a function of its own.
        const { frame, scopes, stack } = await h.topScopes(dc, wave);
        assert.deepEqual(stack.stackFrames.map((f) => f.name), ['__clang_ocl_kern_imp_lds_reduce_sum', 'lds_reduce_sum']);
        assert.equal(path.basename(frame.source.path), 'lds_reduce.cl');
        // The faulting load is `int v = in[gid]` (wave32: two waves a group of 64).
        assert.equal(frame.line, 21);
        const m = threads.find((t) => t.id === wave).name.match(/^AMDGPU Wave \d+:\d+:\d+:\d+ \((\d+),0,0\)\/(\d+)$/);
        const first = Number(m[1]) * 64 + Number(m[2]) * 32;
        const lanes = await h.children(dc, h.scope(scopes, 'Lanes').variablesReference);
        const gid = await h.children(dc, lanes.gid.variablesReference, { filter: 'indexed', start: 0, count: 32 });
        const lid = await h.children(dc, lanes.lid.variablesReference, { filter: 'indexed', start: 0, count: 32 });
        for (let l = 0; l < 32; l++) {
            assert.equal(gid[`lane ${l}`].value, String(first + l), `gid, lane ${l}`);
            assert.equal(lid[`lane ${l}`].value, String(first % 64 + l), `lid, lane ${l}`);
        }
        // The focus is the first lane that faulted: the first past the 4 elements.
        const locals = await h.children(dc, h.scope(scopes, 'Locals — lane 4').variablesReference);
        assert.equal(locals.gid.value, String(first + 4));

        // Nothing runs and nothing is written.
        const refused = [
            dc.continueRequest({ threadId: wave }),
            dc.nextRequest({ threadId: wave }),
            dc.stepInRequest({ threadId: wave }),
            dc.stepOutRequest({ threadId: wave }),
            dc.stepBackRequest({ threadId: wave }),
            dc.customRequest('reverseContinue', { threadId: wave }),
        ];
        for (const r of refused) assert.equal((await h.failing(r)).message, 'The target cannot run (it is a core file).');
        assert.equal((await h.failing(dc.restartRequest({}))).message, 'The target cannot be restarted.');
        const set = await h.failing(dc.setVariableRequest({ variablesReference: h.scope(scopes, 'Locals').variablesReference, name: 'gid', value: '1' }));
        assert.equal(set.message, 'The target cannot write memory (it is a core file).');
        // The core is as it was.
        const again = await h.children(dc, h.scope((await h.topScopes(dc, wave)).scopes, 'Locals').variablesReference);
        assert.equal(again.gid.value, String(first + 4));
    } finally {
        await dc.stop();
        fs.rmSync(dir, { recursive: true, force: true });
    }
});

/** A short session over a socket: stop at line 37, the values of lane 0, disconnect. */
async function shortSession(address) {
    const dc = await h.socketClient(address);
    try {
        const stopped = await h.start(dc, { launchFile: LAUNCH_FILE, cwd: h.ROOT }, setLine37(dc));
        const wave = stopped.body.threadId;
        const threads = (await dc.threadsRequest()).body.threads;
        const group = Number(threads.find((t) => t.id === wave).name.match(SYSTAG)[1]);
        const { scopes } = await h.topScopes(dc, wave);
        const locals = await h.children(dc, h.scope(scopes, 'Locals').variablesReference);
        assert.equal(locals.n.value, String(nOf(group * 64)));
        // A request is answered at once, not after a delayed acknowledgement (40 ms and more
        // on TCP when the adapter's writes wait for it).
        const times = [];
        for (let i = 0; i < 5; i++) {
            const t0 = performance.now();
            await dc.threadsRequest();
            times.push(performance.now() - t0);
        }
        times.sort((x, y) => x - y);
        assert.ok(times[2] < 25, `threads took ${times.map((t) => t.toFixed(1))} ms`);
        const closed = new Promise((resolve) => dc._socket.once('close', resolve));
        await dc.disconnectRequest({});
        dc._socket.end();
        await closed;
    } finally {
        dc.stopAdapter();
    }
}

test('hdb dap --listen on TCP: the address printed, two clients served one after the other', { timeout: 120000 }, async () => {
    const server = await h.listening(['dap', '--listen', '127.0.0.1:0']);
    try {
        assert.match(server.address, /^127\.0\.0\.1:\d+$/);
        await shortSession(server.address);
        await shortSession(server.address);
        assert.equal(server.child.exitCode, null, server.stderr());
        await server.stderrMatching(/client disconnected[^]*client disconnected/);
    } finally {
        await h.stopServer(server);
    }
});

test('hdb dap --listen on a Unix socket: mode 0600, two clients one after the other, a stale socket replaced', { timeout: 120000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hdb-dap-'));
    const socket = path.join(dir, 'dap.sock');
    const server = await h.listening(['dap', '--listen', `unix:${socket}`]);
    try {
        assert.equal(server.address, `unix:${socket}`);
        assert.ok(fs.statSync(socket).isSocket());
        assert.equal(fs.statSync(socket).mode & 0o777, 0o600);
        await shortSession(server.address);
        await shortSession(server.address);
        assert.equal(server.child.exitCode, null, server.stderr());
    } finally {
        await h.stopServer(server);
    }
    try {
        // A server that was killed leaves its socket: the next one on the path replaces it.
        assert.ok(fs.statSync(socket).isSocket());
        const again = await h.listening(['dap', '--listen', `unix:${socket}`]);
        try {
            assert.equal(fs.statSync(socket).mode & 0o777, 0o600);
            await shortSession(again.address);
        } finally {
            await h.stopServer(again);
        }
        // Anything else at the path is left alone.
        fs.rmSync(socket);
        fs.writeFileSync(socket, 'not a socket');
        assert.throws(() => execFileSync(h.HDB, ['dap', '--listen', `unix:${socket}`], { stdio: 'pipe', timeout: 10000 }),
            (e) => /the path exists and is not a socket/.test(String(e.stderr)));
        assert.equal(fs.readFileSync(socket, 'utf8'), 'not a socket');
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
});

test('hdb dap --listen on a non-loopback address needs --allow-remote', () => {
    let failure;
    try {
        execFileSync(h.HDB, ['dap', '--listen', '0.0.0.0:0'], { stdio: 'pipe', timeout: 10000 });
    } catch (e) {
        failure = e;
    }
    assert.ok(failure, 'hdb dap --listen 0.0.0.0:0 started');
    assert.equal(failure.status, 1);
    assert.match(String(failure.stderr), /--listen 0\.0\.0\.0:0: not a loopback address; add --allow-remote/);
    assert.equal(String(failure.stdout), '');
});
