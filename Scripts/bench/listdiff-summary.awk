# Reads package-benchmark's text tables for the ListDiff suite and prints one line per
# benchmark: its name, the median wall-clock time and the moves it reported.
/^(Heckel|stdlib)/ { name = $0; next }
/Time \(wall clock\)/ {
  split($0, cell, "│"); unit = cell[2]
  sub(/.*\(wall clock\) \(/, "", unit); sub(/\).*/, "", unit)
  gsub(/ /, "", cell[5]); time = cell[5] " " unit
}
/│ moves/ {
  split($0, cell, "│"); gsub(/ /, "", cell[5])
  printf "%-48s p50 %-8s  moves %s%s\n", name, time, cell[5], (cell[2] ~ /\(K\)/ ? "k" : "")
}
