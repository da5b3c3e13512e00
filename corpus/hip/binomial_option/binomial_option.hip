// binomial_option: prices European call options on a recombining binomial
// tree (Cox-Ross-Rubinstein). One work-group per option: work-item i owns leaf
// i of the tree, and the tree is folded back one time step per iteration in
// shared memory, with a barrier between the reads and the writes of each step.
// The host prices the same options with the same float arithmetic and checks
// every price, then checks the tree against the Black-Scholes formula.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                                  \
    do {                                                                                 \
        hipError_t err_ = (expr);                                                        \
        if (err_ != hipSuccess) {                                                        \
            fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr,    \
                    hipGetErrorName(err_), hipGetErrorString(err_));                     \
            exit(2);                                                                     \
        }                                                                                \
    } while (0)

constexpr int kSteps = 255;           // time steps per tree
constexpr int kLeaves = kSteps + 1;   // = work-group size
constexpr int kOptions = 64;

struct Option {
    float spot, strike, years;
};

struct Market {
    float rate, volatility;
};

// Tree parameters of one option, shared by host and device.
struct Tree {
    float up;        // price factor of an up move
    float p_up;      // discounted risk-neutral probability of an up move
    float p_down;    // discounted risk-neutral probability of a down move
};

__host__ __device__ Tree make_tree(Option o, Market m) {
    float dt = o.years / kSteps;
    float up = expf(m.volatility * sqrtf(dt));
    float down = 1.0f / up;
    float growth = expf(m.rate * dt);
    float discount = 1.0f / growth;
    float p = (growth - down) / (up - down);
    return Tree{up, p * discount, (1.0f - p) * discount};
}

__host__ __device__ float leaf_payoff(Option o, Tree t, int i) {
    // spot * up^(2i - steps): i up moves and (steps - i) down moves
    float price = o.spot * powf(t.up, (float)(2 * i - kSteps));
    float v = price - o.strike;
    return v > 0.0f ? v : 0.0f;
}

__global__ void price_options(const Option *options, Market market, float *prices) {
    __shared__ float value[kLeaves];
    const int i = threadIdx.x;
    const Option o = options[blockIdx.x];
    const Tree t = make_tree(o, market);

    value[i] = leaf_payoff(o, t, i);
    __syncthreads();

    for (int step = kSteps; step > 0; step--) {
        float down = value[i];
        float up = i + 1 < kLeaves ? value[i + 1] : 0.0f;
        __syncthreads();
        if (i < step) {
            value[i] = t.p_up * up + t.p_down * down;
        }
        __syncthreads();
    }
    if (i == 0) {
        prices[blockIdx.x] = value[0];
    }
}

static float price_on_host(Option o, Market m) {
    Tree t = make_tree(o, m);
    std::vector<float> value(kLeaves);
    for (int i = 0; i < kLeaves; i++) value[i] = leaf_payoff(o, t, i);
    for (int step = kSteps; step > 0; step--)
        for (int i = 0; i < step; i++) value[i] = t.p_up * value[i + 1] + t.p_down * value[i];
    return value[0];
}

static double black_scholes_call(Option o, Market m) {
    double s = o.spot, k = o.strike, t = o.years, r = m.rate, v = m.volatility;
    double d1 = (log(s / k) + (r + 0.5 * v * v) * t) / (v * sqrt(t));
    double d2 = d1 - v * sqrt(t);
    auto cdf = [](double x) { return 0.5 * erfc(-x / sqrt(2.0)); };
    return s * cdf(d1) - k * exp(-r * t) * cdf(d2);
}

int main() {
    const Market market{0.02f, 0.30f};
    std::vector<Option> options(kOptions);
    unsigned seed = 12345u;
    auto uniform = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) * (1.0f / 16777216.0f);
    };
    for (auto &o : options) {
        o.spot = 10.0f + 90.0f * uniform();
        o.strike = o.spot * (0.8f + 0.4f * uniform());
        o.years = 0.25f + 2.0f * uniform();
    }

    Option *d_options = nullptr;
    float *d_prices = nullptr;
    HIP_CHECK(hipMalloc(&d_options, kOptions * sizeof(Option)));
    HIP_CHECK(hipMalloc(&d_prices, kOptions * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_options, options.data(), kOptions * sizeof(Option),
                        hipMemcpyHostToDevice));

    price_options<<<kOptions, kLeaves>>>(d_options, market, d_prices);
    HIP_CHECK(hipGetLastError());

    std::vector<float> prices(kOptions);
    HIP_CHECK(hipMemcpy(prices.data(), d_prices, kOptions * sizeof(float),
                        hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d_options));
    HIP_CHECK(hipFree(d_prices));

    int wrong = 0;
    double worst_bs = 0.0;
    for (int k = 0; k < kOptions; k++) {
        float expected = price_on_host(options[k], market);
        if (fabsf(prices[k] - expected) > 1e-4f * (1.0f + fabsf(expected))) {
            if (wrong < 5)
                printf("option %d: device %.6f, host %.6f\n", k, prices[k], expected);
            wrong++;
        }
        double bs = black_scholes_call(options[k], market);
        worst_bs = fmax(worst_bs, fabs(prices[k] - bs) / (1.0 + bs));
    }
    printf("%d options, %d steps: option 0 = %.4f (Black-Scholes %.4f)\n", kOptions, kSteps,
           prices[0], black_scholes_call(options[0], market));
    printf("largest relative distance to Black-Scholes: %.5f\n", worst_bs);
    bool ok = wrong == 0 && worst_bs < 0.01;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}
