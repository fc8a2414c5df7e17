#include "model/location.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<LocationKind, 5> kLocationKindNames{{{LocationKind::Hex, "hex"},
                                                        {LocationKind::Area, "area"},
                                                        {LocationKind::Edge, "edge"},
                                                        {LocationKind::With, "with"},
                                                        {LocationKind::Point, "point"}}};

}  // namespace

std::string_view to_string(LocationKind kind) { return name_in(kLocationKindNames, kind); }

std::optional<LocationKind> location_kind_from_string(std::string_view text) { return value_in(kLocationKindNames, text); }

}  // namespace sandtable
