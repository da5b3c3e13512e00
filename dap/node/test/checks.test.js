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
