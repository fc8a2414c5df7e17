#include "model/commands/scenario_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"
#include "model/fresh_ids.hpp"
#include "model/object_id.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

Scenario& scenario_of(Book& book, const std::string& id) {
    Scenario* scenario = book.scenario(id);
    if (scenario == nullptr) throw std::logic_error("no scenario " + id);
    return *scenario;
}

template <typename Value>
std::unique_ptr<Command> change_scenario(const std::string& id, std::string name, Value Scenario::*field, Value value) {
    return std::make_unique<ChangeValue<Value>>(
        std::move(name),
        [id, field](Book& book) -> Value* {
            Scenario* s = book.scenario(id);
            return s != nullptr ? &(s->*field) : nullptr;
        },
        std::move(value), ChangeSet().scenario(id));
}

// Adds `scenario` under a fresh id made from `id_base`.
Resolution add_with_fresh_id(const Book& book, Scenario scenario, const std::string& id_base) {
    scenario.id = fresh_id(book, id_base);
    std::string id = scenario.id;
    return {make_add_scenario(std::move(scenario)), std::move(id)};
}

class AddScenario final : public Command {
public:
    explicit AddScenario(Scenario scenario) : scenario_(std::move(scenario)) {}
    void apply(Book& book) override { book.scenarios.push_back(scenario_); }
    void revert(Book& book) override {
        auto& list = book.scenarios;
        list.erase(std::remove_if(list.begin(), list.end(), [&](const Scenario& s) { return s.id == scenario_.id; }),
                   list.end());
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Add scenario {}", scenario_.name); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_.id); }

private:
    Scenario scenario_;
};

class RemoveScenario final : public Command {
public:
    explicit RemoveScenario(std::string id) : id_(std::move(id)) {}
    void apply(Book& book) override {
        auto& list = book.scenarios;
        auto it = std::find_if(list.begin(), list.end(), [&](const Scenario& s) { return s.id == id_; });
        if (it == list.end()) throw std::logic_error("no scenario " + id_);
        index_ = static_cast<std::size_t>(it - list.begin());
        removed_ = std::move(*it);
        list.erase(it);
        if (name_.empty()) name_ = fmt::format("Delete scenario {}", name_or_id(removed_));
    }
    void revert(Book& book) override {
        book.scenarios.insert(book.scenarios.begin() + static_cast<std::ptrdiff_t>(index_), removed_);
    }
    [[nodiscard]] std::string name() const override { return name_.empty() ? fmt::format("Delete scenario {}", id_) : name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(id_); }

private:
    std::string id_;
    std::size_t index_ = 0;
    Scenario removed_;
    std::string name_;  // the scenario's name when first applied
};

class SetPlacement final : public Command {
public:
    SetPlacement(std::string scenario, Placement placement, std::string display)
        : scenario_(std::move(scenario)), placement_(std::move(placement)), display_(std::move(display)) {}
    void apply(Book& book) override {
        if (display_.empty()) display_ = book.forces.name_of(placement_.unit);
        auto& setup = scenario_of(book, scenario_).setup;
        auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == placement_.unit; });
        if (it == setup.end()) {
            previous_.reset();
            setup.push_back(placement_);
        } else {
            previous_ = *it;
            *it = placement_;
        }
    }
    void revert(Book& book) override {
        auto& setup = scenario_of(book, scenario_).setup;
        auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == placement_.unit; });
        if (previous_) {
            *it = *previous_;
        } else {
            setup.erase(it);
        }
    }
    [[nodiscard]] std::string name() const override {
        return fmt::format("Move {} to {}", display_.empty() ? placement_.unit : display_, placement_.location.ref);
    }
    [[nodiscard]] ChangeSet changes() const override {
        return ChangeSet().placement(scenario_, placement_.unit, previous_ ? previous_->location.ref : std::string(),
                                     placement_.location.ref);
    }

private:
    std::string scenario_;
    Placement placement_;
    std::string display_;
    std::optional<Placement> previous_;
};

class RemovePlacement final : public Command {
public:
    RemovePlacement(std::string scenario, std::string unit, std::string display)
        : scenario_(std::move(scenario)), unit_(std::move(unit)), display_(std::move(display)) {}
    void apply(Book& book) override {
        if (display_.empty()) display_ = book.forces.name_of(unit_);
        auto& setup = scenario_of(book, scenario_).setup;
        auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit_; });
        if (it == setup.end()) throw std::logic_error("unit " + unit_ + " is not placed");
        index_ = static_cast<std::size_t>(it - setup.begin());
        removed_ = *it;
        setup.erase(it);
    }
    void revert(Book& book) override {
        auto& setup = scenario_of(book, scenario_).setup;
        setup.insert(setup.begin() + static_cast<std::ptrdiff_t>(index_), removed_);
    }
    [[nodiscard]] std::string name() const override {
        return fmt::format("Remove {} from the map", display_.empty() ? unit_ : display_);
    }
    [[nodiscard]] ChangeSet changes() const override {
        return ChangeSet().placement(scenario_, unit_, removed_.location.ref, {});
    }

private:
    std::string scenario_;
    std::string unit_;
    std::string display_;
    std::size_t index_ = 0;
    Placement removed_;
};

}  // namespace

std::unique_ptr<Command> make_add_scenario(Scenario scenario) { return std::make_unique<AddScenario>(std::move(scenario)); }
std::unique_ptr<Command> make_remove_scenario(const std::string& id) { return std::make_unique<RemoveScenario>(id); }
std::unique_ptr<Command> make_set_placement(const std::string& scenario_id, Placement placement, std::string display_name) {
    return std::make_unique<SetPlacement>(scenario_id, std::move(placement), std::move(display_name));
}
std::unique_ptr<Command> make_remove_placement(const std::string& scenario_id, const std::string& unit,
                                               std::string display_name) {
    return std::make_unique<RemovePlacement>(scenario_id, unit, std::move(display_name));
}

std::unique_ptr<Command> make_set_variant_changes(const std::string& variant_id, VariantChanges changes, std::string name,
                                                  std::optional<ChangeSet> what) {
    return std::make_unique<ChangeValue<VariantChanges>>(
        std::move(name),
        [variant_id](Book& book) -> VariantChanges* {
            Scenario* variant = book.scenario(variant_id);
            return variant != nullptr ? &variant->changes : nullptr;
        },
        std::move(changes), what ? std::move(*what) : ChangeSet().scenario(variant_id));
}

std::unique_ptr<ResolvingCommand> make_new_scenario() {
    return make_resolving("Add scenario New scenario", [](const Book& book) {
        Scenario scenario;
        scenario.name = "New scenario";
        if (!book.maps.empty()) scenario.map = book.maps.front().id;
        if (book.turn_count() > 0) {
            scenario.start_turn = 1;
            scenario.end_turn = book.turn_count();
        }
        return add_with_fresh_id(book, std::move(scenario), "scenario");
    });
}

Edit make_new_variant(const Book& book, const std::string& base_id) {
    const Scenario* base = book.scenario(base_id);
    if (base == nullptr) return refused(fmt::format("There is no scenario '{}'.", base_id));
    Scenario variant;
    variant.name = base->name + " (variant)";
    variant.extends = base_id;
    return make_edit(fmt::format("Add scenario {}", variant.name), [variant, base_id](const Book& now) {
        return add_with_fresh_id(now, variant, base_id + "-variant");
    });
}

Edit make_duplicate_scenario(const Book& book, const std::string& id) {
    const Scenario* original = book.scenario(id);
    if (original == nullptr) return refused(fmt::format("There is no scenario '{}'.", id));
    return make_edit(fmt::format("Add scenario {} (copy)", original->name), [id](const Book& now) {
        const Scenario* source = now.scenario(id);
        if (source == nullptr) throw std::logic_error("no scenario " + id);
        Scenario copy = *source;
        copy.name += " (copy)";
        return add_with_fresh_id(now, std::move(copy), id + "-copy");
    });
}

std::unique_ptr<Command> make_rename_scenario(const std::string& id, std::string name) {
    return change_scenario(id, fmt::format("Rename scenario to {}", name), &Scenario::name, std::move(name));
}

std::unique_ptr<Command> make_set_scenario_turns(const std::string& id, std::optional<int> start, std::optional<int> end) {
    auto transaction = std::make_unique<Transaction>("Set scenario turns");
    transaction->add(change_scenario(id, "Set start turn", &Scenario::start_turn, start));
    transaction->add(change_scenario(id, "Set end turn", &Scenario::end_turn, end));
    return transaction;
}

std::unique_ptr<Command> make_set_scenario_map(const std::string& id, std::string map) {
    return change_scenario(id, "Set scenario map", &Scenario::map, std::move(map));
}

std::unique_ptr<Command> make_set_scenario_description(const std::string& id, std::string description) {
    return change_scenario(id, "Set scenario description", &Scenario::description, std::move(description));
}

std::unique_ptr<Command> make_set_scenario_units(const std::string& id, std::optional<std::vector<std::string>> units) {
    return change_scenario(id, "Set units taking part", &Scenario::units, std::move(units));
}

std::unique_ptr<Command> make_set_scenario_casualties(const std::string& id, std::vector<std::string> units) {
    return change_scenario(id, "Set starting casualties", &Scenario::casualties, std::move(units));
}

}  // namespace sandtable
