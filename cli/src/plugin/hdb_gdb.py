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
# On a wave (a thread of an hdb stub):
#   backtrace (bt, where, bt full, bt N)   gdb's own command: an unwinder gives gdb the wave's
#                                         frames and a frame filter decorates them with hdb's
#                                         functions, arguments, lines and locals
#   frame (f), up, down, info locals, info args, print (p)
#                                         replaced by commands that print hdb's text (gdb's
#                                         own print frames and values through its DWARF
#                                         reader, which cannot read a kernel's)
#   info lanes, lane N, hdb COMMAND       new (`hdb` runs any hdb command that only inspects)
# On any other thread the unwinder and the frame filter stand aside, and the replaced
# commands fall back to this file's own version of gdb's behaviour, built on gdb's Python
# API (frames, blocks, values, the value history): gdb 13 cannot call a built-in command
# it has replaced.

import re

import gdb
import gdb.frames
from gdb.FrameDecorator import FrameDecorator
from gdb.unwinder import Unwinder, register_unwinder

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


class _Stub:
    """The wave the stub's hdb session is on, as far as this file knows."""

    wave = None


def _new_stop(_event=None):
    # The kernel ran: the stub opens a new session on the wave that stopped, gdb's too.
    _Stub.wave = None


gdb.events.stop.connect(_new_stop)
gdb.events.cont.connect(_new_stop)
gdb.events.exited.connect(_new_stop)


def _monitor(command):
    """The text of `monitor COMMAND` on gdb's selected wave. The stub follows gdb's `Hg`,
    but gdb sends none while it has the wave's registers (`thread apply`): the stub is told
    when the wave changes (`thread N`, which selects the wave's first active lane)."""
    thread = gdb.selected_thread()
    wave = thread.ptid[1] or thread.ptid[2]
    if _Stub.wave is None:
        _Stub.wave = wave
    elif _Stub.wave != wave:
        gdb.execute("monitor thread %d" % wave, to_string=True)
        _Stub.wave = wave
    return gdb.execute("monitor " + command, to_string=True)


# ----- frames: gdb's own backtrace on a wave -----

_FRAME_LINE = re.compile(r"^#([0-9]+) +(?:(0x[0-9a-fA-F]+) in )?(.*)$")
_AT_LINE = re.compile(r"^ at (.*):([0-9]+)$")


class _HdbFrame:
    """One frame of hdb's backtrace, from its text."""

    def __init__(self, level, address, function, args, filename, line):
        self.level = level
        self.address = address
        self.function = function
        self.args = args
        self.filename = filename
        self.line = line


def _top_level(text, start=0):
    """Each character of `text` from `start` that lies outside quotes, as (index, character,
    bracket depth before it)."""
    depth = 0
    quote = None
    i = start
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        else:
            yield i, c, depth
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
        i += 1


def _closing(text, start):
    """The index of the parenthesis closing the one at `start` (quotes and nesting kept)."""
    for i, c, depth in _top_level(text, start):
        if c in ")]}" and depth == 1:
            return i
    return -1


def _split_top(text):
    """`a=1, b={2, 3}` as [`a=1`, `b={2, 3}`]."""
    parts = []
    start = 0
    for i, c, depth in _top_level(text):
        if c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def _parse_backtrace(text):
    """hdb's backtrace lines as frames (other lines, such as `Backtrace stopped`, left out)."""
    frames = []
    for line in text.splitlines():
        m = _FRAME_LINE.match(line)
        if not m:
            continue
        level, address, rest = int(m.group(1)), m.group(2), m.group(3)
        open_at = rest.find(" (")
        close_at = _closing(rest, open_at + 1) if open_at >= 0 else -1
        if close_at < 0:
            continue
        args = []
        for arg in _split_top(rest[open_at + 2 : close_at]):
            name, _, value = arg.partition("=")
            args.append((name, value))
        at = _AT_LINE.match(rest[close_at + 1 :])
        frames.append(
            _HdbFrame(
                level,
                int(address, 16) if address else None,
                rest[:open_at],
                args,
                at.group(1) if at else None,
                int(at.group(2)) if at else None,
            )
        )
    return frames


class _Cache:
    """The frames of each wave at this stop (the call stack is the wave's; only the values
    differ from lane to lane)."""

    frames = {}


def _forget(_event=None):
    _Cache.frames = {}


gdb.events.stop.connect(_forget)
gdb.events.cont.connect(_forget)
gdb.events.exited.connect(_forget)
gdb.events.memory_changed.connect(_forget)
gdb.events.register_changed.connect(_forget)


def _register(pending_frame, names):
    """The first of `names` the architecture has, with its value in `pending_frame`."""
    for name in names:
        try:
            return name, pending_frame.read_register(name)
        except ValueError:
            continue
    return None, None


class _FrameId:
    def __init__(self, sp, pc):
        self.sp = sp
        self.pc = pc


class _WaveUnwinder(Unwinder):
    """The wave's frames as hdb unwinds them: each frame's caller has the PC hdb found and a
    made-up stack pointer (the frame's identity; the wave's real stack is elsewhere)."""

    def __init__(self):
        super().__init__("hdb waves")

    def __call__(self, pending_frame):
        if not _on_wave():
            return None
        # Reading a register first makes gdb select the wave on the stub (`Hg`).
        pc_name, pc = _register(pending_frame, ("pc", "rip"))
        sp_name, sp = _register(pending_frame, ("sp", "rsp"))
        if pc is None or sp is None:
            return None
        wave = gdb.selected_thread().ptid
        if wave not in _Cache.frames:
            _Cache.frames[wave] = _parse_backtrace(_monitor("backtrace"))
        frames = _Cache.frames[wave]
        level = pending_frame.level()
        if level > len(frames):
            return None
        # Past the outermost frame: a frame at PC 0, where gdb stops (its own unwinders
        # would ask for registers hdb's frames do not save).
        if level == len(frames):
            here = 0
        elif frames[level].address is not None:
            here = frames[level].address
        else:
            here = int(pc)
        caller = frames[level + 1] if level + 1 < len(frames) else None
        caller_pc = (caller.address or 0) if caller else 0
        info = pending_frame.create_unwind_info(
            _FrameId(gdb.Value(0x1000 * (level + 1)).cast(sp.type), gdb.Value(here).cast(pc.type))
        )
        info.add_saved_register(pc_name, gdb.Value(caller_pc).cast(pc.type))
        info.add_saved_register(sp_name, gdb.Value(0x1000 * (level + 2)).cast(sp.type))
        return info


register_unwinder(None, _WaveUnwinder(), replace=True)
# Frames gdb built before this file was sourced were unwound by gdb's own unwinders.
gdb.invalidate_cached_frames()

# hdb's text for a value reaches gdb's frame printing as a tagged scalar that a pretty-printer
# turns back into the text (gdb prints frame arguments only from gdb.Values).
_TAG_TYPE = gdb.lookup_type("long").const().volatile()
_TAG = 0x6864620000000000
_TEXTS = []


class _Text:
    def __init__(self, text):
        self.text = text

    def to_string(self):
        return self.text


def _text_printer(value):
    if value.type.strip_typedefs() != _TAG_TYPE:
        return None
    index = int(value) - _TAG
    if 0 <= index < len(_TEXTS):
        return _Text(_TEXTS[index])
    return None


gdb.pretty_printers.append(_text_printer)


def _text_value(text):
    if len(_TEXTS) > 100000:
        del _TEXTS[:]
    _TEXTS.append(text)
    return gdb.Value(_TAG + len(_TEXTS) - 1).cast(_TAG_TYPE)


class _Variable:
    def __init__(self, name, text):
        self.name = name
        self.text = text

    def symbol(self):
        return self.name

    def value(self):
        return _text_value(self.text)


def _variables(text):
    """`info locals` text as (name, value) pairs."""
    pairs = []
    for line in text.splitlines():
        name, sep, value = line.partition(" = ")
        if sep:
            pairs.append(_Variable(name, value))
    return pairs


class _WaveFrame(FrameDecorator):
    def __init__(self, base, frame):
        super().__init__(base)
        self.frame = frame

    def function(self):
        return self.frame.function

    def address(self):
        return self.frame.address

    def filename(self):
        return self.frame.filename

    def line(self):
        return self.frame.line

    def frame_args(self):
        return [_Variable(name, value) for name, value in self.frame.args]

    def frame_locals(self):
        # `bt full`: the frame's locals as hdb prints them, then the selection back.
        selected = gdb.selected_frame().level()
        _monitor("frame %d" % self.frame.level)
        text = _monitor("info locals")
        _monitor("frame %d" % selected)
        variables = _variables(text)
        if not variables:
            # gdb prints nothing for a frame filter's frame without locals; hdb prints its
            # `No locals.` under the frame, at the locals' indentation.
            for line in text.splitlines():
                if line.strip():
                    gdb.write(_LOCALS_INDENT + line.strip() + "\n")
        return variables


class _WaveFrameFilter:
    def __init__(self):
        self.name = "hdb waves"
        self.priority = 100
        self.enabled = True
        gdb.frame_filters[self.name] = self

    def filter(self, frames):
        if not _on_wave():
            return frames
        hdb_frames = _parse_backtrace(_monitor("backtrace"))
        _Backtrace.frames = len(hdb_frames)
        return self.decorate(hdb_frames, frames)

    @staticmethod
    def decorate(hdb_frames, frames):
        for frame in hdb_frames:
            try:
                base = next(frames)
            except (StopIteration, gdb.error):
                return
            yield _WaveFrame(base, frame)


_WaveFrameFilter()

# `bt full`'s locals as gdb indents them under a frame.
_LOCALS_INDENT = " " * 8


class _Backtrace:
    """How many frames the wave's last backtrace had (set by the frame filter)."""

    frames = None


# gdb's own function (this file may be sourced more than once).
_execute_frame_filters = getattr(
    gdb.frames.execute_frame_filters, "gdb_own", gdb.frames.execute_frame_filters
)


def _frames_then_more(frames):
    yield from frames
    # After the last frame printed: what hdb prints when a limit left frames out.
    gdb.write("(More stack frames follow...)\n")


def _execute_wave_frame_filters(frame, frame_low, frame_high):
    # gdb prints `(More stack frames follow...)` only when no frame filter runs; `bt N` on a
    # wave says it as hdb does.
    _Backtrace.frames = None
    frames = _execute_frame_filters(frame, frame_low, frame_high)
    if (
        frames is not None
        and _Backtrace.frames is not None
        and frame_low >= 0
        and frame_high >= 0
        and _Backtrace.frames > frame_high + 1
    ):
        return _frames_then_more(frames)
    return frames


# gdb looks the function up in gdb.frames each time it prints a backtrace.
_execute_wave_frame_filters.gdb_own = _execute_frame_filters
gdb.frames.execute_frame_filters = _execute_wave_frame_filters


def _select_gdb_frame(text):
    """Selects gdb's frame at the level hdb's text starts with (`#N  …`)."""
    m = _FRAME_LINE.match(text.split("\n", 1)[0])
    if not m:
        return
    frame = gdb.newest_frame()
    for _ in range(int(m.group(1))):
        older = frame.older()
        if older is None:
            return
        frame = older
    frame.select()


def _ask(command, arg):
    """Runs an hdb command on the stub and prints its text."""
    arg = arg.strip()
    line = command + (arg if arg.startswith("/") else " " + arg)
    text = _monitor(line.strip())
    gdb.write(text)
    return text


# ----- gdb's behaviour on threads that are not waves (gdb 13 has no way to call a replaced
# built-in command) -----


def _function_block(frame):
    try:
        block = frame.block()
    except RuntimeError:
        return None
    while block is not None and block.function is None:
        block = block.superblock
    return block


def _argument_text(value):
    # gdb's `print frame-arguments scalars`: aggregates print as `...`.
    code = value.type.strip_typedefs().code
    if code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION, gdb.TYPE_CODE_ARRAY):
        return "..."
    return value.format_string()


def _frame_line(frame):
    """A frame as gdb's `frame` prints it: its line, then the source line."""
    sal = frame.find_sal()
    name = frame.name() or "??"
    text = "#%-2d " % frame.level()
    if sal.symtab is None or frame.level() > 0 or frame.pc() != sal.pc:
        text += "0x%016x in " % frame.pc()
    args = []
    block = _function_block(frame)
    if block is not None:
        for symbol in block:
            if symbol.is_argument:
                args.append("%s=%s" % (symbol.name, _argument_text(symbol.value(frame))))
    text += "%s (%s)" % (name, ", ".join(args))
    if sal.symtab is None:
        return text + "\n"
    text += " at %s:%d\n" % (sal.symtab.filename, sal.line)
    try:
        with open(sal.symtab.fullname()) as source:
            lines = source.read().splitlines()
        text += "%d\t%s\n" % (sal.line, lines[sal.line - 1])
    except (OSError, IndexError):
        pass
    return text


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

    def __init__(self, name, hdb_command, fallback, category=gdb.COMMAND_STACK, moves=False):
        super().__init__(name, category)
        self.hdb_command = hdb_command
        self.fallback = fallback
        self.moves = moves

    def invoke(self, arg, from_tty):
        self.dont_repeat()
        if not _on_wave():
            self.fallback(arg)
            return
        text = _ask(self.hdb_command, arg)
        if self.moves:
            # gdb's selection follows hdb's (`bt full`, `info frame` use it).
            _select_gdb_frame(text)


_WaveCommand("frame", "frame", _fallback_frame, moves=True)
_WaveCommand("up", "up", lambda arg: _fallback_move(arg, True), moves=True)
_WaveCommand("down", "down", lambda arg: _fallback_move(arg, False), moves=True)
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
