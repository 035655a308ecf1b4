! SPDX-License-Identifier: BSD-3-Clause
! Example of the Fortran module batchblas: 100 linear systems of order 8 with 2 right-hand sides.
! One batched dgemm makes B_i = A_i X_i from known X_i, one batched dgesv solves A_i Y_i = B_i,
! and Y_i must equal X_i. Build against an installed batchblas:
!   gfortran -I<prefix>/include/batchblas/fortran/gnu batched_solve.f90 -L<prefix>/lib -lbatchblas
! or with CMake, examples/fortran/CMakeLists.txt (target batchblas::fortran).
program batched_solve
  use, intrinsic :: iso_c_binding
  use batchblas
  implicit none
  integer(c_int64_t), parameter :: n = 8, nrhs = 2, nb = 100
  ! One array per role, problem i in the last index; c_loc needs the target attribute.
  real(c_double), allocatable, target :: a(:, :, :), x(:, :, :), b(:, :, :)
  integer(c_int64_t), allocatable, target :: ipiv(:, :)
  type(c_ptr) :: pa(nb), px(nb), pb(nb), pipiv(nb)
  integer(c_int64_t) :: info(1 + nb)
  real(c_double) :: err
  integer :: i

  allocate (a(n, n, nb), x(n, nrhs, nb), b(n, nrhs, nb), ipiv(n, nb))
  call random_number(a)
  call random_number(x)
  do i = 1, int(n)
    a(i, i, :) = a(i, i, :) + n   ! diagonally dominant: well conditioned
  end do

  ! The pointer arrays: element i is the address of problem i's first element.
  pa = [(c_loc(a(1, 1, i)), i = 1, int(nb))]
  px = [(c_loc(x(1, 1, i)), i = 1, int(nb))]
  pb = [(c_loc(b(1, 1, i)), i = 1, int(nb))]
  pipiv = [(c_loc(ipiv(1, i)), i = 1, int(nb))]

  ! B_i = A_i X_i. One group of nb problems: every per-group argument is a one-element array.
  info(1) = BblasErrorsReportAll          ! on exit info(1 + i) is problem i's code
  call BLAS_gemm_batched_r64(BlasColMajor, [BlasNoTrans], [BlasNoTrans], [n], [nrhs], [n], &
      [1d0], pa, [n], px, [n], [0d0], pb, [n], 1_c_int64_t, [nb], info)
  if (info(1) /= 0) error stop 'gemm: invalid argument'

  ! A_i Y_i = B_i: A_i is overwritten by its LU factors, B_i by the solution Y_i.
  info(1) = BblasErrorsReportAll
  call BLAS_gesv_batched_r64(BlasColMajor, [n], [nrhs], pa, [n], pipiv, pb, [n], &
      1_c_int64_t, [nb], info)
  if (info(1) /= 0) then
    print '(a, i0, a, i0)', 'gesv: problem ', findloc(info(2:) /= 0, .true., dim=1) - 1, &
        ' failed with code ', info(1 + findloc(info(2:) /= 0, .true., dim=1))
    error stop 1
  end if

  err = maxval(abs(b - x))
  print '(a, i0, a, es9.2)', 'solved ', nb, ' systems; largest error ', err
  if (err > 1d-10) error stop 'gesv: wrong solution'
end program batched_solve
