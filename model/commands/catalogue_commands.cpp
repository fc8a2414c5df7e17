#include "model/commands/catalogue_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"
#include "model/object_id.hpp"
#include "model/outcome.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

std::vector<TerrainDef>& catalogue_in(Book& book, const std::string& map_id, CatalogueKind kind) {
    GameMap* map = book.map(map_id);
    if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + map_id);
    return kind == CatalogueKind::Terrain ? map->hex.terrain_catalogue : map->hex.hexside_catalogue;
}

std::string kind_name(CatalogueKind kind) { return kind == CatalogueKind::Terrain ? "Terrain" : "Hexside Feature"; }
std::string uses_text(CatalogueKind kind, std::size_t count) {
    if (kind == CatalogueKind::Terrain) return fmt::format("{} {}", count, count == 1 ? "hex" : "hexes");
    return fmt::format("{} {}", count, count == 1 ? "hexside" : "hexsides");
}

std::unique_ptr<Command> set_catalogue(const GameMap& map, CatalogueKind kind, std::vector<TerrainDef> catalogue, std::string name) {
    return std::make_unique<ChangeValue<std::vector<TerrainDef>>>(
        std::move(name), [id = map.id, kind](Book& book) { return &catalogue_in(book, id, kind); }, std::move(catalogue),
        ChangeSet().map_part(map.id, MapPart::Catalogues));
}

Status check_name_and_colour(const std::string& name, const std::string& colour) {
    if (name.find_first_not_of(" \t") == std::string::npos) return failure("An entry needs a name.");
    if (!is_catalogue_colour(colour)) return failure(fmt::format("\"{}\" is not a colour: write it as #rrggbb, for example #2e7d32.", colour));
    return {};
}

// Takes entry `index` out of a catalogue and its bit out of every mask over it; revert puts the
// catalogue and the masks back as they were.
class RemoveCatalogueEntry final : public Command {
public:
    RemoveCatalogueEntry(const GameMap& map, CatalogueKind kind, std::size_t index, std::string name)
        : map_(map.id), kind_(kind), name_(std::move(name)) {
        const HexMap& hex = map.hex;
        catalogue_ = catalogue_of(hex, kind);
        catalogue_.erase(catalogue_.begin() + static_cast<std::ptrdiff_t>(index));
        if (kind == CatalogueKind::Terrain) {
            terrain_.assign(hex.terrain.size(), 0);
            for (std::size_t cell = 0; cell < hex.terrain.size(); ++cell) {
                if (const TerrainMask mask = hex.terrain[cell]; mask != 0) terrain_.set(cell, without_bit(mask, index));
            }
        } else {
            std::vector<HexsideFeatures::Entry> entries;
            for (const auto& [side, mask] : hex.hexside_features) entries.emplace_back(side, without_bit(mask, index));
            sides_.merge(std::move(entries));
        }
    }
    void apply(Book& book) override { swap_all(book); }
    void revert(Book& book) override { swap_all(book); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_, MapPart::Catalogues); }

private:
    void swap_all(Book& book) {
        GameMap* map = book.map(map_);
        if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + map_);
        std::swap(catalogue_in(book, map_, kind_), catalogue_);
        if (kind_ == CatalogueKind::Terrain) {
            std::swap(map->hex.terrain, terrain_);
        } else {
            std::swap(map->hex.hexside_features, sides_);
        }
    }
    std::string map_;
    CatalogueKind kind_;
    std::string name_;
    std::vector<TerrainDef> catalogue_;
    TerrainGrid terrain_;
    HexsideFeatures sides_;
};

}  // namespace

const std::vector<TerrainDef>& catalogue_of(const HexMap& map, CatalogueKind kind) {
    return kind == CatalogueKind::Terrain ? map.terrain_catalogue : map.hexside_catalogue;
}

std::size_t catalogue_entry_uses(const HexMap& map, CatalogueKind kind, std::size_t index) {
    if (index >= kMaxCatalogueEntries) return 0;
    const TerrainMask bit = TerrainMask{1} << index;
    std::size_t count = 0;
    if (kind == CatalogueKind::Terrain) {
        for (std::size_t cell = 0; cell < map.terrain.size(); ++cell) count += (map.terrain[cell] & bit) != 0 ? 1 : 0;
    } else {
        for (const auto& [side, mask] : map.hexside_features) count += (mask & bit) != 0 ? 1 : 0;
    }
    return count;
}

bool is_catalogue_colour(std::string_view text) {
    if (text.size() != 7 || text.front() != '#') return false;
    return std::all_of(text.begin() + 1, text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

TerrainMask without_bit(TerrainMask mask, std::size_t index) {
    const TerrainMask below = (TerrainMask{1} << index) - 1;
    const TerrainMask above = index + 1 < 64 ? (mask >> (index + 1)) << index : 0;
    return (mask & below) | above;
}

CatalogueEdit make_add_catalogue_entry(const GameMap& map, CatalogueKind kind, TerrainDef entry) {
    if (map.kind != MapKind::Hex) return failure(fmt::format("Map '{}' is not a hex grid.", map.id));
    const std::vector<TerrainDef>& catalogue = catalogue_of(map.hex, kind);
    if (catalogue.size() >= kMaxCatalogueEntries) {
        return failure(fmt::format("The catalogue is full: a map has at most {} entries of each catalogue.", kMaxCatalogueEntries));
    }
    if (!is_valid_id(entry.id)) {
        return failure(fmt::format("\"{}\" is not an id: use letters, digits and - _ . : without spaces.", entry.id));
    }
    if (std::any_of(catalogue.begin(), catalogue.end(), [&](const TerrainDef& e) { return e.id == entry.id; })) {
        return failure(fmt::format("The catalogue has an entry \"{}\" already.", entry.id));
    }
    if (Status named = check_name_and_colour(entry.name, entry.colour); !named) return failure(named.error());
    std::vector<TerrainDef> grown = catalogue;
    std::string name = fmt::format("Add {} {}", kind_name(kind), entry.name);
    grown.push_back(std::move(entry));
    return CatalogueEdit(set_catalogue(map, kind, std::move(grown), std::move(name)));
}

CatalogueEdit make_change_catalogue_entry(const GameMap& map, CatalogueKind kind, std::size_t index, const std::string& name,
                                          const std::string& colour) {
    if (map.kind != MapKind::Hex) return failure(fmt::format("Map '{}' is not a hex grid.", map.id));
    const std::vector<TerrainDef>& catalogue = catalogue_of(map.hex, kind);
    if (index >= catalogue.size()) return failure("No such entry in the catalogue.");
    if (Status named = check_name_and_colour(name, colour); !named) return failure(named.error());
    const TerrainDef& old = catalogue[index];
    if (old.name == name && old.colour == colour) return failure("Nothing to change.");
    std::vector<TerrainDef> changed = catalogue;
    changed[index].name = name;
    changed[index].colour = colour;
    const char* verb = old.name == name ? "Recolour" : old.colour == colour ? "Rename" : "Change";
    return CatalogueEdit(set_catalogue(map, kind, std::move(changed), fmt::format("{} {} {}", verb, kind_name(kind), name)));
}

CatalogueEdit make_remove_catalogue_entry(const GameMap& map, CatalogueKind kind, std::size_t index) {
    if (map.kind != MapKind::Hex) return failure(fmt::format("Map '{}' is not a hex grid.", map.id));
    const std::vector<TerrainDef>& catalogue = catalogue_of(map.hex, kind);
    if (index >= catalogue.size()) return failure("No such entry in the catalogue.");
    const TerrainDef& entry = catalogue[index];
    if (const std::size_t uses = catalogue_entry_uses(map.hex, kind, index); uses > 0) {
        return failure(fmt::format("{} was not deleted: {} {} it. Paint or erase it there first.", entry.name,
                                     uses_text(kind, uses), uses == 1 ? "uses" : "use"));
    }
    std::string name = fmt::format("Delete {} {}", kind_name(kind), entry.name);
    return CatalogueEdit(std::make_unique<RemoveCatalogueEntry>(map, kind, index, std::move(name)));
}

namespace {

// The edit `make` builds for the map, validated now and built again when applied.
template <typename Make>
Edit catalogue_edit(const Book& book, const std::string& map_id, Make make) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr || map->kind != MapKind::Hex) return refused(fmt::format("Map '{}' is not a hex grid.", map_id));
    CatalogueEdit built = make(*map);
    if (!built) return refused(built.error());
    return make_edit((*built)->name(), [map_id, make](const Book& now) -> Resolution {
        const GameMap* current = now.map(map_id);
        if (current == nullptr) throw std::logic_error("no map " + map_id);
        CatalogueEdit again = make(*current);
        if (!again) throw std::logic_error(again.error());
        return {std::move(*again), {}};
    });
}

}  // namespace

Edit make_add_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind, const TerrainDef& entry) {
    const TerrainDef clean{std::string(trim(entry.id)), std::string(trim(entry.name)), std::string(trim(entry.colour))};
    return catalogue_edit(book, map_id, [kind, clean](const GameMap& map) { return make_add_catalogue_entry(map, kind, clean); });
}

Edit make_change_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind, std::size_t index,
                                 const std::string& name, const std::string& colour) {
    return catalogue_edit(book, map_id, [kind, index, name = std::string(trim(name)), colour = std::string(trim(colour))](const GameMap& map) {
        return make_change_catalogue_entry(map, kind, index, name, colour);
    });
}

Edit make_remove_catalogue_entry(const Book& book, const std::string& map_id, CatalogueKind kind, std::size_t index) {
    return catalogue_edit(book, map_id, [kind, index](const GameMap& map) { return make_remove_catalogue_entry(map, kind, index); });
}

}  // namespace sandtable
