! SPDX-License-Identifier: BSD-3-Clause
! The Fortran module batchblas: interfaces (ISO_C_BINDING, Fortran 2018) to the standard batched
! BLAS and LAPACK C API of batchblas.h and the headers it includes (batchblas/blas_level12.h,
! batchblas/lapack.h, batchblas/compact.h), one interface per C function, under the C name and
! with the C argument names, so that keyword arguments work. Every routine, option, size, info
! mode and error code means what the C headers and docs/API.md say; docs/fortran.md shows its
! use. tests/fortran/check_interfaces.cc compares every interface with its C prototype.
!
! How C arguments appear here:
!   enumerations (layout, options)     integer(c_int), the named constants below
!   int64_t (sizes, counts, info)      integer(c_int64_t)
!   float, double, complex scalars     real(c_float), real(c_double), complex(c_float_complex),
!                                      complex(c_double_complex)
!   one value per group (options, sizes, alpha, beta, leading dimensions, increments): arrays of
!       group_count elements, e.g. [BlasNoTrans] and [8_c_int64_t] for one group
!   one pointer per problem (matrices, vectors, ipiv, tau): type(c_ptr) arrays of batch_count
!       elements, element i = c_loc of the first element of problem i's matrix (a target)
!   info                               optional: omitted, it is C's NULL (every problem checked;
!                                      nothing computed if one is invalid, whose first invalid
!                                      argument goes to the error handler)
!   IEEE binary16 (gemm r16)           type(bblas_half), the bit pattern, as C's bblas_half
! Fortran arrays are column-major: pass BlasColMajor for them.
!
! The module holds interfaces and constants only (no procedure of its own): a program that uses
! it links libbatchblas and nothing else.
module batchblas
  use, intrinsic :: iso_c_binding, only: c_int, c_int16_t, c_int64_t, c_float, c_double, &
      c_float_complex, c_double_complex, c_char, c_ptr, c_funptr
  implicit none

  ! blas_layout_t: storage order of every matrix of a call
  integer(c_int), parameter :: BlasRowMajor = 101
  integer(c_int), parameter :: BlasColMajor = 102
  ! blas_trans_t: op(X) = X, X^T or X^H (BlasConjTrans means BlasTrans for real types)
  integer(c_int), parameter :: BlasNoTrans = 111
  integer(c_int), parameter :: BlasTrans = 112
  integer(c_int), parameter :: BlasConjTrans = 113
  ! blas_uplo_t: the referenced triangle
  integer(c_int), parameter :: BlasUpper = 121
  integer(c_int), parameter :: BlasLower = 122
  ! blas_diag_t: whether a triangular matrix has an implicit unit diagonal
  integer(c_int), parameter :: BlasNonUnit = 131
  integer(c_int), parameter :: BlasUnit = 132
  ! blas_side_t: whether the special matrix multiplies from the left or the right
  integer(c_int), parameter :: BlasLeft = 141
  integer(c_int), parameter :: BlasRight = 142
  ! bblas_error_report_t: the reporting mode, passed in info(1) (C's info[0]); info then needs
  ! batch_count + 1 (All), group_count + 1 (Group) or 1 (Any, None) elements, and info(2:)
  ! receives the per-problem (All) or per-group (Group) codes
  integer(c_int), parameter :: BblasErrorsReportAll = 0
  integer(c_int), parameter :: BblasErrorsReportGroup = 1
  integer(c_int), parameter :: BblasErrorsReportAny = 2
  integer(c_int), parameter :: BblasErrorsReportNone = 3

  ! bblas_half: an IEEE 754 binary16 number held as its bit pattern (Fortran has no portable
  ! half-precision kind); e.g. bblas_half(int(z'3C00', c_int16_t)) is 1.0
  type, bind(C) :: bblas_half
    integer(c_int16_t) :: bits
  end type bblas_half

  ! bblas_error_handler_t: receives the first invalid argument of a call made without info: the
  ! routine's name (NUL-terminated, as "gemm"), the argument's 1-based position in the C
  ! signature (layout is 1) and the 0-based index of the problem holding it (-1 for an argument
  ! of the whole call)
  abstract interface
    subroutine bblas_error_handler(routine, argument, problem) bind(C)
      import
      character(kind=c_char), intent(in) :: routine(*)
      integer(c_int64_t), value :: argument
      integer(c_int64_t), value :: problem
    end subroutine bblas_error_handler
  end interface

  interface

    ! ---------------------------------------- batchblas.h

    ! The error handler of calls made without info: bblas_set_error_handler(c_funloc(h)), h a
    ! bind(C) subroutine of interface bblas_error_handler, makes h the handler of every later call
    ! and returns the one it replaces; c_null_funptr restores the default (one line on stderr).
    ! bblas_get_error_handler returns the handler in force.
    type(c_funptr) function bblas_set_error_handler(handler) &
        bind(C, name='bblas_set_error_handler')
      import
      type(c_funptr), value :: handler
    end function bblas_set_error_handler

    type(c_funptr) function bblas_get_error_handler() &
        bind(C, name='bblas_get_error_handler')
      import
    end function bblas_get_error_handler

    ! The library's version (bblas_version: major, minor, patch of the library actually loaded;
    ! bblas_version_string: a C string, use c_f_pointer) and the CPU thread count (0: OpenMP's).
    integer(c_int) function bblas_get_num_threads() &
        bind(C, name='bblas_get_num_threads')
      import
    end function bblas_get_num_threads

    subroutine bblas_set_num_threads(num_threads) &
        bind(C, name='bblas_set_num_threads')
      import
      integer(c_int), value :: num_threads
    end subroutine bblas_set_num_threads

    subroutine bblas_version(major, minor, patch) &
        bind(C, name='bblas_version')
      import
      integer(c_int), intent(inout) :: major(*)
      integer(c_int), intent(inout) :: minor(*)
      integer(c_int), intent(inout) :: patch(*)
    end subroutine bblas_version

    type(c_ptr) function bblas_version_string() &
        bind(C, name='bblas_version_string')
      import
    end function bblas_version_string

    ! gemm: C_i = alpha_g op(A_i) op(B_i) + beta_g C_i (r16: type(bblas_half) data, accumulated in
    ! float, each C_i rounded to binary16 once)
    subroutine BLAS_gemm_batched_r32(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, &
                                     beta, C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_gemm_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: transA(*)
      integer(c_int), intent(in) :: transB(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemm_batched_r32

    subroutine BLAS_gemm_batched_r64(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, &
                                     beta, C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_gemm_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: transA(*)
      integer(c_int), intent(in) :: transB(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemm_batched_r64

    subroutine BLAS_gemm_batched_c32(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, &
                                     beta, C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_gemm_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: transA(*)
      integer(c_int), intent(in) :: transB(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemm_batched_c32

    subroutine BLAS_gemm_batched_c64(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, &
                                     beta, C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_gemm_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: transA(*)
      integer(c_int), intent(in) :: transB(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemm_batched_c64

    subroutine BLAS_gemm_batched_r16(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, &
                                     beta, C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_gemm_batched_r16')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: transA(*)
      integer(c_int), intent(in) :: transB(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      type(bblas_half), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      type(bblas_half), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemm_batched_r16

    ! symm: C_i = alpha A_i B_i + beta C_i (Left) or alpha B_i A_i + beta C_i (Right), A_i symmetric
    subroutine BLAS_symm_batched_r32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_symm_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symm_batched_r32

    subroutine BLAS_symm_batched_r64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_symm_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symm_batched_r64

    subroutine BLAS_symm_batched_c32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_symm_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symm_batched_c32

    subroutine BLAS_symm_batched_c64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_symm_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symm_batched_c64

    ! hemm: as symm with A_i Hermitian (complex only)
    subroutine BLAS_hemm_batched_c32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_hemm_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_hemm_batched_c32

    subroutine BLAS_hemm_batched_c64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, &
                                     C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_hemm_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_hemm_batched_c64

    ! syrk: C_i = alpha op(A_i) op(A_i)^T + beta C_i, uplo triangle of C_i
    subroutine BLAS_syrk_batched_r32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_syrk_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syrk_batched_r32

    subroutine BLAS_syrk_batched_r64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_syrk_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syrk_batched_r64

    subroutine BLAS_syrk_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_syrk_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syrk_batched_c32

    subroutine BLAS_syrk_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_syrk_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syrk_batched_c64

    ! herk: C_i = alpha op(A_i) op(A_i)^H + beta C_i, alpha and beta real (complex only)
    subroutine BLAS_herk_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_herk_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_herk_batched_c32

    subroutine BLAS_herk_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_herk_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_herk_batched_c64

    ! syr2k: C_i = alpha (op(A_i) op(B_i)^T + op(B_i) op(A_i)^T) + beta C_i
    subroutine BLAS_syr2k_batched_r32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_syr2k_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syr2k_batched_r32

    subroutine BLAS_syr2k_batched_r64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_syr2k_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syr2k_batched_r64

    subroutine BLAS_syr2k_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_syr2k_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syr2k_batched_c32

    subroutine BLAS_syr2k_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_syr2k_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_syr2k_batched_c64

    ! her2k: Hermitian rank-2k update, beta real (complex only)
    subroutine BLAS_her2k_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_her2k_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_her2k_batched_c32

    subroutine BLAS_her2k_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, &
                                      C, C_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_her2k_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: k(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_her2k_batched_c64

    ! trmm: B_i = alpha op(A_i) B_i (Left) or alpha B_i op(A_i) (Right), A_i triangular
    subroutine BLAS_trmm_batched_r32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trmm_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmm_batched_r32

    subroutine BLAS_trmm_batched_r64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trmm_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmm_batched_r64

    subroutine BLAS_trmm_batched_c32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trmm_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmm_batched_c32

    subroutine BLAS_trmm_batched_c64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trmm_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmm_batched_c64

    ! trsm: B_i = alpha op(A_i)^-1 B_i (Left) or alpha B_i op(A_i)^-1 (Right)
    subroutine BLAS_trsm_batched_r32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trsm_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsm_batched_r32

    subroutine BLAS_trsm_batched_r64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trsm_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsm_batched_r64

    subroutine BLAS_trsm_batched_c32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trsm_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsm_batched_c32

    subroutine BLAS_trsm_batched_c64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, &
                                     B_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_trsm_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: side(*)
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsm_batched_c64

    ! ---------------------------------------- batchblas/blas_level12.h

    ! gemv: y_i = alpha_g op(A_i) x_i + beta_g y_i
    subroutine BLAS_gemv_batched_r32(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_gemv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemv_batched_r32

    subroutine BLAS_gemv_batched_r64(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_gemv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemv_batched_r64

    subroutine BLAS_gemv_batched_c32(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_gemv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemv_batched_c32

    subroutine BLAS_gemv_batched_c64(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_gemv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gemv_batched_c64

    ! ger (real), geru, gerc (complex): A_i = alpha_g x_i y_i^T (gerc: y_i^H) + A_i
    subroutine BLAS_ger_batched_r32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                    group_sizes, info) &
        bind(C, name='BLAS_ger_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_ger_batched_r32

    subroutine BLAS_ger_batched_r64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                    group_sizes, info) &
        bind(C, name='BLAS_ger_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_ger_batched_r64

    subroutine BLAS_geru_batched_c32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_geru_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geru_batched_c32

    subroutine BLAS_geru_batched_c64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_geru_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geru_batched_c64

    subroutine BLAS_gerc_batched_c32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gerc_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gerc_batched_c32

    subroutine BLAS_gerc_batched_c64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gerc_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gerc_batched_c64

    ! symv: y_i = alpha_g A_i x_i + beta_g y_i, A_i symmetric
    subroutine BLAS_symv_batched_r32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_symv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symv_batched_r32

    subroutine BLAS_symv_batched_r64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_symv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symv_batched_r64

    subroutine BLAS_symv_batched_c32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_symv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symv_batched_c32

    subroutine BLAS_symv_batched_c64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_symv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_symv_batched_c64

    ! hemv: as symv with A_i Hermitian (complex only)
    subroutine BLAS_hemv_batched_c32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_hemv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_float_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_hemv_batched_c32

    subroutine BLAS_hemv_batched_c64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, &
                                     group_count, group_sizes, info) &
        bind(C, name='BLAS_hemv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      complex(c_double_complex), intent(in) :: beta(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_hemv_batched_c64

    ! trmv: x_i = op(A_i) x_i, A_i triangular
    subroutine BLAS_trmv_batched_r32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trmv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmv_batched_r32

    subroutine BLAS_trmv_batched_r64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trmv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmv_batched_r64

    subroutine BLAS_trmv_batched_c32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trmv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmv_batched_c32

    subroutine BLAS_trmv_batched_c64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trmv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trmv_batched_c64

    ! trsv: x_i = op(A_i)^-1 x_i, A_i triangular
    subroutine BLAS_trsv_batched_r32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trsv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsv_batched_r32

    subroutine BLAS_trsv_batched_r64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trsv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsv_batched_r64

    subroutine BLAS_trsv_batched_c32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trsv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsv_batched_c32

    subroutine BLAS_trsv_batched_c64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_trsv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int), intent(in) :: trans(*)
      integer(c_int), intent(in) :: diag(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_trsv_batched_c64

    ! Level 1 (no layout argument). axpy: y_i = alpha_g x_i + y_i
    subroutine BLAS_axpy_batched_r32(n, alpha, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_axpy_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_axpy_batched_r32

    subroutine BLAS_axpy_batched_r64(n, alpha, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_axpy_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_axpy_batched_r64

    subroutine BLAS_axpy_batched_c32(n, alpha, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_axpy_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_axpy_batched_c32

    subroutine BLAS_axpy_batched_c64(n, alpha, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_axpy_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_axpy_batched_c64

    ! scal: x_i = alpha_g x_i
    subroutine BLAS_scal_batched_r32(n, alpha, x, incx, group_count, group_sizes, info) &
        bind(C, name='BLAS_scal_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      real(c_float), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_scal_batched_r32

    subroutine BLAS_scal_batched_r64(n, alpha, x, incx, group_count, group_sizes, info) &
        bind(C, name='BLAS_scal_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      real(c_double), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_scal_batched_r64

    subroutine BLAS_scal_batched_c32(n, alpha, x, incx, group_count, group_sizes, info) &
        bind(C, name='BLAS_scal_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_float_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_scal_batched_c32

    subroutine BLAS_scal_batched_c64(n, alpha, x, incx, group_count, group_sizes, info) &
        bind(C, name='BLAS_scal_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      complex(c_double_complex), intent(in) :: alpha(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_scal_batched_c64

    ! copy: y_i = x_i
    subroutine BLAS_copy_batched_r32(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_copy_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_copy_batched_r32

    subroutine BLAS_copy_batched_r64(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_copy_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_copy_batched_r64

    subroutine BLAS_copy_batched_c32(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_copy_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_copy_batched_c32

    subroutine BLAS_copy_batched_c64(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_copy_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_copy_batched_c64

    ! swap: x_i <-> y_i
    subroutine BLAS_swap_batched_r32(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_swap_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_swap_batched_r32

    subroutine BLAS_swap_batched_r64(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_swap_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_swap_batched_r64

    subroutine BLAS_swap_batched_c32(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_swap_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_swap_batched_c32

    subroutine BLAS_swap_batched_c64(n, x, incx, y, incy, group_count, group_sizes, info) &
        bind(C, name='BLAS_swap_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_swap_batched_c64

    ! dot (real), dotu, dotc (complex; dotc conjugates x_i): result(i) = x_i . y_i, one value per
    ! problem
    subroutine BLAS_dot_batched_r32(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dot_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      real(c_float), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dot_batched_r32

    subroutine BLAS_dot_batched_r64(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dot_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      real(c_double), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dot_batched_r64

    subroutine BLAS_dotu_batched_c32(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dotu_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      complex(c_float_complex), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dotu_batched_c32

    subroutine BLAS_dotu_batched_c64(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dotu_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      complex(c_double_complex), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dotu_batched_c64

    subroutine BLAS_dotc_batched_c32(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dotc_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      complex(c_float_complex), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dotc_batched_c32

    subroutine BLAS_dotc_batched_c64(n, x, incx, y, incy, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_dotc_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      type(c_ptr), intent(in) :: y(*)
      integer(c_int64_t), intent(in) :: incy(*)
      complex(c_double_complex), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_dotc_batched_c64

    ! nrm2: result(i) = ||x_i||_2 (real result for complex types)
    subroutine BLAS_nrm2_batched_r32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_nrm2_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_nrm2_batched_r32

    subroutine BLAS_nrm2_batched_r64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_nrm2_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_nrm2_batched_r64

    subroutine BLAS_nrm2_batched_c32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_nrm2_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_nrm2_batched_c32

    subroutine BLAS_nrm2_batched_c64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_nrm2_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_nrm2_batched_c64

    ! asum: result(i) = sum |Re x_ij| + |Im x_ij| (real result)
    subroutine BLAS_asum_batched_r32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_asum_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_asum_batched_r32

    subroutine BLAS_asum_batched_r64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_asum_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_asum_batched_r64

    subroutine BLAS_asum_batched_c32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_asum_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_float), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_asum_batched_c32

    subroutine BLAS_asum_batched_c64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_asum_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      real(c_double), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_asum_batched_c64

    ! iamax: result(i) = 1-based index of the first largest |Re| + |Im| in x_i
    subroutine BLAS_iamax_batched_r32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_iamax_batched_r32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_iamax_batched_r32

    subroutine BLAS_iamax_batched_r64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_iamax_batched_r64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_iamax_batched_r64

    subroutine BLAS_iamax_batched_c32(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_iamax_batched_c32')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_iamax_batched_c32

    subroutine BLAS_iamax_batched_c64(n, x, incx, result, group_count, group_sizes, info) &
        bind(C, name='BLAS_iamax_batched_c64')
      import
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: x(*)
      integer(c_int64_t), intent(in) :: incx(*)
      integer(c_int64_t), intent(out) :: result(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_iamax_batched_c64

    ! ---------------------------------------- batchblas/lapack.h

    ! getrf: P_i A_i = L_i U_i; ipiv: pointers to min(m, n) 1-based integer(c_int64_t) row
    ! indices per problem; info code j > 0: U_i(j, j) is exactly zero
    subroutine BLAS_getrf_batched_r32(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrf_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrf_batched_r32

    subroutine BLAS_getrf_batched_r64(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrf_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrf_batched_r64

    subroutine BLAS_getrf_batched_c32(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrf_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrf_batched_c32

    subroutine BLAS_getrf_batched_c64(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrf_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrf_batched_c64

    ! getrfnp: A_i = L_i U_i without pivoting (a zero U(j,j) reports j)
    subroutine BLAS_getrfnp_batched_r32(layout, m, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrfnp_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrfnp_batched_r32

    subroutine BLAS_getrfnp_batched_r64(layout, m, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrfnp_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrfnp_batched_r64

    subroutine BLAS_getrfnp_batched_c32(layout, m, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrfnp_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrfnp_batched_c32

    subroutine BLAS_getrfnp_batched_c64(layout, m, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_getrfnp_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrfnp_batched_c64

    ! getrs: op(A_i) X_i = B_i with getrf's factors and pivots; B_i overwritten by X_i
    subroutine BLAS_getrs_batched_r32(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, &
                                      group_count, group_sizes, info) &
        bind(C, name='BLAS_getrs_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrs_batched_r32

    subroutine BLAS_getrs_batched_r64(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, &
                                      group_count, group_sizes, info) &
        bind(C, name='BLAS_getrs_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrs_batched_r64

    subroutine BLAS_getrs_batched_c32(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, &
                                      group_count, group_sizes, info) &
        bind(C, name='BLAS_getrs_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrs_batched_c32

    subroutine BLAS_getrs_batched_c64(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, &
                                      group_count, group_sizes, info) &
        bind(C, name='BLAS_getrs_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: trans(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getrs_batched_c64

    ! gesv: A_i X_i = B_i (getrf, then getrs)
    subroutine BLAS_gesv_batched_r32(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gesv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gesv_batched_r32

    subroutine BLAS_gesv_batched_r64(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gesv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gesv_batched_r64

    subroutine BLAS_gesv_batched_c32(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gesv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gesv_batched_c32

    subroutine BLAS_gesv_batched_c64(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_gesv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_gesv_batched_c64

    ! potrf: A_i = L_i L_i^H (BlasLower) or U_i^H U_i (BlasUpper); info code j > 0: the leading
    ! minor of order j is not positive definite
    subroutine BLAS_potrf_batched_r32(layout, uplo, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_potrf_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrf_batched_r32

    subroutine BLAS_potrf_batched_r64(layout, uplo, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_potrf_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrf_batched_r64

    subroutine BLAS_potrf_batched_c32(layout, uplo, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_potrf_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrf_batched_c32

    subroutine BLAS_potrf_batched_c64(layout, uplo, n, A, A_ld, group_count, group_sizes, info) &
        bind(C, name='BLAS_potrf_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrf_batched_c64

    ! potrs: A_i X_i = B_i with potrf's factor
    subroutine BLAS_potrs_batched_r32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_potrs_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrs_batched_r32

    subroutine BLAS_potrs_batched_r64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_potrs_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrs_batched_r64

    subroutine BLAS_potrs_batched_c32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_potrs_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrs_batched_c32

    subroutine BLAS_potrs_batched_c64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_potrs_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_potrs_batched_c64

    ! posv: A_i X_i = B_i, A_i Hermitian positive definite (potrf, then potrs)
    subroutine BLAS_posv_batched_r32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_posv_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_posv_batched_r32

    subroutine BLAS_posv_batched_r64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_posv_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_posv_batched_r64

    subroutine BLAS_posv_batched_c32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_posv_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_posv_batched_c32

    subroutine BLAS_posv_batched_c64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, &
                                     group_sizes, info) &
        bind(C, name='BLAS_posv_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int), intent(in) :: uplo(*)
      integer(c_int64_t), intent(in) :: n(*)
      integer(c_int64_t), intent(in) :: nrhs(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: B(*)
      integer(c_int64_t), intent(in) :: B_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_posv_batched_c64

    ! getri: C_i = A_i^-1 from getrf's factors and pivots (out of place)
    subroutine BLAS_getri_batched_r32(layout, n, A, A_ld, ipiv, C, C_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_getri_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getri_batched_r32

    subroutine BLAS_getri_batched_r64(layout, n, A, A_ld, ipiv, C, C_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_getri_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getri_batched_r64

    subroutine BLAS_getri_batched_c32(layout, n, A, A_ld, ipiv, C, C_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_getri_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getri_batched_c32

    subroutine BLAS_getri_batched_c64(layout, n, A, A_ld, ipiv, C, C_ld, group_count, &
                                      group_sizes, info) &
        bind(C, name='BLAS_getri_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: ipiv(*)
      type(c_ptr), intent(in) :: C(*)
      integer(c_int64_t), intent(in) :: C_ld(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_getri_batched_c64

    ! geqrf: A_i = Q_i R_i (Householder); tau: pointers to min(m, n) scalars per problem
    subroutine BLAS_geqrf_batched_r32(layout, m, n, A, A_ld, tau, group_count, group_sizes, info) &
        bind(C, name='BLAS_geqrf_batched_r32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: tau(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geqrf_batched_r32

    subroutine BLAS_geqrf_batched_r64(layout, m, n, A, A_ld, tau, group_count, group_sizes, info) &
        bind(C, name='BLAS_geqrf_batched_r64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: tau(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geqrf_batched_r64

    subroutine BLAS_geqrf_batched_c32(layout, m, n, A, A_ld, tau, group_count, group_sizes, info) &
        bind(C, name='BLAS_geqrf_batched_c32')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: tau(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geqrf_batched_c32

    subroutine BLAS_geqrf_batched_c64(layout, m, n, A, A_ld, tau, group_count, group_sizes, info) &
        bind(C, name='BLAS_geqrf_batched_c64')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), intent(in) :: m(*)
      integer(c_int64_t), intent(in) :: n(*)
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), intent(in) :: A_ld(*)
      type(c_ptr), intent(in) :: tau(*)
      integer(c_int64_t), value :: group_count
      integer(c_int64_t), intent(in) :: group_sizes(*)
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine BLAS_geqrf_batched_c64

    ! ---------------------------------------- batchblas/compact.h

    ! Compact (interleaved) layout, docs/compact.md: nm equal-sized matrices interleaved in groups
    ! of width; every argument is shared by the nm matrices and passed by value, but complex
    ! alpha and beta (by reference, as CBLAS) and the arrays.
    ! ?width_compact: the interleave width the CPU runs best at
    integer(c_int64_t) function bblas_swidth_compact() &
        bind(C, name='bblas_swidth_compact')
      import
    end function bblas_swidth_compact

    integer(c_int64_t) function bblas_dwidth_compact() &
        bind(C, name='bblas_dwidth_compact')
      import
    end function bblas_dwidth_compact

    integer(c_int64_t) function bblas_cwidth_compact() &
        bind(C, name='bblas_cwidth_compact')
      import
    end function bblas_cwidth_compact

    integer(c_int64_t) function bblas_zwidth_compact() &
        bind(C, name='bblas_zwidth_compact')
      import
    end function bblas_zwidth_compact

    ! ?size_compact: elements a packed buffer of nm matrices needs (-a for an invalid argument a)
    integer(c_int64_t) function bblas_ssize_compact(ldp, sdp, width, nm) &
        bind(C, name='bblas_ssize_compact')
      import
      integer(c_int64_t), value :: ldp
      integer(c_int64_t), value :: sdp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
    end function bblas_ssize_compact

    integer(c_int64_t) function bblas_dsize_compact(ldp, sdp, width, nm) &
        bind(C, name='bblas_dsize_compact')
      import
      integer(c_int64_t), value :: ldp
      integer(c_int64_t), value :: sdp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
    end function bblas_dsize_compact

    integer(c_int64_t) function bblas_csize_compact(ldp, sdp, width, nm) &
        bind(C, name='bblas_csize_compact')
      import
      integer(c_int64_t), value :: ldp
      integer(c_int64_t), value :: sdp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
    end function bblas_csize_compact

    integer(c_int64_t) function bblas_zsize_compact(ldp, sdp, width, nm) &
        bind(C, name='bblas_zsize_compact')
      import
      integer(c_int64_t), value :: ldp
      integer(c_int64_t), value :: sdp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
    end function bblas_zsize_compact

    ! ?gepack_compact: pack nm matrices A(p) (pointer array) into the compact buffer Ap
    subroutine bblas_sgepack_compact(layout, rows, cols, A, lda, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_sgepack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      real(c_float), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgepack_compact

    subroutine bblas_dgepack_compact(layout, rows, cols, A, lda, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_dgepack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      real(c_double), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgepack_compact

    subroutine bblas_cgepack_compact(layout, rows, cols, A, lda, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_cgepack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      complex(c_float_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgepack_compact

    subroutine bblas_zgepack_compact(layout, rows, cols, A, lda, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_zgepack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      complex(c_double_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgepack_compact

    ! ?gepack_compact_strided: pack from a strided batch (matrix p at element 1 + p * strideA)
    subroutine bblas_sgepack_compact_strided(layout, rows, cols, A, lda, strideA, Ap, ldap, &
                                             width, nm, info) &
        bind(C, name='bblas_sgepack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_float), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      real(c_float), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgepack_compact_strided

    subroutine bblas_dgepack_compact_strided(layout, rows, cols, A, lda, strideA, Ap, ldap, &
                                             width, nm, info) &
        bind(C, name='bblas_dgepack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_double), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      real(c_double), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgepack_compact_strided

    subroutine bblas_cgepack_compact_strided(layout, rows, cols, A, lda, strideA, Ap, ldap, &
                                             width, nm, info) &
        bind(C, name='bblas_cgepack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_float_complex), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      complex(c_float_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgepack_compact_strided

    subroutine bblas_zgepack_compact_strided(layout, rows, cols, A, lda, strideA, Ap, ldap, &
                                             width, nm, info) &
        bind(C, name='bblas_zgepack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_double_complex), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      complex(c_double_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgepack_compact_strided

    ! ?geunpack_compact: unpack Ap into nm matrices A(p) (pointer array)
    subroutine bblas_sgeunpack_compact(layout, rows, cols, Ap, ldap, A, lda, width, nm, info) &
        bind(C, name='bblas_sgeunpack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgeunpack_compact

    subroutine bblas_dgeunpack_compact(layout, rows, cols, Ap, ldap, A, lda, width, nm, info) &
        bind(C, name='bblas_dgeunpack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgeunpack_compact

    subroutine bblas_cgeunpack_compact(layout, rows, cols, Ap, ldap, A, lda, width, nm, info) &
        bind(C, name='bblas_cgeunpack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgeunpack_compact

    subroutine bblas_zgeunpack_compact(layout, rows, cols, Ap, ldap, A, lda, width, nm, info) &
        bind(C, name='bblas_zgeunpack_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      type(c_ptr), intent(in) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgeunpack_compact

    ! ?geunpack_compact_strided: unpack into a strided batch
    subroutine bblas_sgeunpack_compact_strided(layout, rows, cols, Ap, ldap, A, lda, strideA, &
                                               width, nm, info) &
        bind(C, name='bblas_sgeunpack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_float), intent(inout) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgeunpack_compact_strided

    subroutine bblas_dgeunpack_compact_strided(layout, rows, cols, Ap, ldap, A, lda, strideA, &
                                               width, nm, info) &
        bind(C, name='bblas_dgeunpack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_double), intent(inout) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgeunpack_compact_strided

    subroutine bblas_cgeunpack_compact_strided(layout, rows, cols, Ap, ldap, A, lda, strideA, &
                                               width, nm, info) &
        bind(C, name='bblas_cgeunpack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_float_complex), intent(inout) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgeunpack_compact_strided

    subroutine bblas_zgeunpack_compact_strided(layout, rows, cols, Ap, ldap, A, lda, strideA, &
                                               width, nm, info) &
        bind(C, name='bblas_zgeunpack_compact_strided')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: rows
      integer(c_int64_t), value :: cols
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_double_complex), intent(inout) :: A(*)
      integer(c_int64_t), value :: lda
      integer(c_int64_t), value :: strideA
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgeunpack_compact_strided

    ! ?gemm_compact: C_p = alpha op(A_p) op(B_p) + beta C_p on packed matrices
    subroutine bblas_sgemm_compact(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp, &
                                   beta, Cp, ldcp, width, nm, info) &
        bind(C, name='bblas_sgemm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      real(c_float), value :: alpha
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_float), intent(in) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      real(c_float), value :: beta
      real(c_float), intent(inout) :: Cp(*)
      integer(c_int64_t), value :: ldcp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgemm_compact

    subroutine bblas_dgemm_compact(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp, &
                                   beta, Cp, ldcp, width, nm, info) &
        bind(C, name='bblas_dgemm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      real(c_double), value :: alpha
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_double), intent(in) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      real(c_double), value :: beta
      real(c_double), intent(inout) :: Cp(*)
      integer(c_int64_t), value :: ldcp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgemm_compact

    subroutine bblas_cgemm_compact(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp, &
                                   beta, Cp, ldcp, width, nm, info) &
        bind(C, name='bblas_cgemm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      complex(c_float_complex), intent(in) :: alpha
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_float_complex), intent(in) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      complex(c_float_complex), intent(in) :: beta
      complex(c_float_complex), intent(inout) :: Cp(*)
      integer(c_int64_t), value :: ldcp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgemm_compact

    subroutine bblas_zgemm_compact(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp, &
                                   beta, Cp, ldcp, width, nm, info) &
        bind(C, name='bblas_zgemm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: transA
      integer(c_int), value :: transB
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: k
      complex(c_double_complex), intent(in) :: alpha
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_double_complex), intent(in) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      complex(c_double_complex), intent(in) :: beta
      complex(c_double_complex), intent(inout) :: Cp(*)
      integer(c_int64_t), value :: ldcp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgemm_compact

    ! ?trsm_compact: B_p = alpha op(A_p)^-1 B_p (Left) or alpha B_p op(A_p)^-1 (Right)
    subroutine bblas_strsm_compact(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp, &
                                   ldbp, width, nm, info) &
        bind(C, name='bblas_strsm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      real(c_float), value :: alpha
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_float), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_strsm_compact

    subroutine bblas_dtrsm_compact(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp, &
                                   ldbp, width, nm, info) &
        bind(C, name='bblas_dtrsm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      real(c_double), value :: alpha
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_double), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dtrsm_compact

    subroutine bblas_ctrsm_compact(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp, &
                                   ldbp, width, nm, info) &
        bind(C, name='bblas_ctrsm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      complex(c_float_complex), intent(in) :: alpha
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_float_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_ctrsm_compact

    subroutine bblas_ztrsm_compact(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp, &
                                   ldbp, width, nm, info) &
        bind(C, name='bblas_ztrsm_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: side
      integer(c_int), value :: uplo
      integer(c_int), value :: transA
      integer(c_int), value :: diag
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      complex(c_double_complex), intent(in) :: alpha
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_double_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_ztrsm_compact

    ! ?potrf_compact: Cholesky factorization of packed matrices
    subroutine bblas_spotrf_compact(layout, uplo, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_spotrf_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      real(c_float), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_spotrf_compact

    subroutine bblas_dpotrf_compact(layout, uplo, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_dpotrf_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      real(c_double), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dpotrf_compact

    subroutine bblas_cpotrf_compact(layout, uplo, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_cpotrf_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      complex(c_float_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cpotrf_compact

    subroutine bblas_zpotrf_compact(layout, uplo, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_zpotrf_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      complex(c_double_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zpotrf_compact

    ! ?getrfnp_compact: LU factorization without pivoting of packed matrices
    subroutine bblas_sgetrfnp_compact(layout, m, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_sgetrfnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      real(c_float), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgetrfnp_compact

    subroutine bblas_dgetrfnp_compact(layout, m, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_dgetrfnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      real(c_double), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgetrfnp_compact

    subroutine bblas_cgetrfnp_compact(layout, m, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_cgetrfnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      complex(c_float_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgetrfnp_compact

    subroutine bblas_zgetrfnp_compact(layout, m, n, Ap, ldap, width, nm, info) &
        bind(C, name='bblas_zgetrfnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int64_t), value :: m
      integer(c_int64_t), value :: n
      complex(c_double_complex), intent(inout) :: Ap(*)
      integer(c_int64_t), value :: ldap
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgetrfnp_compact

    ! ?potrs_compact: solve with potrf_compact's factor
    subroutine bblas_spotrs_compact(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_spotrs_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_float), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_spotrs_compact

    subroutine bblas_dpotrs_compact(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_dpotrs_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_double), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dpotrs_compact

    subroutine bblas_cpotrs_compact(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_cpotrs_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_float_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cpotrs_compact

    subroutine bblas_zpotrs_compact(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_zpotrs_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: uplo
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_double_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zpotrs_compact

    ! ?getrsnp_compact: solve with getrfnp_compact's factors
    subroutine bblas_sgetrsnp_compact(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_sgetrsnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      real(c_float), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_float), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_sgetrsnp_compact

    subroutine bblas_dgetrsnp_compact(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_dgetrsnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      real(c_double), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      real(c_double), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_dgetrsnp_compact

    subroutine bblas_cgetrsnp_compact(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_cgetrsnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      complex(c_float_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_float_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_cgetrsnp_compact

    subroutine bblas_zgetrsnp_compact(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info) &
        bind(C, name='bblas_zgetrsnp_compact')
      import
      integer(c_int), value :: layout
      integer(c_int), value :: trans
      integer(c_int64_t), value :: n
      integer(c_int64_t), value :: nrhs
      complex(c_double_complex), intent(in) :: Ap(*)
      integer(c_int64_t), value :: ldap
      complex(c_double_complex), intent(inout) :: Bp(*)
      integer(c_int64_t), value :: ldbp
      integer(c_int64_t), value :: width
      integer(c_int64_t), value :: nm
      integer(c_int64_t), intent(inout), optional :: info(*)
    end subroutine bblas_zgetrsnp_compact

  end interface

end module batchblas
