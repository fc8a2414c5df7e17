#pragma once
// A sample book of the repository, loaded for the io tests (a load failure fails the test).
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <string>

namespace sandtable::test {

[[nodiscard]] inline Book load_sample(const std::string& relative) {
    LoadResult loaded = load_book(source_path(relative));
    EXPECT_TRUE(loaded) << relative;
    return loaded ? std::move(loaded->book) : Book{};
}

}  // namespace sandtable::test
