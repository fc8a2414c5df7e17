#pragma once
// The subcommands of sandtable-cli; each registers its options on the app and returns the
// function that runs it.
#include <CLI/CLI.hpp>
#include <functional>

namespace sandtable::cli {

using Runner = std::function<int()>;

Runner add_new_command(CLI::App& app);
Runner add_info_command(CLI::App& app);
Runner add_validate_command(CLI::App& app);
Runner add_upgrade_command(CLI::App& app);
Runner add_render_command(CLI::App& app);
Runner add_grid_fit_command(CLI::App& app);
Runner add_georef_command(CLI::App& app);
Runner add_digitise_command(CLI::App& app);
Runner add_path_command(CLI::App& app);
Runner add_los_command(CLI::App& app);
Runner add_combat_command(CLI::App& app);
Runner add_reach_command(CLI::App& app);
Runner add_diff_command(CLI::App& app);
Runner add_export_command(CLI::App& app);
Runner add_import_command(CLI::App& app);

}  // namespace sandtable::cli
