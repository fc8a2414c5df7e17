#include "io/import/pack_import.hpp"

#include "io/file_bytes.hpp"
#include "io/pack/pack_manifest.hpp"
#include "io/pack/pack_zip.hpp"
#include "io/pack/read_pack_documents.hpp"
#include "io/pack/sha256.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"

#include <fmt/format.h>
#include <map>

namespace sandtable {

namespace fs = std::filesystem;

namespace {

// A pack's largest file: a 250,000-hex map document is about 30 MB.
constexpr std::size_t kLargestPackFile = std::size_t{1} << 30;

BookImport failed(std::vector<std::string> errors) { return failures(std::move(errors)); }

std::optional<nlohmann::json> parse(const std::string& text, const std::string& name, std::vector<std::string>& errors) {
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        errors.push_back(fmt::format("{}: not JSON: {}", name, e.what()));
        return std::nullopt;
    }
}

}  // namespace

BookImport import_pack(const fs::path& pack) {
    // A pack's files come from its folder or from its zip; `folder / path` names them in messages.
    const bool zipped = fs::is_regular_file(pack) && lower(pack.extension().string()) == ".zip";
    const fs::path folder = zipped || !fs::is_directory(pack) ? (zipped ? pack : pack.parent_path()) : pack;
    std::map<std::string, std::string> archive;
    if (zipped) {
        auto read = read_zip(pack, kLargestPackFile);
        if (!read) return failed({read.error()});
        archive = std::move(*read);
    }
    auto read_entry = [&](const std::string& path) -> std::optional<std::string> {
        if (!zipped) return read_file_bytes(folder / path);
        const auto it = archive.find(path);
        if (it == archive.end()) return std::nullopt;
        return it->second;
    };
    const fs::path manifest_path = folder / "manifest.json";
    const std::string manifest_name = manifest_path.string();
    const auto manifest_text = read_entry("manifest.json");
    if (!manifest_text) return failed({fmt::format("{}: cannot be read: expected the manifest of a data pack", manifest_name)});
    std::vector<std::string> errors;
    const auto manifest = parse(*manifest_text, manifest_name, errors);
    if (!manifest) return failed(std::move(errors));
    JsonIn in(manifest_name);
    if (in.member(*manifest, "format") != "sandtable-pack") {
        return failed({fmt::format("{}: /format: expected \"sandtable-pack\": this is not a Sandtable data pack", manifest_name)});
    }
    if (const std::int64_t version = in.integer(*manifest, "format_version", ""); version != kPackFormatVersion) {
        return failed({fmt::format("{}: /format_version: the pack is in format version {}, this build reads version {}{}", manifest_name,
                                   version, kPackFormatVersion, version > kPackFormatVersion ? ": a newer Sandtable wrote it" : "")});
    }
    const nlohmann::json& ruleset_json = in.object(*manifest, "ruleset", "");
    const std::string ruleset_id = in.text(ruleset_json, "id", "/ruleset");
    const RulesetDefinition* ruleset = find_ruleset(ruleset_id);
    if (ruleset == nullptr) return failed({fmt::format("{}: /ruleset/id: \"{}\" is not a ruleset this build knows", manifest_name, ruleset_id)});
    if (const std::int64_t revision = in.integer(ruleset_json, "version", "/ruleset"); revision > ruleset->version) {
        in.fail("/ruleset/version", fmt::format("the pack was checked against revision {} of {}, this build has revision {}", revision,
                                                ruleset_id, ruleset->version));
    }

    // Every file as the manifest lists it, checked before anything is read from it.
    std::map<std::string, std::string> files;
    const nlohmann::json& listed = in.array(*manifest, "files", "");
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const std::string at = pointer("/files", i);
        const std::string path = in.text(listed[i], "path", at);
        const std::string sha256 = in.text(listed[i], "sha256", at);
        if (path.empty() || path.find("..") != std::string::npos || path.front() == '/') {
            in.fail(pointer(at, "path"), fmt::format("\"{}\": expected a path inside the pack", path));
            continue;
        }
        auto content = read_entry(path);
        if (!content) {
            in.fail(at, fmt::format("{}: listed in the manifest, not in the pack", (folder / path).string()));
            continue;
        }
        if (sha256_hex(*content) != sha256) {
            in.fail(at, fmt::format("{}: its SHA-256 is not the manifest's: the file was changed after the pack was written",
                                    (folder / path).string()));
            continue;
        }
        files.emplace(path, std::move(*content));
    }
    if (!in.errors().empty()) return failed(std::move(in.errors()));

    auto document = [&](const std::string& path, const std::string& at) -> std::optional<nlohmann::json> {
        const auto it = files.find(path);
        if (it == files.end()) {
            in.fail(at, fmt::format("\"{}\" is not among the manifest's files", path));
            return std::nullopt;
        }
        return parse(it->second, (folder / path).string(), errors);
    };

    Book book;
    if (auto json = document(in.text(*manifest, "book_document", ""), "/book_document")) {
        JsonIn reader((folder / "book.json").string());
        read_book_document(reader, *json, book);
        errors.insert(errors.end(), reader.errors().begin(), reader.errors().end());
    }
    const nlohmann::json& maps = in.array(*manifest, "maps", "");
    for (std::size_t i = 0; i < maps.size(); ++i) {
        const std::string file = in.text(maps[i], "file", pointer("/maps", i));
        if (auto json = document(file, pointer(pointer("/maps", i), "file"))) {
            JsonIn reader((folder / file).string());
            book.maps.push_back(read_map_document(reader, *json));
            errors.insert(errors.end(), reader.errors().begin(), reader.errors().end());
        }
    }
    const nlohmann::json& scenarios = in.array(*manifest, "scenarios", "");
    std::size_t variants = 0;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const std::string file = in.text(scenarios[i], "file", pointer("/scenarios", i));
        if (auto json = document(file, pointer(pointer("/scenarios", i), "file"))) {
            JsonIn reader((folder / file).string());
            book.scenarios.push_back(read_scenario_document(reader, *json));
            variants += book.scenarios.back().is_variant() ? 1 : 0;
            errors.insert(errors.end(), reader.errors().begin(), reader.errors().end());
        }
    }
    errors.insert(errors.begin(), in.errors().begin(), in.errors().end());
    if (!errors.empty()) return failed(std::move(errors));
    if (book.ruleset != ruleset_id) {
        return failed({fmt::format("{}: /ruleset: book.json says \"{}\", the manifest \"{}\"", (folder / "book.json").string(), book.ruleset,
                                   ruleset_id)});
    }
    std::string summary = fmt::format("{}: {} map{}, {} scenario{} ({} variant{}), {} units", folder.string(), book.maps.size(),
                                      book.maps.size() == 1 ? "" : "s", book.scenarios.size(), book.scenarios.size() == 1 ? "" : "s",
                                      variants, variants == 1 ? "" : "s", book.forces.unit_count());
    return ImportedBook{std::move(book), std::move(summary)};
}

}  // namespace sandtable
