# hdb's extension for GNU gdb 13 (gdb, gdb-multiarch), printed by `hdb plugin gdb`.
#
# Stock gdb connected to `hdb serve` sees waves as threads, registers and memory, but its
# DWARF reader cannot evaluate a kernel's frames and variables (DW_OP_LLVM_* locations,
# AMDGPU CFA rules). This file makes gdb ask the stub instead: the stub's `monitor` runs
# hdb's own commands over the kernel at the current stop, so the text is exactly what
# `hdb debug --remote` prints.
#
# Use, after `target remote HOST:PORT`:   source hdb.py
#
# On a wave (a thread of an hdb stub) these commands ask the stub:
#   backtrace (bt, where), frame (f), up, down, info locals, info args, print (p)
#   info lanes, lane N                      (new commands)
#   hdb COMMAND                             (any hdb debug command that only inspects)
# gdb 13 cannot call a built-in command it has replaced, so on any other thread the
# replaced commands fall back to this file's own version of gdb's behaviour, built on gdb's
# Python API (frames, blocks, values and the value history).

import re

import gdb

_WAVE_NAME = re.compile(r"^wave[0-9]+$")


def _on_wave():
    """Whether the selected thread is a wave of an hdb stub."""
    thread = gdb.selected_thread()
    if thread is None or not thread.is_valid():
        return False
    connection = gdb.selected_inferior().connection
    if connection is None or connection.type not in ("remote", "extended-remote"):
        return False
    return bool(thread.name and _WAVE_NAME.match(thread.name))


def _monitor(command):
    """The text of `monitor COMMAND`. The stub follows gdb's selected wave by itself: gdb
    selects it (`Hg`) before it reads the wave's registers, as it does on every switch."""
    return gdb.execute("monitor " + command, to_string=True)


def _ask(command, arg):
    """Runs an hdb command on the stub and prints its text."""
    arg = arg.strip()
    line = command + (arg if arg.startswith("/") else " " + arg)
    gdb.write(_monitor(line.strip()))


# ----- gdb's behaviour on threads that are not waves (gdb 13 has no way to call a replaced
# built-in command) -----


def _frame_line(frame):
    sal = frame.find_sal()
    name = frame.name() or "??"
    text = "#%-2d " % frame.level()
    if sal.symtab is None or frame.level() > 0:
        text += "0x%016x in " % frame.pc()
    text += name + " ()"
    if sal.symtab is not None:
        text += " at %s:%d" % (sal.symtab.filename, sal.line)
    return text + "\n"


def _fallback_backtrace(arg):
    frame = gdb.newest_frame()
    limit = int(arg) if arg.strip().isdigit() else None
    count = 0
    while frame is not None and (limit is None or count < limit):
        gdb.write(_frame_line(frame))
        frame = frame.older()
        count += 1


def _select(frame):
    frame.select()
    gdb.write(_frame_line(frame))


def _fallback_frame(arg):
    frame = gdb.selected_frame()
    if arg.strip():
        level = int(arg.strip(), 0)
        frame = gdb.newest_frame()
        for _ in range(level):
            frame = frame.older()
            if frame is None:
                raise gdb.GdbError("No frame at level %s." % arg.strip())
    _select(frame)


def _fallback_move(arg, older):
    count = int(arg.strip(), 0) if arg.strip() else 1
    frame = gdb.selected_frame()
    for _ in range(count):
        step = frame.older() if older else frame.newer()
        if step is None:
            if older:
                raise gdb.GdbError("Initial frame selected; you cannot go up.")
            raise gdb.GdbError("Bottom (innermost) frame selected; you cannot go down.")
        frame = step
    _select(frame)


def _fallback_variables(arguments):
    frame = gdb.selected_frame()
    try:
        block = frame.block()
    except RuntimeError:
        raise gdb.GdbError("No symbol table info available.")
    printed = False
    while block is not None:
        for symbol in block:
            if symbol.is_argument == arguments and (symbol.is_variable or symbol.is_argument):
                gdb.write("%s = %s\n" % (symbol.name, symbol.value(frame).format_string()))
                printed = True
        if block.function is not None:
            break
        block = block.superblock
    if not printed:
        gdb.write("No arguments.\n" if arguments else "No locals.\n")


def _fallback_print(arg):
    arg = arg.strip()
    fmt = None
    if arg.startswith("/"):
        fmt, _, arg = arg[1:].partition(" ")
    value = gdb.parse_and_eval(arg) if arg else gdb.history(0)
    number = gdb.add_history(value)
    text = value.format_string(format=fmt[-1]) if fmt else value.format_string()
    gdb.write("$%d = %s\n" % (number, text))


# ----- the commands -----


class _WaveCommand(gdb.Command):
    """Asks the stub on a wave; gdb's behaviour elsewhere."""

    def __init__(self, name, hdb_command, fallback, category=gdb.COMMAND_STACK):
        super().__init__(name, category)
        self.hdb_command = hdb_command
        self.fallback = fallback

    def invoke(self, arg, from_tty):
        self.dont_repeat()
        if _on_wave():
            _ask(self.hdb_command, arg)
        else:
            self.fallback(arg)


_WaveCommand("backtrace", "backtrace", _fallback_backtrace)
_WaveCommand("frame", "frame", _fallback_frame)
_WaveCommand("up", "up", lambda arg: _fallback_move(arg, True))
_WaveCommand("down", "down", lambda arg: _fallback_move(arg, False))
_WaveCommand("info locals", "info locals", lambda arg: _fallback_variables(False))
_WaveCommand("info args", "info args", lambda arg: _fallback_variables(True))
_WaveCommand("print", "print", _fallback_print, gdb.COMMAND_DATA)


class _WaveOnly(gdb.Command):
    """A command that exists only for waves."""

    def __init__(self, name, hdb_command, category=gdb.COMMAND_STACK):
        super().__init__(name, category)
        self.hdb_command = hdb_command

    def invoke(self, arg, from_tty):
        self.dont_repeat()
        if not _on_wave():
            raise gdb.GdbError("`%s` needs a wave of an hdb stub (hdb serve)." % self.hdb_command)
        _ask(self.hdb_command, arg)


_WaveOnly("info lanes", "info lanes", gdb.COMMAND_STATUS)
_WaveOnly("lane", "lane")
_WaveOnly("hdb", "", gdb.COMMAND_USER)
