#include "editor/frame/help_docs.hpp"

#include <system_error>
#include <vector>

namespace sandtable::editor {

std::filesystem::path help_page(const std::string& page) {
    std::vector<std::filesystem::path> folders;
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) folders.push_back(program.parent_path().parent_path() / "share" / "doc" / "sandtable");
#ifdef SANDTABLE_SOURCE_DOCS
    folders.emplace_back(SANDTABLE_SOURCE_DOCS);
#endif
    for (const std::filesystem::path& folder : folders) {
        if (std::filesystem::is_regular_file(folder / page, error)) return folder / page;
    }
    return {};
}

std::string editor_version() { return SANDTABLE_VERSION; }

wxAboutDialogInfo about_sandtable() {
    wxAboutDialogInfo about;
    about.SetName("Sandtable");
    about.SetVersion(wxString::FromUTF8(editor_version()));
    about.SetDescription("Scenario and map authoring for wargame designers: hex grids over georeferenced imagery,\n"
                         "orders of battle, reinforcement schedules and variants, each checked against its rulebook.\n\n"
                         "The sample data and rulebooks keep their own licences: see docs/credits.md.");
    return about;
}

}  // namespace sandtable::editor
