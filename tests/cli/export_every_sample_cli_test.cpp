// Every sample book exports to every format that fits its maps, and each export is read by a tool
// we did not write: the pack by tests/support/pack_check.py (python3-jsonschema and hashlib), Tiled
// maps by tmxrasterizer, the OGR formats by ogrinfo, CSV by Python's csv module, PNG by gdalinfo,
// SVG by librsvg, PDF by poppler. A format that does not fit (GeoJSON and KML of a map without a
// CRS, a Tiled map of a rotated grid) is refused with exit code 2 and nothing written.
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"
#include "validators/registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::quoted;

struct SampleFormat {
    std::string sample;
    std::string format;
    bool fits = true;
};

std::string name_of(const ::testing::TestParamInfo<SampleFormat>& info) {
    std::string name = fs::path(info.param.sample).stem().string() + "_" + info.param.format;
    for (char& c : name) {
        if (c == '-') c = '_';
    }
    return name;
}

// The files of the export to hand to the checking tool, by extension.
std::vector<fs::path> files_with(const fs::path& out, const std::string& extension) {
    std::vector<fs::path> files;
    if (fs::is_regular_file(out)) return {out};
    for (const auto& entry : fs::recursive_directory_iterator(out)) {
        if (entry.path().extension() == extension) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string checker_for(const std::string& format, const fs::path& file, const fs::path& scratch) {
    if (format == "tmx") return "QT_QPA_PLATFORM=offscreen tmxrasterizer " + quoted(file) + " " + quoted(scratch / "tiled.png");
    if (format == "csv") {
        return "/usr/bin/python3 -c \"import csv,sys; rows=list(csv.reader(open(sys.argv[1], encoding='utf-8-sig'))); sys.exit(0 if len(rows) >= 1 and "
               "all(len(r) == len(rows[0]) for r in rows) else 1)\" " +
               quoted(file);
    }
    if (format == "png") return "gdalinfo " + quoted(file) + " | grep -q 'Driver: PNG'";
    if (format == "svg") return "rsvg-convert " + quoted(file) + " -o " + quoted(scratch / "svg.png");
    if (format == "pdf" || format == "print") return "pdfinfo " + quoted(file) + " | grep -q 'Pages:'";
    return "ogrinfo -ro -so -al " + quoted(file) + " | grep -q 'Feature Count'";
}

std::string extension_of(const std::string& format) {
    if (format == "print") return ".pdf";
    if (format == "geojson") return ".geojson";
    return "." + format;
}

class EverySampleExports : public ::testing::TestWithParam<SampleFormat> {};

TEST_P(EverySampleExports, ToEachFormatThatFitsAndAnOutsideToolReadsIt) {
    const SampleFormat& c = GetParam();
    const fs::path dir = test::scratch_dir();
    const bool one_file = c.format == "gpkg" || c.format == "kml" || c.format == "print";
    const fs::path out = dir / (one_file ? "out" + extension_of(c.format) : std::string("out"));
    const auto exported = test::cli("export " + quoted(test::source_path(c.sample)) + " --to " + c.format + " --no-renders -o " + quoted(out));
    if (!c.fits) {
        EXPECT_EQ(exported.exit_code, 2) << exported.out << exported.err;
        EXPECT_FALSE(fs::exists(out));
        return;
    }
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    if (c.format == "pack") {
        const auto check = test::run_command("/usr/bin/python3 " + quoted(test::source_path("tests/support/pack_check.py")) + " " + quoted(out) + " " +
                                             quoted(test::source_path("docs/schema")));
        EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
        return;
    }
    const std::vector<fs::path> files = files_with(out, extension_of(c.format));
    ASSERT_FALSE(files.empty()) << exported.out;
    for (const fs::path& file : files) {
        const auto check = test::run_command(checker_for(c.format, file, dir));
        EXPECT_EQ(check.exit_code, 0) << file << "\n" << check.out << check.err;
    }
}

// Every book of samples/<folder>/ (not the broken books), in path order.
std::vector<fs::path> every_sample_book() {
    std::vector<fs::path> books;
    for (const auto& folder : fs::directory_iterator(test::source_path("samples"))) {
        if (!folder.is_directory()) continue;
        for (const auto& entry : fs::directory_iterator(folder.path())) {
            if (entry.path().extension() == ".sandtable") books.push_back(entry.path());
        }
    }
    std::sort(books.begin(), books.end());
    return books;
}

std::vector<SampleFormat> every_sample_and_format() {
    const std::vector<std::string> formats{"pack", "tmx", "gpkg", "geojson", "shp", "kml", "csv", "png", "svg", "pdf", "print"};
    std::vector<SampleFormat> cases;
    for (const fs::path& book_path : every_sample_book()) {
        const LoadResult loaded = load_book(book_path);
        if (!loaded) throw std::runtime_error(loaded.error());
        const Book& book = loaded->book;
        const bool has_crs = std::all_of(book.maps.begin(), book.maps.end(), [](const GameMap& map) { return !map.crs.empty(); });
        const bool rotated = std::any_of(book.maps.begin(), book.maps.end(), [](const GameMap& map) {
            return map.kind == MapKind::Hex && map.hex.grid.geometry.rotation_degrees != 0.0;
        });
        const bool freeform = std::any_of(book.maps.begin(), book.maps.end(), [](const GameMap& map) { return map.kind == MapKind::Freeform; });
        const std::string sample = fs::relative(book_path, test::source_path("")).generic_string();
        for (const std::string& format : formats) {
            bool fits = true;
            if ((format == "geojson" || format == "kml") && !has_crs) fits = false;
            if (format == "tmx" && rotated) fits = false;
            // Tiled's maps are hexagonal.
            if (freeform && format == "tmx") fits = false;
            cases.push_back({sample, format, fits});
        }
    }
    return cases;
}

// The table holds a book of every ruleset with checks (each has its sample, see
// tests/validators/ruleset_completeness_test.cpp): a sample added to a folder joins it.
TEST(EverySampleExports, FindsABookOfEveryRulesetWithChecks) {
    std::set<std::string> rulesets;
    for (const fs::path& book : every_sample_book()) {
        if (const LoadResult loaded = load_book(book)) rulesets.insert(loaded->book.ruleset);
    }
    for (const std::string_view id : rulesets_with_checks()) EXPECT_TRUE(rulesets.contains(std::string(id))) << id;
}

INSTANTIATE_TEST_SUITE_P(Samples, EverySampleExports, ::testing::ValuesIn(every_sample_and_format()), name_of);

}  // namespace
}  // namespace sandtable
