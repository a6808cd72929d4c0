import sys
import edlib
a = open(sys.argv[1], encoding="utf-8").read()
b = open(sys.argv[2], encoding="utf-8").read()
print(edlib.align(a, b, task=sys.argv[3] if len(sys.argv) > 3 else "distance")["editDistance"])
