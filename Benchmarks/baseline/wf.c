/* The baseline diffstep's trace is measured against: a plain full-matrix Wagner-Fischer.
 * 32-bit costs and one decision byte per cell (the co-optimal set and the chosen move, like
 * diffstep's), then a backtrace. Tokens are bytes. Prints the same two lines as
 * `diffstep trace --format summary`.  Build: gcc -O3 -march=native -o wf wf.c (make bench)
 *
 * Branch-free, as the fastest plain version: each cell's co-optimal set is built from three
 * comparisons (no `if` per cell) and the chosen move is one lookup in a 16-entry table made
 * once from the policy, so the inner loop has no data-dependent branch. (An earlier version
 * picked the move with a chain of conditionals per cell and ran about 1.5 times slower.)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned char *slurp(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (fread(bytes, 1, (size_t)size, file) != (size_t)size) { perror(path); exit(2); }
    fclose(file);
    *length = (size_t)size;
    return bytes;
}

enum { MATCH = 1, SUBSTITUTE = 2, INSERT = 4, DELETE = 8 };

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: wf SOURCE_FILE TARGET_FILE\n"); return 2; }
    size_t m, n;
    unsigned char *a = slurp(argv[1], &m), *b = slurp(argv[2], &n);
    size_t width = n + 1;
    int32_t *cost = malloc((m + 1) * width * sizeof *cost);
    uint8_t *decision = malloc((m + 1) * width);
    cost[0] = 0;
    decision[0] = 0;
    for (size_t j = 1; j <= n; j++) { cost[j] = (int32_t)j; decision[j] = INSERT | (2 << 4); }
    /* For each co-optimal set, the decision byte: the set and, in the high nibble, the move the
     * deepdiff policy takes (a match, else delete, insert, substitute). */
    uint8_t lookup[16];
    for (int set = 0; set < 16; set++) {
        int chosen = (set & MATCH) ? 0 : (set & DELETE) ? 3 : (set & INSERT) ? 2 : 1;
        lookup[set] = (uint8_t)(set | (set ? chosen << 4 : 0));
    }
    for (size_t i = 1; i <= m; i++) {
        const int32_t *above = cost + (i - 1) * width;
        int32_t *here = cost + i * width;
        uint8_t *decided = decision + i * width;
        const unsigned char token = a[i - 1];
        here[0] = (int32_t)i;
        decided[0] = DELETE | (3 << 4);
        int32_t left = (int32_t)i;
        for (size_t j = 1; j <= n; j++) {
            int32_t mismatch = token != b[j - 1];
            int32_t diagonal = above[j - 1] + mismatch, up = above[j];
            int32_t side = up < left ? up : left;
            int32_t best = diagonal < side + 1 ? diagonal : side + 1;
            unsigned set = (unsigned)(diagonal == best) << mismatch | (unsigned)(left + 1 == best) << 2 |
                           (unsigned)(up + 1 == best) << 3;
            here[j] = best;
            decided[j] = lookup[set];
            left = best;
        }
    }
    size_t i = m, j = n, length = 1;
    while (i > 0 || j > 0) {
        switch (decision[i * width + j] >> 4) {
        case 0: case 1: i--; j--; break;
        case 2: j--; break;
        default: i--; break;
        }
        length++;
    }
    printf("distance %d\npath %zu\n", cost[m * width + n], length);
    return 0;
}
