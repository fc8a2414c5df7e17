#include "model/diagnostic.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Diagnostic make(std::string code, std::vector<ObjectRef> objects, std::string scenario = "s1") {
    Diagnostic d;
    d.code = std::move(code);
    d.objects = std::move(objects);
    d.scenario = std::move(scenario);
    return d;
}

TEST(Acknowledgements, MarkOnlyTheSameCodeAndObjects) {
    std::vector<Diagnostic> list = {
        make("x.stacking", {{"unit", "a"}, {"hex", "P3"}}),
        make("x.stacking", {{"unit", "b"}, {"hex", "P3"}}),   // another object
        make("x.zoc", {{"unit", "a"}, {"hex", "P3"}}),        // another code
        make("x.stacking", {{"hex", "P3"}, {"unit", "a"}}),   // same set, other order
    };
    apply_acknowledgements(list, {Acknowledgement{"x.stacking", {{"unit", "a"}, {"hex", "P3"}}, "", "historical"}});
    EXPECT_EQ(list[0].acknowledged, "historical");
    EXPECT_FALSE(list[1].acknowledged);
    EXPECT_FALSE(list[2].acknowledged);
    EXPECT_EQ(list[3].acknowledged, "historical");
}

TEST(Acknowledgements, ScenarioRestrictsTheMatch) {
    std::vector<Diagnostic> list = {make("c", {{"unit", "a"}}, "s1"), make("c", {{"unit", "a"}}, "s2")};
    apply_acknowledgements(list, {Acknowledgement{"c", {{"unit", "a"}}, "s2", "why"}});
    EXPECT_FALSE(list[0].acknowledged);
    EXPECT_EQ(list[1].acknowledged, "why");
}

TEST(Acknowledgements, SubsetOfObjectsDoesNotMatch) {
    std::vector<Diagnostic> list = {make("c", {{"unit", "a"}, {"unit", "b"}})};
    apply_acknowledgements(list, {Acknowledgement{"c", {{"unit", "a"}}, "", "why"}});
    EXPECT_FALSE(list[0].acknowledged);
}

TEST(DiagnosticList, CountsExcludeAcknowledged) {
    DiagnosticList list;
    list.report(make("a", {}));
    list.report(make("b", {}));
    list.items[1].acknowledged = "ok";
    Diagnostic warning = make("c", {});
    warning.severity = Severity::Warning;
    list.report(warning);
    EXPECT_EQ(list.count(Severity::Error), 1U);
    EXPECT_EQ(list.count(Severity::Warning), 1U);
    EXPECT_EQ(list.acknowledged_count(), 1U);
}

}  // namespace
}  // namespace sandtable
