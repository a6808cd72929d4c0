# Reads package-benchmark's text tables for the ListDiff suite and prints one line per
# benchmark (its name, the median wall-clock time and the moves it reported), then the ratio
# of Heckel with the fewest moves to DifferenceKit's algorithm on each workload (same run).
/^(Heckel|DifferenceKit|stdlib)/ { name = $0; next }
/Time \(wall clock\)/ {
  split($0, cell, "│"); unit = cell[2]
  sub(/.*\(wall clock\) \(/, "", unit); sub(/\).*/, "", unit)
  gsub(/ /, "", cell[5]); time = cell[5] " " unit
  scale = unit == "s" ? 1000 : unit == "ms" ? 1 : unit == "μs" || unit == "us" ? 0.001 : 0.000001
  ms[name] = cell[5] * scale
}
/│ moves/ {
  split($0, cell, "│"); gsub(/ /, "", cell[5])
  printf "%-48s p50 %-8s  moves %s%s\n", name, time, cell[5], (cell[2] ~ /\(K\)/ ? "k" : "")
}
END {
  for (n in ms) if (n ~ /^Heckel optimal moves, /) {
    workload = n; sub(/^Heckel optimal moves, /, "", workload)
    other = "DifferenceKit port moves, " workload
    if (other in ms && ms[other] > 0)
      printf "ratio, fewest moves / DifferenceKit, %-22s %.2fx\n", workload, ms[n] / ms[other]
  }
}
