/**
 * The generic GEMM micro-kernel (declared in gemm_kernel.hh) and its instances for the four
 * scalar types with their GemmBlocking register blocks, as Packed and strided variants.
 *
 * Plain C++ for GCC's auto-vectoriser at the file's flags (the baseline ISA here): the
 * accumulators are a small local array that full unrolling (#pragma GCC unroll) turns into
 * registers, the i loop (unit stride in A) is the vector dimension, B entries are broadcast,
 * and __restrict tells the compiler that C does not alias the panels.
 *
 * Complex types use interleaved storage (as std::complex) and never the library's complex
 * multiply (which, without -ffast-math, calls __muldc3 to honour C99 Annex G): each tile keeps
 * two real accumulator sets over the 2*MR interleaved reals of A's column, one for A * Re(b),
 * one for A * Im(b); they vectorise with no shuffle in the k loop and are combined once.
 *
 * Edge tiles: the k loop always runs over full MR x NR panels (zero padded, or full when read
 * in place); only the m x n corner of the result is stored.
 */
#include "cpu/kernels/generic/gemm_kernel.hh"

#include <complex>
#include <cstdint>

namespace batchblas::cpu::generic {

namespace {

/** Writes s = alpha * acc combined with beta * c into c; the real-type store of a tile. */
template <typename R, int MR, int NR>
inline void store_tile(R const (&acc)[NR][MR], R alpha, R beta, R* __restrict c, int64_t ldc, int m,
                       int n)
{
    if (m == MR && n == NR) {
        // Full tile: fixed trip counts so the compiler emits straight vector code.
        if (beta == R(0)) {
#pragma GCC unroll 16
            for (int j = 0; j < NR; ++j)
#pragma GCC unroll 16
                for (int i = 0; i < MR; ++i) c[i + j * ldc] = alpha * acc[j][i];
        }
        else {
#pragma GCC unroll 16
            for (int j = 0; j < NR; ++j)
#pragma GCC unroll 16
                for (int i = 0; i < MR; ++i)
                    c[i + j * ldc] = alpha * acc[j][i] + beta * c[i + j * ldc];
        }
        return;
    }
    // Edge tile: beta == 0 must not read c (NaN in C must not propagate).
    for (int j = 0; j < n; ++j) {
        if (beta == R(0)) {
            for (int i = 0; i < m; ++i) c[i + j * ldc] = alpha * acc[j][i];
        }
        else {
            for (int i = 0; i < m; ++i) c[i + j * ldc] = alpha * acc[j][i] + beta * c[i + j * ldc];
        }
    }
}

/** One complex result entry: c = alpha * s + beta * c, real-arithmetic, beta == 0 not reading c. */
template <typename R>
inline void store_complex(R sr, R si, std::complex<R> alpha, std::complex<R> beta, bool alpha_real,
                          int beta_kind, R* __restrict c)
{
    // A real alpha / beta scales componentwise: cheaper, and like reference BLAS it keeps an Inf
    // in one component from turning the other into NaN (0 * Inf).
    R tr, ti;
    if (alpha_real) {
        tr = alpha.real() * sr;
        ti = alpha.real() * si;
    }
    else {
        tr = alpha.real() * sr - alpha.imag() * si;
        ti = alpha.real() * si + alpha.imag() * sr;
    }
    switch (beta_kind) {
        case 1:  // beta == 1
            tr += c[0];
            ti += c[1];
            break;
        case 2:  // beta real
            tr += beta.real() * c[0];
            ti += beta.real() * c[1];
            break;
        case 3: {  // beta complex
            R const cr = c[0], ci = c[1];
            tr += beta.real() * cr - beta.imag() * ci;
            ti += beta.real() * ci + beta.imag() * cr;
            break;
        }
        default:  // beta == 0: c is not read
            break;
    }
    c[0] = tr;
    c[1] = ti;
}

}  // namespace

template <typename T, int MR, int NR, bool PackedA>
void gemm_micro_kernel(int64_t k, T alpha, T const* __restrict a, int64_t a_step,
                       T const* __restrict b, T beta, T* __restrict c, int64_t ldc, int m, int n)
{
    if constexpr (PackedA) a_step = MR;  // a constant stride folds into the addressing
    // The accumulators start from the first rank-1 update (k >= 1) rather than from zero: a
    // zero-initialised array becomes a memset (rep stos) whose start-up cost is most of the
    // work at the small k of batched problems.
    if constexpr (!is_complex_v<T>) {
        T acc[NR][MR];
#pragma GCC unroll 16
        for (int j = 0; j < NR; ++j)
#pragma GCC unroll 16
            for (int i = 0; i < MR; ++i) acc[j][i] = a[i] * b[j];
        a += a_step;
        b += NR;
        for (int64_t p = 1; p < k; ++p) {
#pragma GCC unroll 16
            for (int j = 0; j < NR; ++j) {
                T const bj = b[j];
#pragma GCC unroll 16
                for (int i = 0; i < MR; ++i) acc[j][i] += a[i] * bj;
            }
            a += a_step;
            b += NR;
        }
        store_tile<T, MR, NR>(acc, alpha, beta, c, ldc, m, n);
    }
    else {
        using R = real_type<T>;
        R const* __restrict ar = reinterpret_cast<R const*>(a);
        R const* __restrict br = reinterpret_cast<R const*>(b);
        // acc_re[j] accumulates A(:, p) * Re(b_pj) over the 2*MR interleaved reals of A's
        // column, acc_im[j] accumulates A(:, p) * Im(b_pj); both vectorise over i without
        // shuffles inside the loop.
        R acc_re[NR][2 * MR];
        R acc_im[NR][2 * MR];
#pragma GCC unroll 16
        for (int j = 0; j < NR; ++j)
#pragma GCC unroll 16
            for (int i = 0; i < 2 * MR; ++i) {
                acc_re[j][i] = ar[i] * br[2 * j];
                acc_im[j][i] = ar[i] * br[2 * j + 1];
            }
        ar += 2 * a_step;
        br += 2 * NR;
        for (int64_t p = 1; p < k; ++p) {
#pragma GCC unroll 16
            for (int j = 0; j < NR; ++j) {
                R const bre = br[2 * j];
                R const bim = br[2 * j + 1];
#pragma GCC unroll 16
                for (int i = 0; i < 2 * MR; ++i) {
                    acc_re[j][i] += ar[i] * bre;
                    acc_im[j][i] += ar[i] * bim;
                }
            }
            ar += 2 * a_step;
            br += 2 * NR;
        }
        // (ar + i ai)(br + i bi) = (ar br - ai bi) + i (ai br + ar bi).
        bool const alpha_real = alpha.imag() == R(0);
        int const beta_kind = beta == T(0) ? 0 : beta == T(1) ? 1 : beta.imag() == R(0) ? 2 : 3;
        R* cr = reinterpret_cast<R*>(c);
        for (int j = 0; j < n; ++j) {
            for (int i = 0; i < m; ++i) {
                R const sr = acc_re[j][2 * i] - acc_im[j][2 * i + 1];
                R const si = acc_re[j][2 * i + 1] + acc_im[j][2 * i];
                store_complex<R>(sr, si, alpha, beta, alpha_real, beta_kind,
                                 cr + 2 * (i + j * ldc));
            }
        }
    }
}

// ---------------------------------------------------------------------------------- instances
// Per type, at its register block: one instance for a packed A, one for A read in place.

template <typename T>
constexpr int mr = GemmBlocking<T>::mr;
template <typename T>
constexpr int nr = GemmBlocking<T>::nr;
using c32 = std::complex<float>;
using c64 = std::complex<double>;

template void gemm_micro_kernel<float, mr<float>, nr<float>, true>(int64_t, float, float const*,
                                                                   int64_t, float const*, float,
                                                                   float*, int64_t, int, int);
template void gemm_micro_kernel<float, mr<float>, nr<float>, false>(int64_t, float, float const*,
                                                                    int64_t, float const*, float,
                                                                    float*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, true>(int64_t, double,
                                                                      double const*, int64_t,
                                                                      double const*, double,
                                                                      double*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, false>(int64_t, double,
                                                                       double const*, int64_t,
                                                                       double const*, double,
                                                                       double*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, true>(int64_t, c32, c32 const*, int64_t,
                                                             c32 const*, c32, c32*, int64_t, int,
                                                             int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, false>(int64_t, c32, c32 const*, int64_t,
                                                              c32 const*, c32, c32*, int64_t, int,
                                                              int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, true>(int64_t, c64, c64 const*, int64_t,
                                                             c64 const*, c64, c64*, int64_t, int,
                                                             int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, false>(int64_t, c64, c64 const*, int64_t,
                                                              c64 const*, c64, c64*, int64_t, int,
                                                              int);

}  // namespace batchblas::cpu::generic
