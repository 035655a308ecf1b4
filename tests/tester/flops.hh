// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/flops.hh
 * Floating-point operation counts of one problem, for the Gflop/s column.
 *
 * Multiplications and additions are counted separately as in LAPACK Working Note 41 (the
 * fmuls_* / fadds_* formulas) and weighted as in BLAS++ and MAGMA: one real operation each for
 * real types; for complex types a multiplication costs 6 real operations (4 multiplications,
 * 2 additions) and an addition 2. Routines to come (Level 1/2, LAPACK) add their pair here.
 */
#pragma once

#include <batchblas.h>

#include <complex>
#include <type_traits>

namespace tester::flops {

// ----------------------------------------------------------------- LAWN 41 counts, Level 3
inline double fmuls_gemm(double m, double n, double k)
{
    return m * n * k;
}
inline double fadds_gemm(double m, double n, double k)
{
    return m * n * k;
}

inline double fmuls_symm(blas_side_t side, double m, double n)
{
    return side == BlasLeft ? fmuls_gemm(m, n, m) : fmuls_gemm(m, n, n);
}
inline double fadds_symm(blas_side_t side, double m, double n)
{
    return side == BlasLeft ? fadds_gemm(m, n, m) : fadds_gemm(m, n, n);
}

inline double fmuls_syrk(double n, double k)
{
    return 0.5 * k * n * (n + 1);
}
inline double fadds_syrk(double n, double k)
{
    return 0.5 * k * n * (n + 1);
}

inline double fmuls_syr2k(double n, double k)
{
    return k * n * n;
}
inline double fadds_syr2k(double n, double k)
{
    return k * n * n + n;
}

inline double fmuls_trmm(blas_side_t side, double m, double n)
{
    return side == BlasLeft ? 0.5 * n * m * (m + 1) : 0.5 * m * n * (n + 1);
}
inline double fadds_trmm(blas_side_t side, double m, double n)
{
    return side == BlasLeft ? 0.5 * n * m * (m - 1) : 0.5 * m * n * (n - 1);
}

// ----------------------------------------------------------------------------- weighting
/** Real operations of fmuls multiplications and fadds additions in T arithmetic. */
template <typename T>
double weighted(double fmuls, double fadds)
{
    constexpr bool complex = !std::is_floating_point_v<T>;
    return complex ? 6 * fmuls + 2 * fadds : fmuls + fadds;
}

template <typename T>
double gemm(double m, double n, double k)
{
    return weighted<T>(fmuls_gemm(m, n, k), fadds_gemm(m, n, k));
}
template <typename T>
double symm(blas_side_t side, double m, double n)
{
    return weighted<T>(fmuls_symm(side, m, n), fadds_symm(side, m, n));
}
template <typename T>
double hemm(blas_side_t side, double m, double n)
{
    return symm<T>(side, m, n);
}
template <typename T>
double syrk(double n, double k)
{
    return weighted<T>(fmuls_syrk(n, k), fadds_syrk(n, k));
}
template <typename T>
double herk(double n, double k)
{
    return syrk<T>(n, k);
}
template <typename T>
double syr2k(double n, double k)
{
    return weighted<T>(fmuls_syr2k(n, k), fadds_syr2k(n, k));
}
template <typename T>
double her2k(double n, double k)
{
    return syr2k<T>(n, k);
}
template <typename T>
double trmm(blas_side_t side, double m, double n)
{
    return weighted<T>(fmuls_trmm(side, m, n), fadds_trmm(side, m, n));
}
/** trsm costs what trmm costs (LAWN 41). */
template <typename T>
double trsm(blas_side_t side, double m, double n)
{
    return trmm<T>(side, m, n);
}

}  // namespace tester::flops
