// The extension's logic that needs no VS Code.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const lanes = require('../lanes');

test('adapter command: the hdb.path setting with `dap`, `hdb` on PATH by default', () => {
    assert.deepEqual(lanes.adapterCommand(undefined), { command: 'hdb', args: ['dap'] });
    assert.deepEqual(lanes.adapterCommand('  '), { command: 'hdb', args: ['dap'] });
    assert.deepEqual(lanes.adapterCommand(' /opt/hdb/bin/hdb '), { command: '/opt/hdb/bin/hdb', args: ['dap'] });
    assert.deepEqual(lanes.adapterCommand(42), { command: 'hdb', args: ['dap'] });
});

test('lane numbers: digits only, within the wave when its size is known', () => {
    assert.deepEqual(lanes.parseLane('35', 64), { lane: 35 });
    assert.deepEqual(lanes.parseLane(' 0 ', 64), { lane: 0 });
    assert.deepEqual(lanes.parseLane('63', 64), { lane: 63 });
    assert.deepEqual(lanes.parseLane('100', undefined), { lane: 100 });
    assert.match(lanes.parseLane('64', 64).error, /lanes 0 to 63/);
    assert.match(lanes.parseLane('32', 32).error, /lanes 0 to 31/);
    for (const bad of ['', '-1', '1.5', 'x', '3 4', '0x10', undefined, null]) {
        assert.ok(lanes.parseLane(bad, 64).error, `${bad} accepted`);
    }
    assert.ok(lanes.parseLane('99999999999999999999', undefined).error);
});

test('the hdb/focus request: {threadId, lane}', () => {
    assert.deepEqual(lanes.focusRequest(2, 35), { command: 'hdb/focus', args: { threadId: 2, lane: 35 } });
    assert.throws(() => lanes.focusRequest(undefined, 3), TypeError);
    assert.throws(() => lanes.focusRequest(1, -1), TypeError);
    assert.throws(() => lanes.focusRequest(1, '3'), TypeError);
});

test('status text from an hdb/focusChanged body', () => {
    const body = {
        threadId: 2,
        lane: 35,
        lanes: 64,
        name: 'AMDGPU Lane 1:1:1:2/35 (1,0,0)[35,0,0]',
        state: 'A',
        active: true,
        workItem: [99, 0, 0],
    };
    const s = lanes.focusStatus(body);
    assert.equal(s.text, '$(debug-stackframe-focused) wave 2 lane 35/64');
    assert.equal(s.tooltip, 'AMDGPU Lane 1:1:1:2/35 (1,0,0)[35,0,0]\nwork-item (99,0,0)\nClick to focus another lane.');
    assert.match(lanes.focusStatus({ ...body, state: 'I', active: false }).text, /lane 35\/64 \(inactive\)$/);
    const unused = lanes.focusStatus({ ...body, state: 'U', workItem: null });
    assert.match(unused.text, /\(unused\)$/);
    assert.doesNotMatch(unused.tooltip, /work-item/);
    assert.equal(lanes.focusStatus(null), null);
    assert.equal(lanes.focusStatus({ lane: 3 }), null);
    assert.equal(lanes.focusStatus({ threadId: 1 }), null);
});

test('a focus from an hdb/lanes reply', () => {
    const reply = {
        threadId: 1,
        lane: 1,
        lanes: [
            { lane: 0, state: 'A', active: true, workItem: [0, 0, 0], name: 'L0' },
            { lane: 1, state: 'I', active: false, workItem: [1, 0, 0], name: 'L1' },
        ],
    };
    const f = lanes.focusFromLanes(reply);
    assert.deepEqual(f, { threadId: 1, lane: 1, lanes: 2, name: 'L1', state: 'I', active: false, workItem: [1, 0, 0] });
    assert.match(lanes.focusStatus(f).text, /wave 1 lane 1\/2 \(inactive\)/);
    assert.deepEqual(lanes.focusFromLanes({ body: reply }), f);
    assert.equal(lanes.focusFromLanes({ threadId: 1 }), null);
    assert.equal(lanes.focusFromLanes(undefined), null);
});

test('stopped events name their thread', () => {
    assert.equal(lanes.stoppedThread({ type: 'event', event: 'stopped', body: { reason: 'step', threadId: 4 } }), 4);
    assert.equal(lanes.stoppedThread({ type: 'event', event: 'stopped', body: { reason: 'pause' } }), undefined);
    assert.equal(lanes.stoppedThread({ type: 'event', event: 'output', body: { threadId: 4 } }), undefined);
    assert.equal(lanes.stoppedThread({ type: 'response', command: 'next' }), undefined);
});

test('the wave a focus applies to: the CALL STACK selection in this session, else the last focus', () => {
    const session = { id: 's1' };
    assert.equal(lanes.targetThread({ session, threadId: 3, frameId: 7 }, 's1', { threadId: 1 }), 3);
    assert.equal(lanes.targetThread({ session: { id: 's2' }, threadId: 3 }, 's1', { threadId: 1 }), 1);
    assert.equal(lanes.targetThread(undefined, 's1', { threadId: 1 }), 1);
    assert.equal(lanes.targetThread(undefined, 's1', undefined), undefined);
});
