#include "io/atomic_file.hpp"
#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <stdexcept>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::size_t files_in(const fs::path& dir) {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

TEST(AtomicSave, KeepsThePreviousVersionAsBak) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = dir / "book.sandtable";
    Book book = test::small_book();
    ASSERT_TRUE(save_book(book, file));
    EXPECT_FALSE(fs::exists(backup_path(file)));
    const std::string first = test::read_text(file);
    book.metadata.title = "Second";
    ASSERT_TRUE(save_book(book, file));
    EXPECT_EQ(test::read_text(backup_path(file)), first);
    EXPECT_NE(test::read_text(file), first);
    EXPECT_EQ(files_in(dir), 2U);  // no temporary left behind
}

TEST(AtomicSave, AFailedWriteLeavesTheOldFileIntact) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = dir / "book.sandtable";
    test::write_text(file, "old contents");
    const SaveResult result = save_atomically(file, [](std::ostream& out) {
        out << "half a book";
        throw std::runtime_error("disk full");
    });
    EXPECT_FALSE(result);
    EXPECT_NE(result.error.find("book.sandtable: not saved: disk full"), std::string::npos) << result.error;
    EXPECT_EQ(test::read_text(file), "old contents");
    EXPECT_EQ(files_in(dir), 1U);
}

TEST(AtomicSave, AnUnwritableFolderIsAnErrorNamingTheFile) {
    const SaveResult result = save_book(test::small_book(), "/nonexistent-folder/book.sandtable");
    EXPECT_FALSE(result);
    EXPECT_NE(result.error.find("/nonexistent-folder/book.sandtable"), std::string::npos);
}

}  // namespace
}  // namespace sandtable
