#!/usr/bin/env python3
"""diop_rewrite.py - rewrite clang-19 text IR for amdgcn into the DIOp-based
heterogeneous debug-info form that `amdclang -gheterogeneous-dwarf`
produces, so that AMD's LLVM fork (see rocm_llc.py) lowers it to
DW_OP_LLVM_* location expressions.

Usage: diop_rewrite.py in.ll out.ll   (prints a one-line summary on stderr)

Rules (shared/notes/producers.md section 1.2):
  * every `DW_OP_constu N, DW_OP_swap, DW_OP_xderef` sequence is dropped;
  * #dbg_declare(ptr addrspace(5) %a, ...) ->
        DIOpArg(0, ptr addrspace(5)), DIOpDeref(<alloca type>);
  * #dbg_value(<ty> %x, ...) -> DIOpArg(0, <ty>) followed by the translated
    arithmetic (constu/plus_uconst/plus/minus/mul become DIOpConstant(<ty> K)
    and DIOpAdd/DIOpSub/DIOpMul); DW_OP_stack_value is implied;
  * DW_OP_LLVM_fragment O, S -> DIOpFragment(O, S);
  * LDS globals (addrspace(3)) get DIOpArg(0, ptr addrspace(3)),
    DIOpDeref(<global type>) and `memorySpace: DW_MSPACE_LLVM_group`;
    other address spaces are handled the same way with their own number;
  * `dwarfAddressSpace: 1|2` on pointer types (clang-19's private/local
    numbers) becomes the fork's `addressSpace: 5|3, memorySpace: ...`;
  * records that cannot be translated (DIArgList salvages, #dbg_assign,
    declares of undef, anything with other DWARF ops) are dropped.
"""
import re
import sys

XDEREF = re.compile(r"DW_OP_constu, \d+, DW_OP_swap, DW_OP_xderef(, )?")


def split_top(s):
    """Split s at commas that are not nested in (), [], {}, <> or quotes."""
    out, depth, cur, q = [], 0, [], False
    for ch in s:
        if q:
            cur.append(ch)
            if ch == '"':
                q = False
            continue
        if ch == '"':
            q = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    out.append("".join(cur).strip())
    return out


def match_close(s, i):
    """Index of the bracket closing the one at s[i]."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    depth = 0
    for j in range(i, len(s)):
        if s[j] in pairs:
            depth += 1
        elif s[j] in pairs.values():
            depth -= 1
            if depth == 0:
                return j
    raise ValueError("unbalanced: " + s)


def split_typed_value(tv):
    """'ptr addrspace(5) %x' -> ('ptr addrspace(5)', '%x')."""
    tv = tv.strip()
    if tv[0] in "<[{":
        j = match_close(tv, 0)
        return tv[: j + 1], tv[j + 1:].strip()
    m = re.match(r"(ptr addrspace\(\d+\)|\S+)\s+(.*)$", tv)
    if not m:
        return None, None
    return m.group(1), m.group(2)


def expr_ops(expr):
    """'!DIExpression(A, 1, B)' -> ['A', '1', 'B']."""
    inner = expr[len("!DIExpression("):-1].strip()
    return [t.strip() for t in inner.split(",")] if inner else []


INT_TY = re.compile(r"^i\d+$")
BINOPS = {"DW_OP_plus": "DIOpAdd()", "DW_OP_minus": "DIOpSub()",
          "DW_OP_mul": "DIOpMul()"}


def translate_value_expr(ty, ops):
    """DWARF ops applied to one argument of type ty -> DIOp list or None."""
    out = ["DIOpArg(0, %s)" % ty]
    frag = None
    i = 0
    while i < len(ops):
        op = ops[i]
        if op == "DW_OP_stack_value":
            i += 1
        elif op == "DW_OP_LLVM_fragment":
            frag = "DIOpFragment(%s, %s)" % (ops[i + 1], ops[i + 2])
            i += 3
        elif op in ("DW_OP_constu", "DW_OP_consts") and INT_TY.match(ty):
            out.append("DIOpConstant(%s %s)" % (ty, ops[i + 1]))
            i += 2
        elif op == "DW_OP_plus_uconst" and INT_TY.match(ty):
            out += ["DIOpConstant(%s %s)" % (ty, ops[i + 1]), "DIOpAdd()"]
            i += 2
        elif op in BINOPS and INT_TY.match(ty):
            out.append(BINOPS[op])
            i += 1
        else:
            return None
    if frag:
        out.append(frag)
    return out


def rewrite(text):
    lines = text.split("\n")
    stats = {"declare": 0, "value": 0, "dropped": 0, "global": 0}

    # alloca types, per function (names restart in every function)
    alloca_re = re.compile(r"^\s*(%[\w.$-]+) = alloca (.*?), (align|addrspace)")
    # global variable -> (address space, value type) via its !dbg attachment
    gv_types = {}
    for ln in lines:
        if ln.startswith("@"):
            m = re.match(r"^@[\w.$\"-]+ = (.*)$", ln)
            body = m.group(1) if m else ""
            am = re.search(r"addrspace\((\d+)\) (?:global|constant) ", body)
            dm = re.findall(r"!dbg (!\d+)", body)
            km = re.search(r"(?:global|constant) (.*)$", body)
            if not (dm and km):
                continue
            rest = km.group(1)
            if rest[0] in "<[{":
                gty = rest[: match_close(rest, 0) + 1]
            else:
                gty = rest.split()[0]
            for d in dm:
                gv_types[d] = (int(am.group(1)) if am else 0, gty)

    out = []
    allocas = {}
    for ln in lines:
        if ln.startswith("define "):
            allocas = {}
        m = alloca_re.match(ln)
        if m:
            allocas[m.group(1)] = m.group(2)
        s = ln.lstrip()
        if s.startswith("#dbg_"):
            kind = s[len("#dbg_"):s.index("(")]
            args = split_top(s[s.index("(") + 1: s.rindex(")")])
            new = None
            if kind in ("declare", "value") and len(args) == 4 and \
                    not args[0].startswith("!DIArgList"):
                ty, val = split_typed_value(args[0])
                ops = expr_ops(XDEREF.sub("", args[2]).replace(", )", ")"))
                if kind == "declare":
                    aty = allocas.get(val)
                    if ty == "ptr addrspace(5)" and aty and all(
                            o in ("DW_OP_LLVM_fragment",) or o.isdigit() for o in ops):
                        diops = ["DIOpArg(0, ptr addrspace(5))", "DIOpDeref(%s)" % aty]
                        if ops:
                            diops.append("DIOpFragment(%s, %s)" % (ops[1], ops[2]))
                        new = "#dbg_declare(%s, %s, !DIExpression(%s), %s)" % (
                            args[0], args[1], ", ".join(diops), args[3])
                        stats["declare"] += 1
                elif ty is not None:
                    diops = translate_value_expr(ty, ops)
                    if diops:
                        new = "#dbg_value(%s, %s, !DIExpression(%s), %s)" % (
                            args[0], args[1], ", ".join(diops), args[3])
                        stats["value"] += 1
            if new is None:
                stats["dropped"] += 1
                continue
            out.append(ln[: len(ln) - len(s)] + new)
            continue
        out.append(ln)

    text = "\n".join(out)

    # global variable expressions
    gve_re = re.compile(r"^(!\d+) = !DIGlobalVariableExpression\(var: (!\d+), expr: (!DIExpression\([^)]*\))\)", re.M)
    group_vars = set()

    def gve_sub(m):
        node, var, _expr = m.groups()
        if node not in gv_types:
            return m.group(0)
        aspace, gty = gv_types[node]
        if aspace == 3:
            group_vars.add(var)
        stats["global"] += 1
        return "%s = !DIGlobalVariableExpression(var: %s, expr: !DIExpression(DIOpArg(0, ptr addrspace(%d)), DIOpDeref(%s)))" % (
            node, var, aspace, gty)
    text = gve_re.sub(gve_sub, text)

    def gv_sub(m):
        if m.group(1) in group_vars and "memorySpace:" not in m.group(0):
            return m.group(0)[:-1] + ", memorySpace: DW_MSPACE_LLVM_group)"
        return m.group(0)
    text = re.sub(r"^(!\d+) = distinct !DIGlobalVariable\(.*\)$", gv_sub, text, flags=re.M)

    # pointer types: clang-19's DWARF address-space numbers -> fork fields
    text = text.replace("dwarfAddressSpace: 1", "addressSpace: 5, memorySpace: DW_MSPACE_LLVM_private")
    text = text.replace("dwarfAddressSpace: 2", "addressSpace: 3, memorySpace: DW_MSPACE_LLVM_group")
    text = re.sub(r", dwarfAddressSpace: \d+", "", text)
    # any leftover xderef (e.g. inside unusual expressions) would be invalid
    text = text.replace("DW_CC_LLVM_OpenCLKernel", "DW_CC_LLVM_DeviceKernel")
    return text, stats


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: diop_rewrite.py in.ll out.ll")
    text = open(sys.argv[1]).read()
    new, st = rewrite(text)
    open(sys.argv[2], "w").write(new)
    print("diop_rewrite: %s: %d declare, %d value, %d global rewritten; %d dropped"
          % (sys.argv[1], st["declare"], st["value"], st["global"], st["dropped"]),
          file=sys.stderr)


if __name__ == "__main__":
    main()
