# hdb's extension for LLDB 19, printed by `hdb plugin lldb`.
#
# LLDB connected to `hdb serve` sees waves as threads and reads memory, but it has no
# AMDGPU architecture: it cannot unwind a kernel's frames or read its variables. This file
# makes LLDB ask the stub instead: the stub's `monitor` runs hdb's own commands over the
# kernel at the current stop, so the text is exactly what `hdb debug --remote` prints.
#
# Use, after `gdb-remote HOST:PORT`:   command script import hdb_lldb.py
#
# On a wave (a thread of an hdb stub) these commands ask the stub; on any other thread they
# run LLDB's own command named in brackets:
#   bt [N]                 hdb's backtrace          [thread backtrace]
#   f [N], up [N], down [N] select a frame         [frame select]
#   v [NAME...]            arguments and locals, or the named variables   [frame variable]
#   p EXPR                 hdb's print             [dwim-print]
# and, on waves only:
#   lanes                  the lanes of the wave (hdb's `info lanes`)
#   lane N                 select lane N
#   hdb COMMAND            any hdb debug command that only inspects the stop

import re

import lldb

_WAVE_NAME = re.compile(r"^wave[0-9]+$")
# What `process plugin packet monitor` adds after the stub's text.
_PACKET_TRAILER = re.compile(r"\s*packet: qRcmd,[0-9a-fA-F]*\nresponse: .*\n?\Z")


class _Stub:
    """The wave the stub was last told about (LLDB names threads in each packet and never
    selects one with `Hg`, so the stub follows it only when told)."""

    thread = None


def _wave(exe_ctx):
    """The selected thread's id, when it is a wave of an hdb stub; else None."""
    thread = exe_ctx.GetThread()
    if not thread.IsValid():
        return None
    name = thread.GetName() or ""
    if not _WAVE_NAME.match(name):
        return None
    return thread.GetThreadID()


def _run(debugger, exe_ctx, line):
    """LLDB's own command `line`: its output and error text."""
    result = lldb.SBCommandReturnObject()
    debugger.GetCommandInterpreter().HandleCommand(line, exe_ctx, result)
    return result.GetOutput() or "", result.GetError() or "", result.Succeeded()


def _monitor(debugger, exe_ctx, wave, command):
    """The stub's text for an hdb command, on `wave`."""
    if _Stub.thread is None:
        # The stub starts on the wave LLDB selected at the stop it reported.
        _Stub.thread = wave
    if _Stub.thread != wave:
        _run(debugger, exe_ctx, "process plugin packet monitor thread %d" % wave)
        _Stub.thread = wave
    out, err, _ = _run(debugger, exe_ctx, "process plugin packet monitor " + command)
    return _PACKET_TRAILER.sub("\n", out).rstrip("\n") + "\n" if out.strip() else "", err


def _answer(result, text, error=""):
    if text:
        result.write(text)
    if error:
        result.SetError(error.rstrip("\n"))


def _wave_or_lldb(hdb_command, lldb_command):
    """A command that asks the stub on a wave and runs LLDB's `lldb_command` elsewhere (a
    command line to which the arguments are added, or a function making one from them)."""

    def command(debugger, args, exe_ctx, result, _internal):
        args = args.strip()
        wave = _wave(exe_ctx)
        if wave is None:
            if callable(lldb_command):
                line = lldb_command(args)
            else:
                line = (lldb_command + " " + args).strip()
            out, err, _ = _run(debugger, exe_ctx, line)
            _answer(result, out, err)
            return
        text, err = _monitor(debugger, exe_ctx, wave, (hdb_command + " " + args).strip())
        _answer(result, text, err)

    return command


def _wave_only(hdb_command):
    def command(debugger, args, exe_ctx, result, _internal):
        wave = _wave(exe_ctx)
        if wave is None:
            result.SetError("this command needs a wave of an hdb stub (hdb serve)")
            return
        text, err = _monitor(debugger, exe_ctx, wave, (hdb_command + " " + args.strip()).strip())
        _answer(result, text, err)

    return command


def variables(debugger, args, exe_ctx, result, internal):
    """`v`: the named variables (hdb's print), else the frame's arguments and locals."""
    wave = _wave(exe_ctx)
    if wave is None:
        out, err, _ = _run(debugger, exe_ctx, ("frame variable " + args).strip())
        _answer(result, out, err)
        return
    names = args.split()
    text = ""
    if names:
        for name in names:
            out, err = _monitor(debugger, exe_ctx, wave, "print " + name)
            text += out + err
    else:
        for command in ("info args", "info locals"):
            out, err = _monitor(debugger, exe_ctx, wave, command)
            text += out + err
    _answer(result, text)


backtrace = _wave_or_lldb("backtrace", "thread backtrace")
frame = _wave_or_lldb("frame", "frame select")
up = _wave_or_lldb("up", lambda args: "frame select --relative %s" % (args or "1"))
down = _wave_or_lldb("down", lambda args: "frame select --relative -%s" % (args or "1"))
print_value = _wave_or_lldb("print", "dwim-print")
lanes = _wave_only("info lanes")
lane = _wave_only("lane")
hdb = _wave_only("")


def __lldb_init_module(debugger, _internal):
    for name, function in (
        ("bt", "backtrace"),
        ("f", "frame"),
        ("up", "up"),
        ("down", "down"),
        ("v", "variables"),
        ("p", "print_value"),
        ("lanes", "lanes"),
        ("lane", "lane"),
        ("hdb", "hdb"),
    ):
        debugger.HandleCommand(
            "command script add --overwrite --function %s.%s %s" % (__name__, function, name)
        )
