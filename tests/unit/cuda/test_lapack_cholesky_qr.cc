// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU Cholesky routines (potrf, potrs, posv) and QR (geqrf) against the host checks of
 * lapack_harness.hh: every type, layout and uplo; the full size list (0 .. 512) with
 * non-positive-definite problems beside healthy ones through the flat form, and every other form
 * (group, strided, device codes, C _gpu and _gpu_dinfo, vbatched) on smaller lists.
 */
#include "lapack_harness.hh"

namespace gpu_test {
namespace {

using lapack::Routine;

template <typename T>
class LapackCholeskyQr : public ::testing::Test {
};
TYPED_TEST_SUITE(LapackCholeskyQr, Types);

TYPED_TEST(LapackCholeskyQr, PotrfAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Potrf);
}
TYPED_TEST(LapackCholeskyQr, PotrfForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Potrf);
}
TYPED_TEST(LapackCholeskyQr, PotrsAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Potrs);
}
TYPED_TEST(LapackCholeskyQr, PotrsForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Potrs);
}
TYPED_TEST(LapackCholeskyQr, PosvAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Posv);
}
TYPED_TEST(LapackCholeskyQr, PosvForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Posv);
}
TYPED_TEST(LapackCholeskyQr, GeqrfAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Geqrf);
}
TYPED_TEST(LapackCholeskyQr, GeqrfForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Geqrf);
}

}  // namespace
}  // namespace gpu_test
