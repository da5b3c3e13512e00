// What the extension decides without VS Code: the adapter's command line, the lane a user
// typed, the `hdb/focus` request, and the status-bar text from an `hdb/focusChanged` body
// (dap/src/adapter/inspect.rs sends it after every stop and focus change).
'use strict';

/** The debug type `hdb dap` serves, as package.json contributes it. */
const DEBUG_TYPE = 'hdb';

/** The command behind "hdb: Focus Lane…" and the status-bar item. */
const FOCUS_COMMAND = 'hdb.focusLane';

/** The adapter's custom request that moves the lane focus: `{threadId, lane}`. */
const FOCUS_REQUEST = 'hdb/focus';

/** The adapter's custom event reporting the focus (after every stop and focus change). */
const FOCUS_EVENT = 'hdb/focusChanged';

/** The adapter's custom request listing a wave's lanes: `{threadId}`. */
const LANES_REQUEST = 'hdb/lanes';

/** The `hdb.path` setting's default: `hdb` looked up on PATH. */
const DEFAULT_PATH = 'hdb';

/** How VS Code starts the adapter: the `hdb.path` setting's executable with `dap`. */
function adapterCommand(setting) {
    const path = typeof setting === 'string' && setting.trim() !== '' ? setting.trim() : DEFAULT_PATH;
    return { command: path, args: ['dap'] };
}

/**
 * The lane a user typed, checked against the wave's size when it is known: `{lane}` or
 * `{error}` (the message an input box shows).
 */
function parseLane(text, laneCount) {
    const t = String(text ?? '').trim();
    if (!/^\d+$/.test(t)) return { error: 'A lane number (0, 1, 2, …).' };
    const lane = Number(t);
    if (!Number.isSafeInteger(lane)) return { error: `Lane ${t} is out of range.` };
    if (Number.isInteger(laneCount) && laneCount > 0 && lane >= laneCount) {
        return { error: `The wave has lanes 0 to ${laneCount - 1}.` };
    }
    return { lane };
}

/** The `hdb/focus` custom request that moves the focus to a lane of a wave (thread). */
function focusRequest(threadId, lane) {
    if (!Number.isInteger(threadId)) throw new TypeError(`threadId must be an integer, not ${threadId}`);
    if (!Number.isInteger(lane) || lane < 0) throw new TypeError(`lane must be a lane number, not ${lane}`);
    return { command: FOCUS_REQUEST, args: { threadId, lane } };
}

/** ROCgdb's lane state letters, as the adapter's `state` field carries them. */
const STATE_WORDS = { A: '', I: ' (inactive)', U: ' (unused)' };

/**
 * The status-bar item for an `hdb/focusChanged` body (`threadId`, `lane`, `lanes`, `name`,
 * `state`, `workItem`): `{text, tooltip}`, or null when the body is not one.
 */
function focusStatus(body) {
    if (!body || !Number.isInteger(body.threadId) || !Number.isInteger(body.lane)) return null;
    const state = STATE_WORDS[body.state] ?? '';
    const of = Number.isInteger(body.lanes) ? `/${body.lanes}` : '';
    const text = `$(debug-stackframe-focused) wave ${body.threadId} lane ${body.lane}${of}${state}`;
    const lines = [];
    if (typeof body.name === 'string') lines.push(body.name);
    if (Array.isArray(body.workItem)) lines.push(`work-item (${body.workItem.join(',')})`);
    lines.push('Click to focus another lane.');
    return { text, tooltip: lines.join('\n') };
}

/**
 * An `hdb/focusChanged`-shaped body from an `hdb/lanes` reply (`threadId`, the focused
 * `lane`, and every lane's `state`, `active`, `workItem` and `name`), or null.
 */
function focusFromLanes(reply) {
    const body = reply && reply.body !== undefined ? reply.body : reply;
    if (!body || !Number.isInteger(body.threadId) || !Number.isInteger(body.lane) || !Array.isArray(body.lanes)) {
        return null;
    }
    const lane = body.lanes.find((l) => l && l.lane === body.lane) || {};
    return {
        threadId: body.threadId,
        lane: body.lane,
        lanes: body.lanes.length,
        name: lane.name,
        state: lane.state,
        active: lane.active,
        workItem: lane.workItem,
    };
}

/** The thread a protocol message stops, when it is a `stopped` event naming one. */
function stoppedThread(message) {
    if (!message || message.type !== 'event' || message.event !== 'stopped' || !message.body) return undefined;
    return Number.isInteger(message.body.threadId) ? message.body.threadId : undefined;
}

/**
 * The wave a focus command applies to: the thread selected in CALL STACK when it belongs to
 * this session, else the last focused one.
 */
function targetThread(selected, sessionId, lastFocus) {
    if (selected && selected.session && selected.session.id === sessionId && Number.isInteger(selected.threadId)) {
        return selected.threadId;
    }
    return lastFocus && Number.isInteger(lastFocus.threadId) ? lastFocus.threadId : undefined;
}

module.exports = {
    DEBUG_TYPE,
    FOCUS_COMMAND,
    FOCUS_REQUEST,
    FOCUS_EVENT,
    LANES_REQUEST,
    DEFAULT_PATH,
    adapterCommand,
    parseLane,
    focusRequest,
    focusStatus,
    focusFromLanes,
    stoppedThread,
    targetThread,
};
