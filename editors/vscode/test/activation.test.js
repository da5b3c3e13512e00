// The extension activated against a fake `vscode`: every command and debug type package.json
// contributes is wired, the adapter runs as `hdb dap`, and the lane focus reaches the status
// bar and the adapter. HDB_EXTENSION_DIR points it at another copy of the extension (the one
// unpacked from the .vsix); by default it tests this directory.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { fakeVscode, fakeSession, loadExtension, settle } = require('./fake-vscode');

const DIR = path.resolve(process.env.HDB_EXTENSION_DIR || path.join(__dirname, '..'));
const manifest = JSON.parse(fs.readFileSync(path.join(DIR, 'package.json'), 'utf8'));

/** A fake VS Code with the extension activated in it. */
function activated() {
    const vscode = fakeVscode();
    const extension = loadExtension(DIR, vscode);
    const context = { subscriptions: [] };
    extension.activate(context);
    return { vscode, state: vscode.state, context, extension };
}

const FOCUS = { threadId: 2, lane: 35, lanes: 64, name: 'AMDGPU Lane 1:1:1:2/35 (1,0,0)[35,0,0]', state: 'A', active: true, workItem: [99, 0, 0] };

/** An hdb session made the active one, with the adapter's focus event delivered. */
function withSession(t, answer) {
    const session = fakeSession('s1', 'hdb', answer);
    t.vscode.debug.activeDebugSession = session;
    for (const l of t.state.listeners.activeSession) l(session);
    for (const l of t.state.listeners.customEvent) l({ session, event: 'hdb/focusChanged', body: FOCUS });
    return session;
}

test('manifest: main is extension.js, one hdb debug type, activation on it', () => {
    assert.equal(path.normalize(manifest.main), path.normalize('./extension.js'));
    assert.ok(fs.existsSync(path.join(DIR, manifest.main)));
    const types = manifest.contributes.debuggers.map((d) => d.type);
    assert.deepEqual(types, ['hdb']);
    for (const type of types) assert.ok(manifest.activationEvents.includes(`onDebugResolve:${type}`), type);
    assert.equal(manifest.contributes.configuration.properties['hdb.path'].default, 'hdb');
});

test('activation registers every contributed command and a factory and tracker per debug type', () => {
    const { state, context } = activated();
    const contributed = manifest.contributes.commands.map((c) => c.command);
    assert.ok(contributed.length > 0);
    assert.deepEqual([...state.commands.keys()].sort(), [...contributed].sort());
    for (const d of manifest.contributes.debuggers) {
        assert.ok(state.factories.has(d.type), `no adapter factory for ${d.type}`);
        assert.ok(state.trackers.has(d.type), `no tracker for ${d.type}`);
    }
    assert.equal(state.statusItems.length, 1);
    assert.equal(state.statusItems[0].command, 'hdb.focusLane');
    assert.equal(state.statusItems[0].visible, false);
    // Everything registered is disposed with the extension.
    assert.ok(context.subscriptions.length >= 4 + contributed.length);
    for (const s of context.subscriptions) assert.equal(typeof s.dispose, 'function');
});

test('the adapter is `hdb dap`, from the hdb.path setting', () => {
    const { state } = activated();
    const factory = state.factories.get('hdb');
    let exe = factory.createDebugAdapterDescriptor(fakeSession('s', 'hdb'), undefined);
    assert.equal(exe.command, 'hdb');
    assert.deepEqual(exe.args, ['dap']);
    state.settings['hdb.path'] = '/opt/rocm/bin/hdb';
    exe = factory.createDebugAdapterDescriptor(fakeSession('s', 'hdb'), undefined);
    assert.equal(exe.command, '/opt/rocm/bin/hdb');
    assert.deepEqual(exe.args, ['dap']);
});

test('status bar: hdb/focusChanged shows the focus; other sessions and the end hide it', () => {
    const t = activated();
    const item = t.state.statusItems[0];
    const session = withSession(t);
    assert.equal(item.visible, true);
    assert.equal(item.text, '$(debug-stackframe-focused) wave 2 lane 35/64');
    assert.match(item.tooltip, /AMDGPU Lane 1:1:1:2\/35/);

    for (const l of t.state.listeners.customEvent) l({ session, event: 'hdb/focusChanged', body: { ...FOCUS, lane: 7 } });
    assert.match(item.text, /lane 7\/64$/);

    const other = fakeSession('s2', 'cppdbg');
    t.vscode.debug.activeDebugSession = other;
    for (const l of t.state.listeners.activeSession) l(other);
    assert.equal(item.visible, false);
    for (const l of t.state.listeners.customEvent) l({ session: other, event: 'hdb/focusChanged', body: FOCUS });
    assert.equal(item.visible, false);

    t.vscode.debug.activeDebugSession = session;
    for (const l of t.state.listeners.activeSession) l(session);
    assert.equal(item.visible, true);
    t.vscode.debug.activeDebugSession = undefined;
    for (const l of t.state.listeners.terminate) l(session);
    assert.equal(item.visible, false);
});

test('a stop asks the adapter for its wave\'s lanes (hdb/lanes) and shows the focus', async () => {
    const t = activated();
    const lanesReply = { threadId: 3, lane: 1, lanes: [{ lane: 0, state: 'A', name: 'L0' }, { lane: 1, state: 'I', name: 'L1', workItem: [1, 0, 0] }] };
    const session = fakeSession('s1', 'hdb', (command) => (command === 'hdb/lanes' ? lanesReply : {}));
    t.vscode.debug.activeDebugSession = session;
    const tracker = t.state.trackers.get('hdb').createDebugAdapterTracker(session);
    tracker.onDidSendMessage({ type: 'event', event: 'output', body: { output: 'x' } });
    assert.equal(session.requests.length, 0);
    tracker.onDidSendMessage({ type: 'event', event: 'stopped', body: { reason: 'breakpoint', threadId: 3 } });
    await settle();
    assert.deepEqual(session.requests, [{ command: 'hdb/lanes', args: { threadId: 3 } }]);
    assert.equal(t.state.statusItems[0].text, '$(debug-stackframe-focused) wave 3 lane 1/2 (inactive)');
});

test('Focus Lane: the input box\'s lane goes to the adapter as hdb/focus {threadId, lane}', async () => {
    const t = activated();
    const session = withSession(t);
    const focusLane = t.state.commands.get('hdb.focusLane');

    t.state.nextInput = '12';
    await focusLane();
    assert.deepEqual(session.requests, [{ command: 'hdb/focus', args: { threadId: 2, lane: 12 } }]);
    const box = t.state.inputBoxes[0];
    assert.equal(box.value, '35');
    assert.equal(box.validateInput('64'), 'The wave has lanes 0 to 63.');
    assert.equal(box.validateInput('63'), undefined);
    assert.ok(box.validateInput('lane'));

    // The wave selected in CALL STACK, when it is this session's.
    t.vscode.debug.activeStackItem = { session, threadId: 4, frameId: 9 };
    t.state.nextInput = '0';
    await focusLane();
    assert.deepEqual(session.requests[1], { command: 'hdb/focus', args: { threadId: 4, lane: 0 } });

    // Escape sends nothing; an argument skips the box.
    t.state.nextInput = undefined;
    await focusLane();
    assert.equal(session.requests.length, 2);
    const boxes = t.state.inputBoxes.length;
    await focusLane(9);
    assert.equal(t.state.inputBoxes.length, boxes);
    assert.deepEqual(session.requests[2], { command: 'hdb/focus', args: { threadId: 4, lane: 9 } });
    await focusLane(64);
    assert.equal(session.requests.length, 3);
    assert.match(t.state.errors.at(-1), /lanes 0 to 63/);
});

test('Focus Lane: the adapter\'s refusal is shown; no hdb session is an error', async () => {
    const t = activated();
    const focusLane = t.state.commands.get('hdb.focusLane');
    await focusLane();
    assert.match(t.state.errors.at(-1), /no hdb debug session/);

    withSession(t, (command) => {
        if (command === 'hdb/focus') throw new Error('Lane 40 does not exist');
        return {};
    });
    t.state.nextInput = '40';
    await focusLane();
    assert.match(t.state.errors.at(-1), /Lane 40 does not exist/);
});
