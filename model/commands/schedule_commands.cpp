#include "model/commands/schedule_commands.hpp"

#include "model/book.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

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
    void apply(Book& book) override { swap_entry(book); }
    void revert(Book& book) override { swap_entry(book); }
    [[nodiscard]] std::string name() const override {
        return name_.empty() ? fmt::format("Edit entry {}", entry_.id) : name_;
    }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_); }

private:
    void swap_entry(Book& book) {
        auto& schedule = schedule_of(book, scenario_);
        auto it = find_entry(schedule, entry_.id);
        if (it == schedule.end()) throw std::logic_error("no schedule entry " + entry_.id + " in " + scenario_);
        std::swap(*it, entry_);
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
    [[nodiscard]] std::string name() const override { return fmt::format("Add entry {}", entry_.id); }
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
    }
    void revert(Book& book) override {
        auto& schedule = schedule_of(book, scenario_);
        schedule.insert(schedule.begin() + static_cast<std::ptrdiff_t>(index_), removed_);
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Delete entry {}", id_); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().scenario(scenario_); }

private:
    std::string scenario_;
    std::string id_;
    std::size_t index_ = 0;
    ReinforcementEntry removed_;
};

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

}  // namespace sandtable
