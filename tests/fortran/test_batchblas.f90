! SPDX-License-Identifier: BSD-3-Clause
! Test of the Fortran module batchblas through libbatchblas: each case calls the library through
! the module's interfaces and checks the result against plain Fortran loops (or exact values),
! so that a wrong kind, a missing value attribute or a swapped argument in an interface shows as
! a wrong number here. Cases: gemm r64 (two groups, ReportAll) and c64 (ConjTrans, complex
! scalars), gemm r16 (bit patterns), getrf + getrs r64 with a singular problem's code, potrf r64
! with a not positive definite problem's code, an invalid argument's code (ReportAll and
! ReportGroup, outputs untouched), info omitted (the error handler, a Fortran procedure), Level 1
! dot and nrm2, and the compact layout (pack, gemm with by-value scalars, unpack).
module test_support
  use, intrinsic :: iso_c_binding
  implicit none
  integer :: failures = 0
  ! What the error handler last received.
  character(len=32) :: handler_routine = ''
  integer(c_int64_t) :: handler_argument = 0, handler_problem = -2
  integer :: handler_calls = 0
contains
  subroutine check(ok, what)
    logical, intent(in) :: ok
    character(len=*), intent(in) :: what
    if (.not. ok) then
      failures = failures + 1
      write (*, '(a, a)') 'FAILED: ', what
    end if
  end subroutine check

  subroutine record_error(routine, argument, problem) bind(C)
    character(kind=c_char), intent(in) :: routine(*)
    integer(c_int64_t), value :: argument, problem
    integer :: i
    handler_routine = ''
    do i = 1, len(handler_routine)
      if (routine(i) == c_null_char) exit
      handler_routine(i:i) = routine(i)
    end do
    handler_argument = argument
    handler_problem = problem
    handler_calls = handler_calls + 1
  end subroutine record_error
end module test_support

program test_batchblas
  use, intrinsic :: iso_c_binding
  use batchblas
  use test_support
  implicit none

  call test_gemm_r64()
  call test_gemm_c64()
  call test_gemm_r16()
  call test_getrf_getrs_r64()
  call test_potrf_r64()
  call test_invalid_argument()
  call test_error_handler()
  call test_level1()
  call test_compact()

  if (failures /= 0) then
    write (*, '(i0, a)') failures, ' check(s) failed'
    error stop 1
  end if
  write (*, '(a)') 'Fortran module tests passed'

contains

  ! Two groups: 3 problems of C (4x3) = 1.5 A (4x5) B (5x3) + 0.5 C and 2 problems of
  ! C (3x4) = -1 A^T B + 2 C with A 2x3 stored, B 2x4.
  subroutine test_gemm_r64()
    integer, parameter :: nb = 5, ld = 6
    real(c_double), target :: a(ld, 5, nb), b(ld, 4, nb), c(ld, 4, nb)
    real(c_double) :: want(ld, 4, nb), alpha(2), beta(2), s
    type(c_ptr) :: pa(nb), pb(nb), pc(nb)
    integer(c_int64_t) :: info(1 + nb), m(2), n(2), k(2)
    integer :: p, i, j, l, g
    do p = 1, nb
      do j = 1, 5
        do i = 1, ld
          a(i, j, p) = sin(real(i + 2 * j + 3 * p, c_double))
        end do
      end do
      do j = 1, 4
        do i = 1, ld
          b(i, j, p) = cos(real(2 * i + j + p, c_double))
          c(i, j, p) = real(i - j + p, c_double) / 7
        end do
      end do
    end do
    m = [4, 3]; n = [3, 4]; k = [5, 2]; alpha = [1.5d0, -1d0]; beta = [0.5d0, 2d0]
    want = c
    do p = 1, nb
      g = merge(1, 2, p <= 3)
      do j = 1, int(n(g))
        do i = 1, int(m(g))
          s = 0
          do l = 1, int(k(g))
            if (g == 1) then
              s = s + a(i, l, p) * b(l, j, p)
            else
              s = s + a(l, i, p) * b(l, j, p)
            end if
          end do
          want(i, j, p) = alpha(g) * s + beta(g) * c(i, j, p)
        end do
      end do
    end do
    pa = [(c_loc(a(1, 1, p)), p = 1, nb)]
    pb = [(c_loc(b(1, 1, p)), p = 1, nb)]
    pc = [(c_loc(c(1, 1, p)), p = 1, nb)]
    info = -7
    info(1) = BblasErrorsReportAll
    call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans, BlasTrans], [BlasNoTrans, BlasNoTrans], &
        m, n, k, alpha, pa, [6_c_int64_t, 6_c_int64_t], pb, [6_c_int64_t, 6_c_int64_t], beta, &
        pc, [6_c_int64_t, 6_c_int64_t], 2_c_int64_t, [3_c_int64_t, 2_c_int64_t], info)
    call check(all(info == 0), 'gemm r64: info all zero')
    call check(maxval(abs(c - want)) < 1d-13, 'gemm r64: C = alpha op(A) op(B) + beta C')
  end subroutine test_gemm_r64

  ! One group of 3 problems, C (3x2) = alpha A^H B + beta C, A 4x3 stored, B 4x2, complex
  ! alpha and beta.
  subroutine test_gemm_c64()
    integer, parameter :: nb = 3
    complex(c_double_complex), target :: a(4, 3, nb), b(4, 2, nb), c(3, 2, nb)
    complex(c_double_complex) :: want(3, 2, nb), alpha, beta, s
    type(c_ptr) :: pa(nb), pb(nb), pc(nb)
    integer(c_int64_t) :: info(1)
    integer :: p, i, j, l
    do p = 1, nb
      do j = 1, 3
        do i = 1, 4
          a(i, j, p) = cmplx(sin(real(i + j * p, c_double)), cos(real(i * j + p, c_double)), &
                             c_double_complex)
        end do
      end do
      do j = 1, 2
        do i = 1, 4
          b(i, j, p) = cmplx(real(i - j, c_double) / 3, real(p, c_double) / 5, c_double_complex)
        end do
        do i = 1, 3
          c(i, j, p) = cmplx(real(i + j, c_double), -real(p, c_double), c_double_complex)
        end do
      end do
    end do
    alpha = (0.75d0, -1.25d0); beta = (-0.5d0, 0.25d0)
    do p = 1, nb
      do j = 1, 2
        do i = 1, 3
          s = 0
          do l = 1, 4
            s = s + conjg(a(l, i, p)) * b(l, j, p)
          end do
          want(i, j, p) = alpha * s + beta * c(i, j, p)
        end do
      end do
    end do
    pa = [(c_loc(a(1, 1, p)), p = 1, nb)]
    pb = [(c_loc(b(1, 1, p)), p = 1, nb)]
    pc = [(c_loc(c(1, 1, p)), p = 1, nb)]
    info(1) = BblasErrorsReportAny
    call BLAS_gemm_batched_c64(BlasColMajor, [BlasConjTrans], [BlasNoTrans], [3_c_int64_t], &
        [2_c_int64_t], [4_c_int64_t], [alpha], pa, [4_c_int64_t], pb, [4_c_int64_t], [beta], &
        pc, [3_c_int64_t], 1_c_int64_t, [int(nb, c_int64_t)], info)
    call check(info(1) == 0, 'gemm c64: info(1) zero')
    call check(maxval(abs(c - want)) < 1d-13, 'gemm c64: C = alpha A^H B + beta C')
  end subroutine test_gemm_c64

  ! r16: 2x2 products of ones (0x3C00) and twos (0x4000), exact in binary16: 4.0 = 0x4400.
  subroutine test_gemm_r16()
    type(bblas_half), target :: a(2, 2), b(2, 2), c(2, 2)
    integer(c_int64_t) :: info(2)
    a = bblas_half(int(z'3C00', c_int16_t))
    b = bblas_half(int(z'4000', c_int16_t))
    c = bblas_half(0_c_int16_t)
    info(1) = BblasErrorsReportAll
    call BLAS_gemm_batched_r16(BlasColMajor, [BlasNoTrans], [BlasNoTrans], [2_c_int64_t], &
        [2_c_int64_t], [2_c_int64_t], [bblas_half(int(z'3C00', c_int16_t))], [c_loc(a)], &
        [2_c_int64_t], [c_loc(b)], [2_c_int64_t], [bblas_half(0_c_int16_t)], [c_loc(c)], &
        [2_c_int64_t], 1_c_int64_t, [1_c_int64_t], info)
    call check(all(info == 0), 'gemm r16: info zero')
    call check(all(c%bits == int(z'4400', c_int16_t)), 'gemm r16: 1 * 2 summed twice is 4')
  end subroutine test_gemm_r16

  ! LU of 4 problems of order 5 (problem 3 with a zero first column: code 1), then solve with
  ! 2 right-hand sides for the others and check the residual A X - B.
  subroutine test_getrf_getrs_r64()
    integer, parameter :: nb = 4, n = 5, nrhs = 2
    real(c_double), target :: a(n, n, nb), lu(n, n, nb), x(n, nrhs, nb)
    real(c_double) :: b(n, nrhs, nb), r
    integer(c_int64_t), target :: ipiv(n, nb)
    type(c_ptr) :: pa(nb), pp(nb), px(nb)
    integer(c_int64_t) :: info(1 + nb)
    integer :: p, i, j
    do p = 1, nb
      do j = 1, n
        do i = 1, n
          a(i, j, p) = sin(real(3 * i * j + 5 * p + i, c_double))
        end do
      end do
      do j = 1, nrhs
        do i = 1, n
          b(i, j, p) = real(i * j - p, c_double)
        end do
      end do
    end do
    a(:, 1, 3) = 0
    lu = a
    x = b
    pa = [(c_loc(lu(1, 1, p)), p = 1, nb)]
    pp = [(c_loc(ipiv(1, p)), p = 1, nb)]
    px = [(c_loc(x(1, 1, p)), p = 1, nb)]
    info(1) = BblasErrorsReportAll
    call BLAS_getrf_batched_r64(BlasColMajor, [int(n, c_int64_t)], [int(n, c_int64_t)], pa, &
        [int(n, c_int64_t)], pp, 1_c_int64_t, [int(nb, c_int64_t)], info)
    call check(all(info == [1_c_int64_t, 0_c_int64_t, 0_c_int64_t, 1_c_int64_t, 0_c_int64_t]), &
               'getrf r64: info(1) = first failing group, problem 3 code 1, others 0')
    call check(all(ipiv >= 1 .and. ipiv <= n), 'getrf r64: pivots are 1-based row indices')
    ! The nonsingular problems only: 1, 2 and 4.
    info(1) = BblasErrorsReportAll
    call BLAS_getrs_batched_r64(BlasColMajor, [BlasNoTrans], [int(n, c_int64_t)], &
        [int(nrhs, c_int64_t)], [pa(1), pa(2), pa(4)], [int(n, c_int64_t)], &
        [pp(1), pp(2), pp(4)], [px(1), px(2), px(4)], [int(n, c_int64_t)], 1_c_int64_t, &
        [3_c_int64_t], info)
    call check(all(info(1:4) == 0), 'getrs r64: info zero')
    r = 0
    do p = 1, nb
      if (p == 3) cycle
      r = max(r, maxval(abs(matmul(a(:, :, p), x(:, :, p)) - b(:, :, p))))
    end do
    call check(r < 1d-12, 'getrs r64: A X = B')
    call check(all(x(:, :, 3) == b(:, :, 3)), 'getrs r64: the problem left out is untouched')
  end subroutine test_getrf_getrs_r64

  ! Cholesky (lower) of 3 symmetric positive definite problems of order 4 and one whose leading
  ! minor of order 3 is not positive definite (code 3); check L L^T = A on the lower triangle.
  subroutine test_potrf_r64()
    integer, parameter :: nb = 4, n = 4
    real(c_double), target :: a(n, n, nb), l(n, n, nb)
    real(c_double) :: m(n, n), r
    type(c_ptr) :: pl(nb)
    integer(c_int64_t) :: info(1 + nb)
    integer :: p, i, j
    do p = 1, nb
      do j = 1, n
        do i = 1, n
          m(i, j) = cos(real(i * p + j, c_double))
        end do
      end do
      a(:, :, p) = matmul(transpose(m), m)
      do i = 1, n
        a(i, i, p) = a(i, i, p) + n
      end do
    end do
    a(:, :, 2) = 0
    a(1, 1, 2) = 1; a(2, 2, 2) = 1; a(3, 3, 2) = -1; a(4, 4, 2) = 1
    l = a
    pl = [(c_loc(l(1, 1, p)), p = 1, nb)]
    info(1) = BblasErrorsReportAll
    call BLAS_potrf_batched_r64(BlasColMajor, [BlasLower], [int(n, c_int64_t)], pl, &
        [int(n, c_int64_t)], 1_c_int64_t, [int(nb, c_int64_t)], info)
    call check(all(info == [1_c_int64_t, 0_c_int64_t, 3_c_int64_t, 0_c_int64_t, 0_c_int64_t]), &
               'potrf r64: problem 2 code 3, others 0')
    r = 0
    do p = 1, nb
      if (p == 2) cycle
      do j = 1, n
        do i = 1, j - 1
          l(i, j, p) = 0
        end do
      end do
      m = matmul(l(:, :, p), transpose(l(:, :, p)))
      r = max(r, maxval(abs(m - a(:, :, p))))
    end do
    call check(r < 1d-12, 'potrf r64: L L^T = A')
  end subroutine test_potrf_r64

  ! m = -1 in the second of two gemm groups: code -4 (m's position, layout being 1) for that
  ! group's problems, info(1) = 2 (the first group holding a code), nothing computed; then the
  ! same in ReportGroup mode.
  subroutine test_invalid_argument()
    integer, parameter :: nb = 3
    real(c_double), target :: a(2, 2, nb), c(2, 2, nb)
    type(c_ptr) :: pa(nb), pc(nb)
    integer(c_int64_t) :: info(1 + nb), ginfo(1 + 2)
    integer :: p
    a = 1
    c = 5
    pa = [(c_loc(a(1, 1, p)), p = 1, nb)]
    pc = [(c_loc(c(1, 1, p)), p = 1, nb)]
    info(1) = BblasErrorsReportAll
    call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans, BlasNoTrans], [BlasNoTrans, BlasNoTrans], &
        [2_c_int64_t, -1_c_int64_t], [2_c_int64_t, 2_c_int64_t], [2_c_int64_t, 2_c_int64_t], &
        [1d0, 1d0], pa, [2_c_int64_t, 2_c_int64_t], pa, [2_c_int64_t, 2_c_int64_t], [0d0, 0d0], &
        pc, [2_c_int64_t, 2_c_int64_t], 2_c_int64_t, [1_c_int64_t, 2_c_int64_t], info)
    call check(all(info == [2_c_int64_t, 0_c_int64_t, -4_c_int64_t, -4_c_int64_t]), &
               'invalid m, ReportAll: info = [2, 0, -4, -4]')
    call check(all(c == 5), 'invalid m, ReportAll: no output modified')
    ginfo(1) = BblasErrorsReportGroup
    call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans, BlasNoTrans], [BlasNoTrans, BlasNoTrans], &
        [2_c_int64_t, -1_c_int64_t], [2_c_int64_t, 2_c_int64_t], [2_c_int64_t, 2_c_int64_t], &
        [1d0, 1d0], pa, [2_c_int64_t, 2_c_int64_t], pa, [2_c_int64_t, 2_c_int64_t], [0d0, 0d0], &
        pc, [2_c_int64_t, 2_c_int64_t], 2_c_int64_t, [1_c_int64_t, 2_c_int64_t], ginfo)
    call check(all(ginfo == [2_c_int64_t, 0_c_int64_t, -4_c_int64_t]), &
               'invalid m, ReportGroup: info = [2, 0, -4]')
    call check(all(c == 5), 'invalid m, ReportGroup: no output modified')
  end subroutine test_invalid_argument

  ! info omitted (C's NULL): a bind(C) Fortran handler receives routine, argument and problem;
  ! restoring the default gives back the Fortran handler.
  subroutine test_error_handler()
    real(c_double), target :: a(2, 2, 2), c(2, 2, 2)
    type(c_ptr) :: pa(2), pc(2)
    type(c_funptr) :: previous, mine, back
    procedure(bblas_error_handler), pointer :: typed => null()
    integer :: p
    a = 1
    c = 5
    pa = [(c_loc(a(1, 1, p)), p = 1, 2)]
    pc = [(c_loc(c(1, 1, p)), p = 1, 2)]
    typed => record_error
    mine = c_funloc(typed)
    previous = bblas_set_error_handler(mine)
    call check(c_associated(bblas_get_error_handler(), mine), 'error handler: get returns it')
    ! Problem 1 (0-based, the second) has C_ld = 1 < m: argument 14.
    call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans, BlasNoTrans], [BlasNoTrans, BlasNoTrans], &
        [2_c_int64_t, 2_c_int64_t], [2_c_int64_t, 2_c_int64_t], [2_c_int64_t, 2_c_int64_t], &
        [1d0, 1d0], pa, [2_c_int64_t, 2_c_int64_t], pa, [2_c_int64_t, 2_c_int64_t], [0d0, 0d0], &
        pc, [2_c_int64_t, 1_c_int64_t], 2_c_int64_t, [1_c_int64_t, 1_c_int64_t])
    call check(handler_calls == 1, 'error handler: called once')
    call check(trim(handler_routine) == 'gemm', 'error handler: routine "gemm"')
    call check(handler_argument == 14, 'error handler: argument 14 (C_ld)')
    call check(handler_problem == 1, 'error handler: problem 1')
    call check(all(c == 5), 'error handler: nothing computed')
    ! Valid now: computed without a call of the handler.
    call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans], [BlasNoTrans], [2_c_int64_t], &
        [2_c_int64_t], [2_c_int64_t], [1d0], pa, [2_c_int64_t], pa, [2_c_int64_t], [0d0], pc, &
        [2_c_int64_t], 1_c_int64_t, [2_c_int64_t])
    call check(handler_calls == 1 .and. all(c == 2), 'info omitted, valid call: computed')
    ! A variable, not the call inside c_associated: gfortran may evaluate that argument twice.
    back = bblas_set_error_handler(previous)
    call check(c_associated(back, mine), 'error handler: set returns the one it replaces')
  end subroutine test_error_handler

  ! dot r64 and nrm2 c64 (a real result) on 2 problems with increments 1 and 2.
  subroutine test_level1()
    real(c_double), target :: x(6, 2), y(6, 2)
    complex(c_double_complex), target :: z(3, 2)
    real(c_double) :: dots(2), norms(2)
    integer(c_int64_t) :: info(1)
    integer :: p
    x = reshape([(real(p, c_double), p = 1, 12)], [6, 2])
    y = reshape([(real(13 - p, c_double) / 4, p = 1, 12)], [6, 2])
    z = reshape([(cmplx(p, -2 * p, c_double_complex), p = 1, 6)], [3, 2])
    info(1) = BblasErrorsReportAny
    call BLAS_dot_batched_r64([3_c_int64_t], [(c_loc(x(1, p)), p = 1, 2)], [2_c_int64_t], &
        [(c_loc(y(1, p)), p = 1, 2)], [1_c_int64_t], dots, 1_c_int64_t, [2_c_int64_t], info)
    call check(info(1) == 0, 'dot r64: info zero')
    ! info(1) is 0 (BblasErrorsReportAll) on exit: the mode is set again before every call.
    do p = 1, 2
      call check(abs(dots(p) - dot_product(x(1:5:2, p), y(1:3, p))) < 1d-13, 'dot r64: value')
    end do
    info(1) = BblasErrorsReportAny
    call BLAS_nrm2_batched_c64([3_c_int64_t], [(c_loc(z(1, p)), p = 1, 2)], [1_c_int64_t], &
        norms, 1_c_int64_t, [2_c_int64_t], info)
    call check(info(1) == 0, 'nrm2 c64: info zero')
    do p = 1, 2
      call check(abs(norms(p) - sqrt(sum(abs(z(:, p))**2))) < 1d-13, 'nrm2 c64: value')
    end do
  end subroutine test_level1

  ! Compact layout: pack 3 matrices 2x2, C = 2 A B with by-value alpha and beta, unpack.
  subroutine test_compact()
    integer, parameter :: nm = 3
    real(c_double), target :: a(2, 2, nm), c(2, 2, nm)
    real(c_double), allocatable :: ap(:), cp(:)
    integer(c_int64_t) :: width, elems, info(1)
    integer :: p
    a = reshape([(real(p, c_double), p = 1, 4 * nm)], [2, 2, nm])
    c = 0
    width = bblas_dwidth_compact()
    call check(width >= 1, 'compact: width >= 1')
    elems = bblas_dsize_compact(2_c_int64_t, 2_c_int64_t, width, int(nm, c_int64_t))
    call check(elems >= 4 * nm, 'compact: buffer size')
    allocate (ap(elems), cp(elems))
    cp = 0
    info(1) = BblasErrorsReportAny
    call bblas_dgepack_compact(BlasColMajor, 2_c_int64_t, 2_c_int64_t, &
        [(c_loc(a(1, 1, p)), p = 1, nm)], 2_c_int64_t, ap, 2_c_int64_t, width, &
        int(nm, c_int64_t), info)
    call check(info(1) == 0, 'compact: pack info')
    info(1) = BblasErrorsReportAny
    call bblas_dgemm_compact(BlasColMajor, BlasNoTrans, BlasNoTrans, 2_c_int64_t, 2_c_int64_t, &
        2_c_int64_t, 2d0, ap, 2_c_int64_t, ap, 2_c_int64_t, 0d0, cp, 2_c_int64_t, width, &
        int(nm, c_int64_t), info)
    call check(info(1) == 0, 'compact: gemm info')
    info(1) = BblasErrorsReportAny
    call bblas_dgeunpack_compact(BlasColMajor, 2_c_int64_t, 2_c_int64_t, cp, 2_c_int64_t, &
        [(c_loc(c(1, 1, p)), p = 1, nm)], 2_c_int64_t, width, int(nm, c_int64_t), info)
    call check(info(1) == 0, 'compact: unpack info')
    do p = 1, nm
      call check(all(c(:, :, p) == 2 * matmul(a(:, :, p), a(:, :, p))), 'compact: C = 2 A A')
    end do
  end subroutine test_compact

end program test_batchblas
