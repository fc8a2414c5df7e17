#include "model/commands/schedule_commands.hpp"

#include "model/book.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/fresh_ids.hpp"
#include "model/schedule_entry_text.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>
#include <string_view>

namespace sandtable {

namespace {

// A step on an entry the book has: "Delete entry for Heth, Pegram (turn 2)".
std::string entry_step(std::string_view verb, const Book& book, const ReinforcementEntry& entry) {
    return fmt::format("{} {}", verb, entry_name(book, entry));
}

// A step on an entry not yet found in the book (before the step is applied, or a new one).
std::string any_entry_step(std::string_view verb) { return fmt::format("{} reinforcement entry", verb); }

std::vector<ReinforcementEntry>& schedule_of(Book& book, const std::string& scenario_id) {
    Scenario* scenario = book.scenario(scenario_id);
    if (scenario == nullptr) throw std::logic_error("no scenario " + scenario_id);
    return scenario->schedule;
}

std::vector<ReinforcementEntry>::iterator find_entry(std::vector<ReinforcementEntry>& schedule, const std::string& id) {
    return std::find_if(schedule.begin(), schedule.end(), [&](const ReinforcementEntry& e) { return e.id == id; });
}

class SetScheduleEntry final : public Command {
public:
    SetScheduleEntry(std::string scenario, ReinforcementEntry entry, std::string name)
        : scenario_(std::move(scenario)), entry_(std::move(entry)), name_(std::move(name)) {}
    void apply(Book& book) override {
        ReinforcementEntry& current = entry_in(book);
        if (name_.empty()) name_ = entry_step("Edit", book, current);
        std::swap(current, entry_);
    }
    void revert(Book& book) override { std::swap(entry_in(book), entry_); }
    [[nodiscard]] std::string name() const override { return name_.empty() ? any_entry_step("Edit") : name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_); }

private:
    ReinforcementEntry& entry_in(Book& book) {
        auto& schedule = schedule_of(book, scenario_);
        auto it = find_entry(schedule, entry_.id);
        if (it == schedule.end()) throw std::logic_error("no schedule entry " + entry_.id + " in " + scenario_);
        return *it;
    }

    std::string scenario_;
    ReinforcementEntry entry_;  // the value the next apply or revert puts in place
    std::string name_;
};

class AddScheduleEntry final : public Command {
public:
    AddScheduleEntry(std::string scenario, ReinforcementEntry entry) : scenario_(std::move(scenario)), entry_(std::move(entry)) {}
    void apply(Book& book) override {
        auto& schedule = schedule_of(book, scenario_);
        if (find_entry(schedule, entry_.id) != schedule.end()) {
            throw std::logic_error("schedule entry " + entry_.id + " already exists in " + scenario_);
        }
        schedule.push_back(entry_);
    }
    void revert(Book& book) override {
        auto& schedule = schedule_of(book, scenario_);
        schedule.erase(find_entry(schedule, entry_.id));
    }
    [[nodiscard]] std::string name() const override { return any_entry_step("Add"); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_); }

private:
    std::string scenario_;
    ReinforcementEntry entry_;
};

class RemoveScheduleEntry final : public Command {
public:
    RemoveScheduleEntry(std::string scenario, std::string id) : scenario_(std::move(scenario)), id_(std::move(id)) {}
    void apply(Book& book) override {
        auto& schedule = schedule_of(book, scenario_);
        auto it = find_entry(schedule, id_);
        if (it == schedule.end()) throw std::logic_error("no schedule entry " + id_ + " in " + scenario_);
        index_ = static_cast<std::size_t>(it - schedule.begin());
        removed_ = std::move(*it);
        schedule.erase(it);
        if (name_.empty()) name_ = entry_step("Delete", book, removed_);
    }
    void revert(Book& book) override {
        auto& schedule = schedule_of(book, scenario_);
        schedule.insert(schedule.begin() + static_cast<std::ptrdiff_t>(index_), removed_);
    }
    [[nodiscard]] std::string name() const override { return name_.empty() ? any_entry_step("Delete") : name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_); }

private:
    std::string scenario_;
    std::string id_;
    std::size_t index_ = 0;
    ReinforcementEntry removed_;
    std::string name_;  // the entry as it was when first applied
};

bool has_entry(const std::vector<ReinforcementEntry>& schedule, const std::string& id) {
    return std::any_of(schedule.begin(), schedule.end(), [&](const ReinforcementEntry& e) { return e.id == id; });
}

bool inherits_entry(const Book& book, const Scenario& variant, const std::string& id) {
    const auto base = resolve_scenario(book, variant.extends);
    return base && has_entry(base->scenario.schedule, id);
}

// A step on the entry as the resolved scenario shows it.
std::string resolved_entry_step(std::string_view verb, const Book& book, const std::string& scenario_id, const std::string& entry_id) {
    const auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return any_entry_step(verb);
    const auto& schedule = resolved->scenario.schedule;
    const auto it = std::find_if(schedule.begin(), schedule.end(), [&](const ReinforcementEntry& e) { return e.id == entry_id; });
    return it != schedule.end() ? entry_step(verb, book, *it) : any_entry_step(verb);
}


// A new entry for a resolved scenario: see make_new_schedule_entry.
ReinforcementEntry new_entry(const Book& book, const Scenario& resolved) {
    ReinforcementEntry entry;
    entry.id = fresh_entry_id(book);
    entry.turn = resolved.start_turn.value_or(1);
    entry.location = Location{LocationKind::Hex, {}};
    const GameMap* map = book.map(resolved.map);
    if (map != nullptr && map->kind == MapKind::Hex && !map->hex.edges.empty()) {
        entry.location = Location{LocationKind::Edge, map->hex.edges.front().id};
    }
    return entry;
}

}  // namespace

std::unique_ptr<Command> make_set_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry, std::string step_name) {
    return std::make_unique<SetScheduleEntry>(scenario_id, std::move(entry), std::move(step_name));
}

std::unique_ptr<Command> make_add_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry) {
    return std::make_unique<AddScheduleEntry>(scenario_id, std::move(entry));
}

std::unique_ptr<Command> make_remove_schedule_entry(const std::string& scenario_id, const std::string& entry_id) {
    return std::make_unique<RemoveScheduleEntry>(scenario_id, entry_id);
}

std::unique_ptr<Command> make_change_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry, std::string step_name) {
    // Without a name the command takes the one its change works out when applied.
    return make_resolving(step_name, [scenario_id, entry, step_name](const Book& now) -> Resolution {
        const Scenario* scenario = now.scenario(scenario_id);
        if (scenario == nullptr || !scenario->is_variant() || has_entry(scenario->schedule, entry.id)) {
            return {make_set_schedule_entry(scenario_id, entry, step_name), {}};
        }
        VariantChanges changes = scenario->changes;
        std::erase(changes.remove_schedule, entry.id);
        auto& set = changes.set_schedule;
        auto it = std::find_if(set.begin(), set.end(), [&](const ReinforcementEntry& e) { return e.id == entry.id; });
        if (it != set.end()) {
            *it = entry;
        } else {
            set.push_back(entry);
        }
        const std::string name = step_name.empty() ? resolved_entry_step("Edit", now, scenario_id, entry.id) : step_name;
        return {make_set_variant_changes(scenario_id, std::move(changes), name), {}};
    });
}

Edit make_new_schedule_entry(const Book& book, const std::string& scenario_id) {
    if (!resolve_scenario(book, scenario_id)) return refused("Choose a scenario before adding to its schedule");
    return make_edit(any_entry_step("Add"), [scenario_id](const Book& now) -> Resolution {
        const auto resolved = resolve_scenario(now, scenario_id);
        if (!resolved) throw std::logic_error("no scenario " + scenario_id);
        ReinforcementEntry entry = new_entry(now, resolved->scenario);
        std::string id = entry.id;
        const Scenario* scenario = now.scenario(scenario_id);
        if (!scenario->is_variant()) return {make_add_schedule_entry(scenario_id, std::move(entry)), std::move(id)};
        VariantChanges changes = scenario->changes;
        changes.set_schedule.push_back(std::move(entry));
        return {make_set_variant_changes(scenario_id, std::move(changes), any_entry_step("Add")), id};
    });
}

std::unique_ptr<Command> make_delete_schedule_entry(const std::string& scenario_id, const std::string& entry_id) {
    // Named when applied, after the entry as the book has it then.
    return make_resolving({}, [scenario_id, entry_id](const Book& now) -> Resolution {
        const Scenario* scenario = now.scenario(scenario_id);
        if (scenario == nullptr || !scenario->is_variant() || has_entry(scenario->schedule, entry_id)) {
            return {make_remove_schedule_entry(scenario_id, entry_id), {}};
        }
        VariantChanges changes = scenario->changes;
        std::erase_if(changes.set_schedule, [&](const ReinforcementEntry& e) { return e.id == entry_id; });
        auto& removed = changes.remove_schedule;
        if (inherits_entry(now, *scenario, entry_id) && std::find(removed.begin(), removed.end(), entry_id) == removed.end()) {
            removed.push_back(entry_id);
        }
        return {make_set_variant_changes(scenario_id, std::move(changes), resolved_entry_step("Delete", now, scenario_id, entry_id)), {}};
    });
}

Outcome<std::unique_ptr<Command>> make_delete_schedule_entries(const std::string& scenario_id, const std::vector<std::string>& entry_ids) {
    if (entry_ids.empty()) return failure("Select the entries to delete");
    if (entry_ids.size() == 1) return make_delete_schedule_entry(scenario_id, entry_ids.front());
    auto transaction = std::make_unique<Transaction>(fmt::format("Delete {} entries", entry_ids.size()));
    for (const auto& id : entry_ids) transaction->add(make_delete_schedule_entry(scenario_id, id));
    return std::unique_ptr<Command>(std::move(transaction));
}

}  // namespace sandtable
