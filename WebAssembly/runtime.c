// What Embedded Swift asks of the platform when it runs in a browser's WebAssembly, which has no C library: memory
// (posix_memalign, free), the byte routines the compiler calls (memcpy, memmove, memset, memcmp), hashing's seed
// (arc4random_buf) and `round`, which
// `rounded()` becomes (WebAssembly's own `nearest` rounds halves to even; Swift's default rounds them away from zero).
//
// Memory is WebAssembly's linear memory, grown 64 KiB pages at a time as needed. Blocks come in size classes of powers
// of two from 16 bytes; just before the address handed out sit the block's start and its class. A freed block goes on
// its class's list and is handed out again from there. Nothing goes back to the browser: an engine keeps a few layouts
// alive, and the memory they once needed is what it will need again.

typedef __SIZE_TYPE__ size_t;
typedef unsigned int u32;
typedef unsigned long uptr;

extern unsigned char __heap_base;

static uptr next_free_byte = 0;  // the first byte never handed out
static uptr memory_end = 0;      // the end of the memory the module has
static void *free_lists[32];     // freed blocks, by size class

enum { PAGE = 65536, SMALLEST_CLASS = 4, LARGEST_CLASS = 31 };

static int size_class(size_t size) {
    int class = SMALLEST_CLASS;
    while (class < LARGEST_CLASS && ((size_t)1 << class) < size) class++;
    return ((size_t)1 << class) < size ? -1 : class;
}

/// Whether the memory reaches `end`, grown to it if need be.
static int reach(uptr end) {
    if (memory_end == 0) memory_end = __builtin_wasm_memory_size(0) * PAGE;
    if (end <= memory_end) return 1;
    size_t pages = (end - memory_end + PAGE - 1) / PAGE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    memory_end += pages * PAGE;
    return 1;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < 8) alignment = 8;
    int class = size_class(size + alignment + 8);
    if (class < 0) return 12;  // ENOMEM
    unsigned char *block = free_lists[class];
    if (block) {
        free_lists[class] = *(void **)block;
    } else {
        if (next_free_byte == 0) next_free_byte = ((uptr)&__heap_base + 15) & ~(uptr)15;
        uptr start = next_free_byte;
        if (!reach(start + ((uptr)1 << class))) return 12;
        next_free_byte = start + ((uptr)1 << class);
        block = (unsigned char *)start;
    }
    uptr address = ((uptr)block + 8 + alignment - 1) & ~(uptr)(alignment - 1);
    ((u32 *)address)[-2] = (u32)(uptr)block;
    ((u32 *)address)[-1] = (u32)class;
    *result = (void *)address;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    void *block = (void *)(uptr)((u32 *)pointer)[-2];
    int class = (int)((u32 *)pointer)[-1];
    *(void **)block = free_lists[class];
    free_lists[class] = block;
}

void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *to = destination;
    const unsigned char *from = source;
    while (count--) *to++ = *from++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *to = destination;
    const unsigned char *from = source;
    if (to < from) {
        while (count--) *to++ = *from++;
    } else {
        while (count--) to[count] = from[count];
    }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *to = destination;
    while (count--) *to++ = (unsigned char)value;
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (; count; count--, a++, b++) {
        if (*a != *b) return *a - *b;
    }
    return 0;
}

// Swift seeds its hash tables with random bytes, against inputs crafted to collide. A layout engine in a page hashes
// nothing a stranger chooses, and the same bytes each time make its work the same each time.
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    u32 state = 0x9E3779B9u;
    while (count--) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        *bytes++ = (unsigned char)state;
    }
}

double round(double value) {
    double whole = __builtin_trunc(value);
    double rest = value - whole;  // exact: both are doubles of the same binade or smaller
    if (rest >= 0.5) return whole + 1;
    if (rest <= -0.5) return whole - 1;
    return whole;
}

// Embedded Swift stops a program that can go no further (a failed precondition) by calling this.
void abort(void) { __builtin_trap(); }
