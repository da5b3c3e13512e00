// The simulator's sanitizer checks in a DAP session (`"check"` in launch): a finding stops its
// wave as an exception, `exceptionInfo` names it, and `setExceptionBreakpoints` chooses which
// checks stop. The seeded bugs are corpus/sanitize/*.json (corpus/src/sanitize_bugs.cl).
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const h = require('../support/helpers');

/** Starts a session on a seeded bug with `check`, the exception filters `filters` set. */
async function startChecked(dc, bug, check, filters) {
    let caps;
    const initialized = dc.waitForEvent('initialized');
    const init = await dc.initializeRequest({ adapterID: 'hdb', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    caps = init.body;
    await dc.launchRequest({ launchFile: `corpus/sanitize/${bug}.json`, cwd: h.ROOT, check });
    await initialized;
    if (filters) await dc.setExceptionBreakpointsRequest({ filters });
    return { caps, configured: dc.configurationDoneRequest() };
}

test('an out-of-bounds write stops as an exception; exceptionInfo; stackTrace; continue to the end', async () => {
    const dc = await h.client();
    try {
        const stopped = dc.waitForEvent('stopped');
        const { caps, configured } = await startChecked(dc, 'off_by_one', 'all', ['memory', 'init', 'race', 'sync', 'hazard']);
        assert.equal(caps.supportsExceptionInfoRequest, true);
        assert.deepEqual(caps.exceptionBreakpointFilters.map((f) => f.filter), ['memory', 'init', 'race', 'sync', 'hazard']);
        await configured;
        const ev = await stopped;
        assert.equal(ev.body.reason, 'exception');
        assert.match(ev.body.description, /out of bounds at global#0x[0-9a-f]+, lane 63/);
        const wave = ev.body.threadId;

        const info = (await dc.exceptionInfoRequest({ threadId: wave })).body;
        assert.equal(info.exceptionId, 'memory.out-of-bounds');
        assert.equal(info.breakMode, 'always');
        assert.match(info.description, /^Invalid global write of size 4 bytes: out of bounds/);
        assert.match(info.details.message, /at global#0x1000000200fc, lane 63/);
        assert.equal(info.details.access, 'write of 4 bytes at global#0x1000000200fc');

        const top = await h.topScopes(dc, wave);
        assert.equal(top.frame.name, 'off_by_one');
        assert.equal(top.frame.line, 24);
        assert.equal(path.basename(top.frame.source.path), 'sanitize_bugs.cl');

        const ended = dc.waitForEvent('terminated');
        await dc.continueRequest({ threadId: wave });
        await ended;
    } finally {
        await dc.stop();
    }
});

test('an uninitialised LDS value stops at its use; a filter left out does not stop', async () => {
    let dc = await h.client();
    try {
        const stopped = dc.waitForEvent('stopped');
        const { configured } = await startChecked(dc, 'uninit_lds', ['memory', 'init'], ['init']);
        await configured;
        const ev = await stopped;
        assert.equal(ev.body.reason, 'exception');
        assert.match(ev.body.description, /lanes 32-63/);
        const info = (await dc.exceptionInfoRequest({ threadId: ev.body.threadId })).body;
        assert.equal(info.exceptionId, 'init.uninitialized');
        assert.match(info.description, /^Uninitialized LDS memory read of size 4 bytes, used in a compare/);
        const top = await h.topScopes(dc, ev.body.threadId);
        assert.equal(top.frame.line, 45);
        const ended = dc.waitForEvent('terminated');
        await dc.continueRequest({ threadId: ev.body.threadId });
        await ended;
    } finally {
        await dc.stop();
    }
    // With only the memory filter on, the init finding does not stop: the kernel ends.
    dc = await h.client();
    try {
        const ended = dc.waitForEvent('terminated');
        const { configured } = await startChecked(dc, 'uninit_lds', 'memory,init', ['memory']);
        await configured;
        await ended;
    } finally {
        await dc.stop();
    }
});

// A HIP program (corpus/hip/sanitize_bugs) launched with `program`, `sim` and `check`: one set
// of checks for the whole program, so the read of a block the host freed between kernels
// stops too; the program's end brings the sanitizer report (with where the program
// allocated) to the console.
test('a HIP program with check: each kernel finding stops as an exception; the report at the end', async () => {
    const dc = await h.client();
    try {
        const source = path.join(h.CORPUS, 'hip/sanitize_bugs/sanitize_bugs.hip');
        const first = await h.start(dc, { program: 'corpus/hip/sanitize_bugs/sanitize_bugs.out', sim: true, target: 'gfx90a', check: 'memory', cwd: h.ROOT });
        assert.equal(first.body.reason, 'exception');
        assert.match(first.body.description, /^Invalid global write of size 4 bytes: out of bounds at global#0x[0-9a-f]+, lane 40/);
        let info = (await dc.exceptionInfoRequest({ threadId: first.body.threadId })).body;
        assert.equal(info.exceptionId, 'memory.out-of-bounds');
        let top = await h.topScopes(dc, first.body.threadId);
        assert.equal(top.frame.line, 24);
        assert.equal(top.frame.source.path, source);

        const second = dc.waitForEvent('stopped');
        await dc.continueRequest({ threadId: first.body.threadId });
        const ev = await second;
        assert.equal(ev.body.reason, 'exception');
        info = (await dc.exceptionInfoRequest({ threadId: ev.body.threadId })).body;
        assert.equal(info.exceptionId, 'memory.use-after-free');
        assert.match(ev.body.description, /lanes 0-1/);
        top = await h.topScopes(dc, ev.body.threadId);
        assert.equal(top.frame.line, 31);

        const exited = dc.waitForEvent('exited', 60000);
        const terminated = dc.waitForEvent('terminated', 60000);
        await dc.continueRequest({ threadId: ev.body.threadId });
        assert.equal((await exited).body.exitCode, 0);
        await terminated;
        const console = dc.outputs.filter((o) => o.category === 'stdout').map((o) => o.output).join('');
        assert.match(console, /second hipFree: hipErrorInvalidValue/);
        assert.match(console, /========= Double free/);
        assert.match(console, /allocated at \.\/hip\/sanitize_bugs\/sanitize_bugs\.hip:\d+ in main/);
        assert.match(console, /ERROR SUMMARY: 4 errors \(memory 4\)/);
        assert.ok(console.indexOf('done\n') < console.indexOf('ERROR SUMMARY'), console);
    } finally {
        await dc.stop();
    }
});
