// `validate` gives every diagnostic of the broken samples the line of what it is about, the
// rules-data table checks included.
#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

int line_of(const fs::path& file, const std::string& text) {
    const std::string all = test::read_text(file);
    const auto at = all.find(text);
    EXPECT_NE(at, std::string::npos) << text;
    return 1 + static_cast<int>(std::count(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

TEST(ValidateLinesCli, EveryDiagnosticOfTheBrokenSamplesHasALine) {
    std::size_t checked = 0;
    for (const char* ruleset : {"gettysburg-125", "gettysburg-150"}) {
        for (const auto& entry : fs::directory_iterator(test::source_path(std::string("samples/") + ruleset + "/broken"))) {
            if (entry.path().extension() != ".sandtable") continue;
            const auto result = cli("validate --format json " + quoted(entry.path()));
            const auto json = nlohmann::json::parse(result.out);
            for (const auto& d : json["diagnostics"]) {
                ++checked;
                EXPECT_GT(d["line"].get<int>(), 0) << entry.path().filename() << ": " << d["code"] << " " << d["message"];
            }
        }
    }
    EXPECT_GE(checked, 20U);
}

TEST(ValidateLinesCli, TableChecksGiveTheLineOfTheTable) {
    const fs::path events = test::source_path("samples/gettysburg-150/broken/events-table.sandtable");
    const auto e = cli("validate " + quoted(events));
    EXPECT_NE(e.out.find(fmt::format("{}:{}: warning[gettysburg-150.events-table]", events.string(), line_of(events, "<table id=\"events\">"))),
              std::string::npos) << e.out;
    const fs::path combat = test::source_path("samples/gettysburg-125/broken/combat-results.sandtable");
    const auto c = cli("validate " + quoted(combat));
    EXPECT_NE(c.out.find(fmt::format("{}:{}: error[gettysburg-125.combat-results]", combat.string(),
                                     line_of(combat, "<table id=\"combat-results\">"))),
              std::string::npos) << c.out;
}

}  // namespace
}  // namespace sandtable
