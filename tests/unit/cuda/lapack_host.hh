// SPDX-License-Identifier: BSD-3-Clause
/**
 * The host side of the GPU LAPACK tests (lapack_harness.hh): dense column-major matrices in
 * double (complex double) for references and residuals (product, op, 1-norm), the copies of a
 * batch's inputs and results, and the pivot arrays of a batch with their guarded device copy.
 */
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "harness.hh"

namespace gpu_test {
namespace lapack {

template <typename T>
using host_t = std::conditional_t<is_complex_v<T>, std::complex<double>, double>;

template <typename H>
H cj(H x)
{
    if constexpr (std::is_same_v<H, double>)
        return x;
    else
        return std::conj(x);
}

/** A column-major host matrix in double (complex double) for the residuals. */
template <typename H>
struct Dense {
    int64_t rows = 0, cols = 0;
    std::vector<H> v;
    Dense() = default;
    Dense(int64_t r, int64_t c) : rows(r), cols(c), v(size_t(r * c), H(0)) {}
    H& operator()(int64_t i, int64_t j) { return v[size_t(i + j * rows)]; }
    H operator()(int64_t i, int64_t j) const { return v[size_t(i + j * rows)]; }
};

template <typename H>
double norm1(Dense<H> const& a)
{
    double best = 0;
    for (int64_t j = 0; j < a.cols; ++j) {
        double s = 0;
        for (int64_t i = 0; i < a.rows; ++i) s += std::abs(a(i, j));
        if (!(s <= best)) best = s;  // NaN propagates
    }
    return best;
}

template <typename H>
Dense<H> mul(Dense<H> const& a, Dense<H> const& b)
{
    Dense<H> c(a.rows, b.cols);
    for (int64_t j = 0; j < b.cols; ++j)
        for (int64_t l = 0; l < a.cols; ++l) {
            H const x = b(l, j);
            if (x == H(0)) continue;
            for (int64_t i = 0; i < a.rows; ++i) c(i, j) += a(i, l) * x;
        }
    return c;
}

template <typename H>
Dense<H> op_of(Dense<H> const& a, Op op)
{
    if (op == Op::NoTrans) return a;
    Dense<H> t(a.cols, a.rows);
    for (int64_t j = 0; j < a.cols; ++j)
        for (int64_t i = 0; i < a.rows; ++i) t(j, i) = op == Op::ConjTrans ? cj(a(i, j)) : a(i, j);
    return t;
}

template <typename T>
Dense<host_t<T>> input_of(Store<T> const& s, Mat const& m)
{
    Dense<host_t<T>> d(m.rows, m.cols);
    for (int64_t j = 0; j < m.cols; ++j)
        for (int64_t i = 0; i < m.rows; ++i) d(i, j) = host_t<T>(s.at(m, i, j));
    return d;
}

template <typename T>
Dense<host_t<T>> result_of(Store<T> const& s, Mat const& m)
{
    Dense<host_t<T>> d(m.rows, m.cols);
    for (int64_t j = 0; j < m.cols; ++j)
        for (int64_t i = 0; i < m.rows; ++i) d(i, j) = host_t<T>(s.result(m, i, j));
    return d;
}

/** Pivot arrays of a batch in one host buffer and its device copy, each with a guard margin of
 *  distinct sentinel values on both sides. */
class Pivots {
public:
    static constexpr size_t margin = 2;
    ~Pivots()
    {
        if (device_ != nullptr) cudaFree(device_);
    }
    /** Room for k pivots; returns the offset of the first. */
    size_t add(int64_t k)
    {
        size_t const offset = host_.size() + margin;
        size_t const total = size_t(std::max<int64_t>(k, 0)) + 2 * margin;
        for (size_t i = 0; i < total; ++i) host_.push_back(-1000 - int64_t(host_.size()));
        return offset;
    }
    int64_t& host(size_t offset, int64_t i) { return host_[offset + size_t(i)]; }
    void writable(size_t offset, int64_t k)
    {
        for (int64_t i = 0; i < k; ++i) writable_.push_back(offset + size_t(i));
    }
    void upload()
    {
        if (device_ != nullptr) cudaFree(device_);
        size_t const bytes = std::max<size_t>(1, host_.size()) * sizeof(int64_t);
        cuda_ok(cudaMalloc(reinterpret_cast<void**>(&device_), bytes), "cudaMalloc");
        if (!host_.empty())
            cuda_ok(cudaMemcpy(device_, host_.data(), host_.size() * sizeof(int64_t),
                               cudaMemcpyHostToDevice),
                    "cudaMemcpy");
        settle_uploads();
    }
    void download()
    {
        result_.resize(host_.size());
        if (!host_.empty())
            cuda_ok(cudaMemcpy(result_.data(), device_, host_.size() * sizeof(int64_t),
                               cudaMemcpyDeviceToHost),
                    "cudaMemcpy");
    }
    int64_t* device(size_t offset) const { return device_ + offset; }
    int64_t result(size_t offset, int64_t i) const { return result_[offset + size_t(i)]; }
    /** Host-only runs: results start as the inputs, written in place. */
    void host_run_begin() { result_ = host_; }
    int64_t* result_data(size_t offset) { return result_.data() + offset; }
    size_t changed_outside() const
    {
        std::vector<char> allowed(host_.size(), 0);
        for (size_t i : writable_) allowed[i] = 1;
        size_t bad = 0;
        for (size_t i = 0; i < host_.size(); ++i)
            if (!allowed[i] && host_[i] != result_[i]) ++bad;
        return bad;
    }

private:
    std::vector<int64_t> host_, result_;
    std::vector<size_t> writable_;
    int64_t* device_ = nullptr;
};

}  // namespace lapack
}  // namespace gpu_test
