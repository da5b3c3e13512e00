// The VS Code extension's configurations (editors/vscode/package.json: initialConfigurations
// and configurationSnippets) as a user gets them, with their placeholder paths filled with
// corpus files, run against `hdb dap`: each must reach a stop or a clean end. Every attribute
// they use must be one the extension declares for its request, with the declared type.
'use strict';

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');
const h = require('../support/helpers');

const manifest = JSON.parse(fs.readFileSync(path.join(h.ROOT, 'editors/vscode/package.json'), 'utf8'));
const debuggerContribution = manifest.contributes.debuggers.find((d) => d.type === 'hdb');
const LAUNCH_FILE = 'corpus/launch/example.json';
const HIP_PROGRAM = 'corpus/hip/hello_world/hello_world-O0.out';

/**
 * A snippet body's value as VS Code writes it into launch.json: `^"…"` is raw JSON with `\$`
 * escaping a dollar; in other strings a placeholder `${N:text}` becomes its text.
 */
function inserted(value) {
    if (typeof value === 'string') {
        if (value.startsWith('^')) return JSON.parse(value.slice(1).replace(/\\\$/g, '$'));
        return value.replace(/\$\{\d+:([^}]*)\}/g, '$1');
    }
    if (Array.isArray(value)) return value.map(inserted);
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inserted(v)]));
    }
    return value;
}

/** `${workspaceFolder}` resolved as VS Code does when the session starts (the repository). */
function resolved(value) {
    if (typeof value === 'string') return value.replace(/\$\{workspaceFolder\}/g, h.ROOT);
    if (Array.isArray(value)) return value.map(resolved);
    if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolved(v)]));
    }
    return value;
}

/** Whether a value has a JSON-schema type (`integer` is a whole number). */
function hasType(value, type) {
    const types = Array.isArray(type) ? type : [type];
    return types.some((t) =>
        t === 'array' ? Array.isArray(value)
            : t === 'integer' ? Number.isInteger(value)
                : t === 'object' ? value !== null && typeof value === 'object' && !Array.isArray(value)
                    : typeof value === t);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hdb-snippets-'));
let served;
after(() => {
    if (served) served.kill();
    fs.rmSync(scratch, { recursive: true, force: true });
});

/** `hdb serve` on the launch file; resolves with its HOST:PORT. */
function serve() {
    served = spawn(h.HDB, ['serve', '--launch', path.join(h.ROOT, LAUNCH_FILE), '--listen', '127.0.0.1:0'], {
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise((resolve, reject) => {
        readline.createInterface({ input: served.stdout }).once('line', (line) => {
            const m = line.match(/^listening on (\S+)$/);
            if (m) resolve(m[1]);
            else reject(new Error(`hdb serve printed ${line}`));
        });
        served.once('exit', (code) => reject(new Error(`hdb serve exited with ${code}`)));
    });
}

/** A core file of the launch file's kernel stopped at a breakpoint (`gcore` in `hdb debug`). */
function core() {
    const file = path.join(scratch, 'gpu.core');
    execFileSync(h.HDB, ['debug', '--launch', path.join(h.ROOT, LAUNCH_FILE), '--batch',
        '--ex', 'break recursion.cl:37', '--ex', 'run', '--ex', `gcore ${file}`], { stdio: ['ignore', 'ignore', 'inherit'] });
    assert.ok(fs.existsSync(file), 'gcore wrote no core');
    return file;
}

/** The first of some events, or a failure after `ms`. */
function firstEvent(dc, events, ms) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`none of ${events} within ${ms} ms`)), ms);
        for (const e of events) {
            dc.once(e, (event) => {
                clearTimeout(timer);
                resolve(event);
            });
        }
    });
}

/** What the tests put where a configuration names a file or a stub, by attribute. */
const fills = {
    launchFile: async () => LAUNCH_FILE,
    program: async () => HIP_PROGRAM,
    remote: serve,
    core: async () => core(),
};

/** The configurations a user gets from the extension, named for the test list. */
const configurations = [
    ...debuggerContribution.initialConfigurations.map((c) => ({ label: `initial: ${c.name}`, body: c })),
    ...debuggerContribution.configurationSnippets.map((s) => ({ label: `snippet: ${s.label}`, body: s.body })),
];

test('the extension offers a launch file, a HIP program in the simulator, hdb serve and a core file', () => {
    const bodies = configurations.map((c) => inserted(c.body));
    assert.ok(bodies.some((b) => b.request === 'launch' && b.launchFile));
    assert.ok(bodies.some((b) => b.request === 'launch' && b.program && b.sim === true));
    assert.ok(bodies.some((b) => b.request === 'attach' && b.remote));
    assert.ok(bodies.some((b) => b.request === 'attach' && b.core));
});

for (const { label, body } of configurations) {
    test(`${label}: reaches a stop or a clean end in hdb dap`, async () => {
        const config = inserted(body);
        assert.equal(config.type, 'hdb');
        const declared = debuggerContribution.configurationAttributes[config.request];
        assert.ok(declared, `request ${config.request}`);
        for (const [key, value] of Object.entries(config)) {
            if (['type', 'request', 'name'].includes(key)) continue;
            const attribute = declared.properties[key];
            assert.ok(attribute, `${key} is not a declared ${config.request} attribute`);
            assert.ok(hasType(value, attribute.type), `${key}: ${JSON.stringify(value)} is not ${attribute.type}`);
        }
        const args = resolved(config);
        for (const [key, fill] of Object.entries(fills)) {
            if (key in args) args[key] = await fill();
        }

        const dc = await h.client();
        try {
            const initialized = dc.waitForEvent('initialized');
            await dc.initializeRequest({ adapterID: 'hdb', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
            if (args.request === 'launch') await dc.launchRequest(args);
            else await dc.attachRequest(args);
            await initialized;
            const end = firstEvent(dc, ['stopped', 'terminated'], 60000);
            await dc.configurationDoneRequest();
            const first = await end;
            const shown = dc.outputs.map((o) => o.output).join('');
            if (args.stopOnEntry) {
                assert.equal(`${first.event} ${first.body && first.body.reason}`, 'stopped entry', shown);
            }
            if (first.event === 'terminated') {
                assert.match(shown, /\[Inferior 1 \(.*\) exited (normally|with code 0)\]/);
            } else {
                const st = await dc.stackTraceRequest({ threadId: first.body.threadId });
                assert.ok(st.body.stackFrames.length >= 1);
                const threads = (await dc.threadsRequest()).body.threads;
                assert.ok(threads.some((t) => t.id === first.body.threadId));
            }
            const errors = dc.outputs.filter((o) => o.category === 'stderr').map((o) => o.output).join('');
            assert.equal(errors, '', 'the adapter reported errors');
        } finally {
            await dc.stop();
        }
    });
}
