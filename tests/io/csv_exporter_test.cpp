// io/export: the csv exporter through the Exporter interface: found by its id, writes both files
// whole, and a cancelled export leaves the folder as it was, with no temporary file behind.
#include "io/export/exporter.hpp"
#include "io/native/book_file.hpp"
#include "support/cancel_after.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> names_in(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& item : fs::directory_iterator(dir)) names.push_back(item.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

TEST(CsvExporter, IsFoundByItsIdAndWritesAFolder) {
    const Exporter* csv = find_exporter("csv");
    ASSERT_NE(csv, nullptr);
    EXPECT_EQ(csv->output(), ExportOutput::Folder);
    EXPECT_EQ(find_exporter("xls"), nullptr);
}

TEST(CsvExporter, ReplacesEarlierFilesAndACancelledExportLeavesThemAsTheyWere) {
    const LoadResult loaded = load_book(test::default_sample());
    ASSERT_TRUE(loaded);
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "forces.csv", "old forces");
    test::write_text(dir / "schedule.csv", "old schedule");
    ExportRequest request;
    request.book = &loaded->book;
    request.output = dir;
    for (int calls = 0; calls < 4; ++calls) {
        test::CancelAfter cancel(calls);
        const auto written = find_exporter("csv")->write(request, cancel);
        ASSERT_FALSE(written) << "cancelled after " << calls << " checks";
        EXPECT_EQ(written.error(), "cancelled");
        EXPECT_EQ(test::read_text(dir / "forces.csv"), "old forces");
        EXPECT_EQ(names_in(dir), (std::vector<std::string>{"forces.csv", "schedule.csv"}));
    }
    NullProgress progress;
    const auto written = find_exporter("csv")->write(request, progress);
    ASSERT_TRUE(written) << written.error();
    EXPECT_EQ(*written, (std::vector<fs::path>{dir / "forces.csv", dir / "schedule.csv"}));
    EXPECT_TRUE(test::read_text(dir / "forces.csv").starts_with("\xEF\xBB\xBFside,id,kind"));
    EXPECT_EQ(names_in(dir), (std::vector<std::string>{"forces.csv", "schedule.csv"}));
}

}  // namespace
}  // namespace sandtable
