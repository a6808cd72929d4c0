#!/usr/bin/env python3
"""Runs diffstep in a pseudo-terminal, presses keys, quits, and checks the terminal was restored.

Usage: pty-stepper.py BINARY [ARGS...]. Keys come from PTY_KEYS (Python escapes, one key per
comma, each written whole as a terminal would; default right, right, left, q; `silent:K` for a
key K that changes nothing on screen). PTY_SIGNAL=TERM
(or INT, HUP) sends that signal instead of the last key, and the exit status must then be
128 + its number. PTY_EXPECT holds texts separated by `|` that the screens must show, in that
order (each searched after the previous one). Prints one line per check and exits non-zero
when one fails.

Nothing here sleeps: after each key it waits for the redraw the key causes, and at the end for
the program to close the terminal; PTY_TIMEOUT (default 60 s) bounds each wait, and running
out of it is a failure (a hang), never a guess that the program is done.
"""
import os, pty, select, signal, sys, termios, time, tty

# Every redraw ends with "erase below" (RawTerminal.draw); a key has been handled once one more
# of these has arrived. Waiting fails after TIMEOUT seconds: a hang, not a slow machine.
FRAME_END = b"\x1b[J"
TIMEOUT = float(os.environ.get("PTY_TIMEOUT", "60"))
# A key written `silent:9` changes nothing on screen, so nothing is awaited after it.
SILENT = "silent:"

class Session:
    """The child's output so far, read as it comes."""

    def __init__(self, pid, fd):
        self.pid, self.fd, self.output, self.closed = pid, fd, b"", False

    def wait_for(self, what, done):
        """Reads until done(output) holds; on EOF or after TIMEOUT seconds, fails the run."""
        end = time.monotonic() + TIMEOUT
        while not done(self.output):
            left = end - time.monotonic()
            if self.closed or left <= 0:
                print("FAIL " + ("the program ended" if self.closed else "waited %g s" % TIMEOUT)
                      + " before " + what)
                sys.stdout.write(repr(self.output[-2000:]) + "\n")
                if not self.closed:
                    os.kill(self.pid, signal.SIGKILL)
                sys.exit(1)
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self.read()

    def read(self):
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            chunk = b""
        self.closed |= not chunk
        self.output += chunk

    def frames(self):
        return self.output.count(FRAME_END)

    def press(self, key, redraws=True):
        """Writes a key and waits for the redraw it causes (a key that changes nothing is
        covered by the next key's redraw: the terminal delivers keys in order)."""
        seen = self.frames()
        os.write(self.fd, key)
        if redraws:
            self.wait_for("a redraw after key %r" % key, lambda output: output.count(FRAME_END) > seen)

    def wait_for_exit(self, what):
        self.wait_for("the program ended (%s)" % what, lambda _: self.closed)

def main():
    argv = sys.argv[1:]
    spec = os.environ.get("PTY_KEYS", "\\x1b[C,\\x1b[C,\\x1b[D,q")
    keys = [(k.removeprefix(SILENT).encode().decode("unicode_escape").encode("latin-1"), not k.startswith(SILENT))
            for k in spec.split(",")]
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
    session = Session(pid, fd)
    session.wait_for("the first screen", lambda output: FRAME_END in output)
    for key, redraws in keys[:-1]:
        session.press(key, redraws)
    if use_signal:
        os.kill(pid, sent)
        session.wait_for_exit("SIG" + signal_name)
    else:
        os.write(fd, keys[-1][0])
        session.wait_for_exit("after the last key")
    output = session.output
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
