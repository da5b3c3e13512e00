// A HIP program built by hipcc (corpus/hip/hello_world), launched with `"program"` and
// `"sim": true`: its kernels run in the simulator while VS Code's DebugClient drives the
// session. The program's own stdout must arrive as `output` events (never unframed on the
// adapter's stream), and its end is the session's.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const h = require('../support/helpers');

const PROGRAM = 'corpus/hip/hello_world/hello_world-O0.out';
const SOURCE = path.join(h.CORPUS, 'hip/hello_world/hello_world.hip');
const MESSAGE = 'ckqnV nkkdG';

test('HIP program in the simulator: kernel breakpoint, per-lane values, program output, exit code', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, { program: PROGRAM, sim: true, cwd: h.ROOT }, async () => {
            // `out[i] = next_letter(in[n - 1 - i]);`: only work-items below n get there.
            const r = await dc.setBreakpointsRequest({ source: { path: SOURCE }, breakpoints: [{ line: 31 }] });
            assert.equal(r.body.breakpoints.length, 1);
        });
        assert.equal(stopped.body.reason, 'breakpoint');
        const wave = stopped.body.threadId;
        const { frame, scopes } = await h.topScopes(dc, wave);
        assert.equal(frame.line, 31);
        assert.match(frame.name, /reverse_shift/);
        const lanes = await h.children(dc, h.scope(scopes, 'Lanes').variablesReference);
        const perLane = await h.children(dc, lanes.i.variablesReference, { filter: 'indexed', start: 0, count: 11 });
        for (let l = 0; l < 11; l++) assert.equal(perLane[`lane ${l}`].value, String(l), `lane ${l}`);
        const c = await dc.evaluateRequest({ expression: 'in[n - 1 - i]', frameId: frame.id, context: 'watch' });
        assert.match(c.body.result, new RegExp(`'${MESSAGE[MESSAGE.length - 1]}'`));

        // Continue to the program's end: its output on the console, exit code 0.
        await dc.setBreakpointsRequest({ source: { path: SOURCE }, breakpoints: [] });
        const exited = dc.waitForEvent('exited', 60000);
        const terminated = dc.waitForEvent('terminated', 60000);
        await dc.continueRequest({ threadId: wave });
        assert.equal((await exited).body.exitCode, 0);
        await terminated;
        const stdout = dc.outputs.filter((o) => o.category === 'stdout').map((o) => o.output).join('');
        assert.match(stdout, /output: Hello World/);
        assert.match(stdout, /PASSED/);
    } finally {
        await dc.stop();
    }
});

// The console shows what the program writes while it runs, not when the next event comes: a
// program that writes, then works for seconds before it ends, has its first line on the console
// seconds before `exited`. (Any host program runs under `"sim": true`; this one launches no kernel.)
test('program output reaches the console as it is written', async () => {
    const dc = await h.client();
    try {
        const seen = [];
        dc.on('output', (e) => {
            if (e.body.category === 'stdout') seen.push({ text: e.body.output, at: Date.now() });
        });
        const exited = await h.start(
            dc,
            { program: '/bin/sh', args: ['-c', 'echo first; sleep 3; echo second'], sim: true, cwd: h.ROOT },
            null,
            'exited',
        );
        const exitedAt = Date.now();
        assert.equal(exited.body.exitCode, 0);
        const first = seen.find((o) => o.text.includes('first'));
        const second = seen.find((o) => o.text.includes('second'));
        assert.ok(first && second, `both lines on the console: ${JSON.stringify(seen)}`);
        assert.ok(exitedAt - first.at >= 2000, `"first" arrived ${exitedAt - first.at} ms before exited`);
        assert.ok(seen.indexOf(second) > seen.indexOf(first));
    } finally {
        await dc.stop();
    }
});

// `stopOnEntry` for a program: the first kernel it launches stops at its first instruction.
test('stopOnEntry stops a HIP program at the entry of the first kernel it launches', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, { program: PROGRAM, sim: true, stopOnEntry: true, cwd: h.ROOT });
        assert.equal(stopped.body.reason, 'entry');
        assert.match(stopped.body.description, /Stopped at the entry of reverse_shift/);
        const trace = await dc.stackTraceRequest({ threadId: stopped.body.threadId });
        assert.match(trace.body.stackFrames[0].name, /reverse_shift/);
        const notes = dc.outputs.map((o) => o.output).join('');
        assert.doesNotMatch(notes, /Cannot stop/);
        // Only the first entry stops: the program then runs to its end.
        const exited = dc.waitForEvent('exited', 60000);
        await dc.continueRequest({ threadId: stopped.body.threadId });
        assert.equal((await exited).body.exitCode, 0);
    } finally {
        await dc.stop();
    }
});
