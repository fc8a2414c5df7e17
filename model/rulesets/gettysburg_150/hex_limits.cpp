#include "model/rulesets/gettysburg_150/hex_limits.hpp"

#include "model/rulesets/gettysburg_150/terrain_ids.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::rulesets::gettysburg_150 {

HexLimitClass hex_limit_class(std::string_view unit_type) {
    if (unit_type == kInfantry || unit_type == kCavalry) return HexLimitClass::InfantryOrCavalry;
    if (unit_type == kArtillery) return HexLimitClass::Artillery;
    return HexLimitClass::Unlimited;
}

const BoardUnit* hex_limit_clash(const std::vector<const BoardUnit*>& units, std::string_view unit_type) {
    const HexLimitClass limit = hex_limit_class(unit_type);
    if (limit == HexLimitClass::Unlimited) return nullptr;
    for (const BoardUnit* unit : units) {
        if (hex_limit_class(unit->type()) == limit) return unit;
    }
    return nullptr;
}

std::string hex_limit_breach(const std::vector<const BoardUnit*>& units) {
    std::vector<std::string> line;
    std::vector<std::string> artillery;
    for (const BoardUnit* unit : units) {
        const HexLimitClass limit = hex_limit_class(unit->type());
        if (limit == HexLimitClass::InfantryOrCavalry) line.push_back(unit->id());
        if (limit == HexLimitClass::Artillery) artillery.push_back(unit->id());
    }
    std::vector<std::string> parts;
    if (line.size() > 1) parts.push_back(fmt::format("{} infantry or cavalry units ({})", line.size(), fmt::join(line, ", ")));
    if (artillery.size() > 1) parts.push_back(fmt::format("{} artillery units ({})", artillery.size(), fmt::join(artillery, ", ")));
    return fmt::format("{}", fmt::join(parts, " and "));
}

}  // namespace sandtable::rulesets::gettysburg_150
