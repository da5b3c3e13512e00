#!/usr/bin/env node
// Generates dap/src/protocol/generated.rs: Rust types for the Debug Adapter Protocol, read from
// the declarations the npm package @vscode/debugprotocol ships (lib/debugProtocol.d.ts, which
// Microsoft generates from the protocol's JSON schema; the package does not ship the JSON
// itself). Run from dap/node after `npm ci`:
//
//     node gen-protocol.js ../src/protocol/generated.rs      (write)
//     node gen-protocol.js --check ../src/protocol/generated.rs   (exit 1 when it differs)
//
// What it makes:
// * a struct for each interface that is not a message (arguments, Capabilities, Source, ...),
//   a `…ResponseBody` / `…EventBody` struct for each response's and event's inline body;
// * an enum for each closed union of strings (`'read' | 'write' | 'readWrite'`); open unions
//   (`… | string`) stay `String`;
// * `REQUESTS` and `EVENTS`: every command and event the protocol defines, with the name of
//   its arguments or body type, for dispatch tables and the test that every request is answered.
//
// The output carries the protocol's names and types and none of the package's prose (its doc
// comments are read only to tell reverse requests apart), so the committed file is this
// generator's work, reproducible from the pinned package.
//
// The declarations erase JSON Schema's integer/number distinction: `number` becomes `i64`,
// except the fields the schema types as `number` (FLOAT_FIELDS).
'use strict';

const fs = require('fs');
const path = require('path');
const ts = require('typescript');

/** Fields the schema declares `"type": "number"` (fractional); every other `number` is an integer. */
const FLOAT_FIELDS = new Set(['percentage']);

/** Framing types: hdb writes and reads these itself. */
const BASES = new Set(['ProtocolMessage', 'Request', 'Event', 'Response', 'ErrorResponse']);

const pkgDir = path.dirname(require.resolve('@vscode/debugprotocol/package.json'));
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const dtsPath = path.join(pkgDir, 'lib', 'debugProtocol.d.ts');
const source = ts.createSourceFile(dtsPath, fs.readFileSync(dtsPath, 'utf8'), ts.ScriptTarget.Latest, true);

const structs = []; // {name, doc, fields: [{rust, json, type, optional, doc}]}
const enums = new Map(); // name -> {doc, values}
const requests = []; // {command, args, argsRequired, reverse, response}
const events = []; // {event, body}
let needNumberOrString = false;

function docOf(node) {
    const parts = [];
    for (const d of ts.getJSDocCommentsAndTags(node)) {
        if (ts.isJSDoc(d) && d.comment) {
            parts.push(typeof d.comment === 'string' ? d.comment : ts.getTextOfJSDocComment(d.comment));
        }
    }
    return parts.join('\n').split('\n').map((l) => l.trim()).join('\n').trim();
}

function pascal(s) {
    return s.replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase()).replace(/^./, (c) => c.toUpperCase());
}

function snake(s) {
    const out = s.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
    return ['type', 'move', 'ref', 'mod', 'fn', 'static', 'self', 'loop', 'match'].includes(out) ? `r#${out}` : out;
}

function variantName(v) {
    const p = v.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase());
    return /^[0-9]/.test(p) ? `V${p}` : p;
}

/** The Rust type of a TypeScript type; `owner` and `field` name inline object types. */
function rustType(t, owner, field) {
    switch (t.kind) {
        case ts.SyntaxKind.NumberKeyword:
            return FLOAT_FIELDS.has(field) ? 'f64' : 'i64';
        case ts.SyntaxKind.StringKeyword:
            return 'String';
        case ts.SyntaxKind.BooleanKeyword:
            return 'bool';
        case ts.SyntaxKind.AnyKeyword:
            return 'serde_json::Value';
        case ts.SyntaxKind.ArrayType:
            return `Vec<${rustType(t.elementType, owner, field)}>`;
        case ts.SyntaxKind.TypeReference:
            return t.typeName.getText(source);
        case ts.SyntaxKind.LiteralType:
            return 'String';
        case ts.SyntaxKind.ParenthesizedType:
            return rustType(t.type, owner, field);
        case ts.SyntaxKind.TypeLiteral: {
            const index = t.members.find((m) => ts.isIndexSignatureDeclaration(m));
            if (index) {
                return `std::collections::BTreeMap<String, ${rustType(index.type, owner, field)}>`;
            }
            const name = owner + pascal(field);
            addStruct(name, '', t.members);
            return name;
        }
        case ts.SyntaxKind.UnionType: {
            const members = t.types;
            const nulls = members.filter((m) => m.kind === ts.SyntaxKind.LiteralType && m.literal.kind === ts.SyntaxKind.NullKeyword);
            const rest = members.filter((m) => !nulls.includes(m));
            if (nulls.length && rest.length === 1) {
                return `Option<${rustType(rest[0], owner, field)}>`;
            }
            const literals = rest.filter((m) => m.kind === ts.SyntaxKind.LiteralType && ts.isStringLiteral(m.literal));
            if (literals.length === rest.length) {
                const name = owner + pascal(field);
                enums.set(name, { doc: '', values: literals.map((l) => l.literal.text) });
                return name;
            }
            if (literals.length && rest.length === literals.length + 1 && rest.some((m) => m.kind === ts.SyntaxKind.StringKeyword)) {
                return 'String';
            }
            const kinds = rest.map((m) => m.kind).sort();
            if (kinds.length === 2 && kinds.includes(ts.SyntaxKind.NumberKeyword) && kinds.includes(ts.SyntaxKind.StringKeyword)) {
                needNumberOrString = true;
                return 'NumberOrString';
            }
            if (rest.every((m) => ts.isTypeReferenceNode(m))) {
                // Either of several object types (restart's launch or attach arguments): the
                // adapter reads it as the one its session started with.
                return 'serde_json::Value';
            }
            throw new Error(`${owner}.${field}: unsupported union ${t.getText(source)}`);
        }
        default:
            throw new Error(`${owner}.${field}: unsupported type ${t.getText(source)}`);
    }
}

function fieldsOf(owner, members) {
    const fields = [];
    for (const m of members) {
        if (!ts.isPropertySignature(m)) {
            continue;
        }
        const json = m.name.getText(source).replace(/^['"]|['"]$/g, '');
        fields.push({
            rust: snake(json),
            json,
            type: rustType(m.type, owner, json),
            optional: !!m.questionToken,
            doc: docOf(m),
        });
    }
    return fields;
}

function addStruct(name, doc, members, inherited = []) {
    const entry = { name, doc, fields: [] };
    structs.push(entry);
    entry.fields = inherited.concat(fieldsOf(name, members));
}

const interfaces = new Map();
function visit(node) {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
        node.body.statements.forEach(visit);
        return;
    }
    if (ts.isInterfaceDeclaration(node)) {
        interfaces.set(node.name.text, node);
    } else if (ts.isTypeAliasDeclaration(node)) {
        const t = node.type;
        const name = node.name.text;
        if (ts.isUnionTypeNode(t)) {
            const literals = t.types.filter((m) => ts.isLiteralTypeNode(m) && ts.isStringLiteral(m.literal)).map((m) => m.literal.text);
            const open = t.types.some((m) => m.kind === ts.SyntaxKind.StringKeyword);
            if (open) {
                structs.push({ alias: name, doc: docOf(node), target: 'String', values: literals });
            } else {
                enums.set(name, { doc: docOf(node), values: literals });
            }
        } else {
            throw new Error(`type ${name}: unsupported alias`);
        }
    }
}
source.statements.forEach(visit);

function parentName(node) {
    const h = node.heritageClauses && node.heritageClauses[0];
    return h ? h.types[0].expression.getText(source) : null;
}

function tagComment(node, key) {
    const m = node.getFullText(source).match(new RegExp(`//\\s*${key}:\\s*'([^']+)'`));
    return m ? m[1] : null;
}

for (const [name, node] of interfaces) {
    if (BASES.has(name)) continue;
    const parent = parentName(node);
    const doc = docOf(node);
    if (parent === 'Request') {
        const command = tagComment(node, 'command');
        if (!command) throw new Error(`${name}: no command tag`);
        const args = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'arguments');
        requests.push({
            command,
            args: args ? args.type.getText(source) : null,
            argsRequired: !!args && !args.questionToken,
            reverse: /sent from the debug adapter to the client/.test(doc),
            response: name.replace(/Request$/, 'Response'),
        });
        continue;
    }
    if (parent === 'Response') {
        const body = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'body');
        if (body && ts.isTypeLiteralNode(body.type)) {
            addStruct(`${name}Body`, doc, body.type.members);
        }
        continue;
    }
    if (parent === 'Event') {
        const event = tagComment(node, 'event');
        if (!event) throw new Error(`${name}: no event tag`);
        const body = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'body');
        let bodyType = null;
        if (body && ts.isTypeLiteralNode(body.type)) {
            bodyType = `${name}Body`;
            addStruct(bodyType, doc, body.type.members);
        }
        events.push({ event, body: bodyType });
        continue;
    }
    let inherited = [];
    if (parent) {
        const p = interfaces.get(parent);
        if (!p) throw new Error(`${name} extends unknown ${parent}`);
        inherited = fieldsOf(name, p.members);
    }
    addStruct(name, doc, node.members, inherited);
}

// Response bodies that are a named type (InitializeResponse: Capabilities).
for (const [name, node] of interfaces) {
    if (parentName(node) !== 'Response') continue;
    const body = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'body');
    const r = requests.find((q) => q.response === name);
    if (r) {
        r.body = body ? (ts.isTypeLiteralNode(body.type) ? `${name}Body` : body.type.getText(source)) : null;
    }
}

function docLines(doc, indent) {
    if (!doc) return '';
    return doc.split('\n').map((l) => `${indent}///${l ? ' ' + l : ''}\n`).join('');
}

let out = '';
out += `// @generated by dap/node/gen-protocol.js from ${pkg.name} ${pkg.version} (lib/debugProtocol.d.ts,\n`;
out += '// which Microsoft generates from the Debug Adapter Protocol JSON schema). It holds the protocol\'s\n';
out += '// names and types only, none of the package\'s prose. Do not edit: change the generator and run\n';
out += '// `npm run generate` in dap/node; .ci/run checks it with `node gen-protocol.js --check`.\n\n';
out += 'use serde::{Deserialize, Serialize};\n\n';
out += `/// The npm package and version these types were generated from.\npub const SCHEMA_SOURCE: &str = "${pkg.name} ${pkg.version}";\n\n`;
if (needNumberOrString) {
    out += '/// A value the protocol types as `number | string`.\n';
    out += '#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\n#[serde(untagged)]\npub enum NumberOrString {\n';
    out += '    /// A number.\n    Number(i64),\n    /// A string.\n    String(String),\n}\n\n';
    out += 'impl Default for NumberOrString {\n    fn default() -> Self {\n        NumberOrString::Number(0)\n    }\n}\n\n';
}
for (const [name, e] of [...enums].sort((a, b) => a[0].localeCompare(b[0]))) {
    out += docLines(`The protocol's \`${name}\` values.`, '');
    out += '#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]\n';
    out += `pub enum ${name} {\n`;
    e.values.forEach((v, i) => {
        out += `    /// \`${v}\`\n`;
        if (i === 0) out += '    #[default]\n';
        out += `    #[serde(rename = "${v}")]\n    ${variantName(v)},\n`;
    });
    out += '}\n\n';
}
for (const s of structs) {
    if (s.alias) {
        out += docLines(`The protocol's \`${s.alias}\`.`, '');
        out += `///\n/// Known values: ${s.values.map((v) => `\`${v}\``).join(', ')}; others may follow.\n`;
        out += `pub type ${s.alias} = ${s.target};\n\n`;
        continue;
    }
    out += docLines(`The protocol's \`${s.name}\`.`, '');
    out += '#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]\n';
    out += `pub struct ${s.name} {\n`;
    for (const f of s.fields) {
        out += docLines(`\`${f.json}\`.`, '    ');
        const attrs = [];
        const bare = f.rust.replace(/^r#/, '');
        if (bare !== f.json) attrs.push(`rename = "${f.json}"`);
        if (f.optional) attrs.push('default', 'skip_serializing_if = "Option::is_none"');
        if (attrs.length) out += `    #[serde(${attrs.join(', ')})]\n`;
        out += `    pub ${f.rust}: ${f.optional ? `Option<${f.type}>` : f.type},\n`;
    }
    out += '}\n\n';
}
out += '/// A request the protocol defines.\n#[derive(Debug, Clone, Copy, PartialEq, Eq)]\npub struct RequestKind {\n';
out += '    /// The `command`.\n    pub command: &\'static str,\n';
out += '    /// The type of its `arguments` (`None`: it takes none).\n    pub arguments: Option<&\'static str>,\n';
out += '    /// Whether `arguments` is required.\n    pub arguments_required: bool,\n';
out += '    /// The type of its response\'s `body` (`None`: no body).\n    pub body: Option<&\'static str>,\n';
out += '    /// A reverse request: sent by the adapter to the client.\n    pub reverse: bool,\n}\n\n';
out += '/// Every request the protocol defines, in the schema\'s order.\npub const REQUESTS: &[RequestKind] = &[\n';
for (const r of requests) {
    const opt = (v) => (v ? `Some("${v}")` : 'None');
    out += `    RequestKind { command: "${r.command}", arguments: ${opt(r.args)}, arguments_required: ${r.argsRequired}, body: ${opt(r.body)}, reverse: ${r.reverse} },\n`;
}
out += '];\n\n';
out += '/// Every event the protocol defines, with the type of its `body`, in the schema\'s order.\n';
out += 'pub const EVENTS: &[(&str, Option<&str>)] = &[\n';
for (const e of events) {
    out += `    ("${e.event}", ${e.body ? `Some("${e.body}")` : 'None'}),\n`;
}
out += '];\n';

const args = process.argv.slice(2);
const check = args[0] === '--check';
const target = check ? args[1] : args[0];
if (!target) {
    process.stdout.write(out);
} else if (check) {
    const have = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (have !== out) {
        console.error(`${target} differs from what ${pkg.name} ${pkg.version} generates: run \`npm run generate\` in dap/node`);
        process.exit(1);
    }
    console.log(`${target} matches ${pkg.name} ${pkg.version}`);
} else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, out);
    console.log(`wrote ${target}: ${structs.length} structs, ${enums.size} enums, ${requests.length} requests, ${events.length} events`);
}
