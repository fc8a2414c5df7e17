#include "model/commands/scenario_commands.hpp"

#include "model/book.hpp"

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
    }
    void revert(Book& book) override {
        book.scenarios.insert(book.scenarios.begin() + static_cast<std::ptrdiff_t>(index_), removed_);
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Delete scenario {}", id_); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(id_); }

private:
    std::string id_;
    std::size_t index_ = 0;
    Scenario removed_;
};

class SetPlacement final : public Command {
public:
    SetPlacement(std::string scenario, Placement placement, std::string display)
        : scenario_(std::move(scenario)), placement_(std::move(placement)), display_(std::move(display)) {}
    void apply(Book& book) override {
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

}  // namespace sandtable
