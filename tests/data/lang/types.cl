/* types.cl - named types of every kind for `info types` (tests/lang.rs builds it for the
 * host and for gfx90a): a typedef of a base type, a structure and its typedef, an enum with
 * a value that breaks the count and its typedef, a union. */
typedef unsigned int u32;
struct point { int x, y; };
typedef struct point point_t;
enum color { RED, GREEN = 4, BLUE };
union bits { int i; float f; };
typedef enum color color_t;

__kernel void types_kernel(__global int *out, u32 a) {
    point_t p = {1, 2};
    color_t c = BLUE;
    union bits b;
    b.i = (int)a;
    out[0] = p.x + p.y + c + b.i;
}
