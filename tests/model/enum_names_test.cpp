// Every enumeration's names come from one table: each name reads back to its value, no two values
// share a name, and an unknown name reads as nothing.
#include "model/diagnostic.hpp"
#include "model/enum_names.hpp"
#include "model/freeform/freeform_map.hpp"
#include "model/freeform/terrain_drawing.hpp"
#include "model/georef/resampling.hpp"
#include "model/georef/transform_method.hpp"
#include "model/location.hpp"
#include "model/map_kind.hpp"
#include "model/scenario.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace sandtable {
namespace {

enum class Light { Day, Dusk, Night };
constexpr EnumNames<Light, 3> kLightNames{{{Light::Day, "day"}, {Light::Dusk, "dusk"}, {Light::Night, "night"}}};

TEST(EnumNames, ATableGivesEachValueItsNameAndEachNameItsValue) {
    static_assert(name_in(kLightNames, Light::Dusk) == "dusk");
    static_assert(value_in(kLightNames, "night") == Light::Night);
    EXPECT_EQ(value_in(kLightNames, "Night"), std::nullopt) << "names are matched exactly";
    EXPECT_EQ(value_in(kLightNames, ""), std::nullopt);
    EXPECT_EQ(name_in(kLightNames, static_cast<Light>(7)), "day") << "a value the table lacks has the first name";
}

// Writes each value's name, reads it back, and checks that the names are distinct and as listed.
template <typename E, typename FromString>
void expect_round_trip(const std::vector<E>& values, FromString from_string, const std::vector<std::string>& names) {
    std::vector<std::string> written;
    for (const E value : values) {
        const std::string name(to_string(value));
        written.push_back(name);
        EXPECT_EQ(from_string(name), value) << name;
    }
    EXPECT_EQ(written, names);
    EXPECT_EQ(std::set<std::string>(written.begin(), written.end()).size(), written.size()) << "two values share a name";
    EXPECT_FALSE(from_string("no-such-name").has_value());
}

TEST(EnumNames, EveryEnumerationOfTheModelReadsBackItsNames) {
    expect_round_trip<MapKind>({MapKind::Hex, MapKind::Area, MapKind::Freeform}, map_kind_from_string, {"hex", "area", "freeform"});
    expect_round_trip<LocationKind>({LocationKind::Hex, LocationKind::Area, LocationKind::Edge, LocationKind::With, LocationKind::Point},
                                    location_kind_from_string, {"hex", "area", "edge", "with", "point"});
    expect_round_trip<UnitState>({UnitState::Full, UnitState::Reduced, UnitState::Eliminated}, unit_state_from_string,
                                 {"full", "reduced", "eliminated"});
    expect_round_trip<FillPattern>({FillPattern::Solid, FillPattern::Hatch, FillPattern::CrossHatch, FillPattern::Dots, FillPattern::Trees,
                                    FillPattern::Marsh},
                                   fill_pattern_from_string, {"solid", "hatch", "cross-hatch", "dots", "trees", "marsh"});
    expect_round_trip<LineStyle>({LineStyle::Solid, LineStyle::Dashed, LineStyle::Dotted, LineStyle::Double}, line_style_from_string,
                                 {"solid", "dashed", "dotted", "double"});
    expect_round_trip<GeometryKind>({GeometryKind::Area, GeometryKind::Line, GeometryKind::Point}, geometry_kind_from_string,
                                    {"area", "line", "point"});
    expect_round_trip<TransformMethod>(std::vector<TransformMethod>(std::begin(kTransformMethods), std::end(kTransformMethods)),
                                       transform_method_from_string, {"similarity", "affine", "poly2", "poly3", "tps"});
    expect_round_trip<Resampling>({Resampling::Nearest, Resampling::Bilinear, Resampling::Cubic, Resampling::Lanczos},
                                  resampling_from_string, {"near", "bilinear", "cubic", "lanczos"});
    EXPECT_EQ(to_string(Severity::Warning), "warning");
}

}  // namespace
}  // namespace sandtable
