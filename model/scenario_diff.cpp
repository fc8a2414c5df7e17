#include "model/scenario_diff.hpp"

#include "model/enum_names.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_forces.hpp"
#include "model/scenario_rules.hpp"
#include "model/schedule_entry_text.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <functional>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& id) {
    return std::find(list.begin(), list.end(), id) != list.end();
}

class DiffBuilder {
public:
    DiffBuilder(const Book& book, const Scenario& scenario, const Scenario& against)
        : book_(book), now_(scenario), was_(against), map_now_(book.map(scenario.map)), map_was_(book.map(against.map)) {}

    std::vector<DiffItem> build() {
        compare_map_and_turns();
        compare_lists(DiffTopic::Forces, order_of_battle(book_, now_), order_of_battle(book_, was_), unit_name());
        compare_setup();
        compare_schedule();
        compare_assignments();
        compare_lists(DiffTopic::Chits, chit_texts(now_.chits), chit_texts(was_.chits), [](const std::string& chit) { return chit; });
        compare_lists(DiffTopic::Casualties, now_.casualties, was_.casualties, unit_name());
        compare_victory();
        compare_lists(DiffTopic::Options, now_.options.value_or(std::vector<std::string>{}),
                      was_.options.value_or(std::vector<std::string>{}), option_name());
        compare_rules();
        return std::move(items_);
    }

private:
    void add(DiffTopic topic, DiffChange change, std::string key, std::string subject, std::string before, std::string after) {
        items_.push_back({topic, change, std::move(key), std::move(subject), std::move(before), std::move(after)});
    }

    [[nodiscard]] std::function<std::string(const std::string&)> unit_name() const {
        return [this](const std::string& id) { return book_.forces.name_of(id); };
    }

    [[nodiscard]] std::function<std::string(const std::string&)> option_name() const {
        const RulesetDefinition* ruleset = find_ruleset(book_.ruleset);
        return [ruleset](const std::string& id) {
            if (ruleset != nullptr) {
                for (const auto& option : ruleset->optional_rules) {
                    if (option.id == id) return option.name;
                }
            }
            return id;
        };
    }

    void compare_map_and_turns() {
        if (now_.map != was_.map) {
            add(DiffTopic::Map, DiffChange::Changed, "map", "map", map_name(map_was_, was_.map), map_name(map_now_, now_.map));
        }
        auto turn = [this](const std::optional<int>& t) { return t ? turn_text(book_, *t) : std::string{}; };
        if (now_.start_turn != was_.start_turn) {
            add(DiffTopic::Turns, DiffChange::Changed, "start-turn", "start turn", turn(was_.start_turn), turn(now_.start_turn));
        }
        if (now_.end_turn != was_.end_turn) {
            add(DiffTopic::Turns, DiffChange::Changed, "end-turn", "end turn", turn(was_.end_turn), turn(now_.end_turn));
        }
    }

    static std::vector<std::string> chit_texts(const std::vector<Chit>& chits) {
        std::vector<std::string> texts;
        for (const auto& chit : chits) texts.push_back(to_string(chit));
        return texts;
    }

    // Pieces under another formation: what the scenarios' assignments make of the forces.
    void compare_assignments() {
        const ScenarioForces now = forces_of(book_, now_);
        const ScenarioForces was = forces_of(book_, was_);
        auto under = [this](const ForceNode& node) {
            return node.parent.empty() ? std::string("at the top of its side") : "under " + book_.forces.name_of(node.parent);
        };
        for (const auto& side : now.forces.sides) {
            for (const auto& node : side.nodes) {
                const ForceNode* before = was.forces.node(node.id);
                if (before != nullptr && before->parent != node.parent) {
                    add(DiffTopic::Assignments, DiffChange::Changed, node.id, book_.forces.name_of(node.id), under(*before), under(node));
                }
            }
        }
    }

    static std::string map_name(const GameMap* map, const std::string& id) { return map != nullptr ? map->name : id; }

    // Items of a list in either scenario: those only in `now` were added, those only in `was` removed.
    void compare_lists(DiffTopic topic, const std::vector<std::string>& now, const std::vector<std::string>& was,
                       const std::function<std::string(const std::string&)>& name) {
        for (const auto& id : now) {
            if (!contains(was, id)) add(topic, DiffChange::Added, id, name(id), "", name(id));
        }
        for (const auto& id : was) {
            if (!contains(now, id)) add(topic, DiffChange::Removed, id, name(id), name(id), "");
        }
    }

    // Items matched by key: added when only in `now`, removed when only in `was`, changed when
    // both have it and differ. `text(item, in_now)` is how the item reads in its scenario.
    template <typename Item, typename Key, typename Subject, typename Text>
    void compare_by_key(DiffTopic topic, const std::vector<Item>& now, const std::vector<Item>& was, Key key, Subject subject,
                        Text text) {
        auto find = [&](const std::vector<Item>& items, const std::string& wanted) -> const Item* {
            auto it = std::find_if(items.begin(), items.end(), [&](const Item& item) { return key(item) == wanted; });
            return it == items.end() ? nullptr : &*it;
        };
        for (const Item& item : now) {
            const Item* before = find(was, key(item));
            if (before == nullptr) {
                add(topic, DiffChange::Added, key(item), subject(item), "", text(item, true));
            } else if (!(*before == item)) {
                add(topic, DiffChange::Changed, key(item), subject(*before), text(*before, false), text(item, true));
            }
        }
        for (const Item& item : was) {
            if (find(now, key(item)) == nullptr) add(topic, DiffChange::Removed, key(item), subject(item), text(item, false), "");
        }
    }

    [[nodiscard]] const GameMap* map_of(bool in_now) const { return in_now ? map_now_ : map_was_; }

    static std::string placement_text(const GameMap* map, const Placement& placement) {
        std::string text = location_text(map, placement.location);
        if (placement.state != UnitState::Full) text += fmt::format(", {}", to_string(placement.state));
        return text;
    }

    void compare_setup() {
        compare_by_key(
            DiffTopic::Setup, now_.setup, was_.setup, [](const Placement& p) { return p.unit; },
            [this](const Placement& p) { return book_.forces.name_of(p.unit); },
            [this](const Placement& p, bool in_now) { return placement_text(map_of(in_now), p); });
    }

    [[nodiscard]] std::string entry_text(const GameMap* map, const ReinforcementEntry& entry) const {
        std::vector<std::string> parts;
        for (const auto field : {EntryField::Turn, EntryField::Location, EntryField::Units, EntryField::Chits}) {
            std::string text = field_text(book_, map, entry, field);
            if (!text.empty()) parts.push_back(field == EntryField::Turn ? "turn " + text : text);
        }
        if (entry.may_delay) parts.emplace_back("may delay");
        if (!entry.note.empty()) parts.push_back(fmt::format("note \"{}\"", entry.note));
        return fmt::format("{}", fmt::join(parts, ", "));
    }

    void compare_schedule() {
        compare_by_key(
            DiffTopic::Schedule, now_.schedule, was_.schedule, [](const ReinforcementEntry& e) { return e.id; },
            [this](const ReinforcementEntry& e) { return entry_name(book_, e); },
            [this](const ReinforcementEntry& e, bool in_now) { return entry_text(map_of(in_now), e); });
    }

    void compare_victory() {
        compare_by_key(
            DiffTopic::Victory, now_.victory, was_.victory, [](const VictoryCondition& c) { return c.id; },
            [](const VictoryCondition& c) { return c.id; },
            [](const VictoryCondition& c, bool) { return c.side.empty() ? c.text : fmt::format("{}: {}", c.side, c.text); });
    }

    // Cells either scenario plays differently from the book, compared by the value each plays.
    void compare_rules() {
        if (now_.rules.empty() && was_.rules.empty()) return;
        const RulesData now = rules_of(book_, now_).rules;
        const RulesData was = rules_of(book_, was_).rules;
        const RulesetDefinition* ruleset = find_ruleset(book_.ruleset);
        std::vector<std::string> seen;
        for (const auto* cells : {&now_.rules, &was_.rules}) {
            for (const RulesCell& cell : *cells) {
                std::string key = fmt::format("{}/{}/{}", cell.table, cell.row, cell.column);
                if (contains(seen, key)) continue;
                seen.push_back(key);
                const std::string before = cell_value(was, cell).value_or("");
                const std::string after = cell_value(now, cell).value_or("");
                if (before != after) add(DiffTopic::Rules, DiffChange::Changed, std::move(key), cell_subject(ruleset, cell), before, after);
            }
        }
    }

    // "Terrain effects, woods, Movement cost", with the schema's title and label where it has them.
    static std::string cell_subject(const RulesetDefinition* ruleset, const RulesCell& cell) {
        const TableDef* def = ruleset != nullptr ? ruleset->data_schema.find(cell.table) : nullptr;
        if (def == nullptr) return where_of(cell);
        std::string column = cell.column;
        for (const auto& c : def->columns) {
            if (c.key == cell.column && !c.label.empty()) column = c.label;
        }
        return fmt::format("{}, {}, {}", def->title, cell.row, column);
    }

    const Book& book_;
    const Scenario& now_;
    const Scenario& was_;
    const GameMap* map_now_;
    const GameMap* map_was_;
    std::vector<DiffItem> items_;
};

}  // namespace

namespace {

constexpr EnumNames<DiffTopic, 11> kTopicNames{{{DiffTopic::Map, "map"},
                                                {DiffTopic::Turns, "turns"},
                                                {DiffTopic::Forces, "forces"},
                                                {DiffTopic::Assignments, "assignments"},
                                                {DiffTopic::Setup, "setup"},
                                                {DiffTopic::Schedule, "schedule"},
                                                {DiffTopic::Chits, "chits"},
                                                {DiffTopic::Casualties, "casualties"},
                                                {DiffTopic::Victory, "victory"},
                                                {DiffTopic::Options, "options"},
                                                {DiffTopic::Rules, "rules"}}};
constexpr EnumNames<DiffChange, 3> kChangeNames{{{DiffChange::Added, "added"}, {DiffChange::Removed, "removed"}, {DiffChange::Changed, "changed"}}};

}  // namespace

std::string_view to_string(DiffTopic topic) { return name_in(kTopicNames, topic); }

std::string_view to_string(DiffChange change) { return name_in(kChangeNames, change); }

Outcome<ScenarioDiff> diff_scenarios(const Book& book, std::string_view scenario, std::string_view against) {
    const auto now = resolve_scenario(book, scenario);
    const auto was = resolve_scenario(book, against);
    if (!now || !was) return failure(!now ? now.error() : was.error());
    ScenarioDiff diff;
    diff.scenario = std::string(scenario);
    diff.against = std::string(against);
    diff.items = DiffBuilder(book, now->scenario, was->scenario).build();
    return diff;
}

}  // namespace sandtable
