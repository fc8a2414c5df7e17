#pragma once
// The terrain and hexside feature ids of the ruleset's catalogues (definition.cpp) that its rules
// read, and its unit types.
#include <string_view>

namespace sandtable::rulesets::gettysburg_150 {

inline constexpr std::string_view kClear = "clear";
inline constexpr std::string_view kRoad = "road";
inline constexpr std::string_view kTown = "town";
inline constexpr std::string_view kWoods = "woods";
inline constexpr std::string_view kRidge = "ridge";
inline constexpr std::string_view kDoubleRidge = "double-ridge";
inline constexpr std::string_view kCreek = "creek";

inline constexpr std::string_view kInfantry = "infantry";
inline constexpr std::string_view kCavalry = "cavalry";
inline constexpr std::string_view kArtillery = "artillery";
inline constexpr std::string_view kLeader = "leader";

}  // namespace sandtable::rulesets::gettysburg_150
