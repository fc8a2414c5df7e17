// sandtable-cli loads GDAL only for the commands that need it: the program is not linked to
// libgdal, and with its GDAL module made unfindable, commands on books without reference layers
// still run while those that need GDAL say which module they could not load.
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builder.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::quoted;

const std::string kMissingModule = "/nonexistent/libsandtable-gdal.so";

test::CommandResult cli_without_gdal(const std::string& arguments) {
    return test::run_command("SANDTABLE_GDAL_MODULE=" + kMissingModule + " " + quoted(test::cli_path()) + " " + arguments);
}

fs::path saved_book(const fs::path& dir, std::vector<ReferenceLayer> layers) {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    book.maps[0].layers = std::move(layers);
    fs::create_directories(dir);
    const fs::path path = dir / "book.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

TEST(GdalOnDemandCli, TheProgramIsNotLinkedToGdal) {
    const auto ldd = test::run_command("ldd " + quoted(test::cli_path()));
    ASSERT_EQ(ldd.exit_code, 0) << ldd.err;
    EXPECT_NE(ldd.out.find("libc.so"), std::string::npos) << ldd.out;
    EXPECT_EQ(ldd.out.find("libgdal"), std::string::npos) << ldd.out;
}

TEST(GdalOnDemandCli, CommandsOnABookWithoutLayersRunWithoutTheModule) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = saved_book(dir, {});
    const auto validated = cli_without_gdal("validate --werror " + quoted(book));
    EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
    const auto rendered = cli_without_gdal("render " + quoted(book) + " --width 300 -o " + quoted(dir / "map.png"));
    EXPECT_EQ(rendered.exit_code, 0) << rendered.err;
    EXPECT_TRUE(fs::exists(dir / "map.png"));
    const auto info = cli_without_gdal("info " + quoted(test::default_sample()));
    EXPECT_EQ(info.exit_code, 0) << info.err;
}

TEST(GdalOnDemandCli, CommandsThatNeedGdalNameTheModuleTheyCouldNotLoad) {
    const fs::path dir = test::scratch_dir();
    const fs::path plain = saved_book(dir / "plain", {});
    const auto geotiff = cli_without_gdal("render " + quoted(plain) + " --width 300 -o " + quoted(dir / "map.tif"));
    EXPECT_EQ(geotiff.exit_code, 2);
    EXPECT_NE(geotiff.err.find("the GDAL module libsandtable-gdal.so is not installed (looked for " + kMissingModule + ")"),
              std::string::npos)
        << geotiff.err;
    EXPECT_FALSE(fs::exists(dir / "map.tif"));

    const fs::path layered =
        saved_book(dir / "layered", {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "scan.tif")});
    const auto validated = cli_without_gdal("validate " + quoted(layered));
    EXPECT_EQ(validated.exit_code, 2);
    EXPECT_NE(validated.err.find("sandtable-cli validate: the GDAL module"), std::string::npos) << validated.err;
    const auto without_imagery =
        cli_without_gdal("render " + quoted(layered) + " --no-imagery --width 300 -o " + quoted(dir / "layered.png"));
    EXPECT_EQ(without_imagery.exit_code, 0) << without_imagery.err;
}

TEST(GdalOnDemandCli, TheModuleBesideTheProgramIsLoadedWhenNeeded) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = saved_book(dir, {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "scan.tif")});
    const auto validated = test::cli("validate " + quoted(book));
    EXPECT_EQ(validated.exit_code, 0) << validated.err;
    EXPECT_NE(validated.out.find("warning[layer.missing-file]"), std::string::npos) << validated.out;
}

}  // namespace
}  // namespace sandtable
