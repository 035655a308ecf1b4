// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU LU routines (getrf, getrfnp, getrs, gesv, getri) against the host checks of
 * lapack_harness.hh: every type and layout; the full size list (0 .. 512, both sides of the
 * kernels' limits) with singular problems beside healthy ones through the flat form, and every
 * other form (group, strided, device codes, C _gpu and _gpu_dinfo, vbatched) on smaller lists.
 */
#include "lapack_harness.hh"

namespace gpu_test {
namespace {

using lapack::Routine;

template <typename T>
class LapackLu : public ::testing::Test {
};
TYPED_TEST_SUITE(LapackLu, Types);

TYPED_TEST(LapackLu, GetrfAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Getrf);
}
TYPED_TEST(LapackLu, GetrfForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Getrf);
}
TYPED_TEST(LapackLu, GetrfnpAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Getrfnp);
}
TYPED_TEST(LapackLu, GetrfnpForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Getrfnp);
}
TYPED_TEST(LapackLu, GetrsAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Getrs);
}
TYPED_TEST(LapackLu, GetrsForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Getrs);
}
TYPED_TEST(LapackLu, GesvAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Gesv);
}
TYPED_TEST(LapackLu, GesvForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Gesv);
}
TYPED_TEST(LapackLu, GetriAllSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::full_test<TypeParam>(Routine::Getri);
}
TYPED_TEST(LapackLu, GetriForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::forms_test<TypeParam>(Routine::Getri);
}

}  // namespace
}  // namespace gpu_test
