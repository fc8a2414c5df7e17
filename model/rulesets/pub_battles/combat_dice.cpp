#include "model/rulesets/pub_battles/combat_dice.hpp"

#include "model/freeform/piece_coverage.hpp"
#include "model/rulesets/pub_battles/command_range.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fmt/format.h>

namespace sandtable::pub_battles {

namespace {

constexpr std::string_view kCombatRule = "pub-battles How to Resolve Combat: Rolling Results";
constexpr std::string_view kTerrainRule = "pub-battles Terrain Effects";
constexpr std::string_view kFlankRule = "pub-battles How to Resolve Combat: Flanking Attacks";
constexpr std::string_view kQualityRule = "pub-battles How to Resolve Combat: Unit Quality";
constexpr int kHitsOn = 4;  // "Results of 4 or higher inflict hits"

// The row name of the combat-dice table for a piece type: "infantry" is "Infantry".
std::string dice_row(const std::string& type) {
    std::string row = type;
    if (!row.empty()) row.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(row.front())));
    return row;
}

std::optional<int> dice_of(const RulesData& rules, const std::string& type, CombatKind kind) {
    const DataTable* table = rules.find("combat-dice");
    if (table == nullptr) return std::nullopt;
    const std::string column = kind == CombatKind::Melee ? "melee-dice" : "fire-dice";
    const auto col = std::find(table->columns.begin(), table->columns.end(), column);
    if (col == table->columns.end()) return std::nullopt;
    const std::string row = dice_row(type);
    for (const auto& cells : table->rows) {
        if (cells.empty() || cells.front() != row) continue;
        const std::string& text = cells[static_cast<std::size_t>(col - table->columns.begin())];
        int dice = 0;
        if (std::from_chars(text.data(), text.data() + text.size(), dice).ec != std::errc{}) return std::nullopt;
        return dice;
    }
    return std::nullopt;
}

double share_of(const FreeformBoard& field, const FreeformPiece& piece, std::string_view terrain) {
    return share_of_terrain(field.areas(), piece.footprint, terrain);
}

// What both sides of a combat see of each other, worked out once.
struct Facing {
    bool a_has_b_in_fire = false;  // the majority of b in a's field of fire
    bool b_has_a_in_fire = false;
};

class DiceCount {
public:
    DiceCount(const FreeformBoard& field, const RulesData& rules, CombatKind kind) : field_(field), rules_(rules), kind_(kind) {}

    // What `shooter` rolls at `target`; `shooter_sees`: the target is in its field of fire;
    // `target_sees`: it is in the target's; `attacking`: cover counts (the defender's only).
    PieceDice roll(const FreeformPiece& shooter, const FreeformPiece& target, bool shooter_sees, bool target_sees, bool attacking) const {
        PieceDice out;
        out.piece = shooter.id;
        out.target = target.id;
        out.rule = std::string(kCombatRule);
        const auto dice = dice_of(rules_, shooter.type, kind_);
        if (!dice) {
            out.why_not = fmt::format("{} ({}) has no {} dice in the combat-dice table", shooter.name, shooter.type, to_string(kind_));
            return out;
        }
        out.dice = *dice;
        if (out.dice == 0) {
            out.why_not = fmt::format("{} rolls no {} dice", shooter.name, to_string(kind_));
            return out;
        }
        const bool flanked_by_target = target_sees && !shooter_sees;
        if (kind_ == CombatKind::Fire && !shooter_sees && !flanked_by_target) {
            out.why_not = fmt::format("{} is not in {}'s field of fire", target.name, shooter.name);
            return out;
        }
        out.rolls = true;
        add_flank(out, shooter, target, shooter_sees, target_sees);
        if (attacking) add_cover(out, shooter, target);
        for (const DieModifier& modifier : out.modifiers) out.modifier += modifier.value;
        out.hits_on = std::clamp(kHitsOn - out.modifier, 1, 7);
        out.expected_hits = out.dice * std::max(0, 7 - std::max(out.hits_on, 1)) / 6.0;
        if (target.quality == "elite") out.target_quality = fmt::format("{} is elite: its first hit in this combat has no effect ({})", target.name, kQualityRule);
        if (target.quality == "militia") out.target_quality = fmt::format("{} is militia: its first hit in this combat counts as 2 ({})", target.name, kQualityRule);
        return out;
    }

private:
    void add_flank(PieceDice& out, const FreeformPiece& shooter, const FreeformPiece& target, bool shooter_sees, bool target_sees) const {
        const bool in_buildings = share_of(field_, target, "buildings") > 0.5;
        const bool flanks = shooter_sees && !target_sees;
        if ((flanks || target.road_column) && in_buildings) {
            out.modifiers.push_back({0, fmt::format("{} is in buildings: defenders there cannot be flanked", target.name), std::string(kTerrainRule)});
        } else if (flanks) {
            out.modifiers.push_back({+1, fmt::format("firing at the flank of {}: it is in the field of fire, the majority of {} is not in its", target.name, shooter.name),
                                     std::string(kFlankRule)});
        } else if (target.road_column) {
            out.modifiers.push_back({+1, fmt::format("{} is in road column: treated as flanked", target.name), std::string(kTerrainRule)});
        }
        if (target_sees && !shooter_sees) {
            out.modifiers.push_back({-1, fmt::format("firing at {} on the flank of {}", target.name, shooter.name), std::string(kFlankRule)});
        }
    }

    void add_cover(PieceDice& out, const FreeformPiece& shooter, const FreeformPiece& target) const {
        std::string cover;
        if (share_of(field_, target, "woods") > 0.5) cover = "woods";
        else if (share_of(field_, target, "buildings") > 0.5) cover = "buildings";
        const int target_level = field_.hill_level_of(target.footprint);
        const int shooter_level = field_.hill_level_of(shooter.footprint);
        if (target_level > shooter_level) cover += cover.empty() ? "a hill above the attacker" : " on a hill (still -1, not -2)";
        if (cover.empty()) return;
        out.modifiers.push_back({-1, fmt::format("{} has cover: {}", target.name, cover), std::string(kTerrainRule)});
    }

    const FreeformBoard& field_;
    const RulesData& rules_;
    CombatKind kind_;
};

}  // namespace

CombatDice combat_dice(const FreeformBoard& field, const RulesData& rules, const FreeformPiece& attacker, const FreeformPiece& defender,
                       CombatKind kind) {
    CombatDice out;
    out.kind = kind;
    const bool attacker_sees = share_in_fire(field, attacker, defender) > 0.5;
    const bool defender_sees = share_in_fire(field, defender, attacker) > 0.5;
    const DiceCount count(field, rules, kind);
    if (attacker.type == "hq" || defender.type == "hq") {
        out.attacker.piece = attacker.id;
        out.attacker.target = defender.id;
        out.attacker.why_not = "HQs cannot attack or be attacked";
        out.defender = out.attacker;
        return out;
    }
    out.attacker = count.roll(attacker, defender, attacker_sees, defender_sees, true);
    out.defender = count.roll(defender, attacker, defender_sees, attacker_sees, false);
    if (kind == CombatKind::Melee) {
        const double gap = footprint_distance(attacker.footprint, defender.footprint);
        if (gap > field.piece_size().depth * 0.01) {
            const std::string why = fmt::format("{} and {} are not in contact ({:.0f} apart)", attacker.name, defender.name, gap);
            for (PieceDice* side : {&out.attacker, &out.defender}) {
                side->rolls = false;
                side->why_not = why;
            }
        }
    }
    return out;
}

}  // namespace sandtable::pub_battles
