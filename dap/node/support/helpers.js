// Shared by the end-to-end tests: VS Code's own DebugClient driving `hdb dap` over stdio.
'use strict';

const path = require('path');
const net = require('net');
const readline = require('readline');
const { spawn } = require('child_process');
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

/**
 * Starts `hdb ARGS` (a server: `serve`, `dap --listen`), reads its first line, which must be
 * `listening on ADDRESS`, and resolves with `{ address, child, stderr() }`.
 */
function listening(args) {
    const child = spawn(HDB, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    return new Promise((resolve, reject) => {
        const lines = readline.createInterface({ input: child.stdout });
        lines.once('line', (line) => {
            const m = line.match(/^listening on (.+)$/);
            if (m) resolve({ address: m[1], child, stderr: () => err, stderrMatching: (re, ms = 10000) => matching(() => err, re, ms) });
            else reject(new Error(`hdb ${args.join(' ')} printed \`${line}\` first; stderr: ${err}`));
        });
        child.once('exit', (code) => reject(new Error(`hdb ${args.join(' ')} exited (${code}) before listening: ${err}`)));
    });
}

/**
 * Resolves with `text()` once it matches `re`, checking every 10 ms; rejects after `ms`. A
 * server's stderr lines arrive on their own pipe, after or before the socket's events.
 */
function matching(text, re, ms) {
    return new Promise((resolve, reject) => {
        const began = Date.now();
        const check = () => {
            if (re.test(text())) resolve(text());
            else if (Date.now() - began > ms) reject(new Error(`no ${re} in ${ms} ms; got: ${text()}`));
            else setTimeout(check, 10);
        };
        check();
    });
}

/** Ends a server started by `listening` and waits for it to exit. */
function stopServer(server) {
    if (server.child.exitCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill();
    return exited;
}

/**
 * A client on an `hdb dap --listen` server: TCP `HOST:PORT` (DebugClient's server mode) or
 * `unix:PATH` (the same client over a Unix socket), with `outputs` kept as `client()` does.
 */
async function socketClient(address) {
    const dc = new DebugClient('', '', 'hdb');
    dc.defaultTimeout = 30000;
    if (address.startsWith('unix:')) {
        const socket = net.connect({ path: address.slice('unix:'.length) });
        await new Promise((resolve, reject) => {
            socket.once('connect', resolve);
            socket.once('error', reject);
        });
        dc._socket = socket;
        dc.connect(socket, socket);
    } else {
        const port = Number(address.slice(address.lastIndexOf(':') + 1));
        await dc.start(port);
    }
    dc.outputs = [];
    dc.on('output', (e) => dc.outputs.push(e.body));
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
 * initialize, launch (or `command`: attach), the breakpoints `configure` sets after
 * `initialized`, configurationDone; resolves with the first `until` event (default: stopped).
 */
async function start(dc, launchArgs, configure, until = 'stopped', command = 'launch') {
    const initialized = dc.waitForEvent('initialized');
    const init = await dc.initializeRequest({
        adapterID: 'hdb',
        linesStartAt1: true,
        columnsStartAt1: true,
        pathFormat: 'path',
        supportsInvalidatedEvent: true,
    });
    assert.ok(init.body.supportsConfigurationDoneRequest);
    await dc.send(command, launchArgs);
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

module.exports = { ROOT, CORPUS, HDB, client, listening, stopServer, socketClient, u32s, recursionLaunch, RECURSION_CL, start, children, topScopes, scope, failing };
