#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::quoted;

using test::cli;

std::string sample() { return quoted(test::default_sample()); }

TEST(CliRender, WritesPngSvgAndPdf) {
    const fs::path dir = test::scratch_dir();
    for (const char* name : {"map.png", "map.svg", "map.pdf"}) {
        const fs::path out = dir / name;
        const auto r = cli("render " + sample() + " --scenario first-day --width 600 -o " + quoted(out));
        EXPECT_EQ(r.exit_code, 0) << name << ": " << r.err;
        EXPECT_TRUE(fs::exists(out)) << name;
        EXPECT_GT(fs::file_size(out), 1000U) << name;
        EXPECT_NE(r.out.find("wrote " + out.string() + " (600 x "), std::string::npos) << r.out;
    }
    const fs::path bare = dir / "bare.png";
    const auto r = cli("render " + sample() + " --map board --no-labels --no-grid --width 300 --height 200 -o " + quoted(bare));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("(300 x 200 px)"), std::string::npos) << r.out;
}

TEST(CliRender, BadInputExitsTwoWithAClearMessage) {
    const fs::path dir = test::scratch_dir();
    const auto extension = cli("render " + sample() + " -o " + quoted(dir / "map.jpg"));
    EXPECT_EQ(extension.exit_code, 2);
    EXPECT_NE(extension.err.find("cannot render to '.jpg' files; use .png, .svg or .pdf"), std::string::npos) << extension.err;

    const auto scenario = cli("render " + sample() + " --scenario fifth-day -o " + quoted(dir / "map.png"));
    EXPECT_EQ(scenario.exit_code, 2);
    EXPECT_NE(scenario.err.find("no scenario with id \"fifth-day\""), std::string::npos) << scenario.err;

    const auto map = cli("render " + sample() + " --map moon -o " + quoted(dir / "map.png"));
    EXPECT_EQ(map.exit_code, 2);
    EXPECT_NE(map.err.find("the book has no map 'moon' (its maps: board)"), std::string::npos) << map.err;

    EXPECT_EQ(cli("render " + sample()).exit_code, 2);  // no -o
    EXPECT_EQ(cli("render " + sample() + " --width -5 -o " + quoted(dir / "map.png")).exit_code, 2);
    EXPECT_EQ(cli("render " + quoted(dir / "missing.sandtable") + " -o " + quoted(dir / "map.png")).exit_code, 2);
    EXPECT_FALSE(fs::exists(dir / "map.png"));
    EXPECT_FALSE(fs::exists(dir / "map.jpg"));

    const auto help = cli("render --help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--scenario"), std::string::npos);
}

}  // namespace
}  // namespace sandtable
