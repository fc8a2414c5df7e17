// sandtable-cli export --to print and the picture formats: --paper picks the sheets, an unknown
// paper is refused by the option itself, and the pictures go to a folder.
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

TEST(ExportPrint, PaperPicksTheSheets) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::default_sample()) + " --to print --paper letter -o " + quoted(dir / "ridge.pdf"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + (dir / "ridge.pdf").string() + "\n");
    const auto info = test::run_command("pdfinfo " + quoted(dir / "ridge.pdf"));
    EXPECT_NE(info.out.find("612 x 792 pts (letter)"), std::string::npos) << info.out;
    const auto a3 = cli("export " + quoted(test::default_sample()) + " --to print --paper a3 -o " + quoted(dir / "a3.pdf"));
    EXPECT_EQ(a3.exit_code, 2);
    EXPECT_NE(a3.err.find("--paper: a3 not in {a4,letter}"), std::string::npos) << a3.err;
    EXPECT_FALSE(fs::exists(dir / "a3.pdf"));
}

TEST(ExportPictures, APictureOfTheMapAndOfTheScenarioAsked) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::default_sample()) + " --to svg --scenario first-day -o " + quoted(dir / "svg"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + (dir / "svg" / "board.svg").string() + "\nwrote " + (dir / "svg" / "first-day.svg").string() + "\n");
    EXPECT_EQ(test::run_command("xmllint --noout " + quoted(dir / "svg" / "first-day.svg")).exit_code, 0);
}

}  // namespace
}  // namespace sandtable
