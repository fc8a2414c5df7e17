// io/export/whole_folder: a folder written as a whole. A cancel or failure leaves the target and
// its parent as they were; a replaced folder loses files the new one does not have.
#include "io/export/whole_folder.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

class CancelAfterProgress final : public Progress {
public:
    explicit CancelAfterProgress(int reports) : reports_left_(reports) {}
    void set_progress(double) override { --reports_left_; }
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return reports_left_ <= 0; }

private:
    int reports_left_;
};

Status any_folder(const fs::path&) { return {}; }

std::size_t entries_in(const fs::path& dir) {
    std::size_t count = 0;
    for ([[maybe_unused]] const auto& item : fs::directory_iterator(dir)) ++count;
    return count;
}

const std::vector<FolderFile> kFiles{{"a.json", "{}"}, {"sub/b.json", "[]"}, {"c.json", "1"}};

TEST(WholeFolder, ACancelPartWayLeavesTheOldFolderAndNoTemporaryOne) {
    const fs::path dir = test::scratch_dir();
    fs::create_directories(dir / "out");
    test::write_text(dir / "out/old.json", "old");
    CancelAfterProgress cancel(2);
    const auto written = write_whole_folder(dir / "out", kFiles, any_folder, cancel);
    ASSERT_FALSE(written);
    EXPECT_EQ(written.error(), "cancelled");
    EXPECT_EQ(test::read_text(dir / "out/old.json"), "old");
    EXPECT_EQ(entries_in(dir / "out"), 1U);
    EXPECT_EQ(entries_in(dir), 1U) << "the partly written folder is removed";
}

TEST(WholeFolder, ANewFolderIsMadeAndAnOldOneReplacedWhole) {
    const fs::path dir = test::scratch_dir();
    NullProgress progress;
    const auto made = write_whole_folder(dir / "new/out", kFiles, any_folder, progress);
    ASSERT_TRUE(made) << made.error();
    EXPECT_EQ(made->at(1), dir / "new/out/sub/b.json");
    EXPECT_EQ(test::read_text(dir / "new/out/sub/b.json"), "[]");
    test::write_text(dir / "new/out/stale.json", "stale");
    const auto replaced = write_whole_folder(dir / "new/out", {{"a.json", "2"}}, any_folder, progress);
    ASSERT_TRUE(replaced) << replaced.error();
    EXPECT_EQ(entries_in(dir / "new/out"), 1U);
    EXPECT_EQ(test::read_text(dir / "new/out/a.json"), "2");
    EXPECT_EQ(entries_in(dir / "new"), 1U);
}

TEST(WholeFolder, AFolderItMayNotReplaceOrAFileIsLeftAlone) {
    const fs::path dir = test::scratch_dir();
    fs::create_directories(dir / "mine");
    test::write_text(dir / "mine/letter.txt", "keep");
    test::write_text(dir / "file.txt", "keep");
    NullProgress progress;
    const auto refused = write_whole_folder(dir / "mine", kFiles, [](const fs::path&) -> Status { return failure("not a pack"); }, progress);
    EXPECT_EQ(refused.error(), (dir / "mine").string() + ": not replaced: not a pack");
    EXPECT_EQ(test::read_text(dir / "mine/letter.txt"), "keep");
    const auto file = write_whole_folder(dir / "file.txt", kFiles, any_folder, progress);
    EXPECT_EQ(file.error(), (dir / "file.txt").string() + ": is a file, expected a folder to write");
    EXPECT_EQ(entries_in(dir), 2U);
}

}  // namespace
}  // namespace sandtable
