// A fake of the parts of the `vscode` module the extension uses, recording what activation
// registers, so tests can load extension.js in plain node and drive it.
'use strict';

const Module = require('module');
const path = require('path');

/** A fresh fake; `fake.state` holds what was registered and shown. */
function fakeVscode() {
    const state = {
        commands: new Map(),
        factories: new Map(),
        trackers: new Map(),
        listeners: { customEvent: [], activeSession: [], terminate: [] },
        statusItems: [],
        errors: [],
        inputBoxes: [],
        settings: {},
        // What the next input box returns (undefined: the user pressed Escape).
        nextInput: undefined,
    };
    const disposable = () => ({ dispose() {} });
    const listen = (list) => (listener) => {
        list.push(listener);
        return disposable();
    };
    const vscode = {
        state,
        StatusBarAlignment: { Left: 1, Right: 2 },
        DebugAdapterExecutable: class {
            constructor(command, args, options) {
                this.command = command;
                this.args = args;
                this.options = options;
            }
        },
        window: {
            createStatusBarItem(alignment, priority) {
                const item = {
                    alignment,
                    priority,
                    text: '',
                    tooltip: undefined,
                    command: undefined,
                    visible: false,
                    show() {
                        this.visible = true;
                    },
                    hide() {
                        this.visible = false;
                    },
                    dispose() {},
                };
                state.statusItems.push(item);
                return item;
            },
            showErrorMessage(message) {
                state.errors.push(message);
                return Promise.resolve(undefined);
            },
            showInputBox(options) {
                state.inputBoxes.push(options);
                return Promise.resolve(state.nextInput);
            },
        },
        workspace: {
            getConfiguration(section) {
                return { get: (key) => state.settings[`${section}.${key}`] };
            },
        },
        commands: {
            registerCommand(id, handler) {
                if (state.commands.has(id)) throw new Error(`command ${id} registered twice`);
                state.commands.set(id, handler);
                return disposable();
            },
        },
        debug: {
            activeDebugSession: undefined,
            activeStackItem: undefined,
            registerDebugAdapterDescriptorFactory(type, factory) {
                state.factories.set(type, factory);
                return disposable();
            },
            registerDebugAdapterTrackerFactory(type, factory) {
                state.trackers.set(type, factory);
                return disposable();
            },
            onDidReceiveDebugSessionCustomEvent: listen(state.listeners.customEvent),
            onDidChangeActiveDebugSession: listen(state.listeners.activeSession),
            onDidTerminateDebugSession: listen(state.listeners.terminate),
        },
    };
    return vscode;
}

/** A debug session whose custom requests are recorded and answered by `answer(command, args)`. */
function fakeSession(id, type, answer = () => ({})) {
    const session = {
        id,
        type,
        requests: [],
        customRequest(command, args) {
            session.requests.push({ command, args });
            try {
                return Promise.resolve(answer(command, args));
            } catch (e) {
                return Promise.reject(e);
            }
        },
    };
    return session;
}

/** Loads `extension.js` from `dir` with `require('vscode')` answered by `vscode`. */
function loadExtension(dir, vscode) {
    const main = path.join(dir, 'extension.js');
    for (const key of Object.keys(require.cache)) {
        if (key.startsWith(dir + path.sep)) delete require.cache[key];
    }
    const load = Module._load;
    Module._load = function (request, ...rest) {
        return request === 'vscode' ? vscode : load.call(this, request, ...rest);
    };
    try {
        return require(main);
    } finally {
        Module._load = load;
    }
}

/** Lets pending promise callbacks run. */
function settle() {
    return new Promise((resolve) => setImmediate(resolve));
}

module.exports = { fakeVscode, fakeSession, loadExtension, settle };
