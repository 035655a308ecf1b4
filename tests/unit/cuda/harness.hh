// SPDX-License-Identifier: BSD-3-Clause
/**
 * Test harness of the GPU tests: a fixture that skips where no CUDA device exists, host
 * matrices with guard bands (padding between the rows and the leading dimension, and margins
 * around every matrix) packed into one buffer per batch with a device mirror, poison values for
 * what must never be read, and the checks: every element the routine may write is compared
 * with a host reference within an elementwise error bound; every other element, inputs
 * included, must come back bit for bit.
 *
 * References are computed in wider precision (float -> double, double -> long double), so
 * their own rounding is negligible next to the bound.
 */
#pragma once

#include <gtest/gtest.h>

#include <batchblas/cuda.hh>

#include <cuda_runtime_api.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "common/scalar.hh"

namespace gpu_test {

using batchblas::Diag;
using batchblas::Layout;
using batchblas::Op;
using batchblas::Side;
using batchblas::Uplo;

inline bool have_device()
{
    int count = 0;
    return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

/** Skips the test (with a message) where no CUDA device is usable. */
#define GPU_TEST_REQUIRE_DEVICE()                                         \
    do {                                                                  \
        if (!::gpu_test::have_device()) GTEST_SKIP() << "no CUDA device"; \
    } while (0)

inline void cuda_ok(cudaError_t e, char const* what)
{
    if (e != cudaSuccess)
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

/**
 * Waits until uploads have landed. A cudaMemcpy from pageable host memory may return before its
 * data reaches the device, and it runs on the legacy default stream, which does not order with a
 * queue's non-blocking stream: a call launched right after could read the old contents.
 */
inline void settle_uploads()
{
    cuda_ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

template <typename T>
struct Wide {
    using type = double;
};
template <>
struct Wide<double> {
    using type = long double;
};
template <typename R>
struct Wide<std::complex<R>> {
    using type = std::complex<typename Wide<R>::type>;
};
template <typename T>
using wide_t = typename Wide<T>::type;

using test::is_complex_v;
using test::is_nan;
using test::nan_value;
using test::real_t;

template <typename T>
T conj_if(T x, bool c)
{
    return c ? test::conj(x) : x;
}

/** Uniform in [-1, 1] (both parts for complex): never zero data, never trivially structured. */
template <typename T>
T random_value(std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    if constexpr (is_complex_v<T>)
        return T(real_t<T>(u(rng)), real_t<T>(u(rng)));
    else
        return T(u(rng));
}

inline char const* name(Op o)
{
    return o == Op::NoTrans ? "N" : o == Op::Trans ? "T" : "C";
}
inline char const* name(Layout l)
{
    return l == Layout::ColMajor ? "col" : "row";
}
inline char const* name(Side s)
{
    return s == Side::Left ? "L" : "R";
}
inline char const* name(Uplo u)
{
    return u == Uplo::Lower ? "lo" : "up";
}
inline char const* name(Diag d)
{
    return d == Diag::Unit ? "U" : "N";
}

/** One matrix of a batch: rows x cols in `layout`, its storage a slice of the batch buffer. */
struct Mat {
    int64_t rows = 0, cols = 0, ld = 1;
    size_t offset = 0;  // first element (after the front margin)
    size_t span = 0;    // elements from offset to the end of the stored matrix
};

/**
 * A batch's matrices in one host buffer (and its device copy). Each matrix gets a margin of
 * `margin` elements on both sides and `pad` extra elements per leading dimension; all of it is
 * filled with random data, so guard elements have known, distinct values. The defaults (odd
 * margins and padding) misalign most matrices and lines for paired accesses; margin = pad = 0
 * packs the matrices back to back, as a dense strided batch (the kernels' aligned paths).
 */
template <typename T>
class Store {
public:
    explicit Store(Layout layout, uint64_t seed, int64_t line_pad = 3, size_t guard = 5)
        : margin(guard), pad(line_pad), layout_(layout), rng_(seed)
    {
    }
    size_t const margin;
    int64_t const pad;
    /** Leading dimensions rounded up to a multiple of this (with margins of a multiple too:
     *  every line of every matrix aligned to it, whatever its length). */
    int64_t line_multiple = 1;

    Store(Store const&) = delete;
    Store& operator=(Store const&) = delete;
    ~Store()
    {
        if (device_ != nullptr) cudaFree(device_);
    }

    Mat add(int64_t rows, int64_t cols)
    {
        Mat m;
        m.rows = rows;
        m.cols = cols;
        int64_t const lead = layout_ == Layout::ColMajor ? rows : cols;
        int64_t const other = layout_ == Layout::ColMajor ? cols : rows;
        m.ld = std::max<int64_t>(1, lead) + pad;
        m.ld = (m.ld + line_multiple - 1) / line_multiple * line_multiple;
        m.span = size_t(m.ld * std::max<int64_t>(other, 1));
        m.offset = host_.size() + margin;
        for (size_t i = 0; i < m.span + 2 * margin; ++i) host_.push_back(random_value<T>(rng_));
        return m;
    }

    T& at(Mat const& m, int64_t i, int64_t j)
    {
        return host_[m.offset + size_t(layout_ == Layout::ColMajor ? i + j * m.ld : i * m.ld + j)];
    }
    T at(Mat const& m, int64_t i, int64_t j) const
    {
        return host_[m.offset + size_t(layout_ == Layout::ColMajor ? i + j * m.ld : i * m.ld + j)];
    }
    /** Position in the buffer of element (i, j). */
    size_t index(Mat const& m, int64_t i, int64_t j) const
    {
        return m.offset + size_t(layout_ == Layout::ColMajor ? i + j * m.ld : i * m.ld + j);
    }

    /** Uploads everything; keeps the uploaded values as the reference for guard checks. */
    void upload()
    {
        if (device_ != nullptr) cudaFree(device_);
        cuda_ok(cudaMalloc(reinterpret_cast<void**>(&device_), host_.size() * sizeof(T)),
                "cudaMalloc");
        cuda_ok(cudaMemcpy(device_, host_.data(), host_.size() * sizeof(T), cudaMemcpyHostToDevice),
                "cudaMemcpy");
        settle_uploads();
        original_ = host_;
    }
    void download()
    {
        result_.resize(host_.size());
        cuda_ok(
            cudaMemcpy(result_.data(), device_, host_.size() * sizeof(T), cudaMemcpyDeviceToHost),
            "cudaMemcpy");
    }
    /** Host-only runs (the harness's own test through the CPU library): the result buffer starts
     *  as a copy of the inputs and is written in place, as the device copy would be. */
    void host_run_begin()
    {
        original_ = host_;
        result_ = host_;
    }
    T* result_data(Mat const& m) { return result_.data() + m.offset; }
    T* device(Mat const& m) const { return device_ + m.offset; }
    /** The host copy of a matrix (before upload: to prepare inputs in place, e.g. factors). */
    T* host_data(Mat const& m) { return host_.data() + m.offset; }
    T result(Mat const& m, int64_t i, int64_t j) const { return result_[index(m, i, j)]; }

    /** Marks element positions the routine may write (all others must be unchanged). */
    void writable(size_t index) { writable_.push_back(index); }

    /** Elements outside writable() positions that changed: the guard violations. */
    std::vector<size_t> changed_outside() const
    {
        std::vector<char> allowed(host_.size(), 0);
        for (size_t i : writable_) allowed[i] = 1;
        std::vector<size_t> bad;
        for (size_t i = 0; i < host_.size(); ++i) {
            if (allowed[i]) continue;
            if (std::memcmp(&original_[i], &result_[i], sizeof(T)) != 0) bad.push_back(i);
        }
        return bad;
    }

    Layout layout() const { return layout_; }
    std::mt19937_64& rng() { return rng_; }

private:
    Layout layout_;
    std::mt19937_64 rng_;
    std::vector<T> host_, original_, result_;
    std::vector<size_t> writable_;
    T* device_ = nullptr;
};

/** Collects mismatches of one call and reports the first few. */
class Report {
public:
    explicit Report(std::string call) : call_(std::move(call)) {}

    template <typename T, typename W>
    void compare(T got, W want, double bound, std::string const& where)
    {
        ++checked_;
        bool ok;
        if (is_nan(want))
            ok = is_nan(got);
        else {
            double const err = double(std::abs(W(got) - want));
            ok = !is_nan(got) && err <= bound;
        }
        if (!ok) {
            ++failed_;
            if (failed_ <= 5) {
                std::ostringstream s;
                s << where << ": got " << got << ", want " << want << " (bound " << bound << ")";
                messages_.push_back(s.str());
            }
        }
    }
    void guard(size_t changed)
    {
        if (changed > 0) {
            failed_ += changed;
            messages_.push_back(std::to_string(changed) +
                                " element(s) outside the output changed (guard bands, unreferenced "
                                "triangle, padding or inputs)");
        }
    }
    void expect_ok() const
    {
        std::ostringstream s;
        for (auto const& m : messages_) s << "\n  " << m;
        EXPECT_EQ(failed_, 0u) << call_ << ": " << failed_ << " of " << checked_
                               << " elements wrong" << s.str();
        EXPECT_GT(checked_, 0u) << call_ << ": nothing checked";
    }

private:
    std::string call_;
    size_t checked_ = 0, failed_ = 0;
    std::vector<std::string> messages_;
};

/** The edge sizes: both sides of every tile edge (16, 32, 64) and of a few multiples. */
inline std::vector<int64_t> edge_sizes()
{
    return {1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 96, 127, 130};
}

/** Element (i, j) of op(X) for X stored in the store. */
template <typename T>
T op_at(Store<T> const& s, Mat const& x, Op op, int64_t i, int64_t j)
{
    if (op == Op::NoTrans) return s.at(x, i, j);
    return conj_if(s.at(x, j, i), op == Op::ConjTrans);
}

template <typename T>
double eps()
{
    return double(std::numeric_limits<real_t<T>>::epsilon());
}

/** Error bound for a sum of `terms` products with magnitude sum `magnitude`. */
template <typename T>
double bound(int64_t terms, double magnitude)
{
    double const c = is_complex_v<T> ? 8.0 : 4.0;
    return c * double(terms + 2) * eps<T>() * magnitude + 4 * std::numeric_limits<real_t<T>>::min();
}

template <typename T>
std::vector<T*> device_pointers(Store<T> const& s, std::vector<Mat> const& mats)
{
    std::vector<T*> v;
    for (auto const& m : mats) v.push_back(s.device(m));
    return v;
}

/** A device array holding a copy of a host vector, freed with it. */
template <typename V>
class DeviceArray {
public:
    explicit DeviceArray(std::vector<V> const& host)
    {
        cuda_ok(cudaMalloc(reinterpret_cast<void**>(&ptr_),
                           std::max<size_t>(1, host.size()) * sizeof(V)),
                "cudaMalloc");
        if (!host.empty())
            cuda_ok(cudaMemcpy(ptr_, host.data(), host.size() * sizeof(V), cudaMemcpyHostToDevice),
                    "cudaMemcpy");
        settle_uploads();
        size_ = host.size();
    }
    ~DeviceArray() { cudaFree(ptr_); }
    DeviceArray(DeviceArray const&) = delete;
    DeviceArray& operator=(DeviceArray const&) = delete;
    V* get() const { return ptr_; }
    std::vector<V> read() const
    {
        std::vector<V> host(size_);
        if (size_ > 0)
            cuda_ok(cudaMemcpy(host.data(), ptr_, size_ * sizeof(V), cudaMemcpyDeviceToHost),
                    "cudaMemcpy");
        return host;
    }

private:
    V* ptr_ = nullptr;
    size_t size_ = 0;
};

using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;

/** Random scalar whose magnitude is about 1 (never 0 or 1 by accident). */
template <typename T>
T random_scalar(std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> u(0.5, 1.5);
    std::bernoulli_distribution sign(0.5);
    double const re = sign(rng) ? u(rng) : -u(rng);
    if constexpr (is_complex_v<T>)
        return T(real_t<T>(re), real_t<T>(u(rng) - 1.0));
    else
        return T(re);
}

}  // namespace gpu_test
