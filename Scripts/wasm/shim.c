// The C library engine.wasm needs and wasm32-unknown-none has none of: the allocator the
// Embedded Swift runtime calls, memcmp (String and Array equality) and arc4random_buf
// (the Hasher seed of Dictionary and Set), and the normalization lookups of String == and
// hashing, given here without their tables (below). No imports: the module runs with `{}`.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

// Blocks of 2^k bytes (k = 4 ... 31), each preceded by a 16-byte header holding k; freed
// blocks wait on a free list per k, so repeated traces reuse memory instead of growing it.
#define HEADER 16
static uintptr_t next_free_byte;
static void *free_lists[32];

static int size_class(size_t size) {
    int k = 4;
    while (((size_t)1 << k) < size + HEADER) k++;
    return k;
}

static void *take(int k, size_t alignment) {
    if (!next_free_byte) next_free_byte = (uintptr_t)&__heap_base;
    uintptr_t start = (next_free_byte + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    uintptr_t end = start - HEADER + ((uintptr_t)1 << k);
    uintptr_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have) {
        uintptr_t pages = (end - have + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    next_free_byte = end;
    ((uint32_t *)start)[-1] = (uint32_t)k;
    return (void *)start;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < 16) alignment = 16;
    int k = size_class(size);
    void *block = free_lists[k];
    if (block && ((uintptr_t)block & (alignment - 1)) == 0) {
        free_lists[k] = *(void **)block;
    } else {
        block = take(k, alignment);
        if (!block) return 12;  // ENOMEM
    }
    *out = block;
    return 0;
}

void free(void *block) {
    if (!block) return;
    int k = (int)((uint32_t *)block)[-1];
    *(void **)block = free_lists[k];
    free_lists[k] = block;
}

int memcmp(const void *a, const void *b, size_t count) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < count; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

// A fixed xorshift: hashing only needs to be spread, not secret, inside one page.
void arc4random_buf(void *buffer, size_t count) {
    static uint64_t state = 0x9E3779B97F4A7C15ull;
    unsigned char *out = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        out[i] = (unsigned char)state;
    }
}

// 128-bit multiplication, which compiler-rt would give (Double to text needs it).
typedef union {
    __int128 all;
    struct { uint64_t low, high; } s;
} word128;

__int128 __multi3(__int128 a, __int128 b) {
    word128 x = {.all = a}, y = {.all = b}, r;
    uint64_t a0 = x.s.low & 0xFFFFFFFFu, a1 = x.s.low >> 32;
    uint64_t b0 = y.s.low & 0xFFFFFFFFu, b1 = y.s.low >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    r.s.low = (p00 & 0xFFFFFFFFu) | (middle << 32);
    r.s.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + x.s.low * y.s.high + x.s.high * y.s.low;
    return r.all;
}

// Unicode normalization without its tables (31 KB in every part). String == and hashing bring
// a text to NFC first; the loader (Templates/engine.js) hands the engine NFC text only
// (`normalize("NFC")`), and a text already in NFC is its own normal form, so "every scalar is
// normalized, combining class 0" is exact for it. Hangul is exact in any form: the standard
// library composes and decomposes syllables by arithmetic, and these data say what the real
// tables say of the conjoining vowels and tails (NFC_QC Maybe: they join the letter before
// them), so decomposed 한 equals composed 한 here as in the CLI. docs/WASM.md, "Normalization".
uint16_t _swift_stdlib_getNormData(uint32_t scalar) {
    int vowel = scalar >= 0x1161 && scalar <= 0x1175, tail = scalar >= 0x11A8 && scalar <= 0x11C2;
    return vowel || tail ? 4 : 0;
}

// No scalar decomposes but a Hangul syllable (arithmetic): an entry that names another scalar
// (0, which never gets here) says "no decomposition".
uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar) {
    (void)scalar;
    return 0;
}

// No pair composes but Hangul's (arithmetic): UINT32_MAX says "no composition".
uint32_t _swift_stdlib_getComposition(uint32_t first, uint32_t second) {
    (void)first, (void)second;
    return UINT32_MAX;
}

const uint8_t *const _swift_stdlib_nfd_decompositions = 0;
