import sys
from rapidfuzz.distance import Levenshtein
a = open(sys.argv[1], encoding="utf-8").read()
b = open(sys.argv[2], encoding="utf-8").read()
print(Levenshtein.distance(a, b))
