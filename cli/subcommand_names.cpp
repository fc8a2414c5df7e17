#include "cli/subcommand_names.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <vector>

namespace sandtable::cli {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    // Optimal string alignment: the Levenshtein table with a swap of two neighbours as one edit.
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + substitution});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.size()][b.size()];
}

std::optional<std::string> unknown_subcommand(const CLI::App& app, int argc, const char* const* argv) {
    // The program itself takes only flags (--help, --version), so its first other word is the
    // subcommand.
    std::string word;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        if (arg.starts_with('-')) continue;
        word = arg;
        break;
    }
    if (word.empty()) return std::nullopt;
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
    if (names.empty() || std::find(names.begin(), names.end(), word) != names.end()) return std::nullopt;
    const auto nearest = std::min_element(names.begin(), names.end(), [&](const std::string& a, const std::string& b) {
        return edit_distance(word, a) < edit_distance(word, b);
    });
    // A suggestion only when the word is nearer to it than to something else entirely.
    const std::size_t distance = edit_distance(word, *nearest);
    const bool close = distance <= std::max<std::size_t>(2, std::min(word.size(), nearest->size()) / 3);
    return fmt::format("unknown subcommand \"{}\"{} (subcommands: {})", word,
                       close ? fmt::format(": did you mean \"{}\"?", *nearest) : std::string(), fmt::join(names, ", "));
}

}  // namespace sandtable::cli
