// A book that cannot be read is one load.unreadable error, without a line, whose message says why.
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::string unreadable_message(const fs::path& path) {
    const LoadResult result = load_book(path);
    EXPECT_FALSE(result);
    if (result.failure().diagnostics.size() != 1) {
        ADD_FAILURE() << result.error();
        return {};
    }
    const Diagnostic& e = result.failure().diagnostics.front();
    EXPECT_EQ(e.code, "load.unreadable");
    EXPECT_EQ(e.file, path.string());
    EXPECT_EQ(e.line, 0);
    return e.message;
}

TEST(UnreadableBook, AMissingFileIsNoSuchFile) {
    EXPECT_EQ(unreadable_message(test::scratch_dir() / "nosuch.sandtable"), "cannot read the file: no such file");
}

TEST(UnreadableBook, AFolderIsSaidToBeOne) {
    const fs::path folder = test::scratch_dir() / "book.sandtable";
    fs::create_directory(folder);
    EXPECT_EQ(unreadable_message(folder), "cannot read the file: it is a folder");
}

// Any other reason is the system's own words: here a path that goes on through a file.
TEST(UnreadableBook, OtherReasonsAreTheSystemsMessage) {
    const fs::path file = test::scratch_dir() / "plain.txt";
    test::write_text(file, "not a folder");
    EXPECT_EQ(unreadable_message(file / "book.sandtable"),
              "cannot read the file: " + std::make_error_code(std::errc::not_a_directory).message());
}

TEST(UnreadableBook, AFileWithoutReadPermissionIsPermissionDenied) {
    const fs::path file = test::scratch_dir() / "locked.sandtable";
    test::write_text(file, test::read_text(test::default_sample()));
    fs::permissions(file, fs::perms::none);
    if (std::ifstream(file).is_open()) {
        fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
        GTEST_SKIP() << "this user reads files whatever their permissions (root does), so nothing is denied";
    }
    EXPECT_EQ(unreadable_message(file), "cannot read the file: permission denied");
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
}

}  // namespace
}  // namespace sandtable
