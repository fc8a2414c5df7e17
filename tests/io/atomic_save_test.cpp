#include "io/atomic_file.hpp"
#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <fstream>
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
    const Status result = save_atomically(file, [](std::ostream& out) {
        out << "half a book";
        throw std::runtime_error("disk full");
    });
    EXPECT_FALSE(result);
    EXPECT_NE(result.error().find("book.sandtable: not saved: disk full"), std::string::npos) << result.error();
    EXPECT_EQ(test::read_text(file), "old contents");
    EXPECT_EQ(files_in(dir), 1U);
}

TEST(AtomicSave, AnUnwritableFolderIsAnErrorNamingTheFile) {
    const Status result = save_book(test::small_book(), "/nonexistent-folder/book.sandtable");
    EXPECT_FALSE(result);
    EXPECT_NE(result.error().find("/nonexistent-folder/book.sandtable"), std::string::npos);
}

TEST(PartialOutput, AWriterFillsTheTemporaryFileAndTheCommitPutsItInPlace) {
    const fs::path dir = test::scratch_dir();
    const fs::path target = dir / "map.tif";
    test::write_text(target, "old picture");
    {
        PartialOutput partial(target);
        ASSERT_TRUE(partial.opened()) << partial.opened().error();
        EXPECT_EQ(partial.temporary().parent_path(), dir);
        EXPECT_TRUE(partial.temporary().filename().string().starts_with(".map.tif.")) << partial.temporary();
        std::ofstream(partial.temporary()) << "new picture";  // as GDAL writes it, by name
        EXPECT_EQ(test::read_text(target), "old picture");
        const Status committed = partial.commit();
        EXPECT_TRUE(committed) << committed.error();
    }
    EXPECT_EQ(test::read_text(target), "new picture");
    EXPECT_EQ(fs::status(target).permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
    EXPECT_EQ(files_in(dir), 1U);  // no temporary left, and no backup unless asked for
}

TEST(PartialOutput, TwoOutputsForOneTargetNeverShareATemporaryFile) {
    const fs::path dir = test::scratch_dir();
    PartialOutput first(dir / "map.tif");
    PartialOutput second(dir / "map.tif");
    ASSERT_TRUE(first.opened() && second.opened());
    EXPECT_NE(first.temporary(), second.temporary());
    EXPECT_TRUE(fs::exists(first.temporary()));
    EXPECT_TRUE(fs::exists(second.temporary()));
}

TEST(PartialOutput, AnUncommittedOutputLeavesNothingBehind) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "map.tif", "old picture");
    {
        PartialOutput partial(dir / "map.tif");
        std::ofstream(partial.temporary()) << "half a picture";
    }
    EXPECT_EQ(test::read_text(dir / "map.tif"), "old picture");
    EXPECT_EQ(files_in(dir), 1U);
}

TEST(PartialOutput, AFolderThatDoesNotExistIsAnErrorNamingTheTarget) {
    const fs::path target = test::scratch_dir() / "no-such-folder" / "map.tif";
    PartialOutput partial(target);
    EXPECT_FALSE(partial.opened());
    EXPECT_TRUE(partial.opened().error().starts_with(target.string() + ": cannot create a temporary file: ")) << partial.opened().error();
    const Status committed = partial.commit();
    EXPECT_FALSE(committed);
    EXPECT_EQ(committed.error(), partial.opened().error());
}

}  // namespace
}  // namespace sandtable
