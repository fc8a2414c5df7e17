#include "io/export/pack_exporter.hpp"

#include "io/atomic_file.hpp"
#include "io/file_bytes.hpp"
#include "io/pack/book_document.hpp"
#include "io/pack/map_document.hpp"
#include "io/pack/pack_zip.hpp"
#include "io/pack/pack_manifest.hpp"
#include "io/pack/scenario_document.hpp"
#include "io/render/render_to_file.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

namespace sandtable {

namespace fs = std::filesystem;

namespace {

// Ids may hold ':', which some file systems refuse in names.
std::string file_name_of(std::string id, std::string_view extension = ".json") {
    for (char& c : id) {
        if (c == ':') c = '_';
    }
    return id + std::string(extension);
}

// The setup of a scenario drawn as a PNG 1,600 pixels wide, as the render command draws it
// (without reference layers, whose files the pack does not carry).
Outcome<std::string> setup_render(const Book& book, const std::string& id) {
    auto resolved = resolve_scenario(book, id);
    if (!resolved) return failure(resolved.error());
    char name[] = "/tmp/sandtable-pack-render-XXXXXX.png";
    const int fd = ::mkstemps(name, 4);
    if (fd < 0) return failure("cannot create a temporary file for the render");
    ::close(fd);
    const fs::path path = name;
    RenderRequest request;
    request.width_px = 1600;
    const RenderResult rendered = render_to_file(book, "", &resolved->scenario, path, request, RenderOptions{});
    auto bytes = rendered ? read_file_bytes(path) : std::nullopt;
    std::error_code ignored;
    fs::remove(path, ignored);
    if (!rendered) return failure(rendered.error());
    if (!bytes) return failure("cannot read back the render " + path.string());
    return std::move(*bytes);
}

Status holds_a_pack(const fs::path& folder) {
    const auto text = read_file_bytes(folder / "manifest.json");
    if (!text) return failure("it holds files but no manifest.json of a data pack; name a new or empty folder");
    const auto manifest = nlohmann::json::parse(*text, nullptr, false);
    if (manifest.is_discarded() || !manifest.is_object() || manifest.value("format", "") != "sandtable-pack") {
        return failure("its manifest.json is not a data pack's; name a new or empty folder");
    }
    return {};
}

}  // namespace

Outcome<std::vector<FolderFile>> pack_files(const ExportRequest& request, Progress& progress, std::time_t created) {
    const Book& book = *request.book;
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) return failure(fmt::format("the book's ruleset \"{}\" is not one this build knows", book.ruleset));
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());

    PackContents contents;
    {
        JsonOut out;
        write_book_document(out, book, *ruleset);
        contents.files.push_back({"book.json", out.str()});
    }
    const double steps = static_cast<double>(book.maps.size() + ids->size() + 1);
    double done = 0;
    for (const GameMap& map : book.maps) {
        if (progress.is_cancelled()) return cancellation("cancelled");
        progress.set_message(fmt::format("Map {}", map.name));
        JsonOut out;
        write_map_document(out, map);
        const std::string file = "maps/" + file_name_of(map.id);
        contents.files.push_back({file, out.str()});
        contents.maps.emplace_back(map.id, file);
        progress.set_progress(++done / steps);
    }
    for (const std::string& id : *ids) {
        if (progress.is_cancelled()) return cancellation("cancelled");
        progress.set_message(fmt::format("Scenario {}", id));
        JsonOut out;
        if (Status written = write_scenario_document(out, book, *ruleset, *book.scenario(id)); !written) {
            return failure(fmt::format("scenario \"{}\": {}", id, written.error()));
        }
        const std::string file = "scenarios/" + file_name_of(id);
        contents.files.push_back({file, out.str()});
        PackScenarioEntry entry{id, file, {}};
        if (request.renders) {
            auto png = setup_render(book, id);
            if (!png) return failure(fmt::format("scenario \"{}\": {}", id, png.error()));
            entry.render = "renders/" + file_name_of(id, ".png");
            contents.files.push_back({entry.render, std::move(*png)});
        }
        contents.scenarios.push_back(std::move(entry));
        progress.set_progress(++done / steps);
    }
    std::vector<FolderFile> files;
    files.reserve(contents.files.size() + 1);
    std::string manifest = pack_manifest(book, *ruleset, contents, created);
    for (PackFile& file : contents.files) files.push_back({std::move(file.path), std::move(file.content)});
    files.push_back({"manifest.json", std::move(manifest)});
    return files;
}

Outcome<std::vector<fs::path>> PackExporter::write(const ExportRequest& request, Progress& progress) const {
    const std::time_t created = pack_creation_time();
    SubProgress building(progress, 0.0, 0.6);
    auto files = pack_files(request, building, created);
    if (!files) return failure(files.error());
    if (lower(request.output.extension().string()) == ".zip") {
        progress.set_message("Writing the zip");
        std::vector<std::pair<std::string, std::string>> entries;
        for (FolderFile& file : *files) entries.emplace_back(std::move(file.path), std::move(file.content));
        std::error_code ignored;  // a folder that cannot be made is reported by the temporary file's failure
        if (request.output.has_parent_path()) fs::create_directories(request.output.parent_path(), ignored);
        PartialOutput partial(request.output);
        if (!partial.opened()) return failure(partial.opened().error());
        if (Status zipped = write_zip(partial.temporary(), entries, created); !zipped) return failure(zipped.error());
        if (progress.is_cancelled()) return cancellation("cancelled");
        if (Status committed = partial.commit(); !committed) return failure(committed.error());
        progress.set_progress(1.0);
        return std::vector<fs::path>{request.output};
    }
    SubProgress writing(progress, 0.6, 1.0);
    progress.set_message("Writing the pack");
    return write_whole_folder(request.output, *files, holds_a_pack, writing);
}

}  // namespace sandtable
