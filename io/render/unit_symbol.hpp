#pragma once
// The NATO-style symbol a counter shows for a unit type of the unit schemas.
#include <string_view>

namespace sandtable {

enum class UnitSymbol {
    Infantry,        // a cross
    Cavalry,         // one diagonal
    Artillery,       // a dot
    HorseArtillery,  // a dot and a diagonal
    Dragoons,        // a cross over a base line
    Headquarters,    // a flag (hq, leader)
    Supply,          // a base line (baggage train)
    None,            // an empty frame
};

[[nodiscard]] UnitSymbol unit_symbol_for_type(std::string_view type);

}  // namespace sandtable
