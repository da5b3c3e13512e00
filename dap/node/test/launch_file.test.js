// A whole session on a corpus launch file (corpus/launch/example.json, what `hdb run --launch`
// and `hdb serve --launch` take), driven by VS Code's DebugClient: the path an editor user
// takes with `"launchFile"` in launch.json. Values are checked against the file's inputs.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const h = require('../support/helpers');

const LAUNCH_FILE = 'corpus/launch/example.json';
const launch = JSON.parse(fs.readFileSync(path.join(h.ROOT, LAUNCH_FILE), 'utf8'));
const input = launch.args[0].buffer.data;
/** What work-item g computes before line 37 (recursion.cl): n, a, b. */
const nOf = (g) => input[g * 3] % 16;
const aOf = (g) => input[g * 3 + 1];

test('launch file: breakpoint, threads, stack, scopes, variables per lane, evaluate, next, stepIn, continue, disconnect', async () => {
    const dc = await h.client();
    try {
        let bp;
        const stopped = await h.start(dc, { launchFile: LAUNCH_FILE, cwd: h.ROOT }, async () => {
            const r = await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 37 }] });
            bp = r.body.breakpoints[0];
            assert.equal(bp.verified, true, JSON.stringify(bp));
            assert.equal(bp.line, 37);
        });
        assert.equal(stopped.body.reason, 'breakpoint');
        assert.deepEqual(stopped.body.hitBreakpointIds, [bp.id]);
        assert.match(stopped.body.description, /with lanes \[/);
        const wave = stopped.body.threadId;

        // Threads are waves, named as ROCgdb names them.
        const threads = (await dc.threadsRequest()).body.threads;
        assert.ok(threads.length >= 1);
        for (const t of threads) assert.match(t.name, /^AMDGPU Wave \d+:\d+:\d+:\d+ \(\d+,\d+,\d+\)\/\d+$/);
        const name = threads.find((t) => t.id === wave).name;
        const group = Number(name.match(/\((\d+),0,0\)/)[1]);

        // Stack and scopes.
        const { frame, scopes } = await h.topScopes(dc, wave);
        assert.equal(frame.name, 'recursive_fib_gcd');
        assert.equal(frame.line, 37);
        assert.equal(path.basename(frame.source.path), 'recursion.cl');
        assert.match(frame.instructionPointerReference, /^0x[0-9a-f]+$/);

        // Locals of the focused lane (0) and the Lanes scope (every lane).
        const locals = await h.children(dc, h.scope(scopes, 'Locals — lane 0').variablesReference);
        assert.equal(locals.gid.value, String(group * 64));
        assert.equal(locals.n.value, String(nOf(group * 64)));
        assert.equal(locals.a.value, String(aOf(group * 64)));
        const lanes = await h.children(dc, h.scope(scopes, 'Lanes').variablesReference);
        const perLane = await h.children(dc, lanes.n.variablesReference, { filter: 'indexed', start: 0, count: 64 });
        for (let l = 0; l < 64; l++) assert.equal(perLane[`lane ${l}`].value, String(nOf(group * 64 + l)), `lane ${l}`);

        // evaluate: an expression in the watch context, and an `hdb debug` command in the REPL.
        const w = await dc.evaluateRequest({ expression: 'a + 1', frameId: frame.id, context: 'watch' });
        assert.equal(w.body.result, String(aOf(group * 64) + 1));
        const repl = await dc.evaluateRequest({ expression: 'lane 5', frameId: frame.id, context: 'repl' });
        assert.ok(typeof repl.body.result === 'string');
        const n5 = await dc.evaluateRequest({ expression: 'n', frameId: frame.id, context: 'watch' });
        assert.equal(n5.body.result, String(nOf(group * 64 + 5)));
        const bad = await h.failing(dc.evaluateRequest({ expression: 'no_such_variable', frameId: frame.id, context: 'watch' }));
        assert.match(bad.message, /no_such_variable/);

        // next: line 38; stepIn: into gcd_rec.
        let ev = dc.waitForEvent('stopped');
        await dc.nextRequest({ threadId: wave });
        assert.equal((await ev).body.reason, 'step');
        let top = await h.topScopes(dc, wave);
        assert.equal(top.frame.line, 38);
        ev = dc.waitForEvent('stopped');
        await dc.stepInRequest({ threadId: wave });
        await ev;
        top = await h.topScopes(dc, wave);
        assert.equal(top.frame.name, 'gcd_rec');
        assert.equal(top.stack.stackFrames[1].name, 'recursive_fib_gcd');

        // continue: the other wave reaches the breakpoint, or the kernel ends.
        await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [] });
        const terminated = dc.waitForEvent('terminated', 60000);
        await dc.continueRequest({ threadId: wave });
        await terminated;
    } finally {
        await dc.stop();
    }
});

test('launch file: unknown commands and bad arguments are error responses, the session goes on', async () => {
    const dc = await h.client();
    try {
        await dc.initializeRequest({ adapterID: 'hdb' });
        const unknown = await h.failing(dc.customRequest('noSuchCommand', {}));
        assert.match(unknown.message, /noSuchCommand|unknown|not supported/i);
        const missing = await h.failing(dc.launchRequest({ launchFile: 'corpus/launch/no-such.json', cwd: h.ROOT }));
        assert.match(missing.message, /no-such\.json/);
        const early = await h.failing(dc.threadsRequest().then((r) => {
            if (r.body.threads.length === 0) throw new Error('no threads before launch');
            return r;
        }));
        assert.ok(early.message);
        const stopped = dc.waitForEvent('stopped');
        const initialized = dc.waitForEvent('initialized');
        await dc.launchRequest({ launchFile: LAUNCH_FILE, cwd: h.ROOT, stopOnEntry: true });
        await initialized;
        await dc.configurationDoneRequest();
        assert.equal((await stopped).body.reason, 'entry');
        // disconnect ends the adapter: exit status 0.
        const exited = new Promise((resolve) => dc._adapterProcess.on('exit', (code) => resolve(code)));
        await dc.disconnectRequest({ terminateDebuggee: true });
        assert.equal(await exited, 0);
    } finally {
        dc.stopAdapter();
    }
});
