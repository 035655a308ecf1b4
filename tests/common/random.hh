// SPDX-License-Identifier: BSD-3-Clause
/**
 * Deterministic random numbers for the unit tests' data: uniform in [-1, 1] in every part, the
 * same sequence for the same seed on every run.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>

#include "common/scalar.hh"

namespace test {

/** Deterministic uniform numbers in [-1, 1] (both parts for complex types). */
class Random {
public:
    explicit Random(uint64_t seed) : engine_(seed * 0x9E3779B97F4A7C15ull + 12345) {}

    double uniform() { return std::uniform_real_distribution<double>(-1.0, 1.0)(engine_); }

    template <typename T>
    T next()
    {
        double const re = uniform();
        double const im = uniform();
        return make<T>(re, im);
    }

private:
    std::mt19937_64 engine_;
};

template <typename T>
void fill_random(T* data, size_t count, uint64_t seed)
{
    Random random(seed);
    for (size_t i = 0; i < count; ++i) data[i] = random.next<T>();
}

}  // namespace test
