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
