#pragma once
// --to csv: a folder with forces.csv (the book's orders of battle) and schedule.csv (the
// reinforcement schedule of each scenario, a variant's as resolved), for spreadsheets
// (io/csv/forces_csv.hpp, io/csv/schedule_csv.hpp). Both files appear together or neither does.
#include "io/export/exporter.hpp"

namespace sandtable {

class CsvExporter final : public Exporter {
public:
    [[nodiscard]] std::string_view id() const override { return "csv"; }
    [[nodiscard]] std::string_view description() const override {
        return "forces.csv and schedule.csv: orders of battle and reinforcement schedules for spreadsheets";
    }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::Folder; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;
};

}  // namespace sandtable
