#!/usr/bin/env python3
"""Runs diffstep in a pseudo-terminal, presses keys, quits, and checks the terminal was restored.

Usage: pty-stepper.py BINARY [ARGS...]. Keys come from PTY_KEYS (Python escapes, one key per
comma, each written whole as a terminal would; default right, right, left, q). PTY_SIGNAL=TERM
(or INT, HUP) sends that signal instead of the last key, and the exit status must then be
128 + its number. PTY_EXPECT holds texts separated by `|` that the screens must show, in that
order (each searched after the previous one). Prints one line per check and exits non-zero
when one fails.
"""
import os, pty, select, signal, sys, termios, time, tty

def read_all(fd, seconds):
    out = b""
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    return out

def main():
    argv = sys.argv[1:]
    spec = os.environ.get("PTY_KEYS", "\\x1b[C,\\x1b[C,\\x1b[D,q")
    keys = [k.encode().decode("unicode_escape").encode("latin-1") for k in spec.split(",")]
    signal_name = os.environ.get("PTY_SIGNAL", "")
    use_signal = signal_name != ""
    sent = getattr(signal, "SIG" + signal_name) if use_signal else 0
    expected = [e.encode() for e in os.environ.get("PTY_EXPECT", "").split("|") if e]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ.setdefault("LANG", "en_US.UTF-8")
        os.execv(argv[0], argv)
    import fcntl, struct
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    before = termios.tcgetattr(fd)
    output = read_all(fd, 1.5)
    for key in keys[:-1] if use_signal else keys:
        os.write(fd, key)
        output += read_all(fd, 0.2)
    if use_signal:
        os.kill(pid, sent)
    output += read_all(fd, 1.5)
    _, status = os.waitpid(pid, 0)
    after = termios.tcgetattr(fd)
    checks = [
        ("entered the alternate screen", b"\x1b[?1049h" in output),
        ("hid the cursor", b"\x1b[?25l" in output),
        ("drew a step counter", b"step " in output or "단계".encode() in output),
        ("showed the cursor again", output.rfind(b"\x1b[?25h") > output.rfind(b"\x1b[?25l")),
        ("left the alternate screen", output.rfind(b"\x1b[?1049l") > output.rfind(b"\x1b[?1049h")),
        ("terminal settings restored", (after[3] & termios.ICANON) and (after[3] & termios.ECHO)),
        ("exited with status %d" % (128 + sent if use_signal else 0),
         os.WIFEXITED(status) and os.WEXITSTATUS(status) == (128 + sent if use_signal else 0)),
    ]
    position = 0
    for text in expected:
        found = output.find(text, position)
        checks.append(("showed " + repr(text.decode()), found >= 0))
        position = found + len(text) if found >= 0 else position
    failed = False
    for name, ok in checks:
        print(("ok   " if ok else "FAIL ") + name)
        failed |= not ok
    if failed:
        sys.stdout.write(repr(output[-2000:]) + "\n")
    sys.exit(1 if failed else 0)

main()
