// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of src/core/batch.hh, the one view of a batch: Param answers "value for problem i" for
 * one value, one per group and one per problem; Matrices for pointer arrays (one per problem or
 * one shared), strided storage and missing arrays; Groups for the C API's int64_t sizes, the C++
 * API's size_t sizes and the single group of the flat C++ API; for_each_problem visits every
 * problem once, group after group, with global indices in order.
 */
#include "core/batch.hh"

#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <utility>
#include <vector>

namespace {

using batchblas::core::for_each_problem;
using batchblas::core::Groups;
using batchblas::core::Index;
using batchblas::core::Matrices;
using batchblas::core::Param;
using batchblas::core::Spread;

/** Every (group, problem) pair for_each_problem visits, in order. */
std::vector<std::pair<int64_t, int64_t>> visits(Groups const& groups)
{
    std::vector<std::pair<int64_t, int64_t>> v;
    for_each_problem(groups, [&](Index at) { v.emplace_back(at.group, at.problem); });
    return v;
}

TEST(Param, DefaultIsNotGiven)
{
    Param<int64_t> p;
    EXPECT_FALSE(p.given());
    EXPECT_EQ(p.spread(), Spread::One);
    Param<double> q(nullptr, Spread::PerGroup);
    EXPECT_FALSE(q.given());
}

TEST(Param, OneValueServesEveryProblem)
{
    int64_t const value = 42;
    Param<int64_t> p(&value, Spread::One);
    EXPECT_TRUE(p.given());
    EXPECT_EQ(p.spread(), Spread::One);
    for (int64_t g = 0; g < 3; ++g)
        for (int64_t i = 0; i < 7; ++i) EXPECT_EQ(p(Index{g, i}), 42);
}

TEST(Param, PerGroupReadsTheGroupsEntry)
{
    std::vector<double> const values = {1.5, -2.5, 3.5};
    Param<double> p(values.data(), Spread::PerGroup);
    EXPECT_EQ(p.spread(), Spread::PerGroup);
    EXPECT_EQ(p(Index{0, 0}), 1.5);
    EXPECT_EQ(p(Index{0, 5}), 1.5);
    EXPECT_EQ(p(Index{1, 6}), -2.5);
    EXPECT_EQ(p(Index{2, 1}), 3.5);  // the problem index plays no part
}

TEST(Param, PerProblemReadsTheProblemsEntry)
{
    std::vector<int> const values = {111, 112, 113, 111};
    Param<int> p(values.data(), Spread::PerProblem);
    EXPECT_EQ(p.spread(), Spread::PerProblem);
    EXPECT_EQ(p(Index{0, 0}), 111);
    EXPECT_EQ(p(Index{0, 1}), 112);
    EXPECT_EQ(p(Index{5, 2}), 113);  // the group index plays no part
    EXPECT_EQ(p(Index{1, 3}), 111);
}

TEST(Param, ComplexValues)
{
    std::vector<std::complex<float>> const values = {{1, 2}, {3, 4}};
    Param<std::complex<float>> p(values.data(), Spread::PerGroup);
    EXPECT_EQ(p(Index{1, 9}), std::complex<float>(3, 4));
}

TEST(Matrices, DefaultIsNotGiven)
{
    Matrices<double const> m;
    EXPECT_FALSE(m.given());
    Matrices<double> n(nullptr, Spread::PerProblem);
    EXPECT_FALSE(n.given());
}

TEST(Matrices, PointerArrayOnePerProblem)
{
    double x[4] = {};
    std::vector<double*> const ptrs = {&x[0], &x[1], nullptr, &x[3]};
    Matrices<double> m(ptrs.data(), Spread::PerProblem);
    EXPECT_TRUE(m.given());
    EXPECT_EQ(m(Index{0, 0}), &x[0]);
    EXPECT_EQ(m(Index{0, 1}), &x[1]);
    EXPECT_EQ(m(Index{1, 2}), nullptr);  // a null entry is reported as such, not skipped
    EXPECT_EQ(m(Index{7, 3}), &x[3]);
}

TEST(Matrices, SharedPointerServesEveryProblem)
{
    double const x = 1;
    std::vector<double const*> const ptrs = {&x};
    Matrices<double const> m(ptrs.data(), Spread::One);
    EXPECT_TRUE(m.given());
    for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(m(Index{i % 2, i}), &x);
}

TEST(Matrices, Strided)
{
    std::vector<float> storage(100);
    auto m = Matrices<float>::strided(storage.data(), 12);
    EXPECT_TRUE(m.given());
    EXPECT_EQ(m(Index{0, 0}), storage.data());
    EXPECT_EQ(m(Index{0, 1}), storage.data() + 12);
    EXPECT_EQ(m(Index{3, 7}), storage.data() + 84);  // problem index, not group
    auto c = Matrices<float const>::strided(storage.data() + 1, 0);
    EXPECT_EQ(c(Index{0, 5}), storage.data() + 1);  // stride 0: every problem the same matrix
}

TEST(Matrices, StridedIsGivenEvenWithNullBase)
{
    // The strided form has no array to be missing; a null base shows as a null problem 0.
    auto m = Matrices<double>::strided(nullptr, 4);
    EXPECT_TRUE(m.given());
    EXPECT_EQ(m(Index{0, 0}), nullptr);
}

TEST(Groups, DefaultIsEmpty)
{
    Groups g;
    EXPECT_EQ(g.count(), 0);
    EXPECT_FALSE(g.sizes_given());
    EXPECT_TRUE(visits(g).empty());
}

TEST(Groups, Int64Sizes)
{
    std::vector<int64_t> const sizes = {2, 0, 3};
    Groups g(3, sizes.data());
    EXPECT_EQ(g.count(), 3);
    EXPECT_TRUE(g.sizes_given());
    EXPECT_EQ(g.size(0), 2);
    EXPECT_EQ(g.size(1), 0);
    EXPECT_EQ(g.size(2), 3);
}

TEST(Groups, Int64SizesMissing)
{
    Groups g(2, static_cast<int64_t const*>(nullptr));
    EXPECT_EQ(g.count(), 2);
    EXPECT_FALSE(g.sizes_given());
}

TEST(Groups, SizeTSizes)
{
    std::vector<size_t> const sizes = {4, 1};
    Groups g(int64_t(sizes.size()), sizes.data());
    EXPECT_EQ(g.count(), 2);
    EXPECT_TRUE(g.sizes_given());
    EXPECT_EQ(g.size(0), 4);
    EXPECT_EQ(g.size(1), 1);
}

TEST(Groups, SizeTSizesMissing)
{
    Groups g(1, static_cast<size_t const*>(nullptr));
    EXPECT_FALSE(g.sizes_given());
}

TEST(Groups, Single)
{
    Groups g = Groups::single(5);
    EXPECT_EQ(g.count(), 1);
    EXPECT_TRUE(g.sizes_given());
    EXPECT_EQ(g.size(0), 5);
    auto const v = visits(g);
    ASSERT_EQ(v.size(), 5u);
    for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(v[size_t(i)], std::make_pair(int64_t(0), i));
}

TEST(Groups, SingleEmpty)
{
    Groups g = Groups::single(0);
    EXPECT_EQ(g.count(), 1);
    EXPECT_TRUE(g.sizes_given());
    EXPECT_EQ(g.size(0), 0);
    EXPECT_TRUE(visits(g).empty());
}

TEST(ForEachProblem, GroupAfterGroupInOrder)
{
    std::vector<int64_t> const sizes = {2, 0, 3, 0, 0, 1};
    Groups g(int64_t(sizes.size()), sizes.data());
    std::vector<std::pair<int64_t, int64_t>> const want = {{0, 0}, {0, 1}, {2, 2},
                                                           {2, 3}, {2, 4}, {5, 5}};
    EXPECT_EQ(visits(g), want);
}

TEST(ForEachProblem, SizeTGroupsMatchInt64Groups)
{
    std::vector<int64_t> const s64 = {3, 1, 0, 2};
    std::vector<size_t> const s = {3, 1, 0, 2};
    EXPECT_EQ(visits(Groups(4, s64.data())), visits(Groups(4, s.data())));
}

TEST(ForEachProblem, NoGroups)
{
    std::vector<int64_t> const sizes = {7};
    EXPECT_TRUE(visits(Groups(0, sizes.data())).empty());  // sizes not read
    EXPECT_TRUE(visits(Groups(0, static_cast<int64_t const*>(nullptr))).empty());
}

TEST(ForEachProblem, OnlyEmptyGroups)
{
    std::vector<int64_t> const sizes = {0, 0, 0};
    EXPECT_TRUE(visits(Groups(3, sizes.data())).empty());
}

TEST(ForEachProblem, ParamsFollowTheIndex)
{
    // The view end to end: per-group values follow the group, per-problem pointers the problem.
    std::vector<int64_t> const sizes = {1, 2};
    std::vector<int64_t> const m = {10, 20};
    double x[3] = {};
    std::vector<double*> const ptrs = {&x[0], &x[1], &x[2]};
    Groups g(2, sizes.data());
    Param<int64_t> pm(m.data(), Spread::PerGroup);
    Matrices<double> pc(ptrs.data(), Spread::PerProblem);
    std::vector<std::pair<int64_t, double*>> seen;
    for_each_problem(g, [&](Index at) { seen.emplace_back(pm(at), pc(at)); });
    std::vector<std::pair<int64_t, double*>> const want = {{10, &x[0]}, {20, &x[1]}, {20, &x[2]}};
    EXPECT_EQ(seen, want);
}

}  // namespace
