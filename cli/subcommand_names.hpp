#pragma once
// A first word that names no subcommand, reported with the nearest name instead of CLI11's
// "A subcommand is required".
#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace sandtable::cli {

// Edits (insertions, deletions, substitutions and swaps of neighbouring letters) from a to b.
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

// The message for a command line whose first word that is not an option names no subcommand of
// the app, with the nearest subcommand suggested; nothing when it names one or there is none.
[[nodiscard]] std::optional<std::string> unknown_subcommand(const CLI::App& app, int argc, const char* const* argv);

}  // namespace sandtable::cli
