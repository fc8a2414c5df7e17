// samples/<ruleset>/broken for every ruleset with checks: one book per check of the ruleset, named
// for it, each breaking exactly that check: validating it gives that check's diagnostics and
// nothing else. Every check of every ruleset has its book.
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;


// broken/stacking.sandtable breaks gettysburg-125.stacking; broken/core.X.sandtable breaks core.X.
std::string code_of(const fs::path& book, const std::string& ruleset) {
    const std::string stem = book.stem().string();
    return stem.rfind("core.", 0) == 0 ? stem : ruleset + "." + stem;
}

std::set<std::string> codes_broken(const std::string& ruleset) {
    std::set<std::string> codes;
    for (const auto& entry : fs::directory_iterator(test::source_path("samples/" + ruleset + "/broken"))) {
        const fs::path& book = entry.path();
        if (book.extension() != ".sandtable") continue;
        SCOPED_TRACE(book.string());
        const std::string code = code_of(book, ruleset);
        codes.insert(code);
        const LoadResult loaded = load_book(book);
        if (!loaded) {
            ADD_FAILURE() << loaded.error();
            continue;
        }
        EXPECT_EQ(loaded->book.ruleset, ruleset);
        EXPECT_EQ(loaded->book.maps.at(0).layers.size(), 0U) << "the broken books carry no imagery";
        const ValidationReport report = validate_book(loaded->book);
        std::size_t hits = 0;
        for (const auto& diagnostic : report.diagnostics.items) {
            if (diagnostic.acknowledged || diagnostic.severity == Severity::Note) continue;
            EXPECT_EQ(diagnostic.code, code) << diagnostic.message;
            hits += diagnostic.code == code ? 1 : 0;
        }
        EXPECT_GT(hits, 0U) << "the book does not break " << code;
    }
    return codes;
}

void expect_every_check_broken(const std::string& ruleset) {
    const std::set<std::string> broken = codes_broken(ruleset);
    for (const Check* check : checks_for(ruleset)) {
        if (check->code.rfind(ruleset + ".", 0) != 0) continue;  // the core checks' books are optional
        EXPECT_TRUE(broken.contains(check->code)) << "no broken book for " << check->code;
    }
}

TEST(BrokenBooks, EachRulesetsBooksBreakExactlyTheirCheckAndEveryCheckHasOne) {
    for (const std::string_view ruleset : rulesets_with_checks()) {
        SCOPED_TRACE(std::string(ruleset));
        ASSERT_TRUE(fs::is_directory(test::source_path("samples/" + std::string(ruleset) + "/broken")))
            << "samples/" << ruleset << "/broken is missing";
        expect_every_check_broken(std::string(ruleset));
    }
}

// The same through the command-line tool: exit 1 for a book with errors, 0 for one with warnings only.
TEST(BrokenBooks, TheCommandLineToolNamesTheBrokenCheck) {
    const fs::path stacking = test::source_path("samples/gettysburg-125/broken/stacking.sandtable");
    const test::CommandResult errors = test::cli("validate " + test::quoted(stacking));
    EXPECT_EQ(errors.exit_code, 1) << errors.out << errors.err;
    EXPECT_NE(errors.out.find("error[gettysburg-125.stacking]"), std::string::npos) << errors.out;
    const fs::path events = test::source_path("samples/gettysburg-150/broken/events-table.sandtable");
    const test::CommandResult warnings = test::cli("validate " + test::quoted(events));
    EXPECT_EQ(warnings.exit_code, 0) << warnings.out << warnings.err;
    EXPECT_NE(warnings.out.find("warning[gettysburg-150.events-table]"), std::string::npos) << warnings.out;
}

}  // namespace
}  // namespace sandtable
