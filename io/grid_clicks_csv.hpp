#pragma once
// Hex centres clicked on a picture, as CSV: a header naming the columns x and y and optionally
// label (in any order), then one click per line. Blank lines are skipped; fields may be quoted.
#include "model/hex/grid_fit.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct GridClicksCsv {
    std::vector<GridClick> clicks;
    std::vector<int> lines;  // the line of each click, counted from 1
};

// Fails with "FILE:LINE: what was expected".
[[nodiscard]] Outcome<GridClicksCsv> read_grid_clicks_csv(const std::filesystem::path& path);
[[nodiscard]] Outcome<GridClicksCsv> parse_grid_clicks_csv(std::string_view text, const std::string& file_name);

// The header "x,y,label" and one line per click, coordinates with enough digits to read back
// the same numbers; labels are quoted when they hold a comma or a quote.
[[nodiscard]] std::string format_grid_clicks_csv(const std::vector<GridClick>& clicks);
// Written atomically, without a backup; a failure names the file.
[[nodiscard]] Status write_grid_clicks_csv(const std::filesystem::path& path, const std::vector<GridClick>& clicks);

}  // namespace sandtable
