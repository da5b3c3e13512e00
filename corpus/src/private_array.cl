/* private_array.cl - private (scratch) arrays with dynamic indexing.
 * Exercises: a per-lane int array indexed by lane data (forces it into
 * scratch memory instead of registers), a private array of structs copied
 * as a whole, and a small histogram in private memory.
 * Results: out[gid*4 .. +3].
 */
#include "shim.h"

typedef struct {
    int key;
    float weight;
} Item;

__kernel void private_array_dynamic_index(__global const int *in,
                                          __global int *out) {
    uint gid = get_global_id(0);
    int arr[32];
    Item items[8];
    int hist[8];

    for (int i = 0; i < 32; i++)
        arr[i] = in[gid] * i + (i ^ 5);
    for (int i = 0; i < 8; i++) {
        items[i].key = arr[(i * 7 + in[gid]) & 31];
        items[i].weight = (float)i * 0.5f;
        hist[i] = 0;
    }

    /* data-dependent index into the private array */
    int idx = in[gid] & 31;
    int picked = arr[idx] + arr[31 - idx];

    /* whole-struct copy with a dynamic index */
    Item t = items[in[gid] & 7];
    items[0] = t;

    /* histogram with dynamic increments */
    for (int i = 0; i < 32; i++)
        hist[arr[i] & 7]++;

    int hsum = 0;
    for (int i = 0; i < 8; i++)
        hsum += hist[i] * (i + 1);

    out[gid * 4 + 0] = picked;
    out[gid * 4 + 1] = items[0].key;
    out[gid * 4 + 2] = (int)(items[0].weight * 10.0f);
    out[gid * 4 + 3] = hsum;
}
