// SPDX-License-Identifier: BSD-3-Clause
/**
 * Results are bitwise independent of the thread count (docs/reliability.md), for every routine
 * family: Level 3, LAPACK and the Level 1/2 routines, in double and complex float, on batches
 * whose groups span every size class of the CPU kernels (orders 1 to 65: the tiny, exact-size,
 * dense-square, any-size, fused and blocked/recursive paths), in the group form (groups of
 * prime counts, so that chunk boundaries fall inside groups) and with every problem its own size.
 * Each call runs on 1 thread and again on 2, 3, 5 and 8; every output must match to the bit.
 */
#include <gtest/gtest.h>
#include <batchblas.hh>

#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace {

using batchblas::Diag;
using batchblas::Layout;
using batchblas::Op;
using batchblas::Side;
using batchblas::Uplo;

template <typename T>
T conj(T x)
{
    if constexpr (batchblas::is_complex_v<T>)
        return std::conj(x);
    else
        return x;
}

/** The orders of the groups: both sides of every CPU kernel's size limit. */
std::vector<int64_t> const orders = {1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17, 24, 32, 33, 45, 64, 65};
/** Problems a group: primes, so that a chunk boundary leaves runs of every length. */
std::vector<size_t> const counts = {13, 7, 11, 5, 17, 3};

/**
 * The matrices and vectors of one batch: problem p has order n[p]; A n x n (diagonally
 * dominant, Hermitian positive definite where `spd`), B n x nrhs, x and y of n entries.
 */
template <typename T>
struct Batch {
    std::vector<int64_t> n, nrhs;
    std::vector<std::vector<T>> a, b, c, x, y, tau;
    std::vector<std::vector<int64_t>> ipiv;

    Batch(std::vector<int64_t> const& orders_of_problems, bool spd)
    {
        std::mt19937_64 random(7);
        std::uniform_real_distribution<double> value(-1.0, 1.0);
        auto fill = [&](std::vector<T>& v, size_t size) {
            v.resize(size);
            for (T& e : v) {
                if constexpr (batchblas::is_complex_v<T>)
                    e = T(value(random), value(random));
                else
                    e = T(value(random));
            }
        };
        for (int64_t order : orders_of_problems) {
            n.push_back(order);
            nrhs.push_back(order / 2 + 1);
            a.emplace_back(), b.emplace_back(), c.emplace_back(), x.emplace_back(),
                y.emplace_back(), tau.emplace_back(), ipiv.emplace_back(size_t(order));
            fill(a.back(), size_t(order * order));
            fill(b.back(), size_t(order * nrhs.back()));
            fill(c.back(), size_t(order * order));
            fill(x.back(), size_t(order));
            fill(y.back(), size_t(order));
            tau.back().resize(size_t(order));
            auto& m = a.back();
            if (spd) {  // A = A + A^H: the diagonal real; then dominant
                for (int64_t j = 0; j < order; ++j)
                    for (int64_t i = 0; i <= j; ++i) {
                        T const sum = m[size_t(i + j * order)] + conj(m[size_t(j + i * order)]);
                        m[size_t(i + j * order)] = sum;
                        m[size_t(j + i * order)] = conj(sum);
                    }
                for (int64_t i = 0; i < order; ++i)
                    m[size_t(i + i * order)] = T(std::real(m[size_t(i + i * order)]));
            }
            for (int64_t i = 0; i < order; ++i) m[size_t(i + i * order)] += T(2.0 * double(order));
        }
    }

    size_t count() const { return n.size(); }
    template <typename V>
    static std::vector<V*> pointers(std::vector<std::vector<V>>& v)
    {
        std::vector<V*> p;
        for (auto& e : v) p.push_back(e.data());
        return p;
    }
    std::vector<T*> A() { return pointers(a); }
    std::vector<T*> B() { return pointers(b); }
    std::vector<T*> C() { return pointers(c); }
    std::vector<T*> X() { return pointers(x); }
    std::vector<T*> Y() { return pointers(y); }
    std::vector<T*> Tau() { return pointers(tau); }
    std::vector<int64_t*> Ipiv() { return pointers(ipiv); }

    /** Every output, as bytes. */
    std::string bits() const
    {
        std::string out;
        for (auto const* set : {&a, &b, &c, &x, &y, &tau})
            for (auto const& v : *set)
                out.append(reinterpret_cast<char const*>(v.data()), v.size() * sizeof(T));
        for (auto const& v : ipiv)
            out.append(reinterpret_cast<char const*>(v.data()), v.size() * sizeof(int64_t));
        return out;
    }
};

/**
 * A call on one batch shape: `group` (the group form: one group per order) or each problem its
 * own size (the flat form). run(batch, shape) makes the call; the batch then holds the outputs.
 */
struct Shape {
    bool grouped;
    std::vector<int64_t> problem_orders;  ///< the order of each problem
    std::vector<int64_t> group_orders;    ///< grouped: the order of each group
    std::vector<size_t> group_sizes;      ///< grouped: its count

    /** One value per group (grouped) or per problem. */
    template <typename V, typename F>
    std::vector<V> each(F&& f) const
    {
        std::vector<V> v;
        for (int64_t order : grouped ? group_orders : problem_orders) v.push_back(V(f(order)));
        return v;
    }
};

Shape grouped_shape()
{
    Shape s{true, {}, {}, {}};
    for (size_t g = 0; g < orders.size(); ++g) {
        size_t const count = counts[g % counts.size()];
        s.group_orders.push_back(orders[g]);
        s.group_sizes.push_back(count);
        for (size_t i = 0; i < count; ++i) s.problem_orders.push_back(orders[g]);
    }
    return s;
}

Shape variable_shape()
{
    Shape s{false, {}, {}, {}};
    std::mt19937_64 random(11);
    std::uniform_int_distribution<int64_t> order(1, 65);
    for (int i = 0; i < 211; ++i) s.problem_orders.push_back(order(random));
    return s;
}

/** Calls f with the shape's last size argument: the group sizes (group form) or the batch
 *  count (flat form); f makes the call with it, followed by info. */
template <typename F>
void in_form(Shape const& s, F&& f)
{
    if (s.grouped)
        f(s.group_sizes);
    else
        f(s.problem_orders.size());
}

template <typename T>
using Routine = std::function<void(Batch<T>&, Shape const&)>;

template <typename T>
void expect_same_bits(char const* name, Routine<T> const& routine, bool spd = false)
{
#ifndef _OPENMP
    (void)name, (void)routine, (void)spd;
    GTEST_SKIP() << "built without OpenMP";
#else
    int const saved = omp_get_max_threads();
    for (Shape const& shape : {grouped_shape(), variable_shape()}) {
        omp_set_num_threads(1);
        Batch<T> serial(shape.problem_orders, spd);
        routine(serial, shape);
        std::string const expected = serial.bits();
        for (int threads : {2, 3, 5, 8}) {
            omp_set_num_threads(threads);
            Batch<T> parallel(shape.problem_orders, spd);
            routine(parallel, shape);
            EXPECT_TRUE(parallel.bits() == expected)
                << name << " on " << threads << " threads, "
                << (shape.grouped ? "group form" : "every problem its own size");
        }
    }
    omp_set_num_threads(saved);
#endif
}

template <typename T>
class ThreadBits : public ::testing::Test {
};
using Types = ::testing::Types<double, std::complex<float>>;
TYPED_TEST_SUITE(ThreadBits, Types);

auto order = [](int64_t n) { return n; };
auto half = [](int64_t n) { return n / 2 + 1; };

TYPED_TEST(ThreadBits, Level3)
{
    using T = TypeParam;
    expect_same_bits<T>("gemm", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::Trans}, ns, rhs, ns, {T(0.5)},
                            b.A(), ns, b.C(), ns, {T(0.25)}, b.B(), ns, count, info);
        });
    });
    expect_same_bits<T>("symm", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::symm(Layout::ColMajor, {Side::Left}, {Uplo::Lower}, ns, rhs, {T(0.5)}, b.A(),
                            ns, b.C(), ns, {T(0.25)}, b.B(), ns, count, info);
        });
    });
    expect_same_bits<T>("syrk", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), ks = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::syrk(Layout::ColMajor, {Uplo::Upper}, {Op::NoTrans}, ns, ks, {T(0.5)}, b.B(),
                            ns, {T(0.25)}, b.C(), ns, count, info);
        });
    });
    expect_same_bits<T>("syr2k", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), ks = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::syr2k(Layout::ColMajor, {Uplo::Lower}, {Op::NoTrans}, ns, ks, {T(0.5)},
                             b.B(), ns, b.A(), ns, {T(0.25)}, b.C(), ns, count, info);
        });
    });
    expect_same_bits<T>("trmm", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::trmm(Layout::ColMajor, {Side::Left}, {Uplo::Upper}, {Op::NoTrans},
                            {Diag::NonUnit}, ns, rhs, {T(0.5)}, b.A(), ns, b.B(), ns, count, info);
        });
    });
    expect_same_bits<T>("trsm", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::trsm(Layout::ColMajor, {Side::Left}, {Uplo::Lower}, {Op::NoTrans},
                            {Diag::NonUnit}, ns, rhs, {T(0.5)}, b.A(), ns, b.B(), ns, count, info);
        });
    });
    expect_same_bits<T>("trsm right", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::trsm(Layout::RowMajor, {Side::Right}, {Uplo::Upper}, {Op::Trans},
                            {Diag::Unit}, rhs, ns, {T(2.0)}, b.A(), ns, b.B(), ns, count, info);
        });
    });
}

TYPED_TEST(ThreadBits, Lapack)
{
    using T = TypeParam;
    expect_same_bits<T>("getrf + getrs", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::getrf(Layout::ColMajor, ns, ns, b.A(), ns, b.Ipiv(), count, info);
        });
        in_form(s, [&](auto const& count) {
            batchblas::getrs(Layout::ColMajor, {Op::NoTrans}, ns, rhs, b.A(), ns, b.Ipiv(), b.B(),
                             ns, count, info);
        });
    });
    expect_same_bits<T>("getrf + getri", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        in_form(s, [&](auto const& count) {
            batchblas::getrf(Layout::RowMajor, ns, ns, b.A(), ns, b.Ipiv(), count, info);
        });
        in_form(s, [&](auto const& count) {
            batchblas::getri(Layout::RowMajor, ns, b.A(), ns, b.Ipiv(), b.C(), ns, count, info);
        });
    });
    expect_same_bits<T>("gesv", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
        in_form(s, [&](auto const& count) {
            batchblas::gesv(Layout::ColMajor, ns, rhs, b.A(), ns, b.Ipiv(), b.B(), ns, count, info);
        });
    });
    expect_same_bits<T>(
        "potrf + potrs",
        [](Batch<T>& b, Shape const& s) {
            std::vector<int64_t> info;
            auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
            in_form(s, [&](auto const& count) {
                batchblas::potrf(Layout::ColMajor, {Uplo::Lower}, ns, b.A(), ns, count, info);
            });
            in_form(s, [&](auto const& count) {
                batchblas::potrs(Layout::ColMajor, {Uplo::Lower}, ns, rhs, b.A(), ns, b.B(), ns,
                                 count, info);
            });
        },
        true);
    expect_same_bits<T>(
        "posv",
        [](Batch<T>& b, Shape const& s) {
            std::vector<int64_t> info;
            auto const ns = s.each<int64_t>(order), rhs = s.each<int64_t>(half);
            in_form(s, [&](auto const& count) {
                batchblas::posv(Layout::ColMajor, {Uplo::Upper}, ns, rhs, b.A(), ns, b.B(), ns,
                                count, info);
            });
        },
        true);
    expect_same_bits<T>("geqrf", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        in_form(s, [&](auto const& count) {
            batchblas::geqrf(Layout::ColMajor, ns, ns, b.A(), ns, b.Tau(), count, info);
        });
    });
}

TYPED_TEST(ThreadBits, Level12)
{
    using T = TypeParam;
    expect_same_bits<T>("gemv", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        in_form(s, [&](auto const& count) {
            batchblas::gemv(Layout::ColMajor, {Op::Trans}, ns, ns, {T(0.5)}, b.A(), ns, b.X(), {1},
                            {T(0.25)}, b.Y(), {1}, count, info);
        });
    });
    expect_same_bits<T>("trsv", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        in_form(s, [&](auto const& count) {
            batchblas::trsv(Layout::ColMajor, {Uplo::Upper}, {Op::NoTrans}, {Diag::NonUnit}, ns,
                            b.A(), ns, b.X(), {1}, count, info);
        });
    });
    expect_same_bits<T>("axpy", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        in_form(s, [&](auto const& count) {
            batchblas::axpy(ns, {T(0.5)}, b.X(), {1}, b.Y(), {1}, count, info);
        });
    });
    expect_same_bits<T>("dot, nrm2", [](Batch<T>& b, Shape const& s) {
        std::vector<int64_t> info;
        auto const ns = s.each<int64_t>(order);
        std::vector<T> dots(b.count());
        std::vector<batchblas::real_type<T>> norms(b.count());
        in_form(s, [&](auto const& count) {
            batchblas::dot(ns, b.X(), {1}, b.Y(), {1}, dots, count, info);
        });
        in_form(s, [&](auto const& count) { batchblas::nrm2(ns, b.A(), {1}, norms, count, info); });
        for (size_t p = 0; p < b.count(); ++p) {  // the results become outputs to compare
            b.tau[p].assign(1, dots[p]);
            b.x[p].assign(1, T(norms[p]));
        }
    });
}

}  // namespace
