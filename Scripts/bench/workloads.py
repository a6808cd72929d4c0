"""Writes the side-by-side workloads (fixed seeds) into OUT: random and near-identical texts
for the distance, 3000-token texts for the trace, 100,000-line files for the line diff."""
import random
import sys

out = sys.argv[1]
rng = random.Random(20240601)
LETTERS = "abcdefghijklmnopqrstuvwxyz     "


def text(n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


def mutate(tokens, edits, fresh):
    """`edits` random deletes, inserts and substitutions; `fresh()` makes a new token."""
    tokens = list(tokens)
    for _ in range(edits):
        i = rng.randrange(len(tokens))
        kind = rng.randrange(3)
        if kind == 0:
            del tokens[i]
        elif kind == 1:
            tokens.insert(i, fresh())
        else:
            tokens[i] = fresh()
    return tokens


def write(name, content):
    with open(f"{out}/{name}", "w", encoding="utf-8") as f:
        f.write(content)


for name, n in [("trace-a", 3000), ("trace-b", 3000), ("random-a-100k", 100_000), ("random-b-100k", 100_000)]:
    write(f"{name}.txt", text(n))
for label, n in [("100k", 100_000), ("1m", 1_000_000)]:
    base = text(n)
    write(f"near-a-{label}.txt", base)
    write(f"near-b-{label}.txt", "".join(mutate(base, n // 100, lambda: rng.choice(LETTERS))))

WORDS = ["let", "var", "func", "return", "if", "else", "{", "}", "x", "y", "value", "count", "=", "+",
         "(", ")", "self", "items", "index", "guard", "for", "in"]


def line():
    return "    " * rng.randrange(0, 3) + " ".join(rng.choice(WORDS) for _ in range(rng.randrange(0, 9)))


lines = [line() for _ in range(100_000)]
write("lines-a.txt", "\n".join(lines) + "\n")
write("lines-b.txt", "\n".join(mutate(lines, 1000, line)) + "\n")
# Last, so the workloads above keep their texts: random text at 1M (rapidfuzz and edlib
# both take seconds there).
for name in ["random-a-1m", "random-b-1m"]:
    write(f"{name}.txt", text(1_000_000))
