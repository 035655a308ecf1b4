! SPDX-License-Identifier: BSD-3-Clause
! The Fortran module batchblas: interfaces (ISO_C_BINDING, Fortran 2018) to the standard batched
! BLAS and LAPACK C API of batchblas.h and the headers it includes (batchblas/blas_level12.h,
! batchblas/lapack.h, batchblas/compact.h), one interface per C function, under the C name and
! with the C argument names, so that keyword arguments work. Every routine, option, size, info
! mode and error code means what the C headers and docs/API.md say; docs/fortran.md shows its
! use. tests/fortran/check_interfaces.cc compares every interface with its C prototype.
! The interfaces of the BLAS and LAPACK routines are in the files the interface block below
! includes, one per C header (batchblas_level3.inc, batchblas_level12.inc, batchblas_lapack.inc,
! batchblas_compact.inc); compile this file with them in its directory or on the include path.
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

    ! ---------------------------------------- batchblas.h: Level 3
    include 'batchblas_level3.inc'

    ! ---------------------------------------- batchblas/blas_level12.h
    include 'batchblas_level12.inc'

    ! ---------------------------------------- batchblas/lapack.h
    include 'batchblas_lapack.inc'

    ! ---------------------------------------- batchblas/compact.h
    include 'batchblas_compact.inc'

  end interface

end module batchblas
