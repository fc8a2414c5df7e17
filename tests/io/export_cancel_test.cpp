// io/export: every export format, cancelled at its first and at its second look at the progress,
// fails with "cancelled" and leaves what the target held as it was: a file keeps its bytes, a
// folder its files, and no temporary file is left beside them.
#include "io/export/exporter.hpp"
#include "io/sample_book.hpp"
#include "support/cancel_after.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> listing(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) names.push_back(fs::relative(entry.path(), dir).string());
    std::sort(names.begin(), names.end());
    return names;
}

class EveryExporter : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryExporter, CancelledLeavesTheTargetAsItWas) {
    const std::string& id = GetParam();
    const Exporter* exporter = find_exporter(id);
    ASSERT_NE(exporter, nullptr);
    // The Gettysburg 150 board has a CRS and no rotation, so every format fits it.
    const Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    for (int calls = 0; calls < 2; ++calls) {
        const fs::path dir = test::scratch_dir() / std::to_string(calls);
        fs::create_directories(dir);
        const fs::path target = exporter->output() == ExportOutput::File ? dir / exporter->file_name("book") : dir / "out";
        if (exporter->output() == ExportOutput::File) {
            test::write_text(target, "old");
        } else {
            fs::create_directories(target);
        }
        const std::vector<std::string> before = listing(dir);
        ExportRequest request;
        request.book = &book;
        request.output = target;
        request.renders = false;
        test::CancelAfter cancel(calls);
        const auto written = exporter->write(request, cancel);
        ASSERT_FALSE(written) << id << " was not cancelled after " << calls << " looks";
        EXPECT_EQ(written.error(), "cancelled") << id;
        EXPECT_EQ(listing(dir), before) << id << " after " << calls << " looks";
        if (exporter->output() == ExportOutput::File) {
            EXPECT_EQ(test::read_text(target), "old") << id;
        }
    }
}

std::vector<std::string> exporter_ids() {
    std::vector<std::string> ids;
    for (const Exporter* exporter : exporters()) ids.emplace_back(exporter->id());
    return ids;
}

INSTANTIATE_TEST_SUITE_P(Formats, EveryExporter, ::testing::ValuesIn(exporter_ids()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace sandtable
