/* The baseline diffstep's trace is measured against: a plain full-matrix Wagner-Fischer.
 * 32-bit costs and one decision byte per cell (the co-optimal set and the chosen move, like
 * diffstep's), then a backtrace. Tokens are bytes. Prints the same two lines as
 * `diffstep trace --format summary`.  Build: gcc -O3 -march=native -o wf wf.c (make bench; -O2 measured the same)
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
    for (size_t i = 1; i <= m; i++) {
        int32_t *above = cost + (i - 1) * width, *here = cost + i * width;
        uint8_t *decided = decision + i * width;
        here[0] = (int32_t)i;
        decided[0] = DELETE | (3 << 4);
        for (size_t j = 1; j <= n; j++) {
            int equal = a[i - 1] == b[j - 1];
            int32_t diagonal = above[j - 1] + !equal, up = above[j] + 1, left = here[j - 1] + 1;
            int32_t best = diagonal < up ? diagonal : up;
            if (left < best) best = left;
            uint8_t set = (diagonal == best ? (equal ? MATCH : SUBSTITUTE) : 0) | (left == best ? INSERT : 0) |
                          (up == best ? DELETE : 0);
            /* deepdiff: a match, else delete, insert, substitute */
            uint8_t chosen = (set & MATCH) ? 0 : (set & DELETE) ? 3 : (set & INSERT) ? 2 : 1;
            here[j] = best;
            decided[j] = set | (uint8_t)(chosen << 4);
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
