#include "io/render/unit_symbol.hpp"

namespace sandtable {

UnitSymbol unit_symbol_for_type(std::string_view type) {
    if (type == "infantry") return UnitSymbol::Infantry;
    if (type == "cavalry") return UnitSymbol::Cavalry;
    if (type == "artillery") return UnitSymbol::Artillery;
    if (type == "horse-artillery") return UnitSymbol::HorseArtillery;
    if (type == "dragoons") return UnitSymbol::Dragoons;
    if (type == "hq" || type == "leader") return UnitSymbol::Headquarters;
    if (type == "baggage-train") return UnitSymbol::Supply;
    return UnitSymbol::None;
}

}  // namespace sandtable
