// sandtable-cli export --to tmx and import FILE.tmx: --tile-size sets the tiles' pixels, a rotated
// grid is refused with exit code 2, an export comes back as a book that validates, and Tiled's
// example map becomes a book through a mapping file.
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

TEST(ExportTmx, TileSizeSetsThePixelsOfTheTiles) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::default_sample()) + " --to tmx --tile-size 41 -o " + quoted(dir / "tmx"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + (dir / "tmx" / "board.tmx").string() + "\nwrote " + (dir / "tmx" / "board-terrain.png").string() + "\n");
    const std::string tmx = test::read_text(dir / "tmx" / "board.tmx");
    // Flat-top hexes 42 px across the flats (41 made even), 48 corner to corner with sides of 24.
    EXPECT_NE(tmx.find("tilewidth=\"48\" tileheight=\"42\" infinite=\"0\" hexsidelength=\"24\" staggeraxis=\"x\" staggerindex=\"odd\""),
              std::string::npos)
        << tmx.substr(0, 400);
    const auto small = cli("export " + quoted(test::default_sample()) + " --to tmx --tile-size 4 -o " + quoted(dir / "small"));
    EXPECT_EQ(small.exit_code, 2);
    EXPECT_NE(small.err.find("--tile-size: Value 4 not in range 8 to 4096"), std::string::npos) << small.err;
}

TEST(ExportTmx, ARotatedGridIsRefusedAndNothingIsWritten) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::source_path("samples/gettysburg-125/gettysburg-125.sandtable")) + " --to tmx -o " + quoted(dir / "tmx"));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("map \"board\": the grid is rotated by -83.82 degrees"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(dir / "tmx"));
}

TEST(ImportTmx, AnExportComesBackAsABookThatValidates) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(cli("export " + quoted(test::default_sample()) + " --to tmx -o " + quoted(dir / "tmx")).exit_code, 0);
    const auto r = cli("import " + quoted(dir / "tmx" / "board.tmx") + " -o " + quoted(dir / "back.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "20 x 15 hexes, 5 terrain entries, 12 hexsides with features, 0 roads, 4 places, 8 objectives, 2 edges, written to " +
                         (dir / "back.sandtable").string() + "\n");
    const auto valid = cli("validate " + quoted(dir / "back.sandtable"));
    EXPECT_EQ(valid.exit_code, 0) << valid.out << valid.err;
    EXPECT_EQ(test::xmllint_check(dir / "back.sandtable").exit_code, 0);
}

TEST(ImportTmx, TiledsExampleBecomesABookThroughAMappingFile) {
    const fs::path dir = test::scratch_dir();
    const fs::path mini = test::fixture_path("tiled/hexagonal-mini.tmx");
    const auto unmapped = cli("import " + quoted(mini) + " --ruleset gettysburg-150 -o " + quoted(dir / "mini.sandtable"));
    EXPECT_EQ(unmapped.exit_code, 2);
    EXPECT_NE(unmapped.err.find("tile 14 of tileset \"hex mini\" stands for no terrain"), std::string::npos) << unmapped.err;
    EXPECT_NE(unmapped.err.find("15 problem(s); " + (dir / "mini.sandtable").string() + " not written"), std::string::npos) << unmapped.err;
    EXPECT_FALSE(fs::exists(dir / "mini.sandtable"));
    const auto r = cli("import " + quoted(mini) + " --ruleset gettysburg-150 --mapping " +
                       quoted(test::fixture_path("tiled/hexagonal-mini-mapping.json")) + " -o " + quoted(dir / "mini.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(r.out.starts_with("20 x 20 hexes, 14 terrain entries,")) << r.out;
    EXPECT_EQ(test::xmllint_check(dir / "mini.sandtable").exit_code, 0);
    const auto into = cli("import " + quoted(mini) + " --into " + quoted(test::default_sample()) + " -o " + quoted(dir / "x.sandtable"));
    EXPECT_EQ(into.exit_code, 2);
    EXPECT_NE(into.err.find("a Tiled map makes a new book: leave out --into"), std::string::npos) << into.err;
}

}  // namespace
}  // namespace sandtable
