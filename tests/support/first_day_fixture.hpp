#pragma once
// The default sample book with its first-day scenario resolved, and a scratch folder: what the
// render tests draw.
#include "io/native/book_file.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable::test {

class FirstDayOfTheSample : public ::testing::Test {
protected:
    void SetUp() override {
        loaded = load_book(default_sample());
        ASSERT_TRUE(loaded) << loaded.error();
        scenario = resolve_scenario(loaded->book, "first-day");
        ASSERT_TRUE(scenario) << scenario.error();
        dir = scratch_dir();
    }

    LoadResult loaded = failure("not loaded yet");
    Outcome<ResolvedScenario> scenario = failure("not resolved yet");
    std::filesystem::path dir;
};

}  // namespace sandtable::test
