#include "io/pack/pack_manifest.hpp"

#include "io/pack/json_out.hpp"
#include "io/pack/sha256.hpp"

#include <charconv>
#include <cstdlib>
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <string_view>

namespace sandtable {

std::time_t pack_creation_time() {
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH"); epoch != nullptr) {
        const std::string_view text(epoch);
        long long seconds = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
        if (!text.empty() && ec == std::errc{} && end == text.data() + text.size() && seconds >= 0) {
            return static_cast<std::time_t>(seconds);
        }
    }
    return std::time(nullptr);
}

std::string pack_manifest(const Book& book, const RulesetDefinition& ruleset, const PackContents& contents, std::time_t created) {
    JsonOut out;
    out.object([&] {
        out.key("format").text("sandtable-pack");
        out.key("format_version").integer(kPackFormatVersion);
        out.key("generator").object([&] {
            out.key("name").text("sandtable");
            out.key("version").text(SANDTABLE_VERSION);
        });
        out.key("created").text(fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(created)));
        out.key("ruleset").object([&] {
            out.key("id").text(ruleset.id);
            out.key("name").text(ruleset.display_name);
            out.key("version").integer(ruleset.version);
        });
        out.key("book").object([&] {
            out.key("title").text(book.metadata.title);
            out.key("designer").text(book.metadata.designer);
            out.key("source").text(book.metadata.source);
        });
        out.key("book_document").text("book.json");
        out.key("maps").array([&] {
            for (const auto& [id, file] : contents.maps) {
                const GameMap* map = book.map(id);
                out.object([&] {
                    out.key("id").text(id);
                    out.key("file").text(file);
                    out.key("kind").text(to_string(map->kind));
                    out.key("crs").text_or_null(map->crs);
                    // Without a CRS, coordinates are the map's own (board units); with one, the
                    // map's coordinates are in that CRS.
                    out.key("units").text(map->units);
                });
            }
        });
        out.key("scenarios").array([&] {
            for (const PackScenarioEntry& entry : contents.scenarios) {
                const Scenario* scenario = book.scenario(entry.id);
                out.object([&] {
                    out.key("id").text(entry.id);
                    out.key("name").text(scenario->name);
                    out.key("variant_of").text_or_null(scenario->extends);
                    out.key("file").text(entry.file);
                    out.key("render").text_or_null(entry.render);
                });
            }
        });
        out.key("files").array([&] {
            for (const PackFile& file : contents.files) {
                out.object([&] {
                    out.key("path").text(file.path);
                    out.key("bytes").integer(static_cast<std::int64_t>(file.content.size()));
                    out.key("sha256").text(sha256_hex(file.content));
                });
            }
        });
    });
    return out.str();
}

}  // namespace sandtable
