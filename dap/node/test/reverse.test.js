// Going back in `hdb dap`: stepBack and reverseContinue on a recorded run of a corpus kernel,
// driven by VS Code's DebugClient; values are checked against the launch's inputs.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const h = require('../support/helpers');

test('stepBack by line and by instruction, reverseContinue to breakpoints met earlier and to the start of the recording', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch({ record: true, grid: [64] }), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 38 }] }));
        assert.equal(stopped.body.reason, 'breakpoint');
        const wave = stopped.body.threadId;
        let top = await h.topScopes(dc, wave);
        assert.equal(top.frame.line, 38);
        const at38 = top.frame.instructionPointerReference;

        // Forward one line, then back: line 38 again, at the same instruction.
        let ev = dc.waitForEvent('stopped');
        await dc.nextRequest({ threadId: wave });
        await ev;
        assert.equal((await h.topScopes(dc, wave)).frame.line, 39);
        ev = dc.waitForEvent('stopped');
        await dc.stepBackRequest({ threadId: wave });
        assert.equal((await ev).body.reason, 'step');
        top = await h.topScopes(dc, wave);
        assert.equal(top.frame.line, 38);
        assert.equal(top.frame.instructionPointerReference, at38);

        // One instruction back: an earlier PC, still in the kernel; its values are those of
        // that point (gid of lane 0 of the wave's group).
        ev = dc.waitForEvent('stopped');
        await dc.stepBackRequest({ threadId: wave, granularity: 'instruction' });
        await ev;
        top = await h.topScopes(dc, wave);
        assert.ok(BigInt(top.frame.instructionPointerReference) < BigInt(at38));
        const n = (await dc.evaluateRequest({ expression: 'n', context: 'watch', frameId: top.frame.id })).body.result;
        const gid = Number((await dc.evaluateRequest({ expression: 'gid', context: 'watch', frameId: top.frame.id })).body.result);
        assert.equal(Number(n), gid % 16);

        // Back to a breakpoint met earlier: two hits of line 35 in the wave's loop (i = 0,
        // then 1), and back from the second to the first.
        await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 35 }] });
        ev = dc.waitForEvent('stopped');
        await dc.reverseContinueRequest({ threadId: wave });
        let back = await ev;
        assert.equal(back.body.reason, 'breakpoint');
        top = await h.topScopes(dc, back.body.threadId);
        assert.equal(top.frame.line, 35);
        const i = Number((await dc.evaluateRequest({ expression: 'i', context: 'watch', frameId: top.frame.id })).body.result);
        assert.equal(i, 15);
        ev = dc.waitForEvent('stopped');
        await dc.reverseContinueRequest({ threadId: back.body.threadId });
        back = await ev;
        assert.equal(back.body.reason, 'breakpoint');
        top = await h.topScopes(dc, back.body.threadId);
        assert.equal(Number((await dc.evaluateRequest({ expression: 'i', context: 'watch', frameId: top.frame.id })).body.result), 14);

        // No hit before that one: back to where the recording began, and the console says so.
        await dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [] });
        const said = dc.waitForEvent('output');
        ev = dc.waitForEvent('stopped');
        await dc.reverseContinueRequest({ threadId: wave });
        await ev;
        let out = await said;
        while (!/No more reverse-execution history/.test(out.body.output)) out = await dc.waitForEvent('output');
    } finally {
        await dc.stop();
    }
});

test('without a recording, stepBack says how to get one', async () => {
    const dc = await h.client();
    try {
        const stopped = await h.start(dc, h.recursionLaunch(), () =>
            dc.setBreakpointsRequest({ source: { path: h.RECURSION_CL }, breakpoints: [{ line: 38 }] }));
        const e = await h.failing(dc.stepBackRequest({ threadId: stopped.body.threadId }));
        assert.match(e.message, /Nothing is recorded to go back through/);
    } finally {
        await dc.stop();
    }
});
