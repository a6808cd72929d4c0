"""edlib's alignment path of two files, printed: the distance, then the extended CIGAR string.
Aligned as edlib.align(target, source): edlib's query is our target, so its I and D mean what
diffstep's insert and delete mean (docs/trace.md, "The alignment as a CIGAR line")."""
import sys
import edlib
a = open(sys.argv[1], encoding="utf-8").read()
b = open(sys.argv[2], encoding="utf-8").read()
result = edlib.align(b, a, task="path")
print(result["editDistance"])
print(result["cigar"])
