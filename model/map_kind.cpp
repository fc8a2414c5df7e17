#include "model/map_kind.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<MapKind, 3> kMapKindNames{{{MapKind::Hex, "hex"}, {MapKind::Area, "area"}, {MapKind::Freeform, "freeform"}}};

}  // namespace

std::string_view to_string(MapKind kind) { return name_in(kMapKindNames, kind); }

std::optional<MapKind> map_kind_from_string(std::string_view text) { return value_in(kMapKindNames, text); }

}  // namespace sandtable
