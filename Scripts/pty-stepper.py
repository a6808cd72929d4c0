#!/usr/bin/env python3
"""Runs diffstep in a pseudo-terminal, presses keys, quits, and checks the terminal was restored.

Usage: pty-stepper.py BINARY [ARGS...]; keys come from PTY_KEYS (Python escapes, one key per
comma, each written whole as a terminal would; default right, right, left, q) and PTY_SIGNAL=TERM sends SIGTERM instead of the last key.
Prints one line per check and exits non-zero when one fails.
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
    use_signal = os.environ.get("PTY_SIGNAL") == "TERM"
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
        os.kill(pid, signal.SIGTERM)
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
        ("exited normally", os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0),
    ]
    failed = False
    for name, ok in checks:
        print(("ok   " if ok else "FAIL ") + name)
        failed |= not ok
    if failed:
        sys.stdout.write(repr(output[-2000:]) + "\n")
    sys.exit(1 if failed else 0)

main()
