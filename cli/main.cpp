#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/subcommand_names.hpp"

#include <fmt/format.h>

#include <iostream>
#include <map>
#include <new>

int main(int argc, char** argv) {
    using namespace sandtable::cli;
    CLI::App app{"sandtable-cli: create, inspect, validate and upgrade Sandtable scenario books; georeference scanned maps and digitise vector data onto hex maps"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("sandtable-cli ") + SANDTABLE_VERSION, "Print the version and exit");
    std::map<CLI::App*, Runner> runners;
    for (auto add : {add_new_command, add_info_command, add_validate_command, add_upgrade_command, add_render_command,
                      add_grid_fit_command, add_georef_command, add_digitise_command,
                      add_path_command, add_los_command, add_combat_command, add_reach_command, add_diff_command, add_export_command,
                      add_import_command}) {
        Runner runner = add(app);
        runners.emplace(app.get_subcommands({}).back(), std::move(runner));
    }
    if (const auto unknown = unknown_subcommand(app, argc, argv)) {
        std::cerr << "sandtable-cli: " << *unknown << "\n" << "Run with --help for more information.\n";
        return kExitBadInput;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return kExitBadInput;
    }
    for (auto* sub : app.get_subcommands()) {
        const auto it = runners.find(sub);
        if (it == runners.end()) continue;
        try {
            return it->second();
        } catch (const std::bad_alloc&) {
            std::cerr << fmt::format("sandtable-cli {}: out of memory: the input needs more memory than the program "
                                     "may use here\n",
                                     sub->get_name());
            return kExitOutOfMemory;
        }
    }
    return kExitBadInput;
}
