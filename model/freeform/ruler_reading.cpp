#include "model/freeform/ruler_reading.hpp"

#include <fmt/format.h>

namespace sandtable {

RulerReading read_ruler(MapPoint from, MapPoint to, const MapMeasures& measures) {
    RulerReading reading{length(to - from), std::nullopt, std::nullopt};
    if (measures.foot_move > 0.0) reading.foot_moves = reading.distance / measures.foot_move;
    if (measures.mounted_move > 0.0) reading.mounted_moves = reading.distance / measures.mounted_move;
    return reading;
}

std::string ruler_text(const RulerReading& reading) {
    std::string text = fmt::format("{:.1f} map units", reading.distance);
    if (reading.foot_moves) text += fmt::format(" = {:.2f} Foot moves", *reading.foot_moves);
    if (reading.mounted_moves) text += fmt::format(" = {:.2f} Mounted moves", *reading.mounted_moves);
    return text;
}

}  // namespace sandtable
