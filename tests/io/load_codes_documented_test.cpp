// Every load.* code the loader can give is listed in docs/cli.md's Loader errors, and the form
// docs/file-format.md gives for a loader error is the one sandtable-cli prints.
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

// The "load.CODE" literals of the loader's sources.
std::set<std::string> codes_in_sources() {
    std::set<std::string> codes;
    const std::regex literal(R"re("(load\.[a-z-]+)")re");
    for (const char* folder : {"io/native", "io"}) {
        for (const auto& entry : fs::directory_iterator(test::source_path(folder))) {
            if (!entry.is_regular_file()) continue;
            const std::string text = test::read_text(entry.path());
            for (auto it = std::sregex_iterator(text.begin(), text.end(), literal); it != std::sregex_iterator(); ++it) {
                codes.insert((*it)[1].str());
            }
        }
    }
    return codes;
}

// The codes of the `CODE starts with load.` item of docs/cli.md's Loader errors.
std::string loader_errors_section() {
    const std::string cli = test::read_text(test::source_path("docs/cli.md"));
    const auto start = cli.find("## Loader errors");
    const auto end = cli.find("\n## ", start + 1);
    EXPECT_NE(start, std::string::npos);
    return cli.substr(start, end - start);
}

TEST(LoadCodes, EveryCodeTheLoaderGivesIsListedInTheCliDocs) {
    const std::set<std::string> codes = codes_in_sources();
    EXPECT_GE(codes.size(), 20U);  // the scan found the loader's codes
    EXPECT_TRUE(codes.contains("load.bad-encoding"));
    const std::string section = loader_errors_section();
    for (const std::string& code : codes) {
        EXPECT_NE(section.find("`" + code + "`"), std::string::npos) << code << " is not in docs/cli.md#loader-errors";
    }
}

TEST(LoadCodes, TheFileFormatGivesBothFormsTheCliPrints) {
    const std::string format = test::read_text(test::source_path("docs/file-format.md"));
    EXPECT_NE(format.find("`FILE:LINE:COLUMN: error[CODE]: MESSAGE`"), std::string::npos);
    EXPECT_NE(format.find("`FILE: error[load.unreadable]: cannot read the file: REASON`"), std::string::npos);
    const fs::path dir = test::scratch_dir();
    const auto missing = test::cli("info " + test::quoted(dir / "nosuch.sandtable"));
    EXPECT_EQ(missing.err, (dir / "nosuch.sandtable").string() + ": error[load.unreadable]: cannot read the file: no such file\n");
    test::write_text(dir / "enc.sandtable", "<sandtable version=\"1\" ruleset=\"gettysburg-125\">\n<metadata><title>T\xff</title>");
    const auto encoding = test::cli("info " + test::quoted(dir / "enc.sandtable"));
    EXPECT_EQ(encoding.err, (dir / "enc.sandtable").string() +
                                ":2:19: error[load.bad-encoding]: the file is not valid UTF-8 here: save it as UTF-8\n");
}

}  // namespace
}  // namespace sandtable
