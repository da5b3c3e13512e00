// The `hdb` debug type: VS Code runs `hdb dap` (the `hdb.path` setting) as the debug adapter.
// The extension adds what the protocol has no view for: the lane focus, shown in the status
// bar and moved with "hdb: Focus Lane…" (the adapter's `hdb/focus` custom request).
'use strict';

const vscode = require('vscode');
const lanes = require('./lanes');

/** @param {vscode.ExtensionContext} context */
function activate(context) {
    // The last focus each hdb session reported, by session id.
    const focus = new Map();
    const item = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 50);
    item.name = 'hdb lane focus';
    item.command = lanes.FOCUS_COMMAND;

    /** Shows the active session's focus, or hides the item when it is not an hdb session. */
    function show() {
        const session = vscode.debug.activeDebugSession;
        const status = session && session.type === lanes.DEBUG_TYPE ? lanes.focusStatus(focus.get(session.id)) : null;
        if (!status) {
            item.hide();
            return;
        }
        item.text = status.text;
        item.tooltip = status.tooltip;
        item.show();
    }

    function remember(session, body) {
        if (!lanes.focusStatus(body)) return;
        focus.set(session.id, body);
        if (session === vscode.debug.activeDebugSession) show();
    }

    /** Asks the adapter which lane of a wave has the focus (`hdb/lanes`), and shows it. */
    async function refresh(session, threadId) {
        try {
            const reply = await session.customRequest(lanes.LANES_REQUEST, { threadId });
            remember(session, lanes.focusFromLanes(reply));
        } catch {
            // The wave is gone or running: the next stop reports the focus again.
        }
    }

    async function focusLane(argument) {
        const session = vscode.debug.activeDebugSession;
        if (!session || session.type !== lanes.DEBUG_TYPE) {
            vscode.window.showErrorMessage('hdb: no hdb debug session is active.');
            return;
        }
        const known = focus.get(session.id);
        const threadId = lanes.targetThread(vscode.debug.activeStackItem, session.id, known);
        if (threadId === undefined) {
            vscode.window.showErrorMessage('hdb: no wave is stopped.');
            return;
        }
        const laneCount = known ? known.lanes : undefined;
        let text;
        if (argument !== undefined && argument !== null && typeof argument !== 'object') {
            text = String(argument);
        } else {
            text = await vscode.window.showInputBox({
                title: 'hdb: Focus Lane',
                prompt: `The lane of wave ${threadId} to follow (variables, watches, stepping)`,
                placeHolder: Number.isInteger(laneCount) ? `0 to ${laneCount - 1}` : 'a lane number',
                value: known && known.threadId === threadId ? String(known.lane) : '',
                validateInput: (t) => lanes.parseLane(t, laneCount).error,
            });
            if (text === undefined) return;
        }
        const parsed = lanes.parseLane(text, laneCount);
        if (parsed.error) {
            vscode.window.showErrorMessage(`hdb: ${parsed.error}`);
            return;
        }
        const request = lanes.focusRequest(threadId, parsed.lane);
        try {
            // The adapter answers with `hdb/focusChanged`, which moves the status bar.
            await session.customRequest(request.command, request.args);
        } catch (e) {
            vscode.window.showErrorMessage(`hdb: ${e && e.message ? e.message : e}`);
        }
    }

    context.subscriptions.push(
        item,
        vscode.debug.registerDebugAdapterDescriptorFactory(lanes.DEBUG_TYPE, {
            createDebugAdapterDescriptor() {
                const setting = vscode.workspace.getConfiguration('hdb').get('path');
                const { command, args } = lanes.adapterCommand(setting);
                return new vscode.DebugAdapterExecutable(command, args);
            },
        }),
        // A stop names its wave; the adapter's `hdb/focusChanged` follows it, and asking for
        // the wave's lanes covers a stop whose focus it could not report.
        vscode.debug.registerDebugAdapterTrackerFactory(lanes.DEBUG_TYPE, {
            createDebugAdapterTracker(session) {
                return {
                    onDidSendMessage(message) {
                        const threadId = lanes.stoppedThread(message);
                        if (threadId !== undefined) refresh(session, threadId);
                    },
                };
            },
        }),
        vscode.debug.onDidReceiveDebugSessionCustomEvent((e) => {
            if (e.session.type === lanes.DEBUG_TYPE && e.event === lanes.FOCUS_EVENT) remember(e.session, e.body);
        }),
        vscode.debug.onDidChangeActiveDebugSession(show),
        vscode.debug.onDidTerminateDebugSession((session) => {
            focus.delete(session.id);
            show();
        }),
        vscode.commands.registerCommand(lanes.FOCUS_COMMAND, focusLane),
    );
    show();
}

function deactivate() {}

module.exports = { activate, deactivate };
