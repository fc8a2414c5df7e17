#pragma once
// The terrain and hexside feature ids of the ruleset's catalogues (definition.cpp) that its
// rules read, and its unit types.
#include <array>
#include <string_view>

namespace sandtable::rulesets::gettysburg_125 {

inline constexpr std::string_view kWoods = "woods";
inline constexpr std::string_view kHill = "hill";
inline constexpr std::string_view kRockyHill = "rocky-hill";
inline constexpr std::string_view kTown = "town";
inline constexpr std::string_view kStream = "stream";
// Hexside features and kinds of map roads that give road movement (§1.1 Table 1 ¶).
inline constexpr std::array<std::string_view, 5> kRoadKinds = {"road", "railroad", "pike", "trail", "railroad-cut"};

inline constexpr std::string_view kHeadquarters = "hq";
[[nodiscard]] constexpr bool is_artillery(std::string_view type) {
    return type == "artillery" || type == "horse-artillery";
}

}  // namespace sandtable::rulesets::gettysburg_125
