#include "io/render/counter_face.hpp"

#include "io/render/side_colours.hpp"
#include "model/book.hpp"

namespace sandtable {

namespace {

const AttributeValue* attribute(const ForceNode& node, const std::string& key) {
    const auto it = node.attributes.find(key);
    if (it == node.attributes.end() || std::holds_alternative<BlankValue>(it->second)) return nullptr;
    return &it->second;
}

// "5-5" from combat and movement; the reduced combat factor when the unit is reduced and has one.
std::string factors_text(const ForceNode& node, UnitState state) {
    const AttributeValue* combat = attribute(node, "combat");
    if (state == UnitState::Reduced) {
        if (const AttributeValue* reduced = attribute(node, "combat-reduced")) combat = reduced;
    }
    const AttributeValue* movement = attribute(node, "movement");
    if (combat != nullptr && movement != nullptr) return to_text(*combat) + "-" + to_text(*movement);
    if (combat != nullptr) return to_text(*combat);
    if (movement != nullptr) return to_text(*movement);
    return {};
}

}  // namespace

CounterFace counter_face(const Book& book, std::size_t side_index, const ForceNode& unit, UnitState state) {
    Colour fill = side_colour(book, side_index);
    if (state == UnitState::Reduced) fill = lighter(fill, 0.5);
    return {fill, unit_symbol_for_type(unit.type), factors_text(unit, state), unit.name};
}

bool has_reduced_side(const ForceNode& unit) { return attribute(unit, "combat-reduced") != nullptr; }

}  // namespace sandtable
