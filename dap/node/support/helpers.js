// Shared by the end-to-end tests: VS Code's own DebugClient driving `hdb dap` over stdio.
'use strict';

const path = require('path');
const assert = require('node:assert/strict');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

const ROOT = path.resolve(__dirname, '../../..');
const CORPUS = path.join(ROOT, 'corpus');
const HDB = process.env.HDB || path.join(ROOT, 'target/debug/hdb');

/** A client on a fresh `hdb dap`, with every output event kept in `client.outputs`. */
async function client() {
    const dc = new DebugClient(HDB, 'dap', 'hdb', { cwd: ROOT }, !!process.env.HDB_DAP_STDERR);
    dc.defaultTimeout = 30000;
    await dc.start();
    dc.outputs = [];
    dc.on('output', (e) => dc.outputs.push(e.body));
    dc.focusEvents = [];
    dc.on('hdb/focusChanged', (e) => dc.focusEvents.push(e.body));
    return dc;
}

/** Little-endian u32 words as the launch's `data`. */
function u32s(values) {
    return { buffer: { type: 'u32', data: values } };
}

/** `recursion.cl` on 128 work-items in two waves: work-item g has n = g % 16, a = g + 1, b = 3. */
function recursionLaunch(extra = {}) {
    const input = [];
    for (let g = 0; g < 128; g++) input.push(g % 16, g + 1, 3);
    return {
        codeObject: 'corpus/clang19/gfx90a/recursion-O0.hsaco',
        kernel: 'recursive_fib_gcd',
        grid: [128],
        block: [64],
        args: [u32s(input), { buffer: { type: 'u32', count: 384, fill: 0 } }],
        cwd: ROOT,
        ...extra,
    };
}

const RECURSION_CL = path.join(CORPUS, 'src/recursion.cl');

/**
 * initialize, launch, the breakpoints `configure` sets after `initialized`, configurationDone;
 * resolves with the first `until` event (default: stopped).
 */
async function start(dc, launchArgs, configure, until = 'stopped') {
    const initialized = dc.waitForEvent('initialized');
    const init = await dc.initializeRequest({
        adapterID: 'hdb',
        linesStartAt1: true,
        columnsStartAt1: true,
        pathFormat: 'path',
        supportsInvalidatedEvent: true,
    });
    assert.ok(init.body.supportsConfigurationDoneRequest);
    await dc.launchRequest(launchArgs);
    await initialized;
    if (configure) await configure();
    const event = dc.waitForEvent(until);
    await dc.configurationDoneRequest();
    return event;
}

/** The value of every child of a variables reference, by name. */
async function children(dc, reference, extra = {}) {
    const r = await dc.variablesRequest({ variablesReference: reference, ...extra });
    const out = {};
    for (const v of r.body.variables) out[v.name] = v;
    return out;
}

/** Scopes of the top frame of a thread, by name prefix. */
async function topScopes(dc, threadId) {
    const st = await dc.stackTraceRequest({ threadId });
    const frame = st.body.stackFrames[0];
    const sc = await dc.scopesRequest({ frameId: frame.id });
    return { frame, scopes: sc.body.scopes, stack: st.body };
}

function scope(scopes, prefix) {
    const s = scopes.find((x) => x.name.startsWith(prefix));
    assert.ok(s, `no scope ${prefix} in ${scopes.map((x) => x.name)}`);
    return s;
}

/** A request expected to fail: resolves with the error response. */
async function failing(promise) {
    try {
        await promise;
    } catch (e) {
        return e;
    }
    assert.fail('the request succeeded');
}

module.exports = { ROOT, CORPUS, HDB, client, u32s, recursionLaunch, RECURSION_CL, start, children, topScopes, scope, failing };
