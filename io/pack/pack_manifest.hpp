#pragma once
// manifest.json of a data pack: the pack format and its version, the program that wrote it, when
// (SOURCE_DATE_EPOCH when set, so the same book gives the same bytes), the ruleset and book, the
// coordinates of each map, the documents, and every other file with its size and SHA-256.
// docs/pack-format.md describes it; its JSON Schema is docs/schema/pack-manifest.schema.json.
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <ctime>
#include <string>
#include <vector>

namespace sandtable {

inline constexpr int kPackFormatVersion = 1;

struct PackFile {
    std::string path;  // relative to the pack's folder, '/' between folders
    std::string content;
};

struct PackScenarioEntry {
    std::string id;
    std::string file;
    std::string render;  // "renders/ID.png", or empty when the pack has no renders
};

struct PackContents {
    std::vector<PackFile> files;  // every file but the manifest
    std::vector<std::pair<std::string, std::string>> maps;  // map id, file
    std::vector<PackScenarioEntry> scenarios;
};

// The time a pack says it was made: SOURCE_DATE_EPOCH (seconds since 1970, UTC) when it is set
// to a whole number, else now.
[[nodiscard]] std::time_t pack_creation_time();

[[nodiscard]] std::string pack_manifest(const Book& book, const RulesetDefinition& ruleset, const PackContents& contents,
                                        std::time_t created);

}  // namespace sandtable
